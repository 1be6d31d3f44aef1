//! The choice elements' methods on `ElementHandle` (natively, on a form state): `check`,
//! `uncheck`, and a checkbox group's `toggle_value`, `check_values`, `uncheck_values`,
//! `check_all`, `uncheck_all`, each with its `change` event.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup"
))]

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::json;
use yew::Callback;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;
use yewform_elements::{FiredEvent, FormHandle};

fn form() -> FormHandle {
    let schema = FormSchema::from_value(&json!({
        "terms": {"type": "checkbox", "trueValue": "yes", "falseValue": "no"},
        "news": {"type": "toggle"},
        "m": {"type": "radio", "radioValue": "m"},
        "tags": {"type": "checkboxgroup", "items": ["a", "b", "c", "d"], "disables": ["d"],
                 "default": ["c"]},
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormHandle::with_state(
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap(),
    )
}

#[test]
fn check_and_uncheck_set_the_kinds_values() {
    let form = form();
    let changes = Rc::new(RefCell::new(Vec::new()));
    {
        let changes = changes.clone();
        form.el("terms").on(
            "change",
            Callback::from(move |e: FiredEvent| changes.borrow_mut().push(e.path)),
        );
    }
    form.el("terms").check().unwrap();
    form.el("news").check().unwrap();
    form.el("m").check().unwrap();
    assert_eq!(
        form.data(),
        json!({"terms": "yes", "news": true, "m": "m", "tags": ["c"]})
    );
    form.el("terms").uncheck().unwrap();
    form.el("m").uncheck().unwrap();
    assert_eq!(form.data()["terms"], json!("no"));
    assert_eq!(form.data()["m"], json!(null));
    assert_eq!(*changes.borrow(), ["terms", "terms"]);
    assert!(form.el("tags").check().is_err(), "a group has check_values");
}

#[test]
fn a_group_checks_and_unchecks_items_in_item_order() {
    let form = form();
    let tags = form.el("tags");
    tags.check_values(&[json!("b"), json!("a"), json!("x")])
        .unwrap();
    assert_eq!(
        tags.value(),
        json!(["a", "b", "c"]),
        "item order; x is no item"
    );
    tags.toggle_value(&json!("b")).unwrap();
    assert_eq!(tags.value(), json!(["a", "c"]));
    tags.toggle_value(&json!("b")).unwrap();
    tags.uncheck_values(&[json!("a"), json!("c")]).unwrap();
    assert_eq!(tags.value(), json!(["b"]));
    tags.check_all().unwrap();
    assert_eq!(tags.value(), json!(["a", "b", "c"]), "d is disabled");
    tags.uncheck_all().unwrap();
    assert_eq!(tags.value(), json!([]));
    assert!(form.el("terms").check_all().is_err());
}

#[test]
fn a_group_disables_and_enables_items_and_check_all_skips_the_disabled() {
    let form = form();
    let tags = form.el("tags");
    tags.disable_items(&[json!("a")]).unwrap();
    tags.enable_items(&[json!("d")]).unwrap();
    // The element's enable() leaves the items as they are.
    tags.enable().unwrap();
    tags.check_all().unwrap();
    assert_eq!(form.data()["tags"], json!(["b", "c", "d"]));
    tags.enable_items(&[json!("a")]).unwrap();
    tags.check_all().unwrap();
    assert_eq!(form.data()["tags"], json!(["a", "b", "c", "d"]));
    assert!(form.el("terms").disable_items(&[json!("yes")]).is_err());
}
