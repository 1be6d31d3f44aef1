//! HTTP behind a small trait, so apps can swap it (auth headers, a different client) and the
//! elements never depend on one client. The default is the browser's `fetch` through gloo.
//! A form's transport carries its endpoint items and server rules (`unique`, `exists`,
//! `active_url`); the editor's uploads to an endpoint do not go through it (they use `fetch`
//! directly): give the editor an upload function (`upload_fn`, or `"endpoint": {"fn": …}`
//! with `Registry::upload`) to add headers to uploads.
//!
//! Only with the `http` feature (on by default), as everything that sends a request: endpoint
//! items, server rules and uploads to an endpoint. Without it a schema or prop that needs one
//! is an error naming the feature.

use std::rc::Rc;

use gloo::net::http::Request;
use yewform_core::Value;

pub use crate::LocalFuture;

/// What the elements need from HTTP.
pub trait Transport {
    /// `GET url`, expecting JSON. Errors are human-readable text naming the URL.
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>>;
    /// `GET url` that `signal` can abort (a superseded search, a time-out). The default
    /// ignores the signal; an items request is settled at its time-out either way (the
    /// select stops waiting, keeps its options and fires `error`), but only a transport that
    /// passes the signal on cancels the request itself.
    fn get_json_abortable(
        &self,
        url: &str,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        let _ = signal;
        self.get_json(url)
    }
    /// How long a `get_json_abortable` (items) or `post_json_abortable` (server rule) request
    /// may take, counted from when it is sent (after a search's `delay`), before its signal
    /// aborts it and it is reported as failed (whether or not the transport honours the
    /// signal).
    /// [`REQUEST_TIMEOUT_MS`] unless a transport says otherwise.
    fn request_timeout_ms(&self) -> u32 {
        REQUEST_TIMEOUT_MS
    }
    /// `POST url` with a JSON body, expecting JSON back.
    fn post_json(&self, url: &str, body: &Value) -> LocalFuture<Result<Value, String>>;
    /// `POST url` that `signal` can abort (a server rule's check superseded by a newer one,
    /// timed out after [`request_timeout_ms`](Self::request_timeout_ms), or its element
    /// unmounted). The default ignores the signal; the check is settled at its time-out
    /// either way.
    fn post_json_abortable(
        &self,
        url: &str,
        body: &Value,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        let _ = signal;
        self.post_json(url, body)
    }
}

/// The default transport: the browser's `fetch` through gloo's `net` (gloo-net 0.5, the
/// version yew 0.23 brings).
#[derive(Debug, Default, Clone, Copy)]
pub struct Fetch;

impl Transport for Fetch {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        self.get_json_abortable(url, None)
    }

    fn get_json_abortable(
        &self,
        url: &str,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        let request = request("GET", url, None, signal.as_ref());
        Box::pin(send_json("GET", url.to_string(), request, signal))
    }

    fn post_json(&self, url: &str, body: &Value) -> LocalFuture<Result<Value, String>> {
        self.post_json_abortable(url, body, None)
    }

    fn post_json_abortable(
        &self,
        url: &str,
        body: &Value,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        let request = request("POST", url, Some(body), signal.as_ref());
        Box::pin(send_json("POST", url.to_string(), request, signal))
    }
}

/// The request `method url`, with a JSON `body` and `signal`.
fn request(
    method: &str,
    url: &str,
    body: Option<&Value>,
    signal: Option<&web_sys::AbortSignal>,
) -> Result<Request, String> {
    match body {
        Some(body) => {
            let json = serde_json::to_string(body).map_err(|e| e.to_string())?;
            let json = wasm_bindgen::JsValue::from_str(&json);
            build_request(method, url, Some((&json, Some("application/json"))), signal)
        }
        None => build_request(method, url, None, signal),
    }
}

/// The request `method url` with a `body` (and its `Content-Type`, if it needs one: a
/// `FormData` body gets its multipart type from the browser) and `signal`. Built as a
/// `web_sys::Request` (then sent through gloo): gloo-net 0.5's builder rebuilds the URL's
/// query and leaves a trailing `&` on a URL that has one (`/api?q=a` became `/api?q=a&`).
pub(crate) fn build_request(
    method: &str,
    url: &str,
    body: Option<(&wasm_bindgen::JsValue, Option<&str>)>,
    signal: Option<&web_sys::AbortSignal>,
) -> Result<Request, String> {
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    init.set_signal(signal);
    if let Some((body, content_type)) = body {
        if let Some(content_type) = content_type {
            let headers = web_sys::Headers::new().map_err(|e| format!("{e:?}"))?;
            headers
                .set("Content-Type", content_type)
                .map_err(|e| format!("{e:?}"))?;
            init.set_headers(&headers);
        }
        init.set_body(body);
    }
    web_sys::Request::new_with_str_and_init(url, &init)
        .map(Request::from)
        .map_err(|e| format!("{e:?}"))
}

/// Sends `request` (`method url`) and reads its JSON answer. Errors name the method and the
/// URL; a request its `signal` aborted says so.
async fn send_json(
    method: &str,
    url: String,
    request: Result<Request, String>,
    signal: Option<web_sys::AbortSignal>,
) -> Result<Value, String> {
    let response = request
        .map_err(|e| format!("{method} {url}: {e}"))?
        .send()
        .await
        .map_err(|e| {
            if signal.as_ref().is_some_and(web_sys::AbortSignal::aborted) {
                format!("{method} {url}: aborted (superseded or timed out)")
            } else {
                format!("{method} {url}: {e}")
            }
        })?;
    if !response.ok() {
        return Err(format!(
            "{url}: HTTP {} {}",
            response.status(),
            response.status_text()
        ));
    }
    response
        .json::<Value>()
        .await
        .map_err(|e| format!("{url}: the response is not JSON: {e}"))
}

/// How long an endpoint request (items, server rules) may take by default
/// ([`Transport::request_timeout_ms`]) before it is aborted and reported as failed.
pub const REQUEST_TIMEOUT_MS: u32 = 8_000;

/// `inner` with another request time-out ([`Transport::request_timeout_ms`]):
/// `WithTimeout { inner: Fetch, timeout_ms: 30_000 }`.
#[derive(Debug, Default, Clone, Copy)]
pub struct WithTimeout<T> {
    /// The transport that does the requests.
    pub inner: T,
    /// How long a request may take, counted from when it is sent.
    pub timeout_ms: u32,
}

impl<T: Transport> Transport for WithTimeout<T> {
    fn get_json(&self, url: &str) -> LocalFuture<Result<Value, String>> {
        self.inner.get_json(url)
    }

    fn get_json_abortable(
        &self,
        url: &str,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        self.inner.get_json_abortable(url, signal)
    }

    fn request_timeout_ms(&self) -> u32 {
        self.timeout_ms
    }

    fn post_json(&self, url: &str, body: &Value) -> LocalFuture<Result<Value, String>> {
        self.inner.post_json(url, body)
    }

    fn post_json_abortable(
        &self,
        url: &str,
        body: &Value,
        signal: Option<web_sys::AbortSignal>,
    ) -> LocalFuture<Result<Value, String>> {
        self.inner.post_json_abortable(url, body, signal)
    }
}

/// A shared transport.
pub type SharedTransport = Rc<dyn Transport>;

/// The default shared transport.
pub fn default_transport() -> SharedTransport {
    Rc::new(Fetch)
}
