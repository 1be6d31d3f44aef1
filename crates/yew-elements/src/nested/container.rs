//! `ObjectElement` and `GroupElement`: a fieldset (or `role="group"`) holding the children,
//! laid out in the column grid as the form's top level.

use serde_json::{Map, Value};
use yew::prelude::*;

use super::{ContainerScope, children_view, group_box, own_class, put, unscoped};
use crate::element_props::element_props;

element_props! {
    /// Props of [`ObjectElement`] and [`GroupElement`]: inside a schema-driven `<Form>` give
    /// only `name` (a child's path, `address` or `customer.address`); written inline, the
    /// props are its options, its children in `schema` as schema JSON and/or written inline
    /// as Yew children.
    pub struct ContainerProps {
        /// `schema`: the children, `{name: entry}`, as in a form schema. Read once, when
        /// the element is added: another `schema` later is refused (the element shows the
        /// error); write the children that change inline, each its own element.
        #[prop_or_default]
        pub schema: Option<Value>,
        /// Any option of the reference's tables as schema JSON (camelCase keys).
        #[prop_or_default]
        pub options: Value,
        /// Elements written inline: children of this object or group (after those of
        /// `schema`); `<TextElement name="city" />` inside `<ObjectElement name="address">`
        /// is `address.city`.
        #[prop_or_default]
        pub children: Html,
    }
}

impl ContainerProps {
    /// The inline options as schema JSON.
    fn schema_json(&self, type_name: &str) -> Value {
        let mut map = match &self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        map.insert("type".into(), Value::from(type_name));
        self.put_common_options(&mut map);
        put(&mut map, vec![("schema", self.schema.clone())]);
        Value::Object(map)
    }
}

/// An object: its children's data nest under its name (`{address: {city: …}}`); each child
/// is a full element (path `address.city`), laid out with its `columns` in the object's
/// grid. Events: `change`, `clear`, `reset` and the lifecycle events.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, ObjectElement};
///
/// #[component]
/// fn Address() -> Html {
///     let schema = serde_json::json!({
///         "street": {"type": "text", "label": "Street"}
///     });
///     html! {
///         <Form>
///             // `street` from the schema, then `address.city` written inline.
///             <ObjectElement name="address" label="Address" schema={schema}>
///                 <yewform_elements::TextElement name="city" label="City" />
///             </ObjectElement>
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn ObjectElement(props: &ContainerProps) -> Html {
    use_container(props, "object")
}

/// A group: a layout row whose children's data flatten into the parent's (a child `x` of
/// a group `grp` has the path and data key `x`). Events: `change`, `clear`, `reset` and the
/// lifecycle events.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, GroupElement};
///
/// #[component]
/// fn Name() -> Html {
///     let schema = serde_json::json!({
///         "first": {"type": "text", "label": "First name", "columns": 6},
///         "last": {"type": "text", "label": "Last name", "columns": 6}
///     });
///     html! {
///         <Form>
///             <GroupElement name="name" schema={schema} />
///         </Form>
///     }
/// }
/// ```
#[cfg(feature = "group")]
#[component]
pub fn GroupElement(props: &ContainerProps) -> Html {
    use_container(props, "group")
}

/// The view of an object or group (`type_name`).
#[hook]
fn use_container(props: &ContainerProps, type_name: &'static str) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = crate::hooks::use_element(
        &props.name,
        props,
        |p: &ContainerProps| {
            let mut json = p.schema_json(type_name);
            if let Some(form) = &form {
                p.put_function_options(&mut json, form);
            }
            Some(json)
        },
        props.common_listeners(),
    );
    // A refused element calls the hooks below too, and shows its error after them.
    let (handle, refused) =
        match crate::hooks::handle_after_refusal(element, form.as_ref(), &props.name) {
            Ok(found) => found,
            Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
        };
    crate::hooks::use_view_subscription(&handle);
    let super::Framed {
        frame,
        look,
        in_scope,
        layout,
        ..
    } = super::use_container_frame(&handle, type_name);
    if let Some(error) = refused {
        return html! { <p class="yf-element-error" role="alert">{ error }</p> };
    }
    let Some(mut frame) = frame else {
        let text = [handle.path(), ": not in the form"].concat();
        return html! { <p class="yf-element-error" role="alert">{ text }</p> };
    };
    let class = own_class((*look).as_ref(), "wrapper");
    let mut content = unscoped(children_view(&handle), in_scope);
    if props.children != Html::default() {
        let prefix = if type_name == "group" {
            handle
                .form()
                .read(|s| {
                    s.el(handle.path())
                        .and_then(|el| el.setup().parent_path.clone())
                })
                .flatten()
                .map(AttrValue::from)
        } else {
            Some(AttrValue::from(handle.path().to_owned()))
        };
        let context = ContainerScope {
            container: AttrValue::from(handle.path().to_owned()),
            prefix,
        };
        content = html! {
            <>
                { content }
                <ContextProvider<ContainerScope> {context}>
                    { props.children.clone() }
                </ContextProvider<ContainerScope>>
            </>
        };
    }
    let field = group_box(&mut frame, &layout, &handle, class, content);
    frame.view_inline(&layout, field)
}
