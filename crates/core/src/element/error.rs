//! [`ElementError`] and [`ElementWarning`].

use std::fmt;

use crate::Value;

/// A transition that was refused; the element is unchanged.
#[derive(Debug, Clone, PartialEq)]
pub enum ElementError {
    /// `load` of a multilingual element got something other than an object keyed by
    /// language code.
    NotAnObject {
        /// Path of the element.
        path: String,
        /// What was passed (after `formatLoad` when formatting).
        got: Value,
    },
    /// `load` got a value (after `formatLoad` when formatting) that nests arrays and objects
    /// deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels in the form's data,
    /// its object and the containers around the element counted (a value built in Rust:
    /// JSON text cannot hold one).
    TooDeep {
        /// Path of the element.
        path: String,
    },
    /// `set_language` or `validate_language` named a language the multilingual element does
    /// not have.
    UnknownLanguage {
        /// Path of the element.
        path: String,
        /// The requested language code.
        language: String,
        /// The element's language codes.
        available: Vec<String>,
    },
    /// `disable()` / `enable()` of an element that has no disabled state: an object, a
    /// group or a static ([`ElementKind::no_disabled_state`](super::ElementKind::no_disabled_state)
    /// gives the reason, the one the schema gives for their `disabled` option).
    NoDisabledState {
        /// Path of the element.
        path: String,
        /// Why, e.g. `an object has no "disabled" option (disable its children)`.
        reason: &'static str,
    },
    /// `disable_items` / `enable_items` of an element that is no checkbox or radio group
    /// (with the choice elements' features only).
    #[cfg(feature = "choice")]
    NoItems {
        /// Path of the element.
        path: String,
    },
    /// A check verb ([`ElementAction::Check`](crate::form::ElementAction::Check), …) of an
    /// element of another kind (with the choice elements' features only).
    #[cfg(feature = "choice")]
    NotA {
        /// Path of the element.
        path: String,
        /// The kinds the verb is for, e.g. `"checkboxgroup"`.
        kinds: &'static str,
    },
    /// `select(values)` / `deselect(values)` of an element that is no multiselect or tags
    /// element (with their features only).
    #[cfg(feature = "multi")]
    NotMulti {
        /// Path of the element.
        path: String,
    },
    /// `select(values)` of a multiselect or tags element named a value no option holds,
    /// with `allowAbsent` off, and `create` off or the value no text a user could create
    /// ([`creatable`](crate::items::creatable)) (with their features only).
    #[cfg(feature = "multi")]
    NotAnOption {
        /// Path of the element.
        path: String,
        /// The first value refused.
        value: Value,
        /// The select has `create` (the value is not text).
        create: bool,
    },
}

impl fmt::Display for ElementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAnObject { path, got } => write!(
                f,
                "element `{path}`: a multilingual element requires an object keyed by \
                 language code to load, got {}",
                json_kind(got)
            ),
            Self::TooDeep { path } => write!(
                f,
                "element `{path}`: {}",
                crate::json_text::too_deep_reason(" (the form's data object included)")
            ),
            Self::UnknownLanguage {
                path,
                language,
                available,
            } => write!(
                f,
                "element `{path}`: unknown language `{language}` (available: {})",
                available.join(", ")
            ),
            Self::NoDisabledState { path, reason } => write!(f, "element `{path}`: {reason}"),
            #[cfg(feature = "choice")]
            Self::NoItems { path } => write!(
                f,
                "element `{path}`: not a checkboxgroup or radiogroup, it has no items to \
                 disable or enable"
            ),
            #[cfg(feature = "choice")]
            Self::NotA { path, kinds } => write!(f, "element `{path}`: not a {kinds} element"),
            #[cfg(feature = "multi")]
            Self::NotMulti { path } => write!(
                f,
                "element `{path}`: not a multiselect or tags element, it has no values to \
                 select or deselect"
            ),
            #[cfg(feature = "multi")]
            Self::NotAnOption {
                path,
                value,
                create,
            } => write!(
                f,
                "element `{path}`: {value} is not among the options ({})",
                not_an_option_reason(*create)
            ),
        }
    }
}

impl std::error::Error for ElementError {}

/// Why a value no option holds is refused, after "… is not among the options": `create`
/// on (`true`: the value is no text a user could create) or off. The adapter's `update()`
/// and `load()` say it too.
#[must_use]
pub fn not_an_option_reason(create: bool) -> &'static str {
    if create {
        "allowAbsent is off, and create adds only text"
    } else {
        "allowAbsent and create are off"
    }
}

/// Something the element ignored instead of failing; see `ElementState::warnings`.
#[derive(Debug, Clone, PartialEq)]
pub enum ElementWarning {
    /// `formatData` returned something that is not an object; `{name: value}` was used.
    FormatDataNotObject {
        /// Path of the element.
        path: String,
        /// What `formatData` returned.
        got: Value,
    },
}

impl fmt::Display for ElementWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::FormatDataNotObject { path, got } => write!(
                f,
                "element `{path}`: formatData must return an object, got {}; \
                 using {{name: value}} instead",
                json_kind(got)
            ),
        }
    }
}

/// A short description of a JSON value's type for messages.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_path_and_the_reason() {
        let e = ElementError::NotAnObject {
            path: "profile.bio".into(),
            got: Value::from("x"),
        };
        assert_eq!(
            e.to_string(),
            "element `profile.bio`: a multilingual element requires an object keyed by \
             language code to load, got a string"
        );
        let e = ElementError::UnknownLanguage {
            path: "bio".into(),
            language: "fr".into(),
            available: vec!["en".into(), "de".into()],
        };
        assert_eq!(
            e.to_string(),
            "element `bio`: unknown language `fr` (available: en, de)"
        );
        let w = ElementWarning::FormatDataNotObject {
            path: "a".into(),
            got: Value::from(3),
        };
        assert_eq!(
            w.to_string(),
            "element `a`: formatData must return an object, got a number; \
             using {name: value} instead"
        );
    }
}
