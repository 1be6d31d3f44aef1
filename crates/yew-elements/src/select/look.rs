//! What both select views share: classes computed once per options change, the value an
//! option gives, and schema slots.

use yew::AttrValue;
use yewform_core::Value;

use yewform_core::config::RequiredMark;
use yewform_core::items::Opt;
use yewform_core::locale::Localizable;
use yewform_core::schema::{CommonOptions, SelectSchema};

use std::rc::Rc;

use super::SelectRef;
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::html::rich;
use crate::layout::classes::{ElementLook, element_look_of};
use crate::layout::{LayoutSlots, LayoutTexts};

/// The classes of the select `handle`, computed once per change of its options, label or
/// theme (never per keystroke, nor when its error comes or goes: `ElementLayout` adds the
/// `container_error` part then).
#[yew::hook]
pub(super) fn use_select_look(
    handle: &ElementHandle,
    select: &SelectRef,
    has_label: bool,
) -> Rc<Option<ElementLook>> {
    let form = handle.form().clone();
    let path = handle.path().to_owned();
    yew::functional::use_memo(
        (select.clone(), has_label, ByPtr(form.theme())),
        move |(select, has_label, theme)| {
            form.read(|s| {
                element_look_of(theme, s, &path, "select", &select.common, *has_label, false)
            })
        },
    )
}

/// The element value an option gives: its value, or the whole object with `object: true`.
pub(super) fn option_value(option: &Opt, select: &SelectSchema) -> Value {
    if select.object {
        option.as_object(&select.value_prop, &select.label_prop)
    } else {
        option.value.to_value()
    }
}

/// The text an option's value carries in markup (a native `<option value>`, the dropdown's
/// hidden input): a string as written, a number or boolean as JSON writes it, an object or
/// array as its JSON, `null` as the empty string. Several values can give the same text
/// (`1` and `"1"`), so the element never reads a value back from it: the native select maps
/// the chosen option back by its position.
pub(crate) fn value_attr(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The `required` slot given as a string in the schema's `slots` (sanitized HTML).
pub(super) fn required_slot_text(slots: &Value) -> Option<yew::Html> {
    slots.get("required").and_then(Value::as_str).map(rich)
}

/// Schema `slots` given as strings (sanitized HTML) for the layout's slots.
pub(super) fn slot_texts(slots: &Value) -> LayoutSlots {
    let get = |name: &str| slots.get(name).and_then(Value::as_str).map(rich);
    LayoutSlots {
        label: get("label"),
        info: get("info"),
        description: get("description"),
        before: get("before"),
        between: get("between"),
        after: get("after"),
    }
}

/// What a select view reads from the form once per render: locale and display options.
pub(super) struct ViewEnv {
    pub locale: String,
    pub fallback: String,
    pub float_placeholders: bool,
    pub force_labels: bool,
    pub display_errors: bool,
    pub show_required: Vec<RequiredMark>,
}

impl ViewEnv {
    /// Reads the form's locale and display options.
    pub fn read(handle: &crate::form::ElementHandle) -> ViewEnv {
        handle
            .form()
            .read(|s| {
                let config = s.config();
                ViewEnv {
                    locale: s.locale().to_string(),
                    fallback: config.fallback_locale.clone(),
                    float_placeholders: config.float_placeholders,
                    force_labels: config.force_labels,
                    display_errors: config.display_errors,
                    show_required: config.show_required.clone(),
                }
            })
            .unwrap_or(ViewEnv {
                locale: "en".into(),
                fallback: "en".into(),
                float_placeholders: true,
                force_labels: false,
                display_errors: true,
                show_required: Vec::new(),
            })
    }

    /// A localizable option resolved for the form's locale.
    pub fn text(&self, text: &Option<Localizable>) -> Option<AttrValue> {
        text.as_ref()
            .map(|t| AttrValue::from(t.resolve(&self.locale, &self.fallback)))
    }

    /// `text` with the required mark `*` appended when `required` and `showRequired` lists
    /// `place` (placeholder, floating label).
    pub fn mark(&self, text: AttrValue, place: RequiredMark, required: bool) -> AttrValue {
        if required && self.show_required.contains(&place) {
            AttrValue::from(format!("{text}*"))
        } else {
            text
        }
    }

    /// The layout's texts of an element, with `error` shown when errors are displayed.
    pub fn layout_texts(&self, common: &CommonOptions, error: Option<String>) -> LayoutTexts {
        let show_error = self.display_errors && common.display_errors;
        LayoutTexts {
            label: self.text(&common.label),
            info: self.text(&common.info),
            description: self.text(&common.description),
            error: if show_error {
                error.map(AttrValue::from)
            } else {
                None
            },
            before: self.text(&common.before),
            between: self.text(&common.between),
            after: self.text(&common.after),
        }
    }
}
