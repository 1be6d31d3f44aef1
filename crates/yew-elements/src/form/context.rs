//! The context every element inside a `Form` reads.

use super::FormHandle;

/// What `<Form>` provides to its elements: the handle and the form's `disabled` option. It
/// changes only when those do: views re-render because a path they subscribe to changed
/// (`use_element`, [`use_element_slice`](fn@crate::hooks::use_element_slice); `"*"` follows
/// every change, form-wide ones included), not through the context.
#[derive(Clone, Debug, PartialEq)]
pub struct FormContext {
    /// The form.
    pub handle: FormHandle,
    /// The form's `disabled` option: disables every element.
    pub disabled: bool,
}
