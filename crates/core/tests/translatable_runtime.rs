//! A translatable element (t-editor, t-text) after it was built: rules set at run time get
//! the schema's checks, an `update`/`load` of a language that is not shown revalidates it,
//! a value's keys outside the form's languages, and `is_required` in the element's language.

#![cfg(feature = "editor")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::ElementSetup;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormError, FormState};
use yewform_core::rules::parse_rules;
use yewform_core::schema::{ElementSchema, FormSchema};

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config =
        FormConfig::from_value(&json!({"languages": {"en": "English", "fr": "French"}})).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::EPOCH).unwrap()
}

fn required_editor() -> FormState {
    form(json!({"bio": {"type": "t-editor", "label": "Bio", "rules": "required"}}))
}

/// The old rules still run: the empty editor fails in both languages.
fn assert_still_required(f: &mut FormState) {
    f.validate_all();
    assert_eq!(
        f.errors("bio"),
        vec![
            "The Bio field is required. (English)",
            "The Bio field is required. (French)"
        ]
    );
    assert!(f.form_invalid());
}

fn schema_error(r: Result<impl std::fmt::Debug, FormError>) -> String {
    match r {
        Err(FormError::Schema(e)) => e.to_string(),
        other => panic!("expected a schema error, got {other:?}"),
    }
}

/// F1a: a typo in a language key given to `set_rules` would leave the element without a
/// `required` rule in every language (the form submits empty): refused as the schema
/// refuses it, and the old rules stay.
#[test]
fn set_rules_refuses_an_unknown_language() {
    let mut f = required_editor();
    let err = schema_error(f.set_rules("bio", json!({"EN": "required"})));
    assert_eq!(
        err,
        "schema.bio.rules.EN: unknown language \"EN\": the form's languages are en, fr"
    );
    f.apply("bio", ElementAction::ReinitValidation).unwrap();
    assert_still_required(&mut f);
}

/// F1b: the same typo through `update_schema_element` (an inline element's changed `rules`
/// prop): refused, nothing changes.
#[test]
fn update_schema_element_refuses_an_unknown_language() {
    let mut f = required_editor();
    let entry = ElementSchema::from_owned(
        "bio",
        json!({"type": "t-editor", "label": "Bio", "rules": {"EN": "required"}}),
    )
    .unwrap();
    let err = schema_error(f.update_schema_element("bio", entry));
    assert_eq!(
        err,
        "schema.bio.rules.EN: unknown language \"EN\": the form's languages are en, fr"
    );
    assert_still_required(&mut f);
}

/// F1c: rules per language on a select would check `value["en"]` of a string, so
/// `required` fails whatever the user chose: `set_rules` refuses them as the schema does.
#[test]
fn set_rules_refuses_per_language_rules_on_a_select() {
    let mut f = form(json!({"city": {"type": "select", "items": ["a", "b"], "label": "City"}}));
    let err = schema_error(f.set_rules("city", json!({"en": "required"})));
    assert!(
        err.starts_with(
            "schema.city.rules: rules per language (an object) need a translatable element"
        ),
        "{err}"
    );
    f.apply("city", ElementAction::ReinitValidation).unwrap();
    f.set_value("city", json!("a")).unwrap();
    f.validate_all();
    assert!(f.errors("city").is_empty() && !f.form_invalid());
    // Rules for every language, and an empty object, are still taken.
    f.set_rules("city", json!("required")).unwrap();
    f.set_rules("city", json!({})).unwrap();
}

/// F1c, the rest of the family: a t-text takes rules per language, a text does not.
#[cfg(feature = "text")]
#[test]
fn set_rules_per_language_follows_the_element_type() {
    let mut f = form(json!({"t": {"type": "t-text"}, "s": {"type": "text"}}));
    f.set_rules("t", json!({"fr": "required"})).unwrap();
    let err = schema_error(f.set_rules("s", json!({"fr": "required"})));
    assert!(
        err.starts_with("schema.s.rules: rules per language"),
        "{err}"
    );
    let err = schema_error(f.set_rules("t", json!({"de": "required"})));
    assert!(
        err.starts_with("schema.t.rules.de: unknown language"),
        "{err}"
    );
}

/// F1: `add_element_with` (an element built in code) gets the same check.
#[test]
fn add_element_with_refuses_per_language_rules_on_a_single_value() {
    let mut f = FormState::new(vec![("en".into(), "English".into())], "en".into());
    let rules = parse_rules(&json!({"en": "required"})).unwrap();
    let err = schema_error(f.add_element_with(
        ElementSetup::new("city"),
        rules,
        Default::default(),
        Default::default(),
        &json!({}),
    ));
    assert!(
        err.starts_with("schema.city.rules: rules per language"),
        "{err}"
    );
    assert!(f.el("city").is_none());
}

