//! Rendering text that may hold HTML (labels, info, descriptions, slots, option labels from a
//! schema). Every such string passes the core sanitizer before it reaches the DOM, on the
//! server and in the browser alike, so a `<script>` or `onerror=` in a schema never runs.
//! Without the `html` feature such a string renders as its text content instead (a text
//! node: tags removed, numeric and basic named references decoded), and the sanitizer is not
//! linked.

use yew::Html;
use yewform_core::locale::Localizable;

/// A string that may hold inline HTML, sanitized and rendered (with the `html` feature), or
/// its text content (without it).
pub fn rich(text: &str) -> Html {
    rich_with(text, yewform_core::sanitize::Policy::inline)
}

/// [`rich`] with the policy of the tag it goes in: [`Policy::phrasing`] inside a `p` or a
/// heading, [`Policy::phrasing_in_link`] inside a link, where a browser's parser would
/// otherwise end the tag early (and a server-rendered page could not hydrate).
///
/// [`Policy::phrasing`]: yewform_core::sanitize::Policy::phrasing
/// [`Policy::phrasing_in_link`]: yewform_core::sanitize::Policy::phrasing_in_link
#[cfg_attr(not(feature = "html"), allow(unused_variables))]
pub(crate) fn rich_with(text: &str, policy: fn() -> yewform_core::sanitize::Policy) -> Html {
    if !text.contains('<') && !text.contains('&') {
        return Html::from(text.to_string());
    }
    #[cfg(feature = "html")]
    {
        use yewform_core::sanitize::sanitize;
        Html::from_html_unchecked(yew::AttrValue::from(sanitize(text, &policy())))
    }
    #[cfg(not(feature = "html"))]
    {
        Html::from(yewform_core::sanitize::text_content(text))
    }
}

/// A localizable text resolved for `locale` (falling back to `fallback`).
pub fn localized(text: &Localizable, locale: &str, fallback: &str) -> String {
    text.resolve(locale, fallback)
}

/// Adds the classes of `text` (space separated) to the class list `out`, each once, in
/// order: what `classes!` makes of them, without its per-call code.
pub(crate) fn push_classes(out: &mut String, text: &str) {
    for word in text.split_whitespace() {
        if !out.split(' ').any(|w| w == word) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(word);
        }
    }
}

/// The class attribute of the keys of `own` whose flag is set (`prefix.key`, or `key`
/// when `prefix` is empty), each class once, in order; `None` when there are none (no
/// `class` attribute, as `classes!` renders an empty list). One non-generic function for
/// every element's conditional classes.
pub(crate) fn class_attr(
    own: &yewform_core::classes::ComputedClasses,
    prefix: &str,
    keys: &[(&str, bool)],
) -> Option<String> {
    let mut out = String::new();
    let mut key = String::new();
    for (name, on) in keys {
        if !on {
            continue;
        }
        key.clear();
        if !prefix.is_empty() {
            key.push_str(prefix);
            key.push('.');
        }
        key.push_str(name);
        push_classes(&mut out, &own.get(&key));
    }
    (!out.is_empty()).then_some(out)
}

/// Where a key moves the focus in a WAI-ARIA APG toolbar of `count` controls whose control
/// `here` has it: Right/Down the next, Left/Up the previous (both wrapping around), Home/End
/// the first/last. `None` for any other key, and for a key with a modifier (Alt, Ctrl, Meta,
/// Shift): Alt+ArrowLeft is the browser's Back, the others the browser's or the screen
/// reader's. The arrows only move the focus; Enter and Space press the native button.
pub(crate) fn toolbar_target(
    event: &yew::KeyboardEvent,
    here: usize,
    count: usize,
) -> Option<usize> {
    if count == 0 || event.alt_key() || event.ctrl_key() || event.meta_key() || event.shift_key() {
        return None;
    }
    let last = count - 1;
    match event.key().as_str() {
        "ArrowRight" | "ArrowDown" => Some(if here >= last { 0 } else { here + 1 }),
        "ArrowLeft" | "ArrowUp" => Some(if here == 0 || here > last {
            last
        } else {
            here - 1
        }),
        "Home" => Some(0),
        "End" => Some(last),
        _ => None,
    }
}
