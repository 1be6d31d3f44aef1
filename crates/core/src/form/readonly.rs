//! The text family's `readonly` option, in the forms `disabled` takes (a boolean, conditions
//! that must all hold, a Rust function), decided here as [`FormState::is_disabled`] is.

use super::state::FormState;
#[cfg(any(feature = "text-family", feature = "button"))]
use super::view::view;
#[cfg(feature = "text-family")]
use crate::conditions::DisabledSpec;
#[cfg(any(feature = "text-family", feature = "button"))]
use crate::schema::ElementSchema;
#[cfg(feature = "text-family")]
use crate::schema::Functions;

impl FormState {
    /// Whether the text, textarea, t-text or t-textarea element at `path` is read-only now:
    /// its `readonly` option evaluated against the form (a boolean, conditions that must
    /// all hold, a Rust condition function), or a text or hidden element with an
    /// `expression` (its value is computed: shown, not typed). `false` for an unknown path
    /// or another kind. The view renders `readonly` from this answer.
    ///
    /// ```
    /// # #[cfg(all(feature = "text", feature = "conditions"))] {
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::form::FormState;
    /// use yewform_core::schema::FormSchema;
    /// let schema = FormSchema::from_value(&json!({
    ///     "locked": {"type": "checkbox"},
    ///     "code": {"type": "text", "readonly": [["locked", true]]},
    /// })).unwrap();
    /// let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    /// assert!(!form.is_readonly("code"));
    /// let outcome = form.set_value("locked", json!(true)).unwrap();
    /// assert!(form.is_readonly("code"));
    /// assert!(outcome.changed.contains("code")); // its view re-renders
    /// # }
    /// ```
    #[must_use]
    pub fn is_readonly(&self, path: &str) -> bool {
        #[cfg(feature = "text-family")]
        {
            let Some(info) = self.index.get(path).and_then(|&i| self.info.get(i)) else {
                return false;
            };
            let computed = matches!(
                info.schema.as_deref(),
                Some(ElementSchema::Text(text)) if text.expression.is_some()
            );
            if computed {
                return true;
            }
            let view = view!(self);
            info.readonly.evaluate(&view, path)
        }
        // Without the text family no element has `readonly`.
        #[cfg(not(feature = "text-family"))]
        {
            let _ = path;
            false
        }
    }
}

impl FormState {
    /// What the `loading` function of the button at `path` answers now (`{"fn": "<name>"}`,
    /// a condition function of the form's functions): `None` when the button has none (its
    /// `loading` boolean and the form's submit decide then), or for another path or kind.
    /// A button with a `loading` function re-renders at every change of the form.
    #[cfg(feature = "button")]
    #[must_use]
    pub fn button_loading(&self, path: &str) -> Option<bool> {
        let info = self.index.get(path).and_then(|&i| self.info.get(i))?;
        let ElementSchema::Button(button) = info.schema.as_deref()? else {
            return None;
        };
        let f = self
            .functions
            .get_condition(button.loading_fn.as_deref()?)?;
        let view = view!(self, Some(path));
        Some(f(&view))
    }
}

/// The `readonly` spec of a schema entry (not read-only for kinds without the option), with
/// the functions it names taken from `functions` (a name `functions` lacks never holds: the
/// form checked the names when it was built).
#[cfg(feature = "text-family")]
pub(super) fn readonly_spec(entry: &ElementSchema, functions: &Functions) -> DisabledSpec {
    match entry {
        ElementSchema::Text(text) => spec_of(&text.readonly, functions),
        _ => DisabledSpec::default(),
    }
}

/// The spec of a `readonly` value as the schema keeps it.
#[cfg(feature = "text-family")]
fn spec_of(value: &serde_json::Value, functions: &Functions) -> DisabledSpec {
    match value {
        serde_json::Value::Bool(b) => DisabledSpec::Bool(*b),
        serde_json::Value::Array(_) => super::from_schema::resolve_conditions(value, functions)
            .map_or_else(DisabledSpec::default, DisabledSpec::Conditions),
        other => crate::schema::function_name(other)
            .and_then(|name| functions.get_condition(name))
            .map_or_else(DisabledSpec::default, DisabledSpec::Func),
    }
}
