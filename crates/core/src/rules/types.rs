//! Type rules: `accepted`, `boolean`, `string`, `numeric`, `integer`, `array`, `json`.

use serde_json::Value;

/// `accepted`: one of `yes`, `on`, `1`, `1` (number), `true`, `"true"`.
pub fn accepted(value: &Value) -> bool {
    match value {
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64() == Some(1.0),
        Value::String(s) => matches!(s.as_str(), "yes" | "on" | "1" | "true"),
        _ => false,
    }
}

/// `boolean`: one of `true`, `false`, `0`, `1`, `"0"`, `"1"`.
pub fn boolean(value: &Value) -> bool {
    match value {
        Value::Bool(_) => true,
        Value::Number(n) => matches!(n.as_f64(), Some(f) if f == 0.0 || f == 1.0),
        Value::String(s) => matches!(s.as_str(), "0" | "1"),
        _ => false,
    }
}

/// `string`: the value is text.
pub fn string(value: &Value) -> bool {
    value.is_string()
}

/// `array`: the value is a list.
pub fn array(value: &Value) -> bool {
    value.is_array()
}

/// Whether `s` is a finite decimal number literal: optional sign, digits with an optional
/// fraction (or a fraction alone), optional exponent. No white space, no hex.
pub fn is_numeric_text(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    if matches!(b.first(), Some(b'+' | b'-')) {
        i += 1;
    }
    let int_start = i;
    while b.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    let mut digits = i - int_start;
    if b.get(i) == Some(&b'.') {
        i += 1;
        let frac_start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        digits += i - frac_start;
    }
    if digits == 0 {
        return false;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let exp_start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == exp_start {
            return false;
        }
    }
    i == b.len() && crate::json_text::parse_decimal(s).is_some()
}

/// `numeric`: a finite number, or text that is a decimal number literal (no white space,
/// no hex).
pub fn numeric(value: &Value) -> bool {
    match value {
        Value::Number(n) => n.as_f64().is_some_and(f64::is_finite),
        Value::String(s) => is_numeric_text(s),
        _ => false,
    }
}

/// `integer`: an integral number, or text (trimmed as JavaScript trims) that is an integer: `12`, `-5`, and,
/// as in the reference, `12.0`.
pub fn integer(value: &Value) -> bool {
    match value {
        Value::Number(n) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        Value::String(s) => {
            let t = super::filled::js_trim(s);
            let unsigned = t.strip_prefix('-').unwrap_or(t);
            let all = |p: &str| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit());
            if all(unsigned) {
                return true;
            }
            match t.split_once('.') {
                Some((a, b)) => all(a) && all(b) && b.chars().all(|c| c == '0'),
                None => false,
            }
        }
        _ => false,
    }
}

/// `json`: text that parses as JSON. Numbers, booleans and `null` pass (they are JSON);
/// lists and objects fail (they are not JSON text).
pub fn json(value: &Value) -> bool {
    match value {
        Value::String(s) => serde_json::from_str::<Value>(s).is_ok(),
        Value::Array(_) | Value::Object(_) => false,
        _ => true,
    }
}
