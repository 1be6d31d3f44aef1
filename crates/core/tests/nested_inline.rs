//! Elements written inline inside an object or group, added after the form was built
//! (`FormState::add_child_element`): their paths, data, defaults and errors.
#![cfg(all(feature = "object", feature = "group", feature = "list"))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormError, FormState};
use yewform_core::schema::{ElementSchema, FormSchema};

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn entry(value: Value) -> ElementSchema {
    ElementSchema::from_owned("x", value).unwrap()
}

#[test]
fn an_inline_child_of_an_object_nests_its_data_and_takes_the_object_default() {
    let mut f = form(json!({
        "address": {"type": "object", "default": {"city": "Bonn"}, "schema": {}}
    }));
    let path = f
        .add_child_element("address", "city", entry(json!({"type": "select"})))
        .unwrap();
    assert_eq!(path, "address.city");
    assert_eq!(f.value_at("address.city"), Some(&json!("Bonn")));
    assert_eq!(f.data(), json!({"address": {"city": "Bonn"}}));
    assert_eq!(f.children("address"), vec!["address.city".to_string()]);
    assert!(!f.is_dirty("address"));
}

#[test]
fn an_inline_child_of_a_group_has_its_data_path() {
    let mut f = form(json!({
        "o": {"type": "object", "schema": {"g": {"type": "group", "schema": {}}}}
    }));
    let path = f
        .add_child_element("o.g", "q", entry(json!({"type": "select", "default": 1})))
        .unwrap();
    assert_eq!(path, "o.q");
    assert_eq!(f.data(), json!({"o": {"q": 1}}));
}

#[test]
fn a_list_or_a_leaf_takes_no_inline_child() {
    let mut f = form(json!({
        "tags": {"type": "list", "element": {"type": "select"}},
        "name": {"type": "select"}
    }));
    for container in ["tags", "name"] {
        let error = f
            .add_child_element(container, "x", entry(json!({"type": "select"})))
            .unwrap_err();
        assert!(
            matches!(&error, FormError::Schema(e) if e.reason.contains("not an object or group")),
            "{error:?}"
        );
    }
    assert!(matches!(
        f.add_child_element("nope", "x", entry(json!({"type": "select"}))),
        Err(FormError::UnknownPath { .. })
    ));
}
