//! The text family (`text`, `textarea`, `hidden`): schema reading and errors, values,
//! defaults, data, rules on text values and the debounce task, on forms built from schemas.

#![cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormState, Outcome, Task};
use yewform_core::schema::{ElementSchema, FormSchema, TextKind, TextSchema};

fn form_with(schema: Value, config: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::from_value(&config).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::new(2024, 6, 1).unwrap()).unwrap()
}

fn form(schema: Value) -> FormState {
    form_with(schema, json!({}))
}

fn text_entry(schema: Value, name: &str) -> TextSchema {
    let schema = FormSchema::from_value(&schema).unwrap();
    match schema.get(name) {
        Some(ElementSchema::Text(t)) => t.clone(),
        other => panic!("not a text entry: {other:?}"),
    }
}

fn error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
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

#[test]
fn every_text_option_is_read_with_its_default() {
    let plain = text_entry(json!({"a": {"type": "text"}}), "a");
    assert_eq!(plain.kind, TextKind::Text);
    assert_eq!(plain.input_type, "text");
    assert_eq!((plain.debounce, plain.autocomplete.clone()), (None, None));
    assert!(!plain.loading && plain.readonly == json!(false) && !plain.forces_numbers());
    assert_eq!(plain.attrs, json!({}));

    let t = text_entry(
        json!({"email": {
            "type": "text", "inputType": "email", "debounce": 300, "autocomplete": "email",
            "addons": {"before": "<b>@</b>", "after": {"en": "mail", "de": "Post"}},
            "loading": true, "forceNumbers": true, "readonly": true,
            "attrs": {"maxlength": 40}, "floating": "E-mail", "placeholder": "you@example.com"
        }}),
        "email",
    );
    assert_eq!(t.input_type, "email");
    assert_eq!(t.debounce, Some(300));
    assert_eq!(t.autocomplete.as_deref(), Some("email"));
    assert_eq!(
        t.addon_before.as_ref().map(|a| a.resolve("en", "en")),
        Some("<b>@</b>".into())
    );
    assert_eq!(
        t.addon_after.as_ref().map(|a| a.resolve("de", "en")),
        Some("Post".into())
    );
    assert!(t.loading && t.readonly == json!(true) && t.forces_numbers());
    assert_eq!(t.attrs, json!({"maxlength": 40}));
    // A number autocomplete is kept as its text.
    let n = text_entry(json!({"a": {"type": "text", "autocomplete": 0}}), "a");
    assert_eq!(n.autocomplete.as_deref(), Some("0"));

    let area = text_entry(json!({"bio": {"type": "textarea"}}), "bio");
    assert_eq!(
        (area.kind, area.rows, area.autogrow),
        (TextKind::Textarea, 3, true)
    );
    let area = text_entry(
        json!({"bio": {"type": "textarea", "rows": 6, "autogrow": false}}),
        "bio",
    );
    assert_eq!((area.rows, area.autogrow), (6, false));

    let hidden = text_entry(json!({"ref": {"type": "hidden", "meta": true}}), "ref");
    assert_eq!((hidden.kind, hidden.meta), (TextKind::Hidden, true));
}

#[test]
fn the_entry_round_trips_through_json() {
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "text", "inputType": "password", "addons": {"after": "kg"}, "floating": false},
        "b": {"type": "textarea", "rows": 5},
        "c": {"type": "hidden", "default": "x", "forceNumbers": true},
    }))
    .unwrap();
    let again = FormSchema::from_value(&schema.to_value()).unwrap();
    assert_eq!(again, schema);
    let json = schema.to_value();
    assert_eq!(json["a"]["inputType"], json!("password"));
    assert_eq!(json["b"]["rows"], json!(5));
    assert!(json["c"].get("rows").is_none(), "a hidden has no rows");
}

