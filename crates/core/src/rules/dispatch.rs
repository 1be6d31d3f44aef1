//! The built-in rules beyond `required` and `nullable` (the `rules` feature): parameter
//! checks, dispatch to the rule modules, message placeholders, dependencies.

use serde_json::Value;

use super::builtin::{Builtin, BuiltinRule, check_debounce};
use super::context::ValidationContext;
#[cfg(feature = "dates")]
use super::date;
use super::error::RuleError;
use super::filled::{is_filled, is_own_filled};
use super::params::{RuleParams, param_number, param_text};
#[cfg(feature = "regex")]
use super::regex::Regex;
use super::registry::{Rule, RuleOutcome};
use super::{choice, compare, file, format, server, size_rules as size, text, types};
use crate::expression::coerce::js_number;

/// The date rules, as one match pattern: without the `dates` feature the rule set never holds
/// them (parsing one is `NeedsFeature`), and the arms below say what a hand-built one does.
#[cfg(not(feature = "dates"))]
macro_rules! date_rules {
    () => {
        Builtin::After
            | Builtin::AfterOrEqual
            | Builtin::Before
            | Builtin::BeforeOrEqual
            | Builtin::Date
            | Builtin::DateEquals
            | Builtin::DateFormat
    };
}

impl Builtin {
    #[cfg(feature = "dates")]
    fn date_op(self) -> Option<date::DateOp> {
        Some(match self {
            Builtin::After => date::DateOp::After,
            Builtin::AfterOrEqual => date::DateOp::AfterOrEqual,
            Builtin::Before => date::DateOp::Before,
            Builtin::BeforeOrEqual => date::DateOp::BeforeOrEqual,
            Builtin::DateEquals => date::DateOp::Equals,
            _ => return None,
        })
    }

    fn ordering(self) -> Option<compare::Ordering> {
        Some(match self {
            Builtin::Gt => compare::Ordering::Gt,
            Builtin::Gte => compare::Ordering::Gte,
            Builtin::Lt => compare::Ordering::Lt,
            Builtin::Lte => compare::Ordering::Lte,
            _ => return None,
        })
    }
}

fn expect_numbers(
    rule: &str,
    params: &RuleParams,
    count: usize,
    what: &str,
) -> Result<(), RuleError> {
    if params.positional.len() < count {
        return Err(RuleError::params(
            rule,
            format!("needs {what}, found {} value(s)", params.positional.len()),
        ));
    }
    for p in params.positional.iter().take(count) {
        if param_number(p).is_none() {
            return Err(RuleError::params(
                rule,
                format!("expected a number, found {:?}", param_text(p)),
            ));
        }
    }
    Ok(())
}

fn expect_path(rule: &str, params: &RuleParams) -> Result<(), RuleError> {
    match params.text(0) {
        Some(p) if !p.is_empty() => Ok(()),
        _ => Err(RuleError::params(rule, "needs the path of another element")),
    }
}

impl Rule for BuiltinRule {
    fn name(&self) -> &str {
        self.0.name()
    }

