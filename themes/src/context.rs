//! [`ThemeContext`]: the handle [`use_theme`](crate::use_theme) returns.

use std::ops::Deref;

use yew::UseReducerHandle;

use crate::{Theme, ThemeAction, ThemeKind};

/// The current [`Theme`] plus a way to switch its [`ThemeKind`]. Derefs to [`Theme`].
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_themes::{ThemeKind, use_theme};
///
/// #[component]
/// fn DarkToggle() -> Html {
///     let theme = use_theme();
///     let onclick = {
///         let theme = theme.clone();
///         Callback::from(move |_| {
///             let next = if theme.kind() == ThemeKind::Dark { ThemeKind::Light } else { ThemeKind::Dark };
///             theme.set(next);
///         })
///     };
///     html! { <button {onclick}>{ theme.kind().as_str() }</button> }
/// }
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct ThemeContext {
    inner: UseReducerHandle<Theme>,
}

impl ThemeContext {
    /// Wraps a reducer handle (what [`ThemeProvider`](crate::ThemeProvider) does).
    pub fn new(inner: UseReducerHandle<Theme>) -> Self {
        ThemeContext { inner }
    }

    /// Switches the colour set; every component under the provider re-renders with it, and
    /// the provider swaps the injected CSS.
    pub fn set(&self, kind: ThemeKind) {
        self.inner.dispatch(ThemeAction::SetKind(kind));
    }

    /// Replaces the whole theme (kind and class map).
    pub fn replace(&self, theme: Theme) {
        self.inner.dispatch(ThemeAction::Replace(theme));
    }

    /// The active colour set.
    pub fn kind(&self) -> ThemeKind {
        self.inner.kind
    }

    /// The current theme.
    pub fn theme(&self) -> &Theme {
        &self.inner
    }
}

impl Deref for ThemeContext {
    type Target = Theme;

    fn deref(&self) -> &Theme {
        &self.inner
    }
}