#[test]
fn bad_options_fail_with_their_path_and_reason() {
    assert_eq!(
        error(json!({"a": {"type": "text", "inputType": 3}})),
        "schema.a.inputType: expected a string, found a number"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "inputType": "e mail"}})),
        "schema.a.inputType: expected an input type such as \"email\" or \"password\", found \"e mail\""
    );
    assert!(
        error(json!({"a": {"type": "text", "inputType": "checkbox"}}))
            .starts_with("schema.a.inputType: \"checkbox\" is not a text input type")
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "debounce": -1}})),
        "schema.a.debounce: expected an integer of at least 0, found -1"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "addons": {"befor": "x"}}})),
        "schema.a.addons.befor: unknown addon (did you mean \"before\"?)"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "addons": {"after": [3]}}})),
        "schema.a.addons.after: expected a string or an object of strings keyed by locale, found an array"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "readonly": "yes"}})),
        "schema.a.readonly: expected a boolean, {\"value\": <boolean>}, an array of conditions or {\"fn\": \"<name>\"}, found a string"
    );
    assert_eq!(
        error(json!({"a": {"type": "textarea", "rows": 0}})),
        "schema.a.rows: expected an integer of at least 1, found 0"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "default": [1]}})),
        "schema.a.default: expected a string, number, object or null, found an array"
    );
}

#[test]
fn unknown_keys_suggest_and_name_the_sibling_kind() {
    assert_eq!(
        error(json!({"a": {"type": "text", "inputTyp": "email"}})),
        "schema.a.inputTyp: unknown option (did you mean \"inputType\"?)"
    );
    assert_eq!(
        error(json!({"a": {"type": "text", "rows": 3}})),
        "schema.a.rows: \"rows\" is a textarea option; a text has no such option"
    );
    assert_eq!(
        error(json!({"a": {"type": "textarea", "inputType": "email"}})),
        "schema.a.inputType: \"inputType\" is a text option; a textarea has no such option"
    );
    assert_eq!(
        error(json!({"a": {"type": "hidden", "label": "Ref"}})),
        "schema.a.label: a hidden element has no \"label\" (it renders no field)"
    );
    assert_eq!(
        error(json!({"a": {"type": "hidden", "onFocus": "f"}})),
        "schema.a.onFocus: a hidden has no \"focus\" event (its events: reset, clear, change, error, and the lifecycle events)"
    );
    // The text family's events are read as handlers.
    let t = text_entry(
        json!({"a": {"type": "text", "onKeyup": "typed", "onBlur": "left"}}),
        "a",
    );
    assert_eq!(
        t.common.events,
        vec![
            ("keyup".to_string(), "typed".to_string()),
            ("blur".to_string(), "left".to_string())
        ]
    );
}

#[test]
fn value_default_and_empty_follow_the_reference() {
    let mut form = form(json!({
        "name": {"type": "text"},
        "city": {"type": "text", "default": "Berlin"},
        "bio": {"type": "textarea"},
        "ref": {"type": "hidden", "default": 7},
    }));
    assert_eq!(
        form.data(),
        json!({"name": null, "city": "Berlin", "bio": null, "ref": 7})
    );
    assert!(form.el("name").unwrap().empty());
    form.set_value("name", json!("Al")).unwrap();
    assert!(!form.el("name").unwrap().empty());
    // Typing then deleting leaves "", which counts as empty and is submitted as "".
    form.set_value("name", json!("")).unwrap();
    assert!(form.el("name").unwrap().empty());
    assert_eq!(form.request_data()["name"], json!(""));
    form.set_value("city", json!("Rome")).unwrap();
    form.clear();
    assert_eq!(form.data()["city"], json!(null));
    form.reset();
    assert_eq!(form.data()["city"], json!("Berlin"));
    form.load(&json!({"name": "Bo", "ref": "r-1"}), false)
        .unwrap();
    assert_eq!(form.data()["name"], json!("Bo"));
    assert_eq!(form.data()["ref"], json!("r-1"));
}

#[test]
fn a_plain_object_default_is_a_locale_map() {
    let schema = json!({
        "greeting": {"type": "text", "default": {"en": "Hello", "de": "Hallo"}},
        "h": {"type": "hidden", "default": {"a": 1, "b": 2}},
    });
    let en = form(schema.clone());
    assert_eq!(en.data(), json!({"greeting": "Hello", "h": 1}));
    let de = form_with(schema, json!({"locale": "de"}));
    assert_eq!(de.data()["greeting"], json!("Hallo"));
}

#[test]
fn force_numbers_converts_the_data_not_the_value() {
    let mut form = form(json!({
        "qty": {"type": "text", "forceNumbers": true},
        "code": {"type": "text"},
    }));
    form.set_value("qty", json!("1,5")).unwrap();
    form.set_value("code", json!("007")).unwrap();
    assert_eq!(
        form.el("qty").unwrap().value(),
        &json!("1,5"),
        "the field keeps the text"
    );
    assert_eq!(form.data(), json!({"qty": 1.5, "code": "007"}));
    assert_eq!(form.request_data(), json!({"qty": 1.5, "code": "007"}));
    form.set_value("qty", json!("1.")).unwrap();
    assert_eq!(form.request_data()["qty"], json!("1."));
}

