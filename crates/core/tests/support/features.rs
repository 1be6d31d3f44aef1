//! Reads a crate's `[features]` table and checks that its rustdoc and README name each one
//! (shared by the feature-doc tests of yewform-core and yewform-elements through `#[path]`).

/// The feature names of a manifest (but `default`) and the `default` list.
pub fn features(manifest: &str) -> (Vec<String>, Vec<String>) {
    let section = manifest
        .split("[features]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .unwrap_or_default();
    let mut names = Vec::new();
    let mut default = Vec::new();
    for line in section.lines() {
        let Some((name, value)) = line.split_once(" = ") else {
            continue;
        };
        if name == "default" {
            default = value
                .split('"')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect();
        } else if !name.starts_with('#') {
            names.push(name.trim().to_owned());
        }
    }
    (names, default)
}

/// Asserts that each feature of the crate at `dir` but `skip` is named in its crate
/// rustdoc (`src/lib.rs`'s `//!` lines) and README, and, unless in `off`, is on by default.
pub fn check(dir: &str, skip: &[&str], off: &[&str]) {
    let read = |file: &str| std::fs::read_to_string(format!("{dir}/{file}")).unwrap_or_default();
    let (names, default) = features(&read("Cargo.toml"));
    assert!(names.len() > 10, "features read in {dir}: {names:?}");
    let rustdoc: String = read("src/lib.rs")
        .lines()
        .filter(|l| l.starts_with("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    let readme = read("README.md");
    for name in names.iter().filter(|n| !skip.contains(&n.as_str())) {
        assert!(
            off.contains(&name.as_str()) || default.contains(name),
            "`{name}` is not on by default in {dir}"
        );
        let quoted = format!("`{name}`");
        assert!(
            rustdoc.contains(&quoted),
            "the crate rustdoc of {dir} does not name `{name}`"
        );
        assert!(
            readme.contains(&quoted),
            "{dir}/README.md does not name `{name}`"
        );
    }
}
