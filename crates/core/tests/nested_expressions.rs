//! Expressions over list items (`SUM(lines.*.qty)`): a static's total and a text's computed
//! value follow the items as they change, are added and are removed (issue #33's order form).

#![cfg(all(
    feature = "list",
    feature = "static",
    feature = "text",
    feature = "expressions"
))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

fn order() -> FormState {
    let schema = FormSchema::from_value(&json!({
        "lines": {"type": "list", "initial": 1, "object": {"schema": {
            "qty": {"type": "text", "inputType": "number", "forceNumbers": true, "default": 1}
        }}},
        "total": {"type": "static", "expressions": true, "content": "Items: {SUM(lines.*.qty)}"},
        "count": {"type": "hidden", "expression": "{SUM(lines.*.qty)}"}
    }))
    .unwrap();
    FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap()
}

#[test]
fn a_total_over_list_items_follows_changes_adds_and_removes() {
    let mut form = order();
    assert_eq!(form.static_content("total").unwrap(), "Items: 1");
    assert_eq!(form.data()["count"], json!("1"));

    let outcome = form.set_value("lines.0.qty", json!("4")).unwrap();
    assert!(outcome.changed.contains("total"), "{:?}", outcome.changed);
    assert_eq!(form.static_content("total").unwrap(), "Items: 4");
    assert_eq!(form.data()["count"], json!("4"));

    let outcome = form.list_add("lines", Some(json!({"qty": 3}))).unwrap();
    assert!(outcome.changed.contains("total"), "{:?}", outcome.changed);
    assert_eq!(form.static_content("total").unwrap(), "Items: 7");
    assert_eq!(form.data()["count"], json!("7"));

    let outcome = form.list_remove("lines", 0).unwrap();
    assert!(outcome.changed.contains("total"), "{:?}", outcome.changed);
    assert_eq!(form.static_content("total").unwrap(), "Items: 3");
    assert_eq!(form.data()["count"], json!("3"));
}

/// `SUM(lines.*.qty)` reads the items' data: a `forceNumbers` item typed `1,5` counts as
/// `1.5`, as in the reference's `availableData` (audit 16A #1).
#[test]
fn a_total_reads_forced_numbers_of_the_items() {
    let mut form = order();
    form.set_value("lines.0.qty", json!("1,5")).unwrap();
    form.list_add("lines", Some(json!({"qty": "02"}))).unwrap();
    assert_eq!(form.static_content("total").unwrap(), "Items: 3.5");
    assert_eq!(form.data()["count"], json!("3.5"));
}
