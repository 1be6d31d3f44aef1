//! [`is_empty_value`]: the element's `empty` check for one value.

use crate::Value;

/// True for the values the spec calls "no value filled in": `null`, `""`, `[]` and `{}`.
///
/// (The reference checks `undefined`, `null`, `''` and deep equality with the null value;
/// yewform also treats an empty array or object as empty, which is what users expect of a
/// select whose value is a list or an option object.) `0` and `false` are filled.
pub fn is_empty_value(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::Bool(_) | Value::Number(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn empty_values() {
        for v in [json!(null), json!(""), json!([]), json!({})] {
            assert!(is_empty_value(&v), "{v}");
        }
        for v in [
            json!(0),
            json!(false),
            json!(" "),
            json!([null]),
            json!({"a": null}),
        ] {
            assert!(!is_empty_value(&v), "{v}");
        }
    }
}
