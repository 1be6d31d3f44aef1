//! [`normalize`]: every accepted `items` format to one [`Items`] list, or straight into an
//! [`OptionStore`] ([`OptionStore::normalize`], [`OptionStore::normalize_lossy`]).

use serde_json::{Map, Value};

use super::error::ItemsError;
use super::js_order::js_key_order;
use super::option::{Group, Items, Kept, Opt, OptValue};
use super::store::OptionStore;
use super::text::scalar_text;
use crate::locale::Localizable;
use crate::schema::describe_value;

/// The select options that decide how `items` are read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemOptions {
    /// `labelProp` (default `label`).
    pub label_prop: String,
    /// `valueProp` (default `value`).
    pub value_prop: String,
    /// `groups` (default `false`).
    pub groups: bool,
    /// `groupLabel` (default `label`).
    pub group_label: String,
    /// `groupOptions` (default `items`).
    pub group_options: String,
    /// The locale labels are shown in (default `en`).
    pub locale: String,
    /// The fallback locale (default `en`).
    pub fallback_locale: String,
}

impl Default for ItemOptions {
    fn default() -> Self {
        ItemOptions {
            label_prop: "label".into(),
            value_prop: "value".into(),
            groups: false,
            group_label: "label".into(),
            group_options: "items".into(),
            locale: "en".into(),
            fallback_locale: "en".into(),
        }
    }
}

/// Normalises an `items` value into options, failing on the first bad entry.
///
/// Accepted formats (the spec's "Accepted items formats"):
///
/// - `null`: no options.
/// - an array of scalars: each is both value and label; numbers stay numbers, so
///   `[1, 2]` gives the values `1` and `2` and the labels `"1"` and `"2"`;
/// - a plain object `{value: label}`: the key is the value (always a string, as in the
///   reference) and the label a string, a number or a per-locale object; entries come in
///   JavaScript's key order ([`super::js_key_order`]: integer-like keys ascending first,
///   then insertion order); entries whose label is `null` are skipped; an entry reads as
///   the object `{valueProp: key, labelProp: label}` ([`Opt::as_object`]);
/// - an array of objects with `labelProp` / `valueProp` and an optional `disabled: true`
///   (only the boolean `true` disables);
/// - with `groups: true`, an array of groups `{groupLabel, groupOptions, disabled}` whose
///   options are in any of the formats above; a disabled group disables its options.
///
/// Labels may be per-locale objects (`{"en": "Yes", "de": "Ja"}`), resolved with
/// [`ItemOptions::locale`] in the reference's order (exact, upper case, fallback, upper-case
/// fallback, first key). `null` entries of arrays are skipped.
///
/// A missing label is an error here (the reference would show an empty option): a typo in
/// `labelProp` is then found at once. Use [`normalize_lossy`] for endpoint responses.
///
/// # Errors
/// [`ItemsError`] with the entry's path: `items[3]: option has no "value"`. Items nesting
/// arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built
/// in Rust: JSON text cannot hold them) are an [`ItemsError::WrongShape`] at `items`.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{normalize, ItemOptions};
/// let items = normalize(&json!({"b": "Bee", "1": "One"}), &ItemOptions::default()).unwrap();
/// let labels: Vec<&str> = items.options().map(|o| o.label.as_str()).collect();
/// assert_eq!(labels, ["One", "Bee"]);
/// let err = normalize(&json!([{"label": "x"}]), &ItemOptions::default()).unwrap_err();
/// assert_eq!(err.to_string(), r#"items[0]: option has no "value""#);
/// ```
pub fn normalize(items: &Value, opts: &ItemOptions) -> Result<Items, ItemsError> {
    let mut sink = Sink::Strict;
    let mut out = ItemsOut::new(opts.groups);
    read_items(items, opts, &mut sink, &mut out)?;
    Ok(out.into_items())
}

/// Normalises like [`normalize`], but skips every bad entry instead of failing, and
/// returns what it skipped as warnings. A top-level value of the wrong shape gives no
/// options and one warning. For endpoint and async-function responses, where one broken
/// entry should not empty the list.
#[must_use]
pub fn normalize_lossy(items: &Value, opts: &ItemOptions) -> (Items, Vec<ItemsError>) {
    let mut out = ItemsOut::new(opts.groups);
    let (read, warnings) = read_lossy(items, opts, &mut out);
    let items = if read {
        out.into_items()
    } else {
        Items::default()
    };
    (items, warnings)
}

