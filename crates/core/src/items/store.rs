//! [`OptionStore`]: a compact option list built once, shared by the schema entry and the views.

use std::sync::{Arc, OnceLock};

use serde_json::{Map, Value};

use super::list::GroupInfo;
use super::option::{Group, Items, Kept, Opt, OptValue};
use super::search::SearchKeys;

/// `flags` bit: the option is disabled.
const DISABLED: u8 = 1;
/// `flags` bit: the item was a plain object ([`Kept::Plain`]).
const PLAIN: u8 = 2;
/// `flags` bit: the item's object is kept in `objects` ([`Kept::Object`]).
const OBJECT: u8 = 4;

/// A compact option list: every label in one `String` arena with offsets, values as
/// [`OptValue`], one byte of flags per option, and the original object only for the options
/// whose item held more than value and label (sparse). About 35 bytes per option on wasm32
/// for labels like "Zürich 123", where an [`Items`] list takes about 64 (an [`Opt`] and a
/// `String` allocation each), and a `serde_json::Value` object item about 350.
///
/// It is the one form a select's options take from the schema (or the items prop, or an
/// endpoint's answer) to the DOM: the views, the combobox machine and the search read it
/// option by option through [`OptionList`](super::OptionList), and the folded search keys
/// are kept with it ([`SearchIndex::for_store`](super::SearchIndex::for_store), folded by
/// the first index made for it (the dropdown makes it when its options arrive) and shared by
/// every later one), so no per-option copy is made.
///
/// Build it without any `serde_json::Value` from `(value, label)` pairs
/// ([`from_pairs`](Self::from_pairs), `collect()`, `From<Vec<(V, L)>>`), or from normalised
/// [`Items`] ([`from_items`](Self::from_items)); read it option by option, or back as
/// [`Items`] with [`to_items`](Self::to_items).
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::OptionStore;
///
/// let store = OptionStore::from_pairs((0..3).map(|i| (i, format!("Option {i}"))));
/// assert_eq!(store.len(), 3);
/// assert_eq!(store.label(1), Some("Option 1"));
/// assert_eq!(store.position(&json!(2)), Some(2));
/// let items = store.to_items();
/// assert_eq!(items.option(0).unwrap().label, "Option 0");
/// assert_eq!(store.to_value("value", "label"), json!([
///     {"value": 0, "label": "Option 0"},
///     {"value": 1, "label": "Option 1"},
///     {"value": 2, "label": "Option 2"},
/// ]));
/// ```
#[derive(Debug, Clone, Default)]
pub struct OptionStore {
    /// Every label, one after the other.
    text: String,
    /// `ends[i]`: where option `i`'s label ends in `text` (it starts at `ends[i - 1]`).
    ends: Vec<u32>,
    values: Vec<OptValue>,
    /// [`DISABLED`], [`PLAIN`], [`OBJECT`].
    flags: Vec<u8>,
    /// The kept objects ([`Kept::Object`]), by option index, ascending.
    objects: Vec<(u32, Box<Map<String, Value>>)>,
    /// `Some` for grouped items (`groups: true`).
    groups: Option<Vec<StoreGroup>>,
    /// The folded search keys of the first index made for the store (see [`SearchKeys`]),
    /// emptied when an option is added.
    keys: OnceLock<Arc<SearchKeys>>,
    /// The options by value, once a multi-value element asked for them
    /// ([`value_index`](Self::value_index)); then [`position`](Self::position) reads it.
    #[cfg(feature = "multi")]
    by_value: OnceLock<Arc<crate::combobox::multi::ValueIndex>>,
}

/// A group of a grouped store: its header and where its options end.
#[derive(Debug, Clone, PartialEq)]
struct StoreGroup {
    label: String,
    disabled: bool,
    raw: Value,
    /// One past the flat index of the group's last option.
    end: u32,
}

/// The same store (one `Arc`) compares equal at once; two stores compare option by option
/// (their folded search keys, a cache, are not compared).
impl PartialEq for OptionStore {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
            || (self.ends == other.ends
                && self.text == other.text
                && self.values == other.values
                && self.flags == other.flags
                && self.objects == other.objects
                && self.groups == other.groups)
    }
}

