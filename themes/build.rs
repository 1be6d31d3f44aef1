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
//! Without the `editor` feature the `TEditorElement` part is left out of both: the CSS from
//! `/* TEditorElement */` up to
//! `/* Validation states */`, and the maps' `TEditorElement` key (the last key of each map).
//! Without the `text` feature the text family's part is left out the same way: the CSS from
//! `/* TextElement */` up to `/* End of the text family */`, and the maps' `TextElement` and
//! `TextareaElement` keys (just before `TEditorElement`).

use std::env;
use std::fs;
use std::path::Path;

const EDITOR_START: &str = "/* TEditorElement */";
const EDITOR_END: &str = "/* Validation states */";
const EDITOR_KEY: &str = "\"TEditorElement\"";
const TEXT_START: &str = "/* TextElement */";
const TEXT_END: &str = "/* End of the text family */";
const TEXT_KEY: &str = "\"TextElement\"";

fn main() {
    let editor = env::var_os("CARGO_FEATURE_EDITOR").is_some();
    let text = env::var_os("CARGO_FEATURE_TEXT").is_some();
    let out = env::var("OUT_DIR").unwrap_or_else(|_| fail("OUT_DIR is not set"));
    let out = Path::new(&out);

    let css = read("css/components.css");
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
    write(&out.join("components.css"), &minify_css(&css));

    for name in [
        "class_map.json",
        "bootstrap_class_map.json",
        "tailwind_class_map.json",
    ] {
        let json = minify_json(&read(&format!("src/{name}")));
        let json = if text {
            json
        } else {
            // `,"TextElement":{…},"TextareaElement":{…}` up to `,"TEditorElement":`: cut.
            let start = [",", TEXT_KEY, ":"].concat();
            let end = [",", EDITOR_KEY, ":"].concat();
            let (Some(at), Some(to)) = (json.find(&start), json.find(&end)) else {
                fail(&format!("{name}: no TextElement or TEditorElement key"))
            };
            let (Some(head), Some(tail)) = (json.get(..at), json.get(to..)) else {
                fail(name)
            };
            [head, tail].concat()
        };
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
