//! Condition entries: every operator, the two-item forms, AND/OR nesting, wildcards,
//! expressions, custom operators, missing/unavailable elements, and parse errors.
#![cfg(feature = "conditions")] // the conditions engine
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use std::sync::Arc;

use serde_json::{Value, json};
use yewform_core::conditions::{
    ConditionError, ConditionRegistry, Conditions, DataContext, DisabledSpec, parse_conditions,
    parse_conditions_with,
};
use yewform_core::expression::Date;

fn today() -> Date {
    Date::new(2024, 6, 15).unwrap()
}

/// Whether `[["v", op, expected]]` holds when `v` is `actual`.
fn holds(actual: Value, op: &str, expected: Value) -> bool {
    let conditions = parse_conditions(&json!([["v", op, expected]])).unwrap();
    conditions.evaluate(&DataContext::new(json!({ "v": actual }), today()), "el")
}

fn holds2(actual: Value, second: Value) -> bool {
    let conditions = parse_conditions(&json!([["v", second]])).unwrap();
    conditions.evaluate(&DataContext::new(json!({ "v": actual }), today()), "el")
}

#[test]
fn equality_and_membership() {
    assert!(holds(json!("a"), "==", json!("a")));
    assert!(holds(json!("18"), "==", json!(18)));
    assert!(holds(json!(1.0), "==", json!("1")));
    assert!(!holds(json!("a"), "==", json!("b")));
    // Differences from JavaScript's `==` (docs/differences.md): an empty text is not 0,
    // and a boolean equals its text.
    assert!(!holds(json!(""), "==", json!(0)));
    assert!(holds(json!(""), "!=", json!(0)));
    assert!(holds(json!(null), "!=", json!(0)));
    assert!(holds2(json!(true), json!("true")));
    assert!(!holds2(json!(false), json!("true")));
    // Array actual includes the scalar.
    assert!(holds(json!(["a", "b"]), "==", json!("b")));
    // Scalar actual in an expected array.
    assert!(holds(json!("b"), "==", json!(["a", "b"])));
    assert!(!holds(json!("c"), "==", json!(["a", "b"])));
    // Array vs array: any intersection; [] expects an empty actual.
    assert!(holds(json!(["x", "b"]), "==", json!(["a", "b"])));
    assert!(!holds(json!(["x"]), "==", json!(["a", "b"])));
    assert!(holds(json!([]), "==", json!([])));
    assert!(!holds(json!(["a"]), "==", json!([])));
    assert!(holds(json!("b"), "in", json!(["a", "b"])));
    assert!(holds(json!(2), "IN", json!(["1", "2"])));
    // Two-item forms.
    assert!(holds2(json!("USA"), json!("USA")));
    assert!(holds2(json!("USA"), json!(["USA", "CA"])));
    assert!(!holds2(json!("MX"), json!(["USA", "CA"])));
    assert!(holds2(json!(true), json!(true)));
}

#[test]
fn inequality_and_not_in() {
    assert!(holds(json!("a"), "!=", json!("b")));
    assert!(!holds(json!("a"), "!=", json!("a")));
    assert!(holds(json!("c"), "not_in", json!(["a", "b"])));
    assert!(!holds(json!("a"), "NOT_IN", json!(["a", "b"])));
    assert!(holds(json!(["a"]), "!=", json!([])));
    assert!(!holds(json!([]), "!=", json!([])));
    assert!(!holds(json!(["a", "z"]), "not_in", json!(["a"])));
}

#[test]
fn relational_operators() {
    assert!(holds(json!(5), ">", json!(3)));
    assert!(!holds(json!(3), ">", json!(3)));
    assert!(holds(json!(3), ">=", json!(3)));
    assert!(
        holds(json!("2"), "<", json!(10)),
        "numeric strings compare as numbers"
    );
    assert!(holds(json!(10), "<=", json!("10")));
    assert!(!holds(json!("abc"), ">", json!(1)));
    assert!(
        holds(json!([4, 5]), ">", json!(3)),
        "every item of an array"
    );
    assert!(!holds(json!([4, 2]), ">", json!(3)));
    // Without strict conditions null counts as 0; with them an empty actual fails.
    assert!(holds(json!(null), "<", json!(1)));
    let c = parse_conditions(&json!([["v", "<", 1]])).unwrap();
    let strict = DataContext::new(json!({"v": null}), today()).with_strict_conditions(true);
    assert!(!c.evaluate(&strict, "el"));
    let strict = DataContext::new(json!({"v": ""}), today()).with_strict_conditions(true);
    assert!(!c.evaluate(&strict, "el"));
    let strict = DataContext::new(json!({"v": 0}), today()).with_strict_conditions(true);
    assert!(c.evaluate(&strict, "el"));
}

