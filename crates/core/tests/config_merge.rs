//! Form config defaults and the merge rules of the reference's `config()`.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::config::{Endpoint, FormConfig, ValidateOn};
use yewform_core::schema::Size;

fn merged(overrides: Value) -> FormConfig {
    FormConfig::from_value(&overrides).unwrap()
}

fn err(overrides: Value) -> (String, String) {
    let e = FormConfig::from_value(&overrides).unwrap_err();
    (e.path, e.reason)
}

#[test]
fn defaults() {
    let c = FormConfig::default();
    assert_eq!(
        c.endpoint("attachment"),
        Endpoint::new("/yewform/editor/attachment", "post")
    );
    assert_eq!(
        c.endpoint("submit"),
        Endpoint::new("/yewform/process", "post")
    );
    assert_eq!(
        c.endpoint("activeUrl"),
        Endpoint::new("/yewform/validators/active_url", "post")
    );
    assert_eq!(
        c.endpoint("unique"),
        Endpoint::new("/yewform/validators/unique", "post")
    );
    assert_eq!(
        c.endpoint("exists"),
        Endpoint::new("/yewform/validators/exists", "post")
    );
    assert!(
        c.endpoints
            .iter()
            .all(|(_, e)| e.method == "post" && e.url.starts_with("/yewform/"))
    );
    assert_eq!(c.languages, vec![("en".to_string(), "English".to_string())]);
    assert_eq!(
        (
            c.language.as_str(),
            c.locale.as_deref(),
            c.fallback_locale.as_str()
        ),
        ("en", None, "en")
    );
    assert_eq!(c.effective_locale(), "en");
    assert!(c.float_placeholders && !c.force_labels && c.display_errors && !c.strict_conditions);
    assert_eq!(c.columns, json!({}));
    assert_eq!(c.size, Size::Md);
    assert!(c.validate_on.contains(ValidateOn::Change) && c.validate_on.contains(ValidateOn::Step));
    assert_eq!(c.breakpoints, ["sm", "md", "lg", "xl", "2xl"]);
    assert!(c.presets.is_empty() && c.use_presets.is_empty() && c.views.is_empty());
    assert_eq!(
        (
            c.add_classes.clone(),
            c.templates.clone(),
            c.messages.clone()
        ),
        (json!({}), json!({}), json!({}))
    );
    assert_eq!(merged(json!({})), c);
}

#[test]
fn unknown_names_are_urls() {
    assert_eq!(
        FormConfig::default().endpoint("/api/upload"),
        Endpoint::new("/api/upload", "post")
    );
}

#[test]
fn endpoints_are_deep_merged() {
    let c =
        merged(json!({"endpoints": {"attachment": {"url": "/up"}, "submit": {"method": "put"}}}));
    assert_eq!(c.endpoint("attachment"), Endpoint::new("/up", "post"));
    assert_eq!(
        c.endpoint("submit"),
        Endpoint::new("/yewform/process", "put")
    );
    assert_eq!(
        c.endpoint("unique"),
        Endpoint::new("/yewform/validators/unique", "post")
    );
    let c = c
        .merge(&json!({"endpoints": {"attachment": {"method": "patch"}, "files": {"url": "/f"}}}))
        .unwrap();
    assert_eq!(c.endpoint("attachment"), Endpoint::new("/up", "patch"));
    assert_eq!(c.endpoint("files"), Endpoint::new("/f", "post"));
    assert_eq!(c.endpoints.last().map(|(n, _)| n.as_str()), Some("files"));
}

