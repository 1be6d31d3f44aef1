//! The form runtime: conditions, availability, request data, validation on change,
//! conditional rules, messages and the disabled spec, on forms built from schemas.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::ElementEvent;
use yewform_core::expression::Date;
use yewform_core::form::{Changed, ElementAction, Fired, FormError, FormState, Outcome};
use yewform_core::schema::{CommonOptions, ElementSchema, FormSchema, SelectSchema};

fn today() -> Date {
    Date::new(2024, 6, 1).unwrap()
}

fn form_with(schema: Value, config: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::from_value(&config).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), today()).unwrap()
}

fn form(schema: Value) -> FormState {
    form_with(schema, json!({}))
}

/// The paths whose views an outcome re-renders (panics on a form-wide outcome).
fn changed(outcome: &Outcome) -> Vec<&str> {
    match &outcome.changed {
        Changed::Paths(paths) => paths.iter().map(String::as_str).collect(),
        Changed::All => panic!("a form-wide outcome: {outcome:?}"),
    }
}

#[cfg(feature = "conditions")]
#[test]
fn request_data_follows_a_condition_and_keeps_the_hidden_value() {
    let mut form = form(json!({
        "a": {"type": "select"},
        "b": {"type": "select", "conditions": [["a", "yes"]]},
    }));
    assert_eq!(form.is_available("b"), Some(false));
    assert_eq!(form.request_data(), json!({"a": null}));

    let events = form.set_value("a", json!("yes")).unwrap();
    assert_eq!(
        events.fired,
        [Fired {
            path: "a".into(),
            event: ElementEvent::Change {
                new: json!("yes"),
                old: json!(null)
            }
        }]
    );
    assert_eq!(changed(&events), ["a", "b"], "b reads a: it re-renders");
    assert_eq!(form.is_available("b"), Some(true));
    assert_eq!(form.request_data(), json!({"a": "yes", "b": null}));

    form.set_value("b", json!("kept")).unwrap();
    let events = form.set_value("a", json!("no")).unwrap();
    assert_eq!(changed(&events), ["a", "b"]);
    assert_eq!(form.is_available("b"), Some(false));
    assert_eq!(form.request_data(), json!({"a": "no"}));
    assert_eq!(form.data(), json!({"a": "no", "b": "kept"}));
    assert!(!form.el("b").unwrap().visible());

    let events = form.set_value("a", json!("yes")).unwrap();
    assert_eq!(changed(&events), ["a", "b"]);
    assert_eq!(form.request_data(), json!({"a": "yes", "b": "kept"}));
}

#[cfg(feature = "conditions")]
#[test]
fn an_unchanged_value_recomputes_nothing() {
    let mut form = form(json!({
        "a": {"type": "select", "default": "yes"},
        "b": {"type": "select", "conditions": [["a", "yes"]]},
    }));
    assert_eq!(form.is_available("b"), Some(true));
    let outcome = form.set_value("a", json!("yes")).unwrap();
    assert!(
        outcome.fired.is_empty() && outcome.tasks.is_empty(),
        "{outcome:?}"
    );
    assert_eq!(changed(&outcome), ["a"], "the element alone re-renders");
}

#[cfg(feature = "conditions")]
#[test]
fn a_chain_follows_in_one_call() {
    let mut form = form(json!({
        "a": {"type": "select"},
        "b": {"type": "select", "default": "y", "conditions": [["a", "x"]]},
        "c": {"type": "select", "conditions": [["b", "y"]]},
    }));
    assert_eq!(form.is_available("b"), Some(false));
    assert_eq!(
        form.is_available("c"),
        Some(false),
        "a condition on an unavailable element is false"
    );
    let events = form.set_value("a", json!("x")).unwrap();
    assert_eq!(
        changed(&events),
        ["a", "b", "c"],
        "c follows b, which follows a"
    );
    assert_eq!(form.is_available("c"), Some(true));
    assert_eq!(form.request_data(), json!({"a": "x", "b": "y", "c": null}));
    let events = form.apply("a", ElementAction::Clear).unwrap();
    assert_eq!(changed(&events), ["a", "b", "c"]);
    assert_eq!(form.is_available("c"), Some(false));
    assert_eq!(form.request_data(), json!({"a": null}));
}

