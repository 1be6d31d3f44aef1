//! Search, rows, limits, pointer and value lookups, as a user of the dropdown sees them.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::items::{
    ItemOptions, Items, Pointer, Row, SearchIndex, cleanup_after_refetch, find_by_value, fold,
    normalize, value_allowed, visible_rows,
};

fn flat(items: Value) -> Items {
    normalize(&items, &ItemOptions::default()).unwrap()
}

fn labels(items: &Items, indices: &[usize]) -> Vec<String> {
    indices
        .iter()
        .map(|&i| items.option(i).unwrap().label.clone())
        .collect()
}

#[test]
fn non_strict_search_ignores_accents_and_special_letters() {
    let items = flat(json!([
        "Zürich",
        "Łódź",
        "São Paulo",
        "Ærøskøbing",
        "Straße",
        "Đakovo",
        "Zug"
    ]));
    let loose = SearchIndex::new(&items, false, &[]);
    assert_eq!(labels(&items, &loose.search("zu")), ["Zürich", "Zug"]);
    assert_eq!(labels(&items, &loose.search("lodz")), ["Łódź"]);
    assert_eq!(labels(&items, &loose.search("SAO P")), ["São Paulo"]);
    assert_eq!(labels(&items, &loose.search("aeroskob")), ["Ærøskøbing"]);
    assert_eq!(labels(&items, &loose.search("strasse")), ["Straße"]);
    assert_eq!(labels(&items, &loose.search("dak")), ["Đakovo"]);
    // The query is folded too.
    assert_eq!(labels(&items, &loose.search("ZÜR")), ["Zürich"]);

    let strict = SearchIndex::new(&items, true, &[]);
    assert_eq!(labels(&items, &strict.search("zu")), ["Zug"]);
    assert_eq!(labels(&items, &strict.search("ZÜ")), ["Zürich"]);
}

#[test]
fn limit_applies_after_search() {
    let items = flat(json!(["a1", "b", "a2", "a3"]));
    let index = SearchIndex::new(&items, true, &[]);
    let rows = visible_rows(&items, &index.search("a"), Some(2), false);
    assert_eq!(
        rows,
        vec![
            Row::Option {
                index: 0,
                disabled: false
            },
            Row::Option {
                index: 2,
                disabled: false
            },
        ]
    );
    // limit -1 means no limit.
    let no_limit = usize::try_from(-1i64).ok();
    assert_eq!(
        visible_rows(&items, &index.search("a"), no_limit, false).len(),
        3
    );
}

#[test]
fn grouped_search_keeps_groups_and_hides_empty_ones_on_request() {
    let o = ItemOptions {
        groups: true,
        ..ItemOptions::default()
    };
    let items = normalize(
        &json!([
            {"label": "Swiss", "items": ["Zürich", "Bern"]},
            {"label": "German", "items": ["Berlin", "Köln"]},
        ]),
        &o,
    )
    .unwrap();
    let index = SearchIndex::new(&items, false, &[]);
    let matches = index.search("koln");
    assert_eq!(matches, vec![3]);
    assert_eq!(
        visible_rows(&items, &matches, None, false),
        vec![
            Row::Group {
                group: 0,
                disabled: false
            },
            Row::Group {
                group: 1,
                disabled: false
            },
            Row::Option {
                index: 3,
                disabled: false
            },
        ]
    );
    assert_eq!(
        visible_rows(&items, &matches, None, true),
        vec![
            Row::Group {
                group: 1,
                disabled: false
            },
            Row::Option {
                index: 3,
                disabled: false
            },
        ]
    );
}

#[test]
fn pointer_walks_the_visible_rows() {
    let items = flat(json!([
        {"value": 1, "label": "a"},
        {"value": 2, "label": "b", "disabled": true},
        {"value": 3, "label": "c"},
    ]));
    let rows = visible_rows(&items, &[0, 1, 2], None, false);
    let p = Pointer::new(&rows);
    assert_eq!(p.next(None, false), Some(0));
    assert_eq!(p.next(Some(0), false), Some(2));
    assert_eq!(p.prev(Some(2), false), Some(0));
    assert_eq!(p.page_down(Some(0), 10), Some(2));
    assert_eq!(p.page_up(Some(2), 10), Some(0));
}

#[test]
fn value_lookup_is_numerically_loose_but_typed() {
    let items = flat(json!([1, 2, "3"]));
    assert_eq!(find_by_value(&items, &json!(1.0)).unwrap().label, "1");
    assert!(find_by_value(&items, &json!("1")).is_none());
    assert!(find_by_value(&items, &json!(3)).is_none());
    assert!(value_allowed(&items, &json!(2), false));
    assert!(value_allowed(&items, &json!(null), false));
    assert!(!value_allowed(&items, &json!(9), false));
    assert!(value_allowed(&items, &json!(9), true));
}

