//! [`Registry`]: the Rust functions a form's schema names with `{"fn": "<name>"}`.
//!
//! JSON cannot hold a function. A schema names one instead, and the `<Form>`'s `registry`
//! holds it under that name:
//!
//! | schema | registered with |
//! |---|---|
//! | `"items": {"fn": "countries"}` (select) | [`Registry::items`] |
//! | `"endpoint": {"fn": "s3"}` (editor) | [`Registry::upload`] |
//! | `"formatData": {"fn": "trim"}` | [`Registry::format_data`] |
//! | `"formatLoad": {"fn": "fromText"}` | [`Registry::format_load`] |
//! | `"conditions": [{"fn": "isAdult"}]` (an entry) | [`Registry::condition`] |
//! | `"disabled": {"fn": "locked"}` | [`Registry::disabled`] |
//! | `"rules": ["required", {"fn": "even"}]` (an entry) | [`Registry::rule`] |
//! | `"slots": {"option": {"fn": "flag"}}` | [`Registry::slot`] |
//! | `"templates": {"ElementLabel": "loudLabel"}`, or a part's name | [`Registry::template`] |
//! | `"onChange": "saveDraft"` | [`Registry::handler`] |
//! | (none: applies to every class computed) | [`Registry::class_function`] |
//!
//! A name the registry does not hold fails the form's build with its path, shown where the
//! form shows build errors: `schema.country.items: no items function "countries" registered`.
//! [`Registry::form_state`] gives the same as a `Result`.
//!
//! ```no_run
//! use serde_json::json;
//! use yew::prelude::*;
//! use yewform_core::schema::FormSchema;
//! use yewform_elements::form::Registry;
//! use yewform_elements::Form;
//!
//! #[component]
//! fn Signup() -> Html {
//!     let registry = use_memo((), |_| {
//!         Registry::new()
//!             .items("countries", |query: Option<String>, _el| async move {
//!                 let all = ["Austria", "Germany", "Switzerland"];
//!                 let query = query.unwrap_or_default().to_lowercase();
//!                 Ok(json!(all.iter().filter(|c| c.to_lowercase().contains(&query)).collect::<Vec<_>>()))
//!             })
//!             .format_data("trim", |name, value| json!({ name: value.as_str().unwrap_or_default().trim() }))
//!             .condition("isAdult", |form| form.value("age").and_then(|a| a.as_i64()).is_some_and(|a| a >= 18))
//!             .rule("even", "The :attribute must be even.", |value| value.as_i64().is_some_and(|n| n % 2 == 0))
//!             .slot("flag", |scope| html! { <span>{ "⚑ " }{ scope.label() }</span> })
//!     });
//!     let schema = FormSchema::from_value(&json!({
//!         "age": {"type": "select", "items": [16, 18, 20], "rules": ["required", {"fn": "even"}]},
//!         "country": {"type": "select", "items": {"fn": "countries"}, "search": true, "delay": 0,
//!                     "slots": {"option": {"fn": "flag"}}, "conditions": [{"fn": "isAdult"}]},
//!         "nick": {"type": "select", "items": [" ann "], "formatData": {"fn": "trim"}},
//!     }));
//!     match schema {
//!         Ok(schema) => html! { <Form {schema} registry={(*registry).clone()} /> },
//!         Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
//!     }
//! }
//! ```

use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::conditions::ConditionContext;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormError, FormState};
use yewform_core::schema::{FormSchema, FunctionKind, Functions, function_name, function_ref};

use super::ElementHandle;
use crate::editor::{EditorSlots, UploadFn, Uploaded};
use crate::events::FiredEvent;
use crate::hooks::ItemsFn;
use crate::layout::TemplateScope;
use crate::layout::classes::ClassFunction;
use crate::select::{ClearScope, GroupScope, OptionScope, SelectSlots};

/// What a slot registered with [`Registry::slot`] receives. Which fields are set depends on
/// the slot: `option` and `single-label` have `option`, `search`, `selected` and `pointed`;
/// `group-label` has `group`; `clear` has `clear`; the others only `el`.
#[derive(Clone, Debug, PartialEq)]
pub struct SlotScope {
    /// The element.
    pub el: ElementHandle,
    /// The option (`option`, `single-label`).
    pub option: Option<Value>,
    /// The group (`group-label`).
    pub group: Option<Value>,
    /// The search text, when searching.
    pub search: Option<String>,
    /// The option is the selected one.
    pub selected: bool,
    /// The option is the pointed (active) one.
    pub pointed: bool,
    /// Clears the value (`clear`).
    pub clear: Option<Callback<()>>,
}

