//! `cargo xtask publish-check`: the three library crates package and pass a publish dry run
//! (after the check that their wasm tree holds one copy of each gloo crate and of `http`);
//! and the MSRV check that `cargo xtask test` runs.

use std::process::Command;

use crate::run::{cargo, output, root, status};

/// The published crates, dependencies first.
pub const CRATES: [&str; 3] = ["yewform-core", "yewform-themes", "yewform-elements"];

/// Files every published crate must carry.
const REQUIRED_FILES: [&str; 4] = ["Cargo.toml", "README.md", "LICENSE-MIT", "LICENSE-APACHE"];

/// `cargo package` (which builds each packaged crate, with the not yet published workspace
/// crates served from a local overlay registry) and `cargo publish --dry-run` for the three
/// library crates together, after checking that each package lists its README and both
/// licence files. `--allow-dirty` lets it run in a working checkout; a release is made from a
/// clean one.
pub fn check() -> Result<(), String> {
    crate::deps::one_gloo_and_http()?;
    for krate in CRATES {
        let listed = output(cargo().args(["package", "--list", "--allow-dirty", "-p", krate]))
            .ok_or_else(|| format!("cargo package --list -p {krate} failed"))?;
        let missing: Vec<&str> = REQUIRED_FILES
            .iter()
            .copied()
            .filter(|file| !listed.lines().any(|line| line.trim() == *file))
            .collect();
        if !missing.is_empty() {
            return Err(format!("the {krate} package lacks {}", missing.join(", ")));
        }
        let outside = reads_outside(krate, &listed);
        if !outside.is_empty() {
            return Err(format!(
                "the {krate} package reads files it does not hold (its docs, doc tests or \
                 tests would not build from crates.io; exclude the file or gate it):\n  {}",
                outside.join("\n  ")
            ));
        }
    }
    let selected: Vec<&str> = CRATES.iter().flat_map(|krate| ["-p", krate]).collect();
    forget_unpacked_packages()?;
    forget_packaged_builds()?;
    status(
        cargo().args(["package", "--allow-dirty"]).args(&selected),
        "publish check: cargo package (each crate built from its package)",
    )?;
    status(
        cargo()
            .args(["publish", "--dry-run", "--allow-dirty"])
            .args(&selected),
        "publish check: cargo publish --dry-run",
    )
}

/// The folder of a published crate in the workspace.
fn crate_dir(krate: &str) -> std::path::PathBuf {
    match krate {
        "yewform-themes" => root().join("themes"),
        "yewform-elements" => root().join("crates/yew-elements"),
        _ => root().join("crates/core"),
    }
}

/// The `include_str!`/`include_bytes!`/`include!` and `#[path]` literals of the packaged `.rs`
/// files of `krate` (`listed` is `cargo package --list`) whose file the package does not
/// hold: `file: path` each. Rustdoc builds `#[cfg(doc)]` code and `cargo package` does not, so
/// only this finds a doc include of a workspace file (the guide) before docs.rs does.
/// Not seen: a path built by `concat!` (only a literal right after the parenthesis is read),
/// a `#[path]` inside an inline `mod x { … }` (resolved here from the file's folder, by rustc
/// from `x/`), and files a test reads at run time (the `exclude` lists in the manifests keep
/// those tests out of the packages).
fn reads_outside(krate: &str, listed: &str) -> Vec<String> {
    let files: std::collections::HashSet<&str> = listed.lines().map(str::trim).collect();
    let dir = crate_dir(krate);
    let mut outside = Vec::new();
    for file in files.iter().filter(|file| file.ends_with(".rs")) {
        let Ok(source) = std::fs::read_to_string(dir.join(file)) else {
            continue;
        };
        for opener in [
            "include_str!(\"",
            "include_bytes!(\"",
            "include!(\"",
            "#[path = \"",
        ] {
            for (at, _) in source.match_indices(opener) {
                let rest = source.get(at + opener.len()..).unwrap_or_default();
                let Some(literal) = rest.split('"').next() else {
                    continue;
                };
                let base = std::path::Path::new(file)
                    .parent()
                    .unwrap_or(std::path::Path::new(""));
                let target = normalize(&base.join(literal));
                if !target.as_deref().is_some_and(|t| files.contains(t)) {
                    outside.push(format!("{file}: {literal}"));
                }
            }
        }
    }
    outside.sort();
    outside
}

