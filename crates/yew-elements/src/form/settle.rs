//! [`Settled`]: a future that resolves once no rule of the form (or of one element) waits for
//! a server answer or a debounce timer; `validate_async` awaits it.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use super::FormHandle;

/// Resolves when the form (or the element at `path`) is no longer `busy`. Woken by every
/// state change of the form (a server answer or a debounce timer goes through one).
pub(crate) struct Settled {
    form: FormHandle,
    path: Option<String>,
}

impl Settled {
    pub(crate) fn new(form: FormHandle, path: Option<String>) -> Self {
        Self { form, path }
    }
}

impl Future for Settled {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        // Off the browser (a native test, a server render) no timer fires and no request
        // runs: what the rules wait for is settled now, a server check failing closed.
        #[cfg(not(target_arch = "wasm32"))]
        if self.form.unsettled(self.path.as_deref()) {
            self.form.settle_offline(self.path.as_deref());
        }
        if self.form.unsettled(self.path.as_deref()) {
            self.form.wait_for_change(cx.waker().clone());
            Poll::Pending
        } else {
            Poll::Ready(())
        }
    }
}
