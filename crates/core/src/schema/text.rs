//! The text family's schema: `"type": "text"`, `"textarea"` and `"hidden"` (one variant,
//! [`ElementSchema::Text`](super::ElementSchema::Text), with the kind inside).
//!
//! ```
//! # #[cfg(all(feature = "text", feature = "textarea"))] {
//! use serde_json::json;
//! use yewform_core::schema::{ElementSchema, TextKind};
//! let entry = ElementSchema::from_owned("email", json!({
//!     "type": "text", "inputType": "email", "autocomplete": "email", "debounce": 300
//! })).unwrap();
//! let ElementSchema::Text(text) = entry else { panic!() };
//! assert_eq!((text.kind, text.input_type.as_str(), text.debounce), (TextKind::Text, "email", Some(300)));
//! let error = ElementSchema::from_owned("bio", json!({"type": "textarea", "row": 4})).unwrap_err();
//! assert_eq!(error.to_string(), "schema.bio.row: unknown option (did you mean \"rows\"?)");
//! # }
//! ```

#![cfg_attr(not(feature = "text-family"), allow(unused_imports, dead_code))] // the readers need a feature

use serde_json::{Map, Value};

use super::error::SchemaError;
use super::read::{self, Kind, or_null};
use super::select::{Floating, floating};
use crate::locale::Localizable;

use super::common::CommonOptions;

/// Which element of the text family an entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TextKind {
    /// `TextElement` (`"type": "text"`): a single-line `<input>`.
    #[default]
    Text,
    /// `TextareaElement` (`"type": "textarea"`): a `<textarea>`.
    Textarea,
    /// `HiddenElement` (`"type": "hidden"`): an `<input type="hidden">`, no field frame.
    Hidden,
    /// `TTextElement` (`"type": "t-text"`): a text input with one value per language
    /// (the `text` feature).
    TText,
    /// `TTextareaElement` (`"type": "t-textarea"`): a textarea with one value per language
    /// (the `textarea` feature).
    TTextarea,
}

impl TextKind {
    /// The schema `type` of this kind.
    #[must_use]
    pub const fn type_name(self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Textarea => "textarea",
            Self::Hidden => "hidden",
            Self::TText => "t-text",
            Self::TTextarea => "t-textarea",
        }
    }

    /// Whether the value is one per language (`t-text`, `t-textarea`).
    #[must_use]
    pub const fn is_multilingual(self) -> bool {
        matches!(self, Self::TText | Self::TTextarea)
    }

    /// Whether the field is a `<textarea>` (`textarea`, `t-textarea`).
    #[must_use]
    pub const fn is_area(self) -> bool {
        matches!(self, Self::Textarea | Self::TTextarea)
    }

    /// The single-language kind whose field and classes this kind shares (`t-text`: `text`).
    #[must_use]
    pub const fn base(self) -> Self {
        match self {
            Self::TText => Self::Text,
            Self::TTextarea => Self::Textarea,
            other => other,
        }
    }

    /// The kind of a schema `type`, and whether its core feature (`text`, `textarea`,
    /// `hidden`: the base kind's name) is on (`None`: not of the family).
    pub(crate) fn of_type(type_name: &str) -> Option<(Self, bool)> {
        match type_name {
            "text" => Some((Self::Text, cfg!(feature = "text"))),
            "textarea" => Some((Self::Textarea, cfg!(feature = "textarea"))),
            "hidden" => Some((Self::Hidden, cfg!(feature = "hidden"))),
            "t-text" => Some((Self::TText, cfg!(feature = "text"))),
            "t-textarea" => Some((Self::TTextarea, cfg!(feature = "textarea"))),
            _ => None,
        }
    }

    /// The options of this kind besides the common ones, in the order
    /// [`TextSchema::write`] emits them.
    pub(crate) const fn keys(self) -> &'static [&'static str] {
        match self {
            Self::Text => TEXT_KEYS,
            Self::Textarea => TEXTAREA_KEYS,
            Self::Hidden => HIDDEN_KEYS,
            Self::TText => T_TEXT_KEYS,
            Self::TTextarea => TEXTAREA_KEYS,
        }
    }

    /// The events of this kind besides the lifecycle events.
    pub(crate) const fn events(self) -> &'static [&'static str] {
        match self {
            Self::Hidden => HIDDEN_EVENTS,
            _ => TEXT_EVENTS,
        }
    }
}

