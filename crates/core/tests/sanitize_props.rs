//! Property tests: no input panics, the output is idempotent and never holds a script tag
//! or an event-handler attribute.

#![allow(clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use yewform_core::sanitize::{Policy, XSS_CORPUS, normalize_editor_html, sanitize};

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
    for policy in [Policy::inline(), Policy::editor()] {
        let once = sanitize(input, &policy);
        prop_assert_eq!(
            &sanitize(&once, &policy),
            &once,
            "not idempotent for {:?}",
            input
        );
        prop_assert!(!has_handler_or_script(&once), "{:?} gave {:?}", input, once);
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
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        check(&String::from_utf8_lossy(&bytes))?;
    }
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
