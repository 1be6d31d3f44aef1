//! One schema entry: its `type` picks the element.

use std::sync::Arc;

use serde_json::{Map, Value};

#[cfg(feature = "choice")]
use super::choice::ChoiceKind;
#[cfg(feature = "choice")]
use super::choice::{CHOICE_EVENTS, ChoiceSchema};
use super::common::{COMMON_KEYS, CommonOptions};
#[cfg(feature = "nested")]
use super::container::{CONTAINER_EVENTS, OBJECT_KEYS, ObjectSchema};
#[cfg(feature = "group")]
use super::container::{GROUP_KEYS, GroupSchema};
#[cfg(feature = "list")]
use super::container::{LIST_EVENTS, LIST_KEYS, ListSchema};
use super::editor::{EDITOR_KEYS, TEditorSchema};
use super::error::{SchemaError, child, mismatch};
use super::events::{EDITOR_EVENTS, SELECT_EVENTS, event_for_key, event_key, event_keys};
use super::read::{self, Kind};
use super::registries::Registries;
use super::select::{SELECT_KEYS, SelectSchema};
#[cfg(feature = "button")]
use super::static_button::{BUTTON_EVENTS, BUTTON_KEYS, ButtonSchema};
#[cfg(feature = "static")]
use super::static_button::{STATIC_EVENTS, STATIC_KEYS, StaticSchema};
use super::suggest::suggest;
#[cfg(feature = "text-family")]
use super::text::TextKind;
#[cfg(feature = "text-family")]
use super::text::TextSchema;

/// Why rules per language are refused on an element without a value per language.
const RULES_NEED_LANGUAGES: &str = "rules per language (an object) need a translatable element \
     (t-editor, t-text, t-textarea); give a string or a list";

/// The schema's checks of an element's parsed rules against its languages (`None`: not a
/// translatable element), for every way rules reach an element (the schema,
/// `FormState::set_rules`, `FormState::update_schema_element`, `FormState::add_element_with`):
/// rules per language on an element without a value per language would check `value["en"]`
/// of a single value, so `required` would fail whatever the user chose; a language key the
/// element lacks would never run, so a typo (`EN`) would remove a `required` rule without a
/// word. `path` is the element's (`schema.<path>.rules…` in the error). An empty object of
/// rules is no rules and passes.
pub(crate) fn check_rule_languages(
    path: &str,
    languages: Option<&[String]>,
    rules: &crate::rules::RuleSpec,
) -> Result<(), SchemaError> {
    let crate::rules::RuleSpec::PerLanguage(list) = rules else {
        return Ok(());
    };
    let Some(languages) = languages else {
        if list.is_empty() {
            return Ok(());
        }
        return Err(SchemaError::new(
            format!("schema.{path}.rules"),
            RULES_NEED_LANGUAGES,
        ));
    };
    match rules.unknown_language(languages) {
        Some(code) => Err(SchemaError::new(
            format!("schema.{path}.rules.{code}"),
            format!(
                "unknown language \"{code}\": the form's languages are {}",
                languages.join(", ")
            ),
        )),
        None => Ok(()),
    }
}

/// The element types a schema entry can have.
pub const ELEMENT_TYPES: &[&str] = &[
    "select",
    "t-editor",
    "checkbox",
    "toggle",
    "radio",
    "checkboxgroup",
    "radiogroup",
    "text",
    "textarea",
    "hidden",
    "t-text",
    "t-textarea",
    "static",
    "button",
    "multiselect",
    "tags",
    "object",
    "group",
    "list",
];

/// [`ELEMENT_TYPES`] quoted and joined with "or", for error messages (a constant, not
/// built for every entry: docs/size.md).
const ALLOWED_TYPES: &str = "\"select\" or \"t-editor\" or \"checkbox\" or \"toggle\" or \"radio\" or \"checkboxgroup\" or \"radiogroup\" or \"text\" or \"textarea\" or \"hidden\" or \"t-text\" or \"t-textarea\" or \"static\" or \"button\" or \"multiselect\" or \"tags\" or \"object\" or \"group\" or \"list\"";

