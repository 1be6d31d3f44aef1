//! The spec's status getters, decided in core (issue 30 item 6): `isSuccess`, `isDanger`,
//! `hasLabel`, `aria`, `isDisabled` with the whole form's `disabled`, and the field's success
//! style.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

fn form(schema: Value, config: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::from_value(&config).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::EPOCH).unwrap()
}

#[test]
fn success_needs_passing_rules_or_without_rules_a_change() {
    let mut form = form(
        json!({
            "size": {"type": "select", "items": ["s", "m"], "rules": "required"},
            "note": {"type": "select", "items": ["a", "b"]},
        }),
        json!({}),
    );
    assert!(!form.is_success("size") && !form.is_danger("size"));
    form.validate_all();
    assert!(form.is_danger("size") && !form.is_success("size"));
    assert!(!form.shows_success("size"));
    form.set_value("size", json!("m")).unwrap();
    form.validate_all();
    assert!(form.is_success("size") && !form.is_danger("size"));
    assert!(form.shows_success("size"));

    // Without rules: a success once changed, but the field never shows the success style.
    assert!(!form.is_success("note"));
    form.set_value("note", json!("b")).unwrap();
    assert!(form.is_success("note"));
    assert!(!form.shows_success("note"));
    assert!(!form.is_success("nothing") && !form.is_danger("nothing"));
}

#[test]
fn has_label_reads_the_label_the_label_slot_and_force_labels() {
    let schema = json!({
        "a": {"type": "select", "items": ["x"], "label": "A"},
        "b": {"type": "select", "items": ["x"], "slots": {"label": "<b>B</b>"}},
        "c": {"type": "select", "items": ["x"]},
    });
    let plain = form(schema.clone(), json!({}));
    assert!(plain.has_label("a") && plain.has_label("b"));
    assert!(!plain.has_label("c"));
    let forced = form(schema, json!({"forceLabels": true}));
    assert!(forced.has_label("c"));
    assert!(!forced.has_label("nothing"), "no element, no label");
}

/// A container renders no empty `<legend>` under `forceLabels` (a `div[role=group]` named
/// by `aria-label`): `has_label()` says so too (audit 19 #4).
#[cfg(all(
    feature = "object",
    feature = "group",
    feature = "list",
    feature = "text"
))]
#[test]
fn force_labels_gives_an_unlabelled_container_no_label() {
    let schema = json!({
        "address": {"type": "object", "schema": {"city": {"type": "text"}}},
        "names": {"type": "group", "schema": {"first": {"type": "text"}}},
        "lines": {"type": "list", "element": {"type": "text"}},
        "titled": {"type": "object", "label": "T", "schema": {"x": {"type": "text"}}},
    });
    let forced = form(schema, json!({"forceLabels": true}));
    for container in ["address", "names", "lines"] {
        assert!(!forced.has_label(container), "{container}");
        assert!(
            forced.aria(container, "id").contains_key("aria-label"),
            "{container}"
        );
    }
    assert!(forced.has_label("titled"));
    assert!(
        forced.has_label("address.city"),
        "a field inside still gets its label"
    );
}

#[test]
fn aria_names_the_parts_that_show_and_the_state() {
    let mut form = form(
        json!({
            "city": {"type": "select", "items": ["a"], "label": "City", "description": "Where",
                     "info": "Why", "rules": "required"},
            "quiet": {"type": "select", "items": ["a"], "rules": "required",
                      "displayErrors": false},
        }),
        json!({}),
    );
    let aria = Value::Object(form.aria("city", "yf-city"));
    assert_eq!(
        aria,
        json!({
            "aria-labelledby": "yf-city__label",
            "aria-describedby": "yf-city__description yf-city__info",
            "aria-invalid": "false",
            "aria-disabled": "false",
            "aria-busy": "false",
            "aria-required": "true",
        })
    );
    form.validate_all();
    let aria = form.aria("city", "yf-city");
    assert_eq!(aria["aria-invalid"], json!("true"));
    assert_eq!(aria["aria-errormessage"], json!("yf-city__error"));
    // The shown error is also described (audit 4 #5).
    assert_eq!(
        aria["aria-describedby"],
        json!("yf-city__description yf-city__info yf-city__error")
    );
    // Errors not displayed: invalid, but no error part to name.
    let quiet = form.aria("quiet", "q");
    assert_eq!(quiet["aria-invalid"], json!("true"));
    assert_eq!(quiet.get("aria-errormessage"), None);
    assert_eq!(quiet.get("aria-labelledby"), None);
    assert_eq!(quiet.get("aria-describedby"), None);
}

