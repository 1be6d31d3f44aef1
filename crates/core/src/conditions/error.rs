//! Errors from reading conditions; each names its position, e.g. `conditions[1][1]`.

use std::fmt;

use crate::expression::ExprError;

/// Why a `conditions` (or `disabled`) value could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum ConditionError {
    /// The value is not a list (nor `null`, nor an expression string).
    NotAList {
        /// Where, e.g. `conditions`.
        position: String,
        /// The JSON type found.
        found: &'static str,
    },
    /// An entry is neither a condition array, a group, nor an expression string.
    InvalidEntry {
        /// Where, e.g. `conditions[2]`.
        position: String,
        /// The JSON type found.
        found: &'static str,
    },
    /// A group (list of lists) without members.
    EmptyGroup {
        /// Where.
        position: String,
    },
    /// A condition's path is not a non-empty string.
    InvalidPath {
        /// Where, e.g. `conditions[0][0]`.
        position: String,
    },
    /// A condition array has fewer than 2 or more than 3 items.
    WrongLength {
        /// Where.
        position: String,
        /// Items found.
        found: usize,
    },
    /// The operator is neither built in nor registered.
    UnknownOperator {
        /// Where, e.g. `conditions[1][1]`.
        position: String,
        /// The operator as written.
        operator: String,
    },
    /// `between` needs `[low, high]`.
    BetweenNeedsPair {
        /// Where, e.g. `conditions[0][2]`.
        position: String,
    },
    /// A list of two or more items starting with an expression string inside a conditions
    /// list (`[["a > 1", "a < 5"]]`): neither a condition (the reference reads a
    /// `[path, value]` pair never met) nor, silently, a group. The message says how to write
    /// AND and OR (`conditions[0]: a list starting with an expression is not a condition:
    /// for AND write each expression as an entry of the list around it; for OR write a
    /// group of one-item lists, [["a > 1"], ["a < 5"]]`).
    ExpressionList {
        /// Where, e.g. `conditions[0]`.
        position: String,
        /// Whether the list is inside an OR group (a list of lists there is AND).
        in_or: bool,
        /// The items as one-item lists (`[["a > 1"], ["a < 5"]]`).
        example: String,
    },
    /// Groups nested deeper than [`super::MAX_GROUP_DEPTH`] levels.
    TooDeep {
        /// Where the limit was crossed.
        position: String,
    },
    /// The value nests arrays and objects deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (a value built in Rust: JSON
    /// text cannot hold one).
    NestedTooDeep {
        /// Where, e.g. `conditions` or `disabled`.
        position: String,
    },
    /// This build leaves out yewform-core's `conditions` feature and the value holds a
    /// condition (`conditions: conditions need yewform-core's "conditions" feature`).
    NeedsFeature {
        /// Where, e.g. `conditions` or `disabled`.
        position: String,
    },
    /// An expression entry does not parse, or this build leaves out the `expressions`
    /// feature (`conditions[1]: the expression "a > 1" needs yewform-core's "expressions"
    /// feature`).
    Expression {
        /// Where, e.g. `conditions[3]`.
        position: String,
        /// The parse error (expression text and column).
        error: ExprError,
    },
}

impl fmt::Display for ConditionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionError::NotAList { position, found } => {
                write!(
                    f,
                    "{position}: expected a list of conditions, found {found}"
                )
            }
            ConditionError::InvalidEntry { position, found } => write!(
                f,
                "{position}: expected a condition [path, operator, value], a group or an expression string, found {found}"
            ),
            ConditionError::EmptyGroup { position } => {
                write!(f, "{position}: empty condition group")
            }
            ConditionError::InvalidPath { position } => {
                write!(
                    f,
                    "{position}: expected an element path (a non-empty string)"
                )
            }
            ConditionError::WrongLength { position, found } => {
                write!(f, "{position}: a condition has 2 or 3 items, found {found}")
            }
            ConditionError::UnknownOperator { position, operator } => {
                write!(f, "{position}: unknown operator {operator:?}")
            }
            ConditionError::BetweenNeedsPair { position } => {
                write!(f, "{position}: between needs [low, high]")
            }
            ConditionError::ExpressionList {
                position,
                in_or: false,
                example,
            } => write!(
                f,
                "{position}: a list starting with an expression is not a condition: for AND write each expression as an entry of the list around it; for OR write a group of one-item lists, {example}"
            ),
            ConditionError::ExpressionList {
                position,
                in_or: true,
                example,
            } => write!(
                f,
                "{position}: a list starting with an expression is not a condition: for OR write each expression as a member of the group around it; for AND write a list of one-item lists, {example}"
            ),
            ConditionError::TooDeep { position } => write!(
                f,
                "{position}: condition groups nested deeper than {} levels",
                super::MAX_GROUP_DEPTH
            ),
            ConditionError::NestedTooDeep { position } => {
                write!(f, "{position}: {}", crate::json_text::too_deep_reason(""))
            }
            ConditionError::Expression { position, error } => write!(f, "{position}: {error}"),
            ConditionError::NeedsFeature { position } => write!(
                f,
                "{position}: conditions need yewform-core's \"conditions\" feature"
            ),
        }
    }
}

impl std::error::Error for ConditionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConditionError::Expression { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// The JSON type name of a value, for error messages.
pub(crate) fn json_type(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "a list",
        serde_json::Value::Object(_) => "an object",
    }
}
