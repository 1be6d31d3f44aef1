//! The sign-up page: a real form of everyday elements that posts to the demo backend's
//! `POST /api/signup` and shows its answer. The email's `unique` rule asks the backend's
//! `POST /yewform/validators/unique` (yewform's default endpoint) while the user types; the
//! backend checks everything again on submit, and its per-field errors (`422`) are put on
//! the fields with `ElementHandle::add_error`.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

/// The sign-up form's schema (the guide's chapter "A sign-up form" builds it step by step).
pub fn signup_schema() -> Value {
    json!({
        "name": {
            "type": "text",
            "label": "Name",
            "autocomplete": "name",
            "rules": "required|max:80"
        },
        "email": {
            "type": "text",
            "inputType": "email",
            "label": "Email",
            "autocomplete": "email",
            "rules": "required|email|unique:users",
            "debounce": 300,
            "description": "The server keeps one account per address (try <code>taken@example.com</code>)."
        },
        "password": {
            "type": "text",
            "inputType": "password",
            "label": "Password",
            "autocomplete": "new-password",
            "rules": "required|min:8|confirmed",
            "description": "At least 8 characters."
        },
        "password_confirmation": {
            "type": "text",
            "inputType": "password",
            "label": "Confirm the password",
            "autocomplete": "new-password",
            "rules": "required",
            "submit": false
        },
        "country": {
            "type": "select",
            "label": "Country",
            "placeholder": "Choose a country",
            "items": "/api/countries",
            "search": true
        },
        "bio": {
            "type": "t-editor",
            "label": "About you",
            "placeholder": "A few words (optional)"
        },
        "interests": {
            "type": "checkboxgroup",
            "label": "Interests",
            "items": {"rust": "Rust", "web": "The web", "design": "Design", "music": "Music"},
            "rules": "min:1",
            "messages": {"min": "Choose at least one interest."}
        },
        "plan": {
            "type": "radiogroup",
            "label": "Plan",
            "view": "blocks",
            "items": [
                {"value": "free", "label": "Free", "description": "One project, community help."},
                {"value": "pro", "label": "Pro", "description": "Unlimited projects, e-mail help."},
                {"value": "team", "label": "Team", "description": "Everything in Pro, for five people."}
            ],
            "default": "free",
            "rules": "required"
        },
        "newsletter": {
            "type": "toggle",
            "label": "Newsletter",
            "text": "Send me the monthly newsletter",
            "labels": {"on": "On", "off": "Off"}
        },
        "terms": {
            "type": "checkbox",
            "text": "I accept the terms of use",
            "rules": "accepted",
            "messages": {"accepted": "Please accept the terms to sign up."}
        },
        "referral": {
            "type": "hidden",
            "default": "demo-page"
        },
        "reset": {
            "type": "button",
            "buttonLabel": "Start over",
            "resets": true,
            "secondary": true
        },
        "submit": {
            "type": "button",
            "buttonLabel": "Sign up",
            "submits": true
        }
    })
}

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
            wasm_bindgen_futures::spawn_local(async move {
                answer.set(Some(send(&handle, &data).await));
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
    // The server's refusals of the last try: this try answers again (an error added by the
    // app stays until it is cleared).
    for field in data.as_object().into_iter().flat_map(|data| data.keys()) {
        let _ = handle.el(field).clear_messages();
    }
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
