//! JavaScript-like coercions shared by expressions and condition operators.
//!
//! The reference evaluates conditions and expressions with JavaScript semantics. yewform keeps
//! the parts users rely on (numeric strings compare as numbers, `null < 1`, truthiness) and
//! drops the surprising ones, each documented on the function that decides it.

use std::cmp::Ordering;

use serde_json::{Number, Value};

/// JavaScript truthiness: `false`, `0`, `""` and `null` are falsy; arrays and objects
/// (even empty ones) are truthy. (Only expressions use it: needs the `expressions` feature.)
#[cfg(feature = "expressions")]
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
    crate::json_text::parse_decimal(t)
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
            if let Some(f) = crate::json_text::parse_decimal(s) {
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

/// Emptiness as the reference's `empty` operator (`compare.js`): `null`, `""` and `[]` are
/// empty; an object is empty when every value is empty one level down: `null`, `""`,
/// `[]`, or an object whose own values are all `null`, `""` or `[]` (so `{}` is empty and
/// `{"geo": {"lat": null}}` too; an object nested deeper is not looked into). `EMPTY()`
/// shares this check.
pub fn is_empty_value(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.values().all(|v| match v {
            Value::Object(inner) => inner.values().all(is_scalar_empty),
            other => is_scalar_empty(other),
        }),
        other => is_scalar_empty(other),
    }
}

