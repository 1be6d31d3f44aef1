//! Every class key a yewform-elements view asks for is in every class map (the default,
//! Tailwind and Bootstrap maps): a key a view asks for that a map lacks renders no class, as
//! `ListElement.wrapper`, the static's `tag_h5` and the button's `button_lg` did (audit
//! 13-ssr #2, #4, #5). The other direction (every key of a map is documented) is
//! `dom_doc.rs`; that the three maps have the same keys is `styles.rs`.
//!
//! [`VIEW_KEYS`] is kept by hand: it was written from the views' sources
//! (`crates/yew-elements/src`: the keys given to `class_attr(…)` / `own_classes(…)`, to
//! `.get("…")` on an element's classes, the select's `v.c("…")` / `v.cs(…)` under `select.`,
//! and the keys a view builds from a size, tag, alignment, variant or step, spelled out here
//! over all their values). A view that asks for a new key must add it here; this test then
//! fails until every map has it.
#![allow(clippy::panic)] // test code

use serde_json::Value;
use yewform_themes::ThemeStyle;

mod common;
use common::{SIZES, STATIC_TAGS};

const ALIGNS: &[&str] = &["left", "center", "right"];
const STEPS: &[&str] = &["1", "2", "3"];

/// The select's own keys (`SelectElement.select.*`, and the multi-value elements' too).
const SELECT_KEYS: &[&str] = &[
    "container",
    "containerDisabled",
    "containerOpen",
    "containerOpenTop",
    "containerDanger",
    "containerSuccess",
    "wrapper",
    "singleLabel",
    "singleLabelText",
    "singleLabelTruncate",
    "search",
    "placeholder",
    "caret",
    "caretOpen",
    "clear",
    "clearIcon",
    "spinner",
    "dropdown",
    "dropdownTop",
    "options",
    "groupLabel",
    "groupLabelDisabled",
    "groupLabelSelected",
    "option",
    "optionPointed",
    "optionSelected",
    "optionDisabled",
    "optionSelectedPointed",
    "noOptions",
    "noResults",
    "assist",
    "spacer",
];
/// The multi-value elements' own keys under `select.`.
const MULTI_KEYS: &[&str] = &[
    "multipleLabel",
    "tags",
    "tag",
    "tagDisabled",
    "tagWrapper",
    "tagWrapperBreak",
    "tagRemove",
    "tagRemoveIcon",
    "tagsSearchWrapper",
    "tagsSearch",
    "live",
];
/// The native select's and native multiselect's keys (top level).
const NATIVE_SELECT_KEYS: &[&str] = &[
    "container",
    "input",
    "input_enabled",
    "input_disabled",
    "input_success",
    "input_danger",
    "inputWrapper",
    "inputPlaceholder",
    "inputCaret",
];

/// `(component, keys)`: the literal keys each view asks for.
const VIEW_KEYS: &[(&str, &[&str])] = &[
    (
        "Form",
        &[
            "container",
            "form",
            "elements",
            "error",
            "status",
            "submit",
            "languages",
            "language",
            "language_selected",
        ],
    ),
    (
        "ElementLayout",
        &[
            "container",
            "container_error",
            "outerWrapper",
            "innerContainer",
            "innerWrapperBefore",
            "innerWrapper",
            "innerWrapperAfter",
            "inline",
        ],
    ),
    (
        "ElementLabel",
        &[
            "container",
            "wrapper",
            "required",
            "floating",
            "floating_visible",
        ],
    ),
    ("ElementInfo", &["container", "wrapper", "content"]),
    ("ElementDescription", &["container"]),
    ("ElementError", &["container"]),
    ("ElementMessage", &["container"]),
    ("ElementText", &["container"]),
    (
        "TextElement",
        &[
            "container",
            "inputContainer",
            "inputContainer_default",
            "inputContainer_disabled",
            "inputContainer_focused",
            "inputContainer_success",
            "inputContainer_danger",
            "input",
            "input_enabled",
            "input_disabled",
            "input_focused",
            "input_success",
            "input_danger",
            "addon",
            "addon_before",
            "addon_after",
            "addonWrapper",
            "loader",
        ],
    ),
    ("SelectElement", NATIVE_SELECT_KEYS),
    ("MultiselectElement", NATIVE_SELECT_KEYS),
    ("TagsElement", NATIVE_SELECT_KEYS),
    (
        "CheckboxElement",
        &[
            "container",
            "wrapper",
            "wrapper_right",
            "input",
            "input_enabled",
            "input_disabled",
            "input_danger",
            "input_standalone",
            "text",
        ],
    ),
    (
        "RadioElement",
        &[
            "container",
            "wrapper",
            "wrapper_right",
            "input",
            "input_enabled",
            "input_disabled",
            "input_danger",
            "input_standalone",
            "text",
        ],
    ),
    (
        "ToggleElement",
        &[
            "container",
            "wrapper",
            "wrapper_right",
            "text",
            "toggle.container",
            "toggle.on",
            "toggle.off",
            "toggle.disabled",
            "toggle.danger",
            "toggle.handle",
            "toggle.label",
        ],
    ),
    ("CheckboxgroupElement", GROUP_KEYS),
    // Its visually hidden "required" hint (the radio group has none).
    ("CheckboxgroupElement", &["required"]),
    ("RadiogroupElement", GROUP_KEYS),
    ("StaticElement", &["container", "content", "tag"]),
    (
        "ButtonElement",
        &[
            "container",
            "button",
            "button_enabled",
            "button_disabled",
            "button_loading",
            "button_full",
            "button_not_full",
        ],
    ),
    ("ObjectElement", &["container", "wrapper"]),
    ("GroupElement", &["container", "wrapper"]),
    (
        "ListElement",
        &[
            "container",
            "wrapper",
            "list",
            "listDisabled",
            "listItem",
            "itemControls",
            "remove",
            "removeIcon",
            "moveUp",
            "moveDown",
            "moveIcon",
            "handle",
            "handleIcon",
            "add",
            "live",
        ],
    ),
    (
        "TEditorElement",
        &[
            "container",
            "input",
            "input_enabled",
            "input_disabled",
            "input_focused",
            "input_success",
            "input_danger",
            "input_focused_success",
            "input_focused_danger",
            "toolbar",
            "tool",
            "tool_active",
            "tool_hidden",
            "content",
            "placeholder",
            "attachment",
            "attachment_progress",
            "dropzone",
        ],
    ),
];

