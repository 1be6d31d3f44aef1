//! One rule's validation state ([`Validator`]) and what a failure records
//! ([`RuleFailure`]).

use std::fmt;
use std::sync::Arc;

use serde_json::Value;

use super::context::ValidationContext;
use super::parse::ParsedRule;
use super::registry::AsyncCheck;
use super::registry::{Rule, RuleOutcome};
use super::size::{MessageType, message_type};

/// Why a rule failed: everything the message needs.
#[derive(Clone)]
pub struct RuleFailure {
    /// The rule name (the key of `messages` overrides).
    pub rule: String,
    /// The locale key (`validation.<key>`).
    pub message_key: String,
    /// The sub-key for size messages, when the rule has them.
    pub message_type: Option<MessageType>,
    /// Placeholder values (`min` → `3`, `other` → the other element's name, …).
    pub params: Vec<(String, String)>,
    /// The element the `:other` placeholder names.
    pub other_path: Option<String>,
    rule_impl: Arc<dyn Rule>,
}

impl fmt::Debug for RuleFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleFailure")
            .field("rule", &self.rule)
            .field("message_key", &self.message_key)
            .field("message_type", &self.message_type)
            .field("params", &self.params)
            .field("other_path", &self.other_path)
            .finish()
    }
}

impl PartialEq for RuleFailure {
    fn eq(&self, other: &Self) -> bool {
        self.rule == other.rule
            && self.message_key == other.message_key
            && self.message_type == other.message_type
            && self.params == other.params
            && self.other_path == other.other_path
    }
}

impl RuleFailure {
    /// Builds the failure of `rule` for `value`.
    pub fn new(rule: &ParsedRule, value: &Value, ctx: &dyn ValidationContext) -> RuleFailure {
        let imp = rule.rule_arc();
        let message_type = if imp.sized_message() {
            Some(message_type(value, &rule.params, ctx))
        } else {
            None
        };
        let other_path = imp.other_path(&rule.params);
        let mut params = imp.message_params(value, &rule.params, ctx);
        if let Some(path) = &other_path {
            let name = ctx.generic_name(path).unwrap_or_else(|| path.clone());
            params.push(("other".to_string(), name));
        }
        RuleFailure {
            rule: rule.name.clone(),
            message_key: imp.message_key().to_string(),
            message_type,
            params,
            other_path,
            rule_impl: imp,
        }
    }

    /// The rule's own default message for `locale` (custom rules).
    pub fn default_message(&self, locale: &str) -> Option<String> {
        self.rule_impl.default_message(locale)
    }
}

/// The state of one rule of an element (of one language).
#[derive(Debug, Clone)]
pub struct Validator {
    rule: ParsedRule,
    invalid: bool,
    validated: bool,
    failure: Option<RuleFailure>,
    pending: Option<u64>,
    async_failure: Option<RuleFailure>,
    debounce_token: Option<u64>,
}

/// What running one validator produced.
pub(crate) enum Step {
    Done,
    Async(u64, AsyncCheck),
}

impl Validator {
    /// A validator in its initial state.
    pub fn new(rule: ParsedRule) -> Validator {
        Validator {
            rule,
            invalid: false,
            validated: false,
            failure: None,
            pending: None,
            async_failure: None,
            debounce_token: None,
        }
    }

    /// The parsed rule.
    pub fn rule(&self) -> &ParsedRule {
        &self.rule
    }

    /// The rule name.
    pub fn name(&self) -> &str {
        &self.rule.name
    }

    /// Whether the rule currently fails.
    pub fn invalid(&self) -> bool {
        self.invalid
    }

    /// Whether the rule has run at least once.
    pub fn validated(&self) -> bool {
        self.validated
    }

    /// Whether a server check is outstanding.
    pub fn pending(&self) -> bool {
        self.pending.is_some()
    }

    /// The server check this rule waits for, if any.
    pub fn pending_seq(&self) -> Option<u64> {
        self.pending
    }

    /// Whether the server check `seq` is the one this rule waits for.
    pub fn awaits(&self, seq: u64) -> bool {
        self.pending == Some(seq)
    }

    /// Whether the rule waits for a debounce timer.
    pub fn debouncing(&self) -> bool {
        self.debounce_token.is_some()
    }

    /// The current failure, when invalid.
    pub fn failure(&self) -> Option<&RuleFailure> {
        if self.invalid {
            self.failure.as_ref()
        } else {
            None
        }
    }

    /// Paths whose change should revalidate this rule.
    pub fn dependencies(&self) -> Vec<String> {
        self.rule.dependencies()
    }

    pub(crate) fn debounce_token(&self) -> Option<u64> {
        self.debounce_token
    }

    pub(crate) fn set_debounce_token(&mut self, token: Option<u64>) {
        self.debounce_token = token;
    }

    /// Back to the initial state.
    pub fn reset(&mut self) {
        *self = Validator::new(self.rule.clone());
    }

    fn pass(&mut self) {
        self.invalid = false;
        self.failure = None;
        self.pending = None;
        self.async_failure = None;
    }

    /// Runs the rule. `skip` is true when a `nullable` rule lets an unfilled value pass.
    pub(crate) fn run(
        &mut self,
        value: &Value,
        ctx: &dyn ValidationContext,
        skip: bool,
        seq: &mut u64,
    ) -> Step {
        self.validated = true;
        self.debounce_token = None;
        let applies = self
            .rule
            .condition
            .as_ref()
            .is_none_or(|c| ctx.condition_holds(c));
        if !applies || skip {
            self.pass();
            return Step::Done;
        }
        match self.rule.rule().check(value, &self.rule.params, ctx) {
            RuleOutcome::Pass => {
                self.pass();
                Step::Done
            }
            RuleOutcome::Fail => {
                self.invalid = true;
                self.failure = Some(RuleFailure::new(&self.rule, value, ctx));
                self.pending = None;
                self.async_failure = None;
                Step::Done
            }
            RuleOutcome::Async(check) => {
                *seq += 1;
                self.pending = Some(*seq);
                self.async_failure = Some(RuleFailure::new(&self.rule, value, ctx));
                Step::Async(*seq, check)
            }
        }
    }

    /// Applies a server answer if `seq` is this validator's newest request.
    pub(crate) fn resolve(&mut self, seq: u64, passed: bool) -> bool {
        if self.pending != Some(seq) {
            return false;
        }
        self.pending = None;
        self.invalid = !passed;
        self.failure = if passed {
            None
        } else {
            self.async_failure.take()
        };
        self.async_failure = None;
        true
    }

    /// The request `seq` (this validator's newest) failed or timed out: the rule fails with
    /// the "could not be checked" message ([`crate::messages::UNCHECKED_KEY`]).
    pub(crate) fn resolve_unchecked(&mut self, seq: u64) -> bool {
        if self.pending != Some(seq) {
            return false;
        }
        self.pending = None;
        self.invalid = true;
        self.failure = self.async_failure.take().map(|mut failure| {
            failure.message_key = crate::messages::UNCHECKED_KEY.to_string();
            failure.message_type = None;
            failure
        });
        true
    }
}
