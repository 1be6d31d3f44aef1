//! The containers (features `object`, `group`, `list`): [`ObjectElement`] (its children's
//! data nest under its name), [`GroupElement`] (a layout row whose children's data flatten
//! into the parent's) and [`ListElement`] (repeated items with add, remove and move
//! buttons). Core holds the tree (children's paths, list item keys, aggregated state); the
//! views read it and send actions.
//!
//! A container renders every child through the same entry machinery as the form's top level
//! (each child a full element, to any depth): a container with a label is a `<fieldset>`
//! with a `<legend>`, one without a `<div role="group">` named by its generic name
//! (`aria-label`, e.g. "Lines 3" for an object item of a list "lines"). Its legend shows the
//! label box's required mark and info tooltip; its description and error are the field
//! frame's, and the group's `aria-describedby` names them and the info.

mod container;
mod entry;
mod handle;
#[cfg(feature = "list")]
mod list;

#[cfg(feature = "group")]
pub use container::GroupElement;
pub use container::{ContainerProps, ObjectElement};
#[cfg(feature = "list")]
pub use list::{ListElement, ListProps, ListSlots};

use std::rc::Rc;
use std::sync::Arc;

use serde_json::{Map, Value};
use yew::prelude::*;
use yewform_core::schema::ElementSchema;

use crate::by_ptr::{ByArc, ByPtr};
use crate::form::ElementHandle;
use crate::layout::classes::{ElementLook, Styling, element_look_of};
use crate::layout::frame::{FrameParts, ViewEnv};

/// The classes of the container `handle` of `type_name` (`object`, `group`, `list`), kept
/// until its entry (compared by pointer), label box or theme changes.
#[hook]
fn use_look(
    handle: &ElementHandle,
    type_name: &'static str,
    entry: Option<Arc<ElementSchema>>,
) -> Rc<Option<ElementLook>> {
    let form = handle.form().clone();
    let path = handle.path().to_owned();
    let theme: Rc<Styling> = form.theme();
    use_memo((entry.map(ByArc), ByPtr(theme)), move |(entry, theme)| {
        let entry = entry.as_ref()?;
        form.read(|s| element_look_of(theme, s, &path, type_name, entry.0.common(), false, false))
    })
}

/// What a container's view reads around its content: its schema entry, the locale
/// environment, its frame (label, description, error; `None` when its path is not in the
/// form), its classes, whether it sits in an inline container's scope, and its layout.
struct Framed {
    entry: Option<Arc<ElementSchema>>,
    env: ViewEnv,
    frame: Option<FrameParts>,
    look: Rc<Option<ElementLook>>,
    in_scope: bool,
    layout: crate::layout::element_layout::LayoutState,
}

/// The [`Framed`] parts of the container `handle` of `type_name` (`object`, `group`,
/// `list`): one hook for the three container views.
#[hook]
fn use_container_frame(handle: &ElementHandle, type_name: &'static str) -> Framed {
    let entry = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten();
    let mut env = ViewEnv::read(handle);
    // A container's label is a `<legend>`, rendered only with a label: `forceLabels` adds
    // no empty one (core's `force_labels_at`, which `has_label()` and `aria()` read too).
    env.force_labels = handle
        .form()
        .read(|s| s.force_labels_at(handle.path()))
        .unwrap_or(false);
    let slots = entry
        .as_ref()
        .and_then(|entry| {
            handle.form().read(|s| {
                crate::form::registry::content_slots(s.functions(), &entry.common().slots).1
            })
        })
        .unwrap_or_default();
    let frame = entry
        .as_ref()
        .map(|entry| FrameParts::read(handle, entry.common(), &slots, &env));
    let look = use_look(handle, type_name, entry.clone());
    let in_scope = use_in_scope();
    let layout = crate::layout::element_layout::use_layout_state(
        (*look).as_ref().map(|l| &l.layout),
        frame.as_ref().map(|f| f.id.clone()).unwrap_or_default(),
    );
    Framed {
        entry,
        env,
        frame,
        look,
        in_scope,
        layout,
    }
}

/// The class attribute of `key` of the container's own classes.
fn own_class(look: Option<&ElementLook>, key: &str) -> Option<AttrValue> {
    look.and_then(|look| crate::html::class_attr(&look.own, "", &[(key, true)]))
        .map(AttrValue::from)
}

/// The element components of the container's direct children, in order, each keyed by its
/// name in the container (a list's items sit in elements keyed by their stable keys).
/// Only the children of the container's `schema`: those written inline as Yew children
/// render where they are written.
fn children_view(handle: &ElementHandle) -> Html {
    handle
        .form()
        .read(|s| {
            let own = s.schema_entry_shared(handle.path());
            let in_schema = |name: &str| match own.as_deref() {
                Some(ElementSchema::Object(o)) => o.schema.iter().any(|(n, _)| n == name),
                #[cfg(feature = "group")]
                Some(ElementSchema::Group(g)) => g.schema.iter().any(|(n, _)| n == name),
                _ => false,
            };
            s.children(handle.path())
                .into_iter()
                .filter_map(|path| {
                    // Keyed by its name in the container: stable when a list item above
                    // is renumbered.
                    let name = path.rsplit('.').next().unwrap_or(&path).to_owned();
                    if !in_schema(&name) {
                        return None;
                    }
                    let entry = s.schema_entry_shared(&path)?;
                    Some(entry::child_view(&path, name.into(), &entry))
                })
                .collect::<Html>()
        })
        .unwrap_or_default()
}

