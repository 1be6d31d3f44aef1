//! The benchmark pages, built here in Rust so that the mount time is the elements', not a
//! fetch:
//!
//! - `/?bench=<count>[&search=0]`: only a `<Form>` with one custom-dropdown `SelectElement` of
//!   `count` generated options (labelled like `/api/many`: "Zürich 123").
//! - `/?bench=form200`: a schema form of 200 native selects (`s1` … `s200`), 20 items each.
//! - `/?bench=form200dropdown`: the same with `native: false` (custom dropdowns, no search).
//! - `/?bench=validate200`: the 200 native selects, each `rules: required`.
//! - `/?bench=teditor20` (also `editors20`, its earlier name): a multilingual form (en + de)
//!   of 20 `TEditorElement`s.
//! - `/?bench=text1000`: a schema form of 1,000 `text` elements (`t1` … `t1000`);
//!   `/?bench=text1000required`: the same, each `rules: required`.
//! - `/?bench=signup`: the demo's sign-up form (`signup_schema()`, the sign-up page's schema).
//! - `/?bench=outside200` (and `outside200required`, each select `rules: required`): the
//!   200 native selects as an outside app writes them: items as `{"value": "v{j}", "label":
//!   …}` objects, the schema read with `FormSchema::from_value` *inside* the timing, `<Form>`
//!   in a default `ThemeProvider`, mounted with `yew::Renderer::with_root_and_props` into
//!   `<body>`; timed from just before `from_value` to the next animation frame. No
//!   `onBeforeUpdate` keys and no handlers (`yfRenders()` stays empty).
//!
//! `cargo xtask bench` (`tests/examples/bench_select.rs` and `bench_form.rs`) loads them in
//! headless Chromium. The mount is timed from just before `yew::Renderer::render()` to after
//! the first render and the next animation frame (`requestAnimationFrame`, then
//! `setTimeout 0`), and published as `window.yfBench = {mount_ms, wasm_memory_bytes, …}`.
//!
//! Every page also sets `window.yfWasmMemory()` (the wasm linear memory's byte length now),
//! `window.yfValidate()` (`FormHandle::validate()`, returns whether the form is valid),
//! `window.yfReset()` (`FormHandle::reset()`, so that `validate()` can be timed again),
//! `window.yfValue(path)` (an element's value as JSON text) and `window.yfRenders()` (the
//! paths of the elements that rendered since the last call, counted on the form pages through
//! each element's `beforeUpdate` event, which a schema `"onBeforeUpdate"` key routes to a
//! handler of the form's `handlers`; always empty on the select page). Only the public API is used: `Form`, `FormHandle`,
//! schema JSON and the handlers.

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::*;
use yew::prelude::*;
use yewform_core::items::OptionStore;
use yewform_core::schema::FormSchema;
use yewform_elements::{FiredEvent, Form, FormHandle, SelectElement, TagsElement};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;

    #[wasm_bindgen(js_name = requestAnimationFrame)]
    fn request_animation_frame(callback: &JsValue) -> i32;

    #[wasm_bindgen(js_name = setTimeout)]
    fn set_timeout(callback: &JsValue, ms: i32) -> i32;

    #[wasm_bindgen(thread_local_v2, js_name = window)]
    static WINDOW: JsValue;

    #[wasm_bindgen(thread_local_v2, js_name = location)]
    static LOCATION: JsValue;

    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn reflect_get(target: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_namespace = Reflect, js_name = set, catch)]
    fn reflect_set(target: &JsValue, key: &JsValue, value: &JsValue) -> Result<bool, JsValue>;

    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn json_parse(text: &str) -> Result<JsValue, JsValue>;
}

/// The form scenarios (`?bench=form200` …).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormBench {
    /// `form200`: 200 native selects, 20 items each.
    Native200,
    /// `form200dropdown`: 200 custom-dropdown selects (`native: false`), 20 items each.
    Dropdown200,
    /// `validate200`: 200 native selects with `rules: required`.
    Validate200,
    /// `teditor20` (also `editors20`): 20 `TEditorElement`s in a multilingual form (en + de).
    TEditor20,
    /// `text1000`: 1,000 `text` elements.
    Text1000,
    /// `text1000required`: 1,000 `text` elements with `rules: required`.
    Text1000Required,
    /// `signup`: the demo's sign-up form.
    Signup,
    /// `list500`: a list of 500 objects of 3 text fields each, with move buttons.
    List500,
}

