//! A schema value built in Rust nests no deeper than JSON text may (issue 29 item 17a):
//! deeper is a schema error with the path of the option, never a stack overflow.
#![allow(clippy::unwrap_used)] // test code

use serde_json::{Value, json};
use yewform_core::schema::{ElementSchema, FormSchema};

/// `[[[…[]…]]]`, `levels` arrays deep, built without recursion.
fn nested(levels: usize) -> Value {
    let mut value = json!([]);
    for _ in 1..levels {
        value = Value::Array(vec![value]);
    }
    value
}

/// `{"a": {"type": "select", option: value}}`, `value` moved in (`json!` would serialize
/// it: recursion again).
fn schema_with(option: &str, value: Value) -> Value {
    let mut entry = json!({"type": "select"});
    entry
        .as_object_mut()
        .unwrap()
        .insert(option.to_owned(), value);
    let mut schema = serde_json::Map::new();
    schema.insert("a".to_owned(), entry);
    Value::Object(schema)
}

/// Dropping a very deep value recurses too (serde_json's `Drop`): the test leaks it.
fn leak(value: Value) {
    std::mem::forget(value);
}

#[test]
fn a_value_deeper_than_json_text_is_a_schema_error_not_a_stack_overflow() {
    let schema = schema_with("default", nested(100_000));
    let error = FormSchema::from_value(&schema).unwrap_err();
    assert_eq!(error.path, "schema.a.default");
    assert!(error.reason.contains("127"), "{}", error.reason);
    leak(schema);

    for option in ["items", "messages", "attrs", "rules", "conditions"] {
        let schema = schema_with(option, nested(100_000));
        let error = FormSchema::from_value(&schema).unwrap_err();
        assert_eq!(error.path, format!("schema.a.{option}"));
        leak(schema);
    }

    let entry = schema_with("items", nested(100_000))["a"].take();
    let error = ElementSchema::from_owned("a", entry).unwrap_err();
    assert_eq!(error.path, "schema.a.items");
}

#[test]
fn values_limited_like_json_text() {
    // The schema's root object, the entry and the option value: 127 levels in all pass as
    // text and as a value; 128 fail both ways.
    let deepest = schema_with("default", nested(125));
    let text = serde_json::to_string(&deepest).unwrap();
    assert!(FormSchema::from_json(&text).is_ok());
    assert!(FormSchema::from_value(&deepest).is_ok());

    let too_deep = schema_with("default", nested(126));
    let text = serde_json::to_string(&too_deep).unwrap();
    assert!(FormSchema::from_json(&text).is_err());
    assert_eq!(
        FormSchema::from_value(&too_deep).unwrap_err().path,
        "schema.a.default"
    );
}
