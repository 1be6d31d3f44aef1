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

/// A server that holds each answer until the test gives it ([`Held::answer`]).
#[derive(Default)]
struct Held {
    posts: RefCell<Vec<(Value, js_sys::Function)>>,
}

impl Held {
    /// Answers the `i`th check with `passed`.
    fn answer(&self, i: usize, passed: bool) {
        let resolve = self.posts.borrow()[i].1.clone();
        resolve
            .call1(&wasm_bindgen::JsValue::NULL, &passed.into())
            .unwrap();
    }

    fn bodies(&self) -> Vec<Value> {
        self.posts.borrow().iter().map(|(b, _)| b.clone()).collect()
    }
}

struct HoldsAnswers(Rc<Held>);

impl Transport for HoldsAnswers {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("GET {url}: not in this test")) })
    }

    fn post_json(&self, url: &str, body: &Value) -> LocalFuture<Result<Value, String>> {
        self.post_json_abortable(url, body, None)
    }

    fn post_json_abortable(
        &self,
        _url: &str,
        body: &Value,
        _signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        let mut resolve = None;
        let promise = js_sys::Promise::new(&mut |r, _| resolve = Some(r));
        self.0
            .posts
            .borrow_mut()
            .push((body.clone(), resolve.unwrap()));
        Box::pin(async move {
            let answer = wasm_bindgen_futures::JsFuture::from(promise)
                .await
                .map_err(|_| "rejected".to_string())?;
            Ok(Value::Bool(answer.as_bool().unwrap_or(false)))
        })
    }
}

#[derive(Properties, PartialEq)]
struct CompanyProps {
    handle: FormHandle,
    on_submit: Callback<Value>,
    config: Option<yewform_core::config::FormConfig>,
    messages: Value,
}

#[component]
fn CompanyForm(props: &CompanyProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "email": {"type": "text", "rules": "required|unique:users", "default": "free@x"},
        "company": {"type": "checkbox"},
        "vat": {"type": "text", "rules": "required", "conditions": [["company", true]]},
    }))
    .unwrap();
    html! {
        <Form {schema} handle={props.handle.clone()} on_submit={props.on_submit.clone()}
            config={props.config.clone()} messages={props.messages.clone()} submit_label="Send" />
    }
}

struct HeldForm {
    root: web_sys::Element,
    handle: FormHandle,
    held: Rc<Held>,
    submitted: Rc<RefCell<Vec<Value>>>,
    app: yew::AppHandle<CompanyForm>,
    on_submit: Callback<Value>,
}

async fn mount_held(config: Value) -> HeldForm {
    let root = mount_point();
    let handle = FormHandle::new();
    let held = Rc::new(Held::default());
    handle.set_transport(Rc::new(HoldsAnswers(held.clone())));
    let submitted = Rc::new(RefCell::new(Vec::new()));
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: Value| submitted.borrow_mut().push(data))
    };
    let config = Some(yewform_core::config::FormConfig::from_value(&config).unwrap());
    let app = yew::Renderer::<CompanyForm>::with_root_and_props(
        root.clone(),
        CompanyProps {
            handle: handle.clone(),
            on_submit: on_submit.clone(),
            config,
            messages: Value::Null,
        },
    )
    .render();
    yew::scheduler::flush().await;
    HeldForm {
        root,
        handle,
        held,
        submitted,
        app,
        on_submit,
    }
}

const VAT_REQUIRED: &str = "The Vat field is required.";

#[wasm_bindgen_test]
async fn an_element_made_available_while_a_submit_waits_is_validated_before_sending() {
    let m = mount_held(json!({})).await;
    web::submit(&m.root).await;
    assert_eq!(m.held.bodies().len(), 1, "the unique check was sent");
    m.handle.el("company").check().unwrap();
    web::flush().await;
    assert_eq!(m.handle.el("vat").value(), Value::Null);
    m.held.answer(0, true);
    sleep(50).await;
    assert!(
        m.submitted.borrow().is_empty(),
        "an empty required vat was sent: {:?}",
        m.submitted.borrow()
    );
    assert_eq!(m.handle.el("vat").error().as_deref(), Some(VAT_REQUIRED));
    // The second round's check answers: the submit fails on vat.
    let posts = m.held.bodies().len();
    for i in 1..posts {
        m.held.answer(i, true);
    }
    sleep(50).await;
    assert!(m.submitted.borrow().is_empty(), "never sent");
    assert!(!m.handle.is_submitting(), "the submit ended");
    assert!(
        text(&m.root).contains(VAT_REQUIRED),
        "the page shows: {}",
        text(&m.root)
    );
}

#[wasm_bindgen_test]
async fn a_value_edited_while_a_submit_waits_is_checked_again_without_validate_on_change() {
    let m = mount_held(json!({"validateOn": ""})).await;
    web::submit(&m.root).await;
    assert_eq!(
        m.held.bodies(),
        vec![json!({"params": ["users"], "name": "email", "value": "free@x"})]
    );
    m.handle.el("email").update(json!("taken@x")).unwrap();
    web::flush().await;
    m.held.answer(0, true);
    sleep(50).await;
    assert!(
        m.submitted.borrow().is_empty(),
        "taken@x was sent on free@x's pass: {:?}",
        m.submitted.borrow()
    );
    let bodies = m.held.bodies();
    assert_eq!(
        bodies.last(),
        Some(&json!({"params": ["users"], "name": "email", "value": "taken@x"})),
        "the value sent is checked"
    );
    m.held.answer(bodies.len() - 1, false);
    sleep(50).await;
    assert!(
        m.submitted.borrow().is_empty(),
        "the refused value is not sent"
    );
    assert_eq!(
        m.handle.el("email").error().as_deref(),
        Some("The Email has already been taken.")
    );
    assert!(!m.handle.is_submitting());
}

