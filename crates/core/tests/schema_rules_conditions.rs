//! `rules`, `conditions` and `disabled` are parsed by the rules and conditions modules while
//! the schema is read, and their errors carry the schema path.
#![allow(clippy::unwrap_used)] // test helpers may panic

#[cfg(feature = "conditions")]
use std::sync::Arc;

use serde_json::{Value, json};
use yewform_core::conditions::ConditionRegistry;
use yewform_core::rules::{Rule, RuleOutcome, RuleParams, RuleRegistry, ValidationContext};
use yewform_core::schema::{FormSchema, Registries, SchemaError};

fn err(options: Value) -> SchemaError {
    let mut entry = json!({"type": "select"});
    entry
        .as_object_mut()
        .unwrap()
        .extend(options.as_object().unwrap().clone());
    FormSchema::from_value(&json!({ "country": entry })).unwrap_err()
}

#[test]
fn unknown_rule() {
    let e = err(json!({"rules": "required|requird"}));
    assert_eq!(e.path, "schema.country.rules");
    assert_eq!(
        e.reason,
        r#"unknown rule "requird" (did you mean "required"?)"#
    );
}

#[cfg(all(feature = "editor", feature = "rules"))]
#[test]
fn rules_per_language_on_the_editor() {
    let ok = json!({"body": {"type": "t-editor", "rules": {"en": "required", "de": ["min:3"]}}});
    assert!(FormSchema::from_value(&ok).is_ok());
    let bad = json!({"body": {"type": "t-editor", "rules": {"en": "required", "de": "nope"}}});
    let e = FormSchema::from_value(&bad).unwrap_err();
    assert_eq!(e.path, "schema.body.rules.de");
    assert!(e.reason.contains("nope"), "{}", e.reason);
}

