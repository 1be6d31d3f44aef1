//! Browser tests of options that are read from the schema but had no test of what they do:
//! `appendNewOption`, `closeOnDeselect`, `truncate`, `loading`, `noOptionsText` /
//! `noResultsText`, `inputType`, `floating`, `canClear` / `canDeselect` / `caret`, `inline`,
//! `displayErrors` and the `off(event)` method. Each is checked against the spec's table and
//! observed in the page: the forms are mounted inside the default theme (`ThemeProvider`, so
//! its CSS applies) and what a user would see is asserted (shown or not, where, clipped or
//! not), not how the view is built.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::{FiredEvent, Form, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{
    all, document, focus, key, mount_point, mousedown, q, record_names as record, type_text,
};

// --- mounting --------------------------------------------------------------------------------

#[derive(Properties, PartialEq)]
struct ThemedProps {
    schema: Value,
    handle: FormHandle,
    #[prop_or_default]
    config: Option<Value>,
    #[prop_or_default]
    locale: Option<String>,
    #[prop_or_default]
    handlers: Vec<(AttrValue, Callback<FiredEvent>)>,
}

/// A schema form inside the default theme.
#[component]
fn ThemedForm(props: &ThemedProps) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    let config = props
        .config
        .as_ref()
        .map(|c| FormConfig::from_value(c).expect("valid config in test"));
    html! {
        <yewform_themes::ThemeProvider kind={yewform_themes::ThemeKind::Light}>
            <Form {schema} {config} handle={props.handle.clone()} locale={props.locale.clone()}
                handlers={props.handlers.clone()} />
        </yewform_themes::ThemeProvider>
    }
}

struct Mount {
    schema: Value,
    config: Option<Value>,
    locale: Option<String>,
    handlers: Vec<(AttrValue, Callback<FiredEvent>)>,
}

impl Mount {
    fn new(schema: Value) -> Self {
        Self {
            schema,
            config: None,
            locale: None,
            handlers: Vec::new(),
        }
    }

    async fn render(self) -> (web_sys::Element, FormHandle) {
        let root = mount_point();
        let handle = FormHandle::new();
        yew::Renderer::<ThemedForm>::with_root_and_props(
            root.clone(),
            ThemedProps {
                schema: self.schema,
                handle: handle.clone(),
                config: self.config,
                locale: self.locale,
                handlers: self.handlers,
            },
        )
        .render();
        yew::scheduler::flush().await;
        // The theme's <style> is inserted by an effect: let it apply.
        yew::scheduler::flush().await;
        (root, handle)
    }
}

async fn mount(schema: Value) -> (web_sys::Element, FormHandle) {
    Mount::new(schema).render().await
}

// --- reading the page ------------------------------------------------------------------------

/// The element's field container (everything the element renders).
fn field(root: &web_sys::Element, name: &str) -> web_sys::Element {
    q(root, &format!("[data-field='yf-{name}']"))
        .unwrap_or_else(|| panic!("element {name} is rendered"))
}

fn style(element: &web_sys::Element, property: &str) -> String {
    web::window()
        .get_computed_style(element)
        .unwrap()
        .unwrap()
        .get_property_value(property)
        .unwrap()
}

/// Seen by a user: rendered with a size, not hidden by `display`, `visibility` or `opacity`
/// on itself or an ancestor.
fn shown(element: &web_sys::Element) -> bool {
    let rect = element.get_bounding_client_rect();
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return false;
    }
    if style(element, "visibility") != "visible" {
        return false;
    }
    let mut current = Some(element.clone());
    while let Some(e) = current {
        if style(&e, "opacity") == "0" || style(&e, "display") == "none" {
            return false;
        }
        current = e.parent_element();
    }
    true
}

/// The shown elements under `root` (option elements of a native select excluded) whose own
/// text is exactly `text`.
fn shown_with_text(root: &web_sys::Element, text: &str) -> Vec<web_sys::Element> {
    all(root, "*:not(option):not(select):not([role=status])")
        .into_iter()
        .filter(|e| {
            e.child_element_count() == 0 && e.text_content().as_deref().map(str::trim) == Some(text)
        })
        .filter(shown)
        .collect()
}

fn labels_of_options(root: &web_sys::Element) -> Vec<String> {
    all(root, "[role=listbox] [role=option]")
        .iter()
        .map(|o| o.text_content().unwrap_or_default())
        .collect()
}

