//! Form-wide availability: which elements' conditions hold, kept up to date incrementally.

use std::collections::{BTreeMap, HashMap, VecDeque};

use serde_json::Value;

use super::condition::Conditions;
use super::context::ConditionContext;
use super::path::{ancestors, paths_overlap};
use crate::expression::Date;

/// How many times one element may be re-evaluated within one call before its value is
/// frozen; this is what makes circular conditions settle instead of looping.
pub const MAX_EVALUATIONS_PER_ELEMENT: u8 = 8;

struct Entry {
    path: String,
    conditions: Conditions,
    /// Paths the conditions read, wildcards filled from `path`.
    deps: Vec<String>,
}

/// Availability of every element of a form.
///
/// Register each element path with its [`Conditions`]; [`AvailabilityEngine::recompute_all`]
/// evaluates everything, [`AvailabilityEngine::value_changed`] only what depends on a changed
/// path. While evaluating, the availability of other registered elements comes from the
/// engine's own map (including results computed earlier in the same call), not from the
/// context, so chains settle in one call: clearing `a` hides `b` (condition on `a`), which
/// hides `c` (condition on `b`).
///
/// Rules:
/// - An element is available when all its conditions hold, every registered ancestor is
///   available (`address` unavailable → `address.city` unavailable) and the context says it
///   is [`present`](ConditionContext::present) (a detached element is not).
/// - A condition on an unavailable element is false, unless that element's conditions
///   reference this one (the reference's circular exception), in which case the values are
///   compared.
/// - Evaluation is a work-list fixed point starting from the current map
///   ([`AvailabilityEngine::recompute_all`] starts from "all available"). Each element is
///   evaluated at most [`MAX_EVALUATIONS_PER_ELEMENT`] times per call; conditions that keep
///   flipping each other (e.g. `AVAILABLE('b')` and `not AVAILABLE('a')`) stop there with their
///   last values.
/// - Dependencies: a change at a path re-evaluates elements whose conditions read that path,
///   an ancestor of it (a container's value) or a descendant of it; function conditions
///   without declared dependencies are re-evaluated on every change.
#[derive(Default)]
pub struct AvailabilityEngine {
    entries: Vec<Entry>,
    index: HashMap<String, usize>,
    /// Registered paths, ordered, for descendant lookups.
    paths: BTreeMap<String, usize>,
    /// Concrete dependency path → where its dependents are in `reverse_lists` (the same
    /// `BTreeMap<String, usize>` type as `paths`: one instantiation less, docs/size.md).
    reverse: BTreeMap<String, usize>,
    reverse_lists: Vec<Vec<usize>>,
    /// Dependencies that still contain a `*`.
    wildcard: Vec<(String, usize)>,
    /// Elements with a function condition that depends on everything.
    global: Vec<usize>,
    available: Vec<bool>,
    /// Per element: the elements to re-evaluate when its availability changes, each list
    /// built the first time the element flips after a registration change (which drops
    /// them all).
    dependents_cache: Option<Vec<Option<Vec<usize>>>>,
}

impl std::fmt::Debug for AvailabilityEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(
                self.entries
                    .iter()
                    .zip(self.available.iter())
                    .map(|(e, a)| (&e.path, a)),
            )
            .finish()
    }
}

impl AvailabilityEngine {
    /// An engine without elements.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the element at `path` with its conditions (replacing earlier ones). It
    /// counts as available until the next recomputation.
    pub fn register(&mut self, path: impl Into<String>, conditions: Conditions) {
        let path = path.into();
        let deps = conditions.dependencies(&path);
        if let Some(&i) = self.index.get(&path) {
            if let Some(entry) = self.entries.get_mut(i) {
                entry.conditions = conditions;
                entry.deps = deps;
            }
            self.rebuild_dependency_index();
            return;
        }
        let i = self.entries.len();
        self.index.insert(path.clone(), i);
        self.paths.insert(path.clone(), i);
        self.entries.push(Entry {
            path,
            conditions,
            deps,
        });
        self.available.push(true);
        self.index_dependencies(i);
        // A new element can be a dependent (or descendant) of any other.
        self.dependents_cache = None;
    }

    /// Removes the element at `path`; returns whether it was registered.
    pub fn unregister(&mut self, path: &str) -> bool {
        let Some(i) = self.index.remove(path) else {
            return false;
        };
        if i < self.entries.len() {
            self.entries.remove(i);
            self.available.remove(i);
        }
        self.index = self
            .entries
            .iter()
            .enumerate()
            .map(|(j, e)| (e.path.clone(), j))
            .collect();
        self.paths = self
            .entries
            .iter()
            .enumerate()
            .map(|(j, e)| (e.path.clone(), j))
            .collect();
        self.rebuild_dependency_index();
        self.dependents_cache = None;
        true
    }

