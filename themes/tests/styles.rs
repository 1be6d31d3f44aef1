//! The Tailwind and Bootstrap class maps have exactly the default map's keys, no empty key,
//! and every `yf-tw-*` / `yf-bs-*` class they name has a rule in their CSS file; without the
//! `tailwind` / `bootstrap` feature the style is not there.
#![allow(clippy::expect_used, clippy::panic)] // test code

use std::collections::BTreeSet;

use serde_json::Value;
use yewform_themes::{ThemeStyle, class_map};

/// `(dotted path, classes)` of every leaf.
fn leaves(node: &Value, prefix: &str, out: &mut Vec<(String, String)>) {
    match node {
        Value::Object(fields) => {
            for (key, value) in fields {
                let path = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                leaves(value, &path, out);
            }
        }
        Value::String(classes) => out.push((prefix.to_string(), classes.clone())),
        other => panic!("{prefix}: not a class string: {other}"),
    }
}

fn leaves_of(map: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    leaves(map, "", &mut out);
    out
}

fn keys(map: &Value) -> BTreeSet<String> {
    leaves_of(map).into_iter().map(|(path, _)| path).collect()
}

#[test]
fn every_style_has_the_default_maps_keys() {
    let default = keys(&class_map());
    for style in ThemeStyle::ALL {
        let keys = keys(&style.class_map());
        let missing: Vec<_> = default.difference(&keys).collect();
        let extra: Vec<_> = keys.difference(&default).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{style}: missing {missing:?}, extra {extra:?}"
        );
    }
}

#[test]
fn no_key_is_empty() {
    for style in ThemeStyle::ALL {
        for (path, classes) in leaves_of(&style.class_map()) {
            assert!(!classes.trim().is_empty(), "{style}: {path} is empty");
        }
    }
}

