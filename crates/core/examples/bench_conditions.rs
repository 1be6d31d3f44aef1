//! Measures the availability engine on a 1,000-element form: a chain of 500 elements (each
//! depends on the previous one) and a fan-out of 500 elements depending on one field, some
//! through expressions. Prints the median time of `value_changed` (one change that flips
//! every element) and of `recompute_all`. Asserts nothing.
//!
//! Run: `cargo run --release -p yewform-core --example bench_conditions`

use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};
use yewform_core::conditions::{AvailabilityEngine, DataContext, parse_conditions};
use yewform_core::expression::Date;

const CHAIN: usize = 500;
const FAN_OUT: usize = 500;
const RUNS: usize = 50;

fn main() {
    let mut engine = AvailabilityEngine::new();
    let mut data = Map::new();
    data.insert("root".into(), json!("7"));
    data.insert("birthday".into(), json!("1990-04-01"));
    engine.register("root", parse_conditions(&Value::Null).unwrap_or_default());
    for i in 0..CHAIN {
        let previous = if i == 0 {
            "root".to_owned()
        } else {
            format!("chain{}", i - 1)
        };
        let spec = json!([[previous, "not_empty"]]);
        engine.register(
            format!("chain{i}"),
            parse_conditions(&spec).unwrap_or_default(),
        );
        data.insert(format!("chain{i}"), json!("x"));
    }
    for i in 0..FAN_OUT {
        let spec = if i % 5 == 0 {
            json!([format!("root > {} and AGE(birthday) >= 18", i % 7)])
        } else {
            json!([
                ["root", ">", i % 7],
                [["birthday", "not_empty"], ["root", "==", 0]]
            ])
        };
        engine.register(
            format!("fan{i}"),
            parse_conditions(&spec).unwrap_or_default(),
        );
        data.insert(format!("fan{i}"), json!(i));
    }
    let elements = engine.len();
    let today = Date::new(2024, 6, 15).unwrap_or_else(|| unreachable!());
    let mut ctx = DataContext::new(Value::Object(data), today);
    engine.recompute_all(&ctx);

    let mut change_times = Vec::with_capacity(RUNS);
    let mut changed = 0;
    for run in 0..RUNS {
        ctx.set("root", if run % 2 == 0 { json!("") } else { json!("7") });
        let start = Instant::now();
        changed = engine.value_changed("root", &ctx).len();
        change_times.push(start.elapsed());
    }

    let mut unrelated_times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let start = Instant::now();
        let _ = engine.value_changed("fan3", &ctx);
        unrelated_times.push(start.elapsed());
    }

    let mut full_times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let start = Instant::now();
        let _ = engine.recompute_all(&ctx);
        full_times.push(start.elapsed());
    }

    println!(
        "conditions: {elements} elements, one change flipping {changed}: {:.3} ms (median of {RUNS})",
        ms(median(&mut change_times))
    );
    println!(
        "conditions: {elements} elements, one change with no dependents: {:.3} ms (median of {RUNS})",
        ms(median(&mut unrelated_times))
    );
    println!(
        "conditions: {elements} elements, recompute_all: {:.3} ms (median of {RUNS})",
        ms(median(&mut full_times))
    );
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
