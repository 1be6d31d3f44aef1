//! The class map's keys, the CSS rules behind every class, and the colour contrast of both
//! colour sets.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;
use yewform_themes::{
    BREAKPOINTS, COLORS, CONTRAST_PAIRS, Mode, OPTION_ROW_PX, ThemeStyle, class_map, column_class,
    css,
};

const REQUIRED: &[(&str, &[&str])] = &[
    (
        "Form",
        &[
            "container",
            "form",
            "error",
            "languages",
            "language",
            "language_selected",
            "submit",
        ],
    ),
    (
        "ElementLayout",
        &[
            "container",
            "container_sm",
            "container_md",
            "container_lg",
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
    (
        "ElementInfo",
        &[
            "container",
            "wrapper",
            "content",
            "content_top",
            "content_right",
            "content_bottom",
            "content_left",
        ],
    ),
    ("ElementDescription", &["container"]),
    ("ElementError", &["container"]),
    ("ElementMessage", &["container"]),
    ("ElementText", &["container"]),
    (
        "SelectElement",
        &[
            "container",
            "input",
            "input_enabled",
            "input_disabled",
            "input_success",
            "input_danger",
            "input_sm",
            "input_md",
            "input_lg",
            "inputWrapper",
            "inputPlaceholder",
            "inputCaret",
        ],
    ),
    (
        "MultiselectElement",
        &[
            "container",
            "input",
            "input_enabled",
            "input_disabled",
            "input_success",
            "input_danger",
            "input_sm",
            "input_md",
            "input_lg",
            "inputWrapper",
            "inputPlaceholder",
            "inputCaret",
        ],
    ),
    (
        "TagsElement",
        &[
            "container",
            "input",
            "input_enabled",
            "input_disabled",
            "input_success",
            "input_danger",
            "input_sm",
            "input_md",
            "input_lg",
            "inputWrapper",
            "inputPlaceholder",
            "inputCaret",
        ],
    ),
    ("StaticElement", &["container", "content", "tag"]),
    (
        "ButtonElement",
        &[
            "container",
            "button",
            "button_primary",
            "button_secondary",
            "button_danger",
            "button_enabled",
            "button_disabled",
            "button_loading",
            "button_full",
        ],
    ),
    ("ObjectElement", &["container", "wrapper"]),
    ("GroupElement", &["container", "wrapper"]),
    ("ListElement", LIST_KEYS),
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
            "input_sm",
            "input_md",
            "input_lg",
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

/// `ListElement`'s keys, exactly (the views use these).
const LIST_KEYS: &[&str] = &[
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
];

/// The multi-value elements' own `select.*` keys, beside the select's.
const MULTI_NESTED: &[&str] = &[
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
    "tagsSearchCopy",
    "live",
];

const SELECT_NESTED: &[&str] = &[
    "container",
    "containerDisabled",
    "containerOpen",
    "containerOpenTop",
    "containerActive",
    "containerDanger",
    "containerSuccess",
    "container_sm",
    "container_md",
    "container_lg",
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
    "dropdownHidden",
    "options",
    "optionsTop",
    "group",
    "groupLabel",
    "groupLabelDisabled",
    "groupLabelSelected",
    "groupOptions",
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

fn non_empty_str<'a>(value: Option<&'a Value>, path: &str) -> &'a str {
    let s = value
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{path} is missing or not a string"));
    assert!(!s.trim().is_empty(), "{path} is empty");
    s
}

#[test]
fn every_required_component_and_key_is_a_non_empty_string() {
    let map = class_map();
    for (component, keys) in REQUIRED {
        if (*component == "TEditorElement" && !cfg!(feature = "editor"))
            || (*component == "StaticElement" && !cfg!(feature = "static"))
            || (*component == "ButtonElement" && !cfg!(feature = "button"))
            || (*component == "MultiselectElement" && !cfg!(feature = "multiselect"))
            || (*component == "TagsElement" && !cfg!(feature = "tags"))
            || (*component == "ObjectElement" && !cfg!(feature = "object"))
            || (*component == "GroupElement" && !cfg!(feature = "group"))
            || (*component == "ListElement" && !cfg!(feature = "list"))
        {
            // Left out without the `editor` feature.
            assert!(map.get(component).is_none());
            continue;
        }
        for key in *keys {
            non_empty_str(map[component].get(key), &format!("{component}.{key}"));
        }
    }
    let select = &map["SelectElement"]["select"];
    assert!(select.is_object(), "SelectElement.select is not an object");
    for key in SELECT_NESTED {
        non_empty_str(select.get(key), &format!("SelectElement.select.{key}"));
    }
}

/// `MultiselectElement` and `TagsElement` have the select's keys (top level and `select.*`)
/// plus the chips', collapsed label's and live region's; each is in the map exactly with its
/// feature.
#[test]
fn the_multi_value_elements_have_the_selects_keys_and_their_own() {
    let map = class_map();
    let select_keys = |component: &str| -> BTreeSet<String> {
        map[component]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    for (component, on) in [
        ("MultiselectElement", cfg!(feature = "multiselect")),
        ("TagsElement", cfg!(feature = "tags")),
    ] {
        if !on {
            assert!(
                map.get(component).is_none(),
                "{component} without its feature"
            );
            continue;
        }
        assert_eq!(
            select_keys(component),
            select_keys("SelectElement"),
            "{component}"
        );
        let nested = &map[component]["select"];
        for key in SELECT_NESTED.iter().chain(MULTI_NESTED) {
            non_empty_str(nested.get(key), &format!("{component}.select.{key}"));
        }
        let expected: BTreeSet<&str> = SELECT_NESTED.iter().chain(MULTI_NESTED).copied().collect();
        let keys: BTreeSet<&str> = nested
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys, expected, "{component}.select");
        // Where the look is the select's, so are the classes.
        assert_eq!(nested["option"], map["SelectElement"]["select"]["option"]);
        assert_eq!(nested["tag"], "yf-combo-tag");
        assert_eq!(nested["live"], "yf-combo-live");
    }
    if cfg!(feature = "multiselect") {
        let multi = &map["MultiselectElement"];
        assert_eq!(multi["container"], "yf-multiselect");
        assert_eq!(multi["input"], "yf-input yf-native-multiselect");
        assert_eq!(multi["inputWrapper"], "yf-native-multiselect-wrapper");
    }
    if cfg!(feature = "tags") {
        assert_eq!(map["TagsElement"]["container"], "yf-tags");
    }
}

/// The chips: the primary colour with its text colour (a checked contrast pair), a focus
/// ring on the remove button, the disabled chip greyed; the live region visually hidden;
/// none of it without the two features.
#[test]
fn the_chips_and_the_live_region_are_styled() {
    let text = css(Mode::Dark);
    if !(cfg!(feature = "multiselect") || cfg!(feature = "tags")) {
        for class in [".yf-combo-tag", ".yf-combo-live", ".yf-native-multiselect"] {
            assert!(!text.contains(class), "{class} without the features");
        }
        return;
    }
    let tag = declarations(&text, None, ".yf-combo-tag");
    assert_eq!(tag["background-color"], "var(--yf-color-primary)");
    assert_eq!(tag["color"], "var(--yf-on-primary)");
    assert!(
        CONTRAST_PAIRS
            .iter()
            .any(|p| p.foreground == "--yf-on-primary"
                && p.background == "--yf-color-primary"
                && p.min_ratio >= 4.5)
    );
    let focus = declarations(&text, None, ".yf-combo-tag-remove:focus-visible");
    assert_eq!(focus["outline"], "2px solid var(--yf-on-primary)");
    let disabled = declarations(&text, None, ".yf-combo-tag-disabled");
    assert_eq!(disabled["background-color"], "var(--yf-disabled-bg)");
    assert_eq!(disabled["color"], "var(--yf-disabled-text)");
    let label = declarations(&text, None, ".yf-combo-tag-wrapper");
    assert_eq!(label["text-overflow"], "ellipsis");
    let broken = declarations(&text, None, ".yf-combo-tag-wrapper-break");
    assert_eq!(broken["white-space"], "normal");
    let tags = declarations(&text, None, ".yf-combo-tags");
    assert_eq!(tags["flex-wrap"], "wrap");
    let copy = declarations(&text, None, ".yf-combo-tags-search-copy");
    assert_eq!(copy["visibility"], "hidden");
    let search = declarations(&text, None, ".yf-combo-tags-search");
    assert_eq!(search["position"], "absolute");
    let live = declarations(&text, None, ".yf-combo-live");
    assert_eq!(live["position"], "absolute");
    assert_eq!(live["width"], "1px");
    assert_eq!(live["clip"], "rect(0, 0, 0, 0)");
}

/// `ObjectElement`, `GroupElement` and `ListElement` have exactly their keys with the
/// classes the views and docs/dom.md name; each is in the map exactly with its feature.
#[test]
fn the_containers_have_exactly_their_keys_with_their_feature() {
    let map = class_map();
    let keys = |component: &str| -> Vec<String> {
        map[component]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    for (component, on, expected) in [
        (
            "ObjectElement",
            cfg!(feature = "object"),
            &["container", "wrapper"][..],
        ),
        (
            "GroupElement",
            cfg!(feature = "group"),
            &["container", "wrapper"][..],
        ),
        ("ListElement", cfg!(feature = "list"), LIST_KEYS),
    ] {
        if !on {
            assert!(
                map.get(component).is_none(),
                "{component} without its feature"
            );
            continue;
        }
        assert_eq!(keys(component), expected, "{component}");
    }
    if cfg!(feature = "object") {
        assert_eq!(map["ObjectElement"]["container"], "yf-object");
        assert_eq!(map["ObjectElement"]["wrapper"], "yf-object-wrapper");
    }
    if cfg!(feature = "group") {
        assert_eq!(map["GroupElement"]["container"], "yf-group");
        assert_eq!(map["GroupElement"]["wrapper"], "yf-group-wrapper");
    }
    if cfg!(feature = "list") {
        let list = &map["ListElement"];
        for (key, class) in [
            ("container", "yf-list"),
            ("wrapper", "yf-list-wrapper"),
            ("list", "yf-list-items"),
            ("listDisabled", "yf-list-disabled"),
            ("listItem", "yf-list-item"),
            ("itemControls", "yf-list-item-controls"),
            ("remove", "yf-list-remove"),
            ("removeIcon", "yf-list-remove-icon"),
            ("moveUp", "yf-list-move-up"),
            ("moveDown", "yf-list-move-down"),
            ("moveIcon", "yf-list-move-icon"),
            ("handle", "yf-list-handle"),
            ("handleIcon", "yf-list-handle-icon"),
            ("add", "yf-list-add"),
            ("live", "yf-list-live"),
        ] {
            assert_eq!(list[key], class, "ListElement.{key}");
        }
    }
}

/// The containers' children sit in the form's 12-column grid inside a borderless fieldset;
/// the list's buttons are at least 24 px square (2rem), show a focus ring, draw with checked
/// contrast pairs and are greyed when disabled or in a disabled list; the add button is the
/// primary colour; the live region is visually hidden. None of it without the three features.
#[test]
fn the_containers_and_the_list_controls_are_styled() {
    let on = cfg!(feature = "object") || cfg!(feature = "group") || cfg!(feature = "list");
    for mode in Mode::ALL {
        let text = css(mode);
        if !on {
            for class in [".yf-object", ".yf-group-wrapper", ".yf-list"] {
                assert!(
                    !text.contains(class),
                    "{mode}: {class} without the features"
                );
            }
            continue;
        }
        let wrapper = declarations(&text, None, ".yf-object-wrapper, .yf-group-wrapper");
        assert_eq!(wrapper["display"], "grid");
        assert_eq!(
            wrapper["grid-template-columns"],
            "repeat(12, minmax(0, 1fr))"
        );
        assert_eq!(wrapper["border"], "0");
        assert_eq!(wrapper["min-width"], "0");
        let form = declarations(&text, None, ".yf-form");
        assert_eq!(wrapper["row-gap"], form["row-gap"]);
        let legend = declarations(
            &text,
            None,
            ".yf-object-wrapper > legend, .yf-group-wrapper > legend, .yf-list-wrapper > legend",
        );
        assert_eq!(legend["font-weight"], "600");
        assert_eq!(legend["padding"], "0");
        // The list's fieldset: no browser groove border, padding or margin (not a grid: its
        // items are a column).
        let list = declarations(&text, None, ".yf-list-wrapper");
        for (property, value) in [("border", "0"), ("padding", "0"), ("margin", "0")] {
            assert_eq!(list[property], value, "{mode}: .yf-list-wrapper {property}");
        }
        assert_eq!(wrapper["column-gap"], form["column-gap"]);

        let button = declarations(
            &text,
            None,
            ".yf-list-remove, .yf-list-move-up, .yf-list-move-down",
        );
        assert_eq!(
            (button["width"].as_str(), button["height"].as_str()),
            ("2rem", "2rem")
        );
        assert_eq!(button["color"], "var(--yf-text-muted)");
        assert_eq!(button["background-color"], "var(--yf-bg)");
        assert_eq!(button["cursor"], "pointer");
        let focus = declarations(
            &text,
            None,
            ".yf-list-remove:focus-visible, .yf-list-move-up:focus-visible, .yf-list-move-down:focus-visible, .yf-list-add:focus-visible",
        );
        assert_eq!(focus["outline"], "2px solid var(--yf-focus-ring)");
        let add = declarations(&text, None, ".yf-list-add");
        assert_eq!(add["background-color"], "var(--yf-color-primary)");
        assert_eq!(add["color"], "var(--yf-on-primary)");
        assert_eq!(add["min-height"], "2rem");
        let disabled = declarations(
            &text,
            None,
            ".yf-list-remove:disabled, .yf-list-move-up:disabled, .yf-list-move-down:disabled, .yf-list-add:disabled, .yf-list-disabled .yf-list-remove, .yf-list-disabled .yf-list-move-up, .yf-list-disabled .yf-list-move-down",
        );
        assert_eq!(disabled["color"], "var(--yf-disabled-text)");
        assert_eq!(disabled["background-color"], "var(--yf-disabled-bg)");
        assert_eq!(disabled["cursor"], "not-allowed");
        let handle = declarations(&text, None, ".yf-list-disabled .yf-list-handle");
        assert_eq!(handle["cursor"], "not-allowed");
        let live = declarations(&text, None, ".yf-list-live");
        assert_eq!(live["position"], "absolute");
        assert_eq!(live["width"], "1px");
        assert_eq!(live["clip"], "rect(0, 0, 0, 0)");
    }
    // The colours the list's controls draw with are checked pairs (text 4.5:1, the border and
    // the icons 3:1 at least), light and dark (`every_declared_pair_passes_wcag_aa_in_both_modes`).
    for (foreground, background, min_ratio) in [
        ("--yf-text-muted", "--yf-bg", 4.5),
        ("--yf-text", "--yf-option-pointed-bg", 4.5),
        ("--yf-on-primary", "--yf-color-primary", 4.5),
        ("--yf-on-primary", "--yf-color-primary-hover", 4.5),
        ("--yf-danger", "--yf-bg", 4.5),
        ("--yf-border", "--yf-bg", 3.0),
        ("--yf-focus-ring", "--yf-bg", 3.0),
    ] {
        assert!(
            CONTRAST_PAIRS.iter().any(|p| p.foreground == foreground
                && p.background == background
                && p.min_ratio >= min_ratio),
            "{foreground} on {background}"
        );
    }
}

/// The static's `tag_*` classes sit on the `<div>` around the tag (docs/dom.md): the tag
/// inside takes the div's size and spacing once, without the browser's heading size and
/// margins (audit 13-ssr #3: an `h2` was 2.25 × the text, `browser_theme_look.rs` measures it).
#[test]
fn the_tag_inside_a_static_takes_the_divs_size_once() {
    if !cfg!(feature = "static") {
        return;
    }
    for mode in Mode::ALL {
        let text = css(mode);
        let tags = [
            "p",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "blockquote",
            "small",
        ];
        let selector = tags.map(|t| format!(".yf-static-tag > {t}")).join(", ");
        let inner = declarations(&text, None, &selector);
        assert_eq!(inner["margin"], "0", "{mode}");
        assert_eq!(inner["font-size"], "inherit", "{mode}");
        let rule = declarations(&text, None, ".yf-static-tag > hr");
        assert_eq!(rule["border"], "0", "{mode}");
    }
    #[cfg(feature = "bootstrap")]
    {
        let map = ThemeStyle::Bootstrap.class_map();
        let tag = map["StaticElement"]["tag"].as_str().unwrap_or_default();
        assert!(
            tag.split_whitespace().any(|c| c == "yf-bs-static-tag"),
            "{tag}"
        );
        assert!(ThemeStyle::Bootstrap.extra_css().contains(
            ".yf-bs-static-tag > :is(p, h1, h2, h3, h4, h5, h6, blockquote) {\n    margin-bottom: 0;"
        ));
    }
}

/// A static's `size` (`tag_sm|md|lg`) sets `--yf-font-size` on the tag's `<div>`, and every
/// tag's own size scales that variable, so `size: "sm"`/`"lg"` change a heading or `small`
/// too (audit 14 #5: the heading's `em` size, a later rule on the same `<div>`, won).
#[test]
fn a_static_headings_size_scales_the_sizes_text_size() {
    if !cfg!(feature = "static") {
        return;
    }
    for mode in Mode::ALL {
        let text = css(mode);
        for size in SIZES {
            let selector = format!(".yf-static-{size}, .yf-static-tag-{size}");
            let rule = declarations(&text, None, &selector);
            assert!(rule.contains_key("--yf-font-size"), "{mode} {size}");
        }
        for tag in ["h1", "h2", "h3", "h4", "h5", "h6", "small"] {
            let selector = if tag == "h6" || tag == "small" {
                ".yf-static-tag-h6, .yf-static-tag-small".to_owned()
            } else {
                format!(".yf-static-tag-{tag}")
            };
            let rule = declarations(&text, None, &selector);
            assert!(
                rule["font-size"].contains("var(--yf-font-size)"),
                "{mode} {tag}: {rule:?}"
            );
        }
    }
}

// Every tag a static may have and every size: the keys the static and button views build
// from them (`tag_<tag>`, `content_<size>`, `tag_<size>`, `button_<size>`) are in every map
// (audit 13-ssr #4: `h5`, `h6`, `div`, `span`, `small` and the sizes had none).
mod common;
use common::{SIZES, STATIC_TAGS};

#[test]
fn every_static_tag_and_size_has_its_keys_in_every_map() {
    if !(cfg!(feature = "static") && cfg!(feature = "button")) {
        return;
    }
    for style in ThemeStyle::ALL {
        let map = style.class_map();
        let mut missing = Vec::new();
        let mut need = |component: &str, key: String| {
            let classes = map[component].get(&key).and_then(Value::as_str);
            if classes.is_none_or(|c| c.trim().is_empty()) {
                missing.push(format!("{component}.{key}"));
            }
        };
        for tag in STATIC_TAGS {
            need("StaticElement", format!("tag_{tag}"));
        }
        for size in SIZES {
            need("StaticElement", format!("content_{size}"));
            need("StaticElement", format!("tag_{size}"));
            need("ButtonElement", format!("button_{size}"));
        }
        assert!(missing.is_empty(), "{style}: no {missing:?}");
    }
    #[cfg(feature = "bootstrap")]
    {
        let map = ThemeStyle::Bootstrap.class_map();
        assert_eq!(map["ButtonElement"]["button_sm"], "btn-sm");
        assert_eq!(map["ButtonElement"]["button_lg"], "btn-lg");
    }
}

fn collect_classes(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::String(s) => out.extend(s.split_whitespace().map(str::to_string)),
        Value::Object(map) => map.values().for_each(|v| collect_classes(v, out)),
        _ => {}
    }
}

fn is_class_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// Class names used in selectors (the text before each `{` that is not an at-rule or a
/// keyframe step).
fn selector_classes(css: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for chunk in css.split('{') {
        let selector = chunk.rsplit(['}', ';']).next().unwrap_or("").trim();
        if selector.starts_with('@') || selector.is_empty() {
            continue;
        }
        let mut rest = selector;
        while let Some(at) = rest.find('.') {
            let after = &rest[at + 1..];
            let end = after.find(|c| !is_class_char(c)).unwrap_or(after.len());
            if end > 0 {
                out.insert(after[..end].to_string());
            }
            rest = &after[end..];
        }
    }
    out
}

#[test]
fn every_class_of_the_map_has_a_rule_in_every_mode() {
    let mut classes = BTreeSet::new();
    collect_classes(&class_map(), &mut classes);
    assert!(
        classes.len() >= if cfg!(feature = "editor") { 95 } else { 75 },
        "only {} classes collected",
        classes.len()
    );
    for class in &classes {
        assert!(class.starts_with("yf-"), "{class} lacks the yf- prefix");
    }
    for mode in Mode::ALL {
        let rules = selector_classes(&css(mode));
        let missing: Vec<_> = classes.iter().filter(|c| !rules.contains(*c)).collect();
        assert!(missing.is_empty(), "{mode}: no rule for {missing:?}");
        assert!(rules.contains("yf-sr-only"), "{mode}: no .yf-sr-only");
    }
}

#[test]
fn the_selector_parser_of_this_test_finds_what_it_should() {
    let found = selector_classes(".a-b:hover, .c .d::before {x: 1;}\n@media (x) {\n.e {y: 2;}\n}");
    let expected: BTreeSet<String> = ["a-b", "c", "d", "e"].map(String::from).into();
    assert_eq!(found, expected);
}

#[test]
fn every_column_class_has_a_rule_in_every_mode() {
    for mode in Mode::ALL {
        let text = css(mode);
        let rules = selector_classes(&text);
        for n in 0..=12u8 {
            assert!(rules.contains(&column_class(None, n)), "{mode}: yf-col-{n}");
            for (bp, min_width) in BREAKPOINTS {
                let class = column_class(Some(bp), n);
                assert!(rules.contains(&class), "{mode}: {class}");
                let media = format!("@media (min-width: {min_width}px) {{\n    .{class} {{");
                assert!(
                    text.contains(&media),
                    "{mode}: {class} is not under {min_width}px"
                );
            }
        }
        assert!(text.contains(".yf-col-7 {\n    grid-column: span 7 / span 7;"));
        assert!(text.contains(".yf-col-0 {\n    display: none;"));
    }
    let bps: Vec<_> = BREAKPOINTS
        .iter()
        .map(|(bp, px)| format!("{bp}:{px}"))
        .collect();
    assert_eq!(bps, ["sm:640", "md:768", "lg:1024", "xl:1280", "2xl:1536"]);
}

/// The declarations of the first rule whose selector is exactly `selector`, optionally
/// inside `media`.
fn declarations(css: &str, media: Option<&str>, selector: &str) -> BTreeMap<String, String> {
    let scope = match media {
        Some(m) => {
            let at = css
                .find(&format!("{m} {{"))
                .unwrap_or_else(|| panic!("no {m}"));
            &css[at..]
        }
        None => css,
    };
    let head = format!("{selector} {{");
    let mut lines = scope.lines().skip_while(|line| line.trim() != head);
    assert!(lines.next().is_some(), "no rule {selector}");
    lines
        .take_while(|line| line.trim() != "}")
        .filter_map(|decl| decl.trim().trim_end_matches(';').split_once(": "))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

fn root_vars(mode: Mode) -> BTreeMap<String, String> {
    declarations(&css(mode), None, ":where(:root)")
}

#[test]
fn dark_and_light_colour_variables_differ_and_system_carries_both() {
    let light = root_vars(Mode::Light);
    let dark = root_vars(Mode::Dark);
    for color in COLORS {
        let l = &light[color.name];
        let d = &dark[color.name];
        assert_ne!(l, d, "{} is the same in both modes", color.name);
        assert_eq!(l, color.light);
        assert_eq!(d, color.dark);
    }
    assert_eq!(light["color-scheme"], "light");
    assert_eq!(dark["color-scheme"], "dark");

    let system = css(Mode::System);
    let root = declarations(&system, None, ":where(:root)");
    let dark_media = declarations(
        &system,
        Some("@media (prefers-color-scheme: dark)"),
        ":where(:root)",
    );
    assert_eq!(root["color-scheme"], "light dark");
    for color in COLORS {
        assert_eq!(root[color.name], color.light, "{}", color.name);
        assert_eq!(dark_media[color.name], color.dark, "{}", color.name);
    }
    assert!(!css(Mode::Light).contains("prefers-color-scheme"));
}

fn channel(hex: &str, i: usize) -> f64 {
    let v = u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap();
    let c = f64::from(v) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG 2.x relative luminance of an sRGB `#rrggbb`.
fn luminance(hex: &str) -> f64 {
    assert!(hex.len() == 7 && hex.starts_with('#'), "not #rrggbb: {hex}");
    0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2)
}

fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

#[test]
fn the_contrast_function_matches_known_ratios() {
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
    assert!((contrast("#ffffff", "#ffffff") - 1.0).abs() < 1e-9);
    // Vueform's placeholder colour, 2.53:1 per the axe report.
    assert!((contrast("#9ca3af", "#ffffff") - 2.54).abs() < 0.01);
}

#[test]
fn every_declared_pair_passes_wcag_aa_in_both_modes() {
    assert!(CONTRAST_PAIRS.iter().filter(|p| p.min_ratio >= 4.5).count() >= 15);
    for mode in [Mode::Light, Mode::Dark] {
        let vars = root_vars(mode);
        for pair in CONTRAST_PAIRS {
            let ratio = contrast(&vars[pair.foreground], &vars[pair.background]);
            assert!(
                ratio >= pair.min_ratio,
                "{mode}: {} on {} is {ratio:.2}:1, below {}",
                pair.foreground,
                pair.background,
                pair.min_ratio
            );
        }
    }
}

#[test]
fn text_colours_the_rules_use_are_declared_pairs() {
    // The muted and placeholder colours are the ones Vueform fails with; make sure the rules
    // use the checked variables.
    let text = css(Mode::Light);
    let placeholder = declarations(&text, None, ".yf-combo-placeholder");
    assert_eq!(placeholder["color"], "var(--yf-placeholder)");
    let description = declarations(&text, None, ".yf-description");
    assert_eq!(description["color"], "var(--yf-text-muted)");
    let selected = declarations(&text, None, ".yf-combo-option-selected");
    assert_eq!(selected["color"], "var(--yf-on-selected)");
    assert_eq!(selected["background-color"], "var(--yf-option-selected-bg)");
}

#[test]
fn options_have_the_fixed_row_height_and_the_dropdown_scrolls() {
    assert_eq!(OPTION_ROW_PX, 36);
    let text = css(Mode::Light);
    let vars = root_vars(Mode::Light);
    assert_eq!(vars["--yf-option-row"], "36px");
    let rows = declarations(&text, None, ".yf-combo-option, .yf-combo-group-label");
    assert_eq!(rows["height"], "var(--yf-option-row)");
    assert_eq!(rows["box-sizing"], "border-box");
    let dropdown = declarations(&text, None, ".yf-combo-dropdown");
    assert_eq!(dropdown["position"], "absolute");
    assert_eq!(dropdown["overflow-y"], "auto");
    assert_eq!(dropdown["max-height"], "var(--yf-dropdown-max-height)");
    assert_eq!(vars["--yf-dropdown-max-height"], "288px");
}

#[test]
fn focus_motion_sizes_and_states_are_styled() {
    let text = css(Mode::Dark);
    assert!(text.contains(".yf-input:focus-visible"));
    assert!(text.contains(".yf-combo:focus-visible {"));
    assert!(text.contains(".yf-editor-tool:focus-visible"));
    let spinner = declarations(&text, None, ".yf-combo-spinner");
    assert!(spinner["animation"].starts_with("yf-spin "));
    let reduced = declarations(
        &text,
        Some("@media (prefers-reduced-motion: reduce)"),
        ".yf-combo-spinner",
    );
    assert!(!reduced["animation"].contains("yf-spin"));
    assert!(text.contains("@keyframes yf-spin {"));
    for size in ["sm", "md", "lg"] {
        let rule =
            format!(".yf-layout-{size}, .yf-input-{size}, .yf-editor-{size}, .yf-combo-{size}");
        assert!(declarations(&text, None, &rule).contains_key("--yf-control-height"));
    }
    if cfg!(feature = "editor") {
        let tool = declarations(&text, None, ".yf-editor-tool");
        assert_eq!(
            (tool["width"].as_str(), tool["height"].as_str()),
            ("2rem", "2rem")
        );
    }
    let sr = declarations(
        &text,
        None,
        ".yf-sr-only, .yf-combo-assist, .yf-form-status",
    );
    assert_eq!(sr["position"], "absolute");
    assert_eq!(sr["width"], "1px");
    let disabled = declarations(&text, None, ".yf-combo-disabled");
    assert_eq!(disabled["cursor"], "not-allowed");
    let danger = declarations(&text, None, ".yf-input-danger");
    assert_eq!(danger["border-color"], "var(--yf-danger)");
}

#[test]
fn braces_balance_in_every_mode() {
    for mode in Mode::ALL {
        let text = css(mode);
        let mut depth = 0i32;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            assert!(depth >= 0, "{mode}: unbalanced");
        }
        assert_eq!(depth, 0, "{mode}: unbalanced");
    }
}

/// The guide's "make it yours" tables list every custom property the theme declares
/// (issue 29 item 10), so none is left undocumented when one is added.
#[test]
fn the_guide_lists_every_custom_property() {
    let guide = include_str!("../../docs/guide/07-themes.md");
    for mode in [Mode::Light, Mode::Dark] {
        for name in root_vars(mode).keys().filter(|k| k.starts_with("--")) {
            assert!(
                guide.contains(&format!("| `{name}` |")),
                "{name} is not in docs/guide/07-themes.md"
            );
        }
    }
}

/// Every custom property the default theme's CSS reads (`var(--yf-…)`) is one the theme's
/// sheet declares (on `:root` or in a component rule), one guide 07 names, or one a view sets
/// on its element as `docs/dom.md` says (`--yf-rows`): an app finds every knob (audit 27 #7:
/// the appended dropdown's `--yf-z-dropdown-appended` was read with a fallback only).
#[test]
fn every_custom_property_the_css_reads_is_declared_or_documented() {
    let guide = include_str!("../../docs/guide/07-themes.md");
    let dom = include_str!("../../docs/dom.md");
    let sheet = css(Mode::System);
    let mut read = BTreeSet::new();
    for (at, _) in sheet.match_indices("var(--yf-") {
        let name: String = sheet[at + 4..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        read.insert(name);
    }
    assert!(read.len() > 20, "the CSS reads its properties: {read:?}");
    for name in read {
        let declared = sheet.contains(&format!("{name}:"));
        let in_guide = guide.contains(&format!("`{name}`"));
        let set_by_a_view = dom.contains(&format!("{name}:<"));
        assert!(
            declared || in_guide || set_by_a_view,
            "{name} is read by the theme's CSS, but neither declared nor in guide 07"
        );
    }
}

/// The off toggle's knob stands out from its track by 3:1 in both modes (WCAG 1.4.11; audit
/// 27 #9: a `--yf-bg` knob on the `--yf-disabled-bg` track was 1.1:1, only its shadow showed
/// where it sat): the pair it draws is one of the checked `CONTRAST_PAIRS`.
#[cfg(feature = "choice")]
#[test]
fn the_off_toggles_knob_keeps_three_to_one_on_its_track() {
    let text = css(Mode::Light);
    let var = |value: &str| {
        value
            .strip_prefix("var(")
            .and_then(|v| v.strip_suffix(')'))
            .unwrap_or_else(|| panic!("not a var(): {value}"))
            .to_string()
    };
    let track = var(&declarations(&text, None, ".yf-toggle-off")["background-color"]);
    let off_knob = if text.contains(".yf-toggle-off .yf-toggle-handle {") {
        declarations(&text, None, ".yf-toggle-off .yf-toggle-handle")
    } else {
        declarations(&text, None, ".yf-toggle-handle")
    };
    let knob = var(&off_knob["background-color"]);
    assert!(
        CONTRAST_PAIRS
            .iter()
            .any(|p| p.foreground == knob && p.background == track && p.min_ratio >= 3.0),
        "the knob {knob} on the track {track} is not a checked 3:1 pair"
    );
}

/// Bootstrap's tooltip text is regular in a container's semibold `<legend>` too, as the
/// default and Tailwind tooltips are (audit 20 F1).
#[cfg(feature = "bootstrap")]
#[test]
fn the_bootstrap_tooltip_resets_the_legends_weight() {
    let css = yewform_themes::bootstrap::CSS;
    assert_eq!(
        declarations(css, None, ".yf-bs-tooltip")
            .get("font-weight")
            .map(String::as_str),
        Some("400")
    );
}
