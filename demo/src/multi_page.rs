//! Several values: a tags field with async search against the demo backend and creation, a
//! grouped multiselect with group select and `max`, and a native `<select multiple>`.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

fn schema() -> Value {
    json!({
        "topics": {
            "type": "tags",
            "label": "Countries you visited (type to search, or add your own)",
            "search": true,
            "create": true,
            "addOptionOn": ["enter", ","],
            "delay": 150,
            "items": "/api/countries",
            "rules": "min:1",
            "description": "Each keystroke asks <code>/api/countries</code>. Enter or a comma adds what you typed; Left moves to the chips, Backspace or Delete removes one."
        },
        "cities": {
            "type": "multiselect",
            "label": "Cities (3 at most; a country header picks its cities)",
            "search": true,
            "max": 3,
            "groups": true,
            "hideSelected": false,
            "items": [
                {"label": "Germany", "items": ["Berlin", "München", "Hamburg"]},
                {"label": "Switzerland", "items": ["Zürich", "Genève"]},
                {"label": "Austria", "items": ["Wien", "Graz"]}
            ]
        },
        "days": {
            "type": "multiselect",
            "label": "Days (native list box)",
            "items": ["Mon", "Tue", "Wed", "Thu", "Fri"],
            "default": ["Mon"]
        }
    })
}

/// The multi-value showcase.
#[component]
pub fn MultiPage() -> Html {
    let result = use_state(|| None::<String>);
    let schema = FormSchema::from_value(&schema());
    let on_submit = {
        let result = result.clone();
        Callback::from(move |data: Value| result.set(Some(data.to_string())))
    };
    html! {
        <section aria-labelledby="multi-title">
            <h2 id="multi-title">{ "Several values (tags, multiselect)" }</h2>
            {
                match schema {
                    Ok(schema) => html! { <Form id="multi" {schema} {on_submit} submit_label="Show data" /> },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            if let Some(text) = (*result).clone() {
                <output id="multi-result">{ text }</output>
            }
        </section>
    }
}
