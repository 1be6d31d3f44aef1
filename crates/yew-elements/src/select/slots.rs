//! Render-prop slots of `SelectElement` (the spec's select and layout slots).

use yew::prelude::*;
use yewform_core::Value;

use crate::form::ElementHandle;
use crate::layout::FieldSlots;

/// The scope of the `option` and `single-label` slots.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionScope {
    /// The element.
    pub el: ElementHandle,
    /// The option as an object (`{value, label, …}` or the original item).
    pub option: Value,
    /// The search text, when searching.
    pub search: Option<String>,
    /// The option is the selected one.
    pub selected: bool,
    /// The option is the pointed (active) one.
    pub pointed: bool,
}

/// The scope of the `group-label` slot.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupScope {
    /// The element.
    pub el: ElementHandle,
    /// The group object (`{label, items, disabled}` or the original group).
    pub group: Value,
}

/// The scope of the `clear` slot: `clear` empties the value.
#[derive(Clone, Debug, PartialEq)]
pub struct ClearScope {
    /// The element.
    pub el: ElementHandle,
    /// Clears the value (fires `clear`).
    pub clear: Callback<()>,
}

#[cfg(feature = "multi")]
/// The scope of a tags element's `tag` slot: one chip's label (its remove button stays the
/// element's own, a real `<button>`).
#[derive(Clone, Debug, PartialEq)]
pub struct TagScope {
    /// The element.
    pub el: ElementHandle,
    /// The chosen option as an object (`{value, label}` or the original item; a value no
    /// option holds: `{value, label}` of its text).
    pub option: Value,
    /// Removes the chip (as its remove button).
    pub remove: Callback<()>,
    /// The chip cannot be removed (a disabled option, or the element disabled).
    pub disabled: bool,
}

#[cfg(feature = "multi")]
/// The scope of a multiselect's `multiple-label` slot: the collapsed label. As a
/// [`SlotScope`](crate::form::SlotScope) (a registered slot, `multipleLabel: {"fn": ..}`)
/// `values` is its `option`.
#[derive(Clone, Debug, PartialEq)]
pub struct MultipleLabelScope {
    /// The element.
    pub el: ElementHandle,
    /// The chosen options as objects (`{value, label}` by `valueProp` / `labelProp`, the
    /// original item with `object: true`), in value order, as the reference's
    /// `multipleLabel(values)`: `values.map(|o| o["label"])` gives "Berlin, Paris". A value
    /// no option holds is `{value, label}` of its text. The value itself is `el.value()`.
    pub values: Value,
}

/// Render props replacing parts of the select. The layout slots (`layout`: `label`, `info`,
/// `description`, `before`, `between`, `after`, `required`, shared with the editor as
/// [`FieldSlots`]) apply in native mode too; the others only to the dropdown (a native
/// `<option>` holds text only). A render prop wins over the same slot in a schema's `slots`,
/// where the slots given only the element (`placeholder`, `before-list`, `after-list`,
/// `no-results`, `no-options`, `caret`, `spinner`, and the layout's) may be strings
/// (sanitized HTML) or `{"fn": …}`, and the scoped ones (`option`, `single-label`,
/// `group-label`, `clear`, `tag`, `multiple-label`) `{"fn": …}` only.
///
/// ```
/// use yew::prelude::*;
/// use yewform_elements::layout::FieldSlots;
/// use yewform_elements::select::SelectSlots;
///
/// let slots = SelectSlots {
///     caret: Some(Callback::from(|_| html! { "▾" })),
///     layout: FieldSlots {
///         description: Some(Callback::from(|_| html! { <em>{ "Pick one" }</em> })),
///         ..FieldSlots::default()
///     },
///     ..SelectSlots::default()
/// };
/// assert!(slots.layout.label.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SelectSlots {
    /// `option`: an option row.
    pub option: Option<Callback<OptionScope, Html>>,
    /// `single-label`: the selected option shown in the field. A value not among the options
    /// (`allowAbsent`) renders it too, with a stand-in option as the reference's: the value
    /// under `valueProp`, its text under `labelProp` (`{"value": "zz", "label": "zz"}`).
    pub single_label: Option<Callback<OptionScope, Html>>,
    /// `placeholder`.
    pub placeholder: Option<Callback<ElementHandle, Html>>,
    /// `group-label`: a group header.
    pub group_label: Option<Callback<GroupScope, Html>>,
    /// `before-list`: before the options.
    pub before_list: Option<Callback<ElementHandle, Html>>,
    /// `after-list`: after the options.
    pub after_list: Option<Callback<ElementHandle, Html>>,
    /// `no-results`: options exist but none matches the search.
    pub no_results: Option<Callback<ElementHandle, Html>>,
    /// `no-options`: there are no options.
    pub no_options: Option<Callback<ElementHandle, Html>>,
    /// `caret`.
    pub caret: Option<Callback<ElementHandle, Html>>,
    /// `spinner`: while loading.
    pub spinner: Option<Callback<ElementHandle, Html>>,
    /// `clear`: replaces the clear button (call `scope.clear`).
    pub clear: Option<Callback<ClearScope, Html>>,
    /// `tag` (a tags element): a chip's label.
    #[cfg(feature = "multi")]
    pub tag: Option<Callback<TagScope, Html>>,
    /// `multiple-label` (a multiselect): the collapsed label, in place of "N options
    /// selected" (a schema's `multipleLabel: {"fn": ..}` names one too).
    #[cfg(feature = "multi")]
    pub multiple_label: Option<Callback<MultipleLabelScope, Html>>,
    /// The layout slots every element has: `label`, `info`, `description`, `before`,
    /// `between`, `after`, `required` (`slots.layout.label`, …).
    pub layout: FieldSlots,
}

#[cfg_attr(not(feature = "select"), allow(dead_code))]
impl SelectSlots {
    /// Renders a simple slot, or `default`.
    pub(crate) fn simple(
        slot: &Option<Callback<ElementHandle, Html>>,
        el: &ElementHandle,
        default: Html,
    ) -> Html {
        slot.as_ref().map_or(default, |s| s.emit(el.clone()))
    }
}
