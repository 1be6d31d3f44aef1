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
