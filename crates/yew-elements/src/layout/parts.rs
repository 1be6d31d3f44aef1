//! Label, info, description, error and the before/between/after texts.

use yew::prelude::*;

use crate::html::rich;
use crate::icons;

/// Props of [`ElementLabel`].
#[derive(Properties, PartialEq)]
pub struct ElementLabelProps {
    /// The label text (may hold inline HTML; it is sanitized).
    #[prop_or_default]
    pub text: Option<AttrValue>,
    /// A rendered label (the `label` slot), used instead of `text`.
    #[prop_or_default]
    pub slot: Option<Html>,
    /// The field the label is for.
    pub for_id: AttrValue,
    /// The label's own id (for `aria-labelledby`).
    pub id: AttrValue,
    /// Classes.
    #[prop_or_default]
    pub class: Classes,
    /// Show the required mark (the element is required and the config's `showRequired`
    /// lists `label`).
    #[prop_or_default]
    pub required: bool,
    /// Classes of the required mark (the theme's `ElementLabel.required`).
    #[prop_or_default]
    pub required_class: Classes,
    /// The `required` slot: replaces the `*` of the required mark.
    #[prop_or_default]
    pub required_slot: Option<Html>,
    /// The info tooltip, rendered inside the label.
    #[prop_or_default]
    pub info: Option<Html>,
}

/// `<label for=…>` wired to the field.
#[component]
pub fn ElementLabel(props: &ElementLabelProps) -> Html {
    let mark = props.required.then(|| {
        (
            class_attr(&props.required_class),
            props.required_slot.clone(),
        )
    });
    label_view(
        class_attr(&props.class),
        LabelTarget::For(props.for_id.clone()),
        props.id.clone(),
        content(&props.text, &props.slot, true).unwrap_or_default(),
        mark,
        props.info.clone(),
    )
}

/// The `class` attribute of `classes`: none when empty (as `class={classes}` renders).
pub(crate) fn class_attr(classes: &Classes) -> Option<AttrValue> {
    (!classes.is_empty()).then(|| AttrValue::from(classes))
}

/// What a label points at.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum LabelTarget {
    /// `<label for="<id>">`: a labelable field (an input, a select, a textarea, a button).
    For(AttrValue),
    /// No `for` (a field named by its own content, or not labelable and never focused).
    None,
    /// No `for` (the field is not labelable: a `div` combobox, the editor's surface; it is
    /// named by `aria-labelledby`), and a click on the label focuses the field `<id>`, as a
    /// click on a `<label for>` focuses its input.
    Focus(AttrValue),
}

/// What [`ElementLabel`] renders (the layout calls it directly: no component per label):
/// `mark` is the required mark's class and its `required` slot (else `*`); `for` only for a
/// labelable field ([`LabelTarget`]).
pub(crate) fn label_view(
    class: Option<AttrValue>,
    target: LabelTarget,
    id: AttrValue,
    content: Html,
    mark: Option<(Option<AttrValue>, Option<Html>)>,
    info: Option<Html>,
) -> Html {
    let (for_id, onclick) = match target {
        LabelTarget::For(for_id) => (Some(for_id), None),
        LabelTarget::None => (None, None),
        LabelTarget::Focus(field) => (None, Some(focus_on_click(field))),
    };
    html! {
        <label class={class} for={for_id} id={id} {onclick}>
            <span>{ content }</span>
            if let Some((class, slot)) = mark {
                <span class={class} aria-hidden="true">
                    { slot.unwrap_or_else(|| Html::from("*")) }
                </span>
            }
            if let Some(info) = info { { info } }
        </label>
    }
}

/// A label's click focuses `field` (a click on the info icon inside the label does not; the
/// search for the icon stops at the label, so an app's own `data-position` around the form
/// does not count).
fn focus_on_click(field: AttrValue) -> Callback<MouseEvent> {
    Callback::from(move |event: MouseEvent| {
        use wasm_bindgen::JsCast;
        let on_info = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("[data-position], label").ok().flatten())
            .is_some_and(|e| e.has_attribute("data-position"));
        if on_info {
            return;
        }
        let element = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&field))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    })
}

