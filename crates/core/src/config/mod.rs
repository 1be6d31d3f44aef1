//! The form configuration: yewform's equivalent of the reference's `form.config.js`.
//!
//! ```
//! use serde_json::json;
//! use yewform_core::config::{FormConfig, ValidateOn};
//! let config = FormConfig::from_value(&json!({
//!     "endpoints": {"attachment": {"url": "/upload"}},
//!     "languages": {"de": "Deutsch"},
//!     "validateOn": "step",
//! })).unwrap();
//! assert_eq!(config.endpoint("attachment").url, "/upload");
//! assert_eq!(config.endpoint("attachment").method, "post");
//! assert_eq!(config.languages.len(), 2);
//! assert!(!config.validate_on.contains(ValidateOn::Change));
//! ```

mod endpoint;
mod form_config;
mod merge;
mod show_required;
mod validate_on;

pub use endpoint::{DEFAULT_METHOD, Endpoint, default_endpoints};
pub use form_config::FormConfig;
pub use show_required::RequiredMark;
pub use validate_on::{ValidateOn, ValidateOnSet};
