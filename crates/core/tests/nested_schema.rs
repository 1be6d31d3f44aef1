//! The containers' schema entries: `object`, `group` and `list` read by
//! `FormSchema::from_json`, nested to any depth, with path-precise errors.
#![cfg(all(feature = "object", feature = "group", feature = "list"))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::schema::{ElementSchema, FormSchema, ListItem, ListOrder, ListSchema};

fn error(schema: serde_json::Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

#[test]
fn object_group_and_list_are_read_with_their_options() {
    let schema = FormSchema::from_json(
        r#"{
        "address": {"type": "object", "embed": true, "default": {"city": "Bonn"},
            "schema": {"city": {"type": "select"}, "zip": {"type": "select"}}},
        "row": {"type": "group", "schema": {"first": {"type": "select"}}},
        "phones": {"type": "list", "element": {"type": "select"}, "initial": 2,
            "min": 1, "max": 3, "addText": "+ Phone", "sort": true,
            "controls": {"remove": false}},
        "lines": {"type": "list", "storeOrder": "pos", "order": "desc", "orderBy": "pos",
            "object": {"schema": {"pos": {"type": "select"}, "qty": {"type": "select"}}}}
    }"#,
    )
    .unwrap();
    let Some(ElementSchema::Object(address)) = schema.get("address") else {
        panic!()
    };
    assert!(address.embed);
    assert_eq!(address.schema.len(), 2);
    assert_eq!(address.common.default, json!({"city": "Bonn"}));
    let Some(ElementSchema::Group(row)) = schema.get("row") else {
        panic!()
    };
    assert_eq!(row.schema[0].0, "first");
    let Some(ElementSchema::List(phones)) = schema.get("phones") else {
        panic!()
    };
    assert!(matches!(phones.item, Some(ListItem::Element(_))));
    assert_eq!(
        (phones.initial, phones.min, phones.max, phones.sort),
        (2, Some(1), Some(3), true)
    );
    assert!(!phones.controls.remove && phones.controls.add && phones.controls.sort);
    let Some(ElementSchema::List(lines)) = schema.get("lines") else {
        panic!()
    };
    assert_eq!(lines.order, Some(ListOrder::Desc));
    assert_eq!(lines.store_order.as_deref(), Some("pos"));
    let Some(ListItem::Object(item)) = &lines.item else {
        panic!()
    };
    assert_eq!(item.type_name(), "object");
    // The full JSON form reads back to the same schema.
    assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
}

#[test]
fn nesting_goes_to_any_depth() {
    let schema = FormSchema::from_value(&json!({
        "orders": {"type": "list", "object": {"schema": {
            "lines": {"type": "list", "object": {"schema": {
                "tags": {"type": "list", "element": {"type": "select"}},
                "box": {"type": "group", "schema": {"w": {"type": "select"}}}
            }}}
        }}}
    }))
    .unwrap();
    assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
    let err = error(json!({
        "orders": {"type": "list", "object": {"schema": {
            "lines": {"type": "list", "object": {"schema": {
                "tags": {"type": "list", "element": {"type": "select", "serach": true}}
            }}}
        }}}
    }));
    assert_eq!(
        err,
        r#"schema.orders.object.schema.lines.object.schema.tags.element.serach: unknown option (did you mean "search"?)"#
    );
}

#[cfg(feature = "rules")]
#[test]
fn a_bad_child_rule_names_its_whole_path() {
    let err = error(json!({
        "lines": {"type": "list", "object": {"schema": {
            "qty": {"type": "select", "rules": ["required", "nope"]}
        }}}
    }));
    assert!(
        err.starts_with("schema.lines.object.schema.qty.rules[1]: "),
        "{err}"
    );
}

