//! App-registered expression functions and constants (`config.expression` in the reference).

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
///
/// An app registers a few: they are kept in lists, not hash maps (docs/size.md).
#[derive(Clone, Default)]
pub struct ExpressionRegistry {
    /// By upper-case name.
    functions: Vec<(String, CustomFunction)>,
    constants: Vec<(String, Value)>,
}

/// Replaces the value of `name` in `list`, or adds it.
fn put<V>(list: &mut Vec<(String, V)>, name: String, value: V) {
    match list.iter_mut().find(|(n, _)| *n == name) {
        Some((_, old)) => *old = value,
        None => list.push((name, value)),
    }
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
        put(&mut self.functions, name.into().to_ascii_uppercase(), func);
        self
    }

    /// Registers (or replaces) the constant `name`. A value nesting arrays and objects deeper
    /// than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built in Rust: JSON text
    /// cannot hold it) is not registered.
    pub fn register_constant(&mut self, name: impl Into<String>, value: Value) -> &mut Self {
        if crate::json_text::nests_too_deep(&value, 0) {
            crate::json_text::drop_flat(value);
            return self;
        }
        put(&mut self.constants, name.into(), value);
        self
    }

    /// The function registered as `name` (ASCII letters in any case).
    pub fn function(&self, name: &str) -> Option<&CustomFunction> {
        let name = name.to_ascii_uppercase();
        self.functions
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, f)| f)
    }

    /// The constant registered as `name`.
    pub fn constant(&self, name: &str) -> Option<&Value> {
        self.constants
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
    }
}

impl fmt::Debug for ExpressionRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Constants<'a>(&'a [(String, Value)]);
        impl fmt::Debug for Constants<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_map()
                    .entries(self.0.iter().map(|(k, v)| (k, v)))
                    .finish()
            }
        }
        let mut functions: Vec<&String> = self.functions.iter().map(|(n, _)| n).collect();
        functions.sort();
        f.debug_struct("ExpressionRegistry")
            .field("functions", &functions)
            .field("constants", &Constants(&self.constants))
            .finish()
    }
}
