//! Browser tests of the containers (#33): a list's add, remove and move buttons change the
//! value and fire `add`/`remove`/`sort`; the focus moves after each (new item's field,
//! neighbour item's first control or the add button, the moved item's button); the polite
//! live region announces each change; an item keeps its DOM, value and error when an item
//! before it is removed (items are keyed by core's stable keys, not their index).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{document, flush, mount, q, q_some, record_names, type_text};

/// Clicks `element` (a real `click`, as a pointer or Enter/Space on a button sends), then
/// flushes Yew.
async fn click(element: &web_sys::Element) {
    element.dyn_ref::<web_sys::HtmlElement>().unwrap().click();
    flush().await;
}

fn button(root: &web_sys::Element, label: &str) -> web_sys::Element {
    q_some(root, &format!("button[aria-label='{label}']"))
}

fn add_button(root: &web_sys::Element) -> web_sys::Element {
    web::all(root, "button")
        .into_iter()
        .find(|b| b.text_content().unwrap_or_default().contains("Add"))
        .expect("an add button")
}

fn active_id() -> String {
    document()
        .active_element()
        .map(|e| e.id())
        .unwrap_or_default()
}

fn live(root: &web_sys::Element) -> String {
    q_some(root, "[role=status][aria-live=polite]")
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn add_remove_and_move_through_the_buttons_with_focus_and_announcements() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "label": "Phones", "sort": true,
            "default": ["a", "b", "c"], "element": {"type": "text"}}
    }))
    .await;
    let events = record_names(&handle, "phones", &["add", "remove", "sort"]);
    assert_eq!(web::all(&root, "[role=listitem]").len(), 3);

    click(&add_button(&root)).await;
    assert_eq!(handle.el("phones").value(), json!(["a", "b", "c", null]));
    assert_eq!(web::all(&root, "[role=listitem]").len(), 4);
    // The new item's field has the focus.
    assert_eq!(active_id(), "yf-phones.3");
    assert_eq!(live(&root), "Phones 4 added, 4 items");

    click(&button(&root, "Remove Phones 1")).await;
    assert_eq!(handle.el("phones").value(), json!(["b", "c", null]));
    // The item that took its place has the focus.
    assert_eq!(active_id(), "yf-phones.0");
    let first: web_sys::HtmlInputElement = q_some(&root, "[id='yf-phones.0']").dyn_into().unwrap();
    assert_eq!(first.value(), "b");
    assert_eq!(live(&root), "Phones 1 removed, 3 items");

    click(&button(&root, "Move Phones 1 down")).await;
    assert_eq!(handle.el("phones").value(), json!(["c", "b", null]));
    // The focus stays on the moved item's button (now item 2's).
    let focused = document().active_element().unwrap();
    assert_eq!(
        focused.get_attribute("aria-label").as_deref(),
        Some("Move Phones 2 down")
    );
    assert_eq!(live(&root), "Phones 1 moved to position 2");

    click(&button(&root, "Move Phones 2 up")).await;
    assert_eq!(handle.el("phones").value(), json!(["b", "c", null]));
    // Item 1's up button is disabled: the focus goes to its down button.
    let focused = document().active_element().unwrap();
    assert_eq!(
        focused.get_attribute("aria-label").as_deref(),
        Some("Move Phones 1 down")
    );
    assert_eq!(*events.borrow(), vec!["add", "remove", "sort", "sort"]);
    assert_eq!(handle.request_data(), json!({"phones": ["b", "c", null]}));
}

#[wasm_bindgen_test]
async fn removing_the_last_item_focuses_the_add_button_and_max_hides_it() {
    let (root, handle) = mount(json!({
        "tags": {"type": "list", "max": 2, "default": ["x"], "element": {"type": "text"}}
    }))
    .await;
    click(&button(&root, "Remove Tags 1")).await;
    assert_eq!(handle.el("tags").value(), json!([]));
    let add = add_button(&root);
    assert!(
        document()
            .active_element()
            .unwrap()
            .is_same_node(Some(&add))
    );
    assert_eq!(live(&root), "Tags 1 removed, 0 items");
    click(&add).await;
    click(&add_button(&root)).await;
    assert_eq!(handle.el("tags").value(), json!([null, null]));
    // At max the add button is gone; the handle's `add` is refused with the reason.
    assert!(
        web::all(&root, "button")
            .iter()
            .all(|b| !b.text_content().unwrap_or_default().contains("Add"))
    );
    let refused = handle.el("tags").add(None).unwrap_err();
    assert!(refused.contains("its maximum is 2"), "{refused}");
}

