//! Evaluation of a parsed expression against a [`ConditionContext`]. Never panics and never
//! fails: anything that cannot be computed is `null`.

use serde_json::Value;

use super::MAX_STRING_CHARS;
use super::ast::{ArithOp, Callee, CmpOp, Expr};
use super::coerce::{
    compare_values, into_display_string, is_truthy, js_string, loose_eq, number_value,
    to_display_string, to_number,
};
use super::functions::Builtin;
use crate::conditions::ConditionContext;
use crate::conditions::path::{fill_wildcards, fill_wildcards_cow, lookup_path};

/// What an expression is evaluated against.
pub(crate) struct Env<'a> {
    pub ctx: &'a dyn ConditionContext,
    pub element_path: &'a str,
}

/// An intermediate arithmetic result: numbers keep `NaN` until the end, as in JavaScript.
enum Acc {
    Num(f64),
    Val(Value),
}

impl Acc {
    fn num(&self) -> f64 {
        match self {
            Acc::Num(f) => *f,
            Acc::Val(v) => to_number(v).unwrap_or(f64::NAN),
        }
    }

    fn into_value(self) -> Value {
        match self {
            Acc::Num(f) => number_value(f),
            Acc::Val(v) => v,
        }
    }
}

/// `expr`'s result as display text ([`to_display_string`]), where a numeric result that
/// is NaN shows `"0"`, as the reference's `resolved === 'NaN'` (an infinite one shows `""`).
/// Looks through the ternary to the branch taken.
pub(crate) fn eval_display(expr: &Expr, env: &Env<'_>) -> String {
    let number = |f: f64| {
        if f.is_nan() {
            "0".to_owned()
        } else {
            to_display_string(&number_value(f))
        }
    };
    match expr {
        Expr::Neg(e) => number(-to_number(&eval(e, env)).unwrap_or(f64::NAN)),
        Expr::Pos(e) => number(to_number(&eval(e, env)).unwrap_or(f64::NAN)),
        Expr::Power(a, b) => {
            let base = to_number(&eval(a, env)).unwrap_or(f64::NAN);
            let exp = to_number(&eval(b, env)).unwrap_or(f64::NAN);
            number(base.powf(exp))
        }
        Expr::Arith { first, rest } => match arith_chain(first, rest, env) {
            Acc::Num(f) => number(f),
            Acc::Val(v) => into_display_string(v),
        },
        Expr::Ternary(c, a, b) => {
            if is_truthy(&eval(c, env)) {
                eval_display(a, env)
            } else {
                eval_display(b, env)
            }
        }
        other => into_display_string(eval(other, env)),
    }
}

/// Evaluates `expr`.
pub(crate) fn eval(expr: &Expr, env: &Env<'_>) -> Value {
    match expr {
        Expr::Literal(v) => v.clone(),
        Expr::Path(p) => resolve_path(p, env),
        Expr::Array(items) => Value::Array(array_items(items, env)),
        Expr::Neg(e) => number_value(-to_number(&eval(e, env)).unwrap_or(f64::NAN)),
        Expr::Pos(e) => number_value(to_number(&eval(e, env)).unwrap_or(f64::NAN)),
        Expr::Not(e) => Value::Bool(!is_truthy(&eval(e, env))),
        Expr::And(items) => Value::Bool(items.iter().all(|e| is_truthy(&eval(e, env)))),
        Expr::Or(items) => Value::Bool(items.iter().any(|e| is_truthy(&eval(e, env)))),
        Expr::Arith { first, rest } => arith_chain(first, rest, env).into_value(),
        Expr::Compare { first, rest } => {
            let mut lhs = eval(first, env);
            for (op, e) in rest {
                let rhs = eval(e, env);
                if !compare(*op, &lhs, &rhs) {
                    return Value::Bool(false);
                }
                lhs = rhs;
            }
            Value::Bool(true)
        }
        Expr::Power(a, b) => {
            let base = to_number(&eval(a, env)).unwrap_or(f64::NAN);
            let exp = to_number(&eval(b, env)).unwrap_or(f64::NAN);
            number_value(base.powf(exp))
        }
        Expr::Ternary(c, a, b) => {
            if is_truthy(&eval(c, env)) {
                eval(a, env)
            } else {
                eval(b, env)
            }
        }
        Expr::Call { callee, args, .. } => call(callee, args, env),
    }
}

