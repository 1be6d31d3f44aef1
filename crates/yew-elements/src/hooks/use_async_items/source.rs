//! How an endpoint request is sent ([`get`], with the `http` feature): with an abort signal,
//! and the time-out the driver races it against, counted from the moment it is sent.

use std::cell::RefCell;

use yewform_core::items::Endpoint;

use super::ItemsFuture;
use crate::form::ElementHandle;

/// `GET url` for the options of `handle`, sent now through the form's transport, and the
/// transport's time-out ([`Transport::request_timeout_ms`](crate::transport::Transport::request_timeout_ms)):
/// its abort signal's controller becomes the request in flight (aborting one still there),
/// which the loader aborts when it is superseded or times out.
#[cfg(feature = "http")]
pub(super) fn get(
    handle: &ElementHandle,
    in_flight: &RefCell<Option<web_sys::AbortController>>,
    endpoint: &Endpoint,
) -> (ItemsFuture, Option<u32>) {
    let transport = handle.form().transport();
    let signal = send_signal(in_flight);
    let request = transport.get_json_abortable(&endpoint.to_url(), signal);
    (request, Some(transport.request_timeout_ms()))
}

/// Without the `http` feature no request is sent (the form reports endpoint items as an
/// error naming the feature, and never loads them).
#[cfg(not(feature = "http"))]
pub(super) fn get(
    _handle: &ElementHandle,
    _in_flight: &RefCell<Option<web_sys::AbortController>>,
    endpoint: &Endpoint,
) -> (ItemsFuture, Option<u32>) {
    let need = ": items from an endpoint URL need yewform's \"http\" feature";
    let error = [endpoint.url.as_str(), need].concat();
    (Box::pin(async move { Err(error) }), None)
}

/// The abort signal of a request sent now: its controller becomes the request in flight
/// (aborting one still there).
#[cfg(feature = "http")]
fn send_signal(
    in_flight: &RefCell<Option<web_sys::AbortController>>,
) -> Option<web_sys::AbortSignal> {
    let controller = web_sys::AbortController::new().ok()?;
    if let Some(previous) = in_flight.borrow_mut().replace(controller.clone()) {
        previous.abort();
    }
    Some(controller.signal())
}
