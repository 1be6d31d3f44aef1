//! The spec walk for the choice elements (`checkbox`, `toggle`, `radio`, `checkboxgroup`,
//! `radiogroup`): every common option of the shared contract (`docs/spec`), and every option
//! of the reference's tables for these elements (`../shared/reference/vueform-elements.md`
//! §3 and §4, when that file is there; the same names are kept below), is read by the
//! element type's schema reader; their `on<Event>` keys are read; the components have the
//! common event props and a render prop for every slot the reference names.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "checkbox",
    feature = "toggle",
    feature = "radio",
    feature = "checkboxgroup",
    feature = "radiogroup"
))]

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use yewform_core::schema::ElementSchema;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The first column of the first table after the heading containing `heading`.
fn table(text: &str, heading: &str) -> Vec<String> {
    let mut lines = text.lines();
    lines
        .find(|l| l.starts_with('#') && l.contains(heading))
        .unwrap_or_else(|| panic!("no heading {heading:?}"));
    lines
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .filter_map(|row| row.split('|').nth(1))
        .flat_map(|cell| cell.split([',', '/']))
        .map(|name| name.trim().trim_matches('`').trim().to_string())
        .filter(|name| !name.is_empty())
        .collect()
}

/// The reference's own options of each kind (its tables in §3 and §4).
const OWN: &[(&str, &[&str])] = &[
    (
        "checkbox",
        &[
            "text",
            "trueValue",
            "falseValue",
            "default",
            "align",
            "standalone",
        ],
    ),
    (
        "radio",
        &[
            "radioValue",
            "radioName",
            "text",
            "align",
            "standalone",
            "default",
        ],
    ),
    (
        "toggle",
        &[
            "text",
            "labels",
            "trueValue",
            "falseValue",
            "default",
            "extendOptions",
            "align",
            "standalone",
        ],
    ),
    (
        "checkboxgroup",
        &["items", "disables", "clearOnRefetch", "default"],
    ),
    (
        "radiogroup",
        &["items", "disables", "clearOnRefetch", "default"],
    ),
];

/// Reference options yewform leaves out on purpose, each explained in docs/differences.md
/// (the note quoted here must be there).
const KNOWN_GAPS: &[(&str, &str, &str)] =
    &[("toggle", "extendOptions", "A toggle has no `extendOptions`")];

fn refusal(type_name: &str, key: &str) -> Option<String> {
    let mut entry = serde_json::Map::new();
    entry.insert("type".into(), json!(type_name));
    entry.insert(
        key.into(),
        if key == "name" {
            json!("x")
        } else {
            Value::Null
        },
    );
    // Only an unknown key is a refusal (`null` is no valid value of every option).
    ElementSchema::from_owned("x", Value::Object(entry))
        .err()
        .map(|e| e.to_string())
        .filter(|text| {
            text.contains("unknown option")
                || text.contains("has no such option")
                || text.contains("has no \"")
        })
}

#[test]
fn every_common_and_own_option_is_read() {
    let spec = std::fs::read_to_string(
        repo_root().join("docs/spec/select-element-and-shared-contract.md"),
    )
    .unwrap();
    let common = table(&spec, "Common element options");
    assert!(common.len() > 20, "{common:?}");
    let mut missing = Vec::new();
    for (type_name, own) in OWN {
        for key in common.iter().map(String::as_str).chain(own.iter().copied()) {
            if KNOWN_GAPS
                .iter()
                .any(|(t, k, _)| t == type_name && *k == key)
            {
                assert!(
                    refusal(type_name, key).is_some(),
                    "{type_name}.{key} is no gap"
                );
                continue;
            }
            if let Some(reason) = refusal(type_name, key) {
                missing.push(format!("{type_name}.{key}: {reason}"));
            }
        }
        for event in ["change", "clear", "reset", "mounted", "beforeUnmount"] {
            let mut key = String::from("on");
            key.push_str(&event[..1].to_uppercase());
            key.push_str(&event[1..]);
            if let Some(reason) = refusal(type_name, &key) {
                missing.push(format!("{type_name}.{key}: {reason}"));
            }
        }
    }
    assert!(missing.is_empty(), "not read:\n{}", missing.join("\n"));
}

#[test]
fn the_kept_names_are_the_references_tables() {
    let reference = repo_root().join("../shared/reference/vueform-elements.md");
    let Ok(text) = std::fs::read_to_string(&reference) else {
        println!(
            "note: {} is not there; the names are not compared",
            reference.display()
        );
        return;
    };
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v.dedup();
        v
    };
    let own = |kind: &str| {
        let (_, names) = OWN.iter().find(|(k, _)| *k == kind).unwrap();
        names.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    assert_eq!(
        sorted(table(&text, "### CheckboxElement")),
        sorted(own("checkbox"))
    );
    assert_eq!(
        sorted(table(&text, "### RadioElement")),
        sorted(own("radio"))
    );
    assert_eq!(
        sorted(table(&text, "### ToggleElement")),
        sorted(own("toggle"))
    );
    assert_eq!(
        sorted(table(&text, "## 4. CheckboxgroupElement")),
        sorted(own("checkboxgroup"))
    );
}

