//! The select element's schema (`"type": "select"`).

use std::sync::Arc;

use serde_json::{Map, Value};

use super::choices::{AddOptionOn, Choice, OpenDirection};
use super::common::{COMMON_KEYS, CommonOptions};
use super::error::{SchemaError, child, mismatch};
use super::read::{self, Kind, Slot, or_null};
use super::suggest::suggest;
use crate::items::OptionStore;
use crate::locale::Localizable;

/// The floating label of a select (`floating`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Floating {
    /// `false`: no floating label, even when the form's `floatPlaceholders` is on.
    Off,
    /// `true`: the placeholder is the floating label, even when the form's
    /// `floatPlaceholders` is off.
    Placeholder,
    /// A floating label text.
    Label(Localizable),
}

/// A select element: the common options and every option of the spec's select table, with
/// its defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct SelectSchema {
    /// Options shared by every element.
    pub common: CommonOptions,
    /// `native` (default `true`). See [`SelectSchema::is_native`].
    pub native: bool,
    /// `items`: an array, an object, or an endpoint URL string (default `{}`). Empty when
    /// [`items_fn`](Self::items_fn) names a function, and `[]` when the list was read into
    /// [`store`](Self::store) ([`compact_items`](Self::compact_items), which
    /// [`FormSchema::from_value`](super::FormSchema::from_value) does). Shared, never copied: the inline
    /// element's `items` prop, the schema entry and the views hold one value (it may hold
    /// 100,000 options).
    pub items: Arc<Value>,
    /// The items given already built as an [`OptionStore`] (an inline element's `items` prop
    /// from `(value, label)` pairs): shared, read without any `serde_json::Value` per option.
    /// [`items`](Self::items) is then `[]`; setting `items` from JSON clears it.
    pub store: Option<Arc<OptionStore>>,
    /// `items` given as `{"fn": "<name>"}`: the name of an async items function registered
    /// in Rust (see [`crate::schema::Functions`]).
    pub items_fn: Option<String>,
    /// `labelProp` (default `"label"`).
    pub label_prop: String,
    /// `valueProp` (default `"value"`).
    pub value_prop: String,
    /// `dataKey`: dot path of the options in an endpoint response.
    pub data_key: Option<String>,
    /// `searchParam` (default `"query"`).
    pub search_param: String,
    /// `search` (default `false`).
    pub search: bool,
    /// `trackBy`: searchable properties of object items, searched instead of the label. A
    /// single string is read as a one-item list.
    pub track_by: Option<Vec<String>>,
    /// `strict` (default `true`): search respects accents and diacritics.
    pub strict: bool,
    /// `create` (default `false`).
    pub create: bool,
    /// `appendNewOption` (default `true`).
    pub append_new_option: bool,
    /// `addOptionOn` (default `["enter"]`).
    pub add_option_on: Vec<AddOptionOn>,
    /// `allowAbsent` (default `false`).
    pub allow_absent: bool,
    /// The item loader's select of a checkbox or radio group (never read from a schema; see
    /// [`ChoiceSchema::loader_select`](super::ChoiceSchema::loader_select)): with
    /// `allow_absent`, the answer of a `{path}` refetch or an `update_items()` still drops
    /// the values that no new item holds, comparing loosely (`1` holds `"1"`), as the
    /// reference's groups do. Its loader reads an endpoint's or items function's answer in
    /// the group's formats ([`crate::items::choice_items_json`]), as its static `items`.
    pub choice_group: bool,
    /// `object` (default `false`): the value is the whole option object, however it enters:
    /// a value naming an option by its `valueProp` (a bare key, a stale object) becomes that
    /// option's object in a default, `load`, `update` and a value set from code, and when
    /// async items arrive ([`option_objects`](crate::items::option_objects)); one naming no
    /// option follows `allowAbsent`. Each item of a multiselect's or tags' list likewise.
    pub object: bool,
    /// `limit` (default `-1`, no limit): the most options the open list shows. `0` and any
    /// negative number are no limit (the reference cuts only when `limit > 0`); see
    /// [`rows_limit`](Self::rows_limit).
    pub limit: i64,
    /// `groups` (default `false`).
    pub groups: bool,
    /// `groupLabel` (default `"label"`).
    pub group_label: String,
    /// `groupOptions` (default `"items"`).
    pub group_options: String,
    /// `groupHideEmpty` (default `false`).
    pub group_hide_empty: bool,
    /// `openDirection` (default `bottom`).
    pub open_direction: OpenDirection,
    /// `appendToBody` (default `false`): the open list is moved into `document.body` and
    /// placed at the field by [`place_list`](crate::combobox::placement::place_list)
    /// (flipped, shifted and height-clamped so it stays inside the viewport).
    pub append_to_body: bool,
    /// `appendTo`: query selector of the dropdown's new parent.
    pub append_to: Option<String>,
    /// `canDeselect` (default `true`): a press on the selected option of a single select
    /// empties the value. A key (Enter, Space, Tab, Alt+ArrowUp) never does: it accepts the
    /// pointed option.
    pub can_deselect: bool,
    /// `canClear` (default `true`).
    pub can_clear: bool,
    /// `closeOnSelect` (default `true`).
    pub close_on_select: bool,
    /// `closeOnDeselect` (default `false`).
    pub close_on_deselect: bool,
    /// `clearOnRefetch` (default `false`).
    pub clear_on_refetch: bool,
    /// `delay` in milliseconds (default `-1`: never reload on search); at most
    /// [`MAX_WAIT_MS`](super::MAX_WAIT_MS) (a schema error above, clamped when set in Rust).
    pub delay: i64,
    /// `minChars` (default `0`).
    pub min_chars: u64,
    /// `resolveOnLoad` (default `true`).
    pub resolve_on_load: bool,
    /// `filterResults` (default `true`).
    pub filter_results: bool,
    /// `clearOnSearch` (default `false`).
    pub clear_on_search: bool,
    /// `caret` (default `true`).
    pub caret: bool,
    /// `truncate` (default `true`).
    pub truncate: bool,
    /// `loading` (default `false`).
    pub loading: bool,
    /// `noOptionsText`; `None` uses the locale's `multiselect.noOptions`.
    pub no_options_text: Option<Localizable>,
    /// `noResultsText`; `None` uses the locale's `multiselect.noResults`.
    pub no_results_text: Option<Localizable>,
    /// `autocomplete` attribute of the search input (default none: no attribute).
    pub autocomplete: Option<String>,
    /// `inputType` (default `"text"`).
    pub input_type: String,
    /// `extendOptions` (default `{}`): select options by their schema names, layered over the
    /// element's own options whatever the key order (`{"closeOnSelect": false, "limit": 5}`).
    /// Each value is checked like the option itself (errors at `extendOptions.<key>`); a key
    /// that is not a select option is an error. The options above already hold the result.
    pub extend_options: Value,
    /// `attrs`: HTML attributes of the input (default `{}`): the native `<select>` or the
    /// dropdown's combobox. The element's own `id`, `name`, `role` and ARIA wiring win, and
    /// event handler attributes (`on…`), `javascript:` URLs, `style`, `form` and every
    /// `form…` attribute and the sanitizer's other refused attributes are left out (what
    /// applies is [`crate::sanitize::input_attrs`]; see `docs/differences.md`).
    pub attrs: Value,
    /// `floating`: `None` when unset.
    pub floating: Option<Floating>,
    /// The multi-value selects' options (`"type": "multiselect"` or `"tags"`, with the
    /// core's `multiselect` / `tags` feature); `None` for a single select.
    #[cfg(feature = "multi")]
    pub multi: Option<super::multi::MultiOptions>,
}

