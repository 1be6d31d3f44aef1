//! Property tests: no input panics, the output is idempotent and never holds a script tag,
//! an event-handler attribute or any tag or attribute no policy may allow (even for a
//! custom policy that asks for all of them), and the words of the input all come out, in
//! order, never run together.

#![cfg(feature = "editor")] // every property checks `normalize_editor_html` too
#![allow(clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use yewform_core::sanitize::{
    DROPPED_WITH_CONTENT, Policy, REFUSED_ATTRIBUTES, REFUSED_TAGS, XSS_CORPUS,
    is_refused_attribute, is_refused_tag, normalize_editor_html, sanitize,
};

/// A custom policy that asks for every tag and attribute no policy may have, and some
/// harmless ones.
fn greedy() -> Policy {
    Policy::empty()
        .with_tags(REFUSED_TAGS)
        .with_tags(DROPPED_WITH_CONTENT)
        .with_tags(&[
            "a", "b", "p", "div", "img", "span", "table", "td", "tr", "h2",
        ])
        .with_attributes("*", REFUSED_ATTRIBUTES)
        .with_attributes(
            "*",
            &[
                "onclick",
                "onerror",
                "xlink:href",
                "href",
                "src",
                "class",
                "title",
            ],
        )
        .with_schemes(&["javascript", "vbscript", "data"])
}

/// The tag names and attribute names of a sanitized output (every `<` of the output opens
/// a tag, attribute values are double-quoted and hold no `"`).
fn tags_and_attributes(output: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let mut rest = output;
    while let Some(open) = rest.find('<') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('>') else {
            found.push(("<unclosed>".to_owned(), Vec::new()));
            break;
        };
        let inside = after[..close].trim_start_matches('/');
        let mut attributes = Vec::new();
        let mut blanked = String::new();
        let mut quoted = false;
        for c in inside.chars() {
            match c {
                '"' => quoted = !quoted,
                _ if quoted => {}
                _ => blanked.push(c),
            }
        }
        let mut words = blanked.split_ascii_whitespace();
        let name = words.next().unwrap_or("").to_owned();
        for word in words {
            attributes.push(word.trim_end_matches('=').to_owned());
        }
        found.push((name, attributes));
        rest = &after[close + 1..];
    }
    found
}

/// The first refused tag or attribute of a sanitized output.
fn refused_in(output: &str) -> Option<String> {
    tags_and_attributes(output)
        .into_iter()
        .find_map(|(tag, attributes)| {
            if is_refused_tag(&tag) {
                return Some(format!("<{tag}>"));
            }
            attributes
                .into_iter()
                .find(|a| is_refused_attribute(a))
                .map(|a| format!("{a} on <{tag}>"))
        })
}

