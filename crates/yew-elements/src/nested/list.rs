//! `ListElement`: repeated items keyed by core's stable item keys, with add, remove and
//! move buttons, focus management and a polite live region.

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Map, Value};
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::element::ElementEvent;
use yewform_core::form::ListAnnouncement;
use yewform_core::locale::{format, translate};
use yewform_core::schema::ElementSchema;

use super::{group_box, own_class, put};
use crate::element_props::element_props;
use crate::events::{EventArgs, FiredEvent};
use crate::form::validation::focus_first_in;

element_props! {
    /// Props of [`ListElement`]: inside a schema-driven `<Form>` give only `name`; written
    /// inline, the props are its options (the schema's names in snake case), the item schema
    /// in `element` or `object` as schema JSON.
    pub struct ListProps {
        /// `element`: the schema entry of one item (a list of phone numbers). With `object`
        /// given too, `object` wins (as the reference). Another item schema given later
        /// builds the items again from it, their values kept (core's
        /// `FormState::update_schema_element`).
        #[prop_or_default]
        pub element: Option<Value>,
        /// `object`: the object schema of one item, `{"schema": {…}}` (order lines); wins
        /// over `element`. Another one given later builds the items again, as `element`.
        #[prop_or_default]
        pub object: Option<Value>,
        /// `initial`: the number of blank items at the start when there is no default (a
        /// `default: []` starts empty) and after `reset()` when the default has no items
        /// (`[]` included); at most `max` and 1,000, else a schema error. Form-wide, all
        /// lists' blank items together (a nested list's counted once per item of its
        /// parent) are at most 10,000 (`ListSchema::MAX_BLANK_ITEMS`), holding at most
        /// 100,000 elements (`ListSchema::MAX_BLANK_ELEMENTS`), else a schema error.
        #[prop_or_default]
        pub initial: Option<usize>,
        /// `min`: the fewest items: the remove buttons are not rendered there, `remove` is
        /// refused, `initial` is raised to it, and it is the list's own `min:n` rule (with
        /// core's `rules` feature): `load`/`update` take any number of items, and fewer
        /// fail validation ("The Tags must have at least 2 items."). A `min` rule written
        /// in `rules` without a condition wins; a conditional one adds to it. A new value
        /// is validated from then on.
        #[prop_or_default]
        pub min: Option<usize>,
        /// `max`: the most items: the add button is not rendered there, `add` is refused,
        /// and it is the list's own `max:n` rule (with core's `rules` feature): more items,
        /// from `load` or `update`, fail validation ("The Tags may not have more than 3
        /// items."). A `max` rule written in `rules` without a condition wins; a
        /// conditional one adds to it. A new value is validated from then on.
        #[prop_or_default]
        pub max: Option<usize>,
        /// `addText`: the add button's text (HTML, sanitized); default the locale's "+ Add".
        #[prop_or_default]
        pub add_text: Option<AttrValue>,
        /// `sort`: show move up / move down buttons.
        #[prop_or_default]
        pub sort: Option<bool>,
        /// `controls`: `{"add": bool, "remove": bool, "sort": bool}`.
        #[prop_or_default]
        pub controls: Option<Value>,
        /// `storeOrder`: the object item's field that stores its position.
        #[prop_or_default]
        pub store_order: Option<AttrValue>,
        /// `order`: `"ASC"` or `"DESC"`, how `load` sorts the items and `storeOrder`
        /// numbers them.
        #[prop_or_default]
        pub order: Option<AttrValue>,
        /// `orderBy`: the object item's field `load` sorts by (else `storeOrder`'s; with
        /// neither, the items themselves).
        #[prop_or_default]
        pub order_by: Option<AttrValue>,
        /// The `add` and `remove` slots: what the add button and each remove button show
        /// (a render prop wins over the schema's `"slots": {"add": …, "remove": …}`).
        #[prop_or_default]
        pub slots: ListSlots,
        /// `add` fired: `[index, value]` (the reference's is `(index, addedValue,
        /// listValue, el$)`: read the list's value from its handle, current when this
        /// runs; docs/differences.md).
        #[prop_or_default]
        pub on_add: Option<Callback<FiredEvent>>,
        /// `remove` fired: `[index]` (the reference's is `(index, listValue, el$)`).
        #[prop_or_default]
        pub on_remove: Option<Callback<FiredEvent>>,
        /// `sort` fired: `[from, to]` (the reference's is `(value, oldIndex, newIndex,
        /// child$, el$)`).
        #[prop_or_default]
        pub on_sort: Option<Callback<FiredEvent>>,
        /// Any option of the reference's tables as schema JSON (camelCase keys).
        #[prop_or_default]
        pub options: Value,
    }
}

