//! Valid schemas are read into typed options with the spec's defaults.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic
#![recursion_limit = "512"]

use serde_json::json;
use yewform_core::locale::Localizable;
use yewform_core::schema::{
    AddOptionOn, CommonOptions, ElementSchema, Floating, FormSchema, InfoPosition, OpenDirection,
    SelectSchema, Size,
};
#[cfg(feature = "editor")]
use yewform_core::schema::{EditorTool, TEditorSchema};

fn one(schema: serde_json::Value) -> ElementSchema {
    let parsed = FormSchema::from_value(&schema).unwrap();
    assert_eq!(parsed.len(), 1);
    std::sync::Arc::unwrap_or_clone(parsed.elements.into_iter().next().unwrap().1)
}

fn select(schema: serde_json::Value) -> SelectSchema {
    match one(schema) {
        ElementSchema::Select(s) => s,
        other => panic!("expected a select, got {other:?}"),
    }
}

#[cfg(feature = "editor")]
fn editor(schema: serde_json::Value) -> TEditorSchema {
    match one(schema) {
        ElementSchema::TEditor(e) => e,
        other => panic!("expected an editor, got {other:?}"),
    }
}

#[cfg(feature = "editor")]
#[test]
fn the_readme_example() {
    let schema = FormSchema::from_json(
        r#"{"country": {"type": "select", "items": "/api/countries", "search": true, "label": "Country"},
            "body": {"type": "t-editor", "rules": {"en": "required"}}}"#,
    )
    .unwrap();
    assert_eq!(schema.names().collect::<Vec<_>>(), ["country", "body"]);
    let Some(ElementSchema::Select(country)) = schema.get("country") else {
        panic!()
    };
    assert_eq!(*country.items, json!("/api/countries"));
    assert!(country.search);
    assert!(!country.is_native());
    assert_eq!(country.common.label, Some(Localizable::from("Country")));
    let Some(ElementSchema::TEditor(body)) = schema.get("body") else {
        panic!()
    };
    assert_eq!(body.common.rules, json!({"en": "required"}));
    assert_eq!(
        schema.get("body").map(ElementSchema::type_name),
        Some("t-editor")
    );
    assert!(schema.get("nope").is_none());
}

#[test]
fn select_defaults_follow_the_spec() {
    let s = select(json!({"c": {"type": "select"}}));
    assert_eq!(s, SelectSchema::default());
    assert!(s.native && s.is_native());
    assert_eq!(*s.items, json!({}));
    assert_eq!(
        (s.label_prop.as_str(), s.value_prop.as_str()),
        ("label", "value")
    );
    assert_eq!(s.search_param, "query");
    assert!(s.strict && s.append_new_option && s.can_deselect && s.can_clear && s.close_on_select);
    assert_eq!(s.add_option_on, vec![AddOptionOn::Enter]);
    assert_eq!((s.limit, s.delay, s.min_chars), (-1, -1, 0));
    assert_eq!(
        (s.group_label.as_str(), s.group_options.as_str()),
        ("label", "items")
    );
    assert_eq!(s.open_direction, OpenDirection::Bottom);
    assert!(s.resolve_on_load && s.filter_results && s.caret && s.truncate);
    assert!(!s.loading && !s.search && !s.create && !s.object && !s.groups && !s.allow_absent);
    assert_eq!(s.input_type, "text");
    assert_eq!(
        (s.attrs.clone(), s.extend_options.clone()),
        (json!({}), json!({}))
    );
    assert_eq!(s.floating, None);
    assert_eq!(s.no_options_text, None);
}

#[test]
fn common_defaults_follow_the_spec() {
    let c = CommonOptions::default();
    assert_eq!(select(json!({"c": {"type": "select"}})).common, c);
    assert_eq!(c.info_position, InfoPosition::Right);
    assert!(c.submit && c.display_errors && !c.inline);
    assert_eq!(c.disabled, json!(false));
    assert_eq!(c.conditions, json!([]));
    assert_eq!(c.messages, json!({}));
    assert_eq!(c.size, None);
    assert!(c.events.is_empty() && c.presets.is_empty());
}

