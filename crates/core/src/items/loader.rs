//! [`Loader`]: the loading of a select's options, as a machine. The adapter tells it what
//! the options come from ([`Input::Source`], after every render that may have changed it),
//! that a search's delay elapsed and what a request answered; [`Loader::send`] returns the
//! [`Effect`]s to run, in order (start a request, abort one, the loading flag, the options,
//! the value clean-up, warnings, the `error` event). The adapter decides nothing.
//!
//! The rules, as users see them:
//!
//! - When the options load is [`load_reason`]: on mount with `resolveOnLoad`; on every search
//!   query long enough for `minChars` ([`search_query`]; also before a first load, so
//!   `resolveOnLoad: false, minChars: 1` loads on the first character); on a `{path}`
//!   variable change (also before a first load with `resolveOnLoad: false`); on `update_items()`; on `reset()` for
//!   endpoint items (unless `resolveOnLoad` is off). A native select is disabled while a
//!   `{path}` refetch loads ([`Effect::DisableWhileLoading`]).
//! - A search waits for its `delay` ([`Effect::Wait`]); a newer load supersedes it, and a
//!   load aborts the request in flight ([`Effect::Abort`]). `clearOnSearch` empties the
//!   options shown while a search loads (a failing load shows them again).
//! - Only the newest load is applied: every load has a sequence number and an answer to an
//!   older one is dropped, as is every answer after [`Input::Unmount`] (which aborts the
//!   request in flight).
//! - An answer is read at `dataKey` and normalised, a checkbox or radio group's in the
//!   group's own formats as its static `items` ([`SelectSchema::choice_group`],
//!   [`super::choice_items_json`]) (what could not be read comes out as
//!   warnings; a top level that is not a list of options, such as `"maintenance"`, `42` or,
//!   with `groups`, an object, fails the load). A value missing from the new options is dropped (unless `allowAbsent`) after
//!   every load except one whose answer lists what matches a search query
//!   ([`LoadReason::answers_query`]: a search's, and with `search` and `delay` >= 0 the first
//!   load's and a reset's, which ask for the empty query); `clearOnRefetch` clears only after
//!   a `{path}` refetch ([`admit`] with [`ValueEntry::Answer`]). A load that supersedes a
//!   `{path}` refetch before its answer (a search typed meanwhile, `update_items()`) owes its
//!   clean-up: its answer cleans the value as the refetch's would have (a `reset()` does not:
//!   it keeps the default it restored). A reload that asks for a non-empty search query (the
//!   last one long enough, [`search_query`]) answers that query, not every option
//!   ([`Loader::lists_every_option`] is false after it): `update_items()`'s answer then keeps
//!   the value; a `{path}` refetch's still cleans it (it belonged to the old source). No
//!   answer of a searched source lists every option, the empty query's included (often a first
//!   page; [`LoadReason::lists_every_option`]): values that enter later are not checked against
//!   it. Nor are the options of an endpoint URL whose `{path}` variable has changed since
//!   ([`Loader::lists_every_option_at`], [`Loader::fetched_url`]): the refetch's answer checks
//!   a value that entered meanwhile.
//! - A failing load keeps the previous options (with `clearOnSearch`, those the search
//!   emptied; after a `{path}` refetch none, the old source's) and the value, turns the
//!   loading state off,
//!   warns and fires the element's `error` event. An endpoint request that has not answered
//!   by its time-out ([`Input::TimedOut`], from the adapter's timer) is aborted and fails so,
//!   whatever the transport does with the abort signal.
//!
//! ```
//! use serde_json::json;
//! use yewform_core::items::{Context, Effect, Input, ItemOptions, Loader, Request, Source};
//! use yewform_core::schema::SelectSchema;
//!
//! let select = SelectSchema::default();
//! let (options, value) = (ItemOptions::default(), json!(null));
//! let ctx = Context { select: &select, options: &options, value: &value };
//! let mut loader = Loader::<()>::default();
//! let source = Source { url: Some("/countries".into()), ..Source::default() };
//! let effects = loader.send(Input::Source(source), &ctx);
//! assert!(effects.contains(&Effect::Wait { seq: 1, delay_ms: 0 }));
//! let effects = loader.send(Input::DelayElapsed(1), &ctx);
//! let Some(Effect::Fetch { seq: 1, request: Request::Url(endpoint) }) = effects.first() else {
//!     panic!("{effects:?}");
//! };
//! assert_eq!(endpoint.to_url(), "/countries");
//! loader.send(Input::Answer(1, Ok(json!(["de", "fr"]))), &ctx);
//! assert_eq!(loader.fetched().len(), 2);
//! assert!(!loader.loading());
//! ```

use std::sync::Arc;

use serde_json::Value;

use super::admit::{ValueEntry, admit};
use super::data_key::extract_data_key;
use super::normalize::ItemOptions;
use super::reload::{LoadChange, LoadReason, load_reason, search_query};
use super::store::OptionStore;
use crate::endpoint::with_search_param;
use crate::schema::SelectSchema;

/// What a select's options come from, as the adapter reads it in a render. `F` is the
/// adapter's items function (compared with `==`: a new function is a new source). Neither an
/// endpoint nor a function: a static list ([`static_list`]), which loads nothing.
#[derive(Clone, Debug, PartialEq)]
pub struct Source<F> {
    /// The endpoint URL, its `{path}` variables filled (`None`: no endpoint).
    pub url: Option<String>,
    /// The endpoint URL as the `items` option gives it, its `{path}` variables unfilled: a new
    /// one is a new source (a first load), not a `{path}` refetch.
    pub template: Option<String>,
    /// The items function.
    pub function: Option<F>,
    /// Counts the `update_items()` calls for the element's path.
    pub epoch: u64,
    /// Counts the element's `reset()`s.
    pub resets: u64,
    /// The search text as typed (`None`: the view has no search input).
    pub search: Option<String>,
}

impl<F> Default for Source<F> {
    fn default() -> Self {
        Source {
            url: None,
            template: None,
            function: None,
            epoch: 0,
            resets: 0,
            search: None,
        }
    }
}

/// What the machine reads besides its state.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The select's options (`search`, `delay`, `minChars`, `dataKey`, `allowAbsent`, …).
    pub select: &'a SelectSchema,
    /// How items are read into options (props, groups, locale).
    pub options: &'a ItemOptions,
    /// The element's value now.
    pub value: &'a Value,
}

/// What the adapter tells the machine.
#[derive(Clone, Debug, PartialEq)]
pub enum Input<F> {
    /// What the options come from, after a render (unchanged inputs do nothing).
    Source(Source<F>),
    /// The delay of the load with this sequence number elapsed ([`Effect::Wait`]).
    DelayElapsed(u64),
    /// The request of the load with this sequence number answered: the response, or an
    /// error text.
    Answer(u64, Result<Value, String>),
    /// The request of the load with this sequence number got no answer `after_ms` after it
    /// was sent ([`Effect::Fetch`]): it is aborted and fails (whatever the transport does
    /// with the abort signal, so a transport that ignores it times out too).
    TimedOut {
        /// The load's sequence number.
        seq: u64,
        /// The time-out that elapsed, in milliseconds (for the error text).
        after_ms: u32,
    },
    /// The element unmounted.
    Unmount,
}

/// What to request.
#[derive(Clone, Debug, PartialEq)]
pub enum Request<F> {
    /// `GET` this endpoint.
    Url(Endpoint),
    /// Call the items function with the search query.
    Function(F, Option<String>),
}

/// An endpoint request: the URL (its `{path}` variables filled) and, for a searchable
/// select, the search parameter to add.
#[derive(Clone, Debug, PartialEq)]
pub struct Endpoint {
    /// The URL.
    pub url: String,
    /// `searchParam` and the search query (`""` before any search).
    pub search: Option<(String, String)>,
}

impl Endpoint {
    /// The URL to send: with `searchParam=query` added ([`with_search_param`]).
    #[must_use]
    pub fn to_url(&self) -> String {
        match &self.search {
            Some((param, query)) => with_search_param(&self.url, param, query),
            None => self.url.clone(),
        }
    }
}

/// What the adapter does after [`Loader::send`], in the order given.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect<F> {
    /// Abort the request in flight.
    Abort,
    /// The element's loading state is now this (it stays on while a newer load supersedes
    /// one); what the view shows changed ([`Loader::fetched`], [`Loader::loading`]): render
    /// again.
    Loading(bool),
    /// Send [`Input::DelayElapsed`] with `seq` after `delay_ms` (at once for `0`, but after
    /// the current task, so that a newer load in the same task supersedes this one).
    Wait {
        /// The load's sequence number.
        seq: u64,
        /// How long to wait, in milliseconds.
        delay_ms: u32,
    },
    /// Send the request now and its answer as [`Input::Answer`] with `seq`. An endpoint
    /// request ([`Request::Url`]) times out: unless it answered first, send
    /// [`Input::TimedOut`] with `seq` after the transport's time-out, counted from here.
    Fetch {
        /// The load's sequence number.
        seq: u64,
        /// What to request.
        request: Request<F>,
    },
    /// The element's options are now these (the form keeps them).
    Options(Arc<OptionStore>),
    /// The element's value becomes this (what the new options admit of it).
    SetValue(Value),
    /// Log this warning (the adapter adds the element's path).
    Warn(String),
    /// Disable the element until this load ends ([`Effect::Loading`] `false`): a native
    /// select while a `{path}` refetch loads, as the reference's `updateItems()`.
    DisableWhileLoading,
    /// The load failed with this error: warn and fire the element's `error` event with it.
    Error(String),
    /// A load answered (applied or failed): wake whoever waits for it.
    Answered,
    /// The options do not load (a static list, which the adapter shows as it is): an
    /// `update_items(true)` has nothing to wait for.
    NothingToLoad,
}