/// Render props of [`ListElement`] (issue 33's `add`/`remove` slots): `add` fills the add
/// `<button>` in place of `addText` / the locale's "+ Add" (its content, then the list's
/// name visually hidden, is its name: "+ Add Phones"), given the list; `remove` fills each remove `<button>` in place of its `×`, given the item (its
/// `aria-label` "Remove Phones 3" stays its name). The schema's `slots` may give either as
/// a string (sanitized HTML without links or blocks, as `addText`) or a registered slot
/// (`{"fn": "<name>"}`); a render prop wins.
///
/// ```
/// use yew::prelude::*;
/// use yewform_elements::nested::ListSlots;
///
/// let slots = ListSlots {
///     add: Some(Callback::from(|_| html! { <b>{ "Add phone" }</b> })),
///     ..ListSlots::default()
/// };
/// assert!(slots.remove.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ListSlots {
    /// `add`: the add button's content, given the list.
    pub add: Option<Callback<crate::ElementHandle, Html>>,
    /// `remove`: each remove button's content, given the item (`phones.2`).
    pub remove: Option<Callback<crate::ElementHandle, Html>>,
}

impl ListProps {
    /// The inline options as schema JSON.
    fn schema_json(&self) -> Value {
        let mut map = match &self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from("list"));
        self.put_common_options(&mut map);
        put(
            &mut map,
            vec![
                ("element", self.element.clone()),
                ("object", self.object.clone()),
                ("initial", self.initial.map(Value::from)),
                ("min", self.min.map(Value::from)),
                ("max", self.max.map(Value::from)),
                ("addText", super::text(&self.add_text)),
                ("sort", self.sort.map(Value::from)),
                ("controls", self.controls.clone()),
                ("storeOrder", super::text(&self.store_order)),
                ("order", super::text(&self.order)),
                ("orderBy", super::text(&self.order_by)),
            ],
        );
        Value::Object(map)
    }

    fn listeners(&self) -> crate::hooks::ElementListeners {
        self.common_listeners()
            .with("add", &self.on_add)
            .with("remove", &self.on_remove)
            .with("sort", &self.on_sort)
    }
}

/// Where the focus goes after the next render of the list.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Focus {
    /// An item was added: its first field.
    Added,
    /// Item `index` was removed: core's [`list_focus_after_remove`] target's first control,
    /// else the add button.
    ///
    /// [`list_focus_after_remove`]: yewform_core::form::FormState::list_focus_after_remove
    Removed(usize),
    /// An item moved to `to`: its move button (`up` or down; the other one when that one
    /// is disabled at the end of the list).
    Moved { to: usize, up: bool },
}

