//! Typed readers of option values: each takes the value's path and returns the typed value
//! or a [`SchemaError`] that names the path, what was expected and what was found.

use serde_json::Value;

use super::choices::{Choice, names_of};
use super::error::{SchemaError, child, describe_value, index, mismatch};
use crate::locale::{Localizable, LocalizableError};

pub use crate::json_text::MAX_NESTING;

/// Checks that `value`, with `above` arrays and objects around it (2 for an option: the
/// schema's root object and the entry), nests no deeper than [`MAX_NESTING`]: a
/// [`FormSchema::from_value`](super::FormSchema::from_value) accepts a value built in Rust
/// exactly when [`FormSchema::from_json`](super::FormSchema::from_json) would accept its text.
pub(crate) fn check_nesting(path: &str, value: &Value, above: usize) -> Result<(), SchemaError> {
    if crate::json_text::nests_too_deep(value, above) {
        let counted = if path.starts_with("config") {
            " (the config's root object included)"
        } else {
            " (the schema's root object included)"
        };
        return Err(SchemaError::new(
            path,
            crate::json_text::too_deep_reason(counted),
        ));
    }
    Ok(())
}

pub(crate) use crate::json_text::drop_flat;

/// A kind of JSON value, for shape checks of options that keep their raw `Value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Null,
    Bool,
    Number,
    String,
    Array,
    Object,
}

impl Kind {
    fn of(value: &Value) -> Self {
        match value {
            Value::Null => Self::Null,
            Value::Bool(_) => Self::Bool,
            Value::Number(_) => Self::Number,
            Value::String(_) => Self::String,
            Value::Array(_) => Self::Array,
            Value::Object(_) => Self::Object,
        }
    }

    fn word(self) -> &'static str {
        match self {
            Self::Null => "null",
            Self::Bool => "boolean",
            Self::Number => "number",
            Self::String => "string",
            Self::Array => "array",
            Self::Object => "object",
        }
    }
}

fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an ",
        Some('n') if word == "null" => "",
        _ => "a ",
    }
}

/// `"expected an array, object or string, found a boolean"`.
fn expected(kinds: &[Kind], value: &Value) -> String {
    let first = kinds.first().map_or("", |k| k.word());
    let mut text = String::from("expected ");
    text.push_str(article(first));
    push_or_list(
        &mut text,
        &mut kinds.iter().map(|k| k.word()),
        kinds.len(),
        "",
    );
    text.push_str(", found ");
    text.push_str(describe_value(value));
    text
}

/// Pushes the `count` `words` joined as `a, b or c`, each between two `quote`s: one copy of
/// the joining for the type and the choice errors, and no list of words (docs/size.md).
pub(crate) fn push_or_list(
    out: &mut String,
    words: &mut dyn Iterator<Item = &str>,
    count: usize,
    quote: &str,
) {
    for (i, word) in words.enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == count { " or " } else { ", " });
        }
        out.push_str(quote);
        out.push_str(word);
        out.push_str(quote);
    }
}

/// A type error at `path`.
pub(crate) fn type_error(path: &str, kinds: &[Kind], value: &Value) -> SchemaError {
    SchemaError::new(path, expected(kinds, value))
}

/// Checks that `value` is one of `kinds` and returns a clone of it.
pub(crate) fn shape(path: &str, value: &Value, kinds: &[Kind]) -> Result<Value, SchemaError> {
    if kinds.contains(&Kind::of(value)) {
        Ok(value.clone())
    } else {
        Err(type_error(path, kinds, value))
    }
}

/// A boolean.
pub(crate) fn boolean(path: &str, value: &Value) -> Result<bool, SchemaError> {
    value
        .as_bool()
        .ok_or_else(|| type_error(path, &[Kind::Bool], value))
}

/// A string.
pub(crate) fn string(path: &str, value: &Value) -> Result<String, SchemaError> {
    value
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| type_error(path, &[Kind::String], value))
}

