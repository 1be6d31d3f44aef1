//! `use_async_items`: the options of a select, from a list, an endpoint URL (with
//! `{path|'default'}` variables) or an async Rust function.
//!
//! Only the newest request is applied: every request carries a sequence number and a response
//! to an older one is dropped. A failing request keeps the previous options and the value,
//! turns the loading state off, logs a warning and fires the element's `error` event.
//!
//! The lifetime of an endpoint request: a search waits for its `delay` first; the request is
//! then sent with an `AbortSignal` and its time-out ([`Transport::request_timeout_ms`], 8 s by
//! default) counts from there, so a long `delay` never eats the request's time. A newer load
//! aborts the request in flight; unmounting the element aborts it too (the drop of the
//! hook's state), and a search still waiting for its `delay` is then never sent.
//!
//! Why not yew-hooks' `use_async` and `use_debounce`: `use_async` has no abort and applies
//! whatever answer arrives last (no sequence), and keeps running after unmount;
//! `use_debounce` (`use_timeout`) arms its timer on mount and whenever its delay changes,
//! treats `0` as "never" instead of "at once", and calls a callback captured at render,
//! while what to load is decided in the effect (`load_reason`). A timer inside the request's
//! own task does what the spec asks.
//!
//! When the options load is `yewform_core::items::load_reason`: on mount with `resolveOnLoad`;
//! on every search query long enough for `minChars` (also before a first load, so
//! `resolveOnLoad: false, minChars: 1` loads on the first character); on a `{path}` variable
//! change once something was loaded; on `update_items()`; on `reset()` for endpoint items
//! (unless `resolveOnLoad` is off). A value missing from the new options is dropped (unless
//! `allowAbsent`) after every load except a search's; `clearOnRefetch` clears only after a
//! `{path}` refetch.

mod admitted;
mod items_fn;
mod source;

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::endpoint::{UrlTemplate, with_search_param};
use yewform_core::form::ElementAction;
use yewform_core::items::{
    ItemOptions, OptionStore, cleanup_after_refetch, extract_data_key, load_reason, search_query,
};
use yewform_core::schema::SelectSchema;

pub use items_fn::{ItemsFn, ItemsFuture};

use admitted::use_admitted_value;
use source::SourceKey;

use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::form::handle::{spawn, warn};
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

/// What the hook keeps across renders, in one place (one hook, not one per field): the
/// fetched options and the loading flag (shown after a `force_update`), and the bookkeeping
/// of the requests.
struct Loader {
    /// The options the last load answered (`None` before any answer).
    fetched: RefCell<Option<Arc<OptionStore>>>,
    /// A request is running (shown as the spinner).
    loading: Cell<bool>,
    /// The sequence number of the newest load; an answer to an older one is dropped.
    seq: Cell<u64>,
    /// The request in flight, aborted when a newer one starts or the element unmounts.
    in_flight: RefCell<Option<web_sys::AbortController>>,
    /// A load is running (waiting for its delay or for the answer).
    running: Cell<bool>,
    /// Something was loaded once.
    fetched_once: Cell<bool>,
    /// The inputs of the last look, to tell what changed.
    last_key: RefCell<Option<SourceKey>>,
    /// The last search query.
    last_query: RefCell<Option<String>>,
    /// The fetched options answer a search (so they need not hold the value).
    answers_search: Cell<bool>,
    /// The empty store (no options yet, or a list emptied for a search).
    empty: Arc<OptionStore>,
    /// The static list and what it was made from (kept here, not in a hook of its own).
    static_items: RefCell<Option<(StaticKey, Option<Arc<OptionStore>>)>>,
}

/// What a static list is made from: the schema, the item options, whether an items
/// function is given.
type StaticKey = (crate::select::SelectRef, ItemOptions, bool);

impl Loader {
    fn new() -> Loader {
        Loader {
            fetched: RefCell::new(None),
            loading: Cell::new(false),
            seq: Cell::new(0),
            in_flight: RefCell::new(None),
            running: Cell::new(false),
            fetched_once: Cell::new(false),
            last_key: RefCell::new(None),
            last_query: RefCell::new(None),
            answers_search: Cell::new(false),
            empty: Arc::new(OptionStore::new()),
            static_items: RefCell::new(None),
        }
    }
}

