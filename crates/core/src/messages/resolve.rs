//! Message resolution: element `messages` > form `messages` > the rule's own message >
//! locale `validation.<rule>[.<type>]` > the default message.

use serde_json::Value;

#[cfg(feature = "locale-de")]
use super::de;
use super::en;
use super::placeholders::replace_placeholders;
use crate::rules::RuleFailure;

static NULL: Value = Value::Null;

/// A lookup from a path or code to a display name.
pub type NameLookup<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Everything a message needs besides the failure itself.
#[derive(Clone, Copy)]
pub struct MessageContext<'a> {
    /// The element's generic name (`fieldName`, else label, else name), for `:attribute`.
    pub attribute: &'a str,
    /// The form locale (`en`, `de`, `de-AT`, …).
    pub locale: &'a str,
    /// The fallback locale.
    pub fallback_locale: &'a str,
    /// The element's `messages` option (`{rule: text | {locale: text}}`), or `null`.
    pub element_messages: &'a Value,
    /// The form's `messages` option, or `null`.
    pub form_messages: &'a Value,
    /// Generic names of other elements, for `:other` (path → name); when `None`, the
    /// name captured at validation time is used.
    pub other_names: Option<NameLookup<'a>>,
    /// The current language of a multilingual element (for `error`).
    pub language: Option<&'a str>,
    /// Display names of languages for the ` (<Language name>)` suffix; defaults to the
    /// built-in English names ([`language_name`](super::language_name)).
    pub language_names: Option<NameLookup<'a>>,
}

impl std::fmt::Debug for MessageContext<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MessageContext")
            .field("attribute", &self.attribute)
            .field("locale", &self.locale)
            .field("fallback_locale", &self.fallback_locale)
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl<'a> MessageContext<'a> {
    /// A context with no `messages` overrides and fallback locale `en`.
    pub fn new(attribute: &'a str, locale: &'a str) -> MessageContext<'a> {
        MessageContext {
            attribute,
            locale,
            fallback_locale: "en",
            element_messages: &NULL,
            form_messages: &NULL,
            other_names: None,
            language: None,
            language_names: None,
        }
    }

    /// The display name of a language.
    pub fn language_name(&self, code: &str) -> String {
        self.language_names
            .and_then(|f| f(code))
            .unwrap_or_else(|| super::language_name(code))
    }
}

/// The built-in `validation.*` table and default message of `locale` (`de-AT` → `de`; only
/// with the `locale-de` feature, else `None` as for any other locale without built-in texts).
fn table(locale: &str) -> Option<(&'static [(&'static str, &'static str)], &'static str)> {
    let base = locale
        .split(['-', '_'])
        .next()
        .unwrap_or(locale)
        .to_ascii_lowercase();
    match base.as_str() {
        "en" => Some((en::VALIDATION, en::DEFAULT_MESSAGE)),
        #[cfg(feature = "locale-de")]
        "de" => Some((de::VALIDATION, de::DEFAULT_MESSAGE)),
        _ => None,
    }
}

/// The built-in text of `validation.<key>` in `locale`, if any.
pub fn locale_text(locale: &str, key: &str) -> Option<&'static str> {
    table(locale)?
        .0
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, t)| *t)
}

/// The default message (`Invalid field`, `Ungültiges Feld`) of `locale`, else English.
pub fn default_message(locale: &str) -> &'static str {
    table(locale).map_or(en::DEFAULT_MESSAGE, |(_, d)| d)
}

/// Picks a localized text as the reference's `localize` does: `obj[locale]`,
/// `obj[LOCALE]`, then (yewform's addition) the language of a regional locale (`obj["de"]`,
/// `obj["DE"]` for `de-AT`), `obj[fallback]`, `obj[FALLBACK]`, then the first entry. A plain string is
/// itself. Empty results count as absent.
pub fn localize(value: &Value, locale: &str, fallback: &str) -> Option<String> {
    let text = match value {
        Value::String(s) => Some(s.clone()),
        Value::Object(map) => {
            crate::locale::find_localized(locale, fallback, |k| map.get(k).and_then(Value::as_str))
                .or_else(|| map.values().find_map(Value::as_str))
                .map(str::to_string)
        }
        _ => None,
    };
    text.filter(|t| !t.is_empty())
}

/// The message key of a server rule whose request failed or timed out (see
/// [`crate::form::FormState::resolve_async_unchecked`]); `messages.unchecked` overrides its text.
pub const UNCHECKED_KEY: &str = "unchecked";

/// The message text for `failure` before placeholders are filled.
pub fn message_template(failure: &RuleFailure, ctx: &MessageContext<'_>) -> String {
    let overrides = [ctx.element_messages, ctx.form_messages];
    // A server rule that got no answer is overridden by `messages.unchecked`, not by the
    // rule's own message (which would claim an answer).
    let unchecked = failure.message_key == UNCHECKED_KEY;
    let key = if unchecked {
        UNCHECKED_KEY
    } else {
        failure.rule.as_str()
    };
    for messages in overrides {
        if let Some(text) = messages
            .get(key)
            .and_then(|m| localize(m, ctx.locale, ctx.fallback_locale))
        {
            return text;
        }
    }
    // English last, as the built-in strings (`locale::translate`): a locale pair without
    // built-in texts (`fr`, `fr`) reads the English rule text, not the bare default message.
    for locale in [ctx.locale, ctx.fallback_locale, "en"] {
        if let Some(text) = failure.default_message(locale).filter(|_| !unchecked) {
            return text;
        }
        let typed = failure
            .message_type
            .map(|t| format!("{}.{}", failure.message_key, t.key()));
        let text = typed
            .as_deref()
            .and_then(|k| locale_text(locale, k))
            .or_else(|| locale_text(locale, &failure.message_key));
        if let Some(text) = text {
            return text.to_string();
        }
    }
    let default_locale = if table(ctx.locale).is_some() {
        ctx.locale
    } else {
        ctx.fallback_locale
    };
    default_message(default_locale).to_string()
}

/// The final message for `failure`: [`message_template`] with `:attribute` and the rule's
/// placeholders filled.
pub fn resolve_message(failure: &RuleFailure, ctx: &MessageContext<'_>) -> String {
    let mut pairs = vec![("attribute".to_string(), ctx.attribute.to_string())];
    for (k, v) in &failure.params {
        let v = match (k.as_str(), &failure.other_path, ctx.other_names) {
            ("other", Some(path), Some(names)) => names(path).unwrap_or_else(|| v.clone()),
            _ => v.clone(),
        };
        pairs.push((k.clone(), v));
    }
    replace_placeholders(&message_template(failure, ctx), &pairs)
}
