//! The validation state of one element: every rule of every language, async checks with
//! sequence numbers, and debouncing exposed as data.

use serde_json::Value;

use super::context::ValidationContext;
use super::filled::is_own_filled;
use super::parse::RuleSpec;
use super::registry::AsyncCheck;
use super::validator::{RuleFailure, Step, Validator};

/// A server check to send, tagged with the sequence number to answer with
/// [`Validation::resolve_async`].
#[derive(Debug, Clone, PartialEq)]
pub struct PendingCheck {
    /// Pass this back to [`Validation::resolve_async`].
    pub seq: u64,
    /// The language the check belongs to (multilingual elements).
    pub language: Option<String>,
    /// The rule name.
    pub rule: String,
    /// The request.
    pub check: AsyncCheck,
}

/// What a validation run asks the caller to do.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ValidationRun {
    /// Server checks to send (empty when every rule decided locally).
    pub checks: Vec<PendingCheck>,
}

impl ValidationRun {
    fn extend(&mut self, other: ValidationRun) {
        self.checks.extend(other.checks);
    }
}

/// One debounce timer to start: after `wait_ms`, call [`Validation::debounce_elapsed`]
/// with `token`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DebounceTimer {
    /// Milliseconds to wait.
    pub wait_ms: u64,
    /// Identifies this timer; a newer call makes it stale.
    pub token: u64,
}

/// The result of [`Validation::validate_debounced`]: rules without a delay already ran
/// (`run`), the others wait for `timers`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DebouncePlan {
    /// What the rules that ran at once need (server checks).
    pub run: ValidationRun,
    /// Timers to start (one per distinct delay); empty when nothing waits.
    pub timers: Vec<DebounceTimer>,
}

#[derive(Debug, Clone)]
struct Slot {
    language: Option<String>,
    validators: Vec<Validator>,
}

impl Slot {
    fn validated(&self) -> bool {
        self.validators.iter().all(Validator::validated)
    }

    /// Whether a `nullable` rule (whose conditions hold) lets an unfilled value skip all.
    fn skips(&self, value: &Value, ctx: &dyn ValidationContext) -> bool {
        !is_own_filled(value, ctx)
            && self.validators.iter().any(|v| {
                v.name() == "nullable"
                    && v.rule()
                        .condition
                        .as_ref()
                        .is_none_or(|c| ctx.condition_holds(c))
            })
    }

    /// Runs the rules without a delay and sets the others waiting (a rule's own
    /// `debounce=ms`, else `element_debounce`), on the timers of `plan` (one per delay); an
    /// unfilled value runs every rule at once (as the reference).
    fn run_debounced(
        &mut self,
        value: &Value,
        ctx: &dyn ValidationContext,
        seq: &mut u64,
        element_debounce: Option<u64>,
        plan: &mut DebouncePlan,
    ) {
        if !is_own_filled(value, ctx) {
            plan.run.extend(self.run(value, ctx, seq, &every));
            return;
        }
        for validator in &mut self.validators {
            let wait = validator
                .rule()
                .debounce()
                .or(element_debounce)
                .filter(|d| *d > 0);
            let token =
                wait.map(
                    |wait_ms| match plan.timers.iter().find(|t| t.wait_ms == wait_ms) {
                        Some(t) => t.token,
                        None => {
                            *seq += 1;
                            plan.timers.push(DebounceTimer {
                                wait_ms,
                                token: *seq,
                            });
                            *seq
                        }
                    },
                );
            validator.set_debounce_token(token);
        }
        plan.run
            .extend(self.run(value, ctx, seq, &|v| v.debounce_token().is_none()));
    }