#[test]
fn known_gaps_are_documented() {
    let differences = std::fs::read_to_string(repo_root().join("docs/differences.md")).unwrap();
    for (_, _, note) in KNOWN_GAPS {
        assert!(differences.contains(note), "docs/differences.md: {note:?}");
    }
}

/// The components have the common event props (a compile check).
#[test]
fn the_components_have_the_event_props() {
    use yew::Callback;
    use yewform_elements::choice::{
        CheckboxProps, CheckboxgroupProps, RadioProps, RadiogroupProps, ToggleProps,
    };
    let cb = || Some(Callback::from(|_: yewform_elements::FiredEvent| ()));
    let _ = yew::props!(CheckboxProps {
        name: "a",
        on_change: cb(),
        on_clear: cb(),
        on_reset: cb(),
        on_lifecycle: cb()
    });
    let _ = yew::props!(ToggleProps {
        name: "a",
        on_change: cb()
    });
    let _ = yew::props!(RadioProps {
        name: "a",
        on_change: cb()
    });
    let _ = yew::props!(CheckboxgroupProps {
        name: "a",
        on_change: cb()
    });
    let _ = yew::props!(RadiogroupProps {
        name: "a",
        on_change: cb()
    });
}

/// The backticked names in `line`.
fn backticked(line: &str) -> Vec<String> {
    line.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The reference's slot names after the heading containing `heading`: the `Slots:` line,
/// or the first bullet of a `**Slots.**` section up to "replaces".
fn reference_slots(text: &str, heading: &str) -> Vec<String> {
    let mut lines = text
        .lines()
        .skip_while(|l| !(l.starts_with('#') && l.contains(heading)));
    let line = lines
        .find(|l| l.starts_with("Slots:") || l.starts_with("**Slots.**"))
        .unwrap_or_else(|| panic!("no slots after {heading:?}"));
    if line.starts_with("Slots:") {
        return backticked(line);
    }
    let bullet = lines.find(|l| l.starts_with("- ")).unwrap_or_default();
    backticked(bullet.split("replaces").next().unwrap_or_default())
}

type SetSlot = fn(&mut yewform_elements::choice::ChoiceSlots);

/// The reference's slots of the choice elements: spec name → the render prop replacing it.
fn choice_slots() -> Vec<(&'static str, SetSlot)> {
    use yew::{Callback, html};
    vec![
        ("default", |s| {
            s.default = Some(Callback::from(|_| html! {}));
        }),
        ("checkbox", |s| {
            s.item = Some(Callback::from(|_| html! {}));
        }),
        ("radio", |s| {
            s.item = Some(Callback::from(|_| html! {}));
        }),
        ("label", |s| {
            s.layout.label = Some(Callback::from(|_| html! {}))
        }),
        ("info", |s| {
            s.layout.info = Some(Callback::from(|_| html! {}))
        }),
        ("required", |s| {
            s.layout.required = Some(Callback::from(|_| html! {}));
        }),
        ("description", |s| {
            s.layout.description = Some(Callback::from(|_| html! {}));
        }),
        ("before", |s| {
            s.layout.before = Some(Callback::from(|_| html! {}))
        }),
        ("between", |s| {
            s.layout.between = Some(Callback::from(|_| html! {}))
        }),
        ("after", |s| {
            s.layout.after = Some(Callback::from(|_| html! {}))
        }),
    ]
}

/// Every slot the reference names for these elements is a render prop of `ChoiceSlots`,
/// which every choice component takes as `slots`.
#[test]
fn the_references_slots_are_render_props() {
    use yewform_elements::choice::{
        CheckboxProps, CheckboxgroupProps, ChoiceSlots, RadioProps, RadiogroupProps, ToggleProps,
    };
    let map = choice_slots();
    let mut slots = ChoiceSlots::default();
    for (_, set) in &map {
        set(&mut slots);
    }
    assert!(slots.default.is_some() && slots.item.is_some() && slots.layout.after.is_some());
    let _ = yew::props!(CheckboxProps {
        name: "a",
        slots: slots.clone()
    });
    let _ = yew::props!(ToggleProps {
        name: "a",
        slots: slots.clone()
    });
    let _ = yew::props!(RadioProps {
        name: "a",
        slots: slots.clone()
    });
    let _ = yew::props!(CheckboxgroupProps {
        name: "a",
        slots: slots.clone()
    });
    let _ = yew::props!(RadiogroupProps { name: "a", slots });
    let reference = repo_root().join("../shared/reference/vueform-elements.md");
    let Ok(text) = std::fs::read_to_string(&reference) else {
        println!(
            "note: {} is not there; the slot names are not compared",
            reference.display()
        );
        return;
    };
    let mut names = reference_slots(&text, "### CheckboxElement");
    names.extend(reference_slots(&text, "## 4. CheckboxgroupElement"));
    assert!(names.iter().any(|n| n == "default"), "{names:?}");
    assert!(names.iter().any(|n| n == "radio"), "{names:?}");
    let missing: Vec<_> = names
        .iter()
        .filter(|n| !map.iter().any(|(name, _)| name == n))
        .collect();
    assert!(
        missing.is_empty(),
        "slots without a render prop: {missing:?}"
    );
}
