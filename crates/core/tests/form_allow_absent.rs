//! `allowAbsent: false` where a value enters through the form: `load`, `update` and the
//! rebuild's take-over drop a value the select's options do not hold at once (`null`, the
//! admitted items of a multiselect), with one `change`, as an element's own `update`/`load`
//! refuses it. Before its async items are loaded any value is taken, as by the element.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::ElementEvent;
use yewform_core::expression::Date;
use yewform_core::form::{FormState, Outcome};
use yewform_core::schema::FormSchema;

fn form(country: Value) -> FormState {
    let schema = FormSchema::from_value(&json!({ "country": country })).unwrap();
    FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap()
}

fn static_select() -> FormState {
    form(json!({"type": "select", "items": ["de", "at"], "default": "de"}))
}

/// The `change` events of `country`, as `(old, new)`.
fn changes(outcome: &Outcome) -> Vec<(Value, Value)> {
    outcome
        .fired
        .iter()
        .filter(|f| f.path == "country")
        .filter_map(|f| match &f.event {
            ElementEvent::Change { new, old } => Some((old.clone(), new.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn the_forms_load_drops_a_value_the_static_items_lack_at_once() {
    let mut form = static_select();
    let out = form.load(&json!({"country": "fr"}), false).unwrap();
    assert_eq!(form.request_data(), json!({"country": null}));
    assert_eq!(
        changes(&out),
        vec![(json!("de"), Value::Null)],
        "one change"
    );
}

#[test]
fn the_forms_update_drops_a_value_the_static_items_lack_at_once() {
    let mut form = static_select();
    let out = form.update(&json!({"country": "fr"}));
    assert_eq!(form.request_data(), json!({"country": null}));
    assert_eq!(
        changes(&out),
        vec![(json!("de"), Value::Null)],
        "one change"
    );
    let out = form.update(&json!({"country": "at"}));
    assert_eq!(
        form.request_data(),
        json!({"country": "at"}),
        "an item is taken"
    );
    assert_eq!(changes(&out).len(), 1);
}

#[test]
fn the_element_and_the_form_answer_alike_before_any_view_rendered() {
    let form = static_select();
    assert!(!form.admits_set_value("country", &json!("fr")));
    assert!(form.admits_set_value("country", &json!("at")));
}

#[test]
fn allow_absent_or_create_keep_the_value() {
    for extra in [json!({"allowAbsent": true}), json!({"create": true})] {
        let mut schema = json!({"type": "select", "items": ["de", "at"], "default": "de"});
        for (k, v) in extra.as_object().unwrap() {
            schema[k] = v.clone();
        }
        let mut form = form(schema);
        form.load(&json!({"country": "fr"}), false).unwrap();
        assert_eq!(form.request_data(), json!({"country": "fr"}), "{extra}");
    }
}

#[cfg(feature = "multiselect")]
#[test]
fn a_multiselect_keeps_the_items_it_has() {
    let mut form = form(json!({"type": "multiselect", "items": ["de", "at"]}));
    form.update(&json!({"country": ["de", "fr"]}));
    assert_eq!(form.request_data(), json!({"country": ["de"]}));
}

#[test]
fn async_items_not_loaded_yet_take_any_value_as_the_element_does() {
    let mut form = form(json!({"type": "select", "items": "/countries"}));
    assert!(form.admits_set_value("country", &json!("fr")));
    form.load(&json!({"country": "fr"}), false).unwrap();
    assert_eq!(form.request_data(), json!({"country": "fr"}));
}

#[test]
fn a_rebuild_takes_over_only_what_the_items_admit() {
    let mut old = form(json!({"type": "select", "items": ["de", "at"], "allowAbsent": true}));
    old.update(&json!({"country": "fr"}));
    let mut new = static_select();
    let _ = new.take_values_from(&old);
    assert_eq!(new.request_data(), json!({"country": null}));
}
