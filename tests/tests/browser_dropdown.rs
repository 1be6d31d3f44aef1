//! Browser tests of the custom dropdown select: the WAI-ARIA combobox keyboard, search,
//! creation, clearing, the windowed list and async items, in headless Chromium.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_elements::hooks::ItemsFn;
use yewform_elements::{Form, FormHandle, SelectElement};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{
    document, focus, key, mount, mount_point, moved_list, q, record_names as record, sleep, spacer,
    type_text,
};

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn countries() -> Value {
    json!([
        {"value": "de", "label": "Germany"},
        {"value": "fr", "label": "France"},
        {"value": "ch", "label": "Zürich Canton", "disabled": true},
        {"value": "fi", "label": "Finland"},
        {"value": "es", "label": "España"}
    ])
}

#[wasm_bindgen_test]
async fn closed_list_renders_no_options_and_arrow_down_opens_it() {
    let (root, handle) = mount(
        json!({"c": {"type": "select", "native": false, "label": "Country", "items": countries()}}),
    )
    .await;
    let events = record(&handle, "c", &["open", "close", "select"]);
    let combo = q(&root, "[role=combobox]").expect("a combobox");
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert_eq!(
        count(&root, "[role=option]"),
        0,
        "nothing rendered while closed"
    );
    assert_eq!(
        combo.get_attribute("aria-controls").as_deref(),
        Some("yf-c__listbox")
    );
    assert_eq!(
        combo.get_attribute("aria-labelledby").as_deref(),
        Some("yf-c__label yf-c__value")
    );

    key(&combo, "ArrowDown").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    assert_eq!(count(&root, "[role=listbox] [role=option]"), 5);
    let active = combo
        .get_attribute("aria-activedescendant")
        .expect("an active option");
    let option = document()
        .get_element_by_id(&active)
        .expect("the active option exists");
    assert_eq!(option.text_content().as_deref(), Some("Germany"));
    assert_eq!(option.get_attribute("aria-setsize").as_deref(), Some("5"));
    assert_eq!(option.get_attribute("aria-posinset").as_deref(), Some("1"));
    assert_eq!(*events.borrow(), ["open"]);
    assert_eq!(handle.el("c").value(), Value::Null, "opening never commits");
}

#[wasm_bindgen_test]
async fn arrows_move_enter_commits_escape_closes_and_keeps_focus() {
    let (root, handle) =
        mount(json!({"c": {"type": "select", "native": false, "items": countries()}})).await;
    let events = record(&handle, "c", &["open", "close", "select", "change"]);
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    key(&combo, "ArrowDown").await;
    key(&combo, "ArrowDown").await; // skips the disabled "Zürich Canton"
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&active)
            .unwrap()
            .text_content()
            .as_deref(),
        Some("Finland")
    );
    assert_eq!(
        handle.el("c").value(),
        Value::Null,
        "navigation never commits"
    );
    key(&combo, "Enter").await;
    assert_eq!(handle.el("c").value(), json!("fi"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false"),
        "closeOnSelect"
    );
    // The element's `change` after the user's events, as the reference's.
    assert_eq!(*events.borrow(), ["open", "select", "close", "change"]);

    // Reopening starts at the current value; End / Home; Escape closes and keeps focus.
    key(&combo, "ArrowDown").await;
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&active)
            .unwrap()
            .text_content()
            .as_deref(),
        Some("Finland")
    );
    key(&combo, "End").await;
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&active)
            .unwrap()
            .text_content()
            .as_deref(),
        Some("España")
    );
    key(&combo, "Home").await;
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&active)
            .unwrap()
            .text_content()
            .as_deref(),
        Some("Germany")
    );
    key(&combo, "Escape").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert_eq!(
        document().active_element().map(|e| e.id()),
        Some("yf-c".to_string())
    );
    assert_eq!(
        handle.el("c").value(),
        json!("fi"),
        "Escape keeps the value"
    );
}

/// The Escape that closes the open list stays with the select: a dialog around the form (a
/// Bootstrap modal closes on any Escape that reaches it) stays open. An Escape the closed
/// select does not use goes on to the page.
#[wasm_bindgen_test]
async fn the_escape_that_closes_the_list_does_not_reach_a_dialog_around_the_form() {
    let (root, _handle) =
        mount(json!({"c": {"type": "select", "native": false, "items": countries()}})).await;
    let seen = Rc::new(RefCell::new(0u32));
    let count = seen.clone();
    let listener = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(
        move |event: web_sys::KeyboardEvent| {
            if event.key() == "Escape" {
                *count.borrow_mut() += 1;
            }
        },
    );
    let around = root.parent_element().unwrap();
    around
        .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref())
        .unwrap();
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    key(&combo, "Escape").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    let closing = *seen.borrow();
    key(&combo, "Escape").await;
    let unused = *seen.borrow() - closing;
    around
        .remove_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref())
        .unwrap();
    assert_eq!(closing, 0, "the Escape that closed the list stayed inside");
    assert_eq!(
        unused, 1,
        "an Escape the closed select does not use goes on"
    );
}