impl OptionStore {
    /// [`normalize`] straight into a store: no [`Items`] list is built on the way.
    ///
    /// # Errors
    /// As [`normalize`].
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::items::{normalize, ItemOptions, OptionStore};
    /// let raw = json!({"b": "Bee", "1": "One"});
    /// let store = OptionStore::normalize(&raw, &ItemOptions::default()).unwrap();
    /// assert_eq!(store.label(0), Some("One"));
    /// assert_eq!(store.to_items(), normalize(&raw, &ItemOptions::default()).unwrap());
    /// ```
    pub fn normalize(items: &Value, opts: &ItemOptions) -> Result<OptionStore, ItemsError> {
        let mut store = OptionStore::empty(opts.groups);
        read_items(items, opts, &mut Sink::Strict, &mut store)?;
        store.shrink_to_fit();
        Ok(store)
    }

    /// [`normalize_lossy`] straight into a store (how endpoint and function answers are
    /// read): no [`Items`] list is built on the way.
    #[must_use]
    pub fn normalize_lossy(items: &Value, opts: &ItemOptions) -> (OptionStore, Vec<ItemsError>) {
        let mut store = OptionStore::empty(opts.groups);
        let (read, warnings) = read_lossy(items, opts, &mut store);
        if !read {
            store = OptionStore::new();
        }
        store.shrink_to_fit();
        (store, warnings)
    }
}

impl OptionStore {
    /// How an endpoint's or items function's answer is read: as
    /// [`normalize_lossy`](OptionStore::normalize_lossy) (bad entries are skipped and come
    /// out as warnings), except that a top level it cannot read (a string, a number, a
    /// boolean; with `groups`, anything but an array of groups, or a group whose options are
    /// not a list) is the error: the answer failed, it is not an empty list. `null` is no
    /// options.
    ///
    /// # Errors
    /// [`ItemsError::WrongShape`] for the top level (or a group's options).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::items::{ItemOptions, OptionStore};
    /// let opts = ItemOptions::default();
    /// let (store, warnings) = OptionStore::normalize_answer(&json!(["de", [1]]), &opts).unwrap();
    /// assert_eq!((store.len(), warnings.len()), (1, 1));
    /// let err = OptionStore::normalize_answer(&json!("maintenance"), &opts).unwrap_err();
    /// assert_eq!(err.to_string(), "items: expected an array or an object of options, found a string");
    /// ```
    pub fn normalize_answer(
        items: &Value,
        opts: &ItemOptions,
    ) -> Result<(OptionStore, Vec<ItemsError>), ItemsError> {
        let mut store = OptionStore::empty(opts.groups);
        let mut sink = Sink::Lossy(Vec::new());
        read_items(items, opts, &mut sink, &mut store)?;
        store.shrink_to_fit();
        let warnings = match sink {
            Sink::Lossy(warnings) => warnings,
            Sink::Strict => Vec::new(),
        };
        Ok((store, warnings))
    }
}

/// Reads `items` skipping bad entries: whether the top level could be read, and the
/// warnings.
fn read_lossy(items: &Value, opts: &ItemOptions, out: &mut dyn Out) -> (bool, Vec<ItemsError>) {
    let mut sink = Sink::Lossy(Vec::new());
    let result = read_items(items, opts, &mut sink, out);
    let mut warnings = match sink {
        Sink::Lossy(w) => w,
        Sink::Strict => Vec::new(),
    };
    match result {
        Ok(()) => (true, warnings),
        Err(err) => {
            warnings.push(err);
            (false, warnings)
        }
    }
}

/// Where normalised options go, in display order: a group header starts a group that the
/// following options belong to.
trait Out {
    /// Room for `additional` more options (the entries of a list about to be read).
    fn reserve(&mut self, additional: usize);
    fn option(&mut self, opt: Opt);
    fn group(&mut self, label: String, disabled: bool, raw: Value);
}

/// Builds an [`Items`] list.
struct ItemsOut {
    grouped: bool,
    flat: Vec<Opt>,
    groups: Vec<Group>,
}

impl ItemsOut {
    fn new(grouped: bool) -> Self {
        ItemsOut {
            grouped,
            flat: Vec::new(),
            groups: Vec::new(),
        }
    }

    fn into_items(self) -> Items {
        if self.grouped {
            Items::Grouped(self.groups)
        } else {
            Items::Flat(self.flat)
        }
    }
}

