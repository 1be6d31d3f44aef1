//! The crate's rustdoc and README name every feature, and all but the rendering ones are on
//! by default (as both say): a user choosing `features = [...]` for a trimmed app reads them
//! there.

#[path = "../../core/tests/support/features.rs"]
mod features;

#[test]
fn every_feature_is_named_in_the_rustdoc_and_the_readme() {
    // `multi`, `text-family`, `choice`, `nested` only group others (turned on by them);
    // `csr`, `ssr`, `hydration` pick the rendering and are off by default.
    features::check(
        env!("CARGO_MANIFEST_DIR"),
        &["multi", "text-family", "choice", "nested"],
        &["csr", "ssr", "hydration"],
    );
}
