//! The choice elements' schema: `checkbox`, `toggle`, `radio`, `checkboxgroup` and
//! `radiogroup` (one [`ChoiceSchema`], its [`ChoiceKind`] says which).
//!
//! Each kind is behind the core feature of its name (`checkbox`, `toggle`, `radio`,
//! `checkboxgroup`, `radiogroup`); without it such an entry is a schema error naming the
//! feature.
//!
//! ```
//! # #[cfg(all(feature = "checkbox", feature = "checkboxgroup"))] {
//! use serde_json::json;
//! use yewform_core::schema::{ChoiceKind, ElementSchema, FormSchema};
//! let schema = FormSchema::from_value(&json!({
//!     "terms": {"type": "checkbox", "text": "I agree", "trueValue": "yes", "falseValue": "no"},
//!     "tags": {"type": "checkboxgroup", "items": {"a": "A", "b": {"label": "B", "description": "Bee"}}, "view": "blocks"},
//! })).unwrap();
//! let Some(ElementSchema::Choice(terms)) = schema.get("terms") else { panic!() };
//! assert_eq!(terms.kind, ChoiceKind::Checkbox);
//! assert_eq!(terms.true_value, json!("yes"));
//! let err = FormSchema::from_value(&json!({"terms": {"type": "checkbox", "trueVal": 1}})).unwrap_err();
//! assert_eq!(err.to_string(), r#"schema.terms.trueVal: unknown option (did you mean "trueValue"?)"#);
//! # }
//! ```

use serde_json::{Map, Value};

use super::common::CommonOptions;
#[cfg(feature = "choice")]
use super::read::or_null;
#[cfg(feature = "choice")]
use super::{
    error::{SchemaError, child, mismatch},
    read::{self, Kind},
};
use crate::locale::Localizable;

/// Which choice element a [`ChoiceSchema`] describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ChoiceKind {
    /// `CheckboxElement` (`"type": "checkbox"`): one box holding `trueValue` or `falseValue`.
    #[default]
    Checkbox,
    /// `ToggleElement` (`"type": "toggle"`): an on/off switch holding `trueValue` or
    /// `falseValue`.
    Toggle,
    /// `RadioElement` (`"type": "radio"`): one radio holding `radioValue` or `null`.
    Radio,
    /// `CheckboxgroupElement` (`"type": "checkboxgroup"`): checkboxes, an array of the
    /// checked items' values.
    Checkboxgroup,
    /// `RadiogroupElement` (`"type": "radiogroup"`): radios, the chosen item's value or
    /// `null`.
    Radiogroup,
}

impl ChoiceKind {
    /// Every kind.
    pub const ALL: [ChoiceKind; 5] = [
        Self::Checkbox,
        Self::Toggle,
        Self::Radio,
        Self::Checkboxgroup,
        Self::Radiogroup,
    ];

    /// The schema `type` (also the name of the cargo feature that enables the kind).
    #[must_use]
    pub const fn type_name(self) -> &'static str {
        match self {
            Self::Checkbox => "checkbox",
            Self::Toggle => "toggle",
            Self::Radio => "radio",
            Self::Checkboxgroup => "checkboxgroup",
            Self::Radiogroup => "radiogroup",
        }
    }

    /// The kind whose schema `type` is `name`.
    #[must_use]
    pub fn from_type(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.type_name() == name)
    }

    /// Whether this build has the kind's cargo feature.
    #[must_use]
    pub const fn enabled(self) -> bool {
        match self {
            Self::Checkbox => cfg!(feature = "checkbox"),
            Self::Toggle => cfg!(feature = "toggle"),
            Self::Radio => cfg!(feature = "radio"),
            Self::Checkboxgroup => cfg!(feature = "checkboxgroup"),
            Self::Radiogroup => cfg!(feature = "radiogroup"),
        }
    }

    /// Whether the kind shows a list of `items` (a checkbox or radio group).
    #[must_use]
    pub const fn is_group(self) -> bool {
        matches!(self, Self::Checkboxgroup | Self::Radiogroup)
    }

    /// Whether the kind holds `trueValue` / `falseValue` (a checkbox or a toggle).
    #[must_use]
    pub const fn is_on_off(self) -> bool {
        matches!(self, Self::Checkbox | Self::Toggle)
    }

    /// The kind's own JSON keys (beyond the common ones), in the order
    /// [`ElementSchema::to_value`](super::ElementSchema::to_value) writes them.
    #[must_use]
    pub const fn own_keys(self) -> &'static [&'static str] {
        match self {
            Self::Checkbox => CHECKBOX_KEYS,
            Self::Toggle => TOGGLE_KEYS,
            Self::Radio => RADIO_KEYS,
            Self::Checkboxgroup | Self::Radiogroup => GROUP_KEYS,
        }
    }
}

