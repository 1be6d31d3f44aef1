//! Running commands, with the workspace root as the working directory.

use std::path::PathBuf;
use std::process::Command;

/// The workspace root (the parent of `xtask/`).
///
/// Read at run time first (`cargo run` sets `CARGO_MANIFEST_DIR` for the binary it runs): a
/// binary built from another checkout that shares the target dir would otherwise work on that
/// checkout's files.
pub fn root() -> PathBuf {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .filter(|dir| dir.join("Cargo.toml").is_file())
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// The cargo that runs xtask.
pub fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.current_dir(root());
    cmd
}

/// Runs `cmd`, failing with `what` when it does not succeed.
pub fn status(cmd: &mut Command, what: &str) -> Result<(), String> {
    eprintln!("xtask: {what}");
    let status = cmd
        .status()
        .map_err(|e| format!("{what}: could not start: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what}: failed ({status})"))
    }
}

/// Runs `cmd` and returns its standard output, or `None` when it cannot run or fails.
pub fn output(cmd: &mut Command) -> Option<String> {
    let out = cmd.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}
