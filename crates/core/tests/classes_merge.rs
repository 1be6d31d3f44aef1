//! Class merging as a theme user sees it: which classes end up on which box.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use std::rc::Rc;

use serde_json::{Value, json};
use yewform_core::classes::{
    ClassContext, ClassError, ClassLevel, ClassMap, ClassMerger, ComputedClasses, resolve_view,
};

fn theme() -> ClassMap {
    ClassMap::from_value(&json!({
        "SelectElement": {
            "container": "vf-text-type",
            "input": "vf-input vf-native-select",
            "select": {"container": "vf-multiselect", "option": ["vf-option"]},
        },
        "SelectElement_tabs": {"container": "vf-tabs", "input": "vf-tab-input"},
        "ElementLabel": {"container": "vf-label"},
    }))
    .unwrap()
}

fn select(config: Value, form: Value, element: Value) -> ComputedClasses {
    let theme = theme();
    ClassMerger::new(&theme)
        .with_config(&config)
        .with_form(&form)
        .with_element(&element)
        .classes_for("SelectElement")
}

#[test]
fn theme_strings_are_split_and_lists_deduplicated() {
    let c = select(Value::Null, Value::Null, json!({"type": "select"}));
    assert_eq!(c.get("container"), "vf-text-type");
    assert_eq!(c.list("input"), ["vf-input", "vf-native-select"]);
    assert_eq!(c.get("select.container"), "vf-multiselect");
    assert_eq!(c.get("select"), "");
    assert_eq!(c.get("missing"), "");
    assert_eq!(c.main_key(), Some("container"));
}

#[test]
fn add_appends_a_union_from_strings_arrays_and_maps() {
    let c = select(
        Value::Null,
        json!({"addClasses": {"SelectElement": {
            "input": "a vf-input",
            "container": ["b", "c"],
            "select": {"option": "d", "dropdown": "new"},
            "fresh": "e e",
        }}}),
        Value::Null,
    );
    assert_eq!(c.get("input"), "vf-input vf-native-select a");
    assert_eq!(c.get("container"), "vf-text-type b c");
    assert_eq!(c.get("select.option"), "vf-option d");
    assert_eq!(c.get("select.dropdown"), "new");
    assert_eq!(c.get("fresh"), "e");
    assert!(c.warnings().is_empty());
}

#[test]
fn prepend_remove_replace_override() {
    let c = select(
        Value::Null,
        json!({
            "prependClasses": {"SelectElement": {"container": "first vf-text-type"}},
            "removeClasses": {"SelectElement": {"input": ["vf-native-select"]}},
            "replaceClasses": {"SelectElement": {
                "input": {"vf-input": ["my-input", "wide"]},
                "select": {"container": [{"vf-multiselect": "ms"}, {"ms": "ms2"}]},
            }},
            "overrideClasses": {"SelectElement": {"select": {"option": "only"}}},
        }),
        Value::Null,
    );
    assert_eq!(c.get("container"), "first vf-text-type");
    assert_eq!(c.get("input"), "my-input wide");
    assert_eq!(c.get("select.container"), "ms2");
    assert_eq!(c.get("select.option"), "only");
}

#[test]
fn steps_run_config_then_form_then_element_then_locals() {
    let c = select(
        json!({"overrideClasses": {"SelectElement": {"input": "cfg"}}}),
        json!({"addClasses": {"SelectElement": {"input": "form"}}}),
        json!({
            "type": "select",
            "removeClasses": {"SelectElement": {"input": "cfg"}},
            "addClass": {"input": "local"},
            "overrideClass": {"input": ["final", "form"]},
        }),
    );
    // config overrode, form added, element removed, then the locals: add, override.
    assert_eq!(c.get("input"), "final form");

    // Within one step: add before remove, so a class added and removed is gone.
    let c = select(
        Value::Null,
        json!({
            "addClasses": {"SelectElement": {"input": "x"}},
            "removeClasses": {"SelectElement": {"input": "x"}},
        }),
        Value::Null,
    );
    assert_eq!(c.get("input"), "vf-input vf-native-select");
}

#[test]
fn string_and_array_locals_apply_to_the_main_class() {
    let c = select(
        Value::Null,
        Value::Null,
        json!({
            "type": "select",
            "addClass": ["wide", "tall"],
            "removeClass": "tall",
            "replaceClass": {"vf-text-type": "text"},
        }),
    );
    assert_eq!(c.get("container"), "text wide");
    assert_eq!(c.get("input"), "vf-input vf-native-select");
    // Locals belong to the element's own component only.
    let theme = theme();
    let label = ClassMerger::new(&theme)
        .with_element(&json!({"type": "select", "addClass": "wide"}))
        .classes_for("ElementLabel");
    assert_eq!(label.get("container"), "vf-label");
    // With an explicit component name.
    let own = ClassMerger::new(&theme)
        .with_element(&json!({"addClass": "wide"}))
        .with_component("ElementLabel")
        .classes_for("ElementLabel");
    assert_eq!(own.get("container"), "vf-label wide");
}

