//! The user guide (`docs/guide/` in the repository), one chapter per item below, to read in
//! order: [`Installing`], [`SchemaForm`], [`InlineElements`], [`Handles`],
//! [`AsyncItemsAndServerRules`], [`RustFunctions`], [`Themes`], [`SsrAndHydration`],
//! [`Testing`], [`SignUpForm`], [`NestedData`]. One reference page goes with them:
//! [`Sanitizer`] (`docs/sanitizer.md`, the HTML policies).
//!
//! Every chapter is the doc comment of an empty item, so `cargo test --doc` compiles every
//! Rust block of it natively (and runs those not marked `no_run`); code under
//! `#[cfg(target_arch = "wasm32")]`, such as chapter 9's browser test, is syntax-checked only. The module exists only for rustdoc
//! and the doc tests: an app's build has none of it. Links between chapters point to the
//! Markdown files of `docs/guide/`; in this documentation, use the list above.

#[doc = include_str!("../../../docs/guide/01-installing.md")]
#[derive(Debug)]
pub struct Installing;

#[doc = include_str!("../../../docs/guide/02-schema-form.md")]
#[derive(Debug)]
pub struct SchemaForm;

#[doc = include_str!("../../../docs/guide/03-inline-elements.md")]
#[derive(Debug)]
pub struct InlineElements;

#[doc = include_str!("../../../docs/guide/04-handles.md")]
#[derive(Debug)]
pub struct Handles;

#[doc = include_str!("../../../docs/guide/05-async-items-and-server-rules.md")]
#[derive(Debug)]
pub struct AsyncItemsAndServerRules;

#[doc = include_str!("../../../docs/guide/06-rust-functions.md")]
#[derive(Debug)]
pub struct RustFunctions;

#[doc = include_str!("../../../docs/guide/07-themes.md")]
#[derive(Debug)]
pub struct Themes;

#[doc = include_str!("../../../docs/guide/08-ssr-and-hydration.md")]
#[derive(Debug)]
pub struct SsrAndHydration;

#[doc = include_str!("../../../docs/guide/09-testing.md")]
#[derive(Debug)]
pub struct Testing;

#[doc = include_str!("../../../docs/guide/10-sign-up-form.md")]
#[derive(Debug)]
pub struct SignUpForm;

#[doc = include_str!("../../../docs/guide/11-nested-data.md")]
#[derive(Debug)]
pub struct NestedData;

#[doc = include_str!("../../../docs/sanitizer.md")]
#[derive(Debug)]
pub struct Sanitizer;
