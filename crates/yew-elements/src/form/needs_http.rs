//! What a build without the `http` feature cannot do: a schema entry (or an inline element's
//! props) that would send a request is an error naming the feature, in the form's error line
//! (`schema.country.items: items from an endpoint URL need yewform's "http" feature`) or the
//! inline element's, never a request silently left out. With the feature nothing here runs.

use yewform_core::Value;
use yewform_core::rules::ALL_BUILTINS;
use yewform_core::schema::{ElementSchema, FormSchema};

/// The first entry of `schema` that needs the `http` feature when it is off, as an error;
/// a container's children too, to any depth, at their schema paths as the schema reader
/// names them (`schema.address.schema.country.items`, `schema.lines.element.rules[1]`).
pub(super) fn in_schema(schema: Option<&FormSchema>) -> Option<String> {
    if cfg!(feature = "http") {
        return None;
    }
    schema?
        .elements
        .iter()
        .find_map(|(name, entry)| in_entry(name, entry))
}

/// Why the entry `name` (or one of its children, when it is a container) needs the `http`
/// feature when it is off: endpoint `items`, an upload `endpoint` (not an upload function)
/// or a server rule. `None` with the feature.
pub(crate) fn in_entry(name: &str, entry: &ElementSchema) -> Option<String> {
    if cfg!(feature = "http") {
        return None;
    }
    at(&["schema.", name].concat(), entry)
}

/// [`in_entry`] of the entry at schema path `path`, then of its children.
fn at(path: &str, entry: &ElementSchema) -> Option<String> {
    if let Some(error) = own(path, entry) {
        return Some(error);
    }
    #[cfg(feature = "nested")]
    for (child_path, child) in entry.child_entries(path) {
        if let Some(error) = at(&child_path, child) {
            return Some(error);
        }
    }
    None
}

/// What the entry at `path` itself needs (its children aside).
fn own(path: &str, entry: &ElementSchema) -> Option<String> {
    let (at, what) = match entry {
        ElementSchema::Select(select) if select.items_fn.is_none() && select.items.is_string() => (
            "items".to_string(),
            "items from an endpoint URL need".to_string(),
        ),
        ElementSchema::TEditor(editor)
            if editor.upload_fn.is_none() && editor.endpoint.is_some() =>
        {
            (
                "endpoint".to_string(),
                "uploading to an endpoint needs".to_string(),
            )
        }
        _ if crate::choice::endpoint_items(entry) => (
            "items".to_string(),
            "items from an endpoint URL need".to_string(),
        ),
        _ => {
            let (at, rule) = server_rule(&entry.common().rules, "rules")?;
            (at, format!("the {rule} rule needs"))
        }
    };
    Some(format!("{path}.{at}: {what} yewform's \"http\" feature"))
}

/// The first server rule in a `rules` option and where it is (`rules[1]`, `rules.de`).
fn server_rule(rules: &Value, at: &str) -> Option<(String, &'static str)> {
    match rules {
        Value::String(text) => text.split('|').find_map(name).map(|n| (at.to_string(), n)),
        Value::Array(list) => list.iter().enumerate().find_map(|(i, item)| {
            let found = match item {
                Value::String(rule) => name(rule),
                // A conditional rule: `{"unique:users": [["other", "x"]]}`.
                Value::Object(map) => map.keys().find_map(|rule| name(rule)),
                _ => None,
            };
            found.map(|n| (format!("{at}[{i}]"), n))
        }),
        // Rules per language.
        Value::Object(map) => map
            .iter()
            .find_map(|(language, rules)| server_rule(rules, &format!("{at}.{language}"))),
        _ => None,
    }
}

/// The server rule a rule string names (`unique:users,email` → `unique`): a built-in that
/// [asks a server](yewform_core::rules::Builtin::asks_server).
fn name(rule: &str) -> Option<&'static str> {
    let name = rule.split(':').next().unwrap_or(rule).trim();
    ALL_BUILTINS
        .into_iter()
        .find(|b| b.asks_server() && b.name() == name)
        .map(|b| b.name())
}