#[test]
fn bad_container_options_fail_with_path_and_reason() {
    assert_eq!(
        error(json!({"a": {"type": "object", "schema": []}})),
        "schema.a.schema: expected an object of elements keyed by name, found an array"
    );
    assert_eq!(
        error(json!({"a": {"type": "object", "schema": {"b.c": {"type": "select"}}}})),
        r#"schema.a.schema.b.c: an element name may not be empty, be "*" or all digits, or contain ".", "__" or whitespace"#
    );
    assert_eq!(
        error(json!({"a": {"type": "object", "disabled": true}})),
        r#"schema.a.disabled: an object has no "disabled" option (disable its children)"#
    );
    assert_eq!(
        error(json!({"a": {"type": "group", "default": [1]}})),
        "schema.a.default: expected an object or null, found an array"
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "default": {"x": 1}}})),
        "schema.a.default: expected an array or null, found an object"
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "min": -2}})),
        "schema.a.min: expected an integer of at least 0, found -2"
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "min": 3, "max": 2}})),
        "schema.a.min: min (3) is above max (2)"
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "order": "up"}})),
        r#"schema.a.order: expected "ASC" or "DESC" (or null)"#
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "controls": {"move": false}}})),
        r#"schema.a.controls.move: unknown control (expected "add", "remove" or "sort")"#
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "object": {"type": "group"}}})),
        r#"schema.a.object.type: the items of `object` are objects: leave out "type" or write "object""#
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "element": {"type": "select"}, "storeOrder": "pos"}})),
        "schema.a.storeOrder: storeOrder needs `object` items (an `element` item has no field to store the position in)"
    );
    assert_eq!(
        error(
            json!({"a": {"type": "list", "storeOrder": "pos", "object": {"schema": {"p": {"type": "select"}}}}})
        ),
        r#"schema.a.storeOrder: "pos" is not a child of the item object (storeOrder names the child that receives the position)"#
    );
    assert_eq!(
        error(json!({"a": {"type": "list", "elment": {}}})),
        r#"schema.a.elment: unknown option (did you mean "element"?)"#
    );
}

