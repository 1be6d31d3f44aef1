//! SSR tests: the render-prop slots of `TEditorElement` (the spec's t-editor slot table).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "editor")]

mod support;
use support::attr_of;
use yew::prelude::*;
use yewform_elements::editor::EditorSlots;
use yewform_elements::{ElementHandle, Form, TEditorElement};

#[derive(Properties, PartialEq)]
struct Props {
    slots: EditorSlots,
    #[prop_or_default]
    label: Option<AttrValue>,
}

#[component]
fn Inline(props: &Props) -> Html {
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
    ];
    html! {
        <Form multilingual=true {languages}>
            <TEditorElement name="bio" label={props.label.clone()} slots={props.slots.clone()} />
        </Form>
    }
}

async fn render(slots: EditorSlots, label: Option<&'static str>) -> String {
    yew::LocalServerRenderer::<Inline>::with_props(Props {
        slots,
        label: label.map(AttrValue::from),
    })
    .render()
    .await
}

fn slot(part: &'static str) -> Option<Callback<ElementHandle, Html>> {
    Some(Callback::from(move |el: ElementHandle| {
        html! { <i class={format!("slot-{part}")}>{ format!("{part} of {}", el.path()) }</i> }
    }))
}

#[tokio::test]
async fn every_layout_slot_renders_with_the_element() {
    let html = render(
        EditorSlots {
            label: slot("label"),
            info: slot("info"),
            description: slot("description"),
            before: slot("before"),
            between: slot("between"),
            after: slot("after"),
            required: slot("required"),
        },
        None,
    )
    .await;
    for part in ["label", "info", "description", "before", "between", "after"] {
        assert!(
            html.contains(&format!("<i class=\"slot-{part}\">{part} of bio</i>")),
            "{part} slot missing: {html}"
        );
    }
    // A label slot alone makes a label, wired to the editing surface; info and description
    // slots describe it.
    assert_eq!(
        attr_of(&html, "role=\"textbox\"", "aria-labelledby").as_deref(),
        Some("yf-bio__label")
    );
    assert_eq!(
        attr_of(&html, "role=\"textbox\"", "aria-describedby").as_deref(),
        Some("yf-bio__description yf-bio__info")
    );
    let order: Vec<usize> = ["label", "before", "between", "description", "after"]
        .iter()
        .map(|part| html.find(&format!("slot-{part}")).unwrap())
        .collect();
    let textbox = html.find("role=\"textbox\"").unwrap();
    assert!(order[0] < order[1] && order[1] < textbox, "{html}");
    assert!(
        textbox < order[2] && order[2] < order[3] && order[3] < order[4],
        "{html}"
    );
}

#[tokio::test]
async fn a_label_slot_wins_over_the_label_option() {
    let html = render(
        EditorSlots {
            label: slot("label"),
            ..EditorSlots::default()
        },
        Some("Plain label"),
    )
    .await;
    let start = html.find("<label").unwrap();
    let label = &html[start..start + html[start..].find("</label>").unwrap()];
    assert!(label.contains("label of bio"), "{label}");
    assert!(!label.contains("Plain label"), "{label}");
}

// --- the required slot ------------------------------------------------------------------------

#[derive(Properties, PartialEq)]
struct RequiredProps {
    slots: EditorSlots,
    /// Render a schema form instead (its `bio` element), for string slots.
    #[prop_or_default]
    schema: Option<serde_json::Value>,
}

/// A required editor with a label, in a form whose config shows the label's required mark.
#[component]
fn Required(props: &RequiredProps) -> Html {
    let config = yewform_core::config::FormConfig::from_value(
        &serde_json::json!({"showRequired": ["label"]}),
    )
    .expect("valid config in test");
    if let Some(schema) = &props.schema {
        let schema =
            yewform_core::schema::FormSchema::from_value(schema).expect("valid schema in test");
        return html! { <Form {schema} config={Some(config)} /> };
    }
    html! {
        <Form config={Some(config)}>
            <TEditorElement name="bio" label="Bio" rules={serde_json::json!("required")}
                slots={props.slots.clone()} />
        </Form>
    }
}

async fn render_required(slots: EditorSlots, schema: Option<serde_json::Value>) -> String {
    yew::LocalServerRenderer::<Required>::with_props(RequiredProps { slots, schema })
        .render()
        .await
}

