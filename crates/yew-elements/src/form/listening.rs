//! Events and their listeners: `on`/`off`/`fire` of an element, the element's event props,
//! and the named handlers a schema's event keys call (`"onChange": "saveDraft"`).

use yew::Callback;
use yewform_core::Value;

use super::handle::warn;
use super::listeners;
use super::{ElementHandle, FormHandle};
use crate::events::{EventArgs, FiredEvent};

impl FormHandle {
    /// Fires `name` on `path` to its listeners, then to the handler the element's schema
    /// names for it (`"onChange": "saveDraft"` calls the handler registered as `saveDraft`),
    /// unless `off(name)` removed it. Each receives the element in [`FiredEvent::element`].
    pub fn fire(&self, path: &str, name: &str, args: EventArgs) {
        let (listeners, silenced) = {
            let paths = self.0.paths.borrow();
            (
                listeners::callbacks(&paths, path, name),
                listeners::silenced(&paths, path, name),
            )
        };
        let event = FiredEvent {
            path: path.to_string(),
            name: name.to_string(),
            args,
            element: self.el(path),
        };
        for listener in listeners {
            listener.emit(event.clone());
        }
        if silenced {
            return;
        }
        let named = self
            .read(|s| {
                s.schema_entry(path).and_then(|entry| {
                    let events = &entry.common().events;
                    events
                        .iter()
                        .find(|(e, _)| e == name)
                        .map(|(_, h)| h.clone())
                })
            })
            .flatten();
        if let Some(handler_name) = named {
            let handler = (self.0.handlers.borrow().iter())
                .find(|(n, _)| *n == handler_name)
                .map(|(_, h)| h.clone());
            match handler {
                Some(handler) => handler.emit(event),
                None => warn(&format!(
                    "{path}: no handler registered as {handler_name:?} for {name}"
                )),
            }
        }
    }

    /// Registers a Rust callback under `name`, for schema event keys (`"onChange": name`).
    pub fn register_handler(&self, name: &str, handler: Callback<FiredEvent>) {
        let mut handlers = self.0.handlers.borrow_mut();
        match handlers.iter_mut().find(|(n, _)| n == name) {
            Some((_, old)) => *old = handler,
            None => handlers.push((name.to_string(), handler)),
        }
    }

    /// Removes the callback registered under `name` (a name the `<Form>`'s `handlers` prop
    /// or registry no longer gives).
    pub(crate) fn unregister_handler(&self, name: &str) {
        self.0.handlers.borrow_mut().retain(|(n, _)| n != name);
    }

    /// Whether `name` on `path` has a listener.
    pub fn has_listener(&self, path: &str, name: &str) -> bool {
        listeners::has(&self.0.paths.borrow(), path, name)
    }

    /// Whether `off(name)` on `path` removed its listeners (the schema's named handler
    /// included) since the element mounted.
    #[cfg(feature = "editor")]
    pub(crate) fn is_silenced(&self, path: &str, name: &str) -> bool {
        listeners::silenced(&self.0.paths.borrow(), path, name)
    }

    pub(crate) fn add_listener(&self, path: &str, name: &str, cb: Callback<FiredEvent>) -> u64 {
        let key = self.next_listener_key();
        listeners::add(&mut self.0.paths.borrow_mut(), key, path, name, cb);
        key
    }

    /// A new listener key (for [`remove_listener`](Self::remove_listener)).
    fn next_listener_key(&self) -> u64 {
        let key = self.0.next_listener.get().wrapping_add(1);
        self.0.next_listener.set(key);
        key
    }

    pub(crate) fn remove_listener(&self, key: u64) {
        if let Ok(mut paths) = self.0.paths.try_borrow_mut() {
            listeners::remove(&mut paths, key);
        }
    }

    /// Adds an element's event prop as a listener, unless `off(event)` removed that event;
    /// returns its key.
    pub(crate) fn add_prop_listener(
        &self,
        path: &str,
        event: &str,
        cb: Callback<FiredEvent>,
    ) -> Option<u64> {
        let mut paths = self.0.paths.borrow_mut();
        (!listeners::silenced(&paths, path, event)).then(|| {
            let key = self.next_listener_key();
            listeners::add(&mut paths, key, path, event, cb);
            key
        })
    }

