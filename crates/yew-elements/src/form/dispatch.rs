//! The one place that carries out what a change's [`Outcome`] says: the element events it
//! fired go to listeners (`change`, `clear`, `reset`), its tasks start (server checks,
//! debounce timers), the views of the paths it changed re-render, then `on_change` gets the
//! new and old data. Core decided all of it; nothing here asks core again.

use yewform_core::Value;
use yewform_core::element::ElementEvent;
use yewform_core::form::{Changed, Outcome, Task};

use super::FormHandle;
use super::handle::spawn;
use crate::events::EventArgs;

impl FormHandle {
    /// Runs `outcome`: fires its events, starts its tasks, re-renders what it changed.
    /// `old_data` is the form's data before the change, when an `on_change` wants it.
    #[inline(never)]
    pub(super) fn run(&self, outcome: Outcome, old_data: Option<Value>) {
        let Outcome {
            mut fired,
            changed,
            tasks,
            renamed,
        } = outcome;
        // A pick's listener wrote: its `change`s and `on_change` wait for the pick's.
        let old_data = self.hold_back(&mut fired, old_data);
        // Listeners and mounted flags follow renumbered list items before anything fires.
        #[cfg(feature = "list")]
        if !renamed.is_empty() {
            self.follow_renamed(&renamed);
        }
        #[cfg(not(feature = "list"))]
        let _ = renamed;
        for fired in fired {
            let name = fired.event.name();
            let args = match fired.event {
                ElementEvent::Change { new, old } => {
                    let (new, old) = self.current_language_pair(&fired.path, new, old);
                    EventArgs::Change { new, old }
                }
                ElementEvent::Clear => EventArgs::Clear,
                ElementEvent::Reset => EventArgs::Reset,
                // The list's `add`, `remove`, `sort` (and any later core event): its
                // arguments as JSON (`[index, value]`, `[index]`, `[from, to]`).
                #[allow(unreachable_patterns)]
                other => EventArgs::Custom(other.values()),
            };
            self.fire(&fired.path, name, args);
        }
        for task in tasks {
            match task {
                Task::AsyncCheck { path, check } => self.run_async_check(path, check),
                Task::Debounce {
                    path,
                    wait_ms,
                    token,
                } => self.run_debounce(path, wait_ms, token),
            }
        }
        self.notify(&changed);
        self.refresh_status();
        self.wake_waiters();
        if let Some(old_data) = old_data {
            let on_change = self.0.on_change.borrow().clone();
            if let Some(on_change) = on_change {
                on_change.emit((self.data(), old_data));
            }
        }
    }

    /// Re-renders the views `changed` names: those subscribed to its paths, or every view
    /// and the `<Form>` itself for a form-wide change.
    pub(crate) fn notify(&self, changed: &Changed) {
        match changed {
            Changed::Paths(paths) => self.changed(paths.iter().map(String::as_str)),
            Changed::All => {
                self.changed_everywhere();
                self.rerender_form();
            }
        }
    }

    /// A translatable element's `change` carries one language's content, as the spec says
    /// (`newValue (string), oldValue (string)`): the element's current language when it
    /// changed there, else the first language that changed (an `update` of another
    /// language); other elements their whole value.
    fn current_language_pair(&self, path: &str, new: Value, old: Value) -> (Value, Value) {
        let language = self
            .read(|s| {
                let el = s.el(path).filter(|e| e.is_multilingual())?;
                let current = el.language().unwrap_or(s.language());
                let changed = |lang: &str| in_language(&new, lang) != in_language(&old, lang);
                if changed(current) {
                    return Some(current.to_string());
                }
                let first = s
                    .languages()
                    .iter()
                    .map(|(code, _)| code.as_str())
                    .find(|l| changed(l));
                Some(first.unwrap_or(current).to_string())
            })
            .flatten();
        match language {
            Some(lang) => (in_language(&new, &lang), in_language(&old, &lang)),
            None => (new, old),
        }
    }

    /// Sends a server rule's request (with a time-out and an abort signal, see
    /// [`super::server_check`]) and feeds its outcome back.
    fn run_async_check(&self, path: String, check: yewform_core::rules::PendingCheck) {
        // Without the `http` feature the check fails without a request: no URL (docs/size.md).
        let Some(url) = self.read(|s| {
            if cfg!(feature = "http") {
                s.config().endpoint(check.check.endpoint).url
            } else {
                String::new()
            }
        }) else {
            return;
        };
        spawn(super::server_check::run(self.clone(), path, url, check));
    }

    /// The server-rule requests in flight.
    pub(crate) fn server_checks<R>(
        &self,
        f: impl FnOnce(&mut super::server_check::InFlight) -> R,
    ) -> R {
        f(&mut self.0.server_checks.borrow_mut())
    }

    fn run_debounce(&self, path: String, wait_ms: u64, token: u64) {
        let form = self.clone();
        // A list change may renumber the element while it waits: its path then follows.
        #[cfg(feature = "list")]
        let timer = self.timer_started(path);
        spawn(async move {
            gloo::timers::future::TimeoutFuture::new(u32::try_from(wait_ms).unwrap_or(u32::MAX))
                .await;
            #[cfg(feature = "list")]
            let Some(path) = form.timer_path(timer) else {
                return;
            };
            let _ = form.write(|state| Ok(state.debounce_elapsed(&path, token)));
        });
    }
}

/// The content of a translatable value in `language` (null when it has none); out of line,
/// one copy for both values (docs/size.md).
#[inline(never)]
fn in_language(value: &Value, language: &str) -> Value {
    value.get(language).cloned().unwrap_or(Value::Null)
}
