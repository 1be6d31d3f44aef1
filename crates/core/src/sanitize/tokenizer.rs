//! A forgiving HTML tokenizer modelled on the browser's: it never fails, it reads tags,
//! attributes (double-quoted, single-quoted, unquoted), comments, `<!doctype>`, CDATA and
//! `<?…>` junk, and the raw text of `<script>`, `<style>` and friends up to their end tag.
//!
//! It is iterative (no recursion) and linear: every byte is looked at a bounded number of
//! times, and a construct left open at the end (`<img src=x onerror=…`, `<!-- …`) swallows
//! the rest of the input as the browser does, without rescanning.

use super::elements;
use super::entities;

/// Attributes kept per tag; further ones are read and discarded (no allowed element needs
/// more, and the duplicate check stays cheap).
pub(crate) const MAX_ATTRIBUTES: usize = 64;

/// One attribute of a start tag: lower-case name, decoded value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Attribute {
    /// ASCII lower-case name as written.
    pub(crate) name: String,
    /// Value with character references decoded (empty for a bare attribute).
    pub(crate) value: String,
}

/// A start tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StartTag {
    /// ASCII lower-case tag name.
    pub(crate) name: String,
    /// Attributes in input order; a repeated name keeps its first value.
    pub(crate) attrs: Vec<Attribute>,
    /// Written as `<x/>`.
    pub(crate) self_closing: bool,
}

/// What the tokenizer produces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Token {
    /// Text with character references decoded.
    Text(String),
    /// A start tag.
    Start(StartTag),
    /// An end tag (lower-case name; any attributes are discarded).
    End(String),
    /// The raw content of a raw-text element (never kept, so not carried).
    RawText,
    /// A comment, doctype, CDATA section, processing instruction, `</>` or a tag cut off by
    /// the end of the input: nothing that is ever kept.
    Comment,
}

/// The tokenizer: an iterator of [`Token`]s over one input.
#[derive(Debug)]
pub(crate) struct Tokenizer {
    src: String,
    pos: usize,
    /// Inside a raw-text element: its name (`plaintext` runs to the end).
    raw: Option<String>,
}

impl Tokenizer {
    /// Prepares `html`: line breaks are normalised (`\r\n` and `\r` become `\n`) and NUL
    /// becomes U+FFFD, as the browser's input stream does.
    pub(crate) fn new(html: &str) -> Self {
        let mut src = String::with_capacity(html.len());
        push_normalised(&mut src, html, &mut false);
        Self {
            src,
            pos: 0,
            raw: None,
        }
    }
}

/// Appends `html` to `src` as the browser's input stream reads it: `\r\n` and `\r` become
/// `\n`, NUL becomes U+FFFD. `cr` says the text before ended with `\r` (so a `\n` first is
/// part of that line break), and is left saying it of `html`.
fn push_normalised(src: &mut String, html: &str, cr: &mut bool) {
    for c in html.chars() {
        let after_cr = std::mem::replace(cr, false);
        match c {
            '\n' if after_cr => {}
            '\r' => {
                src.push('\n');
                *cr = true;
            }
            '\0' => src.push('\u{FFFD}'),
            _ => src.push(c),
        }
    }
}

impl Iterator for Tokenizer {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        #[cfg(test)]
        let from = self.pos;
        let token = self.read_token();
        #[cfg(test)]
        tests::READ.with(|c| c.set(c.get() + self.pos.saturating_sub(from)));
        token
    }
}

impl Tokenizer {
    fn read_token(&mut self) -> Option<Token> {
        let src = self.src.as_str();
        let bytes = src.as_bytes();
        if self.pos >= bytes.len() {
            return None;
        }
        if let Some(name) = self.raw.take() {
            let end = if name == "plaintext" {
                None
            } else {
                raw_text_end(src, self.pos, &name)
            };
            self.pos = end.unwrap_or(bytes.len());
            return Some(Token::RawText);
        }
        if bytes.get(self.pos) == Some(&b'<') && starts_markup(bytes, self.pos) {
            let (token, next) = markup(src, self.pos);
            self.pos = next;
            if let Token::Start(tag) = &token {
                if elements::is_raw_text(&tag.name) {
                    self.raw = Some(tag.name.clone());
                }
            }
            return Some(token);
        }
        let end = text_end(bytes, self.pos);
        let text = src.get(self.pos..end).unwrap_or("");
        self.pos = end;
        Some(Token::Text(entities::decode(text, false)))
    }
}