/// A class of the default theme's class map.
fn theme_class(component: &str, key: &str) -> String {
    let map = yewform_themes::class_map();
    yewform_themes::class_of(&map, component, key).to_string()
}

// --- sending events --------------------------------------------------------------------------

fn countries() -> Value {
    json!([
        {"value": "de", "label": "Germany"},
        {"value": "fr", "label": "France"},
        {"value": "fi", "label": "Finland"}
    ])
}

fn expanded(combo: &web_sys::Element) -> Option<String> {
    combo.get_attribute("aria-expanded")
}

// --- appendNewOption ---------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn a_created_option_joins_the_list_unless_append_new_option_is_false() {
    for (extra, appended) in [
        (json!({}), true),
        (json!({"appendNewOption": false}), false),
    ] {
        let mut entry = json!({"type": "select", "create": true, "items": ["red", "green"]});
        entry
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let (root, handle) = mount(json!({ "tags": entry })).await;
        let input = q(&root, "input[role=combobox]").unwrap();
        focus(&input);
        type_text(&input, "blue").await;
        key(&input, "Enter").await;
        assert_eq!(handle.el("tags").value(), json!("blue"), "{extra}: created");
        if expanded(&input).as_deref() == Some("true") {
            key(&input, "Escape").await;
        }
        key(&input, "ArrowDown").await;
        assert_eq!(expanded(&input).as_deref(), Some("true"));
        let expected: &[&str] = if appended {
            &["red", "green", "blue"]
        } else {
            &["red", "green"]
        };
        assert_eq!(
            labels_of_options(&root),
            expected,
            "{extra}: the option list"
        );
        assert_eq!(
            handle.el("tags").value(),
            json!("blue"),
            "{extra}: the created value stays"
        );
        root.remove();
    }
}

// --- closeOnDeselect ---------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn deselecting_closes_the_list_only_with_close_on_deselect() {
    for (extra, closes) in [(json!({}), false), (json!({"closeOnDeselect": true}), true)] {
        let mut entry =
            json!({"type": "select", "native": false, "items": countries(), "default": "fr"});
        entry
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let (root, handle) = mount(json!({ "c": entry })).await;
        let events = record(&handle, "c", &["open", "close", "deselect"]);
        let combo = q(&root, "[role=combobox]").unwrap();
        focus(&combo);
        key(&combo, "ArrowDown").await; // opens on the selected option, France
        // Enter on it accepts it (a key never deselects): the value stays, the list closes
        // as after selecting, whatever closeOnDeselect says.
        key(&combo, "Enter").await;
        assert_eq!(
            handle.el("c").value(),
            json!("fr"),
            "{extra}: Enter keeps it"
        );
        assert_eq!(expanded(&combo).as_deref(), Some("false"), "{extra}");
        assert_eq!(*events.borrow(), ["open", "close"]);

        // A press on the selected option deselects it; closeOnDeselect decides the list.
        handle.el("c").update(json!("de")).unwrap();
        yew::scheduler::flush().await;
        key(&combo, "ArrowDown").await;
        events.borrow_mut().clear();
        let germany = q(&root, "[role=option][aria-selected=true]").unwrap();
        mousedown(&germany).await;
        assert_eq!(handle.el("c").value(), Value::Null, "{extra}: deselected");
        if closes {
            assert_eq!(expanded(&combo).as_deref(), Some("false"), "{extra}");
            assert_eq!(*events.borrow(), ["deselect", "close"]);
        } else {
            assert_eq!(expanded(&combo).as_deref(), Some("true"), "{extra}");
            assert_eq!(labels_of_options(&root).len(), 3, "the list is still shown");
            assert_eq!(*events.borrow(), ["deselect"]);
        }
        root.remove();
    }
}

