//! The choice elements in the browser: clicks change the value and the request data (with
//! `trueValue` / `falseValue`), group values are arrays in item order, `clear`, `reset`,
//! `load` and `update` reach the inputs, rules show their messages with `aria-invalid`,
//! conditions follow a checkbox, and `change` fires once per click.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{all, flush, mount, q, q_some, record_names, sleep};

fn input(root: &web_sys::Element, selector: &str) -> web_sys::HtmlInputElement {
    q_some(root, selector).dyn_into().unwrap()
}

async fn click(element: &web_sys::Element) {
    element.dyn_ref::<web_sys::HtmlElement>().unwrap().click();
    flush().await;
}

#[wasm_bindgen_test]
async fn clicking_a_checkbox_sets_its_true_and_false_values() {
    let (root, handle) = mount(json!({
        "terms": {"type": "checkbox", "text": "I agree", "trueValue": "yes", "falseValue": "no"},
    }))
    .await;
    let events = record_names(&handle, "terms", &["change"]);
    let terms = input(&root, "#yf-terms");
    assert!(!terms.checked());
    assert_eq!(handle.data(), json!({"terms": "no"}));
    click(&terms).await;
    assert!(terms.checked());
    assert_eq!(handle.data(), json!({"terms": "yes"}));
    // Clicking the text (the input's label) toggles it back.
    click(&q_some(&root, ".yf-checkbox-text")).await;
    assert!(!terms.checked());
    assert_eq!(handle.data(), json!({"terms": "no"}));
    assert_eq!(*events.borrow(), ["change", "change"]);
}

#[wasm_bindgen_test]
async fn a_toggle_switches_with_a_click_and_says_so_in_aria_checked() {
    let (root, handle) = mount(json!({
        "news": {"type": "toggle", "text": "Newsletter", "labels": {"on": "On", "off": "Off"},
                 "trueValue": 1, "falseValue": 0},
    }))
    .await;
    let switch = q_some(&root, "#yf-news");
    assert_eq!(switch.get_attribute("role").as_deref(), Some("switch"));
    assert_eq!(
        switch.get_attribute("aria-checked").as_deref(),
        Some("false")
    );
    click(&switch).await;
    assert_eq!(
        switch.get_attribute("aria-checked").as_deref(),
        Some("true")
    );
    assert_eq!(handle.data(), json!({"news": 1}));
    assert!(switch.text_content().unwrap().contains("On"));
    // Its text is a <label for> the switch: a click on it toggles too.
    click(&q_some(&root, "label[for='yf-news']")).await;
    assert_eq!(
        switch.get_attribute("aria-checked").as_deref(),
        Some("false")
    );
    assert_eq!(handle.data(), json!({"news": 0}));
}

