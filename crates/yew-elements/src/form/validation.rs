//! Validation, from the form and from an element: `validate()` at once or awaited until
//! every rule settled (server answers, debounce timers), and what an element's rules say
//! (`errors`, `invalid`, `pending`, …).

use yewform_core::Value;
use yewform_core::form::{ElementAction, FormState};

use super::{ElementHandle, FormHandle};

/// How often [`FormHandle::validate_async`] (and so a submit) validates the form again
/// when it changed while the server answers were awaited, before it gives up (`false`, the
/// submit refused).
const VALIDATION_ROUNDS: usize = 3;

impl FormHandle {
    /// Validates every available element; `true` when none is invalid. A form whose schema
    /// could not be built is never valid ([`build_error`](Self::build_error)).
    ///
    /// Every rule runs at once (no debounce), but a server rule (`unique`, `exists`,
    /// `active_url`) only sends its request: until the answer arrives it counts as passing.
    /// Use [`validate_async`](Self::validate_async) to wait for those answers.
    pub fn validate(&self) -> bool {
        self.validate_all();
        self.valid_now()
    }

    /// No element is invalid and the state was built (a form that failed to build is
    /// closed).
    fn valid_now(&self) -> bool {
        self.0.failed.borrow().is_none()
            && self.read(|state| !state.form_invalid()).unwrap_or(false)
    }

    /// Runs every rule, then re-renders only the elements whose shown validation state
    /// changed (errors, `invalid`, `validated`, `busy`), not the whole form (core names them).
    fn validate_all(&self) {
        let _ = self.write(|state| Ok(state.validate_all()));
    }

    /// Validates every available element and resolves once every rule has settled, server
    /// rules included: `true` when none is invalid then. This is what `<Form>` awaits
    /// before `on_submit`.
    ///
    /// `true` means the form as it is now was validated: when something changed while the
    /// answers were awaited (a condition made an element available, a value changed without
    /// `validateOn: change`, a changed form option rebuilt the state and so reset
    /// validation), the form is validated again and the answers awaited again. After
    /// three rounds that each saw a change it resolves `false` (fail closed),
    /// the errors of the last round shown.
    ///
    /// ```no_run
    /// # async fn run(form: yewform_elements::FormHandle) {
    /// if form.validate_async().await {
    ///     let data = form.request_data();
    ///     // send it
    /// #   let _ = data;
    /// }
    /// # }
    /// ```
    pub async fn validate_async(&self) -> bool {
        for _ in 0..VALIDATION_ROUNDS {
            self.validate_all();
            let Some(snapshot) = self.read(FormState::validation_snapshot) else {
                return false;
            };
            self.settled(None).await;
            // Core decides whether what was validated is still what the form holds.
            if self.read(|s| s.validated_as(&snapshot)) == Some(true) {
                return self.valid_now();
            }
        }
        false
    }

    /// After a submit that failed validation: moves the focus to the first invalid field
    /// and has the form's status region say how many need correcting (WCAG's error
    /// identification). A form that could not be built has no field to focus.
    pub(crate) fn after_failed_submit(&self) {
        let (first, text) = self
            .read(|s| {
                let (first, text) = s.refused_submit();
                (first.map(str::to_owned), text)
            })
            .unwrap_or_default();
        if let Some(first) = first {
            focus(self.el(&first).input());
        }
        // Only hidden elements fail: nothing shows and nothing takes the focus, so the
        // developer hears of it (core decides which).
        let unseen = self
            .read(|s| s.unseen_failures().join(", "))
            .unwrap_or_default();
        if !unseen.is_empty() {
            super::handle::warn(&format!(
                "the submit failed only on hidden elements, which show no error: {unseen} (fill them or fix their rules)"
            ));
        }
        *self.0.status.borrow_mut() = text;
        self.rerender_form();
    }

