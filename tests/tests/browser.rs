//! Browser tests: wasm-bindgen-test in headless Chromium (`cargo xtask test`).
//!
//! Each test mounts a real `<Form>` into the page, drives it the way a user or app code would
//! (DOM events, `ElementHandle` methods) and asserts what a user sees: values, events, DOM and
//! ARIA attributes, messages.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{EventArgs, FiredEvent, Form, FormHandle, SelectElement};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{choose, mount, mount_point, record, sleep};

fn select_in(root: &web_sys::Element, id: &str) -> web_sys::HtmlSelectElement {
    root.query_selector(&format!("#{id}"))
        .expect("query")
        .expect("select rendered")
        .dyn_into::<web_sys::HtmlSelectElement>()
        .expect("a <select>")
}

#[wasm_bindgen_test]
async fn changing_a_native_select_sets_the_value_fires_change_and_dirties() {
    let (root, handle) = mount(
        json!({"size": {"type": "select", "items": {"s": "Small", "m": "Medium"}, "default": "s"}}),
    )
    .await;
    let events = record(&handle, "size", &["change"]);
    let select = select_in(&root, "yf-size");
    assert_eq!(select.value(), "s", "the default is selected");
    assert!(!handle.el("size").dirty());

    choose(&select, "m").await;
    assert_eq!(handle.el("size").value(), json!("m"));
    assert!(handle.el("size").dirty());
    let events = events.borrow();
    assert_eq!(events.len(), 1);
    assert_eq!(
        events[0].args,
        EventArgs::Change {
            new: json!("m"),
            old: json!("s")
        }
    );
}

#[wasm_bindgen_test]
async fn numeric_items_give_numbers() {
    let (root, handle) = mount(json!({"n": {"type": "select", "items": [10, 20, 30]}})).await;
    choose(&select_in(&root, "yf-n"), "30").await;
    assert_eq!(handle.request_data(), json!({"n": 30}));
}

#[wasm_bindgen_test]
async fn reset_clear_load_update_through_the_element_handle() {
    let (root, handle) =
        mount(json!({"c": {"type": "select", "items": ["a", "b", "c"], "default": "b"}})).await;
    let el = handle.el("c");
    let events = record(&handle, "c", &["change", "clear", "reset"]);
    let select = select_in(&root, "yf-c");

    el.update(json!("c")).expect("c is an option");
    yew::scheduler::flush().await;
    assert_eq!(select.value(), "c");
    assert!(
        el.update(json!("zzz")).is_err(),
        "not among the items, allowAbsent off"
    );
    assert_eq!(el.value(), json!("c"));

    el.clear().expect("clear");
    yew::scheduler::flush().await;
    assert_eq!(el.value(), Value::Null);
    assert_eq!(select.value(), "", "the placeholder option");

    el.load(json!("a"), false).expect("load");
    yew::scheduler::flush().await;
    assert_eq!(select.value(), "a");

    el.reset().expect("reset");
    yew::scheduler::flush().await;
    assert_eq!(el.value(), json!("b"));
    assert!(!el.dirty());
    let names: Vec<String> = events.borrow().iter().map(|e| e.name.clone()).collect();
    assert_eq!(
        names,
        ["change", "clear", "change", "change", "reset", "change"]
    );
}