    fn run(
        &mut self,
        value: &Value,
        ctx: &dyn ValidationContext,
        seq: &mut u64,
        only: &dyn Fn(&Validator) -> bool,
    ) -> ValidationRun {
        let skip = self.skips(value, ctx);
        let mut run = ValidationRun::default();
        // One body for every caller: `only` is a `dyn` callback, not a generic (docs/size.md).
        for v in &mut self.validators {
            if !only(v) {
                continue;
            }
            if let Step::Async(s, check) = v.run(value, ctx, skip, seq) {
                run.checks.push(PendingCheck {
                    seq: s,
                    language: self.language.clone(),
                    rule: v.name().to_string(),
                    check,
                });
            }
        }
        run
    }
}

/// The validation state of one element.
///
/// A multilingual element (created with `languages`, or with per-language rules) validates
/// each language separately; its value is `{lang: value}` and a missing language is
/// validated as `null`.
#[derive(Debug, Clone)]
pub struct Validation {
    spec: RuleSpec,
    languages: Option<Vec<String>>,
    slots: Vec<Slot>,
    seq: u64,
    debounce: Option<u64>,
}

/// [`Slot::run`]'s filter that takes every validator.
fn every(_: &Validator) -> bool {
    true
}

fn build_slots(spec: &RuleSpec, languages: Option<&[String]>) -> Vec<Slot> {
    let langs: Option<Vec<String>> = match (languages, spec) {
        (Some(l), _) => Some(l.to_vec()),
        (None, RuleSpec::PerLanguage(list)) => Some(list.iter().map(|(l, _)| l.clone()).collect()),
        (None, RuleSpec::Rules(_)) => None,
    };
    let make = |lang: Option<&str>| Slot {
        language: lang.map(str::to_string),
        validators: spec
            .for_language(lang)
            .rules
            .into_iter()
            .map(Validator::new)
            .collect(),
    };
    match langs {
        Some(list) => list.iter().map(|l| make(Some(l))).collect(),
        None => vec![make(None)],
    }
}

impl Validation {
    /// The validation state for `spec`; `languages` makes it multilingual.
    pub fn new(spec: RuleSpec, languages: Option<&[String]>) -> Validation {
        let slots = build_slots(&spec, languages);
        Validation {
            languages: languages.map(<[String]>::to_vec),
            spec,
            slots,
            seq: 0,
            debounce: None,
        }
    }

    /// Sets the element's `debounce` (milliseconds; `None` or 0: none).
    pub fn with_debounce(mut self, debounce: Option<u64>) -> Validation {
        self.debounce = debounce;
        self
    }

    /// Changes the element's `debounce`.
    pub fn set_debounce(&mut self, debounce: Option<u64>) {
        self.debounce = debounce;
    }

    /// The rules.
    pub fn spec(&self) -> &RuleSpec {
        &self.spec
    }

    /// Whether the element validates per language.
    pub fn is_multilingual(&self) -> bool {
        self.slots.iter().any(|s| s.language.is_some())
    }

    /// The languages validated, in order (empty when not multilingual).
    pub fn languages(&self) -> Vec<String> {
        let mut languages = Vec::new();
        for slot in &self.slots {
            if let Some(language) = &slot.language {
                languages.push(language.clone());
            }
        }
        languages
    }

    /// Whether any rule exists (in any language).
    pub fn has_rules(&self) -> bool {
        self.slots.iter().any(|s| !s.validators.is_empty())
    }

    /// Whether a `required` rule exists whose conditions (if any) hold now (the
    /// reference's `isRequired`), in any language.
    pub fn is_required(&self, ctx: &dyn ValidationContext) -> bool {
        self.any(&|v| required_now(v, ctx))
    }

    /// [`is_required`](Self::is_required) in the language `language`: with rules per
    /// language (`{"en": "required", "de": "min:3"}`) only that language's (and the rules
    /// shared by every language) count, so the German surface of that editor is not marked
    /// required while an empty German text passes.
    pub fn is_required_in(&self, ctx: &dyn ValidationContext, language: &str) -> bool {
        for slot in &self.slots {
            if slot.language.as_deref().is_none_or(|l| l == language)
                && slot.validators.iter().any(|v| required_now(v, ctx))
            {
                return true;
            }
        }
        false
    }

