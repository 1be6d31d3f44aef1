//! Browser tests of the `Registry`: a schema form whose items function, upload function,
//! `formatData` / `formatLoad`, condition function, custom rule and option slot are Rust code
//! the schema names (`{"fn": "<name>"}`), each observed in the page or the request data; and
//! a name nobody registered, shown as the form's build error with its path.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::editor::Uploaded;
use yewform_elements::{Form, FormHandle, Registry, SelectElement};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{document, file, key, mount_point, pick_files, sleep, window};

#[derive(Properties, PartialEq)]
struct RegistryFormProps {
    schema: Value,
    handle: FormHandle,
    registry: Registry,
}

#[component]
fn RegistryForm(props: &RegistryFormProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} registry={props.registry.clone()} /> }
}

async fn mount(schema: Value, registry: Registry) -> (web_sys::Element, FormHandle) {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<RegistryForm>::with_root_and_props(
        root.clone(),
        RegistryFormProps {
            schema,
            handle: handle.clone(),
            registry,
        },
    )
    .render();
    yew::scheduler::flush().await;
    (root, handle)
}

fn q(root: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    root.query_selector(selector).expect("query")
}

fn texts(root: &web_sys::Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).expect("query");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|n| n.text_content().unwrap_or_default())
        .collect()
}

/// Puts the caret at the end of the editor's English surface.
fn caret_at_end(root: &web_sys::Element) {
    let surface = q(root, "[role=textbox][data-language=en]")
        .expect("surface")
        .dyn_into::<web_sys::HtmlElement>()
        .expect("html element");
    let _ = surface.focus();
    let range = document().create_range().expect("range");
    range.select_node_contents(&surface).expect("contents");
    range.collapse_with_to_start(false);
    let selection = window().get_selection().expect("selection").expect("some");
    selection.remove_all_ranges().expect("remove");
    selection.add_range(&range).expect("add");
}

fn registry(queries: Rc<RefCell<Vec<Option<String>>>>) -> Registry {
    Registry::new()
        .items("cities", move |query: Option<String>, _el| {
            queries.borrow_mut().push(query.clone());
            async move {
                let all = ["Berlin", "Bern", "Bonn"];
                let query = query.unwrap_or_default().to_lowercase();
                Ok(json!(
                    all.iter()
                        .filter(|c| c.to_lowercase().contains(&query))
                        .collect::<Vec<_>>()
                ))
            }
        })
        .upload("memory", |file: web_sys::File, _el| async move {
            Ok(Uploaded {
                url: format!("/mem/{}", file.name()),
                href: format!("/mem/{}", file.name()),
            })
        })
        .format_data(
            "upper",
            |name, value| json!({ name: value.as_str().unwrap_or_default().to_uppercase() }),
        )
        .format_load("fromText", |value| match value {
            Value::String(s) => s.parse::<i64>().map(Value::from).unwrap_or(Value::Null),
            other => other.clone(),
        })
        .condition("isAdult", |form| {
            form.value("age")
                .and_then(|a| a.as_i64())
                .is_some_and(|a| a >= 18)
        })
        .rule("even", "The :attribute must be even.", |value| {
            value.as_i64().is_some_and(|n| n % 2 == 0)
        })
        .slot("flag", |scope| {
            html! { <span class="flag">{ format!("⚑ {}", scope.label()) }</span> }
        })
}

fn schema() -> Value {
    json!({
        "age": {"type": "select", "label": "Age", "items": [16, 18, 20, 21],
                "rules": ["required", {"fn": "even"}], "formatLoad": {"fn": "fromText"}},
        "city": {"type": "select", "label": "City", "native": false, "items": {"fn": "cities"},
                 "slots": {"option": {"fn": "flag"}}, "conditions": [{"fn": "isAdult"}],
                 "formatData": {"fn": "upper"}},
        "note": {"type": "t-editor", "endpoint": {"fn": "memory"}}
    })
}

