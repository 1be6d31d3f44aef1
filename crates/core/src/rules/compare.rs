//! Comparison rules: `same`, `different`, `confirmed`, `gt`, `gte`, `lt`, `lte`.

use serde_json::Value;

use super::context::ValidationContext;
use super::filled::{is_filled, loose_eq, number_text};
use super::params::{RuleParams, param_number};
use super::size::{is_numeric_context, size_of};

fn other_value(params: &RuleParams, ctx: &dyn ValidationContext) -> Value {
    params
        .text(0)
        .and_then(|p| ctx.value(&p))
        .unwrap_or(Value::Null)
}

/// `same:other`: both unfilled, or loosely equal.
pub fn same(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    let other = other_value(params, ctx);
    (!is_filled(value, ctx) && !is_filled(&other, ctx)) || loose_eq(value, &other)
}

/// `different:other`: both unfilled, or not loosely equal.
pub fn different(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    let other = other_value(params, ctx);
    (!is_filled(value, ctx) && !is_filled(&other, ctx)) || !loose_eq(value, &other)
}

/// The path `confirmed` compares with: `<element path>_confirmation`.
pub fn confirmation_path(ctx: &dyn ValidationContext) -> Option<String> {
    ctx.element_path().map(|p| format!("{p}_confirmation"))
}

/// `confirmed`: the `<path>_confirmation` element is unfilled, or equals the value. Without
/// such an element (a misnamed `password_confirm`) a filled value fails, as `same:<typo>`
/// does: the check never passes silently (the reference's rule throws on the missing
/// element); an unfilled value passes, as two unfilled values do for `same`.
pub fn confirmed(value: &Value, ctx: &dyn ValidationContext) -> bool {
    match confirmation_path(ctx).and_then(|p| ctx.value(&p)) {
        Some(other) => !is_filled(&other, ctx) || loose_eq(value, &other),
        None => !is_filled(value, ctx),
    }
}

/// Which ordering rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ordering {
    /// `gt`.
    Gt,
    /// `gte`.
    Gte,
    /// `lt`.
    Lt,
    /// `lte`.
    Lte,
}

/// The other side of `gt`/`gte`/`lt`/`lte`: an element's size, or a number written in
/// the rule.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Other {
    /// The other element's size; `None` when its value has none (a text that is no number
    /// in a numeric context, a boolean, an object): the reference's `null`.
    Element(Option<f64>),
    /// The parameter names no element but is a number (Laravel's form).
    Literal(f64),
}

impl Other {
    /// The size compared with: the reference's `null` compares as 0, as JavaScript's `<`
    /// and `>` do.
    fn size(self) -> f64 {
        match self {
            Self::Element(n) => n.unwrap_or(0.0),
            Self::Literal(n) => n,
        }
    }
}

/// The other side. As the reference's `size(otherValue, other$)`, the other element's
/// value is measured in its own context: numeric with a `numeric` or `integer` rule on the
/// validated element, or when the other value is a number; else by its length.
fn other(params: &RuleParams, ctx: &dyn ValidationContext) -> Option<Other> {
    let param = params.get(0)?;
    let path = super::params::param_text(param);
    match ctx.value(&path) {
        Some(other) => {
            let numeric = params.numeric_rules || other.is_number();
            Some(Other::Element(size_of(&other, numeric, ctx)))
        }
        None => param_number(param).map(Other::Literal),
    }
}

/// The `:value` placeholder of `gt`/`gte`/`lt`/`lte`: the other side's size; 0 when the
/// other element's value has no size, as the reference's `messageParams` gives (never the
/// parameter, an internal path). Empty when the parameter names no element and is no
/// number (the rule then fails whatever the value).
pub fn other_size_text(params: &RuleParams, ctx: &dyn ValidationContext) -> String {
    other(params, ctx)
        .map(Other::size)
        .and_then(serde_json::Number::from_f64)
        .map(|n| number_text(&n))
        .unwrap_or_default()
}

/// `gt` / `gte` / `lt` / `lte:other`: compares the value's size with the other element's
/// size, each measured in its own context as the reference does: the value numerically
/// with a `numeric` or `integer` rule or when it is a number (the message type follows the
/// same logic, so "3 characters" means a length was compared), the other value
/// numerically with those rules or when it is a number. As in the reference, `gt`/`gte`
/// pass when the other element's size is 0, and `lt`/`lte` pass when both are 0; a size
/// the value has not (the reference's `null`) compares as 0 and is never 0 for those
/// passes. A number written in the rule (`gt:0`) always compares: `numeric|gt:0` fails `0`
/// and `-5`.
pub fn ordering(
    value: &Value,
    params: &RuleParams,
    ctx: &dyn ValidationContext,
    op: Ordering,
) -> bool {
    let Some(other) = other(params, ctx) else {
        return false;
    };
    // The reference's "other is 0" exception is about an empty other element.
    let element_zero = matches!(other, Other::Element(Some(n)) if n == 0.0);
    let other = other.size();
    // A text that is no number in a numeric context is the reference's `null`, which
    // JavaScript compares as 0.
    let own = match size_of(value, is_numeric_context(value, params), ctx) {
        Some(own) => own,
        None if params.numeric_rules && !value.is_number() => 0.0,
        None => return false,
    };
    match op {
        Ordering::Gt => element_zero || own > other,
        Ordering::Gte => element_zero || own >= other,
        Ordering::Lt => (own == 0.0 && element_zero) || own < other,
        Ordering::Lte => (own == 0.0 && element_zero) || own <= other,
    }
}
