//! How an endpoint request is sent ([`get`], with the `http` feature): with an abort signal
//! whose time-out counts from the moment it is sent.

use std::cell::RefCell;

use yewform_core::items::Endpoint;

use super::ItemsFuture;
use crate::form::ElementHandle;
#[cfg(feature = "http")]
use crate::form::handle::spawn;

/// `GET url` for the options of `handle`, sent now through the form's transport: its abort
/// signal's controller becomes the request in flight (aborting one still there) and aborts
/// it after the transport's time-out.
#[cfg(feature = "http")]
pub(super) fn get(
    handle: &ElementHandle,
    in_flight: &RefCell<Option<web_sys::AbortController>>,
    endpoint: &Endpoint,
) -> ItemsFuture {
    let transport = handle.form().transport();
    let signal = send_signal(in_flight, transport.request_timeout_ms());
    transport.get_json_abortable(&endpoint.to_url(), signal)
}

/// Without the `http` feature no request is sent (the form reports endpoint items as an
/// error naming the feature, and never loads them).
#[cfg(not(feature = "http"))]
pub(super) fn get(
    _handle: &ElementHandle,
    _in_flight: &RefCell<Option<web_sys::AbortController>>,
    endpoint: &Endpoint,
) -> ItemsFuture {
    let need = ": items from an endpoint URL need yewform's \"http\" feature";
    let error = [endpoint.url.as_str(), need].concat();
    Box::pin(async move { Err(error) })
}

/// The abort signal of a request sent now: its controller becomes the request in flight
/// (aborting one still there) and aborts it after `timeout_ms`.
#[cfg(feature = "http")]
fn send_signal(
    in_flight: &RefCell<Option<web_sys::AbortController>>,
    timeout_ms: u32,
) -> Option<web_sys::AbortSignal> {
    let controller = web_sys::AbortController::new().ok()?;
    if let Some(previous) = in_flight.borrow_mut().replace(controller.clone()) {
        previous.abort();
    }
    let signal = controller.signal();
    spawn(async move {
        gloo::timers::future::TimeoutFuture::new(timeout_ms).await;
        controller.abort();
    });
    Some(signal)
}