impl SlotScope {
    fn of(el: ElementHandle) -> Self {
        Self {
            el,
            option: None,
            group: None,
            search: None,
            selected: false,
            pointed: false,
            clear: None,
        }
    }

    /// The option's (or group's) `label` as text; empty when there is none.
    #[must_use]
    pub fn label(&self) -> String {
        let object = self.option.as_ref().or(self.group.as_ref());
        match object.and_then(|o| o.get("label")) {
            Some(Value::String(s)) => s.clone(),
            Some(Value::Null) | None => String::new(),
            Some(other) => other.to_string(),
        }
    }
}

#[derive(Clone, Default)]
struct Inner {
    functions: Functions,
    items: HashMap<String, ItemsFn>,
    uploads: HashMap<String, UploadFn>,
    slots: HashMap<String, Callback<SlotScope, Html>>,
    templates: Vec<(String, Callback<TemplateScope, Html>)>,
    handlers: Vec<(String, Callback<FiredEvent>)>,
    class_functions: Vec<ClassFunction>,
}

/// The Rust functions a form's schema may name (`{"fn": "<name>"}`), registered once and
/// passed to `<Form registry={..}>`. Build it with the chained methods; cloning is cheap (a
/// reference count) and two registries are equal when they are the same one, so keep it
/// stable across renders (`use_memo`).
///
/// See the [module documentation](self) for the schema side and an example.
#[derive(Clone, Default)]
pub struct Registry(Rc<Inner>);

impl PartialEq for Registry {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = |map: Vec<&String>| {
            let mut map = map;
            map.sort();
            map.into_iter().cloned().collect::<Vec<_>>()
        };
        f.debug_struct("Registry")
            .field("functions", &self.0.functions)
            .field("items", &names(self.0.items.keys().collect()))
            .field("uploads", &names(self.0.uploads.keys().collect()))
            .field("slots", &names(self.0.slots.keys().collect()))
            .field("templates", &self.0.templates.len())
            .field("handlers", &self.0.handlers.len())
            .field("class_functions", &self.0.class_functions.len())
            .finish()
    }
}

impl Registry {
    /// An empty registry (the built-in rules only).
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    fn with(mut self, f: impl FnOnce(&mut Inner)) -> Self {
        f(Rc::make_mut(&mut self.0));
        self
    }

    /// An async items function `(search query, element) → items in any accepted format`, for
    /// `"items": {"fn": name}`. It is called on mount and, with `search` and `delay` >= 0, on
    /// every search; `Err(text)` is handled like a failing endpoint.
    #[must_use]
    pub fn items<F, Fut>(self, name: impl Into<String>, f: F) -> Self
    where
        F: Fn(Option<String>, ElementHandle) -> Fut + 'static,
        Fut: std::future::Future<Output = Result<Value, String>> + 'static,
    {
        self.items_fn(name, ItemsFn::new(f))
    }

    /// As [`items`](Self::items), with an [`ItemsFn`] already built.
    #[must_use]
    pub fn items_fn(self, name: impl Into<String>, f: ItemsFn) -> Self {
        let name = name.into();
        self.with(|inner| {
            inner.functions.declare(FunctionKind::Items, name.clone());
            inner.items.insert(name, f);
        })
    }

    /// An async upload function `(file, element) → Uploaded {url, href}`, for an editor's
    /// `"endpoint": {"fn": name}`.
    #[must_use]
    pub fn upload<F, Fut>(self, name: impl Into<String>, f: F) -> Self
    where
        F: Fn(web_sys::File, ElementHandle) -> Fut + 'static,
        Fut: std::future::Future<Output = Result<Uploaded, String>> + 'static,
    {
        let name = name.into();
        let f = UploadFn::new(f);
        self.with(|inner| {
            inner.functions.declare(FunctionKind::Upload, name.clone());
            inner.uploads.insert(name, f);
        })
    }

