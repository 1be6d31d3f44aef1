//! The handle contract natively: a `FormHandle` over a schema form, driven the way app code
//! drives it (methods, getters, listeners), asserting what the app reads back.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use yew::Callback;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;
use yewform_elements::{EventArgs, FiredEvent, FormHandle};

fn handle_with(schema: Value, config: Value) -> FormHandle {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::from_value(&config).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormHandle::with_state(FormState::from_schema(&schema, &config, &json!({}), today).unwrap())
}

/// Runs `future` natively on a current-thread runtime with timers, for at most 2 s (a test
/// that would wait for ever fails instead).
#[cfg(any(feature = "text", feature = "editor"))]
fn within_2s<F: std::future::Future>(future: F) -> Result<F::Output, tokio::time::error::Elapsed> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .unwrap();
    rt.block_on(async { tokio::time::timeout(std::time::Duration::from_secs(2), future).await })
}

fn handle(schema: Value) -> FormHandle {
    handle_with(schema, json!({}))
}

fn recorder() -> (Rc<RefCell<Vec<FiredEvent>>>, Callback<FiredEvent>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let cb = {
        let seen = seen.clone();
        Callback::from(move |e: FiredEvent| seen.borrow_mut().push(e))
    };
    (seen, cb)
}

#[test]
fn is_loading_follows_the_loading_option_and_pending_server_rules() {
    let form = handle(json!({
        "a": {"type": "select", "loading": true},
        "b": {"type": "select", "rules": "unique:users"},
        "c": {"type": "select"}
    }));
    assert!(form.el("a").is_loading(), "loading: true");
    assert!(!form.el("b").is_loading());
    form.el("b").update(json!("taken")).unwrap();
    form.el("b").validate().unwrap();
    assert!(form.el("b").pending());
    assert!(form.el("b").is_loading(), "isLoading = pending || loading");
    assert!(!form.el("c").is_loading());
}

#[test]
fn validate_waits_for_the_debounce() {
    let form = handle(json!({"bio": {"type": "t-editor", "rules": "min:50", "debounce": 300}}));
    let bio = form.el("bio");
    bio.load(json!({"en": "abc"}), false).unwrap();
    bio.validate().unwrap();
    assert!(bio.debouncing(), "validate() debounces a filled value");
    assert!(bio.busy());
    assert_eq!(bio.error(), None, "the error waits for the timer");
}

#[test]
fn fire_carries_the_callers_arguments_and_the_element() {
    let form = handle(json!({"s": {"type": "select"}}));
    let (seen, cb) = recorder();
    form.el("s").on("saved", cb);
    form.el("s")
        .fire_with("saved", vec![json!(42), json!({"draft": true})]);
    let seen = seen.borrow();
    assert_eq!(seen.len(), 1);
    assert_eq!(
        seen[0].args,
        EventArgs::Custom(vec![json!(42), json!({"draft": true})])
    );
    assert_eq!(
        seen[0].element,
        form.el("s"),
        "handlers receive the element"
    );
    assert_eq!(seen[0].element.path(), "s");
}

#[test]
fn change_events_pass_the_element_last_as_the_spec() {
    let form = handle(json!({"s": {"type": "select", "items": ["a", "b"]}}));
    let (seen, cb) = recorder();
    form.el("s").on("change", cb);
    form.el("s").update(json!("a")).unwrap();
    let seen = seen.borrow();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].element.value(), json!("a"));
}

#[test]
fn off_removes_the_named_schema_handler_too() {
    let form = handle(json!({"s": {"type": "select", "onChange": "save"}}));
    let (named, cb) = recorder();
    form.register_handler("save", cb);
    let (listener, cb2) = recorder();
    form.el("s").on("change", cb2);
    form.el("s").update(json!("a")).unwrap();
    assert_eq!((named.borrow().len(), listener.borrow().len()), (1, 1));
    form.el("s").off("change");
    form.el("s").update(json!("b")).unwrap();
    assert_eq!(
        (named.borrow().len(), listener.borrow().len()),
        (1, 1),
        "off(event) removes every listener of the event"
    );
    // A listener added after off() is heard.
    let (later, cb3) = recorder();
    form.el("s").on("change", cb3);
    form.el("s").update(json!("c")).unwrap();
    assert_eq!(later.borrow().len(), 1);
    assert_eq!(named.borrow().len(), 1);
}

