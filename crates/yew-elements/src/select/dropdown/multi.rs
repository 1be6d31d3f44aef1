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
    Selection, ValueIndex, chosen_groups, multiple_label, remove_label, shown_rows,
};
use yewform_core::combobox::{ComboState, Event, KeyPress, value_text};
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
#[derive(Debug, Clone, PartialEq)]
pub(in crate::select) struct Chip {
    /// The value as JSON text: the chip's key.
    pub key: yew::virtual_dom::Key,
    /// The value as posted (its hidden input's `value`).
    pub posted: AttrValue,
    pub label: String,
    /// The remove button's accessible name ("Remove Berlin").
    pub remove_label: AttrValue,
    pub removable: bool,
    /// The option as an object (the `tag` and `multiple-label` slots' scopes; a value no
    /// option holds: `{valueProp: value, labelProp: label}`).
    pub option: Value,
}

/// What a list value shows, computed once per (options, value).
#[derive(Debug, PartialEq)]
pub(in crate::select) struct MultiView {
    /// The options the value chooses.
    pub selection: Selection,
    /// How many values the list holds.
    pub count: usize,
    /// Per group, whether all its enabled options are chosen (the header's
    /// `aria-selected`; empty unless the headers are options: `groupSelect`).
    pub groups: Vec<bool>,
    /// The chips, in value order, in blocks of [`BLOCK`]: a block whose chips did not change
    /// is the same `Rc` as before (its component renders nothing again), so appending or
    /// removing the last of 1,000 chips renders one block.
    pub blocks: Vec<Rc<Vec<Chip>>>,
}

/// Chips per block.
const BLOCK: usize = 64;

/// The multi-value parts of the dropdown's memo.
#[derive(Default)]
pub(in crate::select) struct Memo {
    index: Slot<ByArc<OptionStore>, Arc<ValueIndex>>,
    view: Slot<(ByArc<OptionStore>, Value, SelectRef, String), Rc<MultiView>>,
    listing: Slot<(ByPtr<Listing>, ByPtr<MultiView>, bool), Rc<Listing>>,
}

/// The value's [`MultiView`] and the rows the list shows for it, in display order
/// (`hideSelected`, `limit`, `showOptions`, reversed while the list is above the field:
/// `top`): computed again only when the options, the value, the rows or the side change.
#[allow(clippy::too_many_arguments)] // the dropdown's parts the list and the chips read
pub(super) fn multi(
    m: &mut Memo,
    items: &Arc<OptionStore>,
    listing: &Rc<Listing>,
    value: &Value,
    select: &SelectRef,
    (locale, fallback): (&str, &str),
    state: &ComboState,
    top: bool,
) -> (Rc<MultiView>, Rc<Listing>) {
    // Kept with the store: `position` (the `allowAbsent` check of each change) reads it too.
    let index = memo(&mut m.index, ByArc(items.clone()), |items| {
        items.0.value_index()
    })
    .clone();
    let previous = m.view.as_ref().map(|(_, view)| view.clone());
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
            let chips: Vec<Chip> = value
                .as_array()
                .map(|values| {
                    values
                        .iter()
                        .map(|item| {
                            let option = index.position(select.value_key(item));
                            // A value the current options lack (a search's results moved
                            // on) keeps the label its chip had, as the machine remembers it.
                            let label = option.and_then(|i| items.label(i)).map_or_else(
                                || {
                                    state
                                        .remembered_label(item, select)
                                        .map_or_else(|| value_text(item, select), str::to_owned)
                                },
                                str::to_owned,
                            );
                            Chip {
                                // JSON text: `1` and `"1"` are two chips.
                                key: yew::virtual_dom::Key::from(
                                    select.value_key(item).to_string(),
                                ),
                                posted: value_attr(select.value_key(item)).into(),
                                remove_label: remove_label(&label, locale, fallback).into(),
                                removable: option.is_none_or(|i| !items.is_disabled(i)),
                                option: option
                                    .and_then(|i| {
                                        items.as_object(i, &select.value_prop, &select.label_prop)
                                    })
                                    .unwrap_or_else(|| absent_option(item, &label, select)),
                                label,
                            }
                        })
                        .collect()
                })
                .unwrap_or_default();
            let mut blocks = Vec::with_capacity(chips.len().div_ceil(BLOCK));
            for (b, chunk) in chips.chunks(BLOCK).enumerate() {
                let old = previous
                    .as_ref()
                    .and_then(|p| p.blocks.get(b))
                    .filter(|old| old.as_slice() == chunk);
                blocks.push(old.cloned().unwrap_or_else(|| Rc::new(chunk.to_vec())));
            }
            let groups = if select.points_groups() {
                chosen_groups(&**items, &selection)
            } else {
                Vec::new()
            };
            Rc::new(MultiView {
                selection,
                count: chips.len(),
                groups,
                blocks,
            })
        },
    )
    .clone();
    let shown = memo(
        &mut m.listing,
        (ByPtr(listing.clone()), ByPtr(view.clone()), top),
        |(listing, view, top)| {
            Rc::new(Listing::new(shown_rows(
                &listing.0.rows,
                &view.0.selection,
                select,
                &state.search,
                *top,
            )))
        },
    )
    .clone();
    (view, shown)
}

