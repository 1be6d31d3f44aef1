//! `use_element`: registers an element in its form, wires its event props and lifecycle
//! events, and hands the view an `ElementHandle`.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::element::ElementState;
use yewform_core::schema::ElementSchema;

use super::use_element_slice::use_path_subscription;
use crate::events::{EventArgs, FiredEvent, Lifecycle};
use crate::form::{ElementHandle, FormContext};

/// Event props of an element, by spec event name (`change`, `select`, `mounted`, …).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ElementListeners(pub Vec<(&'static str, Callback<FiredEvent>)>);

impl ElementListeners {
    /// Adds `callback` for `event` when it is set.
    pub fn with(mut self, event: &'static str, callback: &Option<Callback<FiredEvent>>) -> Self {
        if let Some(callback) = callback {
            self.0.push((event, callback.clone()));
        }
        self
    }
}

/// Registers the element `name` and keeps it in step with its props, keeps `listeners`
/// subscribed, fires the lifecycle events in the spec's order (see *Order*), and returns the
/// element's handle with the form context (an error text outside a form, or when the inline
/// options it is registered with are invalid; new options the form refuses later leave the
/// element as it was, with its value, and the browser console says why). A component that
/// calls hooks after this one calls them at every render, an error included, and shows the
/// error after them: Yew requires the same hooks at every render, and an element refused
/// once registers when its props are mended.
///
/// When the element is not in the form's schema, `inline(props)` gives its options as schema
/// JSON. It is called when the element is registered and again only when `props` differ from
/// the props it was last called with (a cheap comparison: shared items and options compare by
/// pointer), so large inline items are not rebuilt on every render. Changed options reach the
/// form state as any Yew component's props do: rules are parsed again, items normalised
/// again, labels, conditions and `disabled` follow, and the value is kept
/// ([`FormState::update_schema_element`](yewform_core::form::FormState::update_schema_element)).
/// An element read from the form's schema never takes options from its props.
///
/// The element subscribes to its own path (in an effect): it re-renders when a change reaches
/// that path (its own, or one its conditions, rules or endpoint variables read) or the whole
/// form, not when another element changes. Its view subscribes to the same path (the
/// built-in views call `use_view_subscription`), so the view re-renders with it.
///
/// # Order
///
/// A render only reads the form state, with one exception: registering an inline element, or
/// giving it changed options, happens in the render that received its props (with the
/// select's and editor's function props, `format_data`, `condition`, …, named in the form's
/// functions as `inline:<path>:<option>`). The element renders from its entry in that same
/// render; server rendering runs no effects (the server-rendered markup must show the
/// element); and options applied in an effect would render the old options once, then again,
/// and would need a second path to show an options error (tried: it grew the select-only app
/// by 0.3 KB gzip). Everything else runs in one effect after every render, in this order:
///
/// 1. the event props are (re-)subscribed as listeners (on the first effect, `off()` of an
///    earlier mount is forgotten first);
/// 2. first effect: `beforeCreate`, `created`, `beforeMount`, then the element counts as
///    mounted; later effects: `beforeUpdate`;
/// 3. the views that changed inline options reached re-render;
/// 4. `mounted` (first effect) or `updated`.
///
/// The spec's lifecycle order holds (`beforeCreate`, `created`, `beforeMount`, `mounted`,
/// `beforeUpdate`, `updated`, then `beforeUnmount`, `unmounted` at unmount), but
/// `beforeCreate` … `beforeMount` and `beforeUpdate` fire after the render they precede
/// (Yew has no hook before a render without writing state in it): a listener of
/// `beforeMount` already finds the element registered and its DOM in place, one of
/// `beforeUpdate` finds the new render's DOM, and the element's own child views may have
/// run their effects already. A server render fires no lifecycle event and subscribes no
/// listener.
#[hook]
pub fn use_element<P, I>(
    name: &str,
    props: &P,
    inline: impl FnOnce(&P) -> Option<I>,
    listeners: ElementListeners,
) -> Result<(ElementHandle, FormContext), String>
where
    P: PartialEq + Clone + 'static,
    I: Into<InlineOptions>,
{
    let mut inline = Some(inline);
    // `previous`: the props the inline options were last read from (`None`: a schema
    // element), kept in the element's track (no hook of its own per props type, docs/size.md).
    // `found`: `None` when the form has no such element, else whether it is detached.
    let mut read = |found: Option<bool>, previous: &mut Previous| {
        let exists = found.is_some();
        // An inline element rendered again after the page removed it: its props as they
        // are now, and it counts as inline again (its first effect puts it back).
        if found == Some(true) && previous.is_none() {
            return match inline.take().and_then(|inline| inline(props)) {
                Some(options) => {
                    *previous = Some(Box::new(props.clone()));
                    Inline::Update(options.into())
                }
                None => Inline::Keep,
            };
        }
        let changed = exists
            && previous
                .as_ref()
                .and_then(|p| p.downcast_ref::<P>())
                .is_some_and(|p| p != props);
        if changed {
            *previous = Some(Box::new(props.clone()));
            return match inline.take().and_then(|inline| inline(props)) {
                Some(options) => Inline::Update(options.into()),
                None => Inline::Keep,
            };
        }
        if exists {
            return Inline::Keep;
        }
        match inline.take().and_then(|inline| inline(props)) {
            Some(options) => {
                *previous = Some(Box::new(props.clone()));
                Inline::Register(options.into())
            }
            None => Inline::Missing,
        }
    };
    use_element_with(name, &mut read, listeners)
}

