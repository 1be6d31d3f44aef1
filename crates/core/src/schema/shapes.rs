//! Shape checks of `rules`, `conditions` and `disabled`, which the schema keeps as raw JSON
//! for the rules and conditions modules to interpret.

use serde_json::Value;

use super::error::{SchemaError, child, describe_value, index};
use super::read::{Kind, shape};

use super::registries::Registries;
use crate::conditions::{ConditionError, DisabledSpec, parse_conditions_with};
use crate::rules::{LocatedRuleError, RuleError, parse_rules_located};

/// Maps a condition error (`conditions[1][1]: unknown operator "~"`) to a schema error at
/// `<element>.conditions[1][1]`; `path` is the option's path (`schema.a.conditions`).
fn condition_error(path: &str, err: &ConditionError) -> SchemaError {
    let text = err.to_string();
    let base = path.rsplit_once('.').map_or(path, |(base, _)| base);
    let option = path.rsplit_once('.').map_or(path, |(_, option)| option);
    match text.split_once(": ") {
        Some((position, reason)) if position.starts_with(option) => {
            SchemaError::new(child(base, position), reason)
        }
        _ => SchemaError::new(path, text),
    }
}

/// Checks `rules`: `null`, a `|`-separated string, an array of rules (strings or
/// conditional-rule objects), or an object of rules per language. Then the rules module parses
/// them, so an unknown rule, a bad parameter or pattern, or a conditional rule's bad condition
/// is a schema error at the bad value: `schema.a.rules` (a `|`-separated string),
/// `schema.a.rules[1]` (an array item), `schema.a.rules.de[0]` (per language),
/// `schema.a.rules[0].required[0][1]` (inside a conditional rule's conditions, read with
/// `registries.conditions` like the element's own `conditions`).
pub(crate) fn check_rules(
    path: &str,
    value: &Value,
    registries: Registries<'_>,
) -> Result<Value, SchemaError> {
    shape(
        path,
        value,
        &[Kind::String, Kind::Array, Kind::Object, Kind::Null],
    )?;
    check_rule_list(path, value)?;
    parse_rules_located(value, registries.rules, registries.conditions)
        .map_err(|e| rule_error(path, e))?;
    Ok(value.clone())
}

/// A rule error at `path` + its position (`schema.a.rules[0].required[1]`).
fn rule_error(path: &str, located: LocatedRuleError) -> SchemaError {
    let reason = match located.error {
        RuleError::InvalidCondition { reason, .. } => reason,
        other => other.to_string(),
    };
    SchemaError::new(format!("{path}{}", located.at), reason)
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
/// expression strings; then the conditions module parses them (operators, expressions).
pub(crate) fn check_conditions(
    path: &str,
    value: &Value,
    registries: Registries<'_>,
) -> Result<Value, SchemaError> {
    check_entries(path, value)?;
    parse_conditions_with(value, registries.conditions).map_err(|e| condition_error(path, &e))?;
    Ok(value.clone())
}

/// A conditions list: an array whose entries are arrays or expression strings.
fn check_entries(path: &str, value: &Value) -> Result<(), SchemaError> {
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
    Ok(())
}

/// Checks `disabled`: a boolean, or an array of conditions that must all pass.
pub(crate) fn check_disabled(
    path: &str,
    value: &Value,
    registries: Registries<'_>,
) -> Result<Value, SchemaError> {
    match value {
        Value::Bool(_) => Ok(value.clone()),
        Value::Array(_) => {
            check_entries(path, value)?;
            DisabledSpec::parse_with(value, registries.conditions)
                .map_err(|e| condition_error(path, &e))?;
            Ok(value.clone())
        }
        _ => Err(SchemaError::new(
            path,
            format!(
                "expected a boolean or an array of conditions, found {}",
                describe_value(value)
            ),
        )),
    }
}
