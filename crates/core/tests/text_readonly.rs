//! `readonly` on the four text kinds (issue 31) in the forms `disabled` takes: a boolean,
//! conditions that must all hold, a Rust function, `{"value": bool}`; decided by the form.

#![cfg(all(
    feature = "text",
    feature = "textarea",
    feature = "checkbox",
    feature = "conditions"
))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{FormSchema, Functions};

fn error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

fn form_with(schema: Value, functions: &Functions) -> Result<FormState, String> {
    let schema = FormSchema::from_value(&schema).unwrap();
    FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        functions,
    )
    .map_err(|e| e.to_string())
}

#[test]
fn a_boolean_and_a_value_object() {
    let form = form_with(
        json!({
            "a": {"type": "text", "readonly": true},
            "b": {"type": "textarea", "readonly": {"value": true}},
            "c": {"type": "t-text", "readonly": {"value": false}},
            "d": {"type": "t-textarea"},
            "e": {"type": "text", "readonly": null},
        }),
        &Functions::new(),
    )
    .unwrap();
    let readonly: Vec<bool> = ["a", "b", "c", "d", "e"]
        .iter()
        .map(|p| form.is_readonly(p))
        .collect();
    assert_eq!(readonly, [true, true, false, false, false]);
    assert!(!form.is_readonly("nowhere"));
}

#[test]
fn conditions_must_all_hold_and_the_view_follows() {
    let mut form = form_with(
        json!({
            "locked": {"type": "checkbox"},
            "role": {"type": "text"},
            "code": {"type": "text", "readonly": [["locked", true], ["role", "!=", "admin"]]},
        }),
        &Functions::new(),
    )
    .unwrap();
    assert!(!form.is_readonly("code"));
    let outcome = form.set_value("locked", json!(true)).unwrap();
    assert!(form.is_readonly("code"));
    assert!(outcome.changed.contains("code"), "{outcome:?}");
    form.set_value("role", json!("admin")).unwrap();
    assert!(!form.is_readonly("code"));
    // The value stays editable by the app: readonly is about the field.
    form.set_value("code", json!("X")).unwrap();
    assert_eq!(form.request_data()["code"], json!("X"));
}

#[test]
fn a_rust_function_by_name() {
    let mut functions = Functions::new();
    functions.condition("isLocked", |ctx| ctx.value("locked") == Some(json!(true)));
    let schema = json!({
        "locked": {"type": "checkbox"},
        "code": {"type": "text", "readonly": {"fn": "isLocked"}},
        "note": {"type": "textarea", "readonly": [{"fn": "isLocked"}]},
    });
    let mut form = form_with(schema.clone(), &functions).unwrap();
    assert!(!form.is_readonly("code") && !form.is_readonly("note"));
    let outcome = form.set_value("locked", json!(true)).unwrap();
    assert!(form.is_readonly("code") && form.is_readonly("note"));
    assert!(outcome.changed.contains("code"));
    // A name the form's functions lack fails when the form is built, at the option.
    assert_eq!(
        form_with(schema, &Functions::new()).unwrap_err(),
        "schema.code.readonly: no condition function \"isLocked\" registered"
    );
}

#[test]
fn bad_values_fail_with_the_path_and_the_reason() {
    assert_eq!(
        error(json!({"a": {"type": "text", "readonly": "yes"}})),
        "schema.a.readonly: expected a boolean, {\"value\": <boolean>}, an array of conditions or {\"fn\": \"<name>\"}, found a string"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "readonly": [["b", "~", 1]]}})),
        "schema.a.readonly[0][1]: unknown operator \"~\""
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "readonly": {"value": "on"}}})),
        "schema.a.readonly.value: expected a boolean, found a string"
    );
    // Hidden has no `readonly` (the reference: only the four text elements).
    assert!(
        error(json!({"a": {"type": "hidden", "readonly": true}}))
            .starts_with("schema.a.readonly: ")
    );
}

#[test]
fn the_schema_writes_it_back() {
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "text", "readonly": [["b", 1]]},
        "b": {"type": "text", "readonly": {"value": true}},
    }))
    .unwrap();
    assert_eq!(
        schema.get("a").unwrap().to_value()["readonly"],
        json!([["b", 1]])
    );
    assert_eq!(schema.get("b").unwrap().to_value()["readonly"], json!(true));
}
