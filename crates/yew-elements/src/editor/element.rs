//! `TEditorElement`: the entry component. It registers the element with the form, reads its
//! schema entry, its upload function and slots, and renders the editor view.

use yew::prelude::*;
use yewform_core::schema::FunctionKind;

use super::TEditorProps;
use super::view::Editor;
use crate::entry_ref::EditorRef;
use crate::form::registry::editor_slots;

/// The translatable rich-text editor. Inside a schema-driven `<Form>` give only its `name`;
/// written inline, its props are its options.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, TEditorElement};
///
/// #[component]
/// fn Article() -> Html {
///     let languages = vec![("en".to_string(), "English".to_string()), ("de".to_string(), "Deutsch".to_string())];
///     html! {
///         <Form multilingual=true {languages}>
///             <TEditorElement name="article" label="Article" rules={serde_json::json!("required")}
///                 endpoint="/api/attachments" hide_tools={vec!["code".to_string()]} />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn TEditorElement(props: &TEditorProps) -> Html {
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
    let (handle, context) = match element {
        Ok(element) => element,
        Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
    };
    let schema = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten()
        .and_then(EditorRef::new);
    // The upload function and slots the schema names (`{"fn": ..}`) come from the form's
    // functions; inline props win (core's `inline_or_registered` decides).
    let (upload_fn, slots) = handle
        .form()
        .read(|s| {
            let functions = s.functions();
            let named = schema
                .as_ref()
                .and_then(|schema| schema.upload_fn.as_deref());
            let upload_fn = functions.inline_or_registered(
                FunctionKind::Upload,
                props.upload_fn.as_ref(),
                named,
            );
            let slots = match &schema {
                Some(schema) => editor_slots(functions, &schema.common.slots, &props.slots),
                None => props.slots.clone(),
            };
            (upload_fn, slots)
        })
        .unwrap_or_else(|| (props.upload_fn.clone(), props.slots.clone()));
    match schema {
        Some(schema) => html! {
            <Editor {handle} {schema} form_disabled={context.disabled} {upload_fn} {slots} />
        },
        None => html! {
            <p class="yf-element-error" role="alert">
                { format!("{}: not a t-editor element", handle.path()) }
            </p>
        },
    }
}
