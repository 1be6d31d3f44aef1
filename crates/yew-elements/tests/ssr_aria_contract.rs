//! SSR tests of the shared contract's ARIA (audit 18B #2, #4): every `aria-*` attribute on
//! the element carrying the field's id is what `ElementHandle::aria()` answers, kind by
//! kind, and every id an `aria-describedby` names is in the page (an `info` without a label
//! box renders nothing, so nothing names it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "text",
    feature = "textarea",
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup",
    feature = "radiogroup",
    feature = "object",
    feature = "group",
    feature = "list",
    feature = "static",
    feature = "button",
    feature = "select",
    feature = "multiselect",
    feature = "tags",
    feature = "editor",
    feature = "hidden"
))]

use serde_json::{Map, Value, json};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    config: Value,
    handle: FormHandle,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    let config = FormConfig::from_value(&props.config).expect("valid config in test");
    html! { <Form {schema} config={Some(config)} handle={Some(props.handle.clone())} /> }
}

async fn render(schema: &Value, config: &Value, handle: &FormHandle) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema: schema.clone(),
        config: config.clone(),
        handle: handle.clone(),
    })
    .render()
    .await
}

/// The widget's own state, which `aria()` does not report.
const WIDGET_STATE: &[&str] = &[
    "aria-checked",
    "aria-expanded",
    "aria-controls",
    "aria-activedescendant",
    "aria-haspopup",
    "aria-autocomplete",
    "aria-multiselectable",
    "aria-hidden",
    "aria-orientation",
    "aria-multiline",
    "aria-placeholder",
];

/// The `aria-*` attributes of the element with `id="<id>"` (none without such an element).
fn aria_on(html: &str, id: &str) -> Map<String, Value> {
    let mut aria = Map::new();
    let marker = format!(" id=\"{id}\"");
    let Some(at) = html.find(&marker) else {
        return aria;
    };
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    let tag = &html[start..end];
    for piece in tag.split(" aria-").skip(1) {
        let (name, rest) = piece.split_once("=\"").unwrap();
        let value = rest.split('"').next().unwrap();
        let name = format!("aria-{name}");
        if !WIDGET_STATE.contains(&name.as_str()) {
            aria.insert(name, Value::String(value.to_owned()));
        }
    }
    aria
}

/// Every id the page's `aria-describedby` and `aria-labelledby` attributes name exists.
fn assert_references_exist(html: &str) {
    for attr in [" aria-describedby=\"", " aria-labelledby=\""] {
        for piece in html.split(attr).skip(1) {
            for id in piece.split('"').next().unwrap().split(' ') {
                assert!(
                    html.contains(&format!(" id=\"{id}\"")),
                    "{attr}{id}: no element with that id in {html}"
                );
            }
        }
    }
}

#[tokio::test]
async fn an_info_without_a_label_is_not_named_by_aria_describedby() {
    let handle = FormHandle::new();
    let schema = json!({
        "x": {"type": "text", "info": "Why we ask"},
        "y": {"type": "text", "info": "Shown", "label": "Y"},
    });
    let html = render(&schema, &json!({}), &handle).await;
    assert!(!html.contains("yf-x__info"), "{html}");
    assert!(handle.el("x").aria().get("aria-describedby").is_none());
    assert!(html.contains("id=\"yf-y__info\""), "{html}");
    assert_eq!(
        handle.el("y").aria()["aria-describedby"],
        json!("yf-y__info")
    );
    assert_references_exist(&html);
}