#[test]
fn reinit_validation_reads_new_rules_reset_validators_keeps_them() {
    let form = handle(json!({"s": {"type": "select", "rules": "min:3"}}));
    let s = form.el("s");
    s.update(json!("ab")).unwrap();
    s.validate().unwrap();
    assert!(s.invalid());
    s.set_rules(json!("required")).unwrap();
    s.reset_validators().unwrap();
    s.validate().unwrap();
    assert!(s.invalid(), "resetValidators keeps min:3");
    s.reinit_validation().unwrap();
    assert!(!s.validated());
    s.validate().unwrap();
    assert!(!s.invalid(), "reinitValidation took `required`");
}

#[test]
fn validate_async_resolves_with_the_outcome() {
    let form = handle(json!({"s": {"type": "select", "rules": "required"}}));
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    assert!(!rt.block_on(form.validate_async()));
    form.el("s").update(json!("x")).unwrap();
    assert!(rt.block_on(form.validate_async()));
    assert!(rt.block_on(form.el("s").validate_async()));
}

/// Audit 24B #2: off the browser a server rule cannot be checked; `validate_async()` must
/// answer (false, "could not be checked") instead of waiting for ever.
#[cfg(feature = "text")]
#[test]
fn validate_async_of_a_filled_server_rule_answers_natively() {
    let form = handle(json!({
        "email": {"type": "text", "rules": "required|unique:users", "default": "a@x"}
    }));
    let answered = within_2s(form.validate_async());
    assert_eq!(answered, Ok(false), "answers, and fails closed");
    let email = form.el("email");
    assert!(!email.pending());
    assert!(
        email
            .error()
            .is_some_and(|e| e.contains("could not be checked")),
        "{:?}",
        email.error()
    );
}

/// Off the browser no timer fires: `validate_async()` runs a debounced rule at once
/// instead of waiting for ever.
#[cfg(feature = "editor")]
#[test]
fn validate_async_runs_a_debounced_rule_natively() {
    let form = handle(json!({"bio": {"type": "t-editor", "rules": "min:50", "debounce": 300}}));
    form.el("bio").load(json!({"en": "abc"}), false).unwrap();
    let answered = within_2s(form.validate_async());
    assert_eq!(answered, Ok(false), "answers: abc is shorter than 50");
    assert!(!form.el("bio").debouncing());
    assert!(form.el("bio").error().is_some());
}

/// Audit 26 F2: a group's `validate_async()` off the browser settles its children's checks
/// too (a group's children keep their own paths, not `g.…`).
#[cfg(all(feature = "text", feature = "group"))]
#[test]
fn a_groups_validate_async_settles_its_children_natively() {
    let form = handle(json!({"g": {"type": "group", "schema": {
        "email": {"type": "text", "rules": "unique:users", "default": "a@x"}
    }}}));
    let answered = within_2s(form.el("g").validate_async());
    assert_eq!(answered, Ok(false), "answers, and fails closed");
    assert!(!form.el("email").pending());
}

#[test]
fn field_options_merge_the_props_with_extend_options() {
    let form = handle(json!({
        "s": {"type": "select", "create": true, "labelProp": "name", "limit": 5,
              "extendOptions": {"limit": 7}},
        "t": {"type": "t-editor"}
    }));
    let options = form.el("s").field_options();
    assert_eq!(options["mode"], json!("single"));
    assert_eq!(options["searchable"], json!(true), "search || create");
    assert_eq!(options["createOption"], json!(true));
    assert_eq!(options["label"], json!("name"));
    assert_eq!(options["limit"], json!(7), "extendOptions win");
    assert_eq!(form.el("t").field_options(), Value::Null);
}

