//! The smallest select-only yewform app: one `<Form>` with a searchable `SelectElement`, in
//! the default theme, built with `yewform-elements` `default-features = false, features =
//! ["select", "csr"]` (no editor, no inline HTML in labels and so no sanitizer, no conditions,
//! no expression engine, no rules beyond `required`/`nullable`, no requests, no German texts,
//! no regex engine, no date formats) and `yewform-themes` without the Tailwind and Bootstrap
//! styles.
//! `cargo xtask size` builds it beside `demo/minimal` to measure what an app using only the
//! select ships.

use serde_json::json;
use yew::prelude::*;
use yewform_elements::{Form, SelectElement};

#[component]
fn App() -> Html {
    let select_options = json!({"search": true});
    html! {
        <yewform_themes::ThemeProvider>
            <Form on_submit={Callback::from(|_| ())}>
                <SelectElement name="country" label="Country" options={select_options}
                    items={json!(["Deutschland", "España", "Österreich"])} />
            </Form>
        </yewform_themes::ThemeProvider>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
