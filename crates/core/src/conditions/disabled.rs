//! The `disabled` option.

use std::fmt;
#[cfg(feature = "conditions")]
use std::rc::Rc;

use serde_json::Value;

use super::condition::{ConditionFn, Conditions};
use super::context::ConditionContext;
use super::error::{ConditionError, json_type};
use super::parse::parse_at;
use super::registry::ConditionRegistry;

/// Whether an element is disabled by its `disabled` option (before `disable()`/`enable()`,
/// which the element state applies on top).
#[derive(Clone)]
pub enum DisabledSpec {
    /// A fixed value.
    Bool(bool),
    /// Disabled when every condition holds. An empty list never disables (the reference's
    /// `[].every(..)` would disable, which no one writes on purpose).
    Conditions(Conditions),
    /// A Rust function.
    Func(ConditionFn),
}

impl Default for DisabledSpec {
    fn default() -> Self {
        DisabledSpec::Bool(false)
    }
}

impl DisabledSpec {
    /// Reads the schema value: `null`/absent → not disabled, a boolean, `{"value": bool}`
    /// (that boolean), or a list of conditions (as [`super::parse_conditions`], positions
    /// named `disabled[..]`).
    pub fn parse(spec: &Value) -> Result<DisabledSpec, ConditionError> {
        Self::parse_with(spec, &ConditionRegistry::default())
    }

    /// As [`DisabledSpec::parse`] with app-registered operators and functions.
    pub fn parse_with(
        spec: &Value,
        registry: &ConditionRegistry,
    ) -> Result<DisabledSpec, ConditionError> {
        Self::parse_option(spec, registry, "disabled")
    }

    /// As [`DisabledSpec::parse_with`] for another option of the same forms (`readonly`),
    /// naming positions from `option` (`readonly[0][1]`).
    pub fn parse_option(
        spec: &Value,
        registry: &ConditionRegistry,
        option: &str,
    ) -> Result<DisabledSpec, ConditionError> {
        match spec {
            Value::Null => Ok(DisabledSpec::Bool(false)),
            Value::Bool(b) => Ok(DisabledSpec::Bool(*b)),
            // The reference's ref-like value.
            Value::Object(map)
                if map.len() == 1 && map.get("value").is_some_and(Value::is_boolean) =>
            {
                Ok(DisabledSpec::Bool(
                    map.get("value") == Some(&Value::Bool(true)),
                ))
            }
            Value::Array(_) => Ok(DisabledSpec::Conditions(parse_at(spec, registry, option)?)),
            other => Err(ConditionError::NotAList {
                position: option.to_owned(),
                found: json_type(other),
            }),
        }
    }

    /// A function spec.
    #[cfg(feature = "conditions")]
    pub fn from_fn(f: impl Fn(&dyn ConditionContext) -> bool + 'static) -> DisabledSpec {
        DisabledSpec::Func(Rc::new(f))
    }

    /// Whether the element at `element_path` is disabled.
    pub fn evaluate(&self, ctx: &dyn ConditionContext, element_path: &str) -> bool {
        match self {
            DisabledSpec::Bool(b) => *b,
            DisabledSpec::Conditions(c) => !c.is_empty() && c.evaluate(ctx, element_path),
            DisabledSpec::Func(f) => f(ctx),
        }
    }

    /// The paths the spec reads (see [`Conditions::dependencies`]).
    pub fn dependencies(&self, element_path: &str) -> Vec<String> {
        match self {
            DisabledSpec::Conditions(c) => c.dependencies(element_path),
            DisabledSpec::Bool(_) | DisabledSpec::Func(_) => Vec::new(),
        }
    }
}

impl fmt::Debug for DisabledSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisabledSpec::Bool(b) => f.debug_tuple("Bool").field(b).finish(),
            DisabledSpec::Conditions(c) => f.debug_tuple("Conditions").field(c).finish(),
            DisabledSpec::Func(_) => f.write_str("Func(..)"),
        }
    }
}
