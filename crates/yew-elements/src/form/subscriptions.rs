//! Who re-renders when: a clock of changes, the version of each element path, and the views
//! subscribed to a path (`use_element`, the element views, `use_element_slice`). A view
//! re-renders because a path it is subscribed to changed — the paths a change's
//! [`Outcome`](yewform_core::form::Outcome) names, or every path for a form-wide change —
//! never because of a prop that only carries a counter.

use yew::Callback;

use super::FormHandle;

/// A view subscribed to a path: its key and how to re-render it.
pub(super) type Subscriber = (u64, Callback<()>);

/// What the form keeps of one element path: one map for versions, subscribers, mounting and
/// listeners.
#[derive(Default)]
pub(super) struct PathState {
    /// The tick of the last change that reached the path (0: none yet).
    version: u64,
    /// The views subscribed to the path.
    subscribers: Vec<Subscriber>,
    /// Whether the element's view is mounted.
    pub(super) mounted: bool,
    /// The path's event listeners (`listeners.rs`).
    pub(super) listeners: super::listeners::PathListeners,
}

#[cfg(feature = "list")]
impl PathState {
    /// What belongs to the element rather than to the path (its mounted flag and its
    /// listeners), taken out; the version and the views' subscriptions stay.
    pub(super) fn take_element(&mut self) -> PathState {
        PathState {
            mounted: std::mem::take(&mut self.mounted),
            listeners: std::mem::take(&mut self.listeners),
            ..PathState::default()
        }
    }

    /// Puts back what [`take_element`](Self::take_element) took (from another path).
    pub(super) fn put_element(&mut self, element: PathState) {
        self.mounted = element.mounted;
        self.listeners = element.listeners;
    }
}

/// The subscription path of views that follow every change.
const ANY: &str = "*";

impl FormHandle {
    /// The tick of the last change that reached the element at `path` (its own or a
    /// form-wide one: `reset`, `load`, a language or locale change, a new schema): it
    /// differs from the one a view rendered with when the view is stale.
    pub fn version(&self, path: &str) -> u64 {
        let own = self.0.paths.borrow().get(path).map_or(0, |p| p.version);
        own.max(self.0.all_changed.get())
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
        if let Some(state) = self.0.paths.borrow_mut().entry(path) {
            state.subscribers.push((key, rerender));
        }
        key
    }

    /// Removes a subscription made with [`subscribe`](Self::subscribe).
    pub(crate) fn unsubscribe(&self, path: &str, key: u64) {
        if let Some(entry) = self.0.paths.borrow_mut().get_mut(path) {
            entry.subscribers.retain(|(k, _)| *k != key);
        }
    }

    /// Marks the elements at `paths` changed and re-renders the views subscribed to them
    /// (and those of `"*"`); nothing else re-renders.
    pub(crate) fn changed<'a>(&self, paths: impl IntoIterator<Item = &'a str>) {
        self.changed_paths(Some(&mut paths.into_iter()));
    }

    /// Marks every path changed and re-renders every subscribed view (a form-wide change),
    /// not the `<Form>` itself: the `<Form>` calls it while it renders when it installs a new
    /// state or sets up a new handle (see the `<Form>`'s *Order*); its effect (a changed
    /// locale, `disabled`, theme or scope) and a form-wide outcome call
    /// [`notify`](Self::notify).
    pub(crate) fn changed_everywhere(&self) {
        self.changed_paths(None);
    }

    /// [`changed`](Self::changed) (`None`: every path), one copy for every kind of path list
    /// (docs/size.md).
    #[inline(never)]
    fn changed_paths(&self, paths: Option<&mut dyn Iterator<Item = &str>>) {
        let tick = self.tick();
        let mut callbacks = Vec::new();
        {
            let mut states = self.0.paths.borrow_mut();
            match paths {
                Some(paths) => {
                    for path in paths {
                        if let Some(entry) = states.entry(path) {
                            entry.version = tick;
                            callbacks.extend(entry.subscribers.iter().map(|(_, cb)| cb.clone()));
                        }
                    }
                    if let Some(entry) = states.get(ANY) {
                        callbacks.extend(entry.subscribers.iter().map(|(_, cb)| cb.clone()));
                    }
                }
                None => {
                    self.0.all_changed.set(tick);
                    for (_, entry) in states.iter() {
                        callbacks.extend(entry.subscribers.iter().map(|(_, cb)| cb.clone()));
                    }
                }
            }
        }
        for callback in callbacks {
            callback.emit(());
        }
    }

    /// Re-renders the `<Form>` itself, not its elements (their context is unchanged): for
    /// what only the form renders, such as its status region.
    pub(crate) fn rerender_form(&self) {
        let rerender = self.0.rerender.borrow().clone();
        if let Some(rerender) = rerender {
            rerender.emit(());
        }
    }
}
