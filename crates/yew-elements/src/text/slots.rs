//! Render-prop slots of the text elements: the reference's `addon-before` and `addon-after`
//! slots, with the layout slots every element has.

use yew::prelude::*;

use crate::form::ElementHandle;
use crate::layout::FieldSlots;

/// Render props replacing parts of a text or textarea element: `addon_before` and
/// `addon_after` fill the addons beside the input (in the addon's `<div>`, with its classes),
/// in place of the `addons` option's `before` / `after`, and show an addon even without that
/// option. A render prop wins over the slot a schema names
/// (`"slots": {"addon-before": {"fn": "currency"}}`).
///
/// ```
/// use yew::prelude::*;
/// use yewform_elements::text::TextSlots;
///
/// let slots = TextSlots {
///     addon_before: Some(Callback::from(|_| html! { <b>{ "€" }</b> })),
///     ..TextSlots::default()
/// };
/// assert!(slots.addon_after.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TextSlots {
    /// `addon-before`: the addon before the input.
    pub addon_before: Option<Callback<ElementHandle, Html>>,
    /// `addon-after`: the addon after the input.
    pub addon_after: Option<Callback<ElementHandle, Html>>,
    /// The layout slots every element has: `label`, `info`, `description`, `before`,
    /// `between`, `after`, `required` (`slots.layout.label`, …).
    pub layout: FieldSlots,
}