#[wasm_bindgen_test]
async fn a_schema_form_reaches_every_registered_function() {
    let queries = Rc::new(RefCell::new(Vec::new()));
    let (root, handle) = mount(schema(), registry(queries.clone())).await;
    sleep(20).await;
    assert!(
        q(&root, "p[role=alert]").is_none(),
        "no build error: {:?}",
        texts(&root, "p[role=alert]")
    );

    // The condition function: `city` is hidden while no adult age is chosen.
    let city = q(&root, "[data-field='yf-city']").expect("city rendered");
    assert!(city.has_attribute("hidden"), "hidden before an age is set");

    // formatLoad: the loaded text becomes a number, and the condition follows.
    handle.load(&json!({"age": "20"}), true).expect("load");
    sleep(0).await;
    assert_eq!(handle.el("age").value(), json!(20));
    assert!(!city.has_attribute("hidden"), "shown for an adult age");

    // The items function answered, and the option slot renders each option.
    assert!(
        !queries.borrow().is_empty(),
        "the items function was called"
    );
    let combo = q(&city, "[role=combobox]").expect("combobox");
    key(&combo, "ArrowDown").await;
    assert_eq!(
        texts(&city, "[role=option] .flag"),
        vec!["⚑ Berlin", "⚑ Bern", "⚑ Bonn"]
    );

    // formatData: the request data carries the transformed value.
    handle.el("city").update(json!("Bern")).expect("update");
    sleep(0).await;
    assert_eq!(handle.request_data()["city"], json!("BERN"));
    assert_eq!(handle.data()["city"], json!("Bern"));

    // The custom rule: an odd age fails with the rule's message, an even one passes.
    handle.el("age").update(json!(21)).expect("update");
    handle.validate();
    sleep(0).await;
    let age = q(&root, "[data-field='yf-age']").expect("age rendered");
    assert!(
        age.text_content()
            .unwrap_or_default()
            .contains("The Age must be even."),
        "{:?}",
        age.text_content()
    );
    handle.el("age").update(json!(18)).expect("update");
    handle.validate();
    sleep(0).await;
    assert!(
        !age.text_content()
            .unwrap_or_default()
            .contains("must be even"),
        "{:?}",
        age.text_content()
    );

    // The upload function: a picked image is inserted with the URL it returned.
    caret_at_end(&root);
    pick_files(&root, &[file("png", "a.png", "image/png")]).await;
    sleep(50).await;
    let note = handle.el("note").value()["en"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(note.contains("<img src=\"/mem/a.png\""), "{note}");
}

#[wasm_bindgen_test]
async fn an_unregistered_name_is_the_forms_build_error_with_its_path() {
    let schema = json!({"country": {"type": "select", "items": {"fn": "countries"}}});
    let (root, _handle) = mount(schema, Registry::new()).await;
    assert_eq!(
        texts(&root, "p[role=alert]"),
        vec![r#"schema.country.items: no items function "countries" registered"#]
    );
}

/// Issue 29 item 8: a form whose schema could not be built fails closed. Submitting its
/// `<form>` (as Enter in a field or a script would) never reaches `on_submit`, and no field
/// or submit button is rendered that would look usable.
#[wasm_bindgen_test]
async fn a_form_that_could_not_be_built_never_submits() {
    let submitted = Rc::new(RefCell::new(Vec::<Value>::new()));
    let on_submit = {
        let submitted = submitted.clone();
        Callback::from(move |data: Value| submitted.borrow_mut().push(data))
    };
    // `cities` is not registered.
    let (root, handle) = mount_typed(Registry::new(), on_submit).await;
    sleep(20).await;
    assert_eq!(
        texts(&root, "p[role=alert]"),
        vec![r#"schema.city.items: no items function "cities" registered"#]
    );
    assert!(q(&root, "select").is_none(), "no field that looks usable");
    assert!(
        q(&root, "button[type=submit]").is_none(),
        "no submit button"
    );
    web::submit(&root).await;
    assert!(submitted.borrow().is_empty(), "on_submit was called");
    assert!(!handle.validate());
    assert_eq!(
        handle.build_error().as_deref(),
        Some(r#"schema.city.items: no items function "cities" registered"#)
    );
}

// --- typed and awaitable -------------------------------------------------------------------

#[derive(Properties, PartialEq)]
struct TypedFormProps {
    handle: FormHandle,
    registry: Registry,
    on_submit: Callback<Value>,
}

#[component]
fn TypedForm(props: &TypedFormProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "age": {"type": "select", "label": "Age", "items": [18, 20], "rules": "required"},
        "city": {"type": "select", "native": false, "items": {"fn": "cities"},
                 "formatData": {"fn": "upper"}}
    }))
    .expect("valid schema in test");
    html! {
        <Form {schema} handle={props.handle.clone()} registry={props.registry.clone()}
            on_submit={props.on_submit.clone()} submit_label="Send" />
    }
}

async fn mount_typed(
    registry: Registry,
    on_submit: Callback<Value>,
) -> (web_sys::Element, FormHandle) {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<TypedForm>::with_root_and_props(
        root.clone(),
        TypedFormProps {
            handle: handle.clone(),
            registry,
            on_submit,
        },
    )
    .render();
    yew::scheduler::flush().await;
    (root, handle)
}

type Data = std::collections::BTreeMap<String, Value>;

#[wasm_bindgen_test]
async fn submit_as_and_on_submit_as_give_the_request_data_typed() {
    use yewform_elements::form::{SubmitError, on_submit_as};
    let submitted = Rc::new(RefCell::new(Vec::<Data>::new()));
    let on_submit = {
        let submitted = submitted.clone();
        on_submit_as(move |data: Data| submitted.borrow_mut().push(data))
    };
    let (root, handle) = mount_typed(registry(Rc::default()), on_submit).await;
    sleep(20).await;

    // Invalid: the errors, by path.
    let result = handle.submit_as::<Data>().await;
    assert_eq!(
        result,
        Err(SubmitError::Invalid(vec![(
            "age".to_string(),
            "The Age field is required.".to_string()
        )]))
    );

    handle.el("age").update(json!(20)).expect("update");
    handle.el("city").update(json!("Bern")).expect("update");
    let expected: Data = [
        ("age".to_string(), json!(20)),
        ("city".to_string(), json!("BERN")),
    ]
    .into_iter()
    .collect();
    assert_eq!(handle.request_data_as::<Data>().expect("fits"), expected);
    assert_eq!(handle.submit_as::<Data>().await, Ok(expected.clone()));
    // Data that does not fit the type asked for.
    assert!(matches!(
        handle.submit_as::<Vec<i64>>().await,
        Err(SubmitError::Data(_))
    ));

    // The typed `on_submit`: the submit button hands it the data.
    let button = q(&root, "button[type=submit]")
        .expect("submit button")
        .dyn_into::<web_sys::HtmlElement>()
        .expect("button");
    button.click();
    sleep(20).await;
    assert_eq!(*submitted.borrow(), vec![expected]);
}

#[wasm_bindgen_test]
async fn update_items_async_resolves_once_the_answer_is_applied() {
    let calls = Rc::new(RefCell::new(0_u32));
    let registry = {
        let calls = calls.clone();
        Registry::new().items("cities", move |_query: Option<String>, _el| {
            let call = {
                let mut calls = calls.borrow_mut();
                *calls += 1;
                *calls
            };
            async move {
                // The answer takes a while: the future must wait for it.
                sleep(40).await;
                Ok(if call == 1 {
                    json!(["Berlin"])
                } else {
                    json!(["Berlin", "Bern", "Bonn"])
                })
            }
        })
    }
    .format_data("upper", |name, value| json!({ name: value }));
    let (root, handle) = mount_typed(registry, Callback::noop()).await;
    sleep(80).await;
    assert_eq!(*calls.borrow(), 1);

    handle.el("city").update_items_async(false).await;
    yew::scheduler::flush().await;
    assert_eq!(*calls.borrow(), 2);
    let combo = q(&root, "[data-field='yf-city'] [role=combobox]").expect("combobox");
    key(&combo, "ArrowDown").await;
    assert_eq!(
        texts(&root, "[data-field='yf-city'] [role=option]"),
        vec!["Berlin", "Bern", "Bonn"]
    );
}

// --- inline elements, templates, handlers and class functions from the registry -------------

#[derive(Properties, PartialEq)]
struct InlineProps {
    handle: FormHandle,
    registry: Registry,
}

#[component]
fn InlineForm(props: &InlineProps) -> Html {
    html! {
        <Form handle={props.handle.clone()} registry={props.registry.clone()}>
            <SelectElement name="nick" label="Nick" items={json!([" ann ", "bob"])}
                options={json!({"formatData": {"fn": "upper"}, "onChange": "saw"})} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn inline_elements_name_the_registry_and_it_holds_templates_handlers_and_classes() {
    use yewform_elements::layout::classes::ClassFunction;
    let changes = Rc::new(RefCell::new(Vec::<Value>::new()));
    let registry = {
        let changes = changes.clone();
        registry(Rc::default())
            .template("ElementLabel", |scope| {
                html! {
                    <label id={scope.id} for={scope.field_id} class="loud">
                        { scope.text.unwrap_or_default().to_uppercase() }
                    </label>
                }
            })
            .handler("saw", move |event| {
                changes.borrow_mut().push(event.element.value())
            })
            .class_function(ClassFunction::form(
                "addClasses",
                |_| json!({"SelectElement": {"input": "from-registry"}}),
            ))
    };
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<InlineForm>::with_root_and_props(
        root.clone(),
        InlineProps {
            handle: handle.clone(),
            registry,
        },
    )
    .render();
    sleep(20).await;

    assert_eq!(texts(&root, "label.loud"), vec!["NICK"]);
    assert!(
        q(&root, "select.from-registry").is_some(),
        "{}",
        root.inner_html()
    );
    handle.el("nick").update(json!(" ann ")).expect("update");
    sleep(0).await;
    assert_eq!(handle.request_data()["nick"], json!(" ANN "));
    assert_eq!(*changes.borrow(), vec![json!(" ann ")]);
}

#[derive(Properties, PartialEq)]
struct InlineFnProps {
    handle: FormHandle,
    format_data: yewform_elements::form::registry::FormatDataFn,
    format_load: yewform_elements::form::registry::FormatLoadFn,
    condition: yewform_elements::form::registry::ConditionFn,
    disabled: yewform_elements::form::registry::ConditionFn,
}

#[component]
fn InlineFnForm(props: &InlineFnProps) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="age" items={json!([16, 18, 20])} format_load={props.format_load.clone()} />
            <SelectElement name="drink" items={json!([" beer ", "tea"])}
                format_data={props.format_data.clone()} condition={props.condition.clone()}
                disabled_fn={props.disabled.clone()} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn inline_elements_take_the_same_functions_as_props() {
    use yewform_elements::form::registry::{ConditionFn, FormatDataFn, FormatLoadFn};
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<InlineFnForm>::with_root_and_props(
        root.clone(),
        InlineFnProps {
            handle: handle.clone(),
            format_data: FormatDataFn::new(
                |name, value| json!({ name: value.as_str().unwrap_or_default().trim() }),
            ),
            format_load: FormatLoadFn::new(|value| match value {
                Value::String(s) => s.parse::<i64>().map(Value::from).unwrap_or(Value::Null),
                other => other.clone(),
            }),
            condition: ConditionFn::new(|form| {
                form.value("age")
                    .and_then(|a| a.as_i64())
                    .is_some_and(|a| a >= 18)
            }),
            disabled: ConditionFn::new(|form| form.value("age") == Some(json!(20))),
        },
    )
    .render();
    sleep(20).await;
    let drink = q(&root, "[data-field='yf-drink']").expect("drink rendered");
    assert!(drink.has_attribute("hidden"), "hidden without an adult age");

    handle.load(&json!({"age": "18"}), true).expect("load");
    sleep(0).await;
    assert_eq!(handle.el("age").value(), json!(18));
    assert!(!drink.has_attribute("hidden"), "shown for an adult age");
    let select = q(&drink, "select").expect("native select");
    assert!(!select.has_attribute("disabled"));

    handle.el("drink").update(json!(" beer ")).expect("update");
    sleep(0).await;
    assert_eq!(handle.request_data()["drink"], json!("beer"));

    handle.el("age").update(json!(20)).expect("update");
    sleep(0).await;
    assert!(select.has_attribute("disabled"), "disabled at 20");
}

#[derive(Properties, PartialEq)]
struct ReplacedFnProps {
    handle: FormHandle,
    show: bool,
}

/// A condition and a `disabled` function written as closures in the render, as a Yew app
/// writes them: a new closure at every render, reading the render's `show`.
#[component]
fn ReplacedFnForm(props: &ReplacedFnProps) -> Html {
    use yewform_elements::form::registry::ConditionFn;
    let show = props.show;
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="drink" items={json!(["beer", "tea"])} default={json!("tea")}
                condition={ConditionFn::new(move |_| show)}
                disabled_fn={ConditionFn::new(move |_| !show)} />
        </Form>
    }
}

/// Audit 27C F4: a condition or `disabled` closure replaced by a new one at a render is the
/// one the element follows (the first render's closure is not kept).
#[wasm_bindgen_test]
async fn a_replaced_inline_condition_closure_is_followed() {
    let root = mount_point();
    let handle = FormHandle::new();
    let mut app = yew::Renderer::<ReplacedFnForm>::with_root_and_props(
        root.clone(),
        ReplacedFnProps {
            handle: handle.clone(),
            show: false,
        },
    )
    .render();
    sleep(20).await;
    let drink = q(&root, "[data-field='yf-drink']").expect("drink rendered");
    assert!(drink.has_attribute("hidden"), "hidden while show is false");
    assert_eq!(handle.request_data().get("drink"), None);

    app.update(ReplacedFnProps {
        handle: handle.clone(),
        show: true,
    });
    sleep(20).await;
    assert!(!drink.has_attribute("hidden"), "shown once show is true");
    assert_eq!(handle.request_data()["drink"], json!("tea"));
    let select = q(&drink, "select").expect("native select");
    assert!(
        !select.has_attribute("disabled"),
        "enabled once show is true"
    );

    app.update(ReplacedFnProps {
        handle: handle.clone(),
        show: false,
    });
    sleep(20).await;
    assert!(drink.has_attribute("hidden"), "hidden again");
    assert_eq!(handle.request_data().get("drink"), None);
    assert!(select.has_attribute("disabled"), "disabled again");
}

#[derive(Properties, PartialEq)]
struct StableFnProps {
    handle: FormHandle,
    condition: yewform_elements::form::registry::ConditionFn,
    tick: u32,
}

/// A condition kept across renders while another prop (`on_change`, a new callback at
/// every render) changes.
#[component]
fn StableFnForm(props: &StableFnProps) -> Html {
    let tick = props.tick;
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="drink" items={json!(["beer", "tea"])}
                condition={props.condition.clone()}
                on_change={Callback::from(move |_| { let _ = tick; })} />
        </Form>
    }
}

/// Audit 28R F1: an element whose function props stay the same is not read again when
/// another of its props changes (a parent re-rendering at each keystroke with callbacks built
/// in its render): its condition is not evaluated again for it.
#[wasm_bindgen_test]
async fn an_unchanged_condition_closure_is_not_evaluated_again_when_other_props_change() {
    use yewform_elements::form::registry::ConditionFn;
    let calls = Rc::new(std::cell::Cell::new(0_u32));
    let condition = {
        let calls = calls.clone();
        ConditionFn::new(move |_| {
            calls.set(calls.get() + 1);
            true
        })
    };
    let root = mount_point();
    let handle = FormHandle::new();
    let props = |tick| StableFnProps {
        handle: handle.clone(),
        condition: condition.clone(),
        tick,
    };
    let mut app =
        yew::Renderer::<StableFnForm>::with_root_and_props(root.clone(), props(0)).render();
    sleep(20).await;
    let mounted = calls.get();
    assert!(mounted > 0, "the condition decided at mount");
    for tick in 1..4 {
        app.update(props(tick));
        sleep(0).await;
    }
    assert_eq!(
        calls.get(),
        mounted,
        "not evaluated again for unchanged functions"
    );
    assert!(q(&root, "[data-field='yf-drink']:not([hidden])").is_some());
}

// --- a path that names no element: one console warning (audit 15A #3) ----------------------

/// Replaces `console.warn` with a recorder; `restore` puts it back and answers what was
/// logged.
struct WarnCapture {
    console: wasm_bindgen::JsValue,
    original: wasm_bindgen::JsValue,
    logged: js_sys::Array,
}

impl WarnCapture {
    fn start() -> Self {
        let console = js_sys::Reflect::get(&window(), &"console".into()).expect("console");
        let logged = js_sys::Array::new();
        let make = js_sys::Function::new_with_args(
            "logged, console, original",
            "return function (...args) { \
                 logged.push(args.map(String).join(' ')); \
                 original.apply(console, args); \
             };",
        );
        let original = js_sys::Reflect::get(&console, &"warn".into()).expect("original");
        let recorder = make
            .apply(
                &wasm_bindgen::JsValue::NULL,
                &js_sys::Array::of3(&logged, &console, &original),
            )
            .expect("recorder");
        js_sys::Reflect::set(&console, &"warn".into(), &recorder).expect("replace");
        WarnCapture {
            console,
            original,
            logged,
        }
    }

    fn restore(self) -> Vec<String> {
        js_sys::Reflect::set(&self.console, &"warn".into(), &self.original).expect("restore");
        self.logged
            .iter()
            .map(|m| m.as_string().unwrap_or_default())
            .collect()
    }
}

#[derive(Properties, PartialEq)]
struct MixedProps {
    handle: FormHandle,
}

#[component]
fn MixedForm(props: &MixedProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "b": {"type": "select", "items": ["x"], "conditions": [["nick", "bob"]]},
        "canton": {"type": "select", "items": ["zh"], "conditions": [["contry", "ch"]]}
    }))
    .expect("valid schema in test");
    html! {
        <Form {schema} handle={props.handle.clone()}>
            <SelectElement name="nick" label="Nick" items={json!(["ann", "bob"])} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn a_path_naming_no_element_is_one_console_warning_once_inline_elements_registered() {
    let capture = WarnCapture::start();
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<MixedForm>::with_root_and_props(
        root.clone(),
        MixedProps {
            handle: handle.clone(),
        },
    )
    .render();
    sleep(20).await;
    // The inline `nick` counts: the condition on it works.
    handle.el("nick").update(json!("bob")).expect("update");
    sleep(20).await;
    let logged = capture.restore();
    assert!(handle.el("b").available(), "the inline element is read");
    let about: Vec<&String> = logged
        .iter()
        .filter(|m| m.contains("name no element"))
        .collect();
    assert_eq!(about.len(), 1, "{logged:?}");
    assert!(
        about[0].contains(r#"schema.canton.conditions reads "contry""#),
        "{about:?}"
    );
    assert!(!about[0].contains("nick"), "{about:?}");
}

// --- an app's condition operator, in a schema and in an inline element (audit 15A #2) --------

#[derive(Properties, PartialEq)]
struct OperatorProps {
    handle: FormHandle,
    registry: Registry,
}

#[component]
fn OperatorForm(props: &OperatorProps) -> Html {
    let functions = props.registry.functions();
    let schema = FormSchema::from_value_with(
        &json!({
            "code": {"type": "select", "items": ["ch", "de"]},
            "canton": {"type": "select", "items": ["zh"], "conditions": [["code", "~~", "CH"]]}
        }),
        functions.registries(),
    )
    .expect("valid schema in test");
    html! {
        <Form {schema} handle={props.handle.clone()} registry={props.registry.clone()}>
            <SelectElement name="vat" label="VAT" items={json!(["x"])}
                options={json!({"conditions": [["code", "~~", "CH"]]})} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn an_app_operator_works_in_a_schema_and_in_an_inline_element() {
    let registry = Registry::new().operator("~~", |actual, expected| {
        actual
            .as_str()
            .zip(expected.as_str())
            .is_some_and(|(a, b)| a.eq_ignore_ascii_case(b))
    });
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<OperatorForm>::with_root_and_props(
        root.clone(),
        OperatorProps {
            handle: handle.clone(),
            registry,
        },
    )
    .render();
    sleep(20).await;
    assert_eq!(handle.build_error(), None, "{}", root.inner_html());
    assert!(!handle.el("canton").available());
    assert!(!handle.el("vat").available(), "{}", root.inner_html());
    handle.el("code").update(json!("ch")).expect("update");
    sleep(20).await;
    assert!(handle.el("canton").available());
    assert!(handle.el("vat").available());
}
