//! The frame around an element's field (label, info, description, error): which of its parts
//! the field's ARIA attributes name. Every element view (native select, dropdown, editor)
//! asks this one place.
//!
//! ```
//! use yewform_core::layout::FrameShows;
//! let shows = FrameShows { label: true, description: true, info: true, error: true, message: false };
//! assert_eq!(shows.labelled_by(), Some("label"));
//! assert_eq!(shows.described_by(), ["description", "info"]);
//! assert_eq!(shows.error_message(true), Some("error"));
//! assert_eq!(shows.described_by_ids("f", true).as_deref(), Some("f__description f__info f__error"));
//! assert_eq!(shows.error_message(false), None);
//! ```

use serde_json::{Map, Value};

use crate::form::FormState;
use crate::schema::ElementSchema;

/// What an element's frame shows, as far as the field's ARIA attributes care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameShows {
    /// A label box is rendered (a label text or slot, or the config's `forceLabels`).
    pub label: bool,
    /// A description (text or slot).
    pub description: bool,
    /// An info tooltip (text or slot) is rendered: only inside a label box (the spec's
    /// `info` "needs a label to render"), see [`new`](Self::new).
    pub info: bool,
    /// Errors are displayed: the element's `displayErrors` (the config's is the form's, see
    /// [`FormState::frame_shows`](crate::form::FormState::frame_shows)).
    pub error: bool,
    /// A message the app added (`add_message`) shows: its part (`<field id>__message`)
    /// describes the field last.
    pub message: bool,
}

impl FrameShows {
    /// What a frame shows given what its element has: a label box, a description, an info
    /// (text or slot) and displayed errors. The info renders only inside the label box
    /// (spec: "Needs a label to render"), so without one no `aria-describedby` names it.
    ///
    /// ```
    /// use yewform_core::layout::FrameShows;
    /// assert!(!FrameShows::new(false, false, true, true).info);
    /// assert!(FrameShows::new(true, false, true, true).info);
    /// ```
    #[must_use]
    pub fn new(label: bool, description: bool, info: bool, error: bool) -> FrameShows {
        FrameShows {
            label,
            description,
            info: info && label,
            error,
            message: false,
        }
    }

    /// Whether an element renders a label box: a label text, a label slot, or the config's
    /// `forceLabels`.
    #[must_use]
    pub fn has_label(label: bool, slot: bool, force_labels: bool) -> bool {
        label || slot || force_labels
    }