/// Conditions and expressions read a `forceNumbers` element's data, the forced number, as
/// the reference's `availableData` holds it (audit 16A #1): `150,5` is `150.5 > 100`.
#[cfg(all(feature = "conditions", feature = "expressions", feature = "static"))]
#[test]
fn conditions_and_expressions_read_the_forced_number() {
    let mut form = form(json!({
        "price": {"type": "text", "forceNumbers": true},
        "qty": {"type": "text", "forceNumbers": true},
        "code": {"type": "text", "conditions": [["price", ">", 100]]},
        "lucky": {"type": "text", "conditions": [["qty", "==", "7"]]},
        "twice": {"type": "hidden", "expression": "{price * 2}"},
        "shown": {"type": "static", "expressions": true, "content": "Price: {price}"},
    }));
    form.set_value("price", json!("150,5")).unwrap();
    form.set_value("qty", json!("007")).unwrap();
    assert_eq!(
        form.el("price").unwrap().value(),
        &json!("150,5"),
        "the field keeps the text"
    );
    assert_eq!(form.is_available("code"), Some(true));
    assert!(
        form.request_data().get("code").is_some(),
        "{}",
        form.request_data()
    );
    assert_eq!(form.is_available("lucky"), Some(true));
    assert_eq!(form.data()["twice"], json!("301"));
    assert_eq!(form.static_content("shown").unwrap(), "Price: 150.5");
}

/// `on_change`'s old data is forced as its new data is: both numbers for a `forceNumbers`
/// field (audit 7 of the form level, 4).
#[test]
fn the_old_data_of_a_change_is_forced_like_the_new() {
    let mut form = form(json!({"qty": {"type": "text", "forceNumbers": true}}));
    form.set_value("qty", json!("4")).unwrap();
    let out = form.set_value("qty", json!("5")).unwrap();
    assert_eq!(form.data(), json!({"qty": 5}));
    assert_eq!(form.data_before(&out.fired), json!({"qty": 4}));
}

/// Rules see what the data holds (audit 30-G F1): once a `forceNumbers` text converts, its
/// size rules measure the number that is submitted, `numeric`/`integer` check that number,
/// and rules reading another `forceNumbers` element read its number; the field keeps the
/// typed text. Text that does not convert stays text for the rules too.
#[cfg(feature = "rules")]
#[test]
fn rules_see_the_forced_number() {
    let mut form = form(json!({
        "qty": {"type": "text", "forceNumbers": true, "rules": "max:100"},
        "age": {"type": "text", "forceNumbers": true, "rules": "min:18"},
        "price": {"type": "text", "forceNumbers": true, "rules": "numeric|max:100"},
        "whole": {"type": "text", "forceNumbers": true, "rules": "integer"},
        "lo": {"type": "text", "forceNumbers": true},
        "hi": {"type": "text", "forceNumbers": true, "rules": "gt:lo"},
        "again": {"type": "text", "rules": "same:price"},
        "code": {"type": "text", "forceNumbers": true, "rules": "min:3"},
    }));
    form.set_value("qty", json!("5000")).unwrap();
    form.set_value("age", json!("99")).unwrap();
    form.set_value("price", json!("1,5")).unwrap();
    form.set_value("whole", json!("7,0")).unwrap();
    form.set_value("lo", json!("10")).unwrap();
    form.set_value("hi", json!("99")).unwrap();
    form.set_value("again", json!("1.5")).unwrap();
    form.set_value("code", json!("1.")).unwrap();
    form.validate_all();
    assert_eq!(
        form.el("qty").unwrap().value(),
        &json!("5000"),
        "the field keeps the text"
    );
    assert_eq!(form.request_data()["qty"], json!(5000));
    assert_eq!(
        form.errors("qty"),
        vec!["The Qty may not be greater than 100."],
        "5000 is submitted, so max:100 fails"
    );
    assert!(form.errors("age").is_empty(), "{:?}", form.errors("age"));
    assert!(
        form.errors("price").is_empty(),
        "{:?}",
        form.errors("price")
    );
    assert!(
        form.errors("whole").is_empty(),
        "{:?}",
        form.errors("whole")
    );
    assert!(form.errors("hi").is_empty(), "{:?}", form.errors("hi"));
    assert!(
        form.errors("again").is_empty(),
        "{:?}",
        form.errors("again")
    );
    // Text that does not convert is measured as text (and submitted as text).
    assert_eq!(form.request_data()["code"], json!("1."));
    assert_eq!(
        form.errors("code"),
        vec!["The Code must be at least 3 characters."]
    );
    // Numeric context: `min:18` fails 9, `gt:lo` fails 5 against 10, both as numbers.
    form.set_value("age", json!("9")).unwrap();
    form.set_value("hi", json!("5")).unwrap();
    assert_eq!(form.errors("age"), vec!["The Age must be at least 18."]);
    assert_eq!(form.errors("hi"), vec!["The Hi must be greater than 10."]);
    form.set_value("price", json!("150,5")).unwrap();
    assert_eq!(
        form.errors("price"),
        vec!["The Price may not be greater than 100."]
    );
}

