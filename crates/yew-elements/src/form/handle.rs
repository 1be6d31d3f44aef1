//! `FormHandle`: the form, reached from code — its state, the form-wide operations and what
//! the `<Form>` sets on it. The rest of its methods live beside it by concept: subscriptions
//! (`subscriptions.rs`), events and listeners (`listening.rs`), validation (`validation.rs`),
//! items and loading (`items.rs`), what a change fires and re-renders (`dispatch.rs`), the
//! page the views render into (`view_setup.rs`); `ElementHandle` is in `element.rs`.
//!
//! Every method goes through one path: borrow the core `FormState`, run the transition, drop
//! the borrow, then carry out the [`Outcome`] it answered with (`dispatch.rs`): fire its
//! events, start its tasks, re-render the views of what it changed. No listener ever runs while the
//! state is borrowed, so a listener may call the handle again.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::Rc;

use yew::Callback;
use yewform_core::Value;
use yewform_core::form::{FormState, Outcome};

use crate::events::FiredEvent;
use crate::layout::classes::Styling;
#[cfg(feature = "http")]
use crate::transport::{SharedTransport, default_transport};

pub use super::element::ElementHandle;

/// What every clone of a [`FormHandle`] shares. The state of each element (its value,
/// validation, options, loading, focus) is in the core `FormState`; the rest is what the
/// views and listeners need around it.
pub(super) struct Shared {
    pub(super) state: RefCell<FormState>,
    /// The clock of changes: every change takes the next tick.
    pub(super) clock: Cell<u64>,
    /// The tick of the last form-wide change (every path's version is at least this).
    pub(super) all_changed: Cell<u64>,
    /// By element path: the tick of its last change, the views subscribed to it, whether its
    /// view is mounted, and its event listeners.
    pub(super) paths: RefCell<super::listeners::Paths>,
    pub(super) next_subscriber: Cell<u64>,
    /// The key of the last listener added.
    pub(super) next_listener: Cell<u64>,
    pub(super) rerender: RefCell<Option<Callback<()>>>,
    /// The `<Form>`'s `on_change`, when it has one (the data is built only then).
    pub(super) on_change: RefCell<Option<Callback<(Value, Value)>>>,
    /// The `<Form>`'s `on_submit` ([`FormHandle::submit`] calls it).
    pub(super) on_submit: RefCell<Option<Callback<Value>>>,
    /// The requests' client (the `http` feature).
    #[cfg(feature = "http")]
    pub(super) transport: RefCell<SharedTransport>,
    /// What the state was last built from, and the build error if it failed.
    pub(super) built: RefCell<Option<(super::build::BuildInputs, Option<String>)>>,
    /// The error of the last build, when it failed: the form is closed until a build
    /// succeeds (never valid, nothing submitted, no fields rendered).
    pub(super) failed: RefCell<Option<String>>,
    /// What the form's status region says (after a submit that failed validation).
    pub(super) status: RefCell<String>,
    /// Named handlers for schema event keys, by name (a few: a list, docs/size.md).
    pub(super) handlers: RefCell<Vec<(String, Callback<FiredEvent>)>>,
    pub(super) id_scope: RefCell<Option<String>>,
    pub(super) theme: RefCell<Rc<Styling>>,
    pub(super) templates: RefCell<Rc<crate::layout::Templates>>,
    /// Futures of `validate_async` waiting for pending and debounced rules to settle.
    pub(super) waiters: RefCell<Vec<std::task::Waker>>,
    /// The `<form>` element the `<Form>` rendered (where `input()` and `container()` look).
    pub(super) form_node: RefCell<yew::NodeRef>,
    /// An inline element's function prop replaced another one since the last
    /// [`take_replaced`](FormHandle::take_replaced) (its entry is read again).
    pub(super) replaced: Cell<bool>,
    /// Server-rule requests in flight (aborted when superseded or unmounted).
    pub(super) server_checks: RefCell<super::server_check::InFlight>,
    /// The path states of removed list items until their views unmount (`renamed.rs`).
    #[cfg(feature = "list")]
    pub(super) removed: RefCell<super::renamed::Removed>,
    /// How many holds keep the form submitting (its own submit's, until `on_submit` was
    /// called; the app's): see `submitting.rs`.
    pub(super) submitting: Cell<u32>,
}

/// A handle on a form: its data, its elements, validation and language.
///
/// Cloning is cheap (a reference count). Create one with [`FormHandle::new`] and pass it to
/// `<Form handle={..}>` to reach the form from outside, or call `use_form()` inside it.
#[derive(Clone)]
pub struct FormHandle(pub(super) Rc<Shared>);

impl PartialEq for FormHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for FormHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FormHandle")
            .field("clock", &self.0.clock.get())
            .finish()
    }
}

