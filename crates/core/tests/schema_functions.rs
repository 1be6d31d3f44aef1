//! A schema naming Rust functions (`{"fn": "<name>"}`): each one is resolved when the form
//! is built and observed working; an unregistered name is an error with its path.
//!
//! Its schema names a `disabled` and a condition function: it needs the `conditions` feature
//! (without it those are schema errors naming the feature, tests/features.rs).
#![cfg(feature = "conditions")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormError, FormState};
use yewform_core::schema::{FormSchema, FunctionKind, Functions};

fn schema() -> FormSchema {
    FormSchema::from_value(&json!({
        "age": {"type": "select", "items": [16, 18, 20, 21], "rules": ["required", {"fn": "even"}],
                "formatLoad": {"fn": "fromText"}},
        "name": {"type": "select", "items": {"fn": "names"}, "allowAbsent": true,
                 "formatData": {"fn": "trim"}, "disabled": {"fn": "locked"}},
        "drink": {"type": "select", "items": ["beer", "tea"], "conditions": [{"fn": "isAdult"}]},
    }))
    .unwrap()
}

fn functions() -> Functions {
    let mut f = Functions::new();
    f.rule("even", "The :attribute must be even.", |v| {
        v.as_i64().is_some_and(|n| n % 2 == 0)
    })
    .format_load("fromText", |v| match v {
        Value::String(s) => s.parse::<i64>().map(Value::from).unwrap_or(Value::Null),
        other => other.clone(),
    })
    .format_data(
        "trim",
        |name, v| json!({ name: v.as_str().unwrap_or_default().trim() }),
    )
    .disabled("locked", |ctx| ctx.value("age") == Some(json!(20)))
    .condition("isAdult", |ctx| {
        ctx.value("age")
            .and_then(|v| v.as_i64())
            .is_some_and(|n| n >= 18)
    })
    .declare(FunctionKind::Items, "names");
    f
}

fn build(functions: &Functions) -> Result<FormState, FormError> {
    FormState::from_schema_with(
        &schema(),
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        functions,
    )
}

#[test]
fn every_named_function_works() {
    let mut form = build(&functions()).unwrap();
    // formatLoad turns the loaded text into a number.
    form.load(&json!({"age": "16"}), true).unwrap();
    assert_eq!(form.el("age").unwrap().value(), &json!(16));
    // The condition function hides `drink` until age >= 18.
    assert_eq!(form.is_available("drink"), Some(false));
    form.set_value("age", json!(21)).unwrap();
    assert_eq!(form.is_available("drink"), Some(true));
    // The custom rule fails for an odd age, with its message.
    form.validate_all();
    assert_eq!(
        form.errors("age"),
        vec!["The Age must be even.".to_string()]
    );
    form.set_value("age", json!(20)).unwrap();
    form.validate_all();
    assert!(form.errors("age").is_empty());
    // The disabled function follows the data.
    assert!(form.is_disabled("name"));
    form.set_value("age", json!(18)).unwrap();
    assert!(!form.is_disabled("name"));
    // formatData trims the request data.
    form.set_value("name", json!("  Ann ")).unwrap();
    assert_eq!(form.request_data()["name"], json!("Ann"));
}

#[test]
fn an_unregistered_name_fails_the_build_with_its_path() {
    let mut functions = functions();
    let mut missing = Functions::new();
    missing.declare(FunctionKind::Items, "names");
    let error = build(&missing).unwrap_err();
    // The first name missing, in option order: `formatLoad` comes before `rules`.
    assert_eq!(
        error.to_string(),
        r#"schema.age.formatLoad: no formatLoad function "fromText" registered"#
    );
    missing.format_load("fromText", Value::clone);
    let error = build(&missing).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.age.rules[1]: no rule "even" registered"#
    );
    assert!(matches!(error, FormError::Schema(ref e) if e.path == "schema.age.rules[1]"));

    let schema = FormSchema::from_value(&json!({
        "country": {"type": "select", "items": {"fn": "countries"}}
    }))
    .unwrap();
    let error = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &functions,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.country.items: no items function "countries" registered"#
    );
    functions.declare(FunctionKind::Items, "countries");
    assert!(
        FormState::from_schema_with(
            &schema,
            &FormConfig::default(),
            &json!({}),
            Date::EPOCH,
            &functions
        )
        .is_ok()
    );
}

#[test]
fn functions_named_in_rust_after_parsing_work_like_json_ones() {
    let mut schema = FormSchema::from_value(&json!({
        "age": {"type": "select", "items": [16, 18, 21], "rules": "required"},
        "name": {"type": "select", "items": ["x"], "allowAbsent": true},
    }))
    .unwrap();
    schema.element_mut("age").unwrap().add_rule_fn("even");
    let name = schema.element_mut("name").unwrap();
    assert!(name.set_items_fn("names"));
    assert!(!name.set_upload_fn("s3"), "a select has no upload function");
    name.set_format_data("trim").set_disabled_fn("locked");
    let mut form = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &functions(),
    )
    .unwrap();
    form.set_value("age", json!(21)).unwrap();
    form.validate_all();
    assert_eq!(
        form.errors("age"),
        vec!["The Age must be even.".to_string()]
    );
    form.set_value("age", json!(20)).unwrap();
    assert!(form.is_disabled("name"));
    form.set_value("name", json!(" Bo ")).unwrap();
    assert_eq!(form.request_data()["name"], json!("Bo"));
}
