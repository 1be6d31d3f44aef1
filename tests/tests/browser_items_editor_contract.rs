//! Browser tests of the items and editor contract: `reset()` refetches endpoint items,
//! `clearOnRefetch` only on a `{path}` refetch, `allowAbsent` wherever a value enters, option
//! objects with `object: true`, plain text wrapped on every programmatic way into the editor,
//! and the schema's `onAlert` handler.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_elements::transport::{LocalFuture, Transport};
use yewform_elements::{FiredEvent, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{file, flush, mount_bilingual, mount_handled, pick_files, sleep, surface, window};

/// Answers every GET with the current `items` and records the URLs asked for.
#[derive(Default)]
struct Stub {
    items: RefCell<Value>,
    asked: RefCell<Vec<String>>,
}

struct StubTransport(Rc<Stub>);

impl Transport for StubTransport {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        self.0.asked.borrow_mut().push(url.to_string());
        let items = self.0.items.borrow().clone();
        Box::pin(async move { Ok(items) })
    }

    fn post_json(&self, url: &str, _body: &Value) -> LocalFuture<Result<Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("POST {url}: not in this test")) })
    }
}

/// Mounts `schema` with a stub transport answering `items`; returns the root, the handle and
/// the stub.
async fn mount_stubbed(schema: Value, items: Value) -> (web_sys::Element, FormHandle, Rc<Stub>) {
    let stub = Rc::new(Stub {
        items: RefCell::new(items),
        asked: RefCell::default(),
    });
    let handle = FormHandle::new();
    handle.set_transport(Rc::new(StubTransport(stub.clone())));
    let root = mount_handled(schema, &handle, Vec::new(), false).await;
    sleep(20).await;
    (root, handle, stub)
}

#[wasm_bindgen_test]
async fn reset_fetches_endpoint_items_again_unless_resolve_on_load_is_off() {
    let (_root, handle, stub) = mount_stubbed(
        json!({"s": {"type": "select", "items": "/api/letters"}}),
        json!(["a", "b"]),
    )
    .await;
    assert_eq!(*stub.asked.borrow(), ["/api/letters"]);
    handle.el("s").update(json!("a")).expect("an option");
    stub.items.replace(json!(["a", "b", "c"]));
    handle.el("s").reset().expect("reset");
    sleep(20).await;
    assert_eq!(
        *stub.asked.borrow(),
        ["/api/letters", "/api/letters"],
        "reset() fetches the items again"
    );
    handle
        .el("s")
        .update(json!("c"))
        .expect("a refetched option");
    handle.reset();
    sleep(20).await;
    assert_eq!(stub.asked.borrow().len(), 3, "a form-wide reset too");

    let (_root, handle, stub) = mount_stubbed(
        json!({"s": {"type": "select", "native": false, "items": "/api/lazy", "resolveOnLoad": false}}),
        json!(["a"]),
    )
    .await;
    assert!(stub.asked.borrow().is_empty());
    handle.el("s").reset().expect("reset");
    sleep(20).await;
    assert!(
        stub.asked.borrow().is_empty(),
        "resolveOnLoad: false: reset fetches nothing"
    );
}

#[wasm_bindgen_test]
async fn a_native_select_loads_its_endpoint_items_whatever_resolve_on_load_says() {
    // `resolveOnLoad` has no native support: the `<select>` has no search to load later.
    let (root, handle, stub) = mount_stubbed(
        json!({"s": {"type": "select", "items": "/api/sizes", "resolveOnLoad": false}}),
        json!(["S", "M"]),
    )
    .await;
    sleep(20).await;
    assert_eq!(*stub.asked.borrow(), ["/api/sizes"]);
    let options: Vec<String> = {
        let nodes = root.query_selector_all("select option").unwrap();
        (0..nodes.length())
            .filter_map(|i| nodes.item(i))
            .filter_map(|n| n.text_content())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .collect()
    };
    assert_eq!(options, ["S", "M"]);
    // reset() keeps the reference's rule: no refetch with `resolveOnLoad: false`.
    handle.el("s").reset().expect("reset");
    sleep(20).await;
    assert_eq!(stub.asked.borrow().len(), 1);
}

#[wasm_bindgen_test]
async fn clear_on_refetch_clears_on_a_path_refetch_only() {
    let (_root, handle, stub) = mount_stubbed(
        json!({
            "country": {"type": "select", "items": ["de", "fr"], "default": "de"},
            "city": {"type": "select", "items": "/api/cities?c={country}", "clearOnRefetch": true},
        }),
        json!(["Berlin", "Paris"]),
    )
    .await;
    let city = handle.el("city");
    city.update(json!("Berlin")).expect("an option");
    city.update_items(false);
    sleep(20).await;
    assert_eq!(stub.asked.borrow().len(), 2, "update_items() fetched");
    assert_eq!(
        city.value(),
        json!("Berlin"),
        "a plain update_items() is not a refetch caused by a variable"
    );
    handle.el("country").update(json!("fr")).expect("an option");
    sleep(20).await;
    assert_eq!(stub.asked.borrow().last().unwrap(), "/api/cities?c=fr");
    assert_eq!(city.value(), Value::Null, "a {{country}} refetch clears");
}

