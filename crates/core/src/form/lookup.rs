//! Data lookup by dotted path, for conditions, endpoint variables and expressions.

use std::borrow::Cow;
use std::collections::HashMap;

use super::state::FormState;
use crate::Value;
use crate::element::ElementState;

/// Walks `segments` into `value`: object keys, or array indices for arrays.
///
/// ```
/// use yewform_core::form::value_in;
/// use serde_json::json;
///
/// let v = json!({"tags": ["a", "b"]});
/// assert_eq!(value_in(&v, ["tags", "1"]), Some(&json!("b")));
/// assert_eq!(value_in(&v, ["tags", "x"]), None);
/// ```
pub fn value_in<'a, 's>(
    value: &'a Value,
    segments: impl IntoIterator<Item = &'s str>,
) -> Option<&'a Value> {
    segments
        .into_iter()
        .try_fold(value, |current, segment| match current {
            Value::Object(map) => map.get(segment),
            Value::Array(items) => segment.parse::<usize>().ok().and_then(|i| items.get(i)),
            _ => None,
        })
}

/// [`FormState::value_at`] over the form's parts.
pub(crate) fn lookup_value<'a>(
    elements: &'a [ElementState],
    index: &HashMap<String, usize>,
    path: &str,
) -> Option<&'a Value> {
    let el = |p: &str| index.get(p).and_then(|&i| elements.get(i));
    if let Some(el) = el(path) {
        return Some(el.value());
    }
    for (dot, _) in path.rmatch_indices('.') {
        let (prefix, rest) = path.split_at(dot);
        if let Some(el) = el(prefix) {
            let rest = rest.strip_prefix('.').unwrap_or(rest);
            return value_in(el.value(), rest.split('.'));
        }
    }
    None
}

/// What conditions and expressions read at `path` (the reference's `availableData`): as
/// [`lookup_value`], but a `forceNumbers` element reads as its data, the forced number
/// (`"1,5"` reads `1.5`), also inside a container's value (`lines` for `SUM(lines.*.qty)`).
/// Rules read it too: they check what is submitted.
pub(crate) fn lookup_data<'a>(
    elements: &'a [ElementState],
    index: &HashMap<String, usize>,
    path: &str,
) -> Option<Cow<'a, Value>> {
    let el = |p: &str| index.get(p).and_then(|&i| elements.get(i));
    if let Some(el) = el(path) {
        return Some(data_of(elements, el));
    }
    for (dot, _) in path.rmatch_indices('.') {
        let (prefix, rest) = path.split_at(dot);
        if let Some(el) = el(prefix) {
            let rest = rest.strip_prefix('.').unwrap_or(rest);
            return match data_of(elements, el) {
                Cow::Borrowed(value) => value_in(value, rest.split('.')).map(Cow::Borrowed),
                Cow::Owned(value) => value_in(&value, rest.split('.')).cloned().map(Cow::Owned),
            };
        }
    }
    None
}

/// `el`'s value with `forceNumbers` applied: to the element's own value, or (a container)
/// to the values of its descendants that force numbers. Borrowed when nothing converts.
/// What conditions, expressions and rules read (the rules of `el` itself included).
#[cfg_attr(
    not(all(feature = "text-family", feature = "nested")),
    allow(unused_variables)
)]
pub(crate) fn data_of<'a>(elements: &'a [ElementState], el: &'a ElementState) -> Cow<'a, Value> {
    #[cfg(feature = "text-family")]
    {
        if el.setup().force_numbers {
            return Cow::Owned(el.data_value_of(el.value()));
        }
        // Only a container holds elements in its value (a multiselect's array holds none):
        // reading any other value never walks the form.
        #[cfg(feature = "nested")]
        if holds_children(el) {
            let mut forced: Option<Value> = None;
            for d in elements.iter().filter(|d| d.setup().force_numbers) {
                let Some(rel) = d
                    .path()
                    .strip_prefix(el.path())
                    .and_then(|r| r.strip_prefix('.'))
                else {
                    continue;
                };
                let target = forced.get_or_insert_with(|| el.value().clone());
                if let Some(slot) = value_in_mut(target, rel.split('.')) {
                    *slot = d.data_value_of(d.value());
                }
            }
            if let Some(forced) = forced {
                return Cow::Owned(forced);
            }
        }
    }
    Cow::Borrowed(el.value())
}

/// `el` is an object, group or list: its value is made of its children's.
#[cfg(all(feature = "text-family", feature = "nested"))]
fn holds_children(el: &ElementState) -> bool {
    use crate::element::ElementKind;
    match el.kind() {
        ElementKind::Object => true,
        #[cfg(feature = "group")]
        ElementKind::Group => true,
        #[cfg(feature = "list")]
        ElementKind::List => true,
        _ => false,
    }
}

/// [`value_in`], mutably.
#[cfg(all(feature = "text-family", feature = "nested"))]
fn value_in_mut<'a, 's>(
    value: &'a mut Value,
    segments: impl IntoIterator<Item = &'s str>,
) -> Option<&'a mut Value> {
    segments
        .into_iter()
        .try_fold(value, |current, segment| match current {
            Value::Object(map) => map.get_mut(segment),
            Value::Array(items) => segment.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
            _ => None,
        })
}

impl FormState {
    /// The value at a dotted path: an element's value (`address.city`), or a path into an
    /// element's value (`tags.0`, `bio.en`). The longest element path that prefixes `path`
    /// is used. `None` when nothing is there.
    pub fn value_at(&self, path: &str) -> Option<&Value> {
        lookup_value(&self.elements, &self.index, path)
    }

    /// Whether the element at this path is available; `None` when there is no such element.
    pub fn is_available(&self, path: &str) -> Option<bool> {
        self.el(path).map(|el| el.available())
    }

    /// Overrides an element's availability by hand. Returns false when there is no such
    /// element.
    ///
    /// The form computes availability from the elements' conditions itself; the next
    /// recomputation that reaches this element (a change of a path its conditions read,
    /// [`recompute_availability`](Self::recompute_availability), the clock) replaces the
    /// value set here. Useful for elements without conditions.
    pub fn set_available(&mut self, path: &str, available: bool) -> bool {
        match self.el_mut(path) {
            Some(el) => {
                el.set_available(available);
                true
            }
            None => false,
        }
    }
}