/// The `<label …>…</label>` of the element.
fn label_of(html: &str) -> &str {
    let start = html
        .find("<label")
        .unwrap_or_else(|| panic!("no label in {html}"));
    let end = start + html[start..].find("</label>").unwrap();
    &html[start..end]
}

#[tokio::test]
async fn the_required_slot_replaces_the_label_mark() {
    // Without the slot: the `*` mark.
    let html = render_required(EditorSlots::default(), None).await;
    assert!(label_of(&html).contains(">*</span>"), "{html}");

    // A render prop, called with the element.
    let html = render_required(
        EditorSlots {
            required: slot("required"),
            ..EditorSlots::default()
        },
        None,
    )
    .await;
    let label = label_of(&html);
    assert!(
        label.contains("<i class=\"slot-required\">required of bio</i>"),
        "{label}"
    );
    assert!(!label.contains(">*<"), "{label}");

    // A string in the schema's `slots`, sanitized.
    let html = render_required(
        EditorSlots::default(),
        Some(
            serde_json::json!({"bio": {"type": "t-editor", "label": "Bio", "rules": "required",
            "slots": {"required": "<em>(required)</em><script>x()</script>"}}}),
        ),
    )
    .await;
    let label = label_of(&html);
    assert!(label.contains("<em>(required)</em>"), "{label}");
    assert!(!label.contains("<script"), "{label}");
    assert!(!label.contains(">*<"), "{label}");
}

// --- the content on the server ----------------------------------------------------------------

#[derive(Properties, PartialEq)]
struct SchemaProps {
    schema: serde_json::Value,
    #[prop_or_default]
    multilingual: bool,
}

#[component]
fn SchemaOnly(props: &SchemaProps) -> Html {
    let schema =
        yewform_core::schema::FormSchema::from_value(&props.schema).expect("valid schema in test");
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
    ];
    html! { <Form {schema} multilingual={props.multilingual} {languages} /> }
}

async fn render_schema(schema: serde_json::Value, multilingual: bool) -> String {
    yew::LocalServerRenderer::<SchemaOnly>::with_props(SchemaProps {
        schema,
        multilingual,
    })
    .render()
    .await
}

/// The inner HTML of the surface of `language` (`data-language="…"`), without Yew's
/// hydration comments.
fn surface_content(html: &str, language: &str) -> String {
    let marker = format!("data-language=\"{language}\"");
    // The surface, not the language button of the same language.
    let at = html
        .match_indices(&marker)
        .map(|(at, _)| at)
        .find(|&at| {
            let start = html[..at].rfind('<').unwrap();
            let end = at + html[at..].find('>').unwrap();
            html[start..end].contains("role=\"textbox\"")
        })
        .unwrap_or_else(|| panic!("no {marker} surface in {html}"));
    let open_end = at + html[at..].find('>').unwrap() + 1;
    // The surface's content: up to the `</div>` that closes it (nested divs counted).
    let mut depth = 1;
    let mut i = open_end;
    while depth > 0 {
        let next_open = html[i..].find("<div").map(|p| p + i);
        let next_close = html[i..].find("</div>").map(|p| p + i).unwrap();
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                i = o + 4;
            }
            _ => {
                depth -= 1;
                if depth == 0 {
                    i = next_close;
                } else {
                    i = next_close + 6;
                }
            }
        }
    }
    let mut content = html[open_end..i].to_string();
    while let Some(start) = content.find("<!--") {
        let end = start + content[start..].find("-->").unwrap() + 3;
        content.replace_range(start..end, "");
    }
    content
}

#[tokio::test]
async fn the_value_is_rendered_in_the_surface_sanitized() {
    let html = render_schema(
        serde_json::json!({"note": {"type": "t-editor", "label": "Note",
            "default": "<p>Hello <b>world</b></p><script>window.pwned=1</script><img src=x onerror=alert(1)>"}}),
        false,
    )
    .await;
    let content = surface_content(&html, "en");
    assert!(
        content.contains("Hello <strong>world</strong>"),
        "the default is in the surface: {content:?}\n{html}"
    );
    assert!(!html.contains("<script>window"), "{html}");
    assert!(!html.contains("pwned"), "{html}");
    assert!(!html.contains("onerror"), "{html}");

    // Multilingual: each language's surface holds its own value.
    let html = render_schema(
        serde_json::json!({"note": {"type": "t-editor",
            "default": {"en": "<div>Hello</div>", "de": "<div>Hallo &amp; <i>so</i></div>"}}}),
        true,
    )
    .await;
    assert_eq!(surface_content(&html, "en"), "<div>Hello</div>");
    assert_eq!(
        surface_content(&html, "de"),
        "<div>Hallo &amp; <em>so</em></div>"
    );
}

