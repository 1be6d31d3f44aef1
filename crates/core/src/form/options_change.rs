//! Options that change after an element was added: [`FormState::update_schema_element`]
//! (an inline element's props changed), [`FormState::set_rules`] and `reinitValidation`.

use super::error::FormError;
use super::from_schema::parse_entry;
use super::lookup::value_in;
use super::outcome::{Log, Outcome};
use super::state::{FormState, data_segments, register};
use super::view::view;
use crate::Value;
use crate::rules::{RuleSpec, parse_rules_in};
use crate::schema::ElementSchema;
#[cfg(feature = "list")]
use crate::schema::wildcards::{check_rule_wildcards, check_wildcards, lists_around};

impl FormState {
    /// Takes the element at `path` out of the form while its view is not on the page
    /// (`detached`: an inline element the page stopped rendering, as the reference's
    /// elements leave the form when they unmount), or puts it back: a detached element is
    /// unavailable (no validation, not in [`request_data`](Self::request_data)) and not in
    /// [`data`](Self::data); it keeps its state for when it renders again. Conditions read
    /// it as an element that does not exist (false, so what shows only with it hides; as the
    /// reference's unmounted elements leave the form) and expressions as nothing, until it
    /// is put back. Re-rendered are the element, those whose availability or computed value
    /// moved, and what reads one of them. Unknown paths change nothing.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::form::FormState;
    /// use yewform_core::schema::ElementSchema;
    ///
    /// let mut form = FormState::new(vec![("en".into(), "English".into())], "en".into());
    /// let entry = |v| ElementSchema::from_owned("a", v).unwrap();
    /// form.add_schema_element("a", entry(json!({"type": "select", "rules": "required"}))).unwrap();
    /// form.detach("a", true);
    /// assert_eq!(form.data(), json!({}));
    /// form.validate_all();
    /// assert!(!form.form_invalid(), "a detached required field does not fail the form");
    /// form.detach("a", false);
    /// assert_eq!(form.data(), json!({"a": null}));
    /// ```
    pub fn detach(&mut self, path: &str, detached: bool) -> Outcome {
        let Some(&i) = self.index.get(path) else {
            return Outcome::none();
        };
        match self.elements.get_mut(i) {
            Some(el) if el.detached != detached => el.detached = detached,
            _ => return Outcome::none(),
        }
        // Conditions read it as absent (or present again): the engine re-evaluates it and
        // what depends on its availability; expressions reading it follow.
        let mut log = Log::default();
        let view = view!(self);
        let flips = self.engine.element_changed(path, &view);
        self.apply_availability(flips, &mut log);
        log.reached(path);
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        {
            let moved = log.reached_since(0);
            self.refresh_expressions(Some(&moved), super::expressions::Refresh::Change, &mut log);
        }
        self.outcome_at(Some(path), log)
    }

