//! Issue 32 end to end, against the demo server: the tags field's async search over HTTP
//! (`/api/countries`) with several values chosen from different answers and one created, the
//! request data it submits; and axe-core (WCAG 2.0/2.1 A and AA) finding no serious or
//! critical violation in the multi-value section in each theme (default, Tailwind,
//! Bootstrap 5, each light and dark), closed, open, searching, at `max`, disabled and invalid.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use support::{inject_axe, key_on, server, type_into};

mod support;

/// The WCAG tags axe checks.
const TAGS: [&str; 4] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/// The tags field and the grouped multiselect of the demo's multi-value section.
const TOPICS: &str = "yf-multi-topics";
const CITIES: &str = "yf-multi-cities";

/// The multi-value section.
const SECTION: &str = "section[aria-labelledby=multi-title]";

async fn axe(client: &Client, selector: &str) -> Vec<String> {
    inject_axe(client).await;
    let result = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document.querySelector(arguments[0]),
                     {runOnly: {type: 'tag', values: arguments[1]}, resultTypes: ['violations']})
               .then(r => done(
                 r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                  .flatMap(v => v.nodes.map(n => v.id + ' @ ' + n.target.join(' ') + ': '
                      + (n.failureSummary || v.help).replace(/\\s+/g, ' ')))
               ), e => done(['axe failed: ' + e]));",
            vec![json!(selector), json!(TAGS)],
        )
        .await
        .expect("axe runs");
    serde_json::from_value(result).unwrap_or_else(|_| vec!["axe returned no list".into()])
}

async fn until(client: &Client, condition: &str, what: &str) {
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
    let markup = client
        .execute(
            "const s = document.querySelector('section[aria-labelledby=multi-title]'); return s ? s.outerHTML : '';",
            vec![],
        )
        .await
        .unwrap_or_default();
    panic!("timed out waiting for {what}; the section: {markup}");
}

async fn open_page(theme: &str, mode: &str) -> (yewform_demo_server::Running, Client) {
    let (server, _) = server().await;
    let client = support::browser().await;
    client
        .goto(&format!(
            "http://{}/?theme={theme}&mode={mode}",
            server.addr
        ))
        .await
        .expect("page loads");
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(&format!("#{TOPICS}[role=combobox]")))
        .await
        .expect("the tags field renders");
    until(
        &client,
        &format!("return document.documentElement.getAttribute('data-yf-style') === '{theme}';"),
        "the theme",
    )
    .await;
    until(
        &client,
        "return document.querySelectorAll('[aria-busy=true]').length === 0;",
        "the endpoints' items",
    )
    .await;
    (server, client)
}

/// The option labels the tags field's open list shows.
const TOPIC_OPTIONS: &str = "return Array.from(document.querySelectorAll('#yf-multi-topics__listbox [role=option]')).map(o => o.textContent);";

#[tokio::test]
async fn async_search_over_http_chooses_several_values_and_submits_them() {
    let (server, client) = open_page("default", "light").await;
    for (query, wanted) in [("germ", "Germany"), ("fran", "France")] {
        type_into(&client, TOPICS, query).await;
        until(
            &client,
            &format!(
                "return Array.from(document.querySelectorAll('#yf-multi-topics__listbox [role=option]')).some(o => o.textContent === '{wanted}');"
            ),
            wanted,
        )
        .await;
        // The one wanted is the first answer for these queries. With `create`, typed text
        // that names no option is pointed at nothing (Enter would create "germ", as the
        // reference's first "create" row): ArrowDown points the first answer.
        let shown = client.execute(TOPIC_OPTIONS, vec![]).await.unwrap();
        assert_eq!(shown[0], json!(wanted), "{shown}");
        key_on(&client, TOPICS, "ArrowDown").await;
        key_on(&client, TOPICS, "Enter").await;
        until(
            &client,
            &format!(
                "return Array.from(document.querySelectorAll('#multi button[data-chip]')).some(b => b.getAttribute('aria-label') === 'Remove {wanted}');"
            ),
            &format!("the {wanted} chip"),
        )
        .await;
    }
    // A topic of one's own, created with a comma.
    type_into(&client, TOPICS, "Atlantis").await;
    key_on(&client, TOPICS, ",").await;
    until(
        &client,
        "return document.querySelectorAll('#multi button[data-chip]').length === 3;",
        "three chips",
    )
    .await;
    let live = client
        .execute(
            "return Array.from(document.querySelectorAll('#multi [role=status][aria-live=polite]')).map(e => e.textContent).join('|');",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        live.as_str()
            .is_some_and(|t| t.contains("Atlantis added, 3 selected")),
        "{live}"
    );
    client
        .execute(
            "document.querySelector('#multi button[type=submit]').click();",
            vec![],
        )
        .await
        .unwrap();
    let output = client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css("#multi-result"))
        .await
        .expect("submitted")
        .text()
        .await
        .unwrap();
    let data: Value = serde_json::from_str(&output).expect("JSON data");
    assert_eq!(data["topics"], json!(["de", "fr", "Atlantis"]), "{data}");
    assert_eq!(data["cities"], json!([]));
    assert_eq!(data["days"], json!(["Mon"]));
    client.close().await.unwrap();
    server.task.abort();
}

