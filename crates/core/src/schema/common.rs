//! Options every element shares (the spec's "Common element options").

use serde_json::{Map, Value, json};

use super::choices::{Choice, InfoPosition, Size};
use super::error::{SchemaError, mismatch};
use super::functions::{function_ref, read_slots};
use super::read::{self, Kind, Slot, or_null};
use super::registries::Registries;
use super::shapes::{check_conditions, check_disabled, check_rules};
use crate::locale::Localizable;

/// Options shared by every element, with the spec's defaults.
///
/// The element's name is its key in the [`crate::schema::FormSchema`]; a `name` key inside
/// the entry is accepted only when it equals that key. Function-valued options
/// (`formatData`, `formatLoad`, a `disabled` or `conditions` function, a rule, a slot) name
/// a function registered in Rust: `{"fn": "<name>"}` (see [`crate::schema::Functions`]).
#[derive(Debug, Clone, PartialEq)]
pub struct CommonOptions {
    /// `id`: the id attribute of the input. One token, without `__` and not starting with
    /// `yf-` (those are the generated and the parts' ids); a whole schema refuses one that
    /// another element has or that a list item's `id` gives an item (docs/dom.md).
    pub id: Option<String>,
    /// `disabled`: `false`, `true`, or an array of conditions that must all pass to disable
    /// (an entry `{"fn": "<name>"}` names a condition function, as in `conditions`), or
    /// `{"fn": "<name>"}`, a `disabled` function.
    pub disabled: Value,
    /// `label`.
    pub label: Option<Localizable>,
    /// `placeholder`.
    pub placeholder: Option<Localizable>,
    /// `info`: tooltip text next to the label.
    pub info: Option<Localizable>,
    /// `infoPosition` (default `right`).
    pub info_position: InfoPosition,
    /// `description`: text below the input.
    pub description: Option<Localizable>,
    /// `before`: content before the input.
    pub before: Option<Localizable>,
    /// `between`: content between the input and the description.
    pub between: Option<Localizable>,
    /// `after`: content after the description and error.
    pub after: Option<Localizable>,
    /// `default`: the default value (`null` when none). For the editor: a string or number
    /// for every language, or an object keyed by language.
    pub default: Value,
    /// `submit` (default `true`): whether the value goes into the request data.
    pub submit: bool,
    /// `rules`: a `|`-separated string, an array, or an object (per language for the
    /// editor); `null` when none.
    pub rules: Value,
    /// `fieldName`: the name used in validation messages.
    pub field_name: Option<Localizable>,
    /// `messages`: rule name → message (a string or per-locale object).
    pub messages: Value,
    /// `displayErrors` (default `true`).
    pub display_errors: bool,
    /// `conditions` (default `[]`).
    pub conditions: Value,
    /// `columns`: a number, string or object; `null` when unset.
    pub columns: Value,
    /// `inline` (default `false`).
    pub inline: bool,
    /// `size`; `None` inherits (the effective default is `md`).
    pub size: Option<Size>,
    /// `view`: the view name; `None` for the default view.
    pub view: Option<String>,
    /// `views`: child component name → view name.
    pub views: Value,
    /// `addClasses` (default `{}`).
    pub add_classes: Value,
    /// `addClass`: an array, object or string; `null` when unset.
    pub add_class: Value,
    /// `prependClasses` (default `{}`): classes put before the theme's, by component.
    pub prepend_classes: Value,
    /// `removeClasses` (default `{}`).
    pub remove_classes: Value,
    /// `removeClass`: an array or object; `null` when unset.
    pub remove_class: Value,
    /// `replaceClasses` (default `{}`).
    pub replace_classes: Value,
    /// `replaceClass`: an object; `null` when unset.
    pub replace_class: Value,
    /// `overrideClasses` (default `{}`).
    pub override_classes: Value,
    /// `overrideClass`: an array, object or string; `null` when unset.
    pub override_class: Value,
    /// `templates`: template name → replacement.
    pub templates: Value,
    /// `presets`: names of presets applied to the element.
    pub presets: Vec<String>,
    /// `slots`: slot name → string or HTML, or `{"fn": "<name>"}` naming a render function
    /// registered in Rust.
    pub slots: Value,
    /// `formatData`: the name of a registered function (`{"fn": "<name>"}` in JSON).
    pub format_data: Option<String>,
    /// `formatLoad`: the name of a registered function (`{"fn": "<name>"}` in JSON).
    pub format_load: Option<String>,
    /// `on<Event>` keys: `(event name, handler name)`, e.g. `("search-change", "find")`.
    pub events: Vec<(String, String)>,
}