/// HTML whitespace.
pub(super) fn is_ws(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | 0x0C | b'\r' | b' ')
}

/// The `<` at `at` opens markup (a tag, end tag, comment, doctype or bogus comment); any
/// other `<` is text.
fn starts_markup(bytes: &[u8], at: usize) -> bool {
    match bytes.get(at + 1) {
        Some(b) if b.is_ascii_alphabetic() || *b == b'!' || *b == b'?' => true,
        Some(b'/') => bytes.get(at + 2).is_some(),
        _ => false,
    }
}

/// Where the text starting at `from` ends: the next `<` that opens markup, or the end.
fn text_end(bytes: &[u8], from: usize) -> usize {
    let mut at = from;
    while let Some(offset) = bytes
        .get(at..)
        .and_then(|rest| rest.iter().position(|b| *b == b'<'))
    {
        let lt = at + offset;
        if starts_markup(bytes, lt) {
            return lt;
        }
        at = lt + 1;
    }
    bytes.len()
}

/// The start of `</name` followed by whitespace, `/` or `>` (ASCII case-insensitive) at or
/// after `from`.
pub(super) fn raw_text_end(src: &str, from: usize, name: &str) -> Option<usize> {
    let bytes = src.as_bytes();
    let mut at = from;
    while let Some(offset) = src.get(at..).and_then(|rest| rest.find("</")) {
        let lt = at + offset;
        let name_at = lt + 2;
        let candidate = bytes.get(name_at..name_at + name.len());
        let after = bytes.get(name_at + name.len());
        if candidate.is_some_and(|c| c.eq_ignore_ascii_case(name.as_bytes()))
            && after.is_some_and(|b| is_ws(*b) || *b == b'/' || *b == b'>')
        {
            return Some(lt);
        }
        at = name_at;
    }
    None
}

/// Tokenizes the markup whose `<` is at `at`; returns the token and the position after it.
fn markup(src: &str, at: usize) -> (Token, usize) {
    let bytes = src.as_bytes();
    let len = bytes.len();
    match bytes.get(at + 1) {
        Some(b'/') => match bytes.get(at + 2) {
            Some(b) if b.is_ascii_alphabetic() => match tag(src, at + 2) {
                (Some(tag), next) => (Token::End(tag.name), next),
                (None, next) => (Token::Comment, next),
            },
            // `</>` is dropped.
            Some(b'>') => (Token::Comment, at + 3),
            _ => (Token::Comment, bogus_comment_end(bytes, at + 2)),
        },
        Some(b'!') => {
            if bytes.get(at + 2..at + 4) == Some(b"--") {
                (Token::Comment, comment_end(src, at + 4))
            } else {
                (Token::Comment, bogus_comment_end(bytes, at + 2))
            }
        }
        Some(b'?') => (Token::Comment, bogus_comment_end(bytes, at + 1)),
        Some(_) => match tag(src, at + 1) {
            (Some(tag), next) => (Token::Start(tag), next),
            (None, next) => (Token::Comment, next),
        },
        None => (Token::Comment, len),
    }
}

/// A bogus comment (`<!doctype …>`, `<![CDATA[…`, `<?…>`, `</ …>`) ends at the next `>`.
pub(super) fn bogus_comment_end(bytes: &[u8], from: usize) -> usize {
    bytes
        .get(from..)
        .and_then(|rest| rest.iter().position(|b| *b == b'>'))
        .map_or(bytes.len(), |offset| from + offset + 1)
}

/// A comment whose body starts at `from` ends at `-->` or `--!>`; `<!-->` and `<!--->` are
/// complete (empty) comments, as in the browser.
pub(super) fn comment_end(src: &str, from: usize) -> usize {
    let bytes = src.as_bytes();
    if bytes.get(from) == Some(&b'>') {
        return from + 1;
    }
    if bytes.get(from..from + 2) == Some(b"->") {
        return from + 2;
    }
    let mut at = from;
    while let Some(offset) = src.get(at..).and_then(|rest| rest.find("--")) {
        let dashes = at + offset;
        match bytes.get(dashes + 2) {
            Some(b'>') => return dashes + 3,
            Some(b'!') if bytes.get(dashes + 3) == Some(&b'>') => return dashes + 4,
            _ => at = dashes + 1,
        }
    }
    bytes.len()
}

