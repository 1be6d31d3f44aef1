//! The custom dropdown (`native: false`, `search` or `create`): a WAI-ARIA combobox with a
//! windowed listbox. Focus stays on the combobox; the pointed option is announced with
//! `aria-activedescendant`; only the rows in view (plus overscan) are in the DOM, and nothing
//! at all while the list is closed. The keyboard's decisions are `yewform_core::combobox`.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use serde_json::json;
use web_sys::HtmlElement;
use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{
    ChooseRules, Chosen, ComboContext, ComboState, Effect, Key, ValueChange, choose, key_down,
};
use yewform_core::config::RequiredMark;
use yewform_core::items::{Items, Kept, Opt, OptValue, Row, SearchIndex, scroll_into_view, window};
use yewform_core::schema::{AddOptionOn, Choice, Floating, OpenDirection, SelectSchema};

use super::SelectSlots;
use super::anchor::{portal_host, use_anchored_list};
use super::attrs::with_attrs;
use super::look::{ViewEnv, option_value, required_slot_text, slot_texts, value_attr};
use super::slots::{ClearScope, GroupScope, OptionScope};
use crate::by_ptr::ByPtr;
use crate::events::EventArgs;
use crate::form::ElementHandle;
use crate::hooks::{ItemsFn, use_async_items};
use crate::icons;
use crate::ids::part_id;
use crate::layout::ElementLayout;
use crate::layout::classes::ElementLook;

/// Height of one option row, in pixels (the theme's CSS uses the same).
const ROW_PX: f64 = yewform_themes::OPTION_ROW_PX as f64;
/// The list's viewport: this many rows.
const VIEW_ROWS: f64 = yewform_themes::DROPDOWN_ROWS as f64;
/// Rows rendered above and below the viewport.
const OVERSCAN: usize = 4;

#[derive(Properties, PartialEq)]
pub(super) struct DropdownProps {
    pub handle: ElementHandle,
    pub select: super::SelectRef,
    pub generation: u64,
    pub form_disabled: bool,
    pub items_fn: Option<ItemsFn>,
    pub slots: SelectSlots,
}

/// What the list shows for a search text: the rows, computed once per (items, search).
struct Listing {
    rows: Vec<Row>,
    option_rows: usize,
}

fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now();
    #[cfg(not(target_arch = "wasm32"))]
    0.0
}