impl Default for CommonOptions {
    fn default() -> Self {
        Self {
            id: None,
            disabled: Value::Bool(false),
            label: None,
            placeholder: None,
            info: None,
            info_position: InfoPosition::Right,
            description: None,
            before: None,
            between: None,
            after: None,
            default: Value::Null,
            submit: true,
            rules: Value::Null,
            field_name: None,
            messages: crate::json_text::empty_object(),
            display_errors: true,
            conditions: json!([]),
            columns: Value::Null,
            inline: false,
            size: None,
            view: None,
            views: crate::json_text::empty_object(),
            add_classes: crate::json_text::empty_object(),
            add_class: Value::Null,
            prepend_classes: crate::json_text::empty_object(),
            remove_classes: crate::json_text::empty_object(),
            remove_class: Value::Null,
            replace_classes: crate::json_text::empty_object(),
            replace_class: Value::Null,
            override_classes: crate::json_text::empty_object(),
            override_class: Value::Null,
            templates: crate::json_text::empty_object(),
            presets: Vec::new(),
            slots: crate::json_text::empty_object(),
            format_data: None,
            format_load: None,
            events: Vec::new(),
        }
    }
}

/// The JSON keys of the common options, in the order [`CommonOptions::write`] emits them.
pub(crate) const COMMON_KEYS: &[&str] = &[
    "name",
    "id",
    "disabled",
    "label",
    "placeholder",
    "info",
    "infoPosition",
    "description",
    "before",
    "between",
    "after",
    "default",
    "submit",
    "rules",
    "fieldName",
    "messages",
    "displayErrors",
    "conditions",
    "columns",
    "inline",
    "size",
    "view",
    "views",
    "addClasses",
    "addClass",
    "removeClasses",
    "removeClass",
    "replaceClasses",
    "replaceClass",
    "overrideClasses",
    "overrideClass",
    "templates",
    "presets",
    "slots",
    "formatData",
    "formatLoad",
    "prependClasses",
];

const OBJ: &[Kind] = &[Kind::Object];

fn loc(v: Option<&Localizable>) -> Value {
    or_null(v, Localizable::to_value)
}

impl CommonOptions {
    /// Reads the common option `key` at `path`; `Ok(false)` when `key` is not a common
    /// option. `element` is the entry's name (for the `name` check).
    pub(crate) fn apply(
        &mut self,
        element: &str,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<bool, SchemaError> {
        // Options of one reader share one call: the match picks the field, not the code.
        let Some(slot) = self.slot(key) else {
            return Ok(false);
        };
        if let Slot::Other(at) = slot {
            self.apply_other(element, at, value, path, registries)?;
        } else {
            slot.read(path, value)?;
        }
        Ok(true)
    }

    /// Where the common option `key` goes and how it is read; `None` when `key` is not one.
    /// The match is over `key`'s index in [`COMMON_KEYS`] (a jump table: smaller wasm than
    /// a string match, docs/size.md); `slots_match_keys` checks every index against its key.
    fn slot(&mut self, key: &str) -> Option<Slot<'_>> {
        const OBJ_NULL: &[Kind] = &[Kind::Object, Kind::Null];
        const ANY_CLASS: &[Kind] = &[Kind::Array, Kind::Object, Kind::String, Kind::Null];
        let at = COMMON_KEYS.iter().position(|k| *k == key)?;
        Some(match at {
            3 /* label */ => Slot::Localizable(&mut self.label),
            4 /* placeholder */ => Slot::Localizable(&mut self.placeholder),
            5 /* info */ => Slot::Localizable(&mut self.info),
            7 /* description */ => Slot::Localizable(&mut self.description),
            8 /* before */ => Slot::Localizable(&mut self.before),
            9 /* between */ => Slot::Localizable(&mut self.between),
            10 /* after */ => Slot::Localizable(&mut self.after),
            14 /* fieldName */ => Slot::Localizable(&mut self.field_name),
            12 /* submit */ => Slot::Bool(&mut self.submit),
            16 /* displayErrors */ => Slot::Bool(&mut self.display_errors),
            19 /* inline */ => Slot::Bool(&mut self.inline),
            21 /* view */ => Slot::OptString(&mut self.view),
            23 /* addClasses */ => Slot::Shape(&mut self.add_classes, OBJ),
            25 /* removeClasses */ => Slot::Shape(&mut self.remove_classes, OBJ),
            27 /* replaceClasses */ => Slot::Shape(&mut self.replace_classes, OBJ),
            29 /* overrideClasses */ => Slot::Shape(&mut self.override_classes, OBJ),
            31 /* templates */ => Slot::Shape(&mut self.templates, OBJ),
            24 /* addClass */ => Slot::Shape(&mut self.add_class, ANY_CLASS),
            30 /* overrideClass */ => Slot::Shape(&mut self.override_class, ANY_CLASS),
            26 /* removeClass */ => Slot::Shape(
                &mut self.remove_class,
                &[Kind::Array, Kind::Object, Kind::Null],
            ),
            28 /* replaceClass */ => Slot::Shape(&mut self.replace_class, OBJ_NULL),
            34 /* formatData */ => Slot::Function(&mut self.format_data),
            35 /* formatLoad */ => Slot::Function(&mut self.format_load),
            36 /* prependClasses */ => Slot::Shape(&mut self.prepend_classes, OBJ),
            // name, id, disabled, infoPosition, default, rules, messages, conditions, columns,
            // size, views, presets, slots
            _ => Slot::Other(at),
        })
    }

