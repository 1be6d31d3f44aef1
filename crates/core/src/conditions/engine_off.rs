//! Form-wide availability without yewform-core's `conditions` feature: no element can have
//! conditions (the schema rejects them, naming the feature), so every registered element is
//! available and no change alters that. The same API as the engine the feature brings.

use super::condition::Conditions;
use super::context::ConditionContext;

/// How many times the engine of the `conditions` feature re-evaluates one element within one
/// call; kept for the same API (this build evaluates nothing).
pub const MAX_EVALUATIONS_PER_ELEMENT: u8 = 8;

/// Availability of every element of a form: without the `conditions` feature, every
/// registered element is available.
#[derive(Debug, Default)]
pub struct AvailabilityEngine {
    paths: Vec<String>,
}

impl AvailabilityEngine {
    /// An engine without elements.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the element at `path` (its conditions are empty in this build).
    pub fn register(&mut self, path: impl Into<String>, _conditions: Conditions) {
        let path = path.into();
        if !self.paths.contains(&path) {
            self.paths.push(path);
        }
    }

    /// Removes the element at `path`; returns whether it was registered.
    pub fn unregister(&mut self, path: &str) -> bool {
        let before = self.paths.len();
        self.paths.retain(|p| p != path);
        self.paths.len() != before
    }

    /// Number of registered elements.
    pub fn len(&self) -> usize {
        self.paths.len()
    }

    /// Whether no element is registered.
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// `Some(true)` for a registered element, otherwise `None`.
    pub fn is_available(&self, path: &str) -> Option<bool> {
        self.paths.iter().any(|p| p == path).then_some(true)
    }

    /// Every registered path, available, in registration order.
    pub fn snapshot(&self) -> Vec<(String, bool)> {
        self.paths.iter().map(|p| (p.clone(), true)).collect()
    }

    /// Nothing changes: every element stays available.
    pub fn recompute_all(&mut self, _ctx: &dyn ConditionContext) -> Vec<(String, bool)> {
        Vec::new()
    }

    /// Nothing changes: every element stays available.
    pub fn value_changed(
        &mut self,
        _path: &str,
        _ctx: &dyn ConditionContext,
    ) -> Vec<(String, bool)> {
        Vec::new()
    }

    /// Nothing changes: every element stays available.
    pub fn element_changed(
        &mut self,
        _path: &str,
        _ctx: &dyn ConditionContext,
    ) -> Vec<(String, bool)> {
        Vec::new()
    }
}
