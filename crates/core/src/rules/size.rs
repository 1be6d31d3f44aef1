//! Sizes and the size rules: `min`, `max`, `size`, `between`, `digits`, `digits_between`.

use serde_json::Value;

use super::context::ValidationContext;
use super::filled::{is_falsy_non_number, scalar_text};
use super::params::{RuleParams, param_number};

/// Which sub-key a size message uses (`min.numeric`, `min.string`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageType {
    /// The value compares as a number.
    Numeric,
    /// The value is a file (sizes in KB).
    File,
    /// The value is a list.
    Array,
    /// Anything else: text length.
    String,
}

impl MessageType {
    /// The locale sub-key: `numeric`, `file`, `array`, `string`.
    pub fn key(self) -> &'static str {
        match self {
            MessageType::Numeric => "numeric",
            MessageType::File => "file",
            MessageType::Array => "array",
            MessageType::String => "string",
        }
    }
}

/// Whether sizes are numeric: the element has a `numeric` / `integer` rule, or its value
/// is a number (so a select with numeric option values treats `min:3` as "≥ 3").
pub fn is_numeric_context(value: &Value, params: &RuleParams) -> bool {
    params.numeric_rules || value.is_number()
}

/// The message type of `value`, by the same logic as [`size_of`].
pub fn message_type(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
) -> MessageType {
    if is_numeric_context(value, params) {
        MessageType::Numeric
    } else if ctx.file_info(value).is_some() {
        MessageType::File
    } else if value.is_array() {
        MessageType::Array
    } else {
        MessageType::String
    }
}

/// The size of `value`: the number itself in a numeric context, KB for files, length for
/// lists, character count for text; `0` for `null` and `""`. `None` when it has no size
/// (a non-numeric text in a numeric context, a boolean, an object that is not a file).
pub fn size_of(value: &Value, numeric: bool, ctx: &dyn ValidationContext) -> Option<f64> {
    match value {
        Value::Null => return Some(0.0),
        Value::String(s) if s.is_empty() => return Some(0.0),
        _ => {}
    }
    if numeric {
        return param_number(value);
    }
    if let Some(file) = ctx.file_info(value) {
        return Some(file.size_kb);
    }
    match value {
        Value::Array(a) => Some(a.len() as f64),
        Value::String(s) => Some(s.chars().count() as f64),
        Value::Number(n) => n.as_f64(),
        _ => None,
    }
}

fn sized(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> Option<f64> {
    size_of(value, is_numeric_context(value, params), ctx)
}

/// `min:n`: size ≥ n. A falsy non-number (`null`, `""`, `false`) passes, as in the
/// reference.
pub fn min(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    compare_one(value, params, ctx, |s, n| s >= n)
}

/// `max:n`: size ≤ n; a falsy non-number passes.
pub fn max(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    compare_one(value, params, ctx, |s, n| s <= n)
}

/// `size:n`: size = n; a falsy non-number passes.
pub fn size(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    compare_one(value, params, ctx, |s, n| (s - n).abs() < f64::EPSILON)
}

/// `between:a,b`: a ≤ size ≤ b (inclusive); a falsy non-number passes.
pub fn between(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    if !value.is_number() && is_falsy_non_number(value) {
        return true;
    }
    match (
        sized(value, params, ctx),
        params.number(0),
        params.number(1),
    ) {
        (Some(s), Some(lo), Some(hi)) => lo <= s && s <= hi,
        _ => false,
    }
}

fn compare_one(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
    cmp: impl Fn(f64, f64) -> bool,
) -> bool {
    if !value.is_number() && is_falsy_non_number(value) {
        return true;
    }
    match (sized(value, params, ctx), params.number(0)) {
        (Some(s), Some(n)) => cmp(s, n),
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
