//! App-registered operators (`config.operators`) and expression functions.

use std::fmt;

use super::operator::{CustomOperatorFn, Operator};
use crate::expression::ExpressionRegistry;

/// What an app adds to conditions: custom operators, and the functions and constants
/// expression entries may use.
///
/// A registered operator takes precedence over a built-in of the same name; names match
/// exactly first, then case-insensitively.
///
/// An app registers a few operators: they are kept in a list, not a hash map (docs/size.md).
#[derive(Clone, Default)]
pub struct ConditionRegistry {
    operators: Vec<(String, CustomOperatorFn)>,
    expressions: ExpressionRegistry,
}

impl ConditionRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers (or replaces) the operator `name`: `(actual, expected) -> bool`.
    pub fn register_operator(
        &mut self,
        name: impl Into<String>,
        func: CustomOperatorFn,
    ) -> &mut Self {
        let name = name.into();
        match self.operators.iter_mut().find(|(n, _)| *n == name) {
            Some((_, old)) => *old = func,
            None => self.operators.push((name, func)),
        }
        self
    }

    /// The functions and constants for expression entries.
    pub fn expressions(&self) -> &ExpressionRegistry {
        &self.expressions
    }

    /// Mutable access to the expression functions and constants (registering them needs
    /// the `expressions` feature; without it the registry has no methods to add any).
    pub fn expressions_mut(&mut self) -> &mut ExpressionRegistry {
        &mut self.expressions
    }

    /// The operator spelled `name`: registered first, then built-in.
    pub fn operator(&self, name: &str) -> Option<Operator> {
        let custom = (self.operators.iter().find(|(k, _)| k == name)).or_else(|| {
            self.operators
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(name))
        });
        match custom {
            Some((k, func)) => Some(Operator::Custom {
                name: k.clone(),
                func: func.clone(),
            }),
            None => Operator::builtin(name),
        }
    }
}

impl fmt::Debug for ConditionRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut ops: Vec<&String> = self.operators.iter().map(|(k, _)| k).collect();
        ops.sort();
        f.debug_struct("ConditionRegistry")
            .field("operators", &ops)
            .field("expressions", &self.expressions)
            .finish()
    }
}