#[wasm_bindgen_test]
async fn a_validation_message_appears_on_change() {
    let (root, handle) = mount(json!({
        "size": {"type": "select", "label": "Size", "rules": "required|in:m",
                 "items": {"s": "Small", "m": "Medium"}}
    }))
    .await;
    let select = select_in(&root, "yf-size");
    choose(&select, "s").await;
    let error = root
        .query_selector("#yf-size__error")
        .expect("query")
        .expect("error shown");
    assert_eq!(
        error.text_content().as_deref(),
        Some("The selected Size is invalid.")
    );
    assert_eq!(
        select.get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    assert_eq!(
        select.get_attribute("aria-errormessage").as_deref(),
        Some("yf-size__error")
    );

    choose(&select, "m").await;
    assert!(
        root.query_selector("#yf-size__error")
            .expect("query")
            .is_none()
    );
    assert!(!handle.el("size").invalid());
}

#[wasm_bindgen_test]
async fn a_condition_hides_an_element_and_request_data_drops_it() {
    let (root, handle) = mount(json!({
        "ship": {"type": "select", "items": ["yes", "no"], "default": "yes"},
        "carrier": {"type": "select", "items": ["DHL", "UPS"], "default": "DHL",
                    "conditions": [["ship", "yes"]]}
    }))
    .await;
    assert_eq!(
        handle.request_data(),
        json!({"ship": "yes", "carrier": "DHL"})
    );
    let container = root
        .query_selector("[data-field='yf-carrier']")
        .expect("q")
        .expect("rendered");
    assert!(!container.has_attribute("hidden"));

    choose(&select_in(&root, "yf-ship"), "no").await;
    assert_eq!(handle.request_data(), json!({"ship": "no"}));
    assert!(container.has_attribute("hidden"), "the carrier is hidden");
    assert_eq!(
        handle.el("carrier").value(),
        json!("DHL"),
        "its value is kept"
    );

    choose(&select_in(&root, "yf-ship"), "yes").await;
    assert_eq!(
        handle.request_data(),
        json!({"ship": "yes", "carrier": "DHL"})
    );
}

#[wasm_bindgen_test]
async fn disable_and_enable() {
    let (root, handle) =
        mount(json!({"s": {"type": "select", "items": ["a"], "disabled": true}})).await;
    let select = select_in(&root, "yf-s");
    assert!(select.disabled());
    handle.el("s").enable().expect("enable");
    yew::scheduler::flush().await;
    assert!(!select.disabled(), "enable wins over the disabled option");
    handle.el("s").disable().expect("disable");
    yew::scheduler::flush().await;
    assert!(select.disabled());
    assert_eq!(
        select.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
}

#[derive(Properties, PartialEq)]
struct LifecycleProps {
    log: Callback<FiredEvent>,
    show: bool,
    handle: FormHandle,
}

#[component]
fn Lifecycle(props: &LifecycleProps) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            if props.show {
                <SelectElement name="x" items={json!(["a"])} on_lifecycle={props.log.clone()} />
            }
        </Form>
    }
}

#[wasm_bindgen_test]
async fn lifecycle_events_fire_in_order() {
    let root = mount_point();
    let seen = Rc::new(RefCell::new(Vec::<String>::new()));
    let log = {
        let seen = seen.clone();
        Callback::from(move |e: FiredEvent| seen.borrow_mut().push(e.name))
    };
    let handle = FormHandle::new();
    let mut app = yew::Renderer::<Lifecycle>::with_root_and_props(
        root.clone(),
        LifecycleProps {
            log: log.clone(),
            show: true,
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    assert_eq!(
        *seen.borrow(),
        ["beforeCreate", "created", "beforeMount", "mounted"]
    );
    seen.borrow_mut().clear();
    handle.el("x").update(json!("a")).expect("update");
    yew::scheduler::flush().await;
    assert_eq!(*seen.borrow(), ["beforeUpdate", "updated"]);
    seen.borrow_mut().clear();
    app.update(LifecycleProps {
        log,
        show: false,
        handle,
    });
    yew::scheduler::flush().await;
    assert_eq!(*seen.borrow(), ["beforeUnmount", "unmounted"]);
}

#[wasm_bindgen_test]
async fn script_and_onerror_in_a_schema_description_never_run() {
    let window = web_sys::window().expect("window");
    let (root, _) = mount(json!({"s": {"type": "select", "items": ["a"],
        "description": "Hi<script>window.yfPwned = 1</script><img src=\"x\" onerror=\"window.yfPwned = 2\">",
        "info": "<svg onload=\"window.yfPwned = 3\"></svg>",
        "label": "<a href=\"javascript:window.yfPwned=4\">L</a>"}}))
    .await;
    // Give a broken image time to fire its error event.
    sleep(200).await;
    let pwned = js_sys::Reflect::get(&window, &"yfPwned".into()).expect("reflect");
    assert!(pwned.is_undefined(), "injected code ran: {pwned:?}");
    let html = root.inner_html();
    assert!(
        html.contains("Hi") && !html.contains("<script") && !html.contains("onerror"),
        "{html}"
    );
    assert!(!html.contains("javascript:"), "{html}");
}

#[derive(Properties, PartialEq)]
struct HandlerProps {
    handler: Callback<FiredEvent>,
}

#[component]
fn HandlerForm(props: &HandlerProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "s": {"type": "select", "items": ["a", "b"], "onChange": "saveDraft"}
    }))
    .expect("valid schema");
    let handlers = vec![(AttrValue::from("saveDraft"), props.handler.clone())];
    html! { <Form {schema} {handlers} /> }
}

