//! [`super::text_content`]: the text of inline HTML, read without building tags or attributes
//! and without the named-reference table, so that an app which only needs the text (yewform-
//! elements without its `html` feature) links neither.
//!
//! Markup is recognised as the sanitizer's tokenizer recognises it (the same rules for what
//! a `<` opens, comments, bogus comments, quoted attribute values, a tag cut off by the end
//! of the input, raw-text elements such as `<script>`), and dropped.

use super::elements;
use super::entities;
use super::tokenizer::{bogus_comment_end, comment_end, is_ws, raw_text_end};

/// The text of `html` (see [`super::text_content`]).
pub(super) fn text_content(html: &str) -> String {
    let bytes = html.as_bytes();
    let mut out = String::with_capacity(html.len());
    let mut at = 0;
    let mut text_start = 0;
    while let Some(offset) = bytes
        .get(at..)
        .and_then(|rest| rest.iter().position(|b| *b == b'<'))
    {
        let lt = at + offset;
        match markup_end(html, lt) {
            Some(end) => {
                decode_into(&mut out, html.get(text_start..lt).unwrap_or(""));
                at = end;
                text_start = end;
            }
            None => at = lt + 1,
        }
    }
    decode_into(&mut out, html.get(text_start..).unwrap_or(""));
    out
}

/// Where the markup whose `<` is at `lt` ends (a start tag of a raw-text element with its
/// content), or `None` when that `<` is text.
fn markup_end(src: &str, lt: usize) -> Option<usize> {
    let bytes = src.as_bytes();
    let len = bytes.len();
    let next = *bytes.get(lt + 1)?;
    Some(match next {
        b'!' if bytes.get(lt + 2..lt + 4) == Some(b"--") => comment_end(src, lt + 4),
        b'!' => bogus_comment_end(bytes, lt + 2),
        b'?' => bogus_comment_end(bytes, lt + 1),
        b'/' => match *bytes.get(lt + 2)? {
            b if b.is_ascii_alphabetic() => tag_end(bytes, lt + 2).1,
            b'>' => lt + 3,
            _ => bogus_comment_end(bytes, lt + 2),
        },
        b if b.is_ascii_alphabetic() => {
            let (name_end, end) = tag_end(bytes, lt + 1);
            let name = src.get(lt + 1..name_end).unwrap_or("").to_ascii_lowercase();
            if end < len && elements::is_raw_text(&name) {
                if name == "plaintext" {
                    return Some(len);
                }
                return Some(raw_text_end(src, end, &name).unwrap_or(len));
            }
            end
        }
        _ => return None,
    })
}

/// Skips a tag whose name starts at `at`: returns where the name ends and where the tag
/// ends (after its `>`, or the end of the input when it is cut off).
fn tag_end(bytes: &[u8], at: usize) -> (usize, usize) {
    let len = bytes.len();
    let stops = |b: &u8| is_ws(*b) || *b == b'/' || *b == b'>';
    let mut i = at;
    while bytes.get(i).is_some_and(|b| !stops(b)) {
        i += 1;
    }
    let name_end = i;
    loop {
        while bytes.get(i).is_some_and(|b| is_ws(*b) || *b == b'/') {
            i += 1;
        }
        match bytes.get(i) {
            None => return (name_end, len),
            Some(b'>') => return (name_end, i + 1),
            Some(_) => {}
        }
        // An attribute name (its first character may be `=`), then maybe a value.
        i += 1;
        while bytes.get(i).is_some_and(|b| !stops(b) && *b != b'=') {
            i += 1;
        }
        while bytes.get(i).is_some_and(|b| is_ws(*b)) {
            i += 1;
        }
        if bytes.get(i) != Some(&b'=') {
            continue;
        }
        i += 1;
        while bytes.get(i).is_some_and(|b| is_ws(*b)) {
            i += 1;
        }
        match bytes.get(i) {
            None => return (name_end, len),
            Some(&quote @ (b'"' | b'\'')) => {
                match bytes
                    .get(i + 1..)
                    .and_then(|rest| rest.iter().position(|b| *b == quote))
                {
                    Some(offset) => i += offset + 2,
                    None => return (name_end, len),
                }
            }
            Some(_) => {
                while bytes.get(i).is_some_and(|b| !(is_ws(*b) || *b == b'>')) {
                    i += 1;
                }
            }
        }
    }
}

