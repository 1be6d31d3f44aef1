//! A `serde_json::Value` built in Rust nests no deeper than JSON text may
//! ([`MAX_NESTING`], 127 levels) anywhere it enters the form, not only through the schema
//! reader (audit 29-A F1): deeper is refused with an error naming where and why, or (an
//! entry point answering with an outcome) the change is refused and the form keeps its
//! value; never a stack overflow in the recursive code that clones, compares or drops values.
//!
//! Every case runs on a thread with a 1 MB stack (wasm's default) and a value 20,000 levels
//! deep: before the fix each one aborted the test process with a stack overflow.
#![cfg(all(
    feature = "checkbox",
    feature = "checkboxgroup",
    feature = "hidden",
    feature = "text",
    feature = "list",
    feature = "object",
    feature = "editor",
    feature = "multiselect",
    feature = "rules",
    feature = "conditions"
))]
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code

use serde_json::{Map, Value, json};
use yewform_core::conditions::{DisabledSpec, parse_conditions};
use yewform_core::config::FormConfig;
use yewform_core::element::{ElementError, ElementKind, ElementSetup, ElementState};
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormError, FormState};
use yewform_core::rules::{RuleRegistry, parse_rules, parse_rules_with, parse_set};
use yewform_core::schema::Functions;
use yewform_core::schema::{FormSchema, MAX_NESTING};

const LEVELS: usize = 20_000;

/// Runs `f` on a thread with a 1 MB stack; a stack overflow there aborts the test process.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

/// `[[[…"x"…]]]`, `levels` arrays deep, built without recursion.
fn deep(levels: usize) -> Value {
    let mut value = json!("x");
    for _ in 0..levels {
        value = Value::Array(vec![value]);
    }
    value
}

/// `{"a": {"a": …"x"…}}`, `levels` objects deep.
fn deep_object(levels: usize) -> Value {
    let mut value = json!("x");
    for _ in 0..levels {
        value = keyed("a", value);
    }
    value
}

/// `{key: value}`, `value` moved in (`json!` would serialize it: recursion).
fn keyed(key: &str, value: Value) -> Value {
    let mut map = Map::new();
    map.insert(key.to_owned(), value);
    Value::Object(map)
}

