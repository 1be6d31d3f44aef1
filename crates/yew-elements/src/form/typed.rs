//! Typed and awaitable: the request data as your own type ([`FormHandle::request_data_as`],
//! [`FormHandle::submit_as`], [`on_submit_as`]) and a reload of the items you can await
//! ([`ElementHandle::update_items_async`]).
//!
//! ```no_run
//! use serde::Deserialize;
//! use yew::prelude::*;
//! use yewform_elements::form::{SubmitError, on_submit_as};
//! use yewform_elements::{Form, FormHandle, SelectElement};
//!
//! #[derive(Deserialize)]
//! struct Order {
//!     size: String,
//! }
//!
//! #[component]
//! fn Shop() -> Html {
//!     // The `on_submit` prop, typed: called with an `Order` after the form validated.
//!     let on_submit = on_submit_as(|order: Order| {
//!         web_sys::console::log_1(&order.size.into());
//!     });
//!     let handle = use_memo((), |_| FormHandle::new());
//!     // Or from code: validate (server rules included) and read the data as an `Order`.
//!     let send = {
//!         let handle = (*handle).clone();
//!         Callback::from(move |_: MouseEvent| {
//!             let handle = handle.clone();
//!             wasm_bindgen_futures::spawn_local(async move {
//!                 match handle.submit_as::<Order>().await {
//!                     Ok(order) => { let _ = order.size; }
//!                     Err(SubmitError::Invalid(errors)) => { let _ = errors; }
//!                     Err(SubmitError::Data(reason)) => { let _ = reason; }
//!                     Err(SubmitError::Schema(error)) => { let _ = error; }
//!                     // Disabled, or a submit already runs: nothing was done.
//!                     Err(SubmitError::Disabled | SubmitError::Busy) => {}
//!                 }
//!             });
//!         })
//!     };
//!     html! {
//!         <>
//!             <Form {on_submit} handle={(*handle).clone()}>
//!                 <SelectElement name="size" items={serde_json::json!(["S", "M"])} />
//!             </Form>
//!             <button onclick={send}>{ "Send" }</button>
//!         </>
//!     }
//! }
//! ```

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use serde::de::DeserializeOwned;
use yew::Callback;
use yewform_core::Value;

use super::{ElementHandle, FormHandle};

/// Why [`FormHandle::submit`] or [`FormHandle::submit_as`] did not submit (`on_submit` was
/// not called, or no data was given).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubmitError {
    /// The form is invalid: `(element path, its first error)` for each available element
    /// failing a rule (an element whose only error the app added with `add_error` is not
    /// listed: such an error never fails the form). It can be empty when the submit gave up
    /// because the form kept changing while it validated ([`FormHandle::validate_async`]).
    Invalid(Vec<(String, String)>),
    /// The request data does not deserialize into the type asked for (serde's reason).
    Data(String),
    /// The form's schema could not be built ([`FormHandle::build_error`]): nothing is
    /// submitted.
    Schema(String),
    /// The form is disabled (the `<Form>`'s `disabled`): nothing is submitted.
    Disabled,
    /// Another submit runs ([`FormHandle::is_submitting`]): this one did nothing.
    Busy,
}

impl fmt::Display for SubmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Invalid(errors) => {
                let list: Vec<String> = errors.iter().map(|(p, e)| format!("{p}: {e}")).collect();
                write!(f, "the form is invalid ({})", list.join("; "))
            }
            Self::Data(reason) => write!(f, "the request data does not fit: {reason}"),
            Self::Schema(error) => write!(f, "the form's schema could not be built: {error}"),
            Self::Disabled => f.write_str("the form is disabled"),
            Self::Busy => f.write_str("another submit runs"),
        }
    }
}

impl std::error::Error for SubmitError {}

