//! Sizes, as the size rules (`min`, `max`, `size`, `between`, `gt`, …) and a custom
//! rule's sized message measure them.

use serde_json::Value;

use super::context::ValidationContext;
use super::params::{RuleParams, param_number};

/// Which sub-key a size message uses (`min.numeric`, `min.string`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageType {
    /// The value compares as a number.
    Numeric,
    /// The value is a file (sizes in KB).
    File,
    /// The value is a list.
    Array,
    /// Anything else: text length.
    String,
}

impl MessageType {
    /// The locale sub-key: `numeric`, `file`, `array`, `string`.
    pub fn key(self) -> &'static str {
        match self {
            MessageType::Numeric => "numeric",
            MessageType::File => "file",
            MessageType::Array => "array",
            MessageType::String => "string",
        }
    }
}

/// Whether sizes are numeric: the element has a `numeric` / `integer` rule, or its value
/// is a number (so a select with numeric option values treats `min:3` as "≥ 3").
pub fn is_numeric_context(value: &Value, params: &RuleParams) -> bool {
    params.numeric_rules || value.is_number()
}

/// The message type of `value`, by the same logic as [`size_of`].
pub fn message_type(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
) -> MessageType {
    if is_numeric_context(value, params) {
        MessageType::Numeric
    } else if ctx.file_info(value).is_some() {
        MessageType::File
    } else if value.is_array() {
        MessageType::Array
    } else {
        MessageType::String
    }
}

/// The size of `value`: the number itself in a numeric context, KB for files, length for
/// lists, character count for text; `0` for `null` and `""`. `None` when it has no size
/// (a non-numeric text in a numeric context, a boolean, an object that is not a file).
pub fn size_of(value: &Value, numeric: bool, ctx: &dyn ValidationContext) -> Option<f64> {
    match value {
        Value::Null => return Some(0.0),
        Value::String(s) if s.is_empty() => return Some(0.0),
        _ => {}
    }
    if numeric {
        return param_number(value);
    }
    if let Some(file) = ctx.file_info(value) {
        return Some(file.size_kb);
    }
    match value {
        Value::Array(a) => Some(a.len() as f64),
        Value::String(s) => Some(s.chars().count() as f64),
        Value::Number(n) => n.as_f64(),
        _ => None,
    }
}