#[test]
fn runtime_properties_of_the_spec() {
    let form = handle_with(
        json!({
            "s": {"type": "select", "label": "Size", "placeholder": "Pick", "rules": "required",
                  "size": "lg", "view": "tabs", "items": ["a", "b"]},
            "n": {"type": "select", "floating": false, "placeholder": "x"},
            "bio": {"type": "t-editor", "placeholder": "Write"}
        }),
        json!({"showRequired": ["placeholder"], "languages": {"en": "English", "de": "Deutsch"}}),
    );
    let s = form.el("s");
    assert!(s.has_label());
    assert!(!form.el("n").has_label());
    assert!(s.has_floating(), "placeholder with floatPlaceholders");
    assert!(!form.el("n").has_floating(), "floating: false");
    assert!(
        !form.el("bio").has_floating(),
        "the editor has no floating label"
    );
    assert_eq!(s.placeholder().as_deref(), Some("Pick*"), "required mark");
    assert_eq!(form.el("n").placeholder().as_deref(), Some("x"));
    assert_eq!(s.size(), "lg");
    assert_eq!(form.el("n").size(), "md");
    assert_eq!(s.view().as_deref(), Some("tabs"));
    assert_eq!(form.el("n").view(), None);
    assert_eq!(s.template(), "SelectElement");
    assert!(!s.classes().get("container").is_empty());
    assert_eq!(s.data_path(), "s");
    assert_eq!(s.parent(), None, "no container elements");
    assert!(!s.use_custom_filled());
    assert!(!s.is_filled());
    assert!(!s.mounted(), "no view mounted it");
    assert_eq!(s.container(), None);
    assert_eq!(s.input(), None);

    // aria-* of the input, as the view renders them.
    let aria = s.aria();
    assert_eq!(aria["aria-labelledby"], json!("yf-s__label"));
    assert_eq!(aria["aria-invalid"], json!("false"));
    assert_eq!(aria["aria-disabled"], json!("false"));

    assert!(!s.is_success() && !s.is_danger());
    s.validate().unwrap();
    assert!(s.is_danger() && !s.is_success());
    assert_eq!(
        s.aria()["aria-errormessage"],
        json!("yf-s__error"),
        "{:?}",
        s.aria()
    );
    s.update(json!("a")).unwrap();
    s.validate().unwrap();
    assert!(s.is_success() && !s.is_danger());
    assert!(s.is_filled());
    assert_eq!(s.model(), json!("a"));
    // No rules: success once dirty.
    assert!(!form.el("n").is_success());
    form.el("n").update(json!("q")).unwrap();
    assert!(form.el("n").is_success());

    let bio = form.el("bio");
    bio.update(json!("<div>hi</div>")).unwrap();
    assert_eq!(bio.model(), json!("<div>hi</div>"), "the current language");
    assert_eq!(bio.value()["de"], Value::Null);
}

/// `aria()` says what the page renders: an error the app added (`add_error`, a server's
/// refusal) marks the field invalid with its error message part, as the views do (audit 2:
/// `aria()` said "false" while the input said "true").
#[test]
fn aria_follows_an_added_error_as_the_page_does() {
    let form = handle(json!({"email": {"type": "select", "items": ["a"]}}));
    let el = form.el("email");
    assert_eq!(el.aria()["aria-invalid"], json!("false"));
    assert!(el.aria().get("aria-errormessage").is_none());
    el.add_error("Taken").unwrap();
    assert_eq!(el.aria()["aria-invalid"], json!("true"));
    assert_eq!(el.aria()["aria-errormessage"], json!("yf-email__error"));
    el.clear_messages().unwrap();
    assert_eq!(el.aria()["aria-invalid"], json!("false"));
}

/// The form's `update`, `clean` and `clear_messages`, as the reference's form methods:
/// `update` changes only the elements the data names (audit 2 of the form level).
#[test]
fn the_forms_update_clean_and_clear_messages() {
    let form = handle(json!({
        "a": {"type": "select", "items": ["x", "y"], "default": "x"},
        "b": {"type": "select", "items": ["x", "y"], "default": "y"}
    }));
    let (seen, cb) = recorder();
    form.el("b").on("change", cb);
    form.update(&json!({"a": "y"}));
    assert_eq!(form.data(), json!({"a": "y", "b": "y"}), "b untouched");
    assert!(seen.borrow().is_empty(), "b fired nothing");
    assert!(form.el("a").dirty());
    form.el("b").add_error("Taken").unwrap();
    form.clean();
    assert!(!form.el("a").dirty());
    assert_eq!(form.data(), json!({"a": "y", "b": "y"}));
    assert_eq!(form.el("b").error().as_deref(), Some("Taken"));
    form.clear_messages();
    assert_eq!(form.el("b").error(), None);
}

