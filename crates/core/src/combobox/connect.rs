//! What the combobox's state shows: the selected option and its label, the live-region
//! text and the ARIA attributes of each part (as Zag's `connect`). Plain data; the view
//! renders it.

use serde_json::Value;

use super::state::ComboState;
use crate::items::{Kept, Opt, OptValue, OptionList, Row};
use crate::locale::{Localizable, format, translate};
use crate::schema::SelectSchema;

/// The rows the list shows for the matching options `matches` (ascending flat indices, as
/// the search returns them): [`visible_rows`](crate::items::visible_rows) cut at the
/// select's [`rows_limit`](SelectSchema::rows_limit), empty groups left out as
/// [`hides_empty_groups`](SelectSchema::hides_empty_groups) of the `search` text says, and
/// reversed while the list is `above` the field (`openDirection: top`, or flipped for lack
/// of room: the best match nearest the field), after the cut, so the best matches are
/// kept. A multi-value list's rows are left in this order: its chosen options are left out
/// and its `limit` applied first ([`shown_rows`](super::multi::shown_rows), which reverses
/// them then).
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::listed_rows;
/// use yewform_core::items::{normalize, ItemOptions, Row};
/// use yewform_core::schema::SelectSchema;
/// let items = normalize(&json!(["a", "b", "c"]), &ItemOptions::default()).unwrap();
/// let select = SelectSchema { limit: 2, ..SelectSchema::default() };
/// let index = |r: &Row| match r { Row::Option { index, .. } => *index, Row::Group { .. } => 99 };
/// let below = listed_rows(&items, &[0, 1, 2], &select, "", false);
/// assert_eq!(below.iter().map(index).collect::<Vec<_>>(), [0, 1]);
/// let above = listed_rows(&items, &[0, 1, 2], &select, "", true);
/// assert_eq!(above.iter().map(index).collect::<Vec<_>>(), [1, 0]);
/// ```
#[must_use]
pub fn listed_rows(
    items: &dyn OptionList,
    matches: &[usize],
    select: &SelectSchema,
    search: &str,
    above: bool,
) -> Vec<Row> {
    let mut rows = crate::items::visible_rows(
        items,
        matches,
        select.rows_limit(),
        select.hides_empty_groups(search),
    );
    if above && !select.is_multi() {
        rows.reverse();
    }
    rows
}

/// The flat index of the option holding `value`.
#[must_use]
pub fn selected_index(
    items: &dyn OptionList,
    value: &Value,
    select: &SelectSchema,
) -> Option<usize> {
    let wanted = select.value_key(value);
    if wanted.is_null() {
        return None;
    }
    items.position(wanted)
}

/// The value no option holds, as the native select's stand-in `<option>` shows and posts it
/// (its text, as a post writes it): `Some` while `value` (its `valueProp` for an
/// `object: true` select) is set and no option in `items` holds it, as before endpoint or
/// function items have loaded (a server-rendered page, the first render that hydrates it);
/// `None` once an option holds it, or without a value.
#[must_use]
pub fn unlisted_value<'a>(
    items: &dyn OptionList,
    value: &'a Value,
    select: &SelectSchema,
) -> Option<&'a Value> {
    let key = select.value_key(value);
    let empty = match key {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        _ => false,
    };
    (!empty && items.position(key).is_none()).then_some(key)
}

/// The row showing the option `index`.
#[must_use]
pub fn selected_row(rows: &[Row], index: Option<usize>) -> Option<usize> {
    let index = index?;
    rows.iter()
        .position(|r| matches!(r, Row::Option { index: i, .. } if *i == index))
}

/// The label the field shows for `value`: the selected option's; else the option last
/// chosen here when it holds the value (server search results that moved on); else the
/// value itself as text (`allowAbsent`); `None` without a value (`null`, or a `""` no
/// option holds: no value either, so the placeholder shows). The label of
/// [`selected_option`].
#[must_use]
pub fn selected_label(
    state: &ComboState,
    items: &dyn OptionList,
    index: Option<usize>,
    value: &Value,
    select: &SelectSchema,
) -> Option<String> {
    selected_option(state, items, index, value, select).map(|o| o.label)
}

/// The option the field shows for `value`, which the `single-label` slot gets (as
/// [`Opt::as_object`]; the spec's scope "value (selected option)"): the selected option;
/// else the option last chosen here when it holds the value (server search results that
/// moved on); else, for a value not among the options (`allowAbsent`), a stand-in as the
/// reference's (`makeInternal`): the value, labelled with its text ([`value_text`]), so
/// the slot gets `{"value": "zz", "label": "zz"}` (with `object`, the value object's
/// `valueProp` and `labelProp`, where the reference gives the whole object). `None` without
/// a value (`null`, or a `""` no option holds).
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::{ComboState, selected_option};
/// use yewform_core::items::OptionStore;
/// use yewform_core::schema::SelectSchema;
/// let select = SelectSchema::default();
/// let items = OptionStore::from(vec![("ber", "Berlin")]);
/// let state = ComboState::default();
/// let object = |value| {
///     selected_option(&state, &items, None, &value, &select).map(|o| o.as_object("value", "label"))
/// };
/// assert_eq!(object(json!("zz")), Some(json!({"value": "zz", "label": "zz"})));
/// assert_eq!(object(json!(null)), None);
/// let berlin = selected_option(&state, &items, Some(0), &json!("ber"), &select).unwrap();
/// assert_eq!(berlin.as_object("value", "label"), json!({"value": "ber", "label": "Berlin"}));
/// ```
#[must_use]
pub fn selected_option(
    state: &ComboState,
    items: &dyn OptionList,
    index: Option<usize>,
    value: &Value,
    select: &SelectSchema,
) -> Option<Opt> {
    if value.is_null() {
        return None;
    }
    let wanted = select.value_key(value);
    let option = index.and_then(|i| items.opt(i)).or_else(|| {
        state
            .chosen
            .clone()
            .filter(|o| !wanted.is_null() && o.value.matches(wanted))
    });
    // A `""` no option holds is no value, as `null`.
    if option.is_none() && value.as_str() == Some("") {
        return None;
    }
    Some(option.unwrap_or_else(|| Opt {
        value: OptValue::from_value(wanted),
        label: value_text(value, select),
        disabled: false,
        raw: Kept::Plain,
    }))
}

