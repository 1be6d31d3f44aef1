//! [`ElementState`]: the element's value, default and flags, with its getters.
//!
//! The transitions live in `transitions.rs`.

use std::cell::RefCell;

use serde_json::Map;

use super::dirty::DirtyFlags;
use super::empty::is_empty_value;
use super::error::ElementWarning;
use super::json_eq::json_equal;
use super::setup::{ElementKind, ElementSetup};
use crate::Value;

/// The state of one form element: value, default, flags.
///
/// Built with [`ElementState::new`]; changed only through its transitions, each of which
/// returns the events it emits. Every getter is a pure read.
#[derive(Debug, Clone)]
pub struct ElementState {
    pub(crate) setup: ElementSetup,
    pub(crate) path: String,
    pub(crate) value: Value,
    pub(crate) default: Value,
    pub(crate) null: Value,
    pub(crate) dirty: DirtyFlags,
    pub(crate) hidden: bool,
    pub(crate) available: bool,
    /// Its view was removed from the page ([`FormState::detach`](crate::form::FormState::detach)):
    /// out of the data, the request data and validation until it renders again.
    pub(crate) detached: bool,
    /// `disable()` / `enable()`; wins over `disabled_option` when set.
    pub(crate) local_disabled: Option<bool>,
    pub(crate) disabled_option: bool,
    /// A group's items disabled or enabled at runtime.
    #[cfg(feature = "choice")]
    pub(crate) disabled_items: super::choice::DisabledItems,
    pub(crate) language: Option<String>,
    /// How many times `reset()` ran.
    pub(crate) resets: u64,
    pub(crate) warnings: RefCell<Vec<ElementWarning>>,
}

impl ElementState {
    /// Builds an element from its setup.
    ///
    /// `inherited_default` is the parent's or the form's `default[name]`; it wins over the
    /// element's own `default` (for a t-text or t-textarea only when truthy, as the
    /// reference's), which wins over the null value (see
    /// [`resolve_default`](super::resolve_default)). The initial value is the default. A multilingual element starts
    /// in its first language (the form switches it to the form's language). A default or
    /// `on_off` value nesting arrays and objects deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels in the form's data (built in
    /// Rust) is left out, as if not given ([`FormState::add_element`](crate::form::FormState::add_element)
    /// refuses it).
    pub fn new(mut setup: ElementSetup, inherited_default: Option<&Value>) -> Self {
        // A default or checkbox value nested deeper than JSON text may be (built in Rust) is
        // left out, as if not given: cloning it would overflow the stack.
        if setup.nests_too_deep() {
            setup.drop_values_flat();
        }
        let inherited_default = inherited_default
            .filter(|v| !crate::json_text::nests_too_deep(v, setup.data_levels_above()));
        let languages = setup.languages.as_deref();
        let null = setup.null_value();
        let default = super::choice::kind_default(&setup, inherited_default, &null);
        let language = languages.and_then(|l| l.first()).cloned();
        let path = match setup.parent_path.as_deref() {
            Some(parent) if !parent.is_empty() => format!("{parent}.{}", setup.name),
            _ => setup.name.clone(),
        };
        Self {
            disabled_option: setup.disabled,
            path,
            value: default.clone(),
            default,
            null,
            dirty: DirtyFlags::default(),
            hidden: false,
            available: true,
            detached: false,
            local_disabled: None,
            #[cfg(feature = "choice")]
            disabled_items: super::choice::DisabledItems::default(),
            language,
            resets: 0,
            warnings: RefCell::new(Vec::new()),
            setup,
        }
    }

    /// The setup this element was built from.
    pub fn setup(&self) -> &ElementSetup {
        &self.setup
    }

    /// The element kind.
    pub fn kind(&self) -> ElementKind {
        self.setup.kind
    }

    /// True when the element holds one value per language.
    pub fn is_multilingual(&self) -> bool {
        self.setup.languages.is_some()
    }

    /// The multilingual element's language codes (empty for a single-language element).
    pub fn languages(&self) -> &[String] {
        self.setup.languages.as_deref().unwrap_or(&[])
    }

    /// The element value (the whole `{lang: value}` object when multilingual).
    pub fn value(&self) -> &Value {
        &self.value
    }

    /// The current language's entry of a multilingual value (the editor's `model`), or the
    /// whole value of a single-language element. `null` when the entry is missing.
    pub fn model(&self) -> &Value {
        match (&self.language, self.is_multilingual()) {
            (Some(lang), true) => self.value.get(lang).unwrap_or(&Value::Null),
            (None, true) => &Value::Null,
            (_, false) => &self.value,
        }
    }

    /// The resolved default value.
    pub fn default_value(&self) -> &Value {
        &self.default
    }

    /// The null value: `null`, or `{lang: null, …}` when multilingual; a checkbox's or
    /// toggle's `falseValue`, a checkbox group's `[]` ([`ElementSetup::null_value`]).
    pub fn null_value(&self) -> &Value {
        &self.null
    }

    /// The element name.
    pub fn name(&self) -> &str {
        &self.setup.name
    }

    /// Dotted path of the element (`address.city`).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Dotted path of the element's data: the same as [`path`](Self::path). A group's
    /// child has its data path as its path (`x` for a child `x` of a group `grp`; see
    /// `schema::GroupSchema` with the `group` feature).
    pub fn data_path(&self) -> &str {
        &self.path
    }

