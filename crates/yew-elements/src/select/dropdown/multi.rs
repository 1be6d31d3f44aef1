//! The multi-value dropdown's parts (`multiselect` / `tags`, the adapter's features of those
//! names): which options the list value chooses (one set per value change, so each row's
//! `aria-selected` and `hideSelected` are O(1)), the chips with their remove buttons, the
//! collapsed "N options selected" label, a hidden input per value and the live region.
//! Every decision is core's ([`yewform_core::combobox::multi`]).

use std::rc::Rc;
use std::sync::Arc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::multi::{
    Selection, ValueIndex, multiple_label, remove_label, shown_rows,
};
use yewform_core::combobox::{Event, KeyPress, value_text};
use yewform_core::items::{OptionList, OptionStore};
use yewform_core::schema::MultiMode;

use super::View;
use crate::by_ptr::{ByArc, ByPtr};
use crate::entry_ref::SelectRef;
use crate::hooks::use_combobox::Listing;
use crate::select::look::{hidden_span, list, value_attr};
use crate::select::memo::{Slot, memo};
use crate::select::{MultipleLabelScope, TagScope};

/// One chip: its option's label and whether it can be removed (not a disabled option's).
#[derive(Debug, PartialEq)]
pub(in crate::select) struct Chip {
    pub label: String,
    /// The remove button's accessible name ("Remove Berlin").
    pub remove_label: AttrValue,
    pub removable: bool,
    /// The option as an object (the `tag` slot's scope).
    pub option: Value,
}

/// What a list value shows, computed once per (options, value).
#[derive(Debug, PartialEq)]
pub(in crate::select) struct MultiView {
    /// The options the value chooses.
    pub selection: Selection,
    /// The chips, in value order.
    pub chips: Vec<Chip>,
}

/// The multi-value parts of the dropdown's memo.
#[derive(Default)]
pub(in crate::select) struct Memo {
    index: Slot<ByArc<OptionStore>, Rc<ValueIndex>>,
    view: Slot<(ByArc<OptionStore>, Value, SelectRef, String), Rc<MultiView>>,
    listing: Slot<(ByPtr<Listing>, ByPtr<MultiView>), Rc<Listing>>,
}

/// The value's [`MultiView`] and the rows the list shows for it (`hideSelected`,
/// `showOptions`): computed again only when the options, the value or the rows change.
pub(super) fn multi(
    m: &mut Memo,
    items: &Arc<OptionStore>,
    listing: &Rc<Listing>,
    value: &Value,
    select: &SelectRef,
    (locale, fallback): (&str, &str),
) -> (Rc<MultiView>, Rc<Listing>) {
    let index = memo(&mut m.index, ByArc(items.clone()), |items| {
        Rc::new(ValueIndex::new(&*items.0))
    })
    .clone();
    let view = memo(
        &mut m.view,
        (
            ByArc(items.clone()),
            value.clone(),
            select.clone(),
            locale.to_owned(),
        ),
        |(items, value, select, locale)| {
            let selection = Selection::new(&index, value, select);
            let chips = value
                .as_array()
                .map(|values| {
                    values
                        .iter()
                        .map(|item| {
                            let option = index.position(select.value_key(item));
                            let label = option
                                .and_then(|i| items.label(i))
                                .map_or_else(|| value_text(item, select), str::to_owned);
                            Chip {
                                remove_label: remove_label(&label, locale, fallback).into(),
                                removable: option.is_none_or(|i| !items.is_disabled(i)),
                                option: option
                                    .and_then(|i| {
                                        items.as_object(i, &select.value_prop, &select.label_prop)
                                    })
                                    .unwrap_or_else(|| item.clone()),
                                label,
                            }
                        })
                        .collect()
                })
                .unwrap_or_default();
            Rc::new(MultiView { selection, chips })
        },
    )
    .clone();
    let shown = memo(
        &mut m.listing,
        (ByPtr(listing.clone()), ByPtr(view.clone())),
        |(listing, view)| {
            Rc::new(Listing::new(shown_rows(
                listing.0.rows.clone(),
                &view.0.selection,
                select,
            )))
        },
    )
    .clone();
    (view, shown)
}

