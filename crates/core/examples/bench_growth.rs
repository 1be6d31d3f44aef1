//! Measures three hot paths on hostile, large inputs whose cost must grow linearly with the
//! input (issue 29 item 16):
//!
//! - an expression `v || v || …` of 3,000 terms over a 1,000-character value, evaluated;
//! - `FormState::dependents` of a form whose select reads an items URL with 10,000 `{p…}`
//!   variables;
//! - `sanitize("<b>x</b>" × 655,360)` with the inline policy;
//! - a static's HTML content `<p>` + `{x}` × 50,000 (`expressions`, `allowHtml`), rendered;
//! - a static's text content `{v}` × 10,000 over a 1,000-character value, rendered;
//! - `normalize_pasted_html("<span>" × 100,000 + "</x>" × 100,000)`.
//!
//! Prints the median time of each. Asserts nothing (the tests check the results).
//!
//! Run: `cargo run --release -p yewform-core --features object,list --example bench_growth`

use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::{Date, Expression};
use yewform_core::form::FormState;
use yewform_core::sanitize::{Policy, sanitize};
use yewform_core::schema::FormSchema;

fn main() {
    concat_chain();
    url_dependents();
    sanitizer();
    #[cfg(all(feature = "static", feature = "text", feature = "expressions"))]
    static_content();
    #[cfg(feature = "editor")]
    paste();
}

#[cfg(all(feature = "static", feature = "text", feature = "expressions"))]
fn static_content() {
    const EXPRESSIONS: usize = 50_000;
    const RUNS: usize = 3;
    let html = format!("<p>{}", "{x}".repeat(EXPRESSIONS));
    let text = "{v}".repeat(10_000);
    let Ok(schema) = FormSchema::from_value(&json!({
        "x": {"type": "text", "default": "a"},
        "v": {"type": "text", "default": "x".repeat(1_000)},
        "html": {"type": "static", "expressions": true, "allowHtml": true, "content": html},
        "text": {"type": "static", "expressions": true, "allowHtml": false, "content": text},
    })) else {
        return;
    };
    let today = Date::new(2024, 6, 15).unwrap_or_else(|| unreachable!());
    let Ok(form) = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today)
    else {
        return;
    };
    for (path, label) in [
        ("html", "`<p>` + `{x}` x 50,000, allowHtml, |x| = 1"),
        ("text", "`{v}` x 10,000, text, |v| = 1,000"),
    ] {
        let mut times = Vec::with_capacity(RUNS);
        let mut len = 0;
        for _ in 0..RUNS {
            let start = Instant::now();
            len = form.static_content(path).map_or(0, |c| c.chars().count());
            times.push(start.elapsed());
        }
        println!(
            "static content: {label} (result {len} chars): {:.3} ms (median of {RUNS})",
            ms(median(&mut times))
        );
    }
}

#[cfg(feature = "editor")]
fn paste() {
    const TAGS: usize = 100_000;
    const RUNS: usize = 3;
    let html = format!("{}{}", "<span>".repeat(TAGS), "</x>".repeat(TAGS));
    let mut times = Vec::with_capacity(RUNS);
    let mut len = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        len = yewform_core::sanitize::normalize_pasted_html(&html).len();
        times.push(start.elapsed());
    }
    println!(
        "paste: \"<span>\" x {TAGS} + \"</x>\" x {TAGS} ({len} bytes out): {:.3} ms (median of {RUNS})",
        ms(median(&mut times))
    );
}

fn concat_chain() {
    const TERMS: usize = 3_000;
    const RUNS: usize = 5;
    let source = vec!["v"; TERMS].join(" || ");
    let Ok(expr) = Expression::parse(&source) else {
        return;
    };
    let today = Date::new(2024, 6, 15).unwrap_or_else(|| unreachable!());
    let ctx = yewform_core::conditions::DataContext::new(json!({"v": "x".repeat(1_000)}), today);
    let mut times = Vec::with_capacity(RUNS);
    let mut len = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        let result = expr.evaluate(&ctx, "");
        times.push(start.elapsed());
        len = result.as_str().map_or(0, str::len);
    }
    println!(
        "expression: `v || v || …` ({TERMS} terms, |v| = 1,000, result {len} chars): {:.3} ms (median of {RUNS})",
        ms(median(&mut times))
    );
}

fn url_dependents() {
    const VARIABLES: usize = 10_000;
    const RUNS: usize = 5;
    let url: String = (0..VARIABLES).map(|i| format!("{{p{i}}}")).collect();
    let mut entries = Map::new();
    entries.insert("p0".into(), json!({"type": "select"}));
    entries.insert("s".into(), json!({"type": "select", "items": url}));
    let Ok(schema) = FormSchema::from_value(&Value::Object(entries)) else {
        return;
    };
    let today = Date::new(2024, 6, 15).unwrap_or_else(|| unreachable!());
    let Ok(form) = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today)
    else {
        return;
    };
    let mut times = Vec::with_capacity(RUNS);
    let mut found = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        found = form.dependents(&["p9999"]).len();
        times.push(start.elapsed());
    }
    println!(
        "dependents: items URL with {VARIABLES} variables ({found} dependent): {:.3} ms (median of {RUNS})",
        ms(median(&mut times))
    );
}

fn sanitizer() {
    const TAGS: usize = 655_360;
    const RUNS: usize = 3;
    let html = "<b>x</b>".repeat(TAGS);
    let policy = Policy::inline();
    let mut times = Vec::with_capacity(RUNS);
    let mut len = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        len = sanitize(&html, &policy).len();
        times.push(start.elapsed());
    }
    println!(
        "sanitize: \"<b>x</b>\" x {TAGS} ({len} bytes out): {:.3} ms (median of {RUNS})",
        ms(median(&mut times))
    );
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
