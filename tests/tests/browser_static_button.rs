//! Browser tests of `ButtonElement` and `StaticElement`: a submitting button submits the form
//! once with its request data (and not while a rule fails), a resetting button resets it, a
//! click handler (schema `{"fn"}` or `on_click` prop) runs with the form, a disabled or
//! loading button does nothing, and neither element is in the data.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{
    ButtonElement, EventArgs, FiredEvent, Form, FormHandle, Registry, StaticElement,
};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{mount_point, q_some, sleep};

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    handle: FormHandle,
    registry: Registry,
    on_submit: Callback<Value>,
    #[prop_or_default]
    on_click: Option<Callback<FiredEvent>>,
}

#[component]
fn ButtonForm(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! {
        <Form {schema} handle={props.handle.clone()} registry={props.registry.clone()}
            on_submit={props.on_submit.clone()}>
            <StaticElement name="note" content="Inline <b>note</b>" />
            <ButtonElement name="inline" button_label="Inline" on_click={props.on_click.clone()} />
        </Form>
    }
}

struct Mounted {
    root: web_sys::Element,
    handle: FormHandle,
    submitted: Rc<RefCell<Vec<Value>>>,
}

async fn mount_with(
    schema: Value,
    registry: Registry,
    on_click: Option<Callback<FiredEvent>>,
) -> Mounted {
    let root = mount_point();
    let handle = FormHandle::new();
    let submitted = Rc::new(RefCell::new(Vec::new()));
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: Value| submitted.borrow_mut().push(data))
    };
    yew::Renderer::<ButtonForm>::with_root_and_props(
        root.clone(),
        Props {
            schema,
            handle: handle.clone(),
            registry,
            on_submit,
            on_click,
        },
    )
    .render();
    yew::scheduler::flush().await;
    Mounted {
        root,
        handle,
        submitted,
    }
}

async fn mount(schema: Value) -> Mounted {
    mount_with(schema, Registry::new(), None).await
}

fn click(root: &web_sys::Element, selector: &str) {
    q_some(root, selector)
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .click();
}

fn schema() -> Value {
    json!({
        "intro": {"type": "static", "tag": "h2", "content": "Sign up"},
        "size": {"type": "select", "items": ["S", "M"], "default": "M", "rules": "required"},
        "send": {"type": "button", "buttonLabel": "Send", "submits": true},
        "again": {"type": "button", "buttonLabel": "Start over", "resets": true},
    })
}

#[wasm_bindgen_test]
async fn a_submitting_button_submits_once_with_the_request_data() {
    let m = mount(schema()).await;
    // It is the form's default button (the one implicit submission, Enter in a field, clicks).
    let default_button = q_some(&m.root, "form button[type=submit]");
    assert_eq!(default_button.id(), "yf-send");
    // Two clicks in a row (a double click): one submit.
    click(&m.root, "#yf-send");
    click(&m.root, "#yf-send");
    sleep(50).await;
    assert_eq!(*m.submitted.borrow(), vec![json!({"size": "M"})]);
    assert!(!m.handle.is_submitting());
    // Static and buttons are in no data.
    assert_eq!(m.handle.data(), json!({"size": "M"}));
    assert_eq!(m.handle.request_data(), json!({"size": "M"}));
    // A later click submits again.
    click(&m.root, "#yf-send");
    sleep(50).await;
    assert_eq!(m.submitted.borrow().len(), 2);
}

#[wasm_bindgen_test]
async fn a_failing_rule_stops_the_submit() {
    let mut schema = schema();
    schema["size"]["default"] = Value::Null;
    let m = mount(schema).await;
    click(&m.root, "#yf-send");
    sleep(50).await;
    assert!(m.submitted.borrow().is_empty());
    assert!(m.handle.el("size").invalid());
    assert!(m.root.text_content().unwrap().contains("required"));
    // The button is usable again once the submit ended.
    let send = q_some(&m.root, "#yf-send");
    assert!(!send.has_attribute("disabled") && !send.has_attribute("aria-busy"));
}