#[cfg(feature = "editor")]
#[test]
fn editor_defaults_follow_the_spec() {
    let e = editor(json!({"b": {"type": "t-editor"}}));
    assert_eq!(e, TEditorSchema::default());
    assert!(e.hide_tools.is_empty());
    assert_eq!((e.accept.clone(), e.accept_mimes.clone()), (None, None));
    assert_eq!(
        (e.endpoint.clone(), e.method.clone(), e.debounce),
        (None, None, None)
    );
}

#[test]
fn create_or_search_make_the_select_non_native() {
    assert!(!select(json!({"c": {"type": "select", "create": true}})).is_native());
    assert!(!select(json!({"c": {"type": "select", "native": false}})).is_native());
    assert!(select(json!({"c": {"type": "select", "search": false}})).is_native());
}

#[test]
fn every_select_option_is_read() {
    let s = select(json!({"c": {
        "type": "select", "native": false, "items": [{"g": "G", "o": [{"id": 1, "name": "One"}]}], "labelProp": "name", "valueProp": "id",
        "dataKey": "data.items", "searchParam": "q", "search": true, "trackBy": "name", "strict": false,
        "create": true, "appendNewOption": false, "addOptionOn": ["space", ";", ",", "tab", "blur"],
        "allowAbsent": true, "object": true, "limit": 10, "groups": true, "groupLabel": "g",
        "groupOptions": "o", "groupHideEmpty": true, "openDirection": "top", "appendToBody": true,
        "appendTo": "#x", "canDeselect": false, "canClear": false, "closeOnSelect": false,
        "closeOnDeselect": true, "clearOnRefetch": true, "delay": 300, "minChars": 2,
        "resolveOnLoad": false, "filterResults": false, "clearOnSearch": true, "caret": false,
        "truncate": false, "loading": true, "noOptionsText": {"en": "None", "de": "Keine"},
        "noResultsText": "Nothing", "autocomplete": "off", "inputType": "search",
        "extendOptions": {"closeOnSelect": false}, "attrs": {"data-x": 1}, "floating": false
    }}));
    assert_eq!(s.track_by, Some(vec!["name".to_string()]));
    assert_eq!(
        s.add_option_on,
        vec![
            AddOptionOn::Space,
            AddOptionOn::Semicolon,
            AddOptionOn::Comma,
            AddOptionOn::Tab,
            AddOptionOn::Blur
        ]
    );
    assert_eq!((s.limit, s.delay, s.min_chars), (10, 300, 2));
    assert_eq!(s.open_direction, OpenDirection::Top);
    assert_eq!(s.data_key.as_deref(), Some("data.items"));
    assert_eq!(s.floating, Some(Floating::Off));
    assert_eq!(
        s.no_options_text.as_ref().map(|t| t.resolve("de", "en")),
        Some("Keine".to_string())
    );
    assert_eq!(s.no_results_text, Some(Localizable::from("Nothing")));
    assert!(!s.strict && s.create && s.object && s.groups && s.loading && s.clear_on_search);
    assert_eq!(s.append_to.as_deref(), Some("#x"));
}

#[cfg(feature = "editor")]
#[test]
fn every_editor_option_is_read() {
    let e = editor(json!({"b": {
        "type": "t-editor", "accept": ["pdf", "png"], "acceptMimes": ["application/pdf"],
        "endpoint": "/upload", "method": "put", "hideTools": ["attach", "bullet-list", "redo"],
        "debounce": 250, "default": {"en": "<p>Hi</p>", "de": "<p>Hallo</p>"}, "placeholder": "Write…"
    }}));
    assert_eq!(e.accept, Some(vec!["pdf".to_string(), "png".to_string()]));
    assert_eq!(e.accept_mimes, Some(vec!["application/pdf".to_string()]));
    assert_eq!(
        (e.endpoint.as_deref(), e.method.as_deref()),
        (Some("/upload"), Some("put"))
    );
    assert_eq!(
        e.hide_tools,
        vec![EditorTool::Attach, EditorTool::BulletList, EditorTool::Redo]
    );
    assert_eq!(e.debounce, Some(250));
    assert_eq!(
        e.common.default,
        json!({"en": "<p>Hi</p>", "de": "<p>Hallo</p>"})
    );
    assert_eq!(e.common.placeholder, Some(Localizable::from("Write…")));
}