#[test]
fn between_is_exclusive() {
    assert!(holds(json!(5), "between", json!([1, 10])));
    assert!(!holds(json!(1), "between", json!([1, 10])));
    assert!(!holds(json!(10), "BETWEEN", json!([1, 10])));
    assert!(holds(json!("5"), "between", json!(["1", "10"])));
    let err = parse_conditions(&json!([["v", "between", 5]])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "conditions[0][2]: between needs [low, high]"
    );
}

#[test]
fn empty_and_not_empty() {
    for empty in [
        json!(null),
        json!(""),
        json!([]),
        json!({}),
        json!({"a": null, "b": []}),
    ] {
        assert!(holds2(empty.clone(), json!("empty")), "{empty}");
        assert!(!holds2(empty, json!("not_empty")));
    }
    for filled in [
        json!(0),
        json!(false),
        json!("x"),
        json!([null]),
        json!({"a": 1}),
    ] {
        assert!(holds2(filled.clone(), json!("NOT_EMPTY")), "{filled}");
        assert!(!holds2(filled, json!("Empty")));
    }
    // A missing value inside an existing element is empty.
    let c = parse_conditions(&json!([["obj.missing", "empty"]])).unwrap();
    assert!(!c.evaluate(&DataContext::new(json!({"obj": {}}), today()), "el"));
    let c = parse_conditions(&json!([["obj", "empty"]])).unwrap();
    assert!(c.evaluate(&DataContext::new(json!({"obj": {}}), today()), "el"));
}

#[test]
fn date_operators() {
    assert!(holds2(json!("2024-06-15"), json!("today")));
    assert!(holds2(json!("06/15/2024"), json!("TODAY")));
    assert!(holds2(json!("15.06.2024"), json!("today")));
    assert!(holds2(json!("2024-06-15T23:59:00"), json!("today")));
    assert!(!holds2(json!("2024-06-14"), json!("today")));
    assert!(holds(json!("2024-06-14"), "before", json!("today")));
    assert!(!holds(json!("2024-06-15"), "before", json!("today")));
    assert!(holds(json!("2024-06-16"), "after", json!("today")));
    assert!(holds(json!("2024-06-16"), "after", json!("2024-01-01")));
    assert!(holds(json!("2024-06-14"), "before", json!("tomorrow")));
    assert!(holds(
        json!(["2024-01-01", "2024-02-01"]),
        "before",
        json!("2024-03-01")
    ));
    assert!(!holds(
        json!(["2024-01-01", "2024-04-01"]),
        "before",
        json!("2024-03-01")
    ));
    assert!(!holds(json!("not a date"), "after", json!("2000-01-01")));
    assert!(!holds(json!("2024-06-16"), "after", json!("whenever")));
}

#[test]
fn string_and_array_affixes() {
    assert!(holds(json!("hello"), "^", json!("he")));
    assert!(!holds(json!("hello"), "^", json!("lo")));
    assert!(holds(json!("hello"), "$", json!("lo")));
    assert!(holds(json!("hello"), "*", json!("ell")));
    assert!(!holds(json!("hello"), "*", json!("xyz")));
    assert!(holds(json!(12345), "^", json!(12)));
    assert!(holds(json!(["a", "b", "c"]), "^", json!("a")));
    assert!(holds(json!(["a", "b", "c"]), "$", json!("c")));
    assert!(holds(json!(["a", "b", "c"]), "*", json!("b")));
    assert!(!holds(json!(["a", "b", "c"]), "*", json!("z")));
    // A list's first/last item, not its text "ab,c" (docs/differences.md).
    assert!(!holds(json!(["ab", "c"]), "^", json!("a")));
    assert!(!holds(json!(["a", "bc"]), "$", json!("c")));
    assert!(!holds(json!(null), "*", json!("a")));
}