/// A translatable element's `change` carries the strings of the language that changed: its
/// current language's when it changed there, else another's (audit 2: an update of `fr`
/// while `en` is shown fired `change` with `new == old`, both the unchanged `en`).
#[test]
fn a_translatable_change_carries_the_language_that_changed() {
    let form = handle_with(
        json!({"bio": {"type": "t-editor"}}),
        json!({"languages": {"en": "English", "fr": "Français"}}),
    );
    let (seen, cb) = recorder();
    form.el("bio").on("change", cb);
    form.el("bio")
        .update(json!({"en": null, "fr": "Bonjour"}))
        .unwrap();
    form.el("bio")
        .update(json!({"en": "Hello", "fr": "Bonjour"}))
        .unwrap();
    let args: Vec<EventArgs> = seen.borrow().iter().map(|e| e.args.clone()).collect();
    assert_eq!(
        args,
        [
            EventArgs::Change {
                new: json!("Bonjour"),
                old: Value::Null
            },
            EventArgs::Change {
                new: json!("Hello"),
                old: Value::Null
            },
        ]
    );
}

/// `floating: true` floats the placeholder even when the config's `floatPlaceholders` is off.
#[test]
fn floating_true_floats_the_placeholder_without_float_placeholders() {
    let form = handle_with(
        json!({
            "a": {"type": "select", "placeholder": "Land", "floating": true},
            "b": {"type": "select", "placeholder": "Land"}
        }),
        json!({"floatPlaceholders": false}),
    );
    assert!(form.el("a").has_floating());
    assert!(!form.el("b").has_floating());
}

/// `dirty()` of an object, group or list is true when an available child was modified, as
/// the reference's (`some(children$, {available, dirty}) || state.dirty`); `is_success()` of
/// a container without rules follows it (audit 3 #1: they read the container's own flag,
/// which a child's edit never sets).
#[cfg(all(
    feature = "object",
    feature = "group",
    feature = "list",
    feature = "text"
))]
#[test]
fn dirty_of_a_container_aggregates_over_its_children() {
    let form = handle(json!({
        "address": {"type": "object", "schema": {"city": {"type": "text"}}},
        "names": {"type": "group", "schema": {"first": {"type": "text"}}},
        "phones": {"type": "list", "initial": 1, "element": {"type": "text"}}
    }));
    for path in ["address", "names", "phones"] {
        assert!(!form.el(path).dirty(), "{path} untouched");
        assert!(!form.el(path).is_success(), "{path} untouched");
    }
    form.el("address.city").update(json!("Bonn")).unwrap();
    form.el("first").update(json!("Ada")).unwrap();
    form.el("phones.0").update(json!("555")).unwrap();
    for path in ["address", "names", "phones"] {
        assert!(form.el(path).dirty(), "{path}: a child was edited");
        assert!(form.el(path).is_success(), "{path}: no rules, dirty");
    }
}

/// Class options that cannot apply are not silent: an unknown preset and a badly shaped
/// `addClasses` entry are the element's class warnings (logged to the console once per look
/// in debug builds; audit 4 #8).
#[test]
fn class_options_that_cannot_apply_are_reported() {
    let form = handle(json!({
        "a": {"type": "select", "items": ["x"], "presets": ["nope"],
              "addClasses": {"SelectElement": {"input": true}}},
        "b": {"type": "select", "items": ["x"]}
    }));
    let warnings = form.el("a").class_warnings();
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("presets[0]") && w.contains("\"nope\"")),
        "{warnings:?}"
    );
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("addClasses.SelectElement.input")),
        "{warnings:?}"
    );
    let mut unique = warnings.clone();
    unique.dedup();
    assert_eq!(unique.len(), warnings.len(), "each once: {warnings:?}");
    assert!(form.el("b").class_warnings().is_empty());
}

/// `submit_as`'s `Invalid` list names the fields the user can see: an element hidden by its
/// conditions after it failed keeps its earlier error, which does not fail the form and is
/// not listed (audit 5 of the form level, 4).
#[cfg(feature = "conditions")]
#[tokio::test]
async fn submit_as_lists_only_the_available_invalid_elements() {
    use yewform_elements::form::SubmitError;
    let form = handle(json!({
        "show": {"type": "select", "items": ["yes", "no"], "default": "yes"},
        "a": {"type": "select", "items": ["x"], "rules": "required", "conditions": [["show", "yes"]]},
        "b": {"type": "select", "items": ["x"], "rules": "required"},
    }));
    assert!(!form.validate(), "a and b fail");
    assert!(form.el("a").error().is_some());
    form.el("show").update(json!("no")).unwrap();
    match form.submit_as::<Value>().await {
        Err(SubmitError::Invalid(errors)) => {
            let paths: Vec<&str> = errors.iter().map(|(p, _)| p.as_str()).collect();
            assert_eq!(paths, ["b"], "{errors:?}");
        }
        other => panic!("the form is invalid through b: {other:?}"),
    }
}