/// A `{path}` change refetches before the first load too (`resolveOnLoad: false`), as the
/// spec's States row: the stale city of the loaded record is cleared (audit7-select 2).
#[wasm_bindgen_test]
async fn a_path_change_before_the_first_load_refetches_with_resolve_on_load_off() {
    let (_root, handle, stub) = mount_stubbed(
        json!({
            "country": {"type": "select", "items": ["de", "fr"]},
            "city": {"type": "select", "search": true, "resolveOnLoad": false,
                "clearOnRefetch": true, "items": "/api/cities?c={country}"},
        }),
        json!(["berlin", "paris"]),
    )
    .await;
    handle
        .load(&json!({"country": "de", "city": "berlin"}), false)
        .expect("load");
    sleep(20).await;
    // The loaded `country` is a change too: it fetched (and clearOnRefetch cleared).
    assert_eq!(*stub.asked.borrow(), ["/api/cities?c=de"]);
    stub.asked.borrow_mut().clear();
    handle
        .el("city")
        .update(json!("berlin"))
        .expect("an option");
    handle.el("country").update(json!("fr")).expect("an option");
    sleep(20).await;
    assert_eq!(*stub.asked.borrow(), ["/api/cities?c=fr"]);
    assert_eq!(handle.el("city").value(), Value::Null, "clearOnRefetch");
    assert_eq!(handle.request_data()["city"], Value::Null);
}

#[wasm_bindgen_test]
async fn update_with_object_takes_an_option_object() {
    let (_root, handle, _stub) = mount_stubbed(
        json!({"s": {"type": "select", "object": true,
            "items": [{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}]}}),
        Value::Null,
    )
    .await;
    let s = handle.el("s");
    s.update(json!({"value": "fr", "label": "France"}))
        .expect("an option object is a valid value");
    assert_eq!(s.value(), json!({"value": "fr", "label": "France"}));
    assert!(
        s.update(json!({"value": "it", "label": "Italy"})).is_err(),
        "not among the options"
    );
    assert_eq!(s.value(), json!({"value": "fr", "label": "France"}));
}

#[wasm_bindgen_test]
async fn allow_absent_off_holds_for_load_defaults_and_refetches() {
    let (_root, handle, stub) = mount_stubbed(
        json!({
            "s": {"type": "select", "items": ["a", "b"], "default": "z"},
            "e": {"type": "select", "items": "/api/e"},
            "free": {"type": "select", "items": ["a"], "allowAbsent": true},
        }),
        json!(["a", "b"]),
    )
    .await;
    let s = handle.el("s");
    assert_eq!(s.value(), Value::Null, "a default not among the items");
    assert!(
        s.load(json!("z"), false).is_err(),
        "load() refuses like update()"
    );
    assert_eq!(s.value(), Value::Null);
    s.load(json!("b"), false).expect("an option");
    assert_eq!(s.value(), json!("b"));

    handle
        .load(&json!({"s": "zz", "e": "b", "free": "zz"}), false)
        .expect("form load");
    flush().await;
    sleep(10).await;
    assert_eq!(
        s.value(),
        Value::Null,
        "the form's load drops an absent value"
    );
    assert_eq!(
        handle.el("free").value(),
        json!("zz"),
        "allowAbsent keeps it"
    );
    assert_eq!(handle.el("e").value(), json!("b"));

    stub.items.replace(json!(["a"]));
    handle.el("e").update_items(false);
    sleep(20).await;
    assert_eq!(
        handle.el("e").value(),
        Value::Null,
        "refetched items drop it"
    );
}

fn value_in(handle: &FormHandle, path: &str, language: &str) -> Value {
    handle.el(path).value()[language].clone()
}