#[test]
fn custom_operators_from_the_registry() {
    let mut reg = ConditionRegistry::new();
    reg.register_operator(
        "divisible_by",
        Arc::new(
            |actual: &Value, expected: &Value| match (actual.as_i64(), expected.as_i64()) {
                (Some(a), Some(e)) if e != 0 => a % e == 0,
                _ => false,
            },
        ),
    );
    let c = parse_conditions_with(&json!([["v", "DIVISIBLE_BY", 3]]), &reg).unwrap();
    assert!(c.evaluate(&DataContext::new(json!({"v": 9}), today()), "el"));
    assert!(!c.evaluate(&DataContext::new(json!({"v": 10}), today()), "el"));
    let err = parse_conditions(&json!([["v", "divisible_by", 3]])).unwrap_err();
    assert!(matches!(err, ConditionError::UnknownOperator { .. }));
}

#[test]
fn and_or_nesting_alternates() {
    // a == 1 AND (b == 1 OR (c == 1 AND d == 1))
    let c = parse_conditions(&json!([["a", 1], [["b", 1], [["c", 1], ["d", 1]]],])).unwrap();
    let eval = |a: i32, b: i32, cc: i32, d: i32| {
        c.evaluate(
            &DataContext::new(json!({"a": a, "b": b, "c": cc, "d": d}), today()),
            "el",
        )
    };
    assert!(eval(1, 1, 0, 0));
    assert!(eval(1, 0, 1, 1));
    assert!(!eval(1, 0, 1, 0));
    assert!(!eval(0, 1, 1, 1));
    // A list of lists at the top is an OR group.
    let or = parse_conditions(&json!([[["a", 1], ["b", 1]]])).unwrap();
    assert!(or.evaluate(&DataContext::new(json!({"a": 0, "b": 1}), today()), "el"));
    assert!(!or.evaluate(&DataContext::new(json!({"a": 0, "b": 0}), today()), "el"));
    // Expressions inside groups.
    #[cfg(feature = "expressions")]
    {
        for spec in [
            json!([[["a > 5"], ["b", "empty"]]]),
            json!([[["b", "empty"], "a > 5"]]),
        ] {
            let mixed = parse_conditions(&spec).unwrap();
            assert!(mixed.evaluate(&DataContext::new(json!({"a": 6, "b": 1}), today()), "el"));
            assert!(mixed.evaluate(&DataContext::new(json!({"a": 1, "b": ""}), today()), "el"));
            assert!(!mixed.evaluate(&DataContext::new(json!({"a": 1, "b": 1}), today()), "el"));
        }
        // A list starting with an expression is not silently a group (audit 30-I F1).
        let e = parse_conditions(&json!([["a > 5", ["b", "empty"]]])).unwrap_err();
        assert_eq!(
            e.to_string(),
            r#"conditions[0]: a list starting with an expression is not a condition: for AND write each expression as an entry of the list around it; for OR write a group of one-item lists, [["a > 5"], ["b","empty"]]"#
        );
    }
    // No conditions: always true.
    assert!(
        parse_conditions(&json!([]))
            .unwrap()
            .evaluate(&DataContext::new(json!({}), today()), "el")
    );
    assert!(parse_conditions(&json!(null)).unwrap().is_empty());
}

#[cfg(feature = "expressions")]
#[test]
fn expression_entries() {
    let c = parse_conditions(&json!([
        "AGE(birthday) >= 18",
        r#"age > 18 and (country == "USA" or country == "Canada") and agreed_terms == true"#
    ]))
    .unwrap();
    let ok = json!({"birthday": "2000-01-01", "age": 24, "country": "USA", "agreed_terms": true});
    assert!(c.evaluate(&DataContext::new(ok.clone(), today()), "el"));
    let mut minor = ok;
    minor["birthday"] = json!("2010-01-01");
    assert!(!c.evaluate(&DataContext::new(minor, today()), "el"));
    // A single string is one expression.
    let single = parse_conditions(&json!("x == 'y'")).unwrap();
    assert!(single.evaluate(&DataContext::new(json!({"x": "y"}), today()), "el"));
}

