//! Uploading an attachment: to an endpoint (a URL or a config endpoint, multipart form data
//! with the field `file`, as the reference), or through an async Rust function.

use std::fmt;
use std::rc::Rc;

use crate::LocalFuture;
use crate::form::ElementHandle;

/// Where an uploaded attachment lives: `url` shows it (an image's `src`), `href` links to it
/// (a download link). The answer of an upload endpoint or an upload function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Uploaded {
    /// The URL that shows the attachment.
    pub url: String,
    /// The URL that links to the attachment.
    pub href: String,
}

impl Uploaded {
    /// Reads `{url, href}` from an endpoint's JSON answer; `href` defaults to `url`.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_elements::editor::Uploaded;
    ///
    /// let up = Uploaded::from_json(&json!({"url": "/f/a.png"})).unwrap();
    /// assert_eq!(up.href, "/f/a.png");
    /// assert!(Uploaded::from_json(&json!({"href": "/x"})).is_err());
    /// ```
    pub fn from_json(value: &serde_json::Value) -> Result<Self, String> {
        let text = |key: &str| {
            value
                .get(key)
                .and_then(serde_json::Value::as_str)
                .filter(|s| !s.trim().is_empty())
                .map(str::to_string)
        };
        let url = text("url").ok_or_else(|| {
            format!(
                "the upload answer has no \"url\": {}",
                yewform_core::json_text::JsonText(value)
            )
        })?;
        let href = text("href").unwrap_or_else(|| url.clone());
        Ok(Self { url, href })
    }
}

/// What an upload function returns: where the attachment lives, or an error text.
pub type UploadFuture = LocalFuture<Result<Uploaded, String>>;

/// An async upload function `(file, element) → {url, href}`: the spec's endpoint given as a
/// function. It performs the upload itself.
///
/// ```no_run
/// use yewform_elements::editor::{UploadFn, Uploaded};
///
/// let upload = UploadFn::new(|file: web_sys::File, _el| async move {
///     Ok(Uploaded { url: format!("/files/{}", file.name()), href: format!("/files/{}", file.name()) })
/// });
/// ```
#[derive(Clone)]
pub struct UploadFn(pub Rc<dyn Fn(web_sys::File, ElementHandle) -> UploadFuture>);

impl UploadFn {
    /// Wraps an async function.
    pub fn new<F, Fut>(f: F) -> Self
    where
        F: Fn(web_sys::File, ElementHandle) -> Fut + 'static,
        Fut: std::future::Future<Output = Result<Uploaded, String>> + 'static,
    {
        Self(Rc::new(move |file, el| Box::pin(f(file, el))))
    }
}

impl PartialEq for UploadFn {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for UploadFn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("UploadFn")
    }
}

#[cfg(feature = "http")]
fn js_error(error: &wasm_bindgen::JsValue) -> String {
    error
        .as_string()
        .or_else(|| {
            js_sys::Reflect::get(error, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| format!("{error:?}"))
}

/// Without the `http` feature nothing is sent: the upload fails (the editor removes its
/// placeholder and fires `error`) with an error naming the feature. An upload function
/// (`"endpoint": {"fn": …}`) still uploads.
#[cfg(not(feature = "http"))]
pub async fn upload_to_endpoint(
    url: &str,
    method: &str,
    file: &web_sys::File,
) -> Result<Uploaded, String> {
    let _ = file;
    Err(format!(
        "{method} {url}: uploading to an endpoint needs yewform's \"http\" feature"
    ))
}

/// Sends `file` to `url` with `method` as multipart form data (`file` and `Content-Type`
/// fields, as the reference) and reads `{url, href}` from the JSON answer. With the `http`
/// feature (on by default).
#[cfg(feature = "http")]
pub async fn upload_to_endpoint(
    url: &str,
    method: &str,
    file: &web_sys::File,
) -> Result<Uploaded, String> {
    let method_name = yewform_core::editor::upload::request_method(url, method)?;
    let data = web_sys::FormData::new().map_err(|e| js_error(&e))?;
    data.append_with_str("Content-Type", &file.type_())
        .map_err(|e| js_error(&e))?;
    data.append_with_blob_and_filename("file", file, &file.name())
        .map_err(|e| js_error(&e))?;
    let response =
        crate::transport::build_request(&method_name, url, Some((&data.into(), None)), None)
            .map_err(|e| format!("{method_name} {url}: {e}"))?
            .send()
            .await
            .map_err(|e| format!("{method_name} {url}: {e}"))?;
    if !response.ok() {
        return Err(format!(
            "{method_name} {url}: HTTP {} {}",
            response.status(),
            response.status_text()
        ));
    }
    let body = response
        .json::<serde_json::Value>()
        .await
        .map_err(|e| format!("{url}: the answer is not JSON: {e}"))?;
    Uploaded::from_json(&body)
}