/// Reads a tag whose name starts at `at` (after `<` or `</`). Returns `None` when the input
/// ends inside the tag: the browser drops such a tag, and so does this tokenizer.
fn tag(src: &str, at: usize) -> (Option<StartTag>, usize) {
    match read_tag(src, at) {
        Ok((tag, next)) => (Some(tag), next),
        Err(_) => (None, src.len()),
    }
}

/// Where the input ended inside a tag.
enum Cut {
    /// Inside an attribute's value: the attribute's name and where its value starts.
    Value(String, usize),
    /// Anywhere else in the tag (its name, between attributes, a name, before a value).
    Elsewhere,
}

/// A start tag left open at the end of `html`, as [`Tokenizer`] reads it, whose end is
/// inside an attribute value: that attribute's lower-case name and its value so far as
/// written (quotes and character references not removed, line breaks normalised). `None`
/// when `html` ends anywhere else: in text, a comment, raw text, a closed tag, or a tag
/// outside an attribute value. (Reads the whole text: the reference [`OpenAttributeReader`]
/// is tested against.)
#[cfg(test)]
pub(crate) fn open_attribute_value(html: &str) -> Option<(String, String)> {
    let mut tokens = Tokenizer::new(html);
    let mut last: Option<(usize, bool)> = None;
    loop {
        let start = tokens.pos;
        let raw = tokens.raw.is_some();
        match tokens.next() {
            None => break,
            Some(token) => last = Some((start, !raw && matches!(token, Token::Comment))),
        }
    }
    let (start, true) = last? else {
        return None;
    };
    let src = tokens.src.as_str();
    let bytes = src.as_bytes();
    if bytes.get(start) != Some(&b'<') || !bytes.get(start + 1)?.is_ascii_alphabetic() {
        return None;
    }
    match read_tag(src, start + 1) {
        Err(Cut::Value(name, value_at)) => Some((name, src.get(value_at..)?.to_owned())),
        Ok(_) | Err(Cut::Elsewhere) => None,
    }
}

/// [`open_attribute_value`] of a text that only grows at its end (markup rendered so far):
/// each [`read`](Self::read) tokenizes only what was appended since the one before, from
/// the start of the token that was last then (in text and raw text from just before the
/// end), and a tag or comment still open at the end is read on from where it was cut (its
/// step, attribute name or value), so reading a text after each of many appends costs
/// about its length once, not once per append.
#[derive(Debug, Default)]
pub(crate) struct OpenAttributeReader {
    /// The text read so far, normalised as [`Tokenizer::new`] does.
    src: String,
    /// How many bytes of the caller's text `src` holds.
    fed: usize,
    /// The caller's text ended with `\r`.
    cr: bool,
    /// Where tokenizing goes on: the same tokens follow from there as from the start.
    pos: usize,
    /// The raw-text element open at `pos`.
    raw: Option<String>,
    /// The tag or comment starting at `pos` that runs to the end of `src`.
    open: Option<Open>,
}

/// A tag or comment that runs to the end of the text read, and where reading it goes on.
#[derive(Debug)]
enum Open {
    /// A start tag, or an end tag (`end_tag`), cut at `at`.
    Tag { end_tag: bool, at: TagAt },
    /// A comment (`<!--`): every `--` before `from` is followed by neither `>` nor `!>`.
    Comment { from: usize },
    /// A bogus comment (`<!x`, `<?`, `</ `), ending at the next `>`: none before `from`.
    Bogus { from: usize },
}

/// Where a tag is cut.
#[derive(Debug)]
enum TagAt {
    /// In its name, which does not end before `from`.
    Name { from: usize },
    /// In the step of [`attribute_at`] at `step`, outside a value; when `from > step` the
    /// step's attribute name runs on, not ending before `from`.
    Step { step: usize, from: usize },
    /// In the value, starting at `value`, of the attribute `name` read by the step at
    /// `step`; the value (quoted with `quote`, or unquoted) does not end before `from`.
    Value {
        step: usize,
        name: String,
        value: usize,
        quote: Option<u8>,
        from: usize,
    },
}