#[cfg(feature = "conditions")]
#[test]
fn a_circular_pair_settles() {
    let mut form = form(json!({
        "p": {"type": "select", "default": "1", "conditions": [["q", "1"]]},
        "q": {"type": "select", "default": "1", "conditions": [["p", "1"]]},
    }));
    assert_eq!(form.is_available("p"), Some(true));
    assert_eq!(form.is_available("q"), Some(true));
    form.set_value("p", json!("2")).unwrap();
    // q's condition fails; p's condition reads q, which points back at p, so q's value
    // is still compared (the reference's circular exception) and p stays.
    assert_eq!(form.is_available("q"), Some(false));
    assert_eq!(form.is_available("p"), Some(true));
    form.set_value("p", json!("1")).unwrap();
    assert_eq!(form.is_available("q"), Some(true));
}

/// Conditions that keep flipping each other stop instead of looping.
#[cfg(feature = "expressions")]
#[test]
fn flipping_conditions_stop() {
    let mut form = form_flip();
    let _ = form.set_value("x", json!("go")).unwrap();
    let _ = form.request_data();
}

#[cfg(feature = "expressions")]
fn form_flip() -> FormState {
    form(json!({
        "x": {"type": "select"},
        "m": {"type": "select", "conditions": [["x", "go"], "AVAILABLE('n')"]},
        "n": {"type": "select", "conditions": ["not AVAILABLE('m')"]},
    }))
}

#[cfg(feature = "conditions")]
#[test]
fn unavailable_required_elements_do_not_fail_the_form() {
    let mut form = form(json!({
        "a": {"type": "select"},
        "b": {"type": "select", "rules": "required", "conditions": [["a", "yes"]]},
    }));
    let events = form.validate_all();
    assert!(events.is_empty(), "{events:?}");
    assert!(!form.validated("b"));
    assert!(!form.form_invalid());
    assert!(form.errors("b").is_empty());

    form.set_value("a", json!("yes")).unwrap();
    assert!(!form.form_invalid(), "b was never validated");
    let events = form.validate_all();
    assert_eq!(changed(&events), ["b"]);
    assert!(form.form_invalid());
    assert_eq!(form.errors("b"), vec!["The B field is required."]);

    form.set_value("a", json!("no")).unwrap();
    assert!(
        !form.form_invalid(),
        "an unavailable element never fails the form"
    );
    form.validate_all();
    assert!(!form.form_invalid());
}

#[cfg(feature = "rules")]
#[test]
fn validate_on_change_gives_the_english_error() {
    let mut form = form(json!({"name": {"type": "select", "rules": "required|min:3"}}));
    assert!(!form.validated("name"));
    let events = form.set_value("name", json!("ab")).unwrap();
    assert_eq!(changed(&events), ["name"]);
    assert!(form.validated("name") && form.invalid("name"));
    assert_eq!(
        form.errors("name"),
        vec!["The Name must be at least 3 characters."]
    );
    assert_eq!(
        form.error("name").as_deref(),
        Some("The Name must be at least 3 characters.")
    );
    form.set_value("name", json!("abc")).unwrap();
    assert!(form.errors("name").is_empty());
    assert_eq!(form.error("name"), None);
    assert!(!form.invalid("name"));
    form.set_value("name", json!("")).unwrap();
    assert_eq!(form.errors("name"), vec!["The Name field is required."]);
    assert!(form.is_required("name"));
}

#[cfg(feature = "rules")]
#[test]
fn validate_on_step_does_not_validate_on_change() {
    let mut form = form_with(
        json!({"name": {"type": "select", "rules": "required|min:3"}}),
        json!({"validateOn": "step"}),
    );
    let events = form.set_value("name", json!("ab")).unwrap();
    assert_eq!(changed(&events), ["name"]);
    assert!(events.tasks.is_empty(), "{events:?}");
    assert!(!form.validated("name"));
    assert!(form.errors("name").is_empty());
    form.apply("name", ElementAction::Validate).unwrap();
    assert_eq!(
        form.errors("name"),
        vec!["The Name must be at least 3 characters."]
    );
}

