//! The context every element inside a `Form` reads.

use super::FormHandle;

/// What `<Form>` provides to its elements: the handle, and a generation number that changes
/// whenever the form state changes, so consumers re-render.
#[derive(Clone, Debug, PartialEq)]
pub struct FormContext {
    /// The form.
    pub handle: FormHandle,
    /// Bumped on every state change.
    pub generation: u64,
    /// The form's `disabled` option: disables every element.
    pub disabled: bool,
}
