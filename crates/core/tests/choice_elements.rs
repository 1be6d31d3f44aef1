//! The choice elements (checkbox, toggle, radio, checkbox group, radio group) in core: the
//! schema with every option and its errors, null values, and the rules on their values.

#![cfg(all(
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup",
    feature = "radiogroup"
))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{ChoiceAlign, ChoiceKind, ChoiceView, ElementSchema, FormSchema};

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::default();
    FormState::from_schema(&schema, &config, &json!({}), Date::new(2024, 6, 1).unwrap()).unwrap()
}

fn error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

#[test]
fn every_option_is_read_and_written_back() {
    let schema = FormSchema::from_value(&json!({
        "terms": {"type": "checkbox", "text": {"en": "I agree", "de": "Ich stimme zu"},
                  "trueValue": "yes", "falseValue": "no", "align": "right", "standalone": true},
        "news": {"type": "toggle", "labels": {"on": "On", "off": "Off"}, "trueValue": 1, "falseValue": 0},
        "plan_a": {"type": "radio", "radioValue": "a", "radioName": "plan", "text": "Plan A"},
        "tags": {"type": "checkboxgroup", "items": ["x", "y"], "view": "tabs", "disables": ["y"],
                 "clearOnRefetch": false, "default": ["x"]},
        "size": {"type": "radiogroup", "items": {"s": {"label": "Small", "description": "Fits"}}, "view": "blocks"},
    }))
    .unwrap();
    let Some(ElementSchema::Choice(terms)) = schema.get("terms") else {
        panic!()
    };
    assert_eq!(terms.kind, ChoiceKind::Checkbox);
    assert_eq!(
        (terms.true_value.clone(), terms.false_value.clone()),
        (json!("yes"), json!("no"))
    );
    assert_eq!(terms.align, Some(ChoiceAlign::Right));
    assert!(terms.standalone);
    assert_eq!(
        terms.text.as_ref().unwrap().resolve("de", "en"),
        "Ich stimme zu"
    );
    let Some(ElementSchema::Choice(news)) = schema.get("news") else {
        panic!()
    };
    assert_eq!(news.labels.on.as_ref().unwrap().resolve("en", "en"), "On");
    let Some(ElementSchema::Choice(radio)) = schema.get("plan_a") else {
        panic!()
    };
    assert_eq!(
        (radio.radio_value.clone(), radio.radio_name.as_deref()),
        (json!("a"), Some("plan"))
    );
    let Some(ElementSchema::Choice(tags)) = schema.get("tags") else {
        panic!()
    };
    assert_eq!(tags.view(), ChoiceView::Tabs);
    assert!(tags.disables_value(&json!("y")) && !tags.disables_value(&json!("x")));
    assert!(!tags.clear_on_refetch);
    let Some(ElementSchema::Choice(size)) = schema.get("size") else {
        panic!()
    };
    assert_eq!(size.view(), ChoiceView::Blocks);
    assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
}

#[test]
fn schema_errors_name_the_path_and_the_reason() {
    assert_eq!(
        error(json!({"t": {"type": "checkbox", "trueVal": 1}})),
        r#"schema.t.trueVal: unknown option (did you mean "trueValue"?)"#
    );
    assert_eq!(
        error(json!({"t": {"type": "checkbox", "items": [1]}})),
        r#"schema.t.items: "items" is a checkboxgroup option; a checkbox has no such option"#
    );
    assert_eq!(
        error(json!({"t": {"type": "radiogroup", "trueValue": 1}})),
        r#"schema.t.trueValue: "trueValue" is a checkbox option; a radiogroup has no such option"#
    );
    assert_eq!(
        error(json!({"t": {"type": "checkbox", "trueValue": [1]}})),
        "schema.t.trueValue: expected a boolean, string or number, found an array"
    );
    assert_eq!(
        error(json!({"t": {"type": "checkboxgroup", "default": "a"}})),
        "schema.t.default: expected an array or null, found a string"
    );
    assert_eq!(
        error(json!({"t": {"type": "radiogroup", "view": "grid"}})),
        r#"schema.t.view: unknown value "grid" (allowed: "default", "tabs" or "blocks")"#
    );
    assert_eq!(
        error(json!({"t": {"type": "toggle", "labels": {"offf": "Off"}}})),
        r#"schema.t.labels.offf: unknown label (did you mean "off"?)"#
    );
    assert_eq!(
        error(json!({"t": {"type": "checkboxgroup", "items": [{"label": "x"}]}})),
        r#"schema.t.items[0]: option has no "value""#
    );
    assert_eq!(
        error(json!({"t": {"type": "radiogroup", "disables": [[1]]}})),
        "schema.t.disables[0]: expected a boolean, string or number, found an array"
    );
    assert_eq!(
        error(json!({"t": {"type": "toggle", "onChang": "x"}})),
        r#"schema.t.onChang: unknown option (did you mean "onChange"?)"#
    );
    assert_eq!(
        error(json!({"t": {"type": "toggle", "onSelect": "x"}})),
        r#"schema.t.onSelect: a toggle has no "select" event (its events: reset, clear, change, error, and the lifecycle events)"#
    );
}

