//! Form-wide transitions: `load`, `update`, `reset`, `clear`. Each answers with an
//! [`Outcome`]: the element events tagged with the element path — every element's `clear`/
//! `reset` first, in element order, then the `change`s, as the reference (whose `change`
//! comes from each element's value watcher, run after the form's loop) — the validation
//! tasks, and [`Changed::All`](super::Changed::All) (every view re-renders).
//!
//! After a form-wide change availability is recomputed for the whole form. With
//! `validateOn: change`, `load`, `update` and `clear` validate every available element
//! whose value changed, as the element's own `load`/`update`/`clear` (the reference's form
//! calls each element's method, whose value watcher validates); `reset` does not (the
//! reference's `resetting`). The elements whose rules read a changed path are validated
//! again only when they were validated before.

use super::error::FormError;
use super::expressions::Refresh;
use super::lookup::value_in;
use super::outcome::{Log, Outcome};
use super::state::{FormState, data_segments};
use crate::Value;
use crate::config::ValidateOn;
use crate::element::{ElementEvent, ElementState};

/// What `load` does to one element, decided before anything changes.
enum Planned {
    /// Set this (formatted, checked) value.
    Load(Value),
    /// The element is missing from the data: clear it.
    Clear,
    /// A group: nothing of its own to load (its value is its children's, composed after).
    #[cfg(feature = "group")]
    Skip,
}

impl FormState {
    /// Loads form data: each element gets the entry at its data path (`data[name]`, or
    /// `data[parent][…][name]`), through `formatLoad` when `format` is true (an object's or
    /// a list's `formatLoad` first, on its part of the data, then its children's). Elements
    /// missing from `data` are cleared to their null value (emitting `Clear`, as the
    /// reference's form load does).
    ///
    /// Every element is checked first (formatting included), so when one refuses (a
    /// multilingual element given a non-object) the error is returned and nothing changes.
    /// (One exception: an element of a list item that this load adds is checked once the
    /// item exists; when it refuses, the lists keep their new lengths, with their values
    /// composed from their items, and the error is returned.) Data nesting arrays and
    /// objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels, its own
    /// object included (a value built in Rust: JSON text cannot hold one), is refused with
    /// [`FormError::TooDeep`] naming the key.
    pub fn load(&mut self, data: &Value, format: bool) -> Result<Outcome, FormError> {
        Self::check_data_depth(data)?;
        // The list items it drops are reported in its outcome.
        self.noting_dropped(|s| s.load_noted(data, format))
    }

    /// [`load`](Self::load), its dropped list items noted.
    fn load_noted(&mut self, data: &Value, format: bool) -> Result<Outcome, FormError> {
        // Checked before any list is resized: a refusal changes nothing.
        #[cfg(feature = "list")]
        self.check_load(data, format)?;
        let before = self.container_values();
        // Each container's `formatLoad` (outer first), and each list gets as many items as
        // the data holds (sorted by `order`/`orderBy`).
        #[cfg(feature = "nested")]
        let prepared = {
            let mut prepared = data.clone();
            self.load_containers(None, &mut prepared, format)?;
            prepared
        };
        #[cfg(feature = "nested")]
        let data = &prepared;
        let mut plan = Vec::with_capacity(self.elements.len());
        for (i, el) in self.elements.iter().enumerate() {
            let segments = data_segments(el.setup());
            // A container's value is composed from its children (its `formatLoad` ran).
            #[cfg(feature = "nested")]
            let format = format && self.container_at(i).is_none();
            #[cfg(not(feature = "nested"))]
            let _ = i;
            // A group holds no data of its own (the reference gives it the whole data): its
            // children load theirs, and it is neither cleared nor marked dirty.
            #[cfg(feature = "group")]
            if self.is_group_at(i) {
                plan.push(Planned::Skip);
                continue;
            }
            plan.push(match value_in(data, segments.iter().map(String::as_str)) {
                Some(v) => match el.prepare_load(v.clone(), format) {
                    // `allowAbsent` off: a value the options lack is dropped at once.
                    // (An endpoint select's once every value is planned: its URL's `{path}`
                    // variables read them.)
                    Ok(v) if self.has_endpoint_items(el.path()) => Planned::Load(v),
                    Ok(v) => Planned::Load(self.set_value_admission(el.path(), &v).unwrap_or(v)),
                    // An element of an item this load added refused: the lists keep their
                    // new lengths, their values composed from their items.
                    Err(e) => {
                        #[cfg(feature = "nested")]
                        self.sync_all();
                        return Err(e.into());
                    }
                },
                None => Planned::Clear,
            });
        }
        // An endpoint select's value meets the options of the URL rendered from the values
        // loaded (not those of the URL before: a saved record's dependent select).
        let admitted = self.endpoint_admissions(&|i| match plan.get(i)? {
            Planned::Load(v) => Some(v.clone()),
            Planned::Clear => self.elements.get(i).map(|el| el.null_value().clone()),
            #[cfg(feature = "group")]
            Planned::Skip => None,
        });
        for (i, v) in admitted {
            if let Some(entry) = plan.get_mut(i) {
                *entry = Planned::Load(v);
            }
        }
        let mut plan = plan.into_iter();
        let deferring = self.begin_form_wide(&before);
        let mut log = self.each(before, true, |el| match plan.next() {
            Some(Planned::Load(v)) => el.apply_load(v),
            Some(Planned::Clear) => el.clear(),
            #[cfg(feature = "group")]
            Some(Planned::Skip) => Vec::new(),
            None => Vec::new(),
        });
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        self.end_form_wide(deferring, &mut log);
        Ok(Self::outcome_all(log))
    }

