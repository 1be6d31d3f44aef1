//! Submitting a demo form to the backend's `POST /api/submit`.

use serde_json::Value;
use yew::prelude::*;
use yewform_elements::transport::{Fetch, Transport};

/// An `on_submit` that posts the request data to `/api/submit` and puts the backend's answer
/// (or the failure) into `result`.
pub fn to_backend(result: UseStateHandle<Option<String>>) -> Callback<Value> {
    Callback::from(move |data: Value| {
        let result = result.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let text = match Fetch.post_json("/api/submit", &data).await {
                Ok(answer) => format!("Submitted: {}", answer.get("received").unwrap_or(&answer)),
                Err(error) => format!("Submit failed: {error}"),
            };
            result.set(Some(text));
        });
    })
}