impl Default for SelectSchema {
    fn default() -> Self {
        Self {
            common: CommonOptions::default(),
            native: true,
            items: Arc::new(crate::json_text::empty_object()),
            store: None,
            items_fn: None,
            label_prop: "label".into(),
            value_prop: "value".into(),
            data_key: None,
            search_param: "query".into(),
            search: false,
            track_by: None,
            strict: true,
            create: false,
            append_new_option: true,
            add_option_on: vec![AddOptionOn::Enter],
            allow_absent: false,
            choice_group: false,
            object: false,
            limit: -1,
            groups: false,
            group_label: "label".into(),
            group_options: "items".into(),
            group_hide_empty: false,
            open_direction: OpenDirection::Bottom,
            append_to_body: false,
            append_to: None,
            can_deselect: true,
            can_clear: true,
            close_on_select: true,
            close_on_deselect: false,
            clear_on_refetch: false,
            delay: -1,
            min_chars: 0,
            resolve_on_load: true,
            filter_results: true,
            clear_on_search: false,
            caret: true,
            truncate: true,
            loading: false,
            no_options_text: None,
            no_results_text: None,
            autocomplete: None,
            input_type: "text".into(),
            extend_options: crate::json_text::empty_object(),
            attrs: crate::json_text::empty_object(),
            floating: None,
            #[cfg(feature = "multi")]
            multi: None,
        }
    }
}