/// Issue 29 item 1: plain text the app sets by `update`/`load` stays in the value as given
/// (the surface shows it in a `div`); a plain-text default is wrapped; markup is cleaned.
#[wasm_bindgen_test]
async fn plain_text_update_and_load_keep_the_value_and_show_it_in_a_div() {
    let (root, handle) =
        mount_bilingual(json!({"t": {"type": "t-editor", "default": "Start"}})).await;
    let t = handle.el("t");
    assert_eq!(value_in(&handle, "t", "en"), json!("<div>Start</div>"));
    t.update(json!("Tom & Jerry")).expect("update");
    flush().await;
    assert_eq!(value_in(&handle, "t", "en"), json!("Tom & Jerry"));
    assert_eq!(
        surface(&root, "en").inner_html(),
        "<div>Tom &amp; Jerry</div>"
    );
    t.load(json!({"de": "Hallo"}), false).expect("load");
    flush().await;
    assert_eq!(value_in(&handle, "t", "de"), json!("Hallo"));
    assert_eq!(surface(&root, "de").inner_html(), "<div>Hallo</div>");
    handle
        .load(
            &json!({"t": {"en": "Form", "de": "<p onclick=\"alert(1)\">x<script>alert(2)</script></p>"}}),
            false,
        )
        .expect("form load");
    flush().await;
    assert_eq!(t.value(), json!({"en": "Form", "de": "<p>x</p>"}));
    assert_eq!(
        handle.request_data()["t"],
        json!({"en": "Form", "de": "<p>x</p>"}),
        "what leaves the form is as clean as what it shows"
    );
}

/// Replaces `window.alert` with a recorder.
fn stub_alert() {
    let function =
        js_sys::Function::new_with_args("m", "(window.yfAlerts = window.yfAlerts || []).push(m);");
    js_sys::Reflect::set(&window(), &JsValue::from_str("alert"), &function).expect("stub");
    js_sys::Reflect::delete_property(&window(), &JsValue::from_str("yfAlerts")).expect("clear");
}

fn shown_alerts() -> Vec<String> {
    let shown = js_sys::Reflect::get(&window(), &JsValue::from_str("yfAlerts")).expect("get");
    if shown.is_undefined() {
        return Vec::new();
    }
    js_sys::Array::from(&shown)
        .iter()
        .map(|v| v.as_string().unwrap_or_default())
        .collect()
}

async fn pick_file(root: &web_sys::Element, name: &str, mime: &str) {
    pick_files(root, &[file("x", name, mime)]).await;
}

#[wasm_bindgen_test]
async fn the_schema_on_alert_handler_hears_alerts_and_no_dialog_opens() {
    let heard: Rc<RefCell<Vec<String>>> = Rc::default();
    let handler = {
        let heard = heard.clone();
        Callback::from(move |event: FiredEvent| {
            if let yewform_elements::EventArgs::Alert(message) = event.args {
                heard.borrow_mut().push(message);
            }
        })
    };
    let handle = FormHandle::new();
    let root = mount_handled(
        json!({"t": {"type": "t-editor", "accept": ["png"], "onAlert": "showAlert",
            "endpoint": "/never-called"}}),
        &handle,
        vec![(AttrValue::from("showAlert"), handler)],
        true,
    )
    .await;
    stub_alert();
    pick_file(&root, "notes.txt", "text/plain").await;
    assert_eq!(*heard.borrow(), ["Accepted extensions are: png"]);
    assert!(
        shown_alerts().is_empty(),
        "a named handler is a listener: no dialog"
    );

    // `off("alert")` removes the named handler too: no listener exists, the dialog shows.
    handle.el("t").off("alert");
    stub_alert();
    pick_file(&root, "notes.txt", "text/plain").await;
    assert_eq!(
        heard.borrow().len(),
        1,
        "the silenced handler hears nothing"
    );
    assert_eq!(shown_alerts(), ["Accepted extensions are: png"]);

    // No listener at all: the browser's dialog.
    let (root, _handle) =
        mount_bilingual(json!({"t": {"type": "t-editor", "accept": ["png"]}})).await;
    stub_alert();
    pick_file(&root, "notes.txt", "text/plain").await;
    assert_eq!(shown_alerts(), ["Accepted extensions are: png"]);
}

/// Types `text` into the combobox search input as a user does.
async fn type_search(root: &web_sys::Element, text: &str) {
    let input = root
        .query_selector("input[role=combobox]")
        .expect("query")
        .expect("a search input")
        .dyn_into::<web_sys::HtmlInputElement>()
        .expect("input");
    input.set_value(text);
    let init = web_sys::InputEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::InputEvent::new_with_event_init_dict("input", &init).expect("event");
    input.dispatch_event(&event).expect("dispatch");
    flush().await;
}

#[wasm_bindgen_test]
async fn a_list_emptied_for_a_search_never_drops_the_value() {
    let (root, handle, stub) = mount_stubbed(
        json!({"s": {"type": "select", "items": "/api/s", "search": true, "delay": 0,
            "clearOnSearch": true}}),
        json!(["apple", "banana"]),
    )
    .await;
    let s = handle.el("s");
    s.update(json!("apple")).expect("an option");
    stub.items.replace(json!(["banana"]));
    type_search(&root, "ban").await;
    sleep(20).await;
    assert_eq!(
        stub.asked.borrow().last().unwrap(),
        "/api/s?query=ban",
        "the search reached the endpoint"
    );
    assert_eq!(
        s.value(),
        json!("apple"),
        "neither the emptied list nor the search answer is the full list"
    );
}
