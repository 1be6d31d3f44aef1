//! `extendOptions`: select options by their schema names, layered over the element's own
//! options whatever the key order, with path-precise errors.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::schema::{ElementSchema, FormSchema, OpenDirection, SelectSchema};

fn select(entry: Value) -> SelectSchema {
    let schema = FormSchema::from_value(&json!({ "c": entry })).unwrap();
    match schema.get("c") {
        Some(ElementSchema::Select(s)) => s.clone(),
        other => panic!("expected a select, got {other:?}"),
    }
}

fn error(entry: Value) -> String {
    match FormSchema::from_value(&json!({ "c": entry })) {
        Ok(parsed) => panic!("expected an error, got {parsed:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn extended_options_apply_as_if_given_on_the_element() {
    let s = select(json!({
        "type": "select", "native": false, "items": ["a", "b"],
        "extendOptions": {"closeOnSelect": false, "limit": 5, "openDirection": "top", "caret": false}
    }));
    assert!(!s.close_on_select);
    assert_eq!(s.limit, 5);
    assert_eq!(s.open_direction, OpenDirection::Top);
    assert!(!s.caret);
    assert_eq!(
        s.extend_options,
        json!({"closeOnSelect": false, "limit": 5, "openDirection": "top", "caret": false})
    );
    // Untouched options keep their defaults.
    assert!(s.can_clear && s.can_deselect && !s.search);
}

#[test]
fn extended_options_win_over_the_element_in_either_key_order() {
    for entry in [
        json!({"type": "select", "limit": 2, "extendOptions": {"limit": 7}}),
        json!({"type": "select", "extendOptions": {"limit": 7}, "limit": 2}),
    ] {
        assert_eq!(select(entry).limit, 7);
    }
}

#[test]
fn the_element_value_of_an_extended_key_is_still_checked() {
    let e = error(json!({"type": "select", "extendOptions": {"limit": 7}, "limit": "x"}));
    assert!(e.starts_with("schema.c.limit: expected "), "{e}");
}

#[test]
fn a_bad_value_is_an_error_at_its_key_inside_extend_options() {
    assert_eq!(
        error(json!({"type": "select", "extendOptions": {"closeOnSelect": "no"}})),
        "schema.c.extendOptions.closeOnSelect: expected a boolean, found a string"
    );
    let bad_direction =
        error(json!({"type": "select", "extendOptions": {"openDirection": "left"}}));
    assert!(
        bad_direction.starts_with("schema.c.extendOptions.openDirection: "),
        "{bad_direction}"
    );
}

#[test]
fn an_unknown_key_is_an_error_with_a_suggestion() {
    assert_eq!(
        error(json!({"type": "select", "extendOptions": {"closeOnSelet": false}})),
        r#"schema.c.extendOptions.closeOnSelet: unknown select option (did you mean "closeOnSelect"?)"#
    );
    let e = error(json!({"type": "select", "extendOptions": {"mode": "tags"}}));
    assert!(
        e.starts_with("schema.c.extendOptions.mode: unknown select option"),
        "{e}"
    );
    assert_eq!(
        error(json!({"type": "select", "extendOptions": {"label": "X"}})),
        r#"schema.c.extendOptions.label: "label" is an element option, not a select option; give it on the element itself"#
    );
    assert_eq!(
        error(json!({"type": "select", "extendOptions": {"extendOptions": {}}})),
        "schema.c.extendOptions.extendOptions: extendOptions cannot be nested; put its options here directly"
    );
}

#[test]
fn extend_options_must_be_an_object() {
    let e = error(json!({"type": "select", "extendOptions": ["limit"]}));
    assert!(
        e.starts_with("schema.c.extendOptions: expected an object"),
        "{e}"
    );
}

#[test]
fn the_full_json_reads_back_to_the_same_schema() {
    let s = select(json!({
        "type": "select", "closeOnSelect": true, "extendOptions": {"closeOnSelect": false, "limit": 3}
    }));
    let again =
        FormSchema::from_value(&json!({ "c": ElementSchema::Select(s.clone()).to_value() }))
            .unwrap();
    assert_eq!(again.get("c"), Some(&ElementSchema::Select(s)));
}
