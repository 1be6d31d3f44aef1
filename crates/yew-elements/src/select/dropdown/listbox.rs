//! The listbox: the list's wrapper (in place or moved out of the field), the window of rows
//! in view (only those, plus overscan, are in the DOM) with spacers for the rest, and the
//! empty-list text. The scroll position is view state (windowing), not the machine's.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use web_sys::HtmlElement;
use yew::prelude::*;
use yewform_core::items::{scroll_into_view, window};

use super::super::SelectSlots;
use super::View;
use super::option::rows;
use crate::select::attrs::with_own;

/// Height of one option row, in whole pixels (the theme's CSS uses the same). Styles are
/// written from the integers: `f64`'s `Display` would link core's float formatters.
pub(super) const ROW: u32 = yewform_themes::OPTION_ROW_PX;
/// [`ROW`] for the scroll arithmetic.
const ROW_PX: f64 = ROW as f64;
/// The list's viewport height, in whole pixels.
const VIEW: u32 = ROW * yewform_themes::DROPDOWN_ROWS;
/// [`VIEW`] for the scroll arithmetic.
const VIEW_PX: f64 = VIEW as f64;
/// Rows per page (PageUp / PageDown).
pub(super) const PAGE: usize = yewform_themes::DROPDOWN_ROWS as usize;
/// Rows rendered above and below the viewport.
const OVERSCAN: usize = 4;

/// The dropdown's nodes and its scroll position.
pub(super) struct Refs {
    /// The combobox (the search input or the select-only box).
    pub input: NodeRef,
    /// The listbox (`<ul>`).
    pub listbox: NodeRef,
    /// The field (the container), where a moved list is placed.
    pub field: NodeRef,
    /// The list's wrapper.
    pub list: NodeRef,
    /// The listbox's scroll position, in pixels.
    scroll_top: Rc<RefCell<f64>>,
    /// The moved list is above the field (where [`use_anchored_list`] placed it).
    ///
    /// [`use_anchored_list`]: crate::select::anchor::use_anchored_list
    pub above: Rc<Cell<bool>>,
    /// Re-renders the dropdown.
    pub force: UseForceUpdateHandle,
    /// The dropdown's memoized data.
    pub memo: Rc<crate::select::memo::ViewMemo>,
}

#[hook]
pub(super) fn use_refs() -> Refs {
    // The cells and the memoized data: the select views' one memo (`ViewMemo`).
    let memo = crate::select::memo::use_view_memo();
    Refs {
        input: use_node_ref(),
        listbox: use_node_ref(),
        field: use_node_ref(),
        list: use_node_ref(),
        scroll_top: memo.scroll_top.clone(),
        above: memo.above.clone(),
        memo,
        force: use_force_update(),
    }
}

/// Keeps the list's scroll position where the keyboard put it (run after every render).
pub(super) fn keep_scroll(refs: &Refs) -> impl Fn() + 'static {
    let (listbox, scroll_top) = (refs.listbox.clone(), refs.scroll_top.clone());
    move || {
        if let Some(list) = listbox.cast::<HtmlElement>() {
            let wanted = *scroll_top.borrow();
            if (f64::from(list.scroll_top()) - wanted).abs() >= 1.0 {
                list.set_scroll_top(wanted as i32);
            }
        }
    }
}

/// Scrolls a row into view (the machine's `ScrollTo`).
pub(super) fn scroll_to(refs: &Refs) -> Callback<usize> {
    let (scroll_top, listbox) = (refs.scroll_top.clone(), refs.listbox.clone());
    Callback::from(move |row: usize| {
        // The listbox's height: less than the rows when a moved list is clamped to the room.
        let shown = listbox
            .cast::<HtmlElement>()
            .map(|l| f64::from(l.client_height()));
        let viewport = VIEW_PX.min(shown.filter(|h| *h > 0.0).unwrap_or(f64::MAX));
        let current = *scroll_top.borrow();
        if let Some(top) = scroll_into_view(row, current, viewport, ROW_PX) {
            *scroll_top.borrow_mut() = top;
        }
    })
}