    /// The common options with a reader of their own, by their index in [`COMMON_KEYS`].
    fn apply_other(
        &mut self,
        element: &str,
        at: usize,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<(), SchemaError> {
        match at {
            0 /* name */ => check_name(element, value, path)?,
            1 /* id */ => {
                let id = read::opt_string(path, value)?;
                // An HTML id is one token: a space would split every `aria-labelledby`.
                if id.as_deref().is_some_and(|id| id.is_empty() || id.contains(char::is_whitespace)) {
                    return Err(SchemaError::new(path, "an id may not be empty or hold whitespace"));
                }
                // The generated ids and the parts' ids stay the elements' own (docs/dom.md).
                if id.as_deref().is_some_and(|id| id.starts_with("yf-")) {
                    return Err(SchemaError::new(
                        path,
                        "an id may not start with \"yf-\": the form gives its elements such ids (yf-<path>, yf-<form id>-<path>)",
                    ));
                }
                if id.as_deref().is_some_and(|id| id.contains("__")) {
                    return Err(SchemaError::new(
                        path,
                        "an id may not hold \"__\": it joins a field's id to its parts' (<id>__label, <id>__error, …)",
                    ));
                }
                self.id = id;
            }
            2 /* disabled */ => self.disabled = check_disabled(path, value, registries)?,
            6 /* infoPosition */ => self.info_position = read::choice(path, value)?,
            11 /* default */ => self.default = value.clone(),
            13 /* rules */ => self.rules = check_rules(path, value, registries)?,
            15 /* messages */ => self.messages = read::localizable_map(path, value)?,
            17 /* conditions */ => self.conditions = check_conditions(path, value, registries)?,
            18 /* columns */ => {
                self.columns = read::shape(
                    path,
                    value,
                    &[Kind::Number, Kind::String, Kind::Object, Kind::Null],
                )?;
                if !value.is_null() {
                    crate::layout::Columns::parse(value, path)
                        .map_err(|e| SchemaError::new(e.path(), e.reason()))?;
                }
            }
            20 /* size */ => {
                self.size = if value.is_null() {
                    None
                } else {
                    Some(read::choice(path, value)?)
                }
            }
            22 /* views */ => self.views = read::string_map(path, value)?,
            32 /* presets */ => self.presets = read::string_list(path, value)?,
            33 /* slots */ => self.slots = read_slots(path, value)?,
            _ => {}
        }
        Ok(())
    }

    /// Writes every common option (except `name` and events) into `map`.
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let mut put = |k: &str, v: Value| {
            map.insert(k.to_string(), v);
        };
        put(
            "id",
            or_null(self.id.as_ref(), |s| Value::String(s.clone())),
        );
        put("disabled", self.disabled.clone());
        put("label", loc(self.label.as_ref()));
        put("placeholder", loc(self.placeholder.as_ref()));
        put("info", loc(self.info.as_ref()));
        put(
            "infoPosition",
            Value::String(self.info_position.as_str().to_string()),
        );
        put("description", loc(self.description.as_ref()));
        put("before", loc(self.before.as_ref()));
        put("between", loc(self.between.as_ref()));
        put("after", loc(self.after.as_ref()));
        put("default", self.default.clone());
        put("submit", Value::Bool(self.submit));
        put("rules", self.rules.clone());
        put("fieldName", loc(self.field_name.as_ref()));
        put("messages", self.messages.clone());
        put("displayErrors", Value::Bool(self.display_errors));
        put("conditions", self.conditions.clone());
        put("columns", self.columns.clone());
        put("inline", Value::Bool(self.inline));
        put(
            "size",
            or_null(self.size.as_ref(), |s| {
                Value::String(s.as_str().to_string())
            }),
        );
        put(
            "view",
            or_null(self.view.as_ref(), |s| Value::String(s.clone())),
        );
        put("views", self.views.clone());
        put("addClasses", self.add_classes.clone());
        put("addClass", self.add_class.clone());
        put("removeClasses", self.remove_classes.clone());
        put("removeClass", self.remove_class.clone());
        put("replaceClasses", self.replace_classes.clone());
        put("replaceClass", self.replace_class.clone());
        put("overrideClasses", self.override_classes.clone());
        put("overrideClass", self.override_class.clone());
        put("templates", self.templates.clone());
        put("presets", read::strings_value(&self.presets));
        put("slots", self.slots.clone());
        // Only when set: a schema without them keeps its JSON form.
        if let Some(name) = &self.format_data {
            put("formatData", function_ref(name));
        }
        if let Some(name) = &self.format_load {
            put("formatLoad", function_ref(name));
        }
        put("prependClasses", self.prepend_classes.clone());
    }
}

