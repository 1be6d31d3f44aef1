//! `cargo xtask bench`: measures, never asserts.

use crate::run::{cargo, status};

/// Runs every benchmark and prints its numbers.
pub fn all() -> Result<(), String> {
    let example = crate::run::root().join("crates/core/examples/bench_conditions.rs");
    if example.exists() {
        status(
            cargo().args([
                "run",
                "--quiet",
                "--release",
                "--package",
                "yewform-core",
                "--example",
                "bench_conditions",
            ]),
            "conditions benchmark",
        )?;
    }
    Ok(())
}
