//! Shape checks of `rules`, `conditions` and `disabled`, which the schema keeps as raw JSON
//! for the rules and conditions modules to interpret.

use serde_json::Value;

use super::error::{SchemaError, child, describe_value, index, mismatch};
use super::read::{Kind, shape};

use super::functions::{
    check_ref, function_name, looks_like_ref, read_function, replace_rule_refs,
};
use super::registries::Registries;
use crate::conditions::{ConditionError, DisabledSpec, parse_conditions_with};
use crate::rules::{LocatedRuleError, RuleError, parse_rules_located};

/// Maps a condition error (`conditions[1][1]: unknown operator "~"`) to a schema error at
/// `<element>.conditions[1][1]`; `path` is the option's path (`schema.a.conditions`).
pub(crate) fn condition_error(path: &str, err: &ConditionError) -> SchemaError {
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
    // `{"fn": "<name>"}` rule entries name a rule registered in Rust, resolved when the form
    // is built; the rest is checked here with a neutral rule in their place. (Those in a
    // conditional rule's conditions name condition functions: the rules parser reads them.)
    let checked = replace_rule_refs(value, &|_| Value::from("nullable"));
    parse_rules_located(&checked, registries.rules, registries.conditions)
        .map_err(|e| rule_error(path, e))?;
    Ok(value.clone())
}

/// A rule error at `path` + its position (`schema.a.rules[0].required[1]`).
fn rule_error(path: &str, located: LocatedRuleError) -> SchemaError {
    let reason = match located.error {
        RuleError::InvalidCondition { reason, .. } => reason,
        other => other.to_string(),
    };
    let mut at = path.to_owned();
    at.push_str(&located.at);
    SchemaError::new(at, reason)
}

fn check_rule_list(path: &str, value: &Value) -> Result<(), SchemaError> {
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let at = index(path, i);
                shape(&at, item, &[Kind::String, Kind::Object])?;
                if check_ref(&at, item)? {
                    continue;
                }
                // A conditional rule: its conditions may name condition functions.
                if let Value::Object(conditional) = item {
                    for (rule, conditions) in conditional {
                        if let Value::Array(entries) = conditions {
                            for (j, entry) in entries.iter().enumerate() {
                                check_ref(&index(&child(&at, rule), j), entry)?;
                            }
                        }
                    }
                }
            }
            Ok(())
        }
        Value::Object(map) => {
            for (key, entry) in map {
                // A language's rule string or list.
                shape(
                    &child(path, key),
                    entry,
                    &[Kind::String, Kind::Array, Kind::Null],
                )?;
                check_rule_list(&child(path, key), entry)?;
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
    // `{"fn": "<name>"}` entries name a condition function, resolved when the form is built.
    let checked = without_refs(value);
    parse_conditions_with(&checked, registries.conditions)
        .map_err(|e| condition_error(path, &e))?;
    Ok(value.clone())
}

/// A conditions list: an array whose entries are arrays or expression strings.
pub(crate) fn check_entries(path: &str, value: &Value) -> Result<(), SchemaError> {
    let Value::Array(items) = value else {
        return Err(mismatch(path, "an array of conditions", value));
    };
    for (i, item) in items.iter().enumerate() {
        if check_ref(&index(path, i), item)? {
            continue;
        }
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

/// The boolean of a ref-like `{"value": bool}` (the reference's computed/ref value of
/// `disabled` and `readonly`), checked at `<path>.value`; `None` for any other value.
pub(crate) fn value_object(path: &str, value: &Value) -> Option<Result<Value, SchemaError>> {
    match value {
        Value::Object(map) if map.len() == 1 => map
            .get("value")
            .map(|inner| shape(&child(path, "value"), inner, &[Kind::Bool])),
        _ => None,
    }
}

/// Whether `disabled` given to an element without a disabled state (a hidden, an object, a
/// group, a list) says "not disabled": `false` (what a generic writer may give) or
/// `{"value": false}`.
#[cfg_attr(
    not(any(feature = "text-family", feature = "object", feature = "group")),
    allow(dead_code) // its readers need a feature
)]
pub(crate) fn is_not_disabled(value: &Value) -> bool {
    match value {
        Value::Bool(false) => true,
        Value::Object(map) => map.len() == 1 && map.get("value") == Some(&Value::Bool(false)),
        _ => false,
    }
}

/// Checks `disabled`: a boolean, `{"value": bool}` (kept as the boolean), an array of
/// conditions that must all pass or a function reference `{"fn": "<name>"}`.
pub(crate) fn check_disabled(
    path: &str,
    value: &Value,
    registries: Registries<'_>,
) -> Result<Value, SchemaError> {
    if let Some(boolean) = value_object(path, value) {
        return boolean;
    }
    match value {
        Value::Bool(_) => Ok(value.clone()),
        #[cfg(not(feature = "conditions"))]
        _ if looks_like_ref(value) => Err(condition_error(
            path,
            &ConditionError::NeedsFeature {
                position: "disabled".to_owned(),
            },
        )),
        _ if looks_like_ref(value) => read_function(path, value).map(|_| value.clone()),
        Value::Array(_) => {
            check_entries(path, value)?;
            DisabledSpec::parse_with(&without_refs(value), registries.conditions)
                .map_err(|e| condition_error(path, &e))?;
            Ok(value.clone())
        }
        _ => Err(mismatch(
            path,
            "a boolean, {\"value\": <boolean>}, an array of conditions or {\"fn\": \"<name>\"}",
            value,
        )),
    }
}

/// A conditions list with each top-level `{"fn": "<name>"}` entry (a good one: an object with
/// only a non-empty `"fn"` string; a bad one stays, for the parser to reject) replaced by a placeholder
/// condition array that parses without the `expressions` feature (`["fn", "not_empty"]`), so
/// positions in errors stay those of the schema. The placeholder is never evaluated: the
/// form puts the named function in its place (`form::from_schema::parse_entry`; for a
/// conditional rule's conditions `form::from_schema::resolve_conditions`), after checking
/// that the function exists.
pub(crate) fn without_refs(value: &Value) -> Value {
    match value {
        Value::Array(items) => {
            // A loop, not an iterator collect (less wasm, docs/size.md).
            let mut out = Vec::with_capacity(items.len());
            for item in items {
                out.push(if function_name(item).is_some_and(|n| !n.is_empty()) {
                    Value::Array(vec![Value::from("fn"), Value::from("not_empty")])
                } else {
                    item.clone()
                });
            }
            Value::Array(out)
        }
        other => other.clone(),
    }
}