#[test]
fn the_default_features_name_the_container_features() {
    // Every type is read here; the message for a left-out type is checked in the unit
    // tests of schema/element.rs. The type list names the containers.
    let err = error(json!({"a": {"type": "lst"}}));
    assert!(err.contains(r#""object" or "group" or "list""#), "{err}");
}

#[test]
fn functions_named_by_children_are_checked_with_their_path() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    let schema = FormSchema::from_value(&json!({
        "lines": {"type": "list", "object": {"schema": {
            "qty": {"type": "select", "formatData": {"fn": "double"}}
        }}}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let err =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"schema.lines.object.schema.qty.formatData: no formatData function "double" registered"#
    );
}

/// Audit 2 #2: `initial` is capped per list, but lists nested in list items multiply (three
/// levels of `initial: 1000` are 10⁹ blank items); the schema is refused where the form-wide
/// budget of blank items built at start ([`ListSchema::MAX_BLANK_ITEMS`]) runs out.
#[test]
fn nested_initials_past_the_form_wide_budget_are_refused() {
    let err = FormSchema::from_json(
        r#"{"a":{"type":"list","initial":1000,"object":{"schema":{"b":{"type":"list","initial":1000,"object":{"schema":{"c":{"type":"list","initial":1000,"element":{"type":"select"}}}}}}}}}"#,
    )
    .unwrap_err();
    assert_eq!(err.path, "schema.a.object.schema.b.initial");
    assert_eq!(
        err.reason,
        "1000000 blank items (1000 in each of 1000 items of the lists around it) make 1001000 list items built with the form, above 10000, the most a form starts with (lists nested in list items multiply; load data to hold more)"
    );
    assert!(
        err.reason.contains("10000"),
        "names the budget: {}",
        err.reason
    );
    // A default's length counts like `initial`.
    let err = error(
        json!({"a": {"type": "list", "default": vec![json!({}); 200],
        "object": {"schema": {"b": {"type": "list", "initial": 51, "element": {"type": "select"}}}}}}),
    );
    assert!(
        err.starts_with("schema.a.object.schema.b.initial: "),
        "{err}"
    );
    let err = error(json!({"a": {"type": "list", "initial": 100,
        "element": {"type": "list", "default": vec![json!(null); 101], "element": {"type": "select"}}}}));
    assert!(err.starts_with("schema.a.element.default: "), "{err}");
    // Lists side by side add up.
    let mut many = serde_json::Map::new();
    for i in 0..11 {
        many.insert(
            format!("l{i}"),
            json!({"type": "list", "initial": 1000, "element": {"type": "select"}}),
        );
    }
    let err = error(serde_json::Value::Object(many));
    assert!(err.starts_with("schema.l10.initial: "), "{err}");
}

/// Audit 22B #1: a list that starts empty (`initial: 0`, `default: []`) still builds its
/// nested lists' blank items with each item added (or loaded, or the group-path check's
/// probe item): it counts as one item, so lists nested under it cannot make one `add()`
/// build 10⁶ elements.
#[test]
fn nested_lists_under_an_empty_list_count_one_item() {
    let nested = |top: serde_json::Value| {
        let mut a = json!({"type": "list", "object": {"schema": {
            "b": {"type": "list", "initial": 1000, "object": {"schema": {
                "c": {"type": "list", "initial": 1000, "element": {"type": "select"}}}}}}}});
        if let (Some(a), Some(top)) = (a.as_object_mut(), top.as_object()) {
            a.extend(top.clone());
        }
        json!({"a": a})
    };
    for top in [json!({"initial": 0}), json!({"default": []})] {
        let err = error(nested(top.clone()));
        assert!(
            err.starts_with("schema.a.object.schema.b.object.schema.c.initial: "),
            "{top}: {err}"
        );
    }
    // Within the budget, one added item builds what was counted.
    let ok = FormSchema::from_value(
        &json!({"a": {"type": "list", "initial": 0, "object": {"schema": {
        "b": {"type": "list", "initial": 50, "element": {"type": "select"}}}}}}),
    );
    assert!(ok.is_ok(), "{ok:?}");
}

/// Audit 24A F1: `reset()` gives a list whose `default` is `[]` its `initial` items (as the
/// reference's `reset()`), each building the lists it holds: the budget counts those, so a
/// schema plus one `reset()` cannot build 10⁶ elements.
#[cfg(feature = "text")] // text fields in the items
#[test]
fn a_list_with_an_empty_default_counts_the_items_its_reset_builds() {
    let err = FormSchema::from_json(
        r#"{"l":{"type":"list","default":[],"initial":1000,"element":{"type":"list","initial":1000,"element":{"type":"text"}}}}"#,
    )
    .unwrap_err();
    assert_eq!(err.path, "schema.l.element.initial");
    assert!(
        err.reason.starts_with(
            "1000000 blank items (1000 in each of 1000 items of the lists around it) make 1001000 list items"
        ),
        "{}",
        err.reason
    );
    assert!(err.reason.contains("built by `reset()`"), "{}", err.reason);
    // `min` raises what `reset()` builds, as `initial` does.
    let err = error(json!({"l": {"type": "list", "default": [], "min": 200,
        "element": {"type": "list", "initial": 50, "element": {"type": "text"}}}}));
    assert!(err.starts_with("schema.l.element.initial: "), "{err}");
    // Within the budget: the form starts empty, and `reset()` builds what was counted.
    let schema = FormSchema::from_value(&json!({"l": {"type": "list", "default": [], "initial": 3,
        "element": {"type": "list", "initial": 2, "element": {"type": "text"}}}}))
    .unwrap();
    let mut form = yewform_core::form::FormState::from_schema(
        &schema,
        &yewform_core::config::FormConfig::default(),
        &json!({}),
        yewform_core::expression::Date::EPOCH,
    )
    .unwrap();
    assert_eq!(form.data(), json!({"l": []}));
    form.reset();
    assert_eq!(
        form.data(),
        json!({"l": [[null, null], [null, null], [null, null]]})
    );
}

/// Audit 25 F1: a nested list takes its items from the default tree around it first (an
/// object's `default`, a group's `default`, a list `default`'s entry), before its own
/// `initial`: those arrays are built, so they count, each entry with the lists it holds. A
/// few bytes of such a default could otherwise build 10⁸ elements at mount.
#[cfg(feature = "text")] // text fields in the items
#[test]
fn arrays_in_a_parents_default_count_as_blank_items() {
    // b holds lists of 1,000 items holding lists of `d` items each; `b` itself starts empty.
    let b = |d: usize| {
        json!({"type": "list", "initial": 0, "object": {"schema": {
            "c": {"type": "list", "initial": 1000, "object": {"schema": {
                "d": {"type": "list", "initial": d, "element": {"type": "text"}}}}}}}})
    };
    let two = json!({"b": [{}, {}]});
    let variants = [
        (
            "object",
            json!({"o": {"type": "object", "default": two, "schema": {"b": b(8)}}}),
            "schema.o.schema.b.object.schema.c.initial",
        ),
        (
            "group",
            json!({"g": {"type": "group", "default": two, "schema": {"b": b(8)}}}),
            "schema.g.schema.b.object.schema.c.initial",
        ),
        (
            "list default entry",
            json!({"a": {"type": "list", "default": [two], "object": {"schema": {"b": b(8)}}}}),
            "schema.a.object.schema.b.object.schema.c.initial",
        ),
    ];
    // Each `b` item (from the default) holds 1,000 + 8,000 items: the second one is past
    // the budget (it counted 9,001 before, `b` as one item).
    for (kind, schema, path) in variants {
        let err = FormSchema::from_value(&schema).unwrap_err();
        assert_eq!(err.path, path, "{kind}: {err}");
        assert!(
            err.reason.starts_with("1000 blank items make 1000")
                && err
                    .reason
                    .contains(" list items built with the form, above 10000"),
            "{kind}: {}",
            err.reason
        );
    }
    // An array in the default that is itself past the budget: refused at that `default`.
    let many = json!({"b": vec![json!({}); 10_001]});
    let lone = json!({"type": "list", "initial": 0, "element": {"type": "text"}});
    for (kind, schema, path) in [
        (
            "object",
            json!({"o": {"type": "object", "default": many, "schema": {"b": lone}}}),
            "schema.o.default",
        ),
        (
            "group",
            json!({"g": {"type": "group", "default": many, "schema": {"b": lone}}}),
            "schema.g.default",
        ),
        (
            "list default entry",
            json!({"a": {"type": "list", "default": [many], "object": {"schema": {"b": lone}}}}),
            "schema.a.default",
        ),
        (
            "item object's default",
            json!({"a": {"type": "list", "initial": 1000, "object": {
                "default": {"b": vec![json!({}); 11]}, "schema": {"b": lone}}}}),
            "schema.a.object.default",
        ),
    ] {
        let err = FormSchema::from_value(&schema).unwrap_err();
        assert_eq!(err.path, path, "{kind}: {err}");
        assert!(err.reason.contains("above 10000"), "{kind}: {}", err.reason);
    }
    // The same defaults with small numbers are accepted, and build what was counted: 2 `b`
    // items, 2 × 1,000 `c` items, each with one `d` item.
    for schema in [
        json!({"o": {"type": "object", "default": two, "schema": {"b": b(1)}}}),
        json!({"g": {"type": "group", "default": two, "schema": {"b": b(1)}}}),
        json!({"a": {"type": "list", "default": [two], "object": {"schema": {"b": b(1)}}}}),
    ] {
        let parsed = FormSchema::from_value(&schema).unwrap();
        let form = yewform_core::form::FormState::from_schema(
            &parsed,
            &yewform_core::config::FormConfig::default(),
            &json!({}),
            yewform_core::expression::Date::EPOCH,
        )
        .unwrap();
        let data = form.data();
        let b = data
            .get("o")
            .or_else(|| data.get("a").map(|a| &a[0]))
            .unwrap_or(&data)["b"]
            .as_array()
            .unwrap();
        assert_eq!(b.len(), 2, "{schema}");
        for item in b {
            let c = item["c"].as_array().unwrap();
            assert_eq!(c.len(), 1000, "{schema}");
            assert!(c.iter().all(|c| c["d"] == json!([null])), "{schema}");
        }
    }
}

/// Audit 25 F2: the item budget counts items, not what each holds: 100 items each holding
/// 99 items of 1,000 fields are 10,000 items but 10⁷ elements. The elements built in blank
/// list items are bounded too ([`ListSchema::MAX_BLANK_ELEMENTS`]), refused at the list
/// whose items run the budget out.
#[cfg(feature = "text")] // text fields in the items
#[test]
fn wide_items_past_the_element_budget_are_refused() {
    assert_eq!(ListSchema::MAX_BLANK_ELEMENTS, 100_000);
    let wide: serde_json::Map<String, serde_json::Value> = (0..1000)
        .map(|i| (format!("f{i}"), json!({"type": "text"})))
        .collect();
    let err = FormSchema::from_value(
        &json!({"a": {"type": "list", "initial": 100, "object": {"schema": {
        "b": {"type": "list", "initial": 99, "object": {"schema": wide}}}}}}),
    )
    .unwrap_err();
    assert_eq!(err.path, "schema.a.object.schema.b.initial");
    assert!(
        err.reason.contains("elements") && err.reason.contains("100000"),
        "names the element budget: {}",
        err.reason
    );
    // A wide item in a list that starts empty: what its first item holds counts once.
    let wide_item = json!({"a": {"type": "list", "initial": 200, "object": {"schema": {
        "b": {"type": "list", "initial": 0, "object": {"schema": wide}}}}}});
    let err = FormSchema::from_value(&wide_item).unwrap_err();
    assert_eq!(err.path, "schema.a.object.schema.b.initial");
    // 10,000 one-field items are accepted (20,000 elements), flat or nested, and built.
    let one = json!({"f": {"type": "text"}});
    for schema in [
        json!({"l": {"type": "list", "default": vec![json!({}); 10_000], "object": {"schema": one}}}),
        json!({"a": {"type": "list", "initial": 100, "object": {"schema": {
            "b": {"type": "list", "initial": 99, "object": {"schema": one}}}}}}),
    ] {
        let parsed = FormSchema::from_value(&schema).unwrap();
        let form = yewform_core::form::FormState::from_schema(
            &parsed,
            &yewform_core::config::FormConfig::default(),
            &json!({}),
            yewform_core::expression::Date::EPOCH,
        )
        .unwrap();
        assert!(form.len() > 20_000, "{}", form.len());
    }
    // The element budget itself is allowed: 100 items of 999 fields (100 + 99,900).
    let mut fields: serde_json::Map<String, serde_json::Value> = (0..998)
        .map(|i| (format!("f{i}"), json!({"type": "text"})))
        .collect();
    fields.insert("g".into(), json!({"type": "text"}));
    assert!(
        FormSchema::from_value(
            &json!({"a": {"type": "list", "initial": 100, "object": {"schema": fields}}})
        )
        .is_ok()
    );
    fields.insert("h".into(), json!({"type": "text"}));
    let err = FormSchema::from_value(
        &json!({"a": {"type": "list", "initial": 100, "object": {"schema": fields}}}),
    )
    .unwrap_err();
    assert_eq!(err.path, "schema.a.initial");
}

#[test]
fn blank_items_within_the_budget_are_built() {
    assert_eq!(ListSchema::MAX_BLANK_ITEMS, 10_000);
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "list", "initial": 1000, "element": {"type": "select"}},
        "b": {"type": "list", "initial": 100, "object": {"schema": {
            "c": {"type": "list", "initial": 89, "element": {"type": "select"}}}}},
    }))
    .unwrap();
    let ElementSchema::List(b) = schema.get("b").unwrap() else {
        panic!()
    };
    assert_eq!(b.initial, 100);
    // 1,000 + 100 + 100 × 89 = 10,000: the budget itself is allowed.
    let form = yewform_core::form::FormState::from_schema(
        &schema,
        &yewform_core::config::FormConfig::default(),
        &json!({}),
        yewform_core::expression::Date::EPOCH,
    )
    .unwrap();
    let data = form.data();
    assert_eq!(data["a"].as_array().unwrap().len(), 1000);
    assert_eq!(data["b"].as_array().unwrap().len(), 100);
    assert_eq!(data["b"][99]["c"].as_array().unwrap().len(), 89);
}