#[test]
fn languages_presets_and_views_are_shallow_merged() {
    let c = merged(json!({
        "languages": {"de": "Deutsch", "en": "English (UK)"},
        "presets": {"dark": {"size": "lg"}},
        "views": {"ElementLabel": "bold"},
    }));
    assert_eq!(
        c.languages,
        vec![
            ("en".into(), "English (UK)".into()),
            ("de".into(), "Deutsch".into())
        ]
    );
    let c = c
        .merge(&json!({"languages": {"fr": "Français"}, "presets": {"light": {}}, "views": {"Other": "x"}}))
        .unwrap();
    assert_eq!(
        c.languages
            .iter()
            .map(|(k, _)| k.as_str())
            .collect::<Vec<_>>(),
        ["en", "de", "fr"]
    );
    assert_eq!(
        c.presets,
        vec![
            ("dark".into(), json!({"size": "lg"})),
            ("light".into(), json!({}))
        ]
    );
    assert_eq!(
        c.views,
        vec![
            ("ElementLabel".into(), "bold".into()),
            ("Other".into(), "x".into())
        ]
    );
}

#[test]
fn class_keys_are_shallow_merged_by_component() {
    let c = merged(
        json!({"addClasses": {"SelectElement": {"input": "a"}, "ElementLabel": {"container": "l"}}}),
    );
    let c = c
        .merge(&json!({
            "addClasses": {"SelectElement": {"select": "b"}},
            "removeClasses": {"X": {"a": ["b"]}},
            "replaceClasses": {"Y": {}},
            "overrideClasses": {"Z": {}},
        }))
        .unwrap();
    assert_eq!(
        c.add_classes,
        json!({"SelectElement": {"select": "b"}, "ElementLabel": {"container": "l"}}),
        "the component's entry is replaced, other components stay"
    );
    assert_eq!(c.remove_classes, json!({"X": {"a": ["b"]}}));
    assert_eq!(c.replace_classes, json!({"Y": {}}));
    assert_eq!(c.override_classes, json!({"Z": {}}));
}

#[test]
fn the_rest_is_replaced() {
    let c = merged(json!({
        "columns": {"label": 3}, "breakpoints": ["md"], "messages": {"required": "R"},
        "templates": {"A": "B"}, "usePresets": ["p"],
    }));
    let c = c
        .merge(&json!({
            "columns": {"wrapper": 6}, "breakpoints": ["lg", "xl"], "messages": {"min": "M"},
            "templates": {}, "usePresets": [], "language": "de", "locale": "de", "fallbackLocale": "de",
            "floatPlaceholders": false, "forceLabels": true, "size": "sm", "displayErrors": false,
            "validateOn": "step", "strictConditions": true,
        }))
        .unwrap();
    assert_eq!(c.columns, json!({"wrapper": 6}));
    assert_eq!(c.breakpoints, ["lg", "xl"]);
    assert_eq!(c.messages, json!({"min": "M"}));
    assert_eq!(c.templates, json!({}));
    assert!(c.use_presets.is_empty());
    assert_eq!(
        (
            c.language.as_str(),
            c.locale.as_deref(),
            c.fallback_locale.as_str()
        ),
        ("de", Some("de"), "de")
    );
    assert!(!c.float_placeholders && c.force_labels && !c.display_errors && c.strict_conditions);
    assert_eq!(c.size, Size::Sm);
    assert!(
        !c.validate_on.contains(ValidateOn::Change) && c.validate_on.contains(ValidateOn::Step)
    );
    let c = c.merge(&json!({"locale": null})).unwrap();
    assert_eq!(c.locale, None);
    assert_eq!(c.effective_locale(), "de");
}

#[test]
fn to_value_round_trips() {
    let c = merged(json!({
        "endpoints": {"files": {"url": "/f", "method": "put"}}, "languages": {"de": "Deutsch"},
        "presets": {"p": {"size": "lg"}}, "views": {"A": "b"}, "validateOn": "change", "locale": "de",
    }));
    assert_eq!(FormConfig::from_value(&c.to_value()).unwrap(), c);
    assert_eq!(c.to_value()["validateOn"], json!("change"));
}

