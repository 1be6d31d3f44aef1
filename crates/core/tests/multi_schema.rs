//! The multi-value selects in core (`multiselect`, `tags`): every option of the reference
//! table read with its per-kind default and its errors, list values (defaults, load,
//! update, clear, reset, request data, `allowAbsent`), `select(values)` / `deselect(values)`
//! and the rules on lists.

#![cfg(all(feature = "multiselect", feature = "tags"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::schema::{ElementSchema, FormSchema, MultiMode, SelectSchema};

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap()
}

fn entry(schema: Value, name: &str) -> SelectSchema {
    let schema = FormSchema::from_value(&schema).unwrap();
    match schema.get(name) {
        Some(ElementSchema::Select(s)) => s.clone(),
        other => panic!("not a select: {other:?}"),
    }
}

fn error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

fn cities() -> Value {
    json!([
        {"value": "ber", "label": "Berlin"},
        {"value": "par", "label": "Paris"},
        {"value": "rom", "label": "Rome", "disabled": true},
        {"value": "vie", "label": "Vienna"}
    ])
}

#[test]
fn both_types_are_read_with_their_per_kind_defaults() {
    let m = entry(json!({"c": {"type": "multiselect"}}), "c");
    let multi = m.multi.clone().unwrap();
    assert_eq!(multi.mode, MultiMode::Multiselect);
    assert_eq!(m.type_name(), "multiselect");
    assert!(
        m.native && m.is_native(),
        "a multiselect is native by default"
    );
    assert!(m.clear_on_refetch && !m.close_on_select);
    assert_eq!(multi.max, -1);
    assert!(multi.hide_selected && multi.group_select && !multi.clear_on_select);
    assert!(multi.show_options && !multi.break_tags);

    let t = entry(json!({"c": {"type": "tags"}}), "c");
    let multi = t.multi.clone().unwrap();
    assert_eq!(multi.mode, MultiMode::Tags);
    assert!(!t.is_native(), "tags are never native");
    assert!(!t.clear_on_refetch && !t.close_on_select);
    assert!(multi.clear_on_select && multi.hide_selected && multi.group_select);

    // native && !search
    let searchable = entry(json!({"c": {"type": "multiselect", "search": true}}), "c");
    assert!(!searchable.is_native());
}

#[test]
fn every_multi_option_is_read_and_written_back() {
    let schema = json!({
        "m": {"type": "multiselect", "items": ["a", "b"], "max": 3, "hideSelected": false,
              "groupSelect": false, "clearOnSelect": true, "multipleLabel": {"fn": "label"},
              "multipleLabelSingle": "one pick", "multipleLabelMultiple": {"en": ":x: picks", "de": ":x: Stück"},
              "showOptions": false, "closeOnSelect": true},
        "t": {"type": "tags", "breakTags": true, "create": true, "addOptionOn": ["enter", ","],
              "clearOnSelect": false, "max": 1},
    });
    let parsed = FormSchema::from_value(&schema).unwrap();
    let m = entry(schema.clone(), "m");
    let multi = m.multi.as_ref().unwrap();
    assert_eq!(multi.max, 3);
    assert!(!multi.hide_selected && !multi.group_select && multi.clear_on_select);
    assert_eq!(multi.multiple_label.as_deref(), Some("label"));
    assert!(!multi.show_options && m.close_on_select);
    let t = entry(schema, "t");
    assert!(t.multi.as_ref().unwrap().break_tags);
    // Written back, read again: the same schema.
    let again = FormSchema::from_value(&parsed.to_value()).unwrap();
    assert_eq!(again, parsed);
    let written = parsed.to_value();
    assert_eq!(written["m"]["type"], json!("multiselect"));
    assert_eq!(written["t"]["type"], json!("tags"));
    assert_eq!(written["m"]["multipleLabel"], json!({"fn": "label"}));
    assert!(written["t"].get("native").is_none(), "tags have no native");
    assert!(written["t"].get("multipleLabel").is_none());
    assert!(written["m"].get("breakTags").is_none());
    // The multiple label function is listed among the entry's function references.
    let refs = parsed.get("m").unwrap().function_refs("schema.m");
    assert!(
        refs.iter()
            .any(|r| r.path == "schema.m.multipleLabel" && r.name == "label")
    );
}

