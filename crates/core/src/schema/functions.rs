//! Rust functions named by a schema: `{"fn": "<name>"}`.
//!
//! JSON cannot hold a function, so a schema names one that the app registered in Rust. The
//! name is always written as an object with the single key `"fn"`, wherever the spec lets an
//! option be a function:
//!
//! | option | example | kind |
//! |---|---|---|
//! | `items` (select) | `"items": {"fn": "countries"}` | [`FunctionKind::Items`] |
//! | `endpoint` (editor) | `"endpoint": {"fn": "s3"}` | [`FunctionKind::Upload`] |
//! | `formatData` | `"formatData": {"fn": "trim"}` | [`FunctionKind::FormatData`] |
//! | `formatLoad` | `"formatLoad": {"fn": "upper"}` | [`FunctionKind::FormatLoad`] |
//! | `conditions` entry | `"conditions": [["a", "x"], {"fn": "isAdult"}]` | [`FunctionKind::Condition`] |
//! | `disabled` | `"disabled": {"fn": "locked"}` | [`FunctionKind::Disabled`] |
//! | `rules` array entry | `"rules": ["required", {"fn": "even"}]` | [`FunctionKind::Rule`] |
//! | conditional rule's condition | `"rules": [{"required": [{"fn": "isAdult"}]}]` | [`FunctionKind::Condition`] |
//! | `slots` entry | `"slots": {"option": {"fn": "flag"}}` | [`FunctionKind::Slot`] |
//!
//! A string stays what it always was (an endpoint URL, a rule string, slot HTML), so a name
//! can never be mistaken for one; and a name only ever names a function registered in Rust,
//! never a built-in (`{"fn": "required"}` is not the built-in `required` rule). The one overlap is `items`: an items object `{"fn": "x"}`
//! (one option with value `fn`) is read as a function name; write such a list as an array
//! (`[{"value": "fn", "label": "x"}]`).
//!
//! Names are resolved when the form is built ([`crate::form::FormState::from_schema_with`]):
//! a name that [`Functions`] does not hold fails there with the option's path,
//! `schema.country.items: no items function "countries" registered`.
//!
//! ```
//! use serde_json::json;
//! use yewform_core::config::FormConfig;
//! use yewform_core::expression::Date;
//! use yewform_core::form::FormState;
//! use yewform_core::schema::{FormSchema, FunctionKind, Functions};
//!
//! let schema = FormSchema::from_value(&json!({
//!     "name": {"type": "select", "items": ["ann ", "bob"], "formatData": {"fn": "trim"}},
//!     "country": {"type": "select", "items": {"fn": "countries"}},
//! })).unwrap();
//! let mut functions = Functions::new();
//! functions.format_data("trim", |name, value| {
//!     json!({ name: value.as_str().unwrap_or_default().trim() })
//! });
//! let error = FormState::from_schema_with(&schema, &FormConfig::default(), &json!({}),
//!     Date::EPOCH, &functions).unwrap_err();
//! assert_eq!(error.to_string(), r#"schema.country.items: no items function "countries" registered"#);
//!
//! functions.declare(FunctionKind::Items, "countries"); // the view layer calls it
//! let mut form = FormState::from_schema_with(&schema, &FormConfig::default(), &json!({}),
//!     Date::EPOCH, &functions).unwrap();
//! form.set_value("name", json!("ann ")).unwrap();
//! assert_eq!(form.request_data()["name"], json!("ann"));
//! ```

use std::any::Any;
use std::fmt;
use std::rc::Rc;
use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::element::ElementSchema;
use super::error::{SchemaError, child, describe_value, index, mismatch};
use super::form::FormSchema;
use crate::conditions::{ConditionContext, ConditionFn};
use crate::element::{FormatData, FormatLoad};
use crate::rules::{Rule, RuleOutcome, RuleParams, RuleRegistry, ValidationContext};

/// The key of a function reference: `{"fn": "<name>"}`.
pub const FN_KEY: &str = "fn";

