//! Lookup of built-in strings.

use super::tables::LOCALES;

/// The codes of the built-in locales (`["en", "de"]`; `["en"]` without the `locale-de`
/// feature).
#[must_use]
pub fn available_locales() -> Vec<&'static str> {
    LOCALES.iter().map(|(code, _)| *code).collect()
}

/// The built-in table of `locale`: an exact (case-insensitive) match first, then its primary
/// language subtag (`de-AT` and `de_AT` find `de`).
fn table(locale: &str) -> Option<&'static [(&'static str, &'static str)]> {
    let exact = LOCALES
        .iter()
        .find(|(code, _)| code.eq_ignore_ascii_case(locale));
    let primary = || {
        let base = locale.split(['-', '_']).next().unwrap_or(locale);
        LOCALES
            .iter()
            .find(|(code, _)| code.eq_ignore_ascii_case(base))
    };
    exact.or_else(primary).map(|(_, t)| *t)
}

/// The multi-value selects' table of `locale` (as [`table`]).
#[cfg(feature = "multi")]
fn multi_table(locale: &str) -> Option<&'static [(&'static str, &'static str)]> {
    let tables = super::tables::MULTI_LOCALES;
    let exact = tables
        .iter()
        .find(|(code, _)| code.eq_ignore_ascii_case(locale));
    let primary = || {
        let base = locale.split(['-', '_']).next().unwrap_or(locale);
        tables
            .iter()
            .find(|(code, _)| code.eq_ignore_ascii_case(base))
    };
    exact.or_else(primary).map(|(_, t)| *t)
}

fn lookup(locale: &str, key: &str) -> Option<&'static str> {
    #[cfg(feature = "multi")]
    if key.starts_with("multiselect.") {
        let found = multi_table(locale).and_then(|t| t.iter().find(|(k, _)| *k == key));
        if let Some((_, v)) = found {
            return Some(v);
        }
    }
    table(locale)?
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| *v)
}

/// The built-in string `key` in `locale`, else in `fallback`, else in English, else `None`
/// (an unknown key).
///
/// Like the reference (whose translations are `merge(locales[fallback], locales[locale])`),
/// a key missing in `locale` falls back per key, and an unknown locale uses `fallback`. When
/// neither has a built-in table (`fr` and `fr`), the English text is used, so a user never
/// sees a raw key.
///
/// ```
/// use yewform_core::locale::translate;
/// # #[cfg(feature = "locale-de")]
/// assert_eq!(translate("de", "en", "multiselect.noOptions"), Some("Die Liste ist leer"));
/// assert_eq!(translate("fr", "en", "multiselect.noOptions"), Some("The list is empty"));
/// assert_eq!(translate("fr", "fr", "multiselect.noOptions"), Some("The list is empty"));
/// assert_eq!(translate("en", "en", "no.such.key"), None);
/// ```
#[must_use]
pub fn translate(locale: &str, fallback: &str, key: &str) -> Option<&'static str> {
    lookup(locale, key)
        .or_else(|| lookup(fallback, key))
        .or_else(|| lookup("en", key))
}

#[cfg(test)]
mod tests {
    use super::{available_locales, translate};

    #[cfg(feature = "locale-de")]
    #[test]
    fn built_in_locales() {
        assert_eq!(available_locales(), vec!["en", "de"]);
    }

    #[cfg(not(feature = "locale-de"))]
    #[test]
    fn built_in_locales() {
        assert_eq!(available_locales(), vec!["en"]);
        assert_eq!(
            translate("de-AT", "en", "languages.label"),
            Some("Language")
        );
    }

    #[cfg(feature = "locale-de")]
    #[test]
    fn exact_then_region_then_fallback() {
        assert_eq!(translate("DE", "en", "languages.label"), Some("Sprache"));
        assert_eq!(translate("de-AT", "en", "languages.label"), Some("Sprache"));
        assert_eq!(translate("de_CH", "en", "languages.label"), Some("Sprache"));
        assert_eq!(translate("xx", "de", "languages.label"), Some("Sprache"));
        assert_eq!(translate("xx", "yy", "languages.label"), Some("Language"));
        assert_eq!(translate("", "", "languages.label"), Some("Language"));
        assert_eq!(translate("xx", "yy", "no.such.key"), None);
    }
}
