//! How a scalar JSON value reads as text, the way JavaScript's `String(x)` shows it.

use serde_json::{Number, Value};

/// The text of a number as JavaScript's `String(x)` prints it: whole numbers without a
/// fraction (`1.0` → `"1"`), plain notation from 1e-6 up to (not including) 1e21
/// (`1e-6` → `"0.000001"`, `1e20` → `"100000000000000000000"`) and exponent notation outside
/// (`"1e-7"`, `"1e+21"`), `-0` as `"0"`
/// ([`js_number`](crate::expression::coerce::js_number)). An integer the JSON holds exactly
/// keeps its digits, past 2^53 too (JavaScript would round it).
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::scalar_text;
/// assert_eq!(scalar_text(&json!(1e-6)).as_deref(), Some("0.000001"));
/// assert_eq!(scalar_text(&json!(1e21)).as_deref(), Some("1e+21"));
/// ```
#[must_use]
pub fn number_text(n: &Number) -> String {
    crate::expression::coerce::format_number(n)
}

/// The text of a scalar: a string as is, a number as [`number_text`], a boolean as
/// `"true"`/`"false"`. `None` for `null`, arrays and objects.
#[must_use]
pub fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(number_text(n)),
        Value::Bool(b) => Some(b.to_string()),
        Value::Null | Value::Array(_) | Value::Object(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn numbers_read_like_javascript() {
        assert_eq!(scalar_text(&json!(1.0)).as_deref(), Some("1"));
        assert_eq!(scalar_text(&json!(-3)).as_deref(), Some("-3"));
        assert_eq!(scalar_text(&json!(1.5)).as_deref(), Some("1.5"));
        assert_eq!(scalar_text(&json!(true)).as_deref(), Some("true"));
        assert_eq!(scalar_text(&json!(null)), None);
        // JavaScript's String(x) outside the plain integers too.
        assert_eq!(scalar_text(&json!(1e-6)).as_deref(), Some("0.000001"));
        assert_eq!(scalar_text(&json!(1e21)).as_deref(), Some("1e+21"));
        assert_eq!(
            scalar_text(&json!(1e20)).as_deref(),
            Some("100000000000000000000")
        );
        assert_eq!(scalar_text(&json!(-0.0)).as_deref(), Some("0"));
        // An integer the JSON held exactly keeps its digits (a stored id past 2^53).
        assert_eq!(
            scalar_text(&json!(9_007_199_254_740_993_u64)).as_deref(),
            Some("9007199254740993")
        );
        assert_eq!(scalar_text(&json!([1])), None);
    }
}