#[wasm_bindgen_test]
async fn a_resetting_button_resets_the_form_without_submitting() {
    let m = mount(schema()).await;
    m.handle.el("size").update(json!("S")).unwrap();
    sleep(10).await;
    assert_eq!(m.handle.data(), json!({"size": "S"}));
    assert_eq!(
        q_some(&m.root, "#yf-again")
            .get_attribute("type")
            .as_deref(),
        Some("button")
    );
    click(&m.root, "#yf-again");
    sleep(50).await;
    assert_eq!(m.handle.data(), json!({"size": "M"}));
    assert!(m.submitted.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn click_handlers_run_with_the_form() {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let registry = {
        let seen = seen.clone();
        Registry::new().handler("track", move |event: FiredEvent| {
            seen.borrow_mut()
                .push((event.path.clone(), event.element.form().data()));
        })
    };
    let on_click = {
        let seen = seen.clone();
        Callback::from(move |event: FiredEvent| {
            let form = event.element.form().clone();
            form.el("size").update(json!("S")).unwrap();
            seen.borrow_mut().push((event.path.clone(), form.data()));
        })
    };
    let mut schema = schema();
    schema["help"] = json!({"type": "button", "buttonLabel": "Help", "onClick": {"fn": "track"}});
    let m = mount_with(schema, registry, Some(on_click)).await;
    click(&m.root, "#yf-help");
    sleep(10).await;
    click(&m.root, "#yf-inline");
    sleep(10).await;
    assert_eq!(
        *seen.borrow(),
        vec![
            ("help".to_string(), json!({"size": "M"})),
            ("inline".to_string(), json!({"size": "S"})),
        ]
    );
    // Neither is a submit button.
    assert!(m.submitted.borrow().is_empty());
    // The inline static renders its sanitized content.
    assert!(m.root.inner_html().contains("Inline <b>note</b>"));
}

#[wasm_bindgen_test]
async fn a_disabled_or_loading_button_does_nothing() {
    let seen = Rc::new(RefCell::new(0));
    let registry = {
        let seen = seen.clone();
        Registry::new().handler("track", move |_: FiredEvent| *seen.borrow_mut() += 1)
    };
    let m = mount_with(
        json!({
            "size": {"type": "select", "items": ["S", "M"], "default": "M"},
            "off": {"type": "button", "buttonLabel": "Off", "submits": true, "disabled": true, "onClick": "track"},
            "busy": {"type": "button", "buttonLabel": "Busy", "submits": true, "loading": true, "onClick": "track"},
            "wipe": {"type": "button", "buttonLabel": "Wipe", "resets": true, "loading": true},
        }),
        registry,
        None,
    )
    .await;
    m.handle.el("size").update(json!("S")).unwrap();
    let off = q_some(&m.root, "#yf-off");
    assert!(off.has_attribute("disabled"));
    let busy = q_some(&m.root, "#yf-busy");
    assert_eq!(busy.get_attribute("aria-busy").as_deref(), Some("true"));
    click(&m.root, "#yf-off");
    click(&m.root, "#yf-busy");
    click(&m.root, "#yf-wipe");
    sleep(50).await;
    assert!(m.submitted.borrow().is_empty());
    assert_eq!(*seen.borrow(), 0);
    assert_eq!(
        m.handle.data(),
        json!({"size": "S"}),
        "no reset while loading"
    );
}

#[wasm_bindgen_test]
async fn conditions_hide_a_static_and_a_button() {
    let m = mount(json!({
        "plan": {"type": "select", "items": ["free", "pro"], "default": "free"},
        "pro_note": {"type": "static", "content": "Pro plan", "conditions": [["plan", "pro"]]},
        "buy": {"type": "button", "buttonLabel": "Buy", "submits": true, "conditions": [["plan", "pro"]]},
    }))
    .await;
    let hidden = |root: &web_sys::Element, id: &str| {
        q_some(root, &format!("[data-field=\"{id}\"]")).has_attribute("hidden")
    };
    assert!(hidden(&m.root, "yf-pro_note") && hidden(&m.root, "yf-buy"));
    m.handle.el("plan").update(json!("pro")).unwrap();
    sleep(10).await;
    assert!(!hidden(&m.root, "yf-pro_note") && !hidden(&m.root, "yf-buy"));
    assert!(
        q_some(&m.root, "#yf-pro_note")
            .text_content()
            .unwrap()
            .contains("Pro plan")
    );
    assert_eq!(m.handle.data(), json!({"plan": "pro"}));
}

/// A submitting button's `click` fires after the submit it asks for has started (the
/// reference: reset, then submit, then `click(form$, el$, event)`), with the browser's event.
#[wasm_bindgen_test]
async fn a_submit_buttons_click_fires_after_the_submit_started() {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let registry = {
        let seen = seen.clone();
        Registry::new().handler("track", move |event: FiredEvent| {
            let submitting = event.element.form().is_submitting();
            let mouse = matches!(event.args, EventArgs::Mouse(_));
            seen.borrow_mut().push((submitting, mouse));
        })
    };
    let mut schema = schema();
    schema["send"]["onClick"] = json!({"fn": "track"});
    let m = mount_with(schema, registry, None).await;
    click(&m.root, "#yf-send");
    sleep(50).await;
    assert_eq!(*seen.borrow(), vec![(true, true)]);
    // One submit, as before.
    assert_eq!(*m.submitted.borrow(), vec![json!({"size": "M"})]);
}

/// An anchor button without a link (`href: ""`, the reference's default) does not follow it
/// (the page would reload and lose what was typed); one with a link follows it after its
/// reset, as the reference's (audit 3).
#[wasm_bindgen_test]
async fn an_anchor_without_a_link_stays_and_one_with_a_link_follows_it_after_its_reset() {
    let m = mount(json!({
        "size": {"type": "select", "items": ["S", "M"], "default": "M"},
        "empty": {"type": "button", "buttonType": "anchor", "buttonLabel": "Empty", "href": ""},
        "none": {"type": "button", "buttonType": "anchor", "buttonLabel": "None", "resets": true},
        "go": {"type": "button", "buttonType": "anchor", "buttonLabel": "Go",
               "href": "#yf-after-reset", "resets": true}
    }))
    .await;
    let dispatch = |selector: &str| {
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
        q_some(&m.root, selector).dispatch_event(&event).unwrap()
    };
    assert!(
        !dispatch("a#yf-empty"),
        "no link: the default action is prevented"
    );
    // Without `href` (audit 10): `href=""`, so the anchor takes the focus (Tab reaches it),
    // and its click is prevented too.
    let none = q_some(&m.root, "a#yf-none");
    none.dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .focus()
        .unwrap();
    assert_eq!(
        web_sys::window()
            .unwrap()
            .document()
            .unwrap()
            .active_element(),
        Some(none.clone()),
        "an anchor without href is focusable"
    );
    assert!(
        !dispatch("a#yf-none"),
        "no href: the default action is prevented"
    );
    m.handle.el("size").update(json!("S")).unwrap();
    yew::scheduler::flush().await;
    assert!(dispatch("a#yf-go"), "a link: followed");
    yew::scheduler::flush().await;
    assert_eq!(m.handle.el("size").value(), json!("M"), "reset first");
}

/// Audit 5 of the form level, 1: the app holds the submit while its request runs
/// (`FormHandle::hold_submit` in `on_submit`): a click after validation ended but before
/// the answer arrived sends nothing, and the submitting button is busy meanwhile; once the
/// app drops the hold, the next click submits.
#[wasm_bindgen_test]
async fn a_submit_held_by_the_apps_request_ignores_another_click() {
    let root = mount_point();
    let handle = FormHandle::new();
    let sent = Rc::new(RefCell::new(Vec::new()));
    let request = Rc::new(RefCell::new(None));
    let on_submit = {
        let (handle, sent, request) = (handle.clone(), sent.clone(), request.clone());
        // The app's send: it runs until the test lets the answer arrive (drops the hold).
        Callback::from(move |data: Value| {
            sent.borrow_mut().push(data);
            *request.borrow_mut() = Some(handle.hold_submit());
        })
    };
    yew::Renderer::<ButtonForm>::with_root_and_props(
        root.clone(),
        Props {
            schema: schema(),
            handle: handle.clone(),
            registry: Registry::new(),
            on_submit,
            on_click: None,
        },
    )
    .render();
    yew::scheduler::flush().await;
    click(&root, "#yf-send");
    sleep(20).await;
    assert_eq!(sent.borrow().len(), 1, "sent once");
    assert!(handle.is_submitting(), "the request runs");
    let send = q_some(&root, "#yf-send");
    assert_eq!(send.get_attribute("aria-busy").as_deref(), Some("true"));
    click(&root, "#yf-send");
    sleep(20).await;
    assert_eq!(
        sent.borrow().len(),
        1,
        "no second send while the first runs"
    );

    // The answer arrived.
    request.borrow_mut().take();
    sleep(0).await;
    assert!(!handle.is_submitting());
    assert_eq!(send.get_attribute("aria-busy"), None);
    click(&root, "#yf-send");
    sleep(20).await;
    assert_eq!(sent.borrow().len(), 2, "a later click sends again");
}

/// Audit 15 #3: an upper-case `attrs` name is the same attribute as the tag's own, so
/// `REL` cannot turn a `target="_blank"` link's `rel` into `opener` (reverse tabnabbing),
/// and `hidden: false` leaves the static shown.
#[wasm_bindgen_test]
async fn a_statics_attrs_cannot_make_an_opener_link_or_hide_it_with_false() {
    let m = mount(json!({
        "docs": {"type": "static", "tag": "a", "href": "https://x.test", "target": "_blank",
                 "content": "Docs", "attrs": {"REL": "opener", "data-k": "d", "hidden": false}},
    }))
    .await;
    let link = q_some(&m.root, "a[data-k]");
    let rel = link.get_attribute("rel").unwrap_or_default();
    assert!(rel.split(' ').any(|w| w == "noopener"), "{rel}");
    assert!(!rel.split(' ').any(|w| w == "opener"), "{rel}");
    assert!(!link.has_attribute("hidden"), "{}", link.outer_html());
}
