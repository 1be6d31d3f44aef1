//! How a scalar JSON value reads as text, the way JavaScript's `String(x)` shows it.

use serde_json::{Number, Value};

/// The text of a number as JavaScript prints it: whole numbers without a fraction
/// (`1.0` → `"1"`), everything else as serde_json prints it.
#[must_use]
pub fn number_text(n: &Number) -> String {
    if n.is_f64() {
        if let Some(f) = n.as_f64() {
            // Whole values within i64's exact range print without ".0", as in JavaScript.
            if f.fract() == 0.0 && f.abs() < 9.007_199_254_740_992e15 {
                let whole = f as i64;
                return whole.to_string();
            }
        }
    }
    n.to_string()
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
        assert_eq!(scalar_text(&json!([1])), None);
    }
}
