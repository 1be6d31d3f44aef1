//! `items` formats, as a user writes them in a schema, to the options the select shows.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::items::{
    ItemOptions, Items, ItemsError, Kept, extract_data_key, normalize, normalize_lossy,
};

fn opts() -> ItemOptions {
    ItemOptions::default()
}

fn pairs(items: &Items) -> Vec<(Value, String, bool)> {
    items
        .options()
        .map(|o| (o.value.to_value(), o.label.clone(), o.disabled))
        .collect()
}

#[test]
fn array_of_scalars_keeps_numbers_numeric() {
    let items = normalize(&json!(["de", 2, 3.5, null, true]), &opts()).unwrap();
    assert_eq!(
        pairs(&items),
        vec![
            (json!("de"), "de".into(), false),
            (json!(2), "2".into(), false),
            (json!(3.5), "3.5".into(), false),
            (json!(true), "true".into(), false),
        ]
    );
}

#[test]
fn plain_object_in_javascript_key_order() {
    let items = normalize(
        &json!({"fr": "France", "10": "Ten", "de": "Germany", "2": "Two", "skip": null}),
        &opts(),
    )
    .unwrap();
    let values: Vec<Value> = items.options().map(|o| o.value.to_value()).collect();
    assert_eq!(
        values,
        vec![json!("2"), json!("10"), json!("fr"), json!("de")]
    );
    assert_eq!(items.option(0).unwrap().label, "Two");
    assert_eq!(
        items.option(0).unwrap().as_object("value", "label"),
        json!({"value": "2", "label": "Two"})
    );
}

#[test]
fn array_of_objects_with_custom_props_and_disabled() {
    let o = ItemOptions {
        label_prop: "name".into(),
        value_prop: "id".into(),
        ..opts()
    };
    let items = normalize(
        &json!([
            {"id": 1, "name": "One"},
            {"id": 2, "name": "Two", "disabled": true},
            {"id": 3, "name": "Three", "disabled": "yes"},
        ]),
        &o,
    )
    .unwrap();
    assert_eq!(
        pairs(&items),
        vec![
            (json!(1), "One".into(), false),
            (json!(2), "Two".into(), true),
            (json!(3), "Three".into(), false),
        ]
    );
    assert_eq!(
        items.option(1).unwrap().kept_object().unwrap()["name"],
        json!("Two")
    );
}

#[test]
fn localized_labels_resolve_in_the_reference_order() {
    let label = json!({"en": "Yes", "DE": "Ja", "fr": "Oui"});
    let resolve = |locale: &str, fallback: &str| {
        let o = ItemOptions {
            locale: locale.into(),
            fallback_locale: fallback.into(),
            ..opts()
        };
        normalize(&json!([{"value": 1, "label": label}]), &o)
            .unwrap()
            .option(0)
            .unwrap()
            .label
            .clone()
    };
    assert_eq!(resolve("fr", "en"), "Oui"); // exact
    assert_eq!(resolve("de", "en"), "Ja"); // upper case
    assert_eq!(resolve("it", "en"), "Yes"); // fallback
    assert_eq!(resolve("it", "es"), "Yes"); // first key
    // Plain-object labels and group labels are localizable too.
    let o = ItemOptions {
        locale: "de".into(),
        ..opts()
    };
    let items = normalize(&json!({"y": {"en": "Yes", "de": "Ja"}}), &o).unwrap();
    assert_eq!(items.option(0).unwrap().label, "Ja");
}

#[test]
fn groups_accept_any_format_and_disable_their_options() {
    let o = ItemOptions {
        groups: true,
        group_label: "title".into(),
        group_options: "children".into(),
        ..opts()
    };
    let items = normalize(
        &json!([
            {"title": "Numbers", "children": [1, 2]},
            {"title": "Map", "children": {"a": "A"}, "disabled": true},
            {"title": "Objects", "children": [{"value": "x", "label": "X"}]},
            {"title": {"en": "Empty"}},
            null,
        ]),
        &o,
    )
    .unwrap();
    let groups = items.groups();
    assert_eq!(groups.len(), 4);
    assert_eq!(groups[0].label, "Numbers");
    assert!(groups[1].disabled);
    assert!(groups[1].options[0].disabled);
    assert_eq!(groups[2].options[0].value, json!("x"));
    assert!(groups[3].options.is_empty());
    assert_eq!(items.len(), 4);
    assert_eq!(items.option(3).unwrap().label, "X");
    assert_eq!(items.option(4), None);
}

