//! Props of `TEditorElement`.

use serde_json::{Map, Value};
use yew::prelude::*;

use super::upload::UploadFn;
use crate::element_props::element_props;
use crate::events::FiredEvent;
use crate::hooks::ElementListeners;

element_props! {
    /// Props of [`TEditorElement`](super::TEditorElement).
    ///
    /// Every option of the spec is reachable: the common ones and the editor's own have a
    /// prop, and `options` takes any other option by its schema name (`{"fieldName": "Text"}`).
    /// Inside a schema-driven form only `name` is needed: the element reads its schema entry.
    pub struct TEditorProps {
        /// Any option of the spec's tables as schema JSON (camelCase keys).
        #[prop_or_default]
        pub options: Value,
        /// Accepted attachment extensions (`["png", "pdf"]`), case-insensitive.
        #[prop_or_default]
        pub accept: Option<Vec<String>>,
        /// Accepted attachment MIME types (`["image/png"]`).
        #[prop_or_default]
        pub accept_mimes: Option<Vec<String>>,
        /// Upload URL, or the name of a config endpoint; the config's `attachment` endpoint
        /// when absent or blank.
        #[prop_or_default]
        pub endpoint: Option<AttrValue>,
        /// Upload method; when absent or blank, the method of the endpoint `endpoint` names, else (a URL,
        /// or no `endpoint`) the config's `attachment` method.
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
        /// `blur`: the editor lost the focus.
        #[prop_or_default]
        pub on_blur: Option<Callback<FiredEvent>>,
        /// `alert`: a refused attachment, with the message. Without a listener (this prop,
        /// `on("alert", …)` or a schema `onAlert` handler) the browser's alert dialog shows it.
        #[prop_or_default]
        pub on_alert: Option<Callback<FiredEvent>>,
        /// Render props for the `label`, `info`, `required`, `description`, `before`,
        /// `between` and `after` slots.
        #[prop_or_default]
        pub slots: super::EditorSlots,
    }
}

impl TEditorProps {
    /// The inline options as schema JSON (`type: t-editor`).
    pub fn schema_json(&self) -> Value {
        let mut map = match &self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from("t-editor"));
        self.put_common_options(&mut map);
        let text = |v: &Option<AttrValue>| v.as_ref().map(|s| Value::from(s.to_string()));
        let list = |v: &Option<Vec<String>>| {
            v.as_ref()
                .map(|l| Value::Array(l.iter().cloned().map(Value::from).collect()))
        };
        for (key, value) in [
            ("accept", list(&self.accept)),
            ("acceptMimes", list(&self.accept_mimes)),
            // An upload function replaces the endpoint (and needs no `http` feature).
            (
                "endpoint",
                text(&self.endpoint).filter(|_| self.upload_fn.is_none()),
            ),
            ("method", text(&self.method)),
            ("hideTools", list(&self.hide_tools)),
            ("debounce", self.debounce.map(Value::from)),
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
            .with("alert", &self.on_alert)
    }
}
