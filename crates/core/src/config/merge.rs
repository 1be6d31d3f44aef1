//! Reading a config from JSON and merging overrides into it, with the reference's rules.

use serde_json::{Map, Value};

use super::endpoint::{DEFAULT_METHOD, Endpoint};
use super::form_config::FormConfig;
use super::validate_on::ValidateOnSet;
use crate::schema::SchemaError;
use crate::schema::error::{child, describe_value};
use crate::schema::read::{self, Kind};
use crate::schema::suggest;

const ROOT: &str = "config";

/// Every key a config object may have.
const CONFIG_KEYS: &[&str] = &[
    "endpoints",
    "languages",
    "language",
    "locale",
    "fallbackLocale",
    "floatPlaceholders",
    "forceLabels",
    "columns",
    "size",
    "displayErrors",
    "validateOn",
    "messages",
    "presets",
    "usePresets",
    "views",
    "templates",
    "addClasses",
    "removeClasses",
    "replaceClasses",
    "overrideClasses",
    "breakpoints",
    "strictConditions",
    "showRequired",
];

fn object<'a>(path: &str, value: &'a Value) -> Result<&'a Map<String, Value>, SchemaError> {
    value
        .as_object()
        .ok_or_else(|| read::type_error(path, &[Kind::Object], value))
}

/// Inserts or replaces `key` in an ordered list, keeping the position of an existing key.
fn upsert<T>(list: &mut Vec<(String, T)>, key: &str, value: T) {
    match list.iter_mut().find(|(k, _)| k == key) {
        Some(slot) => slot.1 = value,
        None => list.push((key.to_string(), value)),
    }
}

/// Shallow merge of two JSON objects: keys of `overrides` replace or extend `base`.
fn shallow_merge(path: &str, base: &Value, overrides: &Value) -> Result<Value, SchemaError> {
    let over = object(path, overrides)?;
    let mut merged = base.as_object().cloned().unwrap_or_default();
    for (key, value) in over {
        merged.insert(key.clone(), value.clone());
    }
    Ok(Value::Object(merged))
}

fn merge_endpoints(config: &mut FormConfig, path: &str, value: &Value) -> Result<(), SchemaError> {
    for (name, entry) in object(path, value)? {
        let entry_path = child(path, name);
        let fields = entry.as_object().ok_or_else(|| {
            SchemaError::new(
                &entry_path,
                format!(
                    "expected an object with \"url\" and \"method\", found {}",
                    describe_value(entry)
                ),
            )
        })?;
        let mut endpoint = config.named_endpoint(name).cloned();
        for (key, field) in fields {
            let field_path = child(&entry_path, key);
            let text = match key.as_str() {
                "url" | "method" => read::string(&field_path, field)?,
                _ => {
                    let reason = match suggest(key, ["url", "method"]) {
                        Some(close) => format!("unknown option (did you mean \"{close}\"?)"),
                        None => {
                            "unknown option (an endpoint has \"url\" and \"method\")".to_string()
                        }
                    };
                    return Err(SchemaError::new(field_path, reason));
                }
            };
            let target = endpoint.get_or_insert_with(|| Endpoint::new("", DEFAULT_METHOD));
            if key == "url" {
                target.url = text;
            } else {
                target.method = text;
            }
        }
        match endpoint {
            Some(e) if !e.url.is_empty() || config.named_endpoint(name).is_some() => {
                upsert(&mut config.endpoints, name, e);
            }
            _ => {
                return Err(SchemaError::new(
                    child(&entry_path, "url"),
                    "missing (a new endpoint needs a URL)",
                ));
            }
        }
    }
    Ok(())
}

fn string_pairs(path: &str, value: &Value) -> Result<Vec<(String, String)>, SchemaError> {
    object(path, value)?
        .iter()
        .map(|(k, v)| Ok((k.clone(), read::string(&child(path, k), v)?)))
        .collect()
}

impl FormConfig {
    /// The default config with `value` merged in (see [`FormConfig::merge`]).
    ///
    /// # Errors
    /// The first bad key or value, with its path (`config.endpoints.attachment.url`).
    pub fn from_value(value: &Value) -> Result<Self, SchemaError> {
        Self::default().merge(value)
    }

