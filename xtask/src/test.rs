//! `cargo xtask test`: every layer, in order; stops at the first failing layer.

use crate::chromedriver::ChromeDriver;
use crate::run::{cargo, status};
use crate::{dist, prereq};

/// Runs native + SSR tests, the browser tests in headless Chromium, and the end-to-end tests.
pub fn all() -> Result<(), String> {
    prereq::wasm_target()?;
    prereq::wasm_bindgen_cli()?;
    let (chrome, driver) = prereq::chromium()?;

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
        ]),
        "native and SSR tests (cargo test --workspace)",
    )?;

    let webdriver_json = write_webdriver_json(&chrome)?;
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

    let dist = dist::build()?;
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