/// Appends `text` with its numeric character references and `&amp;`, `&lt;`, `&gt;`,
/// `&quot;`, `&apos;`, `&nbsp;` decoded (the first five also without `;`, as in the
/// browser); any other `&` stays as written.
fn decode_into(out: &mut String, text: &str) {
    entities::decode_with(out, text, decode_one);
}

/// One reference at the start of `rest` (just after the `&`): the character and the bytes
/// it used.
fn decode_one(rest: &str) -> Option<(entities::Decoded, usize)> {
    if let Some(numeric) = rest.strip_prefix('#') {
        let (digits, radix, start) = match numeric.strip_prefix(['x', 'X']) {
            Some(hex) => (hex, 16, 2),
            None => (numeric, 10, 1),
        };
        let count = digits
            .bytes()
            .take_while(|b| (*b as char).is_digit(radix))
            .count();
        if count == 0 {
            return None;
        }
        let code = digits.get(..count).map_or(u32::MAX, |d| {
            // Too many digits: out of range, as U+FFFD.
            u32::from_str_radix(d, radix).unwrap_or(u32::MAX)
        });
        let semicolon = usize::from(digits.as_bytes().get(count) == Some(&b';'));
        return Some(((entities::numeric(code), None), start + count + semicolon));
    }
    for (name, c, needs_semicolon) in [
        ("amp", '&', false),
        ("lt", '<', false),
        ("gt", '>', false),
        ("quot", '"', false),
        ("apos", '\'', true),
        ("nbsp", '\u{a0}', false),
    ] {
        if let Some(after) = rest.strip_prefix(name) {
            let semicolon = after.starts_with(';');
            if semicolon || !needs_semicolon {
                return Some(((c, None), name.len() + usize::from(semicolon)));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
    use super::super::XSS_CORPUS;
    use super::super::tokenizer::{Token, Tokenizer};
    use super::text_content;

    /// The same text through the sanitizer's tokenizer (every named reference decoded).
    fn through_tokenizer(html: &str) -> String {
        Tokenizer::new(html)
            .filter_map(|token| match token {
                Token::Text(text) => Some(text),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn agrees_with_the_tokenizer() {
        let cases = [
            "<b>Name</b> &amp; <i>co</i>",
            "a < b<script>alert(1)</script> c",
            "<img src=x onerror=alert(1)>x",
            "<a title='a>b' href=\"x>y\">link</a>",
            "<!-- hidden --> shown <!--> also <!---> too",
            "<!doctype html><?php x ?>text</ >more</>end",
            "<style>p{}</style >after<title>gone</title>",
            "<textarea></textare></textarea>kept",
            "&#60;&#x3C;&#X3c;&#0;&#128;&#1114112;&#99999999999 &lt &gt; &quot;&apos;&nbsp;",
            "&amp",
            "tag cut off <b class=\"x",
            "<plaintext><b>all text</b>",
            "2 < 3 and 5 > 4 </",
            "<a b=>c</a><a b= 'd'>e</a><a =f>g</a>",
        ];
        for case in cases.iter().copied().chain(XSS_CORPUS.iter().copied()) {
            assert_eq!(text_content(case), through_tokenizer(case), "{case:?}");
        }
    }

    #[test]
    fn other_named_references_stay_as_written() {
        assert_eq!(
            text_content("Stra&szlig;e &copy; &bogus;"),
            "Stra&szlig;e &copy; &bogus;"
        );
    }
}