    /// The element at `path` mounts: `off()` of an earlier mount no longer applies.
    pub(crate) fn unsilence(&self, path: &str) {
        if let Ok(mut paths) = self.0.paths.try_borrow_mut() {
            listeners::unsilence(&mut paths, path);
        }
    }
}

impl ElementHandle {
    /// Adds a listener for `event` (`change`, `select`, `mounted`, …); returns a key that
    /// [`ElementHandle::remove_listener`] takes. On a list item's element the listener
    /// follows its item when a remove or move renumbers it (`lines.1.qty` → `lines.0.qty`).
    pub fn on(&self, event: &str, callback: Callback<FiredEvent>) -> u64 {
        self.form.add_listener(&self.path, event, callback)
    }

    /// Adds one of the element's own listeners (a list's live region listens to its
    /// `add`, `remove`, `sort`): as [`on`](Self::on), but the app's `off(event)` keeps it.
    #[cfg(feature = "list")]
    pub(crate) fn on_own(&self, event: &str, callback: Callback<FiredEvent>) -> u64 {
        let key = self.form.next_listener_key();
        listeners::add_own(
            &mut self.form.0.paths.borrow_mut(),
            key,
            &self.path,
            event,
            callback,
        );
        key
    }

    /// Removes every listener of `event` the app added (with `on`, the element's event
    /// props, the schema's named handler); the element's own behaviour stays (a list's
    /// live region still announces its changes).
    pub fn off(&self, event: &str) {
        listeners::off(&mut self.form.0.paths.borrow_mut(), &self.path, event);
    }

    /// Removes one listener added with [`ElementHandle::on`].
    pub fn remove_listener(&self, key: u64) {
        self.form.remove_listener(key);
    }

    /// Fires `event` with `args` to its listeners.
    pub fn fire(&self, event: &str, args: EventArgs) {
        self.form.fire(&self.path, event, args);
    }

    /// Fires a custom `event` with the caller's arguments (the spec's `fire(event, ...args)`):
    /// listeners receive them as [`EventArgs::Custom`], with the element.
    pub fn fire_with(&self, event: &str, args: Vec<Value>) {
        self.form.fire(&self.path, event, EventArgs::Custom(args));
    }
}

#[cfg(all(test, feature = "list"))]
#[allow(clippy::unwrap_used, clippy::expect_used)] // test code
mod tests {
    use std::cell::Cell;
    use std::rc::Rc;

    use serde_json::json;
    use yew::Callback;
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;

    use crate::form::FormHandle;

    fn counter() -> (Rc<Cell<usize>>, Callback<crate::events::FiredEvent>) {
        let n = Rc::new(Cell::new(0));
        let cb = {
            let n = n.clone();
            Callback::from(move |_| n.set(n.get() + 1))
        };
        (n, cb)
    }

    // A list's live region listens to its own `add`: the app's `off("add")` removes the
    // app's listeners, not the element's own behaviour.
    #[test]
    fn off_keeps_the_elements_own_listeners() {
        let schema = FormSchema::from_value(&json!({"l": {"type": "list",
            "element": {"type": "select"}}}))
        .unwrap();
        let state = FormState::from_schema(
            &schema,
            &FormConfig::default(),
            &json!({}),
            Date::new(2024, 6, 1).unwrap(),
        )
        .unwrap();
        let form = FormHandle::with_state(state);
        let list = form.el("l");
        let (own, own_cb) = counter();
        let (app, app_cb) = counter();
        let own_key = list.on_own("add", own_cb);
        list.on("add", app_cb);
        list.add(None).unwrap();
        assert_eq!((own.get(), app.get()), (1, 1));
        list.off("add");
        list.add(None).unwrap();
        assert_eq!((own.get(), app.get()), (2, 1), "the own listener stays");
        list.remove_listener(own_key);
        list.add(None).unwrap();
        assert_eq!(own.get(), 2, "removed by its key");
    }
}
