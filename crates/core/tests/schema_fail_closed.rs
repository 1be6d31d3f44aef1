//! Fail closed, never abort: a hostile or mistyped `rules` option is a schema error naming
//! its path, never a stack overflow and never a rule that silently stops applying.
//!
//! Runs on the default test thread stack on purpose: a parser that recurses once per
//! nested group must not be hidden behind a big-stack thread.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

#[cfg(feature = "conditions")]
use std::sync::Arc;

#[cfg(any(feature = "regex", feature = "conditions"))]
use serde_json::Value;
use serde_json::json;
#[cfg(feature = "conditions")]
use yewform_core::conditions::ConditionRegistry;
#[cfg(feature = "conditions")]
use yewform_core::rules::RuleRegistry;
use yewform_core::rules::parse_rules;
use yewform_core::schema::ElementSchema;
#[cfg(feature = "conditions")]
use yewform_core::schema::Registries;
#[cfg(any(feature = "regex", feature = "conditions"))]
use yewform_core::schema::{FormSchema, SchemaError};
#[cfg(any(feature = "regex", feature = "conditions"))]
use yewform_core::{
    config::FormConfig,
    expression::Date,
    form::{ElementAction, FormState},
};

#[cfg(any(feature = "regex", feature = "conditions"))]
fn schema_error(rules: Value) -> SchemaError {
    let text = json!({
        "a": {"type": "select"},
        "name": {"type": "select", "rules": rules},
    })
    .to_string();
    FormSchema::from_json(&text).expect_err("the schema must be rejected")
}

fn nested(depth: usize, closed: bool) -> String {
    let close = if closed {
        ")".repeat(depth)
    } else {
        String::new()
    };
    format!("regex:/{}a{close}/", "(".repeat(depth))
}

// --- 1. Regex nesting -------------------------------------------------------------------

#[cfg(feature = "regex")]
#[test]
fn ten_thousand_nested_groups_are_a_schema_error_not_a_stack_overflow() {
    let e = schema_error(json!(nested(10_000, true)));
    assert_eq!(e.path, "schema.name.rules");
    assert!(e.reason.starts_with("rule regex: "), "{e}");
    assert!(e.reason.contains("nested deeper than 64"), "{e}");

    // In the array form the error names the item.
    let e = schema_error(json!(["required", nested(10_000, true)]));
    assert_eq!(e.path, "schema.name.rules[1]");
    assert!(e.reason.contains("nested deeper than 64"), "{e}");

    let e = schema_error(json!(["required", format!("not_{}", nested(10_000, true))]));
    assert_eq!(e.path, "schema.name.rules[1]");
    assert!(e.reason.starts_with("rule not_regex: "), "{e}");
}

#[cfg(feature = "regex")]
#[test]
fn ten_thousand_unclosed_groups_are_a_schema_error() {
    let e = schema_error(json!(nested(10_000, false)));
    assert_eq!(e.path, "schema.name.rules");
    assert!(e.reason.starts_with("rule regex: invalid pattern"), "{e}");

    let e = schema_error(json!({"en": "required", "de": [nested(10_000, false)]}));
    assert_eq!(e.path, "schema.name.rules.de[0]");
    assert!(e.reason.starts_with("rule regex: invalid pattern"), "{e}");
}

#[cfg(feature = "regex")]
#[test]
fn nesting_up_to_the_limit_still_works() {
    let pattern = format!("^{}a{}$", "(".repeat(64), ")".repeat(64));
    let schema = json!({"name": {"type": "select", "rules": [format!("regex:/{pattern}/")]}});
    let mut form = form(schema);
    form.set_value("name", json!("b")).unwrap();
    form.apply("name", ElementAction::Validate).unwrap();
    assert_eq!(form.errors("name"), vec!["The Name format is invalid."]);
    form.set_value("name", json!("a")).unwrap();
    assert!(form.errors("name").is_empty());

    let too_deep = format!("^{}a{}$", "(".repeat(65), ")".repeat(65));
    let e = schema_error(json!([format!("regex:/{too_deep}/")]));
    assert_eq!(e.path, "schema.name.rules[0]");
}

#[test]
fn inline_elements_and_direct_rule_parsing_are_checked_too() {
    let e = ElementSchema::from_owned(
        "name",
        json!({"type": "select", "rules": [nested(10_000, true)]}),
    )
    .unwrap_err();
    assert_eq!(e.path, "schema.name.rules[0]");
    assert!(parse_rules(&json!(nested(10_000, false))).is_err());
}