#[test]
fn bad_multi_options_fail_with_path_and_reason() {
    assert_eq!(
        error(json!({"c": {"type": "multiselect", "max": "3"}})),
        "schema.c.max: expected an integer, found a string"
    );
    assert_eq!(
        error(json!({"c": {"type": "tags", "max": 0}})),
        "schema.c.max: expected -1 (no limit) or a positive integer, found 0"
    );
    assert!(error(json!({"c": {"type": "tags", "max": -2}})).starts_with("schema.c.max: "));
    assert_eq!(
        error(json!({"c": {"type": "tags", "hideSelected": 1}})),
        "schema.c.hideSelected: expected a boolean, found a number"
    );
    assert_eq!(
        error(json!({"c": {"type": "multiselect", "breakTags": true}})),
        "schema.c.breakTags: \"breakTags\" is a tags option; a multiselect element has no such option"
    );
    assert_eq!(
        error(json!({"c": {"type": "tags", "multipleLabel": {"fn": "x"}}})),
        "schema.c.multipleLabel: \"multipleLabel\" is a multiselect option; a tags element has no such option"
    );
    assert_eq!(
        error(json!({"c": {"type": "tags", "native": true}})),
        "schema.c.native: a tags element is always the custom dropdown; it has no \"native\" option"
    );
    assert_eq!(
        error(json!({"c": {"type": "select", "max": 2}})),
        "schema.c.max: \"max\" is a multiselect / tags option; a select has no such option (use \"type\": \"multiselect\" or \"tags\" to choose several options)"
    );
    assert_eq!(
        error(json!({"c": {"type": "tags", "hideSelectd": true}})),
        "schema.c.hideSelectd: unknown option (did you mean \"hideSelected\"?)"
    );
    // extendOptions takes the multi options too, checked the same way.
    let t = entry(
        json!({"c": {"type": "tags", "extendOptions": {"max": 2, "showOptions": false}}}),
        "c",
    );
    assert_eq!(t.multi.as_ref().unwrap().max, 2);
    assert_eq!(
        error(json!({"c": {"type": "tags", "extendOptions": {"max": "x"}}})),
        "schema.c.extendOptions.max: expected an integer, found a string"
    );
    // The tags event `tag` is a tags event only.
    FormSchema::from_value(&json!({"c": {"type": "tags", "onTag": "created"}})).unwrap();
    assert!(
        error(json!({"c": {"type": "multiselect", "onTag": "x"}})).starts_with("schema.c.onTag: ")
    );
}

#[test]
fn list_values_default_load_update_clear_reset_and_request_data() {
    let mut f = form(json!({
        "m": {"type": "multiselect", "items": cities()},
        "t": {"type": "tags", "items": cities(), "default": ["ber"]},
    }));
    assert_eq!(f.request_data(), json!({"m": [], "t": ["ber"]}));
    assert!(f.el("m").unwrap().empty(), "[] is empty");
    f.apply("m", ElementAction::Update(json!(["par", "vie", "par"])))
        .unwrap();
    assert_eq!(
        f.request_data()["m"],
        json!(["par", "vie"]),
        "no duplicate enters"
    );
    f.apply("m", ElementAction::Update(json!("ber"))).unwrap();
    assert_eq!(
        f.request_data()["m"],
        json!(["ber"]),
        "a single value becomes a list"
    );
    f.apply("m", ElementAction::Load(json!(null), false))
        .unwrap();
    assert_eq!(f.request_data()["m"], json!([]));
    f.apply("t", ElementAction::Clear).unwrap();
    assert_eq!(f.request_data()["t"], json!([]));
    f.apply("t", ElementAction::Reset).unwrap();
    assert_eq!(f.request_data()["t"], json!(["ber"]));
}

