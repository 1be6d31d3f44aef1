//! What the end-to-end tests share: the demo server on a free loopback port, a headless
//! Chromium session through chromedriver, and axe-core. `cargo xtask test` sets
//! `YEWFORM_DIST`, `YEWFORM_CHROME`, `YEWFORM_AXE` and `WEBDRIVER_URL`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    dead_code
)] // test code

use std::net::SocketAddr;
use std::path::PathBuf;

use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use yewform_demo_server::{AppState, Running};

/// An environment variable `cargo xtask test` sets.
pub fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run `cargo xtask test`"))
}

/// Starts the demo server on a free loopback port.
pub async fn server() -> (Running, AppState) {
    let state = AppState::default();
    let addr = SocketAddr::from(([127, 0, 0, 1], 0));
    let running =
        yewform_demo_server::spawn(addr, PathBuf::from(env("YEWFORM_DIST")), state.clone())
            .await
            .expect("demo server starts");
    (running, state)
}

/// A headless Chromium session.
pub async fn browser() -> Client {
    let args = yewform_tests::chrome_args()
        .unwrap_or_else(|| panic!("YEWFORM_CHROME_ARGS is not set: run `cargo xtask test`"));
    let caps = json!({
        "goog:chromeOptions": { "binary": env("YEWFORM_CHROME"), "args": args }
    });
    let Value::Object(caps) = caps else {
        unreachable!()
    };
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&env("WEBDRIVER_URL"))
        .await
        .expect("chromedriver session")
}

/// The demo server, a Chromium session, and the demo page loaded in it.
pub async fn open_demo() -> (Running, AppState, Client) {
    let (server, state) = server().await;
    let client = browser().await;
    client
        .goto(&format!("http://{}/", server.addr))
        .await
        .expect("page loads");
    (server, state, client)
}

/// Runs axe-core on the element `selector` (`"html"` for the page) and returns its serious
/// and critical violations as text.
pub async fn axe_violations(client: &Client, selector: &str) -> Vec<String> {
    inject_axe(client).await;
    let result = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document.querySelector(arguments[0]), {resultTypes: ['violations']}).then(r => done(
                 r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                  .map(v => v.id + ': ' + v.help + ' @ ' + v.nodes.map(n => n.target.join(' ')).join(', '))
             ), e => done(['axe failed: ' + e]));",
            vec![json!(selector)],
        )
        .await
        .expect("axe runs");
    serde_json::from_value(result).unwrap_or_else(|_| vec!["axe returned no list".into()])
}

/// Clicks the submit button of the form `form_id` and returns the page's answer text shown in
/// `result_selector`.
pub async fn submit(client: &Client, form_id: &str, result_selector: &str) -> String {
    client
        .find(Locator::Css(&format!("#{form_id} button[type='submit']")))
        .await
        .expect("submit button")
        .click()
        .await
        .expect("submit");
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(result_selector))
        .await
        .expect("submit answered")
        .text()
        .await
        .expect("result text")
}

/// Puts axe-core into the page once (later calls find `window.axe` and do nothing).
pub async fn inject_axe(client: &Client) {
    let source = std::fs::read_to_string(env("YEWFORM_AXE")).expect("axe-core is installed");
    client
        .execute(
            "if (!window.axe) { const s = document.createElement('script'); s.textContent = arguments[0]; document.head.appendChild(s); }",
            vec![json!(source)],
        )
        .await
        .expect("axe injected");
}

/// Sets the search text of the combobox `id` as typing does (value + `input` event).
pub async fn type_into(client: &Client, id: &str, text: &str) {
    client
        .execute(
            "const el = document.getElementById(arguments[0]);
             el.focus();
             el.value = arguments[1];
             el.dispatchEvent(new InputEvent('input', {bubbles: true}));",
            vec![json!(id), json!(text)],
        )
        .await
        .expect("typing script runs");
}

/// Focuses the element `id` and sends it a bubbling, cancelable `keydown` of `key`.
pub async fn key_on(client: &Client, id: &str, key: &str) {
    client
        .execute(
            "const el = document.getElementById(arguments[0]); el.focus();
             el.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[1], bubbles: true, cancelable: true}));",
            vec![json!(id), json!(key)],
        )
        .await
        .expect("key script runs");
}

/// Waits until the script `condition` returns true; panics naming `what` otherwise.
pub async fn until(client: &Client, condition: &str, what: &str) {
    for _ in 0..200 {
        let done = client
            .execute(condition, vec![])
            .await
            .expect("condition script runs");
        if done == json!(true) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("timed out waiting for {what}");
}

/// The demo page in `theme` and `mode` (`?theme=…&mode=…`), once the theme is applied: its
/// style marker on `<html>`, and for a framework its stylesheet loaded.
pub async fn open_theme(theme: &str, mode: &str) -> (Running, Client) {
    let (server, _) = server().await;
    let client = browser().await;
    client
        .goto(&format!(
            "http://{}/?theme={theme}&mode={mode}",
            server.addr
        ))
        .await
        .expect("page loads");
    let link = if theme == "default" {
        "true".to_string()
    } else {
        format!(
            "(() => {{ const l = document.getElementById('yf-theme-css');
                 return !!l && l.getAttribute('href') === 'themes/{theme}.css' && !!l.sheet
                     && l.sheet.cssRules.length > 0; }})()"
        )
    };
    until(
        &client,
        &format!(
            "return document.documentElement.getAttribute('data-yf-style') === '{theme}' && {link};"
        ),
        &format!("the {theme} theme"),
    )
    .await;
    (server, client)
}
