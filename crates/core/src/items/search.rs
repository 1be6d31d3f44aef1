//! [`SearchIndex`]: search keys folded once per items change, scanned per keystroke.

use std::sync::Arc;

use memchr::memmem;
use serde_json::Value;

use super::fold::{fold, fold_into};
use super::list::OptionList;
use super::rows::{Row, visible_rows};
use super::store::OptionStore;
use super::text::scalar_text;

/// The folded search keys of an option list and what they were folded with: immutable, so
/// an [`OptionStore`] keeps them and every search over it shares them.
///
/// Every option's key (its folded label; for object items with `trackBy`, its folded
/// `trackBy` properties instead) is stored in one `String` arena, each part followed by a
/// NUL separator (folding removes NUL from text, so no match can cross two parts).
#[derive(Debug)]
pub(crate) struct SearchKeys {
    strict: bool,
    track_by: Vec<String>,
    value_prop: String,
    label_prop: String,
    arena: String,
    /// `starts[i]` is where option `i`'s key begins; `starts[len]` is `arena.len()`.
    starts: Vec<u32>,
}

impl SearchKeys {
    /// Folds the keys of `items` (see [`SearchIndex::with_props`]).
    pub(crate) fn fold(
        items: &dyn OptionList,
        strict: bool,
        track_by: &[String],
        value_prop: &str,
        label_prop: &str,
    ) -> SearchKeys {
        let len = items.len();
        let mut arena = String::new();
        let mut starts = Vec::with_capacity(len + 1);
        let at = |arena: &String| u32::try_from(arena.len()).unwrap_or(u32::MAX);
        for i in 0..len {
            starts.push(at(&arena));
            let label = items.label(i).unwrap_or_default();
            // `trackBy` names the searchable properties of object items: only they are
            // searched (the reference's Multiselect searches `option[trackBy]`).
            if items.is_object_item(i) && !track_by.is_empty() {
                let kept = items.kept_object(i);
                for prop in track_by {
                    let value;
                    let rebuilt = if let Some(kept) = kept {
                        kept.get(prop)
                    } else if prop == value_prop {
                        value = items.value(i).map(super::OptValue::to_value);
                        value.as_ref()
                    } else if prop == label_prop {
                        push_label(&mut arena, label, strict);
                        None
                    } else {
                        None
                    };
                    match rebuilt {
                        Some(Value::Array(values)) => {
                            for value in values {
                                push_part(&mut arena, value, strict);
                            }
                        }
                        Some(value) => push_part(&mut arena, value, strict),
                        None => {}
                    }
                }
            } else {
                push_label(&mut arena, label, strict);
            }
        }
        starts.push(at(&arena));
        arena.shrink_to_fit();
        SearchKeys {
            strict,
            track_by: track_by.to_vec(),
            value_prop: value_prop.to_owned(),
            label_prop: label_prop.to_owned(),
            arena,
            starts,
        }
    }

    /// Whether these keys were folded with these parameters.
    pub(crate) fn is_for(
        &self,
        strict: bool,
        track_by: &[String],
        value_prop: &str,
        label_prop: &str,
    ) -> bool {
        self.strict == strict
            && self.track_by == track_by
            && (track_by.is_empty()
                || (self.value_prop == value_prop && self.label_prop == label_prop))
    }
}

/// Search over folded keys, built once per items change (for an [`OptionStore`], kept with
/// the store: [`SearchIndex::for_store`]).
///
/// A search folds the query once and scans the keys' arena linearly with the standard
/// substring search, so a keystroke costs one pass over the folded text and no allocation
/// per option.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{normalize, ItemOptions, SearchIndex};
/// let items = normalize(&json!(["Zürich", "Genève", "Bern"]), &ItemOptions::default()).unwrap();
/// let index = SearchIndex::new(&items, false, &[]);
/// assert_eq!(index.search("ZU"), vec![0]);
/// assert_eq!(index.search("e"), vec![1, 2]);
/// assert_eq!(SearchIndex::new(&items, true, &[]).search("geneve"), Vec::<usize>::new());
/// ```
#[derive(Debug, Clone)]
pub struct SearchIndex {
    keys: Arc<SearchKeys>,
    /// The last folded query of [`SearchIndex::search_incremental`] and its result.
    last: Option<(String, Vec<usize>)>,
}

impl SearchIndex {
    /// Folds the search keys of `items` (lower case; accents removed unless `strict`).
    ///
    /// The key of an option is its label; for object items with a non-empty `track_by`, it is
    /// the properties named there instead (string or number values, or arrays of them; other
    /// values are ignored), as the spec says: "with object items the properties named by
    /// `trackBy` are searched".
    ///
    /// Object items read with the default `valueProp` and `labelProp` (`value`, `label`); see
    /// [`SearchIndex::with_props`].
    #[must_use]
    pub fn new(items: &dyn OptionList, strict: bool, track_by: &[String]) -> SearchIndex {
        Self::with_props(items, strict, track_by, "value", "label")
    }

