//! Browser tests of small contract details of the dropdown select: what `paste` listeners
//! receive, choosing the selected option again with `canDeselect: false`, and the empty
//! list's text while `loading` is on.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yewform_elements::EventArgs;

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{focus, key, mount, mousedown, q, record};

fn field(root: &web_sys::Element, name: &str) -> web_sys::Element {
    q(root, &format!("[data-field='yf-{name}']"))
        .unwrap_or_else(|| panic!("element {name} is rendered"))
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

#[wasm_bindgen_test]
async fn choosing_the_selected_option_again_without_can_deselect_does_nothing() {
    let (root, handle) = mount(json!({
        "keep": {"type": "select", "native": false, "items": countries(), "default": "fr",
            "canDeselect": false}
    }))
    .await;
    let events = record(&handle, "keep", &["select", "deselect", "change", "close"]);
    let combo = q(&field(&root, "keep"), "[role=combobox]").unwrap();
    focus(&combo);

    // Enter on the selected option (opening points at it) accepts it: the value stays, no
    // value event, and the list closes (closeOnSelect), as the APG and a native select.
    key(&combo, "ArrowDown").await;
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    let pointed = web::document().get_element_by_id(&active).unwrap();
    assert_eq!(pointed.text_content().as_deref(), Some("France"));
    key(&combo, "Enter").await;
    assert_eq!(handle.el("keep").value(), json!("fr"));
    let names: Vec<String> = events.borrow().iter().map(|e| e.name.clone()).collect();
    assert_eq!(names, ["close"], "Enter on the selected option");
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    events.borrow_mut().clear();

    // A press on the selected option: nothing (the reference closes only with
    // closeOnDeselect, false by default).
    key(&combo, "ArrowDown").await;
    let selected = q(&root, "[role=option][aria-selected=true]").expect("the selected option");
    mousedown(&selected).await;
    assert_eq!(handle.el("keep").value(), json!("fr"));
    let names: Vec<String> = events.borrow().iter().map(|e| e.name.clone()).collect();
    assert!(
        names.is_empty(),
        "a press on the selected option fired {names:?}"
    );

    // Another option is still chosen as usual.
    let other = q(&root, "[role=option][aria-selected=false]").unwrap();
    mousedown(&other).await;
    let names: Vec<String> = events.borrow().iter().map(|e| e.name.clone()).collect();
    assert_eq!(names, ["select", "close", "change"]);
}

#[wasm_bindgen_test]
async fn loading_with_no_options_still_says_the_list_is_empty() {
    let (root, _) = mount(json!({
        "busy": {"type": "select", "native": false, "items": [], "loading": true}
    }))
    .await;
    let container = field(&root, "busy");
    let combo = q(&container, "[role=combobox]").unwrap();
    assert_eq!(combo.get_attribute("aria-busy").as_deref(), Some("true"));
    key(&combo, "ArrowDown").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    let list = q(&container, "[role=listbox]")
        .and_then(|l| l.parent_element())
        .expect("the open list");
    assert!(
        list.text_content()
            .unwrap_or_default()
            .contains("The list is empty"),
        "{}",
        list.outer_html()
    );
}
