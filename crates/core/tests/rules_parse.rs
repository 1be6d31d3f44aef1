//! Rule syntax: strings, arrays, conditional rules, per-language objects, custom rules,
//! and errors that name the rule.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

#[path = "rules_support.rs"]
mod support;

use serde_json::{Value, json};
use support::Ctx;
use yewform_core::rules::{
    Rule, RuleError, RuleOutcome, RuleParams, RuleRegistry, RuleSpec, Validation,
    ValidationContext, parse_rules, parse_rules_with,
};

fn err(spec: Value) -> String {
    parse_rules(&spec).unwrap_err().to_string()
}

fn rules_of(spec: Value) -> Vec<(String, Vec<Value>)> {
    match parse_rules(&spec).unwrap() {
        RuleSpec::Rules(set) => set
            .rules
            .into_iter()
            .map(|r| (r.name, r.params.positional))
            .collect(),
        other => panic!("expected shared rules, got {other:?}"),
    }
}

#[test]
fn string_and_array_forms() {
    assert_eq!(
        rules_of(json!("required|min:3|in:a,2,1.5")),
        vec![
            ("required".into(), vec![]),
            ("min".into(), vec![json!(3)]),
            ("in".into(), vec![json!("a"), json!(2), json!(1.5)]),
        ]
    );
    assert_eq!(rules_of(json!(["required", "max:10"])).len(), 2);
    assert!(parse_rules(&json!(null)).unwrap().is_empty());
    assert!(parse_rules(&json!("")).unwrap().is_empty());
}

#[cfg(feature = "dates")]
#[test]
fn name_splits_on_the_first_colon_only() {
    let spec = parse_rules(&json!("date_format:YYYY-MM-DD HH:mm:ss")).unwrap();
    let RuleSpec::Rules(set) = spec else { panic!() };
    assert_eq!(set.rules[0].name, "date_format");
    assert_eq!(set.rules[0].params.raw, "YYYY-MM-DD HH:mm:ss");
}

#[test]
fn named_params_and_debounce() {
    let RuleSpec::Rules(set) = parse_rules(&json!(
        "email:debounce=300|dimensions:min_width=100,ratio=3/2"
    ))
    .unwrap() else {
        panic!()
    };
    assert_eq!(set.rules[0].debounce(), Some(300));
    assert_eq!(
        set.rules[1].params.named.get("min_width"),
        Some(&json!(100))
    );
    assert_eq!(set.rules[1].params.named.get("ratio"), Some(&json!("3/2")));
}

#[cfg(feature = "regex")]
#[test]
fn regex_keeps_the_whole_parameter() {
    let RuleSpec::Rules(set) = parse_rules(&json!(["regex:/^a,b{1,2}$/i"])).unwrap() else {
        panic!()
    };
    let re = set.rules[0].params.regex.as_ref().unwrap();
    assert_eq!(re.source(), "^a,b{1,2}$");
    assert_eq!(re.flags(), "i");
}

#[test]
fn malformed_rules_are_errors_naming_the_rule() {
    assert_eq!(
        err(json!("min:abc")),
        "rule min: expected a number, found \"abc\""
    );
    assert_eq!(
        err(json!("required|unknown_rule")),
        "unknown rule \"unknown_rule\""
    );
    assert_eq!(err(json!("in:")), "rule in: needs at least one value");
    assert!(err(json!("between:1")).starts_with("rule between: needs two values"));
    assert!(err(json!("between:5,1")).starts_with("rule between: min 5 is above max 1"));
    assert!(
        err(json!("between:5.5,-1.25")).starts_with("rule between: min 5.5 is above max -1.25")
    );
    assert!(err(json!("min")).starts_with("rule min: needs a number"));
    assert!(err(json!("digits:1.5")).starts_with("rule digits:"));
    if cfg!(feature = "regex") {
        assert!(err(json!(["regex:/(ab/"])).starts_with("rule regex: invalid pattern"));
        // `g`, `y` and `d` are no-ops for a whole-value test (the reference drops flags);
        // others stay errors (audit 30-I F4).
        for flags in ["g", "y", "d", "gi", "dgimsuy"] {
            assert!(
                parse_rules(&json!([format!("regex:/ab/{flags}")])).is_ok(),
                "{flags}"
            );
        }
        assert_eq!(
            err(json!(["regex:/ab/q"])),
            "rule regex: unknown flag `q` (supported: i, m, s, u, x; g, y and d are accepted and ignored)"
        );
        assert!(err(json!("not_regex:")).starts_with("rule not_regex: needs a pattern"));
    }
    assert!(
        err(json!("in_array:colors")).starts_with("rule in_array: the path must end with `.*`")
    );
    assert!(err(json!("same")).starts_with("rule same: needs the path"));
    if cfg!(feature = "dates") {
        assert!(err(json!("after:2024-13-45")).starts_with("rule after: expected a date"));
    }
    assert!(err(json!("dimensions:depth=3")).starts_with("rule dimensions: unknown constraint"));
    assert!(err(json!("email:debounce=soon")).starts_with("rule email: debounce"));
    assert!(err(json!(5)).starts_with("invalid rules: expected a string"));
    assert!(err(json!([5])).starts_with("invalid rules: item 0"));
    assert!(err(json!({"en": "min:x"})).starts_with("rule min:"));
    assert!(
        matches!(parse_rules(&json!("foo:1")), Err(RuleError::UnknownRule { name, .. }) if name == "foo")
    );
}

