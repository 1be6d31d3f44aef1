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
/// link elsewhere. A value that starts the attribute (`href="{site}"`) is the link, on
/// purpose, and only escaped (the sanitizer still checks its scheme).
///
/// ```
/// use yewform_core::sanitize::escape_value_at;
///
/// assert_eq!(escape_value_at("<a href=\"/users/", "../x?y#"), "..%2Fx%3Fy%23");
/// assert_eq!(escape_value_at("<a href=\"", "/home"), "/home");
/// assert_eq!(escape_value_at("<a title=\"", "a b"), "a&#32;b");
/// ```
#[must_use]
pub fn escape_value_at(before: &str, value: &str) -> String {
    if in_url_value(before) {
        escape_value(&crate::endpoint::encode_uri_component(value))
    } else {
        escape_value(value)
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

/// Whether the end of `before` is inside a URL attribute's value, after its first character.
fn in_url_value(before: &str) -> bool {
    #[derive(Clone, Copy)]
    enum At {
        TagName,
        Between,
        Name,
        AfterName,
        BeforeValue,
        Quoted(char),
        Unquoted,
    }
    let Some(open) = before.rfind('<') else {
        return false;
    };
    let Some(tag) = before.get(open + 1..) else {
        return false;
    };
    let mut at = At::TagName;
    let mut name = String::new();
    let mut value_len = 0_usize;
    for c in tag.chars() {
        at = match (at, c) {
            (At::Quoted(q), c) if c == q => At::Between,
            (At::Quoted(q), _) => {
                value_len += 1;
                At::Quoted(q)
            }
            // Outside a quoted value a `>` ends the tag: the position is in text.
            (_, '>') => return false,
            (At::Unquoted, c) if c.is_whitespace() => At::Between,
            (At::Unquoted, _) => {
                value_len += 1;
                At::Unquoted
            }
            (At::BeforeValue, '"' | '\'') => {
                value_len = 0;
                At::Quoted(c)
            }
            (At::BeforeValue, c) if c.is_whitespace() => At::BeforeValue,
            (At::BeforeValue, _) => {
                value_len = 1;
                At::Unquoted
            }
            (At::Name | At::AfterName | At::Between, '=') => At::BeforeValue,
            (At::Name, c) if c.is_whitespace() => At::AfterName,
            (At::Name, c) => {
                name.push(c);
                At::Name
            }
            (At::TagName, c) if c.is_whitespace() => At::Between,
            (At::TagName, _) => At::TagName,
            (At::Between | At::AfterName, c) if c.is_whitespace() || c == '/' => at,
            (At::Between | At::AfterName, c) => {
                name.clear();
                name.push(c);
                At::Name
            }
        };
    }
    matches!(at, At::Quoted(_) | At::Unquoted)
        && value_len > 0
        && URL_ATTRIBUTES.contains(&name.to_ascii_lowercase().as_str())
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