/// A `name` key must repeat the entry's key.
fn check_name(element: &str, value: &Value, path: &str) -> Result<(), SchemaError> {
    let given = match value {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        _ => {
            return Err(mismatch(path, "a string or number", value));
        }
    };
    if given == element {
        Ok(())
    } else {
        Err(SchemaError::new(
            path,
            format!(
                "the element's name is its schema key \"{element}\", but \"name\" says \"{given}\""
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_match_keys() {
        let rules = crate::rules::RuleRegistry::default();
        let conditions = crate::conditions::ConditionRegistry::default();
        let registries = Registries {
            rules: &rules,
            conditions: &conditions,
        };
        let mut defaults = Map::new();
        CommonOptions::default().write(&mut defaults);
        for key in COMMON_KEYS {
            let mut common = CommonOptions::default();
            let value = match (common.slot(key).unwrap(), *key) {
                (Slot::Bool(_), _) => Value::Bool(defaults[*key] != Value::Bool(true)),
                (Slot::Function(_), _) => json!({"fn": "zz"}),
                (Slot::Other(_), "disabled") => json!(true),
                (Slot::Other(_), "infoPosition") => json!("left"),
                (Slot::Other(_), "columns") => json!(6),
                (Slot::Other(_), "size") => json!("sm"),
                (Slot::Other(_), "presets") => json!(["zz"]),
                (Slot::Other(_), "default") => json!("zz"),
                (Slot::Other(_), "messages" | "views" | "slots") | (Slot::Shape(..), _) => {
                    json!({"zz": "a"})
                }
                // Checked against the registries; `name` has no field.
                (Slot::Other(_), _) => continue,
                _ => json!("zz"),
            };
            assert_eq!(
                common.apply("e", key, &value, "p", registries),
                Ok(true),
                "{key}"
            );
            let mut written = Map::new();
            common.write(&mut written);
            let mut expected = defaults.clone();
            expected.insert((*key).to_string(), value);
            assert_eq!(written, expected, "{key}");
        }
        assert!(CommonOptions::default().slot("nope").is_none());
    }
}
