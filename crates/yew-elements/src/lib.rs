//! # yewform-elements
//!
//! Yew components and hooks of yewform. The decisions live in `yewform-core`; this crate
//! adapts its state machines to Yew and renders what they compute.
//!
//! ```no_run
//! use yew::prelude::*;
//! use yewform_core::schema::FormSchema;
//! use yewform_elements::Form;
//! use yewform_themes::ThemeProvider;
//!
//! #[component]
//! fn App() -> Html {
//!     let form = match FormSchema::from_json(r#"{"country": {"type": "select", "items": ["de", "fr"]}}"#) {
//!         Ok(schema) => html! { <Form {schema} submit_label="Send" /> },
//!         Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
//!     };
//!     // The theme's CSS and class map: without it the form renders unstyled.
//!     html! { <ThemeProvider>{ form }</ThemeProvider> }
//! }
//! ```
//!
//! The user guide, from installing to nested data, is `docs/guide/` in the yewform repository:
//! a schema form, inline elements, handles, async items and server rules, Rust functions,
//! themes (every custom property, "make it yours"), SSR and hydration, testing, a sign-up form
//! built step by step from the everyday elements, and nested data (objects, groups and lists).
//! Every Rust block in it is compiled natively by the doc tests; code under
//! `#[cfg(target_arch = "wasm32")]` (chapter 9's browser test) is syntax-checked only.
#![cfg_attr(
    yewform_guide,
    doc = "Documentation built from the repository holds it as the [`guide`] module."
)]
//!
//! ## Features
//!
//! Pay only for what you use; every feature but the rendering ones is on by default:
//!
//! - `select`: [`SelectElement`] and the `"select"` schema type.
//! - `multiselect`, `tags`: `MultiselectElement`, `TagsElement` and the `"multiselect"`,
//!   `"tags"` schema types (several values; turn on `select`; yewform-core's and
//!   yewform-themes' features of the same names).
//! - `editor`: [`TEditorElement`] and the `"t-editor"` schema type
//!   (with yewform-core's `editor`: the editor's HTML normaliser).
//! - `text`, `textarea`, `hidden`: `TextElement`, `TextareaElement`, `HiddenElement` and the
//!   `"text"`, `"textarea"`, `"hidden"` schema types (`text` and `textarea` also
//!   `TTextElement`, `TTextareaElement`, `"t-text"`, `"t-textarea"`) (yewform-core's features of the same
//!   names; the first two with yewform-themes' `text`, their classes and CSS).
//! - `checkbox`, `toggle`, `radio`, `checkboxgroup`, `radiogroup`: `CheckboxElement`,
//!   `ToggleElement`, `RadioElement`, `CheckboxgroupElement`, `RadiogroupElement` and their
//!   schema types (yewform-core's features of the same names; yewform-themes' `choice`, their
//!   classes and CSS).
//! - `static`, `button`: `StaticElement` and `ButtonElement` (elements without data) and the
//!   `"static"`, `"button"` schema types (yewform-core's and yewform-themes' features of the
//!   same names).
//! - `object`, `group`, `list`: `ObjectElement`, `GroupElement`, `ListElement` (containers:
//!   nested data, layout groups, repeated items with add, remove and move buttons) and the
//!   `"object"`, `"group"`, `"list"` schema types (yewform-core's features of the same names).
//! - `html`: inline HTML in labels, infos, descriptions and other texts, and in a schema's
//!   slot strings, through the sanitizer. Without it these render as their text content
//!   (tags removed, references decoded), and an app without the editor ships no sanitizer.
//! - `conditions`: the conditions engine (yewform-core's `conditions`): the `conditions`
//!   option and prop, conditions in `disabled`, conditional rules. Without it such a value is
//!   a schema error naming the feature.
//! - `rules`: the built-in rules beyond `required` and `nullable` (yewform-core's `rules`);
//!   rules registered in Rust work without it.
//! - `regex`: the `regex` / `not_regex` rules (yewform-core's `regex`, its pattern engine).
//! - `entities-full`: all 2,231 named character references in the sanitizer
//!   (yewform-core's `entities-full`); without it the common ones and numeric references
//!   decode, any other name stays literal text.
//! - `dates`: the date rules (`after`, `before`, `date`, `date_format`, …) and the
//!   expression function `FORMAT_DATE` (yewform-core's `dates`, moment.js format tokens);
//!   without it conditions still compare dates written without a format.
//! - `expressions` (implies `conditions`): expression strings (`AGE(birthday) >= 18 and …`)
//!   in conditions, `disabled` and conditional rules, a text's or hidden's computed
//!   `expression` and a static's `expressions` (yewform-core's `expressions`, the expression
//!   engine); without it such a string or option is a schema error naming the feature, and
//!   conditions written as arrays and Rust function conditions work the same.
//! - `locale-de`: the German validation messages and select and editor texts
//!   (yewform-core's `locale-de`); without it a `de` locale reads the English ones.
//! - `http`: requests (gloo's `net`, the `transport` module): endpoint items, server rules
//!   (`unique`, `exists`, `active_url`) and attachment uploads to an endpoint. Without it
//!   what needs a request is an error naming the feature
//!   (`schema.country.items: items from an endpoint URL need yewform's "http" feature`;
//!   inside a container at its schema path, `schema.address.schema.country.items`);
//!   items from a list or a Rust function and upload functions still work.
//!
//! An app with only selects takes `default-features = false, features = ["select", "csr"]`.
//! A schema naming what a build leaves out is a build error shown in the form, never a
//! panic: `schema.body.type: the "t-editor" element needs yewform's "editor" feature`,
//! `schema.code.rules[0]: the regex rule needs yewform-core's "regex" feature`.
//!
//! The rendering features each enable the same feature of `yew` and `yewform-themes`:
//!
//! - `csr`: render in the browser.
//! - `ssr`: render to a string on the server (`yew::ServerRenderer`).
//! - `hydration`: hydrate server-rendered markup in the browser
//!   (`yew::Renderer::<App>::new().hydrate()`); implies `csr`.
//!
//! Build the server with `ssr` and the client with `hydration`. Ids come from element paths
//! and nothing random reaches the markup, so the client reuses the server's nodes. The server
//! renders the editor's content (sanitized) in its editing surface; an open list's portal
//! appears once the app has hydrated.

