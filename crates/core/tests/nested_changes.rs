//! How containers report their changes: a list reshaped by `load` / `update` / `clear` /
//! `reset` fires its `change` with the value it had before, its own rules and the
//! expressions reading it follow; a container's own `clear` / `reset` / `load` runs its rules
//! and dependents; a group's `update` writes its own children only; a child's change fires
//! the deep `change` of the containers above it; bad `initial` / `element` refused.
#![cfg(all(feature = "object", feature = "group", feature = "list"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{Changed, ElementAction, FormState, Outcome};
use yewform_core::schema::FormSchema;

fn form_with(schema: Value, default: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &default, today).unwrap()
}

fn form(schema: Value) -> FormState {
    form_with(schema, json!({}))
}

/// The `change` fired on `path`: `(new, old)`.
fn change_of(outcome: &Outcome, path: &str) -> Option<(Value, Value)> {
    outcome
        .fired
        .iter()
        .find(|f| f.path == path && f.event.name() == "change")
        .map(|f| {
            let v = f.event.values();
            (v[0].clone(), v[1].clone())
        })
}

fn names(outcome: &Outcome) -> Vec<(&str, &str)> {
    outcome
        .fired
        .iter()
        .map(|f| (f.path.as_str(), f.event.name()))
        .collect()
}

fn tags() -> Value {
    json!({"tags": {"type": "list", "initial": 0, "element": {"type": "select"}}})
}

// ---- a list reshaped by load / update / clear / reset ----

#[test]
fn a_form_wide_clear_fires_the_lists_change_with_its_items_as_old() {
    let mut f = form(tags());
    f.set_value("tags", json!(["a", "b"])).unwrap();
    let o = f.clear();
    assert_eq!(
        change_of(&o, "tags"),
        Some((json!([]), json!(["a", "b"]))),
        "{:?}",
        names(&o)
    );
    assert_eq!(f.data_before(&o.fired)["tags"], json!(["a", "b"]));
}

#[test]
fn updating_or_loading_a_list_with_fewer_items_fires_its_change() {
    let mut f = form(tags());
    f.set_value("tags", json!(["a", "b"])).unwrap();
    let o = f
        .apply("tags", ElementAction::Update(json!(["a"])))
        .unwrap();
    assert_eq!(
        change_of(&o, "tags"),
        Some((json!(["a"]), json!(["a", "b"])))
    );

    f.set_value("tags", json!(["a", "b"])).unwrap();
    let o = f
        .apply("tags", ElementAction::Load(json!(["a"]), false))
        .unwrap();
    assert_eq!(
        change_of(&o, "tags"),
        Some((json!(["a"]), json!(["a", "b"])))
    );

    f.set_value("tags", json!(["a", "b"])).unwrap();
    let o = f.load(&json!({"tags": ["a"]}), false).unwrap();
    assert_eq!(
        change_of(&o, "tags"),
        Some((json!(["a"]), json!(["a", "b"])))
    );

    f.set_value("tags", json!(["a", "b"])).unwrap();
    let o = f.update(&json!({"tags": ["a"]}));
    assert_eq!(
        change_of(&o, "tags"),
        Some((json!(["a"]), json!(["a", "b"])))
    );
}

#[cfg(feature = "rules")]
#[test]
fn a_list_shrunk_by_load_runs_its_own_rules_again() {
    let mut f = form(
        json!({"tags": {"type": "list", "initial": 2, "rules": "min:2",
        "element": {"type": "select"}}}),
    );
    f.validate_all();
    assert!(!f.invalid("tags"));
    f.load(&json!({"tags": ["a"]}), false).unwrap();
    assert!(f.invalid("tags"), "one item under min:2");
    f.load(&json!({"tags": ["a", "b"]}), false).unwrap();
    assert!(!f.invalid("tags"));
    f.apply("tags", ElementAction::Update(json!(["a"])))
        .unwrap();
    assert!(f.invalid("tags"), "element-level update");
}