impl Open {
    /// The construct starting with the `<` at `start`, as the tokenizer read it, before any
    /// of it is checked; `None` for one too short to tell its kind.
    fn at(bytes: &[u8], start: usize) -> Option<Open> {
        let len = bytes.len();
        match (bytes.get(start + 1), bytes.get(start + 2)) {
            (Some(b), _) if b.is_ascii_alphabetic() => Some(Open::Tag {
                end_tag: false,
                at: TagAt::Name { from: start + 1 },
            }),
            (Some(b'/'), Some(b)) if b.is_ascii_alphabetic() => Some(Open::Tag {
                end_tag: true,
                at: TagAt::Name { from: start + 2 },
            }),
            (Some(b'/'), Some(b)) if *b != b'>' => Some(Open::Bogus { from: start + 2 }),
            (Some(b'?'), _) => Some(Open::Bogus { from: start + 1 }),
            (Some(b'!'), _)
                if len >= start + 6 && bytes.get(start + 2..start + 4) == Some(b"--") =>
            {
                Some(Open::Comment { from: start + 4 })
            }
            (Some(b'!'), _)
                if len >= start + 4 && bytes.get(start + 2..start + 4) != Some(b"--") =>
            {
                Some(Open::Bogus { from: start + 2 })
            }
            _ => None,
        }
    }

    /// Reads on to the end of `src`: the construct still open there, or `None` once it
    /// has ended.
    fn advance(self, src: &str) -> Option<Open> {
        let bytes = src.as_bytes();
        let len = bytes.len();
        #[cfg(test)]
        let from = match &self {
            Open::Bogus { from } | Open::Comment { from } => *from,
            Open::Tag { at, .. } => match at {
                TagAt::Name { from } | TagAt::Step { from, .. } | TagAt::Value { from, .. } => {
                    *from
                }
            },
        };
        #[cfg(test)]
        tests::READ.with(|c| c.set(c.get() + len.saturating_sub(from)));
        match self {
            Open::Bogus { from } => {
                let ended = bytes.get(from..).is_some_and(|rest| rest.contains(&b'>'));
                (!ended).then_some(Open::Bogus { from: len })
            }
            Open::Comment { from } => {
                let mut at = from;
                while let Some(offset) = bytes
                    .get(at..)
                    .and_then(|rest| rest.windows(2).position(|w| w == b"--"))
                {
                    let dashes = at + offset;
                    match (bytes.get(dashes + 2), bytes.get(dashes + 3)) {
                        (Some(b'>'), _) | (Some(b'!'), Some(b'>')) => return None,
                        (None, _) | (Some(b'!'), None) => {
                            return Some(Open::Comment { from: dashes });
                        }
                        _ => at = dashes + 1,
                    }
                }
                Some(Open::Comment {
                    from: len.saturating_sub(1).max(from),
                })
            }
            Open::Tag { end_tag, at } => advance_tag(src, at).map(|at| Open::Tag { end_tag, at }),
        }
    }

    /// When this is a start tag cut inside an attribute value: the attribute's name and
    /// where its value starts.
    fn value(&self) -> Option<(String, usize)> {
        match self {
            Open::Tag {
                end_tag: false,
                at: TagAt::Value { name, value, .. },
            } => Some((name.clone(), *value)),
            _ => None,
        }
    }
}

