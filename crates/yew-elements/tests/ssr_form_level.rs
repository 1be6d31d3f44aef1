//! SSR tests of the `<Form>`'s own props against the configuration: `languages` replaces the
//! config's languages (in the prop's order), `messages` overrides the config's rule by rule,
//! `disabled` leaves nothing to submit with (audit 2 of the form level).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "editor", feature = "select"))]

mod support;
use support::attr_of;

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

#[derive(Properties, PartialEq)]
struct Props {
    handle: FormHandle,
    schema: Value,
    config: Option<Value>,
    languages: Option<Vec<(String, String)>>,
    messages: Value,
    disabled: bool,
    #[prop_or_default]
    columns: Value,
}

#[component]
fn Level(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).unwrap();
    let config = props
        .config
        .as_ref()
        .map(|c| FormConfig::from_value(c).unwrap());
    html! {
        <Form {schema} {config} handle={props.handle.clone()} multilingual=true
            languages={props.languages.clone()} messages={props.messages.clone()}
            disabled={props.disabled} columns={props.columns.clone()} submit_label="Send" />
    }
}

async fn render(
    schema: Value,
    config: Option<Value>,
    languages: Option<Vec<(&str, &str)>>,
    messages: Value,
    disabled: bool,
) -> (String, FormHandle) {
    let handle = FormHandle::new();
    let languages = languages.map(|l| {
        l.into_iter()
            .map(|(c, n)| (c.to_string(), n.to_string()))
            .collect()
    });
    let html = yew::LocalServerRenderer::<Level>::with_props(Props {
        handle: handle.clone(),
        schema,
        config,
        languages,
        messages,
        disabled,
        columns: Value::Null,
    })
    .render()
    .await;
    (html, handle)
}

#[tokio::test]
async fn the_languages_prop_replaces_the_configs_in_its_order() {
    let schema = json!({"bio": {"type": "t-editor"}});
    let langs = Some(vec![("de", "Deutsch"), ("fr", "Français")]);
    let (html, handle) = render(schema.clone(), None, langs, Value::Null, false).await;
    assert_eq!(handle.data(), json!({"bio": {"de": null, "fr": null}}));
    assert!(!html.contains("data-language=\"en\""), "{html}");
    let de = html.find("data-language=\"de\"").expect("de");
    let fr = html.find("data-language=\"fr\"").expect("fr");
    assert!(de < fr, "the prop's order");
    assert_eq!(
        handle.language(),
        "de",
        "the first, the config's en not listed"
    );

    // The config's language stays selected when the prop lists it.
    let config = json!({"languages": {"en": "English", "fr": "Français"}, "language": "fr"});
    let langs = Some(vec![("en", "English"), ("fr", "Français")]);
    let (_, handle) = render(schema, Some(config), langs, Value::Null, false).await;
    assert_eq!(handle.language(), "fr");
}

#[tokio::test]
async fn the_messages_prop_overrides_the_configs_rule_by_rule() {
    let schema = json!({
        "a": {"type": "select", "items": ["x"], "rules": "required"},
        "b": {"type": "select", "items": ["x"], "rules": "in:y"}
    });
    let config = json!({"messages": {"required": "From config", "in": "Not allowed"}});
    let (_, handle) = render(
        schema,
        Some(config),
        None,
        json!({"required": "From the form"}),
        false,
    )
    .await;
    handle.el("b").update(json!("x")).unwrap();
    handle.validate();
    assert_eq!(handle.el("a").error().as_deref(), Some("From the form"));
    assert_eq!(
        handle.el("b").error().as_deref(),
        Some("Not allowed"),
        "kept"
    );
}

#[tokio::test]
async fn a_disabled_form_renders_its_submit_button_disabled() {
    let schema = json!({"a": {"type": "select", "items": ["x"]}});
    let (html, _) = render(schema.clone(), None, None, Value::Null, true).await;
    assert_eq!(
        attr_of(&html, "<button type=\"submit\"", "disabled").as_deref(),
        Some("disabled"),
        "{html}"
    );
    let (html, _) = render(schema, None, None, Value::Null, false).await;
    assert_eq!(attr_of(&html, "<button type=\"submit\"", "disabled"), None);
}

