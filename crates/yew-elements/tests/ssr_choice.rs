//! SSR tests: the choice elements (checkbox, toggle, radio, checkbox group, radio group) read
//! from a schema render native inputs with their checked states, a `role="switch"` with
//! `aria-checked`, fieldsets of radios and checkboxes, and the frame's ARIA.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup",
    feature = "radiogroup"
))]

mod support;

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{CheckboxElement, Form, FormHandle, ToggleElement};

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    handle: FormHandle,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} /> }
}

async fn render(schema: Value) -> (String, FormHandle) {
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema,
        handle: handle.clone(),
    })
    .render()
    .await;
    (html, handle)
}

/// The start tag of the element whose `id` is `id`.
fn tag_with_id<'a>(html: &'a str, id: &str) -> &'a str {
    let needle = format!(r#"id="yf-{id}""#);
    let at = html
        .find(&needle)
        .unwrap_or_else(|| panic!("{needle} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    &html[start..=end]
}

/// Every `<input …>` start tag.
fn inputs(html: &str) -> Vec<&str> {
    html.match_indices("<input")
        .map(|(at, _)| &html[at..=at + html[at..].find('>').unwrap()])
        .collect()
}

#[tokio::test]
async fn a_checked_checkbox_renders_checked_with_its_text_as_label() {
    let (html, handle) = render(json!({
        "terms": {"type": "checkbox", "text": "I accept the <b>terms</b><script>x()</script>",
                  "trueValue": "yes", "falseValue": "no", "default": "yes", "label": "Terms"},
        "news": {"type": "checkbox", "text": "News"},
    }))
    .await;
    let terms = tag_with_id(&html, "terms");
    assert!(terms.starts_with("<input"), "{terms}");
    assert!(terms.contains(r#"type="checkbox""#), "{terms}");
    assert!(terms.contains(" checked"), "{terms}");
    assert!(terms.contains(r#"value="yes""#), "{terms}");
    assert!(terms.contains(r#"name="terms""#), "{terms}");
    assert!(terms.contains(r#"aria-invalid="false""#), "{terms}");
    let news = tag_with_id(&html, "news");
    assert!(!news.contains("checked"), "{news}");
    // The text is the label, sanitized.
    assert!(html.contains("I accept the <b>terms</b>"), "{html}");
    assert!(!html.contains("<script"), "{html}");
    assert!(
        html.contains(r#"<label class="yf-checkbox-wrapper">"#),
        "{html}"
    );
    assert_eq!(handle.data(), json!({"terms": "yes", "news": false}));
}

#[tokio::test]
async fn a_toggle_is_a_switch_with_aria_checked_and_its_labels() {
    let (html, handle) = render(json!({
        "news": {"type": "toggle", "text": "Newsletter", "default": true,
                 "labels": {"on": "On", "off": "Off"}, "trueValue": "y", "falseValue": "n"},
        "off": {"type": "toggle", "labels": {"on": "On", "off": "Off"}},
    }))
    .await;
    let news = tag_with_id(&html, "news");
    assert!(news.starts_with("<button"), "{news}");
    assert!(news.contains(r#"role="switch""#), "{news}");
    assert!(news.contains(r#"type="button""#), "{news}");
    assert!(news.contains(r#"aria-checked="true""#), "{news}");
    let off = tag_with_id(&html, "off");
    assert!(off.contains(r#"aria-checked="false""#), "{off}");
    assert!(
        html.contains(r#"<label for="yf-news""#),
        "the text labels the switch: {html}"
    );
    assert!(
        html.contains(r#"aria-hidden="true" class="yf-toggle-label">On</span>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"aria-hidden="true" class="yf-toggle-label">Off</span>"#),
        "{html}"
    );
    assert_eq!(handle.data(), json!({"news": "y", "off": false}));
}

#[tokio::test]
async fn a_radio_group_is_a_fieldset_of_radios_with_the_chosen_one_checked() {
    let (html, _) = render(json!({
        "plan": {"type": "radiogroup", "label": "Plan", "default": 2,
                 "items": [{"value": 1, "label": "Free"}, {"value": 2, "label": "Pro"}, {"value": 3, "label": "Team", "disabled": true}],
                 "description": "Pick one", "rules": "required"},
    }))
    .await;
    let fieldset = tag_with_id(&html, "plan");
    assert!(fieldset.starts_with("<fieldset"), "{fieldset}");
    assert!(fieldset.contains(r#"role="radiogroup""#), "{fieldset}");
    assert!(fieldset.contains(r#"aria-required="true""#), "{fieldset}");
    assert!(
        fieldset.contains(r#"aria-labelledby="yf-plan__label""#),
        "{fieldset}"
    );
    let radios = inputs(&html);
    assert_eq!(radios.len(), 3, "{html}");
    for radio in &radios {
        assert!(
            radio.contains(r#"type="radio""#) && radio.contains(r#"name="plan""#),
            "{radio}"
        );
        assert!(radio.contains("aria-describedby="), "{radio}");
    }
    assert!(!radios[0].contains("checked"), "{}", radios[0]);
    assert!(radios[1].contains(" checked"), "{}", radios[1]);
    assert!(radios[2].contains(" disabled"), "{}", radios[2]);
    assert!(html.contains(">Pro</span>"), "{html}");
}

#[tokio::test]
async fn a_checkbox_group_checks_its_values_disables_and_shows_the_view() {
    let (html, handle) = render(json!({
        "tags": {"type": "checkboxgroup", "label": "Tags", "view": "blocks", "default": ["b"],
                 "items": {"a": {"label": "A", "description": "First"}, "b": "B", "c": "C"},
                 "disables": ["c"]},
    }))
    .await;
    let fieldset = tag_with_id(&html, "tags");
    assert!(fieldset.starts_with("<fieldset"), "{fieldset}");
    assert!(
        fieldset.contains("yf-checkboxgroup-blocks-wrapper"),
        "{fieldset}"
    );
    assert!(
        !fieldset.contains("role="),
        "a fieldset is a group already: {fieldset}"
    );
    let boxes = inputs(&html);
    assert_eq!(boxes.len(), 3, "{html}");
    assert!(
        boxes
            .iter()
            .all(|b| b.contains(r#"type="checkbox""#) && b.contains(r#"name="tags""#))
    );
    assert!(!boxes[0].contains("checked") && boxes[1].contains(" checked"));
    assert!(boxes[2].contains(" disabled"), "{}", boxes[2]);
    assert!(
        html.contains(">First</span>"),
        "the block shows the description: {html}"
    );
    assert_eq!(handle.data(), json!({"tags": ["b"]}));
}

#[tokio::test]
async fn single_radios_sharing_a_name_render_one_group() {
    let (html, handle) = render(json!({
        "monthly": {"type": "radio", "radioName": "plan", "radioValue": "m", "text": "Monthly", "default": "m"},
        "yearly": {"type": "radio", "radioName": "plan", "radioValue": "y", "text": "Yearly"},
    }))
    .await;
    let monthly = tag_with_id(&html, "monthly");
    let yearly = tag_with_id(&html, "yearly");
    assert!(monthly.contains(r#"name="plan""#) && yearly.contains(r#"name="plan""#));
    assert!(monthly.contains(" checked") && !yearly.contains("checked"));
    assert!(monthly.contains(r#"value="m""#), "{monthly}");
    assert_eq!(handle.data(), json!({"monthly": "m", "yearly": null}));
}

#[derive(Properties, PartialEq)]
struct InlineProps {
    handle: FormHandle,
}

#[component]
fn Inline(props: &InlineProps) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            <CheckboxElement name="agree" text="Agree" true_value={json!(1)} false_value={json!(0)} />
            <ToggleElement name="dark" labels={(AttrValue::from("On"), AttrValue::from("Off"))} default={json!(true)} />
        </Form>
    }
}

#[tokio::test]
async fn inline_elements_take_their_props_as_options() {
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Inline>::with_props(InlineProps {
        handle: handle.clone(),
    })
    .render()
    .await;
    assert!(
        tag_with_id(&html, "agree").contains(r#"value="1""#),
        "{html}"
    );
    assert!(
        tag_with_id(&html, "dark").contains(r#"aria-checked="true""#),
        "{html}"
    );
    assert_eq!(handle.data(), json!({"agree": 0, "dark": true}));
}

/// Without the `http` feature, group items from an endpoint are the form's build error.
#[cfg(not(feature = "http"))]
#[tokio::test]
async fn endpoint_group_items_without_the_http_feature_are_the_build_error() {
    let (html, _) = render(json!({
        "tags": {"type": "checkboxgroup", "items": "/api/tags"},
    }))
    .await;
    assert!(
        html.contains(
            r#"schema.tags.items: items from an endpoint URL need yewform's "http" feature"#
        ),
        "{html}"
    );
}

/// Items written as an object have text values; a value that is the number naming one shows
/// it checked (the reference's loose comparison), as does a checkbox whose `trueValue` is 1
/// holding the text "1".
#[tokio::test]
async fn numbers_check_the_items_their_text_names() {
    let (html, _) = render(json!({
        "ids": {"type": "checkboxgroup", "items": {"1": "One", "2": "Two"}, "default": [1]},
        "size": {"type": "radiogroup", "items": {"1": "S", "2": "M"}, "default": 2},
        "terms": {"type": "checkbox", "text": "Yes", "trueValue": 1, "falseValue": 0, "default": "1"},
    }))
    .await;
    let checked: Vec<bool> = inputs(&html)
        .iter()
        .filter(|tag| tag.contains(r#"type="checkbox""#) || tag.contains(r#"type="radio""#))
        .map(|tag| tag.contains(" checked"))
        .collect();
    assert_eq!(checked, [true, false, false, true, true], "{html}");
}

#[tokio::test]
async fn whole_valued_float_values_show_as_javascript_prints_them() {
    let (html, _) = render(json!({
        "agree": {"type": "checkbox", "text": "Agree", "trueValue": 1.0, "falseValue": 0.0},
        "plan": {"type": "radiogroup", "label": "Plan", "items": [1.0, 2.5]},
    }))
    .await;
    assert!(
        tag_with_id(&html, "agree").contains(r#"value="1""#),
        "{html}"
    );
    assert!(
        tag_with_id(&html, "plan__0").contains(r#"value="1""#),
        "{html}"
    );
    assert!(
        tag_with_id(&html, "plan__1").contains(r#"value="2.5""#),
        "{html}"
    );
}

/// A group's item ids cannot collide with a sibling element's: element names may hold `-`
/// (`phone-1`), not `__`, so the items are `<field id>__<index>`.
#[cfg(feature = "text")] // its neighbours are text inputs
#[tokio::test]
async fn group_item_ids_never_collide_with_an_elements_id() {
    let (html, _) = render(json!({
        "phone": {"type": "radiogroup", "items": ["home", "work"]},
        "phone-1": {"type": "text", "label": "Other phone"},
        "colors": {"type": "checkboxgroup", "items": ["red", "blue"]},
        "colors-0": {"type": "text", "label": "Other color"}
    }))
    .await;
    support::assert_unique_ids(&html, "group items beside phone-1 and colors-0");
    assert!(
        tag_with_id(&html, "phone__1").contains(r#"value="work""#),
        "{html}"
    );
    assert!(
        tag_with_id(&html, "colors__0").contains(r#"value="red""#),
        "{html}"
    );
    assert!(
        tag_with_id(&html, "phone-1").contains(r#"type="text""#),
        "{html}"
    );
    assert!(html.contains(r#"<label for="yf-phone-1""#), "{html}");
}

/// The text of the element whose `id` is `id` (its tags left out).
fn text_of_id(html: &str, id: &str) -> String {
    let needle = format!(r#"id="{id}""#);
    let at = html
        .find(&needle)
        .unwrap_or_else(|| panic!("{needle} in {html}"));
    let open = html[..at].rfind('<').unwrap();
    let tag: String = html[open + 1..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    let start = at + html[at..].find('>').unwrap() + 1;
    let end = start + html[start..].find(&format!("</{tag}>")).unwrap();
    let mut text = String::new();
    let mut in_tag = false;
    for c in html[start..end].chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// A required checkbox group says so to assistive technology: `aria-required` is not allowed
/// on a group and the label's `*` is `aria-hidden`, so the fieldset's name takes a visually
/// hidden, localized "required" (audit6-a11y #8); a radio group keeps `aria-required`.
#[tokio::test]
async fn a_required_checkbox_group_is_named_required() {
    let (html, _) = render(json!({
        "days": {"type": "checkboxgroup", "label": "Days", "rules": "required",
            "items": ["Mon", "Tue"]},
        "free": {"type": "checkboxgroup", "label": "Free", "items": ["Mon"]},
        "shift": {"type": "radiogroup", "label": "Shift", "rules": "required",
            "items": ["early"]}
    }))
    .await;
    let html = html.replace("<!--<#>-->", "").replace("<!--</#>-->", "");
    let days = tag_with_id(&html, "days");
    let labelled = support::attr_of(days, "<fieldset", "aria-labelledby").unwrap();
    let name: Vec<String> = labelled
        .split_whitespace()
        .map(|id| text_of_id(&html, id))
        .collect();
    assert_eq!(name.join(" "), "Days required", "{days}");
    let hint = labelled.split_whitespace().nth(1).unwrap();
    let hint_tag = &html[html[..html.find(&format!("id=\"{hint}\"")).unwrap()]
        .rfind('<')
        .unwrap()..];
    let hint_tag = &hint_tag[..=hint_tag.find('>').unwrap()];
    // `hidden` (audit 24C #9): no stray "required" line in browse mode, outside the
    // group; `aria-labelledby` and `aria-describedby` still read a hidden node.
    assert!(!hint_tag.contains("aria-hidden"), "{hint_tag}");
    assert!(hint_tag.contains(" hidden"), "{hint_tag}");
    assert!(
        hint_tag.contains("class=\"yf-"),
        "visually hidden by its class too: {hint_tag}"
    );
    // Not required: the label alone.
    let free = tag_with_id(&html, "free");
    assert_eq!(
        support::attr_of(free, "<fieldset", "aria-labelledby").as_deref(),
        Some("yf-free__label")
    );
    // The radio group says it with `aria-required`, and no hint.
    let shift = tag_with_id(&html, "shift");
    assert!(shift.contains(r#"aria-required="true""#), "{shift}");
    assert_eq!(
        support::attr_of(shift, "<fieldset", "aria-labelledby").as_deref(),
        Some("yf-shift__label")
    );
}

/// A toggle posts as a checkbox does when the form is sent natively (without wasm, before
/// hydration): an on switch holds a hidden input named by its path with `trueValue` as its
/// value; an off switch posts nothing, as an unchecked checkbox.
#[tokio::test]
async fn a_toggle_posts_its_true_value_natively_only_while_on() {
    let (html, _) = render(json!({
        "news": {"type": "toggle", "default": true},
        "plan": {"type": "toggle", "default": true, "trueValue": "yes", "falseValue": "no"},
        "off": {"type": "toggle"},
        "locked": {"type": "toggle", "default": true, "disabled": true},
    }))
    .await;
    let named = |name: &str| -> Vec<&str> {
        inputs(&html)
            .into_iter()
            .filter(|i| i.contains(&format!(r#"name="{name}""#)))
            .collect()
    };
    let news = named("news");
    assert_eq!(news.len(), 1, "{html}");
    assert!(news[0].contains(r#"type="hidden""#), "{}", news[0]);
    assert!(news[0].contains(r#"value="true""#), "{}", news[0]);
    let plan = named("plan");
    assert_eq!(plan.len(), 1, "{html}");
    assert!(plan[0].contains(r#"value="yes""#), "{}", plan[0]);
    assert!(
        named("off").is_empty(),
        "an off toggle posts nothing: {html}"
    );
    let locked = named("locked");
    assert_eq!(locked.len(), 1, "{html}");
    assert!(
        locked[0].contains("disabled"),
        "a disabled toggle posts nothing, as a disabled checkbox: {}",
        locked[0]
    );
}

/// A standalone toggle hides its text but keeps it as its accessible name (the reference's
/// checkbox-style `aria-label`, which is the text): without it the switch would be nameless.
#[tokio::test]
async fn a_standalone_toggle_is_named_by_its_text() {
    let (html, _) = render(json!({
        "news": {"type": "toggle", "text": "Monthly <b>news</b>", "standalone": true},
        "plain": {"type": "toggle", "text": "Plain"},
    }))
    .await;
    let news = tag_with_id(&html, "news");
    assert!(news.contains(r#"aria-label="Monthly news""#), "{news}");
    assert!(!html.contains(r#"<label for="yf-news""#), "{html}");
    let plain = tag_with_id(&html, "plain");
    assert!(
        !plain.contains("aria-label"),
        "a shown text names the switch through its label: {plain}"
    );
}

/// Whether `future` is still waiting after one poll.
fn pending_after_one_poll(future: impl std::future::Future<Output = ()>) -> bool {
    let mut future = std::pin::pin!(future);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    future.as_mut().poll(&mut cx).is_pending()
}

/// `update_items_async()` on a group whose view has not mounted (rendered on the server, no
/// effect has run, so nothing loaded) waits for the view and its answer, as a select's does.
#[cfg(feature = "http")]
#[tokio::test]
async fn update_items_async_of_a_group_not_mounted_waits_for_its_items() {
    let (_, handle) = render(json!({
        "city": {"type": "select", "items": "/api/cities"},
        "tags": {"type": "checkboxgroup", "items": "/api/tags"},
        "size": {"type": "radiogroup", "items": "/api/sizes"},
        "plain": {"type": "checkboxgroup", "items": ["a", "b"]},
    }))
    .await;
    assert!(pending_after_one_poll(
        handle.el("city").update_items_async(false)
    ));
    assert!(
        pending_after_one_poll(handle.el("tags").update_items_async(false)),
        "a checkbox group with endpoint items waits for them"
    );
    assert!(
        pending_after_one_poll(handle.el("size").update_items_async(false)),
        "a radio group with endpoint items waits for them"
    );
    assert!(
        !pending_after_one_poll(handle.el("plain").update_items_async(false)),
        "a group with items in the schema has nothing to wait for"
    );
}
