//! The Cargo features: a schema that uses what a build leaves out is a path-precise schema
//! error naming the feature, never a panic and never silently ignored.
//!
//! Run with every feature combination: `cargo test -p yewform-core --test features`
//! (defaults) and `cargo test -p yewform-core --no-default-features --test features`.

use yewform_core::schema::{ElementSchema, FormSchema};

const EDITOR_SCHEMA: &str = r#"{
    "country": {"type": "select", "items": ["de"]},
    "body": {"type": "t-editor", "label": "Body"}
}"#;

#[cfg(not(feature = "editor"))]
#[test]
fn a_t_editor_entry_without_the_editor_feature_names_it() {
    let error = FormSchema::from_json(EDITOR_SCHEMA).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.body.type: the "t-editor" element needs yewform's "editor" feature"#
    );
}

#[cfg(feature = "editor")]
#[test]
fn a_t_editor_entry_with_the_editor_feature_reads() {
    let schema = FormSchema::from_json(EDITOR_SCHEMA).unwrap();
    assert!(matches!(
        schema.get("body"),
        Some(ElementSchema::TEditor(_))
    ));
}

#[test]
fn a_select_entry_reads_whatever_the_features() {
    let schema = FormSchema::from_json(r#"{"country": {"type": "select"}}"#).unwrap();
    assert!(matches!(
        schema.get("country"),
        Some(ElementSchema::Select(_))
    ));
}