/// The items of an array literal. Items read from the form (anything but a literal) are
/// left out, not evaluated, once they weigh [`MAX_STRING_CHARS`] ([`weight`]; the item that reaches
/// it is kept whole), so `[v, v, …]` over a long value cannot build gigabytes. Literal items
/// are the schema's own and always kept.
fn array_items(items: &[Expr], env: &Env<'_>) -> Vec<Value> {
    let mut out = Vec::with_capacity(items.len());
    let mut total = 0usize;
    for item in items {
        if let Expr::Literal(v) = item {
            out.push(v.clone());
            continue;
        }
        if total >= MAX_STRING_CHARS {
            continue;
        }
        let value = eval(item, env);
        total = total.saturating_add(weight(&value));
        out.push(value);
    }
    out
}

/// Evaluates `first op e op e …` left to right. A `||` stops growing its result at
/// [`MAX_STRING_CHARS`]: a text keeps its first `MAX_STRING_CHARS` characters, an array the
/// items that fit in that [`weight`]; once a text is full, the operands `||` would append
/// are not evaluated (nor array literals appended to a full array).
fn arith_chain(first: &Expr, rest: &[(ArithOp, Expr)], env: &Env<'_>) -> Acc {
    let mut acc = Acc::Val(eval(first, env));
    // What a `||` made `acc`: the characters of its text, or the weight of its array.
    let mut size: Option<usize> = None;
    for (op, e) in rest {
        if *op == ArithOp::Concat && size.is_some_and(|s| s >= MAX_STRING_CHARS) {
            let skip = matches!(
                (&acc, e),
                (Acc::Val(Value::String(_)), _) | (Acc::Val(Value::Array(_)), Expr::Array(_))
            );
            if skip {
                continue;
            }
        }
        let rhs = eval(e, env);
        if *op == ArithOp::Concat {
            let (joined, joined_size) = concat(acc, size, rhs);
            acc = joined;
            size = Some(joined_size);
        } else {
            acc = arith(*op, acc, rhs);
            size = None;
        }
    }
    acc
}

fn arith(op: ArithOp, acc: Acc, rhs: Value) -> Acc {
    let rnum = || to_number(&rhs).unwrap_or(f64::NAN);
    match op {
        ArithOp::Add => Acc::Num(acc.num() + rnum()),
        ArithOp::Sub => Acc::Num(acc.num() - rnum()),
        ArithOp::Mul => Acc::Num(acc.num() * rnum()),
        ArithOp::Div => Acc::Num(acc.num() / rnum()),
        ArithOp::Rem => Acc::Num(acc.num() % rnum()),
        ArithOp::Concat => concat(acc, None, rhs).0,
    }
}

/// `acc || rhs`, cut at [`MAX_STRING_CHARS`], with its size (characters of a text, weight of
/// an array); `size` is `acc`'s when a `||` made it.
fn concat(acc: Acc, size: Option<usize>, rhs: Value) -> (Acc, usize) {
    match (acc.into_value(), rhs) {
        (Value::Array(mut a), Value::Array(b)) => {
            let mut total = size.unwrap_or_else(|| weight_of(&a));
            for item in b {
                let w = weight(&item);
                if total.saturating_add(w) > MAX_STRING_CHARS {
                    total = total.max(MAX_STRING_CHARS);
                    break;
                }
                a.push(item);
                total += w;
            }
            (Acc::Val(Value::Array(a)), total)
        }
        // The accumulated text is moved, never copied: a chain stays linear.
        (a, b) => {
            let was_text = matches!(a, Value::String(_));
            let mut text = into_display_string(a);
            let mut count = match size {
                Some(s) if was_text && !text.is_empty() => s,
                _ => cut_to(&mut text, MAX_STRING_CHARS),
            };
            let tail = into_display_string(b);
            let room = MAX_STRING_CHARS.saturating_sub(count);
            match tail.char_indices().nth(room) {
                Some((at, _)) => {
                    text.push_str(tail.get(..at).unwrap_or_default());
                    count = MAX_STRING_CHARS;
                }
                None => {
                    text.push_str(&tail);
                    count += tail.chars().count();
                }
            }
            (Acc::Val(Value::String(text)), count)
        }
    }
}

