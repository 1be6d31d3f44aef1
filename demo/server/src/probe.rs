//! Endpoints that exercise the select's async handling: a slow endpoint with random latency
//! (for races), failing endpoints of every kind, and a 100,000-option list.

use std::collections::HashMap;
use std::time::Duration;

use axum::Json;
use axum::extract::Query;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::countries::{COUNTRIES, fold};

/// A small xorshift generator: random latencies without a dependency.
fn next_random(seed: &mut u64) -> u64 {
    let mut x = *seed;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *seed = x;
    x
}

/// `GET /api/slow?query=&ms=`: the countries matching `query`, answered after `ms`
/// milliseconds, or a random 0–300 ms without `ms`.
pub async fn slow(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let query = params.get("query").cloned().unwrap_or_default();
    let ms = match params.get("ms").and_then(|m| m.parse::<u64>().ok()) {
        Some(ms) => ms.min(10_000),
        None => {
            let mut seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
                | 1;
            next_random(&mut seed) % 300
        }
    };
    tokio::time::sleep(Duration::from_millis(ms)).await;
    let folded = fold(&query);
    let found: Vec<Value> = COUNTRIES
        .iter()
        .filter(|c| folded.is_empty() || fold(c.label).contains(&folded))
        .map(|c| json!({"value": c.value, "label": c.label, "query": query}))
        .collect();
    Json(Value::Array(found))
}

/// `GET /api/fail?kind=500|timeout|bad-json|wrong-shape`: each way an endpoint can fail.
pub async fn fail(Query(params): Query<HashMap<String, String>>) -> Response {
    match params.get("kind").map(String::as_str).unwrap_or("500") {
        "timeout" => {
            tokio::time::sleep(Duration::from_secs(30)).await;
            (StatusCode::GATEWAY_TIMEOUT, "timed out").into_response()
        }
        "bad-json" => ([("content-type", "application/json")], "{\"value\": ").into_response(),
        "wrong-shape" => Json(json!({"unexpected": true, "items": 42})).into_response(),
        _ => (
            StatusCode::INTERNAL_SERVER_ERROR,
            Json(json!({"error": "boom"})),
        )
            .into_response(),
    }
}

/// `GET /api/many?count=100000&query=`: generated options labelled like "Zürich 123".
pub async fn many(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let count = params
        .get("count")
        .and_then(|c| c.parse::<usize>().ok())
        .unwrap_or(100_000)
        .min(200_000);
    Json(Value::Array(generated(count)))
}

/// `count` options whose labels carry diacritics: a quarter start with "Zürich".
pub fn generated(count: usize) -> Vec<Value> {
    const NAMES: [&str; 4] = ["Zürich", "Málaga", "Kraków", "Ærøskøbing"];
    (0..count)
        .map(|i| {
            let name = NAMES.get(i % 4).copied().unwrap_or("Zürich");
            json!({"value": i, "label": format!("{name} {i}")})
        })
        .collect()
}
