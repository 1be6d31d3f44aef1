//! The multi-value selects' decisions (`multiselect` and `tags`, core features of the same
//! names): what committing, a group header, creating, Backspace, the chips' keys and their
//! remove buttons do to a list value, and what the field shows of it (the collapsed label,
//! the rows with `hideSelected`, the live region's text).
//!
//! The value is a list of option values (or option objects with `object: true`). Lookups
//! of "is this option chosen" go through a [`Selection`] built once per value change
//! (O(values) with a [`ValueIndex`] built once per options change), so a row's
//! `aria-selected` and `hideSelected` are O(1), whatever the number of chips.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::commit::{close_list, option_value};
use super::effect::{Effect, Fired};
use super::machine::Context;
use super::state::ComboState;
use crate::items::{Kept, OptValue, OptionList, Row};
use crate::locale::{Localizable, format, translate};
use crate::schema::{MultiMode, MultiOptions, SelectSchema};

/// A list value: `null` → `[]`, a list with each repeated item dropped (the first kept,
/// compared as [`OptValue::matches`] does: `1` and `1.0` alike, `"1"` and `1` not), any
/// other value → a one-item list. What every value entering a multiselect or tags element
/// becomes (defaults, `update`, `load`), so what leaves the form has no duplicate.
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::multi::list_value;
/// assert_eq!(list_value(json!(null)), json!([]));
/// assert_eq!(list_value(json!("de")), json!(["de"]));
/// assert_eq!(list_value(json!(["de", "fr", "de", 1, 1.0, "1"])), json!(["de", "fr", 1, "1"]));
/// ```
#[must_use]
pub fn list_value(value: Value) -> Value {
    list_value_by(value, None)
}

/// [`list_value`] for a select whose items are option objects (`object: true`): an object
/// item is compared by its `value_prop` (`{"value": "de", "label": "DE"}` repeats
/// `{"value": "de"}` and `"de"`), as the select tells its values apart
/// ([`SelectSchema::value_key`]). `None`: as [`list_value`].
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::multi::list_value_by;
/// let v = json!([{"value": "de", "label": "Germany"}, "de", {"value": "de", "label": "DE"}]);
/// assert_eq!(list_value_by(v, Some("value")), json!([{"value": "de", "label": "Germany"}]));
/// ```
#[must_use]
pub fn list_value_by(value: Value, value_prop: Option<&str>) -> Value {
    let key = |item: &Value| match value_prop {
        Some(prop) => ValueKey::of(item.get(prop).unwrap_or(item)),
        None => ValueKey::of(item),
    };
    match value {
        Value::Null => Value::Array(Vec::new()),
        Value::Array(items) => {
            let mut seen = HashSet::with_capacity(items.len());
            Value::Array(
                items
                    .into_iter()
                    .filter(|item| seen.insert(key(item)))
                    .collect(),
            )
        }
        other => Value::Array(vec![other]),
    }
}

/// A hashable form of a value, equal exactly when [`OptValue::matches`] says the values
/// match (numbers by numeric value, exactly: `1` and `1.0` alike, two 64-bit ids that one
/// `f64` would round together apart; strings by text, a string never a number; lists and
/// objects by their JSON text).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ValueKey {
    /// `null`.
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer, or a float holding one (`1.0`, `-0.0` as `0`).
    Int(i128),
    /// Any other float, by its bits.
    Float(u64),
    /// A string.
    Str(Box<str>),
    /// A list or an object, as JSON text.
    Other(String),
}

impl ValueKey {
    /// The key of a JSON value.
    #[must_use]
    pub fn of(value: &Value) -> Self {
        match value {
            Value::Null => Self::Null,
            Value::Bool(b) => Self::Bool(*b),
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Self::Int(i128::from(i))
                } else if let Some(u) = n.as_u64() {
                    Self::Int(i128::from(u))
                } else {
                    Self::float(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            Value::String(s) => Self::Str(s.as_str().into()),
            other => Self::Other(crate::json_text::json_text(other)),
        }
    }

    /// The key of an option's value.
    #[must_use]
    pub fn of_opt(value: &OptValue) -> Self {
        match value {
            OptValue::Null => Self::Null,
            OptValue::Bool(b) => Self::Bool(*b),
            OptValue::PosInt(u) => Self::Int(i128::from(*u)),
            OptValue::NegInt(i) => Self::Int(i128::from(*i)),
            OptValue::Float(f) => Self::float(*f),
            OptValue::Str(s) => Self::Str(s.clone()),
            OptValue::Other(v) => Self::Other(crate::json_text::json_text(v)),
        }
    }

    /// A float: an integral one within the range of JSON's integers as that integer (the
    /// cast is exact there), as [`json_equal`](crate::element::json_equal) compares.
    fn float(f: f64) -> Self {
        // 2^64 bounds every integer a JSON number holds (i64 or u64).
        const LIMIT: f64 = 18_446_744_073_709_551_616.0;
        if f.is_finite() && f.fract() == 0.0 && f.abs() <= LIMIT {
            #[allow(clippy::cast_possible_truncation)]
            return Self::Int(f as i128);
        }
        Self::Float(f.to_bits())
    }
}

/// Options by value: built once per options change (O(options)), then each value is found
/// in O(1) ([`OptionList::position`] scans).
#[derive(Debug, Clone, Default)]
pub struct ValueIndex {
    by_value: HashMap<ValueKey, usize>,
}

impl ValueIndex {
    /// The index of `items` (the first option of each value).
    #[must_use]
    pub fn new(items: &dyn OptionList) -> Self {
        let mut by_value = HashMap::with_capacity(items.len());
        for i in 0..items.len() {
            if let Some(v) = items.value(i) {
                by_value.entry(ValueKey::of_opt(v)).or_insert(i);
            }
        }
        Self { by_value }
    }