/// [`Open::advance`] of a tag.
fn advance_tag(src: &str, mut at: TagAt) -> Option<TagAt> {
    let bytes = src.as_bytes();
    let len = bytes.len();
    let ends_name = |b: &u8| is_ws(*b) || matches!(b, b'/' | b'>' | b'=');
    loop {
        at = match at {
            TagAt::Name { from } => {
                let end = tag_name_end(bytes, from);
                if end >= len {
                    return Some(TagAt::Name { from: len });
                }
                TagAt::Step {
                    step: end,
                    from: end,
                }
            }
            TagAt::Step { step, from } => {
                if from > step
                    && !bytes
                        .get(from..)
                        .is_some_and(|rest| rest.iter().any(ends_name))
                {
                    return Some(TagAt::Step { step, from: len });
                }
                match attribute_at(src, step) {
                    // A step that reaches the end may go on (`<a h` + `ref=`): not done yet.
                    Step::Attr(_, next) | Step::Slash(next) if next < len => TagAt::Step {
                        step: next,
                        from: next,
                    },
                    Step::End(..) => return None,
                    Step::Cut(Cut::Value(name, value)) => {
                        let quote = value
                            .checked_sub(1)
                            .and_then(|q| bytes.get(q))
                            .copied()
                            .filter(|b| matches!(b, b'"' | b'\''));
                        return Some(TagAt::Value {
                            step,
                            name,
                            value,
                            quote,
                            from: len,
                        });
                    }
                    Step::Attr(..) | Step::Slash(_) | Step::Cut(Cut::Elsewhere) => {
                        // Cut in the attribute's name (which runs to the end): read on
                        // from the end; anywhere else the step is short, read it again.
                        let mut name_at = step;
                        while bytes.get(name_at).is_some_and(|b| is_ws(*b)) {
                            name_at += 1;
                        }
                        let runs_on = name_at < len
                            && !bytes
                                .get(name_at + 1..)
                                .is_some_and(|rest| rest.iter().any(ends_name));
                        let from = if runs_on { len } else { step };
                        return Some(TagAt::Step { step, from });
                    }
                }
            }
            TagAt::Value {
                step,
                name,
                value,
                quote,
                from,
            } => {
                let ended = bytes.get(from..).is_some_and(|rest| match quote {
                    Some(q) => rest.contains(&q),
                    None => rest.iter().any(|b| is_ws(*b) || *b == b'>'),
                });
                if !ended {
                    return Some(TagAt::Value {
                        step,
                        name,
                        value,
                        quote,
                        from: len,
                    });
                }
                TagAt::Step { step, from: step }
            }
        };
    }
}

impl OpenAttributeReader {
    /// [`open_attribute_value`] of `html`, which must be the text of the previous call with
    /// more text after it (a shorter text starts over): the attribute's name and where its
    /// value starts in [`text_from`](Self::text_from).
    pub(crate) fn read(&mut self, html: &str) -> Option<(String, usize)> {
        if html.len() < self.fed || !html.is_char_boundary(self.fed) {
            *self = Self::default();
        }
        push_normalised(
            &mut self.src,
            html.get(self.fed..).unwrap_or(""),
            &mut self.cr,
        );
        self.fed = html.len();
        if let Some(open) = self.open.take() {
            if let Some(open) = open.advance(&self.src) {
                let value = open.value();
                self.open = Some(open);
                return value;
            }
            // It has ended: tokenize on from its start.
        }
        let mut tokens = Tokenizer {
            src: std::mem::take(&mut self.src),
            pos: self.pos,
            raw: self.raw.take(),
        };
        // The last token: its start, the raw-text element open before it, and its kind.
        let mut last: Option<(usize, Option<String>, Token)> = None;
        loop {
            let (start, raw) = (tokens.pos, tokens.raw.clone());
            let Some(token) = tokens.next() else {
                break;
            };
            last = Some((start, raw, token));
        }
        let src = tokens.src;
        let len = src.len();
        match last {
            // Nothing new: go on from where this call started.
            None => {
                self.pos = tokens.pos;
                self.raw = tokens.raw;
            }
            // Text runs to the end: only a `<` in its last two bytes may still open markup.
            Some((start, None, Token::Text(_))) => {
                let bytes = src.as_bytes();
                self.pos = if len > start && bytes.get(len - 1) == Some(&b'<') {
                    len - 1
                } else if len >= start + 2 && bytes.get(len - 2..len) == Some(b"</") {
                    len - 2
                } else {
                    len
                };
            }
            // Raw text runs to the end: only its last `</name` may still end it.
            Some((start, Some(name), _)) => {
                let mut at = if name == "plaintext" {
                    len
                } else {
                    len.saturating_sub(name.len() + 2).max(start)
                };
                while !src.is_char_boundary(at) {
                    at -= 1;
                }
                self.pos = at;
                self.raw = Some(name);
            }
            // A tag, an end tag or a comment: read again from its start, or, when it runs
            // to the end (the tokenizer read it as a comment), read on from where it is cut.
            Some((start, None, token)) => {
                self.pos = start;
                if token == Token::Comment {
                    self.open = Open::at(src.as_bytes(), start).and_then(|o| o.advance(&src));
                }
            }
        }
        self.src = src;
        self.open.as_ref().and_then(Open::value)
    }

