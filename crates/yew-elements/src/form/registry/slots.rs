//! Render-prop slots a schema names (`"slots": {"option": {"fn": "flag"}}`): what a
//! registered slot receives ([`SlotScope`]) and how the select's and the editor's slots are
//! completed with the registry's.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::schema::{FunctionKind, Functions, function_name, inline_over_registry};

#[allow(unused_imports)] // the rustdoc links
use super::Registry;
#[cfg(feature = "choice")]
use crate::choice::ChoiceSlots;
use crate::choice::ItemScope;
use crate::editor::EditorSlots;
use crate::form::ElementHandle;
use crate::select::{ClearScope, GroupScope, OptionScope, SelectSlots};
#[cfg(feature = "multi")]
use crate::select::{MultipleLabelScope, TagScope};
#[cfg(any(feature = "text", feature = "textarea"))]
use crate::text::TextSlots;

/// What a slot registered with [`Registry::slot`] receives. Which fields are set depends on
/// the slot: `option` and `single-label` have `option`, `search`, `selected` and `pointed`
/// (`single-label`'s `option` for an `allowAbsent` value not among the options: the value
/// under `valueProp` and its text under `labelProp`, as the reference's);
/// `tag` has `option` (the chip's option) and `clear` (removes the chip); `multiple-label`
/// (and a multiselect's `multipleLabel` function) has `option` (the list of chosen values);
/// `group-label` has `group`; `clear` has `clear`; a checkbox or radio group's item slot
/// (`checkbox` / `radio`) has `item` (the item, its value, index, checked and disabled
/// states, input `id` and `name`); the others only `el`.
#[derive(Clone, Debug, PartialEq)]
pub struct SlotScope {
    /// The element.
    pub el: ElementHandle,
    /// The option (`option`, `single-label`).
    pub option: Option<Value>,
    /// The group (`group-label`).
    pub group: Option<Value>,
    /// The search text, when searching.
    pub search: Option<String>,
    /// The option is the selected one.
    pub selected: bool,
    /// The option is the pointed (active) one.
    pub pointed: bool,
    /// Clears the value (`clear`).
    pub clear: Option<Callback<()>>,
    /// A group's item and its state (`checkbox`, `radio`): the scope a render prop gets.
    pub item: Option<ItemScope>,
}

impl SlotScope {
    pub(super) fn of(el: ElementHandle) -> Self {
        Self {
            el,
            option: None,
            group: None,
            search: None,
            selected: false,
            pointed: false,
            clear: None,
            item: None,
        }
    }

    /// The option's (or group's, or item's) `label` as text; empty when there is none.
    #[must_use]
    pub fn label(&self) -> String {
        let object = self
            .option
            .as_ref()
            .or(self.group.as_ref())
            .or(self.item.as_ref().map(|i| &i.item));
        match object.and_then(|o| o.get("label")) {
            Some(Value::String(s)) => s.clone(),
            Some(Value::Null) | None => String::new(),
            Some(other) => other.to_string(),
        }
    }
}

/// `given` (an inline render prop), else the registered slot the schema's `slots[slot]`
/// names ([`Functions::inline_or_registered`] decides), called with the [`SlotScope`] that
/// `scope` makes of the view's scope.
fn slot_or<S: 'static>(
    functions: &Functions,
    slots: &Value,
    slot: &str,
    given: &Option<Callback<S, Html>>,
    scope: fn(S) -> SlotScope,
) -> Option<Callback<S, Html>> {
    let name = slots.get(slot).and_then(function_name);
    // Only the view's own scope type differs: the registered callback is wrapped.
    let registered = || {
        let f = functions.inline_or_registered::<Callback<SlotScope, Html>>(
            FunctionKind::Slot,
            None,
            name,
        )?;
        Some(Callback::from(move |s: S| f.emit(scope(s))))
    };
    inline_over_registry(given.clone(), registered)
}

