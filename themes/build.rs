//! Writes the shipped copies of the default theme's component CSS and of the three class maps
//! into `OUT_DIR`, minified (docs/size.md: the text ships in the wasm data section as is):
//!
//! - `components.css`: comments dropped, whitespace runs collapsed to one space, and no
//!   whitespace around `{`, `}`, `;`, the `:` after a property name, or the commas between
//!   selectors. Exactly the whitespace the run-time reader (`sheet_build::read_sheet`) trims,
//!   so it reads the same rules (a test compares them with the ones read from the source).
//!   Spaces inside a selector (the descendant combinator, `:is(.a, .b)`) and inside a value
//!   (`0 10px 15px`) stay.
//! - `class_map.json`, `bootstrap_class_map.json`, `tailwind_class_map.json`: no whitespace
//!   outside strings.
//!
//! Without the `choice` feature the choice elements' part is left out of both: the CSS from
//! `/* Choice elements */` (and the comment before it) up to the editor's part, and the maps'
//! `CheckboxElement`, `ToggleElement`, `RadioElement`, `CheckboxgroupElement` and
//! `RadiogroupElement` keys.
//!
//! Without the `editor` feature the `TEditorElement` part is left out of both: the CSS from
//! `/* TEditorElement */` up to `/* Validation states */`, and the maps' `TEditorElement` key
//! (the last key of each map). Likewise without the `static` / `button` feature the
//! `StaticElement` / `ButtonElement` part: the CSS from `/* StaticElement */` to
//! `/* ButtonElement */` / from there to `/* End of StaticElement and ButtonElement */`, and
//! the maps' key of that name. Without the `text` feature the text family's part is left out
//! the same way: the CSS from `/* TextElement */` up to `/* End of the text family */`, and the
//! maps' `TextElement` and `TextareaElement` keys. Without both the `multiselect` and the `tags`
//! feature the multi-value part is left out: the CSS from `/* MultiselectElement */` up to
//! `/* End of MultiselectElement and TagsElement */`; the maps' `MultiselectElement` key is left
//! out without `multiselect`, their `TagsElement` key without `tags`. Likewise the containers:
//! without all three of `object`, `group` and `list` the CSS from `/* ObjectElement */` up to
//! `/* End of ObjectElement, GroupElement and ListElement */`; the maps' `ObjectElement`,
//! `GroupElement` / `ListElement` key without `object` / `group` / `list`.

use std::env;
use std::fs;
use std::path::Path;

const EDITOR_START: &str = "/* TEditorElement */";
const EDITOR_END: &str = "/* Validation states */";
const EDITOR_KEY: &str = "\"TEditorElement\"";
const CHOICE_START: &str = "/* Choice elements */";
const CHOICE_KEYS: [&str; 5] = [
    "CheckboxElement",
    "ToggleElement",
    "RadioElement",
    "CheckboxgroupElement",
    "RadiogroupElement",
];
const TEXT_START: &str = "/* TextElement */";
const TEXT_END: &str = "/* End of the text family */";
const TEXT_KEYS: [&str; 2] = ["TextElement", "TextareaElement"];

fn main() {
    let editor = env::var_os("CARGO_FEATURE_EDITOR").is_some();
    let choice = env::var_os("CARGO_FEATURE_CHOICE").is_some();
    let text = env::var_os("CARGO_FEATURE_TEXT").is_some();
    let out = env::var("OUT_DIR").unwrap_or_else(|_| fail("OUT_DIR is not set"));
    let out = Path::new(&out);

    let css = read("css/components.css");
    let css = if choice {
        css
    } else {
        // From `/* Choice elements */` up to the editor's part (its comment included).
        let (head, rest) = css
            .split_once(CHOICE_START)
            .unwrap_or_else(|| fail("components.css: no `/* Choice elements */`"));
        let at = rest
            .find(EDITOR_START)
            .unwrap_or_else(|| fail("components.css: no `/* TEditorElement */`"));
        let tail = rest.get(at..).unwrap_or_else(|| fail("components.css"));
        let head = head
            .rfind("/* Without a choice")
            .and_then(|cut| head.get(..cut))
            .unwrap_or(head);
        [head, "/* Without the `editor` feature the build script leaves out the rules from here up to the\n   validation states. */\n", tail].concat()
    };
    let css = if text {
        css
    } else {
        let (head, rest) = css
            .split_once(TEXT_START)
            .unwrap_or_else(|| fail("components.css: no `/* TextElement */`"));
        let (_, tail) = rest
            .split_once(TEXT_END)
            .unwrap_or_else(|| fail("components.css: no `/* End of the text family */`"));
        [head, tail].concat()
    };
    let css = if editor {
        css
    } else {
        let (head, rest) = css
            .split_once(EDITOR_START)
            .unwrap_or_else(|| fail("components.css: no `/* TEditorElement */`"));
        let (_, tail) = rest
            .split_once(EDITOR_END)
            .unwrap_or_else(|| fail("components.css: no `/* Validation states */`"));
        [head, tail].concat()
    };
    let css = cut_css(
        css,
        "/* StaticElement */",
        "/* ButtonElement */",
        feature("STATIC"),
    );
    let css = cut_css(
        css,
        "/* ButtonElement */",
        "/* End of StaticElement and ButtonElement */",
        feature("BUTTON"),
    );
    let css = cut_css(
        css,
        "/* MultiselectElement */",
        "/* End of MultiselectElement and TagsElement */",
        feature("MULTISELECT") || feature("TAGS"),
    );
    let css = cut_css(
        css,
        "/* ObjectElement */",
        "/* End of ObjectElement, GroupElement and ListElement */",
        feature("OBJECT") || feature("GROUP") || feature("LIST"),
    );
    write(&out.join("components.css"), &minify_css(&css));

    for name in [
        "class_map.json",
        "bootstrap_class_map.json",
        "tailwind_class_map.json",
    ] {
        let mut json = minify_json(&read(&format!("src/{name}")));
        let keys = [
            ("StaticElement", !feature("STATIC")),
            ("ButtonElement", !feature("BUTTON")),
            ("MultiselectElement", !feature("MULTISELECT")),
            ("TagsElement", !feature("TAGS")),
            ("ObjectElement", !feature("OBJECT")),
            ("GroupElement", !feature("GROUP")),
            ("ListElement", !feature("LIST")),
        ]
        .into_iter()
        .filter_map(|(key, cut)| cut.then_some(key))
        .chain(CHOICE_KEYS.into_iter().filter(|_| !choice))
        .chain(TEXT_KEYS.into_iter().filter(|_| !text));
        for key in keys {
            json = cut_key(&json, key).unwrap_or_else(|| fail(&format!("{name}: no {key}")));
        }
        let json = if editor {
            json
        } else {
            // `,"TEditorElement":{…}` is the map's last key: cut it, keep the closing `}`.
            let at = json
                .find(&[",", EDITOR_KEY, ":"].concat())
                .unwrap_or_else(|| fail(&format!("{name}: no TEditorElement key")));
            let head = json.get(..at).unwrap_or_else(|| fail(name));
            [head, "}"].concat()
        };
        write(&out.join(name), &json);
    }
}

