//! The order in which JavaScript enumerates an object's keys.

use serde_json::{Map, Value};

/// Whether `key` is an "array index" key in JavaScript's sense: `0`, or a digit string
/// without a leading zero whose value is below 2³² − 1.
#[must_use]
pub fn is_array_index_key(key: &str) -> bool {
    if key == "0" {
        return true;
    }
    if key.is_empty() || key.starts_with('0') || !key.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    key.parse::<u64>().is_ok_and(|n| n < u64::from(u32::MAX))
}

/// The entries of `map` in JavaScript's key order: array-index keys ascending by value
/// first, then every other key in insertion order.
///
/// The reference builds a plain-object `items` list with `Object.keys`, so
/// `{"b": "B", "2": "Two", "a": "A", "1": "One"}` lists `1, 2, b, a`. yewform keeps that
/// order so a schema shows the same list in both.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::js_key_order;
/// let map = json!({"b": "B", "2": "Two", "a": "A", "10": "Ten", "1": "One"});
/// let keys: Vec<&str> = js_key_order(map.as_object().unwrap())
///     .into_iter()
///     .map(|(k, _)| k.as_str())
///     .collect();
/// assert_eq!(keys, ["1", "2", "10", "b", "a"]);
/// ```
#[must_use]
pub fn js_key_order(map: &Map<String, Value>) -> Vec<(&String, &Value)> {
    let mut indexed: Vec<(u64, (&String, &Value))> = Vec::new();
    let mut named: Vec<(&String, &Value)> = Vec::new();
    for (key, value) in map {
        if is_array_index_key(key) {
            indexed.push((key.parse::<u64>().unwrap_or(0), (key, value)));
        } else {
            named.push((key, value));
        }
    }
    // Keys are unique, so an unstable sort is enough; the shared heapsort keeps std's stable
    // driftsort out of the bundle (docs/size.md).
    crate::conditions::heapsort_by_key(&mut indexed, |(n, _)| *n);
    // A loop, not a chain collected (docs/size.md: adapters cost wasm).
    let mut out = Vec::with_capacity(indexed.len() + named.len());
    for (_, entry) in indexed {
        out.push(entry);
    }
    out.append(&mut named);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_index_keys() {
        assert!(is_array_index_key("0"));
        assert!(is_array_index_key("42"));
        assert!(is_array_index_key("4294967294"));
        assert!(!is_array_index_key("4294967295"));
        assert!(!is_array_index_key("01"));
        assert!(!is_array_index_key("-1"));
        assert!(!is_array_index_key("1.5"));
        assert!(!is_array_index_key(""));
        assert!(!is_array_index_key("a1"));
    }
}
