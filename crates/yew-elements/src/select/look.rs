//! What both select views share: classes computed once per options change, the value an
//! option gives, and schema slots.

use std::rc::Rc;

use yew::AttrValue;
use yewform_core::Value;
use yewform_core::classes::ComputedClasses;

use crate::layout::classes::Styling;
use yewform_core::form::FormState;
use yewform_core::items::Opt;
use yewform_core::locale::Localizable;
use yewform_core::schema::{Choice, CommonOptions, ElementSchema, SelectSchema};

use crate::html::rich;
use crate::layout::{LayoutSlots, LayoutTexts, classes};

/// Classes of the layout and of the select itself.
#[derive(PartialEq)]
pub(super) struct Look {
    pub layout: Rc<Vec<(&'static str, String)>>,
    pub input: ComputedClasses,
}

/// The classes of a select element, merged from the theme and every class option.
pub(super) fn look_for(
    theme: &Styling,
    s: &FormState,
    entry: &ElementSchema,
    has_label: bool,
    has_error: bool,
) -> Option<Look> {
    let get = |component: &str| classes::element(theme, s, entry, component);
    let layout = get("ElementLayout");
    let label = get("ElementLabel");
    let info = get("ElementInfo");
    let columns = classes::columns(s, entry, has_label);
    let size = entry.common().size.map(|s| s.as_str()).unwrap_or("md");
    let own = get("SelectElement");
    let join = |parts: &[String]| {
        parts
            .iter()
            .filter(|p| !p.is_empty())
            .cloned()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let position = format!("content_{}", entry.common().info_position.as_str());
    Some(Look {
        layout: Rc::new(vec![
            (
                "container",
                join(&[
                    layout.get("container"),
                    layout.get(&format!("container_{size}")),
                    columns.container.join(" "),
                    own.get("container"),
                    if has_error {
                        layout.get("container_error")
                    } else {
                        String::new()
                    },
                ]),
            ),
            ("label_column", columns.label.join(" ")),
            ("label", label.get("container")),
            ("info", info.get("container")),
            (
                "info_content",
                join(&[info.get("content"), info.get(&position)]),
            ),
            ("description", get("ElementDescription").get("container")),
            ("error", get("ElementError").get("container")),
            ("text", get("ElementText").get("container")),
            (
                "innerContainer",
                join(&[
                    layout.get("innerContainer"),
                    columns.inner_container.join(" "),
                ]),
            ),
            ("outerWrapper", layout.get("outerWrapper")),
            ("innerWrapperBefore", layout.get("innerWrapperBefore")),
            (
                "innerWrapper",
                join(&[layout.get("innerWrapper"), columns.wrapper.join(" ")]),
            ),
            ("innerWrapperAfter", layout.get("innerWrapperAfter")),
            ("inline", layout.get("inline")),
        ]),
        input: own,
    })
}

/// The element value an option gives: its value, or the whole object with `object: true`.
pub(super) fn option_value(option: &Opt, select: &SelectSchema) -> Value {
    if select.object {
        if option.raw.is_object() {
            option.raw.clone()
        } else {
            option.as_object(&select.value_prop, &select.label_prop)
        }
    } else {
        option.value.clone()
    }
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
                }
            })
            .unwrap_or(ViewEnv {
                locale: "en".into(),
                fallback: "en".into(),
                float_placeholders: true,
                force_labels: false,
                display_errors: true,
            })
    }

    /// A localizable option resolved for the form's locale.
    pub fn text(&self, text: &Option<Localizable>) -> Option<AttrValue> {
        text.as_ref()
            .map(|t| AttrValue::from(t.resolve(&self.locale, &self.fallback)))
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