#[tokio::test]
async fn the_columns_prop_merges_over_the_configs_columns() {
    // vueform-behaviour.md §5 Columns: merge (deep, later wins), config `columns`, then the
    // form's `columns`.
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Level>::with_props(Props {
        handle,
        schema: json!({"a": {"type": "select", "label": "A", "items": ["x"]}}),
        config: Some(json!({"columns": {"label": 4}})),
        languages: None,
        messages: Value::Null,
        disabled: false,
        columns: json!({"container": 6}),
    })
    .render()
    .await;
    let container = attr_of(&html, "<div data-field=\"yf-a\"", "class").unwrap_or_default();
    assert!(
        container.contains("yf-col-6"),
        "the prop's container: {html}"
    );
    assert!(html.contains("yf-col-4"), "the config's label: {html}");
    assert!(!html.contains("yf-col-3"), "not the base label: {html}");
    let inner = html
        .split("class=\"")
        .find(|c| c.starts_with("yf-layout-inner") || c.contains(" yf-layout-inner"))
        .unwrap_or_default();
    assert!(inner.contains("yf-col-8"), "the inner container: {inner}");
}

#[derive(Properties, PartialEq)]
struct ActionProps {
    action: Option<AttrValue>,
}

#[component]
fn WithAction(props: &ActionProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "user": {"type": "text"},
        "secret": {"type": "text", "inputType": "password"},
    }))
    .unwrap();
    html! { <Form {schema} action={props.action.clone()} submit_label="Send" /> }
}

#[tokio::test]
async fn the_form_posts_so_a_submit_before_hydration_never_puts_fields_in_the_url() {
    // Audit 5 of the form level, 7: without `method`, a native submit (Enter before the wasm
    // loaded) is a GET with every named field, a password included, in the query string.
    let html = yew::LocalServerRenderer::<WithAction>::with_props(ActionProps { action: None })
        .render()
        .await;
    assert_eq!(
        attr_of(&html, "<form", "method").as_deref(),
        Some("post"),
        "{html}"
    );
    assert_eq!(attr_of(&html, "<form", "action"), None, "{html}");
    // An app's no-JS fallback endpoint.
    let html = yew::LocalServerRenderer::<WithAction>::with_props(ActionProps {
        action: Some("/signup".into()),
    })
    .render()
    .await;
    assert_eq!(
        attr_of(&html, "<form", "action").as_deref(),
        Some("/signup"),
        "{html}"
    );
    assert_eq!(
        attr_of(&html, "<form", "method").as_deref(),
        Some("post"),
        "{html}"
    );
}

/// The language switcher is a roving-`tabindex` widget (one Tab stop, the arrow keys move
/// within it): a composite role, `toolbar` of toggle buttons, which tells assistive
/// technology to pass the arrow keys through, not `group` (audit6-a11y #9).
#[tokio::test]
async fn the_language_switcher_is_a_toolbar_of_toggle_buttons() {
    let schema = json!({"bio": {"type": "t-editor"}});
    let langs = Some(vec![("en", "English"), ("de", "Deutsch")]);
    let (html, _) = render(schema, None, langs, Value::Null, false).await;
    assert_eq!(
        attr_of(&html, "class=\"yf-languages\"", "role").as_deref(),
        Some("toolbar"),
        "{html}"
    );
    assert_eq!(
        attr_of(&html, "class=\"yf-languages\"", "aria-label").as_deref(),
        Some("Language")
    );
    assert_eq!(
        attr_of(&html, "data-language=\"en\"", "aria-pressed").as_deref(),
        Some("true")
    );
    assert_eq!(
        attr_of(&html, "data-language=\"de\"", "tabindex").as_deref(),
        Some("-1")
    );
}
