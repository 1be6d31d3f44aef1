//! SSR tests of the text family's options added by issue 31's follow-up: `expression` (a
//! computed value, shown read-only) and `readonly` given as conditions.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "text", feature = "hidden", feature = "expressions"))]

mod support;
use support::attr_of;

use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[derive(Properties, PartialEq)]
struct Props {
    json: AttrValue,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_json(&props.json).expect("valid schema in test");
    html! { <Form {schema} /> }
}

async fn render(json: &str) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        json: AttrValue::from(json.to_owned()),
    })
    .render()
    .await
}

/// The opening tag of the input with this id.
fn input_tag(html: &str, id: &str) -> String {
    let marker = format!("id=\"{id}\"");
    let at = html.find(&marker).unwrap_or_else(|| panic!("no #{id} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    html[start..=end].to_string()
}

#[tokio::test]
async fn an_expression_computes_the_value_and_the_field_is_read_only() {
    let html = render(
        r#"{"first": {"type": "text", "default": "Ann"},
            "last": {"type": "text", "default": "Lee"},
            "full": {"type": "text", "label": "Full name", "expression": "{first} {last}"},
            "slug": {"type": "hidden", "expression": "{first || '-' || last}"}}"#,
    )
    .await;
    let full = input_tag(&html, "yf-full");
    assert_eq!(attr_of(&full, "<input", "value").as_deref(), Some("Ann Lee"), "{full}");
    assert!(full.contains(" readonly"), "{full}");
    let first = input_tag(&html, "yf-first");
    assert!(!first.contains(" readonly"), "{first}");
    let slug = input_tag(&html, "yf-slug");
    assert_eq!(attr_of(&slug, "<input", "value").as_deref(), Some("Ann-Lee"), "{slug}");
}

#[tokio::test]
async fn a_missing_variable_shows_an_empty_text() {
    let html = render(r#"{"t": {"type": "text", "expression": "({nope})"}}"#).await;
    assert_eq!(attr_of(&input_tag(&html, "yf-t"), "<input", "value").as_deref(), Some("()"));
}