/// Props of [`ElementInfo`].
#[derive(Properties, PartialEq)]
pub struct ElementInfoProps {
    /// The info text (inline HTML, sanitized).
    #[prop_or_default]
    pub text: Option<AttrValue>,
    /// A rendered info (the `info` slot).
    #[prop_or_default]
    pub slot: Option<Html>,
    /// Its id (referenced by the field's `aria-describedby`).
    pub id: AttrValue,
    /// `top`, `right`, `bottom` or `left`.
    #[prop_or(AttrValue::Static("right"))]
    pub position: AttrValue,
    /// Classes of the icon wrapper.
    #[prop_or_default]
    pub class: Classes,
    /// Classes of the tooltip content.
    #[prop_or_default]
    pub content_class: Classes,
}

/// The info icon and its tooltip (shown on hover and on keyboard focus).
#[component]
pub fn ElementInfo(props: &ElementInfoProps) -> Html {
    match content(&props.text, &props.slot, true) {
        Some(content) => info_view(
            class_attr(&props.class),
            props.position.clone(),
            class_attr(&props.content_class),
            props.id.clone(),
            content,
        ),
        None => Html::default(),
    }
}

/// What [`ElementInfo`] renders for `content` (the layout calls it directly).
pub(crate) fn info_view(
    class: Option<AttrValue>,
    position: AttrValue,
    content_class: Option<AttrValue>,
    id: AttrValue,
    content: Html,
) -> Html {
    html! {
        <span class={class} tabindex="0" data-position={position}>
            { icons::info() }
            <span class={content_class} id={id} role="tooltip">
                { content }
            </span>
        </span>
    }
}

/// Props of [`ElementDescription`], [`ElementError`] and [`ElementText`].
#[derive(Properties, PartialEq)]
pub struct TextPartProps {
    /// The text (inline HTML is sanitized; errors are plain text).
    #[prop_or_default]
    pub text: Option<AttrValue>,
    /// A rendered replacement (slot).
    #[prop_or_default]
    pub slot: Option<Html>,
    /// The id (for `aria-describedby` / `aria-errormessage`).
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// Classes.
    #[prop_or_default]
    pub class: Classes,
}

/// The content of a part: its slot, else its text (sanitized inline HTML when `html_allowed`,
/// else plain text); none without either.
pub(crate) fn content(
    text: &Option<AttrValue>,
    slot: &Option<Html>,
    html_allowed: bool,
) -> Option<Html> {
    match (slot, text) {
        (Some(slot), _) => Some(slot.clone()),
        (None, Some(text)) if html_allowed => Some(rich(text)),
        (None, Some(text)) => Some(Html::from(text.to_string())),
        (None, None) => None,
    }
}

/// What [`ElementDescription`], [`ElementError`] (`role` `alert`) and [`ElementText`] (no id)
/// render for `content` (the layout calls it directly: no component per part).
pub(crate) fn text_part_view(
    class: Option<AttrValue>,
    id: Option<AttrValue>,
    role: Option<AttrValue>,
    content: Html,
) -> Html {
    html! { <div class={class} id={id} role={role}>{ content }</div> }
}

fn text_part(props: &TextPartProps, id: bool, role: Option<&'static str>) -> Html {
    match content(&props.text, &props.slot, role.is_none()) {
        Some(content) => text_part_view(
            class_attr(&props.class),
            props.id.clone().filter(|_| id),
            role.map(AttrValue::Static),
            content,
        ),
        None => Html::default(),
    }
}

/// The description below the field.
#[component]
pub fn ElementDescription(props: &TextPartProps) -> Html {
    text_part(props, true, None)
}

/// The first error of the element (a live region, so it is announced).
#[component]
pub fn ElementError(props: &TextPartProps) -> Html {
    text_part(props, true, Some("alert"))
}

/// Before, between or after text.
#[component]
pub fn ElementText(props: &TextPartProps) -> Html {
    text_part(props, false, None)
}
