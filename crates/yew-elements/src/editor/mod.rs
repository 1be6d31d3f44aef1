//! `TEditorElement`: the translatable rich-text editor (to be written).

use yew::prelude::*;

/// Props of [`TEditorElement`].
#[derive(Properties, PartialEq, Clone)]
pub struct TEditorProps {
    /// The element name.
    pub name: AttrValue,
}

/// The translatable rich-text editor.
#[component]
pub fn TEditorElement(props: &TEditorProps) -> Html {
    html! {
        <div class="yf-unsupported" role="note">
            { format!("{}: the t-editor element is not available in this version", props.name) }
        </div>
    }
}