#[test]
fn object_values_and_a_default_absent_from_the_items() {
    let f = form(json!({
        "o": {"type": "tags", "items": cities(), "object": true,
              "default": [{"value": "ber", "label": "Berlin"}]},
        "absent": {"type": "tags", "items": cities(), "default": ["ber", "xx"]},
        "allowed": {"type": "tags", "items": cities(), "default": ["ber", "xx"], "allowAbsent": true},
    }));
    let data = f.request_data();
    assert_eq!(data["o"], json!([{"value": "ber", "label": "Berlin"}]));
    // Each value not among the options is dropped, the rest kept, as the reference drops
    // absent values from its selection one by one (and as the form's `load` cleans a
    // list); the whole default was dropped before (audit 6 #4).
    assert_eq!(
        data["absent"],
        json!(["ber"]),
        "a default's value naming no option is dropped"
    );
    assert_eq!(data["allowed"], json!(["ber", "xx"]));
}

#[test]
fn select_and_deselect_methods_add_without_duplicates_and_respect_max() {
    let mut f = form(json!({
        "n": {"type": "multiselect", "items": [1, 2, 3, 4], "max": 3},
        "t": {"type": "tags", "items": cities()},
    }));
    f.apply("n", ElementAction::Select(vec![json!(1)])).unwrap();
    // "1" names the option 1: no duplicate (the reference adds "1").
    f.apply("n", ElementAction::Select(vec![json!("1"), json!(2)]))
        .unwrap();
    assert_eq!(f.request_data()["n"], json!([1, 2]));
    // Not an option: refused without allowAbsent (an error, as update() gives), and
    // nothing of the call is added.
    let e = f
        .apply("n", ElementAction::Select(vec![json!(3), json!(9)]))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "form: element `n`: 9 is not among the options (allowAbsent and create are off)"
    );
    assert_eq!(f.request_data()["n"], json!([1, 2]));
    // max 3: the fourth is not added.
    let outcome = f
        .apply("n", ElementAction::Select(vec![json!(3), json!(4)]))
        .unwrap();
    assert_eq!(f.request_data()["n"], json!([1, 2, 3]));
    assert!(outcome.fired.iter().any(|f| f.event.name() == "change"));
    f.apply("n", ElementAction::Deselect(vec![json!("2"), json!(1)]))
        .unwrap();
    assert_eq!(f.request_data()["n"], json!([3]));
    f.apply("t", ElementAction::Select(vec![json!("vie"), json!("ber")]))
        .unwrap();
    assert_eq!(f.request_data()["t"], json!(["vie", "ber"]));
}

#[test]
fn select_on_an_element_that_is_not_multi_is_refused() {
    let mut f = form(json!({"s": {"type": "select", "items": ["a"]}}));
    let e = f
        .apply("s", ElementAction::Select(vec![json!("a")]))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "form: element `s`: not a multiselect or tags element, it has no values to select or deselect"
    );
    assert_eq!(f.request_data()["s"], json!(null));
}

#[cfg(feature = "rules")]
#[test]
fn rules_count_items_and_check_each_item() {
    let mut f = form(json!({
        "t": {"type": "tags", "items": ["a", "b", "c"], "allowAbsent": true,
              "rules": ["required", "min:2", "max:2", "in:a,b,c", "distinct"]},
    }));
    let messages = |f: &mut FormState, value: Value| {
        f.apply("t", ElementAction::Update(value)).unwrap();
        f.apply("t", ElementAction::Validate).unwrap();
        f.errors("t")
    };
    // `[]` is measured too: min:2 fails on it (as the reference's).
    assert_eq!(
        messages(&mut f, json!([])),
        [
            "The T field is required.",
            "The T must have at least 2 items."
        ]
    );
    assert_eq!(
        messages(&mut f, json!(["a"])),
        ["The T must have at least 2 items."]
    );
    assert_eq!(
        messages(&mut f, json!(["a", "b", "c"])),
        ["The T may not have more than 2 items."]
    );
    assert_eq!(
        messages(&mut f, json!(["a", "z"])),
        ["The selected T is invalid."]
    );
    assert!(messages(&mut f, json!(["a", "b"])).is_empty());
}

