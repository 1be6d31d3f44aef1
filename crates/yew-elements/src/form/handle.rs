//! `FormHandle` and `ElementHandle`: the form and its elements, reached from code.
//!
//! Every method goes through one path: borrow the core `FormState`, run the transition, drop
//! the borrow, then fire the events it returned and re-render. No listener ever runs while the
//! state is borrowed, so a listener may call the handle again.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use crate::layout::classes::Styling;
use yew::Callback;
use yewform_core::Value;
use yewform_core::element::ElementEvent;
use yewform_core::form::{ElementAction, FormEvent, FormState};
use yewform_core::items::{Items, admits};
use yewform_core::schema::ElementSchema;

use super::listeners::Listeners;
use crate::events::{EventArgs, FiredEvent};
use crate::transport::{SharedTransport, default_transport};

/// A view subscribed to a path: its key and how to re-render it.
type Subscriber = (u64, Callback<()>);

/// The subscription path of views that follow every change.
const ANY: &str = "*";

struct Shared {
    state: RefCell<FormState>,
    listeners: RefCell<Listeners>,
    options: RefCell<HashMap<String, Rc<Items>>>,
    selects: RefCell<HashMap<String, crate::select::SelectRef>>,
    loading: RefCell<HashMap<String, bool>>,
    /// The path of the element that has the focus, if any.
    focused: RefCell<Option<String>>,
    items_epoch: RefCell<HashMap<String, u64>>,
    /// How many items answers (or failures) each select has had: what
    /// `update_items_async` waits for.
    items_answers: RefCell<HashMap<String, u64>>,
    /// Selects disabled until their current `updateItems(true)` fetch ends.
    disabled_while_loading: RefCell<std::collections::HashSet<String>>,
    /// The clock of changes: every change takes the next tick.
    clock: Cell<u64>,
    /// The tick of the last form-wide change (what the `<Form>`'s context carries).
    generation: Cell<u64>,
    /// The tick of the last change of each element path.
    versions: RefCell<HashMap<String, u64>>,
    /// Element views subscribed to their path: `(key, re-render)` by path.
    subscribers: RefCell<HashMap<String, Vec<Subscriber>>>,
    next_subscriber: Cell<u64>,
    rerender: RefCell<Option<Callback<()>>>,
    on_change: RefCell<Option<Callback<(Value, Value)>>>,
    transport: RefCell<SharedTransport>,
    /// What the state was last built from, and the build error if it failed.
    built: RefCell<Option<(super::component::BuildInputs, Option<String>)>>,
    handlers: RefCell<HashMap<String, Callback<FiredEvent>>>,
    id_scope: RefCell<Option<String>>,
    theme: RefCell<Rc<Styling>>,
    templates: RefCell<Rc<crate::layout::Templates>>,
    /// Futures of `validate_async` waiting for pending and debounced rules to settle.
    waiters: RefCell<Vec<std::task::Waker>>,
    /// Paths of the elements whose view is mounted.
    mounted: RefCell<std::collections::HashSet<String>>,
    /// The `<form>` element the `<Form>` rendered (where `input()` and `container()` look).
    form_node: RefCell<yew::NodeRef>,
    /// Server-rule requests in flight (aborted when superseded or unmounted).
    server_checks: RefCell<super::server_check::InFlight>,
}

/// A handle on a form: its data, its elements, validation and language.
///
/// Cloning is cheap (a reference count). Create one with [`FormHandle::new`] and pass it to
/// `<Form handle={..}>` to reach the form from outside, or call `use_form()` inside it.
#[derive(Clone)]
pub struct FormHandle(Rc<Shared>);

