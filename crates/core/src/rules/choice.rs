//! Choice rules: `in`, `not_in`, `in_array`, `distinct`.

use serde_json::Value;

use super::context::ValidationContext;
use super::filled::loose_eq;
use super::filled::scalar_text;
use super::params::{RuleParams, normalize_param};

/// Normalises a scalar value as the reference's `in` does: `normalize(String(v).trim())`.
fn normalized(value: &Value) -> Option<Value> {
    scalar_text(value).map(|t| normalize_param(t.trim()))
}

fn same_normalized(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}

fn listed(value: &Value, params: &RuleParams) -> bool {
    normalized(value).is_some_and(|v| params.positional.iter().any(|p| same_normalized(&v, p)))
}

/// `in:a,b,c`: the value, trimmed and normalised (`"1"` → 1), is one of the normalised
/// parameters. A list value passes when every item does (the reference compares the
/// list's text, so a multi-select could never pass). `null` fails.
pub fn in_list(value: &Value, params: &RuleParams) -> bool {
    match value {
        Value::Array(items) => items.iter().all(|i| listed(i, params)),
        other => listed(other, params),
    }
}

/// `not_in:a,b`: the value is none of the parameters. Unlike the reference, the value is
/// normalised exactly like `in` does (the reference compares the raw value, so `not_in:1`
/// let the text `"1"` through). A list passes when no item is listed.
pub fn not_in(value: &Value, params: &RuleParams) -> bool {
    match value {
        Value::Array(items) => !items.iter().any(|i| listed(i, params)),
        other => !listed(other, params),
    }
}

/// The list path of an `in_array:other.*` parameter (without the `.*`).
pub fn in_array_path(params: &RuleParams) -> Option<String> {
    params
        .text(0)
        .and_then(|p| p.strip_suffix(".*").map(str::to_string))
}

/// `in_array:other.*`: the value is an item of the other element's list (loose equality).
pub fn in_array(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    let Some(path) = in_array_path(params) else {
        return false;
    };
    match ctx.value(&path) {
        Some(Value::Array(items)) => items.iter().any(|i| loose_eq(i, value)),
        _ => false,
    }
}

/// Splits an element path at its last numeric segment: `list.2.email` →
/// (`list`, 2, `email`).
fn split_list_path(path: &str) -> Option<(String, usize, Vec<String>)> {
    let parts: Vec<&str> = path.split('.').collect();
    let idx = parts
        .iter()
        .rposition(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))?;
    let index = parts.get(idx)?.parse().ok()?;
    let list = parts.get(..idx)?.join(".");
    let rest = parts
        .get(idx + 1..)?
        .iter()
        .map(|s| s.to_string())
        .collect();
    Some((list, index, rest))
}

fn descend<'a>(mut v: &'a Value, rest: &[String]) -> Option<&'a Value> {
    for key in rest {
        v = match v {
            Value::Object(m) => m.get(key)?,
            Value::Array(a) => a.get(key.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(v)
}

/// `distinct`: the value is not repeated among the element's siblings in its list (the
/// `list.*.field` elements next to `list.N.field`). Needs
/// [`ValidationContext::element_path`]; outside a list it passes. A list value (a
/// multiselect, tags, a checkbox group) also fails when one of its own items is repeated
/// (loose equality: `1` and `"1"` are the same item).
pub fn distinct(value: &Value, ctx: &dyn ValidationContext) -> bool {
    if let Value::Array(items) = value {
        let repeated = items
            .iter()
            .enumerate()
            .any(|(i, a)| items.iter().skip(i + 1).any(|b| loose_eq(a, b)));
        if repeated {
            return false;
        }
    }
    let Some((list, index, rest)) = ctx.element_path().as_deref().and_then(split_list_path) else {
        return true;
    };
    let Some(Value::Array(items)) = ctx.value(&list) else {
        return true;
    };
    !items
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != index)
        .filter_map(|(_, item)| descend(item, &rest))
        .any(|other| loose_eq(other, value))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct NoList;
    impl ValidationContext for NoList {
        fn value(&self, _: &str) -> Option<Value> {
            None
        }
        fn generic_name(&self, _: &str) -> Option<String> {
            None
        }
        fn today(&self) -> (i32, u32, u32) {
            (2024, 1, 1)
        }
        fn file_info(&self, _: &Value) -> Option<super::super::context::FileInfo> {
            None
        }
        fn condition_holds(&self, _: &Value) -> bool {
            false
        }
    }

    #[test]
    fn distinct_fails_on_a_repeated_item_of_a_list_value() {
        use serde_json::json;
        assert!(!distinct(&json!(["a", "b", "a"]), &NoList));
        assert!(!distinct(&json!([1, "1"]), &NoList), "loose equality");
        assert!(distinct(&json!(["a", "b"]), &NoList));
        assert!(
            distinct(&json!("a"), &NoList),
            "outside a list a scalar passes"
        );
    }

    #[test]
    fn splits_list_paths() {
        assert_eq!(
            split_list_path("list.2.email"),
            Some(("list".into(), 2, vec!["email".into()]))
        );
        assert_eq!(split_list_path("tags.0"), Some(("tags".into(), 0, vec![])));
        assert_eq!(split_list_path("name"), None);
    }
}