#[test]
fn null_values_clear_and_reset() {
    let mut form = form(json!({
        "terms": {"type": "checkbox", "trueValue": "yes", "falseValue": "no"},
        "news": {"type": "toggle", "default": true, "trueValue": "on!", "falseValue": "off!"},
        "tags": {"type": "checkboxgroup", "items": ["a", "b"], "default": ["b"]},
        "plan": {"type": "radiogroup", "items": ["a", "b"]},
        "one": {"type": "radio"},
    }));
    assert_eq!(
        form.request_data(),
        json!({"terms": "no", "news": "on!", "tags": ["b"], "plan": null, "one": null})
    );
    assert!(form.el("terms").unwrap().empty());
    form.set_value("terms", json!("yes")).unwrap();
    assert!(!form.el("terms").unwrap().empty());
    form.clear();
    assert_eq!(
        form.request_data(),
        json!({"terms": "no", "news": "off!", "tags": [], "plan": null, "one": null})
    );
    form.reset();
    assert_eq!(form.request_data()["tags"], json!(["b"]));
    assert_eq!(form.request_data()["news"], json!("on!"));
}

#[test]
fn required_asks_a_checkbox_to_be_checked_and_a_group_for_one_item() {
    let mut form = form(json!({
        "terms": {"type": "checkbox", "trueValue": "yes", "falseValue": "no", "rules": "required"},
        "tags": {"type": "checkboxgroup", "items": ["a", "b"], "rules": "required"},
        "plan": {"type": "radiogroup", "items": ["a", "b"], "rules": "required"},
    }));
    form.validate_all();
    for (path, name) in [("terms", "Terms"), ("tags", "Tags"), ("plan", "Plan")] {
        assert_eq!(
            form.error(path),
            Some(format!("The {name} field is required.")),
            "{path}"
        );
    }
    form.set_value("terms", json!("yes")).unwrap();
    form.set_value("tags", json!(["a"])).unwrap();
    form.set_value("plan", json!("b")).unwrap();
    form.validate_all();
    for path in ["terms", "tags", "plan"] {
        assert_eq!(form.error(path), None, "{path}");
    }
}

#[cfg(feature = "rules")]
#[test]
fn accepted_passes_on_the_true_value_whatever_it_is() {
    let mut form = form(json!({
        "terms": {"type": "checkbox", "trueValue": "agree", "falseValue": "no", "rules": "accepted", "label": "Terms"},
        "plain": {"type": "checkbox", "rules": "accepted"},
    }));
    form.validate_all();
    assert_eq!(
        form.error("terms").as_deref(),
        Some("The Terms must be accepted.")
    );
    assert!(form.error("plain").is_some());
    form.set_value("terms", json!("agree")).unwrap();
    form.set_value("plain", json!(true)).unwrap();
    form.validate_all();
    assert_eq!(form.error("terms"), None);
    assert_eq!(form.error("plain"), None);
}

#[cfg(feature = "rules")]
#[test]
fn size_rules_count_the_items_of_a_group() {
    let mut form = form(json!({
        "tags": {"type": "checkboxgroup", "items": ["a", "b", "c"], "rules": "min:2|max:2", "label": "Tags"},
        "opt": {"type": "checkboxgroup", "items": ["a", "b", "c"], "rules": "nullable|between:2,3"},
    }));
    form.validate_all();
    assert_eq!(
        form.error("tags").as_deref(),
        Some("The Tags must have at least 2 items."),
        "[] is measured: min:2 fails on it"
    );
    assert_eq!(form.error("opt"), None, "nullable skips an empty group");
    form.set_value("tags", json!(["a", "b", "c"])).unwrap();
    form.set_value("opt", json!(["a"])).unwrap();
    form.validate_all();
    assert_eq!(
        form.error("tags").as_deref(),
        Some("The Tags may not have more than 2 items.")
    );
    assert!(form.error("opt").is_some());
    form.set_value("tags", json!(["a", "c"])).unwrap();
    form.validate_all();
    assert_eq!(form.error("tags"), None);
}

