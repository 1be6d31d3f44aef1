//! Times the core's share of the `text1000` browser scenario: a form of 1,000 `text`
//! elements, one keystroke in `t500` (`FormState::set_value`, what the text view calls on
//! `input`), and `validate_all` of 1,000 with `required` and empty. Prints medians; asserts
//! nothing (timings depend on the machine).
//!
//! Run with `cargo run --release -p yewform-core --example bench_text`.

use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

const RUNS: usize = 15;
const TEXTS: usize = 1000;

fn schema(required: bool) -> FormSchema {
    let mut map = Map::new();
    for i in 1..=TEXTS {
        let label = format!("Text {i}");
        let text = if required {
            json!({"type": "text", "label": label, "rules": "required"})
        } else {
            json!({"type": "text", "label": label})
        };
        map.insert(format!("t{i}"), text);
    }
    FormSchema::from_value(&Value::Object(map)).unwrap_or_else(|e| {
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

fn main() {
    let Some(today) = Date::new(2024, 6, 1) else {
        return;
    };
    let config = FormConfig::default();
    println!("{TEXTS} text elements, the core alone (median of {RUNS} runs)");
    for required in [false, true] {
        let schema = schema(required);
        let mut builds = Vec::with_capacity(RUNS);
        let mut form = None;
        for _ in 0..RUNS {
            let start = Instant::now();
            let built = FormState::from_schema(&schema, &config, &json!({}), today);
            builds.push(start.elapsed());
            form = built.ok();
        }
        let Some(mut form) = form else {
            eprintln!("the form could not be built");
            return;
        };
        let mut inputs = Vec::with_capacity(RUNS);
        let mut text = String::new();
        for _ in 0..RUNS {
            text.push('a');
            let start = Instant::now();
            let outcome = form.set_value("t500", Value::String(text.clone()));
            inputs.push(start.elapsed());
            std::hint::black_box(outcome).ok();
        }
        let mut validates = Vec::with_capacity(RUNS);
        for _ in 0..RUNS {
            form.reset();
            let start = Instant::now();
            let outcome = form.validate_all();
            validates.push(start.elapsed());
            std::hint::black_box(outcome);
        }
        println!(
            "rules {:<8}  FormState::from_schema {:>10}   set_value(t500) {:>10}   validate_all {:>10}",
            if required { "required" } else { "none" },
            ms(median(builds)),
            ms(median(inputs)),
            ms(median(validates)),
        );
    }
}
