//! Parsed conditions: [`Condition`] and the AND-list [`Conditions`].

use std::fmt;
#[cfg(feature = "conditions")]
use std::rc::Rc;

use serde_json::Value;

#[cfg(feature = "conditions")]
use super::compare::compare;
use super::context::ConditionContext;
use super::operator::Operator;
use super::path::fill_wildcards;
#[cfg(feature = "conditions")]
use super::path::fill_wildcards_cow;
use crate::expression::Expression;

/// A condition written in Rust: receives the context, returns whether it holds.
pub type ConditionFn = std::rc::Rc<dyn Fn(&dyn ConditionContext) -> bool>;

/// One condition.
#[derive(Clone)]
pub enum Condition {
    /// `[path, op, expected]` (or the two-item forms).
    Compare {
        /// The referenced element's path, possibly with `*` wildcards.
        path: String,
        /// The operator.
        op: Operator,
        /// The expected value (`null` for `empty`, `not_empty`, `today`).
        expected: Value,
    },
    /// An expression string; holds when the result is truthy. (Only the `expressions`
    /// feature makes one: without it [`Expression`] has no values.)
    Expression(Expression),
    /// A list of lists: holds when any member holds.
    Any(Vec<Condition>),
    /// A group nested in an OR group: holds when every member holds.
    All(Vec<Condition>),
    /// A Rust function. It declares no dependencies, so it counts as depending on every
    /// path ([`Conditions::depends_on_everything`]): the availability engine re-evaluates it
    /// on every change.
    Func(ConditionFn),
    /// A Rust function with its dependencies declared (paths, wildcards allowed); it is
    /// re-evaluated only when one of them changes.
    FuncWithDeps(ConditionFn, Vec<String>),
}

impl Condition {
    /// Whether the condition holds for the element at `element_path`.
    ///
    /// A `Compare` condition is false when the referenced element does not exist, or is
    /// unavailable and does not itself reference `element_path`
    /// ([`ConditionContext::references`], the reference's circular exception).
    #[cfg(feature = "conditions")]
    pub fn evaluate(&self, ctx: &dyn ConditionContext, element_path: &str) -> bool {
        match self {
            Condition::Compare { path, op, expected } => {
                let path = fill_wildcards_cow(path, element_path);
                let path = path.as_ref();
                let actual = match ctx.available(path) {
                    Some(true) => ctx.value(path),
                    Some(false) => {
                        if !ctx.references(path, element_path) {
                            return false;
                        }
                        ctx.value(path)
                    }
                    None => match ctx.value(path) {
                        Some(v) => Some(v),
                        None => return false,
                    },
                };
                compare(op, &actual.unwrap_or(Value::Null), expected, ctx)
            }
            Condition::Expression(e) => e.is_true(ctx, element_path),
            Condition::Any(items) => items.iter().any(|c| c.evaluate(ctx, element_path)),
            Condition::All(items) => items.iter().all(|c| c.evaluate(ctx, element_path)),
            Condition::Func(f) | Condition::FuncWithDeps(f, _) => f(ctx),
        }
    }

    fn collect(&self, element_path: &str, out: &mut Vec<String>, everything: &mut bool) {
        match self {
            Condition::Compare { path, .. } => out.push(fill_wildcards(path, element_path)),
            Condition::Expression(e) => out.extend(
                e.dependencies()
                    .iter()
                    .map(|p| fill_wildcards(p, element_path)),
            ),
            Condition::Any(items) | Condition::All(items) => {
                for c in items {
                    c.collect(element_path, out, everything);
                }
            }
            Condition::Func(_) => *everything = true,
            Condition::FuncWithDeps(_, deps) => {
                out.extend(deps.iter().map(|p| fill_wildcards(p, element_path)))
            }
        }
    }
}

