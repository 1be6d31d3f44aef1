//! SSR tests: the static's and the button's `default` slot, named in a schema's `slots` (a
//! registered function) or given inline as children, renders when `content` /
//! `buttonLabel` is empty (they win over it, as in the reference); the layout slots a
//! schema names reach their frame too.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "static", feature = "button"))]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::form::SlotScope;
use yewform_elements::{Form, Registry};

fn registry() -> Registry {
    Registry::new()
        .slot("body", |scope: SlotScope| {
            html! { <strong class="from-registry">{ format!("body of {}", scope.el.path()) }</strong> }
        })
        .slot("note", |_| html! { <em class="note">{ "a note" }</em> })
}

#[derive(Properties, PartialEq)]
struct SchemaProps {
    schema: Value,
}

#[component]
fn Schema(props: &SchemaProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} registry={registry()} /> }
}

#[tokio::test]
async fn the_default_slot_a_schema_names_fills_an_empty_content_or_button_label() {
    let html = yew::LocalServerRenderer::<Schema>::with_props(SchemaProps {
        schema: json!({
            "intro": {"type": "static", "tag": "p",
                      "slots": {"default": {"fn": "body"}, "description": {"fn": "note"}}},
            "send": {"type": "button", "buttonLabel": "", "submits": true,
                     "slots": {"default": {"fn": "body"}}},
            "other": {"type": "static", "content": "Kept content"},
        }),
    })
    .render()
    .await;
    // In the `<p>` the static's `tag` makes, and inside the `<button>`.
    assert!(
        html.contains(r#"<strong class="from-registry">body of intro</strong></p>"#),
        "{html}"
    );
    let button = html.find("<button").unwrap();
    let body = html.find("body of send").unwrap();
    assert!(
        body > button && !html[button..body].contains("</button>"),
        "{html}"
    );
    // Without a slot the content stays; a layout slot named in the schema reaches the frame.
    assert!(html.contains("Kept content"), "{html}");
    assert!(html.contains(r#"<em class="note">a note</em>"#), "{html}");
}

/// `buttonLabel` and `content` win over the `default` slot, as in the reference ("the
/// `default` slot is used when it is empty"; audit 16A #3).
#[tokio::test]
async fn a_button_label_and_content_win_over_the_default_slot() {
    let html = yew::LocalServerRenderer::<Schema>::with_props(SchemaProps {
        schema: json!({
            "intro": {"type": "static", "content": "Plain content", "tag": "p",
                      "slots": {"default": {"fn": "body"}}},
            "send": {"type": "button", "buttonLabel": "Save", "submits": true,
                     "slots": {"default": {"fn": "body"}}},
        }),
    })
    .render()
    .await;
    assert!(html.contains("Plain content</p>"), "{html}");
    assert!(html.contains(">Save</button>"), "{html}");
    assert!(!html.contains("from-registry"), "{html}");
}

#[component]
fn Inline() -> Html {
    html! {
        <Form registry={registry()}>
            <yewform_elements::StaticElement name="intro" tag="p">
                <b class="child">{ "from children" }</b>
            </yewform_elements::StaticElement>
            <yewform_elements::ButtonElement name="go">
                <i class="child">{ "go on" }</i>
            </yewform_elements::ButtonElement>
            <yewform_elements::StaticElement name="said" content="Plain content" tag="p">
                <b class="child">{ "hidden child" }</b>
            </yewform_elements::StaticElement>
            <yewform_elements::ButtonElement name="ok" button_label="Go">
                <i class="child">{ "hidden child" }</i>
            </yewform_elements::ButtonElement>
        </Form>
    }
}

/// Children are the inline `default` slot: shown when `content` / `buttonLabel` is empty,
/// not over them.
#[tokio::test]
async fn children_are_the_inline_default_slot() {
    let html = yew::LocalServerRenderer::<Inline>::new().render().await;
    assert!(
        html.contains(r#"<b class="child">from children</b></p>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<i class="child">go on</i></button>"#),
        "{html}"
    );
    assert!(html.contains("Plain content</p>"), "{html}");
    assert!(html.contains(">Go</button>"), "{html}");
    assert!(!html.contains("hidden child"), "{html}");
}