    /// Gives the element at `path` new options (an inline element whose props changed, as
    /// any Yew component takes new props). The value, language, dirty state, `hide()` and
    /// `disable()`/`enable()` stay; everything read from the options follows:
    ///
    /// - `rules`: when they differ, the validators are built again (validation starts over,
    ///   as `reinitValidation`); unchanged rules keep their state; a list's `min` and `max`
    ///   count as rules (they are its own `min:n` / `max:n`);
    /// - `conditions` (availability is recomputed), `disabled`, `default`, `submit`,
    ///   `messages`, `fieldName`, `label`, `placeholder`, `floating`, `debounce`;
    /// - a list's `element` / `object`: another item schema builds every item again from
    ///   it (new items with new keys, validated afresh), each given its old value as `load`
    ///   gives it (the fields both schemas have keep their values and `dirty` flags, a new
    ///   field its default, a field the new schema lacks goes); nothing fires, and
    ///   [`Outcome::renamed`] reports the old items removed;
    /// - the schema entry itself (a select's `items`: the view normalises them again).
    ///
    /// Re-rendered are the element, those whose availability changed (new `conditions`) and
    /// the elements that read one of them. Fails with [`FormError::UnknownPath`],
    /// [`FormError::Rules`], [`FormError::Conditions`] or [`FormError::Schema`]: rules per
    /// language the schema refuses (keyed by a language the form lacks, `schema.bio.rules.EN:
    /// unknown language "EN": …`, or on an element without a value per language), a `*` no
    /// list item around the element fills (`schema.big.conditions: "lines.*.qty": no list
    /// item around this element fills its "*" …`), another `schema` for an object or group
    /// (its children are built once), a list gaining or losing its `element` / `object`;
    /// nothing changes then.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::form::FormState;
    /// use yewform_core::schema::ElementSchema;
    ///
    /// let mut form = FormState::new(vec![("en".into(), "English".into())], "en".into());
    /// let entry = |v| ElementSchema::from_owned("size", v).unwrap();
    /// form.add_schema_element("size", entry(json!({"type": "select", "items": ["s", "m"]}))).unwrap();
    /// form.set_value("size", json!("m")).unwrap();
    /// form.update_schema_element("size", entry(json!({"type": "select", "items": ["m", "l"], "rules": "required"}))).unwrap();
    /// assert_eq!(form.el("size").unwrap().value(), &json!("m"));
    /// assert!(form.is_required("size"));
    /// ```
    pub fn update_schema_element(
        &mut self,
        path: &str,
        entry: ElementSchema,
    ) -> Result<Outcome, FormError> {
        #[cfg(feature = "list")]
        {
            let i = self.position(path)?;
            // A `*` no list item around the element fills.
            check_wildcards(
                &entry,
                &self.position_of(i),
                lists_around(path),
                self.functions.registries(),
            )
            .map_err(FormError::Schema)?;
            // A list's new item schema builds its items again: on a copy, kept when every
            // step passed (nothing changes otherwise); the items it drops are reported.
            if self.item_schema_changes(i, &entry)? {
                let mut probe = self.clone();
                let outcome = probe.noting_dropped(|p| p.update_entry(path, entry))?;
                #[cfg(feature = "group")]
                probe.check_group_paths()?;
                let held = self.held.take();
                *self = probe;
                self.held = held;
                return Ok(outcome);
            }
        }
        #[cfg(feature = "group")]
        self.refuse_group_paths(|probe| probe.update_entry(path, entry.clone()).map(drop))?;
        self.update_entry(path, entry)
    }

    /// Refuses new `schema` children for the object or group `i`: its children are built
    /// once, from the entry it was added with ([`FormError::Schema`] at its `schema`).
    #[cfg(feature = "nested")]
    fn refuse_new_children(&self, i: usize, entry: &ElementSchema) -> Result<(), FormError> {
        let old = self.info.get(i).and_then(|info| info.schema.as_deref());
        let same = match (old, entry) {
            (Some(ElementSchema::Object(a)), ElementSchema::Object(b)) => a.schema == b.schema,
            #[cfg(feature = "group")]
            (Some(ElementSchema::Group(a)), ElementSchema::Group(b)) => a.schema == b.schema,
            _ => true,
        };
        if same {
            return Ok(());
        }
        Err(FormError::Schema(crate::schema::SchemaError::new(
            format!("{}.schema", self.schema_path(i)),
            "an object's or group's children are built once, from the `schema` it is added with: another `schema` is not applied (write the children that change inline, each its own element, or build the form again)",
        )))
    }

    /// Whether `entry`, element `i`'s new options, gives its list another item schema
    /// (its items are then built again). A list built with items cannot lose them, nor one
    /// built without gain them: [`FormError::Schema`] at its `element` / `object`.
    #[cfg(feature = "list")]
    fn item_schema_changes(&self, i: usize, entry: &ElementSchema) -> Result<bool, FormError> {
        let old = self.info.get(i).and_then(|info| info.schema.as_deref());
        let (Some(ElementSchema::List(old)), ElementSchema::List(new)) = (old, entry) else {
            return Ok(false);
        };
        match (&old.item, &new.item) {
            (Some(a), Some(b)) => Ok(a != b),
            (None, None) => Ok(false),
            (had, _) => {
                let key = match had.as_ref().or(new.item.as_ref()) {
                    Some(crate::schema::ListItem::Object(_)) => "object",
                    _ => "element",
                };
                let reason = if had.is_some() {
                    "a list built with items cannot lose its `element` / `object` (its items are its value); give it another item schema instead"
                } else {
                    "a list built without `element` / `object` cannot gain one (it holds its value without items): give the item schema from the start"
                };
                Err(FormError::Schema(crate::schema::SchemaError::new(
                    format!("{}.{key}", self.schema_path(i)),
                    reason,
                )))
            }
        }
    }