#[wasm_bindgen_test]
async fn a_checkbox_group_keeps_its_values_in_item_order() {
    let (root, handle) = mount(json!({
        "tags": {"type": "checkboxgroup", "label": "Tags", "items": {"a": "A", "b": "B", "c": "C"},
                 "disables": ["b"]},
    }))
    .await;
    let boxes = all(&root, "#yf-tags input");
    assert_eq!(boxes.len(), 3);
    assert!(
        boxes[1]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .disabled()
    );
    click(&boxes[2]).await;
    click(&boxes[0]).await;
    assert_eq!(
        handle.data(),
        json!({"tags": ["a", "c"]}),
        "item order, not click order"
    );
    click(&boxes[2]).await;
    assert_eq!(handle.data(), json!({"tags": ["a"]}));
    handle.el("tags").clear().unwrap();
    flush().await;
    assert_eq!(handle.data(), json!({"tags": []}));
    assert!(
        !boxes[0]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
    handle.load(&json!({"tags": ["c"]}), false).unwrap();
    flush().await;
    assert!(
        boxes[2]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
}

#[wasm_bindgen_test]
async fn a_radio_group_takes_the_chosen_items_value_with_its_type() {
    let (root, handle) = mount(json!({
        "plan": {"type": "radiogroup", "items": [1, 2, 3], "default": 2},
    }))
    .await;
    let radios = all(&root, "#yf-plan input[type=radio]");
    assert!(
        radios[1]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
    click(&radios[2]).await;
    assert_eq!(handle.data(), json!({"plan": 3}), "a number stays a number");
    handle.el("plan").update(json!(1)).unwrap();
    flush().await;
    assert!(
        radios[0]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
    handle.reset();
    flush().await;
    assert_eq!(handle.data(), json!({"plan": 2}));
    assert!(
        radios[1]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
}

#[wasm_bindgen_test]
async fn radios_sharing_a_name_null_each_other() {
    let (root, handle) = mount(json!({
        "monthly": {"type": "radio", "radioName": "plan", "radioValue": "m", "text": "Monthly", "default": "m"},
        "yearly": {"type": "radio", "radioName": "plan", "radioValue": "y", "text": "Yearly"},
    }))
    .await;
    click(&q_some(&root, "#yf-yearly")).await;
    assert_eq!(handle.data(), json!({"monthly": null, "yearly": "y"}));
    assert!(!input(&root, "#yf-monthly").checked());
}

#[wasm_bindgen_test]
async fn rules_show_their_messages_with_aria_invalid() {
    let (root, handle) = mount(json!({
        "terms": {"type": "checkbox", "text": "Terms", "label": "Terms", "rules": "accepted",
                  "trueValue": "agree", "falseValue": "no"},
        "tags": {"type": "checkboxgroup", "label": "Tags", "items": ["a", "b", "c"], "rules": "min:2"},
        "plan": {"type": "radiogroup", "label": "Plan", "items": ["x", "y"], "rules": "required"},
    }))
    .await;
    assert!(!handle.validate());
    sleep(10).await;
    let terms = input(&root, "#yf-terms");
    assert_eq!(terms.get_attribute("aria-invalid").as_deref(), Some("true"));
    let error = terms.get_attribute("aria-errormessage").unwrap();
    assert_eq!(
        q_some(&root, &format!("#{error}"))
            .text_content()
            .as_deref(),
        Some("The Terms must be accepted.")
    );
    let text = root.text_content().unwrap();
    assert!(
        text.contains("The Tags must have at least 2 items."),
        "{text}"
    );
    assert!(text.contains("The Plan field is required."), "{text}");
    for each in all(&root, "#yf-tags input") {
        assert_eq!(each.get_attribute("aria-invalid").as_deref(), Some("true"));
    }
    click(&terms).await;
    sleep(10).await;
    assert_eq!(
        terms.get_attribute("aria-invalid").as_deref(),
        Some("false")
    );
    assert!(q(&root, &format!("#{error}")).is_none());
}

#[wasm_bindgen_test]
async fn a_condition_on_a_checkbox_shows_the_element_it_guards() {
    let (root, _) = mount(json!({
        "company": {"type": "checkbox", "text": "Company"},
        "size": {"type": "radiogroup", "items": ["S", "L"], "label": "Size",
                 "conditions": [["company", true]]},
    }))
    .await;
    let hidden = || q_some(&root, "[data-field='yf-size']").has_attribute("hidden");
    assert!(hidden());
    click(&q_some(&root, "#yf-company")).await;
    assert!(!hidden());
}

#[derive(yew::Properties, PartialEq)]
struct RegistryProps {
    handle: yewform_elements::FormHandle,
}

#[yew::component]
fn WithItemsFunction(props: &RegistryProps) -> yew::Html {
    use yew::html;
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "sizes": {"type": "checkboxgroup", "label": "Sizes", "items": {"fn": "sizes"},
                  "default": ["m"]},
    }))
    .expect("valid schema in test");
    let registry = yewform_elements::Registry::new().items("sizes", |_query, _el| async {
        Ok(json!({"s": {"label": "Small", "description": "Fits"}, "m": "Medium", "l": "Large"}))
    });
    html! { <yewform_elements::Form {schema} handle={props.handle.clone()} {registry} /> }
}

#[wasm_bindgen_test]
async fn a_group_takes_its_items_from_an_items_function() {
    let root = web::mount_point();
    let handle = yewform_elements::FormHandle::new();
    yew::Renderer::<WithItemsFunction>::with_root_and_props(
        root.clone(),
        RegistryProps {
            handle: handle.clone(),
        },
    )
    .render();
    sleep(50).await;
    let boxes = all(&root, "#yf-sizes input[type=checkbox]");
    assert_eq!(boxes.len(), 3, "{}", root.inner_html());
    assert!(
        boxes[1]
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .checked()
    );
    assert!(root.text_content().unwrap().contains("Large"));
    click(&boxes[0]).await;
    assert_eq!(handle.data(), json!({"sizes": ["s", "m"]}));
}

#[wasm_bindgen_test]
async fn a_groups_items_are_disabled_and_enabled_at_runtime() {
    let (root, handle) = mount(json!({
        "tags": {"type": "checkboxgroup", "label": "Tags", "items": ["a", "b", "c"],
                 "disables": ["c"]},
        "size": {"type": "radiogroup", "label": "Size", "items": {"s": "S", "m": "M"},
                 "default": "s"},
    }))
    .await;
    let events = record_names(&handle, "tags", &["change"]);
    let boxes: Vec<web_sys::HtmlInputElement> = all(&root, "#yf-tags input")
        .into_iter()
        .map(|b| b.dyn_into().unwrap())
        .collect();
    assert!(!boxes[0].disabled());
    handle.el("tags").disable_items(&[json!("a")]).unwrap();
    flush().await;
    assert!(boxes[0].disabled(), "the item's input is disabled");
    assert!(!boxes[1].disabled());
    // A click on the disabled item (its input or its label) changes nothing.
    click(&boxes[0]).await;
    click(&boxes[0].parent_element().unwrap()).await;
    assert!(!boxes[0].checked());
    assert_eq!(handle.data()["tags"], json!([]));
    assert!(events.borrow().is_empty());
    // The element's enable() leaves it disabled; enable_items enables it, and the item
    // `disables` disabled too.
    handle.el("tags").enable().unwrap();
    flush().await;
    assert!(boxes[0].disabled());
    handle
        .el("tags")
        .enable_items(&[json!("a"), json!("c")])
        .unwrap();
    flush().await;
    assert!(!boxes[0].disabled() && !boxes[2].disabled());
    click(&boxes[0]).await;
    assert_eq!(handle.data()["tags"], json!(["a"]));
    assert_eq!(*events.borrow(), ["change"]);

    // A radio group's item.
    let radios: Vec<web_sys::HtmlInputElement> = all(&root, "#yf-size input")
        .into_iter()
        .map(|b| b.dyn_into().unwrap())
        .collect();
    handle.el("size").disable_items(&[json!("m")]).unwrap();
    flush().await;
    assert!(radios[1].disabled());
    click(&radios[1]).await;
    assert_eq!(handle.data()["size"], json!("s"));
    assert!(radios[0].checked() && !radios[1].checked());
}

/// A group keeps a value its items hold loosely (`items: {"1": "One"}` holds `1`) and a value
/// no item holds (loaded before its items), as the reference: the loader never drops a group's
/// value for being absent (audit 3: the browser's item loader dropped `[1]` to `[]`).
#[wasm_bindgen_test]
async fn a_group_keeps_loosely_matching_and_absent_values_in_the_browser() {
    let (root, handle) = mount(json!({
        "ids": {"type": "checkboxgroup", "items": {"1": "One", "2": "Two"}, "default": [1]},
        "size": {"type": "radiogroup", "items": {"1": "S", "2": "M"}, "default": 2}
    }))
    .await;
    sleep(20).await;
    assert_eq!(handle.el("ids").value(), json!([1]));
    assert_eq!(handle.el("size").value(), json!(2));
    let boxes = all(&root, "input[type=checkbox]");
    let first: web_sys::HtmlInputElement = boxes[0].clone().dyn_into().unwrap();
    assert!(first.checked(), "One is checked for 1");
    handle
        .load(&json!({"ids": ["1", "zz"], "size": "1"}), false)
        .unwrap();
    flush().await;
    sleep(20).await;
    assert_eq!(handle.el("ids").value(), json!(["1", "zz"]));
    assert_eq!(handle.el("size").value(), json!("1"));
}

/// The info trigger is a button after the label (audit 24C #2): a click on it neither
/// toggles the box the label is for nor focuses it, and the focus stays on the trigger.
#[wasm_bindgen_test]
async fn a_click_on_the_info_icon_does_not_toggle_the_checkbox() {
    let (root, handle) = mount(json!({
        "terms": {"type": "checkbox", "label": "Terms", "info": "Read them first", "text": "I agree"}
    }))
    .await;
    let info = q_some(&root, "button#yf-terms__info-trigger[type=button]");
    assert!(
        info.closest("label").unwrap().is_none(),
        "not inside the label"
    );
    info.dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .focus()
        .unwrap();
    click(&info).await;
    assert_eq!(handle.el("terms").value(), json!(false), "unchanged");
    assert!(!input(&root, "#yf-terms").checked());
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .map(|e| e.id());
    assert_eq!(active.as_deref(), Some("yf-terms__info-trigger"));
}

#[derive(yew::Properties, PartialEq)]
struct StyledProps {
    style: yewform_themes::ThemeStyle,
}

#[yew::component]
fn StyledInfo(props: &StyledProps) -> yew::Html {
    use yew::html;
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "email": {"type": "text", "label": "Email", "info": "Your work address"},
        "address": {"type": "object", "label": "Address", "info": "Where we ship",
            "schema": {"street": {"type": "text", "label": "Street"}}},
    }))
    .expect("valid schema in test");
    html! {
        <yewform_themes::ThemeProvider kind={yewform_themes::ThemeKind::Light} style={props.style}>
            <yewform_elements::Form {schema} />
        </yewform_themes::ThemeProvider>
    }
}