/// What an element's props ask of the form state at a render (see [`use_element`]).
enum Inline {
    /// Registered, options unchanged (or a schema element).
    Keep,
    /// Registered, with these changed options.
    Update(InlineOptions),
    /// Not registered yet: these options.
    Register(InlineOptions),
    /// Not registered and no options: not in the form's schema.
    Missing,
}

/// The part of [`use_element`] that does not depend on the props' type (one copy in the
/// wasm for every element type, docs/size.md): `read(exists, previous)` says what the props ask
/// for (`previous`: the props it last read, kept in the track).
#[hook]
fn use_element_with(
    name: &str,
    read: &mut dyn FnMut(Option<bool>, &mut Previous) -> Inline,
    listeners: ElementListeners,
) -> Result<(ElementHandle, FormContext), String> {
    let context = use_context::<FormContext>();
    // Inside an inline object or group: the child's path there (`address.city`).
    #[cfg(feature = "nested")]
    let scope = use_context::<crate::nested::ContainerScope>().filter(|s| !s.container.is_empty());
    #[cfg(feature = "nested")]
    let path = crate::nested::scoped_path(scope.as_ref(), name);
    #[cfg(not(feature = "nested"))]
    let path = name.to_string();
    // What the element keeps between renders, in one cell (one hook state type, docs/size.md).
    let track = use_mut_ref(|| Track {
        first: true,
        keys: Vec::new(),
        changed: None,
        rendered: std::rc::Rc::default(),
        previous: None,
        #[cfg(feature = "list")]
        path: String::new(),
    });
    // The version this element last rendered with.
    let rendered = track.borrow().rendered.clone();
    // Registered on every render when missing: a rebuilt form state (new schema) gets its
    // inline elements back.
    let registration = match &context {
        None => Err(outside_form(&path)),
        Some(context) => {
            let found = context
                .handle
                .read(|s| {
                    s.el(&path)
                        .map(yewform_core::element::ElementState::detached)
                })
                .flatten();
            // What `read` notes of replaced function props is this element's alone.
            context.handle.take_replaced();
            // The track's borrow ends before the arms borrow it again.
            let asked = read(found, &mut track.borrow_mut().previous);
            match asked {
                Inline::Keep => Ok(()),
                Inline::Update(options) => {
                    match update(context, &path, options) {
                        Ok(changed) => track.borrow_mut().changed = changed,
                        // Refused new options changed nothing in the form: the element
                        // renders on with the ones it had (an error here would end the
                        // component's render before its other hooks, which Yew's debug
                        // build refuses after a full render), and the console says why.
                        Err(error) => crate::form::handle::warn(&format!(
                            "{path}: new options refused, the previous ones stay: {error}"
                        )),
                    }
                    Ok(())
                }
                #[cfg(feature = "nested")]
                Inline::Register(options) if scope.is_some() => {
                    crate::nested::register_child(context, scope.as_ref(), name, options)
                }
                Inline::Register(options) => register(context, &path, options),
                Inline::Missing => Err(missing(&path)),
            }
        }
    };

    // Listeners and lifecycle events, in an effect (a render subscribes nothing and fires
    // nothing; server rendering runs no effects, so it fires no lifecycle event). The effect
    // runs after every render: the prop listeners are re-subscribed there, so changed
    // callbacks take effect (an event removed with `off(event)` stays removed), then the
    // events fire in the spec's order (see `use_element`).
    {
        let context = context.clone();
        let path = path.clone();
        let track = track.clone();
        // Boxed: one instantiation of Yew's effect hook for every caller (docs/size.md).
        use_effect::<Box<dyn FnOnce()>, ()>(Box::new(move || {
            if let Some(context) = &context {
                let handle = context.handle.el(&path);
                let was_first = std::mem::replace(&mut track.borrow_mut().first, false);
                #[cfg(feature = "list")]
                track.borrow_mut().path.clone_from(&path);
                if was_first {
                    context.handle.unsilence(&path);
                    // An inline element rendered again is back in the form (a read first: no
                    // write at every inline element's mount).
                    let detached = track.borrow().previous.is_some()
                        && context
                            .handle
                            .read(|s| s.el(&path).is_some_and(ElementState::detached))
                            .unwrap_or(false);
                    if detached {
                        let _ = context.handle.write(|s| Ok(s.detach(&path, false)));
                    }
                }
                remove_listeners(&handle, &track);
                let mut new_keys = Vec::with_capacity(listeners.0.len());
                for (event, callback) in listeners.0 {
                    new_keys.extend(context.handle.add_prop_listener(&path, event, callback));
                }
                track.borrow_mut().keys = new_keys;
                if was_first {
                    for event in [
                        Lifecycle::BeforeCreate,
                        Lifecycle::Created,
                        Lifecycle::BeforeMount,
                    ] {
                        handle.fire(event.as_str(), EventArgs::None);
                    }
                    context.handle.set_mounted(&path, true);
                } else {
                    handle.fire(Lifecycle::BeforeUpdate.as_str(), EventArgs::None);
                }
                // Changed options reached other elements (availability, readers of this
                // one): they re-render now, after this render (never from inside it).
                let changed = track.borrow_mut().changed.take();
                if let Some(changed) = changed {
                    context.handle.notify(&changed);
                }
                let event = if was_first {
                    Lifecycle::Mounted
                } else {
                    Lifecycle::Updated
                };
                handle.fire(event.as_str(), EventArgs::None);
            }
        }));
    }
    // Re-render when a change reaches this path (subscribed in an effect, so a render never
    // subscribes; a change between the render and the effect re-renders at once).
    use_path_subscription(
        context.as_ref().map(|c| c.handle.clone()),
        &path,
        rendered.clone(),
    );
    {
        let context = context.clone();
        let path = path.clone();
        let track = track.clone();
        // yew-hooks' `use_effect_once`, its destructor run when the element unmounts (its
        // `use_unmount` keeps the latest closure in a cell of its own: 0.5 KB gzip more).
        yew_hooks::use_effect_once(move || {
            move || {
                if let Some(context) = &context {
                    // A list item's element renumbered since it mounted: its current path.
                    #[cfg(feature = "list")]
                    let path = match track.borrow().path.as_str() {
                        "" => path,
                        current => current.to_owned(),
                    };
                    // A removed item's: its own listeners heard it; the path is another's.
                    #[cfg(feature = "list")]
                    if context.handle.unmount_removed(&path) {
                        remove_listeners(&context.handle.el(&path), &track);
                        return;
                    }
                    let handle = context.handle.el(&path);
                    // The element's own listeners are still subscribed for these two.
                    handle.fire(Lifecycle::BeforeUnmount.as_str(), EventArgs::None);
                    handle.fire(Lifecycle::Unmounted.as_str(), EventArgs::None);
                    context.handle.set_mounted(&path, false);
                    remove_listeners(&handle, &track);
                    // An inline element the page stopped rendering leaves the form (its
                    // data, request data and validation), as the reference's do.
                    if track.borrow().previous.is_some() {
                        let _ = context.handle.write(|s| Ok(s.detach(&path, true)));
                    }
                }
            }
        });
    }

    registration?;
    let context = context.ok_or_else(|| outside_form(&path))?;
    *rendered.borrow_mut() = context.handle.version(&path);
    Ok((context.handle.el(&path), context))
}

