//! Browser tests of the text family: typing updates the value and the request data;
//! `clear`/`reset`/`load`/`update` reach the input; a rule error shows with `aria-invalid`;
//! a condition hides the field (and drops it from the data); focus, blur and key events reach the listeners; `readonly`;
//! `forceNumbers` converts the data, never the text in the field; the textarea and the
//! hidden input.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{focus, mount, mount_bilingual, q_some as q, record_names};

fn input(root: &web_sys::Element, selector: &str) -> web_sys::HtmlInputElement {
    q(root, selector).dyn_into().unwrap()
}

/// Types `text` into the input as a user does: the new text, then a bubbling `input` event.
async fn type_into(element: &web_sys::Element, text: &str) {
    if let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() {
        input.set_value(text);
    } else if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.set_value(text);
    }
    let init = web_sys::InputEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::InputEvent::new_with_event_init_dict("input", &init).unwrap();
    element.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn typing_updates_the_value_and_the_request_data() {
    let (root, handle) = mount(json!({"name": {"type": "text", "label": "Name"}})).await;
    let field = input(&root, "#yf-name");
    assert_eq!(field.type_(), "text");
    type_into(&field, "Ada").await;
    assert_eq!(handle.el("name").value(), json!("Ada"));
    assert_eq!(handle.request_data(), json!({"name": "Ada"}));
    assert!(handle.el("name").dirty());
    // Deleting everything leaves "", which counts as empty and is submitted as "".
    type_into(&field, "").await;
    assert_eq!(handle.el("name").value(), json!(""));
    assert!(handle.el("name").empty());
    assert_eq!(handle.request_data(), json!({"name": ""}));
}

#[wasm_bindgen_test]
async fn clear_reset_load_and_update_reach_the_input() {
    let (root, handle) = mount(json!({"city": {"type": "text", "default": "Rome"}})).await;
    let field = input(&root, "#yf-city");
    assert_eq!(field.value(), "Rome");
    let el = handle.el("city");
    el.update(json!("Oslo")).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(field.value(), "Oslo");
    el.clear().unwrap();
    yew::scheduler::flush().await;
    assert_eq!(field.value(), "");
    assert_eq!(el.value(), json!(null));
    el.reset().unwrap();
    yew::scheduler::flush().await;
    assert_eq!(field.value(), "Rome");
    handle.load(&json!({"city": "Lima"}), false).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(field.value(), "Lima");
    assert_eq!(handle.request_data(), json!({"city": "Lima"}));
}

#[wasm_bindgen_test]
async fn a_rule_error_shows_with_aria_invalid() {
    let (root, handle) = mount(json!({
        "email": {"type": "text", "inputType": "email", "label": "E-mail", "rules": "required|email"}
    }))
    .await;
    let field = input(&root, "#yf-email");
    assert_eq!(field.type_(), "email");
    assert_eq!(
        field.get_attribute("aria-invalid").as_deref(),
        Some("false")
    );
    type_into(&field, "not-an-address").await;
    assert_eq!(field.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        field.get_attribute("aria-errormessage").as_deref(),
        Some("yf-email__error")
    );
    let error = q(&root, "#yf-email__error");
    assert_eq!(
        error.text_content().unwrap_or_default(),
        "The E-mail must be a valid email address."
    );
    assert!(field.class_name().contains("yf-input-danger"));
    type_into(&field, "ada@example.com").await;
    assert_eq!(
        field.get_attribute("aria-invalid").as_deref(),
        Some("false")
    );
    assert!(handle.el("email").errors().is_empty());
}