/// The inputs of the last look, to tell what changed.
#[derive(Clone, Debug, PartialEq)]
struct Looked<F> {
    url: Option<String>,
    template: Option<String>,
    function: Option<F>,
    epoch: u64,
    resets: u64,
    query: Option<String>,
}

/// The newest load, while it runs.
#[derive(Clone, Debug)]
struct Load<F> {
    seq: u64,
    reason: LoadReason,
    /// The reason the answer cleans the value for: `reason`, or [`LoadReason::Refetch`] when
    /// this load superseded a `{path}` refetch before its answer (a search, `update_items()`),
    /// whose clean-up it owes.
    cleanup: LoadReason,
    /// The request asks for a non-empty search query (the last one long enough): its answer
    /// lists what matches it, not every option.
    filtered: bool,
    /// What to request, until it is sent.
    request: Option<Request<F>>,
    /// What was sent, for a time-out's error text (the URL, or "items function").
    sent: Option<String>,
    /// The endpoint URL asked for (its `{path}` variables filled; no search parameter).
    url: Option<String>,
}

/// The item loading of one select: what was loaded, what runs, what the inputs were.
#[derive(Clone, Debug)]
pub struct Loader<F> {
    /// The inputs of the last look (with the last search query).
    looked: Option<Looked<F>>,
    /// The sequence number of the newest load.
    seq: u64,
    load: Option<Load<F>>,
    /// A load was started once.
    loaded: bool,
    /// The options the last answer gave (or emptied for a search).
    fetched: Option<Arc<OptionStore>>,
    /// The fetched options answer a search (so they need not hold the value).
    answers_search: bool,
    /// The endpoint URL the fetched options answered ([`Loader::fetched_url`]).
    fetched_url: Option<String>,
    /// The options (and `answers_search`) `clearOnSearch` emptied, until a load answers: a
    /// failing one shows them again.
    emptied: Option<(Arc<OptionStore>, bool)>,
    /// The last answer (after `dataKey`) when it may have per-locale labels (some option
    /// kept its object, or groups), and the locale its options were read with: a new
    /// locale reads it again, with no new request.
    localized: Option<(Value, String)>,
    empty: Arc<OptionStore>,
    unmounted: bool,
}

impl<F> Default for Loader<F> {
    fn default() -> Self {
        Loader {
            looked: None,
            seq: 0,
            load: None,
            loaded: false,
            fetched: None,
            answers_search: false,
            fetched_url: None,
            emptied: None,
            localized: None,
            empty: Arc::new(OptionStore::new()),
            unmounted: false,
        }
    }
}

impl<F: Clone + PartialEq> Loader<F> {
    /// The options loaded (the same `Arc` until a load changes them), or one shared empty
    /// store before any answer.
    #[must_use]
    pub fn fetched(&self) -> Arc<OptionStore> {
        self.fetched.clone().unwrap_or_else(|| self.empty.clone())
    }

    /// A load is running (waiting for its delay or its answer).
    #[must_use]
    pub fn loading(&self) -> bool {
        self.load.is_some()
    }

    /// The loaded options list every option: an answer that was not a search's.
    #[must_use]
    pub fn lists_every_option(&self) -> bool {
        self.fetched.is_some() && !self.answers_search
    }

    /// The endpoint URL (its `{path}` variables filled, without the search parameter) the
    /// loaded options answered; `None` before an endpoint answered (and for an items
    /// function's options). What the form keeps with them
    /// ([`FormState::set_loaded_options`](crate::form::FormState::set_loaded_options)).
    #[must_use]
    pub fn fetched_url(&self) -> Option<&str> {
        self.fetched_url.as_deref()
    }

    /// Whether the loaded options list every option of the source the select has now, whose
    /// endpoint URL rendered from the current values is `url`: they
    /// [list every option](Self::lists_every_option) and answered `url` (not the URL of
    /// before a `{path}` variable changed, whose options belong to another source: a value
    /// that enters meanwhile is not checked against them, the refetch's answer cleans it).
    #[must_use]
    pub fn lists_every_option_at(&self, url: Option<&str>) -> bool {
        self.lists_every_option() && (self.fetched_url.is_none() || self.fetched_url() == url)
    }

    /// Applies `input`: the effects to run, in order.
    pub fn send(&mut self, input: Input<F>, ctx: &Context<'_>) -> Vec<Effect<F>> {
        let mut out = Vec::new();
        if self.unmounted {
            return out;
        }
        match input {
            Input::Source(source) => self.look(source, ctx, &mut out),
            Input::DelayElapsed(seq) => {
                let load = self.load.as_mut().filter(|load| load.seq == seq);
                if let Some(load) = load {
                    if let Some(request) = load.request.take() {
                        load.sent = Some(match &request {
                            Request::Url(endpoint) => endpoint.to_url(),
                            Request::Function(..) => "items function".to_string(),
                        });
                        out.push(Effect::Fetch { seq, request });
                    }
                }
            }
            Input::Answer(seq, result) => {
                if self.load.as_ref().is_some_and(|load| load.seq == seq) {
                    self.answer(result, ctx, &mut out);
                }
            }
            Input::TimedOut { seq, after_ms } => {
                let load = self.load.as_ref().filter(|load| load.seq == seq);
                if let Some(sent) = load.and_then(|load| load.sent.clone()) {
                    out.push(Effect::Abort);
                    let error = format!("{sent}: no answer within {after_ms} ms");
                    self.answer(Err(error), ctx, &mut out);
                }
            }
            Input::Unmount => {
                self.unmounted = true;
                if let Some(load) = self.load.take() {
                    if load.request.is_none() {
                        out.push(Effect::Abort);
                    }
                    out.push(Effect::Loading(false));
                }
            }
        }
        out
    }

    /// What the options come from now: whether (and why) they load.
    fn look(&mut self, source: Source<F>, ctx: &Context<'_>, out: &mut Vec<Effect<F>>) {
        self.relocalize(ctx, out);
        let select = ctx.select;
        // The search text reloads only with `search` (or `create`) on and `delay` >= 0, once
        // `minChars` is reached; a shorter text keeps the last query (see `search_query`).
        let searching = select.sends_search();
        let query = source.search.and_then(|text| {
            let last = self.looked.as_ref().and_then(|l| l.query.as_deref());
            search_query(&text, searching, select.min_chars, last)
        });
        let now = Looked {
            url: source.url,
            template: source.template,
            function: source.function,
            epoch: source.epoch,
            resets: source.resets,
            query,
        };
        let previous = self.looked.as_ref();
        let change = LoadChange {
            first: previous.is_none(),
            source: previous.is_some_and(|p| p.url != now.url || p.function != now.function),
            replaced: previous
                .is_some_and(|p| p.template != now.template || p.function != now.function),
            update: previous.is_some_and(|p| p.epoch != now.epoch),
            updated_ever: now.epoch > 0,
            search: previous.is_some_and(|p| p.query != now.query),
            reset: previous.is_some_and(|p| p.resets != now.resets),
            endpoint: now.url.is_some(),
            resolve_on_load: select.resolve_on_load,
            native: select.is_native(),
            loaded: self.loaded,
        };
        let wanted = now.url.is_some() || now.function.is_some();
        // A `{path}` refetch that an `update_items()` or a search in the same render hides.
        let without = LoadChange {
            update: false,
            search: false,
            ..change
        };
        let refetch = change.source && load_reason(&without) == Some(LoadReason::Refetch);
        match load_reason(&change) {
            Some(reason) if wanted => self.start(reason, refetch, &now, select, out),
            _ if !wanted => out.push(Effect::NothingToLoad),
            _ => {}
        }
        self.looked = Some(now);
    }

    /// Starts a load for `reason` (`refetch`: a `{path}` variable changed too); it supersedes
    /// the one running, and owes the clean-up of a `{path}` refetch it supersedes.
    fn start(
        &mut self,
        reason: LoadReason,
        refetch: bool,
        now: &Looked<F>,
        select: &SelectSchema,
        out: &mut Vec<Effect<F>>,
    ) {
        self.loaded = true;
        self.seq = self.seq.wrapping_add(1);
        // `delay` and `clearOnSearch` are about search reloads only.
        let delay_ms = if reason.is_search() {
            // A browser timer waits at most `MAX_WAIT_MS`; a longer `delay` set in Rust waits that.
            u32::try_from(select.delay.min(i64::from(i32::MAX))).unwrap_or(0)
        } else {
            0
        };
        if select.clear_on_search && reason.is_search() {
            // An emptied list waits for a search answer: not the full list either. What it
            // showed before (kept over a second search) comes back if the load fails.
            if self.emptied.is_none() {
                if let Some(fetched) = self.fetched.take() {
                    self.emptied = Some((fetched, self.answers_search));
                }
            }
            self.answers_search = true;
            self.fetched = Some(self.empty.clone());
        }
        // Every load asks for the current search query (the last one long enough), so the
        // options always answer the query they are filtered by.
        let request = match (&now.url, &now.function) {
            (Some(url), _) => Request::Url(Endpoint {
                url: url.clone(),
                search: select.sends_search().then(|| {
                    let query = now.query.clone().unwrap_or_default();
                    (select.search_param.clone(), query)
                }),
            }),
            (None, Some(function)) => Request::Function(function.clone(), now.query.clone()),
            (None, None) => return,
        };
        let owed = refetch
            || self
                .load
                .as_ref()
                .is_some_and(|load| load.cleanup == LoadReason::Refetch);
        let cleanup = match reason {
            LoadReason::Search | LoadReason::Update if owed => LoadReason::Refetch,
            reason => reason,
        };
        let filtered = now.query.as_deref().is_some_and(|query| !query.is_empty());
        let previous = self.load.replace(Load {
            seq: self.seq,
            reason,
            cleanup,
            filtered,
            request: Some(request),
            sent: None,
            url: now.url.clone(),
        });
        if previous.is_some_and(|previous| previous.request.is_none()) {
            out.push(Effect::Abort); // superseded: only the newest answer is applied anyway
        }
        // The reference's watcher calls `updateItems()`, which disables a native select
        // until the answer (the dropdown stays usable).
        if select.is_native() && (refetch || reason == LoadReason::Refetch) {
            out.push(Effect::DisableWhileLoading);
        }
        out.push(Effect::Loading(true));
        out.push(Effect::Wait {
            seq: self.seq,
            delay_ms,
        });
    }