#[wasm_bindgen_test]
async fn schema_event_keys_call_named_rust_handlers() {
    let root = mount_point();
    let seen = Rc::new(RefCell::new(Vec::<EventArgs>::new()));
    let handler = {
        let seen = seen.clone();
        Callback::from(move |e: FiredEvent| seen.borrow_mut().push(e.args))
    };
    yew::Renderer::<HandlerForm>::with_root_and_props(root.clone(), HandlerProps { handler })
        .render();
    yew::scheduler::flush().await;
    choose(&select_in(&root, "yf-s"), "b").await;
    assert_eq!(
        *seen.borrow(),
        [EventArgs::Change {
            new: json!("b"),
            old: Value::Null
        }]
    );
}

#[wasm_bindgen_test]
async fn focused_follows_the_focus_of_every_kind_of_element() {
    let (root, handle) = mount(json!({
        "native": {"type": "select", "items": ["a", "b"]},
        "drop": {"type": "select", "search": true, "items": ["x", "y"]},
        "text": {"type": "t-editor"}
    }))
    .await;
    let focus = |selector: &str| {
        root.query_selector(selector)
            .expect("query")
            .unwrap_or_else(|| panic!("{selector} rendered"))
            .dyn_into::<web_sys::HtmlElement>()
            .expect("an HTML element")
            .focus()
            .expect("focus");
    };
    let focused = || {
        ["native", "drop", "text"]
            .into_iter()
            .filter(|path| handle.el(path).focused())
            .collect::<Vec<_>>()
    };
    assert!(focused().is_empty());
    focus("#yf-native");
    yew::scheduler::flush().await;
    assert_eq!(focused(), ["native"]);
    focus("#yf-drop");
    yew::scheduler::flush().await;
    assert_eq!(focused(), ["drop"]);
    focus("[data-field='yf-text'] [role=textbox]");
    yew::scheduler::flush().await;
    assert_eq!(focused(), ["text"]);
    if let Some(active) = web::document()
        .active_element()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        active.blur().expect("blur");
    }
    yew::scheduler::flush().await;
    assert!(focused().is_empty(), "{:?}", focused());
}

/// Issue 29 item 11: after a submit that failed validation the first invalid field takes the
/// focus (not the submit button) and the form's status region says how many need correcting.
#[wasm_bindgen_test]
async fn a_failed_submit_focuses_the_first_invalid_field_and_announces_the_count() {
    let (root, _handle) = mount(json!({
        "ok": {"type": "select", "items": ["a"], "default": "a", "rules": "required"},
        "first": {"type": "select", "items": ["a", "b"], "rules": "required"},
        "second": {"type": "select", "items": ["a", "b"], "rules": "required"}
    }))
    .await;
    let status = root
        .query_selector("p[role=status]")
        .expect("q")
        .expect("the status region is there before anything is announced");
    assert_eq!(status.text_content().unwrap_or_default(), "");
    web::submit(&root).await;
    let focused = web::document()
        .active_element()
        .map(|e| e.id())
        .unwrap_or_default();
    assert_eq!(focused, "yf-first", "the first invalid field has the focus");
    assert_eq!(
        status.text_content().unwrap_or_default(),
        "2 fields need correcting."
    );
}

/// Audit 5 of the form level, 8: the status region follows the fields it counted (one fixed:
/// one less; all fixed: empty) and empties on a form-wide `reset`, `clear` and `load`, so a
/// screen-reader user never hears a count that is no longer true.
#[wasm_bindgen_test]
async fn the_failed_submit_status_follows_the_fixes_and_empties_on_reset_clear_and_load() {
    let (root, handle) = mount(json!({
        "first": {"type": "select", "items": ["a", "b"], "rules": "required"},
        "second": {"type": "select", "items": ["a", "b"], "rules": "required"}
    }))
    .await;
    let status = root
        .query_selector("p[role=status]")
        .expect("q")
        .expect("the status region");
    let text = || status.text_content().unwrap_or_default();
    web::submit(&root).await;
    assert_eq!(text(), "2 fields need correcting.");
    choose(&select_in(&root, "yf-first"), "a").await;
    sleep(0).await;
    assert_eq!(text(), "1 field needs correcting.", "one fixed");
    choose(&select_in(&root, "yf-second"), "b").await;
    sleep(0).await;
    assert_eq!(text(), "", "every counted field fixed");

    handle.clear();
    web::submit(&root).await;
    assert_eq!(text(), "2 fields need correcting.");
    handle.reset();
    sleep(0).await;
    assert_eq!(text(), "", "after reset");

    web::submit(&root).await;
    assert_eq!(text(), "2 fields need correcting.");
    handle.clear();
    sleep(0).await;
    assert_eq!(text(), "", "after clear");

    web::submit(&root).await;
    assert_eq!(text(), "2 fields need correcting.");
    handle.load(&json!({"first": "a"}), false).unwrap();
    sleep(0).await;
    assert_eq!(text(), "", "after load");
}

