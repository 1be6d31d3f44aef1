//! Props of `TextElement`, `TextareaElement` and `HiddenElement`.

use serde_json::{Map, Value};
use yew::prelude::*;
use yewform_core::schema::TextKind;

use crate::by_ptr::ByPtr;
use crate::element_props::element_props;
use crate::events::FiredEvent;
use crate::hooks::ElementListeners;

element_props! {
    /// Props of [`TextElement`](super::TextElement), [`TextareaElement`](super::TextareaElement)
    /// and [`HiddenElement`](super::HiddenElement) (one props type; an option the element's
    /// type does not have is a schema error shown in place of the field, as in the schema:
    /// `schema.bio.inputType: "inputType" is a text option; a textarea has no such option`).
    ///
    /// Every option of the reference is reachable: the common ones and the family's own have
    /// a prop, and `options` takes any other option by its schema name
    /// (`{"fieldName": "E-mail", "addons": {"before": "@"}}`). Inside a schema-driven form
    /// only `name` is needed: the element reads its schema entry.
    pub struct TextProps {
        /// Any option of the reference's tables as schema JSON (camelCase keys).
        #[prop_or_default]
        pub options: ByPtr<Value>,
        /// `inputType` (text): the input's `type` (`email`, `password`, `number`, `tel`, …).
        #[prop_or_default]
        pub input_type: Option<AttrValue>,
        /// `autocomplete` (text): the attribute (`email`, `new-password`, `off`, …).
        #[prop_or_default]
        pub autocomplete: Option<AttrValue>,
        /// `debounce` (text, textarea): milliseconds before validation runs after a change.
        #[prop_or_default]
        pub debounce: Option<u64>,
        /// `readonly` (text, textarea, t-text, t-textarea); conditions and a named function
        /// go in `options` (`{"readonly": [["locked", true]]}`), as in a schema.
        #[prop_or_default]
        pub readonly: Option<bool>,
        /// `readonly` as a Rust function: read-only while it is true (wins over `readonly`).
        #[prop_or_default]
        pub readonly_fn: Option<crate::form::registry::ConditionFn>,
        /// `loading` (text): shows the loader and sets `aria-busy`.
        #[prop_or_default]
        pub loading: Option<bool>,
        /// `forceNumbers` (text, hidden): numeric text goes into the data as a number.
        #[prop_or_default]
        pub force_numbers: Option<bool>,
        /// `floating` (text, textarea): the floating label; `false` turns it off.
        #[prop_or_default]
        pub floating: Option<Value>,
        /// `expression` (text, hidden): the value computed from `{…}` expressions over the
        /// form's data (`"{first} {last}"`); a locale map of them goes in `options`.
        #[prop_or_default]
        pub expression: Option<AttrValue>,
        /// `rows` (textarea, default 3).
        #[prop_or_default]
        pub rows: Option<u64>,
        /// `autogrow` (textarea, default `true`): the textarea grows with its text.
        #[prop_or_default]
        pub autogrow: Option<bool>,
        /// `blur`: the input lost the focus.
        #[prop_or_default]
        pub on_blur: Option<Callback<FiredEvent>>,
        /// `focus`: the input got the focus.
        #[prop_or_default]
        pub on_focus: Option<Callback<FiredEvent>>,
        /// `keydown`, with the browser's event ([`EventArgs::Keyboard`](crate::EventArgs::Keyboard)).
        #[prop_or_default]
        pub on_keydown: Option<Callback<FiredEvent>>,
        /// `keyup`, with the browser's event.
        #[prop_or_default]
        pub on_keyup: Option<Callback<FiredEvent>>,
        /// `keypress`, with the browser's event.
        #[prop_or_default]
        pub on_keypress: Option<Callback<FiredEvent>>,
        /// Render props for the `addon-before` and `addon-after` slots and the layout slots
        /// (`label`, `info`, `required`, `description`, `before`, `between`, `after`).
        #[prop_or_default]
        pub slots: super::TextSlots,
    }
}

/// Registers an inline element's `readonly_fn` in the form's functions (a condition
/// function named `inline:<path>:readonly`) and names it in its schema JSON.
pub(super) fn put_readonly_fn(
    json: &mut Value,
    form: &crate::form::FormHandle,
    path: &str,
    f: &crate::form::registry::ConditionFn,
) {
    let name = format!("inline:{path}:readonly");
    let f = yewform_core::schema::SharedFn::Condition(f.0.clone());
    if crate::form::registry::put_function(form, name.clone(), f) {
        if let Value::Object(map) = json {
            map.insert("readonly".into(), yewform_core::schema::function_ref(&name));
        }
    }
}

impl TextProps {
    /// The inline options as schema JSON, with `type` the schema type of `kind`.
    pub fn schema_json(&self, kind: TextKind) -> Value {
        let mut map = match &*self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from(kind.type_name()));
        self.put_common_options(&mut map);
        let text = |v: &Option<AttrValue>| v.as_ref().map(|s| Value::from(s.to_string()));
        for (key, value) in [
            ("inputType", text(&self.input_type)),
            ("autocomplete", text(&self.autocomplete)),
            ("debounce", self.debounce.map(Value::from)),
            ("readonly", self.readonly.map(Value::from)),
            ("loading", self.loading.map(Value::from)),
            ("forceNumbers", self.force_numbers.map(Value::from)),
            ("expression", text(&self.expression)),
            ("floating", self.floating.clone()),
            ("rows", self.rows.map(Value::from)),
            ("autogrow", self.autogrow.map(Value::from)),
        ] {
            if let Some(value) = value {
                map.insert(key.into(), value);
            }
        }
        Value::Object(map)
    }

    /// The event props as listeners.
    pub fn listeners(&self) -> ElementListeners {
        self.common_listeners()
            .with("blur", &self.on_blur)
            .with("focus", &self.on_focus)
            .with("keydown", &self.on_keydown)
            .with("keyup", &self.on_keyup)
            .with("keypress", &self.on_keypress)
    }
}
