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
}

impl ValueEscaper {
    /// [`escape_value_at`]`(before, value)`; `before` must extend the previous call's.
    pub(crate) fn escape(&mut self, before: &str, value: &str) -> String {
        if value.is_empty() {
            return String::new();
        }
        let Some(so_far) = self.url_value_so_far(before) else {
            return escape_value(value);
        };
        let encoded = crate::endpoint::encode_uri_component(value);
        if makes_dot_segment(&so_far, value) {
            escape_value(&encoded.replace('.', "%252E"))
        } else {
            escape_value(&encoded)
        }
    }

    /// When the end of `before` is inside a URL attribute's value, after its first
    /// character: that value so far, character references decoded. Read by the sanitizer's
    /// own tokenizer.
    fn url_value_so_far(&mut self, before: &str) -> Option<String> {
        let (name, raw) = self.reader.read(before)?;
        (!raw.is_empty() && URL_ATTRIBUTES.contains(&name.as_str()))
            .then(|| super::entities::decode(&raw, true))
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

/// Whether `value` (all dots) put after the URL text `so_far` would end a dot segment of
/// the URL Standard (`.` or `..`, a dot possibly written `%2e`) in the URL's path.
fn makes_dot_segment(so_far: &str, value: &str) -> bool {
    if value.is_empty() || !value.chars().all(|c| c == '.') || so_far.contains(['?', '#']) {
        return false;
    }
    // The browser removes tabs and line breaks anywhere in a URL.
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