#[test]
fn common_options_are_read() {
    // Conditions in `disabled` and `conditions` need the `conditions` feature (without it
    // they are schema errors, tests/features.rs); the other options are read either way.
    #[cfg(feature = "conditions")]
    let (disabled, conditions) = (
        json!([["other", "x"]]),
        json!([["other", "!=", "x"], ["birth", "not_empty"]]),
    );
    #[cfg(not(feature = "conditions"))]
    let (disabled, conditions) = (json!(true), json!([]));
    let s = select(json!({"c": {
        "type": "select", "name": "c", "id": "country-id", "disabled": disabled,
        "label": {"en": "Country", "de": "Land"}, "info": "Pick one", "infoPosition": "top",
        "description": "d", "before": 5, "between": "b", "after": "a", "default": "de", "submit": false,
        "rules": "nullable|required:debounce=300", "fieldName": "Land", "messages": {"required": {"de": "Pflicht"}},
        "displayErrors": false, "conditions": conditions, "columns": 6,
        "inline": true, "size": "lg", "view": "compact", "views": {"ElementLabel": "bold"},
        "addClasses": {"SelectElement": {"input": "a"}}, "addClass": "x", "removeClasses": {},
        "removeClass": ["y"], "replaceClasses": {}, "replaceClass": {"a": "b"}, "overrideClasses": {},
        "overrideClass": {"input": "z"}, "templates": {}, "presets": ["p1", "p2"],
        "slots": {"label": "<b>Country</b>"}
    }}));
    let c = &s.common;
    assert_eq!(c.id.as_deref(), Some("country-id"));
    assert_eq!(c.disabled, disabled);
    assert_eq!(
        c.label.as_ref().map(|l| l.resolve("de", "en")),
        Some("Land".into())
    );
    assert_eq!(c.before, Some(Localizable::from("5")));
    assert_eq!(c.info_position, InfoPosition::Top);
    assert_eq!(c.size, Some(Size::Lg));
    assert_eq!(c.rules, json!("nullable|required:debounce=300"));
    assert_eq!(c.columns, json!(6));
    assert_eq!(c.presets, vec!["p1".to_string(), "p2".to_string()]);
    assert!(!c.submit && !c.display_errors && c.inline);
    assert_eq!(c.view.as_deref(), Some("compact"));
}

#[cfg(feature = "editor")]
#[test]
fn event_keys_become_handler_names() {
    let s = select(json!({"c": {
        "type": "select", "onChange": "save", "onSearchChange": "find", "onBeforeMount": "prep"
    }}));
    assert_eq!(
        s.common.events,
        vec![
            ("change".to_string(), "save".to_string()),
            ("search-change".to_string(), "find".to_string()),
            ("beforeMount".to_string(), "prep".to_string()),
        ]
    );
    let e = editor(json!({"b": {"type": "t-editor", "onAlert": "warn", "onBlur": "left"}}));
    assert_eq!(e.common.events.len(), 2);
}

#[cfg(feature = "editor")]
#[test]
fn to_value_is_full_and_round_trips() {
    let schema = FormSchema::from_value(&json!({
        "c": {"type": "select", "search": true, "onChange": "save", "floating": {"en": "F"}},
        "b": {"type": "t-editor", "hideTools": ["bold"]},
    }))
    .unwrap();
    let value = schema.to_value();
    assert_eq!(value["c"]["type"], json!("select"));
    assert_eq!(value["c"]["labelProp"], json!("label"));
    assert_eq!(value["c"]["addOptionOn"], json!(["enter"]));
    assert_eq!(value["c"]["onChange"], json!("save"));
    assert_eq!(value["c"]["floating"], json!({"en": "F"}));
    assert_eq!(value["c"]["dataKey"], json!(null));
    assert_eq!(value["b"]["hideTools"], json!(["bold"]));
    assert!(value["b"].get("items").is_none());
    assert_eq!(value["c"].as_object().unwrap().len(), 1 + 34 + 42 + 1);
    assert_eq!(FormSchema::from_value(&value).unwrap(), schema);
    let text = serde_json::to_string(&schema).unwrap();
    assert_eq!(serde_json::from_str::<FormSchema>(&text).unwrap(), schema);
}

