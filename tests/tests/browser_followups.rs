//! Browser tests of small contract details of the dropdown select: what `paste` listeners
//! receive.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yewform_elements::EventArgs;

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{mount, record};

fn q(root: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    root.query_selector(selector).unwrap()
}

fn countries() -> Value {
    json!([
        {"value": "de", "label": "Germany"},
        {"value": "fr", "label": "France"},
        {"value": "fi", "label": "Finland"}
    ])
}

#[wasm_bindgen_test]
async fn paste_listeners_receive_the_paste_event_and_its_text() {
    let (root, handle) = mount(json!({
        "c": {"type": "select", "native": false, "search": true, "items": countries()}
    }))
    .await;
    let events = record(&handle, "c", &["paste"]);
    let input = q(&root, "input[role=combobox]").expect("a search input");

    let transfer = web_sys::DataTransfer::new().unwrap();
    transfer.set_data("text/plain", "Fin").unwrap();
    let init = web_sys::ClipboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_clipboard_data(Some(&transfer));
    let paste = web_sys::ClipboardEvent::new_with_event_init_dict("paste", &init).unwrap();
    input.dispatch_event(&paste).unwrap();
    yew::scheduler::flush().await;

    let events = events.borrow();
    assert_eq!(events.len(), 1, "one paste event");
    let fired = &events[0];
    assert_eq!(fired.path, "c");
    assert_eq!(fired.element.path(), "c", "el$ comes with it");
    match &fired.args {
        EventArgs::Paste { text, event } => {
            assert_eq!(text.as_deref(), Some("Fin"), "the pasted text");
            let pasted: &web_sys::Event = paste.as_ref();
            assert_eq!(event, pasted, "the browser's paste event itself");
        }
        other => panic!("paste fired with {other:?}"),
    }
}