/// The rows of `total` in the DOM at the list's scroll position (the window and its
/// overscan).
pub(super) fn rendered_rows(refs: &Refs, total: usize) -> std::ops::Range<usize> {
    window(*refs.scroll_top.borrow(), VIEW_PX, ROW_PX, OVERSCAN, total)
}

/// The open list, in place or in `host` (`appendToBody` / `appendTo`).
pub(super) fn list(v: &View<'_>, host: Option<web_sys::Element>) -> Html {
    let (handle, slots) = (v.handle, v.slots);
    let total = v.listing.rows.len();
    let range = rendered_rows(v.refs, total);
    let row = ROW as usize;
    let top_space = range.start.saturating_mul(row);
    let bottom_space = total.saturating_sub(range.end).saturating_mul(row);
    let moved = host.is_some();
    let onscroll = {
        let (scroll_top, force) = (v.refs.scroll_top.clone(), v.refs.force.clone());
        Callback::from(move |event: Event| {
            if let Some(list) = event.target_dyn_into::<HtmlElement>() {
                let top = f64::from(list.scroll_top());
                if (top - *scroll_top.borrow()).abs() >= 1.0 {
                    *scroll_top.borrow_mut() = top;
                    force.force_update();
                }
            }
        })
    };
    let empty = v.items.is_empty();
    let listbox = with_own(
        html! {
            <ul ref={v.refs.listbox.clone()} class={v.c("options")}
                style={format!("max-height:{VIEW}px;overflow-y:auto")}
                {onscroll}>
                { spacer(top_space) }
                { rows(v, range) }
                { spacer(bottom_space) }
            </ul>
        },
        listbox_attrs(v),
    );
    let list = html! {
        <div ref={v.refs.list.clone()} class={v.cs(&[("dropdown", true), ("dropdownTop", v.list_top)])}
            style={if moved { "max-height:none;overflow:visible;position:fixed;top:100%;left:0" } else { "max-height:none;overflow:visible" }}
            data-appended={moved.then_some("true")}
            onmousedown={Callback::from(keep_focus)}>
            { SelectSlots::simple(&slots.before_list, handle, Html::default()) }
            { listbox }
            // As the reference: hidden only while the options are being fetched, not for
            // the `loading` option or a pending validation.
            if v.listing.option_rows == 0 && !handle.form().items_loading(handle.path()) {
                <div class={if empty { v.c("noOptions") } else { v.c("noResults") }}>
                    {
                        SelectSlots::simple(
                            if empty { &slots.no_options } else { &slots.no_results },
                            handle,
                            Html::from(v.texts.empty(empty).to_owned()),
                        )
                    }
                </div>
            }
            { SelectSlots::simple(&slots.after_list, handle, Html::default()) }
        </div>
    };
    match host {
        Some(host) => create_portal(list, host),
        None => list,
    }
}

/// The listbox's ARIA attributes: core's, and `aria-multiselectable` for a list value.
fn listbox_attrs(v: &View<'_>) -> Vec<yewform_core::combobox::Attr> {
    #[allow(unused_mut)]
    let mut attrs = v.aria.listbox();
    if v.select.is_multi() {
        attrs.push(("aria-multiselectable", "true".into()));
    }
    attrs
}

/// The `height` style of a row or spacer of `px` pixels.
pub(super) fn height_style(px: usize) -> String {
    format!("height:{px}px")
}

/// The space standing for `px` pixels of rows outside the window (nothing for none).
fn spacer(px: usize) -> Html {
    if px == 0 {
        return Html::default();
    }
    html! { <li role="presentation" aria-hidden="true" style={height_style(px)}></li> }
}

/// A press on the list (an option, a group label, the scrollbar) keeps the focus on the
/// combobox, so the list stays open, in place and moved alike; focusable slot content
/// inside the list still takes the focus.
fn keep_focus(event: MouseEvent) {
    let focusable = event
        .target_dyn_into::<web_sys::Element>()
        .and_then(|target| {
            target
                .closest("input, textarea, select, button, a[href], [contenteditable], [tabindex]")
                .ok()
                .flatten()
        })
        .is_some();
    if !focusable {
        event.prevent_default();
    }
}