/// Events of the choice elements besides the lifecycle events.
pub const CHOICE_EVENTS: &[&str] = &["reset", "clear", "change", "error"];

const CHECKBOX_KEYS: &[&str] = &["text", "trueValue", "falseValue", "align", "standalone"];
const TOGGLE_KEYS: &[&str] = &[
    "text",
    "labels",
    "trueValue",
    "falseValue",
    "align",
    "standalone",
];
const RADIO_KEYS: &[&str] = &["text", "radioValue", "radioName", "align", "standalone"];
const GROUP_KEYS: &[&str] = &["items", "disables", "clearOnRefetch"];

/// The views of a checkbox or radio group (`view`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ChoiceView {
    /// The default view: a list of native inputs with their labels.
    #[default]
    Default,
    /// `tabs`: the items side by side as one segmented control.
    Tabs,
    /// `blocks`: each item a block with its label and description.
    Blocks,
}

impl ChoiceView {
    /// The JSON spelling (`default`, `tabs`, `blocks`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Default => "default",
            Self::Tabs => "tabs",
            Self::Blocks => "blocks",
        }
    }
}

/// Which side of the box a checkbox's, radio's or toggle's text is on (`align`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChoiceAlign {
    /// `left`: the text after the box (as without `align`).
    Left,
    /// `right`: the text before the box.
    Right,
}

impl ChoiceAlign {
    /// The JSON spelling.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Left => "left",
            Self::Right => "right",
        }
    }
}

/// A toggle's `labels`: the texts shown inside the switch when on and off.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ToggleLabels {
    /// `labels.on`.
    pub on: Option<Localizable>,
    /// `labels.off`.
    pub off: Option<Localizable>,
}

/// A checkbox, toggle, radio, checkbox group or radio group: the common options and every
/// option of the reference's tables for the kind, with their defaults. Options of another
/// kind keep their defaults (reading one is a schema error naming the kind that has it).
#[derive(Debug, Clone, PartialEq)]
pub struct ChoiceSchema {
    /// Options shared by every element.
    pub common: CommonOptions,
    /// Which element this is.
    pub kind: ChoiceKind,
    /// `text` (checkbox, toggle, radio): the text beside the box, inline HTML through the
    /// sanitizer. `None` for none.
    pub text: Option<Localizable>,
    /// `trueValue` (checkbox, toggle; default `true`): the value when checked.
    pub true_value: Value,
    /// `falseValue` (checkbox, toggle; default `false`): the value when unchecked, also the
    /// null value (what `clear()` sets).
    pub false_value: Value,
    /// `align` (checkbox, toggle, radio): `None` as `left`.
    pub align: Option<ChoiceAlign>,
    /// `standalone` (checkbox, toggle, radio; default `false`): no spacing beside the box;
    /// a toggle then shows no text.
    pub standalone: bool,
    /// `labels` (toggle): the texts inside the switch.
    pub labels: ToggleLabels,
    /// `radioValue` (radio; default `1`): the value when this radio is chosen.
    pub radio_value: Value,
    /// `radioName` (radio): the input's `name`, shared by the radios of one group; `None`
    /// uses the element's path (each radio its own group).
    pub radio_name: Option<String>,
    /// `items` (groups; default `{}`): a list of values, `{value: label}`,
    /// `{value: {label, description, disabled}}`, `[{value, label, description?, disabled?}]`
    /// (labels may be per-locale objects); a string is an endpoint URL. Not the select's
    /// grouped items, `labelProp` / `valueProp` or `dataKey`. Read them with
    /// [`crate::items::choice_items`].
    pub items: Value,
    /// `items` given as `{"fn": "<name>"}`: an async items function registered in Rust.
    pub items_fn: Option<String>,
    /// `disables` (groups; default `[]`): the values of the items to disable (compared as
    /// text, as in the reference).
    pub disables: Vec<Value>,
    /// `clearOnRefetch` (groups; default `true`): items loaded again (a `{path}` variable
    /// changed) reset the value to the null value.
    pub clear_on_refetch: bool,
}