#[wasm_bindgen_test]
async fn a_condition_hides_the_field_and_its_data() {
    let (root, handle) = mount(json!({
        "kind": {"type": "text"},
        "company": {"type": "text", "conditions": [["kind", "business"]]}
    }))
    .await;
    // The layout is kept with `hidden` (as the select's), so its state stays.
    let container = q(&root, "[data-field='yf-company']");
    assert!(container.has_attribute("hidden"));
    assert_eq!(handle.request_data(), json!({"kind": null}));
    type_into(&input(&root, "#yf-kind"), "business").await;
    assert!(!container.has_attribute("hidden"));
    let company = input(&root, "#yf-company");
    type_into(&company, "ACME").await;
    assert_eq!(
        handle.request_data(),
        json!({"kind": "business", "company": "ACME"})
    );
    type_into(&input(&root, "#yf-kind"), "private").await;
    assert!(container.has_attribute("hidden"));
    assert_eq!(handle.request_data(), json!({"kind": "private"}));
    assert_eq!(
        handle.el("company").value(),
        json!("ACME"),
        "its value is kept"
    );
}

#[wasm_bindgen_test]
async fn focus_blur_key_and_change_events_reach_the_listeners() {
    let (root, handle) = mount(json!({"q": {"type": "text"}})).await;
    let seen = record_names(
        &handle,
        "q",
        &["focus", "blur", "keydown", "keyup", "change"],
    );
    let field = q(&root, "#yf-q");
    focus(&field);
    yew::scheduler::flush().await;
    web::key(&field, "a").await;
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("a");
    init.set_bubbles(true);
    let up = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keyup", &init).unwrap();
    field.dispatch_event(&up).unwrap();
    type_into(&field, "a").await;
    field
        .dyn_ref::<web_sys::HtmlElement>()
        .unwrap()
        .blur()
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(
        *seen.borrow(),
        ["focus", "keydown", "keyup", "change", "blur"]
    );
    assert!(!handle.el("q").focused());
}

#[wasm_bindgen_test]
async fn readonly_keeps_the_value_and_disabled_marks_the_input() {
    let (root, handle) = mount(json!({
        "code": {"type": "text", "readonly": true, "default": "X-1"},
        "off": {"type": "text", "disabled": true}
    }))
    .await;
    let code = input(&root, "#yf-code");
    assert!(code.read_only());
    assert_eq!(code.value(), "X-1");
    let off = input(&root, "#yf-off");
    assert!(off.disabled());
    assert_eq!(off.get_attribute("aria-disabled").as_deref(), Some("true"));
    assert_eq!(handle.request_data(), json!({"code": "X-1", "off": null}));
}

#[wasm_bindgen_test]
async fn force_numbers_converts_the_data_not_the_field() {
    let (root, handle) = mount(json!({"qty": {"type": "text", "forceNumbers": true}})).await;
    let field = input(&root, "#yf-qty");
    type_into(&field, "1,5").await;
    assert_eq!(field.value(), "1,5", "the field keeps what the user typed");
    assert_eq!(handle.request_data(), json!({"qty": 1.5}));
    // Typing 1.05 one key at a time ends as 1.05 (the reference rewrote it to 15).
    for step in ["1", "1.", "1.0", "1.05"] {
        type_into(&field, step).await;
        assert_eq!(field.value(), step);
    }
    assert_eq!(handle.request_data(), json!({"qty": 1.05}));
}

#[wasm_bindgen_test]
async fn a_textarea_and_a_hidden_input_carry_their_values() {
    let (root, handle) = mount(json!({
        "bio": {"type": "textarea", "rows": 4},
        "ref": {"type": "hidden", "default": "news"}
    }))
    .await;
    let bio = q(&root, "#yf-bio");
    assert_eq!(bio.tag_name(), "TEXTAREA");
    assert_eq!(bio.get_attribute("rows").as_deref(), Some("4"));
    type_into(&bio, "Line one\nLine two").await;
    let hidden = input(&root, "#yf-ref");
    assert_eq!(hidden.type_(), "hidden");
    assert_eq!(hidden.value(), "news");
    assert_eq!(
        handle.request_data(),
        json!({"bio": "Line one\nLine two", "ref": "news"})
    );
    handle.el("ref").update(json!("ad")).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(hidden.value(), "ad");
}

