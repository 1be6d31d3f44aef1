//! Search-key folding: lower case, and (for `strict: false`) accents removed.
//!
//! The table is hand-written for the letters users type in forms: the Latin-1 Supplement
//! and Latin Extended-A blocks map to their base letters (`é` → `e`, `ł` → `l`), plus the
//! letters Unicode's NFD does not decompose: `æ` → `ae`, `œ` → `oe`, `ø` → `o`, `ł` → `l`,
//! `đ`/`ð` → `d`, `ß` → `ss`, `þ` → `th`, `ĳ` → `ij`, `ŋ` → `n`, `ĸ` → `k`, `ſ` → `s`.
//! Combining marks (U+0300–U+036F) are dropped, so already decomposed text (`e` + U+0301)
//! folds the same as precomposed text. Other scripts are only lower-cased.
//!
//! The NUL character is always dropped: [`super::SearchIndex`] uses it as a separator.

/// Appends the folded form of `c` to `out`.
pub fn fold_char_into(c: char, strict: bool, out: &mut String) {
    if c.is_ascii() {
        if c != '\0' {
            out.push(c.to_ascii_lowercase());
        }
        return;
    }
    for lower in c.to_lowercase() {
        if strict {
            out.push(lower);
        } else if ('\u{300}'..='\u{36f}').contains(&lower) {
            // A combining mark: dropped.
        } else if let Some(base) = base_letters(lower) {
            out.push_str(base);
        } else {
            out.push(lower);
        }
    }
}

/// The folded form of `text`: lower case; with `strict == false` also without accents.
///
/// ```
/// use yewform_core::items::fold;
/// assert_eq!(fold("Zürich", false), "zurich");
/// assert_eq!(fold("Zürich", true), "zürich");
/// assert_eq!(fold("Łódź ÆSIR Straße", false), "lodz aesir strasse");
/// ```
#[must_use]
pub fn fold(text: &str, strict: bool) -> String {
    let mut out = String::with_capacity(text.len());
    fold_into(text, strict, &mut out);
    out
}

/// Appends the folded form of `text` to `out` (see [`fold`]).
pub fn fold_into(text: &str, strict: bool, out: &mut String) {
    for c in text.chars() {
        fold_char_into(c, strict, out);
    }
}

/// The base letters of a lower-case accented Latin letter, if it has any.
fn base_letters(c: char) -> Option<&'static str> {
    let base = match c {
        // Latin-1 Supplement.
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
        'æ' => "ae",
        'ç' => "c",
        'è' | 'é' | 'ê' | 'ë' => "e",
        'ì' | 'í' | 'î' | 'ï' => "i",
        'ð' => "d",
        'ñ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o",
        'ù' | 'ú' | 'û' | 'ü' => "u",
        'ý' | 'ÿ' => "y",
        'þ' => "th",
        'ß' => "ss",
        // Latin Extended-A.
        'ā' | 'ă' | 'ą' => "a",
        'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' => "d",
        'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĳ' => "ij",
        'ĵ' => "j",
        'ķ' | 'ĸ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ń' | 'ņ' | 'ň' | 'ŋ' => "n",
        'ŉ' => "'n",
        'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ſ' => "s",
        'ţ' | 'ť' | 'ŧ' => "t",
        'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    };
    Some(base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_latin_letter_of_both_blocks_folds_to_ascii() {
        // Every letter of U+00C0..=U+017F except × and ÷ becomes plain ASCII when not strict.
        for code in 0xC0u32..=0x17F {
            let Some(c) = char::from_u32(code) else {
                continue;
            };
            if c == '×' || c == '÷' {
                continue;
            }
            let folded = fold(&c.to_string(), false);
            assert!(
                folded.chars().all(|f| f.is_ascii_lowercase() || f == '\''),
                "{c} (U+{code:04X}) folded to {folded:?}"
            );
        }
    }

    #[test]
    fn special_letters() {
        assert_eq!(fold("Æ Œ Ø Ł Đ ß Þ", false), "ae oe o l d ss th");
        assert_eq!(fold("ÉTÉ", false), "ete");
        assert_eq!(fold("e\u{301}te\u{301}", false), "ete");
    }

    #[test]
    fn strict_only_lowercases() {
        assert_eq!(fold("ÉTÉ Ø", true), "été ø");
        assert_eq!(fold("ΣΑΣ", true), "σασ");
    }

    #[test]
    fn nul_is_dropped() {
        assert_eq!(fold("a\0b", true), "ab");
    }
}
