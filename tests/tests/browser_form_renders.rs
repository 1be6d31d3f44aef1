//! How many element components a change re-renders. A change to one element re-renders that
//! element and the elements that depend on it (conditions, rules, endpoint variables), not
//! the whole form: each element fires `beforeUpdate` once per re-render, so the tests count
//! those across a form of 200 selects.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Map, Value, json};
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;

use yewform_core::schema::{ElementSchema, FormSchema};
use yewform_elements::by_ptr::ByArc;
use yewform_elements::hooks::use_element_slice;
use yewform_elements::{FiredEvent, Form, FormHandle, SelectElement};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{choose, focus, key, mount, mount_point};

const COUNT: usize = 200;

/// A schema of `COUNT` selects `s0` … `s199`, plus `extra` entries.
fn schema(native: bool, extra: Value) -> Value {
    let mut elements = Map::new();
    for i in 0..COUNT {
        elements.insert(
            format!("s{i}"),
            json!({"type": "select", "native": native, "label": format!("Select {i}"),
                   "items": {"a": "Alpha", "b": "Bravo", "c": "Charlie"}}),
        );
    }
    if let Value::Object(extra) = extra {
        elements.extend(extra);
    }
    Value::Object(elements)
}

/// Records the path of every element that re-renders (`beforeUpdate`).
fn count_renders(handle: &FormHandle, paths: &[String]) -> Rc<RefCell<Vec<String>>> {
    let seen = Rc::new(RefCell::new(Vec::new()));
    for path in paths {
        let seen = seen.clone();
        handle.el(path).on(
            "beforeUpdate",
            Callback::from(move |e: FiredEvent| seen.borrow_mut().push(e.path)),
        );
    }
    seen
}

fn paths() -> Vec<String> {
    (0..COUNT).map(|i| format!("s{i}")).collect()
}

fn q(root: &web_sys::Element, selector: &str) -> web_sys::Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("{selector} is rendered"))
}

#[wasm_bindgen_test]
async fn changing_one_of_200_native_selects_re_renders_only_that_one() {
    let (root, handle) = mount(schema(true, json!({}))).await;
    let renders = count_renders(&handle, &paths());
    let select = q(&root, "#yf-s100")
        .dyn_into::<web_sys::HtmlSelectElement>()
        .unwrap();

    choose(&select, "b").await;
    assert_eq!(handle.el("s100").value(), json!("b"));
    assert_eq!(select.value(), "b", "the page shows the choice");
    let renders = renders.borrow();
    assert!(
        renders.len() <= 3 && renders.iter().all(|p| p == "s100"),
        "{} element renders after one change: {:?}…",
        renders.len(),
        &renders[..renders.len().min(5)]
    );
}

#[wasm_bindgen_test]
async fn choosing_in_one_of_200_dropdown_selects_by_keyboard_re_renders_only_that_one() {
    let (root, handle) = mount(schema(false, json!({}))).await;
    let renders = count_renders(&handle, &paths());
    let combo = q(&root, "[data-field='yf-s100'] [role=combobox]");
    focus(&combo);

    key(&combo, "ArrowDown").await; // opens on Alpha
    key(&combo, "ArrowDown").await; // Bravo
    key(&combo, "Enter").await;
    assert_eq!(handle.el("s100").value(), json!("b"));
    let renders = renders.borrow();
    assert!(
        renders.len() <= 3 && renders.iter().all(|p| p == "s100"),
        "{} element renders after one choice: {:?}…",
        renders.len(),
        &renders[..renders.len().min(5)]
    );
}

#[wasm_bindgen_test]
async fn an_element_whose_conditions_read_the_changed_one_follows_it() {
    let (root, handle) = mount(schema(
        true,
        json!({"shown_on_b": {"type": "select", "items": ["x"], "label": "Only for Bravo",
                              "conditions": [["s100", "b"]]}}),
    ))
    .await;
    let renders = count_renders(&handle, &paths());
    let hidden = || q(&root, "[data-field='yf-shown_on_b']").has_attribute("hidden");
    assert!(hidden(), "hidden while s100 is not b");
    let select = q(&root, "#yf-s100")
        .dyn_into::<web_sys::HtmlSelectElement>()
        .unwrap();

    choose(&select, "b").await;
    assert!(!hidden(), "the dependent element appears");
    choose(&select, "c").await;
    assert!(hidden(), "and goes again");
    assert!(
        renders.borrow().iter().all(|p| p == "s100"),
        "no other select re-rendered"
    );
}

#[wasm_bindgen_test]
async fn form_wide_operations_still_reach_every_element() {
    let (root, handle) = mount(schema(true, json!({}))).await;
    handle
        .load(&json!({"s0": "b", "s150": "c", "s199": "a"}), false)
        .unwrap();
    yew::scheduler::flush().await;
    let value = |id: &str| {
        q(&root, &format!("#{id}"))
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
            .value()
    };
    assert_eq!(value("yf-s0"), "b");
    assert_eq!(value("yf-s150"), "c");
    assert_eq!(value("yf-s199"), "a");
    handle.reset();
    yew::scheduler::flush().await;
    assert_eq!(value("yf-s150"), "");
}