/// A child's `id` is checked form-wide too, below containers (audit 6: two fields with one
/// id). A list item's id is made unique per item by its index (docs/dom.md), so it may be
/// given once in the item schema.
#[test]
fn an_id_given_twice_below_containers_is_refused() {
    let err = error(json!({
        "qty": {"type": "select", "id": "qty"},
        "address": {"type": "object", "schema": {"city": {"type": "select", "id": "qty"}}}
    }));
    assert!(err.contains("schema.address.schema.city.id"), "{err}");
    assert!(err.contains("schema.qty.id"), "{err}");
    assert!(
        FormSchema::from_value(&json!({
            "lines": {"type": "list", "initial": 3,
                      "object": {"schema": {"qty": {"type": "select", "id": "qty"}}}}
        }))
        .is_ok()
    );
}

/// A `*` in a condition's or rule parameter's path is the index of the list item the
/// reading element is in (the reference's `replaceWildcards`): read from outside the list,
/// nothing fills it, so the condition would never be met and `same:` never match. Such a
/// path is refused when the schema is read, with the element, the option and the way out
/// (audit 29C F3; issue 33: "never silently never-met").
#[cfg(all(feature = "rules", feature = "dates", feature = "expressions"))]
#[test]
fn a_wildcard_no_list_item_fills_is_refused() {
    let lines = json!({"type": "list", "initial": 2, "object": {"schema": {
        "qty": {"type": "text"}, "start": {"type": "text"}}}});
    let outside = |path: &str, at: &str| {
        format!(
            r#"{at}: "{path}": no list item around this element fills its "*" (a "*" is the index of the list item the reading element is in, and this one is in none): write an item's index ("{}"), or read every item in an expression (SUM({path}))"#,
            path.replacen('*', "0", 1)
        )
    };
    assert_eq!(
        error(json!({"lines": lines, "big": {"type": "text",
            "conditions": [["lines.*.qty", ">", 5]]}})),
        outside("lines.*.qty", "schema.big.conditions")
    );
    // In an OR group too, and in `disabled`.
    assert_eq!(
        error(json!({"lines": lines, "big": {"type": "text",
            "conditions": [[["a", 1], ["lines.*.qty", 2]]]}})),
        outside("lines.*.qty", "schema.big.conditions")
    );
    assert_eq!(
        error(json!({"lines": lines, "big": {"type": "text",
            "disabled": [["lines.*.qty", 2]]}})),
        outside("lines.*.qty", "schema.big.disabled")
    );
    assert_eq!(
        error(json!({"lines": lines, "r": {"type": "text", "rules": "required|same:lines.*.qty"}})),
        outside("lines.*.qty", "schema.r.rules")
    );
    assert_eq!(
        error(json!({"lines": lines, "d": {"type": "text", "rules": "after:lines.*.start"}})),
        outside("lines.*.start", "schema.d.rules")
    );
    assert_eq!(
        error(json!({"lines": lines, "r": {"type": "text",
            "rules": [{"required": [["lines.*.qty", 1]]}]}})),
        outside("lines.*.qty", "schema.r.rules")
    );
    assert_eq!(
        error(json!({"lines": lines, "code": {"type": "text",
            "readonly": [["lines.*.qty", 1]]}})),
        outside("lines.*.qty", "schema.code.readonly")
    );
    assert_eq!(
        error(json!({"lines": lines, "c": {"type": "select",
            "items": "/api/c?q={lines.*.qty}"}})),
        outside("lines.*.qty", "schema.c.items")
    );
    // The list itself is outside its items.
    assert_eq!(
        error(
            json!({"lines": {"type": "list", "conditions": [["lines.*.qty", 1]],
            "object": {"schema": {"qty": {"type": "text"}}}}})
        ),
        outside("lines.*.qty", "schema.lines.conditions")
    );
    // An outer item fills the outer `*` only.
    assert_eq!(
        error(json!({"orders": {"type": "list", "object": {"schema": {
            "note": {"type": "text", "conditions": [["orders.*.lines.*.qty", 1]]},
            "lines": {"type": "list", "object": {"schema": {"qty": {"type": "text"}}}}
        }}}})),
        r#"schema.orders.object.schema.note.conditions: "orders.*.lines.*.qty": this element is in 1 list item, which fills 1 of its 2 "*" (each "*" is the index of a list item the reading element is in, outer lists first): write an item's index ("orders.*.lines.0.qty"), or read every item in an expression (SUM(orders.*.lines.*.qty))"#
    );
}

