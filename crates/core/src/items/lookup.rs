//! Values against options: [`find_by_value`], [`value_allowed`], [`admits`],
//! [`cleanup_after_refetch`], [`creatable`].

use serde_json::Value;

use super::list::OptionList;
use super::option::{Items, Opt};

/// The option whose value equals `value`.
///
/// Equality is [`json_equal`](crate::element::json_equal): numbers compare by numeric value
/// (`1` equals `1.0`), but a string never equals a number (`"1"` is not `1`), because a
/// plain-object `items` list has string values while an array of numbers has numeric ones,
/// and the request data keeps that difference.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{find_by_value, normalize, ItemOptions};
/// let items = normalize(&json!([1, 2]), &ItemOptions::default()).unwrap();
/// assert_eq!(find_by_value(&items, &json!(1.0)).unwrap().label, "1");
/// assert!(find_by_value(&items, &json!("1")).is_none());
/// ```
#[must_use]
pub fn find_by_value<'a>(items: &'a Items, value: &Value) -> Option<&'a Opt> {
    items.options().find(|opt| opt.value.matches(value))
}

/// Whether the element may hold `value` with these options: no value (`null`, `""`) always, anything when
/// `allow_absent`, otherwise only the value of an existing option. For `object: true`
/// elements pass the value's `valueProp` property, or use [`admits`], which handles
/// `object` and lists.
#[must_use]
pub fn value_allowed(items: &dyn OptionList, value: &Value, allow_absent: bool) -> bool {
    value.is_null() || value.as_str() == Some("") || allow_absent || items.position(value).is_some()
}

/// Whether a select admits `value` with these options (the one decision behind
/// `allowAbsent`, wherever a value enters: `update`, `load`, a default, loaded options):
/// `null`, `[]` or `""` always, anything when `allow_absent`, otherwise only an option's value,
/// or with `object` an object whose `value_prop` is an option's value (the value is then
/// the whole option object). A list (multiple selection) is admitted when every item is.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{admits, normalize, ItemOptions};
/// let items = normalize(&json!([{"value": "de", "label": "Germany"}]), &ItemOptions::default()).unwrap();
/// assert!(admits(&items, &json!({"value": "de", "label": "Germany"}), false, true, "value"));
/// assert!(admits(&items, &json!("de"), false, false, "value"));
/// assert!(!admits(&items, &json!("it"), false, false, "value"));
/// assert!(admits(&items, &json!("it"), true, false, "value"));
/// ```
#[must_use]
pub fn admits(
    items: &dyn OptionList,
    value: &Value,
    allow_absent: bool,
    object: bool,
    value_prop: &str,
) -> bool {
    cleanup_after_refetch(value, items, allow_absent, false, object, value_prop).is_none()
}

/// What happens to the element's value after its options were (re)loaded.
///
/// Returns `None` when the value stays as it is, or `Some(new_value)`:
///
/// - no value (`null`, `[]`, or a single `""`, which the spec's `empty` counts as "no value
///   filled in" as the reference does) stays as it is.
/// - `clear_on_refetch`: the value is cleared (`null`, or `[]` for an array value) whenever
///   it is not already empty.
/// - otherwise, unless `allow_absent`, a value that is not among the new options is
///   cleared; an array value (multiple selection) keeps only the items that are. With
///   `object`, a value (or array item) is compared by its `value_prop` property (a value
///   that is not an object by itself; an object without it is absent).
///
/// Unlike the reference, which never cleans a falsy value, `0` and `false` are cleaned like
/// any other value: an option `0` that disappeared is as gone as `5`. (`""` items of an
/// array are cleaned too.)
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{cleanup_after_refetch, normalize, ItemOptions};
/// let items = normalize(&json!(["de", "fr"]), &ItemOptions::default()).unwrap();
/// assert_eq!(cleanup_after_refetch(&json!("de"), &items, false, false, false, "value"), None);
/// assert_eq!(cleanup_after_refetch(&json!("it"), &items, false, false, false, "value"), Some(json!(null)));
/// assert_eq!(cleanup_after_refetch(&json!(""), &items, false, true, false, "value"), None);
/// assert_eq!(cleanup_after_refetch(&json!("it"), &items, true, false, false, "value"), None);
/// assert_eq!(cleanup_after_refetch(&json!("de"), &items, false, true, false, "value"), Some(json!(null)));
/// assert_eq!(cleanup_after_refetch(&json!(["de", "it"]), &items, false, false, false, "value"), Some(json!(["de"])));
/// ```
#[must_use]
pub fn cleanup_after_refetch(
    value: &Value,
    items: &dyn OptionList,
    allow_absent: bool,
    clear_on_refetch: bool,
    object: bool,
    value_prop: &str,
) -> Option<Value> {
    let absent = if allow_absent {
        Absent::Keep
    } else {
        Absent::Drop
    };
    cleanup(value, items, absent, clear_on_refetch, object, value_prop)
}