impl PartialEq for FormHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for FormHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FormHandle")
            .field("generation", &self.0.generation.get())
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
            listeners: RefCell::default(),
            options: RefCell::default(),
            selects: RefCell::default(),
            loading: RefCell::default(),
            items_epoch: RefCell::default(),
            items_answers: RefCell::default(),
            focused: RefCell::new(None),
            disabled_while_loading: RefCell::default(),
            clock: Cell::new(0),
            generation: Cell::new(0),
            versions: RefCell::default(),
            subscribers: RefCell::default(),
            next_subscriber: Cell::new(0),
            rerender: RefCell::new(None),
            on_change: RefCell::new(None),
            transport: RefCell::new(default_transport()),
            built: RefCell::new(None),
            handlers: RefCell::default(),
            id_scope: RefCell::new(None),
            theme: RefCell::new(Rc::new(Styling {
                class_map: crate::layout::classes::default_theme(),
                functions: Vec::new(),
            })),
            templates: RefCell::default(),
            waiters: RefCell::default(),
            mounted: RefCell::default(),
            form_node: RefCell::default(),
            server_checks: RefCell::default(),
        }))
    }

    /// Replaces the whole form state (the `<Form>` does this when its schema changes).
    pub(crate) fn replace_state(&self, state: FormState) {
        if let Ok(mut current) = self.0.state.try_borrow_mut() {
            *current = state;
            self.0.selects.borrow_mut().clear();
        }
    }

    /// The build error of the state last built from inputs that `same` accepts, or `None`
    /// when the state was built from other inputs (or never). A `<Form>` re-mounted with the
    /// same handle and the same schema keeps the state.
    pub(crate) fn built_from(
        &self,
        same: impl FnOnce(&super::component::BuildInputs) -> bool,
    ) -> Option<Option<String>> {
        self.0
            .built
            .borrow()
            .as_ref()
            .filter(|(last, _)| same(last))
            .map(|(_, error)| error.clone())
    }

    /// Records what the state was built from, and the build error.
    pub(crate) fn set_built(&self, inputs: super::component::BuildInputs, error: Option<String>) {
        *self.0.built.borrow_mut() = Some((inputs, error));
    }

    pub(crate) fn set_rerender(&self, rerender: Callback<()>) {
        *self.0.rerender.borrow_mut() = Some(rerender);
    }

    pub(crate) fn set_on_change(&self, on_change: Callback<(Value, Value)>) {
        *self.0.on_change.borrow_mut() = Some(on_change);
    }

    /// Replaces the HTTP transport used for endpoints (async items, server rules).
    pub fn set_transport(&self, transport: SharedTransport) {
        *self.0.transport.borrow_mut() = transport;
    }

    /// The HTTP transport.
    pub fn transport(&self) -> SharedTransport {
        self.0.transport.borrow().clone()
    }

    /// Bumped on every form-wide change (`validate`, `reset`, `load`, a language or locale
    /// change, a new schema); the form's context carries it, so every element re-renders
    /// then. A change to one element re-renders only the views subscribed to the paths it
    /// changed ([`version`](Self::version)).
    pub fn generation(&self) -> u64 {
        self.0.generation.get()
    }

    /// The tick of the last change that reached the element at `path` (its own or a
    /// form-wide one): it differs from the one a view rendered with when the view is stale.
    pub fn version(&self, path: &str) -> u64 {
        let own = self.0.versions.borrow().get(path).copied().unwrap_or(0);
        own.max(self.0.generation.get())
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
        self.0
            .subscribers
            .borrow_mut()
            .entry(path.to_string())
            .or_default()
            .push((key, rerender));
        key
    }

    /// Removes a subscription made with [`subscribe`](Self::subscribe).
    pub(crate) fn unsubscribe(&self, path: &str, key: u64) {
        let mut subscribers = self.0.subscribers.borrow_mut();
        if let Some(list) = subscribers.get_mut(path) {
            list.retain(|(k, _)| *k != key);
            if list.is_empty() {
                subscribers.remove(path);
            }
        }
    }

    /// Marks the element at `path` changed without re-rendering it (its own render does).
    pub(crate) fn mark(&self, path: &str) {
        let tick = self.tick();
        self.0.versions.borrow_mut().insert(path.to_string(), tick);
    }

    /// Marks the elements at `paths` changed and re-renders the views subscribed to them;
    /// nothing else re-renders.
    pub(crate) fn changed<'a>(&self, paths: impl IntoIterator<Item = &'a str>) {
        let tick = self.tick();
        let mut callbacks = Vec::new();
        {
            let mut versions = self.0.versions.borrow_mut();
            let subscribers = self.0.subscribers.borrow();
            for path in paths {
                versions.insert(path.to_string(), tick);
                if let Some(list) = subscribers.get(path) {
                    callbacks.extend(list.iter().map(|(_, cb)| cb.clone()));
                }
            }
            if let Some(list) = subscribers.get(ANY) {
                callbacks.extend(list.iter().map(|(_, cb)| cb.clone()));
            }
        }
        for callback in callbacks {
            callback.emit(());
        }
    }

    /// Reads the core form state. `None` only while the state is being changed.
    pub fn read<R>(&self, f: impl FnOnce(&FormState) -> R) -> Option<R> {
        self.0.state.try_borrow().ok().map(|state| f(&state))
    }

    /// Changes the core form state directly (for what the handles do not cover), then
    /// re-renders the whole form. Events returned by `f` are fired.
    pub fn write(
        &self,
        f: impl FnOnce(&mut FormState) -> Result<Vec<FormEvent>, String>,
    ) -> Result<(), String> {
        self.write_scoped(None, f)
    }

    /// Changes the state of the element at `path` (and what follows from it), then
    /// re-renders that element and the elements the change reached: those named by the
    /// returned events and those that read `path` (conditions, rules, endpoint variables).
    pub(crate) fn write_at(
        &self,
        path: &str,
        f: impl FnOnce(&mut FormState) -> Result<Vec<FormEvent>, String>,
    ) -> Result<(), String> {
        self.write_scoped(Some(path), f)
    }

    fn write_scoped(
        &self,
        scope: Option<&str>,
        f: impl FnOnce(&mut FormState) -> Result<Vec<FormEvent>, String>,
    ) -> Result<(), String> {
        let old = self.data();
        let events = {
            let mut state = self
                .0
                .state
                .try_borrow_mut()
                .map_err(|_| "the form is busy (a change is already running)".to_string())?;
            f(&mut state)?
        };
        self.dispatch(events, old, scope);
        Ok(())
    }

    /// Changes the state without firing events or re-rendering (registration during render).
    pub(crate) fn mutate<R>(&self, f: impl FnOnce(&mut FormState) -> R) -> Result<R, String> {
        let mut state = self
            .0
            .state
            .try_borrow_mut()
            .map_err(|_| "the form is busy (a change is already running)".to_string())?;
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

    /// Validates every available element; `true` when none is invalid.
    ///
    /// Every rule runs at once (no debounce), but a server rule (`unique`, `exists`,
    /// `active_url`) only sends its request: until the answer arrives it counts as passing.
    /// Use [`validate_async`](Self::validate_async) to wait for those answers.
    pub fn validate(&self) -> bool {
        self.validate_all();
        self.read(|state| !state.form_invalid()).unwrap_or(false)
    }

    /// Runs every rule, then re-renders only the elements whose shown validation state
    /// changed (errors, `invalid`, `validated`, `busy`), not the whole form.
    fn validate_all(&self) {
        let old = self.data();
        let result = self
            .0
            .state
            .try_borrow_mut()
            .map(|mut state| state.validate_all_changed());
        if let Ok((events, paths)) = result {
            self.dispatch_to(events, old, Reach::Paths(paths));
        }
    }

    /// Validates every available element and resolves once every rule has settled, server
    /// rules included: `true` when none is invalid then. This is what `<Form>` awaits
    /// before `on_submit`.
    ///
    /// ```no_run
    /// # async fn run(form: yewform_elements::FormHandle) {
    /// if form.validate_async().await {
    ///     let data = form.request_data();
    ///     // send it
    /// #   let _ = data;
    /// }
    /// # }
    /// ```
    pub async fn validate_async(&self) -> bool {
        self.validate_all();
        self.settled(None).await;
        self.read(|state| !state.form_invalid()).unwrap_or(false)
    }

    /// Resolves when no element (or only `path`) has a pending server rule or a waiting
    /// debounce.
    pub(crate) fn settled(&self, path: Option<String>) -> super::settle::Settled {
        super::settle::Settled::new(self.clone(), path)
    }

    /// Whether an element (or `path`) still waits for a server answer or a debounce timer.
    pub(crate) fn unsettled(&self, path: Option<&str>) -> bool {
        self.read(|s| match path {
            Some(p) => s.busy(p),
            None => s.paths().into_iter().any(|p| s.busy(p)),
        })
        .unwrap_or(true)
    }

    /// Registers a waiter woken at the next state change.
    pub(crate) fn wait_for_change(&self, waker: std::task::Waker) {
        self.0.waiters.borrow_mut().push(waker);
    }

    /// Records that the view of the element at `path` is mounted (`true`) or gone.
    pub(crate) fn set_mounted(&self, path: &str, mounted: bool) {
        let mut set = self.0.mounted.borrow_mut();
        if mounted {
            set.insert(path.to_string());
        } else {
            set.remove(path);
            // Unmounting aborts the element's server-rule requests.
            self.server_checks(|checks| checks.abort_path(path));
        }
    }

    /// Records the `<form>` element the `<Form>` renders.
    pub(crate) fn set_form_node(&self, node: yew::NodeRef) {
        *self.0.form_node.borrow_mut() = node;
    }

    /// The `<form>` element, once rendered.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn form_node(&self) -> yew::NodeRef {
        self.0.form_node.borrow().clone()
    }

    pub(crate) fn is_mounted(&self, path: &str) -> bool {
        self.0.mounted.borrow().contains(path)
    }

    /// Whether the select at `path` loads its items (its `use_async_items`).
    pub(crate) fn items_loading(&self, path: &str) -> bool {
        self.0.loading.borrow().get(path).copied().unwrap_or(false)
    }

    /// Adds an element's event prop as a listener, unless `off(event)` removed that event;
    /// returns its key.
    pub(crate) fn add_prop_listener(
        &self,
        path: &str,
        event: &str,
        cb: Callback<FiredEvent>,
    ) -> Option<u64> {
        let mut listeners = self.0.listeners.borrow_mut();
        (!listeners.silenced(path, event)).then(|| listeners.add(path, event, cb))
    }

    /// The element at `path` mounts: `off()` of an earlier mount no longer applies.
    pub(crate) fn unsilence(&self, path: &str) {
        if let Ok(mut listeners) = self.0.listeners.try_borrow_mut() {
            listeners.unsilence(path);
        }
    }

    /// Whether any element is invalid.
    pub fn invalid(&self) -> bool {
        self.read(FormState::form_invalid).unwrap_or(false)
    }

    /// Selects the form language; every translatable element follows.
    pub fn set_language(&self, code: &str) -> Result<(), String> {
        self.write(|state| {
            state
                .set_language(code)
                .map(|()| Vec::new())
                .map_err(|e| e.to_string())
        })
    }

    /// The selected language code.
    pub fn language(&self) -> String {
        self.read(|s| s.language().to_string()).unwrap_or_default()
    }

    /// Loads data into every element (`format` applies each `formatLoad`).
    pub fn load(&self, data: &Value, format: bool) -> Result<(), String> {
        self.write(|state| state.load(data, format).map_err(|e| e.to_string()))
    }

    /// Resets every element to its default.
    pub fn reset(&self) {
        let _ = self.write(|state| Ok(state.reset()));
    }

    /// Clears every element.
    pub fn clear(&self) {
        let _ = self.write(|state| Ok(state.clear()));
    }

    /// Fires `name` on `path` to its listeners, then to the handler the element's schema
    /// names for it (`"onChange": "saveDraft"` calls the handler registered as `saveDraft`),
    /// unless `off(name)` removed it. Each receives the element in [`FiredEvent::element`].
    pub fn fire(&self, path: &str, name: &str, args: EventArgs) {
        let (listeners, silenced) = {
            let listeners = self.0.listeners.borrow();
            (listeners.of(path, name), listeners.silenced(path, name))
        };
        let event = FiredEvent {
            path: path.to_string(),
            name: name.to_string(),
            args,
            element: self.el(path),
        };
        for listener in listeners {
            listener.emit(event.clone());
        }
        if silenced {
            return;
        }
        let named = self
            .read(|s| {
                s.schema_entry(path).and_then(|entry| {
                    let events = &entry.common().events;
                    events
                        .iter()
                        .find(|(e, _)| e == name)
                        .map(|(_, h)| h.clone())
                })
            })
            .flatten();
        if let Some(handler_name) = named {
            let handler = self.0.handlers.borrow().get(&handler_name).cloned();
            match handler {
                Some(handler) => handler.emit(event),
                None => warn(&format!(
                    "{path}: no handler registered as {handler_name:?} for {name}"
                )),
            }
        }
    }

    /// Scopes the element ids of this form (`yf-<scope>-<path>`), so two forms on one page
    /// never share an id. The `<Form>` sets its `id` as the scope.
    pub(crate) fn set_id_scope(&self, scope: Option<String>) {
        *self.0.id_scope.borrow_mut() = scope;
    }

    /// The layout templates of this form (replacement parts by component name).
    pub fn templates(&self) -> Rc<crate::layout::Templates> {
        self.0.templates.borrow().clone()
    }

    /// Sets the layout templates (the `<Form>` does this from its `templates` prop).
    pub(crate) fn set_templates(&self, templates: crate::layout::Templates) {
        *self.0.templates.borrow_mut() = Rc::new(templates);
    }

    /// What every element's classes start from: the theme's class map and the form's class
    /// functions.
    pub fn theme(&self) -> Rc<Styling> {
        self.0.theme.borrow().clone()
    }

    /// Sets the styling (the `<Form>` takes the class map from the `ThemeProvider`).
    pub(crate) fn set_theme(&self, theme: Rc<Styling>) {
        *self.0.theme.borrow_mut() = theme;
    }

    /// Registers a Rust callback under `name`, for schema event keys (`"onChange": name`).
    pub fn register_handler(&self, name: &str, handler: Callback<FiredEvent>) {
        self.0
            .handlers
            .borrow_mut()
            .insert(name.to_string(), handler);
    }

    /// Whether `name` on `path` has a listener.
    pub fn has_listener(&self, path: &str, name: &str) -> bool {
        self.0.listeners.borrow().has(path, name)
    }

    pub(crate) fn add_listener(&self, path: &str, name: &str, cb: Callback<FiredEvent>) -> u64 {
        self.0.listeners.borrow_mut().add(path, name, cb)
    }

    pub(crate) fn remove_listener(&self, key: u64) {
        if let Ok(mut listeners) = self.0.listeners.try_borrow_mut() {
            listeners.remove(key);
        }
    }

    /// Records the resolved options of a select (shared, never copied).
    pub(crate) fn set_options(&self, path: &str, items: Rc<Items>) {
        let mut options = self.0.options.borrow_mut();
        if options
            .get(path)
            .is_none_or(|known| !Rc::ptr_eq(known, &items))
        {
            options.insert(path.to_string(), items);
        }
    }

    /// The resolved options of a select.
    pub(crate) fn options(&self, path: &str) -> Option<Rc<Items>> {
        self.0.options.borrow().get(path).cloned()
    }

    /// The schema entry of the select at `path`, shared: made once per form build, so views
    /// compare it by identity instead of by content (its `items` may hold 100,000 options).
    pub(crate) fn select_schema(&self, path: &str) -> Option<crate::select::SelectRef> {
        if let Some(known) = self.0.selects.borrow().get(path) {
            return Some(known.clone());
        }
        let made = self
            .read(|s| s.schema_entry_shared(path))
            .flatten()
            .and_then(crate::select::SelectRef::new)?;
        self.0
            .selects
            .borrow_mut()
            .insert(path.to_string(), made.clone());
        Some(made)
    }

    /// The schema entry of the element at `path` was replaced (its inline props changed):
    /// views read the new one (a select normalises its new items).
    pub(crate) fn entry_changed(&self, path: &str) {
        self.0.selects.borrow_mut().remove(path);
        self.mark(path);
    }

    /// Ends an `update_items(true)` disable that has no fetch to wait for.
    pub(crate) fn end_disable_while_loading(&self, path: &str) {
        let removed = self.0.disabled_while_loading.borrow_mut().remove(path);
        if removed {
            self.changed([path]);
        }
    }

    pub(crate) fn set_loading(&self, path: &str, loading: bool) {
        let enabled = !loading && self.0.disabled_while_loading.borrow_mut().remove(path);
        let before = self
            .0
            .loading
            .borrow_mut()
            .insert(path.to_string(), loading);
        if enabled || before != Some(loading) {
            self.changed([path]);
        }
    }

    /// Records that the element at `path` got (`true`) or lost (`false`) the focus. Nothing
    /// re-renders: the views that show focus keep their own state; this feeds `focused()`.
    pub(crate) fn set_focused(&self, path: &str, focused: bool) {
        let mut current = self.0.focused.borrow_mut();
        if focused {
            *current = Some(path.to_string());
        } else if current.as_deref() == Some(path) {
            *current = None;
        }
    }

    /// Hook point for `use_async_items`: the items request of `path` was answered (applied
    /// or failed). Wakes the `update_items_async` futures.
    pub(crate) fn items_answered(&self, path: &str) {
        *self
            .0
            .items_answers
            .borrow_mut()
            .entry(path.to_string())
            .or_insert(0) += 1;
        let waiters = std::mem::take(&mut *self.0.waiters.borrow_mut());
        for waker in waiters {
            waker.wake();
        }
    }

    /// How many items answers `path` has had (see [`Self::items_answered`]).
    pub(crate) fn items_answers(&self, path: &str) -> u64 {
        self.0
            .items_answers
            .borrow()
            .get(path)
            .copied()
            .unwrap_or(0)
    }

    pub(crate) fn items_epoch(&self, path: &str) -> u64 {
        self.0.items_epoch.borrow().get(path).copied().unwrap_or(0)
    }

    /// Marks the whole form changed without asking for a re-render (used while the form
    /// renders: the new generation reaches the elements through the context).
    pub(crate) fn touch(&self) {
        let tick = self.tick();
        self.0.generation.set(tick);
    }

    /// Re-renders the form and every element in it (form-wide operations).
    pub(crate) fn bump(&self) {
        self.touch();
        let rerender = self.0.rerender.borrow().clone();
        if let Some(rerender) = rerender {
            rerender.emit(());
        }
    }

    /// Fires the events, then re-renders: the whole form for a form-wide change (`scope`
    /// `None`), else the element at `scope`, the elements the events name and those that
    /// read a changed path.
    fn dispatch(&self, events: Vec<FormEvent>, old_data: Value, scope: Option<&str>) {
        let reach = match scope {
            Some(path) => Reach::Element(path),
            None => Reach::Form,
        };
        self.dispatch_to(events, old_data, reach);
    }

    /// [`dispatch`](Self::dispatch) re-rendering what `reach` says.
    fn dispatch_to(&self, events: Vec<FormEvent>, old_data: Value, reach: Reach<'_>) {
        let mut changed = false;
        let scope = match &reach {
            Reach::Element(path) => Some(*path),
            Reach::Form | Reach::Paths(_) => None,
        };
        let reached = scope.map(|path| {
            let mut paths: Vec<String> = vec![path.to_string()];
            for event in &events {
                if !paths.iter().any(|p| p == event.path()) {
                    paths.push(event.path().to_string());
                }
            }
            let dependents = self
                .read(|s| s.dependents(&paths.iter().map(String::as_str).collect::<Vec<_>>()))
                .unwrap_or_default();
            for dependent in dependents {
                if !paths.contains(&dependent) {
                    paths.push(dependent);
                }
            }
            paths
        });
        for event in events {
            match event {
                FormEvent::Element { path, event } => {
                    let (name, args) = match event {
                        ElementEvent::Change { new, old } => {
                            changed = true;
                            let (new, old) = self.current_language_pair(&path, new, old);
                            ("change", EventArgs::Change { new, old })
                        }
                        ElementEvent::Clear => ("clear", EventArgs::Clear),
                        ElementEvent::Reset => ("reset", EventArgs::Reset),
                    };
                    self.fire(&path, name, args);
                }
                FormEvent::AsyncCheck { path, check } => self.run_async_check(path, check),
                FormEvent::Debounce {
                    path,
                    wait_ms,
                    token,
                } => self.run_debounce(path, wait_ms, token),
                _ => {}
            }
        }
        match (&reached, &reach) {
            (Some(paths), _) => self.changed(paths.iter().map(String::as_str)),
            (None, Reach::Paths(paths)) => self.changed(paths.iter().map(String::as_str)),
            (None, _) => self.bump(),
        }
        let waiters = std::mem::take(&mut *self.0.waiters.borrow_mut());
        for waker in waiters {
            waker.wake();
        }
        if changed {
            let on_change = self.0.on_change.borrow().clone();
            if let Some(on_change) = on_change {
                on_change.emit((self.data(), old_data));
            }
        }
    }

    /// A translatable element's `change` carries the current language's content, as the
    /// spec says (`newValue (string), oldValue (string)`); other elements their whole value.
    fn current_language_pair(&self, path: &str, new: Value, old: Value) -> (Value, Value) {
        let language = self
            .read(|s| {
                s.el(path)
                    .filter(|e| e.is_multilingual())
                    .map(|_| s.language().to_string())
            })
            .flatten();
        match language {
            Some(lang) => (
                new.get(&lang).cloned().unwrap_or(Value::Null),
                old.get(&lang).cloned().unwrap_or(Value::Null),
            ),
            None => (new, old),
        }
    }

    /// Sends a server rule's request (with a time-out and an abort signal, see
    /// [`super::server_check`]) and feeds its outcome back.
    fn run_async_check(&self, path: String, check: yewform_core::rules::PendingCheck) {
        let Some(url) = self.read(|s| s.config().endpoint(check.check.endpoint).url) else {
            return;
        };
        spawn(super::server_check::run(self.clone(), path, url, check));
    }

    /// The server-rule requests in flight.
    pub(crate) fn server_checks<R>(
        &self,
        f: impl FnOnce(&mut super::server_check::InFlight) -> R,
    ) -> R {
        f(&mut self.0.server_checks.borrow_mut())
    }

    fn run_debounce(&self, path: String, wait_ms: u64, token: u64) {
        let form = self.clone();
        spawn(async move {
            gloo::timers::future::TimeoutFuture::new(u32::try_from(wait_ms).unwrap_or(u32::MAX))
                .await;
            let _ = form.write_at(&path, |state| Ok(state.debounce_elapsed(&path, token)));
        });
    }
}

