//! [`ElementAction`]: what can be done to an element.

use crate::Value;

/// An operation on one element, run with [`FormState::apply`](super::FormState::apply).
#[derive(Debug, Clone, PartialEq)]
pub enum ElementAction {
    /// `update(value)`: set the value without formatting (the change path). A t-editor
    /// keeps plain text as given and cleans markup into its normal form
    /// ([`entered_value`](crate::element::entered_value)).
    Update(Value),
    /// The user changed the value in the field: like `Update`, but taken as the field
    /// emitted it. A t-editor cleans markup here too (its surface's own HTML is in the
    /// normal form already, so it stays as it is), and an array or object entry becomes `null`.
    Input(Value),
    /// `load(value, format)`: set the value, through `formatLoad` when `format` is true
    /// (the change path).
    Load(Value, bool),
    /// `clear()`: set the null value (the change path).
    Clear,
    /// `reset()`: set the default, remove the dirty state and reset the validators; the
    /// change does not validate the element (as the reference's `resetting` flag).
    Reset,
    /// `clean()`: remove the dirty state (of a container: its own and every element's below
    /// it).
    Clean,
    /// `hide()`.
    Hide,
    /// `show()`.
    Show,
    /// `disable()`: wins over the `disabled` option. An object, a group, a static or a hidden
    /// element has no disabled state and refuses
    /// ([`ElementError::NoDisabledState`](crate::element::ElementError::NoDisabledState)); so
    /// does `enable()`.
    Disable,
    /// `enable()`: wins over the `disabled` option.
    Enable,
    /// `validate()`: every rule, every language. As the reference, a filled value waits for
    /// the element's `debounce` (or a rule's `debounce=ms`): a [`Task::Debounce`](super::Task::Debounce)
    /// is returned and `debouncing` is true until the timer fires; an unfilled value, or rules
    /// without a delay, are checked at once.
    Validate,
    /// `validateLanguage(lang)`: one language (`None`: the element's current language),
    /// through the debounce like `Validate`. A single-language element validates all its
    /// rules.
    ValidateLanguage(Option<String>),
    /// `resetValidators()`: the validators the element has go back to their initial state
    /// (not validated, valid, nothing pending); a waiting debounce is dropped. The rules
    /// stay those the validators were built from. A container's reach every element below
    /// it too.
    ResetValidators,
    /// `reinitValidation()`: builds the validators again from the element's `rules` option
    /// as it is now (changed with [`FormState::set_rules`](super::FormState::set_rules));
    /// validation starts over (not validated, nothing pending). A container's, and every
    /// element's below it.
    ReinitValidation,
    /// `clearMessages()`: remove the errors and messages added by the app (of a container:
    /// its own and every element's below it).
    ClearMessages,
    /// Append an error to the message bag (`messageBag.append(text)`).
    AddError(String),
    /// Append an informational message to the message bag.
    AddMessage(String),
    /// A checkbox or radio group's `disable(values)`: disables these items
    /// ([`ElementState::disable_items`](crate::element::ElementState::disable_items)).
    #[cfg(feature = "choice")]
    DisableItems(Vec<Value>),
    /// A checkbox or radio group's `enable(values)`: enables these items
    /// ([`ElementState::enable_items`](crate::element::ElementState::enable_items)).
    #[cfg(feature = "choice")]
    EnableItems(Vec<Value>),
    /// A checkbox's or toggle's `check()` (its `trueValue`), a radio's (its `radioValue`):
    /// the change path as `Update`. Any other element refuses
    /// ([`ElementError::NotA`](crate::element::ElementError::NotA)).
    #[cfg(feature = "choice")]
    Check,
    /// A checkbox's or toggle's `uncheck()` (its `falseValue`), a radio's (`null`).
    #[cfg(feature = "choice")]
    Uncheck,
    /// A checkbox group's `check(values)`: checks each item of `values`. The value lists
    /// the checked items in item order (values the items do not hold stay, at the end).
    #[cfg(feature = "choice")]
    CheckItems(Vec<Value>),
    /// A checkbox group's `uncheck(values)`: unchecks each item of `values`.
    #[cfg(feature = "choice")]
    UncheckItems(Vec<Value>),
    /// A checkbox group's `toggle(value)`: checks the item when it is not checked,
    /// unchecks it otherwise.
    #[cfg(feature = "choice")]
    ToggleItem(Value),
    /// A checkbox group's `checkAll()`: checks every item that is not disabled (the
    /// reference also checks disabled items: docs/differences.md).
    #[cfg(feature = "choice")]
    CheckAll,
    /// A checkbox group's `uncheckAll()`: `[]`.
    #[cfg(feature = "choice")]
    UncheckAll,
    /// A multiselect's or tags element's `select(values)`: adds each of `values` that is not
    /// chosen yet, as the option it names (`"1"` names an option `1`: no duplicate), up to
    /// `max` ([`select_values`](crate::combobox::multi::select_values)); then the change
    /// path of `Update`. A value no option holds is refused with
    /// [`ElementError::NotAnOption`](crate::element::ElementError::NotAnOption) and nothing
    /// of the call is added, unless `allowAbsent`, or `create` and it is text
    /// ([`creatable`](crate::items::creatable)) (or the options are not loaded yet).
    #[cfg(feature = "multi")]
    Select(Vec<Value>),
    /// A multiselect's or tags element's `deselect(values)`: removes each of `values`
    /// ([`deselect_values`](crate::combobox::multi::deselect_values)); then the change path.
    #[cfg(feature = "multi")]
    Deselect(Vec<Value>),
    /// Switch this element's language only (the form's `set_language` switches all).
    SetLanguage(String),
}