#[derive(Properties, PartialEq)]
struct ChangingProps {
    handle: FormHandle,
    disabled: bool,
    locale: Option<String>,
    handler: Callback<FiredEvent>,
}

#[component]
fn Changing(props: &ChangingProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "s": {"type": "select", "items": ["a", "b"], "rules": "required", "onChange": "h"}
    }))
    .expect("valid schema");
    let handlers = vec![(AttrValue::from("h"), props.handler.clone())];
    html! {
        <Form {schema} {handlers} handle={props.handle.clone()} disabled={props.disabled}
            locale={props.locale.clone()} />
    }
}

/// `disabled`, `locale` and `handlers` changed after the first render reach the form (its
/// effect applies them): the field, the messages and the named handler follow, the state stays.
#[wasm_bindgen_test]
async fn changed_form_props_reach_the_state_after_the_render() {
    let root = mount_point();
    let (first, second) = (Rc::new(RefCell::new(0)), Rc::new(RefCell::new(0)));
    let counter = |n: &Rc<RefCell<i32>>| {
        let n = n.clone();
        Callback::from(move |_: FiredEvent| *n.borrow_mut() += 1)
    };
    let handle = FormHandle::new();
    let props = |disabled, locale: Option<&str>, handler| ChangingProps {
        handle: handle.clone(),
        disabled,
        locale: locale.map(str::to_string),
        handler,
    };
    let mut app = yew::Renderer::<Changing>::with_root_and_props(
        root.clone(),
        props(false, None, counter(&first)),
    )
    .render();
    yew::scheduler::flush().await;
    assert!(!handle.validate());
    let english = handle.el("s").error().expect("an error");

    app.update(props(true, Some("de"), counter(&second)));
    yew::scheduler::flush().await;
    let select = select_in(&root, "yf-s");
    assert!(select.disabled());
    assert!(handle.el("s").is_disabled());
    let german = handle.el("s").error().expect("the error stays");
    assert_ne!(english, german, "the message switched language");

    app.update(props(false, Some("de"), counter(&second)));
    yew::scheduler::flush().await;
    assert!(!select_in(&root, "yf-s").disabled());
    choose(&select_in(&root, "yf-s"), "b").await;
    assert_eq!(
        (*first.borrow(), *second.borrow()),
        (0, 1),
        "the new handler is called"
    );
    assert_eq!(handle.el("s").error(), None);

    // Taking the `locale` prop away brings the config's locale back (English here).
    handle.el("s").clear().unwrap();
    assert!(!handle.validate());
    assert_eq!(handle.el("s").error(), Some(german));
    app.update(props(false, None, counter(&second)));
    yew::scheduler::flush().await;
    assert_eq!(handle.el("s").error(), Some(english), "back to English");
}

#[derive(Properties, PartialEq)]
struct GreetingProps {
    handle: FormHandle,
    locale: Option<String>,
    on_change: Callback<(Value, Value)>,
}

#[component]
fn Greeting(props: &GreetingProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "first": {"type": "text", "default": "Ann"},
        "greeting": {"type": "hidden",
            "expression": {"en": "Hello {first}", "de": "Hallo {first}"}}
    }))
    .expect("valid schema");
    html! {
        <Form {schema} handle={props.handle.clone()} locale={props.locale.clone()}
            on_change={props.on_change.clone()} />
    }
}

