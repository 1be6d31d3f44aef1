//! Text rules: `alpha`, `alpha_num`, `alpha_dash`, `regex`, `not_regex`.

use serde_json::Value;

use super::filled::scalar_text;
#[cfg(feature = "regex")]
use super::params::RuleParams;

fn all_chars(value: &Value, ok: impl Fn(char) -> bool) -> bool {
    match value {
        Value::Null => true,
        other => scalar_text(other).is_some_and(|s| s.chars().all(ok)),
    }
}

/// `alpha`: Unicode letters only. `""` and `null` pass (the reference's regex uses `*`).
pub fn alpha(value: &Value) -> bool {
    all_chars(value, char::is_alphabetic)
}

/// `alpha_num`: Unicode letters and digits.
pub fn alpha_num(value: &Value) -> bool {
    all_chars(value, char::is_alphanumeric)
}

/// `alpha_dash`: Unicode letters, digits, `-` and `_`.
pub fn alpha_dash(value: &Value) -> bool {
    all_chars(value, |c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// `regex:/p/flags`: the value's text matches. Unlike the reference, the flags are
/// honoured. `null` is tested as `""`; lists and objects fail. Running out of the match
/// budget fails.
#[cfg(feature = "regex")]
pub fn regex(value: &Value, params: &RuleParams) -> bool {
    let Some(re) = params.regex.as_ref() else {
        return false;
    };
    let text = match value {
        Value::Null => String::new(),
        other => match scalar_text(other) {
            Some(t) => t,
            None => return false,
        },
    };
    re.is_match(&text).unwrap_or(false)
}

/// `not_regex:/p/flags`: the value's text does not match. Running out of the match budget
/// fails.
#[cfg(feature = "regex")]
pub fn not_regex(value: &Value, params: &RuleParams) -> bool {
    let Some(re) = params.regex.as_ref() else {
        return false;
    };
    let text = match value {
        Value::Null => String::new(),
        other => match scalar_text(other) {
            Some(t) => t,
            None => return false,
        },
    };
    matches!(re.is_match(&text), Ok(false))
}
