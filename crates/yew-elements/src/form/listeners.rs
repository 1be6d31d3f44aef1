//! Event listeners per element path and event name (`on`, `off`, `fire`), kept in the form's
//! one map of path states ([`PathState`]'s `listeners` part).

use std::collections::HashMap;

use yew::Callback;

use super::subscriptions::PathState;
use crate::events::FiredEvent;

/// The form's path states, by element path.
pub(super) type Paths = HashMap<String, PathState>;

/// The listeners of one event, with their keys, in subscription order.
type Subscribed = Vec<(u64, Callback<FiredEvent>)>;

/// The listeners of one path. An element has a few events: lists, not maps (one hashbrown
/// instantiation less per map, issue 15).
#[derive(Default)]
pub(super) struct PathListeners {
    /// By event name.
    events: Vec<(String, Subscribed)>,
    /// Events removed with `off`: the element's event props and the schema's named handler
    /// for them stay off until the element mounts again.
    silenced: Vec<String>,
}

impl PathListeners {
    fn of(&self, event: &str) -> Option<&Subscribed> {
        self.events
            .iter()
            .find(|(name, _)| name == event)
            .map(|(_, list)| list)
    }
}

/// The listeners of `path`, made when missing.
fn entry<'a>(paths: &'a mut Paths, path: &str) -> &'a mut PathListeners {
    &mut paths.entry(path.to_string()).or_default().listeners
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
    let events = &mut entry(paths, path).events;
    match events.iter_mut().find(|(name, _)| name == event) {
        Some((_, list)) => list.push((key, callback)),
        None => events.push((event.to_string(), vec![(key, callback)])),
    }
}

/// Removes the listener added under `key`.
pub(super) fn remove(paths: &mut Paths, key: u64) {
    for state in paths.values_mut() {
        for (_, list) in &mut state.listeners.events {
            list.retain(|(k, _)| *k != key);
        }
    }
}

/// Removes every listener of `event` on `path` (the spec's `off`): those added with `on`,
/// the element's event props and the schema's named handler.
pub(super) fn off(paths: &mut Paths, path: &str, event: &str) {
    let listeners = entry(paths, path);
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