    /// Whether `f` holds for any validator, slot by slot: nested loops and one `dyn`
    /// callback, not a flattened iterator per question (less wasm, docs/size.md).
    pub(crate) fn any(&self, f: &dyn Fn(&Validator) -> bool) -> bool {
        for slot in &self.slots {
            for v in &slot.validators {
                if f(v) {
                    return true;
                }
            }
        }
        false
    }

    /// As [`Validation::any`], with the validators mutably (stops at the first `true`).
    fn any_mut(&mut self, f: &mut dyn FnMut(&mut Validator) -> bool) -> bool {
        for slot in &mut self.slots {
            for v in &mut slot.validators {
                if f(v) {
                    return true;
                }
            }
        }
        false
    }

    /// Every validator, with its language.
    pub fn validators(&self) -> impl Iterator<Item = &Validator> {
        self.slots.iter().flat_map(|s| s.validators.iter())
    }

    /// Each slot's value, in slot order (one loop for every caller, docs/size.md).
    fn values_for(&self, value: &Value) -> Vec<Value> {
        let mut values = Vec::with_capacity(self.slots.len());
        for slot in &self.slots {
            values.push(self.value_for(slot, value));
        }
        values
    }

    fn value_for(&self, slot: &Slot, value: &Value) -> Value {
        match &slot.language {
            Some(lang) => value.get(lang).cloned().unwrap_or(Value::Null),
            None => value.clone(),
        }
    }

    /// Validates every rule (every language). Returns the server checks to send.
    pub fn validate(&mut self, value: &Value, ctx: &dyn ValidationContext) -> ValidationRun {
        let mut run = ValidationRun::default();
        let values = self.values_for(value);
        for (slot, v) in self.slots.iter_mut().zip(values) {
            run.extend(slot.run(&v, ctx, &mut self.seq, &every));
        }
        run
    }

    /// Validates one language; `value` is that language's value. An unknown language
    /// validates nothing.
    pub fn validate_language(
        &mut self,
        lang: &str,
        value: &Value,
        ctx: &dyn ValidationContext,
    ) -> ValidationRun {
        let seq = &mut self.seq;
        match self
            .slots
            .iter_mut()
            .find(|s| s.language.as_deref() == Some(lang))
        {
            Some(slot) => slot.run(value, ctx, seq, &every),
            None => ValidationRun::default(),
        }
    }

    /// Validates after a change, honouring `debounce`: rules with a delay (their own
    /// `debounce=ms`, else the element's) wait for a timer and make
    /// [`Validation::debouncing`] true; the others run at once. An unfilled value runs
    /// every rule at once and cancels any pending timer (as the reference).
    pub fn validate_debounced(
        &mut self,
        value: &Value,
        ctx: &dyn ValidationContext,
    ) -> DebouncePlan {
        let mut plan = DebouncePlan::default();
        let values = self.values_for(value);
        let element_debounce = self.debounce.filter(|d| *d > 0);
        for (slot, v) in self.slots.iter_mut().zip(values) {
            slot.run_debounced(&v, ctx, &mut self.seq, element_debounce, &mut plan);
        }
        plan
    }

    /// As [`validate_debounced`](Self::validate_debounced), for one language of a
    /// multilingual element (`value` is that language's value): each rule waits for its
    /// own delay, else the element's, on timers of its own, so another language's change
    /// leaves them running. An unknown language validates nothing.
    pub fn validate_language_debounced(
        &mut self,
        lang: &str,
        value: &Value,
        ctx: &dyn ValidationContext,
    ) -> DebouncePlan {
        let mut plan = DebouncePlan::default();
        let element_debounce = self.debounce.filter(|d| *d > 0);
        if let Some(slot) = self
            .slots
            .iter_mut()
            .find(|s| s.language.as_deref() == Some(lang))
        {
            slot.run_debounced(value, ctx, &mut self.seq, element_debounce, &mut plan);
        }
        plan
    }