/// The group holding a container's content: a `<fieldset>` with the label as `<legend>`
/// (with the info tooltip and the required mark a label box shows), or a `<div
/// role="group">` named by the element's generic name; `aria-describedby` names its
/// description, info and shown error. The label leaves the frame (no `<label for>`).
fn group_box(
    frame: &mut FrameParts,
    layout: &crate::layout::element_layout::LayoutState,
    handle: &ElementHandle,
    class: Option<AttrValue>,
    content: Html,
) -> Html {
    // Read before the label leaves the frame: the info and the mark go into the legend. The
    // info trigger (a button) stays in the legend, beside the text as a field's sits beside
    // its label; a fieldset named by its legend's content would add the trigger's name to
    // its own, so with an info the fieldset and the trigger are named by the legend's text
    // (`<field id>__legend`) instead.
    let text_id = AttrValue::from(crate::ids::part_id(&frame.id, "legend"));
    let (info, mark) = frame.label_extras(layout, &text_id);
    frame.texts.info = None;
    frame.slots.info = None;
    let text = frame.texts.label.take();
    let slot = frame.slots.label.take();
    frame.has_label = false;
    frame.labelled_by = None;
    // The frame's describedby names the shown error already; a group has no
    // `aria-errormessage` (not allowed on its role).
    frame.error_message = None;
    let described = frame.described_by.clone();
    let legend = slot.or_else(|| text.map(|t| crate::html::rich(&t)));
    match legend {
        Some(legend) => {
            let legend_id = crate::ids::part_id(&frame.id, "label");
            let named_by = frame.group_labelled_by.take();
            let text_named = named_by.is_some() || info.is_some();
            html! {
                <fieldset id={frame.id.clone()} {class} aria-labelledby={named_by}
                    aria-describedby={described}>
                    <legend id={legend_id}>
                        if text_named {
                            <span id={text_id}>{ legend }</span>
                        } else {
                            { legend }
                        }
                        if let Some((class, slot, shown)) = mark {
                            <span {class} aria-hidden="true" hidden={!shown}>
                                { slot.unwrap_or_else(|| Html::from("*")) }
                            </span>
                        }
                        { info.unwrap_or_default() }
                    </legend>
                    { content }
                </fieldset>
            }
        }
        None => {
            let name = handle
                .form()
                .read(|s| s.generic_name(handle.path()))
                .flatten()
                .map(AttrValue::from);
            html! {
                <div id={frame.id.clone()} {class} role="group" aria-label={name}
                    aria-describedby={described}>
                    { content }
                </div>
            }
        }
    }
}

/// The object or group whose Yew children are being rendered: an element written inline
/// inside it is its child (`<TextElement name="city" />` inside `<ObjectElement
/// name="address">` is `address.city`).
#[derive(Clone, Debug, PartialEq)]
pub struct ContainerScope {
    /// The container's path (empty: no container, as for the children a container reads
    /// from core, whose names are their full paths).
    pub container: AttrValue,
    /// Where its children's paths start: the object's path, or for a group its parent's data
    /// path (a group child's path is its data path); `None` at the top.
    pub prefix: Option<AttrValue>,
}

/// Whether this container sits inside an inline container's scope (its children read
/// from core must then leave that scope: [`unscoped`]).
#[hook]
fn use_in_scope() -> bool {
    use_context::<ContainerScope>().is_some_and(|s| !s.container.is_empty())
}

/// `content` (a container's children read from core, named by their full paths) outside
/// any inline container's scope, when the container itself sits in one (`in_scope`).
fn unscoped(content: Html, in_scope: bool) -> Html {
    if !in_scope {
        return content;
    }
    let context = ContainerScope {
        container: AttrValue::default(),
        prefix: None,
    };
    html! {
        <ContextProvider<ContainerScope> {context}>{ content }</ContextProvider<ContainerScope>>
    }
}

/// The path of the element `name` written inline in `scope` (`name` outside any).
pub(crate) fn scoped_path(scope: Option<&ContainerScope>, name: &str) -> String {
    match scope.and_then(|s| s.prefix.as_deref()) {
        Some(prefix) if !prefix.is_empty() => [prefix, ".", name].concat(),
        _ => name.to_owned(),
    }
}

/// Adds the element `name` written inline inside the container of `scope` to it.
pub(crate) fn register_child(
    context: &crate::form::FormContext,
    scope: Option<&ContainerScope>,
    name: &str,
    options: crate::hooks::InlineOptions,
) -> Result<(), String> {
    let Some(scope) = scope else {
        return Err(String::from("no container"));
    };
    let path = scoped_path(Some(scope), name);
    let entry = options.read_entry(&path, context)?;
    context.handle.mutate(|state| {
        state
            .add_child_element(&scope.container, name, entry)
            .map(|_| ())
            .map_err(|e| e.to_string())
    })?
}

/// Puts the options that are set into `map` under their schema keys.
fn put(map: &mut Map<String, Value>, entries: Vec<(&str, Option<Value>)>) {
    for (key, value) in entries {
        if let Some(value) = value {
            map.insert(key.to_owned(), value);
        }
    }
}

/// A text prop as a JSON string.
#[cfg(feature = "list")]
fn text(value: &Option<AttrValue>) -> Option<Value> {
    value.as_ref().map(|v| Value::from(v.to_string()))
}
