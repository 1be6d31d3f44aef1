//! Built-in strings and localizable values.
//!
//! - [`translate`] looks a key up in the built-in `en` and `de` tables ([`tables`]).
//! - [`format()`] fills `:key` and `{key}` placeholders.
//! - [`Localizable`] is a text that is either the same in every language or given per
//!   locale (`{"en": "Country", "de": "Land"}`), resolved in the reference's order.

mod format;
mod localizable;
pub mod tables;
mod translate;

pub use format::format;
pub(crate) use format::replace_keys;
pub use localizable::{Localizable, LocalizableError};
pub use translate::{available_locales, translate};
