//! Render-prop slots of the choice elements: the reference's `default` slot of the
//! checkbox, radio and toggle (used when `text` is empty) and the groups' per-item
//! `checkbox` / `radio` slot, with the layout slots every element has.

use yew::prelude::*;
use yewform_core::Value;

use crate::form::ElementHandle;
use crate::layout::FieldSlots;

/// The scope of a group's item slot (`checkbox` in a checkbox group, `radio` in a radio
/// group): the reference's `item`, `value`, `index`, `isDisabled`, `id` and `name`.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemScope {
    /// The element.
    pub el: ElementHandle,
    /// The item as an object (`{value, label}` or the original item).
    pub item: Value,
    /// The item's value.
    pub value: Value,
    /// The item's position in the group (from 0).
    pub index: usize,
    /// The item is checked (chosen).
    pub checked: bool,
    /// The item is disabled (the element, the item's own `disabled`, or `disables`).
    pub disabled: bool,
    /// The item's input `id`: `<field id>__<index>` (`yf-days__0`).
    pub id: AttrValue,
    /// The inputs' `name`.
    pub name: AttrValue,
}

/// Render props replacing parts of a choice element. `default` replaces the text beside a
/// checkbox, radio or toggle when its `text` is empty; `item` replaces the content of each
/// item of a checkbox or radio group (the reference's `checkbox` / `radio` slot) beside its
/// native input, which stays. A render prop wins over the slot a schema names
/// (`"slots": {"default": {"fn": "terms"}}`).
///
/// ```
/// use yew::prelude::*;
/// use yewform_elements::choice::ChoiceSlots;
///
/// let slots = ChoiceSlots {
///     default: Some(Callback::from(|_| html! { <a href="/terms">{ "the terms" }</a> })),
///     item: Some(Callback::from(|scope: yewform_elements::choice::ItemScope| {
///         html! { <b>{ scope.index }</b> }
///     })),
///     ..ChoiceSlots::default()
/// };
/// assert!(slots.layout.label.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChoiceSlots {
    /// `default`: the text beside a checkbox, radio or toggle, when `text` is empty.
    pub default: Option<Callback<ElementHandle, Html>>,
    /// `checkbox` / `radio`: one item of a group.
    pub item: Option<Callback<ItemScope, Html>>,
    /// The layout slots every element has: `label`, `info`, `description`, `before`,
    /// `between`, `after`, `required` (`slots.layout.label`, …).
    pub layout: FieldSlots,
}
