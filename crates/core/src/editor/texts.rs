//! The editor's localized texts, all from the locale tables ([`crate::locale::tables`]).

use crate::locale::translate;
use crate::schema::{Choice, EditorTool};

/// The key of the tool bar's accessible name (`"Formatting"`, `"Werkzeuge"`).
pub const TOOLBAR: &str = "editor.toolbar";
/// The key of the file picker's accessible name.
pub const ATTACH_FILES: &str = "editor.attachFiles";
/// The key of the text shown while an attachment uploads.
pub const UPLOADING: &str = "editor.uploading";
/// The key of the link tool's question.
pub const URL_PROMPT: &str = "editor.urlPlaceholder";

/// The editor text `key` in `locale`, else in `fallback`, else in English; the key itself
/// when no table has it.
///
/// ```
/// use yewform_core::editor::texts::{text, UPLOADING};
/// # #[cfg(feature = "locale-de")]
/// assert_eq!(text("de", "en", UPLOADING), "Wird hochgeladen…");
/// assert_eq!(text("xx", "yy", UPLOADING), "Uploading…");
/// assert_eq!(text("en", "en", "editor.none"), "editor.none");
/// ```
#[must_use]
pub fn text<'a>(locale: &str, fallback: &str, key: &'a str) -> &'a str {
    translate(locale, fallback, key).unwrap_or(key)
}

/// The label of each tool, in [`EditorTool::ALL`] order (`editor.tools.<tool>`).
///
/// ```
/// use yewform_core::editor::texts::tool_labels;
/// let labels = tool_labels("de", "en");
/// # #[cfg(feature = "locale-de")]
/// assert_eq!(labels.first().map(String::as_str), Some("Fett"));
/// assert_eq!(labels.len(), 14);
/// ```
#[must_use]
pub fn tool_labels(locale: &str, fallback: &str) -> Vec<String> {
    EditorTool::ALL
        .iter()
        .map(|tool| {
            let key = tool.locale_key();
            match translate(locale, fallback, &key) {
                Some(label) => label.to_string(),
                None => tool.as_str().to_string(),
            }
        })
        .collect()
}

/// The tool bar's accessible name: `"<label>: <tools word>"`, or the word alone without a
/// label.
///
/// ```
/// use yewform_core::editor::texts::toolbar_label;
/// assert_eq!(toolbar_label(Some("Article"), "en", "en"), "Article: Formatting");
/// # #[cfg(feature = "locale-de")]
/// assert_eq!(toolbar_label(None, "de", "en"), "Werkzeuge");
/// ```
#[must_use]
pub fn toolbar_label(label: Option<&str>, locale: &str, fallback: &str) -> String {
    let word = text(locale, fallback, TOOLBAR);
    match label {
        Some(label) => format!("{label}: {word}"),
        None => word.to_string(),
    }
}

/// The text of an attachment while it uploads: its progress bar's accessible name and its
/// caption.
///
/// ```
/// use yewform_core::editor::texts::uploading;
/// assert_eq!(
///     uploading("a.png", "en", "en"),
///     ("a.png Uploading…".to_string(), "a.png — Uploading…".to_string()),
/// );
/// ```
#[must_use]
pub fn uploading(name: &str, locale: &str, fallback: &str) -> (String, String) {
    let word = text(locale, fallback, UPLOADING);
    (format!("{name} {word}"), format!("{name} — {word}"))
}