/// The option object of a value no option holds: the value itself with `object: true`
/// (an object), else `{valueProp: value, labelProp: label}`, so a slot reads its label as
/// it reads a real option's.
fn absent_option(item: &Value, label: &str, select: &SelectRef) -> Value {
    if item.is_object() {
        return item.clone();
    }
    let mut option = serde_json::Map::new();
    option.insert(select.value_prop.clone(), item.clone());
    option.insert(select.label_prop.clone(), Value::String(label.to_owned()));
    Value::Object(option)
}

/// The chosen options as objects, in value order: a `multiple-label` slot's `values`, as
/// the reference's `multipleLabel(values)` gets its option objects.
fn chosen_options(view: &MultiView) -> Value {
    Value::Array(
        view.blocks
            .iter()
            .flat_map(|block| block.iter())
            .map(|chip| chip.option.clone())
            .collect(),
    )
}

/// Whether the select is a tags element.
pub(super) fn is_tags(select: &SelectRef) -> bool {
    select
        .multi
        .as_ref()
        .is_some_and(|m| m.mode == MultiMode::Tags)
}

/// A hidden input per value, named `<name>[]`, so a form posted without wasm carries them
/// (a multiselect's; a tags element's are with its chips, in the same blocks).
pub(super) fn hidden_inputs(v: &View<'_>) -> Html {
    let Some(view) = v.multi.as_ref() else {
        return Html::default();
    };
    blocks(v, view, false)
}

/// A multiselect's collapsed label ("2 options selected"), `None` without a value; a tags
/// element's, visually hidden (its chips show the values): its combobox's name says how
/// many are chosen (`names_by_value_text`).
pub(super) fn collapsed(v: &View<'_>) -> Option<Html> {
    let multi = v.select.multi.as_ref()?;
    let view = v.multi.as_ref()?;
    let count = view.count;
    let text = multiple_label(multi, count, &v.env.locale, &v.env.fallback)?;
    if multi.mode != MultiMode::Multiselect {
        let id = v.aria.searchable.then(|| v.aria.value_id());
        return Some(html! {
            <span {id} style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">
                { text }
            </span>
        });
    }
    let label = match &v.slots.multiple_label {
        Some(slot) => slot.emit(MultipleLabelScope {
            el: v.handle.clone(),
            values: chosen_options(view),
        }),
        None => Html::from(text),
    };
    // Beside a search input its id names the combobox (`ComboAria::value_text`); a
    // select-only combobox's value text around it has that id.
    let id = v.aria.searchable.then(|| v.aria.value_id());
    Some(html! {
        <span class={v.c("multipleLabel")} {id}>{ label }</span>
    })
}

/// The chips of a tags element, each a label and a real remove `<button>` (outside any
/// `role=option`, reachable with Tab, Left/Right move between them): a component of their
/// own, so a render of the dropdown for anything but the value (opening, a search, the
/// pointer) neither rebuilds nor diffs 1,000 chips.
pub(super) fn chips(v: &View<'_>) -> Html {
    let Some(view) = v.multi.as_ref() else {
        return Html::default();
    };
    blocks(v, view, true)
}

/// The blocks of chips (`chips`) and hidden inputs, each its own component.
fn blocks(v: &View<'_>, view: &MultiView, chips: bool) -> Html {
    let break_tags = v.select.multi.as_ref().is_some_and(|m| m.break_tags);
    let disabled = v.aria.disabled;
    let class = |c: Option<String>| AttrValue::from(c.unwrap_or_default());
    let classes = Rc::new(ChipClasses {
        tag: class(v.cs(&[("tag", true)])),
        tag_disabled: class(v.cs(&[("tag", true), ("tagDisabled", true)])),
        wrapper: class(v.cs(&[("tagWrapper", true), ("tagWrapperBreak", break_tags)])),
        remove: AttrValue::from(v.c("tagRemove")),
        icon: AttrValue::from(v.c("tagRemoveIcon")),
        name: AttrValue::from([v.handle.path(), "[]"].concat()),
    });
    // A `tag` slot's scope can remove its chip: it needs this render's sender.
    let slot = v.slots.tag.as_ref().filter(|_| chips).map(|slot| TagSlot {
        slot: slot.clone(),
        el: v.handle.clone(),
        send: v.send.clone(),
    });
    let mut nodes = Vec::with_capacity(view.blocks.len());
    for (b, block) in view.blocks.iter().enumerate() {
        nodes.push(html! {
            <Chips key={b} chips={ByPtr(block.clone())} start={b * BLOCK} classes={classes.clone()}
                {disabled} slot={slot.clone()} show={chips} />
        });
    }
    list(nodes)
}