/// The words a reader sees: tags of elements drawn apart (blocks, `br`, …) count as
/// whitespace, other tags as nothing, `&lt;` `&gt;` `&amp;` are decoded.
fn visible_words(output: &str) -> Vec<String> {
    const INLINE: &[&str] = &[
        "b", "strong", "i", "em", "u", "s", "del", "code", "span", "a", "small", "sub", "sup",
    ];
    let mut text = String::new();
    let mut rest = output;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('>').unwrap_or(after.len());
        let name = after[..close]
            .trim_start_matches('/')
            .split_ascii_whitespace()
            .next()
            .unwrap_or("");
        if !INLINE.contains(&name) {
            text.push(' ');
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    text.push_str(rest);
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// Words, each followed by something that keeps it apart from the next (whitespace, a
/// block tag of any kind, a line break), with inline tags around: the words and the input.
fn separated_words() -> impl Strategy<Value = (Vec<String>, String)> {
    let word = prop_oneof![
        "[a-zA-Z0-9]{1,6}",
        Just("caf\u{e9}".to_owned()),
        Just("a&lt;b".to_owned()),
        Just("x&amp;y".to_owned()),
    ];
    let apart = prop::sample::select(vec![
        " ",
        "\n",
        "<p>",
        "</p>",
        "<div>",
        "</div>",
        "<br>",
        "<li>",
        "</li>",
        "<ul>",
        "</ul>",
        "<ol start=2>",
        "</ol>",
        "<h2>",
        "</h2>",
        "<h5>",
        "</h5>",
        "<blockquote>",
        "</blockquote>",
        "<hr>",
        "<table>",
        "<tr>",
        "<td>",
        "</td>",
        "</tr>",
        "</table>",
        "<dl>",
        "<dt>",
        "<dd>",
        "</dl>",
        "<details>",
        "<summary>",
        "</summary>",
        "</details>",
        "<section>",
        "</section>",
        "<figure>",
        "</figure>",
        "<th>",
        "<caption>",
        "<img src=x>",
        "<button>",
        "</button>",
        "<form>",
        "</form>",
        "<pre> ",
        "</pre>",
    ]);
    let inline = prop::sample::select(vec![
        "",
        "",
        "<b>",
        "</b>",
        "<i>",
        "</i>",
        "<u>",
        "</u>",
        "<sub>",
        "</sub>",
        "<sup>",
        "</sup>",
        "<span>",
        "</span>",
        "<a href=/x>",
        "</a>",
        "<font>",
        "</font>",
        "<em>",
    ]);
    prop::collection::vec((inline, word, apart), 1..25).prop_map(|pieces| {
        let mut words = Vec::new();
        let mut html = String::new();
        for (before, word, after) in pieces {
            html.push_str(before);
            html.push_str(&word);
            html.push_str(after);
            words.push(
                word.replace("&lt;", "<")
                    .replace("&amp;", "&")
                    .replace("\\u{e9}", "\u{e9}"),
            );
        }
        (words, html)
    })
}

/// An attribute named `on` + letters anywhere in a tag of `output`. Text and attribute
/// values in sanitized output escape `<` and `>`, so every `<` opens a tag; quoted values
/// are blanked so that a `title=" onx="` (text) is not mistaken for a handler.
fn has_handler_or_script(output: &str) -> bool {
    let lower = output.to_ascii_lowercase();
    if lower.contains("<script") {
        return true;
    }
    let mut in_tag = false;
    let mut quote = false;
    let mut outside = String::new();
    for c in lower.chars() {
        match (in_tag, quote, c) {
            (false, _, '<') => {
                in_tag = true;
                outside.push(' ');
            }
            (false, _, _) => {}
            (true, false, '>') => {
                in_tag = false;
                outside.push('\n');
            }
            (true, false, '"') => quote = true,
            (true, true, '"') => quote = false,
            (true, true, _) => {}
            (true, false, c) => outside.push(c),
        }
    }
    let bytes = outside.as_bytes();
    bytes.windows(3).enumerate().any(|(i, w)| {
        matches!(w[0], b' ' | b'/' | b'\t' | b'\n') && &w[1..] == b"on" && {
            let letters = bytes[i + 3..]
                .iter()
                .take_while(|b| b.is_ascii_alphabetic())
                .count();
            letters > 0 && bytes.get(i + 3 + letters) == Some(&b'=')
        }
    })
}

/// Tag soup from a small alphabet, with tag names and attribute names that matter.
fn soup() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("<".to_owned()),
        Just(">".to_owned()),
        Just("/".to_owned()),
        Just("=".to_owned()),
        Just("\"".to_owned()),
        Just("'".to_owned()),
        Just(" ".to_owned()),
        Just("\n".to_owned()),
        Just("&".to_owned()),
        Just("#".to_owned()),
        Just(";".to_owned()),
        Just("!--".to_owned()),
        Just("-->".to_owned()),
        Just("\r".to_owned()),
        Just("\0".to_owned()),
        Just("\t".to_owned()),
        Just("\u{a0}".to_owned()),
        prop::sample::select(vec![
            "&#xd",
            "&#13;",
            "&#0;",
            "&#x9;",
            "&#10",
            "&#128;",
            "&#x110000;"
        ])
        .prop_map(str::to_owned),
        prop::sample::select(vec![
            "a",
            "b",
            "i",
            "p",
            "s",
            "li",
            "ul",
            "div",
            "span",
            "pre",
            "img",
            "br",
            "h1",
            "figure",
            "script",
            "style",
            "svg",
            "math",
            "textarea",
            "title",
            "noscript",
            "xmp",
            "select",
            "template",
            "iframe",
            "plaintext",
            "table",
            "td",
            "h2",
            "h5",
            "dl",
            "dd",
            "dt",
            "hr",
            "ol start=2",
            "details",
            "summary",
            "blockquote",
            "base",
            "form",
            "id",
            "name",
            "formaction",
            "xlink:href",
            "tel:",
            "onerror",
            "onload",
            "href",
            "src",
            "class",
            "target",
            "style",
            "javascript:",
            "data:",
            "x",
            "amp",
            "lt",
            "#106",
        ])
        .prop_map(str::to_owned),
        "[a-z]{1,3}",
    ];
    prop::collection::vec(piece, 0..60).prop_map(|pieces| pieces.concat())
}

