//! Browser test of a multilingual `<Form>`'s language switcher: a click on a language's
//! button selects it, the arrow keys select the next or previous language (wrapping
//! around, the default action prevented), other keys nothing; `aria-pressed` marks the
//! selected one.
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

#[wasm_bindgen_test]
async fn clicks_and_arrow_keys_select_the_languages() {
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
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);

    button(&root, "de").click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "de");
    assert_eq!(pressed(&root), ["de"]);

    assert!(press(&button(&root, "de"), "ArrowRight").await);
    assert_eq!(handle.language(), "fr");
    assert!(press(&button(&root, "fr"), "ArrowDown").await);
    assert_eq!(handle.language(), "en", "wraps around to the first");
    assert!(press(&button(&root, "en"), "ArrowLeft").await);
    assert_eq!(handle.language(), "fr", "wraps around to the last");
    assert!(press(&button(&root, "fr"), "ArrowUp").await);
    assert_eq!(handle.language(), "de");
    assert_eq!(pressed(&root), ["de"]);

    assert!(!press(&button(&root, "de"), "Enter").await);
    assert_eq!(handle.language(), "de");

    button(&root, "en").click();
    yew::scheduler::flush().await;
    assert_eq!(handle.language(), "en");
    assert_eq!(pressed(&root), ["en"]);
}
