//! Where the list moved by `appendToBody` / `appendTo` goes: it flips to the side with room,
//! shifts sideways to stay inside the viewport, and its height is clamped to the room left,
//! so it never extends off-screen.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use yewform_core::combobox::placement::{
    ListPlacement, PlaceOptions, Rect, Side, Size, place_list,
};
use yewform_core::schema::OpenDirection;

const VIEWPORT: Size = Size {
    width: 1000.0,
    height: 800.0,
};
const PADDING: f64 = 8.0;

fn field(top: f64, left: f64, width: f64) -> Rect {
    Rect {
        top,
        left,
        width,
        height: 40.0,
    }
}

fn list(width: f64, height: f64) -> Size {
    Size { width, height }
}

fn place(field: Rect, list: Size, direction: OpenDirection) -> ListPlacement {
    place_list(
        field,
        list,
        VIEWPORT,
        PlaceOptions {
            direction,
            padding: PADDING,
        },
    )
}

/// The box the list takes on screen with this placement: CSS `max-height`, `max-width`,
/// and `top` or `bottom` applied to a list of its natural size.
fn rendered(p: &ListPlacement, list: Size, viewport: Size) -> Rect {
    let height = list.height.min(p.max_height);
    let width = list.width.max(p.width).min(p.max_width);
    let top = match (p.side, p.top, p.bottom) {
        (Side::Below, Some(top), None) => top,
        (Side::Above, None, Some(bottom)) => viewport.height - bottom - height,
        other => panic!("top xor bottom, per side: {other:?}"),
    };
    Rect {
        top,
        left: p.left,
        width,
        height,
    }
}

#[track_caller]
fn assert_inside(r: Rect) {
    assert!(
        r.top >= 0.0
            && r.left >= 0.0
            && r.bottom() <= VIEWPORT.height
            && r.right() <= VIEWPORT.width,
        "{r:?} leaves the {VIEWPORT:?} viewport"
    );
}

#[test]
fn room_below_opens_below_at_the_field_edges_and_width() {
    let f = field(100.0, 20.0, 300.0);
    let l = list(300.0, 200.0);
    let p = place(f, l, OpenDirection::Bottom);
    assert_eq!(p.side, Side::Below);
    assert_eq!((p.top, p.bottom), (Some(140.0), None));
    assert_eq!((p.left, p.width), (20.0, 300.0));
    let r = rendered(&p, l, VIEWPORT);
    assert_eq!(r.height, 200.0, "not clamped: it fits");
    assert_inside(r);
}

#[test]
fn no_room_below_but_room_above_flips_above() {
    let f = field(700.0, 20.0, 300.0);
    let l = list(300.0, 200.0);
    let p = place(f, l, OpenDirection::Bottom);
    assert_eq!(p.side, Side::Above);
    assert_eq!(
        (p.top, p.bottom),
        (None, Some(100.0)),
        "bottom edge at the field's top"
    );
    let r = rendered(&p, l, VIEWPORT);
    assert_eq!((r.top, r.height), (500.0, 200.0));
    assert_inside(r);
}

