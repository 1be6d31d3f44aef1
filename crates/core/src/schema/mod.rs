//! The form schema: what a user writes in JSON, read into typed options with the spec's
//! defaults and path-precise errors.
//!
//! ```
//! use yewform_core::schema::FormSchema;
//! let err = FormSchema::from_json(r#"{"country": {"type": "select", "items": true}}"#).unwrap_err();
//! assert_eq!(err.to_string(), "schema.country.items: expected an array, object or string, found a boolean");
//! ```
//!
//! Keys are the spec's camelCase names. Parsing is written by hand over
//! [`serde_json::Value`] so every error carries the path of the bad value; the first error in
//! document order is reported. [`FormSchema`] implements `Serialize` and `Deserialize` through
//! [`FormSchema::to_value`] and [`FormSchema::from_value`].

mod choice;
mod choices;
mod common;
#[cfg(feature = "nested")]
mod container;
mod editor;
mod element;
pub(crate) mod error;
pub mod events;
#[cfg(all(feature = "expressions", feature = "text-family"))]
mod expression_cycles;
mod form;
pub(crate) mod functions;
#[cfg(feature = "multi")]
mod multi;
pub(crate) mod read;
mod registries;
mod select;
mod select_value;
pub(crate) mod shapes;
mod static_button;
mod suggest;
mod text;
#[cfg(feature = "list")]
pub(crate) mod wildcards;

#[cfg(feature = "choice")]
pub(crate) use choice::value_text as choice_value_text;
pub use choice::{CHOICE_EVENTS, ChoiceAlign, ChoiceKind, ChoiceSchema, ChoiceView, ToggleLabels};
pub use choices::{AddOptionOn, Choice, EditorTool, InfoPosition, OpenDirection, Size};
pub use common::CommonOptions;
#[cfg(feature = "group")]
pub use container::GroupSchema;
#[cfg(feature = "nested")]
pub use container::{Children, ObjectSchema};
#[cfg(feature = "list")]
pub use container::{ListControls, ListItem, ListOrder, ListSchema};
pub use editor::TEditorSchema;
pub(crate) use element::check_rule_languages;
pub use element::{ELEMENT_TYPES, ElementSchema};
pub use error::{SchemaError, describe_value};
pub use form::FormSchema;

/// The longest wait a schema may ask for, in milliseconds: 2,147,483,647 (about 24.8 days),
/// the most a browser timer (`setTimeout`) takes, a signed 32-bit count; a longer one wraps
/// to a negative wait, which fires at once. A larger `debounce` (text family, t-editor), select
/// `delay` or rule `debounce=` is a schema error; a larger wait set in Rust (a schema field,
/// a registered rule's `debounce=`) is clamped to it.
pub const MAX_WAIT_MS: u64 = 2_147_483_647;
pub use functions::{
    ContentFn, FN_KEY, FunctionKind, FunctionRef, Functions, SharedFn, function_name, function_ref,
    inline_over_registry,
};
#[cfg(feature = "multi")]
pub use multi::{MultiMode, MultiOptions};
pub use read::MAX_NESTING;
pub use registries::Registries;
pub use select::{Floating, SelectSchema};
pub use static_button::{
    Align, BUTTON_EVENTS, ButtonSchema, ButtonType, STATIC_EVENTS, StaticSchema, StaticTag,
};
pub use suggest::suggest;
pub use text::{HIDDEN_EVENTS, TEXT_EVENTS, TextKind, TextSchema, force_number};
