//! The heap a 100,000-option select's options take in core, counted by a global allocator
//! (bytes, never time): the schema entry's option store, then the folded search keys the
//! first search keeps with it. A second search shares them. The views read this store
//! itself (`ssr_items_store.rs` checks the pointer), so this is what a mounted select holds.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code

use std::alloc::System;

use serde_json::{Value, json};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use yewform_core::items::SearchIndex;
use yewform_core::schema::{ElementSchema, FormSchema};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

const N: usize = 100_000;

/// Live heap bytes per option held by what `build` returns.
fn per_option<T>(build: impl FnOnce() -> T) -> (T, usize) {
    let region = Region::new(GLOBAL);
    let value = build();
    let change = region.change();
    let live = change
        .bytes_allocated
        .saturating_sub(change.bytes_deallocated);
    (value, live / N)
}

#[test]
fn a_100k_select_holds_each_option_once_in_a_few_dozen_bytes() {
    let items: Vec<Value> = (0..N)
        .map(|i| json!({"value": i, "label": format!("Zürich {i}")}))
        .collect();
    let raw = json!({"city": {"type": "select", "items": items}});
    let (schema, schema_bytes) = per_option(|| FormSchema::from_value(&raw).unwrap());
    let Some(ElementSchema::Select(city)) = schema.get("city") else {
        panic!("a select");
    };
    let store = city.static_store().expect("the items read into a store");
    assert_eq!(store.len(), N);
    // 43 bytes on 64-bit targets (an `Items` list of the same options takes 86).
    assert!(
        schema_bytes <= 50,
        "schema entry: {schema_bytes} bytes per option"
    );

    let (index, key_bytes) = per_option(|| {
        let index = SearchIndex::for_store(store, false, &[], "value", "label");
        assert_eq!(index.search("ZURICH 99999"), vec![N - 1]);
        index
    });
    // About 18 bytes: the folded labels and one offset each.
    assert!(key_bytes <= 24, "folded keys: {key_bytes} bytes per option");
    let (again, shared_bytes) =
        per_option(|| SearchIndex::for_store(store, false, &[], "value", "label"));
    assert_eq!(shared_bytes, 0, "a later search folds nothing");
    assert_eq!(again.search("zürich 4"), index.search("zurich 4"));
}
