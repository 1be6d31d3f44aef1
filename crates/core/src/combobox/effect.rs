//! [`Effect`]: what the combobox machine asks the adapter to do, in order.

use serde_json::Value;

/// One thing the adapter does after [`send`](super::send), in the order given.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// The element's value becomes this (a user input: validation and `change` follow).
    SetValue(Value),
    /// Fire this element event.
    Fire(Fired),
    /// Move the focus to the combobox.
    Focus,
    /// Scroll this row into view.
    ScrollTo(usize),
    /// Call `preventDefault` on the DOM event.
    PreventDefault,
    /// Call `stopPropagation` on the DOM event: the combobox used the key (Escape), so a
    /// dialog around the form (a Bootstrap modal closes on any Escape that reaches it) must
    /// not close too.
    StopPropagation,
    /// Move the focus to the remove button of this chip (an index into the list value;
    /// tags).
    #[cfg(feature = "multi")]
    FocusChip(usize),
    /// Say this in the polite live region ([`Announcement::text`](super::multi::Announcement::text)).
    #[cfg(feature = "multi")]
    Announce(super::multi::Announcement),
}

/// An element event the combobox fires.
#[derive(Debug, Clone, PartialEq)]
pub enum Fired {
    /// The list opened.
    Open,
    /// The list closed.
    Close,
    /// An option was selected (the option as an object; in a multiselect or tags element
    /// the option's value, the option object with `object: true`).
    Select(Value),
    /// The selected option was deselected (as [`Fired::Select`]).
    Deselect(Value),
    /// A tags element created an option from this text (before its `select`).
    #[cfg(feature = "multi")]
    Tag(String),
    /// The value was cleared.
    Clear,
    /// The search text changed: the new text, `Some("")` when it was emptied (the user
    /// deleted it, or a pick, a create, Escape or a multi-value blur emptied it), as the
    /// reference sends `''`. The machine never fires `None`; the `Option` is the spec's
    /// "string or null". The adapter's items fetch follows the state's search text.
    SearchChange(Option<String>),
}

impl Fired {
    /// The event's name (`open`, `close`, `select`, `deselect`, `clear`, `search-change`, `tag`).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Fired::Open => "open",
            Fired::Close => "close",
            Fired::Select(_) => "select",
            Fired::Deselect(_) => "deselect",
            Fired::Clear => "clear",
            Fired::SearchChange(_) => "search-change",
            #[cfg(feature = "multi")]
            Fired::Tag(_) => "tag",
        }
    }
}