    /// As [`SearchIndex::new`], for items read with `value_prop` and `label_prop`: a plain
    /// object item, whose object is not kept ([`Opt::raw`](super::Opt::raw)), is searched
    /// by `track_by` as the object [`Opt::as_object`](super::Opt::as_object) rebuilds.
    #[must_use]
    pub fn with_props(
        items: &dyn OptionList,
        strict: bool,
        track_by: &[String],
        value_prop: &str,
        label_prop: &str,
    ) -> SearchIndex {
        let keys = SearchKeys::fold(items, strict, track_by, value_prop, label_prop);
        SearchIndex {
            keys: Arc::new(keys),
            last: None,
        }
    }

    /// As [`SearchIndex::with_props`] for the options of `store`, over the keys kept with
    /// the store: folded by the first index made for it and shared by every later one (for
    /// the same parameters), so a view made again, or a second view of the same store,
    /// folds nothing.
    ///
    /// ```
    /// use yewform_core::items::{OptionStore, SearchIndex};
    /// let store = OptionStore::from_pairs([(1, "Zürich"), (2, "Bern")]);
    /// assert!(!store.has_search_keys());
    /// let index = SearchIndex::for_store(&store, false, &[], "value", "label");
    /// assert!(store.has_search_keys());
    /// assert_eq!(index.search("zur"), vec![0]);
    /// ```
    #[must_use]
    pub fn for_store(
        store: &OptionStore,
        strict: bool,
        track_by: &[String],
        value_prop: &str,
        label_prop: &str,
    ) -> SearchIndex {
        SearchIndex {
            keys: store.search_keys(strict, track_by, value_prop, label_prop),
            last: None,
        }
    }

    /// The listbox rows for `matches`: [`visible_rows`] (kept for callers of the index).
    #[must_use]
    pub fn rows(
        &self,
        items: &dyn OptionList,
        matches: &[usize],
        limit: Option<usize>,
        group_hide_empty: bool,
    ) -> Vec<Row> {
        visible_rows(items, matches, limit, group_hide_empty)
    }

    /// The number of options indexed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.keys.starts.len().saturating_sub(1)
    }

    /// Whether no option is indexed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The query folded the way the keys are, without the white space around it (the
    /// reference's multiselect trims the query: a phone keyboard's space after a word must
    /// not hide every option).
    #[must_use]
    pub fn fold_query(&self, query: &str) -> String {
        let folded = fold(query.trim(), self.keys.strict);
        // Folding can drop a combining mark that stood between the text and a space.
        let trimmed = folded.trim();
        if trimmed.len() == folded.len() {
            folded
        } else {
            trimmed.to_owned()
        }
    }

    /// The flat indices (see [`Items::options`](super::Items::options)) of the options whose key contains `query`,
    /// ascending. An empty query (after folding and trimming: spaces only) matches every
    /// option.
    #[must_use]
    pub fn search(&self, query: &str) -> Vec<usize> {
        self.search_folded(&self.fold_query(query))
    }

    /// Like [`SearchIndex::search`], but when the folded query contains the previous
    /// query of this method (the user typed one more letter), only the previous matches are
    /// checked again. The result is the same as [`SearchIndex::search`]'s.
    pub fn search_incremental(&mut self, query: &str) -> Vec<usize> {
        let folded = self.fold_query(query);
        let result = match &self.last {
            Some((previous, matches)) if !previous.is_empty() && folded.contains(previous) => {
                let finder = memmem::Finder::new(folded.as_bytes());
                let mut kept = Vec::new();
                for &i in matches {
                    if self
                        .key(i)
                        .is_some_and(|key| finder.find(key.as_bytes()).is_some())
                    {
                        kept.push(i);
                    }
                }
                kept
            }
            _ => self.search_folded(&folded),
        };
        self.last = Some((folded, result.clone()));
        result
    }

    /// Whether option `index` matches `query`.
    #[must_use]
    pub fn matches(&self, index: usize, query: &str) -> bool {
        let folded = self.fold_query(query);
        self.key(index).is_some_and(|key| key.contains(&folded))
    }

    fn search_folded(&self, folded: &str) -> Vec<usize> {
        if folded.is_empty() {
            return (0..self.len()).collect();
        }
        // One searcher for the whole scan (SIMD where the target has it); after a match the
        // scan resumes at the next option's key, so each option is reported once.
        let finder = memmem::Finder::new(folded.as_bytes());
        let keys = &*self.keys;
        let arena = keys.arena.as_bytes();
        let mut out = Vec::new();
        let mut pos = 0;
        let mut first = 0; // no match before option `first`'s key
        while let Some(found) = arena.get(pos..).and_then(|rest| finder.find(rest)) {
            let at = pos + found;
            // The option whose key holds position `at`.
            let tail = keys.starts.get(first..).unwrap_or_default();
            let index = first
                + tail
                    .partition_point(|&s| s as usize <= at)
                    .saturating_sub(1);
            out.push(index);
            match keys.starts.get(index + 1) {
                Some(&next) if next as usize > at => {
                    pos = next as usize;
                    first = index + 1;
                }
                _ => break,
            }
        }
        out
    }

    /// Option `index`'s folded key (its parts separated by NUL).
    fn key(&self, index: usize) -> Option<&str> {
        let start = *self.keys.starts.get(index)? as usize;
        let end = *self.keys.starts.get(index + 1)? as usize;
        self.keys.arena.get(start..end)
    }
}

