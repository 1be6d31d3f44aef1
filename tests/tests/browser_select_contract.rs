//! Browser tests of the select's contract details: native `<option value>` attributes carry
//! the values as text while choosing still gives typed values; the dropdown's hidden input
//! follows the value; `attrs` stay on the combobox; `openDirection: top` reverses the list
//! only while it is above the field.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{document, focus, key, mount, mount_point, q_some as q, sleep, spacer};

/// Picks the native option at `position` (0 is the placeholder) as a user does, firing
/// `change`.
async fn pick(select: &web_sys::HtmlSelectElement, position: i32) {
    select.set_selected_index(position);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).unwrap();
    select.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
}

fn option_values(select: &web_sys::Element) -> Vec<String> {
    let options = select.query_selector_all("option").unwrap();
    (0..options.length())
        .map(|i| {
            options
                .item(i)
                .unwrap()
                .dyn_into::<web_sys::Element>()
                .unwrap()
                .get_attribute("value")
                .unwrap()
        })
        .collect()
}

#[wasm_bindgen_test]
async fn native_options_carry_value_text_and_choosing_gives_typed_values() {
    let (root, handle) = mount(json!({"n": {"type": "select", "items": [
        {"value": 1, "label": "One"},
        {"value": "1", "label": "One as text"},
        {"value": {"id": 7}, "label": "Seven"},
        {"value": true, "label": "Yes"}
    ]}}))
    .await;
    let select = q(&root, "#yf-n");
    assert_eq!(
        option_values(&select),
        ["", "1", "1", "{\"id\":7}", "true"],
        "the placeholder, then each value as text"
    );
    let select = select.dyn_into::<web_sys::HtmlSelectElement>().unwrap();
    let el = handle.el("n");

    pick(&select, 2).await;
    assert_eq!(el.value(), json!("1"), "the string, not the number");
    pick(&select, 1).await;
    assert_eq!(el.value(), json!(1), "the number, not the string");
    pick(&select, 3).await;
    assert_eq!(el.value(), json!({"id": 7}));
    pick(&select, 4).await;
    assert_eq!(handle.request_data(), json!({"n": true}));
    pick(&select, 0).await;
    assert_eq!(el.value(), Value::Null, "the placeholder empties the value");

    // A value set from code selects its option; the select's value is the option's text.
    el.update(json!("1")).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(select.selected_index(), 2);
    assert_eq!(select.value(), "1");
}

#[wasm_bindgen_test]
async fn grouped_native_options_map_back_by_position() {
    let (root, handle) = mount(json!({"city": {"type": "select", "groups": true, "items": [
        {"label": "Germany", "items": [{"value": 1, "label": "Berlin"}, {"value": 2, "label": "Hamburg"}]},
        {"label": "France", "items": [{"value": 3, "label": "Paris"}]}
    ]}}))
    .await;
    let select = q(&root, "#yf-city");
    assert_eq!(option_values(&select), ["", "1", "2", "3"]);
    let select = select.dyn_into::<web_sys::HtmlSelectElement>().unwrap();
    pick(&select, 3).await;
    assert_eq!(handle.el("city").value(), json!(3));
}

#[wasm_bindgen_test]
async fn the_dropdowns_hidden_input_follows_the_value() {
    let (root, handle) = mount(json!({
        "size": {"type": "select", "native": false, "items": [
            {"value": 1, "label": "Small"}, {"value": 2, "label": "Medium"}
        ]},
        "obj": {"type": "select", "search": true, "object": true, "items": [
            {"value": "de", "label": "Germany"}
        ]}
    }))
    .await;
    let hidden = |name: &str| {
        q(&root, &format!("input[type=hidden][name='{name}']"))
            .dyn_into::<web_sys::HtmlInputElement>()
            .unwrap()
    };
    assert_eq!(hidden("size").value(), "");
    let combo = q(&root, "[data-field='yf-size'] [role=combobox]");
    focus(&combo);
    key(&combo, "ArrowDown").await;
    key(&combo, "ArrowDown").await;
    key(&combo, "Enter").await;
    assert_eq!(handle.el("size").value(), json!(2));
    assert_eq!(hidden("size").value(), "2");

    handle
        .el("obj")
        .update(json!({"value": "de", "label": "Germany"}))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(hidden("obj").value(), "de", "an object posts its value");
    handle.el("size").clear().unwrap();
    yew::scheduler::flush().await;
    assert_eq!(hidden("size").value(), "");
}

