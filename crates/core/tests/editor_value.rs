//! What an editor's value may hold: whatever way a value enters a t-editor (default, `load`,
//! `update`, `set_value`), what leaves the form (`data()`, `request_data()`) holds no markup
//! the editor's policy did not clean. An array or an object in a language's entry (or as the
//! value of a single-language editor) is not text the editor can show: it becomes `null`,
//! never kept raw while the surface shows an empty editor.

#![cfg(feature = "editor")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::element::{ElementKind, ElementSetup, ElementState};
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::sanitize::normalize_editor_html;
use yewform_core::schema::FormSchema;

const PAYLOAD: &str = "<img src=x onerror=alert(1)>";

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let config =
        FormConfig::from_value(&json!({"languages": {"en": "English", "de": "Deutsch"}})).unwrap();
    FormState::from_schema(&schema, &config, &json!({}), Date::EPOCH).unwrap()
}

fn single_language_editor() -> ElementState {
    ElementState::new(ElementSetup::new("t").with_kind(ElementKind::TEditor), None)
}

#[test]
fn loaded_arrays_and_objects_become_null_per_language() {
    let mut f = form(json!({"bio": {"type": "t-editor"}}));
    f.load(
        &json!({"bio": {"en": [PAYLOAD], "de": {"x": PAYLOAD}}}),
        false,
    )
    .unwrap();
    assert_eq!(f.data()["bio"], json!({"en": null, "de": null}));
    assert_eq!(f.request_data()["bio"], json!({"en": null, "de": null}));
}

#[test]
fn updated_arrays_and_objects_become_null_numbers_and_booleans_stay_plain_text() {
    let mut f = form(json!({"bio": {"type": "t-editor"}}));
    f.update(&json!({"bio": {"en": 3, "de": true}}));
    assert_eq!(
        f.data()["bio"],
        json!({"en": 3, "de": true}),
        "plain text stays as given"
    );
    f.update(&json!({"bio": {"de": [PAYLOAD]}}));
    assert_eq!(f.data()["bio"], json!({"en": 3, "de": null}));
    f.apply("bio", ElementAction::Update(json!([PAYLOAD])))
        .unwrap();
    assert_eq!(
        f.data()["bio"],
        json!({"en": null, "de": null}),
        "a non-object update sets the current language's entry"
    );
}

#[test]
fn default_arrays_and_objects_become_null() {
    let f = form(json!({"bio": {"type": "t-editor",
        "default": {"en": [PAYLOAD], "de": 5}}}));
    assert_eq!(
        f.data()["bio"],
        json!({"en": null, "de": "<div>5</div>"}),
        "a number default is wrapped plain text, an array no value"
    );
    let f = form(json!({"bio": {"type": "t-editor", "default": {"de": {"x": PAYLOAD}}}}));
    assert_eq!(f.data()["bio"], json!({"en": null, "de": null}));
}

#[test]
fn a_single_language_editor_refuses_arrays_and_objects_too() {
    let mut t = single_language_editor();
    t.load(json!([PAYLOAD]), false).unwrap();
    assert_eq!(t.value(), &Value::Null);
    t.update(json!({"a": PAYLOAD}));
    assert_eq!(t.value(), &Value::Null);
    t.update(json!(7));
    assert_eq!(t.value(), &json!(7));
    t.input(json!([PAYLOAD]));
    assert_eq!(t.value(), &Value::Null);
}

#[test]
fn set_value_cleans_markup_like_load() {
    let clean = normalize_editor_html(PAYLOAD);
    assert!(!clean.contains("onerror"), "{clean}");
    let mut f = form(json!({"bio": {"type": "t-editor"}}));
    f.set_value("bio", json!({"en": PAYLOAD})).unwrap();
    assert_eq!(f.data()["bio"]["en"], json!(clean));
    assert_eq!(f.request_data()["bio"]["en"], json!(clean));
    f.set_value("bio", json!(PAYLOAD)).unwrap();
    assert_eq!(
        f.data()["bio"]["en"],
        json!(clean),
        "a scalar: the current language"
    );
    f.set_value("bio", json!({"de": [PAYLOAD]})).unwrap();
    assert_eq!(f.data()["bio"]["de"], Value::Null);

    let mut t = single_language_editor();
    t.input(json!(PAYLOAD));
    assert_eq!(t.value(), &json!(clean));
}

#[test]
fn set_value_keeps_the_editors_own_output() {
    let emitted = normalize_editor_html("<p>Hi <b>there</b> <a href=\"https://x.test\">x</a></p>");
    assert_eq!(
        normalize_editor_html(&emitted),
        emitted,
        "normalising is idempotent"
    );
    let mut f = form(json!({"bio": {"type": "t-editor"}}));
    f.set_value("bio", json!({"en": emitted.clone(), "de": "Hallo"}))
        .unwrap();
    assert_eq!(f.data()["bio"], json!({"en": emitted, "de": "Hallo"}));
}

