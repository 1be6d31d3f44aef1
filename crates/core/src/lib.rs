//! # yewform-core
//!
//! The headless heart of yewform: everything a form element decides, with no DOM and no
//! Yew. Views in `yewform-elements` only render what this crate computes.
//!
//! - [`schema`]: serde schema of a form and of each element, with the spec's defaults and
//!   path-precise errors.
//! - [`config`]: the `form.config.js` equivalent.
//! - [`locale`]: built-in `en` and `de` strings and localizable values.
//! - [`element`]: the element state machine (value, default, flags, transitions, events).
//! - [`form`]: the form state (elements by path, data, request data, language).
//! - [`rules`] and [`messages`]: validation rules and the message bag.
//! - [`conditions`] and [`expression`]: conditions and expression strings.
//! - [`editor`]: the editor's upload route, accepted files, alert route, link policy and
//!   texts.
//! - [`combobox`]: the select's keyboard (WAI-ARIA combobox) as a state machine.
//! - [`items`]: the select's item formats, normalised options, groups and folded search.
//! - [`endpoint`]: `{path|'default'}` URL templates, `searchParam`, `dataKey`.
//! - [`sanitize`]: the HTML allow-list every HTML string passes before it is rendered.
//! - [`layout`] and [`classes`]: columns and sizes; class maps and their merging.
//!
//! ## Features
//!
//! All on by default; `yewform-elements` forwards them (an app that depends on this crate
//! with `default-features = false` names the ones it uses):
//!
//! - The element kinds, each the schema `type` of the same name: `multiselect`, `tags` (the
//!   multi-value modes of [`schema::SelectSchema`], [`schema::MultiOptions`], and their
//!   combobox decisions, [`combobox::multi`]); `text` (with `"t-text"`), `textarea` (with
//!   `"t-textarea"`), `hidden` ([`schema::TextSchema`]); `checkbox`, `toggle`, `radio`,
//!   `checkboxgroup`, `radiogroup` ([`schema::ChoiceSchema`]); `static`, `button`; `object`,
//!   `group`, `list` (the containers: [`schema::ObjectSchema`], [`schema::GroupSchema`],
//!   [`schema::ListSchema`], dotted paths into list items). The `"select"` type is always
//!   there. `multi`, `text-family`, `choice` and `nested` are what those share, turned on by
//!   them, not meant to be named alone.
//! - `conditions`: the conditions engine ([`conditions`]: the `conditions` option,
//!   conditions in `disabled`, conditional rules, conditions written in Rust).
//! - `rules`: the built-in rules beyond `required` and `nullable` (`min`, `email`, `in`,
//!   `same`, …) and their messages; rules registered in Rust work without it.
//! - `editor`: the `"t-editor"` schema type and `sanitize::normalize_editor_html`.
//! - `regex`: the engine of the `regex` / `not_regex` rules (`rules::regex`); `email` does
//!   not need it.
//! - `entities-full`: all 2,231 named character references in the sanitizer; without it the
//!   262 common ones (HTML 4's, `&apos;`, `&Tab;`, `&NewLine;`, `&colon;`) and numeric
//!   references decode, and any other name stays literal text.
//! - `expressions`: the expression language ([`expression`]: `AGE(birthday) >= 18 and …`
//!   as a `conditions` or `disabled` entry or a conditional rule's condition). Without it
//!   such a string is a schema error naming the feature; conditions written as arrays
//!   (`["age", ">=", 18]`) work the same.
//! - `dates`: moment.js format tokens ([`date`]'s `format`, `parse_with_format`, …), the date
//!   rules (`after`, `after_or_equal`, `before`, `before_or_equal`, `date`, `date_equals`,
//!   `date_format`) and the expression function `FORMAT_DATE`. Without it the condition
//!   operators `today`/`before`/`after` and `AGE`, `DATE_ADD`, `TODAY`, `NOW` still read
//!   dates written without a format ([`date::parse_loose`]).
//! - `locale-de`: the German (`de`) validation messages (`messages::de`) and texts of the
//!   select and the editor ([`locale::tables`]). Without it a `de` (or `de-AT`, …) locale
//!   reads the English ones, as any locale without built-in texts does.
//!
//! A schema using what a build leaves out is a schema error at its path naming the feature
//! (`schema.body.type: the "t-editor" element needs yewform's "editor" feature`,
//! `schema.code.rules[0]: the regex rule needs yewform-core's "regex" feature`).

// The README (shown on crates.io) is tested with the doc tests, not rendered twice.
#![cfg_attr(doctest, doc = include_str!("../README.md"))]

pub mod classes;
pub mod combobox;
pub mod conditions;
pub mod config;
pub mod date;
pub mod editor;
pub mod element;
pub mod endpoint;
pub mod expression;
pub mod form;
pub mod items;
pub mod json_text;
pub mod layout;
pub mod locale;
mod lower;
pub mod messages;
pub mod rules;
pub mod sanitize;
pub mod schema;

/// Every value an element holds is JSON: request data is JSON anyway, and schema forms are
/// dynamic.
pub use serde_json::Value;

/// The version of yewform-core.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