/// A checkbox group's and radio group's keys.
const GROUP_KEYS: &[&str] = &[
    "container",
    "wrapper",
    "wrapper_tabs",
    "wrapper_blocks",
    "item.container",
    "item.container_tabs",
    "item.container_blocks",
    "item.container_selected",
    "item.container_disabled",
    "item.input",
    "item.input_tabs",
    "item.input_blocks",
    "item.input_danger",
    "item.text_wrapper",
    "item.text",
    "item.description",
];

/// The keys the views build at run time, over all their values.
fn built_keys() -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for size in SIZES {
        out.push(("ElementLayout", format!("container_{size}")));
        for component in ["TextElement", "TextareaElement"] {
            out.push((component, format!("inputContainer_{size}")));
            out.push((component, format!("input_{size}")));
            out.push((component, format!("addon_{size}")));
        }
        for component in [
            "SelectElement",
            "MultiselectElement",
            "TagsElement",
            "CheckboxElement",
            "RadioElement",
            "TEditorElement",
        ] {
            out.push((component, format!("input_{size}")));
        }
        for component in ["SelectElement", "MultiselectElement", "TagsElement"] {
            out.push((component, format!("select.container_{size}")));
        }
        out.push(("ToggleElement", format!("toggle.{size}")));
        out.push(("StaticElement", format!("content_{size}")));
        out.push(("StaticElement", format!("tag_{size}")));
        out.push(("ButtonElement", format!("button_{size}")));
    }
    for position in ["top", "right", "bottom", "left"] {
        out.push(("ElementInfo", format!("content_{position}")));
    }
    for tag in STATIC_TAGS {
        out.push(("StaticElement", format!("tag_{tag}")));
    }
    for align in ALIGNS {
        out.push(("StaticElement", format!("tag_{align}")));
        out.push(("ButtonElement", format!("button_{align}")));
    }
    for step in STEPS {
        for part in ["content", "tag"] {
            out.push(("StaticElement", format!("{part}_top_{step}")));
            out.push(("StaticElement", format!("{part}_bottom_{step}")));
        }
    }
    for variant in ["primary", "secondary", "danger"] {
        out.push(("ButtonElement", format!("button_{variant}")));
        out.push(("ButtonElement", format!("button_loading_{variant}")));
    }
    for component in ["SelectElement", "MultiselectElement", "TagsElement"] {
        for key in SELECT_KEYS {
            out.push((component, format!("select.{key}")));
        }
    }
    for component in ["MultiselectElement", "TagsElement"] {
        for key in MULTI_KEYS {
            out.push((component, format!("select.{key}")));
        }
    }
    // The textarea's view is the text input's (t-text and t-textarea ask for their base
    // kind's keys).
    for (component, keys) in VIEW_KEYS {
        if *component == "TextElement" {
            out.extend(keys.iter().map(|k| ("TextareaElement", (*k).to_string())));
        }
    }
    // Asked for by a textarea only (`autogrow`).
    out.push(("TextareaElement", "input_autogrow".to_string()));
    out
}

/// The class string at the dotted `key` of `component` in `map`.
fn lookup<'a>(map: &'a Value, component: &str, key: &str) -> Option<&'a str> {
    key.split('.')
        .try_fold(map.get(component)?, |node, part| node.get(part))?
        .as_str()
}

#[test]
fn every_key_a_view_asks_for_is_in_every_map() {
    let mut wanted: Vec<(&str, String)> = VIEW_KEYS
        .iter()
        .flat_map(|(component, keys)| keys.iter().map(|k| (*component, (*k).to_string())))
        .collect();
    wanted.extend(built_keys());
    assert!(wanted.len() > 300, "only {} keys", wanted.len());
    for style in ThemeStyle::ALL {
        let map = style.class_map();
        let missing: Vec<String> = wanted
            .iter()
            // A component left out with its feature (yewform-themes' `editor`, `list`, …)
            // has no view either.
            .filter(|(component, _)| map.get(*component).is_some())
            .filter(|(component, key)| {
                lookup(&map, component, key).is_none_or(|c| c.trim().is_empty())
            })
            .map(|(component, key)| format!("{component}.{key}"))
            .collect();
        assert!(
            missing.is_empty(),
            "{style}: the views ask for keys the map lacks: {missing:?}"
        );
    }
}
