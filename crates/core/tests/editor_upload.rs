//! The editor's upload route (`endpoint`, `method`, an upload function), as the demo's notes
//! form shows it end to end (`tests/tests/e2e_editor.rs`): the method option, a URL without a
//! method, a named endpoint and the config's `attachment` endpoint.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code

use serde_json::json;
use yewform_core::config::{Endpoint, FormConfig};
use yewform_core::editor::upload::{UploadRoute, request_method};

/// The demo's notes config: a named endpoint and the `attachment` endpoint, neither `post`.
fn notes_config() -> FormConfig {
    FormConfig::from_value(&json!({
        "endpoints": {
            "noteUpload": {"url": "/api/attachments?via=named", "method": "put"},
            "attachment": {"url": "/api/attachments?via=config", "method": "patch"}
        }
    }))
    .expect("valid config")
}

fn endpoint(url: &str, method: &str) -> UploadRoute {
    UploadRoute::Endpoint(Endpoint::new(url, method))
}

#[test]
fn a_url_with_the_method_option_uses_that_method() {
    let route = UploadRoute::choose(
        false,
        &notes_config(),
        Some("/api/attachments?via=method"),
        Some("put"),
    );
    assert_eq!(route, endpoint("/api/attachments?via=method", "put"));
}

#[test]
fn a_url_without_a_method_uses_the_config_attachment_method() {
    let route = UploadRoute::choose(
        false,
        &notes_config(),
        Some("/api/attachments?via=url"),
        None,
    );
    assert_eq!(route, endpoint("/api/attachments?via=url", "patch"));
}

#[test]
fn a_named_endpoint_uses_its_url_and_method() {
    let route = UploadRoute::choose(false, &notes_config(), Some("noteUpload"), None);
    assert_eq!(route, endpoint("/api/attachments?via=named", "put"));
}

#[test]
fn the_method_option_wins_over_a_named_endpoint_method() {
    let route = UploadRoute::choose(false, &notes_config(), Some("noteUpload"), Some("post"));
    assert_eq!(route, endpoint("/api/attachments?via=named", "post"));
}

#[test]
fn without_endpoint_the_config_attachment_endpoint() {
    let route = UploadRoute::choose(false, &notes_config(), None, None);
    assert_eq!(route, endpoint("/api/attachments?via=config", "patch"));
    let route = UploadRoute::choose(false, &notes_config(), None, Some("put"));
    assert_eq!(route, endpoint("/api/attachments?via=config", "put"));
}

#[test]
fn the_default_config_posts_to_yewforms_attachment_url() {
    let config = FormConfig::default();
    assert_eq!(
        UploadRoute::choose(false, &config, None, None),
        endpoint("/yewform/editor/attachment", "post")
    );
    // The demo article: a URL, no method, the default config.
    assert_eq!(
        UploadRoute::choose(false, &config, Some("/api/attachments"), None),
        endpoint("/api/attachments", "post")
    );
}

#[test]
fn an_upload_function_uploads_whatever_the_endpoint() {
    for endpoint in [None, Some("/x"), Some("noteUpload")] {
        assert_eq!(
            UploadRoute::choose(true, &notes_config(), endpoint, Some("put")),
            UploadRoute::Function
        );
    }
}

#[test]
fn get_and_head_cannot_carry_a_file() {
    assert_eq!(request_method("/u", "patch"), Ok("PATCH".to_string()));
    assert_eq!(request_method("/u", " Put "), Ok("PUT".to_string()));
    assert_eq!(
        request_method("/u", "get"),
        Err("/u: an attachment cannot be sent with GET".to_string())
    );
    assert_eq!(
        request_method("/u", "HEAD"),
        Err("/u: an attachment cannot be sent with HEAD".to_string())
    );
}

/// Audit 18C #2: a blank `endpoint` or `method` (what a schema builder writes for "not set")
/// is absent, as the reference's `endpoint || config.endpoints.attachment.url`: the file goes
/// to the config's attachment endpoint, never to the page's own URL, and with a method that
/// can build a request.
#[test]
fn a_blank_endpoint_or_method_is_absent() {
    let config = notes_config();
    let attachment = endpoint("/api/attachments?via=config", "patch");
    assert_eq!(
        UploadRoute::choose(false, &config, Some(""), None),
        attachment
    );
    assert_eq!(
        UploadRoute::choose(false, &config, Some("  "), Some(" ")),
        attachment
    );
    assert_eq!(
        UploadRoute::choose(false, &config, None, Some("")),
        attachment
    );
    assert_eq!(
        UploadRoute::choose(false, &config, Some("/x"), Some("")),
        endpoint("/x", "patch")
    );
    assert_eq!(
        UploadRoute::choose(false, &config, Some("noteUpload"), Some("\n")),
        endpoint("/api/attachments?via=named", "put")
    );
}
