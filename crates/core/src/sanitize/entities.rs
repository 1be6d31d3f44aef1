//! Character references (`&amp;`, `&#233;`, `&#x6a;`, `&eacute;`): decoded the way the HTML
//! tokenizer decodes them, so the sanitizer checks exactly the string a browser would see.
//!
//! Named references: the whole HTML 4 set (Latin-1, symbols and Greek, special characters),
//! `&apos;`, and the HTML 5 punctuation names that attackers like to hide URL schemes
//! behind (`&colon;`, `&Tab;`, `&NewLine;`, `&lpar;` …). An unknown name stays literal text;
//! the serializer then escapes its `&`, so a browser sees the same literal text, never a
//! reference the sanitizer did not understand.

/// The HTML 4 Latin-1 names, U+00A0 to U+00FF in code point order. Together with
/// `amp lt gt quot` (and their upper-case spellings, `COPY` and `REG`) these are the
/// "legacy" names a browser also decodes without the trailing `;`.
const LATIN1: [&str; 96] = [
    "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf",
    "laquo", "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro",
    "para", "middot", "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
    "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute",
    "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde", "Ograve", "Oacute",
    "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute",
    "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
    "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde",
    "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc",
    "uuml", "yacute", "thorn", "yuml",
];

/// Legacy names outside the Latin-1 block (decoded with or without `;`).
const LEGACY_EXTRA: [(&str, u32); 10] = [
    ("amp", 38),
    ("lt", 60),
    ("gt", 62),
    ("quot", 34),
    ("AMP", 38),
    ("LT", 60),
    ("GT", 62),
    ("QUOT", 34),
    ("COPY", 169),
    ("REG", 174),
];

