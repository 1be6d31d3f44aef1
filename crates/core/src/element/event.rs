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
    /// A list item was added at `index` (with the `list` feature).
    #[cfg(feature = "list")]
    Add {
        /// The new item's index.
        index: usize,
        /// The new item's value.
        value: Value,
        /// The item's stable key ([`FormState::list_keys`](crate::form::FormState::list_keys)).
        key: u64,
    },
    /// The list item at `index` was removed (with the `list` feature).
    #[cfg(feature = "list")]
    Remove {
        /// The removed item's index.
        index: usize,
        /// The removed item's key.
        key: u64,
    },
    /// A list item moved from `from` to `to` (with the `list` feature).
    #[cfg(feature = "list")]
    Sort {
        /// Its index before.
        from: usize,
        /// Its index after.
        to: usize,
    },
}

impl ElementEvent {
    /// The spec's event name: `change`, `clear` or `reset`.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Change { .. } => "change",
            Self::Clear => "clear",
            Self::Reset => "reset",
            #[cfg(feature = "list")]
            Self::Add { .. } => "add",
            #[cfg(feature = "list")]
            Self::Remove { .. } => "remove",
            #[cfg(feature = "list")]
            Self::Sort { .. } => "sort",
        }
    }

    /// The event's arguments as JSON values, for a listener of an event without a typed
    /// form: `[new, old]` for `change`, `[]` for `clear` and `reset`, `[index, value]` for a
    /// list's `add`, `[index]` for `remove`, `[from, to]` for `sort`.
    pub fn values(&self) -> Vec<Value> {
        match self {
            Self::Change { new, old } => vec![new.clone(), old.clone()],
            Self::Clear | Self::Reset => Vec::new(),
            #[cfg(feature = "list")]
            Self::Add { index, value, .. } => vec![Value::from(*index), value.clone()],
            #[cfg(feature = "list")]
            Self::Remove { index, .. } => vec![Value::from(*index)],
            #[cfg(feature = "list")]
            Self::Sort { from, to } => vec![Value::from(*from), Value::from(*to)],
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
