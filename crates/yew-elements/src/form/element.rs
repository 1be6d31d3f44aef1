//! `ElementHandle`: one element, reached from code — its value, its actions (`update`,
//! `load`, `clear`, `hide`, `disable`, …) and its flags. Validation, listeners and items
//! have their own files (`validation.rs`, `listening.rs`, `items.rs`); the spec's runtime
//! properties read from options are in `properties.rs`.

use yewform_core::Value;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::schema::ElementSchema;

use super::FormHandle;

/// A handle on one element: every method and runtime property of the spec.
///
/// A handle is the form and a path (`lines.1.qty`), resolved at each call. In a list, a
/// removal or a move renumbers the items after it, so a handle kept across one names
/// whatever element holds that path now (the next item's field, or none: its methods then
/// answer as for an unknown path). Take the handle again by the new path
/// ([`FormHandle::el`]) after a `remove` or `sort`. The listeners added through a handle
/// and the item's own state (value, dirty, errors, focus) do follow the item.
#[derive(Clone, Debug, PartialEq)]
pub struct ElementHandle {
    pub(super) form: FormHandle,
    pub(super) path: String,
}

impl ElementHandle {
    /// The element's path.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The id of the element's field: the `id` option, else derived from the path and the
    /// form's `id` (`yf-<form id>-<path>`, or `yf-<path>` in a form without an id; unique
    /// on a page when each form there has a distinct `id` without `-`, see
    /// [`FormProps::id`](crate::FormProps::id)). Inside a
    /// list item the `id` option, given once in the item schema, is followed by the item's
    /// index (`qty-2` at `lines.2.qty`; one index per list around it, `qty-1-0`), so that
    /// each item's field has its own.
    pub fn field_id(&self, id: Option<&str>) -> String {
        yewform_core::layout::FrameShows::field_id(
            &self.path,
            id,
            self.form.0.id_scope.borrow().as_deref(),
        )
    }

    /// The form it belongs to.
    pub fn form(&self) -> &FormHandle {
        &self.form
    }

    pub(crate) fn act(&self, action: ElementAction) -> Result<(), String> {
        let path = self.path.clone();
        self.form
            .write(move |state| state.apply(&path, action).map_err(|e| e.to_string()))
    }

    pub(super) fn read<R>(&self, f: impl FnOnce(&FormState, &str) -> R) -> Option<R> {
        self.form.read(|state| f(state, &self.path))
    }

    /// Sets the value without formatting. For a select, a value that is not among the loaded
    /// options is refused unless `allowAbsent` is on, or `create` and it is text (with `object`, an option
    /// object is checked by its `valueProp`); options that answer a search (which list the
    /// matches, not every option) refuse nothing. An object sets only the keys `value`
    /// holds; a list sets its value: each `object` item it names takes the item schema's
    /// default for a key it leaves out.
    ///
    /// A translatable element (t-editor, t-text, t-textarea) takes an object keyed by
    /// language (the languages it names) or one language's text (the shown one). A key
    /// that is not one of the form's languages is kept and submitted as given, as the
    /// reference does, but no language shows it and no rule checks it. A t-editor reads a
    /// string with a tag anywhere in it as markup, and `<` followed by a letter starts one:
    /// plain text such as `if a<b then c` keeps only `if a`; give such text as HTML,
    /// escaped and in a `<div>` (`<div>if a&lt;b then c</div>`).
    pub fn update(&self, value: Value) -> Result<(), String> {
        self.check_allowed(&value)?;
        self.act(ElementAction::Update(value))
    }

    /// Sets the value, through `formatLoad` when `format` is true. For a select, a (formatted)
    /// value that is not among the loaded options is refused unless `allowAbsent` is on, or
    /// `create` and it is text, as with [`update`](Self::update). A translatable element
    /// needs an object keyed by language (the languages it leaves out become empty; keys and
    /// text as with `update`).
    pub fn load(&self, value: Value, format: bool) -> Result<(), String> {
        let formatted = self
            .read(|s, p| {
                // A container's `formatLoad` and its children's run in core, in that order.
                #[cfg(feature = "nested")]
                if s.is_container(p) {
                    return None;
                }
                match (s.el(p), s.schema_entry(p)) {
                    (Some(el), Some(entry)) if !matches!(entry, ElementSchema::TEditor(_)) => {
                        el.setup().format_load.clone().filter(|_| format)
                    }
                    _ => None,
                }
            })
            .flatten()
            .map(|format_load| format_load(&value));
        match formatted {
            Some(formatted) => {
                self.check_allowed(&formatted)?;
                self.act(ElementAction::Load(formatted, false))
            }
            None => {
                self.check_allowed(&value)?;
                self.act(ElementAction::Load(value, format))
            }
        }
    }

    /// The user changed the value (the views call this).
    pub(crate) fn user_input(&self, value: Value) -> Result<(), String> {
        let path = self.path.clone();
        self.form
            .write(move |state| state.set_value(&path, value).map_err(|e| e.to_string()))
    }