// --- truncate ----------------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn a_long_selected_label_is_cut_with_an_ellipsis_unless_truncate_is_false() {
    let long = "The United Kingdom of Great Britain and Northern Ireland, ".repeat(6);
    let long = long.trim().to_string();
    let items = json!([{"value": "uk", "label": long}]);
    let (root, _) = mount(json!({
        "cut": {"type": "select", "native": false, "items": items, "default": "uk"},
        "whole": {"type": "select", "native": false, "items": items, "default": "uk", "truncate": false}
    }))
    .await;
    let text_of = |name: &str| {
        let value = q(&root, &format!("#yf-{name}__value")).expect("the selected label");
        let text = all(&value, "*")
            .into_iter()
            .find(|e| {
                e.text_content().as_deref() == Some(long.as_str()) && e.child_element_count() == 0
            })
            .expect("the label's text");
        assert!(shown(&text), "{name}: the label is shown");
        text
    };
    let cut = text_of("cut");
    assert_eq!(style(&cut, "white-space"), "nowrap", "one line");
    assert_eq!(style(&cut, "text-overflow"), "ellipsis");
    assert!(
        cut.scroll_width() > cut.client_width(),
        "the text is longer than the box it is cut to ({} > {})",
        cut.scroll_width(),
        cut.client_width()
    );
    let whole = text_of("whole");
    assert_ne!(style(&whole, "text-overflow"), "ellipsis");
    assert!(
        whole.scroll_width() <= whole.client_width(),
        "truncate false: nothing is cut off ({} <= {})",
        whole.scroll_width(),
        whole.client_width()
    );
}

// --- loading -----------------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn loading_true_shows_a_spinner_and_the_loading_state() {
    let (root, handle) = mount(json!({
        "busy": {"type": "select", "native": false, "items": countries(), "loading": true},
        "idle": {"type": "select", "native": false, "items": countries()}
    }))
    .await;
    let spinner = theme_class("SelectElement", "select.spinner");
    let busy = field(&root, "busy");
    let spinners = all(&busy, &format!(".{spinner}"));
    assert_eq!(spinners.len(), 1, "a spinner");
    assert!(shown(&spinners[0]), "the spinner is visible");
    assert_eq!(
        q(&busy, "[role=combobox]")
            .unwrap()
            .get_attribute("aria-busy")
            .as_deref(),
        Some("true")
    );
    assert!(handle.el("busy").is_loading(), "isLoading");

    let idle = field(&root, "idle");
    assert!(all(&idle, &format!(".{spinner}")).is_empty(), "no spinner");
    assert_eq!(
        q(&idle, "[role=combobox]")
            .unwrap()
            .get_attribute("aria-busy")
            .as_deref(),
        Some("false")
    );
    assert!(!handle.el("idle").is_loading());
}

// --- noOptionsText / noResultsText ------------------------------------------------------------

#[wasm_bindgen_test]
async fn custom_no_options_and_no_results_texts_are_shown_and_localized() {
    for (locale, no_results) in [(None, "No match"), (Some("de"), "Kein Treffer")] {
        let mut mount_it = Mount::new(json!({
            "empty": {"type": "select", "native": false, "items": [],
                "noOptionsText": "Nothing to choose yet"},
            "found": {"type": "select", "search": true, "items": countries(),
                "noResultsText": {"en": "No match", "de": "Kein Treffer"}}
        }));
        mount_it.locale = locale.map(str::to_string);
        let (root, _) = mount_it.render().await;

        let empty = field(&root, "empty");
        let combo = q(&empty, "[role=combobox]").unwrap();
        focus(&combo);
        key(&combo, "ArrowDown").await;
        assert_eq!(
            shown_with_text(&empty, "Nothing to choose yet").len(),
            1,
            "{locale:?}: the custom no-options text is shown"
        );
        assert!(
            !empty.text_content().unwrap().contains("The list is empty"),
            "not the default text"
        );
        assert_eq!(
            q(&empty, "[role=status]")
                .unwrap()
                .text_content()
                .as_deref(),
            Some("Nothing to choose yet"),
            "and announced"
        );

        let found = field(&root, "found");
        let input = q(&found, "input[role=combobox]").unwrap();
        focus(&input);
        type_text(&input, "xyz").await;
        assert_eq!(
            shown_with_text(&found, no_results).len(),
            1,
            "{locale:?}: the custom no-results text is shown"
        );
        assert!(!found.text_content().unwrap().contains("No options found"));
        root.remove();
    }
}

// --- inputType ---------------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn input_type_sets_the_type_of_the_search_input() {
    let (root, _) = mount(json!({
        "typed": {"type": "select", "search": true, "inputType": "search", "items": countries()},
        "plain": {"type": "select", "search": true, "items": countries()}
    }))
    .await;
    let input = |name: &str| {
        q(&field(&root, name), "input[role=combobox]")
            .unwrap()
            .dyn_into::<web_sys::HtmlInputElement>()
            .unwrap()
    };
    assert_eq!(input("typed").type_(), "search");
    assert_eq!(input("plain").type_(), "text", "the default");
}

