//! Building the demo app into `dist/`, and the minimal app the bench measures.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::prereq;
use crate::run::{cargo, root, status};

/// Builds `demo/` for wasm (release), runs wasm-bindgen, and writes `dist/` with index.html.
pub fn build() -> Result<PathBuf, String> {
    let dist = root().join("dist");
    build_app("yewform-demo", "demo", &dist)?;
    let index = root().join("demo/index.html");
    std::fs::copy(&index, dist.join("index.html"))
        .map_err(|e| format!("{} → dist: {e}", index.display()))?;
    theme_css(&dist)?;
    Ok(dist)
}

/// The pinned Bootstrap whose CSS the demo's Bootstrap theme uses.
pub const BOOTSTRAP: &str = "bootstrap@5.3.8";

/// The pinned Tailwind CLI (v4) that builds the demo's Tailwind theme CSS.
pub const TAILWIND_CLI: &str = "@tailwindcss/cli@4.1.17";

/// The CSS of the demo's theme switcher, in `dist/themes/`:
///
/// - `bootstrap.css`: Bootstrap's `bootstrap.min.css` (npm, pinned; its MIT licence is copied
///   beside it as `bootstrap-LICENSE`) followed by `themes/css/bootstrap.css`;
/// - `tailwind.css`: `demo/tailwind.css` built by the pinned Tailwind CLI
///   (`tailwindcss --input <demo/tailwind.css with absolute paths> --output … --minify`); the
///   input is copied next to the CLI's `node_modules` so that `@import "tailwindcss"`
///   resolves, with its `../` paths made absolute.
fn theme_css(dist: &Path) -> Result<(), String> {
    let themes = dist.join("themes");
    std::fs::create_dir_all(&themes).map_err(|e| format!("{}: {e}", themes.display()))?;
    let read =
        |path: &Path| std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()));
    let write = |path: &Path, text: &str| {
        std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
    };

    let bootstrap = prereq::npm_file(
        "npm-bootstrap",
        BOOTSTRAP,
        "bootstrap/dist/css/bootstrap.min.css",
    )?;
    let theme = read(&root().join("themes/css/bootstrap.css"))?;
    write(
        &themes.join("bootstrap.css"),
        &format!("{}\n{theme}", read(&bootstrap)?),
    )?;
    let licence = target_dir().join("npm-bootstrap/node_modules/bootstrap/LICENSE");
    write(&themes.join("bootstrap-LICENSE"), &read(&licence)?)?;

    let cli = prereq::npm_file(
        "npm-tailwind",
        TAILWIND_CLI,
        "@tailwindcss/cli/package.json",
    )?;
    let prefix = target_dir().join("npm-tailwind");
    let input = prefix.join("demo-input.css");
    let root_dir = format!("\"{}/", root().display());
    write(
        &input,
        &read(&root().join("demo/tailwind.css"))?.replace("\"../", &root_dir),
    )?;
    let bin = prefix.join("node_modules/.bin/tailwindcss");
    if !bin.is_file() {
        return Err(format!(
            "{} (from {}) not found",
            bin.display(),
            cli.display()
        ));
    }
    status(
        Command::new(&bin)
            .arg("--input")
            .arg(&input)
            .arg("--output")
            .arg(themes.join("tailwind.css"))
            .arg("--minify")
            .current_dir(&prefix),
        &format!("tailwindcss ({TAILWIND_CLI}) → dist/themes/tailwind.css"),
    )
}

/// Builds `demo/minimal` (a Form with one SelectElement and one TEditorElement) into
/// `<target>/minimal-dist`, for the bundle size `cargo xtask bench` prints.
pub fn build_minimal() -> Result<PathBuf, String> {
    let dist = target_dir().join("minimal-dist");
    build_app("yewform-minimal", "minimal", &dist)?;
    Ok(dist)
}

/// Builds `demo/minimal-select` (a Form with one SelectElement, yewform-elements with only
/// its `select` and `csr` features) into `<target>/minimal-select-dist`, for the bundle size
/// `cargo xtask size` prints beside the minimal app's.
pub fn build_minimal_select() -> Result<PathBuf, String> {
    let dist = target_dir().join("minimal-select-dist");
    build_app("yewform-minimal-select", "minimal_select", &dist)?;
    Ok(dist)
}

/// Builds `demo/minimal-signup` (a Form from the demo's sign-up schema, yewform-elements with
/// only the features that schema needs) into `<target>/minimal-signup-dist`, for the bundle
/// size `cargo xtask size` prints beside the minimal app's (reported, no budget).
pub fn build_minimal_signup() -> Result<PathBuf, String> {
    let dist = target_dir().join("minimal-signup-dist");
    build_app("yewform-minimal-signup", "minimal_signup", &dist)?;
    Ok(dist)
}

/// Builds `demo/minimal-tags` (a Form with one TagsElement, yewform-elements with only its
/// `tags` and `csr` features) into `<target>/minimal-tags-dist`, for the bundle size `cargo
/// xtask size` prints beside the select-only app's (reported, no budget).
pub fn build_minimal_tags() -> Result<PathBuf, String> {
    let dist = target_dir().join("minimal-tags-dist");
    build_app("yewform-minimal-tags", "minimal_tags", &dist)?;
    Ok(dist)
}

/// `cargo build --release` of `package` for wasm, then wasm-bindgen into `out_dir` as
/// `<out_name>.js` + `<out_name>_bg.wasm`. The name and producers sections are left out of
/// the shipped wasm (a release build aborts on panic, so no message names a function).
fn build_app(package: &str, out_name: &str, out_dir: &Path) -> Result<(), String> {
    prereq::wasm_target()?;
    prereq::wasm_bindgen_cli()?;
    status(
        cargo().args([
            "build",
            "--release",
            "--package",
            package,
            "--target",
            "wasm32-unknown-unknown",
        ]),
        &format!("cargo build --release -p {package} --target wasm32-unknown-unknown"),
    )?;
    let wasm = target_dir().join(format!("wasm32-unknown-unknown/release/{package}.wasm"));
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    status(
        Command::new("wasm-bindgen")
            .args([
                "--target",
                "web",
                "--no-typescript",
                "--remove-name-section",
                "--remove-producers-section",
                "--out-name",
                out_name,
                "--out-dir",
            ])
            .arg(out_dir)
            .arg(&wasm),
        &format!("wasm-bindgen ({out_name})"),
    )
}

/// Cargo's target directory.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}
