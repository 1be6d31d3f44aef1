//! Reading `conditions` from schema JSON.

use serde_json::Value;

#[cfg(feature = "conditions")]
use super::condition::Condition;
use super::condition::Conditions;
use super::error::{ConditionError, json_type};
#[cfg(feature = "conditions")]
use super::operator::Operator;
use super::registry::ConditionRegistry;
#[cfg(feature = "conditions")]
use crate::expression::Expression;

/// The deepest nesting of AND/OR groups accepted.
pub const MAX_GROUP_DEPTH: usize = 32;

/// Reads an element's `conditions` with the built-in operators and functions.
///
/// Accepted shapes: `null` or `[]` (no conditions); a single expression string; or a list
/// of entries that must all hold. An entry is
/// - `[path, value]`: `==` (membership when `value` is a list); when `value` is the string
///   `empty`, `not_empty` or `today` (any case) it is that operator instead;
/// - `[path, operator, value]`;
/// - a string: an expression, true when its result is truthy (needs the `expressions`
///   feature: without it a [`ConditionError::Expression`] naming the feature);
/// - `[expression]` (a one-item list of a string that is not a path: anything but letters,
///   digits, `_ - $ . *`, e.g. `["a > 5"]`): that expression, as the reference's form;
/// - a list of lists: an OR group; inside it, a list of lists is an AND group, and so on,
///   alternating at each level; its members are entries, so a member may be an expression
///   string (`[["a < 1"], "a > 8"]`: `a < 1` OR `a > 8`).
///
/// A longer list that starts with an expression (`["a > 1", "a < 5"]` as an entry, which the
/// reference reads as a `[path, value]` pair never met) is refused
/// ([`ConditionError::ExpressionList`]): AND is the expressions as entries of the list
/// (`["a > 1", "a < 5"]` as the whole `conditions`), OR a group of one-item lists
/// (`[[["a > 1"], ["a < 5"]]]`).
///
/// Errors name the position, e.g. `conditions[1][1]: unknown operator "=>"`. A value nesting
/// arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built
/// in Rust: JSON text cannot hold one) is a [`ConditionError::NestedTooDeep`].
pub fn parse_conditions(spec: &Value) -> Result<Conditions, ConditionError> {
    parse_conditions_with(spec, &ConditionRegistry::default())
}

/// As [`parse_conditions`], with app-registered operators and expression functions.
pub fn parse_conditions_with(
    spec: &Value,
    registry: &ConditionRegistry,
) -> Result<Conditions, ConditionError> {
    parse_at(spec, registry, "conditions")
}

/// Refuses a value nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) (a value built in Rust), before anything
/// reads or keeps a part of it.
fn check_depth(spec: &Value, root: &str) -> Result<(), ConditionError> {
    if crate::json_text::nests_too_deep(spec, 0) {
        return Err(ConditionError::NestedTooDeep {
            position: root.to_owned(),
        });
    }
    Ok(())
}

/// As [`parse_conditions_with`], naming positions from `root` (e.g. `disabled`).
#[cfg(not(feature = "conditions"))]
pub(crate) fn parse_at(
    spec: &Value,
    _registry: &ConditionRegistry,
    root: &str,
) -> Result<Conditions, ConditionError> {
    check_depth(spec, root)?;
    match spec {
        Value::Null => Ok(Conditions::new()),
        Value::Array(items) if items.is_empty() => Ok(Conditions::new()),
        Value::String(_) | Value::Array(_) => Err(ConditionError::NeedsFeature {
            position: root.to_owned(),
        }),
        other => Err(ConditionError::NotAList {
            position: root.to_owned(),
            found: json_type(other),
        }),
    }
}

/// As [`parse_conditions_with`], naming positions from `root` (e.g. `disabled`).
#[cfg(feature = "conditions")]
pub(crate) fn parse_at(
    spec: &Value,
    registry: &ConditionRegistry,
    root: &str,
) -> Result<Conditions, ConditionError> {
    check_depth(spec, root)?;
    match spec {
        Value::Null => Ok(Conditions::new()),
        Value::String(s) => Ok(Conditions::from_entries(vec![expression(
            s, registry, root,
        )?])),
        Value::Array(items) => {
            let entries = items
                .iter()
                .enumerate()
                .map(|(i, item)| entry(item, registry, &format!("{root}[{i}]"), false, 0))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Conditions::from_entries(entries))
        }
        other => Err(ConditionError::NotAList {
            position: root.to_owned(),
            found: json_type(other),
        }),
    }
}

#[cfg(feature = "conditions")]
fn expression(
    source: &str,
    registry: &ConditionRegistry,
    position: &str,
) -> Result<Condition, ConditionError> {
    Expression::parse_with(source, registry.expressions())
        .map(Condition::Expression)
        .map_err(|error| ConditionError::Expression {
            position: position.to_owned(),
            error,
        })
}

