//! Render-prop slots of `TEditorElement`: the spec's t-editor slots around the field.

use yew::prelude::*;

use crate::form::ElementHandle;
use crate::layout::LayoutSlots;

/// Render props replacing parts of the editor's layout: the spec's `label`, `info`,
/// `required`, `description`, `before`, `between` and `after` slots, each called with the
/// element (the spec's `el$`). A render prop wins over the same slot given as a string in the
/// schema's `slots`. The select-only slots do not exist on the editor.
///
/// ```
/// use yew::prelude::*;
/// use yewform_elements::editor::EditorSlots;
///
/// let slots = EditorSlots {
///     label: Some(Callback::from(|el: yewform_elements::ElementHandle| {
///         html! { <b>{ format!("Text of {}", el.path()) }</b> }
///     })),
///     ..EditorSlots::default()
/// };
/// assert!(slots.info.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EditorSlots {
    /// `label`: the label's content.
    pub label: Option<Callback<ElementHandle, Html>>,
    /// `info`: the info tooltip's content (shown next to a label).
    pub info: Option<Callback<ElementHandle, Html>>,
    /// `description`: below the editor.
    pub description: Option<Callback<ElementHandle, Html>>,
    /// `before`: before the editor.
    pub before: Option<Callback<ElementHandle, Html>>,
    /// `between`: between the editor and the description.
    pub between: Option<Callback<ElementHandle, Html>>,
    /// `after`: after the description and the error.
    pub after: Option<Callback<ElementHandle, Html>>,
    /// `required`: what the label's required mark shows instead of `*` (the mark is shown
    /// when the element is required and the config's `showRequired` lists `label`).
    pub required: Option<Callback<ElementHandle, Html>>,
}

impl EditorSlots {
    /// The layout slots rendered for `el`, over the schema's string slots (`base`).
    #[cfg_attr(not(feature = "editor"), allow(dead_code))]
    pub(crate) fn layout(&self, el: &ElementHandle, mut base: LayoutSlots) -> LayoutSlots {
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
}