#[test]
fn object_values_with_the_same_value_prop_enter_once() {
    let items = json!([{"value": "de", "label": "Germany"}]);
    let mut f = form(json!({
        "t": {"type": "tags", "object": true, "items": items,
              "default": [{"value": "de", "label": "Germany"}, {"value": "de", "label": "DE"}]},
    }));
    assert_eq!(
        f.el("t").unwrap().value(),
        &json!([{"value": "de", "label": "Germany"}]),
        "the default: the first kept"
    );
    f.apply(
        "t",
        ElementAction::Update(json!([
            {"value": "de", "label": "Germany"},
            {"value": "de", "label": "DE"}
        ])),
    )
    .unwrap();
    assert_eq!(
        f.el("t").unwrap().value(),
        &json!([{"value": "de", "label": "Germany"}])
    );
    // A partial object and a bare key name the option: its object, once.
    f.apply(
        "t",
        ElementAction::Load(json!([{"value": "de"}, "de"]), false),
    )
    .unwrap();
    assert_eq!(
        f.el("t").unwrap().value(),
        &json!([{"value": "de", "label": "Germany"}])
    );
    // Without `object`, two objects are two values (compared whole).
    let mut f = form(json!({"t": {"type": "tags", "allowAbsent": true}}));
    f.apply(
        "t",
        ElementAction::Update(json!([{"value": "de"}, {"value": "de", "x": 1}])),
    )
    .unwrap();
    assert_eq!(f.el("t").unwrap().value().as_array().unwrap().len(), 2);
}

#[test]
fn select_admits_a_new_value_with_create_or_allow_absent() {
    let mut f = form(json!({
        "t": {"type": "tags", "create": true, "items": ["a"]},
        "o": {"type": "tags", "create": true, "object": true, "items": [{"value": "a", "label": "A"}]},
        "absent": {"type": "tags", "allowAbsent": true, "items": ["a"]},
    }));
    f.apply("t", ElementAction::Select(vec![json!("new"), json!("a")]))
        .unwrap();
    assert_eq!(f.request_data()["t"], json!(["new", "a"]));
    f.apply("o", ElementAction::Select(vec![json!("new")]))
        .unwrap();
    assert_eq!(
        f.el("o").unwrap().value(),
        &json!([{"value": "new", "label": "new"}])
    );
    f.apply("absent", ElementAction::Select(vec![json!("zz")]))
        .unwrap();
    assert_eq!(f.request_data()["absent"], json!(["zz"]));
}

/// A `create` select takes a value no option holds wherever it enters, as the user could
/// create it: a default, `update()` / `load()` on the element (checked through
/// `admits_set_value` once the options are known), the form's `load` (audit 6 #4: the
/// default was dropped whole and `update` refused).
#[test]
fn create_values_enter_through_defaults_update_and_load() {
    let schema = json!({
        "t": {"type": "tags", "create": true, "items": ["rust", "yew"], "default": ["rust", "mine"]},
        "n": {"type": "multiselect", "items": ["a", "b"], "default": ["a", "x"]},
        "s": {"type": "select", "create": true, "items": ["a"], "default": "mine"},
    });
    let mut f = form(schema.clone());
    let data = f.request_data();
    assert_eq!(data["t"], json!(["rust", "mine"]));
    assert_eq!(data["n"], json!(["a"]), "the admitted items of the default");
    assert_eq!(data["s"], json!("mine"));
    let parsed = FormSchema::from_value(&schema).unwrap();
    for name in ["t", "n", "s"] {
        let Some(ElementSchema::Select(select)) = parsed.get(name) else {
            unreachable!()
        };
        f.set_options(name, select.static_store().unwrap().clone());
    }
    assert!(f.admits_set_value("t", &json!(["rust", "my-own"])));
    assert!(f.admits_set_value("s", &json!("my-own")));
    assert!(!f.admits_set_value("n", &json!(["a", "x"])), "no create");
}

