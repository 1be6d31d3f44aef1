//! The per-element validation state: validated/invalid, async checks and stale answers,
//! debounce as data, multilingual elements, reset and reinit, dependencies.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

#[path = "rules_support.rs"]
mod support;

use serde_json::json;
use support::Ctx;
use yewform_core::messages::MessageContext;
use yewform_core::rules::{Validation, parse_rules};

fn validation(spec: serde_json::Value) -> Validation {
    Validation::new(parse_rules(&spec).unwrap(), None)
}

fn langs() -> Vec<String> {
    vec!["en".to_string(), "de".to_string()]
}

#[test]
fn validated_and_invalid() {
    let mut v = validation(json!("required|min:3"));
    assert!(!v.validated());
    assert!(!v.invalid());
    v.validate(&json!("ab"), &Ctx::new());
    assert!(v.validated());
    assert!(v.invalid());
    assert_eq!(
        v.failures()
            .iter()
            .map(|(_, f)| f.rule.as_str())
            .collect::<Vec<_>>(),
        vec!["min"]
    );
    v.validate(&json!("abc"), &Ctx::new());
    assert!(!v.invalid());
    // No rules: validated from the start.
    assert!(validation(json!(null)).validated());
}

#[test]
fn async_pending_busy_and_resolution() {
    let ctx = Ctx::new().at("username");
    let mut v = validation(json!("required|unique:users"));
    let run = v.validate(&json!("ann"), &ctx);
    assert_eq!(run.checks.len(), 1);
    assert!(v.pending());
    assert!(v.busy());
    assert!(!v.invalid(), "undecided while pending");
    assert!(v.resolve_async(run.checks[0].seq, false));
    assert!(!v.pending());
    assert!(!v.busy());
    assert!(v.invalid());
    let mctx = MessageContext::new("Username", "en");
    assert_eq!(
        v.error(&mctx).as_deref(),
        Some("The Username has already been taken.")
    );
}

#[test]
fn a_stale_answer_never_overwrites_a_later_one() {
    let ctx = Ctx::new().at("username");
    let mut v = validation(json!("unique:users"));
    let first = v.validate(&json!("ann"), &ctx).checks[0].seq;
    let second = v.validate(&json!("anna"), &ctx).checks[0].seq;
    assert_ne!(first, second);
    // The newer answer arrives first: valid.
    assert!(v.resolve_async(second, true));
    assert!(!v.invalid());
    // The older, slower answer says "taken": dropped.
    assert!(!v.resolve_async(first, false));
    assert!(!v.invalid());
    assert!(!v.pending());

    // Out of order the other way round: the old one is dropped while the new one pends.
    let third = v.validate(&json!("x"), &ctx).checks[0].seq;
    let fourth = v.validate(&json!("xy"), &ctx).checks[0].seq;
    assert!(!v.resolve_async(third, false));
    assert!(v.pending());
    assert!(v.resolve_async(fourth, false));
    assert!(v.invalid());

    // Clearing the value drops the outstanding request.
    let fifth = v.validate(&json!("xyz"), &ctx).checks[0].seq;
    assert!(v.validate(&json!(""), &ctx).checks.is_empty());
    assert!(!v.pending());
    assert!(!v.resolve_async(fifth, false));
    assert!(!v.invalid());
}

#[test]
fn debounce_as_data() {
    let ctx = Ctx::new();
    let mut v = validation(json!("required|min:3")).with_debounce(Some(300));
    let plan = v.validate_debounced(&json!("ab"), &ctx);
    assert_eq!(plan.timers.len(), 1);
    assert_eq!(plan.timers[0].wait_ms, 300);
    assert!(v.debouncing());
    assert!(v.busy());
    assert!(!v.invalid(), "nothing ran yet");
    // A newer change makes the first timer stale.
    let newer = v.validate_debounced(&json!("abc"), &ctx);
    assert!(
        v.debounce_elapsed(plan.timers[0].token, &json!("ab"), &ctx)
            .is_none()
    );
    assert!(v.debouncing());
    assert!(
        v.debounce_elapsed(newer.timers[0].token, &json!("ab"), &ctx)
            .is_some()
    );
    assert!(!v.debouncing());
    assert!(v.invalid(), "ran with the current value");
    assert!(v.validated());
}

#[test]
fn empty_value_validates_at_once_and_cancels_debounce() {
    let ctx = Ctx::new();
    let mut v = validation(json!("required")).with_debounce(Some(500));
    let plan = v.validate_debounced(&json!("a"), &ctx);
    assert!(v.debouncing());
    let now = v.validate_debounced(&json!(""), &ctx);
    assert!(now.timers.is_empty());
    assert!(!v.debouncing());
    assert!(v.invalid());
    assert!(
        v.debounce_elapsed(plan.timers[0].token, &json!("a"), &ctx)
            .is_none()
    );
}

#[test]
fn per_rule_debounce() {
    let ctx = Ctx::new();
    let mut v = validation(json!("min:3|email:debounce=250"));
    let plan = v.validate_debounced(&json!("ab"), &ctx);
    // `min` has no delay and ran; `email` waits 250 ms.
    assert_eq!(plan.timers.len(), 1);
    assert_eq!(plan.timers[0].wait_ms, 250);
    assert!(v.invalid());
    assert_eq!(v.failures().len(), 1);
    v.debounce_elapsed(plan.timers[0].token, &json!("ab"), &ctx)
        .unwrap();
    assert_eq!(v.failures().len(), 2);
}