#[test]
fn refetch_cleanup() {
    let items = flat(json!([{"value": 0, "label": "zero"}, {"value": 5, "label": "five"}]));
    let cleanup = |value: Value, allow_absent, clear, object| {
        cleanup_after_refetch(&value, &items, allow_absent, clear, object, "value")
    };
    // Present: kept.
    assert_eq!(cleanup(json!(5), false, false, false), None);
    assert_eq!(cleanup(json!(0), false, false, false), None);
    // Absent: cleared, falsy values too (the reference keeps them).
    assert_eq!(cleanup(json!(7), false, false, false), Some(json!(null)));
    assert_eq!(
        cleanup(json!(false), false, false, false),
        Some(json!(null))
    );
    // `""` is no value (the spec's `empty`), as `null`: kept, even with clearOnRefetch.
    assert_eq!(cleanup(json!(""), false, false, false), None);
    assert_eq!(cleanup(json!(""), false, true, false), None);
    // allowAbsent keeps it; clearOnRefetch clears even present values.
    assert_eq!(cleanup(json!(7), true, false, false), None);
    assert_eq!(cleanup(json!(5), false, true, false), Some(json!(null)));
    assert_eq!(cleanup(json!(null), false, true, false), None);
    // object: true compares the valueProp.
    assert_eq!(
        cleanup(json!({"value": 5, "label": "five"}), false, false, true),
        None
    );
    assert_eq!(
        cleanup(json!({"value": 6, "label": "six"}), false, false, true),
        Some(json!(null))
    );
    assert_eq!(
        cleanup(json!({"label": "none"}), false, false, true),
        Some(json!(null))
    );
    // Multiple values are filtered.
    assert_eq!(
        cleanup(json!([0, 7, 5]), false, false, false),
        Some(json!([0, 5]))
    );
    assert_eq!(cleanup(json!([0, 5]), false, false, false), None);
    assert_eq!(cleanup(json!([0, 5]), false, true, false), Some(json!([])));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The index finds exactly the options whose folded label contains the folded query,
    /// and incremental search agrees with a full search.
    #[test]
    fn search_matches_a_naive_scan(
        labels in proptest::collection::vec("[a-zA-ZéÉøßŁł ]{0,8}", 0..30),
        queries in proptest::collection::vec("[a-zéøßł]{0,3}", 1..6),
        strict in any::<bool>(),
    ) {
        let items = flat(Value::Array(labels.iter().map(|l| json!(l)).collect()));
        let mut index = SearchIndex::new(&items, strict, &[]);
        for q in &queries {
            let fq = fold(q, strict);
            let expected: Vec<usize> = labels
                .iter()
                .enumerate()
                .filter(|(_, l)| fold(l, strict).contains(&fq))
                .map(|(i, _)| i)
                .collect();
            prop_assert_eq!(index.search(q), expected.clone());
            prop_assert_eq!(index.search_incremental(q), expected);
        }
    }

    /// Normalising never panics, whatever JSON it gets.
    #[test]
    fn normalize_never_panics(value in arb_json(), groups in any::<bool>()) {
        let o = ItemOptions { groups, ..ItemOptions::default() };
        let _ = normalize(&value, &o);
        let (items, _) = yewform_core::items::normalize_lossy(&value, &o);
        let index = SearchIndex::new(&items, false, &["label".to_string()]);
        let _ = index.search("a");
    }

    /// The pointer only ever rests on selectable rows.
    #[test]
    fn pointer_lands_on_selectable_rows(
        kinds in proptest::collection::vec(0u8..3, 0..40),
        moves in proptest::collection::vec(0u8..6, 1..20),
    ) {
        let rows: Vec<Row> = kinds
            .iter()
            .enumerate()
            .map(|(i, k)| match k {
                0 => Row::Group { group: i, disabled: false },
                1 => Row::Option { index: i, disabled: true },
                _ => Row::Option { index: i, disabled: false },
            })
            .collect();
        let p = Pointer::new(&rows);
        let mut current = None;
        for m in moves {
            current = match m {
                0 => p.next(current, false),
                1 => p.prev(current, true),
                2 => p.page_down(current, 5),
                3 => p.page_up(current, 5),
                4 => p.first(),
                _ => p.last(),
            };
            if let Some(c) = current {
                prop_assert!(rows[c].is_selectable());
            } else {
                prop_assert!(rows.iter().all(|r| !r.is_selectable()));
            }
        }
    }
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i32>().prop_map(|n| json!(n)),
        "[a-z]{0,4}".prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            proptest::collection::vec(
                (
                    prop_oneof![
                        Just("label".to_string()),
                        Just("value".to_string()),
                        Just("items".to_string()),
                        "[a-z0-9]{1,3}"
                    ],
                    inner
                ),
                0..4
            )
            .prop_map(|entries| Value::Object(entries.into_iter().collect())),
        ]
    })
}

/// Phone keyboards add a space after an autocompleted word: the query is trimmed, as the
/// reference's `normalize` trims it, so `"ger "` still finds Germany and a query of spaces
/// only lists every option.
#[test]
fn search_ignores_spaces_around_the_query() {
    let items = flat(json!(["Germany", "France"]));
    for strict in [true, false] {
        let mut index = SearchIndex::new(&items, strict, &[]);
        assert_eq!(index.search("ger "), vec![0]);
        assert_eq!(index.search(" Fra"), vec![1]);
        assert_eq!(index.search("   ").len(), 2);
        assert!(index.matches(0, " germ  "));
        assert_eq!(index.search_incremental("g"), vec![0]);
        assert_eq!(index.search_incremental("ge "), vec![0]);
        assert_eq!(index.search_incremental("ge  r"), Vec::<usize>::new());
        assert_eq!(index.search_incremental(" \t"), vec![0, 1]);
        assert_eq!(index.search_incremental(" fr "), vec![1]);
    }
}