    /// A `formatData` function `(name, value) → {name: transformed}`.
    #[must_use]
    pub fn format_data(
        self,
        name: impl Into<String>,
        f: impl Fn(&str, &Value) -> Value + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.format_data(name, f);
        })
    }

    /// A `formatLoad` function `(value) → transformed` (used by `load(data, true)`).
    #[must_use]
    pub fn format_load(
        self,
        name: impl Into<String>,
        f: impl Fn(&Value) -> Value + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.format_load(name, f);
        })
    }

    /// A condition function, for a `conditions` entry `{"fn": name}`: the element is shown
    /// while it returns true. It reads the form through [`ConditionContext`] (`value(path)`,
    /// `available(path)`, `today()`) and is evaluated again on every change.
    #[must_use]
    pub fn condition(
        self,
        name: impl Into<String>,
        f: impl Fn(&dyn ConditionContext) -> bool + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.condition(name, f);
        })
    }

    /// A `disabled` function, for `"disabled": {"fn": name}`: the element is disabled while it
    /// returns true.
    #[must_use]
    pub fn disabled(
        self,
        name: impl Into<String>,
        f: impl Fn(&dyn ConditionContext) -> bool + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.disabled(name, f);
        })
    }

    /// A validation rule, for a `rules` entry `{"fn": name}`: passes when `check(value)` is
    /// true; its message is `messages[name]` (element, form or config), else `message`
    /// (`:attribute` is the field's name).
    #[must_use]
    pub fn rule(
        self,
        name: impl Into<String>,
        message: impl Into<String>,
        check: impl Fn(&Value) -> bool + Send + Sync + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.rule(name, message, check);
        })
    }

    /// A rule implementing [`yewform_core::rules::Rule`] (parameters, dependencies, server
    /// checks).
    #[must_use]
    pub fn rule_impl(self, rule: impl yewform_core::rules::Rule + 'static) -> Self {
        self.with(|inner| {
            inner.functions.rule_impl(rule);
        })
    }

    /// A render function, for a `slots` entry `{"fn": name}` (any slot of the select or the
    /// editor; see [`SlotScope`]). A render prop given inline wins over it.
    #[must_use]
    pub fn slot(self, name: impl Into<String>, f: impl Fn(SlotScope) -> Html + 'static) -> Self {
        let name = name.into();
        self.with(|inner| {
            inner.functions.declare(FunctionKind::Slot, name.clone());
            inner.slots.insert(name, Callback::from(f));
        })
    }

    /// A template: a layout part's name (`ElementLabel`, …) replaces that part for every
    /// element; any other name is used where a `templates` option maps a part to it (as the
    /// `<Form>`'s `templates` prop).
    #[must_use]
    pub fn template(
        self,
        name: impl Into<String>,
        f: impl Fn(TemplateScope) -> Html + 'static,
    ) -> Self {
        let name = name.into();
        self.with(|inner| inner.templates.push((name, Callback::from(f))))
    }

    /// A named event handler, for a schema event key (`"onChange": "saveDraft"`), as the
    /// `<Form>`'s `handlers` prop.
    #[must_use]
    pub fn handler(self, name: impl Into<String>, f: impl Fn(FiredEvent) + 'static) -> Self {
        let name = name.into();
        self.with(|inner| inner.handlers.push((name, Callback::from(f))))
    }

    /// A class option computed by a function (`ClassFunction::config`, `::form` or
    /// `::element`), as the `<Form>`'s `class_functions` prop; applied after the prop's.
    #[must_use]
    pub fn class_function(self, function: ClassFunction) -> Self {
        self.with(|inner| inner.class_functions.push(function))
    }

    /// The class functions, in registration order.
    #[must_use]
    pub fn class_functions(&self) -> &[ClassFunction] {
        &self.0.class_functions
    }

    /// The core's share: the headless functions and the names of the others, with this
    /// registry attached so the views find it in the form state.
    #[must_use]
    pub fn functions(&self) -> Functions {
        let mut functions = self.0.functions.clone();
        functions.attach(Rc::new(self.clone()));
        functions
    }

    /// The registry attached to `state` (a form built by a `<Form>` with a `registry`, or by
    /// [`form_state`](Self::form_state)).
    #[must_use]
    pub fn of(state: &FormState) -> Option<Registry> {
        state.functions().attached::<Registry>().cloned()
    }

    /// Builds the form state of `schema` with these functions
    /// ([`FormState::from_schema_with`]), for users who build the state themselves (then
    /// `FormHandle::with_state`).
    ///
    /// # Errors
    /// A name the registry does not hold: [`FormError::Schema`] with its path
    /// (`schema.country.items: no items function "countries" registered`); or what
    /// `from_schema` fails with.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::schema::FormSchema;
    /// use yewform_elements::form::Registry;
    ///
    /// let schema = FormSchema::from_value(&json!({
    ///     "country": {"type": "select", "items": {"fn": "countries"}}
    /// })).unwrap();
    /// let error = Registry::new()
    ///     .form_state(&schema, &FormConfig::default(), &json!({}), Date::EPOCH)
    ///     .unwrap_err();
    /// assert_eq!(error.to_string(), r#"schema.country.items: no items function "countries" registered"#);
    /// let registry = Registry::new().items("countries", |_, _| async { Ok(json!(["at", "de"])) });
    /// assert!(registry.form_state(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).is_ok());
    /// ```
    pub fn form_state(
        &self,
        schema: &FormSchema,
        config: &FormConfig,
        default: &Value,
        today: Date,
    ) -> Result<FormState, FormError> {
        FormState::from_schema_with(schema, config, default, today, &self.functions())
    }

    /// The items function `name`.
    #[must_use]
    pub fn get_items(&self, name: &str) -> Option<ItemsFn> {
        self.0.items.get(name).cloned()
    }

    /// The upload function `name`.
    #[must_use]
    pub fn get_upload(&self, name: &str) -> Option<UploadFn> {
        self.0.uploads.get(name).cloned()
    }

    /// The slot function `name`.
    #[must_use]
    pub fn get_slot(&self, name: &str) -> Option<Callback<SlotScope, Html>> {
        self.0.slots.get(name).cloned()
    }

    /// The templates, in registration order.
    #[must_use]
    pub fn templates(&self) -> &[(String, Callback<TemplateScope, Html>)] {
        &self.0.templates
    }

    /// The named event handlers, in registration order.
    #[must_use]
    pub fn handlers(&self) -> &[(String, Callback<FiredEvent>)] {
        &self.0.handlers
    }

    /// The registered slot named by the schema's `slots[slot]`, if it names one.
    fn named_slot(&self, slots: &Value, slot: &str) -> Option<Callback<SlotScope, Html>> {
        slots
            .get(slot)
            .and_then(function_name)
            .and_then(|name| self.get_slot(name))
    }

    /// `own` (inline render props) completed with the slots the schema's `slots` names.
    // `..own.clone()` keeps render props of slots added later.
    #[allow(clippy::needless_update)]
    #[cfg_attr(not(feature = "select"), allow(dead_code))]
    pub(crate) fn select_slots(&self, slots: &Value, own: &SelectSlots) -> SelectSlots {
        if !has_refs(slots) {
            return own.clone();
        }
        let simple = |slot: &str, given: &Option<Callback<ElementHandle, Html>>| {
            given.clone().or_else(|| {
                self.named_slot(slots, slot)
                    .map(|f| Callback::from(move |el: ElementHandle| f.emit(SlotScope::of(el))))
            })
        };
        let option = |slot: &str, given: &Option<Callback<OptionScope, Html>>| {
            given.clone().or_else(|| {
                self.named_slot(slots, slot).map(|f| {
                    Callback::from(move |s: OptionScope| {
                        f.emit(SlotScope {
                            option: Some(s.option),
                            search: s.search,
                            selected: s.selected,
                            pointed: s.pointed,
                            ..SlotScope::of(s.el)
                        })
                    })
                })
            })
        };
        let group_label = own.group_label.clone().or_else(|| {
            self.named_slot(slots, "group-label").map(|f| {
                Callback::from(move |s: GroupScope| {
                    f.emit(SlotScope {
                        group: Some(s.group),
                        ..SlotScope::of(s.el)
                    })
                })
            })
        });
        let clear = own.clear.clone().or_else(|| {
            self.named_slot(slots, "clear").map(|f| {
                Callback::from(move |s: ClearScope| {
                    f.emit(SlotScope {
                        clear: Some(s.clear),
                        ..SlotScope::of(s.el)
                    })
                })
            })
        });
        SelectSlots {
            option: option("option", &own.option),
            single_label: option("single-label", &own.single_label),
            placeholder: simple("placeholder", &own.placeholder),
            group_label,
            before_list: simple("before-list", &own.before_list),
            after_list: simple("after-list", &own.after_list),
            no_results: simple("no-results", &own.no_results),
            no_options: simple("no-options", &own.no_options),
            caret: simple("caret", &own.caret),
            spinner: simple("spinner", &own.spinner),
            clear,
            label: simple("label", &own.label),
            info: simple("info", &own.info),
            description: simple("description", &own.description),
            before: simple("before", &own.before),
            between: simple("between", &own.between),
            after: simple("after", &own.after),
            required: simple("required", &own.required),
            ..own.clone()
        }
    }

    /// `own` (inline render props) completed with the slots the schema's `slots` names.
    // `..own.clone()` keeps render props of slots added later.
    #[allow(clippy::needless_update)]
    #[cfg_attr(not(feature = "editor"), allow(dead_code))]
    pub(crate) fn editor_slots(&self, slots: &Value, own: &EditorSlots) -> EditorSlots {
        if !has_refs(slots) {
            return own.clone();
        }
        let simple = |slot: &str, given: &Option<Callback<ElementHandle, Html>>| {
            given.clone().or_else(|| {
                self.named_slot(slots, slot)
                    .map(|f| Callback::from(move |el: ElementHandle| f.emit(SlotScope::of(el))))
            })
        };
        EditorSlots {
            label: simple("label", &own.label),
            info: simple("info", &own.info),
            description: simple("description", &own.description),
            before: simple("before", &own.before),
            between: simple("between", &own.between),
            after: simple("after", &own.after),
            required: simple("required", &own.required),
            ..own.clone()
        }
    }
}

