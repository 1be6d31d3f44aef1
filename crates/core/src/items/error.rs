//! [`ItemsError`]: why an `items` value, or an endpoint response, is not an option list.

use std::fmt;

/// Why items could not be normalised or extracted. Every message names the path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemsError {
    /// An object option lacks its value property (or it is `null`).
    MissingValue {
        /// Where, e.g. `items[3]`.
        path: String,
        /// The `valueProp` looked for.
        prop: String,
    },
    /// An object option or group lacks its label property.
    MissingLabel {
        /// Where, e.g. `items[3]`.
        path: String,
        /// `option` or `group`.
        what: &'static str,
        /// The `labelProp` / `groupLabel` looked for.
        prop: String,
    },
    /// A value has a shape that is not allowed there.
    WrongShape {
        /// Where, e.g. `items.de` or `items[0].items[2]`.
        path: String,
        /// What is allowed, e.g. `"a string, a number or an object"`.
        expected: &'static str,
        /// What was found, e.g. `"an array"`.
        found: &'static str,
    },
    /// `dataKey` names a path the endpoint response does not have.
    DataKeyNotFound {
        /// The `dataKey` as given.
        data_key: String,
    },
    /// `dataKey` leads through, or to, a value of the wrong shape.
    DataKeyWrongShape {
        /// The `dataKey` as given.
        data_key: String,
        /// The part of the path that holds the bad value (`data` in `data.items`).
        at: String,
        /// What was found there.
        found: &'static str,
        /// What was needed there.
        expected: &'static str,
    },
}

impl ItemsError {
    /// The path the error is about (the `dataKey` for response errors).
    #[must_use]
    pub fn path(&self) -> &str {
        match self {
            Self::MissingValue { path, .. }
            | Self::MissingLabel { path, .. }
            | Self::WrongShape { path, .. } => path,
            Self::DataKeyNotFound { data_key } | Self::DataKeyWrongShape { data_key, .. } => {
                data_key
            }
        }
    }
}

impl fmt::Display for ItemsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingValue { path, prop } => write!(f, "{path}: option has no \"{prop}\""),
            Self::MissingLabel { path, what, prop } => {
                write!(f, "{path}: {what} has no \"{prop}\"")
            }
            Self::WrongShape {
                path,
                expected,
                found,
            } => write!(f, "{path}: expected {expected}, found {found}"),
            Self::DataKeyNotFound { data_key } => {
                write!(f, "dataKey \"{data_key}\" not found in the response")
            }
            Self::DataKeyWrongShape {
                data_key,
                at,
                found,
                expected,
            } => write!(
                f,
                "dataKey \"{data_key}\": \"{at}\" is {found}, expected {expected}"
            ),
        }
    }
}

impl std::error::Error for ItemsError {}
