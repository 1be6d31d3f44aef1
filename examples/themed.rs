//! The theme: a light/dark switch through `use_theme`, and class-map overrides that add a
//! class of the app's own to every label. Built for wasm32 by `cargo xtask test`.

use serde_json::json;
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;
use yewform_themes::{ThemeKind, ThemeProvider, use_theme};

#[component]
fn DarkToggle() -> Html {
    let theme = use_theme();
    let onclick = {
        let theme = theme.clone();
        Callback::from(move |_| {
            let next = if theme.kind() == ThemeKind::Dark {
                ThemeKind::Light
            } else {
                ThemeKind::Dark
            };
            theme.set(next);
        })
    };
    html! { <button type="button" {onclick}>{ format!("Theme: {}", theme.kind().as_str()) }</button> }
}

#[component]
fn App() -> Html {
    let overrides = json!({"ElementLabel": {"container": "yf-label my-label"}});
    let schema = FormSchema::from_value(&json!({
        "size": {"type": "select", "label": "Size", "items": ["S", "M", "L"], "native": false},
        "about": {"type": "t-editor", "label": "About"}
    }));
    html! {
        <ThemeProvider kind={ThemeKind::Dark} class_map_overrides={Some(overrides)}>
            <DarkToggle />
            {
                match schema {
                    Ok(schema) => html! { <Form {schema} submit_label="Save" /> },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
        </ThemeProvider>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
