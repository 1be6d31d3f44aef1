//! Rule syntax: `"required|min:3"`, `["required", {"min:3": [["other", "x"]]}]`, and
//! `{"en": "required", "de": "min:3"}`.

use std::fmt;
use std::sync::{Arc, OnceLock};

use serde_json::Value;

use super::error::RuleError;
use super::params::RuleParams;
use super::registry::{Rule, RuleRegistry};

/// One parsed rule: its name, parameters, optional condition, and the rule itself.
#[derive(Clone)]
pub struct ParsedRule {
    /// The rule name.
    pub name: String,
    /// The parsed parameters.
    pub params: RuleParams,
    /// For a conditional rule, its conditions in the element-`conditions` shape (a list,
    /// AND of its entries); see [`ValidationContext::condition_holds`](super::ValidationContext::condition_holds).
    pub condition: Option<Value>,
    rule: Arc<dyn Rule>,
}

impl fmt::Debug for ParsedRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParsedRule")
            .field("name", &self.name)
            .field("params", &self.params)
            .field("condition", &self.condition)
            .finish()
    }
}

impl PartialEq for ParsedRule {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name && self.params == other.params && self.condition == other.condition
    }
}

impl ParsedRule {
    /// The rule implementation.
    pub fn rule(&self) -> &dyn Rule {
        self.rule.as_ref()
    }

    /// The shared rule implementation.
    pub fn rule_arc(&self) -> Arc<dyn Rule> {
        Arc::clone(&self.rule)
    }

    /// The rule's own `debounce=ms`.
    pub fn debounce(&self) -> Option<u64> {
        self.params.debounce()
    }

    /// Paths this rule reads: those its conditions reference (wildcards unfilled) and the
    /// other elements of `same`, `different`, `gt`, `after`, … (see
    /// [`Rule::dependencies`]).
    pub fn dependencies(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(c) = &self.condition {
            condition_paths(c, &mut out);
        }
        for d in self.rule.dependencies(&self.params) {
            if !out.contains(&d) {
                out.push(d);
            }
        }
        out
    }
}

/// The rules of one element (or of one language), in written order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RuleSet {
    /// The rules.
    pub rules: Vec<ParsedRule>,
}

impl RuleSet {
    /// Whether there are no rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// Whether a rule called `name` is present (conditional or not).
    pub fn has(&self, name: &str) -> bool {
        self.rules.iter().any(|r| r.name == name)
    }
}

/// A parsed `rules` option.
#[derive(Debug, Clone, PartialEq)]
pub enum RuleSpec {
    /// The same rules for the element (and for every language of a multilingual one).
    Rules(RuleSet),
    /// Rules per language (`{"en": "required", "de": "min:3"}`), in written order. A
    /// language without an entry has no rules.
    PerLanguage(Vec<(String, RuleSet)>),
}

impl Default for RuleSpec {
    /// No rules.
    fn default() -> RuleSpec {
        RuleSpec::Rules(RuleSet::default())
    }
}

impl RuleSpec {
    /// The rules for `language` (`None`: the shared rules, or nothing when per language).
    pub fn for_language(&self, language: Option<&str>) -> RuleSet {
        match (self, language) {
            (RuleSpec::Rules(set), _) => set.clone(),
            (RuleSpec::PerLanguage(list), Some(lang)) => list
                .iter()
                .find(|(l, _)| l == lang)
                .map(|(_, s)| s.clone())
                .unwrap_or_default(),
            (RuleSpec::PerLanguage(_), None) => RuleSet::default(),
        }
    }

    /// Whether no language has any rule.
    pub fn is_empty(&self) -> bool {
        match self {
            RuleSpec::Rules(set) => set.is_empty(),
            RuleSpec::PerLanguage(list) => list.iter().all(|(_, s)| s.is_empty()),
        }
    }
}

fn default_registry() -> &'static RuleRegistry {
    static REGISTRY: OnceLock<RuleRegistry> = OnceLock::new();
    REGISTRY.get_or_init(RuleRegistry::default)
}

/// Parses a `rules` option with the built-in rules. See [`parse_rules_with`].
pub fn parse_rules(spec: &Value) -> Result<RuleSpec, RuleError> {
    parse_rules_with(spec, default_registry())
}

