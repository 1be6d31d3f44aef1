//! Building a container and its subtree from its schema entry, with the defaults flowing
//! down: an object's is `merge(its default, the parent's default[name])`, a group's
//! `merge(its default, the parent's default)`, a list's items come from the parent's
//! default at its path, else its own `default`, else `initial` blank items.

use std::sync::Arc;

use serde_json::Map;

use super::{Container, ContainerKind};
use crate::Value;
use crate::conditions::Conditions;
use crate::form::error::FormError;
use crate::form::from_schema::parse_entry;
use crate::form::lookup::value_in;
use crate::form::state::FormState;
use crate::schema::ElementSchema;

/// Whether the entry is a container the form builds children for.
pub(crate) fn is_container(entry: &ElementSchema) -> bool {
    match entry {
        ElementSchema::Object(_) => true,
        #[cfg(feature = "group")]
        ElementSchema::Group(_) => true,
        #[cfg(feature = "list")]
        ElementSchema::List(l) => l.item.is_some(),
        _ => false,
    }
}

impl FormState {
    /// The conditions element `i` inherits from the groups around it: its group's (which
    /// hold that group's own groups' in front), none when its container is not a group.
    #[cfg(feature = "group")]
    pub(crate) fn inherited_conditions(&self, i: usize) -> Conditions {
        match self.parent_index(i) {
            Some(p) if self.is_group_at(p) => self
                .info
                .get(p)
                .map(|info| info.conditions.clone())
                .unwrap_or_default(),
            _ => Conditions::new(),
        }
    }

    /// The conditions of group `g`'s children when the group's are `conditions`, each the
    /// group's in front of the child's own (read again from its entry), and of the children
    /// of a group among them, in tree order: what a group's new conditions change below it.
    #[cfg(feature = "group")]
    pub(crate) fn conditions_below_group(
        &self,
        g: usize,
        conditions: &Conditions,
        out: &mut Vec<(usize, Conditions)>,
    ) -> Result<(), FormError> {
        for c in self.child_indices(g) {
            let (Some(el), Some(entry)) = (
                self.elements.get(c),
                self.info.get(c).and_then(|info| info.schema.as_deref()),
            ) else {
                continue;
            };
            let (_, own, _) = parse_entry(el.path(), entry, &self.functions)?;
            let all = with_inherited(conditions, own);
            let group = self.is_group_at(c);
            out.push((c, all));
            if group {
                if let Some((_, all)) = out.last() {
                    let all = all.clone();
                    self.conditions_below_group(c, &all, out)?;
                }
            }
        }
        Ok(())
    }

