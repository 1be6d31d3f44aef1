//! Element events as Rust values: what `on_change`, `on("change", …)` and friends receive.

use yewform_core::Value;

use crate::form::ElementHandle;

/// The arguments of one fired event.
#[derive(Debug, Clone, PartialEq)]
pub enum EventArgs {
    /// `change`: the new and the old value. A translatable element's (t-editor, t-text,
    /// t-textarea) are one language's strings: its current language's when it changed there,
    /// else those of the first language that changed, in the form's language order
    /// (`update({"fr": …})` while `en` is shown gives `fr`'s). One `change` fires per value
    /// change: a `load`, `update`, `clear` or `reset` that changes several languages reports
    /// one pair only, and the pair does not name its language; the whole value, every
    /// language, is the element's `value()`.
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
    /// `select` / `deselect`: the option object (a multiselect's or tags element's: the
    /// option's value, the option object with `object: true`).
    Option(Value),
    /// `paste`: text was pasted into the search input. `text` is the clipboard's
    /// `text/plain` (`None` when the event carries no clipboard data); `event` is the
    /// browser's paste event itself (the spec's `event`).
    Paste {
        /// The pasted text.
        text: Option<String>,
        /// The browser's `paste` event.
        event: web_sys::Event,
    },
    /// `search-change`: the search text, `Some("")` when it was emptied (deleted by the user,
    /// or emptied by a pick, a create, Escape or a multi-value blur). Never `None` at present:
    /// the `Option` is the spec's "string or null".
    Search(Option<String>),
    /// `tag` (a tags element): the text a new option was created from.
    #[cfg(feature = "multi")]
    Tag(String),
    /// `error`: a failing endpoint or upload, as text. An addition to the spec for selects.
    Error(String),
    /// `alert`: a message for the user.
    Alert(String),
    /// `keydown`, `keyup`, `keypress` of a text or textarea: the browser's event (the
    /// reference's `event`).
    Keyboard(web_sys::KeyboardEvent),
    /// `click` of a button: the browser's event (the reference's `event`).
    Mouse(web_sys::MouseEvent),
    /// Events without arguments (`open`, `close`, `focus`, `blur`, lifecycle events).
    None,
    /// A custom event fired with [`ElementHandle::fire_with`](crate::ElementHandle::fire_with):
    /// the arguments the caller gave, as they were given (the spec's `fire(event, ...args)`).
    Custom(Vec<Value>),
}

/// One fired event: the element's path, the event name, its arguments and the element.
#[derive(Debug, Clone, PartialEq)]
pub struct FiredEvent {
    /// The element's path (`address.country`).
    pub path: String,
    /// The event name as in the spec (`change`, `search-change`, `mounted`, …).
    pub name: String,
    /// The arguments.
    pub args: EventArgs,
    /// The element that fired it (the spec's handlers receive `el$` last): read its value,
    /// errors or any property, or call its methods, from the handler.
    pub element: ElementHandle,
}

/// The lifecycle events (core's one list of them).
pub use yewform_core::schema::events::Lifecycle;
