//! Form-wide transitions: `load`, `update`, `reset`, `clear`. Each returns the events its
//! elements emitted, tagged with the element path, in element order.

use super::lookup::value_in;
use super::state::{FormState, data_segments};
use crate::Value;
use crate::element::{ElementError, ElementEvent};

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
    pub fn load(
        &mut self,
        data: &Value,
        format: bool,
    ) -> Result<Vec<(String, ElementEvent)>, ElementError> {
        let mut plan = Vec::with_capacity(self.elements.len());
        for el in &self.elements {
            let segments = data_segments(el.setup());
            plan.push(match value_in(data, segments.iter().map(String::as_str)) {
                Some(v) => Planned::Load(el.prepare_load(v.clone(), format)?),
                None => Planned::Clear,
            });
        }
        let mut events = Vec::new();
        for (el, planned) in self.elements.iter_mut().zip(plan) {
            let emitted = match planned {
                Planned::Load(v) => el.apply_load(v),
                Planned::Clear => el.clear(),
            };
            let path = el.path().to_owned();
            events.extend(emitted.into_iter().map(|e| (path.clone(), e)));
        }
        Ok(events)
    }

    /// Updates the elements whose data path is present in `data` (without formatting);
    /// the others are untouched.
    pub fn update(&mut self, data: &Value) -> Vec<(String, ElementEvent)> {
        let mut events = Vec::new();
        for el in &mut self.elements {
            let segments = data_segments(el.setup());
            if let Some(v) = value_in(data, segments.iter().map(String::as_str)) {
                let emitted = el.update(v.clone());
                let path = el.path().to_owned();
                events.extend(emitted.into_iter().map(|e| (path.clone(), e)));
            }
        }
        events
    }

    /// Resets every element to its default (see `ElementState::reset`).
    pub fn reset(&mut self) -> Vec<(String, ElementEvent)> {
        self.each(|el| el.reset())
    }

    /// Clears every element (see `ElementState::clear`).
    pub fn clear(&mut self) -> Vec<(String, ElementEvent)> {
        self.each(|el| el.clear())
    }

    fn each(
        &mut self,
        mut f: impl FnMut(&mut crate::element::ElementState) -> Vec<ElementEvent>,
    ) -> Vec<(String, ElementEvent)> {
        let mut events = Vec::new();
        for el in &mut self.elements {
            let emitted = f(el);
            let path = el.path().to_owned();
            events.extend(emitted.into_iter().map(|e| (path.clone(), e)));
        }
        events
    }
}