/// Audit 8 #1: a typed line with `&`, `<` or `>` survives a save and reload. The surface's
/// output is never ambiguous: a tagless line is emitted in a `<div>` (as the reference's
/// Trix does), so the value read back is HTML and shows the text once.
#[test]
fn typed_text_with_character_references_survives_a_reload() {
    use yewform_core::element::editor_surface_html;
    use yewform_core::sanitize::editor_output;
    // What the browser's surface holds after typing `Tom & Jerry` into an empty editor.
    let emitted = editor_output("Tom &amp; Jerry");
    assert_eq!(emitted, "<div>Tom &amp; Jerry</div>");
    assert_eq!(
        editor_surface_html(Some(&json!(emitted))),
        "<div>Tom &amp; Jerry</div>",
        "shown once, not as &amp;amp;"
    );
    assert_eq!(editor_output("x &lt; y"), "<div>x &lt; y</div>");
    assert_eq!(
        editor_output("<p>Hi</p>"),
        "<p>Hi</p>",
        "markup as normalised"
    );
    assert_eq!(editor_output(""), "", "an empty surface emits nothing");
    assert_eq!(editor_output(&emitted), emitted, "idempotent");
    // The value that goes back in through `load` is kept as is.
    let mut f = form(json!({"bio": {"type": "t-editor"}}));
    f.set_value("bio", json!({"en": emitted.clone()})).unwrap();
    assert_eq!(f.data()["bio"]["en"], json!(emitted));
    // Rules measure the emitted HTML, as the reference measures Trix's `<div>…</div>`.
    assert_eq!(emitted.chars().count(), 26);
}

/// Audit 8 #5: a default starting with `<` but holding no tag is plain text, wrapped and
/// escaped, so value and surface agree.
#[test]
fn a_default_starting_with_lt_but_without_a_tag_is_plain_text() {
    use yewform_core::element::resolve_default;
    let langs = vec!["en".to_string()];
    let v = resolve_default(
        Some(&json!("<3 you")),
        None,
        Some(&langs),
        ElementKind::TEditor,
    );
    assert_eq!(v["en"], json!("<div>&lt;3 you</div>"));
    let v = resolve_default(Some(&json!("<3 you")), None, None, ElementKind::TEditor);
    assert_eq!(v, json!("<div>&lt;3 you</div>"));
    let v = resolve_default(Some(&json!("<b>x</b>")), None, None, ElementKind::TEditor);
    assert_eq!(v, json!("<strong>x</strong>"));
}

/// Audit 11 #3: markup that shows nothing (an empty paragraph, a `<br>`, whitespace or
/// `&nbsp;` only) is an empty editor, as the surface emptied by hand is: the entry is `""`,
/// `required` fails, `empty()` is true. An image counts as content.
#[cfg(feature = "rules")]
#[test]
fn markup_that_shows_nothing_is_an_empty_editor() {
    use yewform_core::element::entered_value;
    assert_eq!(
        entered_value(
            ElementKind::TEditor,
            true,
            json!({"en": "<p><br></p>", "de": "<div> </div>"})
        ),
        json!({"en": "", "de": ""})
    );
    for blank in [
        "<div></div>",
        "<p>&nbsp;</p>",
        "<div><br></div><div><br></div>",
        " <p>\n</p>",
    ] {
        assert_eq!(
            entered_value(ElementKind::TEditor, false, json!(blank)),
            json!(""),
            "{blank}"
        );
    }
    let image = r#"<div><img src="https://example.com/a.png"></div>"#;
    assert_eq!(
        entered_value(ElementKind::TEditor, false, json!(image)),
        json!(image),
        "an image is content"
    );
    let mut f = form(json!({"bio": {"type": "t-editor", "label": "Bio", "rules": "required"}}));
    f.load(&json!({"bio": {"en": "<p><br></p>", "de": null}}), false)
        .unwrap();
    assert_eq!(f.request_data()["bio"], json!({"en": "", "de": null}));
    assert!(f.el("bio").unwrap().empty());
    f.validate_all();
    assert!(
        f.error("bio").is_some(),
        "required fails on an empty-looking editor"
    );
}

/// Audit 18C #3: plain text that is blank (spaces, newlines) shows nothing, so it is an empty
/// editor however it enters (default, `update`, `load`): the entry is `""`, `required` fails,
/// no `<div>  </div>` leaves the form, and the surface shows nothing (the placeholder shows).
#[cfg(feature = "rules")]
#[test]
fn blank_plain_text_is_an_empty_editor() {
    use yewform_core::element::{editor_surface_html, entered_value, resolve_default};
    let langs = vec!["en".to_string(), "de".to_string()];
    assert_eq!(
        resolve_default(Some(&json!("  ")), None, Some(&langs), ElementKind::TEditor),
        json!({"en": "", "de": ""})
    );
    assert_eq!(
        resolve_default(Some(&json!(" \n\t")), None, None, ElementKind::TEditor),
        json!("")
    );
    assert_eq!(
        entered_value(ElementKind::TEditor, true, json!({"en": " ", "de": "\n"})),
        json!({"en": "", "de": ""})
    );
    assert_eq!(
        entered_value(ElementKind::TEditor, false, json!(" x ")),
        json!(" x "),
        "text that shows something stays as given"
    );
    assert_eq!(editor_surface_html(Some(&json!(" \n "))), "");
    assert_eq!(yewform_core::sanitize::wrap_plain_text("  "), "");

    let mut f = form(
        json!({"bio": {"type": "t-editor", "label": "Bio", "rules": "required",
        "default": "  "}}),
    );
    assert_eq!(f.request_data()["bio"], json!({"en": "", "de": ""}));
    assert!(f.el("bio").unwrap().empty());
    f.validate_all();
    assert!(
        f.error("bio").is_some(),
        "required fails on a blank default"
    );

    let mut f = form(json!({"bio": {"type": "t-editor", "rules": "required"}}));
    f.update(&json!({"bio": {"en": "  "}}));
    assert_eq!(f.request_data()["bio"], json!({"en": "", "de": null}));
    f.load(&json!({"bio": {"en": "\n", "de": " "}}), false)
        .unwrap();
    assert_eq!(f.request_data()["bio"], json!({"en": "", "de": ""}));
    f.validate_all();
    assert!(f.error("bio").is_some());
}