/// Every `yf-tw-*` / `yf-bs-*` class (`prefix`) of `style`'s map has a rule in its CSS.
#[cfg(any(feature = "tailwind", feature = "bootstrap"))]
fn own_classes_have_rules(style: ThemeStyle, prefix: &str) {
    let css = style.extra_css();
    assert!(!css.is_empty(), "{style}: no CSS");
    let own: BTreeSet<String> = leaves_of(&style.class_map())
        .into_iter()
        .flat_map(|(_, classes)| {
            classes
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|class| class.starts_with(prefix))
        .collect();
    assert!(own.len() > 5, "{style}: {own:?}");
    // Marker classes without a rule: they name a state or a button for apps (and the demo
    // page's own button rule) to select on.
    let markers = [
        "language",
        "submit",
        "clear",
        "tool",
        "layout",
        "before",
        "teditor",
        "select",
        "enabled",
        "md",
        "container",
        "editor-md",
        "editor-enabled",
        "options-top",
        "caret-open",
        "disabled",
        "combo-active",
    ];
    for class in own {
        let name = class.trim_start_matches(prefix);
        let has_rule = css
            .match_indices(&format!(".{class}"))
            .any(|(at, matched)| {
                !css[at + matched.len()..]
                    .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            });
        assert!(
            has_rule || markers.contains(&name),
            "{style}: .{class} has no rule in its CSS"
        );
    }
}

#[cfg(feature = "tailwind")]
#[test]
fn tailwinds_own_classes_have_rules_in_its_css() {
    own_classes_have_rules(ThemeStyle::Tailwind, "yf-tw-");
}

#[cfg(feature = "bootstrap")]
#[test]
fn bootstraps_own_classes_have_rules_in_its_css() {
    own_classes_have_rules(ThemeStyle::Bootstrap, "yf-bs-");
}

#[cfg(feature = "bootstrap")]
#[test]
fn bootstrap_maps_the_states_onto_its_classes() {
    let bootstrap = ThemeStyle::Bootstrap.class_map();
    assert_eq!(bootstrap["SelectElement"]["input_danger"], "is-invalid");
    assert_eq!(
        bootstrap["ElementError"]["container"],
        "invalid-feedback d-block mt-0"
    );
    assert!(
        bootstrap["SelectElement"]["select"]["dropdown"]
            .as_str()
            .is_some_and(|c| c.split_whitespace().any(|c| c == "dropdown-menu"))
    );
    // The custom dropdown's size and success, as the native select's (audit 4 #3).
    let select = &bootstrap["SelectElement"]["select"];
    assert_eq!(select["container_sm"], "form-select-sm");
    assert_eq!(select["container_lg"], "form-select-lg");
    assert_eq!(select["containerSuccess"], "is-valid");
}

#[cfg(feature = "tailwind")]
#[test]
fn tailwind_maps_the_states_onto_its_classes() {
    let tailwind = ThemeStyle::Tailwind.class_map();
    assert!(
        tailwind["SelectElement"]["select"]["optionSelected"]
            .as_str()
            .is_some_and(|c| c.contains("bg-blue-600"))
    );
    // The custom dropdown's sizes are the native select's heights and text sizes.
    let select = &tailwind["SelectElement"]["select"];
    for size in ["sm", "md", "lg"] {
        let input = tailwind["SelectElement"][format!("input_{size}")]
            .as_str()
            .unwrap_or("");
        let container = select[format!("container_{size}")].as_str().unwrap_or("");
        for class in input.split_whitespace().filter(|c| !c.starts_with("py-")) {
            assert!(
                container.split_whitespace().any(|c| c == class),
                "{size}: {class}"
            );
        }
    }
    assert_eq!(
        select["containerSuccess"],
        tailwind["SelectElement"]["input_success"]
    );
}

/// With the feature, the name reads the style; without it, the style is not in the build:
/// not a name `from_name` knows, not in `ALL`.
#[test]
fn tailwind_is_a_style_only_with_its_feature() {
    let compiled = ThemeStyle::ALL.iter().map(|style| style.as_str());
    #[cfg(feature = "tailwind")]
    {
        assert_eq!(
            ThemeStyle::from_name(" Tailwind "),
            Some(ThemeStyle::Tailwind)
        );
        assert!(compiled.clone().any(|name| name == "tailwind"));
    }
    #[cfg(not(feature = "tailwind"))]
    {
        assert_eq!(ThemeStyle::from_name("tailwind"), None);
        assert!(!compiled.clone().any(|name| name == "tailwind"));
    }
    assert_eq!(ThemeStyle::from_name("default"), Some(ThemeStyle::Default));
}

#[test]
fn bootstrap_is_a_style_only_with_its_feature() {
    let compiled = ThemeStyle::ALL.iter().map(|style| style.as_str());
    #[cfg(feature = "bootstrap")]
    {
        assert_eq!(
            ThemeStyle::from_name("BOOTSTRAP"),
            Some(ThemeStyle::Bootstrap)
        );
        assert!(compiled.clone().any(|name| name == "bootstrap"));
    }
    #[cfg(not(feature = "bootstrap"))]
    {
        assert_eq!(ThemeStyle::from_name("bootstrap"), None);
        assert!(!compiled.clone().any(|name| name == "bootstrap"));
    }
    assert_eq!(ThemeStyle::from_name("default"), Some(ThemeStyle::Default));
}

/// The chips in the Tailwind and Bootstrap maps: the framework's primary colour with white
/// (or, in Tailwind's dark mode, dark) text, a greyed disabled chip, a remove control with a
/// visible focus style, and a visually hidden live region.
#[cfg(all(
    feature = "tags",
    feature = "multiselect",
    any(feature = "tailwind", feature = "bootstrap")
))]
#[test]
fn the_styles_give_the_chips_their_frameworks_look() {
    let has = |classes: &Value, class: &str| {
        classes
            .as_str()
            .is_some_and(|c| c.split_whitespace().any(|c| c == class))
    };
    #[cfg(feature = "tailwind")]
    {
        let map = ThemeStyle::Tailwind.class_map();
        let select = &map["TagsElement"]["select"];
        for class in [
            "bg-blue-600",
            "text-white",
            "dark:bg-blue-400",
            "dark:text-gray-900",
        ] {
            assert!(has(&select["tag"], class), "tag lacks {class}");
        }
        assert!(has(&select["tagDisabled"], "!bg-gray-200"));
        assert!(has(&select["tagRemove"], "yf-tw-tag-remove"));
        assert!(has(&select["live"], "sr-only"));
        assert!(
            ThemeStyle::Tailwind
                .extra_css()
                .contains(".yf-tw-tag-remove:focus-visible {\n  outline: 2px solid currentColor;")
        );
        assert_eq!(
            map["MultiselectElement"]["select"]["option"],
            map["SelectElement"]["select"]["option"]
        );
    }
    #[cfg(feature = "bootstrap")]
    {
        let map = ThemeStyle::Bootstrap.class_map();
        let select = &map["TagsElement"]["select"];
        assert!(has(&select["tag"], "badge") && has(&select["tag"], "text-bg-primary"));
        assert!(has(&select["tagDisabled"], "text-bg-secondary"));
        assert!(has(&select["tagRemove"], "btn-close"));
        assert!(has(&select["tagRemoveIcon"], "visually-hidden"));
        assert!(has(&select["live"], "visually-hidden"));
        assert!(ThemeStyle::Bootstrap.extra_css().contains(
            ".yf-bs-tag-remove:focus-visible {\n  opacity: 1;\n  outline: 2px solid #000;"
        ));
        assert_eq!(map["MultiselectElement"]["input"], "form-select");
    }
}

