//! The choice elements' methods on [`ElementHandle`]: `check()`, `uncheck()` and, for a
//! checkbox group, `toggle_value`, `check_values`, `uncheck_values`, `check_all`,
//! `uncheck_all` (the reference's `toggle`, `check`, `uncheck`, `checkAll`, `uncheckAll`).
//! Each is one core action (`ElementAction::Check` …): core decides the value and takes the
//! change path as for `update()` (its events, validation, conditions).
//! A checkbox or radio group's `disable_items` / `enable_items` (the reference's
//! `disable(values)` / `enable(values)`) are core transitions of their own.

use yewform_core::Value;
use yewform_core::element::DisabledItems;
use yewform_core::form::ElementAction;

use crate::form::ElementHandle;

impl ElementHandle {
    /// `check()`: a checkbox or toggle takes its `trueValue`, a radio its `radioValue`.
    ///
    /// # Errors
    /// When the element is not a checkbox, toggle or radio.
    pub fn check(&self) -> Result<(), String> {
        self.act(ElementAction::Check)
    }

    /// `uncheck()`: a checkbox or toggle takes its `falseValue`, a radio `null`.
    ///
    /// # Errors
    /// When the element is not a checkbox, toggle or radio.
    pub fn uncheck(&self) -> Result<(), String> {
        self.act(ElementAction::Uncheck)
    }

    /// A checkbox group's `toggle(value)`: checks the item `value` when it is not checked,
    /// unchecks it otherwise. The value lists the checked items in item order.
    ///
    /// # Errors
    /// When the element is not a checkbox group.
    pub fn toggle_value(&self, value: &Value) -> Result<(), String> {
        self.act(ElementAction::ToggleItem(value.clone()))
    }

    /// A checkbox group's `check(values)`: checks each of `values`.
    ///
    /// # Errors
    /// When the element is not a checkbox group.
    pub fn check_values(&self, values: &[Value]) -> Result<(), String> {
        self.act(ElementAction::CheckItems(values.to_vec()))
    }

    /// A checkbox group's `uncheck(values)`: unchecks each of `values`.
    ///
    /// # Errors
    /// When the element is not a checkbox group.
    pub fn uncheck_values(&self, values: &[Value]) -> Result<(), String> {
        self.act(ElementAction::UncheckItems(values.to_vec()))
    }

    /// A checkbox group's `checkAll()`: checks every item that is not disabled (the
    /// reference also checks disabled items).
    ///
    /// # Errors
    /// When the element is not a checkbox group.
    pub fn check_all(&self) -> Result<(), String> {
        self.act(ElementAction::CheckAll)
    }

    /// A checkbox group's `uncheckAll()`: `[]`.
    ///
    /// # Errors
    /// When the element is not a checkbox group.
    pub fn uncheck_all(&self) -> Result<(), String> {
        self.act(ElementAction::UncheckAll)
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

    /// A checkbox or radio group's items disabled or enabled at runtime
    /// ([`disable_items`](Self::disable_items) / [`enable_items`](Self::enable_items)) over
    /// its `disables` option (the reference's `disabledItems`); empty for other elements.
    /// [`DisabledItems::is_disabled`] says whether one item is, given the group's schema
    /// (an item's own `disabled: true` and the whole element's disabled state disable it
    /// too, whatever this says).
    pub fn disabled_items(&self) -> DisabledItems {
        self.form()
            .read(|s| s.el(self.path()).map(|e| e.disabled_items().clone()))
            .flatten()
            .unwrap_or_default()
    }
}
