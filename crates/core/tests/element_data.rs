//! `submit`, `formatData` and `formatLoad`.

use serde_json::json;
use yewform_core::element::{ElementEvent, ElementSetup, ElementState, ElementWarning};

#[test]
fn submit_false_leaves_request_data_empty() {
    let el = ElementState::new(
        ElementSetup::new("country")
            .with_submit(false)
            .with_default(json!("de")),
        None,
    );
    assert_eq!(el.request_data(), json!({}));
    assert_eq!(el.data(), json!({"country": "de"}));
    assert_eq!(el.available_data(), json!({"country": "de"}));
}

#[test]
fn format_data_shapes_request_data_only() {
    let el = ElementState::new(
        ElementSetup::new("country")
            .with_default(json!("de"))
            .with_format_data(|name, value| json!({ name: value.as_str().map(str::to_uppercase) })),
        None,
    );
    assert_eq!(el.request_data(), json!({"country": "DE"}));
    assert_eq!(el.data(), json!({"country": "de"}));
    assert!(el.warnings().is_empty());
}

#[test]
fn format_data_is_skipped_when_unavailable_or_not_submitted() {
    let mut el = ElementState::new(
        ElementSetup::new("c").with_format_data(|_, _| json!({"c": "formatted"})),
        None,
    );
    el.set_available(false);
    assert_eq!(el.request_data(), json!({}));
}

#[test]
fn format_data_returning_a_non_object_falls_back_and_warns_once() {
    let el = ElementState::new(
        ElementSetup::new("country")
            .with_parent_path("address")
            .with_default(json!("de"))
            .with_format_data(|_, v| v.clone()),
        None,
    );
    assert_eq!(el.request_data(), json!({"country": "de"}));
    assert_eq!(el.request_data(), json!({"country": "de"}));
    let warnings = el.warnings();
    assert_eq!(
        warnings,
        vec![ElementWarning::FormatDataNotObject {
            path: "address.country".into(),
            got: json!("de")
        }]
    );
    assert!(warnings[0].to_string().contains("`address.country`"));
}

#[test]
fn format_load_applies_only_with_format_true() {
    let setup = ElementSetup::new("n").with_format_load(|v| json!(v.as_i64().map(|n| n * 10)));
    let mut el = ElementState::new(setup, None);
    assert_eq!(
        el.load(json!(2), true).unwrap(),
        vec![ElementEvent::Change {
            new: json!(20),
            old: json!(null)
        }]
    );
    assert_eq!(el.value(), &json!(20));
    el.load(json!(2), false).unwrap();
    assert_eq!(el.value(), &json!(2));
    // update never formats.
    el.update(json!(3));
    assert_eq!(el.value(), &json!(3));
}

#[test]
fn multilingual_format_load_must_produce_an_object() {
    let setup = ElementSetup::new("bio")
        .with_languages(vec!["en".into(), "de".into()])
        .with_format_load(|v| json!({"en": v.clone()}));
    let mut el = ElementState::new(setup, None);
    // The raw value is a string, but formatLoad turns it into an object.
    el.load(json!("<p>x</p>"), true).unwrap();
    assert_eq!(el.value(), &json!({"en": "<p>x</p>", "de": null}));
    // Without formatting the string is refused.
    assert!(el.load(json!("<p>y</p>"), false).is_err());
    assert_eq!(el.value(), &json!({"en": "<p>x</p>", "de": null}));
}

/// Two root elements whose `formatData` return objects under the same key: both survive, the
/// objects merged deeply (`{"meta": {"a": 1, "b": 2}}`); the reference assigns each element's
/// request data over the last one, keeping only `{"meta": {"b": 2}}` (docs/differences.md).
#[test]
fn format_data_objects_under_one_key_are_merged_deeply_at_the_root() {
    let mut form = yewform_core::form::FormState::new(vec![], "en".into());
    for (name, meta) in [("first", json!({"a": 1})), ("second", json!({"b": 2}))] {
        form.add_element(
            ElementSetup::new(name)
                .with_default(json!("x"))
                .with_format_data(move |_, _| json!({ "meta": meta.clone() })),
            &json!({}),
        )
        .unwrap();
    }
    assert_eq!(form.request_data(), json!({"meta": {"a": 1, "b": 2}}));
}
