//! Objects and groups in the form: paths, data, request data, defaults,
//! load/update/clear/reset, aggregated validation, and the group child's one path.
#![cfg(all(feature = "object", feature = "group", feature = "list"))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormError, FormState};
use yewform_core::schema::FormSchema;

fn form_with(schema: Value, default: Value) -> Result<FormState, FormError> {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &default, today)
}

fn form(schema: Value) -> FormState {
    form_with(schema, json!({})).unwrap()
}

fn order_schema() -> Value {
    json!({
        "name": {"type": "select"},
        "address": {"type": "object", "schema": {
            "city": {"type": "select", "default": "Bonn"},
            "secret": {"type": "select", "submit": false},
            "row": {"type": "group", "schema": {"zip": {"type": "select"}}}
        }},
        "names": {"type": "group", "schema": {
            "first": {"type": "select"}, "last": {"type": "select"}
        }}
    })
}

#[test]
fn children_have_dotted_paths_and_their_data_nests_or_flattens() {
    let f = form(order_schema());
    for path in [
        "address.city",
        "address.secret",
        "address.row",
        "address.zip",
        "names",
        "first",
        "last",
    ] {
        assert!(f.el(path).is_some(), "{path}: {:?}", f.paths());
    }
    // A group child has its data path only.
    assert!(f.el("names.first").is_none());
    assert!(f.el("address.row.zip").is_none());
    assert_eq!(
        f.data(),
        json!({"name": null, "address": {"city": "Bonn", "secret": null, "zip": null},
               "first": null, "last": null})
    );
    assert_eq!(
        f.request_data(),
        json!({"name": null, "address": {"city": "Bonn", "zip": null}, "first": null, "last": null})
    );
    assert_eq!(
        f.value_at("address"),
        Some(&json!({"city": "Bonn", "secret": null, "zip": null}))
    );
    assert!(f.is_container("address") && !f.is_container("address.city"));
    assert_eq!(
        f.children("address"),
        ["address.city", "address.secret", "address.row"]
    );
}

#[test]
fn a_change_reaches_the_object_value_and_request_data_drops_unavailable_children() {
    let mut f = form(order_schema());
    f.set_value("address.zip", json!("53111")).unwrap();
    assert_eq!(f.value_at("address.zip"), Some(&json!("53111")));
    assert_eq!(f.value_at("address").unwrap()["zip"], json!("53111"));
    assert!(f.is_dirty("address") && !f.is_dirty("names"));
    f.set_available("address.city", false);
    assert_eq!(f.request_data()["address"], json!({"zip": "53111"}));
    f.set_available("address", false);
    assert_eq!(f.request_data().get("address"), None);
}

#[test]
fn defaults_merge_the_object_default_under_the_form_default() {
    let schema = json!({
        "address": {"type": "object", "default": {"city": "Köln", "zip": "50667"}, "schema": {
            "city": {"type": "select"}, "zip": {"type": "select", "default": "1"},
            "street": {"type": "select", "default": "Ring"}
        }},
        "names": {"type": "group", "default": {"first": "Ann"}, "schema": {
            "first": {"type": "select"}, "last": {"type": "select"}
        }}
    });
    let f = form_with(schema, json!({"address": {"city": "Bonn"}, "last": "Lee"})).unwrap();
    assert_eq!(
        f.data(),
        json!({"address": {"city": "Bonn", "zip": "50667", "street": "Ring"}, "first": "Ann", "last": "Lee"})
    );
}

