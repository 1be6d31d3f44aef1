//! A multiselect's or tags element's methods on [`ElementHandle`]: `select(values)` and
//! `deselect(values)`, core element actions
//! ([`ElementAction::Select`](yewform_core::form::ElementAction::Select)): each value is
//! taken as the option it names (`"1"` names an option `1`, so no duplicate), `select`
//! adds up to `max`; then the change path of `update()` (its `change` event, validation,
//! conditions).

use yewform_core::Value;
use yewform_core::form::ElementAction;

use crate::form::ElementHandle;

impl ElementHandle {
    /// A multiselect's or tags element's `select(values)`: adds each of `values` not
    /// chosen yet, as the option it names, up to `max`. A value no option holds is added
    /// with `allowAbsent`, with `create` when it is text (as the user could create it), or while the options
    /// answer a search (they list the matches, not every option); otherwise the call is
    /// refused and nothing is added.
    ///
    /// # Errors
    /// When the element is not a multiselect or tags element, or a value is no option's
    /// (without `allowAbsent`, and without `create` or not text).
    pub fn select(&self, values: &[Value]) -> Result<(), String> {
        self.act(ElementAction::Select(values.to_vec()))
    }

    /// A multiselect's or tags element's `deselect(values)`: removes each of `values`.
    ///
    /// # Errors
    /// When the element is not a multiselect or tags element.
    pub fn deselect(&self, values: &[Value]) -> Result<(), String> {
        self.act(ElementAction::Deselect(values.to_vec()))
    }
}
