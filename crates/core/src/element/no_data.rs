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

    /// Why elements of this kind have no disabled state, or `None` when they have one:
    /// an object and a group (the reference gives them no `disabled` and no `isDisabled`:
    /// disable their children), a static (it cannot be disabled) and a hidden element (the
    /// reference's has no `disable()`: its input is always posted). The schema refuses
    /// their `disabled` option with this reason, and `disable()`/`enable()` refuse with it
    /// ([`ElementError::NoDisabledState`](super::ElementError::NoDisabledState)).
    ///
    /// ```
    /// use yewform_core::element::ElementKind;
    /// assert!(ElementKind::Select.no_disabled_state().is_none());
    /// assert_eq!(
    ///     ElementKind::Static.no_disabled_state(),
    ///     Some("a static has no \"disabled\" option (it cannot be disabled)")
    /// );
    /// ```
    #[must_use]
    pub const fn no_disabled_state(self) -> Option<&'static str> {
        match self {
            Self::Static => Some("a static has no \"disabled\" option (it cannot be disabled)"),
            #[cfg(feature = "text-family")]
            Self::Hidden => Some(
                "a hidden element has no \"disabled\" option (it cannot be disabled: its value is always posted)",
            ),
            #[cfg(feature = "nested")]
            Self::Object => Some("an object has no \"disabled\" option (disable its children)"),
            #[cfg(feature = "group")]
            Self::Group => Some("a group has no \"disabled\" option (disable its children)"),
            _ => None,
        }
    }
}
