//! A value's JSON text, as `serde_json::Value`'s `Display` writes it (compact), without
//! linking serde_json's serializer and pretty printer into the bundle (docs/size.md).

use core::fmt::{self, Write};

use serde_json::Value;

/// `{}`: one out-of-line body for the many empty-object defaults, instead of a `json!({})`
/// (a map and its hasher's state built inline) at each (less wasm, docs/size.md).
#[inline(never)]
pub(crate) fn empty_object() -> Value {
    Value::Object(serde_json::Map::new())
}

/// Displays a value as compact JSON text, like `serde_json::Value`'s `Display`:
/// `format!("found {}", JsonText(&v))`.
///
/// ```
/// use serde_json::json;
/// use yewform_core::json_text::{JsonText, json_text};
/// let v = json!({"a": [1, 2.5, null, true], "b": "say \"hi\"\n"});
/// assert_eq!(json_text(&v), v.to_string());
/// assert_eq!(format!("{}", JsonText(&v)), v.to_string());
/// ```
#[derive(Clone, Copy)]
pub struct JsonText<'a>(pub &'a Value);

impl fmt::Display for JsonText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_json(self.0, f)
    }
}

/// A value's compact JSON text (what `value.to_string()` returns).
#[must_use]
pub fn json_text(value: &Value) -> String {
    let mut text = String::new();
    let _ = write_json(value, &mut text);
    text
}

fn write_json(value: &Value, out: &mut dyn Write) -> fmt::Result {
    match value {
        Value::Null => out.write_str("null"),
        Value::Bool(b) => out.write_str(if *b { "true" } else { "false" }),
        Value::Number(n) => write!(out, "{n}"),
        Value::String(s) => write_quoted(s, out),
        Value::Array(items) => {
            out.write_char('[')?;
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.write_char(',')?;
                }
                write_json(item, out)?;
            }
            out.write_char(']')
        }
        Value::Object(map) => {
            out.write_char('{')?;
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.write_char(',')?;
                }
                write_quoted(key, out)?;
                out.write_char(':')?;
                write_json(item, out)?;
            }
            out.write_char('}')
        }
    }
}

/// `s` as a JSON string literal, escaped by serde_json's own string serializer (already in
/// the bundle for request bodies).
fn write_quoted(s: &str, out: &mut dyn Write) -> fmt::Result {
    out.write_str(&serde_json::to_string(s).unwrap_or_default())
}

/// How many characters of a value an error message shows ([`JsonExcerpt`]).
const EXCERPT_CHARS: usize = 80;

/// A value's compact JSON text cut after 80 characters, with `…` where it was cut: what an
/// error message shows of the value it refuses, so the message stays short whatever the value
/// (a list of 5,000 numbers, arrays nested 100,000 levels deep). Writing stops at the cut, so
/// it never goes deeper than the characters it shows.
#[derive(Clone, Copy)]
pub(crate) struct JsonExcerpt<'a>(pub(crate) &'a Value);

impl fmt::Display for JsonExcerpt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Bounded {
            text: String::new(),
            left: EXCERPT_CHARS,
        };
        // An error is the cut: the text written so far is the excerpt.
        let cut = write_json(self.0, &mut out).is_err();
        f.write_str(&out.text)?;
        if cut { f.write_str("…") } else { Ok(()) }
    }
}

/// A writer that takes `left` more characters, then refuses (which stops [`write_json`]).
struct Bounded {
    text: String,
    left: usize,
}

impl Write for Bounded {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            if self.left == 0 {
                return Err(fmt::Error);
            }
            self.text.push(c);
            self.left -= 1;
        }
        Ok(())
    }
}

/// The deepest nesting of arrays and objects a value may have wherever it enters yewform,
/// its outermost container included: what JSON text may hold (serde_json refuses a 128th
/// level), so a value built in Rust is accepted exactly when the same value read from JSON
/// text would be. A deeper value is refused where it enters (a schema or config error at the
/// option holding it, a [`RuleError`](crate::rules::RuleError) or
/// [`ConditionError`](crate::conditions::ConditionError) from the rule and condition readers,
/// [`FormError::TooDeep`](crate::form::FormError::TooDeep) from the form's `load`, `update`,
/// `set_value`, `apply` and `from_schema` default), never a stack overflow in the recursive
/// code that reads, clones, compares or drops values.
pub const MAX_NESTING: usize = 127;

