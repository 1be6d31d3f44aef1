//! `object: true`: "the value is the full option object" (spec, value shape of the select 2),
//! however the value comes in. A value naming an option (a bare key, or a stale or partial
//! object) becomes that option's object, as picking it gives: a default (the entry's or the
//! form's), the form's `load`/`update`, the element's `update`/`load`/`set_value`, a
//! `reset()` to such a default. A value naming no option follows `allowAbsent`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::schema::FormSchema;

fn form_with(s: Value, form_default: Value) -> FormState {
    let schema = FormSchema::from_value(&json!({ "s": s })).unwrap();
    FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &form_default,
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap()
}

/// A dropdown select with `object: true` and two fruits, `extra` merged in.
fn fruit(extra: Value) -> FormState {
    let mut s = json!({"type": "select", "native": false, "object": true,
        "items": [{"value": "a", "label": "Apple"}, {"value": "b", "label": "Banana"}]});
    for (k, v) in extra.as_object().unwrap() {
        s[k] = v.clone();
    }
    form_with(s, json!({}))
}

fn apple() -> Value {
    json!({"value": "a", "label": "Apple"})
}

fn sent(f: &FormState) -> Value {
    f.request_data()["s"].clone()
}

#[test]
fn a_default_naming_an_option_is_its_object() {
    let f = fruit(json!({"default": "a"}));
    assert_eq!(sent(&f), apple(), "the entry's default");
    // The form's default too.
    let f = form_with(
        json!({"type": "select", "native": false, "object": true,
            "items": [{"value": "a", "label": "Apple"}]}),
        json!({"s": "a"}),
    );
    assert_eq!(sent(&f), apple(), "the form's default");
    // And after a change, `reset()` gives the object back.
    let mut f = fruit(json!({"default": "a"}));
    f.apply("s", ElementAction::Update(json!("b"))).unwrap();
    f.apply("s", ElementAction::Reset).unwrap();
    assert_eq!(sent(&f), apple(), "reset");
}

#[test]
fn the_forms_load_and_update_give_the_object() {
    let mut f = fruit(json!({}));
    f.load(&json!({"s": "a"}), false).unwrap();
    assert_eq!(sent(&f), apple(), "load of the bare key");
    let mut f = fruit(json!({}));
    f.load(&json!({"s": {"value": "a", "label": "Stale"}}), false)
        .unwrap();
    assert_eq!(sent(&f), apple(), "load of a stale object");
    let mut f = fruit(json!({}));
    f.load(&json!({"s": {"value": "a"}}), false).unwrap();
    assert_eq!(sent(&f), apple(), "load of a partial object");
    let mut f = fruit(json!({}));
    f.update(&json!({"s": "b"}));
    assert_eq!(sent(&f), json!({"value": "b", "label": "Banana"}), "update");
}

#[test]
fn the_elements_update_load_and_set_value_give_the_object() {
    let mut f = fruit(json!({}));
    assert!(
        f.admits_set_value("s", &json!("a")),
        "a bare key is admitted"
    );
    f.apply("s", ElementAction::Update(json!("a"))).unwrap();
    assert_eq!(sent(&f), apple(), "update");
    let mut f = fruit(json!({}));
    f.apply("s", ElementAction::Load(json!("a"), false))
        .unwrap();
    assert_eq!(sent(&f), apple(), "load");
    let mut f = fruit(json!({}));
    f.set_value("s", json!({"value": "a", "label": "Stale"}))
        .unwrap();
    assert_eq!(sent(&f), apple(), "set_value");
    // The change event carries the object, as a pick's.
    let mut f = fruit(json!({}));
    let outcome = f.apply("s", ElementAction::Update(json!("a"))).unwrap();
    let news: Vec<Value> = outcome
        .fired
        .iter()
        .filter_map(|e| match &e.event {
            yewform_core::element::ElementEvent::Change { new, .. } => Some(new.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(news, [apple()]);
}

#[test]
fn a_value_naming_no_option_follows_allow_absent() {
    let mut f = fruit(json!({}));
    assert!(!f.admits_set_value("s", &json!("zz")));
    f.load(&json!({"s": "zz"}), false).unwrap();
    assert_eq!(sent(&f), Value::Null, "dropped");
    let mut f = fruit(json!({"allowAbsent": true}));
    f.load(&json!({"s": "zz"}), false).unwrap();
    assert_eq!(sent(&f), json!("zz"), "kept as given with allowAbsent");
    f.apply(
        "s",
        ElementAction::Update(json!({"value": "zz", "label": "Z"})),
    )
    .unwrap();
    assert_eq!(sent(&f), json!({"value": "zz", "label": "Z"}));
}

#[test]
fn without_object_the_value_stays_the_key() {
    let mut f = fruit(json!({"object": false, "default": "a"}));
    assert_eq!(sent(&f), json!("a"));
    f.load(&json!({"s": "b"}), false).unwrap();
    assert_eq!(sent(&f), json!("b"));
}

/// Items kept as JSON (groups; per-locale labels) are read for the object too.
#[test]
fn grouped_items_give_the_object() {
    let f = form_with(
        json!({"type": "select", "native": false, "object": true, "groups": true,
            "default": "fi",
            "items": [{"label": "Nordic", "items": [{"value": "fi", "label": "Finland"}]}]}),
        json!({}),
    );
    assert_eq!(sent(&f), json!({"value": "fi", "label": "Finland"}));
}

/// A multiselect or tags with `object: true`: each value naming an option becomes its object.
#[cfg(feature = "multiselect")]
#[test]
fn a_multiselects_values_become_objects() {
    let mut f = form_with(
        json!({"type": "multiselect", "object": true, "default": ["b"],
            "items": [{"value": "a", "label": "Apple"}, {"value": "b", "label": "Banana"}]}),
        json!({}),
    );
    assert_eq!(sent(&f), json!([{"value": "b", "label": "Banana"}]));
    f.load(&json!({"s": ["a", {"value": "b"}]}), false).unwrap();
    assert_eq!(
        sent(&f),
        json!([apple(), {"value": "b", "label": "Banana"}]),
        "load"
    );
    f.apply("s", ElementAction::Update(json!(["b"]))).unwrap();
    assert_eq!(
        sent(&f),
        json!([{"value": "b", "label": "Banana"}]),
        "update"
    );
}