/// The error of an entry without `type` (a constant: no `format!`, docs/size.md).
const MISSING_TYPE: &str = "missing \"type\" (expected \"select\" or \"t-editor\" or \"checkbox\" or \"toggle\" or \"radio\" or \"checkboxgroup\" or \"radiogroup\" or \"text\" or \"textarea\" or \"hidden\" or \"t-text\" or \"t-textarea\" or \"static\" or \"button\" or \"multiselect\" or \"tags\" or \"object\" or \"group\" or \"list\")";

/// Each element type a build may leave out and the yewform feature it needs (`t-text` comes
/// with `text`, `t-textarea` with `textarea`): one table and one message for all of them
/// (docs/size.md).
const TYPE_FEATURES: [(&str, &str); 18] = [
    ("t-editor", "editor"),
    ("checkbox", "checkbox"),
    ("toggle", "toggle"),
    ("radio", "radio"),
    ("checkboxgroup", "checkboxgroup"),
    ("radiogroup", "radiogroup"),
    ("text", "text"),
    ("textarea", "textarea"),
    ("hidden", "hidden"),
    ("t-text", "text"),
    ("t-textarea", "textarea"),
    ("static", "static"),
    ("button", "button"),
    ("multiselect", "multiselect"),
    ("tags", "tags"),
    ("object", "object"),
    ("group", "group"),
    ("list", "list"),
];

/// The error of an entry whose `type` this build does not read: the feature it needs, or
/// an unknown type.
fn type_error(other: &str) -> String {
    match TYPE_FEATURES.iter().find(|(name, _)| *name == other) {
        Some((_, feature)) => {
            format!("the \"{other}\" element needs yewform's \"{feature}\" feature")
        }
        None => format!("unknown element type \"{other}\" (expected {ALLOWED_TYPES})"),
    }
}

/// Whether the schema type `name` is read as a [`SelectSchema`] (its `items` are taken out
/// before the rest of the entry is read).
fn is_select_type(name: &str) -> bool {
    #[cfg(feature = "multi")]
    if super::multi::MultiMode::from_type(name).is_some() {
        return true;
    }
    name == "select"
}

/// One element of a form schema, chosen by the entry's `"type"`.
#[derive(Debug, Clone, PartialEq)]
// Both variants are large (the common options alone are most of it) and a schema is built
// once per form, so matching unboxed variants is worth more than the saved bytes.
#[allow(clippy::large_enum_variant)]
pub enum ElementSchema {
    /// `"type": "select"`, and with the core's `multiselect` / `tags` features
    /// `"type": "multiselect"` and `"tags"` (a select whose
    /// [`multi`](SelectSchema::multi) options are set; [`SelectSchema::type_name`] says which).
    Select(SelectSchema),
    /// `"type": "t-editor"`.
    TEditor(TEditorSchema),
    /// `"type": "static"` (with the core's `static` feature): content, no data.
    #[cfg(feature = "static")]
    Static(StaticSchema),
    /// `"type": "button"` (with the core's `button` feature): no data.
    #[cfg(feature = "button")]
    Button(ButtonSchema),
    /// `"type": "checkbox"`, `"toggle"`, `"radio"`, `"checkboxgroup"` or `"radiogroup"`
    /// ([`ChoiceSchema::kind`] says which). Only with one of those cargo features (an app
    /// without them ships none of its code).
    #[cfg(feature = "choice")]
    Choice(ChoiceSchema),
    /// `"type": "text"`, `"textarea"` or `"hidden"` (the kind is [`TextSchema::kind`]; read
    /// only with the core feature of that type). Only with one of the features `text`,
    /// `textarea`, `hidden`: without them an app carries no code for it.
    ///
    /// [`TextSchema::kind`]: super::TextSchema::kind
    #[cfg(feature = "text-family")]
    Text(TextSchema),
    /// `"type": "object"` (with the core's `object` feature; a list's `object` items with
    /// `list`): children whose data nest under its name. Not rendered by yewform-elements
    /// yet.
    #[cfg(feature = "nested")]
    Object(ObjectSchema),
    /// `"type": "group"` (with the core's `group` feature): children whose data flatten
    /// into the parent's. Not rendered by yewform-elements yet.
    #[cfg(feature = "group")]
    Group(GroupSchema),
    /// `"type": "list"` (with the core's `list` feature): repeated items. Not rendered by
    /// yewform-elements yet.
    #[cfg(feature = "list")]
    List(ListSchema),
}