    /// While the status region speaks (after a failed submit), keeps it true after a change:
    /// the count of fields that still need correcting, empty once none does. Nothing to do
    /// while it is empty (before any failed submit), so a change costs one check.
    pub(crate) fn refresh_status(&self) {
        if self.0.status.borrow().is_empty() {
            return;
        }
        let text = self.read(|s| s.failed_submit().1).unwrap_or_default();
        if *self.0.status.borrow() != text {
            *self.0.status.borrow_mut() = text;
            self.rerender_form();
        }
    }

    /// Switches the messages' language in place (the `locale` prop); `true` when something
    /// changed. What core's switch sets off runs as after any change: the `change` of each
    /// value it recomputes (a locale map of expressions), `on_change`, the tasks, a
    /// form-wide re-render, and the status region of a failed submit, counted again in the
    /// new language. The locale the form has already: nothing (the effect after every
    /// render asks).
    pub(crate) fn switch_locale(&self, locale: Option<String>) -> bool {
        let mut locale = Some(locale);
        self.write_if_changed(&mut |s| s.set_locale(locale.take().unwrap_or_default()))
    }

    /// Empties the form's status region (a submit that passed, a form-wide reset, clear or
    /// load).
    pub(crate) fn clear_status(&self) {
        if !self.0.status.borrow().is_empty() {
            self.0.status.borrow_mut().clear();
            self.rerender_form();
        }
    }

    /// What the form's status region says now (see [`after_failed_submit`]).
    pub(crate) fn status_text(&self) -> String {
        self.0.status.borrow().clone()
    }

    /// Whether any element is invalid, or the form's schema could not be built
    /// ([`build_error`](Self::build_error)).
    pub fn invalid(&self) -> bool {
        self.0.failed.borrow().is_some() || self.read(FormState::form_invalid).unwrap_or(false)
    }

    /// Whether any available element changed since its default, `reset` or `clean` (the
    /// reference's form `dirty`). A `load` (or `update`) marks the elements whose values it
    /// changes dirty, as the reference's: to start an edit page clean, call
    /// [`clean`](Self::clean) after loading the record.
    ///
    /// ```
    /// # #[cfg(feature = "text")] {
    /// use serde_json::json;
    /// use yewform_core::{config::FormConfig, expression::Date, form::FormState, schema::FormSchema};
    /// use yewform_elements::FormHandle;
    ///
    /// let schema = FormSchema::from_value(&json!({"name": {"type": "text"}})).unwrap();
    /// let today = Date::new(2024, 6, 1).unwrap();
    /// let state = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today);
    /// let form = FormHandle::with_state(state.unwrap());
    /// assert!(!form.dirty());
    /// form.load(&json!({"name": "Ann"}), false).unwrap();
    /// assert!(form.dirty(), "a loaded record counts as changed");
    /// form.clean();
    /// assert!(!form.dirty());
    /// # }
    /// ```
    pub fn dirty(&self) -> bool {
        self.read(FormState::form_dirty).unwrap_or(false)
    }

    /// Whether every available element has been validated (one without rules is from the
    /// start; the reference's form `validated`).
    pub fn validated(&self) -> bool {
        self.read(FormState::form_validated).unwrap_or(false)
    }

    /// Whether any available element waits for a server answer or a debounce timer (the
    /// reference's form `busy`; a running submit is [`is_submitting`](Self::is_submitting)).
    pub fn busy(&self) -> bool {
        self.read(FormState::form_busy).unwrap_or(false)
    }

    /// Each available invalid element's path and first error, in the form's order (what a
    /// refused submit lists in [`SubmitError::Invalid`](crate::form::SubmitError::Invalid)).
    pub fn errors(&self) -> Vec<(String, String)> {
        self.read(FormState::invalid_errors).unwrap_or_default()
    }

    /// Puts every element's validators back in their initial state: not validated, no
    /// error, nothing pending (values and `dirty` stay; the reference's form
    /// `resetValidators()`).
    ///
    /// # Errors
    /// When called while the form is busy with another change (from a listener of it).
    pub fn reset_validators(&self) -> Result<(), String> {
        self.write(|s| Ok(s.reset_validators()))
    }

