//! `cargo xtask test`: every layer, in order; stops at the first failing layer.

use crate::chromedriver::ChromeDriver;
use crate::run::{cargo, root, status};
use crate::{dist, prereq, publish};

/// Runs native + SSR tests (with the doc tests), the feature combinations, rustdoc with
/// `-D warnings`, the publish and MSRV checks, builds and runs the examples, then
/// the browser tests in headless Chromium, the minimal app's size budget and the end-to-end
/// tests.
pub fn all() -> Result<(), String> {
    prereq::wasm_target()?;
    prereq::wasm_bindgen_cli()?;
    let (chrome, driver) = prereq::chromium()?;

    readme_quick_start_is_the_example()?;

    status(
        cargo().args([
            "test",
            "--workspace",
            "--exclude",
            "yewform-tests",
            "--exclude",
            "yewform-demo",
            "--exclude",
            "yewform-minimal",
            "--exclude",
            "yewform-minimal-select",
            "--exclude",
            "yewform-minimal-signup",
            "--exclude",
            "yewform-minimal-tags",
            "--exclude",
            "yewform-examples",
        ]),
        "native and SSR tests (cargo test --workspace)",
    )?;
    let started = std::time::SystemTime::now();
    feature_combinations()?;
    // The feature combinations' test binaries are run once and never again in this run:
    // on a 2-core CI machine with a small disk they would otherwise fill it.
    prune_outputs_since(started, "debug/deps");
    rustdoc()?;

    publish::check()?;
    publish::msrv()?;
    examples()?;

    let webdriver_json = write_webdriver_json(&chrome)?;
    let started = std::time::SystemTime::now();
    status(
        cargo()
            .args([
                "test",
                "--package",
                "yewform-tests",
                "--target",
                "wasm32-unknown-unknown",
            ])
            .env(
                "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
                "wasm-bindgen-test-runner",
            )
            .env("CHROMEDRIVER", &driver)
            .env("WASM_BINDGEN_TEST_WEBDRIVER_JSON", &webdriver_json)
            .env("WASM_BINDGEN_TEST_TIMEOUT", "120"),
        "browser tests (wasm-bindgen-test in headless Chromium)",
    )?;
    // The browser tests' wasm binaries (about 1.6 GB) before the release build.
    prune_outputs_since(started, "wasm32-unknown-unknown/debug/deps");

    let dist = dist::build()?;
    crate::size::check_budget()?;
    let axe = prereq::axe_core()?;
    let mut chromedriver = ChromeDriver::start(&driver)?;
    let result = status(
        cargo()
            .args(["test", "--package", "yewform-tests"])
            .env("YEWFORM_DIST", &dist)
            .env("YEWFORM_AXE", &axe)
            .env("YEWFORM_CHROME", &chrome)
            .env("YEWFORM_CHROME_ARGS", CHROME_ARGS.join(" "))
            .env("WEBDRIVER_URL", chromedriver.url()),
        "end-to-end tests (demo server + Chromium via chromedriver)",
    );
    chromedriver.stop();
    result
}

