//! A form written inline (no schema): a searchable select and a rich-text editor.
//! Built for wasm32 by `cargo xtask test`; serve it like any Yew app.

use serde_json::json;
use yew::prelude::*;
use yewform_elements::{Form, SelectElement, TEditorElement};
use yewform_themes::ThemeProvider;

#[component]
fn App() -> Html {
    let submitted = use_state(|| None::<String>);
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: serde_json::Value| submitted.set(Some(data.to_string())))
    };
    html! {
        <ThemeProvider>
            <Form {on_submit} submit_label="Send">
                <SelectElement name="country" label="Country"
                    options={json!({"search": true, "rules": "required"})}
                    items={json!({"de": "Deutschland", "es": "España", "at": "Österreich"})} />
                <TEditorElement name="note" label="Note" />
            </Form>
            if let Some(data) = &*submitted {
                <pre>{ data }</pre>
            }
        </ThemeProvider>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
