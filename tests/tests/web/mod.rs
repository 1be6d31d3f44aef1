//! What the browser tests share: a mount point in the page, a schema form on it, and a sleep
//! that lets timers and fetches run.
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
        <Form {schema} handle={props.handle.clone()} multilingual={props.bilingual} {languages} />
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
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<SchemaForm>::with_root_and_props(
        root.clone(),
        SchemaProps {
            schema,
            handle: handle.clone(),
            bilingual,
        },
    )
    .render();
    yew::scheduler::flush().await;
    (root, handle)
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
        },
    )
    .render();
    yew::scheduler::flush().await;
    (handle, Box::new(move || app.destroy()))
}
