//! The form runtime's multilingual validation, server checks and debounce timers.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
#[cfg(feature = "editor")]
use yewform_core::form::ElementAction;
use yewform_core::form::{Changed, FormState, Outcome, Task};
use yewform_core::rules::PendingCheck;
use yewform_core::schema::FormSchema;

fn form_with(schema: Value, config: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::from_value(&config).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::new(2024, 6, 1).unwrap()).unwrap()
}

#[cfg(feature = "editor")]
fn two_languages() -> Value {
    json!({"languages": {"en": "English", "de": "Deutsch"}})
}

fn checks(outcome: &Outcome) -> Vec<&PendingCheck> {
    outcome
        .tasks
        .iter()
        .filter_map(|t| match t {
            Task::AsyncCheck { check, .. } => Some(check),
            Task::Debounce { .. } => None,
        })
        .collect()
}

fn timers(outcome: &Outcome) -> Vec<(u64, u64)> {
    outcome
        .tasks
        .iter()
        .filter_map(|t| match t {
            Task::Debounce { wait_ms, token, .. } => Some((*wait_ms, *token)),
            Task::AsyncCheck { .. } => None,
        })
        .collect()
}

/// An answer that was applied: only the element re-renders, nothing fires, nothing to run.
fn rerenders_only(path: &str) -> Outcome {
    Outcome {
        changed: Changed::Paths(vec![path.into()]),
        ..Outcome::none()
    }
}

#[cfg(feature = "editor")]
#[test]
fn a_multilingual_editor_validates_per_language() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "rules": {"en": "required", "de": "min:3"}}}),
        two_languages(),
    );
    assert_eq!(form.value_at("bio"), Some(&json!({"en": null, "de": null})));

    form.apply("bio", ElementAction::ValidateLanguage(None))
        .unwrap();
    let validation = form.validation("bio").unwrap();
    assert!(validation.language_validated("en"));
    assert!(!validation.language_validated("de"));
    assert!(!form.validated("bio"));
    assert_eq!(
        form.errors("bio"),
        vec!["The Bio field is required. (English)"]
    );
    assert_eq!(
        form.error("bio").as_deref(),
        Some("The Bio field is required.")
    );

    // A change validates only the current language.
    form.set_language("de").unwrap();
    // No German error yet: the English one, named, so the invalid field is never silent.
    assert_eq!(
        form.error("bio").as_deref(),
        Some("The Bio field is required. (English)")
    );
    assert!(form.is_danger("bio"));
    form.set_value("bio", json!("ab")).unwrap();
    assert_eq!(form.value_at("bio"), Some(&json!({"en": null, "de": "ab"})));
    assert_eq!(
        form.errors("bio"),
        vec![
            "The Bio field is required. (English)",
            "The Bio must be at least 3 characters. (Deutsch)"
        ]
    );
    assert_eq!(
        form.error("bio").as_deref(),
        Some("The Bio must be at least 3 characters.")
    );
    form.set_language("en").unwrap();
    assert_eq!(
        form.error("bio").as_deref(),
        Some("The Bio field is required.")
    );

    form.apply("bio", ElementAction::Update(json!("Hello")))
        .unwrap();
    assert_eq!(
        form.errors("bio"),
        vec!["The Bio must be at least 3 characters. (Deutsch)"]
    );
    form.apply("bio", ElementAction::ValidateLanguage(Some("de".into())))
        .unwrap();
    assert!(form.invalid("bio"));
    form.apply(
        "bio",
        ElementAction::Load(json!({"en": "Hi", "de": "Hallo"}), false),
    )
    .unwrap();
    form.apply("bio", ElementAction::Validate).unwrap();
    assert!(form.validated("bio") && !form.invalid("bio"));
    assert!(form.errors("bio").is_empty());
}

#[cfg(feature = "editor")]
#[test]
fn a_change_in_one_language_leaves_the_other_unvalidated() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "rules": "required"}}),
        two_languages(),
    );
    form.set_value("bio", json!("x")).unwrap();
    let validation = form.validation("bio").unwrap();
    assert!(validation.language_validated("en"));
    assert!(!validation.language_validated("de"));
    assert!(form.errors("bio").is_empty());
    form.validate_all();
    assert_eq!(
        form.errors("bio"),
        vec!["The Bio field is required. (Deutsch)"]
    );
}

