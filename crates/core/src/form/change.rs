//! One entry point for every change to an element: [`FormState::set_value`] and
//! [`FormState::apply`]. A value change runs, in order: the element transition (its
//! events), availability of the elements whose conditions read the changed path, then —
//! when `validateOn` contains `change` — validation of the element and re-validation of
//! the elements whose rules read the changed path. During a held change (a user's pick whose
//! listeners run first, [`FormState::begin_held`]), that validation waits for its end.

use super::error::FormError;
use super::event::ElementAction;
#[cfg(all(feature = "expressions", feature = "text-family"))]
use super::expressions::Refresh;
use super::outcome::{Log, Outcome};
use super::state::FormState;
use super::view::view;
use crate::Value;
use crate::config::ValidateOn;
use crate::element::{ElementError, ElementEvent};
use crate::messages::MessageKind;

impl FormState {
    /// The user changed the value in the field: see [`apply`](Self::apply) with
    /// [`ElementAction::Input`] (the app's `update()` is [`ElementAction::Update`]). A
    /// t-editor's markup is cleaned with the editor's policy, as `load` and `update` do, so
    /// untrusted HTML set here leaves the form as clean as the surface shows it.
    ///
    /// ```
    /// # #[cfg(feature = "conditions")] {
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::form::{Changed, FormState};
    /// use yewform_core::schema::FormSchema;
    ///
    /// let schema = FormSchema::from_value(&json!({
    ///     "a": {"type": "select"},
    ///     "b": {"type": "select", "conditions": [["a", "yes"]], "rules": "required"},
    /// })).unwrap();
    /// let today = Date::new(2024, 6, 1).unwrap();
    /// let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    /// assert_eq!(form.request_data(), json!({"a": null}));
    ///
    /// let outcome = form.set_value("a", json!("yes")).unwrap();
    /// assert_eq!(outcome.changed, Changed::Paths(vec!["a".into(), "b".into()]));
    /// assert_eq!(form.request_data(), json!({"a": "yes", "b": null}));
    /// # }
    /// ```
    pub fn set_value(&mut self, path: &str, value: Value) -> Result<Outcome, FormError> {
        self.apply(path, ElementAction::Input(value))
    }

