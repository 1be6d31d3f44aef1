//! What the browser tests share: a mount point in the page, a schema form on it, a sleep
//! that lets timers and fetches run, event recorders, query helpers and the key, input,
//! change, mousedown and file-picker events a user sends. Each test file uses part of it.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    dead_code
)] // test code

use serde_json::Value;
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

/// The page's window.
pub fn window() -> web_sys::Window {
    web_sys::window().expect("window")
}

/// The page's document.
pub fn document() -> web_sys::Document {
    window().document().expect("document")
}

/// A fresh mount point in the document body.
pub fn mount_point() -> web_sys::Element {
    let div = document().create_element("div").expect("create div");
    document()
        .body()
        .expect("body")
        .append_child(&div)
        .expect("append");
    div
}

#[derive(Properties, PartialEq)]
struct SchemaProps {
    schema: Value,
    handle: FormHandle,
    /// A multilingual form in English and German.
    #[prop_or_default]
    bilingual: bool,
    /// The named event handlers the schema's `on*` keys refer to.
    #[prop_or_default]
    handlers: Vec<(AttrValue, Callback<yewform_elements::FiredEvent>)>,
}

#[component]
fn SchemaForm(props: &SchemaProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    let languages = props.bilingual.then(|| {
        vec![
            ("en".to_string(), "English".to_string()),
            ("de".to_string(), "Deutsch".to_string()),
        ]
    });
    html! {
        <Form {schema} handle={props.handle.clone()} handlers={props.handlers.clone()}
            multilingual={props.bilingual} {languages} />
    }
}

/// Mounts a schema form and returns its root and handle.
pub async fn mount(schema: Value) -> (web_sys::Element, FormHandle) {
    mount_form(schema, false).await
}

/// Mounts a multilingual (en/de) schema form and returns its root and handle.
pub async fn mount_bilingual(schema: Value) -> (web_sys::Element, FormHandle) {
    mount_form(schema, true).await
}

async fn mount_form(schema: Value, bilingual: bool) -> (web_sys::Element, FormHandle) {
    let handle = FormHandle::new();
    let root = mount_handled(schema, &handle, Vec::new(), bilingual).await;
    (root, handle)
}

/// Mounts a schema form on `handle` (set up beforehand, e.g. with a transport) with the named
/// `handlers`, multilingual (en/de) when `bilingual`; returns its root.
pub async fn mount_handled(
    schema: Value,
    handle: &FormHandle,
    handlers: Vec<(AttrValue, Callback<yewform_elements::FiredEvent>)>,
    bilingual: bool,
) -> web_sys::Element {
    let root = mount_point();
    yew::Renderer::<SchemaForm>::with_root_and_props(
        root.clone(),
        SchemaProps {
            schema,
            handle: handle.clone(),
            bilingual,
            handlers,
        },
    )
    .render();
    yew::scheduler::flush().await;
    root
}

/// Records every event of `names` on `path`.
pub fn record(
    handle: &FormHandle,
    path: &str,
    names: &[&str],
) -> std::rc::Rc<std::cell::RefCell<Vec<yewform_elements::FiredEvent>>> {
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    for name in names {
        let seen = seen.clone();
        handle.el(path).on(
            name,
            yew::Callback::from(move |e: yewform_elements::FiredEvent| seen.borrow_mut().push(e)),
        );
    }
    seen
}

/// Waits `ms` milliseconds (timers, fetches and broken images run), then flushes Yew.
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    yew::scheduler::flush().await;
}

