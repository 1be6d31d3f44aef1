//! Date rules: `date`, `date_format`, `date_equals`, `after`, `after_or_equal`, `before`,
//! `before_or_equal`. Dates are read and written by the crate's one calendar,
//! [`crate::date`] (moment.js format tokens).

use serde_json::Value;

use super::context::ValidationContext;
use super::params::RuleParams;
use crate::date::{Date, matches_format, parse_loose, parse_with_format};

/// `date`: the value is text that parses as a date ([`parse_loose`]).
pub fn date(value: &Value) -> bool {
    value.as_str().and_then(parse_loose).is_some()
}

/// `date_format:F`: as the reference's `moment(value, F).format(F) === value`
/// ([`matches_format`]).
pub fn date_format(value: &Value, params: &RuleParams) -> bool {
    value
        .as_str()
        .is_some_and(|v| matches_format(v, params.main_text()))
}

/// Parses a date value in the element's value format (moment's forgiving mode), else in
/// any of the formats of [`parse_loose`].
fn parse_value(text: &str, ctx: &dyn ValidationContext) -> Option<Date> {
    let fmt = ctx.value_date_format();
    parse_with_format(text, &fmt, false)
        .or_else(|| parse_loose(text))
        .map(|d| d.date())
}

fn today(ctx: &dyn ValidationContext) -> Option<Date> {
    let (y, m, d) = ctx.today();
    Date::new(i64::from(y), m, d)
}

/// Whether a date parameter is a keyword or an absolute date (else it is an element path).
pub fn is_date_literal(param: &str) -> bool {
    matches!(param, "today" | "tomorrow" | "yesterday") || parse_loose(param).is_some()
}

/// What a date parameter resolves to.
enum Target {
    Day(Date),
    /// The referenced element is empty or not a date: nothing to compare with.
    Nothing,
    /// The parameter is no keyword, names no element and is no date (a typo such as
    /// `after:strat_date`): as the reference's invalid moment, nothing compares with it.
    Invalid,
}

fn resolve(param: &str, ctx: &dyn ValidationContext) -> Target {
    let shift = |days: i64| match today(ctx).and_then(|t| t.add_days(days)) {
        Some(d) => Target::Day(d),
        None => Target::Nothing,
    };
    match param {
        "today" => return shift(0),
        "tomorrow" => return shift(1),
        "yesterday" => return shift(-1),
        _ => {}
    }
    if let Some(other) = ctx.value(param) {
        return match other.as_str().and_then(|t| parse_value(t, ctx)) {
            Some(d) => Target::Day(d),
            None => Target::Nothing,
        };
    }
    match parse_value(param, ctx) {
        Some(d) => Target::Day(d),
        None => Target::Invalid,
    }
}

/// Which date comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateOp {
    /// `after`.
    After,
    /// `after_or_equal`.
    AfterOrEqual,
    /// `before`.
    Before,
    /// `before_or_equal`.
    BeforeOrEqual,
    /// `date_equals`.
    Equals,
}

/// `after` / `after_or_equal` / `before` / `before_or_equal` / `date_equals:X`, compared
/// at day granularity. X is `today`, `tomorrow`, `yesterday`, another element's path, or
/// an absolute date. A list value requires every item to pass. A value that is not a date
/// fails. When X names an element that is empty (or not a date) the rule passes: there is
/// nothing to compare with yet. When X is no keyword, names no element and is no date (a
/// typo such as `after:strat_date`, `before:now`), the rule fails every value, as the
/// reference's invalid date does. This is not a schema error because the element may be
/// added later (an element written inline in a view).
///
/// Difference from the reference: `date_equals` compares dates (so `date_equals:today`
/// works), not the raw text.
pub fn compare(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
    op: DateOp,
) -> bool {
    let param = params.main_text();
    let target = match resolve(param, ctx) {
        Target::Day(d) => d,
        Target::Nothing => return true,
        Target::Invalid => return false,
    };
    let check = |v: &Value| {
        let Some(day) = v.as_str().and_then(|t| parse_value(t, ctx)) else {
            return false;
        };
        match op {
            DateOp::After => day > target,
            DateOp::AfterOrEqual => day >= target,
            DateOp::Before => day < target,
            DateOp::BeforeOrEqual => day <= target,
            DateOp::Equals => day == target,
        }
    };
    match value {
        Value::Array(items) => items.iter().all(check),
        other => check(other),
    }
}

/// The `:date` placeholder: the date the parameter resolves to, written `YYYY-MM-DD`, as
/// the reference's `this.date.format(…)` (`today`/`tomorrow`/`yesterday` resolved, an
/// absolute date normalised, an element parameter's date). When the parameter names an
/// element that holds no date: that element's generic name, else the parameter as written.
pub fn date_text(params: &RuleParams, ctx: &dyn ValidationContext) -> String {
    let param = params.main_text();
    if let Target::Day(day) = resolve(param, ctx) {
        return day.to_string();
    }
    if !is_date_literal(param) {
        if let Some(Value::String(s)) = ctx.value(param) {
            if !s.is_empty() {
                return s;
            }
        }
        if let Some(name) = ctx.generic_name(param) {
            return name;
        }
    }
    param.to_string()
}