/// The name in a function reference `{"fn": "<name>"}` (an object with that single key and a
/// string value); `None` for any other value.
///
/// ```
/// use serde_json::json;
/// use yewform_core::schema::function_name;
/// assert_eq!(function_name(&json!({"fn": "countries"})), Some("countries"));
/// assert_eq!(function_name(&json!("/api/countries")), None);
/// assert_eq!(function_name(&json!({"fn": "a", "b": 1})), None);
/// ```
#[must_use]
pub fn function_name(value: &Value) -> Option<&str> {
    match value {
        Value::Object(map) if map.len() == 1 => map.get(FN_KEY).and_then(Value::as_str),
        _ => None,
    }
}

/// A function reference `{"fn": name}` as JSON.
#[must_use]
pub fn function_ref(name: &str) -> Value {
    json!({ FN_KEY: name })
}

/// Reads an option that must be a function reference.
pub(crate) fn read_function(path: &str, value: &Value) -> Result<String, SchemaError> {
    match function_name(value) {
        Some(name) if !name.is_empty() => Ok(name.to_string()),
        Some(_) => Err(SchemaError::new(
            child(path, FN_KEY),
            "expected the name of a function registered in Rust, found an empty string",
        )),
        None => Err(mismatch(
            path,
            "{\"fn\": \"<name>\"} naming a function registered in Rust",
            value,
        )),
    }
}

/// Whether `value` is an object with a `"fn"` key (a function reference, maybe a bad one).
pub(crate) fn looks_like_ref(value: &Value) -> bool {
    matches!(value, Value::Object(map) if map.contains_key(FN_KEY))
}

/// Checks a reference where one may stand (a `conditions` or `rules` entry, a slot): `Ok(true)`
/// for a good one, `Ok(false)` for a value that is not a reference.
pub(crate) fn check_ref(path: &str, value: &Value) -> Result<bool, SchemaError> {
    if looks_like_ref(value) {
        read_function(path, value).map(|_| true)
    } else {
        Ok(false)
    }
}

/// `slots`: slot name → HTML string or a function reference.
pub(crate) fn read_slots(path: &str, value: &Value) -> Result<Value, SchemaError> {
    let Value::Object(map) = value else {
        return Err(mismatch(path, "an object", value));
    };
    for (key, entry) in map {
        let at = child(path, key);
        if !check_ref(&at, entry)? && !entry.is_string() {
            return Err(SchemaError::new(
                at,
                format!(
                    "expected a string or {{\"fn\": \"<name>\"}}, found {}",
                    describe_value(entry)
                ),
            ));
        }
    }
    Ok(value.clone())
}

/// A `rules` value with each rule entry written `{"fn": "<name>"}` (an item of the rules
/// array, or of a language's array) replaced by `with(name)`. References inside a
/// conditional rule's conditions name condition functions and stay.
pub(crate) fn replace_rule_refs(value: &Value, with: &dyn Fn(&str) -> Value) -> Value {
    // Loops, not iterator collects (less wasm, issue 15).
    let replace_items = |items: &Vec<Value>| {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            out.push(match function_name(item) {
                Some(name) => with(name),
                None => item.clone(),
            });
        }
        Value::Array(out)
    };
    match value {
        Value::Array(items) => replace_items(items),
        Value::Object(languages) => {
            let mut out = Map::new();
            for (language, rules) in languages {
                out.insert(
                    language.clone(),
                    match rules {
                        Value::Array(items) => replace_items(items),
                        other => other.clone(),
                    },
                );
            }
            Value::Object(out)
        }
        other => other.clone(),
    }
}

/// What a function reference stands for; it says which registry method registers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// A select's `items`: an async function of the search query.
    Items,
    /// An editor's `endpoint`: an async upload function.
    Upload,
    /// `formatData`.
    FormatData,
    /// `formatLoad`.
    FormatLoad,
    /// An entry of `conditions`, or of a conditional rule's conditions.
    Condition,
    /// `disabled`.
    Disabled,
    /// An entry of `rules`.
    Rule,
    /// An entry of `slots`: a render function.
    Slot,
}

