//! `use_form`: the enclosing form's handle.

use yew::prelude::*;

use crate::form::{FormContext, FormHandle};

/// The handle of the enclosing `<Form>`, or `None` outside one.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::use_form;
///
/// #[component]
/// fn ResetButton() -> Html {
///     let form = use_form();
///     let onclick = Callback::from(move |_| if let Some(form) = &form { form.reset() });
///     html! { <button type="button" {onclick}>{ "Reset" }</button> }
/// }
/// ```
#[hook]
pub fn use_form() -> Option<FormHandle> {
    use_context::<FormContext>().map(|context| context.handle)
}
