//! The reference's "filled" check, JavaScript-style loose equality, and (for the rules of
//! the `rules` feature) JavaScript-style text of a value.

use serde_json::Value;

use super::context::ValidationContext;

/// Whether `c` is white space to JavaScript (what `trim` removes and `\s` matches): Unicode's
/// `White_Space` characters but U+0085 (NEL), and U+FEFF (the byte order mark).
pub(crate) fn is_js_space(c: char) -> bool {
    c == '\u{feff}' || (c != '\u{85}' && c.is_whitespace())
}

/// `s` without leading and trailing white space, as JavaScript's `trim` (and lodash's)
/// removes it ([`is_js_space`]): `"\u{feff}5"` is `"5"`, `"\u{85}5"` stays as it is. The one
/// trim of the rules' blank checks, `in`, `integer` and loose equality.
pub(crate) fn js_trim(s: &str) -> &str {
    s.trim_matches(is_js_space)
}

/// Whether `value` counts as filled: false for `null`, a blank (empty or white-space only,
/// as JavaScript's `trim` sees it: a lone U+FEFF is blank, a U+0085 is not) string, `[]`,
/// and a file whose name is empty. `0`, `false` and objects are filled.
///
/// A checkbox's or toggle's `falseValue` is unfilled too, but only as the element's own
/// value: [`is_own_filled`].
pub fn is_filled(value: &Value, ctx: &dyn ValidationContext) -> bool {
    match value {
        Value::Null => false,
        Value::String(s) => !js_trim(s).is_empty(),
        Value::Array(a) => !a.is_empty(),
        other => ctx.file_info(other).is_none_or(|f| !f.name.is_empty()),
    }
}

/// [`is_filled`] for the value of the element being validated: a checkbox or toggle
/// ([`ValidationContext::on_off`]) is filled only while checked (its value loosely equal to
/// `trueValue`, as the box is drawn), so `required` asks for the box to be checked and
/// `nullable` skips the rules while it is not.
pub fn is_own_filled(value: &Value, ctx: &dyn ValidationContext) -> bool {
    is_filled(value, ctx)
        && ctx
            .on_off()
            .is_none_or(|(on, _)| crate::element::loosely_equal(value, &on))
}

/// Loose equality (`==`) as JavaScript does it for JSON values: numbers and numeric text
/// compare as numbers, `true == 1`, lists and objects compare by content.
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Number(n), Value::String(s)) | (Value::String(s), Value::Number(n)) => {
            let t = js_trim(s);
            let parsed = if t.is_empty() {
                Some(0.0)
            } else {
                crate::json_text::parse_decimal(t)
            };
            parsed.is_some_and(|p| Some(p) == n.as_f64())
        }
        (Value::Bool(x), Value::Number(n)) | (Value::Number(n), Value::Bool(x)) => {
            n.as_f64() == Some(if *x { 1.0 } else { 0.0 })
        }
        (Value::Bool(x), Value::String(s)) | (Value::String(s), Value::Bool(x)) => {
            crate::json_text::parse_decimal(js_trim(s)) == Some(if *x { 1.0 } else { 0.0 })
        }
        _ => a == b,
    }
}

/// A value as JavaScript's `String(value)` would give it, and a number as JavaScript prints
/// it (`5`, not `5.0`): the items' one reading ([`crate::items::scalar_text`]).
#[cfg(feature = "rules")]
pub use crate::items::{number_text, scalar_text};

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn loose_equality() {
        assert!(loose_eq(&json!(1), &json!("1")));
        assert!(loose_eq(&json!("1.0"), &json!(1)));
        assert!(loose_eq(&json!(true), &json!(1)));
        assert!(!loose_eq(&json!("a"), &json!("b")));
        assert!(!loose_eq(&json!(null), &json!(0)));
        assert!(loose_eq(&json!([1]), &json!([1])));
    }
}
