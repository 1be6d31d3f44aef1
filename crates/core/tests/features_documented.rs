//! The crate's rustdoc and README promise every feature "on by default" and name each one:
//! a user choosing `features = [...]` for a trimmed build reads them there.

#[path = "support/features.rs"]
mod features;

#[test]
fn every_feature_is_on_by_default_and_named_in_the_rustdoc_and_the_readme() {
    // `multi`, `text-family`, `choice`, `nested` only group others (turned on by them).
    features::check(
        env!("CARGO_MANIFEST_DIR"),
        &["multi", "text-family", "choice", "nested"],
        &[],
    );
}
