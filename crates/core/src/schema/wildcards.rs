//! `*` in the paths an element reads: each is filled with the index of a list item the
//! reading element is in, outer lists first (the reference's `replaceWildcards`:
//! `lines.*.qty` read by `lines.2.discount` is `lines.2.qty`). A `*` nothing fills (the
//! path is read from outside the list, or from an outer list's item for an inner list's
//! `*`) names no element: the condition would never be met, `same:` never match, the
//! endpoint variable read nothing. Such a path is refused when the schema is read, with the
//! element, the option and the way out (issue 33: never silently never met).
//!
//! Checked: the `[path, op, value]` entries of `conditions`, `disabled` and `readonly` (in
//! OR groups too), the other elements of the built-in rules (`same`, `different`, `gt`,
//! `after`, …; `in_array:tags.*`'s `.*` names the items of that element's array and is
//! not one) and their conditions, and an endpoint's `{…}` variables. Not checked: an
//! expression, where such a path reads every item (`SUM(lines.*.qty)`), and what an app's
//! own rule or condition function declares (it reads the form itself).

use serde_json::Value;

use super::element::ElementSchema;
use super::error::SchemaError;
use super::functions::replace_rule_refs;
use super::registries::Registries;
use super::shapes::without_refs;
use crate::conditions::{Conditions, DisabledSpec, parse_conditions_with};
use crate::rules::{RuleSpec, parse_rules_located};