#[test]
fn load_update_clear_and_reset_reach_the_children() {
    let mut f = form(order_schema());
    f.load(
        &json!({"name": "x", "address": {"city": "Ulm", "zip": "1"}, "first": "A"}),
        false,
    )
    .unwrap();
    assert_eq!(
        f.data(),
        json!({"name": "x", "address": {"city": "Ulm", "secret": null, "zip": "1"}, "first": "A", "last": null})
    );
    let outcome = f.update(&json!({"address": {"zip": "2"}}));
    assert_eq!(f.value_at("address.city"), Some(&json!("Ulm")));
    assert_eq!(f.value_at("address.zip"), Some(&json!("2")));
    // The object's own `change` fires with the composed values.
    let change = outcome.fired.iter().find(|e| e.path == "address").unwrap();
    assert_eq!(change.event.values()[1]["zip"], json!("1"));
    f.clear();
    assert_eq!(
        f.value_at("address"),
        Some(&json!({"city": null, "secret": null, "zip": null}))
    );
    f.reset();
    assert_eq!(f.value_at("address.city"), Some(&json!("Bonn")));
    assert!(!f.is_dirty("address"));
}

/// A group holds no data of its own: a form `load` gives its children their values (the
/// reference passes a group the whole data) and neither clears the group nor marks it
/// dirty (audit 6: every group fired `clear` and read dirty after any load).
#[test]
fn loading_the_form_neither_clears_nor_dirties_a_group() {
    let mut f = form(order_schema());
    let out = f
        .load(
            &json!({"first": "A", "last": null, "address": {"zip": "1"}}),
            false,
        )
        .unwrap();
    let cleared: Vec<&str> = out
        .fired
        .iter()
        .filter(|e| e.event.name() == "clear")
        .map(|e| e.path.as_str())
        .collect();
    assert!(!cleared.contains(&"names"), "{cleared:?}");
    assert!(!cleared.contains(&"address.row"), "{cleared:?}");
    assert_eq!(f.value_at("first"), Some(&json!("A")));
    assert_eq!(f.value_at("address.zip"), Some(&json!("1")));
    f.clean();
    f.load(
        &json!({"first": "A", "last": null, "address": {"zip": "1"}}),
        false,
    )
    .unwrap();
    assert!(!f.is_dirty("names"));
    assert!(!f.is_dirty("address.row"));
}

#[cfg(feature = "conditions")]
#[test]
fn conditions_on_a_group_child_use_its_data_path_and_the_group_path_is_refused() {
    let mut f = form(json!({
        "names": {"type": "group", "schema": {"first": {"type": "select"}}},
        "hello": {"type": "select", "conditions": [["first", "Ann"]]},
        "box": {"type": "group", "conditions": [["first", "Bob"]], "schema": {
            "inner": {"type": "select"}
        }}
    }));
    assert_eq!(f.is_available("hello"), Some(false));
    assert_eq!(f.is_available("inner"), Some(false));
    f.set_value("first", json!("Ann")).unwrap();
    assert_eq!(f.is_available("hello"), Some(true));
    f.set_value("first", json!("Bob")).unwrap();
    // The group's conditions hold for its children too.
    assert_eq!(f.is_available("inner"), Some(true));

    let err = form_with(
        json!({
            "names": {"type": "group", "schema": {"first": {"type": "select"}}},
            "hello": {"type": "select", "conditions": [["names.first", "Ann"]]}
        }),
        json!({}),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"schema.hello.conditions: "names.first" names a child of the group "names" by the group's path; a group's child has its data path: write "first""#
    );
}

/// A text's `readonly` conditions name a group child by its data path too (the check read
/// conditions, `disabled`, rules, endpoints and expressions, not `readonly`).
#[cfg(all(feature = "conditions", feature = "text"))]
#[test]
fn the_group_path_in_readonly_conditions_is_refused() {
    let err = form_with(
        json!({
            "names": {"type": "group", "schema": {"first": {"type": "select"}}},
            "code": {"type": "text", "readonly": [["names.first", "Ann"]]}
        }),
        json!({}),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"schema.code.readonly: "names.first" names a child of the group "names" by the group's path; a group's child has its data path: write "first""#
    );
}

