//! Browser tests of issue 31's remaining options: `expression` on text and hidden (the
//! computed value follows what it reads, in the DOM, with its `change` event), `readonly`
//! given as conditions, a static's `expressions`, and the group views' keyboard.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{mount, q_some as q, record, type_text};

fn input(root: &web_sys::Element, selector: &str) -> web_sys::HtmlInputElement {
    q(root, selector).dyn_into().unwrap()
}

#[wasm_bindgen_test]
async fn an_expression_follows_what_it_reads() {
    let (root, handle) = mount(json!({
        "price": {"type": "text", "label": "Price", "default": "12"},
        "qty": {"type": "text", "label": "Quantity", "default": "2"},
        "total": {"type": "text", "label": "Total", "expression": "Total: {price * qty}"},
        "sku": {"type": "hidden", "expression": "{price}-{qty}"},
    }))
    .await;
    let total = input(&root, "#yf-total");
    assert_eq!(total.value(), "Total: 24");
    assert!(total.read_only());
    assert_eq!(input(&root, "#yf-sku").value(), "12-2");
    let changes = record(&handle, "total", &["change"]);
    type_text(&q(&root, "#yf-qty"), "3").await;
    assert_eq!(total.value(), "Total: 36");
    assert_eq!(input(&root, "#yf-sku").value(), "12-3");
    assert_eq!(changes.borrow().len(), 1);
    assert_eq!(
        handle.request_data(),
        json!({"price": "12", "qty": "3", "total": "Total: 36", "sku": "12-3"})
    );
    handle.clear();
    yew::scheduler::flush().await;
    // Both operands are null after `clear()`: `null * null` is 0, as in JavaScript.
    assert_eq!(total.value(), "Total: 0");
    handle.reset();
    yew::scheduler::flush().await;
    assert_eq!(total.value(), "Total: 24");
}

#[wasm_bindgen_test]
async fn readonly_conditions_follow_the_form() {
    let (root, handle) = mount(json!({
        "locked": {"type": "checkbox", "text": "Locked"},
        "code": {"type": "text", "label": "Code", "readonly": [["locked", true]]},
    }))
    .await;
    let code = input(&root, "#yf-code");
    assert!(!code.read_only());
    let checkbox = input(&root, "#yf-locked");
    checkbox.click();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("locked").value(), json!(true));
    assert!(code.read_only());
    checkbox.click();
    yew::scheduler::flush().await;
    assert!(!code.read_only());
}

#[wasm_bindgen_test]
async fn static_expressions_follow_the_data_as_text() {
    let (root, _handle) = mount(json!({
        "name": {"type": "text", "label": "Name", "default": "Ann"},
        "hi": {"type": "static", "content": "<p>Hello <b>{name}</b>!</p>", "expressions": true},
    }))
    .await;
    let hi = q(&root, "#yf-hi");
    assert_eq!(hi.text_content().unwrap_or_default(), "Hello Ann!");
    type_text(&q(&root, "#yf-name"), "<img src=x onerror=alert(1)>").await;
    assert_eq!(
        hi.text_content().unwrap_or_default(),
        "Hello <img src=x onerror=alert(1)>!"
    );
    assert!(hi.query_selector("img").unwrap().is_none());
    assert!(hi.query_selector("b").unwrap().is_some());
}

fn active_id() -> Option<String> {
    web::document().active_element().map(|e| e.id())
}

#[wasm_bindgen_test]
async fn arrow_keys_move_along_a_checkbox_groups_tabs() {
    let (root, handle) = mount(json!({
        "days": {"type": "checkboxgroup", "label": "Days", "view": "tabs",
            "items": ["mon", "tue", "wed", "thu"], "disables": ["wed"]},
    }))
    .await;
    let first = input(&root, "#yf-days__0");
    first.focus().unwrap();
    assert_eq!(active_id().as_deref(), Some("yf-days__0"));
    // Right moves on; the disabled tab is skipped; the end wraps to the start.
    assert!(web::key(&first, "ArrowRight").await);
    assert_eq!(active_id().as_deref(), Some("yf-days__1"));
    web::key(&q(&root, "#yf-days__1"), "ArrowRight").await;
    assert_eq!(active_id().as_deref(), Some("yf-days__3"));
    web::key(&q(&root, "#yf-days__3"), "ArrowDown").await;
    assert_eq!(active_id().as_deref(), Some("yf-days__0"));
    web::key(&first, "ArrowLeft").await;
    assert_eq!(active_id().as_deref(), Some("yf-days__3"));
    web::key(&q(&root, "#yf-days__3"), "Home").await;
    assert_eq!(active_id().as_deref(), Some("yf-days__0"));
    web::key(&first, "End").await;
    assert_eq!(active_id().as_deref(), Some("yf-days__3"));
    // Moving the focus checks nothing; other keys keep their meaning.
    assert_eq!(handle.el("days").value(), json!([]));
    assert!(!web::key(&q(&root, "#yf-days__3"), "a").await);
}

