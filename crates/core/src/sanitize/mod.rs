//! The HTML sanitizer every HTML string passes before it is rendered: schema labels, info,
//! descriptions and string slots, select option labels, and everything that enters or
//! leaves the rich-text editor. Pure Rust, no DOM, so the server (SSR) and the browser give
//! the same output.
//!
//! [`sanitize`] tokenizes the input the way a browser does (a forgiving tokenizer: tags,
//! single/double/unquoted attributes, comments, doctype, CDATA junk, raw text of `script`,
//! `style`, `textarea`, …; character references decoded), keeps what the [`Policy`] allows
//! and writes the output itself, never passing input bytes through. So the output is
//! well-formed: every text node is escaped (`&`, `<`, `>`), every attribute value is
//! double-quoted and escaped (`&`, `"`, `<`, `>`), open elements are closed in order at the
//! end, stray end tags are dropped, void elements stand alone, comments are gone. A browser
//! re-parsing it builds exactly the tree the sanitizer decided on, which is what defeats
//! mutation XSS; sanitizing the output again returns it unchanged.
//!
//! ```
//! use yewform_core::sanitize::{sanitize, Policy};
//!
//! let html = r#"<p onclick="x()">Hi <b>there</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>"#;
//! assert_eq!(sanitize(html, &Policy::inline()), "<p>Hi <b>there</b> <a>x</a></p>");
//! assert_eq!(sanitize("a < b & <unknown>c</unknown>", &Policy::inline()), "a &lt; b &amp; c");
//! ```
//!
//! What is dropped, and how:
//!
//! - `script`, `style`, `template`, `noscript`, `iframe`, `object`, `embed`, `svg`, `math`,
//!   `xmp`, `noembed`, `noframes`, `plaintext`, `title`, `textarea`, `select` (and
//!   `applet`): the element and all of its content. Raw-text elements (`script`, `style`,
//!   `xmp`, `iframe`, `noembed`, `noframes`, `noscript`, `textarea`, `title`) are read as
//!   raw text up to their end tag, as browsers do, so `<script><b>x</b></script>` leaves
//!   nothing; `plaintext` swallows the rest of the input.
//! - Any other tag the policy does not allow, and always those of [`REFUSED_TAGS`] (`base`,
//!   `meta`, `link`, `form`, `frame`, `input`, `button`, …): the tag only; its content is
//!   kept (sanitized). When the dropped element is one a browser draws apart (a block,
//!   `br`, a table cell, an image, …), a space keeps the words on either side apart:
//!   `<td>a</td><td>b</td>` gives `a b`, never `ab`.
//! - Attributes the policy does not allow, and always `on*`, names with `:` and those of
//!   [`REFUSED_ATTRIBUTES`] (`style`, `srcdoc`, `srcset`, `formaction`, `id`, `name`, …).
//! - A URL attribute whose scheme is not allowed (see [`Policy::check_url`]; `javascript:`
//!   and the other [`REFUSED_SCHEMES`] never are); an `img` without a usable `src` is
//!   dropped entirely.
//! - A tag cut off by the end of the input (`<img src=x onerror=…`), as browsers do.
//! - Nesting deeper than [`MAX_DEPTH`]: deeper start tags are dropped, their text kept.
//! - Attributes of a tag past the 64th (no allowed element needs that many).
//!
//! Differences from a browser's tree, all on the side of keeping less: formatting elements
//! closed by a block (`<b>x<div>y</div>`) are not re-opened inside it, and NUL in text
//! becomes U+FFFD instead of disappearing. The tokenizer and the walk are iterative and
//! linear, so a million nested `<div>`s neither overflow the stack nor take quadratic time.
//!
//! Output inserted into an inline context (a `<label>`, a `<p>`) by string concatenation on
//! the server can still close that context when it holds blocks (`<div>`, `<p>`): that
//! changes layout, never runs script. Render it as an element's inner HTML.
//!
//! The select's `attrs` option is filtered by the same list: [`input_attrs`] leaves out
//! every attribute the sanitizer refuses on every tag, every `form…` attribute and any
//! value holding a `javascript:` URL.
//!
//! The refused lists, the built-in policies and how to build a custom one are described in
//! `docs/sanitizer.md`.

mod attrs;
mod corpus;
mod editor;
mod elements;
mod entities;
// All 2,231 named references (the `entities-full` feature, on by default), or the common
// ones; tests compare the two.
#[cfg(feature = "entities-full")]
#[rustfmt::skip]
mod entity_table;
#[cfg(any(not(feature = "entities-full"), test))]
#[rustfmt::skip]
mod entity_table_common;
mod escape;
#[cfg(feature = "editor")]
mod paste;
mod policy;
mod serializer;
mod text;
mod tokenizer;
mod url;

pub use attrs::{OWNED_ATTRIBUTES, input_attrs};
pub use corpus::XSS_CORPUS;
#[cfg(feature = "editor")]
pub use editor::{editor_output, normalize_editor_html, normalize_pasted_html};
pub use editor::{has_markup, wrap_plain_text};
#[cfg(all(feature = "static", feature = "expressions"))]
pub(crate) use escape::ValueEscaper;
pub use escape::{escape_attr, escape_text, escape_value, escape_value_at};
pub use policy::{
    DROPPED_WITH_CONTENT, Policy, PolicyError, REFUSED_ATTRIBUTES, REFUSED_SCHEMES, REFUSED_TAGS,
    is_refused_attribute, is_refused_scheme, is_refused_tag,
};
pub use serializer::MAX_DEPTH;

/// Sanitizes `html` with `policy`: the kept tags and attributes, re-serialised as
/// well-formed, escaped HTML. Never panics; idempotent (`sanitize(sanitize(x)) ==
/// sanitize(x)`); linear in the input.
///
/// ```
/// use yewform_core::sanitize::{sanitize, Policy};
///
/// assert_eq!(
///     sanitize("<a href=https://x.test target=_blank>x", &Policy::inline()),
///     r#"<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>"#,
/// );
/// assert_eq!(sanitize("<img src=x onerror=alert(1)>", &Policy::editor()), r#"<img src="x">"#);
/// ```
pub fn sanitize(html: &str, policy: &Policy) -> String {
    serializer::run(html, policy, serializer::Mode::Plain)
}

/// The text of `html`, as the browser's `textContent` reads it: tags, comments and the
/// content of `<script>`, `<style>` and the other raw-text elements removed, numeric
/// character references and `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;` decoded
/// (other named references stay as written: this reader carries no table of names, so
/// that an app which needs only the text links neither it nor the sanitizer). The result
/// is text, not HTML: render it as a text node (Yew's
/// `Html::from(String)`), which escapes it. yewform-elements uses it for labels and other
/// texts when its `html` feature is off. Never panics; linear in the input.
///
/// ```
/// use yewform_core::sanitize::text_content;
///
/// assert_eq!(text_content("<b>Name</b> &amp; <i>co</i>"), "Name & co");
/// assert_eq!(text_content("a < b<script>alert(1)</script>"), "a < b");
/// assert_eq!(text_content("<img src=x onerror=alert(1)>x"), "x");
/// ```
#[must_use]
pub fn text_content(html: &str) -> String {
    text::text_content(html)
}