/// A text, textarea or hidden element: the common options and every option of the
/// reference's `text` / `textarea` / `hidden` tables, with their defaults. Options a kind
/// does not have keep their defaults (the reader refuses them for that kind).
///
/// - `default`: a plain object is a locale map (the value is its entry for the form's
///   locale, [`ElementSetup::from_schema`](crate::element::ElementSetup::from_schema)).
/// - `forceNumbers` converts numeric text for the data only (the request data, and what
///   conditions, expressions and rules read): the field keeps what the user typed, while
///   rules check the number once the text converts (`max:100` fails `"5000"`;
///   docs/differences.md).
#[derive(Debug, Clone, PartialEq)]
pub struct TextSchema {
    /// Options shared by every element.
    pub common: CommonOptions,
    /// Which element of the family.
    pub kind: TextKind,
    /// `inputType` (text only, default `text`): the input's `type` attribute.
    pub input_type: String,
    /// `debounce`: milliseconds before validation runs after a change; `None` at once. At most
    /// [`MAX_WAIT_MS`](super::MAX_WAIT_MS) (a schema error above, clamped when set in Rust).
    pub debounce: Option<u64>,
    /// `autocomplete` (text only): the attribute (a number is kept as its text); `None`
    /// leaves it out.
    pub autocomplete: Option<String>,
    /// `addons.before`: HTML (through the sanitizer) or text before the input.
    pub addon_before: Option<Localizable>,
    /// `addons.after`: HTML (through the sanitizer) or text after the input.
    pub addon_after: Option<Localizable>,
    /// `loading` (text only, default `false`): shows the loader and sets `aria-busy`.
    pub loading: bool,
    /// `forceNumbers` (text and hidden): numeric text goes into the data as a number, and
    /// conditions, expressions and rules read that number.
    /// `None` when unset (off).
    pub force_numbers: Option<bool>,
    /// `readonly` (the four text kinds, default `false`), in the forms `disabled` takes: a
    /// boolean, an array of conditions that must all hold (`[["locked", true]]`), a Rust
    /// function `{"fn": "<name>"}` (a condition function,
    /// [`Functions::condition`](crate::schema::Functions::condition)), or `{"value": <bool>}`
    /// (read as the boolean). Decided by the form
    /// ([`FormState::is_readonly`](crate::form::FormState::is_readonly)).
    pub readonly: Value,
    /// `attrs` (text and textarea, default `{}`): extra attributes of the input, filtered as
    /// the select's ([`crate::sanitize::input_attrs`]).
    pub attrs: Value,
    /// `floating` (text and textarea): `None` when unset.
    pub floating: Option<Floating>,
    /// `rows` (textarea only, default 3).
    pub rows: u64,
    /// `autogrow` (textarea only, default `true`): the textarea grows with its text.
    pub autogrow: bool,
    /// `meta` (hidden only, default `false`): render nothing, keep the value in the data.
    pub meta: bool,
    /// `expression` (text and hidden): the value is this text with its `{…}` expressions
    /// evaluated over the form's available data (a locale map gives one per locale), kept
    /// up to date by the form when a value it reads, the locale or the language changes, and
    /// after `reset()`/`clear()`/`load()`. Parsed when the schema is read: a bad expression
    /// is a schema error at `expression`, and so is any `expression` without yewform-core's
    /// `expressions` feature, and expressions that read each other in a cycle (the form's
    /// docs, `form::MAX_EXPRESSION_VALUE_CHARS` for the longest value). A text with an expression is read-only in the browser
    /// (docs/differences.md).
    pub expression: Option<crate::expression::LocalizedTemplate>,
}

