//! The custom dropdown (`native: false`, `search` or `create`): a WAI-ARIA combobox with a
//! windowed listbox. Focus stays on the combobox; the pointed option is announced with
//! `aria-activedescendant`; only the rows in view (plus overscan) are in the DOM, and nothing
//! at all while the list is closed.
//!
//! Every decision is core's combobox machine ([`yewform_core::combobox`]), bridged by
//! [`use_combobox`]: these parts render its state and forward DOM events. The frame (label,
//! description, error and the ARIA references to them) is [`FrameParts`]; windowing
//! ([`listbox`]), positioning ([`super::anchor`]) and focus stay here.

mod clear;
mod input;
mod listbox;
mod listing;
#[cfg(feature = "multi")]
mod multi;
mod option;

pub(super) use listing::Memo as DropdownMemo;

use yew::prelude::*;
#[cfg(feature = "multi")]
use yewform_core::combobox::Event;
use yewform_core::combobox::{
    ComboAria, ComboState, ListTexts, search_named_by_value, selected_option,
};
use yewform_core::items::OptionStore;
use yewform_core::schema::OpenDirection;

use super::SelectSlots;
use super::anchor::{portal_host, use_anchored_list};
use super::element::ViewProps;
#[cfg(feature = "multi")]
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::hooks::use_async_items;
use crate::hooks::use_combobox::{ComboSender, Listing, SendEnv, use_combobox};
use crate::layout::classes::ElementLook;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv};

/// The inline style of a clear or remove button kept while the select is disabled, beside
/// its `hidden` attribute and without its class (the themes give it a `display`): the `style`
/// attribute is rendered in both states (empty while shown), so hydration sets it when the
/// server's `disabled` differs from the browser's, where Yew 0.23 never removes a `hidden`
/// or `class` only the server rendered. A page whose Content-Security-Policy refuses inline
/// styles keeps the `hidden` attribute and the missing class.
const HIDDEN_STYLE: &str = "display:none";

/// A clear or remove button's `class`, name and `style`: as given while it shows; while
/// the select is disabled it stays, hidden: no class, an empty name and [`HIDDEN_STYLE`].
fn kept_button(
    shown: bool,
    class: AttrValue,
    name: AttrValue,
) -> (Option<AttrValue>, AttrValue, &'static str) {
    if shown {
        (Some(class), name, "")
    } else {
        (None, AttrValue::Static(""), HIDDEN_STYLE)
    }
}

/// What every part renders from, for one render.
struct View<'a> {
    handle: &'a ElementHandle,
    select: &'a super::SelectRef,
    slots: &'a SelectSlots,
    look: &'a ElementLook,
    env: &'a ViewEnv,
    frame: &'a FrameParts,
    send: ComboSender,
    state: &'a ComboState,
    aria: ComboAria<'a>,
    items: &'a std::sync::Arc<OptionStore>,
    listing: &'a Listing,
    selected_index: Option<usize>,
    selected_label: Option<String>,
    /// The option a select's field shows (core's `selected_option`): what the
    /// `single-label` slot gets.
    selected: Option<yewform_core::items::Opt>,
    texts: ListTexts,
    list_top: bool,
    refs: &'a listbox::Refs,
    /// A multiselect's or tags element's chosen options and chips (`None` for a select).
    #[cfg(feature = "multi")]
    multi: Option<std::rc::Rc<multi::MultiView>>,
    /// What the live region says (the last option added or removed).
    #[cfg(feature = "multi")]
    live: String,
    /// The chips' container.
    #[cfg(feature = "multi")]
    chips: NodeRef,
}

impl View<'_> {
    /// The select's class string of `key` (`select.<key>`).
    fn c(&self, key: &str) -> String {
        let mut name = String::from("select.");
        name.push_str(key);
        self.look.own.get(&name)
    }

    /// The class attribute of the select's keys whose flag is set ([`crate::html::class_attr`]).
    fn cs(&self, keys: &[(&str, bool)]) -> Option<String> {
        crate::html::class_attr(&self.look.own, "select", keys)
    }
}