#[wasm_bindgen_test]
async fn validate_re_renders_only_the_selects_whose_validation_state_changed() {
    let mut elements = Map::new();
    for i in 0..COUNT {
        elements.insert(
            format!("s{i}"),
            json!({"type": "select", "native": true, "label": format!("Select {i}"),
                   "rules": "required", "items": {"a": "Alpha", "b": "Bravo"}}),
        );
    }
    let (root, handle) = mount(Value::Object(elements)).await;
    let select = |i: usize| {
        q(&root, &format!("#yf-s{i}"))
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
    };
    // The even selects get a valid value from the page (validated on change).
    for i in (0..COUNT).step_by(2) {
        choose(&select(i), "b").await;
    }
    assert!(handle.el("s0").validated() && !handle.el("s0").invalid());
    let renders = count_renders(&handle, &paths());

    assert!(!handle.validate());
    yew::scheduler::flush().await;

    let mut rendered: Vec<String> = renders.borrow().clone();
    rendered.sort();
    rendered.dedup();
    let mut odd: Vec<String> = (1..COUNT).step_by(2).map(|i| format!("s{i}")).collect();
    odd.sort();
    assert_eq!(rendered, odd, "only the 100 failing selects re-render");
    assert_eq!(
        select(1).get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    assert_eq!(
        select(2).get_attribute("aria-invalid").as_deref(),
        Some("false")
    );
    let error = q(&root, "[data-field='yf-s1']")
        .text_content()
        .unwrap_or_default();
    assert!(error.contains("required"), "s1 shows its error: {error}");

    // Validating again changes nobody's state: nothing re-renders.
    renders.borrow_mut().clear();
    assert!(!handle.validate());
    yew::scheduler::flush().await;
    assert!(renders.borrow().is_empty(), "{:?}", renders.borrow());
}

#[derive(Properties, PartialEq)]
struct BigProps {
    items: ByArc<Value>,
    handle: FormHandle,
}

/// One inline dropdown select whose `items` prop is the app's shared value.
#[component]
fn BigForm(props: &BigProps) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="big" label="Big" items={props.items.clone()}
                options={json!({"native": false, "search": true})} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn a_100000_option_select_shares_its_items_and_keeps_its_option_store_across_changes() {
    let items: Vec<Value> = (0..100_000)
        .map(|i| json!({"value": i, "label": format!("Option {i}")}))
        .collect();
    let items = ByArc::new(Value::Array(items));
    let handle = FormHandle::new();
    yew::Renderer::<BigForm>::with_root_and_props(
        mount_point(),
        BigProps {
            items: items.clone(),
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;

    // The schema entry holds the prop's value itself, not a copy.
    let shared = handle
        .read(|s| match s.schema_entry("big") {
            Some(ElementSchema::Select(select)) => Arc::ptr_eq(&select.items, &items.0),
            _ => false,
        })
        .unwrap_or(false);
    assert!(shared, "the entry shares the items prop");

    let big = handle.el("big");
    let store = big.options_store().expect("options normalised");
    assert_eq!(store.len(), 100_000);
    big.update(json!(99_999)).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(big.value(), json!(99_999));
    big.update(json!(5)).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(big.value(), json!(5));
    let after = big.options_store().expect("options still there");
    assert!(
        Arc::ptr_eq(&store, &after),
        "a value change does not normalise the options again"
    );
}

thread_local! {
    static ECHO_RENDERS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

#[derive(Properties, PartialEq)]
struct EchoProps {
    path: AttrValue,
}

/// An app's own view of one element's value, inside the form.
#[component]
fn Echo(props: &EchoProps) -> Html {
    let slice = use_element_slice(&props.path);
    ECHO_RENDERS.with(|r| r.borrow_mut().push(props.path.to_string()));
    let text = slice
        .map(|s| s.element.value().to_string())
        .unwrap_or_default();
    html! { <output id={format!("echo-{}", props.path)}>{ text }</output> }
}

#[derive(Properties, PartialEq)]
struct EchoFormProps {
    schema: Value,
    handle: FormHandle,
}

#[component]
fn EchoForm(props: &EchoFormProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! {
        <Form {schema} handle={props.handle.clone()}>
            <Echo path="s100" />
            <Echo path="*" />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn an_app_view_of_one_element_follows_that_element_only() {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<EchoForm>::with_root_and_props(
        root.clone(),
        EchoFormProps {
            schema: schema(true, json!({})),
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let echo = |path: &str| {
        q(&root, &format!("[id='echo-{path}']"))
            .text_content()
            .unwrap()
    };
    assert_eq!(echo("s100"), "null");
    ECHO_RENDERS.with(|r| r.borrow_mut().clear());

    let select = |id: &str| {
        q(&root, &format!("#{id}"))
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
    };
    choose(&select("yf-s5"), "c").await;
    assert_eq!(
        ECHO_RENDERS.with(|r| r.borrow().clone()),
        ["*"],
        "another element changed: only the view of every change re-renders"
    );
    choose(&select("yf-s100"), "b").await;
    assert_eq!(echo("s100"), "\"b\"");
    assert_eq!(
        echo("*"),
        "null",
        "the \"*\" view shows nothing but re-renders"
    );
    let renders = ECHO_RENDERS.with(|r| r.borrow().clone());
    assert_eq!(
        renders.iter().filter(|p| *p == "s100").count(),
        1,
        "{renders:?}"
    );

    handle.el("s100").update(json!("c")).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        echo("s100"),
        "\"c\"",
        "a change made in code reaches the view too"
    );
}

#[derive(Properties, PartialEq)]
struct ToggledProps {
    handle: FormHandle,
    show: bool,
    sent: Rc<RefCell<Vec<Value>>>,
}

/// An inline field the page renders only while `show`.
#[component]
fn Toggled(props: &ToggledProps) -> Html {
    let sent = props.sent.clone();
    let on_submit = Callback::from(move |data: Value| sent.borrow_mut().push(data));
    html! {
        <Form handle={props.handle.clone()} {on_submit} submit_label="Send">
            if props.show {
                <yewform_elements::TextElement name="a" rules={json!("required")} />
            }
            <yewform_elements::TextElement name="b" default={json!("x")} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn an_inline_element_the_page_stops_rendering_leaves_the_form() {
    let root = mount_point();
    let handle = FormHandle::new();
    let sent = Rc::new(RefCell::new(Vec::new()));
    let props = |show: bool| ToggledProps {
        handle: handle.clone(),
        show,
        sent: sent.clone(),
    };
    let app = yew::Renderer::<Toggled>::with_root_and_props(root.clone(), props(true)).render();
    web::flush().await;
    assert_eq!(handle.data(), json!({"a": null, "b": "x"}));
    let mut app = app;
    app.update(props(false));
    web::flush().await;
    web::sleep(10).await;
    assert_eq!(
        handle.data(),
        json!({"b": "x"}),
        "the removed field's value goes"
    );
    web::submit(&root).await;
    assert_eq!(
        *sent.borrow(),
        vec![json!({"b": "x"})],
        "its rule no longer blocks the submit"
    );
    // Rendered again, it is back in the form.
    app.update(props(true));
    web::flush().await;
    web::sleep(10).await;
    assert!(handle.data().get("a").is_some(), "{}", handle.data());
    app.destroy();
}

#[derive(Properties, PartialEq)]
struct PresentedProps {
    handle: FormHandle,
    messages: Value,
    force_labels: Option<bool>,
}

#[component]
fn Presented(props: &PresentedProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "text", "label": "A", "rules": "required"},
        "lines": {"type": "list", "initial": 1, "element": {"type": "text"}}
    }))
    .expect("valid schema in test");
    html! {
        <Form {schema} handle={props.handle.clone()} messages={props.messages.clone()}
            force_labels={props.force_labels}>
            <SelectElement name="s" items={json!(["a", "b"])} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn changing_the_forms_messages_or_force_labels_keeps_what_the_user_entered() {
    let root = mount_point();
    let handle = FormHandle::new();
    let props = |messages: Value, force_labels: Option<bool>| PresentedProps {
        handle: handle.clone(),
        messages,
        force_labels,
    };
    let mut app =
        yew::Renderer::<Presented>::with_root_and_props(root.clone(), props(Value::Null, None))
            .render();
    web::flush().await;
    handle.el("a").update(json!("typed")).unwrap();
    handle.el("lines").add(Some(json!("second"))).unwrap();
    handle.el("s").update(json!("b")).unwrap();
    web::flush().await;
    app.update(props(json!({"required": "Needed"}), None));
    web::flush().await;
    assert_eq!(
        handle.data(),
        json!({"a": "typed", "lines": [null, "second"], "s": "b"}),
        "a new messages prop keeps the values, the inline element's too"
    );
    app.update(props(json!({"required": "Needed"}), Some(true)));
    web::flush().await;
    assert_eq!(
        handle.data(),
        json!({"a": "typed", "lines": [null, "second"], "s": "b"})
    );
    assert!(handle.el("a").dirty());
    assert!(handle.el("s").dirty(), "the inline element stays dirty");
    // The new messages apply.
    handle.el("a").clear().unwrap();
    handle.el("a").validate().unwrap();
    web::flush().await;
    assert_eq!(handle.el("a").error().as_deref(), Some("Needed"));
    app.destroy();
}
