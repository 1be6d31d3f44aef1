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
    /// The info trigger and tooltip, rendered right after the label (a button cannot be
    /// inside a `<label for>`).
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
            true,
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
    mark: Option<super::element_layout::Mark>,
    info: Option<Html>,
) -> Html {
    let (for_id, onclick) = match target {
        LabelTarget::For(for_id) => (Some(for_id), None),
        LabelTarget::None => (None, None),
        LabelTarget::Focus(field) => (None, Some(focus_on_click(field))),
    };
    html! {
        <>
        <label class={class} for={for_id} id={id} {onclick}>
            <span>{ content }</span>
            if let Some((class, slot, shown)) = mark {
                <span class={class} aria-hidden="true" hidden={!shown}>
                    { slot.unwrap_or_else(|| Html::from("*")) }
                </span>
            }
        </label>
        if let Some(info) = info { { info } }
        </>
    }
}

/// A label's click focuses `field` (a click on an info icon inside the label, as an app's
/// custom label may hold, does not; the search for the icon stops at the label, so an app's
/// own `data-position` around the form does not count; the theme's info trigger follows the
/// label, outside it).
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
    /// The tooltip's id (referenced by the field's and the trigger's `aria-describedby`);
    /// the trigger button's id is this id followed by `-trigger`.
    pub id: AttrValue,
    /// `top`, `right`, `bottom` or `left`.
    #[prop_or(AttrValue::Static("right"))]
    pub position: AttrValue,
    /// Classes of the container (the trigger and its tooltip).
    #[prop_or_default]
    pub class: Classes,
    /// Classes of the trigger button.
    #[prop_or_default]
    pub trigger_class: Classes,
    /// Classes of the tooltip content.
    #[prop_or_default]
    pub content_class: Classes,
    /// The id of the label the trigger's name starts with (its name is then "<label> <name>").
    #[prop_or_default]
    pub labelled_by: Option<AttrValue>,
    /// The trigger's own name.
    #[prop_or(AttrValue::Static("More information"))]
    pub name: AttrValue,
}

/// The info trigger (a button holding the info icon) and its tooltip, shown on hover and on
/// keyboard focus, hidden again by Escape.
#[component]
pub fn ElementInfo(props: &ElementInfoProps) -> Html {
    match content(&props.text, &props.slot, true) {
        Some(content) => info_view(
            InfoView {
                class: class_attr(&props.class),
                trigger_class: class_attr(&props.trigger_class),
                position: props.position.clone(),
                content_class: class_attr(&props.content_class),
                id: props.id.clone(),
                labelled_by: props.labelled_by.clone(),
                name: props.name.clone(),
            },
            content,
        ),
        None => Html::default(),
    }
}

/// What [`info_view`] renders around the content.
pub(crate) struct InfoView {
    /// The container's classes (`ElementInfo.container`).
    pub class: Option<AttrValue>,
    /// The trigger button's classes (`ElementInfo.wrapper`).
    pub trigger_class: Option<AttrValue>,
    /// `top`, `right`, `bottom` or `left` (`data-position`).
    pub position: AttrValue,
    /// The tooltip's classes.
    pub content_class: Option<AttrValue>,
    /// The tooltip's id (`<field id>__info`).
    pub id: AttrValue,
    /// The label naming the trigger before its own name.
    pub labelled_by: Option<AttrValue>,
    /// The trigger's own name (the locale's `info.more`).
    pub name: AttrValue,
}

