//! [`LayoutError`]: why a `columns` value is not valid.

use std::fmt;

/// A bad `columns` value. The message names the path and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LayoutError {
    /// A size is not a whole number from 0 to 12.
    BadSize {
        /// Where, e.g. `columns.label` or `columns.sm.container`.
        path: String,
        /// What was found, e.g. `13` or `a string`.
        found: String,
    },
    /// A key is neither a size key nor a known breakpoint.
    UnknownKey {
        /// Where, e.g. `columns.contaner`.
        path: String,
        /// What is allowed there.
        expected: &'static str,
    },
    /// A value has the wrong shape (e.g. an array).
    WrongShape {
        /// Where.
        path: String,
        /// What is allowed there.
        expected: &'static str,
        /// What was found.
        found: &'static str,
    },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadSize { path, found } => {
                write!(f, "{path}: expected a number from 0 to 12, found {found}")
            }
            Self::UnknownKey { path, expected } => {
                write!(f, "{path}: unknown key, expected {expected}")
            }
            Self::WrongShape {
                path,
                expected,
                found,
            } => write!(f, "{path}: expected {expected}, found {found}"),
        }
    }
}

impl LayoutError {
    /// Where the bad value is.
    #[must_use]
    pub fn path(&self) -> &str {
        match self {
            Self::BadSize { path, .. }
            | Self::UnknownKey { path, .. }
            | Self::WrongShape { path, .. } => path,
        }
    }

    /// What is wrong with it (the message without the path).
    #[must_use]
    pub fn reason(&self) -> String {
        let full = self.to_string();
        full.strip_prefix(&format!("{}: ", self.path()))
            .map_or_else(|| full.clone(), str::to_owned)
    }
}

impl std::error::Error for LayoutError {}