#[cfg(feature = "conditions")]
#[test]
fn a_conditional_rule_is_rechecked_when_the_other_element_changes() {
    let mut form = form(json!({
        "other": {"type": "select"},
        "b": {"type": "select", "rules": [{"required": [["other", "x"]]}]},
        "untouched": {"type": "select", "rules": [{"required": [["other", "x"]]}]},
    }));
    assert!(!form.is_required("b"));
    let events = form.apply("b", ElementAction::Validate).unwrap();
    assert_eq!(changed(&events), ["b"]);
    assert!(form.validated("b"));
    assert!(form.errors("b").is_empty());

    let events = form.set_value("other", json!("x")).unwrap();
    assert_eq!(
        changed(&events),
        ["other", "b", "untouched"],
        "both read other"
    );
    assert!(
        !form.validated("untouched"),
        "only validated elements are re-checked"
    );
    assert!(form.is_required("b"));
    assert_eq!(form.errors("b"), vec!["The B field is required."]);
    assert!(form.errors("untouched").is_empty());
    assert!(form.is_required("untouched"));

    form.set_value("other", json!("y")).unwrap();
    assert!(form.errors("b").is_empty());
}

#[cfg(feature = "rules")]
#[test]
fn message_precedence_and_attribute_names() {
    let mut form = form_with(
        json!({
            "full": {
                "type": "select",
                "rules": "required|min:3",
                "fieldName": "Full name",
                "label": "Ignored label",
                "messages": {"required": {"en": "Please fill :attribute", "de": "Bitte :attribute ausfüllen"}},
            },
            "first_name": {"type": "select", "rules": "required"},
            "city": {"type": "select", "rules": "required", "label": {"en": "City", "de": "Stadt"}},
        }),
        json!({"messages": {"min": "Form says :attribute needs :min"}}),
    );
    form.set_value("full", json!("ab")).unwrap();
    assert_eq!(form.errors("full"), vec!["Form says Full name needs 3"]);
    form.set_value("full", json!("")).unwrap();
    assert_eq!(form.errors("full"), vec!["Please fill Full name"]);

    form.validate_all();
    assert_eq!(
        form.errors("first_name"),
        vec!["The First name field is required."]
    );
    assert_eq!(form.errors("city"), vec!["The City field is required."]);
    assert_eq!(
        form.generic_name("first_name").as_deref(),
        Some("First name")
    );

    assert_eq!(form.locale(), "en");
    form.set_locale(Some("de".into()));
    assert_eq!(form.locale(), "de");
    assert_eq!(form.errors("full"), vec!["Bitte Full name ausfüllen"]);
    #[cfg(feature = "locale-de")]
    {
        assert_eq!(form.errors("city"), vec!["Stadt muss ausgefüllt werden."]);
        assert_eq!(
            form.errors("first_name"),
            vec!["First name muss ausgefüllt werden."]
        );
    }

    assert!(form.set_field_name("city", "Ort".into()));
    assert!(form.set_element_messages("city", json!({"required": ":attribute fehlt"})));
    assert_eq!(form.errors("city"), vec!["Ort fehlt"]);
    assert!(!form.set_field_name("nope", "x".into()));
}

#[test]
fn a_placeholder_names_the_field_only_with_float_placeholders() {
    let schema = json!({"zip": {"type": "select", "rules": "required", "placeholder": "Postcode"}});
    let mut on = form(schema.clone());
    on.validate_all();
    assert_eq!(on.errors("zip"), vec!["The Postcode field is required."]);
    let mut off = form_with(schema, json!({"floatPlaceholders": false}));
    off.validate_all();
    assert_eq!(off.errors("zip"), vec!["The Zip field is required."]);
}

#[test]
fn app_errors_and_messages_go_through_the_bag() {
    let mut form = form(json!({"a": {"type": "select", "rules": "required"}}));
    form.validate_all();
    form.apply("a", ElementAction::AddError("Server says no".into()))
        .unwrap();
    form.apply("a", ElementAction::AddMessage("Saved".into()))
        .unwrap();
    assert_eq!(
        form.errors("a"),
        vec!["The A field is required.", "Server says no"]
    );
    assert_eq!(form.messages_of("a"), vec!["Saved"]);
    form.apply("a", ElementAction::ClearMessages).unwrap();
    assert_eq!(form.errors("a"), vec!["The A field is required."]);
    assert!(form.messages_of("a").is_empty());
    form.apply("a", ElementAction::ResetValidators).unwrap();
    assert!(form.errors("a").is_empty());
    assert!(!form.validated("a"));
}

#[test]
fn reset_resets_validators_without_validating() {
    let mut form = form(json!({"a": {"type": "select", "rules": "required", "default": "x"}}));
    form.set_value("a", json!(null)).unwrap();
    assert!(form.invalid("a"));
    let events = form.apply("a", ElementAction::Reset).unwrap();
    assert!(events.tasks.is_empty(), "{events:?}");
    assert!(events.fired.contains(&Fired {
        path: "a".into(),
        event: ElementEvent::Reset
    }));
    assert!(!form.invalid("a") && !form.validated("a"));
    assert_eq!(form.value_at("a"), Some(&json!("x")));

    form.set_value("a", json!(null)).unwrap();
    form.reset();
    assert!(!form.invalid("a") && !form.validated("a"));
}

