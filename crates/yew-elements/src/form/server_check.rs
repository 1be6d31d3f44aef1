//! The requests of server rules (`unique`, `exists`, `active_url`): each is sent with an
//! `AbortSignal` and times out after [`Transport::request_timeout_ms`](crate::transport::Transport::request_timeout_ms)
//! (8 s by default), as items requests do. A newer check of the same rule of the same element
//! (and language) aborts the older one; unmounting the element aborts its checks.
//!
//! A check without a usable answer (a network error, a non-2xx status, a body that is not
//! JSON or not a boolean, a time-out) fails closed: the rule fails with "could not be
//! checked" (`messages.unchecked` overrides it), the element is no longer pending, a warning
//! goes to the console and the element fires `error`. A superseded check reports nothing.
//!
//! The requests need the `http` feature. Without it a check fails closed the same way, its
//! error naming the feature (and the form reports the schema's server rule as an error).

// Without `http` only `run`'s fallback and `settle` are used.
#![cfg_attr(not(feature = "http"), allow(dead_code))]

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::Poll;

use yewform_core::Value;
use yewform_core::rules::PendingCheck;

use super::handle::{FormHandle, warn};
use crate::events::EventArgs;

/// Why a check was cancelled before it settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cancel {
    Running,
    /// A newer check of the same rule replaced it: its outcome is dropped.
    Superseded,
    /// Its element unmounted: it settles quietly.
    Unmounted,
    /// Its element was a removed list item's: nothing settles (the path names another).
    #[cfg(feature = "list")]
    Removed,
}

/// A check in flight.
struct Entry {
    id: u64,
    /// The element's path, followed when a list change renumbers its item (read at settle).
    path: Rc<RefCell<String>>,
    rule: String,
    language: Option<String>,
    controller: Option<web_sys::AbortController>,
    cancel: Rc<Cell<Cancel>>,
}

/// A check registered in flight: its id, its cancel flag and its (followed) path.
type Started = (u64, Rc<Cell<Cancel>>, Rc<RefCell<String>>);

/// The server checks in flight of one form.
#[derive(Default)]
pub(crate) struct InFlight {
    next: u64,
    checks: Vec<Entry>,
}

impl InFlight {
    /// Registers a check, superseding (and aborting) the one of the same rule and language
    /// of `path` still in flight. Returns its id and cancel flag; `None` when core no longer
    /// awaits it (`awaited` false: a listener's write started a newer check before this
    /// older one got its turn, or a reset or rebuild dropped it): core would ignore its
    /// answer, and it must not supersede a newer one, whose answer ends the element's
    /// pending state. Core decides, not the order of sequence numbers: those count per
    /// element and start again when the element is rebuilt.
    fn start(
        &mut self,
        check: &PendingCheck,
        path: &str,
        awaited: bool,
        controller: Option<web_sys::AbortController>,
    ) -> Option<Started> {
        if !awaited {
            return None;
        }
        let same = |e: &Entry| {
            *e.path.borrow() == path && e.rule == check.rule && e.language == check.language
        };
        self.next += 1;
        let id = self.next;
        self.checks.retain(|e| {
            let same = same(e);
            if same {
                e.cancel.set(Cancel::Superseded);
                if let Some(controller) = &e.controller {
                    controller.abort();
                }
            }
            !same
        });
        let cancel = Rc::new(Cell::new(Cancel::Running));
        let current = Rc::new(RefCell::new(path.to_string()));
        self.checks.push(Entry {
            id,
            path: current.clone(),
            rule: check.rule.clone(),
            language: check.language.clone(),
            controller,
            cancel: cancel.clone(),
        });
        Some((id, cancel, current))
    }

    fn finish(&mut self, id: u64) {
        self.checks.retain(|e| e.id != id);
    }

    /// The checks of renumbered list items settle under their new paths; those of removed
    /// items are aborted and settle nothing.
    #[cfg(feature = "list")]
    pub(crate) fn follow(&mut self, renamed: &[yewform_core::form::Renamed]) {
        self.checks.retain(|e| {
            let new = yewform_core::form::Renamed::follow(renamed, &e.path.borrow());
            match new {
                Some(new) => {
                    *e.path.borrow_mut() = new;
                    true
                }
                None => {
                    e.cancel.set(Cancel::Removed);
                    if let Some(controller) = &e.controller {
                        controller.abort();
                    }
                    false
                }
            }
        });
    }

    /// Aborts every check (the form state was replaced: their answers are for the old one,
    /// whose checks the new state does not await).
    pub(crate) fn abort_all(&mut self) {
        for e in self.checks.drain(..) {
            e.cancel.set(Cancel::Superseded);
            if let Some(controller) = &e.controller {
                controller.abort();
            }
        }
    }