// --- floating ----------------------------------------------------------------------------------

/// Where the floating label `text` of the element `name` is, and the box of its field, once
/// it has a value; the field's box before the value was set, to see that nothing moved.
async fn floating_after_value(
    root: &web_sys::Element,
    handle: &FormHandle,
    name: &str,
    field_selector: &str,
    text: &str,
) -> Option<(web_sys::DomRect, web_sys::DomRect, web_sys::DomRect)> {
    let container = field(root, name);
    let input = q(&container, field_selector).expect("the field");
    // Outside the field itself (where a dropdown shows its placeholder while empty).
    let outside = |text: &str| -> Vec<web_sys::Element> {
        shown_with_text(&container, text)
            .into_iter()
            .filter(|e| !input.contains(Some(e)))
            .collect()
    };
    assert!(
        outside(text).is_empty(),
        "{name}: no floating label while empty"
    );
    let before = input.get_bounding_client_rect();
    handle.el(name).update(json!("fr")).unwrap();
    yew::scheduler::flush().await;
    let labels = outside(text);
    assert!(labels.len() <= 1, "{name}: one floating label");
    let label = labels.first()?;
    Some((
        label.get_bounding_client_rect(),
        input.get_bounding_client_rect(),
        before,
    ))
}

fn assert_floats_above(
    name: &str,
    found: Option<(web_sys::DomRect, web_sys::DomRect, web_sys::DomRect)>,
) {
    let (label, field, before) =
        found.unwrap_or_else(|| panic!("{name}: a floating label once it has a value"));
    assert!(
        label.top() < field.top(),
        "{name}: above the field (label top {} < field top {})",
        label.top(),
        field.top()
    );
    assert!(
        (field.top() - before.top()).abs() < 0.5 && (field.height() - before.height()).abs() < 0.5,
        "{name}: the field does not move when the label appears ({} -> {})",
        before.top(),
        field.top()
    );
}

#[wasm_bindgen_test]
async fn floating_label_shows_above_the_native_select_when_it_has_a_value() {
    let (root, handle) = mount(json!({
        "own": {"type": "select", "items": countries(), "floating": "Country of residence",
            "placeholder": "Pick a country"},
        "fromPlaceholder": {"type": "select", "items": countries(), "placeholder": "Pick a country"},
        "off": {"type": "select", "items": countries(), "placeholder": "Pick a country", "floating": false}
    }))
    .await;
    let own = floating_after_value(&root, &handle, "own", "select", "Country of residence").await;
    assert_floats_above("own", own);
    let placeholder = floating_after_value(
        &root,
        &handle,
        "fromPlaceholder",
        "select",
        "Pick a country",
    )
    .await;
    assert_floats_above("fromPlaceholder", placeholder);
    let off = floating_after_value(&root, &handle, "off", "select", "Pick a country").await;
    assert!(off.is_none(), "floating: false shows no floating label");
}

#[wasm_bindgen_test]
async fn float_placeholders_false_keeps_the_placeholder_from_floating() {
    let mut mount_it = Mount::new(json!({
        "p": {"type": "select", "items": countries(), "placeholder": "Pick a country"},
        "f": {"type": "select", "items": countries(), "placeholder": "Pick a country",
            "floating": "Country of residence"}
    }));
    mount_it.config = Some(json!({"floatPlaceholders": false}));
    let (root, handle) = mount_it.render().await;
    let p = floating_after_value(&root, &handle, "p", "select", "Pick a country").await;
    assert!(p.is_none(), "no floating placeholder");
    let f = floating_after_value(&root, &handle, "f", "select", "Country of residence").await;
    assert_floats_above("f: an explicit floating label still floats", f);
}

