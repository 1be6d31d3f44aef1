//! SSR tests: `static` and `button` entries render inside the element layout; a submitting
//! button is a `<button type="submit">`, any other a `<button type="button">`; static
//! content is sanitized; neither reaches the form's data.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "static", feature = "button", feature = "select"))]

mod support;
use support::attr_of;

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{ButtonElement, Form, FormHandle, StaticElement};

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    #[prop_or_default]
    handle: Option<FormHandle>,
    #[prop_or_default]
    disabled: bool,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} disabled={props.disabled} /> }
}

async fn render_with(schema: Value, handle: Option<FormHandle>, disabled: bool) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema,
        handle,
        disabled,
    })
    .render()
    .await
    .replace("<!--<#>-->", "")
    .replace("<!--</#>-->", "")
}

async fn render(schema: Value) -> String {
    render_with(schema, None, false).await
}

/// The opening tag that contains `marker`, up to its `>`.
fn tag_with<'a>(html: &'a str, marker: &str) -> &'a str {
    let at = html
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    &html[start..=end]
}

#[tokio::test]
async fn a_submitting_button_is_a_submit_button_with_its_label() {
    let html = render(json!({
        "send": {"type": "button", "buttonLabel": "Sign <b>up</b>", "submits": true},
        "again": {"type": "button", "buttonLabel": "Start over", "resets": true, "secondary": true},
    }))
    .await;
    let send = tag_with(&html, "id=\"yf-send\"");
    assert!(send.starts_with("<button"), "{send}");
    assert_eq!(attr_of(send, "<button", "type").as_deref(), Some("submit"));
    assert!(html.contains(">Sign <b>up</b></button>"), "{html}");
    let again = tag_with(&html, "id=\"yf-again\"");
    assert_eq!(attr_of(again, "<button", "type").as_deref(), Some("button"));
    assert!(html.contains(">Start over</button>"), "{html}");
    // The theme's classes: the primary and the secondary look.
    let send_class = attr_of(send, "<button", "class").unwrap();
    let again_class = attr_of(again, "<button", "class").unwrap();
    assert!(
        send_class.contains("yf-btn") && send_class.contains("yf-btn-primary"),
        "{send_class}"
    );
    assert!(again_class.contains("yf-btn-secondary"), "{again_class}");
    // Neither is disabled nor busy.
    assert!(
        !send.contains("disabled") && !send.contains("aria-busy"),
        "{send}"
    );
}

#[tokio::test]
async fn a_button_label_and_static_content_are_sanitized() {
    let html = render(json!({
        "note": {"type": "static", "content": "<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script></p>"},
        "go": {"type": "button", "buttonLabel": "<a href=\"javascript:alert(3)\" onclick=\"alert(4)\">Go</a>"},
    }))
    .await;
    assert!(html.contains("<p>Hi</p>"), "{html}");
    for bad in ["onerror", "<script", "alert(", "javascript:", "onclick"] {
        assert!(!html.contains(bad), "{bad} in {html}");
    }
}

