//! [`Outcome`]: the one answer of every form transition — the element events to fire, the
//! paths whose views must re-render, and the tasks the adapter must run.
//!
//! The transitions record what happened as they go (a [`Log`], private to the crate); the
//! log becomes an `Outcome` here, where the paths a change reached are completed with their
//! [`dependents`](FormState::dependents), so an adapter never asks again.

use super::state::FormState;
use crate::Value;
use crate::element::ElementEvent;
use crate::rules::PendingCheck;

/// What a transition did, for the adapter to carry out: fire [`fired`](Self::fired) to the
/// listeners, re-render the views of [`changed`](Self::changed), run [`tasks`](Self::tasks).
///
/// ```
/// # #[cfg(feature = "conditions")] {
/// use serde_json::json;
/// use yewform_core::config::FormConfig;
/// use yewform_core::expression::Date;
/// use yewform_core::form::{Changed, FormState};
/// use yewform_core::schema::FormSchema;
///
/// let schema = FormSchema::from_value(&json!({
///     "a": {"type": "select"},
///     "b": {"type": "select", "conditions": [["a", "yes"]]},
///     "c": {"type": "select"},
/// })).unwrap();
/// let today = Date::new(2024, 6, 1).unwrap();
/// let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap();
///
/// let outcome = form.set_value("a", json!("yes")).unwrap();
/// assert_eq!(outcome.fired[0].event.name(), "change");
/// // `a` and the element whose conditions read it; `c` is left alone.
/// assert_eq!(outcome.changed, Changed::Paths(vec!["a".into(), "b".into()]));
/// assert_eq!(form.reset().changed, Changed::All);
/// # }
/// ```
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outcome {
    /// The element events, in the order they happened.
    pub fired: Vec<Fired>,
    /// Whose views must re-render: the paths the change reached (dependents included), or
    /// every view for a form-wide change.
    pub changed: Changed,
    /// What the adapter must start: server checks and debounce timers.
    pub tasks: Vec<Task>,
    /// The list items a change renumbered or removed, item by item (`lines.3` → `lines.2`;
    /// every element under the item moves with it: `lines.3.qty` → `lines.2.qty`). What an
    /// adapter keeps by path for an element (its listeners, whether its view is mounted,
    /// its requests in flight) follows, so that it stays with its item as core's state does.
    /// Removed (`to: None`) are the item of `list_remove` and every item another change
    /// drops: those `update` or `load` cut off the end of a list, every item of a list
    /// `clear` empties, and the items `reset` or a new item schema
    /// ([`update_schema_element`](FormState::update_schema_element)) build again (new items
    /// with new [keys](FormState::list_keys), possibly at the same paths).
    /// Sorted by [`Renamed::from`] ([`Renamed::follow`] searches it by bisection).
    pub renamed: Vec<Renamed>,
}

/// A list item whose path a change renumbered ([`Outcome::renamed`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renamed {
    /// The item's path before the change (`lines.3`).
    pub from: String,
    /// Its path after (`lines.2`); `None`: the item was removed.
    pub to: Option<String>,
}

impl Renamed {
    /// Where the element at `path` went: `path` itself when the change did not move it,
    /// `None` when it was removed.
    ///
    /// ```
    /// use yewform_core::form::Renamed;
    ///
    /// let renamed = [
    ///     Renamed { from: "lines.0".into(), to: None },
    ///     Renamed { from: "lines.1".into(), to: Some("lines.0".into()) },
    /// ];
    /// assert_eq!(Renamed::follow(&renamed, "lines.1.qty").as_deref(), Some("lines.0.qty"));
    /// assert_eq!(Renamed::follow(&renamed, "lines.0.qty"), None);
    /// assert_eq!(Renamed::follow(&renamed, "lines.10.qty").as_deref(), Some("lines.10.qty"));
    /// ```
    pub fn follow(renamed: &[Renamed], path: &str) -> Option<String> {
        match Self::moved(renamed, path) {
            Some(moved) => moved,
            None => Some(path.to_owned()),
        }
    }