#[test]
fn form_load_revalidates_only_touched_elements() {
    let mut form = form(json!({
        "a": {"type": "select", "rules": "required"},
        "b": {"type": "select", "rules": "required"},
    }));
    form.set_value("a", json!("x")).unwrap();
    let events = form.load(&json!({"a": null}), false).unwrap();
    assert_eq!(events.changed, Changed::All, "a form-wide change");
    assert!(form.validated("a") && !form.validated("b"));
    assert_eq!(form.errors("a"), vec!["The A field is required."]);
    assert!(form.errors("b").is_empty());
}

#[cfg(feature = "conditions")]
#[test]
fn the_disabled_spec_is_evaluated_against_the_form() {
    let mut form = form(json!({
        "a": {"type": "select"},
        "b": {"type": "select", "disabled": [["a", "x"]]},
        "c": {"type": "select", "disabled": true},
    }));
    assert!(!form.is_disabled("b"));
    assert!(form.is_disabled("c"));
    form.set_value("a", json!("x")).unwrap();
    assert!(form.is_disabled("b"));
    form.apply("b", ElementAction::Enable).unwrap();
    assert!(!form.is_disabled("b"), "enable() wins over the option");
    form.apply("c", ElementAction::Enable).unwrap();
    assert!(!form.is_disabled("c"));
    form.set_value("a", json!("y")).unwrap();
    form.apply("b", ElementAction::Disable).unwrap();
    assert!(form.is_disabled("b"), "disable() wins too");
    assert!(!form.is_disabled("nope"));
}

#[test]
fn schema_entries_and_config_are_kept() {
    let form = form_with(
        json!({"a": {"type": "select", "search": true}}),
        json!({"strictConditions": true}),
    );
    let Some(ElementSchema::Select(a)) = form.schema_entry("a") else {
        panic!("a is a select")
    };
    assert!(a.search);
    assert!(form.config().strict_conditions);
    assert!(form.schema_entry("nope").is_none());
}

#[test]
fn from_schema_names_the_element_with_bad_rules() {
    let schema = FormSchema {
        elements: vec![(
            "a".into(),
            std::sync::Arc::new(ElementSchema::Select(SelectSchema {
                common: CommonOptions {
                    rules: json!("nope"),
                    ..CommonOptions::default()
                },
                ..SelectSchema::default()
            })),
        )],
    };
    let err =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today()).unwrap_err();
    assert!(matches!(err, FormError::Rules { ref path, .. } if path == "a"));
    assert_eq!(
        err.to_string(),
        "form: element `a`: rules: unknown rule \"nope\""
    );

    let schema = FormSchema {
        elements: vec![(
            "b".into(),
            std::sync::Arc::new(ElementSchema::Select(SelectSchema {
                common: CommonOptions {
                    conditions: json!(5),
                    ..CommonOptions::default()
                },
                ..SelectSchema::default()
            })),
        )],
    };
    let err =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today()).unwrap_err();
    assert!(
        matches!(err, FormError::Conditions { ref path, option: "conditions", .. } if path == "b")
    );
}

#[test]
fn unknown_paths_are_refused() {
    let mut form = form(json!({"a": {"type": "select"}}));
    assert_eq!(
        form.set_value("zzz", json!(1)).unwrap_err(),
        FormError::UnknownPath {
            path: "zzz".into(),
            instead: None
        }
    );
    assert!(form.resolve_async("zzz", 1, true).is_empty());
    assert!(form.debounce_elapsed("zzz", 1).is_empty());
    assert!(form.errors("zzz").is_empty());
}

#[cfg(feature = "conditions")]
#[test]
fn the_clock_drives_date_conditions() {
    let mut form = form(json!({
        "d": {"type": "select", "default": "2024-06-02"},
        "late": {"type": "select", "conditions": [["d", "before", "today"]]},
    }));
    assert_eq!(form.is_available("late"), Some(false));
    let events = form.set_today(Date::new(2024, 6, 3).unwrap());
    assert_eq!(changed(&events), ["late"]);
    assert_eq!(form.is_available("late"), Some(true));
    assert_eq!(form.today(), Date::new(2024, 6, 3).unwrap());
}