/// Whether the crate feature `name` (upper case) is on.
fn feature(name: &str) -> bool {
    env::var_os(format!("CARGO_FEATURE_{name}")).is_some()
}

/// `css` without the text from `start` up to (not including) `end`, unless `keep`.
fn cut_css(css: String, start: &str, end: &str, keep: bool) -> String {
    if keep {
        return css;
    }
    let (head, rest) = css
        .split_once(start)
        .unwrap_or_else(|| fail(&format!("components.css: no `{start}`")));
    let (_, tail) = rest
        .split_once(end)
        .unwrap_or_else(|| fail(&format!("components.css: no `{end}`")));
    [head, end, tail].concat()
}

/// `json` (minified) without the top-level entry `,"<key>":{…}` (its braces matched,
/// strings skipped).
fn cut_key(json: &str, key: &str) -> Option<String> {
    let start = json.find(&[",\"", key, "\":{"].concat())?;
    let open = start + key.len() + 4;
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in json.get(open..)?.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    let end = open + i + 1;
                    return Some([json.get(..start)?, json.get(end..)?].concat());
                }
            }
            _ => {}
        }
    }
    None
}

fn fail(why: &str) -> ! {
    panic!("yewform-themes build script: {why}")
}

fn read(path: &str) -> String {
    println!("cargo:rerun-if-changed={path}");
    fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{path}: {e}")))
}

fn write(path: &Path, text: &str) {
    fs::write(path, text).unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
}

/// Trims `text` and collapses every whitespace run inside it to one space.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The CSS without comments and without the whitespace its reader trims (see the module
/// docs). Takes what `css/components.css` holds: rules, and at-rules holding rules.
fn minify_css(source: &str) -> String {
    let mut text = String::new();
    let mut rest = source;
    while let Some((before, after)) = rest.split_once("/*") {
        text.push_str(before);
        text.push(' ');
        rest = after
            .split_once("*/")
            .unwrap_or_else(|| fail("components.css: an unclosed comment"))
            .1;
    }
    text.push_str(rest);

    let mut out = String::new();
    let mut rest = text.as_str();
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix('}') {
            // The end of an at-rule.
            out.push('}');
            rest = after;
            continue;
        }
        let Some((prelude, body)) = rest.split_once('{') else {
            if !rest.is_empty() {
                fail(&format!("components.css: unread text {rest:.40}"));
            }
            return out;
        };
        let prelude = prelude.trim();
        if prelude.starts_with('@') {
            out.push_str(&collapse(prelude));
            out.push('{');
            rest = body;
            continue;
        }
        let (declarations, after) = body
            .split_once('}')
            .unwrap_or_else(|| fail(&format!("components.css: an unclosed rule {prelude}")));
        let mut depth = 0u32;
        let mut selector = String::new();
        let mut selectors = Vec::new();
        for c in prelude.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                ',' if depth == 0 => {
                    selectors.push(collapse(&selector));
                    selector.clear();
                    continue;
                }
                _ => {}
            }
            selector.push(c);
        }
        selectors.push(collapse(&selector));
        out.push_str(&selectors.join(","));
        out.push('{');
        let mut first = true;
        for declaration in declarations.split(';') {
            if declaration.trim().is_empty() {
                continue;
            }
            let (key, value) = declaration
                .split_once(':')
                .unwrap_or_else(|| fail(&format!("components.css: {declaration}")));
            if !first {
                out.push(';');
            }
            first = false;
            out.push_str(&collapse(key));
            out.push(':');
            out.push_str(&collapse(value));
        }
        out.push('}');
        rest = after;
    }
}

/// The JSON without whitespace outside strings.
fn minify_json(source: &str) -> String {
    let mut out = String::new();
    let (mut in_string, mut escaped) = (false, false);
    for c in source.chars() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if !c.is_whitespace() {
            in_string = c == '"';
            out.push(c);
        }
    }
    out
}