#[wasm_bindgen_test]
async fn tab_commits_the_pointed_option() {
    let (root, handle) =
        mount(json!({"c": {"type": "select", "native": false, "items": countries()}})).await;
    let combo = q(&root, "[role=combobox]").unwrap();
    key(&combo, "ArrowDown").await;
    key(&combo, "ArrowDown").await;
    key(&combo, "Tab").await;
    assert_eq!(handle.el("c").value(), json!("fr"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
}

#[wasm_bindgen_test]
async fn type_ahead_moves_the_pointer_when_not_searchable() {
    let (root, _) =
        mount(json!({"c": {"type": "select", "native": false, "items": countries()}})).await;
    let combo = q(&root, "[role=combobox]").unwrap();
    key(&combo, "f").await;
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&active)
            .unwrap()
            .text_content()
            .as_deref(),
        Some("France")
    );
}

#[wasm_bindgen_test]
async fn search_folds_accents_when_not_strict_and_announces_the_count() {
    let (root, handle) = mount(
        json!({"c": {"type": "select", "search": true, "strict": false, "items": countries()}}),
    )
    .await;
    let events = record(&handle, "c", &["search-change"]);
    let input = q(&root, "input[role=combobox]").expect("a searchable combobox");
    assert_eq!(
        input.get_attribute("aria-autocomplete").as_deref(),
        Some("list")
    );
    type_text(&input, "espa").await;
    let labels: Vec<String> = (0..count(&root, "[role=option]"))
        .map(|i| {
            root.query_selector_all("[role=option]")
                .unwrap()
                .item(i)
                .unwrap()
                .text_content()
                .unwrap()
        })
        .collect();
    assert_eq!(labels, ["España"]);
    assert_eq!(
        q(&root, "[role=status]").unwrap().text_content().as_deref(),
        Some("1 result available")
    );
    type_text(&input, "zur").await;
    assert_eq!(
        count(&root, "[role=option]"),
        1,
        "'zur' finds Zürich with strict: false"
    );
    type_text(&input, "xyz").await;
    assert_eq!(count(&root, "[role=option]"), 0);
    assert!(root.inner_html().contains("No options found"));
    assert_eq!(events.borrow().len(), 3);
    // Escape closes; a second Escape clears the search text.
    key(&input, "Escape").await;
    key(&input, "Escape").await;
    assert_eq!(
        input
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .value(),
        ""
    );
}

#[wasm_bindgen_test]
async fn create_adds_options_with_each_configured_key() {
    for (add_on, trigger) in [
        ("enter", "Enter"),
        ("space", " "),
        ("tab", "Tab"),
        (";", ";"),
        (",", ","),
    ] {
        let (root, handle) = mount(json!({"tags": {"type": "select", "create": true, "addOptionOn": [add_on], "items": ["red", "green"]}})).await;
        let input = q(&root, "input[role=combobox]").unwrap();
        type_text(&input, "blue").await;
        key(&input, "ArrowUp").await; // move the pointer off the list: nothing matches "blue" anyway
        key(&input, trigger).await;
        assert_eq!(
            handle.el("tags").value(),
            json!("blue"),
            "created with {add_on}"
        );
    }
}

#[wasm_bindgen_test]
async fn the_clear_button_is_a_labelled_button_that_clears() {
    let (root, handle) = mount(
        json!({"c": {"type": "select", "native": false, "items": countries(), "default": "de"}}),
    )
    .await;
    let events = record(&handle, "c", &["clear"]);
    let button =
        q(&root, "button[aria-label='Clear C']").expect("a real clear button with a label");
    // A mouse: mousedown, then click; the value is cleared once.
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    button
        .dispatch_event(
            &web_sys::MouseEvent::new_with_mouse_event_init_dict("mousedown", &init).unwrap(),
        )
        .unwrap();
    button.unchecked_ref::<web_sys::HtmlElement>().click();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("c").value(), Value::Null);
    assert_eq!(*events.borrow(), ["clear"]);
    assert!(
        q(&root, "button[aria-label^='Clear ']").is_none(),
        "no clear button without a value"
    );
}

#[wasm_bindgen_test]
async fn the_clear_button_clears_from_the_keyboard() {
    let (root, handle) = mount(
        json!({"c": {"type": "select", "native": false, "items": countries(), "default": "de"}}),
    )
    .await;
    let events = record(&handle, "c", &["clear"]);
    let button = q(&root, "button[aria-label^='Clear ']").expect("a clear button");
    // Enter or Space on a focused button is a click without a mousedown.
    let button = button.unchecked_into::<web_sys::HtmlElement>();
    button.focus().unwrap();
    button.click();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("c").value(), Value::Null);
    assert_eq!(*events.borrow(), ["clear"]);
}

