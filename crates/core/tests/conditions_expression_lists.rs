//! A list of expression strings means AND wherever it is written (audit 30-I F1): in an
//! element's `conditions` and as a conditional rule's conditions alike; a nested list that
//! starts with an expression (which the reference reads as a `[path, value]` pair) is a
//! schema error saying how to write AND and OR, never a silent OR group.
#![cfg(all(
    feature = "conditions",
    feature = "expressions",
    feature = "rules",
    feature = "text"
))]
#![allow(clippy::unwrap_used)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{FormSchema, SchemaError};

fn form(f: Value) -> FormState {
    let mut schema = json!({"a": {"type": "text"}, "b": {"type": "text"}, "o": {"type": "text"}});
    schema.as_object_mut().unwrap().insert("f".into(), f);
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 15).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn schema_err(f: Value) -> SchemaError {
    FormSchema::from_value(&json!({"a": {"type": "text"}, "b": {"type": "text"}, "f": f}))
        .unwrap_err()
}

/// The errors of an empty `f` once `a` and `b` hold the given values.
fn errors_of_empty_f(rules: Value, a: i64, b: i64) -> Vec<String> {
    let mut form = form(json!({"type": "text", "rules": rules}));
    form.set_value("a", json!(a)).unwrap();
    form.set_value("b", json!(b)).unwrap();
    form.validate_all();
    form.errors("f")
}

#[test]
fn a_rule_list_of_expressions_is_and_as_in_conditions() {
    let rules = json!(["required", {"nullable": ["a == 1", "b == 2"]}]);
    // Only one of the two holds: `nullable` does not apply, the empty field is required.
    assert_eq!(
        errors_of_empty_f(rules.clone(), 1, 0),
        vec!["The F field is required.".to_owned()]
    );
    assert_eq!(
        errors_of_empty_f(rules.clone(), 0, 2),
        vec!["The F field is required.".to_owned()]
    );
    // Both hold: `nullable` applies.
    assert_eq!(errors_of_empty_f(rules, 1, 2), Vec::<String>::new());

    let rules = json!([{"required": ["a == 1", "b == 2"]}]);
    assert_eq!(errors_of_empty_f(rules.clone(), 0, 2), Vec::<String>::new());
    assert_eq!(errors_of_empty_f(rules.clone(), 1, 0), Vec::<String>::new());
    assert_eq!(
        errors_of_empty_f(rules, 1, 2),
        vec!["The F field is required.".to_owned()]
    );

    // Three expressions, and an expression followed by a condition array: AND too.
    let rules = json!([{"required": ["a == 1", "b == 2", "a < 5"]}]);
    assert_eq!(errors_of_empty_f(rules, 0, 2), Vec::<String>::new());
    let rules = json!([{"required": ["a == 1", ["b", 2]]}]);
    assert_eq!(errors_of_empty_f(rules.clone(), 0, 2), Vec::<String>::new());
    assert_eq!(
        errors_of_empty_f(rules, 1, 2),
        vec!["The F field is required.".to_owned()]
    );
}

#[test]
fn one_expression_and_path_pairs_keep_their_meaning() {
    let rules = json!([{"required": ["a == 1"]}]);
    assert_eq!(errors_of_empty_f(rules.clone(), 0, 0), Vec::<String>::new());
    assert_eq!(
        errors_of_empty_f(rules, 1, 0),
        vec!["The F field is required.".to_owned()]
    );
    // `[path, value]`, as the reference.
    let rules = json!([{"required": ["a", 1]}]);
    assert_eq!(errors_of_empty_f(rules.clone(), 0, 0), Vec::<String>::new());
    assert_eq!(
        errors_of_empty_f(rules, 1, 0),
        vec!["The F field is required.".to_owned()]
    );
}

#[test]
fn an_or_group_of_expressions_is_written_as_one_item_lists() {
    for (conditions, rule) in [
        (
            json!([[["o < 1"], ["o > 8"]]]),
            json!([{"required": [[["o < 1"], ["o > 8"]]]}]),
        ),
        (
            json!([[["o < 1"], "o > 8"]]),
            json!([{"required": [[["o < 1"], "o > 8"]]}]),
        ),
    ] {
        let mut form = form(json!({"type": "text", "conditions": conditions, "rules": rule}));
        for (o, available) in [(0, true), (5, false), (9, true)] {
            form.set_value("o", json!(o)).unwrap();
            assert_eq!(form.is_available("f"), Some(available), "o = {o}");
        }
    }
    // The rule alone (the field always available).
    let rules = json!([{"required": [[["a < 1"], ["a > 8"]]]}]);
    assert_eq!(
        errors_of_empty_f(rules.clone(), 0, 0),
        vec!["The F field is required.".to_owned()]
    );
    assert_eq!(errors_of_empty_f(rules.clone(), 5, 0), Vec::<String>::new());
    assert_eq!(
        errors_of_empty_f(rules, 9, 0),
        vec!["The F field is required.".to_owned()]
    );
}

#[test]
fn a_nested_list_starting_with_an_expression_is_refused() {
    let e = schema_err(json!({"type": "text", "conditions": [["a > 1", "a < 5"]]}));
    assert_eq!(e.path, "schema.f.conditions[0]");
    assert!(
        e.reason.contains(r#"[["a > 1"], ["a < 5"]]"#) && e.reason.contains("AND"),
        "{}",
        e.reason
    );
    let e = schema_err(json!({"type": "text", "conditions": [["a > 1", ["b", 2]]]}));
    assert_eq!(e.path, "schema.f.conditions[0]");

    // Inside an OR group.
    let e = schema_err(json!({"type": "text", "conditions": [[["b", 1], ["a > 1", "a < 5"]]]}));
    assert_eq!(e.path, "schema.f.conditions[0][1]");

    // In a conditional rule, and in `disabled`.
    let e = schema_err(json!({"type": "text", "rules": [{"required": [["a > 1", "b < 5"]]}]}));
    assert_eq!(e.path, "schema.f.rules[0].required[0]");
    assert!(e.reason.contains("OR"), "{}", e.reason);
    let e = schema_err(json!({"type": "text", "disabled": [["a > 1", "b < 5"]]}));
    assert_eq!(e.path, "schema.f.disabled[0]");
}