#[tokio::test]
async fn static_renders_its_tag_inside_the_layout_with_label_and_description() {
    let html = render(json!({
        "title": {"type": "static", "tag": "h2", "content": "Create your account",
                  "label": "Step 1", "description": "All fields are required.", "align": "center"},
        "rule": {"type": "static", "tag": "hr"},
        "logo": {"type": "static", "tag": "img", "src": "/logo.png", "alt": "Logo", "href": "javascript:alert(1)", "width": 40},
        "docs": {"type": "static", "tag": "a", "href": "https://example.com/docs", "target": "_blank", "content": "Docs",
                 "attrs": {"data-kind": "help"}},
        "plain": {"type": "static", "content": "<b>not bold</b>", "allowHtml": false},
        "bare": {"type": "static", "content": "Bare", "wrap": false},
    }))
    .await;
    assert!(html.contains("<h2>Create your account</h2>"), "{html}");
    let wrapper = tag_with(&html, "id=\"yf-title\"");
    let class = attr_of(wrapper, "<div", "class").unwrap();
    assert!(
        class.contains("yf-static-tag") && class.contains("yf-static-tag-center"),
        "{class}"
    );
    assert!(
        html.contains("Step 1") && html.contains("All fields are required."),
        "{html}"
    );
    assert!(
        html.contains("<hr>") || html.contains("<hr/>") || html.contains("<hr></hr>"),
        "{html}"
    );
    // The image: its source kept, the `javascript:` link around it dropped.
    let img = tag_with(&html, "<img");
    assert_eq!(attr_of(img, "<img", "src").as_deref(), Some("/logo.png"));
    assert_eq!(attr_of(img, "<img", "alt").as_deref(), Some("Logo"));
    assert_eq!(attr_of(img, "<img", "width").as_deref(), Some("40"));
    assert!(!html.contains("javascript:"), "{html}");
    let link = tag_with(&html, "data-kind");
    assert_eq!(
        attr_of(link, "<a", "href").as_deref(),
        Some("https://example.com/docs")
    );
    assert_eq!(
        attr_of(link, "<a", "rel").as_deref(),
        Some("noopener noreferrer")
    );
    assert!(html.contains(">Docs</a>"), "{html}");
    // `allowHtml: false` shows the text.
    assert!(html.contains("&lt;b&gt;not bold&lt;/b&gt;"), "{html}");
    // `wrap: false`: no layout around it.
    let bare = tag_with(&html, "id=\"yf-bare\"");
    assert!(bare.contains("yf-static"), "{bare}");
}

#[tokio::test]
async fn static_and_button_are_not_in_the_data() {
    let handle = FormHandle::new();
    let _ = render_with(
        json!({
            "intro": {"type": "static", "content": "Hi"},
            "size": {"type": "select", "items": ["S", "M"], "default": "M"},
            "send": {"type": "button", "buttonLabel": "Send", "submits": true},
        }),
        Some(handle.clone()),
        false,
    )
    .await;
    assert_eq!(handle.data(), json!({"size": "M"}));
    assert_eq!(handle.request_data(), json!({"size": "M"}));
}

#[tokio::test]
async fn a_disabled_form_disables_its_buttons() {
    let html = render_with(
        json!({"send": {"type": "button", "buttonLabel": "Send", "submits": true}}),
        None,
        true,
    )
    .await;
    let send = tag_with(&html, "id=\"yf-send\"");
    assert!(send.contains(" disabled"), "{send}");
    assert!(
        attr_of(send, "<button", "class")
            .unwrap()
            .contains("yf-btn-disabled")
    );
}

#[tokio::test]
async fn a_loading_button_is_busy() {
    let html =
        render(json!({"send": {"type": "button", "buttonLabel": "Send", "loading": true}})).await;
    let send = tag_with(&html, "id=\"yf-send\"");
    assert_eq!(
        attr_of(send, "<button", "aria-busy").as_deref(),
        Some("true")
    );
    assert!(
        attr_of(send, "<button", "class")
            .unwrap()
            .contains("yf-btn-loading")
    );
}

#[component]
fn Inline() -> Html {
    html! {
        <Form>
            <StaticElement name="intro" tag="p" content="Welcome <em>back</em>" />
            <ButtonElement name="send" button_label="Send" submits=true />
        </Form>
    }
}

#[tokio::test]
async fn inline_elements_take_their_props_as_options() {
    let html = yew::LocalServerRenderer::<Inline>::new()
        .render()
        .await
        .replace("<!--<#>-->", "")
        .replace("<!--</#>-->", "");
    assert!(html.contains("<p>Welcome <em>back</em></p>"), "{html}");
    let send = tag_with(&html, "id=\"yf-send\"");
    assert_eq!(attr_of(send, "<button", "type").as_deref(), Some("submit"));
}

