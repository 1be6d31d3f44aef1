//! The choice elements' methods on [`ElementHandle`]: `check()`, `uncheck()` and, for a
//! checkbox group, `toggle_value`, `check_values`, `uncheck_values`, `check_all`,
//! `uncheck_all` (the reference's `toggle`, `check`, `uncheck`, `checkAll`, `uncheckAll`).
//! Each is one `update()` of the value core then takes (its events, validation, conditions).
//! A checkbox or radio group's `disable_items` / `enable_items` (the reference's
//! `disable(values)` / `enable(values)`) are core transitions of their own.

use yewform_core::Value;
use yewform_core::element::DisabledItems;
use yewform_core::form::ElementAction;
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
        let disabled = self.disabled_items();
        let values: Vec<Value> = self
            .group_options(&choice)
            .iter()
            .filter(|o| !o.disabled && !disabled.is_disabled(&o.value.to_value(), &choice))
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

    /// A checkbox or radio group's `disable(values)`: disables each item of `values`
    /// (compared as text: `1` and `"1"` alike), over the `disables` option. Its input gets
    /// `disabled` and a click on it changes nothing. The element's [`enable`](Self::enable)
    /// does not enable these items again (the reference's `enableAll()` does).
    ///
    /// # Errors
    /// When the element is not a checkbox or radio group.
    pub fn disable_items(&self, values: &[Value]) -> Result<(), String> {
        self.act(ElementAction::DisableItems(values.to_vec()))
    }

    /// A checkbox or radio group's `enable(values)`: enables each item of `values`, those
    /// the `disables` option disables included. An item whose own `disabled` is `true`
    /// stays disabled, as do all items while the element is disabled.
    ///
    /// # Errors
    /// When the element is not a checkbox or radio group.
    pub fn enable_items(&self, values: &[Value]) -> Result<(), String> {
        self.act(ElementAction::EnableItems(values.to_vec()))
    }

    /// A group's items disabled or enabled at runtime (empty for other elements).
    pub(crate) fn disabled_items(&self) -> DisabledItems {
        self.form()
            .read(|s| s.el(self.path()).map(|e| e.disabled_items().clone()))
            .flatten()
            .unwrap_or_default()
    }

    #[cold]
    fn not_a(&self, what: &str) -> String {
        format!("{}: not a {what} element", self.path())
    }
}
