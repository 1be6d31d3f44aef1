//! The Cargo features: a schema that uses what a build leaves out is a path-precise schema
//! error naming the feature, never a panic and never silently ignored.
//!
//! Run with every feature combination: `cargo test -p yewform-core --test features`
//! (defaults) and `cargo test -p yewform-core --no-default-features --test features`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

#[path = "rules_support.rs"]
mod support;

use serde_json::{Value, json};
use yewform_core::rules::{Validation, parse_rules};
use yewform_core::sanitize::{Policy, sanitize};
use yewform_core::schema::{ElementSchema, FormSchema};

fn valid(rules: &str, value: Value) -> bool {
    let mut v = Validation::new(parse_rules(&json!(rules)).unwrap(), None);
    v.validate(&value, &support::Ctx::new());
    !v.invalid()
}

const EDITOR_SCHEMA: &str = r#"{
    "country": {"type": "select", "items": ["de"]},
    "body": {"type": "t-editor", "label": "Body"}
}"#;

#[cfg(not(feature = "editor"))]
#[test]
fn a_t_editor_entry_without_the_editor_feature_names_it() {
    let error = FormSchema::from_json(EDITOR_SCHEMA).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.body.type: the "t-editor" element needs yewform's "editor" feature"#
    );
}

#[cfg(feature = "editor")]
#[test]
fn a_t_editor_entry_with_the_editor_feature_reads() {
    let schema = FormSchema::from_json(EDITOR_SCHEMA).unwrap();
    assert!(matches!(
        schema.get("body"),
        Some(ElementSchema::TEditor(_))
    ));
}

#[test]
fn a_select_entry_reads_whatever_the_features() {
    let schema = FormSchema::from_json(r#"{"country": {"type": "select"}}"#).unwrap();
    assert!(matches!(
        schema.get("country"),
        Some(ElementSchema::Select(_))
    ));
}

#[cfg(feature = "rules")]
const REGEX_SCHEMA: &str = r#"{
    "code": {"type": "select", "rules": ["regex:/^[a-z]+$/"]},
    "other": {"type": "select", "rules": "required|not_regex:/x/"}
}"#;

#[cfg(all(feature = "rules", not(feature = "regex")))]
#[test]
fn a_regex_rule_without_the_regex_feature_names_it() {
    let error = FormSchema::from_json(REGEX_SCHEMA).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.code.rules[0]: the regex rule needs yewform-core's "regex" feature"#
    );
    let error = parse_rules(&json!("required|not_regex:/x/")).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"the not_regex rule needs yewform-core's "regex" feature"#
    );
}

#[cfg(all(feature = "rules", feature = "regex"))]
#[test]
fn a_regex_rule_with_the_regex_feature_reads_and_checks() {
    FormSchema::from_json(REGEX_SCHEMA).unwrap();
    assert!(valid("regex:/^[a-z]+$/", json!("abc")));
    assert!(!valid("regex:/^[a-z]+$/", json!("ab1")));
}

/// `email` has its own matcher: it needs no regex engine.
#[cfg(feature = "rules")]
#[test]
fn email_checks_without_the_regex_feature() {
    for good in [
        "a@b.co",
        "first.last@sub.example.org",
        "\"a b\"@c.de",
        "x@[1.2.3.4]",
    ] {
        assert!(valid("email", json!(good)), "{good}");
    }
    for bad in ["", "a", "a@b", "a@b.c", "a..b@c.de", "a b@c.de", "a@b.c0m"] {
        assert!(!valid("email", json!(bad)), "{bad}");
    }
}

