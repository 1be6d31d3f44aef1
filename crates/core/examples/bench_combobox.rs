//! Prints (never asserts) what one combobox event costs in a tags element with many chips:
//! the machine's own work per key (ArrowDown) and per search text ('zu', with every option
//! a row: the machine's part only), with the chips and without, and `Event::Shown` (the
//! chips' labels remembered once per change of the options or the value).
//!
//! `cargo run --release -p yewform-core --example bench_combobox`
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // a benchmark may panic

use std::hint::black_box;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use yewform_core::combobox::{ComboState, Context, Event, KeyPress, send};
use yewform_core::items::{OptionStore, visible_rows};
use yewform_core::schema::{ElementSchema, FormSchema};

fn median(mut runs: Vec<Duration>) -> Duration {
    runs.sort();
    runs[runs.len() / 2]
}

fn main() {
    let schema =
        FormSchema::from_value(&json!({"t": {"type": "tags", "search": true, "create": true}}))
            .unwrap();
    let Some(ElementSchema::Select(select)) = schema.get("t") else {
        panic!("not a select");
    };
    println!(
        "options  chosen   ArrowDown    (no chips)   input 'zu'   (no chips)   shown (per change)"
    );
    for (n, chosen) in [(1_000usize, 100usize), (100_000, 1_000), (100_000, 10_000)] {
        let items = OptionStore::from_pairs((0..n).map(|i| (json!(i), format!("Zürich {i}"))));
        // The view builds the index by value with the store (its chips read it): look-ups
        // by value are O(1) from then on.
        let _ = items.value_index();
        let all: Vec<usize> = (0..n).collect();
        let rows = visible_rows(&items, &all, None, false);
        let chips = Value::Array((0..chosen).map(|i| json!(i * 7 % n)).collect());
        let none = Value::Array(Vec::new());
        let time = |value: &Value, event: &dyn Fn() -> Event| {
            let ctx = Context {
                select,
                items: &items,
                rows: &rows,
                reversed: false,
                value,
                selected_row: None,
                disabled: false,
                page: 10,
            };
            let (open, _) = send(ComboState::default(), Event::Toggle, &ctx);
            median(
                (0..31)
                    .map(|_| {
                        let state = open.clone();
                        let event = event();
                        let start = Instant::now();
                        black_box(send(state, event, &ctx));
                        start.elapsed()
                    })
                    .collect(),
            )
        };
        let down = || Event::Key(KeyPress::plain("ArrowDown"));
        let input = || Event::Input("zu".to_owned());
        println!(
            "{n:<8} {chosen:<8} {:>12.2?} {:>12.2?} {:>12.2?} {:>12.2?} {:>12.2?}",
            time(&chips, &down),
            time(&none, &down),
            time(&chips, &input),
            time(&none, &input),
            time(&chips, &|| Event::Shown),
        );
    }
}
