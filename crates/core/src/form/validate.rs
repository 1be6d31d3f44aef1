//! Running validation: one element, on change (with debounce), dependents, the whole
//! form, server answers and debounce timers.

use super::outcome::{Changed, Log, Outcome, Task};
use super::state::FormState;
use super::view::view;
use crate::conditions::path::paths_overlap;
use crate::rules::ValidationRun;

/// Which rules of an element to run.
enum Scope<'a> {
    /// Every language.
    All,
    /// One language of a multilingual element.
    Language(&'a str),
}

impl FormState {
    /// Validates every available element (every language), in element order, and answers
    /// with the server checks to send ([`Outcome::tasks`]); re-rendered are the elements whose
    /// visible validation state changed: their errors, or their `invalid`, `validated` or
    /// `busy` flag. An element that was already valid and validated is not named, so a view
    /// re-renders only the elements whose error or state it shows differently. Unavailable
    /// elements are skipped, so their rules never fail the form (their earlier state is kept
    /// and ignored by [`form_invalid`](Self::form_invalid)). Waiting debounce timers become
    /// stale. Linear in the number of elements.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::form::{Changed, FormState};
    /// use yewform_core::schema::FormSchema;
    /// let schema = FormSchema::from_value(&json!({
    ///     "a": {"type": "select", "items": [1, 2], "rules": "required", "default": 1},
    ///     "b": {"type": "select", "items": [1, 2], "rules": "required"},
    /// })).unwrap();
    /// let today = Date::new(2024, 6, 1).unwrap();
    /// let mut state =
    ///     FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    /// assert_eq!(state.validate_all().changed, Changed::Paths(vec!["a".into(), "b".into()]));
    /// assert!(state.validate_all().changed.is_empty());
    /// ```
    pub fn validate_all(&mut self) -> Outcome {
        // Loops, no adapter chains collected (less wasm, docs/size.md).
        let mut paths = Vec::new();
        let mut before = Vec::new();
        for (el, rt) in self.elements.iter().zip(&self.runtime) {
            if el.available() && rt.validation.has_rules() {
                paths.push(el.path().to_owned());
            }
        }
        for path in &paths {
            before.push(self.validation_look(path));
        }
        let mut log = Log::default();
        for i in 0..self.elements.len() {
            let available = self.elements.get(i).is_some_and(|el| el.available());
            let has_rules = self
                .runtime
                .get(i)
                .is_some_and(|rt| rt.validation.has_rules());
            if available && has_rules {
                self.validate_index(i, None, &mut log);
            }
        }
        let mut changed = Vec::new();
        for (path, before) in paths.into_iter().zip(before) {
            if before != self.validation_look(&path) {
                changed.push(path);
            }
        }
        let mut out = Self::outcome_of(log);
        out.changed = Changed::Paths(changed);
        out
    }

    /// What a validation of the whole form ran on: every element's data and which elements
    /// were available. Take it right after [`validate_all`](Self::validate_all) and ask
    /// [`validated_as`](Self::validated_as) once the server answers are in: a submit sends
    /// only what was validated as it is.
    pub fn validation_snapshot(&self) -> ValidationSnapshot {
        let mut available = Vec::new();
        for el in &self.elements {
            if el.available() {
                available.push(el.path().to_owned());
            }
        }
        ValidationSnapshot {
            data: self.data(),
            available,
        }
    }

    /// Whether the validation that `snapshot` was taken at still holds, settled: no rule
    /// waits (server answer, debounce), the data and the available elements are those it
    /// validated, and every available element with rules is validated (a state rebuilt or
    /// reset since starts afresh). `false` means: validate again before sending (a condition
    /// made an element available, a value changed without `validateOn: change`, the form
    /// was rebuilt). Server answers arriving keep it true, so waiting for them never calls
    /// for another round.
    pub fn validated_as(&self, snapshot: &ValidationSnapshot) -> bool {
        for (el, rt) in self.elements.iter().zip(&self.runtime) {
            if rt.validation.busy() {
                return false;
            }
            if el.available() && rt.validation.has_rules() && !rt.validation.validated() {
                return false;
            }
        }
        *snapshot == self.validation_snapshot()
    }

    /// What a view shows of the element's validation: errors, `invalid`, `validated`, `busy`.
    fn validation_look(&self, path: &str) -> (Vec<String>, bool, bool, bool) {
        (
            self.errors(path),
            self.invalid(path),
            self.validated(path),
            self.busy(path),
        )
    }

