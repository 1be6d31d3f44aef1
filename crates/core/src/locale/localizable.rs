//! Texts that are the same in every language or given per locale.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::schema::describe_value;

/// A localizable text: a plain string, or one string per locale code.
///
/// In JSON it is a string (`"Country"`), a number (`5`, kept as the text `"5"`) or an object
/// of strings keyed by locale (`{"en": "Country", "de": "Land"}`), in the object's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Localizable {
    /// The same text in every locale.
    Text(String),
    /// `(locale, text)` pairs in the order they were given.
    ByLocale(Vec<(String, String)>),
}

/// Why a JSON value is not a [`Localizable`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocalizableError {
    /// The value is neither a string, a number nor an object.
    WrongType {
        /// What was found, e.g. `"a boolean"`.
        found: &'static str,
    },
    /// One locale's entry of the object is not a string or number.
    WrongEntry {
        /// The locale key of the bad entry.
        locale: String,
        /// What was found, e.g. `"an array"`.
        found: &'static str,
    },
}

impl fmt::Display for LocalizableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::WrongType { found } => write!(
                f,
                "expected a string or an object of strings keyed by locale, found {found}"
            ),
            Self::WrongEntry { locale, found } => {
                write!(f, "{locale}: expected a string, found {found}")
            }
        }
    }
}

impl std::error::Error for LocalizableError {}

fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

impl Localizable {
    /// Reads a localizable text from JSON (see the type's docs for accepted shapes).
    ///
    /// # Errors
    /// [`LocalizableError`] naming the bad value or locale entry.
    pub fn from_value(value: &Value) -> Result<Self, LocalizableError> {
        if let Some(text) = scalar_text(value) {
            return Ok(Self::Text(text));
        }
        let Value::Object(map) = value else {
            return Err(LocalizableError::WrongType {
                found: describe_value(value),
            });
        };
        // A loop, not a collect into a Result (docs/size.md: adapters cost wasm).
        let mut pairs = Vec::with_capacity(map.len());
        for (locale, entry) in map {
            let Some(text) = scalar_text(entry) else {
                return Err(LocalizableError::WrongEntry {
                    locale: locale.clone(),
                    found: describe_value(entry),
                });
            };
            pairs.push((locale.clone(), text));
        }
        Ok(Self::ByLocale(pairs))
    }

    /// The JSON form: a string, or an object keyed by locale.
    #[must_use]
    pub fn to_value(&self) -> Value {
        match self {
            Self::Text(text) => Value::String(text.clone()),
            Self::ByLocale(pairs) => Value::Object(
                pairs
                    .iter()
                    .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                    .collect::<Map<_, _>>(),
            ),
        }
    }

    /// The text to show in `locale`.
    ///
    /// A [`Localizable::Text`] is returned as is. Per-locale texts are looked up in the
    /// reference's order: `locale`, `locale` in upper case, (yewform's addition) the language
    /// of a regional locale in lower and upper case (`de`, `DE` for `de-AT`), `fallback`,
    /// `fallback` in upper case, the first entry, and finally the empty string.
    ///
    /// ```
    /// use yewform_core::locale::Localizable;
    /// let label = Localizable::ByLocale(vec![("en".into(), "Country".into()), ("DE".into(), "Land".into())]);
    /// assert_eq!(label.resolve("de", "en"), "Land");
    /// assert_eq!(label.resolve("fr", "en"), "Country");
    /// // A regional locale finds its language (as the built-in texts do).
    /// let label = Localizable::ByLocale(vec![("en".into(), "Country".into()), ("de".into(), "Land".into())]);
    /// assert_eq!(label.resolve("de-AT", "en"), "Land");
    /// let label = Localizable::ByLocale(vec![("en".into(), "Country".into()), ("DE".into(), "Land".into())]);
    /// assert_eq!(label.resolve("de-AT", "en"), "Land");
    /// ```
    #[must_use]
    pub fn resolve(&self, locale: &str, fallback: &str) -> String {
        let pairs = match self {
            Self::Text(text) => return text.clone(),
            Self::ByLocale(pairs) => pairs,
        };
        super::find_localized(locale, fallback, |key| {
            pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
        })
        .or_else(|| pairs.first().map(|(_, v)| v.clone()))
        .unwrap_or_default()
    }