/// Audit 7 (multi) #2: `select(values)` with `object: true` before the options are known (or
/// while they answer a search) stored a bare `"de"` among objects, which the next cleaning
/// load then dropped even when the options held `de`; `update(["de"])` was refused.
#[test]
fn object_select_before_the_options_stores_an_option_object() {
    use std::sync::Arc;
    use yewform_core::items::{LoadReason, OptionStore, ValueEntry, admit};
    let schema = json!({
        "t": {"type": "tags", "object": true, "items": "/api/x",
              "default": [{"value": "fr", "label": "France"}]},
    });
    let mut f = form(schema.clone());
    let select = entry(schema, "t");
    f.apply("t", ElementAction::Select(vec![json!("de")]))
        .unwrap();
    let value = f.el("t").unwrap().value().clone();
    assert_eq!(
        value,
        json!([{"value": "fr", "label": "France"}, {"value": "de", "label": "de"}]),
        "an option object, as `create` makes it: never a bare scalar among objects"
    );
    // The first answer (a source that is not searched) holds both: both stay.
    let (store, _) = OptionStore::normalize_lossy(
        &json!([{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}]),
        &select.read_options(),
    );
    let answer = ValueEntry::Answer(LoadReason::Initial);
    assert_eq!(admit(&select, &store, &value, answer), None);
    // A bare item (loaded data, an app's update) is read by its own key, as `value_key`
    // reads it everywhere else: kept while an option holds it.
    assert_eq!(
        admit(&select, &store, &json!(["de", "it"]), answer),
        Some(json!(["de"]))
    );
    f.set_options("t", Arc::new(store));
    // Once the options are known, a bare key that names one is its option object (spec:
    // "with `object` true the value is the full option object").
    f.apply("t", ElementAction::Update(json!(["de"]))).unwrap();
    assert_eq!(
        f.el("t").unwrap().value(),
        &json!([{"value": "de", "label": "Germany"}])
    );
    // `select` of a known option stores its option object.
    f.apply("t", ElementAction::Select(vec![json!("fr")]))
        .unwrap();
    assert_eq!(
        f.el("t").unwrap().value(),
        &json!([{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}])
    );
}

/// Audit 7 (multi) #6: `in` / `not_in` on an `object: true` list compare each item's
/// `valueProp` (they read an object as no value: `in` always failed, `not_in` always passed).
#[cfg(feature = "rules")]
#[test]
fn in_and_not_in_compare_the_value_prop_of_object_items() {
    let mut f = form(json!({
        "t": {"type": "tags", "object": true, "allowAbsent": true, "valueProp": "code",
              "rules": ["in:de,fr", "not_in:it"]},
    }));
    let mut messages = |value: Value| {
        f.apply("t", ElementAction::Update(value)).unwrap();
        f.apply("t", ElementAction::Validate).unwrap();
        f.errors("t")
    };
    assert!(messages(json!([{"code": "de", "label": "Germany"}, {"code": "fr"}])).is_empty());
    assert_eq!(
        messages(json!([{"code": "de"}, {"code": "es"}])),
        ["The selected T is invalid."]
    );
    assert_eq!(
        messages(json!([{"code": "it", "label": "Italy"}])),
        ["The selected T is invalid.", "The selected T is invalid."]
    );
}

/// Audit 27A #1: a single select with `object: true` holds an option object; `in` /
/// `not_in` compare its `valueProp` (they read the object as no value: `in` always failed,
/// `not_in` always passed).
#[cfg(feature = "rules")]
#[test]
fn in_and_not_in_compare_the_value_prop_of_a_single_object_select() {
    let mut f = form(json!({
        "country": {"type": "select", "object": true, "valueProp": "code",
                    "items": [{"code": "de", "label": "G"}, {"code": "fr", "label": "F"},
                              {"code": "it", "label": "I"}],
                    "rules": ["in:de,fr", "not_in:it"]},
    }));
    let mut messages = |value: Value| {
        f.apply("country", ElementAction::Update(value)).unwrap();
        f.apply("country", ElementAction::Validate).unwrap();
        f.errors("country")
    };
    assert!(messages(json!({"code": "de", "label": "G"})).is_empty());
    assert_eq!(
        messages(json!({"code": "it", "label": "I"})),
        [
            "The selected Country is invalid.",
            "The selected Country is invalid."
        ]
    );
}