    /// [`follow`](Self::follow) for a path the change may have left alone: `None` when it
    /// did (nothing allocated), `Some(None)` when its item was removed, `Some(Some(new))`
    /// when it was renumbered. `renamed` is sorted by `from`, as
    /// [`Outcome::renamed`] is: each of the path's prefixes (`lines`, `lines.3`,
    /// `lines.3.qty`) is looked up by bisection, so a removal that renames 499 items costs
    /// a few comparisons per path.
    pub fn moved(renamed: &[Renamed], path: &str) -> Option<Option<String>> {
        let ends = path
            .match_indices('.')
            .map(|(at, _)| at)
            .chain(std::iter::once(path.len()));
        for end in ends {
            let item = path.get(..end)?;
            if let Ok(at) = renamed.binary_search_by(|r| r.from.as_str().cmp(item)) {
                let rest = path.get(end..)?;
                let to = renamed.get(at)?.to.as_ref();
                return Some(to.map(|to| [to.as_str(), rest].concat()));
            }
        }
        None
    }
}

/// An element event to fire on the element at `path`.
#[derive(Debug, Clone, PartialEq)]
pub struct Fired {
    /// The element's path.
    pub path: String,
    /// The event (its listener key is [`ElementEvent::name`]).
    pub event: ElementEvent,
}

/// Whose views a change must re-render.
#[derive(Debug, Clone, PartialEq)]
pub enum Changed {
    /// The views of these element paths (none: nothing to re-render).
    Paths(Vec<String>),
    /// Every view of the form (a form-wide change: load, reset, clear, language, locale, a
    /// new schema).
    All,
}

impl Default for Changed {
    fn default() -> Self {
        Self::Paths(Vec::new())
    }
}

impl Changed {
    /// Whether the view of `path` must re-render.
    pub fn contains(&self, path: &str) -> bool {
        match self {
            Self::Paths(paths) => paths.iter().any(|p| p == path),
            Self::All => true,
        }
    }

    /// No view must re-render.
    pub fn is_empty(&self) -> bool {
        matches!(self, Self::Paths(paths) if paths.is_empty())
    }
}

/// Work a transition leaves to the adapter; its answer comes back as another transition.
#[derive(Debug, Clone, PartialEq)]
pub enum Task {
    /// A server rule (`unique`, `exists`, `active_url`) needs this request answered with
    /// [`FormState::resolve_async`]`(path, check.seq, passed)` (or
    /// [`FormState::resolve_async_unchecked`] when it got no answer).
    AsyncCheck {
        /// The element's path.
        path: String,
        /// The request and its sequence number.
        check: PendingCheck,
    },
    /// Start a timer: after `wait_ms`, call
    /// [`FormState::debounce_elapsed`]`(path, token)`. A newer change makes the token stale,
    /// so old timers need not be cancelled.
    Debounce {
        /// The element's path.
        path: String,
        /// Milliseconds to wait, at most [`MAX_WAIT_MS`](crate::schema::MAX_WAIT_MS) (a
        /// browser timer's longest).
        wait_ms: u64,
        /// Identifies the timer.
        token: u64,
    },
}

impl Outcome {
    /// Nothing fired, nothing to re-render, nothing to run.
    pub fn none() -> Self {
        Self::default()
    }

    /// A form-wide change with nothing to fire: every view re-renders.
    pub fn all() -> Self {
        Self {
            changed: Changed::All,
            ..Self::default()
        }
    }

    /// Nothing fired, nothing changed and nothing to run.
    pub fn is_empty(&self) -> bool {
        self.fired.is_empty() && self.changed.is_empty() && self.tasks.is_empty()
    }

    /// Whether a `change` event fired (the form's data changed).
    pub fn value_changed(&self) -> bool {
        self.fired
            .iter()
            .any(|f| matches!(f.event, ElementEvent::Change { .. }))
    }
}

/// What a transition did so far: the events it fired, the tasks it left and the paths it
/// reached (its own, availability changes, validation), in order, each once.
#[derive(Default)]
pub(crate) struct Log {
    fired: Vec<Fired>,
    tasks: Vec<Task>,
    paths: Vec<String>,
    /// The paths in `paths` with their positions there, for the "each once" check in
    /// constant time (a form-wide validation of 1,000 elements reaches 1,000 paths). The
    /// form's own map type (`FormState::index`), so no other hash map is compiled in.
    seen: std::collections::HashMap<String, usize>,
    /// The paths in `paths` whose value moved but whose view shows nothing of it (a group
    /// above a changed child, [`moved_unseen`](Self::moved_unseen)): what reads them follows,
    /// they do not re-render.
    #[cfg(feature = "group")]
    unseen: Vec<String>,
}