#[wasm_bindgen_test]
async fn attrs_stay_on_the_combobox_while_it_opens_and_closes() {
    let (root, _) = mount(json!({"c": {"type": "select", "search": true, "items": ["a", "b"],
        "attrs": {"data-test": "city", "aria-label": "City", "onfocus": "window.__attrs_ran = 1"}}}))
    .await;
    let combo = q(&root, "[role=combobox]");
    assert_eq!(combo.get_attribute("data-test").as_deref(), Some("city"));
    focus(&combo);
    key(&combo, "ArrowDown").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    assert_eq!(combo.get_attribute("data-test").as_deref(), Some("city"));
    assert_eq!(combo.get_attribute("aria-label").as_deref(), Some("City"));
    key(&combo, "Escape").await;
    assert_eq!(
        combo.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert!(!combo.has_attribute("onfocus"));
    let ran = js_sys::Reflect::get(&web::window(), &"__attrs_ran".into()).unwrap();
    assert!(ran.is_undefined(), "no script from attrs ran");
}

/// A combobox without search is a `div`, which a `<label for>` cannot name (audit 9 #5): its
/// label carries no `for`, and a click on the label still focuses it, as a click on a
/// native select's label does.
#[wasm_bindgen_test]
async fn a_click_on_the_label_of_a_select_only_combobox_focuses_it() {
    let (root, _) = mount(
        json!({"c": {"type": "select", "native": false, "label": "Country",
        "items": ["a", "b"]}}),
    )
    .await;
    let label = q(&root, "label#yf-c__label");
    assert!(!label.has_attribute("for"));
    label
        .dyn_ref::<web_sys::HtmlElement>()
        .expect("an HTML element")
        .click();
    yew::scheduler::flush().await;
    let active = document().active_element().map(|e| e.id());
    assert_eq!(active.as_deref(), Some("yf-c"));
}

fn click(element: &web_sys::Element) {
    element
        .dyn_ref::<web_sys::HtmlElement>()
        .expect("an HTML element")
        .click();
}

/// The label's focus follows `<label for>` (audit 11 F5): an app's own `data-position` around
/// the form does not turn it off (the info trigger, after the label, is not part of it), and a disabled
/// select is not focused, as a disabled control is not by its label.
#[wasm_bindgen_test]
async fn a_labels_click_skips_only_its_own_info_icon_and_a_disabled_field() {
    let (root, _) = mount(json!({
        "lc": {"type": "select", "native": false, "label": "Country", "info": "Where",
            "items": ["a", "b"]},
        "ld": {"type": "select", "native": false, "label": "Off", "disabled": true,
            "items": ["a", "b"]},
    }))
    .await;
    root.set_attribute("data-position", "x").unwrap();
    let blur = || {
        if let Some(active) = document()
            .active_element()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            active.blur().unwrap();
        }
    };
    let active = || document().active_element().map(|e| e.id());
    blur();
    click(&q(&root, "label#yf-lc__label + [data-position] > button"));
    yew::scheduler::flush().await;
    assert_ne!(active().as_deref(), Some("yf-lc"), "the info icon's click");
    blur();
    click(&q(&root, "label#yf-lc__label"));
    yew::scheduler::flush().await;
    assert_eq!(
        active().as_deref(),
        Some("yf-lc"),
        "inside an app's data-position"
    );
    blur();
    click(&q(&root, "label#yf-ld__label"));
    yew::scheduler::flush().await;
    assert_ne!(active().as_deref(), Some("yf-ld"), "a disabled select");
}