/// `path` with its `.` and `..` components resolved, `/`-separated; `None` when it climbs
/// above its start.
fn normalize(path: &std::path::Path) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    for component in path.components() {
        match component {
            std::path::Component::ParentDir => {
                parts.pop()?;
            }
            std::path::Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    Some(parts.join("/"))
}

/// Removes what an earlier `cargo package` unpacked of our crates under
/// `$CARGO_HOME/registry/src`. Cargo unpacks the packaged workspace crates there (its local
/// overlay registry) to build the dependent ones, and reuses an unpacked `name-version`
/// directory as it is: after a change to `yewform-core`, `yewform-elements` would be verified
/// against the stale copy of a version that did not change.
fn forget_unpacked_packages() -> Result<(), String> {
    let home = std::env::var_os("CARGO_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cargo")))
        .ok_or("neither CARGO_HOME nor HOME is set")?;
    let Ok(registries) = std::fs::read_dir(home.join("registry/src")) else {
        return Ok(());
    };
    for registry in registries.flatten() {
        let Ok(unpacked) = std::fs::read_dir(registry.path()) else {
            continue;
        };
        for dir in unpacked.flatten() {
            let name = dir.file_name().to_string_lossy().into_owned();
            if CRATES.iter().any(|krate| {
                name.strip_prefix(krate)
                    .and_then(|rest| rest.strip_prefix('-'))
                    .is_some_and(|version| version.starts_with(|c: char| c.is_ascii_digit()))
            }) {
                std::fs::remove_dir_all(dir.path())
                    .map_err(|e| format!("{}: {e}", dir.path().display()))?;
            }
        }
    }
    Ok(())
}

/// Removes the fingerprints of earlier verification builds of our packaged crates. Cargo takes
/// a registry crate's sources as immutable, so a `yewform-core 0.1.0` built from an earlier
/// package is reused for the next one whatever changed; without its fingerprint it is built
/// again. Those builds are found by their dep-info (`target/debug/deps/<crate>-<hash>.d`),
/// which names sources under `registry/src`.
fn forget_packaged_builds() -> Result<(), String> {
    let debug = crate::dist::target_dir().join("debug");
    let Ok(deps) = std::fs::read_dir(debug.join("deps")) else {
        return Ok(());
    };
    for entry in deps.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix(".d") else {
            continue;
        };
        let Some((krate, hash)) = CRATES.iter().find_map(|krate| {
            let lib = krate.replace('-', "_");
            let hash = stem.strip_prefix(&lib)?.strip_prefix('-')?;
            Some((*krate, hash.to_string()))
        }) else {
            continue;
        };
        let from_registry =
            std::fs::read_to_string(entry.path()).is_ok_and(|deps| deps.contains("/registry/src/"));
        if from_registry {
            let fingerprint = debug.join(".fingerprint").join(format!("{krate}-{hash}"));
            if fingerprint.exists() {
                std::fs::remove_dir_all(&fingerprint)
                    .map_err(|e| format!("{}: {e}", fingerprint.display()))?;
            }
        }
    }
    Ok(())
}

/// The `rust-version` declared in `[workspace.package]` of the root manifest.
pub fn declared_msrv() -> Result<String, String> {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml"))
        .map_err(|e| format!("Cargo.toml: {e}"))?;
    manifest
        .lines()
        .filter_map(|line| line.trim().strip_prefix("rust-version"))
        .filter_map(|rest| rest.trim().strip_prefix('='))
        .map(|value| value.trim().trim_matches('"').to_string())
        .next()
        .ok_or_else(|| "Cargo.toml declares no rust-version".into())
}

