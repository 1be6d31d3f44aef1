//! [`input_attrs`]: which attributes of the select's `attrs` option reach its input.

use serde_json::Value;

use super::is_refused_attribute;

/// Attributes the select's input always owns, whether or not it sets them on this render
/// (so that an attribute never flips between the element's value and the `attrs` one).
pub const OWNED_ATTRIBUTES: &[&str] = &[
    "id",
    "name",
    "role",
    "type",
    "value",
    "disabled",
    "tabindex",
    "placeholder",
    "aria-labelledby",
    "aria-describedby",
    "aria-invalid",
    "aria-errormessage",
    "aria-disabled",
    "aria-busy",
    "aria-required",
    "aria-expanded",
    "aria-controls",
    "aria-activedescendant",
    "aria-autocomplete",
    "aria-haspopup",
];

/// Whether the attribute `name` (lower case) may never come from `attrs`: what the
/// sanitizer refuses on every tag ([`is_refused_attribute`]: not a plain name, an `on…`
/// handler, a name with `:`, or one of [`REFUSED_ATTRIBUTES`] such as `style`, `form`,
/// `formaction`, `autofocus`, `srcset`, `ping`, `is`), and every other name starting with
/// `form` (the `form…` attributes change where and how a form is submitted).
///
/// [`REFUSED_ATTRIBUTES`]: super::REFUSED_ATTRIBUTES
fn refused(name: &str) -> bool {
    is_refused_attribute(name) || name.starts_with("form")
}

/// Whether a value holds a `javascript:` URL (ignoring case, spaces and control characters,
/// as browsers do when they parse a URL).
fn script_url(value: &str) -> bool {
    // The kept characters compared one by one (no folded string collected, docs/size.md).
    let mut wanted = "javascript:".bytes();
    for c in value.chars() {
        if c.is_whitespace() || c.is_control() {
            continue;
        }
        match wanted.next() {
            None => return true,
            Some(w) if c.is_ascii() && c.to_ascii_lowercase() as u8 == w => {}
            Some(_) => return false,
        }
    }
    wanted.next().is_none()
}

/// The attributes of the select's `attrs` option that may be applied to its input:
/// `(lower-case name, value)` in the order written, `class` included (the caller adds it to
/// the input's own classes). Left out, silently, as the sanitizer drops what it refuses:
///
/// - the element's own attributes ([`OWNED_ATTRIBUTES`]: `id`, `name`, `role`, its ARIA
///   wiring, …);
/// - the attributes the sanitizer refuses on every tag, and every `form…` attribute (see
///   [`REFUSED_ATTRIBUTES`](super::REFUSED_ATTRIBUTES)): event handlers (`on…`), names that
///   are not plain lower-case attribute names or hold a `:`, `style` (it can fetch a URL or
///   cover the page; classes style the input), `form` and `formaction`, `formmethod`, …
///   (they move the field into another form or change its submission), `autofocus`,
///   `srcset`, `ping`, `popovertarget`, `is`, `xmlns`, …;
/// - a value holding a `javascript:` URL, and a value that is not a string, a number or
///   `true` (`true` is an empty boolean attribute; `false` and `null` leave the attribute
///   out).
///
/// ```
/// use serde_json::json;
/// use yewform_core::sanitize::input_attrs;
/// let attrs = json!({"title": "T", "style": "position:fixed", "form": "login", "onclick": "x()"});
/// assert_eq!(input_attrs(&attrs), vec![("title".to_string(), "T".to_string())]);
/// ```
#[must_use]
pub fn input_attrs(attrs: &Value) -> Vec<(String, String)> {
    let Value::Object(map) = attrs else {
        return Vec::new();
    };
    // A loop (no iterator chain collected, docs/size.md).
    let mut kept = Vec::new();
    for (name, value) in map {
        let name = name.to_ascii_lowercase();
        if refused(&name) || OWNED_ATTRIBUTES.contains(&name.as_str()) {
            continue;
        }
        let text = match value {
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            Value::Bool(true) => String::new(),
            _ => continue,
        };
        if !script_url(&text) {
            kept.push((name, text));
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::{refused, script_url};

    #[test]
    fn names_and_script_urls() {
        assert!(!refused("data-x") && !refused("aria-label") && !refused("inputmode"));
        assert!(refused("") && refused("1a") && refused("a\"b") && refused("a b"));
        assert!(refused("xml:lang") && refused("onx") && refused("style") && refused("formx"));
        assert!(script_url(" JavaScript:alert(1)") && script_url("java\tscript:x"));
        assert!(!script_url("https://example.com") && !script_url("javascript") && !script_url(""));
        assert!(script_url("javascript:") && !script_url("javascrip\u{212A}:x"));
    }
}
