//! The user guide (`docs/guide/`): every chapter is the doc comment of a hidden item, so
//! `cargo test --doc` compiles every Rust block of it (and runs those not marked `no_run`).
//! Compiled for doc tests only.

#[doc = include_str!("../../../docs/guide/01-installing.md")]
pub struct Installing;

#[doc = include_str!("../../../docs/guide/02-schema-form.md")]
pub struct SchemaForm;

#[doc = include_str!("../../../docs/guide/03-inline-elements.md")]
pub struct InlineElements;

#[doc = include_str!("../../../docs/guide/04-handles.md")]
pub struct Handles;

#[doc = include_str!("../../../docs/guide/05-async-items-and-server-rules.md")]
pub struct AsyncItemsAndServerRules;

#[doc = include_str!("../../../docs/guide/06-rust-functions.md")]
pub struct RustFunctions;

#[doc = include_str!("../../../docs/guide/07-themes.md")]
pub struct Themes;

#[doc = include_str!("../../../docs/guide/08-ssr-and-hydration.md")]
pub struct SsrAndHydration;

#[doc = include_str!("../../../docs/guide/09-testing.md")]
pub struct Testing;
