//! [`FormState::from_schema`]: a form built from a [`FormSchema`].

use super::error::FormError;
use super::expressions::Refresh;
use super::state::FormState;
use crate::Value;
use std::rc::Rc;
use std::sync::Arc;

#[cfg(feature = "conditions")]
use crate::conditions::Condition;
use crate::conditions::{Conditions, DisabledSpec, parse_conditions_with};
use crate::config::FormConfig;
use crate::element::ElementSetup;
use crate::expression::Date;
use crate::rules::{RuleSpec, parse_rules_in};
use crate::schema::functions::replace_rule_refs;
use crate::schema::shapes::without_refs;
#[cfg(feature = "list")]
use crate::schema::wildcards::check_wildcards;
use crate::schema::{ElementSchema, FormSchema, Functions, function_name};

impl FormState {
    /// Builds a form from `schema` with `config`, the form's `default` object
    /// (`form_default[name]` wins over an element's own `default`) and today's date.
    ///
    /// Each element gets its [`ElementSetup::from_schema`], its `rules`, `conditions` and
    /// `disabled` (parsed again from the schema's values), its `messages`, `fieldName`,
    /// `label`, `placeholder`, `floating` and (editor) `debounce`. Availability is then
    /// computed for the whole form.
    ///
    /// Fails with [`FormError::Rules`] or [`FormError::Conditions`] naming the element
    /// (a schema read with [`FormSchema::from_value`] has been checked already; one that
    /// names an app's rule, operator or expression function needs
    /// [`from_schema_with`](Self::from_schema_with) and the functions holding it),
    /// [`FormError::DuplicatePath`], [`FormError::TooDeep`] for a `form_default` nesting
    /// arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels
    /// (a value built in Rust: JSON text cannot hold one), or [`FormError::Schema`] (a path
    /// naming a group's child through the group; for a schema built in Rust, not read, a `*`
    /// no list item around its reader fills, which [`FormSchema::from_value`] refuses).
    pub fn from_schema(
        schema: &FormSchema,
        config: &FormConfig,
        form_default: &Value,
        today: Date,
    ) -> Result<FormState, FormError> {
        Self::from_schema_with(schema, config, form_default, today, &Functions::new())
    }

    /// As [`from_schema`](Self::from_schema), resolving the Rust functions the schema names
    /// (`{"fn": "<name>"}`, see [`crate::schema::Functions`]) in `functions`: `formatData`,
    /// `formatLoad`, `conditions` and `disabled` functions and rules are attached to the
    /// elements, and `conditions`, `disabled`, `readonly` and conditional rules are read with
    /// its condition operators and expression functions ([`Functions::operator`],
    /// [`Functions::conditions`]: read the schema with
    /// [`Functions::registries`] so that the reader and the form accept the same names); items, upload and slot names must have been put there by the view layer
    /// ([`put_view`](Functions::put_view)) or [`declare`](Functions::declare)d. The form keeps
    /// `functions` for elements added later, and its views find their functions there.
    ///
    /// Fails as `from_schema`, or with [`FormError::Schema`] for the first name `functions`
    /// does not hold: `schema.country.items: no items function "countries" registered`.
    pub fn from_schema_with(
        schema: &FormSchema,
        config: &FormConfig,
        form_default: &Value,
        today: Date,
        functions: &Functions,
    ) -> Result<FormState, FormError> {
        Self::check_data_depth(form_default)?;
        functions.check(schema).map_err(FormError::Schema)?;
        // A schema built in Rust has not been read: its `*` paths are checked here.
        #[cfg(feature = "list")]
        for (name, entry) in &schema.elements {
            check_wildcards(entry, &format!("schema.{name}"), 0, functions.registries())
                .map_err(FormError::Schema)?;
        }
        let mut form = FormState::with_config(config, today);
        form.functions = Rc::new(functions.clone());
        form.form_default = form_default.clone();
        for (name, entry) in &schema.elements {
            form.add_schema_entry(name, entry.clone(), form_default)?;
        }
        #[cfg(feature = "group")]
        form.check_group_paths()?;
        let mut log = form.availability_log();
        form.refresh_expressions(None, Refresh::Initial, &mut log);
        Ok(form)
    }

