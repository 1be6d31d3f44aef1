//! Browser tests of the handle contract: an inline element follows its changed props, the
//! form submits only after its server rules answered and passed, `off()` removes an event
//! prop, the DOM properties (`input`, `container`, `mounted`), and the `<Form>`'s `disabled`.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_elements::transport::{LocalFuture, Transport};
use yewform_elements::{FiredEvent, Form, FormHandle, SelectElement};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{flush, mount_point, sleep};

/// The options of an inline select, as its parent holds them in state.
#[derive(Clone, PartialEq)]
struct Inline {
    items: yewform_elements::by_ptr::ByPtr<Value>,
    label: AttrValue,
    rules: Value,
    disabled: bool,
}

#[derive(Properties, PartialEq)]
struct InlineProps {
    handle: FormHandle,
    /// Receives the setter of the parent's state.
    set: Rc<RefCell<Option<UseStateSetter<Inline>>>>,
    start: Inline,
    #[prop_or_default]
    on_change: Option<Callback<FiredEvent>>,
}

#[component]
fn InlineForm(props: &InlineProps) -> Html {
    let start = props.start.clone();
    let state = use_state(move || start);
    *props.set.borrow_mut() = Some(state.setter());
    let s = (*state).clone();
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="s" items={s.items} label={s.label} rules={s.rules}
                disabled={json!(s.disabled)} on_change={props.on_change.clone()} />
        </Form>
    }
}

async fn mount_inline(
    start: Inline,
    on_change: Option<Callback<FiredEvent>>,
) -> (
    web_sys::Element,
    FormHandle,
    Rc<RefCell<Option<UseStateSetter<Inline>>>>,
) {
    let root = mount_point();
    let handle = FormHandle::new();
    let set = Rc::new(RefCell::new(None));
    yew::Renderer::<InlineForm>::with_root_and_props(
        root.clone(),
        InlineProps {
            handle: handle.clone(),
            set: set.clone(),
            start,
            on_change,
        },
    )
    .render();
    flush().await;
    (root, handle, set)
}

fn texts(root: &web_sys::Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|n| n.text_content().unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
async fn an_inline_element_follows_its_changed_props_and_keeps_its_value() {
    let start = Inline {
        items: yewform_elements::by_ptr::ByPtr::new(json!(["a", "b"])),
        label: "Size".into(),
        rules: Value::Null,
        disabled: false,
    };
    let (root, handle, set) = mount_inline(start.clone(), None).await;
    let s = handle.el("s");
    s.update(json!("b")).unwrap();
    flush().await;
    assert_eq!(texts(&root, "label"), ["Size"]);
    assert_eq!(texts(&root, "option[value]").len(), 3, "placeholder + a, b");

    let setter = set.borrow().clone().unwrap();
    setter.set(Inline {
        items: yewform_elements::by_ptr::ByPtr::new(json!(["a", "b", "c"])),
        label: "Width".into(),
        rules: json!("required|in:c"),
        disabled: true,
    });
    flush().await;
    sleep(10).await;

    assert_eq!(texts(&root, "label"), ["Width"], "the new label shows");
    let options = texts(&root, "option");
    assert!(
        options.iter().any(|o| o == "c"),
        "the new items: {options:?}"
    );
    assert!(s.is_required(), "the new rules are parsed");
    assert!(s.is_disabled(), "the new disabled option");
    let select = root
        .query_selector("select")
        .unwrap()
        .unwrap()
        .dyn_into::<web_sys::HtmlSelectElement>()
        .unwrap();
    assert!(select.disabled());
    assert_eq!(s.value(), json!("b"), "the value is kept");
    s.validate().unwrap();
    assert_eq!(s.errors().len(), 1, "`in:c` fails for b: {:?}", s.errors());
}

/// Answers each POST (server rule) when the test opens the gate, with its answer.
#[derive(Default)]
struct Gate {
    resolve: RefCell<Vec<js_sys::Function>>,
    posts: RefCell<Vec<Value>>,
}

struct GateTransport(Rc<Gate>);

impl Transport for GateTransport {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("GET {url}: not in this test")) })
    }

    fn post_json(&self, _url: &str, body: &Value) -> LocalFuture<Result<Value, String>> {
        self.0.posts.borrow_mut().push(body.clone());
        let gate = self.0.clone();
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            gate.resolve.borrow_mut().push(resolve);
        });
        Box::pin(async move {
            let answer = wasm_bindgen_futures::JsFuture::from(promise)
                .await
                .map_err(|_| "rejected".to_string())?;
            Ok(json!(answer.as_bool().unwrap_or(false)))
        })
    }
}

