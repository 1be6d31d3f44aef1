//! Presets, views, size, columns and templates layered into an element's presentation:
//! config < config `usePresets` presets < element `presets` < element options.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::layout::{Presentation, column_classes, yf_column_class};
use yewform_core::schema::{FormSchema, Size};

fn presentation(config: Value, element: Value) -> Presentation {
    let config = FormConfig::from_value(&config).unwrap();
    let mut entry = element;
    entry["type"] = json!("select");
    entry["items"] = json!([1, 2]);
    let schema = FormSchema::from_value(&json!({ "el": entry })).unwrap();
    Presentation::resolve(&config, schema.elements[0].1.common(), "SelectElement")
}

fn presets() -> Value {
    json!({
        "small": {"size": "sm"},
        "large": {"size": "lg"},
        "horizontal": {"columns": {"label": 4, "wrapper": 8}},
        "narrow": {"columns": {"container": 6}},
        "pill": {"views": {"SelectElement": "pill", "ElementLabel": "caps"}},
        "fancy": {"templates": {"ElementLabel": "fancyLabel", "ElementError_caps": "capsError"}}
    })
}

#[test]
fn without_presets_the_size_is_the_configs() {
    assert_eq!(presentation(json!({}), json!({})).size, Size::Md);
    assert_eq!(
        presentation(json!({"size": "lg"}), json!({})).size,
        Size::Lg
    );
    assert_eq!(
        presentation(json!({"size": "lg"}), json!({"size": "sm"})).size,
        Size::Sm
    );
}

#[test]
fn element_preset_size_beats_the_form_and_loses_to_the_element() {
    let p = presentation(
        json!({"presets": presets(), "size": "lg"}),
        json!({"presets": ["small"]}),
    );
    assert_eq!(p.size, Size::Sm);
    let p = presentation(
        json!({"presets": presets()}),
        json!({"presets": ["small"], "size": "lg"}),
    );
    assert_eq!(p.size, Size::Lg);
    // The last preset that sets a size wins.
    let p = presentation(
        json!({"presets": presets()}),
        json!({"presets": ["small", "large"]}),
    );
    assert_eq!(p.size, Size::Lg);
}

#[test]
fn use_presets_set_the_form_size_under_the_element() {
    let config = json!({"presets": presets(), "usePresets": ["large"], "size": "sm"});
    assert_eq!(presentation(config.clone(), json!({})).size, Size::Lg);
    assert_eq!(
        presentation(config, json!({"presets": ["small"]})).size,
        Size::Sm
    );
}

#[test]
fn preset_columns_layer_between_config_and_element() {
    let config = json!({"presets": presets(), "columns": {"label": 3}});
    let p = presentation(config.clone(), json!({"presets": ["horizontal"]}));
    let c = column_classes(&p.columns, true, &yf_column_class);
    assert_eq!(c.label, ["yf-col-4"]);
    assert_eq!(c.inner_container, ["yf-col-8"]);
    assert_eq!(c.wrapper, ["yf-col-8"]);
    // The element's own columns win over its preset's.
    let p = presentation(
        config.clone(),
        json!({"presets": ["horizontal"], "columns": {"label": 6}}),
    );
    let c = column_classes(&p.columns, true, &yf_column_class);
    assert_eq!(c.label, ["yf-col-6"]);
    assert_eq!(c.wrapper, ["yf-col-8"]);
    // usePresets' columns sit under the config's columns.
    let p = presentation(
        json!({"presets": presets(), "usePresets": ["horizontal", "narrow"], "columns": {"label": 2}}),
        json!({}),
    );
    let c = column_classes(&p.columns, true, &yf_column_class);
    assert_eq!(c.container, ["yf-col-6"]);
    assert_eq!(c.label, ["yf-col-2"]);
    assert_eq!(c.wrapper, ["yf-col-8"]);
}

#[test]
fn views_layer_config_presets_element() {
    let p = presentation(
        json!({"presets": presets(), "views": {"SelectElement": "tabs", "ElementInfo": "dark"}}),
        json!({"presets": ["pill"]}),
    );
    assert_eq!(p.view.as_deref(), Some("pill"));
    assert_eq!(p.view_of("ElementLabel").as_deref(), Some("caps"));
    assert_eq!(p.view_of("ElementInfo").as_deref(), Some("dark"));
    // A child without a views entry takes the element's view.
    assert_eq!(p.view_of("ElementError").as_deref(), Some("pill"));
    let p = presentation(
        json!({"presets": presets()}),
        json!({"presets": ["pill"], "views": {"ElementLabel": "plain"}, "view": "big"}),
    );
    assert_eq!(p.view.as_deref(), Some("big"));
    assert_eq!(p.view_of("ElementLabel").as_deref(), Some("plain"));
    assert_eq!(p.view_of("ElementError").as_deref(), Some("big"));
}

