//! Prerequisites that `demo` and `test` install when they are missing.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::run::{self, output, status};

/// `rustup target add wasm32-unknown-unknown` unless it is installed.
pub fn wasm_target() -> Result<(), String> {
    let installed = output(Command::new("rustup").args(["target", "list", "--installed"]));
    match installed {
        Some(list) if list.lines().any(|l| l.trim() == "wasm32-unknown-unknown") => Ok(()),
        Some(_) => status(
            Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]),
            "rustup target add wasm32-unknown-unknown",
        ),
        None => Err(
            "rustup not found: install the wasm32-unknown-unknown target for your \
                     toolchain by hand"
                .into(),
        ),
    }
}

/// The `wasm-bindgen` version pinned in Cargo.lock.
pub fn locked_wasm_bindgen_version() -> Result<String, String> {
    let lock = std::fs::read_to_string(run::root().join("Cargo.lock"))
        .map_err(|e| format!("Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\""
            && let Some(version) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = "))
        {
            return Ok(version.trim_matches('"').to_string());
        }
    }
    Err("Cargo.lock has no wasm-bindgen package".into())
}

/// `cargo install wasm-bindgen-cli --version <locked>` unless that version is on PATH.
pub fn wasm_bindgen_cli() -> Result<(), String> {
    let version = locked_wasm_bindgen_version()?;
    let have = output(Command::new("wasm-bindgen").arg("--version")).unwrap_or_default();
    if have.split_whitespace().nth(1) == Some(version.as_str()) {
        return Ok(());
    }
    status(
        Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())).args([
            "install",
            "wasm-bindgen-cli",
            "--version",
            &version,
        ]),
        &format!("cargo install wasm-bindgen-cli --version {version}"),
    )
}

/// Paths of Chromium and ChromeDriver, installing Debian's `chromium` and `chromium-driver`
/// with apt-get when running as root.
pub fn chromium() -> Result<(PathBuf, PathBuf), String> {
    let find = || {
        let chrome = which(&["chromium", "chromium-browser", "google-chrome"]);
        let driver = which(&["chromedriver"]);
        chrome.zip(driver)
    };
    if let Some(found) = find() {
        return Ok(found);
    }
    let is_root = output(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0");
    if !is_root {
        return Err(
            "headless Chromium is missing: install the Debian packages `chromium` and \
                    `chromium-driver` (sudo apt-get install chromium chromium-driver)"
                .into(),
        );
    }
    status(Command::new("apt-get").arg("update"), "apt-get update")?;
    status(
        Command::new("apt-get")
            .args([
                "install",
                "-y",
                "--no-install-recommends",
                "chromium",
                "chromium-driver",
            ])
            .env("DEBIAN_FRONTEND", "noninteractive"),
        "apt-get install chromium chromium-driver",
    )?;
    find().ok_or_else(|| "chromium or chromedriver still not found after apt-get install".into())
}

/// The first of `names` found on PATH.
fn which(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    path.is_file()
}

/// The pinned axe-core (accessibility checks injected by the end-to-end tests).
pub const AXE_CORE: &str = "axe-core@4.10.3";

/// Path of `axe.min.js`, installed from the npm registry into `target/npm` when missing.
/// Needs `npm`: installed with apt-get (Debian's `npm`) when running as root.
pub fn axe_core() -> Result<PathBuf, String> {
    npm_file("npm", AXE_CORE, "axe-core/axe.min.js")
}

/// Path of `file` (under `node_modules/`) of the pinned npm `package`, installed into
/// `<target>/<prefix>` when missing. Each package gets a prefix of its own where an
/// `npm install --no-save` would prune another one.
pub fn npm_file(prefix: &str, package: &str, file: &str) -> Result<PathBuf, String> {
    let prefix = crate::dist::target_dir().join(prefix);
    let path = prefix.join("node_modules").join(file);
    if path.is_file() {
        return Ok(path);
    }
    npm(package)?;
    std::fs::create_dir_all(&prefix).map_err(|e| format!("{}: {e}", prefix.display()))?;
    status(
        Command::new("npm")
            .args([
                "install",
                "--no-audit",
                "--no-fund",
                "--no-save",
                "--prefix",
            ])
            .arg(&prefix)
            .arg(package),
        &format!("npm install {package}"),
    )?;
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!("{} not found after npm install", path.display()))
    }
}

/// `npm` on PATH, installed with apt-get (Debian's `npm`) when running as root. `package` is
/// what the command needs it for, named in the error when npm is missing.
fn npm(package: &str) -> Result<(), String> {
    if which(&["npm"]).is_some() {
        return Ok(());
    }
    let is_root = output(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0");
    if !is_root {
        return Err(npm_missing(package));
    }
    status(Command::new("apt-get").arg("update"), "apt-get update")?;
    status(
        Command::new("apt-get")
            .args(["install", "-y", "--no-install-recommends", "npm"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
        "apt-get install npm",
    )
}

/// The error when `npm` is missing and cannot be installed: it names the package this command
/// needs (`cargo xtask demo`: bootstrap and the Tailwind CLI; `test`: axe-core; `size
/// --wasm-opt`: binaryen).
fn npm_missing(package: &str) -> String {
    format!(
        "npm is missing (needed to install {package} from the npm registry): install the \
         Debian package `npm`"
    )
}

#[cfg(test)]
mod tests {
    use super::npm_missing;

    #[test]
    fn the_npm_error_names_the_package_the_command_needs() {
        let demo = npm_missing(crate::dist::BOOTSTRAP);
        assert!(demo.contains("bootstrap@"), "{demo}");
        assert!(
            !demo.contains("axe-core") && !demo.contains("binaryen"),
            "{demo}"
        );
        let test = npm_missing(super::AXE_CORE);
        assert!(test.contains("axe-core@"), "{test}");
    }
}
