//! Form-wide transitions: `load`, `update`, `reset`, `clear`. Each answers with an
//! [`Outcome`]: the element events tagged with the element path, in element order, the
//! validation tasks, and [`Changed::All`](super::Changed::All) (every view re-renders).
//!
//! After a form-wide change availability is recomputed for the whole form. With
//! `validateOn: change`, only elements that were validated before (and are available) are
//! validated again — those that changed and those whose rules read a changed path — so a
//! freshly loaded form does not show errors on fields the user has not touched.

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
}

impl FormState {
    /// Loads form data: each element gets the entry at its data path (`data[name]`, or
    /// `data[parent][…][name]`), through `formatLoad` when `format` is true. Elements
    /// missing from `data` are cleared to their null value (emitting `Clear`, as the
    /// reference's form load does).
    ///
    /// Every element is checked first (formatting included), so when one refuses (a
    /// multilingual element given a non-object) the error is returned and nothing changes.
    pub fn load(&mut self, data: &Value, format: bool) -> Result<Outcome, FormError> {
        // Each list gets as many items as the data holds (sorted by `order`/`orderBy`).
        #[cfg(feature = "list")]
        let sorted = self.reshape_lists(super::nested::Reshape::Load(data))?;
        #[cfg(feature = "list")]
        let data = sorted.as_ref().unwrap_or(data);
        let mut plan = Vec::with_capacity(self.elements.len());
        for el in &self.elements {
            let segments = data_segments(el.setup());
            plan.push(match value_in(data, segments.iter().map(String::as_str)) {
                Some(v) => Planned::Load(el.prepare_load(v.clone(), format)?),
                None => Planned::Clear,
            });
        }
        let mut plan = plan.into_iter();
        let mut log = self.each(|el| match plan.next() {
            Some(Planned::Load(v)) => el.apply_load(v),
            Some(Planned::Clear) => el.clear(),
            None => Vec::new(),
        });
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        Ok(Self::outcome_all(log))
    }

    /// Updates the elements whose data path is present in `data` (without formatting);
    /// the others are untouched.
    pub fn update(&mut self, data: &Value) -> Outcome {
        #[cfg(feature = "list")]
        let _ = self.reshape_lists(super::nested::Reshape::Update(data));
        let mut log = self.each(|el| {
            let segments = data_segments(el.setup());
            match value_in(data, segments.iter().map(String::as_str)) {
                Some(v) => el.update(v.clone()),
                None => Vec::new(),
            }
        });
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        Self::outcome_all(log)
    }

    /// Resets every element to its default (see `ElementState::reset`) and every
    /// validator to its initial state.
    pub fn reset(&mut self) -> Outcome {
        for rt in &mut self.runtime {
            rt.validation.reset_validators();
            rt.waiting = None;
        }
        #[cfg(feature = "list")]
        let _ = self.reshape_lists(super::nested::Reshape::Reset);
        let mut log = self.each(ElementState::reset);
        self.refresh_expressions(None, Refresh::Reset, &mut log);
        Self::outcome_all(log)
    }

    /// Clears every element (see `ElementState::clear`).
    pub fn clear(&mut self) -> Outcome {
        #[cfg(feature = "list")]
        let _ = self.reshape_lists(super::nested::Reshape::Clear);
        let mut log = self.each(ElementState::clear);
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        Self::outcome_all(log)
    }

    /// Runs `f` on every element, then availability and validation for what changed.
    fn each(&mut self, mut f: impl FnMut(&mut ElementState) -> Vec<ElementEvent>) -> Log {
        let mut out = Log::default();
        let mut changed = Vec::new();
        // A container's value is composed from its children's afterwards: its `change`
        // fires then, with the composed values.
        #[cfg(feature = "nested")]
        let before: Vec<(usize, Value)> = (0..self.elements.len())
            .filter(|&i| self.container_at(i).is_some())
            .filter_map(|i| Some((i, self.elements.get(i)?.value().clone())))
            .collect();
        for (i, el) in self.elements.iter_mut().enumerate() {
            #[allow(unused_mut)]
            let mut emitted = f(el);
            #[cfg(feature = "nested")]
            if self
                .info
                .get(i)
                .is_some_and(|info| info.container.is_some())
            {
                emitted.retain(|e| !matches!(e, ElementEvent::Change { .. }));
            }
            if emitted
                .iter()
                .any(|e| matches!(e, ElementEvent::Change { .. }))
            {
                changed.push(i);
            }
            let path = el.path();
            for event in emitted {
                out.fire(path, event);
            }
        }
        #[cfg(feature = "nested")]
        {
            self.sync_all();
            for (i, old) in before {
                let Some(el) = self.elements.get(i) else {
                    continue;
                };
                if !crate::element::json_equal(el.value(), &old) {
                    changed.push(i);
                    let new = el.value().clone();
                    let path = el.path().to_owned();
                    out.fire(&path, ElementEvent::Change { new, old });
                }
            }
        }
        if changed.is_empty() {
            return out;
        }
        self.recompute_into(&mut out);
        if !self.config.validate_on.contains(ValidateOn::Change) {
            return out;
        }
        let mut paths: Vec<String> = Vec::new();
        for &i in &changed {
            if let Some(el) = self.elements.get(i) {
                paths.push(el.path().to_owned());
            }
        }
        for &i in &changed {
            self.revalidate(i, &mut out);
        }
        let mut refs: Vec<&str> = Vec::with_capacity(paths.len());
        for path in &paths {
            refs.push(path);
        }
        self.revalidate_dependents(&refs, &changed, &mut out);
        out
    }
}
