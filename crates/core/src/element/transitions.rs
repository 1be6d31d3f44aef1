//! The transitions of [`ElementState`]: each returns the events it emits.
//!
//! A value change (deep JSON inequality, [`json_equal`]) emits exactly one
//! [`ElementEvent::Change`] with the new and old values and marks the element dirty
//! (multilingual: dirty in every language whose entry changed; the reference marks only the
//! current language). Setting an equal value emits nothing, does not dirty, and keeps the
//! stored value (so `1.0` does not replace `1`).
//!
//! Event order follows the reference, where `clear`/`reset` fire synchronously and the
//! `change` watcher runs afterwards: `[Clear, Change]` and `[Reset, Change]`.

use serde_json::Map;

use super::defaults::entered_value;
use super::error::ElementError;
use super::event::ElementEvent;
use super::json_eq::json_equal;
use super::state::ElementState;
use crate::Value;

impl ElementState {
    /// Replaces the value, emitting `Change` and marking dirty when it differs.
    fn set_value(&mut self, new: Value) -> Vec<ElementEvent> {
        if json_equal(&self.value, &new) {
            return Vec::new();
        }
        self.dirty.mark(&self.value, &new, self.is_multilingual());
        let old = std::mem::replace(&mut self.value, new);
        vec![ElementEvent::Change {
            new: self.value.clone(),
            old,
        }]
    }

    /// The current value as a language map (the null value if it somehow is not one).
    fn value_map(&self) -> Map<String, Value> {
        match (&self.value, &self.null) {
            (Value::Object(m), _) | (_, Value::Object(m)) => m.clone(),
            _ => Map::new(),
        }
    }

    /// `update(value)`: sets the value without formatting.
    ///
    /// Multilingual: an object is merged into the value (`{...value, ...obj}`); anything
    /// else sets the current language's entry only. With no current language (an element
    /// built with an empty language list) a non-object update changes nothing.
    ///
    /// A t-editor keeps plain text as given and cleans markup into its normal form
    /// ([`entered_value`]). A string with a tag anywhere in it is markup, and `<` followed
    /// by a letter, `/`, `!` or `?` starts a tag: plain text such as `if a<b then c` loses
    /// everything from `<b` on (read as the start of a tag, which the cleaning drops). Give
    /// such text as HTML, escaped and in a `<div>`, as the editor itself emits it.
    ///
    /// A key of an object that is not one of the element's languages is kept (as the
    /// reference's `{...value, ...obj}`): it is in [`data`](Self::data) and
    /// [`request_data`](Self::request_data), sent as given, but no language shows it and
    /// no rule checks it (see [`load`](Self::load)).
    ///
    /// ```
    /// # #[cfg(feature = "editor")] {
    /// use serde_json::json;
    /// use yewform_core::element::{ElementKind, ElementSetup, ElementState};
    ///
    /// let setup = ElementSetup::new("bio")
    ///     .with_kind(ElementKind::TEditor)
    ///     .with_languages(vec!["en".into(), "fr".into()]);
    /// let mut el = ElementState::new(setup, None);
    /// el.update(json!("a < b")); // `<` then a space: plain text, kept as given
    /// assert_eq!(el.value(), &json!({"en": "a < b", "fr": null}));
    /// el.update(json!("if a<b then c")); // `<b`: a tag, what follows it is lost
    /// assert_eq!(el.value(), &json!({"en": "<div>if a</div>", "fr": null}));
    /// el.update(json!("<div>if a&lt;b then c</div>")); // as HTML: all of it
    /// assert_eq!(el.value(), &json!({"en": "<div>if a&lt;b then c</div>", "fr": null}));
    /// # }
    /// ```
    pub fn update(&mut self, value: Value) -> Vec<ElementEvent> {
        let Some(value) = self.within_depth(value) else {
            return Vec::new();
        };
        let value = self.entered(value);
        self.take(value)
    }

    /// The user changed the value in the field: like [`update`](Self::update), but the
    /// value is taken as the field emitted it (the editor's surface emits HTML, which is
    /// never wrapped as plain text). A t-editor's markup is still cleaned into its normal
    /// form, an array or object entry becomes `null` ([`entered_value`]): the surface's own
    /// output is in that form already (normalising is idempotent), and a value set from
    /// code (the form's `set_value`) leaves the form as clean as what the surface shows.
    pub fn input(&mut self, value: Value) -> Vec<ElementEvent> {
        let Some(value) = self.within_depth(value) else {
            return Vec::new();
        };
        let value = entered_value(self.kind(), self.is_multilingual(), value);
        self.take(value)
    }

    /// Sets a value already entered ([`update`](Self::update), [`input`](Self::input)): a
    /// multilingual element merges an object and sets the current language's entry from
    /// anything else.
    fn take(&mut self, value: Value) -> Vec<ElementEvent> {
        if !self.kind().has_data() {
            return Vec::new();
        }
        if !self.is_multilingual() {
            return self.set_value(value);
        }
        let mut map = self.value_map();
        match value {
            Value::Object(obj) => map.extend(obj),
            entry => match &self.language {
                Some(lang) => {
                    map.insert(lang.clone(), entry);
                }
                None => return Vec::new(),
            },
        }
        self.set_value(Value::Object(map))
    }