    /// The text read from byte `at` on (normalised).
    pub(crate) fn text_from(&self, at: usize) -> &str {
        self.src.get(at..).unwrap_or("")
    }
}

/// [`tag`], telling where a cut tag ends.
fn read_tag(src: &str, at: usize) -> Result<(StartTag, usize), Cut> {
    let bytes = src.as_bytes();
    let mut i = tag_name_end(bytes, at);
    if i >= bytes.len() {
        return Err(Cut::Elsewhere);
    }
    let name = src.get(at..i).unwrap_or("").to_ascii_lowercase();
    let mut attrs: Vec<Attribute> = Vec::new();
    let self_closing;
    loop {
        match attribute_at(src, i) {
            Step::Cut(cut) => return Err(cut),
            Step::End(next, closing) => {
                i = next;
                self_closing = closing;
                break;
            }
            Step::Slash(next) => i = next,
            Step::Attr(attr, next) => {
                i = next;
                if attrs.len() < MAX_ATTRIBUTES && !attrs.iter().any(|a| a.name == attr.name) {
                    attrs.push(attr);
                }
            }
        }
    }
    Ok((
        StartTag {
            name,
            attrs,
            self_closing,
        },
        i,
    ))
}

/// Where a tag name starting at `at` ends.
fn tag_name_end(bytes: &[u8], at: usize) -> usize {
    let mut i = at;
    while bytes
        .get(i)
        .is_some_and(|b| !(is_ws(*b) || *b == b'/' || *b == b'>'))
    {
        i += 1;
    }
    i
}

/// One step of a start tag after its name.
enum Step {
    /// An attribute (name lower-cased, value decoded), and where the next step starts.
    Attr(Attribute, usize),
    /// A `/` not before `>`: skipped.
    Slash(usize),
    /// The tag's end: the position after `>`, and whether it was `/>`.
    End(usize, bool),
    /// The input ends inside the tag.
    Cut(Cut),
}

/// The step of a start tag at `i` (after its name or a step before).
fn attribute_at(src: &str, mut i: usize) -> Step {
    let bytes = src.as_bytes();
    let len = bytes.len();
    while bytes.get(i).is_some_and(|b| is_ws(*b)) {
        i += 1;
    }
    match bytes.get(i) {
        None => return Step::Cut(Cut::Elsewhere),
        Some(b'>') => return Step::End(i + 1, false),
        Some(b'/') => {
            return if bytes.get(i + 1) == Some(&b'>') {
                Step::End(i + 2, true)
            } else {
                Step::Slash(i + 1)
            };
        }
        Some(_) => {}
    }
    // The attribute name; its first character may be `=`.
    let name_start = i;
    i += 1;
    while bytes
        .get(i)
        .is_some_and(|b| !(is_ws(*b) || *b == b'/' || *b == b'>' || *b == b'='))
    {
        i += 1;
    }
    let attr_name = src.get(name_start..i).unwrap_or("").to_ascii_lowercase();
    while bytes.get(i).is_some_and(|b| is_ws(*b)) {
        i += 1;
    }
    let mut value = String::new();
    if bytes.get(i) == Some(&b'=') {
        i += 1;
        while bytes.get(i).is_some_and(|b| is_ws(*b)) {
            i += 1;
        }
        match bytes.get(i) {
            None => return Step::Cut(Cut::Elsewhere),
            Some(&quote @ (b'"' | b'\'')) => {
                let start = i + 1;
                let Some(offset) = bytes
                    .get(start..)
                    .and_then(|rest| rest.iter().position(|b| *b == quote))
                else {
                    return Step::Cut(Cut::Value(attr_name, start));
                };
                value = entities::decode(src.get(start..start + offset).unwrap_or(""), true);
                i = start + offset + 1;
            }
            // `<a href=>`: an empty value; the next step sees the `>`.
            Some(b'>') => {}
            Some(_) => {
                let start = i;
                while bytes.get(i).is_some_and(|b| !(is_ws(*b) || *b == b'>')) {
                    i += 1;
                }
                if i >= len {
                    return Step::Cut(Cut::Value(attr_name, start));
                }
                value = entities::decode(src.get(start..i).unwrap_or(""), true);
            }
        }
    }
    Step::Attr(
        Attribute {
            name: attr_name,
            value,
        },
        i,
    )
}

