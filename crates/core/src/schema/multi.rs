//! The multi-value selects' schema: `"type": "multiselect"` and `"type": "tags"`. Both are a
//! [`SelectSchema`](super::SelectSchema) (its items, loader, search and dropdown options keep
//! their meaning) with [`MultiOptions`] in [`SelectSchema::multi`](super::SelectSchema::multi):
//! the value is a list, and the options of this table apply.

use serde_json::{Map, Value};

use super::error::SchemaError;
use super::read::{self, Slot, or_null};
use crate::locale::Localizable;

/// Which multi-value select an entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MultiMode {
    /// `"type": "multiselect"`: a native `<select multiple>`, or the dropdown with the
    /// collapsed "N options selected" label.
    Multiselect,
    /// `"type": "tags"`: the dropdown, each chosen option a removable chip.
    Tags,
}

impl MultiMode {
    /// The schema `type`.
    #[must_use]
    pub fn type_name(self) -> &'static str {
        match self {
            Self::Multiselect => "multiselect",
            Self::Tags => "tags",
        }
    }

    /// The mode of the schema type `name`, when this build reads it (the `multiselect` or
    /// `tags` cargo feature).
    #[must_use]
    pub fn from_type(name: &str) -> Option<Self> {
        match name {
            #[cfg(feature = "multiselect")]
            "multiselect" => Some(Self::Multiselect),
            #[cfg(feature = "tags")]
            "tags" => Some(Self::Tags),
            _ => None,
        }
    }
}

/// The options only the multi-value selects have, with their per-kind defaults
/// ([`MultiOptions::new`]).
#[derive(Debug, Clone, PartialEq)]
pub struct MultiOptions {
    /// Multiselect or tags.
    pub mode: MultiMode,
    /// `max` (default `-1`: no limit): the most options the user can choose in the field
    /// (clicks, keys, a group header, a native `<select multiple>`'s change, the
    /// `select(values)` method). Values the app sets
    /// (`update`, `load`) are not cut; the `max` rule validates them.
    pub max: i64,
    /// `hideSelected` (default `true`): chosen options are left out of the list.
    pub hide_selected: bool,
    /// `groupSelect` (default `true`): choosing a group header chooses every enabled,
    /// unchosen option of the group (up to `max`), or removes them all when all are chosen.
    pub group_select: bool,
    /// `clearOnSelect` (multiselect `false`, tags `true`): the search text is emptied after
    /// a pick.
    pub clear_on_select: bool,
    /// `multipleLabel` (multiselect): `{"fn": "<name>"}`, a slot function registered in Rust
    /// ([`FunctionKind::Slot`](super::FunctionKind::Slot)) that renders the collapsed label.
    pub multiple_label: Option<String>,
    /// `multipleLabelSingle` (multiselect): the collapsed label for one chosen option; `None`
    /// uses the locale's `multiselect.multipleLabelOne`.
    pub multiple_label_single: Option<Localizable>,
    /// `multipleLabelMultiple` (multiselect): the collapsed label for several, `:x:` standing
    /// for the count; `None` uses the locale's `multiselect.multipleLabelMore` (`:options`).
    pub multiple_label_multiple: Option<Localizable>,
    /// `breakTags` (tags, default `false`): long chip text wraps instead of being cut off.
    pub break_tags: bool,
    /// `showOptions` (default `true`): `false` never shows the list (it never opens: no
    /// `open` event, `aria-expanded` stays `false`, no "No options found"); with `create`,
    /// Enter then creates a chip from the typed text.
    pub show_options: bool,
}

impl MultiOptions {
    /// The defaults of `mode`.
    #[must_use]
    pub fn new(mode: MultiMode) -> Self {
        Self {
            mode,
            max: -1,
            hide_selected: true,
            group_select: true,
            clear_on_select: mode == MultiMode::Tags,
            multiple_label: None,
            multiple_label_single: None,
            multiple_label_multiple: None,
            break_tags: false,
            show_options: true,
        }
    }

