//! Shape checks of `rules`, `conditions` and `disabled`, which the schema keeps as raw JSON
//! for the rules and conditions modules to interpret.

use serde_json::Value;

use super::error::{SchemaError, child, describe_value, index};
use super::read::{Kind, shape};

// integration point: `crate::rules::parse_rules` and `crate::conditions::parse_conditions`
// are called here once they exist (see `check_rules` and `check_conditions`).

/// Checks `rules`: `null`, a `|`-separated string, an array of rules, or an object (keyed by
/// language for the editor, or `{"<rule>": conditions}`).
pub(crate) fn check_rules(path: &str, value: &Value) -> Result<Value, SchemaError> {
    shape(
        path,
        value,
        &[Kind::String, Kind::Array, Kind::Object, Kind::Null],
    )?;
    check_rule_list(path, value)?;
    Ok(value.clone())
}

fn check_rule_list(path: &str, value: &Value) -> Result<(), SchemaError> {
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                shape(&index(path, i), item, &[Kind::String, Kind::Object])?;
            }
            Ok(())
        }
        Value::Object(map) => {
            for (key, entry) in map {
                // A per-language rule string or list, or the conditions of a conditional rule.
                shape(
                    &child(path, key),
                    entry,
                    &[Kind::String, Kind::Array, Kind::Null],
                )?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Checks `conditions`: an array whose entries are arrays (pairs, triples, OR groups) or
/// expression strings.
pub(crate) fn check_conditions(path: &str, value: &Value) -> Result<Value, SchemaError> {
    let Value::Array(items) = value else {
        return Err(SchemaError::new(
            path,
            format!(
                "expected an array of conditions, found {}",
                describe_value(value)
            ),
        ));
    };
    for (i, item) in items.iter().enumerate() {
        if !matches!(item, Value::Array(_) | Value::String(_)) {
            return Err(SchemaError::new(
                index(path, i),
                format!(
                    "expected a condition (an array such as [\"path\", \"value\"] or an expression string), found {}",
                    describe_value(item)
                ),
            ));
        }
    }
    Ok(value.clone())
}

/// Checks `disabled`: a boolean, or an array of conditions that must all pass.
pub(crate) fn check_disabled(path: &str, value: &Value) -> Result<Value, SchemaError> {
    match value {
        Value::Bool(_) => Ok(value.clone()),
        Value::Array(_) => check_conditions(path, value),
        _ => Err(SchemaError::new(
            path,
            format!(
                "expected a boolean or an array of conditions, found {}",
                describe_value(value)
            ),
        )),
    }
}
