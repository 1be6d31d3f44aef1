//! What the HTML parser does with particular element names, independent of any policy:
//! which are void, which hold raw text, which are dropped with their content, and which
//! close an open `<p>` or `<li>` when they start.

/// Elements that never have content or an end tag.
pub(crate) const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param",
    "source", "track", "wbr", "frame",
];

/// Elements whose content the tokenizer reads as raw text up to the matching end tag, as a
/// browser with scripting enabled does (`<script><b>x</b></script>` holds no `<b>`).
/// `plaintext` runs to the end of the input.
pub(crate) const RAW_TEXT: &[&str] = &[
    "script",
    "style",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "noscript",
    "textarea",
    "title",
    "plaintext",
];

/// Elements dropped together with everything inside them, whatever the policy says.
pub(crate) const DROP_WITH_CONTENT: &[&str] = &[
    "script",
    "style",
    "template",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "xmp",
    "noembed",
    "noframes",
    "plaintext",
    "title",
    "textarea",
    "select",
    "applet",
];

/// Starting one of these, or a heading, closes an open `<p>` first (the parser's "close a p
/// element").
const CLOSES_P: &str = concat!(
    "address article aside blockquote center details dialog dir div dl dd dt fieldset ",
    "figcaption figure footer header hgroup main menu nav ol p search section summary ",
    "ul li pre listing hr table form",
);

/// The parser's "special" elements that stop the search for an open `<li>`, besides the
/// headings (`address`, `div` and `p` are skipped by that search, so they are not listed).
const STOPS_LI_SEARCH: &str = concat!(
    "blockquote figcaption figure ol ul pre table td th caption button dl dd dt ",
    "section article aside nav header footer main details summary fieldset center ",
    "menu dir listing",
);

/// Elements a browser draws apart from the words around them (blocks, line breaks, table
/// cells, replaced and form elements): the headings, every element of [`CLOSES_P`] and these. When one of
/// them is dropped, the sanitizer writes a space between the words on either side, so
/// `<td>a</td><td>b</td>` never reads `ab`.
const BREAKS_WORDS_TOO: &str = concat!(
    "caption colgroup thead tbody tfoot tr td th br img image input button select ",
    "textarea option optgroup legend iframe frame frameset object embed applet svg ",
    "math video audio canvas body html head marquee meter progress output",
);

/// `name` is drawn apart from the words around it.
pub(crate) fn breaks_words(name: &str) -> bool {
    closes_p(name) || listed(BREAKS_WORDS_TOO, name)
}

/// `name` is a void element.
pub(crate) fn is_void(name: &str) -> bool {
    VOID.contains(&name)
}

/// `name` holds raw text up to its end tag.
pub(crate) fn is_raw_text(name: &str) -> bool {
    RAW_TEXT.contains(&name)
}

/// `name` is dropped with its content.
pub(crate) fn drops_content(name: &str) -> bool {
    DROP_WITH_CONTENT.contains(&name)
}

/// Starting `name` closes an open `<p>`.
pub(crate) fn closes_p(name: &str) -> bool {
    is_heading(name) || listed(CLOSES_P, name)
}

/// `name` stops the search for an open `<li>`.
pub(crate) fn stops_li_search(name: &str) -> bool {
    is_heading(name) || listed(STOPS_LI_SEARCH, name)
}

/// `name` is `h1` … `h6`.
pub(crate) fn is_heading(name: &str) -> bool {
    matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6")
}

/// `name` is one of the space-separated names of `list` (one string, not a table of
/// pointers to strings).
pub(crate) fn listed(list: &str, name: &str) -> bool {
    for listed in list.split(' ') {
        if listed == name {
            return true;
        }
    }
    false
}
