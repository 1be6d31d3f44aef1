//! [`FieldSlots`]: the render props of the seven layout slots every element has (`label`,
//! `info`, `description`, `before`, `between`, `after`, `required`), and the same slots given
//! as strings in a schema's `slots`.

use yew::prelude::*;
use yewform_core::Value;

use super::LayoutSlots;
use crate::form::ElementHandle;
use crate::html::rich;

/// Render props replacing parts of an element's layout: the spec's `label`, `info`,
/// `required`, `description`, `before`, `between` and `after` slots, each called with the
/// element (the spec's `el$`). A render prop wins over the same slot given as a string in the
/// schema's `slots`. `EditorSlots` is this struct; `SelectSlots` holds it as its `layout`.
///
/// ```
/// use yew::prelude::*;
/// use yewform_elements::layout::FieldSlots;
///
/// let slots = FieldSlots {
///     label: Some(Callback::from(|el: yewform_elements::ElementHandle| {
///         html! { <b>{ format!("Text of {}", el.path()) }</b> }
///     })),
///     ..FieldSlots::default()
/// };
/// assert!(slots.info.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FieldSlots {
    /// `label`: the label's content.
    pub label: Option<Callback<ElementHandle, Html>>,
    /// `info`: the info tooltip's content (shown next to a label).
    pub info: Option<Callback<ElementHandle, Html>>,
    /// `description`: below the field.
    pub description: Option<Callback<ElementHandle, Html>>,
    /// `before`: before the field.
    pub before: Option<Callback<ElementHandle, Html>>,
    /// `between`: between the field and the description.
    pub between: Option<Callback<ElementHandle, Html>>,
    /// `after`: after the description and the error.
    pub after: Option<Callback<ElementHandle, Html>>,
    /// `required`: what the label's required mark shows instead of `*` (the mark is shown
    /// when the element is required and the config's `showRequired` lists `label`).
    pub required: Option<Callback<ElementHandle, Html>>,
}

/// The seven slots' spec names.
const FIELD_SLOT_NAMES: [&str; 7] = [
    "label",
    "info",
    "description",
    "before",
    "between",
    "after",
    "required",
];

#[cfg_attr(not(any(feature = "select", feature = "editor")), allow(dead_code))]
impl FieldSlots {
    fn fields(&self) -> [&Option<Callback<ElementHandle, Html>>; 7] {
        [
            &self.label,
            &self.info,
            &self.description,
            &self.before,
            &self.between,
            &self.after,
            &self.required,
        ]
    }

    /// Each slot's render prop replaced by `f(name, slot)` (the registry completes the
    /// render props with the functions a schema names).
    #[must_use]
    pub(crate) fn map(
        &self,
        mut f: impl FnMut(
            &'static str,
            &Option<Callback<ElementHandle, Html>>,
        ) -> Option<Callback<ElementHandle, Html>>,
    ) -> FieldSlots {
        FieldSlots {
            label: f("label", &self.label),
            info: f("info", &self.info),
            description: f("description", &self.description),
            before: f("before", &self.before),
            between: f("between", &self.between),
            after: f("after", &self.after),
            required: f("required", &self.required),
        }
    }

    /// Whether no slot has content: neither a render prop nor a string in `schema_slots`.
    pub(crate) fn is_empty(&self, schema_slots: &Value) -> bool {
        self.fields().iter().all(|slot| slot.is_none())
            && FIELD_SLOT_NAMES
                .iter()
                .all(|name| !schema_slots.get(name).is_some_and(Value::is_string))
    }

    /// The layout's slots and the required mark rendered for `el`: a render prop, else the
    /// string of the same name in the schema's `slots` (sanitized HTML).
    pub(crate) fn render(
        &self,
        el: &ElementHandle,
        schema_slots: &Value,
    ) -> (LayoutSlots, Option<Html>) {
        if self.is_empty(schema_slots) {
            return (LayoutSlots::default(), None);
        }
        let render = |slot: &Option<Callback<ElementHandle, Html>>, name: &str| {
            slot.as_ref()
                .map(|s| s.emit(el.clone()))
                .or_else(|| schema_slots.get(name).and_then(Value::as_str).map(rich))
        };
        let slots = LayoutSlots {
            label: render(&self.label, "label"),
            info: render(&self.info, "info"),
            description: render(&self.description, "description"),
            before: render(&self.before, "before"),
            between: render(&self.between, "between"),
            after: render(&self.after, "after"),
        };
        (slots, render(&self.required, "required"))
    }
}