#[wasm_bindgen_test]
async fn a_keystroke_re_renders_only_its_element() {
    let mut schema = serde_json::Map::new();
    for i in 0..50 {
        schema.insert(
            format!("t{i}"),
            json!({"type": "text", "label": format!("Text {i}")}),
        );
    }
    let (root, handle) = mount(serde_json::Value::Object(schema)).await;
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    for i in 0..50 {
        let seen = seen.clone();
        handle.el(&format!("t{i}")).on(
            "beforeUpdate",
            yew::Callback::from(move |e: yewform_elements::FiredEvent| {
                seen.borrow_mut().push(e.path)
            }),
        );
    }
    type_into(&q(&root, "#yf-t25"), "x").await;
    assert_eq!(*seen.borrow(), ["t25"]);
    assert_eq!(handle.el("t25").value(), json!("x"));
}

#[wasm_bindgen_test]
async fn a_t_text_edits_the_current_language() {
    let (root, handle) = mount_bilingual(json!({
        "title": {"type": "t-text", "label": "Title", "rules": {"en": "required"}}
    }))
    .await;
    let field = input(&root, "#yf-title");
    type_into(&field, "Shoe").await;
    handle.set_language("de").unwrap();
    yew::scheduler::flush().await;
    assert_eq!(field.value(), "", "German has no value yet");
    type_into(&field, "Schuh").await;
    assert_eq!(
        handle.request_data(),
        json!({"title": {"en": "Shoe", "de": "Schuh"}})
    );
    handle.set_language("en").unwrap();
    yew::scheduler::flush().await;
    assert_eq!(field.value(), "Shoe");
    type_into(&field, "").await;
    assert_eq!(field.get_attribute("aria-invalid").as_deref(), Some("true"));
    // As the editor's: the field shows the current language's message; `errors()` names it.
    assert_eq!(
        q(&root, "#yf-title__error")
            .text_content()
            .unwrap_or_default(),
        "The Title field is required."
    );
    assert_eq!(
        handle.el("title").errors(),
        ["The Title field is required. (English)"]
    );
}

#[yew::component]
fn ThemedTextareas() -> yew::Html {
    use yew::html;
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "a": {"type": "textarea", "rows": 5},
        "b": {"type": "textarea", "rows": 5, "autogrow": false},
        "c": {"type": "textarea", "rows": 1}
    }))
    .expect("valid schema in test");
    html! {
        <yewform_themes::ThemeProvider kind={yewform_themes::ThemeKind::Light}>
            <div style="width: 640px"><yewform_elements::Form id="rows" {schema} /></div>
        </yewform_themes::ThemeProvider>
    }
}

/// `autogrow` (on by default) starts the textarea `rows` lines high and grows from there: an
/// empty `rows: 5` is at least as high as the same without autogrow, higher than `rows: 1`,
/// and grows past its start with more lines (audit 8 #1: `field-sizing: content` ignored
/// `rows` in Chromium).
#[wasm_bindgen_test]
async fn an_autogrow_textarea_starts_rows_lines_high_and_grows() {
    let root = web::mount_point();
    yew::Renderer::<ThemedTextareas>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
    let height = |id: &str| {
        q(&root, id)
            .dyn_into::<web_sys::HtmlElement>()
            .unwrap()
            .offset_height()
    };
    let (grow, fixed, one) = (
        height("#yf-rows-a"),
        height("#yf-rows-b"),
        height("#yf-rows-c"),
    );
    assert!(grow >= fixed, "autogrow {grow}px, fixed {fixed}px");
    assert!(grow > one, "rows 5: {grow}px, rows 1: {one}px");
    let a = q(&root, "#yf-rows-a");
    type_into(&a, "1\n2\n3\n4\n5\n6\n7\n8\n9").await;
    let grown = height("#yf-rows-a");
    assert!(grown > grow, "nine lines: {grown}px, empty: {grow}px");
}
