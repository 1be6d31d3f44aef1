//! Sets `cfg(yewform_guide)` when the workspace's user guide (`docs/guide/`, two folders up)
//! is beside the crate: rustdoc then renders it as the `guide` module and `cargo test --doc`
//! checks its examples. The published package carries no `docs/`, so on docs.rs and in an
//! app's `cargo doc` the crate documents without that module instead of failing on a
//! missing file.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(yewform_guide)");
    println!("cargo::rerun-if-changed=build.rs");
    // Both: a vendored package (`vendor/yewform-elements/`) has no `src/guide.rs`, and the
    // app around it may have a `docs/guide/` of its own two folders up.
    if std::path::Path::new("src/guide.rs").is_file()
        && std::path::Path::new("../../docs/guide/01-installing.md").is_file()
    {
        println!("cargo::rustc-cfg=yewform_guide");
    }
}
