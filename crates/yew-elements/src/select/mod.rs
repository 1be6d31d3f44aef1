//! `SelectElement`: a native `<select>` (the default), or the custom dropdown (`native:
//! false`, `search` or `create`): a WAI-ARIA combobox with a windowed listbox.

mod dropdown;
mod look;
mod native;
mod props;

pub use native::SelectElement;
pub use props::SelectProps;
