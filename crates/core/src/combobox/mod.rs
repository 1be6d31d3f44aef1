//! The combobox (the select's dropdown) as a pure state machine. Every DOM event comes in
//! as an [`Event`]; [`send`] returns the next [`ComboState`] and the [`Effect`]s the adapter
//! applies: which key opens, moves, commits, creates or closes (per the WAI-ARIA combobox
//! pattern, select-only and editable with list autocomplete), what choosing, creating,
//! clearing and leaving the field do. [`connect`] says what the state shows (the selected
//! label, the live-region text) and [`ComboAria`] the parts' ARIA attributes. Every
//! decision is tested natively.
//!
//! The pointer is a row index into [`visible_rows`](crate::items::visible_rows), so every
//! key is O(1) (type-ahead is O(rows) in the worst case, once per printable key).

mod aria;
mod choose;
mod commit;
pub mod connect;
mod effect;
mod event;
mod keys;
mod machine;
#[cfg(feature = "multi")]
pub mod multi;
pub mod placement;
mod state;
mod typeahead;

pub use aria::{Attr, ComboAria, OptionAria, part};
pub use choose::{ChooseRules, Chosen, ValueChange, choose};
pub use commit::option_value;
pub use connect::{
    ListTexts, clearable, label_behind_search, listed_rows, search_named_by_value, selected_index,
    selected_label, selected_option, selected_row, unlisted_value, value_text,
};
pub use effect::{Effect, Fired};
pub use event::{Event, KeyPress};
pub use keys::{ComboContext, Key, key_down};
pub use machine::{Context, send};
pub use state::{ComboState, KeyEffect};
pub use typeahead::TYPEAHEAD_RESET_MS;
