//! Render-prop slots of `SelectElement` (the spec's select and layout slots).

use yew::prelude::*;
use yewform_core::Value;

use crate::form::ElementHandle;

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

/// Render props replacing parts of the select. The layout slots (`label`, `info`,
/// `description`, `before`, `between`, `after`, `required`) apply in native mode too; the others only to
/// the dropdown (a native `<option>` holds text only).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SelectSlots {
    /// `option`: an option row.
    pub option: Option<Callback<OptionScope, Html>>,
    /// `single-label`: the selected option shown in the field.
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
    /// `label`.
    pub label: Option<Callback<ElementHandle, Html>>,
    /// `info`.
    pub info: Option<Callback<ElementHandle, Html>>,
    /// `description`.
    pub description: Option<Callback<ElementHandle, Html>>,
    /// `before`.
    pub before: Option<Callback<ElementHandle, Html>>,
    /// `between`.
    pub between: Option<Callback<ElementHandle, Html>>,
    /// `after`.
    pub after: Option<Callback<ElementHandle, Html>>,
    /// `required`: what the label's required mark shows instead of `*` (the mark is shown
    /// when the element is required and the config's `showRequired` lists `label`).
    pub required: Option<Callback<ElementHandle, Html>>,
}

#[cfg_attr(not(feature = "select"), allow(dead_code))]
impl SelectSlots {
    /// The layout slots rendered for `el`, over the schema's string slots.
    pub(crate) fn layout(
        &self,
        el: &ElementHandle,
        mut base: crate::layout::LayoutSlots,
    ) -> crate::layout::LayoutSlots {
        let render = |slot: &Option<Callback<ElementHandle, Html>>| {
            slot.as_ref().map(|s| s.emit(el.clone()))
        };
        base.label = render(&self.label).or(base.label);
        base.info = render(&self.info).or(base.info);
        base.description = render(&self.description).or(base.description);
        base.before = render(&self.before).or(base.before);
        base.between = render(&self.between).or(base.between);
        base.after = render(&self.after).or(base.after);
        base
    }

    /// The seven layout slots.
    pub(crate) fn field(&self) -> crate::layout::FieldSlots {
        crate::layout::FieldSlots {
            label: self.label.clone(),
            info: self.info.clone(),
            description: self.description.clone(),
            before: self.before.clone(),
            between: self.between.clone(),
            after: self.after.clone(),
            required: self.required.clone(),
        }
    }

    /// Renders a simple slot, or `default`.
    pub(crate) fn simple(
        slot: &Option<Callback<ElementHandle, Html>>,
        el: &ElementHandle,
        default: Html,
    ) -> Html {
        slot.as_ref().map_or(default, |s| s.emit(el.clone()))
    }
}
