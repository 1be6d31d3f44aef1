//! Expression strings: `AGE(birthday) >= 18 and country in ["US", "CA"]`.
//!
//! The engine (tokenizer, parser, evaluator, built-in functions, [`ExpressionRegistry`]'s
//! functions and constants) needs yewform-core's `expressions` feature (default on).
//! Without it [`Expression`] and [`ExpressionRegistry`] remain as types that hold nothing:
//! [`Expression::parse`] fails with [`ExprErrorKind::NeedsExpressionsFeature`], so an
//! expression string anywhere in a schema (a `conditions` or `disabled` entry, a conditional
//! rule's conditions) is a schema error at its path naming the feature, and the engine
//! leaves the app's wasm (13.7 KB gzip in the select-only demo app). Conditions written as
//! arrays (`["age", ">=", 18]`) need no engine. [`coerce`] and [`Date`] are shared with the
//! condition operators and stay either way.
//!
//! A real parser (tokenizer + precedence climbing) turns the text into a tree once;
//! evaluation against a [`ConditionContext`] returns a [`Value`] and never panics.
//!
//! Differences from the reference (`expr-eval` as Vueform configures it), chosen for what
//! users expect:
//! - `==` is loose after numeric normalisation (the reference's is strict);
//! - comparisons chain mathematically;
//! - a condition entry holds when the result is truthy (the reference: when it is `'true'`);
//! - `SUM` keeps decimals; non-finite numbers are `null`;
//! - an expression that reads its own element is evaluated normally (the reference returns
//!   `''`); callers that need that rule check [`Expression::dependencies`].
//!
//! # Syntax
//!
//! - Literals: numbers (`12`, `1.5`, `.5`, `1e3`), strings in single or double quotes with
//!   `\n \t \r \\ \' \" \/ \uXXXX` escapes, `true`, `false`, `null`, arrays `[1, "a"]`,
//!   and the constants `PI` and `E`.
//! - Variables are element paths: `city`, `address.city`, `list.0.x`, `list.*.x`. A `*` is
//!   filled from the evaluated element's path (`list.*.x` for element `list.2.y` reads
//!   `list.2.x`); a `*` that cannot be filled collects all matches into an array, so
//!   `SUM(items.*.price)` adds every price. Variables read the reference's
//!   `availableData`: an unavailable element, and a path into its value (`tags.0`), reads
//!   as `null`, and a collected `*` leaves out an unavailable item field and everything in
//!   an unavailable list (`SUM(items.*.price)` adds the available prices only).
//! - Logic: `and`, `or`, `not` (any case; they return booleans). `&&`, `!` and a single `=`
//!   are rejected with a hint, because `||` is string concatenation as in the reference.
//! - Comparison: `== != < <= > >=` and `in` (array membership, or substring of a string).
//!   `==` is the loose equality of [`coerce::loose_eq`] (`"18" == 18`); the reference's
//!   expression `==` is strict, which surprises users whose text inputs hold strings.
//!   Comparisons chain mathematically: `1 < x < 10` means `1 < x and x < 10` (the reference
//!   would compare the boolean `1 < x` with 10).
//! - Arithmetic `+ - * / %` and `^` (power, right-associative, binds tighter than unary
//!   minus: `-2^2` is `-4`). Operands are converted with JavaScript's `Number()`; `+` never
//!   concatenates (use `||`).
//! - Ternary `cond ? a : b`.
//! - Calls: the built-in functions below (names in any case) and functions registered in an
//!   [`ExpressionRegistry`]. An unknown function or a wrong argument count is a parse error.
//!
//! Precedence, loosest first: `? :` (right-associative), `or`, `and`, `not` (prefix),
//! comparisons, `+ - ||`, `* / %`, unary `- +`, `^`. So `not a and b` is `(not a) and b`,
//! `not a == b` is `not (a == b)`, `1 + 2 * 3` is 7.
//!
//! Nesting is limited to [`MAX_DEPTH`] levels, so hostile input cannot overflow the stack.
//!
//! # Results
//!
//! Any non-finite number (division by zero, `0/0`, `"a" * 2`) is `null`, because JSON has
//! no `Infinity` or `NaN`. As display text ([`Expression::evaluate_to_string`], templates)
//! a NaN result shows `"0"`, as the reference; an infinite one shows `""` (the reference
//! shows `"Infinity"`).
//!
//! A `||` stops at [`MAX_STRING_CHARS`] characters (an array `||` at as much weight): the
//! rest is cut and, once a text is full, the operands after it are not evaluated. An array
//! literal leaves out the items read from the form after they weigh as much (`[v, v, …]`).
//!
//! # Functions
//!
//! | function | result |
//! |---|---|
//! | `NOT(x)` | `not x` |
//! | `EMPTY(x)`, `NOT_EMPTY(x)` | [`coerce::is_empty_value`] |
//! | `SUM(..)`, `AVG(..)`, `MIN(..)`, `MAX(..)` | over the numbers among the arguments, arrays flattened one level, numeric strings counted, anything else (`""`, `null`, text, a nested list, a boolean) ignored. `SUM` keeps decimals (the reference's `parseInt` drops them). `AVG()`, `MIN()` and `MAX()` of nothing are 0. |
//! | `COUNT(..)` | how many of those numbers there are (`""`, `null` and text are not counted) |
//! | `ROUND(v, places = 0)` | halves of the decimal written (the number's shortest decimal text) round away from zero (`ROUND(-2.5)` is -3, `ROUND(1.15, 1)` is 1.2, `ROUND(1.005, 2)` is 1.01; the reference's `toFixed` rounds the binary double, 1.1 and 1.00); not a number gives 0; `places` may be negative (`ROUND(1234, -2)` is 1200) |
//! | `AGE(date)` | whole years from `date` to the context's today, truncated toward zero for a later date as moment's `diff` (tomorrow is 0, not -1) |
//! | `TODAY()` | the context's today, `YYYY-MM-DD` (in a form: the user's local date, see `FormState::set_clock`) |
//! | `NOW()` | the context's [`ConditionContext::now_iso`] (in a form with a clock: the current instant in UTC with its time, `2024-06-16T01:02:03.456Z`; with a fixed date only, midnight of it) |
//! | `DATE_ADD(date, n, unit = "days")` | ISO string `YYYY-MM-DDTHH:mm:ss.000Z`; units as [`DateTime::add`] |
//! | `FORMAT_DATE(date, fmt)` | moment.js format tokens (`DD MMM YYYY`, `dddd, MMMM Do`, `hh:mm A`, …; see [`crate::date`]). Needs the `dates` feature: without it a call is a parse error naming it. |
//! | `DISPLAY_VALUE(value, path)` | the option label from [`ConditionContext::display_value`] (the value itself when it knows none); arrays joined with `", "`. In a form: the label, in the form's locale, of the option of a select, multiselect, tags, checkbox group or radio group whose value is strictly equal (`===`), `""` for a value without an option; options from an endpoint or an items function once the form holds them (`FormState::set_options`), the value itself before |
//! | `AVAILABLE(path)` | whether the element is available (`false` when it does not exist) |
//!
//! Dates are strings in the formats of [`Date::parse`], or `"today"`. An invalid date gives
//! `null`. `AVAILABLE` and `DISPLAY_VALUE` take their path as a string (`'address.city'`) or
//! as a bare path (`address.city`, not evaluated).

