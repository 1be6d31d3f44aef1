//! A held change (`FormState::begin_held` … `end_held`): a user's pick whose `select`,
//! `deselect` or `clear` listeners write before it reports. One `change` per element whose
//! value differs from the one before the pick, children before their containers; validation
//! on change at the end, for those only; an element a listener brought back stays as it was
//! before the pick (audit 27 select #1, #2).
#![cfg(all(feature = "object", feature = "text"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::ElementEvent;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState, Outcome, Task};
use yewform_core::schema::FormSchema;

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn required_select() -> FormState {
    form(json!({"s": {"type": "select", "items": ["a", "b"], "rules": "required"}}))
}

/// Runs `action` on `path` as a listener would during the hold, and hands its outcome's
/// events to the hold (as the adapter does with every outcome).
fn listener_writes(form: &mut FormState, path: &str, action: ElementAction) -> Outcome {
    let mut outcome = form.apply(path, action).unwrap();
    assert!(form.hold_changes(&mut outcome.fired));
    outcome
}

/// Starts a hold and picks `value` in `path`: the pick's outcome, its `change`s held.
fn pick(form: &mut FormState, path: &str, value: Value) -> Outcome {
    form.begin_held();
    let mut outcome = form.set_value(path, value).unwrap();
    assert!(form.hold_changes(&mut outcome.fired));
    outcome
}

