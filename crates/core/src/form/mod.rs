//! The form state and runtime: elements by dotted path, data and request data, language,
//! and what wires the other modules together — conditions, the `disabled` option,
//! validation and messages.
//!
//! A [`FormState`] owns every [`ElementState`](crate::element::ElementState) of a form, in
//! insertion order, and answers the questions other modules ask about the form as a whole:
//! `data()`, `request_data()`, `value_at("tags.0")` for conditions and endpoint variables,
//! and which language is selected.
//!
//! Every change goes through one entry point, [`FormState::apply`] (or
//! [`FormState::set_value`]), which answers with one [`Outcome`]: the element events to fire
//! ([`Outcome::fired`]), the paths whose views must re-render — the element, those whose
//! availability or validation followed, and every element that reads one of them
//! ([`FormState::dependents`]), or [`Changed::All`] for a form-wide change
//! ([`Outcome::changed`]) — and the tasks to run: server checks to send and debounce timers
//! to start ([`Outcome::tasks`]). The caller answers those with
//! [`FormState::resolve_async`] and [`FormState::debounce_elapsed`], which answer with an
//! `Outcome` too. The view reads [`FormState::errors`],
//! [`FormState::is_disabled`], [`FormState::is_required`] and friends; what the views
//! report about an element (its options, items requests, focus) is kept here too
//! ([`FormState::set_options`], [`FormState::set_items_loading`], [`FormState::is_loading`]).
//!
//! ```
//! # #[cfg(feature = "rules")] {
//! use serde_json::json;
//! use yewform_core::config::FormConfig;
//! use yewform_core::expression::Date;
//! use yewform_core::form::FormState;
//! use yewform_core::schema::FormSchema;
//!
//! let schema = FormSchema::from_json(r#"{
//!     "name": {"type": "select", "rules": "required|min:3", "label": "Full name"}
//! }"#).unwrap();
//! let today = Date::new(2024, 6, 1).unwrap();
//! let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
//! form.set_value("name", json!("ab")).unwrap();
//! assert_eq!(form.errors("name"), vec!["The Full name must be at least 3 characters."]);
//! form.set_locale(Some("de".into()));
//! # #[cfg(feature = "locale-de")]
//! assert_eq!(form.error("name").as_deref(), Some("Full name muss mindestens 3 Zeichen lang sein."));
//! # }
//! ```
//!
//! Inline elements without rules or conditions:
//!
//! ```
//! use yewform_core::element::ElementSetup;
//! use yewform_core::form::FormState;
//! use serde_json::json;
//!
//! let mut form = FormState::new(vec![("en".into(), "English".into())], "en".into());
//! let defaults = json!({"country": "de"});
//! form.add_element(ElementSetup::new("country"), &defaults).unwrap();
//! form.add_element(ElementSetup::new("city").with_parent_path("address"), &defaults).unwrap();
//!
//! assert_eq!(form.data(), json!({"country": "de", "address": {"city": null}}));
//! form.set_available("country", false);
//! assert_eq!(form.request_data(), json!({"address": {"city": null}}));
//! ```

mod activity;
mod change;
#[cfg(feature = "choice")]
mod checks;
mod clock;
mod data;
mod dependents;
mod depth;
mod element_info;
mod error;
mod event;
mod expressions;
mod from_schema;
mod held;
mod language;
mod lookup;
#[cfg(feature = "multi")]
mod multi_values;
#[cfg(feature = "nested")]
mod nested;
mod options_change;
mod outcome;
mod queries;
#[cfg(feature = "choice")]
mod radio_group;
mod readonly;
mod state;
mod transitions;
mod unresolved;
mod validate;
pub(crate) mod view;

pub use clock::{Clock, Now};
pub use error::FormError;
pub use event::ElementAction;
pub use expressions::MAX_EXPRESSION_VALUE_CHARS;
pub use lookup::value_in;
#[cfg(feature = "list")]
pub use nested::{ListAnnouncement, ListError};
pub use outcome::{Changed, Fired, Outcome, Renamed, Task};
pub use queries::PathNumbers;
pub use state::FormState;
pub use validate::ValidationSnapshot;
