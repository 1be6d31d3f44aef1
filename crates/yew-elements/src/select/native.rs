//! The native select view: a `<select>` with its `<option>`s inside the field frame.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::items::{Items, Opt};
use yewform_core::schema::{Choice, SelectSchema};

use super::attrs::with_attrs;
use super::look::{option_value, value_attr};
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::hooks::{ItemsFn, use_async_items};
use crate::icons;
use crate::layout::frame::{FrameParts, ViewEnv, layout_class};

#[derive(Properties, PartialEq)]
pub(super) struct NativeSelectProps {
    pub handle: ElementHandle,
    pub select: super::SelectRef,
    pub generation: u64,
    pub form_disabled: bool,
    pub items_fn: Option<ItemsFn>,
    pub slots: super::SelectSlots,
}

#[component]
pub(super) fn NativeSelect(props: &NativeSelectProps) -> Html {
    let handle = &props.handle;
    let select = &props.select;
    let common = &select.common;
    let env = ViewEnv::read(handle);
    let items = use_async_items(
        handle,
        select,
        props.items_fn.clone(),
        &env.locale,
        &env.fallback,
        None,
    );
    let frame = FrameParts::read(handle, common, &props.slots.field(), &env);
    let look = super::look::use_select_look(handle, select, frame.has_label);
    let Some(look) = look.as_ref() else {
        return Html::default();
    };

    let path = handle.path().to_string();
    let id = frame.id.clone();
    let invalid = frame.invalid;
    let required = frame.required;
    let disabled = handle.is_disabled() || props.form_disabled;
    let value = handle.value();
    let busy = items.loading || handle.busy();
    let size = look.size.as_str();
    let input_class = classes!(
        look.own.get("input"),
        look.own.get(if disabled {
            "input_disabled"
        } else {
            "input_enabled"
        }),
        if invalid {
            look.own.get("input_danger")
        } else if handle.validated() && !common.rules.is_null() {
            look.own.get("input_success")
        } else {
            String::new()
        },
        look.own.get(&format!("input_{size}")),
    );
    let placeholder = env.placeholder(common, required);
    let floating = env.floating(select.floating.as_ref(), common, required);
    let floating_class = layout_class(&look.layout, "floating");

    let selected = selected_index(&items.items, &value, select);
    let onchange = {
        let handle = handle.clone();
        let items = items.items.clone();
        let select = select.clone();
        Callback::from(move |event: Event| {
            let Some(target) = event.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                return;
            };
            // By position (the placeholder is option 0): an option's `value` attribute is
            // its value as text, which cannot tell `1` from `"1"`.
            let new_value = match usize::try_from(target.selected_index()) {
                Ok(0) | Err(_) => Value::Null,
                Ok(position) => match items.option(position - 1) {
                    Some(option) => option_value(option, &select),
                    None => return,
                },
            };
            let _ = handle.user_input(new_value);
        })
    };
    let onfocus = {
        let handle = handle.clone();
        Callback::from(move |_: FocusEvent| handle.form().set_focused(handle.path(), true))
    };
    let onblur = {
        let handle = handle.clone();
        Callback::from(move |_: FocusEvent| handle.form().set_focused(handle.path(), false))
    };

    // The `selected` attribute stops moving the selection once the user has picked an option
    // (the option's "dirtiness"): the selection follows the value through the property.
    let select_ref = use_node_ref();
    {
        let select_ref = select_ref.clone();
        let position = selected.map_or(0, |i| i.saturating_add(1));
        use_effect(move || {
            if let (Some(element), Ok(position)) = (
                select_ref.cast::<web_sys::HtmlSelectElement>(),
                i32::try_from(position),
            ) {
                if element.selected_index() != position {
                    element.set_selected_index(position);
                }
            }
        });
    }
    let empty = handle.empty();

    let field = html! {
        <div class={look.own.get("inputWrapper")}>
            if let Some(floating) = floating {
                if !empty {
                    <span class={floating_class} aria-hidden="true">{ floating }</span>
                }
            }
            { with_attrs(html! { <select
                ref={select_ref}
                id={id}
                name={path}
                class={input_class}
                disabled={disabled}
                aria-labelledby={frame.labelled_by.clone()}
                aria-describedby={frame.described_by.clone()}
                aria-invalid={invalid.to_string()}
                aria-errormessage={frame.error_message.clone()}
                aria-disabled={disabled.to_string()}
                aria-busy={busy.to_string()}
                aria-required={required.then_some("true")}
                {onchange}
                {onfocus}
                {onblur}
            >
                <option value="" selected={selected.is_none()}
                    class={look.own.get("inputPlaceholder")}>
                    { placeholder.unwrap_or_default() }
                </option>
                <NativeOptions items={ByPtr(items.items.clone())} {selected} />
            </select> }, &select.attrs) }
            <span class={look.own.get("inputCaret")} aria-hidden="true">{ icons::chevron_down() }</span>
        </div>
    };
    frame.view(look.layout.clone(), field)
}

/// The flat index of the option holding `value`.
fn selected_index(items: &Items, value: &Value, select: &SelectSchema) -> Option<usize> {
    if value.is_null() {
        return None;
    }
    let wanted = select.value_key(value);
    items.options().position(|o| o.value.matches(wanted))
}

#[derive(Properties, PartialEq)]
struct NativeOptionsProps {
    /// The options, compared by identity.
    items: ByPtr<Items>,
    /// The flat index of the selected option.
    selected: Option<usize>,
}

/// The `<option>` list of a native select: its own component, so that a re-render of the
/// select for anything but its options or selection (an error after `validate()`, a
/// disabled state) neither rebuilds nor diffs the options.
#[component]
fn NativeOptions(props: &NativeOptionsProps) -> Html {
    render_options(&props.items, props.selected)
}

fn render_options(items: &Items, selected: Option<usize>) -> Html {
    let option = |index: usize, o: &Opt| {
        html! {
            <option value={value_attr(&o.value.to_value())} selected={selected == Some(index)} disabled={o.disabled}>
                { o.label.clone() }
            </option>
        }
    };
    match items {
        Items::Flat(options) => options
            .iter()
            .enumerate()
            .map(|(i, o)| option(i, o))
            .collect(),
        Items::Grouped(groups) => {
            let mut index = 0;
            groups
                .iter()
                .map(|group| {
                    let start = index;
                    index += group.options.len();
                    html! {
                        <optgroup label={group.label.clone()} disabled={group.disabled}>
                            { for group.options.iter().enumerate().map(|(i, o)| option(start + i, o)) }
                        </optgroup>
                    }
                })
                .collect()
        }
    }
}
