//! Building the demo app into `dist/`.

use std::path::PathBuf;
use std::process::Command;

use crate::prereq;
use crate::run::{cargo, root, status};

/// Builds `demo/` for wasm (release), runs wasm-bindgen, and writes `dist/` with index.html.
pub fn build() -> Result<PathBuf, String> {
    prereq::wasm_target()?;
    prereq::wasm_bindgen_cli()?;
    status(
        cargo().args([
            "build",
            "--release",
            "--package",
            "yewform-demo",
            "--target",
            "wasm32-unknown-unknown",
        ]),
        "cargo build --release -p yewform-demo --target wasm32-unknown-unknown",
    )?;
    let wasm = target_dir().join("wasm32-unknown-unknown/release/yewform-demo.wasm");
    let dist = root().join("dist");
    std::fs::create_dir_all(&dist).map_err(|e| format!("{}: {e}", dist.display()))?;
    status(
        Command::new("wasm-bindgen")
            .args([
                "--target",
                "web",
                "--no-typescript",
                "--out-name",
                "demo",
                "--out-dir",
            ])
            .arg(&dist)
            .arg(&wasm),
        "wasm-bindgen (demo)",
    )?;
    let index = root().join("demo/index.html");
    std::fs::copy(&index, dist.join("index.html"))
        .map_err(|e| format!("{} → dist: {e}", index.display()))?;
    Ok(dist)
}

/// Cargo's target directory.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}