/// The Cargo features' combinations (`cargo test --workspace` builds the defaults): each
/// element alone, yewform-core without its default features (and with only `dates`), and
/// the tests of what a left-out feature turns into (`tests/features.rs`,
/// `tests/features_dates.rs`, `tests/ssr_features.rs`); each element alone with `ssr` runs
/// all of yewform-elements' tests (the other element's tests are `cfg`-gated out).
fn feature_combinations() -> Result<(), String> {
    let wasm = ["--target", "wasm32-unknown-unknown"];
    let elements = [
        "-p",
        "yewform-elements",
        "--no-default-features",
        "--features",
    ];
    for features in [
        "select,csr",
        "multiselect,csr",
        "tags,csr",
        "editor,csr",
        "checkbox,toggle,radio,checkboxgroup,radiogroup,csr",
        "object,group,list,text,csr",
    ] {
        status(
            cargo().arg("check").args(elements).arg(features).args(wasm),
            &format!(
                "cargo check -p yewform-elements --no-default-features --features {features} (wasm)"
            ),
        )?;
    }
    status(
        cargo().args([
            "clippy",
            "-p",
            "yewform-core",
            "--no-default-features",
            "--lib",
            "--tests",
            "--",
            "-D",
            "warnings",
        ]),
        "cargo clippy -p yewform-core --no-default-features --lib --tests -- -D warnings (cfg gates must match the features)",
    )?;
    // Every test of yewform-core (unit and integration) without its default features, with
    // only `conditions` (without `expressions`: expression strings in conditions are errors
    // naming `expressions`) and with only `dates` (the format tokens without the other heavy
    // parts). A test that needs a feature is gated on it; tests/features.rs and
    // tests/features_dates.rs show what a left-out feature turns into. Measured on 2 cores:
    // each of these builds adds about 15 s over building only those two files. The run
    // without default features also runs the doctests (their feature-dependent parts are
    // gated in hidden lines) and builds the examples: about 10 s more.
    let core = ["test", "-p", "yewform-core", "--no-default-features"];
    let all_tests = ["--lib", "--tests"];
    status(
        cargo().args(core),
        "yewform-core without its default features (all its unit, integration and doc tests)",
    )?;
    // And the containers (`object`, `group`, `list`; yewform-elements' features of the same
    // names enable them), alone and with the default features.
    for feature in ["conditions", "dates", "object,group,list"] {
        status(
            cargo()
                .args(core)
                .args(["--features", feature])
                .args(all_tests),
            &format!("yewform-core with only `{feature}` (all its unit and integration tests)"),
        )?;
    }
    status(
        cargo()
            .args([
                "test",
                "-p",
                "yewform-core",
                "--features",
                "object,group,list",
            ])
            .args(all_tests),
        "yewform-core with its default features and `object,group,list` (tests/nested_*.rs)",
    )?;
    // Each element alone, with the other features that its tests need (`regex`, `dates` and
    // `entities-full` stay off: the tests that need them are gated).
    // The text family counts as one element here (its three kinds together).
    for element in [
        "select",
        "multiselect,tags",
        "editor",
        "text,textarea,hidden",
    ] {
        let features = format!("{element},ssr,html,expressions,rules,http,locale-de");
        status(
            cargo()
                .args(["test", "--tests"])
                .args(elements)
                .arg(&features),
            &format!(
                "yewform-elements --no-default-features --features {features} (all its tests; tests/ssr_features.rs: what a left-out element turns into)"
            ),
        )?;
    }
    // Both elements without `http`, `html` and `conditions` (with `rules`: the server rules
    // are built-in rules; with `object` and `list`: inside a container too): what a schema
    // that needs a request and an inline element's
    // condition function turn into in a rendered form, and labels rendered as their text
    // content. The tests' dev-dependency on yewform-core leaves its default features off, so
    // our features choose the core's as in an app.
    status(
        cargo()
            .args(["test", "--test", "ssr_features"])
            .args(elements)
            .arg("select,editor,object,list,ssr,rules"),
        "yewform-elements --no-default-features --features select,editor,object,list,ssr,rules (tests/ssr_features.rs)",
    )?;
    // The themes without the Tailwind and Bootstrap styles.
    status(
        cargo().args(["test", "-p", "yewform-themes", "--no-default-features"]),
        "yewform-themes --no-default-features (the default style alone)",
    )?;
    // One of the two multi-value features: the CSS they share with one of the two map keys.
    status(
        cargo().args([
            "test",
            "-p",
            "yewform-themes",
            "--no-default-features",
            "--features",
            "tags",
        ]),
        "yewform-themes --no-default-features --features tags (the multi-value CSS, TagsElement's map entries alone)",
    )?;
    // One of the three container features: the CSS they share with one of the three map keys.
    status(
        cargo().args([
            "test",
            "-p",
            "yewform-themes",
            "--no-default-features",
            "--features",
            "list",
        ]),
        "yewform-themes --no-default-features --features list (the containers' CSS, ListElement's map entries alone)",
    )?;
    Ok(())
}

/// Removes what the cargo runs since `started` left in `<target>/<deps>` as final outputs:
/// test binaries (native executables, `.wasm` files) and the `yewform-*` libraries built for
/// one feature combination. Nothing depends on them later in the run, and cargo rebuilds a
/// missing output when it is asked for again. Best effort: a file that cannot be read or
/// removed stays.
fn prune_outputs_since(started: std::time::SystemTime, deps: &str) {
    let dir = dist::target_dir().join(deps);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let (mut files, mut bytes) = (0u64, 0u64);
    for entry in entries.flatten() {
        let Ok(meta) = entry.metadata() else { continue };
        let name = entry.file_name().to_string_lossy().into_owned();
        let new = meta.modified().is_ok_and(|modified| modified >= started);
        let output = name.ends_with(".wasm")
            || name.ends_with(".exe")
            || !name.contains('.')
            || (name.starts_with("libyewform_")
                && (name.ends_with(".rlib") || name.ends_with(".rmeta")));
        if meta.is_file() && new && output && std::fs::remove_file(entry.path()).is_ok() {
            files += 1;
            bytes += meta.len();
        }
    }
    eprintln!(
        "xtask: removed {files} test outputs ({} MB) from {}",
        bytes / 1_000_000,
        dir.display()
    );
}