#[test]
fn a_form_wide_reset_fires_the_lists_change_with_the_edited_old() {
    let mut f = form(json!({"tags": {"type": "list", "default": ["x"],
        "element": {"type": "select"}}}));
    f.list_add("tags", Some(json!("y"))).unwrap();
    let o = f.reset();
    assert_eq!(
        change_of(&o, "tags"),
        Some((json!(["x"]), json!(["x", "y"])))
    );
    assert_eq!(f.data()["tags"], json!(["x"]));

    // With storeOrder the rebuilt items are numbered at once: the old value still is the
    // edited one.
    let mut f = form(
        json!({"lines": {"type": "list", "initial": 1, "storeOrder": "pos",
        "object": {"schema": {"pos": {"type": "select"}, "name": {"type": "select"}}}}}),
    );
    f.set_value("lines.0.name", json!("a")).unwrap();
    f.list_add("lines", Some(json!({"name": "b"}))).unwrap();
    let o = f.reset();
    assert_eq!(
        change_of(&o, "lines"),
        Some((
            json!([{"pos": 1, "name": null}]),
            json!([{"pos": 1, "name": "a"}, {"pos": 2, "name": "b"}])
        )),
        "{:?}",
        names(&o)
    );
}

#[test]
fn resetting_a_list_with_an_empty_default_gives_initial_items() {
    let mut f = form(
        json!({"phones": {"type": "list", "default": [], "initial": 2,
        "element": {"type": "select"}}}),
    );
    assert_eq!(f.list_len("phones"), 0, "built from the default: no items");
    f.list_add("phones", Some(json!("1"))).unwrap();
    f.reset();
    assert_eq!(f.list_len("phones"), 2);
    assert_eq!(f.data()["phones"], json!([null, null]));
    f.clear();
    f.apply("phones", ElementAction::Reset).unwrap();
    assert_eq!(f.list_len("phones"), 2, "the element's own reset too");
}

// ---- a container's own clear / reset / load ----

#[cfg(feature = "rules")]
#[test]
fn a_lists_own_clear_runs_its_own_rules() {
    let mut f = form(
        json!({"a": {"type": "list", "rules": "required", "initial": 1,
        "element": {"type": "select", "default": "x"}}}),
    );
    f.validate_all();
    assert!(!f.invalid("a"));
    f.apply("a", ElementAction::Clear).unwrap();
    assert!(f.invalid("a"), "[] fails required");
    f.apply("a", ElementAction::Load(json!(["y"]), false))
        .unwrap();
    assert!(!f.invalid("a"));
}

#[cfg(feature = "rules")]
#[test]
fn an_objects_own_clear_runs_its_rules_and_the_rules_reading_its_children() {
    let mut f = form(json!({
        "address": {"type": "object", "rules": "required", "schema": {
            "city": {"type": "select", "default": "Bonn"}}},
        "again": {"type": "select", "default": "Bonn", "rules": "same:address.city"}
    }));
    f.validate_all();
    assert!(!f.invalid("address") && !f.invalid("again"));
    f.apply("address", ElementAction::Clear).unwrap();
    assert!(f.invalid("address"), "every child empty fails required");
    assert!(f.invalid("again"), "`same` reads address.city");
}

#[cfg(all(feature = "static", feature = "text", feature = "expressions"))]
#[test]
fn a_lists_own_clear_reset_and_load_refresh_the_expressions_reading_it() {
    let mut f = form(json!({
        "lines": {"type": "list", "initial": 1, "object": {"schema": {
            "qty": {"type": "text", "inputType": "number", "forceNumbers": true, "default": 1}
        }}},
        "count": {"type": "hidden", "expression": "{SUM(lines.*.qty)}"}
    }));
    assert_eq!(f.data()["count"], json!("1"));
    f.apply("lines", ElementAction::Clear).unwrap();
    assert_eq!(f.data()["count"], json!("0"));
    f.apply("lines", ElementAction::Reset).unwrap();
    assert_eq!(f.data()["count"], json!("1"));
    f.apply(
        "lines",
        ElementAction::Load(json!([{"qty": 2}, {"qty": 5}]), false),
    )
    .unwrap();
    assert_eq!(f.data()["count"], json!("7"));
}

// ---- a group's update ----

#[test]
fn a_groups_update_writes_its_own_children_only() {
    let mut f = form(json!({
        "names": {"type": "group", "schema": {
            "first": {"type": "select"}, "last": {"type": "select"}}},
        "other": {"type": "select", "default": "o"}
    }));
    f.apply(
        "names",
        ElementAction::Update(json!({"first": "A", "other": "x"})),
    )
    .unwrap();
    assert_eq!(f.value_at("first"), Some(&json!("A")));
    assert_eq!(f.value_at("other"), Some(&json!("o")));
    f.set_value("names", json!({"last": "B", "other": "y"}))
        .unwrap();
    assert_eq!(f.value_at("last"), Some(&json!("B")));
    assert_eq!(f.value_at("other"), Some(&json!("o")));
}

