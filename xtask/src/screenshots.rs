//! `cargo xtask screenshots`: regenerates the README's pictures (`docs/screenshots/*.png`).
//!
//! Builds the demo (`dist::build()`), starts chromedriver on a free loopback port and runs
//! `tests/examples/screenshots.rs`, which serves the demo on another free loopback port,
//! puts a select (closed, open with a search, invalid) and the editor in their states in the
//! default theme, light and dark, and the sign-up form in the default, Tailwind and Bootstrap
//! themes, light and dark, and writes one cropped PNG per state. `YEWFORM_SHOTS_ONLY=signup`
//! (or `=fields`) takes only the sign-up pictures (or only the others).

use crate::chromedriver::ChromeDriver;
use crate::run::{cargo, root, status};
use crate::{dist, prereq};

/// The largest picture the README should carry, in bytes.
const MAX_PNG_BYTES: u64 = 150 * 1024;

/// Writes `docs/screenshots/{select-closed,select-open,select-error,editor}-{light,dark}.png`
/// and `docs/screenshots/signup-{default,tailwind,bootstrap}-{light,dark}.png`.
pub fn all() -> Result<(), String> {
    let dist = dist::build()?;
    let (chrome, driver) = prereq::chromium()?;
    let out = root().join("docs/screenshots");
    let mut chromedriver = ChromeDriver::start(&driver)?;
    let result = status(
        cargo()
            .args([
                "run",
                "--quiet",
                "--package",
                "yewform-tests",
                "--example",
                "screenshots",
            ])
            .env("YEWFORM_DIST", &dist)
            .env("YEWFORM_SHOTS", &out)
            .env("YEWFORM_CHROME", &chrome)
            .env("YEWFORM_CHROME_ARGS", crate::test::CHROME_ARGS.join(" "))
            .env("WEBDRIVER_URL", chromedriver.url()),
        "screenshots (demo server + headless Chromium via chromedriver)",
    );
    chromedriver.stop();
    result?;
    let only = std::env::var("YEWFORM_SHOTS_ONLY").unwrap_or_default();
    let fields = ["select-closed", "select-open", "select-error", "editor"];
    let signup = ["signup-default", "signup-tailwind", "signup-bootstrap"];
    let kinds: Vec<&str> = match only.as_str() {
        "signup" => signup.to_vec(),
        "fields" => fields.to_vec(),
        _ => fields.iter().chain(&signup).copied().collect(),
    };
    for kind in kinds {
        for mode in ["light", "dark"] {
            let path = out.join(format!("{kind}-{mode}.png"));
            let size = std::fs::metadata(&path)
                .map_err(|e| format!("{}: {e}", path.display()))?
                .len();
            if size > MAX_PNG_BYTES {
                return Err(format!(
                    "{} is {size} bytes (more than {MAX_PNG_BYTES})",
                    path.display()
                ));
            }
        }
    }
    Ok(())
}
