//! What both views share: the element's classes (computed when its entry, label or theme
//! changes, not on every render), the text props as schema JSON, and a checked link.

use std::rc::Rc;

use serde_json::{Map, Value};
use std::sync::Arc;
use yew::prelude::*;
use yewform_core::schema::ElementSchema;

use crate::by_ptr::{ByArc, ByPtr};
use crate::form::ElementHandle;
use crate::layout::classes::{ElementLook, Styling, element_look_of};

/// The classes of the element `handle` of `type_name` (`static`, `button`), kept until its
/// entry (compared by pointer), label box or theme changes.
#[hook]
pub(super) fn use_look(
    handle: &ElementHandle,
    type_name: &'static str,
    entry: Option<Arc<ElementSchema>>,
    has_label: bool,
) -> Rc<Option<ElementLook>> {
    let form = handle.form().clone();
    let path = handle.path().to_owned();
    let theme: Rc<Styling> = form.theme();
    use_memo(
        (entry.map(ByArc), has_label, ByPtr(theme)),
        move |(entry, has_label, theme)| {
            let entry = entry.as_ref()?;
            form.read(|s| {
                element_look_of(
                    theme,
                    s,
                    &path,
                    type_name,
                    entry.0.common(),
                    *has_label,
                    false,
                )
            })
        },
    )
}

/// Puts the text props that are set into `map` under their schema keys.
pub(super) fn put_texts(map: &mut Map<String, Value>, texts: &[(&str, &Option<AttrValue>)]) {
    for (key, value) in texts {
        if let Some(value) = value {
            map.insert((*key).to_string(), Value::from(value.to_string()));
        }
    }
}

/// Puts the values that are set into `map` under their schema keys.
pub(super) fn put_values(map: &mut Map<String, Value>, values: &[(&str, Option<Value>)]) {
    for (key, value) in values {
        if let Some(value) = value {
            map.insert((*key).to_string(), value.clone());
        }
    }
}

/// A link or image source the sanitizer's policy allows (`http`, `https`, `mailto`, `tel`,
/// relative; `data:` images for an image), else none: a `javascript:` URL in a schema
/// never reaches the page.
#[cfg(feature = "static")]
pub(super) fn checked_url(url: Option<&str>, image: bool) -> Option<AttrValue> {
    let url = url?;
    yewform_core::sanitize::Policy::inline()
        .check_url(url, image)
        .map(AttrValue::from)
}

/// The class attribute of `keys` of the element's own classes (`prefix.key` when `prefix`
/// is set).
pub(super) fn own_classes(
    look: &ElementLook,
    prefix: &str,
    keys: &[(&str, bool)],
) -> Option<AttrValue> {
    crate::html::class_attr(&look.own, prefix, keys).map(AttrValue::from)
}
