//! Default resolution: precedence and the multilingual / editor shapes.

use serde_json::json;
use yewform_core::element::{ElementKind, ElementSetup, ElementState};

fn langs() -> Vec<String> {
    vec!["en".into(), "de".into()]
}

#[test]
fn form_default_wins_over_element_default_over_null() {
    let setup = ElementSetup::new("country").with_default(json!("de"));
    let el = ElementState::new(setup.clone(), Some(&json!("fr")));
    assert_eq!(el.default_value(), &json!("fr"));
    assert_eq!(el.value(), &json!("fr"));

    let el = ElementState::new(setup, None);
    assert_eq!(el.default_value(), &json!("de"));

    let el = ElementState::new(ElementSetup::new("country"), None);
    assert_eq!(el.default_value(), &json!(null));
    assert_eq!(el.null_value(), &json!(null));
    assert!(el.empty() && el.is_default() && !el.dirty());
}

#[test]
fn initial_value_is_an_independent_copy_of_the_default() {
    let setup = ElementSetup::new("tags").with_default(json!({"a": [1, 2]}));
    let mut el = ElementState::new(setup, None);
    el.update(json!({"a": [1, 2, 3]}));
    assert_eq!(el.default_value(), &json!({"a": [1, 2]}));
    el.reset();
    assert_eq!(el.value(), &json!({"a": [1, 2]}));
}

#[test]
fn multilingual_null_value_and_scalar_broadcast() {
    let el = ElementState::new(
        ElementSetup::new("title")
            .with_languages(langs())
            .with_default(json!("Hi")),
        None,
    );
    assert_eq!(el.null_value(), &json!({"en": null, "de": null}));
    assert_eq!(el.value(), &json!({"en": "Hi", "de": "Hi"}));
}

#[test]
fn multilingual_object_default_is_merged_over_null() {
    let el = ElementState::new(
        ElementSetup::new("title")
            .with_languages(langs())
            .with_default(json!({"de": "Hallo"})),
        None,
    );
    assert_eq!(el.value(), &json!({"en": null, "de": "Hallo"}));
    // The form default still wins, and is shaped the same way.
    let el = ElementState::new(
        ElementSetup::new("title")
            .with_languages(langs())
            .with_default(json!("x")),
        Some(&json!({"en": "Form"})),
    );
    assert_eq!(el.value(), &json!({"en": "Form", "de": null}));
}

#[test]
fn teditor_plain_text_default_is_escaped_and_wrapped_in_a_div() {
    let el = ElementState::new(
        ElementSetup::new("bio")
            .with_kind(ElementKind::TEditor)
            .with_languages(langs())
            .with_default(json!("Fish & chips < 3 > 2")),
        None,
    );
    let wrapped = json!("<div>Fish &amp; chips &lt; 3 &gt; 2</div>");
    assert_eq!(el.value(), &json!({"en": wrapped, "de": wrapped}));
}

#[test]
fn teditor_html_default_is_kept() {
    let el = ElementState::new(
        ElementSetup::new("bio")
            .with_kind(ElementKind::TEditor)
            .with_languages(langs())
            .with_default(json!({"en": "<p>Hello</p>", "de": "Hallo"})),
        None,
    );
    assert_eq!(
        el.value(),
        &json!({"en": "<p>Hello</p>", "de": "<div>Hallo</div>"})
    );
}

#[test]
fn select_defaults_are_never_wrapped() {
    let el = ElementState::new(ElementSetup::new("s").with_default(json!("plain")), None);
    assert_eq!(el.value(), &json!("plain"));
}
