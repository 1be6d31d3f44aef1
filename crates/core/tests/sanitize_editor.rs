//! The editor's normal form: what load, update, paste and a language switch store.

#![cfg(feature = "editor")]

use yewform_core::sanitize::{normalize_editor_html, wrap_plain_text};

#[test]
fn formatting_tags_collapse_to_one_spelling() {
    assert_eq!(
        normalize_editor_html(
            "<b>b</b><i>i</i><s>s</s><strike>k</strike><strong>S</strong><em>E</em><del>D</del>"
        ),
        "<strong>b</strong><em>i</em><del>s</del><del>k</del><strong>S</strong><em>E</em><del>D</del>"
    );
    // End tags match what was written, not the new name.
    assert_eq!(
        normalize_editor_html("<b>x</strong>y</b>z"),
        "<strong>xy</strong>z"
    );
}

#[test]
fn spans_without_attributes_are_unwrapped_and_empty_spans_removed() {
    assert_eq!(
        normalize_editor_html("<div><span>a<span>b</span></span>c</div>"),
        "<div>abc</div>"
    );
    assert_eq!(
        normalize_editor_html(
            r#"<div><span class="size">a</span><span class="size"></span><span style="color:red">b</span></div>"#
        ),
        r#"<div><span class="size">a</span>b</div>"#
    );
    // Nested empties go together; a bare span's end tag does not close an outer span.
    assert_eq!(
        normalize_editor_html(r#"<span class="size"><span class="size"></span></span>x"#),
        "x"
    );
    assert_eq!(
        normalize_editor_html(r#"<span class="size">1<span>2</span>3</span>"#),
        r#"<span class="size">123</span>"#
    );
}

#[test]
fn empty_line_marker_and_empty_blocks_are_kept() {
    assert_eq!(normalize_editor_html("<div><br></div>"), "<div><br></div>");
    assert_eq!(
        normalize_editor_html("<div>a</div><div><br/></div><div>b</div>"),
        "<div>a</div><div><br></div><div>b</div>"
    );
    assert_eq!(
        normalize_editor_html("<p></p><div></div>"),
        "<p></p><div></div>"
    );
}

#[test]
fn styles_ids_names_and_handlers_are_gone() {
    assert_eq!(
        normalize_editor_html(
            r#"<div id="x" name="y" style="color:red" onclick="z()">t</div><a href="/p" id="q">l</a>"#
        ),
        r#"<div>t</div><a href="/p">l</a>"#
    );
}

#[test]
fn pasted_office_markup_becomes_plain_editor_html() {
    let pasted = concat!(
        "<html><head><meta charset=utf-8><style>p{margin:0}</style></head><body>",
        "<!--StartFragment--><p class=MsoNormal style='margin:0'><b><span lang=EN style='font-size:11pt'>Hello</span></b>",
        "<o:p></o:p></p><table><tr><td>cell</td></tr></table><!--EndFragment--></body></html>"
    );
    assert_eq!(
        normalize_editor_html(pasted),
        "<p><strong>Hello</strong></p>cell"
    );
}

#[test]
fn normalisation_is_idempotent_on_a_typical_document() {
    let html = r#"<h1>T</h1><div><b>x</b> <i><span>y</span></i></div><ul><li>a<li>b</ul><pre>

code</pre><figure class="attachment" data-yf-attachment-url="/f.png"><img src="/f.png"><figcaption>f</figcaption></figure>"#;
    let once = normalize_editor_html(html);
    assert_eq!(normalize_editor_html(&once), once);
    assert_eq!(
        once,
        "<h1>T</h1><div><strong>x</strong> <em>y</em></div><ul><li>a</li><li>b</li></ul><pre>\n\ncode</pre><figure class=\"attachment\" data-yf-attachment-url=\"/f.png\"><img src=\"/f.png\"><figcaption>f</figcaption></figure>"
    );
}

#[test]
fn plain_text_is_wrapped_in_a_div() {
    assert_eq!(
        wrap_plain_text("Hello <world> & you"),
        "<div>Hello &lt;world&gt; &amp; you</div>"
    );
    assert_eq!(wrap_plain_text(""), "");
    assert_eq!(
        normalize_editor_html(&wrap_plain_text("a<b")),
        "<div>a&lt;b</div>"
    );
}

#[test]
fn headings_the_editor_cannot_show_become_its_heading() {
    let html =
        "<h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6 class=\"x\">Six</h6><p>text</p>";
    let once = normalize_editor_html(html);
    assert_eq!(
        once,
        "<h1>Two</h1><h1>Three</h1><h1>Four</h1><h1>Five</h1><h1>Six</h1><p>text</p>"
    );
    assert_eq!(normalize_editor_html(&once), once);
    // A heading inside a heading closes it (as in a browser), any heading end tag closes
    // the open heading; an end tag left over keeps the words around it apart.
    assert_eq!(
        normalize_editor_html("<h2>a<h3>b</h3>c</h2>d"),
        "<h1>a</h1><h1>b</h1>c d"
    );
    assert_eq!(normalize_editor_html("<h1>a</h3>b"), "<h1>a</h1>b");
}

#[test]
fn underline_subscript_and_superscript_keep_their_text() {
    assert_eq!(
        normalize_editor_html("<div>H<sub>2</sub>O, E=mc<sup>2</sup>, <u>under</u>line</div>"),
        "<div>H2O, E=mc2, underline</div>"
    );
}

#[test]
fn blocks_the_editor_cannot_show_keep_their_words_apart() {
    assert_eq!(
        normalize_editor_html(
            "<table><tr><td>a</td><td>b</td></tr></table><dl><dt>t</dt><dd>d</dd></dl>x<hr>y"
        ),
        "a b t d x y"
    );
    assert_eq!(
        normalize_editor_html("<div>a</div><section>b</section><article>c</article>"),
        "<div>a</div>b c"
    );
}

/// Audit 11 #1: Google Docs' clipboard wraps everything in a normal-weight
/// `<b id="docs-internal-guid-…">` and marks real bold and italic by `font-weight` and
/// `font-style` on spans. Pasted, only the bold word is `<strong>` and the italic one `<em>`.
#[test]
fn a_google_docs_paste_keeps_its_real_bold_and_italic_only() {
    use yewform_core::sanitize::normalize_pasted_html;
    let clipboard = concat!(
        r#"<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c3b4f2e-7fff-a1b2-c3d4-0e9f8a7b6c5d">"#,
        r#"<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">"#,
        r#"<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">a </span>"#,
        r#"<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">b</span>"#,
        r#"<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">c</span>"#,
        r#"<span style="font-weight: bold; font-style: italic">d</span>"#,
        r#"</p></b><br class="Apple-interchange-newline">"#,
    );
    assert_eq!(
        normalize_pasted_html(clipboard),
        "<p>a <strong>b</strong><em>c</em><strong><em>d</em></strong></p>"
    );
    // A plain bold tag without a style is bold, as before; a 500 weight is not.
    assert_eq!(
        normalize_pasted_html("<b>x</b><span style=\"font-weight:500\">y</span>"),
        "<strong>x</strong>y"
    );
    // What `load` accepts is unchanged: the normal form reads tags, never styles.
    assert_eq!(
        normalize_editor_html(r#"<b style="font-weight:normal">x</b>"#),
        "<strong>x</strong>"
    );
}

/// Audit 23B F1: a value (loaded, a default, a paste) keeps only the classes the editor
/// itself writes (its attachments' `attachment`, `attachment--preview`, `attachment--file`,
/// `attachment__caption`, `size`): a stored `<span class="fixed inset-0 z-50">` or Bootstrap's
/// `stretched-link` cannot use the page's own CSS to cover it (and, in a disabled editor,
/// turn every click into its link). A span left without a class is unwrapped.
#[test]
fn the_editor_keeps_only_its_own_classes() {
    assert_eq!(
        normalize_editor_html(
            r#"<p><a href="https://x.test"><span class="fixed inset-0 stretched-link">x</span></a></p>"#
        ),
        r#"<p><a href="https://x.test">x</a></p>"#
    );
    assert_eq!(
        normalize_editor_html(
            r#"<figure class="attachment attachment--file evil" data-yf-attachment=""><figcaption class="attachment__caption z-50">f <span class="size position-fixed">1 KB</span></figcaption></figure>"#
        ),
        r#"<figure class="attachment attachment--file" data-yf-attachment=""><figcaption class="attachment__caption">f <span class="size">1 KB</span></figcaption></figure>"#
    );
    assert_eq!(
        normalize_editor_html(
            r#"<figure class="modal"><figcaption class="x">c</figcaption></figure>"#
        ),
        "<figure><figcaption>c</figcaption></figure>"
    );
}
