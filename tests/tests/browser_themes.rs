//! Browser tests of the three class maps: a schema form inside a `ThemeProvider` of each
//! style (default, Tailwind, Bootstrap) carries that style's classes on the native select,
//! the combobox (closed, then open: list, options, selected and pointed option), the error
//! message and the invalid field after `validate()`, and the editor's toolbar and tools.
//! A nested provider without a `style` keeps its parent's.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};
use yewform_themes::{ThemeKind, ThemeProvider, ThemeStyle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{all, key, mount_point, q_some as q};

#[derive(Properties, PartialEq)]
struct ThemedProps {
    style: ThemeStyle,
    handle: FormHandle,
    /// Put the form in a second provider without a `style` (it inherits the outer one's).
    nested: bool,
}

fn schema() -> Value {
    json!({
        "size": {"type": "select", "label": "Size", "rules": "required",
                 "items": {"s": "Small", "m": "Medium"}},
        "country": {"type": "select", "native": false, "label": "Country", "default": "fr",
                    "items": [{"value": "de", "label": "Germany"},
                              {"value": "fr", "label": "France"},
                              {"value": "it", "label": "Italy"}]},
        "bio": {"type": "t-editor", "label": "Bio"}
    })
}

#[component]
fn ThemedForm(props: &ThemedProps) -> Html {
    let schema = FormSchema::from_value(&schema()).expect("valid schema in test");
    let form = html! { <Form {schema} handle={props.handle.clone()} /> };
    html! {
        <ThemeProvider kind={ThemeKind::Light} style={props.style}>
            if props.nested {
                <ThemeProvider kind={ThemeKind::Dark}>{ form }</ThemeProvider>
            } else {
                { form }
            }
        </ThemeProvider>
    }
}

async fn mount(style: ThemeStyle, nested: bool) -> (web_sys::Element, FormHandle) {
    let root = mount_point();
    let handle = FormHandle::new();
    yew::Renderer::<ThemedForm>::with_root_and_props(
        root.clone(),
        ThemedProps {
            style,
            handle: handle.clone(),
            nested,
        },
    )
    .render();
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
    (root, handle)
}

fn classes_of(element: &web_sys::Element) -> Vec<String> {
    element
        .get_attribute("class")
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// Asserts `element` has every class of `expected`.
fn assert_has(element: &web_sys::Element, expected: &str, what: &str) {
    let have = classes_of(element);
    for class in expected.split_whitespace() {
        assert!(
            have.iter().any(|c| c == class),
            "{what}: missing `{class}` in {have:?}"
        );
    }
}

/// Asserts `element` has none of the classes of `unexpected` that `base` lacks.
fn assert_lacks(element: &web_sys::Element, unexpected: &str, base: &str, what: &str) {
    let have = classes_of(element);
    for class in unexpected.split_whitespace() {
        if base.split_whitespace().any(|b| b == class) {
            continue;
        }
        assert!(
            !have.iter().any(|c| c == class),
            "{what}: unexpected `{class}` in {have:?}"
        );
    }
}

/// Checks the style's classes on the rendered form; `literal` are classes of the framework
/// the style must name (`(where, class)`), so the map itself is checked, not only copied.
async fn check_style(style: ThemeStyle, nested: bool, literal: &[(&str, &str)]) {
    let (root, handle) = mount(style, nested).await;
    let map = style.class_map();
    let c = |component: &str, key: &str| yewform_themes::class_of(&map, component, key).to_string();

    // The native select, closed.
    let native = q(&root, "#yf-size");
    assert_has(&native, &c("SelectElement", "input"), "native select");
    assert_has(
        &native,
        &c("SelectElement", "input_enabled"),
        "native select",
    );
    assert_lacks(
        &native,
        &c("SelectElement", "input_danger"),
        &c("SelectElement", "input"),
        "valid native select",
    );

    // The combobox, closed.
    let container = q(&root, "[data-field='yf-country'] [data-open]");
    assert_eq!(
        container.get_attribute("data-open").as_deref(),
        Some("false")
    );
    assert_has(
        &container,
        &c("SelectElement", "select.container"),
        "combobox",
    );
    assert_lacks(
        &container,
        &c("SelectElement", "select.containerOpen"),
        &c("SelectElement", "select.container"),
        "closed combobox",
    );
    let combo = q(&container, "[role=combobox]");
    assert_has(
        &combo,
        &c("SelectElement", "select.wrapper"),
        "combobox wrapper",
    );
    assert_has(
        &q(&container, "#yf-country__value"),
        &c("SelectElement", "select.singleLabel"),
        "single label",
    );
    assert!(
        all(&root, "[role=option]").is_empty(),
        "no list while closed"
    );

    // Open: the list, its options, the selected (France) and the pointed one.
    key(&combo, "ArrowDown").await;
    assert_eq!(
        container.get_attribute("data-open").as_deref(),
        Some("true")
    );
    assert_has(
        &container,
        &c("SelectElement", "select.containerOpen"),
        "open combobox",
    );
    let listbox = q(&root, "#yf-country__listbox");
    assert_has(&listbox, &c("SelectElement", "select.options"), "listbox");
    let dropdown = listbox.parent_element().expect("the list's div");
    assert_has(
        &dropdown,
        &c("SelectElement", "select.dropdown"),
        "dropdown",
    );
    let options = all(&listbox, "[role=option]");
    assert_eq!(options.len(), 3);
    for option in &options {
        assert_has(option, &c("SelectElement", "select.option"), "option");
    }
    let selected = all(&listbox, "[role=option][aria-selected=true]");
    assert_eq!(selected.len(), 1);
    assert_eq!(selected[0].text_content().as_deref(), Some("France"));
    assert_has(
        &selected[0],
        &c("SelectElement", "select.optionSelected"),
        "selected option",
    );
    let germany = &options[0];
    assert_lacks(
        germany,
        &c("SelectElement", "select.optionSelected"),
        &c("SelectElement", "select.option"),
        "unselected option",
    );
    let pointed = combo
        .get_attribute("aria-activedescendant")
        .expect("a pointed option");
    let pointed = q(&root, &format!("#{pointed}"));
    assert_has(
        &pointed,
        &c("SelectElement", "select.optionPointed"),
        "pointed option",
    );
    key(&combo, "Escape").await;
    assert_eq!(
        container.get_attribute("data-open").as_deref(),
        Some("false")
    );

    // The editor's toolbar and tools.
    let toolbar = q(&root, "[data-editor='bio'] [role=toolbar]");
    assert_has(&toolbar, &c("TEditorElement", "toolbar"), "toolbar");
    let tools = all(&toolbar, "button[data-tool]");
    assert!(tools.len() > 5, "the default tools");
    for tool in &tools {
        assert_has(tool, &c("TEditorElement", "tool"), "tool");
    }
    assert_has(
        &q(&root, "[data-editor='bio']"),
        &c("TEditorElement", "input"),
        "editor box",
    );

    // After validate(): the error message and the invalid select.
    assert!(!handle.validate(), "the size is required");
    yew::scheduler::flush().await;
    let error = q(&root, "#yf-size__error");
    assert_has(&error, &c("ElementError", "container"), "error message");
    assert_has(
        &native,
        &c("SelectElement", "input_danger"),
        "invalid native select",
    );
    assert_has(
        &q(&root, "[data-field='yf-size']"),
        &c("ElementLayout", "container_error"),
        "layout of the invalid field",
    );

    for (selector, class) in literal {
        assert_has(&q(&root, selector), class, selector);
    }
    // No default `yf-*` component class leaks into another style's markup (the fixed and
    // generated ones, yf-col-* and yf-sr-only, are not in the map).
    if style != ThemeStyle::Default {
        let tokens = |map: &Value| -> std::collections::BTreeSet<String> {
            let mut out = std::collections::BTreeSet::new();
            let mut stack = vec![map.clone()];
            while let Some(node) = stack.pop() {
                match node {
                    Value::Object(fields) => stack.extend(fields.into_iter().map(|(_, v)| v)),
                    Value::String(classes) => {
                        out.extend(classes.split_whitespace().map(str::to_string));
                    }
                    _ => {}
                }
            }
            out
        };
        let default = tokens(&yewform_themes::class_map());
        let own = tokens(&map);
        for element in all(&root, "[class]") {
            for class in classes_of(&element) {
                assert!(
                    !default.contains(&class) || own.contains(&class),
                    "{style}: the default class {class} is rendered"
                );
            }
        }
    }
}

#[wasm_bindgen_test]
async fn the_default_style_renders_its_yf_classes() {
    check_style(
        ThemeStyle::Default,
        false,
        &[
            ("#yf-size", "yf-input yf-native-select yf-input-danger"),
            ("#yf-size__error", "yf-error"),
            ("[data-tool=bold]", "yf-editor-tool"),
        ],
    )
    .await;
}

#[wasm_bindgen_test]
async fn the_tailwind_style_renders_utility_classes() {
    check_style(
        ThemeStyle::Tailwind,
        false,
        &[
            ("#yf-size", "rounded-md border"),
            ("#yf-size__error", "text-red-600"),
            ("[data-tool=bold]", "inline-flex"),
            ("[data-field='yf-country'] [data-open]", "rounded-md"),
        ],
    )
    .await;
}

#[wasm_bindgen_test]
async fn the_bootstrap_style_renders_bootstrap_classes_also_in_a_nested_provider() {
    check_style(
        ThemeStyle::Bootstrap,
        true,
        &[
            ("#yf-size", "form-select is-invalid"),
            ("#yf-size__error", "invalid-feedback"),
            ("[data-tool=bold]", "btn btn-outline-secondary btn-sm"),
            ("[data-editor='bio'] [role=toolbar]", "btn-group"),
            ("[data-field='yf-country'] [data-open]", "form-select"),
            ("#yf-size__label", "form-label"),
        ],
    )
    .await;
}