/// Held in the hook state: dropped when the element unmounts, it stops the loads.
struct Unmount {
    loader: Rc<Loader>,
    handle: ElementHandle,
}

impl Drop for Unmount {
    fn drop(&mut self) {
        let loader = &self.loader;
        // Every task still running sees a newer sequence: it sends nothing and applies
        // nothing.
        loader.seq.set(loader.seq.get().wrapping_add(1));
        if let Some(request) = loader.in_flight.borrow_mut().take() {
            request.abort();
        }
        if loader.running.replace(false) {
            self.handle.form().set_loading(self.handle.path(), false);
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

/// The options of the select `handle`, resolved from `select.items` or `items_fn`.
#[hook]
pub fn use_async_items(
    handle: &ElementHandle,
    select: &crate::select::SelectRef,
    items_fn: Option<ItemsFn>,
    locale: &str,
    fallback: &str,
    query: Option<String>,
) -> AsyncItems {
    let options = item_options(select, locale, fallback);
    // On unmount (the hook state is dropped with the element; the element's path never
    // changes while mounted), `Unmount` stops the loads: one hook, no effect.
    let loader: Rc<Loader> = use_memo((), |()| Unmount {
        loader: Rc::new(Loader::new()),
        handle: handle.clone(),
    })
    .loader
    .clone();
    // Shows what the loader changed (the fetched options, the loading flag).
    let force = use_force_update();

    // A static list: the schema's store, shared as it is (the schema compacted its items
    // when it was read), or a list the schema kept as JSON (per-locale labels, groups)
    // normalised once per change into a store. (An items function wins over `items`.)
    let static_key = (select.clone(), options.clone(), items_fn.is_some());
    let cached = match &*loader.static_items.borrow() {
        Some((key, items)) if *key == static_key => Some(items.clone()),
        _ => None,
    };
    let static_items = cached.unwrap_or_else(|| {
        let (select, options, has_fn) = &static_key;
        let items = match &*select.items {
            _ if *has_fn => None,
            _ if select.static_store().is_some() => select.static_store().cloned(),
            Value::String(_) => None,
            items => Some(normalize(items, options, "")),
        };
        *loader.static_items.borrow_mut() = Some((static_key.clone(), items.clone()));
        items
    });

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
    let epoch = handle.form().items_epoch(handle.path());
    let resets = handle
        .form()
        .read(|state| state.el(handle.path()).map(|el| el.resets()))
        .flatten()
        .unwrap_or(0);
    // The search text reloads async items only with `search` on and `delay` >= 0, once
    // `minChars` is reached. A text shorter than `minChars` (an emptied one too, unless
    // `minChars` is 0) keeps the last query: nothing is requested and the options shown stay,
    // as in the reference (see `yewform_core::items::search_query`).
    let searching = select.search && select.delay >= 0;
    let query = query.and_then(|text| {
        let next = search_query(
            &text,
            searching,
            select.min_chars,
            loader.last_query.borrow().as_deref(),
        );
        loader.last_query.borrow_mut().clone_from(&next);
        next
    });
    let source_key = SourceKey {
        url: url.clone(),
        items_fn: items_fn.clone(),
        epoch,
        resets,
        resolve_on_load: select.resolve_on_load,
        query,
    };
    {
        let handle = handle.clone();
        let loader = loader.clone();
        let select = select.clone();
        let options = options.clone();
        use_effect_with(source_key, move |key| {
            let wanted = key.url.is_some() || key.items_fn.is_some();
            let previous = loader.last_key.borrow_mut().replace(key.clone());
            if !wanted {
                // Static items: an `update_items(true)` has nothing to wait for.
                handle.form().end_disable_while_loading(handle.path());
                return;
            }
            let change = key.change_since(previous.as_ref(), loader.fetched_once.get());
            let Some(reason) = load_reason(&change) else {
                return;
            };
            loader.fetched_once.set(true);
            let my_seq = loader.seq.get().wrapping_add(1);
            loader.seq.set(my_seq);
            // `delay` and `clearOnSearch` are about search reloads only.
            let delay_ms = if reason.is_search() {
                u32::try_from(select.delay).unwrap_or(0)
            } else {
                0
            };
            if select.clear_on_search && reason.is_search() {
                // An emptied list waits for a search answer: not the full list either.
                loader.answers_search.set(true);
                *loader.fetched.borrow_mut() = Some(loader.empty.clone());
            }
            // Every load asks for the current search query (the last one long enough), so
            // the options always answer the query they are filtered by.
            let SourceKey {
                url,
                items_fn,
                query,
                ..
            } = key.clone();
            if let Some(previous) = loader.in_flight.borrow_mut().take() {
                previous.abort(); // superseded: only the newest answer is applied anyway
            }
            loader.loading.set(true);
            loader.running.set(true);
            force.force_update();
            handle.form().set_loading(handle.path(), true);
            spawn(async move {
                if delay_ms > 0 {
                    gloo::timers::future::TimeoutFuture::new(delay_ms).await;
                }
                if loader.seq.get() != my_seq {
                    return; // a newer load (the search text changed again) or unmounted
                }
                // Without `http` the URL is always `None` (see `url` above): the arm is left
                // out of such builds (issue 15).
                let request: ItemsFuture = match (&url, &items_fn) {
                    (Some(url), _) if cfg!(feature = "http") => {
                        let url = if searching {
                            let q = query.as_deref().unwrap_or("");
                            with_search_param(url, &select.search_param, q)
                        } else {
                            url.clone()
                        };
                        // The request starts now, and its time-out with it.
                        source::get(&handle, &loader.in_flight, &url)
                    }
                    (_, Some(items_fn)) => (items_fn.0)(query.clone(), handle.clone()),
                    (_, None) => Box::pin(async { Ok(Value::Null) }),
                };
                let result = request.await.and_then(|body| {
                    extract_data_key(&body, select.data_key.as_deref()).map_err(|e| e.to_string())
                });
                if loader.seq.get() != my_seq {
                    return; // a newer request was made (or unmounted): this answer is stale
                }
                loader.in_flight.borrow_mut().take();
                loader.running.set(false);
                loader.loading.set(false);
                handle.form().set_loading(handle.path(), false);
                match result {
                    Ok(body) => {
                        // Normalised straight into a store: one type from here to the DOM.
                        let prefix = [handle.path(), ": "].concat();
                        let items = normalize(&body, &options, &prefix);
                        // A search answer lists what matches the search, not every
                        // option: it never drops the value.
                        let cleaned = if reason.cleans_up_value() {
                            cleanup_after_refetch(
                                &handle.value(),
                                &*items,
                                select.allow_absent,
                                select.clear_on_refetch && reason.clears_on_refetch(),
                                select.object,
                                &select.value_prop,
                            )
                        } else {
                            None
                        };
                        handle.form().set_options(handle.path(), items.clone());
                        loader.answers_search.set(reason.is_search());
                        *loader.fetched.borrow_mut() = Some(items);
                        if let Some(value) = cleaned {
                            drop_value(&handle, value);
                        }
                    }
                    Err(error) => {
                        warn(&[handle.path(), ": couldn't resolve items: ", &error].concat());
                        handle.fire("error", EventArgs::Error(error));
                    }
                }
                // Shows the answer (or the end of loading) once everything is in place.
                force.force_update();
                // Wakes `update_items_async` futures waiting for this answer.
                handle.form().items_answered(handle.path());
            });
        });
    }

    let fetched = loader.fetched.borrow().clone();
    let items = match (&static_items, &fetched) {
        (Some(items), _) => items.clone(),
        (None, Some(items)) => items.clone(),
        (None, None) => loader.empty.clone(),
    };
    if static_items.is_some() {
        handle.form().set_options(handle.path(), items.clone());
    }
    use_admitted_value(handle, select, &items, {
        // Every option is listed: static items, or an answer that is not a search's. A
        // created option lives in the dropdown only, so `create` is left alone.
        let full_list =
            static_items.is_some() || (fetched.is_some() && !loader.answers_search.get());
        full_list && !select.create
    });
    AsyncItems {
        items,
        loading: loader.loading.get() || select.loading,
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

/// `items` normalised into a store; what could not be read is logged, after `prefix`.
fn normalize(items: &Value, options: &ItemOptions, prefix: &str) -> Arc<OptionStore> {
    let (items, problems) = OptionStore::normalize_lossy(items, options);
    for problem in problems {
        warn(&format!("{prefix}items: {problem}"));
    }
    Arc::new(items)
}