// ---- bad `initial` / `element` ----

fn schema_error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

#[test]
fn initial_above_max_or_the_cap_is_refused_with_its_path() {
    assert_eq!(
        schema_error(json!({"l": {"type": "list", "element": {"type": "select"},
            "initial": 3, "max": 2}})),
        "schema.l.initial: initial (3) is above max (2)"
    );
    let err = schema_error(json!({"l": {"type": "list", "element": {"type": "select"},
        "initial": 4_294_967_295_u64}}));
    assert!(err.starts_with("schema.l.initial: "), "{err}");
    assert!(err.contains("1000"), "names the cap: {err}");
}

#[test]
fn a_group_as_a_lists_element_is_refused() {
    assert_eq!(
        schema_error(
            json!({"lines": {"type": "list", "element": {"type": "group",
            "schema": {"x": {"type": "select"}}}}})
        ),
        "schema.lines.element.type: a list item needs its own data: use `object` items (a group's children would be the list's own keys)"
    );
}

#[test]
fn an_item_that_fails_to_build_leaves_nothing_behind() {
    // The item object's group child `x` collides with its sibling `x`: only building an
    // item finds it.
    let mut f = form(
        json!({"lines": {"type": "list", "initial": 0, "object": {"schema": {
        "g": {"type": "group", "schema": {"x": {"type": "select"}}},
        "x": {"type": "select"}}}},
        "after": {"type": "select"}}),
    );
    let before = f.data();
    assert!(f.list_add("lines", None).is_err());
    assert!(f.el("lines.0").is_none(), "no orphan item");
    assert!(f.el("lines.0.x").is_none());
    assert_eq!(f.list_len("lines"), 0);
    assert_eq!(f.data(), before);
    assert!(f.list_add("lines", None).is_err(), "the same error again");
    assert!(f.el("lines.0").is_none());
    assert_eq!(
        f.set_value("after", json!("z")).unwrap().changed,
        Changed::Paths(vec!["after".into()])
    );
}

// ---- a refused load changes no list ----

// A multilingual element (`t-text`) refuses a non-object entry.
#[cfg(feature = "text")]
#[test]
fn a_refused_form_load_leaves_the_lists_as_they_were() {
    let mut f = form(
        json!({"lines": {"type": "list", "element": {"type": "select"}},
        "title": {"type": "t-text"}}),
    );
    f.set_value("lines.0", json!("a")).unwrap();
    assert!(
        f.load(
            &json!({"lines": ["x", "y", "z"], "title": "not an object"}),
            false
        )
        .is_err()
    );
    assert_eq!(f.list_len("lines"), 1);
    assert_eq!(f.data()["lines"], json!(["a"]));
    let el = f.el("lines").unwrap();
    assert_eq!(el.value(), &json!(["a"]));
}

#[test]
fn a_form_wide_clear_fires_a_containers_events_after_its_childrens() {
    let mut f = form(json!({"address": {"type": "object", "schema": {
        "city": {"type": "select", "default": "Bonn"}}}}));
    let o = f.clear();
    assert_eq!(
        names(&o),
        // Every `clear` first, then the `change`s (the reference's watchers run after
        // the synchronous `clear()`s).
        [
            ("address.city", "clear"),
            ("address", "clear"),
            ("address.city", "change"),
            ("address", "change")
        ]
    );
}

// ---- the deep `change` of the containers above a changed child ----

#[test]
fn a_childs_change_fires_change_on_each_container_above_it() {
    let mut f = form(json!({
        "address": {"type": "object", "schema": {
            "zip": {"type": "select"},
            "phones": {"type": "list", "initial": 1, "element": {"type": "select"}}}},
        "names": {"type": "group", "schema": {"first": {"type": "select"}}}
    }));
    let o = f.set_value("address.zip", json!("53111")).unwrap();
    assert_eq!(
        names(&o),
        [("address.zip", "change"), ("address", "change")]
    );
    let (new, old) = change_of(&o, "address").expect("deep change");
    assert_eq!(new, json!({"zip": "53111", "phones": [null]}));
    assert_eq!(old, json!({"zip": null, "phones": [null]}));
    // The views re-render as before: only the element (a fired event is not a re-render).
    assert_eq!(o.changed, Changed::Paths(vec!["address.zip".into()]));
    assert_eq!(f.data_before(&o.fired)["address"]["zip"], json!(null));

    // A list item: the list, then the object around it, nearest first.
    let o = f.set_value("address.phones.0", json!("555")).unwrap();
    assert_eq!(
        names(&o),
        [
            ("address.phones.0", "change"),
            ("address.phones", "change"),
            ("address", "change")
        ]
    );
    assert_eq!(
        change_of(&o, "address.phones"),
        Some((json!(["555"]), json!([null])))
    );
    assert_eq!(o.changed, Changed::Paths(vec!["address.phones.0".into()]));

    // A group: its value is its children's pairs.
    let o = f.set_value("first", json!("Ada")).unwrap();
    assert_eq!(
        change_of(&o, "names"),
        Some((json!({"first": "Ada"}), json!({"first": null})))
    );

    // An unchanged value fires nothing above.
    let o = f.set_value("address.zip", json!("53111")).unwrap();
    assert!(o.fired.is_empty(), "{:?}", names(&o));
}