async fn walk(theme: &str, mode: &str) -> Vec<String> {
    let (server, client) = open_page(theme, mode).await;
    let mut report: Vec<(&str, Vec<String>)> = Vec::new();
    report.push(("closed", axe(&client, SECTION).await));
    key_on(&client, TOPICS, "ArrowDown").await;
    until(
        &client,
        "return document.querySelectorAll('#yf-multi-topics__listbox [role=option]').length > 0;",
        "the open list",
    )
    .await;
    report.push(("open", axe(&client, SECTION).await));
    type_into(&client, TOPICS, "ger").await;
    until(
        &client,
        "return Array.from(document.querySelectorAll('#yf-multi-topics__listbox [role=option]')).some(o => o.textContent === 'Germany');",
        "the search results",
    )
    .await;
    report.push(("searching", axe(&client, SECTION).await));
    key_on(&client, TOPICS, "Escape").await;
    // At max: three cities chosen through a group header.
    key_on(&client, CITIES, "ArrowDown").await;
    until(
        &client,
        "return document.querySelectorAll('#yf-multi-cities__listbox li').length > 0;",
        "the cities",
    )
    .await;
    client
        .execute(
            // The first row is a group header (an option the keys point, with groupSelect).
            "const h = document.querySelector('#yf-multi-cities__listbox li');
             h.dispatchEvent(new MouseEvent('mousedown', {bubbles: true, cancelable: true}));",
            vec![],
        )
        .await
        .unwrap();
    until(
        &client,
        "return /3 options selected/.test(document.querySelector('[data-field=\"yf-multi-cities\"]').textContent);",
        "three cities",
    )
    .await;
    report.push(("at max", axe(&client, SECTION).await));
    key_on(&client, CITIES, "Escape").await;
    // Invalid: the topics (`min:1`) after validating an empty field.
    client
        .execute(
            "document.querySelector('#multi button[type=submit]').click();",
            vec![],
        )
        .await
        .unwrap();
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css("#yf-multi-topics__error"))
        .await
        .expect("the invalid state");
    report.push(("invalid", axe(&client, SECTION).await));
    // Disabled: the form's elements disabled through the handle-less way, the attribute.
    client
        .execute(
            "document.querySelectorAll('#multi input, #multi select, #multi button').forEach(e => e.disabled = true);",
            vec![],
        )
        .await
        .unwrap();
    report.push(("disabled", axe(&client, SECTION).await));
    client.close().await.unwrap();
    server.task.abort();
    report
        .into_iter()
        .flat_map(|(state, violations)| {
            violations
                .into_iter()
                .map(move |v| format!("{theme}/{mode}, {state}: {v}"))
        })
        .collect()
}

async fn check(theme: &str, mode: &str) {
    let violations = walk(theme, mode).await;
    assert!(
        violations.is_empty(),
        "axe found {} serious or critical violations:\n{}",
        violations.len(),
        violations.join("\n")
    );
}

#[tokio::test]
async fn default_light_multi_values_have_no_serious_axe_violation() {
    check("default", "light").await;
}

#[tokio::test]
async fn default_dark_multi_values_have_no_serious_axe_violation() {
    check("default", "dark").await;
}

#[tokio::test]
async fn tailwind_light_multi_values_have_no_serious_axe_violation() {
    check("tailwind", "light").await;
}

#[tokio::test]
async fn tailwind_dark_multi_values_have_no_serious_axe_violation() {
    check("tailwind", "dark").await;
}

#[tokio::test]
async fn bootstrap_light_multi_values_have_no_serious_axe_violation() {
    check("bootstrap", "light").await;
}

#[tokio::test]
async fn bootstrap_dark_multi_values_have_no_serious_axe_violation() {
    check("bootstrap", "dark").await;
}