/// Runs a future on the page (does nothing on the server, where effects never run).
pub(crate) fn spawn(future: impl std::future::Future<Output = ()> + 'static) {
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(future);
    #[cfg(not(target_arch = "wasm32"))]
    drop(future);
}

/// A handle on one element: every method and runtime property of the spec.
#[derive(Clone, Debug, PartialEq)]
pub struct ElementHandle {
    form: FormHandle,
    path: String,
}

impl ElementHandle {
    /// The element's path.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The id of the element's field: the `id` option, else derived from the path and the
    /// form's `id` (`yf-<form id>-<path>`, or `yf-<path>` in a form without an id).
    pub fn field_id(&self, id: Option<&str>) -> String {
        match (id, self.form.0.id_scope.borrow().as_deref()) {
            (Some(id), _) if !id.is_empty() => id.to_string(),
            (_, Some(scope)) => crate::ids::field_id(&format!("{scope}-{}", self.path), None),
            (_, None) => crate::ids::field_id(&self.path, None),
        }
    }

    /// The form it belongs to.
    pub fn form(&self) -> &FormHandle {
        &self.form
    }

    fn act(&self, action: ElementAction) -> Result<(), String> {
        let path = self.path.clone();
        self.form.write_at(&self.path, move |state| {
            state.apply(&path, action).map_err(|e| e.to_string())
        })
    }

