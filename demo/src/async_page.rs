//! Every async-items option of the dropdown select, one select each, against the demo backend.
//!
//! Each endpoint URL carries `from=<element>` only so that the server's request log
//! (`GET /api/requests`) tells the selects apart; the endpoints ignore it.

use std::rc::Rc;

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::transport::{Fetch, WithTimeout};
use yewform_elements::{FiredEvent, Form, FormHandle};

fn schema() -> Value {
    json!({
        "lazy_open": {
            "type": "select",
            "label": "Loaded on first open (resolveOnLoad: false)",
            "native": false,
            "resolveOnLoad": false,
            "items": "/api/countries?from=lazy_open",
            "placeholder": "Open me",
            "description": "Nothing is requested when the page loads. An <code>open</code> listener calls <code>update_items(false)</code> while the list is still empty, so <code>GET /api/countries</code> runs once, on the first open."
        },
        "lazy_search": {
            "type": "select",
            "label": "Loaded on the first character (resolveOnLoad: false, minChars: 1)",
            "search": true,
            "resolveOnLoad": false,
            "minChars": 1,
            "delay": 0,
            "filterResults": false,
            "items": "/api/countries?from=lazy_search",
            "placeholder": "Type a letter",
            "description": "Nothing is requested until the first character is typed; then every search asks the server."
        },
        "min_chars": {
            "type": "select",
            "label": "Server search from two characters (minChars: 2)",
            "search": true,
            "minChars": 2,
            "delay": 0,
            "filterResults": false,
            "items": "/api/countries?from=min_chars",
            "description": "The list loads once with the page; after that a search shorter than two characters sends no request, and <code>?query=</code> is sent from the second character on."
        },
        "clear_on_search": {
            "type": "select",
            "label": "Slow search, list emptied (clearOnSearch: true)",
            "search": true,
            "delay": 0,
            "clearOnSearch": true,
            "filterResults": false,
            "items": "/api/slow?ms=1500&from=clear_on_search",
            "description": "The server answers after 1.5 s. The old options disappear as soon as a new search starts."
        },
        "keep_on_search": {
            "type": "select",
            "label": "Slow search, list kept (clearOnSearch: false)",
            "search": true,
            "delay": 0,
            "filterResults": false,
            "items": "/api/slow?ms=1500&from=keep_on_search",
            "description": "The same endpoint with the default: the old options stay until the new answer arrives."
        },
        "trip_country": {
            "type": "select",
            "label": "Trip: country",
            "native": false,
            "items": ["España", "Argentina", "São Tomé and Príncipe"],
            "placeholder": "Choose a country",
            "description": "The three city selects below have <code>/api/cities?country={trip_country}</code> as their items: its value goes into their URL, encoded."
        },
        "trip_city": {
            "type": "select",
            "label": "Trip: city (a missing value is cleared)",
            "native": false,
            "items": "/api/cities?country={trip_country}&from=trip_city",
            "placeholder": "Choose a city",
            "description": "Refetched when the country changes; the chosen city stays only if the new list has it (there is a Córdoba in España and one in Argentina)."
        },
        "trip_city_absent": {
            "type": "select",
            "label": "Trip: city (allowAbsent: true)",
            "native": false,
            "allowAbsent": true,
            "items": "/api/cities?country={trip_country}&from=trip_city_absent",
            "placeholder": "Choose a city",
            "description": "Refetched the same way, but the chosen city is kept even when the new list does not have it."
        },
        "trip_city_clear": {
            "type": "select",
            "label": "Trip: city (clearOnRefetch: true)",
            "native": false,
            "clearOnRefetch": true,
            "items": "/api/cities?country={trip_country}&from=trip_city_clear",
            "placeholder": "Choose a city",
            "description": "Refetched the same way; the chosen city is cleared on every refetch, even when the new list has it."
        },
        "debounced": {
            "type": "select",
            "label": "Server search after a pause in typing (delay: 400)",
            "search": true,
            "delay": 400,
            "filterResults": false,
            "items": "/api/countries?from=debounced",
            "description": "Typing quickly sends one request, for the text typed when you stop for 400 ms."
        },
        "filter_kept": {
            "type": "select",
            "label": "The server's answer filtered again in the page (filterResults: true)",
            "search": true,
            "delay": 0,
            "items": "/api/many?count=12&from=filter_kept",
            "description": "<code>/api/many</code> ignores the search; the page keeps only the options that contain it."
        },
        "filter_off": {
            "type": "select",
            "label": "The server's answer shown as it is (filterResults: false)",
            "search": true,
            "delay": 0,
            "filterResults": false,
            "items": "/api/many?count=12&from=filter_off",
            "description": "The same endpoint: every option it answers is shown, whatever the search."
        },
        "local_filter": {
            "type": "select",
            "label": "Loaded once, filtered in the page (delay: -1)",
            "search": true,
            "delay": -1,
            "items": "/api/countries?from=local_filter",
            "description": "The default delay: the countries are fetched once when the page loads, and searching never asks the server again."
        },
        "search_param": {
            "type": "select",
            "label": "Search text under a parameter of your choice (searchParam: \"term\")",
            "search": true,
            "delay": 0,
            "filterResults": false,
            "searchParam": "term",
            "items": "/api/echo?from=search_param",
            "description": "The search is sent as <code>?term=…</code>, encoded (try “São Tomé &amp; Príncipe”); <code>/api/echo</code> answers with the parameters it decoded."
        },
        "data_key": {
            "type": "select",
            "label": "Options nested in the answer (dataKey: \"data.items\")",
            "search": true,
            "delay": 0,
            "filterResults": false,
            "dataKey": "data.items",
            "items": "/api/nested?from=data_key",
            "description": "<code>/api/nested</code> answers <code>{\"data\": {\"items\": […], \"total\": n}, \"meta\": {…}}</code>; the options are read from <code>data.items</code>."
        }
    })
}

