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
use yewform_core::form::{ElementAction, FormError, FormState};
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

/// Issue 29 item 12: a conditional rule whose condition names a function.
fn rule_schema(rules: Value) -> FormSchema {
    FormSchema::from_value(&json!({
        "age": {"type": "select", "items": [16, 18, 21]},
        "name": {"type": "select", "items": ["Ann"], "rules": rules},
    }))
    .unwrap()
}

fn build_with(schema: &FormSchema, functions: &Functions) -> Result<FormState, FormError> {
    FormState::from_schema_with(
        schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        functions,
    )
}

#[test]
fn a_registered_condition_function_decides_a_conditional_rule() {
    let schema = rule_schema(json!([{"required": [{"fn": "isAdult"}]}]));
    let mut form = build_with(&schema, &functions()).unwrap();
    form.set_value("age", json!(21)).unwrap();
    form.validate_all();
    assert!(form.invalid("name"), "required applies to an adult");
    assert!(form.is_required("name"));
    form.set_value("age", json!(16)).unwrap();
    form.validate_all();
    assert!(!form.invalid("name"), "required does not apply to a minor");
    assert!(!form.is_required("name"));

    // Beside other conditions (all must hold), and with the function not first.
    let schema = rule_schema(json!([{"required": [["age", "!=", 18], {"fn": "isAdult"}]}]));
    let mut form = build_with(&schema, &functions()).unwrap();
    form.set_value("age", json!(21)).unwrap();
    form.validate_all();
    assert!(form.invalid("name"));
    form.set_value("age", json!(18)).unwrap();
    form.validate_all();
    assert!(!form.invalid("name"));
}

#[test]
fn an_unregistered_rule_condition_function_is_a_schema_error_with_its_path() {
    // Read without functions (they may be registered later), checked when the form is built.
    let schema = rule_schema(json!(["nullable", {"required": [["age", 18], {"fn": "isAdult"}]}]));
    let error = build_with(&schema, &Functions::new()).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.name.rules[1].required[1]: no condition function "isAdult" registered"#
    );
    assert!(matches!(error, FormError::Schema(_)));
    // A rule of that name is not a condition function.
    let mut rules_only = Functions::new();
    rules_only.rule("isAdult", "no", |_| true);
    assert_eq!(
        build_with(&schema, &rules_only).unwrap_err().to_string(),
        r#"schema.name.rules[1].required[1]: no condition function "isAdult" registered"#
    );
    // Per language too.
    #[cfg(feature = "editor")]
    {
        let schema = FormSchema::from_value(&json!({
            "body": {"type": "t-editor", "rules": {"en": [{"required": [{"fn": "isAdult"}]}]}},
        }))
        .unwrap();
        assert_eq!(
            build_with(&schema, &Functions::new())
                .unwrap_err()
                .to_string(),
            r#"schema.body.rules.en[0].required[0]: no condition function "isAdult" registered"#
        );
    }
}

#[test]
fn a_bad_rule_condition_reference_is_a_schema_error_when_read() {
    let err = |rules: Value| {
        FormSchema::from_value(&json!({"name": {"type": "select", "rules": rules}}))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err(json!([{"required": [{"fn": ""}]}])),
        "schema.name.rules[0].required[0].fn: expected the name of a function registered in Rust, found an empty string"
    );
    assert_eq!(
        err(json!([{"required": [["a", "x"], {"fn": 3}]}])),
        r#"schema.name.rules[0].required[1]: expected {"fn": "<name>"} naming a function registered in Rust, found an object"#
    );
}

#[test]
fn a_function_name_never_names_a_built_in_rule() {
    // `{"fn": name}` names a function registered in Rust; `required` is a built-in rule.
    let schema = rule_schema(json!([{"fn": "required"}]));
    assert_eq!(
        build_with(&schema, &Functions::new())
            .unwrap_err()
            .to_string(),
        r#"schema.name.rules[0]: no rule "required" registered"#
    );
    // Nor a condition function: a conditional rule's `{"fn": "required"}` is not the rule.
    let schema = rule_schema(json!([{"required": [{"fn": "required"}]}]));
    assert_eq!(
        build_with(&schema, &Functions::new())
            .unwrap_err()
            .to_string(),
        r#"schema.name.rules[0].required[0]: no condition function "required" registered"#
    );
    // A rule the app registers under a built-in's name is its own.
    let mut functions = Functions::new();
    functions.rule("required", "Mine.", |v| v == &json!("Ann"));
    let schema = rule_schema(json!([{"fn": "required"}]));
    let mut form = build_with(&schema, &functions).unwrap();
    form.set_value("name", json!("Bob")).unwrap();
    form.validate_all();
    assert_eq!(form.errors("name"), vec!["Mine.".to_string()]);
}

