//! What the form keeps about each element besides its value: the resolved options, items
//! requests and reloads, a disable that lasts while a reload runs, and the focus. The
//! handles' `is_disabled`, `is_loading`, `focused` and `update_items_async` read these.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test code

use std::sync::Arc;

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::items::{ItemOptions, OptionStore, normalize};
use yewform_core::schema::FormSchema;

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn items(list: Value) -> Arc<OptionStore> {
    Arc::new(OptionStore::from(
        normalize(&list, &ItemOptions::default()).unwrap(),
    ))
}

fn labels(items: &OptionStore) -> Vec<String> {
    (0..items.len())
        .map(|i| items.label(i).unwrap().to_string())
        .collect()
}

#[test]
fn options_are_shared_and_kept_until_they_change() {
    let mut state = form(json!({"city": {"type": "select", "items": "/api/cities"}}));
    assert!(state.options("city").is_none(), "nothing resolved yet");
    let first = items(json!(["Berlin", "Paris"]));
    assert!(state.set_options("city", first.clone()));
    assert!(Arc::ptr_eq(&state.options("city").unwrap(), &first));
    assert!(!state.set_options("city", first.clone()), "the same Arc");
    let second = items(json!(["Rome"]));
    assert!(state.set_options("city", second));
    assert_eq!(labels(&state.options("city").unwrap()), ["Rome"]);
    // A value change keeps the options.
    state.set_value("city", json!("Rome")).unwrap();
    assert_eq!(labels(&state.options("city").unwrap()), ["Rome"]);
}

#[test]
fn is_loading_follows_the_option_and_items_requests() {
    let mut state = form(json!({
        "city": {"type": "select", "items": "/api/cities"},
        "spinning": {"type": "select", "items": [1], "loading": true}
    }));
    assert!(!state.is_loading("city"));
    assert!(state.is_loading("spinning"), "the loading option");
    assert!(state.set_items_loading("city", true));
    assert!(state.items_loading("city") && state.is_loading("city"));
    assert!(!state.set_items_loading("city", true), "no change");
    assert!(state.set_items_loading("city", false));
    assert!(!state.is_loading("city"));
}

#[cfg(feature = "rules")]
#[test]
fn is_loading_counts_a_pending_server_rule() {
    let mut state = form(json!({
        "user": {"type": "select", "items": ["ann"], "default": "ann", "rules": "unique:users"}
    }));
    assert!(!state.is_loading("user"));
    state.validate_all();
    assert!(state.pending("user"));
    assert!(state.is_loading("user"));
}

#[test]
fn update_items_with_disable_disables_until_the_request_ends() {
    let mut state = form(json!({"city": {"type": "select", "items": "/api/cities"}}));
    assert_eq!(state.items_reloads("city"), 0);
    state.request_items("city", true);
    assert_eq!(state.items_reloads("city"), 1);
    assert!(state.disabled_while_loading("city"));
    assert!(state.is_disabled("city"), "one source: is_disabled sees it");
    // `enable()` does not end it: only the end of the request does.
    state.apply("city", ElementAction::Enable).unwrap();
    assert!(state.is_disabled("city"));
    state.set_items_loading("city", true);
    assert!(state.is_disabled("city"), "still loading");
    assert!(state.set_items_loading("city", false), "the end re-renders");
    assert!(!state.is_disabled("city"));
    assert!(!state.disabled_while_loading("city"));
}

#[test]
fn update_items_without_disable_leaves_the_element_enabled() {
    let mut state = form(json!({"city": {"type": "select", "items": "/api/cities"}}));
    state.request_items("city", false);
    assert_eq!(state.items_reloads("city"), 1);
    assert!(!state.is_disabled("city"));
}

#[test]
fn a_disable_with_nothing_to_load_ends_at_once() {
    let mut state = form(json!({"size": {"type": "select", "items": ["S", "M"]}}));
    state.request_items("size", true);
    assert!(state.is_disabled("size"));
    assert!(state.end_disable_while_loading("size"));
    assert!(!state.is_disabled("size"));
    assert!(
        !state.end_disable_while_loading("size"),
        "nothing left to end"
    );
}

#[test]
fn items_answers_count_up() {
    let mut state = form(json!({"city": {"type": "select", "items": "/api/cities"}}));
    assert_eq!(state.items_answers("city"), 0);
    state.items_answered("city");
    state.items_answered("city");
    assert_eq!(state.items_answers("city"), 2);
}

