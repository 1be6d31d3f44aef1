//! The context every element inside a `Form` reads.

use super::FormHandle;

/// What `<Form>` provides to its elements: the handle, and a generation number that changes
/// at every form-wide change (`validate`, `reset`, `load`, a language or locale change, a new
/// schema), so every consumer re-renders then. A change to one element does not change the
/// context: `use_element` subscribes each element to its own path and returns a context whose
/// `generation` is that element's [`FormHandle::version`].
#[derive(Clone, Debug, PartialEq)]
pub struct FormContext {
    /// The form.
    pub handle: FormHandle,
    /// The form's generation (from `use_element`: the element's version).
    pub generation: u64,
    /// The form's `disabled` option: disables every element.
    pub disabled: bool,
}