/// What [`use_element_with`] keeps between renders.
struct Track {
    /// Not rendered yet (set back in the first effect).
    first: bool,
    /// The keys of the prop listeners subscribed by the last effect.
    keys: Vec<u64>,
    /// What changed options changed (the element, those whose availability followed and
    /// their readers): re-rendered after this render, in the effect.
    changed: Option<yewform_core::form::Changed>,
    /// The version this element last rendered with (kept here, not in a hook of its own:
    /// one `use_mut_ref` instantiation less, docs/size.md).
    rendered: std::rc::Rc<std::cell::RefCell<u64>>,
    /// The path of the last effect: a list item's element keeps its view when a list
    /// change renumbers it, and unmounts under its current path.
    #[cfg(feature = "list")]
    path: String,
    /// The props (of [`use_element`]'s props type) the inline options were last read from;
    /// `None` for a schema element.
    previous: Previous,
}

/// The props an element's inline options were last read from, of any props type.
type Previous = Option<Box<dyn std::any::Any>>;

/// Removes the prop listeners subscribed by the last effect (one copy for the effect and the
/// unmount, docs/size.md).
#[inline(never)]
fn remove_listeners(handle: &ElementHandle, track: &std::cell::RefCell<Track>) {
    for key in track.borrow_mut().keys.drain(..) {
        handle.remove_listener(key);
    }
}

