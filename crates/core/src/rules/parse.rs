//! Rule syntax: `"required|min:3"`, `["required", {"min:3": [["other", "x"]]}]`, and
//! `{"en": "required", "de": "min:3"}`.

use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::json_text::{JsonExcerpt, nests_too_deep, too_deep_reason};
use serde_json::Value;

use super::error::RuleError;
use super::params::RuleParams;
use super::registry::{Rule, RuleRegistry};
use crate::conditions::{ConditionRegistry, parse_conditions_with};
use crate::schema::function_name;
use crate::schema::shapes::without_refs;

/// One parsed rule: its name, parameters, optional condition, and the rule itself.
#[derive(Clone)]
pub struct ParsedRule {
    /// The rule name.
    pub name: String,
    /// The parsed parameters.
    pub params: RuleParams,
    /// For a conditional rule, its conditions in the element-`conditions` shape (a list,
    /// AND of its entries); see [`ValidationContext::condition_holds`](super::ValidationContext::condition_holds).
    /// The parsers ([`parse_rules`], [`parse_rule`]) accept only conditions that parse. An
    /// entry `{"fn": "<name>"}` names a condition function registered in Rust
    /// ([`Functions::condition`](crate::schema::Functions::condition)), which the form looks
    /// up when it evaluates the condition.
    pub condition: Option<Value>,
    /// The paths `condition` reads, as read with the operators and expression functions
    /// it was parsed with (an app's operator or function included).
    condition_reads: Vec<String>,
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
            condition_paths(c, &ConditionRegistry::default(), &mut out);
        }
        for d in &self.condition_reads {
            if !out.contains(d) {
                out.push(d.clone());
            }
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

    /// The first language key of per-language rules that `languages` lacks (`EN` where the
    /// form has `en` and `de`): such rules would never run, so the form refuses them.
    pub fn unknown_language<'a>(&'a self, languages: &[String]) -> Option<&'a str> {
        match self {
            RuleSpec::Rules(_) => None,
            RuleSpec::PerLanguage(list) => list
                .iter()
                .map(|(l, _)| l.as_str())
                .find(|l| !languages.iter().any(|known| known == l)),
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
///   expression), `["a == 1", "b == 2"]` (expressions, AND: a list starting with an
///   expression is a list of entries, as in `conditions`; `[[["a == 1"], ["b == 2"]]]` is
///   their OR), `[{"fn": "isAdult"}]` (a condition function registered in Rust, kept in
///   [`ParsedRule::condition`] as written: the form resolves it, see
///   [`Functions::condition`](crate::schema::Functions::condition));
/// - an object at the top: rules per language.
///
/// A rule string is `name:params`: the name is everything before the first `:`, the
/// params everything after it, split on `,` (`date_format` and `regex` use the whole text).
///
/// A conditional rule's conditions are read here with the element-`conditions` parser
/// (built-in operators and expression functions, groups nested at most
/// [`MAX_GROUP_DEPTH`](crate::conditions::MAX_GROUP_DEPTH) levels), so a typo such as
/// `["a", "=>", "x"]` is a [`RuleError::InvalidCondition`] naming its position
/// (`rules[0].required[1]: unknown operator "=>"`), never a rule that silently stops
/// applying.
///
/// A spec nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (a value built in Rust: JSON text
/// cannot hold one) is a [`RuleError::InvalidSpec`] (`invalid rules: arrays and objects
/// nested deeper than 127 levels, …`), and an error shows at most 80 characters of the
/// value it refuses.
pub fn parse_rules_with(spec: &Value, registry: &RuleRegistry) -> Result<RuleSpec, RuleError> {
    parse_rules_located(spec, registry, &ConditionRegistry::default()).map_err(|e| e.error)
}

/// As [`parse_rules_with`], with the rules, condition operators and expression functions
/// the form's `functions` hold (what a form built with them runs).
pub(crate) fn parse_rules_in(
    spec: &Value,
    functions: &crate::schema::Functions,
) -> Result<RuleSpec, RuleError> {
    parse_rules_located(spec, functions.rules(), functions.conditions()).map_err(|e| e.error)
}

/// A rule error and where it is, relative to the `rules` option: `""` (the option itself,
/// e.g. a `|`-separated string), `[1]` (an array item), `.de[0]` (a language's item),
/// `[0].required[0][1]` (inside a conditional rule's conditions).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LocatedRuleError {
    /// The position after `rules`.
    pub(crate) at: String,
    /// The error.
    pub(crate) error: RuleError,
}

