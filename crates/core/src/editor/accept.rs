//! Which attachments the editor accepts (`accept`, `acceptMimes`), and the alert messages
//! for the files it refuses.

use super::texts::text;
use crate::locale::format;

/// What the editor knows about a file before it is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileInfo {
    /// The file name (`report.pdf`).
    pub name: String,
    /// The MIME type the browser gives (`application/pdf`; may be empty).
    pub content_type: String,
    /// The size in bytes.
    pub size: u64,
}

/// The extension of `name` (the text after the last `.`), lower case; `None` without one.
///
/// ```
/// use yewform_core::editor::accept::extension;
/// assert_eq!(extension("a.tar.GZ").as_deref(), Some("gz"));
/// assert_eq!(extension("noext"), None);
/// ```
#[must_use]
pub fn extension(name: &str) -> Option<String> {
    name.rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
        .filter(|ext| !ext.is_empty())
}

/// The alert messages for a file outside `accept_mimes` and/or `accept`, in the reference's
/// order (MIME type first); empty when the file is accepted. An absent or empty list accepts
/// everything. Extensions compare case-insensitively and may be written with a leading dot.
///
/// ```
/// use yewform_core::editor::accept::{refusals, FileInfo};
///
/// let file = FileInfo { name: "a.EXE".into(), content_type: "application/x-msdownload".into(), size: 1 };
/// let accept = vec!["png".to_string(), ".PDF".to_string()];
/// let mimes = vec!["image/png".to_string()];
/// assert_eq!(
///     refusals(&file, Some(&accept), Some(&mimes), "en", "en"),
///     ["Accepted mimes are: image/png", "Accepted extensions are: png, .PDF"],
/// );
/// let png = FileInfo { name: "x.Png".into(), content_type: "image/png".into(), size: 1 };
/// assert!(refusals(&png, Some(&accept), Some(&mimes), "en", "en").is_empty());
/// ```
#[must_use]
pub fn refusals(
    file: &FileInfo,
    accept: Option<&Vec<String>>,
    accept_mimes: Option<&Vec<String>>,
    locale: &str,
    fallback: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(mimes) = accept_mimes.filter(|m| !m.is_empty()) {
        let ok = mimes
            .iter()
            .any(|m| m.trim().eq_ignore_ascii_case(file.content_type.trim()));
        if !ok {
            let message = text(locale, fallback, "editor.acceptedMimesError");
            out.push(format(message, &[("mimes", mimes.join(", "))]));
        }
    }
    if let Some(accept) = accept.filter(|a| !a.is_empty()) {
        let ext = extension(&file.name);
        let ok = ext.as_deref().is_some_and(|ext| {
            accept
                .iter()
                .any(|a| a.trim().trim_start_matches('.').eq_ignore_ascii_case(ext))
        });
        if !ok {
            let message = text(locale, fallback, "editor.acceptedExtensionsError");
            out.push(format(message, &[("extensions", accept.join(", "))]));
        }
    }
    out
}

/// The `accept` attribute of the file picker: the extensions (with a dot) and MIME types.
///
/// ```
/// use yewform_core::editor::accept::input_accept;
/// let png = vec!["png".to_string()];
/// let mimes = vec!["image/png".to_string()];
/// assert_eq!(input_accept(Some(&png), Some(&mimes)).as_deref(), Some(".png,image/png"));
/// assert_eq!(input_accept(None, None), None);
/// ```
#[must_use]
pub fn input_accept(
    accept: Option<&Vec<String>>,
    accept_mimes: Option<&Vec<String>>,
) -> Option<String> {
    let mut parts: Vec<String> = accept
        .into_iter()
        .flatten()
        .map(|a| format!(".{}", a.trim().trim_start_matches('.')))
        .collect();
    parts.extend(
        accept_mimes
            .into_iter()
            .flatten()
            .map(|m| m.trim().to_string()),
    );
    (!parts.is_empty()).then(|| parts.join(","))
}