/// A submitting button has no `name`: a native post before hydration through it carries the
/// fields only, no empty `send=` for an element that has no data (audit 13, finding 2; the
/// reference's button and `<Form>`'s own submit button have no name either).
#[tokio::test]
async fn a_submitting_button_has_no_name_so_it_posts_no_field() {
    let html = yew::LocalServerRenderer::<Inline>::new().render().await;
    let send = tag_with(&html, "id=\"yf-send\"");
    assert_eq!(attr_of(send, "<button", "type").as_deref(), Some("submit"));
    assert_eq!(attr_of(send, "<button", "name"), None, "{send}");
    let html =
        render(json!({"go": {"type": "button", "buttonLabel": "Go", "submits": true}})).await;
    let go = tag_with(&html, "id=\"yf-go\"");
    assert_eq!(attr_of(go, "<button", "name"), None, "{go}");
}

/// An unwrapped static (`wrap: false`) follows its conditions as a wrapped one does: hidden
/// while they fail (audit 3: it was always shown).
#[tokio::test]
async fn an_unwrapped_static_is_hidden_while_its_conditions_fail() {
    let html = render(json!({
        "country": {"type": "select", "items": ["de", "fr"], "default": "fr"},
        "note": {"type": "static", "wrap": false, "content": "Shipping is free",
                 "conditions": [["country", "de"]]}
    }))
    .await;
    let tag = tag_with(&html, r#"id="yf-note""#);
    assert!(tag.contains("hidden"), "{tag}");
    let html = render(json!({
        "country": {"type": "select", "items": ["de", "fr"], "default": "de"},
        "note": {"type": "static", "wrap": false, "content": "Shipping is free",
                 "conditions": [["country", "de"]]}
    }))
    .await;
    assert!(!tag_with(&html, r#"id="yf-note""#).contains("hidden"));
}

/// A button's name is its content: the frame's label beside it (`label`, the reference's
/// column label) is no `<label for>` of the button, which would rename it ("Actions" in
/// place of "Save"); a static's label does not point at its `<div>` either (not a labelable
/// element). Both stay labels with their ids (audit6-a11y #3).
#[tokio::test]
async fn a_buttons_and_a_statics_label_do_not_name_them() {
    let html = render(json!({
        "save": {"type": "button", "label": "Actions", "buttonLabel": "Save"},
        "link": {"type": "button", "label": "Go", "buttonLabel": "Home", "href": "/"},
        "note": {"type": "static", "label": "Note", "content": "Hi"},
        "size": {"type": "select", "label": "Size", "items": ["S"]}
    }))
    .await;
    for id in ["yf-save", "yf-link", "yf-note"] {
        assert!(!html.contains(&format!("for=\"{id}\"")), "{id}: {html}");
        let label = tag_with(&html, &format!("id=\"{id}__label\""));
        assert!(label.starts_with("<label"), "{label}");
    }
    let button = &html[html.find("<button id=\"yf-save\"").unwrap()..];
    assert!(button.contains(">Save</button>"), "{button}");
    assert!(!tag_with(&html, "id=\"yf-save\"").contains("aria-labelledby"));
    // A labelable field keeps its `<label for>`.
    assert!(html.contains("for=\"yf-size\""), "{html}");
}

/// Audit 10 (everyday 1): an anchor button without a link, or with one the URL check refuses,
/// renders `href=""` as the reference's default `href: ''`, so it stays a link in the Tab
/// order (an `<a>` without `href` is neither focusable nor a link); its click is prevented.
#[tokio::test]
async fn an_anchor_button_without_a_usable_link_has_an_empty_href() {
    let html = render(json!({
        "none": {"type": "button", "buttonType": "anchor", "buttonLabel": "Start over", "resets": true},
        "bad": {"type": "button", "buttonType": "anchor", "buttonLabel": "Bad", "href": "javascript:alert(1)"},
        "go": {"type": "button", "buttonType": "anchor", "buttonLabel": "Go", "href": "/next"},
    }))
    .await;
    for (id, href) in [("yf-none", ""), ("yf-bad", ""), ("yf-go", "/next")] {
        let marker = format!("id=\"{id}\"");
        let tag = tag_with(&html, &marker);
        assert!(tag.starts_with("<a "), "{tag}");
        assert_eq!(attr_of(tag, "<a", "href").as_deref(), Some(href), "{tag}");
        assert_eq!(attr_of(tag, "<a", "tabindex"), None, "{tag}");
    }
    assert!(!html.contains("javascript:"), "{html}");
}

#[tokio::test]
async fn a_statics_attrs_cannot_make_an_opener_link_or_replace_its_own_attributes() {
    let html = render(json!({
        "docs": {"type": "static", "tag": "a", "href": "https://x.test", "target": "_blank",
                 "content": "Docs", "attrs": {"REL": "opener", "Data-K": "d"}},
        "logo": {"type": "static", "tag": "img", "src": "/logo.png", "alt": "Logo", "title": "Own",
                 "attrs": {"TITLE": "Theirs", "ALT": "x", "data-l": "l"}},
    }))
    .await;
    let link = tag_with(&html, ">Docs<");
    assert_eq!(
        attr_of(link, "<a", "rel").as_deref(),
        Some("noopener noreferrer"),
        "{link}"
    );
    assert!(
        !link.contains("REL") && !link.contains("opener\""),
        "{link}"
    );
    let img = tag_with(&html, "/logo.png");
    assert_eq!(
        attr_of(img, "<img", "title").as_deref(),
        Some("Own"),
        "{img}"
    );
    assert_eq!(
        attr_of(img, "<img", "alt").as_deref(),
        Some("Logo"),
        "{img}"
    );
    assert!(!img.contains("Theirs") && !img.contains("TITLE"), "{img}");
    // A target in `attrs` is refused: the `target` option adds the `rel`.
    let refused = FormSchema::from_value(&json!({"docs": {"type": "static", "tag": "a",
        "href": "https://x.test", "attrs": {"target": "_blank", "rel": "opener"}}}));
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .starts_with("schema.docs.attrs.target: ")
    );
}

#[tokio::test]
async fn a_statics_boolean_attrs_are_empty_or_left_out() {
    let html = render(json!({
        "note": {"type": "static", "tag": "p", "content": "Note",
                 "attrs": {"hidden": false, "inert": false, "data-a": true, "data-n": 3, "lang": null}},
    }))
    .await;
    let p = tag_with(&html, "data-a");
    assert!(
        !p.contains("hidden") && !p.contains("inert") && !p.contains("lang"),
        "{p}"
    );
    assert_eq!(attr_of(p, "<p", "data-a").as_deref(), Some(""), "{p}");
    assert_eq!(attr_of(p, "<p", "data-n").as_deref(), Some("3"), "{p}");
}

#[tokio::test]
async fn a_statics_attrs_without_a_tag_go_on_its_content_box() {
    let html = render(json!({
        "note": {"type": "static", "content": "Shipping is free",
                 "attrs": {"Data-K": "v", "lang": "de", "aria-live": "polite", "class": "mine",
                           "inert": false}},
        "bare": {"type": "static", "content": "Bare", "wrap": false, "attrs": {"data-b": "b"}},
    }))
    .await;
    // The innermost tag is the content box (the reference binds `attrs` on `div.content`):
    // the names lower-cased, `class` appended to its own classes, `false` left out.
    let note = tag_with(&html, "id=\"yf-note\"");
    assert_eq!(
        attr_of(note, "<div", "data-k").as_deref(),
        Some("v"),
        "{note}"
    );
    assert_eq!(
        attr_of(note, "<div", "lang").as_deref(),
        Some("de"),
        "{note}"
    );
    assert_eq!(
        attr_of(note, "<div", "aria-live").as_deref(),
        Some("polite"),
        "{note}"
    );
    let class = attr_of(note, "<div", "class").unwrap();
    assert!(
        class.contains("yf-static") && class.ends_with(" mine"),
        "{class}"
    );
    assert!(
        !note.contains("Data-K") && !note.contains("inert"),
        "{note}"
    );
    assert!(html.contains(">Shipping is free</div>"), "{html}");
    // `wrap: false`: the reference ignores `attrs`.
    assert!(!html.contains("data-b"), "{html}");
}