#[cfg(feature = "rules")]
#[test]
fn the_group_path_in_a_rule_of_a_nested_child_is_refused_with_its_schema_path() {
    let err = form_with(
        json!({
            "o": {"type": "object", "schema": {
                "g": {"type": "group", "schema": {"pw": {"type": "select"}}},
                "again": {"type": "select", "rules": "same:o.g.pw"}
            }}
        }),
        json!({}),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"schema.o.schema.again.rules: "o.g.pw" names a child of the group "o.g" by the group's path; a group's child has its data path: write "o.pw""#
    );
    // The data path works.
    let mut f = form(json!({
        "o": {"type": "object", "schema": {
            "g": {"type": "group", "schema": {"pw": {"type": "select"}}},
            "again": {"type": "select", "rules": "same:o.pw"}
        }}
    }));
    f.set_value("o.pw", json!("a")).unwrap();
    f.set_value("o.again", json!("b")).unwrap();
    f.validate_all();
    assert!(f.invalid("o.again"));
    f.set_value("o.again", json!("a")).unwrap();
    assert!(!f.invalid("o.again"));
}

#[cfg(feature = "rules")]
#[test]
fn validation_aggregates_over_the_available_children() {
    let mut f = form(json!({
        "address": {"type": "object", "rules": "required", "schema": {
            "city": {"type": "select", "rules": "required", "label": "City"},
            "zip": {"type": "select"}
        }}
    }));
    f.validate_all();
    assert!(f.invalid("address"));
    assert_eq!(
        f.errors("address"),
        [
            "The Address field is required.",
            "The City field is required."
        ]
    );
    assert_eq!(
        f.error("address").as_deref(),
        Some("The Address field is required.")
    );
    assert!(f.validated("address"));
    // `required` on an object passes as soon as one child is filled.
    f.set_value("address.zip", json!("1")).unwrap();
    f.validate_all();
    assert_eq!(f.errors("address"), ["The City field is required."]);
    f.set_available("address.city", false);
    assert!(!f.invalid("address"), "an unavailable child does not count");
}

#[test]
fn updating_a_container_reaches_its_children() {
    let mut f = form(order_schema());
    f.set_value("address", json!({"city": "Ulm", "zip": "9"}))
        .unwrap();
    assert_eq!(f.value_at("address.city"), Some(&json!("Ulm")));
    assert_eq!(f.value_at("address.zip"), Some(&json!("9")));
    f.set_value("names", json!({"last": "Lee"})).unwrap();
    assert_eq!(f.value_at("last"), Some(&json!("Lee")));
}

#[cfg(feature = "rules")]
#[test]
fn clear_reset_and_validate_of_one_container() {
    let mut f = form(json!({
        "address": {"type": "object", "schema": {
            "city": {"type": "select", "default": "Bonn", "rules": "required"},
            "tags": {"type": "list", "initial": 1, "element": {"type": "select", "default": "t"}}
        }},
        "other": {"type": "select", "default": "o"}
    }));
    use yewform_core::form::ElementAction;
    let outcome = f.apply("address", ElementAction::Clear).unwrap();
    let fired: Vec<(&str, &str)> = outcome
        .fired
        .iter()
        .map(|e| (e.path.as_str(), e.event.name()))
        .collect();
    // The children first, then each container's `clear` and `change` (the inner list's
    // before its object's), as the reference's `clear()`.
    assert_eq!(
        fired,
        [
            ("address.city", "clear"),
            ("address.city", "change"),
            ("address.tags", "clear"),
            ("address.tags", "change"),
            ("address", "clear"),
            ("address", "change")
        ]
    );
    assert_eq!(
        f.data(),
        json!({"address": {"city": null, "tags": []}, "other": "o"})
    );
    let outcome = f.apply("address", ElementAction::Validate).unwrap();
    assert!(outcome.changed.contains("address.city"));
    assert_eq!(f.errors("address"), ["The City field is required."]);
    let (first, text) = f.failed_submit();
    assert_eq!(
        (first, text.as_str()),
        (Some("address.city"), "1 field needs correcting.")
    );
    f.apply("address", ElementAction::Reset).unwrap();
    assert_eq!(
        f.data(),
        json!({"address": {"city": "Bonn", "tags": ["t"]}, "other": "o"})
    );
    assert!(!f.invalid("address") && !f.is_dirty("address"));
}