impl Log {
    /// The element at `path` changed in a way its view shows.
    pub(crate) fn reached(&mut self, path: &str) {
        if self.seen.contains_key(path) {
            #[cfg(feature = "group")]
            self.unseen.retain(|p| p != path);
        } else {
            self.seen.insert(path.to_owned(), self.paths.len());
            self.paths.push(path.to_owned());
        }
    }

    /// The value at `path` moved, but its view shows nothing of it (a group whose child
    /// changed: its value is its children's, which re-render themselves): conditions and
    /// expressions that read it follow and the elements reading it re-render, the group
    /// does not (unless it is reached otherwise).
    #[cfg(feature = "group")]
    pub(crate) fn moved_unseen(&mut self, path: &str) {
        if !self.seen.contains_key(path) {
            self.reached(path);
            self.unseen.push(path.to_owned());
        }
    }

    /// The element at `path` fired `event`.
    pub(crate) fn fire(&mut self, path: &str, event: ElementEvent) {
        self.reached(path);
        self.fired.push(Fired {
            path: path.to_owned(),
            event,
        });
    }

    /// The element at `path` fired `event`, which its view does not show: not a re-render
    /// (the deep `change` of a container above a changed child: the container's view reads
    /// no value, its children re-render themselves).
    #[cfg(feature = "nested")]
    pub(crate) fn fire_unseen(&mut self, path: &str, event: ElementEvent) {
        self.fired.push(Fired {
            path: path.to_owned(),
            event,
        });
    }

    /// The position of the last `change` each path fired in this log, by path: a
    /// container's deep `change` later in the same operation updates that one
    /// ([`set_change_new`](Self::set_change_new)) instead of firing a second.
    #[cfg(all(feature = "nested", feature = "expressions", feature = "text-family"))]
    pub(crate) fn change_positions(&self) -> std::collections::HashMap<String, usize> {
        let mut at = std::collections::HashMap::new();
        for (i, fired) in self.fired.iter().enumerate() {
            if matches!(fired.event, ElementEvent::Change { .. }) {
                at.insert(fired.path.clone(), i);
            }
        }
        at
    }

    /// Sets the new value of the `change` at position `at` ([`change_positions`](Self::change_positions));
    /// `false` when it equals that `change`'s old value now (the element changed and changed
    /// back in one operation: the event says nothing, [`drop_fired`](Self::drop_fired)).
    #[cfg(all(feature = "nested", feature = "expressions", feature = "text-family"))]
    pub(crate) fn set_change_new(&mut self, at: usize, value: Value) -> bool {
        if let Some(Fired {
            event: ElementEvent::Change { new, old },
            ..
        }) = self.fired.get_mut(at)
        {
            let moved = !crate::element::json_equal(&value, old);
            *new = value;
            return moved;
        }
        true
    }

    /// Removes the events at the positions `at` (in any order).
    #[cfg(all(feature = "nested", feature = "expressions", feature = "text-family"))]
    pub(crate) fn drop_fired(&mut self, mut at: Vec<usize>) {
        at.sort_unstable();
        at.dedup();
        for i in at.into_iter().rev() {
            if i < self.fired.len() {
                self.fired.remove(i);
            }
        }
    }

    /// How many paths the log has reached so far (a mark for [`reached_since`](Self::reached_since)).
    #[cfg(all(feature = "expressions", feature = "text-family"))]
    pub(crate) fn reached_count(&self) -> usize {
        self.paths.len()
    }

    /// The paths reached after the mark `from` (values changed, availability flipped,
    /// validation run), in order.
    #[cfg(all(feature = "expressions", feature = "text-family"))]
    pub(crate) fn reached_since(&self, from: usize) -> Vec<String> {
        self.paths
            .get(from..)
            .map_or_else(Vec::new, <[String]>::to_vec)
    }