impl Default for ChoiceSchema {
    fn default() -> Self {
        Self::new(ChoiceKind::Checkbox)
    }
}

impl ChoiceSchema {
    /// The select whose item loader loads a group's items (an endpoint URL or an items
    /// function; [`crate::items::Loader`]): the group's items in a format the select's reader
    /// takes the same way, its `clearOnRefetch`, and `allowAbsent` so that a value loaded
    /// before its items, or one an item holds loosely (`1` for the key `"1"`), stays, while
    /// a `{path}` refetch or `update_items()` drops the values the new items lack
    /// ([`SelectSchema::choice_group`](super::SelectSchema::choice_group)).
    #[must_use]
    pub fn loader_select(&self) -> super::SelectSchema {
        super::SelectSchema {
            common: self.common.clone(),
            items: std::sync::Arc::new(crate::items::choice_items_json(&self.items).into_owned()),
            items_fn: self.items_fn.clone(),
            clear_on_refetch: self.clear_on_refetch,
            allow_absent: true,
            choice_group: true,
            ..super::SelectSchema::default()
        }
    }

    /// A `kind` entry with every default.
    #[must_use]
    pub fn new(kind: ChoiceKind) -> Self {
        Self {
            common: CommonOptions::default(),
            kind,
            text: None,
            true_value: Value::Bool(true),
            false_value: Value::Bool(false),
            align: None,
            standalone: false,
            labels: ToggleLabels::default(),
            radio_value: Value::from(1),
            radio_name: None,
            items: Value::Object(Map::new()),
            items_fn: None,
            disables: Vec::new(),
            clear_on_refetch: true,
        }
    }

    /// The group's view: `view` read as [`ChoiceView`] (the default view when the common
    /// `view` is unset or names another view).
    #[must_use]
    pub fn view(&self) -> ChoiceView {
        match self.common.view.as_deref() {
            Some("tabs") => ChoiceView::Tabs,
            Some("blocks") => ChoiceView::Blocks,
            _ => ChoiceView::Default,
        }
    }

    /// The element's null value (what `clear()` sets and the value without a default):
    /// `falseValue` for a checkbox or toggle, `[]` for a checkbox group, `null` otherwise.
    #[must_use]
    pub fn null_value(&self) -> Value {
        match self.kind {
            ChoiceKind::Checkbox | ChoiceKind::Toggle => self.false_value.clone(),
            ChoiceKind::Checkboxgroup => Value::Array(Vec::new()),
            ChoiceKind::Radio | ChoiceKind::Radiogroup => Value::Null,
        }
    }

    /// Whether a checkbox or toggle holding `value` is on (`value` is its `trueValue`), a
    /// radio chosen (its `radioValue`), compared loosely as the reference does (a checkbox
    /// whose `trueValue` is 1 holding the text `"1"` is checked:
    /// [`loosely_equal`](crate::element::loosely_equal)). Always `false` for the groups.
    #[must_use]
    pub fn is_checked(&self, value: &Value) -> bool {
        let on = match self.kind {
            ChoiceKind::Checkbox | ChoiceKind::Toggle => &self.true_value,
            ChoiceKind::Radio => &self.radio_value,
            ChoiceKind::Checkboxgroup | ChoiceKind::Radiogroup => return false,
        };
        crate::element::loosely_equal(value, on)
    }

    /// Whether the item `value` is disabled by `disables` (compared as text).
    #[must_use]
    pub fn disables_value(&self, value: &Value) -> bool {
        let text = value_text(value);
        self.disables.iter().any(|d| value_text(d) == text)
    }

