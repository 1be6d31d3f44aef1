//! [`key_down`]: one key, its effects.

use super::state::{ComboState, KeyEffect};
use super::typeahead::{self, TYPEAHEAD_RESET_MS};
use crate::items::{OptionList, Pointer, Row};
use crate::schema::AddOptionOn;

/// A key event, as the view reads it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Key<'a> {
    /// `KeyboardEvent.key` (`ArrowDown`, `Enter`, `a`, …).
    pub key: &'a str,
    /// Alt was held.
    pub alt: bool,
    /// Ctrl or Meta was held (shortcuts are left to the browser).
    pub ctrl_or_meta: bool,
    /// An IME composition is running: no key commits or moves.
    pub composing: bool,
    /// A clock in milliseconds (for type-ahead).
    pub now_ms: f64,
}

/// What the keyboard needs to know about the list.
#[derive(Debug, Clone, Copy)]
pub struct ComboContext<'a> {
    /// The visible rows, in display order.
    pub rows: &'a [Row],
    /// The options the rows point into.
    pub items: &'a dyn OptionList,
    /// The combobox has a search input (`search` or `create`).
    pub searchable: bool,
    /// The row of the current value, when it is visible.
    pub selected_row: Option<usize>,
    /// Options can be created.
    pub create: bool,
    /// The keys that create an option.
    pub add_option_on: &'a [AddOptionOn],
    /// Rows per page for PageUp / PageDown.
    pub page: usize,
    /// Enabled group headers can be pointed (a multi-value list with `groupSelect`:
    /// [`SelectSchema::points_groups`](crate::schema::SelectSchema::points_groups)).
    pub point_groups: bool,
}

impl ComboContext<'_> {
    fn creates_on(&self, key: AddOptionOn) -> bool {
        self.create && self.add_option_on.contains(&key)
    }
}

/// Applies `key` to `state` and returns what the view must do.
pub fn key_down(state: &mut ComboState, key: &Key<'_>, ctx: &ComboContext<'_>) -> Vec<KeyEffect> {
    if key.composing || key.ctrl_or_meta {
        return Vec::new();
    }
    let pointer = Pointer::with_groups(ctx.rows, ctx.point_groups);
    let mut out = Vec::new();
    let printable = key.key.chars().count() == 1;
    if !state.open {
        let target = match key.key {
            "ArrowDown" => Some(ctx.selected_row.or_else(|| pointer.first())),
            "ArrowUp" => Some(ctx.selected_row.or_else(|| pointer.last())),
            "Enter"
                if !(ctx.searchable
                    && ctx.creates_on(AddOptionOn::Enter)
                    && !state.search.trim().is_empty()) =>
            {
                Some(ctx.selected_row.or_else(|| pointer.first()))
            }
            " " if !ctx.searchable => Some(ctx.selected_row.or_else(|| pointer.first())),
            "Home" if !ctx.searchable => Some(pointer.first()),
            "End" if !ctx.searchable => Some(pointer.last()),
            "Escape" => {
                if !state.search.is_empty() {
                    state.search.clear();
                    out.push(KeyEffect::ClearSearch);
                    out.push(KeyEffect::PreventDefault);
                    out.push(KeyEffect::StopPropagation);
                }
                return out;
            }
            k if printable && !ctx.searchable => {
                let found = type_ahead(state, k, key.now_ms, ctx, ctx.selected_row);
                Some(found.or(ctx.selected_row))
            }
            _ => None,
        };
        if let Some(target) = target {
            state.open = true;
            state.pointer = target;
            out.push(KeyEffect::Open);
            if let Some(row) = target {
                out.push(KeyEffect::ScrollTo(row));
            }
            out.push(KeyEffect::PreventDefault);
            return out;
        }
        if ctx.searchable {
            return creation(state, key, ctx);
        }
        return out;
    }

    let moved = match key.key {
        "ArrowDown" => Some(pointer.next(state.pointer, false).or(state.pointer)),
        "ArrowUp" if key.alt => {
            if let Some(row) = state.pointer {
                out.push(KeyEffect::Commit(row));
            }
            state.open = false;
            out.push(KeyEffect::Close);
            out.push(KeyEffect::PreventDefault);
            return out;
        }
        "ArrowUp" => Some(pointer.prev(state.pointer, false).or(state.pointer)),
        "Home" if !ctx.searchable => Some(pointer.first()),
        "End" if !ctx.searchable => Some(pointer.last()),
        "PageDown" => Some(pointer.page_down(state.pointer, ctx.page)),
        "PageUp" => Some(pointer.page_up(state.pointer, ctx.page)),
        _ => None,
    };
    if let Some(target) = moved {
        state.pointer = target;
        if let Some(row) = target {
            out.push(KeyEffect::ScrollTo(row));
        }
        out.push(KeyEffect::PreventDefault);
        return out;
    }
    match key.key {
        "Enter" => {
            out.push(KeyEffect::PreventDefault);
            match pointer_row(state, ctx) {
                Some(row) => out.push(KeyEffect::Commit(row)),
                None if ctx.creates_on(AddOptionOn::Enter) && !state.search.trim().is_empty() => {
                    out.push(KeyEffect::Create(state.search.trim().to_string()));
                }
                None => {}
            }
        }
        "Tab" => {
            if ctx.creates_on(AddOptionOn::Tab)
                && pointer_row(state, ctx).is_none()
                && !state.search.trim().is_empty()
            {
                out.push(KeyEffect::Create(state.search.trim().to_string()));
            } else if let Some(row) = pointer_row(state, ctx) {
                out.push(KeyEffect::Commit(row));
            }
            state.open = false;
            out.push(KeyEffect::Close);
        }
        "Escape" => {
            state.open = false;
            out.push(KeyEffect::Close);
            out.push(KeyEffect::PreventDefault);
            out.push(KeyEffect::StopPropagation);
        }
        " " if !ctx.searchable => {
            if let Some(row) = pointer_row(state, ctx) {
                out.push(KeyEffect::Commit(row));
            }
            out.push(KeyEffect::PreventDefault);
        }
        k if printable && !ctx.searchable => {
            if let Some(row) = type_ahead(state, k, key.now_ms, ctx, state.pointer) {
                state.pointer = Some(row);
                out.push(KeyEffect::ScrollTo(row));
            }
            out.push(KeyEffect::PreventDefault);
        }
        _ => return creation(state, key, ctx),
    }
    out
}