    /// [`resolve`](Self::resolve), `None` when that is empty: a text option that overrides a
    /// built-in string (`noOptionsText`, `noResultsText`, `multipleLabelSingle`,
    /// `multipleLabelMultiple`, a list's `addText`) given as `""` uses the locale's string,
    /// as the reference's `option || translation` does.
    ///
    /// ```
    /// use yewform_core::locale::Localizable;
    /// assert_eq!(Localizable::from("").resolve_non_empty("en", "en"), None);
    /// assert_eq!(Localizable::from("Empty").resolve_non_empty("en", "en").as_deref(), Some("Empty"));
    /// ```
    #[must_use]
    pub fn resolve_non_empty(&self, locale: &str, fallback: &str) -> Option<String> {
        Some(self.resolve(locale, fallback)).filter(|t| !t.is_empty())
    }
}

impl From<&str> for Localizable {
    fn from(text: &str) -> Self {
        Self::Text(text.to_string())
    }
}

impl From<String> for Localizable {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl Serialize for Localizable {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Localizable {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Self::from_value(&value).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::{Localizable, LocalizableError};
    use serde_json::json;

    fn by(pairs: &[(&str, &str)]) -> Localizable {
        Localizable::ByLocale(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
                .collect(),
        )
    }

    #[test]
    fn text_is_the_same_everywhere() {
        assert_eq!(Localizable::from("Hi").resolve("de", "en"), "Hi");
    }

    #[test]
    fn exact_locale_first() {
        assert_eq!(
            by(&[("en", "E"), ("de", "D"), ("DE", "UD")]).resolve("de", "en"),
            "D"
        );
    }

    #[test]
    fn upper_case_locale_second() {
        assert_eq!(by(&[("en", "E"), ("DE", "UD")]).resolve("de", "en"), "UD");
    }

    #[test]
    fn fallback_third() {
        assert_eq!(
            by(&[("fr", "F"), ("en", "E"), ("EN", "UE")]).resolve("de", "en"),
            "E"
        );
    }

    #[test]
    fn upper_case_fallback_fourth() {
        assert_eq!(by(&[("fr", "F"), ("EN", "UE")]).resolve("de", "en"), "UE");
    }

    #[test]
    fn first_key_fifth() {
        assert_eq!(by(&[("fr", "F"), ("it", "I")]).resolve("de", "en"), "F");
    }

    #[test]
    fn empty_last() {
        assert_eq!(by(&[]).resolve("de", "en"), "");
    }

    #[test]
    fn parses_strings_numbers_and_objects() {
        assert_eq!(
            Localizable::from_value(&json!("a")),
            Ok(Localizable::from("a"))
        );
        assert_eq!(
            Localizable::from_value(&json!(5)),
            Ok(Localizable::from("5"))
        );
        assert_eq!(
            Localizable::from_value(&json!({"en": "a", "de": "b"})),
            Ok(by(&[("en", "a"), ("de", "b")]))
        );
    }

    #[test]
    fn rejects_other_shapes_with_reason() {
        let err = Localizable::from_value(&json!(true)).unwrap_err();
        assert_eq!(err, LocalizableError::WrongType { found: "a boolean" });
        assert_eq!(
            err.to_string(),
            "expected a string or an object of strings keyed by locale, found a boolean"
        );
        let err = Localizable::from_value(&json!({"en": "a", "de": ["b"]})).unwrap_err();
        assert_eq!(err.to_string(), "de: expected a string, found an array");
    }

    #[test]
    fn serde_round_trip() {
        let value = by(&[("en", "a"), ("de", "b")]);
        let text = serde_json::to_string(&value).unwrap();
        assert_eq!(text, r#"{"en":"a","de":"b"}"#);
        assert_eq!(serde_json::from_str::<Localizable>(&text).unwrap(), value);
        assert_eq!(
            serde_json::from_str::<Localizable>(r#""x""#).unwrap(),
            Localizable::from("x")
        );
        assert!(serde_json::from_str::<Localizable>("null").is_err());
    }
}
