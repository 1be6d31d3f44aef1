//! App-registered expression functions and constants (`config.expression` in the reference).

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use serde_json::Value;

/// A custom expression function: receives the evaluated arguments, returns the result.
pub type CustomFunction = Arc<dyn Fn(&[Value]) -> Value + Send + Sync>;

/// Functions and constants an app adds to expressions.
///
/// Function names match case-insensitively and take precedence over built-in functions of
/// the same name; constants match exactly and take precedence over paths (and over `PI`/`E`).
/// Both are resolved when an expression is parsed with [`super::Expression::parse_with`].
#[derive(Clone, Default)]
pub struct ExpressionRegistry {
    functions: HashMap<String, CustomFunction>,
    constants: HashMap<String, Value>,
}

impl ExpressionRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers (or replaces) the function `name`.
    pub fn register_function(
        &mut self,
        name: impl Into<String>,
        func: CustomFunction,
    ) -> &mut Self {
        self.functions.insert(name.into().to_uppercase(), func);
        self
    }

    /// Registers (or replaces) the constant `name`.
    pub fn register_constant(&mut self, name: impl Into<String>, value: Value) -> &mut Self {
        self.constants.insert(name.into(), value);
        self
    }

    /// The function registered as `name` (any case).
    pub fn function(&self, name: &str) -> Option<&CustomFunction> {
        self.functions.get(&name.to_uppercase())
    }

    /// The constant registered as `name`.
    pub fn constant(&self, name: &str) -> Option<&Value> {
        self.constants.get(name)
    }
}

impl fmt::Debug for ExpressionRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut functions: Vec<&String> = self.functions.keys().collect();
        functions.sort();
        f.debug_struct("ExpressionRegistry")
            .field("functions", &functions)
            .field("constants", &self.constants)
            .finish()
    }
}