/// Issue 29 item 11: a misspelt rule name gets a "did you mean", as an option typo does.
#[test]
fn a_misspelt_rule_suggests_the_known_one() {
    let err = |v: serde_json::Value| parse_rules(&v).unwrap_err().to_string();
    assert_eq!(
        err(json!("requird")),
        r#"unknown rule "requird" (did you mean "required"?)"#
    );
    assert_eq!(
        err(json!("nothing_like_it")),
        r#"unknown rule "nothing_like_it""#
    );
    #[cfg(feature = "rules")]
    assert_eq!(
        err(json!(["required", "emial"])),
        r#"unknown rule "emial" (did you mean "email"?)"#
    );
}

#[cfg(feature = "expressions")] // an expression condition among them
#[test]
fn conditional_rules() {
    let spec = parse_rules(&json!([
        {"required": ["other", "yes"]},
        {"min:3": [["a", "x"], ["b", "!=", "y"]]},
        {"max:5": [[["a", "empty"], ["b", "empty"]]]},
        {"email": ["age > 18"]}
    ]))
    .unwrap();
    let RuleSpec::Rules(set) = &spec else {
        panic!()
    };
    assert_eq!(set.rules[0].condition, Some(json!([["other", "yes"]])));
    assert_eq!(
        set.rules[1].condition,
        Some(json!([["a", "x"], ["b", "!=", "y"]]))
    );
    assert_eq!(
        set.rules[2].condition,
        Some(json!([[["a", "empty"], ["b", "empty"]]]))
    );
    assert_eq!(set.rules[3].condition, Some(json!(["age > 18"])));
    assert_eq!(set.rules[1].params.positional, vec![json!(3)]);

    // Decided by the context: the rule applies only while the condition holds.
    let mut v = Validation::new(spec, None);
    v.validate(&json!(""), &Ctx::new().with("other", json!("no")));
    assert!(!v.invalid());
    v.validate(&json!(""), &Ctx::new().with("other", json!("yes")));
    assert!(v.invalid());
    // The paths an expression condition reads count too (`age`).
    assert_eq!(v.dependencies(), vec!["other", "a", "b", "age"]);

    assert!(
        parse_rules(&json!([{"required": 5}]))
            .unwrap_err()
            .to_string()
            .starts_with("rule required: conditions")
    );
    assert!(parse_rules(&json!([{"required": []}])).is_err());
}

#[test]
fn per_language_rules() {
    let spec = parse_rules(&json!({"en": "required", "de": "min:3"})).unwrap();
    let RuleSpec::PerLanguage(list) = &spec else {
        panic!()
    };
    assert_eq!(list[0].0, "en");
    assert_eq!(list[0].1.rules[0].name, "required");
    assert_eq!(list[1].1.rules[0].name, "min");
    assert!(spec.for_language(Some("fr")).is_empty());
}

#[test]
fn numeric_context_is_marked_on_every_rule() {
    let RuleSpec::Rules(set) = parse_rules(&json!("min:3|numeric")).unwrap() else {
        panic!()
    };
    assert!(set.rules.iter().all(|r| r.params.numeric_rules));
    let RuleSpec::Rules(set) = parse_rules(&json!("min:3")).unwrap() else {
        panic!()
    };
    assert!(!set.rules[0].params.numeric_rules);
}

struct Even;

impl Rule for Even {
    fn name(&self) -> &str {
        "even"
    }
    fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
        value.as_i64().is_some_and(|n| n % 2 == 0).into()
    }
    fn default_message(&self, locale: &str) -> Option<String> {
        Some(
            if locale == "de" {
                ":attribute muss gerade sein."
            } else {
                "The :attribute must be even."
            }
            .into(),
        )
    }
}

#[test]
fn custom_rules_through_the_registry() {
    assert_eq!(err(json!("even")), "unknown rule \"even\"");
    let mut registry = RuleRegistry::default();
    registry.register(Even);
    let spec = parse_rules_with(&json!("required|even"), &registry).unwrap();
    let mut v = Validation::new(spec, None);
    v.validate(&json!(4), &Ctx::new());
    assert!(!v.invalid());
    v.validate(&json!(3), &Ctx::new());
    assert!(v.invalid());
    let ctx = yewform_core::messages::MessageContext::new("Count", "de");
    assert_eq!(v.error(&ctx).as_deref(), Some("Count muss gerade sein."));
    assert!(RuleRegistry::empty().names().is_empty());
    assert!(registry.names().contains(&"even".to_string()));
}
