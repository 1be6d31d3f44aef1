//! The availability engine: chains, fan-out, parents and children, circular conditions,
//! incremental re-evaluation, and AVAILABLE() in expressions.
#![cfg(feature = "conditions")] // the conditions engine
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use std::cell::Cell;
use std::rc::Rc;

use serde_json::{Value, json};
use yewform_core::conditions::{AvailabilityEngine, Conditions, DataContext, parse_conditions};
use yewform_core::expression::Date;

fn today() -> Date {
    Date::new(2024, 6, 15).unwrap()
}

fn conds(spec: Value) -> Conditions {
    parse_conditions(&spec).unwrap()
}

fn ctx(data: Value) -> DataContext {
    DataContext::new(data, today())
}

#[test]
fn chain_hides_transitively_in_one_call() {
    let mut engine = AvailabilityEngine::new();
    engine.register("a", Conditions::new());
    engine.register("b", conds(json!([["a", "not_empty"]])));
    engine.register("c", conds(json!([["b", "not_empty"]])));
    engine.register("d", conds(json!([["c", "x"]])));
    let mut data = ctx(json!({"a": "filled", "b": "also", "c": "x", "d": null}));
    assert_eq!(engine.recompute_all(&data), vec![]);
    assert_eq!(engine.is_available("d"), Some(true));

    data.set("a", json!(""));
    let changes = engine.value_changed("a", &data);
    assert_eq!(
        changes,
        vec![
            ("b".to_owned(), false),
            ("c".to_owned(), false),
            ("d".to_owned(), false)
        ]
    );
    assert_eq!(engine.is_available("c"), Some(false));

    data.set("a", json!("back"));
    assert_eq!(engine.value_changed("a", &data).len(), 3);
    assert_eq!(engine.is_available("d"), Some(true));
}

#[test]
fn recompute_all_reports_changes_and_registration_order() {
    let mut engine = AvailabilityEngine::new();
    // Registered before the element it depends on.
    engine.register("late", conds(json!([["early", "yes"]])));
    engine.register("early", conds(json!([["switch", true]])));
    engine.register("switch", Conditions::new());
    let data = ctx(json!({"switch": false, "early": "yes", "late": 1}));
    assert_eq!(
        engine.recompute_all(&data),
        vec![("late".to_owned(), false), ("early".to_owned(), false)]
    );
    assert_eq!(
        engine.recompute_all(&data),
        vec![],
        "nothing changed the second time"
    );
    assert_eq!(
        engine.snapshot(),
        vec![
            ("late".to_owned(), false),
            ("early".to_owned(), false),
            ("switch".to_owned(), true)
        ]
    );
}

#[test]
fn unavailable_parent_hides_children() {
    let mut engine = AvailabilityEngine::new();
    engine.register("has_address", Conditions::new());
    engine.register("address", conds(json!([["has_address", true]])));
    engine.register("address.city", Conditions::new());
    engine.register("address.zip", conds(json!([["address.city", "not_empty"]])));
    engine.register("delivery_note", conds(json!([["address.city", "Berlin"]])));
    let mut data = ctx(json!({
        "has_address": true,
        "address": {"city": "Berlin", "zip": "10115"},
        "delivery_note": ""
    }));
    engine.recompute_all(&data);
    assert_eq!(engine.is_available("address.zip"), Some(true));
    assert_eq!(engine.is_available("delivery_note"), Some(true));

    data.set("has_address", json!(false));
    let changes = engine.value_changed("has_address", &data);
    assert_eq!(
        changes,
        vec![
            ("address".to_owned(), false),
            ("address.city".to_owned(), false),
            ("address.zip".to_owned(), false),
            ("delivery_note".to_owned(), false),
        ]
    );
    // Unregistered paths below an unavailable element are unavailable too.
    assert_eq!(engine.is_available("address.street"), Some(false));
    assert_eq!(engine.is_available("elsewhere"), None);
}

#[test]
fn container_value_changes_reach_conditions_on_children_and_parents() {
    let mut engine = AvailabilityEngine::new();
    engine.register("address", Conditions::new());
    engine.register("a", conds(json!([["address.city", "Berlin"]])));
    engine.register("b", conds(json!([["address", "not_empty"]])));
    let mut data = ctx(json!({"address": {"city": "Paris"}}));
    engine.recompute_all(&data);
    assert_eq!(engine.is_available("a"), Some(false));
    data.set("address", json!({"city": "Berlin"}));
    // The change is reported at the child path; a condition on the container reacts too.
    assert_eq!(
        engine.value_changed("address.city", &data),
        vec![("a".to_owned(), true)]
    );
    data.set("address", json!({"city": ""}));
    assert_eq!(
        engine.value_changed("address.city", &data),
        vec![("a".to_owned(), false), ("b".to_owned(), false)]
    );
    data.set("address", json!({"city": "Berlin"}));
    // And a change reported at the container reaches conditions on its children.
    assert_eq!(
        engine.value_changed("address", &data),
        vec![("a".to_owned(), true), ("b".to_owned(), true)]
    );
}

#[test]
fn only_dependents_are_re_evaluated() {
    let calls = Rc::new(Cell::new(0));
    let mut engine = AvailabilityEngine::new();
    for i in 0..50 {
        let mut c = Conditions::new();
        let counter = calls.clone();
        c.push_fn_with_deps(vec![format!("field{i}")], move |_| {
            counter.set(counter.get() + 1);
            true
        });
        engine.register(format!("el{i}"), c);
    }
    let data = ctx(json!({}));
    engine.recompute_all(&data);
    assert_eq!(calls.get(), 50);
    calls.set(0);
    engine.value_changed("field7", &data);
    assert_eq!(calls.get(), 1, "one dependent, one evaluation");
    calls.set(0);
    engine.value_changed("unrelated", &data);
    assert_eq!(calls.get(), 0);

    // A function without declared dependencies runs on every change.
    let everything = Rc::new(Cell::new(0));
    let mut c = Conditions::new();
    let counter = everything.clone();
    c.push_fn(move |_| {
        counter.set(counter.get() + 1);
        true
    });
    engine.register("global", c);
    engine.value_changed("unrelated", &data);
    assert_eq!(everything.get(), 1);
}