impl Out for ItemsOut {
    fn reserve(&mut self, additional: usize) {
        match self.groups.last_mut() {
            Some(group) if self.grouped => group.options.reserve(additional),
            _ => self.flat.reserve(additional),
        }
    }

    fn option(&mut self, opt: Opt) {
        match self.groups.last_mut() {
            Some(group) if self.grouped => group.options.push(opt),
            _ => self.flat.push(opt),
        }
    }

    fn group(&mut self, label: String, disabled: bool, raw: Value) {
        self.groups.push(Group {
            label,
            disabled,
            options: Vec::new(),
            raw,
        });
    }
}

impl Out for OptionStore {
    fn reserve(&mut self, additional: usize) {
        self.reserve_options(additional);
    }

    fn option(&mut self, opt: Opt) {
        self.push_opt(opt);
    }

    fn group(&mut self, label: String, disabled: bool, raw: Value) {
        self.push_group(label, disabled, raw);
    }
}

/// Where problems go: the first one fails (strict) or each is recorded (lossy).
enum Sink {
    Strict,
    Lossy(Vec<ItemsError>),
}

impl Sink {
    /// `Err` in strict mode; records the problem and returns `Ok` in lossy mode.
    fn problem(&mut self, err: ItemsError) -> Result<(), ItemsError> {
        match self {
            Sink::Strict => Err(err),
            Sink::Lossy(warnings) => {
                warnings.push(err);
                Ok(())
            }
        }
    }
}

const TOP_EXPECTED: &str = "an array or an object of options";

fn read_items(
    items: &Value,
    opts: &ItemOptions,
    sink: &mut Sink,
    out: &mut dyn Out,
) -> Result<(), ItemsError> {
    check_depth(items)?;
    if opts.groups {
        return match items {
            Value::Null => Ok(()),
            Value::Array(entries) => read_groups(entries, opts, sink, out),
            other => Err(ItemsError::WrongShape {
                path: "items".into(),
                expected: "an array of groups",
                found: describe_value(other),
            }),
        };
    }
    read_options(items, "items", opts, false, sink, out)
}

/// Refuses items nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built in Rust: JSON text cannot hold
/// them) before anything reads or copies a part of them.
pub(crate) fn check_depth(items: &Value) -> Result<(), ItemsError> {
    if crate::json_text::nests_too_deep(items, 0) {
        return Err(ItemsError::WrongShape {
            path: "items".into(),
            expected: crate::json_text::NESTING_EXPECTED,
            found: crate::json_text::NESTING_FOUND,
        });
    }
    Ok(())
}

fn read_groups(
    entries: &[Value],
    opts: &ItemOptions,
    sink: &mut Sink,
    out: &mut dyn Out,
) -> Result<(), ItemsError> {
    for (i, entry) in entries.iter().enumerate() {
        let path = format!("items[{i}]");
        let map = match entry {
            Value::Null => continue,
            Value::Object(map) => map,
            other => {
                sink.problem(ItemsError::WrongShape {
                    path,
                    expected: "a group object",
                    found: describe_value(other),
                })?;
                continue;
            }
        };
        let label = match map.get(&opts.group_label) {
            None | Some(Value::Null) => {
                sink.problem(ItemsError::MissingLabel {
                    path,
                    what: "group",
                    prop: opts.group_label.clone(),
                })?;
                continue;
            }
            Some(label) => match localized(label, &|| format!("{path}.{}", opts.group_label), opts)
            {
                Ok(label) => label,
                Err(err) => {
                    sink.problem(err)?;
                    continue;
                }
            },
        };
        let disabled = matches!(map.get("disabled"), Some(Value::Bool(true)));
        let options_path = format!("{path}.{}", opts.group_options);
        out.group(label, disabled, entry.clone());
        if let Some(value) = map.get(&opts.group_options) {
            read_options(value, &options_path, opts, disabled, sink, out)?;
        }
    }
    Ok(())
}

fn read_options(
    items: &Value,
    path: &str,
    opts: &ItemOptions,
    group_disabled: bool,
    sink: &mut Sink,
    out: &mut dyn Out,
) -> Result<(), ItemsError> {
    match items {
        Value::Null => Ok(()),
        Value::Array(entries) => read_array(entries, path, opts, group_disabled, sink, out),
        Value::Object(map) => read_object(map, path, opts, group_disabled, sink, out),
        other => Err(ItemsError::WrongShape {
            path: path.to_owned(),
            expected: TOP_EXPECTED,
            found: describe_value(other),
        }),
    }
}

