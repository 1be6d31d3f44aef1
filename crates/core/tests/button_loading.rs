//! A button's `loading` as a Rust function (issue 31, the reference's `loading(form$, el$)`):
//! read from `{"fn": "<name>"}`, checked when the form is built, decided by the form.

#![cfg(all(feature = "button", feature = "checkbox"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{ElementSchema, FormSchema, FunctionKind, Functions};

fn schema() -> FormSchema {
    FormSchema::from_value(&json!({
        "busy": {"type": "checkbox"},
        "go": {"type": "button", "buttonLabel": "Go", "submits": true, "loading": {"fn": "isBusy"}},
        "plain": {"type": "button", "loading": true},
    }))
    .unwrap()
}

#[test]
fn the_function_decides_and_the_button_re_renders() {
    let mut functions = Functions::new();
    functions.condition("isBusy", |ctx| ctx.value("busy") == Some(json!(true)));
    let mut form = FormState::from_schema_with(
        &schema(),
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &functions,
    )
    .unwrap();
    assert_eq!(form.button_loading("go"), Some(false));
    let outcome = form.set_value("busy", json!(true)).unwrap();
    assert_eq!(form.button_loading("go"), Some(true));
    assert!(form.is_loading("go"), "is_loading answers the function");
    assert!(outcome.changed.contains("go"));
    // Without a function the boolean (and the submit) decide: no answer here.
    assert_eq!(form.button_loading("plain"), None);
    assert_eq!(form.button_loading("busy"), None);
}

#[test]
fn the_name_is_checked_and_written_back() {
    let error = FormState::from_schema_with(
        &schema(),
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &Functions::new(),
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "schema.go.loading: no condition function \"isBusy\" registered"
    );
    let schema = schema();
    let Some(ElementSchema::Button(go)) = schema.get("go") else {
        panic!()
    };
    assert_eq!(go.loading_fn.as_deref(), Some("isBusy"));
    assert_eq!(
        schema.get("go").unwrap().to_value()["loading"],
        json!({"fn": "isBusy"})
    );
    let refs = schema.get("go").unwrap().function_refs("schema.go");
    assert!(
        refs.iter()
            .any(|r| r.kind == FunctionKind::Condition && r.path == "schema.go.loading")
    );
    let bad = FormSchema::from_value(&json!({"b": {"type": "button", "loading": {"fn": ""}}}));
    assert_eq!(
        bad.unwrap_err().to_string(),
        "schema.b.loading.fn: expected the name of a function registered in Rust, found an empty string"
    );
}
