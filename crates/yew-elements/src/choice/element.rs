//! The choice components: each registers its element with the form (by name, or inline
//! with its props) and renders [`ChoiceView`](super::view::ChoiceView).

use yew::prelude::*;

use super::ChoiceRef;
use super::view::ChoiceView;

/// What every choice component does with its props: `use_element`, then the view.
macro_rules! choice_component {
    ($(#[$meta:meta])* $feature:literal, $name:ident, $props:ident) => {
        $(#[$meta])*
        #[cfg(feature = $feature)]
        #[component]
        pub fn $name(props: &super::$props) -> Html {
            let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
            let element = crate::hooks::use_element(
                &props.name,
                props,
                |p| {
                    let mut json = p.schema_json();
                    if let Some(form) = &form {
                        p.put_function_options(&mut json, form);
                    }
                    Some(json)
                },
                props.listeners(),
            );
            render(element, $feature, &props.slots)
        }
    };
}

/// The view of a registered element, or its error.
#[allow(dead_code)] // without any choice feature
fn render(
    element: Result<(crate::form::ElementHandle, crate::form::FormContext), String>,
    type_name: &str,
    own: &super::ChoiceSlots,
) -> Html {
    let (handle, context) = match element {
        Ok(element) => element,
        Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
    };
    let schema = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten()
        .and_then(ChoiceRef::new)
        .filter(|c| c.kind.type_name() == type_name);
    match schema {
        Some(schema) => {
            // The slots the schema names (`{"fn": ..}`) come from the form's functions;
            // the render props given inline win.
            let item_slot = if schema.kind == yewform_core::schema::ChoiceKind::Radiogroup {
                "radio"
            } else {
                "checkbox"
            };
            let slots = handle
                .form()
                .read(|s| {
                    crate::form::registry::choice_slots(
                        s.functions(),
                        &schema.common.slots,
                        item_slot,
                        own,
                    )
                })
                .unwrap_or_else(|| own.clone());
            html! { <ChoiceView {handle} {schema} form_disabled={context.disabled} {slots} /> }
        }
        None => html! {
            <p class="yf-element-error" role="alert">
                { format!("{}: not a {type_name} element", handle.path()) }
            </p>
        },
    }
}

choice_component! {
    /// A checkbox: `<input type="checkbox">` with its `text` as its label, holding
    /// `trueValue` or `falseValue`. Inside a schema-driven `<Form>` give only its `name`;
    /// written inline, its props are its options.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{CheckboxElement, Form};
    ///
    /// #[component]
    /// fn Terms() -> Html {
    ///     html! {
    ///         <Form>
    ///             <CheckboxElement name="terms" text="I accept the terms" rules={serde_json::json!("accepted")} />
    ///         </Form>
    ///     }
    /// }
    /// ```
    "checkbox", CheckboxElement, CheckboxProps
}

choice_component! {
    /// An on/off switch (WAI-ARIA switch pattern: a `<button role="switch" aria-checked>`;
    /// a click, Space or Enter toggles it), holding `trueValue` or `falseValue`.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{Form, ToggleElement};
    ///
    /// #[component]
    /// fn Settings() -> Html {
    ///     html! {
    ///         <Form>
    ///             <ToggleElement name="news" text="Newsletter" labels={("On".into(), "Off".into())} />
    ///         </Form>
    ///     }
    /// }
    /// ```
    "toggle", ToggleElement, ToggleProps
}

choice_component! {
    /// One radio button, holding `radioValue` when chosen, else `null`. Radios sharing a
    /// `radioName` form one group: choosing one sets the others to `null`.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{Form, RadioElement};
    ///
    /// #[component]
    /// fn Plan() -> Html {
    ///     html! {
    ///         <Form>
    ///             <RadioElement name="monthly" radio_name="plan" radio_value={serde_json::json!("m")} text="Monthly" />
    ///             <RadioElement name="yearly" radio_name="plan" radio_value={serde_json::json!("y")} text="Yearly" />
    ///         </Form>
    ///     }
    /// }
    /// ```
    "radio", RadioElement, RadioProps
}

choice_component! {
    /// A group of checkboxes in a `<fieldset>`; its value is the checked items' values,
    /// as an array in item order.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{CheckboxgroupElement, Form};
    ///
    /// #[component]
    /// fn Interests() -> Html {
    ///     html! {
    ///         <Form>
    ///             <CheckboxgroupElement name="interests" label="Interests"
    ///                 items={serde_json::json!({"music": "Music", "sport": "Sport"})} rules={serde_json::json!("min:1")} />
    ///         </Form>
    ///     }
    /// }
    /// ```
    "checkboxgroup", CheckboxgroupElement, CheckboxgroupProps
}

choice_component! {
    /// A group of radios in a `<fieldset>`; its value is the chosen item's value or `null`.
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::{Form, RadiogroupElement};
    ///
    /// #[component]
    /// fn Plan() -> Html {
    ///     html! {
    ///         <Form>
    ///             <RadiogroupElement name="plan" label="Plan" view="blocks"
    ///                 items={serde_json::json!(["Free", "Pro"])} />
    ///         </Form>
    ///     }
    /// }
    /// ```
    "radiogroup", RadiogroupElement, RadiogroupProps
}