/// Whether the schema's `slots` name any function.
fn has_refs(slots: &Value) -> bool {
    slots
        .as_object()
        .is_some_and(|map| map.values().any(|v| function_name(v).is_some()))
}

/// A `formatData` function given as a prop of an inline element (compared by pointer: keep
/// it stable across renders).
#[derive(Clone)]
pub struct FormatDataFn(pub yewform_core::element::FormatData);

/// A `formatLoad` function given as a prop of an inline element (compared by pointer).
#[derive(Clone)]
pub struct FormatLoadFn(pub yewform_core::element::FormatLoad);

/// A condition or `disabled` function given as a prop of an inline element (compared by
/// pointer).
#[derive(Clone)]
pub struct ConditionFn(pub yewform_core::conditions::ConditionFn);

impl FormatDataFn {
    /// Wraps a function.
    pub fn new(f: impl Fn(&str, &Value) -> Value + 'static) -> Self {
        Self(Rc::new(f))
    }
}

impl FormatLoadFn {
    /// Wraps a function.
    pub fn new(f: impl Fn(&Value) -> Value + 'static) -> Self {
        Self(Rc::new(f))
    }
}

impl ConditionFn {
    /// Wraps a function.
    pub fn new(f: impl Fn(&dyn ConditionContext) -> bool + 'static) -> Self {
        Self(Rc::new(f))
    }
}