    /// Runs `action` on the element at `path` and everything that follows from it; answers
    /// with its [`Outcome`]: the element events fired, in order; re-rendered are `path`, the
    /// elements whose availability or validation followed, and the elements that read one of
    /// those ([`dependents`](Self::dependents)); the server checks and debounce timers to
    /// start.
    ///
    /// `Update`, `Input`, `Load` and `Clear` take the change path (see the module docs):
    /// when the value changed, availability is recomputed for the dependents of `path`, then
    /// with `validateOn: change` the element is validated — a multilingual element only in its
    /// current language, as the reference — through its debounce when it has one
    /// ([`Task::Debounce`](super::Task::Debounce)); an unavailable element is not validated. Elements whose
    /// conditional or comparison rules read `path` are re-validated too, but only when
    /// they were validated before (the reference re-validates them even when untouched,
    /// which shows errors on fields the user has not reached).
    ///
    /// `Reset` resets the validators and takes the change path without validating the
    /// element itself (the reference's `resetting` flag).
    ///
    /// Fails with [`FormError::UnknownPath`], or [`FormError::Element`] when the element
    /// refuses (`Disable`/`Enable` of an object, a group, a static or a hidden element, `Load`
    /// of a non-object into a multilingual element, `SetLanguage` or `ValidateLanguage` of a
    /// code it does not have), or [`FormError::TooDeep`] when a value the action carries
    /// would nest arrays and objects deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels in the form's data (a value
    /// built in Rust: JSON text cannot hold one); nothing changes then.
    pub fn apply(&mut self, path: &str, action: ElementAction) -> Result<Outcome, FormError> {
        let i = self.position(path)?;
        let action = self.check_action_depth(i, path, action)?;
        // A held change puts an element a listener brings back as it was (`held.rs`).
        if let (Some(held), Some(el)) = (self.held.as_mut(), self.elements.get(i)) {
            held.reach(path, &el.dirty, None);
        }
        // An element's own `reset()` / `clear()` computes its `expression` again.
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        let own = match action {
            ElementAction::Reset => Some(Refresh::Reset),
            ElementAction::Clear => Some(Refresh::FormWide),
            _ => None,
        };
        #[cfg(feature = "choice")]
        let action = match self.checked_value(path, &action) {
            Some(value) => ElementAction::Update(value?),
            None => action,
        };
        // A container's value goes to its children (a list gets as many items).
        #[cfg(feature = "nested")]
        if let Some(outcome) = self.apply_to_container(i, &action) {
            return outcome;
        }
        #[cfg(feature = "multi")]
        let action = match action {
            ElementAction::Select(values) => {
                ElementAction::Update(self.multi_values(path, &values, true)?)
            }
            ElementAction::Deselect(values) => {
                ElementAction::Update(self.multi_values(path, &values, false)?)
            }
            other => other,
        };
        // `object: true`: a value naming an option is that option's object, as a pick gives.
        let action = self.with_option_objects(i, path, action)?;
        let mut out = Log::default();
        let Some(el) = self.elements.get_mut(i) else {
            return Ok(Outcome::none());
        };
        // A language the multilingual element does not have, as `set_language` refuses it.
        if let ElementAction::ValidateLanguage(Some(code)) = &action {
            if el.is_multilingual() && !el.languages().iter().any(|l| l == code) {
                return Err(FormError::Element(ElementError::UnknownLanguage {
                    path: el.path().to_owned(),
                    language: code.clone(),
                    available: el.languages().to_vec(),
                }));
            }
        }
        match action {
            ElementAction::Update(value) => {
                let events = el.update(value);
                self.after_transition(i, events, true, &mut out);
                // `check()` of a radio groups it as a click does.
                #[cfg(feature = "choice")]
                self.uncheck_radio_group(i, &mut out);
            }
            ElementAction::Input(value) => {
                let events = el.input(value);
                self.after_transition(i, events, true, &mut out);
                #[cfg(feature = "choice")]
                self.uncheck_radio_group(i, &mut out);
            }
            ElementAction::Load(value, format) => {
                let events = el.load(value, format)?;
                self.after_transition(i, events, true, &mut out);
            }
            ElementAction::Clear => {
                let events = el.clear();
                self.after_transition(i, events, true, &mut out);
            }
            ElementAction::Reset => {
                let events = el.reset();
                if let Some(rt) = self.runtime.get_mut(i) {
                    rt.validation.reset_validators();
                }
                self.after_transition(i, events, false, &mut out);
            }
            ElementAction::Clean => {
                el.clean();
            }
            ElementAction::Hide => {
                el.hide();
            }
            ElementAction::Show => {
                el.show();
            }
            ElementAction::Disable => {
                el.disable()?;
            }
            ElementAction::Enable => {
                el.enable()?;
            }
            ElementAction::Validate => self.validate_debounced(i, &mut out),
            ElementAction::ValidateLanguage(language) => {
                let language = language.or_else(|| el.language().map(str::to_owned));
                match language.filter(|_| el.is_multilingual()) {
                    Some(language) => self.validate_language_debounced(i, language, &mut out),
                    None => self.validate_debounced(i, &mut out),
                }
            }
            ElementAction::ResetValidators => {
                if let Some(rt) = self.runtime.get_mut(i) {
                    rt.validation.reset_validators();
                }
            }
            ElementAction::ReinitValidation => self.reinit_validation(i),
            ElementAction::ClearMessages => {
                if let Some(rt) = self.runtime.get_mut(i) {
                    rt.bag.clear();
                }
            }
            ElementAction::AddError(text) => {
                if let Some(rt) = self.runtime.get_mut(i) {
                    rt.bag.append(text, MessageKind::Error);
                }
            }
            ElementAction::AddMessage(text) => {
                if let Some(rt) = self.runtime.get_mut(i) {
                    rt.bag.append(text, MessageKind::Message);
                }
            }
            ElementAction::SetLanguage(code) => {
                el.set_language(&code)?;
            }
            // Turned into `Update` above.
            #[cfg(feature = "multi")]
            ElementAction::Select(_) | ElementAction::Deselect(_) => {}
            #[cfg(feature = "choice")]
            ElementAction::DisableItems(values) => {
                el.disable_items(&values)?;
            }
            #[cfg(feature = "choice")]
            ElementAction::EnableItems(values) => {
                el.enable_items(&values)?;
            }
            // Turned into `Update` above.
            #[cfg(feature = "choice")]
            ElementAction::Check
            | ElementAction::Uncheck
            | ElementAction::CheckItems(_)
            | ElementAction::UncheckItems(_)
            | ElementAction::ToggleItem(_)
            | ElementAction::CheckAll
            | ElementAction::UncheckAll => {}
        }
        // Only a text or hidden element has an `expression` (no code without them).
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        {
            if let Some(why) = own {
                self.recompute(i, why, &mut out);
            }
            // What moved: values, and availability (an unavailable element reads as null).
            let moved = out.reached_since(0);
            if !moved.is_empty() {
                self.refresh_expressions(Some(&moved), Refresh::Change, &mut out);
            }
        }
        Ok(self.outcome_at(Some(path), out))
    }

    /// [`after_transition`](Self::after_transition) of a change the user made (validated).
    #[cfg(feature = "choice")]
    pub(super) fn after_user_change(&mut self, i: usize, events: Vec<ElementEvent>, out: &mut Log) {
        self.after_transition(i, events, true, out);
    }

    /// The value of element `i` (at `path`) moved: the conditions reading it, or reading a
    /// group above it (whose value holds it, though its path is not above the child's), are
    /// evaluated again; such a group is recorded in `out` as read, not re-rendered, so the
    /// expressions and the views reading it follow.
    pub(super) fn value_moved(&mut self, i: usize, path: &str, out: &mut Log) {
        let view = view!(self);
        let flips = self.engine.value_changed(path, &view);
        self.apply_availability(flips, out);
        #[cfg(feature = "group")]
        for group in self.groups_above(i) {
            let view = view!(self);
            let flips = self.engine.value_changed(&group, &view);
            self.apply_availability(flips, out);
            out.moved_unseen(&group);
        }
        #[cfg(not(feature = "group"))]
        let _ = i;
    }

