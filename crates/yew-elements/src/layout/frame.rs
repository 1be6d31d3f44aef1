//! The field frame every element view shares (native select, dropdown, editor): label, info,
//! description, error, required mark, the layout slots and the field's ARIA references to
//! them. A view reads its [`FrameParts`] once per render and renders its field inside
//! [`FrameParts::view_inline`]; which parts the ARIA attributes name is decided by
//! [`yewform_core::layout::FrameShows`].
//!
//! ```text
//! let env = ViewEnv::read(handle);
//! let frame = FrameParts::read(handle, common, &slots.layout, &env);
//! // The select's classes, memoized in a slot of the view's memo (`select::look`).
//! let look = select_look(&mut memo.look, handle, select, frame.has_label);
//! let layout = use_layout_state(look.as_ref().as_ref().map(|l| &l.layout), frame.id.clone());
//! frame.view_inline(&layout, html! {
//!     <select id={frame.id.clone()} aria-labelledby={frame.labelled_by.clone()}
//!         aria-describedby={frame.described_by.clone()}
//!         aria-errormessage={frame.error_message.clone()} />
//! })
//! ```

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::config::RequiredMark;
use yewform_core::layout::FrameShows;
use yewform_core::locale::Localizable;
use yewform_core::schema::{Choice, CommonOptions, Floating};

#[cfg(doc)]
use super::ElementLayout;
use super::element_layout::{LayoutState, layout_view};
use super::{ElementLayoutProps, FieldSlots, LayoutSlots, LayoutTexts};
use crate::form::ElementHandle;
use crate::ids::part_id;

/// What a view reads from the form once per render: locale and display options.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ViewEnv {
    pub locale: String,
    pub fallback: String,
    pub float_placeholders: bool,
    pub force_labels: bool,
    pub show_required: Vec<RequiredMark>,
}

impl ViewEnv {
    /// Reads the form's locale and display options.
    pub fn read(handle: &ElementHandle) -> ViewEnv {
        handle
            .form()
            .read(|s| {
                let config = s.config();
                ViewEnv {
                    locale: s.locale().to_string(),
                    fallback: config.fallback_locale.clone(),
                    float_placeholders: config.float_placeholders,
                    force_labels: config.force_labels,
                    show_required: config.show_required.clone(),
                }
            })
            .unwrap_or(ViewEnv {
                locale: "en".into(),
                fallback: "en".into(),
                float_placeholders: true,
                force_labels: false,
                show_required: Vec::new(),
            })
    }

    /// A localizable option resolved for the form's locale.
    pub fn text(&self, text: &Option<Localizable>) -> Option<AttrValue> {
        text.as_ref()
            .map(|t| AttrValue::from(t.resolve(&self.locale, &self.fallback)))
    }

    /// `text` with the required mark `*` appended when `required` and `showRequired` lists
    /// `place` (placeholder, floating label).
    #[cfg_attr(not(any(feature = "select", feature = "editor")), allow(dead_code))] // the select's and the editor's placeholder, the select's floating label
    pub fn mark(&self, text: AttrValue, place: RequiredMark, required: bool) -> AttrValue {
        if required && self.show_required.contains(&place) {
            AttrValue::from(format!("{text}*"))
        } else {
            text
        }
    }

    /// The layout's texts of an element, with `error` shown when errors are displayed.
    pub fn layout_texts(&self, common: &CommonOptions, error: Option<String>) -> LayoutTexts {
        // The element's `displayErrors` (the config's gates the form's summary only).
        let show_error = common.display_errors;
        LayoutTexts {
            label: self.text(&common.label),
            info: self.text(&common.info),
            description: self.text(&common.description),
            error: error.filter(|_| show_error).map(AttrValue::from),
            message: None,
            before: self.text(&common.before),
            between: self.text(&common.between),
            after: self.text(&common.after),
        }
    }

    /// The placeholder, with the required mark when `showRequired` lists `placeholder`.
    #[cfg_attr(not(any(feature = "select", feature = "editor")), allow(dead_code))] // the select's and the editor's placeholder
    pub fn placeholder(&self, common: &CommonOptions, required: bool) -> Option<AttrValue> {
        self.text(&common.placeholder)
            .map(|p| self.mark(p, RequiredMark::Placeholder, required))
    }

