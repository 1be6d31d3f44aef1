//! [`use_theme`]: the theme of the nearest [`ThemeProvider`](crate::ThemeProvider).

use serde_json::Value;
use yew::prelude::*;

use crate::{Theme, ThemeContext, ThemeKind, ThemeStyle};

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
    // `Theme::default()`, through the provider's hook so the reducer is instantiated once.
    let fallback = use_theme_state(ThemeKind::Light, ThemeStyle::Default, None);
    provided.unwrap_or_else(|| ThemeContext::new(fallback))
}

/// The theme state of a [`ThemeProvider`](crate::ThemeProvider) (and of [`use_theme`] without
/// one): [`Theme::with_style`] of the first render's arguments, then changed by actions only.
#[hook]
pub(crate) fn use_theme_state(
    kind: ThemeKind,
    style: ThemeStyle,
    overrides: Option<&Value>,
) -> UseReducerHandle<Theme> {
    use_reducer(move || Theme::with_style(kind, style, overrides))
}