    /// How many times [`reset`](Self::reset) ran: a select with endpoint items fetches them
    /// again after each reset.
    pub fn resets(&self) -> u64 {
        self.resets
    }

    /// A value entering the element from the app ([`entered_value`]); a list value's items
    /// told apart by `valueProp` with `object: true`
    /// ([`ElementSetup::list_value_prop`](super::ElementSetup::list_value_prop)).
    fn entered(&self, value: Value) -> Value {
        let value = entered_value(self.kind(), self.is_multilingual(), value);
        #[cfg(feature = "multi")]
        if let Some(prop) = self.setup.list_value_prop.as_deref() {
            return crate::combobox::multi::list_value_by(value, Some(prop));
        }
        value
    }

    /// Checks and prepares a `load` value without changing anything: applies `formatLoad`
    /// when `format` is true, cleans a t-editor's markup ([`entered_value`]), and for a
    /// multilingual element requires an object and returns `{...null, ...obj}`.
    pub(crate) fn prepare_load(&self, value: Value, format: bool) -> Result<Value, ElementError> {
        let value = match (&self.setup.format_load, format) {
            (Some(f), true) => f(&value),
            _ => value,
        };
        let Some(value) = self.within_depth(value) else {
            return Err(ElementError::TooDeep {
                path: self.path.clone(),
            });
        };
        let multilingual = self.is_multilingual();
        if !multilingual {
            return Ok(self.entered(value));
        }
        match value {
            Value::Object(obj) => {
                let obj = match entered_value(self.kind(), multilingual, Value::Object(obj)) {
                    Value::Object(obj) => obj,
                    _ => Map::new(),
                };
                let mut map = match &self.null {
                    Value::Object(m) => m.clone(),
                    _ => Map::new(),
                };
                map.extend(obj);
                Ok(Value::Object(map))
            }
            got => Err(ElementError::NotAnObject {
                path: self.path.clone(),
                got,
            }),
        }
    }

    /// `value`, unless it nests arrays and objects deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) at this element's place in the form's
    /// data (a value built in Rust: JSON text cannot hold one); such a value is dropped
    /// without recursion, before anything clones or compares it.
    fn within_depth(&self, value: Value) -> Option<Value> {
        // A multilingual element puts a non-object value into its language's entry.
        let above = self.setup.data_levels_above()
            + usize::from(self.is_multilingual() && !value.is_object());
        if crate::json_text::nests_too_deep(&value, above) {
            crate::json_text::drop_flat(value);
            return None;
        }
        Some(value)
    }

    /// Sets a value already checked by [`prepare_load`](Self::prepare_load).
    pub(crate) fn apply_load(&mut self, prepared: Value) -> Vec<ElementEvent> {
        if !self.kind().has_data() {
            return Vec::new();
        }
        self.set_value(prepared)
    }

    /// `load(value, format)`: sets the value, through `formatLoad` when `format` is true
    /// (without `formatLoad`, `format` changes nothing).
    ///
    /// Multilingual: the (formatted) value must be an object keyed by language code; it
    /// becomes `{...null, ...obj}`, so languages it omits are set to `null`. Anything else
    /// is refused with [`ElementError::NotAnObject`] and the element is unchanged. So is a
    /// value nesting arrays and objects deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels in the form's data, with
    /// [`ElementError::TooDeep`] ([`update`](Self::update) and [`input`](Self::input) ignore
    /// one). A key
    /// that is not one of the element's languages is kept, as the reference's spread keeps
    /// it: [`request_data`](Self::request_data) sends it back as loaded (a translation the
    /// form does not edit survives a load and submit), but no language shows it and no rule
    /// checks it, so the server validates it as any data it receives. The same holds for
    /// such a key in a per-language `default` (docs/differences.md, "Editor and texts").
    ///
    /// A t-editor reads text as [`update`](Self::update) does: plain text with `<` followed
    /// by a letter in it (`if a<b then c`) is markup and loses what follows; load such text
    /// as HTML, escaped and in a `<div>`.
    pub fn load(&mut self, value: Value, format: bool) -> Result<Vec<ElementEvent>, ElementError> {
        let prepared = self.prepare_load(value, format)?;
        Ok(self.apply_load(prepared))
    }

    /// `clear()`: sets the null value. Emits `Clear`, then `Change` if the value changed.
    pub fn clear(&mut self) -> Vec<ElementEvent> {
        if !self.kind().has_data() {
            return Vec::new();
        }
        let mut events = vec![ElementEvent::Clear];
        events.extend(self.set_value(self.null.clone()));
        events
    }

    /// `reset()`: sets the default (the null value if there is none) and removes the dirty
    /// state. Emits `Reset`, then `Change` if the value changed.
    ///
    /// Validation state is not kept here: the Yew layer resets the element's validators
    /// (the `rules` module) whenever it sees the `Reset` event.
    pub fn reset(&mut self) -> Vec<ElementEvent> {
        if !self.kind().has_data() {
            return Vec::new();
        }
        let mut events = vec![ElementEvent::Reset];
        events.extend(self.set_value(self.default.clone()));
        self.dirty.clean();
        self.resets = self.resets.wrapping_add(1);
        events
    }

