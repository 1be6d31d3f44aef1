//! What both select views share: classes computed once per options change, and a value's
//! text in markup.

use yewform_core::Value;

use std::rc::Rc;

use super::SelectRef;
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::layout::classes::{ElementLook, element_look_of};

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

/// A handler marking the element focused (`true`) or not (one closure type for every
/// focus handler of both views).
pub(super) fn focus_callback(
    handle: &ElementHandle,
    focused: bool,
) -> yew::Callback<web_sys::FocusEvent> {
    let handle = handle.clone();
    yew::Callback::from(move |_: web_sys::FocusEvent| {
        handle.form().set_focused(handle.path(), focused)
    })
}

/// A decorative `<span class aria-hidden="true">` around `child` (one `html!` expansion for
/// every such span of both views).
#[inline(never)]
pub(super) fn hidden_span(class: yew::html::Classes, child: yew::Html) -> yew::Html {
    yew::html! { <span {class} aria-hidden="true">{ child }</span> }
}

/// `"true"` or `"false"`, for an ARIA state (no allocation, no formatting).
pub(super) fn flag(on: bool) -> &'static str {
    if on { "true" } else { "false" }
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
        other => yewform_core::json_text::json_text(other),
    }
}