/// The chips' classes, as attribute texts, and the hidden inputs' name.
#[derive(Clone, PartialEq)]
struct ChipClasses {
    tag: AttrValue,
    tag_disabled: AttrValue,
    wrapper: AttrValue,
    remove: AttrValue,
    icon: AttrValue,
    name: AttrValue,
}

/// A `tag` slot and what its scope needs.
#[derive(Clone, PartialEq)]
struct TagSlot {
    slot: Callback<TagScope, Html>,
    el: crate::form::ElementHandle,
    send: crate::hooks::use_combobox::ComboSender,
}

#[derive(Properties, PartialEq)]
struct ChipsProps {
    /// The block's chips.
    chips: ByPtr<Vec<Chip>>,
    /// The index of its first chip in the value.
    start: usize,
    classes: Rc<ChipClasses>,
    disabled: bool,
    slot: Option<TagSlot>,
    /// Chips and hidden inputs (tags), or hidden inputs only (multiselect).
    show: bool,
}

/// One block of chips and their hidden inputs.
#[component]
fn Chips(props: &ChipsProps) -> Html {
    let classes = &props.classes;
    let mut nodes = Vec::with_capacity(props.chips.len() * 2);
    for (i, chip) in props.chips.iter().enumerate() {
        let at = props.start + i;
        nodes.push(html! {
            <input key={format!("h{}", chip.key)} type="hidden" name={classes.name.clone()}
                value={chip.posted.clone()} disabled={props.disabled} />
        });
        if !props.show {
            continue;
        }
        let fixed = !chip.removable || props.disabled;
        // The buttons' clicks and keys are handled once, on the chips' container
        // ([`chip_events`]), by their `data-chip` index: no handler per chip.
        // A removable chip's button stays, hidden (no class, no name), while the element
        // is disabled: a `disabled` condition reading today can answer differently on the
        // server (UTC) and in the browser, and a node on one side only makes hydration panic
        // (see [`super::HIDDEN_STYLE`]).
        let remove = chip.removable.then(|| {
            let shown = !props.disabled;
            let (class, label, style) =
                super::kept_button(shown, classes.remove.clone(), chip.remove_label.clone());
            html! {
                <button type="button" {class} aria-label={label} hidden={!shown} {style}
                    data-chip={at.to_string()}>
                    { hidden_span(classes.icon.to_string().into(), Html::from("×")) }
                </button>
            }
        });
        let label = match &props.slot {
            Some(TagSlot { slot, el, send }) => {
                let send = send.clone();
                slot.emit(TagScope {
                    el: el.clone(),
                    option: chip.option.clone(),
                    remove: Callback::from(move |()| send.send(Event::Remove(at), None)),
                    disabled: fixed,
                })
            }
            None => Html::from(chip.label.clone()),
        };
        // Keyed by value: adding or removing one chip moves no other chip's node.
        let class = if fixed {
            &classes.tag_disabled
        } else {
            &classes.tag
        };
        nodes.push(html! {
            <span key={chip.key.clone()} class={class.clone()}>
                <span class={classes.wrapper.clone()}>{ label }</span>
                { remove.unwrap_or_default() }
            </span>
        });
    }
    list(nodes)
}

/// The index of the chip whose remove button `event` came from (`data-chip`), if any.
fn chip_of(event: &web_sys::Event) -> Option<usize> {
    use wasm_bindgen::JsCast;
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let button = target.closest("[data-chip]").ok()??;
    button.get_attribute("data-chip")?.parse().ok()
}

/// The chips' container's click and keydown handlers: a remove button's click removes its
/// chip, a key on it goes to the machine as [`Event::ChipKey`]; events of the search input
/// (no `data-chip`) are left to its own handlers.
pub(super) fn chip_events(v: &View<'_>) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let onclick = v
        .send
        .callback(|event: &MouseEvent| chip_of(event).map(Event::Remove));
    let onkeydown = v.send.callback(|event: &KeyboardEvent| {
        let at = chip_of(event)?;
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
    (onclick, onkeydown)
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
