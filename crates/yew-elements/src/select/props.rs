//! Props of `SelectElement`.

use serde_json::{Map, Value};
use yew::prelude::*;

use crate::by_ptr::ByPtr;
use crate::element_props::element_props;
use crate::events::FiredEvent;
use crate::hooks::{ElementListeners, ItemsFn};

element_props! {
    /// Props of [`SelectElement`](super::SelectElement).
    ///
    /// Every option of the spec is reachable: the common ones have their own prop, and
    /// `options` takes any other option by its schema name (`{"labelProp": "name", "groups": true}`).
    /// Inside a schema-driven form only `name` is needed: the element reads its schema entry.
    pub struct SelectProps {
        /// Any option of the spec's tables as schema JSON (camelCase keys).
        #[prop_or_default]
        pub options: ByPtr<Value>,
        /// The items: an array, an object `{value: label}`, or an endpoint URL string.
        #[prop_or_default]
        pub items: ByPtr<Value>,
        /// An async function giving the items (instead of `items`).
        #[prop_or_default]
        pub items_fn: Option<ItemsFn>,
        /// Keep values that are not among the items.
        #[prop_or_default]
        pub allow_absent: Option<bool>,
        /// The value is the whole option object.
        #[prop_or_default]
        pub object: Option<bool>,
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
}

impl SelectProps {
    /// The inline options as schema JSON (`type: select`).
    pub fn schema_json(&self) -> Value {
        let mut map = match &*self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from("select"));
        if !self.items.is_null() {
            map.insert("items".into(), (*self.items).clone());
        }
        self.put_common_options(&mut map);
        if let Some(allow_absent) = self.allow_absent {
            map.insert("allowAbsent".into(), Value::from(allow_absent));
        }
        if let Some(object) = self.object {
            map.insert("object".into(), Value::from(object));
        }
        Value::Object(map)
    }

    /// The event props as listeners.
    pub fn listeners(&self) -> ElementListeners {
        self.common_listeners()
            .with("select", &self.on_select)
            .with("deselect", &self.on_deselect)
            .with("search-change", &self.on_search_change)
            .with("open", &self.on_open)
            .with("close", &self.on_close)
            .with("paste", &self.on_paste)
    }
}
