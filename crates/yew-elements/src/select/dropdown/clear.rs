//! The clear button (or the `clear` slot): shown for a value of an enabled `canClear`
//! select; its click (a mouse's, or Enter / Space on the focused button) sends
//! [`Event::Clear`] to the machine.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{Event, clearable};

use super::View;
use crate::icons;
use crate::select::slots::ClearScope;

/// The clear part, when the value can be cleared.
///
/// The default button stays while the select is disabled, hidden (see [`super::HIDDEN_STYLE`]),
/// without its class or name: a `disabled` condition reading today can answer differently on the server (UTC) and
/// in the browser, and a node on one side only makes hydration panic.
pub(super) fn clear(v: &View<'_>, value: &Value) -> Html {
    if !clearable(v.select, value, false) {
        return Html::default();
    }
    let shown = clearable(v.select, value, v.aria.disabled);
    // An app's `clear` slot is its own markup: it renders only while the select is enabled.
    if let Some(slot) = &v.slots.clear {
        if !shown {
            return Html::default();
        }
        let send = v.send.clone();
        return slot.emit(ClearScope {
            el: v.handle.clone(),
            clear: Callback::from(move |()| send.send(Event::Clear, None)),
        });
    }
    // "Clear Country": core names it after its select, so two clear buttons differ.
    let label = v
        .handle
        .form()
        .read(|s| s.clear_label(v.handle.path()))
        .flatten()
        .map(AttrValue::from)
        .unwrap_or_else(|| AttrValue::from("Clear"));
    // The click (a mouse's, or Enter / Space on the focused button) clears, once; the
    // machine then puts the focus back in the field (the button is inside the container,
    // so the focus moving to it is no blur).
    let onclick = {
        let send = v.send.clone();
        Callback::from(move |event: MouseEvent| send.send(Event::Clear, Some(&event)))
    };
    let (class, label, style) = super::kept_button(shown, AttrValue::from(v.c("clear")), label);
    html! {
        <button type="button" {class} aria-label={label.clone()} title={label} hidden={!shown} {style} {onclick}>
            { crate::select::look::hidden_span(v.c("clearIcon").into(), icons::x()) }
        </button>
    }
}