    fn read<R>(&self, f: impl FnOnce(&FormState, &str) -> R) -> Option<R> {
        self.form.read(|state| f(state, &self.path))
    }

    /// Sets the value without formatting. For a select, a value that is not among the loaded
    /// options is refused unless `allowAbsent` is on (with `object`, an option object is
    /// checked by its `valueProp`).
    pub fn update(&self, value: Value) -> Result<(), String> {
        self.check_allowed(&value)?;
        self.act(ElementAction::Update(value))
    }

    /// Sets the value, through `formatLoad` when `format` is true. For a select, a (formatted)
    /// value that is not among the loaded options is refused unless `allowAbsent` is on, as
    /// with [`update`](Self::update).
    pub fn load(&self, value: Value, format: bool) -> Result<(), String> {
        let formatted = self
            .read(|s, p| match (s.el(p), s.schema_entry(p)) {
                (Some(el), Some(ElementSchema::Select(_))) => {
                    el.setup().format_load.clone().filter(|_| format)
                }
                _ => None,
            })
            .flatten()
            .map(|format_load| format_load(&value));
        match formatted {
            Some(formatted) => {
                self.check_allowed(&formatted)?;
                self.act(ElementAction::Load(formatted, false))
            }
            None => {
                self.check_allowed(&value)?;
                self.act(ElementAction::Load(value, format))
            }
        }
    }

