//! The yewform demo app.

use yew::prelude::*;

/// The demo page.
#[component]
fn App() -> Html {
    html! {
        <main id="yewform-demo">
            <h1>{ "yewform demo" }</h1>
            <p class="version">{ format!("yewform-core {}", yewform_core::VERSION) }</p>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
