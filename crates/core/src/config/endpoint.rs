//! Named endpoints (`config.endpoints`).

/// An endpoint: a URL and an HTTP method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    /// The URL.
    pub url: String,
    /// The HTTP method, lower case as in the reference (`"post"`).
    pub method: String,
}

impl Endpoint {
    /// An endpoint at `url` with `method`.
    #[must_use]
    pub fn new(url: impl Into<String>, method: impl Into<String>) -> Self {
        Self {
            url: url.into(),
            method: method.into(),
        }
    }
}

/// The method of every default endpoint and of URLs that name no endpoint.
pub const DEFAULT_METHOD: &str = "post";

/// yewform's default endpoints, in the reference's order: the reference's names with
/// yewform's own URLs (`/yewform/...` instead of `/vueform/...`), all `post`.
#[must_use]
pub fn default_endpoints() -> Vec<(String, Endpoint)> {
    // A static table read in place (not an array built on the stack: less code, docs/size.md).
    static DEFAULTS: [(&str, &str); 8] = [
        ("submit", "/yewform/process"),
        ("uploadTempFile", "/yewform/file/upload-temp"),
        ("removeTempFile", "/yewform/file/remove-temp"),
        ("removeFile", "/yewform/file/remove"),
        ("attachment", "/yewform/editor/attachment"),
        ("activeUrl", "/yewform/validators/active_url"),
        ("unique", "/yewform/validators/unique"),
        ("exists", "/yewform/validators/exists"),
    ];
    DEFAULTS
        .iter()
        .map(|(name, url)| (name.to_string(), Endpoint::new(*url, DEFAULT_METHOD)))
        .collect()
}
