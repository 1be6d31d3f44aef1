//! A container's `data`, `available_data` and `request_data`: composed from its children's
//! (so unavailable children and `submit: false` children drop out of the request data, as
//! the reference's `requestData`). In the request data a container's own `formatData` then
//! shapes what its children composed: an object's or a list's pair is replaced, a group's
//! object is merged into the parent.

use serde_json::Map;

use super::Container;
use crate::Value;
use crate::element::ElementState;
use crate::form::state::FormState;

impl FormState {
    /// Container `i`'s `part` (`{name: …}`; a group's children's pairs), composed from its
    /// children's parts; `None` when `i` is not a container. A container whose own part is
    /// empty (unavailable, `submit: false`) contributes nothing. `request`: `part` is the
    /// request data, and the container's `formatData` applies to the composed value.
    pub(crate) fn compose_part(
        &self,
        i: usize,
        part: &dyn Fn(&ElementState) -> Value,
        request: bool,
    ) -> Option<Value> {
        let c = self.container_at(i)?;
        let el = self.elements.get(i)?;
        // The request data: not `part(el)`, which would run `formatData` on the whole value.
        let contributes = if request {
            el.submits()
        } else {
            part(el).as_object().is_some_and(|m| !m.is_empty())
        };
        if !contributes {
            return Some(Value::Object(Map::new()));
        }
        let formatted = |value: Value| request.then(|| el.format_request(&value)).flatten();
        if c.is_list() {
            let mut items = Vec::new();
            for j in self.child_indices(i) {
                let Some(child) = self.elements.get(j) else {
                    continue;
                };
                let p = self
                    .compose_part(j, part, request)
                    .unwrap_or_else(|| part(child));
                if let Some(v) = p.get(child.name()) {
                    items.push(v.clone());
                }
            }
            let items = Value::Array(items);
            return Some(formatted(items.clone()).unwrap_or_else(|| single(el.name(), items)));
        }
        let mut map = Map::new();
        self.collect_parts(i, part, request, &mut map);
        let map = Value::Object(map);
        if let Some(out) = formatted(map.clone()) {
            // An object's pair replaced; a group's object merged into the parent.
            return Some(out);
        }
        if c.is_group() {
            return Some(map);
        }
        Some(single(el.name(), map))
    }

    fn collect_parts(
        &self,
        i: usize,
        part: &dyn Fn(&ElementState) -> Value,
        request: bool,
        map: &mut Map<String, Value>,
    ) {
        for j in self.child_indices(i) {
            let Some(child) = self.elements.get(j) else {
                continue;
            };
            let p = self
                .compose_part(j, part, request)
                .unwrap_or_else(|| part(child));
            if let Value::Object(pairs) = p {
                map.extend(pairs);
            }
        }
    }

    /// Whether element `i` is a group (its data flattens into its container's).
    pub(crate) fn is_group_at(&self, i: usize) -> bool {
        self.container_at(i).is_some_and(Container::is_group)
    }
}

/// `{name: value}`.
fn single(name: &str, value: Value) -> Value {
    let mut map = Map::new();
    map.insert(name.to_owned(), value);
    Value::Object(map)
}