    /// The adapter must run `task` (for the element at `path`).
    pub(crate) fn task(&mut self, path: &str, task: Task) {
        self.reached(path);
        self.tasks.push(task);
    }

    /// The log as an outcome that re-renders `changed`.
    fn into_outcome(self, changed: Changed) -> Outcome {
        Outcome {
            fired: self.fired,
            changed,
            tasks: self.tasks,
            renamed: Vec::new(),
        }
    }
}

impl FormState {
    /// The outcome of a change to the element at `path` (`None`: no element in particular):
    /// the log's events and tasks; re-rendered are `path`, every element the log reached and
    /// the elements that read one of those (their [`dependents`](Self::dependents)). An empty
    /// log (no value, availability or validation changed: `hide()`, `add_error`, an
    /// unchanged value) re-renders `path` alone.
    pub(crate) fn outcome_at(&self, path: Option<&str>, mut log: Log) -> Outcome {
        let reaches_others = !log.paths.is_empty();
        let mut paths: Vec<String> = path.map(str::to_owned).into_iter().collect();
        // The log's paths are each there once; only `path` may repeat one of them.
        for p in std::mem::take(&mut log.paths) {
            if path != Some(p.as_str()) {
                paths.push(p);
            }
        }
        if reaches_others {
            let mut reached: Vec<&str> = Vec::with_capacity(paths.len());
            for p in &paths {
                reached.push(p);
            }
            let dependents = self.dependents(&reached);
            paths.extend(dependents);
        }
        // A group whose value moved through a child is read, not re-rendered.
        #[cfg(feature = "group")]
        if !log.unseen.is_empty() {
            let unseen = std::mem::take(&mut log.unseen);
            paths.retain(|p| path == Some(p.as_str()) || !unseen.contains(p));
        }
        log.into_outcome(Changed::Paths(paths))
    }

    /// The outcome of a change whose views are exactly the elements the log reached (no
    /// dependents: validation, whose result only its element shows).
    pub(crate) fn outcome_of(mut log: Log) -> Outcome {
        let paths = std::mem::take(&mut log.paths);
        log.into_outcome(Changed::Paths(paths))
    }

    /// The outcome of a form-wide change: every view re-renders.
    pub(crate) fn outcome_all(log: Log) -> Outcome {
        log.into_outcome(Changed::All)
    }

    /// Runs `change`, noting the list items it drops (shrunk by `update`/`load`, emptied by
    /// `clear`, rebuilt by `reset` or a new item schema), and reports each in its outcome's
    /// [`renamed`](Outcome::renamed) as removed (`to: None`), as `list_remove` reports its
    /// item: what an adapter keeps by path for them goes, rather than landing on an item
    /// built later at that path.
    #[cfg(feature = "list")]
    pub(crate) fn noting_dropped<R: Reported>(&mut self, change: impl FnOnce(&mut Self) -> R) -> R {
        let outer = self.dropped.replace(Vec::new());
        let mut result = change(self);
        self.report_dropped(outer, result.outcome_mut());
        result
    }

    /// The end of [`noting_dropped`](Self::noting_dropped): one body for every change (not
    /// one per closure type: less wasm, docs/size.md).
    #[cfg(feature = "list")]
    #[inline(never)]
    fn report_dropped(&mut self, outer: Option<Vec<String>>, outcome: Option<&mut Outcome>) {
        let dropped = std::mem::replace(&mut self.dropped, outer).unwrap_or_default();
        let Some(outcome) = outcome.filter(|_| !dropped.is_empty()) else {
            return;
        };
        let renamed = &mut outcome.renamed;
        renamed.extend(dropped.into_iter().map(|from| Renamed { from, to: None }));
        // Stable: of one item named twice, what the change itself said comes first and
        // stays.
        renamed.sort_by(|a, b| a.from.cmp(&b.from));
        renamed.dedup_by(|later, first| later.from == first.from);
    }

    /// `change` itself: without lists no item is dropped.
    #[cfg(not(feature = "list"))]
    pub(crate) fn noting_dropped<R>(&mut self, change: impl FnOnce(&mut Self) -> R) -> R {
        change(self)
    }

