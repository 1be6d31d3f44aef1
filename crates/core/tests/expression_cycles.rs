//! Text and hidden `expression`s that read each other in a cycle are refused when the schema
//! is read (with the cycle's paths), and no computed value grows past
//! `MAX_EXPRESSION_VALUE_CHARS`, so a small hostile schema cannot make the form allocate
//! without bound.
#![cfg(all(feature = "expressions", feature = "hidden", feature = "text"))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormState, MAX_EXPRESSION_VALUE_CHARS};
use yewform_core::schema::FormSchema;

fn refused(schema: &Value) -> (String, String) {
    match FormSchema::from_value(schema) {
        Ok(_) => panic!("expected the cycle to be refused: {schema}"),
        Err(e) => (e.path, e.reason),
    }
}

fn form(schema: &Value) -> FormState {
    let schema = FormSchema::from_value(schema).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap()
}

#[test]
fn a_cycle_of_expressions_is_a_schema_error_naming_it() {
    // Without the check this schema made each round multiply both values by 16: terabytes
    // by the eleventh round.
    let mut schema = json!({
        "a": {"type": "hidden", "expression": "{b}{b}{b}{b}x"},
        "b": {"type": "hidden", "expression": "{a}{a}{a}{a}x"},
    });
    for i in 1..=8 {
        schema[format!("c{i}")] = json!({"type": "hidden", "expression": "1"});
    }
    let (path, reason) = refused(&schema);
    assert_eq!(path, "schema.a.expression");
    assert_eq!(
        reason,
        "the expressions of \"a\" → \"b\" → \"a\" read each other in a cycle, so their values would never settle"
    );
}

#[cfg(feature = "object")]
#[test]
fn a_longer_cycle_through_a_container_is_refused() {
    // `x` reads the whole object, whose child reads `y`, which reads `x`.
    let schema = json!({
        "x": {"type": "text", "expression": "{obj}"},
        "obj": {"type": "object", "schema": {
            "z": {"type": "hidden", "expression": "{y}"},
        }},
        "y": {"type": "text", "expression": "{x}!"},
    });
    let (path, reason) = refused(&schema);
    assert_eq!(path, "schema.x.expression");
    assert_eq!(
        reason,
        "the expressions of \"x\" → \"obj.z\" → \"y\" → \"x\" read each other in a cycle, so their values would never settle"
    );
}

#[cfg(all(feature = "list", feature = "object"))]
#[test]
fn a_cycle_inside_list_items_is_refused_before_any_item_exists() {
    let schema = json!({
        "lines": {"type": "list", "initial": 0, "object": {"schema": {
            "a": {"type": "hidden", "expression": "{lines.*.b}x"},
            "b": {"type": "hidden", "expression": "{lines.*.a}x"},
        }}},
    });
    let (path, reason) = refused(&schema);
    assert_eq!(path, "schema.lines.object.schema.a.expression");
    assert_eq!(
        reason,
        "the expressions of \"lines.*.a\" → \"lines.*.b\" → \"lines.*.a\" read each other in a cycle, so their values would never settle"
    );
}

#[cfg(feature = "group")]
#[test]
fn a_group_childs_cycle_is_found_by_its_data_path() {
    let schema = json!({
        "g": {"type": "group", "schema": {
            "a": {"type": "hidden", "expression": "{b}"},
        }},
        "b": {"type": "hidden", "expression": "{a}"},
    });
    let (path, _) = refused(&schema);
    assert_eq!(path, "schema.g.schema.a.expression");
}

#[test]
fn reading_itself_and_acyclic_chains_stay_allowed() {
    let mut form = form(&json!({
        "n": {"type": "text", "default": "2"},
        "double": {"type": "hidden", "expression": "{n * 2}"},
        "label": {"type": "text", "expression": "{double} items"},
        "me": {"type": "text", "expression": "{me}x"},
    }));
    assert_eq!(form.request_data()["label"], json!("4 items"));
    assert_eq!(form.request_data()["me"], json!(""));
    form.set_value("n", json!("5")).unwrap();
    assert_eq!(form.request_data()["label"], json!("10 items"));
}

