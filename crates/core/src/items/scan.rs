//! [`admits_json`] / [`admitted_json`]: whether `items` JSON admits a value, and what is
//! left of it, read in place (no option is built).

use serde_json::{Map, Value};

use super::normalize::ItemOptions;
use crate::element::json_equal;

/// Whether a select whose static `items` are this JSON admits `value` when nothing else
/// does (no `allowAbsent`): the answer of [`admits`](super::admits) on
/// [`normalize_lossy`](super::normalize_lossy)`(items, opts)`, or `true` when those give no
/// option at all (the options may still come from an items function). The JSON is read in
/// place: no option, label or search key is built, so checking a schema's `default` costs no
/// second normalisation of a long list.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{admits_json, ItemOptions};
/// let opts = ItemOptions::default();
/// let items = json!([{"value": "de", "label": "Germany"}, {"value": 1, "label": "One"}]);
/// assert!(admits_json(&items, &opts, &json!("de"), false));
/// assert!(admits_json(&items, &opts, &json!(1.0), false));
/// assert!(!admits_json(&items, &opts, &json!("1"), false));
/// assert!(admits_json(&items, &opts, &json!({"value": "de"}), true));
/// assert!(admits_json(&json!({"a": "A"}), &opts, &json!(["a"]), false));
/// assert!(admits_json(&json!([]), &opts, &json!("anything"), false));
/// ```
#[must_use]
pub fn admits_json(items: &Value, opts: &ItemOptions, value: &Value, object: bool) -> bool {
    // Not through `admitted_json`: a select-only app would carry its list building
    // (docs/size.md).
    found_json(items, opts, value, object).is_none_or(|found| found.iter().all(|hit| *hit))
}

/// What is left of `value` against the static `items` JSON, as [`admit`](super::admit)
/// answers for an option list: `None` when [`admits_json`] admits all of it, else
/// `Some(cleaned)`: a list keeps the items that are among the options, anything else
/// becomes `null`.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{admitted_json, ItemOptions};
/// let opts = ItemOptions::default();
/// let items = json!(["a", "b"]);
/// assert_eq!(admitted_json(&items, &opts, &json!(["a", "b"]), false), None);
/// assert_eq!(admitted_json(&items, &opts, &json!(["a", "x"]), false), Some(json!(["a"])));
/// assert_eq!(admitted_json(&items, &opts, &json!("x"), false), Some(json!(null)));
/// ```
#[must_use]
pub fn admitted_json(
    items: &Value,
    opts: &ItemOptions,
    value: &Value,
    object: bool,
) -> Option<Value> {
    let found = found_json(items, opts, value, object)?;
    if found.iter().all(|hit| *hit) {
        return None;
    }
    Some(match value {
        Value::Array(values) => Value::Array(
            values
                .iter()
                .zip(&found)
                .filter(|(_, hit)| **hit)
                .map(|(v, _)| v.clone())
                .collect(),
        ),
        _ => Value::Null,
    })
}

/// For each item of `value` (a list, else the value itself), whether an option of `items`
/// has it; `None` for no value (`null`, or a single `""`) and when `items` give no option
/// at all.
fn found_json(items: &Value, opts: &ItemOptions, value: &Value, object: bool) -> Option<Vec<bool>> {
    let wanted: &[Value] = match value {
        Value::Null => return None,
        Value::String(s) if s.is_empty() => return None,
        Value::Array(values) => values,
        single => std::slice::from_ref(single),
    };
    let mut keys: Vec<Option<&Value>> = Vec::with_capacity(wanted.len());
    for v in wanted {
        // With `object`, a bare value (not an object) is read by itself, as `present` does.
        keys.push(match v.get(&opts.value_prop) {
            Some(key) if object => Some(key),
            None if object && v.is_object() => None,
            _ => Some(v),
        });
    }
    let mut found = vec![false; keys.len()];
    let mut any = false;
    each_value(items, opts, &mut |candidate| {
        any = true;
        for (key, hit) in keys.iter().zip(found.iter_mut()) {
            if let Some(key) = key {
                *hit = *hit || candidate.matches(key);
            }
        }
    });
    any.then_some(found)
}

/// An option's value where it is in the JSON: the item (or its `valueProp`), or an object
/// key (the `{value: label}` format, whose values are strings).
enum Candidate<'a> {
    Json(&'a Value),
    Key(&'a str),
}

impl Candidate<'_> {
    fn matches(&self, wanted: &Value) -> bool {
        match self {
            Candidate::Json(value) => json_equal(value, wanted),
            Candidate::Key(key) => wanted.as_str() == Some(*key),
        }
    }
}

