//! The built-in expression functions.

use serde_json::Value;

use super::coerce::{
    is_empty_value, is_truthy, normalize, number_value, to_display_string, to_number,
};
use super::date::DateTime;
use crate::conditions::ConditionContext;

/// A built-in function. Names match case-insensitively.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    Not,
    Empty,
    NotEmpty,
    Sum,
    Avg,
    Min,
    Max,
    Round,
    Count,
    Age,
    Today,
    Now,
    DateAdd,
    FormatDate,
    DisplayValue,
    Available,
}

impl Builtin {
    /// The built-in called `name` (any case).
    pub(crate) fn lookup(name: &str) -> Option<Builtin> {
        Some(match name.to_ascii_uppercase().as_str() {
            "NOT" => Builtin::Not,
            "EMPTY" => Builtin::Empty,
            "NOT_EMPTY" => Builtin::NotEmpty,
            "SUM" => Builtin::Sum,
            "AVG" => Builtin::Avg,
            "MIN" => Builtin::Min,
            "MAX" => Builtin::Max,
            "ROUND" => Builtin::Round,
            "COUNT" => Builtin::Count,
            "AGE" => Builtin::Age,
            "TODAY" => Builtin::Today,
            "NOW" => Builtin::Now,
            "DATE_ADD" => Builtin::DateAdd,
            "FORMAT_DATE" => Builtin::FormatDate,
            "DISPLAY_VALUE" => Builtin::DisplayValue,
            "AVAILABLE" => Builtin::Available,
            _ => return None,
        })
    }

    /// Minimum and maximum (`None`: unbounded) argument counts.
    pub(crate) fn arity(self) -> (usize, Option<usize>) {
        match self {
            Builtin::Not | Builtin::Empty | Builtin::NotEmpty | Builtin::Age => (1, Some(1)),
            Builtin::Available => (1, Some(1)),
            Builtin::Sum | Builtin::Avg | Builtin::Min | Builtin::Max | Builtin::Count => (0, None),
            Builtin::Round => (1, Some(2)),
            Builtin::Today | Builtin::Now => (0, Some(0)),
            Builtin::DateAdd => (2, Some(3)),
            Builtin::FormatDate | Builtin::DisplayValue => (2, Some(2)),
        }
    }

    /// The Cargo feature of yewform-core the function needs when this build leaves it out
    /// (a parse error then).
    pub(crate) fn missing_feature(self) -> Option<&'static str> {
        match self {
            Builtin::FormatDate if !cfg!(feature = "dates") => Some("dates"),
            _ => None,
        }
    }

    /// Applies the function to evaluated arguments. `AVAILABLE`'s argument and
    /// `DISPLAY_VALUE`'s second argument arrive as path strings with wildcards filled.
    pub(crate) fn apply(self, args: &[Value], ctx: &dyn ConditionContext) -> Value {
        let arg = |i: usize| args.get(i).cloned().unwrap_or(Value::Null);
        match self {
            Builtin::Not => Value::Bool(!is_truthy(&arg(0))),
            Builtin::Empty => Value::Bool(is_empty_value(&arg(0))),
            Builtin::NotEmpty => Value::Bool(!is_empty_value(&arg(0))),
            Builtin::Sum => number_value(numbers(args).iter().sum()),
            Builtin::Avg => {
                let nums = numbers(args);
                if nums.is_empty() {
                    // The reference divides 0 by 0 and shows NaN as "0".
                    return number_value(0.0);
                }
                let len = u32::try_from(nums.len()).map_or(f64::MAX, f64::from);
                number_value(nums.iter().sum::<f64>() / len)
            }
            // Of nothing: 0, as the reference.
            Builtin::Min => number_value(numbers(args).into_iter().reduce(f64::min).unwrap_or(0.0)),
            Builtin::Max => number_value(numbers(args).into_iter().reduce(f64::max).unwrap_or(0.0)),
            Builtin::Count => {
                let n = numbers(args).len();
                number_value(u32::try_from(n).map_or(f64::MAX, f64::from))
            }
            Builtin::Round => round(&arg(0), &arg(1)),
            Builtin::Age => match date_arg(&arg(0), ctx) {
                Some(born) => {
                    let years = born.date().years_until(ctx.today());
                    number_value(i32::try_from(years).map_or(f64::NAN, f64::from))
                }
                None => Value::Null,
            },
            Builtin::Today => Value::String(ctx.today().to_string()),
            Builtin::Now => Value::String(ctx.now_iso()),
            Builtin::DateAdd => {
                let unit = match args.get(2) {
                    Some(u) => to_display_string(u),
                    None => "days".to_owned(),
                };
                let n = to_number(&arg(1)).filter(|f| f.abs() < 1e9).map(f64::trunc);
                match (date_arg(&arg(0), ctx), n) {
                    (Some(dt), Some(n)) => {
                        // |n| < 1e9 and integral, so the conversion is exact.
                        #[allow(clippy::cast_possible_truncation)]
                        let n = n as i64;
                        dt.add(n, &unit)
                            .map_or(Value::Null, |d| Value::String(d.to_iso()))
                    }
                    _ => Value::Null,
                }
            }
            #[cfg(feature = "dates")]
            Builtin::FormatDate => match date_arg(&arg(0), ctx) {
                Some(dt) => Value::String(dt.format(&to_display_string(&arg(1)))),
                None => Value::Null,
            },
            // Not parsed without the `dates` feature (`NeedsFeature`).
            #[cfg(not(feature = "dates"))]
            Builtin::FormatDate => Value::Null,
            Builtin::DisplayValue => {
                let path = to_display_string(&arg(1));
                let label = |v: &Value| {
                    ctx.display_value(&path, v)
                        .unwrap_or_else(|| to_display_string(v))
                };
                match arg(0) {
                    Value::Array(items) => {
                        Value::String(items.iter().map(label).collect::<Vec<_>>().join(", "))
                    }
                    other => Value::String(label(&other)),
                }
            }
            Builtin::Available => {
                let path = to_display_string(&arg(0));
                Value::Bool(ctx.available(&path).unwrap_or(false))
            }
        }
    }
}