impl Default for TextSchema {
    fn default() -> Self {
        Self::new(TextKind::Text)
    }
}

/// The text element's own JSON keys.
pub(crate) const TEXT_KEYS: &[&str] = &[
    "inputType",
    "debounce",
    "autocomplete",
    "addons",
    "loading",
    "forceNumbers",
    "readonly",
    "attrs",
    "floating",
    "expression",
];

/// The textarea element's own JSON keys.
pub(crate) const TEXTAREA_KEYS: &[&str] = &[
    "debounce", "addons", "readonly", "attrs", "floating", "rows", "autogrow",
];

/// The t-text element's own JSON keys: the text's but `forceNumbers`.
pub(crate) const T_TEXT_KEYS: &[&str] = &[
    "inputType",
    "debounce",
    "autocomplete",
    "addons",
    "loading",
    "readonly",
    "attrs",
    "floating",
];

/// The hidden element's own JSON keys.
pub(crate) const HIDDEN_KEYS: &[&str] = &["forceNumbers", "meta", "expression"];

/// Events of the text and textarea elements besides the lifecycle events (`error`: a failing
/// server rule).
pub const TEXT_EVENTS: &[&str] = &[
    "reset", "clear", "change", "blur", "focus", "keydown", "keyup", "keypress", "error",
];

/// Events of the hidden element besides the lifecycle events.
pub const HIDDEN_EVENTS: &[&str] = &["reset", "clear", "change", "error"];

#[cfg(feature = "text-family")]
/// Common options a hidden element has not (it renders no field frame).
const HIDDEN_REFUSED: &[&str] = &[
    "label",
    "placeholder",
    "info",
    "infoPosition",
    "description",
    "before",
    "between",
    "after",
    "columns",
    "inline",
    "size",
    "view",
    "views",
    "addClasses",
    "addClass",
    "prependClasses",
    "removeClasses",
    "removeClass",
    "replaceClasses",
    "replaceClass",
    "overrideClasses",
    "overrideClass",
    "templates",
    "presets",
    "slots",
];

impl TextSchema {
    /// Empty options of `kind`, with the reference's defaults.
    #[must_use]
    pub fn new(kind: TextKind) -> Self {
        Self {
            common: CommonOptions::default(),
            kind,
            input_type: "text".into(),
            debounce: None,
            autocomplete: None,
            addon_before: None,
            addon_after: None,
            loading: false,
            force_numbers: None,
            readonly: Value::Bool(false),
            attrs: crate::json_text::empty_object(),
            floating: None,
            rows: 3,
            autogrow: true,
            meta: false,
            expression: None,
        }
    }

    /// Whether `forceNumbers` is on.
    #[must_use]
    pub fn forces_numbers(&self) -> bool {
        self.force_numbers == Some(true)
    }

