//! Times `FormState::validate_all` on forms of 25 to 400 native selects (20 items each,
//! rule `required`, no value) and prints the medians next to the reference's numbers.
//! Asserts nothing: timings depend on the machine.
//!
//! Run with `cargo run --release -p yewform-core --example bench_validate`.

use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

/// Vueform 1.13.13, `validate()` with `required` on each select (reference-speed.md).
const REFERENCE_MS: &[(usize, u32)] = &[(25, 76), (50, 135), (100, 298), (200, 771), (400, 2118)];
const RUNS: usize = 15;

fn schema(selects: usize) -> FormSchema {
    let items: Vec<Value> = (0..20)
        .map(|i| json!({"value": i, "label": format!("Option {i}")}))
        .collect();
    let mut map = Map::new();
    for i in 0..selects {
        map.insert(
            format!("select_{i}"),
            json!({"type": "select", "items": items, "rules": "required", "label": format!("Select {i}")}),
        );
    }
    match FormSchema::from_value(&Value::Object(map)) {
        Ok(schema) => schema,
        Err(e) => {
            eprintln!("bench schema rejected: {e}");
            FormSchema::default()
        }
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn main() {
    let Some(today) = Date::new(2024, 6, 1) else {
        return;
    };
    let config = FormConfig::default();
    println!("validate_all() on N selects with `required` (median of {RUNS} runs)");
    println!(
        "(the reference's time includes its re-render in the browser; ours is the core alone)"
    );
    println!(
        "{:>6} {:>12} {:>12} {:>14} {:>10}",
        "N", "yewform", "per element", "reference", "errors"
    );
    for &(n, reference) in REFERENCE_MS {
        let schema = schema(n);
        let Ok(mut form) = FormState::from_schema(&schema, &config, &json!({}), today) else {
            eprintln!("form of {n} selects could not be built");
            continue;
        };
        let mut times = Vec::with_capacity(RUNS);
        for _ in 0..RUNS {
            form.reset();
            let start = Instant::now();
            let events = form.validate_all();
            times.push(start.elapsed());
            std::hint::black_box(events);
        }
        // Reading the messages is what a view does after validating; time it apart.
        let start = Instant::now();
        let errors: usize = form.paths().iter().map(|p| form.errors(p).len()).sum();
        let read = start.elapsed();
        let m = median(times);
        println!(
            "{n:>6} {:>9.3} ms {:>9.2} µs {:>11} ms {errors:>10}   (reading all errors: {:.3} ms)",
            m.as_secs_f64() * 1000.0,
            m.as_secs_f64() * 1e6 / n as f64,
            reference,
            read.as_secs_f64() * 1000.0,
        );
    }
}