    /// Replaces the default by `default`, the same data in the shape the element holds it
    /// (a select's option object for the key its default named), and the value too while it
    /// is the default. No event: nothing the user set changes.
    pub(crate) fn reshape_default(&mut self, default: Value) {
        if self.value == self.default {
            self.value = default.clone();
        }
        self.default = default;
    }

    /// `clean()`: removes the dirty state (in every language). Emits nothing.
    pub fn clean(&mut self) -> Vec<ElementEvent> {
        self.dirty.clean();
        Vec::new()
    }

    /// `hide()`: `hidden` becomes true, so `visible` is false. Emits nothing.
    pub fn hide(&mut self) -> Vec<ElementEvent> {
        self.hidden = true;
        Vec::new()
    }

    /// `show()`: undoes `hide()`; `visible` is true unless the element is unavailable.
    /// Emits nothing.
    pub fn show(&mut self) -> Vec<ElementEvent> {
        self.hidden = false;
        Vec::new()
    }

    /// `disable()`: disables the element, whatever the `disabled` option says. Emits
    /// nothing.
    ///
    /// An object, a group, a static or a hidden element has no disabled state and refuses
    /// ([`ElementError::NoDisabledState`], state unchanged), as the schema refuses their
    /// `disabled` option; a list's `disabled` hides its controls.
    pub fn disable(&mut self) -> Result<Vec<ElementEvent>, ElementError> {
        self.set_local_disabled(true)
    }

    /// `enable()`: enables the element, even when the `disabled` option disables it.
    /// Emits nothing.
    ///
    /// An object, a group, a static or a hidden element refuses as
    /// [`disable`](Self::disable) does.
    pub fn enable(&mut self) -> Result<Vec<ElementEvent>, ElementError> {
        self.set_local_disabled(false)
    }

    fn set_local_disabled(&mut self, disabled: bool) -> Result<Vec<ElementEvent>, ElementError> {
        if let Some(reason) = self.setup.kind.no_disabled_state() {
            return Err(ElementError::NoDisabledState {
                path: self.path.clone(),
                reason,
            });
        }
        self.local_disabled = Some(disabled);
        Ok(Vec::new())
    }

    /// A checkbox or radio group's `disable(values)`: disables each item of `values`
    /// (compared as text), over the `disables` option. The element's own `enable()` does
    /// not enable them again. Emits nothing.
    ///
    /// Any other element refuses ([`ElementError::NoItems`], state unchanged).
    #[cfg(feature = "choice")]
    pub fn disable_items(&mut self, values: &[Value]) -> Result<Vec<ElementEvent>, ElementError> {
        self.set_items_disabled(values, true)
    }

    /// A checkbox or radio group's `enable(values)`: enables each item of `values`, those
    /// its `disables` option disables included (an item's own `disabled: true` still
    /// disables it, as does the element being disabled). Emits nothing.
    ///
    /// Any other element refuses ([`ElementError::NoItems`], state unchanged).
    #[cfg(feature = "choice")]
    pub fn enable_items(&mut self, values: &[Value]) -> Result<Vec<ElementEvent>, ElementError> {
        self.set_items_disabled(values, false)
    }

    #[cfg(feature = "choice")]
    fn set_items_disabled(
        &mut self,
        values: &[Value],
        disabled: bool,
    ) -> Result<Vec<ElementEvent>, ElementError> {
        if !matches!(
            self.setup.kind,
            super::ElementKind::Checkboxgroup | super::ElementKind::Radiogroup
        ) {
            return Err(ElementError::NoItems {
                path: self.path.clone(),
            });
        }
        self.disabled_items.set(values, disabled);
        Ok(Vec::new())
    }

    /// Feeds in the result of the element's conditions. An unavailable element keeps its
    /// value in `data` but is left out of `available_data` and `request_data`, and is not
    /// visible. Emits nothing.
    pub fn set_available(&mut self, available: bool) -> Vec<ElementEvent> {
        self.available = available;
        Vec::new()
    }

    /// Feeds in the evaluated `disabled` option (a boolean, or the result of its function
    /// or conditions). `disable()` / `enable()` still win over it. Emits nothing.
    pub fn set_disabled_option(&mut self, disabled: bool) -> Vec<ElementEvent> {
        self.disabled_option = disabled;
        Vec::new()
    }

    /// Switches the current language. A language switch changes no value, so it emits
    /// nothing.
    ///
    /// A multilingual element refuses a code it does not have
    /// ([`ElementError::UnknownLanguage`], state unchanged); a single-language element just
    /// records the code (see [`language`](Self::language)).
    pub fn set_language(&mut self, language: &str) -> Result<Vec<ElementEvent>, ElementError> {
        if self.is_multilingual() && !self.languages().iter().any(|l| l == language) {
            return Err(ElementError::UnknownLanguage {
                path: self.path.clone(),
                language: language.to_owned(),
                available: self.languages().to_vec(),
            });
        }
        self.language = Some(language.to_owned());
        Ok(Vec::new())
    }
}
