//! [`Functions`]: the one registry of the Rust functions a schema names, every kind under its
//! name, and the one rule between a function given inline and a registered one.

use std::any::Any;
use std::fmt;
use std::rc::Rc;
use std::sync::Arc;

use serde_json::Value;

use super::kind::FunctionKind;
use super::rule::FnRule;
use crate::conditions::{ConditionContext, ConditionFn, ConditionRegistry};
use crate::element::{FormatData, FormatLoad};

/// A static's `content` function: the content from the form (an HTML string, or an object
/// of them keyed by locale); see [`Functions::content`].
pub type ContentFn = Rc<dyn Fn(&dyn ConditionContext) -> Value>;
use crate::rules::{Rule, RuleRegistry};
#[allow(unused_imports)] // the rustdoc links
use crate::schema::FormSchema;

/// The Rust functions a form's schema may name, by kind and name: the one registry of a
/// form (the elements crate's `Registry` is a builder of it).
///
/// The headless kinds (formatData, formatLoad, conditions, `disabled`, rules) are functions
/// core calls. The kinds the view runs (items, upload, slots) are kept here too, under their
/// name, as the view's own type behind `dyn Any` ([`put_view`](Self::put_view),
/// [`view`](Self::view)): core never calls them, but checks every reference against them.
///
/// **Precedence.** A function given inline (a prop of an inline element: `items_fn`,
/// `upload_fn`, a render-prop slot) wins over the registered one the schema names; the
/// views ask [`inline_or_registered`](Self::inline_or_registered), which decides it.
#[derive(Clone)]
pub struct Functions {
    /// Every kind's functions by name, in one list: an app registers a handful, so a
    /// linear search costs nothing and no hash map is compiled in for it (docs/size.md).
    named: Vec<(String, Named)>,
    rules: RuleRegistry,
    /// The names of the registered rules, each once: the names `{"fn": "<name>"}` may give
    /// (never a built-in's, unless registered here), and `Debug`'s list.
    custom_rules: Vec<String>,
    /// The app's condition operators and expression functions and constants.
    conditions: ConditionRegistry,
}

/// The functions registered under one name.
#[derive(Clone, Default)]
struct Named {
    format_data: Option<FormatData>,
    format_load: Option<FormatLoad>,
    condition: Option<ConditionFn>,
    disabled: Option<ConditionFn>,
    /// A static's content function (only a build with statics keeps one).
    #[cfg(feature = "static")]
    content: Option<ContentFn>,
    /// The view's items, upload and slot function under the name (its own types; `()` for a
    /// name only [`declare`](Functions::declare)d).
    view: [Option<Rc<dyn Any>>; 3],
}

impl Named {
    /// Where `view` keeps a view kind.
    fn view_at(kind: FunctionKind) -> Option<usize> {
        match kind {
            FunctionKind::Items => Some(0),
            FunctionKind::Upload => Some(1),
            FunctionKind::Slot => Some(2),
            _ => None,
        }
    }

    fn view(&self, kind: FunctionKind) -> Option<&Rc<dyn Any>> {
        Self::view_at(kind).and_then(|at| self.view.get(at)?.as_ref())
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
        let of = |kind: FunctionKind| {
            sorted(
                self.named
                    .iter()
                    .filter(move |(name, _)| self.has(kind, name))
                    .map(|(k, _)| k),
            )
        };
        f.debug_struct("Functions")
            .field("format_data", &of(FunctionKind::FormatData))
            .field("format_load", &of(FunctionKind::FormatLoad))
            .field("conditions", &of(FunctionKind::Condition))
            .field("disabled", &of(FunctionKind::Disabled))
            .field("content", &of(FunctionKind::Content))
            .field("rules", &sorted(self.custom_rules.iter()))
            .field("items", &of(FunctionKind::Items))
            .field("uploads", &of(FunctionKind::Upload))
            .field("slots", &of(FunctionKind::Slot))
            .field("conditions_registry", &self.conditions)
            .finish()
    }
}

/// A function given to [`Functions::share`], by the option it serves.
#[derive(Clone)]
pub enum SharedFn {
    /// A `formatData` function.
    FormatData(FormatData),
    /// A `formatLoad` function.
    FormatLoad(FormatLoad),
    /// A condition (also `readonly`, a button's `loading`).
    Condition(ConditionFn),
    /// A `disabled` function.
    Disabled(ConditionFn),
}

impl Functions {
    /// No functions; the built-in rules.
    #[must_use]
    pub fn new() -> Self {
        Self {
            named: Vec::new(),
            rules: RuleRegistry::default(),
            custom_rules: Vec::new(),
            conditions: ConditionRegistry::default(),
        }
    }

    /// Changes the functions registered as `name` (a new entry when there is none): the one
    /// find-or-insert of every kind.
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

