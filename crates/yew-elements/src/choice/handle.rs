//! The choice elements' methods on [`ElementHandle`]: `check()`, `uncheck()` and, for a
//! checkbox group, `toggle_value`, `check_values`, `uncheck_values`, `check_all`,
//! `uncheck_all` (the reference's `toggle`, `check`, `uncheck`, `checkAll`, `uncheckAll`).
//! Each is one `update()` of the value core then takes (its events, validation, conditions).

use yewform_core::Value;
use yewform_core::items::{ItemOptions, Opt, OptionList, choice_items, group_toggle};
use yewform_core::schema::{ChoiceKind, ChoiceSchema, ElementSchema};

use crate::form::ElementHandle;

impl ElementHandle {
    /// The element's choice options, when it is a choice element.
    fn choice(&self) -> Option<ChoiceSchema> {
        self.form()
            .read(|s| match s.schema_entry(self.path()) {
                Some(ElementSchema::Choice(c)) => Some(c.clone()),
                _ => None,
            })
            .flatten()
    }

    /// A checkbox group's items: those loaded or shown, else its static `items`.
    fn group_options(&self, choice: &ChoiceSchema) -> Vec<Opt> {
        if let Some(store) = self.form().options(self.path()) {
            return (0..store.len()).filter_map(|i| store.opt(i)).collect();
        }
        choice_items(&choice.items, &ItemOptions::default())
            .map(|items| items.options().cloned().collect())
            .unwrap_or_default()
    }

    /// `check()`: a checkbox or toggle takes its `trueValue`, a radio its `radioValue`.
    ///
    /// # Errors
    /// When the element is not a checkbox, toggle or radio, or core refuses the value.
    pub fn check(&self) -> Result<(), String> {
        let choice = self
            .choice()
            .ok_or_else(|| self.not_a("checkbox, toggle or radio"))?;
        match choice.kind {
            ChoiceKind::Checkbox | ChoiceKind::Toggle => self.update(choice.true_value),
            ChoiceKind::Radio => self.update(choice.radio_value),
            _ => Err(self.not_a("checkbox, toggle or radio")),
        }
    }

    /// `uncheck()`: a checkbox or toggle takes its `falseValue`, a radio `null`.
    ///
    /// # Errors
    /// When the element is not a checkbox, toggle or radio, or core refuses the value.
    pub fn uncheck(&self) -> Result<(), String> {
        let choice = self
            .choice()
            .ok_or_else(|| self.not_a("checkbox, toggle or radio"))?;
        match choice.kind {
            ChoiceKind::Checkbox | ChoiceKind::Toggle => self.update(choice.false_value),
            ChoiceKind::Radio => self.update(Value::Null),
            _ => Err(self.not_a("checkbox, toggle or radio")),
        }
    }

    /// A checkbox group's `toggle(value)`: checks the item `value` when it is not checked,
    /// unchecks it otherwise. The value lists the checked items in item order.
    ///
    /// # Errors
    /// When the element is not a checkbox group, or core refuses the value.
    pub fn toggle_value(&self, value: &Value) -> Result<(), String> {
        let checked = self.value().as_array().is_some_and(|list| {
            list.iter()
                .any(|v| yewform_core::element::json_equal(v, value))
        });
        self.set_items(std::slice::from_ref(value), !checked)
    }

    /// A checkbox group's `check(values)`: checks each of `values`.
    ///
    /// # Errors
    /// When the element is not a checkbox group, or core refuses the value.
    pub fn check_values(&self, values: &[Value]) -> Result<(), String> {
        self.set_items(values, true)
    }

    /// A checkbox group's `uncheck(values)`: unchecks each of `values`.
    ///
    /// # Errors
    /// When the element is not a checkbox group, or core refuses the value.
    pub fn uncheck_values(&self, values: &[Value]) -> Result<(), String> {
        self.set_items(values, false)
    }

    /// A checkbox group's `checkAll()`: checks every item that is not disabled (the
    /// reference also checks disabled items).
    ///
    /// # Errors
    /// When the element is not a checkbox group, or core refuses the value.
    pub fn check_all(&self) -> Result<(), String> {
        let choice = self.group()?;
        let values: Vec<Value> = self
            .group_options(&choice)
            .iter()
            .filter(|o| !o.disabled && !choice.disables_value(&o.value.to_value()))
            .map(|o| o.value.to_value())
            .collect();
        self.set_items(&values, true)
    }

    /// A checkbox group's `uncheckAll()`: `[]`.
    ///
    /// # Errors
    /// When the element is not a checkbox group, or core refuses the value.
    pub fn uncheck_all(&self) -> Result<(), String> {
        self.group()?;
        self.update(Value::Array(Vec::new()))
    }

    fn group(&self) -> Result<ChoiceSchema, String> {
        self.choice()
            .filter(|c| c.kind == ChoiceKind::Checkboxgroup)
            .ok_or_else(|| self.not_a("checkboxgroup"))
    }

    fn set_items(&self, values: &[Value], on: bool) -> Result<(), String> {
        let choice = self.group()?;
        let options = self.group_options(&choice);
        let mut next = self.value();
        for value in values {
            next = group_toggle(&options, &next, value, on);
        }
        self.update(next)
    }

    #[cold]
    fn not_a(&self, what: &str) -> String {
        format!("{}: not a {what} element", self.path())
    }
}