    /// The user changed the value (the views call this).
    pub(crate) fn user_input(&self, value: Value) -> Result<(), String> {
        let path = self.path.clone();
        self.form.write_at(&self.path, move |state| {
            state.set_value(&path, value).map_err(|e| e.to_string())
        })
    }

    fn check_allowed(&self, value: &Value) -> Result<(), String> {
        let select = self
            .read(|s, p| match s.schema_entry(p) {
                Some(ElementSchema::Select(select)) => Some((
                    select.allow_absent,
                    select.object,
                    select.value_prop.clone(),
                )),
                _ => None,
            })
            .flatten();
        let (Some((allow_absent, object, value_prop)), Some(items)) =
            (select, self.form.options(&self.path))
        else {
            return Ok(());
        };
        if admits(&items, value, allow_absent, object, &value_prop) {
            Ok(())
        } else {
            let message = format!(
                "{}: {value} is not among the options (allowAbsent is off)",
                self.path
            );
            warn(&message);
            Err(message)
        }
    }

    /// Clears the value (`clear` event).
    pub fn clear(&self) -> Result<(), String> {
        self.act(ElementAction::Clear)
    }

    /// Restores the default and resets validation (`reset` event).
    pub fn reset(&self) -> Result<(), String> {
        self.act(ElementAction::Reset)
    }