    /// The part `aria-labelledby` names: the label, when there is a label box.
    #[must_use]
    pub fn labelled_by(self) -> Option<&'static str> {
        self.label.then_some("label")
    }

    /// The part a container's `<fieldset>` names by `aria-labelledby`: its legend's text
    /// (`legend`), while the legend also holds the info trigger (a fieldset named by its
    /// legend's content would add the trigger's name, "More information", to its own);
    /// without an info the legend names the fieldset natively.
    ///
    /// ```
    /// use yewform_core::layout::FrameShows;
    /// assert_eq!(FrameShows::new(true, false, true, false).group_labelled_by(), Some("legend"));
    /// assert_eq!(FrameShows::new(true, false, false, false).group_labelled_by(), None);
    /// ```
    #[must_use]
    pub fn group_labelled_by(self) -> Option<&'static str> {
        (self.label && self.info).then_some("legend")
    }

    /// The parts `aria-describedby` names, in order: the description, then the info.
    #[must_use]
    pub fn described_by(self) -> Vec<&'static str> {
        // Pushes, not a flatten collected (docs/size.md: adapters cost wasm).
        let mut parts = Vec::new();
        if self.description {
            parts.push("description");
        }
        if self.info {
            parts.push("info");
        }
        parts
    }

    /// The part `aria-errormessage` names: the error, while the element is `invalid` and its
    /// errors are displayed.
    #[must_use]
    pub fn error_message(self, invalid: bool) -> Option<&'static str> {
        (invalid && self.error).then_some("error")
    }

    /// The `aria-describedby` value of the field `field_id`: the ids of the described parts
    /// ([`described_by`](Self::described_by)), then the error's while it shows
    /// ([`error_message`](Self::error_message) of `invalid`: some screen readers ignore
    /// `aria-errormessage`, and the error's `role="alert"` is announced once), then the
    /// added message's while one shows ([`message`](Self::message)), space-separated;
    /// `None` when none shows.
    #[must_use]
    pub fn described_by_ids(self, field_id: &str, invalid: bool) -> Option<String> {
        // Joined in a loop (no chain collected and joined, docs/size.md).
        let mut ids = String::new();
        let mut parts = self.described_by();
        if let Some(error) = self.error_message(invalid) {
            parts.push(error);
        }
        if self.message {
            parts.push("message");
        }
        for name in parts {
            if !ids.is_empty() {
                ids.push(' ');
            }
            ids.push_str(&Self::part_id(field_id, name));
        }
        (!ids.is_empty()).then_some(ids)
    }

    /// The id of the field of the element at `path`: its `id` option when given (not
    /// empty), else derived from the path and the form's id (`yf-<form id>-<path>`, or
    /// `yf-<path>` in a form without one). Inside a list item the `id` option, given once in
    /// the item schema, is followed by the item's index, one per list around it (`qty-2` at
    /// `lines.2.qty`, `qty-1-0` at `orders.1.lines.0.qty`), so that each item's field has
    /// its own: a path's all-digit segments are list positions (no element name is all
    /// digits).
    ///
    /// ```
    /// use yewform_core::layout::FrameShows;
    /// assert_eq!(FrameShows::field_id("address.city", None, None), "yf-address.city");
    /// assert_eq!(FrameShows::field_id("city", None, Some("signup")), "yf-signup-city");
    /// assert_eq!(FrameShows::field_id("lines.2.qty", Some("qty"), None), "qty-2");
    /// ```
    #[must_use]
    pub fn field_id(path: &str, id: Option<&str>, form_id: Option<&str>) -> String {
        match (id, form_id) {
            (Some(id), _) if !id.is_empty() => {
                let mut field = id.to_owned();
                for index in path
                    .split('.')
                    .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                {
                    field.push('-');
                    field.push_str(index);
                }
                field
            }
            (_, Some(scope)) => format!("yf-{scope}-{path}"),
            (_, None) => format!("yf-{path}"),
        }
    }

    /// The id of a part of the field `field_id`: `<field id>__<part>` (`yf-city__label`).
    #[must_use]
    pub fn part_id(field_id: &str, part: &str) -> String {
        format!("{field_id}__{part}")
    }

    /// The id of a checkbox or radio group's item `index` (0-based): `<field id>__<index>`
    /// (`yf-days__1`). Element names cannot hold `__`, so no element's id is one, and no
    /// part's name is all digits, so no part's id is one either (`<field id>-<index>` was
    /// the id of a sibling element named `days-1`).
    #[must_use]
    pub fn item_id(field_id: &str, index: usize) -> String {
        format!("{field_id}__{index}")
    }
}

impl FormState {
    /// What the frame of the element at `path` shows as far as its schema entry and the
    /// config say (render-prop slots are the view's and not seen here): a label box
    /// ([`has_label`](Self::has_label)), a `description`, an `info`, and whether errors are
    /// displayed (the element's `displayErrors`; the config's is the form's: it gates the
    /// failed submit's summary, [`failed_submit`](Self::failed_submit), as the reference's
    /// form option gates its error list above the form), and whether a message the app
    /// added shows ([`messages_of`](Self::messages_of)).
    #[must_use]
    pub fn frame_shows(&self, path: &str) -> FrameShows {
        let message = self
            .runtime_of(path)
            .is_some_and(|rt| rt.bag.has_messages());
        let shows = match self.schema_entry(path) {
            Some(entry) => {
                let common = entry.common();
                FrameShows::new(
                    FrameShows::has_label(
                        common.label.is_some(),
                        common.slots.get("label").is_some(),
                        self.force_labels_at(path),
                    ),
                    common.description.is_some() || common.slots.get("description").is_some(),
                    common.info.is_some() || common.slots.get("info").is_some(),
                    common.display_errors,
                )
            }
            None => FrameShows {
                error: true,
                ..FrameShows::default()
            },
        };
        FrameShows { message, ..shows }
    }