    /// The form's [`data`](Self::data) as it was before the `change` events of `fired`: each
    /// changed element with its old value, as the data holds it (`forceNumbers` applied, as
    /// in [`data`](Self::data)). What an `on_change` gets as its old data, built
    /// only when a change fired (and someone listens).
    pub fn data_before(&self, fired: &[Fired]) -> Value {
        #[allow(unused_mut)]
        let mut data = self.merge(
            &|el| {
                let old = fired.iter().find_map(|f| match &f.event {
                    ElementEvent::Change { old, .. } if f.path == el.path() => Some(old),
                    _ => None,
                });
                match old {
                    Some(old) => {
                        let mut map = serde_json::Map::new();
                        // Forced as `data()` forces the new value (`forceNumbers`).
                        map.insert(el.name().to_owned(), el.data_value_of(old));
                        Value::Object(map)
                    }
                    None => el.data(),
                }
            },
            false,
        );
        // A container whose items were added, removed or moved: its old value as a whole.
        #[cfg(feature = "nested")]
        self.patch_container_olds(&mut data, fired);
        data
    }
}

/// What a change answers, an [`Outcome`] or its failure:
/// [`noting_dropped`](FormState::noting_dropped) completes the outcome.
#[cfg(feature = "list")]
pub(crate) trait Reported {
    /// The outcome, when the change succeeded.
    fn outcome_mut(&mut self) -> Option<&mut Outcome>;
}

#[cfg(feature = "list")]
impl Reported for Outcome {
    fn outcome_mut(&mut self) -> Option<&mut Outcome> {
        Some(self)
    }
}

#[cfg(feature = "list")]
impl<E> Reported for Result<Outcome, E> {
    fn outcome_mut(&mut self) -> Option<&mut Outcome> {
        self.as_mut().ok()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)] // test code
mod tests {
    use super::*;
    use crate::config::FormConfig;
    use crate::expression::Date;
    use crate::form::ElementAction;
    use crate::schema::FormSchema;
    use serde_json::json;

    fn form(schema: Value, config: Value) -> FormState {
        let schema = FormSchema::from_value(&schema).unwrap();
        let config = FormConfig::from_value(&config).unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        FormState::from_schema(&schema, &config, &json!({}), today).unwrap()
    }

    fn paths(outcome: &Outcome) -> Vec<&str> {
        match &outcome.changed {
            Changed::Paths(paths) => paths.iter().map(String::as_str).collect(),
            Changed::All => panic!("form-wide: {outcome:?}"),
        }
    }

    // Its schema has a condition and a `same` rule.
    #[cfg(all(feature = "conditions", feature = "rules"))]
    #[test]
    fn a_change_re_renders_the_element_and_what_reads_it() {
        let mut f = form(
            json!({
                "a": {"type": "select"},
                "shown": {"type": "select", "conditions": [["a", "yes"]]},
                "same": {"type": "select", "rules": "same:a"},
                "remote": {"type": "select", "items": "/api/r?a={a}"},
                "other": {"type": "select"},
            }),
            json!({}),
        );
        let outcome = f.apply("a", ElementAction::Update(json!("yes"))).unwrap();
        assert_eq!(
            outcome.fired,
            [Fired {
                path: "a".into(),
                event: ElementEvent::Change {
                    new: json!("yes"),
                    old: Value::Null
                }
            }]
        );
        assert_eq!(paths(&outcome), ["a", "shown", "same", "remote"]);
        assert!(outcome.tasks.is_empty());
        assert!(outcome.value_changed());

        // An action that changes no value re-renders the element alone, fires nothing.
        let outcome = f.apply("a", ElementAction::Hide).unwrap();
        assert_eq!(paths(&outcome), ["a"]);
        assert!(outcome.fired.is_empty() && !outcome.value_changed());
    }

    #[test]
    fn clear_and_reset_fire_their_event_and_the_change() {
        let mut f = form(json!({"a": {"type": "select", "default": "x"}}), json!({}));
        let outcome = f.apply("a", ElementAction::Clear).unwrap();
        let names: Vec<&str> = outcome.fired.iter().map(|f| f.event.name()).collect();
        assert!(
            names.contains(&"clear") && names.contains(&"change"),
            "{names:?}"
        );
        let outcome = f.apply("a", ElementAction::Reset).unwrap();
        let names: Vec<&str> = outcome.fired.iter().map(|f| f.event.name()).collect();
        assert!(
            names.contains(&"reset") && names.contains(&"change"),
            "{names:?}"
        );
        assert_eq!(paths(&outcome), ["a"]);
    }

