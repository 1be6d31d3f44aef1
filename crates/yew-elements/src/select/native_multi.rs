//! The native multiselect view (`multiselect` with `native` and without `search`): a
//! `<select multiple>` whose chosen options are the list value, inside the field frame; a
//! change past `max` keeps the earlier choices and unselects the rest
//! ([`native_pick`]).
//! Which options the value chooses is one set per value change (core's
//! [`Selection`](yewform_core::combobox::multi::Selection)), not a scan per option.

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::Value;
use yewform_core::combobox::multi::{Selection, native_pick, unlisted_values};
use yewform_core::combobox::option_value;
use yewform_core::schema::Choice;

use super::element::ViewProps;
use super::look::flag;
use super::native_options::NativeOptions;
use crate::by_ptr::{ByArc, ByPtr};
use crate::hooks::use_async_items;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv};

#[component]
pub(super) fn NativeMulti(props: &ViewProps) -> Html {
    let (handle, select) = (&props.handle, &props.select);
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
    let frame = FrameParts::read(handle, &select.common, &props.slots.layout, &env);
    let memo = super::memo::use_view_memo();
    let look = {
        let mut native = memo.native.borrow_mut();
        super::look::select_look(native.look_slot(), handle, select, frame.has_label)
    };
    let value = handle.value();
    let index = use_memo(ByArc(items.items.clone()), |items| items.0.value_index());
    let chosen = {
        let index = index.clone();
        use_memo(
            (ByArc(items.items.clone()), value.clone(), select.clone()),
            move |(_, value, select)| Selection::new(&index, value, select),
        )
    };
    // Values no option holds (endpoint or function items not loaded yet: the server's
    // render and the first one that hydrates it): an `<option>` each after the options,
    // selected, so a post before hydration keeps them, as the single select's; once an
    // option holds a value, the option takes over.
    let unlisted = {
        let index = index.clone();
        use_memo(
            (ByArc(items.items.clone()), value.clone(), select.clone()),
            move |(_, value, select)| {
                unlisted_values(&index, value, select)
                    .into_iter()
                    .map(|v| {
                        let text = AttrValue::from(super::look::value_attr(select.value_key(v)));
                        (v.clone(), text)
                    })
                    .collect::<Vec<_>>()
            },
        )
    };
    // The DOM's selection follows the value (an option's `selected` attribute stops
    // applying once the user changed it).
    let select_ref = use_node_ref();
    {
        let select_ref = select_ref.clone();
        // The unlisted values' options, after the listed ones, stay selected.
        let listed = items.items.len();
        use_effect_with(ByPtr(chosen.clone()), move |chosen| {
            if let Some(element) = select_ref.cast::<web_sys::HtmlSelectElement>() {
                for i in 0..element.length() {
                    let option = element
                        .item(i)
                        .and_then(|o| o.dyn_into::<web_sys::HtmlOptionElement>().ok());
                    if let (Some(option), Ok(at)) = (option, usize::try_from(i)) {
                        let wanted = at >= listed || chosen.contains(at);
                        if option.selected() != wanted {
                            option.set_selected(wanted);
                        }
                    }
                }
            }
        });
    }
    let layout = use_layout_state(look.as_ref().as_ref().map(|l| &l.layout), frame.id.clone());
    let Some(look) = look.as_ref() else {
        return Html::default();
    };
    let disabled = handle.is_disabled();
    let invalid = frame.invalid;
    let size = ["input_", look.size.as_str()].concat();
    let input_class = crate::html::class_attr(
        &look.own,
        "",
        &[
            ("input", true),
            ("input_enabled", !disabled),
            ("input_disabled", disabled),
            ("input_danger", invalid),
            (&size, true),
        ],
    );
    let onchange = {
        let (handle, items, select) = (handle.clone(), items.items.clone(), select.clone());
        let unlisted = unlisted.clone();
        Callback::from(move |event: Event| {
            let Some(target) = event.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                return;
            };
            let option_at = |i: u32| {
                target
                    .item(i)
                    .and_then(|o| o.dyn_into::<web_sys::HtmlOptionElement>().ok())
            };
            // By position: an option's `value` attribute cannot tell `1` from `"1"`.
            let mut picked = Vec::new();
            for i in 0..target.length() {
                let chosen = option_at(i).is_some_and(|o| o.selected());
                let Ok(at) = usize::try_from(i) else { continue };
                if let (true, Some(option)) = (chosen, items.opt(at)) {
                    picked.push((at, option_value(&option, &select)));
                }
            }
            let count = picked.len();
            let kept = native_pick(&select, &handle.value(), picked);
            if kept.len() < count {
                // Past `max`: the options not kept are unselected again.
                let mut kept_at = kept.iter().map(|(at, _)| *at).peekable();
                for i in 0..target.length() {
                    let Ok(at) = usize::try_from(i) else { continue };
                    if at >= items.len() {
                        break;
                    }
                    let keep = kept_at.next_if_eq(&at).is_some();
                    if let Some(option) = option_at(i).filter(|o| o.selected() != keep) {
                        option.set_selected(keep);
                    }
                }
            }
            let mut next: Vec<Value> = kept.into_iter().map(|(_, v)| v).collect();
            // An unlisted value stays while its option is selected.
            for (n, (original, _)) in unlisted.iter().enumerate() {
                let at = u32::try_from(items.len() + n).ok();
                if at.and_then(option_at).is_some_and(|o| o.selected()) {
                    next.push(original.clone());
                }
            }
            let _ = handle.user_input(Value::Array(next));
        })
    };
    let field = html! {
        <div class={look.own.get("inputWrapper")}>
            { super::attrs::with_attrs(html! { <select multiple=true
                ref={select_ref}
                id={frame.id.clone()}
                name={AttrValue::from([handle.path(), "[]"].concat())}
                class={input_class}
                disabled={disabled}
                aria-labelledby={frame.labelled_by.clone()}
                aria-label={frame.label_name.clone()}
                aria-describedby={frame.described_by.clone()}
                aria-invalid={flag(invalid)}
                aria-errormessage={frame.error_message.clone()}
                aria-disabled={flag(disabled)}
                aria-busy={flag(items.loading || handle.busy())}
                aria-required={frame.required.then_some("true")}
                {onchange}
                onfocus={super::look::focus_callback(handle, true)}
                onblur={super::look::focus_callback(handle, false)}
            >
                <NativeOptions items={ByArc(items.items.clone())} selected={None} chosen={Some(ByPtr(chosen))} />
                { for unlisted.iter().map(|(_, v)| html! { <option value={v.clone()} selected=true>{ v.clone() }</option> }) }
            </select> }, &select.attrs) }
        </div>
    };
    frame.view_inline(&layout, field)
}