    /// Updates the elements whose data path is present in `data` (without formatting);
    /// the others are untouched, except in the object items of a list `data` names: a list's
    /// update sets each item it names, so a key the item leaves out goes back to the item
    /// schema's default. A value a select's options lack (`allowAbsent` off) is
    /// dropped at once ([`set_value_admission`](Self::set_value_admission)), as by
    /// [`load`](Self::load). Data that `load` refuses as nested too deep
    /// ([`FormError::TooDeep`]) changes nothing (an empty outcome).
    pub fn update(&mut self, data: &Value) -> Outcome {
        if Self::check_data_depth(data).is_err() {
            return Outcome::none();
        }
        // The list items it drops are reported in its outcome.
        self.noting_dropped(|s| s.update_noted(data))
    }

    /// [`update`](Self::update), its dropped list items noted.
    fn update_noted(&mut self, data: &Value) -> Outcome {
        let before = self.container_values();
        // A list's update sets each object item it names (a key left out: the item
        // schema's default).
        #[cfg(feature = "list")]
        let completed = self.complete_list_items(data);
        #[cfg(feature = "list")]
        let data = &completed;
        #[cfg(feature = "list")]
        let _ = self.reshape_lists(super::nested::Reshape::Update(data));
        let mut plan: Vec<Option<Value>> = Vec::with_capacity(self.elements.len());
        for el in &self.elements {
            let segments = data_segments(el.setup());
            plan.push(
                value_in(data, segments.iter().map(String::as_str)).map(|v| {
                    // (An endpoint select's once every value is planned, as by `load`.)
                    if self.has_endpoint_items(el.path()) {
                        return v.clone();
                    }
                    self.set_value_admission(el.path(), v)
                        .unwrap_or_else(|| v.clone())
                }),
            );
        }
        let admitted = self.endpoint_admissions(&|i| plan.get(i).cloned().flatten());
        for (i, v) in admitted {
            if let Some(entry) = plan.get_mut(i) {
                *entry = Some(v);
            }
        }
        let mut plan = plan.into_iter();
        let deferring = self.begin_form_wide(&before);
        let mut log = self.each(before, true, |el| match plan.next().flatten() {
            Some(v) => el.update(v),
            None => Vec::new(),
        });
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        self.end_form_wide(deferring, &mut log);
        Self::outcome_all(log)
    }

    /// Resets every element to its default (see `ElementState::reset`) and every
    /// validator to its initial state.
    pub fn reset(&mut self) -> Outcome {
        // The list items it drops are reported in its outcome.
        self.noting_dropped(|s| s.reset_noted())
    }

    /// [`reset`](Self::reset), its dropped list items noted.
    fn reset_noted(&mut self) -> Outcome {
        for rt in &mut self.runtime {
            rt.validation.reset_validators();
        }
        let before = self.container_values();
        #[cfg(feature = "list")]
        let _ = self.reshape_lists(super::nested::Reshape::Reset);
        let deferring = self.begin_form_wide(&before);
        let mut log = self.each(before, false, ElementState::reset);
        self.refresh_expressions(None, Refresh::Reset, &mut log);
        self.end_form_wide(deferring, &mut log);
        Self::outcome_all(log)
    }

