//! The moved list of `appendToBody` / `appendTo`: where it is rendered (a Yew portal into
//! `document.body` or the first element matching the selector) and where it is placed
//! (`position: fixed` at the field). This module only measures and writes styles; the
//! decision is [`yewform_core::combobox::placement::place_list`]: the list opens on the
//! `openDirection` side, flips to the other side when it does not fit and that side has more
//! room, is shifted sideways to stay inside the viewport, and its height is clamped to the
//! room on its side (the listbox scrolls), so it never extends off-screen.

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::schema::OpenDirection;

/// The distance, in pixels, the moved list keeps from the viewport's edges when it has to be
/// clamped or shifted.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // measured in the browser only
const VIEWPORT_PADDING: f64 = 8.0;

/// The element the list is moved into: `document.body` with `appendToBody`, else the first
/// match of `appendTo`. `None` renders the list in place; a selector that matches nothing (or
/// is not a valid selector) logs a console warning.
pub(super) fn portal_host(
    append_to_body: bool,
    append_to: Option<&str>,
) -> Option<web_sys::Element> {
    if !append_to_body && append_to.is_none() {
        return None;
    }
    #[cfg(target_arch = "wasm32")]
    {
        let document = web_sys::window().and_then(|w| w.document())?;
        if append_to_body {
            return document.body().map(web_sys::Element::from);
        }
        let selector = append_to?;
        // One warning, its middle by the kind of failure (no `format!`, docs/size.md).
        let problem = match document.query_selector(selector) {
            Ok(Some(host)) => return Some(host),
            Ok(None) => "\" matches no element",
            Err(_) => "\" is not a valid selector",
        };
        let text = [
            "yewform: appendTo \"",
            selector,
            problem,
            "; the list stays in place",
        ]
        .concat();
        web_sys::console::warn_1(&text.into());
        None
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Keeps the moved list (`list`) placed at the field (`field`) while `active`: on every
/// render, on window resize and on any scroll (capture phase, so scrolling containers count
/// too). The listeners are dropped when the list closes or the element unmounts. `memo.above`
/// holds whether the list is above the field; a change re-renders (`force`) so the view
/// can pick its classes. `after_render` runs after every render, before the placing (one
/// effect for both).
///
/// Why not yew-hooks' `use_event_with_window` (or `use_window_scroll`/`use_window_size`):
/// they listen from mount to unmount, so every closed select of a form would keep two window
/// listeners (200 selects: 400 listeners running on every scroll), and they listen in the
/// bubbling phase, where a scrolling container's `scroll` never reaches the window (`scroll`
/// does not bubble); this list listens only while it is open, in the capture phase.
#[allow(clippy::too_many_arguments)] // seven inputs of its own; `#[hook]` adds an eighth
#[hook]
pub(super) fn use_anchored_list(
    active: bool,
    field: NodeRef,
    list: NodeRef,
    direction: OpenDirection,
    memo: Rc<super::memo::ViewMemo>,
    force: UseForceUpdateHandle,
    after_render: impl Fn() + 'static,
) {
    let reposition: Rc<dyn Fn()> = {
        let (field, list, above) = (field.clone(), list.clone(), memo.above.clone());
        Rc::new(move || {
            if let Some(now_above) = position(&field, &list, direction) {
                if above.replace(now_above) != now_above {
                    force.force_update();
                }
            }
        })
    };
    // One effect: the listeners are made when the list becomes active and dropped when it
    // stops being active (or with the memo, when the element unmounts).
    // Boxed: one instantiation of Yew's effect hook for every caller (docs/size.md).
    use_effect::<Box<dyn FnOnce()>, ()>(Box::new(move || {
        after_render();
        if active {
            reposition();
        }
        let mut held = memo.listeners.borrow_mut();
        if active != held.is_some() {
            *held = active.then(|| listen(reposition, &list));
        }
    }));
}

/// The window listeners of an active moved list.
#[cfg(target_arch = "wasm32")]
pub(super) type Listeners = Vec<gloo::events::EventListener>;
/// The window listeners of an active moved list (none outside the browser).
#[cfg(not(target_arch = "wasm32"))]
pub(super) type Listeners = Vec<()>;

#[cfg(target_arch = "wasm32")]
fn listen(reposition: Rc<dyn Fn()>, list: &NodeRef) -> Listeners {
    use gloo::events::{EventListener, EventListenerOptions};
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let on_resize = {
        let reposition = reposition.clone();
        EventListener::new(&window, "resize", move |_| reposition())
    };
    let on_scroll = {
        let list = list.clone();
        EventListener::new_with_options(
            &window,
            "scroll",
            EventListenerOptions::run_in_capture_phase(),
            move |event| {
                // The list's own scrolling does not move it.
                let inside = match (
                    list.get(),
                    event
                        .target()
                        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Node>(t).ok()),
                ) {
                    (Some(list), Some(target)) => list.contains(Some(&target)),
                    _ => false,
                };
                if !inside {
                    reposition();
                }
            },
        )
    };
    vec![on_resize, on_scroll]
}

#[cfg(not(target_arch = "wasm32"))]
fn listen(_reposition: Rc<dyn Fn()>, _list: &NodeRef) -> Listeners {
    Vec::new()
}

/// The viewport's size without scrollbars (`documentElement.clientWidth/Height`), or
/// `innerWidth/innerHeight` when the root reports none.
#[cfg(target_arch = "wasm32")]
fn viewport_size() -> Option<yewform_core::combobox::placement::Size> {
    use wasm_bindgen::JsValue;
    let window = web_sys::window()?;
    let root = window.document().and_then(|d| d.document_element());
    let measure = |client: Option<i32>, inner: Result<JsValue, JsValue>| {
        client
            .map(f64::from)
            .filter(|v| *v > 0.0)
            .or_else(|| inner.ok().and_then(|v| v.as_f64()))
    };
    Some(yewform_core::combobox::placement::Size {
        width: measure(
            root.as_ref().map(|r| r.client_width()),
            window.inner_width(),
        )?,
        height: measure(
            root.as_ref().map(|r| r.client_height()),
            window.inner_height(),
        )?,
    })
}

/// Measures the field and the list, and writes the list's fixed position. `Some(above)` when
/// both are in the DOM.
///
/// The list is measured at its natural size (as wide as the field, no clamp), then gets
/// `top` or `bottom`, `left`, `max-width` and `max-height`. It is a flex column, so a clamped
/// height shrinks the listbox (a scroll container) and not the slots around it.
#[cfg(target_arch = "wasm32")]
fn position(field: &NodeRef, list: &NodeRef, direction: OpenDirection) -> Option<bool> {
    use yewform_core::combobox::placement::{PlaceOptions, Rect, Side, Size, place_list};

    let field = field.cast::<web_sys::Element>()?;
    let list = list.cast::<web_sys::HtmlElement>()?;
    let viewport = viewport_size()?;
    let rect = field.get_bounding_client_rect();
    // Sub-pixel positions kept, written as JavaScript would (no f64 `Display`, which
    // links core's float formatters).
    let px = |v: f64| {
        let mut text = yewform_core::expression::coerce::js_number(v);
        text.push_str("px");
        text
    };
    let style = list.style();
    let set = |pairs: &[(&str, String)]| {
        for (name, value) in pairs {
            let _ = style.set_property(name, value);
        }
    };
    // The natural size: the last placement's clamps removed.
    set(&[
        ("position", "fixed".to_string()),
        ("display", "flex".to_string()),
        ("flex-direction", "column".to_string()),
        ("overflow-y", "auto".to_string()),
        ("width", px(rect.width())),
        ("max-width", "none".to_string()),
        ("max-height", "none".to_string()),
    ]);
    let natural = list.get_bounding_client_rect();
    let placement = place_list(
        Rect {
            top: rect.top(),
            left: rect.left(),
            width: rect.width(),
            height: rect.height(),
        },
        Size {
            width: natural.width(),
            height: natural.height(),
        },
        viewport,
        PlaceOptions {
            direction,
            padding: VIEWPORT_PADDING,
        },
    );
    let edge = |v: Option<f64>| v.map_or_else(|| "auto".to_string(), px);
    set(&[
        ("top", edge(placement.top)),
        ("bottom", edge(placement.bottom)),
        ("left", px(placement.left)),
        ("right", "auto".to_string()),
        ("max-width", px(placement.max_width)),
        ("max-height", px(placement.max_height)),
    ]);
    Some(placement.side == Side::Above)
}

#[cfg(not(target_arch = "wasm32"))]
fn position(_field: &NodeRef, _list: &NodeRef, _direction: OpenDirection) -> Option<bool> {
    None
}
