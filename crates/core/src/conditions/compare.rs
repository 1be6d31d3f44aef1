//! The operator semantics (the reference's `compare.js`).

use std::cmp::Ordering;

use serde_json::Value;

use super::context::ConditionContext;
use super::operator::Operator;
use crate::expression::Date;
use crate::expression::coerce::{compare_values, is_empty_value, js_string, loose_eq};

/// Whether `actual` (the referenced element's value) satisfies `op` against `expected`.
///
/// - `==`/`in`: an array actual includes the expected scalar; a scalar actual is included
///   in an expected array; two arrays intersect, except that an expected `[]` requires an
///   empty actual. Otherwise loose equality ([`loose_eq`]).
/// - `!=`/`not_in`: the negation (so an expected `[]` requires a non-empty actual).
/// - `> >= < <=`: numeric (or, for two non-numeric strings, lexical) comparison; an array
///   actual requires every item to satisfy it. With strict conditions an actual of `null`
///   or `""` fails; without, `null` counts as 0 (`null < 1` is true).
/// - `between`: `expected[0] < actual < expected[1]`; every item of an array actual.
/// - `empty`/`not_empty`: [`is_empty_value`].
/// - `today`/`before`/`after`: day granularity; the actual is a date string in any format of
///   [`Date::parse`] (an array requires every item); the expected value is a date or
///   `"today"`/`"tomorrow"`/`"yesterday"`. An unparseable date fails.
/// - `^`/`$`/`*`: starts with / ends with / contains; on strings (numbers are turned into
///   text), or on arrays (first item / last item / any item loosely equals expected).
/// - custom: the registered function with the raw values.
pub fn compare(
    op: &Operator,
    actual: &Value,
    expected: &Value,
    ctx: &dyn ConditionContext,
) -> bool {
    match op {
        Operator::Eq | Operator::In => equals(actual, expected),
        Operator::Ne | Operator::NotIn => !equals(actual, expected),
        Operator::Gt => relational(actual, expected, ctx, |o| o == Ordering::Greater),
        Operator::Gte => relational(actual, expected, ctx, |o| o != Ordering::Less),
        Operator::Lt => relational(actual, expected, ctx, |o| o == Ordering::Less),
        Operator::Lte => relational(actual, expected, ctx, |o| o != Ordering::Greater),
        Operator::Between => between(actual, expected, ctx),
        Operator::Empty => is_empty_value(actual),
        Operator::NotEmpty => !is_empty_value(actual),
        Operator::Today => dates(actual, &Value::from("today"), ctx, Ordering::Equal),
        Operator::Before => dates(actual, expected, ctx, Ordering::Less),
        Operator::After => dates(actual, expected, ctx, Ordering::Greater),
        Operator::StartsWith => affix(actual, expected, Affix::Start),
        Operator::EndsWith => affix(actual, expected, Affix::End),
        Operator::Contains => affix(actual, expected, Affix::Anywhere),
        Operator::Custom { func, .. } => func(actual, expected),
    }
}

fn equals(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Array(a), Value::Array(e)) => {
            if e.is_empty() {
                a.is_empty()
            } else {
                a.iter().any(|x| e.iter().any(|y| loose_eq(x, y)))
            }
        }
        (Value::Array(a), e) => a.iter().any(|x| loose_eq(x, e)),
        (a, Value::Array(e)) => e.iter().any(|y| loose_eq(a, y)),
        (a, e) => loose_eq(a, e),
    }
}

fn is_blank(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        _ => false,
    }
}

fn relational(
    actual: &Value,
    expected: &Value,
    ctx: &dyn ConditionContext,
    test: impl Fn(Ordering) -> bool,
) -> bool {
    let strict = ctx.strict_conditions();
    let one = |a: &Value| {
        if strict && is_blank(a) {
            return false;
        }
        compare_values(a, expected).is_some_and(&test)
    };
    match actual {
        Value::Array(items) => items.iter().all(one),
        a => one(a),
    }
}

fn between(actual: &Value, expected: &Value, ctx: &dyn ConditionContext) -> bool {
    let (Some(low), Some(high)) = (expected.get(0), expected.get(1)) else {
        return false;
    };
    let strict = ctx.strict_conditions();
    let one = |a: &Value| {
        !(strict && is_blank(a))
            && compare_values(a, low) == Some(Ordering::Greater)
            && compare_values(a, high) == Some(Ordering::Less)
    };
    match actual {
        Value::Array(items) => items.iter().all(one),
        a => one(a),
    }
}

fn date_of(value: &Value, ctx: &dyn ConditionContext) -> Option<Date> {
    let Value::String(s) = value else {
        return None;
    };
    match s.to_ascii_lowercase().as_str() {
        "today" => Some(ctx.today()),
        "tomorrow" => ctx.today().add_days(1),
        "yesterday" => ctx.today().add_days(-1),
        _ => Date::parse(s),
    }
}

fn dates(actual: &Value, expected: &Value, ctx: &dyn ConditionContext, want: Ordering) -> bool {
    let Some(target) = date_of(expected, ctx) else {
        return false;
    };
    let one = |a: &Value| date_of(a, ctx).is_some_and(|d| d.cmp(&target) == want);
    match actual {
        // The reference's `actual.length && actual.every(…)`: an empty list holds nothing.
        Value::Array(items) => !items.is_empty() && items.iter().all(one),
        a => one(a),
    }
}

#[derive(Clone, Copy)]
enum Affix {
    Start,
    End,
    Anywhere,
}

fn affix(actual: &Value, expected: &Value, kind: Affix) -> bool {
    match actual {
        Value::Array(items) => match kind {
            Affix::Start => items.first().is_some_and(|x| loose_eq(x, expected)),
            Affix::End => items.last().is_some_and(|x| loose_eq(x, expected)),
            Affix::Anywhere => items.iter().any(|x| loose_eq(x, expected)),
        },
        Value::String(_) | Value::Number(_) | Value::Bool(_) => {
            if expected.is_null() || expected.is_array() || expected.is_object() {
                return false;
            }
            let text = js_string(actual);
            let needle = js_string(expected);
            match kind {
                Affix::Start => text.starts_with(&needle),
                Affix::End => text.ends_with(&needle),
                Affix::Anywhere => text.contains(&needle),
            }
        }
        Value::Null | Value::Object(_) => false,
    }
}