macro_rules! by_pointer {
    ($($t:ident),*) => {$(
        impl PartialEq for $t {
            fn eq(&self, other: &Self) -> bool {
                Rc::ptr_eq(&self.0, &other.0)
            }
        }

        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(stringify!($t))
            }
        }
    )*};
}

by_pointer!(FormatDataFn, FormatLoadFn, ConditionFn);

/// The function props of an inline element.
pub(crate) struct InlineFunctions<'a> {
    pub format_data: Option<&'a FormatDataFn>,
    pub format_load: Option<&'a FormatLoadFn>,
    pub condition: Option<&'a ConditionFn>,
    pub disabled: Option<&'a ConditionFn>,
}

/// Registers an inline element's function props in the form's functions, under names of
/// the element (`inline:<path>:formatData`, …), and names them in its schema JSON.
pub(crate) fn put_inline_functions(
    json: &mut Value,
    form: &super::FormHandle,
    path: &str,
    functions: InlineFunctions<'_>,
) {
    let Value::Object(map) = json else {
        return;
    };
    let name = |option: &str| format!("inline:{path}:{option}");
    let _ = form.mutate(|state| {
        let registry = state.functions_mut();
        if let Some(f) = functions.format_data {
            let f = f.0.clone();
            registry.format_data(name("formatData"), move |n, v| f(n, v));
        }
        if let Some(f) = functions.format_load {
            let f = f.0.clone();
            registry.format_load(name("formatLoad"), move |v| f(v));
        }
        if let Some(f) = functions.condition {
            let f = f.0.clone();
            registry.condition(name("condition"), move |ctx| f(ctx));
        }
        if let Some(f) = functions.disabled {
            let f = f.0.clone();
            registry.disabled(name("disabled"), move |ctx| f(ctx));
        }
    });
    if functions.format_data.is_some() {
        map.insert("formatData".into(), function_ref(&name("formatData")));
    }
    if functions.format_load.is_some() {
        map.insert("formatLoad".into(), function_ref(&name("formatLoad")));
    }
    if functions.disabled.is_some() {
        map.insert("disabled".into(), function_ref(&name("disabled")));
    }
    if functions.condition.is_some() {
        let entry = function_ref(&name("condition"));
        let conditions = match map.remove("conditions") {
            Some(Value::Array(mut items)) => {
                items.push(entry);
                items
            }
            Some(Value::String(expression)) => vec![Value::String(expression), entry],
            _ => vec![entry],
        };
        map.insert("conditions".into(), Value::Array(conditions));
    }
}
