//! The element runtime as the handle contract needs it: `validate()` honours `debounce`,
//! `reinitValidation()` reads the rules again, and an element's options can change after it
//! was added (an inline element's props changed) without losing its value.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState, Outcome, Task};
use yewform_core::schema::{ElementSchema, FormSchema};

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn debounces(outcome: &Outcome) -> Vec<u64> {
    outcome
        .tasks
        .iter()
        .filter_map(|t| match t {
            Task::Debounce { wait_ms, .. } => Some(*wait_ms),
            Task::AsyncCheck { .. } => None,
        })
        .collect()
}

fn token(outcome: &Outcome) -> u64 {
    outcome
        .tasks
        .iter()
        .find_map(|t| match t {
            Task::Debounce { token, .. } => Some(*token),
            Task::AsyncCheck { .. } => None,
        })
        .unwrap()
}

#[cfg(feature = "editor")]
#[test]
fn validate_waits_for_the_debounce_like_a_change_does() {
    // The reference's validate() goes through each validator's debounce when the value is
    // filled: `debouncing` is true and the error shows only when the timer fires.
    let mut f = form(json!({"bio": {"type": "t-editor", "rules": "min:50", "debounce": 300}}));
    f.apply("bio", ElementAction::Load(json!({"en": "abc"}), false))
        .unwrap();
    let events = f.apply("bio", ElementAction::Validate).unwrap();
    assert_eq!(debounces(&events), vec![300], "{events:?}");
    assert!(f.debouncing("bio"));
    assert!(f.busy("bio"));
    assert!(f.errors("bio").is_empty(), "no error before the timer");
    let later = f.debounce_elapsed("bio", token(&events));
    assert!(!later.is_empty());
    assert!(!f.debouncing("bio"));
    assert_eq!(f.errors("bio").len(), 1, "{:?}", f.errors("bio"));
}

#[test]
fn validate_of_a_rule_with_its_own_debounce_waits_too() {
    let mut f = form(json!({"s": {"type": "select", "rules": ["min:5,debounce=200"]}}));
    f.apply("s", ElementAction::Update(json!("abc"))).unwrap();
    f.apply("s", ElementAction::ResetValidators).unwrap();
    let events = f.apply("s", ElementAction::Validate).unwrap();
    assert_eq!(debounces(&events), vec![200], "{events:?}");
    assert!(f.debouncing("s"));
    assert!(f.errors("s").is_empty());
    f.debounce_elapsed("s", token(&events));
    assert_eq!(f.errors("s").len(), 1);
}

#[cfg(feature = "editor")]
#[test]
fn validate_of_an_empty_value_runs_at_once() {
    let mut f = form(json!({"bio": {"type": "t-editor", "rules": "required", "debounce": 300}}));
    let events = f.apply("bio", ElementAction::Validate).unwrap();
    assert!(debounces(&events).is_empty(), "{events:?}");
    assert!(!f.debouncing("bio"));
    assert_eq!(f.errors("bio").len(), 1);
}

#[cfg(feature = "editor")]
#[test]
fn validate_language_waits_for_the_debounce() {
    let mut f = form(json!({"bio": {"type": "t-editor", "rules": "min:50", "debounce": 300}}));
    f.apply("bio", ElementAction::Load(json!({"en": "abc"}), false))
        .unwrap();
    let events = f
        .apply("bio", ElementAction::ValidateLanguage(None))
        .unwrap();
    assert_eq!(debounces(&events), vec![300]);
    assert!(f.debouncing("bio"));
    assert!(f.error("bio").is_none());
    f.debounce_elapsed("bio", token(&events));
    assert!(f.error("bio").is_some());
}

#[test]
fn reinit_validation_reads_the_changed_rules_reset_validators_does_not() {
    let mut f = form(json!({"s": {"type": "select", "rules": "min:3"}}));
    f.apply("s", ElementAction::Update(json!("ab"))).unwrap();
    assert!(f.invalid("s"));
    f.set_rules("s", json!("required")).unwrap();
    // resetValidators keeps the validators it has.
    f.apply("s", ElementAction::ResetValidators).unwrap();
    assert!(!f.invalid("s") && !f.validated("s"));
    f.apply("s", ElementAction::Validate).unwrap();
    assert!(f.invalid("s"), "still min:3 until reinitValidation");
    // reinitValidation builds the validators from the rules option as it is now.
    f.apply("s", ElementAction::ReinitValidation).unwrap();
    assert!(!f.invalid("s") && !f.validated("s"));
    f.apply("s", ElementAction::Validate).unwrap();
    assert!(!f.invalid("s"), "`ab` is filled: required passes");
    assert!(f.is_required("s"));
    assert!(f.set_rules("s", json!("nope_rule")).is_err());
}

