//! Whether a submit runs: from the submit event until validation ended (and `on_submit`
//! was called, or the form's status says why not). A submitting `ButtonElement` is loading
//! then, and a second submit (a double click, Enter again) is ignored.

use super::FormHandle;

impl FormHandle {
    /// A submit is running.
    pub fn is_submitting(&self) -> bool {
        self.0.submitting.get()
    }

    /// Starts a submit: `false` (nothing changes) while one runs.
    pub(crate) fn begin_submit(&self) -> bool {
        if self.0.submitting.replace(true) {
            return false;
        }
        self.submitting_changed();
        true
    }

    /// Ends the running submit.
    pub(crate) fn end_submit(&self) {
        if self.0.submitting.replace(false) {
            self.submitting_changed();
        }
    }

    /// Re-renders the views that show the submit: the submitting buttons (none without the
    /// `button` feature).
    #[cfg(not(feature = "button"))]
    fn submitting_changed(&self) {}

    /// Re-renders the views that show the submit: the submitting buttons.
    #[cfg(feature = "button")]
    fn submitting_changed(&self) {
        let paths = self
            .read(|s| {
                let mut paths = Vec::new();
                for path in s.paths() {
                    if let Some(yewform_core::schema::ElementSchema::Button(b)) =
                        s.schema_entry(path)
                    {
                        if b.submits {
                            paths.push(path.to_owned());
                        }
                    }
                }
                paths
            })
            .unwrap_or_default();
        if !paths.is_empty() {
            self.changed(paths.iter().map(String::as_str));
        }
    }
}