    /// `max` as a count, `None` without a limit.
    #[must_use]
    pub fn limit(&self) -> Option<usize> {
        usize::try_from(self.max).ok()
    }

    /// Whether `count` chosen options reach `max`.
    #[must_use]
    pub fn at_max(&self, count: usize) -> bool {
        self.limit().is_some_and(|max| count >= max)
    }

    /// Reads the multi option `key`; `Ok(false)` when it is not one (of this mode).
    pub(crate) fn set(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
    ) -> Result<bool, SchemaError> {
        let Some(at) = MULTI_KEYS.iter().position(|k| *k == key) else {
            return Ok(false);
        };
        if let Some(reason) = self.foreign(key) {
            return Err(SchemaError::new(path, reason));
        }
        let slot = match at {
            0 => {
                let max = read::integer(path, value, -1)?;
                if max == 0 {
                    return Err(SchemaError::new(
                        path,
                        "expected -1 (no limit) or a positive integer, found 0",
                    ));
                }
                self.max = max;
                return Ok(true);
            }
            1 => Slot::Bool(&mut self.hide_selected),
            2 => Slot::Bool(&mut self.group_select),
            3 => Slot::Bool(&mut self.clear_on_select),
            4 => Slot::Function(&mut self.multiple_label),
            5 => Slot::Localizable(&mut self.multiple_label_single),
            6 => Slot::Localizable(&mut self.multiple_label_multiple),
            7 => Slot::Bool(&mut self.break_tags),
            _ => Slot::Bool(&mut self.show_options),
        };
        slot.read(path, value)?;
        Ok(true)
    }

    /// Why `key` (a multi option, or `native`) is not an option of this mode.
    pub(crate) fn foreign(&self, key: &str) -> Option<String> {
        let (this, other, theirs): (&str, &str, &[&str]) = match self.mode {
            MultiMode::Multiselect => ("multiselect", "tags", &["breakTags"]),
            MultiMode::Tags => (
                "tags",
                "multiselect",
                &[
                    "multipleLabel",
                    "multipleLabelSingle",
                    "multipleLabelMultiple",
                ],
            ),
        };
        if self.mode == MultiMode::Tags && key == "native" {
            return Some(
                "a tags element is always the custom dropdown; it has no \"native\" option"
                    .to_string(),
            );
        }
        theirs
            .contains(&key)
            .then(|| format!("\"{key}\" is a {other} option; a {this} element has no such option"))
    }

    /// Writes the options of this mode into `map`.
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let loc = |v: Option<&Localizable>| or_null(v, Localizable::to_value);
        map.insert("max".into(), Value::from(self.max));
        map.insert("hideSelected".into(), Value::Bool(self.hide_selected));
        map.insert("groupSelect".into(), Value::Bool(self.group_select));
        map.insert("clearOnSelect".into(), Value::Bool(self.clear_on_select));
        map.insert("showOptions".into(), Value::Bool(self.show_options));
        match self.mode {
            MultiMode::Multiselect => {
                map.insert(
                    "multipleLabel".into(),
                    or_null(self.multiple_label.as_ref(), |n| {
                        super::functions::function_ref(n)
                    }),
                );
                map.insert(
                    "multipleLabelSingle".into(),
                    loc(self.multiple_label_single.as_ref()),
                );
                map.insert(
                    "multipleLabelMultiple".into(),
                    loc(self.multiple_label_multiple.as_ref()),
                );
            }
            MultiMode::Tags => {
                map.remove("native");
                map.insert("breakTags".into(), Value::Bool(self.break_tags));
            }
        }
    }
}

/// The multi-value selects' own JSON keys (beyond the select's).
pub(crate) const MULTI_KEYS: &[&str] = &[
    "max",
    "hideSelected",
    "groupSelect",
    "clearOnSelect",
    "multipleLabel",
    "multipleLabelSingle",
    "multipleLabelMultiple",
    "breakTags",
    "showOptions",
];
