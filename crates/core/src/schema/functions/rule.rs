//! A validation rule written as a closure ([`Functions::rule`](super::Functions::rule)).

use std::sync::Arc;

use serde_json::Value;

use crate::rules::{Rule, RuleOutcome, RuleParams, ValidationContext};

/// A rule written as a closure: `check(value)` decides; the message is the element's or
/// form's `messages[name]`, else `message`.
pub(super) struct FnRule {
    pub(super) name: String,
    pub(super) message: String,
    pub(super) check: Arc<dyn Fn(&Value) -> bool + Send + Sync>,
}

impl Rule for FnRule {
    fn name(&self) -> &str {
        &self.name
    }

    fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
        (self.check)(value).into()
    }

    fn default_message(&self, _locale: &str) -> Option<String> {
        Some(self.message.clone())
    }
}