#[cfg(feature = "multi")]
impl SelectSchema {
    /// A multiselect's or tags element's defaults: the select's, with the per-kind
    /// differences of the reference (a tags element is never native; `closeOnSelect` is
    /// `false` for both, so the list stays open while several options are picked;
    /// `clearOnRefetch` is `true` for a multiselect) and [`MultiOptions::new`].
    ///
    /// ```
    /// use yewform_core::schema::{MultiMode, SelectSchema};
    /// let tags = SelectSchema::multi(MultiMode::Tags);
    /// assert!(!tags.native && !tags.close_on_select && !tags.clear_on_refetch);
    /// assert!(tags.multi.unwrap().clear_on_select);
    /// let multiselect = SelectSchema::multi(MultiMode::Multiselect);
    /// assert!(multiselect.native && multiselect.clear_on_refetch);
    /// ```
    ///
    /// [`MultiOptions::new`]: super::MultiOptions::new
    #[must_use]
    pub fn multi(mode: super::multi::MultiMode) -> Self {
        use super::multi::{MultiMode, MultiOptions};
        Self {
            native: mode == MultiMode::Multiselect,
            close_on_select: false,
            clear_on_refetch: mode == MultiMode::Multiselect,
            multi: Some(MultiOptions::new(mode)),
            ..Self::default()
        }
    }
}

/// The select's own JSON keys, in the order [`SelectSchema::write`] emits them.
pub(crate) const SELECT_KEYS: &[&str] = &[
    "native",
    "items",
    "labelProp",
    "valueProp",
    "dataKey",
    "searchParam",
    "search",
    "trackBy",
    "strict",
    "create",
    "appendNewOption",
    "addOptionOn",
    "allowAbsent",
    "object",
    "limit",
    "groups",
    "groupLabel",
    "groupOptions",
    "groupHideEmpty",
    "openDirection",
    "appendToBody",
    "appendTo",
    "canDeselect",
    "canClear",
    "closeOnSelect",
    "closeOnDeselect",
    "clearOnRefetch",
    "delay",
    "minChars",
    "resolveOnLoad",
    "filterResults",
    "clearOnSearch",
    "caret",
    "truncate",
    "loading",
    "noOptionsText",
    "noResultsText",
    "autocomplete",
    "inputType",
    "extendOptions",
    "attrs",
    "floating",
];

impl SelectSchema {
    /// Reads static JSON `items` into an [`OptionStore`] ([`store`](Self::store)) and drops
    /// the JSON (`items` becomes `[]`): a list of 100,000 options then takes about 43 bytes
    /// per option instead of about 460. Returns whether it did.
    ///
    /// Only lists that read back exactly are converted: a non-empty array or `{value: label}`
    /// object, without groups, per-locale labels (they are resolved with the form's locale
    /// when shown) or a bad entry (a schema refuses it when read; items set in Rust are
    /// reported when the select renders). Endpoint URLs and items functions stay as they are. Change `labelProp` or `valueProp` before, not
    /// after: the store holds the values and labels they read.
    /// [`ElementSchema::to_value`](super::ElementSchema::to_value) gives the items back as an
    /// array of `{valueProp, labelProp}` objects.
    ///
    /// [`FormSchema::from_value`](super::FormSchema::from_value) and
    /// [`ElementSchema::from_owned`](super::ElementSchema::from_owned) do this as they read;
    /// call it after setting `items` in Rust.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::schema::{ElementSchema, FormSchema};
    /// let schema = FormSchema::from_value(&json!({
    ///     "city": {"type": "select", "items": {"zh": "Zürich", "be": "Bern"}},
    ///     "lang": {"type": "select", "items": [{"value": "de", "label": {"en": "German", "de": "Deutsch"}}]},
    /// })).unwrap();
    /// let Some(ElementSchema::Select(city)) = schema.get("city") else { panic!() };
    /// assert_eq!(city.store.as_ref().unwrap().label(1), Some("Bern"));
    /// assert_eq!(*city.items, json!([]));
    /// let Some(ElementSchema::Select(lang)) = schema.get("lang") else { panic!() };
    /// assert!(lang.store.is_none(), "per-locale labels keep their JSON");
    ///
    /// let mut size = yewform_core::schema::SelectSchema::default();
    /// size.items = std::sync::Arc::new(json!(["S", "M"]));
    /// assert!(size.compact_items());
    /// assert_eq!(size.store.as_ref().unwrap().len(), 2);
    /// ```
    pub fn compact_items(&mut self) -> bool {
        if self.static_store().is_some() || self.items_fn.is_some() || self.groups {
            return false;
        }
        let localized = match &*self.items {
            // Nothing to gain from an empty list.
            Value::Array(entries) if entries.is_empty() => return false,
            Value::Object(map) if map.is_empty() => return false,
            Value::Array(entries) => entries
                .iter()
                .any(|entry| entry.get(&self.label_prop).is_some_and(Value::is_object)),
            Value::Object(map) => map.values().any(Value::is_object),
            _ => return false,
        };
        if localized {
            return false;
        }
        let Ok(store) = OptionStore::normalize(&self.items, &self.item_options()) else {
            return false;
        };
        // Every entry skipped (`[null]`): kept as given, as an empty list is (an empty store
        // would write back as `[]`, which reads as no store).
        if store.is_empty() {
            return false;
        }
        // A store left from before `items` was set again is replaced.
        self.store = Some(Arc::new(store));
        self.items = store_placeholder();
        true
    }