#[test]
fn wildcard_conditions_in_lists() {
    let mut engine = AvailabilityEngine::new();
    for i in 0..3 {
        engine.register(format!("list.{i}.type"), Conditions::new());
        engine.register(
            format!("list.{i}.vat"),
            conds(json!([["list.*.type", "company"]])),
        );
    }
    #[cfg(feature = "expressions")]
    engine.register("summary", conds(json!(["COUNT(list.*.vat) > 0"])));
    let mut data = ctx(json!({"list": [
        {"type": "company", "vat": "DE1"},
        {"type": "person", "vat": null},
        {"type": "person", "vat": null},
    ]}));
    engine.recompute_all(&data);
    assert_eq!(engine.is_available("list.0.vat"), Some(true));
    assert_eq!(engine.is_available("list.1.vat"), Some(false));
    data.set(
        "list",
        json!([
            {"type": "company", "vat": "DE1"},
            {"type": "person", "vat": null},
            {"type": "company", "vat": null},
        ]),
    );
    assert_eq!(
        engine.value_changed("list.2.type", &data),
        vec![("list.2.vat".to_owned(), true)]
    );
}

#[test]
fn circular_conditions_settle() {
    // a and b point at each other: the circular exception compares values even when the
    // other element is unavailable.
    let mut engine = AvailabilityEngine::new();
    engine.register("a", conds(json!([["b", 1]])));
    engine.register("b", conds(json!([["a", 1]])));
    let mut data = ctx(json!({"a": 1, "b": 1}));
    assert_eq!(engine.recompute_all(&data), vec![]);
    data.set("b", json!(0));
    assert_eq!(
        engine.value_changed("b", &data),
        vec![("a".to_owned(), false)]
    );
    assert_eq!(engine.is_available("b"), Some(true), "a refers back to b");

    // A self-reference.
    let mut engine = AvailabilityEngine::new();
    engine.register("x", conds(json!([["x", "not_empty"]])));
    let data = ctx(json!({"x": ""}));
    assert_eq!(engine.recompute_all(&data), vec![("x".to_owned(), false)]);
    let data = ctx(json!({"x": "now"}));
    assert_eq!(
        engine.value_changed("x", &data),
        vec![("x".to_owned(), true)]
    );
}

/// Conditions that keep flipping each other terminate (the per-element bound).
#[cfg(feature = "expressions")]
#[test]
fn flipping_conditions_terminate() {
    let mut engine = AvailabilityEngine::new();
    engine.register("p", conds(json!(["AVAILABLE('q')"])));
    engine.register("q", conds(json!(["not AVAILABLE('p')"])));
    engine.register("r", conds(json!([["s", 1]])));
    engine.register("s", Conditions::new());
    let data = ctx(json!({"p": 1, "q": 1, "s": 1}));
    let _ = engine.recompute_all(&data);
    let _ = engine.value_changed("p", &data);
    assert_eq!(
        engine.is_available("r"),
        Some(true),
        "unrelated elements are unaffected"
    );
}

#[cfg(feature = "expressions")]
#[test]
fn available_function_sees_the_engine_map() {
    let mut engine = AvailabilityEngine::new();
    engine.register("a", conds(json!([["toggle", true]])));
    engine.register("b", conds(json!(["AVAILABLE('a')"])));
    engine.register("c", conds(json!(["not AVAILABLE(b)"])));
    let mut data = ctx(json!({"toggle": true, "a": 1, "b": 1, "c": 1}));
    engine.recompute_all(&data);
    assert_eq!(engine.snapshot().iter().filter(|(_, v)| *v).count(), 2);
    data.set("toggle", json!(false));
    assert_eq!(
        engine.value_changed("toggle", &data),
        vec![
            ("a".to_owned(), false),
            ("b".to_owned(), false),
            ("c".to_owned(), true)
        ]
    );
}

#[cfg(feature = "expressions")]
#[test]
fn expressions_read_unavailable_elements_as_null() {
    let mut engine = AvailabilityEngine::new();
    engine.register("price", conds(json!([["show_price", true]])));
    engine.register("total", conds(json!(["price * 2 > 10"])));
    let mut data = ctx(json!({"show_price": true, "price": 6}));
    engine.recompute_all(&data);
    assert_eq!(engine.is_available("total"), Some(true));
    data.set("show_price", json!(false));
    assert_eq!(
        engine.value_changed("show_price", &data),
        vec![("price".to_owned(), false), ("total".to_owned(), false)]
    );
}

#[test]
fn re_registering_and_unregistering() {
    let mut engine = AvailabilityEngine::new();
    engine.register("a", conds(json!([["x", 1]])));
    engine.register("b", Conditions::new());
    let data = ctx(json!({"x": 2}));
    assert_eq!(engine.recompute_all(&data), vec![("a".to_owned(), false)]);
    engine.register("a", conds(json!([["x", 2]])));
    assert_eq!(engine.len(), 2);
    assert_eq!(engine.recompute_all(&data), vec![("a".to_owned(), true)]);
    assert!(engine.unregister("a"));
    assert!(!engine.unregister("a"));
    assert_eq!(engine.is_available("a"), None);
    assert_eq!(engine.len(), 1);
    assert!(engine.value_changed("x", &data).is_empty());
}
