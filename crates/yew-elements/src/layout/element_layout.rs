//! `ElementLayout`: before, label (with info), the field, between, description, error, after,
//! in the column grid.

use yew::prelude::*;

use super::parts::{
    InfoView, LabelTarget, class_attr, content, info_view, label_view, text_part_view,
};

/// `<div class={class}>{ content }</div>`.
fn div(class: Option<AttrValue>, content: Html) -> Html {
    text_part_view(class, None, None, content)
}

/// The texts and rendered slots around a field (already localized).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LayoutTexts {
    /// Label text.
    pub label: Option<AttrValue>,
    /// Info tooltip text.
    pub info: Option<AttrValue>,
    /// Description text.
    pub description: Option<AttrValue>,
    /// The first error, when errors are displayed.
    pub error: Option<AttrValue>,
    /// The first message the app added (`add_message`, the spec's message store), shown
    /// under the error as plain text in a `role="status"` part (the reference's
    /// `ElementMessage`).
    pub message: Option<AttrValue>,
    /// Before text.
    pub before: Option<AttrValue>,
    /// Between text.
    pub between: Option<AttrValue>,
    /// After text.
    pub after: Option<AttrValue>,
}

/// Rendered slots (render props) that replace the texts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LayoutSlots {
    /// `label` slot.
    pub label: Option<Html>,
    /// `info` slot.
    pub info: Option<Html>,
    /// `description` slot.
    pub description: Option<Html>,
    /// `before` slot.
    pub before: Option<Html>,
    /// `between` slot.
    pub between: Option<Html>,
    /// `after` slot.
    pub after: Option<Html>,
}

