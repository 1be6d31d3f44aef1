//! `use_async_items`: the options of a select, from a list, an endpoint URL (with
//! `{path|'default'}` variables) or an async Rust function.
//!
//! What loads when, which answer applies and what a load does to the value is core's item
//! loader ([`yewform_core::items::Loader`], whose documentation states the rules): after
//! every render this hook sends it what the options come from, and runs what it answers
//! (the timers, the requests, the loading flag, the options, the value clean-up, warnings
//! and the `error` event). In short: only the newest load is applied; a failing one keeps
//! the previous options and the value and fires `error`; a search waits for its `delay`; a
//! value missing from new options is dropped (unless `allowAbsent`) after every load except
//! a search's, and `clearOnRefetch` clears only after a `{path}` refetch.
//!
//! An endpoint request is sent with an `AbortSignal` whose time-out
//! ([`Transport::request_timeout_ms`], 8 s by default) counts from the moment it is sent, so
//! a long `delay` never eats the request's time. A newer load aborts the request in flight;
//! unmounting the element aborts it too (the drop of the hook's state), and a search still
//! waiting for its `delay` is then never sent.

mod admitted;
mod items_fn;
mod source;

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::endpoint::UrlTemplate;
use yewform_core::form::ElementAction;
use yewform_core::items::{
    Context, Effect, Input, ItemOptions, Loader, OptionStore, Request, Source, static_list,
};
use yewform_core::schema::SelectSchema;

pub use items_fn::{ItemsFn, ItemsFuture};

use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::form::handle::{spawn, warn};
use crate::select::SelectRef;
#[cfg(all(doc, feature = "http"))]
use crate::transport::Transport;

/// What [`use_async_items`] hands the view.
#[derive(Clone, Debug, PartialEq)]
pub struct AsyncItems {
    /// The resolved options: the schema's own store for static items (the same `Arc`),
    /// else the store an endpoint's or function's answer was normalised into. The views,
    /// the search and the form state share it; nothing copies it per option.
    pub items: Arc<OptionStore>,
    /// A request is running.
    pub loading: bool,
}

/// The loader of one select and what runs its effects; kept across renders.
struct Driver {
    loader: RefCell<Loader<ItemsFn>>,
    handle: ElementHandle,
    /// The select and its item options, as the last render sent them.
    ctx: RefCell<Option<(SelectRef, ItemOptions)>>,
    /// The request in flight (aborted by [`Effect::Abort`]).
    in_flight: RefCell<Option<web_sys::AbortController>>,
    force: UseForceUpdateHandle,
}

/// Held in the hook state: dropped when the element unmounts, it stops the loads.
struct Unmount(Rc<Driver>);

impl Drop for Unmount {
    fn drop(&mut self) {
        self.0.send(Input::Unmount);
    }
}

impl Driver {
    /// Sends `input` to the loader and runs its effects, in order.
    fn send(self: &Rc<Self>, input: Input<ItemsFn>) {
        let Some((select, options)) = self.ctx.borrow().clone() else {
            return;
        };
        let (handle, path) = (&self.handle, self.handle.path());
        let value = handle.value();
        let ctx = Context {
            select: &select,
            options: &options,
            value: &value,
        };
        let effects = self.loader.borrow_mut().send(input, &ctx);
        for effect in effects {
            match effect {
                Effect::Abort => {
                    if let Some(request) = self.in_flight.borrow_mut().take() {
                        request.abort();
                    }
                }
                Effect::Loading(on) => handle.form().set_loading(path, on),
                Effect::Wait { seq, delay_ms } => {
                    let driver = self.clone();
                    spawn(async move {
                        if delay_ms > 0 {
                            gloo::timers::future::TimeoutFuture::new(delay_ms).await;
                        }
                        driver.send(Input::DelayElapsed(seq));
                    });
                }
                Effect::Fetch { seq, request } => {
                    let request = match request {
                        Request::Url(url) => source::get(handle, &self.in_flight, &url),
                        Request::Function(items_fn, query) => (items_fn.0)(query, handle.clone()),
                    };
                    let driver = self.clone();
                    spawn(async move {
                        let answer = request.await;
                        driver.send(Input::Answer(seq, answer));
                    });
                }
                Effect::Options(items) => handle.form().set_options(path, items),
                Effect::SetValue(value) => drop_value(handle, value),
                Effect::Warn(text) => warn(&[path, ": ", &text].concat()),
                Effect::Error(error) => handle.fire("error", EventArgs::Error(error)),
                Effect::Render => self.force.force_update(),
                // Wakes `update_items_async` futures waiting for this answer.
                Effect::Answered => handle.form().items_answered(path),
                Effect::NothingToLoad => handle.form().end_disable_while_loading(path),
            }
        }
    }
}

