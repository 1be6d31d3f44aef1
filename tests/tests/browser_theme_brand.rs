//! Browser test (issue 29 item 10): a brand colour set the obvious way, a plain
//! `:root { --yf-color-primary: … }` in the app's own CSS, wins over the theme's custom
//! properties, although `ThemeProvider` injects its sheet later in the document.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_themes::{ThemeKind, ThemeProvider};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{document, mount_point};

#[component]
fn App() -> Html {
    html! {
        <ThemeProvider kind={ThemeKind::Light}>
            <p id="themed">{ "themed" }</p>
        </ThemeProvider>
    }
}

/// The computed value of a custom property on the document element.
fn root_property(name: &str) -> String {
    let read = js_sys::Function::new_with_args(
        "name",
        "return getComputedStyle(document.documentElement).getPropertyValue(name).trim();",
    );
    read.call1(&JsValue::NULL, &JsValue::from_str(name))
        .expect("getComputedStyle")
        .as_string()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn a_plain_root_rule_of_the_app_overrides_the_themes_custom_properties() {
    let style = document().create_element("style").expect("style");
    style.set_text_content(Some(
        ":root { --yf-color-primary: #0a7d5c; --yf-radius: 2px; }",
    ));
    document()
        .head()
        .expect("head")
        .append_child(&style)
        .expect("append");
    let root = mount_point();
    yew::Renderer::<App>::with_root(root).render();
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
    assert!(
        !root_property("--yf-bg").is_empty(),
        "the theme's sheet is in the page"
    );
    assert_eq!(root_property("--yf-color-primary"), "#0a7d5c");
    assert_eq!(root_property("--yf-radius"), "2px");
}
