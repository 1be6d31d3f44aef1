//! Props of `SelectElement`.

use serde_json::{Map, Value};
use yew::prelude::*;

use crate::by_ptr::ByPtr;
use crate::events::FiredEvent;
use crate::hooks::{ElementListeners, ItemsFn};

/// Props of [`SelectElement`](super::SelectElement).
///
/// Every option of the spec is reachable: the common ones have their own prop, and `options`
/// takes any other option by its schema name (`{"labelProp": "name", "groups": true}`).
/// Inside a schema-driven form only `name` is needed: the element reads its schema entry.
#[derive(Properties, PartialEq, Clone)]
pub struct SelectProps {
    /// The element name (and the `name` attribute).
    pub name: AttrValue,
    /// Any option of the spec's tables as schema JSON (camelCase keys).
    #[prop_or_default]
    pub options: ByPtr<Value>,
    /// The items: an array, an object `{value: label}`, or an endpoint URL string.
    #[prop_or_default]
    pub items: ByPtr<Value>,
    /// An async function giving the items (instead of `items`).
    #[prop_or_default]
    pub items_fn: Option<ItemsFn>,
    /// Label.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// Placeholder (an empty first option).
    #[prop_or_default]
    pub placeholder: Option<AttrValue>,
    /// Info tooltip.
    #[prop_or_default]
    pub info: Option<AttrValue>,
    /// Description.
    #[prop_or_default]
    pub description: Option<AttrValue>,
    /// Rules: `"required|in:a,b"` or a list.
    #[prop_or_default]
    pub rules: Option<Value>,
    /// Default value.
    #[prop_or_default]
    pub default: Option<Value>,
    /// Disabled: a bool or a list of conditions.
    #[prop_or_default]
    pub disabled: Option<Value>,
    /// Conditions.
    #[prop_or_default]
    pub conditions: Option<Value>,
    /// Columns.
    #[prop_or_default]
    pub columns: Option<Value>,
    /// The `id` of the field.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// Keep values that are not among the items.
    #[prop_or_default]
    pub allow_absent: Option<bool>,
    /// The value is the whole option object.
    #[prop_or_default]
    pub object: Option<bool>,
    /// `change`: new and old value.
    #[prop_or_default]
    pub on_change: Option<Callback<FiredEvent>>,
    /// `clear`.
    #[prop_or_default]
    pub on_clear: Option<Callback<FiredEvent>>,
    /// `reset`.
    #[prop_or_default]
    pub on_reset: Option<Callback<FiredEvent>>,
    /// `error`: an endpoint or items function failed.
    #[prop_or_default]
    pub on_error: Option<Callback<FiredEvent>>,
    /// Lifecycle events (`beforeCreate` … `unmounted`), by name.
    #[prop_or_default]
    pub on_lifecycle: Option<Callback<FiredEvent>>,
    /// `select`: an option was chosen (dropdown).
    #[prop_or_default]
    pub on_select: Option<Callback<FiredEvent>>,
    /// `deselect` (dropdown).
    #[prop_or_default]
    pub on_deselect: Option<Callback<FiredEvent>>,
    /// `search-change` (dropdown with search).
    #[prop_or_default]
    pub on_search_change: Option<Callback<FiredEvent>>,
    /// `open` (dropdown).
    #[prop_or_default]
    pub on_open: Option<Callback<FiredEvent>>,
    /// `close` (dropdown).
    #[prop_or_default]
    pub on_close: Option<Callback<FiredEvent>>,
    /// `paste` into the search input.
    #[prop_or_default]
    pub on_paste: Option<Callback<FiredEvent>>,
    /// Render props replacing parts of the select.
    #[prop_or_default]
    pub slots: super::SelectSlots,
}

impl SelectProps {
    /// The inline options as schema JSON (`type: select`).
    pub fn schema_json(&self) -> Value {
        let mut map = match &*self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from("select"));
        let mut put = |key: &str, value: Option<Value>| {
            if let Some(value) = value {
                map.insert(key.into(), value);
            }
        };
        let text = |v: &Option<AttrValue>| v.as_ref().map(|s| Value::from(s.to_string()));
        put(
            "items",
            (!self.items.is_null()).then(|| (*self.items).clone()),
        );
        put("label", text(&self.label));
        put("placeholder", text(&self.placeholder));
        put("info", text(&self.info));
        put("description", text(&self.description));
        put("rules", self.rules.clone());
        put("default", self.default.clone());
        put("disabled", self.disabled.clone());
        put("conditions", self.conditions.clone());
        put("columns", self.columns.clone());
        put("id", text(&self.id));
        put("allowAbsent", self.allow_absent.map(Value::from));
        put("object", self.object.map(Value::from));
        Value::Object(map)
    }

    /// The event props as listeners.
    pub fn listeners(&self) -> ElementListeners {
        let mut listeners = ElementListeners::default()
            .with("change", &self.on_change)
            .with("clear", &self.on_clear)
            .with("reset", &self.on_reset)
            .with("error", &self.on_error)
            .with("select", &self.on_select)
            .with("deselect", &self.on_deselect)
            .with("search-change", &self.on_search_change)
            .with("open", &self.on_open)
            .with("close", &self.on_close)
            .with("paste", &self.on_paste);
        for event in crate::events::LIFECYCLE {
            listeners = listeners.with(event, &self.on_lifecycle);
        }
        listeners
    }
}