    /// Reads the option `key` of this kind; `Ok(false)` when it is not one of its own.
    /// A common option a hidden element has not is an error here.
    #[cfg(feature = "text-family")]
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
        registries: super::registries::Registries<'_>,
    ) -> Result<bool, SchemaError> {
        // No disabled state (what its `disable()` answers too); `false` (what a generic
        // writer may give) or `{"value": false}` is none.
        if self.kind == TextKind::Hidden && key == "disabled" {
            if !super::shapes::is_not_disabled(value) {
                let reason = crate::element::ElementKind::Hidden
                    .no_disabled_state()
                    .unwrap_or_default();
                return Err(SchemaError::new(path, reason));
            }
            return Ok(true);
        }
        if self.kind == TextKind::Hidden && HIDDEN_REFUSED.contains(&key) {
            return Err(SchemaError::new(
                path,
                format!("a hidden element has no \"{key}\" (it renders no field)"),
            ));
        }
        if key == "default" {
            read::shape(
                path,
                value,
                &[Kind::String, Kind::Number, Kind::Object, Kind::Null],
            )?;
            return Ok(false); // the common reader keeps it
        }
        if !self.kind.keys().contains(&key) {
            return Ok(false);
        }
        match key {
            "inputType" => self.input_type = input_type(path, value)?,
            "debounce" => self.debounce = read::opt_wait(path, value)?,
            "autocomplete" => {
                self.autocomplete = match value {
                    Value::Number(n) => Some(n.to_string()),
                    _ => read::opt_string(path, value)?,
                }
            }
            "addons" => (self.addon_before, self.addon_after) = addons(path, value)?,
            "loading" => self.loading = read::boolean(path, value)?,
            "forceNumbers" => {
                self.force_numbers = match value {
                    Value::Null => None,
                    v => Some(read::boolean(path, v)?),
                }
            }
            "readonly" => self.readonly = readonly(path, value, registries)?,
            "attrs" => self.attrs = read::shape(path, value, &[Kind::Object])?,
            "floating" => self.floating = floating(path, value)?,
            "rows" => self.rows = read::integer(path, value, 1)?.unsigned_abs(),
            "autogrow" => self.autogrow = read::boolean(path, value)?,
            "meta" => self.meta = read::boolean(path, value)?,
            "expression" => self.expression = expression(path, value, registries)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Why `key` is unknown when another kind of the family has it (`rows` on a text).
    #[cfg(feature = "text-family")]
    pub(crate) fn sibling_key(&self, key: &str) -> Option<String> {
        if self.kind == TextKind::Hidden {
            if let Some(event) = super::events::event_for_key(key, TEXT_EVENTS) {
                return Some(format!(
                    "a hidden has no \"{event}\" event (its events: {}, and the lifecycle events)",
                    HIDDEN_EVENTS.join(", ")
                ));
            }
        }
        [
            TextKind::Text,
            TextKind::Textarea,
            TextKind::Hidden,
            TextKind::TText,
            TextKind::TTextarea,
        ]
        .into_iter()
        .find(|k| *k != self.kind && k.keys().contains(&key))
        .map(|other| {
            format!(
                "\"{key}\" is a {} option; a {} has no such option",
                other.type_name(),
                self.kind.type_name()
            )
        })
    }

    /// Writes this kind's options into `map`.
    #[cfg(feature = "text-family")]
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        if self.kind == TextKind::Hidden {
            // The common writer emits them all; a hidden element refuses them.
            for key in HIDDEN_REFUSED {
                map.remove(*key);
            }
            map.remove("disabled");
        }
        for key in self.kind.keys() {
            let value = match *key {
                "inputType" => Value::String(self.input_type.clone()),
                "debounce" => or_null(self.debounce.as_ref(), |d| Value::from(*d)),
                "autocomplete" => or_null(self.autocomplete.as_ref(), |a| Value::from(a.clone())),
                "addons" => {
                    let mut addons = Map::new();
                    if let Some(before) = &self.addon_before {
                        addons.insert("before".into(), before.to_value());
                    }
                    if let Some(after) = &self.addon_after {
                        addons.insert("after".into(), after.to_value());
                    }
                    Value::Object(addons)
                }
                "loading" => Value::Bool(self.loading),
                "forceNumbers" => or_null(self.force_numbers.as_ref(), |f| Value::Bool(*f)),
                "readonly" => self.readonly.clone(),
                "attrs" => self.attrs.clone(),
                "floating" => match &self.floating {
                    None => Value::Null,
                    Some(Floating::Off) => Value::Bool(false),
                    Some(Floating::Placeholder) => Value::Bool(true),
                    Some(Floating::Label(text)) => text.to_value(),
                },
                "rows" => Value::from(self.rows),
                "autogrow" => Value::Bool(self.autogrow),
                "meta" => Value::Bool(self.meta),
                "expression" => or_null(self.expression.as_ref(), |e| e.text.to_value()),
                _ => continue,
            };
            map.insert((*key).into(), value);
        }
    }
}

