//! Where a list moved out of its field (`appendToBody` / `appendTo`) goes: a pure function of
//! the measured boxes, in viewport pixels (the list is `position: fixed`). The elements
//! measure the DOM and apply the result; every decision is tested natively.
//!
//! This is the part of floating-ui's `flip`, `shift` and `size` middleware a dropdown needs,
//! written out rather than taken from the Rust port (`floating-ui-dom` 0.6): that port's Yew
//! binding is for Yew 0.21, and `floating-ui-dom` alone added about 195 KB of wasm (87 KB
//! gzipped) to a release build doing the same placement, with `serde_json` middleware data
//! and a proc-macro dependency tree.

use crate::schema::OpenDirection;

/// A box in viewport pixels, as `getBoundingClientRect` measures it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub top: f64,
    pub left: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    pub fn bottom(&self) -> f64 {
        self.top + self.height
    }

    pub fn right(&self) -> f64 {
        self.left + self.width
    }
}

/// A width and a height in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Size {
    pub width: f64,
    pub height: f64,
}

/// How to place the list.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlaceOptions {
    /// The preferred side (`openDirection`).
    pub direction: OpenDirection,
    /// The distance kept from the viewport's edges, in pixels.
    pub padding: f64,
}

/// Which side of the field the list opens on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Below,
    Above,
}

/// Where the list goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ListPlacement {
    pub side: Side,
    /// CSS `top` when below the field.
    pub top: Option<f64>,
    /// CSS `bottom` (distance from the viewport's bottom edge) when above the field.
    pub bottom: Option<f64>,
    pub left: f64,
    /// CSS `width`: the field's width.
    pub width: f64,
    /// CSS `max-width`.
    pub max_width: f64,
    /// CSS `max-height`.
    pub max_height: f64,
}

/// Places a list whose natural size is `list` at `field` in a viewport of size `viewport`,
/// the way floating-ui's `flip`, `shift` and `size` middleware would for a dropdown:
///
/// * **flip**: the list opens on the preferred side (`openDirection`) when it fits there
///   (`padding` short of the viewport's edge); otherwise on the other side if that has more
///   room (whether or not it fits there either);
/// * **size**: `max_height` is the room on that side, so a list taller than the room scrolls
///   instead of extending off-screen;
/// * **shift**: the list starts at the field's left edge and is as wide as the field (or its
///   natural width, if CSS makes it wider); a list that would cross the viewport's left or
///   right edge is moved sideways to `padding` from that edge, and at most the viewport's
///   width minus the padding on both sides wide (`max_width`). A list that fits is not moved,
///   so a full-width field keeps a list at its own edges.
///
/// A field scrolled out of view keeps its list at the viewport's nearest edge (the list's
/// attached edge is clamped into the viewport). Every length in the result is finite and
/// non-negative for finite inputs.
pub fn place_list(field: Rect, list: Size, viewport: Size, options: PlaceOptions) -> ListPlacement {
    let padding = options.padding.max(0.0);
    // Vertical: the side (flip), the attached edge and the room left (size).
    let room_below = viewport.height - padding - field.bottom();
    let room_above = field.top - padding;
    let above = match options.direction {
        OpenDirection::Bottom => room_below < list.height && room_above > room_below,
        OpenDirection::Top => !(room_above < list.height && room_below > room_above),
    };
    let within_height = |y: f64| y.min(viewport.height).max(0.0);
    let (top, bottom, max_height) = if above {
        // The list's bottom edge sits at the field's top edge.
        let edge = within_height(field.top);
        (
            None,
            Some(viewport.height - edge),
            (edge - padding).max(0.0),
        )
    } else {
        let edge = within_height(field.bottom());
        (
            Some(edge),
            None,
            (viewport.height - padding - edge).max(0.0),
        )
    };
    // Horizontal: shift only when the list would cross an edge.
    let width = list.width.max(field.width);
    let (left, max_width) = if field.left >= 0.0 && field.left + width <= viewport.width {
        (field.left, viewport.width - field.left)
    } else {
        let max_width = (viewport.width - 2.0 * padding).max(0.0);
        let shown = width.min(max_width);
        let left = field
            .left
            .min(viewport.width - padding - shown)
            .max(padding.min(viewport.width));
        (left, max_width)
    };
    ListPlacement {
        side: if above { Side::Above } else { Side::Below },
        top,
        bottom,
        left,
        width: field.width,
        max_width: max_width.max(0.0),
        max_height,
    }
}
