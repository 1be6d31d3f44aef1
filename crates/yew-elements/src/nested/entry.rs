//! A container child's element component, keyed by what stays when list items are
//! renumbered: a child's name within its container (`qty`, not `lines.2.qty`), or the list
//! item's stable key. Keyed by its path, an item's elements would be rebuilt (DOM, focus
//! lost) each time an item before it is removed.

use yew::prelude::*;
use yew::virtual_dom::Key;
use yewform_core::schema::ElementSchema;

/// `<$component key={key} name={name} />`.
macro_rules! keyed {
    ($component:ty, $key:expr, $name:expr) => {
        html! { <$component key={$key} name={$name} /> }
    };
}

/// The element component of `entry` at `path`, keyed by `key`.
pub(super) fn child_view(path: &str, key: Key, entry: &ElementSchema) -> Html {
    let name = AttrValue::from(path.to_owned());
    match entry {
        #[cfg(feature = "select")]
        ElementSchema::Select(_) => keyed!(crate::SelectElement, key, name),
        #[cfg(feature = "editor")]
        ElementSchema::TEditor(_) => keyed!(crate::TEditorElement, key, name),
        #[cfg(feature = "text-family")]
        ElementSchema::Text(text) => {
            use yewform_core::schema::TextKind as T;
            match text.kind {
                #[cfg(feature = "text")]
                T::Text => keyed!(crate::TextElement, key, name),
                #[cfg(feature = "text")]
                T::TText => keyed!(crate::TTextElement, key, name),
                #[cfg(feature = "textarea")]
                T::Textarea => keyed!(crate::TextareaElement, key, name),
                #[cfg(feature = "textarea")]
                T::TTextarea => keyed!(crate::TTextareaElement, key, name),
                #[cfg(feature = "hidden")]
                T::Hidden => keyed!(crate::HiddenElement, key, name),
                #[allow(unreachable_patterns)]
                _ => Html::default(),
            }
        }
        #[cfg(feature = "static")]
        ElementSchema::Static(_) => keyed!(crate::StaticElement, key, name),
        #[cfg(feature = "button")]
        ElementSchema::Button(_) => keyed!(crate::ButtonElement, key, name),
        ElementSchema::Object(_) => keyed!(super::ObjectElement, key, name),
        #[cfg(feature = "group")]
        ElementSchema::Group(_) => keyed!(super::GroupElement, key, name),
        #[cfg(feature = "list")]
        ElementSchema::List(_) => keyed!(super::ListElement, key, name),
        #[cfg(feature = "choice")]
        ElementSchema::Choice(choice) => {
            use yewform_core::schema::ChoiceKind as K;
            match choice.kind {
                #[cfg(feature = "checkbox")]
                K::Checkbox => keyed!(crate::CheckboxElement, key, name),
                #[cfg(feature = "toggle")]
                K::Toggle => keyed!(crate::ToggleElement, key, name),
                #[cfg(feature = "radio")]
                K::Radio => keyed!(crate::RadioElement, key, name),
                #[cfg(feature = "checkboxgroup")]
                K::Checkboxgroup => keyed!(crate::CheckboxgroupElement, key, name),
                #[cfg(feature = "radiogroup")]
                K::Radiogroup => keyed!(crate::RadiogroupElement, key, name),
                #[allow(unreachable_patterns)]
                _ => Html::default(),
            }
        }
        // A type this build leaves out.
        #[allow(unreachable_patterns)]
        _ => {
            let _ = (key, name);
            Html::default()
        }
    }
}
