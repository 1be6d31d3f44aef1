//! JavaScript-like coercions shared by expressions and condition operators.
//!
//! The reference evaluates conditions and expressions with JavaScript semantics. yewform keeps
//! the parts users rely on (numeric strings compare as numbers, `null < 1`, truthiness) and
//! drops the surprising ones, each documented on the function that decides it.

use std::cmp::Ordering;

use serde_json::{Number, Value};

/// JavaScript truthiness: `false`, `0`, `""` and `null` are falsy; arrays and objects
/// (even empty ones) are truthy.
pub fn is_truthy(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0 && !f.is_nan()),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// JavaScript `Number(value)`: `None` stands for `NaN`.
///
/// `null` → 0, booleans → 0/1, a trimmed empty string → 0, a decimal string → its number,
/// an array of zero or one item → 0 or that item's number; everything else is `NaN`.
/// Hexadecimal, `Infinity` and `NaN` spellings are not numbers here.
pub fn to_number(value: &Value) -> Option<f64> {
    match value {
        Value::Null => Some(0.0),
        Value::Bool(b) => Some(if *b { 1.0 } else { 0.0 }),
        Value::Number(n) => n.as_f64(),
        Value::String(s) => parse_number_text(s),
        Value::Array(items) => match items.as_slice() {
            [] => Some(0.0),
            [one] => to_number(one),
            _ => None,
        },
        Value::Object(_) => None,
    }
}

fn parse_number_text(text: &str) -> Option<f64> {
    let t = text.trim();
    if t.is_empty() {
        return Some(0.0);
    }
    let plain = t
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E'));
    if !plain {
        return None;
    }
    t.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// Builds a JSON number from an `f64`: integral values that fit an `i64` become integers
/// (so `1 + 2` is `3`, not `3.0`); non-finite values (division by zero, `NaN`) become
/// `null`, because JSON has no `Infinity` or `NaN`.
pub fn number_value(f: f64) -> Value {
    if !f.is_finite() {
        return Value::Null;
    }
    if f.fract() == 0.0 && f.abs() < 9.0e15 {
        // In range, so the conversion is exact.
        #[allow(clippy::cast_possible_truncation)]
        let i = f as i64;
        return Value::Number(Number::from(i));
    }
    Number::from_f64(f).map_or(Value::Null, Value::Number)
}

/// The reference's `normalize`: a string that is an integer or a decimal (`"12"`, `"-3"`,
/// `"1.5"`) becomes a number; everything else is returned unchanged.
pub fn normalize(value: &Value) -> Value {
    if let Value::String(s) = value {
        if is_numeric_string(s) {
            if let Ok(f) = s.parse::<f64>() {
                return number_value(f);
            }
        }
    }
    value.clone()
}

fn is_numeric_string(s: &str) -> bool {
    let body = s.strip_prefix('-').unwrap_or(s);
    let mut parts = body.splitn(2, '.');
    let int_ok = parts
        .next()
        .is_some_and(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    let frac_ok = parts
        .next()
        .is_none_or(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    int_ok && frac_ok
}

/// Loose equality after [`normalize`].
///
/// Numbers compare numerically (so `"18" == 18`), booleans equal `1`/`0` and the strings
/// `"true"`/`"false"`, `null` equals only `null`, arrays and objects compare deeply.
/// Unlike JavaScript's `==`, `"" == 0` and `null == 0` are false, and arrays compare by
/// content rather than by reference.
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    let a = normalize(a);
    let b = normalize(b);
    match (&a, &b) {
        (Value::Null, Value::Null) => true,
        (Value::Null, _) | (_, Value::Null) => false,
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Bool(x), Value::Number(n)) | (Value::Number(n), Value::Bool(x)) => {
            n.as_f64() == Some(if *x { 1.0 } else { 0.0 })
        }
        (Value::Bool(x), Value::String(s)) | (Value::String(s), Value::Bool(x)) => {
            s == if *x { "true" } else { "false" }
        }
        (Value::String(x), Value::String(y)) => x == y,
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| loose_eq(p, q))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| loose_eq(v, w)))
        }
        _ => false,
    }
}