/// Whether `value`, with `above` arrays and objects around it, nests deeper than
/// [`MAX_NESTING`]. Iterative: a value 100,000 levels deep is measured without recursion.
pub(crate) fn nests_too_deep(value: &Value, above: usize) -> bool {
    // A text, number, boolean or null nests nothing (a keystroke's value): no stack.
    if !matches!(value, Value::Array(_) | Value::Object(_)) {
        return false;
    }
    let mut stack: Vec<(&Value, usize)> = vec![(value, above + 1)];
    while let Some((value, depth)) = stack.pop() {
        match value {
            Value::Array(_) | Value::Object(_) if depth > MAX_NESTING => return true,
            Value::Array(items) => stack.extend(items.iter().map(|v| (v, depth + 1))),
            Value::Object(map) => stack.extend(map.values().map(|v| (v, depth + 1))),
            _ => {}
        }
    }
    false
}

/// `arrays and objects nested deeper than 127 levels<counted>, as JSON text may not be`: the
/// reason every refusal of [`nests_too_deep`] gives.
#[cold]
#[inline(never)]
pub(crate) fn too_deep_reason(counted: &str) -> String {
    format!(
        "arrays and objects nested deeper than {MAX_NESTING} levels{counted}, as JSON text may not be"
    )
}

/// What a shape error (`expected …, found …`) says is allowed when [`nests_too_deep`] refused
/// a value, for the errors whose parts are static texts.
pub(crate) const NESTING_EXPECTED: &str =
    "arrays and objects nested at most 127 levels deep, as JSON text may be";

/// What such a shape error says was found.
pub(crate) const NESTING_FOUND: &str = "a value nested deeper";

