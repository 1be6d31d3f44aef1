//! Conditions: when an element is available (shown and submitted) and when it is disabled.
//!
//! - [`parse_conditions`] reads the schema's `conditions` (pairs, operators, AND/OR groups,
//!   expression strings) into [`Conditions`] once, with errors that name the position.
//! - [`Conditions::evaluate`] checks them against a [`ConditionContext`] (the form).
//! - [`AvailabilityEngine`] keeps the availability of a whole form current, re-evaluating
//!   only what a change can affect, following chains and settling circular conditions.
//! - [`DisabledSpec`] is the `disabled` option.
//!
//! All of this but the types needs yewform-core's `conditions` feature (default on): without
//! it a schema value holding a condition is an error naming the feature
//! ([`ConditionError::NeedsFeature`]) and every element is available.
//!
//! Operator semantics are on [`compare()`]; expression strings are in
//! [`crate::expression`] and need yewform-core's `expressions` feature (default on): without
//! it an expression string is an error naming the feature
//! ([`ConditionError::Expression`]), while conditions written as arrays work the same.
//!
//! "Today" (the `today` operator, `before`/`after` with `"today"`, `TODAY()`, `AGE()`) is
//! the context's [`ConditionContext::today`]. In a form it is read from the form's clock at
//! each evaluation ([`FormState::set_clock`](crate::form::FormState::set_clock)):
//! yewform-elements' `<Form>` gives the browser's local date, and the server's UTC date in
//! a server render. Availability is evaluated again when an element it reads changes, not
//! at midnight by itself.
//!
//! ```
//! # #[cfg(feature = "conditions")] {
//! use serde_json::json;
//! use yewform_core::conditions::{parse_conditions, DataContext};
//! use yewform_core::expression::Date;
//!
//! let conditions = parse_conditions(&json!([
//!     ["country", "in", ["US", "CA"]],
//!     [["age", ">=", 18], ["parent", "not_empty"]],
//! ]))
//! .unwrap();
//! let today = Date::new(2024, 6, 1).unwrap();
//! let form = DataContext::new(json!({"country": "CA", "age": 20}), today);
//! assert!(conditions.evaluate(&form, "newsletter"));
//! # #[cfg(feature = "expressions")]
//! # assert!(parse_conditions(&json!(["AGE(birthday) >= 18"])).is_ok());
//! # }
//! ```

pub mod path;

#[cfg(feature = "conditions")]
mod compare;
mod condition;
mod context;
mod data_context;
mod disabled;
#[cfg(feature = "conditions")]
mod engine;
#[cfg(not(feature = "conditions"))]
#[path = "engine_off.rs"]
mod engine;
mod error;
mod indices;
mod operator;
mod parse;
mod registry;

#[cfg(feature = "conditions")]
pub use compare::compare;
pub use condition::{Condition, ConditionFn, Conditions};
pub use context::ConditionContext;
pub use data_context::DataContext;
pub use disabled::DisabledSpec;
pub use engine::{AvailabilityEngine, MAX_EVALUATIONS_PER_ELEMENT};
pub use error::ConditionError;
pub(crate) use indices::{heapsort_by_key, sort_dedup_indices};
pub use operator::{CustomOperatorFn, Operator};
#[cfg(feature = "conditions")]
pub(crate) use parse::looks_like_path;
pub use parse::{MAX_GROUP_DEPTH, parse_conditions, parse_conditions_with};
pub use registry::ConditionRegistry;

pub use crate::expression::Date;
