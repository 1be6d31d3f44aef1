//! The editing surfaces: one `contenteditable` textbox per language, with its ARIA
//! attributes, forwarding its events to the controller.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::controller::Controller;
use super::shortcuts::{KeyPress, shortcut};
use super::view::{Flag, Flags};

/// The attributes of the current language's surface (the others are hidden and carry none
/// of them).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SurfaceAttrs {
    pub class: String,
    pub id: AttrValue,
    pub placeholder: Option<AttrValue>,
    pub labelled_by: Option<AttrValue>,
    /// `aria-label` when nothing labels the surface: the element's generic name (a
    /// `div[role=textbox]` takes no `<label for>`).
    pub label: Option<AttrValue>,
    pub described_by: Option<AttrValue>,
    pub error_message: Option<AttrValue>,
    /// The current language has an error.
    pub invalid: bool,
    pub disabled: bool,
    pub busy: bool,
    pub required: bool,
}

/// What the surfaces share with the rest of the view.
#[derive(Clone)]
pub(super) struct SurfaceState {
    pub controller: Controller,
    pub flags: UseReducerDispatcher<Flags>,
    /// A drag started inside the editor (text moved by the browser itself).
    pub internal_drag: Rc<RefCell<bool>>,
}

/// `"true"` or `"false"`, for an ARIA state (no allocation, no formatting).
pub(super) fn flag(on: bool) -> &'static str {
    if on { "true" } else { "false" }
}

/// The surface of `code` (`current`: the language shown), holding `content` (the first
/// render's sanitized value, else nothing).
pub(super) fn surface_view(
    state: &SurfaceState,
    attrs: &SurfaceAttrs,
    code: &str,
    current: bool,
    node_ref: NodeRef,
    content: Html,
) -> Html {
    let c = &state.controller;
    let oninput = {
        let c = c.clone();
        let code = code.to_string();
        Callback::from(move |_: InputEvent| {
            c.emit(&code);
            c.save_selection();
            c.refresh();
        })
    };
    let onkeydown = {
        let c = c.clone();
        Callback::from(move |event: KeyboardEvent| {
            let press = KeyPress {
                key: &event.key(),
                code: &event.code(),
                primary: event.ctrl_key() || event.meta_key(),
                shift: event.shift_key(),
                alt: event.alt_key(),
                alt_graph: (event.ctrl_key() && event.alt_key())
                    || event.get_modifier_state("AltGraph"),
            };
            if let Some(tool) = shortcut(press) {
                event.prevent_default();
                c.run(tool);
            }
        })
    };
    let selection = |c: &Controller| {
        let c = c.clone();
        move || {
            c.save_selection();
            c.refresh();
        }
    };
    let onkeyup = {
        let after = selection(c);
        Callback::from(move |_: KeyboardEvent| after())
    };
    let onmouseup = {
        let after = selection(c);
        Callback::from(move |_: MouseEvent| after())
    };
    let onfocus = {
        let flags = state.flags.clone();
        let c = c.clone();
        Callback::from(move |_: FocusEvent| {
            flags.dispatch(Flag::Focused(true));
            c.focus();
        })
    };
    let onblur = {
        let flags = state.flags.clone();
        let c = c.clone();
        Callback::from(move |_: FocusEvent| {
            flags.dispatch(Flag::Focused(false));
            c.blur();
        })
    };
    let onpaste = {
        let c = c.clone();
        Callback::from(move |event: Event| c.paste(&event))
    };
    let ondragstart = {
        let internal = state.internal_drag.clone();
        Callback::from(move |_: DragEvent| *internal.borrow_mut() = true)
    };
    let ondragend = {
        let internal = state.internal_drag.clone();
        Callback::from(move |_: DragEvent| *internal.borrow_mut() = false)
    };
    let a = attrs;
    let lang = AttrValue::from(code.to_string());
    html! {
        <div key={code} ref={node_ref} lang={lang.clone()}
            class={a.class.clone()}
            data-language={lang}
            hidden={!current}
            id={current.then(|| a.id.clone())}
            role="textbox"
            aria-multiline="true"
            contenteditable={flag(!a.disabled)}
            aria-placeholder={current.then(|| a.placeholder.clone()).flatten()}
            aria-labelledby={current.then(|| a.labelled_by.clone()).flatten()}
            aria-label={current.then(|| a.label.clone()).flatten()}
            aria-describedby={current.then(|| a.described_by.clone()).flatten()}
            aria-invalid={current.then(|| flag(a.invalid))}
            aria-errormessage={current.then(|| a.error_message.clone()).flatten()}
            aria-disabled={flag(a.disabled)}
            aria-busy={current.then(|| flag(a.busy))}
            aria-required={(current && a.required).then_some("true")}
            {oninput} {onkeydown} {onkeyup} {onmouseup} {onfocus} {onblur} {onpaste}
            {ondragstart} {ondragend}
        >{ content }</div>
    }
}