impl Default for FormHandle {
    fn default() -> Self {
        Self::new()
    }
}

/// Writes a warning to the browser console (or stderr on the server).
pub(crate) fn warn(message: &str) {
    #[cfg(target_arch = "wasm32")]
    web_sys::console::warn_1(&wasm_bindgen::JsValue::from_str(message));
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("yewform: {message}");
}

/// A change made to the state whose consequences wait ([`FormHandle::write_deferred`]): the
/// outcome, and the data before it when the form has an `on_change`.
pub(crate) struct Deferred(Outcome, Option<Value>);

impl FormHandle {
    /// An empty form handle (English only) that a `<Form>` fills.
    pub fn new() -> Self {
        Self::with_state(FormState::new(
            vec![("en".into(), "English".into())],
            "en".into(),
        ))
    }

    /// A handle over an existing form state.
    pub fn with_state(state: FormState) -> Self {
        Self(Rc::new(Shared {
            state: RefCell::new(state),
            clock: Cell::new(0),
            all_changed: Cell::new(0),
            paths: RefCell::default(),
            next_subscriber: Cell::new(0),
            next_listener: Cell::new(0),
            rerender: RefCell::new(None),
            on_change: RefCell::new(None),
            on_submit: RefCell::new(None),
            #[cfg(feature = "http")]
            transport: RefCell::new(default_transport()),
            built: RefCell::new(None),
            failed: RefCell::new(None),
            status: RefCell::default(),
            handlers: RefCell::default(),
            id_scope: RefCell::new(None),
            theme: RefCell::new(Rc::new(Styling {
                class_map: crate::layout::classes::default_theme(),
                functions: Vec::new(),
            })),
            templates: RefCell::default(),
            waiters: RefCell::default(),
            form_node: RefCell::default(),
            replaced: Cell::default(),
            server_checks: RefCell::default(),
            #[cfg(feature = "list")]
            removed: RefCell::default(),
            submitting: Cell::new(0),
        }))
    }

    /// Replaces the whole form state (the `<Form>` does this when its schema changes).
    /// `keep_values`: the same schema built again with other options, whose values stay.
    pub(crate) fn replace_state(&self, state: FormState, keep_values: bool) {
        if let Ok(mut current) = self.0.state.try_borrow_mut() {
            let mut state = state;
            // What the views reported (options, loading, focus) carries over.
            // A new state re-renders everything: the `<Form>` builds it while it renders, and
            // its elements follow.
            let _ = state.take_activity_from(&mut current);
            if keep_values {
                let _ = state.take_values_from(&current);
            }
            *current = state;
            // The old state's server checks: the new one awaits none of them. A
            // `validate_async` waiting for their answers looks again (and, finding the form
            // changed, validates the new state).
            self.server_checks(super::server_check::InFlight::abort_all);
            self.wake_waiters();
        }
    }

    /// The build error of the state last built from inputs that `same` accepts, or `None`
    /// when the state was built from other inputs (or never). A `<Form>` re-mounted with the
    /// same handle and the same schema keeps the state.
    pub(crate) fn built_from(
        &self,
        same: impl FnOnce(&super::build::BuildInputs) -> bool,
    ) -> Option<Option<String>> {
        self.0
            .built
            .borrow()
            .as_ref()
            .filter(|(last, _)| same(last))
            .map(|(_, error)| error.clone())
    }

    /// Why the `<Form>` could not build its state from its schema, registry and
    /// configuration (`schema.city.items: no items function "citys" registered`), or
    /// `None` when it could. Such a form fails closed: it shows the error instead of its
    /// fields, [`validate`](Self::validate) and [`validate_async`](Self::validate_async)
    /// are `false`, [`invalid`](Self::invalid) is `true`, [`submit_as`](Self::submit_as)
    /// fails with [`SubmitError::Schema`](super::SubmitError::Schema) and `on_submit` is
    /// never called, until the schema builds.
    pub fn build_error(&self) -> Option<String> {
        self.0.failed.borrow().clone()
    }

    /// Records whether the last build failed (see [`build_error`](Self::build_error)).
    pub(crate) fn set_failed(&self, error: Option<String>) {
        *self.0.failed.borrow_mut() = error;
    }

    /// Records what the state was built from, and the build error.
    pub(crate) fn set_built(&self, inputs: super::build::BuildInputs, error: Option<String>) {
        *self.0.built.borrow_mut() = Some((inputs, error));
    }

    pub(crate) fn set_rerender(&self, rerender: Callback<()>) {
        *self.0.rerender.borrow_mut() = Some(rerender);
    }

    pub(crate) fn set_on_change(&self, on_change: Option<Callback<(Value, Value)>>) {
        *self.0.on_change.borrow_mut() = on_change;
    }