#[test]
fn a_server_rule_waits_for_its_answer_and_drops_stale_ones() {
    let mut form = form_with(
        json!({"user": {"type": "select", "rules": "unique:users"}}),
        json!({}),
    );
    let first = form.set_value("user", json!("ann")).unwrap();
    let first = checks(&first);
    assert_eq!(first.len(), 1);
    let seq1 = first[0].seq;
    assert_eq!(first[0].check.endpoint, "unique");
    assert_eq!(
        first[0].check.body,
        json!({"params": ["users"], "name": "user", "value": "ann"})
    );
    assert!(form.pending("user") && form.busy("user"));

    let second = form.set_value("user", json!("bob")).unwrap();
    let seq2 = checks(&second)[0].seq;
    assert_ne!(seq1, seq2);
    assert!(form.resolve_async("user", seq1, false).is_empty(), "stale");
    assert!(form.pending("user"));
    assert!(!form.invalid("user"));

    let events = form.resolve_async("user", seq2, false);
    assert_eq!(events, rerenders_only("user"));
    assert!(!form.pending("user") && !form.busy("user"));
    assert_eq!(
        form.errors("user"),
        vec!["The User has already been taken."]
    );
    assert!(form.form_invalid());
}

#[test]
fn validate_all_sends_server_checks() {
    let mut form = form_with(
        json!({"user": {"type": "select", "rules": "unique", "default": "ann"}, "x": {"type": "select"}}),
        json!({}),
    );
    let events = form.validate_all();
    let sent = checks(&events);
    assert_eq!(sent.len(), 1);
    let seq = sent[0].seq;
    assert_eq!(
        form.resolve_async("user", seq, true),
        rerenders_only("user")
    );
    assert!(!form.form_invalid() && form.validated("user"));
}

#[test]
fn a_rule_debounce_waits_for_the_newest_timer() {
    let mut form = form_with(
        json!({"name": {"type": "select", "rules": "required|min:5,debounce=300"}}),
        json!({}),
    );
    let events = form.set_value("name", json!("ab")).unwrap();
    let first = timers(&events);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].0, 300);
    assert!(form.debouncing("name") && form.busy("name"));
    assert!(form.errors("name").is_empty(), "min waits, required passed");

    let events = form.set_value("name", json!("abc")).unwrap();
    let second = timers(&events);
    assert_ne!(first[0].1, second[0].1);
    assert!(
        form.debounce_elapsed("name", first[0].1).is_empty(),
        "stale token"
    );
    assert!(form.debouncing("name"));

    let events = form.debounce_elapsed("name", second[0].1);
    assert_eq!(events, rerenders_only("name"));
    assert!(!form.debouncing("name"));
    assert_eq!(
        form.errors("name"),
        vec!["The Name must be at least 5 characters."]
    );

    // An unfilled value validates at once and cancels the timer.
    form.set_value("name", json!("abcdef")).unwrap();
    assert!(form.debouncing("name"));
    let events = form.set_value("name", json!("")).unwrap();
    assert!(timers(&events).is_empty());
    assert!(!form.debouncing("name"));
    assert_eq!(form.errors("name"), vec!["The Name field is required."]);
}

/// A translatable element's change debounces rule by rule, as a single-language element's
/// and `validate()` do (the spec: "A single rule can take its own delay with a
/// `debounce=<ms>` parameter"): a rule without a delay runs at once, a rule's own delay beats
/// the element's (audit 6: the language waited as one, for the element's delay or the
/// longest rule's).
#[cfg(feature = "editor")]
#[test]
fn an_editor_change_debounces_each_rule_with_its_own_delay() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "rules": ["min:20", "max:500,debounce=800"]}}),
        two_languages(),
    );
    let events = form.set_value("bio", json!("ab")).unwrap();
    assert_eq!(
        form.errors("bio"),
        vec!["The Bio must be at least 20 characters. (English)"],
        "min has no delay"
    );
    assert_eq!(
        timers(&events).iter().map(|t| t.0).collect::<Vec<_>>(),
        vec![800]
    );
    assert!(form.debouncing("bio"));

    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "debounce": 100, "rules": "max:5,debounce=1000"}}),
        two_languages(),
    );
    let events = form.set_value("bio", json!("abcdefgh")).unwrap();
    assert_eq!(
        timers(&events).iter().map(|t| t.0).collect::<Vec<_>>(),
        vec![1000]
    );
}

