//! Browser tests of the lifetime of a server rule's request (`unique`, `exists`,
//! `active_url`): a server that never answers does not keep the element pending, the form
//! from submitting or `validate_async()` from resolving; the request times out after
//! `Transport::request_timeout_ms`, the rule fails with "could not be checked", the value
//! stays and an `error` event reports it. A newer check aborts the older one, and unmounting
//! the element aborts its check. A stub transport stands in for the server: it records every
//! POST with its abort signal and never answers (it fails once the signal aborts, as `fetch`
//! does).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::transport::{LocalFuture, Transport};
use yewform_elements::{EventArgs, Form, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{mount_point, record, sleep};

/// The time-out the stub asks for.
const TIMEOUT_MS: u32 = 200;

/// A POST the stub received.
struct Sent {
    body: Value,
    signal: Option<web_sys::AbortSignal>,
}

#[derive(Default)]
struct Stub {
    posts: RefCell<Vec<Sent>>,
}

struct NeverAnswers(Rc<Stub>);

impl Transport for NeverAnswers {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("GET {url}: not in this test")) })
    }

    fn request_timeout_ms(&self) -> u32 {
        TIMEOUT_MS
    }

    /// What a transport without abort support gets: no answer, ever.
    fn post_json(&self, _url: &str, body: &Value) -> LocalFuture<Result<Value, String>> {
        self.0.posts.borrow_mut().push(Sent {
            body: body.clone(),
            signal: None,
        });
        Box::pin(std::future::pending())
    }

    fn post_json_abortable(
        &self,
        url: &str,
        body: &Value,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        self.0.posts.borrow_mut().push(Sent {
            body: body.clone(),
            signal: signal.clone(),
        });
        let Some(signal) = signal else {
            return Box::pin(std::future::pending());
        };
        let url = url.to_string();
        let aborted = js_sys::Promise::new(&mut |resolve, _| {
            signal.set_onabort(Some(&resolve));
        });
        Box::pin(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(aborted).await;
            Err(format!("POST {url}: aborted"))
        })
    }
}

#[derive(Properties, PartialEq)]
struct Props {
    handle: FormHandle,
    on_submit: Callback<Value>,
}

#[component]
fn UniqueForm(props: &Props) -> Html {
    let schema = FormSchema::from_value(&json!({
        "user": {"type": "select", "items": ["ann", "bob"], "rules": "required|unique:users",
                 "default": "ann"}
    }))
    .unwrap();
    html! {
        <Form {schema} handle={props.handle.clone()} on_submit={props.on_submit.clone()}
            submit_label="Send" />
    }
}

struct Mounted {
    root: web_sys::Element,
    handle: FormHandle,
    stub: Rc<Stub>,
    submitted: Rc<RefCell<Vec<Value>>>,
    unmount: Box<dyn FnOnce()>,
}

async fn mount() -> Mounted {
    let root = mount_point();
    let handle = FormHandle::new();
    let stub = Rc::new(Stub::default());
    handle.set_transport(Rc::new(NeverAnswers(stub.clone())));
    let submitted = Rc::new(RefCell::new(Vec::new()));
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: Value| submitted.borrow_mut().push(data))
    };
    let app = yew::Renderer::<UniqueForm>::with_root_and_props(
        root.clone(),
        Props {
            handle: handle.clone(),
            on_submit,
        },
    )
    .render();
    yew::scheduler::flush().await;
    Mounted {
        root,
        handle,
        stub,
        submitted,
        unmount: Box::new(move || app.destroy()),
    }
}

/// Waits (up to 10 s) until `done` holds.
async fn wait_until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..200 {
        if done() {
            return;
        }
        sleep(50).await;
    }
    panic!("waited in vain: {what}");
}

fn aborted(stub: &Stub, i: usize) -> bool {
    stub.posts.borrow()[i]
        .signal
        .as_ref()
        .is_some_and(web_sys::AbortSignal::aborted)
}

