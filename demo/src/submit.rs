//! Submitting a demo form to the backend's `POST /api/submit`.

use serde_json::Value;
use yew::prelude::*;
use yewform_elements::FormHandle;
use yewform_elements::transport::{Fetch, Transport};

/// An `on_submit` that posts the request data to `/api/submit` and puts the backend's answer
/// (or the failure) into `result`. The form (`form`, the `<Form>`'s handle) stays submitting
/// until the answer is in: its submit button is busy, and a double click or Enter again posts
/// nothing more.
pub fn to_backend(form: &FormHandle, result: UseStateHandle<Option<String>>) -> Callback<Value> {
    let form = form.clone();
    Callback::from(move |data: Value| {
        let result = result.clone();
        let hold = form.hold_submit();
        wasm_bindgen_futures::spawn_local(async move {
            let text = match Fetch.post_json("/api/submit", &data).await {
                Ok(answer) => format!("Submitted: {}", answer.get("received").unwrap_or(&answer)),
                Err(error) => format!("Submit failed: {error}"),
            };
            result.set(Some(text));
            drop(hold);
        });
    })
}
