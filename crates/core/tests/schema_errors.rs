//! Every kind of bad schema is rejected with the path of the bad value and a reason.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::schema::{FormSchema, SchemaError};

fn err(schema: Value) -> SchemaError {
    match FormSchema::from_value(&schema) {
        Ok(parsed) => panic!("expected an error for {schema}, got {parsed:?}"),
        Err(e) => e,
    }
}

fn assert_err(schema: Value, path: &str, reason: &str) {
    let e = err(schema.clone());
    assert_eq!(
        (e.path.as_str(), e.reason.as_str()),
        (path, reason),
        "for {schema}"
    );
    assert_eq!(e.to_string(), format!("{path}: {reason}"));
}

fn select(options: Value) -> Value {
    let mut entry = json!({"type": "select"});
    if let (Some(entry), Some(options)) = (entry.as_object_mut(), options.as_object()) {
        entry.extend(options.clone());
    }
    json!({ "country": entry })
}

#[cfg(feature = "editor")]
fn editor(options: Value) -> Value {
    let mut entry = json!({"type": "t-editor"});
    if let (Some(entry), Some(options)) = (entry.as_object_mut(), options.as_object()) {
        entry.extend(options.clone());
    }
    json!({ "body": entry })
}

#[test]
fn top_level_must_be_an_object() {
    assert_err(
        json!([]),
        "schema",
        "expected an object of elements keyed by name, found an array",
    );
}

#[test]
fn entry_must_be_an_object() {
    assert_err(
        json!({"country": "select"}),
        "schema.country",
        "expected an object, found a string",
    );
}

#[test]
fn type_is_required() {
    assert_err(
        json!({"country": {"items": []}}),
        "schema.country",
        r#"missing "type" (expected "select" or "t-editor" or "checkbox" or "toggle" or "radio" or "checkboxgroup" or "radiogroup" or "text" or "textarea" or "hidden" or "t-text" or "t-textarea" or "static" or "button" or "multiselect" or "tags" or "object" or "group" or "list")"#,
    );
}

#[test]
fn unknown_type_names_the_allowed_ones() {
    assert_err(
        json!({"country": {"type": "slider"}}),
        "schema.country.type",
        r#"unknown element type "slider" (expected "select" or "t-editor" or "checkbox" or "toggle" or "radio" or "checkboxgroup" or "radiogroup" or "text" or "textarea" or "hidden" or "t-text" or "t-textarea" or "static" or "button" or "multiselect" or "tags" or "object" or "group" or "list")"#,
    );
    assert_err(
        json!({"country": {"type": 1}}),
        "schema.country.type",
        "expected a string, found a number",
    );
}

#[cfg(feature = "editor")]
#[test]
fn unknown_key_with_suggestion() {
    assert_err(
        select(json!({"serach": true})),
        "schema.country.serach",
        r#"unknown option (did you mean "search"?)"#,
    );
    assert_err(
        editor(json!({"hide_tools": []})),
        "schema.body.hide_tools",
        r#"unknown option (did you mean "hideTools"?)"#,
    );
    assert_err(
        select(json!({"onChnage": "h"})),
        "schema.country.onChnage",
        r#"unknown option (did you mean "onChange"?)"#,
    );
}

#[test]
fn unknown_key_without_suggestion() {
    assert_err(
        select(json!({"colour": "red"})),
        "schema.country.colour",
        "unknown option",
    );
}

#[cfg(feature = "editor")]
#[test]
fn boolean_option_with_wrong_type() {
    assert_err(
        select(json!({"search": "yes"})),
        "schema.country.search",
        "expected a boolean, found a string",
    );
    assert_err(
        editor(json!({"submit": null})),
        "schema.body.submit",
        "expected a boolean, found null",
    );
}

#[cfg(feature = "editor")]
#[test]
fn number_options() {
    assert_err(
        select(json!({"limit": "5"})),
        "schema.country.limit",
        "expected an integer, found a string",
    );
    assert_err(
        select(json!({"delay": -2})),
        "schema.country.delay",
        "expected an integer of at least -1, found -2",
    );
    assert_err(
        select(json!({"minChars": -1})),
        "schema.country.minChars",
        "expected an integer of at least 0, found -1",
    );
    assert_err(
        editor(json!({"debounce": true})),
        "schema.body.debounce",
        "expected an integer, found a boolean",
    );
}

