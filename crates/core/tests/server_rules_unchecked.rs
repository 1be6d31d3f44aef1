//! A server rule whose request got no usable answer (`FormState::resolve_async_unchecked`):
//! the rule fails with "could not be checked", the element is no longer pending, a stale
//! check changes nothing, and `messages.unchecked` overrides the text.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormState, Outcome, Task};
use yewform_core::schema::FormSchema;

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap()
}

fn seqs(outcome: &Outcome) -> Vec<u64> {
    outcome
        .tasks
        .iter()
        .filter_map(|t| match t {
            Task::AsyncCheck { check, .. } => Some(check.seq),
            Task::Debounce { .. } => None,
        })
        .collect()
}

#[test]
fn an_unchecked_server_rule_fails_with_its_own_message() {
    let mut state = form(json!({
        "user": {"type": "select", "items": ["ann"], "default": "ann", "rules": "unique:users"}
    }));
    let seq = seqs(&state.validate_all());
    assert_eq!(seq.len(), 1);
    assert!(state.pending("user"));
    let events = state.resolve_async_unchecked("user", seq[0]);
    assert!(
        events.changed.contains("user"),
        "the element re-renders: {events:?}"
    );
    assert!(!state.pending("user"));
    assert!(state.invalid("user"));
    assert_eq!(
        state.errors("user"),
        vec!["The User could not be checked (the server did not answer). Try again."]
    );
    assert_eq!(state.value_at("user"), Some(&json!("ann")));
}

#[test]
fn a_stale_unchecked_answer_changes_nothing() {
    let mut state = form(json!({
        "user": {"type": "select", "items": ["ann"], "default": "ann", "rules": "unique:users"}
    }));
    let first = seqs(&state.validate_all());
    let second = seqs(&state.validate_all());
    assert!(state.resolve_async_unchecked("user", first[0]).is_empty());
    assert!(state.pending("user"), "the newer check still runs");
    state.resolve_async("user", second[0], true);
    assert!(!state.invalid("user"));
}

#[test]
fn messages_unchecked_overrides_the_text_and_the_rules_message_does_not() {
    let mut state = form(json!({
        "user": {"type": "select", "items": ["ann"], "default": "ann", "rules": "unique:users",
                 "messages": {"unique": "Taken", "unchecked": "Try :attribute later"}}
    }));
    let seq = seqs(&state.validate_all());
    state.resolve_async_unchecked("user", seq[0]);
    assert_eq!(state.errors("user"), vec!["Try User later"]);
}