/// Cuts `text` to its first `max` characters; returns how many it keeps.
fn cut_to(text: &mut String, max: usize) -> usize {
    match text.char_indices().nth(max) {
        Some((at, _)) => {
            text.truncate(at);
            max
        }
        None => text.chars().count(),
    }
}

/// How much an array item weighs against [`MAX_STRING_CHARS`]: 1 for each value in it plus
/// the characters of its texts and keys (counting stops past the cap).
fn weight(value: &Value) -> usize {
    let mut total = 0usize;
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        total = total.saturating_add(1);
        match v {
            Value::String(s) => total = total.saturating_add(s.chars().count()),
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => {
                for (key, item) in map {
                    total = total.saturating_add(key.chars().count());
                    stack.push(item);
                }
            }
            _ => {}
        }
        if total > MAX_STRING_CHARS {
            break;
        }
    }
    total
}

/// The weight of an array's items.
fn weight_of(items: &[Value]) -> usize {
    let mut total = 0usize;
    for item in items {
        total = total.saturating_add(weight(item));
        if total > MAX_STRING_CHARS {
            break;
        }
    }
    total
}

fn compare(op: CmpOp, a: &Value, b: &Value) -> bool {
    use std::cmp::Ordering::{Equal, Greater, Less};
    match op {
        CmpOp::Eq => loose_eq(a, b),
        CmpOp::Ne => !loose_eq(a, b),
        CmpOp::Lt => compare_values(a, b) == Some(Less),
        CmpOp::Le => matches!(compare_values(a, b), Some(Less | Equal)),
        CmpOp::Gt => compare_values(a, b) == Some(Greater),
        CmpOp::Ge => matches!(compare_values(a, b), Some(Greater | Equal)),
        CmpOp::In => match b {
            Value::Array(items) => items.iter().any(|item| loose_eq(a, item)),
            Value::String(s) => !a.is_null() && s.contains(&js_string(a)),
            _ => false,
        },
    }
}

fn call(callee: &Callee, args: &[Expr], env: &Env<'_>) -> Value {
    let path_arg = match callee {
        Callee::Builtin(Builtin::Available) => Some(0),
        Callee::Builtin(Builtin::DisplayValue) => Some(1),
        _ => None,
    };
    let values: Vec<Value> = args
        .iter()
        .enumerate()
        .map(|(i, e)| {
            if Some(i) == path_arg {
                let raw = match e {
                    Expr::Path(p) => p.clone(),
                    other => to_display_string(&eval(other, env)),
                };
                Value::String(fill_wildcards(&raw, env.element_path))
            } else {
                eval(e, env)
            }
        })
        .collect();
    match callee {
        Callee::Builtin(b) => b.apply(&values, env.ctx),
        Callee::Custom(f) => f(&values),
    }
}

/// A variable's value, read from the reference's `availableData`: wildcards are filled
/// from the element's path; an unavailable element, or a path into the value of one
/// (`tags.0` of an unavailable `tags`), reads as `null`; a path that still has a `*` (the
/// element is not inside that list) collects every available match into an array, leaving
/// out an item field that is unavailable and everything below an unavailable list, as
/// `availableData` leaves out their keys (`SUM(lines.*.discount)` adds the available
/// discounts only).
fn resolve_path(path: &str, env: &Env<'_>) -> Value {
    let filled = fill_wildcards_cow(path, env.element_path);
    if filled.split('.').any(|s| s == "*") {
        return collect_wildcard(&filled, env.ctx);
    }
    if !readable(&filled, env.ctx) {
        return Value::Null;
    }
    env.ctx.value(&filled).unwrap_or(Value::Null)
}

/// Whether neither `path` nor any path above it is an unavailable element.
fn readable(path: &str, ctx: &dyn ConditionContext) -> bool {
    let above = path
        .char_indices()
        .filter(|&(_, c)| c == '.')
        .filter_map(|(i, _)| path.get(..i));
    !above
        .chain(std::iter::once(path))
        .any(|p| ctx.available(p) == Some(false))
}

fn collect_wildcard(path: &str, ctx: &dyn ConditionContext) -> Value {
    let segments: Vec<&str> = path.split('.').collect();
    let star = segments.iter().position(|s| *s == "*").unwrap_or(0);
    let prefix = segments.get(..star).unwrap_or(&[]).join(".");
    let base = if prefix.is_empty() || !readable(&prefix, ctx) {
        None
    } else {
        ctx.value(&prefix)
    };
    let mut out = Vec::new();
    if let Some(base) = base {
        let rest: Vec<&str> = segments.get(star..).unwrap_or(&[]).to_vec();
        collect_into(&base, prefix, &rest, ctx, &mut out);
    }
    Value::Array(out)
}

