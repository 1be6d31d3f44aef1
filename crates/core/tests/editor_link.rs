//! The link tool's policy: which answers link, unlink, insert or are refused.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code

use yewform_core::editor::link::{LinkEdit, link_target, prompt_default};

#[test]
fn the_question_proposes_the_existing_link_or_https() {
    assert_eq!(prompt_default(None), "https://");
    assert_eq!(prompt_default(Some("https://x.test/a")), "https://x.test/a");
}

#[test]
fn accepted_targets_are_trimmed() {
    assert_eq!(
        link_target(" https://x.test ").as_deref(),
        Some("https://x.test")
    );
    assert_eq!(
        link_target("http://x.test").as_deref(),
        Some("http://x.test")
    );
    assert_eq!(
        link_target("mailto:a@b.test").as_deref(),
        Some("mailto:a@b.test")
    );
    assert_eq!(link_target("/docs?a=1#b").as_deref(), Some("/docs?a=1#b"));
}

#[test]
fn scripted_and_empty_targets_are_refused() {
    for input in [
        "javascript:alert(1)",
        " JaVaScRiPt:x",
        "data:text/html,<b>",
        "vbscript:x",
        "",
        "  ",
    ] {
        assert_eq!(link_target(input), None, "{input:?}");
    }
}

#[test]
fn a_cancelled_question_changes_nothing() {
    assert_eq!(LinkEdit::decide(None, false, true), LinkEdit::Cancelled);
    assert_eq!(LinkEdit::decide(None, true, false), LinkEdit::Cancelled);
}

#[test]
fn an_empty_answer_unlinks() {
    assert_eq!(LinkEdit::decide(Some(""), false, true), LinkEdit::Unlink);
    assert_eq!(LinkEdit::decide(Some("  "), true, false), LinkEdit::Unlink);
}

#[test]
fn a_refused_answer_changes_nothing() {
    assert_eq!(
        LinkEdit::decide(Some("javascript:alert(1)"), false, false),
        LinkEdit::Refused("javascript:alert(1)".into())
    );
}

#[test]
fn a_selection_or_an_existing_link_is_linked() {
    assert_eq!(
        LinkEdit::decide(Some(" https://x.test "), false, false),
        LinkEdit::Create("https://x.test".into())
    );
    // A caret inside a link changes that link.
    assert_eq!(
        LinkEdit::decide(Some("/new"), true, true),
        LinkEdit::Create("/new".into())
    );
}

#[test]
fn a_caret_outside_links_inserts_a_link_showing_its_url_escaped() {
    assert_eq!(
        LinkEdit::decide(Some("https://x.test/?a=1&b=<2>"), true, false),
        LinkEdit::Insert(
            "<a href=\"https://x.test/?a=1&amp;b=&lt;2&gt;\">https://x.test/?a=1&amp;b=&lt;2&gt;</a>"
                .into()
        )
    );
}