    /// Removes the dirty state.
    pub fn clean(&self) -> Result<(), String> {
        self.act(ElementAction::Clean)
    }

    /// Hides the element.
    pub fn hide(&self) -> Result<(), String> {
        self.act(ElementAction::Hide)
    }

    /// Shows an element hidden by `hide()`.
    pub fn show(&self) -> Result<(), String> {
        self.act(ElementAction::Show)
    }

    /// Disables the element.
    pub fn disable(&self) -> Result<(), String> {
        self.act(ElementAction::Disable)
    }

    /// Enables the element, even when its `disabled` option disables it.
    pub fn enable(&self) -> Result<(), String> {
        self.act(ElementAction::Enable)
    }

    /// Checks every rule (every language for a translatable element). A filled value waits
    /// for the `debounce` (the element's or a rule's own): `debouncing()` is true and the
    /// error shows when the timer fires, as after a change. Server rules send their request;
    /// [`validate_async`](Self::validate_async) waits for everything.
    pub fn validate(&self) -> Result<(), String> {
        self.act(ElementAction::Validate)
    }

    /// Like [`validate`](Self::validate), resolving once every rule of the element has
    /// settled (debounce timers fired, server answers in): `true` when it is valid then.
    pub async fn validate_async(&self) -> bool {
        if self.validate().is_err() {
            return false;
        }
        self.form.settled(Some(self.path.clone())).await;
        !self.invalid()
    }