/// The pointed row when it holds a selectable option (or a group header that can be
/// pointed).
fn pointer_row(state: &ComboState, ctx: &ComboContext<'_>) -> Option<usize> {
    state.pointer.filter(|&row| {
        ctx.rows
            .get(row)
            .is_some_and(|r| r.is_pointable(ctx.point_groups))
    })
}

/// `space`, `;` and `,` (and `Enter` and `Tab` while the list is closed: with text left in
/// the search after Escape, or always with `showOptions: false`) create an option from the
/// search text when `addOptionOn` says so, as the reference's `useKeyboard` (which does not
/// look at whether the list is open). Tab keeps its default: the focus moves on, as after
/// Tab creates from the open list.
fn creation(state: &ComboState, key: &Key<'_>, ctx: &ComboContext<'_>) -> Vec<KeyEffect> {
    let kind = match key.key {
        "Enter" => AddOptionOn::Enter,
        " " => AddOptionOn::Space,
        ";" => AddOptionOn::Semicolon,
        "," => AddOptionOn::Comma,
        "Tab" => AddOptionOn::Tab,
        _ => return Vec::new(),
    };
    let text = state.search.trim();
    if !ctx.creates_on(kind) || text.is_empty() {
        return Vec::new();
    }
    let mut out = vec![KeyEffect::Create(text.to_string())];
    if kind != AddOptionOn::Tab {
        out.push(KeyEffect::PreventDefault);
    }
    out
}

fn type_ahead(
    state: &mut ComboState,
    typed: &str,
    now: f64,
    ctx: &ComboContext<'_>,
    from: Option<usize>,
) -> Option<usize> {
    if now - state.typeahead_at > TYPEAHEAD_RESET_MS {
        state.typeahead.clear();
    }
    state.typeahead_at = now;
    state.typeahead.push_str(typed);
    typeahead::find(ctx.rows, ctx.items, from, &state.typeahead)
}
