//! The native select view: a `<select>` with its `<option>`s inside the field frame.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::{option_value, selected_index, unlisted_value};
use yewform_core::items::OptionStore;
use yewform_core::schema::Choice;

use super::SelectRef;
use super::attrs::with_attrs;
use super::element::ViewProps;
use super::look::{flag, focus_callback, hidden_span, value_attr};
use super::native_options::NativeOptions;
use crate::by_ptr::{ByArc, ByPtr};
use crate::form::ElementHandle;
use crate::hooks::use_async_items;
use crate::icons;
use crate::layout::classes::ElementLook;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv, layout_class};

#[component]
pub(super) fn NativeSelect(props: &ViewProps) -> Html {
    let handle = &props.handle;
    let select = &props.select;
    let common = &select.common;
    // Re-renders when a change reaches the element (or the whole form).
    crate::hooks::use_view_subscription(handle);
    let env = ViewEnv::read(handle);
    let items = use_async_items(
        handle,
        select,
        props.items_fn.clone(),
        &env.locale,
        &env.fallback,
        None,
    );
    let frame = FrameParts::read(handle, common, &props.slots.layout, &env);
    // The classes, texts and handlers change with the options, the locale or a state flag,
    // not with every render (a `validate()` re-renders each select for its error only). The
    // views' one memo keeps them all (`ViewMemo`: one hook state type for both views).
    let memo = super::memo::use_view_memo();
    let mut memo = memo.native.borrow_mut();
    let look = super::look::select_look(&mut memo.look, handle, select, frame.has_label);

    let invalid = frame.invalid;
    let required = frame.required;
    let disabled = handle.is_disabled();
    let success = handle.shows_success();
    let value = handle.value();
    let busy = items.loading || handle.busy();
    let classes = super::memo::memo(&mut memo.classes, ByPtr(look.clone()), |look| {
        Rc::new(native_classes((*look.0).as_ref()))
    })
    .clone();
    let selected = *super::memo::memo(
        &mut memo.selected,
        (ByArc(items.items.clone()), value.clone(), select.clone()),
        |(items, value, select)| selected_index(&**items, value, select),
    );
    // A value no option holds (endpoint or function items not loaded yet: the server's
    // render and the first one that hydrates it): an `<option>` after the options shows and
    // posts it, selected, so a post before hydration keeps it; once an option holds it, the
    // option takes over (a value that stays absent is the admitted-value check's call).
    let unlisted = selected
        .is_none()
        .then(|| unlisted_value(&*items.items, &value, select).map(value_attr))
        .flatten()
        .map(AttrValue::from);
    // How many times the user changed the select's option (see the selection effect below).
    let user_changes = memo.user_changes.clone();
    let handlers = super::memo::memo(
        &mut memo.handlers,
        (handle.clone(), ByArc(items.items.clone()), select.clone()),
        |(handle, items, select)| handlers(handle, items, select, user_changes.clone()),
    )
    .clone();
    drop(memo);
    // The `selected` attribute stops moving the selection once the user has picked an option
    // (the option's "dirtiness"): the selection follows the value through the property. The
    // DOM's selection can only differ from the value after the value, the options or the
    // user's choice (counted by the change handler) changed, so the effect runs then, not
    // on a re-render for an error.
    let select_ref = use_node_ref();
    {
        let select_ref = select_ref.clone();
        let position = match (selected, &unlisted) {
            (Some(i), _) => i.saturating_add(1),
            (None, Some(_)) => items.items.len().saturating_add(1),
            (None, None) => 0,
        };
        let deps = (position, ByArc(items.items.clone()), *user_changes.borrow());
        use_effect_with(deps, move |(position, _, _)| {
            if let (Some(element), Ok(position)) = (
                select_ref.cast::<web_sys::HtmlSelectElement>(),
                i32::try_from(*position),
            ) {
                if element.selected_index() != position {
                    element.set_selected_index(position);
                }
            }
        });
    }
    // The frame is rendered inline (no `ElementLayout` component); its state is kept here.
    let layout = use_layout_state(
        classes.as_ref().as_ref().map(|c| &c.layout),
        frame.id.clone(),
    );
    let (Some(classes), Some(look)) = (classes.as_ref(), look.as_ref()) else {
        return Html::default();
    };
    let state = if invalid {
        InputState::Danger
    } else if success {
        InputState::Success
    } else {
        InputState::Plain
    };
    let input_class = classes.input(look, disabled, state);
    let placeholder = env.placeholder(common, required);
    let floating = env.floating(select.floating.as_ref(), common, required);
    let empty = handle.empty();

    let field = html! {
        <div class={classes.wrapper.clone()}>
            if let Some(floating) = floating {
                if !empty {
                    { hidden_span(classes.floating.clone().into(), Html::from(floating)) }
                }
            }
            { with_attrs(html! { <select
                ref={select_ref}
                id={frame.id.clone()}
                name={AttrValue::from(handle.path().to_owned())}
                class={input_class}
                disabled={disabled}
                aria-labelledby={frame.labelled_by.clone()}
                aria-label={frame.label_name.clone()}
                aria-describedby={frame.described_by.clone()}
                aria-invalid={flag(invalid)}
                aria-errormessage={frame.error_message.clone()}
                aria-disabled={flag(disabled)}
                aria-busy={flag(busy)}
                aria-required={required.then_some("true")}
                onchange={handlers.change.clone()}
                onfocus={handlers.focus.clone()}
                onblur={handlers.blur.clone()}
            >
                <option value="" selected={selected.is_none() && unlisted.is_none()}
                    class={classes.placeholder.clone()}>
                    { placeholder.unwrap_or_default() }
                </option>
                <NativeOptions items={ByArc(items.items.clone())} {selected} />
                if let Some(unlisted) = unlisted {
                    <option value={unlisted.clone()} selected=true>{ unlisted }</option>
                }
            </select> }, &select.attrs) }
            { classes.caret.clone() }
        </div>
    };
    frame.view_inline(&layout, field)
}