    /// Merges `overrides` (a JSON config object) into this config, with the reference's
    /// rules:
    ///
    /// - `endpoints` are deep-merged: `{"attachment": {"url": "/up"}}` keeps the method;
    ///   a new endpoint needs a `url` (its method defaults to `post`);
    /// - `languages`, `presets` and `views` are shallow-merged: given keys replace or are
    ///   appended, other keys stay;
    /// - `addClasses`, `removeClasses`, `replaceClasses` and `overrideClasses` are
    ///   shallow-merged by component name;
    /// - every other key replaces the current value.
    ///
    /// Unknown keys are errors, with a suggestion when one is close.
    ///
    /// # Errors
    /// The first bad key or value, with its path.
    pub fn merge(mut self, overrides: &Value) -> Result<Self, SchemaError> {
        let map = overrides.as_object().ok_or_else(|| {
            SchemaError::new(
                ROOT,
                format!("expected an object, found {}", describe_value(overrides)),
            )
        })?;
        for (key, value) in map {
            let path = child(ROOT, key);
            let path = path.as_str();
            match key.as_str() {
                "endpoints" => merge_endpoints(&mut self, path, value)?,
                "languages" => {
                    for (code, name) in string_pairs(path, value)? {
                        upsert(&mut self.languages, &code, name);
                    }
                }
                "presets" => {
                    for (name, preset) in object(path, value)? {
                        check_preset(&child(path, name), preset)?;
                        upsert(&mut self.presets, name, preset.clone());
                    }
                }
                "views" => {
                    for (component, view) in string_pairs(path, value)? {
                        upsert(&mut self.views, &component, view);
                    }
                }
                "addClasses" => self.add_classes = shallow_merge(path, &self.add_classes, value)?,
                "removeClasses" => {
                    self.remove_classes = shallow_merge(path, &self.remove_classes, value)?
                }
                "replaceClasses" => {
                    self.replace_classes = shallow_merge(path, &self.replace_classes, value)?
                }
                "overrideClasses" => {
                    self.override_classes = shallow_merge(path, &self.override_classes, value)?
                }
                "language" => self.language = read::string(path, value)?,
                "locale" => self.locale = read::opt_string(path, value)?,
                "fallbackLocale" => self.fallback_locale = read::string(path, value)?,
                "floatPlaceholders" => self.float_placeholders = read::boolean(path, value)?,
                "forceLabels" => self.force_labels = read::boolean(path, value)?,
                "columns" => {
                    self.columns =
                        read::shape(path, value, &[Kind::Object, Kind::Number, Kind::String])?;
                    crate::layout::Columns::parse(value, path)
                        .map_err(|e| SchemaError::new(e.path(), e.reason()))?;
                }
                "size" => self.size = read::choice(path, value)?,
                "displayErrors" => self.display_errors = read::boolean(path, value)?,
                "validateOn" => {
                    let text = read::string(path, value)?;
                    self.validate_on = ValidateOnSet::parse(&text)
                        .map_err(|reason| SchemaError::new(path, reason))?;
                }
                "messages" => self.messages = read::localizable_map(path, value)?,
                "usePresets" => self.use_presets = read::string_list(path, value)?,
                "templates" => self.templates = read::shape(path, value, &[Kind::Object])?,
                "breakpoints" => self.breakpoints = read::string_list(path, value)?,
                "strictConditions" => self.strict_conditions = read::boolean(path, value)?,
                "showRequired" => self.show_required = read::choice_list(path, value)?,
                _ => {
                    let reason = match suggest(key, CONFIG_KEYS.iter().copied()) {
                        Some(close) => format!("unknown option (did you mean \"{close}\"?)"),
                        None => "unknown option".to_string(),
                    };
                    return Err(SchemaError::new(path, reason));
                }
            }
        }
        Ok(self)
    }
}

/// The options a preset may bundle: the class options and the presentation options.
pub const PRESET_KEYS: &[&str] = &[
    "addClasses",
    "prependClasses",
    "removeClasses",
    "replaceClasses",
    "overrideClasses",
    "columns",
    "size",
    "views",
    "templates",
];

/// A preset is an object of [`PRESET_KEYS`], each of its option's shape.
fn check_preset(path: &str, preset: &Value) -> Result<(), SchemaError> {
    for (key, value) in object(path, preset)? {
        let key_path = child(path, key);
        let key_path = key_path.as_str();
        match key.as_str() {
            "addClasses" | "prependClasses" | "removeClasses" | "replaceClasses"
            | "overrideClasses" => {
                read::shape(key_path, value, &[Kind::Object])?;
            }
            "columns" => {
                crate::layout::Columns::parse(value, key_path)
                    .map_err(|e| SchemaError::new(e.path(), e.reason()))?;
            }
            "size" => {
                read::choice::<crate::schema::Size>(key_path, value)?;
            }
            "views" | "templates" => {
                read::string_map(key_path, value)?;
            }
            _ => {
                let reason = match suggest(key, PRESET_KEYS.iter().copied()) {
                    Some(close) => {
                        format!("not an option a preset can set (did you mean \"{close}\"?)")
                    }
                    None => format!(
                        "not an option a preset can set (one of {})",
                        PRESET_KEYS.join(", ")
                    ),
                };
                return Err(SchemaError::new(key_path, reason));
            }
        }
    }
    Ok(())
}