    /// Reads the option `key` of this kind; `Ok(false)` when `key` is none of its options.
    ///
    /// `default`'s shape is checked here (an array for a checkbox group, a scalar
    /// otherwise) and read by the common options; `view` of a group must be one of its
    /// views and is kept by the common options.
    #[cfg(feature = "choice")]
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
    ) -> Result<bool, SchemaError> {
        let kind = self.kind;
        if key == "default" {
            let kinds: &[Kind] = if kind == ChoiceKind::Checkboxgroup {
                &[Kind::Array, Kind::Null]
            } else {
                &[Kind::String, Kind::Number, Kind::Bool, Kind::Null]
            };
            read::shape(path, value, kinds)?;
            return Ok(false);
        }
        if key == "view" && kind.is_group() {
            if !matches!(value.as_str(), Some("default" | "tabs" | "blocks") | None) {
                let name = value.as_str().unwrap_or_default();
                return Err(SchemaError::new(
                    path,
                    format!(
                        "unknown value \"{name}\" (allowed: \"default\", \"tabs\" or \"blocks\")"
                    ),
                ));
            }
            return Ok(false);
        }
        if !kind.own_keys().contains(&key) {
            return Ok(false);
        }
        const SCALAR: &[Kind] = &[Kind::Bool, Kind::String, Kind::Number];
        match key {
            "text" => self.text = read::localizable(path, value)?,
            "trueValue" => self.true_value = read::shape(path, value, SCALAR)?,
            "falseValue" => self.false_value = read::shape(path, value, SCALAR)?,
            "radioValue" => self.radio_value = read::shape(path, value, SCALAR)?,
            "radioName" => self.radio_name = read::opt_string(path, value)?,
            "standalone" => self.standalone = read::boolean(path, value)?,
            "align" => {
                self.align = match value.as_str() {
                    _ if value.is_null() => None,
                    Some("left") => Some(ChoiceAlign::Left),
                    Some("right") => Some(ChoiceAlign::Right),
                    Some(other) => {
                        return Err(SchemaError::new(
                            path,
                            format!("unknown value \"{other}\" (allowed: \"left\" or \"right\")"),
                        ));
                    }
                    None => return Err(read::type_error(path, &[Kind::String, Kind::Null], value)),
                }
            }
            "labels" => self.labels = read_labels(path, value)?,
            "items" => {
                if super::functions::looks_like_ref(value) {
                    self.items_fn = Some(super::functions::read_function(path, value)?);
                    self.items = Value::Object(Map::new());
                } else {
                    read::shape(path, value, &[Kind::Array, Kind::Object, Kind::String])?;
                    check_items(path, value)?;
                    self.items = value.clone();
                    self.items_fn = None;
                }
            }
            "disables" => {
                let Value::Array(list) = value else {
                    return Err(mismatch(path, "an array", value));
                };
                for (i, entry) in list.iter().enumerate() {
                    read::shape(&format!("{path}[{i}]"), entry, SCALAR)?;
                }
                self.disables = list.clone();
            }
            "clearOnRefetch" => self.clear_on_refetch = read::boolean(path, value)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Why `key` is no option of this kind: the kind that has it, or a suggestion.
    #[cfg(feature = "choice")]
    pub(crate) fn unknown_key_reason(&self, key: &str) -> String {
        let this = self.kind.type_name();
        if let Some(other) = ChoiceKind::ALL
            .into_iter()
            .find(|k| k.own_keys().contains(&key))
        {
            return format!(
                "\"{key}\" is a {} option; a {this} has no such option",
                other.type_name()
            );
        }
        if super::select::SELECT_KEYS.contains(&key) {
            return format!("\"{key}\" is a select option; a {this} has no such option");
        }
        let other_events = [super::events::SELECT_EVENTS, super::events::EDITOR_EVENTS];
        if let Some(event) = other_events
            .into_iter()
            .find_map(|events| super::events::event_for_key(key, events))
        {
            return format!(
                "a {this} has no \"{event}\" event (its events: {}, and the lifecycle events)",
                CHOICE_EVENTS.join(", ")
            );
        }
        let own_events = super::events::event_keys(CHOICE_EVENTS);
        let mut known: Vec<&str> = Vec::new();
        known.extend_from_slice(super::common::COMMON_KEYS);
        known.extend_from_slice(self.kind.own_keys());
        known.push("type");
        for event in &own_events {
            known.push(event);
        }
        match super::suggest::suggest(key, known.iter().copied()) {
            Some(close) => format!("unknown option (did you mean \"{close}\"?)"),
            None => "unknown option".to_string(),
        }
    }

    /// Writes the kind's own options into `map`.
    #[cfg(feature = "choice")]
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let text = |t: &Localizable| t.to_value();
        for key in self.kind.own_keys() {
            let value = match *key {
                "text" => or_null(self.text.as_ref(), text),
                "trueValue" => self.true_value.clone(),
                "falseValue" => self.false_value.clone(),
                "radioValue" => self.radio_value.clone(),
                "radioName" => or_null(self.radio_name.as_ref(), |s| Value::String(s.clone())),
                "standalone" => Value::Bool(self.standalone),
                "align" => or_null(self.align.as_ref(), |a| Value::from(a.as_str())),
                "labels" => {
                    let mut labels = Map::new();
                    labels.insert("on".into(), or_null(self.labels.on.as_ref(), text));
                    labels.insert("off".into(), or_null(self.labels.off.as_ref(), text));
                    Value::Object(labels)
                }
                "items" => match &self.items_fn {
                    Some(name) => super::functions::function_ref(name),
                    None => self.items.clone(),
                },
                "disables" => Value::Array(self.disables.clone()),
                "clearOnRefetch" => Value::Bool(self.clear_on_refetch),
                _ => continue,
            };
            map.insert((*key).to_string(), value);
        }
    }
}