    /// Adds the element `name`; the state keeps `entry` itself, shared with the schema (an
    /// inline element's entry is moved in): never copied, a select's items can be large.
    fn add_schema_entry(
        &mut self,
        name: &str,
        entry: Arc<ElementSchema>,
        form_default: &Value,
    ) -> Result<(), FormError> {
        #[cfg(feature = "nested")]
        if super::nested::is_container(&entry) {
            let no_conditions = Conditions::new();
            return self
                .build_entry(name, None, None, entry, form_default, &no_conditions)
                .map(|_| ());
        }
        let (rules, conditions, disabled) = parse_entry(name, &entry, &self.functions)?;
        let setup = self.setup_of(name, &entry);
        let i = self.insert(setup, rules, conditions, disabled, form_default)?;
        self.take_entry(i, entry);
        Ok(())
    }

    /// Keeps `entry` as element `i`'s schema entry and takes the options the form reads from
    /// it: `messages`, `fieldName`, `label`, `placeholder`, `floating`, `debounce`.
    pub(crate) fn take_entry(&mut self, i: usize, entry: Arc<ElementSchema>) {
        let object_select = matches!(&*entry, ElementSchema::Select(s) if s.object);
        let common = entry.common();
        let (floating, debounce) = match &*entry {
            ElementSchema::Select(s) => (s.floating.clone(), None),
            ElementSchema::TEditor(e) => (None, e.debounce),
            #[cfg(feature = "text-family")]
            ElementSchema::Text(t) => (t.floating.clone(), t.debounce),
            #[allow(unreachable_patterns)]
            _ => (None, None),
        };
        let endpoint_deps = self
            .elements
            .get(i)
            .map(|el| super::dependents::endpoint_reads(&entry, el.path()))
            .unwrap_or_default();
        #[cfg(all(
            feature = "expressions",
            any(feature = "text-family", feature = "static")
        ))]
        let expression_deps = self
            .elements
            .get(i)
            .map(|el| Self::expression_reads(&entry, el.path()))
            .unwrap_or_default();
        #[cfg(feature = "text-family")]
        let readonly = super::readonly::readonly_spec(&entry, &self.functions);
        #[cfg(feature = "text-family")]
        let readonly_deps = self
            .elements
            .get(i)
            .map(|el| readonly.dependencies(el.path()))
            .unwrap_or_default();
        if let Some(info) = self.info.get_mut(i) {
            info.endpoint_deps = endpoint_deps;
            #[cfg(all(
                feature = "expressions",
                any(feature = "text-family", feature = "static")
            ))]
            {
                info.expression_deps = expression_deps;
            }
            #[cfg(feature = "text-family")]
            {
                info.readonly = readonly;
                info.readonly_deps = readonly_deps;
            }
            info.messages = common.messages.clone();
            info.field_name = common.field_name.clone();
            info.label_text = common.label.as_ref().map(super::element_info::label_text);
            info.placeholder = common.placeholder.clone();
            info.floating = floating;
            info.schema = Some(entry);
        }
        if let Some(rt) = self.runtime.get_mut(i) {
            rt.validation.set_debounce(debounce);
        }
        if object_select {
            self.take_option_object_default(i);
        }
    }

    /// `object: true`: element `i`'s default (its entry's, or the form's `default` at its
    /// path) naming an option becomes that option's object, as a pick gives (and so does
    /// its value while it is the default); against the options known now (the static
    /// items): async items make the value one when they arrive.
    fn take_option_object_default(&mut self, i: usize) {
        let Some(el) = self.elements.get(i) else {
            return;
        };
        if el.default_value().is_null() {
            return;
        }
        let Some(object) = self.object_value(el.path(), el.default_value()) else {
            return;
        };
        if let Some(el) = self.elements.get_mut(i) {
            el.reshape_default(object);
        }
    }

    /// The setup of the entry `name` ([`ElementSetup::from_schema`]) with the `formatData`
    /// and `formatLoad` functions it names.
    pub(crate) fn setup_of(&self, name: &str, entry: &ElementSchema) -> ElementSetup {
        let mut setup = ElementSetup::from_schema(name, entry, &self.config);
        let common = entry.common();
        if let Some(f) = common
            .format_data
            .as_deref()
            .and_then(|n| self.functions.get_format_data(n))
        {
            setup.format_data = Some(f);
        }
        if let Some(f) = common
            .format_load
            .as_deref()
            .and_then(|n| self.functions.get_format_load(n))
        {
            setup.format_load = Some(f);
        }
        setup
    }

    /// The Rust functions this form's schema entries may name.
    #[must_use]
    pub fn functions(&self) -> &Functions {
        &self.functions
    }

    /// The Rust functions, to register more (an inline element's own functions, under names
    /// its entry then gives with `{"fn": "<name>"}`).
    pub fn functions_mut(&mut self) -> &mut Functions {
        Rc::make_mut(&mut self.functions)
    }

    /// Adds one element from its schema entry (an element written inline in a `<Form>`),
    /// inheriting from the form's `default` object, and recomputes availability.
    ///
    /// Fails like [`from_schema_with`](Self::from_schema_with): [`FormError::Schema`] (a
    /// function name the form's functions lack, a path naming a group's child through the
    /// group, a `*` no list item around the element fills: `lines.*.qty` read outside
    /// `lines`), [`FormError::Rules`], [`FormError::Conditions`] or
    /// [`FormError::DuplicatePath`]; nothing is added then.
    pub fn add_schema_element(
        &mut self,
        name: &str,
        entry: ElementSchema,
    ) -> Result<(), FormError> {
        self.functions
            .check_entry(&format!("schema.{name}"), &entry)
            .map_err(FormError::Schema)?;
        #[cfg(feature = "list")]
        check_wildcards(
            &entry,
            &format!("schema.{name}"),
            crate::schema::wildcards::lists_around(name),
            self.functions.registries(),
        )
        .map_err(FormError::Schema)?;
        let form_default = self.form_default.clone();
        let entry = Arc::new(entry);
        // A refusal leaves nothing behind: the element is added to a copy first when a
        // group may refuse it (or its build may fail half-way, a container's).
        #[cfg(feature = "nested")]
        if self.may_refuse_after_adding(&entry) {
            let mut probe = self.clone();
            probe.add_schema_entry(name, Arc::clone(&entry), &form_default)?;
            #[cfg(feature = "group")]
            probe.check_group_paths()?;
        }
        self.add_schema_entry(name, entry, &form_default)?;
        // After a rebuild: the value the element had in the replaced state.
        self.take_carried();
        let mut log = self.availability_log();
        self.refresh_expressions(None, Refresh::Initial, &mut log);
        Ok(())
    }
}