#[test]
fn group_endpoint_variables_make_the_group_a_dependent() {
    let schema = FormSchema::from_value(&json!({
        "country": {"type": "select", "items": ["de", "fr"]},
        "cities": {"type": "checkboxgroup", "items": "/cities?c={country}"},
    }))
    .unwrap();
    let mut form = FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap();
    let outcome = form.set_value("country", json!("de")).unwrap();
    let yewform_core::form::Changed::Paths(paths) = &outcome.changed else {
        panic!()
    };
    assert!(paths.iter().any(|p| p == "cities"), "{paths:?}");
}

#[test]
fn a_groups_items_are_disabled_and_enabled_at_runtime() {
    use yewform_core::form::{Changed, ElementAction};
    let mut form = form(json!({
        "tags": {"type": "checkboxgroup", "items": ["a", "b", 3], "disables": ["b"],
                 "default": ["a"]},
        "size": {"type": "radiogroup", "items": ["s", "m"]},
        "terms": {"type": "checkbox"},
    }));
    assert!(form.item_disabled("tags", &json!("b")));
    assert!(!form.item_disabled("tags", &json!("a")));

    // disable(values): each item, compared as text (3 and "3" alike); the path re-renders.
    let outcome = form
        .apply(
            "tags",
            ElementAction::DisableItems(vec![json!("a"), json!("3")]),
        )
        .unwrap();
    assert_eq!(outcome.changed, Changed::Paths(vec!["tags".into()]));
    assert!(outcome.fired.is_empty(), "{:?}", outcome.fired);
    assert!(form.item_disabled("tags", &json!("a")));
    assert!(form.item_disabled("tags", &json!(3)));
    // The value stays as it was.
    assert_eq!(
        form.data(),
        json!({"tags": ["a"], "size": null, "terms": false})
    );

    // enable(values): enables an item `disables` disabled too.
    form.apply(
        "tags",
        ElementAction::EnableItems(vec![json!("b"), json!("a")]),
    )
    .unwrap();
    assert!(!form.item_disabled("tags", &json!("b")));
    assert!(!form.item_disabled("tags", &json!("a")));
    assert!(form.item_disabled("tags", &json!(3)));

    // The element's disable() / enable() leave the items as they are (the reference's
    // enableAll() empties the disabled items, those of `disables` included).
    form.apply("tags", ElementAction::DisableItems(vec![json!("b")]))
        .unwrap();
    form.apply("tags", ElementAction::Disable).unwrap();
    form.apply("tags", ElementAction::Enable).unwrap();
    form.apply("tags", ElementAction::Reset).unwrap();
    assert!(form.item_disabled("tags", &json!("b")));
    assert!(form.item_disabled("tags", &json!(3)));
    assert!(!form.is_disabled("tags"));

    // A radio group has them too.
    form.apply("size", ElementAction::DisableItems(vec![json!("m")]))
        .unwrap();
    assert!(form.item_disabled("size", &json!("m")));
    assert!(!form.item_disabled("size", &json!("s")));

    // Any other element refuses, and nothing changes.
    let error = form
        .apply("terms", ElementAction::DisableItems(vec![json!(true)]))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "form: element `terms`: not a checkboxgroup or radiogroup, it has no items to disable or enable"
    );
    assert!(!form.item_disabled("terms", &json!(true)));
}

