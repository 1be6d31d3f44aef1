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
/// and the path of each debounce timer's element, followed through every rename while the
/// timer waits, so that the timer finds its element when it fires.
#[derive(Default)]
pub(super) struct Removed(Vec<(String, PathState)>, Timers);

/// The debounce timers waiting: each one's number and its element's path now (`None`: its
/// list item was removed). One entry per waiting timer, whatever the renames meanwhile.
#[derive(Default)]
struct Timers {
    next: u64,
    waiting: Vec<(u64, Option<String>)>,
}

impl FormHandle {
    /// Moves the path states of the elements `renamed` names to their new paths (all at
    /// once: items may swap), and keeps those of removed items for their views' unmount.
    /// Views' subscriptions stay: a view re-subscribes under its new path when it renders.
    pub(crate) fn follow_renamed(&self, renamed: &[Renamed]) {
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
            for (_, path) in &mut removed.1.waiting {
                *path = path.take().and_then(|p| Renamed::follow(renamed, &p));
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

    /// A debounce timer starts for the element at `path`: the number
    /// [`timer_path`](Self::timer_path) takes.
    pub(super) fn timer_started(&self, path: String) -> u64 {
        let mut removed = self.0.removed.borrow_mut();
        let timers = &mut removed.1;
        timers.next = timers.next.wrapping_add(1);
        timers.waiting.push((timers.next, Some(path)));
        timers.next
    }

    /// The debounce timer `timer` fired: its element's path now (`None`: its list item was
    /// removed).
    pub(super) fn timer_path(&self, timer: u64) -> Option<String> {
        let mut removed = self.0.removed.borrow_mut();
        let waiting = &mut removed.1.waiting;
        let at = waiting.iter().position(|(t, _)| *t == timer)?;
        waiting.swap_remove(at).1
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

#[cfg(test)]
mod tests {
    use super::*;

    fn renamed(from: &str, to: Option<&str>) -> Renamed {
        Renamed {
            from: from.into(),
            to: to.map(Into::into),
        }
    }

    /// A waiting debounce timer's element follows every rename, and what the form keeps for
    /// it stays one entry per waiting timer however many list changes happen meanwhile
    /// (audit 6: every remove or move kept a copy of its renames while any timer waited).
    #[test]
    fn a_waiting_timer_follows_renames_in_one_entry() {
        let form = FormHandle::new();
        let timer = form.timer_started("lines.5.t".into());
        let gone = form.timer_started("lines.0.t".into());
        for _ in 0..1000 {
            form.follow_renamed(&[renamed("lines.5", Some("lines.4"))]);
            form.follow_renamed(&[renamed("lines.4", Some("lines.5"))]);
        }
        form.follow_renamed(&[
            renamed("lines.0", None),
            renamed("lines.5", Some("lines.4")),
        ]);
        assert_eq!(form.0.removed.borrow().1.waiting.len(), 2);
        assert_eq!(form.timer_path(timer).as_deref(), Some("lines.4.t"));
        assert_eq!(form.timer_path(gone), None);
        assert!(form.0.removed.borrow().1.waiting.is_empty());
    }
}