/// The info renders only inside a label box (spec: "Needs a label to render"), so without
/// one `aria-describedby` names no info part; a description given as a schema `slots`
/// string is named as a `description` option is (audit 18B #2, #4).
#[test]
fn aria_names_an_info_only_with_a_label_box() {
    let form = form(
        json!({
            "x": {"type": "select", "items": ["a"], "info": "Why"},
            "y": {"type": "select", "items": ["a"], "slots": {"info": "Why", "description": "D"}},
        }),
        json!({}),
    );
    assert_eq!(form.aria("x", "yf-x").get("aria-describedby"), None);
    assert!(!form.frame_shows("x").info);
    assert_eq!(
        form.aria("y", "yf-y")["aria-describedby"],
        json!("yf-y__description")
    );
    let forced = self::form(
        json!({"x": {"type": "select", "items": ["a"], "info": "Why"}}),
        json!({"forceLabels": true}),
    );
    assert_eq!(
        forced.aria("x", "yf-x")["aria-describedby"],
        json!("yf-x__info")
    );
}

#[test]
fn the_whole_form_disabled_disables_every_element() {
    let mut form = form(
        json!({
            "a": {"type": "select", "items": ["x"]},
            "b": {"type": "select", "items": ["x"], "disabled": true},
        }),
        json!({}),
    );
    assert!(!form.is_disabled("a") && form.is_disabled("b"));
    assert!(!form.form_disabled());
    form.set_form_disabled(true);
    assert!(form.form_disabled());
    assert!(form.is_disabled("a") && form.is_disabled("b"));
    assert_eq!(form.aria("a", "yf-a")["aria-disabled"], json!("true"));
    assert!(!form.is_disabled("nothing"), "an unknown path stays false");
    form.set_form_disabled(false);
    assert!(!form.is_disabled("a") && form.is_disabled("b"));
}

/// `hasFloating`: a `floating` label, or a placeholder under `floatPlaceholders`;
/// `floating: false` turns it off; a native multiselect never floats.
#[cfg(feature = "multiselect")]
#[test]
fn has_floating_follows_the_options_and_never_a_native_multiselect() {
    let f = form(
        json!({
            "a": {"type": "select", "placeholder": "Pick"},
            "b": {"type": "select", "placeholder": "Pick", "floating": false},
            "c": {"type": "select", "floating": "Country"},
            "d": {"type": "select"},
            "m": {"type": "multiselect", "native": true, "placeholder": "Pick"},
            "n": {"type": "multiselect", "native": false, "placeholder": "Pick"},
        }),
        json!({"floatPlaceholders": true}),
    );
    assert!(f.has_floating("a"));
    assert!(!f.has_floating("b"));
    assert!(f.has_floating("c"));
    assert!(!f.has_floating("d"));
    assert!(
        !f.has_floating("m"),
        "a <select multiple> shows no floating label"
    );
    assert!(f.has_floating("n"));
    assert!(!f.has_floating("nope"));
}

/// Audit 24C #1: a field without a label box is named by its generic name (`aria-label`),
/// whatever its kind (with `floatPlaceholders`, the default, a placeholder gives it: an
/// `<option>` does not name a `<select>`);
/// a checkbox's text names it; an unlabelled list item's hidden label names its input.
#[cfg(all(
    feature = "text",
    feature = "textarea",
    feature = "checkbox",
    feature = "checkboxgroup",
    feature = "radiogroup",
    feature = "tags",
    feature = "list"
))]
#[test]
fn aria_names_every_unlabelled_field_by_its_generic_name() {
    let items = json!(["a", "b"]);
    let form = form(
        json!({
            "country": {"type": "select", "placeholder": "Where", "items": items},
            "first_name": {"type": "text"},
            "notes": {"type": "textarea"},
            "days": {"type": "checkboxgroup", "items": items},
            "size": {"type": "radiogroup", "items": items},
            "agree": {"type": "checkbox"},
            "terms": {"type": "checkbox", "text": "I agree"},
            "cities": {"type": "tags", "search": true, "items": items, "default": ["a"]},
            "phones": {"type": "list", "initial": 1, "element": {"type": "text"}},
            "labelled": {"type": "text", "label": "L"},
        }),
        json!({}),
    );
    for (path, name) in [
        ("country", "Where"),
        ("first_name", "First name"),
        ("notes", "Notes"),
        ("days", "Days"),
        ("size", "Size"),
        ("agree", "Agree"),
    ] {
        assert_eq!(form.unlabelled_name(path).as_deref(), Some(name), "{path}");
        assert_eq!(
            form.aria(path, "id").get("aria-label"),
            Some(&json!(name)),
            "{path}"
        );
    }
    // A search input holding a value: its placeholder attribute is gone.
    assert_eq!(form.aria("cities", "id")["aria-label"], json!("Cities"));
    assert_eq!(form.unlabelled_name("terms"), None, "its text names it");
    assert_eq!(form.aria("terms", "id").get("aria-label"), None);
    assert_eq!(form.unlabelled_name("phones.0"), None, "its hidden label");
    assert_eq!(form.aria("labelled", "id").get("aria-label"), None);
}