// The README (shown on crates.io) is tested with the doc tests, not rendered twice.
#![cfg_attr(doctest, doc = include_str!("../README.md"))]
// Neither element: a build that only type-checks (nothing renders a field).
#![cfg_attr(not(any(feature = "select", feature = "editor")), allow(unused))]

pub mod by_ptr;
pub mod choice;
pub mod editor;
mod element_props;
pub mod entry_ref;
pub mod events;
pub mod form;
// The user guide's chapters (docs/guide/): rendered by rustdoc, checked by `cargo test --doc`,
// absent from a normal build and from the published package, which has no docs/ (build.rs).
#[cfg(all(any(doc, doctest), yewform_guide))]
pub mod guide;
pub mod hooks;
pub mod html;
pub mod icons;
pub mod ids;
pub mod layout;
#[cfg(feature = "nested")]
pub mod nested;
pub mod select;
#[cfg(any(feature = "static", feature = "button"))]
pub mod static_button;
pub mod text;
#[cfg(feature = "http")]
pub mod transport;

/// A boxed, non-`Send` future (wasm is single-threaded): what items and upload functions
/// (and an HTTP `transport::Transport`, with the `http` feature) return.
pub type LocalFuture<T> = std::pin::Pin<Box<dyn std::future::Future<Output = T>>>;

#[cfg(feature = "checkbox")]
pub use choice::CheckboxElement;
#[cfg(feature = "checkboxgroup")]
pub use choice::CheckboxgroupElement;
#[cfg(feature = "radio")]
pub use choice::RadioElement;
#[cfg(feature = "radiogroup")]
pub use choice::RadiogroupElement;
#[cfg(feature = "toggle")]
pub use choice::ToggleElement;
#[cfg(feature = "editor")]
pub use editor::TEditorElement;
pub use events::{EventArgs, FiredEvent};
pub use form::{
    ElementHandle, Form, FormConfigProvider, FormContext, FormHandle, FormProps, Registry,
    SubmitError, on_submit_as,
};
pub use hooks::use_form::use_form;
#[cfg(feature = "group")]
pub use nested::GroupElement;
#[cfg(feature = "list")]
pub use nested::ListElement;
#[cfg(feature = "object")]
pub use nested::ObjectElement;
#[cfg(feature = "multiselect")]
pub use select::MultiselectElement;
#[cfg(feature = "select")]
pub use select::SelectElement;
#[cfg(feature = "tags")]
pub use select::TagsElement;
#[cfg(feature = "button")]
pub use static_button::ButtonElement;
#[cfg(feature = "static")]
pub use static_button::StaticElement;
#[cfg(feature = "hidden")]
pub use text::HiddenElement;
#[cfg(feature = "text")]
pub use text::{TTextElement, TextElement};
#[cfg(feature = "textarea")]
pub use text::{TTextareaElement, TextareaElement};
