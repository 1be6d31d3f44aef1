//! Render-prop slots of `TEditorElement`: the spec's t-editor slots around the field.

/// Render props replacing parts of the editor's layout: the spec's `label`, `info`,
/// `required`, `description`, `before`, `between` and `after` slots, each called with the
/// element (the spec's `el$`). These are the layout slots every element has
/// ([`FieldSlots`](crate::layout::FieldSlots)); the select-only slots do not exist on the
/// editor. A render prop wins over the same slot given as a string in the schema's `slots`.
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
pub type EditorSlots = crate::layout::FieldSlots;
