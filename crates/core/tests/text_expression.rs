//! `expression` on text and hidden elements (issue 31): read and checked with the schema,
//! computed by the form inside the change that moves what it reads.

#![cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
#[cfg(feature = "expressions")]
use yewform_core::config::FormConfig;
#[cfg(feature = "expressions")]
use yewform_core::element::ElementEvent;
#[cfg(feature = "expressions")]
use yewform_core::expression::Date;
#[cfg(feature = "expressions")]
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

fn error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

#[cfg(feature = "expressions")]
fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config = FormConfig::from_value(&json!({"validateOn": "change"})).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::new(2024, 6, 1).unwrap()).unwrap()
}

#[cfg(feature = "expressions")]
#[test]
fn a_bad_expression_is_a_schema_error_at_the_option() {
    assert_eq!(
        error(json!({"total": {"type": "text", "expression": "{price *}"}})),
        "schema.total.expression: expression \"price *\" column 8: expected a value"
    );
    assert_eq!(
        error(json!({"t": {"type": "hidden", "expression": "{a"}})),
        "schema.t.expression: expression \"{a\" column 1: unclosed \"{\" (write \\{ for a literal brace)"
    );
    assert_eq!(
        error(json!({"t": {"type": "text", "expression": {"en": "{a}", "de": "{NOPE(a)}"}}})),
        "schema.t.expression.de: expression \"NOPE(a)\" column 1: unknown function NOPE"
    );
    assert_eq!(
        error(json!({"t": {"type": "text", "expression": true}})),
        "schema.t.expression: expected a string or an object of strings keyed by locale, found a boolean"
    );
    // The reference has no `expression` on these kinds.
    assert_eq!(
        error(json!({"t": {"type": "textarea", "expression": "{a}"}})),
        "schema.t.expression: \"expression\" is a text option; a textarea has no such option"
    );
    assert!(
        error(json!({"t": {"type": "t-text", "expression": "{a}"}}))
            .starts_with("schema.t.expression: ")
    );
}

#[cfg(not(feature = "expressions"))]
#[test]
fn without_the_engine_an_expression_names_the_feature() {
    assert_eq!(
        error(json!({"t": {"type": "text", "expression": "{a}"}})),
        "schema.t.expression: \"expression\" needs yewform-core's \"expressions\" feature"
    );
}

#[cfg(all(feature = "static", not(feature = "expressions")))]
#[test]
fn without_the_engine_a_statics_expressions_names_the_feature() {
    assert_eq!(
        error(json!({"s": {"type": "static", "content": "Hi", "expressions": true}})),
        "schema.s.expressions: \"expressions\" needs yewform-core's \"expressions\" feature"
    );
    // `false` (the default) is fine: the braces are content.
    assert!(
        FormSchema::from_value(
            &json!({"s": {"type": "static", "content": "{a}", "expressions": false}})
        )
        .is_ok()
    );
}

#[cfg(feature = "expressions")]
#[test]
fn the_schema_writes_the_expression_back() {
    let schema = FormSchema::from_value(&json!({
        "t": {"type": "text", "expression": "{a} \\{b\\}"}
    }))
    .unwrap();
    let written = schema.get("t").unwrap().to_value();
    assert_eq!(written["expression"], json!("{a} \\{b\\}"));
}

#[cfg(feature = "expressions")]
#[test]
fn the_value_follows_what_it_reads_through_the_change_path() {
    let mut form = form(json!({
        "price": {"type": "text", "default": "10"},
        "qty": {"type": "text", "default": "2"},
        "total": {"type": "text", "expression": "{price * qty}", "rules": "min:3"},
        "ref": {"type": "hidden", "expression": "ref-{total}", "forceNumbers": false},
    }));
    // Computed when the form is built: not dirty, no error shown yet.
    assert_eq!(form.request_data()["total"], json!("20"));
    assert_eq!(form.request_data()["ref"], json!("ref-20"));
    assert!(!form.el("total").unwrap().dirty());
    let outcome = form.set_value("qty", json!("3")).unwrap();
    let changes: Vec<(&str, Value)> = outcome
        .fired
        .iter()
        .filter_map(|f| match &f.event {
            ElementEvent::Change { new, .. } => Some((f.path.as_str(), new.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        changes,
        [
            ("qty", json!("3")),
            ("total", json!("30")),
            ("ref", json!("ref-30"))
        ]
    );
    // Validated on change like any changed element: "30" is 2 characters.
    assert!(form.invalid("total"));
    for path in ["qty", "total", "ref"] {
        assert!(outcome.changed.contains(path), "{path}");
    }
}

#[cfg(feature = "expressions")]
#[test]
fn reset_and_clear_compute_the_value_again() {
    let mut form = form(json!({
        "first": {"type": "text", "default": "Ann"},
        "greeting": {"type": "text", "expression": "Hello {first}!"},
    }));
    form.set_value("greeting", json!("typed")).unwrap();
    form.reset();
    assert_eq!(form.request_data()["greeting"], json!("Hello Ann!"));
    form.clear();
    // `first` is null after clear: a missing value gives "".
    assert_eq!(form.request_data()["greeting"], json!("Hello !"));
}

#[cfg(feature = "expressions")]
#[test]
fn the_language_switch_re_evaluates() {
    let schema = FormSchema::from_value(&json!({
        "title": {"type": "t-text", "default": {"en": "Hat", "de": "Hut"}},
        "shown": {"type": "text", "expression": "{title.en}/{title.de}"},
    }))
    .unwrap();
    let config = FormConfig::from_value(&json!({
        "languages": {"en": "English", "de": "Deutsch"}, "language": "en"
    }))
    .unwrap();
    let mut form = FormState::from_schema(&schema, &config, &json!({}), Date::EPOCH).unwrap();
    assert_eq!(form.request_data()["shown"], json!("Hat/Hut"));
    form.set_value("title", json!("Cap")).unwrap();
    assert_eq!(form.request_data()["shown"], json!("Cap/Hut"));
    form.set_language("de").unwrap();
    form.set_value("title", json!("Mütze")).unwrap();
    assert_eq!(form.request_data()["shown"], json!("Cap/Mütze"));
}

/// A text's or hidden's `expression` that reads its own element gives `""`, as in the
/// reference (docs/differences.md says so; audit 8 #6 pins it).
#[cfg(feature = "expressions")]
#[test]
fn an_expression_reading_its_own_element_gives_an_empty_string() {
    let mut form = form(json!({
        "price": {"type": "text", "default": "10"},
        "total": {"type": "text", "expression": "{total + 1}"},
        "ref": {"type": "hidden", "expression": "{price}-{ref}", "forceNumbers": false},
    }));
    assert_eq!(form.request_data()["total"], json!(""));
    assert_eq!(form.request_data()["ref"], json!(""));
    form.set_value("price", json!("11")).unwrap();
    assert_eq!(form.request_data()["total"], json!(""));
    assert_eq!(form.request_data()["ref"], json!(""));
}
