//! Browser tests of where the list moved by `appendToBody` goes when the field is near the
//! viewport's edges: flipped, shifted and clamped so it stays inside the viewport, in
//! headless Chromium.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{document, mount_in, mount_point, moved_list, sleep, window};

fn items(n: usize) -> Value {
    Value::Array(
        (0..n)
            .map(|i| json!({"value": format!("v{i}"), "label": format!("Option {i}")}))
            .collect(),
    )
}

async fn key(target: &web_sys::Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
    sleep(20).await;
}

fn focus(element: &web_sys::Element) {
    wasm_bindgen::JsCast::unchecked_ref::<web_sys::HtmlElement>(element)
        .focus()
        .unwrap();
}

/// A page style, removed by the returned function.
fn page_style(css: &str) -> impl FnOnce() {
    let style = document().create_element("style").unwrap();
    style.set_text_content(Some(css));
    document().body().unwrap().append_child(&style).unwrap();
    move || style.remove()
}

fn inner_size() -> (f64, f64) {
    let w = window();
    (
        w.inner_width().unwrap().as_f64().unwrap(),
        w.inner_height().unwrap().as_f64().unwrap(),
    )
}

#[track_caller]
fn assert_inside_viewport(list: &web_sys::Element) {
    let (width, height) = inner_size();
    let l = list.get_bounding_client_rect();
    assert!(
        l.top() >= 0.0 && l.left() >= 0.0 && l.bottom() <= height && l.right() <= width,
        "list at top {} left {} bottom {} right {} leaves the {width}x{height} viewport",
        l.top(),
        l.left(),
        l.bottom(),
        l.right()
    );
}

#[wasm_bindgen_test]
async fn a_list_at_the_bottom_right_corner_stays_inside_the_viewport() {
    // A list taller than the viewport (the page lifts the listbox's height cap) and wider than
    // the field (a min-width), for a field in the bottom-right corner.
    let remove_style = page_style(
        "#yf-corner__listbox { max-height: 5000px !important; }
         .yf-combo-dropdown[data-appended] { min-width: 480px; }",
    );
    let root = mount_point();
    root.set_attribute(
        "style",
        "position: fixed; right: 20px; bottom: 20px; width: 200px",
    )
    .unwrap();
    let (_, unmount) = mount_in(
        &root,
        json!({"corner": {"type": "select", "native": false, "appendToBody": true,
            "items": items(60)}}),
    )
    .await;
    let combo = root.query_selector("[role=combobox]").unwrap().unwrap();
    let field = combo.parent_element().unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    let list = moved_list().expect("open and moved");
    let listbox = document().get_element_by_id("yf-corner__listbox").unwrap();
    assert!(
        listbox.scroll_height() > 60 * 30,
        "the listbox holds all 60 rows (natural height {})",
        listbox.scroll_height()
    );

    assert_inside_viewport(&list);
    // Above the field (more room there), attached to its top edge, the height clamped: the
    // listbox scrolls.
    let (f, l) = (
        field.get_bounding_client_rect(),
        list.get_bounding_client_rect(),
    );
    assert!(
        (l.bottom() - f.top()).abs() < 2.0,
        "list bottom {} at field top {}",
        l.bottom(),
        f.top()
    );
    assert!(listbox.client_height() < listbox.scroll_height());
    // Shifted left: as wide as its min-width, not past the right edge.
    assert!((l.width() - 480.0).abs() < 1.0, "width {}", l.width());
    assert!(l.left() < f.left(), "shifted left of the field");

    // Still inside after a resize-triggered reposition and a re-render.
    window()
        .dispatch_event(&web_sys::Event::new("resize").unwrap())
        .unwrap();
    key(&combo, "ArrowDown").await;
    assert_inside_viewport(&moved_list().unwrap());

    key(&combo, "Escape").await;
    unmount();
    root.remove();
    remove_style();
}

#[wasm_bindgen_test]
async fn arrow_keys_keep_the_pointed_option_visible_in_a_clamped_list() {
    // A field so tall that neither side has room for the list's eight rows.
    let root = mount_point();
    root.set_attribute(
        "style",
        "position: fixed; top: 150px; left: 20px; width: 300px",
    )
    .unwrap();
    let (_, unmount) = mount_in(
        &root,
        json!({"tall": {"type": "select", "native": false, "appendToBody": true,
            "items": items(40)}}),
    )
    .await;
    let combo = root.query_selector("[role=combobox]").unwrap().unwrap();
    let field = combo.parent_element().unwrap();
    let (_, height) = inner_size();
    let top = field.get_bounding_client_rect().top();
    field
        .set_attribute(
            "style",
            &format!("height: {}px; box-sizing: border-box", height - 170.0 - top),
        )
        .unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    let list = moved_list().expect("open and moved");
    assert_inside_viewport(&list);
    let listbox = document().get_element_by_id("yf-tall__listbox").unwrap();
    let shown = listbox.get_bounding_client_rect();
    assert!(
        shown.height() < 200.0,
        "clamped below the eight rows: {}",
        shown.height()
    );
    for step in 0..15 {
        let id = combo.get_attribute("aria-activedescendant").unwrap();
        let option = document()
            .get_element_by_id(&id)
            .unwrap()
            .get_bounding_client_rect();
        let shown = listbox.get_bounding_client_rect();
        assert!(
            option.top() >= shown.top() - 1.0 && option.bottom() <= shown.bottom() + 1.0,
            "step {step}: the pointed option ({}..{}) is out of the list's view ({}..{})",
            option.top(),
            option.bottom(),
            shown.top(),
            shown.bottom()
        );
        key(&combo, "ArrowDown").await;
    }
    key(&combo, "Escape").await;
    unmount();
    root.remove();
}