/// The tooltip's computed `visibility`.
fn visibility(element: &web_sys::Element) -> String {
    web_sys::window()
        .unwrap()
        .get_computed_style(element)
        .unwrap()
        .unwrap()
        .get_property_value("visibility")
        .unwrap()
}

/// WCAG 1.4.13, the APG tooltip pattern (audit 24C #2): the tooltip shows while its trigger
/// has the focus, Escape hides it (in the default and the Bootstrap theme) until the focus
/// leaves the trigger, and it shows again when the trigger is focused again; a field's and
/// a container's trigger alike.
#[wasm_bindgen_test]
async fn escape_on_the_info_trigger_hides_its_tooltip_until_the_focus_leaves() {
    for style in [
        yewform_themes::ThemeStyle::Default,
        yewform_themes::ThemeStyle::Bootstrap,
    ] {
        // Bootstrap's extra CSS is the app's to serve (after Bootstrap's own).
        let sheet = web_sys::window()
            .and_then(|w| w.document())
            .unwrap()
            .create_element("style")
            .unwrap();
        if style == yewform_themes::ThemeStyle::Bootstrap {
            sheet.set_text_content(Some(yewform_themes::bootstrap::CSS));
        }
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.head())
            .unwrap()
            .append_child(&sheet)
            .unwrap();
        let root = web::mount_point();
        yew::Renderer::<StyledInfo>::with_root_and_props(root.clone(), StyledProps { style })
            .render();
        flush().await;
        flush().await;
        for id in ["yf-email", "yf-address"] {
            let trigger: web_sys::HtmlElement = q_some(&root, &format!("#{id}__info-trigger"))
                .dyn_into()
                .unwrap();
            let tooltip = q_some(&root, &format!("#{id}__info"));
            assert_eq!(visibility(&tooltip), "hidden", "{style:?} {id} at rest");
            trigger.focus().unwrap();
            flush().await;
            assert_eq!(visibility(&tooltip), "visible", "{style:?} {id} focused");
            web::key(&trigger, "Escape").await;
            assert_eq!(
                visibility(&tooltip),
                "hidden",
                "{style:?} {id} after Escape"
            );
            trigger.blur().unwrap();
            flush().await;
            trigger.focus().unwrap();
            flush().await;
            assert_eq!(
                visibility(&tooltip),
                "visible",
                "{style:?} {id} focused again"
            );
            trigger.blur().unwrap();
        }
        root.remove();
        sheet.remove();
    }
}

