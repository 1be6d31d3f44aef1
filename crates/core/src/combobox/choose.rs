//! [`choose`]: what choosing (committing) an option of a single select does.

/// The select's options that decide what choosing an option does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChooseRules {
    /// `canDeselect`: choosing the selected option deselects it.
    pub can_deselect: bool,
    /// `closeOnSelect`: the list closes after selecting.
    pub close_on_select: bool,
    /// `closeOnDeselect`: the list closes after choosing the selected option.
    pub close_on_deselect: bool,
}

/// What happens to the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueChange {
    /// The option becomes the value (`select` fires, and `change`).
    Select,
    /// The value is emptied (`deselect` fires, and `change`).
    Deselect,
    /// Nothing changes and no value event fires.
    Keep,
}

/// What choosing an option does: the [`ValueChange`] and whether the list closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chosen {
    /// What happens to the value.
    pub change: ValueChange,
    /// The list closes (`close` fires).
    pub close: bool,
}

/// Choosing an option: `selected` when it is the current value; `toggle` for a pointer press
/// (not for a key: Enter, Space, Alt+ArrowUp and Tab accept the pointed option, as the APG's
/// select-only combobox and a native select, and never deselect it).
///
/// A press as `@vueform/multiselect` (mode `single`): on the selected option it deselects it
/// with `canDeselect` and does nothing without it; either way the list closes only with
/// `closeOnDeselect`. A key on the selected option keeps it and closes the list as selecting
/// does (`closeOnSelect`).
///
/// ```
/// use yewform_core::combobox::{ChooseRules, ValueChange, choose};
///
/// let rules = ChooseRules { can_deselect: false, close_on_select: true, close_on_deselect: false };
/// assert_eq!(choose(true, true, &rules).change, ValueChange::Keep);
/// assert_eq!(choose(false, true, &rules).change, ValueChange::Select);
/// // A key on the selected option keeps it and closes (`closeOnSelect`).
/// assert!(choose(true, false, &rules).close);
/// ```
pub fn choose(selected: bool, toggle: bool, rules: &ChooseRules) -> Chosen {
    match (selected, toggle) {
        (false, _) => Chosen {
            change: ValueChange::Select,
            close: rules.close_on_select,
        },
        (true, false) => Chosen {
            change: ValueChange::Keep,
            close: rules.close_on_select,
        },
        (true, true) => Chosen {
            change: if rules.can_deselect {
                ValueChange::Deselect
            } else {
                ValueChange::Keep
            },
            close: rules.close_on_deselect,
        },
    }
}
