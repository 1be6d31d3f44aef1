//! The message bag: validator errors plus errors and messages the app adds.

use super::resolve::{MessageContext, resolve_message};
use crate::rules::Validation;

/// Whether an added entry is an error or an informational message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageKind {
    /// Listed in `errors` (and makes the element look invalid).
    Error,
    /// Listed in `messages`.
    Message,
}

/// An element's message store.
///
/// `errors` = prepended errors, then the failing validators' messages in rule order,
/// then appended errors. For a multilingual element every language's messages are listed,
/// each suffixed ` (<Language name>)`, while `error` is the first failing message of the
/// current language ([`MessageContext::language`]) without suffix.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MessageBag {
    prepended_errors: Vec<String>,
    appended_errors: Vec<String>,
    prepended_messages: Vec<String>,
    appended_messages: Vec<String>,
}

impl MessageBag {
    /// An empty bag.
    pub fn new() -> MessageBag {
        MessageBag::default()
    }

    /// Adds `text` before the validator errors (or before the other messages).
    pub fn prepend(&mut self, text: impl Into<String>, kind: MessageKind) {
        match kind {
            MessageKind::Error => self.prepended_errors.insert(0, text.into()),
            MessageKind::Message => self.prepended_messages.insert(0, text.into()),
        }
    }

    /// Adds `text` after the validator errors (or after the other messages).
    pub fn append(&mut self, text: impl Into<String>, kind: MessageKind) {
        match kind {
            MessageKind::Error => self.appended_errors.push(text.into()),
            MessageKind::Message => self.appended_messages.push(text.into()),
        }
    }

    /// Removes every added error and message (validator errors stay: they follow the
    /// validation state).
    pub fn clear(&mut self) {
        *self = MessageBag::default();
    }

    /// Removes the added entries of one kind.
    pub fn clear_kind(&mut self, kind: MessageKind) {
        match kind {
            MessageKind::Error => {
                self.prepended_errors.clear();
                self.appended_errors.clear();
            }
            MessageKind::Message => {
                self.prepended_messages.clear();
                self.appended_messages.clear();
            }
        }
    }

    /// Every error: prepends, validator errors, appends.
    pub fn errors(&self, validation: &Validation, ctx: &MessageContext<'_>) -> Vec<String> {
        let multilingual = validation.is_multilingual();
        let mut out = self.prepended_errors.clone();
        for (lang, failure) in validation.failures() {
            let text = resolve_message(failure, ctx);
            match lang {
                Some(l) if multilingual => out.push(format!("{text} ({})", ctx.language_name(l))),
                _ => out.push(text),
            }
        }
        out.extend(self.appended_errors.iter().cloned());
        out
    }

    /// The first error. For a multilingual element: the first prepend, else the first
    /// failing message of the current language (no suffix, as the reference's `error`), else
    /// the first failing message of another language with its language's name
    /// ("… (French)": the spec's `error` reflects all languages, so a rule failing elsewhere
    /// never leaves an invalid field without a message), else the first append.
    pub fn error(&self, validation: &Validation, ctx: &MessageContext<'_>) -> Option<String> {
        if let Some(first) = self.prepended_errors.first() {
            return Some(first.clone());
        }
        let own = if validation.is_multilingual() {
            let failures = validation.failures();
            let current = failures
                .iter()
                .find(|(lang, _)| lang.is_some() && *lang == ctx.language)
                .map(|(_, f)| resolve_message(f, ctx));
            current.or_else(|| {
                failures.first().map(|(lang, f)| match lang {
                    Some(l) => format!("{} ({})", resolve_message(f, ctx), ctx.language_name(l)),
                    None => resolve_message(f, ctx),
                })
            })
        } else {
            validation
                .failures()
                .first()
                .map(|(_, f)| resolve_message(f, ctx))
        };
        own.or_else(|| self.appended_errors.first().cloned())
    }

    /// Every added message (prepends, then appends).
    pub fn messages(&self) -> Vec<String> {
        let mut out = self.prepended_messages.clone();
        out.extend_from_slice(&self.appended_messages);
        out
    }

    /// Whether a message was added (and not cleared).
    pub fn has_messages(&self) -> bool {
        !self.prepended_messages.is_empty() || !self.appended_messages.is_empty()
    }

    /// The first added message.
    pub fn message(&self) -> Option<String> {
        self.messages().into_iter().next()
    }
}
