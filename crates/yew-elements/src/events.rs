//! Element events as Rust values: what `on_change`, `on("change", …)` and friends receive.

use yewform_core::Value;

/// The arguments of one fired event.
#[derive(Debug, Clone, PartialEq)]
pub enum EventArgs {
    /// `change`: the new and the old value.
    Change {
        /// The value after the change.
        new: Value,
        /// The value before the change.
        old: Value,
    },
    /// `clear`.
    Clear,
    /// `reset`.
    Reset,
    /// `select` / `deselect`: the option object.
    Option(Value),
    /// `search-change`: the search text.
    Search(Option<String>),
    /// `error`: a failing endpoint or upload, as text. An addition to the spec for selects.
    Error(String),
    /// `alert`: a message for the user.
    Alert(String),
    /// Events without arguments (`open`, `close`, `blur`, lifecycle events).
    None,
}

/// One fired event: the element's path, the event name, its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct FiredEvent {
    /// The element's path (`address.country`).
    pub path: String,
    /// The event name as in the spec (`change`, `search-change`, `mounted`, …).
    pub name: String,
    /// The arguments.
    pub args: EventArgs,
}

/// The lifecycle events, in the order they fire.
pub const LIFECYCLE: [&str; 8] = [
    "beforeCreate",
    "created",
    "beforeMount",
    "mounted",
    "beforeUpdate",
    "updated",
    "beforeUnmount",
    "unmounted",
];