/// `submit()` runs the `<Form>`'s own submit path and `submit_as` the same checks: nothing
/// while the form is disabled (`SubmitError::Disabled`) or while a submit runs
/// (`SubmitError::Busy`), `is_submitting()` meanwhile (audit 5 of the form level, 5).
#[tokio::test]
async fn submit_and_submit_as_refuse_a_disabled_form_and_a_second_submit() {
    use yewform_elements::form::SubmitError;
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "select", "items": ["x"], "default": "x", "rules": "required"},
    }))
    .unwrap();
    let state = |disabled: bool| {
        let mut state = FormState::from_schema(
            &schema,
            &FormConfig::default(),
            &json!({}),
            Date::new(2024, 6, 1).unwrap(),
        )
        .unwrap();
        state.set_form_disabled(disabled);
        state
    };
    let form = FormHandle::with_state(state(true));
    assert_eq!(form.submit_as::<Value>().await, Err(SubmitError::Disabled));
    assert_eq!(form.submit().await, Err(SubmitError::Disabled));
    assert!(!form.is_submitting());

    let form = FormHandle::with_state(state(false));
    // The submit starts when called: a second one meanwhile is refused.
    let first = form.submit();
    assert!(form.is_submitting(), "the first submit runs");
    assert_eq!(form.submit_as::<Value>().await, Err(SubmitError::Busy));
    assert_eq!(form.submit().await, Err(SubmitError::Busy));
    assert_eq!(first.await, Ok(()));
    assert!(!form.is_submitting(), "over once it was handed on");
    assert_eq!(form.submit_as::<Value>().await, Ok(json!({"a": "x"})));
    // `submit_as` starts when called too (audit 24B #8).
    let typed = form.submit_as::<Value>();
    assert!(form.is_submitting(), "submit_as runs once called");
    assert_eq!(form.submit().await, Err(SubmitError::Busy));
    assert_eq!(typed.await, Ok(json!({"a": "x"})));
}

#[cfg(all(feature = "multiselect", feature = "tags"))]
#[test]
fn field_options_name_the_multi_value_modes() {
    let form = handle(json!({
        "m": {"type": "multiselect", "items": ["a"]},
        "t": {"type": "tags", "items": ["a"]}
    }));
    assert_eq!(form.el("m").field_options()["mode"], json!("multiple"));
    assert_eq!(form.el("t").field_options()["mode"], json!("tags"));
}

/// `aria()` of a container above an invalid child agrees with the page (audit6-a11y #4): it
/// is invalid, but names no `__error` part, since it shows no error of its own; its
/// fieldset carries no `aria-invalid` (`invalid()` says it; audit 18B #4).
#[cfg(all(feature = "object", feature = "text"))]
#[test]
fn aria_of_a_container_above_an_invalid_child_names_no_error_part() {
    let form = handle(json!({
        "address": {"type": "object", "description": "Where", "schema": {
            "city": {"type": "text", "rules": "required"}}}
    }));
    assert!(!form.validate());
    assert!(form.el("address").invalid());
    let aria = form.el("address").aria();
    assert!(aria.get("aria-invalid").is_none(), "{aria:?}");
    assert_eq!(aria["aria-describedby"], json!("yf-address__description"));
    assert!(aria.get("aria-errormessage").is_none(), "{aria:?}");
    let city = form.el("address.city").aria();
    assert_eq!(city["aria-errormessage"], json!("yf-address.city__error"));
}

/// `allowAbsent: false` through the form: `load` and `update` drop a value the static items
/// lack at once, with one `change`, before any view rendered (audit 7 of the form level, 2).
#[test]
fn the_forms_load_and_update_drop_a_value_the_items_lack_at_once() {
    let form =
        handle(json!({"country": {"type": "select", "items": ["de", "at"], "default": "de"}}));
    let (seen, cb) = recorder();
    form.el("country").on("change", cb);
    form.load(&json!({"country": "fr"}), false).unwrap();
    assert_eq!(form.request_data(), json!({"country": null}));
    assert_eq!(seen.borrow().len(), 1, "one change, to null");
    form.update(&json!({"country": "at"}));
    form.update(&json!({"country": "fr"}));
    assert_eq!(form.request_data(), json!({"country": null}));
    assert_eq!(seen.borrow().len(), 3, "at, then null");
    assert!(
        form.el("country").update(json!("fr")).is_err(),
        "the element refuses what the form drops"
    );
}