    /// How the static items are read: `labelProp` and `valueProp`, no groups.
    fn item_options(&self) -> crate::items::ItemOptions {
        crate::items::ItemOptions {
            label_prop: self.label_prop.clone(),
            value_prop: self.value_prop.clone(),
            ..crate::items::ItemOptions::default()
        }
    }

    /// How its items are read: `labelProp`, `valueProp` and, with `groups`, `groupLabel` and
    /// `groupOptions` (no locale: the default locale's labels).
    #[must_use]
    pub fn read_options(&self) -> crate::items::ItemOptions {
        crate::items::ItemOptions {
            groups: self.groups,
            group_label: self.group_label.clone(),
            group_options: self.group_options.clone(),
            ..self.item_options()
        }
    }

    /// Checks the select's scoped slots in `slots`: `option`, `single-label`, `group-label`,
    /// `clear` (and a multiselect's `multiple-label`, a tags element's `tag`) are given what
    /// they render (an option, a group, the clear action), which a string cannot use, so
    /// they take a slot function (`{"fn": "<name>"}`) only. Their other slots and the layout
    /// slots take strings (sanitized HTML) too.
    pub(crate) fn check_slots(&self, path: &str) -> Result<(), SchemaError> {
        const SCOPED: [&str; 6] = [
            "option",
            "single-label",
            "group-label",
            "clear",
            "multiple-label",
            "tag",
        ];
        let Some(slots) = self.common.slots.as_object() else {
            return Ok(());
        };
        match SCOPED
            .iter()
            .find(|name| slots.get(**name).is_some_and(Value::is_string))
        {
            Some(name) => Err(SchemaError::new(
                child(&child(path, "slots"), name),
                "this slot is given what it renders, which a string cannot use: name a slot \
                 function ({\"fn\": \"<name>\"}) registered in Rust",
            )),
            None => Ok(()),
        }
    }

    /// Checks static `items` strictly, with the `labelProp`, `valueProp` and groups options
    /// they are shown with: a bad entry (an option without its label or value, groups that
    /// are not a list of groups) is an error at `<path>.items[…]` (`path` is the entry's,
    /// `schema.size`), as a checkbox group's items are, instead of an option dropped when
    /// the select renders. Endpoint URLs, items functions and compacted stores pass.
    pub(crate) fn check_static_items(&self, path: &str) -> Result<(), SchemaError> {
        let empty = match &*self.items {
            Value::Array(entries) => entries.is_empty(),
            Value::Object(map) => map.is_empty(),
            _ => false,
        };
        if empty
            || self.items_fn.is_some()
            || self.items.is_string()
            || self.static_store().is_some()
        {
            return Ok(());
        }
        OptionStore::normalize(&self.items, &self.read_options())
            .map(drop)
            .map_err(|e| {
                // `items[3]: option has no "value"` → `schema.size.items[3]`.
                let text = e.to_string();
                let at = e.path();
                let reason = text.get(at.len() + 2..).unwrap_or(&text);
                SchemaError::new(child(path, at), reason)
            })
    }

    /// The [`store`](Self::store) when it holds the select's static options: no items
    /// function, and `items` still the `[]` the store left (told apart by pointer: code that
    /// sets `items` after reading, even to `[]`, wins over a store it did not clear).
    #[must_use]
    pub fn static_store(&self) -> Option<&Arc<OptionStore>> {
        self.store
            .as_ref()
            .filter(|_| self.items_fn.is_none() && Arc::ptr_eq(&self.items, &store_placeholder()))
    }

