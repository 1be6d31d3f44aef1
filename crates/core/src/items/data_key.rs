//! [`extract_data_key`]: the options inside an endpoint response.

use serde_json::Value;

use super::error::ItemsError;
use crate::schema::describe_value;

/// The options of an endpoint response: the response itself when `data_key` is `None` or
/// empty, otherwise the value at the dot path `data_key` (`"data.items"`; array items by
/// number, `"results.0.options"`). A `null` there gives an empty list.
///
/// Unlike the reference, which silently falls back to no options (and ignores `dataKey`
/// when the response is an array), a path the response does not have is an error, so a
/// wrong `dataKey` shows up at once.
///
/// # Errors
/// - [`ItemsError::DataKeyNotFound`]: `dataKey "data.items" not found in the response`;
/// - [`ItemsError::DataKeyWrongShape`]: the path runs through a scalar, or ends at a value
///   that is neither an array nor an object;
/// - [`ItemsError::WrongShape`]: the response nests arrays and objects deeper than
///   [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built in Rust).
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::extract_data_key;
/// let response = json!({"data": {"items": ["a", "b"]}});
/// assert_eq!(extract_data_key(&response, Some("data.items")).unwrap(), json!(["a", "b"]));
/// assert_eq!(
///     extract_data_key(&response, Some("data.list")).unwrap_err().to_string(),
///     r#"dataKey "data.list" not found in the response"#
/// );
/// ```
pub fn extract_data_key(response: &Value, data_key: Option<&str>) -> Result<Value, ItemsError> {
    // The part returned is copied: a response nested deeper than JSON text may be (built
    // in Rust) is refused first.
    super::normalize::check_depth(response)?;
    let Some(key) = data_key.filter(|k| !k.is_empty()) else {
        return Ok(response.clone());
    };
    let mut current = response;
    let mut walked = String::new();
    for segment in key.split('.') {
        let next = match current {
            Value::Object(map) => map.get(segment),
            Value::Array(items) => segment.parse::<usize>().ok().and_then(|i| items.get(i)),
            scalar => {
                return Err(ItemsError::DataKeyWrongShape {
                    data_key: key.to_owned(),
                    at: if walked.is_empty() {
                        "(response)".to_owned()
                    } else {
                        walked
                    },
                    found: describe_value(scalar),
                    expected: "an object",
                });
            }
        };
        let Some(next) = next else {
            return Err(ItemsError::DataKeyNotFound {
                data_key: key.to_owned(),
            });
        };
        if !walked.is_empty() {
            walked.push('.');
        }
        walked.push_str(segment);
        current = next;
    }
    match current {
        Value::Null => Ok(Value::Array(Vec::new())),
        Value::Array(_) | Value::Object(_) => Ok(current.clone()),
        scalar => Err(ItemsError::DataKeyWrongShape {
            data_key: key.to_owned(),
            at: walked,
            found: describe_value(scalar),
            expected: "an array or object of options",
        }),
    }
}