/// What [`ElementInfo`] renders for `content` (the layout calls it directly): the container
/// `span[data-position]` holding a `<button type="button">` (named "<label> <name>" by
/// `aria-labelledby` naming the label and itself, described by the tooltip) and the tooltip.
/// It is never inside a `<label for>` (a button is labelable content).
pub(crate) fn info_view(info: InfoView, content: Html) -> Html {
    let trigger = AttrValue::from(format!("{}-trigger", info.id));
    let labelled_by = info
        .labelled_by
        .map(|label| AttrValue::from(format!("{label} {trigger}")));
    html! {
        <span class={info.class} data-position={info.position}
            onmouseenter={Callback::from(info_hover)}
            onmouseleave={Callback::from(info_leave)}>
            <button type="button" class={info.trigger_class} id={trigger}
                aria-labelledby={labelled_by} aria-label={info.name}
                aria-describedby={info.id.clone()}
                onkeydown={Callback::from(info_dismiss)}
                onblur={Callback::from(info_show_again::<FocusEvent>)}>
                { icons::info() }
            </button>
            <span class={info.content_class} id={info.id} role="tooltip">
                { content }
            </span>
        </span>
    }
}

/// The info container around the event's target (itself included; the target, not the
/// current target: Yew delegates events from its root, which is the current target).
fn info_container(event: &web_sys::Event) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("[data-position]").ok().flatten())
}

/// Escape on the trigger hides its shown tooltip (WCAG 1.4.13, the APG tooltip pattern; a
/// tooltip shown by hover: [`info_hover`]):
/// `data-dismissed` on the container, which the themes' CSS honours, until the focus leaves
/// the trigger or the pointer leaves the container. The Escape that hides it goes no further
/// (a dialog around the form stays open); other keys pass.
fn info_dismiss(event: KeyboardEvent) {
    if event.key() != "Escape" {
        return;
    }
    if let Some(container) = info_container(&event) {
        if !container.has_attribute("data-dismissed") {
            let _ = container.set_attribute("data-dismissed", "");
            event.stop_propagation();
        }
    }
}

thread_local! {
    /// The info container under the pointer (its tooltip shown by hover).
    static HOVERED: std::cell::RefCell<Option<web_sys::Element>> =
        const { std::cell::RefCell::new(None) };
    /// The window's one `keydown` listener for [`HOVERED`], added at the first hover and kept
    /// for the page (one listener, however many infos).
    static ESCAPE: std::cell::RefCell<Option<gloo::events::EventListener>> =
        const { std::cell::RefCell::new(None) };
}

/// The pointer entering an info container: Escape pressed anywhere while it stays hides its
/// tooltip (WCAG 1.4.13 asks that content shown on hover be dismissable without moving the
/// pointer or the focus), as [`info_dismiss`] does for the focused trigger.
fn info_hover(event: MouseEvent) {
    // A hover shows the tooltip again, also when the pointer never left by a `mouseleave`
    // (the icon was hidden or removed under it, then a later Escape dismissed it).
    let container = info_container(&event);
    if let Some(container) = &container {
        let _ = container.remove_attribute("data-dismissed");
    }
    HOVERED.with(|hovered| *hovered.borrow_mut() = container);
    ESCAPE.with(|listener| {
        let mut listener = listener.borrow_mut();
        if listener.is_some() {
            return;
        }
        *listener = web_sys::window().map(|window| {
            gloo::events::EventListener::new(&window, "keydown", |event| {
                use wasm_bindgen::JsCast;
                let escape = event
                    .dyn_ref::<KeyboardEvent>()
                    .is_some_and(|event| event.key() == "Escape");
                if escape {
                    HOVERED.with(|hovered| {
                        if let Some(container) = hovered.borrow().as_ref() {
                            let _ = container.set_attribute("data-dismissed", "");
                        }
                    });
                }
            })
        });
    });
}

/// The pointer leaving the container: no longer hovered, and shown again on the next hover.
fn info_leave(event: MouseEvent) {
    HOVERED.with(|hovered| *hovered.borrow_mut() = None);
    info_show_again(event);
}

/// The trigger's blur or the pointer leaving the container: the tooltip shows again on the
/// next hover or focus.
fn info_show_again<E: AsRef<web_sys::Event>>(event: E) {
    if let Some(container) = info_container(event.as_ref()) {
        let _ = container.remove_attribute("data-dismissed");
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
