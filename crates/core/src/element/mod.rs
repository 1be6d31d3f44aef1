//! The element state machine: value, default, flags, transitions and the events they emit.
//!
//! The core decides and the view renders. An [`ElementState`] is a plain value with pure
//! transitions; each transition returns the [`ElementEvent`]s it emits ("events out"), so a
//! Yew `use_reducer` can wrap it and forward the events to `on_change`, `on_clear` and
//! `on_reset` callbacks.
//!
//! ```
//! use yewform_core::element::{ElementEvent, ElementSetup, ElementState};
//! use yewform_core::Value;
//!
//! let setup = ElementSetup::new("country").with_default(Value::from("de"));
//! let mut country = ElementState::new(setup, None);
//! assert_eq!(country.value(), &Value::from("de"));
//!
//! let events = country.update(Value::from("fr"));
//! assert_eq!(
//!     events,
//!     vec![ElementEvent::Change { new: Value::from("fr"), old: Value::from("de") }]
//! );
//! assert!(country.dirty());
//!
//! // Setting an equal value emits nothing.
//! assert!(country.update(Value::from("fr")).is_empty());
//! ```
//!
//! What is deliberately not here: validation (the `rules` and `messages` modules own the
//! validators; `reset` only returns its events and the Yew layer also resets the
//! validators), conditions (evaluated elsewhere and fed in with
//! [`ElementState::set_available`]), and items (the select's options: normalised by
//! [`items`](crate::items), kept with the loading state in an [`ElementActivity`] the form
//! owns).

mod activity;
mod choice;
mod defaults;
pub(crate) mod dirty;
mod empty;
mod error;
mod event;
mod from_schema;
mod json_eq;
mod no_data;
mod reconfigure;
mod setup;
mod state;
mod text_default;
mod transitions;

pub use activity::ElementActivity;
#[cfg(feature = "choice")]
pub use choice::DisabledItems;
pub use choice::on_off_of;
pub use defaults::{
    editor_posted_text, editor_surface_html, entered_value, null_value, resolve_default,
    wrap_plain_text,
};
pub use empty::is_empty_value;
pub use error::{ElementError, ElementWarning, not_an_option_reason};
pub use event::ElementEvent;
pub use json_eq::{json_equal, loosely_equal};
pub use setup::{ElementKind, ElementSetup, FormatData, FormatLoad};
pub use state::ElementState;
pub use text_default::text_default;
