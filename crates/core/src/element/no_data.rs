//! Elements without data (a static, a button): the form leaves them out of `data`,
//! `request_data`, `load`, `update`, `reset`, `clear` and `validate`.

use super::setup::ElementKind;

impl ElementKind {
    /// Whether elements of this kind have a value: `false` for
    /// [`Static`](Self::Static) and [`Button`](Self::Button). Such an element's `data` and
    /// `request_data` are `{}`, and `update`, `load`, `clear` and `reset` change nothing
    /// and emit no event (the reference's `isStatic`).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::element::{ElementKind, ElementSetup, ElementState};
    /// assert!(ElementKind::Select.has_data());
    /// let mut button = ElementState::new(ElementSetup::new("go").with_kind(ElementKind::Button), None);
    /// assert!(button.update(json!("x")).is_empty() && button.reset().is_empty());
    /// assert_eq!(button.data(), json!({}));
    /// ```
    #[must_use]
    pub const fn has_data(self) -> bool {
        !matches!(self, Self::Static | Self::Button)
    }
}
