//! [`ElementSetup::from_schema`]: the setup of a schema entry.

use super::setup::{ElementKind, ElementSetup};
use crate::Value;
use crate::config::FormConfig;
use crate::items::{ValueEntry, admit, admits_json, admitted_json};
use crate::schema::{ElementSchema, SelectSchema};

impl ElementSetup {
    /// The setup of the schema entry `name`.
    ///
    /// - `default`: the entry's `default` (`null` means none, so a form default or the null
    ///   value is used). A select's default that its static `items` do not hold is refused
    ///   (none) unless `allowAbsent`.
    /// - `submit`: the entry's `submit`.
    /// - `disabled`: the entry's `disabled` when it is a boolean; a list of conditions is
    ///   evaluated by the form (`FormState::is_disabled`), so it counts as `false` here.
    /// - A `t-editor` is multilingual in the config's languages, in their order.
    ///
    /// `formatData` and `formatLoad` cannot come from JSON; attach them with
    /// [`with_format_data`](Self::with_format_data) and
    /// [`with_format_load`](Self::with_format_load).
    ///
    /// ```
    /// # #[cfg(feature = "editor")] {
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::element::{ElementKind, ElementSetup};
    /// use yewform_core::schema::FormSchema;
    ///
    /// let schema = FormSchema::from_value(&json!({
    ///     "bio": {"type": "t-editor", "default": "Hi", "submit": false}
    /// })).unwrap();
    /// let config = FormConfig::from_value(&json!({"languages": {"de": "Deutsch"}})).unwrap();
    /// let setup = ElementSetup::from_schema("bio", schema.get("bio").unwrap(), &config);
    /// assert_eq!(setup.kind, ElementKind::TEditor);
    /// assert_eq!(setup.languages, Some(vec!["en".to_string(), "de".to_string()]));
    /// assert_eq!(setup.default, Some(json!("Hi")));
    /// assert!(!setup.submit);
    /// # }
    /// ```
    pub fn from_schema(name: &str, entry: &ElementSchema, config: &FormConfig) -> ElementSetup {
        let common = entry.common();
        let mut setup = ElementSetup::new(name)
            .with_submit(common.submit)
            .with_disabled(matches!(common.disabled, Value::Bool(true)));
        let admitted = match entry {
            ElementSchema::Select(select) => static_items_admit(select, &common.default),
            #[allow(unreachable_patterns)]
            _ => Admitted::All,
        };
        if !common.default.is_null() {
            let default = match (entry, admitted) {
                (_, Admitted::None) => None,
                (_, Admitted::Part(kept)) => Some(kept),
                // A plain object is a locale map, but per language for t-text/t-textarea.
                #[cfg(feature = "text-family")]
                (ElementSchema::Text(t), Admitted::All) if !t.kind.is_multilingual() => {
                    Some(crate::element::text_default(&common.default, config))
                }
                (_, Admitted::All) => Some(common.default.clone()),
            };
            if let Some(default) = default {
                setup = setup.with_default(default);
            }
        }
        match entry {
            #[cfg(feature = "multi")]
            ElementSchema::Select(select) if select.multi.is_some() => setup
                .with_kind(ElementKind::Multi)
                .with_list_value_prop(select.object.then(|| select.value_prop.clone())),
            ElementSchema::Select(_) => setup.with_kind(ElementKind::Select),
            #[cfg(feature = "static")]
            ElementSchema::Static(_) => setup.with_kind(ElementKind::Static),
            #[cfg(feature = "button")]
            ElementSchema::Button(_) => setup.with_kind(ElementKind::Button),
            #[cfg(feature = "text-family")]
            ElementSchema::Text(text) => {
                // A hidden element has no disabled state (its `disable()` refuses).
                let kind = if text.kind == crate::schema::TextKind::Hidden {
                    ElementKind::Hidden
                } else {
                    ElementKind::Text
                };
                let setup = setup
                    .with_kind(kind)
                    .with_force_numbers(text.forces_numbers());
                if text.kind.is_multilingual() {
                    setup.with_languages(
                        config
                            .languages
                            .iter()
                            .map(|(code, _)| code.clone())
                            .collect(),
                    )
                } else {
                    setup
                }
            }
            ElementSchema::TEditor(_) => setup.with_kind(ElementKind::TEditor).with_languages(
                config
                    .languages
                    .iter()
                    .map(|(code, _)| code.clone())
                    .collect(),
            ),
            #[cfg(feature = "choice")]
            ElementSchema::Choice(choice) => super::choice::choice_setup(setup, choice),
            #[cfg(feature = "nested")]
            ElementSchema::Object(_) => setup.with_kind(ElementKind::Object),
            #[cfg(feature = "group")]
            ElementSchema::Group(_) => setup.with_kind(ElementKind::Group),
            #[cfg(feature = "list")]
            ElementSchema::List(_) => setup.with_kind(ElementKind::List),
        }
    }
}

