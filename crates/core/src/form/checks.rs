//! The choice elements' check verbs ([`ElementAction::Check`] … [`ElementAction::UncheckAll`]):
//! each decides the element's next value here, then takes the change path as `update()`.

use super::error::FormError;
use super::event::ElementAction;
use super::state::FormState;
use crate::Value;
use crate::element::ElementError;
use crate::items::{ItemOptions, Opt, choice_items, group_toggle};
use crate::schema::{ChoiceKind, ChoiceSchema, ElementSchema};

impl FormState {
    /// The value a check verb gives the element `path`; `None` when `action` is no check
    /// verb. Fails ([`ElementError::NotA`]) when the element is of the wrong kind.
    pub(super) fn checked_value(
        &self,
        path: &str,
        action: &ElementAction,
    ) -> Option<Result<Value, FormError>> {
        let single = matches!(action, ElementAction::Check | ElementAction::Uncheck);
        let group = matches!(
            action,
            ElementAction::CheckItems(_)
                | ElementAction::UncheckItems(_)
                | ElementAction::ToggleItem(_)
                | ElementAction::CheckAll
                | ElementAction::UncheckAll
        );
        if !single && !group {
            return None;
        }
        let choice = match self.schema_entry(path) {
            Some(ElementSchema::Choice(c)) => Some(c),
            _ => None,
        };
        let wrong = |kinds: &'static str| {
            Some(Err(FormError::Element(ElementError::NotA {
                path: path.to_owned(),
                kinds,
            })))
        };
        if single {
            let Some(c) = choice.filter(|c| {
                matches!(
                    c.kind,
                    ChoiceKind::Checkbox | ChoiceKind::Toggle | ChoiceKind::Radio
                )
            }) else {
                return wrong("checkbox, toggle or radio");
            };
            let on = matches!(action, ElementAction::Check);
            return Some(Ok(match (c.kind, on) {
                (ChoiceKind::Radio, true) => c.radio_value.clone(),
                (ChoiceKind::Radio, false) => Value::Null,
                (_, true) => c.true_value.clone(),
                (_, false) => c.false_value.clone(),
            }));
        }
        let Some(c) = choice.filter(|c| c.kind == ChoiceKind::Checkboxgroup) else {
            return wrong("checkboxgroup");
        };
        let current = self.el(path).map_or(Value::Null, |el| el.value().clone());
        let options = self.group_options(path, c);
        let toggle = |values: &[Value], on: bool| {
            values.iter().fold(current.clone(), |next, v| {
                group_toggle(&options, &next, v, on)
            })
        };
        Some(Ok(match action {
            ElementAction::CheckItems(values) => toggle(values, true),
            ElementAction::UncheckItems(values) => toggle(values, false),
            ElementAction::ToggleItem(value) => {
                let checked = current.as_array().is_some_and(|list| {
                    list.iter().any(|v| crate::element::loosely_equal(v, value))
                });
                toggle(std::slice::from_ref(value), !checked)
            }
            ElementAction::CheckAll => {
                let disabled = self.el(path).map(|el| el.disabled_items());
                let enabled: Vec<Value> = options
                    .iter()
                    .map(|o| (o.disabled, o.value.to_value()))
                    .filter(|(off, v)| !off && !disabled.is_some_and(|d| d.is_disabled(v, c)))
                    .map(|(_, v)| v)
                    .collect();
                toggle(&enabled, true)
            }
            _ => Value::Array(Vec::new()),
        }))
    }

    /// A checkbox group's items: those loaded or shown, else its static `items`.
    fn group_options(&self, path: &str, choice: &ChoiceSchema) -> Vec<Opt> {
        if let Some(store) = self.options(path) {
            return (0..store.len()).filter_map(|i| store.opt(i)).collect();
        }
        choice_items(&choice.items, &ItemOptions::default())
            .map(|items| items.options().cloned().collect())
            .unwrap_or_default()
    }
}