    /// A debounce timer fired: runs the rules waiting for `token` with the current
    /// `value`. `None` when the token is stale (a newer change or validation replaced it).
    pub fn debounce_elapsed(
        &mut self,
        token: u64,
        value: &Value,
        ctx: &dyn ValidationContext,
    ) -> Option<ValidationRun> {
        let waiting = self.any(&|v| v.debounce_token() == Some(token));
        if !waiting {
            return None;
        }
        let mut run = ValidationRun::default();
        let values = self.values_for(value);
        for (slot, v) in self.slots.iter_mut().zip(values) {
            run.extend(slot.run(&v, ctx, &mut self.seq, &|val| {
                val.debounce_token() == Some(token)
            }));
        }
        Some(run)
    }

    /// Feeds a server answer back. Applied (returns `true`) only when `seq` is still the
    /// newest request of its rule and language; a stale answer is dropped.
    pub fn resolve_async(&mut self, seq: u64, passed: bool) -> bool {
        self.any_mut(&mut |v| v.resolve(seq, passed))
    }

    /// The request `seq` got no usable answer (a network error, a time-out, a bad body): if
    /// it is still the newest request of its rule, the rule fails with the "could not be
    /// checked" message and is no longer pending. A stale `seq` changes nothing (`false`).
    pub fn resolve_async_unchecked(&mut self, seq: u64) -> bool {
        self.any_mut(&mut |v| v.resolve_unchecked(seq))
    }

    /// Every language validated at least once (true from the start without rules).
    pub fn validated(&self) -> bool {
        self.slots.iter().all(Slot::validated)
    }

    /// Whether a language has been validated at least once.
    pub fn language_validated(&self, lang: &str) -> bool {
        for slot in &self.slots {
            if slot.language.as_deref() == Some(lang) && !slot.validated() {
                return false;
            }
        }
        true
    }

    /// Any rule failing (any language).
    pub fn invalid(&self) -> bool {
        self.any(&Validator::invalid)
    }

    /// Any rule failing in `lang`.
    pub fn language_invalid(&self, lang: &str) -> bool {
        for slot in &self.slots {
            if slot.language.as_deref() == Some(lang)
                && slot.validators.iter().any(Validator::invalid)
            {
                return true;
            }
        }
        false
    }

    /// A server check outstanding (any language).
    pub fn pending(&self) -> bool {
        self.any(&Validator::pending)
    }

    /// What the element waits for: each server check's sequence number and each debounce
    /// timer's token (any language).
    pub fn waits(&self) -> (Vec<u64>, Vec<u64>) {
        let (mut checks, mut timers) = (Vec::new(), Vec::new());
        for v in self.validators() {
            checks.extend(v.pending_seq());
            timers.extend(v.debounce_token());
        }
        timers.dedup();
        (checks, timers)
    }

    /// Whether the server check `seq` is still awaited: no newer check of its rule replaced
    /// it and no reset dropped it (its answer would be applied).
    pub fn awaits(&self, seq: u64) -> bool {
        self.any(&|v| v.awaits(seq))
    }

    /// A rule waiting for its debounce timer (any language).
    pub fn debouncing(&self) -> bool {
        self.any(&Validator::debouncing)
    }

    /// `pending || debouncing`.
    pub fn busy(&self) -> bool {
        self.pending() || self.debouncing()
    }

    /// The failing rules in rule order, language by language (`None` language for a
    /// single-language element).
    pub fn failures(&self) -> Vec<(Option<&str>, &RuleFailure)> {
        let mut out = Vec::new();
        for s in &self.slots {
            for v in &s.validators {
                if let Some(f) = v.failure() {
                    out.push((s.language.as_deref(), f));
                }
            }
        }
        out
    }

