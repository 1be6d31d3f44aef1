//! Items given in Rust as an `OptionStore`: the schema entry shares the store, a `default` is
//! checked against it (and against JSON items without normalising them), and the entry writes
//! back as the JSON items it stands for.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use std::sync::Arc;

use serde_json::json;
use yewform_core::config::FormConfig;
use yewform_core::element::ElementSetup;
use yewform_core::items::{ItemOptions, OptionStore, normalize};
use yewform_core::schema::ElementSchema;

fn store() -> Arc<OptionStore> {
    Arc::new(OptionStore::from_pairs(
        (1..=3).map(|i| (i, format!("Option {i}"))),
    ))
}

#[test]
fn a_default_among_the_stored_options_is_kept_and_another_refused() {
    let config = FormConfig::default();
    let kept =
        ElementSchema::from_owned_with_store("s", json!({"type": "select", "default": 2}), store())
            .unwrap();
    assert_eq!(
        ElementSetup::from_schema("s", &kept, &config).default,
        Some(json!(2))
    );
    let refused =
        ElementSchema::from_owned_with_store("s", json!({"type": "select", "default": 9}), store())
            .unwrap();
    assert_eq!(
        ElementSetup::from_schema("s", &refused, &config).default,
        None
    );
    let absent = ElementSchema::from_owned_with_store(
        "s",
        json!({"type": "select", "default": 9, "allowAbsent": true}),
        store(),
    )
    .unwrap();
    assert_eq!(
        ElementSetup::from_schema("s", &absent, &config).default,
        Some(json!(9))
    );
}

#[test]
fn json_items_check_a_default_as_before() {
    let config = FormConfig::default();
    let read = |entry| ElementSchema::from_owned("s", entry).unwrap();
    let setup = |entry| ElementSetup::from_schema("s", &read(entry), &config).default;
    assert_eq!(
        setup(json!({"type": "select", "items": {"a": "A"}, "default": "a"})),
        Some(json!("a"))
    );
    assert_eq!(
        setup(json!({"type": "select", "items": {"a": "A"}, "default": "b"})),
        None
    );
    // A single select's value is one option's value: a list default is no option's
    // (audit 18 #2); a multiselect keeps the items its options hold.
    assert_eq!(
        setup(json!({"type": "select", "items": [1, 2], "default": [1, 2]})),
        None
    );
    #[cfg(feature = "multiselect")]
    assert_eq!(
        setup(json!({"type": "multiselect", "items": [1, 2], "default": [1, 2]})),
        Some(json!([1, 2]))
    );
    assert_eq!(
        setup(
            json!({"type": "select", "items": [{"value": "x", "label": "X"}],
                     "object": true, "default": {"value": "x", "label": "X"}})
        ),
        Some(json!({"value": "x", "label": "X"}))
    );
    assert_eq!(
        setup(json!({"type": "select", "groups": true,
                     "items": [{"label": "G", "items": ["g1"]}], "default": "g1"})),
        Some(json!("g1"))
    );
    // No static option (an items function may give them): the default waits for them.
    assert_eq!(
        setup(json!({"type": "select", "items": [], "default": "z"})),
        Some(json!("z"))
    );
}

#[test]
fn the_entry_shares_the_store_and_writes_the_items_it_stands_for() {
    let shared = store();
    let entry =
        ElementSchema::from_owned_with_store("s", json!({"type": "select"}), shared.clone())
            .unwrap();
    let ElementSchema::Select(select) = &entry else {
        panic!("a select");
    };
    assert!(Arc::ptr_eq(select.store.as_ref().unwrap(), &shared));
    let written = entry.to_value();
    assert_eq!(
        written["items"],
        json!([
            {"value": 1, "label": "Option 1"},
            {"value": 2, "label": "Option 2"},
            {"value": 3, "label": "Option 3"}
        ])
    );
    // Read back from that JSON, the options are the store's.
    let again = ElementSchema::from_owned("s", written).unwrap();
    let ElementSchema::Select(again) = again else {
        panic!("a select");
    };
    assert_eq!(again.static_store().unwrap().to_items(), shared.to_items());
    assert_eq!(**again.static_store().unwrap(), *shared);
}

#[test]
fn extend_options_items_win_over_the_store() {
    let entry = ElementSchema::from_owned_with_store(
        "s",
        json!({"type": "select", "extendOptions": {"items": ["x"]}}),
        store(),
    )
    .unwrap();
    let ElementSchema::Select(select) = entry else {
        panic!("a select");
    };
    assert!(select.store.is_none());
    assert_eq!(*select.items, json!(["x"]));
}

#[test]
fn a_schema_reads_its_static_lists_into_stores() {
    use yewform_core::schema::FormSchema;
    let raw = json!({
        "a": {"type": "select", "items": ["x", 2, true]},
        "b": {"type": "select", "items": {"2": "Two", "b": "Bee", "1": "One"}},
        "c": {"type": "select", "labelProp": "name", "valueProp": "id",
              "items": [{"id": 1, "name": "One", "extra": [1]}, {"id": 2, "name": 5, "disabled": true}]},
        "d": {"type": "select", "items": [{"value": 1, "label": {"en": "One", "de": "Eins"}}]},
        "e": {"type": "select", "groups": true, "items": [{"label": "G", "items": ["g"]}]},
        "f": {"type": "select", "items": "/api/cities"},
        "h": {"type": "select"},
    });
    let mut schema = FormSchema::from_value(&raw).unwrap();
    for name in ["a", "b", "c"] {
        let Some(ElementSchema::Select(select)) = schema.get(name) else {
            panic!("a select");
        };
        let opts = ItemOptions {
            label_prop: select.label_prop.clone(),
            value_prop: select.value_prop.clone(),
            ..ItemOptions::default()
        };
        let expected = normalize(&raw[name]["items"], &opts).unwrap();
        assert_eq!(
            select.static_store().unwrap().to_items(),
            expected,
            "{name}"
        );
        assert_eq!(*select.items, json!([]), "{name}: the JSON is dropped");
    }
    // Per-locale labels, groups, endpoints and empty lists keep their JSON (a bad list is
    // a schema error: `a_selects_bad_static_items_are_a_schema_error_with_the_path`).
    for name in ["d", "e", "f", "h"] {
        let entry = ElementSchema::from_owned(name, raw[name].clone()).unwrap();
        assert_eq!(schema.get(name), Some(&entry), "{name}");
    }
    assert_eq!(schema.compact_items(), 0, "nothing left to compact");
    // Written and read again, it is the same schema.
    assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
    // Items set in Rust after reading win over the store until compacted again.
    if let Some(ElementSchema::Select(a)) = schema.element_mut("a") {
        a.items = Arc::new(json!(["new"]));
        assert!(a.static_store().is_none());
        assert!(a.compact_items());
        assert_eq!(a.static_store().unwrap().label(0), Some("new"));
        // Emptied in Rust: no option, not the store's.
        a.items = Arc::new(json!([]));
        assert!(a.static_store().is_none());
        assert!(!a.compact_items());
    }
    // Defaults are checked against the store.
    let config = FormConfig::default();
    let with_default = FormSchema::from_value(&json!({
        "s": {"type": "select", "items": {"a": "A"}, "default": "a"},
        "t": {"type": "select", "items": {"a": "A"}, "default": "z"},
    }))
    .unwrap();
    let setup =
        |name: &str| ElementSetup::from_schema(name, with_default.get(name).unwrap(), &config);
    assert_eq!(setup("s").default, Some(json!("a")));
    assert_eq!(setup("t").default, None);
}
