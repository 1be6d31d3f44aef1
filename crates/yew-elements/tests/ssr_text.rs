//! SSR tests: the text family read by `FormSchema::from_json` and rendered by `<Form>` on the
//! server: input types, the textarea, the hidden input, their attributes, values and ARIA.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]

mod support;
use support::attr_of;

use serde_json::json;
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, TextElement, TextareaElement};

#[derive(Properties, PartialEq)]
struct Props {
    json: AttrValue,
    #[prop_or_default]
    default: serde_json::Value,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_json(&props.json).expect("valid schema in test");
    html! { <Form {schema} default={props.default.clone()} /> }
}

async fn render(json: &str) -> String {
    render_with(json, serde_json::Value::Null).await
}

async fn render_with(json: &str, default: serde_json::Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        json: AttrValue::from(json.to_owned()),
        default,
    })
    .render()
    .await
}

#[tokio::test]
async fn an_email_input_carries_its_type_name_and_aria() {
    let html = render(
        r#"{"email": {"type": "text", "inputType": "email", "label": "E-mail",
            "description": "We never share it.", "placeholder": "you@example.com",
            "autocomplete": "email", "rules": "required|email", "default": "a@b.co"}}"#,
    )
    .await;
    let input = |attr| attr_of(&html, "<input", attr);
    assert_eq!(input("type").as_deref(), Some("email"), "{html}");
    assert_eq!(input("id").as_deref(), Some("yf-email"));
    assert_eq!(input("name").as_deref(), Some("email"));
    assert_eq!(input("placeholder").as_deref(), Some("you@example.com"));
    assert_eq!(input("autocomplete").as_deref(), Some("email"));
    assert_eq!(input("value").as_deref(), Some("a@b.co"));
    assert_eq!(input("aria-labelledby").as_deref(), Some("yf-email__label"));
    assert_eq!(
        input("aria-describedby").as_deref(),
        Some("yf-email__description")
    );
    assert_eq!(input("aria-invalid").as_deref(), Some("false"));
    assert_eq!(input("aria-required").as_deref(), Some("true"));
    assert_eq!(input("aria-disabled").as_deref(), Some("false"));
    assert!(input("class").unwrap().contains("yf-text-input"), "{html}");
    assert_eq!(attr_of(&html, "<label", "for").as_deref(), Some("yf-email"));
    assert!(html.contains("class=\"yf-input-group "), "{html}");
    assert!(html.contains("We never share it."), "{html}");
}

#[tokio::test]
async fn a_textarea_has_its_rows_and_its_value() {
    let html = render(
        r#"{"bio": {"type": "textarea", "label": "Bio", "rows": 5, "default": "Hi <there>"}}"#,
    )
    .await;
    assert_eq!(
        attr_of(&html, "<textarea", "rows").as_deref(),
        Some("5"),
        "{html}"
    );
    // `autogrow` (the default): the themes start the textarea `rows` lines high from it.
    assert_eq!(
        attr_of(&html, "<textarea", "style").as_deref(),
        Some("--yf-rows:5")
    );
    assert_eq!(attr_of(&html, "<textarea", "id").as_deref(), Some("yf-bio"));
    assert_eq!(attr_of(&html, "<textarea", "name").as_deref(), Some("bio"));
    assert_eq!(
        attr_of(&html, "<textarea", "data-autogrow").as_deref(),
        Some("true")
    );
    assert_eq!(
        attr_of(&html, "<textarea", "aria-labelledby").as_deref(),
        Some("yf-bio__label")
    );
    assert!(html.contains("Hi &lt;there&gt;</textarea>"), "{html}");
    assert!(html.contains("yf-input-group-textarea"), "{html}");
}

