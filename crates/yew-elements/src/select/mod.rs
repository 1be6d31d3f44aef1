//! `SelectElement`: a native `<select>` (the default), or the custom dropdown (`native:
//! false`, `search` or `create`): a WAI-ARIA combobox with a windowed listbox.

mod anchor;
mod attrs;
mod dropdown;
mod look;
mod native;
mod props;
mod slots;

pub use crate::entry_ref::SelectRef;
pub use native::SelectElement;
pub use props::SelectProps;
pub use slots::{ClearScope, GroupScope, OptionScope, SelectSlots};
