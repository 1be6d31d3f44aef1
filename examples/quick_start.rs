use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;
use yewform_themes::ThemeProvider;

const SCHEMA: &str = r#"{
    "country": {
        "type": "select",
        "label": "Country",
        "items": ["Deutschland", "España", "France", "Österreich"],
        "rules": "required"
    }
}"#;

#[component]
fn App() -> Html {
    let submitted = use_state(|| None::<String>);
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: yewform_core::Value| submitted.set(Some(data.to_string())))
    };
    let form = match FormSchema::from_json(SCHEMA) {
        Ok(schema) => html! { <Form {schema} {on_submit} submit_label="Send" /> },
        Err(error) => html! { <p class="error">{ error.to_string() }</p> },
    };
    html! {
        // The theme's CSS and class map: without it the form renders unstyled.
        <ThemeProvider>
            { form }
            if let Some(data) = &*submitted {
                <pre>{ data }</pre>
            }
        </ThemeProvider>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
