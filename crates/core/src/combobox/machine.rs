//! [`send`]: the combobox machine. Every DOM event of the dropdown comes in as an
//! [`Event`]; one reducer returns the next [`ComboState`] and the [`Effect`]s the adapter
//! applies in order (set the value, fire events, focus, scroll, `preventDefault`). Opening,
//! closing, committing, deselecting, creating (every `addOptionOn` key and blur) and
//! clearing are decided here, beside the keyboard ([`key_down`]).
//!
//! As Zag's combobox machine and react-stately's `useComboBoxState`: the view renders the
//! state ([`connect`](super::connect)) and forwards events; it decides nothing.

use serde_json::Value;

use super::commit::{close_list, commit, create, existing_option};
use super::effect::{Effect, Fired};
use super::event::Event;
use super::keys::{ComboContext, key_down};
use super::state::{ComboState, KeyEffect};
use crate::items::{OptionList, Row};
use crate::schema::{AddOptionOn, SelectSchema};

/// What the machine reads besides its state: the select's options and the list as shown.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The select's options (`canDeselect`, `closeOnSelect`, `create`, `object`, …).
    pub select: &'a SelectSchema,
    /// The options, created ones included.
    pub items: &'a dyn OptionList,
    /// The visible rows, in display order.
    pub rows: &'a [Row],
    /// The rows are shown reversed (the list is above the field).
    pub reversed: bool,
    /// The element's value.
    pub value: &'a Value,
    /// The row of the current value, when it is visible ([`selected_row`](super::selected_row)).
    pub selected_row: Option<usize>,
    /// The element is disabled: keys and clicks do nothing.
    pub disabled: bool,
    /// Rows per page for PageUp / PageDown.
    pub page: usize,
}

impl Context<'_> {
    /// The combobox has a search input (`search` or `create`).
    #[must_use]
    pub fn searchable(&self) -> bool {
        self.select.searches()
    }
}

/// Applies `event` to `state`: the next state and the effects, in order.
#[must_use]
pub fn send(mut state: ComboState, event: Event, ctx: &Context<'_>) -> (ComboState, Vec<Effect>) {
    state.orient(ctx.rows, ctx.reversed);
    let mut out = Vec::new();
    match event {
        Event::Key(press) => {
            if !ctx.disabled && !multi_key(&mut state, &press, ctx, &mut out) {
                key(&mut state, &press.as_key(), ctx, &mut out);
            }
        }
        #[cfg(feature = "multi")]
        Event::ChipKey(at, press) => {
            if !ctx.disabled && !press.composing && !press.ctrl_or_meta {
                super::multi::chip_key(&mut state, at, &press.key, ctx, &mut out);
            }
        }
        #[cfg(feature = "multi")]
        Event::Remove(at) => {
            if !ctx.disabled {
                super::multi::remove(&mut state, at, ctx, &mut out);
            }
        }
        #[cfg(feature = "multi")]
        Event::Shown => super::multi::remember_labels(&mut state, ctx, ctx.value),
        Event::Input(text) => {
            state.search.clone_from(&text);
            // The rows for the new text are not known yet: the first selectable one is
            // pointed once they are (`ComboState::pointer_in`).
            // With `create`, text that names no option is pointed at nothing, so Enter
            // creates it instead of picking a partial match (the reference's would-be
            // option heads the list).
            state.pointer = None;
            state.point_first = !creates_on_commit_key(&text, ctx);
            if !state.open {
                state.open = true;
                out.push(Effect::Fire(Fired::Open));
            }
            out.push(Effect::Fire(Fired::SearchChange(Some(text))));
        }
        Event::Toggle => {
            // An open list closes; a closed one opens at the value.
            if !ctx.disabled && !close_list(&mut state, &mut out) {
                state.open = true;
                // The value's row, else the first row that can be pointed (not a group
                // label without `groupSelect`, not a disabled option), as ArrowDown opens.
                state.pointer = ctx.selected_row.or_else(|| {
                    crate::items::Pointer::with_groups(ctx.rows, ctx.select.points_groups()).first()
                });
                out.push(Effect::Fire(Fired::Open));
            }
        }
        Event::Press(row) => {
            if !ctx.disabled {
                state.pointer = Some(row);
                commit(&mut state, row, true, ctx, &mut out);
            }
        }
        Event::FocusOut => {
            let pending = state.search.trim().to_owned();
            let select = ctx.select;
            if select.create
                && select.add_option_on.contains(&AddOptionOn::Blur)
                && !pending.is_empty()
            {
                create(&mut state, pending, ctx, &mut out);
            }
            close_list(&mut state, &mut out);
            // A multi-value list forgets an uncommitted search (the reference's
            // `clearOnBlur`), so the chips or "2 options selected" show again. A single
            // select keeps it (as its tests and docs say), Escape empties it.
            if ctx.select.is_multi() && !state.search.is_empty() {
                state.search.clear();
                out.push(Effect::Fire(Fired::SearchChange(Some(String::new()))));
            }
        }
        Event::Clear if ctx.disabled => {}
        Event::Clear => {
            // The chosen rows (`hideSelected`) and those the search text left out come
            // back: the pointer stays on its option.
            state.keep_pointed(ctx.rows);
            // `clear` before the value (and so `change`), as the element's `clear()`.
            out.push(Effect::Fire(Fired::Clear));
            out.push(Effect::SetValue(if ctx.select.is_multi() {
                Value::Array(Vec::new())
            } else {
                Value::Null
            }));
            super::commit::empty_search(&mut state, &mut out);
            out.push(Effect::Focus);
        }
    }
    // `showOptions: false`: the list never opens (no empty list, no "No options found",
    // `aria-expanded` false); the keys still create from the typed text.
    if never_opens(ctx.select) {
        state.open = false;
        out.retain(|e| {
            !matches!(
                e,
                Effect::Fire(Fired::Open | Fired::Close) | Effect::ScrollTo(_)
            )
        });
    }
    // The value last: the user's events (`select`, `deselect`, `tag`, `clear`,
    // `search-change`, `close`) fire before the element's `change`, as the reference's,
    // whose `change` comes from a watcher on the value that runs after its handlers.
    if let Some(at) = out.iter().position(|e| matches!(e, Effect::SetValue(_))) {
        let value = out.remove(at);
        // The chosen option's label is remembered here, from the options the user chose
        // it in, not only at the next `Shown`: an async search cleared on select
        // (`clearOnSearch`) may empty the options before that render.
        #[cfg(feature = "multi")]
        if let Effect::SetValue(next) = &value {
            super::multi::remember_labels(&mut state, ctx, next);
        }
        out.push(value);
    }
    (state, out)
}

