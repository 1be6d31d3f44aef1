//! The sign-up page: a real form of everyday elements that posts to the demo backend's
//! `POST /api/signup` and shows its answer. The email's `unique` rule asks the backend's
//! `POST /yewform/validators/unique` (yewform's default endpoint) while the user types; the
//! backend checks everything again on submit, and its per-field errors (`422`) are put on
//! the fields with `ElementHandle::add_error`.

use serde_json::Value;
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

use crate::signup_schema::signup_schema;

/// The sign-up section of the demo.
#[component]
pub fn SignupPage() -> Html {
    let handle = use_memo((), |()| FormHandle::new());
    let answer = use_state(|| None::<String>);
    let schema = use_memo((), |()| FormSchema::from_value(&signup_schema()));
    let on_submit = {
        let handle = (*handle).clone();
        let answer = answer.clone();
        Callback::from(move |data: Value| {
            let handle = handle.clone();
            let answer = answer.clone();
            // The form stays submitting until the answer is in: its submit button is busy,
            // and a double click or Enter again posts nothing more.
            let hold = handle.hold_submit();
            wasm_bindgen_futures::spawn_local(async move {
                answer.set(Some(send(&handle, &data).await));
                drop(hold);
            });
        })
    };
    html! {
        <section aria-labelledby="signup-title">
            <h2 id="signup-title">{ "Sign up (text, checkbox, radio, toggle, hidden and button elements)" }</h2>
            {
                match &*schema {
                    Ok(schema) => html! {
                        <Form id="signup" schema={schema.clone()} handle={(*handle).clone()} {on_submit} />
                    },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            <output id="signup-result" aria-live="polite">{ (*answer).clone().unwrap_or_default() }</output>
        </section>
    }
}

/// Posts `data` to `/api/signup`: the welcome, or the server's errors put on their fields
/// (those of the last try removed first).
async fn send(handle: &FormHandle, data: &Value) -> String {
    // The server's refusals of the last try, on every field (nested ones and those not
    // sent included): this try answers again (an error added by the app stays until it is
    // cleared).
    handle.clear_messages();
    let request = match gloo::net::http::Request::post("/api/signup").json(data) {
        Ok(request) => request,
        Err(error) => return format!("Sign-up failed: {error}"),
    };
    let response = match request.send().await {
        Ok(response) => response,
        Err(error) => return format!("Sign-up failed: {error}"),
    };
    let status = response.status();
    let body = response.json::<Value>().await.unwrap_or(Value::Null);
    if response.ok() {
        let message = body.get("message").and_then(Value::as_str);
        return message.unwrap_or("Signed up.").to_string();
    }
    let mut count = 0;
    if let Some(errors) = body.get("errors").and_then(Value::as_object) {
        for (field, message) in errors {
            if let Some(message) = message.as_str() {
                let _ = handle.el(field).add_error(message);
                count += 1;
            }
        }
    }
    match count {
        0 => format!("Sign-up failed: HTTP {status}"),
        1 => "The server refused one field; see its message.".to_string(),
        n => format!("The server refused {n} fields; see their messages."),
    }
}
