//! Property tests: random transition sequences on random JSON never panic and keep the
//! documented invariants.

use proptest::prelude::*;
use serde_json::{Map, Value};
use yewform_core::element::{ElementEvent, ElementKind, ElementSetup, ElementState, json_equal};
use yewform_core::form::FormState;

fn json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-1.0e6..1.0e6f64).prop_map(Value::from),
        prop_oneof![
            Just("en".to_string()),
            Just("<p>x</p>".to_string()),
            ".{0,6}"
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop_oneof![Just("en".to_string()), Just("de".to_string()), "[a-z]{1,3}"],
                    inner
                ),
                0..4
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

#[derive(Debug, Clone)]
enum Op {
    Update(Value),
    Load(Value, bool),
    Clear,
    Reset,
    Clean,
    Hide,
    Show,
    Disable,
    Enable,
    Available(bool),
    DisabledOption(bool),
    Language(String),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        json().prop_map(Op::Update),
        (json(), any::<bool>()).prop_map(|(v, f)| Op::Load(v, f)),
        Just(Op::Clear),
        Just(Op::Reset),
        Just(Op::Clean),
        Just(Op::Hide),
        Just(Op::Show),
        Just(Op::Disable),
        Just(Op::Enable),
        any::<bool>().prop_map(Op::Available),
        any::<bool>().prop_map(Op::DisabledOption),
        prop_oneof![Just("en"), Just("de"), Just("fr")].prop_map(|s| Op::Language(s.to_owned())),
    ]
}

fn setup() -> impl Strategy<Value = ElementSetup> {
    (
        any::<bool>(),
        any::<bool>(),
        prop::option::of(json()),
        any::<bool>(),
        any::<u8>(),
    )
        .prop_map(|(multi, editor, default, submit, formatters)| {
            let mut s = ElementSetup::new("el").with_submit(submit);
            s.default = default;
            if multi {
                s = s.with_languages(vec!["en".into(), "de".into()]);
            }
            if editor {
                s = s.with_kind(ElementKind::TEditor);
            }
            if formatters % 2 == 1 {
                s = s.with_format_load(|v| match v {
                    Value::String(t) => Value::String(t.to_uppercase()),
                    other => other.clone(),
                });
            }
            if formatters % 3 == 1 {
                // Sometimes an object, sometimes not: both must be handled.
                s = s.with_format_data(|n, v| {
                    if v.is_null() {
                        Value::Null
                    } else {
                        serde_json::json!({ n: v })
                    }
                });
            }
            s
        })
}

fn check_change_events(events: &[ElementEvent]) {
    let changes: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, ElementEvent::Change { .. }))
        .collect();
    assert!(
        changes.len() <= 1,
        "at most one change per transition: {events:?}"
    );
    if let Some(ElementEvent::Change { new, old }) = changes.first() {
        assert!(
            !json_equal(new, old),
            "a change event always carries different values"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn transitions_never_panic_and_keep_invariants(
        setup in setup(),
        inherited in prop::option::of(json()),
        ops in prop::collection::vec(op(), 0..24),
    ) {
        let mut el = ElementState::new(setup, inherited.as_ref());
        prop_assert!(json_equal(el.value(), el.default_value()));
        prop_assert!(!el.dirty());
        for op in ops {
            let before = el.value().clone();
            let events = match op {
                Op::Update(v) => el.update(v),
                Op::Load(v, f) => match el.load(v, f) {
                    Ok(events) => events,
                    Err(_) => {
                        prop_assert_eq!(el.value(), &before, "a refused load changes nothing");
                        Vec::new()
                    }
                },
                Op::Clear => {
                    let e = el.clear();
                    prop_assert!(json_equal(el.value(), el.null_value()));
                    e
                }
                Op::Reset => {
                    let e = el.reset();
                    prop_assert!(json_equal(el.value(), el.default_value()));
                    prop_assert!(!el.dirty());
                    prop_assert_eq!(e.first(), Some(&ElementEvent::Reset));
                    e
                }
                Op::Clean => {
                    let e = el.clean();
                    prop_assert!(!el.dirty());
                    e
                }
                Op::Hide => el.hide(),
                Op::Show => el.show(),
                Op::Disable => el.disable().unwrap(),
                Op::Enable => el.enable().unwrap(),
                Op::Available(a) => el.set_available(a),
                Op::DisabledOption(d) => el.set_disabled_option(d),
                Op::Language(l) => el.set_language(&l).unwrap_or_default(),
            };
            check_change_events(&events);
            let changed = !json_equal(&before, el.value());
            let has_change = events.iter().any(|e| matches!(e, ElementEvent::Change { .. }));
            prop_assert_eq!(changed, has_change, "a change event exactly when the value changed");
            if changed {
                prop_assert!(el.dirty() || matches!(events.first(), Some(ElementEvent::Reset)));
            }
            if el.is_multilingual() {
                prop_assert!(el.value().is_object(), "a multilingual value stays an object");
            }
            // Getters never panic and are consistent.
            prop_assert_eq!(el.visible(), el.available() && !el.hidden());
            let _ = (el.empty(), el.is_default(), el.is_disabled(), el.model());
            let request = el.request_data();
            prop_assert!(request.is_object());
            if !el.available() {
                prop_assert_eq!(el.available_data(), serde_json::json!({}));
                prop_assert_eq!(request, serde_json::json!({}));
            }
        }
    }

    #[test]
    fn form_load_is_all_or_nothing(data in json(), format in any::<bool>()) {
        let mut form = FormState::new(vec![("en".into(), "English".into()), ("de".into(), "Deutsch".into())], "en".into());
        let d = serde_json::json!({});
        form.add_element(ElementSetup::new("en"), &d).unwrap();
        form.add_element(ElementSetup::new("de").with_languages(vec!["en".into(), "de".into()]), &d).unwrap();
        form.add_element(ElementSetup::new("x").with_parent_path("en"), &d).unwrap();
        let before = form.data();
        match form.load(&data, format) {
            Ok(_) => {}
            Err(_) => prop_assert_eq!(form.data(), before),
        }
        let _ = (form.request_data(), form.available_data(), form.value_at("en.x"), form.value_at("de.en"));
    }
}