impl OptionStore {
    /// An empty flat store.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty flat store with room for `options` options of `label_bytes` label bytes in all.
    #[must_use]
    pub fn with_capacity(options: usize, label_bytes: usize) -> Self {
        OptionStore {
            text: String::with_capacity(label_bytes),
            ends: Vec::with_capacity(options),
            values: Vec::with_capacity(options),
            flags: Vec::with_capacity(options),
            ..Self::default()
        }
    }

    /// A flat store of `(value, label)` pairs, each option an enabled plain object item
    /// (`{"value": v, "label": l}` with `object: true`). No `serde_json::Value` is built:
    /// the way to give 100,000 options.
    pub fn from_pairs<V, L>(pairs: impl IntoIterator<Item = (V, L)>) -> Self
    where
        V: Into<OptValue>,
        L: AsRef<str>,
    {
        let pairs = pairs.into_iter();
        let mut store = Self::with_capacity(pairs.size_hint().0, 0);
        for (value, label) in pairs {
            store.push(value, label.as_ref());
        }
        store.shrink_to_fit();
        store
    }

    /// An empty store, grouped (`groups: true`) or flat.
    pub(crate) fn empty(grouped: bool) -> Self {
        OptionStore {
            groups: grouped.then(Vec::new),
            ..Self::default()
        }
    }

    /// Starts a group (the store becomes grouped): the options pushed next belong to it.
    pub(crate) fn push_group(&mut self, label: String, disabled: bool, raw: Value) {
        let end = u32::try_from(self.values.len()).unwrap_or(u32::MAX);
        self.groups.get_or_insert_with(Vec::new).push(StoreGroup {
            label,
            disabled,
            raw,
            end,
        });
    }

    /// Appends an enabled plain option (to the last group of a grouped store).
    pub fn push(&mut self, value: impl Into<OptValue>, label: &str) {
        self.push_parts(value.into(), label, false, Kept::Plain);
    }

    /// Appends `opt` (to the last group of a grouped store).
    pub fn push_opt(&mut self, opt: Opt) {
        self.push_parts(opt.value, &opt.label, opt.disabled, opt.raw);
    }

    fn push_parts(&mut self, value: OptValue, label: &str, disabled: bool, raw: Kept) {
        // Keys folded before no longer cover every option.
        if self.keys.get().is_some() {
            self.keys = OnceLock::new();
        }
        #[cfg(feature = "multi")]
        if self.by_value.get().is_some() {
            self.by_value = OnceLock::new();
        }
        let index = u32::try_from(self.values.len()).unwrap_or(u32::MAX);
        // Labels beyond 4 GiB in all are cut (no list of options comes near).
        if u32::try_from(self.text.len() + label.len()).is_ok() {
            self.text.push_str(label);
        }
        self.ends
            .push(u32::try_from(self.text.len()).unwrap_or(u32::MAX));
        self.values.push(value);
        let mut flags = if disabled { DISABLED } else { 0 };
        match raw {
            Kept::Scalar => {}
            Kept::Plain => flags |= PLAIN,
            Kept::Object(map) => {
                flags |= OBJECT;
                self.objects.push((index, map));
            }
        }
        self.flags.push(flags);
        if let Some(last) = self.groups.as_mut().and_then(|g| g.last_mut()) {
            last.end = index.saturating_add(1);
        }
    }

    /// Whether some option kept its original object (extra properties, `disabled`, a
    /// per-locale or number label).
    pub(crate) fn keeps_objects(&self) -> bool {
        !self.objects.is_empty()
    }

    /// Room for `additional` more options (their labels not counted).
    pub(crate) fn reserve_options(&mut self, additional: usize) {
        self.ends.reserve(additional);
        self.values.reserve(additional);
        self.flags.reserve(additional);
    }

    /// Frees the room reserved beyond what the options take.
    pub fn shrink_to_fit(&mut self) {
        self.text.shrink_to_fit();
        self.ends.shrink_to_fit();
        self.values.shrink_to_fit();
        self.flags.shrink_to_fit();
        self.objects.shrink_to_fit();
    }

