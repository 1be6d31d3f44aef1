//! Option labels are text, never HTML (issue 29 item 6: `docs/sanitizer.md` says so, and its
//! policy table no longer lists them): markup in a label shows as the characters written, in
//! the native `<option>` and in the dropdown's single label alike.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).unwrap();
    html! { <Form {schema} /> }
}

async fn render(schema: Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props { schema })
        .render()
        .await
}

const LABEL: &str = "<b>Bold</b> & <img src=x onerror=alert(1)>";
const SHOWN: &str = "&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;";

#[tokio::test]
async fn a_native_options_label_is_its_text() {
    let html = render(json!({
        "s": {"type": "select", "items": [{"value": 1, "label": LABEL}], "default": 1}
    }))
    .await;
    assert!(html.contains(SHOWN), "{html}");
    assert!(!html.contains("<b>Bold"), "{html}");
    assert!(!html.contains("<img"), "{html}");
}

#[tokio::test]
async fn a_dropdowns_chosen_label_is_its_text() {
    let html = render(json!({
        "s": {"type": "select", "native": false, "items": [{"value": 1, "label": LABEL}],
              "default": 1}
    }))
    .await;
    assert!(html.contains(SHOWN), "{html}");
    assert!(!html.contains("<b>Bold"), "{html}");
    assert!(!html.contains("<img"), "{html}");
}