fn text(root: &web_sys::Element) -> String {
    root.text_content().unwrap_or_default()
}

const UNCHECKED: &str = "The User could not be checked (the server did not answer). Try again.";

#[wasm_bindgen_test]
async fn a_server_rule_that_never_answers_times_out_and_the_form_does_not_submit() {
    let m = mount().await;
    let errors = record(&m.handle, "user", &["error"]);
    m.root
        .query_selector("button[type=submit]")
        .unwrap()
        .unwrap()
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .click();
    sleep(10).await;
    assert_eq!(m.stub.posts.borrow().len(), 1, "the unique check was sent");
    assert_eq!(
        m.stub.posts.borrow()[0].body,
        json!({"params": ["users"], "name": "user", "value": "ann"})
    );
    assert!(m.handle.el("user").pending());
    let el = m.handle.el("user");
    wait_until("the check settles", || !el.pending()).await;
    sleep(10).await;
    assert!(
        aborted(&m.stub, 0),
        "the request was aborted at its time-out"
    );
    assert!(m.submitted.borrow().is_empty(), "on_submit was not called");
    assert!(el.invalid());
    assert_eq!(el.error().as_deref(), Some(UNCHECKED));
    assert!(
        text(&m.root).contains(UNCHECKED),
        "the page shows: {}",
        text(&m.root)
    );
    assert_eq!(el.value(), json!("ann"), "the value is intact");
    let errors = errors.borrow();
    assert_eq!(errors.len(), 1, "one error event");
    assert!(
        matches!(&errors[0].args, EventArgs::Error(e) if e.contains("POST")),
        "the error event names the request"
    );
}

#[wasm_bindgen_test]
async fn validate_async_resolves_when_the_server_never_answers() {
    let m = mount().await;
    let outcome = Rc::new(RefCell::new(None));
    {
        let outcome = outcome.clone();
        let form = m.handle.clone();
        wasm_bindgen_futures::spawn_local(async move {
            *outcome.borrow_mut() = Some(form.validate_async().await);
        });
    }
    sleep(10).await;
    assert_eq!(m.stub.posts.borrow().len(), 1, "the unique check was sent");
    wait_until("validate_async resolves", || outcome.borrow().is_some()).await;
    assert_eq!(*outcome.borrow(), Some(false), "the unchecked rule fails");
    let el = m.handle.el("user");
    assert!(!el.pending());
    assert_eq!(el.errors(), vec![UNCHECKED.to_string()]);
    assert_eq!(m.handle.data(), json!({"user": "ann"}));
}

#[wasm_bindgen_test]
async fn a_newer_check_aborts_the_older_one() {
    let m = mount().await;
    let errors = record(&m.handle, "user", &["error"]);
    let el = m.handle.el("user");
    el.validate().unwrap();
    sleep(10).await;
    el.update(json!("bob")).unwrap();
    el.validate().unwrap();
    sleep(10).await;
    let posts = m.stub.posts.borrow().len();
    assert!(posts >= 2, "two checks were sent, got {posts}");
    assert!(aborted(&m.stub, 0), "the superseded check was aborted");
    assert!(
        !aborted(&m.stub, posts - 1),
        "the newest check is still running"
    );
    assert!(el.pending());
    wait_until("the newest check settles", || !el.pending()).await;
    sleep(10).await;
    assert_eq!(
        errors.borrow().len(),
        1,
        "only the newest check reports its failure"
    );
    assert_eq!(el.error().as_deref(), Some(UNCHECKED));
    assert_eq!(el.value(), json!("bob"));
}

#[wasm_bindgen_test]
async fn unmounting_aborts_the_pending_check() {
    let m = mount().await;
    m.handle.el("user").validate().unwrap();
    sleep(10).await;
    assert_eq!(m.stub.posts.borrow().len(), 1, "the unique check was sent");
    assert!(!aborted(&m.stub, 0));
    (m.unmount)();
    sleep(10).await;
    assert!(aborted(&m.stub, 0), "unmounting aborted the request");
}