    /// The flat index of the option whose value is `value`.
    #[must_use]
    pub fn position(&self, value: &Value) -> Option<usize> {
        self.by_value.get(&ValueKey::of(value)).copied()
    }
}

/// Which options a list value holds: built once per value change, read per row (a bit per
/// option: O(1) and no hashing per row, whatever the number of values).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Selection {
    chosen: Vec<u64>,
    /// How many values the list holds (absent ones included).
    pub count: usize,
}

/// The items of the list `value` whose value no option holds, through `index` (`object:
/// true`: each item's `valueProp`), in order, `null` and `""` left out: what a native
/// `<select multiple>` shows and posts as options of their own while endpoint or function
/// items are not loaded (the server's render and the first one that hydrates it), as
/// [`unlisted_value`](super::unlisted_value) is for the single select.
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::multi::unlisted_values;
/// use yewform_core::items::OptionStore;
/// use yewform_core::schema::SelectSchema;
///
/// let select = SelectSchema::default();
/// let store = OptionStore::from_pairs([("bern", "Bern")]);
/// let value = json!(["bern", "chur", null, ""]);
/// assert_eq!(unlisted_values(&store.value_index(), &value, &select), vec![&json!("chur")]);
/// ```
#[must_use]
pub fn unlisted_values<'a>(
    index: &ValueIndex,
    value: &'a Value,
    select: &SelectSchema,
) -> Vec<&'a Value> {
    value
        .as_array()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .filter(|v| {
            let key = select.value_key(v);
            let empty = key.is_null() || key.as_str() == Some("");
            !empty && index.position(key).is_none()
        })
        .collect()
}

impl Selection {
    /// The options `value` (a list; anything else counts as empty) chooses, found through
    /// `index` (`object: true`: each item's `valueProp`).
    #[must_use]
    pub fn new(index: &ValueIndex, value: &Value, select: &SelectSchema) -> Self {
        let items = value.as_array().map_or(&[][..], Vec::as_slice);
        let mut chosen: Vec<u64> = Vec::new();
        for i in items
            .iter()
            .filter_map(|v| index.position(select.value_key(v)))
        {
            let word = i / 64;
            if chosen.len() <= word {
                chosen.resize(word + 1, 0);
            }
            if let Some(w) = chosen.get_mut(word) {
                *w |= 1 << (i % 64);
            }
        }
        Self {
            chosen,
            count: items.len(),
        }
    }

    /// Whether option `index` is chosen (O(1)).
    #[must_use]
    pub fn contains(&self, index: usize) -> bool {
        self.chosen
            .get(index / 64)
            .is_some_and(|w| w & (1 << (index % 64)) != 0)
    }
}

/// For each group of `items`: whether every enabled option of it is chosen (and it has
/// one): the `aria-selected` of its header when the header is an option
/// ([`SelectSchema::points_groups`]). O(options), once per value change.
#[must_use]
pub fn chosen_groups(items: &dyn OptionList, selection: &Selection) -> Vec<bool> {
    let mut out = Vec::with_capacity(items.group_count());
    let mut start = 0usize;
    for g in 0..items.group_count() {
        let Some(info) = items.group(g) else {
            break;
        };
        let end = start + info.len;
        let mut enabled = (start..end).filter(|&i| !items.is_disabled(i)).peekable();
        let any = enabled.peek().is_some();
        out.push(any && enabled.all(|i| selection.contains(i)));
        start = end;
    }
    out
}