#[cfg(feature = "rules")]
#[test]
fn rules_check_text_values() {
    let mut form = form(json!({
        "email": {"type": "text", "inputType": "email", "rules": "required|email"},
        "name": {"type": "text", "rules": "min:3"},
        "password": {"type": "text", "inputType": "password", "rules": "confirmed"},
        "password_confirmation": {"type": "text", "inputType": "password"},
        "repeat": {"type": "text", "rules": "same:name"},
    }));
    form.validate_all();
    assert_eq!(
        form.error("email").as_deref(),
        Some("The Email field is required.")
    );
    form.set_value("email", json!("not-an-address")).unwrap();
    assert_eq!(
        form.errors("email"),
        vec!["The Email must be a valid email address."]
    );
    form.set_value("email", json!("a@b.co")).unwrap();
    assert!(form.errors("email").is_empty());

    form.set_value("name", json!("ab")).unwrap();
    assert_eq!(
        form.errors("name"),
        vec!["The Name must be at least 3 characters."]
    );
    form.set_value("name", json!("abc")).unwrap();
    assert!(form.errors("name").is_empty());

    form.set_value("password", json!("secret")).unwrap();
    assert!(
        form.errors("password").is_empty(),
        "valid while the confirmation is unfilled"
    );
    form.set_value("password_confirmation", json!("other"))
        .unwrap();
    form.validate_all();
    assert_eq!(
        form.errors("password"),
        vec!["The Password confirmation does not match."]
    );
    form.set_value("password_confirmation", json!("secret"))
        .unwrap();
    form.validate_all();
    assert!(form.errors("password").is_empty());

    form.set_value("repeat", json!("xyz")).unwrap();
    assert_eq!(form.errors("repeat").len(), 1);
    form.set_value("repeat", json!("abc")).unwrap();
    assert!(form.errors("repeat").is_empty());
}

#[test]
fn a_keystroke_with_debounce_returns_a_timer_task() {
    let mut form = form(json!({"name": {"type": "text", "debounce": 300, "rules": "required"}}));
    let first = form.set_value("name", json!("a")).unwrap();
    let timers1 = timers(&first);
    assert_eq!(timers1.len(), 1);
    assert_eq!(timers1[0].0, 300);
    assert!(form.debouncing("name"));
    let second = form.set_value("name", json!("ab")).unwrap();
    let timers2 = timers(&second);
    assert!(
        form.debounce_elapsed("name", timers1[0].1).is_empty(),
        "stale token"
    );
    assert!(!form.debounce_elapsed("name", timers2[0].1).is_empty());
    assert!(!form.debouncing("name"));
    // An unfilled value validates at once.
    let cleared = form.set_value("name", json!("")).unwrap();
    assert!(timers(&cleared).is_empty());
    assert_eq!(form.errors("name"), vec!["The Name field is required."]);
}

