//! The benchmark page, `/?bench=<count>[&search=0]`: only a `<Form>` with one custom-dropdown
//! `SelectElement` of `count` generated options (labelled like `/api/many`: "Zürich 123"),
//! built here in Rust so that the mount time is the element's, not a fetch.
//!
//! `cargo xtask bench` (`tests/examples/bench_select.rs`) loads it in headless Chromium. The
//! mount is timed from just before `yew::Renderer::render()` to after the first render and the
//! next animation frame (`requestAnimationFrame`, then `setTimeout 0`), and published as
//! `window.yfBench = {mount_ms, wasm_memory_bytes, count, search}`.

use serde_json::{Value, json};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::*;
use yew::prelude::*;
use yewform_elements::{Form, SelectElement};

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

/// What the URL asks for: `?bench=<count>`, and `search=0` for the non-searchable variant.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct BenchRequest {
    /// Number of generated options.
    pub count: usize,
    /// `search: true` (the default) or `false` (`&search=0`, where End moves the pointer).
    pub search: bool,
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
    let mut count = None;
    let mut search = true;
    for pair in query.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some(("bench", n)) => count = n.parse::<usize>().ok(),
            Some(("search", v)) => search = !matches!(v, "0" | "false"),
            _ => {}
        }
    }
    count.map(|count| BenchRequest { count, search })
}

/// The options, like `GET /api/many?count=N`.
fn generated(count: usize) -> Value {
    const NAMES: [&str; 4] = ["Zürich", "Málaga", "Kraków", "Ærøskøbing"];
    Value::Array(
        (0..count)
            .map(|i| {
                let name = NAMES.get(i % NAMES.len()).copied().unwrap_or("Zürich");
                json!({"value": i, "label": format!("{name} {i}")})
            })
            .collect(),
    )
}

#[derive(Properties, PartialEq)]
struct BenchProps {
    /// The select, built before the clock starts (its props hold the generated items).
    children: Html,
    search: bool,
    start_ms: f64,
    count: usize,
}

#[component]
fn BenchPage(props: &BenchProps) -> Html {
    {
        let (start_ms, count, search) = (props.start_ms, props.count, props.search);
        // After the first render: the next animation frame, then a task, then the time.
        use_effect_with((), move |()| {
            let after_frame = Closure::once_into_js(move || {
                let done = Closure::once_into_js(move || publish(start_ms, count, search));
                set_timeout(&done, 0);
            });
            request_animation_frame(&after_frame);
        });
    }
    html! {
        <yewform_themes::ThemeProvider>
            <main id="yewform-bench">
                <Form id="bench">
                    { props.children.clone() }
                </Form>
            </main>
        </yewform_themes::ThemeProvider>
    }
}

/// Sets `window.yfBench`.
fn publish(start_ms: f64, count: usize, search: bool) {
    let mount_ms = performance_now() - start_ms;
    let wasm_memory_bytes = reflect_get(&wasm_bindgen::memory(), &JsValue::from_str("buffer"))
        .and_then(|buffer| reflect_get(&buffer, &JsValue::from_str("byteLength")))
        .ok()
        .and_then(|n| n.as_f64())
        .unwrap_or(0.0);
    let text = json!({
        "mount_ms": mount_ms,
        "wasm_memory_bytes": wasm_memory_bytes,
        "count": count,
        "search": search,
    })
    .to_string();
    if let Ok(value) = json_parse(&text) {
        let _ = WINDOW.with(|window| reflect_set(window, &JsValue::from_str("yfBench"), &value));
    }
}

/// Renders the bench page instead of the demo. The items (and the select's props) are built
/// before the clock starts.
pub fn run(request: BenchRequest) {
    let options = json!({"search": request.search, "strict": false, "native": false});
    let items = generated(request.count);
    let select = html! {
        <SelectElement name="big" label="Big select" {options} {items} />
    };
    let start_ms = performance_now();
    yew::Renderer::<BenchPage>::with_props(BenchProps {
        children: select,
        search: request.search,
        start_ms,
        count: request.count,
    })
    .render();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_names_the_count_and_the_variant() {
        assert_eq!(
            parse_query("?bench=1000"),
            Some(BenchRequest {
                count: 1000,
                search: true
            })
        );
        assert_eq!(
            parse_query("?x=1&bench=10&search=0"),
            Some(BenchRequest {
                count: 10,
                search: false
            })
        );
        assert_eq!(parse_query("?benchx=1"), None);
        assert_eq!(parse_query(""), None);
    }
}