    /// Checks the rules of one language (default: the current one).
    pub fn validate_language(&self, language: Option<String>) -> Result<(), String> {
        self.act(ElementAction::ValidateLanguage(language))
    }

    /// Puts the validators back in their initial state.
    pub fn reset_validators(&self) -> Result<(), String> {
        self.act(ElementAction::ResetValidators)
    }

    /// Builds the validators again from the `rules` option as it is now (set with
    /// [`set_rules`](Self::set_rules); an inline element's changed `rules` prop does this by
    /// itself). [`reset_validators`](Self::reset_validators) only resets the validators the
    /// element has.
    pub fn reinit_validation(&self) -> Result<(), String> {
        self.act(ElementAction::ReinitValidation)
    }

    /// Changes the `rules` option; the validators follow at
    /// [`reinit_validation`](Self::reinit_validation), as in the reference. Fails on an
    /// unknown rule.
    pub fn set_rules(&self, rules: Value) -> Result<(), String> {
        let path = self.path.clone();
        self.form.write_at(&self.path, move |state| {
            state
                .set_rules(&path, rules)
                .map(|()| Vec::new())
                .map_err(|e| e.to_string())
        })
    }

    /// Removes the messages added by the app.
    pub fn clear_messages(&self) -> Result<(), String> {
        self.act(ElementAction::ClearMessages)
    }

    /// Adds a custom error to the message bag.
    pub fn add_error(&self, message: &str) -> Result<(), String> {
        self.act(ElementAction::AddError(message.to_string()))
    }

    /// Fetches the async options again (a select with an endpoint or function `items`).
    /// `disable` disables the element while fetching (native mode).
    pub fn update_items(&self, disable: bool) {
        {
            let mut epochs = self.form.0.items_epoch.borrow_mut();
            let epoch = epochs.entry(self.path.clone()).or_insert(0);
            *epoch = epoch.wrapping_add(1);
        }
        if disable {
            self.form
                .0
                .disabled_while_loading
                .borrow_mut()
                .insert(self.path.clone());
        }
        self.form.changed([self.path.as_str()]);
    }

    /// Adds a listener for `event` (`change`, `select`, `mounted`, …); returns a key that
    /// [`ElementHandle::remove_listener`] takes.
    pub fn on(&self, event: &str, callback: Callback<FiredEvent>) -> u64 {
        self.form.add_listener(&self.path, event, callback)
    }

