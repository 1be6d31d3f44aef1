//! Browser tests of the lifetime of a select's endpoint requests (`use_async_items`): when the
//! request time-out starts counting, and what unmounting an element does to its request in
//! flight and to a search still waiting for its `delay`; and a dependent select
//! (`/cities?country={country}`) keeping a value that enters with a new country (a loaded
//! record, a form-wide `reset()`) until its refetch answers. A stub transport stands in for
//! the server: it records every request with its abort signal, as the browser's `fetch` gets
//! it.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::transport::{LocalFuture, Transport, WithTimeout};
use yewform_elements::{Form, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{flush, mount_point, record, sleep, type_text};

/// How the stub answers a `GET`.
#[derive(Clone, Copy)]
enum Answer {
    /// At once: options naming the query, or the error an aborted `fetch` gives when the
    /// signal is already aborted as the request is sent.
    AtOnce,
    /// Only an error once the request's signal aborts: until then it stays in flight.
    Never,
    /// At once: one option whose label is per locale.
    Localized,
}

/// A request the stub received.
struct Sent {
    url: String,
    signal: Option<web_sys::AbortSignal>,
}

struct Stub {
    answer: Answer,
    timeout_ms: u32,
    sent: RefCell<Vec<Sent>>,
}

struct StubTransport(Rc<Stub>);

impl Transport for StubTransport {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        self.get_json_abortable(url, None)
    }

    fn get_json_abortable(
        &self,
        url: &str,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        let aborted = signal.as_ref().is_some_and(web_sys::AbortSignal::aborted);
        self.0.sent.borrow_mut().push(Sent {
            url: url.to_string(),
            signal,
        });
        let url = url.to_string();
        match self.0.answer {
            // No answer; fails once the signal aborts, as `fetch` does.
            Answer::Never => {
                let Some(signal) = self.0.sent.borrow().last().and_then(|s| s.signal.clone())
                else {
                    return Box::pin(std::future::pending());
                };
                let aborted = js_sys::Promise::new(&mut |resolve, _| {
                    signal.set_onabort(Some(&resolve));
                });
                Box::pin(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(aborted).await;
                    Err(format!("GET {url}: aborted"))
                })
            }
            Answer::Localized => Box::pin(async move {
                Ok(json!([{"value": "de", "label": {"en": "Germany", "de": "Deutschland"}}]))
            }),
            Answer::AtOnce if aborted => {
                Box::pin(async move { Err(format!("GET {url}: aborted")) })
            }
            Answer::AtOnce => Box::pin(async move {
                let query = url.split_once("query=").map_or("", |(_, q)| q).to_string();
                Ok(json!([{"value": query.clone(), "label": format!("answer to {query}")}]))
            }),
        }
    }

    fn request_timeout_ms(&self) -> u32 {
        self.0.timeout_ms
    }

    fn post_json(&self, url: &str, _body: &Value) -> LocalFuture<Result<Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("POST {url}: not in this test")) })
    }
}

fn stub(answer: Answer, timeout_ms: u32) -> Rc<Stub> {
    Rc::new(Stub {
        answer,
        timeout_ms,
        sent: RefCell::new(Vec::new()),
    })
}

/// The URLs the stub received.
fn urls(stub: &Stub) -> Vec<String> {
    stub.sent.borrow().iter().map(|s| s.url.clone()).collect()
}

/// Waits (up to 10 s) until the stub has received `count` requests.
async fn wait_for_requests(stub: &Stub, count: usize) {
    for _ in 0..200 {
        if stub.sent.borrow().len() >= count {
            return;
        }
        sleep(50).await;
    }
    panic!("{count} requests expected, got {:?}", urls(stub));
}

#[derive(Properties, PartialEq)]
struct SchemaProps {
    schema: Value,
    handle: FormHandle,
}

#[component]
fn SchemaForm(props: &SchemaProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} /> }
}