impl FormBench {
    fn parse(name: &str) -> Option<Self> {
        match name {
            "form200" => Some(Self::Native200),
            "form200dropdown" => Some(Self::Dropdown200),
            "validate200" => Some(Self::Validate200),
            "teditor20" | "editors20" => Some(Self::TEditor20),
            "text1000" => Some(Self::Text1000),
            "text1000required" => Some(Self::Text1000Required),
            "signup" => Some(Self::Signup),
            "list500" => Some(Self::List500),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Native200 => "form200",
            Self::Dropdown200 => "form200dropdown",
            Self::Validate200 => "validate200",
            Self::TEditor20 => "teditor20",
            Self::Text1000 => "text1000",
            Self::Text1000Required => "text1000required",
            Self::Signup => "signup",
            Self::List500 => "list500",
        }
    }

    /// The schema: `s1` … `s200` (selects with 20 items), `e1` … `e20` (editors), `t1` …
    /// `t1000` (text elements) or the list `lines` of 500 objects `{a, b, c}` (texts), each routing its `beforeUpdate` event to the `countRender`
    /// handler; or the sign-up form's schema as the demo shows it (no `countRender`).
    fn schema(self) -> Value {
        let mut schema = serde_json::Map::new();
        match self {
            Self::Signup => return crate::signup_schema::signup_schema(),
            Self::List500 => {
                let field = |label: &str| json!({"type": "text", "label": label, "onBeforeUpdate": "countRender"});
                return json!({
                    "lines": {"type": "list", "label": "Lines", "initial": 500, "sort": true,
                        "onBeforeUpdate": "countRender",
                        "object": {"schema": {
                            "a": field("A"), "b": field("B"), "c": field("C")
                        }}}
                });
            }
            Self::Text1000 | Self::Text1000Required => {
                for i in 1..=1000 {
                    let mut text = serde_json::Map::new();
                    text.insert("type".into(), json!("text"));
                    text.insert("label".into(), json!(format!("Text {i}")));
                    text.insert("onBeforeUpdate".into(), json!("countRender"));
                    if self == Self::Text1000Required {
                        text.insert("rules".into(), json!("required"));
                    }
                    schema.insert(format!("t{i}"), Value::Object(text));
                }
                return Value::Object(schema);
            }
            _ => {}
        }
        if self == Self::TEditor20 {
            for i in 1..=20 {
                schema.insert(
                    format!("e{i}"),
                    json!({"type": "t-editor", "label": format!("Editor {i}"),
                           "onBeforeUpdate": "countRender"}),
                );
            }
            return Value::Object(schema);
        }
        let items: Vec<Value> = (1..=20)
            .map(|j| json!({"value": j, "label": format!("Option {j}")}))
            .collect();
        for i in 1..=200 {
            let mut select = serde_json::Map::new();
            select.insert("type".into(), json!("select"));
            select.insert("label".into(), json!(format!("Select {i}")));
            select.insert("native".into(), json!(self != Self::Dropdown200));
            select.insert("items".into(), json!(items));
            select.insert("onBeforeUpdate".into(), json!("countRender"));
            if self == Self::Dropdown200 {
                select.insert("search".into(), json!(false));
            }
            if self == Self::Validate200 {
                select.insert("rules".into(), json!("required"));
            }
            schema.insert(format!("s{i}"), Value::Object(select));
        }
        Value::Object(schema)
    }
}

/// What the URL asks for.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum BenchRequest {
    /// `?bench=<count>[&search=0]`: one dropdown select of `count` options, searchable unless
    /// `search=0` (where End moves the pointer).
    Select {
        /// Number of generated options.
        count: usize,
        /// `search: true` (the default) or `false`.
        search: bool,
    },
    /// `?bench=form200` and the other form scenarios.
    Form(FormBench),
    /// `?bench=tags100000`: one searchable tags element of 100,000 options with 1,000 of
    /// them chosen (every 100th).
    Tags {
        /// Number of generated options.
        count: usize,
        /// Number of chosen values.
        chosen: usize,
    },
    /// `?bench=outside200` (`required: false`) and `?bench=outside200required`.
    Outside {
        /// Each select has `rules: required`.
        required: bool,
    },
}

