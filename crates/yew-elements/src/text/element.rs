//! The entry components: each registers its element with the form, reads its schema entry
//! and renders the view of its kind.

use yew::prelude::*;
use yewform_core::schema::TextKind;

use super::TextProps;
use crate::entry_ref::TextRef;
use crate::form::ElementHandle;

/// A single-line text input (`"type": "text"`): `inputType` gives its `type` (`email`,
/// `password`, `number`, `url`, `tel`, `search`, …). Inside a schema-driven `<Form>` give only
/// its `name`; written inline, its props are its options.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, TextElement};
///
/// #[component]
/// fn SignUp() -> Html {
///     html! {
///         <Form>
///             <TextElement name="email" label="E-mail" input_type="email"
///                 autocomplete="email" rules={serde_json::json!("required|email")} />
///         </Form>
///     }
/// }
/// ```
#[cfg(feature = "text")]
#[component]
pub fn TextElement(props: &TextProps) -> Html {
    let entry = use_text_entry(TextKind::Text, props);
    view(entry, props)
}

/// A multi-line text input (`"type": "textarea"`): `rows` (default 3) and `autogrow`
/// (default on: it grows with its text). Inside a schema-driven `<Form>` give only its
/// `name`; written inline, its props are its options.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, TextareaElement};
///
/// #[component]
/// fn Profile() -> Html {
///     html! {
///         <Form>
///             <TextareaElement name="bio" label="About you" rows={5} />
///         </Form>
///     }
/// }
/// ```
#[cfg(feature = "textarea")]
#[component]
pub fn TextareaElement(props: &TextProps) -> Html {
    let entry = use_text_entry(TextKind::Textarea, props);
    view(entry, props)
}

/// A translatable text input (`"type": "t-text"`): one value per language of the form
/// (`{"en": …, "de": …}`); the field shows and edits the current language's, which the
/// form's language switcher (`<Form multilingual=true>`) changes. Rules given per language
/// (`{"en": "required"}`) validate that language; errors name it. Needs the `text` feature.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, TTextElement};
///
/// #[component]
/// fn Product() -> Html {
///     let languages = vec![("en".to_string(), "English".to_string()), ("de".to_string(), "Deutsch".to_string())];
///     html! {
///         <Form multilingual=true {languages}>
///             <TTextElement name="title" label="Title" rules={serde_json::json!({"en": "required"})} />
///         </Form>
///     }
/// }
/// ```
#[cfg(feature = "text")]
#[component]
pub fn TTextElement(props: &TextProps) -> Html {
    let entry = use_text_entry(TextKind::TText, props);
    view(entry, props)
}

/// A translatable textarea (`"type": "t-textarea"`): as [`TTextElement`], with the
/// textarea's `rows` and `autogrow`. Needs the `textarea` feature.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, TTextareaElement};
///
/// #[component]
/// fn Product() -> Html {
///     let languages = vec![("en".to_string(), "English".to_string()), ("de".to_string(), "Deutsch".to_string())];
///     html! {
///         <Form multilingual=true {languages}>
///             <TTextareaElement name="summary" label="Summary" rows={4} />
///         </Form>
///     }
/// }
/// ```
#[cfg(feature = "textarea")]
#[component]
pub fn TTextareaElement(props: &TextProps) -> Html {
    let entry = use_text_entry(TextKind::TTextarea, props);
    view(entry, props)
}

