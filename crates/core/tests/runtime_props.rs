//! Random action sequences on a small schema form never panic, and the runtime stays
//! consistent: incremental availability equals a full recomputation, request data holds
//! only available elements, and `validate_all` leaves every available element validated.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic
#![cfg(feature = "editor")]

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::schema::FormSchema;

const PATHS: &[&str] = &["a", "b", "c", "u", "bio", "mail", "nope"];

fn build() -> FormState {
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "select"},
        "b": {"type": "select", "conditions": [["a", "x"]], "rules": "required|min:2"},
        "c": {"type": "select", "conditions": [["b", "not_empty"]],
              "rules": [{"required": [["a", "y"]]}, "same:b"], "disabled": [["a", "z"]]},
        "u": {"type": "select", "rules": "unique"},
        "bio": {"type": "t-editor", "debounce": 100, "rules": {"en": "required", "de": "min:3"}},
        "mail": {"type": "select", "rules": "email:debounce=50"},
    }))
    .unwrap();
    let config =
        FormConfig::from_value(&json!({"languages": {"en": "English", "de": "Deutsch"}})).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::new(2024, 6, 1).unwrap()).unwrap()
}

fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!(null)),
        Just(json!("")),
        Just(json!("x")),
        Just(json!("y")),
        Just(json!("z")),
        Just(json!("ab")),
        Just(json!("abc@example.com")),
        Just(json!(1)),
        Just(json!([])),
        Just(json!({"en": "hi"})),
        Just(json!({"de": "Hallo", "en": null})),
    ]
}

fn action() -> impl Strategy<Value = ElementAction> {
    prop_oneof![
        value().prop_map(ElementAction::Update),
        (value(), any::<bool>()).prop_map(|(v, f)| ElementAction::Load(v, f)),
        Just(ElementAction::Clear),
        Just(ElementAction::Reset),
        Just(ElementAction::Clean),
        Just(ElementAction::Hide),
        Just(ElementAction::Show),
        Just(ElementAction::Disable),
        Just(ElementAction::Enable),
        Just(ElementAction::Validate),
        prop_oneof![
            Just(None),
            Just(Some("en".to_string())),
            Just(Some("de".to_string())),
            Just(Some("fr".to_string()))
        ]
        .prop_map(ElementAction::ValidateLanguage),
        Just(ElementAction::ResetValidators),
        Just(ElementAction::ClearMessages),
        Just(ElementAction::AddError("e".into())),
        Just(ElementAction::AddMessage("m".into())),
        prop_oneof![Just("en"), Just("de"), Just("fr")]
            .prop_map(|l| ElementAction::SetLanguage(l.into())),
    ]
}

#[derive(Debug, Clone)]
enum Step {
    Element(usize, ElementAction),
    ValidateAll,
    Load(Value),
    Reset,
    Clear,
    Language(&'static str),
    Resolve(usize, u64, bool),
    Elapsed(usize, u64),
    Locale(Option<&'static str>),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        6 => (0..PATHS.len(), action()).prop_map(|(p, a)| Step::Element(p, a)),
        1 => Just(Step::ValidateAll),
        1 => prop_oneof![
            Just(json!({"a": "x", "b": "ab", "bio": {"en": "Hi"}})),
            Just(json!({"a": "y"})),
            Just(json!({"bio": "not an object"})),
        ]
        .prop_map(Step::Load),
        1 => Just(Step::Reset),
        1 => Just(Step::Clear),
        1 => prop_oneof![Just("en"), Just("de"), Just("fr")].prop_map(Step::Language),
        2 => (0..PATHS.len(), 0u64..12, any::<bool>()).prop_map(|(p, s, ok)| Step::Resolve(p, s, ok)),
        2 => (0..PATHS.len(), 0u64..12).prop_map(|(p, t)| Step::Elapsed(p, t)),
        1 => prop_oneof![Just(None), Just(Some("de")), Just(Some("xx"))].prop_map(Step::Locale),
    ]
}

fn run(form: &mut FormState, step: Step) {
    let path = |i: usize| PATHS.get(i).copied().unwrap_or("nope");
    match step {
        Step::Element(p, a) => {
            let _ = form.apply(path(p), a);
        }
        Step::ValidateAll => {
            form.validate_all();
        }
        Step::Load(data) => {
            let _ = form.load(&data, false);
        }
        Step::Reset => {
            form.reset();
        }
        Step::Clear => {
            form.clear();
        }
        Step::Language(code) => {
            let _ = form.set_language(code);
        }
        Step::Resolve(p, seq, ok) => {
            form.resolve_async(path(p), seq, ok);
        }
        Step::Elapsed(p, token) => {
            form.debounce_elapsed(path(p), token);
        }
        Step::Locale(l) => {
            form.set_locale(l.map(str::to_string));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[cfg(feature = "editor")]
    #[test]
    fn random_sequences_keep_the_form_consistent(steps in prop::collection::vec(step(), 0..40)) {
        let mut form = build();
        for s in steps {
            run(&mut form, s);
            for p in PATHS {
                let _ = (
                    form.errors(p), form.error(p), form.invalid(p), form.validated(p),
                    form.pending(p), form.busy(p), form.debouncing(p), form.is_required(p),
                    form.is_disabled(p), form.generic_name(p), form.messages_of(p),
                );
            }
        }
        prop_assert!(form.recompute_availability().is_empty(), "incremental availability drifted");
        let request = form.request_data();
        for el in form.elements() {
            let present = request.get(el.name()).is_some();
            prop_assert_eq!(present, el.available(), "{} in request data", el.path());
        }
        let invalid_available = form
            .elements()
            .any(|el| el.available() && form.invalid(el.path()));
        prop_assert_eq!(form.form_invalid(), invalid_available);

        form.validate_all();
        for el in form.elements() {
            if el.available() {
                prop_assert!(form.validated(el.path()), "{} validated", el.path());
                prop_assert!(!form.debouncing(el.path()), "{} not debouncing", el.path());
            }
        }
        let copy = form.clone();
        prop_assert_eq!(copy.request_data(), form.request_data());
    }
}