    /// Its static items kept as JSON (groups, per-locale labels: what
    /// [`compact_items`](Self::compact_items) leaves as they are) read into an option list
    /// ([`read_options`](Self::read_options): the default locale's labels), for checking a
    /// value against them before a view has read them: `None` for a
    /// [`static_store`](Self::static_store), endpoint URLs, items functions, an empty list,
    /// and items that do not read.
    #[must_use]
    pub fn json_options(&self) -> Option<crate::items::Items> {
        if self.static_store().is_some() || self.items_fn.is_some() || self.items.is_string() {
            return None;
        }
        crate::items::normalize(&self.items, &self.read_options())
            .ok()
            .filter(|items| !items.is_empty())
    }

    /// Whether the select searches: `search`, or `create`, which "automatically enables
    /// search" (spec; the reference passes `searchable: search || create`). With
    /// `delay` >= 0 the search text then reaches endpoint and function items.
    #[must_use]
    pub fn searches(&self) -> bool {
        self.search || self.create
    }

    /// Whether endpoint and function items get the search query ([`searches`](Self::searches)
    /// and `delay` >= 0): every load then answers a query (the first one the empty query),
    /// so an answer lists what matches it, not every option.
    #[must_use]
    pub fn sends_search(&self) -> bool {
        self.searches() && self.delay >= 0
    }

    /// Whether the native HTML select is used: `native` is on and neither `search` nor
    /// `create` is (both need the custom dropdown). A tags element never is.
    #[must_use]
    pub fn is_native(&self) -> bool {
        #[cfg(feature = "multi")]
        if self
            .multi
            .as_ref()
            .is_some_and(|m| m.mode == super::multi::MultiMode::Tags)
        {
            return false;
        }
        self.native && !self.search && !self.create
    }