/// What becomes of a value (or list item) no option holds ([`cleanup`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Absent {
    /// Dropped.
    Drop,
    /// Kept (`allowAbsent`).
    Keep,
    /// Kept when the user could have created it ([`creatable`]: `create`).
    KeepCreatable,
}

/// Whether `value` is one a user could create (`create`): text that is not blank, or with
/// `object` an object whose `value_prop` is such text (as a created option's object,
/// `{value, label}`). `null`, numbers, booleans, lists and other objects never are: a user
/// types text.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::creatable;
/// assert!(creatable(&json!("mine"), false, "value"));
/// assert!(!creatable(&json!(null), false, "value"));
/// assert!(!creatable(&json!(5), false, "value"));
/// assert!(!creatable(&json!({"value": "mine"}), false, "value"));
/// assert!(creatable(&json!({"value": "mine", "label": "Mine"}), true, "value"));
/// assert!(!creatable(&json!({"label": "Mine"}), true, "value"));
/// ```
#[must_use]
pub fn creatable(value: &Value, object: bool, value_prop: &str) -> bool {
    let text = |v: &Value| v.as_str().is_some_and(|s| !s.trim().is_empty());
    match value {
        Value::Object(_) if object => value.get(value_prop).is_some_and(text),
        other => text(other),
    }
}

/// [`cleanup_after_refetch`] with a value no option holds kept or dropped as `absent` says.
pub(super) fn cleanup(
    value: &Value,
    items: &dyn OptionList,
    absent: Absent,
    clear_on_refetch: bool,
    object: bool,
    value_prop: &str,
) -> Option<Value> {
    let kept_absent =
        |v: &Value| absent == Absent::KeepCreatable && creatable(v, object, value_prop);
    match value {
        Value::Null => None,
        Value::String(s) if s.is_empty() => None,
        Value::Array(values) if values.is_empty() => None,
        Value::Array(_) if clear_on_refetch => Some(Value::Array(Vec::new())),
        _ if clear_on_refetch => Some(Value::Null),
        _ if absent == Absent::Keep => None,
        Value::Array(values) => {
            // Many values (a multi-value element's): looked up through the list's index,
            // not one scan of the options each.
            #[cfg(feature = "multi")]
            let index = (values.len() > 8).then(|| items.value_lookup()).flatten();
            let mut kept = Vec::new();
            for v in values {
                #[cfg(feature = "multi")]
                let found = match &index {
                    Some(index) => indexed(index, v, object, value_prop),
                    None => present(items, v, object, value_prop),
                };
                #[cfg(not(feature = "multi"))]
                let found = present(items, v, object, value_prop);
                if found || kept_absent(v) {
                    kept.push(v.clone());
                }
            }
            (kept.len() != values.len()).then_some(Value::Array(kept))
        }
        single => (!(present(items, single, object, value_prop) || kept_absent(single)))
            .then_some(Value::Null),
    }
}

/// [`present`] through an index of the options.
#[cfg(feature = "multi")]
fn indexed(
    index: &crate::combobox::multi::ValueIndex,
    value: &Value,
    object: bool,
    value_prop: &str,
) -> bool {
    // With `object`, an object is read by its `valueProp`, anything else (a bare value an
    // app loaded) by itself, as `SelectSchema::value_key` reads it.
    let key = if object {
        match value.get(value_prop) {
            Some(v) => v,
            None if value.is_object() => return false,
            None => value,
        }
    } else {
        value
    };
    index.position(key).is_some()
}

pub(super) fn present(
    items: &dyn OptionList,
    value: &Value,
    object: bool,
    value_prop: &str,
) -> bool {
    // With `object`, an object is read by its `valueProp`, anything else (a bare value an
    // app loaded) by itself, as `SelectSchema::value_key` reads it.
    let key = if object {
        match value.get(value_prop) {
            Some(v) => v,
            None if value.is_object() => return false,
            None => value,
        }
    } else {
        value
    };
    items.position(key).is_some()
}
