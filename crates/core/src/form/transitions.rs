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
        let mut log = self.each(ElementState::reset);
        self.refresh_expressions(None, Refresh::Reset, &mut log);
        Self::outcome_all(log)
    }

    /// Clears every element (see `ElementState::clear`).
    pub fn clear(&mut self) -> Outcome {
        let mut log = self.each(ElementState::clear);
        self.refresh_expressions(None, Refresh::FormWide, &mut log);
        Self::outcome_all(log)
    }

    /// Runs `f` on every element, then availability and validation for what changed.
    fn each(&mut self, mut f: impl FnMut(&mut ElementState) -> Vec<ElementEvent>) -> Log {
        let mut out = Log::default();
        let mut changed = Vec::new();
        for (i, el) in self.elements.iter_mut().enumerate() {
            let emitted = f(el);
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
