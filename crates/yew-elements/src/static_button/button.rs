//! `ButtonElement`: a real `<button>` (or a link) that submits or resets the form and calls
//! its click handler; no value.

use std::sync::Arc;

use serde_json::{Map, Value};
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yewform_core::schema::{ButtonSchema, ButtonType, Choice, ElementSchema};

use super::look::{own_classes, put_texts, put_values, use_look};
use crate::entry_ref::EntryRef;
use crate::events::{EventArgs, FiredEvent};
use crate::form::ElementHandle;
use crate::hooks::ElementListeners;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv};

/// Props of [`ButtonElement`]: inside a schema-driven `<Form>` give only `name`; written
/// inline, the props are its options (the schema's names in snake case).
#[derive(Properties, PartialEq, Clone)]
pub struct ButtonProps {
    /// The element name: its path in the form (it has no data).
    pub name: AttrValue,
    /// `buttonLabel`: HTML, sanitized (without the `html` feature its text).
    #[prop_or_default]
    pub button_label: Option<AttrValue>,
    /// `buttonType`: `button` (default) or `anchor`.
    #[prop_or_default]
    pub button_type: Option<AttrValue>,
    /// `buttonClass`: classes appended to the button's (a string, list or object).
    #[prop_or_default]
    pub button_class: Option<Value>,
    /// `href` of an anchor.
    #[prop_or_default]
    pub href: Option<AttrValue>,
    /// `target` of an anchor.
    #[prop_or_default]
    pub target: Option<AttrValue>,
    /// `loading`: shows the spinner and ignores clicks.
    #[prop_or_default]
    pub loading: Option<bool>,
    /// `loading` as a Rust function of the form: loading while it is true (wins over
    /// `loading` and the form's submit, as the reference's function does).
    #[prop_or_default]
    pub loading_fn: Option<crate::form::registry::ConditionFn>,
    /// `resets`: a click resets the form.
    #[prop_or_default]
    pub resets: Option<bool>,
    /// `submits`: a click submits the form (`type="submit"`: Enter in a field submits too).
    #[prop_or_default]
    pub submits: Option<bool>,
    /// `secondary` look.
    #[prop_or_default]
    pub secondary: Option<bool>,
    /// `danger` look.
    #[prop_or_default]
    pub danger: Option<bool>,
    /// `full`: fills its cell.
    #[prop_or_default]
    pub full: Option<bool>,
    /// `align`: `left`, `center` or `right`.
    #[prop_or_default]
    pub align: Option<AttrValue>,
    /// Label (of the layout, beside the button).
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// Info tooltip.
    #[prop_or_default]
    pub info: Option<AttrValue>,
    /// Description.
    #[prop_or_default]
    pub description: Option<AttrValue>,
    /// Disabled: a bool or a list of conditions.
    #[prop_or_default]
    pub disabled: Option<Value>,
    /// Conditions.
    #[prop_or_default]
    pub conditions: Option<Value>,
    /// Columns.
    #[prop_or_default]
    pub columns: Option<Value>,
    /// The button's `id`.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// A condition as a Rust function (added to `conditions`): shown while it is true.
    #[prop_or_default]
    pub condition: Option<crate::form::registry::ConditionFn>,
    /// `disabled` as a Rust function: disabled while it is true (wins over `disabled`).
    #[prop_or_default]
    pub disabled_fn: Option<crate::form::registry::ConditionFn>,
    /// `click`: after the reset and the submit it asks for (the submit has started:
    /// `is_submitting()` is true), with [`EventArgs::Mouse`](crate::EventArgs::Mouse); the
    /// event's [`element`](FiredEvent::element) reaches the form (`event.element.form()`).
    #[prop_or_default]
    pub on_click: Option<Callback<FiredEvent>>,
    /// Lifecycle events (`beforeCreate` … `unmounted`), by name.
    #[prop_or_default]
    pub on_lifecycle: Option<Callback<FiredEvent>>,
    /// The button's content built in Rust (the inline `default` slot): shown when
    /// `button_label` is empty or absent (the label wins, as in the reference), over a
    /// `default` slot the schema's `slots` names.
    #[prop_or_default]
    pub children: Html,
}

impl ButtonProps {
    /// The options as schema JSON.
    fn options_json(&self) -> Value {
        let mut map = Map::new();
        map.insert("type".into(), Value::from("button"));
        put_texts(
            &mut map,
            &[
                ("buttonLabel", &self.button_label),
                ("buttonType", &self.button_type),
                ("href", &self.href),
                ("target", &self.target),
                ("align", &self.align),
                ("label", &self.label),
                ("info", &self.info),
                ("description", &self.description),
                ("id", &self.id),
            ],
        );
        put_values(
            &mut map,
            &[
                ("buttonClass", self.button_class.clone()),
                ("loading", self.loading.map(Value::from)),
                ("resets", self.resets.map(Value::from)),
                ("submits", self.submits.map(Value::from)),
                ("secondary", self.secondary.map(Value::from)),
                ("danger", self.danger.map(Value::from)),
                ("full", self.full.map(Value::from)),
                ("disabled", self.disabled.clone()),
                ("conditions", self.conditions.clone()),
                ("columns", self.columns.clone()),
            ],
        );
        Value::Object(map)
    }

