//! The link tool: which typed links are accepted, and what a link edit does.
//!
//! The tool asks for a URL (proposing the link at the selection, else `https://`). A
//! cancelled question changes nothing; an empty answer removes the link; an answer the
//! editor sanitizer's URL rule refuses changes nothing; an accepted URL links the selection,
//! or, at a caret outside any link, is inserted as a link showing its own URL. A selection
//! inside one link (a caret in it, or part of its text) stands for that whole link, as Trix
//! widens it: the answer changes or removes that link.

use crate::sanitize::{Policy, escape_attr, escape_text};

/// What the link question proposes: the link at the selection, else `https://`.
///
/// ```
/// use yewform_core::editor::link::prompt_default;
/// assert_eq!(prompt_default(None), "https://");
/// assert_eq!(prompt_default(Some("/docs")), "/docs");
/// ```
#[must_use]
pub fn prompt_default(existing: Option<&str>) -> &str {
    existing.unwrap_or("https://")
}

/// A link target typed by the user, if it may be used: `http`, `https`, `mailto` or a
/// relative URL (the editor sanitizer's URL rule). Surrounding whitespace is trimmed.
///
/// ```
/// use yewform_core::editor::link::link_target;
/// assert_eq!(link_target(" https://x.test ").as_deref(), Some("https://x.test"));
/// assert_eq!(link_target("mailto:a@b.test").as_deref(), Some("mailto:a@b.test"));
/// assert_eq!(link_target("/docs").as_deref(), Some("/docs"));
/// assert_eq!(link_target("javascript:alert(1)"), None);
/// assert_eq!(link_target("   "), None);
/// ```
#[must_use]
pub fn link_target(input: &str) -> Option<String> {
    let input = input.trim();
    if input.is_empty() {
        return None;
    }
    Policy::editor().check_url(input, false)
}

/// What the link tool does with an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkEdit {
    /// The question was cancelled: nothing changes (the selection stays where it is).
    Cancelled,
    /// An empty answer: remove the link at the selection (`unlink`).
    Unlink,
    /// The URL is refused: nothing changes.
    Refused(String),
    /// A caret outside any link: insert this HTML (a link showing its own URL).
    Insert(String),
    /// Link the selection (or change the link at it) to this URL (`createLink`).
    Create(String),
}

impl LinkEdit {
    /// The edit for `answer` (`None`: cancelled), with the selection `collapsed` (a caret,
    /// or no selection) and `in_link` when the selection is inside a link.
    ///
    /// ```
    /// use yewform_core::editor::link::LinkEdit;
    /// assert_eq!(LinkEdit::decide(None, true, false), LinkEdit::Cancelled);
    /// assert_eq!(LinkEdit::decide(Some(" "), false, true), LinkEdit::Unlink);
    /// assert_eq!(
    ///     LinkEdit::decide(Some("https://x.test"), true, false),
    ///     LinkEdit::Insert("<a href=\"https://x.test\">https://x.test</a>".into()),
    /// );
    /// assert_eq!(
    ///     LinkEdit::decide(Some("https://x.test"), false, false),
    ///     LinkEdit::Create("https://x.test".into()),
    /// );
    /// ```
    #[must_use]
    pub fn decide(answer: Option<&str>, collapsed: bool, in_link: bool) -> LinkEdit {
        let Some(answer) = answer else {
            return LinkEdit::Cancelled;
        };
        if answer.trim().is_empty() {
            return LinkEdit::Unlink;
        }
        let Some(url) = link_target(answer) else {
            return LinkEdit::Refused(answer.to_string());
        };
        if collapsed && !in_link {
            LinkEdit::Insert(format!(
                "<a href=\"{}\">{}</a>",
                escape_attr(&url),
                escape_text(&url)
            ))
        } else {
            LinkEdit::Create(url)
        }
    }
}
