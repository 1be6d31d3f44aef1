//! `disabled: {"value": bool}` (the reference's ref-like value) is that boolean on every
//! element that takes `disabled`, as `readonly`'s (audit 30-G F3).
#![cfg(all(
    feature = "text",
    feature = "textarea",
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup",
    feature = "radiogroup",
    feature = "multiselect",
    feature = "tags",
    feature = "editor",
    feature = "button",
    feature = "hidden",
    feature = "static",
    feature = "object",
    feature = "group",
    feature = "list"
))]
#![allow(clippy::unwrap_used)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

fn form(schema: &Value) -> FormState {
    let schema = FormSchema::from_value(schema).unwrap_or_else(|e| panic!("{e}"));
    let today = Date::new(2024, 6, 15).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

const KINDS: [&str; 13] = [
    "text",
    "textarea",
    "select",
    "multiselect",
    "tags",
    "checkbox",
    "toggle",
    "radio",
    "checkboxgroup",
    "radiogroup",
    "t-editor",
    "button",
    "list",
];

#[test]
fn disabled_value_object_is_its_boolean_on_every_kind() {
    for kind in KINDS {
        for on in [true, false] {
            let mut entry = json!({"type": kind, "disabled": {"value": on}});
            if kind == "button" {
                entry["buttonLabel"] = json!("Go");
            }
            if kind == "list" {
                entry["element"] = json!({"type": "text"});
            }
            let form = form(&json!({ "x": entry }));
            assert_eq!(form.is_disabled("x"), on, "{kind} disabled {{value: {on}}}");
        }
    }
}

#[test]
fn disabled_value_object_needs_a_boolean() {
    let e = FormSchema::from_value(&json!({"x": {"type": "text", "disabled": {"value": "yes"}}}))
        .unwrap_err();
    assert_eq!(e.path, "schema.x.disabled.value");
}

#[test]
fn kinds_without_a_disabled_state_take_value_false() {
    for kind in ["hidden", "object", "group"] {
        let mut entry = json!({"type": kind, "disabled": {"value": false}});
        assert!(
            FormSchema::from_value(&json!({ "x": entry })).is_ok(),
            "{kind} disabled {{value: false}}"
        );
        entry["disabled"] = json!({"value": true});
        assert!(
            FormSchema::from_value(&json!({ "x": entry })).is_err(),
            "{kind}"
        );
    }
}