impl fmt::Debug for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Compare { path, op, expected } => f
                .debug_tuple("Compare")
                .field(path)
                .field(op)
                .field(expected)
                .finish(),
            Condition::Expression(e) => f.debug_tuple("Expression").field(e).finish(),
            Condition::Any(items) => f.debug_tuple("Any").field(items).finish(),
            Condition::All(items) => f.debug_tuple("All").field(items).finish(),
            Condition::Func(_) => f.write_str("Func(..)"),
            Condition::FuncWithDeps(_, deps) => f.debug_tuple("FuncWithDeps").field(deps).finish(),
        }
    }
}

/// An element's conditions: every entry must hold. No entries: always true.
#[derive(Clone, Debug, Default)]
pub struct Conditions {
    entries: Vec<Condition>,
}

impl Conditions {
    /// No conditions (always available).
    pub fn new() -> Self {
        Self::default()
    }

    /// Conditions from parsed entries.
    #[cfg(feature = "conditions")]
    pub fn from_entries(entries: Vec<Condition>) -> Self {
        Conditions { entries }
    }

    /// The entries (AND).
    pub fn entries(&self) -> &[Condition] {
        &self.entries
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds an entry.
    #[cfg(feature = "conditions")]
    pub fn push(&mut self, condition: Condition) -> &mut Self {
        self.entries.push(condition);
        self
    }

    /// Adds a Rust function condition that depends on everything (see [`Condition::Func`]).
    #[cfg(feature = "conditions")]
    pub fn push_fn(&mut self, f: impl Fn(&dyn ConditionContext) -> bool + 'static) -> &mut Self {
        self.push(Condition::Func(Rc::new(f)))
    }

    /// Adds a Rust function condition re-evaluated only when one of `deps` changes.
    #[cfg(feature = "conditions")]
    pub fn push_fn_with_deps(
        &mut self,
        deps: Vec<String>,
        f: impl Fn(&dyn ConditionContext) -> bool + 'static,
    ) -> &mut Self {
        self.push(Condition::FuncWithDeps(Rc::new(f), deps))
    }

    /// Whether all entries hold for the element at `element_path`.
    #[cfg(feature = "conditions")]
    pub fn evaluate(&self, ctx: &dyn ConditionContext, element_path: &str) -> bool {
        self.entries.iter().all(|c| c.evaluate(ctx, element_path))
    }

    /// Always true: without yewform-core's `conditions` feature nothing makes an entry.
    #[cfg(not(feature = "conditions"))]
    pub fn evaluate(&self, _ctx: &dyn ConditionContext, _element_path: &str) -> bool {
        true
    }

    /// The paths these conditions read, with wildcards filled from `element_path`, without
    /// duplicates. Function conditions contribute their declared dependencies; one without
    /// declared dependencies makes [`Conditions::depends_on_everything`] true instead.
    pub fn dependencies(&self, element_path: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut everything = false;
        for c in &self.entries {
            c.collect(element_path, &mut out, &mut everything);
        }
        // A few paths: first occurrences kept by a scan, not a HashSet (docs/size.md).
        let mut unique: Vec<String> = Vec::with_capacity(out.len());
        for path in out {
            if !unique.contains(&path) {
                unique.push(path);
            }
        }
        unique
    }

    /// The paths the `[path, op, value]` entries compare, as written (`*` kept), those in
    /// OR and AND groups included; not what an expression or a function reads.
    #[cfg(feature = "list")]
    pub(crate) fn compared_paths(&self) -> Vec<&str> {
        fn walk<'a>(c: &'a Condition, out: &mut Vec<&'a str>) {
            match c {
                Condition::Compare { path, .. } => out.push(path),
                Condition::Any(items) | Condition::All(items) => {
                    for c in items {
                        walk(c, out);
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for c in &self.entries {
            walk(c, &mut out);
        }
        out
    }

    /// Whether a function condition without declared dependencies is present.
    pub fn depends_on_everything(&self) -> bool {
        let mut everything = false;
        let mut sink = Vec::new();
        for c in &self.entries {
            c.collect("", &mut sink, &mut everything);
        }
        everything
    }
}