/// Without `rules` only `required` and `nullable` are built in: any other built-in rule is
/// an error naming the feature (with its path in a schema), and the rest of the rules
/// plumbing (conditional rules, `debounce`, per-language rules, the app's own rules) works.
#[cfg(not(feature = "rules"))]
#[test]
fn a_rule_beyond_required_without_the_rules_feature_names_it() {
    use yewform_core::rules::{Rule, RuleOutcome, RuleParams, RuleRegistry, ValidationContext};

    let schema = |rules: &str| {
        FormSchema::from_json(&format!(
            r#"{{"name": {{"type": "select", "rules": {rules}}}}}"#
        ))
    };
    assert_eq!(
        schema(r#""required|min:3""#).unwrap_err().to_string(),
        r#"schema.name.rules: the min rule needs yewform-core's "rules" feature"#
    );
    assert_eq!(
        schema(r#"["required", "email"]"#).unwrap_err().to_string(),
        r#"schema.name.rules[1]: the email rule needs yewform-core's "rules" feature"#
    );
    assert_eq!(
        schema(r#"{"en": "required", "de": ["nullable", {"in:a,b": ["x", 1]}]}"#)
            .unwrap_err()
            .to_string(),
        r#"schema.name.rules.de[1]: the in rule needs yewform-core's "rules" feature"#
    );
    // Whatever other feature the rule needs too (`dates`, `regex`), the error names `rules`.
    for rule in [
        "filled",
        "numeric",
        "same:other",
        "unique",
        "after:today",
        "date_format:YYYY",
        "regex:/a/",
    ] {
        let name = rule.split(':').next().unwrap();
        assert_eq!(
            parse_rules(&json!(format!("required|{rule}")))
                .unwrap_err()
                .to_string(),
            format!(r#"the {name} rule needs yewform-core's "rules" feature"#)
        );
    }

    // A conditional rule needs the `conditions` feature too.
    let conditional =
        schema(r#"["nullable", {"required": [["other", "x"]]}, "required:debounce=300"]"#);
    if cfg!(feature = "conditions") {
        conditional.unwrap();
    } else {
        assert_eq!(
            conditional.unwrap_err().to_string(),
            r#"schema.name.rules[1].required: conditions need yewform-core's "conditions" feature"#
        );
    }
    schema(r#"["nullable", "required:debounce=300"]"#).unwrap();
    // Rules per language are a translatable element's (a select refuses them).
    #[cfg(feature = "editor")]
    FormSchema::from_json(
        r#"{"t": {"type": "t-editor", "rules": {"en": "required", "de": "nullable"}}}"#,
    )
    .unwrap();
    assert!(!valid("required", json!("  ")));
    assert!(!valid("required", json!([])));
    assert!(valid("required", json!("x")));
    assert!(valid("nullable|required:debounce=300", json!(0)));

    struct Min3;
    impl Rule for Min3 {
        fn name(&self) -> &str {
            "min"
        }
        fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
            value.as_str().is_some_and(|s| s.len() >= 3).into()
        }
    }
    let mut registry = RuleRegistry::default();
    registry.register(Min3);
    let rules = yewform_core::rules::parse_rules_with(&json!("required|min"), &registry).unwrap();
    let mut v = Validation::new(rules, None);
    v.validate(&json!("ab"), &support::Ctx::new());
    assert!(v.invalid());
    v.validate(&json!("abc"), &support::Ctx::new());
    assert!(!v.invalid());
}

/// The common named references decode whatever the features; the rare ones only with
/// `entities-full` (else they stay literal text, escaped).
#[test]
fn character_references() {
    let inline = Policy::inline();
    assert_eq!(
        sanitize(
            "&amp;&lt;&nbsp;&eacute;&copy;&euro;&hellip;&mdash;&apos;&#233;&#x2764;",
            &inline
        ),
        "&amp;&lt;\u{a0}é©€…—'é❤"
    );
    let rare = sanitize("&NotEqualTilde;&bigstar;", &inline);
    if cfg!(feature = "entities-full") {
        assert_eq!(rare, "\u{2242}\u{338}\u{2605}");
    } else {
        assert_eq!(rare, "&amp;NotEqualTilde;&amp;bigstar;");
    }
}

/// An expression string in each place a schema takes one: an element's `conditions` (in the
/// list, and as the whole value), `disabled`, and a conditional rule's conditions.
#[cfg(feature = "conditions")]
const EXPRESSION_SCHEMAS: [(&str, &str); 4] = [
    (
        r#"{"age": {"type": "select", "items": [16, 18]},
            "drink": {"type": "select", "conditions": [["age", "in", [16, 18]], "age >= 18"]}}"#,
        "schema.drink.conditions[1]",
    ),
    (
        r#"{"age": {"type": "select"},
            "drink": {"type": "select", "conditions": [[["age", 18], "age > 18"]]}}"#,
        "schema.drink.conditions[0][1]",
    ),
    (
        r#"{"age": {"type": "select"},
            "drink": {"type": "select", "disabled": [["age", "<", 18], "age < 16"]}}"#,
        "schema.drink.disabled[1]",
    ),
    (
        r#"{"age": {"type": "select"},
            "drink": {"type": "select", "rules": [{"required": "age >= 18"}]}}"#,
        "schema.drink.rules[0].required",
    ),
];

// Without `conditions` the conditions are rejected before their expressions are read.
#[cfg(all(feature = "conditions", not(feature = "expressions")))]
#[test]
fn an_expression_string_without_the_expressions_feature_names_it() {
    use yewform_core::conditions::parse_conditions;
    use yewform_core::expression::Expression;
    for (schema, path) in EXPRESSION_SCHEMAS {
        let error = FormSchema::from_json(schema).unwrap_err().to_string();
        let (at, reason) = error.split_once(": ").unwrap();
        assert_eq!(at, path, "{error}");
        assert!(
            reason.starts_with("the expression \"age ")
                && reason.ends_with(r#"" needs yewform-core's "expressions" feature"#),
            "{error}"
        );
    }
    assert_eq!(
        parse_conditions(&json!("AGE(birthday) >= 18"))
            .unwrap_err()
            .to_string(),
        r#"conditions: the expression "AGE(birthday) >= 18" needs yewform-core's "expressions" feature"#
    );
    assert_eq!(
        Expression::parse("1 + 1").unwrap_err().to_string(),
        r#"the expression "1 + 1" needs yewform-core's "expressions" feature"#
    );
}

#[cfg(feature = "expressions")]
#[test]
fn an_expression_string_with_the_expressions_feature_reads() {
    for (schema, _) in EXPRESSION_SCHEMAS {
        FormSchema::from_json(schema).unwrap();
    }
}

/// Conditions written as arrays, and `{"fn": "<name>"}` entries, need no expression engine.
#[cfg(feature = "conditions")]
#[test]
fn array_and_function_conditions_work_whatever_the_features() {
    use yewform_core::conditions::{DataContext, parse_conditions};
    use yewform_core::config::FormConfig;
    use yewform_core::date::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::Functions;

    let conditions = parse_conditions(&json!([
        ["country", "in", ["US", "CA"]],
        [["age", ">=", 18], ["parent", "not_empty"]],
    ]))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let holds = |data: Value| conditions.evaluate(&DataContext::new(data, today), "x");
    assert!(holds(json!({"country": "CA", "age": 20, "parent": null})));
    assert!(holds(json!({"country": "US", "age": 12, "parent": "Ann"})));
    assert!(!holds(json!({"country": "US", "age": 12, "parent": ""})));
    assert!(!holds(json!({"country": "DE", "age": 20, "parent": "Ann"})));

    let schema = FormSchema::from_json(
        r#"{"age": {"type": "select", "items": [12, 20]},
            "drink": {"type": "select", "items": ["beer"],
                      "conditions": [["age", ">=", 18], {"fn": "open"}],
                      "disabled": [["age", 20]]}}"#,
    )
    .unwrap();
    let mut functions = Functions::new();
    functions.condition("open", |ctx| ctx.value("age") != Some(json!(21)));
    let mut form = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        today,
        &functions,
    )
    .unwrap();
    assert_eq!(form.is_available("drink"), Some(false));
    form.set_value("age", json!(20)).unwrap();
    assert_eq!(form.is_available("drink"), Some(true));
    assert!(form.is_disabled("drink"));
    form.set_value("age", json!(21)).unwrap();
    assert_eq!(form.is_available("drink"), Some(false));
}

