//! # yewform-elements
//!
//! Yew components and hooks of yewform. The decisions live in `yewform-core`; this crate
//! adapts its state machines to Yew and renders what they compute.
//!
//! ```no_run
//! use yew::prelude::*;
//! use yewform_core::schema::FormSchema;
//! use yewform_elements::Form;
//!
//! #[component]
//! fn App() -> Html {
//!     match FormSchema::from_json(r#"{"country": {"type": "select", "items": ["de", "fr"]}}"#) {
//!         Ok(schema) => html! { <Form {schema} /> },
//!         Err(error) => html! { <p>{ error.to_string() }</p> },
//!     }
//! }
//! ```
//!
//! ## Features
//!
//! Each enables the same feature of `yew` and `yewform-themes`:
//!
//! - `csr`: render in the browser.
//! - `ssr`: render to a string on the server (`yew::ServerRenderer`).
//! - `hydration`: hydrate server-rendered markup in the browser
//!   (`yew::Renderer::<App>::new().hydrate()`); implies `csr`.
//!
//! Build the server with `ssr` and the client with `hydration`. Ids come from element paths
//! and nothing random reaches the markup, so the client reuses the server's nodes; the
//! editor's content and an open list's portal appear once the app has hydrated.

// The README (shown on crates.io) is tested with the doc tests, not rendered twice.
#![cfg_attr(doctest, doc = include_str!("../README.md"))]

pub mod by_ptr;
pub mod editor;
mod element_props;
pub mod entry_ref;
pub mod events;
pub mod form;
// The user guide's chapters (docs/guide/), checked by `cargo test --doc`.
#[cfg(doctest)]
mod guide;
pub mod hooks;
pub mod html;
pub mod icons;
pub mod ids;
pub mod layout;
pub mod select;
pub mod transport;

pub use editor::TEditorElement;
pub use events::{EventArgs, FiredEvent};
pub use form::{ElementHandle, Form, FormContext, FormHandle, FormProps, Registry};
pub use hooks::use_form::use_form;
pub use select::SelectElement;