    /// Number of registered elements.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no element is registered.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The current availability of the element at `path`: `Some` for a registered element,
    /// `Some(false)` below an unavailable registered element, otherwise `None`.
    pub fn is_available(&self, path: &str) -> Option<bool> {
        if let Some(&i) = self.index.get(path) {
            return self.available.get(i).copied();
        }
        for a in ancestors(path) {
            if let Some(&i) = self.index.get(a) {
                if self.available.get(i) == Some(&false) {
                    return Some(false);
                }
            }
        }
        None
    }

    /// Every registered path with its current availability, in registration order.
    pub fn snapshot(&self) -> Vec<(String, bool)> {
        self.entries
            .iter()
            .zip(self.available.iter())
            .map(|(e, a)| (e.path.clone(), *a))
            .collect()
    }

    /// Evaluates every element from scratch. Returns the elements whose availability differs
    /// from before the call, with their new availability, in registration order.
    pub fn recompute_all(&mut self, ctx: &dyn ConditionContext) -> Vec<(String, bool)> {
        let before = self.available.clone();
        self.available.iter_mut().for_each(|a| *a = true);
        let queue: VecDeque<usize> = (0..self.entries.len()).collect();
        self.run(queue, ctx);
        self.entries
            .iter()
            .zip(self.available.iter().zip(before.iter()))
            .filter(|(_, (now, was))| now != was)
            .map(|(e, (now, _))| (e.path.clone(), *now))
            .collect()
    }

    /// Re-evaluates only the elements that depend, directly or through other elements'
    /// availability, on the value at `path`. Returns the elements whose availability changed,
    /// in registration order.
    pub fn value_changed(&mut self, path: &str, ctx: &dyn ConditionContext) -> Vec<(String, bool)> {
        let mut queue = VecDeque::new();
        let mut queued = vec![false; self.entries.len()];
        for i in self.value_dependents(path) {
            if let Some(q) = queued.get_mut(i) {
                if !*q {
                    *q = true;
                    queue.push_back(i);
                }
            }
        }
        self.run(queue, ctx)
    }

    /// Re-evaluates the element at `path` itself (and, when its availability changes,
    /// what depends on it): it was taken out of the form or put back
    /// ([`ConditionContext::present`]). Returns the elements whose availability changed, in
    /// registration order; nothing for an unregistered path.
    pub fn element_changed(
        &mut self,
        path: &str,
        ctx: &dyn ConditionContext,
    ) -> Vec<(String, bool)> {
        let queue: VecDeque<usize> = self.index.get(path).copied().into_iter().collect();
        self.run(queue, ctx)
    }

    fn run(
        &mut self,
        mut queue: VecDeque<usize>,
        ctx: &dyn ConditionContext,
    ) -> Vec<(String, bool)> {
        let n = self.entries.len();
        // Filled as elements flip: a change that flips one element computes one list.
        let mut cache = match self.dependents_cache.take() {
            Some(cache) if cache.len() == n => cache,
            _ => vec![None; n],
        };
        let mut queued = vec![false; n];
        for &i in &queue {
            if let Some(q) = queued.get_mut(i) {
                *q = true;
            }
        }
        let mut evaluations = vec![0u8; n];
        let mut original: Vec<Option<bool>> = vec![None; n];
        while let Some(i) = queue.pop_front() {
            if let Some(q) = queued.get_mut(i) {
                *q = false;
            }
            let Some(count) = evaluations.get_mut(i) else {
                continue;
            };
            if *count >= MAX_EVALUATIONS_PER_ELEMENT {
                continue;
            }
            *count += 1;
            let new = self.evaluate_entry(i, ctx);
            let Some(current) = self.available.get(i).copied() else {
                continue;
            };
            if new == current {
                continue;
            }
            if let Some(slot) = original.get_mut(i) {
                slot.get_or_insert(current);
            }
            if let Some(a) = self.available.get_mut(i) {
                *a = new;
            }
            let Some(slot) = cache.get_mut(i) else {
                continue;
            };
            let dependents = slot.get_or_insert_with(|| {
                let path = self.entries.get(i).map_or("", |e| e.path.as_str());
                let mut deps = self.availability_dependents(path);
                super::sort_dedup_indices(&mut deps);
                deps
            });
            for &j in dependents.iter() {
                if let Some(q) = queued.get_mut(j) {
                    if !*q {
                        *q = true;
                        queue.push_back(j);
                    }
                }
            }
        }
        self.dependents_cache = Some(cache);
        original
            .iter()
            .enumerate()
            .filter_map(|(i, was)| {
                let was = (*was)?;
                let now = *self.available.get(i)?;
                let path = &self.entries.get(i)?.path;
                (now != was).then(|| (path.clone(), now))
            })
            .collect()
    }