fn read_array(
    entries: &[Value],
    path: &str,
    opts: &ItemOptions,
    group_disabled: bool,
    sink: &mut Sink,
    out: &mut dyn Out,
) -> Result<(), ItemsError> {
    out.reserve(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        // Paths are built only for errors: most lists have none.
        let entry_path = || format!("{path}[{i}]");
        match entry {
            Value::Null => {}
            Value::String(_) | Value::Number(_) | Value::Bool(_) => out.option(Opt {
                value: OptValue::from_value(entry),
                label: scalar_text(entry).unwrap_or_default(),
                disabled: group_disabled,
                raw: Kept::Scalar,
            }),
            Value::Object(map) => match object_option(map, &entry_path, opts) {
                Ok(mut opt) => {
                    opt.disabled |= group_disabled;
                    out.option(opt);
                }
                Err(err) => sink.problem(err)?,
            },
            Value::Array(_) => sink.problem(ItemsError::WrongShape {
                path: entry_path(),
                expected: "a string, a number or an object",
                found: "an array",
            })?,
        }
    }
    Ok(())
}

fn object_option(
    map: &Map<String, Value>,
    path: &dyn Fn() -> String,
    opts: &ItemOptions,
) -> Result<Opt, ItemsError> {
    let value = match map.get(&opts.value_prop) {
        None | Some(Value::Null) => {
            return Err(ItemsError::MissingValue {
                path: path(),
                prop: opts.value_prop.clone(),
            });
        }
        Some(value) => OptValue::from_value(value),
    };
    let label = match map.get(&opts.label_prop) {
        None | Some(Value::Null) => {
            return Err(ItemsError::MissingLabel {
                path: path(),
                what: "option",
                prop: opts.label_prop.clone(),
            });
        }
        Some(label) => localized(label, &|| format!("{}.{}", path(), opts.label_prop), opts)?,
    };
    // `{valueProp, labelProp}` with a string label is what `Opt::as_object` rebuilds: not
    // kept (100,000 options would hold 100,000 copies of their objects).
    let plain = map.len() == 2 && matches!(map.get(&opts.label_prop), Some(Value::String(_)));
    Ok(Opt {
        value,
        label,
        disabled: matches!(map.get("disabled"), Some(Value::Bool(true))),
        raw: if plain {
            Kept::Plain
        } else {
            Kept::Object(Box::new(map.clone()))
        },
    })
}

fn read_object(
    map: &Map<String, Value>,
    path: &str,
    opts: &ItemOptions,
    group_disabled: bool,
    sink: &mut Sink,
    out: &mut dyn Out,
) -> Result<(), ItemsError> {
    out.reserve(map.len());
    for (key, label) in js_key_order(map) {
        if label.is_null() {
            continue;
        }
        match localized(label, &|| format!("{path}.{key}"), opts) {
            Ok(text) => {
                // A string label is what `Opt::as_object` rebuilds: nothing kept.
                let raw = if label.is_string() {
                    Kept::Plain
                } else {
                    let mut raw = Map::new();
                    raw.insert(opts.value_prop.clone(), Value::String(key.clone()));
                    raw.insert(opts.label_prop.clone(), label.clone());
                    Kept::Object(Box::new(raw))
                };
                out.option(Opt {
                    value: OptValue::Str(key.as_str().into()),
                    label: text,
                    disabled: group_disabled,
                    raw,
                });
            }
            Err(err) => sink.problem(err)?,
        }
    }
    Ok(())
}

/// A label: a string, a number, or a per-locale object resolved with the options' locale.
fn localized(
    label: &Value,
    path: &dyn Fn() -> String,
    opts: &ItemOptions,
) -> Result<String, ItemsError> {
    if let Value::Bool(_) | Value::Array(_) | Value::Null = label {
        return Err(ItemsError::WrongShape {
            path: path(),
            expected: "a label string or an object of strings keyed by locale",
            found: describe_value(label),
        });
    }
    if let Some(text) = scalar_text(label) {
        return Ok(text);
    }
    match Localizable::from_value(label) {
        Ok(text) => Ok(text.resolve(&opts.locale, &opts.fallback_locale)),
        Err(_) => Err(ItemsError::WrongShape {
            path: path(),
            expected: "a label string or an object of strings keyed by locale",
            found: "an object with a non-string entry",
        }),
    }
}
