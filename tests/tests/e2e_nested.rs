//! End-to-end test of the demo's nested order (#33): a customer object, an address group
//! and order lines (a list of objects), filled with real WebDriver keys in headless Chromium,
//! lines added and removed through the list's buttons, axe-core on the section, and the
//! nested request data posted to the real demo backend (`POST /api/submit`).
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::json;
use support::{axe_violations, open_demo, submit};

mod support;

async fn find(client: &Client, css: &str) -> fantoccini::elements::Element {
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css} renders: {e}"))
}

/// The text of `selector` once `accept` takes it (20 s at most).
async fn text_when(client: &Client, selector: &str, accept: impl Fn(&str) -> bool) -> String {
    let mut last = String::new();
    for _ in 0..200 {
        if let Ok(element) = client.find(Locator::Css(selector)).await {
            last = element.text().await.unwrap_or_default();
            if accept(&last) {
                return last;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{selector} never showed the expected text; last: {last:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_nested_order_posts_its_nested_data_through_the_list_buttons() {
    let (server, state, client) = open_demo().await;
    find(&client, "[id='yf-nested-order-customer.name']")
        .await
        .send_keys("Ada")
        .await
        .unwrap();
    find(&client, "[id='yf-nested-order-customer.email']")
        .await
        .send_keys("ada@example.com")
        .await
        .unwrap();
    find(&client, "[id='yf-nested-order-street']")
        .await
        .send_keys("Main St 1")
        .await
        .unwrap();
    find(&client, "[id='yf-nested-order-lines.0.product']")
        .await
        .select_by_value("tea")
        .await
        .unwrap();
    // A second line through the add button; the focus moves into it.
    find(
        &client,
        "#nested button.yf-list-add, #nested [role=list] ~ button",
    )
    .await
    .click()
    .await
    .unwrap();
    let second = find(&client, "[id='yf-nested-order-lines.1.product']").await;
    second.select_by_value("cake").await.unwrap();
    let qty = find(&client, "[id='yf-nested-order-lines.1.qty']").await;
    // Backspace over the default 1, then 3 (WebDriver's `clear` sends no `input` event).
    qty.send_keys("\u{E003}3").await.unwrap();
    text_when(&client, "#nested [role=status][aria-live=polite]", |t| {
        t.starts_with("Order lines 2 added")
    })
    .await;
    // The static's `{SUM(lines.*.qty)}` follows the lines: 1 + 3.
    text_when(&client, "[id='yf-nested-order-total']", |t| {
        t == "Items ordered: 4"
    })
    .await;

    let violations = axe_violations(&client, "#nested").await;
    assert!(violations.is_empty(), "{violations:#?}");

    // Remove the first line: the second keeps its values and becomes item 1.
    find(&client, "#nested button[aria-label='Remove Order lines 1']")
        .await
        .click()
        .await
        .unwrap();
    text_when(&client, "#nested [role=status][aria-live=polite]", |t| {
        t.starts_with("Order lines 1 removed")
    })
    .await;
    text_when(&client, "[id='yf-nested-order-total']", |t| {
        t == "Items ordered: 3"
    })
    .await;
    let product = find(&client, "[id='yf-nested-order-lines.0.product']").await;
    assert_eq!(
        product.prop("value").await.unwrap().as_deref(),
        Some("cake")
    );

    let answer = submit(&client, "nested-order", "#nested-result").await;
    assert!(answer.starts_with("Submitted"), "{answer}");
    let received = state.submissions.lock().expect("lock").clone();
    let last = received.last().expect("the backend received the order");
    assert_eq!(
        last["customer"],
        json!({"name": "Ada", "email": "ada@example.com"})
    );
    assert_eq!(last["street"], json!("Main St 1"));
    assert_eq!(last["lines"], json!([{"product": "cake", "qty": 3}]));
    client.close().await.ok();
    drop(server);
}