impl FormHandle {
    /// The request data ([`request_data`](Self::request_data)) as a `T`.
    ///
    /// # Errors
    /// serde's error when the data does not deserialize into `T`.
    pub fn request_data_as<T: DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        serde_json::from_value(self.request_data())
    }

    /// Submits as [`submit`](Self::submit) does, giving the request data as a `T` instead
    /// of calling `on_submit`: nothing while the form is disabled or a submit runs; else it
    /// validates every element, waits until every rule settled (server rules included, as
    /// [`validate_async`](Self::validate_async)), and gives what `<Form>` hands `on_submit`,
    /// typed. A failed submit moves the focus to the first invalid field and has the form's
    /// status region say how many need correcting, as the form's own. The submit starts
    /// ([`is_submitting`](Self::is_submitting)) when this is called, as `submit`'s.
    ///
    /// # Errors
    /// [`SubmitError::Invalid`] with each invalid element's first error (an element whose
    /// conditions fail is left out: it does not fail the form),
    /// [`SubmitError::Data`] when the data does not deserialize into `T`,
    /// [`SubmitError::Schema`] when the form's schema could not be built,
    /// [`SubmitError::Disabled`] or [`SubmitError::Busy`].
    pub fn submit_as<T: DeserializeOwned>(
        &self,
    ) -> impl Future<Output = Result<T, SubmitError>> + 'static {
        // As `submit`: the submit starts when this is called, not when first awaited.
        let started = self.start_submit();
        let form = self.clone();
        async move {
            let hold = started?;
            let data = form
                .finish_submit(hold, false)
                .await
                .ok_or_else(|| form.invalid_error())?;
            serde_json::from_value(data).map_err(|e| SubmitError::Data(e.to_string()))
        }
    }
}

/// An `on_submit` callback for `<Form>` that hands `f` the request data as a `T`. Data that
/// does not deserialize into `T` is not passed on: a console warning names serde's reason
/// (use [`FormHandle::submit_as`] to handle it yourself).
pub fn on_submit_as<T: DeserializeOwned + 'static>(f: impl Fn(T) + 'static) -> Callback<Value> {
    Callback::from(move |data: Value| match serde_json::from_value::<T>(data) {
        Ok(typed) => f(typed),
        Err(error) => super::handle::warn(&format!(
            "on_submit: the request data does not fit {}: {error}",
            std::any::type_name::<T>()
        )),
    })
}

impl ElementHandle {
    /// As [`update_items`](Self::update_items), returning a future that resolves once the
    /// items answer arrived and was applied (or failed: the `error` event has fired then).
    /// An element without endpoint or function items (a select, multiselect, tags, checkbox or
    /// radio group) has nothing to wait for: the future resolves at once. An element whose view is not mounted loads nothing: its future
    /// waits until the view mounts and the answer arrives.
    ///
    /// ```no_run
    /// # async fn run(form: yewform_elements::FormHandle) {
    /// form.el("city").update_items_async(false).await;
    /// let city = form.el("city").value(); // the value, kept or dropped by the new items
    /// # let _ = city;
    /// # }
    /// ```
    pub fn update_items_async(&self, disable: bool) -> ItemsUpdate {
        let start = self.form().items_answers(self.path());
        // Endpoint or function items (an inline `items_fn` has answered at least once).
        let asynchronous = start > 0
            || self.form().items_loading(self.path())
            || self
                .form()
                .read(|s| s.schema_entry_shared(self.path()))
                .flatten()
                .is_some_and(|entry| entry.loads_items());
        self.update_items(disable);
        ItemsUpdate {
            form: self.form().clone(),
            path: self.path().to_string(),
            start,
            asynchronous,
        }
    }
}

/// The future of [`ElementHandle::update_items_async`].
#[derive(Debug)]
pub struct ItemsUpdate {
    form: FormHandle,
    path: String,
    start: u64,
    asynchronous: bool,
}

impl Future for ItemsUpdate {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if !self.asynchronous || self.form.items_answers(&self.path) > self.start {
            Poll::Ready(())
        } else {
            self.form.wait_for_change(cx.waker().clone());
            Poll::Pending
        }
    }
}
