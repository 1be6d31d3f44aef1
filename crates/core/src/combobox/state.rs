//! The combobox's state, and what a key asks the machine to do.

use std::rc::Rc;

use crate::items::{Opt, Pointer, Row};

/// The state of one combobox: the list, the pointer, the search text and what the user
/// chose or created here.
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
    /// The rows the pointer indexes were shown reversed (the list opened above the field).
    pub reversed: bool,
    /// The search text changed: the pointer is the first selectable option of the rows
    /// shown for it (the nearest the field when they are reversed), found when the rows
    /// are known ([`pointer_in`](Self::pointer_in), [`orient`](Self::orient)).
    pub point_first: bool,
    /// The row the pointer was on when a change brought rows back above it (a chip
    /// removed, or the clear button, while `hideSelected` hides the chosen rows, or the
    /// search text emptied): once the rows are known again the pointer is on that row's
    /// option (or group header) wherever it now is, not on the row that took its place
    /// ([`pointer_in`](Self::pointer_in), [`orient`](Self::orient)); on none when it is
    /// no longer shown or now disabled.
    pub keep: Option<Row>,
    /// The option last chosen (or created) here: its label is shown while the current
    /// options don't have the value (server search results that moved on).
    pub chosen: Option<Opt>,
    /// Options created here and appended to the list (`appendNewOption`), shared.
    pub created: Rc<Vec<Opt>>,
    /// A multi-value list's chosen items' labels, by value, as their options last showed
    /// them: a chip whose option left the current options (an async search's results moved
    /// on) keeps its label, and its removal is announced by it.
    #[cfg(feature = "multi")]
    pub chip_labels: Rc<std::collections::HashMap<super::multi::ValueKey, String>>,
}

impl ComboState {
    /// The pointer over `rows` shown reversed or not: when the list flipped since the
    /// pointer was set, the rows are mirrored and the pointer keeps its option; after the
    /// search text changed, the first selectable option (group headers and disabled options
    /// are skipped; the last row when the rows are reversed, the best match being nearest
    /// the field); after a change that moved the rows under the pointer
    /// ([`keep`](Self::keep)), the row of the option it was on.
    #[must_use]
    pub fn pointer_in(&self, rows: &[Row], reversed: bool) -> Option<usize> {
        if self.point_first {
            let pointer = Pointer::new(rows);
            return if reversed {
                pointer.last()
            } else {
                pointer.first()
            };
        }
        let total = rows.len();
        let pointer = self.pointer.filter(|p| *p < total);
        let pointer = if self.reversed == reversed {
            pointer
        } else {
            pointer.map(|p| total - 1 - p)
        };
        match self.keep {
            Some(kept) => find_near(rows, kept, pointer.unwrap_or(total)),
            None => pointer,
        }
    }

    /// Turns the pointer to `rows` shown `reversed` (see [`pointer_in`](Self::pointer_in)).
    pub fn orient(&mut self, rows: &[Row], reversed: bool) {
        if self.point_first || self.keep.is_some() || self.reversed != reversed {
            self.pointer = self.pointer_in(rows, reversed);
            self.reversed = reversed;
            self.point_first = false;
            self.keep = None;
        }
    }

    /// Keeps the pointed row of `rows` (the rows shown before a change) for the rows shown
    /// after it ([`keep`](Self::keep)).
    pub(super) fn keep_pointed(&mut self, rows: &[Row]) {
        self.keep = self.pointer.and_then(|p| rows.get(p).copied());
    }
}

/// The row of `rows` showing the option (or group header) of `kept`, searched outward from
/// `near` (where it was: a removal moves it by a row or two, so this is O(1) then; the
/// clear button's can move it further); `None` when no row shows it or it is disabled now.
fn find_near(rows: &[Row], kept: Row, near: usize) -> Option<usize> {
    let same = |row: &Row| match (row, kept) {
        (Row::Option { index, .. }, Row::Option { index: k, .. }) => *index == k,
        (Row::Group { group, .. }, Row::Group { group: k, .. }) => *group == k,
        _ => false,
    };
    let near = near.min(rows.len().saturating_sub(1));
    let at = |i: usize| rows.get(i).filter(|r| same(r)).map(|_| i);
    let found = (0..rows.len())
        .find_map(|d| at(near.saturating_add(d)).or_else(|| near.checked_sub(d).and_then(at)))?;
    match rows.get(found) {
        Some(Row::Option { disabled: true, .. } | Row::Group { disabled: true, .. }) => None,
        _ => Some(found),
    }
}

/// What a key asks the machine to do, in order ([`key_down`](super::key_down)).
#[derive(Debug, Clone, PartialEq)]
pub enum KeyEffect {
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
    /// Call `stopPropagation` on the key event: the combobox used the key (an Escape that
    /// closed the list or emptied the search), so a dialog around the form must not take it
    /// as its own Escape too.
    StopPropagation,
}
