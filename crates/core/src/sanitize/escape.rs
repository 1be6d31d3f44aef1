//! Escaping for the serializer: what a text node and a double-quoted attribute value need so
//! that a browser parses back exactly the characters that were written.

/// Escapes text for an HTML text node: `&`, `<` and `>` become references (and a carriage
/// return becomes `&#13;`, since a browser reads a raw one back as a line feed).
///
/// ```
/// use yewform_core::sanitize::escape_text;
///
/// assert_eq!(escape_text("a < b & c > d \"q\""), "a &lt; b &amp; c &gt; d \"q\"");
/// ```
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_text(&mut out, text);
    out
}

/// Escapes a value written into HTML wherever a template put it: in a text node, in a
/// quoted or unquoted attribute value, or where an attribute would start. Beside `&`, `<`,
/// `>`, it turns the quotes, `` ` ``, `=` and whitespace into references, so no value ends an
/// attribute or starts one; a browser reads every one back as the character written.
///
/// ```
/// use yewform_core::sanitize::escape_value;
///
/// assert_eq!(escape_value("x\" href='y'"), "x&quot;&#32;href&#61;&#39;y&#39;");
/// ```
pub fn escape_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '`' => out.push_str("&#96;"),
            '=' => out.push_str("&#61;"),
            ' ' => out.push_str("&#32;"),
            '\t' => out.push_str("&#9;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\x0c' => out.push_str("&#12;"),
            _ => out.push(c),
        }
    }
    out
}

/// As [`escape_value`], for a value that a template puts after `before` (the markup written
/// so far): inside the value of a URL attribute (`href`, `src`, `action`, …) after its first
/// character, the value is first percent-encoded as JavaScript's `encodeURIComponent` does
/// (as endpoint templates encode their variables), so that a value put into a path or a
/// query (`href="/users/{name}/profile"`) stays one segment: `../admin?x#` cannot point the
/// link elsewhere. As endpoint templates do, a value in the path that would make a dot
/// segment with what comes before it in its segment (`..` or `.` after a `/`) has its dots
/// encoded twice, `%252E`, which no URL parser takes for a dot (the server reads `%2E`):
/// `/users/../profile` would open `/profile`. (Unlike an endpoint template, the text after
/// the value is not known yet, so this also happens when the template goes on with the
/// segment, `/users/{name}x`.) A value that starts the attribute (`href="{site}"`) is the
/// link, on purpose, and only escaped (the sanitizer still checks its scheme).
///
/// Where the value goes is read as the sanitizer's tokenizer (and the browser) reads
/// `before`: `<a/href="/u/{v}">` is an `a` with an `href`, and a `<` inside an earlier
/// quoted attribute value, a comment or raw text starts no tag.
///
/// ```
/// use yewform_core::sanitize::escape_value_at;
///
/// assert_eq!(escape_value_at("<a href=\"/users/", "../x?y#"), "..%2Fx%3Fy%23");
/// assert_eq!(escape_value_at("<a href=\"/users/", ".."), "%252E%252E");
/// assert_eq!(escape_value_at("<a href=\"/search?q=", ".."), "..");
/// assert_eq!(escape_value_at("<a/href=\"/users/", "../x"), "..%2Fx");
/// assert_eq!(escape_value_at("<a href=\"", "/home"), "/home");
/// assert_eq!(escape_value_at("<a title=\"", "a b"), "a&#32;b");
/// ```
#[must_use]
pub fn escape_value_at(before: &str, value: &str) -> String {
    ValueEscaper::default().escape(before, value)
}

/// [`escape_value_at`] for the values of one template, in order: `before` grows at its end
/// from one call to the next (what was rendered so far), and each call reads only what was
/// added since the one before, so escaping many values costs the length of the text once.
#[derive(Debug, Default)]
pub(crate) struct ValueEscaper {
    reader: super::tokenizer::OpenAttributeReader,
    /// What the dot-segment rule reads of the URL value the values are in.
    url: Option<UrlSoFar>,
}