/// The rows a multi-value list shows, in display order, from the search's rows uncut and
/// in option order ([`listed_rows`](super::listed_rows); [`SelectSchema::rows_limit`] is
/// `None` for it): with `hideSelected`, the chosen options are left out (and a group header
/// whose options are all left out, when empty groups hide:
/// [`SelectSchema::hides_empty_groups`] of the `search` text, so always while searching);
/// then `limit` cuts what is left (as the reference: filter, then slice), so chosen options
/// never use up the limit; then, while the list is above the field (`reversed`), they are
/// reversed, so the best matches are kept and each header stays with its options; with
/// `showOptions: false`, none. A single select's `rows` as they are.
#[must_use]
pub fn shown_rows(
    rows: &[Row],
    selection: &Selection,
    select: &SelectSchema,
    search: &str,
    reversed: bool,
) -> Vec<Row> {
    let Some(multi) = &select.multi else {
        return rows.to_vec();
    };
    if !multi.show_options {
        return Vec::new();
    }
    let hidden = multi.hide_selected && selection.count > 0;
    let hide_empty = select.hides_empty_groups(search);
    let limit = select.options_limit().unwrap_or(usize::MAX);
    let mut out: Vec<Row> = Vec::with_capacity(rows.len().min(limit.saturating_add(8)));
    let mut header: Option<Row> = None;
    let mut taken = 0usize;
    for &row in rows {
        match row {
            Row::Group { .. } => {
                if taken >= limit {
                    // Groups after the limit is reached are not shown (as `visible_rows`).
                    header = None;
                    break;
                }
                if let Some(h) = header.take() {
                    if !hide_empty {
                        out.push(h);
                    }
                }
                header = Some(row);
            }
            Row::Option { index, .. } if hidden && selection.contains(index) => {}
            Row::Option { .. } => {
                if taken >= limit {
                    break;
                }
                if let Some(h) = header.take() {
                    out.push(h);
                }
                out.push(row);
                taken += 1;
            }
        }
    }
    if let Some(h) = header.filter(|_| !hide_empty) {
        out.push(h);
    }
    if reversed {
        out.reverse();
    }
    out
}

/// What the live region says after a change: an option added or removed, and how many are
/// chosen ([`Announcement::text`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announcement {
    /// The option's label (a group header's for a group select).
    pub label: String,
    /// Added (`true`) or removed.
    pub added: bool,
    /// How many values are chosen after the change.
    pub count: usize,
}

impl Announcement {
    /// Whether an announcement made when the value became `said_for` still describes
    /// `value`: a live region shows it only then, blank once the values changed otherwise
    /// (a `clear()`, `load`, `update`, also to as many values), never "Berlin added, 3
    /// selected" beside 0 chips, or beside three others.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::combobox::multi::Announcement;
    /// assert!(Announcement::still_current(&json!(["a", "b"]), &json!(["a", "b"])));
    /// assert!(!Announcement::still_current(&json!(["a", "b"]), &json!([])));
    /// assert!(!Announcement::still_current(&json!(["a", "b"]), &json!(["a", "c"])));
    /// ```
    #[must_use]
    pub fn still_current(said_for: &Value, value: &Value) -> bool {
        crate::element::json_equal(said_for, value)
    }

    /// The text in `locale` (then `fallback`): "Berlin added, 3 selected" /
    /// "Berlin removed, 2 selected" (`multiselect.added` / `multiselect.removed`).
    ///
    /// ```
    /// use yewform_core::combobox::multi::Announcement;
    /// let a = Announcement { label: "Berlin".into(), added: true, count: 3 };
    /// assert_eq!(a.text("en", "en"), "Berlin added, 3 selected");
    /// ```
    #[must_use]
    pub fn text(&self, locale: &str, fallback: &str) -> String {
        let (key, default) = if self.added {
            ("multiselect.added", ":label added, :count selected")
        } else {
            ("multiselect.removed", ":label removed, :count selected")
        };
        let text = translate(locale, fallback, key).unwrap_or(default);
        format(
            text,
            &[
                ("label", self.label.clone()),
                ("count", self.count.to_string()),
            ],
        )
    }
}

/// The accessible name of a chip's remove button: "Remove Berlin" (`multiselect.remove`).
#[must_use]
pub fn remove_label(label: &str, locale: &str, fallback: &str) -> String {
    let text = translate(locale, fallback, "multiselect.remove").unwrap_or("Remove :label");
    format(text, &[("label", label.to_owned())])
}

/// Whether a multiselect's or tags element's combobox is named by its value text ("2
/// options selected", [`multiple_label`]) beside its label: with values and no search text,
/// a multiselect shows that text in the field and a tags element holds it visually hidden
/// beside its chips (which are outside the combobox), so the combobox's accessible name
/// says how many are chosen ([`ComboAria::value_text`](super::ComboAria::value_text)).
/// Single selects never.
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::ComboState;
/// use yewform_core::combobox::multi::names_by_value_text;
/// use yewform_core::schema::{ElementSchema, FormSchema};
///
/// let schema = FormSchema::from_value(&json!({
///     "m": {"type": "multiselect", "search": true, "items": ["a", "b"]},
///     "t": {"type": "tags", "items": ["a", "b"]},
/// })).unwrap();
/// let select = |name: &str| match schema.elements.iter().find(|(n, _)| n == name).map(|(_, e)| &**e) {
///     Some(ElementSchema::Select(s)) => s.clone(),
///     _ => unreachable!(),
/// };
/// let state = ComboState::default();
/// assert!(names_by_value_text(&select("m"), &json!(["a"]), &state));
/// assert!(!names_by_value_text(&select("m"), &json!([]), &state));
/// assert!(names_by_value_text(&select("t"), &json!(["a"]), &state));
/// assert!(!names_by_value_text(&select("t"), &json!([]), &state));
/// ```
#[must_use]
pub fn names_by_value_text(select: &SelectSchema, value: &Value, state: &ComboState) -> bool {
    select.multi.is_some()
        && value.as_array().is_some_and(|v| !v.is_empty())
        && state.search.is_empty()
}