/// The bench request in `window.location.search`, if any.
pub fn requested() -> Option<BenchRequest> {
    let query = LOCATION
        .with(|location| reflect_get(location, &JsValue::from_str("search")))
        .ok()?
        .as_string()?;
    parse_query(&query)
}

fn parse_query(query: &str) -> Option<BenchRequest> {
    let mut request = None;
    let mut search = true;
    for pair in query.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some(("bench", n)) => {
                request = match (n.parse::<usize>(), n) {
                    (Ok(count), _) => Some(BenchRequest::Select { count, search }),
                    (_, "outside200") => Some(BenchRequest::Outside { required: false }),
                    (_, "tags100000") => Some(BenchRequest::Tags {
                        count: 100_000,
                        chosen: 1_000,
                    }),
                    (_, "outside200required") => Some(BenchRequest::Outside { required: true }),
                    _ => FormBench::parse(n).map(BenchRequest::Form),
                }
            }
            Some(("search", v)) => search = !matches!(v, "0" | "false"),
            _ => {}
        }
    }
    match request {
        Some(BenchRequest::Select { count, .. }) => Some(BenchRequest::Select { count, search }),
        other => other,
    }
}

/// The options, like `GET /api/many?count=N`, built the way the docs recommend for long
/// lists: an `OptionStore` collected from `(value, label)` pairs, no `serde_json::Value`.
fn generated(count: usize) -> OptionStore {
    const NAMES: [&str; 4] = ["Zürich", "Málaga", "Kraków", "Ærøskøbing"];
    OptionStore::from_pairs((0..count).map(|i| {
        let name = NAMES.get(i % NAMES.len()).copied().unwrap_or("Zürich");
        (i, format!("{name} {i}"))
    }))
}

#[derive(Properties, PartialEq)]
struct BenchProps {
    /// The page's content, built before the clock starts (the select's props hold the
    /// generated items; the form's schema is parsed).
    children: Html,
    start_ms: f64,
    /// What `window.yfBench` carries besides the times.
    info: Value,
}

/// After the first render: the next animation frame, then a task, then [`publish`] the time
/// since `start_ms` with `info`.
#[hook]
fn use_publish_after_frame(start_ms: f64, info: Value) {
    use_effect_with((), move |()| {
        let after_frame = Closure::once_into_js(move || {
            let done = Closure::once_into_js(move || publish(start_ms, info));
            set_timeout(&done, 0);
        });
        request_animation_frame(&after_frame);
    });
}

#[component]
fn BenchPage(props: &BenchProps) -> Html {
    use_publish_after_frame(props.start_ms, props.info.clone());
    html! {
        <yewform_themes::ThemeProvider>
            <main id="yewform-bench">
                { props.children.clone() }
            </main>
        </yewform_themes::ThemeProvider>
    }
}

/// The wasm linear memory's byte length now (`WebAssembly.Memory.buffer.byteLength`).
fn wasm_memory_bytes() -> f64 {
    reflect_get(&wasm_bindgen::memory(), &JsValue::from_str("buffer"))
        .and_then(|buffer| reflect_get(&buffer, &JsValue::from_str("byteLength")))
        .ok()
        .and_then(|n| n.as_f64())
        .unwrap_or(0.0)
}

/// Sets `window[name]`.
fn set_global(name: &str, value: &JsValue) {
    let _ = WINDOW.with(|window| reflect_set(window, &JsValue::from_str(name), value));
}

/// Sets `window.yfBench`: the mount time, the wasm memory and `info`.
fn publish(start_ms: f64, info: Value) {
    let mount_ms = performance_now() - start_ms;
    let mut out = json!({
        "mount_ms": mount_ms,
        "wasm_memory_bytes": wasm_memory_bytes(),
    });
    if let (Some(out), Value::Object(info)) = (out.as_object_mut(), info) {
        out.extend(info);
    }
    if let Ok(value) = json_parse(&out.to_string()) {
        set_global("yfBench", &value);
    }
}

/// Sets `window.yfWasmMemory()`.
fn expose_memory() {
    let memory = Closure::<dyn Fn() -> f64>::new(wasm_memory_bytes).into_js_value();
    set_global("yfWasmMemory", &memory);
}

