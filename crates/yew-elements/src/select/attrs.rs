//! The `attrs` option: extra HTML attributes on the select's input (the native `<select>`,
//! or the dropdown's combobox).
//!
//! Which attributes apply is decided in core, [`yewform_core::sanitize::input_attrs`]: every
//! attribute with a plain name whose value is a string, a number or `true`; `class` is added
//! to the element's own classes; the element's own attributes
//! ([`yewform_core::sanitize::OWNED_ATTRIBUTES`]: `id`, `name`, `role`, the ARIA wiring, …)
//! win and are never replaced; event handlers (`on…`), values with a `javascript:` URL,
//! `style`, `form` and every `form…` attribute, and the other attributes the sanitizer
//! refuses on every tag (`autofocus`, `srcset`, `ping`, `is`, names with `:`, …) are left
//! out: `attrs` cannot inject script, fetch a URL through CSS, cover the page or move the
//! field into another form.

use yew::prelude::*;
use yew::virtual_dom::{AttributeOrProperty, VNode};
use yewform_core::Value;
use yewform_core::sanitize::input_attrs;

/// `node` (a tag) with the element's own attributes `own` set (the ARIA attributes core
/// computes for a part, [`yewform_core::combobox::ComboAria`]), before any `attrs`.
#[cfg_attr(not(feature = "select"), allow(dead_code))] // the select's combobox parts
pub(crate) fn with_own(mut node: Html, own: Vec<yewform_core::combobox::Attr>) -> Html {
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
pub(crate) fn with_attrs(mut node: Html, attrs: &Value) -> Html {
    let extra = input_attrs(attrs);
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
