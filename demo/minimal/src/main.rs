//! The smallest useful yewform app: one `<Form>` with a searchable `SelectElement` and a
//! `TEditorElement`, in the default theme, built with `yewform-elements` `default-features =
//! false, features = ["select", "editor", "html", "csr"]` (what it uses; `html` is free here,
//! the editor links the sanitizer anyway: no conditions, no expression engine, no rules beyond
//! `required`/`nullable`, no requests, no German texts, no regex engine, no date formats, the
//! common character references only) and `yewform-themes` without the Tailwind
//! and Bootstrap styles. `cargo xtask size` and `cargo xtask bench` build it for wasm to
//! measure the bundle an app using these two elements ships, beside the reference's tailored
//! bundle (Vueform with SelectElement and TEditorElement only).

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
