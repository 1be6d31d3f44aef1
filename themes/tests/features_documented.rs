//! The crate's rustdoc and README name every feature, and all but the rendering ones are on
//! by default: a user trimming yewform-themes by hand reads them there.

#[path = "../../crates/core/tests/support/features.rs"]
mod features;

#[test]
fn every_feature_is_named_in_the_rustdoc_and_the_readme() {
    // `csr`, `ssr`, `hydration` pick the rendering and are off by default.
    features::check(
        env!("CARGO_MANIFEST_DIR"),
        &[],
        &["csr", "ssr", "hydration"],
    );
}