    /// [`update_schema_element`](Self::update_schema_element) once its group paths passed.
    fn update_entry(&mut self, path: &str, entry: ElementSchema) -> Result<Outcome, FormError> {
        let i = self.position(path)?;
        let name = self
            .elements
            .get(i)
            .map(|el| el.name().to_owned())
            .unwrap_or_default();
        self.functions
            .check_entry(&format!("schema.{path}"), &entry)
            .map_err(FormError::Schema)?;
        let (rules, conditions, disabled) = parse_entry(path, &entry, &self.functions)?;
        let setup = self.setup_of(&name, &entry);
        crate::schema::check_rule_languages(path, setup.languages.as_deref(), &rules)
            .map_err(FormError::Schema)?;
        #[cfg(feature = "nested")]
        self.refuse_new_children(i, &entry)?;
        #[cfg(feature = "list")]
        let rebuild = self.item_schema_changes(i, &entry)?;
        #[cfg(not(feature = "list"))]
        let rebuild = false;
        // A group child keeps its groups' conditions in front of its own.
        #[cfg(feature = "group")]
        let conditions = super::nested::with_inherited(&self.inherited_conditions(i), conditions);
        let old_entry = self
            .info
            .get(i)
            .and_then(|info| info.schema.as_ref())
            .map(std::sync::Arc::clone);
        // A list's `min` / `max` are its own `min:n` / `max:n` rules (`with_list_limits`):
        // new limits are new rules.
        let rules_changed = old_entry.as_deref().is_none_or(|old| {
            old.common().rules != entry.common().rules || list_limits(old) != list_limits(&entry)
        });
        // A condition function may have been replaced under its name (an inline element's
        // new closure): conditions naming one are registered again.
        let conditions_changed = old_entry
            .as_deref()
            .is_none_or(|old| old.common().conditions != entry.common().conditions)
            || crate::schema::functions::names_function(&entry.common().conditions);

        // A group's new conditions hold for its children too (their paths are not below
        // the group's): theirs are derived again.
        #[cfg(feature = "group")]
        let below = {
            let mut below = Vec::new();
            if conditions_changed && self.is_group_at(i) {
                self.conditions_below_group(i, &conditions, &mut below)?;
            }
            below
        };

        if let Some(el) = self.elements.get_mut(i) {
            let segments = data_segments(el.setup());
            let inherited = value_in(&self.form_default, segments.iter().map(String::as_str));
            el.reconfigure(setup, inherited);
        }
        if conditions_changed {
            register(&mut self.engine, path.to_owned(), &conditions);
        }
        if let Some(info) = self.info.get_mut(i) {
            info.disabled_deps = disabled.dependencies(path);
            info.disabled = disabled;
            if conditions_changed {
                info.condition_deps = conditions.dependencies(path);
                info.conditions = conditions;
            }
        }
        #[cfg(feature = "group")]
        for (c, conditions) in below {
            let Some(child) = self.elements.get(c).map(|el| el.path().to_owned()) else {
                continue;
            };
            register(&mut self.engine, child.clone(), &conditions);
            if let Some(info) = self.info.get_mut(c) {
                info.condition_deps = conditions.dependencies(&child);
                info.conditions = conditions;
            }
        }
        if rules_changed {
            if let Some(rt) = self.runtime.get_mut(i) {
                rt.next_rules = Some(rules);
            }
            self.reinit_validation(i);
        }
        self.take_entry(i, std::sync::Arc::new(entry));
        // The items of a list given another item schema are built from it (their values
        // kept).
        #[cfg(feature = "list")]
        if rebuild {
            self.rebuild_items(i)?;
        }
        let mut log = if conditions_changed || rebuild {
            self.availability_log()
        } else {
            Log::default()
        };
        self.refresh_expressions(None, super::expressions::Refresh::FormWide, &mut log);
        Ok(self.outcome_at(Some(path), log))
    }

