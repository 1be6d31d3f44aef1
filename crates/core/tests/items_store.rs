//! The normalised option store: what each option holds (value, label, disabled, what is kept
//! of its item), its search keys and its groups, for every value kind.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::items::{ItemOptions, Items, Kept, Opt, SearchIndex, normalize};

fn opts() -> ItemOptions {
    ItemOptions::default()
}

fn values(items: &Items) -> Vec<Value> {
    items.options().map(|o| o.value.to_value()).collect()
}

fn labels(items: &Items) -> Vec<&str> {
    items.options().map(|o| o.label.as_str()).collect()
}

#[test]
fn scalar_values_round_trip_with_their_kind() {
    let items = normalize(
        &json!([
            "text",
            7,
            -3,
            18_446_744_073_709_551_615_u64,
            2.5,
            true,
            false,
            null
        ]),
        &opts(),
    )
    .unwrap();
    // `null` entries are skipped; every other value keeps its JSON kind.
    assert_eq!(
        values(&items),
        vec![
            json!("text"),
            json!(7),
            json!(-3),
            json!(18_446_744_073_709_551_615_u64),
            json!(2.5),
            json!(true),
            json!(false)
        ]
    );
    assert_eq!(
        labels(&items),
        [
            "text",
            "7",
            "-3",
            "18446744073709551615",
            "2.5",
            "true",
            "false"
        ]
    );
    assert!(
        items
            .options()
            .all(|o| o.raw == Kept::Scalar && !o.disabled)
    );
    assert_eq!(
        items.option(4).unwrap().as_object("v", "l"),
        json!({"v": 2.5, "l": "2.5"})
    );
}

#[test]
fn object_values_and_kept_items_round_trip() {
    let items = normalize(
        &json!([
            {"value": "a", "label": "Plain"},
            {"value": 1, "label": "One", "disabled": true},
            {"value": {"id": 5, "tags": ["x"]}, "label": "Object value"},
            {"value": 2, "label": {"en": "Two", "de": "Zwei"}},
            {"value": 3, "label": 33},
        ]),
        &opts(),
    )
    .unwrap();
    assert_eq!(
        values(&items),
        vec![
            json!("a"),
            json!(1),
            json!({"id": 5, "tags": ["x"]}),
            json!(2),
            json!(3)
        ]
    );
    assert_eq!(
        labels(&items),
        ["Plain", "One", "Object value", "Two", "33"]
    );
    let flags: Vec<bool> = items.options().map(|o| o.disabled).collect();
    assert_eq!(flags, [false, true, false, false, false]);
    // A plain item keeps nothing and is rebuilt; the others keep their object.
    let plain: &Opt = items.option(0).unwrap();
    assert_eq!(plain.raw, Kept::Plain);
    assert!(plain.is_object_item() && plain.kept_object().is_none());
    assert_eq!(
        plain.as_object("value", "label"),
        json!({"value": "a", "label": "Plain"})
    );
    for i in [1, 3, 4] {
        let opt = items.option(i).unwrap();
        assert!(opt.kept_object().is_some(), "option {i} keeps its item");
    }
    // An object value with a string label is plain too: rebuilt with its value.
    assert_eq!(
        items.option(2).unwrap().as_object("value", "label"),
        json!({"value": {"id": 5, "tags": ["x"]}, "label": "Object value"})
    );
    assert_eq!(
        items.option(1).unwrap().as_object("value", "label"),
        json!({"value": 1, "label": "One", "disabled": true})
    );
    assert_eq!(
        items.option(3).unwrap().as_object("value", "label"),
        json!({"value": 2, "label": {"en": "Two", "de": "Zwei"}})
    );
}

#[test]
fn the_value_label_object_format_keeps_string_keys() {
    let items = normalize(&json!({"b": "Bee", "1": "One", "n": {"en": "En"}}), &opts()).unwrap();
    assert_eq!(values(&items), vec![json!("1"), json!("b"), json!("n")]);
    assert_eq!(labels(&items), ["One", "Bee", "En"]);
    assert_eq!(items.option(0).unwrap().raw, Kept::Plain);
    assert_eq!(
        items.option(2).unwrap().as_object("value", "label"),
        json!({"value": "n", "label": {"en": "En"}})
    );
}

#[test]
fn search_keys_are_the_folded_labels_or_the_track_by_properties() {
    let items = normalize(
        &json!([
            {"value": 1, "label": "Zürich"},
            {"value": 2, "label": "Genève", "code": "GVA"},
            {"value": 3, "label": "Bern"},
        ]),
        &opts(),
    )
    .unwrap();
    let index = SearchIndex::new(&items, false, &[]);
    assert_eq!(index.search("zu"), vec![0]);
    assert_eq!(index.search("GENEVE"), vec![1]);
    assert_eq!(index.search("gva"), Vec::<usize>::new());
    let by_code = SearchIndex::new(&items, false, &["code".into(), "label".into()]);
    assert_eq!(by_code.search("gva"), vec![1]);
    // A plain item is searched by its rebuilt object: `label` is its label.
    assert_eq!(by_code.search("bern"), vec![2]);
    let by_value = SearchIndex::new(&items, false, &["value".into()]);
    assert_eq!(by_value.search("3"), vec![2]);
}

#[test]
fn groups_hold_their_options_and_disable_them() {
    let options = ItemOptions {
        groups: true,
        ..opts()
    };
    let items = normalize(
        &json!([
            {"label": "Open", "items": ["a", {"value": "b", "label": "Bee", "disabled": true}]},
            {"label": "Closed", "disabled": true, "items": {"c": "Cee"}},
        ]),
        &options,
    )
    .unwrap();
    assert_eq!(items.len(), 3);
    let groups = items.groups();
    assert_eq!(groups.len(), 2);
    assert_eq!(
        (groups[0].label.as_str(), groups[0].disabled),
        ("Open", false)
    );
    assert_eq!(
        (groups[1].label.as_str(), groups[1].disabled),
        ("Closed", true)
    );
    assert_eq!(values(&items), vec![json!("a"), json!("b"), json!("c")]);
    assert_eq!(labels(&items), ["a", "Bee", "Cee"]);
    let flags: Vec<bool> = items.options().map(|o| o.disabled).collect();
    assert_eq!(flags, [false, true, true]);
    assert_eq!(items.option(2).unwrap().label, "Cee");
    let index = SearchIndex::new(&items, false, &[]);
    assert_eq!(index.search("ee"), vec![1, 2]);
}

#[test]
fn compact_values_round_trip_and_match_like_json() {
    use yewform_core::items::OptValue;
    for value in [
        json!(null),
        json!(true),
        json!(0),
        json!(-5),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(2.5),
        json!("s"),
        json!([1, "a"]),
        json!({"a": 1}),
    ] {
        let compact = OptValue::from_value(&value);
        assert_eq!(compact.to_value(), value);
        assert!(compact.matches(&value), "{value} matches itself");
        assert_eq!(compact, value);
    }
    assert!(!OptValue::from_value(&json!("1")).matches(&json!(1)));
    assert!(!OptValue::from_value(&json!(1)).matches(&json!("1")));
    assert!(OptValue::from_value(&json!(1)).matches(&json!(1.0)));
}
