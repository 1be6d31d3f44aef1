//! Expression strings: precedence, literals, paths, every built-in function, registered
//! functions, and parse errors that name the column.
#![cfg(feature = "expressions")] // the expression engine
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use std::sync::Arc;

use serde_json::{Value, json};
use yewform_core::conditions::DataContext;
use yewform_core::expression::{Date, ExprErrorKind, Expression, ExpressionRegistry};

fn today() -> Date {
    Date::new(2024, 6, 15).unwrap()
}

fn ctx(data: Value) -> DataContext {
    DataContext::new(data, today()).with_now("2024-06-15T08:30:00.000Z")
}

fn eval_in(src: &str, data: Value) -> Value {
    Expression::parse(src)
        .unwrap_or_else(|e| panic!("{e}"))
        .evaluate(&ctx(data), "")
}

fn eval(src: &str) -> Value {
    eval_in(src, json!({}))
}

#[test]
fn arithmetic_precedence() {
    assert_eq!(eval("1 + 2 * 3"), json!(7));
    assert_eq!(eval("(1 + 2) * 3"), json!(9));
    assert_eq!(eval("10 - 4 - 3"), json!(3));
    assert_eq!(eval("2 * 3 % 4"), json!(2));
    assert_eq!(eval("2 ^ 3 ^ 2"), json!(512));
    assert_eq!(eval("-2 ^ 2"), json!(-4));
    assert_eq!(eval("2 ^ -1"), json!(0.5));
    assert_eq!(eval("7 / 2"), json!(3.5));
    assert_eq!(eval("+'4' + 1"), json!(5));
    assert_eq!(eval("- -3"), json!(3));
}

#[test]
fn logic_precedence() {
    let data = json!({"a": false, "b": true, "c": false});
    assert_eq!(eval_in("not a and b", data.clone()), json!(true));
    assert_eq!(eval_in("not (a and b)", data.clone()), json!(true));
    assert_eq!(eval_in("not b and b", data.clone()), json!(false));
    assert_eq!(eval_in("(a or b) and c", data.clone()), json!(false));
    assert_eq!(eval_in("a or b and c", data.clone()), json!(false));
    assert_eq!(eval_in("b or a and c", data.clone()), json!(true));
    assert_eq!(eval_in("not 1 == 2", data.clone()), json!(true));
    assert_eq!(eval_in("NOT b OR b", data), json!(true));
}

#[test]
fn comparisons_and_chains() {
    assert_eq!(eval("1 < 2 < 3"), json!(true));
    assert_eq!(eval("3 > 2 > 1"), json!(true), "chains compare pairwise");
    assert_eq!(eval("1 < 3 < 2"), json!(false));
    assert_eq!(eval("1 + 1 == 2"), json!(true));
    assert_eq!(eval("2 >= 2 and 2 <= 2 and 1 != 2"), json!(true));
    assert_eq!(eval_in("age > 18", json!({"age": "20"})), json!(true));
    assert_eq!(eval_in("age == 20", json!({"age": "20"})), json!(true));
    assert_eq!(eval("'b' > 'a'"), json!(true));
    assert_eq!(eval("'abc' > 1"), json!(false));
    assert_eq!(eval("null < 1"), json!(true));
    assert_eq!(eval("'x' in ['a', 'x']"), json!(true));
    assert_eq!(eval("3 in [1, 2]"), json!(false));
    assert_eq!(eval("'ell' in 'hello'"), json!(true));
}

#[test]
fn ternary_and_concatenation() {
    assert_eq!(eval("1 > 2 ? 'yes' : 'no'"), json!("no"));
    assert_eq!(eval("true ? 1 : false ? 2 : 3"), json!(1));
    assert_eq!(eval("false ? 1 : false ? 2 : 3"), json!(3));
    assert_eq!(eval("1 or 0 ? 'a' : 'b'"), json!("a"));
    assert_eq!(eval("'a' || (1 + 1) || 'b'"), json!("a2b"));
    // `||` shares the level of `+` and `-`, left to right.
    assert_eq!(eval("1 + 1 || 'b'"), json!("2b"));
    assert_eq!(eval("'a' || 1 + 1"), json!(null));
    assert_eq!(eval("[1] || [2]"), json!([1, 2]));
    assert_eq!(
        eval_in(
            "first || ' ' || last",
            json!({"first": "Ada", "last": null})
        ),
        json!("Ada ")
    );
}

