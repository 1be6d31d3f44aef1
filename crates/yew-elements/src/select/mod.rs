//! `SelectElement`: a native `<select>` (the default). The searchable dropdown of
//! `native: false` / `search` / `create` is not built yet: such a select renders natively too.

mod native;
mod props;

pub use native::SelectElement;
pub use props::SelectProps;
