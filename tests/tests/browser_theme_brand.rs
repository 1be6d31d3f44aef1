//! Browser test (issue 29 item 10): a brand colour set the obvious way, a plain
//! `:root { --yf-color-primary: … }` in the app's own CSS, wins over the theme's custom
//! properties, although `ThemeProvider` injects its sheet later in the document. The size
//! properties (`--yf-font-size`, `--yf-control-height`, `--yf-pad-x`, `--yf-pad-y`,
//! `--yf-editor-min-height`) set that way reach the fields, not the labels alone (audit 27 #2).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;
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

#[component]
fn Sized() -> Html {
    let schema = FormSchema::from_value(&json!({
        "name": {"type": "text", "label": "Name"},
        "big": {"type": "text", "label": "Big", "size": "lg"},
        "small": {"type": "text", "label": "Small", "size": "sm"},
        "bio": {"type": "t-editor", "label": "Bio"},
        "go": {"type": "button", "buttonLabel": "Go"}
    }))
    .expect("valid schema in test");
    html! {
        <ThemeProvider kind={ThemeKind::Light}>
            <div style="width: 720px"><Form id="sized" {schema} /></div>
        </ThemeProvider>
    }
}

/// The computed value of the CSS property `property` of the first element `selector` finds.
fn computed(selector: &str, property: &str) -> String {
    let read = js_sys::Function::new_with_args(
        "selector, property",
        "const el = document.querySelector(selector);
         return el ? getComputedStyle(el).getPropertyValue(property).trim() : 'no ' + selector;",
    );
    read.call2(
        &JsValue::NULL,
        &JsValue::from_str(selector),
        &JsValue::from_str(property),
    )
    .expect("getComputedStyle")
    .as_string()
    .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn a_plain_root_rule_sizes_the_fields_not_only_the_labels() {
    let style = document().create_element("style").expect("style");
    style.set_text_content(Some(
        ":root { --yf-font-size: 20px; --yf-control-height: 56px; --yf-pad-x: 30px;
                 --yf-pad-y: 10px; --yf-editor-min-height: 300px; }",
    ));
    document()
        .head()
        .expect("head")
        .append_child(&style)
        .expect("append");
    let root = mount_point();
    yew::Renderer::<Sized>::with_root(root).render();
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
    let input = "#yf-sized-name";
    let seen = [
        ("label", computed("label[for='yf-sized-name']", "font-size")),
        ("input font-size", computed(input, "font-size")),
        ("input min-height", computed(input, "min-height")),
        ("input padding-left", computed(input, "padding-left")),
        ("input padding-top", computed(input, "padding-top")),
        ("button min-height", computed(".yf-btn", "min-height")),
        ("button font-size", computed(".yf-btn", "font-size")),
        (
            "editor min-height",
            computed(".yf-editor-content", "min-height"),
        ),
        // `size: "lg"` / `"sm"` scale the root's values.
        ("lg input font-size", computed("#yf-sized-big", "font-size")),
        (
            "lg input min-height",
            computed("#yf-sized-big", "min-height"),
        ),
        (
            "sm input font-size",
            computed("#yf-sized-small", "font-size"),
        ),
        (
            "sm input min-height",
            computed("#yf-sized-small", "min-height"),
        ),
    ];
    style.remove();
    let expected = [
        ("label", "20px"),
        ("input font-size", "20px"),
        ("input min-height", "56px"),
        ("input padding-left", "30px"),
        ("input padding-top", "10px"),
        ("button min-height", "56px"),
        ("button font-size", "20px"),
        ("editor min-height", "300px"),
        ("lg input font-size", "22.5px"),
        ("lg input min-height", "67.2px"),
        ("sm input font-size", "17.5px"),
        ("sm input min-height", "44.8px"),
    ];
    let seen: Vec<(&str, String)> = seen.into_iter().collect();
    let expected: Vec<(&str, String)> = expected
        .into_iter()
        .map(|(what, value)| (what, value.to_string()))
        .collect();
    assert_eq!(seen, expected);
}