#[cfg(test)]
mod tests {
    use super::{Attribute, StartTag, Token, Tokenizer};

    fn tokens(html: &str) -> Vec<Token> {
        Tokenizer::new(html).collect()
    }

    fn start(name: &str, attrs: &[(&str, &str)]) -> Token {
        Token::Start(StartTag {
            name: name.to_owned(),
            attrs: attrs
                .iter()
                .map(|(n, v)| Attribute {
                    name: (*n).to_owned(),
                    value: (*v).to_owned(),
                })
                .collect(),
            self_closing: false,
        })
    }

    #[test]
    fn tags_and_attribute_quoting() {
        assert_eq!(
            tokens(r#"<A HREF="x" title='y z' data-n=3 hidden>t</a>"#),
            vec![
                start(
                    "a",
                    &[
                        ("href", "x"),
                        ("title", "y z"),
                        ("data-n", "3"),
                        ("hidden", "")
                    ]
                ),
                Token::Text("t".into()),
                Token::End("a".into()),
            ]
        );
        assert_eq!(
            tokens("<img/src=x/onerror=alert(1)>"),
            vec![start("img", &[("src", "x/onerror=alert(1)")])]
        );
        assert_eq!(
            tokens("<b class=a class=b =x>"),
            vec![start("b", &[("class", "a"), ("=x", "")])]
        );
    }

    #[test]
    fn text_and_stray_angle_brackets() {
        assert_eq!(
            tokens("a < b &amp; 1<2 </"),
            vec![Token::Text("a < b & 1<2 </".into())]
        );
    }

    #[test]
    fn comments_and_bogus_comments() {
        assert_eq!(
            tokens("<!--><b>x</b>-->"),
            vec![
                Token::Comment,
                start("b", &[]),
                Token::Text("x".into()),
                Token::End("b".into()),
                Token::Text("-->".into())
            ]
        );
        assert_eq!(
            tokens("<!-- a --!>b<!doctype html><![CDATA[<i>]]>"),
            vec![
                Token::Comment,
                Token::Text("b".into()),
                Token::Comment,
                Token::Comment,
                Token::Text("]]>".into())
            ]
        );
        assert_eq!(tokens("<!-- never closed <b>"), vec![Token::Comment]);
    }

    #[test]
    fn raw_text_runs_to_the_matching_end_tag() {
        assert_eq!(
            tokens("<script><b>x</b></scripty></SCRIPT >after"),
            vec![
                start("script", &[]),
                Token::RawText,
                Token::End("script".into()),
                Token::Text("after".into())
            ]
        );
        assert_eq!(
            tokens("<plaintext></plaintext><b>"),
            vec![start("plaintext", &[]), Token::RawText]
        );
    }

    #[test]
    fn unterminated_tags_are_dropped() {
        assert_eq!(
            tokens("ok<img src=x onerror=alert(1)"),
            vec![Token::Text("ok".into()), Token::Comment]
        );
        assert_eq!(tokens("<a title=\"x>y"), vec![Token::Comment]);
    }

    #[test]
    fn comment_ends_and_attribute_cap() {
        assert_eq!(
            tokens("<!-- a -- b ->--><i>"),
            vec![Token::Comment, start("i", &[])]
        );
        let many: String = (0..100).map(|i| format!(" a{i}")).collect();
        let Some(Token::Start(tag)) = tokens(&format!("<b{many} a0=x>")).into_iter().next() else {
            panic!("no start tag");
        };
        assert_eq!(tag.attrs.len(), super::MAX_ATTRIBUTES);
        assert_eq!(tag.attrs.first().map(|a| a.value.as_str()), Some(""));
    }

    #[test]
    fn an_open_attribute_value_is_found_where_the_tokenizer_stops() {
        use super::open_attribute_value as open;
        let at = |name: &str, value: &str| Some((name.to_owned(), value.to_owned()));
        assert_eq!(open("<a href=\"/u/"), at("href", "/u/"));
        assert_eq!(open("<a/href='/u/"), at("href", "/u/"));
        assert_eq!(open("<p>x</p><A\nHREF=/u/"), at("href", "/u/"));
        assert_eq!(open("<a title=\"<x y='\" href=\""), at("href", ""));
        assert_eq!(open("<a href=\"/u/\" "), None);
        assert_eq!(open("<a href="), None);
        assert_eq!(open("<a href=\"/u/\">"), None);
        assert_eq!(open("<!-- <a href=\"/u/"), None);
        assert_eq!(open("<script><a href=\"/u/"), None);
        assert_eq!(open("a < b href=\"/u/"), None);
    }

    #[test]
    fn reading_on_gives_what_reading_from_the_start_gives() {
        for text in [
            "<p>a < b <a href=\"/u/x\" title='t'>l</a><img src=/i/é.png alt=x>",
            "<script>x</scr</script ><a href=\"/u/",
            "<textarea>a</textareax</TEXTAREA><a\r\nhref=\"x\r\n",
            "<!-- <a href=\"/u/ --!><a href='/v/'>",
            "<plaintext><a href=\"/u/",
            "a</<a/href=/u/ x=\"é\0\r",
            "<!doctype x><?y><a b='<' href=\"\">",
        ] {
            same_on_every_prefix(text);
        }
        // Texts made of markup's characters, pseudo-random (the same every run).
        let alphabet = [
            "<",
            ">",
            "/",
            "!",
            "?",
            "-",
            "=",
            "\"",
            "'",
            " ",
            "a",
            "b",
            "&",
            ";",
            "\r",
            "\n",
            "é",
            "<a ",
            "href=",
            "<!--",
            "-->",
            "<script>",
            "</script>",
            "<textarea>",
            "--!>",
        ];
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..3_000 {
            let mut text = String::new();
            for _ in 0..24 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let at = usize::try_from(seed >> 33).unwrap() % alphabet.len();
                text.push_str(alphabet[at]);
            }
            same_on_every_prefix(&text);
        }
    }