    fn evaluate_entry(&self, i: usize, ctx: &dyn ConditionContext) -> bool {
        let Some(entry) = self.entries.get(i) else {
            return true;
        };
        // Out of the form (its view left the page): as if it did not exist.
        if !ctx.present(&entry.path) {
            return false;
        }
        let parents_ok = ancestors(&entry.path).all(|a| {
            self.index
                .get(a)
                .is_none_or(|&j| self.available.get(j).copied().unwrap_or(true))
        });
        if !parents_ok {
            return false;
        }
        let overlay = Overlay {
            engine: self,
            inner: ctx,
        };
        entry.conditions.evaluate(&overlay, &entry.path)
    }

    /// Elements whose conditions read `path`, an ancestor or a descendant of it.
    fn value_dependents(&self, path: &str) -> Vec<usize> {
        let mut out = Vec::new();
        let list = |k: &usize| self.reverse_lists.get(*k).map_or(&[][..], Vec::as_slice);
        if let Some(k) = self.reverse.get(path) {
            out.extend_from_slice(list(k));
        }
        for a in ancestors(path) {
            if let Some(k) = self.reverse.get(a) {
                out.extend_from_slice(list(k));
            }
        }
        let (low, high) = (format!("{path}."), format!("{path}/"));
        for (_, k) in self.reverse.range(low..high) {
            out.extend_from_slice(list(k));
        }
        out.extend(
            self.wildcard
                .iter()
                .filter(|(dep, _)| paths_overlap(dep, path))
                .map(|(_, i)| *i),
        );
        out.extend_from_slice(&self.global);
        out
    }

    /// Value dependents plus registered descendants (whose availability follows ours).
    fn availability_dependents(&self, path: &str) -> Vec<usize> {
        let mut out = self.value_dependents(path);
        let (low, high) = (format!("{path}."), format!("{path}/"));
        out.extend(self.paths.range(low..high).map(|(_, &i)| i));
        out
    }

    fn index_dependencies(&mut self, i: usize) {
        self.dependents_cache = None;
        let Some(entry) = self.entries.get(i) else {
            return;
        };
        if entry.conditions.depends_on_everything() {
            self.global.push(i);
        }
        for dep in &entry.deps {
            if dep.split('.').any(|s| s == "*") {
                self.wildcard.push((dep.clone(), i));
            } else {
                let k = match self.reverse.get(dep) {
                    Some(&k) => k,
                    None => {
                        self.reverse_lists.push(Vec::new());
                        let k = self.reverse_lists.len() - 1;
                        self.reverse.insert(dep.clone(), k);
                        k
                    }
                };
                if let Some(list) = self.reverse_lists.get_mut(k) {
                    list.push(i);
                }
            }
        }
    }

    fn rebuild_dependency_index(&mut self) {
        self.reverse.clear();
        self.reverse_lists.clear();
        self.wildcard.clear();
        self.global.clear();
        for i in 0..self.entries.len() {
            self.index_dependencies(i);
        }
    }
}

/// The context conditions see inside the engine: availability of registered elements from
/// the engine's map, everything else from the form's context.
struct Overlay<'a> {
    engine: &'a AvailabilityEngine,
    inner: &'a dyn ConditionContext,
}

impl ConditionContext for Overlay<'_> {
    fn value(&self, path: &str) -> Option<Value> {
        self.inner.value(path)
    }

    fn available(&self, path: &str) -> Option<bool> {
        self.engine
            .is_available(path)
            .or_else(|| self.inner.available(path))
    }

    fn today(&self) -> Date {
        self.inner.today()
    }

    fn now_iso(&self) -> String {
        self.inner.now_iso()
    }

    fn display_value(&self, path: &str, value: &Value) -> Option<String> {
        self.inner.display_value(path, value)
    }

    fn strict_conditions(&self) -> bool {
        self.inner.strict_conditions()
    }

    fn present(&self, path: &str) -> bool {
        self.inner.present(path)
    }

    fn references(&self, element: &str, path: &str) -> bool {
        // An element out of the form is read as none: no circular exception.
        if !self.inner.present(element) {
            return false;
        }
        match self.engine.index.get(element) {
            Some(&i) => self
                .engine
                .entries
                .get(i)
                .is_some_and(|e| e.deps.iter().any(|d| paths_overlap(d, path))),
            None => self.inner.references(element, path),
        }
    }
}