/// A list: items of one element (`element`) or one object (`object`) each, keyed by core's
/// stable item keys (adding, removing or moving an item keeps every other item's DOM and
/// state), with an add `<button>` ("+ Add", named "+ Add Phones" by a visually hidden
/// list name), per item a remove `<button>` ("Remove Phones 3"; core's
/// [`list_item_title`](yewform_core::form::FormState::list_item_title), "Orders 2, Lines 1"
/// in a nested list) and, with
/// `sort`, move up / move down `<button>`s (keyboard reordering) and a drag handle (pointer:
/// drop it on another item); which show follows `min`, `max`, `controls` and
/// `disabled`. After a removal the focus moves to the neighbour item's first control (else
/// the add button), after an add to the new item's first field, after a move it stays on
/// the moved item's button; a polite live region announces each change ("Phones 3 removed,
/// 4 items"). Events: `add`, `remove`, `sort`, `change`, `clear`, `reset` and the lifecycle
/// events. From code: [`ElementHandle::add`](crate::ElementHandle::add),
/// [`remove`](crate::ElementHandle::remove), [`move_item`](crate::ElementHandle::move_item).
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, ListElement};
///
/// #[component]
/// fn Phones() -> Html {
///     let element = serde_json::json!({"type": "text", "rules": "required"});
///     html! {
///         <Form>
///             <ListElement name="phones" label="Phones" element={element} initial={1} max={3} sort={true} />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn ListElement(props: &ListProps) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = crate::hooks::use_element(
        &props.name,
        props,
        |p: &ListProps| {
            let mut json = p.schema_json();
            if let Some(form) = &form {
                p.put_function_options(&mut json, form);
            }
            Some(json)
        },
        props.listeners(),
    );
    // A refused element calls the hooks below too, and shows its error after them.
    let (handle, refused) =
        match crate::hooks::handle_after_refusal(element, form.as_ref(), &props.name) {
            Ok(found) => found,
            Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
        };
    crate::hooks::use_view_subscription(&handle);
    let focus: Rc<RefCell<Option<Focus>>> = use_mut_ref(|| None);
    // The index of the item whose handle is being dragged (pointer reordering).
    let dragged: Rc<RefCell<Option<usize>>> = use_mut_ref(|| None);
    let list_ref = use_node_ref();
    let add_ref = use_node_ref();
    // The last announcement, with the items it spoke of (core's `ListAnnouncement`).
    let announcement = use_state(ListAnnouncement::default);
    // The live region's text: core's announcement of each `add`, `remove`, `sort` fired on
    // this list (by a button or from code).
    {
        let setter = announcement.setter();
        use_effect_with(handle.clone(), move |handle| {
            let keys: Vec<u64> = ["add", "remove", "sort"]
                .into_iter()
                .map(|event| {
                    let setter = setter.clone();
                    // Its own listener: the app's `off("add")` does not silence it.
                    handle.on_own(
                        event,
                        Callback::from(move |fired: FiredEvent| {
                            let text = list_event(&fired).and_then(|event| {
                                fired
                                    .element
                                    .form()
                                    .read(|s| s.list_announced(&fired.path, &event))
                                    .flatten()
                            });
                            if let Some(text) = text {
                                setter.set(text);
                            }
                        }),
                    )
                })
                .collect();
            let handle = handle.clone();
            move || {
                for key in keys {
                    handle.remove_listener(key);
                }
            }
        });
    }
    // The focus a button asked for, once the list rendered the change.
    {
        let focus = focus.clone();
        let list_ref = list_ref.clone();
        let add_ref = add_ref.clone();
        let handle = handle.clone();
        use_effect(move || {
            let pending = focus.borrow_mut().take();
            if let Some(pending) = pending {
                apply_focus(pending, &handle, &list_ref, &add_ref);
            }
        });
    }
    let super::Framed {
        entry,
        env,
        frame,
        look,
        in_scope,
        layout,
    } = super::use_container_frame(&handle, "list");
    // The `add` and `remove` slots: a render prop, else the schema's (made once per
    // change of either, so the items' shared part stays the same between renders).
    let slots = {
        let schema_slots = entry
            .as_ref()
            .map(|e| e.common().slots.clone())
            .unwrap_or_default();
        let handle = handle.clone();
        use_memo(
            (props.slots.clone(), schema_slots),
            move |(given, schema_slots)| {
                handle
                    .form()
                    .read(|s| ListSlots {
                        add: crate::form::registry::list_slot(
                            s.functions(),
                            schema_slots,
                            "add",
                            &given.add,
                        ),
                        remove: crate::form::registry::list_slot(
                            s.functions(),
                            schema_slots,
                            "remove",
                            &given.remove,
                        ),
                    })
                    .unwrap_or_else(|| given.clone())
            },
        )
    };
    // The list's name in its controls (core's `list_title`: "Phones", "Orders 2, Lines"):
    // the add button's hidden text, and a change of it re-renders the items, whose remove
    // and move buttons name it.
    let title = handle
        .form()
        .read(|s| s.list_title(handle.path()))
        .flatten()
        .unwrap_or_default();
    // What every item reads, one allocation per change of the list, its look, its title or
    // its locale: an item whose index and controls are unchanged skips its render.
    let shared = {
        let deps = (
            handle.clone(),
            title.clone(),
            crate::by_ptr::ByPtr(look.clone()),
            env.locale.clone(),
            env.fallback.clone(),
            crate::by_ptr::ByPtr(focus.clone()),
            crate::by_ptr::ByPtr(dragged.clone()),
            slots.remove.clone(),
        );
        crate::by_ptr::ByPtr(use_memo(
            deps,
            |(handle, _title, look, locale, fallback, focus, dragged, remove_slot)| ItemShared {
                list: handle.clone(),
                look: look.0.clone(),
                locale: locale.clone(),
                fallback: fallback.clone(),
                focus: focus.0.clone(),
                dragged: dragged.0.clone(),
                remove_slot: remove_slot.clone(),
            },
        ))
    };
    if let Some(error) = refused {
        return html! { <p class="yf-element-error" role="alert">{ error }</p> };
    }
    let (Some(mut frame), Some(entry)) = (frame, entry) else {
        let text = [handle.path(), ": not in the form"].concat();
        return html! { <p class="yf-element-error" role="alert">{ text }</p> };
    };
    let class = |key: &str| own_class((*look).as_ref(), key);
    let path = handle.path().to_owned();
    let state = handle
        .form()
        .read(|s| ListState {
            keys: s.list_keys(&path),
            items: s.children(&path),
            can_add: s.list_can_add(&path),
            can_remove: s.list_can_remove(&path),
            can_sort: s.list_can_sort(&path),
            disabled: s.is_disabled(&path),
        })
        .unwrap_or_default();
    let add_text = match &entry.as_ref() {
        ElementSchema::List(list) => list.add_text.as_ref(),
        #[allow(unreachable_patterns)]
        _ => None,
    }
    // `""` is the locale's text: the button keeps an accessible name.
    .and_then(|text| text.resolve_non_empty(&env.locale, &env.fallback))
    // Inside a `<button>`: no link or block, as a button's label.
    .map(|text| crate::html::rich_with(&text, yewform_core::sanitize::Policy::phrasing_in_link))
    .unwrap_or_else(|| {
        Html::from(translate(&env.locale, &env.fallback, "elements.list.add").unwrap_or("+ Add"))
    });
    let len = state.items.len();
    // Blank once the items changed otherwise (a clear, reset or load, even one back to the
    // same length): never a stale "Phones 3 added, 4 items"; core decides.
    let live = announcement.current_text(&state.keys).map(str::to_owned);
    let items: Html = state
        .keys
        .iter()
        .zip(&state.items)
        .enumerate()
        .map(|(index, (key, item))| {
            html! {
                <ListItem key={*key} shared={shared.clone()} path={AttrValue::from(item.clone())}
                    {index} last={index + 1 >= len} can_remove={state.can_remove}
                    can_sort={state.can_sort} />
            }
        })
        .collect();
    let add = state.can_add.then(|| {
        let onclick = {
            let handle = handle.clone();
            let focus = focus.clone();
            Callback::from(move |_: MouseEvent| {
                *focus.borrow_mut() = Some(Focus::Added);
                if handle.add(None).is_err() {
                    *focus.borrow_mut() = None;
                }
            })
        };
        let content = match &slots.add {
            Some(slot) => slot.emit(handle.clone()),
            None => add_text,
        };
        // The visible content stays (a name that contains it, WCAG 2.5.3), then the list's
        // name for assistive technology: "+ Add Phones".
        let hidden_name = (!title.is_empty()).then(|| {
            html! { <span class={class("live")}>{ [" ", title.as_str()].concat() }</span> }
        });
        html! {
            <button type="button" ref={add_ref.clone()} class={class("add")} {onclick}>
                { content }{ hidden_name }
            </button>
        }
    });
    let mut list_class = class("list").map(|c| c.to_string()).unwrap_or_default();
    if state.disabled {
        if let Some(disabled) = class("listDisabled") {
            if !list_class.is_empty() {
                list_class.push(' ');
            }
            list_class.push_str(&disabled);
        }
    }
    let list_class = (!list_class.is_empty()).then(|| AttrValue::from(list_class));
    let content = html! {
        <>
            <div ref={list_ref} class={list_class} role="list" tabindex="-1">{ super::unscoped(items, in_scope) }</div>
            { add.unwrap_or_default() }
            <div class={class("live")} role="status" aria-live="polite">{ live }</div>
        </>
    };
    let field = group_box(&mut frame, &layout, &handle, class("wrapper"), content);
    frame.view_inline(&layout, field)
}

