//! A server render only renders (issue 30 item 4): it runs no effects, so an element fires
//! no lifecycle event and subscribes no event prop, while what the markup shows (the inline
//! element, the form's `disabled`) is in place from the first render.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

mod support;
use support::attr_of;

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::json;
use yew::prelude::*;
use yewform_elements::{FiredEvent, Form, FormHandle, SelectElement};

#[derive(Properties, PartialEq)]
struct Props {
    handle: FormHandle,
    log: Callback<FiredEvent>,
}

#[component]
fn Inline(props: &Props) -> Html {
    html! {
        <Form handle={props.handle.clone()} disabled=true>
            <SelectElement name="size" items={json!(["S", "M"])}
                on_lifecycle={props.log.clone()} on_change={props.log.clone()} />
        </Form>
    }
}

#[tokio::test]
async fn a_server_render_fires_no_lifecycle_event_and_subscribes_no_listener() {
    let seen = Rc::new(RefCell::new(Vec::<String>::new()));
    let log = {
        let seen = seen.clone();
        Callback::from(move |e: FiredEvent| seen.borrow_mut().push(e.name))
    };
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Inline>::with_props(Props {
        handle: handle.clone(),
        log,
    })
    .render()
    .await;
    // The inline element is registered and rendered, disabled by the form.
    assert!(html.contains("<select"), "{html}");
    assert_eq!(
        attr_of(&html, "<select", "aria-disabled").as_deref(),
        Some("true"),
        "{html}"
    );
    assert!(handle.el("size").is_disabled());
    // No effect ran: no lifecycle event, no prop listener.
    assert!(seen.borrow().is_empty(), "{:?}", seen.borrow());
    assert!(!handle.has_listener("size", "change"));
    assert!(!handle.has_listener("size", "mounted"));
}