/// Calls `f` with the value of every option `normalize_lossy` would give.
fn each_value<'a>(items: &'a Value, opts: &ItemOptions, f: &mut dyn FnMut(Candidate<'a>)) {
    if !opts.groups {
        each_option(items, opts, f);
        return;
    }
    let Value::Array(groups) = items else {
        return;
    };
    // A group whose options are neither a list nor an object fails the whole list (no
    // option at all), as in `normalize_lossy`.
    let broken = groups.iter().any(|group| {
        group.get(&opts.group_label).is_some_and(is_label)
            && group
                .get(&opts.group_options)
                .is_some_and(|o| !(o.is_null() || o.is_array() || o.is_object()))
    });
    if broken {
        return;
    }
    for group in groups {
        let Value::Object(map) = group else {
            continue;
        };
        if map.get(&opts.group_label).is_some_and(is_label) {
            if let Some(options) = map.get(&opts.group_options) {
                each_option(options, opts, f);
            }
        }
    }
}

fn each_option<'a>(items: &'a Value, opts: &ItemOptions, f: &mut dyn FnMut(Candidate<'a>)) {
    match items {
        Value::Array(entries) => {
            for entry in entries {
                match entry {
                    Value::String(_) | Value::Number(_) | Value::Bool(_) => {
                        f(Candidate::Json(entry));
                    }
                    Value::Object(map) => {
                        if let Some(value) = object_value(map, opts) {
                            f(Candidate::Json(value));
                        }
                    }
                    Value::Null | Value::Array(_) => {}
                }
            }
        }
        Value::Object(map) => {
            for (key, label) in map {
                if is_label(label) {
                    f(Candidate::Key(key));
                }
            }
        }
        _ => {}
    }
}

/// The value of an object item that normalises to an option.
fn object_value<'a>(map: &'a Map<String, Value>, opts: &ItemOptions) -> Option<&'a Value> {
    let value = map.get(&opts.value_prop).filter(|v| !v.is_null())?;
    map.get(&opts.label_prop)
        .is_some_and(is_label)
        .then_some(value)
}

/// Whether `label` reads as a label: a string, a number, or an object of scalars keyed by
/// locale (`null` entries are skipped, not errors, in the `{value: label}` format).
fn is_label(label: &Value) -> bool {
    match label {
        Value::String(_) | Value::Number(_) => true,
        Value::Object(map) => map
            .values()
            .all(|v| matches!(v, Value::String(_) | Value::Number(_) | Value::Bool(_))),
        Value::Null | Value::Bool(_) | Value::Array(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::items::{admits, normalize_lossy};
    use serde_json::json;

    /// `admits_json` equals normalising and asking `admits` (an empty list admits all).
    fn same(items: Value, opts: &ItemOptions) {
        let (normalised, _) = normalize_lossy(&items, opts);
        for value in [
            json!("a"),
            json!(1),
            json!(1.0),
            json!("1"),
            json!(true),
            json!(["a", 1]),
            json!(["a", "zz"]),
            json!([]),
            json!({"value": "a"}),
            json!({"value": 1}),
            json!({"other": 1}),
            json!("zz"),
        ] {
            for object in [false, true] {
                let expected = normalised.is_empty()
                    || admits(&normalised, &value, false, object, &opts.value_prop);
                assert_eq!(
                    admits_json(&items, opts, &value, object),
                    expected,
                    "items {items} value {value} object {object}"
                );
            }
        }
    }

    #[test]
    fn agrees_with_normalising_for_every_format() {
        let opts = ItemOptions::default();
        same(json!(["a", 1, true, null, [2]]), &opts);
        same(json!({"a": "A", "1": {"en": "One"}, "zz": null}), &opts);
        same(
            json!([
                {"value": "a", "label": "A"},
                {"value": 1, "label": 5},
                {"value": "zz", "label": null},
                {"value": null, "label": "x"},
                {"value": true, "label": [1]}
            ]),
            &opts,
        );
        same(json!([]), &opts);
        same(json!({}), &opts);
        let grouped = ItemOptions {
            groups: true,
            ..ItemOptions::default()
        };
        same(
            json!([
                {"label": "G", "items": ["a", {"value": 1, "label": "One"}]},
                {"items": ["zz"]},
                "not a group"
            ]),
            &grouped,
        );
        same(
            json!([{"label": "G", "items": ["a"]}, {"label": "H", "items": 3}]),
            &grouped,
        );
        let props = ItemOptions {
            value_prop: "id".into(),
            label_prop: "name".into(),
            ..ItemOptions::default()
        };
        same(
            json!([{"id": "a", "name": "A"}, {"value": 1, "label": "x"}]),
            &props,
        );
    }
}
