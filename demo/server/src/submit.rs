//! `POST /api/submit` and `GET /api/submissions`: the demo form's submit endpoint.

use axum::Json;
use axum::extract::State;
use serde_json::{Value, json};

use crate::AppState;

/// Stores the JSON request data and echoes it back.
pub async fn receive(State(state): State<AppState>, Json(body): Json<Value>) -> Json<Value> {
    if let Ok(mut all) = state.submissions.lock() {
        all.push(body.clone());
    }
    Json(json!({"ok": true, "received": body}))
}

/// Every submission received so far, oldest first.
pub async fn list(State(state): State<AppState>) -> Json<Value> {
    let all = state
        .submissions
        .lock()
        .map(|s| s.clone())
        .unwrap_or_default();
    Json(Value::Array(all))
}
