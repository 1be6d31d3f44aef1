//! The native select view.

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::config::RequiredMark;
use yewform_core::items::{Items, Opt};
use yewform_core::schema::{Choice, Floating, SelectSchema};

use super::SelectProps;
use super::attrs::with_attrs;
use super::dropdown::DropdownSelect;
use super::look::{ViewEnv, option_value, required_slot_text, slot_texts, value_attr};
use crate::by_ptr::ByPtr;
use crate::form::ElementHandle;
use crate::hooks::{ItemsFn, use_async_items, use_element};
use crate::icons;
use crate::ids::part_id;
use crate::layout::ElementLayout;

/// A select element. Inside a schema-driven `<Form>` give only its `name`; written inline,
/// its props are its options.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, SelectElement};
///
/// #[component]
/// fn Shop() -> Html {
///     html! {
///         <Form>
///             <SelectElement name="size" label="Size" items={serde_json::json!({"s": "Small", "m": "Medium"})} />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn SelectElement(props: &SelectProps) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = use_element(
        &props.name,
        props,
        |p: &SelectProps| {
            let mut inline = p.inline_options();
            if let Some(form) = &form {
                p.put_function_options(&mut inline.options, form);
            }
            Some(inline)
        },
        props.listeners(),
    );
    let (handle, context) = match element {
        Ok(element) => element,
        Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
    };
    let select = handle.form().select_schema(handle.path());
    // The items function and slots the schema names (`{"fn": ..}`) come from the form's
    // registry; inline props win.
    let registry = handle.form().read(crate::form::Registry::of).flatten();
    let items_fn = props.items_fn.clone().or_else(|| {
        let name = select.as_ref()?.items_fn.clone()?;
        registry.as_ref()?.get_items(&name)
    });
    let slots = match (&registry, &select) {
        (Some(registry), Some(select)) => registry.select_slots(&select.common.slots, &props.slots),
        _ => props.slots.clone(),
    };
    match select {
        Some(select) if select.is_native() => html! {
            <NativeSelect {handle} {select} generation={context.generation}
                form_disabled={context.disabled} {items_fn} {slots} />
        },
        Some(select) => html! {
            <DropdownSelect {handle} {select} generation={context.generation}
                form_disabled={context.disabled} {items_fn} {slots} />
        },
        None => html! {
            <p class="yf-element-error" role="alert">
                { format!("{}: not a select element", handle.path()) }
            </p>
        },
    }
}

#[derive(Properties, PartialEq)]
struct NativeSelectProps {
    handle: ElementHandle,
    select: super::SelectRef,
    generation: u64,
    form_disabled: bool,
    items_fn: Option<ItemsFn>,
    slots: super::SelectSlots,
}

#[component]
fn NativeSelect(props: &NativeSelectProps) -> Html {
    let handle = &props.handle;
    let select = &props.select;
    let common = &select.common;
    let path = handle.path().to_string();
    let env = ViewEnv::read(handle);
    let (locale, fallback) = (env.locale.clone(), env.fallback.clone());
    let items = use_async_items(
        handle,
        select,
        props.items_fn.clone(),
        &locale,
        &fallback,
        None,
    );

    let text = |l: &Option<yewform_core::locale::Localizable>| env.text(l);
    let slots = props.slots.layout(handle, slot_texts(&common.slots));
    let label = text(&common.label);
    let has_label = label.is_some() || slots.label.is_some() || env.force_labels;
    let id = handle.field_id(common.id.as_deref());

    let error = handle.error();
    let invalid = handle.invalid();
    let disabled = handle.is_disabled() || props.form_disabled;
    let required = handle.is_required();
    let value = handle.value();
    let busy = items.loading || handle.busy();

    let look = super::look::use_select_look(handle, select, has_label);
    let Some(look) = look.as_ref() else {
        return Html::default();
    };
    let size = yewform_core::schema::Choice::as_str(look.size);
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

    let placeholder = text(&common.placeholder);
    let floating = match &select.floating {
        Some(Floating::Off) => None,
        Some(Floating::Label(l)) => Some(AttrValue::from(l.resolve(&locale, &fallback))),
        None if env.float_placeholders => placeholder.clone(),
        None => None,
    }
    .map(|f| env.mark(f, RequiredMark::Floating, required));
    let placeholder = placeholder.map(|p| env.mark(p, RequiredMark::Placeholder, required));
    let floating_class = look
        .layout
        .iter()
        .find(|(k, _)| *k == "floating")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    let required_slot = props
        .slots
        .required
        .as_ref()
        .map(|slot| slot.emit(handle.clone()))
        .or_else(|| required_slot_text(&common.slots));
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
    let texts = env.layout_texts(common, error.clone());
    let empty = handle.empty();

    html! {
        <ElementLayout field_id={AttrValue::from(id.clone())} {texts} slots={slots}
            {has_label} {required} {required_slot} visible={handle.visible()} inline={common.inline}
            info_position={AttrValue::from(common.info_position.as_str())}
            classes={look.layout.clone()}>
            <div class={look.own.get("inputWrapper")}>
                if let Some(floating) = floating.clone() {
                    if !empty {
                        <span class={floating_class.clone()} aria-hidden="true">{ floating }</span>
                    }
                }
                { with_attrs(html! { <select
                    ref={select_ref}
                    id={id.clone()}
                    name={path.clone()}
                    class={input_class}
                    disabled={disabled}
                    aria-labelledby={has_label.then(|| part_id(&id, "label"))}
                    aria-describedby={(!described_by.is_empty()).then_some(described_by)}
                    aria-invalid={invalid.to_string()}
                    aria-errormessage={(invalid && show_error).then(|| part_id(&id, "error"))}
                    aria-disabled={disabled.to_string()}
                    aria-busy={busy.to_string()}
                    aria-required={required.then_some("true")}
                    {onchange}
                    {onfocus}
                    {onblur}
                >
                    <option value="" selected={selected.is_none()}
                        class={look.own.get("inputPlaceholder")}>
                        { placeholder.clone().unwrap_or_default() }
                    </option>
                    <NativeOptions items={ByPtr(items.items.clone())} {selected} />
                </select> }, &select.attrs) }
                <span class={look.own.get("inputCaret")} aria-hidden="true">{ icons::chevron_down() }</span>
            </div>
        </ElementLayout>
    }
}

/// The flat index of the option holding `value`.
fn selected_index(items: &Items, value: &Value, select: &SelectSchema) -> Option<usize> {
    if value.is_null() {
        return None;
    }
    let wanted = if select.object {
        value.get(&select.value_prop).unwrap_or(value)
    } else {
        value
    };
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