#[test]
fn changed_options_reach_the_element_and_keep_its_value() {
    let mut f = form(json!({
        "s": {"type": "select", "items": ["a", "b"], "label": "Size", "rules": "min:3"},
        "t": {"type": "select"}
    }));
    f.apply("s", ElementAction::Update(json!("ab"))).unwrap();
    assert!(f.invalid("s"));
    assert_eq!(
        f.errors("s"),
        vec!["The Size must be at least 3 characters."]
    );

    let entry = ElementSchema::from_owned(
        "s",
        json!({"type": "select", "items": ["a", "b", "c"], "label": "Width",
               "rules": "required", "disabled": true, "conditions": [["t", "x"]],
               "default": "c", "submit": false}),
    )
    .unwrap();
    let events = f.update_schema_element("s", entry).unwrap();
    assert!(events.changed.contains("s"), "{events:?}");
    assert_eq!(f.is_available("s"), Some(false));
    assert_eq!(
        f.el("s").unwrap().value(),
        &json!("ab"),
        "the value is kept"
    );
    assert_eq!(f.el("s").unwrap().default_value(), &json!("c"));
    assert!(f.is_disabled("s"));
    assert!(f.is_required("s"));
    assert!(!f.invalid("s"), "new rules start unvalidated");
    assert_eq!(f.generic_name("s").as_deref(), Some("Width"));
    match f.schema_entry("s") {
        // The new static list, read into the entry's option store.
        Some(ElementSchema::Select(s)) => assert_eq!(
            s.static_store()
                .map(|store| store.to_value("value", "label")),
            Some(json!(["a", "b", "c"]))
        ),
        other => panic!("{other:?}"),
    }
    f.apply("t", ElementAction::Update(json!("x"))).unwrap();
    assert!(f.el("s").unwrap().available());
    assert_eq!(f.request_data(), json!({"t": "x"}), "submit: false");
}

#[test]
fn unchanged_rules_keep_the_validation_state() {
    let mut f = form(json!({"s": {"type": "select", "rules": "min:3", "label": "A"}}));
    f.apply("s", ElementAction::Update(json!("ab"))).unwrap();
    assert!(f.invalid("s"));
    let entry = ElementSchema::from_owned(
        "s",
        json!({"type": "select", "rules": "min:3", "label": "B"}),
    )
    .unwrap();
    f.update_schema_element("s", entry).unwrap();
    assert!(f.invalid("s"), "only the label changed");
    assert_eq!(f.errors("s"), vec!["The B must be at least 3 characters."]);
}

#[test]
fn bad_new_options_change_nothing() {
    let mut f = form(json!({"s": {"type": "select", "rules": "min:3"}}));
    let entry = ElementSchema::from_owned("s", json!({"type": "select", "conditions": [["a"]]}));
    // A schema reader may already refuse it; if it accepts it the form must refuse it.
    if let Ok(entry) = entry {
        assert!(f.update_schema_element("s", entry).is_err());
    }
    assert!(
        f.update_schema_element(
            "missing",
            ElementSchema::from_owned("missing", json!({"type": "select"})).unwrap()
        )
        .is_err()
    );
    assert!(f.el("s").unwrap().available());
}

/// The open listbox of a select that nothing labels is named by its placeholder in the
/// form's locale, else by its generic name (audit 17 #5: the rule was the adapter's).
#[test]
fn an_unlabelled_selects_listbox_is_named_by_its_placeholder_else_its_name() {
    let f = form(json!({
        "country": {"type": "select", "native": false, "placeholder": {"en": "Pick one", "de": "Wählen"}, "items": ["a"]},
        "colour": {"type": "select", "native": false, "items": ["a"]},
        "blank": {"type": "select", "native": false, "placeholder": "  ", "items": ["a"]},
    }));
    assert_eq!(
        f.unlabelled_listbox_name("country").as_deref(),
        Some("Pick one")
    );
    assert_eq!(
        f.unlabelled_listbox_name("colour").as_deref(),
        Some("Colour")
    );
    assert_eq!(f.unlabelled_listbox_name("blank").as_deref(), Some("Blank"));
    assert_eq!(f.unlabelled_listbox_name("nope"), None);
}
