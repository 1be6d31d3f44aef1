//! End-to-end tests of the demo's sign-up form (text, checkbox, radio, toggle, hidden and
//! button elements beside a select and an editor): typed with real WebDriver keys in headless
//! Chromium, against the real demo backend on 127.0.0.1 (`unique` over HTTP, `POST
//! /api/signup` and its `422` answer).
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::json;
use support::{axe_violations, open_demo};

mod support;

/// WebDriver's Enter key.
const ENTER: &str = "\u{E007}";

async fn field(client: &Client, id: &str) -> fantoccini::elements::Element {
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Id(id))
        .await
        .unwrap_or_else(|e| panic!("#{id} renders: {e}"))
}

async fn type_keys(client: &Client, id: &str, text: &str) {
    field(client, id)
        .await
        .send_keys(text)
        .await
        .unwrap_or_else(|e| panic!("typing into #{id}: {e}"));
}

async fn click(client: &Client, id: &str) {
    field(client, id)
        .await
        .click()
        .await
        .unwrap_or_else(|e| panic!("clicking #{id}: {e}"));
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

/// Fills every field but the email and the password validly.
async fn fill_the_rest(client: &Client) {
    type_keys(client, "yf-signup-name", "Ada").await;
    click(client, "yf-signup-interests__0").await;
    click(client, "yf-signup-plan__1").await;
    click(client, "yf-signup-newsletter").await;
    click(client, "yf-signup-terms").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn enter_in_a_field_signs_up_and_the_backend_receives_the_request_data() {
    let (server, state, client) = open_demo().await;
    fill_the_rest(&client).await;
    type_keys(&client, "yf-signup-email", "ada@example.com").await;
    type_keys(&client, "yf-signup-password", "correct-horse").await;
    type_keys(&client, "yf-signup-password_confirmation", "correct-horse").await;
    // Enter in a text field submits the form (the submit button is a real submit button).
    type_keys(&client, "yf-signup-name", ENTER).await;
    let answer = text_when(&client, "#signup-result", |t| !t.is_empty()).await;
    assert_eq!(answer, "Welcome, Ada!");

    let received = state.submissions.lock().expect("lock").clone();
    assert_eq!(received.len(), 1, "{received:?}");
    let data = &received[0];
    assert_eq!(data["name"], "Ada");
    assert_eq!(data["email"], "ada@example.com");
    assert_eq!(data["password"], "correct-horse");
    assert_eq!(data["interests"], json!(["rust"]));
    assert_eq!(data["plan"], "pro");
    assert_eq!(data["newsletter"], true);
    assert_eq!(data["terms"], true);
    assert_eq!(data["referral"], "demo-page");
    // Left out: the confirmation (`submit: false`) and the buttons (no data).
    let keys: Vec<&str> = data
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    for absent in ["password_confirmation", "reset", "submit"] {
        assert!(!keys.contains(&absent), "{absent} in {keys:?}");
    }
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_taken_email_fails_the_unique_rule_over_http_and_nothing_is_sent() {
    let (server, state, client) = open_demo().await;
    fill_the_rest(&client).await;
    type_keys(&client, "yf-signup-email", "taken@example.com").await;
    type_keys(&client, "yf-signup-password", "correct-horse").await;
    type_keys(&client, "yf-signup-password_confirmation", "correct-horse").await;
    click(&client, "yf-signup-submit").await;
    // The backend's unique endpoint answers `false`: the email shows the rule's message.
    let email = field(&client, "yf-signup-email").await;
    let mut invalid = None;
    for _ in 0..100 {
        invalid = email.attr("aria-invalid").await.expect("attribute");
        if invalid.as_deref() == Some("true") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(invalid.as_deref(), Some("true"));
    let error_id = email
        .attr("aria-errormessage")
        .await
        .expect("attribute")
        .expect("the input names its error");
    let message = text_when(&client, &format!("#{error_id}"), |t| !t.is_empty()).await;
    assert!(message.contains("taken"), "{message}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(state.submissions.lock().expect("lock").is_empty());
    let result = client
        .find(Locator::Id("signup-result"))
        .await
        .expect("result")
        .text()
        .await
        .expect("text");
    assert_eq!(result, "", "nothing was submitted");
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_refusal_shows_on_its_field_until_the_next_try() {
    let (server, state, client) = open_demo().await;
    fill_the_rest(&client).await;
    type_keys(&client, "yf-signup-email", "bob@example.com").await;
    // Long enough for the form's rules; the server refuses it as too common.
    type_keys(&client, "yf-signup-password", "password1").await;
    type_keys(&client, "yf-signup-password_confirmation", "password1").await;
    click(&client, "yf-signup-submit").await;
    let answer = text_when(&client, "#signup-result", |t| !t.is_empty()).await;
    assert_eq!(answer, "The server refused one field; see its message.");
    let password = field(&client, "yf-signup-password").await;
    let error_id = password
        .attr("aria-errormessage")
        .await
        .expect("attribute")
        .expect("the input names its error");
    let message = text_when(&client, &format!("#{error_id}"), |t| !t.is_empty()).await;
    assert_eq!(message, "This password is too common; choose another one.");
    assert_eq!(
        password
            .attr("aria-invalid")
            .await
            .expect("attribute")
            .as_deref(),
        Some("true")
    );
    assert!(state.submissions.lock().expect("lock").is_empty());

    // A better password, sent again: the server takes it and its old refusal is gone.
    for id in ["yf-signup-password", "yf-signup-password_confirmation"] {
        field(&client, id).await.clear().await.expect("clearing");
        type_keys(&client, id, "correct-horse").await;
    }
    click(&client, "yf-signup-submit").await;
    let answer = text_when(&client, "#signup-result", |t| t.starts_with("Welcome")).await;
    assert_eq!(answer, "Welcome, Ada!");
    assert_eq!(
        password
            .attr("aria-invalid")
            .await
            .expect("attribute")
            .as_deref(),
        Some("false")
    );
    assert_eq!(state.submissions.lock().expect("lock").len(), 1);
    client.close().await.expect("session closes");
    server.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_signup_form_has_no_serious_axe_finding_empty_invalid_and_filled() {
    let (server, _, client) = open_demo().await;
    field(&client, "yf-signup-email").await;
    let empty = axe_violations(&client, "#signup").await;
    assert_eq!(empty, Vec::<String>::new(), "empty");
    click(&client, "yf-signup-submit").await;
    text_when(&client, "#yf-signup-terms__error", |t| !t.is_empty()).await;
    let invalid = axe_violations(&client, "#signup").await;
    assert_eq!(invalid, Vec::<String>::new(), "invalid");
    fill_the_rest(&client).await;
    type_keys(&client, "yf-signup-email", "eve@example.com").await;
    let filled = axe_violations(&client, "#signup").await;
    assert_eq!(filled, Vec::<String>::new(), "filled");
    client.close().await.expect("session closes");
    server.task.abort();
}