impl FunctionKind {
    /// How errors name it: `items function`, `upload function`, `formatData function`, …
    #[must_use]
    pub fn noun(self) -> &'static str {
        match self {
            Self::Items => "items function",
            Self::Upload => "upload function",
            Self::FormatData => "formatData function",
            Self::FormatLoad => "formatLoad function",
            Self::Condition => "condition function",
            Self::Disabled => "disabled function",
            Self::Rule => "rule",
            Self::Slot => "slot",
        }
    }
}

/// One function reference of a schema entry: where it is, what it is, the name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionRef {
    /// The path of the reference, e.g. `schema.country.items` or `schema.age.rules[1]`.
    pub path: String,
    /// What it stands for.
    pub kind: FunctionKind,
    /// The registered name.
    pub name: String,
}

impl ElementSchema {
    /// Every function reference of the entry, with `base` its path (`schema.country`), in
    /// option order: items/endpoint, formatData, formatLoad, disabled, conditions, rules, slots.
    #[must_use]
    pub fn function_refs(&self, base: &str) -> Vec<FunctionRef> {
        let mut out = Vec::new();
        let mut put = |path: String, kind, name: &str| {
            out.push(FunctionRef {
                path,
                kind,
                name: name.to_string(),
            });
        };
        match self {
            Self::Select(s) => {
                if let Some(name) = &s.items_fn {
                    put(child(base, "items"), FunctionKind::Items, name);
                }
            }
            Self::TEditor(e) => {
                if let Some(name) = &e.upload_fn {
                    put(child(base, "endpoint"), FunctionKind::Upload, name);
                }
            }
        }
        let common = self.common();
        if let Some(name) = &common.format_data {
            put(child(base, "formatData"), FunctionKind::FormatData, name);
        }
        if let Some(name) = &common.format_load {
            put(child(base, "formatLoad"), FunctionKind::FormatLoad, name);
        }
        if let Some(name) = function_name(&common.disabled) {
            put(child(base, "disabled"), FunctionKind::Disabled, name);
        }
        if let Value::Array(items) = &common.conditions {
            for (i, item) in items.iter().enumerate() {
                if let Some(name) = function_name(item) {
                    put(
                        index(&child(base, "conditions"), i),
                        FunctionKind::Condition,
                        name,
                    );
                }
            }
        }
        rule_refs(&common.rules, &child(base, "rules"), &mut put);
        if let Value::Object(slots) = &common.slots {
            for (slot, value) in slots {
                if let Some(name) = function_name(value) {
                    put(child(&child(base, "slots"), slot), FunctionKind::Slot, name);
                }
            }
        }
        out
    }
}

/// Setters naming registered functions, for schemas built or completed in Rust
/// ([`FormSchema::element_mut`]): each writes the `{"fn": "<name>"}` the JSON would hold, so
/// the schema reads, compares and serializes as if it came from JSON. Register the function
/// under that name (the core [`Functions`], or the elements crate's `Registry`).
///
/// ```
/// use serde_json::json;
/// use yewform_core::schema::FormSchema;
///
/// let mut schema = FormSchema::from_value(&json!({
///     "country": {"type": "select", "rules": "required"}
/// })).unwrap();
/// let country = schema.element_mut("country").unwrap();
/// assert!(country.set_items_fn("countries"));
/// country.set_format_data("upper").add_condition_fn("isAdult").add_rule_fn("even");
/// assert_eq!(
///     schema.to_value()["country"]["items"], json!({"fn": "countries"})
/// );
/// assert_eq!(schema.to_value()["country"]["rules"], json!(["required", {"fn": "even"}]));
/// # #[cfg(feature = "conditions")]
/// assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
/// ```
impl ElementSchema {
    /// `"items": {"fn": name}`: a select's async items function. `false` (nothing changes)
    /// for an element that is not a select.
    pub fn set_items_fn(&mut self, name: impl Into<String>) -> bool {
        match self {
            Self::Select(select) => {
                select.items_fn = Some(name.into());
                select.items = std::sync::Arc::new(json!({}));
                true
            }
            Self::TEditor(_) => false,
        }
    }