#[cfg(feature = "conditions")]
#[test]
fn a_clone_answers_the_same() {
    let mut form = form(json!({
        "a": {"type": "select"},
        "b": {"type": "select", "conditions": [["a", "yes"]], "rules": "required"},
    }));
    form.set_value("a", json!("yes")).unwrap();
    let mut copy = form.clone();
    assert_eq!(copy.request_data(), form.request_data());
    let events = copy.set_value("a", json!("no")).unwrap();
    assert_eq!(changed(&events), ["a", "b"]);
    assert_eq!(copy.is_available("b"), Some(false));
    assert_eq!(form.is_available("b"), Some(true));
}

#[cfg(feature = "conditions")]
#[test]
fn inline_elements_get_rules_conditions_and_a_disabled_function() {
    use yewform_core::conditions::{DisabledSpec, parse_conditions};
    use yewform_core::element::ElementSetup;
    use yewform_core::locale::Localizable;
    use yewform_core::rules::{RuleSpec, parse_rules};

    let config = FormConfig::default();
    let mut form = FormState::with_config(&config, today());
    let none = json!({});
    form.add_element_with(
        ElementSetup::new("kind"),
        RuleSpec::default(),
        Default::default(),
        DisabledSpec::default(),
        &none,
    )
    .unwrap();
    let events = form
        .add_element_with(
            ElementSetup::new("vat").with_parent_path("company"),
            parse_rules(&json!("required")).unwrap(),
            parse_conditions(&json!([["kind", "business"]])).unwrap(),
            DisabledSpec::from_fn(|ctx| ctx.value("kind") == Some(json!("locked"))),
            &json!({"company": {"vat": "DE1"}}),
        )
        .unwrap();
    assert_eq!(changed(&events), ["company.vat"]);
    assert_eq!(form.is_available("company.vat"), Some(false));
    assert_eq!(form.request_data(), json!({"kind": null}));
    assert!(form.set_label("company.vat", Localizable::Text("VAT number".into())));

    form.set_value("kind", json!("business")).unwrap();
    assert_eq!(
        form.request_data(),
        json!({"kind": "business", "company": {"vat": "DE1"}})
    );
    form.set_value("company.vat", json!("")).unwrap();
    assert_eq!(
        form.errors("company.vat"),
        vec!["The VAT number field is required."]
    );
    assert!(!form.is_disabled("company.vat"));
    form.set_value("kind", json!("locked")).unwrap();
    assert!(form.is_disabled("company.vat"));
    assert!(!form.form_invalid(), "company.vat is unavailable now");

    let err = form
        .add_element_with(
            ElementSetup::new("kind"),
            RuleSpec::default(),
            Default::default(),
            DisabledSpec::default(),
            &none,
        )
        .unwrap_err();
    assert_eq!(
        err,
        FormError::DuplicatePath {
            path: "kind".into()
        }
    );
}

#[test]
fn validate_all_names_only_the_elements_whose_shown_state_changed() {
    let mut form = form(json!({
        "ok": {"type": "select", "items": [1, 2], "rules": "required", "default": 1},
        "bad": {"type": "select", "items": [1, 2], "rules": "required"},
        "none": {"type": "select", "items": [1, 2]},
    }));
    // First run: both elements with rules become validated (one valid, one failing).
    let events = form.validate_all();
    assert!(form.validated("ok") && form.validated("bad"));
    assert_eq!(changed(&events), ["ok", "bad"]);
    // Nothing changed since: nothing to re-render.
    let events = form.validate_all();
    assert!(events.changed.is_empty(), "{events:?}");
    // The failing one becomes valid through a change; validating again reaches nobody.
    form.set_value("bad", json!(2)).unwrap();
    let events = form.validate_all();
    assert!(events.changed.is_empty(), "{events:?}");
    // Emptying the valid one: validate names it alone.
    form.apply("ok", ElementAction::Clear).unwrap();
    let events = form.validate_all();
    assert!(
        events.changed.is_empty(),
        "clear validated it on change already: {events:?}"
    );
    form.apply("ok", ElementAction::ResetValidators).unwrap();
    let events = form.validate_all();
    assert_eq!(changed(&events), ["ok"]);
}