#[wasm_bindgen_test]
async fn groups_object_and_allow_absent() {
    let (root, handle) = mount(json!({
        "g": {"type": "select", "native": false, "groups": true, "object": true, "items": [
            {"label": "Nordic", "items": [{"value": "fi", "label": "Finland"}]},
            {"label": "South", "items": [{"value": "es", "label": "España"}], "disabled": true}
        ]},
        "a": {"type": "select", "native": false, "allowAbsent": true, "items": ["x"]}
    }))
    .await;
    let combo = q(&root, "[data-field='yf-g'] [role=combobox]").unwrap();
    key(&combo, "ArrowDown").await;
    assert!(root.inner_html().contains("Nordic") && root.inner_html().contains("South"));
    key(&combo, "Enter").await;
    assert_eq!(
        handle.el("g").value(),
        json!({"value": "fi", "label": "Finland"}),
        "object: true"
    );
    handle
        .el("a")
        .update(json!("not-listed"))
        .expect("allowAbsent keeps it");
    yew::scheduler::flush().await;
    assert_eq!(handle.el("a").value(), json!("not-listed"));
}

/// A grouped option names its group for assistive technology: its `aria-describedby` is
/// its group's header row, rendered (audit6-a11y #11: the headers are presentation rows of
/// a flat listbox, so "Finland" was read without "Nordic").
#[wasm_bindgen_test]
async fn a_grouped_option_is_described_by_its_group_header() {
    let (root, _handle) = mount(json!({
        "g": {"type": "select", "native": false, "groups": true, "items": [
            {"label": "Nordic", "items": ["Finland", "Sweden"]},
            {"label": "South", "items": ["Spain"]}
        ]}
    }))
    .await;
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    let options = root.query_selector_all("[role=option]").unwrap();
    assert_eq!(options.length(), 3);
    let mut groups = Vec::new();
    for i in 0..options.length() {
        let option: web_sys::Element = options.item(i).unwrap().dyn_into().unwrap();
        let described = option.get_attribute("aria-describedby").unwrap_or_default();
        let header = document().get_element_by_id(&described);
        groups.push((
            option.text_content().unwrap_or_default(),
            header.and_then(|h| h.text_content()).unwrap_or_default(),
        ));
    }
    let expected = [
        ("Finland", "Nordic"),
        ("Sweden", "Nordic"),
        ("Spain", "South"),
    ]
    .map(|(o, g)| (o.to_owned(), g.to_owned()));
    assert_eq!(groups, expected);
}

/// While a search text is typed, a group with no matching option shows no header
/// (audit7-select 3, the reference's `filterGroups`), and a search matching nothing shows
/// "No options found" alone.
#[wasm_bindgen_test]
async fn a_search_hides_the_headers_of_groups_with_no_match() {
    let (root, _handle) = mount(json!({
        "g": {"type": "select", "search": true, "groups": true, "items": [
            {"label": "Nordic", "items": ["Finland"]},
            {"label": "Baltic", "items": ["Estonia"]}
        ]}
    }))
    .await;
    let input = q(&root, "input[role=combobox]").unwrap();
    type_text(&input, "fin").await;
    let html = root.inner_html();
    assert!(
        html.contains("Nordic") && html.contains("Finland"),
        "{html}"
    );
    assert!(
        !html.contains("Baltic"),
        "no header without a match: {html}"
    );
    type_text(&input, "xyz").await;
    let html = root.inner_html();
    assert!(
        !html.contains("Nordic") && !html.contains("Baltic"),
        "{html}"
    );
    assert!(html.contains("No options found"), "{html}");
}

/// A created option shows in a grouped list (audit7-select 5b): reopened, the list has
/// its row, in a last group with a blank label.
#[wasm_bindgen_test]
async fn a_created_option_appears_in_a_grouped_list() {
    let (root, handle) = mount(json!({
        "g": {"type": "select", "create": true, "groups": true, "items": [
            {"label": "Nordic", "items": ["Oslo", "Turku"]}
        ]}
    }))
    .await;
    let input = q(&root, "input[role=combobox]").unwrap();
    type_text(&input, "zz").await;
    key(&input, "Enter").await;
    assert_eq!(handle.el("g").value(), json!("zz"));
    key(&input, "ArrowDown").await;
    let options = root.query_selector_all("[role=option]").unwrap();
    let labels: Vec<String> = (0..options.length())
        .filter_map(|i| options.item(i))
        .filter_map(|n| n.text_content())
        .map(|t| t.trim().to_owned())
        .collect();
    assert_eq!(labels, ["Oslo", "Turku", "zz"]);
}

#[wasm_bindgen_test]
/// 10,000 options here (a debug build); `cargo xtask bench` measures 100,000 in release.
async fn ten_thousand_options_keep_fewer_than_a_hundred_option_nodes() {
    let items: Vec<Value> = (0..10_000)
        .map(|i| json!({"value": i, "label": format!("Zürich {i}")}))
        .collect();
    let (root, handle) =
        mount(json!({"big": {"type": "select", "search": true, "strict": false, "items": items}}))
            .await;
    assert_eq!(count(&root, "[role=option]"), 0);
    let input = q(&root, "input[role=combobox]").unwrap();
    key(&input, "ArrowDown").await;
    let nodes = count(&root, "[role=option]");
    assert!(nodes > 0 && nodes < 100, "{nodes} option nodes");
    key(&input, "End").await; // a searchable input leaves End to the text: use PageDown many times instead
    for _ in 0..5 {
        key(&input, "PageDown").await;
    }
    let active = input.get_attribute("aria-activedescendant").unwrap();
    let option = document()
        .get_element_by_id(&active)
        .expect("the pointed option is rendered");
    assert_eq!(
        option.get_attribute("aria-setsize").as_deref(),
        Some("10000")
    );
    assert!(count(&root, "[role=option]") < 100);
    key(&input, "Enter").await;
    assert_eq!(handle.el("big").value(), json!(40));
}