    /// `"endpoint": {"fn": name}`: an editor's upload function. `false` (nothing changes)
    /// for an element that is not an editor.
    pub fn set_upload_fn(&mut self, name: impl Into<String>) -> bool {
        match self {
            Self::TEditor(editor) => {
                editor.upload_fn = Some(name.into());
                editor.endpoint = None;
                true
            }
            Self::Select(_) => false,
        }
    }

    /// `"formatData": {"fn": name}`.
    pub fn set_format_data(&mut self, name: impl Into<String>) -> &mut Self {
        self.common_mut().format_data = Some(name.into());
        self
    }

    /// `"formatLoad": {"fn": name}`.
    pub fn set_format_load(&mut self, name: impl Into<String>) -> &mut Self {
        self.common_mut().format_load = Some(name.into());
        self
    }

    /// `"disabled": {"fn": name}`.
    pub fn set_disabled_fn(&mut self, name: impl Into<String>) -> &mut Self {
        self.common_mut().disabled = function_ref(&name.into());
        self
    }

    /// Appends `{"fn": name}` to `conditions`.
    pub fn add_condition_fn(&mut self, name: impl Into<String>) -> &mut Self {
        let entry = function_ref(&name.into());
        let conditions = &mut self.common_mut().conditions;
        match conditions {
            Value::Array(items) => items.push(entry),
            Value::String(expression) => {
                *conditions = Value::Array(vec![Value::String(expression.clone()), entry]);
            }
            _ => *conditions = Value::Array(vec![entry]),
        }
        self
    }

    /// Appends `{"fn": name}` to `rules` (a `|` string becomes the array of its rules; rules
    /// per language get it in every language).
    pub fn add_rule_fn(&mut self, name: impl Into<String>) -> &mut Self {
        let entry = function_ref(&name.into());
        let rules = &mut self.common_mut().rules;
        if let Value::Object(languages) = rules {
            for rules in languages.values_mut() {
                push_rule(rules, entry.clone());
            }
        } else {
            push_rule(rules, entry);
        }
        self
    }

    /// `"slots": {slot: {"fn": name}}`: a registered render function for `slot` (`option`,
    /// `label`, …).
    pub fn set_slot_fn(&mut self, slot: impl Into<String>, name: impl Into<String>) -> &mut Self {
        let entry = function_ref(&name.into());
        let slots = &mut self.common_mut().slots;
        match slots {
            Value::Object(map) => {
                map.insert(slot.into(), entry);
            }
            _ => *slots = json!({ slot.into(): entry }),
        }
        self
    }
}

/// Appends a rule entry to one list of rules (`null`, a `|` string or an array).
fn push_rule(rules: &mut Value, entry: Value) {
    match rules {
        Value::Array(items) => items.push(entry),
        Value::String(text) => {
            let mut items: Vec<Value> = text
                .split('|')
                .filter(|r| !r.is_empty())
                .map(|r| Value::String(r.to_string()))
                .collect();
            items.push(entry);
            *rules = Value::Array(items);
        }
        _ => *rules = Value::Array(vec![entry]),
    }
}

/// The references of a `rules` value at `path` (`schema.age.rules`): rules written
/// `{"fn": "<name>"}` ([`FunctionKind::Rule`]) and the condition functions of conditional
/// rules (`[{"required": [{"fn": "isAdult"}]}]`, [`FunctionKind::Condition`] at
/// `rules[0].required[0]`), in written order.
fn rule_refs(rules: &Value, path: &str, put: &mut dyn FnMut(String, FunctionKind, &str)) {
    match rules {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                if let Some(name) = function_name(item) {
                    put(index(path, i), FunctionKind::Rule, name);
                } else if let Value::Object(conditional) = item {
                    for (rule, conditions) in conditional {
                        let Value::Array(entries) = conditions else {
                            continue;
                        };
                        let at = child(&index(path, i), rule);
                        for (j, entry) in entries.iter().enumerate() {
                            if let Some(name) = function_name(entry) {
                                put(index(&at, j), FunctionKind::Condition, name);
                            }
                        }
                    }
                }
            }
        }
        Value::Object(map) => {
            for (key, value) in map {
                if value.is_array() {
                    rule_refs(value, &child(path, key), put);
                }
            }
        }
        _ => {}
    }
}