/// A string, or `null` for none.
pub(crate) fn opt_string(path: &str, value: &Value) -> Result<Option<String>, SchemaError> {
    match value {
        Value::Null => Ok(None),
        Value::String(s) => Ok(Some(s.clone())),
        _ => Err(type_error(path, &[Kind::String, Kind::Null], value)),
    }
}

/// An integer that is at least `min`. Whole floats such as `5.0` are accepted.
pub(crate) fn integer(path: &str, value: &Value, min: i64) -> Result<i64, SchemaError> {
    let Value::Number(n) = value else {
        return Err(mismatch(path, "an integer", value));
    };
    let whole = n.as_i64().or_else(|| {
        n.as_f64()
            .filter(|f| f.fract() == 0.0 && *f >= -9.0e15 && *f <= 9.0e15)
            // The range check above makes the conversion exact.
            .map(|f| f as i64)
    });
    let Some(whole) = whole else {
        return Err(SchemaError::new(
            path,
            format!("expected an integer, found {n}"),
        ));
    };
    if whole < min {
        return Err(SchemaError::new(
            path,
            format!("expected an integer of at least {min}, found {whole}"),
        ));
    }
    Ok(whole)
}

/// A wait in milliseconds: an integer of at least `min` and at most
/// [`MAX_WAIT_MS`](super::MAX_WAIT_MS).
pub(crate) fn wait(path: &str, value: &Value, min: i64) -> Result<i64, SchemaError> {
    let n = integer(path, value, min)?;
    if n.unsigned_abs() > super::MAX_WAIT_MS {
        return Err(SchemaError::new(
            path,
            format!(
                "expected at most {} ms (the longest a browser timer waits), found {n}",
                super::MAX_WAIT_MS
            ),
        ));
    }
    Ok(n)
}

/// A non-negative wait in milliseconds ([`wait`]), or `null` for none.
#[cfg(any(feature = "editor", feature = "text-family"))] // the t-editor and the text family read one
pub(crate) fn opt_wait(path: &str, value: &Value) -> Result<Option<u64>, SchemaError> {
    if value.is_null() {
        return Ok(None);
    }
    let n = wait(path, value, 0)?;
    Ok(Some(n.unsigned_abs()))
}

/// An array of strings.
pub(crate) fn string_list(path: &str, value: &Value) -> Result<Vec<String>, SchemaError> {
    let Value::Array(items) = value else {
        return Err(mismatch(path, "an array of strings", value));
    };
    // A loop, not a collect into a Result (no iterator adapter in the wasm, docs/size.md).
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        out.push(string(&index(path, i), item)?);
    }
    Ok(out)
}

/// An array of strings, or `null` for none.
#[cfg(feature = "editor")] // only the t-editor reads one
pub(crate) fn opt_string_list(
    path: &str,
    value: &Value,
) -> Result<Option<Vec<String>>, SchemaError> {
    if value.is_null() {
        Ok(None)
    } else {
        string_list(path, value).map(Some)
    }
}

/// A string naming a value of `T`.
pub(crate) fn choice<T: Choice>(path: &str, value: &Value) -> Result<T, SchemaError> {
    let at = choice_at(path, value, &names_of::<T>())?;
    T::ALL
        .get(at)
        .copied()
        .ok_or_else(|| SchemaError::new(path, "unknown value".to_string()))
}

/// An array of strings naming values of `T`.
pub(crate) fn choice_list<T: Choice>(path: &str, value: &Value) -> Result<Vec<T>, SchemaError> {
    let at = choice_list_at(path, value, &names_of::<T>())?;
    let mut out = Vec::with_capacity(at.len());
    for i in at {
        if let Some(choice) = T::ALL.get(i) {
            out.push(*choice);
        }
    }
    Ok(out)
}

/// Where in `names` the string at `path` is ([`choice`] without its type: one copy in the
/// wasm for every choice type, docs/size.md).
fn choice_at(path: &str, value: &Value, names: &[&str]) -> Result<usize, SchemaError> {
    let name = string(path, value)?;
    names.iter().position(|n| *n == name).ok_or_else(|| {
        // `unknown value "x" (allowed: "a" or "b")`, built in one string (docs/size.md).
        let mut reason = String::from("unknown value \"");
        reason.push_str(&name);
        reason.push_str("\" (allowed: ");
        push_or_list(&mut reason, &mut names.iter().copied(), names.len(), "\"");
        reason.push(')');
        SchemaError::new(path, reason)
    })
}

