//! The frame around an element's field (label, info, description, error): which of its parts
//! the field's ARIA attributes name. Every element view (native select, dropdown, editor)
//! asks this one place.
//!
//! ```
//! use yewform_core::layout::FrameShows;
//! let shows = FrameShows { label: true, description: true, info: true, error: true };
//! assert_eq!(shows.labelled_by(), Some("label"));
//! assert_eq!(shows.described_by(), ["description", "info"]);
//! assert_eq!(shows.error_message(true), Some("error"));
//! assert_eq!(shows.error_message(false), None);
//! ```

/// What an element's frame shows, as far as the field's ARIA attributes care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameShows {
    /// A label box is rendered (a label text or slot, or the config's `forceLabels`).
    pub label: bool,
    /// A description (text or slot).
    pub description: bool,
    /// An info tooltip (text or slot).
    pub info: bool,
    /// Errors are displayed (see [`FrameShows::errors_displayed`]).
    pub error: bool,
}

impl FrameShows {
    /// Whether an element renders a label box: a label text, a label slot, or the config's
    /// `forceLabels`.
    #[must_use]
    pub fn has_label(label: bool, slot: bool, force_labels: bool) -> bool {
        label || slot || force_labels
    }

    /// Whether an element's errors are displayed: the config's `displayErrors` and the
    /// element's own both allow it.
    #[must_use]
    pub fn errors_displayed(config: bool, element: bool) -> bool {
        config && element
    }

    /// The part `aria-labelledby` names: the label, when there is a label box.
    #[must_use]
    pub fn labelled_by(self) -> Option<&'static str> {
        self.label.then_some("label")
    }

    /// The parts `aria-describedby` names, in order: the description, then the info.
    #[must_use]
    pub fn described_by(self) -> Vec<&'static str> {
        // Pushes, not a flatten collected (issue 15: adapters cost wasm).
        let mut parts = Vec::new();
        if self.description {
            parts.push("description");
        }
        if self.info {
            parts.push("info");
        }
        parts
    }

    /// The part `aria-errormessage` names: the error, while the element is `invalid` and its
    /// errors are displayed.
    #[must_use]
    pub fn error_message(self, invalid: bool) -> Option<&'static str> {
        (invalid && self.error).then_some("error")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_follow_what_shows() {
        let none = FrameShows::default();
        assert_eq!(none.labelled_by(), None);
        assert!(none.described_by().is_empty());
        assert_eq!(none.error_message(true), None);
        let info = FrameShows { info: true, ..none };
        assert_eq!(info.described_by(), ["info"]);
        assert!(FrameShows::has_label(false, false, true));
        assert!(!FrameShows::has_label(false, false, false));
        assert!(!FrameShows::errors_displayed(true, false));
        assert!(FrameShows::errors_displayed(true, true));
    }
}
