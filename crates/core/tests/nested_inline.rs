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

/// An inline element refused because it names a group's child through the group leaves
/// nothing behind: not in the data, not in the request data, no element state (audit 21B
/// #2).
#[cfg(feature = "conditions")]
fn assert_absent(f: &FormState, path: &str) {
    assert!(f.el(path).is_none(), "{path} has no element state");
    assert!(
        f.data().get(path).is_none(),
        "{path} not in data: {}",
        f.data()
    );
    assert!(
        f.request_data().get(path).is_none(),
        "{path} not in request data: {}",
        f.request_data()
    );
}

#[cfg(feature = "conditions")]
fn is_group_path_refusal(error: &FormError) -> bool {
    matches!(error, FormError::Schema(e) if e.reason.contains("by the group's path"))
}

#[cfg(feature = "conditions")]
#[test]
fn an_inline_element_naming_a_group_child_through_the_group_is_refused_and_not_added() {
    let mut f = form(json!({
        "names": {"type": "group", "schema": {"first": {"type": "select"}}}
    }));
    let error = f
        .add_schema_element(
            "hello",
            entry(json!({"type": "select", "conditions": [["names.first", "a"]]})),
        )
        .unwrap_err();
    assert!(is_group_path_refusal(&error), "{error}");
    assert_absent(&f, "hello");
    assert_eq!(f.data(), json!({"first": null}));
}

/// Audit 22B #4: a path whose group segment is written `*` (`*.first`) is refused inline as
/// in the schema, not added unchecked: read outside any list item, nothing fills its `*`
/// (audit 29C F3), so the schema reader and `add_schema_element` both refuse it there.
#[cfg(feature = "conditions")]
#[test]
fn an_inline_element_naming_a_group_child_through_a_star_is_refused_as_in_the_schema() {
    let schema = json!({
        "names": {"type": "group", "schema": {"first": {"type": "select"}}},
        "hello": {"type": "select", "conditions": [["*.first", "a"]]}
    });
    let read = FormSchema::from_value(&schema).unwrap_err();
    assert_eq!(read.path, "schema.hello.conditions");
    assert!(
        read.reason
            .contains("no list item around this element fills its \"*\""),
        "{read}"
    );
    let mut f = form(json!({
        "names": {"type": "group", "schema": {"first": {"type": "select"}}}
    }));
    let error = f
        .add_schema_element(
            "hello",
            entry(json!({"type": "select", "conditions": [["*.first", "a"]]})),
        )
        .unwrap_err();
    assert_eq!(error, FormError::Schema(read));
    assert_absent(&f, "hello");
}

#[cfg(feature = "conditions")]
#[test]
fn a_group_refused_for_an_earlier_reader_is_not_added() {
    let mut f = form(json!({}));
    f.add_schema_element(
        "hello",
        entry(json!({"type": "select", "conditions": [["names.first", "a"]]})),
    )
    .unwrap();
    let error = f
        .add_schema_element(
            "names",
            entry(json!({"type": "group", "schema": {"first": {"type": "select"}}})),
        )
        .unwrap_err();
    assert!(is_group_path_refusal(&error), "{error}");
    assert_absent(&f, "names");
    assert_absent(&f, "first");
    assert_eq!(f.data(), json!({"hello": null}));
}

#[cfg(feature = "conditions")]
#[test]
fn an_inline_group_child_naming_its_sibling_through_the_group_is_refused_and_not_added() {
    let mut f = form(json!({
        "names": {"type": "group", "schema": {"first": {"type": "select", "default": 1}}}
    }));
    let error = f
        .add_child_element(
            "names",
            "second",
            entry(json!({"type": "select", "default": 2,
                "conditions": [["names.first", 1]]})),
        )
        .unwrap_err();
    assert!(is_group_path_refusal(&error), "{error}");
    assert_absent(&f, "second");
    assert_eq!(f.children("names"), vec!["first".to_string()]);
    assert_eq!(f.data(), json!({"first": 1}));
    assert_eq!(
        f.el("names").map(|el| el.value().clone()),
        Some(json!({"first": 1}))
    );
}
