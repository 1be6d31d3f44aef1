//! The smallest useful yewform app: one `<Form>` with a searchable `SelectElement` and a
//! `TEditorElement`, in the default theme. `cargo xtask bench` builds it for wasm to measure
//! the bundle an app using these two elements ships, beside the reference's tailored bundle
//! (Vueform with SelectElement and TEditorElement only).

use serde_json::json;
use yew::prelude::*;
use yewform_elements::{Form, SelectElement, TEditorElement};

#[component]
fn App() -> Html {
    let select_options = json!({"search": true});
    html! {
        <yewform_themes::ThemeProvider>
            <Form on_submit={Callback::from(|_| ())}>
                <SelectElement name="country" label="Country" options={select_options}
                    items={json!(["Deutschland", "España", "Österreich"])} />
                <TEditorElement name="text" label="Text" />
            </Form>
        </yewform_themes::ThemeProvider>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