/// Names that are decoded only with the trailing `;`.
const WITH_SEMICOLON: &[(&str, u32)] = &[
    ("apos", 39),
    // HTML 4 special characters.
    ("OElig", 338),
    ("oelig", 339),
    ("Scaron", 352),
    ("scaron", 353),
    ("Yuml", 376),
    ("circ", 710),
    ("tilde", 732),
    ("ensp", 8194),
    ("emsp", 8195),
    ("thinsp", 8201),
    ("zwnj", 8204),
    ("zwj", 8205),
    ("lrm", 8206),
    ("rlm", 8207),
    ("ndash", 8211),
    ("mdash", 8212),
    ("lsquo", 8216),
    ("rsquo", 8217),
    ("sbquo", 8218),
    ("ldquo", 8220),
    ("rdquo", 8221),
    ("bdquo", 8222),
    ("dagger", 8224),
    ("Dagger", 8225),
    ("permil", 8240),
    ("lsaquo", 8249),
    ("rsaquo", 8250),
    ("euro", 8364),
    // HTML 4 symbols.
    ("fnof", 402),
    ("thetasym", 977),
    ("upsih", 978),
    ("piv", 982),
    ("bull", 8226),
    ("hellip", 8230),
    ("prime", 8242),
    ("Prime", 8243),
    ("oline", 8254),
    ("frasl", 8260),
    ("weierp", 8472),
    ("image", 8465),
    ("real", 8476),
    ("trade", 8482),
    ("alefsym", 8501),
    ("larr", 8592),
    ("uarr", 8593),
    ("rarr", 8594),
    ("darr", 8595),
    ("harr", 8596),
    ("crarr", 8629),
    ("lArr", 8656),
    ("uArr", 8657),
    ("rArr", 8658),
    ("dArr", 8659),
    ("hArr", 8660),
    ("forall", 8704),
    ("part", 8706),
    ("exist", 8707),
    ("empty", 8709),
    ("nabla", 8711),
    ("isin", 8712),
    ("notin", 8713),
    ("ni", 8715),
    ("prod", 8719),
    ("sum", 8721),
    ("minus", 8722),
    ("lowast", 8727),
    ("radic", 8730),
    ("prop", 8733),
    ("infin", 8734),
    ("ang", 8736),
    ("and", 8743),
    ("or", 8744),
    ("cap", 8745),
    ("cup", 8746),
    ("int", 8747),
    ("there4", 8756),
    ("sim", 8764),
    ("cong", 8773),
    ("asymp", 8776),
    ("ne", 8800),
    ("equiv", 8801),
    ("le", 8804),
    ("ge", 8805),
    ("sub", 8834),
    ("sup", 8835),
    ("nsub", 8836),
    ("sube", 8838),
    ("supe", 8839),
    ("oplus", 8853),
    ("otimes", 8855),
    ("perp", 8869),
    ("sdot", 8901),
    ("lceil", 8968),
    ("rceil", 8969),
    ("lfloor", 8970),
    ("rfloor", 8971),
    ("lang", 10216),
    ("rang", 10217),
    ("loz", 9674),
    ("spades", 9824),
    ("clubs", 9827),
    ("hearts", 9829),
    ("diams", 9830),
    // HTML 4 Greek letters.
    ("Alpha", 913),
    ("Beta", 914),
    ("Gamma", 915),
    ("Delta", 916),
    ("Epsilon", 917),
    ("Zeta", 918),
    ("Eta", 919),
    ("Theta", 920),
    ("Iota", 921),
    ("Kappa", 922),
    ("Lambda", 923),
    ("Mu", 924),
    ("Nu", 925),
    ("Xi", 926),
    ("Omicron", 927),
    ("Pi", 928),
    ("Rho", 929),
    ("Sigma", 931),
    ("Tau", 932),
    ("Upsilon", 933),
    ("Phi", 934),
    ("Chi", 935),
    ("Psi", 936),
    ("Omega", 937),
    ("alpha", 945),
    ("beta", 946),
    ("gamma", 947),
    ("delta", 948),
    ("epsilon", 949),
    ("zeta", 950),
    ("eta", 951),
    ("theta", 952),
    ("iota", 953),
    ("kappa", 954),
    ("lambda", 955),
    ("mu", 956),
    ("nu", 957),
    ("xi", 958),
    ("omicron", 959),
    ("pi", 960),
    ("rho", 961),
    ("sigmaf", 962),
    ("sigma", 963),
    ("tau", 964),
    ("upsilon", 965),
    ("phi", 966),
    ("chi", 967),
    ("psi", 968),
    ("omega", 969),
    // HTML 5 punctuation (used to obfuscate `javascript&colon;`).
    ("Tab", 9),
    ("NewLine", 10),
    ("excl", 33),
    ("num", 35),
    ("dollar", 36),
    ("percnt", 37),
    ("lpar", 40),
    ("rpar", 41),
    ("ast", 42),
    ("plus", 43),
    ("comma", 44),
    ("period", 46),
    ("sol", 47),
    ("colon", 58),
    ("semi", 59),
    ("equals", 61),
    ("quest", 63),
    ("commat", 64),
    ("lsqb", 91),
    ("bsol", 92),
    ("rsqb", 93),
    ("Hat", 94),
    ("lowbar", 95),
    ("grave", 96),
    ("lcub", 123),
    ("verbar", 124),
    ("rcub", 125),
];

/// The longest name in the tables; longer alphanumeric runs can only match by a prefix.
const MAX_NAME: usize = 8;

/// Windows-1252 meanings of `&#128;` … `&#159;`, as the HTML tokenizer maps them
/// (`0` = keep the code point).
const WINDOWS_1252: [u32; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];

/// A legacy name (decoded even without `;`).
fn legacy(name: &str) -> Option<char> {
    if let Some(index) = LATIN1.iter().position(|n| *n == name) {
        let code = 160 + u32::try_from(index).ok()?;
        return char::from_u32(code);
    }
    LEGACY_EXTRA
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, code)| char::from_u32(*code))
}

/// Any known name, legacy or not (used when the reference ends with `;`).
fn named(name: &str) -> Option<char> {
    legacy(name).or_else(|| {
        WITH_SEMICOLON
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, code)| char::from_u32(*code))
    })
}

/// The character a numeric reference stands for, with the tokenizer's replacements:
/// `0`, surrogates and values past U+10FFFF become U+FFFD, 0x80–0x9F follow Windows-1252.
fn numeric(code: u32) -> char {
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
/// Returns the character and how many bytes of `rest` it used, or `None` to keep the `&`
/// literally.
fn decode_one(rest: &str, in_attribute: bool) -> Option<(char, usize)> {
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
        return Some((numeric(value), end));
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
    let longest = run.min(MAX_NAME);
    for len in (2..=longest).rev() {
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
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        out.push_str(rest.get(..amp).unwrap_or(""));
        let after = rest.get(amp + 1..).unwrap_or("");
        match decode_one(after, in_attribute) {
            Some((c, used)) => {
                out.push(c);
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
