//! [`ThemeProvider`]: provides a [`ThemeContext`] and injects the theme's CSS once.

use serde_json::Value;
use stylist::GlobalStyle;
use stylist::manager::StyleManager;
use yew::context::ContextProviderProps;
use yew::prelude::*;
use yew::virtual_dom::VComp;

use crate::use_theme::use_theme_state;
use crate::{
    Theme, ThemeAction, ThemeContext, ThemeKind, ThemeStyle, rules_sheet, variables_sheet,
};

/// A global style registered with a [`StyleManager`] for as long as it lives, what stylist's
/// `Global` component holds (`None` if stylist refused the sheet).
struct Registered(Option<GlobalStyle>);

impl Drop for Registered {
    fn drop(&mut self) {
        if let Some(style) = &self.0 {
            style.unregister();
        }
    }
}

/// Registers the theme's global style while the calling component lives, as stylist's
/// `Global` component does: `Some(kind)` the [`variables_sheet`] of `kind`, `None` the
/// [`rules_sheet`]; registered again only when the manager or `kind` changes. One hook for
/// both sheets, so the code is instantiated once.
#[hook]
fn use_global_sheet(manager: StyleManager, kind: Option<ThemeKind>) {
    use_memo((manager, kind), |(manager, kind)| {
        let sheet = kind.map_or_else(rules_sheet, variables_sheet);
        Registered(GlobalStyle::new_with_manager(sheet, manager.clone()).ok())
    });
}

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

/// Provides the theme to its children and injects its CSS into the document as stylist global
/// styles ([`GlobalStyle`], what stylist's `Global` component registers, with the
/// [`StyleManager`] of an enclosing stylist `ManagerProvider` if any): the component rules and columns ([`rules_sheet`]) once, and the custom
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

    let theme = use_theme_state(*kind, style, class_map_overrides.as_ref());

    // A change of the props replaces the theme: they are compared with the ones the state was
    // last made from, in the render (one hook; no effect with a first-run flag: docs/size.md).
    // The dispatch re-renders the provider, as it did from an effect.
    {
        let last = use_mut_ref(|| (*kind, class_map_overrides.clone(), style));
        let mut last = last.borrow_mut();
        if last.0 != *kind || last.1 != *class_map_overrides || last.2 != style {
            *last = (*kind, class_map_overrides.clone(), style);
            theme.dispatch(ThemeAction::Replace(Theme::with_style(
                *kind,
                style,
                class_map_overrides.as_ref(),
            )));
        }
    }

    let manager = use_context::<StyleManager>().unwrap_or_default();
    use_global_sheet(manager.clone(), None);
    use_global_sheet(manager, Some(theme.kind));
    let context = ThemeContext::new(theme);

    // `<ContextProvider<ThemeContext> {context}>{ children.clone() }</…>` without the
    // macro's extra list around the children.
    let props = ContextProviderProps {
        context,
        children: children.clone(),
    };
    VComp::new::<ContextProvider<ThemeContext>>(std::rc::Rc::new(props), None).into()
}
