//! The built-in rules: their names, and their [`Rule`](super::Rule) implementation without
//! the `rules` feature (`required` and `nullable` only; the full one is in `dispatch.rs`).

use super::error::RuleError;
use super::params::{RuleParams, param_text};

/// Declares [`Builtin`], [`ALL_BUILTINS`] and [`Builtin::name`] from one list of
/// `Variant => "rule_name"` pairs (alphabetical, as the names are written).
macro_rules! builtins {
    ($($variant:ident => $name:literal),+ $(,)?) => {
        /// Every built-in rule.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Builtin {
            $($variant),+
        }

        /// All built-ins, in alphabetical order.
        pub const ALL_BUILTINS: [Builtin; [$($name),+].len()] = [$(Builtin::$variant),+];

        impl Builtin {
            /// The rule name as written.
            pub fn name(self) -> &'static str {
                match self {
                    $(Builtin::$variant => $name),+
                }
            }
        }
    };
}

builtins! {
    Accepted => "accepted",
    ActiveUrl => "active_url",
    After => "after",
    AfterOrEqual => "after_or_equal",
    Alpha => "alpha",
    AlphaDash => "alpha_dash",
    AlphaNum => "alpha_num",
    Array => "array",
    Before => "before",
    BeforeOrEqual => "before_or_equal",
    Between => "between",
    Boolean => "boolean",
    Confirmed => "confirmed",
    Date => "date",
    DateEquals => "date_equals",
    DateFormat => "date_format",
    Different => "different",
    Digits => "digits",
    DigitsBetween => "digits_between",
    Dimensions => "dimensions",
    Distinct => "distinct",
    Email => "email",
    Exists => "exists",
    File => "file",
    Filled => "filled",
    Gt => "gt",
    Gte => "gte",
    Image => "image",
    In => "in",
    InArray => "in_array",
    Integer => "integer",
    Ip => "ip",
    Ipv4 => "ipv4",
    Ipv6 => "ipv6",
    Json => "json",
    Lt => "lt",
    Lte => "lte",
    Max => "max",
    Mimes => "mimes",
    Mimetypes => "mimetypes",
    Min => "min",
    NotIn => "not_in",
    NotRegex => "not_regex",
    Nullable => "nullable",
    Numeric => "numeric",
    Regex => "regex",
    Required => "required",
    Same => "same",
    Size => "size",
    String => "string",
    Timezone => "timezone",
    Unique => "unique",
    Url => "url",
    Uuid => "uuid",
}

/// A built-in as a [`Rule`](super::Rule).
#[derive(Debug, Clone, Copy)]
pub struct BuiltinRule(pub Builtin);

impl Builtin {
    /// Whether the rule asks a server (`unique`, `exists`, `active_url`): its check is an
    /// [`AsyncCheck`](super::AsyncCheck) that the Yew layer posts to the rule's endpoint.
    ///
    /// ```
    /// use yewform_core::rules::Builtin;
    /// assert!(Builtin::Unique.asks_server());
    /// assert!(!Builtin::Required.asks_server());
    /// ```
    #[must_use]
    pub fn asks_server(self) -> bool {
        matches!(self, Builtin::ActiveUrl | Builtin::Exists | Builtin::Unique)
    }
}

/// Checks a rule's `debounce=ms` parameter (every built-in takes one): milliseconds, at most
/// [`MAX_WAIT_MS`](crate::schema::MAX_WAIT_MS).
pub(super) fn check_debounce(rule: &str, params: &RuleParams) -> Result<(), RuleError> {
    match params.named.get("debounce") {
        Some(v) if v.as_u64().is_none() => Err(RuleError::params(
            rule,
            format!("debounce: expected milliseconds, found {:?}", param_text(v)),
        )),
        Some(v) if v.as_u64() > Some(crate::schema::MAX_WAIT_MS) => Err(RuleError::params(
            rule,
            format!(
                "debounce: expected at most {} ms (the longest a browser timer waits), found {}",
                crate::schema::MAX_WAIT_MS,
                param_text(v)
            ),
        )),
        _ => Ok(()),
    }
}

/// Without the `rules` feature only `required` and `nullable` are built in: every other
/// built-in name is a [`RuleError::NeedsFeature`] when the rules are parsed (a hand-built
/// one fails), and none of their code is linked.
#[cfg(not(feature = "rules"))]
mod required_only {
    use serde_json::Value;

    use super::{Builtin, BuiltinRule, check_debounce};
    use crate::rules::{
        Rule, RuleError, RuleOutcome, RuleParams, ValidationContext, is_own_filled,
    };

    impl Rule for BuiltinRule {
        fn name(&self) -> &str {
            self.0.name()
        }

        fn check(&self, value: &Value, _: &RuleParams, ctx: &dyn ValidationContext) -> RuleOutcome {
            match self.0 {
                Builtin::Required => is_own_filled(value, ctx).into(),
                Builtin::Nullable => RuleOutcome::Pass,
                _ => RuleOutcome::Fail,
            }
        }

        fn prepare(&self, params: &mut RuleParams) -> Result<(), RuleError> {
            let name = self.0.name();
            check_debounce(name, params)?;
            match self.0 {
                Builtin::Required | Builtin::Nullable => Ok(()),
                _ => Err(RuleError::NeedsFeature {
                    rule: name.to_string(),
                    feature: "rules",
                }),
            }
        }
    }
}