    /// Whether the config's `forceLabels` gives the element at `path` a label box: yes but
    /// for an object, group or list, which names its fieldset by a `<legend>` only when it
    /// has a label (`forceLabels` adds no empty legend: an unlabelled container is a
    /// `div[role=group]` named by `aria-label`). The views, [`has_label`](Self::has_label)
    /// and [`aria`](Self::aria) all read this.
    #[must_use]
    pub fn force_labels_at(&self, path: &str) -> bool {
        self.config().force_labels && !self.container_entry(path)
    }

    /// Whether the schema entry at `path` is an object, group or list.
    fn container_entry(&self, path: &str) -> bool {
        match self.schema_entry(path) {
            #[cfg(feature = "nested")]
            Some(ElementSchema::Object(_)) => true,
            #[cfg(feature = "group")]
            Some(ElementSchema::Group(_)) => true,
            #[cfg(feature = "list")]
            Some(ElementSchema::List(_)) => true,
            _ => false,
        }
    }

    /// The spec's `hasLabel`: a `label` option, a `label` slot in the schema's `slots`, or
    /// the config's `forceLabels` ([`force_labels_at`](Self::force_labels_at): not for an
    /// object, group or list). False for an unknown path.
    #[must_use]
    pub fn has_label(&self, path: &str) -> bool {
        self.schema_entry(path).is_some() && self.frame_shows(path).label
    }