/// The built-in `validation.*` texts are those of the rules a build has: without `rules` only
/// `required`'s (in English and, with `locale-de`, in German); with it every rule's. An app's
/// own rule that names a built-in message key then falls back to the default message.
#[test]
fn the_validation_texts_follow_the_rules_feature() {
    use yewform_core::messages::{MessageContext, locale_text};
    use yewform_core::rules::{
        Rule, RuleOutcome, RuleParams, RuleRegistry, ValidationContext, parse_rules_with,
    };

    assert_eq!(
        locale_text("en", "required"),
        Some("The :attribute field is required.")
    );
    let min = locale_text("en", "min.string");
    let email = locale_text("de", "email");
    if cfg!(feature = "rules") {
        assert_eq!(
            min,
            Some("The :attribute must be at least :min characters.")
        );
        assert!(email.is_some());
    } else {
        assert_eq!(min, None);
        assert_eq!(email, None);
    }
    if cfg!(feature = "locale-de") {
        assert_eq!(
            locale_text("de", "required"),
            Some(":attribute muss ausgefüllt werden.")
        );
    }

    struct Even;
    impl Rule for Even {
        fn name(&self) -> &str {
            "even"
        }
        fn message_key(&self) -> &str {
            "integer"
        }
        fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
            value.as_i64().is_some_and(|n| n % 2 == 0).into()
        }
    }
    let mut registry = RuleRegistry::default();
    registry.register(Even);
    let mut v = Validation::new(parse_rules_with(&json!("even"), &registry).unwrap(), None);
    v.validate(&json!(3), &support::Ctx::new());
    let text = v.errors(&MessageContext::new("Count", "en")).join(" ");
    if cfg!(feature = "rules") {
        assert_eq!(text, "The Count must be an integer.");
    } else {
        assert_eq!(text, "Invalid field");
    }
}