#[test]
fn errors_name_the_path() {
    assert_eq!(
        err(json!([])),
        ("config".into(), "expected an object, found an array".into())
    );
    assert_eq!(
        err(json!({"endpoints": {"attachment": {"url": 5}}})),
        (
            "config.endpoints.attachment.url".into(),
            "expected a string, found a number".into()
        )
    );
    assert_eq!(
        err(json!({"endpoints": {"attachment": "/up"}})),
        (
            "config.endpoints.attachment".into(),
            r#"expected an object with "url" and "method", found a string"#.into()
        )
    );
    assert_eq!(
        err(json!({"endpoints": {"attachment": {"metod": "put"}}})),
        (
            "config.endpoints.attachment.metod".into(),
            r#"unknown option (did you mean "method"?)"#.into()
        )
    );
    assert_eq!(
        err(json!({"endpoints": {"files": {"method": "put"}}})),
        (
            "config.endpoints.files.url".into(),
            "missing (a new endpoint needs a URL)".into()
        )
    );
    assert_eq!(
        err(json!({"languages": {"de": 1}})),
        (
            "config.languages.de".into(),
            "expected a string, found a number".into()
        )
    );
    assert_eq!(
        err(json!({"validateOn": "change|blur"})),
        (
            "config.validateOn".into(),
            r#"unknown value "blur" (allowed: "change" and "step", joined with "|")"#.into()
        )
    );
    assert_eq!(
        err(json!({"size": "xl"})),
        (
            "config.size".into(),
            r#"unknown value "xl" (allowed: "sm", "md" or "lg")"#.into()
        )
    );
    assert_eq!(
        err(json!({"floatPlaceholder": false})),
        (
            "config.floatPlaceholder".into(),
            r#"unknown option (did you mean "floatPlaceholders"?)"#.into()
        )
    );
    assert_eq!(
        err(json!({"presets": {"p": 1}})),
        (
            "config.presets.p".into(),
            "expected an object, found a number".into()
        )
    );
    assert_eq!(
        err(json!({"addClasses": []})),
        (
            "config.addClasses".into(),
            "expected an object, found an array".into()
        )
    );
}

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i32>().prop_map(Value::from),
        "\\PC{0,6}".prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 32, 6, |inner| {
        let key = prop_oneof![
            prop::sample::select(
                &[
                    "endpoints",
                    "attachment",
                    "url",
                    "method",
                    "languages",
                    "validateOn",
                    "size",
                    "presets",
                    "addClasses"
                ][..]
            )
            .prop_map(String::from),
            "[a-z]{0,6}",
        ];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec((key, inner), 0..6)
                .prop_map(|p| Value::Object(p.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_json_never_panics(value in arbitrary_json()) {
        match FormConfig::from_value(&value) {
            Ok(c) => prop_assert_eq!(FormConfig::from_value(&c.to_value()), Ok(c)),
            Err(e) => prop_assert!(e.path.starts_with("config"), "{}", e),
        }
    }
}

/// The reference's config keys (`vueform-behaviour.md` §8) that yewform refuses are refused
/// with an error, never ignored, and docs/differences.md names each with what takes its
/// place, so a config written from the reference's documentation is explained (audit 5 of
/// the form level, 9).
#[test]
fn every_refused_reference_config_key_is_an_error_named_in_differences_md() {
    use yewform_core::config::FormConfig;
    let refused = [
        "displayMessages",
        "classHelpers",
        "scrollToInvalid",
        "scrollOnNext",
        "rules",
        "locales",
        "forceNumbers",
        "operators",
        "expression",
        "expressionDebug",
        "formData",
        "beforeSend",
        "axios",
        "sanitize",
        "sanitizeOptions",
        "theme",
        "locationProvider",
    ];
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/differences.md");
    let doc = std::fs::read_to_string(path).expect("docs/differences.md");
    let form = doc
        .split("\n## Form\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a Form section");
    for key in refused {
        let error = FormConfig::from_value(&serde_json::json!({ key: false }))
            .expect_err(key)
            .to_string();
        assert!(error.contains(key), "{key}: {error}");
        assert!(
            form.contains(&format!("`{key}`")),
            "differences.md's Form section names `{key}`"
        );
    }
}
