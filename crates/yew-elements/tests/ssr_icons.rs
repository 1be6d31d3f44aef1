//! SSR tests: the editor's tools, the select's caret, clear button and spinner and the info
//! marker draw inline SVG icons (`aria-hidden`, not focusable, in `currentColor`) instead of
//! text glyphs, and every icon-only button is named by its `aria-label` alone (no visible text
//! that could differ from it: axe's `label-content-name-mismatch`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} /> }
}

async fn render(schema: Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props { schema })
        .render()
        .await
}

/// The opening tag that contains `marker` (from its `<` to its `>`).
fn tag_at(html: &str, at: usize) -> &str {
    let start = html[..at].rfind('<').expect("a tag around the marker");
    let end = at + html[at..].find('>').expect("the tag ends");
    &html[start..=end]
}

/// The value of `attr` in `tag`.
fn attr(tag: &str, attr: &str) -> Option<String> {
    let key = format!(" {attr}=\"");
    let from = tag.find(&key)? + key.len();
    let to = from + tag[from..].find('"')?;
    Some(tag[from..to].to_string())
}

/// The text of `html` with its tags removed (what a reader sees).
fn text_of(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.trim().to_string()
}

/// Checks that `inner` (the markup inside a control) is one decorative SVG icon and no text.
fn assert_icon_only(inner: &str, what: &str) {
    let at = inner
        .find("<svg")
        .unwrap_or_else(|| panic!("{what}: no <svg> icon in {inner:?}"));
    let svg = tag_at(inner, at + 1);
    assert_eq!(
        attr(svg, "aria-hidden").as_deref(),
        Some("true"),
        "{what}: {svg}"
    );
    assert_eq!(
        attr(svg, "focusable").as_deref(),
        Some("false"),
        "{what}: {svg}"
    );
    assert_eq!(
        attr(svg, "viewBox").as_deref(),
        Some("0 0 24 24"),
        "{what}: {svg}"
    );
    assert_eq!(
        attr(svg, "stroke").as_deref(),
        Some("currentColor"),
        "{what}: {svg}"
    );
    assert_eq!(attr(svg, "width").as_deref(), Some("1em"), "{what}: {svg}");
    assert_eq!(attr(svg, "height").as_deref(), Some("1em"), "{what}: {svg}");
    assert_eq!(
        text_of(inner),
        "",
        "{what}: a text glyph next to the icon in {inner:?}"
    );
}

/// The markup between the end of the opening tag at `at` and the next `</close>`.
fn inner_of<'a>(html: &'a str, at: usize, close: &str) -> &'a str {
    let from = at + html[at..].find('>').expect("the tag ends") + 1;
    let to = from + html[from..].find(close).expect("the element closes");
    &html[from..to]
}

#[cfg(feature = "editor")]
const TOOLS: [&str; 14] = [
    "bold",
    "italic",
    "strike",
    "link",
    "heading",
    "quote",
    "code",
    "bullet-list",
    "number-list",
    "decrease-nesting",
    "increase-nesting",
    "attach",
    "undo",
    "redo",
];

#[cfg(feature = "editor")]
#[tokio::test]
async fn every_editor_tool_is_an_icon_named_by_its_label_only() {
    let html = render(json!({"bio": {"type": "t-editor", "label": "Bio"}})).await;
    for tool in TOOLS {
        let marker = format!("data-tool=\"{tool}\"");
        let at = html
            .find(&marker)
            .unwrap_or_else(|| panic!("no {tool} tool in {html}"));
        let tag = tag_at(&html, at);
        assert!(tag.starts_with("<button"), "{tool}: {tag}");
        let label = attr(tag, "aria-label").unwrap_or_default();
        assert!(
            !label.trim().is_empty(),
            "{tool} has no accessible name: {tag}"
        );
        // No visible text at all, so the accessible name cannot differ from it.
        assert_icon_only(inner_of(&html, at, "</button>"), tool);
    }
    assert_eq!(html.matches("data-tool=").count(), TOOLS.len());
    // The old glyphs are gone, among them the ones common fonts lack.
    for glyph in ["🔗", "📎", "❝", "⇤", "⇥", "↶", "↷", "&lt;/&gt;"] {
        assert!(!html.contains(glyph), "glyph {glyph} still rendered");
    }
}