    /// The schema `type`: `"select"`, or `"multiselect"` / `"tags"`.
    #[must_use]
    pub fn type_name(&self) -> &'static str {
        #[cfg(feature = "multi")]
        if let Some(multi) = &self.multi {
            return multi.mode.type_name();
        }
        "select"
    }

    /// The `limit` the search's rows are cut at ([`crate::items::visible_rows`]): `None`
    /// for no limit (`limit <= 0`), and for a multiselect or tags element, whose limit
    /// counts the options left after `hideSelected` and is applied by
    /// [`shown_rows`](crate::combobox::multi::shown_rows).
    #[must_use]
    pub fn rows_limit(&self) -> Option<usize> {
        if self.is_multi() {
            return None;
        }
        self.options_limit()
    }

    /// Whether the list hides a group with no option to show (the `group_hide_empty` argument
    /// of [`crate::items::visible_rows`]): always while a search text is typed, whatever
    /// `groupHideEmpty` says (a header with nothing under it matches nothing, as the
    /// reference's `filterGroups`), otherwise with `groupHideEmpty`.
    ///
    /// ```
    /// use yewform_core::schema::SelectSchema;
    /// let select = SelectSchema::default();
    /// assert!(!select.hides_empty_groups(""));
    /// assert!(select.hides_empty_groups("fin"));
    /// ```
    #[must_use]
    pub fn hides_empty_groups(&self, search: &str) -> bool {
        self.group_hide_empty || !search.is_empty()
    }

    /// `limit` as a number of options: `None` when it is `0` or negative (no limit).
    #[must_use]
    pub fn options_limit(&self) -> Option<usize> {
        usize::try_from(self.limit).ok().filter(|&n| n > 0)
    }

    /// Whether the keys point enabled group headers: a multiselect or tags element with
    /// `groups` and `groupSelect` (Enter on a header selects its group, as a press does).
    #[must_use]
    pub fn points_groups(&self) -> bool {
        #[cfg(feature = "multi")]
        return self.groups && self.multi.as_ref().is_some_and(|m| m.group_select);
        #[cfg(not(feature = "multi"))]
        false
    }

    /// Whether the value is a list (a multiselect or tags element).
    #[must_use]
    pub fn is_multi(&self) -> bool {
        #[cfg(feature = "multi")]
        return self.multi.is_some();
        #[cfg(not(feature = "multi"))]
        false
    }

    /// Reads the select option `key`; `Ok(false)` when `key` is not a select option.
    ///
    /// A key also given in `extendOptions` is checked but keeps the extended value, so
    /// `extendOptions` wins whichever of the two comes first.
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
    ) -> Result<bool, SchemaError> {
        if key == "extendOptions" {
            self.extend(value, path)?;
            return Ok(true);
        }
        if let Some(extended) = self.extend_options.get(key).cloned() {
            // Checked, then the extended value (checked by `extend`) set again over it.
            self.set(key, value, path)?;
            return self.set(key, &extended, path);
        }
        self.set(key, value, path)
    }

    /// Reads `extendOptions`: every entry is applied as a select option over the current ones.
    fn extend(&mut self, value: &Value, path: &str) -> Result<(), SchemaError> {
        let Value::Object(map) = read::shape(path, value, &[Kind::Object])? else {
            return Ok(());
        };
        for (key, option) in &map {
            let at = child(path, key);
            if key == "extendOptions" {
                return Err(SchemaError::new(
                    at,
                    "extendOptions cannot be nested; put its options here directly",
                ));
            }
            if !self.set(key, option, &at)? {
                return Err(SchemaError::new(at, unknown_extend_reason(key)));
            }
        }
        self.extend_options = Value::Object(map);
        Ok(())
    }

    /// Sets the select option `key` (any but `extendOptions`); `Ok(false)` when `key` is not
    /// one.
    fn set(&mut self, key: &str, value: &Value, path: &str) -> Result<bool, SchemaError> {
        #[cfg(feature = "multi")]
        if let Some(multi) = &mut self.multi {
            if let Some(reason) = multi.foreign(key) {
                return Err(SchemaError::new(path, reason));
            }
            if multi.set(key, value, path)? {
                return Ok(true);
            }
        }
        // Options of one reader share one call: the match picks the field, not the code.
        let Some(slot) = self.slot(key) else {
            return Ok(false);
        };
        if let Slot::Other(at) = slot {
            self.set_other(at, value, path)?;
        } else {
            slot.read(path, value)?;
        }
        Ok(true)
    }

    /// Where the select option `key` goes and how it is read; `None` when `key` is not one
    /// (or `extendOptions`). The match is over `key`'s index in [`SELECT_KEYS`] (a jump
    /// table: smaller wasm than a string match, docs/size.md); `slots_match_keys` checks every
    /// index against its key.
    fn slot(&mut self, key: &str) -> Option<Slot<'_>> {
        let at = SELECT_KEYS.iter().position(|k| *k == key)?;
        Some(match at {
            0 /* native */ => Slot::Bool(&mut self.native),
            6 /* search */ => Slot::Bool(&mut self.search),
            8 /* strict */ => Slot::Bool(&mut self.strict),
            9 /* create */ => Slot::Bool(&mut self.create),
            10 /* appendNewOption */ => Slot::Bool(&mut self.append_new_option),
            12 /* allowAbsent */ => Slot::Bool(&mut self.allow_absent),
            13 /* object */ => Slot::Bool(&mut self.object),
            15 /* groups */ => Slot::Bool(&mut self.groups),
            18 /* groupHideEmpty */ => Slot::Bool(&mut self.group_hide_empty),
            20 /* appendToBody */ => Slot::Bool(&mut self.append_to_body),
            22 /* canDeselect */ => Slot::Bool(&mut self.can_deselect),
            23 /* canClear */ => Slot::Bool(&mut self.can_clear),
            24 /* closeOnSelect */ => Slot::Bool(&mut self.close_on_select),
            25 /* closeOnDeselect */ => Slot::Bool(&mut self.close_on_deselect),
            26 /* clearOnRefetch */ => Slot::Bool(&mut self.clear_on_refetch),
            29 /* resolveOnLoad */ => Slot::Bool(&mut self.resolve_on_load),
            30 /* filterResults */ => Slot::Bool(&mut self.filter_results),
            31 /* clearOnSearch */ => Slot::Bool(&mut self.clear_on_search),
            32 /* caret */ => Slot::Bool(&mut self.caret),
            33 /* truncate */ => Slot::Bool(&mut self.truncate),
            34 /* loading */ => Slot::Bool(&mut self.loading),
            2 /* labelProp */ => Slot::String(&mut self.label_prop),
            3 /* valueProp */ => Slot::String(&mut self.value_prop),
            5 /* searchParam */ => Slot::String(&mut self.search_param),
            16 /* groupLabel */ => Slot::String(&mut self.group_label),
            17 /* groupOptions */ => Slot::String(&mut self.group_options),
            38 /* inputType */ => Slot::String(&mut self.input_type),
            4 /* dataKey */ => Slot::OptString(&mut self.data_key),
            21 /* appendTo */ => Slot::OptString(&mut self.append_to),
            37 /* autocomplete */ => Slot::OptString(&mut self.autocomplete),
            35 /* noOptionsText */ => Slot::Localizable(&mut self.no_options_text),
            36 /* noResultsText */ => Slot::Localizable(&mut self.no_results_text),
            // Any negative number (like 0) is no limit, as the reference cuts only when `limit > 0`.
            14 /* limit */ => Slot::Integer(&mut self.limit, i64::MIN),
            27 /* delay */ => Slot::Wait(&mut self.delay),
            40 /* attrs */ => Slot::Shape(&mut self.attrs, &[Kind::Object]),
            39 /* extendOptions */ => return None,
            // items, trackBy, addOptionOn, openDirection, minChars, floating
            _ => Slot::Other(at),
        })
    }

    /// The select options with a reader of their own, by their index in [`SELECT_KEYS`].
    fn set_other(&mut self, at: usize, value: &Value, path: &str) -> Result<(), SchemaError> {
        match at {
            1 /* items */ => {
                // One assignment for both forms: a function's name or a list.
                let (items, items_fn) = if super::functions::looks_like_ref(value) {
                    let name = super::functions::read_function(path, value)?;
                    (crate::json_text::empty_object(), Some(name))
                } else {
                    let kinds = &[Kind::Array, Kind::Object, Kind::String];
                    (read::shape(path, value, kinds)?, None)
                };
                self.items = Arc::new(items);
                self.items_fn = items_fn;
                self.store = None;
            }
            7 /* trackBy */ => self.track_by = track_by(path, value)?,
            11 /* addOptionOn */ => self.add_option_on = read::choice_list(path, value)?,
            19 /* openDirection */ => self.open_direction = read::choice(path, value)?,
            28 /* minChars */ => self.min_chars = read::integer(path, value, 0)?.unsigned_abs(),
            41 /* floating */ => self.floating = floating(path, value)?,
            _ => {}
        }
        Ok(())
    }

    /// Writes every select option into `map`.
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let s = |v: &String| Value::String(v.clone());
        let loc = |v: Option<&Localizable>| or_null(v, Localizable::to_value);
        let entries: Vec<(&str, Value)> = vec![
            ("native", Value::Bool(self.native)),
            (
                "items",
                match (&self.items_fn, self.static_store()) {
                    (Some(name), _) => super::functions::function_ref(name),
                    (None, Some(store)) => store.to_value(&self.value_prop, &self.label_prop),
                    (None, None) => (*self.items).clone(),
                },
            ),
            ("labelProp", s(&self.label_prop)),
            ("valueProp", s(&self.value_prop)),
            ("dataKey", or_null(self.data_key.as_ref(), s)),
            ("searchParam", s(&self.search_param)),
            ("search", Value::Bool(self.search)),
            (
                "trackBy",
                or_null(self.track_by.as_ref(), |v| read::strings_value(v)),
            ),
            ("strict", Value::Bool(self.strict)),
            ("create", Value::Bool(self.create)),
            ("appendNewOption", Value::Bool(self.append_new_option)),
            ("addOptionOn", read::choices_value(&self.add_option_on)),
            ("allowAbsent", Value::Bool(self.allow_absent)),
            ("object", Value::Bool(self.object)),
            ("limit", Value::from(self.limit)),
            ("groups", Value::Bool(self.groups)),
            ("groupLabel", s(&self.group_label)),
            ("groupOptions", s(&self.group_options)),
            ("groupHideEmpty", Value::Bool(self.group_hide_empty)),
            (
                "openDirection",
                Value::String(self.open_direction.as_str().to_string()),
            ),
            ("appendToBody", Value::Bool(self.append_to_body)),
            ("appendTo", or_null(self.append_to.as_ref(), s)),
            ("canDeselect", Value::Bool(self.can_deselect)),
            ("canClear", Value::Bool(self.can_clear)),
            ("closeOnSelect", Value::Bool(self.close_on_select)),
            ("closeOnDeselect", Value::Bool(self.close_on_deselect)),
            ("clearOnRefetch", Value::Bool(self.clear_on_refetch)),
            ("delay", Value::from(self.delay)),
            ("minChars", Value::from(self.min_chars)),
            ("resolveOnLoad", Value::Bool(self.resolve_on_load)),
            ("filterResults", Value::Bool(self.filter_results)),
            ("clearOnSearch", Value::Bool(self.clear_on_search)),
            ("caret", Value::Bool(self.caret)),
            ("truncate", Value::Bool(self.truncate)),
            ("loading", Value::Bool(self.loading)),
            ("noOptionsText", loc(self.no_options_text.as_ref())),
            ("noResultsText", loc(self.no_results_text.as_ref())),
            ("autocomplete", or_null(self.autocomplete.as_ref(), s)),
            ("inputType", s(&self.input_type)),
            ("extendOptions", self.extend_options.clone()),
            ("attrs", self.attrs.clone()),
            (
                "floating",
                match &self.floating {
                    None => Value::Null,
                    Some(Floating::Off) => Value::Bool(false),
                    Some(Floating::Placeholder) => Value::Bool(true),
                    Some(Floating::Label(text)) => text.to_value(),
                },
            ),
        ];
        for (key, value) in entries {
            map.insert(key.to_string(), value);
        }
        #[cfg(feature = "multi")]
        if let Some(multi) = &self.multi {
            multi.write(map);
        }
    }
}

