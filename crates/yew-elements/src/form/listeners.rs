//! Event listeners per element path and event name (`on`, `off`, `fire`).

use std::collections::{HashMap, HashSet};

use yew::Callback;

use crate::events::FiredEvent;

/// The listeners of one event, with their keys, in subscription order.
type Subscribed = Vec<(u64, Callback<FiredEvent>)>;

/// Listeners by path, then by event name, in subscription order.
#[derive(Default)]
pub struct Listeners {
    by_path: HashMap<String, HashMap<String, Subscribed>>,
    next_key: u64,
    /// `(path, event)` removed with `off`: the element's event props and the schema's named
    /// handler for it stay off until the element mounts again.
    silenced: HashSet<(String, String)>,
}

impl Listeners {
    /// Adds a listener; returns a key for [`Listeners::remove`].
    pub fn add(&mut self, path: &str, event: &str, callback: Callback<FiredEvent>) -> u64 {
        self.next_key += 1;
        let key = self.next_key;
        self.by_path
            .entry(path.to_string())
            .or_default()
            .entry(event.to_string())
            .or_default()
            .push((key, callback));
        key
    }

    /// Removes the listener added under `key`.
    pub fn remove(&mut self, key: u64) {
        for events in self.by_path.values_mut() {
            for list in events.values_mut() {
                list.retain(|(k, _)| *k != key);
            }
        }
    }

    /// Removes every listener of `event` on `path` (the spec's `off`): those added with
    /// `on`, the element's event props and the schema's named handler.
    pub fn off(&mut self, path: &str, event: &str) {
        if let Some(events) = self.by_path.get_mut(path) {
            events.remove(event);
        }
        self.silenced.insert((path.to_string(), event.to_string()));
    }

    /// Whether `off(event)` removed the props and named handler of `event` on `path`.
    pub fn silenced(&self, path: &str, event: &str) -> bool {
        self.silenced
            .contains(&(path.to_string(), event.to_string()))
    }

    /// The element at `path` mounts (again): its event props and named handlers count anew.
    pub fn unsilence(&mut self, path: &str) {
        self.silenced.retain(|(p, _)| p != path);
    }

    /// The listeners of `event` on `path` (cloned, so none is borrowed while they run).
    pub fn of(&self, path: &str, event: &str) -> Vec<Callback<FiredEvent>> {
        self.by_path
            .get(path)
            .and_then(|events| events.get(event))
            .map(|list| list.iter().map(|(_, cb)| cb.clone()).collect())
            .unwrap_or_default()
    }

    /// Whether `event` on `path` has a listener.
    pub fn has(&self, path: &str, event: &str) -> bool {
        self.by_path
            .get(path)
            .and_then(|e| e.get(event))
            .is_some_and(|l| !l.is_empty())
    }
}
