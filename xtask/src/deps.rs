//! One copy of each gloo crate and of `http` in the wasm build of `yewform-elements`.
//!
//! yew 0.23 (through tokise) and yew-hooks 0.6 depend on the `gloo` umbrella 0.11 with its
//! default features, which brings gloo-net 0.5 and http 0.2. yewform uses that umbrella; a
//! direct dependency on another gloo-net (0.7 brings http 1) would put a second copy of each
//! in every app's wasm. [`one_gloo_and_http`] fails when `cargo tree -d` shows one.

use crate::run::{cargo, output};

/// The command whose duplicates are checked.
const TREE: [&str; 8] = [
    "tree",
    "-d",
    "--target",
    "wasm32-unknown-unknown",
    "-p",
    "yewform-elements",
    "-e",
    "normal",
];

/// Fails when `cargo tree -d --target wasm32-unknown-unknown -p yewform-elements -e normal`
/// lists a `gloo*` crate or `http` in more than one version.
pub fn one_gloo_and_http() -> Result<(), String> {
    eprintln!("xtask: one version of each gloo crate and of http (cargo tree -d, wasm)");
    let tree =
        output(cargo().args(TREE)).ok_or_else(|| format!("cargo {} failed", TREE.join(" ")))?;
    let duplicated = duplicated_gloo_or_http(&tree);
    if duplicated.is_empty() {
        return Ok(());
    }
    Err(format!(
        "the wasm tree of yewform-elements holds two versions of {} (cargo {}): use the gloo \
         umbrella at the version yew depends on instead of a direct gloo-* or http dependency",
        duplicated.join(", "),
        TREE.join(" ")
    ))
}

/// The `name version` roots of `cargo tree -d` output (lines without tree drawing) that are a
/// gloo crate or `http`.
fn duplicated_gloo_or_http(tree: &str) -> Vec<String> {
    tree.lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphanumeric()))
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next()?;
            let version = words.next().unwrap_or_default();
            (name == "http" || name == "gloo" || name.starts_with("gloo-"))
                .then(|| format!("{name} {version}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::duplicated_gloo_or_http;

    #[test]
    fn lists_gloo_and_http_roots_only() {
        let tree = "gloo-net v0.5.0\n└── gloo v0.11.0\n\ngloo-net v0.7.0\n└── yewform-elements v0.1.0\n\nhttp v0.2.12\n└── gloo-net v0.5.0 (*)\n\nmemchr v2.8.3\n├── futures-util v0.3.34\n";
        assert_eq!(
            duplicated_gloo_or_http(tree),
            ["gloo-net v0.5.0", "gloo-net v0.7.0", "http v0.2.12"]
        );
        assert!(duplicated_gloo_or_http("memchr v2.8.3\n└── x v1\n").is_empty());
    }
}
