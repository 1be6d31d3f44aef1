//! [`Expression`] and [`ExpressionRegistry`] without the `expressions` feature: types that
//! hold nothing. No expression can be made ([`Expression::parse`] fails naming the feature),
//! so the compiler knows every evaluation is unreachable and the engine leaves the build.

use std::convert::Infallible;

use super::{ConditionContext, ExprError, ExprErrorKind, Value, fmt};

/// A parsed expression. This build leaves out yewform-core's `expressions` feature, so there
/// is none: [`Expression::parse`] always fails with
/// [`ExprErrorKind::NeedsExpressionsFeature`].
#[derive(Clone)]
pub struct Expression(Infallible);

impl Expression {
    /// Fails: expression strings need yewform-core's `expressions` feature.
    pub fn parse(source: &str) -> Result<Expression, ExprError> {
        Err(ExprError {
            expression: source.to_owned(),
            column: 1,
            kind: ExprErrorKind::NeedsExpressionsFeature,
        })
    }

    /// Fails as [`Expression::parse`].
    pub fn parse_with(
        source: &str,
        _registry: &ExpressionRegistry,
    ) -> Result<Expression, ExprError> {
        Self::parse(source)
    }

    /// The text this expression was parsed from (unreachable: there is no expression).
    pub fn source(&self) -> &str {
        match self.0 {}
    }

    /// The result (unreachable: there is no expression).
    pub fn evaluate(&self, _ctx: &dyn ConditionContext, _element_path: &str) -> Value {
        match self.0 {}
    }

    /// Whether the result is truthy (unreachable: there is no expression).
    pub fn is_true(&self, _ctx: &dyn ConditionContext, _element_path: &str) -> bool {
        match self.0 {}
    }

    /// The result as display text (unreachable: there is no expression).
    pub fn evaluate_to_string(&self, _ctx: &dyn ConditionContext, _element_path: &str) -> String {
        match self.0 {}
    }

    /// The paths this expression reads (unreachable: there is no expression).
    pub fn dependencies(&self) -> Vec<String> {
        match self.0 {}
    }
}

impl fmt::Debug for Expression {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {}
    }
}

impl fmt::Display for Expression {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {}
    }
}

/// The functions and constants an app adds to expressions. This build leaves out
/// yewform-core's `expressions` feature: the registry is empty and cannot register any
/// (`register_function` and `register_constant` need the feature).
#[derive(Clone, Debug, Default)]
pub struct ExpressionRegistry {
    _none: (),
}

impl ExpressionRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }
}