/// Adversarial pattern × input: matching is bounded (a visited table, else a step budget)
/// and running out fails closed: `regex` and `not_regex` both report the value invalid.
#[cfg(feature = "regex")]
#[test]
fn regex_matching_is_bounded_and_fails_closed() {
    let schema = json!({
        "r": {"type": "select", "rules": ["regex:/(?:a{500})*c/"]},
        "n": {"type": "select", "rules": ["not_regex:/(?:a{500})*c/"]},
        "b": {"type": "select", "rules": ["regex:/^(a+)+$/"]},
    });
    let mut form = form(schema);
    let long = "a".repeat(40_000);
    for path in ["r", "n"] {
        form.set_value(path, json!(long)).unwrap();
        form.apply(path, ElementAction::Validate).unwrap();
        assert_eq!(form.errors(path).len(), 1, "{path}");
    }
    // Catastrophic backtracking in a naive engine; here linear.
    form.set_value("b", json!(format!("{}!", "a".repeat(5_000))))
        .unwrap();
    form.apply("b", ElementAction::Validate).unwrap();
    assert_eq!(form.errors("b"), vec!["The B format is invalid."]);
    form.set_value("b", json!("a".repeat(5_000))).unwrap();
    assert!(form.errors("b").is_empty());
}

/// Issue 29 item 13: compiling has a size budget, as matching has a step budget. Nested
/// counted repetitions multiply (the `regex` crate's size limit counts them the same way),
/// even around an empty group that compiles to no instruction: beyond the budget the rule
/// is a schema error naming its path, reported at once instead of compiling for minutes.
#[cfg(feature = "regex")]
#[test]
fn nested_counted_repetitions_are_refused_quickly_with_a_path() {
    let nest = |levels: usize| {
        format!(
            "regex:/{}{}/",
            "(?:".repeat(levels),
            "){1000}".repeat(levels)
        )
    };
    for levels in [2, 3, 4] {
        let started = std::time::Instant::now();
        let e = schema_error(json!(["required", nest(levels)]));
        let took = started.elapsed();
        assert_eq!(e.path, "schema.name.rules[1]", "{levels} levels");
        assert_eq!(
            e.reason,
            "rule regex: pattern is too large (over 20,000 instructions with its repetitions expanded)",
            "{levels} levels"
        );
        assert!(took.as_millis() < 100, "{levels} levels took {took:?}");
    }
    // Within the budget a counted repetition still compiles and matches.
    let mut form = form(json!({"r": {"type": "select", "rules": ["regex:/^(?:ab{10}){100}$/"]}}));
    form.set_value("r", json!(format!("a{}", "b".repeat(10)).repeat(100)))
        .unwrap();
    form.apply("r", ElementAction::Validate).unwrap();
    assert!(form.errors("r").is_empty());
    form.set_value("r", json!("ab")).unwrap();
    assert_eq!(form.errors("r"), vec!["The R format is invalid."]);
}

// --- 2. Conditional rules ---------------------------------------------------------------