/// A multiselect's collapsed label for `count` chosen options, without a `multipleLabel`
/// function: `None` for none; `multipleLabelSingle` / `multipleLabelMultiple` (`:x:` is the
/// count) when set, else the locale's `multiselect.multipleLabelOne` /
/// `multiselect.multipleLabelMore` (`:options`).
///
/// ```
/// use yewform_core::combobox::multi::multiple_label;
/// use yewform_core::schema::{MultiMode, MultiOptions};
/// let multi = MultiOptions::new(MultiMode::Multiselect);
/// assert_eq!(multiple_label(&multi, 2, "en", "en").as_deref(), Some("2 options selected"));
/// assert_eq!(multiple_label(&multi, 1, "en", "en").as_deref(), Some("1 option selected"));
/// assert_eq!(multiple_label(&multi, 0, "en", "en"), None);
/// ```
#[must_use]
pub fn multiple_label(
    multi: &MultiOptions,
    count: usize,
    locale: &str,
    fallback: &str,
) -> Option<String> {
    let own = |text: &Option<Localizable>| {
        text.as_ref()
            .and_then(|t| t.resolve_non_empty(locale, fallback))
    };
    match count {
        0 => None,
        1 => Some(own(&multi.multiple_label_single).unwrap_or_else(|| {
            translate(locale, fallback, "multiselect.multipleLabelOne")
                .unwrap_or("1 option selected")
                .to_owned()
        })),
        n => Some(match own(&multi.multiple_label_multiple) {
            Some(custom) => custom.replace(":x:", &n.to_string()),
            None => format(
                translate(locale, fallback, "multiselect.multipleLabelMore")
                    .unwrap_or(":options options selected"),
                &[("options", n.to_string())],
            ),
        }),
    }
}

/// The value's items (an empty slice when it is not a list).
fn items_of(value: &Value) -> &[Value] {
    value.as_array().map_or(&[][..], Vec::as_slice)
}

/// Where in the list value the option `index` is (compared by its value, `valueProp` with
/// `object`).
pub(super) fn position_in_value(ctx: &Context<'_>, index: usize) -> Option<usize> {
    let option = ctx.items.value(index)?;
    items_of(ctx.value)
        .iter()
        .position(|v| option.matches(ctx.select.value_key(v)))
}

/// The label shown for the value item `item`: its option's, else its text.
#[must_use]
pub fn item_label(items: &dyn OptionList, item: &Value, select: &SelectSchema) -> String {
    items
        .position(select.value_key(item))
        .and_then(|i| items.label(i))
        .map_or_else(|| super::value_text(item, select), str::to_owned)
}

/// Keeps the labels of the items of `value` (the value shown, [`Event::Shown`], or the one
/// an event sets) whose options `ctx.items` holds ([`ComboState::chip_labels`]), so a chip
/// whose option the next options lack (an async search moved on) is still named by its
/// label. O(chips): run when the options or the value change, never per key.
///
/// [`Event::Shown`]: super::Event::Shown
pub(super) fn remember_labels(state: &mut ComboState, ctx: &Context<'_>, value: &Value) {
    let Some(list) = value.as_array() else {
        return;
    };
    if ctx.select.multi.is_none() || list.is_empty() || ctx.items.is_empty() {
        return;
    }
    for item in list {
        let key = ctx.select.value_key(item);
        let Some(label) = ctx.items.position(key).and_then(|i| ctx.items.label(i)) else {
            continue;
        };
        let key = ValueKey::of(key);
        if state.chip_labels.get(&key).map(String::as_str) != Some(label) {
            std::rc::Rc::make_mut(&mut state.chip_labels).insert(key, label.to_owned());
        }
    }
}

impl ComboState {
    /// The label the chip of the value item `item` had when its option was last shown
    /// ([`chip_labels`](Self::chip_labels)), for a chip whose option the current options
    /// lack.
    #[must_use]
    pub fn remembered_label(&self, item: &Value, select: &SelectSchema) -> Option<&str> {
        self.chip_labels
            .get(&ValueKey::of(select.value_key(item)))
            .map(String::as_str)
    }
}

/// The label of the value item `item` as its chip shows it: its option's, else the one
/// its option had when last shown ([`ComboState::chip_labels`]), else its value as text.
fn chip_label(state: &ComboState, ctx: &Context<'_>, item: &Value) -> String {
    let key = ctx.select.value_key(item);
    match ctx.items.position(key).and_then(|i| ctx.items.label(i)) {
        Some(label) => label.to_owned(),
        None => state
            .remembered_label(item, ctx.select)
            .map_or_else(|| super::value_text(item, ctx.select), str::to_owned),
    }
}

/// Whether the value item `item` may be removed: not the value of a disabled option.
fn removable(items: &dyn OptionList, item: &Value, select: &SelectSchema) -> bool {
    items
        .position(select.value_key(item))
        .is_none_or(|i| !items.is_disabled(i))
}

