//! The form state: elements by dotted path, the form's data, request data and language.
//!
//! A [`FormState`] owns every [`ElementState`](crate::element::ElementState) of a form, in
//! insertion order, and answers the questions other modules ask about the form as a whole:
//! `data()`, `request_data()`, `value_at("tags.0")` for conditions and endpoint variables,
//! and which language is selected.
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

mod change;
mod clock;
mod data;
mod element_info;
mod error;
mod event;
mod from_schema;
mod language;
mod lookup;
mod queries;
mod state;
mod transitions;
mod validate;
pub(crate) mod view;

pub use error::FormError;
pub use event::{ElementAction, FormEvent};
pub use lookup::value_in;
pub use state::FormState;