#[test]
fn long_concatenation_chains_keep_every_term_up_to_the_cap() {
    // 3,000 terms over a 1,000-character value (issue 29 item 16: each `||` copied the
    // text so far, which made the chain quadratic); the result is the terms in order, up to
    // `MAX_STRING_CHARS` characters (audit 15D #2: the whole chain was 3,000,000).
    let value: String = ('a'..='z').cycle().take(1_000).collect();
    let source = vec!["v"; 3_000].join(" || ");
    let result = eval_in(&source, json!({ "v": value }));
    let all = value.repeat(3_000);
    let cap = yewform_core::expression::MAX_STRING_CHARS;
    assert_eq!(result, json!(all.get(..cap).unwrap()));
    let source = vec!["v"; 60].join(" || ");
    assert_eq!(
        eval_in(&source, json!({ "v": value })),
        json!(value.repeat(60))
    );
    // Arrays still join, then text follows.
    let source = format!("{} || 'x'", vec!["[1]"; 3_000].join(" || "));
    assert_eq!(
        eval(&source),
        json!(format!("{}x", vec!["1"; 3_000].join(",")))
    );
}

#[test]
fn literals_constants_and_strings() {
    assert_eq!(eval(".5 + 1e1"), json!(10.5));
    assert_eq!(eval("'it\\'s' || \"\\\"q\\\"\""), json!("it's\"q\""));
    assert_eq!(eval("'\\u0041\\n'"), json!("A\n"));
    assert_eq!(eval("null"), json!(null));
    assert_eq!(eval("ROUND(PI * 100, 0)"), json!(314));
    assert_eq!(eval("ROUND(E * 1000)"), json!(2718));
    assert_eq!(eval("[1, 'a', [true]]"), json!([1, "a", [true]]));
}

#[test]
fn non_finite_results_are_null_and_display_empty() {
    assert_eq!(eval("1 / 0"), json!(null));
    assert_eq!(eval("0 / 0"), json!(null));
    assert_eq!(eval("'a' * 2"), json!(null));
    assert_eq!(eval("5 % 0"), json!(null));
    let e = Expression::parse("1 / 0").unwrap();
    assert_eq!(e.evaluate_to_string(&ctx(json!({})), ""), "");
    // NaN shows "0", as the reference (`resolved === 'NaN'`).
    for src in [
        "0 / 0",
        "'a' * 2",
        "qty * price",
        "-qty",
        "b ? qty * 2 : 1",
        "qty ^ 2",
    ] {
        let e = Expression::parse(src).unwrap();
        let data = json!({"qty": "abc", "price": 2, "b": true});
        assert_eq!(e.evaluate_to_string(&ctx(data), ""), "0", "{src}");
    }
    // A missing value still shows nothing.
    let e = Expression::parse("missing").unwrap();
    assert_eq!(e.evaluate_to_string(&ctx(json!({})), ""), "");
    let e = Expression::parse("price * 2").unwrap();
    assert_eq!(e.evaluate_to_string(&ctx(json!({"price": 2.5})), ""), "5");
}

#[test]
fn paths_wildcards_and_availability() {
    let data = json!({
        "address": {"city": "Berlin"},
        "list": [{"x": 1, "y": 0}, {"x": 2}, {"x": "3"}],
    });
    assert_eq!(eval_in("address.city", data.clone()), json!("Berlin"));
    assert_eq!(eval_in("list.1.x", data.clone()), json!(2));
    assert_eq!(eval_in("missing.path", data.clone()), json!(null));
    let e = Expression::parse("list.*.x * 10").unwrap();
    assert_eq!(e.evaluate(&ctx(data.clone()), "list.2.y"), json!(30));
    assert_eq!(e.evaluate(&ctx(data.clone()), "list.0.y"), json!(10));
    // Unfillable wildcards collect every match.
    assert_eq!(eval_in("SUM(list.*.x)", data.clone()), json!(6));
    assert_eq!(eval_in("list.*.x", data.clone()), json!([1, 2, "3"]));
    // An unavailable element reads as null.
    let c = ctx(data).with_unavailable("address");
    assert_eq!(
        Expression::parse("address.city").unwrap().evaluate(&c, ""),
        json!(null)
    );
}

