//! Property tests: no JSON input makes the schema parser panic, and valid schemas survive
//! `to_value` → `from_value` unchanged.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic
#![cfg(feature = "editor")]

use proptest::prelude::*;
use serde_json::{Map, Value, json};
use yewform_core::schema::{FormSchema, suggest};

const PLAUSIBLE_KEYS: &[&str] = &[
    "type",
    "items",
    "select",
    "t-editor",
    "search",
    "create",
    "label",
    "hideTools",
    "addOptionOn",
    "onChange",
    "onSelect",
    "limit",
    "rules",
    "conditions",
    "disabled",
    "floating",
    "name",
    "default",
    "en",
    "de",
    "trackBy",
    "openDirection",
    "accept",
    "attrs",
    "messages",
    "slots",
    "views",
    "debounce",
    "minChars",
    "size",
];

const PLAUSIBLE_STRINGS: &[&str] = &[
    "select", "t-editor", "top", "bottom", "left", "bold", "enter", ";", "sm", "xl", "required",
    "", "ü",
];

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop::sample::select(PLAUSIBLE_STRINGS).prop_map(|s| json!(s)),
        "\\PC{0,8}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        let key = prop_oneof![
            prop::sample::select(PLAUSIBLE_KEYS).prop_map(String::from),
            "[a-zA-Z_-]{0,8}"
        ];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key, inner), 0..8)
                .prop_map(|pairs| Value::Object(pairs.into_iter().collect())),
        ]
    })
}

/// A schema-shaped value: an object of entries with a plausible `type` and random options.
fn schema_shaped_json() -> impl Strategy<Value = Value> {
    let entry = (
        prop::sample::select(&["select", "t-editor", "text"][..]),
        prop::collection::vec(
            (prop::sample::select(PLAUSIBLE_KEYS), arbitrary_json()),
            0..6,
        ),
    )
        .prop_map(|(t, options)| {
            let mut map: Map<String, Value> = options
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            map.insert("type".into(), json!(t));
            Value::Object(map)
        });
    prop::collection::vec(("[a-z]{1,6}", entry), 0..4)
        .prop_map(|pairs| Value::Object(pairs.into_iter().collect()))
}

fn localizable() -> BoxedStrategy<Value> {
    prop_oneof![
        "\\PC{0,6}".prop_map(Value::String),
        prop::collection::vec(
            (prop::sample::select(&["en", "de", "FR"][..]), "\\PC{0,6}"),
            0..3
        )
        .prop_map(|pairs| Value::Object(
            pairs
                .into_iter()
                .map(|(k, v)| (k.to_string(), json!(v)))
                .collect()
        )),
    ]
    .boxed()
}

fn one_of(values: &'static [&'static str]) -> BoxedStrategy<Value> {
    prop::sample::select(values).prop_map(|s| json!(s)).boxed()
}

fn list_of(values: &'static [&'static str]) -> BoxedStrategy<Value> {
    prop::collection::vec(prop::sample::select(values), 0..4)
        .prop_map(|v| json!(v))
        .boxed()
}

fn boolean() -> BoxedStrategy<Value> {
    any::<bool>().prop_map(Value::Bool).boxed()
}

fn text() -> BoxedStrategy<Value> {
    "[a-z./]{0,8}".prop_map(Value::String).boxed()
}

fn optional(s: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    prop_oneof![Just(Value::Null), s].boxed()
}

fn option(
    key: &'static str,
    value: BoxedStrategy<Value>,
) -> BoxedStrategy<Option<(String, Value)>> {
    prop::option::of(value)
        .prop_map(move |v| v.map(|v| (key.to_string(), v)))
        .boxed()
}

fn common_options() -> Vec<BoxedStrategy<Option<(String, Value)>>> {
    vec![
        // An id is one non-empty token, never one the form reserves (`yf-…`, `__`): the
        // leading `f` keeps `yf-` out (the generator made `yf-a` once, a schema error).
        option(
            "id",
            optional("f[a-z./]{0,7}".prop_map(Value::String).boxed()),
        ),
        option(
            "disabled",
            prop_oneof![boolean(), Just(json!([["a", "x"]]))].boxed(),
        ),
        option("label", optional(localizable())),
        option("placeholder", optional(localizable())),
        option("info", localizable()),
        option("infoPosition", one_of(&["top", "right", "left", "bottom"])),
        option("description", localizable()),
        option("before", localizable()),
        option("submit", boolean()),
        option(
            "rules",
            optional(prop_oneof![Just(json!("required|min:3")), Just(json!(["required"]))].boxed()),
        ),
        option("fieldName", localizable()),
        option(
            "messages",
            Just(json!({"required": {"en": "Needed"}})).boxed(),
        ),
        option("displayErrors", boolean()),
        option(
            "conditions",
            Just(if cfg!(feature = "expressions") {
                json!([["other", "!=", 1], "AGE(b) > 18"])
            } else {
                json!([["other", "!=", 1], [["b", "not_empty"], ["c", 1]]])
            })
            .boxed(),
        ),
        option(
            "columns",
            optional(prop_oneof![Just(json!(6)), Just(json!({"label": 3}))].boxed()),
        ),
        option("inline", boolean()),
        option("size", optional(one_of(&["sm", "md", "lg"]))),
        option("view", optional(text())),
        option(
            "addClasses",
            Just(json!({"SelectElement": {"input": "x"}})).boxed(),
        ),
        option("overrideClass", optional(text())),
        option("presets", list_of(&["a", "b"])),
        option("slots", Just(json!({"label": "<b>x</b>"})).boxed()),
        option("onChange", "[a-z]{1,5}".prop_map(Value::String).boxed()),
        option("onMounted", "[a-z]{1,5}".prop_map(Value::String).boxed()),
    ]
}