    /// Audit 2 #7: a wait set in Rust past a browser timer's longest is clamped to it (a
    /// longer one would wrap to a negative wait, which fires at once).
    #[cfg(all(feature = "rules", feature = "text"))]
    #[test]
    fn a_debounce_set_in_rust_waits_at_most_a_browser_timers_longest() {
        let mut schema = FormSchema::from_value(&json!({
            "name": {"type": "text", "rules": "min:5"},
        }))
        .unwrap();
        if let Some(crate::schema::ElementSchema::Text(t)) = schema.element_mut("name") {
            t.debounce = Some(u64::MAX);
        }
        let config = FormConfig::from_value(&json!({})).unwrap();
        let today = Date::new(2024, 6, 1).unwrap();
        let mut f = FormState::from_schema(&schema, &config, &json!({}), today).unwrap();
        let outcome = f.set_value("name", json!("ab")).unwrap();
        let Some(Task::Debounce { wait_ms, .. }) = outcome.tasks.first() else {
            panic!("a timer: {outcome:?}");
        };
        assert_eq!(*wait_ms, crate::schema::MAX_WAIT_MS);
    }

    #[cfg(feature = "rules")]
    #[test]
    fn a_debounced_change_asks_for_a_timer_and_a_server_rule_for_a_check() {
        let mut f = form(
            json!({
                "name": {"type": "select", "rules": "min:5,debounce=300"},
                "user": {"type": "select", "rules": "unique"},
            }),
            json!({}),
        );
        let outcome = f.set_value("name", json!("ab")).unwrap();
        let Some(Task::Debounce {
            path,
            wait_ms,
            token,
        }) = outcome.tasks.first()
        else {
            panic!("a timer: {outcome:?}");
        };
        assert_eq!((path.as_str(), *wait_ms), ("name", 300));
        let elapsed = f.debounce_elapsed("name", *token);
        assert_eq!(paths(&elapsed), ["name"]);
        assert!(f.debounce_elapsed("name", *token).is_empty(), "stale");

        let outcome = f.set_value("user", json!("ann")).unwrap();
        assert!(
            matches!(outcome.tasks.as_slice(), [Task::AsyncCheck { path, .. }] if path == "user"),
            "{outcome:?}"
        );
    }

    #[test]
    fn form_wide_actions_re_render_everything() {
        let mut f = form(
            json!({"a": {"type": "select", "default": "x"}, "b": {"type": "select"}}),
            json!({"languages": {"en": "English", "de": "Deutsch"}}),
        );
        let load = f.load(&json!({"a": "y"}), false).unwrap();
        assert_eq!(load.changed, Changed::All);
        assert_eq!(load.fired.len(), 2, "a changes, b is cleared: {load:?}");
        assert_eq!(f.reset().changed, Changed::All);
        assert_eq!(f.clear().changed, Changed::All);
        assert_eq!(f.set_language("de").unwrap(), Outcome::all());
        assert_eq!(f.set_locale(Some("de".into())), Outcome::all());
        assert!(
            f.set_locale(Some("de".into())).is_empty(),
            "the same locale"
        );
        let mut old = f.clone();
        assert_eq!(f.take_activity_from(&mut old), Outcome::all());
    }

    #[test]
    fn the_old_data_is_rebuilt_from_the_changes() {
        let mut f = form(
            json!({"a": {"type": "select", "default": "x"}, "b": {"type": "select", "default": 1}}),
            json!({}),
        );
        let before = f.data();
        let outcome = f.set_value("a", json!("y")).unwrap();
        assert_eq!(f.data_before(&outcome.fired), before);
        let before = f.data();
        let outcome = f.load(&json!({"a": "z"}), false).unwrap();
        assert_eq!(f.data_before(&outcome.fired), before);
        assert_eq!(f.data(), json!({"a": "z", "b": null}));
    }
}