#[test]
fn wildcards_are_filled_from_the_element_path() {
    let c = parse_conditions(&json!([["list.*.type", "company"]])).unwrap();
    let ctx = DataContext::new(
        json!({"list": [{"type": "person"}, {"type": "company"}]}),
        today(),
    );
    assert!(!c.evaluate(&ctx, "list.0.vat"));
    assert!(c.evaluate(&ctx, "list.1.vat"));
    assert_eq!(c.dependencies("list.1.vat"), vec!["list.1.type"]);
    #[cfg(feature = "expressions")]
    {
        let nested = parse_conditions(&json!([["a.*.b.*.c", 1], "a.*.x > 0"])).unwrap();
        assert_eq!(nested.dependencies("a.2.b.5.d"), vec!["a.2.b.5.c", "a.2.x"]);
    }
}

#[test]
fn missing_or_unavailable_elements_make_conditions_false() {
    let c = parse_conditions(&json!([["other", "not_empty"]])).unwrap();
    assert!(!c.evaluate(&DataContext::new(json!({}), today()), "el"));
    let c = parse_conditions(&json!([["other", "empty"]])).unwrap();
    assert!(
        !c.evaluate(&DataContext::new(json!({}), today()), "el"),
        "missing element"
    );
    let ctx = DataContext::new(json!({"other": ""}), today());
    assert!(c.evaluate(&ctx, "el"));
    assert!(!c.evaluate(&ctx.clone().with_unavailable("other"), "el"));
}

#[test]
fn function_conditions_and_dependencies() {
    let mut c = parse_conditions(&json!([["a", 1]])).unwrap();
    assert!(!c.depends_on_everything());
    c.push_fn_with_deps(vec!["list.*.b".into()], |ctx| {
        ctx.value("b").and_then(|v| v.as_i64()) == Some(2)
    });
    assert_eq!(c.dependencies("list.3.z"), vec!["a", "list.3.b"]);
    assert!(!c.depends_on_everything());
    assert!(c.evaluate(&DataContext::new(json!({"a": 1, "b": 2}), today()), "el"));
    assert!(!c.evaluate(&DataContext::new(json!({"a": 1, "b": 3}), today()), "el"));
    let mut f = Conditions::new();
    f.push_fn(|ctx| ctx.today() == Date::new(2024, 6, 15).unwrap());
    assert!(f.depends_on_everything());
    assert!(f.evaluate(&DataContext::new(json!({}), today()), "el"));
}

#[test]
fn parse_errors_name_the_position() {
    let err = |spec: Value| parse_conditions(&spec).unwrap_err().to_string();
    assert_eq!(
        err(json!([["a", 1], ["b", "=>", 2]])),
        r#"conditions[1][1]: unknown operator "=>""#
    );
    assert_eq!(
        err(json!([[["a", 1], ["b", "~", 2]]])),
        r#"conditions[0][1][1]: unknown operator "~""#
    );
    assert_eq!(
        err(json!([["a"]])),
        "conditions[0]: a condition has 2 or 3 items, found 1"
    );
    assert_eq!(
        err(json!([["a", "==", 1, 2]])),
        "conditions[0]: a condition has 2 or 3 items, found 4"
    );
    assert_eq!(
        err(json!([[1, 2]])),
        "conditions[0][0]: expected an element path (a non-empty string)"
    );
    assert_eq!(err(json!([[]])), "conditions[0]: empty condition group");
    assert_eq!(
        err(json!([5])),
        "conditions[0]: expected a condition [path, operator, value], a group or an expression string, found a number"
    );
    assert_eq!(
        err(json!({"a": 1})),
        "conditions: expected a list of conditions, found an object"
    );
    #[cfg(feature = "expressions")]
    assert_eq!(
        err(json!([["a", 1], "AGE(birthday) >"])),
        r#"conditions[1]: expression "AGE(birthday) >" column 16: expected a value"#
    );
    assert_eq!(
        err(json!([["a", 5, 1]])),
        r#"conditions[0][1]: unknown operator "5""#
    );
    let mut deep = json!(["a", 1]);
    for _ in 0..40 {
        deep = json!([deep, ["b", 1]]);
    }
    assert!(matches!(
        parse_conditions(&json!([deep])).unwrap_err(),
        ConditionError::TooDeep { .. }
    ));
}