/// The list's controls in the Tailwind and Bootstrap maps: bordered icon buttons at least
/// 32 px square with a focus outline and greyed when disabled, the framework's primary add
/// button, a visually hidden live region; the containers' wrapper is the form's grid without
/// the fieldset's border.
#[cfg(all(
    feature = "object",
    feature = "group",
    feature = "list",
    any(feature = "tailwind", feature = "bootstrap")
))]
#[test]
fn the_styles_give_the_list_controls_their_frameworks_look() {
    let has = |classes: &Value, class: &str| {
        classes
            .as_str()
            .is_some_and(|c| c.split_whitespace().any(|c| c == class))
    };
    #[cfg(feature = "tailwind")]
    {
        let map = ThemeStyle::Tailwind.class_map();
        let list = &map["ListElement"];
        for key in ["remove", "moveUp", "moveDown"] {
            for class in [
                "size-8",
                "border",
                "focus-visible:outline-2",
                "focus-visible:outline-blue-600",
                "disabled:cursor-not-allowed",
                "disabled:text-gray-500",
                "dark:text-gray-300",
            ] {
                assert!(has(&list[key], class), "{key} lacks {class}");
            }
        }
        for class in ["bg-blue-700", "text-white", "disabled:opacity-60"] {
            assert!(has(&list["add"], class), "add lacks {class}");
        }
        assert!(has(&list["live"], "sr-only"));
        assert!(has(&list["listItem"], "yf-tw-list-item"));
        for component in ["ObjectElement", "GroupElement"] {
            let wrapper = &map[component]["wrapper"];
            for class in ["yf-tw-grid", "grid-cols-12", "border-0", "p-0"] {
                assert!(has(wrapper, class), "{component}.wrapper lacks {class}");
            }
        }
        // A labelled list's fieldset: borderless, its legend styled as the object's.
        for class in ["yf-tw-fieldset", "m-0", "min-w-0", "border-0", "p-0"] {
            assert!(
                has(&list["wrapper"], class),
                "ListElement.wrapper lacks {class}"
            );
        }
        assert!(ThemeStyle::Tailwind.extra_css().contains(
            ".yf-tw-list-item > :not(.yf-tw-list-controls):not(.yf-tw-list-handle) {\n  flex: 1 1 0%;"
        ));
    }
    #[cfg(feature = "bootstrap")]
    {
        let map = ThemeStyle::Bootstrap.class_map();
        let list = &map["ListElement"];
        for key in ["remove", "moveUp", "moveDown"] {
            for class in ["btn", "btn-sm", "btn-outline-secondary", "yf-bs-list-btn"] {
                assert!(has(&list[key], class), "{key} lacks {class}");
            }
        }
        assert!(has(&list["add"], "btn") && has(&list["add"], "btn-primary"));
        assert!(has(&list["live"], "visually-hidden"));
        assert!(has(&map["ObjectElement"]["wrapper"], "yf-bs-grid"));
        // A labelled list's fieldset: borderless, its legend not floated or enlarged.
        assert!(has(&list["wrapper"], "yf-bs-fieldset"));
        let css = ThemeStyle::Bootstrap.extra_css();
        assert!(css.contains(".yf-bs-list-btn {\n  display: inline-flex;"));
        assert!(css.contains("  min-width: 2rem;\n  min-height: 2rem;"));
        assert!(
            css.contains(
                ".yf-bs-list-btn:focus-visible {\n  outline: 2px solid var(--bs-primary);"
            )
        );
        assert!(css.contains(
            ".yf-bs-fieldset {\n  min-width: 0;\n  margin: 0;\n  padding: 0;\n  border: 0;"
        ));
    }
}