#[wasm_bindgen_test]
async fn an_item_keeps_its_dom_value_and_error_when_an_item_before_it_is_removed() {
    let (root, handle) = mount(json!({
        "lines": {"type": "list", "initial": 2, "object": {"schema": {
            "name": {"type": "text", "label": "Name", "rules": "min:3"}
        }}}
    }))
    .await;
    let second = q_some(&root, "[id='yf-lines.1.name']");
    type_text(&second, "ab").await;
    handle.el("lines.1.name").validate().unwrap();
    flush().await;
    assert_eq!(
        second.get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    let error_before = q_some(&root, "[id='yf-lines.1.name__error']")
        .text_content()
        .unwrap_or_default();
    assert!(!error_before.is_empty());

    click(&button(&root, "Remove Lines 1")).await;
    // The same input node: renumbered, with its text and its error.
    let now = q_some(&root, "[id='yf-lines.0.name']");
    assert!(now.is_same_node(Some(&second)));
    let input: web_sys::HtmlInputElement = now.dyn_into().unwrap();
    assert_eq!(input.value(), "ab");
    assert_eq!(input.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        q_some(&root, "[id='yf-lines.0.name__error']")
            .text_content()
            .unwrap_or_default(),
        error_before.replace("Lines 2", "Lines 1")
    );
    assert!(q(&root, "[id='yf-lines.1.name']").is_none());
    assert_eq!(handle.el("lines.0.name").value(), json!("ab"));
    assert!(!handle.el("lines.0.name").errors().is_empty());
    assert_eq!(handle.request_data(), json!({"lines": [{"name": "ab"}]}));
}

#[wasm_bindgen_test]
async fn an_object_and_a_group_render_their_children_and_take_their_input() {
    let (root, handle) = mount(json!({
        "address": {"type": "object", "label": "Address", "schema": {
            "city": {"type": "text", "label": "City"}
        }},
        "name": {"type": "group", "schema": {
            "first": {"type": "text", "label": "First"}
        }}
    }))
    .await;
    let fieldset = q_some(&root, "fieldset#yf-address");
    assert_eq!(
        q_some(&fieldset, "legend")
            .text_content()
            .unwrap_or_default(),
        "Address"
    );
    type_text(&q_some(&fieldset, "[id='yf-address.city']"), "Oslo").await;
    let group = q_some(&root, "[role=group]#yf-name");
    type_text(&q_some(&group, "#yf-first"), "Ada").await;
    assert_eq!(
        handle.request_data(),
        json!({"address": {"city": "Oslo"}, "first": "Ada"})
    );
}

#[wasm_bindgen_test]
async fn a_keystroke_in_item_37_re_renders_only_that_items_elements() {
    let items: Vec<serde_json::Value> = (0..40)
        .map(|i| json!({"a": format!("a{i}"), "b": "", "c": ""}))
        .collect();
    let count = json!("countRender");
    let field = json!({"type": "text", "onBeforeUpdate": count});
    let schema = json!({
        "lines": {"type": "list", "default": items, "onBeforeUpdate": count,
            "object": {"schema": {"a": field, "b": field, "c": field}}}
    });
    let rendered = std::rc::Rc::new(std::cell::RefCell::new(Vec::<String>::new()));
    let handler = {
        let rendered = rendered.clone();
        yew::Callback::from(move |e: yewform_elements::FiredEvent| {
            rendered.borrow_mut().push(e.path)
        })
    };
    let handle = yewform_elements::FormHandle::new();
    let root = web::mount_handled(
        schema,
        &handle,
        vec![("countRender".into(), handler)],
        false,
    )
    .await;
    flush().await;
    rendered.borrow_mut().clear();
    type_text(&q_some(&root, "[id='yf-lines.36.a']"), "typed").await;
    flush().await;
    let rendered = rendered.borrow().clone();
    assert!(rendered.contains(&"lines.36.a".to_string()), "{rendered:?}");
    for path in &rendered {
        assert!(
            ["lines", "lines.36.a"].contains(&path.as_str()),
            "{path} re-rendered: {rendered:?}"
        );
    }
    assert_eq!(handle.el("lines.36.a").value(), json!("typed"));
}

/// Sends a bubbling, cancelable drag event `name` to `target`.
fn drag(target: &web_sys::Element, name: &str) -> bool {
    let init = web_sys::DragEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::DragEvent::new_with_event_init_dict(name, &init).unwrap();
    target.dispatch_event(&event).unwrap()
}

#[wasm_bindgen_test]
async fn dragging_an_items_handle_onto_another_item_moves_it() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "sort": true, "default": ["a", "b", "c"],
            "element": {"type": "text"}}
    }))
    .await;
    let events = record_names(&handle, "phones", &["sort"]);
    let items = web::all(&root, "[role=listitem]");
    let grip = q_some(&items[2], "[draggable=true]");
    assert_eq!(grip.get_attribute("aria-hidden").as_deref(), Some("true"));
    drag(&grip, "dragstart");
    // The target accepts the drop (its `dragover` is cancelled) while an item is dragged.
    assert!(!drag(&items[0], "dragover"));
    drag(&items[0], "drop");
    drag(&grip, "dragend");
    flush().await;
    assert_eq!(handle.el("phones").value(), json!(["c", "a", "b"]));
    assert_eq!(*events.borrow(), vec!["sort"]);
    assert_eq!(live(&root), "Phones 3 moved to position 1");
    // Without a drag in progress nothing is accepted.
    assert!(drag(&web::all(&root, "[role=listitem]")[1], "dragover"));
}