    /// The spec's `aria`: the `aria-*` attributes of the field `field_id` of the element at
    /// `path` (the element with that id), as the views render them, each value a string.
    /// The widget's own state (`aria-checked`, `aria-expanded`, `aria-controls`,
    /// `aria-activedescendant`, `aria-haspopup`, `aria-autocomplete`, the editor's
    /// `aria-multiline` and `aria-placeholder`, …) is not part of it. Per kind:
    /// - the text family (but `hidden`), the native select, the editor: `aria-labelledby`
    ///   (with a label box; without one: `aria-label`,
    ///   [`unlabelled_name`](Self::unlabelled_name)), `aria-describedby` (description, info, and
    ///   the error while it shows), `aria-invalid`, `aria-errormessage` (while the element's
    ///   own error shows), `aria-disabled` ([`is_disabled`](Self::is_disabled), the whole
    ///   form's included), `aria-busy` (a rule pending or debouncing, or loading) and
    ///   `aria-required` (only when required);
    /// - the dropdown select, multiselect and tags (the combobox): the same, with
    ///   `aria-labelledby` as [`ComboAria::combobox`](crate::combobox::ComboAria::combobox)
    ///   decides at rest (nothing typed): the label's id (an unlabelled list item's
    ///   `<id>__name`) then `<id>__value` while the value text names it (a select-only
    ///   combobox always, so `<id>__value` alone without a label; a search input while a
    ///   value shows behind it; a search input its value text does not name, without a
    ///   label: `aria-label`, [`unlabelled_listbox_name`](Self::unlabelled_listbox_name));
    /// - hidden (`<input type="hidden">`): none;
    /// - checkbox, radio, toggle (a native input or button, named by its `<label for>`,
    ///   disabled natively): `aria-describedby`, `aria-invalid`, `aria-errormessage`,
    ///   `aria-required`, and `aria-label`: a standalone toggle's text, else without a label
    ///   box [`unlabelled_name`](Self::unlabelled_name) (none while a `text` names it);
    /// - checkbox and radio groups (the `<fieldset>`; its inputs carry the description and
    ///   error): `aria-labelledby` (the label, then for a required checkbox group the
    ///   visually hidden "required" hint, `<id>__required`), `aria-describedby` (that hint
    ///   without a label), `aria-label` (without a label box,
    ///   [`unlabelled_name`](Self::unlabelled_name)), `aria-required`
    ///   (a required radio group), `aria-busy="true"` while its items load;
    /// - object, group, list (a `<fieldset>` named by its `<legend>`, else a
    ///   `<div role="group">`): `aria-describedby`, and `aria-label` (its generic name)
    ///   without a label;
    /// - button: `aria-describedby`, `aria-busy="true"` while loading, `aria-disabled="true"`
    ///   while loading (and while disabled for an `anchor`: a `<button>` is disabled
    ///   natively); a `submits` button's loading while the form submits is the adapter's
    ///   (`ElementHandle::is_loading`); static: none.
    #[must_use]
    pub fn aria(&self, path: &str, field_id: &str) -> Map<String, Value> {
        let kind = self.aria_kind(path);
        let shows = self.frame_shows(path);
        // An error the app added (a server's refusal) counts, as the views render it.
        let own_error = self.error(path).is_some();
        let invalid = self.invalid(path) || own_error;
        // The error part is named only while it is rendered: the element's own error (a
        // container above an invalid child has none to show).
        let error_shown = invalid && own_error;
        let flag = |on: bool| Value::String(if on { "true" } else { "false" }.to_owned());
        let part = |name: &str| Value::String(FrameShows::part_id(field_id, name));
        let described = shows.described_by_ids(field_id, error_shown);
        let mut aria = Map::new();
        match kind {
            AriaKind::Field => {
                if let Some(label) = shows.labelled_by() {
                    aria.insert("aria-labelledby".into(), part(label));
                } else if let Some(name) = self.unlabelled_name(path) {
                    aria.insert("aria-label".into(), Value::String(name));
                }
                if let Some(ids) = described {
                    aria.insert("aria-describedby".into(), Value::String(ids));
                }
                aria.insert("aria-invalid".into(), flag(invalid));
                if let Some(error) = shows.error_message(error_shown) {
                    aria.insert("aria-errormessage".into(), part(error));
                }
                aria.insert("aria-disabled".into(), flag(self.is_disabled(path)));
                let busy = self.busy(path) || self.is_loading(path);
                aria.insert("aria-busy".into(), flag(busy));
                if self.is_required(path) {
                    aria.insert("aria-required".into(), flag(true));
                }
            }
            AriaKind::Combobox => {
                // The dropdown's combobox: its attributes are `ComboAria`'s, the one place
                // the view takes them from, at rest (nothing typed, the list closed).
                let labelled_by = shows
                    .labelled_by()
                    .map(|l| FrameShows::part_id(field_id, l))
                    .or_else(|| self.item_name_id(path, field_id));
                let described = described.as_deref();
                let error = shows
                    .error_message(error_shown)
                    .map(|e| FrameShows::part_id(field_id, e));
                let listbox_label = labelled_by
                    .is_none()
                    .then(|| self.unlabelled_listbox_name(path))
                    .flatten();
                let combo = self.combo_aria(path, field_id, labelled_by.as_deref(), described);
                let combo = crate::combobox::ComboAria {
                    listbox_label: listbox_label.as_deref(),
                    ..combo
                };
                let combo = crate::combobox::ComboAria {
                    error_message: error.as_deref(),
                    invalid,
                    disabled: self.is_disabled(path),
                    busy: self.busy(path) || self.is_loading(path),
                    required: self.is_required(path),
                    ..combo
                };
                for (name, value) in combo.combobox() {
                    if FRAME_ARIA.contains(&name) {
                        aria.insert(name.into(), Value::String(value));
                    }
                }
            }
            AriaKind::Input { label } => {
                // A standalone toggle's text names its switch, label box or not.
                let name = label.or_else(|| {
                    shows
                        .labelled_by()
                        .is_none()
                        .then(|| self.unlabelled_name(path))
                        .flatten()
                });
                if let Some(name) = name {
                    aria.insert("aria-label".into(), Value::String(name));
                }
                if let Some(ids) = described {
                    aria.insert("aria-describedby".into(), Value::String(ids));
                }
                aria.insert("aria-invalid".into(), flag(invalid));
                if let Some(error) = shows.error_message(error_shown) {
                    aria.insert("aria-errormessage".into(), part(error));
                }
                if self.is_required(path) {
                    aria.insert("aria-required".into(), flag(true));
                }
            }
            AriaKind::ChoiceGroup { radio } => {
                let required = self.is_required(path);
                let hint = (!radio && required).then(|| FrameShows::part_id(field_id, "required"));
                let label = shows
                    .labelled_by()
                    .map(|l| FrameShows::part_id(field_id, l));
                match (label, hint) {
                    (Some(label), Some(hint)) => {
                        aria.insert(
                            "aria-labelledby".into(),
                            Value::String(format!("{label} {hint}")),
                        );
                    }
                    (Some(label), None) => {
                        aria.insert("aria-labelledby".into(), Value::String(label));
                    }
                    (None, Some(hint)) => {
                        aria.insert("aria-describedby".into(), Value::String(hint));
                    }
                    (None, None) => {}
                }
                if let Some(name) = shows
                    .labelled_by()
                    .is_none()
                    .then(|| self.unlabelled_name(path))
                    .flatten()
                {
                    aria.insert("aria-label".into(), Value::String(name));
                }
                if radio && required {
                    aria.insert("aria-required".into(), flag(true));
                }
                if self.items_loading(path) {
                    aria.insert("aria-busy".into(), flag(true));
                }
            }
            AriaKind::Container => {
                if let Some(legend) = shows.group_labelled_by() {
                    aria.insert("aria-labelledby".into(), part(legend));
                }
                if let Some(name) = shows
                    .labelled_by()
                    .is_none()
                    .then(|| self.unlabelled_name(path))
                    .flatten()
                {
                    aria.insert("aria-label".into(), Value::String(name));
                }
                if let Some(ids) = described {
                    aria.insert("aria-describedby".into(), Value::String(ids));
                }
            }
            AriaKind::Button { anchor } => {
                if let Some(ids) = described {
                    aria.insert("aria-describedby".into(), Value::String(ids));
                }
                // Only while true; a `<button>` is disabled natively, a link by ARIA.
                let loading = self.is_loading(path);
                if loading || (anchor && self.is_disabled(path)) {
                    aria.insert("aria-disabled".into(), flag(true));
                }
                if loading {
                    aria.insert("aria-busy".into(), flag(true));
                }
            }
            AriaKind::None => {}
        }
        aria
    }

