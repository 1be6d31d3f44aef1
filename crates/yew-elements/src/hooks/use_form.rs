//! `use_form`: the enclosing form's handle.

use yew::prelude::*;

use crate::form::{FormContext, FormHandle};

/// The handle of the enclosing `<Form>`, or `None` outside one.
///
/// The handle is for acting on the form (`reset()`, `validate()`, `el(path)`, …); it does not
/// re-render the calling component when the form changes. To show form state, subscribe with
/// [`use_element_slice`](crate::hooks::use_element_slice) (`"*"` for every change, or one
/// element's path).
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