#[wasm_bindgen_test]
async fn floating_label_shows_above_the_dropdown_when_it_has_a_value() {
    let (root, handle) = mount(json!({
        "own": {"type": "select", "native": false, "items": countries(),
            "floating": "Country of residence", "placeholder": "Pick a country"},
        "search": {"type": "select", "search": true, "items": countries(),
            "placeholder": "Pick a country"},
        "off": {"type": "select", "native": false, "items": countries(),
            "placeholder": "Pick a country", "floating": false}
    }))
    .await;
    let own = floating_after_value(
        &root,
        &handle,
        "own",
        "[role=combobox]",
        "Country of residence",
    )
    .await;
    assert_floats_above("own", own);
    let search = floating_after_value(
        &root,
        &handle,
        "search",
        "[role=combobox]",
        "Pick a country",
    )
    .await;
    assert_floats_above("search", search);
    let off =
        floating_after_value(&root, &handle, "off", "[role=combobox]", "Pick a country").await;
    assert!(off.is_none(), "floating: false shows no floating label");
}

// --- canClear / canDeselect / caret -------------------------------------------------------------

fn clear_button(container: &web_sys::Element) -> Option<web_sys::Element> {
    q(container, "button[aria-label^='Clear ']").filter(shown)
}

#[wasm_bindgen_test]
async fn can_clear_can_deselect_and_caret() {
    let (root, handle) = mount(json!({
        "both": {"type": "select", "native": false, "items": countries(), "default": "fr"},
        "noClear": {"type": "select", "native": false, "items": countries(), "default": "fr",
            "canClear": false},
        "noDeselect": {"type": "select", "native": false, "items": countries(), "default": "fr",
            "canDeselect": false},
        "never": {"type": "select", "native": false, "items": countries(), "default": "fr",
            "canClear": false, "canDeselect": false},
        "noCaret": {"type": "select", "native": false, "items": countries(), "caret": false}
    }))
    .await;
    let combo = |name: &str| q(&field(&root, name), "[role=combobox]").unwrap();
    /// Chooses the selected option again (a press on it: Enter on it keeps it whatever
    /// `canDeselect` says).
    async fn choose_selected_again(combo: &web_sys::Element) {
        focus(combo);
        if combo.get_attribute("aria-expanded").as_deref() != Some("true") {
            key(combo, "ArrowDown").await;
        }
        let container = combo
            .closest("[data-field]")
            .unwrap()
            .expect("the combobox's field");
        let selected = q(&container, "[role=option][aria-selected=true]")
            .expect("the selected option, in the open list");
        mousedown(&selected).await;
        if combo.get_attribute("aria-expanded").as_deref() == Some("true") {
            key(combo, "Escape").await;
        }
    }

    // Defaults: a clear button while there is a value, and deselecting empties it.
    assert!(
        clear_button(&field(&root, "both")).is_some(),
        "canClear default true"
    );
    choose_selected_again(&combo("both")).await;
    assert_eq!(
        handle.el("both").value(),
        Value::Null,
        "canDeselect default true"
    );

    // canClear false: no clear button; deselecting still works.
    assert!(
        clear_button(&field(&root, "noClear")).is_none(),
        "canClear false: no clear button"
    );
    choose_selected_again(&combo("noClear")).await;
    assert_eq!(handle.el("noClear").value(), Value::Null);

    // canDeselect false: choosing the selected option keeps it; the clear button still clears.
    let events = record(&handle, "noDeselect", &["deselect", "change", "clear"]);
    choose_selected_again(&combo("noDeselect")).await;
    assert_eq!(
        handle.el("noDeselect").value(),
        json!("fr"),
        "canDeselect false keeps it"
    );
    assert!(events.borrow().is_empty(), "{:?}", events.borrow());
    let clear = clear_button(&field(&root, "noDeselect")).expect("canClear is still true");
    // A mouse press: mousedown, then the click that clears.
    mousedown(&clear).await;
    clear.unchecked_ref::<web_sys::HtmlElement>().click();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("noDeselect").value(), Value::Null, "cleared");

    // Both false: no way to empty the field.
    assert!(clear_button(&field(&root, "never")).is_none());
    choose_selected_again(&combo("never")).await;
    assert_eq!(handle.el("never").value(), json!("fr"));

    // caret: the triangle is shown by default and not with caret false.
    let caret = theme_class("SelectElement", "select.caret");
    let carets = all(&field(&root, "both"), &format!(".{caret}"));
    assert_eq!(carets.len(), 1);
    assert!(shown(&carets[0]), "caret default true: a visible triangle");
    assert!(
        all(&field(&root, "noCaret"), &format!(".{caret}")).is_empty(),
        "caret false: no triangle"
    );
}