/// Props of [`ElementLayout`].
#[derive(Properties, PartialEq)]
pub struct ElementLayoutProps {
    /// The field's id (the label's `for`; the other ids derive from it).
    pub field_id: AttrValue,
    /// Texts.
    #[prop_or_default]
    pub texts: LayoutTexts,
    /// Slots.
    #[prop_or_default]
    pub slots: LayoutSlots,
    /// Render a label box (a label, a label slot, or the form's `forceLabels`).
    #[prop_or_default]
    pub has_label: bool,
    /// The element is required: the label shows the required mark when the form's config
    /// lists `label` in `showRequired` (default: it does not).
    #[prop_or_default]
    pub required: bool,
    /// The `required` slot: what the label's required mark shows instead of `*`.
    #[prop_or_default]
    pub required_slot: Option<Html>,
    /// Hidden (`visible` false): rendered with `hidden`, so state and layout are kept.
    #[prop_or(true)]
    pub visible: bool,
    /// The `inline` option: one span, no columns.
    #[prop_or_default]
    pub inline: bool,
    /// `top`, `right`, `bottom`, `left`.
    #[prop_or(AttrValue::Static("right"))]
    pub info_position: AttrValue,
    /// The label is a `<label for=field_id>` (default). False for a field the label must
    /// not name: a button is named by its content, a static's `<div>` is not labelable; the
    /// label is then rendered without `for`.
    #[prop_or(true)]
    pub label_for: bool,
    /// With `label_for` false: a click on the label focuses the field (a field that is not
    /// labelable but takes the focus: a `div` combobox, the editor's surface).
    #[prop_or_default]
    pub label_focuses: bool,
    /// Class strings by key: `container`, `outerWrapper`, `label_column`, `label`, `required`, `info`,
    /// `info_trigger`, `info_content`, `innerContainer`, `innerWrapperBefore`, `innerWrapper`,
    /// `innerWrapperAfter`, `description`, `error`, `text`, `inline`; and
    /// `template:<Part>` → the name of the form template replacing that part.
    #[prop_or_default]
    pub classes: std::rc::Rc<Vec<(&'static str, String)>>,
    /// The field.
    pub children: Html,
}

/// The layout's class strings by key and its template names, read once per class list (the
/// element's look is computed once per options change, so a render for an error or a value
/// looks nothing up). Each class list is kept both as `Classes` (the parts' props) and as the
/// attribute text of the layout's own `<div>`s, so that a render neither joins class lists
/// nor allocates.
struct LayoutLook {
    classes: Vec<(&'static str, Classes, Option<AttrValue>)>,
    templates: Vec<(&'static str, String)>,
    /// `container` with `container_error`, made when an error first shows.
    container_error: std::cell::OnceCell<Option<AttrValue>>,
}

impl LayoutLook {
    fn of(classes: &[(&'static str, String)]) -> Self {
        let mut look = LayoutLook {
            classes: Vec::with_capacity(classes.len()),
            templates: Vec::new(),
            container_error: std::cell::OnceCell::new(),
        };
        for (key, value) in classes {
            match key.strip_prefix("template:") {
                Some(part) => look.templates.push((part, value.clone())),
                None => {
                    let class = Classes::from(value.clone());
                    let attr = class_attr(&class);
                    look.classes.push((key, class, attr));
                }
            }
        }
        look
    }

    fn entry(&self, key: &str) -> Option<&(&'static str, Classes, Option<AttrValue>)> {
        self.classes.iter().find(|(k, _, _)| *k == key)
    }

    /// The classes of `key` (for a part's `class` prop).
    fn class(&self, key: &str) -> Classes {
        self.entry(key)
            .map(|(_, class, _)| class.clone())
            .unwrap_or_default()
    }

    /// The `class` attribute of `key` (for the layout's own elements).
    fn attr(&self, key: &str) -> Option<AttrValue> {
        self.entry(key).and_then(|(_, _, attr)| attr.clone())
    }

    /// The container's `class` attribute, with `container_error` while an error shows.
    fn container(&self, error: bool) -> Option<AttrValue> {
        if !error {
            return self.attr("container");
        }
        self.container_error
            .get_or_init(|| {
                let mut container = self.class("container");
                container.push(self.class("container_error"));
                class_attr(&container)
            })
            .clone()
    }

    /// The form template replacing the part `name`: the one the element's `templates` name
    /// for it, else one named like the part.
    fn template<'a>(&'a self, name: &'a str) -> &'a str {
        self.templates
            .iter()
            .find(|(part, _)| *part == name)
            .map_or(name, |(_, registered)| registered.as_str())
    }
}

/// The parts whose ids the layout renders.
const PARTS: [&str; 5] = ["label", "info", "description", "error", "text"];

/// What the layout keeps between renders: its look and its parts' ids (made again when the
/// class list or the field id changes) and the form's context.
pub(crate) struct LayoutState {
    memo: std::rc::Rc<(LayoutLook, [AttrValue; 5])>,
    context: Option<crate::form::FormContext>,
}

/// A label box's required mark: its class, the `required` slot (else `*`) and whether it
/// shows (while the element is required; else it stays, `hidden`).
pub(crate) type Mark = (Option<AttrValue>, Option<Html>, bool);

impl LayoutState {
    /// What a label box shows beside its text, for the field `field_id`: the info tooltip
    /// (the `ElementInfo` template, else the theme's `info` part; none without an info text
    /// or slot) and the required mark (when `required` and the config's `showRequired`
    /// lists `label`). A container's `<legend>` shows the same.
    #[allow(clippy::too_many_arguments)] // the frame's parts a label box reads
    pub(crate) fn label_extras(
        &self,
        field_id: &AttrValue,
        info_named_by: &AttrValue,
        texts: &LayoutTexts,
        slots: &super::LayoutSlots,
        info_position: AttrValue,
        required: bool,
        required_slot: Option<Html>,
    ) -> (Option<Html>, Option<Mark>) {
        let (look, [_, info_id, ..]) = &*self.memo;
        let templates = self
            .context
            .as_ref()
            .map(|c| c.handle.templates())
            .filter(|t| !t.is_empty());
        // The mark is rendered wherever `showRequired` lists `label` and is `hidden` while
        // the element is not required: a conditional `required` rule reading today can answer
        // differently on the server (UTC) and in the browser, and a node on one side only
        // makes hydration panic.
        let show_mark = self
            .context
            .as_ref()
            .and_then(|c| {
                c.handle.read(|s| {
                    s.config()
                        .shows_required(yewform_core::config::RequiredMark::Label)
                })
            })
            .unwrap_or(false);
        let parts = Parts {
            look,
            field_id,
            templates,
        };
        let info = content(&texts.info, &slots.info, true).map(|content| {
            if let Some(custom) = parts.template("ElementInfo", info_id, &texts.info, "info") {
                return custom;
            }
            // The trigger's own name, after the label's text ("Email More information").
            let name = self
                .context
                .as_ref()
                .and_then(|c| {
                    c.handle.read(|s| {
                        yewform_core::locale::translate(
                            s.locale(),
                            &s.config().fallback_locale,
                            "info.more",
                        )
                    })
                })
                .flatten()
                .unwrap_or("More information");
            info_view(
                InfoView {
                    class: look.attr("info"),
                    trigger_class: look.attr("info_trigger"),
                    position: info_position,
                    content_class: look.attr("info_content"),
                    id: info_id.clone(),
                    labelled_by: Some(info_named_by.clone()),
                    name: AttrValue::Static(name),
                },
                content,
            )
        });
        (
            info,
            show_mark.then(|| (look.attr("required"), required_slot, required)),
        )
    }
}

/// The [`LayoutState`] of a layout with the class list `classes` (none yet: an empty list)
/// around the field `field_id`.
#[hook]
pub(crate) fn use_layout_state(
    classes: Option<&std::rc::Rc<Vec<(&'static str, String)>>>,
    field_id: AttrValue,
) -> LayoutState {
    let classes = classes.cloned().unwrap_or_default();
    // One memo for both (one hook state type instead of two, docs/size.md): both change rarely.
    let memo = use_memo((classes, field_id), |(classes, field_id)| {
        (
            LayoutLook::of(classes),
            PARTS.map(|part| AttrValue::from(crate::ids::part_id(field_id, part))),
        )
    });
    let context = use_context::<crate::form::FormContext>();
    LayoutState { memo, context }
}

/// The layout every element shares, as a component for an element of your own (the built-in
/// elements render the same markup with the same function, inline).
#[component]
pub fn ElementLayout(props: &ElementLayoutProps) -> Html {
    let state = use_layout_state(Some(&props.classes), props.field_id.clone());
    layout_view(props, &state)
}

/// What the layout's parts read to find a form template (out-of-line methods, not closures
/// inlined at every part: docs/size.md).
struct Parts<'a> {
    look: &'a LayoutLook,
    field_id: &'a AttrValue,
    templates: Option<std::rc::Rc<super::Templates>>,
}

impl Parts<'_> {
    /// The part `name` replaced by the form template the element's `templates` (with its
    /// presets and the config's) name for it, else by a form template named like the part.
    #[inline(never)]
    fn template(
        &self,
        name: &str,
        id: &AttrValue,
        text: &Option<AttrValue>,
        class_key: &str,
    ) -> Option<Html> {
        let templates = self.templates.as_ref()?;
        templates.get(self.look.template(name)).map(|t| {
            t.emit(super::TemplateScope {
                field_id: self.field_id.clone(),
                id: id.clone(),
                text: text.clone(),
                class: self.look.class(class_key),
            })
        })
    }

    /// A text part (before, between, after); a part without text or slot renders nothing.
    #[inline(never)]
    fn text_part(&self, id: &AttrValue, text: &Option<AttrValue>, slot: &Option<Html>) -> Html {
        let Some(content) = content(text, slot, true) else {
            return Html::default();
        };
        match (slot, self.template("ElementText", id, text, "text")) {
            (None, Some(custom)) => custom,
            _ => text_part_view(self.look.attr("text"), None, None, content),
        }
    }
}

/// What [`ElementLayout`] renders, for a view that keeps its [`LayoutState`] itself (the
/// select and the editor render their frame inline: one component less per element to
/// create, diff and schedule; `props.classes` is not read, the state's look is).
pub(crate) fn layout_view(props: &ElementLayoutProps, state: &LayoutState) -> Html {
    let (look, ids) = &*state.memo;
    let context = &state.context;
    let attr = |key: &str| look.attr(key);
    // The parts' ids, in the order of `PARTS` (no search per part, docs/size.md).
    let [label_id, _, description_id, error_id, text_id] = ids;
    let templates = context
        .as_ref()
        .map(|c| c.handle.templates())
        .filter(|t| !t.is_empty());
    let (info, mark) = state.label_extras(
        &props.field_id,
        label_id,
        &props.texts,
        &props.slots,
        props.info_position.clone(),
        props.required,
        props.required_slot.clone(),
    );
    let parts = Parts {
        look,
        field_id: &props.field_id,
        templates,
    };
    let texts = &props.texts;
    let slots = &props.slots;
    let label = props.has_label.then(|| {
        if let Some(custom) = parts.template("ElementLabel", label_id, &texts.label, "label") {
            return div(
                attr("label_column"),
                html! { <>{ custom }{ info.clone().unwrap_or_default() }</> },
            );
        }
        let label = label_view(
            attr("label"),
            match (props.label_for, props.label_focuses) {
                (true, _) => LabelTarget::For(props.field_id.clone()),
                (false, true) => LabelTarget::Focus(props.field_id.clone()),
                (false, false) => LabelTarget::None,
            },
            label_id.clone(),
            content(&texts.label, &slots.label, true).unwrap_or_default(),
            mark.clone(),
            info.clone(),
        );
        div(attr("label_column"), label)
    });
    let before = parts.text_part(text_id, &texts.before, &slots.before);
    let between = parts.text_part(text_id, &texts.between, &slots.between);
    let after = parts.text_part(text_id, &texts.after, &slots.after);
    let description = match content(&texts.description, &slots.description, true) {
        None => Html::default(),
        Some(content) => match (
            &slots.description,
            parts.template(
                "ElementDescription",
                description_id,
                &texts.description,
                "description",
            ),
        ) {
            (None, Some(custom)) => custom,
            _ => text_part_view(
                attr("description"),
                Some(description_id.clone()),
                None,
                content,
            ),
        },
    };
    let error = match (
        &texts.error,
        parts.template("ElementError", error_id, &texts.error, "error"),
    ) {
        (None, _) => Html::default(),
        (Some(_), Some(custom)) => custom,
        // What `ElementError` renders for a text.
        (Some(text), None) => text_part_view(
            attr("error"),
            Some(error_id.clone()),
            Some(AttrValue::Static("alert")),
            Html::from(text.clone()),
        ),
    };
    // Its id describes the field (core's `FrameShows::message`), so focusing the field reads it.
    let message = texts.message.clone().map(|text| {
        text_part_view(
            attr("message"),
            Some(AttrValue::from(format!("{}__message", props.field_id))),
            Some(AttrValue::Static("status")),
            Html::from(text),
        )
    });
    let message = message.unwrap_or_default();

    if props.inline {
        return html! {
            <span class={attr("inline")} hidden={!props.visible}>
                { before }{ label.unwrap_or_default() }{ props.children.clone() }{ between }
                { description }{ error }{ message }{ after }
            </span>
        };
    }
    // The wrappers through one `div` (one `html!` expansion instead of one per wrapper,
    // docs/size.md): the same markup.
    let inner = html! {
        <>
            { div(attr("innerWrapperBefore"), before) }
            { div(attr("innerWrapper"), props.children.clone()) }
            { div(attr("innerWrapperAfter"), html! { <>{ between }{ description }{ error }{ message }{ after }</> }) }
        </>
    };
    let outer = html! { <>{ label.unwrap_or_default() }{ div(attr("innerContainer"), inner) }</> };
    html! {
        <div class={look.container(texts.error.is_some())} hidden={!props.visible}
            data-field={props.field_id.clone()}>
            { div(attr("outerWrapper"), outer) }
        </div>
    }
}
