//! Containers in the form (features `object`, `group`, `list`): an object, group or list is
//! an element of the flat list like any other (its path, conditions, rules, message bag),
//! plus a [`Container`] record naming its children. Its value is composed from its
//! children's values and kept current by the form (`sync_up` after a child changes), so
//! conditions, rules (`min:2` on a list counts items) and `value_at` read it as any value.
//!
//! Paths: an object's child is `address.city`; a list item is `phones.2`, a field of an
//! object item `lines.0.qty`; a group's child has its data path (`x`, not `grp.x`: see
//! [`GroupSchema`](crate::schema::GroupSchema)).

mod build;
mod compose;
#[cfg(feature = "group")]
mod group_paths;
mod inline;
#[cfg(feature = "list")]
pub(crate) mod list;

pub(crate) use build::is_container;
#[cfg(feature = "group")]
pub(crate) use build::with_inherited;
#[cfg(feature = "list")]
pub(crate) use list::Reshape;
#[cfg(feature = "list")]
pub use list::{ListAnnouncement, ListError};

use serde_json::Map;

use super::state::FormState;
use super::view::view;
use crate::Value;

/// What [`FormState::container_each`] does to each element below a container.
enum Subtree {
    Clear,
    Reset,
    /// The prepared value of each element below (in tree order), `None`: clear it.
    Load(Vec<(usize, Option<Value>)>),
}

/// Which container an element is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ContainerKind {
    Object,
    #[cfg(feature = "group")]
    Group,
    #[cfg(feature = "list")]
    List,
}

/// A container's children: their paths in order; for a list, one per item with the item's
/// stable key.
#[derive(Debug, Clone)]
pub(crate) struct Container {
    // Read only to tell groups and lists apart.
    #[cfg_attr(not(any(feature = "group", feature = "list")), allow(dead_code))]
    pub(crate) kind: ContainerKind,
    /// The direct children's paths, in order (a list: its items, `lines.0`, `lines.1`, …).
    pub(crate) children: Vec<String>,
    /// A list: one stable key per item, in item order (moves with its item).
    #[cfg(feature = "list")]
    pub(crate) keys: Vec<u64>,
    /// A list: the items of its default (`None`: `initial` blank items).
    #[cfg(feature = "list")]
    pub(crate) default_items: Option<Vec<Value>>,
}

impl Container {
    pub(crate) fn new(kind: ContainerKind) -> Self {
        Self {
            kind,
            children: Vec::new(),
            #[cfg(feature = "list")]
            keys: Vec::new(),
            #[cfg(feature = "list")]
            default_items: None,
        }
    }

    fn is_group(&self) -> bool {
        #[cfg(feature = "group")]
        {
            self.kind == ContainerKind::Group
        }
        #[cfg(not(feature = "group"))]
        false
    }

    fn is_list(&self) -> bool {
        #[cfg(feature = "list")]
        {
            self.kind == ContainerKind::List
        }
        #[cfg(not(feature = "list"))]
        false
    }
}

impl FormState {
    /// The container record of element `i`, when it is a container.
    pub(crate) fn container_at(&self, i: usize) -> Option<&Container> {
        self.info.get(i)?.container.as_deref()
    }

    /// The index of the container holding element `i`.
    pub(crate) fn parent_index(&self, i: usize) -> Option<usize> {
        let parent = self.info.get(i)?.parent.as_deref()?;
        self.index.get(parent).copied()
    }

    /// How many containers hold element `i` (0 at the top). Not the dots in its path: a
    /// group child's path has no group segment, and the group holding a list `l` is as
    /// deep in its path as `l`.
    pub(crate) fn tree_depth(&self, i: usize) -> usize {
        std::iter::successors(self.parent_index(i), |&p| self.parent_index(p)).count()
    }

    /// Sorts `items` so that each container comes after every container inside it
    /// (deepest first; the sort is stable: element order within a depth).
    pub(crate) fn sort_deepest_first<T>(&self, items: &mut [T], index: impl Fn(&T) -> usize) {
        items.sort_by_cached_key(|item| std::cmp::Reverse(self.tree_depth(index(item))));
    }

