//! `use_async_items`: the options of a select, from a list, an endpoint URL (with
//! `{path|'default'}` variables) or an async Rust function.
//!
//! Only the newest request is applied: every request carries a sequence number and a response
//! to an older one is dropped. A failing request keeps the previous options and the value,
//! turns the loading state off, logs a warning and fires the element's `error` event.

use std::fmt;
use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::endpoint::{UrlTemplate, with_search_param};
use yewform_core::form::ElementAction;
use yewform_core::items::{
    ItemOptions, Items, cleanup_after_refetch, extract_data_key, normalize_lossy,
};
use yewform_core::schema::SelectSchema;

use crate::by_ptr::ByPtr;
use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::form::handle::{spawn, warn};
use crate::transport::{LocalFuture, REQUEST_TIMEOUT_MS};

/// What an items function returns: items in any accepted format, or an error text.
pub type ItemsFuture = LocalFuture<Result<Value, String>>;

/// An async items function: `(search query, element) → items in any accepted format`.
#[derive(Clone)]
pub struct ItemsFn(pub Rc<dyn Fn(Option<String>, ElementHandle) -> ItemsFuture>);

impl ItemsFn {
    /// Wraps an async function.
    pub fn new<F, Fut>(f: F) -> Self
    where
        F: Fn(Option<String>, ElementHandle) -> Fut + 'static,
        Fut: std::future::Future<Output = Result<Value, String>> + 'static,
    {
        Self(Rc::new(move |query, el| Box::pin(f(query, el))))
    }
}

impl PartialEq for ItemsFn {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for ItemsFn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ItemsFn")
    }
}