/// Each language waits on its own: editing a second language before the first one's delay
/// ends leaves the first one's timer to run (audit 6: one waiting slot per element, so the
/// first language was never checked until a submit).
#[cfg(feature = "editor")]
#[test]
fn a_second_languages_change_keeps_the_first_languages_timer() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "debounce": 500, "rules": "min:5"}}),
        two_languages(),
    );
    let en = timers(&form.set_value("bio", json!("ab")).unwrap())[0].1;
    form.set_language("de").unwrap();
    let de = timers(&form.set_value("bio", json!("abcdefg")).unwrap())[0].1;
    assert_eq!(form.debounce_elapsed("bio", en), rerenders_only("bio"));
    assert_eq!(
        form.errors("bio"),
        vec!["The Bio must be at least 5 characters. (English)"]
    );
    assert!(form.debouncing("bio"), "German still waits");
    assert_eq!(form.debounce_elapsed("bio", de), rerenders_only("bio"));
    assert!(!form.debouncing("bio"));
    assert!(form.validated("bio"));
}

#[cfg(feature = "editor")]
#[test]
fn an_editor_debounce_waits_in_the_current_language() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "debounce": 250, "rules": "min:3"}}),
        two_languages(),
    );
    let events = form.set_value("bio", json!("ab")).unwrap();
    let first = timers(&events);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].0, 250);
    assert!(form.debouncing("bio"));
    assert!(!form.invalid("bio"));

    let events = form.set_value("bio", json!("abc")).unwrap();
    let second = timers(&events);
    assert!(form.debounce_elapsed("bio", first[0].1).is_empty());
    assert!(form.debouncing("bio"));
    form.set_value("bio", json!("ab")).unwrap();
    let third = form.set_value("bio", json!("xy")).unwrap();
    let third = timers(&third);
    assert!(form.debounce_elapsed("bio", second[0].1).is_empty());

    let events = form.debounce_elapsed("bio", third[0].1);
    assert_eq!(events, rerenders_only("bio"));
    assert!(!form.debouncing("bio"));
    assert_eq!(
        form.errors("bio"),
        vec!["The Bio must be at least 3 characters. (English)"]
    );
    let validation = form.validation("bio").unwrap();
    assert!(!validation.language_validated("de"));

    // Resetting the validators drops a waiting timer.
    let events = form.set_value("bio", json!("abcd")).unwrap();
    let token = timers(&events)[0].1;
    form.apply("bio", ElementAction::ResetValidators).unwrap();
    assert!(!form.debouncing("bio"));
    assert!(form.debounce_elapsed("bio", token).is_empty());
}

/// `validate_language` of a code the element does not have is refused, as `set_language`
/// refuses it (audit 6: it answered `Ok` and checked nothing).
#[cfg(feature = "editor")]
#[test]
fn validating_an_unknown_language_is_refused() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "rules": "required"}}),
        two_languages(),
    );
    let err = form
        .apply("bio", ElementAction::ValidateLanguage(Some("fr".into())))
        .unwrap_err()
        .to_string();
    assert!(err.contains("fr") && err.contains("en"), "{err}");
    assert!(!form.validation("bio").unwrap().language_validated("en"));
    form.apply("bio", ElementAction::ValidateLanguage(Some("de".into())))
        .unwrap();
    assert!(form.validation("bio").unwrap().language_validated("de"));
}