// The app's `off("add")` removes the app's listeners, not the list's own announcements
// (audit-robust #8).
#[wasm_bindgen_test]
async fn off_add_keeps_the_live_region_announcing() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "label": "Phones", "default": ["a"],
            "element": {"type": "text"}}
    }))
    .await;
    let events = record_names(&handle, "phones", &["add"]);
    handle.el("phones").off("add");
    click(&add_button(&root)).await;
    assert_eq!(handle.el("phones").value(), json!(["a", null]));
    assert!(events.borrow().is_empty(), "the app's listener is off");
    assert_eq!(live(&root), "Phones 2 added, 2 items");
}

#[wasm_bindgen_test]
async fn after_a_remove_the_mounted_flags_listeners_and_lifecycle_follow_the_items() {
    let (_root, handle) = mount(json!({
        "phones": {"type": "list", "default": ["a", "b", "c"], "element": {"type": "text"}}
    }))
    .await;
    // A listener on the second item follows that item to its new index.
    let second = record_names(&handle, "phones.1", &["change", "unmounted"]);
    // The first item's: it fires `unmounted` when that item goes, not its neighbour's.
    let first = record_names(&handle, "phones.0", &["unmounted"]);
    handle.el("phones").remove(0).unwrap();
    flush().await;
    assert_eq!(*first.borrow(), vec!["unmounted"]);
    assert!(handle.el("phones.0").mounted());
    assert!(handle.el("phones.1").mounted());
    assert!(
        !handle.el("phones.2").mounted(),
        "no element has that path now"
    );
    handle.el("phones.0").update(json!("B")).unwrap();
    flush().await;
    assert_eq!(handle.el("phones").value(), json!(["B", "c"]));
    assert_eq!(
        *second.borrow(),
        vec!["change"],
        "the listener moved with its item"
    );
    // Moving keeps them with the item too.
    handle.el("phones").move_item(0, 1).unwrap();
    flush().await;
    handle.el("phones.1").update(json!("BB")).unwrap();
    flush().await;
    assert_eq!(*second.borrow(), vec!["change", "change"]);
    assert!(handle.el("phones.0").mounted() && handle.el("phones.1").mounted());
}