    /// Feeds back the server's answer to the check `seq` of the element at `path`. A stale
    /// answer (a newer check replaced it) or an unknown path changes nothing (an empty
    /// outcome); otherwise the element re-renders.
    pub fn resolve_async(&mut self, path: &str, seq: u64, passed: bool) -> Outcome {
        let Ok(i) = self.position(path) else {
            return Outcome::none();
        };
        let applied = self
            .runtime
            .get_mut(i)
            .is_some_and(|rt| rt.validation.resolve_async(seq, passed));
        if applied {
            Outcome {
                changed: Changed::Paths(vec![path.to_owned()]),
                ..Outcome::none()
            }
        } else {
            Outcome::none()
        }
    }

    /// The check `seq` of the element at `path` got no usable answer (the request failed or
    /// timed out): the rule fails with the "could not be checked" message (`unchecked`) and
    /// the element is no longer pending. Stale like [`resolve_async`](Self::resolve_async).
    pub fn resolve_async_unchecked(&mut self, path: &str, seq: u64) -> Outcome {
        let Ok(i) = self.position(path) else {
            return Outcome::none();
        };
        let applied = self
            .runtime
            .get_mut(i)
            .is_some_and(|rt| rt.validation.resolve_async_unchecked(seq));
        if applied {
            Outcome {
                changed: Changed::Paths(vec![path.to_owned()]),
                ..Outcome::none()
            }
        } else {
            Outcome::none()
        }
    }

    /// A debounce timer of the element at `path` fired: runs the rules that waited for
    /// `token` with the current value. A stale token (a newer change, validation or reset
    /// replaced it) changes nothing (an empty outcome); otherwise the element re-renders, and
    /// its server checks are to be sent.
    pub fn debounce_elapsed(&mut self, path: &str, token: u64) -> Outcome {
        let mut out = Log::default();
        let Ok(i) = self.position(path) else {
            return Outcome::none();
        };
        let blank = self.validates_as_null(i);
        let (Some(el), Some(rt)) = (self.elements.get(i), self.runtime.get_mut(i)) else {
            return Outcome::none();
        };
        let view = view!(self, Some(el.path()));
        if let Some(run) =
            rt.validation
                .debounce_elapsed(token, &rules_value(&self.elements, el, blank), &view)
        {
            push_run(path, run, &mut out);
        }
        Self::outcome_of(out)
    }

    /// Runs the rules of element `i` in `scope`; a `language` of `None` means every
    /// language.
    pub(crate) fn validate_index(&mut self, i: usize, language: Option<&str>, out: &mut Log) {
        let scope = match language {
            Some(l) => Scope::Language(l),
            None => Scope::All,
        };
        let blank = self.validates_as_null(i);
        let (Some(el), Some(rt)) = (self.elements.get(i), self.runtime.get_mut(i)) else {
            return;
        };
        let view = view!(self, Some(el.path()));
        let run = match scope {
            Scope::All => rt
                .validation
                .validate(&rules_value(&self.elements, el, blank), &view),
            Scope::Language(lang) => {
                let value = el
                    .value()
                    .get(lang)
                    .cloned()
                    .unwrap_or(serde_json::Value::Null);
                rt.validation.validate_language(lang, &value, &view)
            }
        };
        push_run(el.path(), run, out);
    }

    /// Validation after the user changed element `i`: only the current language of a
    /// multilingual element; through the debounce when one applies and the value is
    /// filled (an unfilled value validates at once, as the reference). An element without
    /// rules emits nothing.
    pub(crate) fn validate_on_change(&mut self, i: usize, out: &mut Log) {
        let Some(el) = self.elements.get(i) else {
            return;
        };
        if !self
            .runtime
            .get(i)
            .is_some_and(|rt| rt.validation.has_rules())
        {
            return;
        }
        if !el.is_multilingual() {
            self.run_debounced(i, out);
            return;
        }
        let Some(language) = el.language().map(str::to_owned) else {
            return;
        };
        self.validate_language_debounced(i, language, out);
    }

    /// `validate()` of element `i`: every rule of every language, a filled value through the
    /// debounce (the element's, or a rule's own `debounce=ms`), as the reference's
    /// validators do.
    pub(crate) fn validate_debounced(&mut self, i: usize, out: &mut Log) {
        self.run_debounced(i, out);
    }

    /// [`crate::rules::Validation::validate_debounced`] of element `i` and its events. One body for
    /// `validate_debounced` and `validate_on_change` (less wasm, docs/size.md).
    fn run_debounced(&mut self, i: usize, out: &mut Log) {
        let blank = self.validates_as_null(i);
        let (Some(el), Some(rt)) = (self.elements.get(i), self.runtime.get_mut(i)) else {
            return;
        };
        let view = view!(self, Some(el.path()));
        let plan = rt
            .validation
            .validate_debounced(&rules_value(&self.elements, el, blank), &view);
        push_plan(el.path(), plan, out);
    }

