//! The field: the combobox (a search input, or a select-only box showing the value), the
//! value's label, the spinner, clear and caret, the list while open and the live region.
//! DOM events are forwarded to the machine as core events.

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{Event, KeyPress, label_behind_search};
use yewform_core::schema::Choice;

use super::super::SelectSlots;
use super::View;
use super::{clear, listbox};
use crate::events::EventArgs;
use crate::icons;
use crate::layout::frame::layout_class;
use crate::select::attrs::{with_attrs, with_own};
use crate::select::look::{flag, focus_callback, hidden_span, span, value_attr};
use crate::select::slots::OptionScope;

fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now();
    #[cfg(not(target_arch = "wasm32"))]
    0.0
}

/// The field inside the frame; `host` is where a moved list goes.
pub(super) fn field(v: &View<'_>, value: &Value, host: Option<web_sys::Element>) -> Html {
    let (handle, select, slots) = (v.handle, v.select, v.slots);
    let required = v.frame.required;
    let open = v.aria.open;
    let floating = v
        .env
        .floating(select.floating.as_ref(), &select.common, required);
    let floating_class = layout_class(&v.look.layout, "floating");
    let searchable = v.aria.searchable;
    let show_label = label_behind_search(v.state, v.selected_label.as_deref());
    // The size's class (`container_sm` …) and the success look, as the native select's
    // `input_<size>` and `input_success`.
    let size = ["container_", v.look.size.as_str()].concat();
    let container_class = v.cs(&[
        ("container", true),
        ("containerDisabled", v.aria.disabled),
        ("containerOpen", open),
        ("containerOpenTop", open && v.list_top),
        ("containerDanger", v.aria.invalid),
        (
            "containerSuccess",
            !v.aria.invalid && handle.shows_success(),
        ),
        (&size, true),
    ]);
    // The value as text under the element's name, so a plain form post carries it (the
    // object of `object: true` posts its value property); `disabled` with the element, so a
    // disabled one posts nothing, as a disabled native `<select>`.
    let posted = value_attr(select.value_key(value));
    let onfocusin = focus_callback(handle, true);
    let onfocusout = {
        let (handle, send) = (handle.clone(), v.send.clone());
        let (field, list) = (v.refs.field.clone(), v.refs.list.clone());
        Callback::from(move |event: FocusEvent| {
            handle.form().set_focused(handle.path(), false);
            // The container this listener sits on, by its ref: not `current_target` (Yew
            // delegates events to its root, so that is the whole app, which holds every
            // other field the focus may move to).
            let container = field.get();
            let next = event
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            // Focus moving within the field (the clear button) or into the list (moved out
            // of the container or not) comes back through `onfocusin`.
            let inside = |outer: Option<web_sys::Node>| {
                outer
                    .zip(next.as_ref())
                    .is_some_and(|(o, n)| o.contains(Some(n)))
            };
            if inside(container) || inside(list.get()) {
                return;
            }
            send.send(Event::FocusOut, Some(&event));
        })
    };
    let onclick = v.send.callback(|_: &MouseEvent| Some(Event::Toggle));
    #[cfg(feature = "multi")]
    let (posted_inputs, collapsed, combo, live) = if select.is_multi() {
        let collapsed = super::multi::collapsed(v).filter(|_| v.state.search.is_empty());
        let combo = if super::multi::is_tags(select) {
            let (chip_click, chip_key) = super::multi::chip_events(v);
            html! {
                <div ref={v.chips.clone()} class={v.c("tags")} onclick={chip_click} onkeydown={chip_key}>
                    { super::multi::chips(v) }
                    <div class={v.c("tagsSearchWrapper")}>{ combobox(v, onclick.clone()) }</div>
                </div>
            }
        } else {
            combobox(v, onclick.clone())
        };
        (
            if super::multi::is_tags(select) {
                Html::default()
            } else {
                super::multi::hidden_inputs(v)
            },
            collapsed.filter(|_| searchable),
            combo,
            super::multi::live(v),
        )
    } else {
        (
            html! { <input type="hidden" name={handle.path().to_string()} value={posted} disabled={v.aria.disabled} /> },
            None,
            combobox(v, onclick.clone()),
            Html::default(),
        )
    };
    #[cfg(not(feature = "multi"))]
    let (posted_inputs, collapsed, combo, live) = (
        html! { <input type="hidden" name={handle.path().to_string()} value={posted} disabled={v.aria.disabled} /> },
        None::<Html>,
        combobox(v, onclick.clone()),
        Html::default(),
    );
    html! {
        <div ref={v.refs.field.clone()} class={container_class} {onfocusin} {onfocusout} data-open={flag(open)}>
            { posted_inputs }
            if let Some(floating) = floating.filter(|_| has_value(v)) {
                { hidden_span(floating_class.into(), Html::from(floating)) }
            }
            // The chosen label behind an empty search names the input with the label
            // (`ComboAria::value_text`), so it is not hidden.
            if searchable && show_label {
                { span(Some(v.aria.value_id()), v.c("singleLabel").into(), single_label(v)) }
            }
            if let Some(collapsed) = collapsed {
                { collapsed }
            }
            { combo }
            if v.aria.busy {
                { SelectSlots::simple(&slots.spinner, handle, hidden_span(v.c("spinner").into(), icons::spinner())) }
            }
            { clear::clear(v, value) }
            if select.caret {
                <span class={v.cs(&[("caret", true), ("caretOpen", open)])} aria-hidden="true" {onclick}>
                    { SelectSlots::simple(&slots.caret, handle, icons::chevron_down()) }
                </span>
            }
            if open {
                { listbox::list(v, host) }
            }
            <div class={v.c("assist")} role="status" aria-live="polite" aria-atomic="true">
                { v.texts.announcement(open, v.listing.option_rows, v.items.is_empty(),
                    handle.form().items_loading(handle.path())) }
            </div>
            { live }
        </div>
    }
}

