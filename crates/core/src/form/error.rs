//! [`FormError`].

use std::fmt;

use crate::conditions::ConditionError;
use crate::element::ElementError;
use crate::rules::RuleError;
use crate::schema::SchemaError;

/// A form-level operation that was refused; the form is unchanged.
#[derive(Debug, Clone, PartialEq)]
pub enum FormError {
    /// `set_language` named a code that is not among the form's languages.
    UnknownLanguage {
        /// The requested code.
        code: String,
        /// The form's language codes.
        available: Vec<String>,
    },
    /// `add_element` got an element whose path is already taken.
    DuplicatePath {
        /// The path that is taken.
        path: String,
    },
    /// An element refused the operation.
    Element(ElementError),
    /// No element has this path.
    UnknownPath {
        /// The path that was asked for.
        path: String,
        /// The path to write instead, when `path` names a group's child through the group
        /// (`names.first` for the child `first`): a group's child has its data path.
        instead: Option<String>,
    },
    /// An element's `rules` do not parse.
    Rules {
        /// The element's path.
        path: String,
        /// Why.
        error: RuleError,
    },
    /// An element's `conditions` (or, with `option: "disabled"`, its `disabled`
    /// conditions) do not parse.
    Conditions {
        /// The element's path.
        path: String,
        /// `conditions` or `disabled`.
        option: &'static str,
        /// Why (boxed: condition errors are large).
        error: Box<ConditionError>,
    },
    /// A value given to the form nests arrays and objects deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels, counting the form's data
    /// object and the containers around the element (a value built in Rust: JSON text cannot
    /// hold one): `load`, `set_value`, `apply`, `add_element` or the `from_schema` default
    /// refused it and nothing changed.
    TooDeep {
        /// The element path (`set_value`, `apply`) or the data key (`load`, a default) the
        /// value was for; empty when the data itself is not an object.
        path: String,
    },
    /// The schema names a Rust function that is not registered:
    /// `schema.country.items: no items function "countries" registered`.
    Schema(SchemaError),
    /// A list action was refused (with the `list` feature): the list is full, at its
    /// minimum, the index is out of range, or the path is not a list.
    #[cfg(feature = "list")]
    List {
        /// The list's path.
        path: String,
        /// Why.
        error: super::ListError,
    },
}

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnknownLanguage { code, available } => write!(
                f,
                "form: unknown language `{code}` (available: {})",
                available.join(", ")
            ),
            Self::DuplicatePath { path } => {
                write!(f, "form: an element with path `{path}` already exists")
            }
            Self::Element(e) => write!(f, "form: {e}"),
            Self::UnknownPath {
                path,
                instead: None,
            } => write!(f, "form: no element with path `{path}`"),
            Self::UnknownPath {
                path,
                instead: Some(instead),
            } => write!(
                f,
                "form: no element with path `{path}`; a group's child has its data path: write `{instead}`"
            ),
            Self::Rules { path, error } => write!(f, "form: element `{path}`: rules: {error}"),
            Self::Conditions { path, error, .. } => write!(f, "form: element `{path}`: {error}"),
            Self::TooDeep { path } => {
                let reason =
                    crate::json_text::too_deep_reason(" (the form's data object included)");
                if path.is_empty() {
                    write!(f, "form: data: {reason}")
                } else {
                    write!(f, "form: value for `{path}`: {reason}")
                }
            }
            Self::Schema(error) => write!(f, "{error}"),
            #[cfg(feature = "list")]
            Self::List { path, error } => write!(f, "form: list `{path}`: {error}"),
        }
    }
}

impl std::error::Error for FormError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Element(e) => Some(e),
            Self::Rules { error, .. } => Some(error),
            Self::Conditions { error, .. } => Some(error.as_ref()),
            Self::Schema(error) => Some(error),
            Self::UnknownLanguage { .. }
            | Self::DuplicatePath { .. }
            | Self::UnknownPath { .. }
            | Self::TooDeep { .. } => None,
            #[cfg(feature = "list")]
            Self::List { .. } => None,
        }
    }
}

impl From<ElementError> for FormError {
    fn from(e: ElementError) -> Self {
        Self::Element(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_code_or_path() {
        let e = FormError::UnknownLanguage {
            code: "fr".into(),
            available: vec!["en".into()],
        };
        assert_eq!(e.to_string(), "form: unknown language `fr` (available: en)");
        let e = FormError::UnknownPath {
            path: "x.y".into(),
            instead: None,
        };
        assert_eq!(e.to_string(), "form: no element with path `x.y`");
        let e = FormError::Rules {
            path: "name".into(),
            error: RuleError::UnknownRule {
                name: "nope".into(),
                suggestion: None,
            },
        };
        assert_eq!(
            e.to_string(),
            "form: element `name`: rules: unknown rule \"nope\""
        );
        let e = FormError::DuplicatePath { path: "a.b".into() };
        assert_eq!(
            e.to_string(),
            "form: an element with path `a.b` already exists"
        );
    }
}