    /// Validates one language of the multilingual element `i` after a change: each rule
    /// through its own delay (its `debounce=ms`, else the element's) when that language's
    /// value is filled, on timers of its own, as [`run_debounced`](Self::run_debounced) does
    /// for every language.
    pub(crate) fn validate_language_debounced(
        &mut self,
        i: usize,
        language: String,
        out: &mut Log,
    ) {
        let (Some(el), Some(rt)) = (self.elements.get(i), self.runtime.get_mut(i)) else {
            return;
        };
        let view = view!(self, Some(el.path()));
        let model = el
            .value()
            .get(&language)
            .unwrap_or(&serde_json::Value::Null);
        let plan = rt
            .validation
            .validate_language_debounced(&language, model, &view);
        push_plan(el.path(), plan, out);
    }

    /// Re-validates the available elements (other than those in `skip`) whose rules read one of
    /// `changed`, when they were validated before: every language of a single-language
    /// element, the validated languages of a multilingual one.
    pub(crate) fn revalidate_dependents(
        &mut self,
        changed: &[&str],
        skip: &[usize],
        out: &mut Log,
    ) {
        if self.rule_deps.is_empty() {
            return;
        }
        let mut targets: Vec<usize> = Vec::new();
        for (dep, i) in &self.rule_deps {
            if !skip.contains(i) && changed.iter().any(|c| paths_overlap(dep, c)) {
                targets.push(*i);
            }
        }
        crate::conditions::sort_dedup_indices(&mut targets);
        for i in targets {
            self.revalidate(i, out);
        }
    }

    /// Whether the rules of element `i` see `null` in place of its value: an object or
    /// group whose available children are all blank, so `required` fails on it (the
    /// reference's always passes). Every path that runs an element's rules on its whole
    /// value (`validate`, a change, a debounce timer) reads it through [`rules_value`] with
    /// this answer, so a container validated first by a form-wide `clear` / `load` /
    /// `update` answers as `validate()` does.
    fn validates_as_null(&self, i: usize) -> bool {
        #[cfg(feature = "nested")]
        {
            self.children_blank(i)
        }
        #[cfg(not(feature = "nested"))]
        {
            let _ = i;
            false
        }
    }

    /// Validates element `i` again if it is available and was validated before.
    pub(crate) fn revalidate(&mut self, i: usize, out: &mut Log) {
        let available = self.elements.get(i).is_some_and(|el| el.available());
        let Some(rt) = self.runtime.get(i) else {
            return;
        };
        if !available || !rt.touched() {
            return;
        }
        if !rt.validation.is_multilingual() {
            self.validate_index(i, None, out);
            return;
        }
        let languages = rt.validation.languages();
        self.revalidate_languages(i, &languages, out);
    }

    /// Validates each of `languages` of multilingual element `i` again that was validated
    /// before (at once, without debounce, as [`revalidate`](Self::revalidate)).
    pub(crate) fn revalidate_languages(&mut self, i: usize, languages: &[String], out: &mut Log) {
        for language in languages {
            let validated = self
                .runtime
                .get(i)
                .is_some_and(|rt| rt.validation.language_validated(language));
            if validated {
                self.validate_index(i, Some(language), out);
            }
        }
    }
}

/// What [`FormState::validate_all`] ran on ([`FormState::validation_snapshot`]): compared
/// by [`FormState::validated_as`] once its server checks settled.
#[derive(Debug, Clone, PartialEq)]
pub struct ValidationSnapshot {
    data: crate::Value,
    available: Vec<String>,
}

/// The value the rules of `el` validate: `null` when `as_null` (the answer of
/// [`FormState::validates_as_null`] for it), else its value as the data holds it: a
/// `forceNumbers` text whose text converts is validated as the number it submits (`max:100`
/// fails `"5000"`, `numeric` passes `"1,5"`), as the reference's value is that number; the
/// field keeps the typed text.
fn rules_value<'a>(
    elements: &'a [crate::element::ElementState],
    el: &'a crate::element::ElementState,
    as_null: bool,
) -> std::borrow::Cow<'a, crate::Value> {
    const NULL: &crate::Value = &crate::Value::Null;
    if as_null {
        std::borrow::Cow::Borrowed(NULL)
    } else {
        super::lookup::data_of(elements, el)
    }
}

/// `path` was validated (its view shows the result), then one server check per request.
/// A debounced validation's timers to start, then its server checks.
fn push_plan(path: &str, plan: crate::rules::DebouncePlan, out: &mut Log) {
    for timer in plan.timers {
        out.task(
            path,
            Task::Debounce {
                path: path.to_owned(),
                wait_ms: timer.wait_ms.min(crate::schema::MAX_WAIT_MS),
                token: timer.token,
            },
        );
    }
    push_run(path, plan.run, out);
}

fn push_run(path: &str, run: ValidationRun, out: &mut Log) {
    out.reached(path);
    for check in run.checks {
        out.task(
            path,
            Task::AsyncCheck {
                path: path.to_owned(),
                check,
            },
        );
    }
}