/// A t-text's / t-textarea's form-level default is used only when truthy (the reference's
/// TText/TTextarea); a `null`, `""`, `0` or `false` there leaves the element's own default
/// (audit 16A #5). A plain text takes the form's `null` as it is.
#[test]
fn a_falsy_form_default_leaves_a_t_texts_own_default() {
    let schema = FormSchema::from_value(&json!({
        "bio": {"type": "t-text", "default": "Hi"},
        "note": {"type": "t-textarea", "default": "Note"},
        "zero": {"type": "t-text", "default": "Z"},
        "kept": {"type": "t-text", "default": "Hi"},
        "plain": {"type": "text", "default": "P"},
    }))
    .unwrap();
    let config = FormConfig::from_value(&json!({})).unwrap();
    let defaults = json!({"bio": null, "note": "", "zero": 0, "kept": "Yo", "plain": null});
    let mut form =
        FormState::from_schema(&schema, &config, &defaults, Date::new(2024, 6, 1).unwrap())
            .unwrap();
    assert_eq!(
        form.data(),
        json!({"bio": {"en": "Hi"}, "note": {"en": "Note"}, "zero": {"en": "Z"},
               "kept": {"en": "Yo"}, "plain": null})
    );
    form.set_value("bio", json!("x")).unwrap();
    form.reset();
    assert_eq!(form.data()["bio"], json!({"en": "Hi"}));
}

#[test]
fn t_text_and_t_textarea_hold_one_value_per_language() {
    let two = json!({"languages": {"en": "English", "de": "Deutsch"}});
    let mut form = form_with(
        json!({
            "title": {"type": "t-text", "default": {"de": "Titel"}, "rules": {"en": "required"}},
            "summary": {"type": "t-textarea", "rows": 2, "default": "Hi"},
        }),
        two,
    );
    assert_eq!(
        form.data(),
        json!({"title": {"en": null, "de": "Titel"}, "summary": {"en": "Hi", "de": "Hi"}})
    );
    // Typing sets the current language only.
    form.set_value("title", json!("Title")).unwrap();
    form.set_language("de").unwrap();
    form.set_value("title", json!("Der Titel")).unwrap();
    assert_eq!(
        form.data()["title"],
        json!({"en": "Title", "de": "Der Titel"})
    );
    // Per-language rules: English is required, and its error names the language.
    form.set_language("en").unwrap();
    form.set_value("title", json!("")).unwrap();
    assert_eq!(
        form.errors("title"),
        vec!["The Title field is required. (English)"]
    );
    form.clear();
    assert_eq!(form.data()["title"], json!({"en": null, "de": null}));
    // The text's options, not `forceNumbers`.
    assert_eq!(
        error(json!({"a": {"type": "t-text", "forceNumbers": true}})),
        "schema.a.forceNumbers: \"forceNumbers\" is a text option; a t-text has no such option"
    );
}

/// A hidden element has no disabled state (the reference's HiddenElement has no
/// `disable()` / `enable()`): its `<input type=hidden>` is always posted, so `disabled` is a
/// schema error and `disable()` refuses, as for a static, an object and a group; a disabled
/// form leaves it enabled. Otherwise the wasm form's request data would hold it while a
/// native post (before hydration, or without wasm) left the disabled input out (audit 21C
/// #3).
#[test]
fn a_hidden_element_has_no_disabled_state() {
    use yewform_core::element::ElementError;
    use yewform_core::form::{ElementAction, FormError};
    let reason = "a hidden element has no \"disabled\" option (it cannot be disabled: its value is always posted)";
    for disabled in [json!(true), json!([["x", "a"]]), json!({"fn": "off"})] {
        assert_eq!(
            error(json!({"ref": {"type": "hidden", "disabled": disabled}})),
            format!("schema.ref.disabled: {reason}"),
            "{disabled}"
        );
    }
    // `false` (what a generic writer may give) is no state: accepted, and not written back.
    let kept = text_entry(json!({"ref": {"type": "hidden", "disabled": false}}), "ref");
    let written = ElementSchema::Text(kept).to_value();
    assert!(written.get("disabled").is_none(), "{written}");

    let mut f = form(json!({"ref": {"type": "hidden", "default": "x"}}));
    for action in [ElementAction::Disable, ElementAction::Enable] {
        let err = f.apply("ref", action).unwrap_err();
        assert!(
            matches!(
                &err,
                FormError::Element(ElementError::NoDisabledState { .. })
            ),
            "{err:?}"
        );
        assert!(err.to_string().contains(reason), "{err}");
    }
    assert!(!f.is_disabled("ref"));
    f.set_form_disabled(true);
    assert!(!f.is_disabled("ref"), "a disabled form still posts it");
    assert_eq!(f.request_data(), json!({"ref": "x"}));
}