#[wasm_bindgen_test]
async fn a_checkbox_groups_tab_arrows_stay_inside_the_group() {
    // Other checkboxes on the page (a terms box, a second tabs group): Yew delegates the
    // fieldset's `keydown` to the app's root, so the keys must find their own group.
    let (root, _handle) = mount(json!({
        "days": {"type": "checkboxgroup", "label": "Days", "view": "tabs", "items": ["mon", "tue"]},
        "terms": {"type": "checkbox", "text": "OK"},
        "more": {"type": "checkboxgroup", "label": "More", "view": "tabs", "items": ["a", "b"]},
    }))
    .await;
    let last = input(&root, "#yf-days__1");
    last.focus().unwrap();
    assert!(web::key(&last, "ArrowRight").await);
    assert_eq!(active_id().as_deref(), Some("yf-days__0"));
    web::key(&q(&root, "#yf-days__0"), "ArrowLeft").await;
    assert_eq!(active_id().as_deref(), Some("yf-days__1"));
    let first = input(&root, "#yf-more__0");
    first.focus().unwrap();
    web::key(&first, "Home").await;
    assert_eq!(active_id().as_deref(), Some("yf-more__0"));
    web::key(&first, "End").await;
    assert_eq!(active_id().as_deref(), Some("yf-more__1"));
    web::key(&q(&root, "#yf-more__1"), "ArrowRight").await;
    assert_eq!(active_id().as_deref(), Some("yf-more__0"));
}

#[wasm_bindgen_test]
async fn a_radio_groups_tabs_are_one_native_radio_group() {
    let (root, _handle) = mount(json!({
        "plan": {"type": "radiogroup", "label": "Plan", "view": "tabs",
            "items": ["free", "pro", "team"]},
    }))
    .await;
    // The browser moves focus and selection among radios of one name with the arrow keys
    // (the WAI-ARIA APG radio group): one fieldset[role=radiogroup], native radios, one name,
    // focusable (visually hidden, not `display: none`), and no handler of ours in the way.
    let fieldset = q(&root, "fieldset#yf-plan");
    assert_eq!(
        fieldset.get_attribute("role").as_deref(),
        Some("radiogroup")
    );
    let radios = web::all(&root, "fieldset#yf-plan input");
    assert_eq!(radios.len(), 3);
    for radio in &radios {
        let radio: &web_sys::HtmlInputElement = radio.dyn_ref().unwrap();
        assert_eq!(radio.type_(), "radio");
        assert_eq!(radio.name(), "plan");
        assert!(radio.tab_index() >= 0 || radio.get_attribute("tabindex").is_none());
    }
    let first = input(&root, "#yf-plan__0");
    first.focus().unwrap();
    assert_eq!(active_id().as_deref(), Some("yf-plan__0"));
    assert!(!web::key(&first, "ArrowRight").await);
}

#[derive(yew::Properties, PartialEq)]
struct LoadingProps {
    handle: yewform_elements::FormHandle,
    clicks: yew::Callback<yewform_elements::FiredEvent>,
}

#[yew::component]
fn LoadingForm(props: &LoadingProps) -> yew::Html {
    use yewform_elements::{Form, Registry};
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "busy": {"type": "checkbox", "text": "Busy"},
        "go": {"type": "button", "buttonLabel": "Go", "loading": {"fn": "isBusy"}, "onClick": "count"},
    }))
    .unwrap();
    let clicks = props.clicks.clone();
    let registry = Registry::new()
        .condition("isBusy", |ctx| ctx.value("busy") == Some(json!(true)))
        .handler("count", move |event| clicks.emit(event));
    yew::html! { <Form {schema} handle={props.handle.clone()} {registry} /> }
}

#[wasm_bindgen_test]
async fn a_loading_function_follows_the_form_and_blocks_clicks() {
    let root = web::mount_point();
    let handle = yewform_elements::FormHandle::new();
    let clicks = std::rc::Rc::new(std::cell::Cell::new(0));
    let counter = clicks.clone();
    yew::Renderer::<LoadingForm>::with_root_and_props(
        root.clone(),
        LoadingProps {
            handle: handle.clone(),
            clicks: yew::Callback::from(move |_| counter.set(counter.get() + 1)),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let go: web_sys::HtmlElement = q(&root, "#yf-go").dyn_into().unwrap();
    assert_ne!(go.get_attribute("aria-busy").as_deref(), Some("true"));
    go.click();
    yew::scheduler::flush().await;
    assert_eq!(clicks.get(), 1);
    input(&root, "#yf-busy").click();
    yew::scheduler::flush().await;
    assert_eq!(go.get_attribute("aria-busy").as_deref(), Some("true"));
    go.click();
    yew::scheduler::flush().await;
    assert_eq!(clicks.get(), 1, "a loading button ignores clicks");
    input(&root, "#yf-busy").click();
    yew::scheduler::flush().await;
    assert_ne!(go.get_attribute("aria-busy").as_deref(), Some("true"));
}