pub mod coerce;
pub mod date;
pub mod error;
#[cfg(feature = "expressions")]
pub mod registry;
pub mod template;

#[cfg(feature = "expressions")]
mod ast;
#[cfg(not(feature = "expressions"))]
mod disabled;
#[cfg(feature = "expressions")]
mod eval;
#[cfg(feature = "expressions")]
mod functions;
#[cfg(feature = "expressions")]
mod parse;
#[cfg(feature = "expressions")]
mod token;

use std::fmt;

use serde_json::Value;

pub use date::{Date, DateTime};
#[cfg(not(feature = "expressions"))]
pub use disabled::{Expression, ExpressionRegistry};
pub use error::{ExprError, ExprErrorKind};
#[cfg(feature = "expressions")]
pub use registry::{CustomFunction, ExpressionRegistry};
pub use template::{LocalizedTemplate, Template};

use crate::conditions::ConditionContext;

/// The deepest nesting (parentheses, prefix operators, right operands) the parser accepts.
pub const MAX_DEPTH: usize = 64;

/// The most characters a `||` joins into one text: the rest is cut, and once a text is that
/// long the operands after it are not evaluated. An array `||` keeps the items that fit in
/// as much (1 per value plus the characters of its texts). So an expression that joins a
/// long value many times (`{v || v || …}`) cannot build gigabytes, in a computed value or in
/// a condition. An array literal leaves out the items read from the form (not literals)
/// after those weigh as much (`[v, v, …]`). [`form::MAX_EXPRESSION_VALUE_CHARS`](crate::form::MAX_EXPRESSION_VALUE_CHARS)
/// is the same number.
pub const MAX_STRING_CHARS: usize = 65_536;

