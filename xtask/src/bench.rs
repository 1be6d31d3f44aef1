//! `cargo xtask bench`: measures, never asserts. Not part of `cargo xtask test`.
//!
//! 1. The custom dropdown select with 1,000 / 10,000 / 100,000 options in headless Chromium
//!    (`tests/examples/bench_select.rs` against the built demo's `?bench=<count>` page), and
//!    the bundle size, each beside the reference's numbers.
//! 2. Forms of many elements in headless Chromium (`tests/examples/bench_form.rs` against
//!    `?bench=form200`, `form200dropdown`, `validate200`, `teditor20`, `text1000` (1,000
//!    text elements: a keystroke in one, `validate()` of 1,000 required), `signup` (the
//!    demo's sign-up form) and `outside200`: the 200 selects as an outside app writes them,
//!    schema reading and `ThemeProvider` inside the timing) and `list500` (a list of 500
//!    objects of 3 texts: a keystroke in item 250, add, remove and move by the buttons): mounts (time, DOM elements of
//!    the document and of the app), change one of 200, `validate()`, beside the reference's
//!    numbers and the browser's floor (the same DOM change made by plain DOM calls,
//!    `tests/examples/bench_support/floor.rs`).
//! 3. The native benchmarks of yewform-core (`crates/core/examples/bench_*.rs`), among them
//!    `bench_text` (the core's share of `text1000`: building the form state, `set_value`,
//!    `validate_all` of 1,000 texts) and `bench_growth`: hostile large inputs that must cost linear time (an expression
//!    `v || v || …` of 3,000 terms, `FormState::dependents` with a 10,000-variable items
//!    URL, `sanitize("<b>x</b>" × 655,360)`).
//!
//! `cargo xtask bench <scenario>…` (`form200`, `form200dropdown`, `validate200`, `teditor20`
//! (`editors20` is its earlier name), `text1000`, `signup`, `outside200`, `list500`) builds the demo and runs only those
//! scenarios of the form benchmark
//! (`YEWFORM_BENCH_ONLY`; `YEWFORM_BENCH_RUNS` passes through).

use crate::chromedriver::ChromeDriver;
use crate::run::{cargo, root, status};
use crate::{dist, prereq};

/// Runs every benchmark and prints its numbers; with scenario names, only those of the form
/// benchmark.
pub fn all(scenarios: &[String]) -> Result<(), String> {
    if !scenarios.is_empty() {
        return browser(Some(&scenarios.join(",")));
    }
    let browser = browser(None);
    let core = core();
    browser.and(core)
}

/// The select and the forms in headless Chromium (and the bundle size); only the form
/// scenarios `only` names when given.
fn browser(only: Option<&str>) -> Result<(), String> {
    let dist = dist::build()?;
    let minimal = match only {
        Some(_) => dist.clone(),
        None => dist::build_minimal()?,
    };
    let (chrome, driver) = prereq::chromium()?;
    let mut chromedriver = ChromeDriver::start(&driver)?;
    let run = |example: &str, what: &str| {
        status(
            cargo()
                .args([
                    "run",
                    "--quiet",
                    "--release",
                    "--package",
                    "yewform-tests",
                    "--example",
                    example,
                ])
                .env("YEWFORM_DIST", &dist)
                .env("YEWFORM_MINIMAL_DIST", &minimal)
                .env("YEWFORM_CHROME", &chrome)
                .env("YEWFORM_CHROME_ARGS", crate::test::CHROME_ARGS.join(" "))
                .env("WEBDRIVER_URL", chromedriver.url())
                .env("YEWFORM_BENCH_ONLY", only.unwrap_or_default()),
            what,
        )
    };
    let select = match only {
        Some(_) => Ok(()),
        None => run(
            "bench_select",
            "select benchmark (headless Chromium via chromedriver)",
        ),
    };
    let forms = run(
        "bench_form",
        "form benchmark (headless Chromium via chromedriver)",
    );
    let result = select.and(forms);
    chromedriver.stop();
    result
}

/// The native benchmarks of yewform-core that exist.
fn core() -> Result<(), String> {
    let mut result = Ok(());
    for name in [
        "bench_conditions",
        "bench_items",
        "bench_validate",
        "bench_text",
        "bench_growth",
        "bench_list",
        "bench_combobox",
    ] {
        let example = root().join(format!("crates/core/examples/{name}.rs"));
        if !example.exists() {
            continue;
        }
        let outcome = status(
            cargo().args([
                "run",
                "--quiet",
                "--release",
                "--package",
                "yewform-core",
                "--features",
                "object,list",
                "--example",
                name,
            ]),
            &format!("yewform-core benchmark {name}"),
        );
        if let Err(error) = outcome {
            eprintln!("xtask: {error}");
            result = Err(format!("{name} failed"));
        }
    }
    result
}