    /// Every name something is registered under (rules included), for "did you mean".
    pub(super) fn names(&self) -> impl Iterator<Item = &str> {
        self.named
            .iter()
            .map(|(n, _)| n.as_str())
            .chain(self.custom_rules.iter().map(String::as_str))
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
    /// returns true. An entry of a `disabled` list (`"disabled": [["a", "x"], {"fn": name}]`)
    /// names one too: the element is disabled while it and the list's other entries hold. It is evaluated again on every change of the form. In a conditional
    /// rule's conditions (`"rules": [{"required": [{"fn": "isAdult"}]}]`) the rule applies
    /// while it returns true (and the rule's other conditions hold). A text's
    /// `"readonly": {"fn": name}` (read-only while it returns true) and a button's
    /// `"loading": {"fn": name}` (loading while it returns true) name one too.
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

    /// Registers a function an inline element was given as a prop, shared as it is (not
    /// wrapped), under `name`; answers whether it replaced another one there (a new
    /// closure: the entry naming it is read again), `false` when the same function was
    /// registered already.
    ///
    /// ```
    /// use std::rc::Rc;
    /// use yewform_core::conditions::ConditionFn;
    /// use yewform_core::schema::{Functions, SharedFn};
    /// let mut functions = Functions::new();
    /// let f: ConditionFn = Rc::new(|_| true);
    /// assert!(functions.share("inline:a:condition", SharedFn::Condition(f.clone())));
    /// assert!(!functions.share("inline:a:condition", SharedFn::Condition(f)));
    /// assert!(functions.share("inline:a:condition", SharedFn::Condition(Rc::new(|_| false))));
    /// ```
    pub fn share(&mut self, name: impl Into<String>, f: SharedFn) -> bool {
        fn swap<T: ?Sized>(slot: &mut Option<Rc<T>>, f: Rc<T>) -> bool {
            let same = slot.as_ref().is_some_and(|old| Rc::ptr_eq(old, &f));
            *slot = Some(f);
            !same
        }
        let mut replaced = false;
        self.update(name, |n| {
            replaced = match f {
                SharedFn::FormatData(f) => swap(&mut n.format_data, f),
                SharedFn::FormatLoad(f) => swap(&mut n.format_load, f),
                SharedFn::Condition(f) => swap(&mut n.condition, f),
                SharedFn::Disabled(f) => swap(&mut n.disabled, f),
            };
        });
        replaced
    }

    /// Registers a static's `content` function (`"content": {"fn": name}`): it gets the form
    /// and returns the content, an HTML string or an object of them keyed by locale; the
    /// static then localizes it, resolves its `{…}` expressions (with `expressions: true`)
    /// and sanitizes it, in that order. It is called again when the static renders, which
    /// a change of the form causes.
    pub fn content(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&dyn ConditionContext) -> Value + 'static,
    ) -> &mut Self {
        #[cfg(feature = "static")]
        return self.update(name, |n| n.content = Some(Rc::new(f)));
        #[cfg(not(feature = "static"))]
        {
            let _ = (name.into(), f);
            self
        }
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

    /// Registers a function of a kind the view runs (items, upload, slot) under `name`, as
    /// the view's own type (`yewform_elements` keeps an `ItemsFn`, an `UploadFn`, a slot
    /// `Callback`); [`view`](Self::view) gives it back. Other kinds are ignored.
    pub fn put_view(
        &mut self,
        kind: FunctionKind,
        name: impl Into<String>,
        f: Rc<dyn Any>,
    ) -> &mut Self {
        match Named::view_at(kind) {
            Some(at) => self.update(name, |n| {
                if let Some(slot) = n.view.get_mut(at) {
                    *slot = Some(f);
                }
            }),
            None => self,
        }
    }

    /// Declares that a function of a kind the view runs (items, upload, slot) is registered
    /// under `name` somewhere else: the build's check accepts the name, and
    /// [`view`](Self::view) has nothing for it. A function already put there stays.
    pub fn declare(&mut self, kind: FunctionKind, name: impl Into<String>) -> &mut Self {
        match Named::view_at(kind) {
            Some(at) => self.update(name, |n| {
                if let Some(slot) = n.view.get_mut(at) {
                    slot.get_or_insert_with(|| Rc::new(()));
                }
            }),
            None => self,
        }
    }

    /// The view function of `kind` registered as `name`, when it is a `T`.
    #[must_use]
    pub fn view<T: 'static>(&self, kind: FunctionKind, name: &str) -> Option<&T> {
        self.named(name)?.view(kind)?.downcast_ref::<T>()
    }