/// The rustdoc users read builds without warnings (broken or ambiguous intra-doc links, links
/// to private items), as docs.rs builds it (`[package.metadata.docs.rs]`: all features;
/// yewform-elements and yewform-themes for `wasm32-unknown-unknown`). `--no-deps`: only
/// our three crates are documented.
fn rustdoc() -> Result<(), String> {
    status(
        cargo()
            .args(["doc", "--no-deps", "-p", "yewform-core", "--all-features"])
            .env("RUSTDOCFLAGS", "-D warnings"),
        "rustdoc of yewform-core without warnings (RUSTDOCFLAGS=\"-D warnings\" cargo doc --no-deps --all-features)",
    )?;
    status(
        cargo()
            .args([
                "doc",
                "--no-deps",
                "-p",
                "yewform-elements",
                "-p",
                "yewform-themes",
                "--all-features",
                "--target",
                "wasm32-unknown-unknown",
            ])
            .env("RUSTDOCFLAGS", "-D warnings"),
        "rustdoc of yewform-elements and yewform-themes without warnings (RUSTDOCFLAGS=\"-D warnings\" cargo doc --no-deps --all-features --target wasm32-unknown-unknown)",
    )
}

/// The README's quick start (the first `rust` block after `## Quick start`).
fn readme_quick_start() -> Result<String, String> {
    let readme =
        std::fs::read_to_string(root().join("README.md")).map_err(|e| format!("README.md: {e}"))?;
    let section = readme
        .split_once("\n## Quick start\n")
        .map(|(_, rest)| rest)
        .ok_or("README.md has no `## Quick start` section")?;
    let code = section
        .split_once("```rust\n")
        .map(|(_, rest)| rest)
        .and_then(|rest| rest.split_once("\n```"))
        .map(|(code, _)| format!("{code}\n"))
        .ok_or("README.md's quick start has no ```rust block")?;
    Ok(code)
}

/// The README's quick start and `examples/quick_start.rs` (which the test builds) are the
/// same text, so the README shows code that compiles.
fn readme_quick_start_is_the_example() -> Result<(), String> {
    let path = root().join("examples/quick_start.rs");
    let example = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    if readme_quick_start()? == example {
        Ok(())
    } else {
        Err(
            "README.md's quick start differs from examples/quick_start.rs: make them the same"
                .into(),
        )
    }
}

/// Builds the CSR examples for wasm32 and runs the SSR example, which must print the
/// form's markup and the theme's CSS.
fn examples() -> Result<(), String> {
    status(
        cargo().args([
            "build",
            "--target",
            "wasm32-unknown-unknown",
            "--examples",
            "-p",
            "yewform-examples",
        ]),
        "examples: the CSR examples built for wasm32",
    )?;
    eprintln!("xtask: examples: the SSR example run natively");
    let out = cargo()
        .args([
            "run",
            "--quiet",
            "-p",
            "yewform-examples",
            "--features",
            "ssr",
            "--example",
            "ssr",
        ])
        .output()
        .map_err(|e| format!("SSR example: could not start: {e}"))?;
    let page = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!(
            "SSR example failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let expected = [
        "<form",
        "class=\"yf-form",
        "<select",
        "Österreich",
        "yf-editor",
        ".yf-submit",
        "</html>",
    ];
    let missing: Vec<&str> = expected
        .into_iter()
        .filter(|needle| !page.contains(needle))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("SSR example: the page lacks {missing:?}:\n{page}"))
    }
}

/// The Chromium flags every headless run uses here.
pub const CHROME_ARGS: &[&str] = &[
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--window-size=1280,900",
];

fn write_webdriver_json(chrome: &std::path::Path) -> Result<std::path::PathBuf, String> {
    let args: Vec<String> = CHROME_ARGS.iter().map(|a| format!("\"{a}\"")).collect();
    let json = format!(
        "{{\"goog:chromeOptions\": {{\"binary\": \"{}\", \"args\": [{}]}}}}",
        chrome.display(),
        args.join(", ")
    );
    let path = dist::target_dir().join("webdriver.json");
    std::fs::create_dir_all(dist::target_dir()).map_err(|e| format!("target dir: {e}"))?;
    std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_readme_quick_start_is_examples_quick_start_rs() {
        super::readme_quick_start_is_the_example().unwrap();
    }

    #[test]
    fn the_readme_quick_start_is_read_from_its_section() {
        let code = super::readme_quick_start().unwrap();
        assert!(code.contains("fn main()"), "{code}");
        assert!(code.contains("ThemeProvider"), "{code}");
    }
}