    /// Aborts every check of `path` (its element unmounted).
    pub(crate) fn abort_path(&mut self, path: &str) {
        self.checks.retain(|e| {
            if *e.path.borrow() != path {
                return true;
            }
            e.cancel.set(Cancel::Unmounted);
            if let Some(controller) = &e.controller {
                controller.abort();
            }
            false
        });
    }
}

/// How a check's wait ended.
enum Ended {
    Answer(Result<Value, String>),
    TimedOut,
    Aborted,
}

type Boxed = Pin<Box<dyn Future<Output = Ended>>>;

/// The first of `futures` to finish.
async fn first(mut futures: Vec<Boxed>) -> Ended {
    std::future::poll_fn(move |cx| {
        for future in &mut futures {
            if let Poll::Ready(ended) = future.as_mut().poll(cx) {
                return Poll::Ready(ended);
            }
        }
        Poll::Pending
    })
    .await
}

/// A future that resolves when `signal` aborts.
fn on_abort(signal: &web_sys::AbortSignal) -> Boxed {
    let signal = signal.clone();
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = signal.add_event_listener_with_callback("abort", &resolve);
    });
    Box::pin(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        Ended::Aborted
    })
}

/// Without the `http` feature: `check` of the element at `path` fails closed ("could not be
/// checked"), its error naming the feature.
#[cfg(not(feature = "http"))]
pub(crate) async fn run(form: FormHandle, path: String, _url: String, check: PendingCheck) {
    let error = format!("the {} rule needs yewform's \"http\" feature", check.rule);
    settle(&form, &path, check.seq, Err(Some(error)));
}

/// Sends `check` of the element at `path` and feeds its outcome back to the form state.
#[cfg(feature = "http")]
pub(crate) async fn run(form: FormHandle, path: String, url: String, check: PendingCheck) {
    let transport = form.transport();
    let timeout_ms = transport.request_timeout_ms();
    let controller = web_sys::AbortController::new().ok();
    let signal = controller.as_ref().map(web_sys::AbortController::signal);
    let awaited = form
        .read(|s| s.awaits_check(&path, check.seq))
        .unwrap_or(false);
    let Some((id, cancel, current)) =
        form.server_checks(|f| f.start(&check, &path, awaited, controller.clone()))
    else {
        return;
    };
    let body = check.check.body.clone();
    let mut racers: Vec<Boxed> = vec![
        {
            let request = transport.post_json_abortable(&url, &body, signal.clone());
            Box::pin(async move { Ended::Answer(request.await) })
        },
        Box::pin(async move {
            gloo::timers::future::TimeoutFuture::new(timeout_ms).await;
            Ended::TimedOut
        }),
    ];
    if let Some(signal) = &signal {
        racers.push(on_abort(signal));
    }
    let ended = first(racers).await;
    form.server_checks(|f| f.finish(id));
    let verdict = match cancel.get() {
        Cancel::Superseded => return,
        #[cfg(feature = "list")]
        Cancel::Removed => return,
        Cancel::Unmounted => Err(None),
        Cancel::Running => match ended {
            Ended::Answer(Ok(Value::Bool(passed))) => Ok(passed),
            Ended::Answer(Ok(other)) => match other.get("valid").and_then(Value::as_bool) {
                Some(passed) => Ok(passed),
                None => Err(Some(format!(
                    "POST {url}: the answer is neither a boolean nor {{\"valid\": boolean}}"
                ))),
            },
            Ended::Answer(Err(error)) => Err(Some(error)),
            Ended::TimedOut => {
                if let Some(controller) = &controller {
                    controller.abort();
                }
                Err(Some(format!(
                    "POST {url}: no answer within {timeout_ms} ms"
                )))
            }
            Ended::Aborted => Err(Some(format!("POST {url}: aborted"))),
        },
    };
    let path = current.borrow().clone();
    settle(&form, &path, check.seq, verdict);
}

/// Feeds a check's outcome back: passed or failed, or (`Err`) "could not be checked" with the
/// error, if any, warned and fired as the element's `error`.
pub(crate) fn settle(
    form: &FormHandle,
    path: &str,
    seq: u64,
    verdict: Result<bool, Option<String>>,
) {
    match verdict {
        Ok(passed) => {
            let _ = form.write(|state| Ok(state.resolve_async(path, seq, passed)));
        }
        Err(error) => {
            let _ = form.write(|state| Ok(state.resolve_async_unchecked(path, seq)));
            if let Some(error) = error {
                warn(&format!("server rule for {path}: {error}"));
                form.fire(path, "error", EventArgs::Error(error));
            }
        }
    }
}