#[tokio::test]
async fn every_kinds_aria_is_what_its_field_renders() {
    let handle = FormHandle::new();
    let items = json!(["a", "b"]);
    let schema = json!({
        "t": {"type": "text", "label": "T", "info": "I", "description": "D", "rules": "required"},
        "tn": {"type": "text", "info": "I"},
        "ta": {"type": "textarea", "label": "TA", "rules": "required"},
        "cb": {"type": "checkbox", "label": "CB", "text": "Agree", "info": "I", "rules": "required"},
        "rd": {"type": "radio", "text": "R", "description": "D"},
        "tg": {"type": "toggle", "text": "Dark mode", "standalone": true},
        "tl": {"type": "toggle", "label": "TL", "text": "On"},
        "cg": {"type": "checkboxgroup", "label": "CG", "items": items, "rules": "required"},
        "cgn": {"type": "checkboxgroup", "items": items, "rules": "required"},
        "rg": {"type": "radiogroup", "label": "RG", "items": items, "rules": "required", "description": "D"},
        "ob": {"type": "object", "label": "Address", "info": "Where", "description": "D",
               "schema": {"city": {"type": "text"}}},
        "gr": {"type": "group", "schema": {"first": {"type": "text"}}},
        "li": {"type": "list", "label": "Lines", "info": "I", "element": {"type": "text"}},
        "bt": {"type": "button", "buttonLabel": "Go", "description": "D"},
        "st": {"type": "static", "content": "Hi"},
        "se": {"type": "select", "label": "SE", "items": items, "info": "I"},
        "ms": {"type": "multiselect", "label": "MS", "items": items, "native": true},
        "sd": {"type": "select", "native": false, "label": "SD", "items": items},
        "sn": {"type": "select", "native": false, "items": items},
        "ss": {"type": "select", "search": true, "label": "SS", "items": items, "default": "a"},
        "tags": {"type": "tags", "items": items},
        "mss": {"type": "multiselect", "search": true, "label": "MSS", "items": items,
                "default": ["a"]},
        "tgs": {"type": "tags", "search": true, "label": "TGS", "items": items},
        "ed": {"type": "t-editor"},
        "hd": {"type": "hidden", "rules": "required"},
        "ls": {"type": "list", "initial": 1,
               "element": {"type": "select", "native": false, "items": items}},
    });
    let config = json!({"showRequired": ["label"]});
    render(&schema, &config, &handle).await;
    for name in ["t", "cb", "rg"] {
        handle.el(name).add_error("Taken").unwrap();
    }
    let html = render(&schema, &config, &handle).await;
    let mut wrong = Vec::new();
    let names = schema.as_object().unwrap().keys().map(String::as_str);
    for name in names.chain(["ls.0"]) {
        let rendered = aria_on(&html, &format!("yf-{name}"));
        let answered = handle.el(name).aria();
        if Value::Object(rendered.clone()) != answered {
            wrong.push(format!("{name}: rendered {rendered:?}, aria() {answered}"));
        }
    }
    assert!(wrong.is_empty(), "{}\n{html}", wrong.join("\n"));
    assert_references_exist(&html);
}

/// `has_floating()` says whether the view renders a floating label: a native select with a
/// placeholder does, a native multiselect (a `<select multiple>`) does not (audit 18B #8).
#[tokio::test]
async fn has_floating_is_what_the_view_renders() {
    let handle = FormHandle::new();
    for (kind, value) in [("select", json!("a")), ("multiselect", json!(["a"]))] {
        let schema = json!({
            "x": {"type": kind, "items": ["a", "b"], "placeholder": "Pick", "native": true,
                  "default": value},
        });
        let html = render(&schema, &json!({"floatPlaceholders": true}), &handle).await;
        assert_eq!(
            handle.el("x").has_floating(),
            html.contains("yf-floating-label"),
            "{kind}: {html}"
        );
    }
}