/// Sets the form pages' hooks: `yfRenders()`, `yfValidate()`, `yfReset()` and `yfValue(path)`.
fn expose_form(handle: &FormHandle, rendered: &Rc<RefCell<Vec<String>>>) {
    let renders = {
        let rendered = rendered.clone();
        Closure::<dyn Fn() -> JsValue>::new(move || {
            let paths = std::mem::take(&mut *rendered.borrow_mut());
            json_parse(&json!(paths).to_string()).unwrap_or(JsValue::NULL)
        })
        .into_js_value()
    };
    set_global("yfRenders", &renders);
    let validate = {
        let handle = handle.clone();
        Closure::<dyn Fn() -> bool>::new(move || handle.validate()).into_js_value()
    };
    set_global("yfValidate", &validate);
    let reset = {
        let handle = handle.clone();
        Closure::<dyn Fn()>::new(move || handle.reset()).into_js_value()
    };
    set_global("yfReset", &reset);
    let value = {
        let handle = handle.clone();
        Closure::<dyn Fn(String) -> String>::new(move |path: String| {
            handle.el(&path).value().to_string()
        })
        .into_js_value()
    };
    set_global("yfValue", &value);
}

/// Renders the bench page instead of the demo. The items, the schema and the props are built
/// before the clock starts.
pub fn run(request: BenchRequest) {
    expose_memory();
    if let BenchRequest::Outside { required } = request {
        outside(required);
        return;
    }
    let (children, info) = match request {
        BenchRequest::Select { count, search } => {
            let options = json!({"search": search, "strict": false, "native": false});
            let items = generated(count);
            let handle = FormHandle::new();
            expose_form(&handle, &Rc::new(RefCell::new(Vec::new())));
            let select = html! {
                <Form id="bench" {handle}>
                    <SelectElement name="big" label="Big select" {options} {items} />
                </Form>
            };
            (select, json!({"count": count, "search": search}))
        }
        BenchRequest::Tags { count, chosen } => {
            let options = json!({"search": true, "strict": false});
            let items = generated(count);
            let step = (count / chosen.max(1)).max(1);
            let default = Value::Array((0..chosen).map(|i| json!(i * step)).collect());
            let handle = FormHandle::new();
            expose_form(&handle, &Rc::new(RefCell::new(Vec::new())));
            let tags = html! {
                <Form id="bench" {handle}>
                    <TagsElement name="tags" label="Tags" {options} {items} {default} />
                </Form>
            };
            (
                tags,
                json!({"scenario": "tags100000", "count": count, "chosen": chosen}),
            )
        }
        BenchRequest::Form(bench) => {
            let schema = match FormSchema::from_value(&bench.schema()) {
                Ok(schema) => schema,
                Err(error) => {
                    set_global("yfBenchError", &JsValue::from_str(&error.to_string()));
                    return;
                }
            };
            let handle = FormHandle::new();
            let rendered = Rc::new(RefCell::new(Vec::new()));
            expose_form(&handle, &rendered);
            let count_render = {
                let rendered = rendered.clone();
                Callback::from(move |event: FiredEvent| rendered.borrow_mut().push(event.path))
            };
            let handlers = vec![(AttrValue::from("countRender"), count_render)];
            let form = if bench == FormBench::TEditor20 {
                let languages = vec![
                    ("en".to_string(), "English".to_string()),
                    ("de".to_string(), "Deutsch".to_string()),
                ];
                html! {
                    <Form id="bench" {schema} {handle} {handlers} multilingual={true} {languages} />
                }
            } else {
                html! { <Form id="bench" {schema} {handle} {handlers} /> }
            };
            (form, json!({"scenario": bench.name()}))
        }
        BenchRequest::Outside { .. } => return,
    };
    let start_ms = performance_now();
    yew::Renderer::<BenchPage>::with_props(BenchProps {
        children,
        start_ms,
        info,
    })
    .render();
}