impl ElementSchema {
    /// The entry's `type` string.
    #[must_use]
    pub fn type_name(&self) -> &'static str {
        match self {
            Self::Select(s) => s.type_name(),
            Self::TEditor(_) => "t-editor",
            #[cfg(feature = "static")]
            Self::Static(_) => "static",
            #[cfg(feature = "button")]
            Self::Button(_) => "button",
            #[cfg(feature = "choice")]
            Self::Choice(c) => c.kind.type_name(),
            #[cfg(feature = "text-family")]
            Self::Text(t) => t.kind.type_name(),
            #[cfg(feature = "nested")]
            Self::Object(_) => "object",
            #[cfg(feature = "group")]
            Self::Group(_) => "group",
            #[cfg(feature = "list")]
            Self::List(_) => "list",
        }
    }

    /// Whether a `<label for>` names the element's field: the field is a labelable element
    /// (an `<input>`, a native `<select>`, a `<textarea>`, a toggle's switch `<button>`, a
    /// combobox's search input) that takes its name from a label. `false` for a field a
    /// label cannot name (a checkbox or radio group's `<fieldset>`, a select-only
    /// combobox's `div`, the editor's surface, a static's `div`, a hidden input; they are
    /// named by `aria-labelledby` or `aria-label`, or need no name) and for a button, which
    /// is named by its own text (`buttonLabel`): a label would rename it.
    #[must_use]
    pub fn labelable_field(&self) -> bool {
        match self {
            Self::Select(s) => s.is_native() || s.searches(),
            #[cfg(feature = "choice")]
            Self::Choice(c) => !c.kind.is_group(),
            #[cfg(feature = "text-family")]
            Self::Text(t) => t.kind != super::TextKind::Hidden,
            _ => false,
        }
    }

    /// The element loads its items: an endpoint URL or an items function (`{"fn": …}`) on a
    /// select, multiselect, tags, checkbox group or radio group. Items written in the schema
    /// load nothing.
    #[must_use]
    pub fn loads_items(&self) -> bool {
        match self {
            Self::Select(s) => s.items.is_string() || s.items_fn.is_some(),
            #[cfg(feature = "choice")]
            Self::Choice(c) => c.items.is_string() || c.items_fn.is_some(),
            _ => false,
        }
    }

    /// The options every element has.
    #[must_use]
    pub fn common(&self) -> &CommonOptions {
        match self {
            Self::Select(s) => &s.common,
            Self::TEditor(e) => &e.common,
            #[cfg(feature = "static")]
            Self::Static(s) => &s.common,
            #[cfg(feature = "button")]
            Self::Button(b) => &b.common,
            #[cfg(feature = "choice")]
            Self::Choice(c) => &c.common,
            #[cfg(feature = "text-family")]
            Self::Text(t) => &t.common,
            #[cfg(feature = "nested")]
            Self::Object(o) => &o.common,
            #[cfg(feature = "group")]
            Self::Group(g) => &g.common,
            #[cfg(feature = "list")]
            Self::List(l) => &l.common,
        }
    }

    /// The options every element has, mutably.
    pub fn common_mut(&mut self) -> &mut CommonOptions {
        match self {
            Self::Select(s) => &mut s.common,
            Self::TEditor(e) => &mut e.common,
            #[cfg(feature = "static")]
            Self::Static(s) => &mut s.common,
            #[cfg(feature = "button")]
            Self::Button(b) => &mut b.common,
            #[cfg(feature = "choice")]
            Self::Choice(c) => &mut c.common,
            #[cfg(feature = "text-family")]
            Self::Text(t) => &mut t.common,
            #[cfg(feature = "nested")]
            Self::Object(o) => &mut o.common,
            #[cfg(feature = "group")]
            Self::Group(g) => &mut g.common,
            #[cfg(feature = "list")]
            Self::List(l) => &mut l.common,
        }
    }

    /// Reads the entry `name` at `path` (e.g. `schema.country`), checking `rules`,
    /// `conditions` and `disabled` against `registries`.
    ///
    /// # Errors
    /// The first problem found, in the entry's key order, after the `type` check.
    pub fn from_value(
        name: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<Self, SchemaError> {
        let Value::Object(map) = value else {
            return Err(mismatch(path, "an object", value));
        };
        let type_path = child(path, "type");
        let type_name = match map.get("type") {
            None => {
                return Err(SchemaError::new(path, MISSING_TYPE));
            }
            Some(t) => match t.as_str() {
                Some(type_name) => type_name,
                None => return Err(read::type_error(&type_path, &[Kind::String], t)),
            },
        };
        let mut element = match type_name {
            "select" => Self::Select(SelectSchema::default()),
            #[cfg(feature = "editor")]
            "t-editor" => Self::TEditor(TEditorSchema::default()),
            #[cfg(feature = "static")]
            "static" => Self::Static(StaticSchema::default()),
            #[cfg(feature = "button")]
            "button" => Self::Button(ButtonSchema::default()),
            #[cfg(feature = "object")]
            "object" => Self::Object(ObjectSchema::default()),
            #[cfg(feature = "group")]
            "group" => Self::Group(GroupSchema::default()),
            #[cfg(feature = "list")]
            "list" => Self::List(ListSchema::default()),
            #[cfg(feature = "multi")]
            other if super::multi::MultiMode::from_type(other).is_some() => {
                match super::multi::MultiMode::from_type(other) {
                    Some(mode) => Self::Select(SelectSchema::multi(mode)),
                    None => return Err(SchemaError::new(type_path, type_error(other))),
                }
            }
            other => match Self::of_type(other) {
                Some(element) => element,
                None => return Err(SchemaError::new(type_path, type_error(other))),
            },
        };
        for (key, option) in map.iter().filter(|(k, _)| k.as_str() != "type") {
            let option_path = child(path, key);
            read::check_nesting(&option_path, option, 2)?;
            element.apply(name, key, option, &option_path, registries)?;
        }
        #[cfg(feature = "list")]
        if let Self::List(list) = &mut element {
            list.finish(path)?;
        }
        #[cfg(feature = "static")]
        if let Self::Static(s) = &mut element {
            s.finish(path, registries)?;
        }
        element.check_rules_per_language(path)?;
        if let Self::Select(select) = &element {
            select.check_slots(path)?;
            select.check_static_items(path)?;
        }
        Ok(element)
    }

    /// Whether the value is one per language (`t-editor`, `t-text`, `t-textarea`).
    #[must_use]
    pub fn is_multilingual(&self) -> bool {
        match self {
            Self::TEditor(_) => true,
            #[cfg(feature = "text-family")]
            Self::Text(t) => t.kind.is_multilingual(),
            _ => false,
        }
    }

    /// Rules per language (an object keyed by language code, the t-editor spec's) need an
    /// element with a value per language: elsewhere they would check `value["en"]` of a
    /// single value, and `required` would fail whatever the user chose.
    fn check_rules_per_language(&self, path: &str) -> Result<(), SchemaError> {
        match &self.common().rules {
            Value::Object(map) if !map.is_empty() && !self.is_multilingual() => {
                Err(SchemaError::new(child(path, "rules"), RULES_NEED_LANGUAGES))
            }
            _ => Ok(()),
        }
    }

    /// A choice or text-family entry of the type `other`, when this build reads that type.
    #[allow(unused_variables)] // without those features nothing is read here
    fn of_type(other: &str) -> Option<Self> {
        #[cfg(feature = "choice")]
        if let Some(kind) = ChoiceKind::from_type(other).filter(|kind| kind.enabled()) {
            return Some(Self::Choice(ChoiceSchema::new(kind)));
        }
        #[cfg(feature = "text-family")]
        if let Some((kind, true)) = TextKind::of_type(other) {
            return Some(Self::Text(TextSchema::new(kind)));
        }
        None
    }

    /// As [`ElementSchema::from_value`] with the default registries, at `schema.<name>`,
    /// taking the entry by value: a select's `items` are moved in, not copied (an inline
    /// element's list can hold 100,000 options), and a static list is read into a compact
    /// store ([`SelectSchema::compact_items`](super::SelectSchema::compact_items)). The
    /// result and the errors are those of `from_value`, except that a bad `items` is
    /// reported after the other options.
    ///
    /// # Errors
    /// As [`ElementSchema::from_value`].
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::schema::ElementSchema;
    /// let entry = ElementSchema::from_owned("size", json!({"type": "select", "items": ["S", "M"]})).unwrap();
    /// let ElementSchema::Select(select) = entry else { panic!() };
    /// assert_eq!(select.static_store().unwrap().label(1), Some("M"));
    /// let error = ElementSchema::from_owned("size", json!({"type": "select", "items": 3})).unwrap_err();
    /// assert_eq!(error.path, "schema.size.items");
    /// ```
    #[allow(irrefutable_let_patterns)] // without the editor feature, every entry is a select
    pub fn from_owned(name: &str, value: Value) -> Result<Self, SchemaError> {
        Self::with_builtins(|registries| Self::from_owned_in(name, value, None, None, registries))
    }

    /// [`from_owned`](Self::from_owned), [`from_owned_with_items`](Self::from_owned_with_items)
    /// (`items`) or [`from_owned_with_store`](Self::from_owned_with_store) (`store`, which
    /// wins), checking `rules`, `conditions`, `disabled` and expressions against
    /// `registries` (an app's rules, operators and expression functions: an inline element
    /// reads its options with its form's
    /// [`Functions::registries`](crate::schema::Functions::registries)).
    ///
    /// # Errors
    /// As [`ElementSchema::from_value`].
    pub fn from_owned_in(
        name: &str,
        value: Value,
        items: Option<Arc<Value>>,
        store: Option<Arc<crate::items::OptionStore>>,
        registries: Registries<'_>,
    ) -> Result<Self, SchemaError> {
        if let Some(store) = store {
            let empty = super::select::store_placeholder();
            let mut element = Self::read_owned(name, value, Some(empty.clone()), registries)?;
            if let Self::Select(select) = &mut element {
                if Arc::ptr_eq(&select.items, &empty) {
                    select.store = Some(store);
                }
            }
            return Ok(element);
        }
        if items.is_some() {
            return Self::read_owned(name, value, items, registries);
        }
        let mut element = Self::read_owned(name, value, None, registries)?;
        // As `FormSchema::from_value`: a static list is read into a compact store.
        if let Self::Select(select) = &mut element {
            select.compact_items();
        }
        Ok(element)
    }

    /// `f` with the built-in rules, operators and expression functions.
    fn with_builtins<T>(f: impl FnOnce(Registries<'_>) -> T) -> T {
        let rules = crate::rules::RuleRegistry::default();
        let conditions = crate::conditions::ConditionRegistry::default();
        f(Registries {
            rules: &rules,
            conditions: &conditions,
        })
    }

    /// As [`ElementSchema::from_owned`], with a select's `items` given as a shared value
    /// (an inline element's `items` prop): the entry holds the same value, no copy. An
    /// `items` key of `value` is ignored; for an element that is not a select, `items` is.
    ///
    /// # Errors
    /// As [`ElementSchema::from_value`].
    ///
    /// ```
    /// use std::sync::Arc;
    /// use serde_json::json;
    /// use yewform_core::schema::ElementSchema;
    /// let items = Arc::new(json!(["S", "M"]));
    /// let entry = ElementSchema::from_owned_with_items("size", json!({"type": "select"}), items.clone()).unwrap();
    /// let ElementSchema::Select(select) = entry else { panic!() };
    /// assert!(Arc::ptr_eq(&select.items, &items));
    /// ```
    pub fn from_owned_with_items(
        name: &str,
        value: Value,
        items: Arc<Value>,
    ) -> Result<Self, SchemaError> {
        Self::with_builtins(|registries| {
            Self::from_owned_in(name, value, Some(items), None, registries)
        })
    }

    /// As [`ElementSchema::from_owned`], with a select's items given as an [`OptionStore`]
    /// (an inline element's `items` prop built from `(value, label)` pairs): the entry holds
    /// the same store ([`SelectSchema::store`]), its `items` JSON is `[]`. An `items` key of
    /// `value` is ignored; an `items` of `extendOptions` wins over the store.
    ///
    /// # Errors
    /// As [`ElementSchema::from_value`].
    ///
    /// ```
    /// use std::sync::Arc;
    /// use serde_json::json;
    /// use yewform_core::items::OptionStore;
    /// use yewform_core::schema::ElementSchema;
    /// let store = Arc::new(OptionStore::from_pairs([("s", "Small"), ("m", "Medium")]));
    /// let entry = ElementSchema::from_owned_with_store("size", json!({"type": "select"}), store.clone()).unwrap();
    /// let ElementSchema::Select(select) = entry else { panic!() };
    /// assert!(Arc::ptr_eq(select.store.as_ref().unwrap(), &store));
    /// assert_eq!(*select.items, json!([]));
    /// ```
    ///
    /// [`OptionStore`]: crate::items::OptionStore
    /// [`SelectSchema::store`]: super::SelectSchema::store
    pub fn from_owned_with_store(
        name: &str,
        value: Value,
        store: Arc<crate::items::OptionStore>,
    ) -> Result<Self, SchemaError> {
        Self::with_builtins(|registries| {
            Self::from_owned_in(name, value, None, Some(store), registries)
        })
    }

    fn read_owned(
        name: &str,
        value: Value,
        shared: Option<Arc<Value>>,
        registries: Registries<'_>,
    ) -> Result<Self, SchemaError> {
        let path = child("schema", name);
        let mut value = value;
        // The items are taken out before `from_value` sees the entry: measured here. A value
        // refused for its depth is dropped without recursion.
        let items_path = child(&path, "items");
        let deep = [value.get("items"), shared.as_deref()]
            .into_iter()
            .flatten()
            .find_map(|items| read::check_nesting(&items_path, items, 2).err());
        if let Some(e) = deep {
            read::drop_flat(value);
            if let Some(shared) = shared.and_then(|s| Arc::try_unwrap(s).ok()) {
                read::drop_flat(shared);
            }
            return Err(e);
        }
        let is_select = value
            .get("type")
            .and_then(Value::as_str)
            .is_some_and(is_select_type);
        let extended = value
            .get("extendOptions")
            .and_then(|e| e.get("items"))
            .is_some();
        let items = match &mut value {
            Value::Object(map) if is_select && !extended => {
                let own = map.remove("items").map(Arc::new);
                shared.or(own)
            }
            Value::Object(map) if is_select => {
                if let Some(shared) = shared {
                    map.insert("items".into(), (*shared).clone());
                }
                None
            }
            _ => None,
        };
        let mut element = match Self::from_value(name, &value, &path, registries) {
            Ok(element) => element,
            Err(e) => {
                read::drop_flat(value);
                return Err(e);
            }
        };
        if let (Some(items), Self::Select(select)) = (items, &mut element) {
            if super::functions::looks_like_ref(&items) {
                let items_path = child(&path, "items");
                select.items_fn = Some(super::functions::read_function(&items_path, &items)?);
                return Ok(element);
            }
            let kinds = [Kind::Array, Kind::Object, Kind::String];
            if !(items.is_array() || items.is_object() || items.is_string()) {
                return Err(read::type_error(&child(&path, "items"), &kinds, &items));
            }
            select.items = items;
            select.check_static_items(&path)?;
        }
        Ok(element)
    }

    fn own_keys(&self) -> &'static [&'static str] {
        match self {
            Self::Select(_) => SELECT_KEYS,
            Self::TEditor(_) => EDITOR_KEYS,
            #[cfg(feature = "static")]
            Self::Static(_) => STATIC_KEYS,
            #[cfg(feature = "button")]
            Self::Button(_) => BUTTON_KEYS,
            #[cfg(feature = "choice")]
            Self::Choice(c) => c.kind.own_keys(),
            #[cfg(feature = "text-family")]
            Self::Text(t) => t.kind.keys(),
            #[cfg(feature = "nested")]
            Self::Object(_) => OBJECT_KEYS,
            #[cfg(feature = "group")]
            Self::Group(_) => GROUP_KEYS,
            #[cfg(feature = "list")]
            Self::List(_) => LIST_KEYS,
        }
    }

    fn events(&self) -> &'static [&'static str] {
        match self {
            #[cfg(feature = "multi")]
            Self::Select(s)
                if s.multi
                    .as_ref()
                    .is_some_and(|m| m.mode == super::multi::MultiMode::Tags) =>
            {
                super::events::TAGS_EVENTS
            }
            Self::Select(_) => SELECT_EVENTS,
            Self::TEditor(_) => EDITOR_EVENTS,
            #[cfg(feature = "static")]
            Self::Static(_) => STATIC_EVENTS,
            #[cfg(feature = "button")]
            Self::Button(_) => BUTTON_EVENTS,
            #[cfg(feature = "choice")]
            Self::Choice(_) => CHOICE_EVENTS,
            #[cfg(feature = "text-family")]
            Self::Text(t) => t.kind.events(),
            #[cfg(feature = "nested")]
            Self::Object(_) => CONTAINER_EVENTS,
            #[cfg(feature = "group")]
            Self::Group(_) => CONTAINER_EVENTS,
            #[cfg(feature = "list")]
            Self::List(_) => LIST_EVENTS,
        }
    }

    fn apply(
        &mut self,
        name: &str,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<(), SchemaError> {
        let applied = match self {
            Self::Select(s) => {
                s.apply(key, value, path)? || s.common.apply(name, key, value, path, registries)?
            }
            // `from_value` makes a t-editor only with the feature: no reader without it.
            #[cfg(not(feature = "editor"))]
            Self::TEditor(_) => false,
            #[cfg(feature = "editor")]
            Self::TEditor(e) => {
                if key == "default" {
                    read::shape(
                        path,
                        value,
                        &[Kind::String, Kind::Number, Kind::Object, Kind::Null],
                    )?;
                }
                e.apply(key, value, path)? || e.common.apply(name, key, value, path, registries)?
            }
            #[cfg(feature = "static")]
            Self::Static(s) => s.apply(name, key, value, path, registries)?,
            #[cfg(feature = "button")]
            Self::Button(b) => b.apply(name, key, value, path, registries)?,
            #[cfg(feature = "choice")]
            Self::Choice(c) => {
                c.apply(key, value, path)? || c.common.apply(name, key, value, path, registries)?
            }
            #[cfg(feature = "text-family")]
            Self::Text(t) => {
                t.apply(key, value, path, registries)?
                    || t.common.apply(name, key, value, path, registries)?
            }
            #[cfg(feature = "nested")]
            Self::Object(o) => {
                o.apply(key, value, path, registries)?
                    || o.common.apply(name, key, value, path, registries)?
            }
            #[cfg(feature = "group")]
            Self::Group(g) => {
                g.apply(key, value, path, registries)?
                    || g.common.apply(name, key, value, path, registries)?
            }
            #[cfg(feature = "list")]
            Self::List(l) => {
                l.apply(key, value, path, registries)?
                    || l.common.apply(name, key, value, path, registries)?
            }
        };
        if applied {
            return Ok(());
        }
        if let Some(event) = event_for_key(key, self.events()) {
            let handler = read::string(path, value)?;
            if handler.is_empty() {
                return Err(SchemaError::new(
                    path,
                    "expected the name of a handler registered in Rust, found an empty string",
                ));
            }
            self.common_mut().events.push((event.to_string(), handler));
            return Ok(());
        }
        Err(SchemaError::new(path, self.unknown_key_reason(key)))
    }

    fn unknown_key_reason(&self, key: &str) -> String {
        let this = self.type_name();
        #[cfg(feature = "multi")]
        if let Self::Select(s) = self {
            if s.multi.is_none() && super::multi::MULTI_KEYS.contains(&key) {
                return format!(
                    "\"{key}\" is a multiselect / tags option; a select has no such option (use \"type\": \"multiselect\" or \"tags\" to choose several options)"
                );
            }
        }
        let (other, other_keys, other_events) = match self {
            Self::Select(_) => ("t-editor", EDITOR_KEYS, EDITOR_EVENTS),
            #[cfg(feature = "choice")]
            Self::Choice(c) => return c.unknown_key_reason(key),
            // Every other type (`t-editor`, text family, `static`, `button`) is told of the
            // select's options.
            #[allow(unreachable_patterns)]
            _ => ("select", SELECT_KEYS, SELECT_EVENTS),
        };
        #[cfg(any(feature = "static", feature = "button"))]
        if let Some(reason) = super::static_button::sibling_reason(this, key) {
            return reason;
        }
        #[cfg(feature = "text-family")]
        if let Self::Text(t) = self {
            if let Some(reason) = t.sibling_key(key) {
                return reason;
            }
        }
        if other_keys.contains(&key) {
            return format!("\"{key}\" is a {other} option; a {this} has no such option");
        }
        if let Some(event) = event_for_key(key, other_events) {
            return format!(
                "a {this} has no \"{event}\" event (its events: {}, and the lifecycle events)",
                self.events().join(", ")
            );
        }
        let own_events = event_keys(self.events());
        // One list of the known keys, not a chain of four iterators (less wasm, docs/size.md).
        let mut known: Vec<&str> =
            Vec::with_capacity(COMMON_KEYS.len() + self.own_keys().len() + 1 + own_events.len());
        known.extend_from_slice(COMMON_KEYS);
        known.extend_from_slice(self.own_keys());
        #[cfg(feature = "multi")]
        if matches!(self, Self::Select(s) if s.multi.is_some()) {
            known.extend_from_slice(super::multi::MULTI_KEYS);
        }
        known.push("type");
        for event in &own_events {
            known.push(event);
        }
        match suggest(key, known.iter().copied()) {
            Some(close) => format!("unknown option (did you mean \"{close}\"?)"),
            None => "unknown option".to_string(),
        }
    }

    /// The full JSON form of the entry: `type`, every option (defaults included) and the
    /// event keys.
    #[must_use]
    pub fn to_value(&self) -> Value {
        let mut map = Map::new();
        map.insert("type".into(), Value::String(self.type_name().to_string()));
        self.common().write(&mut map);
        match self {
            Self::Select(s) => s.write(&mut map),
            Self::TEditor(e) => e.write(&mut map),
            #[cfg(feature = "static")]
            Self::Static(s) => s.write(&mut map),
            #[cfg(feature = "button")]
            Self::Button(b) => b.write(&mut map),
            #[cfg(feature = "choice")]
            Self::Choice(c) => c.write(&mut map),
            #[cfg(feature = "text-family")]
            Self::Text(t) => t.write(&mut map),
            #[cfg(feature = "nested")]
            Self::Object(o) => o.write(&mut map),
            #[cfg(feature = "group")]
            Self::Group(g) => g.write(&mut map),
            #[cfg(feature = "list")]
            Self::List(l) => l.write(&mut map),
        }
        for (event, handler) in &self.common().events {
            map.insert(event_key(event), Value::String(handler.clone()));
        }
        Value::Object(map)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_but_the_select_names_its_feature() {
        let named: Vec<&str> = TYPE_FEATURES.iter().map(|(name, _)| *name).collect();
        let others: Vec<&str> = ELEMENT_TYPES
            .iter()
            .copied()
            .filter(|t| *t != "select")
            .collect();
        assert_eq!(named.len(), others.len());
        for t in others {
            assert!(named.contains(&t), "{t}");
        }
    }

    #[cfg(not(feature = "list"))]
    #[test]
    fn a_left_out_container_names_its_feature() {
        assert_eq!(
            type_error("list"),
            "the \"list\" element needs yewform's \"list\" feature"
        );
    }

    #[test]
    fn allowed_types_quote_every_type() {
        let joined = ELEMENT_TYPES
            .iter()
            .map(|t| format!("\"{t}\""))
            .collect::<Vec<_>>()
            .join(" or ");
        assert_eq!(ALLOWED_TYPES, joined);
        assert_eq!(
            MISSING_TYPE,
            format!("missing \"type\" (expected {joined})")
        );
    }
}