/// Commits the option `index` in a multi-value list: removes it when chosen, adds it when
/// not (ignored at `max`). Returns whether the list closed.
pub(super) fn commit_option(
    state: &mut ComboState,
    index: usize,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    let (Some(multi), Some(option)) = (&ctx.select.multi, ctx.items.opt(index)) else {
        return false;
    };
    let select = ctx.select;
    let mut list = items_of(ctx.value).to_vec();
    let added = match position_in_value(ctx, index) {
        Some(at) => {
            list.remove(at);
            false
        }
        None if multi.at_max(list.len()) => return false,
        None => {
            list.push(option_value(&option, select));
            true
        }
    };
    let fired = option_value(&option, select);
    let fired = if added {
        Fired::Select(fired)
    } else {
        Fired::Deselect(fired)
    };
    push_change(list, [fired], option.label, added, out);
    // With `hideSelected` the added option's row goes: the pointer moves to the option
    // that takes its place (the previous one when none follows), never to a group header
    // (a second Enter would choose the whole group, or name a `role=presentation` row).
    if added && multi.hide_selected {
        state.pointer = state.pointer.and_then(|p| {
            pointer_after_hiding(ctx.rows, p, select.hides_empty_groups(&state.search))
        });
    }
    if added && multi.clear_on_select && !state.search.is_empty() {
        state.search.clear();
        out.push(Effect::Fire(Fired::SearchChange(Some(String::new()))));
    }
    close_after(state, select, added, out)
}

/// The pointer once the row `at` of `rows` is hidden (its option was chosen with
/// `hideSelected`): the next enabled option row, else the previous one, as an index into
/// the rows left (without `at`, and without its group's header when that group is left
/// empty and `hide_empty` hides it); `None` when none is left.
fn pointer_after_hiding(rows: &[Row], at: usize, hide_empty: bool) -> Option<usize> {
    let is_group = |i: usize| matches!(rows.get(i), Some(Row::Group { .. }));
    let header = (0..at).rev().find(|&i| is_group(i));
    let emptied = hide_empty
        && header.is_some_and(|h| h + 1 == at)
        && (at + 1 == rows.len() || is_group(at + 1));
    let gone = |i: usize| i == at || (emptied && Some(i) == header);
    let option = |i: &usize| {
        !gone(*i)
            && matches!(
                rows.get(*i),
                Some(Row::Option {
                    disabled: false,
                    ..
                })
            )
    };
    // The rows after `at` move up by the rows that went.
    let shift = if emptied { 2 } else { 1 };
    (at + 1..rows.len())
        .find(option)
        .map(|i| i - shift)
        .or_else(|| (0..at).rev().find(option))
}

/// A group header pressed with `groupSelect`: every enabled option of the group that is
/// not chosen is added (up to `max`), or, when all are chosen already, all are removed.
pub(super) fn commit_group(
    state: &mut ComboState,
    group: usize,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    let Some(multi) = &ctx.select.multi else {
        return false;
    };
    let items = ctx.items;
    if !multi.group_select || items.group(group).is_none_or(|g| g.disabled) {
        return false;
    }
    let start: usize = (0..group)
        .filter_map(|g| items.group(g).map(|info| info.len))
        .sum();
    let Some(info) = items.group(group) else {
        return false;
    };
    let label = info.label.to_owned();
    let select = ctx.select;
    let list = items_of(ctx.value);
    let chosen: HashSet<ValueKey> = list
        .iter()
        .map(|v| ValueKey::of(select.value_key(v)))
        .collect();
    let enabled: Vec<usize> = (start..start + info.len)
        .filter(|&i| !items.is_disabled(i))
        .collect();
    let is_chosen = |i: &usize| {
        items
            .value(*i)
            .is_some_and(|v| chosen.contains(&ValueKey::of_opt(v)))
    };
    if enabled.is_empty() {
        return false;
    }
    let all = enabled.iter().all(is_chosen);
    let mut next: Vec<Value>;
    let mut fired = Vec::new();
    if all {
        let group_keys: HashSet<ValueKey> = enabled
            .iter()
            .filter_map(|&i| items.value(i).map(ValueKey::of_opt))
            .collect();
        next = Vec::with_capacity(list.len());
        for v in list {
            if group_keys.contains(&ValueKey::of(select.value_key(v))) {
                fired.push(Fired::Deselect(v.clone()));
            } else {
                next.push(v.clone());
            }
        }
    } else {
        next = list.to_vec();
        for i in enabled.iter().filter(|i| !is_chosen(i)) {
            if multi.at_max(next.len()) {
                break;
            }
            if let Some(option) = items.opt(*i) {
                let v = option_value(&option, select);
                fired.push(Fired::Select(v.clone()));
                next.push(v);
            }
        }
    }
    if fired.is_empty() {
        return false;
    }
    push_change(next, fired, label, !all, out);
    // A header's press closes with `closeOnSelect`, whether it chose or removed (the
    // reference's group click).
    close_after(state, select, true, out)
}