/// Refuses a `*` no list item fills in what `entry` (at schema position `at`, inside
/// `lists` list items) and the entries below it read (a list's item is inside one more).
pub(crate) fn check_wildcards(
    entry: &ElementSchema,
    at: &str,
    lists: usize,
    registries: Registries<'_>,
) -> Result<(), SchemaError> {
    check_own(entry, at, lists, registries)?;
    match entry {
        #[cfg(feature = "nested")]
        ElementSchema::Object(object) => {
            for (name, child) in &object.schema {
                check_wildcards(child, &format!("{at}.schema.{name}"), lists, registries)?;
            }
        }
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => {
            for (name, child) in &group.schema {
                check_wildcards(child, &format!("{at}.schema.{name}"), lists, registries)?;
            }
        }
        #[cfg(feature = "list")]
        ElementSchema::List(list) => {
            if let Some(item) = &list.item {
                let key = match item {
                    super::ListItem::Object(_) => "object",
                    super::ListItem::Element(_) => "element",
                };
                check_wildcards(item.entry(), &format!("{at}.{key}"), lists + 1, registries)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// [`check_wildcards`] of a `rules` value alone (`set_rules`), at `at` (`schema.r.rules`).
pub(crate) fn check_rule_wildcards(
    rules: &Value,
    at: &str,
    lists: usize,
    registries: Registries<'_>,
) -> Result<(), SchemaError> {
    if !mentions_star(rules) {
        return Ok(());
    }
    let checked = replace_rule_refs(rules, &|_| Value::from("nullable"));
    // A rule that does not parse is refused by the rules' own check.
    let Ok(spec) = parse_rules_located(&checked, registries.rules, registries.conditions) else {
        return Ok(());
    };
    let sets: Vec<&crate::rules::RuleSet> = match &spec {
        RuleSpec::Rules(set) => vec![set],
        RuleSpec::PerLanguage(sets) => sets.iter().map(|(_, set)| set).collect(),
    };
    for rule in sets.into_iter().flat_map(|set| &set.rules) {
        // An app's rule declares paths to be told of their changes; it reads them itself.
        if !registries.rules.is_custom(&rule.name) {
            for path in rule.rule().dependencies(&rule.params) {
                refuse_unfilled(&path, lists, at)?;
            }
        }
        if let Some(condition) = &rule.condition {
            if let Ok(parsed) =
                parse_conditions_with(&without_refs(condition), registries.conditions)
            {
                check_conditions(&parsed, lists, at)?;
            }
        }
    }
    Ok(())
}

/// How many list items the element at `path` is in: its all-digit segments (an element
/// name never is one), the indices its `*` are filled with.
pub(crate) fn lists_around(path: &str) -> usize {
    path.split('.')
        .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        .count()
}

/// What `entry` itself reads.
fn check_own(
    entry: &ElementSchema,
    at: &str,
    lists: usize,
    registries: Registries<'_>,
) -> Result<(), SchemaError> {
    let common = entry.common();
    if mentions_star(&common.conditions) {
        if let Ok(parsed) =
            parse_conditions_with(&without_refs(&common.conditions), registries.conditions)
        {
            check_conditions(&parsed, lists, &format!("{at}.conditions"))?;
        }
    }
    // The options' paths are written only for a value with a `*` (most have none: no
    // allocation per element of a large form).
    if mentions_star(&common.disabled) {
        check_disabled_like(
            &common.disabled,
            lists,
            &format!("{at}.disabled"),
            registries,
        )?;
    }
    #[cfg(feature = "text-family")]
    if let ElementSchema::Text(text) = entry {
        if mentions_star(&text.readonly) {
            check_disabled_like(&text.readonly, lists, &format!("{at}.readonly"), registries)?;
        }
    }
    if mentions_star(&common.rules) {
        check_rule_wildcards(&common.rules, &format!("{at}.rules"), lists, registries)?;
    }
    let items = match entry {
        ElementSchema::Select(select) => Some(&*select.items),
        #[cfg(feature = "choice")]
        ElementSchema::Choice(choice) => Some(&choice.items),
        #[allow(unreachable_patterns)]
        _ => None,
    };
    if let Some(Value::String(url)) = items {
        if url.contains('{') && url.contains('*') {
            for part in crate::endpoint::UrlTemplate::parse(url).parts() {
                if let crate::endpoint::UrlPart::Variable { path, .. } = part {
                    refuse_unfilled(path, lists, &format!("{at}.items"))?;
                }
            }
        }
    }
    Ok(())
}

/// `disabled` or `readonly`: conditions that must all hold (or a boolean, a function).
fn check_disabled_like(
    value: &Value,
    lists: usize,
    at: &str,
    registries: Registries<'_>,
) -> Result<(), SchemaError> {
    if !matches!(value, Value::Array(_)) || !mentions_star(value) {
        return Ok(());
    }
    if let Ok(DisabledSpec::Conditions(parsed)) =
        DisabledSpec::parse_with(&without_refs(value), registries.conditions)
    {
        check_conditions(&parsed, lists, at)?;
    }
    Ok(())
}

fn check_conditions(conditions: &Conditions, lists: usize, at: &str) -> Result<(), SchemaError> {
    for path in conditions.compared_paths() {
        refuse_unfilled(path, lists, at)?;
    }
    Ok(())
}

/// Refuses `path` when it has more `*` than the `lists` list items around the reader.
fn refuse_unfilled(path: &str, lists: usize, at: &str) -> Result<(), SchemaError> {
    let stars = path.split('.').filter(|s| *s == "*").count();
    if stars <= lists {
        return Ok(());
    }
    // The `*` left over given an index: a path that names one item.
    let mut seen = 0;
    let indexed = path
        .split('.')
        .map(|segment| {
            if segment != "*" {
                return segment;
            }
            seen += 1;
            if seen > lists { "0" } else { segment }
        })
        .collect::<Vec<_>>()
        .join(".");
    let way_out = format!(
        "write an item's index (\"{indexed}\"), or read every item in an expression (SUM({path}))"
    );
    let reason = if lists == 0 {
        format!(
            "\"{path}\": no list item around this element fills its \"*\" (a \"*\" is the index of the list item the reading element is in, and this one is in none): {way_out}"
        )
    } else {
        let (items, fill) = if lists == 1 {
            ("item", "fills")
        } else {
            ("items", "fill")
        };
        format!(
            "\"{path}\": this element is in {lists} list {items}, which {fill} {lists} of its {stars} \"*\" (each \"*\" is the index of a list item the reading element is in, outer lists first): {way_out}"
        )
    };
    Err(SchemaError::new(at, reason))
}

/// Whether a string in `value` holds a `*` (no path with one: nothing to check).
fn mentions_star(value: &Value) -> bool {
    match value {
        Value::String(s) => s.contains('*'),
        Value::Array(items) => items.iter().any(mentions_star),
        Value::Object(map) => map.iter().any(|(k, v)| k.contains('*') || mentions_star(v)),
        _ => false,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // test code
mod tests {
    use super::refuse_unfilled;

    #[test]
    fn stars_beyond_the_lists_around_are_refused_with_an_indexed_path() {
        assert!(refuse_unfilled("lines.*.qty", 1, "at").is_ok());
        assert!(refuse_unfilled("a.*.b.*.c", 2, "at").is_ok());
        assert!(refuse_unfilled("plain", 0, "at").is_ok());
        let err = refuse_unfilled("a.*.b.*.c", 0, "schema.x.conditions").unwrap_err();
        assert_eq!(err.path, "schema.x.conditions");
        assert!(err.reason.contains("(\"a.0.b.0.c\")"), "{}", err.reason);
        let err = refuse_unfilled("a.*.b.*.c.*.d", 2, "at").unwrap_err();
        assert!(
            err.reason
                .contains("is in 2 list items, which fill 2 of its 3 \"*\""),
            "{}",
            err.reason
        );
        assert!(err.reason.contains("(\"a.*.b.*.c.0.d\")"), "{}", err.reason);
    }
}
