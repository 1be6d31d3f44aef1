//! What a function reference stands for ([`FunctionKind`]) and where an element's schema
//! holds them ([`ElementSchema::function_refs`]).

use serde_json::Value;

use super::reference::function_name;
use crate::schema::element::ElementSchema;
use crate::schema::error::{child, index};

/// What a function reference stands for; it says which registry method registers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// A select's `items`: an async function of the search query.
    Items,
    /// An editor's `endpoint`: an async upload function.
    Upload,
    /// `formatData`.
    FormatData,
    /// `formatLoad`.
    FormatLoad,
    /// An entry of `conditions`, or of a conditional rule's conditions.
    Condition,
    /// `disabled`.
    Disabled,
    /// An entry of `rules`.
    Rule,
    /// An entry of `slots`: a render function.
    Slot,
    /// A static's `content`: a function of the form returning the content (an HTML string
    /// or a locale map of them), then localized, its expressions resolved and sanitized.
    Content,
}

impl FunctionKind {
    /// How errors name it: `items function`, `upload function`, `formatData function`, …
    #[must_use]
    pub fn noun(self) -> &'static str {
        match self {
            Self::Items => "items function",
            Self::Upload => "upload function",
            Self::FormatData => "formatData function",
            Self::FormatLoad => "formatLoad function",
            Self::Condition => "condition function",
            Self::Disabled => "disabled function",
            Self::Rule => "rule",
            Self::Slot => "slot",
            Self::Content => "content function",
        }
    }
}

/// One function reference of a schema entry: where it is, what it is, the name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionRef {
    /// The path of the reference, e.g. `schema.country.items` or `schema.age.rules[1]`.
    pub path: String,
    /// What it stands for.
    pub kind: FunctionKind,
    /// The registered name.
    pub name: String,
}

impl ElementSchema {
    /// Every function reference of the entry, with `base` its path (`schema.country`), in
    /// option order: items/endpoint, formatData, formatLoad, disabled, conditions, rules, slots.
    #[must_use]
    pub fn function_refs(&self, base: &str) -> Vec<FunctionRef> {
        let mut out = Vec::new();
        let mut put = |path: String, kind, name: &str| {
            out.push(FunctionRef {
                path,
                kind,
                name: name.to_string(),
            });
        };
        match self {
            Self::Select(s) => {
                if let Some(name) = &s.items_fn {
                    put(child(base, "items"), FunctionKind::Items, name);
                }
                // A multiselect's collapsed label is rendered by a slot function.
                #[cfg(feature = "multi")]
                if let Some(name) = s.multi.as_ref().and_then(|m| m.multiple_label.as_ref()) {
                    put(child(base, "multipleLabel"), FunctionKind::Slot, name);
                }
            }
            Self::TEditor(e) => {
                if let Some(name) = &e.upload_fn {
                    put(child(base, "endpoint"), FunctionKind::Upload, name);
                }
            }
            #[cfg(feature = "choice")]
            Self::Choice(c) => {
                if let Some(name) = &c.items_fn {
                    put(child(base, "items"), FunctionKind::Items, name);
                }
            }
            #[cfg(feature = "text-family")]
            Self::Text(t) => {
                // `readonly`: a condition function, or condition functions in its list.
                let at = child(base, "readonly");
                if let Some(name) = function_name(&t.readonly) {
                    put(at, FunctionKind::Condition, name);
                } else if let Value::Array(items) = &t.readonly {
                    for (i, item) in items.iter().enumerate() {
                        if let Some(name) = function_name(item) {
                            put(index(&at, i), FunctionKind::Condition, name);
                        }
                    }
                }
            }
            #[cfg(feature = "button")]
            Self::Button(b) => {
                if let Some(name) = &b.loading_fn {
                    put(child(base, "loading"), FunctionKind::Condition, name);
                }
            }
            #[cfg(feature = "static")]
            Self::Static(s) => {
                if let Some(name) = &s.content_fn {
                    put(child(base, "content"), FunctionKind::Content, name);
                }
            }
            #[allow(unreachable_patterns)]
            _ => {}
        }
        let common = self.common();
        if let Some(name) = &common.format_data {
            put(child(base, "formatData"), FunctionKind::FormatData, name);
        }
        if let Some(name) = &common.format_load {
            put(child(base, "formatLoad"), FunctionKind::FormatLoad, name);
        }
        if let Some(name) = function_name(&common.disabled) {
            put(child(base, "disabled"), FunctionKind::Disabled, name);
        } else if let Value::Array(items) = &common.disabled {
            // A conditions list's entries name condition functions, as in `conditions`.
            for (i, item) in items.iter().enumerate() {
                if let Some(name) = function_name(item) {
                    put(
                        index(&child(base, "disabled"), i),
                        FunctionKind::Condition,
                        name,
                    );
                }
            }
        }
        if let Value::Array(items) = &common.conditions {
            for (i, item) in items.iter().enumerate() {
                if let Some(name) = function_name(item) {
                    put(
                        index(&child(base, "conditions"), i),
                        FunctionKind::Condition,
                        name,
                    );
                }
            }
        }
        rule_refs(&common.rules, &child(base, "rules"), &mut put);
        if let Value::Object(slots) = &common.slots {
            for (slot, value) in slots {
                if let Some(name) = function_name(value) {
                    put(child(&child(base, "slots"), slot), FunctionKind::Slot, name);
                }
            }
        }
        #[cfg(feature = "nested")]
        for (child_base, entry) in self.child_entries(base) {
            out.extend(entry.function_refs(&child_base));
        }
        out
    }
}

