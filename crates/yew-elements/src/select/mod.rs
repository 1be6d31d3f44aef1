//! `SelectElement`: a native `<select>` (the default), or the custom dropdown (`native:
//! false`, `search` or `create`): a WAI-ARIA combobox with a windowed listbox.

//!
//! The component needs the `select` feature (on by default); the slot types stay, for the
//! `Registry`.

#[cfg(feature = "select")]
mod anchor;
// The `attrs` filter: the select's, and the text family's inputs.
#[cfg(any(feature = "select", feature = "text", feature = "textarea"))]
pub(crate) mod attrs;
#[cfg(feature = "select")]
mod dropdown;
#[cfg(feature = "select")]
mod element;
#[cfg(feature = "select")]
mod look;
#[cfg(feature = "select")]
mod memo;
#[cfg(feature = "multi")]
mod multi_handle;
#[cfg(feature = "select")]
mod native;
#[cfg(feature = "multi")]
mod native_multi;
#[cfg(feature = "select")]
mod native_options;
#[cfg(feature = "select")]
mod props;
mod slots;

pub use crate::entry_ref::SelectRef;
#[cfg(feature = "multiselect")]
pub use element::MultiselectElement;
#[cfg(feature = "select")]
pub use element::SelectElement;
#[cfg(feature = "tags")]
pub use element::TagsElement;
#[cfg(feature = "select")]
pub use props::{ItemsProp, SelectProps};
pub use slots::{ClearScope, GroupScope, OptionScope, SelectSlots};
#[cfg(feature = "multi")]
pub use slots::{MultipleLabelScope, TagScope};
