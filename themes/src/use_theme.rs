//! [`use_theme`]: the theme of the nearest [`ThemeProvider`](crate::ThemeProvider).

use yew::prelude::*;

use crate::{Theme, ThemeContext};

/// The [`ThemeContext`] of the nearest [`ThemeProvider`](crate::ThemeProvider).
///
/// Without a provider it never panics: it answers the default light theme
/// ([`Theme::default`]), held in this component's own state, so `set` still re-renders the
/// calling component with the new kind (but injects no CSS: serve [`css`](crate::css) or
/// add a provider).
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_themes::use_theme;
///
/// #[component]
/// fn ErrorText() -> Html {
///     let theme = use_theme();
///     html! { <div class={theme.class("ElementError", "container").to_string()}>{ "Required" }</div> }
/// }
/// ```
#[hook]
pub fn use_theme() -> ThemeContext {
    let provided = use_context::<ThemeContext>();
    let fallback = use_reducer(Theme::default);
    provided.unwrap_or_else(|| ThemeContext::new(fallback))
}