#[cfg(feature = "text-family")]
/// `inputType`: a non-empty token of letters and `-` (`email`, `datetime-local`).
fn input_type(path: &str, value: &Value) -> Result<String, SchemaError> {
    let text = read::string(path, value)?;
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-') {
        return Err(SchemaError::new(
            path,
            format!("expected an input type such as \"email\" or \"password\", found \"{text}\""),
        ));
    }
    if matches!(
        text.to_ascii_lowercase().as_str(),
        "hidden" | "checkbox" | "radio" | "file" | "submit" | "button" | "reset" | "image"
    ) {
        return Err(SchemaError::new(
            path,
            format!(
                "\"{text}\" is not a text input type (use the element of that type, e.g. \"type\": \"hidden\")"
            ),
        ));
    }
    Ok(text.to_ascii_lowercase())
}

#[cfg(feature = "text-family")]
/// `readonly`: a boolean (`null` is `false`), `{"value": <bool>}` (the boolean), an array of
/// conditions (checked as `disabled`'s, positions named `readonly[..]`) or a function
/// reference.
fn readonly(
    path: &str,
    value: &Value,
    registries: super::registries::Registries<'_>,
) -> Result<Value, SchemaError> {
    match value {
        Value::Null => Ok(Value::Bool(false)),
        Value::Array(_) => {
            super::shapes::check_entries(path, value)?;
            crate::conditions::DisabledSpec::parse_option(
                &super::shapes::without_refs(value),
                registries.conditions,
                "readonly",
            )
            .map_err(|e| super::shapes::condition_error(path, &e))?;
            Ok(value.clone())
        }
        _ => super::shapes::check_disabled(path, value, registries),
    }
}

#[cfg(feature = "text-family")]
/// `expression`: a template string (`"{first} {last}"`) or a locale map of them, each
/// `{…}` parsed with the schema's expression functions; `null` is none.
fn expression(
    path: &str,
    value: &Value,
    registries: super::registries::Registries<'_>,
) -> Result<Option<crate::expression::LocalizedTemplate>, SchemaError> {
    let Some(text) = read::localizable(path, value)? else {
        return Ok(None);
    };
    // Without the engine there is nothing to compute (and no parser in the build).
    #[cfg(not(feature = "expressions"))]
    {
        let _ = (text, registries);
        Err(SchemaError::new(
            path,
            "\"expression\" needs yewform-core's \"expressions\" feature",
        ))
    }
    #[cfg(feature = "expressions")]
    crate::expression::LocalizedTemplate::parse(text, registries.conditions.expressions())
        .map(Some)
        .map_err(|(locale, error)| {
            let at = locale.map_or_else(|| path.to_owned(), |l| super::error::child(path, &l));
            SchemaError::new(at, error.to_string())
        })
}

#[cfg(feature = "text-family")]
/// `addons`: `{before, after}`, each a text or HTML string or a locale map.
fn addons(
    path: &str,
    value: &Value,
) -> Result<(Option<Localizable>, Option<Localizable>), SchemaError> {
    let Value::Object(map) = value else {
        return Err(read::type_error(path, &[Kind::Object], value));
    };
    let mut out = (None, None);
    for (key, entry) in map {
        let at = super::error::child(path, key);
        match key.as_str() {
            "before" => out.0 = read::localizable(&at, entry)?,
            "after" => out.1 = read::localizable(&at, entry)?,
            _ => {
                let reason = match super::suggest(key, ["before", "after"]) {
                    Some(close) => format!("unknown addon (did you mean \"{close}\"?)"),
                    None => "unknown addon (expected \"before\" or \"after\")".to_string(),
                };
                return Err(SchemaError::new(at, reason));
            }
        }
    }
    Ok(out)
}

