//! The demo's theme switcher: the class map (default, Tailwind, Bootstrap) and the colour
//! scheme, chosen with buttons or `?theme=<default|tailwind|bootstrap>&mode=<light|dark|system>`.
//!
//! The style's CSS is the `<link id="yf-theme-css">` of `index.html`, pointed at
//! `themes/<style>.css` (built into `dist/themes/` by `cargo xtask dist`); the dark scheme
//! is the `dark` class on `<html>` for Tailwind and `data-bs-theme` for Bootstrap.

use wasm_bindgen::prelude::*;
use yew::prelude::*;
use yewform_themes::{Theme, ThemeKind, ThemeStyle, use_theme};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = window, js_name = matchMedia, catch)]
    fn match_media(query: &str) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn reflect_get(target: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_namespace = history, js_name = replaceState, catch)]
    fn replace_state(state: &JsValue, unused: &str, url: &str) -> Result<(), JsValue>;
}

/// The style and scheme of the page's query (`?theme=…&mode=…`); the default style and the
/// system scheme otherwise.
pub fn initial() -> (ThemeStyle, ThemeKind) {
    let search = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let mut style = ThemeStyle::Default;
    let mut kind = ThemeKind::System;
    for pair in search.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some(("theme", name)) => style = ThemeStyle::from_name(name).unwrap_or(style),
            Some(("mode", name)) => kind = ThemeKind::from_name(name).unwrap_or(kind),
            _ => {}
        }
    }
    (style, kind)
}

fn prefers_dark() -> bool {
    match_media("(prefers-color-scheme: dark)")
        .and_then(|list| reflect_get(&list, &JsValue::from_str("matches")))
        .is_ok_and(|matches| matches.is_truthy())
}

/// Points the theme `<link>` at the style's CSS and sets the dark marker of its framework.
fn apply(style: ThemeStyle, kind: ThemeKind) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let dark = match kind {
        ThemeKind::Dark => true,
        ThemeKind::Light => false,
        ThemeKind::System => prefers_dark(),
    };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("data-yf-style", style.as_str());
        if style == ThemeStyle::Tailwind && dark {
            let _ = html.set_attribute("class", "dark");
        } else {
            let _ = html.remove_attribute("class");
        }
        if style == ThemeStyle::Bootstrap {
            let _ = html.set_attribute("data-bs-theme", if dark { "dark" } else { "light" });
        } else {
            let _ = html.remove_attribute("data-bs-theme");
        }
    }
    if let Some(link) = document.get_element_by_id("yf-theme-css") {
        let _ = match style {
            ThemeStyle::Default => link.remove_attribute("href"),
            other => link.set_attribute("href", &format!("themes/{}.css", other.as_str())),
        };
    }
}

/// Writes the choice into the address (`?theme=…&mode=…`), so a reload keeps it.
fn remember(style: ThemeStyle, kind: ThemeKind) {
    let hash = web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .unwrap_or_default();
    let url = format!("?theme={}&mode={}{hash}", style.as_str(), kind.as_str());
    let _ = replace_state(&JsValue::NULL, "", &url);
}

/// The switcher's buttons; it also keeps the page's CSS in step with the theme.
#[component]
pub fn ThemeSwitch() -> Html {
    let theme = use_theme();
    use_effect_with((theme.style, theme.kind()), |(style, kind)| {
        apply(*style, *kind);
    });
    let style_button = |style: ThemeStyle, label: &'static str| {
        let onclick = {
            let theme = theme.clone();
            Callback::from(move |_: MouseEvent| {
                theme.replace(Theme::with_style(theme.kind(), style, None));
                remember(style, theme.kind());
            })
        };
        let pressed = if theme.style == style {
            "true"
        } else {
            "false"
        };
        html! {
            <button type="button" data-theme-style={style.as_str()} aria-pressed={pressed} {onclick}>
                { label }
            </button>
        }
    };
    let kind_button = |kind: ThemeKind, label: &'static str| {
        let onclick = {
            let theme = theme.clone();
            Callback::from(move |_: MouseEvent| {
                theme.set(kind);
                remember(theme.style, kind);
            })
        };
        let pressed = if theme.kind() == kind {
            "true"
        } else {
            "false"
        };
        html! {
            <button type="button" data-theme-kind={kind.as_str()} aria-pressed={pressed} {onclick}>
                { label }
            </button>
        }
    };
    html! {
        <div id="theme-switch" class="yf-demo-switch">
            <p role="group" aria-label="Theme">
                <span>{ "Theme: " }</span>
                { style_button(ThemeStyle::Default, "Default") }
                { style_button(ThemeStyle::Tailwind, "Tailwind") }
                { style_button(ThemeStyle::Bootstrap, "Bootstrap 5") }
            </p>
            <p role="group" aria-label="Colour scheme of the page">
                <span>{ "Colours: " }</span>
                { kind_button(ThemeKind::Light, "Light") }
                { kind_button(ThemeKind::Dark, "Dark") }
                { kind_button(ThemeKind::System, "System") }
            </p>
        </div>
    }
}