    /// Resolves when no element (or only `path`) has a pending server rule or a waiting
    /// debounce.
    pub(crate) fn settled(&self, path: Option<String>) -> super::settle::Settled {
        super::settle::Settled::new(self.clone(), path)
    }

    /// Off the browser, where no timer fires and no request runs: runs every debounced rule
    /// the form (or `path`) waits for now, then fails every awaited server check closed
    /// ("could not be checked", a warning, the element's `error`), so a `validate_async()`
    /// or `submit()` answers instead of waiting for ever.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn settle_offline(&self, path: Option<&str>) {
        // A debounced rule may start a server check, and a listener of the `error` a
        // settled check fires may start another: a few passes, until nothing waits.
        for _ in 0..8 {
            let (checks, timers) = self.read(|s| s.waits(path)).unwrap_or_default();
            if checks.is_empty() && timers.is_empty() {
                return;
            }
            for (at, token) in timers {
                let _ = self.write(|s| Ok(s.debounce_elapsed(&at, token)));
            }
            let checks = self.read(|s| s.waits(path).0).unwrap_or_default();
            for (at, seq) in checks {
                let error = format!("the server rule of {at} is checked only in the browser");
                super::server_check::settle(self, &at, seq, Err(Some(error)));
            }
        }
    }

    /// Whether an element (or `path`) still waits for a server answer or a debounce timer.
    pub(crate) fn unsettled(&self, path: Option<&str>) -> bool {
        self.read(|s| match path {
            Some(p) => s.busy(p),
            None => s.paths().into_iter().any(|p| s.busy(p)),
        })
        .unwrap_or(true)
    }

    /// Wakes the futures waiting for a change (`validate_async`, `update_items_async`).
    pub(crate) fn wake_waiters(&self) {
        let waiters = std::mem::take(&mut *self.0.waiters.borrow_mut());
        for waker in waiters {
            waker.wake();
        }
    }

    /// Registers a waiter woken at the next state change.
    pub(crate) fn wait_for_change(&self, waker: std::task::Waker) {
        self.0.waiters.borrow_mut().push(waker);
    }
}

impl ElementHandle {
    /// Checks every rule (every language for a translatable element). A filled value waits
    /// for the `debounce` (the element's or a rule's own): `debouncing()` is true and the
    /// error shows when the timer fires, as after a change. Server rules send their request;
    /// [`validate_async`](Self::validate_async) waits for everything.
    pub fn validate(&self) -> Result<(), String> {
        self.act(ElementAction::Validate)
    }

    /// Like [`validate`](Self::validate), resolving once every rule of the element has
    /// settled (debounce timers fired, server answers in): `true` when it is valid then.
    pub async fn validate_async(&self) -> bool {
        if self.validate().is_err() {
            return false;
        }
        self.form.settled(Some(self.path.clone())).await;
        !self.invalid()
    }

    /// Checks the rules of one language (default: the current one). Fails for a code the
    /// translatable element does not have, as `set_language` does.
    pub fn validate_language(&self, language: Option<String>) -> Result<(), String> {
        self.act(ElementAction::ValidateLanguage(language))
    }

    /// Like [`validate_language`](Self::validate_language), resolving once the element's
    /// rules have settled (debounce timers fired, server answers in): `true` when that
    /// language is then valid (the spec's `validateLanguage` returns a promise); `false`
    /// for a code the element does not have.
    pub async fn validate_language_async(&self, language: Option<String>) -> bool {
        let code = language.clone().unwrap_or_else(|| self.language());
        if self.validate_language(language).is_err() {
            return false;
        }
        self.form.settled(Some(self.path.clone())).await;
        self.form
            .read(|s| s.language_valid(&self.path, &code))
            .flatten()
            .unwrap_or(false)
    }

