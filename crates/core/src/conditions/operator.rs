//! Condition operators.

use std::fmt;
use std::sync::Arc;

/// An app-registered operator: `(actual, expected) -> bool`.
pub type CustomOperatorFn =
    Arc<dyn Fn(&serde_json::Value, &serde_json::Value) -> bool + Send + Sync>;

/// A condition operator. Built-in names match case-insensitively.
#[derive(Clone)]
pub enum Operator {
    /// `==`: loose equality, or membership when either side is an array.
    Eq,
    /// `!=`: the negation of `==`.
    Ne,
    /// `>`.
    Gt,
    /// `>=`.
    Gte,
    /// `<`.
    Lt,
    /// `<=`.
    Lte,
    /// `in`: the same as `==`.
    In,
    /// `not_in`: the same as `!=`.
    NotIn,
    /// `between`: `expected[0] < actual < expected[1]`, exclusive.
    Between,
    /// `empty` (two-item form).
    Empty,
    /// `not_empty` (two-item form).
    NotEmpty,
    /// `today` (two-item form): the date is today.
    Today,
    /// `before`: the date is before the expected date (or `"today"`).
    Before,
    /// `after`: the date is after the expected date (or `"today"`).
    After,
    /// `^`: starts with.
    StartsWith,
    /// `$`: ends with.
    EndsWith,
    /// `*`: contains.
    Contains,
    /// An app-registered operator.
    Custom {
        /// The name it was registered under.
        name: String,
        /// The comparison.
        func: CustomOperatorFn,
    },
}

impl Operator {
    /// The built-in operator spelled `name` (any case).
    pub fn builtin(name: &str) -> Option<Operator> {
        Some(match name.to_ascii_lowercase().as_str() {
            "==" => Operator::Eq,
            "!=" => Operator::Ne,
            ">" => Operator::Gt,
            ">=" => Operator::Gte,
            "<" => Operator::Lt,
            "<=" => Operator::Lte,
            "in" => Operator::In,
            "not_in" => Operator::NotIn,
            "between" => Operator::Between,
            "empty" => Operator::Empty,
            "not_empty" => Operator::NotEmpty,
            "today" => Operator::Today,
            "before" => Operator::Before,
            "after" => Operator::After,
            "^" => Operator::StartsWith,
            "$" => Operator::EndsWith,
            "*" => Operator::Contains,
            _ => return None,
        })
    }

    /// The operator's name as written in a condition.
    pub fn name(&self) -> &str {
        match self {
            Operator::Eq => "==",
            Operator::Ne => "!=",
            Operator::Gt => ">",
            Operator::Gte => ">=",
            Operator::Lt => "<",
            Operator::Lte => "<=",
            Operator::In => "in",
            Operator::NotIn => "not_in",
            Operator::Between => "between",
            Operator::Empty => "empty",
            Operator::NotEmpty => "not_empty",
            Operator::Today => "today",
            Operator::Before => "before",
            Operator::After => "after",
            Operator::StartsWith => "^",
            Operator::EndsWith => "$",
            Operator::Contains => "*",
            Operator::Custom { name, .. } => name,
        }
    }

    /// Whether the operator is used in the two-item form `[path, op]` (no expected value).
    pub fn is_unary(&self) -> bool {
        matches!(self, Operator::Empty | Operator::NotEmpty | Operator::Today)
    }
}

impl fmt::Debug for Operator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Operator({:?})", self.name())
    }
}

impl PartialEq for Operator {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Operator::Custom { func: a, .. }, Operator::Custom { func: b, .. }) => {
                Arc::ptr_eq(a, b)
            }
            _ => self.name() == other.name(),
        }
    }
}