// --- inline ------------------------------------------------------------------------------------

/// The smallest element holding both `a` and `b`.
fn common_ancestor(a: &web_sys::Element, b: &web_sys::Element) -> web_sys::Element {
    let mut current = a.parent_element();
    while let Some(e) = current {
        if e.contains(Some(b)) {
            return e;
        }
        current = e.parent_element();
    }
    panic!("no common ancestor")
}

/// Every class of `element` and its ancestors up to (not including) `stop`.
fn classes_up_to(element: &web_sys::Element, stop: &web_sys::Element) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = Some(element.clone());
    while let Some(e) = current {
        if &e == stop {
            break;
        }
        let list = e.class_list();
        out.extend((0..list.length()).filter_map(|i| list.item(i)));
        current = e.parent_element();
    }
    out
}

#[wasm_bindgen_test]
async fn inline_renders_the_element_in_one_span_without_columns() {
    let (root, _) = mount(json!({
        "inl": {"type": "select", "inline": true, "label": "Inline one", "items": ["x"],
            "columns": 6, "description": "Said inline"},
        "grid": {"type": "select", "label": "Grid one", "items": ["y"], "columns": 6}
    }))
    .await;
    let form = q(&root, "form").expect("a form");
    let col = yewform_themes::column_class(None, 6);

    let select = document().get_element_by_id("yf-inl").unwrap();
    let label = q(&root, "#yf-inl__label").expect("inline keeps its label");
    assert_eq!(
        label.text_content().as_deref().map(str::trim),
        Some("Inline one")
    );
    let holder = common_ancestor(&select, &label);
    assert_eq!(
        holder.tag_name(),
        "SPAN",
        "one span holds the label and the field"
    );
    assert!(
        holder.text_content().unwrap().contains("Said inline"),
        "and its other parts"
    );
    let classes = classes_up_to(&select, &form);
    assert!(
        !classes.iter().any(|c| c.starts_with("yf-col")),
        "no column classes: {classes:?}"
    );
    assert!(shown(&select));

    let select = document().get_element_by_id("yf-grid").unwrap();
    let label = q(&root, "#yf-grid__label").unwrap();
    assert_eq!(common_ancestor(&select, &label).tag_name(), "DIV");
    assert!(
        classes_up_to(&select, &form).contains(&col),
        "without inline the columns apply"
    );
}

// --- displayErrors -----------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn display_errors_false_keeps_the_error_but_does_not_show_it() {
    let (root, handle) = mount(json!({
        "shown": {"type": "select", "items": ["x"], "rules": "required"},
        "quiet": {"type": "select", "items": ["x"], "rules": "required", "displayErrors": false},
        "quietDrop": {"type": "select", "native": false, "items": ["x"], "rules": "required",
            "displayErrors": false},
        "quietText": {"type": "t-editor", "rules": "required", "displayErrors": false}
    }))
    .await;
    handle.validate();
    yew::scheduler::flush().await;

    let shown_error = handle.el("shown").error().expect("an error");
    let container = field(&root, "shown");
    assert_eq!(shown_with_text(&container, &shown_error).len(), 1, "shown");
    let input = q(&container, "#yf-shown").unwrap();
    let message_id = input
        .get_attribute("aria-errormessage")
        .expect("aria-errormessage");
    assert_eq!(
        document()
            .get_element_by_id(&message_id)
            .and_then(|e| e.text_content())
            .as_deref()
            .map(str::trim),
        Some(shown_error.as_str())
    );

    for name in ["quiet", "quietDrop", "quietText"] {
        let el = handle.el(name);
        assert!(el.invalid(), "{name}: still invalid");
        let error = el
            .error()
            .unwrap_or_else(|| panic!("{name}: the error is kept"));
        let container = field(&root, name);
        assert!(
            !container
                .text_content()
                .unwrap_or_default()
                .contains(&error),
            "{name}: the error is not displayed"
        );
        for node in all(&container, "[aria-errormessage]") {
            let id = node.get_attribute("aria-errormessage").unwrap();
            let text = document()
                .get_element_by_id(&id)
                .and_then(|e| e.text_content())
                .unwrap_or_default();
            assert!(
                !text.contains(&error),
                "{name}: no error message to point at"
            );
        }
    }
}

