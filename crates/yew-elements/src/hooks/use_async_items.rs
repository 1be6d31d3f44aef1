//! `use_async_items`: the options of a select, from a list, an endpoint URL (with
//! `{path|'default'}` variables) or an async Rust function.
//!
//! What loads when, which answer applies and what a load does to the value is core's item
//! loader ([`yewform_core::items::Loader`], whose documentation states the rules). After a
//! render that changed what the options come from (the URL with its `{path}` variables
//! filled, the items function, `update_items()`, `reset()`, the search text), an effect of
//! this hook tells the loader, and the hook runs what it answers (the timers, the requests,
//! the loading flag, the options, the value clean-up, warnings and the `error` event). In
//! short: only the newest load is applied; a failing one keeps the previous options and the
//! value and fires `error`; a search waits for its `delay`; a value missing from new options
//! is dropped (unless `allowAbsent`) after every load except one answering a search query
//! (see the loader), and
//! `clearOnRefetch` clears only after a `{path}` refetch. A static list is shown as it is
//! (the schema's own store, or its JSON normalised once per schema or locale change).
//!
//! An endpoint request is sent with an `AbortSignal` and raced against its time-out
//! ([`Transport::request_timeout_ms`], 8 s by default), which counts from the moment it is
//! sent, so a long `delay` never eats the request's time; when the time-out wins the loader
//! aborts the request and fails the load ([`Input::TimedOut`](yewform_core::items::Input)),
//! also through a transport that ignores the signal. A newer load aborts the request in flight;
//! unmounting the element aborts it too (the drop of the hook's state), and a search still
//! waiting for its `delay` is then never sent.

mod admitted;
mod driver;
mod items_fn;
mod source;

use std::sync::Arc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::endpoint::UrlTemplate;
use yewform_core::items::{ItemOptions, OptionStore, Source, static_list};
use yewform_core::schema::SelectSchema;

pub use items_fn::{ItemsFn, ItemsFuture};

use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::form::handle::warn;
use crate::select::SelectRef;
#[cfg(all(doc, feature = "http"))]
use crate::transport::Transport;
use driver::{Setup, Unmount};

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

/// The item options of a select schema for `locale`.
pub fn item_options(select: &SelectSchema, locale: &str, fallback: &str) -> ItemOptions {
    ItemOptions {
        locale: locale.to_string(),
        fallback_locale: fallback.to_string(),
        ..select.read_options()
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
    let force = use_force_update();
    let driver = use_memo((), |()| Unmount::new(handle, force)).0.clone();
    // The item options and a static list, made once per change of the schema or the locale.
    // The form records the list at once (server rendering runs no effect).
    let deps = (
        select.clone(),
        [locale, fallback].map(str::to_string),
        items_fn.is_some(),
    );
    let setup = use_memo(deps, |(select, [locale, fallback], function)| {
        let options = item_options(select, locale, fallback);
        let (list, problems) = static_list(select, &options, *function);
        for problem in problems {
            warn(&[handle.path(), ": ", &problem].concat());
        }
        if let Some(list) = &list {
            handle
                .form()
                .set_options(handle.path(), list.clone(), false, None);
        }
        Setup {
            select: select.clone(),
            options,
            list,
        }
    });
    // An endpoint: the URL with its variables filled from the form's current values. Only
    // with the `http` feature; without it the form reports the URL as an error.
    let (url, template) = match &*select.items {
        Value::String(text) if cfg!(feature = "http") => {
            let template = UrlTemplate::parse(text).with_element_path(handle.path());
            let url = handle
                .form()
                .read(|state| template.render(&|path| state.value_at(path).cloned()));
            (url, Some(text.clone()))
        }
        _ => (None, None),
    };
    let form = handle.form();
    let resets = form.read(|s| s.el(handle.path()).map(|el| el.resets()));
    // The options shown list every option of the source the select has now: not those of
    // the URL of before a `{path}` variable changed (their refetch is on its way).
    let every_option_at = url.clone();
    let source = Source {
        url,
        template,
        function: items_fn,
        epoch: form.items_epoch(handle.path()),
        resets: resets.flatten().unwrap_or(0),
        search: query,
    };
    {
        let driver = driver.clone();
        let deps = (source, ByPtr(setup.clone()), handle.clone());
        use_effect_with(deps, move |(source, setup, handle)| {
            driver.look(source.clone(), setup.0.clone(), handle);
        });
    }
    let (items, every_option, loading) = {
        let loader = driver.loader.borrow();
        let every_option =
            setup.list.is_some() || loader.lists_every_option_at(every_option_at.as_deref());
        let items = setup.list.clone().unwrap_or_else(|| loader.fetched());
        (items, every_option, loader.loading())
    };
    admitted::use_admitted_value(handle, select, &items, every_option);
    AsyncItems {
        items,
        loading: loading || select.loading,
    }
}
