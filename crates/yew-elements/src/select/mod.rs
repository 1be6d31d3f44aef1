//! `SelectElement`: a native `<select>` (the default), or the custom dropdown (`native:
//! false`, `search` or `create`): a WAI-ARIA combobox with a windowed listbox.

mod anchor;
mod dropdown;
mod look;
mod native;
mod props;
mod select_ref;
mod slots;

pub use native::SelectElement;
pub use props::SelectProps;
pub use select_ref::SelectRef;
pub use slots::{ClearScope, GroupScope, OptionScope, SelectSlots};
