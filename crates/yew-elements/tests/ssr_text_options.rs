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
    let at = html
        .find(&marker)
        .unwrap_or_else(|| panic!("no #{id} in {html}"));
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
    assert_eq!(
        attr_of(&full, "<input", "value").as_deref(),
        Some("Ann Lee"),
        "{full}"
    );
    assert!(full.contains(" readonly"), "{full}");
    let first = input_tag(&html, "yf-first");
    assert!(!first.contains(" readonly"), "{first}");
    let slug = input_tag(&html, "yf-slug");
    assert_eq!(
        attr_of(&slug, "<input", "value").as_deref(),
        Some("Ann-Lee"),
        "{slug}"
    );
}

#[tokio::test]
async fn a_missing_variable_shows_an_empty_text() {
    let html = render(r#"{"t": {"type": "text", "expression": "({nope})"}}"#).await;
    assert_eq!(
        attr_of(&input_tag(&html, "yf-t"), "<input", "value").as_deref(),
        Some("()")
    );
}

#[component]
fn InlineExpression() -> Html {
    use yewform_elements::{HiddenElement, TextElement};
    html! {
        <Form>
            <TextElement name="qty" default={serde_json::json!("3")} />
            <TextElement name="label" expression="{qty} items" />
            <HiddenElement name="code" options={serde_json::json!({"expression": "Q{qty}"})} />
        </Form>
    }
}

#[tokio::test]
async fn inline_elements_take_the_expression_prop() {
    let html = yew::LocalServerRenderer::<InlineExpression>::new()
        .render()
        .await;
    let label = input_tag(&html, "yf-label");
    assert_eq!(
        attr_of(&label, "<input", "value").as_deref(),
        Some("3 items"),
        "{label}"
    );
    assert!(label.contains(" readonly"), "{label}");
    let code = input_tag(&html, "yf-code");
    assert_eq!(
        attr_of(&code, "<input", "value").as_deref(),
        Some("Q3"),
        "{code}"
    );
}

#[cfg(all(feature = "checkbox", feature = "textarea"))]
#[tokio::test]
async fn readonly_conditions_are_decided_by_the_form() {
    let html = render(
        r#"{"locked": {"type": "checkbox", "default": true},
            "code": {"type": "text", "readonly": [["locked", true]]},
            "free": {"type": "text", "readonly": [["locked", false]]},
            "note": {"type": "textarea", "readonly": {"value": true}}}"#,
    )
    .await;
    assert!(input_tag(&html, "yf-code").contains(" readonly"), "{html}");
    assert!(!input_tag(&html, "yf-free").contains(" readonly"), "{html}");
    assert!(input_tag(&html, "yf-note").contains(" readonly"), "{html}");
}

#[component]
fn InlineReadonly() -> Html {
    use yewform_elements::TextElement;
    use yewform_elements::form::registry::ConditionFn;
    let locked = ConditionFn::new(|ctx| ctx.value("kind") == Some(serde_json::json!("locked")));
    let open = ConditionFn::new(|ctx| ctx.value("kind") == Some(serde_json::json!("open")));
    html! {
        <Form>
            <TextElement name="kind" default={serde_json::json!("locked")} />
            <TextElement name="a" readonly_fn={locked} />
            <TextElement name="b" readonly_fn={open} />
        </Form>
    }
}

#[tokio::test]
async fn an_inline_readonly_function_decides() {
    let html = yew::LocalServerRenderer::<InlineReadonly>::new()
        .render()
        .await;
    assert!(input_tag(&html, "yf-a").contains(" readonly"), "{html}");
    assert!(!input_tag(&html, "yf-b").contains(" readonly"), "{html}");
}

#[cfg(feature = "static")]
#[tokio::test]
async fn static_expressions_show_values_as_text_never_as_markup() {
    let html = render(
        r#"{"name": {"type": "text", "default": "<img src=x onerror=alert(1)>"},
            "hi": {"type": "static", "content": "<p>Hello <b>{name}</b>!</p>", "expressions": true},
            "raw": {"type": "static", "content": "Raw {name}"}}"#,
    )
    .await;
    assert!(!html.contains("<img"), "{html}");
    assert!(!html.contains("onerror=alert(1)>"), "{html}");
    assert!(
        html.contains("<p>Hello <b>&lt;img src=x onerror=alert(1)&gt;</b>!</p>"),
        "{html}"
    );
    // Without `expressions` the braces are content.
    assert!(html.contains("Raw {name}"), "{html}");
}

#[cfg(all(feature = "button", feature = "checkbox"))]
#[component]
fn InlineLoading() -> Html {
    use yewform_elements::form::registry::ConditionFn;
    use yewform_elements::{ButtonElement, CheckboxElement};
    let busy = ConditionFn::new(|ctx| ctx.value("busy") == Some(serde_json::json!(true)));
    let idle = ConditionFn::new(|ctx| ctx.value("busy") == Some(serde_json::json!(false)));
    html! {
        <Form>
            <CheckboxElement name="busy" default={serde_json::json!(true)} />
            <ButtonElement name="a" button_label="A" loading_fn={busy} />
            // The function wins over `loading`.
            <ButtonElement name="b" button_label="B" loading={true} loading_fn={idle} />
        </Form>
    }
}

#[cfg(all(feature = "button", feature = "checkbox"))]
#[tokio::test]
async fn a_loading_function_decides_the_busy_state() {
    let html = yew::LocalServerRenderer::<InlineLoading>::new()
        .render()
        .await;
    let a = input_tag(&html, "yf-a");
    let b = input_tag(&html, "yf-b");
    assert_eq!(
        attr_of(&a, "<button", "aria-busy").as_deref(),
        Some("true"),
        "{a}"
    );
    assert!(a.contains("yf-btn-loading"), "{a}");
    assert_eq!(attr_of(&b, "<button", "aria-busy").as_deref(), None, "{b}");
    assert!(!b.contains("yf-btn-loading"), "{b}");
}

#[cfg(feature = "static")]
#[component]
fn ContentFunction() -> Html {
    use yewform_elements::Registry;
    let schema = FormSchema::from_json(
        r#"{"name": {"type": "text", "default": "<img src=x onerror=alert(1)>"},
            "hi": {"type": "static", "content": {"fn": "greeting"}, "expressions": true}}"#,
    )
    .unwrap();
    let registry = Registry::new().content("greeting", |_| {
        serde_json::json!("<p onclick=\"steal()\">Hi <b>{name}</b><script>alert(2)</script></p>")
    });
    html! { <Form {schema} {registry} /> }
}

#[cfg(feature = "static")]
#[tokio::test]
async fn a_content_function_is_resolved_and_sanitized() {
    let html = yew::LocalServerRenderer::<ContentFunction>::new()
        .render()
        .await;
    assert!(
        html.contains("Hi <b>&lt;img src=x onerror=alert(1)&gt;</b>"),
        "{html}"
    );
    assert!(!html.contains("<script"), "{html}");
    assert!(!html.contains("onclick"), "{html}");
    assert!(!html.contains("<img"), "{html}");
}