/// A rule written as a closure: `check(value)` decides; the message is the element's or
/// form's `messages[name]`, else `message`.
struct FnRule {
    name: String,
    message: String,
    check: Arc<dyn Fn(&Value) -> bool + Send + Sync>,
}

impl Rule for FnRule {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
        (self.check)(value).into()
    }

    fn default_message(&self, _locale: &str) -> Option<String> {
        Some(self.message.clone())
    }
}

/// The Rust functions a form's schema may name, by kind and name.
///
/// The headless kinds (formatData, formatLoad, conditions, `disabled`, rules) hold the
/// function; the kinds the view runs (items, upload, slots) are registered in the view layer
/// (`yewform_elements::Registry`), which [`declare`](Self::declare)s their names here so the
/// build can check every reference.
#[derive(Clone)]
pub struct Functions {
    /// Every kind's functions by name, in one list: an app registers a handful, so a
    /// linear search costs nothing and no hash map is compiled in for it (issue 15).
    named: Vec<(String, Named)>,
    rules: RuleRegistry,
    /// The names of the registered rules, each once: the names `{"fn": "<name>"}` may give
    /// (never a built-in's, unless registered here), and `Debug`'s list.
    custom_rules: Vec<String>,
    attached: Option<Rc<dyn Any>>,
}

/// The functions registered under one name.
#[derive(Clone, Default)]
struct Named {
    format_data: Option<FormatData>,
    format_load: Option<FormatLoad>,
    condition: Option<ConditionFn>,
    disabled: Option<ConditionFn>,
    /// Whether the view declared an items, an upload, a slot function under the name.
    declared: [bool; 3],
}

impl Named {
    /// Where `declared` keeps a view kind.
    fn declared_at(kind: FunctionKind) -> Option<usize> {
        match kind {
            FunctionKind::Items => Some(0),
            FunctionKind::Upload => Some(1),
            FunctionKind::Slot => Some(2),
            _ => None,
        }
    }
}

impl Default for Functions {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Functions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn sorted<'a>(keys: impl Iterator<Item = &'a String>) -> Vec<&'a String> {
            let mut keys: Vec<&String> = keys.collect();
            keys.sort();
            keys
        }
        let of = |has: fn(&Named) -> bool| {
            sorted(
                self.named
                    .iter()
                    .filter(move |(_, n)| has(n))
                    .map(|(k, _)| k),
            )
        };
        let declared: usize = self
            .named
            .iter()
            .map(|(_, n)| n.declared.iter().filter(|d| **d).count())
            .sum();
        f.debug_struct("Functions")
            .field("format_data", &of(|n| n.format_data.is_some()))
            .field("format_load", &of(|n| n.format_load.is_some()))
            .field("conditions", &of(|n| n.condition.is_some()))
            .field("disabled", &of(|n| n.disabled.is_some()))
            .field("rules", &sorted(self.custom_rules.iter()))
            .field("declared", &declared)
            .finish()
    }
}

impl Functions {
    /// No functions; the built-in rules.
    #[must_use]
    pub fn new() -> Self {
        Self {
            named: Vec::new(),
            rules: RuleRegistry::default(),
            custom_rules: Vec::new(),
            attached: None,
        }
    }

