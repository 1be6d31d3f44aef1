//! `SelectElement`: the entry component. It registers the element with the form, completes
//! its items function and slots from the form's registry, and renders the native `<select>`
//! or the custom dropdown.

use yew::prelude::*;
use yewform_core::schema::FunctionKind;

use super::SelectProps;
use super::dropdown::DropdownSelect;
use super::native::NativeSelect;
use crate::form::registry::select_slots;
use crate::hooks::use_element;

/// The select components: `SelectElement`, and with their features `MultiselectElement` and
/// `TagsElement`, each with the body below for its schema type (one function each, no hook
/// between: an app without the multi-value selects gets the body it always had).
macro_rules! select_component {
    ($(#[$doc:meta])* $name:ident, $type_name:literal) => {
        $(#[$doc])*
        #[component]
        pub fn $name(props: &SelectProps) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = use_element(
        &props.name,
        props,
        |p: &SelectProps| {
            let mut inline = p.inline_options();
            // `inline_options` writes `"type": "select"`.
            if $type_name != "select" {
                if let serde_json::Value::Object(map) = &mut inline.options {
                    map.insert("type".into(), serde_json::Value::from($type_name));
                }
            }
            if let Some(form) = &form {
                p.put_function_options(&mut inline.options, form);
            }
            Some(inline)
        },
        props.listeners(),
    );
    let (handle, context) = match element {
        Ok(element) => element,
        Err(error) => return error_view(Html::from(error)),
    };
    let select = handle.form().select_schema(handle.path());
    // The items function and slots the schema names (`{"fn": ..}`) come from the form's
    // functions; inline props win (core's `inline_or_registered` decides).
    let (items_fn, slots) = handle
        .form()
        .read(|s| {
            let functions = s.functions();
            let named = select
                .as_ref()
                .and_then(|select| select.items_fn.as_deref());
            let items_fn =
                functions.inline_or_registered(FunctionKind::Items, props.items_fn.as_ref(), named);
            #[allow(unused_mut)]
            let mut slots = match &select {
                Some(select) => select_slots(functions, &select.common.slots, &props.slots),
                None => props.slots.clone(),
            };
            #[cfg(feature = "multi")]
            if let Some(name) = select
                .as_ref()
                .and_then(|s| s.multi.as_ref())
                .and_then(|m| m.multiple_label.as_deref())
            {
                crate::form::registry::multiple_label_fn(functions, name, &mut slots);
            }
            (items_fn, slots)
        })
        .unwrap_or_else(|| (props.items_fn.clone(), props.slots.clone()));
    let Some(select) = select else {
        let mut text = handle.path().to_owned();
        text.push_str(": not a select element");
        return error_view(Html::from(text));
    };
    let native = select.is_native();
    let props = ViewProps {
        handle,
        select,
        form_disabled: context.disabled,
        items_fn,
        slots,
    };
    #[cfg(feature = "multi")]
    if native && props.select.is_multi() {
        return html! { <super::native_multi::NativeMulti ..props /> };
    }
    if native {
        html! { <NativeSelect ..props /> }
    } else {
        html! { <DropdownSelect ..props /> }
    }
}
    };
}

select_component!(
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
    SelectElement,
    "select"
);

#[cfg(feature = "multiselect")]
select_component!(
    /// A multiselect (`"type": "multiselect"`): several options chosen, a native
    /// `<select multiple>` (the default without `search`), or the dropdown with the collapsed
    /// "N options selected" label. Its props are [`SelectProps`] (the multi options, `max`,
    /// `hideSelected`, … go in `options`); its value is a list.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{Form, MultiselectElement};
    ///
    /// #[component]
    /// fn Shop() -> Html {
    ///     html! {
    ///         <Form>
    ///             <MultiselectElement name="sizes" label="Sizes" items={serde_json::json!(["S", "M", "L"])}
    ///                 options={serde_json::json!({"max": 2})} />
    ///         </Form>
    ///     }
    /// }
    /// ```
    MultiselectElement,
    "multiselect"
);

#[cfg(feature = "tags")]
select_component!(
    /// A tags element (`"type": "tags"`): several options chosen, each shown as a chip with a
    /// remove button; with `create`, new options are made from the typed text. Its props are
    /// [`SelectProps`]; its value is a list.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{Form, TagsElement};
    ///
    /// #[component]
    /// fn Post() -> Html {
    ///     html! {
    ///         <Form>
    ///             <TagsElement name="topics" label="Topics" items={serde_json::json!(["rust", "yew"])}
    ///                 options={serde_json::json!({"create": true, "search": true})} />
    ///         </Form>
    ///     }
    /// }
    /// ```
    TagsElement,
    "tags"
);

/// Props of the select's views (the native select, the dropdown): one props type for both.
#[derive(Properties, PartialEq)]
pub(super) struct ViewProps {
    pub handle: crate::form::ElementHandle,
    pub select: super::SelectRef,
    /// The `<Form>`'s `disabled`: a prop so the view re-renders when it changes; what is
    /// disabled is core's `is_disabled` (which includes it).
    pub form_disabled: bool,
    pub items_fn: Option<crate::hooks::ItemsFn>,
    pub slots: super::SelectSlots,
}

/// The element's error in place of the field (one expansion for both errors).
fn error_view(text: Html) -> Html {
    html! { <p class="yf-element-error" role="alert">{ text }</p> }
}
