//! The combobox's state and what a key asks the view to do.

/// The state the keyboard changes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ComboState {
    /// The listbox is shown.
    pub open: bool,
    /// The active (pointed) row, shown with `aria-activedescendant`. Navigation moves it;
    /// it never commits by itself.
    pub pointer: Option<usize>,
    /// The search text (searchable comboboxes).
    pub search: String,
    /// Type-ahead buffer (select-only comboboxes).
    pub typeahead: String,
    /// When the last type-ahead key came, in milliseconds.
    pub typeahead_at: f64,
}

/// What a key asks the view to do, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Show the listbox (fire `open`).
    Open,
    /// Hide the listbox (fire `close`); focus stays on the combobox.
    Close,
    /// Commit the option of this row (select it, or deselect it when it is selected and
    /// deselecting is allowed).
    Commit(usize),
    /// Create an option from this text (`create` with an `addOptionOn` key).
    Create(String),
    /// Empty the search text.
    ClearSearch,
    /// Scroll the row into view.
    ScrollTo(usize),
    /// Call `preventDefault` on the key event.
    PreventDefault,
}