/// Audit 29C F4: the items `update`, `clear` and `reset` drop take their listeners with
/// them (core reports them in `Outcome::renamed`, as a remove): a listener of a dropped
/// item hears its `unmounted`, never the change of an item built later at its path.
#[wasm_bindgen_test]
async fn listeners_of_items_dropped_by_update_clear_or_reset_go_with_them() {
    let (_root, handle) = mount(json!({
        "phones": {"type": "list", "default": ["a", "b", "c"], "element": {"type": "text"}}
    }))
    .await;
    let third = record_names(&handle, "phones.2", &["change", "unmounted"]);
    let first = record_names(&handle, "phones.0", &["change", "unmounted"]);
    handle.el("phones").update(json!(["a", "b"])).unwrap();
    flush().await;
    assert_eq!(*third.borrow(), vec!["unmounted"]);
    handle.el("phones").add(None).unwrap();
    flush().await;
    handle.el("phones.2").update(json!("new")).unwrap();
    flush().await;
    assert_eq!(
        *third.borrow(),
        vec!["unmounted"],
        "the new item at phones.2 is not the dropped one"
    );
    assert!(handle.el("phones.2").mounted());
    // `reset` builds new items: the old first item's listener goes with it.
    handle.el("phones").reset().unwrap();
    flush().await;
    assert_eq!(*first.borrow(), vec!["unmounted"]);
    handle.el("phones.0").update(json!("z")).unwrap();
    flush().await;
    assert_eq!(*first.borrow(), vec!["unmounted"]);
    assert!(handle.el("phones.0").mounted());
}

/// The `element` and `max` of an inline list, as its parent holds them in state.
#[derive(Clone, PartialEq)]
struct ListOptions {
    element: serde_json::Value,
    max: usize,
}

#[derive(yew::Properties, PartialEq)]
struct InlineListProps {
    handle: yewform_elements::FormHandle,
    /// Receives the setter of the parent's state.
    set: Shared<Option<yew::UseStateSetter<ListOptions>>>,
    start: ListOptions,
}

#[yew::component]
fn InlineList(props: &InlineListProps) -> yew::Html {
    let start = props.start.clone();
    let state = yew::use_state(move || start);
    *props.set.borrow_mut() = Some(state.setter());
    let options = (*state).clone();
    yew::html! {
        <yewform_elements::Form handle={props.handle.clone()}>
            <yewform_elements::ListElement name="phones" label="Phones" initial={1}
                element={options.element} max={options.max} />
        </yewform_elements::Form>
    }
}

/// Mounts [`InlineList`] with a text item and `max: 3`: its root, form handle and the
/// setter of its options.
async fn mount_inline_list() -> (
    web_sys::Element,
    yewform_elements::FormHandle,
    yew::UseStateSetter<ListOptions>,
) {
    mount_inline_list_with(ListOptions {
        element: json!({"type": "text"}),
        max: 3,
    })
    .await
}

/// Mounts [`InlineList`] with `start` as its first options.
async fn mount_inline_list_with(
    start: ListOptions,
) -> (
    web_sys::Element,
    yewform_elements::FormHandle,
    yew::UseStateSetter<ListOptions>,
) {
    let root = web::mount_point();
    let handle = yewform_elements::FormHandle::new();
    let set = std::rc::Rc::new(std::cell::RefCell::new(None));
    yew::Renderer::<InlineList>::with_root_and_props(
        root.clone(),
        InlineListProps {
            handle: handle.clone(),
            set: set.clone(),
            start,
        },
    )
    .render();
    flush().await;
    let setter = set.borrow().clone().unwrap();
    (root, handle, setter)
}

