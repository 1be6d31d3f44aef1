//! Validation rules: parsing (`"required|min:3"`, arrays with conditional rules,
//! per-language objects), the built-in rule set of the reference, custom rules, and the
//! per-element [`Validation`] state (async checks, debounce, multilingual).
//!
//! ```
//! # #[cfg(feature = "rules")] {
//! use serde_json::json;
//! use yewform_core::rules::{parse_rules, RuleError};
//!
//! # #[cfg(feature = "dates")]
//! assert!(parse_rules(&json!("required|min:3|date_format:YYYY-MM-DD HH:mm")).is_ok());
//! let err = parse_rules(&json!("min:abc")).unwrap_err();
//! assert_eq!(err.to_string(), "rule min: expected a number, found \"abc\"");
//! # }
//! ```
//!
//! The built-ins beyond `required` and `nullable` are the `rules` Cargo feature (on by
//! default; the date rules also need `dates`, `regex`/`not_regex` also need `regex`).
//! Without it such a rule is a [`RuleError::NeedsFeature`] (a schema error at the rule's
//! path) and its code is not compiled; rules registered in a [`RuleRegistry`], conditional
//! and per-language rules and `debounce` work either way.
//!
//! The date rules' `today`, `tomorrow` and `yesterday` count from
//! [`ValidationContext::today`]: in a form, the form's clock read each time the rule runs
//! ([`FormState::set_clock`](crate::form::FormState::set_clock)); yewform-elements' `<Form>`
//! gives the browser's local date, and the server's UTC date in a server render.
//!
//! Where this differs from the reference (each documented on the rule's function):
//! `regex` flags are honoured; `not_in` normalises like `in`; `in`/`not_in` check every
//! item of a list value; negative decimal params are numbers; `date_equals` compares
//! dates; server rules and an unfilled value need no request; `gt`/`lt`/… accept a number
//! instead of a path; `timezone` is a shape check.
//!
//! As in the reference, `url` refuses private, loopback and link-local IPv4 hosts:
//!
//! ```
//! # #[cfg(all(feature = "rules", feature = "text"))] {
//! use serde_json::json;
//! use yewform_core::{config::FormConfig, expression::Date, form::FormState, schema::FormSchema};
//!
//! let schema = FormSchema::from_value(&json!({"site": {"type": "text", "rules": "url"}})).unwrap();
//! let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
//! form.set_value("site", json!("http://192.168.0.1")).unwrap();
//! form.validate_all();
//! assert_eq!(form.errors("site"), ["The Site format is invalid."]);
//! form.set_value("site", json!("https://example.com")).unwrap();
//! form.validate_all();
//! assert!(form.errors("site").is_empty());
//! # }
//! ```

mod builtin;
mod context;
mod error;
mod filled;
mod params;
mod parse;
#[cfg(feature = "regex")]
pub mod regex;
mod registry;
mod size;
mod validation;
mod validator;

// The built-ins beyond `required` and `nullable` (the `rules` feature) and what only they
// use: without it the parser names the feature, and none of this is compiled.
#[cfg(feature = "rules")]
mod choice;
#[cfg(feature = "rules")]
mod compare;
#[cfg(all(feature = "rules", feature = "dates"))]
mod date;
#[cfg(feature = "rules")]
mod dispatch;
#[cfg(feature = "rules")]
mod file;
#[cfg(feature = "rules")]
mod format;
#[cfg(feature = "rules")]
mod server;
#[cfg(feature = "rules")]
mod size_rules;
#[cfg(feature = "rules")]
mod text;
#[cfg(feature = "rules")]
mod types;

#[cfg(feature = "dates")]
pub use crate::date::parse_with_format as parse_date_with_format;
pub use crate::date::{DateTime, parse_loose as parse_date};
pub use builtin::{ALL_BUILTINS, Builtin, BuiltinRule};
pub use context::{FileInfo, ValidationContext};
pub use error::RuleError;
pub use filled::{is_filled, is_own_filled, loose_eq};
pub use params::{RuleParams, normalize_param};
pub(crate) use parse::{LocatedRuleError, parse_rules_in, parse_rules_located, too_deep};
pub use parse::{
    ParsedRule, RuleSet, RuleSpec, parse_rule, parse_rules, parse_rules_with, parse_set,
};
pub use registry::{AsyncCheck, Rule, RuleOutcome, RuleRegistry};
pub use size::{MessageType, size_of};
pub use validation::{DebouncePlan, DebounceTimer, PendingCheck, Validation, ValidationRun};
pub use validator::{RuleFailure, Validator};
