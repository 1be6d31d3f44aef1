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

/// The first entry `find` gives for the keys of a per-locale text, tried in the one order
/// every per-locale lookup shares (labels, messages, option labels, templates, text
/// defaults): `locale`, `locale` in upper case, then (yewform's addition) the language of a
/// regional locale in lower and in upper case (`de`, `DE` for `de-AT`), `fallback`, `fallback`
/// in upper case. The caller falls back to its first entry when this is `None`.
pub(crate) fn find_localized<T>(
    locale: &str,
    fallback: &str,
    mut find: impl FnMut(&str) -> Option<T>,
) -> Option<T> {
    // Lazily, key by key: the exact locale usually answers, and this runs at every render
    // of a per-locale label, so the other keys are built only when it does not.
    if let Some(found) = find(locale) {
        return Some(found);
    }
    if let Some(found) = find(&locale.to_ascii_uppercase()) {
        return Some(found);
    }
    if let Some(base) = primary_subtag(locale) {
        if let Some(found) = find(&base).or_else(|| find(&base.to_ascii_uppercase())) {
            return Some(found);
        }
    }
    find(fallback).or_else(|| find(&fallback.to_ascii_uppercase()))
}
