//! The rows of the spec's "States and transitions" table that need neither validation nor
//! items, for a select element.

use serde_json::json;
use yewform_core::Value;
use yewform_core::element::{ElementEvent, ElementSetup, ElementState};

fn select(default: Option<Value>) -> ElementState {
    let mut setup = ElementSetup::new("country");
    setup.default = default;
    ElementState::new(setup, None)
}

fn change(new: Value, old: Value) -> ElementEvent {
    ElementEvent::Change { new, old }
}

#[test]
fn hide_then_show() {
    let mut el = select(None);
    assert!(el.visible() && !el.hidden());
    assert!(el.hide().is_empty());
    assert!(el.hidden());
    assert!(!el.visible());
    assert!(el.show().is_empty());
    assert!(!el.hidden());
    assert!(el.visible());
}

#[test]
fn show_stays_invisible_while_unavailable() {
    let mut el = select(None);
    el.hide();
    el.set_available(false);
    el.show();
    assert!(!el.hidden());
    assert!(!el.visible(), "unavailable elements are not visible");
    el.set_available(true);
    assert!(el.visible());
}

#[test]
fn unavailable_omits_value_from_available_and_request_data_but_not_data() {
    let mut el = select(Some(json!("de")));
    el.set_available(false);
    assert!(!el.available());
    assert!(!el.visible());
    assert_eq!(el.data(), json!({"country": "de"}));
    assert_eq!(el.available_data(), json!({}));
    assert_eq!(el.request_data(), json!({}));
    el.set_available(true);
    assert_eq!(el.available_data(), json!({"country": "de"}));
    assert_eq!(el.request_data(), json!({"country": "de"}));
}

#[test]
fn disable_then_enable() {
    let mut el = select(None);
    assert!(!el.is_disabled());
    assert!(el.disable().unwrap().is_empty());
    assert!(el.is_disabled());
    assert!(el.enable().unwrap().is_empty());
    assert!(!el.is_disabled());
}

#[test]
fn enable_wins_over_the_disabled_option() {
    let mut el = ElementState::new(ElementSetup::new("country").with_disabled(true), None);
    assert!(el.is_disabled());
    el.enable().unwrap();
    assert!(!el.is_disabled());
    // A later evaluation of the option does not override the explicit enable().
    el.set_disabled_option(true);
    assert!(!el.is_disabled());
    el.disable().unwrap();
    assert!(el.is_disabled());
}

#[test]
fn disabled_option_alone_decides_until_disable_or_enable() {
    let mut el = select(None);
    el.set_disabled_option(true);
    assert!(el.is_disabled());
    el.set_disabled_option(false);
    assert!(!el.is_disabled());
}

#[test]
fn clean_removes_dirty() {
    let mut el = select(None);
    assert!(!el.dirty());
    el.update(json!("fr"));
    assert!(el.dirty());
    assert!(el.clean().is_empty());
    assert!(!el.dirty());
    assert_eq!(el.value(), &json!("fr"), "clean keeps the value");
}

#[test]
fn reset_with_default_restores_it_and_emits_reset_then_change() {
    let mut el = select(Some(json!("de")));
    el.update(json!("fr"));
    assert!(el.dirty());
    let events = el.reset();
    assert_eq!(
        events,
        vec![ElementEvent::Reset, change(json!("de"), json!("fr"))]
    );
    assert_eq!(el.value(), &json!("de"));
    assert!(el.is_default());
    assert!(!el.dirty());
}

#[test]
fn reset_without_default_empties() {
    let mut el = select(None);
    el.update(json!("fr"));
    let events = el.reset();
    assert_eq!(
        events,
        vec![ElementEvent::Reset, change(json!(null), json!("fr"))]
    );
    assert_eq!(el.value(), &json!(null));
    assert!(el.empty());
}

#[test]
fn reset_at_default_emits_only_reset() {
    let mut el = select(Some(json!("de")));
    assert_eq!(el.reset(), vec![ElementEvent::Reset]);
}

#[test]
fn clear_sets_null_and_emits_clear_then_change() {
    let mut el = select(Some(json!("de")));
    let events = el.clear();
    assert_eq!(
        events,
        vec![ElementEvent::Clear, change(json!(null), json!("de"))]
    );
    assert_eq!(el.value(), &json!(null));
    assert!(el.empty());
    assert!(el.dirty(), "clearing a value is a modification");
    assert!(!el.is_default());
    // Clearing again: the clear event, but no change.
    assert_eq!(el.clear(), vec![ElementEvent::Clear]);
}

#[test]
fn update_emits_change_only_when_the_value_changes() {
    let mut el = select(None);
    assert_eq!(
        el.update(json!("de")),
        vec![change(json!("de"), json!(null))]
    );
    assert_eq!(el.update(json!("de")), vec![]);
    assert_eq!(
        el.update(json!({"v": 1})),
        vec![change(json!({"v": 1}), json!("de"))]
    );
    assert_eq!(
        el.update(json!({"v": 1.0})),
        vec![],
        "1 and 1.0 are the same JSON number"
    );
    assert_eq!(el.value(), &json!({"v": 1}));
}

#[test]
fn equal_update_does_not_dirty() {
    let mut el = select(Some(json!("de")));
    el.update(json!("de"));
    assert!(!el.dirty());
    assert!(el.load(json!("de"), false).unwrap().is_empty());
    assert!(!el.dirty());
}

#[test]
fn load_emits_change_with_new_and_old_values() {
    let mut el = select(Some(json!(1)));
    assert_eq!(
        el.load(json!(2), false).unwrap(),
        vec![change(json!(2), json!(1))]
    );
    assert_eq!(
        el.load(json!(2), true).unwrap(),
        vec![],
        "no formatLoad: format changes nothing"
    );
    assert!(el.dirty());
    assert_eq!(el.value(), &json!(2));
}

#[test]
fn empty_covers_null_blank_and_empty_containers_but_not_zero() {
    let mut el = select(None);
    for (v, empty) in [
        (json!(null), true),
        (json!(""), true),
        (json!([]), true),
        (json!({}), true),
        (json!(0), false),
        (json!(false), false),
        (json!("x"), false),
    ] {
        el.update(v.clone());
        assert_eq!(el.empty(), empty, "{v}");
    }
}

#[test]
fn path_and_data_path_join_the_parent() {
    let el = ElementState::new(ElementSetup::new("city").with_parent_path("address"), None);
    assert_eq!(el.name(), "city");
    assert_eq!(el.path(), "address.city");
    assert_eq!(el.data_path(), "address.city");
    assert_eq!(el.data(), json!({"city": null}));
    let top = select(None);
    assert_eq!(top.path(), "country");
}