#[test]
fn limit_must_be_an_integer() {
    assert_err(
        select(json!({"limit": 2.5})),
        "schema.country.limit",
        "expected an integer, found 2.5",
    );
}

#[test]
fn string_option_with_wrong_type() {
    assert_err(
        select(json!({"labelProp": 3})),
        "schema.country.labelProp",
        "expected a string, found a number",
    );
    assert_err(
        select(json!({"dataKey": []})),
        "schema.country.dataKey",
        "expected a string or null, found an array",
    );
}

#[test]
fn enum_value_not_in_the_set() {
    assert_err(
        select(json!({"openDirection": "left"})),
        "schema.country.openDirection",
        r#"unknown value "left" (allowed: "top" or "bottom")"#,
    );
    assert_err(
        select(json!({"infoPosition": "middle"})),
        "schema.country.infoPosition",
        r#"unknown value "middle" (allowed: "top", "right", "left" or "bottom")"#,
    );
    assert_err(
        select(json!({"size": "xl"})),
        "schema.country.size",
        r#"unknown value "xl" (allowed: "sm", "md" or "lg")"#,
    );
}

#[cfg(feature = "editor")]
#[test]
fn array_of_strings() {
    assert_err(
        select(json!({"presets": "dark"})),
        "schema.country.presets",
        "expected an array of strings, found a string",
    );
    assert_err(
        select(json!({"presets": ["a", 1]})),
        "schema.country.presets[1]",
        "expected a string, found a number",
    );
    assert_err(
        editor(json!({"accept": ["pdf", false]})),
        "schema.body.accept[1]",
        "expected a string, found a boolean",
    );
    assert_err(
        select(json!({"trackBy": 1})),
        "schema.country.trackBy",
        "expected a string or an array of strings, found a number",
    );
}

#[cfg(feature = "editor")]
#[test]
fn localizable_string_or_object() {
    assert_err(
        select(json!({"label": true})),
        "schema.country.label",
        "expected a string or an object of strings keyed by locale, found a boolean",
    );
    assert_err(
        editor(json!({"description": {"en": "ok", "de": ["x"]}})),
        "schema.body.description.de",
        "expected a string, found an array",
    );
    assert_err(
        select(json!({"messages": {"required": false}})),
        "schema.country.messages.required",
        "expected a string or an object of strings keyed by locale, found a boolean",
    );
}

#[cfg(feature = "editor")]
#[test]
fn hide_tools_with_unknown_tool() {
    assert_err(
        editor(json!({"hideTools": ["bold", "underline"]})),
        "schema.body.hideTools[1]",
        r#"unknown value "underline" (allowed: "bold", "italic", "strike", "link", "heading", "quote", "code", "bullet-list", "number-list", "decrease-nesting", "increase-nesting", "attach", "undo" or "redo")"#,
    );
}

#[test]
fn add_option_on_with_unknown_key() {
    assert_err(
        select(json!({"addOptionOn": ["enter", "shift"]})),
        "schema.country.addOptionOn[1]",
        r#"unknown value "shift" (allowed: "enter", "space", "tab", ";", "," or "blur")"#,
    );
}

#[test]
fn editor_only_key_on_a_select() {
    assert_err(
        select(json!({"accept": ["pdf"]})),
        "schema.country.accept",
        r#""accept" is a t-editor option; a select has no such option"#,
    );
}

