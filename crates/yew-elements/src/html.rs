//! Rendering text that may hold HTML (labels, info, descriptions, slots, option labels from a
//! schema). Every such string passes the core sanitizer before it reaches the DOM, on the
//! server and in the browser alike, so a `<script>` or `onerror=` in a schema never runs.

use yew::{AttrValue, Html};
use yewform_core::locale::Localizable;
use yewform_core::sanitize::{Policy, sanitize};

/// A string that may hold inline HTML, sanitized and rendered.
pub fn rich(text: &str) -> Html {
    if !text.contains('<') && !text.contains('&') {
        return Html::from(text.to_string());
    }
    Html::from_html_unchecked(AttrValue::from(sanitize(text, &Policy::inline())))
}

/// A localizable text resolved for `locale` (falling back to `fallback`).
pub fn localized(text: &Localizable, locale: &str, fallback: &str) -> String {
    text.resolve(locale, fallback)
}