/// Creates an option from `text` in a multi-value list (`create`): an option with that
/// label or value is added instead (nothing when it is chosen already); a new one is
/// appended to the list with `appendNewOption` and fires `tag` (tags only), before
/// `select`. The search is then emptied (`search-change`), unless nothing is added (the
/// option is chosen already or disabled, or the list is at `max`): then the typed text
/// stays. Returns whether the list closed.
pub(super) fn create(
    state: &mut ComboState,
    text: String,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    let Some(multi) = &ctx.select.multi else {
        return false;
    };
    let select = ctx.select;
    let items = ctx.items;
    let folded = crate::items::fold(&text, select.strict);
    let existing = super::commit::existing_option(items, &text, select);
    let list = items_of(ctx.value);
    // Refused (chosen already, disabled, at `max`): the typed text stays, as the
    // reference's returns before clearing its search.
    if let Some(i) = existing {
        if position_in_value(ctx, i).is_some() || items.is_disabled(i) {
            return false;
        }
    } else if list.iter().any(|v| {
        // Compared as an appended option is (`existing_option`: folded), so "foo" after
        // "Foo" is no second chip whether or not "Foo" was appended.
        matches!(select.value_key(v), Value::String(key)
            if *key == text || crate::items::fold(key, select.strict) == folded)
    }) {
        // Created before and not appended to the list: already a chip.
        return false;
    }
    if multi.at_max(list.len()) {
        return false;
    }
    let option = match existing.and_then(|i| items.opt(i)) {
        Some(o) => o,
        None => {
            let option = crate::items::Opt {
                value: OptValue::Str(text.as_str().into()),
                label: text.clone(),
                disabled: false,
                raw: Kept::Plain,
            };
            if select.append_new_option {
                std::rc::Rc::make_mut(&mut state.created).push(option.clone());
            }
            if multi.mode == MultiMode::Tags {
                out.push(Effect::Fire(Fired::Tag(text)));
            }
            option
        }
    };
    let v = option_value(&option, select);
    let mut next = list.to_vec();
    next.push(v.clone());
    push_change(next, [Fired::Select(v)], option.label, true, out);
    // `tag`, `select`, then the emptied search's `search-change`, as a pick's
    // `clearOnSelect` (and the reference's `handleOptionAppend`, whose `tag` comes before
    // it clears the search).
    state.search.clear();
    out.push(Effect::Fire(Fired::SearchChange(Some(String::new()))));
    close_after(state, select, true, out)
}

