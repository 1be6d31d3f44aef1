//! A container's own `data`, `available_data` and `request_data` (what `ElementHandle`
//! answers): exactly what the container contributes to the form's (audit 18 #1), and a
//! container without a disabled state refuses `disable()`/`enable()` (audit 18 #5).
#![cfg(all(
    feature = "object",
    feature = "group",
    feature = "list",
    feature = "text",
    feature = "static",
    feature = "conditions"
))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::ElementError;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormError, FormState};
use yewform_core::schema::{FormSchema, Functions};

fn form_fns(schema: Value, functions: &Functions) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        today,
        functions,
    )
    .unwrap()
}

fn form(schema: Value) -> FormState {
    form_fns(schema, &Functions::new())
}

fn schema() -> Value {
    json!({
        "show_apt": {"type": "text", "default": "no"},
        "address": {"type": "object", "schema": {
            "city": {"type": "text", "default": "x"},
            "secret": {"type": "text", "submit": false, "default": "s"},
            "zip": {"type": "text", "forceNumbers": true, "default": "12"},
            "apt": {"type": "text", "default": "3", "conditions": [["show_apt", "yes"]]},
            "note": {"type": "static", "content": "hi"}
        }},
        "name": {"type": "group", "schema": {
            "first": {"type": "text", "default": "a"},
            "hush": {"type": "text", "submit": false, "default": "h"}
        }},
        "rows": {"type": "list", "default": [{"q": "1", "p": "k"}], "object": {"schema": {
            "q": {"type": "text", "forceNumbers": true},
            "p": {"type": "text", "submit": false}
        }}}
    })
}

/// Each container's three getters give exactly its part of the form's.
#[test]
fn a_containers_data_is_what_it_contributes_to_the_forms() {
    let f = form(schema());
    assert_eq!(
        f.request_data_of("address"),
        Some(json!({"address": {"city": "x", "zip": 12}}))
    );
    assert_eq!(
        f.request_data()["address"],
        f.request_data_of("address").unwrap()["address"]
    );
    assert_eq!(
        f.data_of("address"),
        Some(json!({"address": {"city": "x", "secret": "s", "zip": 12, "apt": "3"}}))
    );
    assert_eq!(
        f.available_data_of("address"),
        Some(json!({"address": {"city": "x", "secret": "s", "zip": 12}}))
    );
    // A group: its children's pairs, no key of its own.
    assert_eq!(f.data_of("name"), Some(json!({"first": "a", "hush": "h"})));
    assert_eq!(f.request_data_of("name"), Some(json!({"first": "a"})));
    // A list of objects: composed per item.
    assert_eq!(
        f.data_of("rows"),
        Some(json!({"rows": [{"q": 1, "p": "k"}]}))
    );
    assert_eq!(f.request_data_of("rows"), Some(json!({"rows": [{"q": 1}]})));
    assert_eq!(f.request_data()["rows"], json!([{"q": 1}]));
    // A leaf: unchanged.
    assert_eq!(f.data_of("address.zip"), Some(json!({"zip": 12})));
    assert_eq!(f.request_data_of("address.secret"), Some(json!({})));
    assert_eq!(f.data_of("nope"), None);
}

/// An object's `formatData` runs on the composed value (no `submit: false` child), a group's
/// result is its part.
#[test]
fn a_containers_format_data_sees_the_composed_value() {
    let mut functions = Functions::new();
    functions.format_data("keys", |name, v| {
        let keys: Vec<String> = v
            .as_object()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default();
        json!({ name: keys })
    });
    functions.format_data("wrap", |_, v| json!({"full": v}));
    let f = form_fns(
        json!({
            "address": {"type": "object", "formatData": {"fn": "keys"}, "schema": {
                "city": {"type": "text", "default": "x"},
                "secret": {"type": "text", "submit": false, "default": "s"}
            }},
            "name": {"type": "group", "formatData": {"fn": "wrap"}, "schema": {
                "first": {"type": "text", "default": "a"}
            }}
        }),
        &functions,
    );
    assert_eq!(
        f.request_data_of("address"),
        Some(json!({"address": ["city"]}))
    );
    assert_eq!(f.request_data()["address"], json!(["city"]));
    assert_eq!(
        f.request_data_of("name"),
        Some(json!({"full": {"first": "a"}}))
    );
}

/// Object, group and static have no disabled state: `disable()`/`enable()` refuse with the
/// schema's reason; a list's (hides its controls) and a leaf's are unchanged.
#[test]
fn a_container_without_a_disabled_state_refuses_disable() {
    let mut f = form(schema());
    for (path, reason) in [
        (
            "address",
            "an object has no \"disabled\" option (disable its children)",
        ),
        (
            "name",
            "a group has no \"disabled\" option (disable its children)",
        ),
        (
            "address.note",
            "a static has no \"disabled\" option (it cannot be disabled)",
        ),
    ] {
        for action in [ElementAction::Disable, ElementAction::Enable] {
            let err = f.apply(path, action).unwrap_err();
            assert!(
                matches!(
                    &err,
                    FormError::Element(ElementError::NoDisabledState { .. })
                ),
                "{path}: {err:?}"
            );
            assert!(err.to_string().contains(reason), "{path}: {err}");
        }
        assert!(!f.is_disabled(path), "{path}");
    }
    assert!(!f.is_disabled("address.city"));
    f.apply("rows", ElementAction::Disable).unwrap();
    assert!(f.is_disabled("rows"));
    f.apply("address.city", ElementAction::Disable).unwrap();
    assert!(f.is_disabled("address.city"));
}