/// What every item of one list shares (compared by pointer).
struct ItemShared {
    list: crate::ElementHandle,
    look: Rc<Option<crate::layout::classes::ElementLook>>,
    locale: String,
    fallback: String,
    focus: Rc<RefCell<Option<Focus>>>,
    dragged: Rc<RefCell<Option<usize>>>,
    /// The `remove` slot: each remove button's content, given the item.
    remove_slot: Option<Callback<crate::ElementHandle, Html>>,
}

#[derive(Properties, PartialEq)]
struct ItemProps {
    shared: crate::by_ptr::ByPtr<ItemShared>,
    /// The item's path (`lines.3`).
    path: AttrValue,
    index: usize,
    /// The last item (its move-down button is disabled).
    last: bool,
    can_remove: bool,
    can_sort: bool,
}

/// One item: its element (keyed by the item's stable key in the list), a visually hidden
/// label for an element item without one, and its remove and move buttons. Re-rendered when
/// its index, its controls or the list's look or locale change, not when another item does.
#[component]
fn ListItem(props: &ItemProps) -> Html {
    let shared = &*props.shared;
    let handle = &shared.list;
    let class = |key: &str| own_class((*shared.look).as_ref(), key);
    let k = props.index;
    let item = props.path.as_str();
    // Core's name of the item in its controls: "Phones 3", "Orders 2, Lines 1".
    let title = handle
        .form()
        .read(|s| s.list_item_title(item))
        .flatten()
        .unwrap_or_default();
    let text = |key: &str| {
        let template = translate(&shared.locale, &shared.fallback, key).unwrap_or(key);
        AttrValue::from(format(
            template,
            &[("name", title.clone()), ("index", (k + 1).to_string())],
        ))
    };
    let (hidden_label, field) = handle
        .form()
        .read(|s| {
            let item_entry = s.schema_entry_shared(item);
            // An element item without a label of its own is named for assistive technology
            // by core's generic name ("Phones 3"), in a visually hidden `<label>` (an object
            // item's group carries that name itself; a checkbox or radio group's fieldset,
            // which a label cannot name, carries it as its `aria-label`). The label has a
            // `for` only when core says a label names the field (an input, a native select,
            // a textarea): a select-only combobox's `div` is labelled by its id
            // (`aria-labelledby`), the editor's surface takes the name as `aria-label`, and
            // a button keeps its own text as its name.
            let hidden_label = item_entry
                .as_ref()
                .filter(|e| !matches!(e.type_name(), "checkboxgroup" | "radiogroup"))
                .and_then(|e| Some((e, s.list_item_name(item)?)))
                .map(|(e, name)| {
                    let id = handle.form().el(item).field_id(e.common().id.as_deref());
                    let label_id = crate::ids::part_id(&id, "name");
                    let label_for = e.labelable_field().then_some(id);
                    html! {
                        <label for={label_for} id={label_id} class={class("live")}>{ name }</label>
                    }
                });
            let field = item_entry
                .map(|e| super::entry::child_view(item, "item".into(), &e))
                .unwrap_or_default();
            (hidden_label, field)
        })
        .unwrap_or_default();
    let remove = props.can_remove.then(|| {
        let onclick = {
            let handle = handle.clone();
            let focus = shared.focus.clone();
            Callback::from(move |_: MouseEvent| {
                *focus.borrow_mut() = Some(Focus::Removed(k));
                if handle.remove(k).is_err() {
                    *focus.borrow_mut() = None;
                }
            })
        };
        let content = match &shared.remove_slot {
            Some(slot) => slot.emit(handle.form().el(item)),
            None => html! { <span class={class("removeIcon")} aria-hidden="true">{ "×" }</span> },
        };
        html! {
            <button type="button" class={class("remove")}
                aria-label={text("list.remove")} {onclick}>
                { content }
            </button>
        }
    });
    let moves = props.can_sort.then(|| {
        let button = |up: bool| {
            let to = if up { k.wrapping_sub(1) } else { k + 1 };
            let at_end = if up { k == 0 } else { props.last };
            let onclick = {
                let handle = handle.clone();
                let focus = shared.focus.clone();
                Callback::from(move |_: MouseEvent| {
                    *focus.borrow_mut() = Some(Focus::Moved { to, up });
                    if handle.move_item(k, to).is_err() {
                        *focus.borrow_mut() = None;
                    }
                })
            };
            let (key, label, arrow, data) = if up {
                ("moveUp", text("list.moveUp"), "↑", "up")
            } else {
                ("moveDown", text("list.moveDown"), "↓", "down")
            };
            html! {
                <button type="button" class={class(key)} aria-label={label}
                    data-yf-move={data} disabled={at_end} {onclick}>
                    <span class={class("moveIcon")} aria-hidden="true">{ arrow }</span>
                </button>
            }
        };
        html! { <>{ button(true) }{ button(false) }</> }
    });
    // Pointer reordering: drag an item's handle onto another item (the move buttons are the
    // keyboard's way, so the handle is hidden from assistive technology).
    let handle_view = props.can_sort.then(|| {
        let ondragstart = {
            let dragged = shared.dragged.clone();
            Callback::from(move |event: DragEvent| {
                *dragged.borrow_mut() = Some(k);
                if let Some(transfer) = event.data_transfer() {
                    let _ = transfer.set_data("text/plain", &k.to_string());
                }
            })
        };
        let ondragend = {
            let dragged = shared.dragged.clone();
            Callback::from(move |_: DragEvent| *dragged.borrow_mut() = None)
        };
        html! {
            <span class={class("handle")} draggable="true" aria-hidden="true"
                {ondragstart} {ondragend}>
                <span class={class("handleIcon")}>{ "⠿" }</span>
            </span>
        }
    });
    let ondragover = {
        let dragged = shared.dragged.clone();
        Callback::from(move |event: DragEvent| {
            if dragged.borrow().is_some() {
                event.prevent_default();
            }
        })
    };
    let ondrop = {
        let dragged = shared.dragged.clone();
        let handle = handle.clone();
        Callback::from(move |event: DragEvent| {
            let from = dragged.borrow_mut().take();
            if let Some(from) = from {
                event.prevent_default();
                if from != k {
                    let _ = handle.move_item(from, k);
                }
            }
        })
    };
    html! {
        <div class={class("listItem")} role="listitem" {ondragover} {ondrop}>
            { handle_view.unwrap_or_default() }
            { hidden_label.unwrap_or_default() }
            { field }
            if remove.is_some() || moves.is_some() {
                <div class={class("itemControls")}>
                    { moves.unwrap_or_default() }
                    { remove.unwrap_or_default() }
                </div>
            }
        </div>
    }
}

