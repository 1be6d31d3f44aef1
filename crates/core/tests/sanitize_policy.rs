//! Custom policies: whatever a policy built with `with_tags` / `with_attributes` /
//! `with_schemes` asks for, the tags and attributes that can run script, load or redirect
//! the page, submit data or clobber the DOM never survive.

use yewform_core::sanitize::{
    DROPPED_WITH_CONTENT, Policy, PolicyError, REFUSED_ATTRIBUTES, REFUSED_TAGS, sanitize,
};

/// Tags a custom policy asks for but never gets.
const DANGEROUS_TAGS: &[&str] = &[
    "base", "meta", "link", "form", "frame", "frameset", "iframe", "object", "embed", "applet",
    "param", "script", "style", "svg", "math", "template", "noscript", "input", "button",
    "textarea", "select", "keygen", "html", "head", "body", "image", "portal",
    // Issue 29 item 17b: a modal over the page, an image-map link.
    "dialog", "area",
];

/// Attributes a custom policy asks for but never gets.
const DANGEROUS_ATTRIBUTES: &[&str] = &[
    "onclick",
    "onerror",
    "onload",
    "formaction",
    "formmethod",
    "form",
    "action",
    "srcdoc",
    "srcset",
    "xlink:href",
    "xml:base",
    "style",
    "id",
    "name",
    "http-equiv",
    "ping",
    "autofocus",
    "popovertarget",
    "is",
    // Issue 29 item 17b: content laid over the page, a page the user can edit.
    "popover",
    "contenteditable",
];

/// A policy that asks for every dangerous tag and attribute, plus some harmless ones.
fn greedy() -> Policy {
    Policy::empty()
        .with_tags(DANGEROUS_TAGS)
        .with_tags(&["a", "div", "span", "img"])
        .with_attributes("*", DANGEROUS_ATTRIBUTES)
        .with_attributes("*", &["href", "src", "rel", "content", "class", "title"])
        .with_schemes(&["javascript", "vbscript", "data", "file", "blob"])
}

