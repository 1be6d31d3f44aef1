//! Built-in strings, placeholders and localizable values as a user sees them.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::locale::{Localizable, available_locales, format, translate};
use yewform_core::schema::{Choice, EditorTool};

#[test]
fn english_strings() {
    assert_eq!(
        translate("en", "en", "multiselect.noOptions"),
        Some("The list is empty")
    );
    assert_eq!(
        translate("en", "en", "multiselect.noResults"),
        Some("No options found")
    );
    assert_eq!(
        translate("en", "en", "defaultMessage"),
        Some("Invalid field")
    );
    assert_eq!(translate("en", "en", "select.clear"), Some("Clear :label"));
    assert_eq!(translate("en", "en", "select.loading"), Some("Loading…"));
    assert_eq!(translate("en", "en", "languages.label"), Some("Language"));
}

#[cfg(feature = "locale-de")]
#[test]
fn german_strings() {
    assert_eq!(
        translate("de", "en", "multiselect.noOptions"),
        Some("Die Liste ist leer")
    );
    assert_eq!(
        translate("de", "en", "multiselect.noResults"),
        Some("Keine Optionen gefunden")
    );
    assert_eq!(translate("de", "en", "languages.label"), Some("Sprache"));
    assert_eq!(translate("de", "en", "editor.tools.bold"), Some("Fett"));
    let results = translate("de", "en", "select.results").unwrap();
    assert_eq!(
        format(results, &[("count", "4".to_string())]),
        "4 Ergebnisse verfügbar"
    );
}

#[test]
fn the_extensions_typo_of_the_reference_is_fixed() {
    let text = translate("en", "en", "editor.acceptedExtensionsError").unwrap();
    assert_eq!(
        format(text, &[("extensions", "pdf, png".into())]),
        "Accepted extensions are: pdf, png"
    );
    let text = translate("en", "en", "editor.acceptedMimesError").unwrap();
    assert_eq!(
        format(text, &[("mimes", "image/png".into())]),
        "Accepted mimes are: image/png"
    );
}

#[test]
fn every_editor_tool_and_editor_text_has_a_label() {
    // `de` with the `locale-de` feature.
    let locales = available_locales();
    assert_eq!(locales.contains(&"de"), cfg!(feature = "locale-de"));
    for tool in EditorTool::ALL {
        for locale in &locales {
            let label = translate(locale, "xx", &tool.locale_key());
            assert!(label.is_some_and(|l| !l.is_empty()), "{locale} {tool}");
        }
    }
    for key in [
        "editor.attachFiles",
        "editor.uploading",
        "editor.remove",
        "editor.url",
        "editor.urlPlaceholder",
    ] {
        for locale in &locales {
            assert!(translate(locale, "xx", key).is_some(), "{locale} {key}");
        }
    }
    #[cfg(feature = "locale-de")]
    assert_ne!(
        translate("de", "en", "editor.tools.undo"),
        translate("en", "en", "editor.tools.undo")
    );
}

#[test]
fn unknown_locale_uses_the_fallback_then_english_and_unknown_key_is_none() {
    #[cfg(feature = "locale-de")]
    assert_eq!(
        translate("fr", "de", "multiselect.noOptions"),
        Some("Die Liste ist leer")
    );
    // Neither has a built-in table: English, never a raw key.
    assert_eq!(
        translate("fr", "it", "multiselect.noOptions"),
        Some("The list is empty")
    );
    assert_eq!(translate("de", "en", "validation.required"), None);
}

#[test]
fn localizable_lookup_order() {
    let text =
        Localizable::from_value(&json!({"FR": "Pays", "en": "Country", "DE": "Land"})).unwrap();
    assert_eq!(text.resolve("de", "en"), "Land", "upper-case locale");
    assert_eq!(text.resolve("en", "de"), "Country", "exact locale");
    assert_eq!(text.resolve("it", "en"), "Country", "fallback");
    assert_eq!(text.resolve("it", "de"), "Land", "upper-case fallback");
    assert_eq!(text.resolve("it", "es"), "Pays", "first key");
    assert_eq!(Localizable::ByLocale(vec![]).resolve("de", "en"), "");
    assert_eq!(Localizable::from("Same").resolve("de", "en"), "Same");
}

