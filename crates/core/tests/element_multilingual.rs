//! The multilingual (t-editor) variant: load, update, dirty per language, data, language.

use serde_json::json;
use yewform_core::element::{ElementError, ElementEvent, ElementKind, ElementSetup, ElementState};

fn editor() -> ElementState {
    ElementState::new(
        ElementSetup::new("bio")
            .with_kind(ElementKind::TEditor)
            .with_languages(vec!["en".into(), "de".into()]),
        None,
    )
}

#[test]
fn load_of_a_non_object_is_an_error_and_changes_nothing() {
    let mut el = editor();
    el.update(json!("<p>x</p>"));
    el.clean();
    let before = el.value().clone();
    for bad in [json!("<p>y</p>"), json!(null), json!(3), json!(["a"])] {
        let err = el.load(bad.clone(), false).unwrap_err();
        assert!(
            matches!(&err, ElementError::NotAnObject { path, got } if path == "bio" && *got == bad)
        );
        assert!(err.to_string().contains("`bio`"), "{err}");
    }
    assert_eq!(el.value(), &before);
    assert!(!el.dirty());
}

#[test]
fn load_of_an_object_fills_missing_languages_with_null() {
    let mut el = editor();
    el.update(json!({"en": "<p>a</p>", "de": "<p>b</p>"}));
    let events = el.load(json!({"de": "<p>c</p>"}), false).unwrap();
    assert_eq!(el.value(), &json!({"en": null, "de": "<p>c</p>"}));
    assert_eq!(
        events,
        vec![ElementEvent::Change {
            new: json!({"en": null, "de": "<p>c</p>"}),
            old: json!({"en": "<p>a</p>", "de": "<p>b</p>"}),
        }]
    );
}

#[test]
fn update_with_a_scalar_updates_only_the_current_language() {
    let mut el = editor();
    assert_eq!(el.language(), Some("en"));
    el.update(json!("<p>Hello</p>"));
    assert_eq!(el.value(), &json!({"en": "<p>Hello</p>", "de": null}));
    el.set_language("de").unwrap();
    el.update(json!("<p>Hallo</p>"));
    assert_eq!(
        el.value(),
        &json!({"en": "<p>Hello</p>", "de": "<p>Hallo</p>"})
    );
    assert_eq!(el.model(), &json!("<p>Hallo</p>"));
}

#[test]
fn update_with_an_object_merges() {
    let mut el = editor();
    el.update(json!({"en": "<p>a</p>", "de": "<p>b</p>"}));
    el.update(json!({"de": "<p>c</p>"}));
    assert_eq!(el.value(), &json!({"en": "<p>a</p>", "de": "<p>c</p>"}));
}

#[test]
fn dirty_is_tracked_per_language() {
    let mut el = editor();
    assert!(!el.dirty());
    el.set_language("de").unwrap();
    el.update(json!("<p>Hallo</p>"));
    assert!(el.dirty());
    assert!(el.dirty_in("de"));
    assert!(!el.dirty_in("en"));
    // Same entry again: nothing more becomes dirty, no event.
    assert!(el.update(json!({"de": "<p>Hallo</p>"})).is_empty());
    assert!(!el.dirty_in("en"));
    el.update(json!({"en": "<p>Hi</p>"}));
    assert!(el.dirty_in("en"));
    el.clean();
    assert!(!el.dirty() && !el.dirty_in("en") && !el.dirty_in("de"));
}

#[test]
fn empty_looks_at_the_current_language_only() {
    let mut el = editor();
    assert!(el.empty());
    el.update(json!({"de": "<p>x</p>"}));
    assert!(el.empty(), "en is still null");
    el.set_language("de").unwrap();
    assert!(!el.empty());
    el.update(json!(""));
    assert!(el.empty());
}

#[test]
fn request_data_holds_every_language() {
    let mut el = editor();
    el.update(json!({"en": "<p>Hi</p>", "de": "<p>Hallo</p>"}));
    assert_eq!(
        el.request_data(),
        json!({"bio": {"en": "<p>Hi</p>", "de": "<p>Hallo</p>"}})
    );
    assert_eq!(el.data(), el.request_data());
}

#[test]
fn clear_and_reset_use_the_language_object() {
    let mut el = editor();
    el.update(json!("<p>x</p>"));
    assert_eq!(
        el.clear(),
        vec![
            ElementEvent::Clear,
            ElementEvent::Change {
                new: json!({"en": null, "de": null}),
                old: json!({"en": "<p>x</p>", "de": null}),
            }
        ]
    );
    el.update(json!("<p>y</p>"));
    el.reset();
    assert_eq!(el.value(), &json!({"en": null, "de": null}));
    assert!(!el.dirty());
}

#[test]
fn unknown_language_is_refused() {
    let mut el = editor();
    let err = el.set_language("fr").unwrap_err();
    assert_eq!(
        err.to_string(),
        "element `bio`: unknown language `fr` (available: en, de)"
    );
    assert_eq!(el.language(), Some("en"));
}

#[test]
fn single_language_element_records_any_language() {
    let mut el = ElementState::new(ElementSetup::new("s"), None);
    assert_eq!(el.language(), None);
    assert!(el.set_language("fr").unwrap().is_empty());
    assert_eq!(el.language(), Some("fr"));
}

#[test]
fn merging_a_new_key_is_a_change_and_dirties_that_key() {
    let mut el = editor();
    let events = el.update(json!({"fr": null}));
    assert_eq!(
        events,
        vec![ElementEvent::Change {
            new: json!({"en": null, "de": null, "fr": null}),
            old: json!({"en": null, "de": null}),
        }]
    );
    assert!(el.dirty());
    assert!(el.dirty_in("fr") && !el.dirty_in("en"));
}