#[test]
fn the_check_verbs_are_decided_in_core() {
    use yewform_core::form::ElementAction;
    let mut form = form(json!({
        "terms": {"type": "checkbox", "trueValue": "yes", "falseValue": "no"},
        "dark": {"type": "toggle"},
        "plan": {"type": "radio", "radioValue": "pro"},
        "tags": {"type": "checkboxgroup", "items": ["a", "b", "c", 4], "disables": ["c"],
                 "default": ["b"], "rules": "min:2"},
        "size": {"type": "radiogroup", "items": ["s"]},
    }));

    // check() / uncheck(): the true/false values, a radio its radioValue and null; each a
    // change with its event.
    let outcome = form.apply("terms", ElementAction::Check).unwrap();
    assert!(outcome.value_changed());
    form.apply("dark", ElementAction::Check).unwrap();
    form.apply("plan", ElementAction::Check).unwrap();
    assert_eq!(form.data()["terms"], json!("yes"));
    assert_eq!(form.data()["dark"], json!(true));
    assert_eq!(form.data()["plan"], json!("pro"));
    form.apply("terms", ElementAction::Uncheck).unwrap();
    form.apply("plan", ElementAction::Uncheck).unwrap();
    assert_eq!(form.data()["terms"], json!("no"));
    assert_eq!(form.data()["plan"], json!(null));

    // A group: check(values) keeps item order, toggle flips, uncheck removes.
    form.apply(
        "tags",
        ElementAction::CheckItems(vec![json!(4), json!("a")]),
    )
    .unwrap();
    assert_eq!(form.data()["tags"], json!(["a", "b", 4]));
    form.apply("tags", ElementAction::ToggleItem(json!("b")))
        .unwrap();
    assert_eq!(form.data()["tags"], json!(["a", 4]));
    form.apply("tags", ElementAction::ToggleItem(json!("b")))
        .unwrap();
    assert_eq!(form.data()["tags"], json!(["a", "b", 4]));
    form.apply(
        "tags",
        ElementAction::UncheckItems(vec![json!("a"), json!(4)]),
    )
    .unwrap();
    assert_eq!(form.data()["tags"], json!(["b"]));
    // The change validated the group (validateOn: change): one item is below min:2.
    assert!(form.invalid("tags"));

    // checkAll(): every enabled item (not `c`, which `disables` disables, nor one disabled
    // at runtime); uncheckAll(): [].
    form.apply("tags", ElementAction::DisableItems(vec![json!("a")]))
        .unwrap();
    form.apply("tags", ElementAction::CheckAll).unwrap();
    assert_eq!(form.data()["tags"], json!(["b", 4]));
    assert!(!form.invalid("tags"));
    form.apply("tags", ElementAction::UncheckAll).unwrap();
    assert_eq!(form.data()["tags"], json!([]));

    // The wrong kind is refused with the path, and nothing changes.
    let err = form
        .apply("size", ElementAction::CheckAll)
        .unwrap_err()
        .to_string();
    assert!(err.contains("`size`: not a checkboxgroup element"), "{err}");
    let err = form
        .apply("tags", ElementAction::Check)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("`tags`: not a checkbox, toggle or radio element"),
        "{err}"
    );
    assert_eq!(form.data()["tags"], json!([]));
}

/// Items written as an object have text values (`{"1": "One"}` gives `"1"`); a value loaded
/// as the number 1 is that item, as the reference compares (loosely): checked, unchecked by
/// a toggle, reached by the check verbs, and never kept beside it.
#[test]
fn a_group_item_is_its_value_whether_text_or_number() {
    use yewform_core::form::ElementAction;
    let mut form = form(json!({
        "ids": {"type": "checkboxgroup", "items": {"1": "One", "2": "Two"}, "default": [1]},
        "one": {"type": "radiogroup", "items": {"1": "One", "2": "Two"}, "default": 2},
    }));
    // Toggling "One" unchecks the 1 it holds; toggling it again checks the item's "1".
    form.apply("ids", ElementAction::ToggleItem(json!("1")))
        .unwrap();
    assert_eq!(form.data()["ids"], json!([]));
    form.apply("ids", ElementAction::ToggleItem(json!("1")))
        .unwrap();
    assert_eq!(form.data()["ids"], json!(["1"]));
    // The check verbs take the number for the item.
    form.apply("ids", ElementAction::CheckItems(vec![json!(2)]))
        .unwrap();
    assert_eq!(form.data()["ids"], json!(["1", "2"]));
    form.apply("ids", ElementAction::UncheckItems(vec![json!(1)]))
        .unwrap();
    assert_eq!(form.data()["ids"], json!(["2"]));
    // Loaded numbers are the items they name.
    form.load(&json!({"ids": [2, 1]}), false).unwrap();
    form.apply("ids", ElementAction::ToggleItem(json!("2")))
        .unwrap();
    assert_eq!(form.data()["ids"], json!(["1"]));
}

