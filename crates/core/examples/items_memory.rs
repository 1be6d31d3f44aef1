//! Prints (never asserts) the heap bytes per option of each form a select's items take,
//! counted by a global allocator (live bytes after building, and the peak while building).
//!
//! `cargo run --release -p yewform-core --example items_memory`
//!
//! Native sizes: pointers and `usize` take 8 bytes here, 4 on wasm32, so the wasm figures
//! are smaller (an `Opt` is 64 bytes here, 40 on wasm32).
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // an example may panic

use std::alloc::System;
use std::hint::black_box;

use serde_json::{Value, json};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use yewform_core::items::{ItemOptions, OptionStore, SearchIndex, normalize};
use yewform_core::schema::FormSchema;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

const NAMES: [&str; 4] = ["Zürich", "Málaga", "Kraków", "Ærøskøbing"];

/// The bench page's labels ("Zürich 123").
fn label(i: usize) -> String {
    format!("{} {i}", NAMES[i % NAMES.len()])
}

/// Live heap bytes held by what `build` returns (allocated minus freed while building).
fn measure<T>(build: impl FnOnce() -> T) -> (T, usize) {
    let region = Region::new(GLOBAL);
    let value = black_box(build());
    let change = region.change();
    // A `realloc` already counts its growth in `bytes_allocated` (or its shrinking in
    // `bytes_deallocated`); `bytes_reallocated` repeats it.
    let live = change
        .bytes_allocated
        .saturating_sub(change.bytes_deallocated);
    (value, live)
}

fn main() {
    let n = 100_000usize;
    let per = |bytes: usize| bytes as f64 / n as f64;
    let row = |what: &str, bytes: usize| println!("{what:<48} {:>7.1}", per(bytes));
    println!("{n} options, labels like \"Zürich 123\": live heap bytes per option");

    let (json, json_bytes) = measure(|| {
        Value::Array(
            (0..n)
                .map(|i| json!({"value": i, "label": label(i)}))
                .collect(),
        )
    });
    row(
        "items as serde_json::Value (the old bench page)",
        json_bytes,
    );
    let opts = ItemOptions::default();
    let (items, items_bytes) = measure(|| normalize(&json, &opts).unwrap());
    row("Items normalised from that JSON", items_bytes);
    drop(items);
    // A schema form: reading the schema reads the list into the entry's store (the entry
    // held a copy of the JSON, as much as the first row, before).
    let entry = json!({"s": {"type": "select", "items": json}});
    drop(json);
    let (schema, schema_bytes) = measure(|| FormSchema::from_value(&entry).unwrap());
    row(
        "FormSchema entry (its items read into a store)",
        schema_bytes,
    );
    drop(schema);
    drop(entry);

    let (store, store_bytes) = measure(|| OptionStore::from_pairs((0..n).map(|i| (i, label(i)))));
    row("OptionStore::from_pairs (no Value)", store_bytes);
    // What a mounted 100,000-option select holds: the store (the schema's own, shared by
    // the views), and after the first search the folded keys kept with it.
    let (index, keys_bytes) =
        measure(|| SearchIndex::for_store(&store, false, &[], "value", "label"));
    row("folded search keys (kept with the store)", keys_bytes);
    row("select: store + keys", store_bytes + keys_bytes);
    // For comparison: `Items` (still public), the views' list before they read the store.
    let (items, items_bytes) = measure(|| store.to_items());
    row("Items from the store (the views make none)", items_bytes);
    black_box((store, items, index));
}
