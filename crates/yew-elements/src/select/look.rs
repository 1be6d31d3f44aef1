//! What both select views share: classes computed once per options change, a value's text
//! in markup, the focus handlers, decorative spans and ARIA flags. Their memoized data is in
//! [`super::memo`].

use yewform_core::Value;

use std::rc::Rc;

use super::SelectRef;
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::layout::classes::{ElementLook, Styling, element_look_of};

/// What the select's classes are computed from: its options, whether it has a label, the
/// theme.
pub(super) type LookSlot =
    super::memo::Slot<(SelectRef, bool, ByPtr<Styling>), Rc<Option<ElementLook>>>;

/// The classes of the select `handle`, computed once per change of its options, label or
/// theme (never per keystroke, nor when its error comes or goes: `ElementLayout` adds the
/// `container_error` part then); kept in `slot` of the view's memo (no hook of its own).
pub(super) fn select_look(
    slot: &mut LookSlot,
    handle: &ElementHandle,
    select: &SelectRef,
    has_label: bool,
) -> Rc<Option<ElementLook>> {
    let form = handle.form();
    super::memo::memo(
        slot,
        (select.clone(), has_label, ByPtr(form.theme())),
        |(select, has_label, theme)| {
            Rc::new(form.read(|s| {
                element_look_of(
                    theme,
                    s,
                    handle.path(),
                    select.type_name(),
                    &select.common,
                    *has_label,
                    false,
                )
            }))
        },
    )
    .clone()
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

/// A `<span id class>` around `child` (one `html!` expansion for the dropdown's plain
/// spans; no `id` and empty classes render no attribute, as a `<span>` without them).
#[inline(never)]
pub(super) fn span(id: Option<String>, class: yew::html::Classes, child: yew::Html) -> yew::Html {
    yew::html! { <span {id} {class}>{ child }</span> }
}

/// The nodes as one list node, as collecting them would give (one `FromIterator`
/// instantiation for the rows of both views, no iterator chain of their own).
#[inline(never)]
pub(super) fn list(nodes: Vec<yew::Html>) -> yew::Html {
    nodes.into_iter().collect()
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
