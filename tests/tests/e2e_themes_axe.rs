//! Issue 16: axe-core (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the
//! demo page in each theme (default, Tailwind, Bootstrap 5, each light and dark), in the states a
//! dropdown select closed, open, searching with results, searching with no results, a
//! disabled select, an invalid select after validating, and the editor with its toolbar.
//! One browser session per theme and scheme, chosen through the demo's `?theme=…&mode=…`
//! query; the test lists every violation with its theme, state, rule and element.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::json;
use support::{inject_axe, key_on, type_into, until};

mod support;

/// The WCAG tags axe checks.
const TAGS: [&str; 4] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/// The searchable dropdown the states are walked on.
const SELECT: &str = "yf-dropdowns-country";

/// Runs axe-core with [`TAGS`] on the element `selector` and returns each serious or critical
/// violation as `rule @ target: message`, one per element.
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

/// The number of options the dropdown shows.
const OPTIONS: &str =
    "document.querySelectorAll('#yf-dropdowns-country__listbox [role=option]').length";

/// Loads the demo in `theme` and `mode`, walks the states and returns every serious or
/// critical violation, labelled with the theme and the state.
async fn walk(theme: &str, mode: &str) -> Vec<String> {
    let (server, client) = support::open_theme(theme, mode).await;
    let wait = || client.wait().at_most(Duration::from_secs(20));
    wait()
        .for_element(Locator::Css(&format!("#{SELECT}[role=combobox]")))
        .await
        .expect("the dropdowns render");
    wait()
        .for_element(Locator::Css("#article [role=textbox][data-language=en]"))
        .await
        .expect("the editor renders");
    // Settle the countries' endpoint items, so the page is in its resting state.
    until(
        &client,
        "return document.querySelectorAll('[aria-busy=true]').length === 0;",
        "the endpoints' items",
    )
    .await;

    let mut report: Vec<(&str, Vec<String>)> = Vec::new();
    report.push(("closed", axe(&client, "html").await));

    key_on(&client, SELECT, "ArrowDown").await;
    until(&client, &format!("return {OPTIONS} > 0;"), "the open list").await;
    report.push(("open", axe(&client, "html").await));

    type_into(&client, SELECT, "fr").await;
    until(
        &client,
        &format!(
            "return {OPTIONS} > 0 && Array.from(document.querySelectorAll('#yf-dropdowns-country__listbox [role=option]')).every(o => /fr/i.test(o.textContent.normalize('NFD')));"
        ),
        "the search results",
    )
    .await;
    report.push(("searching", axe(&client, "html").await));

    type_into(&client, SELECT, "xyzzy").await;
    until(&client, &format!("return {OPTIONS} === 0;"), "no results").await;
    report.push(("no results", axe(&client, "html").await));
    key_on(&client, SELECT, "Escape").await;

    wait()
        .for_element(Locator::Css(
            "#yf-dropdowns-disabled_demo[aria-disabled=true], #yf-dropdowns-disabled_demo:disabled",
        ))
        .await
        .expect("the disabled select");
    report.push((
        "disabled",
        axe(&client, "[data-field='yf-dropdowns-disabled_demo']").await,
    ));

    // Validate with the form's own button (a script click: the walk is about the page's
    // states, not about what lies over the button at the window's size).
    client
        .execute(
            "document.querySelector('#dropdowns button[type=submit]').click();",
            vec![],
        )
        .await
        .expect("validate");
    wait()
        .for_element(Locator::Css("#yf-dropdowns-required_demo__error"))
        .await
        .expect("the invalid state");
    report.push(("invalid", axe(&client, "html").await));

    // The editor with its toolbar, focused.
    let focused = client
        .execute(
            "const el = document.querySelector('#article [role=textbox][data-language=en]');
             el.scrollIntoView({block: 'center'});
             el.focus();
             return document.activeElement === el;",
            vec![],
        )
        .await
        .expect("focus the editor");
    assert_eq!(focused, json!(true), "{theme}: the editor takes the focus");
    wait()
        .for_element(Locator::Css("#article [role=toolbar] button"))
        .await
        .expect("the editor's toolbar");
    // Every one of the 14 tools is shown (the article hides none).
    let tools = client
        .execute(
            "return Array.from(document.querySelectorAll('#article [role=toolbar] button'))
                 .filter(b => b.checkVisibility()).length;",
            vec![],
        )
        .await
        .expect("tools counted");
    assert!(
        tools.as_u64().is_some_and(|n| n >= 14),
        "{theme}/{mode}: every tool is visible, {tools} are"
    );
    report.push((
        "editor",
        axe(&client, "section[aria-labelledby=article-title]").await,
    ));

    client.close().await.expect("session closes");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn default_light_has_no_serious_axe_violation() {
    check("default", "light").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn default_dark_has_no_serious_axe_violation() {
    check("default", "dark").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tailwind_has_no_serious_axe_violation() {
    check("tailwind", "light").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bootstrap_has_no_serious_axe_violation() {
    check("bootstrap", "light").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tailwind_dark_has_no_serious_axe_violation() {
    check("tailwind", "dark").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bootstrap_dark_has_no_serious_axe_violation() {
    check("bootstrap", "dark").await;
}