#[cfg(feature = "editor")]
#[test]
fn select_only_keys_on_an_editor() {
    for key in ["items", "attrs", "floating"] {
        assert_err(
            editor(json!({ key: {} })),
            &format!("schema.body.{key}"),
            &format!(r#""{key}" is a select option; a t-editor has no such option"#),
        );
    }
}

#[test]
fn items_of_the_wrong_shape() {
    assert_err(
        select(json!({"items": true})),
        "schema.country.items",
        "expected an array, object or string, found a boolean",
    );
}

#[cfg(feature = "editor")]
#[test]
fn events_need_a_handler_name_and_must_exist() {
    assert_err(
        select(json!({"onChange": 5})),
        "schema.country.onChange",
        "expected a string, found a number",
    );
    assert_err(
        select(json!({"onChange": ""})),
        "schema.country.onChange",
        "expected the name of a handler registered in Rust, found an empty string",
    );
    assert_err(
        editor(json!({"onSearchChange": "find"})),
        "schema.body.onSearchChange",
        r#"a t-editor has no "search-change" event (its events: reset, clear, change, blur, alert, error, and the lifecycle events)"#,
    );
}

#[test]
fn functions_are_named_not_written() {
    assert_err(
        select(json!({"formatData": "x"})),
        "schema.country.formatData",
        r#"expected {"fn": "<name>"} naming a function registered in Rust, found a string"#,
    );
}

#[test]
fn name_must_match_the_key() {
    assert_err(
        select(json!({"name": "land"})),
        "schema.country.name",
        r#"the element's name is its schema key "country", but "name" says "land""#,
    );
}

/// `floating: true` (the spec types it "string, boolean or object") floats the placeholder,
/// even with the config's `floatPlaceholders` off (audit 3: it was refused).
#[test]
fn floating_true_floats_the_placeholder() {
    let parsed =
        FormSchema::from_value(&select(json!({"floating": true, "placeholder": "Land"}))).unwrap();
    let (_, entry) = parsed.elements.into_iter().next().unwrap();
    let yewform_core::schema::ElementSchema::Select(select) = &*entry else {
        panic!("a select");
    };
    assert_eq!(
        select.floating,
        Some(yewform_core::schema::Floating::Placeholder)
    );
    assert_eq!(entry.to_value()["floating"], json!(true), "written back");
}

#[test]
fn conditions_disabled_rules_and_columns_shapes() {
    assert_err(
        select(json!({"conditions": "a == 1"})),
        "schema.country.conditions",
        "expected an array of conditions, found a string",
    );
    assert_err(
        select(json!({"conditions": [["a", 1], 7]})),
        "schema.country.conditions[1]",
        r#"expected a condition (an array such as ["path", "value"] or an expression string), found a number"#,
    );
    assert_err(
        select(json!({"disabled": "yes"})),
        "schema.country.disabled",
        r#"expected a boolean, {"value": <boolean>}, an array of conditions or {"fn": "<name>"}, found a string"#,
    );
    assert_err(
        select(json!({"rules": 5})),
        "schema.country.rules",
        "expected a string, array, object or null, found a number",
    );
    assert_err(
        select(json!({"columns": true})),
        "schema.country.columns",
        "expected a number, string, object or null, found a boolean",
    );
}

#[cfg(feature = "editor")]
#[test]
fn editor_default_shape() {
    assert_err(
        editor(json!({"default": [1]})),
        "schema.body.default",
        "expected a string, number, object or null, found an array",
    );
}

#[test]
fn class_options_shapes() {
    assert_err(
        select(json!({"addClasses": "x"})),
        "schema.country.addClasses",
        "expected an object, found a string",
    );
    assert_err(
        select(json!({"removeClass": "x"})),
        "schema.country.removeClass",
        "expected an array, object or null, found a string",
    );
    assert_err(
        select(json!({"views": {"SelectElement": 1}})),
        "schema.country.views.SelectElement",
        "expected a string, found a number",
    );
    assert_err(
        select(json!({"slots": {"label": {}}})),
        "schema.country.slots.label",
        r#"expected a string or {"fn": "<name>"}, found an object"#,
    );
}

#[test]
fn the_first_error_in_document_order_is_reported() {
    let schema = json!({
        "ok": {"type": "select"},
        "country": {"type": "select", "limit": "x", "search": "y"},
        "later": {"type": "nope"},
    });
    assert_eq!(err(schema).path, "schema.country.limit");
}

#[test]
fn invalid_json_text() {
    let e = FormSchema::from_json("{\"a\": ").unwrap_err();
    assert_eq!(e.path, "schema");
    assert!(e.reason.starts_with("invalid JSON: "), "{}", e.reason);
}

#[test]
fn serde_deserialize_reports_the_path() {
    let e =
        serde_json::from_value::<FormSchema>(select(json!({"openDirection": "left"}))).unwrap_err();
    assert!(
        e.to_string()
            .starts_with(r#"schema.country.openDirection: unknown value "left""#),
        "{e}"
    );
}

#[cfg(not(feature = "textarea"))]
#[test]
fn a_text_family_type_without_its_feature_names_the_feature() {
    assert_err(
        json!({"bio": {"type": "textarea"}}),
        "schema.bio.type",
        r#"the "textarea" element needs yewform's "textarea" feature"#,
    );
}

/// A top-level element name follows the rule of a container's children: not empty, no `.`
/// (a dotted path would name `a.b` below `a`), not `*` (audit 2: only children were checked).
#[test]
fn top_level_names_may_not_be_empty_dotted_or_a_wildcard() {
    for name in ["", "a.b", "*"] {
        let e = err(json!({ name: {"type": "select"} }));
        assert_eq!(e.path, format!("schema.{name}"), "{name:?}");
        assert_eq!(
            e.reason,
            "an element name may not be empty, be \"*\" or all digits, or contain \".\", \"__\" or whitespace",
            "{name:?}"
        );
    }
}

/// Audit 2 #7: a browser timer takes at most 2,147,483,647 ms (a signed 32-bit count; more
/// wraps to a negative wait, which fires at once): a longer `debounce`, `delay` or rule
/// `debounce=` is refused, not turned into no wait.
#[test]
fn waits_past_a_browser_timer_are_refused() {
    const TOO_LONG: u64 = 3_000_000_000;
    let reason =
        "expected at most 2147483647 ms (the longest a browser timer waits), found 3000000000";
    assert_err(
        json!({"s": {"type": "select", "search": true, "delay": TOO_LONG}}),
        "schema.s.delay",
        reason,
    );
    #[cfg(feature = "text")]
    assert_err(
        json!({"t": {"type": "text", "debounce": TOO_LONG}}),
        "schema.t.debounce",
        reason,
    );
    #[cfg(feature = "editor")]
    assert_err(
        json!({"t": {"type": "t-editor", "debounce": TOO_LONG}}),
        "schema.t.debounce",
        reason,
    );
    #[cfg(all(feature = "rules", feature = "text"))]
    {
        let e = err(json!({"t": {"type": "text", "rules": ["email:debounce=3000000000"]}}));
        assert!(e.path.starts_with("schema.t.rules"), "{e}");
        assert!(e.reason.contains("2147483647"), "{e}");
    }
    let longest = 2_147_483_647_u64;
    let mut ok = serde_json::Map::new();
    ok.insert(
        "s".into(),
        json!({"type": "select", "search": true, "delay": longest}),
    );
    #[cfg(feature = "text")]
    ok.insert("t".into(), json!({"type": "text", "debounce": longest}));
    #[cfg(all(feature = "rules", feature = "text"))]
    ok.insert(
        "r".into(),
        json!({"type": "text", "rules": [format!("email:debounce={longest}")]}),
    );
    FormSchema::from_value(&Value::Object(ok)).unwrap();
}

#[test]
fn names_and_ids_that_would_break_the_pages_ids_are_refused() {
    for (schema, path) in [
        (
            json!({"email__label": {"type": "select"}}),
            "schema.email__label",
        ),
        (
            json!({"first name": {"type": "select"}}),
            "schema.first name",
        ),
        (
            json!({"a": {"type": "select", "id": "my field"}}),
            "schema.a.id",
        ),
        (json!({"a": {"type": "select", "id": ""}}), "schema.a.id"),
        // Digits are a list item's position when `*` is filled.
        (json!({"2024": {"type": "select"}}), "schema.2024"),
    ] {
        let err = FormSchema::from_value(&schema).unwrap_err().to_string();
        assert!(err.starts_with(&format!("{path}: ")), "{err}");
    }
    assert!(
        FormSchema::from_value(&json!({"first_name": {"type": "select", "id": "x-1"}})).is_ok()
    );
    #[cfg(feature = "object")]
    {
        let inner = json!({"years": {"type": "object", "schema": {"2024": {"type": "select"}}}});
        let err = FormSchema::from_value(&inner).unwrap_err().to_string();
        assert!(err.starts_with("schema.years.schema.2024: "), "{err}");
    }
}

/// An `id` option names one field: two elements given the same one would share every
/// `<label for>` and ARIA reference (audit 6). The second is refused, naming the first.
#[test]
fn an_id_given_twice_is_refused_with_both_paths() {
    let e = err(json!({
        "first": {"type": "select", "items": ["a"], "id": "pick"},
        "second": {"type": "select", "items": ["b"], "id": "pick"}
    }));
    assert_eq!(e.path, "schema.second.id");
    assert!(e.to_string().contains("schema.first.id"), "{e}");
}

/// An `id` option may not take another element's generated id (`yf-<path>`, with a form id
/// `yf-<form id>-<path>`), a part's id (`<field id>__label`, …) or the id a list item's
/// `id` option gives an item (`qty-0`): docs/dom.md promises unique ids (audit 9 #3).
#[test]
fn an_id_that_another_elements_id_or_part_takes_is_refused() {
    assert_err(
        json!({"a": {"type": "select", "id": "yf-b"}, "b": {"type": "select"}}),
        "schema.a.id",
        "an id may not start with \"yf-\": the form gives its elements such ids (yf-<path>, yf-<form id>-<path>)",
    );
    assert_err(
        json!({"a": {"type": "select", "id": "yf-f-b"}, "b": {"type": "select"}}),
        "schema.a.id",
        "an id may not start with \"yf-\": the form gives its elements such ids (yf-<path>, yf-<form id>-<path>)",
    );
    assert_err(
        json!({"a": {"type": "select", "id": "pick__label"}, "b": {"type": "select", "id": "pick"}}),
        "schema.a.id",
        "an id may not hold \"__\": it joins a field's id to its parts' (<id>__label, <id>__error, …)",
    );
    #[cfg(feature = "list")]
    {
        assert_err(
            json!({
                "a": {"type": "select", "id": "qty-0"},
                "lines": {"type": "list", "element": {"type": "select", "id": "qty"}},
            }),
            "schema.a.id",
            "the id \"qty-0\" is one that schema.lines.element.id gives a list item (\"qty\" and the item's index): an id names one field",
        );
        // Either order; one index per list around the item (`qty-2-1` in a list's list).
        assert_err(
            json!({
                "lines": {"type": "list", "object": {"schema": {
                    "sub": {"type": "list", "element": {"type": "select", "id": "qty"}},
                }}},
                "a": {"type": "select", "id": "qty-2-1"},
            }),
            "schema.a.id",
            "the id \"qty-2-1\" is one that schema.lines.object.schema.sub.element.id gives a list item (\"qty\" and the item's index): an id names one field",
        );
        // More `-<digits>` parts than lists around the item: no item takes that id.
        assert!(
            FormSchema::from_value(&json!({
                "lines": {"type": "list", "element": {"type": "select", "id": "qty"}},
                "a": {"type": "select", "id": "qty-2-1"},
            }))
            .is_ok()
        );
        // `-<digits>` beside an id outside any list is fine.
        assert!(
            FormSchema::from_value(&json!({
                "a": {"type": "select", "id": "qty-0"},
                "b": {"type": "select", "id": "qty"},
            }))
            .is_ok()
        );
    }
}

/// A function reference given to a text option is an error naming the slot (or what to do
/// instead), never read as a locale named `fn` (audit 8 #2).
#[cfg(all(
    feature = "button",
    feature = "static",
    feature = "text",
    feature = "checkbox",
    feature = "radio",
    feature = "toggle"
))]
#[test]
fn function_reference_in_a_text_option_names_the_slot() {
    let cases = [
        (
            json!({"b": {"type": "button", "buttonLabel": {"fn": "x"}}}),
            "schema.b.buttonLabel",
            "\"default\" slot",
        ),
        (
            json!({"t": {"type": "text", "addons": {"before": {"fn": "x"}}}}),
            "schema.t.addons.before",
            "\"addon-before\" slot",
        ),
        (
            json!({"t": {"type": "text", "addons": {"after": {"fn": "x"}}}}),
            "schema.t.addons.after",
            "\"addon-after\" slot",
        ),
        (
            json!({"c": {"type": "checkbox", "text": {"fn": "x"}}}),
            "schema.c.text",
            "\"default\" slot",
        ),
        (
            json!({"r": {"type": "radio", "text": {"fn": "x"}}}),
            "schema.r.text",
            "\"default\" slot",
        ),
        (
            json!({"t": {"type": "text", "label": {"fn": "x"}}}),
            "schema.t.label",
            "\"label\" slot",
        ),
        (
            json!({"t": {"type": "text", "before": {"fn": "x"}}}),
            "schema.t.before",
            "\"before\" slot",
        ),
        (
            json!({"t": {"type": "text", "description": {"fn": "x"}}}),
            "schema.t.description",
            "\"description\" slot",
        ),
        (
            json!({"t": {"type": "text", "placeholder": {"fn": "x"}}}),
            "schema.t.placeholder",
            "takes no function",
        ),
        (
            json!({"t": {"type": "text", "fieldName": {"fn": "x"}}}),
            "schema.t.fieldName",
            "takes no function",
        ),
        (
            json!({"g": {"type": "toggle", "labels": {"on": {"fn": "x"}}}}),
            "schema.g.labels.on",
            "takes no function",
        ),
    ];
    for (schema, path, needle) in cases {
        let e = err(schema.clone());
        assert_eq!(e.path, path, "for {schema}");
        assert!(
            e.reason.contains(needle) && e.reason.contains("takes no function"),
            "for {schema}: {}",
            e.reason
        );
    }
    // A locale map with other keys stays a locale map; `content` keeps its function.
    assert!(
        FormSchema::from_value(&json!({"t": {"type": "text", "label": {"en": "A", "de": "B"}}}))
            .is_ok()
    );
    assert!(
        FormSchema::from_value(&json!({"s": {"type": "static", "content": {"fn": "x"}}})).is_ok()
    );
}

