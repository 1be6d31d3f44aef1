//! The `static` and `button` features: without one, such a schema entry is a schema error
//! naming the feature; with it, the entry reads.
#![allow(clippy::unwrap_used)] // test code

use serde_json::json;
use yewform_core::schema::FormSchema;

#[test]
fn a_static_entry_reads_only_with_its_feature() {
    let read = FormSchema::from_value(&json!({"intro": {"type": "static", "content": "Hi"}}));
    if cfg!(feature = "static") {
        assert!(read.is_ok(), "{read:?}");
    } else {
        assert_eq!(
            read.unwrap_err().to_string(),
            r#"schema.intro.type: the "static" element needs yewform's "static" feature"#
        );
    }
}

#[test]
fn a_button_entry_reads_only_with_its_feature() {
    let read = FormSchema::from_value(&json!({"go": {"type": "button", "submits": true}}));
    if cfg!(feature = "button") {
        assert!(read.is_ok(), "{read:?}");
    } else {
        assert_eq!(
            read.unwrap_err().to_string(),
            r#"schema.go.type: the "button" element needs yewform's "button" feature"#
        );
    }
}
