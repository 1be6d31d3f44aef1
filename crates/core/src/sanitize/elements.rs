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
    closes_p(name) || breaks_words_too(name)
}

/// `name` is drawn apart from the words around it though it does not close a `<p>` (so a
/// caller that already asked [`closes_p`] asks only this).
pub(crate) fn breaks_words_too(name: &str) -> bool {
    listed(BREAKS_WORDS_TOO, name)
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
///
/// Finds the name's first byte with `memchr` and checks the word there, instead of
/// splitting the list at every space (`str::split(' ')` made a `memchr` and a `memcmp`
/// call per word, several times per tag; issue 29 item 16).
pub(crate) fn listed(list: &str, name: &str) -> bool {
    #[cfg(test)]
    tests::LIST_READS.with(|reads| reads.set(reads.get() + 1));
    let (list, name) = (list.as_bytes(), name.as_bytes());
    let Some(&first) = name.first() else {
        // The empty name is listed only where the list has an empty word.
        return list.split(|b| *b == b' ').any(<[u8]>::is_empty);
    };
    if name.contains(&b' ') {
        // No word holds a space.
        return false;
    }
    memchr::memchr_iter(first, list).any(|at| {
        let end = at.saturating_add(name.len());
        let word_start = at == 0 || list.get(at.wrapping_sub(1)) == Some(&b' ');
        word_start && list.get(at..end) == Some(name) && list.get(end).is_none_or(|b| *b == b' ')
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    thread_local! {
        /// How many times this thread called [`listed`] (tests count the lists a walk reads).
        pub(crate) static LIST_READS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// `listed` as it read before: the words split at every space.
    fn by_split(list: &str, name: &str) -> bool {
        list.split(' ').any(|word| word == name)
    }

    #[test]
    fn listed_finds_exactly_the_words() {
        let lists = [
            CLOSES_P,
            STOPS_LI_SEARCH,
            BREAKS_WORDS_TOO,
            "",
            "a",
            " a",
            "a  b ",
            "p",
        ];
        let mut names: Vec<String> = ["", " ", "a b", "p ", " p", "x", "h1", "tbody", "body"]
            .iter()
            .map(|n| (*n).to_owned())
            .collect();
        for list in lists {
            for word in list.split(' ') {
                for end in 0..=word.len() {
                    names.push(word.get(..end).unwrap_or_default().to_owned());
                    names.push(word.get(end..).unwrap_or_default().to_owned());
                }
                names.push(format!("{word}x"));
                names.push(format!("x{word}"));
            }
        }
        for list in lists {
            for name in &names {
                assert_eq!(
                    listed(list, name),
                    by_split(list, name),
                    "{name:?} in {list:?}"
                );
            }
        }
        assert!(listed(CLOSES_P, "p") && listed(CLOSES_P, "form") && listed(CLOSES_P, "address"));
        assert!(!listed(CLOSES_P, "b") && !listed(BREAKS_WORDS_TOO, "bod"));
    }
}
