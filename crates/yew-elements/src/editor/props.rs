//! Props of `TEditorElement`.

use serde_json::{Map, Value};
use yew::prelude::*;

use super::upload::UploadFn;
use crate::events::FiredEvent;
use crate::hooks::ElementListeners;

/// Props of [`TEditorElement`](super::TEditorElement).
///
/// Every option of the spec is reachable: the common ones and the editor's own have a prop,
/// and `options` takes any other option by its schema name (`{"fieldName": "Text"}`).
/// Inside a schema-driven form only `name` is needed: the element reads its schema entry.
#[derive(Properties, PartialEq, Clone)]
pub struct TEditorProps {
    /// The element name (and the `name` attribute of the editor).
    pub name: AttrValue,
    /// Any option of the spec's tables as schema JSON (camelCase keys).
    #[prop_or_default]
    pub options: Value,
    /// Label.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// Placeholder, shown while the current language is empty.
    #[prop_or_default]
    pub placeholder: Option<AttrValue>,
    /// Info tooltip.
    #[prop_or_default]
    pub info: Option<AttrValue>,
    /// Description.
    #[prop_or_default]
    pub description: Option<AttrValue>,
    /// Rules: `"required|min:3"`, a list, or an object keyed by language.
    #[prop_or_default]
    pub rules: Option<Value>,
    /// Default: a string or number for every language, or an object keyed by language.
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
    /// The `id` of the editor.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// Accepted attachment extensions (`["png", "pdf"]`), case-insensitive.
    #[prop_or_default]
    pub accept: Option<Vec<String>>,
    /// Accepted attachment MIME types (`["image/png"]`).
    #[prop_or_default]
    pub accept_mimes: Option<Vec<String>>,
    /// Upload URL, or the name of a config endpoint; the config's `attachment` endpoint
    /// when absent.
    #[prop_or_default]
    pub endpoint: Option<AttrValue>,
    /// Upload method; the endpoint's method when absent.
    #[prop_or_default]
    pub method: Option<AttrValue>,
    /// Tools hidden from the tool bar (`["bold", "attach"]`); their shortcuts still work.
    #[prop_or_default]
    pub hide_tools: Option<Vec<String>>,
    /// Milliseconds before validation runs after the user changed the text.
    #[prop_or_default]
    pub debounce: Option<u64>,
    /// An async Rust function that uploads an attachment itself (instead of `endpoint`).
    #[prop_or_default]
    pub upload_fn: Option<UploadFn>,
    /// `change`: the new and old value.
    #[prop_or_default]
    pub on_change: Option<Callback<FiredEvent>>,
    /// `clear`.
    #[prop_or_default]
    pub on_clear: Option<Callback<FiredEvent>>,
    /// `reset`.
    #[prop_or_default]
    pub on_reset: Option<Callback<FiredEvent>>,
    /// `blur`: the editor lost the focus.
    #[prop_or_default]
    pub on_blur: Option<Callback<FiredEvent>>,
    /// `alert`: a refused attachment, with the message. Without a listener the browser's
    /// alert dialog shows it.
    #[prop_or_default]
    pub on_alert: Option<Callback<FiredEvent>>,
    /// `error`: an upload failed.
    #[prop_or_default]
    pub on_error: Option<Callback<FiredEvent>>,
    /// Lifecycle events (`beforeCreate` … `unmounted`), by name.
    #[prop_or_default]
    pub on_lifecycle: Option<Callback<FiredEvent>>,
}

impl TEditorProps {
    /// The inline options as schema JSON (`type: t-editor`).
    pub fn schema_json(&self) -> Value {
        let mut map = match &self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from("t-editor"));
        let mut put = |key: &str, value: Option<Value>| {
            if let Some(value) = value {
                map.insert(key.into(), value);
            }
        };
        let text = |v: &Option<AttrValue>| v.as_ref().map(|s| Value::from(s.to_string()));
        let list = |v: &Option<Vec<String>>| {
            v.as_ref()
                .map(|l| Value::Array(l.iter().cloned().map(Value::from).collect()))
        };
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
        put("accept", list(&self.accept));
        put("acceptMimes", list(&self.accept_mimes));
        put("endpoint", text(&self.endpoint));
        put("method", text(&self.method));
        put("hideTools", list(&self.hide_tools));
        put("debounce", self.debounce.map(Value::from));
        Value::Object(map)
    }

    /// The event props as listeners.
    pub fn listeners(&self) -> ElementListeners {
        let mut listeners = ElementListeners::default()
            .with("change", &self.on_change)
            .with("clear", &self.on_clear)
            .with("reset", &self.on_reset)
            .with("blur", &self.on_blur)
            .with("alert", &self.on_alert)
            .with("error", &self.on_error);
        for event in crate::events::LIFECYCLE {
            listeners = listeners.with(event, &self.on_lifecycle);
        }
        listeners
    }
}
