//! The size rules: `min`, `max`, `size`, `between`, `digits`, `digits_between`.

use serde_json::Value;

use super::context::ValidationContext;
use super::filled::scalar_text;
use super::params::RuleParams;
use super::size::{is_numeric_context, size_of};

/// JavaScript falsiness of a non-number: `null`, `""`, `false`.
fn is_falsy_non_number(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Bool(b) => !b,
        _ => false,
    }
}

fn sized(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> Option<f64> {
    size_of(value, is_numeric_context(value, params), ctx)
}

/// Whether the reference's size of `value` is `null`: a text that is no number in a numeric
/// context (`numeric`/`integer` among the rules). JavaScript's `<`, `<=`, `>`, `>=` compare
/// `null` as 0 and its `==` equals no number, so `numeric|max:3` on `"abc"` fails `numeric`
/// only, as there.
fn null_sized(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    params.numeric_rules && !value.is_number() && sized(value, params, ctx).is_none()
}

/// `min:n`: size ≥ n. A falsy non-number (`null`, `""`, `false`) passes, as in the
/// reference.
pub fn min(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    compare_one(value, params, ctx, false, |s, n| s >= n)
}

/// `max:n`: size ≤ n; a falsy non-number passes.
pub fn max(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    compare_one(value, params, ctx, false, |s, n| s <= n)
}

/// `size:n`: size = n; a falsy non-number passes.
pub fn size(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    compare_one(value, params, ctx, true, |s, n| {
        (s - n).abs() < f64::EPSILON
    })
}

/// `between:a,b`: a ≤ size ≤ b (inclusive); a falsy non-number passes.
pub fn between(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    if !value.is_number() && is_falsy_non_number(value) {
        return true;
    }
    let size = sized(value, params, ctx).or_else(|| null_sized(value, params, ctx).then_some(0.0));
    match (size, params.number(0), params.number(1)) {
        (Some(s), Some(lo), Some(hi)) => lo <= s && s <= hi,
        _ => false,
    }
}

fn compare_one(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
    equality: bool,
    cmp: impl Fn(f64, f64) -> bool,
) -> bool {
    if !value.is_number() && is_falsy_non_number(value) {
        return true;
    }
    match (sized(value, params, ctx), params.number(0)) {
        (Some(s), Some(n)) => cmp(s, n),
        (None, Some(n)) if !equality && null_sized(value, params, ctx) => cmp(0.0, n),
        _ => false,
    }
}

fn digit_count(value: &Value) -> Option<usize> {
    let text = scalar_text(value)?;
    if !text.is_empty() && text.chars().all(|c| c.is_ascii_digit()) {
        Some(text.len())
    } else {
        None
    }
}

/// `digits:n`: only ASCII digits, exactly n of them.
pub fn digits(value: &Value, params: &RuleParams) -> bool {
    match (digit_count(value), params.number(0)) {
        (Some(len), Some(n)) => len as f64 == n,
        _ => false,
    }
}

/// `digits_between:a,b`: only ASCII digits, between a and b of them (inclusive).
pub fn digits_between(value: &Value, params: &RuleParams) -> bool {
    match (digit_count(value), params.number(0), params.number(1)) {
        (Some(len), Some(lo), Some(hi)) => lo <= len as f64 && len as f64 <= hi,
        _ => false,
    }
}