#[test]
fn a_group_child_colliding_with_a_sibling_is_a_schema_error() {
    let err = form_with(
        json!({
            "first": {"type": "select"},
            "names": {"type": "group", "schema": {"first": {"type": "select"}}}
        }),
        json!({}),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"schema.names.schema.first: the path "first" is taken (a group's children have their data paths, next to the group's siblings)"#
    );
}

#[test]
fn loading_a_container_clears_what_its_data_lacks() {
    use yewform_core::form::ElementAction;
    let mut f = form(json!({
        "address": {"type": "object", "schema": {
            "city": {"type": "select", "default": "Bonn"},
            "zip": {"type": "select", "default": "1"},
            "tags": {"type": "list", "initial": 1, "order": "ASC", "element": {"type": "select"}}
        }},
        "other": {"type": "select", "default": "o"}
    }));
    let outcome = f
        .apply(
            "address",
            ElementAction::Load(json!({"city": "Ulm", "tags": ["b", "a"]}), false),
        )
        .unwrap();
    assert_eq!(
        f.data(),
        json!({"address": {"city": "Ulm", "zip": null, "tags": ["a", "b"]}, "other": "o"})
    );
    let fired: Vec<(&str, &str)> = outcome
        .fired
        .iter()
        .map(|e| (e.path.as_str(), e.event.name()))
        .collect();
    assert!(fired.contains(&("address.zip", "clear")), "{fired:?}");
    assert!(fired.contains(&("address", "change")), "{fired:?}");
    assert!(!fired.iter().any(|(p, _)| *p == "other"));
}

/// `clean()`, `clear_messages()`, `reset_validators()` and `reinit_validation()` of an object
/// or group reach every element below it, as the reference's object/list variants (audit 3
/// #2: they acted on the container alone, which still reported its children's dirt, errors
/// and failures).
#[cfg(feature = "rules")]
#[test]
fn clean_messages_and_validators_of_a_container_reach_its_children() {
    use yewform_core::form::ElementAction;
    let schema = json!({
        "address": {"type": "object", "schema": {
            "city": {"type": "select", "rules": "required"},
            "row": {"type": "group", "schema": {"zip": {"type": "select", "rules": "required"}}}
        }},
        "other": {"type": "select", "rules": "required"}
    });
    let mut f = form(schema.clone());
    f.set_value("address.city", json!("x")).unwrap();
    f.set_value("address.zip", json!("1")).unwrap();
    f.set_value("other", json!("o")).unwrap();
    assert!(f.is_dirty("address") && f.is_dirty("address.row"));
    f.apply("address.row", ElementAction::Clean).unwrap();
    assert!(
        !f.is_dirty("address.row") && !f.is_dirty("address.zip"),
        "the group's child"
    );
    assert!(f.is_dirty("address.city"));
    f.apply("address", ElementAction::Clean).unwrap();
    assert!(!f.is_dirty("address") && !f.is_dirty("address.city"));
    assert!(f.is_dirty("other"), "outside the object");

    f.apply("address.city", ElementAction::AddError("e".into()))
        .unwrap();
    f.apply("address.zip", ElementAction::AddMessage("m".into()))
        .unwrap();
    f.apply("other", ElementAction::AddError("o".into()))
        .unwrap();
    f.apply("address", ElementAction::ClearMessages).unwrap();
    assert!(f.errors("address").is_empty(), "{:?}", f.errors("address"));
    assert!(f.messages_of("address.zip").is_empty());
    assert_eq!(f.errors("other"), ["o"]);

    let mut f = form(schema.clone());
    f.validate_all();
    assert!(f.invalid("address") && f.invalid("address.row"));
    f.apply("address.row", ElementAction::ResetValidators)
        .unwrap();
    assert!(!f.invalid("address.zip") && !f.validated("address.zip"));
    assert!(f.invalid("address"), "city still fails");
    f.apply("address", ElementAction::ResetValidators).unwrap();
    assert!(!f.invalid("address") && !f.validated("address.city"));
    assert!(f.invalid("other"));

    let mut f = form(schema);
    f.validate_all();
    f.apply("address", ElementAction::ReinitValidation).unwrap();
    assert!(!f.invalid("address") && !f.validated("address.city") && !f.validated("address.zip"));
    assert!(f.invalid("other"));
}