/// Walks `segments` (`*` or keys) below `root` (the value at `root_path`) breadth-first,
/// pushing every match whose path is not an unavailable element (nor below one).
fn collect_into(
    root: &Value,
    root_path: String,
    segments: &[&str],
    ctx: &dyn ConditionContext,
    out: &mut Vec<Value>,
) {
    let mut current: Vec<(String, &Value)> = vec![(root_path, root)];
    for seg in segments {
        let mut next = Vec::new();
        for (path, v) in current {
            if *seg == "*" {
                match v {
                    Value::Array(items) => next.extend(
                        (items.iter().enumerate()).map(|(i, item)| (format!("{path}.{i}"), item)),
                    ),
                    Value::Object(map) => {
                        next.extend(map.iter().map(|(k, item)| (format!("{path}.{k}"), item)));
                    }
                    _ => {}
                }
            } else if let Some(child) = lookup_path(v, seg) {
                next.push((format!("{path}.{seg}"), child));
            }
        }
        next.retain(|(path, _)| ctx.available(path) != Some(false));
        current = next;
        if current.is_empty() {
            break;
        }
    }
    out.extend(current.into_iter().map(|(_, v)| v.clone()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conditions::DataContext;
    use crate::expression::{Date, Expression};
    use serde_json::json;

    #[test]
    fn a_concatenation_stops_at_the_cap() {
        // `x || x || …` 10,000 times over 10,000 characters: 100 MB before the cut.
        let ctx = DataContext::new(json!({"x": "é".repeat(10_000)}), Date::EPOCH);
        let joined = Expression::parse(&vec!["x"; 10_000].join(" || ")).unwrap();
        let text = joined.evaluate(&ctx, "");
        assert_eq!(
            text.as_str().unwrap(),
            "é".repeat(MAX_STRING_CHARS),
            "whole characters up to the cap"
        );
        assert_eq!(joined.evaluate_to_string(&ctx, ""), text.as_str().unwrap());
        // As a condition: the comparison sees the capped text.
        let cond =
            Expression::parse(&format!("{} == 'y'", vec!["x"; 10_000].join(" || "))).unwrap();
        assert!(!cond.is_true(&ctx, ""));
        // Arrays stop at the items that fit.
        let arrays = Expression::parse(&vec!["[x]"; 10_000].join(" || ")).unwrap();
        let Value::Array(items) = arrays.evaluate(&ctx, "") else {
            panic!("not an array");
        };
        assert_eq!(items.len(), MAX_STRING_CHARS / 10_001);
        // An array literal stops evaluating its items once they weigh the cap (the item
        // that reaches it is kept whole; literal items weigh nothing: the schema holds them).
        let listed = Expression::parse(&format!("[{}]", vec!["x"; 10_000].join(", "))).unwrap();
        let Value::Array(items) = listed.evaluate(&ctx, "") else {
            panic!("not an array");
        };
        assert_eq!(items.len(), MAX_STRING_CHARS.div_ceil(10_001));
        let one = Expression::parse("[x, 'a', 1]").unwrap();
        let big = DataContext::new(json!({"x": "y".repeat(100_000)}), Date::EPOCH);
        assert_eq!(one.evaluate(&big, ""), json!(["y".repeat(100_000), "a", 1]));
        let literal = format!("[{}]", vec!["'abcdefghij'"; 10_000].join(", "));
        let Value::Array(items) = Expression::parse(&literal).unwrap().evaluate(&ctx, "") else {
            panic!("not an array");
        };
        assert_eq!(items.len(), 10_000);
        // Under the cap: as before.
        let small = Expression::parse("'a' || 1 || [2] || null || 'b'").unwrap();
        assert_eq!(small.evaluate(&ctx, ""), json!("a12b"));
        let list = Expression::parse("[1] || [2, 'x'] || 3").unwrap();
        assert_eq!(list.evaluate(&ctx, ""), json!("1,2,x3"));
        let mixed = Expression::parse("'1' || '2' + 1").unwrap();
        assert_eq!(mixed.evaluate(&ctx, ""), json!(13));
    }
}
