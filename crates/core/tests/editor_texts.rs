//! The editor's texts come from the locale tables (`en`, `de`): tool labels, the tool bar's
//! name, the picker and upload texts. The German ones need the `locale-de` feature.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use yewform_core::editor::texts::{
    ATTACH_FILES, TOOLBAR, URL_PROMPT, text, tool_labels, toolbar_label, uploading,
};
use yewform_core::locale::translate;

#[test]
fn the_toolbar_name_is_in_both_tables() {
    assert_eq!(translate("en", "en", TOOLBAR), Some("Formatting"));
    #[cfg(feature = "locale-de")]
    assert_eq!(translate("de", "de", TOOLBAR), Some("Werkzeuge"));
}

#[cfg(feature = "locale-de")]
#[test]
fn german_tool_names_and_toolbar_name() {
    let labels = tool_labels("de", "en");
    assert_eq!(labels.len(), 14);
    assert_eq!(
        labels,
        [
            "Fett",
            "Kursiv",
            "Durchgestrichen",
            "Link",
            "Überschrift",
            "Zitat",
            "Code",
            "Aufzählung",
            "Nummerierte Liste",
            "Einzug verkleinern",
            "Einzug vergrößern",
            "Dateien anhängen",
            "Rückgängig",
            "Wiederholen",
        ]
    );
    assert_eq!(
        toolbar_label(Some("Artikel"), "de", "en"),
        "Artikel: Werkzeuge"
    );
    assert_eq!(toolbar_label(None, "de-AT", "en"), "Werkzeuge");
}

#[test]
fn english_tool_names_and_toolbar_name() {
    let labels = tool_labels("en", "en");
    assert_eq!(labels[0], "Bold");
    assert_eq!(labels[13], "Redo");
    assert_eq!(
        toolbar_label(Some("Article"), "en", "en"),
        "Article: Formatting"
    );
    // An unknown locale uses the fallback's table, then English.
    #[cfg(feature = "locale-de")]
    assert_eq!(toolbar_label(None, "fr", "de"), "Werkzeuge");
    assert_eq!(toolbar_label(None, "fr", "xx"), "Formatting");
    assert_eq!(tool_labels("fr", "xx")[0], "Bold");
}

#[cfg(feature = "locale-de")]
#[test]
fn picker_prompt_and_upload_texts() {
    assert_eq!(text("de", "en", ATTACH_FILES), "Dateien anhängen");
    assert_eq!(text("en", "en", URL_PROMPT), "Enter a URL…");
    assert_eq!(text("de", "en", URL_PROMPT), "URL eingeben…");
    assert_eq!(
        uploading("a.png", "de", "en"),
        (
            "a.png Wird hochgeladen…".to_string(),
            "a.png — Wird hochgeladen…".to_string()
        )
    );
}

/// Without `locale-de` a `de` locale reads the English texts.
#[cfg(not(feature = "locale-de"))]
#[test]
fn picker_prompt_and_upload_texts_in_english_without_locale_de() {
    assert_eq!(text("de", "en", ATTACH_FILES), "Attach files");
    assert_eq!(text("de-AT", "en", URL_PROMPT), "Enter a URL…");
    assert_eq!(
        uploading("a.png", "de", "en"),
        (
            "a.png Uploading…".to_string(),
            "a.png — Uploading…".to_string()
        )
    );
    assert_eq!(toolbar_label(None, "de", "en"), "Formatting");
    assert_eq!(tool_labels("de", "en")[0], "Bold");
}
