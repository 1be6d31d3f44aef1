//! The schema error: a path and a reason.

use std::fmt;

use serde_json::Value;

/// A schema or config value that cannot be read, with the path of the offending value.
///
/// Displays as `<path>: <reason>`, e.g.
/// `schema.country.items: expected an array, object or string, found a boolean`.
/// Paths start with `schema` (form schemas) or `config` (form configs); object keys are
/// joined with `.` and array indices written as `[i]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaError {
    /// Where the bad value is, e.g. `schema.country.items`.
    pub path: String,
    /// What is wrong with it.
    pub reason: String,
}

impl SchemaError {
    /// An error at `path` with `reason`.
    #[must_use]
    pub fn new(path: impl Into<String>, reason: impl Into<String>) -> Self {
        Self {
            path: path.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.reason)
    }
}

impl std::error::Error for SchemaError {}

/// The kind of a JSON value with its article, as used in error messages: `"a boolean"`,
/// `"a number"`, `"a string"`, `"an array"`, `"an object"` or `"null"`.
#[must_use]
pub fn describe_value(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// `expected <what>, found <the kind of value>` at `path`: one out-of-line copy of the
/// message code for every reader (docs/size.md).
#[cold]
#[inline(never)]
pub(crate) fn mismatch(path: &str, what: &str, value: &Value) -> SchemaError {
    SchemaError::new(
        path,
        format!("expected {what}, found {}", describe_value(value)),
    )
}

/// `base.key`.
pub(crate) fn child(base: &str, key: &str) -> String {
    format!("{base}.{key}")
}

/// Checks an element's name, read at `base.<name>` (at the top and in a container's
/// `schema`): not empty, no `.` (a path separator), not `*` (a wildcard), no whitespace (an
/// HTML id is one token), no `__` (it joins an element's id to its parts' ids:
/// `email__label`), not all digits (a list item's position is: `lines.*.qty` fills `*` with
/// the path's digit segments).
pub(crate) fn element_name(base: &str, name: &str) -> Result<(), SchemaError> {
    if name.is_empty()
        || name.contains('.')
        || name == "*"
        || name.contains("__")
        || name.contains(char::is_whitespace)
        || name.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(SchemaError::new(
            child(base, name),
            "an element name may not be empty, be \"*\" or all digits, or contain \".\", \"__\" or whitespace",
        ));
    }
    Ok(())
}

/// `base[index]`.
pub(crate) fn index(base: &str, index: usize) -> String {
    format!("{base}[{index}]")
}

#[cfg(test)]
mod tests {
    use super::{SchemaError, describe_value};
    use serde_json::json;

    #[test]
    fn display_is_path_colon_reason() {
        let err = SchemaError::new("schema.a.items", "expected an array, found null");
        assert_eq!(
            err.to_string(),
            "schema.a.items: expected an array, found null"
        );
    }

    #[test]
    fn describes_every_kind() {
        let kinds: Vec<_> = [
            json!(null),
            json!(true),
            json!(1),
            json!("s"),
            json!([]),
            json!({}),
        ]
        .iter()
        .map(describe_value)
        .collect();
        assert_eq!(
            kinds,
            [
                "null",
                "a boolean",
                "a number",
                "a string",
                "an array",
                "an object"
            ]
        );
    }
}