    /// The floating label: the `floating` option (`true`: the placeholder), else the
    /// placeholder when the config floats placeholders; with the required mark when `showRequired` lists `floating`.
    #[cfg_attr(not(feature = "select"), allow(dead_code))] // the select's placeholder and floating label
    pub fn floating(
        &self,
        floating: Option<&Floating>,
        common: &CommonOptions,
        required: bool,
    ) -> Option<AttrValue> {
        match floating {
            Some(Floating::Off) => None,
            Some(Floating::Label(l)) => {
                Some(AttrValue::from(l.resolve(&self.locale, &self.fallback)))
            }
            Some(Floating::Placeholder) => self.text(&common.placeholder),
            None if self.float_placeholders => self.text(&common.placeholder),
            None => None,
        }
        .map(|f| self.mark(f, RequiredMark::Floating, required))
    }
}

/// The class string of `key` in a layout class list (`floating`, …); empty when absent.
#[cfg_attr(not(feature = "select"), allow(dead_code))] // the floating label's class (select)
pub(crate) fn layout_class(classes: &[(&'static str, String)], key: &str) -> String {
    classes
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v.clone())
        .unwrap_or_default()
}

/// Everything of an element's frame one render needs: what [`ElementLayout`] shows around
/// the field, and the ids the field's `aria-labelledby`, `aria-describedby` and
/// `aria-errormessage` name.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FrameParts {
    /// The field's id.
    pub id: AttrValue,
    /// Localized label, info, description, error (when shown), before, between, after.
    pub texts: LayoutTexts,
    /// The layout slots, rendered.
    pub slots: LayoutSlots,
    /// The required mark's content (the `required` slot).
    pub required_slot: Option<Html>,
    /// A label box is rendered.
    pub has_label: bool,
    /// The element is required.
    pub required: bool,
    /// The element has errors.
    pub invalid: bool,
    /// Errors are displayed (config and element `displayErrors`).
    pub show_error: bool,
    /// `aria-labelledby`: the label's id, when there is a label box.
    pub labelled_by: Option<AttrValue>,
    /// A container's `aria-labelledby` (core's
    /// [`FrameShows::group_labelled_by`](yewform_core::layout::FrameShows::group_labelled_by)):
    /// its legend's text while the legend holds the info trigger.
    pub group_labelled_by: Option<AttrValue>,
    /// `aria-label` when no label box names the field (`labelled_by` is `None`): core's
    /// `FormState::unlabelled_name`, the generic name.
    pub label_name: Option<AttrValue>,
    /// `aria-describedby`: the description's and the info's ids, when they show, then the
    /// error's while the layout renders it (an error of the element's own, displayed; a
    /// container above an invalid child names none).
    pub described_by: Option<AttrValue>,
    /// `aria-errormessage`: the error's id, while the layout renders the element's own error.
    pub error_message: Option<AttrValue>,
    /// The element is shown (its conditions hold, not `hide()`den).
    pub visible: bool,
    /// The label box is a `<label for>` of the field (see [`label_without_for`](Self::label_without_for)).
    label_for: bool,
    /// Without `for`, a click on the label focuses the field.
    label_focuses: bool,
    inline: bool,
    info_position: AttrValue,
}

