//! A form whose schema could not be built fails closed (issue 29 item 8): it shows the
//! error, renders no field that looks usable, never validates as valid and never hands
//! out data to submit.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::form::SubmitError;
use yewform_elements::{Form, FormHandle, Registry};

#[derive(Properties, PartialEq)]
struct Props {
    handle: FormHandle,
}

#[component]
fn Broken(props: &Props) -> Html {
    let schema = FormSchema::from_value(&json!({
        "city": {"type": "select", "label": "City", "items": {"fn": "citys"}, "rules": "required"},
        "country": {"type": "select", "label": "Country", "items": ["ch", "de"],
                    "rules": "required"}
    }))
    .unwrap();
    html! {
        <Form {schema} handle={props.handle.clone()} registry={Registry::new()}
            submit_label="Send" />
    }
}

#[tokio::test]
async fn a_form_that_could_not_be_built_fails_closed() {
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Broken>::with_props(Props {
        handle: handle.clone(),
    })
    .render()
    .await;
    assert!(
        html.contains(r#"schema.city.items: no items function "citys""#),
        "the error is shown: {html}"
    );
    assert!(
        !html.contains("<select"),
        "no field that looks usable: {html}"
    );
    assert!(
        !html.contains("Country"),
        "no field that looks usable: {html}"
    );
    assert!(
        !html.contains("type=\"submit\""),
        "nothing to submit: {html}"
    );
    assert_eq!(
        handle.build_error().as_deref(),
        Some(r#"schema.city.items: no items function "citys" registered"#)
    );
    assert!(
        !handle.validate(),
        "a form that was not built is never valid"
    );
    assert!(!handle.validate_async().await);
    match handle.submit_as::<Value>().await {
        Err(SubmitError::Schema(error)) => assert!(error.contains("citys"), "{error}"),
        other => panic!("submit_as must fail with the build error, got {other:?}"),
    }
}
