//! The dropdown's data, memoized per change: the options with the created ones appended,
//! the rows shown for the search text, and where the value is among them. Nothing is
//! cloned per keystroke: the lists are shared (`Rc`) and compared by identity.

use std::rc::Rc;
use std::sync::Arc;

use yewform_core::Value;
use yewform_core::combobox::{listed_rows, selected_index, selected_row};
use yewform_core::items::{Opt, OptionStore, SearchIndex};

use crate::by_ptr::{ByArc, ByPtr};
use crate::entry_ref::SelectRef;
use crate::hooks::use_combobox::Listing;
use crate::select::memo::{Slot, memo};

/// The fetched options and the created ones.
type ItemsDeps = (ByArc<OptionStore>, ByPtr<Vec<Opt>>);
/// The options, the select (its `strict`, `trackBy`, `valueProp`, `labelProp`, `limit`,
/// `groupHideEmpty`: what the matching and the cut read), the query, the list above the
/// field, whether a group with no option to show is hidden (a search text is typed, or
/// `groupHideEmpty`).
type ListingDeps = (ByArc<OptionStore>, SelectRef, String, bool, bool);

/// The dropdown's memoized data, in the views' one memo ([`ViewMemo`](crate::select::memo::ViewMemo)): each part is computed again only when its inputs change, as with `use_memo`.
#[derive(Default)]
pub(in crate::select) struct Memo {
    items: Slot<ItemsDeps, Arc<OptionStore>>,
    /// The incremental state of the search (the last query and its matches).
    index: Slot<(ByArc<OptionStore>, SelectRef, Vec<String>), Option<SearchIndex>>,
    listing: Slot<ListingDeps, Rc<Listing>>,
    selected: Slot<(ByArc<OptionStore>, Value, SelectRef), Option<usize>>,
    row: Slot<(ByPtr<Listing>, Option<usize>), Option<usize>>,
    /// The select's classes.
    pub look: crate::select::look::LookSlot,
    /// Where a moved list goes.
    pub host: Slot<(bool, bool, Option<String>), Option<web_sys::Element>>,
    /// A multi-value list's chosen options, chips and rows.
    #[cfg(feature = "multi")]
    pub multi: super::multi::Memo,
}

/// The options with those created here (`appendNewOption`): the fetched store itself (the
/// same `Arc`) until an option is created, then one copy of it with the created options
/// added ([`OptionStore::with_created`]: at the end, in a grouped list in a last group).
pub(super) fn items(
    m: &mut Memo,
    fetched: &Arc<OptionStore>,
    created: &Rc<Vec<Opt>>,
) -> Arc<OptionStore> {
    memo(
        &mut m.items,
        (ByArc(fetched.clone()), ByPtr(created.clone())),
        |(items, created)| {
            if created.is_empty() {
                return items.0.clone();
            }
            Arc::new(items.0.with_created(created))
        },
    )
    .clone()
}

/// The rows shown for `search` (core's [`listed_rows`]: filtered with `filterResults`, cut
/// at `limit`, reversed while the list is above the field; a list value's are cut and
/// reversed after `hideSelected`, by `shown_rows`), searched incrementally over the folded keys kept
/// with the store: folded when the options change (at mount, after a load), so that the
/// first keystroke only scans them (folding 100,000 labels takes longer than a frame; the
/// mount has no such bound).
pub(super) fn listing(
    m: &mut Memo,
    items: &Arc<OptionStore>,
    select: &SelectRef,
    search: &str,
    top: bool,
) -> Rc<Listing> {
    let track_by = select.track_by.clone().unwrap_or_default();
    let Memo { index, listing, .. } = m;
    let searchable = (select.searches()) && select.filter_results;
    let index = memo(
        index,
        (ByArc(items.clone()), select.clone(), track_by),
        |(items, select, track_by)| {
            searchable.then(|| {
                SearchIndex::for_store(
                    &items.0,
                    select.strict,
                    track_by,
                    &select.value_prop,
                    &select.label_prop,
                )
            })
        },
    );
    let query = if select.filter_results {
        search.to_owned()
    } else {
        String::new()
    };
    memo(
        listing,
        (
            ByArc(items.clone()),
            select.clone(),
            query,
            top,
            // All `listed_rows` reads of `search`.
            select.hides_empty_groups(search),
        ),
        |(items, select, query, top, _)| {
            let matches: Vec<usize> = if query.is_empty() {
                (0..items.len()).collect()
            } else {
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
            Rc::new(Listing::new(listed_rows(
                &**items, &matches, select, search, *top,
            )))
        },
    )
    .clone()
}

/// The flat index of the value's option and the row showing it.
pub(super) fn selected(
    m: &mut Memo,
    items: &Arc<OptionStore>,
    listing: &Rc<Listing>,
    value: &Value,
    select: &SelectRef,
) -> (Option<usize>, Option<usize>) {
    let index = *memo(
        &mut m.selected,
        (ByArc(items.clone()), value.clone(), select.clone()),
        |(items, value, select)| selected_index(&**items, value, select),
    );
    let row = *memo(
        &mut m.row,
        (ByPtr(listing.clone()), index),
        |(listing, index)| selected_row(&listing.rows, *index),
    );
    (index, row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yewform_core::schema::FormSchema;

    fn select(strict: bool, track_by: &str) -> SelectRef {
        let schema = FormSchema::from_value(&serde_json::json!({
            "s": {"type": "select", "search": true, "strict": strict, "trackBy": track_by,
                "items": [{"value": "x", "label": "Éclair", "code": "k"}, "egg"]}
        }))
        .unwrap_or_default();
        schema
            .elements
            .into_iter()
            .find_map(|(_, e)| SelectRef::new(e))
            .unwrap_or_else(|| panic!("a select"))
    }

    /// The rows follow a changed `strict` or `trackBy` while the search text and the
    /// options stay (an inline `<SelectElement options>` changed while the user types).
    #[test]
    fn a_changed_strict_or_track_by_refilters_the_same_query_at_once() {
        let loose = select(false, "label");
        let store = loose
            .static_store()
            .cloned()
            .unwrap_or_else(|| panic!("static options"));
        let mut m = Memo::default();
        assert_eq!(listing(&mut m, &store, &loose, "e", false).option_rows, 2);
        let strict = select(true, "label");
        assert_eq!(
            listing(&mut m, &store, &strict, "e", false).option_rows,
            1,
            "strict: É is not e"
        );
        assert_eq!(listing(&mut m, &store, &loose, "e", false).option_rows, 2);
        assert_eq!(listing(&mut m, &store, &loose, "k", false).option_rows, 0);
        let by_code = select(false, "code");
        assert_eq!(
            listing(&mut m, &store, &by_code, "k", false).option_rows,
            1,
            "trackBy code: k finds Éclair"
        );
        assert_eq!(listing(&mut m, &store, &loose, "k", false).option_rows, 0);
    }
}