#[test]
fn a_list_action_fires_change_on_the_containers_above_the_list() {
    let mut f = form(json!({"address": {"type": "object", "schema": {
        "phones": {"type": "list", "initial": 1, "element": {"type": "select"}}}}}));
    let o = f.list_add("address.phones", Some(json!("1"))).unwrap();
    assert_eq!(
        names(&o),
        [
            ("address.phones", "add"),
            ("address.phones", "change"),
            ("address", "change")
        ]
    );
    assert_eq!(
        change_of(&o, "address"),
        Some((json!({"phones": [null, "1"]}), json!({"phones": [null]})))
    );
    let o = f.list_remove("address.phones", 0).unwrap();
    assert_eq!(
        change_of(&o, "address"),
        Some((json!({"phones": ["1"]}), json!({"phones": [null, "1"]})))
    );
}

#[test]
fn a_keystroke_in_a_500_item_list_re_renders_the_element_only() {
    let mut f = form(
        json!({"lines": {"type": "list", "initial": 500, "object": {"schema": {
        "qty": {"type": "select"}, "note": {"type": "select"}}}}}),
    );
    let o = f.set_value("lines.250.qty", json!(3)).unwrap();
    assert_eq!(o.changed, Changed::Paths(vec!["lines.250.qty".into()]));
    assert_eq!(
        names(&o),
        [
            ("lines.250.qty", "change"),
            ("lines.250", "change"),
            ("lines", "change")
        ]
    );
    let (new, old) = change_of(&o, "lines").unwrap();
    assert_eq!(
        (&new[250]["qty"], &old[250]["qty"]),
        (&json!(3), &json!(null))
    );
}

// ---- a group child named through the group in an expression ----