#[cfg(feature = "editor")]
#[tokio::test]
async fn the_number_list_tool_shows_no_text_besides_its_label() {
    let html = render(json!({"bio": {"type": "t-editor"}})).await;
    let at = html.find("data-tool=\"number-list\"").unwrap();
    let tag = tag_at(&html, at);
    assert_eq!(attr(tag, "aria-label").as_deref(), Some("Numbered list"));
    let inner = inner_of(&html, at, "</button>");
    // Its visible text was "1.", which the name "Numbered list" does not contain.
    assert_eq!(text_of(inner), "", "{inner}");
    assert!(inner.contains("<svg"), "{inner}");
}

#[cfg(feature = "select")]
#[tokio::test]
async fn the_dropdown_caret_clear_button_and_spinner_are_icons() {
    let html = render(json!({
        "size": {
            "type": "select",
            "native": false,
            "label": "Size",
            "loading": true,
            "items": {"s": "Small", "m": "Medium"},
            "default": "m"
        }
    }))
    .await;

    let caret = html
        .find("class=\"yf-combo-caret\"")
        .unwrap_or_else(|| panic!("no caret in {html}"));
    assert_eq!(
        attr(tag_at(&html, caret), "aria-hidden").as_deref(),
        Some("true")
    );
    assert_icon_only(inner_of(&html, caret, "</span>"), "caret");

    let clear = html
        .find("class=\"yf-combo-clear\"")
        .unwrap_or_else(|| panic!("no clear button in {html}"));
    let tag = tag_at(&html, clear);
    assert!(tag.starts_with("<button"), "{tag}");
    assert_eq!(attr(tag, "aria-label").as_deref(), Some("Clear"));
    assert_icon_only(inner_of(&html, clear, "</button>"), "clear button");

    let spinner = html
        .find("class=\"yf-combo-spinner\"")
        .unwrap_or_else(|| panic!("no spinner in {html}"));
    assert_eq!(
        attr(tag_at(&html, spinner), "aria-hidden").as_deref(),
        Some("true")
    );
    assert_icon_only(inner_of(&html, spinner, "</span>"), "spinner");
}

#[cfg(feature = "select")]
#[tokio::test]
async fn the_native_select_caret_is_an_icon() {
    let html = render(json!({
        "size": {"type": "select", "label": "Size", "items": {"s": "Small", "m": "Medium"}}
    }))
    .await;
    let caret = html
        .find("class=\"yf-native-select-caret\"")
        .unwrap_or_else(|| panic!("no caret in {html}"));
    assert_eq!(
        attr(tag_at(&html, caret), "aria-hidden").as_deref(),
        Some("true")
    );
    assert_icon_only(inner_of(&html, caret, "</span>"), "native caret");
}

#[cfg(all(feature = "select", feature = "editor"))]
#[tokio::test]
async fn the_info_marker_is_an_icon_not_a_letter() {
    for schema in [
        json!({"size": {"type": "select", "label": "Size", "info": "Pick one", "items": ["s"]}}),
        json!({"bio": {"type": "t-editor", "label": "Bio", "info": "Pick one"}}),
    ] {
        let html = render(schema).await;
        let info = html
            .find("class=\"yf-info\"")
            .unwrap_or_else(|| panic!("no info in {html}"));
        let tooltip = info + html[info..].find("role=\"tooltip\"").expect("the tooltip");
        let tooltip_start = html[..tooltip].rfind('<').unwrap();
        // The marker: everything inside the info trigger before its tooltip.
        let marker = &html[info + html[info..].find('>').unwrap() + 1..tooltip_start];
        assert_icon_only(marker, "info marker");
        // The tooltip keeps its text.
        assert!(html[tooltip..].contains("Pick one</span>"), "{html}");
    }
}

#[tokio::test]
async fn the_icon_functions_draw_decorative_svgs() {
    use yewform_elements::icons;

    #[component]
    fn All() -> Html {
        html! {
            <>
                { for icons::ALL.iter().map(|(name, icon)| html! { <i data-icon={*name}>{ icon() }</i> }) }
            </>
        }
    }
    let html = yew::LocalServerRenderer::<All>::new().render().await;
    assert!(icons::ALL.len() >= 18, "{}", icons::ALL.len());
    for (name, _) in icons::ALL {
        let at = html.find(&format!("data-icon=\"{name}\"")).unwrap();
        assert_icon_only(inner_of(&html, at, "</i>"), name);
    }
}
