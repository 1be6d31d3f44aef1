//! Character references (`&amp;`, `&#233;`, `&#x6a;`, `&eacute;`, `&NotEqualTilde;`):
//! decoded the way the HTML tokenizer decodes them, so the sanitizer checks exactly the
//! string a browser would see.
//!
//! Named references: all 2,231 of the HTML Standard, from the generated `entity_table`
//! (one sorted string of names, a parallel array of offsets and one of code points,
//! searched by bisection). Without the `entities-full` feature (on by default) the
//! generated `entity_table_common` takes its place: the 252 names of HTML 4 (Latin-1,
//! Greek, arrows, math, typography: `&eacute;`, `&euro;`, `&hellip;`, `&mdash;`, `&rarr;` …),
//! `&apos;`, `&Tab;`, `&NewLine;`, `&colon;` and every name valid without `;` — 262 names
//! instead of 2,125, about 16 KB less after gzip. Labels and option texts written by hand
//! use these; a rarer name (`&NotEqualTilde;`) then stays literal text, escaped, so the
//! browser shows the same literal text (never a reference the sanitizer did not decode).
//! Numeric references always decode. As in the browser, the longest
//! name followed by `;` wins; without `;` only the 106 legacy names (`&amp`, `&lt`,
//! `&Aacute`, `&nbsp` …) decode, the longest legacy prefix first (`&notit;` is `¬it;`), and
//! in an attribute value a legacy name followed by `=` or an alphanumeric stays text
//! (`?a=1&copy=2`). An unknown name stays literal text; the serializer then escapes its `&`,
//! so a browser sees the same literal text, never a reference the sanitizer did not
//! understand.

#[cfg(feature = "entities-full")]
use super::entity_table::{COUNT, LEGACY, MAX_LEGACY, MAX_NAME, NAMES, OFFSETS, SECOND, VALUES};
#[cfg(not(feature = "entities-full"))]
use super::entity_table_common::{
    COUNT, LEGACY, MAX_LEGACY, MAX_NAME, NAMES, OFFSETS, SECOND, VALUES,
};

/// What a reference stands for: one character, or two for a few names (`&NotEqualTilde;`).
pub(super) type Decoded = (char, Option<char>);

/// Name `index` of the table.
fn name_at(index: usize) -> Option<&'static str> {
    let start = usize::from(*OFFSETS.get(index)?);
    let end = usize::from(*OFFSETS.get(index + 1)?);
    NAMES.get(start..end)
}

/// The table entry for `name`: its packed value (see `entity_table::VALUES`).
fn lookup(name: &str) -> Option<u32> {
    let (mut low, mut high) = (0, COUNT);
    while low < high {
        let mid = low + (high - low) / 2;
        match name_at(mid)?.cmp(name) {
            std::cmp::Ordering::Less => low = mid + 1,
            std::cmp::Ordering::Greater => high = mid,
            std::cmp::Ordering::Equal => return VALUES.get(mid).copied(),
        }
    }
    None
}

/// The characters of a packed table value.
fn unpack(value: u32) -> Option<Decoded> {
    let first = char::from_u32(value & 0x1F_FFFF)?;
    let second = match (value >> 21) & 0xF {
        0 => None,
        index => SECOND
            .get(usize::try_from(index - 1).ok()?)
            .copied()
            .and_then(char::from_u32),
    };
    Some((first, second))
}

/// A name valid without `;`.
fn legacy(name: &str) -> Option<Decoded> {
    lookup(name).filter(|v| v & LEGACY != 0).and_then(unpack)
}

/// Any name (the reference ends with `;`).
fn named(name: &str) -> Option<Decoded> {
    lookup(name).and_then(unpack)
}

/// Windows-1252 meanings of `&#128;` … `&#159;`, as the HTML tokenizer maps them
/// (`0` = keep the code point).
const WINDOWS_1252: [u32; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];