    /// The store of normalised `items` (flat or grouped).
    #[must_use]
    pub fn from_items(items: &Items) -> Self {
        let bytes = items.options().map(|o| o.label.len()).sum();
        let mut store = Self::with_capacity(items.len(), bytes);
        if let Items::Grouped(groups) = items {
            store.groups = Some(Vec::with_capacity(groups.len()));
            for group in groups {
                store.push_group(group.label.clone(), group.disabled, group.raw.clone());
                for opt in &group.options {
                    store.push_opt(opt.clone());
                }
            }
        } else {
            for opt in items.options() {
                store.push_opt(opt.clone());
            }
        }
        store
    }

    /// The options with the options `created` here (`create` with `appendNewOption`)
    /// appended: at the end of a flat list; in a grouped list in a last group with a blank
    /// label (`" "`), so that they show in its rows too (the reference's `extendedGroups`
    /// puts that group first; last, the options' flat indices and rows do not move, see
    /// `docs/differences.md`).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::items::{ItemOptions, Kept, Opt, OptionStore, normalize};
    /// let groups = ItemOptions { groups: true, ..ItemOptions::default() };
    /// let items = normalize(&json!([{"label": "Nordic", "items": ["Oslo"]}]), &groups).unwrap();
    /// let zz = Opt { value: String::from("zz").into(), label: "zz".into(), disabled: false, raw: Kept::Plain };
    /// let store = OptionStore::from_items(&items).with_created(&[zz]);
    /// assert_eq!(store.label(1), Some("zz"));
    /// assert_eq!(store.group(1).map(|g| (g.label, g.len)), Some((" ", 1)));
    /// ```
    #[must_use]
    pub fn with_created(&self, created: &[Opt]) -> OptionStore {
        let mut all = self.clone();
        if all.groups.is_some() {
            all.push_group(" ".to_owned(), false, Value::Null);
        }
        for option in created {
            all.push_opt(option.clone());
        }
        all
    }

    /// The options as [`Items`] (a copy of every option, for code that wants the
    /// normalised list as values): equal to the items the store was built from.
    #[must_use]
    pub fn to_items(&self) -> Items {
        let Some(groups) = &self.groups else {
            // Sized once (a `filter_map` collect would grow by doubling).
            let mut options = Vec::with_capacity(self.len());
            options.extend((0..self.len()).filter_map(|i| self.opt(i)));
            return Items::Flat(options);
        };
        let mut start = 0usize;
        let grouped = groups
            .iter()
            .map(|group| {
                let end = group.end as usize;
                let mut options = Vec::with_capacity(end.saturating_sub(start));
                options.extend((start..end).filter_map(|i| self.opt(i)));
                start = end;
                Group {
                    label: group.label.clone(),
                    disabled: group.disabled,
                    options,
                    raw: group.raw.clone(),
                }
            })
            .collect();
        Items::Grouped(grouped)
    }

    /// The number of options (over all groups).
    #[must_use]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there is no option.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Option `index`'s label.
    #[must_use]
    pub fn label(&self, index: usize) -> Option<&str> {
        let end = *self.ends.get(index)? as usize;
        let start = match index.checked_sub(1) {
            Some(before) => *self.ends.get(before)? as usize,
            None => 0,
        };
        self.text.get(start..end)
    }

    /// Option `index`'s value.
    #[must_use]
    pub fn value(&self, index: usize) -> Option<&OptValue> {
        self.values.get(index)
    }

    /// Whether option `index` is disabled.
    #[must_use]
    pub fn is_disabled(&self, index: usize) -> bool {
        self.flags.get(index).is_some_and(|f| f & DISABLED != 0)
    }

    /// Option `index`'s original object item, when it was kept ([`Kept::Object`]).
    #[must_use]
    pub fn kept_object(&self, index: usize) -> Option<&Map<String, Value>> {
        if self.flags.get(index).is_none_or(|f| f & OBJECT == 0) {
            return None;
        }
        let at = u32::try_from(index).ok()?;
        let found = self.objects.binary_search_by_key(&at, |(i, _)| *i).ok()?;
        self.objects.get(found).map(|(_, map)| &**map)
    }

