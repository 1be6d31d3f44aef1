//! Browser test of server-side rendering then hydration: a themed schema form (a native
//! select, a searchable dropdown select and an editor; in a test of its own the text family)
//! is rendered to a string with
//! `yew::ServerRenderer`, put into the page, and hydrated with `yew::Renderer::hydrate`. The
//! server's nodes must be reused, nothing may report a mismatch, and the elements must react
//! to the user afterwards.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};
use yewform_themes::{ThemeKind, ThemeProvider};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::{choose as change, document, mount_point, sleep, window};

const SCHEMA: &str = r#"{
    "size": {"type": "select", "label": "Size", "items": {"s": "Small", "m": "Medium"},
             "default": "s"},
    "country": {"type": "select", "native": false, "search": true, "label": "Country",
                "items": [{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}],
                "default": "fr"},
    "note": {"type": "t-editor", "label": "Note", "default": {"en": "<p>Hello</p>"}}
}"#;

/// The same three elements with every layout part, required rules, placeholders, a moved
/// list, in a form in two languages.
const RICH_SCHEMA: &str = r#"{
    "size": {"type": "select", "label": "Size", "info": "Pick one", "description": "Sizes",
             "items": {"s": "Small", "m": "Medium"}, "rules": "required", "columns": 6},
    "country": {"type": "select", "native": false, "search": true, "label": "Country",
                "placeholder": "Choose", "appendToBody": true, "rules": "required",
                "description": "Where you live", "columns": 6,
                "items": [{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}]},
    "note": {"type": "t-editor", "label": "Note", "info": "Shown publicly",
             "placeholder": "Write", "rules": "required",
             "default": {"en": "<p>Hello</p>", "de": "<p>Hallo</p>"}}
}"#;

#[derive(Properties, PartialEq)]
struct AppProps {
    schema: &'static str,
    /// A form in English and German.
    bilingual: bool,
    /// The client's handle; the server renders without one.
    handle: Option<FormHandle>,
}

/// What a user writes: the form inside the theme provider.
#[component]
fn App(props: &AppProps) -> Html {
    let schema = FormSchema::from_json(props.schema).expect("valid schema in test");
    let languages = props.bilingual.then(|| {
        vec![
            ("en".to_string(), "English".to_string()),
            ("de".to_string(), "Deutsch".to_string()),
        ]
    });
    html! {
        <ThemeProvider kind={ThemeKind::Light}>
            <Form {schema} handle={props.handle.clone()} multilingual={props.bilingual}
                {languages} submit_label="Send" on_submit={record_submit()} />
        </ThemeProvider>
    }
}