#[test]
fn presets_apply_before_the_level_own_keys() {
    let theme = theme();
    let presets = json!({
        "bold": {"addClasses": {"SelectElement": {"input": "bold"}}},
        "plain": {"removeClasses": {"SelectElement": {"input": ["vf-input", "bold"]}}},
        "quiet": {"overrideClasses": {"SelectElement": {"container": "quiet"}}},
    });
    let c = ClassMerger::new(&theme)
        .with_presets(&presets)
        .with_config(&json!({"usePresets": ["bold"]}))
        .with_form(&json!({
            "presets": ["plain"],
            "addClasses": {"SelectElement": {"input": "bold"}},
        }))
        .with_element(&json!({"presets": ["quiet", "nope"]}))
        .classes_for("SelectElement");
    // config preset adds bold, form preset removes it and vf-input, form's own key adds it back.
    assert_eq!(c.get("input"), "vf-native-select bold");
    assert_eq!(c.get("container"), "quiet");
    assert_eq!(
        c.warnings(),
        [ClassError::UnknownPreset {
            path: "element.presets[1]".into(),
            name: "nope".into()
        }]
    );
}

#[test]
fn views_pick_the_view_specific_theme_entry() {
    let theme = theme();
    let views = json!({"SelectElement": "tabs"});
    let view = resolve_view(None, "SelectElement", &[&views]);
    let c = ClassMerger::new(&theme)
        .with_view(view.as_deref())
        .with_element(&json!({"type": "select", "addClass": "x"}))
        .classes_for("SelectElement");
    assert_eq!(c.get("container"), "vf-tabs x");
    assert_eq!(c.get("input"), "vf-tab-input");
    // A view the theme does not have falls back to the plain entry.
    let c = ClassMerger::new(&theme)
        .with_view(Some("nope"))
        .classes_for("SelectElement");
    assert_eq!(c.get("container"), "vf-text-type");
}

#[test]
fn class_functions_are_evaluated_with_the_context() {
    let theme = theme();
    let c = ClassMerger::new(&theme)
        .with_context(ClassContext {
            disabled: true,
            ..ClassContext::default()
        })
        .with_function(
            ClassLevel::Form,
            "addClasses",
            Rc::new(|ctx: &ClassContext| {
                let class = if ctx.disabled { "is-off" } else { "is-on" };
                json!({ ctx.component.clone(): {"input": class} })
            }),
        )
        .classes_for("SelectElement");
    assert_eq!(c.get("input"), "vf-input vf-native-select is-off");
}

#[test]
fn bad_options_are_reported_and_the_rest_applies() {
    let c = select(
        Value::Null,
        json!({"addClasses": {"SelectElement": {"input": 5, "container": "ok", "select": "flat"}}}),
        Value::Null,
    );
    assert_eq!(c.get("container"), "vf-text-type ok");
    let messages: Vec<String> = c.warnings().iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        vec![
            "form.addClasses.SelectElement.input: expected a class string or an array of classes, found a number".to_string(),
            "form.addClasses.SelectElement.select: this key holds a map of class keys; give classes for one of its keys".to_string(),
        ]
    );
    assert!(ClassMap::from_value(&json!({"X": "flat"})).is_err());
}

#[test]
fn vue_style_conditional_classes_inside_arrays() {
    let c = select(
        Value::Null,
        json!({"addClasses": {"SelectElement": {"input": [{"on": true, "off": false}, "plain"]}}}),
        Value::Null,
    );
    assert_eq!(c.get("input"), "vf-input vf-native-select on plain");
}

/// Audit 27B F2: `prependClasses` is read at the config level (merged by component, as
/// `addClasses`) and on a schema entry, as the reference's, not only in a preset; its
/// classes go before the theme's.
#[test]
fn prepend_classes_is_read_from_the_config_and_from_a_schema_entry() {
    use yewform_core::config::FormConfig;
    use yewform_core::schema::FormSchema;
    let config = FormConfig::from_value(&json!({
        "prependClasses": {"ElementLabel": {"container": "first"}},
    }))
    .unwrap()
    .merge(&json!({"prependClasses": {"SelectElement": {"input": "lead"}}}))
    .unwrap();
    let schema = FormSchema::from_value(&json!({
        "a": {"type": "select", "prependClasses": {"ElementLabel": {"container": "own"}}},
    }))
    .unwrap();
    let element = schema.get("a").unwrap().to_value();
    assert_eq!(
        element["prependClasses"],
        json!({"ElementLabel": {"container": "own"}})
    );
    let theme = theme();
    let merger = ClassMerger::new(&theme)
        .with_config(&config.to_value())
        .with_element(&element);
    assert_eq!(
        merger.classes_for("ElementLabel").get("container"),
        "own first vf-label"
    );
    assert_eq!(
        merger.classes_for("SelectElement").get("input"),
        "lead vf-input vf-native-select"
    );
}
