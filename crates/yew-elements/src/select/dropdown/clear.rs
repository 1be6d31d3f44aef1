//! The clear button (or the `clear` slot): shown for a value of an enabled `canClear`
//! select; using it sends [`Event::Clear`] to the machine.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{Event, clearable};

use super::View;
use crate::icons;
use crate::select::slots::ClearScope;

/// The clear part, when the value can be cleared.
pub(super) fn clear(v: &View<'_>, value: &Value) -> Html {
    if !clearable(v.select, value, v.aria.disabled) {
        return Html::default();
    }
    if let Some(slot) = &v.slots.clear {
        let send = v.send.clone();
        return slot.emit(ClearScope {
            el: v.handle.clone(),
            clear: Callback::from(move |()| send.send(Event::Clear, None)),
        });
    }
    let label = yewform_core::locale::translate(&v.env.locale, &v.env.fallback, "select.clear")
        .unwrap_or("Clear");
    let onmousedown = {
        let send = v.send.clone();
        Callback::from(move |event: MouseEvent| {
            event.prevent_default(); // the focus stays where it is until the machine moves it
            send.send(Event::Clear, Some(&event));
        })
    };
    html! {
        <button type="button" class={v.c("clear")} aria-label={label} title={label} {onmousedown}>
            { crate::select::look::hidden_span(v.c("clearIcon").into(), icons::x()) }
        </button>
    }
}
