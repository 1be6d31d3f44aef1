//! Browser test of a multilingual `<Form>`'s language switcher, the WAI-ARIA APG toolbar of
//! toggle buttons: a click on a language's button (what Enter and Space do on a native
//! button) selects it; the arrow keys move the focus to the next or previous button
//! (wrapping around, the default action prevented) without selecting anything, Home/End to
//! the first/last; keys with a modifier are the browser's; `aria-pressed` marks the selected
//! language; the toolbar is one Tab stop (`role="toolbar"`: the composite role the roving
//! `tabindex` needs), the focused button.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_elements::{Form, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{key as press, key_with, mount_point, q_some as q};

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

/// From the keyboard alone: the arrow keys move the focus (and the Tab stop) along the
/// buttons, every language is reached, and nothing is selected until a button is pressed
/// (the APG toolbar: arrows move, Enter/Space press; audit15-a11y #3: each arrow switched
/// the whole form's language, and the screen reader heard the new button "not pressed").
#[wasm_bindgen_test]
async fn the_arrow_keys_move_the_focus_without_selecting() {
    let (root, handle) = mount_app().await;
    assert_eq!(tab_stops(&root), ["en"]);
    let bar = button(&root, "en").parent_element().unwrap();
    assert_eq!(bar.get_attribute("role").as_deref(), Some("toolbar"));
    button(&root, "en").focus().unwrap();
    assert!(press(&active(), "ArrowRight").await);
    assert_eq!(focused(), "de");
    assert_eq!(handle.language(), "en", "an arrow selects nothing");
    assert_eq!(pressed(&root), ["en"]);
    assert_eq!(tab_stops(&root), ["de"], "the Tab stop follows the focus");
    assert!(press(&active(), "ArrowRight").await);
    assert_eq!(focused(), "fr");
    assert!(press(&active(), "ArrowDown").await);
    assert_eq!(focused(), "en", "wraps around to the first");
    assert!(press(&active(), "ArrowLeft").await);
    assert_eq!(focused(), "fr", "wraps around to the last");
    assert!(press(&active(), "ArrowUp").await);
    assert_eq!(focused(), "de");
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);
    assert_eq!(tab_stops(&root), ["de"]);

    // Enter and Space are the native button's: not prevented, so the browser clicks it.
    assert!(!press(&active(), "Enter").await);
    assert!(!press(&active(), " ").await);
    active().dyn_into::<web_sys::HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "de", "the pressed button selects");
    assert_eq!(pressed(&root), ["de"]);
    assert_eq!(focused(), "de");
    assert_eq!(tab_stops(&root), ["de"]);
}

/// Home and End move the focus to the first and the last button.
#[wasm_bindgen_test]
async fn home_and_end_move_the_focus_to_the_first_and_last_language() {
    let (root, handle) = mount_app().await;
    button(&root, "en").focus().unwrap();
    assert!(press(&active(), "End").await);
    assert_eq!(focused(), "fr");
    assert_eq!(tab_stops(&root), ["fr"]);
    assert!(press(&active(), "Home").await);
    assert_eq!(focused(), "en");
    assert_eq!(tab_stops(&root), ["en"]);
    assert_eq!(handle.language(), "en");
}

/// A key with a modifier is the browser's (Alt+ArrowLeft goes back, Shift/Ctrl/Meta+Arrow
/// belong to the browser or the screen reader): not prevented, no focus move, no language.
#[wasm_bindgen_test]
async fn keys_with_a_modifier_are_left_to_the_browser() {
    let (root, handle) = mount_app().await;
    button(&root, "en").focus().unwrap();
    for modifier in ["Alt", "Control", "Meta", "Shift"] {
        for key in [
            "ArrowLeft",
            "ArrowRight",
            "ArrowUp",
            "ArrowDown",
            "Home",
            "End",
        ] {
            assert!(
                !key_with(&active(), modifier, key).await,
                "{modifier}+{key} prevented"
            );
            assert_eq!(focused(), "en", "{modifier}+{key} moved the focus");
        }
    }
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);
    assert_eq!(tab_stops(&root), ["en"]);
}

#[wasm_bindgen_test]
async fn clicks_select_the_languages_and_the_tab_stop() {
    let (root, handle) = mount_app().await;
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);

    button(&root, "de").click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "de");
    assert_eq!(pressed(&root), ["de"]);
    assert_eq!(
        tab_stops(&root),
        ["de"],
        "one Tab stop: the selected button"
    );

    // The focus moved to "fr", then the language changes from the app: the Tab stop is
    // the selected button again (one stop, never two).
    button(&root, "de").focus().unwrap();
    assert!(press(&active(), "ArrowRight").await);
    assert_eq!(tab_stops(&root), ["fr"]);
    handle.set_language("en").unwrap();
    yew::scheduler::flush().await;
    assert_eq!(pressed(&root), ["en"]);
    assert_eq!(tab_stops(&root), ["en"]);

    button(&root, "fr").click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "fr");
    assert_eq!(pressed(&root), ["fr"]);
    assert_eq!(tab_stops(&root), ["fr"]);
}