    /// Whether option `index`'s item was an object (kept or rebuilt), not a scalar.
    #[must_use]
    pub fn is_object_item(&self, index: usize) -> bool {
        self.flags
            .get(index)
            .is_some_and(|f| f & (PLAIN | OBJECT) != 0)
    }

    /// Whether the store is grouped (`groups: true`), even with no group.
    #[must_use]
    pub fn is_grouped(&self) -> bool {
        self.groups.is_some()
    }

    /// The number of groups (0 for a flat store).
    #[must_use]
    pub fn group_count(&self) -> usize {
        self.groups.as_ref().map_or(0, Vec::len)
    }

    /// Group `group`'s header and size.
    #[must_use]
    pub fn group(&self, group: usize) -> Option<GroupInfo<'_>> {
        let groups = self.groups.as_ref()?;
        let this = groups.get(group)?;
        let start = match group.checked_sub(1) {
            Some(before) => groups.get(before).map_or(0, |g| g.end),
            None => 0,
        };
        Some(GroupInfo {
            label: &this.label,
            disabled: this.disabled,
            raw: &this.raw,
            len: this.end.saturating_sub(start) as usize,
        })
    }

    /// The folded search keys for these parameters: the ones kept with the store when they
    /// were folded for the same parameters (the first search folds and keeps them), else
    /// folded now (and kept, when none were).
    pub(crate) fn search_keys(
        &self,
        strict: bool,
        track_by: &[String],
        value_prop: &str,
        label_prop: &str,
    ) -> Arc<SearchKeys> {
        let fold = || {
            Arc::new(SearchKeys::fold(
                self, strict, track_by, value_prop, label_prop,
            ))
        };
        let kept = self.keys.get_or_init(fold);
        if kept.is_for(strict, track_by, value_prop, label_prop) {
            kept.clone()
        } else {
            fold()
        }
    }

    /// Whether the folded search keys are kept with the store (an index folded them: a
    /// searchable dropdown's when its options arrived).
    #[must_use]
    pub fn has_search_keys(&self) -> bool {
        self.keys.get().is_some()
    }

    /// Option `index` as an [`Opt`] (its label copied).
    #[must_use]
    pub fn opt(&self, index: usize) -> Option<Opt> {
        let flags = *self.flags.get(index)?;
        let raw = if flags & OBJECT != 0 {
            Kept::Object(Box::new(self.kept_object(index)?.clone()))
        } else if flags & PLAIN != 0 {
            Kept::Plain
        } else {
            Kept::Scalar
        };
        Some(Opt {
            value: self.values.get(index)?.clone(),
            label: self.label(index)?.to_owned(),
            disabled: flags & DISABLED != 0,
            raw,
        })
    }

    /// The flat index of the option whose value is `value` ([`OptValue::matches`]): O(1)
    /// once [`value_index`](Self::value_index) was built, else a scan.
    #[must_use]
    pub fn position(&self, value: &Value) -> Option<usize> {
        #[cfg(feature = "multi")]
        if let Some(index) = self.by_value.get() {
            return index.position(value);
        }
        self.values.iter().position(|v| v.matches(value))
    }

    /// The options by value, built once (O(options)) and kept with the store until an option
    /// is added: a multi-value element's 1,000 values are then found in O(1) each, here and
    /// by [`position`](Self::position) (the `allowAbsent` check of every value change).
    #[cfg(feature = "multi")]
    pub fn value_index(&self) -> Arc<crate::combobox::multi::ValueIndex> {
        self.by_value
            .get_or_init(|| Arc::new(crate::combobox::multi::ValueIndex::new(self)))
            .clone()
    }

    /// The options as an `items` JSON value (what a schema would hold): an array of objects
    /// `{valueProp, labelProp}` (the kept object where there is one; a scalar item as itself),
    /// or of groups `{"label", "disabled", "items"}` (their original objects' other keys kept).
    #[must_use]
    pub fn to_value(&self, value_prop: &str, label_prop: &str) -> Value {
        let item = |i: usize| {
            self.opt(i).map(|opt| match &opt.raw {
                Kept::Scalar => opt.value.to_value(),
                _ => opt.as_object(value_prop, label_prop),
            })
        };
        let Some(groups) = &self.groups else {
            return Value::Array((0..self.len()).filter_map(item).collect());
        };
        let mut start = 0usize;
        Value::Array(
            groups
                .iter()
                .map(|group| {
                    let end = group.end as usize;
                    let options: Vec<Value> = (start..end).filter_map(item).collect();
                    start = end;
                    let mut map = match &group.raw {
                        Value::Object(map) => map.clone(),
                        _ => Map::new(),
                    };
                    map.insert("items".into(), Value::Array(options));
                    Value::Object(map)
                })
                .collect(),
        )
    }

    /// The bytes the store holds on the heap (its buffers' capacities; kept objects and
    /// string values counted roughly), for benchmarks.
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        let strings: usize = self
            .values
            .iter()
            .map(|v| match v {
                OptValue::Str(s) => s.len(),
                _ => 0,
            })
            .sum();
        self.text.capacity()
            + self.ends.capacity() * std::mem::size_of::<u32>()
            + self.values.capacity() * std::mem::size_of::<OptValue>()
            + self.flags.capacity()
            + self.objects.capacity() * std::mem::size_of::<(u32, Box<Map<String, Value>>)>()
            + strings
    }
}