#[test]
fn a_computed_value_is_capped() {
    // No cycle: each level repeats the one before 16 times (16^6 characters at c6).
    let mut schema = json!({"c0": {"type": "hidden", "default": "1"}});
    for i in 1..=6 {
        schema[format!("c{i}")] =
            json!({"type": "hidden", "expression": format!("{{c{}}}", i - 1).repeat(16)});
    }
    let mut form = form(&schema);
    let data = form.request_data();
    assert_eq!(data["c3"].as_str().unwrap().len(), 4096);
    assert_eq!(
        data["c6"].as_str().unwrap().chars().count(),
        MAX_EXPRESSION_VALUE_CHARS
    );
    // A value cut inside a multi-byte character keeps whole characters.
    form.update(&json!({"c0": "é"}));
    let data = form.request_data();
    assert!(data["c6"].as_str().unwrap().chars().count() <= MAX_EXPRESSION_VALUE_CHARS);
}

#[cfg(feature = "object")]
#[test]
fn many_readers_of_a_container_with_many_computed_children_are_checked_quickly() {
    // 5,000 top-level `{obj}` readers and `obj` with 5,000 computed children: 25 million
    // "reads" pairs. The check once listed them all (200 MB, and seconds) before searching.
    const N: usize = 5_000;
    let mut children = serde_json::Map::new();
    let mut schema = serde_json::Map::new();
    for i in 0..N {
        schema.insert(format!("in{i}"), json!({"type": "text"}));
        children.insert(
            format!("c{i}"),
            json!({"type": "hidden", "expression": format!("{{in{i}}}")}),
        );
        schema.insert(
            format!("x{i}"),
            json!({"type": "hidden", "expression": "{obj}"}),
        );
    }
    schema.insert("obj".into(), json!({"type": "object", "schema": children}));
    let start = std::time::Instant::now();
    assert!(FormSchema::from_value(&Value::Object(schema)).is_ok());
    // Generous for a debug build on a busy machine; the old check took tens of seconds here.
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn a_long_template_over_a_capped_value_stops_at_the_cap() {
    // `big` repeats a 65,536-character value 100,000 times: rendered whole, 6.5 GB before
    // the cut; rendering now stops at the cap.
    let mut schema = json!({"c0": {"type": "hidden", "default": "1"}});
    for i in 1..=4 {
        schema[format!("c{i}")] =
            json!({"type": "hidden", "expression": format!("{{c{}}}", i - 1).repeat(16)});
    }
    schema["big"] = json!({"type": "hidden", "expression": "{c4}".repeat(100_000)});
    let form = form(&schema);
    let data = form.request_data();
    assert_eq!(
        data["c4"].as_str().unwrap().len(),
        MAX_EXPRESSION_VALUE_CHARS
    );
    assert_eq!(data["big"], data["c4"]);
}

#[test]
fn a_concatenation_chain_stops_at_the_cap() {
    // One brace joining a 65,536-character value 75,000 times with `||` (a 300 KB schema):
    // 4.9 GB before any cut; the join now stops at the cap.
    let mut schema = json!({"c0": {"type": "hidden", "default": "1"}});
    for i in 1..=4 {
        schema[format!("c{i}")] =
            json!({"type": "hidden", "expression": format!("{{c{}}}", i - 1).repeat(16)});
    }
    let join = vec!["c4"; 75_000].join(" || ");
    schema["big"] = json!({"type": "hidden", "expression": format!("{{{join}}}")});
    schema["list"] = json!({"type": "hidden", "expression": format!("{{[c4] || {}}}",
        vec!["[c4, c4]"; 40_000].join(" || "))});
    schema["items"] = json!({"type": "hidden",
        "expression": format!("{{[{}]}}", vec!["c4"; 40_000].join(", "))});
    schema["shown"] = json!({"type": "hidden", "default": "y",
        "conditions": [format!("{join} == 'y'")]});
    let form = form(&schema);
    let data = form.request_data();
    assert_eq!(data["big"], data["c4"]);
    let list = data["list"].as_str().unwrap();
    assert!(list.chars().count() <= MAX_EXPRESSION_VALUE_CHARS);
    assert!(list.starts_with(data["c4"].as_str().unwrap()));
    assert_eq!(data["items"], data["c4"]);
    assert_eq!(data.get("shown"), None);
}