#[derive(Properties, PartialEq)]
struct ConfiguredProps {
    schema: serde_json::Value,
    config: serde_json::Value,
}

/// A schema form with a config.
#[component]
fn Configured(props: &ConfiguredProps) -> Html {
    let schema =
        yewform_core::schema::FormSchema::from_value(&props.schema).expect("valid schema in test");
    let config =
        yewform_core::config::FormConfig::from_value(&props.config).expect("valid config in test");
    html! { <Form {schema} config={Some(config)} /> }
}

/// The reference's TEditor uses `usePlaceholder` as the select does: `*` is appended when
/// the element is required and `showRequired` lists `placeholder`, in what the editor shows
/// (the placeholder text and the surface's `aria-placeholder`), as `placeholder()` says.
#[tokio::test]
async fn a_required_editors_placeholder_has_the_required_mark() {
    let html = |config: serde_json::Value| {
        yew::LocalServerRenderer::<Configured>::with_props(ConfiguredProps {
            schema: serde_json::json!({"bio": {"type": "t-editor", "placeholder": "Bio",
                "rules": "required"}}),
            config,
        })
        .render()
    };
    let marked = html(serde_json::json!({"showRequired": ["placeholder"]})).await;
    assert_eq!(
        attr_of(&marked, "role=\"textbox\"", "aria-placeholder").as_deref(),
        Some("Bio*"),
        "{marked}"
    );
    assert!(
        marked.contains("class=\"yf-editor-placeholder\">Bio*</div>"),
        "{marked}"
    );
    let plain = html(serde_json::json!({})).await;
    assert_eq!(
        attr_of(&plain, "role=\"textbox\"", "aria-placeholder").as_deref(),
        Some("Bio")
    );
    assert!(
        plain.contains("class=\"yf-editor-placeholder\">Bio</div>"),
        "{plain}"
    );
}

/// Audit 18C #3: a blank plain-text default (`"  "`) shows nothing, so the editor shows its
/// placeholder and its surface is empty (no `<div>  </div>`).
#[tokio::test]
async fn a_blank_default_shows_the_placeholder() {
    let html = yew::LocalServerRenderer::<Configured>::with_props(ConfiguredProps {
        schema: serde_json::json!({"bio": {"type": "t-editor", "placeholder": "Bio",
            "default": " \n "}}),
        config: serde_json::json!({}),
    })
    .render()
    .await;
    assert!(
        html.contains("class=\"yf-editor-placeholder\">Bio</div>"),
        "{html}"
    );
    assert!(!html.contains("<div> \n </div>"), "{html}");
}

/// An editor without a label is named by its generic name: its surface is a
/// `div[role=textbox]`, which no `<label for>` names (audit 6: no accessible name).
#[tokio::test]
async fn an_unlabelled_editor_surface_has_a_name() {
    let html = render_schema(serde_json::json!({"bio_text": {"type": "t-editor"}}), false).await;
    assert!(html.contains(r#"aria-label="Bio text""#), "{html}");
    let labelled = render_schema(
        serde_json::json!({"bio": {"type": "t-editor", "label": "About"}}),
        false,
    )
    .await;
    assert!(!labelled.contains("aria-label=\"Bio\""), "{labelled}");
}

#[derive(Properties, PartialEq)]
struct HandledProps {
    schema: serde_json::Value,
    handle: yewform_elements::FormHandle,
}

#[component]
fn Handled(props: &HandledProps) -> Html {
    let schema =
        yewform_core::schema::FormSchema::from_value(&props.schema).expect("valid schema in test");
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
    ];
    html! { <Form {schema} handle={props.handle.clone()} multilingual={true} {languages} /> }
}

/// Audit 8 #2: while an error the app added shows, the editor box has the danger look, not
/// success, as the text and select boxes have.
#[tokio::test]
async fn an_added_error_gives_the_editor_box_the_danger_look() {
    let handle = yewform_elements::FormHandle::new();
    let schema = serde_json::json!({"e": {"type": "t-editor", "rules": "required"}});
    let render = || {
        yew::LocalServerRenderer::<Handled>::with_props(HandledProps {
            schema: schema.clone(),
            handle: handle.clone(),
        })
        .render()
    };
    let _ = render().await;
    let el = handle.el("e");
    el.load(
        serde_json::json!({"en": "<div>x</div>", "de": "<div>y</div>"}),
        false,
    )
    .unwrap();
    el.validate().unwrap();
    let html = render().await;
    let class = attr_of(&html, "data-editor=", "class").unwrap_or_default();
    assert!(class.contains("yf-editor-success"), "validated: {class}");
    el.add_error("Taken").unwrap();
    let html = render().await;
    let class = attr_of(&html, "data-editor=", "class").unwrap_or_default();
    assert!(class.contains("yf-editor-danger"), "{class}");
    assert!(!class.contains("yf-editor-success"), "{class}");
}

#[component]
fn Posted() -> Html {
    let schema = yewform_core::schema::FormSchema::from_value(&serde_json::json!({
        "note": {"type": "t-editor", "label": "Note",
                 "default": {"en": "<p>Hi &amp; <b>bye</b></p>", "de": "<p>Hallo</p>"}},
        "off": {"type": "t-editor", "disabled": true, "default": {"en": "<p>x</p>"}},
    }))
    .expect("valid schema in test");
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
    ];
    html! { <Form {schema} multilingual=true {languages} /> }
}

