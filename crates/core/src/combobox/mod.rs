//! The combobox's keyboard, as a pure state machine: which key opens, moves, commits,
//! creates or closes, per the WAI-ARIA combobox pattern (select-only and editable with list
//! autocomplete). The view forwards key events and applies the [`Effect`]s; every decision
//! is tested natively.
//!
//! The pointer is a row index into [`visible_rows`](crate::items::visible_rows), so every
//! key is O(1) (type-ahead is O(rows) in the worst case, once per printable key).

mod choose;
mod keys;
pub mod placement;
mod state;
mod typeahead;

pub use choose::{ChooseRules, Chosen, ValueChange, choose};
pub use keys::{ComboContext, Key, key_down};
pub use state::{ComboState, Effect};
pub use typeahead::TYPEAHEAD_RESET_MS;