/// Arguments with arrays flattened one level.
fn flatten(args: &[Value]) -> impl Iterator<Item = &Value> {
    args.iter().flat_map(|a| match a {
        Value::Array(items) => items.iter().collect::<Vec<_>>(),
        other => vec![other],
    })
}

/// The numbers among the flattened arguments (numeric strings count, everything else is
/// ignored).
fn numbers(args: &[Value]) -> Vec<f64> {
    flatten(args)
        .filter_map(|v| match normalize(v) {
            Value::Number(n) => n.as_f64(),
            _ => None,
        })
        .collect()
}

fn round(value: &Value, places: &Value) -> Value {
    // The reference's `isNaN(Number(value)) ? 0`.
    let Some(v) = to_number(value).filter(|v| !v.is_nan()) else {
        return number_value(0.0);
    };
    let places = to_number(places).unwrap_or(0.0).trunc().clamp(-15.0, 15.0);
    // Halves of the decimal as written round away from zero (`1.005` → 1.01, `1.15` → 1.2,
    // where the reference's `toFixed` sees the double below them; docs/differences.md).
    // `places` is a whole number in -15..=15 (clamped above).
    #[allow(clippy::cast_possible_truncation)]
    let places = places as i32;
    number_value(round_decimal(v, places).unwrap_or_else(|| {
        let factor = 10f64.powi(places);
        (v * factor).round() / factor
    }))
}

/// `v` rounded to `places` decimals (negative: tens, hundreds, …) on its shortest decimal
/// text (`1.005`, not the double just below it), halves away from zero; `None` when `v` is
/// not finite or its text does not read (never for a finite `f64`).
fn round_decimal(v: f64, places: i32) -> Option<f64> {
    if !v.is_finite() {
        return None;
    }
    // `{:e}` is the shortest text that reads back as `v`: `1.005e0`, `-2.5e-1`, `0e0`.
    let text = format!("{:e}", v.abs());
    let (mantissa, exponent) = text.split_once('e')?;
    let exponent: i32 = exponent.parse().ok()?;
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    // Digits before the cut: those of the integer part and `places` decimals.
    let keep = exponent + 1 + places;
    let len = i32::try_from(digits.len()).ok()?;
    if keep >= len {
        return Some(v);
    }
    let sign = if v < 0.0 { "-" } else { "" };
    if keep < 0 {
        // Below half a unit of the last place kept.
        return format!("{sign}0").parse().ok();
    }
    let keep = usize::try_from(keep).ok()?;
    let kept: u64 = if keep == 0 {
        0
    } else {
        digits.get(..keep)?.parse().ok()?
    };
    let up = digits.as_bytes().get(keep).is_some_and(|d| *d >= b'5');
    let rounded = kept + u64::from(up);
    format!("{sign}{rounded}e{}", -places).parse().ok()
}

/// A date argument: a date or date-time string, or `"today"`.
fn date_arg(value: &Value, ctx: &dyn ConditionContext) -> Option<DateTime> {
    match value {
        Value::String(s) if s.eq_ignore_ascii_case("today") => {
            Some(DateTime::from_date(ctx.today()))
        }
        Value::String(s) => DateTime::parse(s),
        _ => None,
    }
}
