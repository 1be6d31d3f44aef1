//! [`use_combobox`]: the bridge between the dropdown's DOM and core's combobox machine
//! ([`yewform_core::combobox::send`]). The view forwards each DOM event as a core
//! [`Event`]; [`ComboSender::send`] runs the reducer (through `use_reducer`, so the state is
//! always the newest one, even in a callback made several renders ago), applies the effects
//! in order (the value, the element events, the focus, the scroll, `preventDefault`) and the
//! component renders once. The adapter decides nothing.

use std::cell::RefCell;
use std::rc::Rc;

#[cfg(feature = "multi")]
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::combobox::{ComboState, Context, Effect, Event, Fired, send};
use yewform_core::items::{OptionStore, Row};

use crate::entry_ref::SelectRef;
use crate::events::EventArgs;
use crate::form::ElementHandle;

/// What the list shows for a search text: the rows, computed once per (items, search).
pub(crate) struct Listing {
    /// The visible rows, in display order.
    pub rows: Vec<Row>,
    /// How many of them are options.
    pub option_rows: usize,
    /// How many of them are enabled group headers (options too when a multi-value list
    /// points them: `groupSelect`).
    pub enabled_groups: usize,
}

impl Listing {
    /// The listing of `rows`.
    pub fn new(rows: Vec<Row>) -> Listing {
        let option_rows = rows
            .iter()
            .filter(|r| matches!(r, Row::Option { .. }))
            .count();
        // Only a multi-value list's headers are options (`groupSelect`).
        #[cfg(feature = "multi")]
        let enabled_groups = rows
            .iter()
            .filter(|r| {
                matches!(
                    r,
                    Row::Group {
                        disabled: false,
                        ..
                    }
                )
            })
            .count();
        #[cfg(not(feature = "multi"))]
        let enabled_groups = 0;
        Listing {
            rows,
            option_rows,
            enabled_groups,
        }
    }
}

/// The combobox state, as `use_reducer` keeps it.
#[derive(PartialEq)]
pub(crate) struct Machine(ComboState);

/// One event for the reducer, with what the machine reads and where its effects go.
pub(crate) struct Step {
    event: Event,
    env: Rc<SendEnv>,
    effects: Rc<RefCell<Vec<Effect>>>,
}

impl Reducible for Machine {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let env = &step.env;
        let value = env.handle.value();
        let ctx = Context {
            select: &env.select,
            items: &*env.items,
            rows: &env.listing.rows,
            reversed: env.reversed,
            value: &value,
            selected_row: env.selected_row,
            disabled: env.disabled,
            page: env.page,
        };
        let (next, effects) = send(self.0.clone(), step.event, &ctx);
        step.effects.borrow_mut().extend(effects);
        if next == self.0 {
            self
        } else {
            Rc::new(Machine(next))
        }
    }
}

/// What the machine reads from one render, and what applies its view effects.
pub(crate) struct SendEnv {
    pub handle: ElementHandle,
    pub select: SelectRef,
    /// The options, created ones included.
    pub items: std::sync::Arc<OptionStore>,
    pub listing: Rc<Listing>,
    /// The rows are shown reversed (the list is above the field).
    pub reversed: bool,
    pub selected_row: Option<usize>,
    pub disabled: bool,
    /// Rows per page (PageUp / PageDown).
    pub page: usize,
    /// The combobox, focused by [`Effect::Focus`].
    pub focus: NodeRef,
    /// Scrolls a row into view ([`Effect::ScrollTo`]).
    pub scroll_to: Callback<usize>,
    /// The chips' container (a multi-value list): [`Effect::FocusChip`] focuses the remove
    /// button `[data-chip="<index>"]` in it.
    #[cfg(feature = "multi")]
    pub chips: NodeRef,
    /// Says an [`Effect::Announce`] in the live region, with the value it was said for
    /// (the value the same step sets).
    #[cfg(feature = "multi")]
    pub announce: Callback<(
        yewform_core::combobox::multi::Announcement,
        yewform_core::Value,
    )>,
    /// A chip to focus after the render a value change causes (its node may be the one
    /// removed); the dropdown's effect focuses it ([`focus_chip`]).
    #[cfg(feature = "multi")]
    pub pending_chip: Rc<std::cell::Cell<Option<usize>>>,
}

/// Focuses the remove button of the chip `at` in `chips`; `false` when there is none.
#[cfg(feature = "multi")]
pub(crate) fn focus_chip(chips: &NodeRef, at: usize) -> bool {
    let mut selector = String::from("[data-chip=\"");
    selector.push_str(&at.to_string());
    selector.push_str("\"]");
    let chip = chips
        .cast::<web_sys::Element>()
        .and_then(|chips| chips.query_selector(&selector).ok().flatten())
        .and_then(|chip| chip.dyn_into::<web_sys::HtmlElement>().ok());
    chip.is_some_and(|chip| chip.focus().is_ok())
}

/// The combobox's state and its dispatcher.
#[derive(Clone)]
pub(crate) struct Combobox {
    state: UseReducerHandle<Machine>,
}

