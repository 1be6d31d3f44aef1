//! Every payload of the public XSS corpus, through both built-in policies: nothing that
//! can run survives, and sanitizing the output again changes nothing.

#![allow(clippy::indexing_slicing)] // test helpers may panic

#[cfg(feature = "editor")]
use yewform_core::sanitize::normalize_editor_html;
use yewform_core::sanitize::{Policy, XSS_CORPUS, sanitize};

const FORBIDDEN_TAGS: &[&str] = &[
    "script", "iframe", "object", "embed", "svg", "math", "style", "base", "meta", "link", "form",
    "template", "noscript", "textarea", "input", "button", "frame", "frameset",
];

/// The tags of a sanitized output. Text and attribute values in the output escape `<` and
/// `>`, so every `<` opens a tag and the next `>` closes it.
fn tags(output: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = output;
    while let Some(open) = rest.find('<') {
        let after = &rest[open + 1..];
        let close = after
            .find('>')
            .unwrap_or_else(|| panic!("unclosed tag in {output:?}"));
        found.push(&after[..close]);
        rest = &after[close + 1..];
    }
    found
}

/// An attribute named `on` + letters (an event handler) in a tag. Quoted attribute values
/// are blanked first: a `title=" onclick=x"` is text, not a handler.
fn has_event_handler(tag: &str) -> bool {
    let mut outside = String::with_capacity(tag.len());
    let mut quote: Option<char> = None;
    for c in tag.to_ascii_lowercase().chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => outside.push('_'),
            None if c == '"' || c == '\'' => quote = Some(c),
            None => outside.push(c),
        }
    }
    let bytes = outside.as_bytes();
    for (i, window) in bytes.windows(3).enumerate() {
        let separated = matches!(window[0], b' ' | b'\t' | b'\n' | b'/');
        if separated && &window[1..] == b"on" {
            let letters = bytes[i + 3..]
                .iter()
                .take_while(|b| b.is_ascii_alphabetic())
                .count();
            if letters > 0 && bytes.get(i + 3 + letters) == Some(&b'=') {
                return true;
            }
        }
    }
    false
}

fn assert_safe(payload: &str, output: &str, policy: &str) {
    let context = format!("policy {policy}, payload {payload:?}, output {output:?}");
    let lower = output.to_ascii_lowercase();
    assert!(!lower.contains("<script"), "<script in {context}");
    assert!(!lower.contains("<!"), "comment or doctype in {context}");
    for tag in tags(output) {
        let tag_lower = tag.to_ascii_lowercase();
        let name = tag_lower
            .trim_start_matches('/')
            .split([' ', '\t', '\n', '/'])
            .next()
            .unwrap_or("");
        assert!(
            name.chars().next().is_some_and(|c| c.is_ascii_lowercase()),
            "odd tag <{tag}> in {context}"
        );
        assert!(!FORBIDDEN_TAGS.contains(&name), "<{name}> in {context}");
        assert!(
            !has_event_handler(tag),
            "event handler in <{tag}> of {context}"
        );
        for scheme in ["javascript:", "vbscript:", "data:text", "data:image/svg"] {
            assert!(
                !tag_lower.contains(scheme),
                "{scheme} in <{tag}> of {context}"
            );
        }
        assert!(
            !tag_lower.contains(" style="),
            "style in <{tag}> of {context}"
        );
        assert!(!tag_lower.contains(" id="), "id in <{tag}> of {context}");
        assert!(
            !tag_lower.contains(" name="),
            "name in <{tag}> of {context}"
        );
    }
}

#[test]
fn the_corpus_is_public_and_large() {
    assert!(XSS_CORPUS.len() >= 60, "{} payloads", XSS_CORPUS.len());
}

#[test]
fn no_payload_survives_the_inline_policy() {
    let policy = Policy::inline();
    for payload in XSS_CORPUS {
        let output = sanitize(payload, &policy);
        assert_safe(payload, &output, "inline");
        assert_eq!(
            sanitize(&output, &policy),
            output,
            "not idempotent: {payload:?}"
        );
    }
}

#[test]
fn no_payload_survives_the_editor_policy() {
    let policy = Policy::editor();
    for payload in XSS_CORPUS {
        let output = sanitize(payload, &policy);
        assert_safe(payload, &output, "editor");
        assert_eq!(
            sanitize(&output, &policy),
            output,
            "not idempotent: {payload:?}"
        );
    }
}

