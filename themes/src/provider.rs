//! [`ThemeProvider`]: provides a [`ThemeContext`] and injects the theme's CSS once.

use serde_json::Value;
use stylist::StyleSource;
use stylist::yew::Global;
use yew::prelude::*;

use crate::{
    Theme, ThemeAction, ThemeContext, ThemeKind, ThemeStyle, rules_sheet, variables_sheet,
};

/// Props of [`ThemeProvider`].
#[derive(Debug, Properties, PartialEq)]
pub struct ThemeProviderProps {
    /// The content that reads the theme with [`use_theme`](crate::use_theme).
    #[prop_or_default]
    pub children: Html,
    /// The colour set; [`ThemeKind::System`] follows `prefers-color-scheme`.
    #[prop_or(ThemeKind::System)]
    pub kind: ThemeKind,
    /// Classes deep-merged over the default class map (see
    /// [`merge_class_map`](crate::merge_class_map)), e.g.
    /// `{"SelectElement": {"select": {"option": "my-option"}}}`.
    #[prop_or_default]
    pub class_map_overrides: Option<Value>,
    /// Which class map the overrides merge over ([`ThemeStyle`]: default, Tailwind,
    /// Bootstrap); `None` takes the enclosing provider's (the default without one). The
    /// Tailwind and Bootstrap styles need their framework's CSS and
    /// [`ThemeStyle::extra_css`] in the page.
    #[prop_or_default]
    pub style: Option<ThemeStyle>,
}

/// Provides the theme to its children and injects its CSS into the document with stylist's
/// [`Global`]: the component rules and columns ([`rules_sheet`]) once, and the custom
/// properties of the kind ([`variables_sheet`]), which alone is swapped when the kind
/// changes. Nested providers with the same kind share the `<style>` elements, because
/// stylist registers a sheet once.
///
/// [`ThemeContext::set`] switches the kind at runtime; a change of the `kind` or
/// `class_map_overrides` props replaces the theme (the props win over an earlier `set`).
///
/// ```no_run
/// use serde_json::json;
/// use yew::prelude::*;
/// use yewform_themes::{ThemeKind, ThemeProvider};
///
/// #[component]
/// fn App() -> Html {
///     let overrides = json!({"Form": {"submit": "yf-submit my-submit"}});
///     html! {
///         <ThemeProvider kind={ThemeKind::Light} class_map_overrides={Some(overrides)}>
///             <p>{ "form goes here" }</p>
///         </ThemeProvider>
///     }
/// }
/// ```
#[component]
pub fn ThemeProvider(props: &ThemeProviderProps) -> Html {
    let ThemeProviderProps {
        children,
        kind,
        class_map_overrides,
        style,
    } = props;
    let parent = use_context::<ThemeContext>();
    let style = style
        .or(parent.map(|parent| parent.style))
        .unwrap_or_default();

    let theme = {
        let kind = *kind;
        let overrides = class_map_overrides.clone();
        use_reducer(move || Theme::with_style(kind, style, overrides.as_ref()))
    };

    {
        let theme = theme.clone();
        let applied = use_mut_ref(|| (*kind, class_map_overrides.clone(), style));
        use_effect_with((*kind, class_map_overrides.clone(), style), move |deps| {
            let mut applied = applied.borrow_mut();
            if *applied != *deps {
                *applied = deps.clone();
                let (kind, overrides, style) = deps;
                theme.dispatch(ThemeAction::Replace(Theme::with_style(
                    *kind,
                    *style,
                    overrides.as_ref(),
                )));
            }
        });
    }

    let variables = use_memo(theme.kind, |kind| StyleSource::from(variables_sheet(*kind)));
    let rules = use_memo((), |()| StyleSource::from(rules_sheet()));
    let context = ThemeContext::new(theme);

    html! {
        <ContextProvider<ThemeContext> {context}>
            <Global css={(*rules).clone()} />
            <Global css={(*variables).clone()} />
            { children.clone() }
        </ContextProvider<ThemeContext>>
    }
}
