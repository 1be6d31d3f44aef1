//! The searchable dropdown select, with its async features against the demo backend.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{FiredEvent, Form, FormHandle};

fn schema() -> Value {
    json!({
        "country": {
            "type": "select",
            "label": "Country (searchable, accents folded)",
            "search": true,
            "strict": false,
            "items": "/api/countries",
            "placeholder": "Type to search…",
            "description": "Loaded once, filtered in the page. Try “cote” or “sao”."
        },
        "live": {
            "type": "select",
            "label": "Live search (random latency)",
            "search": true,
            "delay": 0,
            "filterResults": false,
            "items": "/api/slow",
            "description": "Every keystroke asks <code>/api/slow</code>; answers arrive in random order and only the newest is shown."
        },
        "tags": {
            "type": "select",
            "label": "Colour (create your own)",
            "create": true,
            "addOptionOn": ["enter", ",", "blur"],
            "items": ["Red", "Green", "Blue"]
        },
        "grouped": {
            "type": "select",
            "label": "City (groups)",
            "native": false,
            "groups": true,
            "items": [
                {"label": "Germany", "items": ["Berlin", "München"]},
                {"label": "Switzerland", "items": ["Zürich", "Genève"]},
                {"label": "Closed", "items": ["Atlantis"], "disabled": true}
            ]
        },
        "in_body": {
            "type": "select",
            "label": "Country (list moved to the page body)",
            "search": true,
            "appendToBody": true,
            "items": "/api/countries",
            "extendOptions": {"closeOnSelect": true, "limit": 50},
            "description": "<code>appendToBody</code>: the open list lives in <code>&lt;body&gt;</code>, so no container clips it; it follows the field and opens upward when there is no room below. <code>extendOptions</code> limits it to 50 rows."
        },
        "disabled_demo": {"type": "select", "label": "Disabled", "search": true, "disabled": true, "items": ["a", "b"], "default": "a"},
        "required_demo": {"type": "select", "label": "Required", "native": false, "rules": "required", "items": ["Yes", "No"]},
        "fail_500": {"type": "select", "label": "Failing endpoint (500)", "search": true, "allowAbsent": true, "default": "kept", "items": "/api/fail?kind=500"},
        "fail_bad_json": {"type": "select", "label": "Failing endpoint (bad JSON)", "search": true, "allowAbsent": true, "default": "kept", "items": "/api/fail?kind=bad-json"},
        "fail_wrong_shape": {"type": "select", "label": "Failing endpoint (wrong shape)", "search": true, "default": "kept", "dataKey": "items", "items": "/api/fail?kind=wrong-shape"},
        "fail_timeout": {"type": "select", "label": "Failing endpoint (time-out)", "search": true, "allowAbsent": true, "default": "kept", "items": "/api/fail?kind=timeout"}
    })
}

/// The dropdown showcase: every failing endpoint reports through the `error` event.
#[component]
pub fn SelectPage() -> Html {
    let handle = use_memo((), |_| FormHandle::new());
    let errors = use_state(Vec::<String>::new);
    {
        let handle = (*handle).clone();
        let errors = errors.clone();
        use_effect_with((), move |_| {
            for path in [
                "fail_500",
                "fail_bad_json",
                "fail_wrong_shape",
                "fail_timeout",
                "live",
                "country",
            ] {
                let errors = errors.clone();
                handle.el(path).on(
                    "error",
                    Callback::from(move |event: FiredEvent| {
                        let mut all = (*errors).clone();
                        all.push(format!("{}: {:?}", event.path, event.args));
                        errors.set(all);
                    }),
                );
            }
        });
    }
    let schema = FormSchema::from_value(&schema());
    html! {
        <section aria-labelledby="dropdown-title">
            <h2 id="dropdown-title">{ "Dropdown selects (search, async, create, groups)" }</h2>
            {
                match schema {
                    Ok(schema) => html! { <Form id="dropdowns" {schema} handle={(*handle).clone()} submit_label="Check" /> },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            <ul id="select-errors" aria-label="Endpoint errors">
                { for errors.iter().map(|e| html! { <li>{ e }</li> }) }
            </ul>
        </section>
    }
}