/// `SubmitError::Invalid` lists the elements failing a rule, not one whose only error the
/// app added (which never fails the form) (audit 7 of the form level, 8).
#[tokio::test]
async fn submit_as_does_not_list_an_element_with_only_an_added_error() {
    use yewform_elements::form::SubmitError;
    let form = handle(json!({
        "name": {"type": "select", "items": ["x"], "default": "x", "rules": "required"},
        "email": {"type": "select", "items": ["x"], "rules": "required"},
    }));
    form.el("name")
        .add_error("server refusal from last time")
        .unwrap();
    match form.submit_as::<Value>().await {
        Err(SubmitError::Invalid(errors)) => {
            let paths: Vec<&str> = errors.iter().map(|(p, _)| p.as_str()).collect();
            assert_eq!(paths, ["email"], "{errors:?}");
        }
        other => panic!("the form is invalid through email: {other:?}"),
    }
}

/// Guide ch. 10's `send` clears the server's last refusals with `form.clear_messages()`:
/// it reaches a nested field and one left out of the request data, which a loop over the
/// request data's keys missed (audit 7 of the form level, 7).
#[cfg(feature = "object")]
#[test]
fn the_forms_clear_messages_reaches_nested_fields_and_fields_not_sent() {
    let form = handle(json!({
        "address": {"type": "object", "schema": {
            "city": {"type": "select", "items": ["x"], "default": "x"}
        }},
        "confirm": {"type": "select", "items": ["x"], "default": "x", "submit": false}
    }));
    form.el("address.city").add_error("Unknown city").unwrap();
    form.el("confirm").add_error("Does not match").unwrap();
    assert_eq!(form.request_data(), json!({"address": {"city": "x"}}));
    form.clear_messages();
    assert_eq!(form.el("address.city").error(), None);
    assert_eq!(form.el("confirm").error(), None);
}