#[component]
pub(in crate::select) fn DropdownSelect(props: &ViewProps) -> Html {
    let (handle, select) = (&props.handle, &props.select);
    // Re-renders when a change reaches the element (or the whole form).
    crate::hooks::use_view_subscription(handle);
    let env = ViewEnv::read(handle);
    let combo = use_combobox();
    let state = combo.state().clone();
    // What the live region says: set by the machine's `Announce` with the value change it
    // comes with, shown by the render that change causes (no render of its own).
    // With the value it was said for: a value changed from elsewhere (the clear button,
    // `clear()`, `update`, `load`), even to as many values, leaves no stale text.
    #[cfg(feature = "multi")]
    let live = use_mut_ref(|| (String::new(), yewform_core::Value::Null));
    #[cfg(feature = "multi")]
    let chips = use_node_ref();
    #[cfg(feature = "multi")]
    let pending_chip = use_memo((), |()| std::cell::Cell::new(None::<usize>));
    let refs = listbox::use_refs();
    // The chip the machine focused with a value change, once the chips rendered; the
    // combobox when that chip has no button (the focus is never left on the body, where
    // the removed chip's button would drop it).
    #[cfg(feature = "multi")]
    {
        let (chips, pending, input) = (chips.clone(), pending_chip.clone(), refs.input.clone());
        use_effect(move || {
            if let Some(at) = pending.take() {
                if !crate::hooks::use_combobox::focus_chip(&chips, at) {
                    if let Some(combobox) = input.cast::<web_sys::HtmlElement>() {
                        let _ = combobox.focus();
                    }
                }
            }
        });
    }
    let fetched = use_async_items(
        handle,
        select,
        props.items_fn.clone(),
        &env.locale,
        &env.fallback,
        Some(state.search.clone()),
    );
    let mut memo = refs.memo.dropdown.borrow_mut();
    let items = listing::items(&mut memo, &fetched.items, &state.created);
    let disabled = handle.is_disabled();
    let open = state.open && !disabled;
    let host = super::memo::memo(
        &mut memo.host,
        (open, select.append_to_body, select.append_to.clone()),
        |(open, body, to)| open.then(|| portal_host(*body, to.as_deref())).flatten(),
    )
    .clone();
    // The list is above the field: `openDirection: top`, or where the moved list was placed
    // (it flips when there is no room). Options are reversed only while the list is above.
    let list_top = if open && host.is_some() {
        refs.above.get()
    } else {
        select.open_direction == OpenDirection::Top
    };
    let listing = listing::listing(&mut memo, &items, select, &state.search, list_top);
    let value = handle.value();
    #[cfg(feature = "multi")]
    let (multi_view, listing) = if select.is_multi() {
        let (view, shown) = multi::multi(
            &mut memo.multi,
            &items,
            &listing,
            &value,
            select,
            (&env.locale, &env.fallback),
            &state,
            list_top,
        );
        (Some(view), shown)
    } else {
        (None, listing)
    };
    let (selected_index, selected_row) =
        listing::selected(&mut memo, &items, &listing, &value, select);
    let frame = FrameParts::read(handle, &select.common, &props.slots.layout, &env);
    // Without search the combobox is a `div`, which a `<label for>` cannot name: the label
    // names it through `aria-labelledby`, carries no `for`, and a click on it focuses it
    // while it is enabled (a `<label for>` does not focus a disabled control).
    let frame = if select.searches() {
        frame
    } else {
        frame.label_naming_by_aria(!disabled)
    };
    let look = super::look::select_look(&mut memo.look, handle, select, frame.has_label);
    drop(memo);
    use_anchored_list(
        host.is_some(),
        refs.field.clone(),
        refs.list.clone(),
        select.open_direction,
        refs.memo.clone(),
        refs.force.clone(),
        listbox::keep_scroll(&refs),
    );
    // The frame is rendered inline (no `ElementLayout` component); its state is kept here.
    let layout = use_layout_state(look.as_ref().as_ref().map(|l| &l.layout), frame.id.clone());
    let send = combo.sender(SendEnv {
        handle: handle.clone(),
        select: select.clone(),
        items: items.clone(),
        listing: listing.clone(),
        reversed: list_top,
        selected_row,
        disabled,
        page: listbox::PAGE,
        focus: refs.input.clone(),
        scroll_to: listbox::scroll_to(&refs),
        #[cfg(feature = "multi")]
        chips: chips.clone(),
        #[cfg(feature = "multi")]
        pending_chip: pending_chip.clone(),
        #[cfg(feature = "multi")]
        announce: {
            let (live, locale, fallback) = (live.clone(), env.locale.clone(), env.fallback.clone());
            Callback::from(
                move |(a, said_for): (
                    yewform_core::combobox::multi::Announcement,
                    yewform_core::Value,
                )| {
                    *live.borrow_mut() = (a.text(&locale, &fallback), said_for);
                },
            )
        },
    });
    // The chips show other options or another value: the machine remembers their labels
    // ([`Event::Shown`]), once per change (the view's memo makes a new `MultiView` only
    // then), not per key.
    #[cfg(feature = "multi")]
    {
        let send = send.clone();
        use_effect_with(multi_view.clone().map(ByPtr), move |shown| {
            if shown.is_some() {
                send.send(Event::Shown, None);
            }
        });
    }
    let Some(look) = look.as_ref() else {
        return Html::default();
    };
    let selected = if select.is_multi() {
        None
    } else {
        selected_option(&state, &items, selected_index, &value, select)
    };
    let selected_label = selected.as_ref().map(|o| o.label.clone());
    // An unlabelled list item is named by the list's hidden label ("Phones 2", its
    // `__name` id): a select-only combobox's `div` takes no `<label for>`.
    #[cfg(feature = "list")]
    let item_label = frame
        .labelled_by
        .is_none()
        .then(|| handle.form().read(|s| s.list_item_name(handle.path())))
        .flatten()
        .flatten()
        .map(|_| crate::ids::part_id(&frame.id, "name"));
    #[cfg(not(feature = "list"))]
    let item_label: Option<String> = None;
    let labelled_by = frame.labelled_by.as_deref().or(item_label.as_deref());
    // Nothing labels it: core names the open listbox (`unlabelled_listbox_name`).
    let listbox_label = labelled_by
        .is_none()
        .then(|| {
            handle
                .form()
                .read(|s| s.unlabelled_listbox_name(handle.path()))
                .flatten()
                .map(AttrValue::from)
        })
        .flatten();
    let view = View {
        handle,
        select,
        slots: &props.slots,
        look,
        env: &env,
        frame: &frame,
        send,
        state: &state,
        aria: ComboAria {
            id: &frame.id,
            labelled_by,
            listbox_label: listbox_label.as_deref(),
            described_by: frame.described_by.as_deref(),
            error_message: frame.error_message.as_deref(),
            searchable: select.searches(),
            value_text: search_named_by_value(select, &value, &state, selected_label.as_deref()),
            open,
            // A scroll (wheel, touch, scrollbar) can take the pointed row out of the
            // rendered window: `aria-activedescendant` then names none, never a missing id.
            pointer: state
                .pointer_in(&listing.rows, list_top)
                .filter(|row| listbox::rendered_rows(&refs, listing.rows.len()).contains(row)),
            invalid: frame.invalid,
            disabled,
            busy: fetched.loading || handle.busy(),
            required: frame.required,
        },
        items: &items,
        listing: &listing,
        selected_index,
        selected_label,
        selected,
        texts: ListTexts::resolve(select, &env.locale, &env.fallback),
        list_top,
        refs: &refs,
        #[cfg(feature = "multi")]
        multi: multi_view,
        #[cfg(feature = "multi")]
        live: {
            let (text, said_for) = &*live.borrow();
            if yewform_core::combobox::multi::Announcement::still_current(said_for, &value) {
                text.clone()
            } else {
                String::new()
            }
        },
        #[cfg(feature = "multi")]
        chips,
    };
    let field = input::field(&view, &value, host);
    frame.view_inline(&layout, field)
}
