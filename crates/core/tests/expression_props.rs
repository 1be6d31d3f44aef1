//! Property tests: random token soup, random well-formed expressions and random form data
//! never panic; malformed expressions are errors that name a column inside the input.
#![cfg(feature = "expressions")] // the expression engine
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::conditions::DataContext;
use yewform_core::expression::coerce::to_display_string;
use yewform_core::expression::{Date, Expression};

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i32>().prop_map(|n| json!(n)),
        (-1e6f64..1e6).prop_map(|f| json!(f)),
        prop_oneof![
            Just("".to_owned()),
            Just("12".to_owned()),
            Just("2020-02-29".to_owned()),
            Just("01/02/2003".to_owned()),
            "[a-z0-9 .-]{0,8}",
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec(("[abxy]", inner), 0..4)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

fn form_data() -> impl Strategy<Value = Value> {
    (
        json_value(),
        json_value(),
        json_value(),
        prop::collection::vec(json_value(), 0..4),
    )
        .prop_map(|(a, b, c, list)| json!({"a": a, "b": b, "c": c, "list": list}))
}

const TOKENS: &[&str] = &[
    "a",
    "b",
    "c",
    "list.*.x",
    "list.0",
    "a.b",
    "1",
    "0",
    "2.5",
    "'s'",
    "\"t\"",
    "true",
    "null",
    "PI",
    "(",
    ")",
    "[",
    "]",
    ",",
    "?",
    ":",
    "+",
    "-",
    "*",
    "/",
    "%",
    "^",
    "||",
    "==",
    "!=",
    "<",
    "<=",
    ">",
    ">=",
    "in",
    "and",
    "or",
    "not",
    "SUM(",
    "AGE(",
    "ROUND(",
    "TODAY()",
    "DATE_ADD(",
    "FORMAT_DATE(",
    "DISPLAY_VALUE(",
    "AVAILABLE(",
    "EMPTY(",
    "COUNT(",
    "MAX(",
    "&&",
    "=",
    "!",
    "#",
    "'open",
    "1e",
    "é",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..24).prop_map(|t| t.join(" "))
}

/// Well-formed expressions (always parse).
#[cfg(feature = "dates")]
fn well_formed() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        prop::sample::select(&["a", "b", "c", "list.0", "list.*.x", "a.x"][..])
            .prop_map(String::from),
        (-100i32..100).prop_map(|n| n.to_string()),
        Just("2.5".to_owned()),
        Just("'2024-01-31'".to_owned()),
        Just("'txt'".to_owned()),
        Just("true".to_owned()),
        Just("null".to_owned()),
        Just("TODAY()".to_owned()),
    ];
    leaf.prop_recursive(5, 40, 3, |inner| {
        let bin = prop::sample::select(
            &[
                "+", "-", "*", "/", "%", "^", "||", "==", "!=", "<", "<=", ">", ">=", "in", "and",
                "or",
            ][..],
        );
        let unary1 = prop::sample::select(
            &[
                "NOT",
                "EMPTY",
                "NOT_EMPTY",
                "AGE",
                "AVAILABLE",
                "ROUND",
                "SUM",
                "COUNT",
                "MIN",
            ][..],
        );
        prop_oneof![
            (inner.clone(), bin, inner.clone()).prop_map(|(l, op, r)| format!("({l} {op} {r})")),
            inner.clone().prop_map(|e| format!("not {e}")),
            inner.clone().prop_map(|e| format!("-{e}")),
            (inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(c, a, b)| format!("({c} ? {a} : {b})")),
            (unary1, inner.clone()).prop_map(|(f, e)| format!("{f}({e})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("DATE_ADD({a}, {b}, 'days')")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("FORMAT_DATE({a}, {b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("DISPLAY_VALUE({a}, {b})")),
            prop::collection::vec(inner, 0..3).prop_map(|v| format!("[{}]", v.join(", "))),
        ]
    })
}

fn context(data: Value) -> DataContext {
    DataContext::new(data, Date::new(2024, 6, 15).unwrap())
        .with_options("a", vec![(json!(1), "one".to_owned())])
        .with_unavailable("c")
}

fn check_error_column(src: &str, err: &yewform_core::expression::ExprError) {
    let len = src.chars().count();
    assert!(err.column >= 1 && err.column <= len + 1, "{src:?}: {err}");
    assert!(err.to_string().contains(&format!("column {}", err.column)));
    assert_eq!(err.expression, src);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn token_soup_never_panics(src in token_soup(), data in form_data()) {
        match Expression::parse(&src) {
            Ok(e) => {
                let ctx = context(data);
                let _ = e.evaluate(&ctx, "list.1.y");
                let _ = e.evaluate_to_string(&ctx, "");
                let _ = e.dependencies();
            }
            Err(err) => check_error_column(&src, &err),
        }
    }

    #[test]
    fn arbitrary_text_never_panics(src in "\\PC{0,40}") {
        if let Err(err) = Expression::parse(&src) {
            check_error_column(&src, &err);
        }
    }

    #[test]
    fn concatenation_chains_fold_pairwise(
        terms in prop::collection::vec(
            prop_oneof![json_value(), Just(json!("null")), Just(json!("undefined"))],
            1..12,
        ),
    ) {
        // `t0 || t1 || …` is the left fold of the pairwise rule: two arrays join, anything
        // else joins as display text (so a text "null" so far shows as "").
        let mut data = serde_json::Map::new();
        for (i, term) in terms.iter().enumerate() {
            data.insert(format!("t{i}"), term.clone());
        }
        let source = (0..terms.len()).map(|i| format!("t{i}")).collect::<Vec<_>>().join(" || ");
        let expected = terms.iter().skip(1).fold(terms[0].clone(), |acc, term| match (acc, term) {
            (Value::Array(mut a), Value::Array(b)) => {
                a.extend(b.iter().cloned());
                Value::Array(a)
            }
            (a, b) => Value::String(to_display_string(&a) + &to_display_string(b)),
        });
        let result = Expression::parse(&source).unwrap().evaluate(&context(Value::Object(data)), "");
        prop_assert_eq!(result, expected);
    }

    #[cfg(feature = "dates")]
    #[test]
    fn well_formed_expressions_parse_and_evaluate(src in well_formed(), data in form_data()) {
        let e = Expression::parse(&src).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let ctx = context(data);
        let _ = e.evaluate(&ctx, "list.0.y");
        let _ = e.is_true(&ctx, "");
    }

    #[cfg(feature = "dates")]
    #[test]
    fn malformed_expressions_name_the_column(src in well_formed(), cut in 0usize..4) {
        // Each mutation makes a well-formed expression invalid.
        let broken = match cut {
            0 => format!("{src} +"),
            1 => format!("({src}"),
            2 => format!("{src})"),
            _ => format!("{src} # 1"),
        };
        let err = Expression::parse(&broken).expect_err(&broken);
        check_error_column(&broken, &err);
        let expected_column = match cut {
            0 => broken.chars().count() + 1,
            1 => broken.chars().count() + 1,
            2 => broken.chars().count(),
            _ => src.chars().count() + 2,
        };
        prop_assert_eq!(err.column, expected_column, "{}", err);
    }
}