/// `own` (inline render props) completed with the slots the schema's `slots` names.
// `..own.clone()` keeps render props of slots added later.
#[allow(clippy::needless_update)]
#[cfg_attr(not(feature = "select"), allow(dead_code))]
pub(crate) fn select_slots(functions: &Functions, slots: &Value, own: &SelectSlots) -> SelectSlots {
    if !has_refs(slots) && !has_strings(slots) {
        return own.clone();
    }
    // A simple slot (given only the element) may be a string too: sanitized HTML, as the
    // layout slots' strings are. (The scoped ones take a function only: core refuses a
    // string for them when the schema is read.)
    let simple = |slot: &str, given: &Option<Callback<ElementHandle, Html>>| {
        slot_or(functions, slots, slot, given, SlotScope::of).or_else(|| string_slot(slots, slot))
    };
    let option = |slot: &str, given: &Option<Callback<OptionScope, Html>>| {
        slot_or(functions, slots, slot, given, |s: OptionScope| SlotScope {
            option: Some(s.option),
            search: s.search,
            selected: s.selected,
            pointed: s.pointed,
            ..SlotScope::of(s.el)
        })
    };
    SelectSlots {
        option: option("option", &own.option),
        single_label: option("single-label", &own.single_label),
        placeholder: simple("placeholder", &own.placeholder),
        group_label: slot_or(
            functions,
            slots,
            "group-label",
            &own.group_label,
            |s: GroupScope| SlotScope {
                group: Some(s.group),
                ..SlotScope::of(s.el)
            },
        ),
        before_list: simple("before-list", &own.before_list),
        after_list: simple("after-list", &own.after_list),
        no_results: simple("no-results", &own.no_results),
        no_options: simple("no-options", &own.no_options),
        caret: simple("caret", &own.caret),
        spinner: simple("spinner", &own.spinner),
        clear: slot_or(functions, slots, "clear", &own.clear, |s: ClearScope| {
            SlotScope {
                clear: Some(s.clear),
                ..SlotScope::of(s.el)
            }
        }),
        #[cfg(feature = "multi")]
        tag: slot_or(functions, slots, "tag", &own.tag, |s: TagScope| SlotScope {
            option: Some(s.option),
            clear: Some(s.remove),
            selected: true,
            ..SlotScope::of(s.el)
        }),
        #[cfg(feature = "multi")]
        multiple_label: slot_or(
            functions,
            slots,
            "multiple-label",
            &own.multiple_label,
            multiple_label_scope,
        ),
        layout: editor_slots(functions, slots, &own.layout),
        ..own.clone()
    }
}

#[cfg(feature = "multi")]
fn multiple_label_scope(s: MultipleLabelScope) -> SlotScope {
    SlotScope {
        option: Some(s.values),
        ..SlotScope::of(s.el)
    }
}

#[cfg(feature = "multi")]
/// A multiselect's `multipleLabel: {"fn": "<name>"}`: the registered slot `name` as its
/// `multiple-label` slot, unless `slots` has one already.
pub(crate) fn multiple_label_fn(functions: &Functions, name: &str, slots: &mut SelectSlots) {
    if slots.multiple_label.is_some() {
        return;
    }
    let mut named = serde_json::Map::new();
    named.insert(
        "multiple-label".into(),
        yewform_core::schema::function_ref(name),
    );
    slots.multiple_label = slot_or(
        functions,
        &Value::Object(named),
        "multiple-label",
        &None,
        multiple_label_scope,
    );
}

/// `own` (inline render props of the seven layout slots) completed with the slots the
/// schema's `slots` names.
#[cfg_attr(
    not(any(
        feature = "editor",
        feature = "text",
        feature = "textarea",
        feature = "choice",
        feature = "static",
        feature = "button"
    )),
    allow(dead_code)
)]
pub(crate) fn editor_slots(functions: &Functions, slots: &Value, own: &EditorSlots) -> EditorSlots {
    if !has_refs(slots) {
        return own.clone();
    }
    own.map(|slot, given| slot_or(functions, slots, slot, given, SlotScope::of))
}