/// The select never shows its list (`showOptions: false`, a multi-value list).
fn never_opens(select: &SelectSchema) -> bool {
    #[cfg(feature = "multi")]
    {
        select.multi.as_ref().is_some_and(|m| !m.show_options)
    }
    #[cfg(not(feature = "multi"))]
    {
        let _ = select;
        false
    }
}

/// Enter or Tab would create `text`: `create` with `enter` or `tab` in `addOptionOn`, text left after
/// trimming, and no option named by it ([`existing_option`]).
fn creates_on_commit_key(text: &str, ctx: &Context<'_>) -> bool {
    let select = ctx.select;
    let text = text.trim();
    select.create
        && (select.add_option_on.contains(&AddOptionOn::Enter)
            || select.add_option_on.contains(&AddOptionOn::Tab))
        && !text.is_empty()
        && existing_option(ctx.items, text, select).is_none()
}

/// The keys a multi-value list decides before the keyboard ([`key_down`]): Backspace (or
/// Delete) with no search text removes the last chip, ArrowLeft with no search text moves to
/// the chips (tags). `true` when the key was taken.
#[cfg(feature = "multi")]
fn multi_key(
    state: &mut ComboState,
    press: &super::event::KeyPress,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    if ctx.select.multi.is_none() || press.composing || press.ctrl_or_meta {
        return false;
    }
    match press.key.as_str() {
        // Issue 32: "Backspace/Delete removes the focused or last chip".
        "Backspace" | "Delete" => super::multi::backspace(state, ctx, out),
        "ArrowLeft" => super::multi::arrow_left(state, ctx, out),
        _ => false,
    }
}

#[cfg(not(feature = "multi"))]
fn multi_key(
    _: &mut ComboState,
    _: &super::event::KeyPress,
    _: &Context<'_>,
    _: &mut Vec<Effect>,
) -> bool {
    false
}

/// A key: the keyboard's decision ([`key_down`]), then its commits and creations.
fn key(
    state: &mut ComboState,
    key: &super::keys::Key<'_>,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) {
    let was_open = state.open;
    // A key accepts the pointed option in a single select: Enter, Space, Alt+ArrowUp and Tab
    // set the value to it and never deselect it (APG: "sets the value" and closes; reopening
    // points the value, so "open, Enter" must not empty the field, as a native select). Only
    // a pointer press on the selected option deselects it (`canDeselect`). In a multi-value
    // list Enter and Space toggle the pointed option; Alt+ArrowUp and Tab never do.
    let toggle = ctx.select.is_multi() && !(key.alt && key.key == "ArrowUp") && key.key != "Tab";
    // Tab listed in `addOptionOn` adds the pointed option to a multi-value list, as Enter
    // does (it never removes one).
    let adds = key.key == "Tab"
        && ctx.select.create
        && ctx.select.add_option_on.contains(&AddOptionOn::Tab);
    let keys = ComboContext {
        rows: ctx.rows,
        items: ctx.items,
        searchable: ctx.searchable(),
        selected_row: ctx.selected_row,
        create: ctx.select.create,
        add_option_on: &ctx.select.add_option_on,
        page: ctx.page,
        point_groups: ctx.select.points_groups(),
    };
    let mut closed = false;
    for effect in key_down(state, key, &keys) {
        match effect {
            KeyEffect::PreventDefault => out.push(Effect::PreventDefault),
            KeyEffect::StopPropagation => out.push(Effect::StopPropagation),
            KeyEffect::Open => out.push(Effect::Fire(Fired::Open)),
            KeyEffect::Close => {
                if was_open && !closed {
                    out.push(Effect::Fire(Fired::Close));
                    closed = true;
                }
            }
            KeyEffect::Commit(row) if adds => closed |= super::commit::add(state, row, ctx, out),
            KeyEffect::Commit(row) => closed |= commit(state, row, toggle, ctx, out),
            KeyEffect::Create(text) => closed |= create(state, text, ctx, out),
            KeyEffect::ClearSearch => {
                out.push(Effect::Fire(Fired::SearchChange(Some(String::new()))))
            }
            KeyEffect::ScrollTo(row) => out.push(Effect::ScrollTo(row)),
        }
    }
}