/// Audit 29C F1, F2: an inline `ListElement`'s new `element` applies to the items it has
/// (built again, values kept, the old items' listeners gone with them), and a new `max` is
/// validated.
#[wasm_bindgen_test]
async fn an_inline_lists_new_item_schema_and_max_apply_to_its_items() {
    let (root, handle, setter) = mount_inline_list().await;
    handle.el("phones").update(json!(["a", "b"])).unwrap();
    flush().await;
    let second = record_names(&handle, "phones.1", &["change", "unmounted"]);
    setter.set(ListOptions {
        element: json!({"type": "text", "placeholder": "Number"}),
        max: 3,
    });
    flush().await;
    flush().await;
    assert_eq!(handle.el("phones").value(), json!(["a", "b"]));
    let inputs = root.query_selector_all("input").unwrap();
    assert_eq!(inputs.length(), 2);
    for k in 0..inputs.length() {
        let input = inputs
            .item(k)
            .unwrap()
            .dyn_into::<web_sys::HtmlInputElement>()
            .unwrap();
        assert_eq!(
            input.placeholder(),
            "Number",
            "item {k} follows the new item schema"
        );
    }
    assert_eq!(*second.borrow(), vec!["unmounted"], "the old item went");
    handle.el("phones.1").update(json!("B")).unwrap();
    flush().await;
    assert_eq!(
        *second.borrow(),
        vec!["unmounted"],
        "not the new item's listener"
    );
    setter.set(ListOptions {
        element: json!({"type": "text", "placeholder": "Number"}),
        max: 1,
    });
    flush().await;
    flush().await;
    handle.el("phones").validate().unwrap();
    flush().await;
    assert_eq!(
        handle.el("phones").errors(),
        ["The Phones may not have more than 1 items."]
    );
}

/// An inline element given options the form refuses (here an item schema of an unknown
/// type) keeps rendering with the options it had, its value intact, and takes good options
/// again later: it renders the same hooks every time (Yew's debug build panics with "Hooks
/// are called conditionally" when a render stops early after a full one).
#[wasm_bindgen_test]
async fn refused_inline_options_keep_the_element_and_its_value() {
    let (root, handle, setter) = mount_inline_list().await;
    handle.el("phones").update(json!(["a"])).unwrap();
    flush().await;
    setter.set(ListOptions {
        element: json!({"type": "no-such-type"}),
        max: 3,
    });
    flush().await;
    flush().await;
    let value_of_first_input = |root: &web_sys::Element| {
        root.query_selector("input").unwrap().map(|input| {
            input
                .dyn_into::<web_sys::HtmlInputElement>()
                .unwrap()
                .value()
        })
    };
    assert_eq!(value_of_first_input(&root), Some("a".to_string()));
    assert!(root.query_selector(".yf-element-error").unwrap().is_none());
    assert_eq!(handle.el("phones").value(), json!(["a"]));
    setter.set(ListOptions {
        element: json!({"type": "text", "placeholder": "Number"}),
        max: 3,
    });
    flush().await;
    flush().await;
    let input = root
        .query_selector("input")
        .unwrap()
        .unwrap()
        .dyn_into::<web_sys::HtmlInputElement>()
        .unwrap();
    assert_eq!(input.placeholder(), "Number", "the good options apply");
    assert_eq!(input.value(), "a");
}

/// An inline list whose first options are refused shows the error, and renders in full once
/// its props are mended (its later hooks ran in the refused render too: Yew's debug build
/// panicked with "Hooks are called conditionally").
#[wasm_bindgen_test]
async fn an_inline_list_refused_at_first_renders_once_its_options_are_mended() {
    let (root, handle, setter) = mount_inline_list_with(ListOptions {
        element: json!({"type": "no-such-type"}),
        max: 3,
    })
    .await;
    let error = root.query_selector(".yf-element-error").unwrap().unwrap();
    assert!(
        error
            .text_content()
            .unwrap_or_default()
            .contains("no-such-type"),
        "{:?}",
        error.text_content()
    );
    setter.set(ListOptions {
        element: json!({"type": "text", "placeholder": "Number"}),
        max: 3,
    });
    flush().await;
    flush().await;
    assert!(root.query_selector(".yf-element-error").unwrap().is_none());
    let input = root
        .query_selector("input")
        .unwrap()
        .expect("the mended list renders its item")
        .dyn_into::<web_sys::HtmlInputElement>()
        .unwrap();
    assert_eq!(input.placeholder(), "Number");
    assert_eq!(handle.el("phones").value(), json!([null]));
}

#[derive(yew::Properties, PartialEq)]
struct RefusableProps {
    set: Shared<Option<yew::UseStateSetter<Option<serde_json::Value>>>>,
}