/// What one render of a list reads from core.
#[derive(Default)]
struct ListState {
    keys: Vec<u64>,
    items: Vec<String>,
    can_add: bool,
    can_remove: bool,
    can_sort: bool,
    disabled: bool,
}

/// The core event a fired `add`, `remove` or `sort` carried (its arguments, as listeners
/// receive them).
fn list_event(fired: &FiredEvent) -> Option<ElementEvent> {
    let EventArgs::Custom(values) = &fired.args else {
        return None;
    };
    let index = |k: usize| {
        values
            .get(k)
            .and_then(Value::as_u64)
            .and_then(|n| usize::try_from(n).ok())
    };
    match fired.name.as_str() {
        "add" => Some(ElementEvent::Add {
            index: index(0)?,
            value: values.get(1).cloned().unwrap_or_default(),
            key: 0,
        }),
        "remove" => Some(ElementEvent::Remove {
            index: index(0)?,
            key: 0,
        }),
        "sort" => Some(ElementEvent::Sort {
            from: index(0)?,
            to: index(1)?,
        }),
        _ => None,
    }
}

/// Moves the focus as `focus` asks, in the list's rendered DOM.
fn apply_focus(focus: Focus, handle: &crate::ElementHandle, list: &NodeRef, add: &NodeRef) {
    let item = |index: usize| -> Option<web_sys::Element> {
        // The list's children are its items (a selector over 500 items cost 3 ms).
        let list = list.cast::<web_sys::Element>()?;
        list.children().item(u32::try_from(index).ok()?)
    };
    let focus_el = |el: Option<web_sys::Element>| -> bool {
        match el.and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok()) {
            Some(el) => el.focus().is_ok(),
            None => false,
        }
    };
    // An item's first control that takes the focus (rendered, not a label's info icon).
    let first = |index: usize| item(index).is_some_and(|i| focus_first_in(&i));
    let add_button = || add.cast::<web_sys::Element>();
    match focus {
        Focus::Added => {
            let len = handle
                .form()
                .read(|s| s.list_len(handle.path()))
                .unwrap_or(0);
            if let Some(last) = len.checked_sub(1) {
                first(last);
            }
        }
        Focus::Removed(index) => {
            let target = handle
                .form()
                .read(|s| s.list_focus_after_remove(handle.path(), index))
                .flatten()
                .and_then(|p| p.rsplit('.').next().and_then(|n| n.parse::<usize>().ok()));
            let done = target.is_some_and(first);
            // No item left: the add button, else (none rendered) the list itself (its
            // `tabindex="-1"`), never the page's body.
            if !done && !focus_el(add_button()) {
                focus_el(list.cast::<web_sys::Element>());
            }
        }
        Focus::Moved { to, up } => {
            let button = |dir: &str| {
                item(to).and_then(|i| {
                    i.query_selector(&format!("[data-yf-move={dir}]:not([disabled])"))
                        .ok()
                        .flatten()
                })
            };
            let (mine, other) = if up { ("up", "down") } else { ("down", "up") };
            if !focus_el(button(mine)) {
                focus_el(button(other));
            }
        }
    }
}