/// Without `locale-de` there are no German texts: a `de` (or `de-AT`) form shows the English
/// validation messages and the English texts of the select and the editor.
#[cfg(not(feature = "locale-de"))]
#[test]
fn a_de_form_without_the_locale_de_feature_reads_english() {
    use yewform_core::config::FormConfig;
    use yewform_core::date::Date;
    use yewform_core::form::FormState;
    use yewform_core::locale::{available_locales, translate};
    use yewform_core::messages::default_message;

    let schema = FormSchema::from_json(
        r#"{"country": {"type": "select", "items": ["de"], "rules": "required", "label": "Country"}}"#,
    )
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut form =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    form.set_locale(Some("de".into()));
    form.set_value("country", json!("de")).unwrap();
    form.set_value("country", json!(null)).unwrap();
    assert_eq!(
        form.errors("country"),
        vec!["The Country field is required."]
    );
    form.set_locale(Some("de-AT".into()));
    assert_eq!(
        form.error("country").as_deref(),
        Some("The Country field is required.")
    );

    assert_eq!(default_message("de"), "Invalid field");
    assert_eq!(translate("de", "en", "select.clear"), Some("Clear :label"));
    assert_eq!(translate("de-AT", "en", "editor.tools.bold"), Some("Bold"));
    assert_eq!(available_locales(), vec!["en"]);
}

/// Without `conditions` every way of writing a condition is a path-precise schema error naming
/// the feature (an element whose conditions were dropped would show when it should be hidden).
#[cfg(not(feature = "conditions"))]
#[test]
fn conditions_without_the_conditions_feature_name_it() {
    use yewform_core::conditions::{DisabledSpec, parse_conditions};
    const NEEDS: &str = r#"conditions need yewform-core's "conditions" feature"#;
    for (schema, path) in [
        (
            r#"{"age": {"type": "select"},
                "drink": {"type": "select", "conditions": [["age", ">=", 18]]}}"#,
            "schema.drink.conditions",
        ),
        (
            r#"{"age": {"type": "select"},
                "drink": {"type": "select", "conditions": [{"fn": "open"}]}}"#,
            "schema.drink.conditions",
        ),
        (
            r#"{"age": {"type": "select"},
                "drink": {"type": "select", "disabled": [["age", "<", 18]]}}"#,
            "schema.drink.disabled",
        ),
        (
            r#"{"age": {"type": "select"},
                "drink": {"type": "select", "rules": [{"required": [["age", ">=", 18]]}]}}"#,
            "schema.drink.rules[0].required",
        ),
    ] {
        let error = FormSchema::from_json(schema).unwrap_err().to_string();
        assert_eq!(error, format!("{path}: {NEEDS}"));
    }
    assert_eq!(
        parse_conditions(&json!([["age", 18]]))
            .unwrap_err()
            .to_string(),
        format!("conditions: {NEEDS}")
    );
    assert_eq!(
        DisabledSpec::parse(&json!([["age", 18]]))
            .unwrap_err()
            .to_string(),
        format!("disabled: {NEEDS}")
    );
    assert!(parse_conditions(&json!([])).unwrap().is_empty());
    assert!(matches!(
        DisabledSpec::parse(&json!(true)).unwrap(),
        DisabledSpec::Bool(true)
    ));
}

/// Without `conditions` a form without conditions works: every element is available, and
/// `disabled: true` still disables.
#[cfg(not(feature = "conditions"))]
#[test]
fn a_form_without_conditions_works_without_the_conditions_feature() {
    use yewform_core::config::FormConfig;
    use yewform_core::date::Date;
    use yewform_core::form::FormState;

    let schema = FormSchema::from_json(
        r#"{"age": {"type": "select", "items": [12, 20]},
            "drink": {"type": "select", "items": ["beer"], "conditions": [], "disabled": true}}"#,
    )
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut form =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    assert_eq!(form.is_available("drink"), Some(true));
    form.set_value("age", json!(12)).unwrap();
    assert_eq!(form.is_available("drink"), Some(true));
    assert_eq!(form.is_available("age"), Some(true));
    assert!(form.is_disabled("drink"));
    assert!(!form.is_disabled("age"));
}