/// `null`, `""` or `[]`.
fn is_scalar_empty(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(_) | Value::Bool(_) | Value::Number(_) => false,
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
/// except that `null`, `"null"`, `"undefined"` and objects become `""`. (Needs the
/// `expressions` feature.)
#[cfg(feature = "expressions")]
pub fn to_display_string(value: &Value) -> String {
    display_text(js_string(value))
}

/// [`to_display_string`] of a value the caller gives away: a string is kept, not copied
/// (so `a || b || …` appends to one string instead of copying it at every step).
#[cfg(feature = "expressions")]
pub(crate) fn into_display_string(value: Value) -> String {
    match value {
        Value::String(s) => display_text(s),
        other => to_display_string(&other),
    }
}

/// The text `js_string` gave, with `null`, `undefined` and objects as `""`.
#[cfg(feature = "expressions")]
fn display_text(s: String) -> String {
    match s.as_str() {
        "null" | "undefined" | "[object Object]" => String::new(),
        _ => s,
    }
}

/// Formats a JSON number the way JavaScript prints it: a float as [`js_number`] (integral
/// floats without `.0`), an integer the JSON holds exactly with its digits.
pub fn format_number(n: &Number) -> String {
    if n.is_i64() || n.is_u64() {
        return n.to_string();
    }
    match n.as_f64() {
        Some(f) => js_number(f),
        None => n.to_string(),
    }
}

/// `f` as JavaScript's `String(f)` prints it: the shortest digits that read back as `f`,
/// in plain notation from 1e-6 up to (not including) 1e21 and in exponent notation outside
/// (`1e-7`, `1.5e+21`), `-0` as `0`, `NaN`, `Infinity`, `-Infinity`.
///
/// Use it instead of `f64`'s `Display` (`format!("{f}")`, `f.to_string()`, `{:.N}`) in code
/// that ships to the browser: any use of that `Display` links core's two float formatters
/// (about 11 KB of wasm), while this reads the digits serde_json already writes with.
///
/// ```
/// use yewform_core::expression::coerce::js_number;
/// assert_eq!(js_number(12.5), "12.5");
/// assert_eq!(js_number(300.0), "300");
/// assert_eq!(js_number(0.1 + 0.2), "0.30000000000000004");
/// assert_eq!(js_number(1e-7), "1e-7");
/// ```
#[must_use]
pub fn js_number(f: f64) -> String {
    if f == 0.0 || !f.is_finite() {
        let text = match f {
            _ if f.is_nan() => "NaN",
            f64::INFINITY => "Infinity",
            f64::NEG_INFINITY => "-Infinity",
            _ => "0",
        };
        return text.to_owned();
    }
    // serde_json writes every finite float with its shortest round-trip digits, in plain or
    // exponent notation: read the digits back, with the value = 0.<digits> × 10^point.
    let text = Number::from_f64(f.abs()).map_or_else(String::new, |n| n.to_string());
    let (mantissa, exponent) = text.split_once(['e', 'E']).unwrap_or((&text, "0"));
    let mut point = exponent.parse::<i32>().unwrap_or(0);
    let mut digits = String::with_capacity(20);
    let mut after_dot = false;
    for c in mantissa.chars() {
        match c {
            '.' => after_dot = true,
            '0' if digits.is_empty() => point -= i32::from(after_dot),
            _ => {
                digits.push(c);
                point += i32::from(!after_dot);
            }
        }
    }
    let digits = digits.trim_end_matches('0');
    let k = i32::try_from(digits.len()).unwrap_or(1);
    let mut out = String::with_capacity(digits.len() + 8);
    if f < 0.0 {
        out.push('-');
    }
    let zeros = |out: &mut String, n: i32| {
        for _ in 0..n {
            out.push('0');
        }
    };
    if k <= point && point <= 21 {
        out.push_str(digits);
        zeros(&mut out, point - k);
    } else if 0 < point && point <= 21 {
        let (head, tail) = digits.split_at(usize::try_from(point).unwrap_or(0));
        out.push_str(head);
        out.push('.');
        out.push_str(tail);
    } else if -6 < point && point <= 0 {
        out.push_str("0.");
        zeros(&mut out, -point);
        out.push_str(digits);
    } else {
        let (first, rest) = digits.split_at(1.min(digits.len()));
        out.push_str(first);
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        let e = point - 1;
        out.push_str(if e < 0 { "e-" } else { "e+" });
        out.push_str(&e.unsigned_abs().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[cfg(feature = "expressions")]
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
    fn numbers_print_as_in_javascript() {
        // JavaScript's String(x) for each.
        for (f, text) in [
            (3.0, "3"),
            (-42.0, "-42"),
            (-0.0, "0"),
            (12.5, "12.5"),
            (-0.5, "-0.5"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1.0 / 3.0, "0.3333333333333333"),
            (123.456, "123.456"),
            (1e20, "100000000000000000000"),
            (123_456_789_012_345_680.0, "123456789012345680"),
            (1e21, "1e+21"),
            (1.5e21, "1.5e+21"),
            (-2.5e300, "-2.5e+300"),
            (0.000_001, "0.000001"),
            (0.000_001_5, "0.0000015"),
            (1e-7, "1e-7"),
            (-1.25e-7, "-1.25e-7"),
            (5e-324, "5e-324"),
            (f64::MAX, "1.7976931348623157e+308"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "Infinity"),
            (f64::NEG_INFINITY, "-Infinity"),
        ] {
            assert_eq!(js_number(f), text, "{f:e}");
        }
    }

    #[test]
    fn js_number_matches_display_in_the_plain_range() {
        // Where JavaScript and Rust's `Display` agree (1e-6 ≤ |f| < 1e21), the same text.
        let mut f = 1.234_567_890_123e-6_f64;
        while f < 1e21 {
            for g in [f, -f, f * 7.3, f / 3.0, f.trunc(), f + 0.5] {
                if g != 0.0 && g.abs() >= 1e-6 && g.abs() < 1e21 {
                    assert_eq!(js_number(g), g.to_string(), "{g:e}");
                }
            }
            f *= 3.7;
        }
    }

    #[test]
    fn loose_equality() {
        assert!(loose_eq(&json!("18"), &json!(18)));
        assert!(loose_eq(&json!(true), &json!(1)));
        assert!(!loose_eq(&json!(""), &json!(0)));
        assert!(!loose_eq(&json!(null), &json!(0)));
        assert!(loose_eq(&json!([1, "2"]), &json!(["1", 2])));
    }

    #[cfg(feature = "expressions")]
    #[test]
    fn stringification() {
        assert_eq!(to_display_string(&json!(null)), "");
        assert_eq!(to_display_string(&json!({"a": 1})), "");
        assert_eq!(to_display_string(&json!(2.0)), "2");
        assert_eq!(to_display_string(&json!([1, null, "a"])), "1,,a");
    }
}