/// Every `outline: none` of the default theme's CSS is inside the `@supports selector(:has(*))`
/// block, where the combobox's or editor's `:has(:focus-visible)` ring replaces it: a browser
/// without `:has` keeps the field's own focus ring (WCAG 2.4.7; audit 4 #10).
#[test]
fn outline_none_only_where_a_has_ring_replaces_it() {
    let css = include_str!("../css/components.css");
    // Each `:has` block (the general one, and the tags input's in the multi-value part, which
    // a build without those features leaves out) ends at the first line that is a lone `}`
    // at column 0 after it.
    let blocks: Vec<std::ops::Range<usize>> = css
        .match_indices("@supports selector(:has(*)) {")
        .map(|(start, _)| start..start + css[start..].find("\n}\n").expect("its end"))
        .collect();
    assert!(!blocks.is_empty(), "the :has blocks");
    for (at, _) in css.match_indices("outline: none") {
        assert!(
            blocks.iter().any(|b| b.contains(&at)),
            "outline: none outside the :has blocks: {}",
            &css[css[..at].rfind('}').unwrap_or(0)..at]
        );
    }
}

/// Tailwind 4's colours the map draws control boundaries, focus rings and icons with (its
/// `oklch` values in sRGB hex).
#[cfg(feature = "tailwind")]
const TAILWIND_COLOURS: &[(&str, &str)] = &[
    ("gray-300", "d1d5dc"),
    ("gray-400", "99a1af"),
    ("gray-500", "6a7282"),
    ("gray-600", "4a5565"),
    ("gray-700", "364153"),
    ("blue-500", "2b7fff"),
    ("blue-600", "155dfc"),
];

#[cfg(feature = "tailwind")]
fn relative_luminance(hex: &str) -> f64 {
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(hex.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0))
            / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/// WCAG 2.x non-text contrast (1.4.11, 3:1) of the Tailwind map's control boundaries, focus
/// rings and info icon: light on white, dark on `gray-900` (the map's dark field colour).
#[cfg(feature = "tailwind")]
#[test]
fn tailwind_control_boundaries_and_focus_rings_keep_three_to_one() {
    let ratio = |a: &str, b: &str| {
        let (la, lb) = (relative_luminance(a), relative_luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    };
    let (white, dark_field) = ("ffffff", "101828");
    let hex = |name: &str| {
        TAILWIND_COLOURS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, h)| *h)
    };
    let map = ThemeStyle::Tailwind.class_map();
    let keys = [
        "SelectElement.input",
        "SelectElement.select.container",
        "MultiselectElement.select.container",
        "TagsElement.select.container",
        "TextElement.input",
        "TextareaElement.input",
        "CheckboxElement.input",
        "RadioElement.input",
        "TEditorElement.input",
        "TEditorElement.input_focused",
        "ElementInfo.container",
        "ToggleElement.toggle.container",
    ];
    for key in keys {
        let mut node = &map;
        for part in key.split('.') {
            node = &node[part];
        }
        let classes = node.as_str().unwrap_or_else(|| panic!("{key}: no classes"));
        for class in classes.split_whitespace() {
            let (mode, rest) = match class.strip_prefix("dark:") {
                Some(rest) => ("dark", rest),
                None => ("light", class),
            };
            let rest = rest
                .trim_start_matches("focus:")
                .trim_start_matches("focus-within:")
                .trim_start_matches("focus-visible:");
            let colour = ["border-", "ring-", "text-"]
                .iter()
                .find_map(|p| rest.strip_prefix(p))
                .filter(|c| c.starts_with("gray-") || c.starts_with("blue-"));
            let Some(colour) = colour else { continue };
            // Text colours are the field's text (checked elsewhere), not boundaries.
            if rest.starts_with("text-") && key != "ElementInfo.container" {
                continue;
            }
            let Some(value) = hex(colour) else {
                panic!("{key}: {class}: a colour this test does not know");
            };
            let background = if mode == "dark" { dark_field } else { white };
            let r = ratio(value, background);
            assert!(r >= 3.0, "{key}: {class} is {r:.2}:1 on its background");
        }
    }
}