impl ValueEscaper {
    /// [`escape_value_at`]`(before, value)`; `before` must extend the previous call's.
    pub(crate) fn escape(&mut self, before: &str, value: &str) -> String {
        if value.is_empty() {
            return String::new();
        }
        let url_value = self.reader.read(before).and_then(|(name, at)| {
            (!self.reader.text_from(at).is_empty() && URL_ATTRIBUTES.contains(&name.as_str()))
                .then_some(at)
        });
        let Some(at) = url_value else {
            return escape_value(value);
        };
        let encoded = crate::endpoint::encode_uri_component(value);
        // Only a value of dots can make a dot segment: only then is the URL so far read.
        if value.chars().all(|c| c == '.') && self.makes_dot_segment(at, value) {
            escape_value(&encoded.replace('.', "%252E"))
        } else {
            escape_value(&encoded)
        }
    }
}

/// Attributes whose value is a URL (or a list of them).
const URL_ATTRIBUTES: &[&str] = &[
    "href",
    "src",
    "action",
    "formaction",
    "cite",
    "poster",
    "background",
    "longdesc",
    "srcset",
    "xlink:href",
    "data",
    "codebase",
    "manifest",
    "ping",
];

impl ValueEscaper {
    /// Whether `value` (all dots) put at the end of the URL value starting at `at` would
    /// end a dot segment of the URL Standard (`.` or `..`, a dot possibly written `%2e`) in
    /// the URL's path. The value so far is read with its character references decoded (as
    /// the sanitizer's tokenizer reads it), only from where the call before stopped.
    fn makes_dot_segment(&mut self, at: usize, value: &str) -> bool {
        let Self { reader, url } = self;
        let state = match url {
            Some(state) if state.value_at == at => state,
            _ => url.insert(UrlSoFar::new(at)),
        };
        let new = reader.text_from(state.decoded_to);
        // Decoded up to a `&` that may start a reference still being written.
        let split = match new.rfind('&') {
            Some(amp)
                if new
                    .get(amp + 1..)
                    .is_some_and(|r| r.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'#')) =>
            {
                amp
            }
            _ => new.len(),
        };
        state.feed(&super::entities::decode(
            new.get(..split).unwrap_or(""),
            true,
        ));
        state.decoded_to += split;
        let mut with_tail = state.clone();
        with_tail.feed(&super::entities::decode(
            new.get(split..).unwrap_or(""),
            true,
        ));
        with_tail.makes_dot_segment(value)
    }
}

/// What the dot-segment rule reads of a URL value (decoded), kept as the value grows.
#[derive(Debug, Clone)]
struct UrlSoFar {
    /// Where the value starts in the reader's text.
    value_at: usize,
    /// How far it is decoded and read.
    decoded_to: usize,
    /// It holds `?` or `#` (the path has ended).
    query: bool,
    /// Its last segment (after `/` or `\\`), tabs and line breaks removed (the browser
    /// removes them anywhere in a URL), lower-cased; `None` once it cannot be a dot segment.
    segment: Option<String>,
}

impl UrlSoFar {
    fn new(at: usize) -> Self {
        Self {
            value_at: at,
            decoded_to: at,
            query: false,
            segment: Some(String::new()),
        }
    }

    fn feed(&mut self, decoded: &str) {
        for c in decoded.chars() {
            match c {
                '?' | '#' => self.query = true,
                '/' | '\\' => self.segment = Some(String::new()),
                '\t' | '\n' | '\r' => {}
                _ => {
                    if let Some(segment) = &mut self.segment {
                        segment.push(c.to_ascii_lowercase());
                        if !dots_so_far(segment) {
                            self.segment = None;
                        }
                    }
                }
            }
        }
    }

    /// Whether `value` (all dots) after this ends a dot segment (`.` or `..`).
    fn makes_dot_segment(&self, value: &str) -> bool {
        !value.is_empty()
            && !self.query
            && self.segment.as_ref().is_some_and(|segment| {
                let dots = segment.replace("%2e", ".");
                dots.chars().all(|c| c == '.') && dots.len() + value.len() <= 2
            })
    }
}