#[test]
fn nullable_passes_an_empty_value_everywhere() {
    let mut v = validation(json!("nullable|required|email|min:5"));
    v.validate(&json!(""), &Ctx::new());
    assert!(!v.invalid());
    v.validate(&json!("x"), &Ctx::new());
    assert!(v.invalid());
    // A conditional nullable applies only while its condition holds.
    let mut v = validation(json!([{"nullable": ["optional", true]}, "required"]));
    v.validate(&json!(null), &Ctx::new().with("optional", json!(true)));
    assert!(!v.invalid());
    v.validate(&json!(null), &Ctx::new().with("optional", json!(false)));
    assert!(v.invalid());
}

#[test]
fn is_required_follows_conditions() {
    let v = validation(json!([{"required": ["other", "x"]}]));
    assert!(v.is_required(&Ctx::new().with("other", json!("x"))));
    assert!(!v.is_required(&Ctx::new().with("other", json!("y"))));
}

#[test]
fn multilingual_per_language_rules() {
    let spec = parse_rules(&json!({"en": "required", "de": "min:3"})).unwrap();
    let mut v = Validation::new(spec, Some(&langs()));
    assert!(v.is_multilingual());
    assert!(!v.validated());
    v.validate(&json!({"en": "", "de": "ab"}), &Ctx::new());
    assert!(v.validated());
    assert!(v.language_invalid("en"));
    assert!(v.language_invalid("de"));
    v.validate(&json!({"en": "Hello", "de": "Hallo"}), &Ctx::new());
    assert!(!v.invalid());
    // A missing language is validated as null.
    v.validate(&json!({"de": "Hallo"}), &Ctx::new());
    assert!(v.language_invalid("en"));
    assert!(!v.language_invalid("de"));
}

#[test]
fn validate_language_runs_one_language() {
    let spec = parse_rules(&json!("required")).unwrap();
    let mut v = Validation::new(spec, Some(&langs()));
    v.validate_language("de", &json!(""), &Ctx::new());
    assert!(v.language_validated("de"));
    assert!(!v.language_validated("en"));
    assert!(!v.validated(), "all languages must have run");
    assert!(v.language_invalid("de"));
    assert!(!v.language_invalid("en"));
    v.validate_language("en", &json!("Hi"), &Ctx::new());
    assert!(v.validated());
    assert!(
        v.validate_language("fr", &json!(""), &Ctx::new())
            .checks
            .is_empty()
    );
}

#[test]
fn multilingual_async_checks_are_tagged_with_the_language() {
    let spec = parse_rules(&json!("unique:pages")).unwrap();
    let mut v = Validation::new(spec, Some(&langs()));
    let run = v.validate(&json!({"en": "a", "de": "b"}), &Ctx::new().at("slug"));
    assert_eq!(
        run.checks
            .iter()
            .map(|c| c.language.as_deref())
            .collect::<Vec<_>>(),
        vec![Some("en"), Some("de")]
    );
    v.resolve_async(run.checks[1].seq, false);
    assert!(v.pending());
    assert!(v.language_invalid("de"));
    assert!(!v.language_invalid("en"));
}

#[test]
fn reset_and_reinit() {
    let mut v = validation(json!("required"));
    v.validate(&json!(""), &Ctx::new());
    assert!(v.invalid());
    v.reset_validators();
    assert!(!v.invalid());
    assert!(!v.validated());
    v.reinit(parse_rules(&json!("min:2")).unwrap());
    v.validate(&json!(""), &Ctx::new());
    assert!(!v.invalid(), "min passes an empty string; required is gone");
    v.reinit(parse_rules(&json!(null)).unwrap());
    assert!(v.validated());
}

#[cfg(feature = "dates")]
#[test]
fn dependencies() {
    let v = validation(
        json!(["same:password", "after:start", "after:today", {"required": [["list.*.type", "x"]]}, "confirmed"]),
    );
    assert_eq!(v.dependencies(), vec!["password", "start", "list.*.type"]);
    assert_eq!(
        v.dependencies_at("list.2.code"),
        vec![
            "password",
            "start",
            "list.2.type",
            "list.2.code_confirmation"
        ]
    );
}

/// In a numeric context a text that is no number has the reference's size `null`, which JS
/// compares as 0 (`null <= 3`, `null < 5` hold; `null == 3` does not): `numeric|max:3` on
/// `"abc"` fails `numeric` only, not also `max` (audit 6: two messages where the reference
/// shows one).
#[test]
fn a_non_number_in_a_numeric_context_compares_as_the_reference_does() {
    let failing = |rules: &str, value: serde_json::Value| {
        let mut v = validation(json!(rules));
        v.validate(&value, &Ctx::new());
        v.failures()
            .iter()
            .map(|(_, f)| f.rule.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(failing("numeric|max:3", json!("abc")), vec!["numeric"]);
    assert_eq!(failing("numeric|lt:5", json!("1,5")), vec!["numeric"]);
    assert_eq!(failing("numeric|lte:5", json!("x")), vec!["numeric"]);
    assert_eq!(
        failing("numeric|min:3", json!("abc")),
        vec!["numeric", "min"]
    );
    assert_eq!(
        failing("numeric|max:-1", json!("abc")),
        vec!["numeric", "max"]
    );
    assert_eq!(
        failing("numeric|size:0", json!("abc")),
        vec!["numeric", "size"]
    );
    assert_eq!(
        failing("numeric|between:0,5", json!("abc")),
        vec!["numeric"]
    );
    assert_eq!(failing("numeric|max:3", json!("4")), vec!["max"]);
}
