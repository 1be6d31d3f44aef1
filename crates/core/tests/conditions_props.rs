//! Property tests: random condition specs and form data never panic; the availability
//! engine is deterministic, and for acyclic forms an incremental `value_changed` ends in the
//! same state as a full recomputation.
#![cfg(feature = "conditions")] // the conditions engine
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::conditions::{AvailabilityEngine, DataContext, parse_conditions};
use yewform_core::expression::Date;

const N: usize = 7;

fn small_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        Just(json!("")),
        (0i64..5).prop_map(|n| json!(n)),
        (0i64..5).prop_map(|n| json!(n.to_string())),
        Just(json!("2024-06-15")),
        prop::collection::vec((0i64..5).prop_map(|n| json!(n)), 0..3).prop_map(Value::Array),
    ]
}

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        small_value(),
        any::<bool>().prop_map(Value::Bool),
        prop::sample::select(
            &[
                "==", "=>", "in", "between", "empty", "today", "^", "a > 1", "e1", "("
            ][..]
        )
        .prop_map(|s| json!(s)),
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            3 => prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            1 => prop::collection::vec(("[ab]", inner), 0..2)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// One condition entry for element `i`, referencing only elements before it.
fn entry(i: usize) -> BoxedStrategy<Value> {
    if i == 0 {
        return Just(json!(["field", "not_empty"])).boxed();
    }
    let op = prop::sample::select(
        &[
            "==",
            "!=",
            ">",
            ">=",
            "<",
            "<=",
            "in",
            "not_in",
            "empty",
            "not_empty",
            "today",
            "^",
            "*",
        ][..],
    );
    let single = (0..i, op, small_value())
        .prop_map(|(j, op, v)| json!([format!("e{j}"), op, v]))
        .boxed();
    // Without the expression engine, a comparison in array form instead.
    let expr = (0..i, 0i64..4).prop_map(|(j, n)| {
        if cfg!(feature = "expressions") {
            json!(format!("e{j} > {n} or AVAILABLE('e{j}')"))
        } else {
            json!([format!("e{j}"), ">", n])
        }
    });
    // A list of conditions inside an entry is an OR group.
    let group = prop::collection::vec(single.clone(), 1..3).prop_map(Value::Array);
    prop_oneof![3 => single, 1 => expr, 1 => group].boxed()
}

fn acyclic_form() -> impl Strategy<Value = Vec<Value>> {
    (0..N)
        .map(|i| {
            prop::collection::vec(entry(i), 0..3)
                .prop_map(Value::Array)
                .boxed()
        })
        .collect::<Vec<_>>()
}

fn data_of(values: &[Value], field: &Value) -> Value {
    let mut map = serde_json::Map::new();
    map.insert("field".into(), field.clone());
    for (i, v) in values.iter().enumerate() {
        map.insert(format!("e{i}"), v.clone());
    }
    Value::Object(map)
}

fn today() -> Date {
    Date::new(2024, 6, 15).unwrap()
}

fn engine_for(specs: &[Value]) -> AvailabilityEngine {
    let mut engine = AvailabilityEngine::new();
    for (i, spec) in specs.iter().enumerate() {
        engine.register(format!("e{i}"), parse_conditions(spec).unwrap());
    }
    engine
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_specs_never_panic(spec in any_json(), data in any_json()) {
        let ctx = DataContext::new(json!({"a": data.clone(), "e1": data}), today());
        match parse_conditions(&spec) {
            Ok(c) => {
                let _ = c.evaluate(&ctx, "list.1.a");
                let _ = c.dependencies("list.1.a");
                let mut engine = AvailabilityEngine::new();
                engine.register("a", c.clone());
                engine.register("e1", c);
                let _ = engine.recompute_all(&ctx);
                let _ = engine.value_changed("a", &ctx);
            }
            Err(e) => prop_assert!(e.to_string().starts_with("conditions"), "{}", e),
        }
    }

    #[test]
    fn incremental_matches_full_recompute(
        specs in acyclic_form(),
        values in prop::collection::vec(small_value(), N),
        field in small_value(),
        changed in 0..=N,
        new_value in small_value(),
    ) {
        let mut engine = engine_for(&specs);
        let mut ctx = DataContext::new(data_of(&values, &field), today());
        engine.recompute_all(&ctx);
        // Deterministic: a second full pass changes nothing.
        prop_assert_eq!(engine.recompute_all(&ctx), vec![]);

        let key = if changed == N { "field".to_owned() } else { format!("e{changed}") };
        ctx.set(&key, new_value);
        let before = engine.snapshot();
        let reported = engine.value_changed(&key, &ctx);

        let mut fresh = engine_for(&specs);
        fresh.recompute_all(&ctx);
        prop_assert_eq!(engine.snapshot(), fresh.snapshot());
        // The reported changes are exactly the differences.
        let diff: Vec<(String, bool)> = before
            .iter()
            .zip(engine.snapshot())
            .filter(|(b, a)| b.1 != a.1)
            .map(|(_, a)| a)
            .collect();
        prop_assert_eq!(reported, diff);
    }
}
