//! The yewform demo app: a schema-driven form whose selects load their options from the demo
//! backend, and submit to it.

mod async_page;
mod bench_page;
mod concepts_page;
mod editor_page;
mod multi_page;
mod nested_page;
mod select_page;
mod signup_page;
mod signup_schema;
mod submit;
mod theme_switch;

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

/// The schema of the demo's order form.
fn order_schema() -> Value {
    json!({
        "country": {
            "type": "select",
            "label": "Country",
            "placeholder": "Choose a country",
            "items": "/api/countries",
            "rules": "required",
            "description": "Options come from <code>GET /api/countries</code> on the demo backend.",
            "info": "About 250 countries, with their accents."
        },
        "city": {
            "type": "select",
            "label": "City",
            "placeholder": "Choose a city",
            "items": "/api/cities?country={country}",
            "conditions": [["country", "not_empty"]],
            "description": "Refetched from <code>/api/cities?country={country}</code> when the country changes."
        },
        "size": {
            "type": "select",
            "label": "T-shirt size",
            "items": {"s": "Small", "m": "Medium", "l": "Large"},
            "default": "m",
            "rules": "required"
        }
    })
}

/// The demo page.
#[component]
fn App() -> Html {
    let result = use_state(|| None::<String>);
    let schema = FormSchema::from_value(&order_schema());
    let handle = use_memo((), |()| FormHandle::new());
    let on_submit = crate::submit::to_backend(&handle, result.clone());
    let (style, kind) = *use_memo((), |()| theme_switch::initial());
    html! {
        <yewform_themes::ThemeProvider {kind} style={Some(style)}>
            <main id="yewform-demo" class="yf-demo">
                <h1>{ "yewform demo" }</h1>
                <p class="version">{ format!("yewform-core {}", yewform_core::VERSION) }</p>
                <theme_switch::ThemeSwitch />
                <concepts_page::ConceptNav />
                <section aria-labelledby="order-title">
                    <h2 id="order-title">{ "Order form (native selects, endpoint items)" }</h2>
                    {
                        match schema {
                            Ok(schema) => html! {
                                <Form id="order" {schema} handle={(*handle).clone()} {on_submit} submit_label="Submit order" />
                            },
                            Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                        }
                    }
                    if let Some(text) = (*result).clone() {
                        <output id="result">{ text }</output>
                    }
                </section>
                <signup_page::SignupPage />
                <concepts_page::ConceptsPage />
                <select_page::SelectPage />
                <multi_page::MultiPage />
                <async_page::AsyncPage />
                <editor_page::ArticlePage />
                <nested_page::NestedPage />
            </main>
        </yewform_themes::ThemeProvider>
    }
}

fn main() {
    // `?bench=<count>`: only the benchmark's select (`cargo xtask bench`).
    if let Some(request) = bench_page::requested() {
        bench_page::run(request);
        return;
    }
    yew::Renderer::<App>::new().render();
}