#[cfg(feature = "text")]
#[test]
fn function_reference_in_a_message_or_select_text() {
    let e = err(json!({"t": {"type": "text", "messages": {"before": {"fn": "x"}}}}));
    assert_eq!(e.path, "schema.t.messages.before");
    assert!(!e.reason.contains("slot"), "{}", e.reason);
    let e = err(select(json!({"noResultsText": {"fn": "x"}})));
    assert_eq!(e.path, "schema.country.noResultsText");
    assert!(e.reason.contains("\"no-results\" slot"), "{}", e.reason);
    let e = err(select(json!({"placeholder": {"fn": "x"}})));
    assert!(e.reason.contains("\"placeholder\" slot"), "{}", e.reason);
}

/// The groups read no grouped items (the select's only, as in the reference; README and
/// guide ch. 10 say so).
#[cfg(all(feature = "checkboxgroup", feature = "radiogroup"))]
#[test]
fn a_group_refuses_grouped_items() {
    for kind in ["checkboxgroup", "radiogroup"] {
        let e = err(json!({"x": {"type": kind, "items": [{"label": "G", "items": ["a"]}]}}));
        assert!(e.path.starts_with("schema.x.items[0]"), "{kind}: {e}");
    }
}

/// Audit 8 #4: per-language `rules` keyed by a code the form's languages lack fail closed (a
/// typo must not remove a `required` rule).
#[cfg(feature = "editor")]
#[test]
fn per_language_rules_for_an_unknown_language_are_an_error() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::{FormError, FormState};
    let config =
        FormConfig::from_value(&json!({"languages": {"en": "English", "de": "Deutsch"}})).unwrap();
    let build = |rules: Value| {
        let schema = FormSchema::from_value(&editor(json!({ "rules": rules }))).unwrap();
        FormState::from_schema(&schema, &config, &json!({}), Date::EPOCH)
    };
    match build(json!({"EN": "required"})) {
        Err(FormError::Schema(e)) => {
            assert_eq!(e.path, "schema.body.rules.EN");
            assert!(e.reason.contains("en, de"), "{}", e.reason);
        }
        Err(other) => panic!("unexpected error {other}"),
        Ok(_) => panic!("a rule for an unknown language was accepted"),
    }
    assert!(build(json!({"de": "required"})).is_ok(), "a known code");
}

/// The id checks cost about one lookup per id and per list around an item, not a scan of
/// every id per id (audit 11 F4): 20,000 ids and one id of 50,000 `-1` parts.
#[cfg(feature = "list")]
#[test]
fn many_ids_and_a_long_id_are_checked_quickly() {
    let mut schema = serde_json::Map::new();
    for i in 0..20_000 {
        schema.insert(
            format!("f{i}"),
            json!({"type": "select", "id": format!("f{i}")}),
        );
    }
    schema.insert(
        "lines".into(),
        json!({"type": "list", "element": {"type": "select", "id": "a"}}),
    );
    schema.insert(
        "long".into(),
        json!({"type": "select", "id": format!("a{}", "-1".repeat(50_000))}),
    );
    let start = std::time::Instant::now();
    assert!(FormSchema::from_value(&Value::Object(schema.clone())).is_ok());
    // Generous for a debug build on a busy machine.
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    // A duplicate among them is still found.
    schema.insert("dup".into(), json!({"type": "select", "id": "f19999"}));
    assert_eq!(
        FormSchema::from_value(&Value::Object(schema))
            .unwrap_err()
            .path,
        "schema.dup.id"
    );
}
