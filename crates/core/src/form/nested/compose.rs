//! A container's `data`, `available_data` and `request_data`: composed from its children's
//! (so unavailable children and `submit: false` children drop out of the request data, as
//! the reference's `requestData`).

use serde_json::Map;

use super::Container;
use crate::Value;
use crate::element::ElementState;
use crate::form::state::FormState;

impl FormState {
    /// Container `i`'s `part` (`{name: …}`; a group's children's pairs), composed from its
    /// children's parts; `None` when `i` is not a container. A container whose own part is
    /// empty (unavailable, `submit: false`) contributes nothing.
    pub(crate) fn compose_part(
        &self,
        i: usize,
        part: &dyn Fn(&ElementState) -> Value,
    ) -> Option<Value> {
        let c = self.container_at(i)?;
        let el = self.elements.get(i)?;
        let own = part(el);
        if own.as_object().is_none_or(Map::is_empty) {
            return Some(Value::Object(Map::new()));
        }
        if c.is_list() {
            let mut items = Vec::new();
            for j in self.child_indices(i) {
                let Some(child) = self.elements.get(j) else {
                    continue;
                };
                let p = self.compose_part(j, part).unwrap_or_else(|| part(child));
                if let Some(v) = p.get(child.name()) {
                    items.push(v.clone());
                }
            }
            return Some(single(el.name(), Value::Array(items)));
        }
        let mut map = Map::new();
        self.collect_parts(i, part, &mut map);
        if c.is_group() {
            return Some(Value::Object(map));
        }
        Some(single(el.name(), Value::Object(map)))
    }

    fn collect_parts(
        &self,
        i: usize,
        part: &dyn Fn(&ElementState) -> Value,
        map: &mut Map<String, Value>,
    ) {
        for j in self.child_indices(i) {
            let Some(child) = self.elements.get(j) else {
                continue;
            };
            let p = self.compose_part(j, part).unwrap_or_else(|| part(child));
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
