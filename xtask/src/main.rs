//! `cargo xtask`: the project's two commands (and the benchmark).
//!
//! - `cargo xtask demo [--port N]`: build the demo to wasm and serve it with its backend.
//! - `cargo xtask test`: native, SSR, browser (headless Chromium) and end-to-end tests.
//! - `cargo xtask bench [scenario…]`: speed measurements, printed beside the reference's
//!   numbers; with form scenario names (`validate200`, …) only those.
//! - `cargo xtask size [--wasm-opt]`: the minimal app's bundle, per file and per function.
//! - `cargo xtask screenshots`: the README's pictures (`docs/screenshots/`: fields in the
//!   default theme, the sign-up form in all three themes), taken in headless Chromium.
//! - `cargo xtask publish-check`: `cargo package` and `cargo publish --dry-run` of the three
//!   library crates, and that the wasm tree holds one version of each gloo crate and of
//!   `http` (also part of `cargo xtask test`).

mod bench;
mod chromedriver;
mod deps;
mod dist;
mod prereq;
mod publish;
mod run;
mod screenshots;
mod size;
mod test;
mod wasm_sections;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("demo") => demo(args.get(1..).unwrap_or_default()),
        Some("test") => test::all(),
        Some("bench") => bench::all(args.get(1..).unwrap_or_default()),
        Some("dist") => dist::build().map(|_| ()),
        Some("screenshots") => screenshots::all(),
        Some("size") => size::all(args.get(1..).unwrap_or_default()),
        Some("publish-check") => publish::check(),
        _ => {
            eprintln!(
                "usage: cargo xtask demo [--port N] | cargo xtask test | cargo xtask bench [scenario…] \
                 | cargo xtask size [--wasm-opt] | cargo xtask screenshots \
                 | cargo xtask publish-check"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `cargo xtask demo [--port N]`.
fn demo(args: &[String]) -> Result<(), String> {
    let mut port: u16 = 8080;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--port" => {
                let value = rest.next().ok_or("--port needs a number")?;
                port = value
                    .parse()
                    .map_err(|_| format!("--port: not a port number: {value}"))?;
            }
            other => return Err(format!("unknown argument {other:?} (expected --port N)")),
        }
    }
    let dist = dist::build()?;
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("tokio runtime: {e}"))?;
    println!(
        "yewform demo: serving {} on http://{addr}/ (Ctrl-C stops it)",
        dist.display()
    );
    runtime
        .block_on(yewform_demo_server::serve_until_ctrl_c(addr, dist))
        .map_err(|e| format!("demo server on {addr}: {e}"))
}
