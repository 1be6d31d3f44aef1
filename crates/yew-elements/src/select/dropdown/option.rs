//! The rows in the window: group labels and options, each with its ARIA state from core
//! ([`OptionAria`]); a press on an option is forwarded to the machine.

use std::ops::Range;

use serde_json::Value;
use yew::prelude::*;
use yewform_core::combobox::{Event, OptionAria};
use yewform_core::items::{OptionList, Row};

use super::View;
use super::listbox::{ROW, height_style};
use crate::select::attrs::with_own;
use crate::select::look::{list, span};
use crate::select::slots::{GroupScope, OptionScope};

/// The rows of `range`.
pub(super) fn rows(v: &View<'_>, range: Range<usize>) -> Html {
    let all = &v.listing.rows;
    // Enabled group headers are options of the set too when the keys point them (a
    // multi-value list's `groupSelect`).
    let headers = header_options(v);
    let in_set = |r: &Row| match r {
        Row::Option { .. } => true,
        Row::Group { disabled, .. } => headers && !disabled,
    };
    // Options before the window: every row of a flat list is an option.
    let mut position = if v.items.is_grouped() {
        all.get(..range.start)
            .map_or(0, |before| before.iter().filter(|r| in_set(r)).count())
    } else {
        range.start
    };
    // Every row has the same height: one style text shared by the rows of the window.
    let style = AttrValue::from(height_style(ROW as usize));
    // A plain loop (no iterator chain collected: its adapters inlined the two row builders).
    let mut nodes = Vec::with_capacity(range.len());
    // The rendered header of the group the next options are in: it describes them (their
    // group for assistive technology; a header above the window describes none).
    let mut header = None;
    for row in range {
        match all.get(row) {
            Some(&Row::Group { group, disabled }) => {
                if headers && !disabled {
                    position += 1;
                }
                header = Some(row);
                nodes.push(group_label(v, (row, group), disabled, position, &style));
            }
            Some(&Row::Option { index, disabled }) => {
                position += 1;
                nodes.push(option(v, (row, index), disabled, position, header, &style));
            }
            None => {}
        }
    }
    list(nodes)
}

/// Whether enabled group headers are options (a multi-value list with `groupSelect`).
fn header_options(v: &View<'_>) -> bool {
    v.select.is_multi() && v.select.points_groups()
}

/// The options' `aria-setsize`: the option rows, and the enabled headers when they are
/// options.
fn set_size(v: &View<'_>) -> usize {
    if header_options(v) {
        v.listing.option_rows + v.listing.enabled_groups
    } else {
        v.listing.option_rows
    }
}

fn group_label(
    v: &View<'_>,
    (row, group): (usize, usize),
    disabled: bool,
    position: usize,
    style: &AttrValue,
) -> Html {
    let label = match (&v.slots.group_label, v.items.group(group)) {
        (Some(slot), Some(g)) => slot.emit(GroupScope {
            el: v.handle.clone(),
            group: if g.raw.is_object() {
                g.raw.clone()
            } else {
                // Built by hand: `json!` serializes through `to_value` (docs/size.md).
                let mut group = serde_json::Map::new();
                group.insert("label".into(), Value::String(g.label.to_owned()));
                group.insert("disabled".into(), Value::Bool(g.disabled));
                Value::Object(group)
            },
        }),
        (_, g) => Html::from(g.map(|g| g.label.to_owned()).unwrap_or_default()),
    };
    // `groupLabelSelected`: a header whose group is all chosen (`aria-selected="true"`)
    // looks selected, as the reference's `groupLabelSelected`.
    let class = |pointed: bool, selected: bool| {
        v.cs(&[
            ("groupLabel", true),
            ("groupLabelDisabled", disabled),
            ("groupLabelSelected", selected),
            ("optionPointed", pointed),
        ])
    };
    // A multi-value list's header selects its group (`groupSelect`, core decides): a
    // press, and with the keys an enabled header is an option they point (Enter selects
    // the group): `role=option`, selected when all its enabled options are chosen.
    #[cfg(feature = "multi")]
    if v.select.is_multi() {
        let send = v.send.clone();
        let onmousedown = Callback::from(move |event: MouseEvent| {
            event.prevent_default();
            send.send(Event::Press(row), None);
        });
        let as_option = v.select.points_groups() && !disabled;
        let selected = v
            .multi
            .as_ref()
            .is_some_and(|m| m.groups.get(group).copied().unwrap_or(false));
        return html! {
            <li key={format!("g{row}")} role={if as_option { "option" } else { "presentation" }}
                id={v.aria.option_id(row)}
                aria-selected={as_option.then_some(if selected { "true" } else { "false" })}
                aria-setsize={as_option.then(|| set_size(v).to_string())}
                aria-posinset={as_option.then(|| position.to_string())}
                class={class(as_option && v.aria.pointer == Some(row), as_option && selected)}
                style={style.clone()} {onmousedown}>
                { label }
            </li>
        };
    }
    // A select's headers are never options: no position.
    let _ = position;
    html! {
        <li key={format!("g{row}")} role="presentation" id={v.aria.option_id(row)}
            class={class(false, false)} style={style.clone()}>
            { label }
        </li>
    }
}

fn option(
    v: &View<'_>,
    (row, index): (usize, usize),
    disabled: bool,
    position: usize,
    header: Option<usize>,
    style: &AttrValue,
) -> Html {
    let items = &**v.items;
    #[cfg(feature = "multi")]
    let selected = v.selected_index == Some(index)
        || v.multi
            .as_ref()
            .is_some_and(|m| m.selection.contains(index));
    #[cfg(not(feature = "multi"))]
    let selected = v.selected_index == Some(index);
    let pointed = v.aria.pointer == Some(row);
    let select = v.select;
    let object = match &v.slots.option {
        Some(slot) => items
            .as_object(index, &select.value_prop, &select.label_prop)
            .map(|object| (slot, object)),
        None => None,
    };
    let label = match object {
        Some((slot, object)) => slot.emit(OptionScope {
            el: v.handle.clone(),
            option: object,
            search: (!v.state.search.is_empty()).then(|| v.state.search.clone()),
            selected,
            pointed,
        }),
        None => Html::from(items.label(index).unwrap_or_default().to_owned()),
    };
    let onmousedown = {
        let send = v.send.clone();
        Callback::from(move |event: MouseEvent| {
            event.prevent_default(); // keep focus on the combobox
            send.send(Event::Press(row), None);
        })
    };
    let aria = OptionAria {
        selected,
        disabled,
        set_size: set_size(v),
        position,
    };
    let mut attrs = aria.attrs();
    if let Some(header) = header {
        attrs.push(("aria-describedby", v.aria.option_id(header)));
    }
    with_own(
        html! {
            <li key={format!("o{index}")} id={v.aria.option_id(row)}
                class={v.cs(&[
                    ("option", true),
                    ("optionPointed", pointed),
                    ("optionSelected", selected),
                    ("optionDisabled", disabled),
                    ("optionSelectedPointed", selected && pointed),
                ])}
                data-index={index.to_string()}
                style={style.clone()}
                {onmousedown}>
                { span(None, Classes::new(), label) }
            </li>
        },
        attrs,
    )
}
