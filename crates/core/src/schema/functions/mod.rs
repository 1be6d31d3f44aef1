//! Rust functions named by a schema: `{"fn": "<name>"}`.
//!
//! JSON cannot hold a function, so a schema names one that the app registered in Rust. The
//! name is always written as an object with the single key `"fn"`, wherever the spec lets an
//! option be a function:
//!
//! | option | example | kind |
//! |---|---|---|
//! | `items` (select) | `"items": {"fn": "countries"}` | [`FunctionKind::Items`] |
//! | `endpoint` (editor) | `"endpoint": {"fn": "s3"}` | [`FunctionKind::Upload`] |
//! | `formatData` | `"formatData": {"fn": "trim"}` | [`FunctionKind::FormatData`] |
//! | `formatLoad` | `"formatLoad": {"fn": "upper"}` | [`FunctionKind::FormatLoad`] |
//! | `conditions` entry | `"conditions": [["a", "x"], {"fn": "isAdult"}]` | [`FunctionKind::Condition`] |
//! | `disabled` | `"disabled": {"fn": "locked"}` | [`FunctionKind::Disabled`] |
//! | an entry of a `disabled` list | `"disabled": [["a", "x"], {"fn": "isAdult"}]` | [`FunctionKind::Condition`] |
//! | `readonly` (text family), or an entry of its list | `"readonly": {"fn": "locked"}` | [`FunctionKind::Condition`] |
//! | `loading` (button) | `"loading": {"fn": "busy"}` | [`FunctionKind::Condition`] |
//! | `content` (static) | `"content": {"fn": "greeting"}` | [`FunctionKind::Content`] |
//! | `rules` array entry | `"rules": ["required", {"fn": "even"}]` | [`FunctionKind::Rule`] |
//! | conditional rule's condition | `"rules": [{"required": [{"fn": "isAdult"}]}]` | [`FunctionKind::Condition`] |
//! | `slots` entry | `"slots": {"option": {"fn": "flag"}}` | [`FunctionKind::Slot`] |
//!
//! A string stays what it always was (an endpoint URL, a rule string, slot HTML), so a name
//! can never be mistaken for one; and a name only ever names a function registered in Rust,
//! never a built-in (`{"fn": "required"}` is not the built-in `required` rule). The one overlap is `items`: an items object `{"fn": "x"}`
//! (one option with value `fn`) is read as a function name; write such a list as an array
//! (`[{"value": "fn", "label": "x"}]`). A text option (`label`, `buttonLabel`, a choice's
//! `text`, an `addons` side, …) takes no reference: `{"fn": …}` there is a schema error whose
//! reason names the slot to use (a locale is never named `fn`).
//!
//! Names are resolved when the form is built ([`crate::form::FormState::from_schema_with`]):
//! a name that [`Functions`] does not hold fails there with the option's path,
//! `schema.country.items: no items function "countries" registered`.
//!
//! ```
//! use serde_json::json;
//! use yewform_core::config::FormConfig;
//! use yewform_core::expression::Date;
//! use yewform_core::form::FormState;
//! use yewform_core::schema::{FormSchema, FunctionKind, Functions};
//!
//! let schema = FormSchema::from_value(&json!({
//!     "name": {"type": "select", "items": ["ann ", "bob"], "formatData": {"fn": "trim"}},
//!     "country": {"type": "select", "items": {"fn": "countries"}},
//! })).unwrap();
//! let mut functions = Functions::new();
//! functions.format_data("trim", |name, value| {
//!     json!({ name: value.as_str().unwrap_or_default().trim() })
//! });
//! let error = FormState::from_schema_with(&schema, &FormConfig::default(), &json!({}),
//!     Date::EPOCH, &functions).unwrap_err();
//! assert_eq!(error.to_string(), r#"schema.country.items: no items function "countries" registered"#);
//!
//! // The view layer puts its items function there (`put_view`); naming it is enough here.
//! functions.declare(FunctionKind::Items, "countries");
//! let mut form = FormState::from_schema_with(&schema, &FormConfig::default(), &json!({}),
//!     Date::EPOCH, &functions).unwrap();
//! form.set_value("name", json!("ann ")).unwrap();
//! assert_eq!(form.request_data()["name"], json!("ann"));
//! ```

//!
//! The module's parts, one concept a file: the JSON of a reference (`reference`), the kinds
//! and where an element holds references (`kind`), the setters for schemas built in Rust
//! (`setters`), the one registry of every kind ([`Functions`], with the inline-over-registry
//! rule [`inline_over_registry`]; `registry`), the rule written as a closure (`rule`) and the
//! build's check (`check`).

mod check;
mod kind;
pub(crate) mod reference;
mod registry;
mod rule;
mod setters;

pub use kind::{FunctionKind, FunctionRef};
pub(crate) use reference::names_function;
pub use reference::{FN_KEY, function_name, function_ref};
pub(crate) use reference::{
    check_ref, looks_like_ref, read_function, read_slots, replace_rule_refs,
};
pub use registry::{ContentFn, Functions, SharedFn, inline_over_registry};
