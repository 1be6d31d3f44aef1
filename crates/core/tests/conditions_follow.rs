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
use yewform_core::schema::FormSchema;

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
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

