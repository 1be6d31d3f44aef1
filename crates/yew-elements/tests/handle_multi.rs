//! A multiselect's and a tags element's methods on `ElementHandle` (natively, on a form
//! state): `select(values)` and `deselect(values)`, each one `change`; refused on a select.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "multiselect", feature = "tags"))]

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
        "days": {"type": "multiselect", "items": [1, 2, 3, 4], "max": 3},
        "topics": {"type": "tags", "items": ["rust", "yew"], "default": ["rust"]},
        "single": {"type": "select", "items": ["a"]},
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormHandle::with_state(
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap(),
    )
}

#[test]
fn select_and_deselect_change_the_list_once_each() {
    let form = form();
    let changes = Rc::new(RefCell::new(Vec::new()));
    {
        let changes = changes.clone();
        form.el("days").on(
            "change",
            Callback::from(move |e: FiredEvent| changes.borrow_mut().push(e.path)),
        );
    }
    form.el("days").select(&[json!("1"), json!(2)]).unwrap();
    assert_eq!(
        form.el("days").value(),
        json!([1, 2]),
        "\"1\" names the option 1"
    );
    form.el("days")
        .select(&[json!(1), json!(3), json!(4)])
        .unwrap();
    assert_eq!(form.el("days").value(), json!([1, 2, 3]), "max 3");
    form.el("days").deselect(&[json!(2)]).unwrap();
    assert_eq!(form.el("days").value(), json!([1, 3]));
    assert_eq!(*changes.borrow(), ["days", "days", "days"]);
    form.el("topics")
        .select(&[json!("yew"), json!("rust")])
        .unwrap();
    assert_eq!(
        form.request_data(),
        json!({"days": [1, 3], "topics": ["rust", "yew"], "single": null})
    );
    assert!(form.el("single").select(&[json!("a")]).is_err());
}