#[test]
fn bad_shapes_are_errors_with_paths() {
    let err = |items: Value, o: ItemOptions| normalize(&items, &o).unwrap_err().to_string();
    assert_eq!(
        err(json!(["a", "b", "c", {"label": "x"}]), opts()),
        r#"items[3]: option has no "value""#
    );
    assert_eq!(
        err(json!([{"value": 1}]), opts()),
        r#"items[0]: option has no "label""#
    );
    assert_eq!(
        err(json!([[1]]), opts()),
        "items[0]: expected a string, a number or an object, found an array"
    );
    assert_eq!(
        err(json!({"a": [1]}), opts()),
        "items.a: expected a label string or an object of strings keyed by locale, found an array"
    );
    assert_eq!(
        err(json!("/api/x"), opts()),
        "items: expected an array or an object of options, found a string"
    );
    let groups = ItemOptions {
        groups: true,
        ..opts()
    };
    assert_eq!(
        err(json!({"a": "A"}), groups.clone()),
        "items: expected an array of groups, found an object"
    );
    assert_eq!(
        err(
            json!([{"label": "G", "items": [{"label": "x"}]}]),
            groups.clone()
        ),
        r#"items[0].items[0]: option has no "value""#
    );
    assert_eq!(
        err(json!([{"items": []}]), groups),
        r#"items[0]: group has no "label""#
    );
}

#[test]
fn lossy_skips_bad_entries_and_reports_them() {
    let (items, warnings) = normalize_lossy(
        &json!([{"value": 1, "label": "One"}, {"label": "no value"}, [2], "three"]),
        &opts(),
    );
    assert_eq!(items.len(), 2);
    assert_eq!(items.option(1).unwrap().value, json!("three"));
    let messages: Vec<String> = warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        vec![
            r#"items[1]: option has no "value""#.to_string(),
            "items[2]: expected a string, a number or an object, found an array".to_string(),
        ]
    );
    let (items, warnings) = normalize_lossy(&json!(42), &opts());
    assert!(items.is_empty());
    assert_eq!(warnings.len(), 1);
}

#[test]
fn data_key_paths() {
    let response = json!({"data": {"items": [1, 2], "text": "x", "none": null}, "list": [{"opts": {"a": "A"}}]});
    assert_eq!(extract_data_key(&response, None).unwrap(), response);
    assert_eq!(extract_data_key(&response, Some("")).unwrap(), response);
    assert_eq!(
        extract_data_key(&response, Some("data.items")).unwrap(),
        json!([1, 2])
    );
    assert_eq!(
        extract_data_key(&response, Some("list.0.opts")).unwrap(),
        json!({"a": "A"})
    );
    assert_eq!(
        extract_data_key(&response, Some("data.none")).unwrap(),
        json!([])
    );
    let err = extract_data_key(&response, Some("data.missing")).unwrap_err();
    assert!(matches!(err, ItemsError::DataKeyNotFound { .. }));
    assert_eq!(
        err.to_string(),
        r#"dataKey "data.missing" not found in the response"#
    );
    assert_eq!(
        extract_data_key(&response, Some("data.text"))
            .unwrap_err()
            .to_string(),
        r#"dataKey "data.text": "data.text" is a string, expected an array or object of options"#
    );
    assert_eq!(
        extract_data_key(&response, Some("data.text.deeper"))
            .unwrap_err()
            .to_string(),
        r#"dataKey "data.text.deeper": "data.text" is a string, expected an object"#
    );
}

#[test]
fn plain_options_keep_no_copy_of_their_item_and_still_read_as_objects() {
    // 100,000 options of `{value, label}` must not hold 100,000 copies of their objects:
    // only items with more than `as_object` rebuilds keep their original.
    let items = normalize(
        &json!([
            {"value": "de", "label": "Germany"},
            {"value": "fr", "label": "France", "code": 33},
            "plain",
        ]),
        &opts(),
    )
    .unwrap();
    let de = items.option(0).unwrap();
    assert!(de.kept_object().is_none(), "nothing kept: {:?}", de.raw);
    assert_eq!(
        de.as_object("value", "label"),
        json!({"value": "de", "label": "Germany"})
    );
    assert!(de.is_object_item());
    let fr = items.option(1).unwrap();
    assert_eq!(fr.as_object("value", "label")["code"], json!(33));
    let plain = items.option(2).unwrap();
    assert!(!plain.is_object_item() && plain.raw == Kept::Scalar);

    let map = normalize(&json!({"de": "Germany"}), &opts()).unwrap();
    let de = map.option(0).unwrap();
    assert!(de.kept_object().is_none());
    assert_eq!(
        de.as_object("value", "label"),
        json!({"value": "de", "label": "Germany"})
    );
}

#[test]
fn track_by_reads_plain_options_as_their_objects() {
    use yewform_core::items::SearchIndex;
    let items = normalize(
        &json!([{"value": "de", "label": "Germany"}, {"value": "fr", "label": "France"}]),
        &opts(),
    )
    .unwrap();
    let by_value = SearchIndex::new(&items, false, &["value".to_string()]);
    assert_eq!(by_value.search("fr"), vec![1]);
    assert_eq!(by_value.search("germ"), Vec::<usize>::new());
    let by_label = SearchIndex::new(&items, false, &["label".to_string()]);
    assert_eq!(by_label.search("germ"), vec![0]);
    let by_other = SearchIndex::new(&items, false, &["name".to_string()]);
    assert_eq!(by_other.search("germ"), Vec::<usize>::new());
    let scalars = normalize(&json!(["Germany"]), &opts()).unwrap();
    let strings = SearchIndex::new(&scalars, false, &["name".to_string()]);
    assert_eq!(
        strings.search("germ"),
        vec![0],
        "string items search the strings"
    );
}