/// The `change`s of `outcome`: (path, new, old).
fn changes(outcome: &Outcome) -> Vec<(String, Value, Value)> {
    outcome
        .fired
        .iter()
        .filter_map(|f| match &f.event {
            ElementEvent::Change { new, old } => Some((f.path.clone(), new.clone(), old.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_listener_that_undoes_the_pick_leaves_the_element_clean_and_unvalidated() {
    let mut form = required_select();
    let picked = pick(&mut form, "s", json!("a"));
    assert!(picked.fired.is_empty(), "the pick's change waits");
    let undo = listener_writes(&mut form, "s", ElementAction::Clear);
    assert!(changes(&undo).is_empty(), "the listener's change waits too");
    let end = form.end_held(picked);
    assert_eq!(form.value_at("s"), Some(&Value::Null));
    assert!(!end.value_changed(), "no change: {:?}", end.fired);
    assert!(!form.is_dirty("s"), "not dirty");
    assert!(!form.validated("s"), "not validated");
    assert!(form.errors("s").is_empty() && !form.invalid("s"));
    assert!(
        end.changed.contains("s"),
        "the element re-renders as it was"
    );
}

#[test]
fn validation_waits_for_the_end_of_the_hold() {
    let mut form = required_select();
    let picked = pick(&mut form, "s", json!("a"));
    assert!(
        !form.validated("s"),
        "listeners see the state before validation"
    );
    let end = form.end_held(picked);
    assert_eq!(changes(&end), vec![("s".into(), json!("a"), Value::Null)]);
    assert!(form.is_dirty("s") && form.validated("s") && !form.invalid("s"));
}

#[test]
fn a_listener_that_overwrites_the_pick_gives_one_change_from_before_the_pick() {
    let mut form = required_select();
    let picked = pick(&mut form, "s", json!("a"));
    listener_writes(&mut form, "s", ElementAction::Update(json!("b")));
    let end = form.end_held(picked);
    assert_eq!(changes(&end), vec![("s".into(), json!("b"), Value::Null)]);
    assert!(form.is_dirty("s") && form.validated("s") && !form.invalid("s"));
}

#[test]
fn a_deselect_listener_that_selects_again_leaves_the_element_as_it_was() {
    let mut form = form(json!({"s": {"type": "select", "items": ["a", "b"],
                                     "rules": "required", "default": "a"}}));
    let picked = pick(&mut form, "s", Value::Null);
    listener_writes(&mut form, "s", ElementAction::Update(json!("a")));
    let end = form.end_held(picked);
    assert!(!end.value_changed());
    assert_eq!(form.value_at("s"), Some(&json!("a")));
    assert!(!form.is_dirty("s") && !form.validated("s") && form.errors("s").is_empty());
}

#[test]
fn an_undone_pick_keeps_the_state_the_element_had_before() {
    let mut form = required_select();
    // An earlier pick, then emptied by the user: dirty, validated, with its error.
    let _ = form.set_value("s", json!("a")).unwrap();
    let _ = form.set_value("s", Value::Null).unwrap();
    let error = form.errors("s");
    assert!(form.is_dirty("s") && !error.is_empty());
    let picked = pick(&mut form, "s", json!("b"));
    listener_writes(&mut form, "s", ElementAction::Clear);
    let end = form.end_held(picked);
    assert!(!end.value_changed());
    assert!(form.is_dirty("s") && form.validated("s"));
    assert_eq!(form.errors("s"), error);
}

#[test]
fn a_listener_that_cleans_the_element_leaves_it_clean() {
    let mut form = required_select();
    let picked = pick(&mut form, "s", json!("a"));
    listener_writes(&mut form, "s", ElementAction::Clean);
    let end = form.end_held(picked);
    assert_eq!(changes(&end).len(), 1);
    assert!(!form.is_dirty("s"));
}

#[test]
fn children_change_before_their_container_each_once() {
    let mut form = form(json!({"address": {"type": "object", "schema": {
        "country": {"type": "select", "items": ["de", "fr"]},
        "city": {"type": "text"},
    }}}));
    let before = form.value_at("address").cloned().unwrap();
    let picked = pick(&mut form, "address.country", json!("de"));
    listener_writes(
        &mut form,
        "address.city",
        ElementAction::Update(json!("Berlin")),
    );
    let end = form.end_held(picked);
    let seen = changes(&end);
    let paths: Vec<&str> = seen.iter().map(|(p, ..)| p.as_str()).collect();
    assert_eq!(paths, ["address.country", "address.city", "address"]);
    assert_eq!(
        seen.last().map(|(_, new, old)| (new.clone(), old.clone())),
        Some((json!({"country": "de", "city": "Berlin"}), before))
    );
}

#[test]
fn a_listener_that_undoes_a_sibling_write_reports_the_pick_alone() {
    let mut form = form(json!({"address": {"type": "object", "schema": {
        "country": {"type": "select", "items": ["de", "fr"]},
        "city": {"type": "text", "rules": "required"},
    }}}));
    let picked = pick(&mut form, "address.country", json!("fr"));
    listener_writes(
        &mut form,
        "address.city",
        ElementAction::Update(json!("Paris")),
    );
    listener_writes(
        &mut form,
        "address.city",
        ElementAction::Update(Value::Null),
    );
    let end = form.end_held(picked);
    let paths: Vec<String> = changes(&end).into_iter().map(|(p, ..)| p).collect();
    assert_eq!(paths, ["address.country", "address"]);
    assert!(!form.is_dirty("address.city") && !form.validated("address.city"));
}

#[test]
fn a_debounced_rule_starts_its_timer_at_the_end() {
    let mut form = form(json!({"s": {"type": "text", "rules": "required", "debounce": 300}}));
    let picked = pick(&mut form, "s", json!("a"));
    assert!(picked.tasks.is_empty(), "no timer while the pick is held");
    let end = form.end_held(picked);
    assert!(
        end.tasks
            .iter()
            .any(|t| matches!(t, Task::Debounce { path, .. } if path == "s")),
        "{:?}",
        end.tasks
    );
}

#[test]
fn without_a_hold_changes_are_left_in_place() {
    let mut form = required_select();
    let mut outcome = form.set_value("s", json!("a")).unwrap();
    assert!(!form.hold_changes(&mut outcome.fired));
    assert!(outcome.value_changed());
    assert!(form.validated("s"), "validated at once");
    let same = form.end_held(outcome.clone());
    assert_eq!(same, outcome);
}

/// Audit 28R F2: a listener that writes a container (its children reached through it, not
/// by their own path) and then puts a child back leaves that child as before the pick:
/// clean and not validated.
#[test]
fn a_child_written_through_its_container_and_put_back_stays_clean() {
    let mut form = form(json!({
        "address": {"type": "object", "schema": {
            "country": {"type": "select", "items": ["de", "fr"]},
            "city": {"type": "text", "rules": "required|min:3"},
        }},
    }));
    let picked = pick(&mut form, "address.country", json!("de"));
    listener_writes(
        &mut form,
        "address",
        ElementAction::Update(json!({"country": "de", "city": "X"})),
    );
    listener_writes(
        &mut form,
        "address",
        ElementAction::Update(json!({"country": "de", "city": null})),
    );
    let end = form.end_held(picked);
    assert_eq!(form.value_at("address.city"), Some(&Value::Null));
    assert!(
        !form.is_dirty("address.city"),
        "the child put back is clean"
    );
    assert!(!form.validated("address.city"), "and not validated");
    assert!(form.errors("address.city").is_empty());
    assert_eq!(
        changes(&end)
            .into_iter()
            .map(|(p, ..)| p)
            .collect::<Vec<_>>(),
        ["address.country", "address"],
        "one change for the picked child, then its container"
    );
}
