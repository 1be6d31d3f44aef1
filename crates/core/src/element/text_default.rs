//! The text family's default: a plain object is a locale map.

use crate::Value;
use crate::config::FormConfig;

/// The default of a text, textarea or hidden element: a plain object is a locale map, and
/// the value is its entry for the config's locale (looked up as
/// [`Localizable::resolve`](crate::locale::Localizable::resolve) does: the locale, in upper
/// case, the language of a regional locale (`de`, `DE` for `de-AT`), the fallback locale, in
/// upper case, then the first entry), so these elements
/// cannot default to an object (the reference's behaviour). Anything else is kept.
///
/// ```
/// use serde_json::json;
/// use yewform_core::config::FormConfig;
/// use yewform_core::element::text_default;
/// let de = FormConfig::from_value(&json!({"locale": "de"})).unwrap();
/// assert_eq!(text_default(&json!({"en": "EN", "de": "DE"}), &de), json!("DE"));
/// assert_eq!(text_default(&json!({"a": 1, "b": 2}), &FormConfig::default()), json!(1));
/// assert_eq!(text_default(&json!("x"), &de), json!("x"));
/// ```
#[must_use]
pub fn text_default(default: &Value, config: &FormConfig) -> Value {
    let Value::Object(map) = default else {
        return default.clone();
    };
    let locale = config.effective_locale();
    let fallback = config.fallback_locale.as_str();
    crate::locale::find_localized(locale, fallback, |key| map.get(key))
        .or_else(|| map.values().next())
        .cloned()
        .unwrap_or(Value::Null)
}
