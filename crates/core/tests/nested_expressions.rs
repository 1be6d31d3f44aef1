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

// Audit 15A #1: variables come from the reference's `availableData`, so a `*` path (and a
// path into a value) leaves out what is unavailable: a hidden item field, a hidden list.

fn discounts() -> FormState {
    let schema = FormSchema::from_value(&json!({
        "lines": {"type": "list", "initial": 2, "conditions": [["mode", "!=", "off"]],
          "object": {"schema": {
            "type": {"type": "text", "default": "discount"},
            "discount": {"type": "text", "inputType": "number", "forceNumbers": true,
                         "conditions": [["lines.*.type", "discount"]]}
        }}},
        "mode": {"type": "text"},
        "summary": {"type": "static", "expressions": true,
                    "content": "{SUM(lines.*.discount)} in {COUNT(lines.*.discount)}"},
        "total": {"type": "hidden", "expression": "{SUM(lines.*.discount)}"},
        "flag": {"type": "text", "conditions": ["COUNT(lines.*.discount) > 1"]}
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
fn a_wildcard_sum_leaves_out_an_item_field_that_is_unavailable() {
    let mut form = discounts();
    form.set_value("lines.0.discount", json!(10)).unwrap();
    form.set_value("lines.1.discount", json!(5)).unwrap();
    assert_eq!(form.data()["total"], json!("15"));
    assert_eq!(form.static_content("summary").unwrap(), "15 in 2");
    assert!(form.el("flag").unwrap().available());

    // Line 0 is no longer a discount: its field hides and drops out of the total.
    form.set_value("lines.0.type", json!("product")).unwrap();
    assert!(!form.el("lines.0.discount").unwrap().available());
    assert_eq!(form.data()["total"], json!("5"));
    assert_eq!(form.request_data()["total"], json!("5"));
    assert_eq!(form.static_content("summary").unwrap(), "5 in 1");
    assert!(
        !form.el("flag").unwrap().available(),
        "COUNT reads only the available field"
    );

    // And back.
    form.set_value("lines.0.type", json!("discount")).unwrap();
    assert_eq!(form.data()["total"], json!("15"));
    assert!(form.el("flag").unwrap().available());
}

#[test]
fn a_wildcard_sum_over_an_unavailable_list_is_zero() {
    let mut form = discounts();
    form.set_value("lines.0.discount", json!(10)).unwrap();
    assert_eq!(form.data()["total"], json!("10"));
    form.set_value("mode", json!("off")).unwrap();
    assert!(!form.el("lines").unwrap().available());
    assert_eq!(form.data()["total"], json!("0"));
    assert_eq!(form.request_data()["total"], json!("0"));
    assert_eq!(form.static_content("summary").unwrap(), "0 in 0");
}

#[cfg(feature = "tags")]
#[test]
fn a_path_into_an_unavailable_value_reads_as_empty() {
    let schema = FormSchema::from_value(&json!({
        "show": {"type": "text", "default": "yes"},
        "tags": {"type": "tags", "items": ["a", "b"], "default": ["b"],
                 "conditions": [["show", "yes"]]},
        "first": {"type": "static", "expressions": true, "content": "[{tags.0}]"},
        "copy": {"type": "hidden", "expression": "{tags.0}"}
    }))
    .unwrap();
    let mut form = FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap();
    assert_eq!(form.static_content("first").unwrap(), "[b]");
    assert_eq!(form.data()["copy"], json!("b"));
    form.set_value("show", json!("no")).unwrap();
    assert_eq!(form.static_content("first").unwrap(), "[]");
    assert_eq!(form.data()["copy"], json!(""));
}
