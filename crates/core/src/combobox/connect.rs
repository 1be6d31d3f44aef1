//! What the combobox's state shows: the selected option and its label, the live-region
//! text and the ARIA attributes of each part (as Zag's `connect`). Plain data; the view
//! renders it.

use serde_json::Value;

use super::state::ComboState;
use crate::items::{OptionList, Row};
use crate::locale::{Localizable, format, translate};
use crate::schema::SelectSchema;

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

/// The row showing the option `index`.
#[must_use]
pub fn selected_row(rows: &[Row], index: Option<usize>) -> Option<usize> {
    let index = index?;
    rows.iter()
        .position(|r| matches!(r, Row::Option { index: i, .. } if *i == index))
}

/// The label the field shows for `value`: the selected option's; else the option last
/// chosen here when it holds the value (server search results that moved on); else the
/// value itself as text (`allowAbsent`); `None` without a value.
#[must_use]
pub fn selected_label(
    state: &ComboState,
    items: &dyn OptionList,
    index: Option<usize>,
    value: &Value,
    select: &SelectSchema,
) -> Option<String> {
    let wanted = select.value_key(value);
    index
        .and_then(|i| items.label(i))
        .map(str::to_owned)
        .or_else(|| {
            state
                .chosen
                .as_ref()
                .filter(|o| !wanted.is_null() && o.value.matches(wanted))
                .map(|o| o.label.clone())
        })
        .or_else(|| (!value.is_null()).then(|| value_text(value, select)))
}

/// The option the `single-label` slot gets for `value` (the spec's scope "value (selected
/// option)"), found as [`selected_label`] finds the label: the selected option as an object
/// ([`Opt::as_object`](crate::items::Opt::as_object)); else the option last chosen here when
/// it holds the value; else, for a value not among the options (`allowAbsent`), the
/// reference's stand-in (`makeInternal`): with `object` the value itself, otherwise an
/// object holding the value under `valueProp`, `labelProp` and the first `trackBy` key
/// (`{"value": "zz", "label": "zz"}`). `None` without a value.
///
/// ```
/// use serde_json::json;
/// use yewform_core::combobox::{ComboState, selected_option};
/// use yewform_core::items::OptionStore;
/// use yewform_core::schema::SelectSchema;
/// let select = SelectSchema::default();
/// let items = OptionStore::from(vec![("ber", "Berlin")]);
/// let state = ComboState::default();
/// assert_eq!(
///     selected_option(&state, &items, Some(0), &json!("ber"), &select),
///     Some(json!({"value": "ber", "label": "Berlin"}))
/// );
/// assert_eq!(
///     selected_option(&state, &items, None, &json!("zz"), &select),
///     Some(json!({"value": "zz", "label": "zz"}))
/// );
/// assert_eq!(selected_option(&state, &items, None, &json!(null), &select), None);
/// ```
#[must_use]
pub fn selected_option(
    state: &ComboState,
    items: &dyn OptionList,
    index: Option<usize>,
    value: &Value,
    select: &SelectSchema,
) -> Option<Value> {
    let object =
        |option: &crate::items::Opt| option.as_object(&select.value_prop, &select.label_prop);
    if let Some(option) = index.and_then(|i| items.opt(i)) {
        return Some(object(&option));
    }
    let wanted = select.value_key(value);
    if let Some(chosen) = state
        .chosen
        .as_ref()
        .filter(|o| !wanted.is_null() && o.value.matches(wanted))
    {
        return Some(object(chosen));
    }
    if value.is_null() {
        return None;
    }
    if select.object {
        return Some(value.clone());
    }
    let mut map = serde_json::Map::new();
    if let Some(key) = select.track_by.as_ref().and_then(|keys| keys.first()) {
        map.insert(key.clone(), value.clone());
    }
    map.insert(select.label_prop.clone(), value.clone());
    map.insert(select.value_prop.clone(), value.clone());
    Some(Value::Object(map))
}

/// The clear button shows: `canClear`, a value (a list value: not `[]`), and the element
/// enabled.
#[must_use]
pub fn clearable(select: &SelectSchema, value: &Value, disabled: bool) -> bool {
    let empty = match value {
        Value::Null => true,
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
/// multiselect's collapsed label
/// ([`names_by_value_text`](super::multi::names_by_value_text)); a tags element never.
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
}

impl ListTexts {
    /// The texts of `select` in `locale` (then `fallback`, then English).
    #[must_use]
    pub fn resolve(select: &SelectSchema, locale: &str, fallback: &str) -> ListTexts {
        let own = |text: &Option<Localizable>| text.as_ref().map(|t| t.resolve(locale, fallback));
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
        }
    }

    /// What the live region says: nothing while closed; the empty list or no results when
    /// no option shows; else how many options show.
    #[must_use]
    pub fn announcement(&self, open: bool, option_rows: usize, items_empty: bool) -> String {
        if !open {
            String::new()
        } else if option_rows == 0 {
            self.empty(items_empty).to_owned()
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
