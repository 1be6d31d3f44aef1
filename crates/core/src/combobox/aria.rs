//! The ARIA attributes of the combobox's parts (the combobox, the listbox, each option),
//! computed in one place as `(name, value)` pairs the view sets on its tags. An attribute
//! left out is absent.

/// An attribute: its name and value.
pub type Attr = (&'static str, String);

/// What the combobox's ARIA attributes depend on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ComboAria<'a> {
    /// The combobox's id (the field id); the parts' ids derive from it.
    pub id: &'a str,
    /// What names the combobox before its value text: the frame's `aria-labelledby` (the
    /// label's id) when there is a label box, else an unlabelled list item's hidden label.
    pub labelled_by: Option<&'a str>,
    /// The open listbox's name when nothing labels it (`labelled_by` is `None`): the
    /// element's placeholder, else its generic name, given as `aria-label` (the combobox's
    /// value text names the value, and a search input's placeholder attribute names the
    /// input only; an unnamed listbox fails axe's `aria-input-field-name`). A search input
    /// its value text does not name takes it as its `aria-label` too.
    pub listbox_label: Option<&'a str>,
    /// `aria-describedby` of the frame.
    pub described_by: Option<&'a str>,
    /// `aria-errormessage` of the frame.
    pub error_message: Option<&'a str>,
    /// A search input (`search` or `create`), else a select-only combobox.
    pub searchable: bool,
    /// A search input shows a value text with [`value_id`](Self::value_id) (a single
    /// select's chosen label, a multiselect's "2 options selected",
    /// [`search_named_by_value`](super::search_named_by_value)): it names the input with the
    /// label, as a select-only combobox's value text does.
    pub value_text: bool,
    /// The list is shown.
    pub open: bool,
    /// The pointed row (shown as `aria-activedescendant` while open).
    pub pointer: Option<usize>,
    pub invalid: bool,
    pub disabled: bool,
    /// Options are loading or the element is validating.
    pub busy: bool,
    pub required: bool,
}

/// The id of the part `part` of the field `id` (as the adapter's `part_id`).
#[must_use]
pub fn part(id: &str, part: &str) -> String {
    format!("{id}__{part}")
}

impl ComboAria<'_> {
    /// The listbox's id.
    #[must_use]
    pub fn listbox_id(&self) -> String {
        part(self.id, "listbox")
    }

    /// The id of the select-only combobox's value text.
    #[must_use]
    pub fn value_id(&self) -> String {
        part(self.id, "value")
    }

    /// The id of the row `row`.
    #[must_use]
    pub fn option_id(&self, row: usize) -> String {
        format!("{}-{row}", self.listbox_id())
    }

    /// The combobox's attributes: `role`, the popup wiring, the frame's references and the
    /// states. A select-only combobox is labelled by the label and its value text, and is
    /// in the tab order while enabled; a search input autocompletes a list.
    #[must_use]
    pub fn combobox(&self) -> Vec<Attr> {
        let flag = |b: bool| b.to_string();
        let mut out: Vec<Attr> = vec![("role", "combobox".into())];
        if self.searchable {
            out.push(("aria-autocomplete", "list".into()));
        } else {
            out.push(("tabindex", if self.disabled { "-1" } else { "0" }.into()));
            out.push(("aria-haspopup", "listbox".into()));
        }
        out.push(("aria-expanded", flag(self.open)));
        out.push(("aria-controls", self.listbox_id()));
        if let Some(row) = self.pointer.filter(|_| self.open) {
            out.push(("aria-activedescendant", self.option_id(row)));
        }
        let named_by_value = !self.searchable || self.value_text;
        match self.labelled_by {
            Some(label) if named_by_value => {
                out.push(("aria-labelledby", format!("{label} {}", self.value_id())));
            }
            Some(label) => out.push(("aria-labelledby", label.to_owned())),
            // No label box: `listbox_label` (the placeholder, else the generic name) then
            // the value text (the value, or the placeholder), the combobox naming itself
            // first (its value text alone is empty without a value and a placeholder, and
            // a tags element's chips are outside it); a search input without a value text
            // by `listbox_label` (its placeholder attribute goes once it holds a value).
            None if named_by_value => match self.listbox_label.filter(|n| !n.trim().is_empty()) {
                Some(name) => {
                    out.push(("aria-label", name.to_owned()));
                    out.push((
                        "aria-labelledby",
                        format!("{} {}", self.id, self.value_id()),
                    ));
                }
                None => out.push(("aria-labelledby", self.value_id())),
            },
            None => {
                if let Some(name) = self.listbox_label.filter(|n| !n.trim().is_empty()) {
                    out.push(("aria-label", name.to_owned()));
                }
            }
        }
        if let Some(described) = self.described_by {
            out.push(("aria-describedby", described.to_owned()));
        }
        out.push(("aria-invalid", flag(self.invalid)));
        if let Some(error) = self.error_message {
            out.push(("aria-errormessage", error.to_owned()));
        }
        out.push(("aria-disabled", flag(self.disabled)));
        out.push(("aria-busy", flag(self.busy)));
        if self.required {
            out.push(("aria-required", "true".into()));
        }
        out
    }

    /// The listbox's attributes: its role and id, and its name (the label's id as
    /// `aria-labelledby`, else [`listbox_label`](Self::listbox_label) as `aria-label`).
    #[must_use]
    pub fn listbox(&self) -> Vec<Attr> {
        let mut out: Vec<Attr> = vec![("role", "listbox".into()), ("id", self.listbox_id())];
        match (self.labelled_by, self.listbox_label) {
            (Some(label), _) => out.push(("aria-labelledby", label.to_owned())),
            (None, Some(name)) if !name.trim().is_empty() => {
                out.push(("aria-label", name.to_owned()));
            }
            (None, _) => {}
        }
        out
    }
}

/// One option row's ARIA state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionAria {
    /// The option is the value.
    pub selected: bool,
    pub disabled: bool,
    /// How many options the list shows (`aria-setsize`).
    pub set_size: usize,
    /// The option's position among them, from 1 (`aria-posinset`).
    pub position: usize,
}

impl OptionAria {
    /// The option's attributes (`role`, `aria-selected`, `aria-disabled`, set size and
    /// position); its id is [`ComboAria::option_id`].
    #[must_use]
    pub fn attrs(&self) -> Vec<Attr> {
        let mut out: Vec<Attr> = vec![
            ("role", "option".into()),
            ("aria-selected", self.selected.to_string()),
        ];
        if self.disabled {
            out.push(("aria-disabled", "true".into()));
        }
        out.push(("aria-setsize", self.set_size.to_string()));
        out.push(("aria-posinset", self.position.to_string()));
        out
    }
}
