//! Event listeners per element path and event name (`on`, `off`, `fire`).

use std::collections::HashMap;

use yew::Callback;

use super::subscriptions::PathState;
use crate::events::FiredEvent;

/// The listeners of one event, with their keys, in subscription order.
type Subscribed = Vec<(u64, Callback<FiredEvent>)>;

/// Listeners by path, then by event name, in subscription order.
#[derive(Default)]
pub struct Listeners {
    /// The map type of the form's path states (their `listeners` part), not a map of its
    /// own: one hashbrown instantiation for both (issue 15).
    by_path: HashMap<String, PathState>,
    next_key: u64,
}

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

impl Listeners {
    /// Adds a listener; returns a key for [`Listeners::remove`].
    pub fn add(&mut self, path: &str, event: &str, callback: Callback<FiredEvent>) -> u64 {
        self.next_key += 1;
        let key = self.next_key;
        let events = &mut self
            .by_path
            .entry(path.to_string())
            .or_default()
            .listeners
            .events;
        match events.iter_mut().find(|(name, _)| name == event) {
            Some((_, list)) => list.push((key, callback)),
            None => events.push((event.to_string(), vec![(key, callback)])),
        }
        key
    }

    /// Removes the listener added under `key`.
    pub fn remove(&mut self, key: u64) {
        for state in self.by_path.values_mut() {
            for (_, list) in &mut state.listeners.events {
                list.retain(|(k, _)| *k != key);
            }
        }
    }

    /// Removes every listener of `event` on `path` (the spec's `off`): those added with
    /// `on`, the element's event props and the schema's named handler.
    pub fn off(&mut self, path: &str, event: &str) {
        let listeners = &mut self.by_path.entry(path.to_string()).or_default().listeners;
        listeners.events.retain(|(name, _)| name != event);
        if !listeners.silenced.iter().any(|e| e == event) {
            listeners.silenced.push(event.to_string());
        }
    }

    /// Whether `off(event)` removed the props and named handler of `event` on `path`.
    pub fn silenced(&self, path: &str, event: &str) -> bool {
        self.by_path
            .get(path)
            .is_some_and(|l| l.listeners.silenced.iter().any(|e| e == event))
    }

    /// The element at `path` mounts (again): its event props and named handlers count anew.
    pub fn unsilence(&mut self, path: &str) {
        if let Some(state) = self.by_path.get_mut(path) {
            state.listeners.silenced.clear();
        }
    }

    /// The listeners of `event` on `path` (cloned, so none is borrowed while they run).
    pub fn of(&self, path: &str, event: &str) -> Vec<Callback<FiredEvent>> {
        self.by_path
            .get(path)
            .and_then(|l| l.listeners.of(event))
            .map(|list| list.iter().map(|(_, cb)| cb.clone()).collect())
            .unwrap_or_default()
    }

    /// Whether `event` on `path` has a listener.
    pub fn has(&self, path: &str, event: &str) -> bool {
        self.by_path
            .get(path)
            .and_then(|l| l.listeners.of(event))
            .is_some_and(|l| !l.is_empty())
    }
}
