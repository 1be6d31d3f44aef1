//! `cargo xtask test`: every layer, in order; stops at the first failing layer.

use std::process::{Child, Command, Stdio};

use crate::run::{cargo, root, status};
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

/// A chromedriver process on a free loopback port, stopped by its process id.
struct ChromeDriver {
    child: Child,
    port: u16,
}

impl ChromeDriver {
    fn start(driver: &std::path::Path) -> Result<Self, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .map_err(|e| format!("no free port for chromedriver: {e}"))?;
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .current_dir(root())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{}: {e}", driver.display()))?;
        let me = Self { child, port };
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return Ok(me);
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        Err(format!("chromedriver did not listen on 127.0.0.1:{port}"))
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for ChromeDriver {
    fn drop(&mut self) {
        self.stop();
    }
}