#[test]
fn no_room_either_side_takes_the_larger_side_and_clamps_the_height() {
    let l = list(300.0, 1000.0);
    // More room below (452 px) than above (292 px).
    let p = place(field(300.0, 20.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!(p.side, Side::Below);
    assert_eq!(p.top, Some(340.0));
    assert_eq!(p.max_height, 800.0 - PADDING - 340.0);
    let r = rendered(&p, l, VIEWPORT);
    assert_eq!(r.bottom(), VIEWPORT.height - PADDING);
    assert_inside(r);

    // More room above (492 px) than below (252 px): flips, clamped to the room above.
    let p = place(field(500.0, 20.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!(p.side, Side::Above);
    assert_eq!(p.bottom, Some(300.0));
    assert_eq!(p.max_height, 500.0 - PADDING);
    let r = rendered(&p, l, VIEWPORT);
    assert_eq!(r.top, PADDING);
    assert_inside(r);
}

#[test]
fn the_padding_counts_as_no_room() {
    // 200 px list, 196 px below the field: short by the padding, and more room above.
    let p = place(
        field(556.0, 20.0, 300.0),
        list(300.0, 200.0),
        OpenDirection::Bottom,
    );
    assert_eq!(p.side, Side::Above);
}

#[test]
fn a_list_wider_than_the_room_to_the_right_shifts_left_inside_the_padding() {
    // The field ends 50 px before the right edge; the list (a CSS min-width) is 400 px wide.
    let f = field(100.0, 800.0, 150.0);
    let l = list(400.0, 200.0);
    let p = place(f, l, OpenDirection::Bottom);
    assert_eq!(p.side, Side::Below);
    assert_eq!(p.left, VIEWPORT.width - PADDING - 400.0);
    let r = rendered(&p, l, VIEWPORT);
    assert_eq!(r.right(), VIEWPORT.width - PADDING);
    assert_inside(r);

    // Wider than the viewport: as wide as the viewport without the padding.
    let l = list(1500.0, 200.0);
    let p = place(f, l, OpenDirection::Bottom);
    assert_eq!(
        (p.left, p.max_width),
        (PADDING, VIEWPORT.width - 2.0 * PADDING)
    );
    assert_inside(rendered(&p, l, VIEWPORT));
}

#[test]
fn a_list_that_fits_is_not_shifted_into_the_padding() {
    // A full-width field (no margin) keeps a full-width list at its edges.
    let f = field(100.0, 0.0, 1000.0);
    let l = list(1000.0, 200.0);
    let p = place(f, l, OpenDirection::Bottom);
    assert_eq!((p.left, p.width), (0.0, 1000.0));
    assert_eq!(rendered(&p, l, VIEWPORT).width, 1000.0);
}

#[test]
fn a_field_partly_scrolled_off_screen() {
    let l = list(300.0, 200.0);
    // Off the top: the list hangs from the field's visible bottom edge.
    let p = place(field(-20.0, 20.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!((p.side, p.top), (Side::Below, Some(20.0)));
    assert_inside(rendered(&p, l, VIEWPORT));
    // Off the bottom: above the field.
    let p = place(field(780.0, 20.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!((p.side, p.bottom), (Side::Above, Some(20.0)));
    assert_inside(rendered(&p, l, VIEWPORT));
    // Off the right edge: shifted left into the viewport.
    let p = place(field(100.0, 900.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!(p.left, VIEWPORT.width - PADDING - 300.0);
    assert_inside(rendered(&p, l, VIEWPORT));
    // Off the left edge: shifted right.
    let p = place(field(100.0, -100.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!(p.left, PADDING);
    assert_inside(rendered(&p, l, VIEWPORT));
}

#[test]
fn a_field_scrolled_out_of_view_keeps_its_list_at_the_nearest_viewport_edge() {
    let l = list(300.0, 200.0);
    let p = place(field(-100.0, 20.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!((p.side, p.top), (Side::Below, Some(0.0)));
    assert_inside(rendered(&p, l, VIEWPORT));
    let p = place(field(900.0, 20.0, 300.0), l, OpenDirection::Bottom);
    assert_eq!((p.side, p.bottom), (Side::Above, Some(0.0)));
    assert_inside(rendered(&p, l, VIEWPORT));
}

#[test]
fn open_direction_top_is_preferred_and_flips_below_without_room_above() {
    let l = list(300.0, 200.0);
    let p = place(field(500.0, 20.0, 300.0), l, OpenDirection::Top);
    assert_eq!((p.side, p.bottom), (Side::Above, Some(300.0)));
    assert_inside(rendered(&p, l, VIEWPORT));
    // Room below too: still above.
    let p = place(field(300.0, 20.0, 300.0), l, OpenDirection::Top);
    assert_eq!(p.side, Side::Above);
    // 92 px above, 652 px below: flips below.
    let p = place(field(100.0, 20.0, 300.0), l, OpenDirection::Top);
    assert_eq!((p.side, p.top), (Side::Below, Some(140.0)));
    assert_inside(rendered(&p, l, VIEWPORT));
    // No room either side, more above: stays above, clamped.
    let l = list(300.0, 1000.0);
    let p = place(field(500.0, 20.0, 300.0), l, OpenDirection::Top);
    assert_eq!(p.side, Side::Above);
    assert_inside(rendered(&p, l, VIEWPORT));
}

#[test]
fn a_viewport_smaller_than_the_padding_gives_no_negative_sizes() {
    let tiny = Size {
        width: 10.0,
        height: 10.0,
    };
    let p = place_list(
        field(2.0, 2.0, 6.0),
        list(300.0, 200.0),
        tiny,
        PlaceOptions {
            direction: OpenDirection::Bottom,
            padding: PADDING,
        },
    );
    assert!(p.max_height >= 0.0 && p.max_width >= 0.0, "{p:?}");
    assert!(p.left.is_finite() && p.max_height.is_finite() && p.max_width.is_finite());
}
