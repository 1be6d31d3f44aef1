//! The `<Form>`'s `disabled` disables every element: the rendered field and the handle's
//! getters (`is_disabled`, `aria`) say the same, both read from core (issue 30 item 6).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

mod support;
use support::attr_of;

use serde_json::json;
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

#[derive(Properties, PartialEq)]
struct Props {
    handle: FormHandle,
    disabled: bool,
}

#[component]
fn Disabled(props: &Props) -> Html {
    let schema = FormSchema::from_value(&json!({
        "city": {"type": "select", "label": "City", "items": ["Bern", "Basel"]}
    }))
    .unwrap();
    html! { <Form {schema} handle={props.handle.clone()} disabled={props.disabled} /> }
}

async fn render(disabled: bool) -> (String, FormHandle) {
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Disabled>::with_props(Props {
        handle: handle.clone(),
        disabled,
    })
    .render()
    .await;
    (html, handle)
}

#[tokio::test]
async fn a_disabled_form_disables_its_fields_and_says_so_in_the_getters() {
    let (html, handle) = render(true).await;
    assert_eq!(
        attr_of(&html, "<select", "aria-disabled").as_deref(),
        Some("true"),
        "{html}"
    );
    assert_eq!(
        attr_of(&html, "<select", "disabled").as_deref(),
        Some("disabled"),
        "{html}"
    );
    let city = handle.el("city");
    assert!(city.is_disabled());
    assert_eq!(city.aria()["aria-disabled"], json!("true"));

    let (html, handle) = render(false).await;
    assert_eq!(
        attr_of(&html, "<select", "aria-disabled").as_deref(),
        Some("false"),
        "{html}"
    );
    assert_eq!(attr_of(&html, "<select", "disabled"), None, "{html}");
    assert!(!handle.el("city").is_disabled());
    assert_eq!(handle.el("city").aria()["aria-disabled"], json!("false"));
}

#[component]
fn DisabledSearch(props: &Props) -> Html {
    let schema = FormSchema::from_value(&json!({
        "city": {"type": "select", "search": true, "items": ["Bern", "Basel"], "default": "Bern"}
    }))
    .unwrap();
    html! { <Form {schema} handle={props.handle.clone()} disabled={props.disabled} /> }
}

/// Under `<Form disabled>` a searchable select's hidden input is disabled too, so a native
/// post before hydration leaves it out as it leaves out every other disabled field (audit 13,
/// finding 1).
#[tokio::test]
async fn a_disabled_forms_searchable_select_posts_nothing_natively() {
    for disabled in [true, false] {
        let html = yew::LocalServerRenderer::<DisabledSearch>::with_props(Props {
            handle: FormHandle::new(),
            disabled,
        })
        .render()
        .await;
        assert_eq!(
            attr_of(&html, "name=\"city\"", "disabled").is_some(),
            disabled,
            "{html}"
        );
    }
}

#[cfg(feature = "hidden")]
#[component]
fn DisabledHidden(props: &Props) -> Html {
    let schema = FormSchema::from_value(&json!({
        "ref": {"type": "hidden", "default": "newsletter"}
    }))
    .unwrap();
    html! { <Form {schema} handle={props.handle.clone()} disabled={props.disabled} /> }
}

/// A hidden element has no disabled state (the reference's has no `disable()`, and its input
/// no `disabled`): under `<Form disabled>` its input is not disabled, so a native post before
/// hydration sends it as `request_data()` holds it (audit 21C #3; it replaces audit 14 #4's
/// disabled input, which made the two differ).
#[cfg(feature = "hidden")]
#[tokio::test]
async fn a_disabled_forms_hidden_element_is_still_posted() {
    for disabled in [true, false] {
        let handle = FormHandle::new();
        let html = yew::LocalServerRenderer::<DisabledHidden>::with_props(Props {
            handle: handle.clone(),
            disabled,
        })
        .render()
        .await;
        assert!(
            attr_of(&html, "name=\"ref\"", "disabled").is_none(),
            "{html}"
        );
        assert_eq!(handle.request_data(), json!({"ref": "newsletter"}));
    }
}