    /// Removes every listener of `event`.
    pub fn off(&self, event: &str) {
        self.form.0.listeners.borrow_mut().off(&self.path, event);
    }

    /// Removes one listener added with [`ElementHandle::on`].
    pub fn remove_listener(&self, key: u64) {
        self.form.remove_listener(key);
    }

    /// Fires `event` with `args` to its listeners.
    pub fn fire(&self, event: &str, args: EventArgs) {
        self.form.fire(&self.path, event, args);
    }

    /// Fires a custom `event` with the caller's arguments (the spec's `fire(event, ...args)`):
    /// listeners receive them as [`EventArgs::Custom`], with the element.
    pub fn fire_with(&self, event: &str, args: Vec<Value>) {
        self.form.fire(&self.path, event, EventArgs::Custom(args));
    }

    /// The value.
    pub fn value(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.value().clone()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// `{name: value}`.
    pub fn data(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.data()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// `data` when available, else `{}`.
    pub fn available_data(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.available_data()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// What the element submits.
    pub fn request_data(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.request_data()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// The default value.
    pub fn default_value(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.default_value().clone()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    fn flag(&self, f: impl FnOnce(&FormState, &str) -> bool) -> bool {
        self.read(f).unwrap_or(false)
    }

    /// Modified since the last `clean`/`reset`.
    pub fn dirty(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.dirty()))
    }

    /// No value filled in.
    pub fn empty(&self) -> bool {
        self.flag(|s, p| s.el(p).is_none_or(|e| e.empty()))
    }

    /// Holds its default value.
    pub fn is_default(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.is_default()))
    }

    /// Shown: available and not hidden.
    pub fn visible(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.visible()))
    }

    /// Its conditions hold.
    pub fn available(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.available()))
    }

    /// Hidden with `hide()`.
    pub fn hidden(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.hidden()))
    }

    /// Disabled (also while an `update_items(true)` fetch runs).
    pub fn is_disabled(&self) -> bool {
        self.flag(|s, p| s.is_disabled(p))
            || self
                .form
                .0
                .disabled_while_loading
                .borrow()
                .contains(&self.path)
    }

    /// Every error message.
    pub fn errors(&self) -> Vec<String> {
        self.read(|s, p| s.errors(p)).unwrap_or_default()
    }

    /// The first error message.
    pub fn error(&self) -> Option<String> {
        self.read(|s, p| s.error(p)).flatten()
    }

    /// Any rule failing.
    pub fn invalid(&self) -> bool {
        self.flag(|s, p| s.invalid(p))
    }

    /// Validated at least once.
    pub fn validated(&self) -> bool {
        self.flag(|s, p| s.validated(p))
    }

    /// An async rule is running.
    pub fn pending(&self) -> bool {
        self.flag(|s, p| s.pending(p))
    }

    /// The element has the focus (its field, its search input, its editor surface or a
    /// control inside it such as the clear button).
    pub fn focused(&self) -> bool {
        self.form.0.focused.borrow().as_deref() == Some(self.path.as_str())
    }

    /// Pending or debouncing.
    pub fn busy(&self) -> bool {
        self.flag(|s, p| s.busy(p))
    }

    /// A debounced validation is waiting.
    pub fn debouncing(&self) -> bool {
        self.flag(|s, p| s.debouncing(p))
    }

    /// Has a `required` rule (whose conditions hold).
    pub fn is_required(&self) -> bool {
        self.flag(|s, p| s.is_required(p))
    }

    /// The selected language of the form.
    pub fn language(&self) -> String {
        self.form.language()
    }

    /// The form's language codes.
    pub fn languages(&self) -> Vec<String> {
        self.read(|s, _| s.languages().iter().map(|(code, _)| code.clone()).collect())
            .unwrap_or_default()
    }

    /// The select's normalised option store, shared by its views and its search: the same
    /// `Rc` until its items change (a value change, a search or `validate()` keep it).
    /// `None` before the select rendered.
    pub fn options_store(&self) -> Option<Rc<Items>> {
        self.form.options(&self.path)
    }

    /// The resolved options of a select, as `{value, label, disabled}` objects.
    pub fn resolved_options(&self) -> Vec<Value> {
        self.form
            .options(&self.path)
            .map(|items| {
                items
                    .options()
                    .map(|o| serde_json::json!({"value": o.value.to_value(), "label": o.label, "disabled": o.disabled}))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The spec's `isLoading`: a server rule is pending, the `loading` option is on, or the
    /// select is loading its options.
    pub fn is_loading(&self) -> bool {
        let option = self
            .read(|s, p| match s.schema_entry(p) {
                Some(ElementSchema::Select(select)) => select.loading,
                _ => false,
            })
            .unwrap_or(false);
        option || self.pending() || self.form.items_loading(&self.path)
    }
}

/// What a state change re-renders.
enum Reach<'a> {
    /// The whole form (form-wide operations).
    Form,
    /// The element at this path, the elements its events name and those that read it.
    Element(&'a str),
    /// Exactly these elements.
    Paths(Vec<String>),
}