/// What [`use_async_items`] hands the view.
#[derive(Clone, Debug, PartialEq)]
pub struct AsyncItems {
    /// The resolved options.
    pub items: Rc<Items>,
    /// A request is running.
    pub loading: bool,
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
    select: &Rc<SelectSchema>,
    items_fn: Option<ItemsFn>,
    locale: &str,
    fallback: &str,
    query: Option<String>,
) -> AsyncItems {
    let options = item_options(select, locale, fallback);
    let fetched = use_state(|| None::<Rc<Items>>);
    let loading = use_state(|| false);
    let seq = use_mut_ref(|| 0u64);
    // The request in flight, aborted when a newer one starts.
    let in_flight = use_mut_ref(|| None::<web_sys::AbortController>);
    let fetched_once = use_mut_ref(|| false);

    // A static list: normalised once per change of the list.
    // (An items function wins over the `items` option.)
    let static_items = use_memo(
        (ByPtr(select.clone()), options.clone(), items_fn.is_some()),
        |(select, options, has_fn)| match &select.items {
            _ if *has_fn => None,
            Value::String(_) => None,
            items => {
                let (items, problems) = normalize_lossy(items, options);
                for problem in problems {
                    warn(&format!("items: {problem}"));
                }
                Some(Rc::new(items))
            }
        },
    );

    // An endpoint: the URL with its variables filled from the form's current values.
    let url = match &select.items {
        Value::String(template) => {
            let template = UrlTemplate::parse(template).with_element_path(handle.path());
            handle
                .form()
                .read(|state| template.render(&|path| state.value_at(path).cloned()))
        }
        _ => None,
    };
    let epoch = handle.form().items_epoch(handle.path());
    // The search text reloads async items only with `search` on and `delay` >= 0, once
    // `minChars` is reached (an empty text reloads only when `minChars` is 0).
    let min_chars = usize::try_from(select.min_chars).unwrap_or(usize::MAX);
    let query = query.filter(|q| {
        select.search
            && select.delay >= 0
            && q.chars().count() >= min_chars
            && (!q.is_empty() || min_chars == 0)
    });
    let source_key = (
        url.clone(),
        items_fn.clone(),
        epoch,
        select.resolve_on_load,
        query,
    );
    {
        let handle = handle.clone();
        let fetched = fetched.clone();
        let loading = loading.clone();
        let select: Rc<SelectSchema> = select.clone();
        let options = options.clone();
        use_effect_with(
            source_key,
            move |(url, items_fn, epoch, resolve_on_load, query)| {
                let is_refetch = *fetched_once.borrow();
                let wanted = url.is_some() || items_fn.is_some();
                if !wanted {
                    // Static items: an `update_items(true)` has nothing to wait for.
                    handle.form().end_disable_while_loading(handle.path());
                }
                // `update_items()` (a new epoch) fetches even with `resolveOnLoad: false`.
                if wanted && (*resolve_on_load || is_refetch || *epoch > 0) {
                    *fetched_once.borrow_mut() = true;
                    let my_seq = {
                        let mut seq = seq.borrow_mut();
                        *seq = seq.wrapping_add(1);
                        *seq
                    };
                    let searching = select.search && select.delay >= 0;
                    let delay_ms = if is_refetch && searching {
                        u32::try_from(select.delay).unwrap_or(0)
                    } else {
                        0
                    };
                    if select.clear_on_search && is_refetch && searching {
                        fetched.set(Some(Rc::new(Items::default())));
                    }
                    let url = url.clone();
                    let items_fn = items_fn.clone();
                    let query = query.clone();
                    let controller = web_sys::AbortController::new().ok();
                    if let Some(previous) =
                        std::mem::replace(&mut *in_flight.borrow_mut(), controller.clone())
                    {
                        previous.abort(); // superseded: only the newest answer is applied anyway
                    }
                    if let Some(controller) = controller.clone() {
                        spawn(async move {
                            gloo_timers::future::TimeoutFuture::new(REQUEST_TIMEOUT_MS).await;
                            controller.abort();
                        });
                    }
                    let signal = controller.map(|c| c.signal());
                    loading.set(true);
                    handle.form().set_loading(handle.path(), true);
                    spawn(async move {
                        if delay_ms > 0 {
                            gloo_timers::future::TimeoutFuture::new(delay_ms).await;
                            if *seq.borrow() != my_seq {
                                return; // the search text changed again while waiting
                            }
                        }
                        let request: ItemsFuture = match (&url, &items_fn) {
                            (Some(url), _) => {
                                let url = if searching {
                                    let q = query.as_deref().unwrap_or("");
                                    with_search_param(url, &select.search_param, q)
                                } else {
                                    url.clone()
                                };
                                handle.form().transport().get_json_abortable(&url, signal)
                            }
                            (None, Some(items_fn)) => (items_fn.0)(query.clone(), handle.clone()),
                            (None, None) => Box::pin(async { Ok(Value::Null) }),
                        };
                        let result = request.await.and_then(|body| {
                            extract_data_key(&body, select.data_key.as_deref())
                                .map_err(|e| e.to_string())
                        });
                        if *seq.borrow() != my_seq {
                            return; // a newer request was made: this answer is stale
                        }
                        loading.set(false);
                        handle.form().set_loading(handle.path(), false);
                        match result {
                            Ok(body) => {
                                let (items, problems) = normalize_lossy(&body, &options);
                                for problem in problems {
                                    warn(&format!("{}: items: {problem}", handle.path()));
                                }
                                let cleaned = cleanup_after_refetch(
                                    &handle.value(),
                                    &items,
                                    select.allow_absent,
                                    select.clear_on_refetch && is_refetch,
                                    select.object,
                                    &select.value_prop,
                                );
                                let items = Rc::new(items);
                                handle.form().set_options(handle.path(), items.clone());
                                fetched.set(Some(items));
                                if let Some(value) = cleaned {
                                    let path = handle.path().to_string();
                                    let _ = handle.form().write(move |state| {
                                        state
                                            .apply(&path, ElementAction::Update(value))
                                            .map_err(|e| e.to_string())
                                    });
                                }
                            }
                            Err(error) => {
                                warn(&format!(
                                    "{}: couldn't resolve items: {error}",
                                    handle.path()
                                ));
                                handle.fire("error", EventArgs::Error(error));
                            }
                        }
                    });
                }
            },
        );
    }

    let items = match (&*static_items, &*fetched) {
        (Some(items), _) => items.clone(),
        (None, Some(items)) => items.clone(),
        (None, None) => Rc::new(Items::default()),
    };
    if static_items.is_some() {
        handle.form().set_options(handle.path(), items.clone());
    }
    AsyncItems {
        items,
        loading: *loading || select.loading,
    }
}
