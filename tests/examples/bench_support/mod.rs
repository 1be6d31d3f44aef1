//! What the browser benchmarks (`bench_select.rs`, `bench_form.rs`) share: the demo server,
//! the chromedriver session, the in-page timing helpers, medians and number formats. Each
//! example uses part of it.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use fantoccini::wd::TimeoutConfiguration;
use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};

/// Runs per measure; the tables show medians.
pub const RUNS: usize = 5;

/// Shared by the scripts: `frame()` resolves after the next animation frame and a task.
pub const PRELUDE: &str = "
    const done = arguments[arguments.length - 1];
    const frame = () => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
    // Runs `act` (which dispatches one event) and returns [work, total]: `work` ends when
    // the render has run and the browser has laid the page out (a task later, then a
    // forced layout); `total` ends after the next animation frame (the reference's method).
    const timed = async (act) => {
        const t0 = performance.now();
        act();
        const next = frame();
        await new Promise(r => setTimeout(r, 0));
        void document.body.offsetHeight;
        const work = performance.now() - t0;
        await next;
        return [work, performance.now() - t0];
    };
    const combo = () => document.querySelector('[role=combobox]');
    const key = (el, k) => el.dispatchEvent(new KeyboardEvent('keydown',
        {key: k, bubbles: true, cancelable: true}));
    const options = () => document.querySelectorAll('[role=option]').length;
    const nodes = () => document.getElementsByTagName('*').length;
    // The app's elements: those inside the bench page's `<main id='yewform-bench'>` (the
    // form and what it renders; not the page's head, styles or scripts).
    const appNodes = () => {
        const main = document.getElementById('yewform-bench');
        return main ? main.getElementsByTagName('*').length : null;
    };
    const pointed = (el) => {
        const id = el.getAttribute('aria-activedescendant');
        const o = id ? document.getElementById(id) : null;
        return o ? Number(o.getAttribute('aria-posinset')) : null;
    };
    const memory = () => window.yfWasmMemory ? window.yfWasmMemory() : null;
    // Waits for `window.yfBench` (set by the page after mount) and returns it with the JS
    // heap and the DOM element counts (the whole document's, and the app's alone).
    const mounted = async () => {
        const until = performance.now() + 120000;
        while (!window.yfBench) {
            if (window.yfBenchError) throw new Error('bench page: ' + window.yfBenchError);
            if (performance.now() > until) throw new Error('no window.yfBench after 120 s');
            await new Promise(r => setTimeout(r, 20));
        }
        const heap = performance.memory ? performance.memory.usedJSHeapSize : null;
        return Object.assign({}, window.yfBench, {heap_bytes: heap, dom: nodes(), app_dom: appNodes()});
    };
";

/// Reads a required environment variable, saying so when it is missing.
pub fn env(name: &str) -> Option<String> {
    let value = std::env::var(name).ok();
    if value.is_none() {
        println!("bench: {name} is not set (run `cargo xtask bench`)");
    }
    value
}

/// A running demo server and a chromedriver session.
pub struct Session {
    /// The server's base URL (`http://127.0.0.1:<port>/`).
    pub base: String,
    pub client: Client,
    pub server: yewform_demo_server::Running,
    /// The built demo (`YEWFORM_DIST`).
    pub dist: PathBuf,
}

impl Session {
    /// Closes the browser session and stops the server.
    pub async fn stop(self) {
        let _ = self.client.close().await;
        self.server.task.abort();
    }
}

/// The demo server over `YEWFORM_DIST` and a chromedriver session at `WEBDRIVER_URL`;
/// `None` (after saying why) when one is missing.
pub async fn start() -> Option<Session> {
    let (Some(dist), Some(webdriver)) = (env("YEWFORM_DIST"), env("WEBDRIVER_URL")) else {
        return None;
    };
    let dist = PathBuf::from(dist);
    let state = yewform_demo_server::AppState::default();
    let addr = SocketAddr::from(([127, 0, 0, 1], 0));
    let server = match yewform_demo_server::spawn(addr, dist.clone(), state).await {
        Ok(server) => server,
        Err(error) => {
            println!("bench: the demo server did not start: {error}");
            return None;
        }
    };
    let base = format!("http://{}/", server.addr);
    match browser(&webdriver).await {
        Ok(client) => Some(Session {
            base,
            client,
            server,
            dist,
        }),
        Err(error) => {
            println!("bench: no chromedriver session: {error}");
            server.task.abort();
            None
        }
    }
}

/// A new chromedriver session at `WEBDRIVER_URL`: a new Chromium with an empty profile, whose
/// first page load compiles the wasm afresh (a cold load, as a visitor's first).
pub async fn fresh_browser() -> Result<Client, String> {
    let webdriver = std::env::var("WEBDRIVER_URL").map_err(|_| "WEBDRIVER_URL is not set")?;
    browser(&webdriver).await
}