    #[cfg(feature = "select")]
    /// [`user_input`](Self::user_input) whose events and re-renders wait for
    /// [`FormHandle::run_deferred`](super::FormHandle::run_deferred).
    pub(crate) fn user_input_deferred(
        &self,
        value: Value,
    ) -> Result<super::handle::Deferred, String> {
        let path = self.path.clone();
        let mut value = Some(value);
        self.form.write_held(&mut |state| match value.take() {
            Some(value) => state.set_value(&path, value).map_err(|e| e.to_string()),
            None => Err(String::new()),
        })
    }

    /// Clears the value (`clear` event).
    pub fn clear(&self) -> Result<(), String> {
        self.act(ElementAction::Clear)
    }

    /// Restores the default and resets validation (`reset` event).
    pub fn reset(&self) -> Result<(), String> {
        self.act(ElementAction::Reset)
    }

    /// Removes the dirty state.
    pub fn clean(&self) -> Result<(), String> {
        self.act(ElementAction::Clean)
    }

    /// Hides the element.
    pub fn hide(&self) -> Result<(), String> {
        self.act(ElementAction::Hide)
    }

    /// Shows an element hidden by `hide()`.
    pub fn show(&self) -> Result<(), String> {
        self.act(ElementAction::Show)
    }

    /// Disables the element. An object, a group, a static or a hidden element has no disabled
    /// state and refuses (`Err`, with the reason the schema gives for their `disabled` option:
    /// disable an object's or group's children instead; a hidden element's value is always
    /// posted); a list's disabled state hides its controls.
    pub fn disable(&self) -> Result<(), String> {
        self.act(ElementAction::Disable)
    }

    /// Enables the element, even when its `disabled` option disables it. An object, a group,
    /// a static or a hidden element refuses, as [`disable`](Self::disable).
    pub fn enable(&self) -> Result<(), String> {
        self.act(ElementAction::Enable)
    }

    /// The value.
    pub fn value(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.value().clone()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// `{name: value}` (`forceNumbers` applied), as the form's `data()` holds it; `null` for
    /// a path that names no element. An object or a list: composed from its children as
    /// the form composes it; a group: its children's pairs (they sit in the parent, the
    /// group has no key of its own). Core decides: `FormState::data_of`.
    pub fn data(&self) -> Value {
        self.read(|s, p| s.data_of(p))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// `data` when available, else `{}`; `null` for a path that names no element (as every
    /// getter's `null`/`false` until the element exists). A container leaves out its
    /// unavailable children (`FormState::available_data_of`).
    pub fn available_data(&self) -> Value {
        self.read(|s, p| s.available_data_of(p))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// What the element submits (`{}` when unavailable or `submit` is off); `null` for a
    /// path that names no element. A container's is exactly its part of the form's
    /// `request_data()`: it leaves out its unavailable and `submit: false` children, and its
    /// `formatData` shapes what they composed (`FormState::request_data_of`). A field answers
    /// by its own `submit` and availability, as the reference's: a field of a `submit: false`
    /// object still gives its pair, which the form's request data leaves out.
    pub fn request_data(&self) -> Value {
        self.read(|s, p| s.request_data_of(p))
            .flatten()
            .unwrap_or(Value::Null)
    }

    /// The default value.
    pub fn default_value(&self) -> Value {
        self.read(|s, p| s.el(p).map(|e| e.default_value().clone()))
            .flatten()
            .unwrap_or(Value::Null)
    }

    pub(super) fn flag(&self, f: impl FnOnce(&FormState, &str) -> bool) -> bool {
        self.read(f).unwrap_or(false)
    }

    /// Modified since the last `clean`/`reset`; an object, group or list when any available
    /// element below it was (a list also when an item was added, removed or moved):
    /// [`FormState::is_dirty`].
    pub fn dirty(&self) -> bool {
        self.flag(|s, p| s.is_dirty(p))
    }

    /// No value filled in.
    pub fn empty(&self) -> bool {
        self.flag(|s, p| s.el(p).is_none_or(|e| e.empty()))
    }

    /// Holds its default value.
    pub fn is_default(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.is_default()))
    }

    /// Shown: available and not hidden.
    pub fn visible(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.visible()))
    }

    /// Its conditions hold.
    pub fn available(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.available()))
    }

    /// Hidden with `hide()`.
    pub fn hidden(&self) -> bool {
        self.flag(|s, p| s.el(p).is_some_and(|e| e.hidden()))
    }

    /// Disabled (also while an `update_items(true)` fetch runs).
    pub fn is_disabled(&self) -> bool {
        self.flag(|s, p| s.is_disabled(p))
    }

    /// Read-only (the reference's `isReadonly`): a text element's `readonly` (a boolean,
    /// conditions that hold now, a condition function), or a text or hidden element with an
    /// `expression` (computed, not typed), as the field renders it; false for
    /// other elements and an unknown path. Decided in core
    /// ([`FormState::is_readonly`](yewform_core::form::FormState::is_readonly)).
    pub fn is_readonly(&self) -> bool {
        self.flag(|s, p| s.is_readonly(p))
    }

    /// The selected language of the form.
    pub fn language(&self) -> String {
        self.form.language()
    }

    /// The form's language codes.
    pub fn languages(&self) -> Vec<String> {
        self.read(|s, _| s.languages().iter().map(|(code, _)| code.clone()).collect())
            .unwrap_or_default()
    }
}