#[component]
pub(super) fn DropdownSelect(props: &DropdownProps) -> Html {
    let handle = &props.handle;
    let select = &props.select;
    let common = &select.common;
    let env = ViewEnv::read(handle);
    let (locale, fallback) = (env.locale.clone(), env.fallback.clone());
    let combo = use_mut_ref(ComboState::default);
    let scroll_top = use_mut_ref(|| 0.0_f64);
    let created = use_state(Vec::<Opt>::new);
    // The option last chosen (or created) here: its label is shown while the current options
    // don't have the value (server search results that moved on, a search reload after the
    // choice), instead of the bare value.
    let chosen = use_mut_ref(|| None::<Opt>);
    let force = use_force_update();
    let listbox_ref = use_node_ref();
    let input_ref = use_node_ref();
    // The field (the container) and the list's wrapper, for `appendToBody` / `appendTo`.
    let field_ref = use_node_ref();
    let list_ref = use_node_ref();
    let list_above = use_memo((), |_| Cell::new(false));
    let searchable = select.search || select.create;

    let search = combo.borrow().search.clone();
    let fetched = use_async_items(
        handle,
        select,
        props.items_fn.clone(),
        &locale,
        &fallback,
        Some(search.clone()),
    );
    // Created options are appended to the list (`appendNewOption`).
    let items: Rc<Items> = use_memo(
        (ByPtr(fetched.items.clone()), (*created).clone()),
        |(items, created)| match (&**items, created.is_empty()) {
            (_, true) => items.0.clone(),
            (Items::Flat(options), false) => {
                let mut all = options.clone();
                all.extend(created.iter().cloned());
                Rc::new(Items::Flat(all))
            }
            (Items::Grouped(_), false) => items.0.clone(),
        },
    )
    .as_ref()
    .clone();
    // The moved list (`appendToBody` / `appendTo`): resolved when the list opens, placed at
    // the field while open.
    let disabled = handle.is_disabled() || props.form_disabled;
    let open_now = combo.borrow().open && !disabled;
    let host = use_memo(
        (open_now, select.append_to_body, select.append_to.clone()),
        |(open, body, to)| {
            if *open {
                portal_host(*body, to.as_deref())
            } else {
                None
            }
        },
    );
    // The list is above the field: `openDirection: top`, or where the moved list was placed
    // (it flips when there is no room). Options are reversed only while the list is above.
    let list_top = if open_now && host.is_some() {
        list_above.get()
    } else {
        select.open_direction == OpenDirection::Top
    };
    let track_by = select.track_by.clone().unwrap_or_default();
    let index = use_memo(
        (ByPtr(items.clone()), select.clone(), track_by.clone()),
        |(items, select, track_by)| {
            RefCell::new(SearchIndex::with_props(
                items,
                select.strict,
                track_by,
                &select.value_prop,
                &select.label_prop,
            ))
        },
    );
    let limit = usize::try_from(select.limit).ok();
    let filter = select.filter_results && !search.is_empty();
    let listing = use_memo(
        (
            ByPtr(items.clone()),
            if filter {
                search.clone()
            } else {
                String::new()
            },
            limit,
            select.group_hide_empty,
            list_top,
        ),
        |(items, query, limit, hide_empty, top)| {
            let matches: Vec<usize> = if query.is_empty() {
                (0..items.len()).collect()
            } else {
                index.borrow_mut().search_incremental(query)
            };
            let mut rows = index.borrow().rows(items, &matches, *limit, *hide_empty);
            if *top {
                rows.reverse();
            }
            let option_rows = rows
                .iter()
                .filter(|r| matches!(r, Row::Option { .. }))
                .count();
            Listing { rows, option_rows }
        },
    );

    // When the list flips, the rows are mirrored: the pointer keeps its option.
    {
        let last_top = use_mut_ref(|| list_top);
        if *last_top.borrow() != list_top {
            *last_top.borrow_mut() = list_top;
            let total = listing.rows.len();
            let mut state = combo.borrow_mut();
            state.pointer = state.pointer.filter(|p| *p < total).map(|p| total - 1 - p);
        }
    }

    let value = handle.value();
    let wanted = if select.object {
        value
            .get(&select.value_prop)
            .cloned()
            .unwrap_or(Value::Null)
    } else {
        value.clone()
    };
    let selected_index = *use_memo((ByPtr(items.clone()), wanted.clone()), |(items, wanted)| {
        if wanted.is_null() {
            None
        } else {
            items.options().position(|o| o.value.matches(wanted))
        }
    });
    let selected_row = *use_memo(
        (ByPtr(listing.clone()), selected_index),
        |(listing, selected)| {
            selected.and_then(|i| {
                listing
                    .rows
                    .iter()
                    .position(|r| matches!(r, Row::Option { index, .. } if *index == i))
            })
        },
    );
    let selected_label = selected_index
        .and_then(|i| items.option(i))
        .map(|o| o.label.clone())
        .or_else(|| {
            chosen
                .borrow()
                .as_ref()
                .filter(|o| !wanted.is_null() && o.value.matches(&wanted))
                .map(|o| o.label.clone())
        })
        .or_else(|| (!value.is_null()).then(|| value_text(&value, select)));

    let invalid = handle.invalid();
    let error = handle.error();
    let required = handle.is_required();
    let loading = fetched.loading || handle.busy();
    // The options are being fetched (`loading` above also counts the `loading` option).
    let resolving = handle.form().items_loading(handle.path());
    let id = handle.field_id(common.id.as_deref());
    let listbox_id = part_id(&id, "listbox");
    let option_id = |row: usize| format!("{listbox_id}-{row}");
    let text = |l: &Option<yewform_core::locale::Localizable>| env.text(l);
    let user_slots = props.slots.clone();
    let slots = user_slots.layout(handle, slot_texts(&common.slots));
    let label = text(&common.label);
    let has_label = label.is_some() || slots.label.is_some() || env.force_labels;
    let look: Rc<Option<ElementLook>> = super::look::use_select_look(handle, select, has_label);
    let Some(look) = look.as_ref() else {
        return Html::default();
    };
    let c = |key: &str| look.own.get(&format!("select.{key}"));

    // --- behaviour ------------------------------------------------------------------------
    let open_list = {
        let handle = handle.clone();
        move || handle.fire("open", EventArgs::None)
    };
    // Commits a row; `true` when it closed the list (and fired `close`). `toggle`: choosing
    // the selected option deselects it (`canDeselect`); without it (Alt+ArrowUp, which sets
    // the value to the pointed option in the WAI-ARIA pattern) the selected option stays.
    let commit: Rc<dyn Fn(usize, bool) -> bool> = {
        let handle = handle.clone();
        let items = items.clone();
        let select = select.clone();
        let combo = combo.clone();
        let listing = listing.clone();
        let chosen = chosen.clone();
        Rc::new(move |row: usize, toggle: bool| {
            let Some(Row::Option {
                index,
                disabled: false,
            }) = listing.rows.get(row).copied()
            else {
                return false;
            };
            let Some(option) = items.option(index) else {
                return false;
            };
            let current = handle.value();
            let current = if select.object {
                current
                    .get(&select.value_prop)
                    .cloned()
                    .unwrap_or(Value::Null)
            } else {
                current
            };
            let object = option.as_object(&select.value_prop, &select.label_prop);
            let same = !current.is_null() && option.value.matches(&current);
            let rules = ChooseRules {
                can_deselect: select.can_deselect,
                close_on_select: select.close_on_select,
                close_on_deselect: select.close_on_deselect,
            };
            let Chosen { change, close } = choose(same, toggle, &rules);
            let (new_value, event) = match change {
                ValueChange::Select => (option_value(option, &select), "select"),
                ValueChange::Deselect => (Value::Null, "deselect"),
                ValueChange::Keep => {
                    // Already the value and not deselected: no value event.
                    if close {
                        combo.borrow_mut().open = false;
                        handle.fire("close", EventArgs::None);
                    }
                    return close;
                }
            };
            let deselect = change == ValueChange::Deselect;
            {
                let mut state = combo.borrow_mut();
                state.search.clear();
                if close {
                    state.open = false;
                }
            }
            if !deselect {
                *chosen.borrow_mut() = Some(option.clone());
            }
            let _ = handle.user_input(new_value);
            handle.fire(event, EventArgs::Option(object));
            if close {
                handle.fire("close", EventArgs::None);
            }
            close
        })
    };
    let create: Rc<dyn Fn(String)> = {
        let handle = handle.clone();
        let created = created.clone();
        let combo = combo.clone();
        let select = select.clone();
        let items = items.clone();
        let chosen = chosen.clone();
        Rc::new(move |text: String| {
            let existing = items
                .options()
                .find(|o| o.label == text || o.value.matches(&Value::from(text.clone())));
            let option = match existing {
                Some(o) => o.clone(),
                None => Opt {
                    value: OptValue::Str(text.as_str().into()),
                    label: text.clone(),
                    disabled: false,
                    raw: Kept::Plain,
                },
            };
            if existing.is_none() && select.append_new_option {
                let mut all = (*created).clone();
                all.push(option.clone());
                created.set(all);
            }
            {
                let mut state = combo.borrow_mut();
                state.search.clear();
                if select.close_on_select {
                    state.open = false;
                }
            }
            let _ = handle.user_input(option_value(&option, &select));
            handle.fire(
                "select",
                EventArgs::Option(option.as_object(&select.value_prop, &select.label_prop)),
            );
            *chosen.borrow_mut() = Some(option);
        })
    };
    let scroll_to = {
        let (scroll_top, listbox) = (scroll_top.clone(), listbox_ref.clone());
        move |row: usize| {
            // The listbox's height: less than the rows when a moved list is clamped to the room.
            let shown = listbox
                .cast::<HtmlElement>()
                .map(|l| f64::from(l.client_height()));
            let viewport = (VIEW_ROWS * ROW_PX).min(shown.filter(|h| *h > 0.0).unwrap_or(f64::MAX));
            let current = *scroll_top.borrow();
            if let Some(top) = scroll_into_view(row, current, viewport, ROW_PX) {
                *scroll_top.borrow_mut() = top;
            }
        }
    };

    let onkeydown = {
        let combo = combo.clone();
        let listing = listing.clone();
        let items = items.clone();
        let add_option_on = select.add_option_on.clone();
        let create_on = select.create;
        let commit = commit.clone();
        let create = create.clone();
        let force = force.clone();
        let handle = handle.clone();
        let open_list = open_list.clone();
        let scroll_to = scroll_to.clone();
        Callback::from(move |event: KeyboardEvent| {
            if disabled {
                return;
            }
            let was_open = combo.borrow().open;
            let alt_up = event.alt_key() && event.key() == "ArrowUp";
            let mut closed = false;
            let effects = {
                let key_name = event.key();
                let key = Key {
                    key: &key_name,
                    alt: event.alt_key(),
                    ctrl_or_meta: event.ctrl_key() || event.meta_key(),
                    // IME: `isComposing`, and key code 229 that some browsers send instead.
                    composing: event.is_composing() || event.key_code() == 229,
                    now_ms: now_ms(),
                };
                let ctx = ComboContext {
                    rows: &listing.rows,
                    items: &items,
                    searchable,
                    selected_row,
                    create: create_on,
                    add_option_on: &add_option_on,
                    page: VIEW_ROWS as usize,
                };
                key_down(&mut combo.borrow_mut(), &key, &ctx)
            };
            for effect in effects {
                match effect {
                    Effect::PreventDefault => event.prevent_default(),
                    Effect::Open => open_list(),
                    Effect::Close => {
                        if was_open && !closed {
                            handle.fire("close", EventArgs::None);
                            closed = true;
                        }
                    }
                    Effect::Commit(row) => closed |= commit(row, !alt_up),
                    Effect::Create(text) => create(text),
                    Effect::ClearSearch => handle.fire("search-change", EventArgs::Search(None)),
                    Effect::ScrollTo(row) => scroll_to(row),
                }
            }
            force.force_update();
        })
    };
    let oninput = {
        let combo = combo.clone();
        let force = force.clone();
        let handle = handle.clone();
        let open_list = open_list.clone();
        Callback::from(move |event: InputEvent| {
            let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let text = input.value();
            let opened = {
                let mut state = combo.borrow_mut();
                state.search = text.clone();
                state.pointer = Some(0);
                let opened = !state.open;
                state.open = true;
                opened
            };
            if opened {
                open_list();
            }
            handle.fire("search-change", EventArgs::Search(Some(text)));
            force.force_update();
        })
    };
    let onclick = {
        let combo = combo.clone();
        let force = force.clone();
        let handle = handle.clone();
        let open_list = open_list.clone();
        Callback::from(move |_: MouseEvent| {
            if disabled {
                return;
            }
            let now_open = {
                let mut state = combo.borrow_mut();
                state.open = !state.open;
                if state.open {
                    state.pointer = selected_row.or(Some(0));
                }
                state.open
            };
            if now_open {
                open_list();
            } else {
                handle.fire("close", EventArgs::None);
            }
            force.force_update();
        })
    };
    let onfocusin = {
        let handle = handle.clone();
        Callback::from(move |_: FocusEvent| handle.form().set_focused(handle.path(), true))
    };
    let onfocusout = {
        let list_ref = list_ref.clone();
        let combo = combo.clone();
        let force = force.clone();
        let handle = handle.clone();
        let create = create.clone();
        let blur_creates = select.create && select.add_option_on.contains(&AddOptionOn::Blur);
        Callback::from(move |event: FocusEvent| {
            // Focus moving within the field comes back through `onfocusin`.
            handle.form().set_focused(handle.path(), false);
            let container = event
                .current_target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Node>(t).ok());
            let next = event
                .related_target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Node>(t).ok());
            if let (Some(container), Some(next)) = (&container, &next) {
                if container.contains(Some(next)) {
                    return; // focus moved inside (the clear button)
                }
            }
            if let (Some(list), Some(next)) = (list_ref.get(), &next) {
                if list.contains(Some(next)) {
                    return; // focus moved into the list (moved out of the container or not)
                }
            }
            let (was_open, pending) = {
                let mut state = combo.borrow_mut();
                let was_open = state.open;
                state.open = false;
                (was_open, state.search.trim().to_string())
            };
            if blur_creates && !pending.is_empty() {
                create(pending);
            }
            if was_open {
                handle.fire("close", EventArgs::None);
            }
            force.force_update();
        })
    };
    let onpaste = {
        let handle = handle.clone();
        Callback::from(move |event: Event| {
            let text = wasm_bindgen::JsCast::dyn_ref::<web_sys::ClipboardEvent>(&event)
                .and_then(web_sys::ClipboardEvent::clipboard_data)
                .and_then(|data| data.get_data("text/plain").ok());
            handle.fire("paste", EventArgs::Paste { text, event });
        })
    };
    let onscroll = {
        let scroll_top = scroll_top.clone();
        let force = force.clone();
        Callback::from(move |event: Event| {
            if let Some(list) = event.target_dyn_into::<HtmlElement>() {
                let top = f64::from(list.scroll_top());
                if (top - *scroll_top.borrow()).abs() >= 1.0 {
                    *scroll_top.borrow_mut() = top;
                    force.force_update();
                }
            }
        })
    };
    let onclear = {
        let handle = handle.clone();
        let combo = combo.clone();
        let force = force.clone();
        let input_ref = input_ref.clone();
        Callback::from(move |event: MouseEvent| {
            event.prevent_default();
            combo.borrow_mut().search.clear();
            let _ = handle.user_input(Value::Null);
            handle.fire("clear", EventArgs::Clear);
            if let Some(input) = input_ref.cast::<HtmlElement>() {
                let _ = input.focus();
            }
            force.force_update();
        })
    };

    // Keep the list's scroll position where the keyboard put it.
    {
        let listbox_ref = listbox_ref.clone();
        let scroll_top = scroll_top.clone();
        use_effect(move || {
            if let Some(list) = listbox_ref.cast::<HtmlElement>() {
                let wanted = *scroll_top.borrow();
                if (f64::from(list.scroll_top()) - wanted).abs() >= 1.0 {
                    list.set_scroll_top(wanted as i32);
                }
            }
        });
    }

    use_anchored_list(
        host.is_some(),
        field_ref.clone(),
        list_ref.clone(),
        select.open_direction,
        list_above.clone(),
        force.clone(),
    );
    // A press on the list (an option, a group label, the scrollbar) keeps the focus on the
    // combobox, so the list stays open, in place and moved alike; focusable slot content
    // inside the list still takes the focus.
    let on_list_mousedown = Callback::from(|event: MouseEvent| {
        let focusable = event
            .target_dyn_into::<web_sys::Element>()
            .and_then(|target| {
                target
                    .closest(
                        "input, textarea, select, button, a[href], [contenteditable], [tabindex]",
                    )
                    .ok()
                    .flatten()
            })
            .is_some();
        if !focusable {
            event.prevent_default();
        }
    });

    // --- view -----------------------------------------------------------------------------
    let single_label_html = |label: String| -> Html {
        match (
            &user_slots.single_label,
            selected_index.and_then(|i| items.option(i)),
        ) {
            (Some(slot), Some(option)) => slot.emit(OptionScope {
                el: handle.clone(),
                option: option.as_object(&select.value_prop, &select.label_prop),
                search: None,
                selected: true,
                pointed: false,
            }),
            _ => Html::from(label),
        }
    };
    let state = combo.borrow().clone();
    let open = state.open && !disabled;
    let rows = &listing.rows;
    let total = rows.len();
    let range = window(
        *scroll_top.borrow(),
        VIEW_ROWS * ROW_PX,
        ROW_PX,
        OVERSCAN,
        total,
    );
    let pointer = state.pointer.filter(|p| *p < total);
    let active = if open { pointer.map(option_id) } else { None };
    let described_by = [
        (common.description.is_some() || slots.description.is_some())
            .then(|| part_id(&id, "description")),
        (common.info.is_some() || slots.info.is_some()).then(|| part_id(&id, "info")),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ");
    let show_error = env.display_errors && common.display_errors;
    let moved = open && host.is_some();
    let placeholder =
        text(&common.placeholder).map(|p| env.mark(p, RequiredMark::Placeholder, required));
    let floating = match &select.floating {
        Some(Floating::Off) => None,
        Some(Floating::Label(l)) => Some(AttrValue::from(l.resolve(&locale, &fallback))),
        None if env.float_placeholders => text(&common.placeholder),
        None => None,
    }
    .map(|f| env.mark(f, RequiredMark::Floating, required));
    let floating_class = look
        .layout
        .iter()
        .find(|(k, _)| *k == "floating")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    let required_slot = user_slots
        .required
        .as_ref()
        .map(|slot| slot.emit(handle.clone()))
        .or_else(|| required_slot_text(&common.slots));
    // The value as text under the element's name, so a plain form post carries it (the
    // object of `object: true` posts its value property).
    let posted = value_attr(if select.object {
        value.get(&select.value_prop).unwrap_or(&value)
    } else {
        &value
    });
    let translate = |key: &str, default: &str| {
        yewform_core::locale::translate(&locale, &fallback, key)
            .unwrap_or(default)
            .to_string()
    };
    let no_options = text(&select.no_options_text)
        .map(|t| t.to_string())
        .unwrap_or_else(|| translate("multiselect.noOptions", "The list is empty"));
    let no_results = text(&select.no_results_text)
        .map(|t| t.to_string())
        .unwrap_or_else(|| translate("multiselect.noResults", "No options found"));
    let announce = if !open {
        String::new()
    } else if listing.option_rows == 0 {
        if items.is_empty() {
            no_options.clone()
        } else {
            no_results.clone()
        }
    } else {
        yewform_core::locale::format(
            &translate("select.results", ":count results available"),
            &[("count", listing.option_rows.to_string())],
        )
    };

    let container_class = classes!(
        c("container"),
        disabled.then(|| c("containerDisabled")),
        open.then(|| c("containerOpen")),
        (open && list_top).then(|| c("containerOpenTop")),
        invalid.then(|| c("containerDanger")),
    );
    let show_label = search.is_empty() && selected_label.is_some();
    let aria = |tag: Html| tag;
    let _ = aria;
    let combobox = with_attrs(
        if searchable {
            html! {
                <input
                    ref={input_ref.clone()}
                    id={id.clone()}
                    class={c("search")}
                    type={select.input_type.clone()}
                    role="combobox"
                    autocomplete={select.autocomplete.clone()}
                    aria-autocomplete="list"
                    aria-expanded={open.to_string()}
                    aria-controls={listbox_id.clone()}
                    aria-activedescendant={active.clone()}
                    aria-labelledby={has_label.then(|| part_id(&id, "label"))}
                    aria-describedby={(!described_by.is_empty()).then_some(described_by.clone())}
                    aria-invalid={invalid.to_string()}
                    aria-errormessage={(invalid && show_error).then(|| part_id(&id, "error"))}
                    aria-disabled={disabled.to_string()}
                    aria-busy={loading.to_string()}
                    aria-required={required.then_some("true")}
                    disabled={disabled}
                    value={search.clone()}
                    placeholder={if selected_label.is_none() { placeholder.clone() } else { None }}
                    onkeydown={onkeydown.clone()}
                    {oninput}
                    onclick={onclick.clone()}
                    {onpaste}
                />
            }
        } else {
            html! {
                <div
                    ref={input_ref.clone()}
                    id={id.clone()}
                    class={c("wrapper")}
                    role="combobox"
                    tabindex={if disabled { "-1" } else { "0" }}
                    aria-haspopup="listbox"
                    aria-expanded={open.to_string()}
                    aria-controls={listbox_id.clone()}
                    aria-activedescendant={active.clone()}
                    aria-labelledby={has_label.then(|| format!("{} {}", part_id(&id, "label"), part_id(&id, "value")))}
                    aria-describedby={(!described_by.is_empty()).then_some(described_by.clone())}
                    aria-invalid={invalid.to_string()}
                    aria-errormessage={(invalid && show_error).then(|| part_id(&id, "error"))}
                    aria-disabled={disabled.to_string()}
                    aria-busy={loading.to_string()}
                    aria-required={required.then_some("true")}
                    onkeydown={onkeydown.clone()}
                    onclick={onclick.clone()}
                >
                    <span id={part_id(&id, "value")} class={classes!(c("singleLabel"))}>
                        if let Some(label) = selected_label.clone() {
                            <span class={classes!(c("singleLabelText"), select.truncate.then(|| c("singleLabelTruncate")))}>{ single_label_html(label) }</span>
                        } else {
                            <span class={c("placeholder")}>{ SelectSlots::simple(&user_slots.placeholder, handle, Html::from(placeholder.clone().unwrap_or_default().to_string())) }</span>
                        }
                    </span>
                </div>
            }
        },
        &select.attrs,
    );

    let option_rows_html = {
        // Options before the window: every row of a flat list is an option.
        let mut position = match &*items {
            Items::Flat(_) => range.start,
            Items::Grouped(_) => rows.get(..range.start).map_or(0, |before| {
                before
                    .iter()
                    .filter(|r| matches!(r, Row::Option { .. }))
                    .count()
            }),
        };
        range
            .clone()
            .filter_map(|row| rows.get(row).map(|r| (row, *r)))
            .map(|(row, r)| match r {
                Row::Group { group, disabled } => {
                    let label = match (&user_slots.group_label, items.groups().get(group)) {
                        (Some(slot), Some(g)) => slot.emit(GroupScope {
                            el: handle.clone(),
                            group: if g.raw.is_object() { g.raw.clone() } else { json!({"label": g.label, "disabled": g.disabled}) },
                        }),
                        (_, g) => Html::from(g.map(|g| g.label.clone()).unwrap_or_default()),
                    };
                    html! {
                        <li key={format!("g{row}")} role="presentation" id={option_id(row)}
                            class={classes!(c("groupLabel"), disabled.then(|| c("groupLabelDisabled")))}
                            style={format!("height:{ROW_PX}px")}>
                            { label }
                        </li>
                    }
                }
                Row::Option { index, disabled } => {
                    position += 1;
                    let option = items.option(index);
                    let is_selected = selected_index == Some(index);
                    let is_pointed = pointer == Some(row);
                    let label = match (&user_slots.option, option) {
                        (Some(slot), Some(o)) => slot.emit(OptionScope {
                            el: handle.clone(),
                            option: o.as_object(&select.value_prop, &select.label_prop),
                            search: (!search.is_empty()).then(|| search.clone()),
                            selected: is_selected,
                            pointed: is_pointed,
                        }),
                        (_, o) => Html::from(o.map(|o| o.label.clone()).unwrap_or_default()),
                    };
                    let onmousedown = {
                        let commit = commit.clone();
                        let force = force.clone();
                        let combo = combo.clone();
                        Callback::from(move |event: MouseEvent| {
                            event.prevent_default(); // keep focus on the combobox
                            combo.borrow_mut().pointer = Some(row);
                            let _ = commit(row, true);
                            force.force_update();
                        })
                    };
                    html! {
                        <li key={format!("o{index}")} role="option" id={option_id(row)}
                            class={classes!(
                                c("option"),
                                is_pointed.then(|| c("optionPointed")),
                                is_selected.then(|| c("optionSelected")),
                                disabled.then(|| c("optionDisabled")),
                                (is_selected && is_pointed).then(|| c("optionSelectedPointed")),
                            )}
                            aria-selected={is_selected.to_string()}
                            aria-disabled={disabled.then_some("true")}
                            aria-setsize={listing.option_rows.to_string()}
                            aria-posinset={position.to_string()}
                            data-index={index.to_string()}
                            style={format!("height:{ROW_PX}px")}
                            {onmousedown}>
                            <span>{ label }</span>
                        </li>
                    }
                }
            })
            .collect::<Html>()
    };
    let top_space = range.start as f64 * ROW_PX;
    let bottom_space = total.saturating_sub(range.end) as f64 * ROW_PX;
    let texts = env.layout_texts(common, error.clone());
    let clear_label = translate("select.clear", "Clear");
    let clear_slot = match &user_slots.clear {
        Some(slot) => {
            let handle = handle.clone();
            let combo = combo.clone();
            let force = force.clone();
            let clear = Callback::from(move |()| {
                combo.borrow_mut().search.clear();
                let _ = handle.user_input(Value::Null);
                handle.fire("clear", EventArgs::Clear);
                force.force_update();
            });
            slot.emit(ClearScope {
                el: props.handle.clone(),
                clear,
            })
        }
        None => Html::default(),
    };

    let list_html = if open {
        let list = html! {
        <div ref={list_ref} class={classes!(c("dropdown"), list_top.then(|| c("dropdownTop")))}
            style={if moved { "max-height:none;overflow:visible;position:fixed;top:100%;left:0" } else { "max-height:none;overflow:visible" }}
            data-appended={moved.then_some("true")}
            onmousedown={on_list_mousedown}>
            { SelectSlots::simple(&user_slots.before_list, handle, Html::default()) }
            <ul ref={listbox_ref} id={listbox_id.clone()} role="listbox" class={c("options")}
                aria-labelledby={has_label.then(|| part_id(&id, "label"))}
                style={format!("max-height:{}px;overflow-y:auto", VIEW_ROWS * ROW_PX)}
                {onscroll}>
                if top_space > 0.0 {
                    <li role="presentation" aria-hidden="true" style={format!("height:{top_space}px")}></li>
                }
                { option_rows_html }
                if bottom_space > 0.0 {
                    <li role="presentation" aria-hidden="true" style={format!("height:{bottom_space}px")}></li>
                }
            </ul>
            // As the reference: hidden only while the options are being fetched, not for
            // the `loading` option or a pending validation.
            if listing.option_rows == 0 && !resolving {
                <div class={if items.is_empty() { c("noOptions") } else { c("noResults") }}>
                    if items.is_empty() {
                        { SelectSlots::simple(&user_slots.no_options, handle, Html::from(no_options.clone())) }
                    } else {
                        { SelectSlots::simple(&user_slots.no_results, handle, Html::from(no_results.clone())) }
                    }
                </div>
            }
            { SelectSlots::simple(&user_slots.after_list, handle, Html::default()) }
        </div>
            };
        match (*host).clone() {
            Some(host) => create_portal(list, host),
            None => list,
        }
    } else {
        Html::default()
    };

    html! {
        <ElementLayout field_id={AttrValue::from(id.clone())} {texts} {slots}
            {has_label} {required} {required_slot} visible={handle.visible()} inline={common.inline}
            info_position={AttrValue::from(common.info_position.as_str())}
            classes={look.layout.clone()}>
            <div ref={field_ref} class={container_class} {onfocusin} {onfocusout} data-open={open.to_string()}>
                <input type="hidden" name={handle.path().to_string()} value={posted} />
                if let Some(floating) = floating.filter(|_| !value.is_null()) {
                    <span class={floating_class} aria-hidden="true">{ floating }</span>
                }
                if searchable && show_label {
                    <span class={classes!(c("singleLabel"))} aria-hidden="true">
                        <span class={classes!(c("singleLabelText"), select.truncate.then(|| c("singleLabelTruncate")))}>
                            { single_label_html(selected_label.clone().unwrap_or_default()) }
                        </span>
                    </span>
                }
                { combobox }
                if loading {
                    { SelectSlots::simple(&user_slots.spinner, handle, html! { <span class={c("spinner")} aria-hidden="true">{ icons::spinner() }</span> }) }
                }
                if select.can_clear && !value.is_null() && !disabled && user_slots.clear.is_some() {
                    { clear_slot }
                }
                if select.can_clear && !value.is_null() && !disabled && user_slots.clear.is_none() {
                    <button type="button" class={c("clear")} aria-label={clear_label.clone()} title={clear_label}
                        onmousedown={onclear}>
                        <span class={c("clearIcon")} aria-hidden="true">{ icons::x() }</span>
                    </button>
                }
                if select.caret {
                    <span class={classes!(c("caret"), open.then(|| c("caretOpen")))} aria-hidden="true" onclick={onclick.clone()}>
                        { SelectSlots::simple(&user_slots.caret, handle, icons::chevron_down()) }
                    </span>
                }
                if open {
                    { list_html }
                }
                <div class={c("assist")} role="status" aria-live="polite" aria-atomic="true">{ announce }</div>
            </div>
        </ElementLayout>
    }
}

/// The text shown for a value that is not among the options (`allowAbsent`).
fn value_text(value: &Value, select: &SelectSchema) -> String {
    let shown = if select.object {
        value.get(&select.label_prop).unwrap_or(value)
    } else {
        value
    };
    match shown {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}
