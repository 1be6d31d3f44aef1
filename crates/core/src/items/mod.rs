//! The select's items: every accepted format normalised to one option list, groups, folded
//! search, values against options, endpoint responses, and the windowed listbox's pointer.
//!
//! - [`normalize`] / [`normalize_lossy`] read `items` (arrays of scalars, plain objects in
//!   JavaScript key order, arrays of objects, groups, per-locale labels) into [`Items`];
//!   [`OptionStore::normalize`] / [`OptionStore::normalize_lossy`] read them straight into
//!   a store.
//! - [`SearchIndex`] folds search keys once per items change ([`fold`]) and answers each
//!   keystroke with one linear scan; [`visible_rows`] applies `limit` and groups.
//! - [`OptionStore`] holds options compactly (labels in one arena), built once from
//!   `(value, label)` pairs without any `serde_json::Value` ([`OptionStore::from_pairs`]),
//!   or from [`Items`]; it is what a select's views hold, and keeps its folded search keys
//!   ([`SearchIndex::for_store`]). Search, rows, the combobox and [`admits`] read options
//!   through [`OptionList`], implemented by both.
//! - [`Pointer`] and [`window`] are the listbox's index arithmetic.
//! - [`find_by_value`], [`value_allowed`], [`cleanup_after_refetch`] relate values to
//!   options; [`extract_data_key`] reads `dataKey` from a response.
//! - [`load_reason`] and [`search_query`] decide when async options load, and whether the
//!   load cleans up the value; [`Loader`] is the loading itself, as a machine (requests,
//!   delays, stale answers, the value clean-up); [`admit`] is the one `allowAbsent` rule,
//!   [`option_objects`] the one `object` rule.
//!
//! ```
//! use serde_json::json;
//! use yewform_core::items::{normalize, visible_rows, ItemOptions, Pointer, SearchIndex};
//!
//! let items = normalize(&json!(["Zürich", "Zug", "Bern"]), &ItemOptions::default()).unwrap();
//! let index = SearchIndex::new(&items, false, &[]);
//! let rows = visible_rows(&items, &index.search("zu"), None, false);
//! let pointer = Pointer::new(&rows);
//! let first = pointer.first();
//! assert_eq!(first, Some(0));
//! assert_eq!(pointer.next(first, false), Some(1));
//! ```

mod admit;
mod choice;
mod data_key;
mod error;
mod fold;
mod js_order;
mod list;
mod loader;
mod lookup;
mod normalize;
mod option;
mod pointer;
mod reload;
mod rows;
mod scan;
mod search;
mod store;
mod text;

pub use admit::{ValueEntry, admit, option_objects};
pub use choice::{
    choice_items, choice_items_json, choice_items_lossy, group_toggle, item_description,
    item_description_in,
};
pub use data_key::extract_data_key;
pub use error::ItemsError;
pub use fold::{fold, fold_char_into, fold_into};
pub use js_order::{is_array_index_key, js_key_order};
pub use list::{GroupInfo, OptionList};
pub use loader::{Context, Effect, Endpoint, Input, Loader, Request, Source, static_list};
pub use lookup::{admits, cleanup_after_refetch, creatable, find_by_value, value_allowed};
pub use normalize::{ItemOptions, normalize, normalize_lossy};
pub use option::{Group, Items, Kept, Opt, OptValue};
pub use pointer::{Pointer, scroll_into_view, window};
pub use reload::{LoadChange, LoadReason, load_reason, search_qualifies, search_query};
pub use rows::{Row, visible_rows};
pub use scan::{admits_json, admitted_json};
pub use search::SearchIndex;
pub use store::OptionStore;
pub use text::{number_text, scalar_text};
