//! SSR tests: the select's caret, clear button and spinner and the info marker draw inline SVG
//! icons (`aria-hidden`, not focusable, in `currentColor`) instead of text glyphs; the editor's
//! tools are empty buttons whose icons the theme's CSS draws (a `::before` masked by the tool's
//! Lucide shapes, the same as `icons::*`, in `currentColor`: no DOM node per icon, issue 29
//! item 4); and every icon-only button is named by its `aria-label` alone (no visible text
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

/// Every tool (its `data-tool`) with the icon function of its shapes.
#[cfg(feature = "editor")]
const TOOLS: [(&str, yewform_elements::icons::Icon); 14] = {
    use yewform_elements::icons;
    [
        ("bold", icons::bold),
        ("italic", icons::italic),
        ("strike", icons::strikethrough),
        ("link", icons::link),
        ("heading", icons::heading),
        ("quote", icons::quote),
        ("code", icons::code),
        ("bullet-list", icons::bullet_list),
        ("number-list", icons::number_list),
        ("decrease-nesting", icons::indent_decrease),
        ("increase-nesting", icons::indent_increase),
        ("attach", icons::paperclip),
        ("undo", icons::undo),
        ("redo", icons::redo),
    ]
};

#[cfg(feature = "editor")]
#[tokio::test]
async fn every_editor_tool_is_an_empty_button_named_by_its_label_only() {
    let html = render(json!({"bio": {"type": "t-editor", "label": "Bio"}})).await;
    for (tool, _) in TOOLS {
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
        // No child node at all (the CSS draws the icon), so no visible text can differ from
        // the accessible name and no icon adds DOM nodes.
        assert_eq!(inner_of(&html, at, "</button>"), "", "{tool}: {tag}");
    }
    assert_eq!(html.matches("data-tool=").count(), TOOLS.len());
    assert!(
        !html.contains("<svg"),
        "no inline icon in the editor: {html}"
    );
    // The old glyphs are gone, among them the ones common fonts lack.
    for glyph in ["🔗", "📎", "❝", "⇤", "⇥", "↶", "↷", "&lt;/&gt;"] {
        assert!(!html.contains(glyph), "glyph {glyph} still rendered");
    }
}

/// The declarations of the rule whose selector is `selector` in `css` (printed by stylist).
#[cfg(feature = "editor")]
fn rule<'a>(css: &'a str, selector: &str) -> &'a str {
    let head = format!("{selector} {{");
    let at = css
        .find(&head)
        .unwrap_or_else(|| panic!("no rule {selector} in the theme CSS"));
    let body = &css[at + head.len()..];
    &body[..body.find('}').expect("the rule ends")]
}

/// The `d` of every `<path>` of the icon of `TOOLS[index]`, in order.
#[cfg(feature = "editor")]
async fn path_data(index: usize) -> Vec<String> {
    #[derive(Properties, PartialEq)]
    struct IconProps {
        index: usize,
    }
    #[component]
    fn One(props: &IconProps) -> Html {
        (TOOLS[props.index].1)()
    }
    let svg = yew::LocalServerRenderer::<One>::with_props(IconProps { index })
        .render()
        .await;
    svg.split("<path ")
        .skip(1)
        .map(|path| attr(&format!(" {path}"), "d").expect("a path has d"))
        .collect()
}

/// The theme's CSS, which the provider injects in every style (default, Tailwind, Bootstrap)
/// and kind, draws each tool's icon: a `::before` without text (not read by screen readers),
/// a square of `currentColor` masked by the tool's `--yf-tool-icon`, an SVG image of the same
/// Lucide shapes as the tool's `icons::*` function.
#[cfg(feature = "editor")]
#[tokio::test]
async fn the_theme_css_draws_each_tools_icon_by_its_data_tool() {
    use yewform_themes::{Mode, css};
    for mode in Mode::ALL {
        let css = css(mode);
        let before = rule(&css, "[role=\"toolbar\"] > [data-tool]::before");
        for declaration in [
            "content: \"\";",
            "width: 1.125rem;",
            "height: 1.125rem;",
            "background-color: currentColor;",
            "-webkit-mask: var(--yf-tool-icon) center / contain no-repeat;",
            "mask: var(--yf-tool-icon) center / contain no-repeat;",
        ] {
            assert!(
                before.contains(declaration),
                "{mode}: {declaration} in {before}"
            );
        }
        let mut icons = Vec::new();
        for (index, (tool, _)) in TOOLS.iter().enumerate() {
            let own = rule(&css, &format!(":where([data-tool=\"{tool}\"])"));
            let url = own
                .split("--yf-tool-icon: url(\"data:image/svg+xml,")
                .nth(1)
                .unwrap_or_else(|| panic!("{mode}: {tool} sets no SVG icon: {own}"));
            let url = &url[..url.find("\")").expect("the url ends")];
            assert!(
                url.starts_with("%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E"),
                "{tool}: {url}"
            );
            let paths: String = path_data(index)
                .await
                .iter()
                .map(|d| format!("%3Cpath d='{d}'/%3E"))
                .collect();
            assert!(!paths.is_empty(), "{tool}");
            assert!(
                url.ends_with(&format!("%3E{paths}%3C/svg%3E")),
                "{tool}: the CSS icon is not icons::*'s: {url}"
            );
            icons.push(url.to_string());
        }
        icons.sort();
        icons.dedup();
        assert_eq!(
            icons.len(),
            TOOLS.len(),
            "{mode}: every tool has its own icon"
        );
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
    assert_eq!(inner, "", "the CSS draws the icon: {inner}");
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
    assert_eq!(attr(tag, "aria-label").as_deref(), Some("Clear Size"));
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