#[test]
fn reference_example() {
    let e = Expression::parse(
        r#"age > 18 and (country == "USA" or country == "Canada") and agreed_terms == true"#,
    )
    .unwrap();
    let yes = ctx(json!({"age": 30, "country": "Canada", "agreed_terms": true}));
    let young = ctx(json!({"age": 18, "country": "Canada", "agreed_terms": true}));
    let elsewhere = ctx(json!({"age": 30, "country": "Mexico", "agreed_terms": true}));
    let no_terms = ctx(json!({"age": 30, "country": "USA", "agreed_terms": false}));
    assert!(e.is_true(&yes, ""));
    assert!(!e.is_true(&young, ""));
    assert!(!e.is_true(&elsewhere, ""));
    assert!(!e.is_true(&no_terms, ""));
    let mut deps = e.dependencies();
    deps.sort();
    assert_eq!(deps, vec!["age", "agreed_terms", "country"]);
}

#[test]
fn logical_and_empty_functions() {
    assert_eq!(eval("NOT(0)"), json!(true));
    assert_eq!(eval("not(1)"), json!(false));
    assert_eq!(eval_in("EMPTY(x)", json!({"x": ""})), json!(true));
    assert_eq!(eval_in("EMPTY(x)", json!({"x": []})), json!(true));
    assert_eq!(
        eval_in("EMPTY(x)", json!({"x": {"a": null, "b": ""}})),
        json!(true)
    );
    assert_eq!(eval_in("EMPTY(x)", json!({"x": 0})), json!(false));
    assert_eq!(eval("EMPTY(missing)"), json!(true));
    assert_eq!(eval_in("NOT_EMPTY(x)", json!({"x": "a"})), json!(true));
    assert_eq!(eval_in("NOT_EMPTY(x)", json!({"x": null})), json!(false));
}

#[test]
fn aggregate_functions() {
    let data = json!({"items": [1, "2.5", "x", null, [9]], "n": 4});
    assert_eq!(eval_in("SUM(items, n)", data.clone()), json!(7.5));
    assert_eq!(eval_in("AVG(1, 2, '6')", data.clone()), json!(3));
    assert_eq!(eval("AVG()"), json!(0));
    assert_eq!(eval_in("MIN(items, n)", data.clone()), json!(1));
    assert_eq!(eval_in("MAX(items, n)", data.clone()), json!(4));
    // The reference: MIN()/MAX() of nothing is 0.
    assert_eq!(eval("MAX()"), json!(0));
    assert_eq!(eval("MIN()"), json!(0));
    assert_eq!(
        eval_in("MIN(items)", json!({"items": ["", "x", null]})),
        json!(0)
    );
    // COUNT counts the numbers and numeric strings only (not "", "x", null or a list).
    assert_eq!(eval_in("COUNT(items)", data.clone()), json!(2));
    assert_eq!(
        eval_in("COUNT(items)", json!({"items": [1, "", "x", null]})),
        json!(1)
    );
    assert_eq!(eval("COUNT(1, 2, null)"), json!(2));
    assert_eq!(eval("ROUND(2.456, 2)"), json!(2.46));
    assert_eq!(eval("ROUND(2.5)"), json!(3));
    // Halves round away from zero, as the reference's `toFixed`.
    assert_eq!(eval("ROUND(-2.5)"), json!(-3));
    assert_eq!(eval("ROUND(-2.45, 1)"), json!(-2.5));
    assert_eq!(eval("ROUND(1234, -2)"), json!(1200));
    // Not a number: 0, as the reference's `isNaN(num) ? 0`.
    assert_eq!(eval("ROUND('x')"), json!(0));
    // The decimal as written (its shortest text) is rounded, half away from zero, not the
    // double below it (audit 30-I F5; docs/differences.md).
    assert_eq!(eval("ROUND(1.005, 2)"), json!(1.01));
    assert_eq!(eval("ROUND(1.015, 2)"), json!(1.02));
    assert_eq!(eval("ROUND(1.025, 2)"), json!(1.03));
    assert_eq!(eval("ROUND(2.675, 2)"), json!(2.68));
    assert_eq!(eval("ROUND(1.15, 1)"), json!(1.2));
    assert_eq!(eval("ROUND(-1.005, 2)"), json!(-1.01));
    assert_eq!(eval("ROUND(8.345, 2)"), json!(8.35));
    assert_eq!(eval("ROUND(0.1 + 0.2, 15)"), json!(0.3));
    assert_eq!(eval("ROUND(9.995, 2)"), json!(10));
    assert_eq!(eval("ROUND(0.0004, 3)"), json!(0));
    assert_eq!(eval("ROUND(0.0005, 3)"), json!(0.001));
    assert_eq!(eval("ROUND(0.0005, 2)"), json!(0));
    assert_eq!(eval("ROUND(1250, -2)"), json!(1300));
    assert_eq!(eval("ROUND(49, -2)"), json!(0));
    assert_eq!(eval("ROUND(50, -2)"), json!(100));
    assert_eq!(eval("ROUND(123.456)"), json!(123));
    assert_eq!(eval("ROUND(1e300, 2)"), json!(1e300));
    assert_eq!(eval("ROUND(1e21 + 0.5)"), json!(1e21));
}

