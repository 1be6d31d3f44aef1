//! The Tailwind set-up this crate documents (its README, which is its crates.io page, and the
//! `tailwind` module's rustdoc) names the files that hold the Tailwind class map's classes:
//! every `@source` (v4) and `content` (v3) glob path into this crate, taken together, matches
//! files under `src/` whose text contains every class of `tailwind::class_map()`. Tailwind
//! generates only the utilities it finds in the files it scans, so a glob that misses the map
//! leaves the form unstyled. Reads only packaged files (README.md and `src/`).
#![cfg(feature = "tailwind")]
#![allow(clippy::expect_used, clippy::panic, clippy::indexing_slicing)] // test code

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The part of a glob after this is a path inside the crate's package.
const CRATE_DIR: &str = "yewform-themes-*/";

fn read(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The quoted strings of `text` that follow `opening` up to `closing`, for every occurrence.
fn quoted_after(text: &str, opening: &str, closing: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(opening) {
        let after = &rest[start + opening.len()..];
        let end = after.find(closing).unwrap_or(after.len());
        let mut parts = after[..end].split('"');
        parts.next(); // before the first quote
        while let Some(quoted) = parts.next() {
            out.push(quoted.to_string());
            parts.next(); // between two quoted strings
        }
        rest = &after[end..];
    }
    out
}

/// `(v4 @source globs, v3 content globs)` into this crate, as paths inside the package.
fn crate_globs(text: &str) -> (Vec<String>, Vec<String>) {
    let inside = |globs: Vec<String>| -> Vec<String> {
        globs
            .iter()
            .filter_map(|glob| {
                glob.find(CRATE_DIR)
                    .map(|at| glob[at + CRATE_DIR.len()..].to_string())
            })
            .collect()
    };
    (
        inside(quoted_after(text, "@source ", ';')),
        inside(quoted_after(text, "content: [", ']')),
    )
}

/// `{a,b}` alternatives expanded (one level, as the docs use).
fn expand(glob: &str) -> Vec<String> {
    match (glob.find('{'), glob.find('}')) {
        (Some(open), Some(close)) if open < close => glob[open + 1..close]
            .split(',')
            .flat_map(|alternative| {
                expand(&format!(
                    "{}{alternative}{}",
                    &glob[..open],
                    &glob[close + 1..]
                ))
            })
            .collect(),
        _ => vec![glob.to_string()],
    }
}

/// `*` within one path segment.
fn segment_matches(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, tail)) => {
            name.starts_with(head)
                && (head.len()..=name.len())
                    .any(|at| name.is_char_boundary(at) && segment_matches(tail, &name[at..]))
        }
    }
}

/// `**` for any number of segments, `*` within one.
fn path_matches(pattern: &[&str], path: &[&str]) -> bool {
    match (pattern.split_first(), path.split_first()) {
        (None, None) => true,
        (Some((&"**", rest)), _) => {
            path_matches(rest, path) || (!path.is_empty() && path_matches(pattern, &path[1..]))
        }
        (Some((first, rest)), Some((name, names))) => {
            segment_matches(first, name) && path_matches(rest, names)
        }
        _ => false,
    }
}

fn glob_matches(glob: &str, path: &str) -> bool {
    let path: Vec<&str> = path.split('/').collect();
    expand(glob).iter().any(|glob| {
        let pattern: Vec<&str> = glob.split('/').collect();
        path_matches(&pattern, &path)
    })
}

/// Every file under `src/`, as a `/`-separated path inside the package.
fn package_files(dir: &Path, prefix: &str, out: &mut Vec<(String, PathBuf)>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries {
        let entry = entry.expect("a directory entry");
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        let path = entry.path();
        if path.is_dir() {
            package_files(&path, &format!("{name}/"), out);
        } else {
            out.push((name, path));
        }
    }
}

fn classes(node: &Value, out: &mut BTreeSet<String>) {
    match node {
        Value::Object(fields) => fields.values().for_each(|value| classes(value, out)),
        Value::String(list) => out.extend(list.split_whitespace().map(str::to_string)),
        other => panic!("not a class string: {other}"),
    }
}

/// The classes of the Tailwind map that none of the files `globs` match contains.
fn classes_not_scanned(globs: &[String]) -> Vec<String> {
    let mut files = Vec::new();
    package_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        "src/",
        &mut files,
    );
    let scanned: String = files
        .iter()
        .filter(|(name, _)| globs.iter().any(|glob| glob_matches(glob, name)))
        .map(|(_, path)| fs::read_to_string(path).expect("a text file"))
        .collect();
    let mut all = BTreeSet::new();
    classes(&yewform_themes::tailwind::class_map(), &mut all);
    assert!(all.contains("grid-cols-12"), "{all:?}");
    all.into_iter()
        .filter(|class| !scanned.contains(class.as_str()))
        .collect()
}

fn assert_sources_hold_the_map(doc: &str, text: &str) {
    let (v4, v3) = crate_globs(text);
    for (version, globs) in [("v4 @source", v4), ("v3 content", v3)] {
        assert!(
            !globs.is_empty(),
            "{doc}: no {version} path into {CRATE_DIR}"
        );
        let missing = classes_not_scanned(&globs);
        assert!(
            missing.is_empty(),
            "{doc}: the {version} paths {globs:?} miss the files holding {} of the Tailwind \
             map's classes (the map is src/tailwind_class_map.json), e.g. {:?}",
            missing.len(),
            missing.iter().take(5).collect::<Vec<_>>()
        );
    }
}

#[test]
fn the_readme_names_the_files_holding_the_tailwind_classes() {
    assert_sources_hold_the_map("README.md", &read("README.md"));
}

#[test]
fn the_tailwind_module_doc_names_the_files_holding_the_tailwind_classes() {
    let doc: String = read("src/tailwind.rs")
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_sources_hold_the_map("src/tailwind.rs", &doc);
}

#[test]
fn the_glob_matcher_reads_the_documented_forms() {
    assert!(glob_matches("src/**/*.json", "src/tailwind_class_map.json"));
    assert!(glob_matches(
        "src/**/*.{rs,json}",
        "src/tailwind_class_map.json"
    ));
    assert!(glob_matches(
        "src/tailwind_class_map.json",
        "src/tailwind_class_map.json"
    ));
    assert!(!glob_matches(
        "src/tailwind.rs",
        "src/tailwind_class_map.json"
    ));
    assert!(!glob_matches("src/**/*.rs", "src/tailwind_class_map.json"));
}
