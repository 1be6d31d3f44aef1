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
    "prependClasses",
    "removeClasses",
    "replaceClasses",
    "overrideClasses",
    "breakpoints",
    "strictConditions",
    "showRequired",
    "orderFrom",
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
    /// - `addClasses`, `prependClasses`, `removeClasses`, `replaceClasses` and
    ///   `overrideClasses` are shallow-merged by component name;
    /// - every other key replaces the current value.
    ///
    /// Unknown keys are errors, with a suggestion when one is close, and so is a value nesting
    /// arrays and objects deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels,
    /// the config object included (a value built in Rust: JSON text cannot hold one).
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
            read::check_nesting(path, value, 1)?;
            match key.as_str() {
                "endpoints" => merge_endpoints(&mut self, path, value)?,
                "languages" => {
                    for (code, name) in string_pairs(path, value)? {
                        self.merge_language(&code, name);
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
                "prependClasses" => {
                    self.prepend_classes = shallow_merge(path, &self.prepend_classes, value)?
                }
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
                "columns" => self.merge_columns(value)?,
                "size" => self.size = read::choice(path, value)?,
                "displayErrors" => self.display_errors = read::boolean(path, value)?,
                "validateOn" => {
                    let text = read::string(path, value)?;
                    self.validate_on = ValidateOnSet::parse(&text)
                        .map_err(|reason| SchemaError::new(path, reason))?;
                }
                "messages" => self.merge_messages(value)?,
                "usePresets" => self.use_presets = read::string_list(path, value)?,
                "templates" => self.templates = read::shape(path, value, &[Kind::Object])?,
                "breakpoints" => self.breakpoints = read::string_list(path, value)?,
                "strictConditions" => self.strict_conditions = read::boolean(path, value)?,
                "showRequired" => self.show_required = read::choice_list(path, value)?,
                "orderFrom" => self.order_from = read::integer(path, value, i64::MIN)?,
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

    /// The `messages` key of [`merge`](Self::merge): replaces the messages
    /// (`{rule: text}`, each text a string or a `{locale: text}` object).
    ///
    /// # Errors
    /// A value that is not such an object, with its path (`config.messages.required`).
    pub fn merge_messages(&mut self, messages: &Value) -> Result<(), SchemaError> {
        read::check_nesting(MESSAGES_PATH, messages, 1)?;
        self.messages = read::localizable_map(MESSAGES_PATH, messages)?;
        Ok(())
    }

    /// The `columns` key of [`merge`](Self::merge): replaces the columns.
    ///
    /// # Errors
    /// Columns that do not parse, with their path (`config.columns.container`).
    pub fn merge_columns(&mut self, columns: &Value) -> Result<(), SchemaError> {
        read::check_nesting(COLUMNS_PATH, columns, 1)?;
        let kinds = [Kind::Object, Kind::Number, Kind::String];
        self.columns = read::shape(COLUMNS_PATH, columns, &kinds)?;
        crate::layout::Columns::parse(columns, COLUMNS_PATH)
            .map_err(|e| SchemaError::new(e.path(), e.reason()))?;
        Ok(())
    }

    /// The form's `columns` (the `<Form columns>` prop): deep-merged over the config's
    /// columns, per breakpoint and size, later wins (vueform-behaviour.md §5 Columns: config
    /// `columns`, then form `columns`). `{label: 4}` in the config and `{container: 6}` on the
    /// form give both.
    ///
    /// # Errors
    /// Columns that do not parse, with their path (`config.columns.container`).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// let mut config = FormConfig::from_value(&json!({"columns": {"label": 4}})).unwrap();
    /// config.layer_columns(&json!({"container": 6})).unwrap();
    /// assert_eq!(config.columns, json!({"default": {"container": 6, "label": 4}}));
    /// ```
    pub fn layer_columns(&mut self, columns: &Value) -> Result<(), SchemaError> {
        read::check_nesting(COLUMNS_PATH, columns, 1)?;
        let parse = |value: &Value| {
            crate::layout::Columns::parse(value, COLUMNS_PATH)
                .map_err(|e| SchemaError::new(e.path(), e.reason()))
        };
        let later = parse(columns)?;
        // The config's own columns were checked when they were merged; a bad one is
        // replaced, as `Presentation` skips it.
        let merged = parse(&self.columns).unwrap_or_default().merged_with(&later);
        self.columns = merged.to_value();
        Ok(())
    }

    /// The form's `messages` (the `<Form messages>` prop): over the config's, rule by rule
    /// (the form's text wins for the rules it names, the config's others stay).
    ///
    /// # Errors
    /// A value that is not an object of texts, with its path (`config.messages.required`).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// let mut config = FormConfig::from_value(&json!({"messages": {"in": "Not allowed"}})).unwrap();
    /// config.layer_messages(&json!({"required": "Needed"})).unwrap();
    /// assert_eq!(config.messages, json!({"in": "Not allowed", "required": "Needed"}));
    /// ```
    pub fn layer_messages(&mut self, messages: &Value) -> Result<(), SchemaError> {
        read::check_nesting(MESSAGES_PATH, messages, 1)?;
        let later = read::localizable_map(MESSAGES_PATH, messages)?;
        match (&mut self.messages, later) {
            (Value::Object(base), Value::Object(later)) => base.extend(later),
            (base, later) => *base = later,
        }
        Ok(())
    }

    /// The form's `languages` (the `<Form languages>` prop): they replace the config's, in
    /// their order; the config's `language` stays selected when they list it, else the first
    /// is. An empty list changes nothing.
    ///
    /// ```
    /// use yewform_core::config::FormConfig;
    /// let mut config = FormConfig::default();
    /// config.layer_languages(&[("de".into(), "Deutsch".into()), ("fr".into(), "Français".into())]);
    /// assert_eq!(config.languages.len(), 2);
    /// assert_eq!(config.language, "de");
    /// ```
    pub fn layer_languages(&mut self, languages: &[(String, String)]) {
        let Some((first, _)) = languages.first() else {
            return;
        };
        if !languages.iter().any(|(code, _)| *code == self.language) {
            self.language.clone_from(first);
        }
        self.languages = languages.to_vec();
    }

    /// One entry of the `languages` key of [`merge`](Self::merge): replaces the name of
    /// language `code` in place, or appends it.
    pub fn merge_language(&mut self, code: &str, name: String) {
        upsert(&mut self.languages, code, name);
    }
}

const MESSAGES_PATH: &str = "config.messages";
const COLUMNS_PATH: &str = "config.columns";

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::FormConfig;

    /// The setters of the form-level options do what `merge` does with the same keys.
    #[test]
    fn setters_merge_like_merge() {
        let merged = FormConfig::default()
            .merge(&json!({
                "messages": {"required": {"en": "Needed", "de": "Nötig"}},
                "columns": {"container": 6},
                "languages": {"de": "Deutsch", "en": "Englisch"},
            }))
            .unwrap();
        let mut set = FormConfig::default();
        set.merge_messages(&json!({"required": {"en": "Needed", "de": "Nötig"}}))
            .unwrap();
        set.merge_columns(&json!({"container": 6})).unwrap();
        set.merge_language("de", "Deutsch".into());
        set.merge_language("en", "Englisch".into());
        assert_eq!(set, merged);
        assert_eq!(
            set.languages,
            [
                ("en".into(), "Englisch".into()),
                ("de".into(), "Deutsch".into())
            ]
        );
    }

    /// Their errors are `merge`'s, with the same paths.
    #[test]
    fn setter_errors_are_merge_errors() {
        for (key, bad) in [
            ("messages", json!("x")),
            ("messages", json!({"required": [1]})),
            ("columns", json!({"container": "wide"})),
            ("columns", json!(true)),
        ] {
            let by_merge = FormConfig::default()
                .merge(&json!({ key: bad.clone() }))
                .map(drop)
                .map_err(|e| e.to_string());
            let mut config = FormConfig::default();
            let by_setter = if key == "messages" {
                config.merge_messages(&bad)
            } else {
                config.merge_columns(&bad)
            }
            .map_err(|e| e.to_string());
            assert_eq!(by_setter, by_merge, "{key}: {bad}");
            let error = by_setter.unwrap_err();
            assert!(error.starts_with(&format!("config.{key}")), "{error}");
        }
    }
}
