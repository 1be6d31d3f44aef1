//! Rule-spec errors, raised when a schema's `rules` are read.

use std::fmt;

#[cfg(feature = "regex")]
use super::regex::RegexError;

/// Why a `rules` spec could not be parsed. Every message names the rule (a condition error
/// names it in its position).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// No built-in or registered rule has this name.
    UnknownRule {
        /// The name as written.
        name: String,
        /// The known rule closest to it, when it looks like a typo (`requird` → `required`).
        suggestion: Option<String>,
    },
    /// The rule's parameters are wrong.
    InvalidParams {
        /// The rule name.
        rule: String,
        /// What is wrong, e.g. `expected a number, found "abc"`.
        reason: String,
    },
    /// The `regex` / `not_regex` pattern does not compile.
    #[cfg(feature = "regex")]
    InvalidPattern {
        /// The rule name.
        rule: String,
        /// The pattern error.
        error: RegexError,
    },
    /// The rule needs a Cargo feature of yewform-core this build leaves out (every built-in
    /// but `required` and `nullable` needs `rules`; `regex` and `not_regex` also need
    /// `regex`; `after`, `after_or_equal`, `before`, `before_or_equal`, `date`,
    /// `date_equals` and `date_format` also need `dates`; without `rules` the error names
    /// `rules`): `the regex rule needs yewform-core's "regex" feature`.
    NeedsFeature {
        /// The rule name.
        rule: String,
        /// The feature.
        feature: &'static str,
    },
    /// The spec has the wrong shape (neither string, array nor language object; a bad
    /// conditional rule object, …).
    InvalidSpec {
        /// What is wrong.
        reason: String,
    },
    /// A conditional rule's conditions do not parse (an unknown operator, a bad expression,
    /// an unknown function, groups nested too deep): read with the element-`conditions`
    /// parser, so such a rule is rejected instead of silently never applying.
    InvalidCondition {
        /// The rule name.
        rule: String,
        /// Where, relative to the `rules` option: `rules[0].required[0][1]`,
        /// `rules.de[1].min:3[0]`; the rule's key, then the position inside its conditions
        /// as written.
        position: String,
        /// What is wrong, e.g. `unknown operator "=>"`.
        reason: String,
    },
}

impl RuleError {
    /// A parameter error for `rule`.
    pub fn params(rule: &str, reason: impl Into<String>) -> RuleError {
        RuleError::InvalidParams {
            rule: rule.to_string(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::UnknownRule { name, suggestion } => {
                write!(f, "unknown rule {name:?}")?;
                match suggestion {
                    Some(known) => write!(f, " (did you mean {known:?}?)"),
                    None => Ok(()),
                }
            }
            RuleError::InvalidParams { rule, reason } => write!(f, "rule {rule}: {reason}"),
            #[cfg(feature = "regex")]
            RuleError::InvalidPattern { rule, error } => write!(f, "rule {rule}: {error}"),
            RuleError::NeedsFeature { rule, feature } => {
                write!(
                    f,
                    "the {rule} rule needs yewform-core's {feature:?} feature"
                )
            }
            RuleError::InvalidSpec { reason } => write!(f, "invalid rules: {reason}"),
            RuleError::InvalidCondition {
                position, reason, ..
            } => write!(f, "{position}: {reason}"),
        }
    }
}

impl std::error::Error for RuleError {}