    /// The `aria-label` of the field of the element at `path` when no label box names it
    /// (the view asks only then): its [`generic_name`](Self::generic_name) ("First name",
    /// "Phones 2"), so that no field is left without an accessible name (a placeholder is
    /// no name: an `<option>` does not name a `<select>`, and an input's placeholder
    /// attribute goes once it holds a value); an `aria-label` the `attrs` option gives
    /// (a select, the text family) is kept instead. Per kind:
    /// - the text family, the native select, the editor, a checkbox or radio group's
    ///   fieldset, an object, group or list: the generic name;
    /// - a checkbox, radio or toggle: a standalone toggle's text (as plain text); none
    ///   while its `text` names it (the view's `<label>` around or beside it); else the
    ///   generic name;
    /// - a field an unlabelled list item's visually hidden `<label for>` names
    ///   ([`list_item_name`](Self::list_item_name) and
    ///   [`labelable_field`](crate::schema::ElementSchema::labelable_field)): none;
    /// - the dropdown select, multiselect and tags (their combobox is named by
    ///   [`ComboAria`](crate::combobox::ComboAria), with
    ///   [`unlabelled_listbox_name`](Self::unlabelled_listbox_name)), the hidden element, a
    ///   button (named by its content), a static: none.
    ///
    /// `None` for an unknown path.
    #[must_use]
    pub fn unlabelled_name(&self, path: &str) -> Option<String> {
        let entry = self.schema_entry(path)?;
        // The app's own name (an `aria-label` in `attrs`) is kept.
        if let Some(label) = self.attrs_label(path) {
            return Some(label);
        }
        let named_by_item_label = || {
            #[cfg(feature = "list")]
            if entry.labelable_field() && self.list_item_name(path).is_some() {
                return true;
            }
            false
        };
        // Read only by the choice and list cases.
        let _ = &entry;
        match self.aria_kind(path) {
            AriaKind::Input { label: Some(text) } => Some(text),
            AriaKind::Input { label: None } => {
                #[cfg(feature = "choice")]
                if let ElementSchema::Choice(c) = &entry {
                    let text = c
                        .text
                        .as_ref()
                        .map(|t| t.resolve(self.locale(), &self.config().fallback_locale))
                        .filter(|t| !crate::sanitize::text_content(t).trim().is_empty());
                    if text.is_some() {
                        return None;
                    }
                }
                if named_by_item_label() {
                    return None;
                }
                self.generic_name(path)
            }
            AriaKind::Field if named_by_item_label() => None,
            AriaKind::Field | AriaKind::ChoiceGroup { .. } | AriaKind::Container => {
                self.generic_name(path)
            }
            AriaKind::Combobox | AriaKind::Button { .. } | AriaKind::None => None,
        }
    }

