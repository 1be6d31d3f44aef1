//! What both select views share: classes computed once per options change, the value an
//! option gives, and schema slots.

use std::rc::Rc;

use yewform_core::Value;
use yewform_core::classes::ComputedClasses;
use yewform_core::form::FormState;
use yewform_core::items::Opt;
use yewform_core::schema::{Choice, ElementSchema, SelectSchema};

use crate::html::rich;
use crate::layout::{LayoutSlots, classes};

/// Classes of the layout and of the select itself.
#[derive(PartialEq)]
pub(super) struct Look {
    pub layout: Rc<Vec<(&'static str, String)>>,
    pub input: ComputedClasses,
}

/// The classes of a select element, merged from the theme and every class option.
pub(super) fn look_for(
    s: &FormState,
    entry: &ElementSchema,
    has_label: bool,
    has_error: bool,
) -> Option<Look> {
    let get = |component: &str| classes::element(s, entry, component);
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
