//! Conditions and expressions that follow what they read across inline elements leaving the
//! page, list items moving, group options changing and group values (audit 27C).
#![cfg(all(
    feature = "conditions",
    feature = "expressions",
    feature = "text",
    feature = "hidden",
    feature = "static",
    feature = "object",
    feature = "group",
    feature = "list"
))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{ElementSchema, FormSchema};

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn entry(value: Value) -> ElementSchema {
    ElementSchema::from_owned("x", value).unwrap()
}

/// F1: an inline element that leaves the page no longer satisfies conditions reading it,
/// expressions reading it read nothing, and what reads it re-renders; back, all return.
#[test]
fn a_detached_element_counts_as_absent_for_conditions_and_expressions() {
    let mut f = form(json!({}));
    f.add_schema_element("x", entry(json!({"type": "select"})))
        .unwrap();
    f.add_schema_element(
        "y",
        entry(json!({"type": "select", "rules": "required", "conditions": [["x", "a"]]})),
    )
    .unwrap();
    f.add_schema_element("t", entry(json!({"type": "text", "expression": "{x}"})))
        .unwrap();
    f.add_schema_element(
        "v",
        entry(json!({"type": "select", "conditions": [["x", "not_empty"]]})),
    )
    .unwrap();
    f.set_value("x", json!("a")).unwrap();
    assert_eq!(f.is_available("y"), Some(true));
    assert_eq!(f.is_available("v"), Some(true));
    assert_eq!(f.el("t").unwrap().value(), &json!("a"));

    let out = f.detach("x", true);
    assert_eq!(f.is_available("y"), Some(false));
    assert_eq!(
        f.is_available("v"),
        Some(false),
        "an absent element is not not_empty"
    );
    assert!(f.request_data().get("y").is_none(), "{}", f.request_data());
    assert_eq!(f.el("t").unwrap().value(), &json!(""));
    assert!(out.changed.contains("y"), "{out:?}");
    assert!(out.changed.contains("t"), "{out:?}");
    f.validate_all();
    assert!(
        !f.form_invalid(),
        "the hidden required field does not block"
    );

    let out = f.detach("x", false);
    assert_eq!(f.is_available("y"), Some(true));
    assert_eq!(f.is_available("v"), Some(true));
    assert_eq!(f.el("t").unwrap().value(), &json!("a"));
    assert!(out.changed.contains("y"), "{out:?}");
    assert_eq!(f.request_data()["y"], Value::Null);
}

fn lines() -> FormState {
    form(json!({
        "lines": {"type": "list", "object": {"schema": {
            "qty": {"type": "text"},
            "price": {"type": "text"},
            "total": {"type": "hidden", "expression": "{lines.*.qty * lines.*.price}"},
            "pcs": {"type": "static", "expressions": true, "content": "{lines.*.qty} pcs"},
            "note": {"type": "text", "readonly": [["lines.*.qty", "0"]]}
        }}}
    }))
}

fn load_two(f: &mut FormState) {
    f.load(
        &json!({"lines": [{"qty": "1", "price": "10"}, {"qty": "2", "price": "10"}]}),
        false,
    )
    .unwrap();
    assert_eq!(f.data()["lines"][1]["total"], json!("20"));
}

/// F2: after a list item is removed or moved, a computed field follows its own item.
#[test]
fn a_computed_field_in_an_item_follows_its_item_after_remove_and_move() {
    let mut f = lines();
    load_two(&mut f);
    f.list_remove("lines", 0).unwrap();
    let out = f.set_value("lines.0.qty", json!("5")).unwrap();
    assert_eq!(f.data()["lines"][0]["total"], json!("50"));
    assert!(out.changed.contains("lines.0.pcs"), "{out:?}");
    assert!(out.changed.contains("lines.0.note"), "{out:?}");

    let mut f = lines();
    load_two(&mut f);
    f.list_move("lines", 1, 0).unwrap();
    let out = f.set_value("lines.0.qty", json!("3")).unwrap();
    assert_eq!(f.data()["lines"][0]["total"], json!("30"));
    assert_eq!(f.data()["lines"][1]["total"], json!("10"));
    assert!(out.changed.contains("lines.0.pcs"), "{out:?}");
    assert!(!out.changed.contains("lines.1.pcs"), "{out:?}");
}

fn group_form() -> FormState {
    form(json!({
        "k": {"type": "select"},
        "k2": {"type": "select"},
        "g": {"type": "group", "schema": {
            "x": {"type": "select", "rules": "required"},
            "inner": {"type": "group", "schema": {"z": {"type": "select"}}}
        }}
    }))
}

/// F3 (a): new conditions on a group hold for its children (and its groups' children).
#[test]
fn updating_a_groups_conditions_reaches_its_children() {
    let mut f = group_form();
    let mut v = f.schema_entry("g").unwrap().to_value();
    v["conditions"] = json!([["k", "show"]]);
    f.update_schema_element("g", entry(v)).unwrap();
    assert_eq!(f.is_available("g"), Some(false));
    assert_eq!(f.is_available("x"), Some(false));
    assert_eq!(f.is_available("z"), Some(false));
    assert!(f.request_data().get("x").is_none(), "{}", f.request_data());
    f.validate_all();
    assert!(!f.form_invalid());
    f.set_value("k", json!("show")).unwrap();
    assert_eq!(f.is_available("x"), Some(true));
    assert_eq!(f.is_available("z"), Some(true));

    // Conditions taken off again: the children follow.
    f.set_value("k", json!("hide")).unwrap();
    let mut v = f.schema_entry("g").unwrap().to_value();
    v.as_object_mut().unwrap().remove("conditions");
    f.update_schema_element("g", entry(v)).unwrap();
    assert_eq!(f.is_available("x"), Some(true));
    assert_eq!(f.is_available("z"), Some(true));
}

/// F3 (b): a group child given its own conditions keeps its group's.
#[test]
fn updating_a_group_childs_conditions_keeps_the_groups() {
    let mut f = form(json!({
        "k": {"type": "select"},
        "k2": {"type": "select", "default": "1"},
        "g": {"type": "group", "conditions": [["k", "show"]], "schema": {
            "x": {"type": "select"}
        }}
    }));
    assert_eq!(f.is_available("x"), Some(false));
    f.update_schema_element(
        "x",
        entry(json!({"type": "select", "conditions": [["k2", "1"]]})),
    )
    .unwrap();
    assert_eq!(f.is_available("x"), Some(false));
    f.set_value("k", json!("show")).unwrap();
    assert_eq!(f.is_available("x"), Some(true));
    f.set_value("k2", json!("2")).unwrap();
    assert_eq!(f.is_available("x"), Some(false));
}

/// F5: a condition reading a group's own value follows its children, and a static whose
/// expression reads it re-renders.
#[test]
fn reading_a_groups_value_follows_its_children() {
    let mut f = form(json!({
        "names": {"type": "group", "schema": {
            "first": {"type": "text"},
            "last": {"type": "text"}
        }},
        "hint": {"type": "static", "content": "Hi Ann", "conditions": [["names", "==", {"first": "Ann", "last": null}]]},
        "echo": {"type": "static", "expressions": true, "content": "{names}"}
    }));
    assert_eq!(f.is_available("hint"), Some(false));
    let out = f.set_value("first", json!("Ann")).unwrap();
    assert_eq!(f.is_available("hint"), Some(true));
    assert!(out.changed.contains("hint"), "{out:?}");
    assert!(out.changed.contains("echo"), "{out:?}");
    assert!(
        !out.changed.contains("names"),
        "the group's view reads no value: {out:?}"
    );
}