#[cfg(all(feature = "rules", feature = "conditions"))]
#[test]
fn a_typo_in_a_rule_condition_operator_names_its_path() {
    let e = schema_error(json!([{"required": [["a", "=>", "x"]]}]));
    assert_eq!(e.path, "schema.name.rules[0].required[0][1]");
    assert_eq!(e.reason, r#"unknown operator "=>""#);

    // One condition written without the outer list.
    let e = schema_error(json!(["min:3", {"required": ["a", "=>", "x"]}]));
    assert_eq!(e.path, "schema.name.rules[1].required[1]");
    assert_eq!(e.reason, r#"unknown operator "=>""#);

    // Per language.
    let e = schema_error(json!({"en": [{"required": [["a", "x"], ["a", "~", 1]]}]}));
    assert_eq!(e.path, "schema.name.rules.en[0].required[1][1]");
    assert_eq!(e.reason, r#"unknown operator "~""#);
}

#[cfg(feature = "expressions")]
#[test]
fn a_bad_expression_in_a_rule_condition_names_its_path() {
    let e = schema_error(json!([{"required": ["a > "]}]));
    assert_eq!(e.path, "schema.name.rules[0].required[0]");
    assert!(e.reason.contains("expected a value"), "{e}");

    let e = schema_error(json!([{"required": "a >"}]));
    assert_eq!(e.path, "schema.name.rules[0].required");
    assert!(e.reason.contains("expected a value"), "{e}");
}

#[cfg(feature = "expressions")]
#[test]
fn an_unknown_function_in_a_rule_condition_names_its_path() {
    let e = schema_error(json!([{"required": [["a", "x"], "NOPE(a) > 1"]}]));
    assert_eq!(e.path, "schema.name.rules[0].required[1]");
    assert!(e.reason.contains("unknown function NOPE"), "{e}");
}

#[cfg(feature = "conditions")]
#[test]
fn rule_conditions_nested_too_deep_name_their_path() {
    // 40 levels of groups; the limit is 32.
    let mut cond = json!(["a", "x"]);
    for _ in 0..40 {
        cond = json!([cond]);
    }
    let e = schema_error(json!([{"required": cond}]));
    assert!(
        e.path.starts_with("schema.name.rules[0].required[0][0]"),
        "{e}"
    );
    assert!(e.reason.contains("nested deeper than 32"), "{e}");
}

#[cfg(feature = "conditions")]
#[test]
fn bad_rule_conditions_are_rejected_by_the_rules_parser_itself() {
    let e = parse_rules(&json!([{"required": [["a", "=>", "x"]]}])).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"rules[0].required[0][1]: unknown operator "=>""#
    );
    assert!(parse_rules(&json!([{"required": ["NOPE(a)"]}])).is_err());
}

#[cfg(feature = "conditions")]
#[test]
fn inline_elements_check_rule_conditions() {
    let e = ElementSchema::from_owned(
        "name",
        json!({"type": "select", "rules": [{"required": [["a", "=>", "x"]]}]}),
    )
    .unwrap_err();
    assert_eq!(e.path, "schema.name.rules[0].required[0][1]");
}

#[cfg(feature = "conditions")]
#[test]
fn app_registered_operators_and_functions_are_accepted_in_rule_conditions() {
    let schema = json!({"name": {"type": "select", "rules": [{"required": [["a", "~~", 1]]}]}});
    assert_eq!(
        FormSchema::from_value(&schema).unwrap_err().path,
        "schema.name.rules[0].required[0][1]"
    );
    let rules = RuleRegistry::default();
    let mut conditions = ConditionRegistry::default();
    conditions.register_operator("~~", Arc::new(|a: &Value, b: &Value| a == b));
    let parsed = FormSchema::from_value_with(
        &schema,
        Registries {
            rules: &rules,
            conditions: &conditions,
        },
    );
    assert!(parsed.is_ok(), "{parsed:?}");
}

#[cfg(any(feature = "regex", feature = "conditions"))]
fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_json(&schema.to_string()).unwrap();
    let config = FormConfig::from_value(&json!({})).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::new(2024, 6, 1).unwrap()).unwrap()
}

#[cfg(feature = "conditions")]
#[test]
fn a_good_conditional_rule_applies_only_while_its_condition_holds() {
    #[allow(unused_mut)]
    let mut cases = vec![
        json!([{"required": [["a", "==", "x"]]}]),
        json!([{"required": ["a", "x"]}]),
        json!([{"required": [[["a", "x"], ["a", "y"]]]}]),
    ];
    #[cfg(feature = "expressions")]
    cases.push(json!([{"required": "a == 'x'"}]));
    for rules in cases {
        let mut form = form(json!({
            "a": {"type": "select"},
            "name": {"type": "select", "rules": rules},
        }));
        form.apply("name", ElementAction::Validate).unwrap();
        assert!(form.errors("name").is_empty(), "{rules}");
        assert!(!form.is_required("name"), "{rules}");

        form.set_value("a", json!("x")).unwrap();
        assert!(form.is_required("name"), "{rules}");
        assert_eq!(
            form.errors("name"),
            vec!["The Name field is required."],
            "{rules}"
        );

        form.set_value("a", json!("z")).unwrap();
        assert!(form.errors("name").is_empty(), "{rules}");
    }
}