/// Random corpus payloads glued to random soup (mutations of real attacks).
fn mutated_payload() -> impl Strategy<Value = String> {
    (prop::sample::select(XSS_CORPUS.to_vec()), soup(), soup())
        .prop_map(|(payload, before, after)| format!("{before}{payload}{after}"))
}

fn check(input: &str) -> Result<(), TestCaseError> {
    for policy in [Policy::inline(), Policy::editor(), greedy()] {
        let once = sanitize(input, &policy);
        prop_assert_eq!(
            &sanitize(&once, &policy),
            &once,
            "not idempotent for {:?}",
            input
        );
        prop_assert!(!has_handler_or_script(&once), "{:?} gave {:?}", input, once);
        prop_assert_eq!(refused_in(&once), None, "{:?} gave {:?}", input, once);
    }
    let normal = normalize_editor_html(input);
    prop_assert_eq!(
        &normalize_editor_html(&normal),
        &normal,
        "normal form not idempotent for {:?}",
        input
    );
    prop_assert!(
        !has_handler_or_script(&normal),
        "{:?} gave {:?}",
        input,
        normal
    );
    prop_assert_eq!(refused_in(&normal), None, "{:?} gave {:?}", input, normal);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn tag_soup(input in soup()) {
        check(&input)?;
    }

    #[test]
    fn mutated_payloads(input in mutated_payload()) {
        check(&input)?;
    }

    #[test]
    fn arbitrary_strings(input in any::<String>()) {
        check(&input)?;
    }

    #[test]
    fn words_survive_in_order_and_never_run_together((words, html) in separated_words()) {
        for policy in [Policy::empty(), Policy::inline(), Policy::editor(), greedy()] {
            let out = sanitize(&html, &policy);
            prop_assert_eq!(&visible_words(&out), &words, "{:?} gave {:?}", html, out);
        }
        let normal = normalize_editor_html(&html);
        prop_assert_eq!(&visible_words(&normal), &words, "{:?} gave {:?}", html, normal);
    }

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        check(&String::from_utf8_lossy(&bytes))?;
    }
}

#[test]
fn the_refused_and_words_checkers_can_fail() {
    assert_eq!(
        refused_in(r#"<p class="a"><base href="x"></p>"#).as_deref(),
        Some("<base>")
    );
    assert_eq!(
        refused_in(r#"<a title="id=1" id="x">t</a>"#).as_deref(),
        Some("id on <a>")
    );
    assert_eq!(refused_in(r#"<a title=" id=&quot;x">t</a>"#), None);
    assert_eq!(visible_words("<p>a</p>b<b>c</b>d<br>e"), ["a", "bcd", "e"]);
    assert_eq!(visible_words("a&lt;b&amp;c"), ["a<b&c"]);
}

#[test]
fn the_property_checker_can_fail() {
    assert!(has_handler_or_script("<img src=\"x\" onerror=\"y\">"));
    assert!(has_handler_or_script("<svg/onload=x>"));
    assert!(has_handler_or_script("x<SCRIPT>"));
    assert!(!has_handler_or_script(
        "<a title=\" onx=\">on=1 onclick=2</a>"
    ));
}
