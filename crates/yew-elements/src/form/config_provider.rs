//! [`FormConfigProvider`]: one configuration for every `<Form>` below it.

use yew::prelude::*;
use yewform_core::config::FormConfig;

/// The app-wide configuration a [`FormConfigProvider`] gives every `<Form>` below it that has
/// no `config` of its own.
#[derive(Clone, Debug, PartialEq)]
pub struct FormConfigContext(pub std::rc::Rc<FormConfig>);

/// Props of [`FormConfigProvider`].
#[derive(Properties, PartialEq)]
pub struct FormConfigProviderProps {
    /// The configuration (the `form.config.js` equivalent).
    pub config: FormConfig,
    /// The app, or the part of it whose forms use this configuration.
    pub children: Html,
}

/// Provides one configuration to every `<Form>` below it.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_core::config::FormConfig;
/// use yewform_elements::form::FormConfigProvider;
///
/// #[component]
/// fn App() -> Html {
///     let config = FormConfig::default();
///     html! { <FormConfigProvider {config}><p>{ "forms here" }</p></FormConfigProvider> }
/// }
/// ```
#[component]
pub fn FormConfigProvider(props: &FormConfigProviderProps) -> Html {
    let context = FormConfigContext(std::rc::Rc::new(props.config.clone()));
    html! {
        <ContextProvider<FormConfigContext> {context}>{ props.children.clone() }</ContextProvider<FormConfigContext>>
    }
}