/// Audit 27A #1 (same root): `in_array:chosen.*` against an `object: true` multiselect
/// compares each chosen option's `valueProp` with the value (it compared whole objects
/// with a scalar and never passed); an object value of its own is read by its `valueProp`.
#[cfg(feature = "rules")]
#[test]
fn in_array_compares_the_value_prop_of_an_object_list() {
    let mut f = form(json!({
        "chosen": {"type": "multiselect", "object": true, "valueProp": "code",
                   "items": [{"code": "de", "label": "G"}, {"code": "fr", "label": "F"}]},
        "main": {"type": "text", "rules": "in_array:chosen.*"},
        "pick": {"type": "select", "object": true, "valueProp": "code",
                 "items": [{"code": "de", "label": "G"}, {"code": "it", "label": "I"}],
                 "rules": "in_array:chosen.*"},
    }));
    f.apply(
        "chosen",
        ElementAction::Update(json!([{"code": "de", "label": "G"}])),
    )
    .unwrap();
    let mut messages = |name: &str, value: Value| {
        f.apply(name, ElementAction::Update(value)).unwrap();
        f.apply(name, ElementAction::Validate).unwrap();
        f.errors(name)
    };
    assert!(messages("main", json!("de")).is_empty());
    assert_eq!(
        messages("main", json!("fr")),
        ["The Main field does not exist in Chosen."]
    );
    assert!(messages("pick", json!({"code": "de", "label": "G"})).is_empty());
    assert_eq!(
        messages("pick", json!({"code": "it", "label": "I"})).len(),
        1
    );
}

/// Audit 29-B F4: `create` takes a value no option holds as the user could create it: text
/// (with `object: true`, also an option object whose `valueProp` is text). `null`, objects,
/// lists, numbers and booleans are no option a user creates: `select(values)` refuses them
/// (an error, nothing of the call added), `update()` / `load()` on the element refuse them
/// (`admits_set_value`), the form's `load` and a default drop those items.
#[test]
fn create_takes_text_never_null_objects_lists_or_numbers() {
    let mut f = form(json!({
        "t": {"type": "tags", "create": true, "items": ["a", "b"]},
        "o": {"type": "tags", "create": true, "object": true,
              "items": [{"value": "a", "label": "A"}]},
        "s": {"type": "select", "create": true, "items": ["a"]},
        "d": {"type": "tags", "create": true, "items": ["a"],
              "default": ["a", null, {"x": 1}, ["a"], 5, "mine"]},
        "g": {"type": "tags", "create": true, "groups": true,
              "items": [{"label": "G", "items": ["a"]}],
              "default": ["a", null, {"x": 1}, "mine"]},
    }));
    assert_eq!(f.request_data()["d"], json!(["a", "mine"]));
    assert_eq!(
        f.request_data()["g"],
        json!(["a", "mine"]),
        "items kept as JSON"
    );
    for bad in [
        json!(null),
        json!({"x": 1}),
        json!(["a"]),
        json!(true),
        json!(5),
    ] {
        assert!(!f.admits_set_value("t", &json!([bad.clone()])), "{bad}");
        assert!(!f.admits_set_value("s", &bad) || bad.is_null(), "{bad}");
        let e = f
            .apply("t", ElementAction::Select(vec![json!("ok"), bad.clone()]))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "form: element `t`: {bad} is not among the options (allowAbsent is off, and \
                 create adds only text)"
            )
        );
        assert_eq!(
            f.request_data()["t"],
            json!([]),
            "{bad}: nothing of the call"
        );
    }
    assert!(f.admits_set_value("t", &json!(["a", "mine"])));
    assert!(f.admits_set_value("s", &json!("mine")));
    f.apply("t", ElementAction::Select(vec![json!("mine"), json!("b")]))
        .unwrap();
    assert_eq!(f.request_data()["t"], json!(["mine", "b"]));
    f.load(&json!({"t": [null, {"y": 2}, "a", 7, "own"]}), false)
        .unwrap();
    assert_eq!(f.request_data()["t"], json!(["a", "own"]));
    // `object: true`: an option object whose `valueProp` is text, as `create` makes it.
    assert!(f.admits_set_value("o", &json!([{"value": "mine", "label": "Mine"}])));
    assert!(!f.admits_set_value("o", &json!([{"label": "no value"}])));
    assert!(!f.admits_set_value("o", &json!([{"value": null, "label": "null"}])));
    f.apply("o", ElementAction::Select(vec![json!("new")]))
        .unwrap();
    assert_eq!(
        f.el("o").unwrap().value(),
        &json!([{"value": "new", "label": "new"}])
    );
    assert!(
        f.apply("o", ElementAction::Select(vec![json!({"label": "x"})]))
            .is_err()
    );
}
