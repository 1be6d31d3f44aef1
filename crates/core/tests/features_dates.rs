//! The `dates` feature: without it the date rules and `FORMAT_DATE` are errors naming the
//! feature; the condition operators and the other date functions work the same either way.
//! (The condition operators need the `conditions` feature, the expression functions the
//! `expressions` feature too.)
//!
//! Run in both builds: `cargo test -p yewform-core --test features_dates` (defaults) and
//! `cargo test -p yewform-core --no-default-features --test features_dates`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

#[cfg(feature = "conditions")]
use serde_json::Value;
use serde_json::json;
#[cfg(feature = "conditions")]
use yewform_core::conditions::{DataContext, parse_conditions};
#[cfg(feature = "conditions")]
use yewform_core::expression::Date;
#[cfg(feature = "expressions")]
use yewform_core::expression::Expression;
use yewform_core::rules::parse_rules;
use yewform_core::schema::FormSchema;

#[cfg(feature = "conditions")]
fn today() -> Date {
    Date::new(2024, 6, 15).unwrap()
}

#[cfg(feature = "expressions")]
fn eval(src: &str, data: Value) -> Value {
    Expression::parse(src)
        .unwrap_or_else(|e| panic!("{e}"))
        .evaluate(&DataContext::new(data, today()), "")
}

#[cfg(feature = "conditions")]
fn holds(conditions: Value, data: Value) -> bool {
    parse_conditions(&conditions)
        .unwrap()
        .evaluate(&DataContext::new(data, today()), "el")
}

const DATE_RULES: [&str; 7] = [
    "after:today",
    "after_or_equal:2024-01-01",
    "before:tomorrow",
    "before_or_equal:start",
    "date",
    "date_equals:yesterday",
    "date_format:DD.MM.YYYY",
];

const DATE_RULE_SCHEMA: &str = r#"{
    "start": {"type": "select", "rules": "required|date"},
    "end": {"type": "select", "rules": ["after:start"]}
}"#;

#[cfg(feature = "expressions")]
const FORMAT_DATE_SCHEMA: &str = r#"{
    "start": {"type": "select"},
    "end": {"type": "select", "conditions": ["FORMAT_DATE(start, 'YYYY') == '2024'"]}
}"#;

#[cfg(feature = "conditions")] // the condition operators
#[test]
fn condition_operators_compare_dates_whatever_the_features() {
    let day = |value: &str, op: &str, expected: &str| {
        holds(json!([["v", op, expected]]), json!({ "v": value }))
    };
    assert!(day("2024-06-15T23:59", "today", ""));
    assert!(day("15.06.2024", "today", ""));
    assert!(day("06/14/2024", "before", "today"));
    assert!(!day("2024-06-15", "before", "today"));
    assert!(day("2024-06-16", "after", "2024-06-15T10:00:00.000+02:00"));
    assert!(day("2024/6/14", "before", "tomorrow"));
    assert!(!day("not a date", "after", "2000-01-01"));
}

#[cfg(feature = "expressions")]
#[test]
fn age_compares_dates_whatever_the_date_features() {
    assert!(holds(
        json!(["AGE(birthday) >= 18"]),
        json!({"birthday": "2006-06-15"})
    ));
    assert!(!holds(
        json!(["AGE(birthday) >= 18"]),
        json!({"birthday": "2006-06-16"})
    ));
}

#[cfg(feature = "expressions")]
#[test]
fn date_functions_without_formats_work_whatever_the_features() {
    assert_eq!(eval("TODAY()", json!({})), json!("2024-06-15"));
    assert_eq!(
        eval("DATE_ADD('2024-01-31 10:30', 1, 'months')", json!({})),
        json!("2024-02-29T10:30:00.000Z")
    );
    assert_eq!(
        eval("DATE_ADD(TODAY(), -1)", json!({})),
        json!("2024-06-14T00:00:00.000Z")
    );
    assert_eq!(eval("AGE('31.12.2000')", json!({})), json!(23));
    assert_eq!(eval("AGE('tomorrow-ish')", json!({})), Value::Null);
}

/// `NOW()` without a set time is today at midnight, written as `toISOString` writes it
/// (as the form's own context does), not with a `+00:00` offset.
#[cfg(feature = "expressions")]
#[test]
fn now_defaults_to_midnight_iso() {
    assert_eq!(eval("NOW()", json!({})), json!("2024-06-15T00:00:00.000Z"));
}

/// A date rule needs `rules` and `dates`: without either it is an error naming the missing
/// one (`rules` when both are missing).
#[cfg(not(all(feature = "rules", feature = "dates")))]
#[test]
fn date_rules_without_the_rules_or_dates_feature_name_it() {
    let feature = if cfg!(feature = "rules") {
        "dates"
    } else {
        "rules"
    };
    for rule in DATE_RULES {
        let name = rule.split(':').next().unwrap();
        let error = parse_rules(&json!(format!("required|{rule}"))).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!(r#"the {name} rule needs yewform-core's "{feature}" feature"#)
        );
    }
    let error = FormSchema::from_json(DATE_RULE_SCHEMA).unwrap_err();
    assert_eq!(
        error.to_string(),
        format!(r#"schema.start.rules: the date rule needs yewform-core's "{feature}" feature"#)
    );
}

#[cfg(all(not(feature = "dates"), feature = "expressions"))]
#[test]
fn format_date_without_the_dates_feature_names_it() {
    let error = Expression::parse("'x' + FORMAT_DATE(d, 'YYYY')").unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"expression "'x' + FORMAT_DATE(d, 'YYYY')" column 7: FORMAT_DATE needs yewform-core's "dates" feature"#
    );
    let error = FormSchema::from_json(FORMAT_DATE_SCHEMA).unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with(r#"FORMAT_DATE needs yewform-core's "dates" feature"#),
        "{error}"
    );
}

#[cfg(all(feature = "rules", feature = "dates"))]
#[test]
fn date_rules_with_the_rules_and_dates_features_read() {
    for rule in DATE_RULES {
        parse_rules(&json!(format!("required|{rule}"))).unwrap();
    }
    FormSchema::from_json(DATE_RULE_SCHEMA).unwrap();
}

#[cfg(all(feature = "dates", feature = "expressions"))]
#[test]
fn format_date_with_the_dates_feature_reads() {
    FormSchema::from_json(FORMAT_DATE_SCHEMA).unwrap();
    assert_eq!(
        eval("FORMAT_DATE(d, 'DD MMM YYYY')", json!({"d": "2024-03-05"})),
        json!("05 Mar 2024")
    );
}
