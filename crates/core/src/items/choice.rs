//! [`choice_items`]: the items of a checkbox or radio group, read as the select reads its
//! items, plus the reference's `{value: {label, description, disabled}}` format.

use std::borrow::Cow;

use serde_json::{Map, Value};

use super::error::ItemsError;
use super::js_order::js_key_order;
use super::normalize::{ItemOptions, normalize, normalize_lossy};
use super::option::{Items, Opt};

/// Reads a group's `items` ([`normalize`], failing on the first bad entry).
///
/// The select's flat formats are read as the select reads them with its default options
/// (`value` and `label` keys, no groups, no `dataKey`). An object whose entries
/// are objects with a `label` (`{"a": {"label": "A", "description": "…", "disabled": true}}`)
/// gives the key as the value and keeps the entry's other properties, as an array of
/// objects `[{"value": "a", "label": "A", …}]` would.
///
/// # Errors
/// As [`normalize`].
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{ItemOptions, choice_items, item_description};
/// let items = choice_items(
///     &json!({"s": {"label": "Small", "description": "Fits"}, "m": {"label": "Medium", "disabled": true}}),
///     &ItemOptions::default(),
/// ).unwrap();
/// let opts: Vec<_> = items.options().collect();
/// assert_eq!(opts[0].value.to_value(), json!("s"));
/// assert_eq!(item_description(opts[0]).as_deref(), Some("Fits"));
/// assert!(opts[1].disabled);
/// ```
pub fn choice_items(items: &Value, opts: &ItemOptions) -> Result<Items, ItemsError> {
    super::normalize::check_depth(items)?;
    normalize(&as_select_items(items), opts)
}

/// As [`choice_items`], skipping bad entries and reporting them. (The item loader reads a
/// group's endpoint and function answers through [`choice_items_json`] and
/// [`OptionStore::normalize_answer`](super::OptionStore::normalize_answer), with the form's
/// read options, as it reads the group's static `items`.)
#[must_use]
pub fn choice_items_lossy(items: &Value, opts: &ItemOptions) -> (Items, Vec<ItemsError>) {
    if let Err(error) = super::normalize::check_depth(items) {
        return (Items::default(), vec![error]);
    }
    normalize_lossy(&as_select_items(items), opts)
}

/// The item's `description`, localised with `locale` / `fallback` when it is a per-locale
/// object; `None` when the item has none.
#[must_use]
pub fn item_description_in(opt: &Opt, locale: &str, fallback: &str) -> Option<String> {
    let raw = opt.kept_object()?.get("description")?;
    crate::locale::Localizable::from_value(raw)
        .ok()
        .map(|text| text.resolve(locale, fallback))
}

/// [`item_description_in`] in English.
#[must_use]
pub fn item_description(opt: &Opt) -> Option<String> {
    item_description_in(opt, "en", "en")
}

/// A checkbox group's value after the user checked (`on`) or unchecked the item `value`:
/// the checked items' values in the order of `options` (not the order they were checked,
/// as the reference keeps them), followed by values of `current` that no option holds (a
/// value loaded before its items arrived is kept). A value is never in the result twice;
/// a value and an item compare loosely, as the reference's checkboxes ([`OptValue::loosely_matches`]:
/// the number 1 is the item `"1"`), and a checked item is written as its item holds it.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{ItemOptions, choice_items, group_toggle};
/// let items = choice_items(&json!(["a", "b", "c"]), &ItemOptions::default()).unwrap();
/// let options: Vec<_> = items.options().cloned().collect();
/// assert_eq!(group_toggle(&options, &json!(["c"]), &json!("a"), true), json!(["a", "c"]));
/// assert_eq!(group_toggle(&options, &json!(["a", "x", "c"]), &json!("a"), false), json!(["c", "x"]));
/// // Items repeating a value (loosely: `1` and `"1"`) give it once, as the first holds it.
/// let items = choice_items(&json!([1, "1", "b"]), &ItemOptions::default()).unwrap();
/// let options: Vec<_> = items.options().cloned().collect();
/// assert_eq!(group_toggle(&options, &json!([]), &json!(1), true), json!([1]));
/// ```
///
/// [`OptValue::loosely_matches`]: super::OptValue::loosely_matches
#[must_use]
pub fn group_toggle(options: &[Opt], current: &Value, value: &Value, on: bool) -> Value {
    let current: &[Value] = current.as_array().map_or(&[], Vec::as_slice);
    let mut out: Vec<Value> = Vec::with_capacity(current.len() + 1);
    for opt in options {
        let is_target = opt.value.loosely_matches(value);
        let checked = if is_target {
            on
        } else {
            current.iter().any(|v| opt.value.loosely_matches(v))
        };
        // Items that repeat a value (`"a"` twice, `1` and `"1"`) give it once: the first.
        if checked && !out.iter().any(|v| opt.value.loosely_matches(v)) {
            out.push(opt.value.to_value());
        }
    }
    for v in current {
        let held = options.iter().any(|o| o.value.loosely_matches(v));
        if !held && !out.contains(v) {
            out.push(v.clone());
        }
    }
    Value::Array(out)
}

/// A group's `items` in a format the select's reader reads the same way: `{k: {label, …}}`
/// as `[{value: k, label, …}]` in JavaScript key order; any other value as it is. What
/// [`choice_items`] reads, for the select's item loader (endpoint and function items).
#[must_use]
pub fn choice_items_json(items: &Value) -> Cow<'_, Value> {
    as_select_items(items)
}

/// `{k: {label, …}}` as `[{value: k, label, …}]` in JavaScript key order; any other value
/// as it is.
fn as_select_items(items: &Value) -> Cow<'_, Value> {
    let Value::Object(map) = items else {
        return Cow::Borrowed(items);
    };
    let has_objects = map
        .values()
        .any(|v| v.as_object().is_some_and(|o| o.contains_key("label")));
    if !has_objects {
        return Cow::Borrowed(items);
    }
    let mut list = Vec::with_capacity(map.len());
    for (key, entry) in js_key_order(map) {
        let mut item = Map::new();
        item.insert("value".into(), Value::String(key.clone()));
        match entry {
            Value::Null => continue,
            Value::Object(o) if o.contains_key("label") => {
                for (k, v) in o {
                    if k != "value" {
                        item.insert(k.clone(), v.clone());
                    }
                }
            }
            label => {
                item.insert("label".into(), label.clone());
            }
        }
        list.push(Value::Object(item));
    }
    Cow::Owned(Value::Array(list))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn values(items: &Value) -> Vec<Value> {
        choice_items(items, &ItemOptions::default())
            .unwrap()
            .options()
            .map(|o| o.value.to_value())
            .collect()
    }

    #[test]
    fn every_select_format_reads_the_same() {
        assert_eq!(values(&json!(["a", 2])), [json!("a"), json!(2)]);
        assert_eq!(
            values(&json!({"1": "One", "b": "Bee"})),
            [json!("1"), json!("b")]
        );
        assert_eq!(
            values(&json!([{"value": 1, "label": "One"}, null])),
            [json!(1)]
        );
        assert_eq!(
            values(&json!({"2": {"label": "Two"}, "1": {"label": "One"}, "x": null})),
            [json!("1"), json!("2")]
        );
    }

    #[test]
    fn a_per_locale_label_is_not_an_item_object() {
        let items = choice_items(
            &json!({"y": {"en": "Yes", "de": "Ja"}}),
            &ItemOptions::default(),
        )
        .unwrap();
        let opt = items.options().next().unwrap();
        assert_eq!(opt.label, "Yes");
    }
}