#[cfg(all(feature = "static", feature = "text", feature = "expressions"))]
#[test]
fn an_expression_naming_a_group_child_through_the_group_is_refused() {
    let build = |extra: Value| {
        let mut schema =
            json!({"names": {"type": "group", "schema": {"first": {"type": "select"}}}});
        schema
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let schema = FormSchema::from_value(&schema).unwrap();
        FormState::from_schema(
            &schema,
            &FormConfig::default(),
            &json!({}),
            Date::new(2024, 6, 1).unwrap(),
        )
        .map(|_| ())
        .unwrap_err()
        .to_string()
    };
    let err = build(json!({"total": {"type": "static", "expressions": true,
        "content": "{names.first}"}}));
    assert!(err.starts_with("schema.total.content: "), "{err}");
    assert!(err.contains(r#"write "first""#), "{err}");
    let err = build(json!({"copy": {"type": "hidden", "expression": "{names.first}"}}));
    assert!(err.starts_with("schema.copy.expression: "), "{err}");
}

// ---- a container's `formatLoad` ----

fn formatted_form() -> FormState {
    use yewform_core::schema::Functions;
    let schema = FormSchema::from_value(&json!({
        "tags": {"type": "list", "formatLoad": {"fn": "split"},
            "element": {"type": "select", "formatLoad": {"fn": "upper"}}},
        "address": {"type": "object", "formatLoad": {"fn": "fromText"}, "schema": {
            "city": {"type": "select", "formatLoad": {"fn": "upper"}}}}
    }))
    .unwrap();
    let mut fns = Functions::new();
    fns.format_load("split", |v| match v {
        Value::String(s) => Value::Array(s.split(',').map(|p| json!(p)).collect()),
        other => other.clone(),
    })
    .format_load("upper", |v| match v {
        Value::String(s) => json!(s.to_uppercase()),
        other => other.clone(),
    })
    .format_load("fromText", |v| match v {
        Value::String(s) => json!({"city": s}),
        other => other.clone(),
    });
    FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
        &fns,
    )
    .unwrap()
}

#[test]
fn a_containers_format_load_runs_before_its_childrens() {
    let mut f = formatted_form();
    f.load(&json!({"tags": "a,b", "address": "bonn"}), true)
        .unwrap();
    assert_eq!(f.data()["tags"], json!(["A", "B"]));
    assert_eq!(f.data()["address"], json!({"city": "BONN"}));
    // Without format: the raw data (a string is no array: no items).
    f.load(&json!({"tags": ["x"], "address": {"city": "y"}}), false)
        .unwrap();
    assert_eq!(f.data()["tags"], json!(["x"]));
    // The element-level load of a container.
    f.apply("tags", ElementAction::Load(json!("c,d,e"), true))
        .unwrap();
    assert_eq!(f.data()["tags"], json!(["C", "D", "E"]));
    f.apply("address", ElementAction::Load(json!("köln"), true))
        .unwrap();
    assert_eq!(f.data()["address"], json!({"city": "KÖLN"}));
}

// ---- `min` / `max` are not rules ----

#[test]
fn min_and_max_are_validated_and_load_takes_every_item() {
    let mut f = form(json!({"tags": {"type": "list", "max": 3, "min": 1,
        "element": {"type": "select"}}}));
    f.load(&json!({"tags": ["a", "b", "c", "d"]}), false)
        .unwrap();
    assert_eq!(f.list_len("tags"), 4, "load takes every item");
    f.validate_all();
    #[cfg(feature = "rules")]
    assert_eq!(
        f.errors("tags"),
        ["The Tags may not have more than 3 items."]
    );
    #[cfg(not(feature = "rules"))]
    assert!(
        !f.invalid("tags"),
        "no `max` rule without the rules feature"
    );
    assert!(!f.list_can_add("tags"));
    f.load(&json!({"tags": []}), false).unwrap();
    f.validate_all();
    #[cfg(feature = "rules")]
    assert_eq!(f.errors("tags"), ["The Tags must have at least 1 items."]);
    assert!(!f.list_can_remove("tags"));
}

// ---- loading items that hold lists ----

#[cfg(all(feature = "conditions", feature = "rules"))]
#[test]
fn loading_items_that_hold_lists_sizes_sorts_and_wires_them() {
    let mut f = form(
        json!({"lines": {"type": "list", "initial": 1, "object": {"schema": {
            "kind": {"type": "select"},
            "tags": {"type": "list", "initial": 1, "order": "DESC", "element": {"type": "select"}},
            "note": {"type": "select", "conditions": [["lines.*.kind", "x"]], "rules": "required"}
        }}}}),
    );
    f.load(
        &json!({"lines": [
            {"kind": "x", "tags": ["a", "c", "b"]},
            {"kind": "y", "tags": []},
            {"kind": "x", "tags": ["z"]}
        ]}),
        false,
    )
    .unwrap();
    assert_eq!(f.list_len("lines.0.tags"), 3);
    assert_eq!(f.list_len("lines.1.tags"), 0);
    assert_eq!(
        f.data()["lines"],
        json!([
            {"kind": "x", "tags": ["c", "b", "a"], "note": null},
            {"kind": "y", "tags": [], "note": null},
            {"kind": "x", "tags": ["z"], "note": null}
        ])
    );
    // The conditions and rules of the new items read their own item.
    assert_eq!(f.is_available("lines.0.note"), Some(true));
    assert_eq!(f.is_available("lines.1.note"), Some(false));
    f.set_value("lines.1.kind", json!("x")).unwrap();
    assert_eq!(f.is_available("lines.1.note"), Some(true));
    f.validate_all();
    assert!(f.invalid("lines.2.note"));
    // Reloading existing items with other lengths.
    f.load(
        &json!({"lines": [{"kind": "x", "tags": ["q"]}, {"kind": "x", "tags": ["r", "s"]}]}),
        false,
    )
    .unwrap();
    assert_eq!(f.data()["lines"][1]["tags"], json!(["s", "r"]));
    assert_eq!(f.list_len("lines"), 2);
    assert!(f.el("lines.2.note").is_none());
}

/// A `load` that moves a computed field in every item fires the list's deep `change` once,
/// from the value before the load to the one after (the reference's watcher fires once per
/// tick). It fired once per computed field more, each with two copies of the whole list: a
/// load of 500 items took half a second in the core alone (`bench_list`).
#[cfg(all(feature = "hidden", feature = "text", feature = "expressions"))]
#[test]
fn computed_fields_in_every_item_fire_the_lists_change_once() {
    let mut f = form(json!({
        "lines": {"type": "list", "initial": 3, "object": {"schema": {
            "a": {"type": "text"},
            "d": {"type": "hidden", "expression": "{lines.*.a}!"}
        }}}
    }));
    let before = f.value_at("lines").cloned().unwrap();
    let outcome = f
        .load(
            &json!({"lines": [{"a": "x"}, {"a": "y"}, {"a": "z"}, {"a": "w"}]}),
            false,
        )
        .unwrap();
    let lists: Vec<_> = names(&outcome)
        .into_iter()
        .filter(|(path, name)| *path == "lines" && *name == "change")
        .collect();
    assert_eq!(lists.len(), 1, "{:?}", names(&outcome));
    let (new, old) = change_of(&outcome, "lines").unwrap();
    assert_eq!(old, before);
    assert_eq!(
        new,
        json!([{"a": "x", "d": "x!"}, {"a": "y", "d": "y!"}, {"a": "z", "d": "z!"}, {"a": "w", "d": "w!"}])
    );
    assert_eq!(f.data()["lines"], new);
    // A keystroke: the item's and the list's deep `change` once each, with the computed
    // field's value in them.
    let outcome = f.set_value("lines.1.a", json!("q")).unwrap();
    let order: Vec<_> = names(&outcome)
        .into_iter()
        .filter(|(_, name)| *name == "change")
        .collect();
    assert_eq!(
        order,
        [
            ("lines.1.a", "change"),
            ("lines.1", "change"),
            ("lines", "change"),
            ("lines.1.d", "change"),
        ]
    );
    let (new, _) = change_of(&outcome, "lines").unwrap();
    assert_eq!(new[1], json!({"a": "q", "d": "q!"}));
}

/// Audit 11 (robust) F1: a container whose computed child is cleared and computed again in
/// one operation (a `reset` of an untouched form, a reload of the same data without the
/// computed field) fires no `change`: its value before and after are the same. It fired
/// `change` with `new == old`.
#[cfg(all(feature = "hidden", feature = "text", feature = "expressions"))]
#[test]
fn a_container_whose_value_comes_back_fires_no_change() {
    let mut f = form(json!({
        "obj": {"type": "object", "schema": {
            "a": {"type": "text", "default": "x"},
            "d": {"type": "hidden", "expression": "{obj.a}!"}
        }},
        "lines": {"type": "list", "initial": 2, "object": {"schema": {
            "a": {"type": "text", "default": "x"},
            "d": {"type": "hidden", "expression": "{lines.*.a}!"}
        }}}
    }));
    assert_eq!(f.data()["obj"], json!({"a": "x", "d": "x!"}));
    let containers = |outcome: &Outcome| -> Vec<(String, Value, Value)> {
        outcome
            .fired
            .iter()
            .filter(|fired| {
                ["obj", "lines", "lines.0", "lines.1"].contains(&fired.path.as_str())
                    && fired.event.name() == "change"
            })
            .map(|fired| {
                let v = fired.event.values();
                (fired.path.clone(), v[0].clone(), v[1].clone())
            })
            .collect()
    };
    let outcome = f.reset();
    assert_eq!(containers(&outcome), [], "reset of an untouched form");
    let data = json!({"obj": {"a": "x"}, "lines": [{"a": "x"}, {"a": "x"}]});
    for _ in 0..2 {
        let outcome = f.load(&data, false).unwrap();
        assert_eq!(containers(&outcome), [], "the same data loaded again");
    }
    assert_eq!(
        f.data()["lines"],
        json!([{"a": "x", "d": "x!"}, {"a": "x", "d": "x!"}])
    );
}

/// A computed field's starting value is in its containers' values from the start: an
/// object's and a list's `value_at` held `null` for it until something changed.
#[cfg(all(feature = "hidden", feature = "text", feature = "expressions"))]
#[test]
fn a_computed_fields_starting_value_is_in_its_containers_values() {
    let f = form(json!({
        "obj": {"type": "object", "schema": {
            "a": {"type": "text", "default": "x"},
            "d": {"type": "hidden", "expression": "{obj.a}!"}
        }},
        "lines": {"type": "list", "initial": 1, "object": {"schema": {
            "a": {"type": "text", "default": "y"},
            "d": {"type": "hidden", "expression": "{lines.*.a}!"}
        }}}
    }));
    assert_eq!(f.value_at("obj"), Some(&json!({"a": "x", "d": "x!"})));
    assert_eq!(f.value_at("lines"), Some(&json!([{"a": "y", "d": "y!"}])));
    assert_eq!(f.value_at("lines.0"), Some(&json!({"a": "y", "d": "y!"})));
}

/// An object (or group) with `required` that was never validated: a form-wide `clear` /
/// `load` / `update` validates it through the change path, which must see a blank container
/// as `null` as `validate()` does (audit 21B #1).
#[cfg(all(feature = "rules", feature = "text"))]
fn required_container(kind: &str) -> FormState {
    form(json!({
        "address": {"type": kind, "label": "Address", "rules": "required", "schema": {
            "city": {"type": "text", "default": "Bonn"}}}
    }))
}

#[cfg(all(feature = "rules", feature = "text"))]
#[test]
fn a_form_wide_clear_fails_required_on_a_never_validated_blank_object_or_group() {
    for kind in ["object", "group"] {
        let mut f = required_container(kind);
        f.clear();
        assert!(
            f.invalid("address"),
            "{kind}: every child blank fails required"
        );
        assert_eq!(
            f.errors("address"),
            vec!["The Address field is required.".to_owned()],
            "{kind}"
        );
        assert!(!f.shows_success("address"), "{kind}");
    }
}

#[cfg(all(feature = "rules", feature = "text"))]
#[test]
fn a_form_wide_load_or_update_of_blank_children_fails_required_on_the_object_or_group() {
    for kind in ["object", "group"] {
        let blank = if kind == "object" {
            json!({"address": {"city": ""}})
        } else {
            json!({"city": ""})
        };
        let mut f = required_container(kind);
        f.load(&blank, false).unwrap();
        assert!(f.invalid("address"), "{kind}: load");
        assert_eq!(
            f.errors("address"),
            vec!["The Address field is required.".to_owned()],
            "{kind}: load"
        );
        let mut f = required_container(kind);
        f.update(&blank);
        assert!(f.invalid("address"), "{kind}: update");
    }
}

// ---- `on_change`'s old data: forceNumbers inside containers ----

/// The old data an `on_change` gets equals the data before the change, `forceNumbers`
/// children of objects and lists (and of a list's objects) included: an untouched field does
/// not look changed (audit 29-E, 2).
#[cfg(feature = "text")]
#[test]
fn the_old_data_forces_numbers_inside_objects_and_lists_like_the_data() {
    let schema = json!({
        "o": {"type": "object", "schema": {
            "qty": {"type": "text", "forceNumbers": true}, "note": {"type": "text"},
            "og": {"type": "group", "schema": {"gq": {"type": "text", "forceNumbers": true}}}}},
        "l": {"type": "list", "initial": 0, "element": {"type": "text", "forceNumbers": true}},
        "lines": {"type": "list", "initial": 0, "object": {"schema": {
            "n": {"type": "text", "forceNumbers": true},
            "lg": {"type": "group", "schema": {"m": {"type": "text", "forceNumbers": true}}}}}},
        "g": {"type": "group", "schema": {"gn": {"type": "text", "forceNumbers": true}}}
    });
    let fill = |f: &mut FormState| {
        f.set_value("o.qty", json!("12")).unwrap();
        f.set_value("l", json!(["5", "6"])).unwrap();
        f.set_value("o.gq", json!("3")).unwrap();
        f.set_value("lines", json!([{"n": "7", "m": "1"}, {"n": "8", "m": "2"}]))
            .unwrap();
        f.set_value("gn", json!("9")).unwrap();
    };
    type Step = fn(&mut FormState) -> Outcome;
    let steps: [(&str, Step); 7] = [
        ("sibling in the object", |f| {
            f.set_value("o.note", json!("hi")).unwrap()
        }),
        ("a list item", |f| f.set_value("l.0", json!("50")).unwrap()),
        ("a list shrunk", |f| f.set_value("l", json!(["5"])).unwrap()),
        ("an item's object shrunk", |f| {
            f.list_remove("lines", 1).unwrap()
        }),
        ("a form-wide update", |f| {
            f.update(&json!({"o": {"note": "x"}, "l": [], "lines": []}))
        }),
        ("reset", FormState::reset),
        ("clear", FormState::clear),
    ];
    for (label, step) in steps {
        let mut f = form(schema.clone());
        fill(&mut f);
        let before = f.data();
        assert_eq!(before["o"]["qty"], json!(12), "{label}: the data forces");
        assert_eq!(
            before["lines"][1]["m"],
            json!(2),
            "{label}: the data forces"
        );
        let o = step(&mut f);
        assert!(!o.fired.is_empty(), "{label}: something changed");
        assert_eq!(f.data_before(&o.fired), before, "{label}: {:?}", names(&o));
    }
}

// ---- a group's own events come after those of the containers inside it ----

/// A group's `reset` / `clear` and its deep `change` fire after those of the lists and
/// objects inside it, inner containers first (docs/runtime.md), although a group child's
/// path has no group segment (audit 29-E, 3).
#[test]
fn a_groups_own_events_fire_after_the_containers_inside_it() {
    let mut f = form(json!({
        "g": {"type": "group", "schema": {
            "l": {"type": "list", "initial": 0, "element": {"type": "select"}},
            "o": {"type": "object", "schema": {
                "lo": {"type": "list", "initial": 0, "element": {"type": "select"}}}}
        }}
    }));
    let fill = |f: &mut FormState| {
        f.set_value("l", json!(["a"])).unwrap();
        f.set_value("o.lo", json!(["x"])).unwrap();
    };
    let of = |o: &Outcome, event: &str| -> Vec<String> {
        o.fired
            .iter()
            .filter(|x| x.event.name() == event)
            .map(|x| x.path.clone())
            .collect()
    };
    fill(&mut f);
    let o = f.reset();
    assert_eq!(of(&o, "reset"), ["o.lo", "l", "o", "g"], "{:?}", names(&o));
    assert_eq!(of(&o, "change"), ["o.lo", "l", "o", "g"], "{:?}", names(&o));
    fill(&mut f);
    let o = f.clear();
    assert_eq!(of(&o, "clear"), ["o.lo", "l", "o", "g"], "{:?}", names(&o));
    assert_eq!(of(&o, "change"), ["o.lo", "l", "o", "g"], "{:?}", names(&o));

    fill(&mut f);
    let o = f.set_value("o.lo", json!([])).unwrap();
    assert_eq!(of(&o, "change"), ["o.lo", "o", "g"], "{:?}", names(&o));
    let o = f.list_add("o.lo", None).unwrap();
    assert_eq!(of(&o, "change"), ["o.lo", "o", "g"], "{:?}", names(&o));
    let o = f.set_value("o.lo.0", json!("z")).unwrap();
    assert_eq!(
        of(&o, "change"),
        ["o.lo.0", "o.lo", "o", "g"],
        "{:?}",
        names(&o)
    );
}

/// With `validateOn: change`, a child's change runs the own rules of the containers above
/// it at once, as the reference's container validates its own rules on every change of its
/// (deep) value; so does an item added to a list below them (audit 29C F7: they waited for
/// a first `validate()`).
#[cfg(feature = "rules")]
#[test]
fn a_childs_first_change_runs_the_containers_own_rules() {
    let mut f = form(
        json!({"tags": {"type": "list", "label": "Tags", "initial": 1,
        "rules": "min:2", "element": {"type": "text"}}}),
    );
    assert!(!f.validated("tags"));
    let o = f.set_value("tags.0", json!("a")).unwrap();
    assert_eq!(f.errors("tags"), ["The Tags must have at least 2 items."]);
    let Changed::Paths(paths) = &o.changed else {
        panic!("form-wide")
    };
    assert!(paths.iter().any(|p| p == "tags"), "{paths:?}");
    let mut f = form(
        json!({"orders": {"type": "list", "label": "Orders", "initial": 1,
        "rules": "min:2", "object": {"schema": {
            "tags": {"type": "list", "initial": 0, "element": {"type": "text"}}}}}}),
    );
    f.list_add("orders.0.tags", None).unwrap();
    assert_eq!(
        f.errors("orders"),
        ["The Orders must have at least 2 items."]
    );
    // A reset validates nothing new, as the form's `reset()`.
    let mut f = form(
        json!({"orders": {"type": "list", "label": "Orders", "initial": 1,
        "rules": "min:2", "object": {"schema": {
            "tags": {"type": "list", "initial": 0, "default": ["x"], "element": {"type": "text"}}}}}}),
    );
    f.apply("orders.0.tags", ElementAction::Clear).unwrap();
    f.apply("orders", ElementAction::ResetValidators).unwrap();
    f.apply("orders.0.tags", ElementAction::Reset).unwrap();
    assert!(!f.validated("orders"));
}