/// The clear button shows: `canClear`, a value (not `null` or `""`; a list value: not
/// `[]`), and the element enabled.
#[must_use]
pub fn clearable(select: &SelectSchema, value: &Value, disabled: bool) -> bool {
    let empty = match value {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Array(items) => items.is_empty(),
        _ => false,
    };
    select.can_clear && !empty && !disabled
}

/// A search input shows the value's label behind it while no search text is typed (and
/// its placeholder only without a value).
#[must_use]
pub fn label_behind_search(state: &ComboState, label: Option<&str>) -> bool {
    state.search.is_empty() && label.is_some()
}

/// Whether a search input is named by its value text beside its label
/// ([`ComboAria::value_text`](super::ComboAria::value_text)): a single select's chosen
/// label (`label`) behind an empty search, so the input announces its value; a
/// multiselect's collapsed label or a tags element's count of chips
/// ([`names_by_value_text`](super::multi::names_by_value_text)).
#[must_use]
pub fn search_named_by_value(
    select: &SelectSchema,
    value: &Value,
    state: &ComboState,
    label: Option<&str>,
) -> bool {
    #[cfg(feature = "multi")]
    if select.is_multi() {
        return super::multi::names_by_value_text(select, value, state);
    }
    let _ = value;
    select.searches() && label_behind_search(state, label)
}

/// The text shown for a value that is not among the options (`allowAbsent`): its
/// `labelProp` with `object: true`, a string as written, anything else as JSON.
#[must_use]
pub fn value_text(value: &Value, select: &SelectSchema) -> String {
    let shown = if select.object {
        value.get(&select.label_prop).unwrap_or(value)
    } else {
        value
    };
    match shown {
        Value::String(s) => s.clone(),
        other => crate::json_text::json_text(other),
    }
}

/// The list's texts, localized: the empty list, no results, and the results count.
#[derive(Debug, Clone, PartialEq)]
pub struct ListTexts {
    /// `noOptionsText`, else the locale's `multiselect.noOptions`.
    pub no_options: String,
    /// `noResultsText`, else the locale's `multiselect.noResults`.
    pub no_results: String,
    /// The locale's `select.results` (`:count results available`).
    pub results: String,
    /// The locale's `select.resultsOne` (`1 result available`), said for one option.
    pub results_one: String,
    /// The locale's `select.loading` (`Loading…`), said while the options are fetched.
    pub loading: String,
}

impl ListTexts {
    /// The texts of `select` in `locale` (then `fallback`, then English).
    #[must_use]
    pub fn resolve(select: &SelectSchema, locale: &str, fallback: &str) -> ListTexts {
        let own = |text: &Option<Localizable>| {
            text.as_ref()
                .and_then(|t| t.resolve_non_empty(locale, fallback))
        };
        let tr = |key: &str, default: &str| {
            translate(locale, fallback, key)
                .unwrap_or(default)
                .to_owned()
        };
        ListTexts {
            no_options: own(&select.no_options_text)
                .unwrap_or_else(|| tr("multiselect.noOptions", "The list is empty")),
            no_results: own(&select.no_results_text)
                .unwrap_or_else(|| tr("multiselect.noResults", "No options found")),
            results: tr("select.results", ":count results available"),
            results_one: tr("select.resultsOne", "1 result available"),
            loading: tr("select.loading", "Loading…"),
        }
    }

    /// What the live region says: nothing while closed; while no option shows, the loading
    /// text when the options are being fetched (`loading`: the list hides its empty text
    /// then, as the reference's), else the empty list or no results; else how many options
    /// show.
    #[must_use]
    pub fn announcement(
        &self,
        open: bool,
        option_rows: usize,
        items_empty: bool,
        loading: bool,
    ) -> String {
        if !open {
            String::new()
        } else if option_rows == 0 && loading {
            self.loading.clone()
        } else if option_rows == 0 {
            self.empty(items_empty).to_owned()
        } else if option_rows == 1 {
            self.results_one.clone()
        } else {
            format(&self.results, &[("count", option_rows.to_string())])
        }
    }

    /// The text under an open list without options: the empty list, or no results.
    #[must_use]
    pub fn empty(&self, items_empty: bool) -> &str {
        if items_empty {
            &self.no_options
        } else {
            &self.no_results
        }
    }
}
