//! [`Event`]: everything the dropdown's DOM tells the combobox machine.

use super::keys::Key;

/// One thing the user did to the dropdown, as the view reads it from the DOM.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// The search input's text changed (`input`).
    Input(String),
    /// The combobox or its caret was clicked: the list opens or closes.
    Toggle,
    /// An option row was pressed (`mousedown`): it is chosen.
    Press(usize),
    /// The focus left the field and its list.
    FocusOut,
    /// The clear button (or the `clear` slot's callback) was used.
    Clear,
    /// A key went down on the combobox.
    Key(KeyPress),
    /// A key went down on a chip's remove button (its index in the list value; tags).
    #[cfg(feature = "multi")]
    ChipKey(usize, KeyPress),
    /// A chip's remove button was pressed (click, Enter, Space).
    #[cfg(feature = "multi")]
    Remove(usize),
    /// The view shows other options or another value (a multi-value list): the chips'
    /// labels are remembered as their options show them
    /// ([`ComboState::chip_labels`](super::ComboState::chip_labels)), so a chip keeps its
    /// label once its option leaves the options (an async search's results move on). The
    /// adapter sends it after a render whose options or value changed, not per key.
    #[cfg(feature = "multi")]
    Shown,
}

/// A key event, owned ([`Key`] borrows its name).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KeyPress {
    /// `KeyboardEvent.key` (`ArrowDown`, `Enter`, `a`, …).
    pub key: String,
    /// Alt was held.
    pub alt: bool,
    /// Ctrl or Meta was held (shortcuts are left to the browser).
    pub ctrl_or_meta: bool,
    /// An IME composition is running: no key commits or moves.
    pub composing: bool,
    /// A clock in milliseconds (for type-ahead).
    pub now_ms: f64,
}

impl KeyPress {
    /// A plain key press (no modifier, no composition, at time 0).
    #[must_use]
    pub fn plain(key: &str) -> KeyPress {
        KeyPress {
            key: key.to_owned(),
            ..KeyPress::default()
        }
    }

    /// The key as [`key_down`](super::key_down) reads it.
    #[must_use]
    pub fn as_key(&self) -> Key<'_> {
        Key {
            key: &self.key,
            alt: self.alt,
            ctrl_or_meta: self.ctrl_or_meta,
            composing: self.composing,
            now_ms: self.now_ms,
        }
    }
}