/// Parses a `rules` option with the rules of `registry`:
///
/// - `null`: no rules;
/// - a string: rules separated by `|` (a `regex` pattern containing `|` needs the array
///   form);
/// - an array: one rule string per item (not split on `|`), or a conditional rule object
///   `{"required": [["other", "value"]]}` whose keys are rule strings and whose values are
///   conditions: `["other", "value"]` (one condition), `[["a", "x"], ["b", "!=", "y"]]`
///   (AND), `[[["a", "empty"], ["b", "empty"]]]` (an OR group), `["age > 18"]` (an
///   expression);
/// - an object at the top: rules per language.
///
/// A rule string is `name:params`: the name is everything before the first `:`, the
/// params everything after it, split on `,` (`date_format` and `regex` use the whole text).
pub fn parse_rules_with(spec: &Value, registry: &RuleRegistry) -> Result<RuleSpec, RuleError> {
    match spec {
        Value::Object(map) => {
            let mut list = Vec::new();
            for (lang, rules) in map {
                let set = parse_set(rules, registry).map_err(|e| in_language(lang, e))?;
                list.push((lang.clone(), set));
            }
            Ok(RuleSpec::PerLanguage(list))
        }
        other => parse_set(other, registry).map(RuleSpec::Rules),
    }
}

fn in_language(lang: &str, e: RuleError) -> RuleError {
    match e {
        RuleError::InvalidSpec { reason } => RuleError::InvalidSpec {
            reason: format!("language {lang:?}: {reason}"),
        },
        other => other,
    }
}

/// Parses one language's rules (a string, an array, or `null`).
pub fn parse_set(spec: &Value, registry: &RuleRegistry) -> Result<RuleSet, RuleError> {
    let mut rules = Vec::new();
    match spec {
        Value::Null => {}
        Value::String(s) => {
            for part in s.split('|') {
                if !part.trim().is_empty() {
                    rules.push(parse_rule(part, None, registry)?);
                }
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                match item {
                    Value::String(s) => {
                        if !s.trim().is_empty() {
                            rules.push(parse_rule(s, None, registry)?);
                        }
                    }
                    Value::Object(map) => {
                        for (rule, cond) in map {
                            let condition = normalize_condition(rule, cond)?;
                            rules.push(parse_rule(rule, Some(condition), registry)?);
                        }
                    }
                    other => {
                        return Err(RuleError::InvalidSpec {
                            reason: format!(
                                "item {i}: expected a rule string or a conditional rule object, found {other}"
                            ),
                        });
                    }
                }
            }
        }
        other => {
            return Err(RuleError::InvalidSpec {
                reason: format!(
                    "expected a string, an array or an object of languages, found {other}"
                ),
            });
        }
    }
    let numeric = rules
        .iter()
        .any(|r| r.name == "numeric" || r.name == "integer");
    for r in &mut rules {
        r.params.numeric_rules = numeric;
    }
    Ok(RuleSet { rules })
}

/// Parses one rule string (`min:3`, `date_format:YYYY-MM-DD HH:mm`, `regex:/^a$/i`).
pub fn parse_rule(
    text: &str,
    condition: Option<Value>,
    registry: &RuleRegistry,
) -> Result<ParsedRule, RuleError> {
    let text = text.trim();
    let (name, raw) = match text.split_once(':') {
        Some((n, r)) => (n.trim(), r),
        None => (text, ""),
    };
    let rule = registry.get(name).ok_or_else(|| RuleError::UnknownRule {
        name: name.to_string(),
    })?;
    let mut params = RuleParams::from_raw(raw);
    rule.prepare(&mut params)?;
    Ok(ParsedRule {
        name: name.to_string(),
        params,
        condition,
        rule,
    })
}

/// Brings a conditional rule's conditions into list form (AND of entries).
fn normalize_condition(rule: &str, cond: &Value) -> Result<Value, RuleError> {
    let bad = |why: &str| {
        RuleError::params(
            rule.split(':').next().unwrap_or(rule),
            format!("conditions: {why}"),
        )
    };
    match cond {
        Value::String(_) => Ok(Value::Array(vec![cond.clone()])),
        Value::Array(items) => {
            if items.is_empty() {
                return Err(bad("empty list"));
            }
            // As the reference: a list whose first item is not a list is one condition.
            if !items.first().is_some_and(Value::is_array) {
                match items.as_slice() {
                    [Value::String(_)] => Ok(cond.clone()),
                    [Value::String(_), _] | [Value::String(_), _, _] => {
                        Ok(Value::Array(vec![cond.clone()]))
                    }
                    _ => Err(bad(
                        "expected [path, value], [path, operator, value] or [expression]",
                    )),
                }
            } else {
                for item in items {
                    if !(item.is_array() || item.is_string()) {
                        return Err(bad(&format!("unexpected entry {item}")));
                    }
                }
                Ok(cond.clone())
            }
        }
        other => Err(bad(&format!("expected an array, found {other}"))),
    }
}

/// Collects the element paths a condition list references.
fn condition_paths(cond: &Value, out: &mut Vec<String>) {
    let Value::Array(items) = cond else { return };
    if matches!(items.first(), Some(Value::String(_))) && items.len() > 1 {
        if let Some(Value::String(p)) = items.first() {
            if !out.contains(p) {
                out.push(p.clone());
            }
        }
        return;
    }
    for item in items {
        condition_paths(item, out);
    }
}
