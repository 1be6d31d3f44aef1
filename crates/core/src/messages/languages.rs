//! Language names for the ` (<Language name>)` suffix of multilingual errors.

/// `code name` pairs, comma-separated: one string ships smaller than a table of pairs
/// (docs/size.md).
const NAMES: &str = concat!(
    "ar Arabic,",
    "bg Bulgarian,",
    "cs Czech,",
    "da Danish,",
    "de German,",
    "el Greek,",
    "en English,",
    "es Spanish,",
    "et Estonian,",
    "fi Finnish,",
    "fr French,",
    "he Hebrew,",
    "hr Croatian,",
    "hu Hungarian,",
    "it Italian,",
    "ja Japanese,",
    "ko Korean,",
    "lt Lithuanian,",
    "lv Latvian,",
    "nl Dutch,",
    "no Norwegian,",
    "pl Polish,",
    "pt Portuguese,",
    "ro Romanian,",
    "ru Russian,",
    "sk Slovak,",
    "sl Slovenian,",
    "sr Serbian,",
    "sv Swedish,",
    "tr Turkish,",
    "uk Ukrainian,",
    "zh Chinese",
);

/// The English name of a language code (`en` → `English`); an unknown code is returned
/// upper-cased (`xx` → `XX`).
pub fn language_name(code: &str) -> String {
    for pair in NAMES.split(',') {
        match pair.split_once(' ') {
            Some((known, name)) if known.eq_ignore_ascii_case(code) => return name.to_string(),
            _ => {}
        }
    }
    code.to_ascii_uppercase()
}

#[cfg(test)]
mod tests {
    use super::language_name;

    #[test]
    fn codes_name_their_language_and_unknown_ones_are_upper_cased() {
        assert_eq!(language_name("ar"), "Arabic");
        assert_eq!(language_name("de"), "German");
        assert_eq!(language_name("EN"), "English");
        assert_eq!(language_name("zh"), "Chinese");
        assert_eq!(language_name("xx"), "XX");
        assert_eq!(language_name("ar Arabic"), "AR ARABIC");
        assert_eq!(language_name(""), "");
    }
}