/// Rules per language (an object keyed by language code) are the translatable elements'
/// (the t-editor spec); on a select they would check `value["en"]` of a scalar value, so
/// `required` would fail for every choice. They are refused where the schema is read.
#[test]
fn rules_per_language_on_an_element_without_languages_are_a_schema_error() {
    let error = yewform_core::schema::FormSchema::from_value(&json!({
        "x": {"type": "select", "items": ["a"], "rules": {"en": "required"}}
    }))
    .unwrap_err();
    assert_eq!(error.path, "schema.x.rules");
    assert!(
        error.reason.contains("per language") && error.reason.contains("t-editor"),
        "{}",
        error.reason
    );
    // A string or a list is fine; so is an object on a translatable element.
    assert!(
        yewform_core::schema::FormSchema::from_value(&json!({
            "x": {"type": "select", "items": ["a"], "rules": ["required"]}
        }))
        .is_ok()
    );
    #[cfg(feature = "editor")]
    assert!(
        yewform_core::schema::FormSchema::from_value(&json!({
            "bio": {"type": "t-editor", "rules": {"en": "required"}}
        }))
        .is_ok()
    );
}

/// A select's static `items` are read strictly where the schema is read, as a checkbox
/// group's are: a bad entry (a typo in `labelProp`, an option without a value, groups that
/// are not a list of groups) is an error with its path, not an option dropped at render.
#[test]
fn a_selects_bad_static_items_are_a_schema_error_with_the_path() {
    let read = |entry: serde_json::Value| {
        yewform_core::schema::FormSchema::from_value(&json!({ "size": entry }))
    };
    let error =
        read(json!({"type": "select", "items": [{"value": "s", "name": "Small"}]})).unwrap_err();
    assert_eq!(error.path, "schema.size.items[0]");
    assert_eq!(error.reason, "option has no \"label\"");
    // `labelProp` is applied whatever the key order.
    let error = read(
        json!({"type": "select", "items": [{"value": "s", "label": "Small"}],
        "labelProp": "name"}),
    )
    .unwrap_err();
    assert_eq!(error.path, "schema.size.items[0]");
    assert!(
        read(
            json!({"type": "select", "items": [{"value": "s", "name": "Small"}],
            "labelProp": "name"})
        )
        .is_ok()
    );
    let error = read(json!({"type": "select", "items": [{"label": "Small"}]})).unwrap_err();
    assert_eq!(error.path, "schema.size.items[0]");
    let error = read(json!({"type": "select", "groups": true, "items": {"a": "b"}})).unwrap_err();
    assert!(error.path.starts_with("schema.size.items"), "{error:?}");
    // Taken by value too (`from_json` / `from_owned`).
    let error = yewform_core::schema::ElementSchema::from_owned(
        "size",
        json!({"type": "select", "items": [{"value": "s", "name": "Small"}]}),
    )
    .unwrap_err();
    assert_eq!(error.path, "schema.size.items[0]");
    // Endpoints, functions and good lists read as before.
    assert!(read(json!({"type": "select", "items": "/api/sizes"})).is_ok());
    assert!(
        read(json!({"type": "select", "items": ["S", {"value": "M", "label": {"en": "M"}}]}))
            .is_ok()
    );
    assert!(
        read(json!({"type": "select", "groups": true,
        "items": [{"label": "Sizes", "items": ["S"]}]}))
        .is_ok()
    );
}

/// The select's scoped slots (`option`, `single-label`, `group-label`, `clear`) are given
/// what they render (an option, a group, the clear action): a string cannot use it, so
/// one is a schema error naming the slot, not a slot silently ignored.
#[test]
fn a_selects_scoped_slot_given_as_a_string_is_a_schema_error() {
    for slot in ["option", "single-label", "group-label", "clear"] {
        let error = yewform_core::schema::FormSchema::from_value(&json!({
            "city": {"type": "select", "items": ["Bern"], "slots": {slot: "<b>x</b>"}}
        }))
        .unwrap_err();
        assert_eq!(error.path, format!("schema.city.slots.{slot}"));
        assert!(error.reason.contains("{\"fn\""), "{}", error.reason);
    }
    // The simple slots and the layout slots take strings.
    assert!(
        yewform_core::schema::FormSchema::from_value(&json!({
            "city": {"type": "select", "items": ["Bern"], "slots": {
                "no-results": "<em>No city like that</em>", "label": "City",
                "option": {"fn": "flag"}}}
        }))
        .is_ok()
    );
}
