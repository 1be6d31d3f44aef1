//! [`json_equal`]: the deep equality that decides whether a value changed.

use serde_json::Number;

use crate::Value;

/// Deep JSON equality, the reference's `dataEquals`.
///
/// Differences from `Value`'s `PartialEq`, on purpose:
/// - numbers are compared by their numeric value, so `1`, `1.0` and `1u64` are equal (JSON
///   does not distinguish them, and a value typed as `1.0` must not count as a change
///   from `1`);
/// - objects compare equal regardless of key order.
///
/// ```
/// use yewform_core::element::json_equal;
/// use serde_json::json;
///
/// assert!(json_equal(&json!(1), &json!(1.0)));
/// assert!(json_equal(&json!({"a": 1, "b": [2]}), &json!({"b": [2.0], "a": 1})));
/// assert!(!json_equal(&json!("1"), &json!(1)));
/// ```
pub fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Number(x), Value::Number(y)) => numbers_equal(x, y),
        (Value::String(x), Value::String(y)) => x == y,
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| json_equal(p, q))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => false,
    }
}

/// A JSON number as an exact integer where possible.
enum Num {
    Int(i128),
    Float(f64),
}

fn to_num(n: &Number) -> Num {
    if let Some(i) = n.as_i64() {
        Num::Int(i128::from(i))
    } else if let Some(u) = n.as_u64() {
        Num::Int(i128::from(u))
    } else {
        Num::Float(n.as_f64().unwrap_or(f64::NAN))
    }
}

fn numbers_equal(a: &Number, b: &Number) -> bool {
    match (to_num(a), to_num(b)) {
        (Num::Int(x), Num::Int(y)) => x == y,
        (Num::Float(x), Num::Float(y)) => x == y,
        (Num::Int(i), Num::Float(f)) | (Num::Float(f), Num::Int(i)) => int_equals_float(i, f),
    }
}

/// Exact comparison of an integer with a float: the float must be integral and in range.
fn int_equals_float(i: i128, f: f64) -> bool {
    // 2^64 bounds every integer a JSON number holds (i64 or u64).
    const LIMIT: f64 = 18_446_744_073_709_551_616.0;
    if !f.is_finite() || f.fract() != 0.0 || f.abs() > LIMIT {
        return false;
    }
    // In range and integral, so the cast is exact.
    #[allow(clippy::cast_possible_truncation)]
    let as_int = f as i128;
    as_int == i
}

/// The reference's loose comparison of a checkbox, toggle or radio with its value (Vue's
/// `looseEqual`): [`json_equal`], or two scalars with the same text as JavaScript's
/// `String()` writes them (`"1"` and `1`, `"true"` and `true`).
///
/// ```
/// use yewform_core::element::loosely_equal;
/// use serde_json::json;
///
/// assert!(loosely_equal(&json!("1"), &json!(1)));
/// assert!(loosely_equal(&json!(1.0), &json!("1")));
/// assert!(!loosely_equal(&json!("1.0"), &json!(1)));
/// assert!(!loosely_equal(&json!(null), &json!("null")));
/// ```
#[must_use]
pub fn loosely_equal(a: &Value, b: &Value) -> bool {
    json_equal(a, b)
        || crate::items::scalar_text(a)
            .is_some_and(|a| crate::items::scalar_text(b).is_some_and(|b| a == b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn numerically_equal_numbers_are_equal() {
        assert!(json_equal(&json!(1), &json!(1.0)));
        assert!(json_equal(&json!(-3), &json!(-3.0)));
        assert!(json_equal(&json!(u64::MAX), &json!(u64::MAX)));
        assert!(!json_equal(&json!(1), &json!(1.5)));
        assert!(!json_equal(
            &json!(9_007_199_254_740_993_i64),
            &json!(9_007_199_254_740_992.0)
        ));
        assert!(!json_equal(&json!(-1), &json!(u64::MAX)));
    }

    #[test]
    fn types_never_coerce() {
        assert!(!json_equal(&json!("1"), &json!(1)));
        assert!(!json_equal(&json!(null), &json!("")));
        assert!(!json_equal(&json!(false), &json!(0)));
        assert!(!json_equal(&json!([]), &json!({})));
    }

    #[test]
    fn containers_compare_deeply() {
        assert!(json_equal(
            &json!({"a": [1, {"b": 2}]}),
            &json!({"a": [1.0, {"b": 2}]})
        ));
        assert!(!json_equal(&json!({"a": 1}), &json!({"a": 1, "b": null})));
        assert!(!json_equal(&json!([1, 2]), &json!([2, 1])));
        assert!(json_equal(
            &json!({"x": 1, "y": 2}),
            &json!({"y": 2, "x": 1})
        ));
    }
}