/// The entry's `rules`, `conditions` and `disabled`, parsed, with the functions they name
/// (`{"fn": "<name>"}`) taken from `functions`; errors name the element.
pub(crate) fn parse_entry(
    name: &str,
    entry: &ElementSchema,
    functions: &Functions,
) -> Result<(RuleSpec, Conditions, DisabledSpec), FormError> {
    let common = entry.common();
    let rules_value = replace_rule_refs(&common.rules, &|rule| Value::from(rule));
    let rules = parse_rules_in(&rules_value, functions).map_err(|error| FormError::Rules {
        path: name.to_owned(),
        error,
    })?;
    let rules = with_list_limits(entry, rules, functions).map_err(|error| FormError::Rules {
        path: name.to_owned(),
        error,
    })?;
    let parsed = parse_conditions_with(&without_refs(&common.conditions), functions.conditions())
        .map_err(|error| FormError::Conditions {
        path: name.to_owned(),
        option: "conditions",
        error: Box::new(error),
    })?;
    let conditions = with_functions(parsed, &common.conditions, functions);
    let disabled = match function_name(&common.disabled) {
        #[cfg(not(feature = "conditions"))]
        Some(_) => {
            return Err(FormError::Conditions {
                path: name.to_owned(),
                option: "disabled",
                error: Box::new(crate::conditions::ConditionError::NeedsFeature {
                    position: "disabled".to_owned(),
                }),
            });
        }
        #[cfg(feature = "conditions")]
        Some(n) => match functions.get_disabled(n) {
            Some(f) => DisabledSpec::Func(f),
            None => DisabledSpec::default(),
        },
        // A list's `{"fn"}` entries are condition functions, as in `conditions`.
        None => {
            match DisabledSpec::parse_with(&without_refs(&common.disabled), functions.conditions())
                .map_err(|error| FormError::Conditions {
                    path: name.to_owned(),
                    option: "disabled",
                    error: Box::new(error),
                })? {
                DisabledSpec::Conditions(parsed) => {
                    DisabledSpec::Conditions(with_functions(parsed, &common.disabled, functions))
                }
                other => other,
            }
        }
    };
    Ok((rules, conditions, disabled))
}