thread_local! {
    /// What the form submitted (its `on_submit`), in order.
    static SUBMITTED: std::cell::RefCell<Vec<serde_json::Value>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The form's `on_submit`: records the data in [`SUBMITTED`].
fn record_submit() -> Callback<serde_json::Value> {
    Callback::from(|data| SUBMITTED.with(|s| s.borrow_mut().push(data)))
}

/// Replaces `console.warn` and `console.error` with recorders; `restore` puts the originals
/// back and answers what was logged.
struct ConsoleCapture {
    console: JsValue,
    originals: Vec<(&'static str, JsValue)>,
    logged: js_sys::Array,
}

impl ConsoleCapture {
    fn start() -> Self {
        let console = js_sys::Reflect::get(&window(), &"console".into()).expect("console");
        let logged = js_sys::Array::new();
        // Records, then logs as before (a panic's message still reaches the test output).
        let make = js_sys::Function::new_with_args(
            "logged, name, console, original",
            "return function (...args) { \
                 logged.push(name + ': ' + args.map(String).join(' ')); \
                 original.apply(console, args); \
             };",
        );
        let mut originals = Vec::new();
        for name in ["warn", "error"] {
            let original = js_sys::Reflect::get(&console, &name.into()).expect("original");
            let arguments = js_sys::Array::of4(&logged, &name.into(), &console, &original);
            let recorder = make.apply(&JsValue::NULL, &arguments).expect("recorder");
            js_sys::Reflect::set(&console, &name.into(), &recorder).expect("replace");
            originals.push((name, original));
        }
        ConsoleCapture {
            console,
            originals,
            logged,
        }
    }

    fn restore(self) -> Vec<String> {
        for (name, original) in &self.originals {
            js_sys::Reflect::set(&self.console, &(*name).into(), original).expect("restore");
        }
        self.logged
            .iter()
            .map(|m| m.as_string().unwrap_or_default())
            .collect()
    }
}

fn q(root: &web_sys::Element, selector: &str) -> web_sys::Element {
    root.query_selector(selector)
        .expect("query")
        .unwrap_or_else(|| panic!("{selector} rendered"))
}

/// `markup` as the browser serializes it, without yew's component markers.
fn without_comments(markup: &str) -> String {
    let template = document()
        .create_element("template")
        .expect("template")
        .dyn_into::<web_sys::HtmlTemplateElement>()
        .expect("a template");
    template.set_inner_html(markup);
    let content: web_sys::Node = template.content().into();
    remove_comments(&content);
    let holder = document().create_element("div").expect("div");
    holder.append_child(&content).expect("append");
    holder.inner_html()
}

fn remove_comments(node: &web_sys::Node) {
    let children = node.child_nodes();
    for i in (0..children.length()).rev() {
        let child = children.item(i).expect("child");
        if child.node_type() == web_sys::Node::COMMENT_NODE {
            node.remove_child(&child).expect("remove");
        } else {
            remove_comments(&child);
        }
    }
}

/// Renders the form with `yew::ServerRenderer` (hydratable markup, as a server sends it)
/// and puts the markup into a fresh mount point.
async fn server_render(schema: &'static str, bilingual: bool) -> (web_sys::Element, String) {
    let markup = yew::ServerRenderer::<App>::with_props(move || AppProps {
        schema,
        bilingual,
        handle: None,
    })
    .render()
    .await;
    let root = mount_point();
    root.set_inner_html(&markup);
    (root, markup)
}

/// Hydrates the server's markup in `root`; answers the form's handle, the app, and what
/// `console.warn` / `console.error` received meanwhile.
async fn hydrate(
    root: &web_sys::Element,
    schema: &'static str,
    bilingual: bool,
) -> (FormHandle, yew::AppHandle<App>, Vec<String>) {
    let console = ConsoleCapture::start();
    let handle = FormHandle::new();
    let app = yew::Renderer::<App>::with_root_and_props(
        root.clone(),
        AppProps {
            schema,
            bilingual,
            handle: Some(handle.clone()),
        },
    )
    .hydrate();
    yew::scheduler::flush().await;
    sleep(0).await;
    (handle, app, console.restore())
}

/// Nothing was logged while hydrating, and the DOM is the server's markup, the editors'
/// content included (the server renders it; the browser keeps it): yew patches differing
/// attributes and texts silently, so a difference between the two renders shows here.
fn assert_clean(root: &web_sys::Element, markup: &str, logged: &[String]) {
    assert!(
        logged.is_empty(),
        "nothing warned or failed while hydrating: {logged:?}"
    );
    assert_eq!(
        root.inner_html(),
        without_comments(markup),
        "the client renders what the server rendered"
    );
}

async fn arrow_down(target: &web_sys::Element) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("ArrowDown");
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("key");
    target.dispatch_event(&event).expect("dispatch");
    yew::scheduler::flush().await;
}

/// Types `text` at the end of `surface` as the browser does (an `insertText` edit).
async fn type_at_end(surface: &web_sys::HtmlElement, text: &str) {
    let _ = surface.focus();
    let range = document().create_range().expect("range");
    range.select_node_contents(surface).expect("contents");
    range.collapse_with_to_start(false);
    let selection = window().get_selection().expect("selection").expect("some");
    selection.remove_all_ranges().expect("remove");
    selection.add_range(&range).expect("add");
    document()
        .dyn_into::<web_sys::HtmlDocument>()
        .expect("html document")
        .exec_command_with_show_ui_and_value("insertText", false, text)
        .expect("insertText");
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn a_server_rendered_form_hydrates_in_place_and_reacts() {
    let (root, markup) = server_render(SCHEMA, false).await;
    assert!(markup.contains("<select"), "{markup}");
    assert!(markup.contains(r#"role="combobox""#), "{markup}");
    assert!(markup.contains(r#"role="textbox""#), "{markup}");
    let select = q(&root, "select#yf-size");
    let combobox = q(&root, "[role=combobox]");
    let surface = q(&root, "[role=textbox]");
    let submit = q(&root, "button[type=submit]");

    let (handle, app, logged) = hydrate(&root, SCHEMA, false).await;
    assert_clean(&root, &markup, &logged);
    for (selector, before) in [
        ("select#yf-size", &select),
        ("[role=combobox]", &combobox),
        ("[role=textbox]", &surface),
        ("button[type=submit]", &submit),
    ] {
        assert!(
            q(&root, selector).is_same_node(Some(before)),
            "the server's {selector} node is reused"
        );
    }

    // The native select: the form's value follows the user's choice.
    assert_eq!(handle.el("size").value(), json!("s"));
    let select = select
        .dyn_into::<web_sys::HtmlSelectElement>()
        .expect("a <select>");
    change(&select, "m").await;
    assert_eq!(handle.el("size").value(), json!("m"));

    // The dropdown opens from the keyboard.
    assert_eq!(
        combobox.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    arrow_down(&combobox).await;
    assert_eq!(
        combobox.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    assert_eq!(
        root.query_selector_all("[role=listbox] [role=option]")
            .expect("query")
            .length(),
        2
    );

    // The editor shows its default after hydration and takes typing.
    let surface = surface
        .dyn_into::<web_sys::HtmlElement>()
        .expect("an HTML element");
    assert_eq!(surface.inner_html(), "<p>Hello</p>");
    type_at_end(&surface, " world").await;
    assert_eq!(
        handle.el("note").value(),
        json!({"en": "<p>Hello world</p>"})
    );

    app.destroy();
}

#[wasm_bindgen_test]
async fn a_bilingual_form_with_every_layout_part_hydrates_cleanly() {
    let (root, markup) = server_render(RICH_SCHEMA, true).await;
    let select = q(&root, "select#yf-size");
    let combobox = q(&root, "[role=combobox]");
    let german = q(&root, "[role=textbox][data-language=de]");

    let (handle, app, logged) = hydrate(&root, RICH_SCHEMA, true).await;
    assert_clean(&root, &markup, &logged);
    assert!(q(&root, "select#yf-size").is_same_node(Some(&select)));
    assert!(q(&root, "[role=combobox]").is_same_node(Some(&combobox)));
    assert!(q(&root, "[role=textbox][data-language=de]").is_same_node(Some(&german)));

    let select = select
        .dyn_into::<web_sys::HtmlSelectElement>()
        .expect("a <select>");
    change(&select, "m").await;
    assert_eq!(handle.el("size").value(), json!("m"));

    // The list opens in document.body (appendToBody): a portal made after hydration.
    arrow_down(&combobox).await;
    assert_eq!(
        combobox.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    assert_eq!(
        document()
            .query_selector_all("body > [data-appended] [role=option]")
            .expect("query")
            .length(),
        2
    );

    let german = german
        .dyn_into::<web_sys::HtmlElement>()
        .expect("an HTML element");
    assert_eq!(german.inner_html(), "<p>Hallo</p>");
    app.destroy();
}

/// The choice elements: a checked checkbox, a switch, a checkbox group and a radio group in
/// the blocks view.
const CHOICE_SCHEMA: &str = r#"{
    "terms": {"type": "checkbox", "label": "Terms", "text": "I <b>accept</b>", "default": true,
              "rules": "accepted"},
    "news": {"type": "toggle", "text": "Newsletter", "labels": {"on": "On", "off": "Off"}},
    "tags": {"type": "checkboxgroup", "label": "Tags", "items": ["a", "b"], "default": ["b"],
             "view": "tabs"},
    "plan": {"type": "radiogroup", "label": "Plan", "view": "blocks", "default": "free",
             "items": {"free": {"label": "Free", "description": "One person"}, "team": "Team"}}
}"#;

#[wasm_bindgen_test]
async fn server_rendered_choice_elements_hydrate_in_place_and_react() {
    let (root, markup) = server_render(CHOICE_SCHEMA, false).await;
    assert!(markup.contains(r#"role="switch""#), "{markup}");
    let switch = q(&root, "#yf-news");
    let terms = q(&root, "#yf-terms");
    let (handle, app, logged) = hydrate(&root, CHOICE_SCHEMA, false).await;
    assert_clean(&root, &markup, &logged);
    assert!(q(&root, "#yf-news").is_same_node(Some(&switch)));
    assert!(q(&root, "#yf-terms").is_same_node(Some(&terms)));
    let terms = terms
        .dyn_into::<web_sys::HtmlInputElement>()
        .expect("input");
    assert!(terms.checked(), "the server's checked state stays");
    switch
        .dyn_ref::<web_sys::HtmlElement>()
        .expect("button")
        .click();
    yew::scheduler::flush().await;
    assert_eq!(
        switch.get_attribute("aria-checked").as_deref(),
        Some("true")
    );
    terms.click();
    yew::scheduler::flush().await;
    assert_eq!(
        handle.data(),
        json!({"terms": false, "news": true, "tags": ["b"], "plan": "free"})
    );
    app.destroy();
}

/// The text family: a text input with an addon, a textarea, a hidden input and a t-text.
const TEXT_SCHEMA: &str = r#"{
    "email": {"type": "text", "inputType": "email", "label": "E-mail", "rules": "required|email",
              "default": "ada@example.com", "addons": {"before": "<b>@</b>"}},
    "bio": {"type": "textarea", "label": "Bio", "rows": 3, "default": "Hello"},
    "ref": {"type": "hidden", "default": "news"},
    "title": {"type": "t-text", "label": "Title", "default": {"en": "Shoe", "de": "Schuh"}}
}"#;

#[wasm_bindgen_test]
async fn a_server_rendered_text_family_hydrates_in_place_and_reacts() {
    let (root, markup) = server_render(TEXT_SCHEMA, true).await;
    assert!(markup.contains(r#"type="email""#), "{markup}");
    let email = q(&root, "input#yf-email");
    let bio = q(&root, "textarea#yf-bio");
    let hidden = q(&root, "input#yf-ref");

    let (handle, app, logged) = hydrate(&root, TEXT_SCHEMA, true).await;
    assert_clean(&root, &markup, &logged);
    assert!(q(&root, "input#yf-email").is_same_node(Some(&email)));
    assert!(q(&root, "textarea#yf-bio").is_same_node(Some(&bio)));
    assert!(q(&root, "input#yf-ref").is_same_node(Some(&hidden)));

    // The hydrated input reacts to typing.
    let email = email.dyn_into::<web_sys::HtmlInputElement>().unwrap();
    email.set_value("not-an-address");
    let init = web_sys::InputEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::InputEvent::new_with_event_init_dict("input", &init).unwrap();
    email.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
    assert_eq!(handle.el("email").value(), json!("not-an-address"));
    assert_eq!(email.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        handle.request_data(),
        json!({"email": "not-an-address", "bio": "Hello", "ref": "news",
               "title": {"en": "Shoe", "de": "Schuh"}})
    );
    drop(app);
}

/// Audit 13-ssr #1: a hidden element whose condition holds on the server and fails in the
/// browser (as one reading today can, UTC against local time) hydrates without a panic: its
/// input is the server's node, disabled once hydrated, so it posts nothing. The reverse
/// hydrates too and the request data holds the value; the server's `disabled` attribute
/// stays on the node then (Yew's hydration sets the attributes the client renders and removes
/// none), which only a native post, not the hydrated form's submit, would read.
const HIDDEN_SHOWN: &str = r#"{
    "kind": {"type": "text", "label": "Kind", "default": "a"},
    "ref": {"type": "hidden", "default": "x", "conditions": [["kind", "a"]]}
}"#;
const HIDDEN_UNAVAILABLE: &str = r#"{
    "kind": {"type": "text", "label": "Kind", "default": "b"},
    "ref": {"type": "hidden", "default": "x", "conditions": [["kind", "a"]]}
}"#;

#[wasm_bindgen_test]
async fn a_hidden_input_whose_condition_differs_after_hydrating_is_kept_disabled() {
    for (server, client, disabled) in [
        (HIDDEN_SHOWN, HIDDEN_UNAVAILABLE, true),
        (HIDDEN_UNAVAILABLE, HIDDEN_SHOWN, false),
    ] {
        let (root, markup) = server_render(server, false).await;
        let hidden = q(&root, "input#yf-ref");
        let (handle, app, logged) = hydrate(&root, client, false).await;
        assert!(logged.is_empty(), "nothing logged: {logged:?}\n{markup}");
        let input = q(&root, "input#yf-ref");
        assert!(
            input.is_same_node(Some(&hidden)),
            "the server's node is kept"
        );
        if disabled {
            assert!(input.has_attribute("disabled"), "{}", root.inner_html());
        }
        let posted = if disabled {
            json!({})
        } else {
            json!({"ref": "x"})
        };
        let data = handle.request_data();
        assert_eq!(data.get("ref"), posted.get("ref"), "{data}");
        app.destroy();
    }
}

/// The elements without data: statics (a heading, a link, an image in a link, HTML content)
/// and buttons (submitting, resetting, an anchor) beside a text field.
const STATIC_BUTTON_SCHEMA: &str = r#"{
    "intro": {"type": "static", "tag": "h2", "content": "Sign <em>up</em>", "align": "center"},
    "terms": {"type": "static", "tag": "a", "href": "https://example.com/terms",
              "target": "_blank", "content": "Terms"},
    "logo": {"type": "static", "tag": "img", "src": "https://example.com/logo.png",
             "alt": "Logo", "href": "https://example.com/", "width": 40},
    "note": {"type": "static", "content": {"en": "<p>Welcome</p>"}, "bottom": 2},
    "name": {"type": "text", "label": "Name", "default": "Ada", "rules": "required"},
    "send": {"type": "button", "buttonLabel": "Submit <b>now</b>", "submits": true, "full": true},
    "again": {"type": "button", "buttonLabel": "Start over", "resets": true, "secondary": true},
    "help": {"type": "button", "buttonType": "anchor", "buttonLabel": "Help",
             "href": "https://example.com/help"}
}"#;

#[wasm_bindgen_test]
async fn server_rendered_statics_and_buttons_hydrate_in_place_and_submit_once() {
    SUBMITTED.with(|s| s.borrow_mut().clear());
    let (root, markup) = server_render(STATIC_BUTTON_SCHEMA, false).await;
    assert!(markup.contains("<h2"), "{markup}");
    assert!(markup.contains("<img"), "{markup}");
    let send = q(&root, "button#yf-send");
    let again = q(&root, "button#yf-again");
    let help = q(&root, "a#yf-help");
    let heading = q(&root, "h2");
    let image = q(&root, "img");

    let (handle, app, logged) = hydrate(&root, STATIC_BUTTON_SCHEMA, false).await;
    assert_clean(&root, &markup, &logged);
    assert!(q(&root, "button#yf-send").is_same_node(Some(&send)));
    assert!(q(&root, "button#yf-again").is_same_node(Some(&again)));
    assert!(q(&root, "a#yf-help").is_same_node(Some(&help)));
    assert!(q(&root, "h2").is_same_node(Some(&heading)));
    assert!(q(&root, "img").is_same_node(Some(&image)));
    assert_eq!(send.get_attribute("type").as_deref(), Some("submit"));
    assert_eq!(again.get_attribute("type").as_deref(), Some("button"));

    // The hydrated submitting button submits once, even when clicked twice in a row.
    let send = send.dyn_into::<web_sys::HtmlElement>().expect("button");
    send.click();
    send.click();
    sleep(50).await;
    assert_eq!(
        SUBMITTED.with(|s| s.borrow().clone()),
        vec![json!({"name": "Ada"})]
    );
    assert!(!handle.is_submitting());
    // Statics and buttons are in no data.
    assert_eq!(handle.data(), json!({"name": "Ada"}));
    app.destroy();
}

/// The multi-value selects: a native `<select multiple>`, a searchable multiselect with its
/// collapsed label and a tags element with chips.
const MULTI_SCHEMA: &str = r#"{
    "days": {"type": "multiselect", "label": "Days", "items": ["Mon", "Tue", "Wed"],
             "default": ["Tue"]},
    "cities": {"type": "multiselect", "search": true, "label": "Cities",
               "items": ["Berlin", "Paris", "Rome"], "default": ["Berlin", "Rome"]},
    "topics": {"type": "tags", "search": true, "label": "Topics",
               "items": ["rust", "yew", "wasm"], "default": ["rust", "yew"]}
}"#;

#[wasm_bindgen_test]
async fn server_rendered_multiselects_and_tags_hydrate_in_place_and_react() {
    let (root, markup) = server_render(MULTI_SCHEMA, false).await;
    assert!(markup.contains("2 options selected"), "{markup}");
    let chip = q(&root, "button[data-chip='1']");
    let days = q(&root, "#yf-days");
    let (handle, app, logged) = hydrate(&root, MULTI_SCHEMA, false).await;
    assert_clean(&root, &markup, &logged);
    assert!(q(&root, "#yf-days").is_same_node(Some(&days)));
    assert!(q(&root, "button[data-chip='1']").is_same_node(Some(&chip)));
    chip.dyn_ref::<web_sys::HtmlElement>()
        .expect("button")
        .click();
    yew::scheduler::flush().await;
    sleep(0).await;
    assert_eq!(
        handle.data(),
        json!({"days": ["Tue"], "cities": ["Berlin", "Rome"], "topics": ["rust"]})
    );
    app.destroy();
}

/// The containers (#33): an object, a group and a list of objects with its buttons.
const NESTED_SCHEMA: &str = r#"{
    "address": {"type": "object", "label": "Address", "schema": {
        "city": {"type": "text", "label": "City", "default": "Oslo"}}},
    "name": {"type": "group", "schema": {
        "first": {"type": "text", "label": "First", "default": "Ada"}}},
    "lines": {"type": "list", "label": "Lines", "sort": true, "object": {"schema": {
        "qty": {"type": "text", "label": "Quantity"}}},
        "default": [{"qty": "1"}, {"qty": "2"}]}
}"#;

#[wasm_bindgen_test]
async fn server_rendered_containers_hydrate_in_place_and_their_buttons_work() {
    let (root, markup) = server_render(NESTED_SCHEMA, false).await;
    let city = q(&root, "input[id='yf-address.city']");
    let second = q(&root, "input[id='yf-lines.1.qty']");
    let (handle, app, logged) = hydrate(&root, NESTED_SCHEMA, false).await;
    assert_clean(&root, &markup, &logged);
    assert!(q(&root, "input[id='yf-address.city']").is_same_node(Some(&city)));
    assert!(q(&root, "input[id='yf-lines.1.qty']").is_same_node(Some(&second)));
    // The hydrated remove button works, and item 2 keeps its node.
    q(&root, "button[aria-label='Remove Lines 1']")
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .click();
    yew::scheduler::flush().await;
    assert!(q(&root, "input[id='yf-lines.0.qty']").is_same_node(Some(&second)));
    assert_eq!(
        handle.request_data(),
        json!({"address": {"city": "Oslo"}, "first": "Ada", "lines": [{"qty": "2"}]})
    );
    drop(app);
}

/// Statics and an anchor button whose content a browser's parser would restructure in
/// their tag (a block in a `p`, a heading in a heading, a link in a link).
const STATIC_SCHEMA: &str = r#"{
    "intro": {"type": "static", "tag": "p", "content": "<p>Welcome</p><ul><li>a</li></ul><div>more</div>"},
    "title": {"type": "static", "tag": "h2", "content": "<h1>Title</h1>"},
    "more": {"type": "static", "tag": "a", "href": "/x", "content": "see <a href=\"/y\">y</a>"},
    "pay": {"type": "button", "href": "/pay", "buttonLabel": "Pay <a href=\"/terms\">terms</a>"}
}"#;

#[wasm_bindgen_test]
async fn statics_with_block_content_in_phrasing_tags_hydrate_cleanly() {
    let (root, markup) = server_render(STATIC_SCHEMA, false).await;
    let (_handle, app, logged) = hydrate(&root, STATIC_SCHEMA, false).await;
    assert_clean(&root, &markup, &logged);
    let text = root.text_content().unwrap_or_default();
    for words in ["Welcome", "more", "Title", "see y", "Pay terms"] {
        assert!(text.contains(words), "{words}: {text}");
    }
    app.destroy();
}

/// Nodes that exist while an element is required (a checkbox group's hidden "required"
/// span, the label's `*` under `showRequired: ["label"]`) or enabled (a dropdown's clear
/// button, a tags chip's remove button), under conditions that read a value the server and
/// the browser see differently (as "today" is UTC on the server, local in the browser):
/// with `yes` the elements are required and enabled, with `no` neither.
const CONDITIONAL_YES: &str = r#"{
    "need": {"type": "text", "default": "yes"},
    "lock": {"type": "text", "default": "yes"},
    "consent": {"type": "checkboxgroup", "label": "Consent", "items": ["a"],
                "rules": [{"required": [["need", "yes"]]}]},
    "name": {"type": "text", "label": "Name", "rules": [{"required": [["need", "yes"]]}]},
    "pick": {"type": "select", "native": false, "label": "Pick", "items": ["x", "y"],
             "default": "x", "canClear": true, "disabled": [["lock", "no"]]},
    "tg": {"type": "tags", "label": "Tags", "items": ["x", "y"], "default": ["x"],
           "disabled": [["lock", "no"]]}
}"#;
const CONDITIONAL_NO: &str = r#"{
    "need": {"type": "text", "default": "no"},
    "lock": {"type": "text", "default": "no"},
    "consent": {"type": "checkboxgroup", "label": "Consent", "items": ["a"],
                "rules": [{"required": [["need", "yes"]]}]},
    "name": {"type": "text", "label": "Name", "rules": [{"required": [["need", "yes"]]}]},
    "pick": {"type": "select", "native": false, "label": "Pick", "items": ["x", "y"],
             "default": "x", "canClear": true, "disabled": [["lock", "no"]]},
    "tg": {"type": "tags", "label": "Tags", "items": ["x", "y"], "default": ["x"],
           "disabled": [["lock", "no"]]}
}"#;

#[derive(Properties, PartialEq)]
struct MarkedProps {
    schema: &'static str,
    handle: Option<FormHandle>,
}

/// A form under `showRequired: ["label"]`.
#[component]
fn Marked(props: &MarkedProps) -> Html {
    let schema = FormSchema::from_json(props.schema).expect("valid schema in test");
    let config = yewform_core::config::FormConfig::from_value(&json!({"showRequired": ["label"]}))
        .expect("config");
    html! {
        <ThemeProvider kind={ThemeKind::Light}>
            <Form {schema} {config} handle={props.handle.clone()} />
        </ThemeProvider>
    }
}

#[wasm_bindgen_test]
async fn nodes_of_a_required_or_enabled_state_that_differs_after_hydrating_are_kept() {
    // (server, client, required and enabled in the browser)
    for (server, client, on) in [
        (CONDITIONAL_YES, CONDITIONAL_NO, false),
        (CONDITIONAL_NO, CONDITIONAL_YES, true),
    ] {
        let markup = yew::ServerRenderer::<Marked>::with_props(move || MarkedProps {
            schema: server,
            handle: None,
        })
        .render()
        .await;
        let root = mount_point();
        root.set_inner_html(&markup);
        let server_nodes: Vec<web_sys::Element> = [
            "#yf-consent__required",
            "label[for=yf-name] span[aria-hidden]",
            "#yf-pick-container button[type=button], [data-field=yf-pick] button[type=button]",
            "[data-chip]",
        ]
        .iter()
        .map(|s| q(&root, s))
        .collect();
        let console = ConsoleCapture::start();
        let handle = FormHandle::new();
        let app = yew::Renderer::<Marked>::with_root_and_props(
            root.clone(),
            MarkedProps {
                schema: client,
                handle: Some(handle.clone()),
            },
        )
        .hydrate();
        yew::scheduler::flush().await;
        sleep(0).await;
        let logged = console.restore();
        assert!(logged.is_empty(), "nothing logged: {logged:?}\n{markup}");
        // The server's nodes are kept.
        for (node, s) in server_nodes.iter().zip([
            "#yf-consent__required",
            "label[for=yf-name] span[aria-hidden]",
            "#yf-pick-container button[type=button], [data-field=yf-pick] button[type=button]",
            "[data-chip]",
        ]) {
            assert!(q(&root, s).is_same_node(Some(node)), "{s} kept");
        }
        // The client's state.
        assert_eq!(handle.el("consent").is_required(), on);
        assert_eq!(handle.el("pick").is_disabled(), !on);
        let fieldset = q(&root, "fieldset#yf-consent");
        let named = fieldset
            .get_attribute("aria-labelledby")
            .unwrap_or_default();
        assert_eq!(named.contains("yf-consent__required"), on, "{named}");
        let mark = q(&root, "label[for=yf-name] span[aria-hidden]");
        let clear = &server_nodes[2];
        let remove = q(&root, "[data-chip]");
        let visible = |node: &web_sys::Element| {
            let style = window().get_computed_style(node).unwrap().unwrap();
            style.get_property_value("display").unwrap() != "none"
        };
        if on {
            // Yew 0.23's hydration never removes an attribute only the server rendered: the
            // class, name and style are the browser's; a server's `hidden` stays, and the
            // theme's `display` for the buttons' class shows them.
            for button in [clear, &remove] {
                let name = button.get_attribute("aria-label").unwrap_or_default();
                assert!(!name.is_empty(), "{}", root.inner_html());
                assert!(visible(button), "{}", root.inner_html());
            }
        } else {
            assert!(mark.has_attribute("hidden"), "{}", root.inner_html());
            assert!(!visible(&mark));
            for button in [clear, &remove] {
                assert!(button.has_attribute("hidden"), "{}", root.inner_html());
                assert!(!visible(button), "{}", root.inner_html());
                assert_eq!(button.get_attribute("aria-label").as_deref(), Some(""));
            }
        }
        // Reacts afterwards: the browser's value flips what the server had.
        handle
            .el("need")
            .update(json!(if on { "no" } else { "yes" }))
            .unwrap();
        handle
            .el("lock")
            .update(json!(if on { "no" } else { "yes" }))
            .unwrap();
        yew::scheduler::flush().await;
        let mark = q(&root, "label[for=yf-name] span[aria-hidden]");
        assert_eq!(mark.has_attribute("hidden"), on, "{}", root.inner_html());
        app.destroy();
    }
}

/// A native select with endpoint items and a saved value (an edit form).
const ENDPOINT_SCHEMA: &str = r#"{
    "c": {"type": "select", "label": "Country", "items": "/api/c", "default": "de"}
}"#;

/// Answers every `GET` at once with one option holding the saved value.
struct Countries;

impl yewform_elements::transport::Transport for Countries {
    fn get_json(
        &self,
        _url: &str,
    ) -> yewform_elements::transport::LocalFuture<Result<serde_json::Value, String>> {
        Box::pin(std::future::ready(Ok(
            json!([{"value": "de", "label": "Germany"}]),
        )))
    }

    fn post_json(
        &self,
        _url: &str,
        _body: &serde_json::Value,
    ) -> yewform_elements::transport::LocalFuture<Result<serde_json::Value, String>> {
        Box::pin(std::future::pending())
    }
}

#[wasm_bindgen_test]
async fn a_native_select_with_endpoint_items_hydrates_its_saved_value_then_its_options() {
    let (root, markup) = server_render(ENDPOINT_SCHEMA, false).await;
    let options = |root: &web_sys::Element| {
        let nodes = root.query_selector_all("select#yf-c option").unwrap();
        (0..nodes.length())
            .filter_map(|i| nodes.item(i))
            .map(|n| n.text_content().unwrap_or_default().trim().to_owned())
            .collect::<Vec<_>>()
    };
    let select = q(&root, "select#yf-c")
        .dyn_into::<web_sys::HtmlSelectElement>()
        .unwrap();
    // The server's page shows (and a post before hydration sends) the saved value.
    assert_eq!(options(&root), ["", "de"], "{markup}");
    assert_eq!(select.value(), "de");
    let console = ConsoleCapture::start();
    let handle = FormHandle::new();
    handle.set_transport(std::rc::Rc::new(Countries));
    let app = yew::Renderer::<App>::with_root_and_props(
        root.clone(),
        AppProps {
            schema: ENDPOINT_SCHEMA,
            bilingual: false,
            handle: Some(handle.clone()),
        },
    )
    .hydrate();
    for _ in 0..100 {
        yew::scheduler::flush().await;
        if options(&root) == ["", "Germany"] {
            break;
        }
        sleep(20).await;
    }
    let logged = console.restore();
    assert!(logged.is_empty(), "nothing logged: {logged:?}");
    // Once loaded, the option holding the value takes over: no stray option is left.
    assert_eq!(options(&root), ["", "Germany"], "{}", root.inner_html());
    let select = q(&root, "select#yf-c")
        .dyn_into::<web_sys::HtmlSelectElement>()
        .unwrap();
    assert!(select.is_same_node(Some(&q(&root, "select#yf-c"))));
    assert_eq!(select.value(), "de");
    assert_eq!(select.selected_index(), 1);
    assert_eq!(handle.el("c").value(), json!("de"));
    app.destroy();
}