    /// `{name: value}`; `{}` for an element without data (a static or a button).
    ///
    /// A container's (object, group, list) is its own composed value as is; what it
    /// contributes to the form's data (`forceNumbers`, unavailable and `submit: false`
    /// children, a group's pairs) is `FormState::data_of` / `available_data_of` /
    /// `request_data_of`, which the element handle answers.
    pub fn data(&self) -> Value {
        if !self.setup.kind.has_data() || self.detached {
            return Value::Object(Map::new());
        }
        let mut map = Map::new();
        map.insert(self.setup.name.clone(), self.data_value());
        Value::Object(map)
    }

    /// The value as the data holds it: `forceNumbers` applied.
    fn data_value(&self) -> Value {
        self.data_value_of(&self.value)
    }

    /// `value` (the element's, or an earlier one) as the data holds it: `forceNumbers`
    /// applied, so an old data and a new one compare alike.
    pub(crate) fn data_value_of(&self, value: &Value) -> Value {
        // Only the text family sets `force_numbers`: without it the conversion is not linked.
        #[cfg(feature = "text-family")]
        if self.setup.force_numbers {
            return crate::schema::force_number(value);
        }
        value.clone()
    }

    /// Like [`data`](Self::data), but `{}` when the element is unavailable.
    pub fn available_data(&self) -> Value {
        if self.available() {
            self.data()
        } else {
            Value::Object(Map::new())
        }
    }

    /// What the element submits: `{}` when unavailable or `submit` is false; otherwise
    /// `formatData(name, value)` when given, else `{name: value}`.
    ///
    /// `formatData` must return an object. If it does not, `{name: value}` is used and an
    /// [`ElementWarning::FormatDataNotObject`] is recorded (see
    /// [`warnings`](Self::warnings)); the reference would submit the non-object as is.
    pub fn request_data(&self) -> Value {
        if !self.submits() {
            return Value::Object(Map::new());
        }
        self.format_request(&self.data_value())
            .unwrap_or_else(|| self.data())
    }

    /// Whether the element contributes to the request data: available, `submit` on, and
    /// a kind that has data.
    pub(crate) fn submits(&self) -> bool {
        self.available() && self.setup.submit && self.setup.kind.has_data()
    }

    /// `formatData(name, value)` when the element has one and it returns an object; `None`
    /// without one, or (an [`ElementWarning::FormatDataNotObject`] recorded) when it returns
    /// something else. A container passes its value composed from its children's request
    /// data.
    pub(crate) fn format_request(&self, value: &Value) -> Option<Value> {
        let format = self.setup.format_data.as_ref()?;
        let formatted = format(&self.setup.name, value);
        if formatted.is_object() {
            return Some(formatted);
        }
        self.warn(ElementWarning::FormatDataNotObject {
            path: self.path.clone(),
            got: formatted,
        });
        None
    }

    /// Warnings recorded so far (each distinct warning once).
    pub fn warnings(&self) -> Vec<ElementWarning> {
        self.warnings
            .try_borrow()
            .map(|w| w.clone())
            .unwrap_or_default()
    }

    fn warn(&self, warning: ElementWarning) {
        let Ok(mut list) = self.warnings.try_borrow_mut() else {
            return;
        };
        if !list.contains(&warning) {
            list.push(warning);
        }
    }

    /// No value filled in: `null`, `""`, `[]` or `{}` (see
    /// [`is_empty_value`](super::is_empty_value)). Multilingual: the current language's
    /// entry is missing, `null` or `""`. A checkbox or toggle is empty while unchecked (its
    /// value not loosely `trueValue`, as the box is drawn; the reference has no `empty` for
    /// them).
    pub fn empty(&self) -> bool {
        if let Some((on, _)) =
            super::choice::on_off_of(&self.setup).filter(|_| cfg!(feature = "choice"))
        {
            !super::loosely_equal(&self.value, &on) || is_empty_value(&self.value)
        } else if self.is_multilingual() {
            matches!(self.model(), Value::Null) || self.model().as_str() == Some("")
        } else {
            is_empty_value(&self.value)
        }
    }

    /// The value deep-equals the default.
    pub fn is_default(&self) -> bool {
        json_equal(&self.value, &self.default)
    }

    /// The value has been modified (in any language) since creation, `clean()` or
    /// `reset()`.
    pub fn dirty(&self) -> bool {
        self.dirty.any()
    }

    /// Modified in this language. For a single-language element this is
    /// [`dirty`](Self::dirty).
    pub fn dirty_in(&self, language: &str) -> bool {
        self.dirty.in_language(language)
    }

    /// Hidden with `hide()`.
    pub fn hidden(&self) -> bool {
        self.hidden
    }

    /// Taken out of the form while its view is not on the page
    /// ([`FormState::detach`](crate::form::FormState::detach)).
    pub fn detached(&self) -> bool {
        self.detached
    }

    /// All conditions are fulfilled (as fed in with `set_available`) and the element is
    /// not detached (its view removed from the page).
    pub fn available(&self) -> bool {
        self.available && !self.detached
    }

    /// Shown: available and not hidden.
    pub fn visible(&self) -> bool {
        self.available() && !self.hidden
    }

    /// Disabled. `disable()` / `enable()` win over the `disabled` option (reference
    /// `useDisabled`), so `enable()` enables an element whose option says `disabled: true`.
    pub fn is_disabled(&self) -> bool {
        self.local_disabled.unwrap_or(self.disabled_option)
    }

    /// A checkbox or radio group's items disabled or enabled at runtime
    /// ([`disable_items`](Self::disable_items), [`enable_items`](Self::enable_items)).
    #[cfg(feature = "choice")]
    pub fn disabled_items(&self) -> &super::choice::DisabledItems {
        &self.disabled_items
    }

    /// The current language: the multilingual element's selected language, or the last
    /// language a single-language element was told about (`None` until then).
    pub fn language(&self) -> Option<&str> {
        self.language.as_deref()
    }
}