#[test]
fn focus_moves_between_elements() {
    let mut state = form(json!({
        "a": {"type": "select", "items": [1]},
        "b": {"type": "select", "items": [2]}
    }));
    assert_eq!(state.focused(), None);
    state.set_focused("a", true);
    assert_eq!(state.focused(), Some("a"));
    state.set_focused("b", true);
    assert_eq!(state.focused(), Some("b"));
    // A late blur of `a` (after `b` took the focus) changes nothing.
    state.set_focused("a", false);
    assert_eq!(state.focused(), Some("b"));
    state.set_focused("b", false);
    assert_eq!(state.focused(), None);
}

#[test]
fn a_rebuilt_form_takes_the_activity_of_the_old_one() {
    let schema = json!({"city": {"type": "select", "items": "/api/cities"}});
    let mut old = form(schema.clone());
    let cities = items(json!(["Berlin"]));
    old.set_options("city", cities.clone());
    old.request_items("city", true);
    old.set_items_loading("city", true);
    old.items_answered("city");
    old.set_focused("city", true);
    let mut new = form(schema);
    new.take_activity_from(&mut old);
    assert!(Arc::ptr_eq(&new.options("city").unwrap(), &cities));
    assert_eq!(new.items_reloads("city"), 1);
    assert_eq!(new.items_answers("city"), 1);
    assert!(new.items_loading("city") && new.is_disabled("city"));
    assert_eq!(new.focused(), Some("city"));
}

#[test]
fn a_copy_of_the_form_answers_the_same() {
    let mut state = form(json!({"city": {"type": "select", "items": "/api/cities"}}));
    state.set_options("city", items(json!(["Berlin"])));
    state.request_items("city", true);
    state.set_focused("city", true);
    let copy = state.clone();
    assert_eq!(labels(&copy.options("city").unwrap()), ["Berlin"]);
    assert!(copy.is_disabled("city"));
    assert_eq!(copy.focused(), Some("city"));
}

/// `update`/`load` refuse a value only against a list of every option: a search's answer
/// lists what matches the query, so a value it does not hold is still admitted (as the
/// form's own `update` keeps it), and a later full list refuses it again.
#[test]
fn a_search_answer_does_not_refuse_a_value_set_by_update() {
    let mut state = form(
        json!({"country": {"type": "select", "items": "/api/countries",
        "search": true, "delay": 0}}),
    );
    assert!(
        state.admits_set_value("country", &json!("de")),
        "nothing loaded yet"
    );
    state.set_options(
        "country",
        items(json!([{"value": "fr", "label": "France"}])),
    );
    assert!(
        !state.admits_set_value("country", &json!("de")),
        "every option is loaded"
    );
    assert!(state.admits_set_value("country", &json!("fr")));
    state.set_search_options(
        "country",
        items(json!([{"value": "fr", "label": "France"}])),
    );
    assert!(
        state.admits_set_value("country", &json!("de")),
        "the options answer the search \"fr\": they are not every option"
    );
    state.set_options("country", items(json!(["fr", "it"])));
    assert!(!state.admits_set_value("country", &json!("de")));
    // allowAbsent admits anything.
    let mut absent = form(json!({"c": {"type": "select", "items": "/c", "allowAbsent": true}}));
    absent.set_options("c", items(json!(["fr"])));
    assert!(absent.admits_set_value("c", &json!("de")));
}

/// A multiselect's `select(values)` takes a value a search's answer does not list, as
/// `update` does: the answer lists the matches, not every option.
#[cfg(feature = "multiselect")]
#[test]
fn a_search_answer_does_not_refuse_a_value_a_multiselect_selects() {
    let mut state = form(
        json!({"m": {"type": "multiselect", "items": "/api/countries",
        "search": true, "delay": 0}}),
    );
    state.set_options("m", items(json!(["fr"])));
    assert!(
        state
            .apply("m", ElementAction::Select(vec![json!("de")]))
            .is_err(),
        "every option is loaded: \"de\" is none"
    );
    state.set_search_options("m", items(json!(["fr"])));
    state
        .apply("m", ElementAction::Select(vec![json!("fr"), json!("de")]))
        .unwrap();
    assert_eq!(state.value_at("m"), Some(&json!(["fr", "de"])));
}