/// A `locale` prop switch that gives a computed field (a locale map of expressions) a new
/// value reports it as any change: the field's `change` fires and `on_change` gets the new
/// and old data, as `set_language` does (audit 29-E, 1).
#[wasm_bindgen_test]
async fn a_locale_switch_reports_the_values_it_recomputes() {
    let root = mount_point();
    let handle = FormHandle::new();
    let changes: Rc<RefCell<Vec<(Value, Value)>>> = Rc::default();
    let on_change = {
        let changes = changes.clone();
        Callback::from(move |pair: (Value, Value)| changes.borrow_mut().push(pair))
    };
    let props = |locale: Option<&str>| GreetingProps {
        handle: handle.clone(),
        locale: locale.map(str::to_string),
        on_change: on_change.clone(),
    };
    let mut app =
        yew::Renderer::<Greeting>::with_root_and_props(root.clone(), props(None)).render();
    yew::scheduler::flush().await;
    let events = record(&handle, "greeting", &["change"]);
    assert_eq!(handle.el("greeting").value(), json!("Hello Ann"));

    app.update(props(Some("de")));
    yew::scheduler::flush().await;
    assert_eq!(handle.data()["greeting"], json!("Hallo Ann"));
    let args: Vec<EventArgs> = events.borrow().iter().map(|e| e.args.clone()).collect();
    assert_eq!(
        args,
        [EventArgs::Change {
            new: json!("Hallo Ann"),
            old: json!("Hello Ann")
        }],
        "the computed field's change fires once"
    );
    assert_eq!(
        *changes.borrow(),
        [(
            json!({"first": "Ann", "greeting": "Hallo Ann"}),
            json!({"first": "Ann", "greeting": "Hello Ann"})
        )],
        "on_change gets the new and the old data"
    );

    // The same locale again changes nothing and reports nothing.
    app.update(props(Some("de")));
    yew::scheduler::flush().await;
    assert_eq!((events.borrow().len(), changes.borrow().len()), (1, 1));
}

#[derive(Properties, PartialEq)]
struct OptionsProps {
    handle: FormHandle,
    handlers: Vec<(AttrValue, Callback<FiredEvent>)>,
    messages: Value,
}

#[component]
fn WithOptions(props: &OptionsProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "s": {"type": "select", "items": ["a", "b"], "rules": "required", "onChange": "h"}
    }))
    .expect("valid schema");
    html! {
        <Form {schema} handlers={props.handlers.clone()} handle={props.handle.clone()}
            messages={props.messages.clone()} submit_label="Send" />
    }
}

/// Audit 7 of the form level, 5: a named handler taken out of the `handlers` prop is no
/// longer called (the event warns "no handler registered" instead).
#[wasm_bindgen_test]
async fn a_handler_removed_from_the_handlers_prop_is_no_longer_called() {
    let root = mount_point();
    let calls = Rc::new(RefCell::new(0));
    let counter = {
        let calls = calls.clone();
        Callback::from(move |_: FiredEvent| *calls.borrow_mut() += 1)
    };
    let handle = FormHandle::new();
    let mut app = yew::Renderer::<WithOptions>::with_root_and_props(
        root.clone(),
        OptionsProps {
            handle: handle.clone(),
            handlers: vec![(AttrValue::from("h"), counter)],
            messages: Value::Null,
        },
    )
    .render();
    yew::scheduler::flush().await;
    choose(&select_in(&root, "yf-s"), "a").await;
    assert_eq!(*calls.borrow(), 1, "the handler is called");
    app.update(OptionsProps {
        handle: handle.clone(),
        handlers: vec![],
        messages: Value::Null,
    });
    yew::scheduler::flush().await;
    choose(&select_in(&root, "yf-s"), "b").await;
    assert_eq!(*calls.borrow(), 1, "the removed handler is not called");
}

/// Audit 7 of the form level, 6: a changed form option rebuilds the state (validation starts
/// afresh, no field shows an error): the failed submit's status says so at once.
#[wasm_bindgen_test]
async fn the_failed_submit_status_is_recomputed_after_a_rebuild() {
    let root = mount_point();
    let handle = FormHandle::new();
    let mut app = yew::Renderer::<WithOptions>::with_root_and_props(
        root.clone(),
        OptionsProps {
            handle: handle.clone(),
            handlers: vec![],
            messages: Value::Null,
        },
    )
    .render();
    yew::scheduler::flush().await;
    let text = || {
        root.query_selector("p[role=status]")
            .expect("q")
            .expect("the status region")
            .text_content()
            .unwrap_or_default()
    };
    web::submit(&root).await;
    assert_eq!(text(), "1 field needs correcting.");
    app.update(OptionsProps {
        handle: handle.clone(),
        handlers: vec![],
        messages: json!({"required": "Needed"}),
    });
    yew::scheduler::flush().await;
    sleep(0).await;
    assert_eq!(handle.el("s").error(), None, "validation started afresh");
    assert_eq!(text(), "", "no count of errors no longer shown");
}