/// The character a numeric reference stands for, with the tokenizer's replacements:
/// `0`, surrogates and values past U+10FFFF become U+FFFD, 0x80–0x9F follow Windows-1252.
pub(super) fn numeric(code: u32) -> char {
    let code = match code {
        0x80..=0x9F => WINDOWS_1252
            .get(usize::try_from(code - 0x80).unwrap_or(0))
            .copied()
            .filter(|c| *c != 0)
            .unwrap_or(code),
        _ => code,
    };
    if code == 0 {
        return '\u{FFFD}';
    }
    char::from_u32(code).unwrap_or('\u{FFFD}')
}

/// Decodes one reference at the start of `rest` (which begins just after the `&`).
/// Returns the character(s) and how many bytes of `rest` it used, or `None` to keep the `&`
/// literally.
fn decode_one(rest: &str, in_attribute: bool) -> Option<(Decoded, usize)> {
    let bytes = rest.as_bytes();
    if bytes.first() == Some(&b'#') {
        let (hex, start) = match bytes.get(1) {
            Some(b'x' | b'X') => (true, 2),
            _ => (false, 1),
        };
        let mut end = start;
        let mut value: u32 = 0;
        while let Some(b) = bytes.get(end) {
            let digit = if hex {
                (*b as char).to_digit(16)
            } else {
                (*b as char).to_digit(10)
            };
            let Some(digit) = digit else { break };
            let base = if hex { 16 } else { 10 };
            // Saturate past the Unicode range; the value then maps to U+FFFD.
            value = value
                .saturating_mul(base)
                .saturating_add(digit)
                .min(0x0011_0000);
            end += 1;
        }
        if end == start {
            return None;
        }
        if bytes.get(end) == Some(&b';') {
            end += 1;
        }
        return Some(((numeric(value), None), end));
    }
    // Longer runs can only match by a prefix, so the count stops past the longest name.
    let run = bytes
        .iter()
        .take(MAX_NAME + 1)
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    if run == 0 {
        return None;
    }
    if bytes.get(run) == Some(&b';') && run <= MAX_NAME {
        if let Some(c) = rest.get(..run).and_then(named) {
            return Some((c, run + 1));
        }
    }
    // Without `;`: the longest legacy name that prefixes the run.
    for len in (2..=run.min(MAX_LEGACY)).rev() {
        let Some(c) = rest.get(..len).and_then(legacy) else {
            continue;
        };
        let next = bytes.get(len);
        if in_attribute && next.is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'=') {
            // "For historical reasons" attributes keep `&copy=` and `&ampx` literally.
            return None;
        }
        return Some((c, len));
    }
    None
}

/// Appends `raw` to `out` with every character reference decoded. `in_attribute` applies
/// the attribute-value rule for legacy names without `;` (`?a=1&copy=2` stays literal).
pub(crate) fn decode_into(out: &mut String, raw: &str, in_attribute: bool) {
    decode_with(out, raw, |rest| decode_one(rest, in_attribute));
}

