//! A sign-up app: one `<Form>` built from the demo's sign-up schema (`demo/src/signup_schema.rs`,
//! included here: name, email, password and its confirmation, country select, t-editor,
//! checkbox group, radio group, toggle, checkbox, hidden, two buttons), in the default theme,
//! built with `yewform-elements` `default-features = false` and only the features that schema
//! needs: `select`, `editor`, `text`, `hidden`, `checkbox`, `toggle`, `checkboxgroup`,
//! `radiogroup`, `button`, `html` (a description holds `<code>`), `rules` (`max`, `email`,
//! `min`, `confirmed`, `accepted`), `http` (the `unique` rule and the country items ask the
//! server) and `csr`; `yewform-themes` without the Tailwind and Bootstrap styles.
//! `cargo xtask size` builds it beside `demo/minimal` to measure what an everyday form ships
//! (reported, no budget).

use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[path = "../../src/signup_schema.rs"]
mod signup_schema;

#[component]
fn App() -> Html {
    let schema = use_memo((), |()| {
        FormSchema::from_value(&signup_schema::signup_schema())
    });
    match &*schema {
        Ok(schema) => html! {
            <yewform_themes::ThemeProvider>
                <Form schema={schema.clone()} on_submit={Callback::from(|_| ())} />
            </yewform_themes::ThemeProvider>
        },
        Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
