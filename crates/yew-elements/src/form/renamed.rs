//! What the form keeps by element path follows the list items core renumbered
//! ([`Outcome::renamed`](yewform_core::form::Outcome::renamed)): each element's listeners
//! (those of `on`, its event props, what `off` silenced) and its mounted flag move to its new
//! path, its server-rule requests in flight settle there; a removed item's go, and its views
//! fire their `beforeUnmount`/`unmounted` to its own listeners when they unmount.

use yewform_core::form::Renamed;

use super::FormHandle;
use super::subscriptions::PathState;
use crate::events::EventArgs;

/// The path states of removed list items, by the path they had, until their views unmount;
/// and the renames since the oldest debounce timer still waiting started, so that a timer
/// finds its element's path when it fires.
#[derive(Default)]
pub(super) struct Removed(Vec<(String, PathState)>, Timers);

/// The debounce timers waiting and the renames since the first of them started.
#[derive(Default)]
struct Timers {
    waiting: usize,
    renames: Vec<Vec<Renamed>>,
}

impl FormHandle {
    /// Moves the path states of the elements `renamed` names to their new paths (all at
    /// once: items may swap), and keeps those of removed items for their views' unmount.
    /// Views' subscriptions stay: a view re-subscribes under its new path when it renders.
    pub(super) fn follow_renamed(&self, renamed: &[Renamed]) {
        {
            let mut paths = self.0.paths.borrow_mut();
            let mut moved = Vec::new();
            for (path, state) in paths.iter_mut() {
                let Some(new) = Renamed::moved(renamed, path) else {
                    continue;
                };
                moved.push((path.clone(), new, state.take_element()));
            }
            let mut removed = self.0.removed.borrow_mut();
            if removed.1.waiting > 0 {
                removed.1.renames.push(renamed.to_vec());
            }
            for (old, new, state) in moved {
                match new {
                    Some(new) => {
                        if let Some(entry) = paths.entry(&new) {
                            entry.put_element(state);
                        }
                    }
                    None if state.mounted => removed.0.push((old, state)),
                    None => {}
                }
            }
        }
        self.server_checks(|checks| checks.follow(renamed));
    }

    /// A debounce timer starts: the mark [`timer_path`](Self::timer_path) takes.
    pub(super) fn timer_started(&self) -> usize {
        let mut removed = self.0.removed.borrow_mut();
        removed.1.waiting += 1;
        removed.1.renames.len()
    }

    /// A debounce timer started at `mark` for `path` fired: the element's path now (`None`:
    /// its list item was removed).
    pub(super) fn timer_path(&self, mark: usize, path: String) -> Option<String> {
        let mut removed = self.0.removed.borrow_mut();
        let timers = &mut removed.1;
        let mut path = Some(path);
        for batch in timers.renames.get(mark..).unwrap_or_default() {
            path = path.and_then(|p| Renamed::follow(batch, &p));
        }
        timers.waiting = timers.waiting.saturating_sub(1);
        if timers.waiting == 0 {
            timers.renames.clear();
        }
        path
    }

    /// The view of the element at `path` unmounts: when that element was a removed list
    /// item's, its own listeners hear `beforeUnmount` and `unmounted` (the path now names
    /// another element, whose state stays) and `true` is returned.
    pub(crate) fn unmount_removed(&self, path: &str) -> bool {
        let state = {
            let mut removed = self.0.removed.borrow_mut();
            let at = removed.0.iter().position(|(p, _)| p == path);
            at.map(|at| removed.0.remove(at).1)
        };
        let Some(state) = state else {
            return false;
        };
        for name in ["beforeUnmount", "unmounted"] {
            let event = crate::events::FiredEvent {
                path: path.to_string(),
                name: name.to_string(),
                args: EventArgs::None,
                element: self.el(path),
            };
            for listener in state.listeners.callbacks(name) {
                listener.emit(event.clone());
            }
        }
        true
    }
}
