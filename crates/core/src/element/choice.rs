//! The defaults of the choice elements (checkbox, toggle, radio and the groups).

use super::defaults::resolve_default;
use super::setup::{ElementKind, ElementSetup};
use crate::Value;
#[cfg(feature = "choice")]
use crate::schema::{ChoiceKind, ChoiceSchema};

/// The resolved default of the element `setup` describes, with `null` its null value
/// ([`ElementSetup::null_value`]): as [`resolve_default`], except that a choice element
/// without a default (or with a `null` one) starts at its null value (`falseValue`, `[]`),
/// and a toggle's default that is neither of its values but reads as on (`true`, `1`, `"1"`,
/// `"on"`) or off (`false`, `0`, `"0"`, `"off"`) becomes `trueValue` / `falseValue`, as the
/// reference's switch rewrites it. A t-text's or t-textarea's inherited default is used only
/// when truthy (not `null`, `""`, `0`, `false`), as the reference's.
pub(crate) fn kind_default(setup: &ElementSetup, inherited: Option<&Value>, null: &Value) -> Value {
    let choice = cfg!(feature = "choice")
        && matches!(
            setup.kind,
            ElementKind::Checkbox
                | ElementKind::Toggle
                | ElementKind::Radio
                | ElementKind::Checkboxgroup
                | ElementKind::Radiogroup
        );
    #[cfg(feature = "multi")]
    if setup.kind == ElementKind::Multi {
        return match inherited.or(setup.default.as_ref()) {
            None | Some(Value::Null) => null.clone(),
            Some(v) => {
                crate::combobox::multi::list_value_by(v.clone(), setup.list_value_prop.as_deref())
            }
        };
    }
    if !choice {
        // A t-text's / t-textarea's form-level default is used only when truthy (the
        // reference's TText/TTextarea): `null`, `""`, `0`, `false` leave its own default.
        #[cfg(feature = "text-family")]
        let inherited = if setup.kind == ElementKind::Text && setup.languages.is_some() {
            inherited.filter(|v| truthy(v))
        } else {
            inherited
        };
        return resolve_default(
            setup.default.as_ref(),
            inherited,
            setup.languages.as_deref(),
            setup.kind,
        );
    }
    let chosen = match inherited.or(setup.default.as_ref()) {
        None | Some(Value::Null) => return null.clone(),
        Some(v) => v,
    };
    if setup.kind == ElementKind::Toggle {
        return toggle_value(setup, chosen);
    }
    if setup.kind == ElementKind::Checkboxgroup {
        return super::defaults::group_value(chosen.clone());
    }
    chosen.clone()
}