/// Relational comparison as JavaScript's `<`/`>` after [`normalize`]: two strings compare
/// lexically, anything else numerically (`null` counts as 0). `None` when either side is
/// not a number (`NaN`), which makes every relational operator false.
pub fn compare_values(a: &Value, b: &Value) -> Option<Ordering> {
    let a = normalize(a);
    let b = normalize(b);
    if let (Value::String(x), Value::String(y)) = (&a, &b) {
        return Some(x.cmp(y));
    }
    let x = to_number(&a)?;
    let y = to_number(&b)?;
    x.partial_cmp(&y)
}

/// Emptiness as the reference's `empty` operator: `null`, `""` and `[]` are empty; an
/// object is empty when it has no keys or every value is one level deep empty
/// (`null`, `""`, `[]` or `{}`).
pub fn is_empty_value(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.values().all(is_shallow_empty),
        other => is_shallow_empty(other),
    }
}

fn is_shallow_empty(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::Bool(_) | Value::Number(_) => false,
    }
}

/// JavaScript `String(value)` for numbers, booleans, strings and arrays (items joined with
/// `,`, `null` items as empty); `null` is `"null"` and objects are `"[object Object]"`.
pub fn js_string(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => format_number(n),
        Value::String(s) => s.clone(),
        Value::Array(items) => items
            .iter()
            .map(|v| match v {
                Value::Null => String::new(),
                other => js_string(other),
            })
            .collect::<Vec<_>>()
            .join(","),
        Value::Object(_) => "[object Object]".to_owned(),
    }
}

/// The reference's stringification of an expression result for display: as [`js_string`],
/// except that `null`, `"null"`, `"undefined"` and objects become `""`.
pub fn to_display_string(value: &Value) -> String {
    let s = js_string(value);
    match s.as_str() {
        "null" | "undefined" | "[object Object]" => String::new(),
        _ => s,
    }
}

/// Formats a JSON number the way JavaScript prints it: integral floats without `.0`.
pub fn format_number(n: &Number) -> String {
    if n.is_i64() || n.is_u64() {
        return n.to_string();
    }
    match n.as_f64() {
        Some(f) if f.fract() == 0.0 && f.abs() < 1e21 => format!("{f:.0}"),
        Some(f) => f.to_string(),
        None => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn truthiness_matches_javascript() {
        assert!(!is_truthy(&json!(0)));
        assert!(!is_truthy(&json!("")));
        assert!(!is_truthy(&json!(null)));
        assert!(is_truthy(&json!([])));
        assert!(is_truthy(&json!("0")));
    }

    #[test]
    fn numbers_and_normalisation() {
        assert_eq!(to_number(&json!(" 12 ")), Some(12.0));
        assert_eq!(to_number(&json!("abc")), None);
        assert_eq!(to_number(&json!("inf")), None);
        assert_eq!(normalize(&json!("-3")), json!(-3));
        assert_eq!(normalize(&json!("1.5")), json!(1.5));
        assert_eq!(normalize(&json!("1.")), json!("1."));
        assert_eq!(number_value(3.0), json!(3));
        assert_eq!(number_value(f64::INFINITY), json!(null));
    }

    #[test]
    fn loose_equality() {
        assert!(loose_eq(&json!("18"), &json!(18)));
        assert!(loose_eq(&json!(true), &json!(1)));
        assert!(!loose_eq(&json!(""), &json!(0)));
        assert!(!loose_eq(&json!(null), &json!(0)));
        assert!(loose_eq(&json!([1, "2"]), &json!(["1", 2])));
    }

    #[test]
    fn stringification() {
        assert_eq!(to_display_string(&json!(null)), "");
        assert_eq!(to_display_string(&json!({"a": 1})), "");
        assert_eq!(to_display_string(&json!(2.0)), "2");
        assert_eq!(to_display_string(&json!([1, null, "a"])), "1,,a");
    }
}