impl Combobox {
    /// The state (the newest one).
    pub fn state(&self) -> &ComboState {
        &self.state.0
    }

    /// A sender for the events of this render.
    pub fn sender(&self, env: SendEnv) -> ComboSender {
        ComboSender {
            dispatcher: self.state.dispatcher(),
            env: Rc::new(env),
        }
    }
}

/// Sends the dropdown's events to core and applies the effects (cheap to clone).
#[derive(Clone)]
pub(crate) struct ComboSender {
    dispatcher: UseReducerDispatcher<Machine>,
    env: Rc<SendEnv>,
}

impl PartialEq for ComboSender {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.env, &other.env)
    }
}

impl ComboSender {
    /// Runs `event` through the machine and applies its effects, in order; `dom` is the
    /// DOM event (for `preventDefault`).
    pub fn send(&self, event: Event, dom: Option<&web_sys::Event>) {
        let effects = Rc::new(RefCell::new(Vec::new()));
        self.dispatcher.dispatch(Step {
            event,
            env: self.env.clone(),
            effects: effects.clone(),
        });
        let effects = std::mem::take(&mut *effects.borrow_mut());
        let handle = &self.env.handle;
        // The value the step sets: the machine puts it last (its `change` after the user's
        // events).
        let set_value = effects.iter().find_map(|e| match e {
            Effect::SetValue(v) => Some(v.clone()),
            _ => None,
        });
        // A chip focus of the same step waits for the chips the new value renders; an
        // announcement is said for the value the step sets (a list the machine built without
        // repeats, kept as it is).
        #[cfg(feature = "multi")]
        let (value_set, said_for) = (set_value.is_some(), set_value.clone());
        // The value is in the state before the `select`, `deselect` and `clear` listeners run
        // (they read the new value, as the reference's, which updates its model before
        // emitting them; `tag` comes before, with the old one); its `change`, re-renders and
        // `on_change` wait for the machine's `SetValue`, last.
        let mut value_at = set_value;
        let mut deferred = None;
        for effect in effects {
            match effect {
                Effect::SetValue(value) => match deferred.take() {
                    Some(deferred) => handle.form().run_deferred(deferred),
                    None => {
                        let _ = handle.user_input(value);
                    }
                },
                Effect::Fire(fired) => {
                    if matches!(fired, Fired::Select(_) | Fired::Deselect(_) | Fired::Clear) {
                        if let Some(value) = value_at.take() {
                            deferred = handle.user_input_deferred(value).ok();
                        }
                    }
                    let name = fired.name();
                    let args = match fired {
                        Fired::Open | Fired::Close => EventArgs::None,
                        Fired::Select(option) | Fired::Deselect(option) => {
                            EventArgs::Option(option)
                        }
                        Fired::Clear => EventArgs::Clear,
                        Fired::SearchChange(text) => EventArgs::Search(text),
                        #[cfg(feature = "multi")]
                        Fired::Tag(text) => EventArgs::Tag(text),
                        // A variant of a core feature this build's adapter leaves out.
                        #[allow(unreachable_patterns)]
                        _ => EventArgs::None,
                    };
                    handle.fire(name, args);
                }
                Effect::Focus => {
                    if let Some(combobox) = self.env.focus.cast::<web_sys::HtmlElement>() {
                        let _ = combobox.focus();
                    }
                }
                Effect::ScrollTo(row) => self.env.scroll_to.emit(row),
                Effect::PreventDefault => {
                    if let Some(dom) = dom {
                        dom.prevent_default();
                    }
                }
                Effect::StopPropagation => {
                    if let Some(dom) = dom {
                        dom.stop_propagation();
                    }
                }
                #[cfg(feature = "multi")]
                Effect::FocusChip(at) => {
                    // After a value change the chips render again first: the focus moves
                    // then (the node of a removed chip goes away).
                    if value_set {
                        self.env.pending_chip.set(Some(at));
                    } else if !focus_chip(&self.env.chips, at) {
                        if let Some(combobox) = self.env.focus.cast::<web_sys::HtmlElement>() {
                            let _ = combobox.focus();
                        }
                    }
                }
                #[cfg(feature = "multi")]
                Effect::Announce(announcement) => {
                    let value = said_for.clone().unwrap_or_else(|| handle.value());
                    self.env.announce.emit((announcement, value));
                }
                // A variant of a core feature this build's adapter leaves out.
                #[allow(unreachable_patterns)]
                _ => {}
            }
        }
    }

    /// A callback sending `event` (for a part's handler).
    pub fn callback<E: AsRef<web_sys::Event> + 'static>(
        &self,
        event: impl Fn(&E) -> Option<Event> + 'static,
    ) -> Callback<E> {
        let sender = self.clone();
        Callback::from(move |dom: E| {
            if let Some(e) = event(&dom) {
                sender.send(e, Some(dom.as_ref()));
            }
        })
    }
}

/// The combobox machine of one dropdown.
#[hook]
pub(crate) fn use_combobox() -> Combobox {
    Combobox {
        state: use_reducer(|| Machine(ComboState::default())),
    }
}