fn select_entry() -> impl Strategy<Value = Value> {
    let mut options = common_options();
    options.extend([
        option("native", boolean()),
        option(
            "items",
            prop_oneof![
                list_of(&["a", "b", "c"]),
                Just(json!({"de": "Germany", "1": "One"})),
                Just(json!([{"value": 1, "label": "One"}])),
                text(),
            ]
            .boxed(),
        ),
        // The object items above have a `label`: another `labelProp` would be a schema error.
        option("labelProp", one_of(&["label"])),
        option("dataKey", optional(text())),
        option("search", boolean()),
        option(
            "trackBy",
            optional(prop_oneof![text(), list_of(&["name", "code"])].boxed()),
        ),
        option("create", boolean()),
        option(
            "addOptionOn",
            list_of(&["enter", "space", "tab", ";", ",", "blur"]),
        ),
        option("limit", (-1i64..1000).prop_map(Value::from).boxed()),
        option("openDirection", one_of(&["top", "bottom"])),
        option("delay", (-1i64..5000).prop_map(Value::from).boxed()),
        option("minChars", (0i64..10).prop_map(Value::from).boxed()),
        option("noOptionsText", optional(localizable())),
        option("autocomplete", optional(text())),
        option("attrs", Just(json!({"data-x": "1"})).boxed()),
        option(
            "floating",
            prop_oneof![Just(json!(false)), Just(Value::Null), localizable()].boxed(),
        ),
        option(
            "onSearchChange",
            "[a-z]{1,5}".prop_map(Value::String).boxed(),
        ),
        option(
            "default",
            prop_oneof![Just(Value::Null), text(), Just(json!(3))].boxed(),
        ),
    ]);
    options.prop_map(|entries| entry("select", entries))
}

fn editor_entry() -> impl Strategy<Value = Value> {
    let mut options = common_options();
    options.extend([
        option("accept", optional(list_of(&["pdf", "png"]))),
        option("acceptMimes", optional(list_of(&["image/png"]))),
        option("endpoint", optional(text())),
        option("method", optional(one_of(&["post", "put"]))),
        option(
            "hideTools",
            list_of(&[
                "bold",
                "italic",
                "strike",
                "link",
                "heading",
                "quote",
                "code",
                "bullet-list",
                "number-list",
                "decrease-nesting",
                "increase-nesting",
                "attach",
                "undo",
                "redo",
            ]),
        ),
        option(
            "debounce",
            optional((0i64..2000).prop_map(Value::from).boxed()),
        ),
        option(
            "default",
            prop_oneof![Just(Value::Null), text(), Just(json!({"en": "<p>x</p>"}))].boxed(),
        ),
        option("onAlert", "[a-z]{1,5}".prop_map(Value::String).boxed()),
    ]);
    options.prop_map(|entries| entry("t-editor", entries))
}

fn entry(kind: &str, entries: Vec<Option<(String, Value)>>) -> Value {
    let mut map = Map::new();
    map.insert("type".into(), json!(kind));
    map.extend(entries.into_iter().flatten());
    Value::Object(map)
}

fn valid_schema() -> impl Strategy<Value = Value> {
    let element = prop_oneof![select_entry(), editor_entry()];
    prop::collection::vec(("[a-z]{1,6}", element), 0..4).prop_map(|pairs| {
        let mut schema: Map<String, Value> = pairs.into_iter().collect();
        // An `id` names one field form-wide (two equal ones are a schema error): each
        // element's own gets its name after it.
        for (name, entry) in &mut schema {
            if let Some(Value::String(id)) = entry.get_mut("id") {
                id.push('-');
                id.push_str(name);
            }
        }
        Value::Object(schema)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_json_never_panics(value in arbitrary_json()) {
        if let Ok(schema) = FormSchema::from_value(&value) {
            prop_assert_eq!(FormSchema::from_value(&schema.to_value()), Ok(schema));
        }
    }

    #[test]
    fn schema_shaped_json_never_panics(value in schema_shaped_json()) {
        match FormSchema::from_value(&value) {
            Ok(schema) => prop_assert_eq!(FormSchema::from_value(&schema.to_value()), Ok(schema)),
            Err(e) => prop_assert!(e.path.starts_with("schema"), "{}", e),
        }
    }

    #[cfg(feature = "editor")]
    #[test]
    fn valid_schemas_round_trip(value in valid_schema()) {
        let schema = FormSchema::from_value(&value);
        prop_assert!(schema.is_ok(), "{:?} for {}", schema, value);
        let schema = schema.unwrap_or_default();
        prop_assert_eq!(schema.len(), value.as_object().map_or(0, Map::len));
        let again = FormSchema::from_value(&schema.to_value());
        prop_assert_eq!(again, Ok(schema));
    }

    #[test]
    fn suggest_never_panics(unknown in "\\PC{0,12}") {
        let _ = suggest(&unknown, ["search", "items", "ümlaut", ""]);
    }
}

/// Found by `schema_shaped_json_never_panics`: a static list whose entries are all skipped
/// (`[null]`) read into an empty option store and wrote back as `[]`, which reads as no store.
#[test]
fn a_list_of_skipped_entries_round_trips() {
    let value = serde_json::json!({"a": {"type": "select", "items": [null]}});
    let schema = FormSchema::from_value(&value).expect("reads");
    assert_eq!(FormSchema::from_value(&schema.to_value()), Ok(schema));
}