/// `forceNumbers`' conversion: a string that is entirely an optional `-`, digits, and
/// optionally one `.` or `,` followed by digits becomes that number (a comma is the decimal
/// point), as JavaScript's `parseFloat` reads it: leading zeros do not count (`"007"` is 7),
/// a whole number is an integer (`"1,0"` is 1), zero has no sign; anything else is returned
/// as it is. Unlike JavaScript, a whole number beyond 2^53 within `u64` stays exact.
///
/// ```
/// use serde_json::json;
/// use yewform_core::schema::force_number;
/// assert_eq!(force_number(&json!("-12,5")), json!(-12.5));
/// assert_eq!(force_number(&json!("42")), json!(42));
/// assert_eq!(force_number(&json!("007")), json!(7));
/// assert_eq!(force_number(&json!("1.")), json!("1."));
/// assert_eq!(force_number(&json!("1e3")), json!("1e3"));
/// ```
#[must_use]
pub fn force_number(value: &Value) -> Value {
    let Value::String(text) = value else {
        return value.clone();
    };
    let digits = text.strip_prefix('-').unwrap_or(text);
    let (whole, fraction) = match digits.find(['.', ',']) {
        Some(at) => (digits.get(..at), digits.get(at + 1..)),
        None => (Some(digits), None),
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (Some(whole), true) = (whole, fraction.is_none_or(all_digits)) else {
        return value.clone();
    };
    if !all_digits(whole) {
        return value.clone();
    }
    // The number as JavaScript's `parseFloat` reads it and `JSON.stringify` writes it:
    // leading zeros do not count (`"007"` is 7), a fraction of zeros leaves a whole number
    // (`"1,0"` is 1, not 1.0), and zero has no sign.
    let whole = match whole.trim_start_matches('0') {
        "" => "0",
        whole => whole,
    };
    let fraction = fraction
        .map(|f| f.trim_end_matches('0'))
        .filter(|f| !f.is_empty());
    if whole == "0" && fraction.is_none() {
        return Value::from(0);
    }
    let mut number = String::with_capacity(text.len());
    if text.starts_with('-') {
        number.push('-');
    }
    number.push_str(whole);
    if let Some(fraction) = fraction {
        number.push('.');
        number.push_str(fraction);
    }
    // serde_json's own number reader (already in every app), not `str::parse::<f64>`, which
    // links the standard library's float parser (about 16 KB gzip of wasm, docs/size.md).
    // A whole number within `i64`/`u64` stays exact (JavaScript rounds beyond 2^53), one
    // beyond them is a float.
    serde_json::from_str::<serde_json::Number>(&number)
        .map_or_else(|_| value.clone(), Value::Number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn force_number_follows_the_reference_grammar() {
        for (input, out) in [
            (json!("7"), json!(7)),
            (json!("-3"), json!(-3)),
            (json!("1.5"), json!(1.5)),
            (json!("1,000"), json!(1)),
            (json!("007"), json!(7)),
            (json!("-05"), json!(-5)),
            (json!("00.5"), json!(0.5)),
            (json!("2.50"), json!(2.5)),
            (json!("-0"), json!(0)),
            (json!("-0,0"), json!(0)),
            (json!("1."), json!("1.")),
            (json!("+5"), json!("+5")),
            (json!(" 7"), json!(" 7")),
            (json!("1.000,5"), json!("1.000,5")),
            (json!(""), json!("")),
            (json!("-"), json!("-")),
            (json!(null), json!(null)),
        ] {
            assert_eq!(force_number(&input), out, "{input}");
        }
        // As JavaScript's `parseFloat` then `JSON.stringify`: a whole number goes out as an
        // integer, zero without its sign.
        for (input, text) in [("1,0", "1"), ("-0", "0"), ("0.0", "0"), ("3.25", "3.25")] {
            let out = force_number(&json!(input));
            assert_eq!(
                serde_json::to_string(&out).ok().as_deref(),
                Some(text),
                "{input}"
            );
        }
    }
}
