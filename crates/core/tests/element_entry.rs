//! How a value enters an element: the editor keeps plain text the app sets as given (a
//! plain-text default is wrapped), cleans markup into the value on every programmatic way in
//! (default, `update`, `load`, form-wide `load`/`update`, `set_value`), and keeps the user's
//! own input as its surface emitted it (already in the normal form); `allowAbsent` on a select's default; the reset counter that refetches endpoint
//! items; which option objects an `object: true` select admits.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::{ElementKind, ElementSetup, ElementState};
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::items::{ItemOptions, admits, normalize};
use yewform_core::schema::FormSchema;

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config =
        FormConfig::from_value(&json!({"languages": {"en": "English", "de": "Deutsch"}})).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::EPOCH).unwrap()
}

fn editor() -> ElementState {
    ElementState::new(
        ElementSetup::new("t")
            .with_kind(ElementKind::TEditor)
            .with_languages(vec!["en".into(), "de".into()]),
        None,
    )
}

#[test]
fn editor_update_keeps_plain_text_as_given() {
    let mut t = editor();
    t.update(json!("Tom & Jerry"));
    assert_eq!(t.value(), &json!({"en": "Tom & Jerry", "de": null}));
    t.update(json!({"de": "Hallo", "en": "<p>kept</p>"}));
    assert_eq!(t.value(), &json!({"en": "<p>kept</p>", "de": "Hallo"}));
    t.update(json!(3));
    assert_eq!(t.value()["en"], json!(3));
    t.update(json!("a < b"));
    assert_eq!(
        t.value()["en"],
        json!("a < b"),
        "a `<` that opens no tag is text"
    );
}

#[test]
fn editor_load_keeps_plain_text_as_given() {
    let mut t = editor();
    t.load(json!({"en": "value-en"}), false).unwrap();
    assert_eq!(t.value(), &json!({"en": "value-en", "de": null}));
}

#[test]
fn single_language_editor_update_keeps_plain_text_too() {
    let mut t = ElementState::new(ElementSetup::new("t").with_kind(ElementKind::TEditor), None);
    t.update(json!("plain"));
    assert_eq!(t.value(), &json!("plain"));
}

#[cfg(feature = "editor")]
#[test]
fn markup_the_app_sets_is_cleaned_into_the_value() {
    let payload = "<p onclick=\"steal()\">Hi <i>there</i><script>alert(1)</script>\
        <img src=\"data:image/svg+xml,<svg onload=alert(1)>\" onerror=\"alert(2)\">\
        <a href=\"javascript:alert(3)\">a link</a></p>";
    let clean = yewform_core::sanitize::normalize_editor_html(payload);
    assert!(!clean.contains("script") && !clean.contains("on") && !clean.contains("javascript"));
    let mut t = editor();
    t.load(json!({"en": payload}), false).unwrap();
    assert_eq!(t.value(), &json!({"en": clean, "de": null}), "load");
    t.update(json!({"de": payload}));
    assert_eq!(t.value()["de"], json!(clean), "update");
    t.update(json!("x<b onmouseover=alert(1)>y</b>"));
    assert_eq!(
        t.value()["en"],
        json!("x<strong>y</strong>"),
        "markup after text is markup too"
    );
    let mut f = form(json!({"t": {"type": "t-editor", "default": {"en": payload, "de": "plain"}}}));
    assert_eq!(
        f.el("t").unwrap().value(),
        &json!({"en": clean, "de": "<div>plain</div>"}),
        "a default: markup cleaned, plain text wrapped"
    );
    f.load(&json!({"t": {"en": payload}}), false).unwrap();
    assert_eq!(f.el("t").unwrap().value()["en"], json!(clean), "form load");
    assert_eq!(f.request_data()["t"]["en"], json!(clean), "request data");
}

#[cfg(all(feature = "editor", feature = "rules"))]
#[test]
fn rules_measure_the_value_as_given() {
    let mut f = form(json!({"t": {"type": "t-editor",
        "rules": {"en": ["min:3"], "de": ["required"]}}}));
    f.load(&json!({"t": {"en": "ab", "de": null}}), false)
        .unwrap();
    f.validate_all();
    let errors = f.errors("t");
    assert!(
        errors.iter().any(|e| e.contains("at least 3")),
        "min:3 counts the two characters given: {errors:?}"
    );
}

