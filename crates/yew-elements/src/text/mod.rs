//! The text family: [`TextElement`] (`<input>`), [`TextareaElement`] (`<textarea>`),
//! [`HiddenElement`] (`<input type="hidden">`, no field frame), and the translatable
//! [`TTextElement`] and [`TTextareaElement`] (one value per language).
//!
//! Each needs its own feature (`text`, `textarea`, `hidden`; on by default; the translatable
//! ones come with `text` and `textarea`). What they
//! decide (value, default, `forceNumbers`, debounce, rules) is core's
//! ([`yewform_core::schema::TextSchema`], [`yewform_core::form::FormState`]); these modules
//! render and forward the input's events:
//!
//! - `element`: the three entry components (registration, the schema entry);
//! - `view`: the input or textarea inside the field frame, its classes and handlers;
//! - `hidden`: the hidden input;
//! - [`TextProps`]: the props all three take.

#[cfg(feature = "text-family")]
use yewform_core::schema::TextKind;

#[cfg(feature = "text-family")]
mod element;
#[cfg(feature = "text-family")]
mod props;
mod slots;
#[cfg(any(feature = "text", feature = "textarea"))]
mod view;

pub use slots::TextSlots;

#[cfg(feature = "hidden")]
pub use element::HiddenElement;
#[cfg(feature = "text")]
pub use element::{TTextElement, TextElement};
#[cfg(feature = "textarea")]
pub use element::{TTextareaElement, TextareaElement};
#[cfg(feature = "text-family")]
pub use props::TextProps;

/// The component of a schema entry of `kind` named `name` (what `<Form>` renders for it);
/// nothing for a kind this build leaves out (the form's build error names its feature).
#[cfg(feature = "text-family")]
pub(crate) fn schema_element(kind: TextKind, name: &str) -> yew::Html {
    use yew::html;
    let name = yew::AttrValue::from(name.to_owned());
    match kind {
        #[cfg(feature = "text")]
        TextKind::Text => html! { <TextElement key={name.to_string()} name={name.clone()} /> },
        #[cfg(feature = "textarea")]
        TextKind::Textarea => {
            html! { <TextareaElement key={name.to_string()} name={name.clone()} /> }
        }
        #[cfg(feature = "text")]
        TextKind::TText => html! { <TTextElement key={name.to_string()} name={name.clone()} /> },
        #[cfg(feature = "textarea")]
        TextKind::TTextarea => {
            html! { <TTextareaElement key={name.to_string()} name={name.clone()} /> }
        }
        #[cfg(feature = "hidden")]
        TextKind::Hidden => html! { <HiddenElement key={name.to_string()} name={name.clone()} /> },
        #[allow(unreachable_patterns)]
        _ => yew::Html::default(),
    }
}

/// Whether this build renders elements of `kind` (its feature is on).
#[cfg(feature = "text-family")]
pub(crate) const fn enabled(kind: TextKind) -> bool {
    match kind {
        TextKind::Text | TextKind::TText => cfg!(feature = "text"),
        TextKind::Textarea | TextKind::TTextarea => cfg!(feature = "textarea"),
        TextKind::Hidden => cfg!(feature = "hidden"),
    }
}