#[test]
fn templates_are_names_layered_like_views_and_picked_by_view() {
    let p = presentation(json!({"presets": presets()}), json!({"presets": ["fancy"]}));
    assert_eq!(
        p.template_for("ElementLabel").as_deref(),
        Some("fancyLabel")
    );
    assert_eq!(p.template_for("ElementError"), None);
    // `<Name>_<view>` wins when the component has that view.
    let p = presentation(
        json!({"presets": presets()}),
        json!({"presets": ["fancy", "pill"], "templates": {"ElementError": "plainError"}}),
    );
    assert_eq!(p.view_of("ElementError").as_deref(), Some("pill"));
    assert_eq!(
        p.template_for("ElementError").as_deref(),
        Some("plainError")
    );
    let p = presentation(
        json!({"presets": presets(), "templates": {"ElementInfo": "configInfo"}}),
        json!({"presets": ["fancy"], "views": {"ElementError": "caps"}, "templates": {"ElementLabel": "mine"}}),
    );
    assert_eq!(p.template_for("ElementError").as_deref(), Some("capsError"));
    assert_eq!(p.template_for("ElementLabel").as_deref(), Some("mine"));
    assert_eq!(p.template_for("ElementInfo").as_deref(), Some("configInfo"));
}

#[test]
fn an_unknown_preset_is_reported_and_skipped() {
    let p = presentation(
        json!({"presets": presets(), "usePresets": ["nope"]}),
        json!({"presets": ["small", "missing"]}),
    );
    assert_eq!(p.size, Size::Sm);
    assert_eq!(
        p.warnings,
        [
            "config.usePresets[0]: no preset named \"nope\"",
            "presets[1]: no preset named \"missing\""
        ]
    );
}

#[test]
fn a_bad_preset_fails_when_the_config_is_read() {
    let err = |config: Value| {
        let e = FormConfig::from_value(&config).unwrap_err();
        (e.path, e.reason)
    };
    assert_eq!(
        err(json!({"presets": {"p": {"size": "xl"}}})).0,
        "config.presets.p.size"
    );
    let (path, reason) = err(json!({"presets": {"p": {"columns": {"label": 13}}}}));
    assert_eq!(path, "config.presets.p.columns.label");
    assert!(reason.contains("0 to 12"), "{reason}");
    let (path, reason) = err(json!({"presets": {"p": {"colums": 4}}}));
    assert_eq!(path, "config.presets.p.colums");
    assert!(reason.contains("did you mean \"columns\""), "{reason}");
    assert_eq!(
        err(json!({"presets": {"p": {"views": {"ElementLabel": 3}}}})).0,
        "config.presets.p.views.ElementLabel"
    );
    assert_eq!(err(json!({"presets": {"p": []}})).0, "config.presets.p");
}

#[test]
fn bad_columns_fail_when_the_schema_is_read() {
    let e = FormSchema::from_value(&json!({
        "el": {"type": "select", "items": [1], "columns": {"lable": 4}}
    }))
    .unwrap_err();
    assert_eq!(e.path, "schema.el.columns.lable");
    let e = FormConfig::from_value(&json!({"columns": {"container": 20}})).unwrap_err();
    assert_eq!(e.path, "config.columns.container");
}

/// A container's resolved size and view are its child's unless the child (or its presets)
/// sets its own; the form's size comes after the container's (audit 4 #2).
#[test]
fn a_parent_presentation_gives_its_size_and_view_to_the_child() {
    let config = FormConfig::from_value(&json!({"size": "lg", "presets": presets()})).unwrap();
    let schema = FormSchema::from_value(&json!({
        "plain": {"type": "select", "items": [1]},
        "own": {"type": "select", "items": [1], "size": "md", "view": "mine"},
        "preset": {"type": "select", "items": [1], "presets": ["large"]}
    }))
    .unwrap();
    let parent = Presentation {
        size: Size::Sm,
        view: Some("compact".into()),
        ..presentation(json!({}), json!({}))
    };
    let within = |i: usize| {
        Presentation::resolve_within(
            &config,
            schema.elements[i].1.common(),
            "SelectElement",
            Some(&parent),
        )
    };
    assert_eq!(
        within(0).size,
        Size::Sm,
        "the parent's, before the config's lg"
    );
    assert_eq!(within(0).view.as_deref(), Some("compact"));
    assert_eq!(within(1).size, Size::Md, "its own");
    assert_eq!(within(1).view.as_deref(), Some("mine"));
    assert_eq!(within(2).size, Size::Lg, "its preset's");
    let top = Presentation::resolve(&config, schema.elements[0].1.common(), "SelectElement");
    assert_eq!(top.size, Size::Lg, "no parent: the form's");
    assert_eq!(top.view, None);
}
