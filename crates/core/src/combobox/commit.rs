//! The combobox's verbs that change the value: [`commit`] a row and [`create`] an option.

use std::rc::Rc;

use serde_json::Value;

use super::choose::{ChooseRules, Chosen, ValueChange, choose};
use super::effect::{Effect, Fired};
use super::machine::Context;
use super::state::ComboState;
use crate::items::{Kept, Opt, OptValue, OptionList, Row, fold_into};
use crate::schema::SelectSchema;

/// The element value an option gives: its value, or the whole object with `object: true`.
#[must_use]
pub fn option_value(option: &Opt, select: &SelectSchema) -> Value {
    if select.object {
        option.as_object(&select.value_prop, &select.label_prop)
    } else {
        option.value.to_value()
    }
}

/// The option a created `text` names: one whose label or (text) value equals it as the
/// search compares (folded: case, and accents unless `strict`), so `Rust` chooses the
/// option `rust` instead of making a second one.
#[must_use]
pub fn existing_option(items: &dyn OptionList, text: &str, select: &SelectSchema) -> Option<usize> {
    let wanted = crate::items::fold(text, select.strict);
    let mut buf = String::new();
    let mut same = |t: &str| {
        buf.clear();
        fold_into(t, select.strict, &mut buf);
        buf == wanted
    };
    (0..items.len()).find(|&i| {
        items.label(i).is_some_and(&mut same)
            || matches!(items.value(i), Some(OptValue::Str(v)) if same(v))
    })
}

/// Closes the list when it is open and fires `close`; `true` when it did. Every path that
/// closes the list goes through here or through a key's `Close`, so `close` fires exactly
/// once per closing and never for a list already closed.
pub(super) fn close_list(state: &mut ComboState, out: &mut Vec<Effect>) -> bool {
    if state.open {
        state.open = false;
        out.push(Effect::Fire(Fired::Close));
        true
    } else {
        false
    }
}

/// Tab listed in `addOptionOn` commits `row` as an addition: a multi-value list adds the
/// option when it is not chosen yet (never removes it), a single select takes it (never
/// deselects it); `true` when it closed the list.
pub(super) fn add(
    state: &mut ComboState,
    row: usize,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    #[cfg(feature = "multi")]
    if ctx.select.multi.is_some() {
        return match ctx.rows.get(row).copied() {
            Some(Row::Option {
                index,
                disabled: false,
            }) if super::multi::position_in_value(ctx, index).is_none() => {
                super::multi::commit_option(state, index, ctx, out)
            }
            _ => false,
        };
    }
    commit(state, row, false, ctx, out)
}

/// Commits `row`; `true` when it closed the list (and fired `close`). `toggle` (a pointer
/// press, or Enter/Space in a multi-value list): choosing the selected option deselects it
/// (`canDeselect`); without it (a key in a single select) the selected option is kept and
/// the list closes as after selecting, see [`choose`].
pub(super) fn commit(
    state: &mut ComboState,
    row: usize,
    toggle: bool,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    #[cfg(feature = "multi")]
    if ctx.select.multi.is_some() {
        return match ctx.rows.get(row).copied() {
            Some(Row::Option {
                index,
                disabled: false,
            }) if toggle => super::multi::commit_option(state, index, ctx, out),
            // Tab (`toggle` off) never adds in a multi-value list, a group neither.
            Some(Row::Group { group, .. }) if toggle => {
                super::multi::commit_group(state, group, ctx, out)
            }
            _ => false,
        };
    }
    let Some(Row::Option {
        index,
        disabled: false,
    }) = ctx.rows.get(row).copied()
    else {
        return false;
    };
    let Some(option) = ctx.items.opt(index) else {
        return false;
    };
    let select = ctx.select;
    let current = select.value_key(ctx.value);
    let same = !current.is_null() && option.value.matches(current);
    let rules = ChooseRules {
        can_deselect: select.can_deselect,
        close_on_select: select.close_on_select,
        close_on_deselect: select.close_on_deselect,
    };
    let Chosen { change, close } = choose(same, toggle, &rules);
    let object = option.as_object(&select.value_prop, &select.label_prop);
    let (value, fired) = match change {
        ValueChange::Select => (option_value(&option, select), Fired::Select(object)),
        ValueChange::Deselect => (Value::Null, Fired::Deselect(object)),
        ValueChange::Keep => {
            // Already the value and not deselected: no value event. A key accepted it: the
            // search text goes, as after selecting, so the field shows the value's label.
            if !toggle {
                empty_search(state, out);
            }
            return close && close_list(state, out);
        }
    };
    if change == ValueChange::Select {
        state.chosen = Some(option);
    }
    out.push(Effect::SetValue(value));
    out.push(Effect::Fire(fired));
    empty_search(state, out);
    close && close_list(state, out)
}

/// Empties the search text; when there was one, fires `search-change` with `""` (a listener
/// mirroring the text hears that a pick, a create or the clear button emptied it, as when the
/// user deletes the text).
pub(super) fn empty_search(state: &mut ComboState, out: &mut Vec<Effect>) {
    if !state.search.is_empty() {
        state.search.clear();
        out.push(Effect::Fire(Fired::SearchChange(Some(String::new()))));
    }
}

/// Creates an option from `text` (`create`): an option with that label or value is chosen
/// instead (nothing when it is disabled: the text stays; no `select` when it is the value
/// already: the text goes); a new one is appended to the list with `appendNewOption`. The list closes with
/// `closeOnSelect`; `true` when that closed it (and fired `close`, after `select`).
pub(super) fn create(
    state: &mut ComboState,
    text: String,
    ctx: &Context<'_>,
    out: &mut Vec<Effect>,
) -> bool {
    #[cfg(feature = "multi")]
    if ctx.select.multi.is_some() {
        return super::multi::create(state, text, ctx, out);
    }
    let select = ctx.select;
    let items = ctx.items;
    let existing = existing_option(items, &text, select);
    // A disabled option (or one in a disabled group) is refused: the typed text stays and
    // nothing fires, as the multi-value path and the reference, which never points one.
    if existing.is_some_and(|i| items.is_disabled(i)) {
        return false;
    }
    // The option is the value already: no second `select` (the value does not change); the
    // typed text goes, so the field shows the value's label again.
    let current = select.value_key(ctx.value);
    let is_current = match existing {
        Some(i) => items.value(i).is_some_and(|v| v.matches(current)),
        // Created before and not appended to the list (`appendNewOption: false`), compared
        // as the search compares (as [`existing_option`] and a multi-value list's chips).
        None => current.as_str().is_some_and(|c| {
            crate::items::fold(c, select.strict) == crate::items::fold(&text, select.strict)
        }),
    };
    if !current.is_null() && is_current {
        empty_search(state, out);
        return select.close_on_select && close_list(state, out);
    }
    let option = match existing.and_then(|i| items.opt(i)) {
        Some(o) => o,
        None => {
            let option = Opt {
                value: OptValue::Str(text.as_str().into()),
                label: text,
                disabled: false,
                raw: Kept::Plain,
            };
            if select.append_new_option {
                Rc::make_mut(&mut state.created).push(option.clone());
            }
            option
        }
    };
    out.push(Effect::SetValue(option_value(&option, select)));
    out.push(Effect::Fire(Fired::Select(
        option.as_object(&select.value_prop, &select.label_prop),
    )));
    empty_search(state, out);
    state.chosen = Some(option);
    select.close_on_select && close_list(state, out)
}