#[test]
fn dangerous_tags_are_refused_even_when_a_custom_policy_asks_for_them() {
    let policy = greedy();
    for tag in DANGEROUS_TAGS {
        assert!(!policy.allows_tag(tag), "{tag} is allowed");
        let html = format!(
            r#"<{tag} href="https://evil.test/" src="https://evil.test/x" content="0;url=https://evil.test" rel="stylesheet" action="https://evil.test" class="c">t</{tag}><span class="k">after</span>"#
        );
        let out = sanitize(&html, &policy);
        assert!(!out.contains(&format!("<{tag}")), "{tag} survived: {out:?}");
        assert!(
            out.ends_with(r#"<span class="k">after</span>"#),
            "{tag}: {out:?}"
        );
    }
}

#[test]
fn the_classic_page_level_payloads_leave_nothing_behind() {
    let policy = greedy();
    for (html, expected) in [
        (r#"<base href="https://evil.test/">x"#, "x"),
        (
            r#"<meta http-equiv="refresh" content="0;url=https://evil.test">x"#,
            "x",
        ),
        (
            r#"<link rel="stylesheet" href="https://evil.test/x.css">x"#,
            "x",
        ),
        (
            r#"<form action="https://evil.test"><button formaction="https://evil.test">go</button></form>"#,
            "go",
        ),
        (
            r#"<frameset><frame src="https://evil.test"></frameset>x"#,
            "x",
        ),
        (r#"<iframe src="https://evil.test"></iframe>x"#, "x"),
        (r#"<object data="https://evil.test/x.swf"></object>x"#, "x"),
        (r#"<embed src="https://evil.test/x.swf">x"#, "x"),
        (
            r#"<svg><a xlink:href="https://evil.test">y</a></svg>x"#,
            "x",
        ),
        (
            r#"<math><mi xlink:href="javascript:alert(1)">y</mi></math>x"#,
            "x",
        ),
    ] {
        assert_eq!(sanitize(html, &policy), expected, "{html}");
    }
}

#[test]
fn dangerous_attributes_are_refused_even_when_a_custom_policy_asks_for_them() {
    let policy = greedy();
    for attribute in DANGEROUS_ATTRIBUTES {
        assert!(
            !policy.allows_attribute("div", attribute),
            "{attribute} is allowed"
        );
        let html = format!(r#"<div {attribute}="https://x.test/" class="c">t</div>"#);
        assert_eq!(
            sanitize(&html, &policy),
            r#"<div class="c">t</div>"#,
            "{attribute}"
        );
    }
    // DOM clobbering, inline CSS, handlers and HTML-in-attributes on real elements.
    assert_eq!(
        sanitize(
            r#"<a id="defaultView" name="cookie" href="https://x.test" onclick="x()" style="background:url(javascript:alert(1))">l</a><img name="getElementById" src="/a.png" srcset="javascript:x 1x" onerror="x()"><div style="x:expression(alert(1))">d</div>"#,
            &policy
        ),
        r#"<a href="https://x.test">l</a><img src="/a.png"><div>d</div>"#
    );
}

#[test]
fn script_schemes_stay_refused_even_when_a_custom_policy_asks_for_them() {
    let policy = greedy();
    for scheme in ["javascript", "vbscript", "data", "file", "blob"] {
        assert!(!policy.allows_scheme(scheme), "{scheme} is allowed");
    }
    // Local files and in-page object URLs (issue 29 item 17b).
    assert_eq!(
        sanitize(
            r#"<a href="file:///etc/passwd">f</a><a href="blob:https://x.test/1-2">b</a><img src="FILE:///c:/x.png">"#,
            &policy
        ),
        // An `img` without a usable `src` is dropped entirely.
        "<a>f</a><a>b</a>"
    );
    assert_eq!(
        sanitize(
            r#"<a href="javascript:alert(1)">a</a><a href="vbscript:x">b</a><a href="data:text/html,x">c</a>"#,
            &policy
        ),
        "<a>a</a><a>b</a><a>c</a>"
    );
    // The built-in policies too.
    assert_eq!(
        sanitize(
            r#"<a href="JaVaScRiPt&colon;alert(1)">x</a>"#,
            &Policy::inline()
        ),
        "<a>x</a>"
    );
}

#[test]
fn the_try_builders_name_what_they_refuse() {
    for tag in DANGEROUS_TAGS
        .iter()
        .chain(REFUSED_TAGS)
        .chain(DROPPED_WITH_CONTENT)
    {
        assert_eq!(
            Policy::empty().try_with_tags(&["p", tag]),
            Err(PolicyError::Tag((*tag).to_owned())),
        );
    }
    assert_eq!(
        Policy::empty().try_with_tags(&["P", "BASE"]),
        Err(PolicyError::Tag("base".into()))
    );
    for attribute in DANGEROUS_ATTRIBUTES
        .iter()
        .chain(REFUSED_ATTRIBUTES)
        .chain(&["onpointerenter", "xlink:title", "a\"b"])
    {
        assert_eq!(
            Policy::empty().try_with_attributes("*", &["class", attribute]),
            Err(PolicyError::Attribute((*attribute).to_owned())),
        );
    }
    assert_eq!(
        Policy::empty().try_with_attributes("form", &["class"]),
        Err(PolicyError::Tag("form".into()))
    );
    assert_eq!(
        Policy::empty().try_with_schemes(&["sms", "JavaScript"]),
        Err(PolicyError::Scheme("javascript".into()))
    );
    assert_eq!(
        PolicyError::Tag("base".into()).to_string(),
        "the sanitizer never allows the tag <base>"
    );
    // What is allowed builds the same policy as the silent builders.
    let built = Policy::empty()
        .try_with_tags(&["p", "a"])
        .and_then(|p| p.try_with_attributes("a", &["href", "title"]))
        .and_then(|p| p.try_with_schemes(&["sms"]))
        .expect("nothing refused");
    assert_eq!(
        built,
        Policy::empty()
            .with_tags(&["p", "a"])
            .with_attributes("a", &["href", "title"])
            .with_schemes(&["sms"])
    );
    assert_eq!(
        sanitize(r#"<p><a href="sms:123" title="t">x</a></p>"#, &built),
        r#"<p><a href="sms:123" title="t">x</a></p>"#
    );
}

/// Audit 30-H F1: `Policy::editor()` itself keeps only the editor's own class names, as its
/// rustdoc and docs/sanitizer.md say (it kept any class: only the editor's normal form
/// filtered them), in a policy built from it too; the inline policy keeps the app's classes.
#[test]
fn the_editor_policy_keeps_only_the_editors_own_class_names() {
    let stored = r#"<p><span class="fixed inset-0">x</span><span class="size">2 KB</span></p><figure class="stretched-link attachment"><figcaption class="attachment__caption hint">c</figcaption></figure>"#;
    let kept = r#"<p><span>x</span><span class="size">2 KB</span></p><figure class="attachment"><figcaption class="attachment__caption">c</figcaption></figure>"#;
    assert_eq!(sanitize(stored, &Policy::editor()), kept);
    assert_eq!(
        sanitize(stored, &Policy::editor().with_tags(&["h2"])),
        kept,
        "a policy built from the editor's keeps its class filter"
    );
    assert_eq!(
        sanitize(r#"<span class="hint">x</span>"#, &Policy::inline()),
        r#"<span class="hint">x</span>"#
    );
}