    pub(crate) fn set_on_submit(&self, on_submit: Callback<Value>) {
        *self.0.on_submit.borrow_mut() = Some(on_submit);
    }

    /// Replaces the HTTP transport used for endpoints (async items, server rules). The
    /// editor's uploads to an endpoint do not use it (give the editor an upload function to
    /// send them your way). With the `http` feature (on by default).
    #[cfg(feature = "http")]
    pub fn set_transport(&self, transport: SharedTransport) {
        *self.0.transport.borrow_mut() = transport;
    }

    /// The HTTP transport. With the `http` feature (on by default).
    #[cfg(feature = "http")]
    pub fn transport(&self) -> SharedTransport {
        self.0.transport.borrow().clone()
    }

    /// Reads the core form state. `None` only while the state is being changed.
    pub fn read<R>(&self, f: impl FnOnce(&FormState) -> R) -> Option<R> {
        self.0.state.try_borrow().ok().map(|state| f(&state))
    }

    /// Changes the core form state directly (for what the handles do not cover), then
    /// carries out the [`Outcome`] `f` answers with: its events are fired, its tasks run and
    /// the views of the paths it changed re-render ([`Outcome::all`] re-renders the whole
    /// form). Every core transition answers with its outcome:
    /// `form.write(|s| s.apply("city", action).map_err(|e| e.to_string()))`.
    pub fn write(
        &self,
        f: impl FnOnce(&mut FormState) -> Result<Outcome, String>,
    ) -> Result<(), String> {
        let mut f = Some(f);
        // No outcome built per closure type for the (never taken) second call: a cheap error.
        self.write_dyn(&mut |state| match f.take() {
            Some(f) => f(state),
            None => Err(String::new()),
        })
    }

    /// [`write`](Self::write) for every change at once: its code is in the wasm once, not
    /// once per closure (docs/size.md). The data before the change is rebuilt for `on_change`
    /// only when the form has one and a `change` fired.
    #[inline(never)]
    fn write_dyn(
        &self,
        f: &mut dyn FnMut(&mut FormState) -> Result<Outcome, String>,
    ) -> Result<(), String> {
        let Deferred(outcome, old) = self.write_deferred(f)?;
        self.run(outcome, old);
        Ok(())
    }

    /// [`write`](Self::write) for a change that often is none (the `<Form>`'s effect after
    /// every render asks for its `locale`): `true` when the outcome changed something, which
    /// then runs as any change's (events, `on_change`, tasks, re-renders); an empty one runs
    /// nothing (no waiter woken).
    pub(crate) fn write_if_changed(&self, f: &mut dyn FnMut(&mut FormState) -> Outcome) -> bool {
        let Ok(Deferred(outcome, old)) = self.write_deferred(&mut |s| Ok(f(s))) else {
            return false;
        };
        if outcome.changed.is_empty() {
            return false;
        }
        self.run(outcome, old);
        true
    }

    /// Changes the state now and keeps what the change sets off (its events, `on_change`, the
    /// re-renders and tasks) for [`run_deferred`](Self::run_deferred): a user's pick sets the
    /// value before its `select` listeners run, and its `change` fires after them.
    pub(crate) fn write_deferred(
        &self,
        f: &mut dyn FnMut(&mut FormState) -> Result<Outcome, String>,
    ) -> Result<Deferred, String> {
        let mut state = self.0.state.try_borrow_mut().map_err(|_| busy())?;
        let outcome = f(&mut state)?;
        let old = (outcome.value_changed() && self.0.on_change.borrow().is_some())
            .then(|| state.data_before(&outcome.fired));
        Ok(Deferred(outcome, old))
    }

    #[cfg(feature = "select")]
    /// [`write_deferred`](Self::write_deferred) for a user's pick whose listeners run before
    /// [`run_deferred`](Self::run_deferred): core holds the change
    /// ([`FormState::begin_held`]) until then, the `change`s and `on_change` of the
    /// listeners' writes wait, so the pick and its listeners report as one change, as the
    /// reference's value watcher does after its handlers.
    pub(crate) fn write_held(
        &self,
        f: &mut dyn FnMut(&mut FormState) -> Result<Outcome, String>,
    ) -> Result<Deferred, String> {
        let Deferred(mut outcome, old) = self.write_deferred(&mut |state| {
            state.begin_held();
            f(state).inspect_err(|_| {
                state.end_held(Outcome::none());
            })
        })?;
        self.hold_back(&mut outcome.fired, None);
        Ok(Deferred(outcome, old))
    }

