//! Which option a select's value names: the inverse of choosing an option.

use serde_json::Value;

use super::SelectSchema;

impl SelectSchema {
    /// The part of the element's `value` that names an option: the value itself, or with
    /// `object: true` its `valueProp` (the value itself when it has none). The native select's
    /// selection and the dropdown's posted value both read it.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::schema::SelectSchema;
    /// let mut select = SelectSchema::default();
    /// assert_eq!(select.value_key(&json!("s")), &json!("s"));
    /// select.object = true;
    /// assert_eq!(select.value_key(&json!({"value": "s", "label": "Small"})), &json!("s"));
    /// assert_eq!(select.value_key(&json!("s")), &json!("s"));
    /// ```
    #[must_use]
    pub fn value_key<'a>(&self, value: &'a Value) -> &'a Value {
        if self.object {
            value.get(&self.value_prop).unwrap_or(value)
        } else {
            value
        }
    }
}
