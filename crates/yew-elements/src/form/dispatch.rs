//! What a state change fires and re-renders: the element events it returned (`change`,
//! `clear`, `reset`) go to listeners, server checks are sent, debounce timers started, then
//! the views the change reached re-render and `on_change` gets the new data.

use yewform_core::Value;
use yewform_core::element::ElementEvent;
use yewform_core::form::FormEvent;

use super::FormHandle;
use super::handle::spawn;
use crate::events::EventArgs;

impl FormHandle {
    /// Fires the events, then re-renders: the whole form for a form-wide change (`scope`
    /// `None`), else the element at `scope`, the elements the events name and those that
    /// read a changed path.
    pub(super) fn dispatch(&self, events: Vec<FormEvent>, old_data: Value, scope: Option<&str>) {
        let reach = match scope {
            Some(path) => Reach::Element(path),
            None => Reach::Form,
        };
        self.dispatch_to(events, old_data, reach);
    }

    /// [`dispatch`](Self::dispatch) re-rendering what `reach` says.
    pub(super) fn dispatch_to(&self, events: Vec<FormEvent>, old_data: Value, reach: Reach<'_>) {
        let mut changed = false;
        let scope = match &reach {
            Reach::Element(path) => Some(*path),
            Reach::Form | Reach::Paths(_) => None,
        };
        let reached = scope.map(|path| {
            let mut paths: Vec<String> = vec![path.to_string()];
            for event in &events {
                if !paths.iter().any(|p| p == event.path()) {
                    paths.push(event.path().to_string());
                }
            }
            let dependents = self
                .read(|s| s.dependents(&paths.iter().map(String::as_str).collect::<Vec<_>>()))
                .unwrap_or_default();
            for dependent in dependents {
                if !paths.contains(&dependent) {
                    paths.push(dependent);
                }
            }
            paths
        });
        for event in events {
            match event {
                FormEvent::Element { path, event } => {
                    let (name, args) = match event {
                        ElementEvent::Change { new, old } => {
                            changed = true;
                            let (new, old) = self.current_language_pair(&path, new, old);
                            ("change", EventArgs::Change { new, old })
                        }
                        ElementEvent::Clear => ("clear", EventArgs::Clear),
                        ElementEvent::Reset => ("reset", EventArgs::Reset),
                    };
                    self.fire(&path, name, args);
                }
                FormEvent::AsyncCheck { path, check } => self.run_async_check(path, check),
                FormEvent::Debounce {
                    path,
                    wait_ms,
                    token,
                } => self.run_debounce(path, wait_ms, token),
                _ => {}
            }
        }
        match (&reached, &reach) {
            (Some(paths), _) => self.changed(paths.iter().map(String::as_str)),
            (None, Reach::Paths(paths)) => self.changed(paths.iter().map(String::as_str)),
            (None, _) => self.bump(),
        }
        self.wake_waiters();
        if changed {
            let on_change = self.0.on_change.borrow().clone();
            if let Some(on_change) = on_change {
                on_change.emit((self.data(), old_data));
            }
        }
    }

    /// A translatable element's `change` carries the current language's content, as the
    /// spec says (`newValue (string), oldValue (string)`); other elements their whole value.
    fn current_language_pair(&self, path: &str, new: Value, old: Value) -> (Value, Value) {
        let language = self
            .read(|s| {
                s.el(path)
                    .filter(|e| e.is_multilingual())
                    .map(|_| s.language().to_string())
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
        // Without the `http` feature the check fails without a request: no URL (issue 15).
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
        spawn(async move {
            gloo::timers::future::TimeoutFuture::new(u32::try_from(wait_ms).unwrap_or(u32::MAX))
                .await;
            let _ = form.write_at(&path, |state| Ok(state.debounce_elapsed(&path, token)));
        });
    }
}

/// The content of a translatable value in `language` (null when it has none); out of line,
/// one copy for both values (issue 15).
#[inline(never)]
fn in_language(value: &Value, language: &str) -> Value {
    value.get(language).cloned().unwrap_or(Value::Null)
}

/// What a state change re-renders.
pub(super) enum Reach<'a> {
    /// The whole form (form-wide operations).
    Form,
    /// The element at this path, the elements its events name and those that read it.
    Element(&'a str),
    /// Exactly these elements.
    Paths(Vec<String>),
}