    /// While a pick's listeners run ([`write_held`](Self::write_held)): core takes the
    /// `change`s out of `fired` ([`FormState::hold_changes`]); `old_data` comes back only
    /// when nothing is held (`on_change` then waits too).
    pub(super) fn hold_back(
        &self,
        fired: &mut Vec<yewform_core::form::Fired>,
        old_data: Option<Value>,
    ) -> Option<Value> {
        let held = self
            .0
            .state
            .try_borrow_mut()
            .is_ok_and(|mut state| state.hold_changes(fired));
        if held { None } else { old_data }
    }

    #[cfg(feature = "select")]
    /// Runs what a [`write_held`](Self::write_held) pick set off, after its listeners: the
    /// outcome core ends the held change with ([`FormState::end_held`]: one `change` per
    /// element the pick or a listener changed, none for an element back where it was, which
    /// stays as it was before the pick), then the form's `on_change` once, left out when no
    /// `change` fired (the data are back where they were).
    pub(crate) fn run_deferred(&self, deferred: Deferred) {
        let Deferred(outcome, old) = deferred;
        let outcome = match self.0.state.try_borrow_mut() {
            Ok(mut state) => state.end_held(outcome),
            Err(_) => outcome,
        };
        let old = old.filter(|_| outcome.value_changed());
        self.run(outcome, old);
    }

    /// Notes that an inline element's function prop replaced another one (a new closure:
    /// `put_inline_functions`), for the element's next [`take_replaced`](Self::take_replaced).
    pub(crate) fn note_replaced(&self) {
        self.0.replaced.set(true);
    }

    /// Whether a function prop was replaced since the last call (which resets it).
    pub(crate) fn take_replaced(&self) -> bool {
        self.0.replaced.replace(false)
    }

    /// Changes the state without firing events or re-rendering (registration during render).
    pub(crate) fn mutate<R>(&self, f: impl FnOnce(&mut FormState) -> R) -> Result<R, String> {
        let mut state = self.0.state.try_borrow_mut().map_err(|_| busy())?;
        Ok(f(&mut state))
    }

    /// The element at `path`.
    pub fn el(&self, path: &str) -> ElementHandle {
        ElementHandle {
            form: self.clone(),
            path: path.to_string(),
        }
    }

    /// `{name: value}` of every element.
    pub fn data(&self) -> Value {
        self.read(FormState::data).unwrap_or(Value::Null)
    }

    /// What the form submits: available elements with `submit` on, `formatData` applied.
    pub fn request_data(&self) -> Value {
        self.read(FormState::request_data).unwrap_or(Value::Null)
    }

    /// Selects the form language; every translatable element follows.
    pub fn set_language(&self, code: &str) -> Result<(), String> {
        self.write(|state| state.set_language(code).map_err(|e| e.to_string()))
    }

    /// The selected language code.
    pub fn language(&self) -> String {
        self.read(|s| s.language().to_string()).unwrap_or_default()
    }

    /// Loads data into every element (`format` applies each `formatLoad`). With
    /// `validateOn: change`, each element whose value changed is validated, as by its own
    /// `load`. The status region of an earlier failed submit empties.
    pub fn load(&self, data: &Value, format: bool) -> Result<(), String> {
        self.write(|state| state.load(data, format).map_err(|e| e.to_string()))?;
        self.clear_status();
        Ok(())
    }

    /// Updates the elements whose data path `data` holds (no `formatLoad`); the others keep
    /// their values. Each changed element fires `change`.
    pub fn update(&self, data: &Value) {
        let _ = self.write(|state| Ok(state.update(data)));
    }

    /// Marks every element clean (`dirty` false); the values stay.
    pub fn clean(&self) {
        let _ = self.write(|state| Ok(state.clean()));
    }

    /// Removes the errors and messages the app added (`add_error`, `add_message`) from every
    /// element.
    pub fn clear_messages(&self) {
        let _ = self.write(|state| Ok(state.clear_messages()));
    }

    /// Resets every element to its default. The status region of an earlier failed submit
    /// empties.
    pub fn reset(&self) {
        if self.write(|state| Ok(state.reset())).is_ok() {
            self.clear_status();
        }
    }

    /// Clears every element. The status region of an earlier failed submit empties.
    pub fn clear(&self) {
        if self.write(|state| Ok(state.clear())).is_ok() {
            self.clear_status();
        }
    }
}

/// The error of a change while another one runs (one copy for every change, docs/size.md).
#[inline(never)]
fn busy() -> String {
    "the form is busy (a change is already running)".to_string()
}

/// Runs a future on the page (does nothing on the server, where effects never run).
pub(crate) fn spawn(future: impl std::future::Future<Output = ()> + 'static) {
    spawn_boxed(Box::pin(future));
}

/// [`spawn`] for every future type at once: one copy of `spawn_local`'s task setup in the
/// wasm instead of one per future (docs/size.md).
#[inline(never)]
fn spawn_boxed(future: std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>) {
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(future);
    #[cfg(not(target_arch = "wasm32"))]
    drop(future);
}
