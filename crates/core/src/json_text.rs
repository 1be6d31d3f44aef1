//! A value's JSON text, as `serde_json::Value`'s `Display` writes it (compact), without
//! linking serde_json's serializer and pretty printer into the bundle (issue 15).

use core::fmt::{self, Write};

use serde_json::Value;

/// Displays a value as compact JSON text, like `serde_json::Value`'s `Display`:
/// `format!("found {}", JsonText(&v))`.
///
/// ```
/// use serde_json::json;
/// use yewform_core::json_text::{JsonText, json_text};
/// let v = json!({"a": [1, 2.5, null, true], "b": "say \"hi\"\n"});
/// assert_eq!(json_text(&v), v.to_string());
/// assert_eq!(format!("{}", JsonText(&v)), v.to_string());
/// ```
#[derive(Clone, Copy)]
pub struct JsonText<'a>(pub &'a Value);

impl fmt::Display for JsonText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_json(self.0, f)
    }
}

/// A value's compact JSON text (what `value.to_string()` returns).
#[must_use]
pub fn json_text(value: &Value) -> String {
    let mut text = String::new();
    let _ = write_json(value, &mut text);
    text
}

fn write_json(value: &Value, out: &mut dyn Write) -> fmt::Result {
    match value {
        Value::Null => out.write_str("null"),
        Value::Bool(b) => out.write_str(if *b { "true" } else { "false" }),
        Value::Number(n) => write!(out, "{n}"),
        Value::String(s) => write_quoted(s, out),
        Value::Array(items) => {
            out.write_char('[')?;
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.write_char(',')?;
                }
                write_json(item, out)?;
            }
            out.write_char(']')
        }
        Value::Object(map) => {
            out.write_char('{')?;
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.write_char(',')?;
                }
                write_quoted(key, out)?;
                out.write_char(':')?;
                write_json(item, out)?;
            }
            out.write_char('}')
        }
    }
}

/// `s` as a JSON string literal, escaped by serde_json's own string serializer (already in
/// the bundle for request bodies).
fn write_quoted(s: &str, out: &mut dyn Write) -> fmt::Result {
    out.write_str(&serde_json::to_string(s).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::json_text;
    use serde_json::{Value, json};

    #[test]
    fn matches_serde_json_display() {
        let control: String = (0u8..0x20).map(char::from).collect();
        let values = [
            json!(null),
            json!(true),
            json!(false),
            json!(0),
            json!(-12),
            json!(u64::MAX),
            json!(1.5),
            json!(1e300),
            json!(-0.000_001),
            json!(""),
            json!("plain é ☃ 𝄞 / \u{7f}"),
            json!(control),
            json!("a\"b\\c"),
            json!([]),
            json!({}),
            json!([1, [2, [3, {"k": "v"}]], null]),
            json!({"z": 1, "a": {"n\n": [true, "x"]}, "": ""}),
        ];
        for v in values {
            assert_eq!(json_text(&v), v.to_string(), "{v:?}");
        }
        let parsed: Value = serde_json::from_str(r#"{"b":1,"a":2}"#).unwrap();
        assert_eq!(json_text(&parsed), parsed.to_string());
    }
}
