//! The editor's normal form: what the rich-text editor stores and emits.

use super::escape::push_text;
#[cfg(feature = "editor")]
use super::policy::Policy;
#[cfg(feature = "editor")]
use super::serializer::{self, Mode};

/// Sanitizes editor HTML with [`Policy::editor`] and brings it to one normal form, so the
/// same content always gives the same string (and "dirty" compares content, not markup):
///
/// - `<b>` becomes `<strong>`, `<i>` becomes `<em>`, `<s>` and `<strike>` become `<del>`;
/// - `<h2>` … `<h6>` become the editor's heading, `<h1>`;
/// - what the editor cannot show becomes plain text, its words kept: `<u>`, `<sub>`,
///   `<sup>`, `<font>` lose the tag only (`H<sub>2</sub>O` is `H2O`); dropped blocks (tables,
///   `dl`, `hr`, `section`, …) leave a space between the words on either side, so
///   `<td>a</td><td>b</td>` is `a b`;
/// - a `<span>` without attributes is unwrapped (its content stays);
/// - a `<span>` with attributes but nothing inside is removed;
/// - `style`, `id`, `name` and event handlers are gone (the policy never keeps them);
/// - everything else, empty elements included, is kept as it is: `<div><br></div>` stays
///   the editor's empty-line marker, and an empty `<p></p>` or `<div></div>` is not removed.
///
/// Applying it twice gives the same string as applying it once.
///
/// ```
/// use yewform_core::sanitize::normalize_editor_html;
///
/// assert_eq!(
///     normalize_editor_html("<div><b>A</b> <span>b</span><span class=\"x\"></span></div><div><br></div>"),
///     "<div><strong>A</strong> b</div><div><br></div>",
/// );
/// assert_eq!(
///     normalize_editor_html("<h3>Title</h3><table><tr><td>x<sup>2</sup></td><td>y</td></tr></table>"),
///     "<h1>Title</h1>x2 y",
/// );
/// ```
///
/// Needs the `editor` feature (on by default).
#[cfg(feature = "editor")]
pub fn normalize_editor_html(html: &str) -> String {
    serializer::run(html, &Policy::editor(), Mode::Editor)
}

/// Pasted or dropped HTML in the editor's normal form ([`normalize_editor_html`]), its
/// weight and slant styles read first, as the reference's Trix reads bold and italic from
/// the computed style: a `b`/`strong` of normal weight (below 600) or an `i`/`em` of normal
/// style loses its tag, an element of weight 600 or more (`bold`) gets a `<strong>`, an
/// italic one an `<em>`; `<br class="Apple-interchange-newline">` is dropped. So a Google
/// Docs clipboard (everything in `<b style="font-weight:normal" id="docs-internal-guid-…">`,
/// bold as `<span style="font-weight:700">`) keeps its real bold and italic only. Values
/// (`load`, `update`, `default`) go through [`normalize_editor_html`], which reads tags only.
///
/// ```
/// use yewform_core::sanitize::normalize_pasted_html;
///
/// assert_eq!(
///     normalize_pasted_html(r#"<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">b</span> <span style="font-style:italic">i</span></p></b>"#),
///     "<p><strong>b</strong> <em>i</em></p>",
/// );
/// ```
///
/// Needs the `editor` feature (on by default).
#[cfg(feature = "editor")]
pub fn normalize_pasted_html(html: &str) -> String {
    let tokens = super::paste::styles_as_tags(super::tokenizer::Tokenizer::new(html));
    serializer::run_tokens(
        tokens.into_iter(),
        html.len(),
        &Policy::editor(),
        Mode::Editor,
    )
}

/// What the editor's surface emits as its value: its HTML (`inner_html`) in the editor's
/// normal form ([`normalize_editor_html`]), with a line that holds no tag (what a browser
/// keeps for one typed line: `Tom &amp; Jerry`) wrapped in a `<div>`, as the reference's Trix
/// emits `<div>…</div>`. The value is then never ambiguous: read back, it holds a tag and is
/// HTML, so its `&amp;` is not escaped a second time.
///
/// Markup that shows nothing is the empty string `""`: no text but whitespace (`&nbsp;`
/// included) and no image or attachment figure, as an empty surface (`<p><br></p>`,
/// `<div></div>`, `<div> </div>`), the reference's Trix's empty document. So an editor
/// loaded with an empty paragraph is empty (`required` fails, the placeholder shows), as one
/// the user empties by hand.
///
/// ```
/// use yewform_core::sanitize::editor_output;
///
/// assert_eq!(editor_output("Tom &amp; Jerry"), "<div>Tom &amp; Jerry</div>");
/// assert_eq!(editor_output("<p>Hi</p>"), "<p>Hi</p>");
/// assert_eq!(editor_output(""), "");
/// assert_eq!(editor_output("<p><br></p><div>&nbsp;</div>"), "");
/// assert_eq!(editor_output("<div><img src=\"a.png\"></div>"), "<div><img src=\"a.png\"></div>");
/// ```
#[cfg(feature = "editor")]
pub fn editor_output(inner_html: &str) -> String {
    let html = normalize_editor_html(inner_html);
    if shows_nothing(&html) {
        return String::new();
    }
    if has_markup(&html) {
        return html;
    }
    let mut out = String::with_capacity(html.len() + 11);
    out.push_str("<div>");
    out.push_str(&html);
    out.push_str("</div>");
    out
}

/// Whether editor HTML in the normal form shows nothing: its text is whitespace only and
/// it holds no image and no attachment figure (what the surface's `read_content` drops too).
#[cfg(feature = "editor")]
fn shows_nothing(html: &str) -> bool {
    let media = ["<img", "<figure"].iter().any(|tag| {
        html.match_indices(tag).any(|(at, _)| {
            html.as_bytes()
                .get(at + tag.len())
                .is_none_or(|&next| matches!(next, b' ' | b'>' | b'/' | b'\t' | b'\n'))
        })
    });
    !media && super::text_content(html).trim().is_empty()
}

/// Whether `text` holds markup: a `<` followed by a letter, `/`, `!` or `?`, which an HTML
/// parser turns into a tag, a comment or a doctype. A text without one is plain text: its
/// `<`, `>` and `&` are characters, never markup (`a < b`, `Tom &amp; Jerry` as written).
///
/// ```
/// use yewform_core::sanitize::has_markup;
///
/// assert!(has_markup("Hi <b>there</b>"));
/// assert!(has_markup("<!-- x -->"));
/// assert!(!has_markup("a < b & c > d"));
/// ```
pub fn has_markup(text: &str) -> bool {
    memchr::memchr_iter(b'<', text.as_bytes()).any(|at| {
        text.as_bytes()
            .get(at + 1)
            .is_some_and(|&next| next.is_ascii_alphabetic() || matches!(next, b'/' | b'!' | b'?'))
    })
}

/// Plain text as editor HTML: the text escaped inside one `<div>` (how the editor takes a
/// plain-text default), or an empty string for blank text (empty or white-space only,
/// which shows nothing: an empty editor).
///
/// ```
/// use yewform_core::sanitize::wrap_plain_text;
///
/// assert_eq!(wrap_plain_text("a < b"), "<div>a &lt; b</div>");
/// assert_eq!(wrap_plain_text(""), "");
/// assert_eq!(wrap_plain_text(" \n "), "");
/// ```
pub fn wrap_plain_text(text: &str) -> String {
    if text.trim().is_empty() {
        return String::new();
    }
    let mut out = String::with_capacity(text.len() + 11);
    out.push_str("<div>");
    push_text(&mut out, text);
    out.push_str("</div>");
    out
}
