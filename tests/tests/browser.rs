//! Browser tests: wasm-bindgen-test in headless Chromium (`cargo xtask test`).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh mount point in the document body.
fn mount_point() -> web_sys::Element {
    let document = gloo_document();
    let div = document.create_element("div").expect("create div");
    document.body().expect("body").append_child(&div).expect("append");
    div
}

fn gloo_document() -> web_sys::Document {
    web_sys::window().expect("window").document().expect("document")
}

#[component]
fn Version() -> Html {
    html! { <p id="core-version">{ yewform_core::VERSION }</p> }
}

#[wasm_bindgen_test]
async fn a_yew_component_renders_core_data() {
    let root = mount_point();
    yew::Renderer::<Version>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let p = root.query_selector("#core-version").expect("query").expect("rendered");
    assert_eq!(p.text_content().as_deref(), Some(env!("CARGO_PKG_VERSION")));
}