/// The outside app's schema: `s1` … `s200`, native selects of 20 `{"value": "v{j}", "label":
/// "Option {j}"}` items, each `rules: required` when `required`.
fn outside_schema(required: bool) -> Value {
    let mut schema = serde_json::Map::new();
    for i in 1..=200 {
        let items: Vec<Value> = (1..=20)
            .map(|j| json!({"value": format!("v{j}"), "label": format!("Option {j}")}))
            .collect();
        let mut select = serde_json::Map::new();
        select.insert("type".into(), json!("select"));
        select.insert("label".into(), json!(format!("Select {i}")));
        select.insert("native".into(), json!(true));
        select.insert("items".into(), Value::Array(items));
        if required {
            select.insert("rules".into(), json!("required"));
        }
        schema.insert(format!("s{i}"), Value::Object(select));
    }
    Value::Object(schema)
}

#[derive(Properties, PartialEq)]
struct OutsideProps {
    schema: FormSchema,
    handle: FormHandle,
    start_ms: f64,
}

/// The outside app: `<Form>` in a default `ThemeProvider`, publishing `window.yfBench` after
/// the first render and the next animation frame.
#[component]
fn OutsideApp(props: &OutsideProps) -> Html {
    use_publish_after_frame(props.start_ms, json!({"scenario": "outside200"}));
    let schema = props.schema.clone();
    let handle = props.handle.clone();
    html! {
        <yewform_themes::ThemeProvider>
            <Form id="bench" {schema} {handle} />
        </yewform_themes::ThemeProvider>
    }
}

/// `?bench=outside200[required]`: the clock starts before `FormSchema::from_value`.
fn outside(required: bool) {
    let value = outside_schema(required);
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.query_selector("body").ok().flatten());
    let Some(root) = root else {
        set_global("yfBenchError", &JsValue::from_str("no <body>"));
        return;
    };
    let handle = FormHandle::new();
    expose_form(&handle, &Rc::new(RefCell::new(Vec::new())));
    let start_ms = performance_now();
    let schema = match FormSchema::from_value(&value) {
        Ok(schema) => schema,
        Err(error) => {
            set_global("yfBenchError", &JsValue::from_str(&error.to_string()));
            return;
        }
    };
    yew::Renderer::<OutsideApp>::with_root_and_props(
        root,
        OutsideProps {
            schema,
            handle,
            start_ms,
        },
    )
    .render();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tags_scenario_is_named() {
        assert_eq!(
            parse_query("?bench=tags100000"),
            Some(BenchRequest::Tags {
                count: 100_000,
                chosen: 1_000
            })
        );
    }

    #[test]
    fn the_query_names_the_scenario() {
        assert_eq!(
            parse_query("?bench=1000"),
            Some(BenchRequest::Select {
                count: 1000,
                search: true
            })
        );
        assert_eq!(
            parse_query("?x=1&bench=10&search=0"),
            Some(BenchRequest::Select {
                count: 10,
                search: false
            })
        );
        assert_eq!(
            parse_query("?search=0&bench=10"),
            Some(BenchRequest::Select {
                count: 10,
                search: false
            })
        );
        assert_eq!(
            parse_query("?bench=form200dropdown"),
            Some(BenchRequest::Form(FormBench::Dropdown200))
        );
        assert_eq!(
            parse_query("?bench=validate200"),
            Some(BenchRequest::Form(FormBench::Validate200))
        );
        for name in ["teditor20", "editors20"] {
            assert_eq!(
                parse_query(&format!("?bench={name}")),
                Some(BenchRequest::Form(FormBench::TEditor20))
            );
        }
        assert_eq!(
            parse_query("?bench=outside200required"),
            Some(BenchRequest::Outside { required: true })
        );
        assert_eq!(parse_query("?bench=nothing"), None);
        assert_eq!(parse_query("?benchx=1"), None);
        assert_eq!(parse_query(""), None);
    }

    #[test]
    fn every_form_scenario_has_a_valid_schema() {
        for bench in [
            FormBench::Native200,
            FormBench::Dropdown200,
            FormBench::Validate200,
            FormBench::TEditor20,
            FormBench::Text1000,
            FormBench::Text1000Required,
            FormBench::Signup,
            FormBench::List500,
        ] {
            assert_eq!(FormBench::parse(bench.name()), Some(bench));
            let schema = FormSchema::from_value(&bench.schema());
            assert!(schema.is_ok(), "{}: {schema:?}", bench.name());
        }
        for required in [false, true] {
            let schema = FormSchema::from_value(&outside_schema(required));
            assert!(
                schema.is_ok(),
                "outside200 (required: {required}): {schema:?}"
            );
        }
    }
}
