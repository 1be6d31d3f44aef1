//! SSR tests: the text elements' `addon-before` / `addon-after` slots render in the addon's
//! place, from a render prop or from the function a schema's `slots` names in the registry
//! (the render prop wins), in place of the `addons` option.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "text", feature = "textarea"))]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::form::SlotScope;
use yewform_elements::text::TextSlots;
use yewform_elements::{Form, Registry, TextElement};

fn registry() -> Registry {
    Registry::new()
        .slot("currency", |scope: SlotScope| {
            html! { <b class="from-registry">{ format!("€ for {}", scope.el.path()) }</b> }
        })
        .slot("unit", |_| html! { <i class="from-registry">{ "kg" }</i> })
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
async fn the_addon_slots_a_schema_names_render_in_the_addons_place() {
    let html = yew::LocalServerRenderer::<Schema>::with_props(SchemaProps {
        schema: json!({
            "price": {"type": "text", "addons": {"before": "$", "after": "USD"},
                      "slots": {"addon-before": {"fn": "currency"}}},
            "weight": {"type": "textarea", "slots": {"addon-after": {"fn": "unit"}}},
        }),
    })
    .render()
    .await;
    // The slot takes the `addons.before` place (and wins over it); `addons.after` stays.
    assert!(
        html.contains(r#"<div class="yf-addon yf-addon-before yf-addon-md"><div class="yf-addon-wrapper"><b class="from-registry">€ for price</b></div></div>"#),
        "{html}"
    );
    assert!(!html.contains(">$<"), "{html}");
    assert!(html.contains(">USD</div>"), "{html}");
    // Without the `addons` option the slot shows an addon, after the textarea.
    let textarea = html.find("<textarea").unwrap();
    let unit = html.find(r#"<i class="from-registry">kg</i>"#).unwrap();
    assert!(unit > textarea, "{html}");
    assert!(
        html[..unit].ends_with(
            r#"<div class="yf-addon yf-addon-after yf-addon-md"><div class="yf-addon-wrapper">"#
        ),
        "{html}"
    );
}

#[component]
fn Inline() -> Html {
    let slots = TextSlots {
        addon_before: Some(Callback::from(|el: yewform_elements::ElementHandle| {
            html! { <em class="inline">{ format!("inline {}", el.path()) }</em> }
        })),
        ..TextSlots::default()
    };
    html! {
        <Form registry={registry()}>
            <TextElement name="price" options={json!({"slots": {"addon-before": {"fn": "currency"}, "addon-after": {"fn": "unit"}}})}
                {slots} />
        </Form>
    }
}

#[tokio::test]
async fn an_inline_addon_slot_wins_over_the_one_the_schema_names() {
    let html = yew::LocalServerRenderer::<Inline>::new().render().await;
    assert!(
        html.contains(r#"<em class="inline">inline price</em>"#),
        "{html}"
    );
    assert!(!html.contains("€ for"), "{html}");
    // The other side still comes from the registry.
    assert!(
        html.contains(r#"<i class="from-registry">kg</i>"#),
        "{html}"
    );
}