/// [`choice_at`] of each string of the array at `path`.
fn choice_list_at(path: &str, value: &Value, names: &[&str]) -> Result<Vec<usize>, SchemaError> {
    let Value::Array(items) = value else {
        return Err(mismatch(path, "an array of strings", value));
    };
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        out.push(choice_at(&index(path, i), item, names)?);
    }
    Ok(out)
}

/// A localizable text, or `null` for none.
///
/// `{"fn": "<name>"}` is an error, not the locale `fn` (a locale is never named so): a text
/// option takes no function; the reason names the slot that renders the part from Rust.
pub(crate) fn localizable(path: &str, value: &Value) -> Result<Option<Localizable>, SchemaError> {
    if value.is_null() {
        return Ok(None);
    }
    if super::functions::looks_like_ref(value) {
        return Err(SchemaError::new(path, text_function_reason(path)));
    }
    Localizable::from_value(value)
        .map(Some)
        .map_err(|err| match err {
            LocalizableError::WrongType { found } => SchemaError::new(
                path,
                format!("expected a string or an object of strings keyed by locale, found {found}"),
            ),
            LocalizableError::WrongEntry { locale, found } => SchemaError::new(
                child(path, &locale),
                format!("expected a string, found {found}"),
            ),
        })
}

/// Why a text option refuses `{"fn": …}`, with the slot to use where one renders the part:
/// the layout slot of the same name, `default` for a button's label and a choice's `text`,
/// `addon-before`/`addon-after` for an addon.
fn text_function_reason(path: &str) -> String {
    let mut segments = path.rsplit('.');
    let key = segments.next().unwrap_or(path);
    let slot = match (segments.next(), key) {
        (Some("addons"), "before") => Some("addon-before"),
        (Some("addons"), "after") => Some("addon-after"),
        // `messages.before` is the date rule's message, `labels.on` a toggle's label.
        (Some("messages" | "labels"), _) => None,
        (_, "label" | "info" | "description" | "before" | "between" | "after") => Some(key),
        (_, "buttonLabel" | "text") => Some("default"),
        (_, "noOptionsText") => Some("no-options"),
        (_, "noResultsText") => Some("no-results"),
        _ => None,
    };
    let mut reason = String::from("a text option takes no function (not a locale named \"fn\"): ");
    if let Some(slot) = slot {
        reason.push_str("render it from Rust with the \"");
        reason.push_str(slot);
        reason.push_str("\" slot (\"slots\": {\"");
        reason.push_str(slot);
        reason.push_str("\": {\"fn\": …}} or the component's slots prop)");
    } else {
        if key == "placeholder" {
            reason
                .push_str("a select's renders from Rust with the \"placeholder\" slot; elsewhere ");
        }
        reason.push_str("give a string or an object of strings keyed by locale (computed in Rust, set it on the schema or the component's prop)");
    }
    reason
}

/// An object whose values are all strings (e.g. `views`, `slots`).
pub(crate) fn string_map(path: &str, value: &Value) -> Result<Value, SchemaError> {
    let Value::Object(map) = value else {
        return Err(type_error(path, &[Kind::Object], value));
    };
    for (key, entry) in map {
        string(&child(path, key), entry)?;
    }
    Ok(value.clone())
}

/// An object whose values are all localizable texts (e.g. `messages`).
pub(crate) fn localizable_map(path: &str, value: &Value) -> Result<Value, SchemaError> {
    let Value::Object(map) = value else {
        return Err(type_error(path, &[Kind::Object], value));
    };
    for (key, entry) in map {
        localizable(&child(path, key), entry)?;
    }
    Ok(value.clone())
}