#[cfg(feature = "editor")]
#[test]
fn no_payload_survives_editor_normalisation() {
    for payload in XSS_CORPUS {
        let output = normalize_editor_html(payload);
        assert_safe(payload, &output, "normalize_editor_html");
        assert_eq!(
            normalize_editor_html(&output),
            output,
            "not idempotent: {payload:?}"
        );
        let pasted = yewform_core::sanitize::normalize_pasted_html(payload);
        assert_safe(payload, &pasted, "normalize_pasted_html");
        assert_eq!(
            normalize_editor_html(&pasted),
            pasted,
            "pasted HTML not in the normal form: {payload:?}"
        );
    }
}

#[test]
fn the_checker_itself_sees_what_it_must() {
    // The checks above would be worthless if they could not fail.
    assert!(has_event_handler("img src=x onerror=alert(1)"));
    assert!(has_event_handler("svg/onload=alert(1)"));
    assert!(!has_event_handler("a href=\"x\" title=\" once=1\""));
    assert!(has_event_handler("a title=\"x\" onclick=\"y\""));
    assert_eq!(tags("<b>x</b><br>"), vec!["b", "/b", "br"]);
    let unsafe_outputs = [
        "<img src=x onerror=alert(1)>",
        "<a href=\"javascript:alert(1)\">x</a>",
        "<svg></svg>",
        "<p style=\"x\">y</p>",
        "<!-- x -->",
    ];
    for output in unsafe_outputs {
        let caught = std::panic::catch_unwind(|| assert_safe("-", output, "check"));
        assert!(caught.is_err(), "the checker let {output:?} through");
    }
}

#[test]
fn what_typical_payloads_become() {
    let inline = Policy::inline();
    let editor = Policy::editor();
    let cases: &[(&str, &Policy, &str)] = &[
        ("<img src=x onerror=alert(1)>", &editor, r#"<img src="x">"#),
        ("<img src=x onerror=alert(1)>", &inline, ""),
        (
            "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
            &inline,
            "<a>x</a>",
        ),
        (
            "<a href=&#x6a;avascript:alert(1)>x</a>",
            &inline,
            "<a>x</a>",
        ),
        ("<script><b>x</b></script>after", &inline, "after"),
        (
            "<svg><script>alert(1)</script></svg>after",
            &inline,
            "after",
        ),
        (
            "<!--><img src=x onerror=alert(1)>-->",
            &editor,
            r#"<img src="x">--&gt;"#,
        ),
        (
            "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
            &editor,
            r#"<img src="x">"&gt;"#,
        ),
        (
            "<textarea></textarea><img src=x onerror=alert(1)>",
            &inline,
            "",
        ),
        ("<form id=x name=y><b>in</b></form>", &inline, "<b>in</b>"),
        (
            "<div style=\"background:url(javascript:alert(1))\">x</div>",
            &editor,
            "<div>x</div>",
        ),
        (
            "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">",
            &editor,
            "",
        ),
        ("\"><script>alert(1)</script>", &inline, "\"&gt;"),
        ("<img src=x onerror=alert(1)", &editor, ""),
        (
            "<b><i><u>unclosed",
            &inline,
            "<b><i><u>unclosed</u></i></b>",
        ),
    ];
    for (payload, policy, expected) in cases {
        assert_eq!(sanitize(payload, policy), *expected, "{payload:?}");
    }
}

/// Whether `text` holds something an HTML parser makes a tag, comment or doctype of: a `<`
/// followed by a letter, `/`, `!` or `?`.
#[cfg(feature = "editor")]
fn opens_a_tag(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || matches!(w[1], b'/' | b'!' | b'?')))
}

/// What leaves the editor is as clean as what it shows: every payload loaded into a
/// t-editor's value is either plain text kept as given (no tag in it), or the editor
/// policy's clean form of it.
#[cfg(feature = "editor")]
#[test]
fn no_payload_survives_into_an_editor_value() {
    use serde_json::json;
    use yewform_core::element::{ElementKind, ElementSetup, ElementState};
    let mut editor = ElementState::new(
        ElementSetup::new("t")
            .with_kind(ElementKind::TEditor)
            .with_languages(vec!["en".into(), "fr".into()]),
        None,
    );
    for payload in XSS_CORPUS {
        editor
            .load(json!({"en": payload}), false)
            .unwrap_or_default();
        editor.update(json!({"fr": payload}));
        for language in ["en", "fr"] {
            let value = editor.value()[language]
                .as_str()
                .unwrap_or_default()
                .to_string();
            if opens_a_tag(payload) {
                assert_safe(payload, &value, "an editor value");
                assert_eq!(
                    normalize_editor_html(&value),
                    value,
                    "not clean: {payload:?}"
                );
            } else {
                assert_eq!(&value, payload, "plain text is kept as given");
            }
        }
    }
}
