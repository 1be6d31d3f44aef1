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
