//! The reference's "filled" check, falsiness, and JavaScript-style text of a value.

use serde_json::Value;

use super::context::ValidationContext;

/// Whether `value` counts as filled: false for `null`, a blank (empty or white-space only)
/// string, `[]`, and a file whose name is empty. `0`, `false` and objects are filled.
///
/// The reference also treats the element's `falseValue` (checkbox) as unfilled; elements
/// with such a value pass `null` when unchecked instead.
pub fn is_filled(value: &Value, ctx: &dyn ValidationContext) -> bool {
    match value {
        Value::Null => false,
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(a) => !a.is_empty(),
        other => ctx.file_info(other).is_none_or(|f| !f.name.is_empty()),
    }
}

/// JavaScript falsiness of a non-number: `null`, `""`, `false`.
pub fn is_falsy_non_number(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Bool(b) => !b,
        _ => false,
    }
}

/// A value as JavaScript's `String(value)` would give it, for scalar values: strings as
/// they are, integral numbers without a fraction, booleans as `true`/`false`. `None` for
/// `null`, arrays and objects.
pub fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(number_text(n)),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// A number as JavaScript prints it (`5`, not `5.0`).
pub fn number_text(n: &serde_json::Number) -> String {
    match n.as_f64() {
        Some(f) if n.is_f64() && f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", f as i64),
        _ => n.to_string(),
    }
}