/// `update("")` on a single select with loaded options empties it (`""` is no value, as
/// `null`), where it was refused as "not among the options".
#[test]
fn update_with_an_empty_string_empties_a_single_select() {
    let schema = FormSchema::from_value(&json!({
        "x": {"type": "select", "items": "/api/x", "default": "a"}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut state =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    let items = yewform_core::items::normalize(&json!(["a", "b"]), &Default::default()).unwrap();
    state.set_options("x", std::sync::Arc::new(items.into()));
    let form = FormHandle::with_state(state);
    assert!(form.el("x").update(json!("z")).is_err(), "not an option");
    form.el("x").update(json!("")).expect("\"\" is no value");
    assert_eq!(form.el("x").value(), json!(""));
    assert!(form.el("x").empty());
    assert_eq!(form.request_data()["x"], json!(""));
}

/// Audit 8 #7: a `load` or `update` that changes several languages of a translatable
/// element fires one `change`: the current language's pair when it changed, else the pair
/// of the first changed language in the form's language order; `value()` has them all.
#[test]
fn one_change_reports_one_language() {
    let form = handle_with(
        json!({"bio": {"type": "t-editor"}}),
        json!({"languages": {"en": "English", "de": "Deutsch"}}),
    );
    let bio = form.el("bio");
    let (seen, cb) = recorder();
    bio.on("change", cb);
    bio.load(json!({"en": "<p>A</p>", "de": "<p>B</p>"}), false)
        .unwrap();
    bio.update(json!({"de": "<p>C</p>"})).unwrap();
    let changes: Vec<_> = seen.borrow().iter().map(|e| e.args.clone()).collect();
    assert_eq!(
        changes,
        [
            EventArgs::Change {
                new: json!("<p>A</p>"),
                old: Value::Null
            },
            EventArgs::Change {
                new: json!("<p>C</p>"),
                old: json!("<p>B</p>")
            },
        ],
        "one change per load: en's (shown); de's when only de changed"
    );
    assert_eq!(bio.value(), json!({"en": "<p>A</p>", "de": "<p>C</p>"}));
}

/// `is_loading()` answers what the view shows busy (the spinner, `aria-busy`): a text's
/// `loading` option, a button's, and a `submits` button while the form submits.
#[cfg(all(feature = "text", feature = "button"))]
#[test]
fn is_loading_follows_the_loading_option_and_a_submitting_button() {
    let form = handle(json!({
        "t": {"type": "text", "loading": true},
        "b": {"type": "button", "loading": true},
        "go": {"type": "button", "submits": true},
        "plain": {"type": "button"}
    }));
    assert!(form.el("t").is_loading(), "a text's loading option");
    assert!(form.el("b").is_loading(), "a button's loading option");
    assert!(!form.el("go").is_loading());
    let hold = form.hold_submit();
    assert!(
        form.el("go").is_loading(),
        "a submits button while the form submits"
    );
    assert!(!form.el("plain").is_loading());
    drop(hold);
    assert!(!form.el("go").is_loading());
}

/// A handle of a path that names no element reads `null` for its data getters (as the
/// guide's "`null`/`false` until it does"); an unavailable element reads `{}`.
#[test]
fn data_getters_of_an_unknown_path_read_null() {
    let form = handle(json!({
        "a": {"type": "select", "default": "x"},
        "b": {"type": "select", "conditions": [["a", "y"]]}
    }));
    let nope = form.el("nope");
    assert_eq!(nope.data(), json!(null));
    assert_eq!(nope.available_data(), json!(null));
    assert_eq!(nope.request_data(), json!(null));
    assert_eq!(form.el("b").available_data(), json!({}));
    assert_eq!(form.el("b").request_data(), json!({}));
    assert_eq!(form.el("a").available_data(), json!({"a": "x"}));
}

/// A container handle's data getters answer what the container contributes to the form's
/// (`submit: false` and unavailable children out, `forceNumbers` applied, a group's pairs
/// without a key of its own); `disable()` of an object, a group or a static refuses with
/// the schema's reason (audit 18 #1, #5).
#[cfg(all(
    feature = "text",
    feature = "object",
    feature = "group",
    feature = "static",
    feature = "conditions"
))]
#[test]
fn container_handles_answer_their_part_of_the_forms_data() {
    let form = handle(json!({
        "address": {"type": "object", "schema": {
            "city": {"type": "text", "default": "x"},
            "secret": {"type": "text", "submit": false, "default": "s"},
            "zip": {"type": "text", "forceNumbers": true, "default": "12"},
            "apt": {"type": "text", "default": "3", "conditions": [["city", "y"]]}
        }},
        "name": {"type": "group", "schema": {"first": {"type": "text", "default": "a"}}},
        "note": {"type": "static", "content": "hi"}
    }));
    let address = form.el("address");
    assert_eq!(
        address.request_data(),
        json!({"address": {"city": "x", "zip": 12}})
    );
    assert_eq!(
        address.request_data()["address"],
        form.request_data()["address"]
    );
    assert_eq!(address.data()["address"]["zip"], json!(12));
    assert_eq!(
        address.available_data(),
        json!({"address": {"city": "x", "secret": "s", "zip": 12}})
    );
    assert_eq!(form.el("name").data(), json!({"first": "a"}));
    assert_eq!(form.el("address.zip").data(), json!({"zip": 12}));
    for path in ["address", "name", "note"] {
        let err = form.el(path).disable().unwrap_err();
        assert!(err.contains("has no \"disabled\" option"), "{path}: {err}");
        assert!(form.el(path).enable().is_err(), "{path}");
        assert!(!form.el(path).is_disabled(), "{path}");
    }
}

/// `is_readonly()` (the reference's `isReadonly`) answers core's `FormState::is_readonly`:
/// `readonly: true`, and conditions while they hold; `disabled_items()` (the reference's
/// `disabledItems`) holds a group's runtime `disable(values)` over its `disables`
/// (audit 16A #7).
#[cfg(all(feature = "text", feature = "checkbox", feature = "checkboxgroup"))]
#[test]
fn is_readonly_and_disabled_items_read_core() {
    let form = handle(json!({
        "code": {"type": "text", "readonly": true},
        "lock": {"type": "checkbox"},
        "note": {"type": "text", "readonly": [["lock", true]]},
        "free": {"type": "text"},
        "g": {"type": "checkboxgroup", "items": ["a", "b", "c"], "disables": ["a"]},
    }));
    assert!(form.el("code").is_readonly());
    assert!(!form.el("free").is_readonly());
    assert!(!form.el("note").is_readonly());
    form.el("lock").check().unwrap();
    assert!(form.el("note").is_readonly(), "its conditions hold");
    assert!(!form.el("nope").is_readonly(), "no such element");

    let g = form.el("g");
    g.disable_items(&[json!("b")]).unwrap();
    let items = g.disabled_items();
    let schema = FormSchema::from_value(&json!({
        "g": {"type": "checkboxgroup", "items": ["a", "b", "c"], "disables": ["a"]}
    }))
    .unwrap();
    let Some(yewform_core::schema::ElementSchema::Choice(choice)) = schema.get("g") else {
        panic!("a choice entry")
    };
    assert!(items.is_disabled(&json!("a"), choice), "from `disables`");
    assert!(
        items.is_disabled(&json!("b"), choice),
        "disabled at runtime"
    );
    assert!(!items.is_disabled(&json!("c"), choice));
}