/// F2: after `validate()`, the element's own `update` of the language that is not shown
/// checks that language again, as the form's `update` does: the French entry now filled
/// shows no stale "required".
#[test]
fn element_update_of_another_language_revalidates_it() {
    let mut f = required_editor();
    f.apply("bio", ElementAction::Update(json!("<p>x</p>")))
        .unwrap();
    f.validate_all();
    assert_eq!(f.errors("bio"), vec!["The Bio field is required. (French)"]);
    f.apply("bio", ElementAction::Update(json!({"fr": "<p>y</p>"})))
        .unwrap();
    assert_eq!(f.data()["bio"], json!({"en": "<p>x</p>", "fr": "<p>y</p>"}));
    assert!(
        f.errors("bio").is_empty() && !f.invalid("bio"),
        "fr is filled but still shows {:?}",
        f.errors("bio")
    );
    // Emptied again from code: the failure comes back.
    f.apply("bio", ElementAction::Update(json!({"fr": ""})))
        .unwrap();
    assert_eq!(f.errors("bio"), vec!["The Bio field is required. (French)"]);
}

/// F2 through `load`, and a language never validated stays unvalidated.
#[test]
fn element_load_revalidates_validated_languages_only() {
    let mut f = required_editor();
    f.apply("bio", ElementAction::Update(json!("<p>x</p>")))
        .unwrap();
    f.validate_all();
    f.apply(
        "bio",
        ElementAction::Load(json!({"en": "<p>x</p>", "fr": "<p>y</p>"}), false),
    )
    .unwrap();
    assert!(f.errors("bio").is_empty(), "{:?}", f.errors("bio"));

    // Only the shown language validated (a user's edit): `fr` is checked when it is.
    let mut g = required_editor();
    g.set_value("bio", json!("<p>x</p>")).unwrap();
    g.apply("bio", ElementAction::Update(json!({"fr": ""})))
        .unwrap();
    assert!(g.errors("bio").is_empty(), "{:?}", g.errors("bio"));
    let v = g.validation("bio").unwrap();
    assert!(v.language_validated("en") && !v.language_validated("fr"));
}

/// F3: a value's entry keyed by a language the form does not have (from a default, `update`
/// or `load`) is kept as given and sent, as the reference's `{...nullValue, ...obj}`: it is
/// not shown, and not validated (the user could not fix what it fails), so it never blocks
/// the form. docs/differences.md, "Editor and texts".
#[test]
fn an_entry_in_a_language_the_form_lacks_is_kept_and_not_validated() {
    let mut f = form(json!({"bio": {"type": "t-editor", "rules": "max:20",
        "default": {"de": "Hallo, das ist viel zu lang", "fr": "Salut"}}}));
    assert_eq!(
        f.request_data()["bio"],
        json!({"en": null, "fr": "<div>Salut</div>", "de": "<div>Hallo, das ist viel zu lang</div>"})
    );
    f.validate_all();
    assert!(!f.form_invalid(), "{:?}", f.errors("bio"));
    f.apply("bio", ElementAction::Update(json!({"it": "<p>Ciao</p>"})))
        .unwrap();
    f.apply(
        "bio",
        ElementAction::Load(json!({"es": "<p>Hola</p>"}), false),
    )
    .unwrap();
    assert_eq!(
        f.request_data()["bio"],
        json!({"en": null, "fr": null, "es": "<p>Hola</p>"})
    );
}

/// F4: the `*` and `aria-required` follow the language whose error the element shows: its
/// own (`SetLanguage`), not the form's.
#[test]
fn is_required_follows_the_elements_language() {
    let mut f =
        form(json!({"bio": {"type": "t-editor", "label": "Bio", "rules": {"fr": "required"}}}));
    assert!(!f.is_required("bio"));
    f.apply("bio", ElementAction::SetLanguage("fr".into()))
        .unwrap();
    f.set_value("bio", json!("")).unwrap();
    assert_eq!(
        f.error("bio").as_deref(),
        Some("The Bio field is required.")
    );
    assert!(f.is_required("bio"));
    f.apply("bio", ElementAction::SetLanguage("en".into()))
        .unwrap();
    assert!(!f.is_required("bio"));
}

/// F5 (guide 2): `min`/`max` on an editor count its HTML: a typed "a" is `<div>a</div>`,
/// 12 characters, so `min:3` takes it; the guide's example requires the text and caps it.
#[test]
fn editor_rules_count_the_html_the_guide_example() {
    use yewform_core::sanitize::editor_output;
    let typed = editor_output("a");
    assert_eq!(typed, "<div>a</div>");
    let mut f = form(json!({"note": {"type": "t-editor", "label": "Note",
        "rules": {"en": ["min:12"], "fr": ["min:13"]}}}));
    f.apply(
        "note",
        ElementAction::Load(json!({"en": typed, "fr": typed}), false),
    )
    .unwrap();
    f.validate_all();
    assert_eq!(
        f.errors("note"),
        vec!["The Note must be at least 13 characters. (French)"]
    );
    // The guide's rules: English required, both capped.
    let mut g = form(json!({"note": {"type": "t-editor", "label": "Note",
        "rules": {"en": ["required", "max:2000"], "fr": ["max:2000"]}}}));
    g.validate_all();
    assert_eq!(
        g.errors("note"),
        vec!["The Note field is required. (English)"]
    );
    g.set_value("note", json!(editor_output("Hello"))).unwrap();
    g.validate_all();
    assert!(g.errors("note").is_empty() && !g.form_invalid());
}