#[cfg(feature = "dates")]
#[test]
fn date_functions_use_the_context_clock() {
    let data = json!({"birthday": "2000-06-16", "b2": "06/15/2000", "b3": "15.06.2000"});
    assert_eq!(eval_in("AGE(birthday)", data.clone()), json!(23));
    assert_eq!(eval_in("AGE(b2)", data.clone()), json!(24));
    assert_eq!(eval_in("AGE(b3)", data.clone()), json!(24));
    assert_eq!(eval_in("AGE(birthday) >= 18", data), json!(true));
    assert_eq!(eval("AGE('not a date')"), json!(null));
    // A date after today: whole years truncated toward zero, as moment's `diff` (audit 30-I
    // F6); today is 2024-06-15.
    assert_eq!(eval("AGE('2024-06-16')"), json!(0));
    assert_eq!(eval("AGE('2025-06-14')"), json!(0));
    assert_eq!(eval("AGE('2025-06-15')"), json!(-1));
    assert_eq!(eval("AGE('2025-06-16')"), json!(-1));
    assert_eq!(eval("AGE('2030-01-01')"), json!(-5));
    assert_eq!(eval("AGE('2028-02-29')"), json!(-3));
    assert_eq!(eval("AGE('2024-06-16') >= 0"), json!(true));
    assert_eq!(eval("TODAY()"), json!("2024-06-15"));
    assert_eq!(eval("NOW()"), json!("2024-06-15T08:30:00.000Z"));
    assert_eq!(
        eval("DATE_ADD('2024-01-31', 1, 'month')"),
        json!("2024-02-29T00:00:00.000Z")
    );
    assert_eq!(
        eval("DATE_ADD(TODAY(), -15)"),
        json!("2024-05-31T00:00:00.000Z")
    );
    assert_eq!(
        eval("DATE_ADD('2024-06-15T23:00:00', 2, 'hours')"),
        json!("2024-06-16T01:00:00.000Z")
    );
    assert_eq!(eval("DATE_ADD('2024-06-15', 1, 'fortnights')"), json!(null));
    assert_eq!(
        eval("FORMAT_DATE('2024-06-05', 'DD.MM.YYYY')"),
        json!("05.06.2024")
    );
    assert_eq!(
        eval("FORMAT_DATE('2024-06-05T07:08:09', 'YYYY/MM/DD HH:mm:ss')"),
        json!("2024/06/05 07:08:09")
    );
    assert_eq!(eval("FORMAT_DATE('garbage', 'YYYY')"), json!(null));
}