/// Whether `segment` may still read as at most two dots (`%2e` is a dot; a `%` or `%2` at
/// the end may still become one).
fn dots_so_far(segment: &str) -> bool {
    let dots = segment.replace("%2e", ".");
    let body = dots
        .strip_suffix("%2")
        .or_else(|| dots.strip_suffix('%'))
        .unwrap_or(&dots);
    body.chars().all(|c| c == '.') && body.len() <= 2
}

/// Escapes text for a double-quoted attribute value: `&`, `"`, `<` and `>` become
/// references (and a carriage return becomes `&#13;`).
///
/// ```
/// use yewform_core::sanitize::escape_attr;
///
/// assert_eq!(escape_attr("x\" onerror=\"y & <z>"), "x&quot; onerror=&quot;y &amp; &lt;z&gt;");
/// ```
pub fn escape_attr(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_attr(&mut out, text);
    out
}

/// Appends `text` escaped for a text node.
pub(crate) fn push_text(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            // A raw carriage return would be read back as a line feed.
            '\r' => out.push_str("&#13;"),
            _ => out.push(c),
        }
    }
}

/// Appends `text` escaped for a double-quoted attribute value.
pub(crate) fn push_attr(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            // A raw carriage return would be read back as a line feed.
            '\r' => out.push_str("&#13;"),
            _ => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `escape_value_at` as it was: the whole text read for every value.
    fn whole(before: &str, value: &str) -> String {
        let so_far =
            super::super::tokenizer::open_attribute_value(before).and_then(|(name, raw)| {
                (!raw.is_empty() && URL_ATTRIBUTES.contains(&name.as_str()))
                    .then(|| super::super::entities::decode(&raw, true))
            });
        let Some(so_far) = so_far else {
            return escape_value(value);
        };
        let encoded = crate::endpoint::encode_uri_component(value);
        if whole_dot_segment(&so_far, value) {
            escape_value(&encoded.replace('.', "%252E"))
        } else {
            escape_value(&encoded)
        }
    }

    fn whole_dot_segment(so_far: &str, value: &str) -> bool {
        if value.is_empty() || !value.chars().all(|c| c == '.') || so_far.contains(['?', '#']) {
            return false;
        }
        let segment: String = so_far
            .rsplit(['/', '\\'])
            .next()
            .unwrap_or("")
            .chars()
            .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
            .collect::<String>()
            .to_ascii_lowercase()
            .replace("%2e", ".");
        segment.chars().all(|c| c == '.') && segment.len() + value.len() <= 2
    }

    #[test]
    fn escaping_on_gives_what_escaping_the_whole_text_gives() {
        // Texts made of URL and markup pieces, pseudo-random (the same every run); after
        // every prefix, each value escapes as the whole-text reading escaped it.
        let pieces = [
            "<a href=\"",
            "<a href='",
            "<a href=",
            "<img src=\"",
            "<a title=\"",
            "/",
            "\\",
            ".",
            "..",
            "%2e",
            "%2E",
            "%",
            "2",
            "e",
            "&period;",
            "&#46;",
            "&#x2e",
            "&Tab;",
            "&sol;",
            "&",
            "amp;",
            "?",
            "#",
            "\t",
            "\n",
            "\r",
            "\"",
            "'",
            ">",
            " ",
            "x",
            "é",
            "&amp",
        ];
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        for _ in 0..3_000 {
            let mut text = String::new();
            for _ in 0..16 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let at = usize::try_from(seed >> 33).unwrap_or(0) % pieces.len();
                text.push_str(pieces.get(at).copied().unwrap_or(""));
            }
            let mut escaper = ValueEscaper::default();
            for (at, _) in text.char_indices().skip(1).chain([(text.len(), ' ')]) {
                let before = text.get(..at).unwrap_or("");
                for value in [".", "..", "a/b", "", "x y"] {
                    assert_eq!(
                        escaper.escape(before, value),
                        whole(before, value),
                        "{before:?} {value:?}"
                    );
                }
            }
        }
    }
}