/// WCAG 1.4.13 (audit 26 F4): a tooltip shown by the pointer is dismissable too: Escape
/// pressed anywhere (the focus elsewhere) while the pointer is over the info container hides
/// it until the pointer leaves; Escape with no pointer over it changes nothing.
#[wasm_bindgen_test]
async fn escape_anywhere_hides_the_tooltip_the_pointer_shows() {
    let root = web::mount_point();
    yew::Renderer::<StyledInfo>::with_root_and_props(
        root.clone(),
        StyledProps {
            style: yewform_themes::ThemeStyle::Default,
        },
    )
    .render();
    flush().await;
    flush().await;
    let body: web_sys::Element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .unwrap()
        .into();
    let container = q_some(&root, "#yf-email__info").parent_element().unwrap();
    let pointer = |kind: &str| {
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(false);
        let event = web_sys::MouseEvent::new_with_mouse_event_init_dict(kind, &init).unwrap();
        container.dispatch_event(&event).unwrap();
    };
    web::key(&body, "Escape").await;
    assert!(
        !container.has_attribute("data-dismissed"),
        "Escape without the pointer over the info changes nothing"
    );
    pointer("mouseenter");
    flush().await;
    web::key(&body, "Escape").await;
    assert!(
        container.has_attribute("data-dismissed"),
        "Escape with the pointer over the info hides its tooltip"
    );
    // The icon hidden under the pointer gets no `mouseleave`; its next hover shows the
    // tooltip again (audit 28R F4).
    pointer("mouseenter");
    flush().await;
    assert!(
        !container.has_attribute("data-dismissed"),
        "a new hover shows it again"
    );
    web::key(&body, "Escape").await;
    pointer("mouseleave");
    flush().await;
    assert!(
        !container.has_attribute("data-dismissed"),
        "the pointer leaving shows it again on the next hover"
    );
    web::key(&body, "Escape").await;
    assert!(
        !container.has_attribute("data-dismissed"),
        "after the pointer left, Escape changes nothing"
    );
    root.remove();
}