/// The `items` of a select whose options are in its store: one shared `[]`, which
/// [`SelectSchema::static_store`] tells apart by pointer from a `[]` set later.
pub(crate) fn store_placeholder() -> Arc<Value> {
    static EMPTY: std::sync::LazyLock<Arc<Value>> =
        std::sync::LazyLock::new(|| Arc::new(Value::Array(Vec::new())));
    EMPTY.clone()
}

/// Why `key` cannot be given in `extendOptions`.
fn unknown_extend_reason(key: &str) -> String {
    if COMMON_KEYS.contains(&key) {
        return format!(
            "\"{key}\" is an element option, not a select option; give it on the element itself"
        );
    }
    let select_keys = SELECT_KEYS
        .iter()
        .copied()
        .filter(|k| *k != "extendOptions");
    match suggest(key, select_keys) {
        Some(close) => format!("unknown select option (did you mean \"{close}\"?)"),
        None => "unknown select option (extendOptions takes the select's own options, e.g. \"closeOnSelect\" or \"limit\")".to_string(),
    }
}

fn track_by(path: &str, value: &Value) -> Result<Option<Vec<String>>, SchemaError> {
    match value {
        Value::Null => Ok(None),
        Value::String(s) => Ok(Some(vec![s.clone()])),
        Value::Array(_) => read::string_list(path, value).map(Some),
        _ => Err(mismatch(path, "a string or an array of strings", value)),
    }
}