/// The Bootstrap tabs view of a checkbox or radio group hides its inputs inside the
/// `.yf-bs-tab` labels (Bootstrap's own ring needs a sibling `.btn-check`): the tab shows
/// the focus ring while its input has keyboard focus (WCAG 2.4.7; audit6-a11y #6).
#[cfg(feature = "bootstrap")]
#[test]
fn bootstrap_tabs_show_the_focus_of_their_hidden_input() {
    let map = ThemeStyle::Bootstrap.class_map();
    let tabs = &map["CheckboxgroupElement"]["item"]["container_tabs"];
    assert!(
        tabs.as_str().unwrap_or_default().contains("yf-bs-tab"),
        "{tabs}"
    );
    let css = ThemeStyle::Bootstrap.extra_css();
    let at = css
        .find(".yf-bs-tab:has(:focus-visible) {")
        .expect("a focus rule for the tab");
    let rule = &css[at..at + css[at..].find('}').expect("its end")];
    assert!(
        rule.contains("box-shadow:") || rule.contains("outline: 2px solid"),
        "{rule}"
    );
}

/// No Tailwind class string holds two border colours of the same importance: which wins
/// would depend on the order the framework emits its utilities (audit 9 #7: the editor's
/// focused + invalid box carried `!border-blue-500` and `!border-red-500`, and in Tailwind v3
/// blue comes last, so the invalid editor lost its red border while focused).
#[cfg(feature = "tailwind")]
#[test]
fn no_tailwind_class_string_holds_two_border_colours() {
    let colour = |class: &str| {
        let (important, rest) = match class.strip_prefix('!') {
            Some(rest) => (true, rest),
            None => (false, class),
        };
        let colour = rest.strip_prefix("border-")?;
        let family = colour.split('-').next()?;
        let colours = [
            "slate",
            "gray",
            "zinc",
            "neutral",
            "stone",
            "red",
            "orange",
            "amber",
            "yellow",
            "lime",
            "green",
            "emerald",
            "teal",
            "cyan",
            "sky",
            "blue",
            "indigo",
            "violet",
            "purple",
            "fuchsia",
            "pink",
            "rose",
            "black",
            "white",
            "transparent",
        ];
        colours.contains(&family).then_some(important)
    };
    for (path, classes) in leaves_of(&ThemeStyle::Tailwind.class_map()) {
        for important in [false, true] {
            let n = classes
                .split_whitespace()
                .filter(|c| colour(c) == Some(important))
                .count();
            assert!(n <= 1, "{path}: {classes}");
        }
    }
}

/// WCAG contrast ratio of two sRGB hex colours (no `#`).
#[cfg(feature = "tailwind")]
fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// In dark mode a hovered field keeps a border of 3:1 on the dark field: a class string with
/// `hover:border-<c>` in a component whose classes set `dark:border-*` also sets
/// `dark:hover:border-*` (Tailwind's `hover:` outweighs the `dark:` rest border, so the light
/// hover colour `gray-700` would be drawn on `gray-900`, 1.7:1; audit 27 #4).
#[cfg(feature = "tailwind")]
#[test]
fn tailwind_hovered_borders_keep_three_to_one_in_dark_mode() {
    let map = ThemeStyle::Tailwind.class_map();
    let Value::Object(components) = &map else {
        panic!("the map is an object")
    };
    let hex = |name: &str| {
        TAILWIND_COLOURS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, h)| *h)
    };
    let mut checked = 0;
    for (component, node) in components {
        let strings = leaves_of(node);
        let dark_borders = strings.iter().any(|(_, classes)| {
            classes
                .split_whitespace()
                .any(|c| c.starts_with("dark:border-"))
        });
        if !dark_borders {
            continue;
        }
        for (path, classes) in &strings {
            if !classes
                .split_whitespace()
                .any(|c| c.starts_with("hover:border-"))
            {
                continue;
            }
            checked += 1;
            let dark_hover = classes
                .split_whitespace()
                .find_map(|c| c.strip_prefix("dark:hover:border-"))
                .unwrap_or_else(|| panic!("{component}.{path}: no dark:hover:border-*: {classes}"));
            if let Some(value) = hex(dark_hover) {
                let r = contrast(value, "101828");
                assert!(
                    r >= 3.0,
                    "{component}.{path}: dark:hover:border-{dark_hover} is {r:.2}:1"
                );
            } else {
                assert!(
                    dark_hover.starts_with("red-"),
                    "{component}.{path}: a colour this test does not know: {dark_hover}"
                );
            }
        }
    }
    assert!(
        checked >= 9,
        "the fields' hover borders were found ({checked})"
    );
}