/// One entry. `in_or` says whether the enclosing list is an OR group, so a nested list of
/// lists becomes the opposite kind.
#[cfg(feature = "conditions")]
fn entry(
    item: &Value,
    registry: &ConditionRegistry,
    position: &str,
    in_or: bool,
    depth: usize,
) -> Result<Condition, ConditionError> {
    if depth > MAX_GROUP_DEPTH {
        return Err(ConditionError::TooDeep {
            position: position.to_owned(),
        });
    }
    match item {
        Value::String(s) => expression(s, registry, position),
        Value::Array(items) => match items.first() {
            None => Err(ConditionError::EmptyGroup {
                position: position.to_owned(),
            }),
            Some(Value::Array(_)) => group(items, registry, position, in_or, depth),
            // `["age > 18"]`: the expression, as the reference's one-item form.
            Some(Value::String(first)) if !looks_like_path(first) && items.len() == 1 => {
                group(items, registry, position, in_or, depth)
            }
            // `["a > 1", "b < 5"]`: the reference reads a `[path, value]` pair that is never
            // met, a reader may expect AND, the alternation would make it an OR group:
            // refused, saying how to write each.
            Some(Value::String(first)) if !looks_like_path(first) => {
                Err(ConditionError::ExpressionList {
                    position: position.to_owned(),
                    in_or,
                    example: one_item_lists(items),
                })
            }
            Some(_) => single(items, registry, position),
        },
        other => Err(ConditionError::InvalidEntry {
            position: position.to_owned(),
            found: json_type(other),
        }),
    }
}

/// `items` with each string wrapped in a list of its own (`[["a > 1"], ["b < 5"]]`), the
/// first two only (`, …` after them), for [`ConditionError::ExpressionList`].
#[cfg(feature = "conditions")]
fn one_item_lists(items: &[Value]) -> String {
    let mut out = String::from("[");
    for (i, item) in items.iter().take(2).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let wrapped = match item {
            Value::String(_) => Value::Array(vec![item.clone()]),
            other => other.clone(),
        };
        out.push_str(&crate::json_text::JsonExcerpt(&wrapped).to_string());
    }
    if items.len() > 2 {
        out.push_str(", …");
    }
    out.push(']');
    out
}

/// Whether a list's first string is a path (so the list is a condition) rather than an
/// expression (a one-item list of it is that expression): paths hold only letters, digits,
/// `_`, `-`, `$`, `.` and `*`.
#[cfg(feature = "conditions")]
pub(crate) fn looks_like_path(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '$' | '.' | '*'))
}

#[cfg(feature = "conditions")]
fn group(
    items: &[Value],
    registry: &ConditionRegistry,
    position: &str,
    in_or: bool,
    depth: usize,
) -> Result<Condition, ConditionError> {
    let members = items
        .iter()
        .enumerate()
        .map(|(i, m)| entry(m, registry, &format!("{position}[{i}]"), !in_or, depth + 1))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(if in_or {
        Condition::All(members)
    } else {
        Condition::Any(members)
    })
}

#[cfg(feature = "conditions")]
fn single(
    items: &[Value],
    registry: &ConditionRegistry,
    position: &str,
) -> Result<Condition, ConditionError> {
    let path = match items.first() {
        Some(Value::String(p)) if !p.is_empty() => p.clone(),
        _ => {
            return Err(ConditionError::InvalidPath {
                position: format!("{position}[0]"),
            });
        }
    };
    match items {
        [_, second] => {
            let unary = match second {
                Value::String(s) => Operator::builtin(s).filter(Operator::is_unary),
                _ => None,
            };
            Ok(match unary {
                Some(op) => Condition::Compare {
                    path,
                    op,
                    expected: Value::Null,
                },
                None => Condition::Compare {
                    path,
                    op: Operator::Eq,
                    expected: second.clone(),
                },
            })
        }
        [_, op, expected] => {
            let op_position = format!("{position}[1]");
            let op = match op {
                Value::String(name) => {
                    registry
                        .operator(name)
                        .ok_or_else(|| ConditionError::UnknownOperator {
                            position: op_position,
                            operator: name.clone(),
                        })?
                }
                other => {
                    return Err(ConditionError::UnknownOperator {
                        position: op_position,
                        operator: crate::json_text::JsonExcerpt(other).to_string(),
                    });
                }
            };
            if matches!(op, Operator::Between)
                && !matches!(expected, Value::Array(pair) if pair.len() == 2)
            {
                return Err(ConditionError::BetweenNeedsPair {
                    position: format!("{position}[2]"),
                });
            }
            Ok(Condition::Compare {
                path,
                op,
                expected: expected.clone(),
            })
        }
        _ => Err(ConditionError::WrongLength {
            position: position.to_owned(),
            found: items.len(),
        }),
    }
}
