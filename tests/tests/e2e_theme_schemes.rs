//! End-to-end: the default theme passes axe-core (serious and critical, colour contrast
//! included) in its light and its dark scheme (`?theme=default&mode=<light|dark>` of the
//! demo), with a dropdown closed with a value, open with a search, and invalid forms.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::json;
use support::{axe_violations, open_demo};

mod support;

async fn script(client: &Client, js: &str, args: Vec<serde_json::Value>) {
    client.execute(js, args).await.expect("script runs");
}

async fn wait_for(client: &Client, css: &str) {
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_default_theme_passes_axe_in_light_and_dark() {
    let (server, _, client) = open_demo().await;
    let mut report = Vec::new();
    for mode in ["light", "dark"] {
        client
            .goto(&format!(
                "http://{}/?theme=default&mode={mode}",
                server.addr
            ))
            .await
            .expect("page loads");
        wait_for(&client, "#yf-dropdowns-country[role=combobox]").await;
        // The scheme reached the page: the form's background is the scheme's --yf-bg.
        let bg = client
            .execute(
                "return getComputedStyle(document.querySelector('#dropdowns').closest('.yf-form-container') || document.querySelector('#dropdowns')).backgroundColor;",
                vec![],
            )
            .await
            .expect("script runs");
        let expected = if mode == "dark" {
            "rgb(17, 24, 39)"
        } else {
            "rgb(255, 255, 255)"
        };
        assert_eq!(bg, json!(expected), "{mode}: the form's background");

        // Closed with a value.
        script(
            &client,
            "const el = document.getElementById('yf-dropdowns-country'); el.focus();
             el.value = 'germ'; el.dispatchEvent(new InputEvent('input', {bubbles: true}));",
            vec![],
        )
        .await;
        wait_for(&client, "#yf-dropdowns-country__listbox [role=option]").await;
        client
            .find(Locator::Css("#yf-dropdowns-country__listbox [role=option]"))
            .await
            .expect("an option")
            .click()
            .await
            .expect("choose");
        script(&client, "document.activeElement.blur();", vec![]).await;
        wait_for(
            &client,
            "[data-field='yf-dropdowns-country'] .yf-combo-single-label",
        )
        .await;
        report.push((mode, "closed", axe_violations(&client, "html").await));

        // Open, searching.
        script(
            &client,
            "const el = document.getElementById('yf-dropdowns-country'); el.focus();
             el.value = 'sa'; el.dispatchEvent(new InputEvent('input', {bubbles: true}));",
            vec![],
        )
        .await;
        wait_for(&client, "#yf-dropdowns-country__listbox [role=option]").await;
        report.push((mode, "open", axe_violations(&client, "html").await));
        script(
            &client,
            "document.getElementById('yf-dropdowns-country').dispatchEvent(
                 new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}));
             document.activeElement.blur();",
            vec![],
        )
        .await;

        // Invalid.
        script(
            &client,
            "document.querySelector(\"#dropdowns button[type='submit']\").click();",
            vec![],
        )
        .await;
        wait_for(&client, "#yf-dropdowns-required_demo__error").await;
        report.push((mode, "invalid", axe_violations(&client, "html").await));
    }
    for (mode, state, violations) in &report {
        println!(
            "axe, {mode}, {state}: {} serious or critical violations",
            violations.len()
        );
        for v in violations {
            println!("  {v}");
        }
    }
    assert!(
        report.iter().all(|(_, _, v)| v.is_empty()),
        "axe found serious violations: {report:#?}"
    );
    client.close().await.expect("session closes");
    server.task.abort();
}