#[tokio::test]
async fn a_hidden_input_has_no_frame() {
    let html = render(r#"{"ref": {"type": "hidden", "default": "news"}}"#).await;
    assert_eq!(attr_of(&html, "<input", "type").as_deref(), Some("hidden"));
    assert_eq!(attr_of(&html, "<input", "name").as_deref(), Some("ref"));
    assert_eq!(attr_of(&html, "<input", "id").as_deref(), Some("yf-ref"));
    assert_eq!(attr_of(&html, "<input", "value").as_deref(), Some("news"));
    assert!(!html.contains("yf-layout"), "{html}");
    let meta = render(r#"{"ref": {"type": "hidden", "default": "news", "meta": true}}"#).await;
    assert!(!meta.contains("<input"), "{meta}");
}

/// Audit 13-ssr #1: a hidden element whose conditions fail keeps its `<input type="hidden">`,
/// `disabled` so a native post leaves it out. The server and the browser can differ on a
/// condition (one reading today: UTC on the server, local in the browser), and a node
/// present on one side only makes Yew's hydration panic; an attribute differing is patched.
#[tokio::test]
async fn a_hidden_input_whose_conditions_fail_is_rendered_disabled() {
    let html = render(
        r#"{"kind": {"type": "text", "default": "b"},
            "ref": {"type": "hidden", "default": "x", "conditions": [["kind", "a"]]}}"#,
    )
    .await;
    let tag = html
        .split("<input")
        .find(|tag| tag.contains(r#"id="yf-ref""#))
        .unwrap_or_default();
    assert!(tag.contains(r#"type="hidden""#), "{html}");
    assert!(tag.contains(r#"name="ref""#), "{html}");
    assert!(tag.contains(r#"value="x""#), "{html}");
    assert!(tag.contains("disabled"), "{html}");
    let shown = render(
        r#"{"kind": {"type": "text", "default": "a"},
            "ref": {"type": "hidden", "default": "x", "conditions": [["kind", "a"]]}}"#,
    )
    .await;
    let tag = shown
        .split("<input")
        .find(|tag| tag.contains(r#"id="yf-ref""#))
        .unwrap_or_default();
    assert!(tag.contains(r#"value="x""#), "{shown}");
    assert!(!tag.contains("disabled"), "{shown}");
}

#[tokio::test]
async fn readonly_disabled_loading_and_attrs_reach_the_input() {
    let html = render(
        r#"{"code": {"type": "text", "readonly": true, "disabled": true, "loading": true,
            "attrs": {"maxlength": 8, "onclick": "alert(1)"}}}"#,
    )
    .await;
    let input = |attr| attr_of(&html, "<input", attr);
    assert!(input("readonly").is_some(), "{html}");
    assert!(input("disabled").is_some(), "{html}");
    assert_eq!(input("aria-disabled").as_deref(), Some("true"));
    assert_eq!(input("aria-busy").as_deref(), Some("true"));
    assert_eq!(input("maxlength").as_deref(), Some("8"));
    assert!(input("onclick").is_none(), "{html}");
    assert!(html.contains("yf-text-loader"), "{html}");
    assert!(html.contains("yf-input-group-disabled"), "{html}");
}

#[tokio::test]
async fn addons_go_through_the_sanitizer() {
    let html = render(
        r#"{"price": {"type": "text", "addons": {"before": "<b onclick=\"x()\">€</b><script>bad()</script>", "after": "EUR"}}}"#,
    )
    .await;
    assert!(html.contains("yf-addon yf-addon-before"), "{html}");
    assert!(html.contains("€"), "{html}");
    assert!(
        !html.contains("onclick") && !html.contains("<script"),
        "{html}"
    );
    assert!(html.contains(">EUR<"), "{html}");
    let before = html.find("yf-addon-before").unwrap();
    let input = html.find("<input").unwrap();
    let after = html.find("yf-addon-after").unwrap();
    assert!(before < input && input < after, "{html}");
}

/// A schema's `slots` string for `addon-before` / `addon-after` renders as the addon
/// (sanitized HTML, as the layout slots' strings), in place of the `addons` option, and
/// `has_addon_before()` says so.
#[tokio::test]
async fn addon_slots_given_as_strings_render_in_the_addons_place() {
    let html = render(
        r#"{"price": {"type": "text", "addons": {"before": "$"},
            "slots": {"addon-before": "<b onclick=\"x()\">€</b>", "addon-after": "EUR"}}}"#,
    )
    .await;
    assert!(html.contains("<b>€</b>"), "{html}");
    assert!(!html.contains("onclick") && !html.contains(">$<"), "{html}");
    assert!(html.contains(">EUR<"), "{html}");
    let form = yewform_core::form::FormState::from_schema(
        &yewform_core::schema::FormSchema::from_json(
            r#"{"price": {"type": "text", "slots": {"addon-after": "EUR"}}}"#,
        )
        .unwrap(),
        &yewform_core::config::FormConfig::default(),
        &serde_json::json!({}),
        yewform_core::expression::Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap();
    assert!(form.has_addon_after("price"));
    assert!(!form.has_addon_before("price"));
}

#[tokio::test]
async fn a_locale_map_default_and_a_form_default() {
    let html = render_with(
        r#"{"greeting": {"type": "text", "default": {"en": "Hello", "de": "Hallo"}},
            "city": {"type": "text", "default": "Rome"}}"#,
        json!({"city": "Oslo"}),
    )
    .await;
    assert!(html.contains("value=\"Hello\""), "{html}");
    assert!(html.contains("value=\"Oslo\""), "{html}");
}

#[tokio::test]
async fn an_option_of_another_kind_is_a_schema_error() {
    let error = FormSchema::from_json(r#"{"bio": {"type": "textarea", "inputType": "email"}}"#)
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "schema.bio.inputType: \"inputType\" is a text option; a textarea has no such option"
    );
}

#[component]
fn Inline() -> Html {
    html! {
        <Form>
            <TextElement name="user" label="User" input_type="tel" autocomplete="tel"
                placeholder="+49" />
            <TextareaElement name="note" rows={7} autogrow={false} />
        </Form>
    }
}

#[tokio::test]
async fn inline_elements_render_from_their_props() {
    let html = yew::LocalServerRenderer::<Inline>::new().render().await;
    assert_eq!(
        attr_of(&html, "<input", "type").as_deref(),
        Some("tel"),
        "{html}"
    );
    assert_eq!(attr_of(&html, "<input", "name").as_deref(), Some("user"));
    assert_eq!(
        attr_of(&html, "<input", "autocomplete").as_deref(),
        Some("tel")
    );
    assert_eq!(attr_of(&html, "<textarea", "rows").as_deref(), Some("7"));
    assert!(
        attr_of(&html, "<textarea", "data-autogrow").is_none(),
        "{html}"
    );
}

#[component]
fn Translatable() -> Html {
    let schema = FormSchema::from_json(
        r#"{"title": {"type": "t-text", "label": "Title", "default": {"en": "Shoe", "de": "Schuh"}},
            "summary": {"type": "t-textarea", "rows": 2, "default": {"de": "Kurz"}}}"#,
    )
    .expect("valid schema in test");
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
    ];
    html! { <Form {schema} multilingual=true {languages} /> }
}

#[tokio::test]
async fn t_text_and_t_textarea_show_the_current_language() {
    let html = yew::LocalServerRenderer::<Translatable>::new()
        .render()
        .await;
    assert_eq!(
        attr_of(&html, "<input", "id").as_deref(),
        Some("yf-title"),
        "{html}"
    );
    assert_eq!(attr_of(&html, "<input", "value").as_deref(), Some("Shoe"));
    assert!(!html.contains("Schuh"), "{html}");
    assert_eq!(attr_of(&html, "<textarea", "rows").as_deref(), Some("2"));
    assert!(
        html.contains("></textarea>") && !html.contains("Kurz"),
        "{html}"
    );
    assert!(html.contains("Deutsch"), "the language switcher: {html}");
    // The field holds the current language's text: its `lang` says which (WCAG 3.1.2).
    assert_eq!(attr_of(&html, "<input", "lang").as_deref(), Some("en"));
    assert_eq!(attr_of(&html, "<textarea", "lang").as_deref(), Some("en"));
}

#[tokio::test]
async fn a_plain_text_input_has_no_lang() {
    let html = render(r#"{"name": {"type": "text"}, "bio": {"type": "textarea"}}"#).await;
    assert_eq!(attr_of(&html, "<input", "lang"), None, "{html}");
    assert_eq!(attr_of(&html, "<textarea", "lang"), None, "{html}");
}

#[tokio::test]
async fn a_whole_valued_float_shows_as_javascript_prints_it() {
    // `10.0` is what a Rust `f64` (or PHP's PRESERVE_ZERO_FRACTION) sends: shown `10`.
    let html = render(
        r#"{"price": {"type": "text", "label": "Price", "default": 10.0},
            "rate": {"type": "text", "label": "Rate", "default": 2.5},
            "note": {"type": "textarea", "label": "Note", "default": 2.0},
            "ref": {"type": "hidden", "default": -3.0}}"#,
    )
    .await;
    assert!(html.contains(r#"value="10""#), "{html}");
    assert!(html.contains(r#"value="2.5""#), "{html}");
    assert!(html.contains(">2</textarea>"), "{html}");
    assert!(html.contains(r#"value="-3""#), "{html}");
    assert!(!html.contains(".0\""), "{html}");
}
