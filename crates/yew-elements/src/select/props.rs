//! Props of `SelectElement`.

use std::rc::Rc;
use std::sync::Arc;

use serde_json::{Map, Value};
use yew::html::IntoPropValue;
use yew::prelude::*;
use yewform_core::items::{Items, OptValue, OptionStore};

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
        /// The items: an array, an object `{value: label}`, or an endpoint URL string
        /// (`json!(..)` or an `Arc<Value>`); or, for long lists, options built in Rust
        /// without any JSON: a `Vec<(value, label)>` or an
        /// [`OptionStore`](yewform_core::items::OptionStore) (see [`ItemsProp`]). Shared
        /// with the element's schema entry, never copied.
        #[prop_or_default]
        pub items: ItemsProp,
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
        /// `tag` (tags only): an option was created from the typed text, with the text
        /// (`EventArgs::Tag`), before its `select`. Never fires on a select or a
        /// multiselect. With the `multiselect` or `tags` feature.
        #[cfg(feature = "multi")]
        #[prop_or_default]
        pub on_tag: Option<Callback<FiredEvent>>,
        /// Render props replacing parts of the select.
        #[prop_or_default]
        pub slots: super::SelectSlots,
    }
}

impl SelectProps {
    /// The inline options as schema JSON (`type: select`).
    pub fn schema_json(&self) -> Value {
        let mut json = self.options_json();
        let items = match &self.items {
            ItemsProp::Json(items) if items.is_null() => None,
            ItemsProp::Json(items) => Some((**items).clone()),
            ItemsProp::Store(store) => {
                let prop = |key: &str, default: &str| {
                    json.get(key)
                        .and_then(Value::as_str)
                        .unwrap_or(default)
                        .to_owned()
                };
                Some(store.to_value(&prop("valueProp", "value"), &prop("labelProp", "label")))
            }
        };
        if let (Value::Object(map), Some(items)) = (&mut json, items) {
            map.insert("items".into(), items);
        }
        json
    }

    /// The inline options without the items, and the items shared (not copied).
    pub(crate) fn inline_options(&self) -> crate::hooks::use_element::InlineOptions {
        let (items, store) = match &self.items {
            ItemsProp::Json(items) => ((!items.is_null()).then(|| items.clone()), None),
            ItemsProp::Store(store) => (None, Some(store.clone())),
        };
        crate::hooks::use_element::InlineOptions {
            options: self.options_json(),
            items,
            store,
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
        let listeners = self
            .common_listeners()
            .with("select", &self.on_select)
            .with("deselect", &self.on_deselect)
            .with("search-change", &self.on_search_change)
            .with("open", &self.on_open)
            .with("close", &self.on_close)
            .with("paste", &self.on_paste);
        #[cfg(feature = "multi")]
        let listeners = listeners.with("tag", &self.on_tag);
        listeners
    }
}

/// The `items` prop of [`SelectElement`](super::SelectElement): JSON items, or options built
/// in Rust. Compared by pointer; the element's schema entry shares it (no copy).
///
/// For a long list, give the options without building a `serde_json::Value` per option
/// (about 460 bytes each as JSON objects, 43 in an [`OptionStore`]): an [`OptionStore`]
/// collected from an iterator of `(value, label)` pairs (`Arc<OptionStore>` to share one
/// list), or a `Vec` of pairs (stored the same way, after the `Vec` itself was built):
///
/// ```
/// use yew::prelude::*;
/// use yewform_core::items::OptionStore;
/// use yewform_elements::SelectElement;
///
/// #[component]
/// fn Cities() -> Html {
///     let items = OptionStore::from_pairs((0..100_000).map(|i| (i, format!("City {i}"))));
///     html! { <SelectElement name="city" {items} /> }
/// }
///
/// #[component]
/// fn Sizes() -> Html {
///     html! { <SelectElement name="size" items={vec![("s", "Small"), ("m", "Medium")]} /> }
/// }
/// ```
///
/// Each pair is the plain option `{"value": v, "label": l}` (so with `object: true` the value
/// is that object). Per-locale labels, `disabled` options, groups and extra option fields
/// need JSON items.
#[derive(Clone, Debug)]
pub enum ItemsProp {
    /// JSON items: an array, an object `{value: label}`, or an endpoint URL string (`null`:
    /// none given).
    Json(Arc<Value>),
    /// Options built in Rust.
    Store(Arc<OptionStore>),
}

impl Default for ItemsProp {
    fn default() -> Self {
        Self::Json(Arc::new(Value::Null))
    }
}

impl PartialEq for ItemsProp {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Json(a), Self::Json(b)) => Arc::ptr_eq(a, b),
            (Self::Store(a), Self::Store(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// `items={json!([...])}`.
impl IntoPropValue<ItemsProp> for Value {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Json(Arc::new(self))
    }
}

/// `items={arc}`: an `Arc<Value>` the app keeps is shared, not copied.
impl IntoPropValue<ItemsProp> for Arc<Value> {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Json(self)
    }
}

impl IntoPropValue<ItemsProp> for ByArc<Value> {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Json(self.0)
    }
}

/// A [`ByPtr`] JSON value: copied once (an `Rc` cannot be shared with the form's `Arc`
/// entries).
impl IntoPropValue<ItemsProp> for ByPtr<Value> {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Json(Arc::new(Rc::unwrap_or_clone(self.0)))
    }
}

/// `items={store}`.
impl IntoPropValue<ItemsProp> for OptionStore {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Store(Arc::new(self))
    }
}

/// `items={arc}`: one store shared by several selects or kept by the app.
impl IntoPropValue<ItemsProp> for Arc<OptionStore> {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Store(self)
    }
}

/// `items={items}`: normalised items (copied into a store once).
impl IntoPropValue<ItemsProp> for &Items {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Store(Arc::new(OptionStore::from_items(self)))
    }
}

/// `items={vec![(1, "One"), (2, "Two")]}`: `(value, label)` pairs, stored compactly.
impl<V: Into<OptValue>, L: AsRef<str>> IntoPropValue<ItemsProp> for Vec<(V, L)> {
    fn into_prop_value(self) -> ItemsProp {
        ItemsProp::Store(Arc::new(OptionStore::from_pairs(self)))
    }
}