impl Gate {
    fn answer(&self, valid: bool) {
        for resolve in self.resolve.borrow_mut().drain(..) {
            resolve
                .call1(&JsValue::NULL, &JsValue::from(valid))
                .unwrap();
        }
    }
}

#[derive(Properties, PartialEq)]
struct SubmitProps {
    handle: FormHandle,
    on_submit: Callback<Value>,
}

#[component]
fn SubmitForm(props: &SubmitProps) -> Html {
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "user": {"type": "select", "items": ["ann", "bob"], "rules": "required|unique:users",
                 "default": "ann"}
    }))
    .unwrap();
    html! {
        <Form {schema} handle={props.handle.clone()} on_submit={props.on_submit.clone()}
            submit_label="Send" />
    }
}

async fn mount_submit() -> (
    web_sys::Element,
    FormHandle,
    Rc<Gate>,
    Rc<RefCell<Vec<Value>>>,
) {
    let root = mount_point();
    let handle = FormHandle::new();
    let gate = Rc::new(Gate::default());
    handle.set_transport(Rc::new(GateTransport(gate.clone())));
    let submitted = Rc::new(RefCell::new(Vec::new()));
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: Value| submitted.borrow_mut().push(data))
    };
    yew::Renderer::<SubmitForm>::with_root_and_props(
        root.clone(),
        SubmitProps {
            handle: handle.clone(),
            on_submit,
        },
    )
    .render();
    flush().await;
    (root, handle, gate, submitted)
}

fn click_submit(root: &web_sys::Element) {
    root.query_selector("button[type=submit]")
        .unwrap()
        .unwrap()
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .click();
}

#[wasm_bindgen_test]
async fn the_form_submits_only_after_its_server_rules_passed() {
    let (root, handle, gate, submitted) = mount_submit().await;
    click_submit(&root);
    sleep(10).await;
    assert_eq!(gate.posts.borrow().len(), 1, "the unique check was sent");
    assert!(handle.el("user").pending());
    assert!(
        submitted.borrow().is_empty(),
        "no submit while the server rule is pending"
    );
    gate.answer(true);
    sleep(10).await;
    assert_eq!(*submitted.borrow(), vec![json!({"user": "ann"})]);
}

#[wasm_bindgen_test]
async fn the_form_does_not_submit_when_a_server_rule_fails() {
    let (root, handle, gate, submitted) = mount_submit().await;
    click_submit(&root);
    sleep(10).await;
    gate.answer(false);
    sleep(10).await;
    assert!(submitted.borrow().is_empty());
    assert!(handle.el("user").invalid());
    assert!(handle.el("user").error().is_some());
}

#[wasm_bindgen_test]
async fn validate_async_resolves_after_the_server_answer() {
    let (_root, handle, gate, _submitted) = mount_submit().await;
    let outcome = Rc::new(RefCell::new(None));
    {
        let outcome = outcome.clone();
        let el = handle.el("user");
        wasm_bindgen_futures::spawn_local(async move {
            *outcome.borrow_mut() = Some(el.validate_async().await);
        });
    }
    sleep(10).await;
    assert_eq!(*outcome.borrow(), None, "still waiting for the server");
    gate.answer(false);
    sleep(10).await;
    assert_eq!(*outcome.borrow(), Some(false));
}