impl FrameParts {
    /// Reads the frame of `handle` (with options `common` and layout slots `slots`).
    pub fn read(
        handle: &ElementHandle,
        common: &CommonOptions,
        slots: &FieldSlots,
        env: &ViewEnv,
    ) -> FrameParts {
        let id = handle.field_id(common.id.as_deref());
        let (slots, required_slot) = slots.render(handle, &common.slots);
        let show_error = common.display_errors;
        let error = handle.error();
        // An error added by the app (`add_error`, e.g. a server's answer) marks the field
        // invalid for assistive technology and the look, as a failing rule does (the
        // reference's `aria-invalid` follows its rules only: docs/differences.md).
        let invalid = handle.invalid() || error.is_some();
        let mut texts = env.layout_texts(common, error);
        texts.message = handle.messages().into_iter().next().map(AttrValue::from);
        // Core decides what shows (an info only with a label box); the render-prop slots
        // are the view's, so the view says what it has.
        let shows = FrameShows {
            message: texts.message.is_some(),
            ..FrameShows::new(
                FrameShows::has_label(
                    texts.label.is_some(),
                    slots.label.is_some(),
                    env.force_labels,
                ),
                common.description.is_some() || slots.description.is_some(),
                common.info.is_some() || slots.info.is_some(),
                show_error,
            )
        };
        let part = |name: &str| AttrValue::from(part_id(&id, name));
        // The ARIA references name the error part only while the layout renders it: a
        // container above an invalid child is invalid, but has no error of its own to show,
        // and an id that resolves to nothing is no description (audit6-a11y #4).
        let error_shown = invalid && texts.error.is_some();
        let labelled_by = shows.labelled_by().map(part);
        let label_name = labelled_by
            .is_none()
            .then(|| handle.form().read(|s| s.unlabelled_name(handle.path())))
            .flatten()
            .flatten()
            .map(AttrValue::from);
        FrameParts {
            group_labelled_by: shows.group_labelled_by().map(part),
            labelled_by,
            label_name,
            described_by: shows
                .described_by_ids(&id, error_shown)
                .map(AttrValue::from),
            error_message: shows.error_message(error_shown).map(part),
            id: AttrValue::from(id),
            texts,
            slots,
            required_slot,
            has_label: shows.label,
            required: handle.is_required(),
            invalid,
            show_error,
            visible: handle.visible(),
            label_for: true,
            label_focuses: false,
            inline: common.inline,
            info_position: AttrValue::from(common.info_position.as_str()),
        }
    }

    /// The frame with its label rendered without `for`: for a field the label must not
    /// name (a button, named by its content; a static's `<div>`, not labelable).
    #[must_use]
    #[cfg_attr(not(any(feature = "static", feature = "button")), allow(dead_code))] // their labels
    pub fn label_without_for(mut self) -> FrameParts {
        self.label_for = false;
        self
    }

    /// The frame with its label rendered without `for` (the field is not labelable: a
    /// checkbox or radio group's `<fieldset>`, a `div` combobox, the editor's surface; it is
    /// named by `aria-labelledby`); with `focuses`, a click on the label focuses the field,
    /// as a `<label for>` focuses its input.
    #[must_use]
    #[cfg_attr(
        not(any(
            feature = "checkboxgroup",
            feature = "radiogroup",
            feature = "editor",
            feature = "select",
            feature = "multiselect",
            feature = "tags"
        )),
        allow(dead_code)
    )] // the kinds whose field is not labelable
    pub fn label_naming_by_aria(mut self, focuses: bool) -> FrameParts {
        self.label_for = false;
        self.label_focuses = focuses;
        self
    }

    /// What a label box shows beside its text (the info tooltip, the required mark), for
    /// a view that renders its label elsewhere (a container's `<legend>`).
    #[cfg_attr(not(feature = "nested"), allow(dead_code))] // the containers' legend
    pub fn label_extras(
        &self,
        state: &LayoutState,
        info_named_by: &AttrValue,
    ) -> (Option<Html>, Option<super::element_layout::Mark>) {
        state.label_extras(
            &self.id,
            info_named_by,
            &self.texts,
            &self.slots,
            self.info_position.clone(),
            self.required,
            self.required_slot.clone(),
        )
    }

    /// The frame around `field`: what [`ElementLayout`] renders, inline (no component per
    /// element; an app that does not name `ElementLayout` does not link its component glue),
    /// with the layout state the view keeps (`use_layout_state(look.layout, frame.id)`, called
    /// on every render, before any early return).
    pub fn view_inline(self, state: &LayoutState, field: Html) -> Html {
        let props = ElementLayoutProps {
            field_id: self.id,
            texts: self.texts,
            slots: self.slots,
            has_label: self.has_label,
            required: self.required,
            required_slot: self.required_slot,
            visible: self.visible,
            label_for: self.label_for,
            label_focuses: self.label_focuses,
            inline: self.inline,
            info_position: self.info_position,
            classes: Rc::default(),
            children: field,
        };
        layout_view(&props, state)
    }
}