/// The item options of a select schema for `locale`.
pub fn item_options(select: &SelectSchema, locale: &str, fallback: &str) -> ItemOptions {
    ItemOptions {
        label_prop: select.label_prop.clone(),
        value_prop: select.value_prop.clone(),
        groups: select.groups,
        group_label: select.group_label.clone(),
        group_options: select.group_options.clone(),
        locale: locale.to_string(),
        fallback_locale: fallback.to_string(),
    }
}

/// The options of the select `handle`, resolved from `select.items` or `items_fn`; `query`
/// is the search text of a view that has one.
#[hook]
pub fn use_async_items(
    handle: &ElementHandle,
    select: &SelectRef,
    items_fn: Option<ItemsFn>,
    locale: &str,
    fallback: &str,
    query: Option<String>,
) -> AsyncItems {
    let options = item_options(select, locale, fallback);
    let force = use_force_update();
    let driver = use_memo((), |()| {
        Unmount(Rc::new(Driver {
            loader: RefCell::default(),
            handle: handle.clone(),
            ctx: RefCell::default(),
            in_flight: RefCell::default(),
            force,
        }))
    })
    .0
    .clone();
    // A static list, normalised once per change of the schema or the locale. The form
    // records it at once (the loader's `Options` repeats it): server rendering runs no effect.
    let list = use_memo(
        (select.clone(), options.clone(), items_fn.is_some()),
        |(select, options, function)| {
            let (list, problems) = static_list(select, options, *function);
            for problem in problems {
                warn(&[handle.path(), ": ", &problem].concat());
            }
            if let Some(list) = &list {
                handle.form().set_options(handle.path(), list.clone());
            }
            list
        },
    );
    // An endpoint: the URL with its variables filled from the form's current values. Only
    // with the `http` feature; without it the form reports the URL as an error.
    let url = match &*select.items {
        Value::String(template) if cfg!(feature = "http") => {
            let template = UrlTemplate::parse(template).with_element_path(handle.path());
            handle
                .form()
                .read(|state| template.render(&|path| state.value_at(path).cloned()))
        }
        _ => None,
    };
    let form = handle.form();
    let resets = form.read(|s| s.el(handle.path()).map(|el| el.resets()));
    let source = Source {
        url,
        function: items_fn,
        list: (*list).clone(),
        epoch: form.items_epoch(handle.path()),
        resets: resets.flatten().unwrap_or(0),
        search: query,
    };
    {
        let driver = driver.clone();
        use_effect_with(
            (source, select.clone(), options),
            move |(source, select, options)| {
                *driver.ctx.borrow_mut() = Some((select.clone(), options.clone()));
                driver.send(Input::Source(source.clone()));
            },
        );
    }
    let (items, every_option, loading) = {
        let loader = driver.loader.borrow();
        let every_option = list.is_some() || loader.lists_every_option();
        let items = (*list).clone().unwrap_or_else(|| loader.fetched());
        (items, every_option, loader.loading())
    };
    admitted::use_admitted_value(handle, select, &items, every_option);
    AsyncItems {
        items,
        loading: loading || select.loading,
    }
}

/// Replaces the value of `handle` by what is left of it once the options do not admit it
/// (one copy of the form write for both callers).
#[inline(never)]
fn drop_value(handle: &ElementHandle, value: Value) {
    let path = handle.path().to_string();
    let _ = handle.form().write(move |state| {
        state
            .apply(&path, ElementAction::Update(value))
            .map_err(|e| e.to_string())
    });
}