/// A scroll by wheel, touch or scrollbar takes the pointed row out of the window: the
/// combobox's `aria-activedescendant` never names an option that is not in the DOM
/// (audit6-a11y #5).
#[wasm_bindgen_test]
async fn aria_activedescendant_resolves_after_the_list_is_scrolled() {
    let items: Vec<Value> = (0..500)
        .map(|i| json!({"value": i, "label": format!("Option {i}")}))
        .collect();
    let (root, _handle) =
        mount(json!({"c": {"type": "select", "native": false, "items": items}})).await;
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    for _ in 0..4 {
        key(&combo, "ArrowDown").await;
    }
    let resolves = || {
        combo
            .get_attribute("aria-activedescendant")
            .is_none_or(|id| document().get_element_by_id(&id).is_some())
    };
    let pointed = combo.get_attribute("aria-activedescendant");
    assert!(pointed.is_some() && resolves(), "{pointed:?}");
    let listbox = q(&root, "[role=listbox]").unwrap();
    listbox
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .set_scroll_top(5000);
    listbox
        .dispatch_event(&web_sys::Event::new("scroll").unwrap())
        .unwrap();
    sleep(50).await;
    assert!(
        count(&root, "[role=option]") < 100,
        "the list is windowed: {}",
        count(&root, "[role=option]")
    );
    assert!(
        resolves(),
        "aria-activedescendant {:?} names no element",
        combo.get_attribute("aria-activedescendant")
    );
    // The keys bring the pointer back into view, named again.
    key(&combo, "ArrowDown").await;
    let pointed = combo.get_attribute("aria-activedescendant");
    assert!(pointed.is_some() && resolves(), "{pointed:?}");
}

#[derive(Properties, PartialEq)]
struct AsyncProps {
    items_fn: ItemsFn,
    handle: FormHandle,
}