    /// Reading on after each character gives what reading each prefix whole gives.
    fn same_on_every_prefix(text: &str) {
        use super::{OpenAttributeReader, open_attribute_value as open};
        let mut reader = OpenAttributeReader::default();
        for (at, _) in text.char_indices().skip(1).chain([(text.len(), ' ')]) {
            let prefix = text.get(..at).unwrap();
            let read = reader
                .read(prefix)
                .map(|(name, at)| (name, reader.text_from(at).to_owned()));
            assert_eq!(read, open(prefix), "{prefix:?} in {text:?}");
        }
    }

    #[test]
    fn reading_on_reads_each_byte_about_once() {
        use super::OpenAttributeReader;
        const N: usize = 10_000;
        for (head, piece) in [
            ("<p>", "a"),
            ("<p>", "x< "),
            ("<script>", "<"),
            ("<script>", "</scrip"),
            ("<a title=\"", "a"),
            ("<a href=/", "a"),
            ("<a ", "a"),
            ("<a", "a"),
            ("<a x=\"1\" ", "a"),
            ("<!--", "-"),
            ("<!x", "a"),
            ("</a ", "b"),
        ] {
            let mut text = head.to_owned();
            let mut reader = OpenAttributeReader::default();
            READ.with(|c| c.set(0));
            for _ in 0..N {
                text.push_str(piece);
                let _ = reader.read(&text);
            }
            let read = READ.with(std::cell::Cell::get);
            assert!(read <= 12 * text.len(), "{head}{piece}: {read} bytes read");
        }
    }

    thread_local! {
        /// How many bytes the tokenizers went over.
        pub(super) static READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    #[test]
    fn newlines_and_nul_are_normalised() {
        assert_eq!(
            tokens("a\r\nb\rc<x\0y>"),
            vec![Token::Text("a\nb\nc".into()), start("x\u{FFFD}y", &[])]
        );
    }
}