/// Appends `raw` to `out`, each `&` replaced by what `one` reads after it (the character(s)
/// and the bytes used), or kept when `one` reads nothing.
pub(super) fn decode_with(
    out: &mut String,
    raw: &str,
    one: impl Fn(&str) -> Option<(Decoded, usize)>,
) {
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        out.push_str(rest.get(..amp).unwrap_or(""));
        let after = rest.get(amp + 1..).unwrap_or("");
        match one(after) {
            Some(((c, second), used)) => {
                out.push(c);
                if let Some(second) = second {
                    out.push(second);
                }
                rest = after.get(used..).unwrap_or("");
            }
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
}

/// `raw` with every character reference decoded.
pub(crate) fn decode(raw: &str, in_attribute: bool) -> String {
    let mut out = String::with_capacity(raw.len());
    decode_into(&mut out, raw, in_attribute);
    out
}

#[cfg(test)]
mod tests {
    use super::decode;
    #[cfg(feature = "entities-full")]
    use super::{COUNT, LEGACY, MAX_LEGACY, MAX_NAME, VALUES, name_at, unpack};

    #[cfg(feature = "entities-full")]
    #[test]
    fn the_table_holds_all_2231_references_sorted() {
        let legacy = VALUES.iter().filter(|v| *v & LEGACY != 0).count();
        assert_eq!((COUNT, legacy), (2125, 106));
        let names: Vec<&str> = (0..COUNT).map(|i| name_at(i).unwrap()).collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "sorted and unique");
        assert!(
            names
                .iter()
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric()))
        );
        assert_eq!(names.iter().map(|n| n.len()).max(), Some(MAX_NAME));
        assert_eq!(name_at(COUNT), None);
        // Every name decodes through the public path, with `;` and (legacy) without.
        for (name, value) in names.iter().zip(VALUES.iter()) {
            let (first, second) = unpack(*value).unwrap();
            let expected: String = std::iter::once(first).chain(second).collect();
            assert_eq!(decode(&format!("&{name};"), false), expected, "&{name};");
            if value & LEGACY != 0 {
                assert!(name.len() <= MAX_LEGACY);
                assert_eq!(decode(&format!("&{name}"), false), expected, "&{name}");
                assert_eq!(decode(&format!("&{name} "), true), format!("{expected} "));
            }
        }
    }

    /// The common table holds exactly the documented names, each standing for what the full
    /// table says.
    #[cfg(feature = "entities-full")]
    #[test]
    fn the_common_table_is_the_full_table_filtered() {
        use super::super::entity_table_common as common;
        let names: Vec<&str> = (0..common::COUNT)
            .map(|i| {
                let (start, end) = (common::OFFSETS[i], common::OFFSETS[i + 1]);
                &common::NAMES[usize::from(start)..usize::from(end)]
            })
            .collect();
        assert_eq!(names.len(), 262);
        assert_eq!(common::OFFSETS.len(), names.len() + 1);
        assert!(names.windows(2).all(|w| w[0] < w[1]), "sorted and unique");
        assert_eq!(
            common::MAX_NAME,
            names.iter().map(|n| n.len()).max().unwrap()
        );
        assert_eq!((common::LEGACY, common::MAX_LEGACY), (LEGACY, MAX_LEGACY));
        assert!(
            common::SECOND.is_empty(),
            "no common name stands for two characters"
        );
        for (name, value) in names.iter().zip(common::VALUES.iter()) {
            assert_eq!(super::lookup(name), Some(*value), "&{name};");
        }
        let legacy: Vec<&str> = (0..COUNT)
            .filter(|i| VALUES[*i] & LEGACY != 0)
            .map(|i| name_at(i).unwrap())
            .collect();
        assert!(legacy.iter().all(|n| names.contains(n)));
        for name in [
            "apos", "Tab", "NewLine", "colon", "hellip", "mdash", "euro", "rarr", "hearts",
        ] {
            assert!(names.contains(&name), "{name}");
        }
    }

    #[test]
    fn latin1_and_basic_names() {
        assert_eq!(decode("&eacute;&Eacute;&yuml;&nbsp;", false), "éÉÿ\u{a0}");
        assert_eq!(decode("&amp;&lt;&gt;&quot;&apos;", false), "&<>\"'");
        assert_eq!(
            decode("&copy2024 &AMP; &euro; &hellip;", false),
            "©2024 & € …"
        );
    }

    #[test]
    fn numeric_references() {
        assert_eq!(
            decode("&#233;&#xE9;&#XE9&#106avascript", false),
            "ééé\u{6a}avascript"
        );
        assert_eq!(
            decode("&#0;&#xD800;&#99999999999;", false),
            "\u{FFFD}\u{FFFD}\u{FFFD}"
        );
        assert_eq!(decode("&#128;&#x81;", false), "€\u{81}");
        assert_eq!(decode("&#;&#x;&#xg", false), "&#;&#x;&#xg");
    }

    #[test]
    fn unknown_and_legacy_rules() {
        assert_eq!(decode("&bogus; & &;", false), "&bogus; & &;");
        assert_eq!(decode("&notit;", false), "¬it;");
        assert_eq!(decode("a?b=1&copy=2&ampx", true), "a?b=1&copy=2&ampx");
        assert_eq!(decode("a?b=1&copy;=2&amp;x", true), "a?b=1©=2&x");
        assert_eq!(decode("&copy ", true), "© ");
        assert_eq!(decode("jav&Tab;ascript&colon;", true), "jav\tascript:");
    }
}