/// A rebuilt state (same schema, other form options) gets an inline element's value back
/// when the element registers again: what the user entered stays, dirty (audit 7 of the
/// form level, 3).
#[test]
fn an_inline_element_registered_after_a_rebuild_keeps_what_the_user_entered() {
    use yewform_core::schema::ElementSchema;
    let entry =
        || ElementSchema::from_owned("s", json!({"type": "select", "items": ["a", "b"]})).unwrap();
    let schema = json!({"a": {"type": "select", "items": ["x", "y"]}});
    let mut old = form(schema.clone());
    old.add_schema_element("s", entry()).unwrap();
    old.set_value("s", json!("b")).unwrap();
    old.set_value("a", json!("y")).unwrap();
    let mut new = form(schema);
    let _ = new.take_values_from(&old);
    assert_eq!(new.data(), json!({"a": "y"}), "s registers later");
    new.set_value("a", json!("x")).unwrap();
    new.add_schema_element("s", entry()).unwrap();
    assert_eq!(
        new.data(),
        json!({"a": "x", "s": "b"}),
        "s is back; a is not reverted"
    );
    assert!(new.el("s").unwrap().dirty());
}

/// `""` is no value for a single select, as `null`: a default `""` stays (no "not among the
/// options"), `update("")` is admitted against loaded options, the element is `empty`, and
/// `required` fails on it.
#[test]
fn an_empty_string_is_no_value_for_a_single_select() {
    let mut state = form(json!({
        "d": {"type": "select", "items": ["a", "b"], "default": "", "rules": "required"},
        "e": {"type": "select", "items": "/api/e"},
    }));
    assert_eq!(state.value_at("d"), Some(&json!("")), "the default is kept");
    assert!(state.el("d").unwrap().empty());
    assert_eq!(state.request_data()["d"], json!(""));
    state.set_options("e", items(json!(["a", "b"])));
    assert!(state.admits_set_value("e", &json!("")));
    assert!(!state.admits_set_value("e", &json!("z")));
    #[cfg(feature = "rules")]
    {
        state.validate_all();
        assert_eq!(state.errors("d"), vec!["The D field is required."]);
    }
}

/// The reference's `isLoading`: a text's `pending || loading`; a button's `loading` function
/// first, else (with `submits`) the form's submit, else its `loading` option — what their
/// views show (the spinner, `aria-busy`).
#[cfg(all(feature = "text", feature = "button"))]
#[test]
fn is_loading_follows_a_texts_and_a_buttons_loading_option_and_the_submit() {
    let state = form(json!({
        "t": {"type": "text", "loading": true},
        "idle": {"type": "text"},
        "b": {"type": "button", "loading": true},
        "go": {"type": "button", "submits": true},
        "plain": {"type": "button"}
    }));
    assert!(state.is_loading("t"), "a text's loading option");
    assert!(!state.is_loading("idle"));
    assert!(state.is_loading("b"), "a button's loading option");
    assert!(!state.is_loading("go") && !state.is_loading("plain"));
    assert!(
        state.is_loading_while("go", true),
        "a submitting button while the form submits"
    );
    assert!(
        !state.is_loading_while("plain", true),
        "a button that does not submit"
    );
    assert!(state.is_loading_while("t", true) && !state.is_loading_while("idle", true));
}

/// Audit 25B F1: an inline element given back after a rebuild keeps its `dirty` flag, as a
/// schema element does: loaded then cleaned stays clean.
#[test]
fn an_inline_element_registered_after_a_rebuild_keeps_its_dirty_flag() {
    use yewform_core::schema::ElementSchema;
    let entry =
        || ElementSchema::from_owned("s", json!({"type": "select", "items": ["a", "b"]})).unwrap();
    let mut old = form(json!({}));
    old.add_schema_element("s", entry()).unwrap();
    old.load(&json!({"s": "b"}), false).unwrap();
    let _ = old.clean();
    assert!(!old.el("s").unwrap().dirty());
    let mut new = form(json!({}));
    let _ = new.take_values_from(&old);
    new.add_schema_element("s", entry()).unwrap();
    assert_eq!(new.data(), json!({"s": "b"}));
    assert!(!new.el("s").unwrap().dirty(), "loaded then cleaned: clean");
}