#[component]
fn AsyncForm(props: &AsyncProps) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="city" options={json!({"search": true, "delay": 0, "filterResults": false})}
                items_fn={props.items_fn.clone()} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn async_search_applies_only_the_newest_answer() {
    // An items function whose answers arrive in reverse order: the first query is the slowest.
    let calls = Rc::new(RefCell::new(0u32));
    let items_fn = {
        let calls = calls.clone();
        ItemsFn::new(move |query: Option<String>, _el| {
            let n = {
                let mut c = calls.borrow_mut();
                *c += 1;
                *c
            };
            async move {
                let wait = 400_i32
                    .saturating_sub(i32::try_from(n).unwrap_or(0) * 100)
                    .max(0);
                sleep(wait).await;
                let q = query.unwrap_or_default();
                Ok(json!([{"value": q.clone(), "label": format!("result for {q}")}]))
            }
        })
    };
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<AsyncForm>::with_root_and_props(
        root.clone(),
        AsyncProps {
            items_fn,
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let input = q(&root, "input[role=combobox]").unwrap();
    for text in ["a", "ab", "abc"] {
        type_text(&input, text).await;
    }
    sleep(700).await;
    let labels: Vec<String> = (0..count(&root, "[role=option]"))
        .map(|i| {
            root.query_selector_all("[role=option]")
                .unwrap()
                .item(i)
                .unwrap()
                .text_content()
                .unwrap()
        })
        .collect();
    assert_eq!(labels, ["result for abc"], "a stale answer won");
}

#[wasm_bindgen_test]
async fn a_failing_items_function_keeps_the_value_and_fires_error() {
    let items_fn = ItemsFn::new(|_query: Option<String>, _el| async {
        Err::<Value, String>("backend down".into())
    });
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<AsyncForm>::with_root_and_props(
        root.clone(),
        AsyncProps {
            items_fn,
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let errors = record(&handle, "city", &["error"]);
    handle.el("city").update(json!("kept")).ok();
    let input = q(&root, "input[role=combobox]").unwrap();
    type_text(&input, "x").await;
    sleep(50).await;
    assert_eq!(*errors.borrow(), ["error"]);
    assert!(q(&root, "[aria-busy='true']").is_none(), "spinner gone");
    assert!(
        !input
            .dyn_ref::<web_sys::HtmlInputElement>()
            .unwrap()
            .disabled(),
        "still usable"
    );
}

#[derive(Properties, PartialEq)]
struct SlotProps {
    handle: FormHandle,
}

#[component]
fn SlotForm(props: &SlotProps) -> Html {
    use yewform_elements::select::{ClearScope, GroupScope, OptionScope, SelectSlots};
    let slots = SelectSlots {
        option: Some(Callback::from(|s: OptionScope| {
            html! { <b class="slot-option">{ format!("opt:{}", s.option["label"].as_str().unwrap_or("")) }</b> }
        })),
        single_label: Some(Callback::from(|s: OptionScope| {
            html! { <i class="slot-single">{ format!("chosen:{}", s.option["label"].as_str().unwrap_or("")) }</i> }
        })),
        placeholder: Some(Callback::from(
            |_| html! { <span class="slot-placeholder">{ "pick one" }</span> },
        )),
        group_label: Some(Callback::from(|s: GroupScope| {
            html! { <u class="slot-group">{ format!("group:{}", s.group["label"].as_str().unwrap_or("")) }</u> }
        })),
        before_list: Some(Callback::from(
            |_| html! { <div class="slot-before">{ "before" }</div> },
        )),
        after_list: Some(Callback::from(
            |_| html! { <div class="slot-after">{ "after" }</div> },
        )),
        no_results: Some(Callback::from(
            |_| html! { <span class="slot-no-results">{ "nothing" }</span> },
        )),
        caret: Some(Callback::from(
            |_| html! { <span class="slot-caret">{ "v" }</span> },
        )),
        clear: Some(Callback::from(|s: ClearScope| {
            let clear = s.clear.clone();
            html! { <button type="button" class="slot-clear" aria-label="Remove" onclick={Callback::from(move |_| clear.emit(()))}>{ "x" }</button> }
        })),
        layout: yewform_elements::layout::FieldSlots {
            description: Some(Callback::from(
                |_| html! { <em class="slot-description">{ "described" }</em> },
            )),
            ..Default::default()
        },
        ..SelectSlots::default()
    };
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="g" {slots}
                options={json!({"search": true, "groups": true, "items": [{"label": "Nordic", "items": ["Oslo", "Turku"]}]})} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn every_select_slot_renders_and_deselect_and_paste_fire() {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<SlotForm>::with_root_and_props(
        root.clone(),
        SlotProps {
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let events = record(&handle, "g", &["select", "deselect", "paste", "clear"]);
    assert!(q(&root, ".slot-description").is_some());
    assert!(q(&root, ".slot-caret").is_some());
    let input = q(&root, "input[role=combobox]").unwrap();
    key(&input, "ArrowDown").await;
    assert!(
        q(&root, ".slot-group")
            .unwrap()
            .text_content()
            .unwrap()
            .contains("group:Nordic")
    );
    assert_eq!(count(&root, ".slot-option"), 2);
    assert!(q(&root, ".slot-before").is_some() && q(&root, ".slot-after").is_some());
    key(&input, "Enter").await;
    assert_eq!(handle.el("g").value(), json!("Oslo"));
    assert_eq!(
        q(&root, ".slot-single").unwrap().text_content().as_deref(),
        Some("chosen:Oslo")
    );
    // Enter on the selected option (reopening points it) keeps it and closes the list.
    key(&input, "ArrowDown").await;
    key(&input, "Enter").await;
    assert_eq!(
        handle.el("g").value(),
        json!("Oslo"),
        "Enter keeps the value"
    );
    assert_eq!(
        input.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    // A press on the selected option deselects it (canDeselect).
    key(&input, "ArrowDown").await;
    let selected = q(&root, "[role=option][aria-selected=true]").unwrap();
    assert!(mouse(&selected, "mousedown").await);
    assert_eq!(handle.el("g").value(), Value::Null);
    type_text(&input, "zzz").await;
    assert_eq!(
        q(&root, ".slot-no-results")
            .unwrap()
            .text_content()
            .as_deref(),
        Some("nothing")
    );
    key(&input, "Escape").await;
    key(&input, "Escape").await;
    handle.el("g").update(json!("Turku")).unwrap();
    yew::scheduler::flush().await;
    q(&root, ".slot-clear")
        .unwrap()
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .click();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("g").value(), Value::Null);
    let paste = web_sys::Event::new_with_event_init_dict("paste", &{
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        init
    })
    .unwrap();
    input.dispatch_event(&paste).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(*events.borrow(), ["select", "deselect", "clear", "paste"]);
}

#[derive(Properties, PartialEq)]
struct PlaceholderProps {
    handle: FormHandle,
}

#[component]
fn PlaceholderForm(props: &PlaceholderProps) -> Html {
    use yewform_elements::select::SelectSlots;
    let slots = SelectSlots {
        placeholder: Some(Callback::from(
            |_| html! { <span class="slot-placeholder">{ "pick one" }</span> },
        )),
        no_options: Some(Callback::from(
            |_| html! { <span class="slot-no-options">{ "empty" }</span> },
        )),
        ..SelectSlots::default()
    };
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="p" {slots} options={json!({"native": false, "items": []})} />
        </Form>
    }
}

#[wasm_bindgen_test]
async fn placeholder_and_no_options_slots() {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<PlaceholderForm>::with_root_and_props(
        root.clone(),
        PlaceholderProps { handle },
    )
    .render();
    yew::scheduler::flush().await;
    assert_eq!(
        q(&root, ".slot-placeholder")
            .unwrap()
            .text_content()
            .as_deref(),
        Some("pick one")
    );
    let combo = q(&root, "[role=combobox]").unwrap();
    key(&combo, "ArrowDown").await;
    assert_eq!(
        q(&root, ".slot-no-options")
            .unwrap()
            .text_content()
            .as_deref(),
        Some("empty")
    );
}

#[wasm_bindgen_test]
async fn update_items_refetches_and_disables_while_fetching() {
    let calls = Rc::new(RefCell::new(0u32));
    let items_fn = {
        let calls = calls.clone();
        ItemsFn::new(move |_query: Option<String>, _el| {
            *calls.borrow_mut() += 1;
            let n = *calls.borrow();
            async move {
                sleep(150).await;
                Ok(json!([format!("fetch {n}")]))
            }
        })
    };
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<AsyncForm>::with_root_and_props(
        root.clone(),
        AsyncProps {
            items_fn,
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    sleep(300).await;
    assert_eq!(*calls.borrow(), 1, "loaded once on mount");
    let input = q(&root, "input[role=combobox]").unwrap();
    let input = input
        .dyn_ref::<web_sys::HtmlInputElement>()
        .unwrap()
        .clone();
    handle.el("city").update_items(true);
    yew::scheduler::flush().await;
    assert!(input.disabled(), "disabled while the items are fetched");
    assert!(handle.el("city").is_disabled());
    sleep(300).await;
    assert_eq!(*calls.borrow(), 2, "fetched again");
    assert!(!input.disabled(), "enabled again when the fetch ended");
    assert_eq!(
        handle.el("city").resolved_options()[0]["label"],
        json!("fetch 2")
    );
}

// --- Alt+ArrowUp, appendToBody / appendTo, extendOptions ---------------------------------------

async fn key_alt(target: &web_sys::Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_alt_key(true);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
}

/// Dispatches a mouse event; `true` when a handler prevented its default action.
async fn mouse(target: &web_sys::Element, name: &str) -> bool {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict(name, &init).unwrap();
    let not_prevented = target.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
    !not_prevented
}

fn active_id() -> Option<String> {
    document().active_element().map(|e| e.id())
}

fn pointed_label(combo: &web_sys::Element) -> Option<String> {
    let active = combo.get_attribute("aria-activedescendant")?;
    document().get_element_by_id(&active)?.text_content()
}

#[wasm_bindgen_test]
async fn alt_arrow_up_closes_the_list_and_keeps_focus_and_value() {
    let (root, handle) = mount(
        json!({"alt": {"type": "select", "native": false, "items": countries(), "default": "fi"}}),
    )
    .await;
    let events = record(&handle, "alt", &["open", "close", "change", "deselect"]);
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    assert_eq!(pointed_label(&combo).as_deref(), Some("Finland"));
    key_alt(&combo, "ArrowUp").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false"),
        "Alt+ArrowUp closes"
    );
    assert_eq!(count(&root, "[role=listbox]"), 0);
    assert_eq!(
        active_id().as_deref(),
        Some("yf-alt"),
        "focus stays on the combobox"
    );
    assert_eq!(
        handle.el("alt").value(),
        json!("fi"),
        "closing on the selected option keeps it (no deselect)"
    );
    assert_eq!(*events.borrow(), ["open", "close"]);
    assert_eq!(combo.get_attribute("aria-activedescendant"), None);

    // On another option, Alt+ArrowUp sets the value to it and closes (one `close`).
    key(&combo, "ArrowDown").await;
    key(&combo, "ArrowDown").await;
    assert_eq!(pointed_label(&combo).as_deref(), Some("España"));
    key_alt(&combo, "ArrowUp").await;
    assert_eq!(handle.el("alt").value(), json!("es"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert_eq!(active_id().as_deref(), Some("yf-alt"));
    assert_eq!(
        *events.borrow(),
        ["open", "close", "open", "close", "change"]
    );
}

/// A form between two tall spacers (so the page can scroll the field anywhere in the
/// viewport), and a function that removes everything again.
async fn mount_spaced(schema: Value) -> (web_sys::Element, FormHandle, Box<dyn FnOnce()>) {
    let before = spacer("spacer-before");
    let root = mount_point();
    let after = spacer("spacer-after");
    let (handle, unmount) = web::mount_in(&root, schema).await;
    let cleanup = {
        let root = root.clone();
        Box::new(move || {
            unmount();
            before.remove();
            root.remove();
            after.remove();
            web::window().scroll_to_with_x_and_y(0.0, 0.0);
        })
    };
    (root, handle, cleanup)
}

/// Scrolls the page so the field's top edge is `y` pixels below the viewport's top.
async fn scroll_field_to(field: &web_sys::Element, y: f64) {
    let window = web::window();
    let top = field.get_bounding_client_rect().top() + window.scroll_y().unwrap();
    window.scroll_to_with_x_and_y(0.0, top - y);
    sleep(50).await; // the scroll event
}

fn viewport_height() -> f64 {
    f64::from(document().document_element().unwrap().client_height())
}

#[wasm_bindgen_test]
async fn append_to_body_moves_the_list_and_places_it_at_the_field() {
    let (root, handle, cleanup) = mount_spaced(json!({"body1": {
        "type": "select", "native": false, "appendToBody": true, "label": "Country",
        "items": countries()
    }}))
    .await;
    let events = record(&handle, "body1", &["select", "close"]);
    let combo = q(&root, "[role=combobox]").unwrap();
    let field = combo.parent_element().unwrap(); // the container: the field's box
    scroll_field_to(&field, 100.0).await;
    focus(&combo);
    assert!(moved_list().is_none(), "nothing in the body while closed");
    mouse(&combo, "click").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );

    // Moved: the listbox is outside the form, its wrapper a child of the body.
    let listbox = document()
        .get_element_by_id("yf-body1__listbox")
        .expect("the listbox aria-controls names");
    assert_eq!(
        combo.get_attribute("aria-controls").as_deref(),
        Some("yf-body1__listbox")
    );
    assert!(!root.contains(Some(&listbox)), "not inside the form");
    let list = listbox.parent_element().unwrap();
    assert_eq!(
        list.parent_element(),
        Some(web_sys::Element::from(document().body().unwrap())),
        "the list's wrapper is a child of document.body"
    );
    assert!(
        list.class_list().contains("yf-combo-dropdown"),
        "theme classes kept"
    );
    assert!(listbox.class_list().contains("yf-combo-options"));
    assert_eq!(count(&listbox, "[role=option]"), 5);
    let active = combo.get_attribute("aria-activedescendant").unwrap();
    assert!(
        listbox.contains(
            document()
                .get_element_by_id(&active)
                .as_ref()
                .map(|e| e.unchecked_ref())
        ),
        "aria-activedescendant points into the moved list"
    );

    // Placed below the field, as wide as the field, inside the viewport, above other content.
    let f = field.get_bounding_client_rect();
    let l = list.get_bounding_client_rect();
    assert!(
        (l.top() - f.bottom()).abs() < 2.0,
        "top {} at field bottom {}",
        l.top(),
        f.bottom()
    );
    assert!((l.left() - f.left()).abs() < 1.0 && (l.width() - f.width()).abs() < 1.0);
    assert!(l.height() > 100.0 && l.bottom() <= viewport_height());
    let style = web::window().get_computed_style(&list).unwrap().unwrap();
    assert_eq!(style.get_property_value("position").unwrap(), "fixed");
    // (The test page has no theme CSS; the z-index rule is tested with the theme's CSS.)

    // Follows the field when the page scrolls.
    web::window().scroll_by_with_x_and_y(0.0, 40.0);
    sleep(50).await;
    let f = field.get_bounding_client_rect();
    let l = list.get_bounding_client_rect();
    assert!(
        (l.top() - f.bottom()).abs() < 2.0,
        "after scrolling: top {} vs {}",
        l.top(),
        f.bottom()
    );

    // A press on the list (its scrollbar included) keeps the focus on the combobox.
    assert!(
        mouse(&listbox, "mousedown").await,
        "mousedown on the list is prevented"
    );
    assert!(mouse(&list, "mousedown").await);
    assert_eq!(active_id().as_deref(), Some("yf-body1"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true"),
        "still open"
    );

    // A click on an option selects it and closes the list, which leaves the body.
    let france = q(&listbox, "[data-index='1']").unwrap();
    assert!(mouse(&france, "mousedown").await);
    mouse(&france, "click").await;
    assert_eq!(handle.el("body1").value(), json!("fr"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert!(moved_list().is_none(), "removed from the body on close");
    assert!(document().get_element_by_id("yf-body1__listbox").is_none());
    assert_eq!(*events.borrow(), ["select", "close"]);
    assert_eq!(active_id().as_deref(), Some("yf-body1"));

    // Focus leaving (a click outside) closes it as in place.
    mouse(&combo, "click").await;
    assert!(moved_list().is_some());
    let outside = document().create_element("button").unwrap();
    document().body().unwrap().append_child(&outside).unwrap();
    focus(&outside);
    yew::scheduler::flush().await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert!(moved_list().is_none());
    outside.remove();

    // Unmounting while open removes the moved list.
    focus(&combo);
    key(&combo, "ArrowDown").await;
    assert!(moved_list().is_some());
    cleanup();
    yew::scheduler::flush().await;
    assert!(moved_list().is_none(), "removed from the body on unmount");
    assert!(document().get_element_by_id("yf-body1__listbox").is_none());
}

#[wasm_bindgen_test]
async fn the_moved_list_flips_above_a_field_near_the_bottom() {
    let (root, _, cleanup) = mount_spaced(json!({
        "flip": {"type": "select", "native": false, "appendToBody": true, "items": countries()},
        "flipt": {"type": "select", "native": false, "appendToBody": true, "openDirection": "top",
              "items": countries()}
    }))
    .await;
    let combo = q(&root, "[data-field='yf-flip'] [role=combobox]").unwrap();
    let field = combo.parent_element().unwrap();
    let vh = viewport_height();
    scroll_field_to(&field, vh - 80.0).await;
    focus(&combo);
    key(&combo, "ArrowDown").await;
    let list = moved_list().expect("open and moved");
    let f = field.get_bounding_client_rect();
    let l = list.get_bounding_client_rect();
    assert!(
        (l.bottom() - f.top()).abs() < 2.0,
        "above the field: list bottom {} vs field top {}",
        l.bottom(),
        f.top()
    );
    assert!(l.top() >= 0.0, "inside the viewport");
    assert!(list.class_list().contains("yf-combo-dropdown-top"));
    key(&combo, "Escape").await;
    assert!(moved_list().is_none());

    // openDirection top starts above, and flips below when the field is near the top.
    let top_combo = q(&root, "[data-field='yf-flipt'] [role=combobox]").unwrap();
    let top_field = top_combo.parent_element().unwrap();
    scroll_field_to(&top_field, vh / 2.0).await;
    focus(&top_combo);
    key(&top_combo, "ArrowDown").await;
    let list = moved_list().unwrap();
    let (f, l) = (
        top_field.get_bounding_client_rect(),
        list.get_bounding_client_rect(),
    );
    assert!(
        (l.bottom() - f.top()).abs() < 2.0,
        "openDirection top: above"
    );
    key(&top_combo, "Escape").await;
    scroll_field_to(&top_field, 10.0).await;
    key(&top_combo, "ArrowDown").await;
    let list = moved_list().unwrap();
    let (f, l) = (
        top_field.get_bounding_client_rect(),
        list.get_bounding_client_rect(),
    );
    assert!((l.top() - f.bottom()).abs() < 2.0, "no room above: below");
    key(&top_combo, "Escape").await;
    cleanup();
}

#[wasm_bindgen_test]
async fn append_to_moves_the_list_into_the_matching_element() {
    let host = document().create_element("div").unwrap();
    host.set_id("list-host");
    document().body().unwrap().append_child(&host).unwrap();
    let (root, handle) = mount(json!({
        "moved": {"type": "select", "search": true, "appendTo": "#list-host", "items": countries()},
        "stay": {"type": "select", "native": false, "appendTo": "#no-such-element", "items": countries()}
    }))
    .await;
    let input = q(&root, "[data-field='yf-moved'] input[role=combobox]").unwrap();
    focus(&input);
    type_text(&input, "fr").await;
    let listbox = document().get_element_by_id("yf-moved__listbox").unwrap();
    assert!(host.contains(Some(&listbox)), "inside #list-host");
    assert!(!root.contains(Some(&listbox)));
    assert_eq!(
        count(&listbox, "[role=option]"),
        1,
        "the search filters the moved list"
    );
    key(&input, "Enter").await;
    assert_eq!(handle.el("moved").value(), json!("fr"));
    assert_eq!(host.child_element_count(), 0, "removed on close");

    // A selector that matches nothing keeps the list in place (with a console warning).
    let combo = q(&root, "[data-field='yf-stay'] [role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    let listbox = document().get_element_by_id("yf-stay__listbox").unwrap();
    assert!(root.contains(Some(&listbox)), "in place");
    key(&combo, "Enter").await;
    assert_eq!(handle.el("stay").value(), json!("de"));
    host.remove();
}

#[wasm_bindgen_test]
async fn extend_options_change_the_behaviour() {
    let (root, handle) = mount(json!({"ext": {
        "type": "select", "native": false, "items": countries(),
        "extendOptions": {"closeOnSelect": false, "limit": 2}
    }}))
    .await;
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    assert_eq!(count(&root, "[role=option]"), 2, "limit 2");
    key(&combo, "Enter").await;
    assert_eq!(handle.el("ext").value(), json!("de"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true"),
        "closeOnSelect false keeps the list open"
    );
}

#[wasm_bindgen_test]
async fn the_selects_slots_given_as_strings_in_a_schema_render_in_the_open_list() {
    let (root, _handle) = web::mount(json!({"city": {"type": "select", "search": true,
        "items": ["Bern", "Basel"],
        "slots": {"no-results": "<em>No city like that</em>", "before-list": "Popular cities",
                  "after-list": "<b>More soon</b><img src=x onerror=alert(1)>"}}}))
    .await;
    let input = q(&root, "input[role=combobox]").unwrap();
    key(&input, "ArrowDown").await;
    let open = root.inner_html();
    let before = open.find("Popular cities").expect("the before-list string");
    let listbox = open.find("role=\"listbox\"").expect("the listbox");
    assert!(before < listbox, "before-list precedes the list: {open}");
    assert!(open.contains("<b>More soon</b>"), "{open}");
    assert!(!open.contains("onerror"), "sanitized: {open}");
    type_text(&input, "zzz").await;
    assert!(
        root.inner_html().contains("<em>No city like that</em>"),
        "{}",
        root.inner_html()
    );
}

#[wasm_bindgen_test]
async fn focus_moving_to_another_field_of_the_form_closes_the_list() {
    // Yew delegates `focusout` to the app's root: the field's container is the element the
    // listener sits on, not `current_target` (the whole app, which holds the next field).
    let (root, handle) = mount(json!({
        "land": {"type": "select", "native": false, "items": countries()},
        "city": {"type": "text", "label": "City"}
    }))
    .await;
    let events = record(&handle, "land", &["open", "close", "blur"]);
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    focus(&q(&root, "#yf-city").unwrap());
    yew::scheduler::flush().await;
    assert_eq!(active_id().as_deref(), Some("yf-city"));
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false"),
        "the list closes when the focus leaves for another field"
    );
    assert_eq!(count(&root, "[role=listbox]"), 0);
    assert_eq!(events.borrow().first().map(String::as_str), Some("open"));
    assert!(
        events.borrow().iter().any(|e| e == "close"),
        "{:?}",
        events.borrow()
    );
}