/// The installed rustup toolchain of exactly `version` (`1.85` matches `1.85-…` and
/// `1.85.N-…`), if any.
fn installed_toolchain(version: &str) -> Option<String> {
    let list = output(Command::new("rustup").args(["toolchain", "list"]))?;
    list.lines()
        .filter_map(|line| line.split_whitespace().next())
        .find(|name| {
            let channel = name.split('-').next().unwrap_or_default();
            channel == version
                || channel
                    .strip_prefix(version)
                    .and_then(|rest| rest.strip_prefix('.'))
                    .is_some_and(|patch| patch.chars().all(|c| c.is_ascii_digit()))
        })
        .map(str::to_string)
}

/// The MSRV check: clippy's `incompatible_msrv` lint (standard-library items newer than the
/// declared `rust-version`) on the library crates, natively and for wasm32; then
/// `cargo +<msrv> check` of the library crates natively (with `ssr`) and for wasm32 (with
/// `csr`), installing that toolchain and its wasm32 target through rustup when missing.
pub fn msrv() -> Result<(), String> {
    msrv_of(&declared_msrv()?)
}

/// [`msrv`] for `version`.
fn msrv_of(version: &str) -> Result<(), String> {
    let selected: Vec<&str> = CRATES.iter().flat_map(|krate| ["-p", krate]).collect();
    if output(cargo().args(["clippy", "--version"])).is_some() {
        for target in [None, Some("wasm32-unknown-unknown")] {
            let mut cmd = cargo();
            cmd.args(["clippy", "--all-features"]).args(&selected);
            if let Some(target) = target {
                cmd.args(["--target", target]);
            }
            cmd.args(["--", "-A", "warnings", "-D", "clippy::incompatible_msrv"]);
            status(
                &mut cmd,
                &format!(
                    "MSRV {version}: clippy incompatible_msrv ({})",
                    target.unwrap_or("native")
                ),
            )?;
        }
    } else {
        eprintln!("xtask: MSRV {version}: clippy is not installed, incompatible_msrv skipped");
    }
    let toolchain = match installed_toolchain(version) {
        Some(toolchain) => toolchain,
        None => {
            status(
                Command::new("rustup").args([
                    "toolchain",
                    "install",
                    version,
                    "--profile",
                    "minimal",
                ]),
                &format!(
                    "rustup toolchain install {version} --profile minimal (the declared MSRV)"
                ),
            )?;
            installed_toolchain(version)
                .ok_or_else(|| format!("rustup installed no {version} toolchain"))?
        }
    };
    let wasm_targets = output(Command::new("rustup").args([
        "target",
        "list",
        "--installed",
        "--toolchain",
        &toolchain,
    ]))
    .unwrap_or_default();
    if !wasm_targets
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        status(
            Command::new("rustup").args([
                "target",
                "add",
                "wasm32-unknown-unknown",
                "--toolchain",
                &toolchain,
            ]),
            &format!("rustup target add wasm32-unknown-unknown --toolchain {toolchain}"),
        )?;
    }
    let msrv_cargo = || {
        let mut cmd = Command::new("cargo");
        cmd.current_dir(root())
            .env_remove("CARGO")
            .env_remove("RUSTC")
            .env_remove("RUSTDOC")
            .env_remove("RUSTUP_TOOLCHAIN")
            .arg(format!("+{toolchain}"));
        cmd
    };
    status(
        msrv_cargo()
            .args(["check", "--features", "yewform-elements/ssr"])
            .args(&selected),
        &format!("MSRV {version}: cargo +{toolchain} check of the library crates (native, ssr)"),
    )?;
    status(
        msrv_cargo()
            .args([
                "check",
                "--target",
                "wasm32-unknown-unknown",
                "--features",
                "yewform-elements/csr",
            ])
            .args(&selected),
        &format!("MSRV {version}: cargo +{toolchain} check of the library crates (wasm32, csr)"),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_declared_msrv_is_a_version() {
        let version = super::declared_msrv().unwrap();
        let parts: Vec<&str> = version.split('.').collect();
        assert!((2..=3).contains(&parts.len()), "{version}");
        assert!(
            parts
                .iter()
                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit())),
            "{version}"
        );
    }
}