/// A parsed expression, ready to evaluate many times.
#[cfg(feature = "expressions")]
#[derive(Clone)]
pub struct Expression {
    source: String,
    root: ast::Expr,
}

#[cfg(feature = "expressions")]
impl Expression {
    /// Parses `source` with the built-in functions only.
    pub fn parse(source: &str) -> Result<Expression, ExprError> {
        Self::parse_inner(source, None)
    }

    /// Parses `source`, resolving function names and constants against `registry` too.
    pub fn parse_with(
        source: &str,
        registry: &ExpressionRegistry,
    ) -> Result<Expression, ExprError> {
        Self::parse_inner(source, Some(registry))
    }

    fn parse_inner(
        source: &str,
        registry: Option<&ExpressionRegistry>,
    ) -> Result<Expression, ExprError> {
        let error = |(column, kind)| ExprError {
            expression: source.to_owned(),
            column,
            kind,
        };
        let tokens = token::tokenize(source).map_err(error)?;
        let root = parse::parse_tokens(&tokens, registry).map_err(error)?;
        Ok(Expression {
            source: source.to_owned(),
            root,
        })
    }

    /// The text this expression was parsed from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Evaluates for the element at `element_path` (used to fill `*` wildcards; pass `""`
    /// outside lists).
    pub fn evaluate(&self, ctx: &dyn ConditionContext, element_path: &str) -> Value {
        eval::eval(&self.root, &eval::Env { ctx, element_path })
    }

    /// Whether the result is truthy (how a condition entry uses an expression).
    pub fn is_true(&self, ctx: &dyn ConditionContext, element_path: &str) -> bool {
        coerce::is_truthy(&self.evaluate(ctx, element_path))
    }

    /// The result as display text, with the reference's stringification rules
    /// ([`coerce::to_display_string`]).
    pub fn evaluate_to_string(&self, ctx: &dyn ConditionContext, element_path: &str) -> String {
        eval::eval_display(&self.root, &eval::Env { ctx, element_path })
    }

    /// The paths this expression reads, as written (wildcards unfilled), without duplicates.
    /// Includes the path arguments of `AVAILABLE` and `DISPLAY_VALUE`.
    pub fn dependencies(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.root.collect_paths(&mut out);
        let mut seen = std::collections::HashSet::new();
        out.retain(|p| seen.insert(p.clone()));
        out
    }
}

#[cfg(feature = "expressions")]
impl fmt::Debug for Expression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Expression").field(&self.source).finish()
    }
}

#[cfg(feature = "expressions")]
impl fmt::Display for Expression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source)
    }
}