/// `parsed` (a conditions list read with its `{"fn": "<name>"}` entries as placeholders,
/// [`without_refs`]) with each such entry of `written` the condition function `functions`
/// registers under that name (the form checked the names when it was built).
fn with_functions(parsed: Conditions, written: &Value, functions: &Functions) -> Conditions {
    match written {
        #[cfg(feature = "conditions")]
        Value::Array(items) if items.iter().any(|i| function_name(i).is_some()) => {
            Conditions::from_entries(
                parsed
                    .entries()
                    .iter()
                    .zip(items)
                    .map(|(condition, item)| {
                        match function_name(item).and_then(|n| functions.get_condition(n)) {
                            Some(f) => Condition::Func(f),
                            None => condition.clone(),
                        }
                    })
                    .collect(),
            )
        }
        _ => {
            let _ = (written, functions);
            parsed
        }
    }
}

/// A conditional rule's conditions (list form) parsed with each top-level `{"fn": "<name>"}`
/// entry the condition function `functions` registers under that name. `None` when they do
/// not parse or name a function `functions` lacks (a form checks the names when it is built,
/// so only conditions replaced by hand get here): such conditions never hold.
pub(crate) fn resolve_conditions(condition: &Value, functions: &Functions) -> Option<Conditions> {
    let parsed = parse_conditions_with(&without_refs(condition), functions.conditions()).ok()?;
    // Without the `conditions` feature a non-empty condition does not parse: no function.
    #[cfg(not(feature = "conditions"))]
    let _ = functions;
    match condition {
        #[cfg(feature = "conditions")]
        Value::Array(items) if items.iter().any(|i| function_name(i).is_some()) => {
            let mut entries = Vec::with_capacity(items.len());
            for (parsed, item) in parsed.entries().iter().zip(items) {
                entries.push(match function_name(item) {
                    Some(name) => Condition::Func(functions.get_condition(name)?),
                    None => parsed.clone(),
                });
            }
            Some(Conditions::from_entries(entries))
        }
        _ => Some(parsed),
    }
}

/// `rules` of the entry, with a list's `min` / `max` options as its own `min:n` / `max:n`
/// rules (counting items, the array messages) unless `rules` has an unconditional rule of
/// that name (a conditional one adds to the option's, which still applies while its
/// condition fails): a list holding fewer or more items than its limits (from `load`,
/// `update`, `clear`) fails validation instead of passing silently (issue #33; the
/// reference's limits are no rules). Without the `rules` feature (no `min` / `max` rule)
/// the limits are the actions' only.
pub(crate) fn with_list_limits(
    entry: &ElementSchema,
    rules: RuleSpec,
    functions: &Functions,
) -> Result<RuleSpec, crate::rules::RuleError> {
    #[cfg(all(feature = "list", feature = "rules"))]
    if let ElementSchema::List(list) = entry {
        let mut rules = rules;
        let limits = [("min", list.min.filter(|n| *n > 0)), ("max", list.max)];
        // Whether `set` replaces the option's limit `name`: an unconditional rule of it.
        let replaces = |set: &crate::rules::RuleSet, name: &str| {
            set.rules
                .iter()
                .any(|r| r.name == name && r.condition.is_none())
        };
        for (name, limit) in limits {
            let Some(n) = limit else {
                continue;
            };
            let rule = crate::rules::parse_rule(&format!("{name}:{n}"), None, functions.rules())?;
            match &mut rules {
                RuleSpec::Rules(set) => {
                    if !replaces(set, name) {
                        set.rules.push(rule);
                    }
                }
                RuleSpec::PerLanguage(sets) => {
                    for (_, set) in sets.iter_mut() {
                        if !replaces(set, name) {
                            set.rules.push(rule.clone());
                        }
                    }
                }
            }
        }
        return Ok(rules);
    }
    let _ = (entry, functions);
    Ok(rules)
}