/// Drops `value` without recursion (serde_json's own `Drop` recurses once per level): for an
/// owned value that [`nests_too_deep`] refused.
pub(crate) fn drop_flat(value: Value) {
    let mut stack = vec![value];
    while let Some(value) = stack.pop() {
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => stack.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{JsonExcerpt, MAX_NESTING, drop_flat, json_text, nests_too_deep};
    use serde_json::{Value, json};

    fn nested(levels: usize) -> Value {
        let mut value = json!(1);
        for _ in 0..levels {
            value = Value::Array(vec![value]);
        }
        value
    }

    #[test]
    fn nesting_is_measured_as_json_text_limits_it() {
        assert!(!nests_too_deep(&nested(MAX_NESTING), 0));
        assert!(nests_too_deep(&nested(MAX_NESTING + 1), 0));
        assert!(nests_too_deep(&nested(MAX_NESTING), 1));
        assert!(!nests_too_deep(&json!("x"), MAX_NESTING));
        assert!(super::NESTING_EXPECTED.contains(&format!(" {MAX_NESTING} ")));
        let deep = nested(100_000);
        assert!(nests_too_deep(&deep, 0));
        drop_flat(deep);
    }

    #[test]
    fn an_excerpt_is_cut_after_80_characters() {
        assert_eq!(JsonExcerpt(&json!([1, "a"])).to_string(), r#"[1,"a"]"#);
        let long = json!("x".repeat(200));
        let text = JsonExcerpt(&long).to_string();
        assert_eq!(text, format!("\"{}…", "x".repeat(79)));
        let deep = nested(100_000);
        assert_eq!(
            JsonExcerpt(&deep).to_string(),
            format!("{}…", "[".repeat(80))
        );
        drop_flat(deep);
    }

    #[test]
    fn matches_serde_json_display() {
        let control: String = (0u8..0x20).map(char::from).collect();
        let values = [
            json!(null),
            json!(true),
            json!(false),
            json!(0),
            json!(-12),
            json!(u64::MAX),
            json!(1.5),
            json!(1e300),
            json!(-0.000_001),
            json!(""),
            json!("plain é ☃ 𝄞 / \u{7f}"),
            json!(control),
            json!("a\"b\\c"),
            json!([]),
            json!({}),
            json!([1, [2, [3, {"k": "v"}]], null]),
            json!({"z": 1, "a": {"n\n": [true, "x"]}, "": ""}),
        ];
        for v in values {
            assert_eq!(json_text(&v), v.to_string(), "{v:?}");
        }
        let parsed: Value = serde_json::from_str(r#"{"b":1,"a":2}"#).unwrap();
        assert_eq!(json_text(&parsed), parsed.to_string());
    }
}

/// Reads a decimal number as `f64::from_str` does: an optional sign, digits with an optional
/// fraction (`12`, `1.5`, `.5`, `5.`) and an optional exponent (`1e3`, `2.5E-4`); no white
/// space, and `None` for `inf`, `NaN` and numbers beyond `f64`'s range.
///
/// It goes through serde_json's number reader, which every app links for its schema, instead
/// of core's `dec2flt` (about 14 KB gzip of code and tables). The result is the same as
/// `f64::from_str`'s whenever the digits without leading zeros number at most 15 and the
/// exponent is small (|e| ≤ 22 after moving the point), which covers what people type; beyond
/// that it is serde_json's reading of the same number, which is how a number written in a
/// JSON schema is read too.
///
/// ```
/// use yewform_core::json_text::parse_decimal;
/// assert_eq!(parse_decimal("1.5"), Some(1.5));
/// assert_eq!(parse_decimal("-.5"), Some(-0.5));
/// assert_eq!(parse_decimal("+007"), Some(7.0));
/// assert_eq!(parse_decimal("2.5e-3"), Some(0.0025));
/// assert_eq!(parse_decimal("5."), Some(5.0));
/// assert_eq!(parse_decimal(" 1"), None);
/// assert_eq!(parse_decimal("1e400"), None);
/// assert_eq!(parse_decimal("inf"), None);
/// ```
#[must_use]
pub fn parse_decimal(text: &str) -> Option<f64> {
    let (negative, rest) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (mantissa, exponent) = match rest.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, Some(exponent)),
        None => (rest, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) {
        return None;
    }
    let mut json = String::with_capacity(text.len() + 2);
    if negative {
        json.push('-');
    }
    // JSON's grammar: no leading zeros, digits on both sides of the point.
    let int = int.trim_start_matches('0');
    json.push_str(if int.is_empty() { "0" } else { int });
    if !frac.is_empty() {
        json.push('.');
        json.push_str(frac);
    }
    if let Some(exponent) = exponent {
        let exp_digits = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
        if exp_digits.is_empty() || !digits(exp_digits) {
            return None;
        }
        json.push('e');
        json.push_str(exponent);
    }
    match serde_json::from_str::<Value>(&json) {
        Ok(Value::Number(n)) => n.as_f64().filter(|f| f.is_finite()),
        _ => None,
    }
}

#[cfg(test)]
mod decimal_tests {
    use super::parse_decimal;

    /// The same as `f64::from_str` for the numbers people type, and `None` where it is not a
    /// finite number.
    #[test]
    fn parse_decimal_agrees_with_from_str() {
        let typed = [
            "0",
            "-0",
            "1",
            "12",
            "007",
            "+3",
            "-3",
            "1.5",
            "0.1",
            "0.2",
            "0.3",
            ".5",
            "-.5",
            "5.",
            "3.14159",
            "2.718281828459045",
            "1e3",
            "1E3",
            "1e+3",
            "1e-3",
            "2.5e-4",
            "123456789012345",
            "9007199254740993",
            "0.000001",
            "1e22",
            "1e-22",
            "99.99",
            "18446744073709551615",
            "1234.5678e2",
        ];
        for text in typed {
            assert_eq!(
                parse_decimal(text).map(f64::to_bits),
                text.parse::<f64>().ok().map(f64::to_bits),
                "{text}"
            );
        }
        // Every decimal with up to 15 digits around the point, on a coarse grid.
        let mut n: u64 = 1;
        while n < 1_000_000_000_000_000 {
            for point in 0..=15usize {
                let digits = n.to_string();
                let text = if point < digits.len() {
                    let (a, b) = digits.split_at(digits.len() - point);
                    format!("{a}.{b}")
                } else {
                    format!("0.{}{digits}", "0".repeat(point - digits.len()))
                };
                assert_eq!(parse_decimal(&text), text.parse::<f64>().ok(), "{text}");
            }
            n = n * 7 + 3;
        }
        for text in [
            "", "-", "+", ".", "e3", "1e", "1e+", "1.2.3", "1,5", " 1", "1 ", "0x10", "inf",
            "-inf", "NaN", "infinity", "1e400", "--1", "+-1", "١",
        ] {
            assert_eq!(parse_decimal(text), None, "{text}");
        }
    }
}