/// A checkbox whose `trueValue` is 1 holding the text "1" (a form-encoded backend) is
/// checked: `accepted` passes, as the reference's loose comparison.
#[cfg(feature = "rules")]
#[test]
fn a_checkbox_is_checked_by_its_true_value_as_text() {
    let mut form = form(json!({
        "terms": {"type": "checkbox", "trueValue": 1, "falseValue": 0, "rules": "accepted"},
    }));
    form.load(&json!({"terms": "1"}), false).unwrap();
    form.validate_all();
    assert_eq!(form.error("terms"), None);
    form.load(&json!({"terms": "0"}), false).unwrap();
    form.validate_all();
    assert!(form.error("terms").is_some());
}

/// `required` on a checkbox or toggle asks for it to be checked as the page shows it: a value
/// loosely equal to `falseValue` (`"0"` for `0`, `"false"` for `false`) is drawn unchecked and
/// fails, as `accepted` does (audit 3: `required` compared strictly and passed).
#[cfg(all(feature = "checkbox", feature = "toggle", feature = "rules"))]
#[test]
fn required_fails_while_the_box_shows_unchecked() {
    let mut f = form(json!({
        "c": {"type": "checkbox", "trueValue": 1, "falseValue": 0, "rules": "required"},
        "d": {"type": "checkbox", "rules": "required"},
        "t": {"type": "toggle", "rules": "required"}
    }));
    f.load(&json!({"c": "0", "d": "false", "t": "0"}), false)
        .unwrap();
    f.validate_all();
    for path in ["c", "d", "t"] {
        assert!(f.error(path).is_some(), "{path}: unchecked, required fails");
    }
    f.load(&json!({"c": "1", "d": true, "t": true}), false)
        .unwrap();
    f.validate_all();
    for path in ["c", "d", "t"] {
        assert_eq!(f.error(path), None, "{path}: checked");
    }
}

#[test]
fn disables_compares_numbers_as_javascript_prints_them() {
    // The reference compares `String(value)`: `1.0` prints as "1", so `disables: [1]` disables
    // an item `1.0`, `disables: [2.0]` an item `2`, and the runtime `disable(values)` alike.
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "checkboxgroup", "items": [1.0, 2, 3], "disables": [1, 2.0]},
    }))
    .unwrap();
    let Some(ElementSchema::Choice(a)) = schema.get("a") else {
        panic!()
    };
    assert!(a.disables_value(&json!(1.0)));
    assert!(a.disables_value(&json!(1)));
    assert!(a.disables_value(&json!(2)));
    assert!(a.disables_value(&json!("2")));
    assert!(!a.disables_value(&json!(3)));

    let mut form = form(json!({
        "a": {"type": "checkboxgroup", "items": [1.0, 2, 3.0], "disables": [1]},
    }));
    assert!(form.item_disabled("a", &json!(1.0)));
    assert!(!form.item_disabled("a", &json!(2)));
    form.apply(
        "a",
        yewform_core::form::ElementAction::DisableItems(vec![json!(3)]),
    )
    .unwrap();
    assert!(form.item_disabled("a", &json!(3.0)));
}

/// Audit 27D #1: items that repeat a value (`"a"` twice, or `1` and `"1"`, equal by the
/// group's loose comparison) put that value into the data once: a click or `check` on one
/// of them gives `["a"]` (it gave `["a", "a"]`, which `min:2` let through).
#[test]
fn items_repeating_a_value_put_it_into_the_data_once() {
    use yewform_core::form::ElementAction;
    let mut form = form(json!({
        "days": {"type": "checkboxgroup", "items": ["a", "a", "b"], "rules": "min:2"},
        "ids": {"type": "checkboxgroup",
                "items": [{"value": 1, "label": "One"}, {"value": "1", "label": "Uno"}]},
    }));
    form.apply("days", ElementAction::CheckItems(vec![json!("a")]))
        .unwrap();
    assert_eq!(form.data()["days"], json!(["a"]));
    form.validate_all();
    assert_eq!(
        form.error("days").as_deref(),
        Some("The Days must have at least 2 items."),
        "one checked item is below min:2"
    );
    form.apply("days", ElementAction::UncheckAll).unwrap();
    // The view's click is a toggle of the item's value.
    form.apply("days", ElementAction::ToggleItem(json!("a")))
        .unwrap();
    assert_eq!(form.data()["days"], json!(["a"]));
    form.apply("days", ElementAction::CheckAll).unwrap();
    assert_eq!(form.data()["days"], json!(["a", "b"]));
    assert_eq!(form.request_data()["days"], json!(["a", "b"]));

    form.apply("ids", ElementAction::CheckItems(vec![json!(1)]))
        .unwrap();
    assert_eq!(form.data()["ids"], json!([1]));
    form.apply("ids", ElementAction::CheckAll).unwrap();
    assert_eq!(form.data()["ids"], json!([1]));
}