#[test]
fn display_value_and_available() {
    let c = DataContext::new(
        json!({"country": "de", "tags": ["a", "b"], "x": 1}),
        today(),
    )
    .with_options(
        "country",
        vec![
            (json!("de"), "Germany".into()),
            (json!("fr"), "France".into()),
        ],
    )
    .with_options("tags", vec![(json!("a"), "Alpha".into())])
    .with_unavailable("x");
    let run = |s: &str| Expression::parse(s).unwrap().evaluate(&c, "");
    assert_eq!(run("DISPLAY_VALUE(country, 'country')"), json!("Germany"));
    assert_eq!(run("DISPLAY_VALUE(country, country)"), json!("Germany"));
    assert_eq!(run("DISPLAY_VALUE(tags, 'tags')"), json!("Alpha, b"));
    assert_eq!(run("DISPLAY_VALUE('zz', 'country')"), json!("zz"));
    assert_eq!(run("AVAILABLE('country')"), json!(true));
    assert_eq!(run("AVAILABLE(x)"), json!(false));
    assert_eq!(run("AVAILABLE('nope')"), json!(false));
    let deps = Expression::parse("AVAILABLE('a.b') and DISPLAY_VALUE(v, 'c')")
        .unwrap()
        .dependencies();
    assert!(deps.contains(&"a.b".to_owned()) && deps.contains(&"c".to_owned()));
    assert!(deps.contains(&"v".to_owned()));
}

#[test]
fn registered_functions_and_constants() {
    let mut reg = ExpressionRegistry::new();
    reg.register_function(
        "double",
        Arc::new(|args: &[Value]| json!(args.first().and_then(Value::as_f64).unwrap_or(0.0) * 2.0)),
    )
    .register_constant("VAT", json!(0.2));
    let e = Expression::parse_with("DOUBLE(price) * (1 + VAT)", &reg).unwrap();
    assert_eq!(e.evaluate(&ctx(json!({"price": 10})), ""), json!(24));
    // Without the registry the function is unknown.
    let err = Expression::parse("DOUBLE(price)").unwrap_err();
    assert_eq!(err.kind, ExprErrorKind::UnknownFunction("DOUBLE".into()));
    assert_eq!(err.column, 1);
}

#[test]
fn parse_errors_name_expression_and_column() {
    let err = Expression::parse("AGE(birthday) >").unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"expression "AGE(birthday) >" column 16: expected a value"#
    );
    let cases: &[(&str, usize)] = &[
        ("(1 + 2", 7),
        ("1 +* 2", 4),
        ("a && b", 3),
        ("a = b", 3),
        ("!a", 1),
        ("1 2", 3),
        ("'open", 1),
        ("x ? 1", 6),
        ("SUM(1, 2", 9),
        ("ROUND()", 1),
        ("TODAY(1)", 1),
        ("", 1),
        ("a # b", 3),
    ];
    for (src, column) in cases {
        let err = Expression::parse(src).expect_err(src);
        assert_eq!(err.column, *column, "{src}: {err}");
        assert_eq!(err.expression, *src);
        assert!(err.to_string().contains(&format!("column {column}")));
    }
    let err = Expression::parse("AGE()").unwrap_err();
    assert!(
        err.to_string().contains("AGE takes 1 argument(s), 0 given"),
        "{err}"
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
    let err = Expression::parse(&deep).unwrap_err();
    assert_eq!(err.kind, ExprErrorKind::TooDeep);
    let negs = format!("{}1", "-".repeat(5_000));
    assert_eq!(
        Expression::parse(&negs).unwrap_err().kind,
        ExprErrorKind::TooDeep
    );
    let ok = format!("{}1{}", "(".repeat(50), ")".repeat(50));
    assert_eq!(eval(&ok), json!(1));
    // Long flat chains are fine: they do not nest.
    let long = vec!["1"; 20_000].join(" + ");
    assert_eq!(eval(&long), json!(20_000));
    let long_and = vec!["true"; 5_000].join(" and ");
    assert_eq!(eval(&long_and), json!(true));
}