#[test]
fn a_group_child_asked_for_through_the_group_is_told_its_data_path() {
    let schema = FormSchema::from_value(&json!({
        "names": {"type": "group", "schema": {"first": {"type": "select"}}}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut f = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    let err = f
        .apply("names.first", ElementAction::Update(json!("A")))
        .unwrap_err();
    assert!(err.to_string().contains("write `first`"), "{err}");
    assert!(f.apply("first", ElementAction::Update(json!("A"))).is_ok());
}

#[cfg(all(feature = "conditions", feature = "list"))]
#[test]
fn a_group_path_inside_a_list_that_starts_empty_is_refused_when_the_form_is_built() {
    let today = Date::new(2024, 6, 1).unwrap();
    for start in [json!({"initial": 0}), json!({"default": []})] {
        let mut list = json!({"type": "list", "object": {"schema": {
            "g": {"type": "group", "schema": {"x": {"type": "select"}}},
            "y": {"type": "select", "conditions": [["lines.*.g.x", "a"]]}
        }}});
        for (k, v) in start.as_object().unwrap() {
            list[k] = v.clone();
        }
        let schema = FormSchema::from_value(&json!({ "lines": list })).unwrap();
        let err = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today)
            .map(|_| ())
            .unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with("schema.lines.object.schema.y.conditions: ")
                && text.contains(r#""lines.*.g.x" names a child of the group "lines.*.g""#)
                && text.contains(r#"write "lines.*.x""#),
            "{text}"
        );
    }
    // The same list written right builds, empty, its data unchanged by the check.
    let schema = FormSchema::from_value(&json!({"lines": {"type": "list", "initial": 0,
    "object": {"schema": {
        "g": {"type": "group", "schema": {"x": {"type": "select"}}},
        "y": {"type": "select", "conditions": [["lines.*.x", "a"]]}
    }}}}))
    .unwrap();
    let f = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    assert_eq!(f.data(), json!({"lines": []}));
    assert!(f.list_keys("lines").is_empty());
    assert!(!f.is_dirty("lines"));
}

#[cfg(all(feature = "rules", feature = "conditions"))]
#[test]
fn rules_or_conditions_set_at_runtime_naming_a_group_child_by_the_group_are_refused() {
    let schema = FormSchema::from_value(&json!({
        "names": {"type": "group", "schema": {"first": {"type": "select"}}},
        "hello": {"type": "select"}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut f = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    let err = f.set_rules("hello", json!("same:names.first")).unwrap_err();
    assert!(err.to_string().contains(r#"write "first""#), "{err}");
    assert!(f.set_rules("hello", json!("same:first")).is_ok());
    let entry = yewform_core::schema::ElementSchema::from_owned(
        "hello",
        json!({"type": "select", "conditions": [["names.first", "a"]]}),
    )
    .unwrap();
    let err = f.update_schema_element("hello", entry).unwrap_err();
    assert!(err.to_string().contains(r#"write "first""#), "{err}");
}

/// Audit 8 #1: a container's `formatData` shapes its request data as the reference's: an
/// object's pair is replaced, a group's object is merged into the parent, a list's pair is
/// replaced; `data()` is not touched.
#[test]
fn a_containers_format_data_shapes_its_request_data() {
    use yewform_core::schema::Functions;
    let mut functions = Functions::new();
    functions.format_data("joinAddress", |_, v| {
        json!({"address": format!("{}, {}", v["street"].as_str().unwrap_or(""),
                                   v["city"].as_str().unwrap_or(""))})
    });
    functions.format_data("renameNames", |_, v| json!({"full": v}));
    functions.format_data(
        "countTags",
        |name, v| json!({ name: v.as_array().map_or(0, Vec::len) }),
    );
    functions.format_data("drop", |_, _| json!({}));
    let schema = FormSchema::from_value(&json!({
        "address": {"type": "object", "formatData": {"fn": "joinAddress"}, "schema": {
            "street": {"type": "select", "default": "Main St 1"},
            "city": {"type": "select", "default": "Berlin"},
            "secret": {"type": "select", "submit": false, "default": "s"}
        }},
        "names": {"type": "group", "formatData": {"fn": "renameNames"}, "schema": {
            "first": {"type": "select", "default": "Ada"}
        }},
        "tags": {"type": "list", "formatData": {"fn": "countTags"}, "default": ["a", "b"],
                 "element": {"type": "select"}},
        "gone": {"type": "object", "formatData": {"fn": "drop"}, "schema": {
            "x": {"type": "select", "default": "x"}
        }}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let f = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        today,
        &functions,
    )
    .unwrap();
    assert_eq!(
        f.request_data(),
        json!({"address": "Main St 1, Berlin", "full": {"first": "Ada"}, "tags": 2})
    );
    assert_eq!(
        f.data(),
        json!({"address": {"street": "Main St 1", "city": "Berlin", "secret": "s"},
               "first": "Ada", "tags": ["a", "b"], "gone": {"x": "x"}})
    );
}

/// Audit 8 #7: a group inside a group: the hint names the data path at once (`x`, not
/// `g2.x`, which is refused in turn), and `el`/`apply` through both groups get the hint too.
#[cfg(feature = "conditions")]
#[test]
fn a_path_through_nested_groups_is_told_its_data_path() {
    let nested = json!({"g1": {"type": "group", "schema": {
        "g2": {"type": "group", "schema": {"x": {"type": "select"}}}
    }}});
    for dep in ["g1.g2.x", "g2.x"] {
        let mut schema = nested.clone();
        schema["hello"] = json!({"type": "select", "conditions": [[dep, "A"]]});
        let err = form_with(schema, json!({})).unwrap_err().to_string();
        assert!(err.ends_with(r#"write "x""#), "{dep}: {err}");
    }
    let mut f = form(nested);
    assert!(f.el("x").is_some());
    for path in ["g1.g2.x", "g2.x"] {
        let err = f
            .apply(path, ElementAction::Update(json!("A")))
            .unwrap_err();
        assert!(err.to_string().contains("write `x`"), "{path}: {err}");
    }
}

#[test]
fn an_objects_own_load_drops_a_select_value_its_options_lack_as_the_forms_load_does() {
    let schema = json!({"address": {"type": "object", "schema": {
        "country": {"type": "select", "items": ["DE", "FR"]},
        "city": {"type": "select"}
    }}});
    let entry = json!({"country": "XX", "city": "Bonn"});
    let mut by_form = form(schema.clone());
    by_form
        .load(&json!({"address": entry.clone()}), false)
        .unwrap();
    let mut by_object = form(schema);
    by_object
        .apply("address", ElementAction::Load(entry, false))
        .unwrap();
    let expected = json!({"address": {"country": null, "city": "Bonn"}});
    assert_eq!(by_form.data(), expected);
    assert_eq!(by_object.data(), expected);
    assert_eq!(by_object.request_data(), expected);
}

/// A rule reading a group child through the group inside list items is quoted as written,
/// with `*`, and the hint keeps the `*` (not item 0's path, which every item would read).
#[cfg(all(
    feature = "list",
    feature = "dates",
    feature = "rules",
    feature = "text"
))]
#[test]
fn a_group_path_with_a_star_in_a_rule_is_quoted_as_written() {
    let today = Date::new(2024, 6, 1).unwrap();
    let schema = FormSchema::from_value(&json!({"lines": {"type": "list", "initial": 1,
    "object": {"schema": {
        "g": {"type": "group", "schema": {"start": {"type": "text"}}},
        "end": {"type": "text", "rules": "after:lines.*.g.start"}
    }}}}))
    .unwrap();
    let err = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today)
        .map(|_| ())
        .unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("schema.lines.object.schema.end.rules: ")
            && text.contains(r#""lines.*.g.start" names a child of the group "lines.*.g""#)
            && text.contains(r#"write "lines.*.start""#),
        "{text}"
    );
}