#[test]
fn set_rules_resolves_rule_condition_functions() {
    let schema = rule_schema(Value::Null);
    let mut form = build_with(&schema, &functions()).unwrap();
    form.set_rules("name", json!([{"required": [{"fn": "isAdult"}]}]))
        .unwrap();
    form.apply("name", ElementAction::ReinitValidation).unwrap();
    form.set_value("age", json!(21)).unwrap();
    form.validate_all();
    assert!(form.invalid("name"));
    form.set_value("age", json!(16)).unwrap();
    form.validate_all();
    assert!(!form.invalid("name"));

    let error = form
        .set_rules("name", json!([{"required": [{"fn": "isChild"}]}]))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.name.rules[0].required[0]: no condition function "isChild" registered"#
    );
    let error = form
        .set_rules("name", json!([{"fn": "required"}]))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.name.rules[0]: no rule "required" registered"#
    );
}

/// Issue 29 item 11: a typo in a `{"fn"}` name gets the same "did you mean" as an option
/// typo, naming a function registered for that use.
#[test]
fn a_misspelt_function_name_suggests_the_registered_one() {
    let schema = FormSchema::from_value(&json!({
        "age": {"type": "select", "items": [16, 18], "formatLoad": {"fn": "fromTxt"}},
        "name": {"type": "select", "items": {"fn": "name"}},
    }))
    .unwrap();
    let error = build_with(&schema, &functions()).unwrap_err().to_string();
    assert_eq!(
        error,
        r#"schema.age.formatLoad: no formatLoad function "fromTxt" registered (did you mean "fromText"?)"#
    );
    let schema = FormSchema::from_value(&json!({
        "name": {"type": "select", "items": {"fn": "name"}},
    }))
    .unwrap();
    let error = build_with(&schema, &functions()).unwrap_err().to_string();
    assert!(
        error.ends_with(r#"(did you mean "names"?)"#),
        "an items function: {error}"
    );
    let error = build_with(&rule_schema(json!([{"fn": "evem"}])), &functions())
        .unwrap_err()
        .to_string();
    assert!(
        error.ends_with(r#"(did you mean "even"?)"#),
        "a rule: {error}"
    );
    // Nothing close: no suggestion; a name registered for another use is not suggested.
    let error = build_with(&rule_schema(json!([{"fn": "isAdult"}])), &functions())
        .unwrap_err()
        .to_string();
    assert!(!error.contains("did you mean"), "{error}");
}

/// `disabled: [{"fn": …}, …]`, a conditions list naming a condition function (audit 29-A
/// F2): the reader accepts it, so the form runs it as a `conditions` entry, AND with the
/// list's other entries; an unregistered name is an error at its schema path.
#[test]
fn a_disabled_list_entry_names_a_condition_function() {
    let value = json!({
        "age": {"type": "select", "items": [16, 20]},
        "ok": {"type": "select", "items": ["y", "n"]},
        "a": {"type": "select", "disabled": [{"fn": "adult"}, ["ok", "y"]]},
    });
    let mut functions = Functions::new();
    functions.condition("adult", |ctx| ctx.value("age") == Some(json!(20)));
    let schema = FormSchema::from_value_with(&value, functions.registries()).unwrap();
    assert!(FormSchema::from_value(&value).is_ok());
    let mut form = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &functions,
    )
    .unwrap();
    assert!(!form.is_disabled("a"));
    form.set_value("age", json!(20)).unwrap();
    assert!(!form.is_disabled("a"));
    let outcome = form.set_value("ok", json!("y")).unwrap();
    assert!(form.is_disabled("a"));
    assert!(outcome.changed.contains("a"));
    form.set_value("age", json!(16)).unwrap();
    assert!(!form.is_disabled("a"));

    // Not registered: the build names the entry's schema path.
    let error = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &Functions::new(),
    )
    .err()
    .unwrap()
    .to_string();
    assert_eq!(
        error,
        r#"schema.a.disabled[0]: no condition function "adult" registered"#
    );
}