/// Mounts a form with the select `c` (endpoint items and the `options` given) that talks to
/// `stub`; returns its root, handle and a function that unmounts it.
async fn mount_select(
    stub: &Rc<Stub>,
    options: Value,
) -> (web_sys::Element, FormHandle, Box<dyn FnOnce()>) {
    let mut schema = json!({"type": "select", "native": false, "items": "/api/countries?from=c"});
    if let (Some(schema), Some(options)) = (schema.as_object_mut(), options.as_object()) {
        schema.extend(options.clone());
    }
    let root = mount_point();
    let handle = FormHandle::new();
    handle.set_transport(Rc::new(StubTransport(stub.clone())));
    let app = yew::Renderer::<SchemaForm>::with_root_and_props(
        root.clone(),
        SchemaProps {
            schema: json!({ "c": schema }),
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    (root, handle, Box::new(move || app.destroy()))
}

fn option_texts(root: &web_sys::Element) -> Vec<String> {
    let nodes = root.query_selector_all("[role=option]").unwrap();
    (0..nodes.length())
        .filter_map(|i| nodes.item(i))
        .filter_map(|n| n.text_content())
        .map(|t| t.trim().to_string())
        .collect()
}

#[wasm_bindgen_test]
async fn a_search_request_gets_its_whole_time_out_after_a_delay_longer_than_it() {
    // The time-out (300 ms) is shorter than the search's `delay` (900 ms). It counts from when
    // the request is sent, so the request is sent with a live signal and its answer is shown.
    let stub = stub(Answer::AtOnce, 300);
    let (root, handle, _unmount) = mount_select(
        &stub,
        json!({"search": true, "delay": 900, "filterResults": false}),
    )
    .await;
    let errors = record(&handle, "c", &["error"]);
    wait_for_requests(&stub, 1).await; // the load on mount
    let input = root
        .query_selector("input[role=combobox]")
        .unwrap()
        .unwrap();
    type_text(&input, "ger").await;
    wait_for_requests(&stub, 2).await;
    sleep(0).await;
    let sent = stub.sent.borrow();
    let search = sent.last().unwrap();
    assert!(search.url.contains("query=ger"), "{}", search.url);
    assert!(
        !search.signal.as_ref().unwrap().aborted(),
        "the search request was sent already aborted: its time-out ran during the delay"
    );
    drop(sent);
    assert_eq!(option_texts(&root), ["answer to ger"]);
    assert!(
        errors.borrow().is_empty(),
        "no error: {:?}",
        errors
            .borrow()
            .iter()
            .map(|e| e.name.clone())
            .collect::<Vec<_>>()
    );
}

#[wasm_bindgen_test]
async fn a_request_that_never_answers_is_aborted_by_its_time_out_and_reported() {
    let stub = stub(Answer::Never, 300);
    let (_root, handle, _unmount) = mount_select(&stub, json!({})).await;
    let errors = record(&handle, "c", &["error"]);
    wait_for_requests(&stub, 1).await;
    let signal = stub.sent.borrow()[0].signal.clone().unwrap();
    for _ in 0..100 {
        if signal.aborted() {
            break;
        }
        sleep(50).await;
    }
    assert!(signal.aborted(), "the time-out aborts the request");
    sleep(0).await;
    assert_eq!(
        errors.borrow().len(),
        1,
        "the time-out is reported as an error"
    );
    assert!(!handle.el("c").is_loading());
}

/// A transport as the guide shows one: only `get_json` (so it ignores the abort signal), and
/// a server that never answers.
struct Silent;

impl Transport for Silent {
    fn get_json(&self, _url: &str) -> LocalFuture<Result<Value, String>> {
        Box::pin(std::future::pending())
    }

    fn post_json(&self, _url: &str, _body: &Value) -> LocalFuture<Result<Value, String>> {
        Box::pin(std::future::pending())
    }
}

#[wasm_bindgen_test]
async fn a_transport_that_ignores_the_abort_signal_times_out_too() {
    let root = mount_point();
    let handle = FormHandle::new();
    handle.set_transport(Rc::new(WithTimeout {
        inner: Silent,
        timeout_ms: 200,
    }));
    let schema =
        json!({"c": {"type": "select", "native": false, "items": "/api/c", "default": "de"}});
    let _app = yew::Renderer::<SchemaForm>::with_root_and_props(
        root.clone(),
        SchemaProps {
            schema,
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let errors = record(&handle, "c", &["error"]);
    let el = handle.el("c");
    assert!(el.is_loading(), "the load on mount is out");
    sleep(600).await;
    assert!(!el.is_loading(), "the time-out ends the loading state");
    assert_eq!(errors.borrow().len(), 1, "the time-out fires `error`");
    assert_eq!(el.value(), json!("de"), "the value stays");
    // `update_items(true)` disables the element until the (timed-out) answer, then enables it;
    // its future resolves.
    let update = el.update_items_async(true);
    yew::scheduler::flush().await;
    assert!(el.is_disabled(), "disabled while it loads");
    update.await;
    assert!(!el.is_disabled(), "enabled again after the time-out");
    assert!(!el.is_loading());
    assert_eq!(errors.borrow().len(), 2);
    assert_eq!(el.value(), json!("de"));
}

#[wasm_bindgen_test]
async fn unmounting_a_select_aborts_its_request_in_flight() {
    // A time-out far away: only the unmount can abort the request.
    let stub = stub(Answer::Never, 600_000);
    let (_root, handle, unmount) = mount_select(&stub, json!({})).await;
    wait_for_requests(&stub, 1).await;
    assert!(handle.el("c").is_loading(), "the request is in flight");
    let signal = stub.sent.borrow()[0].signal.clone().unwrap();
    assert!(!signal.aborted());
    unmount();
    sleep(0).await;
    assert!(signal.aborted(), "unmounting aborts the request in flight");
}

#[wasm_bindgen_test]
async fn a_search_waiting_for_its_delay_is_never_sent_after_unmounting() {
    let stub = stub(Answer::AtOnce, 600_000);
    let (root, _handle, unmount) = mount_select(
        &stub,
        json!({"search": true, "delay": 300, "filterResults": false}),
    )
    .await;
    wait_for_requests(&stub, 1).await;
    let input = root
        .query_selector("input[role=combobox]")
        .unwrap()
        .unwrap();
    type_text(&input, "ger").await;
    unmount();
    sleep(900).await; // three times the delay
    let urls = urls(&stub);
    assert_eq!(urls.len(), 1, "only the load on mount: {urls:?}");
    assert!(!urls[0].contains("ger"), "{urls:?}");
}

/// Waits (up to 10 s) until the open list shows `texts`.
async fn wait_for_options(root: &web_sys::Element, texts: &[&str]) {
    for _ in 0..200 {
        if option_texts(root) == texts {
            return;
        }
        sleep(50).await;
    }
    panic!("options {texts:?} expected, got {:?}", option_texts(root));
}

#[wasm_bindgen_test]
async fn update_and_load_take_a_value_a_search_answer_does_not_list() {
    // A search's answer lists what matches the query, not every option: `update`/`load`
    // check a value only against a list of every option, as the form's own `update` does.
    let stub = stub(Answer::AtOnce, 600_000);
    let (root, handle, _unmount) = mount_select(&stub, json!({"search": true, "delay": 0})).await;
    wait_for_requests(&stub, 1).await;
    let input = root
        .query_selector("input[role=combobox]")
        .unwrap()
        .unwrap();
    type_text(&input, "fr").await;
    wait_for_options(&root, &["answer to fr"]).await;
    let el = handle.el("c");
    assert_eq!(el.update(json!("de")), Ok(()));
    assert_eq!(el.value(), json!("de"));
    assert_eq!(el.load(json!("it"), false), Ok(()));
    assert_eq!(el.value(), json!("it"));
}

#[derive(Properties, PartialEq)]
struct LocaleProps {
    schema: Value,
    handle: FormHandle,
    locale: String,
}

#[component]
fn LocaleForm(props: &LocaleProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} locale={Some(props.locale.clone())} /> }
}

#[wasm_bindgen_test]
async fn per_locale_labels_of_an_answer_follow_the_forms_locale() {
    // `items` is localizable: after `<Form locale>` changes, the loaded option reads in
    // the new language, with no new request.
    let stub = stub(Answer::Localized, 600_000);
    let root = mount_point();
    let handle = FormHandle::new();
    handle.set_transport(Rc::new(StubTransport(stub.clone())));
    let schema = json!({"c": {"type": "select", "items": "/api/countries", "default": "de"}});
    let props = |locale: &str| LocaleProps {
        schema: schema.clone(),
        handle: handle.clone(),
        locale: locale.to_string(),
    };
    let mut app =
        yew::Renderer::<LocaleForm>::with_root_and_props(root.clone(), props("en")).render();
    wait_for_requests(&stub, 1).await;
    let shown = |root: &web_sys::Element| {
        let nodes = root.query_selector_all("select option").unwrap();
        (0..nodes.length())
            .filter_map(|i| nodes.item(i))
            .filter_map(|n| n.text_content())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
    };
    for _ in 0..100 {
        if shown(&root) == ["Germany"] {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(shown(&root), ["Germany"]);
    app.update(props("de"));
    for _ in 0..100 {
        if shown(&root) == ["Deutschland"] {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(shown(&root), ["Deutschland"]);
    assert_eq!(urls(&stub).len(), 1, "no new request");
    assert_eq!(handle.el("c").value(), json!("de"));
}

/// Answers `/api/tags?lang=…` with the tags of that language.
struct Tags;

impl Transport for Tags {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        let tags = if url.ends_with("lang=de") {
            json!(["c"])
        } else {
            json!(["a", "b"])
        };
        Box::pin(async move { Ok(tags) })
    }

    fn post_json(&self, _url: &str, _body: &Value) -> LocalFuture<Result<Value, String>> {
        Box::pin(std::future::pending())
    }
}

#[derive(Properties, PartialEq)]
struct TagsProps {
    handle: FormHandle,
    lang: String,
}

#[component]
fn TagsForm(props: &TagsProps) -> Html {
    use yewform_elements::CheckboxgroupElement;
    let items = json!(format!("/api/tags?lang={}", props.lang));
    html! {
        <Form handle={props.handle.clone()}>
            <CheckboxgroupElement name="tags" {items} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn a_groups_new_items_prop_keeps_the_checked_values() {
    // Not a `{path}` refetch: `clearOnRefetch` (on by default for groups) does not apply, and
    // as the reference's group on a change to its `items` prop, the value stays.
    let root = mount_point();
    let handle = FormHandle::new();
    handle.set_transport(Rc::new(Tags));
    let props = |lang: &str| TagsProps {
        handle: handle.clone(),
        lang: lang.to_string(),
    };
    let mut app =
        yew::Renderer::<TagsForm>::with_root_and_props(root.clone(), props("en")).render();
    let checkboxes = |root: &web_sys::Element| {
        root.query_selector_all("input[type=checkbox]")
            .unwrap()
            .length()
    };
    for _ in 0..100 {
        if checkboxes(&root) == 2 {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(checkboxes(&root), 2);
    let el = handle.el("tags");
    assert_eq!(el.update(json!(["a"])), Ok(()));
    app.update(props("de"));
    for _ in 0..100 {
        if checkboxes(&root) == 1 {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(checkboxes(&root), 1, "the new items are shown");
    sleep(50).await;
    assert_eq!(el.value(), json!(["a"]));
}

/// Answers `/cities?country=…` with that country's cities, 300 ms after the request (so a
/// render can happen before the answer), and records the URLs.
struct Cities(Rc<RefCell<Vec<String>>>);

impl Transport for Cities {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        self.0.borrow_mut().push(url.to_string());
        let cities = match url.split_once("country=").map_or("", |(_, c)| c) {
            "de" => json!(["berlin", "munich"]),
            "fr" => json!(["paris", "lyon"]),
            _ => json!([]),
        };
        Box::pin(async move {
            sleep(300).await;
            Ok(cities)
        })
    }

    fn post_json(&self, url: &str, _body: &Value) -> LocalFuture<Result<Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("POST {url}: not in this test")) })
    }
}

/// Mounts `country` (de, fr; default de) and `city` (`/cities?country={country}`, `city`
/// adds its options) and waits for Germany's cities; returns the handle and the URLs asked.
async fn mount_dependent(
    city: Value,
) -> (
    FormHandle,
    Rc<RefCell<Vec<String>>>,
    yew::AppHandle<SchemaForm>,
) {
    let mut city_schema =
        json!({"type": "select", "native": false, "items": "/cities?country={country}"});
    if let (Some(schema), Some(options)) = (city_schema.as_object_mut(), city.as_object()) {
        schema.extend(options.clone());
    }
    let asked = Rc::new(RefCell::new(Vec::new()));
    let handle = FormHandle::new();
    handle.set_transport(Rc::new(Cities(asked.clone())));
    let app = yew::Renderer::<SchemaForm>::with_root_and_props(
        mount_point(),
        SchemaProps {
            schema: json!({
                "country": {"type": "select", "items": ["de", "fr"], "default": "de"},
                "city": city_schema
            }),
            handle: handle.clone(),
        },
    )
    .render();
    wait_for_answers(&handle, 1).await;
    assert_eq!(*asked.borrow(), ["/cities?country=de"]);
    (handle, asked, app)
}

/// Waits (up to 10 s) until `city` has had `count` items answers.
async fn wait_for_answers(handle: &FormHandle, count: u64) {
    for _ in 0..200 {
        if handle.read(|s| s.items_answers("city")).unwrap_or(0) >= count {
            flush().await;
            return;
        }
        sleep(50).await;
    }
    panic!("{count} answers expected");
}

#[wasm_bindgen_test]
async fn loading_a_saved_record_keeps_its_dependent_city_until_and_after_the_refetch() {
    let (handle, asked, _app) = mount_dependent(json!({})).await;
    handle
        .load(&json!({"country": "fr", "city": "paris"}), false)
        .unwrap();
    flush().await;
    // Rendered with Germany's cities still shown: paris is not checked against them.
    assert_eq!(
        handle.request_data(),
        json!({"country": "fr", "city": "paris"})
    );
    wait_for_answers(&handle, 2).await;
    assert_eq!(asked.borrow().last().unwrap(), "/cities?country=fr");
    assert_eq!(
        handle.request_data(),
        json!({"country": "fr", "city": "paris"})
    );
    // A city the new country lacks is dropped by the refetch's answer.
    handle
        .load(&json!({"country": "de", "city": "lyon"}), false)
        .unwrap();
    flush().await;
    wait_for_answers(&handle, 3).await;
    assert_eq!(
        handle.request_data(),
        json!({"country": "de", "city": null})
    );
}

#[wasm_bindgen_test]
async fn a_form_reset_keeps_the_dependent_selects_default() {
    let (handle, _asked, _app) = mount_dependent(json!({"default": "berlin"})).await;
    handle.el("country").update(json!("fr")).unwrap();
    flush().await;
    wait_for_answers(&handle, 2).await;
    handle.el("city").update(json!("paris")).unwrap();
    flush().await;
    handle.reset();
    flush().await;
    // Rendered with France's cities still shown: berlin is not checked against them.
    assert_eq!(
        handle.request_data(),
        json!({"country": "de", "city": "berlin"})
    );
    wait_for_answers(&handle, 3).await;
    assert_eq!(
        handle.request_data(),
        json!({"country": "de", "city": "berlin"})
    );
}