/// Whether the field holds a value (a list value: at least one item).
fn has_value(v: &View<'_>) -> bool {
    #[cfg(feature = "multi")]
    if let Some(multi) = &v.multi {
        return multi.count > 0;
    }
    v.selected_label.is_some()
}

/// The combobox: its ARIA attributes are core's ([`ComboAria`](yewform_core::combobox::ComboAria)).
fn combobox(v: &View<'_>, onclick: Callback<MouseEvent>) -> Html {
    let select = v.select;
    let onkeydown = v.send.callback(|event: &KeyboardEvent| {
        Some(Event::Key(KeyPress {
            key: event.key(),
            alt: event.alt_key(),
            ctrl_or_meta: event.ctrl_key() || event.meta_key(),
            // IME: `isComposing`, and key code 229 that some browsers send instead.
            composing: event.is_composing() || event.key_code() == 229,
            now_ms: now_ms(),
        }))
    });
    let placeholder = v.env.placeholder(&select.common, v.frame.required);
    let tag = if v.aria.searchable {
        let oninput = v.send.callback(|event: &InputEvent| {
            let input = event.target_dyn_into::<web_sys::HtmlInputElement>()?;
            Some(Event::Input(input.value()))
        });
        let onpaste = {
            let handle = v.handle.clone();
            Callback::from(move |event: web_sys::Event| {
                let text = event
                    .dyn_ref::<web_sys::ClipboardEvent>()
                    .and_then(web_sys::ClipboardEvent::clipboard_data)
                    .and_then(|data| data.get_data("text/plain").ok());
                handle.fire("paste", EventArgs::Paste { text, event });
            })
        };
        html! {
            <input ref={v.refs.input.clone()} id={v.frame.id.clone()} class={v.c(search_class(v))}
                type={select.input_type.clone()} autocomplete={select.autocomplete.clone()}
                disabled={v.aria.disabled} value={v.state.search.clone()}
                placeholder={if has_value(v) { None } else { placeholder }}
                {onkeydown} {oninput} {onclick} {onpaste} />
        }
    } else {
        #[cfg(feature = "multi")]
        let collapsed = super::multi::collapsed(v);
        #[cfg(not(feature = "multi"))]
        let collapsed: Option<Html> = None;
        let label = if let Some(collapsed) = collapsed {
            collapsed
        } else if v.selected_label.is_some() {
            single_label(v)
        } else if has_value(v) {
            Html::default()
        } else {
            span(
                None,
                v.c("placeholder").into(),
                SelectSlots::simple(
                    &v.slots.placeholder,
                    v.handle,
                    Html::from(placeholder.unwrap_or_default().to_string()),
                ),
            )
        };
        html! {
            <div ref={v.refs.input.clone()} id={v.frame.id.clone()} class={v.c("wrapper")}
                {onkeydown} {onclick}>
                { span(Some(v.aria.value_id()), v.c("singleLabel").into(), label) }
            </div>
        }
    };
    with_attrs(with_own(tag, v.aria.combobox()), &select.attrs)
}

/// The search input's class key: `tagsSearch` in a tags element, else `search`.
fn search_class(v: &View<'_>) -> &'static str {
    #[cfg(feature = "multi")]
    if super::multi::is_tags(v.select) {
        return "tagsSearch";
    }
    let _ = v;
    "search"
}

/// The value's label (`singleLabel` slot, else the label text). The slot gets the option
/// shown, or for a value not among the options its stand-in (core's `selected_option`).
fn single_label(v: &View<'_>) -> Html {
    let select = v.select;
    let text = match (&v.slots.single_label, &v.selected) {
        (Some(slot), Some(option)) => slot.emit(OptionScope {
            el: v.handle.clone(),
            option: option.as_object(&select.value_prop, &select.label_prop),
            search: None,
            selected: true,
            pointed: false,
        }),
        _ => Html::from(v.selected_label.clone().unwrap_or_default()),
    };
    span(
        None,
        v.cs(&[
            ("singleLabelText", true),
            ("singleLabelTruncate", select.truncate),
        ])
        .into(),
        text,
    )
}