/// A value as the reference compares `disables` entries: its text (`1` and `"1"` alike), a
/// number printed as JavaScript's `String` does (`1.0` as `"1"`).
pub(crate) fn value_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Number(n) => crate::items::number_text(n),
        other => other.to_string(),
    }
}

/// `labels`: `{on, off}`, each a localizable text or `null`.
#[cfg(feature = "choice")]
fn read_labels(path: &str, value: &Value) -> Result<ToggleLabels, SchemaError> {
    let Value::Object(map) = value else {
        if value.is_null() {
            return Ok(ToggleLabels::default());
        }
        return Err(mismatch(path, "an object with \"on\" and \"off\"", value));
    };
    let mut labels = ToggleLabels::default();
    for (key, entry) in map {
        let at = child(path, key);
        match key.as_str() {
            "on" => labels.on = read::localizable(&at, entry)?,
            "off" => labels.off = read::localizable(&at, entry)?,
            _ => {
                let reason = match super::suggest::suggest(key, ["on", "off"]) {
                    Some(close) => format!("unknown label (did you mean \"{close}\"?)"),
                    None => "unknown label (expected \"on\" or \"off\")".to_string(),
                };
                return Err(SchemaError::new(at, reason));
            }
        }
    }
    Ok(labels)
}

/// Checks static group items the way the select's are read, with the path of a bad entry.
#[cfg(feature = "choice")]
fn check_items(path: &str, value: &Value) -> Result<(), SchemaError> {
    if value.is_string() {
        return Ok(());
    }
    crate::items::choice_items(value, &crate::items::ItemOptions::default())
        .map(|_| ())
        .map_err(|e| {
            let text = e.to_string();
            // `items[3]: option has no "value"` → `schema.x.items[3]`.
            match text.split_once(": ") {
                Some((at, reason)) => {
                    let rest = at.strip_prefix("items").unwrap_or(at);
                    SchemaError::new(format!("{path}{rest}"), reason)
                }
                None => SchemaError::new(path, text),
            }
        })
}

#[cfg(test)]
mod tests {
    use super::ChoiceKind;
    use crate::schema::FormSchema;
    use serde_json::json;

    /// A kind whose feature is off is a schema error naming the feature; one that is on reads.
    #[test]
    fn each_kind_reads_only_with_its_feature() {
        for kind in ChoiceKind::ALL {
            let name = kind.type_name();
            let read = FormSchema::from_value(&json!({"x": {"type": name}}));
            if kind.enabled() {
                assert!(read.is_ok(), "{name}: {read:?}");
            } else {
                assert_eq!(
                    read.unwrap_err().to_string(),
                    format!(
                        "schema.x.type: the \"{name}\" element needs yewform's \"{name}\" feature"
                    )
                );
            }
        }
    }
}