async fn browser(webdriver: &str) -> Result<Client, String> {
    // `cargo xtask bench`'s flags, plus precise heap numbers.
    let mut args = yewform_tests::chrome_args()
        .ok_or("YEWFORM_CHROME_ARGS is not set (run `cargo xtask bench`)")?;
    args.push("--enable-precise-memory-info".into());
    let mut options = json!({ "args": args });
    if let Ok(binary) = std::env::var("YEWFORM_CHROME") {
        options["binary"] = json!(binary);
    }
    let Value::Object(caps) = json!({ "goog:chromeOptions": options }) else {
        return Err("capabilities are not an object".into());
    };
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let client = ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(webdriver)
        .await
        .map_err(|e| e.to_string())?;
    client
        .update_timeouts(TimeoutConfiguration::new(
            Some(Duration::from_secs(300)),
            Some(Duration::from_secs(300)),
            None,
        ))
        .await
        .map_err(|e| e.to_string())?;
    Ok(client)
}

/// Samples by measure name.
pub type Samples = BTreeMap<&'static str, Vec<f64>>;

/// Adds `out[field] * scale` to the samples of `name`, when it is a number.
pub fn push(samples: &mut Samples, name: &'static str, out: &Value, field: &str, scale: f64) {
    if let Some(v) = out.get(field).and_then(Value::as_f64) {
        samples.entry(name).or_default().push(v * scale);
    }
}

/// A JSON value as short text (`—` for null).
pub fn show(value: &Value) -> String {
    match value {
        Value::Null => "—".into(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Loads `url` and runs `js` (which waits for the mount).
pub async fn page(client: &Client, url: &str, js: &str, args: Vec<Value>) -> Result<Value, String> {
    client
        .goto(url)
        .await
        .map_err(|e| format!("goto {url}: {e}"))?;
    script(client, js, args).await
}

/// Runs `js` after [`PRELUDE`]; an `{error}` it returns is an `Err`.
pub async fn script(client: &Client, js: &str, args: Vec<Value>) -> Result<Value, String> {
    let out = client
        .execute_async(&format!("{PRELUDE}{js}"), args)
        .await
        .map_err(|e| e.to_string())?;
    match out.get("error") {
        Some(error) => Err(format!("in the page: {error}")),
        None => Ok(out),
    }
}

/// The median of the samples of `name`.
pub fn median(samples: &Samples, name: &str) -> Option<f64> {
    let mut values = samples.get(name)?.clone();
    if values.is_empty() {
        return None;
    }
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied()
}

pub fn ms(value: Option<f64>) -> String {
    match value {
        None => "—".into(),
        Some(v) if v >= 1000.0 => format!("{:.2} s", v / 1000.0),
        Some(v) if v >= 10.0 => format!("{v:.0} ms"),
        Some(v) => format!("{v:.1} ms"),
    }
}

pub fn number(value: Option<f64>) -> String {
    match value {
        None => "—".into(),
        Some(v) => {
            let digits = format!("{v:.0}");
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            out
        }
    }
}

pub fn mb(value: Option<f64>) -> String {
    value.map_or_else(|| "—".into(), |v| format!("{v:.1} MB"))
}

/// Reference ÷ ours (how many times faster or smaller).
pub fn ratio(reference: Option<f64>, ours: Option<f64>) -> String {
    match (reference, ours) {
        (Some(r), Some(o)) if o > 0.0 => {
            let x = r / o;
            if x >= 10.0 {
                format!("{x:.0}×")
            } else {
                format!("{x:.1}×")
            }
        }
        (Some(_), Some(_)) => "∞".into(),
        _ => "—".into(),
    }
}

/// A target of the issues, shown beside the measure (never asserted): `≤ limit`, and
/// whether the measure meets it.
pub fn target(limit: Option<f64>, ours: Option<f64>, fmt: fn(Option<f64>) -> String) -> String {
    let Some(l) = limit else {
        return String::new();
    };
    // 16.7 ms stays 16.7 ms (the formats round above 10).
    let shown = match fmt(Some(l)) {
        text if l.fract() != 0.0 && text.ends_with(" ms") => format!("{l} ms"),
        text => text,
    };
    match ours {
        Some(o) if o <= l => format!("≤ {shown}: met"),
        Some(_) => format!("≤ {shown}: MISSED"),
        None => format!("≤ {shown}"),
    }
}

/// Prints one table row: measure, ours, the reference's, the ratio and the target.
pub fn row(
    what: &str,
    ours: Option<f64>,
    theirs: Option<f64>,
    limit: Option<f64>,
    fmt: fn(Option<f64>) -> String,
) {
    println!(
        "| {what} | {} | {} | {} | {} |",
        fmt(ours),
        if theirs.is_some() {
            fmt(theirs)
        } else {
            "—".into()
        },
        ratio(theirs, ours),
        target(limit, ours, fmt),
    );
}

/// The table head for [`row`].
pub fn table_head() {
    println!("| measure | yewform | reference | ratio | issue target |");
    println!("|---|---:|---:|---:|---|");
}

/// Runs `work` on a new tokio runtime; prints why (naming the bench `name`) when there is none.
pub fn block_on(name: &str, work: impl std::future::Future<Output = ()>) {
    match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime.block_on(work),
        Err(error) => println!("{name}: no tokio runtime: {error}"),
    }
}
