//! Validation messages and the message bag.
//!
//! - [`resolve_message`]: a failing rule's text, looked up in the element's `messages`,
//!   the form's `messages`, the rule's own message, the locale's `validation.<rule>`
//!   (with `.numeric`/`.file`/`.string`/`.array` for size rules), then
//!   `Invalid field` / `Ungültiges Feld`; `:attribute` and the rule's placeholders filled.
//! - [`MessageBag`]: validator errors plus errors and messages the app adds; per-language
//!   suffixes for multilingual elements.
//! - [`en`] and `de`: the built-in `validation.*` texts. `de` is the `locale-de` feature (on
//!   by default); without it the module is not compiled and a `de` (or `de-AT`, …) locale
//!   reads the English texts, as any locale without built-in texts does.

mod bag;
#[cfg(feature = "locale-de")]
pub mod de;
pub mod en;
mod languages;
mod placeholders;
mod resolve;

pub use bag::{MessageBag, MessageKind};
pub use languages::language_name;
pub use placeholders::replace_placeholders;
pub use resolve::{
    MessageContext, NameLookup, UNCHECKED_KEY, default_message, locale_text, localize,
    message_template, resolve_message,
};