    /// Which set of `aria-*` attributes the view of the element at `path` renders on its
    /// field ([`aria`](Self::aria)).
    fn aria_kind(&self, path: &str) -> AriaKind {
        match self.schema_entry(path) {
            #[cfg(feature = "choice")]
            Some(ElementSchema::Choice(c)) => {
                use crate::schema::ChoiceKind;
                match c.kind {
                    ChoiceKind::Checkboxgroup => AriaKind::ChoiceGroup { radio: false },
                    ChoiceKind::Radiogroup => AriaKind::ChoiceGroup { radio: true },
                    ChoiceKind::Toggle if c.standalone => AriaKind::Input {
                        label: c
                            .text
                            .as_ref()
                            .map(|t| {
                                let text = t.resolve(self.locale(), &self.config().fallback_locale);
                                crate::sanitize::text_content(&text).trim().to_owned()
                            })
                            .filter(|t| !t.is_empty()),
                    },
                    _ => AriaKind::Input { label: None },
                }
            }
            _ if self.container_entry(path) => AriaKind::Container,
            #[cfg(feature = "button")]
            Some(ElementSchema::Button(b)) => AriaKind::Button {
                anchor: b.button_type == crate::schema::ButtonType::Anchor,
            },
            #[cfg(feature = "static")]
            Some(ElementSchema::Static(_)) => AriaKind::None,
            #[cfg(feature = "hidden")]
            Some(ElementSchema::Text(t)) if t.kind == crate::schema::TextKind::Hidden => {
                AriaKind::None
            }
            Some(ElementSchema::Select(s)) if !s.is_native() => AriaKind::Combobox,
            _ => AriaKind::Field,
        }
    }

    /// The id of the hidden name of an unlabelled list item (`<id>__name`), which names a
    /// dropdown's combobox without a label box.
    fn item_name_id(&self, path: &str, field_id: &str) -> Option<String> {
        #[cfg(feature = "list")]
        if self.list_item_name(path).is_some() {
            return Some(FrameShows::part_id(field_id, "name"));
        }
        let _ = (path, field_id);
        None
    }