/// Rows' labels in the order they are shown.
fn shown_labels() -> Vec<String> {
    let rows = document()
        .query_selector_all(".yf-combo-dropdown[data-appended] [role=option]")
        .unwrap();
    (0..rows.length())
        .map(|i| rows.item(i).unwrap().text_content().unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
async fn open_direction_top_reverses_the_list_only_while_it_is_above() {
    let before = spacer("contract-spacer-before");
    let root = mount_point();
    let after = spacer("contract-spacer-after");
    let (_, unmount) = web::mount_in(
        &root,
        json!({"t": {"type": "select", "native": false, "appendToBody": true,
            "openDirection": "top", "items": ["One", "Two", "Three"]}}),
    )
    .await;
    let combo = q(&root, "[role=combobox]");
    let field = combo.parent_element().unwrap();
    let scroll_field_to = |y: f64| {
        let window = web::window();
        let top = field.get_bounding_client_rect().top() + window.scroll_y().unwrap();
        window.scroll_to_with_x_and_y(0.0, top - y);
    };

    // Room above: the list opens above, reversed (the first option nearest the field).
    let middle = f64::from(document().document_element().unwrap().client_height()) / 2.0;
    scroll_field_to(middle);
    sleep(50).await;
    focus(&combo);
    key(&combo, "ArrowDown").await;
    sleep(50).await;
    assert_eq!(shown_labels(), ["Three", "Two", "One"], "above: reversed");
    key(&combo, "Escape").await;

    // No room above: the list flips below the field, in the items' order.
    scroll_field_to(10.0);
    sleep(50).await;
    key(&combo, "ArrowDown").await;
    sleep(50).await;
    let list = document()
        .query_selector(".yf-combo-dropdown[data-appended]")
        .unwrap()
        .expect("open and moved");
    assert!(
        list.get_bounding_client_rect().top() >= field.get_bounding_client_rect().bottom() - 2.0,
        "flipped below"
    );
    assert_eq!(shown_labels(), ["One", "Two", "Three"], "below: in order");
    key(&combo, "Escape").await;

    unmount();
    before.remove();
    root.remove();
    after.remove();
    web::window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// The accessible name `element` gets from `aria-labelledby` (each id must exist and have
/// text) or `aria-label`, the sources axe's `aria-input-field-name` accepts.
fn aria_name(element: &web_sys::Element) -> Option<String> {
    if let Some(ids) = element.get_attribute("aria-labelledby") {
        let texts: Vec<String> = ids
            .split_whitespace()
            .map(|id| {
                let node = document()
                    .get_element_by_id(id)
                    .unwrap_or_else(|| panic!("aria-labelledby names a missing #{id}"));
                let text = node.text_content().unwrap_or_default().trim().to_owned();
                assert!(!text.is_empty(), "#{id} has no text");
                text
            })
            .collect();
        return Some(texts.join(" "));
    }
    element
        .get_attribute("aria-label")
        .filter(|l| !l.trim().is_empty())
}

/// An unlabelled select's, multiselect's and tags' open listbox has an accessible name
/// (axe `aria-input-field-name`, audit15-a11y #2): the placeholder, else the generic name,
/// with a value, chips and a search input around it; a labelled one keeps its label.
#[wasm_bindgen_test]
async fn an_unlabelled_comboboxs_open_listbox_is_named() {
    let (root, _) = mount(json!({
        "country": {"type": "select", "native": false, "placeholder": "Country",
                    "items": ["France", "Spain"], "default": "France"},
        "city": {"type": "select", "search": true, "placeholder": "City",
                 "items": ["Paris", "Rome"]},
        "colour": {"type": "select", "native": false, "items": ["Red", "Blue"]},
        "sizes": {"type": "multiselect", "native": false, "placeholder": "Sizes",
                  "items": ["S", "M", "L"], "default": ["S"]},
        "found": {"type": "multiselect", "search": true, "placeholder": "Found",
                  "items": ["S", "M", "L"], "default": ["M"]},
        "labels": {"type": "tags", "placeholder": "Labels", "items": ["x", "y"],
                   "default": ["x"]},
        "named": {"type": "select", "native": false, "label": "Named", "items": ["a"]}
    }))
    .await;
    for (name, expected) in [
        ("country", "Country"),
        ("city", "City"),
        ("colour", "Colour"),
        ("sizes", "Sizes"),
        ("found", "Found"),
        ("labels", "Labels"),
        ("named", "Named"),
    ] {
        let combo = q(&root, &format!("#yf-{name}"));
        focus(&combo);
        key(&combo, "ArrowDown").await;
        let listbox = document()
            .get_element_by_id(&format!("yf-{name}__listbox"))
            .unwrap_or_else(|| panic!("{name}: the list opens"));
        assert_eq!(
            aria_name(&listbox).as_deref(),
            Some(expected),
            "{name}: {}",
            listbox.outer_html().chars().take(300).collect::<String>()
        );
        key(&combo, "Escape").await;
    }
}
