//! A [`ConditionContext`] over plain JSON data.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::context::ConditionContext;
use super::path::{ancestors, lookup_path};
use crate::expression::coerce::loose_eq;
use crate::expression::{Date, DateTime};

/// A [`ConditionContext`] built from a JSON data object, a fixed clock, the paths that are
/// unavailable and per-element option labels.
///
/// Availability: a path marked unavailable (or below one) is `Some(false)`; otherwise a path
/// whose value exists is `Some(true)`, and any other path `None` (no such element).
#[derive(Clone, Debug)]
pub struct DataContext {
    data: Value,
    today: Date,
    now: Option<String>,
    unavailable: HashSet<String>,
    options: HashMap<String, Vec<(Value, String)>>,
    strict: bool,
}

impl DataContext {
    /// A context over `data` whose today is `today`. Data nesting arrays and objects deeper
    /// than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built in Rust: JSON text
    /// cannot hold it) is left out: the context reads `null`.
    pub fn new(data: Value, today: Date) -> Self {
        let data = if crate::json_text::nests_too_deep(&data, 0) {
            crate::json_text::drop_flat(data);
            Value::Null
        } else {
            data
        };
        DataContext {
            data,
            today,
            now: None,
            unavailable: HashSet::new(),
            options: HashMap::new(),
            strict: false,
        }
    }

    /// Sets what `NOW()` returns (default: today at midnight, ISO).
    pub fn with_now(mut self, iso: impl Into<String>) -> Self {
        self.now = Some(iso.into());
        self
    }

    /// Marks the element at `path` (and everything below it) unavailable.
    pub fn with_unavailable(mut self, path: impl Into<String>) -> Self {
        self.unavailable.insert(path.into());
        self
    }

    /// Gives the element at `path` options `(value, label)` for `DISPLAY_VALUE` (values
    /// matched loosely, so `"1"` finds the option `1`).
    pub fn with_options(mut self, path: impl Into<String>, options: Vec<(Value, String)>) -> Self {
        self.options.insert(path.into(), options);
        self
    }

    /// Sets the `strictConditions` flag.
    pub fn with_strict_conditions(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }

    /// Replaces the value at a top-level key (handy between evaluations). A value nesting
    /// deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels under the data
    /// object is ignored.
    pub fn set(&mut self, key: &str, value: Value) {
        if crate::json_text::nests_too_deep(&value, 1) {
            crate::json_text::drop_flat(value);
            return;
        }
        if let Value::Object(map) = &mut self.data {
            map.insert(key.to_owned(), value);
        }
    }

    /// The data.
    pub fn data(&self) -> &Value {
        &self.data
    }
}

impl ConditionContext for DataContext {
    fn value(&self, path: &str) -> Option<Value> {
        lookup_path(&self.data, path).cloned()
    }

    fn available(&self, path: &str) -> Option<bool> {
        if self.unavailable.contains(path) || ancestors(path).any(|a| self.unavailable.contains(a))
        {
            return Some(false);
        }
        lookup_path(&self.data, path).map(|_| true)
    }

    fn today(&self) -> Date {
        self.today
    }

    fn now_iso(&self) -> String {
        self.now
            .clone()
            .unwrap_or_else(|| DateTime::from_date(self.today).to_iso())
    }

    fn display_value(&self, path: &str, value: &Value) -> Option<String> {
        self.options.get(path).and_then(|opts| {
            opts.iter()
                .find(|(v, _)| v == value || loose_eq(v, value))
                .map(|(_, label)| label.clone())
        })
    }

    fn strict_conditions(&self) -> bool {
        self.strict
    }
}