/// The async-items showcase: the form's request data is shown live below it.
#[component]
pub fn AsyncPage() -> Html {
    let handle = use_memo((), |_| FormHandle::new());
    let data = use_state(|| Value::Null);
    let result = use_state(|| None::<String>);
    {
        let handle = (*handle).clone();
        let data = data.clone();
        use_effect_with((), move |_| {
            // The reference's recipe for loading on first open: `updateItems()` from `open`.
            let lazy = handle.el("lazy_open");
            let listener = lazy.clone();
            lazy.on(
                "open",
                Callback::from(move |_: FiredEvent| {
                    if listener.resolved_options().is_empty() && !listener.is_loading() {
                        listener.update_items(false);
                    }
                }),
            );
            data.set(handle.request_data());
        });
    }
    let on_change = {
        let handle = (*handle).clone();
        let data = data.clone();
        Callback::from(move |_: (Value, Value)| data.set(handle.request_data()))
    };
    let on_submit = crate::submit::to_backend(&handle, result.clone());
    let schema = FormSchema::from_value(&schema());
    html! {
        <section aria-labelledby="async-title">
            <h2 id="async-title">{ "Async items (resolveOnLoad, minChars, clearOnSearch, variables, delay, searchParam, dataKey)" }</h2>
            <p>{ "Every select below loads its options from the demo backend. The backend logs what it received: " }
                <a href="/api/requests">{ "GET /api/requests" }</a>{ "." }</p>
            {
                match schema {
                    Ok(schema) => html! {
                        <Form id="async" {schema} handle={(*handle).clone()} {on_change} {on_submit}
                            submit_label="Submit async selects" />
                    },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            <h3 id="async-request-data-title">{ "Request data (live)" }</h3>
            <pre id="async-request-data">{ data.to_string() }</pre>
            if let Some(text) = (*result).clone() {
                <output id="async-result">{ text }</output>
            }
            <Unmounting />
        </section>
    }
}

/// A select that exists only while it is shown: removing it aborts its request in flight,
/// which the backend sees as a hung-up client (`GET /api/requests/cancelled`).
#[component]
fn Unmounting() -> Html {
    let shown = use_state(|| false);
    let onclick = {
        let shown = shown.clone();
        Callback::from(move |_| shown.set(!*shown))
    };
    html! {
        <>
            <h3 id="async-unmount-title">{ "Removing a select aborts its request" }</h3>
            <button type="button" id="async-unmount-toggle" {onclick}>
                { if *shown { "Remove the slow select" } else { "Show a slow select" } }
            </button>
            if *shown {
                <SlowSelect />
            }
        </>
    }
}

/// Its own form: a select whose endpoint answers after 10 s. The request time-out is 30 s
/// here (`WithTimeout`), so only removing the select aborts the request.
#[component]
fn SlowSelect() -> Html {
    let handle = use_memo((), |_| {
        let handle = FormHandle::new();
        handle.set_transport(Rc::new(WithTimeout {
            inner: Fetch,
            timeout_ms: 30_000,
        }));
        handle
    });
    let schema = FormSchema::from_value(&json!({
        "slow": {
            "type": "select",
            "label": "Answered after 10 s",
            "native": false,
            "items": "/api/slow?ms=10000&from=unmounted",
            "description": "Remove it before the answer: the request is aborted."
        }
    }));
    match schema {
        Ok(schema) => html! {
            <Form id="async-unmount" {schema} handle={(*handle).clone()} submit_label="Submit the slow select" />
        },
        Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
    }
}
