//! Browser test of `ThemeProvider`'s props after mount: a change of `kind` or
//! `class_map_overrides` replaces the theme its children read (the first render keeps the
//! state made from the first props), and `ThemeContext::set` holds until the props change.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_themes::{ThemeKind, ThemeProvider, use_theme};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{mount_point, q_some};

#[derive(Properties, PartialEq, Clone)]
struct AppProps {
    kind: ThemeKind,
    overrides: Option<Value>,
}

/// Shows the kind and the error container's class it reads; a button sets the kind to Dark.
#[component]
fn Reader() -> Html {
    let theme = use_theme();
    let set_dark = {
        let theme = theme.clone();
        Callback::from(move |_: MouseEvent| theme.set(ThemeKind::Dark))
    };
    html! {
        <p id="reader" class={theme.class("ElementError", "container").to_string()}>
            { format!("{:?}", theme.kind()) }
            <button id="dark" onclick={set_dark}>{ "dark" }</button>
        </p>
    }
}

#[component]
fn App(props: &AppProps) -> Html {
    html! {
        <ThemeProvider kind={props.kind} class_map_overrides={props.overrides.clone()}>
            <Reader />
        </ThemeProvider>
    }
}

fn reader(root: &web_sys::Element) -> (String, String) {
    let p = q_some(root, "#reader");
    let text = p
        .first_child()
        .and_then(|n| n.text_content())
        .unwrap_or_default();
    (text, p.get_attribute("class").unwrap_or_default())
}

async fn flush() {
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn a_change_of_kind_or_overrides_replaces_the_theme_and_a_set_kind_holds_until_then() {
    let root = mount_point();
    let first = AppProps {
        kind: ThemeKind::Light,
        overrides: None,
    };
    let mut app = yew::Renderer::<App>::with_root_and_props(root.clone(), first.clone()).render();
    flush().await;
    assert_eq!(reader(&root), ("Light".into(), "yf-error".into()));

    // The same props again (a re-render of the parent): nothing replaced.
    app.update(first.clone());
    flush().await;
    assert_eq!(reader(&root), ("Light".into(), "yf-error".into()));

    app.update(AppProps {
        kind: ThemeKind::Dark,
        overrides: None,
    });
    flush().await;
    assert_eq!(reader(&root), ("Dark".into(), "yf-error".into()));

    let overrides = json!({"ElementError": {"container": "my-error"}});
    app.update(AppProps {
        kind: ThemeKind::Light,
        overrides: Some(overrides.clone()),
    });
    flush().await;
    assert_eq!(reader(&root), ("Light".into(), "my-error".into()));

    // A kind set at runtime holds while the props stay the same ...
    let button: web_sys::HtmlElement =
        wasm_bindgen::JsCast::dyn_into(q_some(&root, "#dark")).unwrap();
    button.click();
    flush().await;
    assert_eq!(reader(&root), ("Dark".into(), "my-error".into()));
    app.update(AppProps {
        kind: ThemeKind::Light,
        overrides: Some(overrides),
    });
    flush().await;
    assert_eq!(reader(&root), ("Dark".into(), "my-error".into()));

    // ... and the props win when they change.
    app.update(AppProps {
        kind: ThemeKind::Light,
        overrides: None,
    });
    flush().await;
    assert_eq!(reader(&root), ("Light".into(), "yf-error".into()));
}
