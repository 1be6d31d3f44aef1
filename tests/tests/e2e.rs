//! End-to-end tests: the built demo (`dist/`) served by the real demo backend on 127.0.0.1,
//! driven in headless Chromium through chromedriver. `cargo xtask test` sets `YEWFORM_DIST`,
//! `YEWFORM_CHROME` and `WEBDRIVER_URL`; without them these tests say so and fail.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::json;
use support::{axe_violations, key_on, open_demo, submit, type_into};

mod support;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn demo_page_renders_in_chromium() {
    let (server, _, client) = open_demo().await;
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
    let (server, _, client) = open_demo().await;
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
    let (server, state, client) = open_demo().await;
    let wait = || client.wait().at_most(Duration::from_secs(20));

    // The country options arrive from GET /api/countries.
    wait()
        .for_element(Locator::Css("#yf-order-country option[value='de']"))
        .await
        .expect("countries loaded from the endpoint");
    let country = client
        .find(Locator::Css("#yf-order-country"))
        .await
        .expect("country select");
    country
        .select_by_label("Germany")
        .await
        .expect("choose Germany");

    // The city select appears (its condition holds) and loads /api/cities?country=de.
    wait()
        .for_element(Locator::XPath(
            "//select[@id='yf-order-city']/option[normalize-space()='Berlin']",
        ))
        .await
        .expect("cities of Germany loaded");
    let city = client
        .find(Locator::Css("#yf-order-city"))
        .await
        .expect("city select");
    city.select_by_label("München")
        .await
        .expect("choose München");

    let text = submit(&client, "order", "#result").await;
    assert!(text.starts_with("Submitted:"), "{text}");

    let received = state.submissions.lock().expect("lock").clone();
    assert_eq!(
        received,
        vec![json!({"country": "de", "city": "München", "size": "m"})]
    );
    client.close().await.expect("session closes");
    server.task.abort();
}

/// The labels of the rendered options inside the element `field_id`.
async fn option_labels(client: &Client, field_id: &str) -> Vec<String> {
    let found = client
        .execute(
            "return Array.from(document.querySelectorAll(`[data-field='${arguments[0]}'] [role=option]`))
                 .map(o => o.textContent.trim());",
            vec![json!(field_id)],
        )
        .await
        .expect("script runs");
    serde_json::from_value(found).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_racing_searches_show_only_the_last_querys_options() {
    let (server, _, client) = open_demo().await;
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css("#yf-dropdowns-live"))
        .await
        .expect("the live search renders");
    let words = [
        "a", "an", "and", "ger", "germ", "fr", "fra", "sw", "swe", "sp", "no", "nor", "po", "por",
        "it",
    ];
    let mut last = String::new();
    for i in 0..50 {
        last = words[(i * 7) % words.len()].to_string();
        type_into(&client, "yf-dropdowns-live", &last).await;
    }
    // /api/slow answers within 300 ms; give every stale answer time to arrive (and be dropped).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let expected: Vec<String> = yewform_demo_server::COUNTRIES
        .iter()
        .filter(|c| yewform_demo_server::fold(c.label).contains(&yewform_demo_server::fold(&last)))
        .map(|c| c.label.to_string())
        .collect();
    let shown = option_labels(&client, "yf-dropdowns-live").await;
    assert!(!shown.is_empty(), "options for {last:?} are shown");
    assert!(
        shown.iter().all(|label| expected.contains(label)),
        "an option of an earlier query is shown for {last:?}: {shown:?}"
    );
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_failing_endpoint_leaves_the_select_usable_and_reports() {
    let (server, _, client) = open_demo().await;
    // The time-out kind is aborted by the client after 8 s. The wrong shape (`42` at its
    // `dataKey`) has no `allowAbsent`: a failure must not clean the value either.
    let errors = client
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::XPath("//ul[@id='select-errors'][count(li) >= 4]"))
        .await
        .expect("four errors reported");
    let text = errors.text().await.expect("errors text");
    for path in [
        "fail_500",
        "fail_bad_json",
        "fail_wrong_shape",
        "fail_timeout",
    ] {
        assert!(text.contains(path), "{path} reported its failure: {text}");
        let field = format!("[data-field='yf-dropdowns-{path}']");
        let shown = client
            .find(Locator::Css(&field))
            .await
            .expect("the element is still rendered")
            .text()
            .await
            .expect("text");
        assert!(
            shown.contains("kept"),
            "{path}: the value is intact: {shown}"
        );
        let busy = client
            .find_all(Locator::Css(&format!("{field} [aria-busy='true']")))
            .await
            .expect("query");
        assert!(busy.is_empty(), "{path}: the spinner is gone");
        let input = client
            .find(Locator::Css(&format!("#yf-dropdowns-{path}")))
            .await
            .expect("the input");
        assert!(
            input.is_enabled().await.expect("enabled?"),
            "{path}: still usable"
        );
        input.send_keys("k").await.expect("typing still works");
    }
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn axe_finds_no_serious_violation_in_any_dropdown_state() {
    let (server, _, client) = open_demo().await;
    let wait = || client.wait().at_most(Duration::from_secs(20));
    wait()
        .for_element(Locator::Css("#yf-dropdowns-country[role=combobox]"))
        .await
        .expect("dropdowns render");
    let mut report = Vec::new();
    report.push(("closed", axe_violations(&client, "html").await));
    key_on(&client, "yf-dropdowns-country", "ArrowDown").await;
    wait()
        .for_element(Locator::Css("#yf-dropdowns-country__listbox [role=option]"))
        .await
        .expect("open");
    report.push(("open", axe_violations(&client, "html").await));
    type_into(&client, "yf-dropdowns-country", "fr").await;
    report.push(("searching", axe_violations(&client, "html").await));
    type_into(&client, "yf-dropdowns-country", "xyzzy").await;
    report.push(("no results", axe_violations(&client, "html").await));
    key_on(&client, "yf-dropdowns-country", "Escape").await;
    client
        .find(Locator::Css("#dropdowns button[type='submit']"))
        .await
        .expect("check button")
        .click()
        .await
        .expect("validate");
    wait()
        .for_element(Locator::Css("#yf-dropdowns-required_demo__error"))
        .await
        .expect("invalid state shown");
    report.push((
        "invalid and disabled",
        axe_violations(&client, "html").await,
    ));
    for (state, violations) in &report {
        println!(
            "axe, {state}: {} serious or critical violations",
            violations.len()
        );
        for v in violations {
            println!("  {v}");
        }
    }
    assert!(
        report.iter().all(|(_, v)| v.is_empty()),
        "axe found serious violations: {report:?}"
    );
    client.close().await.expect("session closes");
    server.task.abort();
}