/// Removes the value item `at` (a chip's remove button, Backspace, Delete) when it is
/// removable; the number of chips left when it did. With `hideSelected` its option's row
/// comes back (above the pointer or below it): the pointer stays on the option it was on
/// ([`ComboState::keep`]), so the next Enter adds what the user pointed at.
fn remove_at(
    state: &mut ComboState,
    at: usize,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> Option<usize> {
    let list = items_of(ctx.value);
    let item = list.get(at)?;
    if !removable(ctx.items, item, ctx.select) {
        return None;
    }
    let label = chip_label(state, ctx, item);
    if ctx.select.multi.as_ref().is_some_and(|m| m.hide_selected) {
        state.keep_pointed(ctx.rows);
    }
    let mut next = list.to_vec();
    let removed = next.remove(at);
    Some(push_change(
        next,
        [Fired::Deselect(removed)],
        label,
        false,
        out,
    ))
}

/// The effects of a multi-value change, in order: the new value, its `select` / `deselect`
/// events, the live-region announcement. Answers the number of values now.
fn push_change(
    next: Vec<Value>,
    fired: impl IntoIterator<Item = Fired>,
    label: String,
    added: bool,
    out: &mut Vec<Effect>,
) -> usize {
    let count = next.len();
    out.push(Effect::SetValue(Value::Array(next)));
    out.extend(fired.into_iter().map(Effect::Fire));
    out.push(Effect::Announce(Announcement {
        label,
        added,
        count,
    }));
    count
}

/// Closes the list after an addition (`closeOnSelect`) or a removal (`closeOnDeselect`);
/// `true` when it closed.
fn close_after(
    state: &mut ComboState,
    select: &SelectSchema,
    added: bool,
    out: &mut Vec<Effect>,
) -> bool {
    let close = if added {
        select.close_on_select
    } else {
        select.close_on_deselect
    };
    close && close_list(state, out)
}

/// Backspace (or Delete) in the search input with no search text: the last removable chip
/// goes; the focus stays in the input. `true` when it handled the key.
pub(super) fn backspace(state: &mut ComboState, ctx: &Context<'_>, out: &mut Vec<Effect>) -> bool {
    if !state.search.is_empty() {
        return false;
    }
    let list = items_of(ctx.value);
    let last = (0..list.len()).rev().find(|&i| {
        list.get(i)
            .is_some_and(|v| removable(ctx.items, v, ctx.select))
    });
    match last {
        Some(at) => remove_at(state, at, ctx, out).is_some(),
        None => false,
    }
}

/// ArrowLeft in the search input with no search text (tags): the focus goes to the last
/// removable chip (a fixed one, a disabled option's, has no button to focus). `true` when
/// it did.
pub(super) fn arrow_left(state: &ComboState, ctx: &Context<'_>, out: &mut Vec<Effect>) -> bool {
    let len = items_of(ctx.value).len();
    if !state.search.is_empty() || !is_tags(ctx.select) {
        return false;
    }
    let Some(last) = (0..len).rev().find(|&i| removable_at(ctx, i)) else {
        return false;
    };
    out.push(Effect::FocusChip(last));
    out.push(Effect::PreventDefault);
    true
}

/// Whether the chip `at` of the value can be removed (and so has a remove button to
/// focus).
fn removable_at(ctx: &Context<'_>, at: usize) -> bool {
    items_of(ctx.value)
        .get(at)
        .is_some_and(|v| removable(ctx.items, v, ctx.select))
}

fn is_tags(select: &SelectSchema) -> bool {
    select
        .multi
        .as_ref()
        .is_some_and(|m| m.mode == MultiMode::Tags)
}

/// A key on the chip `at` (its remove button has the focus): Left / Right move the focus
/// across the removable chips (Right from the last one to the input; a fixed chip, a
/// disabled option's, has no button and is skipped), Backspace and Delete remove it (Enter
/// and Space press the button: [`remove`]), Escape goes back to the input. The focus never
/// gets lost: after a removal it goes to the neighbour removable chip (the previous one
/// for Backspace, the next for Delete, else the other), or to the input when none is left.
pub(super) fn chip_key(
    state: &mut ComboState,
    at: usize,
    key: &str,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) {
    let len = items_of(ctx.value).len();
    match key {
        "ArrowLeft" => {
            let to = (0..at.min(len))
                .rev()
                .find(|&i| removable_at(ctx, i))
                .unwrap_or(at);
            out.push(Effect::FocusChip(to));
            out.push(Effect::PreventDefault);
        }
        "ArrowRight" => {
            out.push(
                (at + 1..len)
                    .find(|&i| removable_at(ctx, i))
                    .map_or(Effect::Focus, Effect::FocusChip),
            );
            out.push(Effect::PreventDefault);
        }
        "Escape" => {
            out.push(Effect::Focus);
            out.push(Effect::PreventDefault);
            out.push(Effect::StopPropagation);
        }
        "Backspace" | "Delete" => {
            out.push(Effect::PreventDefault);
            if remove_at(state, at, ctx, out).is_some() {
                out.push(neighbour(at, key == "Backspace", ctx));
            }
        }
        _ => {}
    }
}

/// A chip's remove button was pressed (click, Enter, Space): the chip goes, the focus
/// moves to the removable chip that took its place (else the previous one, else the
/// input).
pub(super) fn remove(state: &mut ComboState, at: usize, ctx: &Context<'_>, out: &mut Vec<Effect>) {
    if remove_at(state, at, ctx, out).is_some() {
        out.push(neighbour(at, false, ctx));
    }
}

/// Where the focus goes after the chip `at` of `ctx.value` was removed: the nearest
/// removable chip before it (`back`) or after it (else the other side), as its index in
/// the value left; the input when none is.
fn neighbour(at: usize, back: bool, ctx: &Context<'_>) -> Effect {
    let len = items_of(ctx.value).len();
    let before = (0..at).rev().find(|&i| removable_at(ctx, i));
    // The chips after `at` move one place to the left.
    let after = (at + 1..len).find(|&i| removable_at(ctx, i)).map(|i| i - 1);
    let to = if back {
        before.or(after)
    } else {
        after.or(before)
    };
    to.map_or(Effect::Focus, Effect::FocusChip)
}

/// Clears a list value (the clear button): `[]`.
#[must_use]
pub fn cleared() -> Value {
    Value::Array(Vec::new())
}

/// The option `value` names: an option whose value matches it, else (a number or a string)
/// one whose value reads the same as text (`"1"` names an option `1`, `1` an option `"1"`).
fn named_option(items: &dyn OptionList, index: &ValueIndex, value: &Value) -> Option<usize> {
    index.position(value).or_else(|| {
        let text = match value {
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            _ => return None,
        };
        let other = match value {
            Value::String(_) => serde_json::from_str::<serde_json::Number>(&text)
                .ok()
                .map(Value::Number)?,
            _ => Value::String(text),
        };
        index.position(&other).filter(|&i| items.value(i).is_some())
    })
}

/// `select(values)` of a multiselect or tags element: the list `current` with each of
/// `values` added that is not in it yet, up to `max` (a method picks as the user does;
/// `update()` and `load()` are not cut). A value is taken as the option it names (its
/// value, or the option object with `object: true`), so `"1"` and `1` naming one option
/// never make a duplicate (the reference adds `"1"` twice). A value no option holds is
/// added with `allowAbsent`, with `create` when it is text the user could create
/// ([`creatable`](crate::items::creatable): never `null`, a number, a list or another
/// object), and while the
/// options are not known (`items` is `None`), with `object: true` as the option object
/// `{valueProp: value, labelProp: value}` (as `create` makes it); otherwise the call is refused:
/// `Err(value)`, the first such value, and nothing is added (as `update()` refuses it).
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::multi::select_values;
/// use yewform_core::items::{normalize, ItemOptions};
/// use yewform_core::schema::{MultiMode, SelectSchema};
/// let items = normalize(&json!([1, 2, 3]), &ItemOptions::default()).unwrap();
/// let select = SelectSchema::multi(MultiMode::Tags);
/// let next = select_values(&select, Some(&items), &json!([1]), &[json!("1"), json!(2)]);
/// assert_eq!(next, Ok(json!([1, 2])));
/// assert_eq!(select_values(&select, Some(&items), &json!([1]), &[json!(9)]), Err(json!(9)));
/// ```
///
/// # Errors
/// The first value no option holds, without `allowAbsent` (with `create`: the first such
/// value that is not text).
pub fn select_values(
    select: &SelectSchema,
    items: Option<&dyn OptionList>,
    current: &Value,
    values: &[Value],
) -> Result<Value, Value> {
    let index = items.map(ValueIndex::new);
    let mut next: Vec<Value> = items_of(current).to_vec();
    let mut chosen: HashSet<ValueKey> = next
        .iter()
        .map(|v| ValueKey::of(select.value_key(v)))
        .collect();
    let mut full = false;
    for value in values {
        full = full || select.multi.as_ref().is_some_and(|m| m.at_max(next.len()));
        let entry = match (items, &index) {
            (Some(items), Some(index)) => {
                match named_option(items, index, select.value_key(value)) {
                    Some(i) => match items.opt(i) {
                        Some(option) => option_value(&option, select),
                        None => continue,
                    },
                    None if select.allow_absent
                        || (select.create
                            && crate::items::creatable(
                                value,
                                select.object,
                                &select.value_prop,
                            )) =>
                    {
                        absent_value(value, select)
                    }
                    None => return Err(value.clone()),
                }
            }
            _ => absent_value(value, select),
        };
        if !full && chosen.insert(ValueKey::of(select.value_key(&entry))) {
            next.push(entry);
        }
    }
    Ok(Value::Array(next))
}

/// The value `select(values)` adds for a value no known option holds (`allowAbsent`,
/// `create`, options not known yet or answering a search): with `object: true` a scalar
/// becomes the option object `{valueProp: value, labelProp: its text}`, as the user's
/// `create` makes it (never a bare scalar among objects); anything else as is.
fn absent_value(value: &Value, select: &SelectSchema) -> Value {
    match value {
        Value::String(_) | Value::Number(_) | Value::Bool(_) if select.object => {
            let mut map = serde_json::Map::new();
            map.insert(select.value_prop.clone(), value.clone());
            map.insert(
                select.label_prop.clone(),
                Value::String(super::value_text(value, select)),
            );
            Value::Object(map)
        }
        other => other.clone(),
    }
}

/// A native `<select multiple>`'s change, cut at `max`: `picked` are the selected
/// options (their position and value, in option order); the options already in `current`
/// stay, the newly selected ones are kept in order while the count stays within `max`
/// (the rest are the view's to unselect). Without `max`, `picked` as it is.
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::multi::native_pick;
/// use yewform_core::schema::{MultiMode, SelectSchema};
/// let mut select = SelectSchema::multi(MultiMode::Multiselect);
/// if let Some(m) = select.multi.as_mut() { m.max = 1; }
/// let kept = native_pick(&select, &json!(["b"]), vec![(0, json!("a")), (1, json!("b"))]);
/// assert_eq!(kept, [(1, json!("b"))]);
/// ```
#[must_use]
pub fn native_pick(
    select: &SelectSchema,
    current: &Value,
    picked: Vec<(usize, Value)>,
) -> Vec<(usize, Value)> {
    let Some(max) = select.multi.as_ref().and_then(MultiOptions::limit) else {
        return picked;
    };
    let before: HashSet<ValueKey> = items_of(current)
        .iter()
        .map(|v| ValueKey::of(select.value_key(v)))
        .collect();
    let was = |v: &Value| before.contains(&ValueKey::of(select.value_key(v)));
    let kept_before = picked.iter().filter(|(_, v)| was(v)).count();
    let mut room = max.saturating_sub(kept_before);
    picked
        .into_iter()
        .filter(|(_, v)| {
            if was(v) {
                true
            } else if room > 0 {
                room -= 1;
                true
            } else {
                false
            }
        })
        .collect()
}

/// `deselect(values)` of a multiselect or tags element: the list `current` without each of
/// `values` (compared as the options they name, see [`select_values`]).
#[must_use]
pub fn deselect_values(
    select: &SelectSchema,
    items: Option<&dyn OptionList>,
    current: &Value,
    values: &[Value],
) -> Value {
    let index = items.map(ValueIndex::new);
    let mut gone: HashSet<ValueKey> = HashSet::new();
    for value in values {
        let key = select.value_key(value);
        gone.insert(ValueKey::of(key));
        if let (Some(items), Some(index)) = (items, &index) {
            if let Some(v) = named_option(items, index, key).and_then(|i| items.value(i)) {
                gone.insert(ValueKey::of_opt(v));
            }
        }
    }
    Value::Array(
        items_of(current)
            .iter()
            .filter(|v| !gone.contains(&ValueKey::of(select.value_key(v))))
            .cloned()
            .collect(),
    )
}