/// A disabled editor's tools dim in dark mode too: the tool's `dark:disabled:text-*` differs
/// from its `dark:text-*` (audit 27 #5: both were `gray-300`, disabled tools looked enabled).
#[cfg(feature = "tailwind")]
#[test]
fn tailwind_disabled_editor_tools_dim_in_dark_mode() {
    let map = ThemeStyle::Tailwind.class_map();
    let tool = map["TEditorElement"]["tool"]
        .as_str()
        .expect("the tool's classes");
    let find = |prefix: &str| {
        tool.split_whitespace()
            .find_map(|c| c.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix}*: {tool}"))
    };
    let (enabled, disabled) = (find("dark:text-"), find("dark:disabled:text-"));
    assert_ne!(enabled, disabled, "{tool}");
}

/// The body of the rule of `tailwind.css` whose selector list is exactly `selector`.
#[cfg(feature = "tailwind")]
fn tailwind_rule(selector: &str) -> &'static str {
    let css = ThemeStyle::Tailwind.extra_css();
    let at = css
        .find(&format!("{selector} {{"))
        .unwrap_or_else(|| panic!("no rule {selector}"));
    let body = &css[at + selector.len() + 2..];
    &body[..body.find('}').expect("its end")]
}

/// The `#rrggbb` colour a declaration `property: … #rrggbb …;` of `rule` names.
#[cfg(feature = "tailwind")]
fn hex_of(rule: &str, property: &str) -> String {
    let at = rule
        .find(&format!("{property}:"))
        .unwrap_or_else(|| panic!("no {property} in {rule}"));
    let value = &rule[at..];
    let value = &value[..value.find(';').expect("a declaration")];
    let hash = value
        .find('#')
        .unwrap_or_else(|| panic!("{property} is no opaque #rrggbb: {value}"));
    value[hash + 1..hash + 7].to_lowercase()
}

/// The focus ring of a tab or block (its input is visually hidden, the ring is its only focus
/// indicator) is an opaque colour of 3:1 on white and on the dark field (audit 27 #6: a 50%
/// blue blended to 1.8:1 on white).
#[cfg(feature = "tailwind")]
#[test]
fn tailwind_tab_and_block_focus_ring_keeps_three_to_one() {
    let rule = tailwind_rule(".yf-tw-tab:has(:focus-visible), .yf-tw-block:has(:focus-visible)");
    assert!(rule.contains("outline: 2px solid #"), "{rule}");
    let ring = hex_of(rule, "outline");
    for background in ["ffffff", "101828"] {
        let r = contrast(&ring, background);
        assert!(r >= 3.0, "#{ring} is {r:.2}:1 on #{background}");
    }
}

/// Links in the editor's content keep 4.5:1 in both modes: light on white, dark (the `dark`
/// class the guide's Tailwind setup uses) on the dark field (audit 27 #6: `#2563eb` was
/// 3.4:1 on `gray-900`).
#[cfg(feature = "tailwind")]
#[test]
fn tailwind_editor_links_keep_four_and_a_half_to_one_in_both_modes() {
    let light = hex_of(tailwind_rule(".yf-tw-editor-content a"), "color");
    let r = contrast(&light, "ffffff");
    assert!(r >= 4.5, "light: #{light} is {r:.2}:1");
    let dark = hex_of(
        tailwind_rule(".yf-tw-editor-content a:where(.dark, .dark *)"),
        "color",
    );
    let r = contrast(&dark, "101828");
    assert!(r >= 4.5, "dark: #{dark} is {r:.2}:1");
}