#[cfg(feature = "conditions")]
#[test]
fn bad_condition_operator_names_the_position() {
    let e = err(json!({"conditions": [["a", 1], ["b", "~~", 2]]}));
    assert_eq!(e.path, "schema.country.conditions[1][1]");
    assert_eq!(e.reason, r#"unknown operator "~~""#);
}

#[cfg(feature = "conditions")]
#[test]
fn bad_disabled_condition_names_the_position() {
    let e = err(json!({"disabled": [["b", "~~", 2]]}));
    assert_eq!(e.path, "schema.country.disabled[0][1]");
    assert_eq!(e.reason, r#"unknown operator "~~""#);
}

#[cfg(feature = "conditions")]
#[test]
fn bad_expression_condition() {
    let e = err(json!({"conditions": ["age > "]}));
    assert_eq!(e.path, "schema.country.conditions[0]");
    assert!(!e.reason.is_empty());
}

struct Even;

impl Rule for Even {
    fn name(&self) -> &str {
        "even"
    }

    fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
        if value.as_i64().is_some_and(|n| n % 2 == 0) {
            RuleOutcome::Pass
        } else {
            RuleOutcome::Fail
        }
    }
}

/// Without the `conditions` feature too: a rule registered in Rust needs no feature.
#[test]
fn an_app_registered_rule_is_accepted() {
    let schema = json!({"n": {"type": "select", "rules": "required|even"}});
    assert_eq!(
        FormSchema::from_value(&schema).unwrap_err().path,
        "schema.n.rules"
    );
    let mut rules = RuleRegistry::default();
    rules.register(Even);
    let conditions = ConditionRegistry::default();
    let parsed = FormSchema::from_value_with(
        &schema,
        Registries {
            rules: &rules,
            conditions: &conditions,
        },
    );
    assert!(parsed.is_ok(), "{parsed:?}");
}

#[cfg(feature = "conditions")]
#[test]
fn app_registered_rules_and_operators_are_accepted() {
    let schema =
        json!({"n": {"type": "select", "rules": "required|even", "conditions": [["m", "~~", 1]]}});
    assert_eq!(
        FormSchema::from_value(&schema).unwrap_err().path,
        "schema.n.rules"
    );

    let mut rules = RuleRegistry::default();
    rules.register(Even);
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

/// Audit 15A #2: what the schema reader accepts from the app's registries, the form built
/// with the same `Functions` runs: a custom operator in `conditions`, `disabled` and a
/// conditional rule, and a custom expression function in a condition as in an expression.
#[cfg(all(feature = "expressions", feature = "text", feature = "hidden"))]
#[test]
fn app_registered_operators_and_functions_work_in_the_form() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::Functions;

    let schema = json!({
        "m": {"type": "text"},
        "n": {"type": "text", "conditions": [["m", "~~", "GO"]]},
        "d": {"type": "text", "disabled": [["m", "~~", "GO"]]},
        "r": {"type": "text", "rules": [{"required": [["m", "~~", "GO"]]}]},
        "price": {"type": "text", "default": 6},
        "big": {"type": "text", "conditions": ["DOUBLE(price) > 10"]},
        "twice": {"type": "hidden", "expression": "{DOUBLE(price)}"}
    });
    let mut functions = Functions::new();
    functions.operator("~~", |a: &Value, b: &Value| {
        a.as_str()
            .zip(b.as_str())
            .is_some_and(|(a, b)| a.eq_ignore_ascii_case(b))
    });
    functions.expression_function("DOUBLE", |args: &[Value]| {
        let n = args.first().and_then(|v| match v {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => s.parse().ok(),
            _ => None,
        });
        n.map_or(Value::Null, |n| json!(n * 2.0))
    });
    let read = FormSchema::from_value_with(&schema, functions.registries()).unwrap();
    let mut form = FormState::from_schema_with(
        &read,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &functions,
    )
    .unwrap();
    assert!(!form.el("n").unwrap().available());
    assert!(!form.is_disabled("d"));
    assert!(form.el("big").unwrap().available());
    assert_eq!(form.data()["twice"], json!("12"));
    form.validate_all();
    assert_eq!(form.error("r"), None);

    form.set_value("m", json!("go")).unwrap();
    assert!(form.el("n").unwrap().available());
    assert!(form.is_disabled("d"));
    // The conditional rule follows `m` (its dependency is known) and now applies.
    assert_eq!(form.error("r").as_deref(), Some("The R field is required."));

    form.set_value("price", json!("4")).unwrap();
    assert!(!form.el("big").unwrap().available());
    assert_eq!(form.data()["twice"], json!("8"));
}

/// Audit 15A #3: a misspelt path stays accepted (the reference's condition on a missing
/// element is false, and inline elements register after the build), but the form lists
/// every path its conditions, `disabled`, rules and expressions read that names no element,
/// a path into an element's value (`tags.0`) excepted. (A misspelt `*` path read from
/// outside its list, `lines.*.tpye`, is refused when the schema is read: nothing would
/// fill its `*`; nested_schema.rs.)
#[cfg(all(
    feature = "expressions",
    feature = "text",
    feature = "static",
    feature = "tags",
    feature = "list",
    feature = "object",
    feature = "rules"
))]
#[test]
fn unresolved_paths_name_what_reads_no_element() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;

    let schema = FormSchema::from_value(&json!({
        "a": {"type": "text"},
        "b": {"type": "text", "conditions": [["aa", "x"]]},
        "c": {"type": "text", "rules": "same:pasword"},
        "d": {"type": "static", "expressions": true, "content": "{totl * 2} {a}"},
        "tags": {"type": "tags", "items": ["x"]},
        "e": {"type": "text", "conditions": [["tags.0", "x"]]},
        "lines": {"type": "list", "initial": 1, "object": {"schema": {
            "type": {"type": "text"},
            "discount": {"type": "text", "conditions": [["lines.*.type", "d"]]}
        }}},
        "addr": {"type": "object", "schema": {"city": {"type": "text"}}},
        "g": {"type": "text", "conditions": [["addr.ctiy", "x"], ["addr.city", "y"]]},
        "i": {"type": "text", "disabled": [["zz", 1]]},
        "j": {"type": "text", "rules": "numeric|gt:0|lte:a"},
        "k": {"type": "text", "readonly": [["lokced", true]]},
        "rows": {"type": "list", "initial": 3, "object": {"schema": {
            "x": {"type": "text", "conditions": [["rows.*.tpye", "x"]]}
        }}}
    }))
    .unwrap();
    let form =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    let found = form.unresolved_paths();
    let expected: Vec<(String, String)> = [
        ("schema.b.conditions", "aa"),
        ("schema.c.rules", "pasword"),
        ("schema.d.content", "totl"),
        ("schema.g.conditions", "addr.ctiy"),
        ("schema.i.disabled", "zz"),
        ("schema.k.readonly", "lokced"),
        // Read by each of the 3 items: once, as written.
        ("schema.rows.object.schema.x.conditions", "rows.*.tpye"),
    ]
    .iter()
    .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
    .collect();
    assert_eq!(found, expected);
}

/// An inline element's options read with the form's registries accept the app's operator,
/// as a schema entry does (the built-ins alone refuse it).
#[cfg(feature = "conditions")]
#[test]
fn an_inline_entry_is_read_with_the_given_registries() {
    use yewform_core::schema::{ElementSchema, Functions};
    let options = json!({"type": "select", "conditions": [["m", "~~", 1]]});
    let refused = ElementSchema::from_owned("n", options.clone()).unwrap_err();
    assert_eq!(refused.path, "schema.n.conditions[0][1]");
    let mut functions = Functions::new();
    functions.operator("~~", |a: &Value, b: &Value| a == b);
    assert!(ElementSchema::from_owned_in("n", options, None, None, functions.registries()).is_ok());
}
