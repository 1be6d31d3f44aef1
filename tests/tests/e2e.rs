//! End-to-end tests: the built demo (`dist/`) served by the real demo backend on 127.0.0.1,
//! driven in headless Chromium through chromedriver. `cargo xtask test` sets `YEWFORM_DIST`,
//! `YEWFORM_CHROME` and `WEBDRIVER_URL`; without them these tests say so and fail.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use yewform_demo_server::{AppState, Running};

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run `cargo xtask test`"))
}

/// Starts the demo server on a free loopback port.
async fn server() -> (Running, AppState) {
    let state = AppState::default();
    let addr = SocketAddr::from(([127, 0, 0, 1], 0));
    let running =
        yewform_demo_server::spawn(addr, PathBuf::from(env("YEWFORM_DIST")), state.clone())
            .await
            .expect("demo server starts");
    (running, state)
}

/// A headless Chromium session.
async fn browser() -> Client {
    let args = [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--window-size=1280,900",
    ];
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn demo_page_renders_in_chromium() {
    let (server, _) = server().await;
    let client = browser().await;
    client
        .goto(&format!("http://{}/", server.addr))
        .await
        .expect("page loads");
    let heading = client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css("#yewform-demo h1"))
        .await
        .expect("the wasm app renders its heading");
    assert_eq!(heading.text().await.expect("heading text"), "yewform demo");
    let version = client
        .find(Locator::Css("#yewform-demo .version"))
        .await
        .expect("version");
    assert!(
        version
            .text()
            .await
            .expect("text")
            .starts_with("yewform-core ")
    );
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn countries_endpoint_answers_the_browser() {
    let (server, _) = server().await;
    let client = browser().await;
    client
        .goto(&format!("http://{}/", server.addr))
        .await
        .expect("page loads");
    let found = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             fetch('/api/countries?query=united').then(r => r.json()).then(done, e => done(String(e)));",
            vec![],
        )
        .await
        .expect("script runs");
    let labels: Vec<&str> = found
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|c| c["label"].as_str())
        .collect();
    assert_eq!(
        labels,
        [
            "United Arab Emirates",
            "United Kingdom",
            "United States of America",
            "United States Minor Outlying Islands"
        ]
    );
    let found = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             fetch('/api/countries?query=cote').then(r => r.json()).then(done, e => done(String(e)));",
            vec![],
        )
        .await
        .expect("script runs");
    assert_eq!(found, json!([{"value": "ci", "label": "Côte d'Ivoire"}]));
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schema_form_loads_endpoint_items_and_submits_to_the_backend() {
    let (server, state) = server().await;
    let client = browser().await;
    client
        .goto(&format!("http://{}/", server.addr))
        .await
        .expect("page loads");
    let wait = || client.wait().at_most(Duration::from_secs(20));

    // The country options arrive from GET /api/countries.
    wait()
        .for_element(Locator::Css("#yf-country option[value='10']"))
        .await
        .expect("countries loaded from the endpoint");
    let country = client
        .find(Locator::Css("#yf-country"))
        .await
        .expect("country select");
    country
        .select_by_label("Germany")
        .await
        .expect("choose Germany");

    // The city select appears (its condition holds) and loads /api/cities?country=de.
    wait()
        .for_element(Locator::XPath(
            "//select[@id='yf-city']/option[normalize-space()='Berlin']",
        ))
        .await
        .expect("cities of Germany loaded");
    let city = client
        .find(Locator::Css("#yf-city"))
        .await
        .expect("city select");
    city.select_by_label("München")
        .await
        .expect("choose München");

    client
        .find(Locator::Css("#order button[type='submit']"))
        .await
        .expect("submit button")
        .click()
        .await
        .expect("submit");
    let result = wait()
        .for_element(Locator::Css("#result"))
        .await
        .expect("submit answered");
    let text = result.text().await.expect("result text");
    assert!(text.starts_with("Submitted:"), "{text}");

    let received = state.submissions.lock().expect("lock").clone();
    assert_eq!(
        received,
        vec![json!({"country": "de", "city": "München", "size": "m"})]
    );
    client.close().await.expect("session closes");
    server.task.abort();
}
