//! [`ClassError`]: a class option that could not be applied.

use std::fmt;

/// A class option that could not be applied (the rest of the merge still happens). The
/// message names where the option came from and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassError {
    /// A value that cannot be a class list or class map (a number, a boolean, …).
    WrongShape {
        /// Where, e.g. `form.addClasses.SelectElement.input`.
        path: String,
        /// What is allowed there.
        expected: &'static str,
        /// What was found.
        found: &'static str,
    },
    /// Classes given for a composite key (like the select's `select`) instead of one of
    /// its keys.
    CompositeKey {
        /// Where, e.g. `element.addClasses.SelectElement.select`.
        path: String,
    },
    /// A preset name that is not in the presets map.
    UnknownPreset {
        /// Where the name was given, e.g. `form.presets[1]`.
        path: String,
        /// The name.
        name: String,
    },
    /// A local option (`addClass`, …) given as a string or array, but the component has no
    /// main class to apply it to.
    NoMainClass {
        /// Where, e.g. `element.addClass`.
        path: String,
        /// The component.
        component: String,
    },
}

impl fmt::Display for ClassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::WrongShape {
                path,
                expected,
                found,
            } => write!(f, "{path}: expected {expected}, found {found}"),
            Self::CompositeKey { path } => write!(
                f,
                "{path}: this key holds a map of class keys; give classes for one of its keys"
            ),
            Self::UnknownPreset { path, name } => {
                write!(f, "{path}: no preset named \"{name}\"")
            }
            Self::NoMainClass { path, component } => write!(
                f,
                "{path}: {component} has no class keys, so a plain class list has nothing to apply to"
            ),
        }
    }
}

impl std::error::Error for ClassError {}