#[cfg(feature = "editor")]
#[test]
fn language_valid_answers_for_one_language_of_a_multilingual_element() {
    let mut form = form_with(
        json!({
            "bio": {"type": "t-editor", "rules": {"en": "required", "de": "min:3"}},
            "s": {"type": "select", "rules": "required"}
        }),
        two_languages(),
    );
    form.apply(
        "bio",
        ElementAction::Load(json!({"en": "Hello", "de": "ab"}), false),
    )
    .unwrap();
    form.apply("bio", ElementAction::ValidateLanguage(Some("en".into())))
        .unwrap();
    form.apply("bio", ElementAction::ValidateLanguage(Some("de".into())))
        .unwrap();
    assert!(form.invalid("bio"), "German fails min:3");
    assert_eq!(form.language_valid("bio", "en"), Some(true));
    assert_eq!(form.language_valid("bio", "de"), Some(false));
    // An element with one value answers for it whatever the language.
    form.apply("s", ElementAction::Validate).unwrap();
    assert_eq!(form.language_valid("s", "de"), Some(false));
    form.apply("s", ElementAction::Update(json!("x"))).unwrap();
    assert_eq!(form.language_valid("s", "en"), Some(true));
    assert_eq!(form.language_valid("nope", "en"), None);
}

/// The submit's schema: a server-ruled `email`, a `company` checkbox and a `vat` required
/// only for a company.
fn submit_form(config: Value) -> FormState {
    form_with(
        json!({
            "email": {"type": "text", "rules": "required|unique:users", "default": "free@x"},
            "company": {"type": "checkbox"},
            "vat": {"type": "text", "rules": "required", "conditions": [["company", true]]},
        }),
        config,
    )
}

/// Validates the whole form as a submit does and answers its server checks with `passed`:
/// the snapshot taken when the validation ran.
fn validate_and_answer(
    form: &mut FormState,
    passed: bool,
) -> yewform_core::form::ValidationSnapshot {
    let sent = form.validate_all();
    let snapshot = form.validation_snapshot();
    let answers: Vec<(String, u64)> = sent
        .tasks
        .iter()
        .filter_map(|t| match t {
            Task::AsyncCheck { path, check } => Some((path.clone(), check.seq)),
            Task::Debounce { .. } => None,
        })
        .collect();
    assert!(!form.validated_as(&snapshot), "checks pending");
    for (path, seq) in answers {
        let _ = form.resolve_async(&path, seq, passed);
    }
    snapshot
}

#[test]
fn a_validation_still_holds_when_only_its_answers_arrived() {
    let mut form = submit_form(json!({}));
    let snapshot = validate_and_answer(&mut form, true);
    assert!(
        form.validated_as(&snapshot),
        "the answers settle it: a submit does not validate again"
    );
    let snapshot = validate_and_answer(&mut form, false);
    assert!(form.validated_as(&snapshot), "a refusal settles it too");
    assert!(form.form_invalid());
}

#[test]
fn an_element_made_available_after_the_validation_voids_it() {
    let mut form = submit_form(json!({}));
    let snapshot = validate_and_answer(&mut form, true);
    form.set_value("company", json!(true)).unwrap();
    assert!(form.is_available("vat") == Some(true));
    assert!(!form.form_invalid(), "vat was never validated");
    assert!(
        !form.validated_as(&snapshot),
        "vat became available without being validated"
    );
    let snapshot = validate_and_answer(&mut form, true);
    assert!(form.validated_as(&snapshot));
    assert!(form.form_invalid());
    assert_eq!(form.errors("vat"), vec!["The Vat field is required."]);
}

#[test]
fn a_value_edited_after_the_validation_voids_it_without_validate_on_change() {
    let mut form = submit_form(json!({"validateOn": ""}));
    let snapshot = validate_and_answer(&mut form, true);
    form.set_value("email", json!("taken@x")).unwrap();
    assert!(form.validated("email"), "the old value's result is kept");
    assert!(
        !form.validated_as(&snapshot),
        "the value sent is not the one validated"
    );
}

#[test]
fn a_rebuilt_state_voids_the_validation() {
    let mut old = submit_form(json!({}));
    let snapshot = validate_and_answer(&mut old, true);
    let mut new = submit_form(json!({}));
    let _ = new.take_values_from(&old);
    assert_eq!(new.data(), old.data());
    assert!(
        !new.validated_as(&snapshot),
        "validation started afresh in the new state"
    );
}