    /// The event props as listeners.
    pub fn listeners(&self) -> ElementListeners {
        let mut listeners = ElementListeners::default().with("click", &self.on_click);
        for event in yewform_core::schema::events::Lifecycle::names() {
            listeners = listeners.with(event, &self.on_lifecycle);
        }
        listeners
    }
}

crate::entry_ref::entry_kind!(ButtonSchema, Button);

/// A button in the form: a real `<button>`, `type="submit"` when it `submits` (so Enter in a
/// field submits the form, as browsers do, and the submit validates as the form's own
/// submit button does), else `type="button"`. `resets` resets the form; the `click` event
/// (the `on_click` prop, or a schema's `"onClick": {"fn": "<name>"}` handler registered
/// with [`Registry::handler`](crate::Registry::handler)) receives the element, and through
/// it the form. While it is loading (`loading`, or a submitting button while the form
/// submits) it is `aria-busy` and ignores clicks; disabled (its `disabled`, or the form's)
/// it is a disabled `<button>`. It has no value: the form's data, load, reset, clear and
/// validation skip it.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{ButtonElement, Form};
///
/// #[component]
/// fn SignUp() -> Html {
///     html! {
///         <Form on_submit={Callback::from(|data| web_sys::console::log_1(&format!("{data}").into()))}>
///             <ButtonElement name="send" button_label="Sign up" submits=true />
///             <ButtonElement name="again" button_label="Start over" resets=true secondary=true />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn ButtonElement(props: &ButtonProps) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = crate::hooks::use_element(
        &props.name,
        props,
        |p: &ButtonProps| {
            let mut json = p.options_json();
            if let Some(form) = &form {
                crate::form::registry::put_inline_functions(
                    &mut json,
                    form,
                    &p.name,
                    crate::form::registry::InlineFunctions {
                        format_data: None,
                        format_load: None,
                        condition: p.condition.as_ref(),
                        disabled: p.disabled_fn.as_ref(),
                    },
                );
                if let Some(f) = &p.loading_fn {
                    let name = format!("inline:{}:loading", p.name);
                    let f = yewform_core::schema::SharedFn::Condition(f.0.clone());
                    if crate::form::registry::put_function(form, name.clone(), f) {
                        if let Value::Object(map) = &mut json {
                            map.insert("loading".into(), yewform_core::schema::function_ref(&name));
                        }
                    }
                }
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
    let entry: Option<Arc<ElementSchema>> = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten();
    let schema = entry.clone().and_then(EntryRef::<ButtonSchema>::new);
    let env = ViewEnv::read(&handle);
    // The `default` and layout slots the schema names (`{"fn": ..}`), from the registry.
    let (default_slot, slots) = schema
        .as_ref()
        .and_then(|schema| {
            handle
                .form()
                .read(|s| crate::form::registry::content_slots(s.functions(), &schema.common.slots))
        })
        .unwrap_or_default();
    // The button's name is its content: the frame's label beside it (the reference's column
    // label) is no `<label for>`, which would rename the button (audit6-a11y #3).
    let frame = schema
        .as_ref()
        .map(|s| FrameParts::read(&handle, &s.common, &slots, &env).label_without_for());
    let has_label = frame.as_ref().is_some_and(|f| f.has_label);
    let look = use_look(&handle, "button", entry, has_label);
    let layout = use_layout_state(
        (*look).as_ref().map(|l| &l.layout),
        frame.as_ref().map(|f| f.id.clone()).unwrap_or_default(),
    );
    let onclick = {
        let handle = handle.clone();
        let schema = schema.clone();
        use_callback((handle, schema), |event: MouseEvent, (handle, schema)| {
            if let Some(schema) = schema {
                click(&event, handle, schema);
            }
        })
    };
    if let Some(error) = refused {
        return html! { <p class="yf-element-error" role="alert">{ error }</p> };
    }
    let (Some(schema), Some(frame), Some(look)) = (schema, frame, (*look).as_ref()) else {
        let mut text = handle.path().to_owned();
        text.push_str(": not a button element");
        return html! { <p class="yf-element-error" role="alert">{ text }</p> };
    };
    let disabled = handle.is_disabled();
    // Core decides ([`ElementHandle::is_loading`]): a `loading` function wins; else
    // `loading`, or a `submits` button while the form submits.
    let loading = handle.is_loading();
    let look_key = if schema.danger {
        "danger"
    } else if schema.secondary {
        "secondary"
    } else {
        "primary"
    };
    let variant = ["button_", look_key].concat();
    let loading_variant = ["button_loading_", look_key].concat();
    let size = ["button_", look.size.as_str()].concat();
    let align = schema.align.map(|a| ["button_", a.as_str()].concat());
    let mut class = own_classes(
        look,
        "",
        &[
            ("button", true),
            (&variant, true),
            (&size, true),
            ("button_disabled", disabled),
            ("button_enabled", !disabled),
            ("button_loading", loading),
            (&loading_variant, loading),
            ("button_full", schema.full),
            ("button_not_full", !schema.full),
            (align.as_deref().unwrap_or(""), align.is_some()),
        ],
    )
    .map(|c| c.to_string())
    .unwrap_or_default();
    push_button_class(&mut class, &schema.button_class);
    let class = (!class.is_empty()).then(|| AttrValue::from(class));
    // `buttonLabel`, else (it is empty) the children (the inline `default` slot), else the
    // registered `default` slot: the reference uses the slot when the label is empty.
    let text = schema
        .button_label
        .as_ref()
        .map(|l| l.resolve(&env.locale, &env.fallback))
        .filter(|l| !l.is_empty());
    let label = if let Some(text) = text {
        // No link in a link or a button (a link's would be ended early by the parser).
        crate::html::rich_with(&text, yewform_core::sanitize::Policy::phrasing_in_link)
    } else if props.children != Html::default() {
        props.children.clone()
    } else if let Some(slot) = &default_slot {
        slot.emit(handle.clone())
    } else {
        Html::default()
    };
    let flag = |on: bool| on.then_some("true");
    // `focused()` follows the button's focus.
    let focus = |focused: bool| {
        let handle = handle.clone();
        Callback::from(move |_: FocusEvent| handle.form().set_focused(handle.path(), focused))
    };
    let field = match schema.button_type {
        ButtonType::Anchor => {
            // Always an `href` (`""` without a usable link, as the reference's default), so
            // the anchor is a link in the Tab order; its click is then prevented.
            let href = AttrValue::from(schema.anchor_href());
            let rel = schema.target.as_ref().map(|_| "noopener noreferrer");
            html! {
                <a id={frame.id.clone()} {class} {href} target={schema.target.clone()} {rel}
                    aria-describedby={frame.described_by.clone()}
                    aria-disabled={flag(disabled || loading)}
                    aria-busy={flag(loading)}
                    tabindex={(disabled || loading).then_some("-1")}
                    onfocus={focus(true)} onblur={focus(false)}
                    {onclick}
                >{ label }</a>
            }
        }
        ButtonType::Button => {
            let kind = if schema.submits { "submit" } else { "button" };
            html! {
                // No `name`, as the reference's button and `<Form>`'s submit button: a
                // native post through it carries the fields only (a button has no data).
                <button id={frame.id.clone()} type={kind} {class} {disabled}
                    aria-describedby={frame.described_by.clone()}
                    aria-disabled={flag(loading)}
                    aria-busy={flag(loading)}
                    onfocus={focus(true)} onblur={focus(false)}
                    {onclick}
                >{ label }</button>
            }
        }
    };
    frame.view_inline(&layout, field)
}

/// A click: nothing while disabled or loading; else the reset, the submit, then `click`
/// with the browser's event (the reference's order: a `click` handler runs once the submit
/// started, `is_submitting()` is true there). The submit is asked of the `<form>` here
/// (`requestSubmit`: its submit handler validates first), the click's own default action
/// prevented, so implicit submission (Enter in a field clicks the default button) submits
/// once too.
fn click(event: &MouseEvent, handle: &ElementHandle, schema: &ButtonSchema) {
    let anchor = schema.button_type == ButtonType::Anchor;
    if handle.is_disabled() || handle.is_loading() {
        event.prevent_default();
        return;
    }
    // An anchor follows its link (after a reset, as the reference's); one without a link
    // (`href` absent, `""` (the reference's default) or refused by the URL check, all
    // rendered `href=""`) would reload the page: not followed.
    let no_link = schema.anchor_href().is_empty();
    if schema.submits || (anchor && no_link) {
        event.prevent_default();
    }
    if schema.resets {
        handle.form().reset();
    }
    if schema.submits {
        request_submit(event);
    }
    handle.fire("click", EventArgs::Mouse(event.clone()));
}

/// Submits the `<form>` around the event's target as its submit button would
/// (`requestSubmit(button)`: the form's submit handler validates first; an anchor is no
/// submitter, so it asks without one).
fn request_submit(event: &MouseEvent) {
    // The target may be the label's node inside the button (yew delegates the listener,
    // so `currentTarget` is not the button).
    let target = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let form = target
        .as_ref()
        .and_then(|e| e.closest("form").ok().flatten());
    let Some(form) = form else {
        return;
    };
    let submit = js_sys::Reflect::get(&form, &"requestSubmit".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(submit) = submit else {
        return;
    };
    match target.and_then(|t| t.closest("button[type=submit]").ok().flatten()) {
        Some(button) => {
            let _ = submit.call1(&form, &button);
        }
        None => {
            let _ = submit.call0(&form);
        }
    }
}

/// Appends `buttonClass` (a string, a list of strings, or an object of class → boolean).
fn push_button_class(out: &mut String, extra: &Value) {
    match extra {
        Value::String(s) => crate::html::push_classes(out, s),
        Value::Array(items) => {
            for item in items {
                push_button_class(out, item);
            }
        }
        Value::Object(map) => {
            for (class, on) in map {
                if on.as_bool() == Some(true) {
                    crate::html::push_classes(out, class);
                }
            }
        }
        _ => {}
    }
}
