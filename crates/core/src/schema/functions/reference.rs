//! The JSON of a function reference, `{"fn": "<name>"}`: reading it where an option may or
//! must be one, and writing it.

use serde_json::{Map, Value, json};

use crate::schema::error::{SchemaError, child, describe_value, mismatch};

/// The key of a function reference: `{"fn": "<name>"}`.
pub const FN_KEY: &str = "fn";

/// The name in a function reference `{"fn": "<name>"}` (an object with that single key and a
/// string value); `None` for any other value.
///
/// ```
/// use serde_json::json;
/// use yewform_core::schema::function_name;
/// assert_eq!(function_name(&json!({"fn": "countries"})), Some("countries"));
/// assert_eq!(function_name(&json!("/api/countries")), None);
/// assert_eq!(function_name(&json!({"fn": "a", "b": 1})), None);
/// ```
#[must_use]
pub fn function_name(value: &Value) -> Option<&str> {
    match value {
        Value::Object(map) if map.len() == 1 => map.get(FN_KEY).and_then(Value::as_str),
        _ => None,
    }
}

/// Whether `value` is a function reference (`{"fn": name}`) or an array holding one at any
/// depth (a `conditions` option).
pub(crate) fn names_function(value: &Value) -> bool {
    function_name(value).is_some()
        || value
            .as_array()
            .is_some_and(|items| items.iter().any(names_function))
}

/// A function reference `{"fn": name}` as JSON.
#[must_use]
pub fn function_ref(name: &str) -> Value {
    json!({ FN_KEY: name })
}

/// Reads an option that must be a function reference.
pub(crate) fn read_function(path: &str, value: &Value) -> Result<String, SchemaError> {
    match function_name(value) {
        Some(name) if !name.is_empty() => Ok(name.to_string()),
        Some(_) => Err(SchemaError::new(
            child(path, FN_KEY),
            "expected the name of a function registered in Rust, found an empty string",
        )),
        None => Err(mismatch(
            path,
            "{\"fn\": \"<name>\"} naming a function registered in Rust",
            value,
        )),
    }
}

/// Whether `value` is an object with a `"fn"` key (a function reference, maybe a bad one).
pub(crate) fn looks_like_ref(value: &Value) -> bool {
    matches!(value, Value::Object(map) if map.contains_key(FN_KEY))
}

/// Checks a reference where one may stand (a `conditions` or `rules` entry, a slot): `Ok(true)`
/// for a good one, `Ok(false)` for a value that is not a reference.
pub(crate) fn check_ref(path: &str, value: &Value) -> Result<bool, SchemaError> {
    if looks_like_ref(value) {
        read_function(path, value).map(|_| true)
    } else {
        Ok(false)
    }
}

/// `slots`: slot name → HTML string or a function reference.
pub(crate) fn read_slots(path: &str, value: &Value) -> Result<Value, SchemaError> {
    let Value::Object(map) = value else {
        return Err(mismatch(path, "an object", value));
    };
    for (key, entry) in map {
        let at = child(path, key);
        if !check_ref(&at, entry)? && !entry.is_string() {
            return Err(SchemaError::new(
                at,
                format!(
                    "expected a string or {{\"fn\": \"<name>\"}}, found {}",
                    describe_value(entry)
                ),
            ));
        }
    }
    Ok(value.clone())
}

/// A `rules` value with each rule entry written `{"fn": "<name>"}` (an item of the rules
/// array, or of a language's array) replaced by `with(name)`. References inside a
/// conditional rule's conditions name condition functions and stay.
pub(crate) fn replace_rule_refs(value: &Value, with: &dyn Fn(&str) -> Value) -> Value {
    // Loops, not iterator collects (less wasm, docs/size.md).
    let replace_items = |items: &Vec<Value>| {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            out.push(match function_name(item) {
                Some(name) => with(name),
                None => item.clone(),
            });
        }
        Value::Array(out)
    };
    match value {
        Value::Array(items) => replace_items(items),
        Value::Object(languages) => {
            let mut out = Map::new();
            for (language, rules) in languages {
                out.insert(
                    language.clone(),
                    match rules {
                        Value::Array(items) => replace_items(items),
                        other => other.clone(),
                    },
                );
            }
            Value::Object(out)
        }
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::schema::FormSchema;

    #[test]
    fn bad_references_are_schema_errors_at_their_path() {
        let err = |v: Value| FormSchema::from_value(&v).unwrap_err().to_string();
        assert_eq!(
            err(json!({"a": {"type": "select", "formatData": "trim"}})),
            r#"schema.a.formatData: expected {"fn": "<name>"} naming a function registered in Rust, found a string"#
        );
        assert_eq!(
            err(json!({"a": {"type": "select", "conditions": [{"fn": ""}]}})),
            "schema.a.conditions[0].fn: expected the name of a function registered in Rust, found an empty string"
        );
        assert_eq!(
            err(json!({"a": {"type": "select", "slots": {"option": 3}}})),
            r#"schema.a.slots.option: expected a string or {"fn": "<name>"}, found a number"#
        );
        assert_eq!(
            err(json!({"a": {"type": "select", "rules": ["required", {"fn": 2}]}})),
            r#"schema.a.rules[1]: expected {"fn": "<name>"} naming a function registered in Rust, found an object"#
        );
    }
}
