//! Event listeners per element path and event name (`on`, `off`, `fire`), kept in the form's
//! one map of path states ([`PathState`]'s `listeners` part).

use yew::Callback;

use super::subscriptions::PathState;
use crate::events::FiredEvent;

/// The form's path states, by element path: a list sorted by path, searched by bisection
/// (no hashbrown instantiation of its own, docs/size.md; a path's string is made only when the
/// path is new).
#[derive(Default)]
pub(super) struct Paths(Vec<(String, PathState)>);

impl Paths {
    fn find(&self, path: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(p, _)| p.as_str().cmp(path))
    }

    /// The state of `path`.
    pub(super) fn get(&self, path: &str) -> Option<&PathState> {
        let index = self.find(path).ok()?;
        self.0.get(index).map(|(_, state)| state)
    }

    /// The state of `path`, to change.
    pub(super) fn get_mut(&mut self, path: &str) -> Option<&mut PathState> {
        let index = self.find(path).ok()?;
        self.0.get_mut(index).map(|(_, state)| state)
    }

    /// Every path's state, in path order.
    pub(super) fn iter(&self) -> impl Iterator<Item = &(String, PathState)> {
        self.0.iter()
    }

    /// Every path's state, to change.
    #[cfg(feature = "list")]
    pub(super) fn iter_mut(&mut self) -> impl Iterator<Item = &mut (String, PathState)> {
        self.0.iter_mut()
    }

    /// The state of `path`, made when missing (always `Some`).
    pub(super) fn entry(&mut self, path: &str) -> Option<&mut PathState> {
        let index = match self.find(path) {
            Ok(index) => index,
            Err(index) => {
                self.0
                    .insert(index, (path.to_string(), PathState::default()));
                index
            }
        };
        self.0.get_mut(index).map(|(_, state)| state)
    }
}

/// The listeners of one event, with their keys, in subscription order.
type Subscribed = Vec<(u64, Callback<FiredEvent>)>;

/// The listeners of one path. An element has a few events: lists, not maps (one hashbrown
/// instantiation less per map, docs/size.md).
#[derive(Default)]
pub(super) struct PathListeners {
    /// By event name.
    events: Vec<(String, Subscribed)>,
    /// Events removed with `off`: the element's event props and the schema's named handler
    /// for them stay off until the element mounts again.
    silenced: Vec<String>,
    /// The keys of the element's own listeners (a list's live region): `off` keeps them.
    #[cfg(feature = "list")]
    own: Vec<u64>,
}

impl PathListeners {
    /// The listeners of `event`, in subscription order.
    #[cfg(feature = "list")]
    pub(super) fn callbacks(&self, event: &str) -> Vec<Callback<FiredEvent>> {
        self.of(event)
            .map(|list| list.iter().map(|(_, cb)| cb.clone()).collect())
            .unwrap_or_default()
    }

    fn of(&self, event: &str) -> Option<&Subscribed> {
        self.events
            .iter()
            .find(|(name, _)| name == event)
            .map(|(_, list)| list)
    }
}

/// The listeners of `path`, made when missing (always `Some`).
fn entry<'a>(paths: &'a mut Paths, path: &str) -> Option<&'a mut PathListeners> {
    paths.entry(path).map(|state| &mut state.listeners)
}

/// The listeners of `event` on `path`.
fn of<'a>(paths: &'a Paths, path: &str, event: &str) -> Option<&'a Subscribed> {
    paths.get(path).and_then(|state| state.listeners.of(event))
}

/// Adds a listener under `key` (see [`remove`]).
pub(super) fn add(
    paths: &mut Paths,
    key: u64,
    path: &str,
    event: &str,
    callback: Callback<FiredEvent>,
) {
    let Some(listeners) = entry(paths, path) else {
        return;
    };
    let events = &mut listeners.events;
    match events.iter_mut().find(|(name, _)| name == event) {
        Some((_, list)) => list.push((key, callback)),
        None => events.push((event.to_string(), vec![(key, callback)])),
    }
}

/// Adds one of the element's own listeners under `key`: as [`add`], but `off` keeps it.
#[cfg(feature = "list")]
pub(super) fn add_own(
    paths: &mut Paths,
    key: u64,
    path: &str,
    event: &str,
    callback: Callback<FiredEvent>,
) {
    add(paths, key, path, event, callback);
    if let Some(listeners) = entry(paths, path) {
        listeners.own.push(key);
    }
}

/// Removes the listener added under `key`.
pub(super) fn remove(paths: &mut Paths, key: u64) {
    for (_, state) in &mut paths.0 {
        for (_, list) in &mut state.listeners.events {
            list.retain(|(k, _)| *k != key);
        }
        #[cfg(feature = "list")]
        state.listeners.own.retain(|k| *k != key);
    }
}

/// Removes every listener of `event` on `path` (the spec's `off`): those added with `on`,
/// the element's event props and the schema's named handler; the element's own listeners
/// ([`add_own`]) stay.
pub(super) fn off(paths: &mut Paths, path: &str, event: &str) {
    let Some(listeners) = entry(paths, path) else {
        return;
    };
    #[cfg(feature = "list")]
    {
        let own = &listeners.own;
        for (name, list) in &mut listeners.events {
            if name == event {
                list.retain(|(k, _)| own.contains(k));
            }
        }
        listeners.events.retain(|(_, list)| !list.is_empty());
    }
    #[cfg(not(feature = "list"))]
    listeners.events.retain(|(name, _)| name != event);
    if !listeners.silenced.iter().any(|e| e == event) {
        listeners.silenced.push(event.to_string());
    }
}

/// Whether `off(event)` removed `event` on `path` since the element mounted.
pub(super) fn silenced(paths: &Paths, path: &str, event: &str) -> bool {
    paths
        .get(path)
        .is_some_and(|state| state.listeners.silenced.iter().any(|e| e == event))
}

/// The element at `path` mounts (again): its event props and named handlers count anew.
pub(super) fn unsilence(paths: &mut Paths, path: &str) {
    if let Some(state) = paths.get_mut(path) {
        state.listeners.silenced.clear();
    }
}

/// The listeners of `event` on `path`, in subscription order.
pub(super) fn callbacks(paths: &Paths, path: &str, event: &str) -> Vec<Callback<FiredEvent>> {
    of(paths, path, event)
        .map(|list| list.iter().map(|(_, cb)| cb.clone()).collect())
        .unwrap_or_default()
}

/// Whether `event` on `path` has a listener.
pub(super) fn has(paths: &Paths, path: &str, event: &str) -> bool {
    of(paths, path, event).is_some_and(|list| !list.is_empty())
}
