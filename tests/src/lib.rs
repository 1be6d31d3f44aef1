//! Tests live in tests/*.rs; this library holds what the end-to-end tests and the bench share.

/// The Chromium flags `cargo xtask` hands over in `YEWFORM_CHROME_ARGS` (space-separated).
/// The one list of them is `CHROME_ARGS` in `xtask/src/test.rs`. `None` when the variable is
/// not set (run through `cargo xtask`).
pub fn chrome_args() -> Option<Vec<String>> {
    std::env::var("YEWFORM_CHROME_ARGS")
        .ok()
        .map(|args| args.split_whitespace().map(str::to_owned).collect())
}
