//! End-to-end tests of the demo's concept sections (inline form, layout, classes and presets,
//! validation, conditions, events) in headless Chromium against the demo server.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use support::{axe_violations, open_demo};
use yewform_demo_server::Running;

mod support;

/// The demo page, once the concept sections have rendered.
async fn open() -> (Running, Client) {
    let (server, _, client) = open_demo().await;
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css("#events-log"))
        .await
        .expect("the concept sections render");
    (server, client)
}

/// Chooses the option labelled `label` of the native select `#id`.
async fn choose(client: &Client, id: &str, label: &str) {
    client
        .find(Locator::Css(&format!("#{id}")))
        .await
        .unwrap_or_else(|_| panic!("#{id}"))
        .select_by_label(label)
        .await
        .unwrap_or_else(|_| panic!("{label} in #{id}"));
}

/// The live requestData view `#id`, parsed, once it equals `expected` (or the last seen).
async fn data_becomes(client: &Client, id: &str, expected: &Value) -> Value {
    let mut seen = Value::Null;
    for _ in 0..100 {
        let text = client
            .find(Locator::Css(&format!("#{id}")))
            .await
            .expect("data view")
            .text()
            .await
            .expect("text");
        seen = serde_json::from_str(&text).unwrap_or(Value::Null);
        if &seen == expected {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    seen
}

/// Clicks the element `locator` finds.
async fn click(client: &Client, locator: Locator<'_>) {
    let described = format!("{locator:?}");
    client
        .find(locator)
        .await
        .unwrap_or_else(|_| panic!("{described}"))
        .click()
        .await
        .unwrap_or_else(|_| panic!("click {described}"));
}

async fn classes(client: &Client, selector: &str) -> String {
    client
        .find(Locator::Css(selector))
        .await
        .unwrap_or_else(|_| panic!("{selector}"))
        .attr("class")
        .await
        .expect("attr")
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inline_form_and_conditions_update_the_live_request_data() {
    let (server, client) = open().await;

    let inline = json!({"fruit": null, "amount": 1});
    assert_eq!(data_becomes(&client, "inline-data", &inline).await, inline);
    choose(&client, "yf-inline-fruit", "Cherry").await;
    choose(&client, "yf-inline-amount", "12").await;
    let inline = json!({"fruit": "Cherry", "amount": 12});
    assert_eq!(data_becomes(&client, "inline-data", &inline).await, inline);

    // The city is hidden and absent until delivery is "ship".
    let pickup = json!({"delivery": "pickup"});
    assert_eq!(
        data_becomes(&client, "conditions-data", &pickup).await,
        pickup
    );
    choose(&client, "yf-conditions-delivery", "Ship to me").await;
    let shipped = json!({"delivery": "ship", "city": "Berlin", "express": "no"});
    assert_eq!(
        data_becomes(&client, "conditions-data", &shipped).await,
        shipped
    );
    let city = client
        .find(Locator::Css("#yf-conditions-city"))
        .await
        .expect("city");
    assert!(city.is_displayed().await.expect("displayed"));
    // A chained condition: express needs Berlin or Wien.
    choose(&client, "yf-conditions-city", "Zürich").await;
    let zurich = json!({"delivery": "ship", "city": "Zürich"});
    assert_eq!(
        data_becomes(&client, "conditions-data", &zurich).await,
        zurich
    );
    client.close().await.expect("close");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presets_views_and_class_options_reach_the_page() {
    let (server, client) = open().await;

    let branded = classes(&client, "#yf-classes-branded").await;
    assert!(branded.contains("demo-brand-input"), "{branded}");
    let label = classes(&client, "#yf-classes-branded__label").await;
    assert!(label.contains("demo-caps"), "the preset's view: {label}");
    let note = client
        .find(Locator::Css("#yf-classes-branded__description"))
        .await
        .expect("the preset's description template")
        .text()
        .await
        .expect("text");
    assert!(note.starts_with("Note:"), "{note}");
    let added = classes(&client, "#yf-classes-added").await;
    assert!(
        added.contains("demo-dashed") && added.contains("demo-mono"),
        "{added}"
    );
    assert!(added.split(' ').any(|c| c == "yf-native-select"), "{added}");
    assert!(
        classes(&client, "#yf-classes-pill")
            .await
            .contains("demo-pill")
    );
    // Columns from the "horizontal" preset: the label takes 4 of 12.
    let horizontal = client
        .find(Locator::Css(
            "[data-field='yf-layout-horizontal'] .yf-col-4",
        ))
        .await;
    assert!(horizontal.is_ok(), "the preset's label column");
    // Sizes.
    assert!(
        classes(&client, "#yf-layout-large")
            .await
            .contains("yf-input-lg")
    );
    assert!(
        classes(&client, "#yf-layout-small")
            .await
            .contains("yf-input-sm")
    );

    // Dark mode switches the custom properties, not the classes.
    let background = || async {
        client
            .execute(
                "return getComputedStyle(document.querySelector('#yf-classes-plain')).backgroundColor",
                vec![],
            )
            .await
            .expect("style")
    };
    let light = {
        click(&client, Locator::XPath("//button[text()='Light']")).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        background().await
    };
    click(&client, Locator::XPath("//button[text()='Dark']")).await;
    let mut dark = light.clone();
    for _ in 0..30 {
        dark = background().await;
        if dark != light {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_ne!(dark, light, "the dark theme changes the input background");

    let violations = axe_violations(&client, "section[aria-labelledby='classes-title']").await;
    assert!(violations.is_empty(), "{violations:#?}");
    client.close().await.expect("close");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn validation_messages_follow_rules_messages_and_locale() {
    let (server, client) = open().await;

    click(&client, Locator::Css("#validation button[type='submit']")).await;
    let error_text = |id: &'static str| {
        let client = client.clone();
        async move {
            for _ in 0..50 {
                if let Ok(el) = client.find(Locator::Css(&format!("#{id}"))).await {
                    let text = el.text().await.unwrap_or_default();
                    if !text.is_empty() {
                        return text;
                    }
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            String::new()
        }
    };
    assert_eq!(
        error_text("yf-validation-size__error").await,
        "The Size field is required."
    );
    assert_eq!(
        error_text("yf-validation-not_large__error").await,
        "Large is sold out."
    );
    let invalid = client
        .find(Locator::Css("#yf-validation-size"))
        .await
        .expect("size")
        .attr("aria-invalid")
        .await
        .expect("attr");
    assert_eq!(invalid.as_deref(), Some("true"));

    // German messages after switching the message language; the values stay; the fix clears
    // the message.
    choose(&client, "yf-validation-size", "Small").await;
    let small = json!({"size": "s", "not_large": "l"});
    assert_eq!(
        data_becomes(&client, "validation-data", &small).await,
        small
    );
    choose(&client, "yf-validation-language", "Deutsch").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        data_becomes(&client, "validation-data", &small).await,
        small,
        "switching the locale keeps the values"
    );
    let language = client
        .execute(
            "return document.querySelector('#yf-validation-language').value",
            vec![],
        )
        .await
        .expect("value");
    assert_eq!(
        language,
        json!("de"),
        "the language select keeps Deutsch (its option value is the value, not an index)"
    );
    choose(&client, "yf-validation-size", "Choose").await;
    let cleared = json!({"size": null, "not_large": "l"});
    assert_eq!(
        data_becomes(&client, "validation-data", &cleared).await,
        cleared
    );
    click(&client, Locator::Css("#validation button[type='submit']")).await;
    let mut german = String::new();
    for _ in 0..50 {
        german = error_text("yf-validation-size__error").await;
        if german != "The Size field is required." {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        german.contains("Size") && german.contains("muss"),
        "{german}"
    );
    choose(&client, "yf-validation-not_large", "Medium").await;
    let mut cleared = false;
    for _ in 0..50 {
        let empty = match client
            .find(Locator::Css("#yf-validation-not_large__error"))
            .await
        {
            Ok(el) => el.text().await.unwrap_or_default().is_empty(),
            Err(_) => true,
        };
        if empty {
            cleared = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(cleared, "a valid choice removes the message");
    client.close().await.expect("close");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_events_log_records_change_reset_and_clear() {
    let (server, client) = open().await;

    choose(&client, "yf-events-native", "b").await;
    click(&client, Locator::XPath("//button[text()='reset() native']")).await;
    let mut lines: Vec<String> = Vec::new();
    for _ in 0..50 {
        lines = lines_elements(&client).await;
        if lines.iter().any(|l| l == "native reset") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        lines.iter().any(|l| l == "native change null → \"b\""),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l == "native reset"), "{lines:#?}");
    assert!(
        lines.iter().any(|l| l == "native change \"b\" → null"),
        "{lines:#?}"
    );
    let data = json!({"native": null, "dropdown": null});
    assert_eq!(data_becomes(&client, "events-data", &data).await, data);
    client.close().await.expect("close");
    server.task.abort();
}

async fn lines_elements(client: &Client) -> Vec<String> {
    let mut out = Vec::new();
    for li in client
        .find_all(Locator::Css("#events-log li"))
        .await
        .expect("log")
    {
        out.push(li.text().await.unwrap_or_default());
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_concept_section_passes_axe() {
    let (server, client) = open().await;
    for section in [
        "nav[aria-label='Concepts']",
        "section[aria-labelledby='inline-title']",
        "section[aria-labelledby='layout-title']",
        "section[aria-labelledby='validation-title']",
        "section[aria-labelledby='conditions-title']",
        "section[aria-labelledby='events-title']",
    ] {
        let violations = axe_violations(&client, section).await;
        assert!(violations.is_empty(), "{section}: {violations:#?}");
    }
    client.close().await.expect("close");
    server.task.abort();
}
