//! Browser test of a multilingual `<Form>`'s language switcher: a click on a language's
//! button selects it, the arrow keys select the next or previous language (wrapping
//! around, the default action prevented) and move the focus there, other keys nothing;
//! `aria-pressed` marks the selected one, which is the toolbar's one Tab stop (`role="toolbar"`:
//! the composite role the roving `tabindex` needs).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_elements::{Form, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{key as press, mount_point, q_some as q};

#[derive(Properties, PartialEq)]
struct AppProps {
    handle: FormHandle,
}

#[component]
fn App(props: &AppProps) -> Html {
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
        ("fr".to_string(), "Français".to_string()),
    ];
    html! { <Form handle={props.handle.clone()} multilingual=true languages={Some(languages)} /> }
}

fn button(root: &web_sys::Element, code: &str) -> web_sys::HtmlElement {
    q(root, &format!("button[data-language={code}]"))
        .dyn_into()
        .unwrap()
}

fn pressed(root: &web_sys::Element) -> Vec<String> {
    ["en", "de", "fr"]
        .iter()
        .filter(|code| button(root, code).get_attribute("aria-pressed").as_deref() == Some("true"))
        .map(|code| code.to_string())
        .collect()
}

fn active() -> web_sys::Element {
    web::document().active_element().expect("a focused element")
}

/// The `data-language` of the focused element.
fn focused() -> String {
    active().get_attribute("data-language").unwrap_or_default()
}

/// The buttons in the Tab order (a roving `tabindex`: 0 on the selected one, -1 on the others).
fn tab_stops(root: &web_sys::Element) -> Vec<String> {
    ["en", "de", "fr"]
        .iter()
        .filter(|code| button(root, code).tab_index() == 0)
        .map(|code| code.to_string())
        .collect()
}

/// The form of three languages, mounted; its root and handle.
async fn mount_app() -> (web_sys::Element, FormHandle) {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<App>::with_root_and_props(
        root.clone(),
        AppProps {
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    (root, handle)
}

/// From the keyboard alone: the first arrow selects the next language and takes the focus
/// there, the second the one after it, so every language is reached (three of them here).
#[wasm_bindgen_test]
async fn the_arrow_keys_reach_every_language_from_the_focused_button() {
    let (root, handle) = mount_app().await;
    assert_eq!(tab_stops(&root), ["en"]);
    let bar = button(&root, "en").parent_element().unwrap();
    assert_eq!(bar.get_attribute("role").as_deref(), Some("toolbar"));
    button(&root, "en").focus().unwrap();
    assert!(press(&active(), "ArrowRight").await);
    assert!(press(&active(), "ArrowRight").await);
    assert_eq!(handle.language(), "fr");
    assert_eq!(focused(), "fr");
    assert_eq!(tab_stops(&root), ["fr"]);
}

#[wasm_bindgen_test]
async fn clicks_and_arrow_keys_select_the_languages() {
    let (root, handle) = mount_app().await;
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);

    button(&root, "de").click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "de");
    assert_eq!(pressed(&root), ["de"]);

    // The keys go where the user's keyboard is: the focused button, which the arrow keys
    // move (audit 5 of the form level, 6: the focus stayed on the old button, so the
    // next arrow selected the same language again).
    button(&root, "de").focus().unwrap();
    assert!(press(&active(), "ArrowRight").await);
    assert_eq!(handle.language(), "fr");
    assert_eq!(focused(), "fr", "the focus moves with the selection");
    assert!(press(&active(), "ArrowDown").await);
    assert_eq!(handle.language(), "en", "wraps around to the first");
    assert_eq!(focused(), "en");
    assert!(press(&active(), "ArrowLeft").await);
    assert_eq!(handle.language(), "fr", "wraps around to the last");
    assert!(press(&active(), "ArrowUp").await);
    assert_eq!(handle.language(), "de");
    assert_eq!(pressed(&root), ["de"]);
    assert_eq!(focused(), "de");

    assert!(!press(&active(), "Enter").await);
    assert_eq!(handle.language(), "de");
    assert_eq!(
        tab_stops(&root),
        ["de"],
        "one Tab stop: the selected button"
    );

    button(&root, "en").click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);
}