/// What a `*` can mean is kept: the item's own siblings inside the list (nested lists
/// too), every item in an expression (`SUM(lines.*.qty)`), and `in_array:tags.*`, whose
/// `.*` names the items of the other element's array.
#[cfg(all(feature = "rules", feature = "expressions", feature = "text"))]
#[test]
fn wildcards_a_list_item_fills_or_an_expression_reads_are_kept() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    let schema = FormSchema::from_value(&json!({
        "orders": {"type": "list", "initial": 1, "object": {"schema": {
            "lines": {"type": "list", "initial": 2, "object": {"schema": {
                "qty": {"type": "text"},
                "same": {"type": "text", "rules": "same:orders.*.lines.*.qty",
                    "conditions": [["orders.*.lines.*.qty", "not_empty"]]}
            }}},
            "total": {"type": "text", "expression": "{SUM(orders.*.lines.*.qty)}"}
        }}},
        "big": {"type": "text", "conditions": ["SUM(orders.*.lines.*.qty) > 5"]},
        "tags": {"type": "tags", "items": ["a", "b"]},
        "pick": {"type": "select", "rules": "in_array:tags.*"}
    }))
    .unwrap();
    let mut f =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    assert_eq!(f.unresolved_paths(), Vec::<(String, String)>::new());
    f.set_value("orders.0.lines.0.qty", json!("3")).unwrap();
    f.set_value("orders.0.lines.1.qty", json!("4")).unwrap();
    assert_eq!(f.is_available("big"), Some(true));
    assert_eq!(f.el("orders.0.total").unwrap().value(), &json!("7"));
    assert_eq!(f.is_available("orders.0.lines.1.same"), Some(true));
    f.set_value("orders.0.lines.1.same", json!("4")).unwrap();
    f.validate_all();
    assert_eq!(f.errors("orders.0.lines.1.same"), Vec::<String>::new());
}