/// JavaScript's truthiness of a JSON value: `null`, `false`, `0`, `""` are false; objects
/// and arrays (empty ones too) are true.
#[cfg(feature = "text-family")]
fn truthy(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// A value entering a toggle: one of its values as it is; a value that reads as on or off
/// becomes `trueValue` / `falseValue`; anything else as it is.
pub(crate) fn toggle_value(setup: &ElementSetup, value: &Value) -> Value {
    let (on, off) = match &setup.on_off {
        Some((on, off)) => (on.clone(), off.clone()),
        None => (Value::Bool(true), Value::Bool(false)),
    };
    if *value == on || *value == off {
        return value.clone();
    }
    let reads_on = match value {
        Value::Bool(b) => Some(*b),
        Value::Number(n) if n.as_f64() == Some(1.0) => Some(true),
        Value::Number(n) if n.as_f64() == Some(0.0) => Some(false),
        Value::String(s) if s == "1" || s == "on" => Some(true),
        Value::String(s) if s == "0" || s == "off" => Some(false),
        _ => None,
    };
    match reads_on {
        Some(true) => on,
        Some(false) => off,
        None => value.clone(),
    }
}

/// `(trueValue, falseValue)` of a checkbox or toggle (`(true, false)` unless set), `None`
/// for any other element: what `required` and `accepted` read
/// ([`ValidationContext::on_off`](crate::rules::ValidationContext::on_off)).
#[must_use]
pub fn on_off_of(setup: &ElementSetup) -> Option<(Value, Value)> {
    match setup.kind {
        ElementKind::Checkbox | ElementKind::Toggle => Some(
            setup
                .on_off
                .clone()
                .unwrap_or((Value::Bool(true), Value::Bool(false))),
        ),
        _ => None,
    }
}

/// A choice entry's setup: its [`ElementKind`] and, for a checkbox or toggle, its values.
#[cfg(feature = "choice")]
pub(crate) fn choice_setup(setup: ElementSetup, choice: &ChoiceSchema) -> ElementSetup {
    let kind = match choice.kind {
        ChoiceKind::Checkbox => ElementKind::Checkbox,
        ChoiceKind::Toggle => ElementKind::Toggle,
        ChoiceKind::Radio => ElementKind::Radio,
        ChoiceKind::Checkboxgroup => ElementKind::Checkboxgroup,
        ChoiceKind::Radiogroup => ElementKind::Radiogroup,
    };
    let setup = setup.with_kind(kind);
    if choice.kind.is_on_off() {
        setup.with_on_off(choice.true_value.clone(), choice.false_value.clone())
    } else {
        setup
    }
}

/// A checkbox or radio group's items disabled or enabled at runtime (`disable(values)` /
/// `enable(values)`), over its `disables` option. Items are compared as the reference
/// compares `disables` entries: by their text (`1` and `"1"` alike). The element's own
/// `disable()` / `enable()` do not touch it, nor do `reset()`, `clear()` or a refetch of the
/// items (the reference's `enableAll()` empties it, `disables` included).
#[cfg(feature = "choice")]
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DisabledItems {
    /// Item text → disabled, the last call's word for each item.
    changes: Vec<(String, bool)>,
}

#[cfg(feature = "choice")]
impl DisabledItems {
    /// Records `values` as disabled (`true`) or enabled.
    pub(crate) fn set(&mut self, values: &[Value], disabled: bool) {
        for value in values {
            let text = crate::schema::choice_value_text(value);
            match self.changes.iter_mut().find(|(t, _)| *t == text) {
                Some(entry) => entry.1 = disabled,
                None => self.changes.push((text, disabled)),
            }
        }
    }

    /// Whether the item `value` is disabled: as last set at runtime, else by the group's
    /// `disables` option (`schema`). An item's own `disabled: true` and the element's
    /// disabled state are not part of this (they disable the item whatever this says).
    #[must_use]
    pub fn is_disabled(&self, value: &Value, schema: &ChoiceSchema) -> bool {
        let text = crate::schema::choice_value_text(value);
        match self.changes.iter().find(|(t, _)| *t == text) {
            Some((_, disabled)) => *disabled,
            None => schema.disables_value(value),
        }
    }
}

#[cfg(all(test, feature = "choice"))]
mod tests {
    use super::super::ElementState;
    use super::*;
    use serde_json::json;

    #[test]
    fn null_values_and_defaults_of_each_kind() {
        let checkbox = ElementSetup::new("a")
            .with_kind(ElementKind::Checkbox)
            .with_on_off(json!("yes"), json!("no"));
        let mut el = ElementState::new(checkbox, None);
        assert_eq!(el.value(), &json!("no"));
        el.update(json!("yes"));
        el.clear();
        assert_eq!(el.value(), &json!("no"));

        let group = ElementSetup::new("g").with_kind(ElementKind::Checkboxgroup);
        let mut el = ElementState::new(group.clone(), None);
        assert_eq!(el.value(), &json!([]));
        el.update(json!(["a"]));
        el.clear();
        assert_eq!(el.value(), &json!([]));
        let el = ElementState::new(group.with_default(json!(["b"])), None);
        assert_eq!(el.value(), &json!(["b"]));

        for kind in [ElementKind::Radio, ElementKind::Radiogroup] {
            let el = ElementState::new(ElementSetup::new("r").with_kind(kind), None);
            assert_eq!(el.value(), &json!(null));
        }
    }

    #[test]
    fn a_toggle_default_that_reads_as_on_or_off_takes_its_values() {
        let toggle = |default: Value| {
            let setup = ElementSetup::new("t")
                .with_kind(ElementKind::Toggle)
                .with_on_off(json!("yes"), json!("no"))
                .with_default(default);
            ElementState::new(setup, None).value().clone()
        };
        assert_eq!(toggle(json!(true)), json!("yes"));
        assert_eq!(toggle(json!("on")), json!("yes"));
        assert_eq!(toggle(json!(0)), json!("no"));
        assert_eq!(toggle(json!("no")), json!("no"));
        assert_eq!(toggle(json!("maybe")), json!("maybe"));
    }
}