#[wasm_bindgen_test]
async fn off_removes_an_event_prop_for_good() {
    let seen = Rc::new(RefCell::new(0));
    let on_change = {
        let seen = seen.clone();
        Callback::from(move |_: FiredEvent| *seen.borrow_mut() += 1)
    };
    let start = Inline {
        items: yewform_elements::by_ptr::ByPtr::new(json!(["a", "b", "c"])),
        label: "S".into(),
        rules: Value::Null,
        disabled: false,
    };
    let (_root, handle, set) = mount_inline(start.clone(), Some(on_change)).await;
    handle.el("s").update(json!("a")).unwrap();
    flush().await;
    assert_eq!(*seen.borrow(), 1);
    handle.el("s").off("change");
    handle.el("s").update(json!("b")).unwrap();
    flush().await;
    // A re-render of the element (its parent's state changed) does not bring it back.
    set.borrow().clone().unwrap().set(Inline {
        label: "T".into(),
        ..start
    });
    flush().await;
    handle.el("s").update(json!("c")).unwrap();
    flush().await;
    assert_eq!(*seen.borrow(), 1, "off(change) removed the on_change prop");
}

#[wasm_bindgen_test]
async fn input_container_and_mounted_point_into_the_page() {
    let start = Inline {
        items: yewform_elements::by_ptr::ByPtr::new(json!(["a"])),
        label: "S".into(),
        rules: Value::Null,
        disabled: false,
    };
    let (root, handle, _set) = mount_inline(start, None).await;
    let s = handle.el("s");
    assert!(s.mounted());
    let input = s.input().expect("the field is in the page");
    assert_eq!(input.tag_name(), "SELECT");
    assert_eq!(input.id(), "yf-s");
    let container = s.container().expect("the layout container");
    assert!(container.contains(Some(&input)));
    assert!(root.contains(Some(&container)));
    assert!(
        container.query_selector("label").unwrap().is_some(),
        "the container holds the label too"
    );
}

#[derive(Properties, PartialEq)]
struct TailwindProps {
    handle: FormHandle,
}

/// A schema form under the Tailwind style, whose layout's `container` class (`min-w-0`) is
/// also on the inner wrappers, and an element whose first container class is no CSS
/// identifier.
#[component]
fn TailwindForm(props: &TailwindProps) -> Html {
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "s": {"type": "select", "label": "S", "description": "About s", "items": ["a"]},
        "t": {"type": "select", "label": "T", "description": "About t", "items": ["a"],
              "overrideClasses": {"ElementLayout": {"container": "md:col-span-6 yf-x"}}},
    }))
    .expect("valid schema in test");
    html! {
        <yewform_themes::ThemeProvider kind={yewform_themes::ThemeKind::Light}
            style={yewform_themes::ThemeStyle::Tailwind}>
            <Form {schema} handle={props.handle.clone()} />
        </yewform_themes::ThemeProvider>
    }
}

#[wasm_bindgen_test]
async fn the_container_is_the_layouts_outermost_box_under_the_tailwind_style() {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<TailwindForm>::with_root_and_props(
        root.clone(),
        TailwindProps {
            handle: handle.clone(),
        },
    )
    .render();
    flush().await;
    flush().await;
    for name in ["s", "t"] {
        let el = handle.el(name);
        let input = el.input().expect("the field is in the page");
        let container = el
            .container()
            .unwrap_or_else(|| panic!("{name}: the layout container"));
        let outermost = root
            .query_selector(&format!("[data-field='yf-{name}']"))
            .unwrap()
            .expect("the layout's root");
        assert!(
            container.is_same_node(Some(&outermost)),
            "{name}: the layout's root"
        );
        assert!(container.contains(Some(&input)));
        assert!(
            container.query_selector("label").unwrap().is_some(),
            "{name}: the container holds the label"
        );
        assert!(
            container
                .query_selector(&format!("[id='yf-{name}__description']"))
                .unwrap()
                .is_some(),
            "{name}: the container holds the description"
        );
    }
}