/// An inline element reading a `*` nothing fills is refused the same way when it is added
/// or given new options, and `set_rules` refuses such a rule; nothing changes then.
#[cfg(all(feature = "rules", feature = "text"))]
#[test]
fn an_inline_element_reading_an_unfilled_wildcard_is_refused() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::{FormError, FormState};
    let schema = FormSchema::from_value(&json!({
        "lines": {"type": "list", "initial": 1, "object": {"schema": {"qty": {"type": "text"}}}}
    }))
    .unwrap();
    let mut f =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    let entry = |v| ElementSchema::from_owned("big", v).unwrap();
    let refused = f
        .add_schema_element(
            "big",
            entry(json!({"type": "text", "conditions": [["lines.*.qty", 1]]})),
        )
        .unwrap_err();
    assert!(
        matches!(&refused, FormError::Schema(e) if e.path == "schema.big.conditions"),
        "{refused}"
    );
    assert!(f.el("big").is_none());
    f.add_schema_element("big", entry(json!({"type": "text"})))
        .unwrap();
    let refused = f
        .update_schema_element(
            "big",
            entry(json!({"type": "text", "rules": "same:lines.*.qty"})),
        )
        .unwrap_err();
    assert!(
        matches!(&refused, FormError::Schema(e) if e.path == "schema.big.rules"),
        "{refused}"
    );
    let refused = f.set_rules("big", json!("same:lines.*.qty")).unwrap_err();
    assert!(
        matches!(&refused, FormError::Schema(e) if e.path == "schema.big.rules"),
        "{refused}"
    );
    assert_eq!(f.schema_entry("big").unwrap().common().rules, json!(null));
    // Inside an item it is filled.
    f.set_rules("lines.0.qty", json!("same:lines.*.qty"))
        .unwrap();
}
