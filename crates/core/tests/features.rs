//! The Cargo features: a schema that uses what a build leaves out is a path-precise schema
//! error naming the feature, never a panic and never silently ignored.
//!
//! Run with every feature combination: `cargo test -p yewform-core --test features`
//! (defaults) and `cargo test -p yewform-core --no-default-features --test features`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

#[path = "rules_support.rs"]
mod support;

use serde_json::{Value, json};
use yewform_core::rules::{Validation, parse_rules};
use yewform_core::sanitize::{Policy, sanitize};
use yewform_core::schema::{ElementSchema, FormSchema};

fn valid(rules: &str, value: Value) -> bool {
    let mut v = Validation::new(parse_rules(&json!(rules)).unwrap(), None);
    v.validate(&value, &support::Ctx::new());
    !v.invalid()
}

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

const REGEX_SCHEMA: &str = r#"{
    "code": {"type": "select", "rules": ["regex:/^[a-z]+$/"]},
    "other": {"type": "select", "rules": "required|not_regex:/x/"}
}"#;

#[cfg(not(feature = "regex"))]
#[test]
fn a_regex_rule_without_the_regex_feature_names_it() {
    let error = FormSchema::from_json(REGEX_SCHEMA).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"schema.code.rules[0]: the regex rule needs yewform-core's "regex" feature"#
    );
    let error = parse_rules(&json!("required|not_regex:/x/")).unwrap_err();
    assert_eq!(
        error.to_string(),
        r#"the not_regex rule needs yewform-core's "regex" feature"#
    );
}

#[cfg(feature = "regex")]
#[test]
fn a_regex_rule_with_the_regex_feature_reads_and_checks() {
    FormSchema::from_json(REGEX_SCHEMA).unwrap();
    assert!(valid("regex:/^[a-z]+$/", json!("abc")));
    assert!(!valid("regex:/^[a-z]+$/", json!("ab1")));
}

/// `email` has its own matcher: it needs no regex engine.
#[test]
fn email_checks_whatever_the_features() {
    for good in [
        "a@b.co",
        "first.last@sub.example.org",
        "\"a b\"@c.de",
        "x@[1.2.3.4]",
    ] {
        assert!(valid("email", json!(good)), "{good}");
    }
    for bad in ["", "a", "a@b", "a@b.c", "a..b@c.de", "a b@c.de", "a@b.c0m"] {
        assert!(!valid("email", json!(bad)), "{bad}");
    }
}

/// The common named references decode whatever the features; the rare ones only with
/// `entities-full` (else they stay literal text, escaped).
#[test]
fn character_references() {
    let inline = Policy::inline();
    assert_eq!(
        sanitize(
            "&amp;&lt;&nbsp;&eacute;&copy;&euro;&hellip;&mdash;&apos;&#233;&#x2764;",
            &inline
        ),
        "&amp;&lt;\u{a0}é©€…—'é❤"
    );
    let rare = sanitize("&NotEqualTilde;&bigstar;", &inline);
    if cfg!(feature = "entities-full") {
        assert_eq!(rare, "\u{2242}\u{338}\u{2605}");
    } else {
        assert_eq!(rare, "&amp;NotEqualTilde;&amp;bigstar;");
    }
}