    /// Reads the last answer's per-locale labels again when the locale (or another read
    /// option) changed since: `items` is localizable, and the reference localizes the
    /// options it resolved at render.
    fn relocalize(&mut self, ctx: &Context<'_>, out: &mut Vec<Effect<F>>) {
        let Some((body, locale)) = self.localized.as_mut() else {
            return;
        };
        // An emptied list (waiting for a search's answer) stays empty.
        let emptied = self
            .fetched
            .as_ref()
            .is_some_and(|f| Arc::ptr_eq(f, &self.empty));
        if *locale == ctx.options.locale || emptied {
            return;
        }
        let (items, _) = read(body, ctx.options);
        locale.clone_from(&ctx.options.locale);
        self.fetched = Some(items.clone());
        out.push(Effect::Options(items));
    }

    /// The newest load answered.
    fn answer(
        &mut self,
        result: Result<Value, String>,
        ctx: &Context<'_>,
        out: &mut Vec<Effect<F>>,
    ) {
        let Some(load) = self.load.take() else {
            return;
        };
        out.push(Effect::Loading(false));
        let emptied = self.emptied.take();
        let result = result.and_then(|body| {
            extract_data_key(&body, ctx.select.data_key.as_deref()).map_err(|e| e.to_string())
        });
        // A checkbox or radio group reads its answer as its static `items` (its own
        // `{value: {label, description, disabled}}` format too); the body kept for
        // `relocalize` is the one read.
        let result = result.map(|body| group_answer(ctx.select, body));
        let result = result.and_then(|body| {
            let (store, problems) =
                OptionStore::normalize_answer(&body, ctx.options).map_err(|e| e.to_string())?;
            let warnings: Vec<String> = problems.iter().map(|p| format!("items: {p}")).collect();
            Ok((body, Arc::new(store), warnings))
        });
        match result {
            Ok((body, items, warnings)) => {
                out.extend(warnings.into_iter().map(Effect::Warn));
                // `update_items()` asking for a search query gets what matches it: a value
                // missing from it is not gone. A `{path}` refetch (owed or not) still cleans:
                // the value belonged to the old source.
                let cleaned = if load.filtered && load.cleanup == LoadReason::Update {
                    None
                } else {
                    admit(
                        ctx.select,
                        &*items,
                        ctx.value,
                        ValueEntry::Answer(load.cleanup),
                    )
                };
                // `object: true`: a value naming one of the options (set before they came:
                // a bare key, a stale object) becomes its object, as a pick gives.
                let kept = cleaned.as_ref().unwrap_or(ctx.value);
                let cleaned = super::option_objects(ctx.select, &*items, kept).or(cleaned);
                out.push(Effect::Options(items.clone()));
                self.answers_search =
                    load.filtered || !load.reason.lists_every_option(ctx.select.sends_search());
                self.localized = (items.keeps_objects() || ctx.options.groups)
                    .then(|| (body, ctx.options.locale.clone()));
                self.fetched = Some(items);
                self.fetched_url = load.url;
                if let Some(value) = cleaned {
                    out.push(Effect::SetValue(value));
                }
            }
            Err(error) => {
                // A failed `{path}` refetch: the options shown were the old source's, so none
                // is offered (the value stays: a failing endpoint loses nothing) and no value
                // is checked against the empty list. Any other failure keeps the previous
                // options: those `clearOnSearch` emptied too.
                if load.cleanup == LoadReason::Refetch {
                    self.answers_search = true;
                    self.fetched = Some(self.empty.clone());
                    out.push(Effect::Options(self.empty.clone()));
                } else if let Some((fetched, answers_search)) = emptied {
                    self.answers_search = answers_search;
                    self.fetched = Some(fetched.clone());
                    out.push(Effect::Options(fetched));
                }
                out.push(Effect::Error(error));
            }
        }
        out.push(Effect::Answered);
    }
}

/// A group's answer ([`SelectSchema::choice_group`]) in the format the select's reader takes
/// as the group's static `items` ([`super::choice_items_json`]); any other answer as it is.
fn group_answer(select: &SelectSchema, body: Value) -> Value {
    if !select.choice_group {
        return body;
    }
    match super::choice_items_json(&body) {
        std::borrow::Cow::Owned(items) => items,
        std::borrow::Cow::Borrowed(_) => body,
    }
}

/// `items` normalised straight into a store (one type from here to the DOM), and a warning
/// for each entry that could not be read.
fn read(items: &Value, options: &ItemOptions) -> (Arc<OptionStore>, Vec<String>) {
    let (store, problems) = OptionStore::normalize_lossy(items, options);
    let warnings = problems.iter().map(|p| format!("items: {p}")).collect();
    (Arc::new(store), warnings)
}

