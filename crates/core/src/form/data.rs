//! The form's `data`, `availableData` and `requestData`: the merge of its elements'.

use serde_json::Map;

use super::state::FormState;
use crate::Value;
use crate::element::ElementState;

impl FormState {
    /// Every element's `data`, merged; a nested element's data sits under its parent path
    /// (`{address: {city: …}}`).
    pub fn data(&self) -> Value {
        self.merge(&ElementState::data, false)
    }

    /// Like [`data`](Self::data) without unavailable elements.
    pub fn available_data(&self) -> Value {
        self.merge(&ElementState::available_data, false)
    }

    /// What the form submits: every element's `request_data`, merged (unavailable elements
    /// and `submit: false` elements contribute nothing; `formatData` results are merged
    /// deeply, key by key: `{"meta": {"a": 1}}` and `{"meta": {"b": 2}}` give
    /// `{"meta": {"a": 1, "b": 2}}`, where the reference keeps the last one).
    pub fn request_data(&self) -> Value {
        self.merge(&ElementState::request_data, true)
    }

    /// Element `path`'s `data` as the form's [`data`](Self::data) holds it, `None` for an
    /// unknown path. A leaf: its own `{name: value}`. A container: composed from its
    /// children as the form composes it (`forceNumbers` applied); a group answers its
    /// children's pairs (they sit in the parent), not `{group: …}`.
    pub fn data_of(&self, path: &str) -> Option<Value> {
        self.part_of(path, &ElementState::data, false)
    }

    /// Element `path`'s part of [`available_data`](Self::available_data), composed as
    /// [`data_of`](Self::data_of): a container leaves out its unavailable children.
    pub fn available_data_of(&self, path: &str) -> Option<Value> {
        self.part_of(path, &ElementState::available_data, false)
    }

    /// Element `path`'s part of [`request_data`](Self::request_data), composed as
    /// [`data_of`](Self::data_of): a container leaves out its unavailable and
    /// `submit: false` children, and its `formatData` shapes what its children composed. A
    /// field answers by its own `submit` and availability (the reference's `requestData`),
    /// also inside a `submit: false` container, which the form's request data leaves out.
    pub fn request_data_of(&self, path: &str) -> Option<Value> {
        self.part_of(path, &ElementState::request_data, true)
    }

    fn part_of(
        &self,
        path: &str,
        part: &dyn Fn(&ElementState) -> Value,
        _request: bool,
    ) -> Option<Value> {
        let &i = self.index.get(path)?;
        let el = self.elements.get(i)?;
        #[cfg(feature = "nested")]
        if let Some(composed) = self.compose_part(i, part, _request) {
            return Some(composed);
        }
        Some(part(el))
    }

    /// Every element's `part`, merged (one copy for every part: `dyn`, less wasm). `request`:
    /// `part` is the request data, so a container applies its own `formatData` to what its
    /// children compose.
    // The index serves the containers (feature `nested`) only.
    #[cfg_attr(not(feature = "nested"), allow(clippy::unused_enumerate_index))]
    pub(super) fn merge(&self, part: &dyn Fn(&ElementState) -> Value, _request: bool) -> Value {
        let mut root = Map::new();
        for (_i, el) in self.elements.iter().enumerate() {
            // A container's children are composed by the container.
            #[cfg(feature = "nested")]
            if self.in_container(_i) {
                continue;
            }
            #[cfg(feature = "nested")]
            let own = self
                .compose_part(_i, part, _request)
                .unwrap_or_else(|| part(el));
            #[cfg(not(feature = "nested"))]
            let own = part(el);
            let Value::Object(entries) = own else {
                continue;
            };
            if entries.is_empty() {
                continue;
            }
            let parents = el.setup().parent_path.as_deref().unwrap_or("");
            let mut nested = entries;
            for segment in parents.split('.').filter(|s| !s.is_empty()).rev() {
                let mut outer = Map::new();
                outer.insert(segment.to_owned(), Value::Object(nested));
                nested = outer;
            }
            for (key, value) in nested {
                merge_into(&mut root, key, value);
            }
        }
        Value::Object(root)
    }
}

/// Inserts `key: value`, merging objects deeply when both sides are objects. Otherwise the
/// later element wins (an element `address` and a nested `address.city` should not both
/// exist).
fn merge_into(target: &mut Map<String, Value>, key: String, value: Value) {
    match (target.get_mut(&key), value) {
        (Some(Value::Object(existing)), Value::Object(incoming)) => {
            for (k, v) in incoming {
                merge_into(existing, k, v);
            }
        }
        (_, value) => {
            target.insert(key, value);
        }
    }
}