/// `floating`: `false`, `true` (the placeholder floats), or a localizable label (the
/// select's and the text family's reader).
pub(crate) fn floating(path: &str, value: &Value) -> Result<Option<Floating>, SchemaError> {
    match value {
        Value::Bool(false) => Ok(Some(Floating::Off)),
        Value::Bool(true) => Ok(Some(Floating::Placeholder)),
        _ => Ok(read::localizable(path, value)?.map(Floating::Label)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A value for `key` (of `slot`'s shape) that differs from `default`; `None` for
    /// `extendOptions` (not read by `set`).
    fn other_than(key: &str, slot: &Slot<'_>, default: &Value) -> Option<Value> {
        Some(match (slot, key) {
            (Slot::Bool(_), _) => Value::Bool(default != &Value::Bool(true)),
            (Slot::Integer(..) | Slot::Wait(_), _) => json!(7),
            (Slot::Shape(..), _) => json!({"zz": "a"}),
            (Slot::Other(_), "items") => json!(["a"]),
            (Slot::Other(_), "trackBy") => json!(["zz"]),
            (Slot::Other(_), "addOptionOn") => json!(["space"]),
            (Slot::Other(_), "openDirection") => json!("top"),
            (Slot::Other(_), "minChars") => json!(3),
            (Slot::Other(_), "floating") => json!("zz"),
            (Slot::Other(_) | Slot::Function(_), _) => return None,
            _ => json!("zz"),
        })
    }

    #[test]
    fn slots_match_keys() {
        let mut defaults = Map::new();
        SelectSchema::default().write(&mut defaults);
        for key in SELECT_KEYS {
            let mut select = SelectSchema::default();
            let value = select
                .slot(key)
                .and_then(|slot| other_than(key, &slot, &defaults[*key]));
            let Some(value) = value else {
                assert_eq!(*key, "extendOptions");
                continue;
            };
            assert_eq!(select.set(key, &value, "p"), Ok(true), "{key}");
            let mut written = Map::new();
            select.write(&mut written);
            let mut expected = defaults.clone();
            expected.insert((*key).to_string(), value);
            assert_eq!(written, expected, "{key}");
        }
    }
}