/// An object, a group, a button, a static and a hidden element written inline, each with
/// the `columns` of the state (13 is refused).
#[yew::component]
fn Refusable(props: &RefusableProps) -> yew::Html {
    let columns = yew::use_state(|| Some(json!(13)));
    *props.set.borrow_mut() = Some(columns.setter());
    let columns = (*columns).clone();
    yew::html! {
        <yewform_elements::Form>
            <yewform_elements::ObjectElement name="address" columns={columns.clone()}>
                <yewform_elements::TextElement name="city" />
            </yewform_elements::ObjectElement>
            <yewform_elements::GroupElement name="names" columns={columns.clone()}>
                <yewform_elements::TextElement name="first" />
            </yewform_elements::GroupElement>
            <yewform_elements::ButtonElement name="go" button_label="Go" columns={columns.clone()} />
            <yewform_elements::StaticElement name="note" content="Hello" columns={columns.clone()} />
            <yewform_elements::HiddenElement name="ref" default={json!("x")} columns={columns} />
        </yewform_elements::Form>
    }
}

/// The other elements with hooks after their registration render in full too once their
/// refused first options are mended (object, group, button, static, hidden).
#[wasm_bindgen_test]
async fn containers_buttons_statics_and_hiddens_refused_at_first_render_once_mended() {
    let root = web::mount_point();
    let set = std::rc::Rc::new(std::cell::RefCell::new(None));
    yew::Renderer::<Refusable>::with_root_and_props(
        root.clone(),
        RefusableProps { set: set.clone() },
    )
    .render();
    flush().await;
    let errors = root
        .query_selector_all(".yf-element-error")
        .unwrap()
        .length();
    assert_eq!(errors, 5, "{}", root.inner_html());
    let setter = set.borrow().clone().unwrap();
    setter.set(None);
    flush().await;
    flush().await;
    assert!(
        root.query_selector(".yf-element-error").unwrap().is_none(),
        "{}",
        root.inner_html()
    );
    let button = root
        .query_selector("button")
        .unwrap()
        .expect("the button renders");
    assert_eq!(button.text_content().unwrap_or_default().trim(), "Go");
    assert!(root.text_content().unwrap_or_default().contains("Hello"));
    let hidden = root
        .query_selector("input[type=hidden]")
        .unwrap()
        .expect("the hidden input renders")
        .dyn_into::<web_sys::HtmlInputElement>()
        .unwrap();
    assert_eq!(hidden.value(), "x");
    assert!(
        root.query_selector("fieldset, [role=group]")
            .unwrap()
            .is_some()
    );
}

type Shared<T> = std::rc::Rc<std::cell::RefCell<T>>;

#[derive(yew::Properties, PartialEq)]
struct ModelsProps {
    handle: yewform_elements::FormHandle,
    calls: Shared<Vec<String>>,
    answer: Shared<Vec<String>>,
}

/// A list of rows whose `model` select takes its items from a function that records which
/// element asked.
#[yew::component]
fn Models(props: &ModelsProps) -> yew::Html {
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "lines": {"type": "list", "default": [{"model": "x"}, {"model": "x"}, {"model": "x"}],
            "object": {"schema": {"model": {"type": "select", "native": true,
                "items": {"fn": "models"}}}}}
    }))
    .expect("valid schema in test");
    let calls = props.calls.clone();
    let answer = props.answer.clone();
    let registry = yewform_elements::Registry::new().items("models", move |_query, el| {
        calls.borrow_mut().push(el.path().to_owned());
        let items = json!(*answer.borrow());
        async move { Ok(items) }
    });
    yew::html! { <yewform_elements::Form {schema} handle={props.handle.clone()} {registry} /> }
}

#[wasm_bindgen_test]
async fn a_renumbered_select_loads_and_cleans_its_own_items_not_its_old_index() {
    let root = web::mount_point();
    let handle = yewform_elements::FormHandle::new();
    let calls: Shared<Vec<String>> = Shared::default();
    let answer: Shared<Vec<String>> = std::rc::Rc::new(std::cell::RefCell::new(vec!["x".into()]));
    yew::Renderer::<Models>::with_root_and_props(
        root.clone(),
        ModelsProps {
            handle: handle.clone(),
            calls: calls.clone(),
            answer: answer.clone(),
        },
    )
    .render();
    web::sleep(50).await;
    assert_eq!(
        handle.data()["lines"],
        json!([{"model": "x"}, {"model": "x"}, {"model": "x"}])
    );
    handle.el("lines").remove(0).unwrap();
    web::sleep(20).await;
    calls.borrow_mut().clear();
    // The first row's options no longer hold "x": its value goes, the second row's stays.
    *answer.borrow_mut() = vec!["y".into()];
    handle.el("lines.0.model").update_items(false);
    web::sleep(50).await;
    assert_eq!(*calls.borrow(), vec!["lines.0.model"]);
    assert_eq!(handle.data()["lines"][1], json!({"model": "x"}));
    assert_ne!(handle.data()["lines"][0], json!({"model": "x"}));
}

