//! The choice elements: `CheckboxElement` (`checkbox`), `ToggleElement` (`toggle`),
//! `RadioElement` (`radio`), `CheckboxgroupElement` (`checkboxgroup`) and
//! `RadiogroupElement` (`radiogroup`), each behind the cargo feature of its type name (on
//! by default). Native inputs inside the field frame; the toggle is a WAI-ARIA switch
//! (`<button role="switch" aria-checked>`); a group is a `<fieldset>` named by the element's
//! label.

#[cfg(feature = "choice")]
mod element;
#[cfg(feature = "choice")]
mod handle;
#[cfg(feature = "choice")]
mod props;
mod slots;
#[cfg(feature = "choice")]
mod view;

pub use slots::{ChoiceSlots, ItemScope};

#[cfg(feature = "checkbox")]
pub use element::CheckboxElement;
#[cfg(feature = "checkboxgroup")]
pub use element::CheckboxgroupElement;
#[cfg(feature = "radio")]
pub use element::RadioElement;
#[cfg(feature = "radiogroup")]
pub use element::RadiogroupElement;
#[cfg(feature = "toggle")]
pub use element::ToggleElement;
#[cfg(feature = "checkbox")]
pub use props::CheckboxProps;
#[cfg(feature = "checkboxgroup")]
pub use props::CheckboxgroupProps;
#[cfg(feature = "radio")]
pub use props::RadioProps;
#[cfg(feature = "radiogroup")]
pub use props::RadiogroupProps;
#[cfg(feature = "toggle")]
pub use props::ToggleProps;

#[cfg(feature = "choice")]
pub use entry::ChoiceRef;

#[cfg(feature = "choice")]
mod entry {
    use yewform_core::schema::ChoiceSchema;

    use crate::entry_ref::EntryRef;

    /// A choice element's shared schema entry.
    pub type ChoiceRef = EntryRef<ChoiceSchema>;

    crate::entry_ref::entry_kind!(ChoiceSchema, Choice);
}

/// Whether this build renders the choice element `kind` (its cargo feature is on).
#[must_use]
pub const fn renders(kind: yewform_core::schema::ChoiceKind) -> bool {
    use yewform_core::schema::ChoiceKind as K;
    match kind {
        K::Checkbox => cfg!(feature = "checkbox"),
        K::Toggle => cfg!(feature = "toggle"),
        K::Radio => cfg!(feature = "radio"),
        K::Checkboxgroup => cfg!(feature = "checkboxgroup"),
        K::Radiogroup => cfg!(feature = "radiogroup"),
    }
}

/// The component of a schema entry of type `type_name` named `name` (what `<Form>` renders for it);
/// nothing when the build leaves the kind out (the form's feature check reports it).
#[cfg(feature = "choice")]
pub(crate) fn schema_element(type_name: &str, name: &str) -> yew::Html {
    #[allow(unused_imports)] // without any choice feature
    use yew::html;
    #[allow(unused_imports)]
    use yewform_core::schema::ChoiceKind as K;
    let Some(kind) = yewform_core::schema::ChoiceKind::from_type(type_name) else {
        return yew::Html::default();
    };
    let key = name.to_owned();
    let name = yew::AttrValue::from(name.to_owned());
    match kind {
        #[cfg(feature = "checkbox")]
        K::Checkbox => html! { <CheckboxElement {key} {name} /> },
        #[cfg(feature = "toggle")]
        K::Toggle => html! { <ToggleElement {key} {name} /> },
        #[cfg(feature = "radio")]
        K::Radio => html! { <RadioElement {key} {name} /> },
        #[cfg(feature = "checkboxgroup")]
        K::Checkboxgroup => html! { <CheckboxgroupElement {key} {name} /> },
        #[cfg(feature = "radiogroup")]
        K::Radiogroup => html! { <RadiogroupElement {key} {name} /> },
        #[allow(unreachable_patterns)]
        _ => {
            let _ = (key, name);
            yew::Html::default()
        }
    }
}

/// Without any choice feature: nothing (the form's feature check reports a choice entry).
#[cfg(not(feature = "choice"))]
pub(crate) fn schema_element(_type_name: &str, _name: &str) -> yew::Html {
    yew::Html::default()
}

/// Whether `entry` is a checkbox or radio group whose `items` are an endpoint URL (what
/// needs the `http` feature).
#[cfg(any(feature = "checkboxgroup", feature = "radiogroup"))]
pub(crate) fn endpoint_items(entry: &yewform_core::schema::ElementSchema) -> bool {
    matches!(entry, yewform_core::schema::ElementSchema::Choice(c)
        if c.kind.is_group() && c.items_fn.is_none() && c.items.is_string())
}

/// Without the group features no entry has group items.
#[cfg(not(any(feature = "checkboxgroup", feature = "radiogroup")))]
pub(crate) fn endpoint_items(_entry: &yewform_core::schema::ElementSchema) -> bool {
    false
}
