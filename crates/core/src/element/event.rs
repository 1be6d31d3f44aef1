//! [`ElementEvent`]: what a transition emits.

use crate::Value;

/// An event a transition emits, in the order the reference fires them.
#[derive(Debug, Clone, PartialEq)]
pub enum ElementEvent {
    /// The value changed (deep JSON inequality, see [`json_equal`](super::json_equal)).
    Change {
        /// The value after the transition.
        new: Value,
        /// The value before the transition.
        old: Value,
    },
    /// `clear()` ran.
    Clear,
    /// `reset()` ran.
    Reset,
}

impl ElementEvent {
    /// The spec's event name: `change`, `clear` or `reset`.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Change { .. } => "change",
            Self::Clear => "clear",
            Self::Reset => "reset",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_the_spec() {
        let change = ElementEvent::Change {
            new: Value::Null,
            old: Value::Null,
        };
        assert_eq!(change.name(), "change");
        assert_eq!(ElementEvent::Clear.name(), "clear");
        assert_eq!(ElementEvent::Reset.name(), "reset");
    }
}