/// An element's handle for the hooks after [`use_element`], with the error to show in place
/// of its field once they ran. Yew requires the same hooks at every render of a component
/// (its debug build panics otherwise), and an element whose inline options are refused at
/// one render registers at a later one when its props are mended: so a refused element still
/// calls every hook after `use_element`, with the handle of its name in the form (which
/// names no element yet), and shows the error after them. Outside a `<Form>` there is no
/// handle: `Err` with the error, at every render of that component (it cannot enter a form
/// without being mounted again).
#[cfg(any(feature = "nested", feature = "static", feature = "button"))]
pub(crate) fn handle_after_refusal(
    element: Result<(ElementHandle, FormContext), String>,
    form: Option<&crate::form::FormHandle>,
    name: &str,
) -> Result<(ElementHandle, Option<String>), String> {
    match (element, form) {
        (Ok((handle, _)), _) => Ok((handle, None)),
        (Err(error), Some(form)) => Ok((form.el(name), Some(error))),
        (Err(error), None) => Err(error),
    }
}

/// The error of an element neither in the form's schema nor given inline options.
#[cold]
fn missing(path: &str) -> String {
    format!("{path}: no such element in the form")
}

/// The error of an element outside a `<Form>`.
#[cold]
fn outside_form(path: &str) -> String {
    format!("{path}: a yewform element must be inside a <Form>")
}

/// Gives the inline element at `path` its changed options; returns the views they changed
/// (to re-render after this render). Options equal to the element's entry change nothing,
/// unless one of its function props was replaced by another function (a new closure keeps
/// its name in the entry: `put_inline_functions` notes it on the form), so the entry is read
/// again to resolve the new one.
fn update(
    context: &FormContext,
    path: &str,
    options: InlineOptions,
) -> Result<Option<yewform_core::form::Changed>, String> {
    let replaced = context.handle.take_replaced();
    let entry = options.read(path, context)?;
    let same = !replaced
        && context
            .handle
            .read(|s| s.schema_entry(path) == Some(&entry))
            .unwrap_or(true);
    if same {
        return Ok(None);
    }
    let outcome = context.handle.mutate(|state| {
        state
            .update_schema_element(path, entry)
            .map_err(|e| e.to_string())
    })??;
    // A list given another item schema built its items again: what the form kept for the
    // old ones (listeners, checks in flight) goes, as for removed items.
    #[cfg(feature = "list")]
    if !outcome.renamed.is_empty() {
        context.handle.follow_renamed(&outcome.renamed);
    }
    Ok(Some(outcome.changed))
}

/// Reads an inline element's options (moved in: a select's items are not copied) and adds it
/// to the form.
fn register(context: &FormContext, path: &str, options: InlineOptions) -> Result<(), String> {
    let entry = options.read(path, context)?;
    context.handle.mutate(|state| {
        state
            .add_schema_element(path, entry)
            .map_err(|e| e.to_string())
    })?
}

/// An inline element's options: its schema JSON, and a select's `items` shared with the
/// prop instead of copied into the JSON.
#[derive(Debug, Clone, PartialEq)]
pub struct InlineOptions {
    /// The options as schema JSON (camelCase keys, `type` included).
    pub options: Value,
    /// A select's `items` (the entry holds this value; an `items` key of `options` is
    /// ignored then).
    pub items: Option<std::sync::Arc<Value>>,
    /// A select's items built in Rust (the entry shares this store; wins over `items`).
    pub store: Option<std::sync::Arc<yewform_core::items::OptionStore>>,
}

impl From<Value> for InlineOptions {
    fn from(options: Value) -> Self {
        Self {
            options,
            items: None,
            store: None,
        }
    }
}

impl InlineOptions {
    /// The schema entry at `path` (an error when it needs the `http` feature and the build
    /// leaves it out).
    /// The schema entry, for an element written inside an inline container.
    #[cfg(feature = "nested")]
    pub(crate) fn read_entry(
        self,
        path: &str,
        context: &FormContext,
    ) -> Result<ElementSchema, String> {
        self.read(path, context)
    }

    /// Read with the form's rules, operators and expression functions (its registry's), as
    /// a schema entry is.
    fn read(self, path: &str, context: &FormContext) -> Result<ElementSchema, String> {
        let functions = context
            .handle
            .read(|s| s.functions().clone())
            .unwrap_or_default();
        ElementSchema::from_owned_in(
            path,
            self.options,
            self.items,
            self.store,
            functions.registries(),
        )
        .map_err(|e| e.to_string())
        .and_then(|entry| crate::form::needs_http::in_entry(path, &entry).map_or(Ok(entry), Err))
    }
}