#[derive(Properties, PartialEq)]
struct DisabledFormProps {
    handle: FormHandle,
    /// Receives the setter of the form's `disabled`.
    set: Rc<RefCell<Option<UseStateSetter<bool>>>>,
}

#[component]
fn DisabledForm(props: &DisabledFormProps) -> Html {
    let disabled = use_state(|| false);
    *props.set.borrow_mut() = Some(disabled.setter());
    let items = yewform_elements::by_ptr::ByPtr::new(json!(["a", "b"]));
    html! {
        <Form handle={props.handle.clone()} disabled={*disabled}>
            <SelectElement name="s" {items} label="S" />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn the_forms_disabled_disables_the_field_and_the_getters_say_so() {
    let root = mount_point();
    let handle = FormHandle::new();
    let set = Rc::new(RefCell::new(None));
    yew::Renderer::<DisabledForm>::with_root_and_props(
        root.clone(),
        DisabledFormProps {
            handle: handle.clone(),
            set: set.clone(),
        },
    )
    .render();
    flush().await;
    let select = || {
        root.query_selector("select")
            .unwrap()
            .unwrap()
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
    };
    let s = handle.el("s");
    assert!(!select().disabled() && !s.is_disabled());

    let setter = set.borrow().clone().unwrap();
    setter.set(true);
    flush().await;
    assert!(select().disabled(), "the field follows the form's disabled");
    assert_eq!(
        select().get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    assert!(s.is_disabled(), "the getter says what the field shows");
    assert_eq!(s.aria()["aria-disabled"], json!("true"));

    setter.set(false);
    flush().await;
    assert!(!select().disabled() && !s.is_disabled());
}

#[derive(Properties, PartialEq)]
struct SendProps {
    handle: FormHandle,
    on_submit: Callback<Value>,
}

#[component]
fn SendForm(props: &SendProps) -> Html {
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "first": {"type": "select", "items": ["a", "b"], "rules": "required"},
        "second": {"type": "select", "items": ["a", "b"], "rules": "required"}
    }))
    .unwrap();
    html! {
        <Form {schema} handle={props.handle.clone()} on_submit={props.on_submit.clone()} />
    }
}

/// Audit 5 of the form level, 5: a submit from code (a "Send" button outside the form) does
/// what the form's own submit does: a failed one focuses the first invalid field and says
/// how many need correcting; `submit()` hands the data to `on_submit`.
#[wasm_bindgen_test]
async fn a_submit_from_code_focuses_and_announces_as_the_forms_own() {
    use yewform_elements::form::SubmitError;
    let root = mount_point();
    let handle = FormHandle::new();
    let submitted = Rc::new(RefCell::new(Vec::new()));
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: Value| submitted.borrow_mut().push(data))
    };
    yew::Renderer::<SendForm>::with_root_and_props(
        root.clone(),
        SendProps {
            handle: handle.clone(),
            on_submit,
        },
    )
    .render();
    flush().await;
    let status = root
        .query_selector("p[role=status]")
        .unwrap()
        .expect("the status region");
    let result = handle.submit_as::<Value>().await;
    assert!(
        matches!(&result, Err(SubmitError::Invalid(errors)) if errors.len() == 2),
        "{result:?}"
    );
    flush().await;
    let focused = web::document()
        .active_element()
        .map(|e| e.id())
        .unwrap_or_default();
    assert_eq!(focused, "yf-first", "the first invalid field has the focus");
    assert_eq!(
        status.text_content().unwrap_or_default(),
        "2 fields need correcting."
    );

    handle.el("second").update(json!("b")).unwrap();
    assert!(handle.submit().await.is_err(), "first is still empty");
    flush().await;
    assert_eq!(
        status.text_content().unwrap_or_default(),
        "1 field needs correcting."
    );
    assert!(submitted.borrow().is_empty());
    handle.el("first").update(json!("a")).unwrap();
    assert_eq!(handle.submit().await, Ok(()));
    assert_eq!(
        *submitted.borrow(),
        vec![json!({"first": "a", "second": "b"})],
        "on_submit got the data"
    );
}