/// Where an option's value goes and how it is read. An option reader's `match` over keys
/// picks the field; [`Slot::read`] holds the one copy of each conversion (docs/size.md: a
/// conversion and its error code per key made the readers about 35 KB of wasm).
pub(crate) enum Slot<'a> {
    Bool(&'a mut bool),
    String(&'a mut String),
    OptString(&'a mut Option<String>),
    Localizable(&'a mut Option<Localizable>),
    /// An integer of at least the given minimum.
    Integer(&'a mut i64, i64),
    /// A wait in milliseconds of at least `-1` ([`wait`]).
    Wait(&'a mut i64),
    Shape(&'a mut Value, &'static [Kind]),
    /// `{"fn": "<name>"}`: the name of a function registered in Rust.
    Function(&'a mut Option<String>),
    /// Read by the option reader's own code, which gets the key's index in its key table.
    Other(usize),
}

impl Slot<'_> {
    /// Reads `value` at `path` into the field; `Ok(false)` for [`Slot::Other`], which it
    /// leaves to the caller.
    #[inline(never)]
    pub(crate) fn read(self, path: &str, value: &Value) -> Result<bool, SchemaError> {
        match self {
            Slot::Bool(field) => *field = boolean(path, value)?,
            Slot::String(field) => *field = string(path, value)?,
            Slot::OptString(field) => *field = opt_string(path, value)?,
            Slot::Localizable(field) => *field = localizable(path, value)?,
            Slot::Integer(field, min) => *field = integer(path, value, min)?,
            Slot::Wait(field) => *field = wait(path, value, -1)?,
            Slot::Shape(field, kinds) => *field = shape(path, value, kinds)?,
            Slot::Function(field) => *field = Some(super::functions::read_function(path, value)?),
            Slot::Other(_) => return Ok(false),
        }
        Ok(true)
    }
}

/// The JSON form of an optional value: the value, or `null`.
pub(crate) fn or_null<T>(value: Option<&T>, to_value: impl Fn(&T) -> Value) -> Value {
    value.map_or(Value::Null, to_value)
}

/// The JSON array of a list of choices.
pub(crate) fn choices_value<T: Choice>(items: &[T]) -> Value {
    Value::Array(
        items
            .iter()
            .map(|c| Value::String(c.as_str().to_string()))
            .collect(),
    )
}

/// The JSON array of a list of strings.
pub(crate) fn strings_value(items: &[String]) -> Value {
    Value::Array(items.iter().cloned().map(Value::String).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::choices::OpenDirection;
    use serde_json::json;

    #[test]
    fn shape_lists_expected_kinds() {
        let err = shape(
            "p",
            &json!(true),
            &[Kind::Array, Kind::Object, Kind::String],
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "p: expected an array, object or string, found a boolean"
        );
        let err = shape("p", &json!(1), &[Kind::Null]).unwrap_err();
        assert_eq!(err.reason, "expected null, found a number");
    }

    #[test]
    fn integers() {
        assert_eq!(integer("p", &json!(5), -1), Ok(5));
        assert_eq!(integer("p", &json!(5.0), -1), Ok(5));
        assert_eq!(
            integer("p", &json!(2.5), -1).unwrap_err().reason,
            "expected an integer, found 2.5"
        );
        assert_eq!(
            integer("p", &json!(-3), -1).unwrap_err().reason,
            "expected an integer of at least -1, found -3"
        );
        assert_eq!(
            integer("p", &json!("5"), -1).unwrap_err().reason,
            "expected an integer, found a string"
        );
        assert_eq!(
            integer("p", &json!(1e300), -1).unwrap_err().reason,
            "expected an integer, found 1e+300"
        );
    }

    #[test]
    fn lists_name_the_bad_index() {
        let err = string_list("p", &json!(["a", 1])).unwrap_err();
        assert_eq!(err.path, "p[1]");
        assert_eq!(err.reason, "expected a string, found a number");
        let err = choice_list::<OpenDirection>("p", &json!(["top", "left"])).unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"p[1]: unknown value "left" (allowed: "top" or "bottom")"#
        );
    }

    #[test]
    fn localizable_entry_path() {
        let err = localizable("p", &json!({"en": "a", "de": false})).unwrap_err();
        assert_eq!(err.to_string(), "p.de: expected a string, found a boolean");
    }
}
