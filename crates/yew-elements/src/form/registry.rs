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
//! A `{"fn": …}` name (items, upload, formatData, formatLoad, condition, disabled, rule,
//! slot, content) the registry does not hold fails the form's build with its path, shown
//! where the form shows build errors:
//! `schema.country.items: no items function "countries" registered`. Template and handler
//! names do not: an unknown template keeps the default part, an unregistered handler writes
//! a console warning when its event fires.
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

use std::fmt;
use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::conditions::ConditionContext;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::{FormError, FormState};
use yewform_core::schema::{FormSchema, FunctionKind, Functions};

mod inline;
mod slots;

#[cfg(any(feature = "text-family", feature = "button"))]
pub(crate) use inline::put_function;
pub use inline::{ConditionFn, FormatDataFn, FormatLoadFn};
pub(crate) use inline::{InlineFunctions, put_inline_functions};
pub use slots::SlotScope;
#[cfg(feature = "choice")]
pub(crate) use slots::choice_slots;
#[cfg(any(feature = "static", feature = "button", feature = "nested"))]
pub(crate) use slots::content_slots;
#[cfg(any(feature = "editor", feature = "text", feature = "textarea"))]
pub(crate) use slots::editor_slots;
#[cfg(feature = "list")]
pub(crate) use slots::list_slot;
#[cfg(feature = "multi")]
pub(crate) use slots::multiple_label_fn;
#[cfg(feature = "select")]
pub(crate) use slots::select_slots;
#[cfg(any(feature = "text", feature = "textarea"))]
pub(crate) use slots::text_slots;

use super::ElementHandle;
use crate::editor::{UploadFn, Uploaded};
use crate::events::FiredEvent;
use crate::hooks::ItemsFn;
use crate::layout::TemplateScope;
use crate::layout::classes::ClassFunction;

/// What a registry holds: the core's [`Functions`] (every function a schema names with
/// `{"fn": ..}`, the view's kinds included) and what the `<Form>` takes besides (templates,
/// handlers and class functions: lists by name, no find-or-insert).
#[derive(Clone, Default)]
struct Inner {
    functions: Functions,
    templates: Vec<(String, Callback<TemplateScope, Html>)>,
    handlers: Vec<(String, Callback<FiredEvent>)>,
    class_functions: Vec<ClassFunction>,
}

/// The Rust functions a form's schema may name (`{"fn": "<name>"}`), registered once and
/// passed to `<Form registry={..}>`. Build it with the chained methods; cloning is cheap (a
/// reference count) and two registries are equal when they are the same one, so keep it
/// stable across renders (`use_memo`).
///
/// It builds the form's one registry, the core's [`Functions`] (every kind by name, the
/// items, upload and slot functions included; the form state keeps it), plus the templates,
/// handlers and class functions the `<Form>` takes. A function given inline (an element's
/// `items_fn`, `upload_fn`, a render-prop slot; the `<Form>`'s `templates` and `handlers`)
/// wins over the registered one: [`yewform_core::schema::inline_over_registry`].
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
        f.debug_struct("Registry")
            .field("functions", &self.0.functions)
            .field("templates", &self.0.templates.len())
            .field("handlers", &self.0.handlers.len())
            .field("class_functions", &self.0.class_functions.len())
            .finish()
    }
}

/// Builder methods that hand a headless function to the core's [`Functions`] under `name`
/// (the same method name there): one definition instead of one copy per kind.
macro_rules! headless {
    ($($(#[$doc:meta])* $method:ident($($arg:ident: $ty:ty),*);)*) => {$(
        $(#[$doc])*
        #[must_use]
        pub fn $method(self, name: impl Into<String>, $($arg: $ty),*) -> Self {
            self.with(|inner| {
                inner.functions.$method(name, $($arg),*);
            })
        }
    )*};
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
            inner
                .functions
                .put_view(FunctionKind::Items, name, Rc::new(f));
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
            inner
                .functions
                .put_view(FunctionKind::Upload, name, Rc::new(f));
        })
    }

    headless! {
        /// A `formatData` function `(name, value) → {name: transformed}`.
        format_data(f: impl Fn(&str, &Value) -> Value + 'static);
        /// A `formatLoad` function `(value) → transformed` (used by `load(data, true)`).
        format_load(f: impl Fn(&Value) -> Value + 'static);
        /// A condition function, for a `conditions` entry `{"fn": name}`: the element is shown
        /// while it returns true. A text's `"readonly": {"fn": name}` (read-only while true) and
        /// a button's `"loading": {"fn": name}` (loading while true) name one too. It reads the form through [`ConditionContext`] (`value(path)`,
        /// `available(path)`, `today()`) and is evaluated again on every change.
        condition(f: impl Fn(&dyn ConditionContext) -> bool + 'static);
        /// A `disabled` function, for `"disabled": {"fn": name}`: the element is disabled while
        /// it returns true.
        disabled(f: impl Fn(&dyn ConditionContext) -> bool + 'static);
        /// A static's `content` function, for `"content": {"fn": name}`: the content from the
        /// form (an HTML string or an object of them keyed by locale), then localized, its
        /// `{…}` resolved (with `expressions`) and sanitized.
        content(f: impl Fn(&dyn ConditionContext) -> Value + 'static);
        /// A validation rule, for a `rules` entry `{"fn": name}`: passes when `check(value)` is
        /// true; its message is `messages[name]` (element, form or config), else `message`
        /// (`:attribute` is the field's name).
        rule(message: impl Into<String>, check: impl Fn(&Value) -> bool + Send + Sync + 'static);
    }

    /// A condition operator `(actual, expected) → bool` (the reference's `config.operators`),
    /// for `["field", name, expected]` in `conditions`, `disabled`, `readonly` and
    /// conditional rules. Read the schema with the same names:
    /// `FormSchema::from_value_with(&json, registry.functions().registries())`.
    #[cfg(feature = "conditions")]
    #[must_use]
    pub fn operator(
        self,
        name: impl Into<String>,
        f: impl Fn(&Value, &Value) -> bool + Send + Sync + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.operator(name, f);
        })
    }

    /// An expression function `NAME(args…) → value` (the reference's
    /// `config.expression.functions`), for a text's or hidden's `expression`, a static's
    /// content and expression conditions alike. Read the schema with the same names:
    /// `FormSchema::from_value_with(&json, registry.functions().registries())`.
    #[cfg(feature = "expressions")]
    #[must_use]
    pub fn expression_function(
        self,
        name: impl Into<String>,
        f: impl Fn(&[Value]) -> Value + Send + Sync + 'static,
    ) -> Self {
        self.with(|inner| {
            inner.functions.expression_function(name, f);
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
        let f = Callback::from(f);
        self.with(|inner| {
            inner
                .functions
                .put_view(FunctionKind::Slot, name, Rc::new(f));
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

    /// The functions a schema names, every kind (the form state keeps them; the views find
    /// their items, upload and slot functions there).
    #[must_use]
    pub fn functions(&self) -> Functions {
        self.0.functions.clone()
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
        self.0.functions.view(FunctionKind::Items, name).cloned()
    }

    /// The upload function `name`.
    #[must_use]
    pub fn get_upload(&self, name: &str) -> Option<UploadFn> {
        self.0.functions.view(FunctionKind::Upload, name).cloned()
    }

    /// The slot function `name`.
    #[must_use]
    pub fn get_slot(&self, name: &str) -> Option<Callback<SlotScope, Html>> {
        self.0.functions.view(FunctionKind::Slot, name).cloned()
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
}