    /// Changes the functions registered as `name` (a new entry when there is none).
    fn update(&mut self, name: impl Into<String>, f: impl FnOnce(&mut Named)) -> &mut Self {
        let name = name.into();
        match self.named.iter_mut().find(|(n, _)| *n == name) {
            Some((_, named)) => f(named),
            None => {
                let mut named = Named::default();
                f(&mut named);
                self.named.push((name, named));
            }
        }
        self
    }

    fn named(&self, name: &str) -> Option<&Named> {
        self.named
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, named)| named)
    }

    fn add_custom_rule(&mut self, name: &str) {
        if !self.custom_rules.iter().any(|n| n == name) {
            self.custom_rules.push(name.to_owned());
        }
    }

    /// Registers a `formatData` function `(name, value) -> {name: transformed}`.
    pub fn format_data(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&str, &Value) -> Value + 'static,
    ) -> &mut Self {
        self.update(name, |n| n.format_data = Some(Rc::new(f)))
    }

    /// Registers a `formatLoad` function `(value) -> transformed`.
    pub fn format_load(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&Value) -> Value + 'static,
    ) -> &mut Self {
        self.update(name, |n| n.format_load = Some(Rc::new(f)))
    }

    /// Registers a condition function (a `conditions` entry): the element is shown while it
    /// returns true. It is evaluated again on every change of the form. In a conditional
    /// rule's conditions (`"rules": [{"required": [{"fn": "isAdult"}]}]`) the rule applies
    /// while it returns true (and the rule's other conditions hold).
    pub fn condition(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&dyn ConditionContext) -> bool + 'static,
    ) -> &mut Self {
        self.update(name, |n| n.condition = Some(Rc::new(f)))
    }

    /// Registers a `disabled` function: the element is disabled while it returns true.
    pub fn disabled(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&dyn ConditionContext) -> bool + 'static,
    ) -> &mut Self {
        self.update(name, |n| n.disabled = Some(Rc::new(f)))
    }

    /// Registers a validation rule `name` that passes when `check(value)` is true; its
    /// message is `messages[name]` (element, form or config), else `message` (`:attribute`
    /// is replaced by the field name). The name can be written in `rules` as
    /// `{"fn": "even"}`, or in a rule string when the schema is read with
    /// [`FormSchema::from_value_with`] and [`Functions::rules`].
    pub fn rule(
        &mut self,
        name: impl Into<String>,
        message: impl Into<String>,
        check: impl Fn(&Value) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        let name = name.into();
        self.add_custom_rule(&name);
        self.rules.register(FnRule {
            name,
            message: message.into(),
            check: Arc::new(check),
        });
        self
    }

    /// Registers a rule implementing [`Rule`] (parameters, dependencies, server checks).
    pub fn rule_impl(&mut self, rule: impl Rule + 'static) -> &mut Self {
        self.add_custom_rule(rule.name());
        self.rules.register(rule);
        self
    }

    /// Declares that a function of a kind the view runs (items, upload, slot) is registered
    /// under `name`.
    pub fn declare(&mut self, kind: FunctionKind, name: impl Into<String>) -> &mut Self {
        match Named::declared_at(kind) {
            Some(at) => self.update(name, |n| {
                if let Some(declared) = n.declared.get_mut(at) {
                    *declared = true;
                }
            }),
            None => self,
        }
    }

    /// Attaches the view layer's own registry (the functions it runs: items, uploads,
    /// slots), so that whoever holds the form state reaches them; see
    /// [`attached`](Self::attached).
    pub fn attach(&mut self, registry: Rc<dyn Any>) -> &mut Self {
        self.attached = Some(registry);
        self
    }

    /// The attached registry, when it is a `T`.
    #[must_use]
    pub fn attached<T: 'static>(&self) -> Option<&T> {
        self.attached.as_deref().and_then(|a| a.downcast_ref::<T>())
    }

    /// The rules: the built-ins and the registered ones.
    #[must_use]
    pub fn rules(&self) -> &RuleRegistry {
        &self.rules
    }

    /// Whether a function of `kind` is registered as `name`.
    #[must_use]
    pub fn has(&self, kind: FunctionKind, name: &str) -> bool {
        let named = self.named(name);
        match kind {
            FunctionKind::FormatData => named.is_some_and(|n| n.format_data.is_some()),
            FunctionKind::FormatLoad => named.is_some_and(|n| n.format_load.is_some()),
            FunctionKind::Condition => named.is_some_and(|n| n.condition.is_some()),
            FunctionKind::Disabled => named.is_some_and(|n| n.disabled.is_some()),
            // Only a rule registered here: `{"fn": "required"}` never names the built-in.
            FunctionKind::Rule => self.custom_rules.iter().any(|n| n == name),
            FunctionKind::Items | FunctionKind::Upload | FunctionKind::Slot => named
                .zip(Named::declared_at(kind))
                .is_some_and(|(n, at)| n.declared.get(at).copied().unwrap_or(false)),
        }
    }

    /// The `formatData` function `name`.
    #[must_use]
    pub fn get_format_data(&self, name: &str) -> Option<FormatData> {
        self.named(name).and_then(|n| n.format_data.clone())
    }

    /// The `formatLoad` function `name`.
    #[must_use]
    pub fn get_format_load(&self, name: &str) -> Option<FormatLoad> {
        self.named(name).and_then(|n| n.format_load.clone())
    }

    /// The condition function `name`.
    #[must_use]
    pub fn get_condition(&self, name: &str) -> Option<ConditionFn> {
        self.named(name).and_then(|n| n.condition.clone())
    }

    /// The `disabled` function `name`.
    #[must_use]
    pub fn get_disabled(&self, name: &str) -> Option<ConditionFn> {
        self.named(name).and_then(|n| n.disabled.clone())
    }

    /// Checks every function reference of the entry at `base` (`schema.country`): the first
    /// name not registered is an error at its path,
    /// `schema.country.items: no items function "countries" registered`.
    ///
    /// # Errors
    /// The first unregistered name.
    pub fn check_entry(&self, base: &str, entry: &ElementSchema) -> Result<(), SchemaError> {
        match entry
            .function_refs(base)
            .into_iter()
            .find(|r| !self.has(r.kind, &r.name))
        {
            Some(missing) => Err(self.missing(missing.path, missing.kind, &missing.name)),
            None => Ok(()),
        }
    }

    /// The error for an unregistered `name` of `kind` at `path`, with the registered name of
    /// that kind closest to it when it looks like a typo
    /// (`no items function "citys" registered (did you mean "cities"?)`).
    fn missing(&self, path: String, kind: FunctionKind, name: &str) -> SchemaError {
        let mut message = format!("no {} \"{}\" registered", kind.noun(), name);
        let registered = self
            .named
            .iter()
            .map(|(n, _)| n.as_str())
            .chain(self.custom_rules.iter().map(String::as_str))
            .filter(|n| self.has(kind, n));
        if let Some(known) = super::suggest::suggest(name, registered) {
            message.push_str(&format!(" (did you mean {known:?}?)"));
        }
        SchemaError::new(path, message)
    }

    /// Checks the function references of a `rules` value at `path` (`schema.age.rules`): rule
    /// entries `{"fn": "even"}` and conditional rules' condition functions
    /// (`[{"required": [{"fn": "isAdult"}]}]`), as [`check_entry`](Self::check_entry) does.
    ///
    /// # Errors
    /// The first unregistered name, e.g.
    /// `schema.name.rules[0].required[0]: no condition function "isAdult" registered`.
    pub fn check_rules(&self, path: &str, rules: &Value) -> Result<(), SchemaError> {
        let mut missing = None;
        rule_refs(rules, path, &mut |at, kind, name| {
            if missing.is_none() && !self.has(kind, name) {
                missing = Some(self.missing(at.to_string(), kind, name));
            }
        });
        missing.map_or(Ok(()), Err)
    }

    /// [`check_entry`](Self::check_entry) for every element of `schema`, in order.
    ///
    /// # Errors
    /// The first unregistered name.
    pub fn check(&self, schema: &FormSchema) -> Result<(), SchemaError> {
        schema
            .elements
            .iter()
            .try_for_each(|(name, entry)| self.check_entry(&child("schema", name), entry))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Its schema has a "t-editor" entry.
    #[cfg(feature = "editor")]
    #[test]
    fn refs_of_every_option_in_order() {
        let schema = FormSchema::from_value(&json!({
            "a": {"type": "select", "items": {"fn": "it"}, "formatData": {"fn": "fd"},
                  "formatLoad": {"fn": "fl"}, "disabled": {"fn": "dis"},
                  "conditions": [["b", "x"], {"fn": "cond"}],
                  "rules": ["required", {"fn": "even"}], "slots": {"option": {"fn": "flag"}, "after": "<b>x</b>"}},
            "b": {"type": "t-editor", "endpoint": {"fn": "s3"}, "rules": {"en": ["required", {"fn": "r"}]}},
        }))
        .unwrap();
        let refs: Vec<(String, FunctionKind, String)> = schema
            .elements
            .iter()
            .flat_map(|(n, e)| e.function_refs(&format!("schema.{n}")))
            .map(|r| (r.path, r.kind, r.name))
            .collect();
        let s = |p: &str, k, n: &str| (p.to_string(), k, n.to_string());
        assert_eq!(
            refs,
            vec![
                s("schema.a.items", FunctionKind::Items, "it"),
                s("schema.a.formatData", FunctionKind::FormatData, "fd"),
                s("schema.a.formatLoad", FunctionKind::FormatLoad, "fl"),
                s("schema.a.disabled", FunctionKind::Disabled, "dis"),
                s("schema.a.conditions[1]", FunctionKind::Condition, "cond"),
                s("schema.a.rules[1]", FunctionKind::Rule, "even"),
                s("schema.a.slots.option", FunctionKind::Slot, "flag"),
                s("schema.b.endpoint", FunctionKind::Upload, "s3"),
                s("schema.b.rules.en[1]", FunctionKind::Rule, "r"),
            ]
        );
        assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
    }

    #[test]
    fn bad_references_are_schema_errors_at_their_path() {
        let err = |v: Value| FormSchema::from_value(&v).unwrap_err().to_string();
        assert_eq!(
            err(json!({"a": {"type": "select", "formatData": "trim"}})),
            r#"schema.a.formatData: expected {"fn": "<name>"} naming a function registered in Rust, found a string"#
        );
        assert_eq!(
            err(json!({"a": {"type": "select", "conditions": [{"fn": ""}]}})),
            "schema.a.conditions[0].fn: expected the name of a function registered in Rust, found an empty string"
        );
        assert_eq!(
            err(json!({"a": {"type": "select", "slots": {"option": 3}}})),
            r#"schema.a.slots.option: expected a string or {"fn": "<name>"}, found a number"#
        );
        assert_eq!(
            err(json!({"a": {"type": "select", "rules": ["required", {"fn": 2}]}})),
            r#"schema.a.rules[1]: expected {"fn": "<name>"} naming a function registered in Rust, found an object"#
        );
    }

    #[test]
    fn check_names_the_first_missing_function_with_its_path() {
        let schema = FormSchema::from_value(&json!({
            "age": {"type": "select", "rules": ["required", {"fn": "even"}]},
            "country": {"type": "select", "items": {"fn": "countries"}},
        }))
        .unwrap();
        let mut functions = Functions::new();
        assert_eq!(
            functions.check(&schema).unwrap_err().to_string(),
            r#"schema.age.rules[1]: no rule "even" registered"#
        );
        functions.rule("even", "even please", |v| {
            v.as_i64().is_some_and(|n| n % 2 == 0)
        });
        assert_eq!(
            functions.check(&schema).unwrap_err().to_string(),
            r#"schema.country.items: no items function "countries" registered"#
        );
        functions.declare(FunctionKind::Items, "countries");
        assert!(functions.check(&schema).is_ok());
    }
}
