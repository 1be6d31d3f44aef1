//! A held change: a user's pick in a select sets the value before its `select`, `deselect`
//! and `clear` listeners run, and reports after them, as one change per element — the
//! reference's value watcher, which runs after its handlers, compares the value with the one
//! before, fires `change`, marks the element dirty and validates it, only when it differs.
//!
//! [`FormState::begin_held`] starts it; every write until [`FormState::end_held`] (the pick's
//! and its listeners') changes the values, events other than `change` and availability at
//! once, but leaves validation-on-change for the end, and [`FormState::hold_changes`] takes
//! its `change`s out of its outcome. [`FormState::end_held`] answers with one `change` per
//! element whose value differs from the one before the pick (children before their
//! container), validates those, and puts an element a listener brought back where it was as
//! it was: its `dirty` flags as before the pick, not validated again.

use super::outcome::{Changed, Fired, Log, Outcome};
use super::state::FormState;
use crate::Value;
use crate::element::dirty::DirtyFlags;
use crate::element::{ElementEvent, json_equal};

/// What a held change recorded so far (`FormState::held`).
#[derive(Debug, Default)]
pub(crate) struct Held {
    /// (path, value before) of each `change` the adapter handed over, the first per path.
    before: Vec<(String, Value)>,
    /// Each element an action or a value change reached: its path, its dirty flags before
    /// (the first seen), and whether its value changed and it validates itself then
    /// (`None`: its value did not change; else the last write's: `false` after a `reset`,
    /// the reference's `resetting`). Its validation on change waits for the end.
    reached: Vec<(String, DirtyFlags, Option<bool>)>,
}

impl Held {
    /// The element at `path`, whose dirty flags are `dirty`, is reached; `validate`: its
    /// value changed (and whether it validates itself).
    pub(crate) fn reach(&mut self, path: &str, dirty: &DirtyFlags, validate: Option<bool>) {
        match self.reached.iter_mut().find(|(p, ..)| p == path) {
            Some(entry) => entry.2 = validate.or(entry.2),
            None => self
                .reached
                .push((path.to_owned(), dirty.clone(), validate)),
        }
    }
}

impl FormState {
    /// Starts a held change (see the module docs): until [`end_held`](Self::end_held),
    /// validation on change waits, and the adapter gives each outcome's events to
    /// [`hold_changes`](Self::hold_changes).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::form::{ElementAction, FormState};
    /// use yewform_core::schema::FormSchema;
    ///
    /// let schema = FormSchema::from_value(&json!({
    ///     "s": {"type": "select", "items": ["a", "b"], "rules": "required"},
    /// })).unwrap();
    /// let today = Date::new(2024, 6, 1).unwrap();
    /// let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
    /// form.begin_held();
    /// let mut pick = form.set_value("s", json!("a")).unwrap();
    /// form.hold_changes(&mut pick.fired);
    /// // A `select` listener undoes the pick.
    /// let mut undo = form.apply("s", ElementAction::Clear).unwrap();
    /// form.hold_changes(&mut undo.fired);
    /// let end = form.end_held(pick);
    /// assert!(!end.value_changed());
    /// assert!(!form.is_dirty("s") && !form.validated("s"));
    /// ```
    pub fn begin_held(&mut self) {
        self.held = Some(Held::default());
    }

    /// While a change is held: takes the `change`s out of `fired` (each element's value
    /// before is kept, the first heard) and answers `true` (the form's `on_change` waits
    /// too); otherwise leaves `fired` as it is and answers `false`.
    pub fn hold_changes(&mut self, fired: &mut Vec<Fired>) -> bool {
        let Some(held) = self.held.as_mut() else {
            return false;
        };
        let mut kept = Vec::with_capacity(fired.len());
        for f in fired.drain(..) {
            match f.event {
                ElementEvent::Change { old, .. } => {
                    if !held.before.iter().any(|(p, _)| *p == f.path) {
                        held.before.push((f.path, old));
                    }
                }
                event => kept.push(Fired {
                    path: f.path,
                    event,
                }),
            }
        }
        *fired = kept;
        true
    }

    /// Ends the held change: `outcome` (the pick's, its `change`s taken out) with, added,
    /// one `change` per element whose value differs from the one before the pick (from that
    /// value to the one now; each element's before its containers', each once), the
    /// validation on change of the elements whose value differs, and, for an element a
    /// listener brought back where it was, its `dirty` flags as before the pick (its
    /// validation was never run: it stays as before the pick). No `change`
    /// ([`value_changed`](Outcome::value_changed) `false`) when every value is back.
    pub fn end_held(&mut self, mut outcome: Outcome) -> Outcome {
        let Some(held) = self.held.take() else {
            return outcome;
        };
        let mut out = Log::default();
        for (path, flags, validate) in held.reached {
            let (Some(validate_self), Ok(i)) = (validate, self.position(&path)) else {
                continue;
            };
            let before = held.before.iter().find(|(p, _)| *p == path);
            let back = before.is_some_and(|(_, old)| {
                self.value_at(&path).is_some_and(|now| json_equal(now, old))
            });
            if !back {
                let others = match before {
                    Some((_, old)) => self.other_languages_moved(i, old),
                    None => Vec::new(),
                };
                self.validate_changed(i, &path, validate_self, &others, &mut out);
                continue;
            }
            if let Some(el) = self.elements.get_mut(i) {
                // Cleaned by a listener: stays clean.
                if el.dirty.any() {
                    el.dirty = flags;
                    out.reached(&path);
                }
            }
        }
        let mut changes: Vec<Fired> = Vec::new();
        for (path, old) in held.before {
            let Some(now) = self.value_at(&path).filter(|now| !json_equal(now, &old)) else {
                continue;
            };
            let event = ElementEvent::Change {
                new: now.clone(),
                old,
            };
            // Before the first of its containers already there: children first.
            let at = changes
                .iter()
                .position(|c| {
                    path.strip_prefix(c.path.as_str())
                        .is_some_and(|rest| rest.starts_with('.'))
                })
                .unwrap_or(changes.len());
            changes.insert(at, Fired { path, event });
        }
        outcome.fired.append(&mut changes);
        let Outcome {
            fired,
            changed,
            tasks,
            ..
        } = Self::outcome_of(out);
        outcome.fired.extend(fired);
        outcome.tasks.extend(tasks);
        if let (Changed::Paths(paths), Changed::Paths(more)) = (&mut outcome.changed, changed) {
            for p in more {
                if !paths.contains(&p) {
                    paths.push(p);
                }
            }
        }
        outcome
    }
}