/// The config's `displayErrors` is the form's option: as the reference's, it gates the
/// summary of a failed submit (its `FormErrors`; ours the status region), not the fields,
/// which still show their errors (the element's own `displayErrors` hides those).
#[wasm_bindgen_test]
async fn form_level_display_errors_false_keeps_every_fields_error_shown() {
    let mut mount_it = Mount::new(json!({
        "a": {"type": "select", "items": ["x"], "rules": "required"},
        "b": {"type": "select", "native": false, "items": ["x"], "rules": "required"}
    }));
    mount_it.config = Some(json!({"displayErrors": false}));
    let (root, handle) = mount_it.render().await;
    handle.validate();
    yew::scheduler::flush().await;
    for name in ["a", "b"] {
        let error = handle.el(name).error().expect("kept");
        assert!(
            field(&root, name).text_content().unwrap().contains(&error),
            "{name}: the field shows its error"
        );
    }
}

/// A message the app adds (`add_message`, the spec's message store) shows under the field as
/// the reference's `ElementMessage` does (plain text, `role="status"`), after the error, until
/// `clear_messages()` (audit 2: it was stored and never shown).
#[wasm_bindgen_test]
async fn an_added_message_shows_under_the_field_until_cleared() {
    let (root, handle) = mount(json!({
        "a": {"type": "select", "items": ["x"]},
        "b": {"type": "select", "native": false, "items": ["x"]}
    }))
    .await;
    for name in ["a", "b"] {
        let el = handle.el(name);
        el.add_message("Saved <b>now</b>").unwrap();
        yew::scheduler::flush().await;
        let container = field(&root, name);
        let class = theme_class("ElementMessage", "container");
        let message = q(&container, &format!(".{class}")).expect("the message");
        assert_eq!(message.get_attribute("role").as_deref(), Some("status"));
        assert_eq!(
            message.text_content().as_deref(),
            Some("Saved <b>now</b>"),
            "{name}: text"
        );
        assert!(q(&message, "b").is_none(), "{name}: not markup");
        el.clear_messages().unwrap();
        yew::scheduler::flush().await;
        assert!(
            !field(&root, name)
                .text_content()
                .unwrap_or_default()
                .contains("Saved"),
            "{name}: cleared"
        );
    }
}

// --- off(event) --------------------------------------------------------------------------------

#[wasm_bindgen_test]
async fn off_removes_every_listener_of_the_event_and_only_of_that_event() {
    let from_schema = Rc::new(RefCell::new(Vec::<Value>::new()));
    let mut mount_it = Mount::new(json!({
        "c": {"type": "select", "native": false, "items": countries(), "onChange": "logChange"}
    }));
    mount_it.handlers = vec![(
        AttrValue::from("logChange"),
        Callback::from({
            let seen = from_schema.clone();
            move |_: FiredEvent| seen.borrow_mut().push(json!("schema"))
        }),
    )];
    let (root, handle) = mount_it.render().await;
    let added = record(&handle, "c", &["change", "clear"]);

    // A change through the page reaches both change listeners.
    let combo = q(&root, "[role=combobox]").unwrap();
    focus(&combo);
    key(&combo, "ArrowDown").await;
    key(&combo, "Enter").await;
    assert_eq!(handle.el("c").value(), json!("de"));
    assert_eq!(*added.borrow(), ["change"]);
    assert_eq!(from_schema.borrow().len(), 1);

    handle.el("c").off("change");
    key(&combo, "ArrowDown").await;
    key(&combo, "ArrowDown").await;
    key(&combo, "Enter").await;
    assert_eq!(
        handle.el("c").value(),
        json!("fr"),
        "the value still changes"
    );
    handle.el("c").update(json!("fi")).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        *added.borrow(),
        ["change"],
        "no change listener is called after off"
    );
    assert_eq!(
        from_schema.borrow().len(),
        1,
        "the schema's onChange is removed too"
    );

    // Other events keep their listeners.
    handle.el("c").clear().unwrap();
    yew::scheduler::flush().await;
    assert_eq!(*added.borrow(), ["change", "clear"]);

    // A listener added after off is called.
    let again = record(&handle, "c", &["change"]);
    handle.el("c").update(json!("de")).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(*again.borrow(), ["change"]);
    assert_eq!(*added.borrow(), ["change", "clear"]);
}
