//! Props of the choice elements.

use serde_json::{Map, Value};
use yew::prelude::*;

use crate::element_props::element_props;
use crate::hooks::ElementListeners;

/// The options of a choice element's own props, as schema JSON.
#[allow(dead_code)] // used by the props of the kinds the build has
fn schema_json(
    type_name: &str,
    options: &Value,
    own: &[(&str, Option<Value>)],
    common: impl FnOnce(&mut Map<String, Value>),
) -> Value {
    let mut map = match options {
        Value::Object(map) => map.clone(),
        _ => Map::new(),
    };
    map.insert("type".into(), Value::from(type_name));
    common(&mut map);
    for (key, value) in own {
        if let Some(value) = value {
            map.insert((*key).into(), value.clone());
        }
    }
    Value::Object(map)
}

#[allow(dead_code)] // used by the props of the kinds the build has
fn text(v: &Option<AttrValue>) -> Option<Value> {
    v.as_ref().map(|s| Value::from(s.to_string()))
}

macro_rules! choice_props {
    ($(#[$meta:meta])* $name:ident, $type_name:literal { $( $(#[$field_meta:meta])* $field:ident : $ty:ty => $key:literal ( $conv:expr ) ),* $(,)? }) => {
        element_props! {
            $(#[$meta])*
            pub struct $name {
                /// Any option of the reference's tables as schema JSON (camelCase keys).
                #[prop_or_default]
                pub options: Value,
                /// Render props: the `default` slot (checkbox, radio, toggle), a group's
                /// item slot, and the layout slots.
                #[prop_or_default]
                pub slots: super::ChoiceSlots,
                $( $(#[$field_meta])* #[prop_or_default] pub $field: $ty, )*
            }
        }

        impl $name {
            /// The inline options as schema JSON.
            pub fn schema_json(&self) -> Value {
                schema_json(
                    $type_name,
                    &self.options,
                    &[$( ($key, ($conv)(&self.$field)) ),*],
                    |map| self.put_common_options(map),
                )
            }

            /// The event props as listeners.
            pub fn listeners(&self) -> ElementListeners {
                self.common_listeners()
            }
        }
    };
}

#[allow(dead_code)] // used by the props of the kinds the build has
fn json(v: &Option<Value>) -> Option<Value> {
    v.clone()
}

#[allow(dead_code)] // used by the props of the kinds the build has
fn flag(v: &Option<bool>) -> Option<Value> {
    v.map(Value::Bool)
}

#[allow(dead_code)] // used by the props of the kinds the build has
fn labels(v: &Option<(AttrValue, AttrValue)>) -> Option<Value> {
    v.as_ref()
        .map(|(on, off)| serde_json::json!({"on": on.to_string(), "off": off.to_string()}))
}

#[allow(dead_code)] // used by the props of the kinds the build has
fn values(v: &Option<Vec<Value>>) -> Option<Value> {
    v.clone().map(Value::Array)
}

#[cfg(feature = "checkbox")]
choice_props! {
    /// Props of [`CheckboxElement`](super::CheckboxElement): the common props and the
    /// checkbox's options (`text`, `trueValue`, `falseValue`, `standalone`, `align`).
    CheckboxProps, "checkbox" {
        /// The text beside the box (inline HTML, sanitized).
        text: Option<AttrValue> => "text"(text),
        /// The value when checked (default `true`).
        true_value: Option<Value> => "trueValue"(json),
        /// The value when unchecked (default `false`; also what `clear()` sets).
        false_value: Option<Value> => "falseValue"(json),
        /// No spacing beside the box.
        standalone: Option<bool> => "standalone"(flag),
        /// `left` or `right`: which side the text is on.
        align: Option<AttrValue> => "align"(text),
    }
}

#[cfg(feature = "toggle")]
choice_props! {
    /// Props of [`ToggleElement`](super::ToggleElement): the common props and the toggle's
    /// options (`text`, `labels`, `trueValue`, `falseValue`, `standalone`, `align`).
    ToggleProps, "toggle" {
        /// The text beside the switch (inline HTML, sanitized).
        text: Option<AttrValue> => "text"(text),
        /// The texts inside the switch, `(on, off)`.
        labels: Option<(AttrValue, AttrValue)> => "labels"(labels),
        /// The value when on (default `true`).
        true_value: Option<Value> => "trueValue"(json),
        /// The value when off (default `false`; also what `clear()` sets).
        false_value: Option<Value> => "falseValue"(json),
        /// No text beside the switch.
        standalone: Option<bool> => "standalone"(flag),
        /// `left` or `right`: which side the text is on.
        align: Option<AttrValue> => "align"(text),
    }
}

#[cfg(feature = "radio")]
choice_props! {
    /// Props of [`RadioElement`](super::RadioElement): the common props and the radio's
    /// options (`text`, `radioValue`, `radioName`, `standalone`, `align`).
    RadioProps, "radio" {
        /// The text beside the radio (inline HTML, sanitized).
        text: Option<AttrValue> => "text"(text),
        /// The value when this radio is chosen (default `1`).
        radio_value: Option<Value> => "radioValue"(json),
        /// The input's `name`, shared by the radios of one group (default: the element's
        /// path). Choosing one radio sets the others of its group to `null`.
        radio_name: Option<AttrValue> => "radioName"(text),
        /// No spacing beside the radio.
        standalone: Option<bool> => "standalone"(flag),
        /// `left` or `right`: which side the text is on.
        align: Option<AttrValue> => "align"(text),
    }
}

#[cfg(feature = "checkboxgroup")]
choice_props! {
    /// Props of [`CheckboxgroupElement`](super::CheckboxgroupElement): the common props and
    /// the group's options (`items`, `view`, `disables`).
    CheckboxgroupProps, "checkboxgroup" {
        /// The items: a list of values, `{value: label}`, `{value: {label, description,
        /// disabled}}`, `[{value, label, description?, disabled?}]` (labels may be per-locale
        /// objects), or an endpoint URL. Not the select's grouped items, `labelProp` /
        /// `valueProp` or `dataKey`. `{"fn": "<name>"}` names a registered items function.
        items: Option<Value> => "items"(json),
        /// `default`, `tabs` or `blocks`.
        view: Option<AttrValue> => "view"(text),
        /// The values of the items to disable.
        disables: Option<Vec<Value>> => "disables"(values),
    }
}

#[cfg(feature = "radiogroup")]
choice_props! {
    /// Props of [`RadiogroupElement`](super::RadiogroupElement): the common props and the
    /// group's options (`items`, `view`, `disables`).
    RadiogroupProps, "radiogroup" {
        /// The items: a list of values, `{value: label}`, `{value: {label, description,
        /// disabled}}`, `[{value, label, description?, disabled?}]` (labels may be per-locale
        /// objects), or an endpoint URL. Not the select's grouped items, `labelProp` /
        /// `valueProp` or `dataKey`. `{"fn": "<name>"}` names a registered items function.
        items: Option<Value> => "items"(json),
        /// `default`, `tabs` or `blocks`.
        view: Option<AttrValue> => "view"(text),
        /// The values of the items to disable.
        disables: Option<Vec<Value>> => "disables"(values),
    }
}