/// The text content of the element with `id="<id>"` (its tags removed; empty without one).
fn text_of(html: &str, id: &str) -> String {
    let marker = format!(" id=\"{id}\"");
    let Some(at) = html.find(&marker) else {
        return String::new();
    };
    let start = html[..at].rfind('<').unwrap();
    let tag_name: String = html[start + 1..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    let open = at + html[at..].find('>').unwrap() + 1;
    // The matching close tag, counting nested tags of the same name.
    let (mut depth, mut i) = (1usize, open);
    let (opening, closing) = (format!("<{tag_name}"), format!("</{tag_name}>"));
    while depth > 0 {
        let next_close = html[i..].find(&closing).map(|p| p + i).unwrap();
        match html[i..].find(&opening).map(|p| p + i) {
            Some(o) if o < next_close => {
                depth += 1;
                i = o + opening.len();
            }
            _ => {
                depth -= 1;
                i = next_close + closing.len();
            }
        }
    }
    let inner = &html[open..i - closing.len()];
    let mut text = String::new();
    let mut in_tag = false;
    for c in inner.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.trim().to_owned()
}

/// The accessible name the element with `id="<id>"` gets from `aria-label` or
/// `aria-labelledby` (empty without either, or when they name nothing with text).
fn aria_name(html: &str, id: &str) -> String {
    let aria = aria_on(html, id);
    if let Some(Value::String(ids)) = aria.get("aria-labelledby") {
        let name: Vec<String> = ids
            .split(' ')
            // An element naming itself first contributes its `aria-label`.
            .map(|i| match aria.get("aria-label") {
                Some(Value::String(label)) if i == id => label.trim().to_owned(),
                _ => text_of(html, i),
            })
            .filter(|t| !t.is_empty())
            .collect();
        return name.join(" ");
    }
    match aria.get("aria-label") {
        Some(Value::String(label)) => label.trim().to_owned(),
        _ => String::new(),
    }
}

/// Audit 24C #1 (axe `select-name`, `label`): every field rendered without a label box
/// still has an accessible name, as the editor and the containers have (core's generic
/// name): the native select (its placeholder is an `<option>`, which names no `<select>`),
/// a text or textarea without a placeholder, the groups' fieldsets outside a list, a
/// checkbox, radio or toggle without a text, and a tags input holding a value (its
/// placeholder attribute is gone).
#[tokio::test]
async fn every_unlabelled_field_has_an_accessible_name() {
    let handle = FormHandle::new();
    let items = json!(["a", "b"]);
    let schema = json!({
        "country": {"type": "select", "placeholder": "Country", "items": items},
        "pets": {"type": "multiselect", "native": true, "items": items},
        "first_name": {"type": "text"},
        "notes": {"type": "textarea"},
        "email": {"type": "text", "placeholder": "Email"},
        "days": {"type": "checkboxgroup", "items": items, "rules": "required"},
        "size": {"type": "radiogroup", "items": items},
        "agree": {"type": "checkbox"},
        "choice": {"type": "radio"},
        "dark": {"type": "toggle"},
        "cities": {"type": "tags", "items": items, "default": ["a"]},
        "towns": {"type": "tags", "items": items, "placeholder": "Towns", "default": ["a"]},
        "picked": {"type": "select", "native": false, "items": items},
        "found": {"type": "select", "search": true, "items": items},
        "found2": {"type": "multiselect", "search": true, "items": items, "default": ["a"]},
        "bio": {"type": "t-editor"},
    });
    let html = render(&schema, &json!({}), &handle).await;
    let mut unnamed = Vec::new();
    for name in schema.as_object().unwrap().keys() {
        let id = format!("yf-{name}");
        let accessible = aria_name(&html, &id);
        if accessible.is_empty() {
            unnamed.push(name.clone());
        }
        // What the view renders is what core answers.
        let rendered = Value::Object(aria_on(&html, &id));
        let answered = handle.el(name).aria();
        for attr in ["aria-label", "aria-labelledby"] {
            assert_eq!(rendered.get(attr), answered.get(attr), "{name} {attr}");
        }
    }
    assert!(unnamed.is_empty(), "unnamed: {unnamed:?}\n{html}");
    assert_eq!(aria_name(&html, "yf-first_name"), "First name");
    assert_eq!(aria_name(&html, "yf-country"), "Country");
    assert_eq!(aria_name(&html, "yf-days"), "Days");
    // A select-only combobox names itself, then its value text (empty here).
    assert_eq!(aria_name(&html, "yf-picked"), "Picked");
    // A tags element names itself, then how many its chips hold (audit 24C #8).
    assert_eq!(aria_name(&html, "yf-cities"), "Cities 1 option selected");
    assert_eq!(aria_name(&html, "yf-towns"), "Towns 1 option selected");
    assert_references_exist(&html);
}

/// A label box still names the field by `aria-labelledby` alone, and an unlabelled list
/// item keeps its hidden label's name (no `aria-label` beside it).
#[tokio::test]
async fn a_label_or_a_list_items_name_is_not_overridden() {
    let handle = FormHandle::new();
    let items = json!(["a", "b"]);
    let schema = json!({
        "country": {"type": "select", "label": "Land", "items": items},
        "first": {"type": "text", "label": "First"},
        "days": {"type": "checkboxgroup", "label": "Days", "items": items},
        "phones": {"type": "list", "initial": 1, "element": {"type": "text"}},
    });
    let html = render(&schema, &json!({}), &handle).await;
    for name in ["country", "first", "days", "phones.0"] {
        let aria = aria_on(&html, &format!("yf-{name}"));
        assert!(aria.get("aria-label").is_none(), "{name}: {aria:?}\n{html}");
    }
    assert!(html.contains("for=\"yf-phones.0\""), "{html}");
}

/// An `aria-label` the app gives in `attrs` names the field: core's fallback name takes it
/// rather than replacing it (the field's own attribute wins over `attrs`).
#[tokio::test]
async fn an_aria_label_given_in_attrs_is_kept() {
    let handle = FormHandle::new();
    let items = json!(["a", "b"]);
    let schema = json!({
        "q": {"type": "text", "attrs": {"aria-label": "Search the site"}},
        "c": {"type": "select", "search": true, "items": items,
              "attrs": {"aria-label": "City"}},
        "n": {"type": "select", "items": items, "attrs": {"aria-label": "Country"}},
    });
    let html = render(&schema, &json!({}), &handle).await;
    for (name, label) in [("q", "Search the site"), ("c", "City"), ("n", "Country")] {
        let aria = aria_on(&html, &format!("yf-{name}"));
        assert_eq!(
            aria.get("aria-label"),
            Some(&json!(label)),
            "{name}\n{html}"
        );
        assert_eq!(
            handle.el(name).aria().get("aria-label"),
            Some(&json!(label))
        );
    }
}

/// Audit 24C #5: a message the app adds (`add_message`) has an id and describes the field
/// (after its description and error), so focusing the field reads it; core's `aria()` says
/// the same.
#[cfg(feature = "text")]
#[tokio::test]
async fn an_added_message_describes_its_field() {
    let handle = FormHandle::new();
    let schema =
        json!({"email": {"type": "text", "label": "Email", "description": "Work address"}});
    let _ = render(&schema, &json!({}), &handle).await;
    handle.el("email").add_message("Saved").unwrap();
    let html = render(&schema, &json!({}), &handle).await;
    assert!(
        html.contains("id=\"yf-email__message\""),
        "the message has its id: {html}"
    );
    let rendered = aria_on(&html, "yf-email");
    assert_eq!(
        rendered.get("aria-describedby"),
        Some(&json!("yf-email__description yf-email__message")),
        "{html}"
    );
    assert_eq!(
        handle.el("email").aria().get("aria-describedby"),
        rendered.get("aria-describedby")
    );
    assert_references_exist(&html);
}

/// The opening tag of the element with `id="<id>"` (empty without one).
fn tag_of(html: &str, id: &str) -> String {
    let marker = format!(" id=\"{id}\"");
    let Some(at) = html.find(&marker) else {
        return String::new();
    };
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    html[start..=end].to_owned()
}

/// Audit 24C #2 (WCAG 4.1.2): the info trigger is a `<button type="button">` after the
/// `<label>` (a button cannot be inside a `<label for>`), named "<label> More information"
/// and described by its tooltip; the field's label holds only its text (the tooltip was
/// inside it, so the field's name grew by the info text while the tooltip showed); a
/// container's fieldset is named by its legend's text only (not by the trigger in it).
#[tokio::test]
async fn the_info_trigger_is_a_button_outside_the_label() {
    let handle = FormHandle::new();
    let schema = json!({
        "email": {"type": "text", "label": "Email", "info": "Your work address"},
        "terms": {"type": "checkbox", "label": "Terms", "info": "Read them", "text": "I agree"},
        "address": {"type": "object", "label": "Address", "info": "Where we ship",
            "schema": {"street": {"type": "text", "label": "Street"}}},
    });
    let html = render(&schema, &json!({}), &handle).await;
    for (id, label) in [("yf-email", "Email"), ("yf-terms", "Terms")] {
        let trigger = format!("{id}__info-trigger");
        let tag = tag_of(&html, &trigger);
        assert!(tag.starts_with("<button"), "{tag} in {html}");
        assert!(tag.contains(" type=\"button\""), "{tag}");
        let aria = aria_on(&html, &trigger);
        assert_eq!(
            aria["aria-describedby"],
            json!(format!("{id}__info")),
            "{tag}"
        );
        assert_eq!(
            aria_name(&html, &trigger),
            format!("{label} More information")
        );
        // Not inside the label: the label's text is the label only.
        assert_eq!(text_of(&html, &format!("{id}__label")), label, "{html}");
        let described = aria_on(&html, id);
        assert!(
            described["aria-describedby"]
                .as_str()
                .unwrap()
                .split(' ')
                .any(|d| d == format!("{id}__info")),
            "{described:?}"
        );
    }
    // A container: the trigger stays in the legend; the fieldset is named by the text only.
    assert!(
        tag_of(&html, "yf-address").starts_with("<fieldset"),
        "{html}"
    );
    assert_eq!(aria_name(&html, "yf-address"), "Address");
    let tag = tag_of(&html, "yf-address__info-trigger");
    assert!(
        tag.starts_with("<button") && tag.contains(" type=\"button\""),
        "{tag}"
    );
    assert_eq!(
        aria_name(&html, "yf-address__info-trigger"),
        "Address More information"
    );
    assert_references_exist(&html);
}