    /// Puts the validators back in their initial state.
    pub fn reset_validators(&self) -> Result<(), String> {
        self.act(ElementAction::ResetValidators)
    }

    /// Builds the validators again from the `rules` option as it is now (set with
    /// [`set_rules`](Self::set_rules); an inline element's changed `rules` prop does this by
    /// itself). [`reset_validators`](Self::reset_validators) only resets the validators the
    /// element has.
    pub fn reinit_validation(&self) -> Result<(), String> {
        self.act(ElementAction::ReinitValidation)
    }

    /// Changes the `rules` option; the validators follow at
    /// [`reinit_validation`](Self::reinit_validation), as in the reference. Fails on an
    /// unknown rule, and on rules per language the schema refuses (keyed by a language the
    /// form lacks, or given to an element without a value per language); the old rules
    /// stay then.
    pub fn set_rules(&self, rules: Value) -> Result<(), String> {
        let path = self.path.clone();
        self.form
            .write(move |state| state.set_rules(&path, rules).map_err(|e| e.to_string()))
    }

    /// Removes the messages added by the app.
    pub fn clear_messages(&self) -> Result<(), String> {
        self.act(ElementAction::ClearMessages)
    }

    /// Adds a custom error to the message bag.
    pub fn add_error(&self, message: &str) -> Result<(), String> {
        self.act(ElementAction::AddError(message.to_string()))
    }

    /// Every error message.
    pub fn errors(&self) -> Vec<String> {
        self.read(|s, p| s.errors(p)).unwrap_or_default()
    }

    /// The first error message.
    pub fn error(&self) -> Option<String> {
        self.read(|s, p| s.error(p)).flatten()
    }

    /// Any rule failing.
    pub fn invalid(&self) -> bool {
        self.flag(|s, p| s.invalid(p))
    }

    /// Validated at least once.
    pub fn validated(&self) -> bool {
        self.flag(|s, p| s.validated(p))
    }

    /// An async rule is running.
    pub fn pending(&self) -> bool {
        self.flag(|s, p| s.pending(p))
    }

    /// Pending or debouncing.
    pub fn busy(&self) -> bool {
        self.flag(|s, p| s.busy(p))
    }

    /// A debounced validation is waiting.
    pub fn debouncing(&self) -> bool {
        self.flag(|s, p| s.debouncing(p))
    }

    /// Has a `required` rule (whose conditions hold); with rules per language, in the
    /// language the element shows, whose error `error()` gives (the form's current
    /// language: the label's `*` and `aria-required` follow the language switcher).
    pub fn is_required(&self) -> bool {
        self.flag(|s, p| s.is_required(p))
    }
}

/// Focuses a field's element (the browser only).
/// What can take the focus (a list's buttons and items, a failed submit's container).
#[cfg_attr(not(any(target_arch = "wasm32", feature = "list")), allow(dead_code))]
pub(crate) const FOCUSABLE: &str = "input:not([type=hidden]):not([disabled]), select:not([disabled]), \
    textarea:not([disabled]), [contenteditable=true], button:not([disabled]), \
    [tabindex]:not([tabindex='-1'])";