/// A value with no visible field (`"type": "hidden"`): an `<input type="hidden">` with no
/// label, frame or error (`meta: true` renders nothing; while its conditions fail the input
/// is `disabled`, so a native post leaves it out, and kept, so hydration finds the node the
/// server rendered). Its value is in the data and its
/// rules run as any element's: a failing one blocks the submit while nothing shows and
/// nothing can take the focus (the status region still counts it). When only hidden
/// elements fail, the form writes a console warning naming their paths
/// ([`FormState::unseen_failures`](yewform_core::form::FormState::unseen_failures)). Inside
/// a schema-driven `<Form>` give only its `name`; written inline, its props are its options.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, HiddenElement};
///
/// #[component]
/// fn Referral() -> Html {
///     html! {
///         <Form>
///             <HiddenElement name="referral" default={serde_json::json!("newsletter")} />
///         </Form>
///     }
/// }
/// ```
#[cfg(feature = "hidden")]
#[component]
pub fn HiddenElement(props: &TextProps) -> Html {
    let entry = use_text_entry(TextKind::Hidden, props);
    // A refused element subscribes too, and shows its error after: the same hooks at every
    // render, as Yew requires (see `use_element`); outside a `<Form>`, at none.
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let subscribed = match (&entry, form) {
        (Ok((handle, _, _)), _) => handle.clone(),
        (Err(_), Some(form)) => form.el(&props.name),
        (Err(error), None) => return error.clone(),
    };
    crate::hooks::use_view_subscription(&subscribed);
    let (handle, text) = match entry {
        Ok((handle, _, text)) => (handle, text),
        Err(error) => return error,
    };
    // `meta` is the schema's, the same on the server and in the browser, so it may drop the
    // node. Conditions may not: one reading today differs between them (UTC on the server,
    // local in the browser), and a node on one side only makes hydration panic. The input
    // stays, disabled while unavailable, so a native post leaves it out as before. A hidden
    // element has no disabled state (core refuses `disabled` and `disable()`, and
    // `is_disabled()` is false for it under `<Form disabled>` too): its input is posted
    // whenever its value is in the request data.
    if text.meta {
        return Html::default();
    }
    let id = handle.field_id(text.common.id.as_deref());
    let value = super_value_text(&handle.value());
    let disabled = !handle.available();
    html! {
        <input type="hidden" {id} name={AttrValue::from(handle.path().to_owned())} {value} {disabled} />
    }
}

/// The text of a value in the input: a string as it is, a number as JavaScript prints it
/// (`10`, not `10.0`: `items::number_text`), a boolean as `true`/`false`, `null` (and
/// anything else) as the empty string.
pub(super) fn super_value_text(value: &yewform_core::Value) -> AttrValue {
    match value {
        yewform_core::Value::String(s) => AttrValue::from(s.clone()),
        yewform_core::Value::Number(n) => AttrValue::from(yewform_core::items::number_text(n)),
        yewform_core::Value::Bool(b) => AttrValue::Static(if *b { "true" } else { "false" }),
        _ => AttrValue::Static(""),
    }
}

/// What an entry component hands its view: the element, the form context and its entry, or
/// the error to show in place of the field.
type Entry = Result<(ElementHandle, crate::form::FormContext, TextRef), Html>;

/// Registers the element of `kind` (inline options from `props` when the form's schema does
/// not hold it) and reads its entry; an entry of another type is an error.
#[hook]
fn use_text_entry(kind: TextKind, props: &TextProps) -> Entry {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = crate::hooks::use_element(
        &props.name,
        props,
        |p| {
            let mut json = p.schema_json(kind);
            if let Some(form) = &form {
                p.put_function_options(&mut json, form);
                if let Some(f) = &p.readonly_fn {
                    super::props::put_readonly_fn(&mut json, form, &p.name, f);
                }
            }
            Some(json)
        },
        props.listeners(),
    );
    let (handle, context) = element.map_err(|error| error_view(Html::from(error)))?;
    let text = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten()
        .and_then(TextRef::new)
        .filter(|text| text.kind == kind);
    match text {
        Some(text) => Ok((handle, context, text)),
        None => {
            let mut error = handle.path().to_owned();
            error.push_str(": not a ");
            error.push_str(kind.type_name());
            error.push_str(" element");
            Err(error_view(Html::from(error)))
        }
    }
}

/// The view of a text or textarea entry, with the slots the schema names (`{"fn": ..}`)
/// taken from the form's functions (inline props win).
#[cfg(any(feature = "text", feature = "textarea"))]
fn view(entry: Entry, props: &TextProps) -> Html {
    let (handle, context, text) = match entry {
        Ok(entry) => entry,
        Err(error) => return error,
    };
    let slots = handle
        .form()
        .read(|s| {
            crate::form::registry::text_slots(s.functions(), &text.common.slots, &props.slots)
        })
        .unwrap_or_else(|| props.slots.clone());
    html! {
        <super::view::TextView {handle} {text} form_disabled={context.disabled} {slots} />
    }
}

/// The element's error in place of the field.
fn error_view(text: Html) -> Html {
    html! { <p class="yf-element-error" role="alert">{ text }</p> }
}
