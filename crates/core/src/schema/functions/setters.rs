//! Setters of an [`ElementSchema`] that name registered functions, for schemas built in Rust.

use serde_json::{Value, json};

use super::reference::function_ref;
use crate::schema::element::ElementSchema;
#[allow(unused_imports)] // the rustdoc links
use crate::schema::{FormSchema, Functions};

/// Setters naming registered functions, for schemas built or completed in Rust
/// ([`FormSchema::element_mut`]): each writes the `{"fn": "<name>"}` the JSON would hold, so
/// the schema reads, compares and serializes as if it came from JSON. Register the function
/// under that name (the core [`Functions`], or the elements crate's `Registry`).
///
/// ```
/// use serde_json::json;
/// use yewform_core::schema::FormSchema;
///
/// let mut schema = FormSchema::from_value(&json!({
///     "country": {"type": "select", "rules": "required"}
/// })).unwrap();
/// let country = schema.element_mut("country").unwrap();
/// assert!(country.set_items_fn("countries"));
/// country.set_format_data("upper").add_condition_fn("isAdult").add_rule_fn("even");
/// assert_eq!(
///     schema.to_value()["country"]["items"], json!({"fn": "countries"})
/// );
/// assert_eq!(schema.to_value()["country"]["rules"], json!(["required", {"fn": "even"}]));
/// # #[cfg(feature = "conditions")]
/// assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
/// ```
impl ElementSchema {
    /// `"items": {"fn": name}`: a select's async items function. `false` (nothing changes)
    /// for an element that is not a select.
    pub fn set_items_fn(&mut self, name: impl Into<String>) -> bool {
        match self {
            Self::Select(select) => {
                select.items_fn = Some(name.into());
                select.items = std::sync::Arc::new(json!({}));
                true
            }
            Self::TEditor(_) => false,
            #[cfg(feature = "text-family")]
            Self::Text(_) => false,
        }
    }

    /// `"endpoint": {"fn": name}`: an editor's upload function. `false` (nothing changes)
    /// for an element that is not an editor.
    pub fn set_upload_fn(&mut self, name: impl Into<String>) -> bool {
        match self {
            Self::TEditor(editor) => {
                editor.upload_fn = Some(name.into());
                editor.endpoint = None;
                true
            }
            Self::Select(_) => false,
            #[cfg(feature = "text-family")]
            Self::Text(_) => false,
        }
    }

    /// `"formatData": {"fn": name}`.
    pub fn set_format_data(&mut self, name: impl Into<String>) -> &mut Self {
        self.common_mut().format_data = Some(name.into());
        self
    }

    /// `"formatLoad": {"fn": name}`.
    pub fn set_format_load(&mut self, name: impl Into<String>) -> &mut Self {
        self.common_mut().format_load = Some(name.into());
        self
    }

    /// `"disabled": {"fn": name}`.
    pub fn set_disabled_fn(&mut self, name: impl Into<String>) -> &mut Self {
        self.common_mut().disabled = function_ref(&name.into());
        self
    }

    /// Appends `{"fn": name}` to `conditions`.
    pub fn add_condition_fn(&mut self, name: impl Into<String>) -> &mut Self {
        let entry = function_ref(&name.into());
        let conditions = &mut self.common_mut().conditions;
        match conditions {
            Value::Array(items) => items.push(entry),
            Value::String(expression) => {
                *conditions = Value::Array(vec![Value::String(expression.clone()), entry]);
            }
            _ => *conditions = Value::Array(vec![entry]),
        }
        self
    }

    /// Appends `{"fn": name}` to `rules` (a `|` string becomes the array of its rules; rules
    /// per language get it in every language).
    pub fn add_rule_fn(&mut self, name: impl Into<String>) -> &mut Self {
        let entry = function_ref(&name.into());
        let rules = &mut self.common_mut().rules;
        if let Value::Object(languages) = rules {
            for rules in languages.values_mut() {
                push_rule(rules, entry.clone());
            }
        } else {
            push_rule(rules, entry);
        }
        self
    }

    /// `"slots": {slot: {"fn": name}}`: a registered render function for `slot` (`option`,
    /// `label`, …).
    pub fn set_slot_fn(&mut self, slot: impl Into<String>, name: impl Into<String>) -> &mut Self {
        let entry = function_ref(&name.into());
        let slots = &mut self.common_mut().slots;
        match slots {
            Value::Object(map) => {
                map.insert(slot.into(), entry);
            }
            _ => *slots = json!({ slot.into(): entry }),
        }
        self
    }
}

/// Appends a rule entry to one list of rules (`null`, a `|` string or an array).
fn push_rule(rules: &mut Value, entry: Value) {
    match rules {
        Value::Array(items) => items.push(entry),
        Value::String(text) => {
            let mut items: Vec<Value> = text
                .split('|')
                .filter(|r| !r.is_empty())
                .map(|r| Value::String(r.to_string()))
                .collect();
            items.push(entry);
            *rules = Value::Array(items);
        }
        _ => *rules = Value::Array(vec![entry]),
    }
}