#[test]
fn localizable_serde() {
    let text: Localizable = serde_json::from_value(json!({"en": "A", "de": "B"})).unwrap();
    assert_eq!(
        serde_json::to_value(&text).unwrap(),
        json!({"en": "A", "de": "B"})
    );
    let err = serde_json::from_value::<Localizable>(json!([1])).unwrap_err();
    assert!(err.to_string().contains("found an array"), "{err}");
}

/// A regional locale (`de-AT`) finds the app's `de` texts as the built-in tables find `de`:
/// labels, per-locale messages and the rule messages read German together, not German
/// built-ins beside English labels.
#[cfg(all(feature = "locale-de", feature = "rules"))]
#[test]
fn a_regional_locale_reads_the_apps_texts_of_its_language() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;
    let text = Localizable::from_value(&json!({"en": "Country", "de": "Land"})).unwrap();
    assert_eq!(text.resolve("de-AT", "en"), "Land");
    assert_eq!(text.resolve("de_at", "en"), "Land");
    assert_eq!(
        text.resolve("fr-CA", "en"),
        "Country",
        "no fr: the fallback"
    );
    let schema = FormSchema::from_value(&json!({
        "country": {"type": "select", "label": {"en": "Country", "de": "Land"}, "rules": "required"},
        "city": {"type": "select", "rules": "required",
                 "messages": {"required": {"en": "Needed", "de": "Nötig"}}}
    }))
    .unwrap();
    let config = FormConfig::from_value(&json!({"locale": "de-AT"})).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut f = FormState::from_schema(&schema, &config, &json!({}), today).unwrap();
    f.validate_all();
    assert_eq!(f.errors("city"), ["Nötig"]);
    assert!(
        f.errors("country")[0].contains("Land"),
        "{:?}",
        f.errors("country")
    );
}

/// Every per-locale lookup finds a regional locale's language and an upper-case key the same
/// way: a static's `content` with expressions, a computed text's `expression`, a text's
/// per-locale `default` and a label keyed `DE` (audit 14, finding 2).
#[cfg(all(
    feature = "locale-de",
    feature = "static",
    feature = "text",
    feature = "expressions"
))]
#[test]
fn a_regional_locale_reads_every_per_locale_text_of_its_language() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;
    let upper = Localizable::from_value(&json!({"en": "Country", "DE": "Land"})).unwrap();
    assert_eq!(
        upper.resolve("de-AT", "en"),
        "Land",
        "upper-case language key"
    );
    let schema = FormSchema::from_value(&json!({
        "n": {"type": "text", "default": "3"},
        "st": {"type": "static", "content": {"en": "A {n}", "de": "B {n}"}, "expressions": true},
        "stu": {"type": "static", "content": {"en": "A {n}", "DE": "B {n}"}, "expressions": true},
        "calc": {"type": "text", "expression": {"en": "A {n}", "de": "B {n}"}},
        "d": {"type": "text", "default": {"en": "EN", "de": "DE"}},
        "du": {"type": "text", "default": {"en": "EN", "DE": "DE"}}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    for locale in ["de-AT", "DE-AT", "de_at"] {
        let config = FormConfig::from_value(&json!({"locale": locale})).unwrap();
        let f = FormState::from_schema(&schema, &config, &json!({}), today).unwrap();
        for path in ["st", "stu"] {
            let content = f.static_content(path).unwrap();
            assert!(content.contains("B 3"), "{locale} {path}: {content}");
        }
        assert_eq!(f.data()["calc"], json!("B 3"), "{locale}");
        assert_eq!(f.data()["d"], json!("DE"), "{locale}");
        assert_eq!(f.data()["du"], json!("DE"), "{locale}");
    }
}

/// The failed submit's status reads `fallbackLocale` when `locale` has no built-in table,
/// like every other built-in text (it read English).
#[cfg(all(feature = "locale-de", feature = "rules"))]
#[test]
fn the_failed_submit_status_reads_the_fallback_locale() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "select", "rules": "required"},
        "b": {"type": "select", "rules": "required"}
    }))
    .unwrap();
    let config = FormConfig::from_value(&json!({"locale": "fr", "fallbackLocale": "de"})).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    let mut f = FormState::from_schema(&schema, &config, &json!({}), today).unwrap();
    f.validate_all();
    assert_eq!(f.failed_submit().1, "2 Felder müssen korrigiert werden.");
}
