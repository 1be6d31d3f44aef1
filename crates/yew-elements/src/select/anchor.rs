//! The moved list of `appendToBody` / `appendTo`: where it is rendered (a Yew portal into
//! `document.body` or the first element matching the selector) and where it is placed (fixed,
//! at the field's edges and width, above the field when there is no room below).

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;
use yewform_core::schema::OpenDirection;

/// A box in viewport pixels (`getBoundingClientRect`).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // measured in the browser only
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Rect {
    pub top: f64,
    pub bottom: f64,
    pub left: f64,
    pub width: f64,
}

/// Where the moved list goes, in viewport pixels (`position: fixed`).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // measured in the browser only
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Placement {
    /// The list opens above the field (anchored by its bottom edge to the field's top).
    pub above: bool,
    /// `top` when below the field.
    pub top: Option<f64>,
    /// `bottom` when above the field (distance from the viewport's bottom edge).
    pub bottom: Option<f64>,
    pub left: f64,
    pub width: f64,
}

/// Places a list of `list_height` pixels at `field` in a viewport `viewport_height` pixels
/// tall. `openDirection: bottom` opens below unless the list does not fit there and there is
/// more room above; `top` is the mirror image.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // measured in the browser only
pub(super) fn place(
    field: Rect,
    list_height: f64,
    viewport_height: f64,
    direction: OpenDirection,
) -> Placement {
    let room_below = viewport_height - field.bottom;
    let room_above = field.top;
    let above = match direction {
        OpenDirection::Bottom => room_below < list_height && room_above > room_below,
        OpenDirection::Top => !(room_above < list_height && room_below > room_above),
    };
    Placement {
        above,
        top: (!above).then_some(field.bottom),
        bottom: above.then_some(viewport_height - field.top),
        left: field.left,
        width: field.width,
    }
}

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
        match document.query_selector(selector) {
            Ok(Some(host)) => Some(host),
            Ok(None) => {
                web_sys::console::warn_1(
                    &format!("yewform: appendTo \"{selector}\" matches no element; the list stays in place").into(),
                );
                None
            }
            Err(_) => {
                web_sys::console::warn_1(
                    &format!("yewform: appendTo \"{selector}\" is not a valid selector; the list stays in place").into(),
                );
                None
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Keeps the moved list (`list`) placed at the field (`field`) while `active`: on every
/// render, on window resize and on any scroll (capture phase, so scrolling containers count
/// too). The listeners are dropped when the list closes or the element unmounts. `above`
/// holds whether the list is above the field; a change re-renders (`force`) so the view
/// can pick its classes.
#[hook]
pub(super) fn use_anchored_list(
    active: bool,
    field: NodeRef,
    list: NodeRef,
    direction: OpenDirection,
    above: Rc<Cell<bool>>,
    force: UseForceUpdateHandle,
) {
    let reposition: Rc<dyn Fn()> = {
        let (field, list, above) = (field.clone(), list.clone(), above.clone());
        Rc::new(move || {
            if let Some(now_above) = position(&field, &list, direction) {
                if above.replace(now_above) != now_above {
                    force.force_update();
                }
            }
        })
    };
    {
        let reposition = reposition.clone();
        use_effect(move || {
            if active {
                reposition();
            }
        });
    }
    use_effect_with(active, move |active| {
        let listeners = if *active {
            listen(reposition, &list)
        } else {
            Vec::new()
        };
        move || drop(listeners)
    });
}

#[cfg(target_arch = "wasm32")]
fn listen(reposition: Rc<dyn Fn()>, list: &NodeRef) -> Vec<gloo_events::EventListener> {
    use gloo_events::{EventListener, EventListenerOptions};
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
fn listen(_reposition: Rc<dyn Fn()>, _list: &NodeRef) -> Vec<()> {
    Vec::new()
}

/// Measures the field and the list, and writes the list's fixed position. `Some(above)` when
/// both are in the DOM.
#[cfg(target_arch = "wasm32")]
fn position(field: &NodeRef, list: &NodeRef, direction: OpenDirection) -> Option<bool> {
    let field = field.cast::<web_sys::Element>()?;
    let list = list.cast::<web_sys::HtmlElement>()?;
    let rect = field.get_bounding_client_rect();
    let viewport_height = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .map(|root| f64::from(root.client_height()))
        .filter(|h| *h > 0.0)
        .or_else(|| {
            web_sys::window()
                .and_then(|w| w.inner_height().ok())
                .and_then(|h| h.as_f64())
        })?;
    let placement = place(
        Rect {
            top: rect.top(),
            bottom: rect.bottom(),
            left: rect.left(),
            width: rect.width(),
        },
        f64::from(list.offset_height()),
        viewport_height,
        direction,
    );
    let px = |v: Option<f64>| v.map_or_else(|| "auto".to_string(), |v| format!("{v}px"));
    let style = list.style();
    for (name, value) in [
        ("position", "fixed".to_string()),
        ("top", px(placement.top)),
        ("bottom", px(placement.bottom)),
        ("left", px(Some(placement.left))),
        ("right", "auto".to_string()),
        ("width", px(Some(placement.width))),
    ] {
        let _ = style.set_property(name, &value);
    }
    Some(placement.above)
}

#[cfg(not(target_arch = "wasm32"))]
fn position(_field: &NodeRef, _list: &NodeRef, _direction: OpenDirection) -> Option<bool> {
    None
}

#[cfg(test)]
mod tests {
    use super::{OpenDirection, Placement, Rect, place};

    const FIELD: Rect = Rect {
        top: 100.0,
        bottom: 140.0,
        left: 20.0,
        width: 300.0,
    };

    #[test]
    fn opens_below_at_the_field_edges_and_width() {
        assert_eq!(
            place(FIELD, 200.0, 800.0, OpenDirection::Bottom),
            Placement {
                above: false,
                top: Some(140.0),
                bottom: None,
                left: 20.0,
                width: 300.0
            }
        );
    }

    #[test]
    fn flips_above_only_when_below_is_too_small_and_above_is_bigger() {
        let low = Rect {
            top: 700.0,
            bottom: 740.0,
            ..FIELD
        };
        let p = place(low, 200.0, 800.0, OpenDirection::Bottom);
        assert!(p.above);
        assert_eq!((p.top, p.bottom), (None, Some(100.0)));
        // No room anywhere but more below: stays below.
        let tiny = place(FIELD, 2000.0, 800.0, OpenDirection::Bottom);
        assert!(!tiny.above);
    }

    #[test]
    fn open_direction_top_starts_above_and_flips_below_when_needed() {
        let low = Rect {
            top: 700.0,
            bottom: 740.0,
            ..FIELD
        };
        assert!(place(low, 200.0, 800.0, OpenDirection::Top).above);
        assert!(!place(FIELD, 200.0, 800.0, OpenDirection::Top).above);
    }
}
