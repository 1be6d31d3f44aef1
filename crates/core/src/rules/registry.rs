//! The [`Rule`] trait, rule outcomes, and the [`RuleRegistry`] of built-in and custom
//! rules.

use std::sync::Arc;

use serde_json::Value;

use super::builtin::{ALL_BUILTINS, BuiltinRule};
use super::context::ValidationContext;
use super::error::RuleError;
use super::params::RuleParams;

/// A request a server rule (`unique`, `exists`, `active_url`, or a custom rule) needs
/// answered.
#[derive(Debug, Clone, PartialEq)]
pub struct AsyncCheck {
    /// The `endpoints` key: `"unique"`, `"exists"` or `"activeUrl"` (or a custom rule's).
    pub endpoint: &'static str,
    /// The JSON body to post.
    pub body: Value,
}

/// What one rule decided about a value.
#[derive(Debug, Clone, PartialEq)]
pub enum RuleOutcome {
    /// The value is valid.
    Pass,
    /// The value is invalid.
    Fail,
    /// A server has to decide: send this request and feed its boolean back.
    Async(AsyncCheck),
}

impl From<bool> for RuleOutcome {
    fn from(ok: bool) -> RuleOutcome {
        if ok {
            RuleOutcome::Pass
        } else {
            RuleOutcome::Fail
        }
    }
}

/// A validation rule. Built-ins implement it, and so can an app's own rules (register
/// them in a [`RuleRegistry`] and parse with
/// [`parse_rules_with`](super::parse_rules_with)).
///
/// ```
/// use yewform_core::Value;
/// use yewform_core::rules::{Rule, RuleOutcome, RuleParams, RuleRegistry, ValidationContext,
///     parse_rules_with};
///
/// struct Even;
/// impl Rule for Even {
///     fn name(&self) -> &str { "even" }
///     fn check(&self, value: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
///         value.as_i64().is_some_and(|n| n % 2 == 0).into()
///     }
///     fn default_message(&self, _locale: &str) -> Option<String> {
///         Some("The :attribute must be even.".into())
///     }
/// }
///
/// let mut registry = RuleRegistry::default();
/// registry.register(Even);
/// assert!(parse_rules_with(&Value::from("required|even"), &registry).is_ok());
/// ```
pub trait Rule: Send + Sync {
    /// The rule name as written in a rules string.
    fn name(&self) -> &str;

    /// Decides `value`, the element's value as the data holds it (a `forceNumbers` text
    /// typed `"1,5"` gives the number 1.5). `params` are the rule's parsed parameters.
    fn check(&self, value: &Value, params: &RuleParams, ctx: &dyn ValidationContext)
    -> RuleOutcome;

    /// The key of the rule's message (`messages[key]`, locale `validation.<key>`; the
    /// built-in locale texts beyond `required` need the `rules` feature). Defaults to the
    /// name.
    fn message_key(&self) -> &str {
        self.name()
    }

    /// Whether the locale message has `numeric`/`file`/`string`/`array` sub-keys.
    fn sized_message(&self) -> bool {
        false
    }

    /// Placeholder values for the failure message, e.g. `("min", "3")` for `:min`.
    fn message_params(
        &self,
        _value: &Value,
        _params: &RuleParams,
        _ctx: &dyn ValidationContext,
    ) -> Vec<(String, String)> {
        Vec::new()
    }

    /// The element the `:other` placeholder names, if any.
    fn other_path(&self, _params: &RuleParams) -> Option<String> {
        None
    }

    /// Checks (and may precompute into) the parameters when the rules are parsed.
    fn prepare(&self, _params: &mut RuleParams) -> Result<(), RuleError> {
        Ok(())
    }

    /// Element paths whose change should revalidate this rule.
    fn dependencies(&self, _params: &RuleParams) -> Vec<String> {
        Vec::new()
    }

    /// The rule's own default message for `locale` (after element and form `messages`,
    /// before the locale table). Built-ins use the locale table.
    fn default_message(&self, _locale: &str) -> Option<String> {
        None
    }
}

/// The rules a parser knows: every built-in, plus the app's own.
///
/// Every built-in name is known whatever the features; one whose feature the build leaves
/// out (`min` without `rules`, `regex` without `regex`, …) is a
/// [`RuleError::NeedsFeature`] when parsed. The app's own rules need no feature.
///
/// The built-ins are found by name in [`ALL_BUILTINS`] and the app's few rules are kept in a
/// list: no hash map of every rule built per form (docs/size.md).
#[derive(Clone)]
pub struct RuleRegistry {
    /// Whether the built-ins are known.
    builtins: bool,
    /// The app's rules; a name here wins over a built-in.
    custom: Vec<Arc<dyn Rule>>,
}

impl std::fmt::Debug for RuleRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RuleRegistry")
            .field("rules", &self.names())
            .finish()
    }
}

impl Default for RuleRegistry {
    /// The built-in rules.
    fn default() -> RuleRegistry {
        RuleRegistry {
            builtins: true,
            custom: Vec::new(),
        }
    }
}

impl RuleRegistry {
    /// A registry with no rules at all (not even the built-ins).
    pub fn empty() -> RuleRegistry {
        RuleRegistry {
            builtins: false,
            custom: Vec::new(),
        }
    }

    /// Adds (or replaces, when the name is taken) a rule.
    pub fn register(&mut self, rule: impl Rule + 'static) -> &mut RuleRegistry {
        self.register_arc(Arc::new(rule))
    }

    /// Adds (or replaces) a shared rule.
    pub fn register_arc(&mut self, rule: Arc<dyn Rule>) -> &mut RuleRegistry {
        match self.custom.iter_mut().find(|r| r.name() == rule.name()) {
            Some(old) => *old = rule,
            None => self.custom.push(rule),
        }
        self
    }

    /// The built-in called `name`, when the built-ins are known.
    fn builtin(&self, name: &str) -> Option<super::builtin::Builtin> {
        if !self.builtins {
            return None;
        }
        ALL_BUILTINS.iter().copied().find(|b| b.name() == name)
    }

    /// The rule called `name`.
    pub fn get(&self, name: &str) -> Option<Arc<dyn Rule>> {
        match self.custom.iter().find(|r| r.name() == name) {
            Some(rule) => Some(rule.clone()),
            None => self
                .builtin(name)
                .map(|b| Arc::new(BuiltinRule(b)) as Arc<dyn Rule>),
        }
    }

    /// Whether `name` is one of the app's rules (one of its name wins over a built-in).
    #[cfg(feature = "list")]
    pub(crate) fn is_custom(&self, name: &str) -> bool {
        self.custom.iter().any(|r| r.name() == name)
    }

    /// Whether a rule called `name` is known.
    pub fn contains(&self, name: &str) -> bool {
        self.custom.iter().any(|r| r.name() == name) || self.builtin(name).is_some()
    }

    /// Every known rule name, sorted.
    pub fn names(&self) -> Vec<String> {
        let builtins = ALL_BUILTINS
            .iter()
            .filter(|_| self.builtins)
            .map(|b| b.name());
        let mut names: Vec<String> = builtins
            .chain(self.custom.iter().map(|r| r.name()))
            .map(str::to_string)
            .collect();
        names.sort();
        names.dedup();
        names
    }
}