/// Audit 29-A F5: a checkbox group's value is a list whatever enters it (`load`, `update`,
/// `set_value`, the form's default): `null` is `[]`, any other value that is not a list a
/// one-item list (the schema's own `default` must be a list already). The reference keeps a
/// plain `"a"`, and `required|in:a,b` passed on it.
#[test]
fn a_value_entering_a_checkbox_group_is_a_list() {
    let schema = json!({
        "tags": {"type": "checkboxgroup", "items": ["a", "b"], "rules": "required|array|in:a,b"},
    });
    let mut form = form(schema.clone());
    form.load(&json!({"tags": "a"}), false).unwrap();
    assert_eq!(form.request_data()["tags"], json!(["a"]));
    form.validate_all();
    assert_eq!(form.error("tags"), None);
    form.update(&json!({"tags": null}));
    assert_eq!(form.request_data()["tags"], json!([]));
    form.set_value("tags", json!(3)).unwrap();
    assert_eq!(form.request_data()["tags"], json!([3]));
    form.validate_all();
    assert_eq!(
        form.error("tags"),
        Some("The selected Tags is invalid.".to_owned())
    );
    form.update(&json!({"tags": {"x": 1}}));
    assert_eq!(form.request_data()["tags"], json!([{"x": 1}]));
    // A list stays as it is.
    form.update(&json!({"tags": ["b", "a"]}));
    assert_eq!(form.request_data()["tags"], json!(["b", "a"]));
    // The form's default too.
    let parsed = FormSchema::from_value(&schema).unwrap();
    let form = FormState::from_schema(
        &parsed,
        &FormConfig::default(),
        &json!({"tags": "a"}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap();
    assert_eq!(form.request_data()["tags"], json!(["a"]));
}

/// Audit 30-G F2: a checkbox group's value never holds a value twice (docs/differences.md),
/// whatever way it enters: a repeat (compared loosely, as the group compares: `1` is `"1"`)
/// is dropped, the first kept, so `min`/`size` count checked boxes, not repeats.
#[test]
fn a_checkbox_groups_value_never_holds_a_value_twice() {
    use yewform_core::form::ElementAction;
    let schema = json!({
        "days": {"type": "checkboxgroup", "items": ["mon", "tue", "wed"], "rules": "min:2"},
    });
    let mut f = form(schema.clone());
    f.load(&json!({"days": ["mon", "mon"]}), false).unwrap();
    assert_eq!(f.request_data()["days"], json!(["mon"]), "load");
    f.apply("days", ElementAction::Validate).unwrap();
    assert!(
        !f.errors("days").is_empty(),
        "min:2 fails with one box checked"
    );
    f.update(&json!({"days": ["tue", "mon", "tue"]}));
    assert_eq!(f.request_data()["days"], json!(["tue", "mon"]), "update");
    f.apply("days", ElementAction::Update(json!([1, "1", "wed", "wed"])))
        .unwrap();
    assert_eq!(f.request_data()["days"], json!([1, "wed"]), "loosely");
    f.set_value("days", json!(["wed", "wed"])).unwrap();
    assert_eq!(f.request_data()["days"], json!(["wed"]), "set_value");
    // A default (the entry's or the form's) too.
    let f = form(json!({
        "days": {"type": "checkboxgroup", "items": ["mon", "tue"], "default": ["tue", "tue"]},
    }));
    assert_eq!(f.request_data()["days"], json!(["tue"]), "default");
    let schema = FormSchema::from_value(&json!({
        "days": {"type": "checkboxgroup", "items": ["mon", "tue"]},
    }))
    .unwrap();
    let f = FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({"days": ["mon", "mon"]}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap();
    assert_eq!(
        f.request_data()["days"],
        json!(["mon"]),
        "the form's default"
    );
}