    fn check(
        &self,
        value: &Value,
        params: &RuleParams,
        ctx: &dyn ValidationContext,
    ) -> RuleOutcome {
        use Builtin as B;
        let b = self.0;
        #[cfg(feature = "dates")]
        if let Some(op) = b.date_op() {
            return date::compare(value, params, ctx, op).into();
        }
        if let Some(op) = b.ordering() {
            return compare::ordering(value, params, ctx, op).into();
        }
        let ok = match b {
            // A checkbox or toggle is accepted when checked, whatever its `trueValue`
            // (compared as it shows checked: loosely).
            B::Accepted => match ctx.on_off() {
                Some((on, _)) => crate::element::loosely_equal(value, &on),
                None => types::accepted(value),
            },
            B::Alpha => text::alpha(value),
            B::AlphaDash => text::alpha_dash(value),
            B::AlphaNum => text::alpha_num(value),
            B::Array => types::array(value),
            B::Between => size::between(value, params, ctx),
            B::Boolean => types::boolean(value),
            B::Confirmed => compare::confirmed(value, ctx),
            #[cfg(feature = "dates")]
            B::Date => date::date(value),
            #[cfg(feature = "dates")]
            B::DateFormat => date::date_format(value, params),
            // Not parsed without the `dates` feature (`NeedsFeature`); a hand-built one fails.
            #[cfg(not(feature = "dates"))]
            date_rules!() => false,
            B::Different => compare::different(value, params, ctx),
            B::Digits => size::digits(value, params),
            B::DigitsBetween => size::digits_between(value, params),
            B::Dimensions => file::dimensions(value, params, ctx),
            B::Distinct => choice::distinct(value, ctx),
            B::Email => format::email(value),
            B::File => file::file(value, ctx),
            B::Filled | B::Required => is_own_filled(value, ctx),
            B::Image => file::image(value, ctx),
            B::In => choice::in_list(value, params, choice::own_value_prop(ctx).as_deref()),
            B::InArray => choice::in_array(value, params, ctx),
            B::Integer => types::integer(value),
            B::Ip => format::ip(value),
            B::Ipv4 => format::ipv4(value),
            B::Ipv6 => format::ipv6(value),
            B::Json => types::json(value),
            B::Max => size::max(value, params, ctx),
            B::Mimes => file::mimes(value, params, ctx),
            B::Mimetypes => file::mimetypes(value, params, ctx),
            B::Min => size::min(value, params, ctx),
            B::NotIn => choice::not_in(value, params, choice::own_value_prop(ctx).as_deref()),
            #[cfg(feature = "regex")]
            B::NotRegex => text::not_regex(value, params),
            B::Nullable => true,
            B::Numeric => types::numeric(value),
            #[cfg(feature = "regex")]
            B::Regex => text::regex(value, params),
            // Not parsed without the engine (`NeedsFeature`); a hand-built one fails.
            #[cfg(not(feature = "regex"))]
            B::Regex | B::NotRegex => false,
            B::Same => compare::same(value, params, ctx),
            B::Size => size::size(value, params, ctx),
            B::String => types::string(value),
            B::Timezone => format::timezone(value),
            B::Url => format::url(value),
            B::Uuid => format::uuid(value),
            B::ActiveUrl | B::Exists | B::Unique => {
                // An unfilled value needs no server round trip: it passes here.
                if !is_filled(value, ctx) {
                    return RuleOutcome::Pass;
                }
                return RuleOutcome::Async(match b {
                    B::Unique => server::unique(value, params, ctx),
                    B::Exists => server::exists(value, params, ctx),
                    _ => server::active_url(value),
                });
            }
            #[cfg(feature = "dates")]
            B::After | B::AfterOrEqual | B::Before | B::BeforeOrEqual | B::DateEquals => true,
            B::Gt | B::Gte | B::Lt | B::Lte => true,
        };
        ok.into()
    }

    fn sized_message(&self) -> bool {
        use Builtin as B;
        matches!(
            self.0,
            B::Min | B::Max | B::Size | B::Between | B::Gt | B::Gte | B::Lt | B::Lte
        )
    }

    fn message_params(
        &self,
        _value: &Value,
        params: &RuleParams,
        ctx: &dyn ValidationContext,
    ) -> Vec<(String, String)> {
        use Builtin as B;
        let p = |i: usize| params.text(i).unwrap_or_default();
        let pair = |k: &str, v: String| (k.to_string(), v);
        match self.0 {
            B::Min => vec![pair("min", p(0))],
            B::Max => vec![pair("max", p(0))],
            B::Size => vec![pair("size", p(0))],
            B::Between | B::DigitsBetween => vec![pair("min", p(0)), pair("max", p(1))],
            B::Digits => vec![pair("digits", p(0))],
            B::In | B::NotIn | B::Mimes | B::Mimetypes => {
                vec![pair("values", params.texts().join(", "))]
            }
            B::Gt | B::Gte | B::Lt | B::Lte => {
                vec![pair("value", compare::other_size_text(params, ctx))]
            }
            #[cfg(feature = "dates")]
            B::After | B::AfterOrEqual | B::Before | B::BeforeOrEqual | B::DateEquals => {
                vec![pair("date", date::date_text(params, ctx))]
            }
            B::DateFormat => vec![pair("format", params.main_text().to_string())],
            _ => Vec::new(),
        }
    }

    fn other_path(&self, params: &RuleParams) -> Option<String> {
        use Builtin as B;
        match self.0 {
            B::Same | B::Different => params.text(0),
            B::InArray => choice::in_array_path(params),
            _ => None,
        }
    }

    fn dependencies(&self, params: &RuleParams) -> Vec<String> {
        use Builtin as B;
        match self.0 {
            B::Same | B::Different | B::Gt | B::Gte | B::Lt | B::Lte => {
                params.text(0).into_iter().collect()
            }
            B::InArray => choice::in_array_path(params).into_iter().collect(),
            #[cfg(feature = "dates")]
            B::After | B::AfterOrEqual | B::Before | B::BeforeOrEqual | B::DateEquals => {
                let param = params.main_text();
                if date::is_date_literal(param) {
                    Vec::new()
                } else {
                    vec![param.to_string()]
                }
            }
            _ => Vec::new(),
        }
    }