/// The native select's memoized data.
#[derive(Default)]
pub(super) struct Memo {
    look: super::look::LookSlot,
    classes: super::memo::Slot<ByPtr<Option<ElementLook>>, Rc<Option<NativeClasses>>>,
    selected: super::memo::Slot<(ByArc<OptionStore>, Value, SelectRef), Option<usize>>,
    handlers: super::memo::Slot<(ElementHandle, ByArc<OptionStore>, SelectRef), Handlers>,
    user_changes: Rc<RefCell<u64>>,
}

#[cfg(feature = "multi")]
impl Memo {
    /// The classes' slot (the native multiselect's too).
    pub(super) fn look_slot(&mut self) -> &mut super::look::LookSlot {
        &mut self.look
    }
}

/// The classes of the native select's parts, for `look`.
fn native_classes(look: Option<&ElementLook>) -> Option<NativeClasses> {
    let look = look?;
    let own = &look.own;
    let attr = |classes: String| class_attr(&classes);
    let caret = attr(own.get("inputCaret"));
    Some(NativeClasses {
        input: Default::default(),
        wrapper: attr(own.get("inputWrapper")),
        placeholder: attr(own.get("inputPlaceholder")),
        caret: hidden_span(caret.into(), icons::chevron_down()),
        floating: attr(layout_class(&look.layout, "floating")),
        layout: look.layout.clone(),
    })
}

/// The input's validation look.
#[derive(Clone, Copy, PartialEq)]
enum InputState {
    Plain,
    Danger,
    Success,
}

/// The classes of the native select's parts, made once per look as `class` attribute texts
/// (a render neither joins class lists nor allocates); the input's for each (disabled, state)
/// when first shown. The caret is made once too.
struct NativeClasses {
    input: RefCell<[[Option<Option<AttrValue>>; 3]; 2]>,
    wrapper: Option<AttrValue>,
    placeholder: Option<AttrValue>,
    caret: Html,
    floating: Option<AttrValue>,
    layout: std::rc::Rc<Vec<(&'static str, String)>>,
}

/// The `class` attribute of the classes in `text`: each once, none when empty (as
/// `class={classes}` renders).
fn class_attr(text: &str) -> Option<AttrValue> {
    let mut out = String::new();
    crate::html::push_classes(&mut out, text);
    (!out.is_empty()).then(|| AttrValue::from(out))
}

impl NativeClasses {
    /// The input's classes: `input`, `input_enabled` or `input_disabled`, the state's
    /// (`input_danger`, `input_success`) and the size's (`input_sm` …), each class once.
    fn input(&self, look: &ElementLook, disabled: bool, state: InputState) -> Option<AttrValue> {
        let mut cache = self.input.borrow_mut();
        let slot = cache
            .get_mut(usize::from(disabled))
            .and_then(|row| row.get_mut(state as usize))?;
        slot.get_or_insert_with(|| {
            let size = ["input_", look.size.as_str()].concat();
            crate::html::class_attr(
                &look.own,
                "",
                &[
                    ("input", true),
                    ("input_enabled", !disabled),
                    ("input_disabled", disabled),
                    ("input_danger", state == InputState::Danger),
                    ("input_success", state == InputState::Success),
                    (&size, true),
                ],
            )
            .map(AttrValue::from)
        })
        .clone()
    }
}

/// The native select's event handlers, made once per (element, options).
#[derive(Clone)]
struct Handlers {
    change: Callback<Event>,
    focus: Callback<FocusEvent>,
    blur: Callback<FocusEvent>,
}

fn handlers(
    handle: &ElementHandle,
    items: &ByArc<OptionStore>,
    select: &SelectRef,
    user_changes: Rc<RefCell<u64>>,
) -> Handlers {
    let change = {
        let handle = handle.clone();
        let items = items.clone();
        let select = select.clone();
        Callback::from(move |event: Event| {
            {
                let mut count = user_changes.borrow_mut();
                *count = count.wrapping_add(1);
            }
            let Some(target) = event.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                return;
            };
            // By position (the placeholder is option 0): an option's `value` attribute is
            // its value as text, which cannot tell `1` from `"1"`.
            let new_value = match usize::try_from(target.selected_index()) {
                Ok(0) | Err(_) => Value::Null,
                Ok(position) => match items.opt(position - 1) {
                    Some(option) => option_value(&option, &select),
                    None => return,
                },
            };
            let _ = handle.user_input(new_value);
        })
    };
    let focus = focus_callback(handle, true);
    let blur = focus_callback(handle, false);
    Handlers {
        change,
        focus,
        blur,
    }
}