impl<V: Into<OptValue>, L: AsRef<str>> FromIterator<(V, L)> for OptionStore {
    fn from_iter<I: IntoIterator<Item = (V, L)>>(pairs: I) -> Self {
        Self::from_pairs(pairs)
    }
}

impl<V: Into<OptValue>, L: AsRef<str>> From<Vec<(V, L)>> for OptionStore {
    fn from(pairs: Vec<(V, L)>) -> Self {
        Self::from_pairs(pairs)
    }
}

impl From<&Items> for OptionStore {
    fn from(items: &Items) -> Self {
        Self::from_items(items)
    }
}

/// Normalised items moved into a store (nothing copied but the labels into the arena):
/// how endpoint and function answers become the one form the views read.
impl From<Items> for OptionStore {
    fn from(items: Items) -> Self {
        let bytes = items.options().map(|o| o.label.len()).sum();
        let mut store = Self::with_capacity(items.len(), bytes);
        match items {
            Items::Flat(options) => {
                for opt in options {
                    store.push_opt(opt);
                }
            }
            Items::Grouped(groups) => {
                store.groups = Some(Vec::with_capacity(groups.len()));
                for group in groups {
                    store.push_group(group.label, group.disabled, group.raw);
                    for opt in group.options {
                        store.push_opt(opt);
                    }
                }
            }
        }
        store
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::items::{ItemOptions, cleanup_after_refetch, normalize};
    use serde_json::json;

    fn round_trip(raw: Value, opts: &ItemOptions) {
        let items = normalize(&raw, opts).unwrap();
        let store = OptionStore::from_items(&items);
        assert_eq!(store.to_items(), items, "{raw}");
        assert_eq!(store.len(), items.len());
        for (i, opt) in items.options().enumerate() {
            assert_eq!(store.label(i), Some(opt.label.as_str()));
            assert_eq!(store.is_disabled(i), opt.disabled);
        }
    }

    #[test]
    fn every_item_format_round_trips() {
        let opts = ItemOptions::default();
        round_trip(json!(["a", 1, -2, 2.5, true]), &opts);
        round_trip(json!({"b": "Bee", "1": "One", "x": {"en": "X"}}), &opts);
        round_trip(
            json!([
                {"value": 1, "label": "One"},
                {"value": "two", "label": "Two", "disabled": true},
                {"value": [3], "label": "Three", "extra": {"a": 1}},
                {"value": 4, "label": ""}
            ]),
            &opts,
        );
        let grouped = ItemOptions {
            groups: true,
            ..ItemOptions::default()
        };
        round_trip(
            json!([
                {"label": "A", "items": ["a1", "a2"]},
                {"label": "Empty", "items": []},
                {"label": "B", "items": [{"value": 1, "label": "b1"}], "disabled": true}
            ]),
            &grouped,
        );
        round_trip(json!([]), &opts);
    }

    #[test]
    fn pairs_equal_the_json_they_stand_for() {
        let store: OptionStore = (1..=3).map(|i| (i, format!("L{i}"))).collect();
        let json = store.to_value("value", "label");
        let items = normalize(&json, &ItemOptions::default()).unwrap();
        assert_eq!(store.to_items(), items);
        let object = store.opt(0).unwrap().as_object("value", "label");
        assert_eq!(object, json!({"value": 1, "label": "L1"}));
        let from_vec = OptionStore::from(vec![("a", "A"), ("b", "B")]);
        assert_eq!(from_vec.value(1), Some(&OptValue::Str("b".into())));
        assert_eq!(from_vec.position(&json!("b")), Some(1));
        assert_eq!(from_vec.position(&json!("c")), None);
    }

    #[test]
    fn the_allow_absent_rule_reads_a_store_as_it_reads_items() {
        let items = normalize(
            &json!([{"value": "de", "label": "Germany"}, {"value": 1, "label": "One"}]),
            &ItemOptions::default(),
        )
        .unwrap();
        let store = OptionStore::from_items(&items);
        for value in [
            json!("de"),
            json!("it"),
            json!(1.0),
            json!("1"),
            json!(null),
            json!(["de", 1]),
            json!(["de", "it"]),
            json!({"value": "de"}),
        ] {
            for (allow, object) in [(false, false), (true, false), (false, true)] {
                assert_eq!(
                    cleanup_after_refetch(&value, &store, allow, false, object, "value"),
                    cleanup_after_refetch(&value, &items, allow, false, object, "value"),
                    "{value} allow_absent={allow} object={object}"
                );
            }
        }
    }

    #[test]
    fn normalised_straight_into_a_store_as_through_items() {
        use crate::items::normalize_lossy;
        let grouped = ItemOptions {
            groups: true,
            ..ItemOptions::default()
        };
        let cases = [
            (
                json!(["a", 1, null, [2], {"label": "no value"}, true]),
                ItemOptions::default(),
            ),
            (
                json!({"b": "Bee", "1": "One", "x": {"en": "X"}, "n": null}),
                ItemOptions::default(),
            ),
            (
                json!([{"value": 1, "label": "One", "disabled": true}, {"value": 2, "label": "Two", "x": 1}]),
                ItemOptions::default(),
            ),
            (
                json!([
                    {"label": "A", "items": ["a1", "a2"]},
                    "not a group",
                    {"label": "Empty", "items": []},
                    {"label": "B", "items": [{"value": 1, "label": "b1"}], "disabled": true},
                    {"items": ["no label"]}
                ]),
                grouped.clone(),
            ),
            (json!(null), grouped),
            (json!(null), ItemOptions::default()),
            (json!("wrong"), ItemOptions::default()),
        ];
        for (raw, opts) in cases {
            let (items, warnings) = normalize_lossy(&raw, &opts);
            let (store, store_warnings) = OptionStore::normalize_lossy(&raw, &opts);
            assert_eq!(store.to_items(), items, "{raw}");
            assert_eq!(store, OptionStore::from(items), "{raw}");
            assert_eq!(store_warnings, warnings, "{raw}");
            match normalize(&raw, &opts) {
                Ok(items) => assert_eq!(
                    OptionStore::normalize(&raw, &opts).unwrap().to_items(),
                    items
                ),
                Err(err) => assert_eq!(OptionStore::normalize(&raw, &opts).unwrap_err(), err),
            }
        }
    }

    #[test]
    fn one_store_equals_itself_and_equal_copies() {
        let a = OptionStore::from_pairs([(1, "x")]);
        assert_eq!(a, a.clone());
        assert_ne!(a, OptionStore::from_pairs([(1, "y")]));
    }
}
