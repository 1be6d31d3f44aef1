//! The sign-up form's schema, in its own file: the demo's sign-up page and bench page use it,
//! and `demo/minimal-signup` (the sign-up app `cargo xtask size` measures) includes this file
//! with `#[path]`.

use serde_json::{Value, json};

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
