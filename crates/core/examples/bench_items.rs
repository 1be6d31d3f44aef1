//! Prints (never asserts) how long normalising, indexing and searching options take.
//!
//! `cargo run --release -p yewform-core --example bench_items`
//!
//! Labels look like "Zürich 123" with diacritics; with `strict: false`, "z" matches about a
//! quarter of the options, "zu" an eighth, "zux" none (the reference's benchmark corpus).
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use std::hint::black_box;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use yewform_core::items::{ItemOptions, OptionStore, SearchIndex, normalize, visible_rows};

const CITIES: [&str; 8] = [
    "Zürich",
    "Łódź",
    "São Paulo",
    "Genève",
    "Ærøskøbing",
    "Kraków",
    "Málaga",
    "Île-de-Bréhat",
];

fn corpus(n: usize) -> Value {
    Value::Array(
        (0..n)
            .map(|i| {
                let city = CITIES[i % CITIES.len()];
                json!({"value": i, "label": format!("{city} {i}")})
            })
            .collect(),
    )
}

fn median(mut runs: Vec<Duration>) -> Duration {
    runs.sort();
    runs[runs.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                black_box(f());
                start.elapsed()
            })
            .collect(),
    )
}

fn main() {
    println!(
        "n        normalize   index      'z'        'zu'       'zux'      'zu' incr.  rows(all)  rows('z')  matches z/zu/zux"
    );
    for n in [1_000usize, 10_000, 100_000] {
        let raw = corpus(n);
        let opts = ItemOptions::default();
        let runs = if n >= 100_000 { 7 } else { 21 };
        let t_norm = time(runs, || normalize(&raw, &opts).unwrap());
        let items = normalize(&raw, &opts).unwrap();
        let t_index = time(runs, || SearchIndex::new(&items, false, &[]));
        let index = SearchIndex::new(&items, false, &[]);
        let t_z = time(runs, || index.search("z"));
        let t_zu = time(runs, || index.search("zu"));
        let t_zux = time(runs, || index.search("zux"));
        // Time only the incremental step (the clone and the "z" search are excluded).
        let incr = median(
            (0..runs)
                .map(|_| {
                    let mut idx = index.clone();
                    idx.search_incremental("z");
                    let start = Instant::now();
                    black_box(idx.search_incremental("zu"));
                    start.elapsed()
                })
                .collect(),
        );
        // The listbox rows after a search: every option (backspace to empty), and 'z'.
        let all: Vec<usize> = (0..n).collect();
        let z = index.search("z");
        let t_rows_all = time(runs, || index.rows(&items, &all, None, false));
        let t_rows_z = time(runs, || index.rows(&items, &z, None, false));
        println!(
            "{n:<8} {t_norm:>10.2?} {t_index:>10.2?} {t_z:>10.2?} {t_zu:>10.2?} {t_zux:>10.2?} {incr:>10.2?} {t_rows_all:>10.2?} {t_rows_z:>10.2?}   {}/{}/{}",
            index.search("z").len(),
            index.search("zu").len(),
            index.search("zux").len(),
        );
    }
    // Options built in Rust (the inline `items` prop for long lists): the store from pairs,
    // folding its search keys (what the first search does; later ones share them), and the
    // rows of every option read from the store (what the views do; they make no `Items`).
    println!("n        from_pairs  keys       rows(all)");
    for n in [1_000usize, 10_000, 100_000] {
        let runs = if n >= 100_000 { 7 } else { 21 };
        let pairs = || (0..n).map(|i| (i, format!("{} {i}", CITIES[i % CITIES.len()])));
        let t_store = time(runs, || OptionStore::from_pairs(pairs()));
        let store = OptionStore::from_pairs(pairs());
        let t_keys = time(runs, || {
            SearchIndex::with_props(&store, false, &[], "value", "label")
        });
        let all: Vec<usize> = (0..n).collect();
        let t_rows = time(runs, || visible_rows(&store, &all, None, false));
        println!("{n:<8} {t_store:>10.2?} {t_keys:>10.2?} {t_rows:>10.2?}");
    }
}
