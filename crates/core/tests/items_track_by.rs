//! `trackBy`: with object items, the search looks only at the properties it names.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::items::{ItemOptions, SearchIndex, normalize};

fn index(track_by: &[&str]) -> SearchIndex {
    let items = normalize(
        &json!([
            {"value": 1, "label": "Germany", "code": "DE"},
            {"value": 2, "label": "Denmark", "code": "DK"},
            {"value": 3, "label": "Austria", "code": "AT", "tags": ["Alps", "EU"]}
        ]),
        &ItemOptions::default(),
    )
    .unwrap();
    let track: Vec<String> = track_by.iter().map(|s| (*s).to_string()).collect();
    SearchIndex::new(&items, false, &track)
}

#[test]
fn track_by_searches_only_the_named_properties() {
    let idx = index(&["code"]);
    // "den" is in Denmark's label, not in any code: no match.
    assert_eq!(idx.search("den"), Vec::<usize>::new());
    assert_eq!(idx.search("de"), vec![0]);
    assert_eq!(idx.search("dk"), vec![1]);
}

#[test]
fn several_track_by_properties_and_arrays_are_searched() {
    let idx = index(&["code", "tags"]);
    assert_eq!(idx.search("alps"), vec![2]);
    assert_eq!(idx.search("at"), vec![2]);
    assert_eq!(idx.search("germ"), Vec::<usize>::new());
}

#[test]
fn without_track_by_the_label_is_searched() {
    let idx = index(&[]);
    assert_eq!(idx.search("den"), vec![1]);
    assert_eq!(idx.search("dk"), Vec::<usize>::new());
}

#[test]
fn scalar_items_are_searched_by_their_text_even_with_track_by() {
    let items = normalize(&json!(["Bern", "Basel"]), &ItemOptions::default()).unwrap();
    let idx = SearchIndex::new(&items, false, &["code".to_string()]);
    assert_eq!(idx.search("bas"), vec![1]);
}
