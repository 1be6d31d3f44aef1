//! The smallest tags app: one `<Form>` with a searchable `TagsElement` that creates options,
//! in the default theme, built with `yewform-elements` `default-features = false, features =
//! ["tags", "csr"]` (the select with its multi-value modes; nothing else) and
//! `yewform-themes` without the Tailwind and Bootstrap styles. `cargo xtask size` builds it
//! beside `demo/minimal-select` to measure what the multi-value select adds (reported, no
//! budget).

use serde_json::json;
use yew::prelude::*;
use yewform_elements::{Form, TagsElement};

#[component]
fn App() -> Html {
    let options = json!({"search": true, "create": true});
    html! {
        <yewform_themes::ThemeProvider>
            <Form on_submit={Callback::from(|_| ())}>
                <TagsElement name="topics" label="Topics" {options}
                    items={json!(["rust", "yew", "wasm"])} default={json!(["rust"])} />
            </Form>
        </yewform_themes::ThemeProvider>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