    /// Every validator back to its initial state (not validated, valid, nothing pending).
    pub fn reset_validators(&mut self) {
        for s in &mut self.slots {
            for v in &mut s.validators {
                v.reset();
            }
        }
    }

    /// Replaces the rules (after the `rules` option changed); state starts over.
    pub fn reinit(&mut self, spec: RuleSpec) {
        self.slots = build_slots(&spec, self.languages.as_deref());
        self.spec = spec;
    }

    /// Paths that conditional rules and `same`/`different`/`gt`/`after`/… reference, as
    /// written (with `*` wildcards); revalidate when one changes.
    pub fn dependencies(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for s in &self.slots {
            for v in &s.validators {
                for d in v.dependencies() {
                    if !out.contains(&d) {
                        out.push(d);
                    }
                }
            }
        }
        out
    }

    /// [`Validation::dependencies`] for the element at `element_path`: each `*` is filled
    /// with the element path's list indices in order, `confirmed` adds
    /// `<path>_confirmation`, and `distinct` in a list item its siblings (`lines.*.sku`).
    pub fn dependencies_at(&self, element_path: &str) -> Vec<String> {
        // Loops, no adapter chains collected (less wasm, docs/size.md).
        let mut indices: Vec<&str> = Vec::new();
        for p in element_path.split('.') {
            if !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit()) {
                indices.push(p);
            }
        }
        let mut out: Vec<String> = Vec::new();
        let mut push = |p: String| {
            if !out.contains(&p) {
                out.push(p);
            }
        };
        for d in self.dependencies() {
            let mut idx = indices.iter();
            let mut filled = String::with_capacity(d.len());
            for (n, part) in d.split('.').enumerate() {
                if n > 0 {
                    filled.push('.');
                }
                filled.push_str(if part == "*" {
                    idx.next().map_or("*", |v| v)
                } else {
                    part
                });
            }
            push(filled);
        }
        if self.any(&|v| v.name() == "confirmed") {
            let mut confirmation = element_path.to_owned();
            confirmation.push_str("_confirmation");
            push(confirmation);
        }
        // `distinct` in a list item reads its siblings: `lines.0.sku` reads `lines.*.sku`.
        if self.any(&|v| v.name() == "distinct") {
            if let Some(siblings) = siblings_of(element_path) {
                push(siblings);
            }
        }
        out
    }
}

/// `element_path` with its last list index as `*` (`lines.0.sku` → `lines.*.sku`): the same
/// field of every item; `None` outside a list.
fn siblings_of(element_path: &str) -> Option<String> {
    let parts: Vec<&str> = element_path.split('.').collect();
    let at = parts
        .iter()
        .rposition(|p| !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit()))?;
    let mut out = String::with_capacity(element_path.len());
    for (n, part) in parts.iter().enumerate() {
        if n > 0 {
            out.push('.');
        }
        out.push_str(if n == at { "*" } else { part });
    }
    Some(out)
}

impl Validation {
    /// The validator error messages (no app-added ones; see
    /// [`MessageBag`](crate::messages::MessageBag)), multilingual ones suffixed with the
    /// language name.
    pub fn errors(&self, ctx: &crate::messages::MessageContext<'_>) -> Vec<String> {
        crate::messages::MessageBag::new().errors(self, ctx)
    }

    /// The first validator error (when multilingual: of the current language, else another
    /// language's with its name; [`MessageBag::error`](crate::messages::MessageBag::error)).
    pub fn error(&self, ctx: &crate::messages::MessageContext<'_>) -> Option<String> {
        crate::messages::MessageBag::new().error(self, ctx)
    }
}

/// A `required` rule whose conditions (if any) hold now.
fn required_now(v: &Validator, ctx: &dyn ValidationContext) -> bool {
    v.name() == "required"
        && v.rule()
            .condition
            .as_ref()
            .is_none_or(|c| ctx.condition_holds(c))
}