    /// The function an element runs for an option of `kind`: the one given `inline` (a prop
    /// of an inline element) wins; else the registered one the schema names (`named`,
    /// from `{"fn": "<name>"}`); else none. Every view asks this one place.
    #[must_use]
    pub fn inline_or_registered<T: Clone + 'static>(
        &self,
        kind: FunctionKind,
        inline: Option<&T>,
        named: Option<&str>,
    ) -> Option<T> {
        inline_over_registry(inline.cloned(), || self.view::<T>(kind, named?).cloned())
    }

    /// The rules: the built-ins and the registered ones.
    #[must_use]
    pub fn rules(&self) -> &RuleRegistry {
        &self.rules
    }

    /// Registers the condition operator `name`, `(actual, expected) -> bool` (the
    /// reference's `config.operators`): a schema's `conditions`, `disabled`, `readonly`
    /// and conditional rules may write `["field", "name", expected]`. A registered operator
    /// takes precedence over a built-in of the same name. Read the schema with
    /// [`registries`](Self::registries) so that the reader accepts it too.
    pub fn operator(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&Value, &Value) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.conditions.register_operator(name, Arc::new(f));
        self
    }

    /// Registers the expression function `NAME` (upper case, as the built-ins; the reference's
    /// `config.expression.functions`): `DOUBLE(price)` then works in a text's or hidden's
    /// `expression`, a static's content, an expression condition and a conditional rule's.
    /// Read the schema with [`registries`](Self::registries) so that the reader accepts it
    /// too.
    #[cfg(feature = "expressions")]
    pub fn expression_function(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&[Value]) -> Value + Send + Sync + 'static,
    ) -> &mut Self {
        self.conditions
            .expressions_mut()
            .register_function(name, Arc::new(f));
        self
    }

    /// The app's condition operators and expression functions and constants (the built-ins
    /// are always there).
    #[must_use]
    pub fn conditions(&self) -> &ConditionRegistry {
        &self.conditions
    }

    /// Mutable access to the app's operators and expression functions: an expression
    /// function (`conditions_mut().expressions_mut().register_function(…)`, the reference's
    /// `config.expression.functions`) works in a text's or hidden's `expression`, a static's
    /// content and in conditions alike.
    pub fn conditions_mut(&mut self) -> &mut ConditionRegistry {
        &mut self.conditions
    }

    /// What a schema naming these rules, operators and expression functions is read with:
    /// `FormSchema::from_value_with(&json, functions.registries())`, then
    /// [`FormState::from_schema_with`](crate::form::FormState::from_schema_with) with the
    /// same functions, so the reader and the form accept the same names.
    #[must_use]
    pub fn registries(&self) -> crate::schema::Registries<'_> {
        crate::schema::Registries {
            rules: &self.rules,
            conditions: &self.conditions,
        }
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
            #[cfg(feature = "static")]
            FunctionKind::Content => named.is_some_and(|n| n.content.is_some()),
            #[cfg(not(feature = "static"))]
            FunctionKind::Content => false,
            // Only a rule registered here: `{"fn": "required"}` never names the built-in.
            FunctionKind::Rule => self.custom_rules.iter().any(|n| n == name),
            FunctionKind::Items | FunctionKind::Upload | FunctionKind::Slot => {
                named.is_some_and(|n| n.view(kind).is_some())
            }
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

    /// The static `content` function `name`.
    #[must_use]
    pub fn get_content(&self, name: &str) -> Option<ContentFn> {
        #[cfg(feature = "static")]
        return self.named(name).and_then(|n| n.content.clone());
        #[cfg(not(feature = "static"))]
        {
            let _ = name;
            None
        }
    }
}

/// The precedence between a function given inline (a prop) and one found in the registry by
/// name, decided here once: **the inline one wins**; `registered` is only asked without it.
/// [`Functions::inline_or_registered`] applies it to the view kinds; the elements crate
/// applies it to the `<Form>`'s `templates` and `handlers` props over the registry's.
pub fn inline_over_registry<T>(
    inline: Option<T>,
    registered: impl FnOnce() -> Option<T>,
) -> Option<T> {
    match inline {
        Some(inline) => Some(inline),
        None => registered(),
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;

    #[test]
    fn inline_wins_over_the_registered_function_of_the_name() {
        let mut functions = Functions::new();
        functions.put_view(
            FunctionKind::Items,
            "countries",
            Rc::new(String::from("registered")),
        );
        let pick = |inline: Option<&str>, name: Option<&str>| {
            let inline = inline.map(String::from);
            functions.inline_or_registered(FunctionKind::Items, inline.as_ref(), name)
        };
        let text = |s: &str| Some(String::from(s));
        assert_eq!(pick(Some("inline"), Some("countries")), text("inline"));
        assert_eq!(pick(None, Some("countries")), text("registered"));
        assert_eq!(pick(None, Some("cities")), None);
        assert_eq!(pick(None, None), None);
        // Another kind under the same name is another function.
        assert_eq!(
            functions.inline_or_registered::<String>(FunctionKind::Slot, None, Some("countries")),
            None
        );
    }

    #[test]
    fn declaring_keeps_a_function_put_under_the_name() {
        let mut functions = Functions::new();
        functions.declare(FunctionKind::Upload, "s3");
        assert!(functions.has(FunctionKind::Upload, "s3"));
        assert_eq!(functions.view::<u8>(FunctionKind::Upload, "s3"), None);
        functions.put_view(FunctionKind::Upload, "s3", Rc::new(7_u8));
        functions.declare(FunctionKind::Upload, "s3");
        assert_eq!(functions.view::<u8>(FunctionKind::Upload, "s3"), Some(&7));
        // A formatData function under the same name is kept beside it.
        functions.format_data("s3", |_, v| v.clone());
        assert!(functions.has(FunctionKind::FormatData, "s3"));
        assert_eq!(functions.view::<u8>(FunctionKind::Upload, "s3"), Some(&7));
        assert!(!functions.has(FunctionKind::Items, "s3"));
    }
}
