//! `docs/dom.md` documents every class of the default theme's class map: for each
//! `<Component>.<key>` leaf, a line of the page names the key and each of its classes.
#![allow(clippy::expect_used)] // test code

use serde_json::Value;

/// `(component, dotted key, class list)` for every leaf of the class map.
fn leaves(map: &Value) -> Vec<(String, String, String)> {
    fn walk(node: &Value, component: &str, prefix: &str, out: &mut Vec<(String, String, String)>) {
        match node {
            Value::Object(fields) => {
                for (key, value) in fields {
                    let path = if prefix.is_empty() {
                        key.clone()
                    } else {
                        format!("{prefix}.{key}")
                    };
                    walk(value, component, &path, out);
                }
            }
            Value::String(classes) => {
                out.push((component.to_string(), prefix.to_string(), classes.clone()));
            }
            other => panic!("{component}.{prefix}: not a class string: {other}"),
        }
    }
    let mut out = Vec::new();
    for (component, keys) in map.as_object().expect("the class map is an object") {
        walk(keys, component, "", &mut out);
    }
    out
}

/// The rows that document `component`'s `key`: a table row naming the key in backticks,
/// either bare in the component's own section or as `<Component>.<key>`.
fn rows_for<'a>(doc: &'a str, component: &str, key: &str) -> Vec<&'a str> {
    let qualified = format!("`{component}.{key}`");
    let bare = format!("`{key}`");
    let mut section = "";
    let mut rows = Vec::new();
    for line in doc.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            section = title;
            continue;
        }
        if !line.starts_with('|') {
            continue;
        }
        let first_cell = line.split('|').nth(1).unwrap_or_default().trim();
        let in_own_section = section.split([' ', ',']).any(|word| word == component);
        if first_cell == qualified || (in_own_section && first_cell == bare) {
            rows.push(line);
        }
    }
    rows
}

fn dom_doc() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/dom.md");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_class_of_the_class_map_is_in_docs_dom_md() {
    let doc = dom_doc();
    let leaves = leaves(&yewform_themes::class_map());
    assert!(
        leaves.len() > if cfg!(feature = "editor") { 90 } else { 70 },
        "the class map has {} leaves",
        leaves.len()
    );
    let mut missing = Vec::new();
    for (component, key, classes) in &leaves {
        let rows = rows_for(&doc, component, key);
        for class in classes.split_whitespace() {
            let named = format!("`{class}`");
            let with_both = format!("`{}`", classes.trim());
            if !rows
                .iter()
                .any(|row| row.contains(&named) || row.contains(&with_both))
            {
                missing.push(format!("{component}.{key}: {class}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "docs/dom.md has no row naming these keys with their classes:\n{}",
        missing.join("\n")
    );
}

#[test]
fn docs_dom_md_names_the_generated_and_fixed_classes() {
    let doc = dom_doc();
    let column = yewform_themes::column_class(Some("lg"), 4);
    assert_eq!(column, "yf-col-lg-4");
    for needle in [
        "`yf-col-<n>`",
        "`yf-col-<bp>-<n>`",
        "`yf-sr-only`",
        "`yf-element-error`",
    ] {
        assert!(doc.contains(needle), "docs/dom.md lacks {needle}");
    }
    for (breakpoint, _) in yewform_themes::BREAKPOINTS {
        assert!(
            doc.contains(&format!("`{breakpoint}`")),
            "docs/dom.md lacks the breakpoint {breakpoint}"
        );
    }
}