    /// Tags the element's events and, when the value changed, runs the change path.
    pub(super) fn after_transition(
        &mut self,
        i: usize,
        events: Vec<ElementEvent>,
        validate_self: bool,
        out: &mut Log,
    ) {
        let Some(path) = self.elements.get(i).map(|el| el.path().to_owned()) else {
            return;
        };
        let changed = events
            .iter()
            .any(|e| matches!(e, ElementEvent::Change { .. }));
        // An `update`/`load` from code can change languages the element does not show.
        let others = match events.iter().find_map(|e| match e {
            ElementEvent::Change { old, .. } => Some(old),
            _ => None,
        }) {
            Some(old) => self.other_languages_moved(i, old),
            None => Vec::new(),
        };
        for event in events {
            out.fire(&path, event);
        }
        if !changed {
            return;
        }
        // The containers above hold the new value too, and fire their deep `change`.
        #[cfg(feature = "nested")]
        if self.deferred_above.is_some() {
            self.defer_above(i);
            self.sync_up(i);
        } else {
            let above = self.values_above(i);
            self.sync_up(i);
            self.fire_changes_above(above, out);
        }
        self.value_moved(i, &path, out);
        // A held change validates at its end (`held.rs`).
        match (self.held.as_mut(), self.elements.get(i)) {
            (Some(held), Some(el)) => held.reach(&path, &el.dirty, Some(validate_self)),
            _ => self.validate_changed(i, &path, validate_self, &others, out),
        }
    }

    /// The languages of multilingual element `i`, other than the one it shows, whose entry
    /// differs from the one in `old` (its value before a change); empty for any other
    /// element.
    pub(super) fn other_languages_moved(&self, i: usize, old: &Value) -> Vec<String> {
        let mut moved = Vec::new();
        let Some(el) = self.elements.get(i).filter(|el| el.is_multilingual()) else {
            return moved;
        };
        for lang in el.languages() {
            if el.language() == Some(lang.as_str()) {
                continue;
            }
            let (now, before) = (el.value().get(lang), old.get(lang));
            let same = match (now, before) {
                (Some(now), Some(before)) => crate::element::json_equal(now, before),
                (None, None) => true,
                _ => false,
            };
            if !same {
                moved.push(lang.clone());
            }
        }
        moved
    }

    /// With `validateOn: change`, after the value of element `i` (at `path`) changed:
    /// validates it (when `validate_self` and it is available), the elements whose rules
    /// read `path` and the containers above.
    ///
    /// `others`: the languages of a multilingual element, other than the one it shows,
    /// whose entry changed too ([`other_languages_moved`](Self::other_languages_moved): an
    /// `update` or `load` from code). Those validated before are validated again, as the
    /// form's `update` and `load` do, so an entry filled from code does not keep its old
    /// `required` failure (validation on change checks the shown language only, as the
    /// reference's; the user's typing changes only that one).
    pub(super) fn validate_changed(
        &mut self,
        i: usize,
        path: &str,
        validate_self: bool,
        others: &[String],
        out: &mut Log,
    ) {
        if !self.config.validate_on.contains(ValidateOn::Change) {
            return;
        }
        let available = self.elements.get(i).is_some_and(|el| el.available());
        if validate_self && available {
            self.validate_on_change(i, out);
            self.revalidate_languages(i, others, out);
        }
        self.revalidate_dependents(&[path], &[i], out);
        // The containers above changed too: their own rules run, as on their own change.
        #[cfg(feature = "nested")]
        self.revalidate_containers_above(i, true, out);
    }
}

impl FormState {
    /// `action` with the value it sets made the option object it names, for a select with
    /// `object: true` ([`object_value`](Self::object_value)): `Update`, `Input` and `Load`
    /// (after its `formatLoad`). Other actions and elements are left as they are.
    fn with_option_objects(
        &self,
        i: usize,
        path: &str,
        action: ElementAction,
    ) -> Result<ElementAction, FormError> {
        // By index (no path lookup): every keystroke of a text field passes here.
        if !matches!(
            self.info.get(i).and_then(|info| info.schema.as_deref()),
            Some(crate::schema::ElementSchema::Select(select)) if select.object
        ) {
            return Ok(action);
        }
        Ok(match action {
            ElementAction::Update(value) => {
                ElementAction::Update(self.object_value(path, &value).unwrap_or(value))
            }
            ElementAction::Input(value) => {
                ElementAction::Input(self.object_value(path, &value).unwrap_or(value))
            }
            ElementAction::Load(value, format) => {
                let prepared = match self.elements.get(i) {
                    Some(el) => el.prepare_load(value, format)?,
                    None => value,
                };
                let value = self.object_value(path, &prepared).unwrap_or(prepared);
                ElementAction::Load(value, false)
            }
            other => other,
        })
    }
}
