//! SSR tests: the editor's texts come from the locale tables: the tool names, the tool
//! bar's name and the file picker's name in German and English.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "editor")]

mod support;
use support::attr_of;
use yew::prelude::*;
use yewform_elements::{Form, TEditorElement};

#[derive(Properties, PartialEq)]
struct Props {
    locale: Option<String>,
}

#[component]
fn Localized(props: &Props) -> Html {
    html! {
        <Form locale={props.locale.clone()}>
            <TEditorElement name="text" label="Text" />
        </Form>
    }
}

async fn render(locale: Option<&str>) -> String {
    yew::LocalServerRenderer::<Localized>::with_props(Props {
        locale: locale.map(str::to_string),
    })
    .render()
    .await
}

fn tool_label(html: &str, tool: &str) -> Option<String> {
    attr_of(html, &format!("data-tool=\"{tool}\""), "aria-label")
}

#[tokio::test]
async fn the_german_locale_shows_german_tool_names() {
    let html = render(Some("de")).await;
    assert_eq!(
        attr_of(&html, "role=\"toolbar\"", "aria-label").as_deref(),
        Some("Text: Werkzeuge"),
        "{html}"
    );
    assert_eq!(tool_label(&html, "bold").as_deref(), Some("Fett"));
    assert_eq!(tool_label(&html, "heading").as_deref(), Some("Überschrift"));
    assert_eq!(tool_label(&html, "redo").as_deref(), Some("Wiederholen"));
    assert_eq!(
        attr_of(&html, "data-editor-attach", "aria-label").as_deref(),
        Some("Dateien anhängen")
    );
}

#[tokio::test]
async fn the_english_locale_shows_english_tool_names() {
    for locale in [None, Some("en")] {
        let html = render(locale).await;
        assert_eq!(
            attr_of(&html, "role=\"toolbar\"", "aria-label").as_deref(),
            Some("Text: Formatting"),
            "{html}"
        );
        assert_eq!(tool_label(&html, "bold").as_deref(), Some("Bold"));
        assert_eq!(tool_label(&html, "redo").as_deref(), Some("Redo"));
        assert_eq!(
            attr_of(&html, "data-editor-attach", "aria-label").as_deref(),
            Some("Attach files")
        );
    }
}

#[component]
fn HtmlLabel() -> Html {
    html! {
        <Form>
            <TEditorElement name="bio" label="Bio <small>(optional)</small>" />
        </Form>
    }
}

/// Audit 8 #6: the tool bar's name uses the label's text, not its tags.
#[tokio::test]
async fn the_toolbar_name_uses_the_labels_text() {
    let html = yew::LocalServerRenderer::<HtmlLabel>::new().render().await;
    assert_eq!(
        attr_of(&html, "role=\"toolbar\"", "aria-label").as_deref(),
        Some("Bio (optional): Formatting"),
        "{html}"
    );
}

#[derive(Properties, PartialEq)]
struct SchemaProps {
    schema: serde_json::Value,
}

#[component]
fn FromSchema(props: &SchemaProps) -> Html {
    let schema = yewform_core::schema::FormSchema::from_value(&props.schema).unwrap();
    html! { <Form {schema} /> }
}

/// The `aria-label` of every tool bar of the page, in order.
fn toolbar_names(html: &str) -> Vec<String> {
    html.split("role=\"toolbar\"")
        .skip(1)
        .map(|rest| {
            let tag = &rest[..rest.find('>').unwrap()];
            let at = tag.find("aria-label=\"").unwrap() + "aria-label=\"".len();
            tag[at..].split('"').next().unwrap().to_owned()
        })
        .collect()
}

/// Audit 24C #6: an unlabelled editor's tool bar is named after the editor as its surface
/// is (its generic name), not just "Formatting": two editors, or a list of them, differ.
#[tokio::test]
async fn an_unlabelled_editors_toolbar_takes_its_generic_name() {
    let schema = serde_json::json!({"bio": {"type": "t-editor"}});
    let html = yew::LocalServerRenderer::<FromSchema>::with_props(SchemaProps { schema })
        .render()
        .await;
    assert_eq!(toolbar_names(&html), ["Bio: Formatting"], "{html}");
}

#[cfg(feature = "list")]
#[tokio::test]
async fn a_list_of_unlabelled_editors_names_each_toolbar_after_its_item() {
    let schema = serde_json::json!({
        "notes": {"type": "list", "initial": 2, "element": {"type": "t-editor"}},
    });
    let html = yew::LocalServerRenderer::<FromSchema>::with_props(SchemaProps { schema })
        .render()
        .await;
    assert_eq!(
        toolbar_names(&html),
        ["Notes 1: Formatting", "Notes 2: Formatting"],
        "{html}"
    );
}
