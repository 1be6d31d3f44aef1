//! Where an attachment is uploaded: the spec's `endpoint` and `method` options.
//!
//! | `endpoint`            | URL                            | method                                  |
//! |-----------------------|--------------------------------|-----------------------------------------|
//! | an upload function    | (the function uploads)         | (the function's)                        |
//! | a config endpoint name| that endpoint's `url`          | `method`, else that endpoint's `method` |
//! | a URL                 | the URL                        | `method`, else the config's `attachment` method |
//! | absent                | the config's `attachment` URL  | `method`, else the config's `attachment` method |

use crate::config::{Endpoint, FormConfig};

/// The config endpoint used when `endpoint` is absent.
pub const ATTACHMENT_ENDPOINT: &str = "attachment";

/// How an attachment is uploaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UploadRoute {
    /// An async upload function (the spec's `endpoint` given as a function) uploads it.
    Function,
    /// It is sent to this URL with this method.
    Endpoint(Endpoint),
}

impl UploadRoute {
    /// The route of an upload: the upload function when the element has one
    /// (`has_function`), else the endpoint `endpoint` names or is (a config endpoint name or a
    /// URL; the config's `attachment` endpoint when absent) with `method` or, without it, the
    /// named endpoint's method (for a URL: the config's `attachment` method). A blank
    /// `endpoint` or `method` (`""`, white space) counts as absent, as the reference's
    /// `endpoint || config.endpoints.attachment.url` does.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::{Endpoint, FormConfig};
    /// use yewform_core::editor::upload::UploadRoute;
    ///
    /// let config = FormConfig::from_value(&json!({"endpoints": {
    ///     "notes": {"url": "/notes", "method": "put"},
    ///     "attachment": {"url": "/att", "method": "patch"}}})).unwrap();
    /// assert_eq!(UploadRoute::choose(true, &config, Some("/x"), None), UploadRoute::Function);
    /// assert_eq!(
    ///     UploadRoute::choose(false, &config, Some("notes"), None),
    ///     UploadRoute::Endpoint(Endpoint::new("/notes", "put")),
    /// );
    /// assert_eq!(
    ///     UploadRoute::choose(false, &config, Some("/x"), None),
    ///     UploadRoute::Endpoint(Endpoint::new("/x", "patch")),
    /// );
    /// assert_eq!(
    ///     UploadRoute::choose(false, &config, Some(""), Some("")),
    ///     UploadRoute::Endpoint(Endpoint::new("/att", "patch")),
    /// );
    /// ```
    #[must_use]
    pub fn choose(
        has_function: bool,
        config: &FormConfig,
        endpoint: Option<&str>,
        method: Option<&str>,
    ) -> UploadRoute {
        if has_function {
            return UploadRoute::Function;
        }
        // A blank option is absent, as the reference's `endpoint || config…` treats `""`.
        let name = given(endpoint).unwrap_or(ATTACHMENT_ENDPOINT);
        let mut target = config.endpoint(name);
        // A URL (no endpoint of that name) goes with the config's attachment method.
        if config.named_endpoint(name).is_none() {
            target.method = config.endpoint(ATTACHMENT_ENDPOINT).method;
        }
        if let Some(method) = given(method) {
            target.method = method.to_string();
        }
        UploadRoute::Endpoint(target)
    }
}

/// `option` unless it is blank (empty or white space only).
fn given(option: Option<&str>) -> Option<&str> {
    option.filter(|text| !text.trim().is_empty())
}

/// The request method of an upload to an endpoint: `method` trimmed and upper case; an error
/// text for `GET` and `HEAD`, which cannot carry a file.
///
/// ```
/// use yewform_core::editor::upload::request_method;
/// assert_eq!(request_method("/att", " put ").as_deref(), Ok("PUT"));
/// assert_eq!(
///     request_method("/att", "get"),
///     Err("/att: an attachment cannot be sent with GET".to_string()),
/// );
/// ```
pub fn request_method(url: &str, method: &str) -> Result<String, String> {
    let name = method.trim().to_ascii_uppercase();
    if name == "GET" || name == "HEAD" {
        return Err(format!("{url}: an attachment cannot be sent with {name}"));
    }
    Ok(name)
}