    /// Clears every element (see `ElementState::clear`).
    pub fn clear(&mut self) -> Outcome {
        // The list items it drops are reported in its outcome.
        self.noting_dropped(|s| s.clear_noted())
    }

    /// [`clear`](Self::clear), its dropped list items noted.
    fn clear_noted(&mut self) -> Outcome {
        let before = self.container_values();
        #[cfg(feature = "list")]
        let _ = self.reshape_lists(super::nested::Reshape::Clear);
        let deferring = self.begin_form_wide(&before);
        let mut log = self.each(before, true, ElementState::clear);
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        self.end_form_wide(deferring, &mut log);
        Self::outcome_all(log)
    }

    /// Marks every element clean (`dirty` false; the values stay), as each element's
    /// [`clean`](ElementState::clean): the reference's form `clean()`.
    pub fn clean(&mut self) -> Outcome {
        for el in &mut self.elements {
            el.clean();
        }
        Self::outcome_all(Log::default())
    }

    /// Puts every element's validators back in their initial state (not validated, valid,
    /// nothing pending): the reference's form `resetValidators()`. Values and `dirty` stay.
    pub fn reset_validators(&mut self) -> Outcome {
        for rt in &mut self.runtime {
            rt.validation.reset_validators();
        }
        Self::outcome_all(Log::default())
    }

    /// Removes the errors and messages the app added (`AddError`, `AddMessage`) from every
    /// element: the reference's form `clearMessages()`.
    pub fn clear_messages(&mut self) -> Outcome {
        for rt in &mut self.runtime {
            rt.bag.clear();
        }
        Self::outcome_all(Log::default())
    }

    /// `load`'s check of the elements that can refuse their entry (multilingual ones,
    /// given a non-object), run before the lists are resized. With `format`, an element
    /// below a container with a `formatLoad` is checked later (its entry is what that
    /// function gives).
    #[cfg(feature = "list")]
    fn check_load(&self, data: &Value, format: bool) -> Result<(), FormError> {
        for (i, el) in self.elements.iter().enumerate() {
            if !el.is_multilingual() || (format && self.formatted_above(i)) {
                continue;
            }
            let segments = data_segments(el.setup());
            if let Some(v) = value_in(data, segments.iter().map(String::as_str)) {
                el.prepare_load(v.clone(), format)?;
            }
        }
        Ok(())
    }

    /// Every container's path and value, sorted by path, taken before a form-wide
    /// transition reshapes the lists (removing items recomposes a list at once): the `old`
    /// of the containers' `change`. Empty without containers.
    fn container_values(&self) -> Vec<(String, Value)> {
        #[allow(unused_mut)]
        let mut out: Vec<(String, Value)> = Vec::new();
        #[cfg(feature = "nested")]
        {
            for (i, el) in self.elements.iter().enumerate() {
                if self.container_at(i).is_some() {
                    out.push((el.path().to_owned(), el.value().clone()));
                }
            }
            out.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        }
        out
    }