#[wasm_bindgen_test]
async fn a_failed_submit_on_a_lists_own_rule_focuses_inside_the_list() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "label": "Phones", "rules": "min:2", "default": ["a"],
            "element": {"type": "text"}}
    }))
    .await;
    web::submit(&root).await;
    web::sleep(20).await;
    assert!(handle.el("phones").invalid());
    // The list's box cannot take the focus: its first field does.
    assert_eq!(active_id(), "yf-phones.0");
}

#[wasm_bindgen_test]
async fn the_live_region_blanks_after_a_clear_and_the_list_takes_the_focus_without_an_add_button() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "label": "Phones", "default": ["a"],
            "element": {"type": "text"}},
        "tags": {"type": "list", "label": "Tags", "default": ["x"],
            "controls": {"add": false}, "element": {"type": "text"}}
    }))
    .await;
    let phones = q_some(&root, "fieldset#yf-phones");
    click(&add_button(&phones)).await;
    assert_eq!(live(&phones), "Phones 2 added, 2 items");
    handle.el("phones").clear().unwrap();
    flush().await;
    assert_eq!(handle.el("phones").value(), json!([]));
    assert_eq!(live(&phones), "", "no stale announcement beside 0 items");

    let tags = q_some(&root, "fieldset#yf-tags");
    click(&button(&tags, "Remove Tags 1")).await;
    assert_eq!(live(&tags), "Tags 1 removed, 0 items");
    let list = q_some(&tags, "[role=list]");
    assert!(
        document()
            .active_element()
            .unwrap()
            .is_same_node(Some(&list))
    );
}

#[wasm_bindgen_test]
async fn the_live_region_does_not_repeat_an_old_announcement() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "label": "Phones", "default": ["a"],
            "element": {"type": "text"}}
    }))
    .await;
    click(&add_button(&root)).await;
    assert_eq!(live(&root), "Phones 2 added, 2 items");
    handle.clear();
    flush().await;
    handle.load(&json!({"phones": ["a", "b"]}), false).unwrap();
    flush().await;
    assert_eq!(handle.el("phones").value(), json!(["a", "b"]));
    assert_eq!(live(&root), "", "no add happened: nothing to announce");
    // A later change is announced again.
    click(&add_button(&root)).await;
    assert_eq!(live(&root), "Phones 3 added, 3 items");
}