/// Every kind of rule set is validated by one `validate_all`: a submit never loops on an
/// element whose rules skip (nullable, a rule's condition off), a container's own rules,
/// list items, a translatable element.
#[test]
fn one_validation_of_every_kind_holds_at_once() {
    let mut form = form_with(
        json!({
            "other": {"type": "text"},
            "nick": {"type": "text", "rules": ["nullable", "min:3"]},
            "vat": {"type": "text", "rules": [{"required": [["other", "x"]]}]},
            "tags": {"type": "list", "rules": "min:1", "initial": 2,
                     "element": {"type": "text", "rules": "required"}},
            "address": {"type": "object", "schema": {
                "city": {"type": "text", "rules": "required"}
            }},
            "bio": {"type": "t-editor", "rules": "required"},
            "hidden_one": {"type": "text", "rules": "required", "conditions": [["other", "y"]]},
        }),
        json!({"languages": {"en": "English", "de": "Deutsch"}}),
    );
    let out = form.validate_all();
    assert!(checks(&out).is_empty());
    let snapshot = form.validation_snapshot();
    assert!(form.validated_as(&snapshot));
}

/// Audit 23B F2: with rules per language, the element is required (its `*`, its
/// `aria-required`) in the language its surface shows, not because another language is.
#[cfg(feature = "editor")]
#[test]
fn a_multilingual_element_is_required_in_the_language_shown() {
    let mut form = form_with(
        json!({"bio": {"type": "t-editor", "label": "Bio",
            "rules": {"en": "required", "de": "min:3"}}}),
        two_languages(),
    );
    assert!(form.is_required("bio"));
    assert_eq!(
        form.aria("bio", "yf-bio").get("aria-required"),
        Some(&json!("true"))
    );
    form.set_language("de").unwrap();
    assert!(!form.is_required("bio"));
    let aria = form.aria("bio", "yf-bio");
    assert!(aria.get("aria-required").is_none(), "{aria:?}");
    // Rules shared by every language are required in each.
    let mut shared = form_with(
        json!({"bio": {"type": "t-editor", "rules": "required"}}),
        two_languages(),
    );
    shared.set_language("de").unwrap();
    assert!(shared.is_required("bio"));
}

/// A server check outstanding makes the element loading (`isLoading = pending || loading`).
#[test]
fn a_pending_server_check_makes_the_element_loading() {
    let mut form = form_with(
        json!({"b": {"type": "select", "rules": "unique:users"}, "c": {"type": "select"}}),
        json!({}),
    );
    assert!(!form.is_loading("b"));
    let _ = form.set_value("b", json!("taken")).unwrap();
    let outcome = form.validate_all();
    assert!(!checks(&outcome).is_empty() || form.pending("b"));
    assert!(form.pending("b"));
    assert!(form.is_loading("b"), "isLoading = pending || loading");
    assert!(!form.is_loading("c"));
}

/// Audit 24B #1 and #5: the same schema rebuilt with other options (`take_values_from`) takes
/// the values and their dirty flags, and starts validation afresh: nothing waits for a check
/// the rebuild never asked to send, and a loaded then cleaned value is not dirty again.
#[test]
fn a_rebuild_takes_the_values_and_dirty_flags_and_leaves_nothing_pending() {
    let schema = json!({
        "email": {"type": "text", "rules": "required|unique:users", "default": "free@x"},
        "name": {"type": "text"},
        "typed": {"type": "text"}
    });
    let mut old = form_with(schema.clone(), json!({}));
    let _ = old
        .load(
            &json!({"email": "ann@x", "name": "Ann", "typed": ""}),
            false,
        )
        .unwrap();
    let _ = old.clean();
    let _ = old.set_value("typed", json!("t")).unwrap();
    let pending = checks(&old.validate_all()).len();
    assert_eq!(pending, 1, "the old state checks ann@x");
    let mut new = form_with(schema, json!({"validateOn": "change"}));
    let _ = new.take_values_from(&old);
    assert_eq!(new.data()["email"], json!("ann@x"));
    assert!(!new.pending("email"), "no check the rebuild never sent");
    assert!(!new.validated("email"), "validation starts afresh");
    assert!(
        !new.el("email").unwrap().dirty(),
        "loaded and cleaned: not dirty"
    );
    assert!(!new.el("name").unwrap().dirty());
    assert!(
        new.el("typed").unwrap().dirty(),
        "typed after the clean: dirty"
    );
    // The next validation asks for the check again.
    assert_eq!(checks(&new.validate_all()).len(), 1);
}
