//! [`Driver`]: runs what core's item loader answers, for [`use_async_items`](super::use_async_items):
//! the timers, the requests (with their abort controller), the items functions, and the
//! form's loading flag, options and value.

use std::cell::RefCell;
use std::future::Future;
use std::rc::Rc;
use std::sync::Arc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::form::ElementAction;
use yewform_core::items::{
    Context, Effect, Input, ItemOptions, Loader, OptionStore, Request, Source,
};

use super::{ItemsFn, ItemsFuture, source};
use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::form::handle::{spawn, warn};
use crate::select::SelectRef;

/// What a select's options are read with, made once per change of the schema or the locale.
pub(super) struct Setup {
    pub(super) select: SelectRef,
    pub(super) options: ItemOptions,
    /// The static list ([`static_list`](yewform_core::items::static_list)).
    pub(super) list: Option<Arc<OptionStore>>,
}

/// The loader of one select and what runs its effects; kept across renders.
pub(super) struct Driver {
    pub(super) loader: RefCell<Loader<ItemsFn>>,
    /// The select's handle as the last render had it (a list item's select follows its
    /// item when a list change renumbers it).
    handle: RefCell<ElementHandle>,
    /// The select and its item options, as the last render sent them.
    setup: RefCell<Option<Rc<Setup>>>,
    /// The request in flight (aborted by [`Effect::Abort`]).
    in_flight: RefCell<Option<web_sys::AbortController>>,
    /// Renders the element again (after [`Effect::Loading`]).
    force: UseForceUpdateHandle,
}

/// Held in the hook state: dropped when the element unmounts, it stops the loads.
pub(super) struct Unmount(pub(super) Rc<Driver>);

impl Unmount {
    /// The driver of the select `handle`, which `force` renders again.
    pub(super) fn new(handle: &ElementHandle, force: UseForceUpdateHandle) -> Unmount {
        Unmount(Rc::new(Driver {
            loader: RefCell::default(),
            handle: RefCell::new(handle.clone()),
            setup: RefCell::default(),
            in_flight: RefCell::default(),
            force,
        }))
    }
}

impl Drop for Unmount {
    fn drop(&mut self) {
        self.0.send(Input::Unmount);
    }
}

impl Driver {
    /// After a render: what the options come from now, and the select it is for.
    pub(super) fn look(
        self: &Rc<Self>,
        source: Source<ItemsFn>,
        setup: Rc<Setup>,
        handle: &ElementHandle,
    ) {
        *self.setup.borrow_mut() = Some(setup);
        if *self.handle.borrow() != *handle {
            *self.handle.borrow_mut() = handle.clone();
        }
        self.send(Input::Source(source));
    }

    /// Sends `input` to the loader and runs its effects, in order. A request to send
    /// ([`Effect::Fetch`], which only a delay that elapsed starts) is returned, with its
    /// time-out (an endpoint's), for the task that waited to send it.
    fn send(self: &Rc<Self>, input: Input<ItemsFn>) -> Option<(u64, ItemsFuture, Option<u32>)> {
        let setup = self.setup.borrow().clone()?;
        let handle = &self.handle.borrow().clone();
        let path = handle.path();
        let value = handle.value();
        let ctx = Context {
            select: &setup.select,
            options: &setup.options,
            value: &value,
        };
        let effects = self.loader.borrow_mut().send(input, &ctx);
        let mut fetch = None;
        for effect in effects {
            match effect {
                Effect::Abort => {
                    if let Some(request) = self.in_flight.borrow_mut().take() {
                        request.abort();
                    }
                }
                Effect::Loading(on) => {
                    handle.form().set_loading(path, on);
                    self.force.force_update();
                }
                Effect::Wait { seq, delay_ms } => {
                    let driver = self.clone();
                    spawn(async move {
                        if delay_ms > 0 {
                            gloo::timers::future::TimeoutFuture::new(delay_ms).await;
                        }
                        if let Some((seq, request, timeout)) = driver.send(Input::DelayElapsed(seq))
                        {
                            let input = match timeout {
                                Some(after_ms) => match answer_within(request, after_ms).await {
                                    Some(answer) => Input::Answer(seq, answer),
                                    None => Input::TimedOut { seq, after_ms },
                                },
                                None => Input::Answer(seq, request.await),
                            };
                            driver.send(input);
                        }
                    });
                }
                Effect::Fetch { seq, request } => {
                    let (request, timeout) = match request {
                        Request::Url(endpoint) => source::get(handle, &self.in_flight, &endpoint),
                        Request::Function(items_fn, query) => {
                            ((items_fn.0)(query, handle.clone()), None)
                        }
                    };
                    fetch = Some((seq, request, timeout));
                }
                Effect::Options(items) => {
                    let (answer_search, url) = {
                        let loader = self.loader.borrow();
                        let url = loader.fetched_url().map(str::to_owned);
                        (!loader.lists_every_option(), url)
                    };
                    let url = url.as_deref();
                    handle.form().set_options(path, items, answer_search, url);
                    // The view reads the loader's options (read again for a new locale too).
                    self.force.force_update();
                }
                Effect::SetValue(value) => drop_value(handle, value),
                Effect::DisableWhileLoading => handle.form().disable_while_loading(path),
                Effect::Warn(text) => warn(&[path, ": ", &text].concat()),
                Effect::Error(error) => {
                    warn(&[path, ": couldn't resolve items: ", &error].concat());
                    handle.fire("error", EventArgs::Error(error));
                }
                // Wakes `update_items_async` futures waiting for this answer.
                Effect::Answered => handle.form().items_answered(path),
                Effect::NothingToLoad => handle.form().end_disable_while_loading(path),
            }
        }
        fetch
    }
}

/// The answer of `request`, or `None` when it has not come `after_ms` after now: a transport
/// that ignores the abort signal times out too.
async fn answer_within(mut request: ItemsFuture, after_ms: u32) -> Option<Result<Value, String>> {
    let mut timer = gloo::timers::future::TimeoutFuture::new(after_ms);
    std::future::poll_fn(|cx| {
        if let std::task::Poll::Ready(answer) = request.as_mut().poll(cx) {
            return std::task::Poll::Ready(Some(answer));
        }
        std::pin::Pin::new(&mut timer).poll(cx).map(|()| None)
    })
    .await
}

/// Replaces the value of `handle` by what is left of it once the options do not admit it
/// (one copy of the form write for both callers).
#[inline(never)]
pub(super) fn drop_value(handle: &ElementHandle, value: Value) {
    let path = handle.path().to_string();
    let _ = handle.form().write(move |state| {
        state
            .apply(&path, ElementAction::Update(value))
            .map_err(|e| e.to_string())
    });
}