#[test]
fn disabled_spec() {
    let ctx = DataContext::new(json!({"locked": true, "n": 1}), today());
    assert!(
        !DisabledSpec::parse(&json!(null))
            .unwrap()
            .evaluate(&ctx, "el")
    );
    assert!(
        DisabledSpec::parse(&json!(true))
            .unwrap()
            .evaluate(&ctx, "el")
    );
    assert!(
        !DisabledSpec::parse(&json!(false))
            .unwrap()
            .evaluate(&ctx, "el")
    );
    // The reference's ref-like value (audit 30-G F3).
    for on in [true, false] {
        assert_eq!(
            DisabledSpec::parse(&json!({"value": on}))
                .unwrap()
                .evaluate(&ctx, "el"),
            on
        );
    }
    assert!(DisabledSpec::parse(&json!({"value": "yes"})).is_err());
    let all = DisabledSpec::parse(&json!([["locked", true], ["n", ">", 0]])).unwrap();
    assert!(all.evaluate(&ctx, "el"));
    let not_all = DisabledSpec::parse(&json!([["locked", true], ["n", ">", 5]])).unwrap();
    assert!(!not_all.evaluate(&ctx, "el"));
    assert!(
        !DisabledSpec::parse(&json!([]))
            .unwrap()
            .evaluate(&ctx, "el")
    );
    let f = DisabledSpec::from_fn(|ctx| ctx.value("n") == Some(json!(1)));
    assert!(f.evaluate(&ctx, "el"));
    assert_eq!(
        DisabledSpec::parse(&json!([["n", "=>", 1]]))
            .unwrap_err()
            .to_string(),
        r#"disabled[0][1]: unknown operator "=>""#
    );
    assert_eq!(
        DisabledSpec::parse(&json!("yes")).unwrap_err().to_string(),
        "disabled: expected a list of conditions, found a string"
    );
}

/// `today` / `before` / `after` on an empty list are false, as the reference's
/// `actual.length && actual.every(…)` (audit 4 #4): no date entered, nothing holds.
#[test]
fn date_operators_are_false_on_an_empty_list() {
    assert!(!holds(json!([]), "before", json!("today")));
    assert!(!holds(json!([]), "after", json!("2000-01-01")));
    assert!(!holds2(json!([]), json!("today")));
    // One date still decides.
    assert!(holds(json!(["2024-06-14"]), "before", json!("today")));
}

/// `empty` / `not_empty` look one level into nested objects, as the reference's
/// `compare.js` (audit 4 #3): an inner object whose values are all `null`/`""`/`[]` is
/// empty; one level deeper is not looked into.
#[test]
fn empty_looks_one_level_into_nested_objects() {
    let address = json!({"street": null, "geo": {"lat": null, "lng": "", "tags": []}});
    assert!(holds2(address.clone(), json!("empty")));
    assert!(!holds2(address, json!("not_empty")));
    let filled = json!({"street": null, "geo": {"lat": 1, "lng": ""}});
    assert!(!holds2(filled.clone(), json!("empty")));
    assert!(holds2(filled, json!("not_empty")));
    let deeper = json!({"a": {"b": {"c": null}}});
    assert!(!holds2(deeper, json!("empty")));
}

/// `^`, `$` and `*` read a numeric text as the text it is: a zip `"0123"` starts with `"0"`
/// and a price `"1.50"` ends with `"0"` (the reference turns numeric texts into numbers
/// first, `123` and `1.5`; docs/differences.md, Conditions and expressions).
#[test]
fn affix_operators_read_numeric_text_as_typed() {
    assert!(holds(json!("0123"), "^", json!("0")));
    assert!(holds(json!("1.50"), "$", json!("0")));
    assert!(holds(json!("1.50"), "*", json!(".50")));
    // A number is read as JavaScript writes it.
    assert!(!holds(json!(1.5), "$", json!("0")));
    assert!(holds(json!(123), "^", json!("12")));
}
