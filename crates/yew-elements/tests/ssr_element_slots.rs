//! SSR tests: the element-specific slots of the everyday elements render in place, from a
//! render prop or from the function a schema's `slots` names in the registry (the render
//! prop wins), with the scope the reference gives them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup",
    feature = "radiogroup"
))]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::choice::{ChoiceSlots, ItemScope};
use yewform_elements::form::SlotScope;
use yewform_elements::{CheckboxElement, CheckboxgroupElement, Form, Registry};

/// A registry whose slots show what they receive.
fn registry() -> Registry {
    Registry::new()
        .slot("terms", |scope: SlotScope| {
            html! { <a href="/terms" class="from-registry">{ format!("terms of {}", scope.el.path()) }</a> }
        })
        .slot("item", |scope: SlotScope| {
            let label = scope.label();
            let item = scope.item.expect("an item slot's scope has the item");
            html! {
                <span class="registry-item">
                    { format!(
                        "{}|{}|{}|{}|{}|{}|{}",
                        item.index, item.value, label, item.checked, item.disabled, item.id,
                        item.name,
                    ) }
                </span>
            }
        })
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

async fn render(schema: Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(SchemaProps { schema })
        .render()
        .await
}

#[tokio::test]
async fn the_default_slot_a_schema_names_replaces_an_empty_text() {
    let html = render(json!({
        "terms": {"type": "checkbox", "slots": {"default": {"fn": "terms"}}},
        "plan": {"type": "radio", "slots": {"default": {"fn": "terms"}}},
        "news": {"type": "toggle", "slots": {"default": {"fn": "terms"}}},
        "texted": {"type": "checkbox", "text": "My own text", "slots": {"default": {"fn": "terms"}}},
    }))
    .await;
    // In the text's place: the checkbox's and radio's text span, the toggle's `<label for>`.
    assert!(
        html.contains(r#"<span class="yf-checkbox-text"><a href="/terms" class="from-registry">terms of terms</a></span>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<a href="/terms" class="from-registry">terms of plan</a></span>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"for="yf-news""#)
            && html.contains(r#"<a href="/terms" class="from-registry">terms of news</a></label>"#),
        "{html}"
    );
    // A `text` wins over the slot (the slot is used when the text is empty).
    assert!(html.contains("My own text"), "{html}");
    assert!(!html.contains("terms of texted"), "{html}");
}

#[tokio::test]
async fn a_groups_item_slot_renders_each_item_with_its_scope() {
    let html = render(json!({
        "plan": {"type": "radiogroup", "items": [{"value": "free", "label": "Free"},
                 {"value": "pro", "label": "Pro", "disabled": true}],
                 "default": "free", "slots": {"radio": {"fn": "item"}}},
        "tags": {"type": "checkboxgroup", "items": {"a": "Alpha", "b": "Beta"}, "default": ["b"],
                 "disables": ["a"], "slots": {"checkbox": {"fn": "item"}}},
        // The slot's name follows the group: a radio group's item slot is `radio`.
        "other": {"type": "radiogroup", "items": ["X"], "slots": {"checkbox": {"fn": "item"}}},
    }))
    .await;
    for expected in [
        r#"0|"free"|Free|true|false|yf-plan__0|plan"#,
        r#"1|"pro"|Pro|false|true|yf-plan__1|plan"#,
        r#"0|"a"|Alpha|false|true|yf-tags__0|tags"#,
        r#"1|"b"|Beta|true|false|yf-tags__1|tags"#,
    ] {
        assert!(html.contains(expected), "{expected} in {html}");
    }
    // The slot replaces the item's text, beside the native input, which stays.
    let at = html.find(r#"id="yf-plan__1""#).unwrap();
    let input = &html[html[..at].rfind('<').unwrap()..];
    assert!(
        input.starts_with("<input ") && input.contains(r#"type="radio""#),
        "{input}"
    );
    assert!(
        !html.contains(r#"<span class="yf-radio-text">Free</span>"#),
        "{html}"
    );
    assert!(html.contains(">X</span>"), "{html}");
    assert_eq!(html.matches("registry-item").count(), 4, "{html}");
}

#[component]
fn Inline() -> Html {
    let default = Callback::from(|el: yewform_elements::ElementHandle| {
        html! { <em class="inline-default">{ el.path().to_owned() }</em> }
    });
    let item = Callback::from(|scope: ItemScope| {
        html! { <em class="inline-item">{ format!("{}:{}", scope.index, scope.item["label"]) }</em> }
    });
    // Each element's options name a registered slot too.
    html! {
        <Form registry={registry()}>
            <CheckboxElement name="terms" options={json!({"slots": {"default": {"fn": "terms"}}})}
                slots={ChoiceSlots { default: Some(default), ..ChoiceSlots::default() }} />
            <CheckboxgroupElement name="tags" items={json!(["A", "B"])}
                options={json!({"slots": {"checkbox": {"fn": "item"}}})}
                slots={ChoiceSlots { item: Some(item), ..ChoiceSlots::default() }} />
            <CheckboxElement name="plain" options={json!({"slots": {"default": {"fn": "terms"}}})} />
        </Form>
    }
}

#[tokio::test]
async fn inline_render_props_win_over_the_slots_the_schema_names() {
    let html = yew::LocalServerRenderer::<Inline>::new().render().await;
    assert!(
        html.contains(r#"<em class="inline-default">terms</em>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<em class="inline-item">0:"A"</em>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<em class="inline-item">1:"B"</em>"#),
        "{html}"
    );
    assert_eq!(html.matches("from-registry").count(), 1, "{html}");
    assert!(html.contains("terms of plain"), "{html}");
    assert!(!html.contains("registry-item"), "{html}");
}