#[wasm_bindgen_test]
async fn a_rebuild_while_a_submit_waits_validates_again_before_sending() {
    let mut m = mount_held(json!({})).await;
    web::submit(&m.root).await;
    assert_eq!(m.held.bodies().len(), 1);
    m.app.update(CompanyProps {
        handle: m.handle.clone(),
        on_submit: m.on_submit.clone(),
        config: Some(yewform_core::config::FormConfig::from_value(&json!({})).unwrap()),
        messages: json!({"required": "Needed"}),
    });
    sleep(20).await;
    m.held.answer(0, true);
    sleep(50).await;
    assert!(
        m.submitted.borrow().is_empty(),
        "sent after the rebuild reset validation: {:?}",
        m.submitted.borrow()
    );
    let bodies = m.held.bodies();
    assert_eq!(bodies.len(), 2, "the new state checks again");
    m.held.answer(1, false);
    sleep(50).await;
    assert!(
        m.submitted.borrow().is_empty(),
        "the refused value is not sent"
    );
    assert!(m.handle.el("email").invalid());
    assert!(!m.handle.is_submitting());
}

/// Audit 24B #1: a rebuild re-enters a value that differs from the default; the new state
/// must not be left waiting for a check it never sent (and the old state's answer must not
/// block the new one), or the submit never ends.
#[wasm_bindgen_test]
async fn a_rebuild_of_a_filled_server_ruled_field_while_a_submit_waits_still_ends() {
    let mut m = mount_held(json!({})).await;
    m.handle.el("email").update(json!("ann@x")).unwrap();
    web::flush().await;
    let first = m.held.bodies().len();
    assert!(first >= 1, "the typed value is checked");
    m.held.answer(first - 1, true);
    sleep(50).await;
    web::submit(&m.root).await;
    sleep(20).await;
    assert!(m.handle.is_submitting(), "the submit waits for the check");
    m.app.update(CompanyProps {
        handle: m.handle.clone(),
        on_submit: m.on_submit.clone(),
        config: Some(yewform_core::config::FormConfig::from_value(&json!({})).unwrap()),
        messages: json!({"required": "Needed"}),
    });
    sleep(20).await;
    // Answer every check sent so far, and those the answers start, until none is left.
    for _ in 0..5 {
        let bodies = m.held.bodies();
        for i in 0..bodies.len() {
            m.held.answer(i, true);
        }
        sleep(50).await;
    }
    assert!(!m.handle.el("email").pending(), "nothing left pending");
    assert!(!m.handle.is_submitting(), "the submit ended");
    assert_eq!(
        *m.submitted.borrow(),
        vec![json!({"email": "ann@x", "company": false})]
    );
    assert!(m.handle.el("email").dirty(), "the typed value stays dirty");
}

#[wasm_bindgen_test]
async fn a_submit_whose_form_did_not_change_sends_once_the_answer_passes() {
    let m = mount_held(json!({})).await;
    web::submit(&m.root).await;
    m.held.answer(0, true);
    sleep(50).await;
    assert_eq!(m.held.bodies().len(), 1, "no second round");
    assert_eq!(
        *m.submitted.borrow(),
        vec![json!({"email": "free@x", "company": false})]
    );
}

#[wasm_bindgen_test]
async fn a_form_that_changes_during_every_round_is_refused_not_sent() {
    let m = mount_held(json!({"validateOn": ""})).await;
    web::submit(&m.root).await;
    for round in 0..3 {
        assert_eq!(m.held.bodies().len(), round + 1, "round {round} checks");
        m.handle
            .el("email")
            .update(json!(format!("v{round}@x")))
            .unwrap();
        web::flush().await;
        m.held.answer(round, true);
        sleep(50).await;
    }
    assert_eq!(m.held.bodies().len(), 3, "no fourth round");
    assert!(m.submitted.borrow().is_empty(), "fails closed");
    assert!(!m.handle.is_submitting(), "the submit ended");
    // Refused, and not silently (audit 24B #4).
    let status = m
        .root
        .query_selector("p[role=status]")
        .unwrap()
        .and_then(|p| p.text_content())
        .unwrap_or_default();
    assert_eq!(
        status,
        "The form changed while it was checked. Submit it again."
    );
}

/// Audit 23A #1: a `change` listener that normalises the value it heard (here: lower case)
/// starts the check of the normalised value first; the typed value's check, started after it
/// but older, must not supersede it, or the element stays pending for ever.
#[wasm_bindgen_test]
async fn a_check_started_after_a_newer_one_of_the_same_rule_does_not_supersede_it() {
    let m = mount_held(json!({})).await;
    let writer = m.handle.clone();
    m.handle.el("email").on(
        "change",
        Callback::from(move |_| {
            let value = writer.el("email").value();
            if let Some(text) = value.as_str() {
                let lower = text.to_lowercase();
                if lower != text {
                    let _ = writer.el("email").update(json!(lower));
                }
            }
        }),
    );
    let input = m
        .root
        .query_selector("input[type=text], input:not([type])")
        .unwrap()
        .unwrap();
    web::type_text(&input, "NEW@X").await;
    sleep(20).await;
    assert_eq!(m.handle.el("email").value(), json!("new@x"));
    let posts = m.held.bodies().len();
    for i in 0..posts {
        m.held.answer(i, true);
    }
    sleep(50).await;
    assert!(
        !m.handle.el("email").pending(),
        "still pending after every answer: {:?}",
        m.held.bodies()
    );
}