/// As [`parse_rules_with`], reading rule conditions with the operators and expression
/// functions of `conditions`, and saying where the error is (for the schema reader).
pub(crate) fn parse_rules_located(
    spec: &Value,
    registry: &RuleRegistry,
    conditions: &ConditionRegistry,
) -> Result<RuleSpec, LocatedRuleError> {
    check_depth(spec)?;
    match spec {
        Value::Object(map) => {
            let mut list = Vec::new();
            for (lang, rules) in map {
                let set = parse_set_at(rules, registry, conditions, &format!(".{lang}")).map_err(
                    |e| LocatedRuleError {
                        at: e.at,
                        error: in_language(lang, e.error),
                    },
                )?;
                list.push((lang.clone(), set));
            }
            Ok(RuleSpec::PerLanguage(list))
        }
        other => parse_set_at(other, registry, conditions, "").map(RuleSpec::Rules),
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

/// Parses one language's rules (a string, an array, or `null`). Condition errors name
/// their position as if the set were the whole `rules` option (`rules[0].required[1]`).
pub fn parse_set(spec: &Value, registry: &RuleRegistry) -> Result<RuleSet, RuleError> {
    check_depth(spec)
        .and_then(|()| parse_set_at(spec, registry, &ConditionRegistry::default(), ""))
        .map_err(|e| e.error)
}

/// Refuses a spec nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) (a value built in Rust: JSON text cannot
/// hold one), before anything reads, clones or shows it.
fn check_depth(spec: &Value) -> Result<(), LocatedRuleError> {
    if nests_too_deep(spec, 0) {
        return Err(LocatedRuleError {
            at: String::new(),
            error: too_deep(),
        });
    }
    Ok(())
}

/// The error of a rules spec (or a rule's conditions) nested deeper than JSON text may be.
#[cold]
pub(crate) fn too_deep() -> RuleError {
    RuleError::InvalidSpec {
        reason: too_deep_reason(""),
    }
}

fn parse_set_at(
    spec: &Value,
    registry: &RuleRegistry,
    conditions: &ConditionRegistry,
    at: &str,
) -> Result<RuleSet, LocatedRuleError> {
    let mut rules = Vec::new();
    match spec {
        Value::Null => {}
        Value::String(s) => {
            for part in s.split('|') {
                if !part.trim().is_empty() {
                    rules.push(parse_rule_at(part, registry, at)?);
                }
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let item_at = format!("{at}[{i}]");
                match item {
                    Value::String(s) => {
                        if !s.trim().is_empty() {
                            rules.push(parse_rule_at(s, registry, &item_at)?);
                        }
                    }
                    Value::Object(map) => {
                        for (rule, cond) in map {
                            let mut parsed = parse_rule_at(rule, registry, &item_at)?;
                            let key_at = format!("{item_at}.{rule}");
                            let condition = normalize_condition(rule, cond).map_err(|error| {
                                LocatedRuleError {
                                    at: key_at.clone(),
                                    error,
                                }
                            })?;
                            if let Some((inner, reason)) =
                                condition_error(cond, &condition, conditions)
                            {
                                let at = format!("{key_at}{inner}");
                                return Err(LocatedRuleError {
                                    error: RuleError::InvalidCondition {
                                        rule: parsed.name,
                                        position: format!("rules{at}"),
                                        reason,
                                    },
                                    at,
                                });
                            }
                            condition_paths(&condition, conditions, &mut parsed.condition_reads);
                            parsed.condition = Some(condition);
                            rules.push(parsed);
                        }
                    }
                    other => {
                        return Err(LocatedRuleError {
                            at: item_at,
                            error: RuleError::InvalidSpec {
                                reason: format!(
                                    "item {i}: expected a rule string or a conditional rule object, found {}",
                                    JsonExcerpt(other)
                                ),
                            },
                        });
                    }
                }
            }
        }
        other => {
            return Err(LocatedRuleError {
                at: at.to_owned(),
                error: RuleError::InvalidSpec {
                    reason: format!(
                        "expected a string, an array or an object of languages, found {}",
                        JsonExcerpt(other)
                    ),
                },
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

/// [`parse_rule_unchecked`], its error located `at` (one out-of-line copy for the three
/// callers, docs/size.md).
#[inline(never)]
fn parse_rule_at(
    rule: &str,
    registry: &RuleRegistry,
    at: &str,
) -> Result<ParsedRule, LocatedRuleError> {
    parse_rule_unchecked(rule, registry).map_err(|error| LocatedRuleError {
        at: at.to_owned(),
        error,
    })
}

/// Parses one rule string (`min:3`, `date_format:YYYY-MM-DD HH:mm`, `regex:/^a$/i`).
///
/// `condition`, when given, is a conditional rule's conditions in list form (AND of its
/// entries, the element-`conditions` shape); it is read with the built-in operators and
/// expression functions, and one that does not parse is a [`RuleError::InvalidCondition`]
/// at `<name>[…]`; one nested deeper than [`MAX_NESTING`](crate::json_text::MAX_NESTING)
/// is a [`RuleError::InvalidSpec`].
pub fn parse_rule(
    text: &str,
    condition: Option<Value>,
    registry: &RuleRegistry,
) -> Result<ParsedRule, RuleError> {
    let condition = match condition {
        Some(condition) if nests_too_deep(&condition, 0) => {
            crate::json_text::drop_flat(condition);
            return Err(too_deep());
        }
        other => other,
    };
    let mut parsed = parse_rule_unchecked(text, registry)?;
    if let Some(condition) = condition {
        let registry = ConditionRegistry::default();
        if let Some((inner, reason)) = condition_error(&condition, &condition, &registry) {
            return Err(RuleError::InvalidCondition {
                position: format!("{}{inner}", parsed.name),
                rule: parsed.name,
                reason,
            });
        }
        parsed.condition = Some(condition);
    }
    Ok(parsed)
}

/// [`parse_rule`] without a condition.
fn parse_rule_unchecked(text: &str, registry: &RuleRegistry) -> Result<ParsedRule, RuleError> {
    let text = text.trim();
    let (name, raw) = match text.split_once(':') {
        Some((n, r)) => (n.trim(), r),
        None => (text, ""),
    };
    let rule = registry.get(name).ok_or_else(|| RuleError::UnknownRule {
        name: name.to_string(),
        suggestion: crate::schema::suggest(name, registry.names().iter().map(String::as_str))
            .map(str::to_string),
    })?;
    let mut params = RuleParams::from_raw(raw);
    rule.prepare(&mut params)?;
    Ok(ParsedRule {
        name: name.to_string(),
        params,
        condition: None,
        condition_reads: Vec::new(),
        rule,
    })
}

/// Reads `normalized` (a conditional rule's conditions in list form, made from `written`
/// by [`normalize_condition`]) exactly as the form evaluates it, with `conditions`. On an
/// error, returns its position inside `written` (`[0][1]`, or `""` for the value itself)
/// and the reason.
fn condition_error(
    written: &Value,
    normalized: &Value,
    conditions: &ConditionRegistry,
) -> Option<(String, String)> {
    // `{"fn": "<name>"}` entries name condition functions registered in Rust: checked when
    // the form is built (`Functions::check_rules`), a placeholder here.
    let e = parse_conditions_with(&without_refs(normalized), conditions).err()?;
    // The parser names positions from `conditions`: `conditions[0][1]: reason`.
    let text = e.to_string();
    let rest = text.strip_prefix("conditions").unwrap_or(&text);
    let (inner, reason) = rest.split_once(": ").unwrap_or(("", rest));
    // A condition written without the outer list was wrapped in one: drop its `[0]`.
    let inner = if written == normalized {
        inner
    } else {
        inner.strip_prefix("[0]").unwrap_or(inner)
    };
    Some((inner.to_owned(), reason.to_owned()))
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
            // As the reference: a list whose first item is not a list is one condition; a list
            // holding a condition function `{"fn": "<name>"}` is a list of entries, and so is
            // one starting with an expression (`["a == 1", "b == 2"]`: AND, as the same list
            // in `conditions`; the reference reads a `[path, value]` pair never met).
            let has_function = items.iter().any(|i| function_name(i).is_some());
            // (Without `conditions` a conditional rule is refused later: no check here, and
            // no Unicode tables for `looks_like_path` in such an app, docs/size.md.)
            #[cfg(feature = "conditions")]
            let starts_with_expression = matches!(
                items.first(),
                Some(Value::String(first)) if !crate::conditions::looks_like_path(first)
            );
            #[cfg(not(feature = "conditions"))]
            let starts_with_expression = false;
            if !has_function
                && !starts_with_expression
                && !items.first().is_some_and(Value::is_array)
            {
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
                    if !(item.is_array() || item.is_string() || function_name(item).is_some()) {
                        return Err(bad(&format!("unexpected entry {}", JsonExcerpt(item))));
                    }
                }
                Ok(cond.clone())
            }
        }
        other => Err(bad(&format!(
            "expected an array, found {}",
            JsonExcerpt(other)
        ))),
    }
}

/// Collects the element paths a condition list references (wildcards unfilled), the paths
/// read by expression entries included, as the form evaluates them.
fn condition_paths(cond: &Value, registry: &ConditionRegistry, out: &mut Vec<String>) {
    // Condition functions (`{"fn": "<name>"}`) declare no paths: the other entries are read.
    let without_functions = match cond {
        Value::Array(items) => {
            let mut kept = Vec::with_capacity(items.len());
            for item in items {
                if function_name(item).is_none() {
                    kept.push(item.clone());
                }
            }
            Value::Array(kept)
        }
        other => other.clone(),
    };
    let Ok(conditions) = parse_conditions_with(&without_functions, registry) else {
        return;
    };
    for p in conditions.dependencies("") {
        if !out.contains(&p) {
            out.push(p);
        }
    }
}