/// The editor posts its value when the form is sent natively (without wasm, before
/// hydration): a hidden input named by its path holds the current language's HTML (as a
/// t-text's input holds the current language's text). The editing surface, a `div`, carries
/// no `name` (not an attribute of a `div`).
#[tokio::test]
async fn an_editor_posts_its_html_through_a_hidden_input() {
    let html = yew::LocalServerRenderer::<Posted>::new().render().await;
    assert_eq!(
        attr_of(&html, r#"name="note""#, "type").as_deref(),
        Some("hidden"),
        "{html}"
    );
    assert_eq!(
        attr_of(&html, r#"name="note""#, "value").as_deref(),
        // The value as the form holds it (the sanitizer writes `<b>` as `<strong>`).
        Some("&lt;p&gt;Hi &amp;amp; &lt;strong&gt;bye&lt;/strong&gt;&lt;/p&gt;"),
        "{html}"
    );
    let surface = attr_of(&html, r#"id="yf-note""#, "role");
    assert_eq!(surface.as_deref(), Some("textbox"), "{html}");
    assert!(
        !html.contains(r#"<div name="#) && attr_of(&html, r#"id="yf-note""#, "name").is_none(),
        "no name on the surface div: {html}"
    );
    assert!(
        attr_of(&html, r#"name="off""#, "disabled").is_some() || {
            let at = html.find(r#"name="off""#).unwrap();
            let start = html[..at].rfind('<').unwrap();
            let end = at + html[at..].find('>').unwrap();
            html[start..end].contains(" disabled")
        },
        "a disabled editor posts nothing: {html}"
    );
}

/// Audit 11 #4: the hidden input posts the entry the form holds for the current language,
/// as `request_data` carries it: loaded plain text stays plain text (not the surface's
/// `<div>` wrapping), a number posts its text, `null` posts nothing.
#[tokio::test]
async fn the_hidden_input_posts_the_entry_request_data_carries() {
    let handle = yewform_elements::FormHandle::new();
    let schema = serde_json::json!({"note": {"type": "t-editor", "default": {"en": "<p>x</p>"}}});
    let render = || {
        yew::LocalServerRenderer::<Handled>::with_props(HandledProps {
            schema: schema.clone(),
            handle: handle.clone(),
        })
        .render()
    };
    let _ = render().await;
    let el = handle.el("note");
    el.load(serde_json::json!({"en": "Fish & chips", "de": null}), false)
        .unwrap();
    assert_eq!(
        handle.request_data()["note"]["en"],
        serde_json::json!("Fish & chips")
    );
    let html = render().await;
    assert_eq!(
        attr_of(&html, r#"name="note""#, "value").as_deref(),
        Some("Fish &amp; chips"),
        "{html}"
    );
    el.load(serde_json::json!({"en": 3, "de": null}), false)
        .unwrap();
    assert_eq!(handle.request_data()["note"]["en"], serde_json::json!(3));
    let html = render().await;
    assert_eq!(
        attr_of(&html, r#"name="note""#, "value").as_deref(),
        Some("3"),
        "{html}"
    );
}
