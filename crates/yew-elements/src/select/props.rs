//! Props of `SelectElement`.

use serde_json::{Map, Value};
use yew::prelude::*;

use crate::by_ptr::{ByArc, ByPtr};
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
        /// The items: an array, an object `{value: label}`, or an endpoint URL string. Shared
        /// with the element's schema entry, never copied (`json!(..)` or an `Arc<Value>`).
        #[prop_or_default]
        pub items: ByArc<Value>,
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
        let mut json = self.options_json();
        if let (Value::Object(map), false) = (&mut json, self.items.is_null()) {
            map.insert("items".into(), (*self.items).clone());
        }
        json
    }

    /// The inline options without the items, and the items shared (not copied).
    pub(crate) fn inline_options(&self) -> crate::hooks::use_element::InlineOptions {
        crate::hooks::use_element::InlineOptions {
            options: self.options_json(),
            items: (!self.items.is_null()).then(|| self.items.0.clone()),
        }
    }

    /// The inline options as schema JSON, without `items`.
    fn options_json(&self) -> Value {
        let mut map = match &*self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from("select"));
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