    /// The dropdown combobox's naming at rest (nothing typed): what names it
    /// (`labelled_by`, the label's or the list item name's id), whether it is a search
    /// input, and whether its value text names it
    /// ([`search_named_by_value`](crate::combobox::search_named_by_value): a select-only
    /// combobox always, a search input while a value shows behind it). The states are off.
    fn combo_aria<'a>(
        &self,
        path: &str,
        id: &'a str,
        labelled_by: Option<&'a str>,
        described_by: Option<&'a str>,
    ) -> crate::combobox::ComboAria<'a> {
        let (searchable, value_text) = match self.schema_entry(path) {
            Some(ElementSchema::Select(select)) => {
                let value = self.value_at(path).unwrap_or(&Value::Null);
                // A single select shows a label for any value but `null` and `""`.
                let shown = !value.is_null() && value.as_str() != Some("");
                let rest = crate::combobox::ComboState::default();
                let label = shown.then_some("");
                (
                    select.searches(),
                    crate::combobox::search_named_by_value(select, value, &rest, label),
                )
            }
            _ => (false, false),
        };
        crate::combobox::ComboAria {
            id,
            labelled_by,
            listbox_label: None,
            described_by,
            error_message: None,
            searchable,
            value_text,
            open: false,
            pointer: None,
            invalid: false,
            disabled: false,
            busy: false,
            required: false,
        }
    }
}

/// The attributes of a combobox that [`FormState::aria`] reports (the rest is the widget's
/// state: `aria-expanded`, `aria-controls`, …).
const FRAME_ARIA: [&str; 8] = [
    "aria-label",
    "aria-labelledby",
    "aria-describedby",
    "aria-invalid",
    "aria-errormessage",
    "aria-disabled",
    "aria-busy",
    "aria-required",
];

/// The `aria-*` attribute set a view renders on an element's field ([`FormState::aria`]).
#[allow(dead_code)] // the variants of the kinds whose features are off
enum AriaKind {
    /// A text field, a native select, the editor (named by `aria-label` without a label
    /// box: [`FormState::unlabelled_name`]).
    Field,
    /// A dropdown select, multiselect or tags element's combobox.
    Combobox,
    /// A checkbox, radio or toggle (`label`: a standalone toggle's `aria-label`).
    Input { label: Option<String> },
    /// A checkbox or radio group's fieldset.
    ChoiceGroup { radio: bool },
    /// An object, group or list.
    Container,
    /// A button (`anchor`: rendered as a link).
    Button { anchor: bool },
    /// A static (no field).
    None,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_follow_what_shows() {
        let none = FrameShows::default();
        assert_eq!(none.labelled_by(), None);
        assert!(none.described_by().is_empty());
        assert_eq!(none.error_message(true), None);
        assert_eq!(none.described_by_ids("f", true), None);
        let info = FrameShows { info: true, ..none };
        assert_eq!(info.described_by(), ["info"]);
        assert_eq!(
            info.described_by_ids("f", false).as_deref(),
            Some("f__info")
        );
        let both = FrameShows {
            description: true,
            ..info
        };
        assert_eq!(
            both.described_by_ids("f", false).as_deref(),
            Some("f__description f__info")
        );
        let error = FrameShows {
            error: true,
            ..none
        };
        assert_eq!(
            error.described_by_ids("f", true).as_deref(),
            Some("f__error")
        );
        assert_eq!(error.described_by_ids("f", false), None);
        assert!(FrameShows::has_label(false, false, true));
        assert!(!FrameShows::has_label(false, false, false));
    }

    /// What `docs/differences.md` and `FormProps::id` say of the scoped ids: a form id with
    /// `-` (or no form id) can give another form's id; distinct form ids without `-` cannot
    /// (audit15-a11y #5; the id format is the DOM contract and stays).
    #[test]
    fn scoped_ids_are_unique_only_with_distinct_form_ids_without_a_dash() {
        let id = |path, form| FrameShows::field_id(path, None, form);
        assert_eq!(
            id("ship-to", Some("order")),
            id("to", Some("order-ship")),
            "a `-` in a form id can collide"
        );
        assert_eq!(id("signup-email", None), id("email", Some("signup")));
        for (a, b) in [
            (("ship-to", "order"), ("to", "ordership")),
            (("signup-email", "a"), ("email", "signup")),
            (("x-y", "order"), ("x-y", "shipping")),
        ] {
            assert_ne!(id(a.0, Some(a.1)), id(b.0, Some(b.1)));
        }
    }
}