/// What a select's static `items` admit of its `default` ([`admitted_json`], or [`admit`]
/// for the store): a default that is not among them is refused unless `allowAbsent` or
/// (text) `create`, as any value the app sets; of a list, the items that are among them are kept
/// (as the reference drops absent values one by one). Endpoint items, and an empty list
/// (the items may come from an items function given in Rust), are checked when the options
/// arrive instead. The items are read in place, not normalised (the view normalises them
/// once; a list of 100,000 options was normalised twice).
fn static_items_admit(select: &SelectSchema, default: &Value) -> Admitted {
    if default.is_null() || select.items.is_string() {
        return Admitted::All;
    }
    let left = if let Some(store) = select.static_store() {
        if store.is_empty() {
            return Admitted::All;
        }
        admit(select, &**store, default, ValueEntry::Set)
    } else if select.allow_absent || (select.create && all_creatable(select, default)) {
        // Items the schema kept as JSON (per-locale labels, groups) are read in place, not
        // normalised into an option list for `admit`: `allowAbsent` and `create` (which
        // keeps text: `creatable`) are asked here.
        return Admitted::All;
    } else if select.create {
        // Something no user creates (`null`, a number, an object): the options decide
        // whether it stays, read into a list (once, for such a default only).
        select
            .json_options()
            .and_then(|items| admit(select, &items, default, ValueEntry::Set))
    } else {
        let options = select.read_options();
        if select.is_multi() {
            admitted_json(&select.items, &options, default, select.object)
        } else if default.is_array() {
            // A single select's list is compared whole ([`admit`]), not item by item.
            select
                .json_options()
                .and_then(|items| admit(select, &items, default, ValueEntry::Set))
        } else {
            // A single value is admitted or not (no part to keep): the smaller check.
            (!admits_json(&select.items, &options, default, select.object)).then_some(Value::Null)
        }
    };
    match left {
        None => Admitted::All,
        // Only a list value has a part to keep (a select-only app carries none of it).
        Some(kept) if select.is_multi() && kept.as_array().is_some_and(|k| !k.is_empty()) => {
            Admitted::Part(kept)
        }
        Some(_) => Admitted::None,
    }
}

/// Whether every item of `default` (a list's items, else the value) is text a user could
/// create ([`creatable`](crate::items::creatable)): a `create` select keeps it whatever its
/// options are.
fn all_creatable(select: &SelectSchema, default: &Value) -> bool {
    let creatable = |v: &Value| crate::items::creatable(v, select.object, &select.value_prop);
    match default {
        Value::Array(items) if select.is_multi() => items.iter().all(creatable),
        single => creatable(single),
    }
}

/// What is left of a select's `default` against its static items ([`static_items_admit`]).
enum Admitted {
    /// All of it.
    All,
    /// These items of a list.
    Part(Value),
    /// Nothing: no default.
    None,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::FormSchema;
    use serde_json::json;

    #[test]
    fn select_setup_reads_default_submit_and_boolean_disabled() {
        // Conditions in `disabled` need the `conditions` feature.
        let conditions = if cfg!(feature = "conditions") {
            json!([["a", "x"]])
        } else {
            json!(false)
        };
        let schema = FormSchema::from_value(&json!({
            "a": {"type": "select", "default": "x", "disabled": true},
            "b": {"type": "select", "disabled": conditions},
        }))
        .unwrap();
        let config = FormConfig::default();
        let a = ElementSetup::from_schema("a", schema.get("a").unwrap(), &config);
        assert_eq!(a.default, Some(json!("x")));
        assert!(a.disabled && a.submit && a.languages.is_none());
        assert_eq!(a.kind, ElementKind::Select);
        let b = ElementSetup::from_schema("b", schema.get("b").unwrap(), &config);
        assert!(!b.disabled);
        assert!(b.default.is_none());
    }
}
