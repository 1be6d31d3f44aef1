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

/// Items the schema keeps as JSON (groups, per-locale labels: not compacted into a store)
/// admit a value as plain items do, before any view rendered (audit 18 #1): core reads
/// them into an option list for the check, so `request_data()` never holds the value, on
/// the server too.
fn json_item_selects() -> Vec<(&'static str, Value)> {
    vec![
        (
            "grouped",
            json!({"type": "select", "groups": true, "default": "de",
                   "items": [{"label": "G", "items": ["de", "at"]}]}),
        ),
        (
            "per-locale labels",
            json!({"type": "select", "default": "de",
                   "items": [{"value": "de", "label": {"en": "German"}},
                             {"value": "at", "label": {"en": "Austria"}}]}),
        ),
        (
            "per-locale labels, object form",
            json!({"type": "select", "default": "de",
                   "items": {"de": {"en": "German"}, "at": {"en": "Austria"}}}),
        ),
    ]
}

#[test]
fn items_kept_as_json_admit_a_value_before_any_view_rendered() {
    for (name, schema) in json_item_selects() {
        let form = form(schema);
        assert!(!form.admits_set_value("country", &json!("fr")), "{name}");
        assert!(form.admits_set_value("country", &json!("at")), "{name}");
    }
}

#[test]
fn the_forms_load_and_update_drop_a_value_items_kept_as_json_lack() {
    for (name, schema) in json_item_selects() {
        let mut f = form(schema.clone());
        let out = f.load(&json!({"country": "fr"}), false).unwrap();
        assert_eq!(f.request_data(), json!({"country": null}), "{name}: load");
        assert_eq!(
            changes(&out),
            vec![(json!("de"), Value::Null)],
            "{name}: one change"
        );
        let mut f = form(schema.clone());
        f.update(&json!({"country": "fr"}));
        assert_eq!(f.request_data(), json!({"country": null}), "{name}: update");
        f.update(&json!({"country": "at"}));
        assert_eq!(
            f.request_data(),
            json!({"country": "at"}),
            "{name}: an item"
        );
        // A rebuild's take-over.
        let mut old = form(json!({"type": "select", "items": ["de", "at"], "allowAbsent": true}));
        old.update(&json!({"country": "fr"}));
        let mut new = form(schema.clone());
        let _ = new.take_values_from(&old);
        assert_eq!(
            new.request_data(),
            json!({"country": null}),
            "{name}: take-over"
        );
        // `allowAbsent` keeps it.
        let mut absent = schema;
        absent["allowAbsent"] = json!(true);
        let mut f = form(absent);
        f.load(&json!({"country": "fr"}), false).unwrap();
        assert_eq!(
            f.request_data(),
            json!({"country": "fr"}),
            "{name}: allowAbsent"
        );
    }
}

/// A single select's value is one option's value (spec, value shape 1): a list is not
/// one, so it is admitted only as any absent value is (`allowAbsent`, `create`), as the
/// reference's `cleanupValue` compares a single value whole (audit 18 #2).
#[test]
fn a_single_select_does_not_take_a_list() {
    let form_ = static_select();
    assert!(!form_.admits_set_value("country", &json!(["de"])));
    assert!(!form_.admits_set_value("country", &json!([])));
    let mut f = static_select();
    f.load(&json!({"country": ["de", "xx"]}), false).unwrap();
    assert_eq!(f.request_data(), json!({"country": null}));
    let mut f = static_select();
    f.update(&json!({"country": ["de"]}));
    assert_eq!(f.request_data(), json!({"country": null}));
    let mut f = static_select();
    f.update(&json!({"country": []}));
    assert_eq!(f.request_data(), json!({"country": null}));
    // Items kept as JSON answer alike.
    for (name, schema) in json_item_selects() {
        let f = form(schema);
        assert!(!f.admits_set_value("country", &json!(["de"])), "{name}");
    }
    // `create` takes any text the user could create, never a list (audit 19 #2).
    let mut f = form(json!({"type": "select", "items": ["de", "at"], "create": true}));
    assert!(!f.admits_set_value("country", &json!(["de"])));
    assert!(f.admits_set_value("country", &json!("fr")));
    f.load(&json!({"country": ["de", "at"]}), false).unwrap();
    assert_eq!(f.request_data(), json!({"country": null}));
    // `allowAbsent` takes any value.
    let mut f = form(json!({"type": "select", "items": ["de", "at"], "allowAbsent": true}));
    f.update(&json!({"country": ["de"]}));
    assert_eq!(f.request_data(), json!({"country": ["de"]}));
}

/// A list default of a single select is not an option's value either: no default.
#[test]
fn a_single_selects_list_default_is_dropped() {
    let f = form(json!({"type": "select", "items": ["de", "at"], "default": ["de"]}));
    assert_eq!(f.request_data(), json!({"country": null}));
    let f = form(json!({"type": "select", "groups": true, "default": ["de"],
                        "items": [{"label": "G", "items": ["de", "at"]}]}));
    assert_eq!(f.request_data(), json!({"country": null}));
}