/// Mounts a schema form in `root` and returns its handle and a function that unmounts it.
pub async fn mount_in(root: &web_sys::Element, schema: Value) -> (FormHandle, Box<dyn FnOnce()>) {
    let handle = FormHandle::new();
    let app = yew::Renderer::<SchemaForm>::with_root_and_props(
        root.clone(),
        SchemaProps {
            schema,
            handle: handle.clone(),
            bilingual: false,
            handlers: Vec::new(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    (handle, Box::new(move || app.destroy()))
}

/// The first element under `root` matching `selector`, if any.
pub fn q(root: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    root.query_selector(selector).unwrap()
}

/// The first element under `root` matching `selector`; panics when there is none.
pub fn q_some(root: &web_sys::Element, selector: &str) -> web_sys::Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
}

/// Records the names of every event of `names` on `path`.
pub fn record_names(
    handle: &FormHandle,
    path: &str,
    names: &[&str],
) -> std::rc::Rc<std::cell::RefCell<Vec<String>>> {
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    for name in names {
        let seen = seen.clone();
        handle.el(path).on(
            name,
            yew::Callback::from(move |e: yewform_elements::FiredEvent| {
                seen.borrow_mut().push(e.name)
            }),
        );
    }
    seen
}

/// Sends a bubbling, cancelable `keydown` of `key` to `target`, then flushes Yew; `true` when
/// a handler prevented its default action.
pub async fn key(target: &web_sys::Element, key: &str) -> bool {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    let not_prevented = target.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
    !not_prevented
}

/// Presses `key` on `target` with one modifier held (`"Alt"`, `"Control"`, `"Meta"` or
/// `"Shift"`), as `key`; `true` when a handler prevented its default action.
pub async fn key_with(target: &web_sys::Element, modifier: &str, key: &str) -> bool {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_alt_key(modifier == "Alt");
    init.set_ctrl_key(modifier == "Control");
    init.set_meta_key(modifier == "Meta");
    init.set_shift_key(modifier == "Shift");
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    let not_prevented = target.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
    !not_prevented
}

/// Sets the value of the input `input` to `text` and sends it a bubbling `input` event.
pub async fn type_text(input: &web_sys::Element, text: &str) {
    use wasm_bindgen::JsCast;
    let input = input.dyn_ref::<web_sys::HtmlInputElement>().unwrap();
    input.set_value(text);
    let init = web_sys::InputEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::InputEvent::new_with_event_init_dict("input", &init).unwrap();
    input.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
}

/// Sends a bubbling, cancelable `mousedown` to `target`, then flushes Yew.
pub async fn mousedown(target: &web_sys::Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("mousedown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
}

/// Submits the first `<form>` under `root` as Enter in a field or `requestSubmit()` would: a
/// bubbling, cancelable `submit` event; then waits for the form's validation to settle.
pub async fn submit(root: &web_sys::Element) {
    let form = q_some(root, "form");
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::Event::new_with_event_init_dict("submit", &init).unwrap();
    form.dispatch_event(&event).unwrap();
    sleep(50).await;
}

/// Focuses `element`.
pub fn focus(element: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    element
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .focus()
        .unwrap();
}

/// Flushes Yew's scheduler.
pub async fn flush() {
    yew::scheduler::flush().await;
}

/// A file with `content`, `name` and MIME `type`.
pub fn file(content: &str, name: &str, mime: &str) -> web_sys::File {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(content));
    let options = web_sys::FilePropertyBag::new();
    options.set_type(mime);
    web_sys::File::new_with_str_sequence_and_options(&parts, name, &options).expect("file")
}

/// Picks `files` in the editor's file picker (what the attach tool opens).
pub async fn pick_files(root: &web_sys::Element, files: &[web_sys::File]) {
    use wasm_bindgen::JsCast;
    let input = root
        .query_selector("input[type=file][data-editor-attach]")
        .expect("query")
        .expect("file input")
        .dyn_into::<web_sys::HtmlInputElement>()
        .expect("input");
    let transfer = web_sys::DataTransfer::new().expect("data transfer");
    for file in files {
        transfer.items().add_with_file(file).expect("add file");
    }
    input.set_files(transfer.files().as_ref());
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("event");
    input.dispatch_event(&event).expect("dispatch");
    yew::scheduler::flush().await;
}

/// The combobox list that `appendToBody` moved into the body, if any.
pub fn moved_list() -> Option<web_sys::Element> {
    document()
        .query_selector(".yf-combo-dropdown[data-appended]")
        .unwrap()
}

/// Sets the value of the native select `select` and sends it a bubbling `change` event.
pub async fn choose(select: &web_sys::HtmlSelectElement, value: &str) {
    select.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("event");
    select.dispatch_event(&event).expect("dispatch");
    yew::scheduler::flush().await;
}

/// Every element under `root` matching `selector`.
pub fn all(root: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    use wasm_bindgen::JsCast;
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .collect()
}

/// The editor's editing surface of `language`.
pub fn surface(root: &web_sys::Element, language: &str) -> web_sys::HtmlElement {
    use wasm_bindgen::JsCast;
    root.query_selector(&format!("[role=textbox][data-language={language}]"))
        .expect("query")
        .expect("surface rendered")
        .dyn_into::<web_sys::HtmlElement>()
        .expect("an HTML element")
}

/// A 1500 px tall block with `id` at the end of the body (room to scroll a field anywhere).
pub fn spacer(id: &str) -> web_sys::Element {
    let div = document().create_element("div").unwrap();
    div.set_id(id);
    div.set_attribute("style", "height:1500px").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div
}