    fn prepare(&self, params: &mut RuleParams) -> Result<(), RuleError> {
        use Builtin as B;
        let name = self.0.name();
        check_debounce(name, params)?;
        match self.0 {
            B::Min | B::Max | B::Size => expect_numbers(name, params, 1, "a number"),
            B::Between => {
                expect_numbers(name, params, 2, "two values (min,max)")?;
                match (params.number(0), params.number(1)) {
                    (Some(lo), Some(hi)) if lo > hi => Err(RuleError::params(
                        name,
                        // Not `f64`'s Display: it would link core's float formatters.
                        format!("min {} is above max {}", js_number(lo), js_number(hi)),
                    )),
                    _ => Ok(()),
                }
            }
            B::Digits => {
                expect_numbers(name, params, 1, "a number of digits")?;
                match params.get(0).and_then(Value::as_u64) {
                    Some(_) => Ok(()),
                    None => Err(RuleError::params(
                        name,
                        format!("expected a whole number, found {:?}", p_text(params)),
                    )),
                }
            }
            B::DigitsBetween => expect_numbers(name, params, 2, "two values (min,max)"),
            B::In | B::NotIn | B::Mimes | B::Mimetypes => {
                if params.positional.is_empty() {
                    Err(RuleError::params(name, "needs at least one value"))
                } else {
                    Ok(())
                }
            }
            B::Same | B::Different | B::Gt | B::Gte | B::Lt | B::Lte => expect_path(name, params),
            B::InArray => match params.text(0) {
                Some(p) if p.len() > 2 && p.ends_with(".*") => Ok(()),
                Some(p) => Err(RuleError::params(
                    name,
                    format!("the path must end with `.*`, found {p:?}"),
                )),
                None => Err(RuleError::params(
                    name,
                    "needs the path of a list, ending with `.*`",
                )),
            },
            #[cfg(not(feature = "dates"))]
            date_rules!() => Err(RuleError::NeedsFeature {
                rule: name.to_string(),
                feature: "dates",
            }),
            #[cfg(feature = "dates")]
            B::After | B::AfterOrEqual | B::Before | B::BeforeOrEqual | B::DateEquals => {
                let raw = params.main_text();
                if raw.is_empty() {
                    Err(RuleError::params(
                        name,
                        "needs a date: today, tomorrow, yesterday, a date or an element path",
                    ))
                } else if raw.starts_with(|c: char| c.is_ascii_digit())
                    && !date::is_date_literal(raw)
                {
                    Err(RuleError::params(
                        name,
                        format!("expected a date, found {raw:?}"),
                    ))
                } else {
                    Ok(())
                }
            }
            #[cfg(feature = "dates")]
            B::DateFormat => {
                if params.main_text().is_empty() {
                    Err(RuleError::params(name, "needs a format, e.g. YYYY-MM-DD"))
                } else {
                    Ok(())
                }
            }
            #[cfg(not(feature = "regex"))]
            B::Regex | B::NotRegex => Err(RuleError::NeedsFeature {
                rule: name.to_string(),
                feature: "regex",
            }),
            #[cfg(feature = "regex")]
            B::Regex | B::NotRegex => {
                if params.raw.is_empty() {
                    return Err(RuleError::params(name, "needs a pattern, e.g. /^[a-z]+$/i"));
                }
                let re = Regex::from_literal(&params.raw).map_err(|error| {
                    RuleError::InvalidPattern {
                        rule: name.to_string(),
                        error,
                    }
                })?;
                params.regex = Some(re);
                Ok(())
            }
            B::Dimensions => {
                if params.named.len() <= usize::from(params.named.contains_key("debounce")) {
                    return Err(RuleError::params(
                        name,
                        "needs at least one of min_width=, max_width=, min_height=, max_height=, width=, height=, ratio=",
                    ));
                }
                if let Some(p) = params.positional.first() {
                    return Err(RuleError::params(
                        name,
                        format!("expected key=value, found {:?}", param_text(p)),
                    ));
                }
                for (key, v) in &params.named {
                    if key == "debounce" {
                        continue;
                    }
                    if !file::DIMENSION_KEYS.contains(&key.as_str()) {
                        return Err(RuleError::params(
                            name,
                            format!("unknown constraint {key:?}"),
                        ));
                    }
                    let ok = if key == "ratio" {
                        file::parse_ratio(v).is_some()
                    } else {
                        param_number(v).is_some()
                    };
                    if !ok {
                        return Err(RuleError::params(
                            name,
                            format!("{key}: expected a number, found {:?}", param_text(v)),
                        ));
                    }
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

fn p_text(params: &RuleParams) -> String {
    params.text(0).unwrap_or_default()
}