/// Whether the select is a tags element.
pub(super) fn is_tags(select: &SelectRef) -> bool {
    select
        .multi
        .as_ref()
        .is_some_and(|m| m.mode == MultiMode::Tags)
}

/// A hidden input per value, named `<name>[]`, so a form posted without wasm carries them.
pub(super) fn hidden_inputs(v: &View<'_>, value: &Value) -> Html {
    let mut name = v.handle.path().to_owned();
    name.push_str("[]");
    let name = AttrValue::from(name);
    let mut nodes = Vec::new();
    for item in value.as_array().map_or(&[][..], Vec::as_slice) {
        let posted = value_attr(v.select.value_key(item));
        nodes.push(html! { <input type="hidden" name={name.clone()} value={posted} /> });
    }
    list(nodes)
}

/// A multiselect's collapsed label ("2 options selected"), `None` without a value.
pub(super) fn collapsed(v: &View<'_>) -> Option<Html> {
    let multi = v.select.multi.as_ref()?;
    let view = v.multi.as_ref()?;
    if multi.mode != MultiMode::Multiselect {
        return None;
    }
    let count = view.chips.len();
    let text = multiple_label(multi, count, &v.env.locale, &v.env.fallback)?;
    let label = match &v.slots.multiple_label {
        Some(slot) => slot.emit(MultipleLabelScope {
            el: v.handle.clone(),
            values: v.handle.value(),
        }),
        None => Html::from(text),
    };
    Some(html! {
        <span class={v.c("multipleLabel")}>{ label }</span>
    })
}

/// The chips of a tags element, each a label and a real remove `<button>` (outside any
/// `role=option`, reachable with Tab, Left/Right move between them).
pub(super) fn chips(v: &View<'_>) -> Html {
    let Some(view) = v.multi.as_ref() else {
        return Html::default();
    };
    let break_tags = v.select.multi.as_ref().is_some_and(|m| m.break_tags);
    let disabled = v.aria.disabled;
    let wrapper = v.cs(&[("tagWrapper", true), ("tagWrapperBreak", break_tags)]);
    let remove_class = v.c("tagRemove");
    let icon_class = v.c("tagRemoveIcon");
    let mut nodes = Vec::with_capacity(view.chips.len());
    for (at, chip) in view.chips.iter().enumerate() {
        let remove = (chip.removable && !disabled).then(|| {
            let onclick = v
                .send
                .callback(move |_: &MouseEvent| Some(Event::Remove(at)));
            let onkeydown = v.send.callback(move |event: &KeyboardEvent| {
                Some(Event::ChipKey(
                    at,
                    KeyPress {
                        key: event.key(),
                        alt: event.alt_key(),
                        ctrl_or_meta: event.ctrl_key() || event.meta_key(),
                        composing: event.is_composing(),
                        now_ms: 0.0,
                    },
                ))
            });
            html! {
                <button type="button" class={remove_class.clone()} aria-label={chip.remove_label.clone()}
                    data-chip={at.to_string()} {onclick} {onkeydown}>
                    { hidden_span(icon_class.clone().into(), Html::from("×")) }
                </button>
            }
        });
        let label = match &v.slots.tag {
            Some(slot) => {
                let send = v.send.clone();
                slot.emit(TagScope {
                    el: v.handle.clone(),
                    option: chip.option.clone(),
                    remove: Callback::from(move |()| send.send(Event::Remove(at), None)),
                    disabled: !chip.removable || disabled,
                })
            }
            None => Html::from(chip.label.clone()),
        };
        nodes.push(html! {
            <span key={at} class={v.cs(&[("tag", true), ("tagDisabled", !chip.removable || disabled)])}>
                <span class={wrapper.clone()}>{ label }</span>
                { remove.unwrap_or_default() }
            </span>
        });
    }
    list(nodes)
}

/// The polite live region saying what was added or removed.
pub(super) fn live(v: &View<'_>) -> Html {
    html! {
        <div class={v.c("live")} role="status" aria-live="polite" aria-atomic="true"
            style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">
            { v.live.clone() }
        </div>
    }
}