/// `own` (inline render props) completed with the slots the schema's `slots` names: the
/// `default` slot and the group's item slot, named `item_slot` (`checkbox` or `radio`).
#[cfg(feature = "choice")]
pub(crate) fn choice_slots(
    functions: &Functions,
    slots: &Value,
    item_slot: &str,
    own: &ChoiceSlots,
) -> ChoiceSlots {
    if !has_refs(slots) {
        return own.clone();
    }
    ChoiceSlots {
        default: slot_or(functions, slots, "default", &own.default, SlotScope::of),
        item: slot_or(functions, slots, item_slot, &own.item, |s: ItemScope| {
            SlotScope {
                item: Some(s.clone()),
                ..SlotScope::of(s.el)
            }
        }),
        layout: editor_slots(functions, slots, &own.layout),
    }
}

/// `own` (inline render props) completed with the slots the schema's `slots` names: the
/// `addon-before` and `addon-after` slots and the layout slots.
#[cfg(any(feature = "text", feature = "textarea"))]
pub(crate) fn text_slots(functions: &Functions, slots: &Value, own: &TextSlots) -> TextSlots {
    if !has_refs(slots) {
        return own.clone();
    }
    TextSlots {
        addon_before: slot_or(
            functions,
            slots,
            "addon-before",
            &own.addon_before,
            SlotScope::of,
        ),
        addon_after: slot_or(
            functions,
            slots,
            "addon-after",
            &own.addon_after,
            SlotScope::of,
        ),
        layout: editor_slots(functions, slots, &own.layout),
    }
}

/// The `default` slot and the layout slots the schema's `slots` names, for the static and the
/// button (whose inline `default` slot is their children, which win over it; `content` /
/// `buttonLabel` win over both).
#[cfg(any(feature = "static", feature = "button", feature = "nested"))]
pub(crate) fn content_slots(
    functions: &Functions,
    slots: &Value,
) -> (Option<Callback<ElementHandle, Html>>, EditorSlots) {
    if !has_refs(slots) {
        return (None, EditorSlots::default());
    }
    (
        slot_or(functions, slots, "default", &None, SlotScope::of),
        editor_slots(functions, slots, &EditorSlots::default()),
    )
}

/// A list's `add` or `remove` slot (inside its `<button>`): `given` (an inline render
/// prop), else the registered slot the schema's `slots[slot]` names, else its string as
/// sanitized HTML with no link or block (a button's content, as `addText`).
#[cfg(feature = "list")]
pub(crate) fn list_slot(
    functions: &Functions,
    slots: &Value,
    slot: &str,
    given: &Option<Callback<ElementHandle, Html>>,
) -> Option<Callback<ElementHandle, Html>> {
    slot_or(functions, slots, slot, given, SlotScope::of).or_else(|| {
        let text = yew::AttrValue::from(slots.get(slot)?.as_str()?.to_owned());
        Some(Callback::from(move |_: ElementHandle| {
            crate::html::rich_with(&text, yewform_core::sanitize::Policy::phrasing_in_link)
        }))
    })
}

/// Whether the schema's `slots` hold any string.
#[cfg_attr(not(feature = "select"), allow(dead_code))]
fn has_strings(slots: &Value) -> bool {
    slots
        .as_object()
        .is_some_and(|map| map.values().any(Value::is_string))
}

/// The string the schema's `slots` give `slot`, rendered as sanitized HTML.
#[cfg_attr(not(feature = "select"), allow(dead_code))]
fn string_slot(slots: &Value, slot: &str) -> Option<Callback<ElementHandle, Html>> {
    let text = yew::AttrValue::from(slots.get(slot)?.as_str()?.to_owned());
    Some(Callback::from(move |_: ElementHandle| {
        crate::html::rich(&text)
    }))
}

/// Whether the schema's `slots` name any function.
fn has_refs(slots: &Value) -> bool {
    slots
        .as_object()
        .is_some_and(|map| map.values().any(|v| function_name(v).is_some()))
}