#[cfg(feature = "editor")]
#[test]
fn key_order_of_the_schema_is_kept() {
    let schema = FormSchema::from_json(
        r#"{"z": {"type": "select"}, "a": {"type": "select"}, "m": {"type": "t-editor"}}"#,
    )
    .unwrap();
    assert_eq!(schema.names().collect::<Vec<_>>(), ["z", "a", "m"]);
    let value = schema.to_value();
    assert_eq!(
        value.as_object().unwrap().keys().collect::<Vec<_>>(),
        ["z", "a", "m"]
    );
}

#[test]
fn nulls_mean_unset_for_optional_options() {
    let s = select(
        json!({"c": {"type": "select", "dataKey": null, "label": null, "size": null, "floating": null}}),
    );
    assert_eq!(s, SelectSchema::default());
}

#[test]
fn whole_numbers_written_as_floats_are_integers() {
    assert_eq!(
        select(json!({"c": {"type": "select", "limit": 5.0}})).limit,
        5
    );
}

#[cfg(feature = "editor")]
#[test]
fn an_entry_read_by_value_equals_the_entry_read_by_reference() {
    for entry in [
        json!({"type": "select", "label": "Size", "items": ["S", "M"], "rules": "required"}),
        json!({"type": "select", "items": {"de": "Germany", "fr": "France"}, "native": false}),
        json!({"type": "select", "items": "/api/countries", "search": true}),
        json!({"type": "select", "items": ["a"], "extendOptions": {"items": ["b"]}}),
        json!({"type": "select"}),
        json!({"type": "t-editor", "label": "Text"}),
    ] {
        let by_reference = one(json!({ "el": entry.clone() }));
        let by_value = ElementSchema::from_owned("el", entry.clone()).unwrap();
        assert_eq!(by_value, by_reference, "{entry}");
    }
    for bad in [
        json!({"type": "select", "items": 3}),
        json!({"type": "select", "items": ["a"], "serach": true}),
        json!({"type": "nope"}),
    ] {
        let by_reference = FormSchema::from_value(&json!({ "el": bad.clone() })).unwrap_err();
        let by_value = ElementSchema::from_owned("el", bad.clone()).unwrap_err();
        assert_eq!(by_value, by_reference, "{bad}");
    }
}

/// Every element that can fail an items endpoint or a server rule fires `error` (guide ch. 5),
/// so a schema can listen to it with `onError` (audit 2: it was refused but on the t-editor).
#[cfg(all(
    feature = "text",
    feature = "hidden",
    feature = "tags",
    feature = "radiogroup"
))]
#[test]
fn on_error_is_read_on_every_element_that_fires_error() {
    for entry in [
        json!({"type": "select", "items": "/api/cities", "onError": "warn"}),
        json!({"type": "tags", "items": "/api/cities", "onError": "warn"}),
        json!({"type": "multiselect", "items": "/api/cities", "onError": "warn"}),
        json!({"type": "text", "rules": "unique:users", "onError": "warn"}),
        json!({"type": "hidden", "rules": "unique:users", "onError": "warn"}),
        json!({"type": "radiogroup", "items": "/api/sizes", "onError": "warn"}),
        json!({"type": "checkboxgroup", "items": "/api/sizes", "onError": "warn"}),
    ] {
        let kind = entry["type"].clone();
        let parsed = FormSchema::from_value(&json!({ "a": entry }))
            .unwrap_or_else(|e| panic!("{kind}: {e}"));
        let (_, element) = parsed.elements.into_iter().next().unwrap();
        assert_eq!(
            element.common().events,
            vec![("error".to_string(), "warn".to_string())],
            "{kind}"
        );
    }
}
