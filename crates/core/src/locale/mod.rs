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

/// The primary language subtag of a regional locale (`de` of `de-AT` or `de_at`), lower
/// case; `None` for a locale without a region. Per-locale texts (labels, messages) are looked
/// up by it after the locale itself, as the built-in tables are.
pub(crate) fn primary_subtag(locale: &str) -> Option<String> {
    locale
        .split_once(['-', '_'])
        .map(|(base, _)| base.to_ascii_lowercase())
        .filter(|base| !base.is_empty())
}