pub(crate) fn focus(element: Option<web_sys::Element>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(element) = element {
        // A container's box (a `fieldset`, a `div role=group`) takes no focus: its first
        // control does.
        focus_first_in(&element);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = element;
}

/// Focuses `root` when it takes the focus, else the first control inside it that does:
/// one that is rendered (no `hidden` ancestor: a child whose conditions fail) and is not a
/// label's info trigger (inside `[data-position]`, after the label and before the field;
/// nor anything in its tooltip). A candidate counts only when `document.activeElement` is it after `focus()`
/// (`focus()` on an element that cannot take the focus returns `Ok` and does nothing), so
/// the next candidate is tried. True when one took the focus (audit6-a11y #12).
#[cfg_attr(not(any(target_arch = "wasm32", feature = "list")), allow(dead_code))]
pub(crate) fn focus_first_in(root: &web_sys::Element) -> bool {
    use wasm_bindgen::JsCast;
    let took = |el: &web_sys::Element| -> bool {
        if el
            .closest("[hidden], [data-position], [role=tooltip]")
            .ok()
            .flatten()
            .is_some()
        {
            return false;
        }
        let Some(html) = el.dyn_ref::<web_sys::HtmlElement>() else {
            return false;
        };
        let _ = html.focus();
        el.owner_document()
            .and_then(|d| d.active_element())
            .is_some_and(|active| active.is_same_node(Some(el)))
    };
    if root.matches(FOCUSABLE).unwrap_or(false) && took(root) {
        return true;
    }
    let Ok(candidates) = root.query_selector_all(FOCUSABLE) else {
        return false;
    };
    (0..candidates.length())
        .filter_map(|i| candidates.item(i)?.dyn_into::<web_sys::Element>().ok())
        .any(|el| took(&el))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code
    use serde_json::json;
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;

    use super::FormHandle;

    /// After a failed submit the status region follows a locale switch (docs/dom.md: "it
    /// follows the corrections"; the guide: a language change re-renders every element).
    #[cfg(all(feature = "locale-de", feature = "select"))]
    #[test]
    fn the_failed_submit_status_follows_a_locale_switch() {
        let schema = FormSchema::from_value(&json!({
            "a": {"type": "select", "rules": "required"},
            "b": {"type": "select", "rules": "required"}
        }))
        .unwrap();
        let config = FormConfig::from_value(&json!({})).unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let form = FormHandle::with_state(
            FormState::from_schema(&schema, &config, &json!({}), today).unwrap(),
        );
        assert!(!form.validate());
        form.after_failed_submit();
        assert_eq!(form.status_text(), "2 fields need correcting.");
        assert!(form.switch_locale(Some("de".into())));
        assert_eq!(form.status_text(), "2 Felder müssen korrigiert werden.");
    }

    /// A locale switch that recomputes a locale map of expressions fires the field's
    /// `change` and the form's `on_change`, as any change (audit 29-E, 1); the same locale
    /// again reports nothing.
    #[cfg(all(feature = "hidden", feature = "text", feature = "expressions"))]
    #[test]
    fn a_locale_switch_reports_the_values_it_recomputes() {
        use std::cell::RefCell;
        use std::rc::Rc;
        use yew::Callback;
        use yewform_core::Value;

        use crate::events::{EventArgs, FiredEvent};

        let schema = FormSchema::from_value(&json!({
            "first": {"type": "text", "default": "Ann"},
            "greeting": {"type": "hidden",
                "expression": {"en": "Hello {first}", "de": "Hallo {first}"}}
        }))
        .unwrap();
        let config = FormConfig::from_value(&json!({})).unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let form = FormHandle::with_state(
            FormState::from_schema(&schema, &config, &json!({}), today).unwrap(),
        );
        let events: Rc<RefCell<Vec<EventArgs>>> = Rc::default();
        let seen = events.clone();
        form.el("greeting").on(
            "change",
            Callback::from(move |e: FiredEvent| seen.borrow_mut().push(e.args)),
        );
        let changes: Rc<RefCell<Vec<(Value, Value)>>> = Rc::default();
        let seen = changes.clone();
        form.set_on_change(Some(Callback::from(move |pair| {
            seen.borrow_mut().push(pair)
        })));

        assert!(form.switch_locale(Some("de".into())));
        assert_eq!(
            *events.borrow(),
            [EventArgs::Change {
                new: json!("Hallo Ann"),
                old: json!("Hello Ann")
            }]
        );
        assert_eq!(
            *changes.borrow(),
            [(
                json!({"first": "Ann", "greeting": "Hallo Ann"}),
                json!({"first": "Ann", "greeting": "Hello Ann"})
            )]
        );
        assert!(!form.switch_locale(Some("de".into())));
        assert_eq!((events.borrow().len(), changes.borrow().len()), (1, 1));
    }
}