#[wasm_bindgen_test]
async fn an_unlabelled_group_items_name_follows_its_position() {
    let (root, _handle) = mount(json!({
        "days": {"type": "list", "label": "Days", "initial": 3,
            "element": {"type": "checkboxgroup", "items": ["Mon", "Tue"]}}
    }))
    .await;
    let name = |i: usize| {
        q_some(&root, &format!("fieldset[id='yf-days.{i}']"))
            .get_attribute("aria-label")
            .unwrap_or_default()
    };
    assert_eq!(
        (name(0), name(1), name(2)),
        ("Days 1".into(), "Days 2".into(), "Days 3".into())
    );
    q_some(&root, "fieldset[id='yf-days.1'] input[value='Tue']")
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .click();
    flush().await;
    click(&button(&root, "Remove Days 1")).await;
    // The item that was second is first now, with its state and its new name.
    assert_eq!((name(0), name(1)), ("Days 1".into(), "Days 2".into()));
    let tue = q_some(&root, "fieldset[id='yf-days.0'] input[value='Tue']");
    assert!(
        tue.dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
}

#[wasm_bindgen_test]
async fn add_focused_puts_the_focus_in_the_new_item() {
    let (_root, handle) = mount(json!({
        "lines": {"type": "list", "initial": 1, "object": {"schema": {
            "name": {"type": "text", "label": "Name"}}}}
    }))
    .await;
    assert_eq!(
        handle.el("lines").add_focused(Some(json!({"name": "b"}))),
        Ok(1)
    );
    web::sleep(20).await;
    assert_eq!(active_id(), "yf-lines.1.name");
    assert_eq!(
        handle.el("lines").value(),
        json!([{"name": null}, {"name": "b"}])
    );
}

#[wasm_bindgen_test]
async fn a_debounced_rule_of_a_renumbered_item_still_runs() {
    let (_root, handle) = mount(json!({
        "phones": {"type": "list", "default": ["a", "b"],
            "element": {"type": "text", "rules": "min:3", "debounce": 60}}
    }))
    .await;
    handle.el("phones.1").update(json!("xy")).unwrap();
    assert!(handle.el("phones.1").debouncing());
    // Item 1 becomes item 0 while its timer runs.
    handle.el("phones").remove(0).unwrap();
    web::sleep(150).await;
    assert!(!handle.el("phones.0").debouncing(), "its timer found it");
    assert!(handle.el("phones.0").invalid(), "min:3 ran on \"xy\"");
}

/// After a remove the focus goes to a control the user can reach: a neighbour item's first
/// rendered control, not a child hidden by its conditions (whose `focus()` does nothing, so
/// the focus fell to `<body>`) (audit6-a11y #12).
#[wasm_bindgen_test]
async fn a_remove_focuses_the_neighbours_first_visible_control() {
    let (root, handle) = mount(json!({
        "mode": {"type": "text", "default": "a"},
        "lines": {"type": "list", "initial": 2, "object": {"schema": {
            "extra": {"type": "text", "conditions": [["mode", "b"]]},
            "name": {"type": "text"}}}}
    }))
    .await;
    assert!(
        q_some(&root, "[id='yf-lines.0.extra']")
            .closest("[hidden]")
            .unwrap()
            .is_some()
    );
    click(&button(&root, "Remove Lines 1")).await;
    assert_eq!(handle.el("lines").value().as_array().map(Vec::len), Some(1));
    assert_eq!(active_id(), "yf-lines.0.name");
}

/// An item's label with `info` is followed by the info trigger (a button) before the field: after
/// a remove, and after a failed submit on the list's own rule, the focus goes to the field,
/// not the icon (audit6-a11y #12).
#[wasm_bindgen_test]
async fn the_focus_skips_a_labels_info_icon() {
    let (root, handle) = mount(json!({
        "phones": {"type": "list", "rules": "min:3", "default": ["a", "b"],
            "element": {"type": "text", "label": "Phone", "info": "Digits only"}}
    }))
    .await;
    assert!(q_some(&root, "label + [data-position] > button").is_connected());
    web::submit(&root).await;
    web::sleep(20).await;
    assert!(handle.el("phones").invalid());
    assert_eq!(active_id(), "yf-phones.0");
    click(&button(&root, "Remove Phones 1")).await;
    assert_eq!(handle.el("phones").value(), json!(["b"]));
    assert_eq!(active_id(), "yf-phones.0");
}

/// Audit 21B #5: `add()` answers the index of the item it added, also when an `add`
/// listener adds another item before it returns.
#[wasm_bindgen_test]
async fn add_answers_its_own_items_index_when_a_listener_adds_another() {
    let (_root, handle) = mount(json!({
        "tags": {"type": "list", "default": ["a"], "element": {"type": "text"}}
    }))
    .await;
    let once = std::rc::Rc::new(std::cell::Cell::new(true));
    let (reader, first) = (handle.clone(), once.clone());
    handle.el("tags").on(
        "add",
        yew::Callback::from(move |_| {
            if first.replace(false) {
                let _ = reader.el("tags").add(Some(json!("from the listener")));
            }
        }),
    );
    let index = handle.el("tags").add(Some(json!("mine"))).unwrap();
    flush().await;
    let value = handle.el("tags").value();
    assert_eq!(value[index], json!("mine"), "index {index} of {value}");
}
