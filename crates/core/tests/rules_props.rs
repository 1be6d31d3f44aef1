//! Property tests: random rule strings and values never panic; malformed rules are errors
//! naming the rule.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

#[path = "rules_support.rs"]
mod support;

use proptest::prelude::*;
use serde_json::{Value, json};
use support::Ctx;
use yewform_core::messages::{MessageBag, MessageContext};
#[cfg(feature = "regex")]
use yewform_core::rules::regex::Regex;
use yewform_core::rules::{ALL_BUILTINS, Validation, parse_rules};

fn arb_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        ".{0,12}".prop_map(Value::from),
        "[0-9 .:/-]{0,12}".prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 8, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::hash_map("[a-z]{1,3}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

fn arb_rule() -> impl Strategy<Value = String> {
    let names: Vec<&'static str> = ALL_BUILTINS.iter().map(|b| b.name()).collect();
    (
        prop::sample::select(names),
        prop::option::of("[a-z0-9=,./:*|^$()\\[\\]{}?+-]{0,10}"),
    )
        .prop_map(|(n, p)| match p {
            Some(p) => format!("{n}:{p}"),
            None => n.to_string(),
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_rules_and_values_never_panic(rules in prop::collection::vec(arb_rule(), 1..4), value in arb_value()) {
        let ctx = Ctx::new().at("list.0.x").with("list", json!([{"x": 1}, {"x": 2}])).with("other", json!("a"));
        if let Ok(spec) = parse_rules(&Value::from(rules.join("|"))) {
            let mut v = Validation::new(spec, None).with_debounce(Some(10));
            let run = v.validate(&value, &ctx);
            for c in run.checks {
                v.resolve_async(c.seq, false);
            }
            let plan = v.validate_debounced(&value, &ctx);
            for t in plan.timers {
                v.debounce_elapsed(t.token, &value, &ctx);
            }
            let mctx = MessageContext::new("Field", "de");
            let _ = MessageBag::new().errors(&v, &mctx);
        }
    }

    #[test]
    fn random_strings_never_panic_the_parser(spec in ".{0,40}") {
        if let Err(e) = parse_rules(&Value::from(spec)) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    #[cfg(feature = "regex")]
    fn random_patterns_never_panic(pattern in "[a-c.*+?|()\\[\\]{}^$\\\\0-9,dws-]{0,16}", input in "[a-c0-9 \\n-]{0,30}") {
        if let Ok(re) = Regex::new(&pattern, "i") {
            let _ = re.is_match(&input);
        }
    }

    /// Issue 29 item 13: any nesting of counted repetitions either compiles (its size, the
    /// product of the counts and the body, within the 20,000-instruction budget; an empty
    /// or `{0}` body counts as one) or is refused as too large, and both answers come at
    /// once, never after compiling for minutes.
    #[test]
    #[cfg(feature = "regex")]
    fn nested_counted_repetitions_compile_within_the_budget_or_are_refused_quickly(
        body in prop::sample::select(vec![("", 1u64), ("a", 1), ("ab", 2), ("a|b", 4), ("x{0}", 1)]),
        counts in prop::collection::vec(0u32..=1000, 1..6),
        ranged in any::<bool>(),
    ) {
        let (body, body_size) = body;
        let mut pattern = body.to_string();
        let mut size = body_size;
        for n in &counts {
            if ranged {
                // `{0,n}`: a `Split` and the body per count.
                pattern = format!("(?:{pattern}){{0,{n}}}");
                size = size.saturating_add(1).saturating_mul(u64::from(*n)).max(1);
            } else {
                pattern = format!("(?:{pattern}){{{n}}}");
                size = size.saturating_mul(u64::from(*n)).max(1);
            }
        }
        let started = std::time::Instant::now();
        let compiled = Regex::new(&pattern, "");
        let took = started.elapsed();
        prop_assert!(took.as_millis() < 1000, "{pattern} took {took:?}");
        // The search prefix and the final match add four instructions.
        if size + 4 > 20_000 {
            prop_assert_eq!(compiled.unwrap_err().to_string(), "pattern is too large (over 20,000 instructions with its repetitions expanded)");
        } else {
            prop_assert!(compiled.is_ok(), "{pattern}: {compiled:?}");
        }
    }

    #[test]
    fn numeric_params_must_be_numbers(word in "[a-z]{1,8}", rule in prop::sample::select(vec!["min", "max", "size"])) {
        let e = parse_rules(&Value::from(format!("{rule}:{word}"))).unwrap_err();
        prop_assert_eq!(e.to_string(), format!("rule {rule}: expected a number, found {word:?}"));
    }

    #[test]
    fn unknown_names_are_named(name in "zz[a-z_]{0,10}") {
        // A name close to a built-in rule (`zzmail`) also gets "(did you mean …?)".
        let e = parse_rules(&Value::from(format!("required|{name}:1"))).unwrap_err().to_string();
        let named = format!("unknown rule {name:?}");
        let rest = e.strip_prefix(&named);
        prop_assert!(
            rest.is_some_and(|rest| rest.is_empty() || (rest.starts_with(" (did you mean \"") && rest.ends_with("\"?)"))),
            "{}", e
        );
    }
}

#[test]
fn fixed_malformed_rules() {
    assert_eq!(
        parse_rules(&json!("min:abc")).unwrap_err().to_string(),
        "rule min: expected a number, found \"abc\""
    );
    assert_eq!(
        parse_rules(&json!("unknown_rule")).unwrap_err().to_string(),
        "unknown rule \"unknown_rule\""
    );
    assert_eq!(
        parse_rules(&json!("in:")).unwrap_err().to_string(),
        "rule in: needs at least one value"
    );
}
