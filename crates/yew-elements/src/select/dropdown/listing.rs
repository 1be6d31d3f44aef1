//! The dropdown's data, memoized per change: the options with the created ones appended,
//! the rows shown for the search text, and where the value is among them. Nothing is
//! cloned per keystroke: the lists are shared (`Rc`) and compared by identity.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{selected_index, selected_row};
use yewform_core::items::{Items, Opt, SearchIndex};

use crate::by_ptr::ByPtr;
use crate::entry_ref::SelectRef;
use crate::hooks::use_combobox::Listing;

/// The options with those created here appended (`appendNewOption`).
#[hook]
pub(super) fn use_items(fetched: &Rc<Items>, created: &Rc<Vec<Opt>>) -> Rc<Items> {
    use_memo(
        (ByPtr(fetched.clone()), ByPtr(created.clone())),
        |(items, created)| match (&**items, created.is_empty()) {
            (_, true) => items.0.clone(),
            (Items::Flat(options), false) => {
                let mut all = options.clone();
                all.extend(created.iter().cloned());
                Rc::new(Items::Flat(all))
            }
            (Items::Grouped(_), false) => items.0.clone(),
        },
    )
    .as_ref()
    .clone()
}

/// The rows shown for `search` (filtered with `filterResults`, cut at `limit`, reversed
/// while the list is above the field), searched incrementally.
#[hook]
pub(super) fn use_listing(
    items: &Rc<Items>,
    select: &SelectRef,
    search: &str,
    top: bool,
) -> Rc<Listing> {
    let track_by = select.track_by.clone().unwrap_or_default();
    let index = use_memo(
        (ByPtr(items.clone()), select.clone(), track_by),
        |(items, select, track_by)| {
            RefCell::new(SearchIndex::with_props(
                items,
                select.strict,
                track_by,
                &select.value_prop,
                &select.label_prop,
            ))
        },
    );
    let query = if select.filter_results {
        search.to_owned()
    } else {
        String::new()
    };
    let limit = usize::try_from(select.limit).ok();
    use_memo(
        (
            ByPtr(items.clone()),
            query,
            limit,
            select.group_hide_empty,
            top,
        ),
        |(items, query, limit, hide_empty, top)| {
            let matches: Vec<usize> = if query.is_empty() {
                (0..items.len()).collect()
            } else {
                index.borrow_mut().search_incremental(query)
            };
            let mut rows = index.borrow().rows(items, &matches, *limit, *hide_empty);
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
    items: &Rc<Items>,
    listing: &Rc<Listing>,
    value: &Value,
    select: &SelectRef,
) -> (Option<usize>, Option<usize>) {
    let index = *use_memo(
        (ByPtr(items.clone()), value.clone(), select.clone()),
        |(items, value, select)| selected_index(items, value, select),
    );
    let row = *use_memo((ByPtr(listing.clone()), index), |(listing, index)| {
        selected_row(&listing.rows, *index)
    });
    (index, row)
}