    /// The indices of container `i`'s direct children, in order (none for a leaf).
    pub(crate) fn child_indices(&self, i: usize) -> Vec<usize> {
        self.container_at(i)
            .map(|c| {
                c.children
                    .iter()
                    .filter_map(|p| self.index.get(p).copied())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Every element below container `i` (children, their children, …), in tree order.
    pub(crate) fn descendants(&self, i: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack: Vec<usize> = self.child_indices(i);
        stack.reverse();
        while let Some(j) = stack.pop() {
            out.push(j);
            let mut below = self.child_indices(j);
            below.reverse();
            stack.extend(below);
        }
        out
    }

    /// Container `i`'s value composed from its children's values: an object of their
    /// values (a group's children flattened into it), or a list's array of item values.
    fn composed_value(&self, i: usize) -> Option<Value> {
        let c = self.container_at(i)?;
        if c.is_list() {
            let items = self
                .child_indices(i)
                .into_iter()
                .filter_map(|j| self.elements.get(j).map(|el| el.value.clone()))
                .collect();
            return Some(Value::Array(items));
        }
        let mut map = Map::new();
        self.collect_values(i, &mut map);
        Some(Value::Object(map))
    }

    fn collect_values(&self, i: usize, map: &mut Map<String, Value>) {
        for j in self.child_indices(i) {
            if self.container_at(j).is_some_and(Container::is_group) {
                self.collect_values(j, map);
            } else if let Some(el) = self.elements.get(j).filter(|el| el.kind().has_data()) {
                map.insert(el.name().to_owned(), el.value.clone());
            }
        }
    }

    /// Puts element `i`'s new value into every container above it, nearest first: its own
    /// slot only (a keystroke in item 250 of a 500-item list copies one value per level,
    /// not the list); a group above is recomposed (its value is its children's pairs).
    pub(crate) fn sync_up(&mut self, i: usize) {
        let mut child = i;
        let mut current = self.parent_index(i);
        while let Some(p) = current {
            if !self.patch_slot(p, child) {
                self.recompose(p);
            }
            child = p;
            current = self.parent_index(p);
        }
    }

    /// The paths of the groups above element `i`, nearest first: their values hold `i`'s
    /// though their paths are not above its path (a group child has its data path).
    #[cfg(feature = "group")]
    pub(crate) fn groups_above(&self, i: usize) -> Vec<String> {
        let mut out = Vec::new();
        let mut current = self.parent_index(i);
        while let Some(p) = current {
            if self.is_group_at(p) {
                if let Some(el) = self.elements.get(p) {
                    out.push(el.path().to_owned());
                }
            }
            current = self.parent_index(p);
        }
        out
    }

    /// The containers above element `i`, nearest first, with their values now: the `old`
    /// of their deep `change` ([`fire_changes_above`](Self::fire_changes_above)), taken
    /// before the change reaches them.
    pub(crate) fn values_above(&self, i: usize) -> Vec<(usize, Value)> {
        let mut out = Vec::new();
        let mut current = self.parent_index(i);
        while let Some(p) = current {
            if let Some(el) = self.elements.get(p) {
                out.push((p, el.value.clone()));
            }
            current = self.parent_index(p);
        }
        out
    }

    /// Keeps the values the containers above element `i` have now, each the first time it
    /// is seen while changes are deferred ([`deferred_above`](Self::deferred_above)): the
    /// `old` of the one deep `change` each fires at the end.
    pub(crate) fn defer_above(&mut self, i: usize) {
        let mut current = self.parent_index(i);
        while let Some(p) = current {
            let seen = self
                .deferred_above
                .as_ref()
                .is_none_or(|deferred| deferred.contains_key(&p));
            if !seen {
                let old = self.elements.get(p).map(|el| el.value.clone());
                if let (Some(deferred), Some(old)) = (self.deferred_above.as_mut(), old) {
                    deferred.insert(p, old);
                }
            }
            current = self.parent_index(p);
        }
    }

    /// Defers the containers' deep `change`s until [`fire_deferred`](Self::fire_deferred);
    /// `false` when they already were (an outer caller fires them).
    #[cfg(all(feature = "expressions", feature = "text-family"))]
    pub(crate) fn defer_changes_above(&mut self) -> bool {
        if self.deferred_above.is_some() {
            return false;
        }
        self.deferred_above = Some(std::collections::BTreeMap::new());
        true
    }

    /// Fires the deep `change` of each container whose value moved while changes were
    /// deferred, deepest first (an item before its list), and stops deferring. A container
    /// that already fired its `change` in this operation (the `load`, or the keystroke
    /// whose value the expressions read) fires no second one: that one's new value becomes
    /// the value now, so each container reports one `change` per operation, from the value
    /// before it to the value after, as the reference's watcher fires once per tick; and
    /// none when the value after is the value before (a `reset` clears a computed field
    /// that the refresh computes again).
    #[cfg(all(feature = "expressions", feature = "text-family"))]
    pub(crate) fn fire_deferred(&mut self, out: &mut super::outcome::Log) {
        let Some(deferred) = self.deferred_above.take() else {
            return;
        };
        let mut above: Vec<(usize, Value)> = deferred.into_iter().collect();
        self.sort_deepest_first(&mut above, |(p, _)| *p);
        let earlier = out.change_positions();
        // An earlier `change` whose value came back to its old one says nothing: removed.
        let mut unsaid = Vec::new();
        above.retain(|(p, _)| {
            let Some(el) = self.elements.get(*p) else {
                return false;
            };
            match earlier.get(el.path()) {
                Some(&at) => {
                    if !out.set_change_new(at, el.value.clone()) {
                        unsaid.push(at);
                    }
                    false
                }
                None => true,
            }
        });
        out.drop_fired(unsaid);
        self.fire_changes_above(above, out);
    }

    /// Fires the deep `change` (new, old) of each container in `above` whose value moved,
    /// nearest first, as the reference's containers: an object, a group (its children's
    /// pairs) and a list. Not a re-render: a container's view reads no value.
    pub(crate) fn fire_changes_above(
        &self,
        above: Vec<(usize, Value)>,
        out: &mut super::outcome::Log,
    ) {
        for (p, old) in above {
            let Some(el) = self.elements.get(p) else {
                continue;
            };
            if !crate::element::json_equal(&el.value, &old) {
                let new = el.value.clone();
                out.fire_unseen(el.path(), crate::element::ElementEvent::Change { new, old });
            }
        }
    }

    /// Writes child `c`'s value into its slot of container `p`'s value: `value[name]` of
    /// an object, `value[index]` of a list. False when that is not possible (a group, a
    /// group child, a slot that is not there): recompose then.
    fn patch_slot(&mut self, p: usize, c: usize) -> bool {
        if self.is_group_at(p) || self.is_group_at(c) {
            return false;
        }
        let Some(child) = self.elements.get(c) else {
            return false;
        };
        let name = child.name().to_owned();
        let value = child.value.clone();
        let Some(parent) = self.elements.get_mut(p) else {
            return false;
        };
        let slot = match &mut parent.value {
            Value::Object(map) => map.get_mut(&name),
            Value::Array(items) => name.parse::<usize>().ok().and_then(|k| items.get_mut(k)),
            _ => None,
        };
        match slot {
            Some(slot) => {
                *slot = value;
                true
            }
            None => false,
        }
    }

    /// Recomposes container `i`'s value (no event, not dirty: its children carry that).
    pub(crate) fn recompose(&mut self, i: usize) {
        if let Some(value) = self.composed_value(i) {
            if let Some(el) = self.elements.get_mut(i) {
                el.value = value;
            }
        }
    }

    /// Recomposes every container, children before their containers.
    pub(crate) fn sync_all(&mut self) {
        let mut order: Vec<usize> = Vec::new();
        for (i, info) in self.info.iter().enumerate() {
            if info.container.is_some() {
                order.push(i);
            }
        }
        // Deepest first: a container after the containers inside it.
        self.sort_deepest_first(&mut order, |&i| i);
        for i in order {
            self.recompose(i);
        }
    }

    /// Whether element `i` sits in a container (its data is composed by that container).
    pub(crate) fn in_container(&self, i: usize) -> bool {
        self.info.get(i).is_some_and(|info| info.parent.is_some())
    }

    /// The aggregated children of the container at `path`: its available descendants, the
    /// containers below included (each answers with its own flag: a list's dirty state after
    /// an add, a container's own rules and errors). `None` when `path` is not a container.
    pub(crate) fn aggregated(&self, path: &str) -> Option<Vec<usize>> {
        let i = *self.index.get(path)?;
        self.container_at(i)?;
        Some(
            self.descendants(i)
                .into_iter()
                .filter(|&j| self.elements.get(j).is_some_and(|el| el.available()))
                .collect(),
        )
    }

    /// The container's own validation flag combined with its available descendants':
    /// `any` of them.
    pub(crate) fn any_below(&self, path: &str, flag: &dyn Fn(&Self, &str) -> bool) -> Option<bool> {
        let below = self.aggregated(path)?;
        Some(
            below
                .into_iter()
                .any(|j| self.elements.get(j).is_some_and(|el| flag(self, el.path()))),
        )
    }

    /// Whether the element at `path` is a container (an object, group or list).
    pub fn is_container(&self, path: &str) -> bool {
        self.index
            .get(path)
            .is_some_and(|&i| self.container_at(i).is_some())
    }

    /// The paths of the container's direct children, in order (a list: its items,
    /// `lines.0`, `lines.1`, …); empty for any other element.
    pub fn children(&self, path: &str) -> Vec<String> {
        self.index
            .get(path)
            .and_then(|&i| self.container_at(i))
            .map(|c| c.children.clone())
            .unwrap_or_default()
    }

    /// The path of the container holding the element at `path` (for a group's child the
    /// group, though the child's path is its data path; for a list item the list); `None`
    /// at the top or for an unknown path.
    pub fn container_of(&self, path: &str) -> Option<&str> {
        let i = *self.index.get(path)?;
        self.info.get(i)?.parent.as_deref()
    }

    /// Whether element `i` is an object or group whose available leaves are all empty
    /// (what its own rules then see as `null`).
    pub(crate) fn children_blank(&self, i: usize) -> bool {
        let Some(c) = self.container_at(i) else {
            return false;
        };
        if c.is_list() {
            return false;
        }
        self.descendants(i).into_iter().all(|j| {
            self.container_at(j).is_some()
                || self
                    .elements
                    .get(j)
                    .is_none_or(|el| !el.available() || !el.kind().has_data() || el.empty())
        })
    }

    /// Runs the own rules of the containers above element `i` (a change below changed
    /// their value), nearest first: with `fresh`, each available one, as its own value's
    /// change (the reference's container validates its own rules on every change of its
    /// deep value, the first included); else (a `reset`, which validates nothing new) only
    /// those validated before.
    pub(crate) fn revalidate_containers_above(
        &mut self,
        i: usize,
        fresh: bool,
        out: &mut super::outcome::Log,
    ) {
        let mut current = self.parent_index(i);
        while let Some(p) = current {
            let (has_rules, touched) = self.runtime.get(p).map_or((false, false), |rt| {
                (rt.validation.has_rules(), rt.touched())
            });
            let available = self.elements.get(p).is_some_and(|el| el.available());
            if has_rules && fresh && !touched && available {
                self.validate_on_change(p, out);
            } else if has_rules {
                self.revalidate(p, out);
            }
            current = self.parent_index(p);
        }
    }

    /// `update`/`input`/`load` of a container's value: the form-wide
    /// [`update`](Self::update) of the data placed at the container's data path, so each
    /// child (and each list item) takes its part. `None` for any other action or element.
    pub(crate) fn apply_to_container(
        &mut self,
        i: usize,
        action: &super::ElementAction,
    ) -> Option<Result<super::Outcome, super::FormError>> {
        use super::ElementAction;
        self.container_at(i)?;
        let value = match action {
            ElementAction::Update(v) | ElementAction::Input(v) => v,
            // The list items these drop are reported (`noting_dropped`).
            ElementAction::Clear => {
                let before = self.subtree_container_values(i);
                return Some(Ok(
                    self.noting_dropped(|s| s.container_each(i, Subtree::Clear, before))
                ));
            }
            ElementAction::Reset => {
                let before = self.subtree_container_values(i);
                return Some(Ok(
                    self.noting_dropped(|s| s.container_each(i, Subtree::Reset, before))
                ));
            }
            ElementAction::Load(v, format) => {
                let el = self.elements.get(i)?;
                let data = build::nest(&self.data_base(i, el), v.clone());
                return Some(self.noting_dropped(|s| s.container_load(i, data, *format)));
            }
            ElementAction::Validate => return Some(Ok(self.validate_container(i))),
            ElementAction::Clean
            | ElementAction::ResetValidators
            | ElementAction::ClearMessages
            | ElementAction::ReinitValidation => {
                return Some(Ok(self.container_cascade(i, action)));
            }
            _ => return None,
        };
        let el = self.elements.get(i)?;
        // A group's value sits among its siblings' data: only its own children's keys.
        let value = match value {
            Value::Object(map) if self.is_group_at(i) => {
                let mut own = Map::new();
                self.collect_values(i, &mut own);
                Value::Object(
                    map.iter()
                        .filter(|(k, _)| own.contains_key(k.as_str()))
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                )
            }
            other => other.clone(),
        };
        let data = build::nest(&self.data_base(i, el), value);
        Some(Ok(self.update(&data)))
    }

    /// Where container `i`'s value sits in the data: its path, or for a group its
    /// parent's data path (its value is its children's pairs).
    fn data_base(&self, i: usize, el: &crate::element::ElementState) -> String {
        if self.is_group_at(i) {
            el.setup().parent_path.clone().unwrap_or_default()
        } else {
            el.data_path().to_owned()
        }
    }

    /// `load(value)` of container `i` (`data` is the value placed at its data path): each
    /// list below gets as many items as the data holds (sorted by `order`/`orderBy`), each
    /// element below takes its entry through `formatLoad` when `format`, and an element
    /// the data lacks is cleared (as the reference's object `load`).
    ///
    /// Fails when an element refuses its entry (a multilingual element given a
    /// non-object); the elements are then unchanged (checked before any list is resized;
    /// an element of an item this load adds is checked once it exists: when it refuses,
    /// the lists below keep their new lengths, their values composed).
    fn container_load(
        &mut self,
        i: usize,
        data: Value,
        format: bool,
    ) -> Result<super::Outcome, super::FormError> {
        #[allow(unused_mut)]
        let mut data = data;
        let before = self.subtree_container_values(i);
        #[cfg(feature = "list")]
        {
            for j in self.descendants(i) {
                // Below a `formatLoad` the entry is what that function gives: checked later.
                let Some(el) = self
                    .elements
                    .get(j)
                    .filter(|el| el.is_multilingual() && !(format && self.formatted_above(j)))
                else {
                    continue;
                };
                let segments = super::state::data_segments(el.setup());
                if let Some(v) = super::lookup::value_in(&data, segments.iter().map(String::as_str))
                {
                    el.prepare_load(v.clone(), format)?;
                }
            }
        }
        self.load_containers(Some(i), &mut data, format)?;
        let mut plan = Vec::new();
        for j in self.descendants(i) {
            if self.container_at(j).is_some() {
                continue;
            }
            let Some(el) = self.elements.get(j) else {
                continue;
            };
            let segments = super::state::data_segments(el.setup());
            let entry = super::lookup::value_in(&data, segments.iter().map(String::as_str));
            let prepared = match entry {
                Some(v) => match el.prepare_load(v.clone(), format) {
                    // `allowAbsent` off: a value the options lack is dropped, as by the
                    // form's `load` (an endpoint select's once every value is planned).
                    Ok(v) if self.has_endpoint_items(el.path()) => Some(v),
                    Ok(v) => Some(self.set_value_admission(el.path(), &v).unwrap_or(v)),
                    Err(e) => {
                        self.sync_all();
                        return Err(e.into());
                    }
                },
                None => None,
            };
            plan.push((j, prepared));
        }
        // An endpoint select's URL reads the values this load sets (a `country` and `city`
        // loaded together: the city meets the country's cities, as by the form's `load`).
        let planned = |k: usize| match plan.iter().find(|(j, _)| *j == k)? {
            (_, Some(v)) => Some(v.clone()),
            (_, None) => self.elements.get(k).map(|el| el.null_value().clone()),
        };
        for (k, v) in self.endpoint_admissions(&planned) {
            if let Some(entry) = plan.iter_mut().find(|(j, _)| *j == k) {
                entry.1 = Some(v);
            }
        }
        Ok(self.container_each(i, Subtree::Load(plan), before))
    }

    /// Prepares `data` and the lists for a `load` of the whole form (`root` `None`) or of
    /// container `root`: each container in tree order, outer first, applies its
    /// `formatLoad` to its part of `data` when `format` (an object's and a list's, as the
    /// reference's: before its children read theirs; a group's value is its children's
    /// pairs among its siblings, so its `formatLoad` is not applied), then a list gets as
    /// many items as its array there holds (sorted by `order`/`orderBy`; none when there is
    /// no array). A list's new items are visited after it, their own containers included.
    pub(crate) fn load_containers(
        &mut self,
        root: Option<usize>,
        data: &mut Value,
        format: bool,
    ) -> Result<(), super::FormError> {
        #[cfg(feature = "list")]
        let mut resized = false;
        let mut j = root.unwrap_or(0);
        while j < self.elements.len() {
            let at = j;
            j += 1;
            // A subtree is contiguous: stop at the first element outside it.
            if let Some(root) = root {
                if at != root && !self.is_below(at, root) {
                    break;
                }
            }
            if self.container_at(at).is_none() {
                continue;
            }
            if format && !self.is_group_at(at) {
                self.format_slot(at, data);
            }
            #[cfg(feature = "list")]
            if self.is_list_at(at) {
                let len = self.list_len_in(at, data, true).unwrap_or(0);
                if self
                    .container_at(at)
                    .is_some_and(|c| c.children.len() != len)
                {
                    // New items build their own lists at the data's lengths, and the
                    // dependencies are rebuilt once at the end (`load_shape`).
                    self.load_shape = Some(std::mem::take(data));
                    let result = self.resize_list(at, len);
                    *data = self.load_shape.take().unwrap_or_default();
                    resized = true;
                    if let Err(e) = result {
                        self.reindex();
                        return Err(e);
                    }
                }
            }
        }
        #[cfg(feature = "list")]
        if resized {
            self.reindex();
        }
        Ok(())
    }

    /// Whether a container above element `i` has a `formatLoad`.
    #[cfg(feature = "list")]
    pub(crate) fn formatted_above(&self, i: usize) -> bool {
        let mut current = self.parent_index(i);
        while let Some(p) = current {
            if self
                .elements
                .get(p)
                .is_some_and(|el| el.setup().format_load.is_some())
            {
                return true;
            }
            current = self.parent_index(p);
        }
        false
    }

    /// Whether element `j` is below container `root` (its container chain reaches it).
    pub(crate) fn is_below(&self, j: usize, root: usize) -> bool {
        let mut current = self.parent_index(j);
        while let Some(p) = current {
            if p == root {
                return true;
            }
            current = self.parent_index(p);
        }
        false
    }

    /// Applies container `i`'s `formatLoad` to its entry in `data` (at its data path), when
    /// it has one and the entry is there.
    fn format_slot(&self, i: usize, data: &mut Value) {
        let Some(el) = self.elements.get(i) else {
            return;
        };
        let Some(format_load) = el.setup().format_load.clone() else {
            return;
        };
        let segments = super::state::data_segments(el.setup());
        let slot = segments.iter().try_fold(&mut *data, |v, s| match v {
            Value::Object(m) => m.get_mut(s.as_str()),
            Value::Array(a) => s.parse::<usize>().ok().and_then(|n| a.get_mut(n)),
            _ => None,
        });
        if let Some(slot) = slot {
            *slot = format_load(slot);
        }
    }

    /// The path and value of container `i` and of every container below it, sorted by
    /// path: the `old` values of their `change` (taken before a list below is resized,
    /// which recomposes it at once).
    fn subtree_container_values(&self, i: usize) -> Vec<(String, Value)> {
        let mut out: Vec<(String, Value)> = std::iter::once(i)
            .chain(self.descendants(i))
            .filter(|&j| self.container_at(j).is_some())
            .filter_map(|j| {
                let el = self.elements.get(j)?;
                Some((el.path().to_owned(), el.value.clone()))
            })
            .collect();
        out.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        out
    }

    /// `clear()` (a list: no items), `reset()` (a list: its default items) or `load()` of
    /// container `i`: every element below it, then the `clear`/`reset` of the container
    /// (after its children's, as the reference), the composed `change` of every container
    /// whose value moved (inner ones first; `before` are their values before the action),
    /// availability; with `validateOn: change` the changed elements (as the form-wide
    /// `load`/`clear`: a `clear` or `load` validates one never validated too, a `reset` only
    /// those validated before), then the rules of the containers above it and the rules
    /// reading a changed path, each when validated before; then the expressions reading what
    /// changed.
    fn container_each(
        &mut self,
        i: usize,
        action: Subtree,
        before: Vec<(String, Value)>,
    ) -> super::Outcome {
        let reset = matches!(action, Subtree::Reset);
        use crate::element::{ElementEvent, json_equal};
        let mut out = super::outcome::Log::default();
        let Some(path) = self.elements.get(i).map(|el| el.path().to_owned()) else {
            return super::Outcome::none();
        };
        let own_event = match action {
            Subtree::Reset => Some(ElementEvent::Reset),
            Subtree::Clear => Some(ElementEvent::Clear),
            Subtree::Load(_) => None,
        };
        let mut plan = match action {
            Subtree::Load(plan) => Some(plan.into_iter()),
            _ => None,
        };
        #[cfg(feature = "list")]
        if plan.is_none() {
            // Outer lists first: a list emptied or rebuilt takes its inner lists with it.
            self.reshape_subtree_lists(i, reset);
        }
        let mut changed = Vec::new();
        for j in self.descendants(i) {
            if self.container_at(j).is_some() {
                continue;
            }
            if reset {
                if let Some(rt) = self.runtime.get_mut(j) {
                    rt.validation.reset_validators();
                }
            }
            let Some(el) = self.elements.get_mut(j) else {
                continue;
            };
            let events = match plan.as_mut() {
                // The plan was made for these elements, in this order.
                Some(plan) => match plan.next() {
                    Some((k, Some(v))) if k == j => el.apply_load(v),
                    Some((k, None)) if k == j => el.clear(),
                    _ => Vec::new(),
                },
                None if reset => el.reset(),
                None => el.clear(),
            };
            let p = el.path().to_owned();
            for event in events {
                if matches!(event, ElementEvent::Change { .. }) {
                    changed.push(j);
                }
                out.fire(&p, event);
            }
        }
        if reset {
            for j in std::iter::once(i).chain(self.descendants(i)) {
                if self.container_at(j).is_none() {
                    continue;
                }
                if let Some(rt) = self.runtime.get_mut(j) {
                    rt.validation.reset_validators();
                }
            }
        }
        self.sync_all();
        // The containers' `clear`/`reset` and `change`, inner ones first, the container
        // last.
        let mut containers: Vec<usize> = self
            .descendants(i)
            .into_iter()
            .filter(|&j| self.container_at(j).is_some())
            .collect();
        self.sort_deepest_first(&mut containers, |&j| j);
        containers.push(i);
        for j in containers {
            let Some(el) = self.elements.get_mut(j) else {
                continue;
            };
            // Each container's own flag (a list below that had an item added, moved or
            // removed), not only `i`'s: its elements were reset above.
            if reset {
                el.dirty.clean();
            }
            // A container the action built (a new item) compares with its value as built.
            let old = before
                .binary_search_by(|(p, _)| p.as_str().cmp(el.path()))
                .ok()
                .and_then(|k| before.get(k))
                .map_or_else(|| el.value.clone(), |(_, v)| v.clone());
            let p = el.path().to_owned();
            if let Some(event) = &own_event {
                out.fire(&p, event.clone());
            }
            if !json_equal(&el.value, &old) {
                let new = el.value.clone();
                out.fire(&p, ElementEvent::Change { new, old });
                changed.push(j);
            }
        }
        for j in self.descendants(i) {
            if let Some(el) = self.elements.get(j) {
                out.reached(el.path());
            }
        }
        self.resync_availability(&mut out);
        let moved: Vec<String> = std::iter::once(path.clone())
            .chain(
                changed
                    .iter()
                    .filter_map(|&j| self.elements.get(j).map(|el| el.path().to_owned())),
            )
            .collect();
        if !changed.is_empty()
            && self
                .config
                .validate_on
                .contains(crate::config::ValidateOn::Change)
        {
            // As the form-wide `load`/`clear` (`transitions`): a changed element never
            // validated validates as its own value change (the reference's value watcher);
            // one validated before validates again. A reset validates nothing new (its
            // validators were reset, as the form's `reset`).
            for &j in &changed {
                let untouched = self.runtime.get(j).is_some_and(|rt| !rt.touched());
                let available = self.elements.get(j).is_some_and(|el| el.available());
                if !reset && untouched && available {
                    self.validate_on_change(j, &mut out);
                } else {
                    self.revalidate(j, &mut out);
                }
            }
            self.revalidate_containers_above(i, !reset, &mut out);
            let refs: Vec<&str> = moved.iter().map(String::as_str).collect();
            self.revalidate_dependents(&refs, &changed, &mut out);
        }
        if !changed.is_empty() {
            let why = if reset {
                super::expressions::Refresh::Reset
            } else {
                super::expressions::Refresh::Change
            };
            self.refresh_expressions(Some(&moved), why, &mut out);
        }
        self.outcome_at(Some(&path), out)
    }

    /// `clean()`, `resetValidators()`, `clearMessages()` or `reinitValidation()` of
    /// container `i`: the container and every element below it (not a static or button),
    /// as the reference's object/list, whose `dirty`, `invalid` and `errors` aggregate
    /// over the children. Any other action does nothing.
    fn container_cascade(&mut self, i: usize, action: &super::ElementAction) -> super::Outcome {
        use super::ElementAction;
        let mut out = super::outcome::Log::default();
        let below = std::iter::once(i)
            .chain(self.descendants(i))
            .collect::<Vec<_>>();
        for j in below {
            let Some(el) = self.elements.get_mut(j).filter(|el| el.kind().has_data()) else {
                continue;
            };
            out.reached(el.path());
            match action {
                ElementAction::Clean => {
                    el.clean();
                }
                ElementAction::ReinitValidation => self.reinit_validation(j),
                _ => {
                    let Some(rt) = self.runtime.get_mut(j) else {
                        continue;
                    };
                    if matches!(action, ElementAction::ClearMessages) {
                        rt.bag.clear();
                    } else {
                        rt.validation.reset_validators();
                    }
                }
            }
        }
        Self::outcome_of(out)
    }

    /// `validate()` of container `i`: its own rules, then every available element below it
    /// that has rules.
    fn validate_container(&mut self, i: usize) -> super::Outcome {
        let mut out = super::outcome::Log::default();
        let below = std::iter::once(i)
            .chain(self.descendants(i))
            .collect::<Vec<_>>();
        for j in below {
            let available = self.elements.get(j).is_some_and(|el| el.available());
            let has_rules = self
                .runtime
                .get(j)
                .is_some_and(|rt| rt.validation.has_rules());
            if available && has_rules {
                self.validate_index(j, None, &mut out);
            }
            if let Some(el) = self.elements.get(j) {
                out.reached(el.path());
            }
        }
        Self::outcome_of(out)
    }

    /// Recomputes every element's availability with the rebuilt engine; the log records
    /// the elements whose availability changed.
    pub(crate) fn resync_availability(&mut self, out: &mut super::outcome::Log) {
        // The elements with conditions, sorted: only they and the elements below them
        // follow the engine (an availability set by hand on any other stays, as after any
        // recomputation), and a form without conditions skips the engine.
        let mut conditioned: Vec<&str> = Vec::new();
        for (el, info) in self.elements.iter().zip(&self.info) {
            if !info.conditions.is_empty() {
                conditioned.push(el.path());
            }
        }
        if conditioned.is_empty() {
            return;
        }
        conditioned.sort_unstable();
        let follows = |path: &str| {
            std::iter::once(path)
                .chain(crate::conditions::path::ancestors(path))
                .any(|p| conditioned.binary_search(&p).is_ok())
        };
        let follow: Vec<bool> = self.elements.iter().map(|el| follows(el.path())).collect();
        let view = view!(self);
        let _ = self.engine.recompute_all(&view);
        for (el, follow) in self.elements.iter_mut().zip(follow) {
            if !follow {
                continue;
            }
            let available = self.engine.is_available(el.path()).unwrap_or(true);
            if el.available != available {
                el.available = available;
                out.reached(el.path());
            }
        }
    }

    /// Puts the old value of each container whose `change` is in `fired` (an object or
    /// list; a group's children carry its change) at its data path in `data`, its
    /// `forceNumbers` descendants forced as in [`data`](Self::data).
    pub(crate) fn patch_container_olds(&self, data: &mut Value, fired: &[super::Fired]) {
        for f in fired {
            let crate::element::ElementEvent::Change { old, .. } = &f.event else {
                continue;
            };
            let Some(&i) = self.index.get(&f.path) else {
                continue;
            };
            if self.container_at(i).is_none() || self.is_group_at(i) {
                continue;
            }
            let slot = f.path.split('.').try_fold(&mut *data, |v, s| match v {
                Value::Object(m) => m.get_mut(s),
                Value::Array(a) => s.parse::<usize>().ok().and_then(|n| a.get_mut(n)),
                _ => None,
            });
            if let Some(slot) = slot {
                *slot = old.clone();
                // A container's value holds its children's values as typed: forced as
                // `data()` composes them.
                #[cfg(feature = "text-family")]
                self.force_numbers_in(i, slot);
            }
        }
    }

    /// Applies `forceNumbers` to `value`, a value of element `i` as the element holds it
    /// (a container's holds its children's as typed), as [`data`](Self::data) composes it.
    /// A list's items no element holds now (removed since) follow the list's item schema.
    #[cfg(feature = "text-family")]
    fn force_numbers_in(&self, i: usize, value: &mut Value) {
        let Some(el) = self.elements.get(i) else {
            return;
        };
        if el.setup().force_numbers {
            *value = el.data_value_of(value);
            return;
        }
        let Some(c) = self.container_at(i) else {
            return;
        };
        let children = self.child_indices(i);
        if c.is_list() {
            let Value::Array(items) = value else {
                return;
            };
            #[cfg(feature = "list")]
            let item_schema = self
                .info
                .get(i)
                .and_then(|info| info.schema.as_deref())
                .and_then(|schema| match schema {
                    crate::schema::ElementSchema::List(list) => {
                        list.item.as_ref().map(|item| &**item.entry())
                    }
                    _ => None,
                });
            for (k, item) in items.iter_mut().enumerate() {
                // Every item has the list's item schema.
                match children.get(k).or(children.first()) {
                    Some(&j) => self.force_numbers_in(j, item),
                    #[cfg(feature = "list")]
                    None => {
                        if let Some(schema) = item_schema {
                            force_numbers_by_schema(schema, item);
                        }
                    }
                    #[cfg(not(feature = "list"))]
                    None => {}
                }
            }
            return;
        }
        for j in children {
            if self.is_group_at(j) {
                // A group's children's values sit in its container's object.
                self.force_numbers_in(j, value);
            } else if let Some(name) = self.elements.get(j).map(crate::element::ElementState::name)
            {
                if let Some(slot) = value.get_mut(name) {
                    self.force_numbers_in(j, slot);
                }
            }
        }
    }

    /// The schema path of element `i`: `schema.address.schema.city`,
    /// `schema.lines.object.schema.qty`, `schema.phones.element`.
    pub(crate) fn schema_path(&self, i: usize) -> String {
        let Some(el) = self.elements.get(i) else {
            return String::from("schema");
        };
        match self.parent_index(i) {
            None => format!("schema.{}", el.name()),
            Some(p) => {
                let base = self.schema_path(p);
                match self.info.get(p).and_then(|info| info.schema.as_deref()) {
                    #[cfg(feature = "list")]
                    Some(crate::schema::ElementSchema::List(list)) => match &list.item {
                        Some(crate::schema::ListItem::Object(_)) => format!("{base}.object"),
                        _ => format!("{base}.element"),
                    },
                    _ => format!("{base}.schema.{}", el.name()),
                }
            }
        }
    }

    /// The schema path of a child `name` of container `parent` (`None`: at the top).
    pub(crate) fn child_schema_path(&self, parent: Option<&str>, name: &str) -> String {
        let Some(p) = parent.and_then(|p| self.index.get(p).copied()) else {
            return format!("schema.{name}");
        };
        let base = self.schema_path(p);
        match self.info.get(p).and_then(|info| info.schema.as_deref()) {
            #[cfg(feature = "list")]
            Some(crate::schema::ElementSchema::List(list)) => match &list.item {
                Some(crate::schema::ListItem::Object(_)) => format!("{base}.object"),
                _ => format!("{base}.element"),
            },
            _ => format!("{base}.schema.{name}"),
        }
    }
}

/// [`FormState::force_numbers_in`] for a value no element holds (a removed list item): the
/// schema entry says which values are forced.
#[cfg(all(feature = "text-family", feature = "list"))]
fn force_numbers_by_schema(schema: &crate::schema::ElementSchema, value: &mut Value) {
    use crate::schema::ElementSchema;
    let children = match schema {
        ElementSchema::Text(text) => {
            if text.forces_numbers() {
                *value = crate::schema::force_number(value);
            }
            return;
        }
        ElementSchema::List(list) => {
            if let (Some(item), Value::Array(items)) = (&list.item, value) {
                for v in items {
                    force_numbers_by_schema(item.entry(), v);
                }
            }
            return;
        }
        ElementSchema::Object(object) => &object.schema,
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => &group.schema,
        _ => return,
    };
    for (name, child) in children {
        #[cfg(feature = "group")]
        if matches!(&**child, ElementSchema::Group(_)) {
            force_numbers_by_schema(child, value);
            continue;
        }
        if let Some(slot) = value.get_mut(name.as_str()) {
            force_numbers_by_schema(child, slot);
        }
    }
}
