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
    let content = match (&props.slot, &props.text) {
        (Some(slot), _) => slot.clone(),
        (None, Some(text)) => rich(text),
        (None, None) => Html::default(),
    };
    html! {
        <label class={props.class.clone()} for={props.for_id.clone()} id={props.id.clone()}>
            <span>{ content }</span>
            if props.required {
                <span class={props.required_class.clone()} aria-hidden="true">
                    { props.required_slot.clone().unwrap_or_else(|| Html::from("*")) }
                </span>
            }
            if let Some(info) = props.info.clone() { { info } }
        </label>
    }
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
    let content = match (&props.slot, &props.text) {
        (Some(slot), _) => slot.clone(),
        (None, Some(text)) => rich(text),
        (None, None) => return Html::default(),
    };
    html! {
        <span class={props.class.clone()} tabindex="0" data-position={props.position.clone()}>
            { icons::info() }
            <span class={props.content_class.clone()} id={props.id.clone()} role="tooltip">
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

fn content(props: &TextPartProps, html_allowed: bool) -> Option<Html> {
    match (&props.slot, &props.text) {
        (Some(slot), _) => Some(slot.clone()),
        (None, Some(text)) if html_allowed => Some(rich(text)),
        (None, Some(text)) => Some(Html::from(text.to_string())),
        (None, None) => None,
    }
}

/// The description below the field.
#[component]
pub fn ElementDescription(props: &TextPartProps) -> Html {
    match content(props, true) {
        Some(content) => html! {
            <div class={props.class.clone()} id={props.id.clone()}>{ content }</div>
        },
        None => Html::default(),
    }
}

/// The first error of the element (a live region, so it is announced).
#[component]
pub fn ElementError(props: &TextPartProps) -> Html {
    match content(props, false) {
        Some(content) => html! {
            <div class={props.class.clone()} id={props.id.clone()} role="alert">{ content }</div>
        },
        None => Html::default(),
    }
}

/// Before, between or after text.
#[component]
pub fn ElementText(props: &TextPartProps) -> Html {
    match content(props, true) {
        Some(content) => html! { <div class={props.class.clone()}>{ content }</div> },
        None => Html::default(),
    }
}
