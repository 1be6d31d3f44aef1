//! Rule parameters (`min:3`, `in:a,b`, `email:debounce=300`).

use serde_json::{Map, Value};

#[cfg(feature = "regex")]
use super::regex::Regex;

/// The parameters of one rule, split and normalised when the rules are parsed.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RuleParams {
    /// Positional parameters, normalised ([`normalize_param`]).
    pub positional: Vec<Value>,
    /// `key=value` parameters, normalised, in written order.
    pub named: Map<String, Value>,
    /// The whole text after the first `:` (empty when there was none).
    pub raw: String,
    /// The compiled pattern of `regex` / `not_regex` (the `regex` feature).
    #[cfg(feature = "regex")]
    pub regex: Option<Regex>,
    /// Whether the rule set this rule belongs to has `numeric` or `integer`, which makes
    /// sizes numeric (set by the parser).
    pub numeric_rules: bool,
}

impl RuleParams {
    /// Splits `raw` (the text after the first `:`) on `,` into positional and `key=value`
    /// parameters.
    pub fn from_raw(raw: &str) -> RuleParams {
        let mut params = RuleParams {
            raw: raw.to_string(),
            ..RuleParams::default()
        };
        if raw.is_empty() {
            return params;
        }
        for part in raw.split(',') {
            match part.split_once('=') {
                Some((key, value)) if is_param_key(key) => {
                    params.named.insert(key.to_string(), normalize_param(value));
                }
                _ => params.positional.push(normalize_param(part)),
            }
        }
        params
    }

    /// Positional parameter `i`.
    pub fn get(&self, i: usize) -> Option<&Value> {
        self.positional.get(i)
    }

    /// Positional parameter `i` as text (numbers as written).
    pub fn text(&self, i: usize) -> Option<String> {
        self.get(i).map(param_text)
    }

    /// Positional parameter `i` as a number.
    pub fn number(&self, i: usize) -> Option<f64> {
        self.get(i).and_then(param_number)
    }

    /// The `debounce=ms` parameter.
    pub fn debounce(&self) -> Option<u64> {
        self.named.get("debounce").and_then(Value::as_u64)
    }

    /// The text after the first `:` without the trailing `key=value` parameters: the date
    /// of a date rule, the format of `date_format` (`after:today,debounce=300` gives
    /// `today`; a comma inside, as in `MMM D, YYYY`, is kept). Cut at the first `,` whose
    /// next part is a `key=value` parameter; empty when the text starts with one.
    pub fn main_text(&self) -> &str {
        let raw = self.raw.as_str();
        let is_named = |part: &str| {
            let part = part.split(',').next().unwrap_or_default();
            part.split_once('=')
                .is_some_and(|(key, _)| is_param_key(key))
        };
        if is_named(raw) {
            return "";
        }
        for (i, c) in raw.char_indices() {
            if c == ',' && is_named(raw.get(i + 1..).unwrap_or_default()) {
                return raw.get(..i).unwrap_or(raw);
            }
        }
        raw
    }

    /// Every positional parameter as text.
    pub fn texts(&self) -> Vec<String> {
        self.positional.iter().map(param_text).collect()
    }
}

fn is_param_key(key: &str) -> bool {
    !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Normalises a parameter as the reference does: `^-?\d+$` becomes an integer and
/// `^-?\d+\.\d+$` a float; anything else stays a string.
///
/// Difference from the reference: a negative float (`-1.5`) becomes a number too (the
/// reference leaves it a string, so `min:-1.5` could never compare numerically).
pub fn normalize_param(text: &str) -> Value {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let is_int = !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit());
    if is_int {
        if let Ok(n) = text.parse::<i64>() {
            return Value::from(n);
        }
    }
    if let Some((a, b)) = digits.split_once('.') {
        let all_digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        if all_digits(a) && all_digits(b) {
            if let Some(n) =
                crate::json_text::parse_decimal(text).and_then(serde_json::Number::from_f64)
            {
                return Value::Number(n);
            }
        }
    }
    Value::String(text.to_string())
}

/// A parameter as text: strings as they are, numbers as written.
pub fn param_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => crate::json_text::json_text(other),
    }
}

/// A parameter as a number: numbers, or strings that parse as one.
pub fn param_number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => crate::json_text::parse_decimal(super::filled::js_trim(s)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn normalises_like_the_reference() {
        assert_eq!(normalize_param("3"), json!(3));
        assert_eq!(normalize_param("-3"), json!(-3));
        assert_eq!(normalize_param("1.5"), json!(1.5));
        assert_eq!(normalize_param("-1.5"), json!(-1.5));
        assert_eq!(normalize_param("1e3"), json!("1e3"));
        assert_eq!(normalize_param("abc"), json!("abc"));
        assert_eq!(normalize_param(""), json!(""));
        assert_eq!(
            normalize_param("99999999999999999999"),
            json!("99999999999999999999")
        );
    }

    #[test]
    fn splits_positional_and_named() {
        let p = RuleParams::from_raw("a,2,debounce=300");
        assert_eq!(p.positional, vec![json!("a"), json!(2)]);
        assert_eq!(p.debounce(), Some(300));
        assert_eq!(p.texts(), vec!["a", "2"]);
        let p = RuleParams::from_raw("");
        assert!(p.positional.is_empty());
        // A value that merely contains `=` after a non-key prefix stays positional.
        let p = RuleParams::from_raw("a b=c");
        assert_eq!(p.positional, vec![json!("a b=c")]);
    }
}