/// A label's markup is not the field's name in a message: errors are text, so `:attribute`
/// is the label's text content (audit 6: "The <b>Country</b> field is required." showed its
/// tags, and `&amp;` its reference).
#[test]
fn a_labels_markup_is_not_in_its_messages() {
    let mut form = form(json!({
        "c": {"type": "select", "label": "<b>Country</b> &amp; region", "rules": "required",
              "items": ["a"]}
    }));
    form.validate_all();
    assert_eq!(
        form.error("c").as_deref(),
        Some("The Country & region field is required.")
    );
    // A label set later, per locale, is read the same way.
    assert!(form.set_label(
        "c",
        yewform_core::locale::Localizable::ByLocale(vec![("en".into(), "<i>Land</i>".into())])
    ));
    form.validate_all();
    assert_eq!(
        form.error("c").as_deref(),
        Some("The Land field is required.")
    );
}

/// The reference's form `load`/`update`/`clear` set each element's value, and each element's
/// value watcher validates it under `validateOn: change`, as an element's own `load` does;
/// a form `reset` does not (the reference's `resetting`).
#[cfg(all(feature = "rules", feature = "text"))]
#[test]
fn the_forms_load_update_and_clear_validate_the_changed_fields_on_change() {
    let email = || form(json!({"email": {"type": "text", "rules": "required|email"}}));
    let mut f = email();
    f.load(&json!({"email": "bad"}), false).unwrap();
    assert!(f.validated("email"), "the form's load validates");
    assert_eq!(
        f.errors("email"),
        vec!["The Email must be a valid email address."]
    );
    let mut f = email();
    f.update(&json!({"email": "bad"}));
    assert!(
        f.validated("email") && !f.errors("email").is_empty(),
        "update"
    );
    let mut f = email();
    f.update(&json!({"email": "a@b.co"}));
    assert!(f.is_success("email"));
    f.reset();
    assert!(!f.validated("email"), "a reset does not validate");
    assert!(f.errors("email").is_empty());
    // A default never validated, cleared.
    let filled =
        || form(json!({"email": {"type": "text", "rules": "required|email", "default": "a@b.co"}}));
    let mut f = filled();
    assert!(!f.validated("email"));
    f.clear();
    let mut own = filled();
    own.apply("email", ElementAction::Clear).unwrap();
    assert!(f.validated("email"), "clear");
    assert_eq!(
        f.errors("email"),
        own.errors("email"),
        "as the element's own clear"
    );
    assert!(
        f.errors("email")
            .contains(&"The Email field is required.".to_owned())
    );
    // Without `change` in `validateOn`, nothing validates.
    let mut f = form_with(
        json!({"email": {"type": "text", "rules": "required|email"}}),
        json!({"validateOn": "step"}),
    );
    f.load(&json!({"email": "bad"}), false).unwrap();
    assert!(!f.validated("email"));
}

/// A container's own `load()`/`clear()` validate the changed fields under `validateOn: change`
/// as the form-wide ones do (the reference's value watchers run for each), and its `reset()`
/// validates nothing, as the form's (audit 14, finding 3).
#[cfg(all(feature = "rules", feature = "text", feature = "object"))]
#[test]
fn a_containers_load_and_clear_validate_the_changed_fields_as_the_forms_do() {
    let address = || {
        form(json!({"address": {"type": "object", "schema": {
            "city": {"type": "text", "rules": "required", "default": "Bern"},
            "zip": {"type": "text", "rules": "required|min:4"}
        }}}))
    };
    let mut wide = address();
    wide.clear();
    let mut own = address();
    own.apply("address", ElementAction::Clear).unwrap();
    assert!(own.validated("address.city"), "the container's clear");
    assert_eq!(own.errors("address.city"), wide.errors("address.city"));
    assert_eq!(
        own.errors("address.city"),
        vec!["The City field is required."]
    );
    let mut wide = address();
    wide.load(&json!({"address": {"city": "", "zip": "12"}}), false)
        .unwrap();
    let mut own = address();
    own.apply(
        "address",
        ElementAction::Load(json!({"city": "", "zip": "12"}), false),
    )
    .unwrap();
    for path in ["address.city", "address.zip"] {
        assert!(own.validated(path), "the container's load: {path}");
        assert_eq!(own.errors(path), wide.errors(path), "{path}");
    }
    assert!(!own.errors("address.zip").is_empty());
    // Its reset validates nothing, as the form's.
    let mut own = address();
    own.apply(
        "address",
        ElementAction::Load(json!({"city": "", "zip": "12"}), false),
    )
    .unwrap();
    own.apply("address", ElementAction::Reset).unwrap();
    assert!(!own.validated("address.city") && own.errors("address.city").is_empty());
}