fn push_label(arena: &mut String, label: &str, strict: bool) {
    fold_into(label, strict, arena);
    arena.push('\0');
}

fn push_part(arena: &mut String, value: &Value, strict: bool) {
    if let Some(text) = scalar_text(value) {
        if !value.is_boolean() {
            fold_into(&text, strict, arena);
            arena.push('\0');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::items::{ItemOptions, normalize};
    use serde_json::json;

    fn index(items: Value, strict: bool, track_by: &[&str]) -> SearchIndex {
        let items = normalize(&items, &ItemOptions::default()).unwrap();
        let track: Vec<String> = track_by.iter().map(|s| (*s).to_string()).collect();
        SearchIndex::new(&items, strict, &track)
    }

    #[test]
    fn one_match_per_option_even_when_the_query_repeats() {
        let idx = index(json!(["aaa", "b", "a"]), true, &[]);
        assert_eq!(idx.search("a"), vec![0, 2]);
        assert_eq!(idx.search("aa"), vec![0]);
    }

    #[test]
    fn track_by_properties_replace_the_label() {
        let idx = index(
            json!([
                {"value": 1, "label": "Germany", "code": "DE", "tags": ["Europe"]},
                {"value": 2, "label": "Denmark", "code": "DK"}
            ]),
            false,
            &["code", "tags"],
        );
        assert_eq!(idx.search("de"), vec![0]);
        assert_eq!(idx.search("dk"), vec![1]);
        assert_eq!(idx.search("europe"), vec![0]);
        assert_eq!(idx.search("germany"), Vec::<usize>::new());
        // A match never spans two properties.
        assert_eq!(idx.search("deeurope"), Vec::<usize>::new());
    }

    #[test]
    fn incremental_equals_full_search() {
        let mut idx = index(json!(["Zürich", "Zug", "Basel", "Zuoz"]), false, &[]);
        for q in ["z", "zu", "zur", "zu", "", "u", "ug"] {
            assert_eq!(idx.search_incremental(q), idx.search(q), "query {q:?}");
        }
    }

    #[test]
    fn rows_equal_visible_rows() {
        let raw = json!([
            {"value": 1, "label": "a"},
            {"value": 2, "label": "b", "disabled": true},
            {"value": 3, "label": "c"},
            {"value": 4, "label": "d", "disabled": true}
        ]);
        let items = normalize(&raw, &ItemOptions::default()).unwrap();
        let idx = SearchIndex::new(&items, false, &[]);
        for matches in [vec![0, 1, 2, 3], vec![1, 3], vec![], vec![2]] {
            for limit in [None, Some(0), Some(1), Some(3)] {
                assert_eq!(
                    idx.rows(&items, &matches, limit, false),
                    visible_rows(&items, &matches, limit, false),
                    "{matches:?} {limit:?}"
                );
            }
        }
        assert!(matches!(
            idx.rows(&items, &[1], None, false).first(),
            Some(Row::Option {
                index: 1,
                disabled: true
            })
        ));
    }

    #[test]
    fn a_store_keeps_its_folded_keys_for_every_later_search() {
        let mut store = OptionStore::from_pairs([(1, "Zürich"), (2, "Bern")]);
        assert!(
            !store.has_search_keys(),
            "nothing is folded before a search"
        );
        let first = SearchIndex::for_store(&store, false, &[], "value", "label");
        let again = SearchIndex::for_store(&store, false, &[], "value", "label");
        assert!(Arc::ptr_eq(&first.keys, &again.keys), "folded once, shared");
        assert_eq!(again.search("zur"), vec![0]);
        // Other parameters fold their own keys and leave the kept ones.
        let strict = SearchIndex::for_store(&store, true, &[], "value", "label");
        assert_eq!(strict.search("zur"), Vec::<usize>::new());
        let third = SearchIndex::for_store(&store, false, &[], "value", "label");
        assert!(Arc::ptr_eq(&first.keys, &third.keys));
        // An added option drops the kept keys: the next search covers it.
        store.push(3, "Zug");
        assert!(!store.has_search_keys());
        let after = SearchIndex::for_store(&store, false, &[], "value", "label");
        assert_eq!(after.search("zu"), vec![0, 2]);
    }

    #[test]
    fn empty_index() {
        let idx = index(json!([]), false, &[]);
        assert!(idx.is_empty());
        assert_eq!(idx.search(""), Vec::<usize>::new());
        assert_eq!(idx.search("x"), Vec::<usize>::new());
    }
}