/// The references of a `rules` value at `path` (`schema.age.rules`): rules written
/// `{"fn": "<name>"}` ([`FunctionKind::Rule`]) and the condition functions of conditional
/// rules (`[{"required": [{"fn": "isAdult"}]}]`, [`FunctionKind::Condition`] at
/// `rules[0].required[0]`), in written order.
pub(super) fn rule_refs(
    rules: &Value,
    path: &str,
    put: &mut dyn FnMut(String, FunctionKind, &str),
) {
    match rules {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                if let Some(name) = function_name(item) {
                    put(index(path, i), FunctionKind::Rule, name);
                } else if let Value::Object(conditional) = item {
                    for (rule, conditions) in conditional {
                        let Value::Array(entries) = conditions else {
                            continue;
                        };
                        let at = child(&index(path, i), rule);
                        for (j, entry) in entries.iter().enumerate() {
                            if let Some(name) = function_name(entry) {
                                put(index(&at, j), FunctionKind::Condition, name);
                            }
                        }
                    }
                }
            }
        }
        Value::Object(map) => {
            for (key, value) in map {
                if value.is_array() {
                    rule_refs(value, &child(path, key), put);
                }
            }
        }
        _ => {}
    }
}

// Its schema has a "t-editor" entry.
#[cfg(all(test, feature = "editor"))]
mod tests {
    use serde_json::json;

    use super::FunctionKind;
    use crate::schema::FormSchema;

    #[test]
    fn refs_of_every_option_in_order() {
        let schema = FormSchema::from_value(&json!({
            "a": {"type": "select", "items": {"fn": "it"}, "formatData": {"fn": "fd"},
                  "formatLoad": {"fn": "fl"}, "disabled": {"fn": "dis"},
                  "conditions": [["b", "x"], {"fn": "cond"}],
                  "rules": ["required", {"fn": "even"}], "slots": {"option": {"fn": "flag"}, "after": "<b>x</b>"}},
            "b": {"type": "t-editor", "endpoint": {"fn": "s3"}, "rules": {"en": ["required", {"fn": "r"}]}},
        }))
        .unwrap();
        let refs: Vec<(String, FunctionKind, String)> = schema
            .elements
            .iter()
            .flat_map(|(n, e)| e.function_refs(&format!("schema.{n}")))
            .map(|r| (r.path, r.kind, r.name))
            .collect();
        let s = |p: &str, k, n: &str| (p.to_string(), k, n.to_string());
        assert_eq!(
            refs,
            vec![
                s("schema.a.items", FunctionKind::Items, "it"),
                s("schema.a.formatData", FunctionKind::FormatData, "fd"),
                s("schema.a.formatLoad", FunctionKind::FormatLoad, "fl"),
                s("schema.a.disabled", FunctionKind::Disabled, "dis"),
                s("schema.a.conditions[1]", FunctionKind::Condition, "cond"),
                s("schema.a.rules[1]", FunctionKind::Rule, "even"),
                s("schema.a.slots.option", FunctionKind::Slot, "flag"),
                s("schema.b.endpoint", FunctionKind::Upload, "s3"),
                s("schema.b.rules.en[1]", FunctionKind::Rule, "r"),
            ]
        );
        assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
    }
}
