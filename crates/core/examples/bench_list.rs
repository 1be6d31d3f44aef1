//! Times the core's share of the `list500` browser scenario: a list of 500 objects of 3
//! `text` elements; a keystroke in item 250 (`FormState::set_value`), `list_add`,
//! `list_remove` of item 250 and `list_move` of item 250 up. Prints medians; asserts
//! nothing (timings depend on the machine).
//!
//! Run with `cargo run --release -p yewform-core --example bench_list`.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

const RUNS: usize = 15;

fn schema() -> FormSchema {
    let field = |label: &str| json!({"type": "text", "label": label});
    let json = json!({
        "lines": {"type": "list", "label": "Lines", "initial": 500, "sort": true,
            "object": {"schema": {"a": field("A"), "b": field("B"), "c": field("C")}}}
    });
    FormSchema::from_value(&json).unwrap_or_else(|e| {
        eprintln!("bench schema rejected: {e}");
        FormSchema::default()
    })
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1000.0)
}

fn time(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        f();
        times.push(start.elapsed());
    }
    median(times)
}

fn main() {
    let Some(today) = Date::new(2024, 6, 1) else {
        return;
    };
    let config = FormConfig::default();
    let schema = schema();
    println!("a list of 500 objects of 3 texts, the core alone (median of {RUNS} runs)");
    let mut form = None;
    let build = time(RUNS, || {
        form = FormState::from_schema(&schema, &config, &json!({}), today).ok();
    });
    let Some(mut form) = form else {
        eprintln!("the form could not be built");
        return;
    };
    println!("  build:                {}", ms(build));
    let mut text = String::new();
    let input = time(RUNS, || {
        text.push('a');
        let outcome = form.set_value("lines.250.a", Value::String(text.clone()));
        std::hint::black_box(outcome).ok();
    });
    println!("  keystroke in item 250: {}", ms(input));
    let add = time(RUNS, || {
        std::hint::black_box(form.list_add("lines", None)).ok();
    });
    println!("  add one:              {}", ms(add));
    let remove = time(RUNS, || {
        std::hint::black_box(form.list_remove("lines", 250)).ok();
    });
    println!("  remove item 250:      {}", ms(remove));
    let moved = time(RUNS, || {
        std::hint::black_box(form.list_move("lines", 250, 249)).ok();
    });
    println!("  move item 250 up:     {}", ms(moved));
    let data = time(RUNS, || {
        std::hint::black_box(form.data());
    });
    println!("  data():               {}", ms(data));
    computed(today, &config);
}

/// The same list with a computed field per item (`d` reads its item's `a`): building it,
/// `load` of 500 items (each item's `d` computed again), a keystroke in item 250.
fn computed(today: Date, config: &FormConfig) {
    let field = |label: &str| json!({"type": "text", "label": label});
    let json = json!({
        "lines": {"type": "list", "label": "Lines", "initial": 500,
            "object": {"schema": {"a": field("A"), "b": field("B"),
                "d": {"type": "hidden", "expression": "{lines.*.a}!"}}}}
    });
    let Ok(schema) = FormSchema::from_value(&json) else {
        eprintln!("bench schema rejected");
        return;
    };
    println!("a list of 500 objects of 2 texts and a computed hidden, the core alone");
    let mut form = None;
    let build = time(5, || {
        form = FormState::from_schema(&schema, config, &json!({}), today).ok();
    });
    let Some(mut form) = form else {
        eprintln!("the form could not be built");
        return;
    };
    println!("  build:                {}", ms(build));
    let mut round = 0;
    let load = time(5, || {
        round += 1;
        let lines: Vec<Value> = (0..500)
            .map(|i| json!({"a": format!("a{i}-{round}"), "b": "b"}))
            .collect();
        std::hint::black_box(form.load(&json!({ "lines": lines }), false)).ok();
    });
    println!("  load 500 items:       {}", ms(load));
    let mut text = String::new();
    let input = time(RUNS, || {
        text.push('a');
        let outcome = form.set_value("lines.250.a", Value::String(text.clone()));
        std::hint::black_box(outcome).ok();
    });
    println!("  keystroke in item 250: {}", ms(input));
}