    /// Adds the entry `name` under the data path `data_parent`, held by the container at
    /// `parent`, and (for a container) its whole subtree. `root` is the default tree its
    /// inherited default is read from (at its data path); `inherited` are the conditions of
    /// the groups around it (a group's conditions hold for its children too, whose paths
    /// are not below the group's). Returns the element's index.
    pub(crate) fn build_entry(
        &mut self,
        name: &str,
        data_parent: Option<&str>,
        parent: Option<&str>,
        entry: Arc<ElementSchema>,
        root: &Value,
        inherited: &Conditions,
    ) -> Result<usize, FormError> {
        let path = join(data_parent, name);
        let (rules, conditions, disabled) = parse_entry(&path, &entry, &self.functions)?;
        let conditions = with_inherited(inherited, conditions);
        let mut setup = self.setup_of(name, &entry);
        setup.parent_path = data_parent.map(str::to_owned);
        let i = match self.insert(setup, rules, conditions.clone(), disabled, root) {
            Ok(i) => i,
            // Two elements with one path: a group's child and a sibling of the group (their
            // data would collide), named with the schema path.
            Err(FormError::DuplicatePath { path }) if parent.is_some() => {
                return Err(FormError::Schema(crate::schema::SchemaError::new(
                    self.child_schema_path(parent, name),
                    format!(
                        "the path \"{path}\" is taken (a group's children have their data paths, next to the group's siblings)"
                    ),
                )));
            }
            Err(e) => return Err(e),
        };
        if let Some(info) = self.info.get_mut(i) {
            info.parent = parent.map(str::to_owned);
        }
        self.take_entry(i, entry.clone());
        let Some(path) = self.elements.get(i).map(|el| el.path().to_owned()) else {
            return Ok(i);
        };
        match &*entry {
            ElementSchema::Object(object) => {
                let merged = merge_default(&object.common.default, value_in(root, segments(&path)));
                let child_root = nest(&path, merged);
                self.set_container(i, Container::new(ContainerKind::Object));
                for (child, child_entry) in &object.schema {
                    let c = self.build_entry(
                        child,
                        Some(&path),
                        Some(&path),
                        child_entry.clone(),
                        &child_root,
                        &Conditions::new(),
                    )?;
                    self.push_child(i, c);
                }
            }
            #[cfg(feature = "group")]
            ElementSchema::Group(group) => {
                let around = match data_parent {
                    Some(d) => value_in(root, segments(d)),
                    None => Some(root),
                };
                let merged = merge_default(&group.common.default, around);
                let child_root = match data_parent {
                    Some(d) => nest(d, merged),
                    None => merged,
                };
                self.set_container(i, Container::new(ContainerKind::Group));
                for (child, child_entry) in &group.schema {
                    let c = self.build_entry(
                        child,
                        data_parent,
                        Some(&path),
                        child_entry.clone(),
                        &child_root,
                        &conditions,
                    )?;
                    self.push_child(i, c);
                }
            }
            #[cfg(feature = "list")]
            ElementSchema::List(list) if list.item.is_some() => {
                let items = match value_in(root, segments(&path)) {
                    Some(Value::Array(items)) => Some(items.clone()),
                    _ => match &list.common.default {
                        Value::Array(items) => Some(items.clone()),
                        _ => None,
                    },
                };
                let mut container = Container::new(ContainerKind::List);
                container.default_items = items.clone();
                self.set_container(i, container);
                // A new item built while `load` resizes its list: as many blank items as the
                // loaded data gives this list (its values are loaded next).
                let shaped = self
                    .load_shape
                    .as_ref()
                    .and_then(|data| value_in(data, segments(&path)))
                    .and_then(Value::as_array)
                    .map(Vec::len);
                let values: Vec<Option<Value>> = match (shaped, items) {
                    // `update()`: the items it would have had, then resized to `n`.
                    (Some(n), Some(items)) if self.shape_keeps_defaults => {
                        (0..n).map(|k| items.get(k).cloned()).collect()
                    }
                    (Some(n), _) => (0..n).map(|_| None).collect(),
                    (None, Some(items)) => items.into_iter().map(Some).collect(),
                    // `initial` is bounded by the schema (`ListSchema::MAX_INITIAL`).
                    (None, None) => (0..list.starting_items()).map(|_| None).collect(),
                };
                for value in values {
                    self.build_item(i, value.as_ref())?;
                }
                self.refresh_order(i);
            }
            _ => return Ok(i),
        }
        self.recompose(i);
        if let Some(el) = self.elements.get_mut(i) {
            el.default = el.value.clone();
        }
        Ok(i)
    }

    fn set_container(&mut self, i: usize, container: Container) {
        if let Some(info) = self.info.get_mut(i) {
            info.container = Some(Box::new(container));
        }
    }

    /// Records element `c` as the last child of container `i`.
    pub(crate) fn push_child(&mut self, i: usize, c: usize) {
        let Some(path) = self.elements.get(c).map(|el| el.path().to_owned()) else {
            return;
        };
        if let Some(container) = self
            .info
            .get_mut(i)
            .and_then(|info| info.container.as_mut())
        {
            container.children.push(path);
        }
    }
}

/// `parent.name`, or `name` at the top.
pub(crate) fn join(parent: Option<&str>, name: &str) -> String {
    match parent {
        Some(p) if !p.is_empty() => format!("{p}.{name}"),
        _ => name.to_owned(),
    }
}

/// The segments of a dotted path.
pub(crate) fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('.').filter(|s| !s.is_empty())
}

/// `value` placed at the dotted `path` of an otherwise empty tree (`a.b` → `{a: {b: value}}`).
pub(crate) fn nest(path: &str, value: Value) -> Value {
    let mut out = value;
    for segment in path.rsplit('.').filter(|s| !s.is_empty()) {
        let mut map = Map::new();
        map.insert(segment.to_owned(), out);
        out = Value::Object(map);
    }
    out
}

/// `merge(own, inherited)`: objects merged deeply with the inherited entries winning; an
/// inherited non-object replaces; no inherited value keeps `own`.
pub(crate) fn merge_default(own: &Value, inherited: Option<&Value>) -> Value {
    match (own, inherited) {
        (Value::Object(a), Some(Value::Object(b))) => {
            let mut out = a.clone();
            for (k, v) in b {
                let merged = merge_default(out.get(k).unwrap_or(&Value::Null), Some(v));
                out.insert(k.clone(), merged);
            }
            Value::Object(out)
        }
        (_, Some(Value::Null)) | (_, None) => own.clone(),
        (_, Some(v)) => v.clone(),
    }
}

/// The group's conditions in front of the element's own (all must hold).
pub(crate) fn with_inherited(inherited: &Conditions, own: Conditions) -> Conditions {
    if inherited.is_empty() {
        return own;
    }
    #[cfg(feature = "conditions")]
    {
        let mut entries = inherited.entries().to_vec();
        entries.extend(own.entries().iter().cloned());
        Conditions::from_entries(entries)
    }
    #[cfg(not(feature = "conditions"))]
    own
}