#[cfg(feature = "editor")]
#[test]
fn the_users_input_is_taken_as_the_editor_emitted_it() {
    let mut t = editor();
    t.input(json!({"en": "Hello"}));
    assert_eq!(t.value()["en"], json!("Hello"), "the surface's own HTML");
    let mut f = form(json!({"t": {"type": "t-editor"}}));
    f.set_value("t", json!({"en": "Hi <strong>x</strong>"}))
        .unwrap();
    assert_eq!(
        f.el("t").unwrap().value()["en"],
        json!("Hi <strong>x</strong>"),
        "the editor's normal form stays as it is"
    );
    f.set_value("t", json!({"en": "Hi <b>x</b>"})).unwrap();
    assert_eq!(
        f.el("t").unwrap().value()["en"],
        json!("Hi <strong>x</strong>"),
        "markup not in the normal form (not what the surface emits) is cleaned"
    );
    f.apply("t", ElementAction::Update(json!({"en": "Hi"})))
        .unwrap();
    assert_eq!(f.el("t").unwrap().value()["en"], json!("Hi"));
}

#[cfg(feature = "editor")]
#[test]
fn form_wide_load_and_update_keep_editor_plain_text() {
    let mut f = form(json!({"t": {"type": "t-editor"}, "s": {"type": "select"}}));
    f.load(&json!({"t": {"en": "a", "de": "b"}, "s": "plain"}), false)
        .unwrap();
    assert_eq!(f.el("t").unwrap().value(), &json!({"en": "a", "de": "b"}));
    assert_eq!(f.el("s").unwrap().value(), &json!("plain"));
    f.update(&json!({"t": {"de": "c"}}));
    assert_eq!(f.el("t").unwrap().value()["de"], json!("c"));
    f.update(&json!({"s": "<b>not an editor</b>"}));
    assert_eq!(
        f.el("s").unwrap().value(),
        &json!("<b>not an editor</b>"),
        "a select's value is never treated as HTML"
    );
}

#[test]
fn reset_counts_resets() {
    let mut f = form(json!({"s": {"type": "select", "items": "/api/x"}}));
    assert_eq!(f.el("s").unwrap().resets(), 0);
    f.apply("s", ElementAction::Reset).unwrap();
    assert_eq!(f.el("s").unwrap().resets(), 1);
    f.reset();
    assert_eq!(
        f.el("s").unwrap().resets(),
        2,
        "a form-wide reset resets each element"
    );
}

#[test]
fn a_default_absent_from_static_items_is_refused_unless_allow_absent() {
    let f = form(json!({
        "absent": {"type": "select", "items": ["a", "b"], "default": "z"},
        "present": {"type": "select", "items": ["a", "b"], "default": "b"},
        "allowed": {"type": "select", "items": ["a", "b"], "default": "z", "allowAbsent": true},
        "endpoint": {"type": "select", "items": "/api/x", "default": "z"},
        "object": {"type": "select", "object": true, "items": [{"value": 1, "label": "One"}],
            "default": {"value": 1, "label": "One"}},
        "object_absent": {"type": "select", "object": true,
            "items": [{"value": 1, "label": "One"}], "default": {"value": 2, "label": "Two"}},
    }));
    let value = |p: &str| f.el(p).unwrap().value().clone();
    assert_eq!(value("absent"), Value::Null);
    assert_eq!(f.el("absent").unwrap().default_value(), &Value::Null);
    assert_eq!(value("present"), json!("b"));
    assert_eq!(value("allowed"), json!("z"));
    assert_eq!(
        value("endpoint"),
        json!("z"),
        "checked when the items arrive"
    );
    assert_eq!(value("object"), json!({"value": 1, "label": "One"}));
    assert_eq!(value("object_absent"), Value::Null);
}

#[test]
fn an_object_select_admits_option_objects() {
    let items = normalize(
        &json!([{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}]),
        &ItemOptions::default(),
    )
    .unwrap();
    let germany = json!({"value": "de", "label": "Germany"});
    assert!(admits(&items, &germany, false, true, "value"));
    assert!(!admits(
        &items,
        &json!({"value": "it"}),
        false,
        true,
        "value"
    ));
    assert!(admits(&items, &json!({"value": "it"}), true, true, "value"));
    // A bare value is read by itself, as `SelectSchema::value_key` reads it (audit 7 multi
    // #2: a bare item an app loaded was dropped even while an option held it).
    assert!(
        admits(&items, &json!("de"), false, true, "value"),
        "not an object: its own key"
    );
    assert!(!admits(&items, &json!("it"), false, true, "value"));
    assert!(admits(&items, &json!("de"), false, false, "value"));
    assert!(!admits(&items, &germany, false, false, "value"));
    assert!(admits(&items, &Value::Null, false, true, "value"));
    assert!(admits(&items, &json!([germany]), false, true, "value"));
}
