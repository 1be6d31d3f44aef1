//! [`DirtyFlags`]: which parts of the value have been modified.

use super::json_eq::json_equal;
use crate::Value;

/// Dirty state: one flag for a single-language element, one per language otherwise.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct DirtyFlags {
    /// Single-language element modified.
    whole: bool,
    /// Language keys (in the order they became dirty) whose entry was modified.
    languages: Vec<String>,
}

impl DirtyFlags {
    /// Records a change from `old` to `new`. Multilingual: every key whose entry differs (or
    /// that appears or disappears) becomes dirty; a value that is not an object marks the
    /// element dirty as a whole.
    pub(crate) fn mark(&mut self, old: &Value, new: &Value, multilingual: bool) {
        match (multilingual, old, new) {
            (true, Value::Object(o), Value::Object(n)) => {
                for key in o.keys().chain(n.keys()) {
                    let changed = match (o.get(key), n.get(key)) {
                        (Some(before), Some(after)) => !json_equal(before, after),
                        // A key that appears or disappears is a change, even as `null`.
                        _ => true,
                    };
                    if changed && !self.languages.iter().any(|l| l == key) {
                        self.languages.push(key.clone());
                    }
                }
            }
            _ => self.whole = true,
        }
    }

    /// Removes every dirty flag.
    pub(crate) fn clean(&mut self) {
        self.whole = false;
        self.languages.clear();
    }

    /// Modified at all (in any language).
    pub(crate) fn any(&self) -> bool {
        self.whole || !self.languages.is_empty()
    }

    /// Modified in this language (or modified as a whole).
    pub(crate) fn in_language(&self, language: &str) -> bool {
        self.whole || self.languages.iter().any(|l| l == language)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn marks_only_changed_languages() {
        let mut d = DirtyFlags::default();
        d.mark(
            &json!({"en": null, "de": "a"}),
            &json!({"en": "x", "de": "a"}),
            true,
        );
        assert!(d.any());
        assert!(d.in_language("en"));
        assert!(!d.in_language("de"));
        d.mark(&json!({"en": "x"}), &json!({"en": "x", "xx": null}), true);
        assert!(d.in_language("xx"), "a new key counts as a change");
        d.clean();
        assert!(!d.any());
    }

    #[test]
    fn single_language_is_whole() {
        let mut d = DirtyFlags::default();
        d.mark(&json!(1), &json!(2), false);
        assert!(d.any() && d.in_language("anything"));
    }
}
