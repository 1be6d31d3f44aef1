//! `FormState::dependents`: which elements read a changed path, for large endpoint URLs and
//! after an element's options change (the paths are read when the options are set).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::conditions::path::paths_overlap;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{ElementSchema, FormSchema};

fn form(entries: Value) -> FormState {
    let schema = FormSchema::from_value(&entries).unwrap();
    let today = Date::new(2024, 6, 15).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

#[test]
fn an_items_url_with_ten_thousand_variables() {
    // Issue 29 item 16: each call read the URL again and removed repeats by a scan, which
    // was quadratic in the number of variables.
    let url: String = (0..10_000).map(|i| format!("/{{a.p{i}}}")).collect();
    let form = form(json!({
        "a": {"type": "select"},
        "b": {"type": "select"},
        "s": {"type": "select", "items": url},
    }));
    assert_eq!(form.dependents(&["a.p9999"]), ["s"]);
    assert_eq!(form.dependents(&["a.p0"]), ["s"]);
    assert_eq!(form.dependents(&["a.p5000.x"]), ["s"]);
    // An ancestor of a variable path.
    assert_eq!(form.dependents(&["a"]), ["s"]);
    assert!(form.dependents(&["a.p10000"]).is_empty());
    assert!(form.dependents(&["b"]).is_empty());
    // The element itself is never its own dependent.
    assert!(form.dependents(&["s", "a.p1"]).is_empty());
}

#[test]
fn a_new_items_url_replaces_the_paths_it_reads() {
    let mut form = form(json!({
        "x": {"type": "select"},
        "y": {"type": "select"},
        "s": {"type": "select", "items": "/api?x={x}"},
    }));
    assert_eq!(form.dependents(&["x"]), ["s"]);
    assert!(form.dependents(&["y"]).is_empty());
    let entry =
        ElementSchema::from_owned("s", json!({"type": "select", "items": "/api?y={y}"})).unwrap();
    form.update_schema_element("s", entry).unwrap();
    assert!(form.dependents(&["x"]).is_empty());
    assert_eq!(form.dependents(&["y"]), ["s"]);
    let entry =
        ElementSchema::from_owned("s", json!({"type": "select", "items": ["a", "b"]})).unwrap();
    form.update_schema_element("s", entry).unwrap();
    assert!(form.dependents(&["y"]).is_empty());
}

#[cfg(feature = "conditions")]
#[test]
fn a_new_disabled_option_replaces_the_paths_it_reads() {
    let mut form = form(json!({
        "x": {"type": "select"},
        "y": {"type": "select"},
        "s": {"type": "select", "disabled": [["x", "yes"]]},
    }));
    assert_eq!(form.dependents(&["x"]), ["s"]);
    let entry =
        ElementSchema::from_owned("s", json!({"type": "select", "disabled": [["y", "yes"]]}))
            .unwrap();
    form.update_schema_element("s", entry).unwrap();
    assert!(form.dependents(&["x"]).is_empty());
    assert_eq!(form.dependents(&["y"]), ["s"]);
    let entry =
        ElementSchema::from_owned("s", json!({"type": "select", "disabled": true})).unwrap();
    form.update_schema_element("s", entry).unwrap();
    assert!(form.dependents(&["y"]).is_empty());
}

#[cfg(feature = "rules")]
#[test]
fn rules_of_many_elements_are_read_once_per_call() {
    // 300 elements, each with a rule reading the previous one.
    let mut entries = serde_json::Map::new();
    entries.insert("e0".into(), json!({"type": "select"}));
    for i in 1..300 {
        entries.insert(
            format!("e{i}"),
            json!({"type": "select", "rules": format!("same:e{}", i - 1)}),
        );
    }
    let form = form(Value::Object(entries));
    assert_eq!(form.dependents(&["e0"]), ["e1"]);
    assert_eq!(form.dependents(&["e150", "e298"]), ["e151", "e299"]);
    assert!(form.dependents(&["e299"]).is_empty());
}

const SEGMENTS: &[&str] = &["a", "b", "c", "0", "*"];

fn path() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(SEGMENTS), 1..4).prop_map(|s| s.join("."))
}

/// A URL variable of an element in no list item: no `*` (nothing would fill it, and the
/// schema reader refuses it; inside an item its `*` are filled before it is read).
fn variable() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(&SEGMENTS[..4]), 1..4).prop_map(|s| s.join("."))
}

proptest! {
    #[test]
    fn endpoint_dependents_are_the_urls_that_read_a_changed_path(
        variables in prop::collection::vec(variable(), 0..6),
        changed in prop::collection::vec(path(), 1..3),
    ) {
        let url: String = variables.iter().map(|v| format!("/{{{v}}}")).collect();
        let form = form(json!({"s": {"type": "select", "items": url}}));
        let changed: Vec<&str> = changed.iter().map(String::as_str).collect();
        let reads = !changed.contains(&"s")
            && variables.iter().any(|v| changed.iter().any(|c| paths_overlap(v, c)));
        let expected: Vec<String> = if reads { vec!["s".to_owned()] } else { Vec::new() };
        prop_assert_eq!(form.dependents(&changed), expected);
    }
}

/// Audit 27C F4: an inline element's condition closure replaced under the same name (its
/// schema entry unchanged) is the one `update_schema_element` makes the element follow.
#[cfg(feature = "conditions")]
#[test]
fn a_condition_function_replaced_under_its_name_decides_after_an_update() {
    let mut form = form(json!({"x": {"type": "select"}}));
    form.functions_mut()
        .condition("inline:s:condition", |_| false);
    let entry = || {
        ElementSchema::from_owned(
            "s",
            json!({"type": "select", "conditions": [{"fn": "inline:s:condition"}]}),
        )
        .unwrap()
    };
    form.add_schema_element("s", entry()).unwrap();
    assert_eq!(form.is_available("s"), Some(false));
    form.functions_mut()
        .condition("inline:s:condition", |_| true);
    let outcome = form.update_schema_element("s", entry()).unwrap();
    assert_eq!(form.is_available("s"), Some(true));
    assert!(
        outcome.changed.contains("s"),
        "the element re-renders: {:?}",
        outcome.changed
    );
}
