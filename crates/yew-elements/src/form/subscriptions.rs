//! Who re-renders when: a clock of changes, the version of each element path, and the views
//! subscribed to a path (`use_element`, `use_element_slice`). A change to one element
//! re-renders the views subscribed to the paths it reached; a form-wide change bumps the
//! generation the `<Form>`'s context carries.

use yew::Callback;

use super::FormHandle;

/// A view subscribed to a path: its key and how to re-render it.
pub(super) type Subscriber = (u64, Callback<()>);

/// The subscription path of views that follow every change.
const ANY: &str = "*";

impl FormHandle {
    /// Bumped on every form-wide change (`validate`, `reset`, `load`, a language or locale
    /// change, a new schema); the form's context carries it, so every element re-renders
    /// then. A change to one element re-renders only the views subscribed to the paths it
    /// changed ([`version`](Self::version)).
    pub fn generation(&self) -> u64 {
        self.0.generation.get()
    }

    /// The tick of the last change that reached the element at `path` (its own or a
    /// form-wide one): it differs from the one a view rendered with when the view is stale.
    pub fn version(&self, path: &str) -> u64 {
        let own = self.0.versions.borrow().get(path).copied().unwrap_or(0);
        own.max(self.0.generation.get())
    }

    /// [`version`](Self::version), where `"*"` is the last change of any element.
    pub(crate) fn version_of(&self, path: &str) -> u64 {
        if path == ANY {
            self.0.clock.get()
        } else {
            self.version(path)
        }
    }

    fn tick(&self) -> u64 {
        let next = self.0.clock.get().wrapping_add(1);
        self.0.clock.set(next);
        next
    }

    /// Subscribes `rerender` to changes of the element at `path`; returns the key
    /// [`unsubscribe`](Self::unsubscribe) takes.
    pub(crate) fn subscribe(&self, path: &str, rerender: Callback<()>) -> u64 {
        let key = self.0.next_subscriber.get().wrapping_add(1);
        self.0.next_subscriber.set(key);
        self.0
            .subscribers
            .borrow_mut()
            .entry(path.to_string())
            .or_default()
            .push((key, rerender));
        key
    }

    /// Removes a subscription made with [`subscribe`](Self::subscribe).
    pub(crate) fn unsubscribe(&self, path: &str, key: u64) {
        let mut subscribers = self.0.subscribers.borrow_mut();
        if let Some(list) = subscribers.get_mut(path) {
            list.retain(|(k, _)| *k != key);
            if list.is_empty() {
                subscribers.remove(path);
            }
        }
    }

    /// Marks the element at `path` changed without re-rendering it (its own render does).
    pub(crate) fn mark(&self, path: &str) {
        let tick = self.tick();
        self.0.versions.borrow_mut().insert(path.to_string(), tick);
    }

    /// Marks the elements at `paths` changed and re-renders the views subscribed to them;
    /// nothing else re-renders.
    pub(crate) fn changed<'a>(&self, paths: impl IntoIterator<Item = &'a str>) {
        let tick = self.tick();
        let mut callbacks = Vec::new();
        {
            let mut versions = self.0.versions.borrow_mut();
            let subscribers = self.0.subscribers.borrow();
            for path in paths {
                versions.insert(path.to_string(), tick);
                if let Some(list) = subscribers.get(path) {
                    callbacks.extend(list.iter().map(|(_, cb)| cb.clone()));
                }
            }
            if let Some(list) = subscribers.get(ANY) {
                callbacks.extend(list.iter().map(|(_, cb)| cb.clone()));
            }
        }
        for callback in callbacks {
            callback.emit(());
        }
    }

    /// Marks the whole form changed without asking for a re-render (used while the form
    /// renders: the new generation reaches the elements through the context).
    pub(crate) fn touch(&self) {
        let tick = self.tick();
        self.0.generation.set(tick);
    }

    /// Re-renders the form and every element in it (form-wide operations).
    pub(crate) fn bump(&self) {
        self.touch();
        let rerender = self.0.rerender.borrow().clone();
        if let Some(rerender) = rerender {
            rerender.emit(());
        }
    }
}