    /// Runs `f` on every element, then availability and validation for what changed.
    /// `before` are the containers' values before the transition
    /// ([`container_values`](Self::container_values)). With `validate_changed` (not for a
    /// reset) and `validateOn: change`, every available element that changed is validated,
    /// as its own value change validates it; otherwise only those validated before.
    fn each(
        &mut self,
        before: Vec<(String, Value)>,
        validate_changed: bool,
        mut f: impl FnMut(&mut ElementState) -> Vec<ElementEvent>,
    ) -> Log {
        let mut out = Log::default();
        let mut changed = Vec::new();
        // The `change`s, fired after every element's other events (`clear`, `reset`).
        let mut changes: Vec<(String, ElementEvent)> = Vec::new();
        // A container's value is composed from its children's afterwards: its `change`
        // fires then, with the composed values; its old value is the one it had before the
        // transition (a container built by it, a new list item, compares with its value
        // as built).
        #[cfg(feature = "nested")]
        let before: Vec<(usize, Value)> = (0..self.elements.len())
            .filter(|&i| self.container_at(i).is_some())
            .filter_map(|i| {
                let el = self.elements.get(i)?;
                let old = before
                    .binary_search_by(|(p, _)| p.as_str().cmp(el.path()))
                    .ok()
                    .and_then(|k| before.get(k))
                    .map_or_else(|| el.value().clone(), |(_, v)| v.clone());
                Some((i, old))
            })
            .collect();
        #[cfg(not(feature = "nested"))]
        let _ = before;
        // A container's own events (`clear`, `reset`) fire after its children's, as the
        // reference's container `clear()` / `reset()`.
        #[cfg(feature = "nested")]
        let mut deferred: Vec<(usize, Vec<ElementEvent>)> = Vec::new();
        // The containers' `change`s, after the leaves' (their values are composed last).
        #[cfg(feature = "nested")]
        let mut container_changes: Vec<(String, ElementEvent)> = Vec::new();
        for (i, el) in self.elements.iter_mut().enumerate() {
            // During a held change (`held.rs`), an element this write changes is reached with
            // its dirty flags from before the write, and validated at the hold's end.
            let dirty_before = self.held.as_ref().map(|_| el.dirty.clone());
            #[allow(unused_mut)]
            let mut emitted = f(el);
            if let (Some(held), Some(dirty)) = (self.held.as_mut(), dirty_before) {
                if emitted
                    .iter()
                    .any(|e| matches!(e, ElementEvent::Change { .. }))
                {
                    held.reach(el.path(), &dirty, Some(validate_changed));
                }
            }
            #[cfg(feature = "nested")]
            if self
                .info
                .get(i)
                .is_some_and(|info| info.container.is_some())
            {
                emitted.retain(|e| !matches!(e, ElementEvent::Change { .. }));
                deferred.push((i, emitted));
                continue;
            }
            let path = el.path();
            for event in emitted {
                if matches!(event, ElementEvent::Change { .. }) {
                    // The reference's `change` comes from each element's value watcher,
                    // which runs after the loop: every `clear`/`reset` fires first.
                    if changed.last() != Some(&i) {
                        changed.push(i);
                    }
                    changes.push((path.to_owned(), event));
                } else {
                    out.fire(path, event);
                }
            }
        }
        #[cfg(feature = "nested")]
        {
            self.sync_all();
            // Inner containers first (a container after everything below it).
            let mut before = before;
            self.sort_deepest_first(&mut before, |(i, _)| *i);
            for (i, old) in before {
                let Some(el) = self.elements.get(i) else {
                    continue;
                };
                let path = el.path().to_owned();
                // `deferred` is in element order.
                if let Ok(at) = deferred.binary_search_by_key(&i, |(j, _)| *j) {
                    if let Some((_, events)) = deferred.get_mut(at) {
                        for event in std::mem::take(events) {
                            out.fire(&path, event);
                        }
                    }
                }
                if !crate::element::json_equal(el.value(), &old) {
                    changed.push(i);
                    let new = el.value().clone();
                    container_changes.push((path, ElementEvent::Change { new, old }));
                }
            }
        }
        for (path, event) in changes {
            out.fire(&path, event);
        }
        #[cfg(feature = "nested")]
        for (path, event) in container_changes {
            out.fire(&path, event);
        }
        if changed.is_empty() {
            return out;
        }
        // A list resized before `f` rebuilt the availability engine: compare each element
        // with it (the engine's own flips are relative to its fresh state).
        #[cfg(feature = "nested")]
        self.resync_availability(&mut out);
        #[cfg(not(feature = "nested"))]
        self.recompute_into(&mut out);
        // A held change validates what changed at its end.
        if self.held.is_some() || !self.config.validate_on.contains(ValidateOn::Change) {
            return out;
        }
        let mut paths: Vec<String> = Vec::new();
        for &i in &changed {
            if let Some(el) = self.elements.get(i) {
                paths.push(el.path().to_owned());
            }
        }
        for &i in &changed {
            let untouched = self.runtime.get(i).is_some_and(|rt| !rt.touched());
            let available = self.elements.get(i).is_some_and(ElementState::available);
            if validate_changed && untouched && available {
                // Never validated: as the element's own value change (its current language).
                self.validate_on_change(i, &mut out);
            } else {
                self.revalidate(i, &mut out);
            }
        }
        let mut refs: Vec<&str> = Vec::with_capacity(paths.len());
        for path in &paths {
            refs.push(path);
        }
        self.revalidate_dependents(&refs, &changed, &mut out);
        out
    }
}
