//! `showRequired`: where a required element shows its `*` (label, placeholder, floating).
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::config::{FormConfig, RequiredMark};

#[test]
fn the_default_shows_no_mark() {
    let config = FormConfig::default();
    assert!(config.show_required.is_empty());
    assert!(!config.shows_required(RequiredMark::Label));
    assert_eq!(config.to_value()["showRequired"], json!([]));
}

#[test]
fn show_required_lists_the_places_of_the_mark() {
    let config = FormConfig::from_value(&json!({"showRequired": ["label", "floating"]})).unwrap();
    assert!(config.shows_required(RequiredMark::Label));
    assert!(config.shows_required(RequiredMark::Floating));
    assert!(!config.shows_required(RequiredMark::Placeholder));
    assert_eq!(
        config.to_value()["showRequired"],
        json!(["label", "floating"])
    );
    // The JSON form reads back to the same config.
    assert_eq!(FormConfig::from_value(&config.to_value()).unwrap(), config);
}

#[test]
fn a_later_show_required_replaces_the_earlier_one() {
    let config = FormConfig::from_value(&json!({"showRequired": ["label"]}))
        .unwrap()
        .merge(&json!({"showRequired": ["placeholder"]}))
        .unwrap();
    assert_eq!(config.show_required, [RequiredMark::Placeholder]);
}

#[test]
fn bad_show_required_values_name_the_path() {
    let err = FormConfig::from_value(&json!({"showRequired": ["label", "lable"]})).unwrap_err();
    assert_eq!(err.path, "config.showRequired[1]");
    assert!(err.reason.contains("label"), "{}", err.reason);
    let err = FormConfig::from_value(&json!({"showRequired": "label"})).unwrap_err();
    assert_eq!(err.path, "config.showRequired");
}

#[test]
fn the_mark_is_appended_to_a_text() {
    let config = FormConfig::from_value(&json!({"showRequired": ["placeholder"]})).unwrap();
    assert_eq!(
        config.mark_required("Choose", RequiredMark::Placeholder, true),
        "Choose*"
    );
    assert_eq!(
        config.mark_required("Choose", RequiredMark::Placeholder, false),
        "Choose"
    );
    assert_eq!(
        config.mark_required("Choose", RequiredMark::Floating, true),
        "Choose"
    );
}