/// Waits `ms` milliseconds (a timer; no render flush: for an items function's answer).
async fn wait(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web::window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

#[yew::component]
fn WithSlowItems(props: &RegistryProps) -> yew::Html {
    use yew::html;
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "size": {"type": "radiogroup", "label": "Size", "items": {"fn": "slow"}},
    }))
    .expect("valid schema in test");
    let registry = yewform_elements::Registry::new().items("slow", |_query, _el| async {
        wait(300).await;
        Ok(json!(["S", "M", "L"]))
    });
    html! { <yewform_elements::Form {schema} handle={props.handle.clone()} {registry} /> }
}

/// A group follows core's disable-while-loading decision, as a native select: its first
/// load and `update_items(false)` leave it enabled (a focused radio keeps the focus), only
/// `update_items(true)` (and a `{path}` refetch) disables it, and then `is_disabled()`
/// says so; the fieldset is `aria-busy` while any load runs (audit15-a11y #4: every load
/// disabled every input, dropping the focus to `<body>`, while `is_disabled()` said false).
#[wasm_bindgen_test]
async fn a_group_is_disabled_only_by_a_disabling_reload_and_busy_while_loading() {
    let root = web::mount_point();
    let handle = yewform_elements::FormHandle::new();
    yew::Renderer::<WithSlowItems>::with_root_and_props(
        root.clone(),
        RegistryProps {
            handle: handle.clone(),
        },
    )
    .render();
    sleep(50).await;
    let fieldset = || q_some(&root, "fieldset#yf-size");
    let busy = || fieldset().get_attribute("aria-busy");
    assert_eq!(
        busy().as_deref(),
        Some("true"),
        "busy during the first load"
    );
    assert!(!handle.el("size").is_disabled());
    sleep(500).await;
    assert_eq!(busy(), None, "no longer busy");
    let radios = || {
        all(&root, "#yf-size input[type=radio]")
            .into_iter()
            .map(|r| r.dyn_into::<web_sys::HtmlInputElement>().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(radios().len(), 3, "{}", root.inner_html());
    radios()[1].focus().unwrap();
    let active = || web::document().active_element();
    assert_eq!(active().as_ref(), Some(radios()[1].as_ref()));

    // A reload that does not disable: enabled, the focus stays, busy.
    handle.el("size").update_items(false);
    sleep(50).await;
    assert_eq!(busy().as_deref(), Some("true"), "busy while it reloads");
    assert!(
        radios().iter().all(|r| !r.disabled()),
        "update_items(false) disables nothing: {}",
        root.inner_html()
    );
    assert!(!handle.el("size").is_disabled());
    assert_eq!(
        active().as_ref(),
        Some(radios()[1].as_ref()),
        "the focused radio keeps the focus"
    );
    sleep(500).await;
    assert_eq!(busy(), None);
    assert_eq!(active().as_ref(), Some(radios()[1].as_ref()));

    // A disabling reload: every input and the handle say disabled, until the answer.
    handle.el("size").update_items(true);
    sleep(50).await;
    assert!(
        radios().iter().all(|r| r.disabled()),
        "{}",
        root.inner_html()
    );
    assert!(
        handle.el("size").is_disabled(),
        "is_disabled() says what is shown"
    );
    assert_eq!(busy().as_deref(), Some("true"));
    sleep(500).await;
    assert!(
        radios().iter().all(|r| !r.disabled()),
        "enabled after the answer"
    );
    assert!(!handle.el("size").is_disabled());
    assert_eq!(busy(), None);
}

/// A transport whose every `GET` answers `["A", "B", "C"]` after 300 ms.
struct SlowTransport;

impl yewform_elements::transport::Transport for SlowTransport {
    fn get_json(
        &self,
        _url: &str,
    ) -> yewform_elements::transport::LocalFuture<Result<serde_json::Value, String>> {
        Box::pin(async {
            wait(300).await;
            Ok(json!(["A", "B", "C"]))
        })
    }

    fn post_json(
        &self,
        url: &str,
        _body: &serde_json::Value,
    ) -> yewform_elements::transport::LocalFuture<Result<serde_json::Value, String>> {
        let url = url.to_string();
        Box::pin(async move { Err(format!("POST {url}: not in this test")) })
    }
}

/// A `{path}` refetch disables a group until its answer, as a native select (core's
/// `Effect::DisableWhileLoading`), and `is_disabled()` says so; it is enabled after.
#[wasm_bindgen_test]
async fn a_path_refetch_disables_a_group_until_its_answer() {
    let handle = yewform_elements::FormHandle::new();
    handle.set_transport(std::rc::Rc::new(SlowTransport));
    let root = web::mount_handled(
        json!({
            "country": {"type": "text", "default": "de"},
            "city": {"type": "radiogroup", "label": "City", "items": "/cities/{country}"},
        }),
        &handle,
        Vec::new(),
        false,
    )
    .await;
    sleep(50).await;
    assert!(
        !handle.el("city").is_disabled(),
        "the first load disables nothing"
    );
    sleep(500).await;
    let radios = || {
        all(&root, "#yf-city input[type=radio]")
            .into_iter()
            .map(|r| r.dyn_into::<web_sys::HtmlInputElement>().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(radios().len(), 3, "{}", root.inner_html());
    assert!(radios().iter().all(|r| !r.disabled()));
    handle.el("country").update(json!("fr")).unwrap();
    sleep(50).await;
    assert!(
        handle.el("city").is_disabled(),
        "disabled during the refetch"
    );
    assert!(
        radios().iter().all(|r| r.disabled()),
        "{}",
        root.inner_html()
    );
    assert_eq!(
        q_some(&root, "fieldset#yf-city")
            .get_attribute("aria-busy")
            .as_deref(),
        Some("true")
    );
    sleep(500).await;
    assert!(!handle.el("city").is_disabled());
    assert!(
        radios().iter().all(|r| !r.disabled()),
        "enabled after the answer"
    );
}

/// `focused()` follows the focus of a checkbox, radio, toggle, a group's item and a button,
/// as of a text field (audit 18B #6).
#[wasm_bindgen_test]
async fn focused_follows_the_focus_of_the_choice_elements_and_the_button() {
    let (root, handle) = mount(json!({
        "agree": {"type": "checkbox", "text": "Agree"},
        "one": {"type": "radio", "text": "One"},
        "dark": {"type": "toggle", "text": "Dark"},
        "days": {"type": "checkboxgroup", "items": ["mo", "tu"]},
        "size": {"type": "radiogroup", "items": ["s", "m"]},
        "go": {"type": "button", "buttonLabel": "Go"},
    }))
    .await;
    let names = ["agree", "one", "dark", "days", "size", "go"];
    let focused = || {
        names
            .into_iter()
            .filter(|path| handle.el(path).focused())
            .collect::<Vec<_>>()
    };
    assert!(focused().is_empty());
    for (name, selector) in [
        ("agree", "#yf-agree"),
        ("one", "#yf-one"),
        ("dark", "#yf-dark"),
        ("days", "#yf-days__1"),
        ("size", "#yf-size__0"),
        ("go", "#yf-go"),
    ] {
        q_some(&root, selector)
            .dyn_into::<web_sys::HtmlElement>()
            .unwrap()
            .focus()
            .unwrap();
        flush().await;
        assert_eq!(focused(), [name], "{selector}");
    }
    q_some(&root, "#yf-go")
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .blur()
        .unwrap();
    flush().await;
    assert!(focused().is_empty(), "{:?}", focused());
}
