//! The `attrs` option: extra HTML attributes on the select's input (the native `<select>`,
//! or the dropdown's combobox).
//!
//! What is applied, and what is refused:
//!
//! - every attribute with a plain name (`[A-Za-z_:][A-Za-z0-9_:.-]*`) whose value is a
//!   string, a number or `true` (an empty boolean attribute); `false` and `null` leave it out;
//! - `class` is added to the element's own classes;
//! - the attributes the element sets itself win and are never replaced: `id`, `name`,
//!   `role`, `type`, `value`, `disabled`, `tabindex`, `placeholder`, `autocomplete` when the
//!   element sets it, and the ARIA wiring (`aria-labelledby`, `aria-describedby`,
//!   `aria-invalid`, `aria-errormessage`, `aria-disabled`, `aria-busy`, `aria-required`,
//!   `aria-expanded`, `aria-controls`, `aria-activedescendant`, `aria-autocomplete`,
//!   `aria-haspopup`); other `aria-*` (`aria-label`, …) are applied;
//! - event handler attributes (`on…`) are refused, and so is a value with a `javascript:`
//!   URL: `attrs` cannot inject script.

use yew::prelude::*;
use yew::virtual_dom::{AttributeOrProperty, VNode};
use yewform_core::Value;

/// Attributes the element always owns, whether or not it sets them on this render (so that
/// an attribute never flips between the element's value and the `attrs` one).
const OWNED: &[&str] = &[
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

/// A plain attribute name: a letter, `_` or `:` first, then letters, digits, `_ : . -`.
fn plain_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_' || c == ':')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ':' | '.' | '-'))
}

/// Whether a value holds a `javascript:` URL (ignoring case, spaces and control characters,
/// as browsers do when they parse a URL).
fn script_url(value: &str) -> bool {
    // The kept characters compared one by one (no folded string collected, issue 15).
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

/// The attributes of `attrs` that may be applied: `(lower-case name, value)`, `class`
/// included (the caller merges it).
pub(super) fn allowed(attrs: &Value) -> Vec<(String, String)> {
    let Value::Object(map) = attrs else {
        return Vec::new();
    };
    // A loop (no iterator chain collected, issue 15).
    let mut kept = Vec::new();
    for (name, value) in map {
        let name = name.to_ascii_lowercase();
        if !plain_name(&name) || name.starts_with("on") || OWNED.contains(&name.as_str()) {
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

/// `node` (a tag) with the element's own attributes `own` set (the ARIA attributes core
/// computes for a part, [`yewform_core::combobox::ComboAria`]), before any `attrs`.
pub(super) fn with_own(mut node: Html, own: Vec<yewform_core::combobox::Attr>) -> Html {
    if let VNode::VTag(tag) = &mut node {
        let tag = std::rc::Rc::make_mut(tag);
        for (name, value) in own {
            tag.add_attribute(name, value);
        }
    }
    node
}

/// `node` (a tag) with the allowed `attrs` added: `class` appended to its classes, the
/// others only where the tag has no attribute of that name.
pub(super) fn with_attrs(mut node: Html, attrs: &Value) -> Html {
    let extra = allowed(attrs);
    if extra.is_empty() {
        return node;
    }
    if let VNode::VTag(tag) = &mut node {
        let map = std::rc::Rc::make_mut(tag).attributes.get_mut_index_map();
        for (name, value) in extra {
            let key = AttrValue::from(name);
            // A property of the same name counts as the element's own (as an empty value).
            let own = map.get(&key).map(|v| match v {
                AttributeOrProperty::Attribute(v) => v.to_string(),
                AttributeOrProperty::Static(v) => (*v).to_string(),
                AttributeOrProperty::Property(_) => String::new(),
            });
            let merged = match (key.as_str(), own) {
                ("class", Some(own)) if !own.trim().is_empty() => {
                    [own.as_str(), " ", value.as_str()].concat()
                }
                ("class", _) | (_, None) => value,
                (_, Some(_)) => continue, // the element's own attribute wins
            };
            map.insert(key, AttributeOrProperty::Attribute(AttrValue::from(merged)));
        }
    }
    node
}

#[cfg(test)]
mod tests {
    use super::{allowed, plain_name, script_url};
    use serde_json::json;

    #[test]
    fn names_values_and_refusals() {
        assert!(plain_name("data-x") && plain_name("xml:lang") && !plain_name("a b"));
        assert!(!plain_name("") && !plain_name("1a") && !plain_name("a\"b"));
        assert!(script_url(" JavaScript:alert(1)") && script_url("java\tscript:x"));
        assert!(!script_url("https://example.com") && !script_url("javascript") && !script_url(""));
        assert!(script_url("javascript:") && !script_url("javascrip\u{212A}:x"));
        let kept = allowed(&json!({
            "Title": "T", "data-n": 3, "required": true, "hidden": false, "x": null,
            "onClick": "a()", "id": "i", "aria-label": "L", "aria-invalid": "false",
            "style": {"color": "red"}, "cite": "javascript:a()"
        }));
        assert_eq!(
            kept,
            vec![
                ("title".to_string(), "T".to_string()),
                ("data-n".to_string(), "3".to_string()),
                ("required".to_string(), String::new()),
                ("aria-label".to_string(), "L".to_string()),
            ]
        );
    }
}
