//! The dropdown's data, memoized per change: the options with the created ones appended,
//! the rows shown for the search text, and where the value is among them. Nothing is
//! cloned per keystroke: the lists are shared (`Rc`) and compared by identity.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{selected_index, selected_row};
use yewform_core::items::{Opt, OptionStore, SearchIndex, visible_rows};

use crate::by_ptr::{ByArc, ByPtr};
use crate::entry_ref::SelectRef;
use crate::hooks::use_combobox::Listing;

/// The options with those created here appended (`appendNewOption`): the fetched store
/// itself (the same `Arc`) until an option is created, then one copy of it with the created
/// options pushed.
#[hook]
pub(super) fn use_items(fetched: &Arc<OptionStore>, created: &Rc<Vec<Opt>>) -> Arc<OptionStore> {
    use_memo(
        (ByArc(fetched.clone()), ByPtr(created.clone())),
        |(items, created)| {
            if created.is_empty() || items.is_grouped() {
                return items.0.clone();
            }
            let mut all = (*items.0).clone();
            for option in created.iter() {
                all.push_opt(option.clone());
            }
            Arc::new(all)
        },
    )
    .as_ref()
    .clone()
}

/// The rows shown for `search` (filtered with `filterResults`, cut at `limit`, reversed
/// while the list is above the field), searched incrementally over the folded keys kept
/// with the store: folded on the first search, not on mount.
#[hook]
pub(super) fn use_listing(
    items: &Arc<OptionStore>,
    select: &SelectRef,
    search: &str,
    top: bool,
) -> Rc<Listing> {
    let track_by = select.track_by.clone().unwrap_or_default();
    // The incremental state of the search (the last query and its matches).
    let index = use_memo((ByArc(items.clone()), select.clone(), track_by), |_| {
        RefCell::new(None::<SearchIndex>)
    });
    let query = if select.filter_results {
        search.to_owned()
    } else {
        String::new()
    };
    let limit = usize::try_from(select.limit).ok();
    use_memo(
        (
            ByArc(items.clone()),
            query,
            limit,
            select.group_hide_empty,
            top,
        ),
        |(items, query, limit, hide_empty, top)| {
            let matches: Vec<usize> = if query.is_empty() {
                (0..items.len()).collect()
            } else {
                let mut index = index.borrow_mut();
                let index = index.get_or_insert_with(|| {
                    let track_by = select.track_by.as_deref().unwrap_or_default();
                    SearchIndex::for_store(
                        items,
                        select.strict,
                        track_by,
                        &select.value_prop,
                        &select.label_prop,
                    )
                });
                index.search_incremental(query)
            };
            let mut rows = visible_rows(&**items, &matches, *limit, *hide_empty);
            if *top {
                rows.reverse();
            }
            Listing::new(rows)
        },
    )
}

/// The flat index of the value's option and the row showing it.
#[hook]
pub(super) fn use_selected(
    items: &Arc<OptionStore>,
    listing: &Rc<Listing>,
    value: &Value,
    select: &SelectRef,
) -> (Option<usize>, Option<usize>) {
    let index = *use_memo(
        (ByArc(items.clone()), value.clone(), select.clone()),
        |(items, value, select)| selected_index(&**items, value, select),
    );
    let row = *use_memo((ByPtr(listing.clone()), index), |(listing, index)| {
        selected_row(&listing.rows, *index)
    });
    (index, row)
}