/// A static list's options: the schema's own store, shared as it is (the schema compacted its
/// items when it was read), or a list the schema kept as JSON (per-locale labels, groups)
/// normalised into a store, with what could not be read. `None` when the options load (an
/// endpoint URL, or an items function, which wins over `items`).
#[must_use]
pub fn static_list(
    select: &SelectSchema,
    options: &ItemOptions,
    function: bool,
) -> (Option<Arc<OptionStore>>, Vec<String>) {
    match &*select.items {
        _ if function => (None, Vec::new()),
        _ if select.static_store().is_some() => (select.static_store().cloned(), Vec::new()),
        Value::String(_) => (None, Vec::new()),
        items => {
            let (store, warnings) = read(items, options);
            (Some(store), warnings)
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    type Fx = Vec<Effect<&'static str>>;

    /// One select: its options, its value (changed by the clean-up) and its loader.
    struct Select {
        select: SelectSchema,
        options: ItemOptions,
        value: Value,
        loader: Loader<&'static str>,
        source: Source<&'static str>,
    }

    impl Select {
        fn new(select: SelectSchema) -> Select {
            Select {
                select,
                options: ItemOptions::default(),
                value: Value::Null,
                loader: Loader::default(),
                source: Source {
                    url: Some("/c".into()),
                    ..Source::default()
                },
            }
        }

        /// A searchable select (`search`, `delay` 0) on `/c`.
        fn searchable() -> Select {
            Select::new(SelectSchema {
                search: true,
                delay: 0,
                ..SelectSchema::default()
            })
        }

        fn send(&mut self, input: Input<&'static str>) -> Fx {
            let ctx = Context {
                select: &self.select,
                options: &self.options,
                value: &self.value,
            };
            let effects = self.loader.send(input, &ctx);
            for effect in &effects {
                if let Effect::SetValue(value) = effect {
                    self.value = value.clone();
                }
            }
            effects
        }

        /// Sends the current source (after changing it with `change`).
        #[inline(never)]
        fn look(&mut self, change: impl FnOnce(&mut Source<&'static str>)) -> Fx {
            change(&mut self.source);
            self.send(Input::Source(self.source.clone()))
        }

        /// The sequence number of the `Wait` in `effects`.
        fn waits(effects: &Fx) -> Option<(u64, u32)> {
            effects.iter().find_map(|e| match e {
                Effect::Wait { seq, delay_ms } => Some((*seq, *delay_ms)),
                _ => None,
            })
        }

        /// Runs the load that `effects` started to its answer `body`: the answer's effects.
        #[inline(never)]
        fn answer(&mut self, effects: &Fx, body: Value) -> Fx {
            let seq = Self::waits(effects).map(|(seq, _)| seq).unwrap_or(0);
            let fetch = self.send(Input::DelayElapsed(seq));
            assert!(
                matches!(fetch.as_slice(), [Effect::Fetch { .. }]),
                "{fetch:?}"
            );
            self.send(Input::Answer(seq, Ok(body)))
        }

        /// Sends the load that `effects` started: the `Fetch` effects.
        fn answer_effects(&mut self, effects: &Fx) -> Fx {
            let seq = Self::waits(effects).map(|(seq, _)| seq).unwrap_or(0);
            self.send(Input::DelayElapsed(seq))
        }

        /// Mounts and answers the first load with `body`.
        fn loaded(mut self, body: Value) -> Select {
            let mount = self.look(|_| {});
            self.answer(&mount, body);
            self
        }

        fn labels(&self) -> Vec<String> {
            let items = self.loader.fetched();
            (0..items.len())
                .filter_map(|i| items.label(i).map(str::to_string))
                .collect()
        }
    }

    /// What a `Fetch` effect requests, as a text: the URL sent, or the function and query.
    fn request(effects: &Fx) -> Option<String> {
        effects.iter().find_map(|e| match e {
            Effect::Fetch {
                request: Request::Url(endpoint),
                ..
            } => Some(endpoint.to_url()),
            Effect::Fetch {
                request: Request::Function(name, query),
                ..
            } => Some(format!("{name}({query:?})")),
            _ => None,
        })
    }

    #[test]
    fn the_newer_answer_wins_and_a_stale_answer_is_dropped() {
        let mut s = Select::new(SelectSchema::default());
        let mount = s.look(|_| {});
        assert_eq!(
            mount,
            [
                Effect::Loading(true),
                Effect::Wait {
                    seq: 1,
                    delay_ms: 0
                }
            ]
        );
        assert!(s.loader.loading());
        assert_eq!(
            request(&s.send(Input::DelayElapsed(1))),
            Some("/c".to_string())
        );
        // update_items() while the first request is in flight: it is aborted, loading stays on.
        let update = s.look(|src| src.epoch = 1);
        assert_eq!(
            update,
            [
                Effect::Abort,
                Effect::Loading(true),
                Effect::Wait {
                    seq: 2,
                    delay_ms: 0
                }
            ]
        );
        assert_eq!(s.send(Input::DelayElapsed(2)).len(), 1);
        assert_eq!(s.send(Input::Answer(1, Ok(json!(["old"])))), []);
        assert!(s.loader.loading(), "the stale answer ends nothing");
        let answer = s.send(Input::Answer(2, Ok(json!(["new"]))));
        assert_eq!(s.labels(), ["new"]);
        assert_eq!(answer.first(), Some(&Effect::Loading(false)));
        assert_eq!(
            answer.get(1),
            Some(&Effect::Options(s.loader.fetched())),
            "the form keeps the options shown"
        );
        assert_eq!(&answer[2..], [Effect::Answered]);
        assert!(!s.loader.loading());
        assert_eq!(s.send(Input::Answer(1, Ok(json!(["old"])))), []);
        assert_eq!(s.labels(), ["new"]);
    }

    #[test]
    fn nothing_changed_loads_nothing_and_a_delay_elapsing_twice_sends_once() {
        let mut s = Select::new(SelectSchema::default());
        s.look(|_| {});
        assert_eq!(s.send(Input::DelayElapsed(1)).len(), 1);
        assert_eq!(s.send(Input::DelayElapsed(1)), [], "sent already");
        s.send(Input::Answer(1, Ok(json!(["a"]))));
        assert_eq!(s.labels(), ["a"]);
        assert_eq!(s.look(|_| {}), []);
    }

    #[test]
    fn clear_on_search_empties_the_options_while_the_search_loads() {
        let mut s = Select::searchable().loaded(json!(["apple", "banana"]));
        s.select.clear_on_search = true;
        let before = s.loader.fetched();
        let search = s.look(|src| src.search = Some("b".into()));
        assert!(search.contains(&Effect::Loading(true)), "shown again");
        assert_eq!(s.labels(), Vec::<String>::new(), "emptied while loading");
        assert!(!Arc::ptr_eq(&before, &s.loader.fetched()));
        assert!(!s.loader.lists_every_option());
        s.answer(&search, json!(["banana"]));
        assert_eq!(s.labels(), ["banana"]);

        // Without clearOnSearch the options shown stay until the answer.
        let mut s = Select::searchable().loaded(json!(["apple", "banana"]));
        let before = s.loader.fetched();
        s.look(|src| src.search = Some("b".into()));
        assert!(Arc::ptr_eq(&before, &s.loader.fetched()));
        // A load that is not a search never clears.
        s.select.clear_on_search = true;
        let update = s.look(|src| src.epoch = 1);
        assert_eq!(s.labels(), ["apple", "banana"]);
        assert!(Select::waits(&update).is_some());
    }

    #[test]
    fn clear_on_search_restores_the_previous_options_when_the_search_fails() {
        let mut s = Select::searchable().loaded(json!(["de", "fr"]));
        s.select.clear_on_search = true;
        s.value = json!("de");
        let before = s.loader.fetched();
        let every_option = s.loader.lists_every_option();
        // Two searches in a row: the options before the first one come back.
        s.look(|src| src.search = Some("x".into()));
        let search = s.look(|src| src.search = Some("xy".into()));
        assert_eq!(s.labels(), Vec::<String>::new(), "emptied while loading");
        let seq = Select::waits(&search).map_or(0, |(seq, _)| seq);
        s.send(Input::DelayElapsed(seq));
        let failed = s.send(Input::Answer(seq, Err("HTTP 500".into())));
        assert!(failed.contains(&Effect::Error("HTTP 500".into())));
        assert!(
            failed.contains(&Effect::Options(before.clone())),
            "{failed:?}"
        );
        assert!(Arc::ptr_eq(&before, &s.loader.fetched()));
        assert_eq!(s.labels(), ["de", "fr"]);
        assert_eq!(s.loader.lists_every_option(), every_option);
        assert_eq!(s.value, json!("de"));

        // After an answered search, a failing one restores that answer.
        let search = s.look(|src| src.search = Some("f".into()));
        s.answer(&search, json!(["fr"]));
        let search = s.look(|src| src.search = Some("fo".into()));
        let seq = Select::waits(&search).map_or(0, |(seq, _)| seq);
        s.send(Input::DelayElapsed(seq));
        s.send(Input::Answer(seq, Err("HTTP 500".into())));
        assert_eq!(s.labels(), ["fr"]);
        assert!(!s.loader.lists_every_option());
    }

    #[test]
    fn a_search_waits_for_its_delay_and_a_newer_query_supersedes_it() {
        let mut s = Select::searchable().loaded(json!(["a"]));
        s.select.delay = 300;
        let g = s.look(|src| src.search = Some("g".into()));
        assert_eq!(Select::waits(&g), Some((2, 300)));
        assert!(!g.contains(&Effect::Abort), "nothing in flight");
        let ge = s.look(|src| src.search = Some("ge".into()));
        assert_eq!(Select::waits(&ge), Some((3, 300)));
        assert_eq!(s.send(Input::DelayElapsed(2)), [], "superseded: never sent");
        assert_eq!(
            request(&s.send(Input::DelayElapsed(3))),
            Some("/c?query=ge".to_string())
        );
        // Loads that are not searches do not wait.
        let update = s.look(|src| src.epoch = 1);
        assert_eq!(Select::waits(&update), Some((4, 0)));
        assert!(
            update.contains(&Effect::Abort),
            "the search in flight is aborted"
        );
        assert_eq!(
            request(&s.send(Input::DelayElapsed(4))),
            Some("/c?query=ge".to_string()),
            "every load asks for the current query"
        );
    }

    #[test]
    fn delay_minus_one_never_sends_the_search_text() {
        let mut s = Select::new(SelectSchema {
            search: true,
            ..SelectSchema::default()
        })
        .loaded(json!(["a"]));
        assert_eq!(s.look(|src| src.search = Some("g".into())), []);
        let update = s.look(|src| src.epoch = 1);
        let seq = Select::waits(&update).map_or(0, |(seq, _)| seq);
        assert_eq!(
            request(&s.send(Input::DelayElapsed(seq))),
            Some("/c".to_string())
        );
    }

    #[test]
    fn a_search_answer_never_drops_the_value() {
        let mut s = Select::searchable().loaded(json!(["de", "fr"]));
        s.value = json!("de");
        let search = s.look(|src| src.search = Some("i".into()));
        let answer = s.answer(&search, json!(["it"]));
        assert!(!answer.iter().any(|e| matches!(e, Effect::SetValue(_))));
        assert_eq!(s.value, json!("de"));
        assert!(
            !s.loader.lists_every_option(),
            "a search answer is no full list"
        );
        // A refetch with the search still in place cleans up; its answer (to "?query=i") is
        // what matches the query, no full list.
        let refetch = s.look(|src| src.url = Some("/c?v=2".into()));
        s.answer(&refetch, json!(["fr"]));
        assert_eq!(s.value, Value::Null);
        assert!(!s.loader.lists_every_option());
    }

    /// Audit 7 (multi) #1, issue 32: "a preset value shown before any search even with async
    /// items". The first answer of a searched source (`search`, `delay` >= 0) answers the
    /// empty query: what matches it (a first page), not every option.
    #[cfg(feature = "multi")] // its cases include tags
    #[test]
    fn the_first_answer_of_a_searched_source_keeps_a_preset_value() {
        let tags = || {
            let mut select = SelectSchema::multi(crate::schema::MultiMode::Tags);
            select.search = true;
            select.delay = 0;
            select
        };
        let germany = json!({"value": "de", "label": "Germany"});
        let france = json!([{"value": "fr", "label": "France"}]);
        let cases = [
            (Select::searchable(), json!("de")),
            (Select::new(tags()), json!(["de"])),
            (
                Select::new(SelectSchema {
                    object: true,
                    ..tags()
                }),
                json!([germany]),
            ),
            (
                Select::new(SelectSchema {
                    object: true,
                    ..SelectSchema {
                        search: true,
                        delay: 0,
                        ..SelectSchema::default()
                    }
                }),
                germany.clone(),
            ),
        ];
        for (mut s, preset) in cases {
            s.value = preset.clone();
            s.source.search = Some(String::new());
            let mount = s.look(|_| {});
            let answer = s.answer(&mount, france.clone());
            assert!(
                !answer.iter().any(|e| matches!(e, Effect::SetValue(_))),
                "{preset}: {answer:?}"
            );
            assert_eq!(s.value, preset);
            assert!(
                !s.loader.lists_every_option(),
                "{preset}: the empty query's answer is no full list (the view must not drop it)"
            );
            // A reset's load asks for the query too: the restored default stays.
            let reset = s.look(|src| src.resets = 1);
            s.answer(&reset, france.clone());
            assert_eq!(s.value, preset, "after reset()");
        }
        // Not searched (`delay: -1`, or no search): the answer lists every option, and the
        // first load cleans up as before.
        let mut s = Select::new(SelectSchema {
            search: true,
            ..SelectSchema::default()
        });
        s.value = json!("de");
        let mount = s.look(|_| {});
        s.answer(&mount, france.clone());
        assert_eq!(s.value, Value::Null);
        assert!(s.loader.lists_every_option());
        let mut s = Select::new(tags());
        s.select.delay = -1;
        s.value = json!(["de", "fr"]);
        let mount = s.look(|_| {});
        s.answer(&mount, france);
        assert_eq!(s.value, json!(["fr"]));
    }

    /// `object: true` (audit 30-F F1): a value set before the async items arrive (a bare key
    /// loaded from a record, a stale object) becomes the option object it names once they
    /// do, as a pick gives; one naming no option follows `allowAbsent`.
    #[test]
    fn a_value_set_before_the_items_arrive_becomes_the_option_object() {
        let object = || SelectSchema {
            object: true,
            ..SelectSchema::default()
        };
        let body = json!([{"value": "a", "label": "Apple"}, {"value": "b", "label": "Banana"}]);
        let apple = json!({"value": "a", "label": "Apple"});
        for before in [json!("a"), json!({"value": "a", "label": "Stale"})] {
            let mut s = Select::new(object());
            s.value = before.clone();
            let mount = s.look(|_| {});
            let answer = s.answer(&mount, body.clone());
            assert!(
                answer.contains(&Effect::SetValue(apple.clone())),
                "{before}: {answer:?}"
            );
            assert_eq!(s.value, apple, "{before}");
        }
        // The object already: nothing to set.
        let mut s = Select::new(object());
        s.value = apple.clone();
        let mount = s.look(|_| {});
        let answer = s.answer(&mount, body.clone());
        assert!(!answer.iter().any(|e| matches!(e, Effect::SetValue(_))));
        // Naming no option: dropped, or kept as given with allowAbsent.
        let mut s = Select::new(object());
        s.value = json!("zz");
        let mount = s.look(|_| {});
        s.answer(&mount, body.clone());
        assert_eq!(s.value, Value::Null);
        let mut s = Select::new(SelectSchema {
            allow_absent: true,
            ..object()
        });
        s.value = json!("zz");
        let mount = s.look(|_| {});
        s.answer(&mount, body);
        assert_eq!(s.value, json!("zz"));
    }

    #[test]
    fn a_refetch_drops_values_not_in_the_new_options_unless_allow_absent() {
        // A list value is a multi-value select's (a single select's is one value, audit
        // 18 #2): it keeps the items the new options hold.
        #[cfg(feature = "multi")]
        {
            let tags = SelectSchema::multi(crate::schema::MultiMode::Tags);
            let mut s = Select::new(tags).loaded(json!(["de", "fr", "it"]));
            s.value = json!(["de", "it"]);
            let refetch = s.look(|src| src.url = Some("/c?v=2".into()));
            let answer = s.answer(&refetch, json!(["de", "fr"]));
            assert!(answer.contains(&Effect::SetValue(json!(["de"]))));
            assert_eq!(s.value, json!(["de"]));
        }
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["de", "fr", "it"]));
        s.value = json!("it");
        let refetch = s.look(|src| src.url = Some("/c?v=2".into()));
        let answer = s.answer(&refetch, json!(["de", "fr"]));
        assert!(answer.contains(&Effect::SetValue(Value::Null)));
        assert_eq!(s.value, Value::Null);

        let mut s = Select::new(SelectSchema {
            allow_absent: true,
            ..SelectSchema::default()
        })
        .loaded(json!(["de", "it"]));
        s.value = json!("it");
        let refetch = s.look(|src| src.url = Some("/c?v=2".into()));
        s.answer(&refetch, json!(["de"]));
        assert_eq!(s.value, json!("it"));

        // The first load cleans up too (a value loaded before the options).
        let mut s = Select::new(SelectSchema::default());
        s.value = json!("xx");
        let mount = s.look(|_| {});
        s.answer(&mount, json!(["de"]));
        assert_eq!(s.value, Value::Null);
    }

    /// A `{path}` refetch that fails (audit 30-J J3): the options were the old source's, so
    /// none is offered any more (the value stays: a failing endpoint loses nothing), and no
    /// value is checked against the empty list; the next answer cleans up as usual.
    #[test]
    fn a_failed_path_refetch_offers_none_of_the_old_sources_options() {
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["berlin", "munich"]));
        s.value = json!("berlin");
        let refetch = s.look(|src| src.url = Some("/cities?country=fr".into()));
        let seq = Select::waits(&refetch).map_or(0, |(seq, _)| seq);
        let failed = s.send(Input::Answer(seq, Err("HTTP 503".into())));
        assert!(failed.contains(&Effect::Error("HTTP 503".into())));
        assert_eq!(s.labels(), Vec::<String>::new(), "{failed:?}");
        assert!(
            !s.loader.lists_every_option(),
            "nothing to check values against"
        );
        assert_eq!(s.value, json!("berlin"), "the value stays");
        // A failed search keeps what it showed (unchanged).
        let mut s = Select::searchable().loaded(json!(["de", "fr"]));
        let search = s.look(|src| src.search = Some("x".into()));
        let seq = Select::waits(&search).map_or(0, |(seq, _)| seq);
        s.send(Input::DelayElapsed(seq));
        s.send(Input::Answer(seq, Err("HTTP 500".into())));
        assert_eq!(s.labels(), ["de", "fr"]);
    }

    /// A checkbox or radio group's loader ([`ChoiceSchema::loader_select`]) with
    /// `clearOnRefetch: false`, loaded with `items` and holding `value`.
    #[cfg(feature = "choice")]
    fn group(kind: crate::schema::ChoiceKind, items: Value, value: Value) -> Select {
        let choice = crate::schema::ChoiceSchema {
            clear_on_refetch: false,
            ..crate::schema::ChoiceSchema::new(kind)
        };
        let mut s = Select::new(choice.loader_select());
        s.value = value;
        s.loaded(items)
    }

    #[test]
    #[cfg(feature = "choice")]
    fn a_groups_refetch_drops_values_the_new_items_lack_comparing_loosely() {
        use crate::schema::ChoiceKind::{Checkboxgroup, Radiogroup};
        // The first load keeps a value loaded before its items, and a loose match.
        let mut s = group(Radiogroup, json!(["s", "m"]), json!("xl"));
        assert_eq!(s.value, json!("xl"), "the first load keeps it");
        let refetch = s.look(|src| src.url = Some("/c?kind=2".into()));
        s.answer(&refetch, json!(["s", "m"]));
        assert_eq!(s.value, Value::Null, "a refetch drops a missing value");

        let mut s = group(
            Checkboxgroup,
            json!({"1": "One", "2": "Two"}),
            json!([1, "xl"]),
        );
        assert_eq!(s.value, json!([1, "xl"]));
        let update = s.look(|src| src.epoch = 1);
        s.answer(&update, json!({"1": "One", "3": "Three"}));
        assert_eq!(
            s.value,
            json!([1]),
            "update_items() drops it, `1` holds \"1\""
        );
        let refetch = s.look(|src| src.url = Some("/c?kind=2".into()));
        s.answer(&refetch, json!({"3": "Three"}));
        assert_eq!(s.value, json!([]));

        // A reset's answer keeps the default it restored.
        let mut s = group(Radiogroup, json!(["s"]), json!("m"));
        let reset = s.look(|src| src.resets = 1);
        s.answer(&reset, json!(["s"]));
        assert_eq!(s.value, json!("m"));
    }

    #[test]
    fn clear_on_refetch_clears_only_after_a_path_refetch() {
        let select = SelectSchema {
            clear_on_refetch: true,
            ..SelectSchema::default()
        };
        let mut s = Select::new(select);
        s.value = json!("de");
        let mount = s.look(|_| {});
        s.answer(&mount, json!(["de", "fr"]));
        assert_eq!(s.value, json!("de"), "the first load keeps a default");
        let update = s.look(|src| src.epoch = 1);
        s.answer(&update, json!(["de", "fr"]));
        assert_eq!(s.value, json!("de"), "update_items() is not a refetch");
        let reset = s.look(|src| src.resets = 1);
        s.answer(&reset, json!(["de", "fr"]));
        assert_eq!(
            s.value,
            json!("de"),
            "reset() keeps the default it restored"
        );
        let refetch = s.look(|src| src.url = Some("/c?country=fr".into()));
        s.answer(&refetch, json!(["de", "fr"]));
        assert_eq!(s.value, Value::Null, "a {{path}} refetch clears");
    }

    #[test]
    fn a_refetch_superseded_before_its_answer_still_cleans_up_the_value() {
        // `country` de → fr: the `{path}` refetch of `city` is out when the user types in
        // it. The search answer that replaces the refetch owes its clean-up.
        let lived_in = |clear_on_refetch| {
            let mut s = Select::new(SelectSchema {
                search: true,
                delay: 0,
                clear_on_refetch,
                ..SelectSchema::default()
            })
            .loaded(json!(["berlin", "munich"]));
            s.value = json!("berlin");
            let refetch = s.look(|src| src.url = Some("/c?country=fr".into()));
            let seq = Select::waits(&refetch).map_or(0, |(seq, _)| seq);
            s.send(Input::DelayElapsed(seq));
            s
        };
        let mut s = lived_in(true);
        let typed = s.look(|src| src.search = Some("pa".into()));
        s.answer(&typed, json!(["paris", "berlin"]));
        assert_eq!(s.value, Value::Null, "clearOnRefetch: the stale city goes");
        assert!(!s.loader.lists_every_option(), "still a search's answer");
        // Owed once: the next search answer does not clean.
        s.value = json!("paris");
        let typed = s.look(|src| src.search = Some("l".into()));
        s.answer(&typed, json!(["lyon"]));
        assert_eq!(s.value, json!("paris"));

        // Without clearOnRefetch the answer that replaced the refetch drops a value it lacks
        // (the refetch's own answer would have asked for the same query), and keeps one it has.
        let mut s = lived_in(false);
        let typed = s.look(|src| src.search = Some("pa".into()));
        s.answer(&typed, json!(["paris"]));
        assert_eq!(s.value, Value::Null, "not among the new options");
        let mut s = lived_in(false);
        let typed = s.look(|src| src.search = Some("be".into()));
        s.answer(&typed, json!(["berlin"]));
        assert_eq!(s.value, json!("berlin"));

        // `update_items()` in the same render as the `{path}` change, or after it.
        for same_look in [true, false] {
            let mut s = Select::new(SelectSchema {
                clear_on_refetch: true,
                ..SelectSchema::default()
            })
            .loaded(json!(["berlin"]));
            s.value = json!("berlin");
            if !same_look {
                s.look(|src| src.url = Some("/c?country=fr".into()));
            }
            let update = s.look(|src| {
                src.url = Some("/c?country=fr".into());
                src.epoch += 1;
            });
            s.answer(&update, json!(["berlin", "paris"]));
            assert_eq!(s.value, Value::Null, "same look: {same_look}");
        }

        // A reset that supersedes the refetch keeps the default it restored.
        let mut s = lived_in(true);
        let reset = s.look(|src| src.resets = 1);
        s.answer(&reset, json!(["paris"]));
        assert_eq!(s.value, json!("berlin"));
    }

    #[test]
    fn a_new_items_option_or_function_is_no_path_refetch() {
        // `clearOnRefetch` clears only after a refetch caused by a `{path}` variable: a new
        // `items` URL (`format!("/api/tags?lang={lang}")` as a prop) or a new function loads
        // as a first load of the new source.
        let mut s = Select::new(SelectSchema {
            clear_on_refetch: true,
            ..SelectSchema::default()
        });
        s.source.template = Some("/c?lang=en".into());
        let mut s = s.loaded(json!(["de", "fr"]));
        s.value = json!("de");
        let replaced = s.look(|src| {
            src.template = Some("/c?lang=de".into());
            src.url = Some("/c?lang=de".into());
        });
        assert_eq!(
            request(&s.answer_effects(&replaced)),
            Some("/c?lang=de".into())
        );
        s.send(Input::Answer(2, Ok(json!(["de", "fr"]))));
        assert_eq!(s.value, json!("de"), "a new items URL does not clear");
        // The same template with a new `{path}` value still clears.
        let refetch = s.look(|src| src.url = Some("/c?lang=de&v=2".into()));
        s.answer(&refetch, json!(["de", "fr"]));
        assert_eq!(s.value, Value::Null);

        let mut f = Select::new(SelectSchema {
            clear_on_refetch: true,
            ..SelectSchema::default()
        });
        f.source = Source {
            function: Some("tags_en"),
            ..Source::default()
        };
        let mut f = f.loaded(json!(["rust"]));
        f.value = json!("rust");
        let replaced = f.look(|src| src.function = Some("tags_de"));
        f.answer(&replaced, json!(["rust", "go"]));
        assert_eq!(
            f.value,
            json!("rust"),
            "a new items function does not clear"
        );
    }

    /// A group's options as the user sees them: value, label, description, disabled.
    #[cfg(feature = "choice")]
    fn group_items(store: &OptionStore) -> Vec<(Value, String, Option<String>, bool)> {
        (0..store.len())
            .filter_map(|i| store.opt(i))
            .map(|o| {
                let description = super::super::item_description(&o);
                (o.value.to_value(), o.label, description, o.disabled)
            })
            .collect()
    }

    #[test]
    #[cfg(feature = "choice")]
    fn a_groups_loaded_items_read_as_the_same_items_given_statically() {
        use crate::schema::{ChoiceKind, ChoiceSchema};
        // Every format the docs list for a group's items, as an endpoint or an items
        // function answers it, reads as the same JSON given as `items` (audit30 J4).
        let bodies = [
            json!({
                "mon": {"description": "Closed on Mondays", "label": "Monday"},
                "wed": {"label": "Wednesday", "disabled": true},
                "tue": {"label": "Tuesday"}
            }),
            json!({"2": {"label": "Two"}, "1": "One", "x": null}),
            json!({"s": "Small", "m": "Medium"}),
            json!(["a", 2]),
            json!([{"value": "a", "label": "A", "description": "First", "disabled": true}]),
        ];
        for kind in [ChoiceKind::Checkboxgroup, ChoiceKind::Radiogroup] {
            for body in &bodies {
                let given = ChoiceSchema {
                    items: body.clone(),
                    ..ChoiceSchema::new(kind)
                };
                let (store, warnings) =
                    static_list(&given.loader_select(), &ItemOptions::default(), false);
                assert_eq!(warnings, Vec::<String>::new(), "{body}");
                let expected = group_items(&store.unwrap_or_default());
                // From an endpoint.
                let mut s = Select::new(ChoiceSchema::new(kind).loader_select());
                let mount = s.look(|_| {});
                let answer = s.answer(&mount, body.clone());
                assert!(
                    !answer.iter().any(|e| matches!(e, Effect::Warn(_))),
                    "{body}: {answer:?}"
                );
                assert_eq!(group_items(&s.loader.fetched()), expected, "{body}");
                // From an items function.
                let mut f = Select::new(ChoiceSchema::new(kind).loader_select());
                f.source.url = None;
                f.source.function = Some("days");
                let mount = f.look(|_| {});
                f.answer(&mount, body.clone());
                assert_eq!(group_items(&f.loader.fetched()), expected, "{body}");
            }
        }
        // The first body's items, spelled out.
        let mut s = Select::new(ChoiceSchema::new(ChoiceKind::Checkboxgroup).loader_select());
        let mount = s.look(|_| {});
        s.answer(&mount, bodies[0].clone());
        assert_eq!(
            group_items(&s.loader.fetched()),
            [
                (
                    json!("mon"),
                    "Monday".into(),
                    Some("Closed on Mondays".into()),
                    false
                ),
                (json!("wed"), "Wednesday".into(), None, true),
                (json!("tue"), "Tuesday".into(), None, false),
            ]
        );
    }

    #[test]
    #[cfg(feature = "choice")]
    fn a_groups_loaded_per_locale_labels_follow_the_locale() {
        use crate::schema::{ChoiceKind, ChoiceSchema};
        let mut s = Select::new(ChoiceSchema::new(ChoiceKind::Radiogroup).loader_select());
        let mount = s.look(|_| {});
        s.answer(
            &mount,
            json!({"mon": {"label": {"en": "Monday", "de": "Montag"}, "description": "Start"}}),
        );
        assert_eq!(s.labels(), ["Monday"]);
        s.options.locale = "de".into();
        s.look(|_| {});
        assert_eq!(s.labels(), ["Montag"], "read again in the group's format");
    }

    #[test]
    #[cfg(feature = "choice")]
    fn a_groups_new_items_keep_the_value() {
        // The reference (groups): "The initial fetch does not clean the value, and neither
        // does a change to the `items` prop."
        let mut s = Select::new(
            crate::schema::ChoiceSchema::new(crate::schema::ChoiceKind::Checkboxgroup)
                .loader_select(),
        );
        s.source.template = Some("/tags?lang=en".into());
        s.value = json!(["a"]);
        let mut s = s.loaded(json!(["a", "b"]));
        let replaced = s.look(|src| {
            src.template = Some("/tags?lang=de".into());
            src.url = Some("/tags?lang=de".into());
        });
        s.answer(&replaced, json!(["c"]));
        assert_eq!(s.value, json!(["a"]));
    }

    #[test]
    fn a_reload_that_asks_for_a_search_query_is_no_full_list() {
        // `minChars: 2`: "fr" was searched, then the search emptied (the query stays "fr").
        let searched = || {
            let mut s = Select::new(SelectSchema {
                search: true,
                delay: 0,
                min_chars: 2,
                ..SelectSchema::default()
            });
            s.source.search = Some(String::new());
            let mut s = s.loaded(json!(["de", "fr", "it"]));
            s.value = json!("de");
            let typed = s.look(|src| src.search = Some("fr".into()));
            s.answer(&typed, json!(["fr"]));
            assert_eq!(s.look(|src| src.search = Some(String::new())), []);
            s
        };
        // `update_items()` asks for "fr": its answer lists what matches it, not every option.
        let mut s = searched();
        let update = s.look(|src| src.epoch = 1);
        assert_eq!(
            request(&s.answer_effects(&update)),
            Some("/c?query=fr".into())
        );
        let seq = Select::waits(&update).map_or(0, |(seq, _)| seq);
        let answer = s.send(Input::Answer(seq, Ok(json!(["fr"]))));
        assert!(
            !answer.iter().any(|e| matches!(e, Effect::SetValue(_))),
            "{answer:?}"
        );
        assert_eq!(s.value, json!("de"));
        assert!(
            !s.loader.lists_every_option(),
            "update()/load() may set \"it\""
        );
        // A `{path}` refetch still cleans against its answer (the value belonged to the old
        // source), but the answer is no full list either.
        let mut s = searched();
        let refetch = s.look(|src| src.url = Some("/c?v=2".into()));
        s.answer(&refetch, json!(["fr"]));
        assert_eq!(s.value, Value::Null);
        assert!(!s.loader.lists_every_option());
    }

    #[test]
    fn a_native_select_is_disabled_while_a_path_refetch_loads() {
        // The reference's watcher calls `updateItems()`, which disables a native select
        // until the answer; the first load, `update_items()` and a new `items` do not.
        let mut s = Select::new(SelectSchema::default());
        let mount = s.look(|_| {});
        assert!(!mount.contains(&Effect::DisableWhileLoading), "{mount:?}");
        s.answer(&mount, json!(["de"]));
        let refetch = s.look(|src| src.url = Some("/c?country=fr".into()));
        assert!(
            refetch.contains(&Effect::DisableWhileLoading),
            "{refetch:?}"
        );
        let answer = s.answer(&refetch, json!(["fr"]));
        assert!(answer.contains(&Effect::Loading(false)), "ends it");
        let update = s.look(|src| src.epoch = 1);
        assert!(!update.contains(&Effect::DisableWhileLoading), "{update:?}");
        // A `{path}` change in the same render as an `update_items()` is a refetch too.
        s.answer(&update, json!(["fr"]));
        let both = s.look(|src| {
            src.epoch = 2;
            src.url = Some("/c?country=it".into());
        });
        assert!(both.contains(&Effect::DisableWhileLoading), "{both:?}");

        // A dropdown select stays usable (the reference's non-native mode has no disable).
        let mut s = Select::new(SelectSchema {
            native: false,
            ..SelectSchema::default()
        })
        .loaded(json!(["de"]));
        let refetch = s.look(|src| src.url = Some("/c?country=fr".into()));
        assert!(Select::waits(&refetch).is_some());
        assert!(
            !refetch.contains(&Effect::DisableWhileLoading),
            "{refetch:?}"
        );
    }

    #[test]
    fn a_failure_keeps_the_options_and_the_value_and_fires_error() {
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["de"]));
        s.value = json!("de");
        let before = s.loader.fetched();
        // `update_items()` (a failed `{path}` refetch offers no option: the test above).
        let update = s.look(|src| src.epoch = 1);
        let seq = Select::waits(&update).map_or(0, |(seq, _)| seq);
        s.send(Input::DelayElapsed(seq));
        let failed = s.send(Input::Answer(seq, Err("HTTP 500".into())));
        assert_eq!(
            failed,
            [
                Effect::Loading(false),
                Effect::Error("HTTP 500".into()),
                Effect::Answered,
            ]
        );
        assert!(Arc::ptr_eq(&before, &s.loader.fetched()));
        assert_eq!(s.value, json!("de"));
        assert!(!s.loader.loading());

        // A response without the `dataKey` is a failure too.
        s.select.data_key = Some("data".into());
        let update = s.look(|src| src.epoch = 2);
        let answer = s.answer(&update, json!({"other": []}));
        assert!(answer.iter().any(|e| matches!(e, Effect::Error(_))));
        assert_eq!(s.labels(), ["de"]);
        let update = s.look(|src| src.epoch = 3);
        s.answer(&update, json!({"data": ["fr"]}));
        assert_eq!(s.labels(), ["fr"]);
    }

    #[test]
    fn a_request_with_no_answer_by_its_time_out_fails_like_a_bad_status() {
        // The time-out holds whatever the transport does with the abort signal: the
        // adapter's timer tells the loader, which aborts the request and fails the load.
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["de"]));
        s.value = json!("de");
        let before = s.loader.fetched();
        let update = s.look(|src| src.epoch = 1);
        let seq = Select::waits(&update).map_or(0, |(seq, _)| seq);
        assert_eq!(
            request(&s.send(Input::DelayElapsed(seq))),
            Some("/c".into())
        );
        // A stale timer (an older load's) does nothing.
        assert_eq!(
            s.send(Input::TimedOut {
                seq: seq.wrapping_sub(1),
                after_ms: 200
            }),
            []
        );
        let timed_out = s.send(Input::TimedOut { seq, after_ms: 200 });
        assert_eq!(
            timed_out,
            [
                Effect::Abort,
                Effect::Loading(false),
                Effect::Error("/c: no answer within 200 ms".into()),
                Effect::Answered,
            ]
        );
        assert!(!s.loader.loading());
        assert!(Arc::ptr_eq(&before, &s.loader.fetched()));
        assert_eq!(s.value, json!("de"));
        // The answer that comes after all is dropped; a later load runs as usual.
        assert_eq!(s.send(Input::Answer(seq, Ok(json!(["fr"])))), []);
        assert_eq!(s.labels(), ["de"]);
        let update = s.look(|src| src.epoch = 2);
        s.answer(&update, json!(["fr"]));
        assert_eq!(s.labels(), ["fr"]);
        // A load still waiting for its delay has sent nothing: no time-out applies.
        let mut s = Select::searchable().loaded(json!(["a"]));
        s.select.delay = 500;
        let typed = s.look(|src| src.search = Some("g".into()));
        let seq = Select::waits(&typed).map_or(0, |(seq, _)| seq);
        assert_eq!(s.send(Input::TimedOut { seq, after_ms: 200 }), []);
        assert!(s.loader.loading());
    }

    #[test]
    fn an_answer_of_the_wrong_shape_fails_like_a_bad_status() {
        for (groups, loaded, bad) in [
            (false, json!(["de"]), json!("oops")),
            (false, json!(["de"]), json!(42)),
            (false, json!(["de"]), json!(true)),
            (
                true,
                json!([{"label": "Europe", "items": ["de"]}]),
                json!({"data": [{"label": "Europe", "items": ["fr"]}]}),
            ),
        ] {
            let mut s = Select::new(SelectSchema::default());
            s.options.groups = groups;
            let mut s = s.loaded(loaded);
            s.value = json!("de");
            let before = s.loader.fetched();
            let update = s.look(|src| src.epoch += 1);
            let answer = s.answer(&update, bad.clone());
            assert!(
                answer.iter().any(|e| matches!(e, Effect::Error(text)
                    if text.contains("an array"))),
                "{bad}: {answer:?}"
            );
            assert!(
                !answer.iter().any(|e| matches!(e, Effect::Options(_))),
                "{bad}: {answer:?}"
            );
            assert!(Arc::ptr_eq(&before, &s.loader.fetched()), "{bad}");
            assert_eq!(s.value, json!("de"), "{bad}");
            assert!(s.loader.lists_every_option());
            assert!(!s.loader.loading());
        }
        // `null` is no options (an empty answer), not a failure.
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["de"]));
        let update = s.look(|src| src.epoch += 1);
        let answer = s.answer(&update, Value::Null);
        assert!(!answer.iter().any(|e| matches!(e, Effect::Error(_))));
        assert_eq!(s.labels(), Vec::<String>::new());
    }

    #[test]
    fn items_that_cannot_be_read_come_out_as_warnings() {
        let mut s = Select::new(SelectSchema::default());
        let mount = s.look(|_| {});
        let answer = s.answer(&mount, json!(["de", [1]]));
        assert!(
            answer
                .iter()
                .any(|e| matches!(e, Effect::Warn(text) if text.starts_with("items: "))),
            "{answer:?}"
        );
        assert_eq!(s.labels(), ["de"]);
    }

    #[test]
    fn unmounting_aborts_the_request_and_ignores_later_answers() {
        let mut s = Select::new(SelectSchema::default());
        s.look(|_| {});
        s.send(Input::DelayElapsed(1));
        assert_eq!(
            s.send(Input::Unmount),
            [Effect::Abort, Effect::Loading(false)]
        );
        assert_eq!(s.send(Input::Answer(1, Ok(json!(["de"])))), []);
        assert_eq!(s.labels(), Vec::<String>::new());
        assert_eq!(s.look(|src| src.epoch = 1), []);

        // A search still waiting for its delay is never sent.
        let mut s = Select::searchable().loaded(json!(["a"]));
        s.select.delay = 500;
        s.look(|src| src.search = Some("g".into()));
        assert_eq!(s.send(Input::Unmount), [Effect::Loading(false)]);
        assert_eq!(s.send(Input::DelayElapsed(2)), []);
        // Idle: nothing to abort or turn off.
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["a"]));
        assert_eq!(s.send(Input::Unmount), []);
    }

    #[test]
    fn without_resolve_on_load_min_chars_loads_on_the_first_long_enough_text() {
        let mut s = Select::new(SelectSchema {
            search: true,
            delay: 0,
            min_chars: 2,
            resolve_on_load: false,
            ..SelectSchema::default()
        });
        assert_eq!(s.look(|src| src.search = Some(String::new())), []);
        assert!(!s.loader.loading());
        assert_eq!(s.look(|src| src.search = Some("g".into())), []);
        let ge = s.look(|src| src.search = Some("ge".into()));
        assert_eq!(Select::waits(&ge), Some((1, 0)));
        assert_eq!(
            request(&s.send(Input::DelayElapsed(1))),
            Some("/c?query=ge".to_string())
        );
        s.send(Input::Answer(1, Ok(json!(["germany"]))));
        // Shrinking below minChars keeps the last query: nothing is requested.
        assert_eq!(s.look(|src| src.search = Some("g".into())), []);
        assert_eq!(s.look(|src| src.search = Some(String::new())), []);
        assert_eq!(s.labels(), ["germany"]);
        // `update_items()` loads a lazy select.
        let mut lazy = Select::new(SelectSchema {
            resolve_on_load: false,
            native: false,
            ..SelectSchema::default()
        });
        assert_eq!(lazy.look(|_| {}), []);
        assert!(Select::waits(&lazy.look(|src| src.epoch = 1)).is_some());
    }

    #[test]
    fn a_path_change_before_the_first_load_refetches_and_clears() {
        // `resolveOnLoad: false`: nothing on mount; the value the form loaded is there.
        let lazy = |clear_on_refetch| {
            let mut s = Select::new(SelectSchema {
                search: true,
                delay: 0,
                resolve_on_load: false,
                clear_on_refetch,
                ..SelectSchema::default()
            });
            s.source.url = Some("/cities?c=de".into());
            s.source.search = Some(String::new());
            s.value = json!("berlin");
            assert_eq!(s.look(|_| {}), []);
            s
        };
        // The referenced `country` changes: the new URL is requested and `clearOnRefetch`
        // clears the stale city, though the answer holds it.
        let mut s = lazy(true);
        let refetch = s.look(|src| src.url = Some("/cities?c=fr".into()));
        let seq = Select::waits(&refetch).map(|(seq, _)| seq);
        assert!(seq.is_some(), "a {{path}} change loads: {refetch:?}");
        assert_eq!(
            request(&s.send(Input::DelayElapsed(seq.unwrap_or(0)))),
            Some("/cities?c=fr&query=".to_string())
        );
        s.send(Input::Answer(
            seq.unwrap_or(0),
            Ok(json!(["berlin", "paris"])),
        ));
        assert_eq!(s.value, Value::Null, "clearOnRefetch");
        // Without it, a value the answer lacks is removed, one it holds stays.
        let mut s = lazy(false);
        let refetch = s.look(|src| src.url = Some("/cities?c=fr".into()));
        s.answer(&refetch, json!(["paris", "lyon"]));
        assert_eq!(s.value, Value::Null, "not among the new options");
        let mut s = lazy(false);
        let refetch = s.look(|src| src.url = Some("/cities?c=fr".into()));
        s.answer(&refetch, json!(["berlin", "paris"]));
        assert_eq!(s.value, json!("berlin"));
    }

    #[test]
    fn per_locale_labels_follow_the_locale_without_a_new_request() {
        // `items` is localizable: an answer's `{label: {en, de}}` shows the form's language
        // of now, as the reference localizes its resolved options at render.
        let mut s = Select::new(SelectSchema::default());
        s.options.locale = "en".into();
        let mut s =
            s.loaded(json!([{"value": "de", "label": {"en": "Germany", "de": "Deutschland"}}]));
        assert_eq!(s.labels(), ["Germany"]);
        s.options.locale = "de".into();
        let switched = s.look(|_| {});
        assert_eq!(switched, [Effect::Options(s.loader.fetched())]);
        assert_eq!(s.labels(), ["Deutschland"]);
        assert!(s.loader.lists_every_option());
        // Nothing changed: nothing read again.
        assert_eq!(s.look(|_| {}), []);
        // Plain labels are not kept: a locale change reads nothing again.
        let mut plain = Select::new(SelectSchema::default()).loaded(json!(["Bern"]));
        plain.options.locale = "de".into();
        assert_eq!(plain.look(|_| {}), []);
        assert_eq!(plain.labels(), ["Bern"]);
    }

    #[test]
    fn create_turns_the_search_on_for_the_request() {
        // Spec: `create` "automatically enables search"; the reference passes
        // `searchable: search || create`, so the search text reaches the endpoint.
        let mut s = Select::new(SelectSchema {
            create: true,
            delay: 0,
            ..SelectSchema::default()
        });
        let mount = s.look(|src| src.search = Some(String::new()));
        assert_eq!(
            request(&s.send(Input::DelayElapsed(1))),
            Some("/c?query=".to_string()),
            "{mount:?}"
        );
        s.send(Input::Answer(1, Ok(json!(["rust", "go"]))));
        let typed = s.look(|src| src.search = Some("ru".into()));
        let (seq, _) = Select::waits(&typed).expect("a search load");
        assert_eq!(
            request(&s.send(Input::DelayElapsed(seq))),
            Some("/c?query=ru".to_string())
        );
        // An items function gets the text too.
        let mut f = Select::new(SelectSchema {
            create: true,
            delay: 0,
            ..SelectSchema::default()
        });
        f.source = Source {
            function: Some("tags"),
            ..Source::default()
        };
        f.look(|src| src.search = Some("ru".into()));
        assert_eq!(
            request(&f.send(Input::DelayElapsed(1))),
            Some("tags(Some(\"ru\"))".to_string())
        );
    }

    #[test]
    fn a_native_select_loads_on_mount_whatever_resolve_on_load_says() {
        // `resolveOnLoad` has no native support (spec): the native `<select>` has no search
        // to load later, so its endpoint or function items load on mount, as the
        // reference's native select resolves them at setup.
        let lazy = SelectSchema {
            resolve_on_load: false,
            ..SelectSchema::default()
        };
        assert!(lazy.is_native());
        let mut s = Select::new(lazy.clone());
        let mount = s.look(|_| {});
        assert_eq!(Select::waits(&mount), Some((1, 0)), "{mount:?}");
        assert_eq!(
            request(&s.send(Input::DelayElapsed(1))),
            Some("/c".to_string())
        );
        s.send(Input::Answer(1, Ok(json!(["S", "M"]))));
        assert_eq!(s.labels(), ["S", "M"]);
        // An items function too.
        let mut f = Select::new(lazy.clone());
        f.source = Source {
            function: Some("sizes"),
            ..Source::default()
        };
        assert!(Select::waits(&f.look(|_| {})).is_some());
        // `reset()` keeps the reference's rule: no refetch with `resolveOnLoad: false`.
        assert_eq!(s.look(|src| src.resets = 1), []);
        // The dropdown still waits for a search or `update_items()`.
        let mut dropdown = Select::new(SelectSchema {
            native: false,
            ..lazy
        });
        assert_eq!(dropdown.look(|_| {}), []);
    }

    #[test]
    fn an_items_function_is_called_with_the_query_and_reset_does_not_call_it_again() {
        let mut s = Select::searchable();
        s.source = Source {
            function: Some("countries"),
            ..Source::default()
        };
        let mount = s.look(|src| src.search = Some(String::new()));
        assert_eq!(
            request(&s.send(Input::DelayElapsed(1))),
            Some(r#"countries(Some(""))"#.to_string())
        );
        s.send(Input::Answer(1, Ok(json!(["de"]))));
        assert!(Select::waits(&mount).is_some());
        assert_eq!(s.look(|src| src.resets = 1), [], "as the reference");
        let replaced = s.look(|src| src.function = Some("cities"));
        assert!(
            Select::waits(&replaced).is_some(),
            "a new function refetches"
        );
    }

    #[test]
    fn a_static_list_is_the_options_and_loads_nothing() {
        let select = SelectSchema {
            items: Arc::new(json!(["de", "fr"])),
            ..SelectSchema::default()
        };
        let (list, warnings) = static_list(&select, &ItemOptions::default(), false);
        assert!(warnings.is_empty());
        assert_eq!(list.map(|list| list.len()), Some(2));
        assert_eq!(static_list(&select, &ItemOptions::default(), true).0, None);
        let (bad, warnings) = static_list(
            &SelectSchema {
                items: Arc::new(json!(["de", [1]])),
                ..SelectSchema::default()
            },
            &ItemOptions::default(),
            false,
        );
        assert_eq!(bad.map(|list| list.len()), Some(1));
        assert_eq!(warnings.len(), 1);
        let mut s = Select::new(select);
        assert_eq!(s.look(|src| src.url = None), [Effect::NothingToLoad]);
        assert_eq!(s.look(|_| {}), [Effect::NothingToLoad]);
        assert!(!s.loader.loading());
        let endpoint = SelectSchema {
            items: Arc::new(json!("/c")),
            ..SelectSchema::default()
        };
        assert_eq!(
            static_list(&endpoint, &ItemOptions::default(), false).0,
            None
        );
        // A static list that becomes an endpoint loads at once.
        assert!(Select::waits(&s.look(|src| src.url = Some("/c".into()))).is_some());
    }

    #[test]
    fn the_options_list_every_option_only_of_the_url_they_answered() {
        let mut s = Select::new(SelectSchema::default()).loaded(json!(["berlin"]));
        assert_eq!(s.loader.fetched_url(), Some("/c"));
        assert!(s.loader.lists_every_option_at(Some("/c")));
        assert!(
            !s.loader.lists_every_option_at(Some("/d")),
            "a {{path}} variable changed: another source's options"
        );
        let refetch = s.look(|src| src.url = Some("/d".into()));
        assert!(
            !s.loader.lists_every_option_at(Some("/d")),
            "not answered yet"
        );
        s.answer(&refetch, json!(["paris"]));
        assert_eq!(s.loader.fetched_url(), Some("/d"));
        assert!(s.loader.lists_every_option_at(Some("/d")));
    }

    #[test]
    fn no_answer_of_a_searched_source_lists_every_option() {
        let mut s = Select::searchable();
        let mount = s.look(|src| src.search = Some(String::new()));
        s.answer(&mount, json!(["berlin"]));
        assert!(!s.loader.lists_every_option(), "the first load's");
        let refetch = s.look(|src| src.url = Some("/d".into()));
        s.answer(&refetch, json!(["paris"]));
        assert!(!s.loader.lists_every_option(), "a {{path}} refetch's");
        let update = s.look(|src| src.epoch += 1);
        s.answer(&update, json!(["paris"]));
        assert!(!s.loader.lists_every_option(), "update_items()'s");
    }
}