/// A computed text or hidden (`expression`) is read-only, as its field renders it (audit 17
/// #4: the view added that case itself and `is_readonly()` said `false`).
#[cfg(all(feature = "text", feature = "hidden", feature = "expressions"))]
#[test]
fn a_computed_text_is_read_only() {
    let form = handle(json!({
        "free": {"type": "text"},
        "sum": {"type": "text", "expression": "{free}"},
        "copy": {"type": "hidden", "expression": "{free}"},
    }));
    assert!(form.el("sum").is_readonly());
    assert!(form.el("copy").is_readonly());
    assert!(!form.el("free").is_readonly());
}

/// `has_addon_before()` / `has_addon_after()` (the reference's `hasAddonBefore` /
/// `hasAddonAfter`): the `addons` option's side, or that side's slot in the schema's
/// `slots`, as the view renders them (audit 21C #2).
#[cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
#[test]
fn has_addon_before_and_after_follow_the_option_and_the_slots() {
    use yewform_core::schema::{FunctionKind, Functions};
    let schema = FormSchema::from_value(&json!({
        "t": {"type": "text", "addons": {"before": "€"}},
        "u": {"type": "text", "slots": {"addon-after": {"fn": "unit"}}},
        "l": {"type": "t-text", "addons": {"after": {"en": "kg"}}},
        "a": {"type": "textarea", "addons": {"before": "§", "after": "!"}},
        "plain": {"type": "text"},
        "h": {"type": "hidden"},
    }))
    .unwrap();
    let mut functions = Functions::new();
    functions.declare(FunctionKind::Slot, "unit");
    let config = FormConfig::from_value(&json!({})).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let form = FormHandle::with_state(
        FormState::from_schema_with(&schema, &config, &json!({}), today, &functions).unwrap(),
    );
    let sides = |path: &str| {
        let el = form.el(path);
        (el.has_addon_before(), el.has_addon_after())
    };
    assert_eq!(sides("t"), (true, false));
    assert_eq!(sides("u"), (false, true), "the registered slot");
    assert_eq!(sides("l"), (false, true));
    assert_eq!(sides("a"), (true, true));
    assert_eq!(sides("plain"), (false, false));
    assert_eq!(sides("h"), (false, false), "a hidden has no addons");
    assert_eq!(sides("nope"), (false, false), "no such element");
}

/// Audit 24B #6: the reference's form-level `dirty`, `validated`, `busy`, `errors` and
/// `resetValidators()` on `FormHandle`, over the available elements.
#[test]
fn the_form_handle_answers_dirty_validated_busy_errors_and_resets_validators() {
    let form = handle(json!({
        "a": {"type": "select", "items": ["x", "y"], "rules": "required"},
        "b": {"type": "select", "items": ["x"], "default": "x", "rules": "required"},
        "c": {"type": "select", "items": ["x"], "rules": "required",
              "conditions": [["a", "y"]]}
    }));
    assert!(!form.dirty());
    assert!(!form.validated());
    assert!(!form.busy());
    form.el("b").update(json!(null)).unwrap();
    assert!(form.dirty(), "b changed");
    assert!(!form.validate());
    assert!(form.validated(), "every available element validated");
    assert_eq!(
        form.errors(),
        vec![
            ("a".to_string(), "The A field is required.".to_string()),
            ("b".to_string(), "The B field is required.".to_string())
        ],
        "the available invalid elements, in the form's order (c is unavailable)"
    );
    form.reset_validators().unwrap();
    assert!(!form.validated());
    assert!(form.errors().is_empty());
    assert!(!form.invalid());
    assert!(
        form.dirty(),
        "resetValidators keeps the values and dirty state"
    );
    form.clean();
    assert!(!form.dirty());
}