    /// Sets the element's `rules` option. As in the reference, the validators follow only at
    /// the next `reinitValidation` ([`ElementAction::ReinitValidation`](super::ElementAction::ReinitValidation));
    /// [`update_schema_element`](Self::update_schema_element) does both.
    ///
    /// Fails with [`FormError::UnknownPath`], [`FormError::Rules`] (an unknown rule) or
    /// [`FormError::Schema`] (a `{"fn": "<name>"}` rule or condition function the form's
    /// functions lack: `schema.name.rules[0].required[0]: no condition function "isAdult"
    /// registered`; rules per language the schema refuses too: keyed by a language the form
    /// lacks, `schema.bio.rules.EN: unknown language "EN": the form's languages are en, fr`,
    /// which would leave that `required` rule out, or on an element without a value per
    /// language, `schema.city.rules: rules per language (an object) need a translatable
    /// element …`, where `required` would fail whatever the user chose; a parameter whose `*`
    /// no list item around the element fills: `same:lines.*.qty` outside `lines`); nothing
    /// changes then. Rules nesting arrays and objects deeper than a schema may
    /// ([`MAX_NESTING`](crate::json_text::MAX_NESTING) levels, a value built in Rust) are a
    /// [`FormError::Rules`] too. Re-rendered is the element (whether it is required may show).
    pub fn set_rules(&mut self, path: &str, rules: Value) -> Result<Outcome, FormError> {
        let i = self.position(path)?;
        // Counted as in a schema: its root object and the entry hold the rules.
        if crate::json_text::nests_too_deep(&rules, 2) {
            crate::json_text::drop_flat(rules);
            return Err(FormError::Rules {
                path: path.to_owned(),
                error: crate::rules::too_deep(),
            });
        }
        self.functions
            .check_rules(&format!("schema.{path}.rules"), &rules)
            .map_err(FormError::Schema)?;
        #[cfg(feature = "list")]
        check_rule_wildcards(
            &rules,
            &format!("{}.rules", self.position_of(i)),
            lists_around(path),
            self.functions.registries(),
        )
        .map_err(FormError::Schema)?;
        let rules = crate::schema::functions::replace_rule_refs(&rules, &|rule| Value::from(rule));
        let spec = parse_rules_in(&rules, &self.functions).map_err(|error| FormError::Rules {
            path: path.to_owned(),
            error,
        })?;
        let spec = match self.info.get(i).and_then(|info| info.schema.as_deref()) {
            Some(entry) => super::from_schema::with_list_limits(entry, spec, &self.functions)
                .map_err(|error| FormError::Rules {
                    path: path.to_owned(),
                    error,
                })?,
            None => spec,
        };
        let languages = self
            .elements
            .get(i)
            .and_then(|el| el.setup().languages.as_deref());
        crate::schema::check_rule_languages(path, languages, &spec).map_err(FormError::Schema)?;
        #[cfg(feature = "group")]
        self.refuse_group_paths(|probe| {
            if let Some(rt) = probe.runtime.get_mut(i) {
                rt.next_rules = Some(spec.clone());
            }
            probe.reinit_validation(i);
            Ok(())
        })?;
        if let Some(rt) = self.runtime.get_mut(i) {
            rt.next_rules = Some(spec);
        }
        Ok(self.outcome_at(Some(path), Log::default()))
    }

    /// Refuses a change that would name a group's child through the group: `change` is
    /// made on a copy of the form, whose paths are then checked (only in a form with a
    /// group).
    #[cfg(feature = "group")]
    fn refuse_group_paths(
        &self,
        change: impl FnOnce(&mut FormState) -> Result<(), FormError>,
    ) -> Result<(), FormError> {
        if !(0..self.elements.len()).any(|j| self.is_group_at(j)) {
            return Ok(());
        }
        let mut probe = self.clone();
        change(&mut probe)?;
        probe.check_group_paths()
    }

    /// `reinitValidation()` of element `i`: validators built from the current rules option
    /// (the one given to `set_rules`, else the rules the element has), validation state and
    /// waiting timers dropped, rule dependencies read again.
    pub(crate) fn reinit_validation(&mut self, i: usize) {
        let Some(rt) = self.runtime.get_mut(i) else {
            return;
        };
        let spec: RuleSpec = rt
            .next_rules
            .take()
            .unwrap_or_else(|| rt.validation.spec().clone());
        rt.validation.reinit(spec);
        let deps = match self.elements.get(i) {
            Some(el) => rt.validation.dependencies_at(el.path()),
            None => Vec::new(),
        };
        self.rule_deps.retain(|(_, j)| *j != i);
        self.rule_deps.extend(deps.into_iter().map(|dep| (dep, i)));
    }
}

/// A list's `min` and `max` (what [`with_list_limits`](super::from_schema::with_list_limits)
/// makes rules of); `None`s for any other entry.
fn list_limits(entry: &ElementSchema) -> (Option<usize>, Option<usize>) {
    match entry {
        #[cfg(feature = "list")]
        ElementSchema::List(list) => (list.min, list.max),
        _ => (None, None),
    }
}