/// Drops `value` without recursion (serde_json's `Drop` recurses once per level).
fn drop_flat(value: Value) {
    let mut stack = vec![value];
    while let Some(value) = stack.pop() {
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => stack.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

fn form() -> FormState {
    let schema = FormSchema::from_value(&json!({
        "cb": {"type": "checkbox"},
        "hd": {"type": "hidden", "default": "kept"},
        "tx": {"type": "text", "rules": "required"},
        "lst": {"type": "list", "element": {"type": "text"}},
        "sel": {"type": "select", "items": ["a"]},
        "ed": {"type": "t-editor"},
        "grp": {"type": "checkboxgroup", "items": ["a", "b"]},
        "ms": {"type": "multiselect", "items": ["a", "b"]},
        "obj": {"type": "object", "schema": {"in": {"type": "text"}}},
    }))
    .unwrap();
    FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap()
}

fn assert_too_deep(message: &str) {
    assert!(
        message.contains(&format!("nested deeper than {MAX_NESTING} levels")),
        "{message}"
    );
    assert!(message.len() < 300, "an unbounded message: {message:.300}");
}

#[test]
fn rule_readers_refuse_a_too_deep_spec() {
    on_small_stack(|| {
        for spec in [
            deep(LEVELS),
            deep_object(LEVELS),
            Value::Array(vec![keyed("required", deep(LEVELS))]),
        ] {
            let error = parse_rules(&spec).unwrap_err();
            assert_too_deep(&error.to_string());
            let error = parse_rules_with(&spec, &RuleRegistry::default()).unwrap_err();
            assert_too_deep(&error.to_string());
            let error = parse_set(&spec, &RuleRegistry::default()).unwrap_err();
            assert_too_deep(&error.to_string());
            drop_flat(spec);
        }
    });
}

#[test]
fn rules_errors_echo_a_bounded_excerpt_of_the_value() {
    // 100 levels: within the limit, but 200 characters of brackets.
    let error = parse_rules(&json!([deep(100)])).unwrap_err().to_string();
    assert!(error.len() < 200, "{error}");
    assert!(error.ends_with("[[[[…"), "{error}");
    let long: Vec<Value> = (0..5_000).map(Value::from).collect();
    let error = parse_rules(&json!([long])).unwrap_err().to_string();
    assert!(error.len() < 200, "{error}");
    assert!(error.contains("found [0,1,2,3,"), "{error}");
    // A short value is shown whole.
    let error = parse_rules(&json!([[1, 2]])).unwrap_err().to_string();
    assert!(error.ends_with("found [1,2]"), "{error}");
}

#[test]
fn condition_readers_refuse_a_too_deep_spec() {
    on_small_stack(|| {
        let spec = Value::Array(vec![Value::Array(vec![
            json!("a"),
            json!("=="),
            deep(LEVELS),
        ])]);
        let error = parse_conditions(&spec).unwrap_err();
        assert_too_deep(&error.to_string());
        assert!(error.to_string().starts_with("conditions: "), "{error}");
        let error = DisabledSpec::parse(&spec).unwrap_err();
        assert_too_deep(&error.to_string());
        drop_flat(spec);
    });
}

#[test]
fn set_rules_refuses_and_keeps_the_rules() {
    on_small_stack(|| {
        let mut form = form();
        let error = form.set_rules("tx", deep(LEVELS)).unwrap_err();
        assert!(matches!(&error, FormError::Rules { path, .. } if path == "tx"));
        assert_too_deep(&error.to_string());
        form.apply("tx", ElementAction::ReinitValidation).unwrap();
        assert!(form.is_required("tx"));
    });
}

#[test]
fn load_refuses_and_changes_nothing() {
    on_small_stack(|| {
        let mut form = form();
        let before = form.data();
        for (key, value) in [
            ("hd", deep(LEVELS)),
            ("lst", Value::Array(vec![deep(LEVELS)])),
            ("ed", keyed("en", deep(LEVELS))),
            ("obj", deep_object(LEVELS)),
        ] {
            let data = keyed(key, value);
            let error = form.load(&data, false).unwrap_err();
            assert!(
                matches!(&error, FormError::TooDeep { path } if path == key),
                "{error}"
            );
            assert_too_deep(&error.to_string());
            assert_eq!(form.data(), before);
            let error = form.load(&data, true).unwrap_err();
            assert_too_deep(&error.to_string());
            drop_flat(data);
        }
    });
}

#[test]
fn update_refuses_and_changes_nothing() {
    on_small_stack(|| {
        let mut form = form();
        let before = form.data();
        for (key, value) in [
            ("cb", deep(LEVELS)),
            ("hd", deep_object(LEVELS)),
            ("lst", Value::Array(vec![deep(LEVELS)])),
            ("ed", keyed("en", deep(LEVELS))),
            ("sel", deep(LEVELS)),
            ("grp", deep(LEVELS)),
        ] {
            let data = keyed(key, value);
            let outcome = form.update(&data);
            assert!(outcome.fired.is_empty());
            assert_eq!(form.data(), before);
            drop_flat(data);
        }
        // The data object itself is counted, as in JSON text: a value 126 levels deep under
        // a key fits, 127 does not.
        let fits = keyed("hd", deep(MAX_NESTING - 1));
        assert!(!form.update(&fits).fired.is_empty());
        assert_eq!(form.data()["hd"], fits["hd"]);
        let over = keyed("hd", deep(MAX_NESTING));
        assert!(form.update(&over).fired.is_empty());
        assert_eq!(form.data()["hd"], fits["hd"]);
    });
}

#[test]
fn set_value_and_apply_refuse_and_keep_the_value() {
    on_small_stack(|| {
        let mut form = form();
        let before = form.data();
        let error = form.set_value("hd", deep(LEVELS)).unwrap_err();
        assert!(matches!(&error, FormError::TooDeep { path } if path == "hd"));
        assert_too_deep(&error.to_string());
        for (path, action) in [
            ("hd", ElementAction::Update(deep(LEVELS))),
            ("hd", ElementAction::Input(deep_object(LEVELS))),
            ("hd", ElementAction::Load(deep(LEVELS), true)),
            (
                "lst",
                ElementAction::Update(Value::Array(vec![deep(LEVELS)])),
            ),
            ("obj", ElementAction::Load(deep_object(LEVELS), false)),
            ("grp", ElementAction::CheckItems(vec![deep(LEVELS)])),
            ("grp", ElementAction::ToggleItem(deep(LEVELS))),
            ("grp", ElementAction::DisableItems(vec![deep(LEVELS)])),
            ("ms", ElementAction::Select(vec![json!("a"), deep(LEVELS)])),
            ("ms", ElementAction::Deselect(vec![deep(LEVELS)])),
        ] {
            let error = form.apply(path, action).unwrap_err();
            assert!(
                matches!(&error, FormError::TooDeep { path: at } if at == path),
                "{error}"
            );
            assert_too_deep(&error.to_string());
            assert_eq!(form.data(), before);
        }
        // A list item's element: the item and the list are counted.
        form.update(&json!({"lst": ["a"]}));
        let error = form.set_value("lst.0", deep(MAX_NESTING - 1)).unwrap_err();
        assert!(matches!(&error, FormError::TooDeep { path } if path == "lst.0"));
        form.set_value("lst.0", deep(MAX_NESTING - 2)).unwrap();
        assert_eq!(form.data()["lst"][0], deep(MAX_NESTING - 2));
    });
}

#[test]
fn from_schema_refuses_a_too_deep_default() {
    on_small_stack(|| {
        let schema = FormSchema::from_value(&json!({"hd": {"type": "hidden"}})).unwrap();
        let default = keyed("hd", deep(LEVELS));
        let error = FormState::from_schema(
            &schema,
            &FormConfig::default(),
            &default,
            Date::new(2024, 6, 1).unwrap(),
        )
        .err()
        .unwrap();
        assert!(matches!(&error, FormError::TooDeep { path } if path == "hd"));
        assert_too_deep(&error.to_string());
        drop_flat(default);
    });
}

#[test]
fn messages_setters_refuse_and_keep_the_messages() {
    on_small_stack(|| {
        let mut form = form();
        assert!(form.set_messages(json!({"required": "Needed"})));
        assert!(!form.set_messages(deep_object(LEVELS)));
        assert_eq!(form.form_messages(), &json!({"required": "Needed"}));
        assert!(!form.set_element_messages("tx", deep(LEVELS)));
        assert!(form.set_element_messages("tx", json!({"required": "Yours"})));
    });
}

#[test]
fn config_readers_refuse_a_too_deep_value() {
    on_small_stack(|| {
        for key in [
            "templates",
            "presets",
            "addClasses",
            "overrideClasses",
            "messages",
            "columns",
        ] {
            let config = keyed(key, deep_object(LEVELS));
            let error = FormConfig::from_value(&config).unwrap_err();
            assert_eq!(error.path, format!("config.{key}"));
            assert_too_deep(&error.to_string());
            drop_flat(config);
        }
        let mut config = FormConfig::default();
        let columns = deep_object(LEVELS);
        assert_too_deep(&config.layer_columns(&columns).unwrap_err().to_string());
        assert_too_deep(&config.layer_messages(&columns).unwrap_err().to_string());
        drop_flat(columns);
    });
}

#[test]
fn add_element_refuses_a_too_deep_default() {
    on_small_stack(|| {
        let mut form = form();
        let setup = ElementSetup::new("extra")
            .with_kind(ElementKind::Hidden)
            .with_default(deep(LEVELS));
        let error = form.add_element(setup, &json!({})).unwrap_err();
        assert!(matches!(&error, FormError::TooDeep { path } if path == "extra"));
        let setup = ElementSetup::new("extra").with_kind(ElementKind::Hidden);
        let default = keyed("extra", deep(LEVELS));
        let error = form.add_element(setup, &default).unwrap_err();
        assert!(matches!(&error, FormError::TooDeep { path } if path == "extra"));
        drop_flat(default);
        assert!(form.el("extra").is_none());
    });
}

#[test]
fn element_state_refuses_a_too_deep_value() {
    on_small_stack(|| {
        let setup = ElementSetup::new("a")
            .with_kind(ElementKind::Hidden)
            .with_default(deep(LEVELS));
        let mut el = ElementState::new(setup, None);
        assert_eq!(el.value(), &Value::Null);
        assert!(el.update(deep(LEVELS)).is_empty());
        assert!(el.input(deep_object(LEVELS)).is_empty());
        let error = el.load(deep(LEVELS), false).unwrap_err();
        assert_eq!(error, ElementError::TooDeep { path: "a".into() });
        assert_too_deep(&error.to_string());
        assert_eq!(el.value(), &Value::Null);
        el.update(json!("kept"));
        assert_eq!(el.value(), &json!("kept"));
    });
}

#[test]
fn a_format_load_returning_a_too_deep_value_is_refused() {
    on_small_stack(|| {
        let schema = FormSchema::from_value(&json!({
            "hd": {"type": "hidden", "formatLoad": {"fn": "deepen"}},
        }))
        .unwrap();
        let mut functions = Functions::new();
        functions.format_load("deepen", |_| deep(LEVELS));
        let mut form = FormState::from_schema_with(
            &schema,
            &FormConfig::default(),
            &json!({}),
            Date::new(2024, 6, 1).unwrap(),
            &functions,
        )
        .unwrap();
        let error = form.load(&json!({"hd": "x"}), true).unwrap_err();
        assert!(
            matches!(&error, FormError::Element(ElementError::TooDeep { path }) if path == "hd"),
            "{error}"
        );
        assert_eq!(form.data(), json!({"hd": null}));
        form.load(&json!({"hd": "x"}), false).unwrap();
        assert_eq!(form.data(), json!({"hd": "x"}));
    });
}

#[test]
fn class_readers_refuse_a_too_deep_value() {
    on_small_stack(|| {
        use yewform_core::classes::{ClassMap, ClassMerger, ClassNode, class_list};
        let value = deep_object(LEVELS);
        let error = ClassMap::from_value(&value).unwrap_err().to_string();
        assert!(error.contains("nested at most 127 levels deep"), "{error}");
        let error = ClassNode::from_value(&value, "form.addClasses").unwrap_err();
        assert!(
            error.to_string().starts_with("form.addClasses: "),
            "{error}"
        );
        let list = deep(LEVELS);
        assert!(class_list(&list, "x").is_err());
        // The merger leaves such options out, as if not given.
        let theme = ClassMap::from_value(&json!({"TextElement": {"input": "base"}})).unwrap();
        let classes = ClassMerger::new(&theme)
            .with_config(&value)
            .with_form(&value)
            .with_element(&value)
            .with_presets(&value)
            .with_component("TextElement")
            .classes_for("TextElement");
        assert_eq!(classes.get("input"), "base");
        drop_flat(value);
        drop_flat(list);
    });
}

#[test]
fn item_readers_refuse_a_too_deep_value() {
    on_small_stack(|| {
        use yewform_core::items::{
            ItemOptions, OptionStore, choice_items, choice_items_lossy, extract_data_key,
            normalize, normalize_lossy,
        };
        let mut option = Map::new();
        option.insert("value".into(), deep(LEVELS));
        option.insert("label".into(), json!("L"));
        let items = Value::Array(vec![Value::Object(option)]);
        let opts = ItemOptions::default();
        let error = normalize(&items, &opts).unwrap_err().to_string();
        assert!(error.starts_with("items: "), "{error}");
        assert!(error.contains("127"), "{error}");
        assert!(normalize_lossy(&items, &opts).0.is_empty());
        assert!(OptionStore::normalize(&items, &opts).is_err());
        assert!(OptionStore::normalize_answer(&items, &opts).is_err());
        assert_eq!(OptionStore::normalize_lossy(&items, &opts).0.len(), 0);
        let mut described = Map::new();
        described.insert("label".into(), json!("L"));
        described.insert("description".into(), deep(LEVELS));
        let choices = keyed("s", Value::Object(described));
        assert!(choice_items(&choices, &opts).is_err());
        assert!(choice_items_lossy(&choices, &opts).0.is_empty());
        let response = keyed("data", deep_object(LEVELS));
        assert!(extract_data_key(&response, Some("data")).is_err());
        drop_flat(items);
        drop_flat(choices);
        drop_flat(response);
    });
}

#[test]
fn condition_data_and_constants_leave_a_too_deep_value_out() {
    on_small_stack(|| {
        use yewform_core::conditions::{ConditionContext, DataContext};
        use yewform_core::expression::ExpressionRegistry;
        let mut context = DataContext::new(deep(LEVELS), Date::new(2024, 6, 1).unwrap());
        assert_eq!(context.data(), &Value::Null);
        let mut context2 = DataContext::new(json!({"a": 1}), Date::new(2024, 6, 1).unwrap());
        context2.set("a", deep(LEVELS));
        assert_eq!(context2.value("a"), Some(json!(1)));
        context.set("a", json!(2));
        let mut registry = ExpressionRegistry::new();
        registry.register_constant("DEEP", deep(LEVELS));
        assert!(registry.constant("DEEP").is_none());
    });
}
