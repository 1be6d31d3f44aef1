//! Server-side rendering: prints a whole HTML page with the form's markup and the theme's
//! CSS. Runs natively: `cargo run -p yewform-examples --example ssr --features ssr`.

use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;
use yewform_themes::{ThemeKind, ThemeProvider, css};

#[component]
fn App() -> Html {
    let schema = FormSchema::from_json(
        r#"{
            "country": {"type": "select", "label": "Country", "items": {"de": "Deutschland", "at": "Österreich"},
                        "default": "at", "rules": "required"},
            "note": {"type": "t-editor", "label": "Note", "default": {"en": "<p>Hello</p>"}}
        }"#,
    );
    let form = match schema {
        Ok(schema) => html! { <Form {schema} submit_label="Send" /> },
        Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
    };
    html! { <ThemeProvider kind={ThemeKind::Light}>{ form }</ThemeProvider> }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let body = yew::LocalServerRenderer::<App>::new()
        .hydratable(false)
        .render()
        .await;
    println!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>yewform SSR</title>\n<style>{}</style></head>\n<body>{body}</body>\n</html>",
        css(ThemeKind::Light)
    );
}
