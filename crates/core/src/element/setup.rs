//! [`ElementSetup`]: what an element is built from (a schema entry or inline props).

use std::fmt;
use std::rc::Rc;

use crate::Value;

/// `formatData(name, value)`: turns the element's value into its request data object.
///
/// The result should be an object (usually `{name: transformed}`); anything else is ignored
/// with an [`ElementWarning`](super::ElementWarning).
pub type FormatData = Rc<dyn Fn(&str, &Value) -> Value>;

/// `formatLoad(value)`: transforms a value passed to `load(value, true)` before it is set.
pub type FormatLoad = Rc<dyn Fn(&Value) -> Value>;

/// Which element an [`ElementSetup`] describes; it decides the default's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ElementKind {
    /// `SelectElement` (`type: 'select'`).
    #[default]
    Select,
    /// `TEditorElement` (`type: 't-editor'`): plain-text defaults are wrapped in a `<div>`.
    TEditor,
    /// `StaticElement` (`type: 'static'`): no data ([`has_data`](Self::has_data)).
    Static,
    /// `ButtonElement` (`type: 'button'`): no data ([`has_data`](Self::has_data)).
    Button,
    /// `CheckboxElement` (`type: 'checkbox'`): the null value is `falseValue`
    /// ([`ElementSetup::on_off`]).
    Checkbox,
    /// `ToggleElement` (`type: 'toggle'`): the null value is `falseValue`; a default that
    /// is neither value but reads as on or off (`1`, `"on"`, `0`, `"off"`, …) becomes one.
    Toggle,
    /// `RadioElement` (`type: 'radio'`): the null value is `null`.
    Radio,
    /// `CheckboxgroupElement` (`type: 'checkboxgroup'`): the null value is `[]`.
    Checkboxgroup,
    /// `RadiogroupElement` (`type: 'radiogroup'`): the null value is `null`.
    Radiogroup,
    /// `TextElement`, `TextareaElement` (`type: 'text'`, `'textarea'`, `'t-text'`,
    /// `'t-textarea'`; `'hidden'` is [`Hidden`](Self::Hidden)): the value is taken as it is; a plain-object default is a locale map
    /// (resolved by [`ElementSetup::from_schema`]). Only with one of the features `text`,
    /// `textarea`, `hidden`.
    #[cfg(feature = "text-family")]
    Text,
    /// `HiddenElement` (`type: 'hidden'`): as [`Text`](Self::Text), with no disabled state
    /// ([`no_disabled_state`](Self::no_disabled_state)): its input is always posted.
    #[cfg(feature = "text-family")]
    Hidden,
    /// `ObjectElement` (`type: 'object'`): a container; its value is the object of its
    /// children's values, kept by the form (`FormState`). Null value `{}`.
    #[cfg(feature = "nested")]
    Object,
    /// `GroupElement` (`type: 'group'`): a container whose children's data flatten into
    /// the parent's; its value is the object of its children's pairs. Null value `{}`.
    #[cfg(feature = "group")]
    Group,
    /// `ListElement` (`type: 'list'`): repeated items; its value is the array of the
    /// items' values. Null value `[]`.
    #[cfg(feature = "list")]
    List,
    /// `MultiselectElement` and `TagsElement` (`type: 'multiselect'`, `'tags'`): the value
    /// is a list (the null value `[]`); a value entering it that is not a list becomes one
    /// (`null` → `[]`, `"de"` → `["de"]`) and a repeated item is dropped
    /// ([`entered_value`](super::entered_value)). Only with the core's `multiselect` or
    /// `tags` feature.
    #[cfg(feature = "multi")]
    Multi,
}

/// Everything an [`ElementState`](super::ElementState) is built from.
///
/// Fields are public so a schema entry can be converted field by field; the `with_*`
/// methods make inline construction read well:
///
/// ```
/// use yewform_core::element::{ElementKind, ElementSetup};
///
/// let setup = ElementSetup::new("bio")
///     .with_kind(ElementKind::TEditor)
///     .with_languages(vec!["en".into(), "de".into()])
///     .with_parent_path("profile");
/// assert_eq!(setup.name, "bio");
/// assert!(setup.submit);
/// ```
#[derive(Clone)]
pub struct ElementSetup {
    /// Element name: the key of its data and the last segment of its path.
    pub name: String,
    /// Dotted path of the parent container (`address` for `address.city`), if any.
    pub parent_path: Option<String>,
    /// The element's own `default` option (a parent or form default wins over it).
    pub default: Option<Value>,
    /// `submit` option: when false the element is left out of request data. Default true.
    pub submit: bool,
    /// The static `disabled` option. Functions and conditions are evaluated elsewhere and
    /// fed in with `ElementState::set_disabled_option`.
    pub disabled: bool,
    /// `Some(codes)` makes the element multilingual (one value per language code).
    pub languages: Option<Vec<String>>,
    /// `formatData` option.
    pub format_data: Option<FormatData>,
    /// `formatLoad` option.
    pub format_load: Option<FormatLoad>,
    /// Which element this is.
    pub kind: ElementKind,
    /// `(trueValue, falseValue)` of a checkbox or toggle: `falseValue` is its null value,
    /// `required` fails on it and `accepted` passes only on `trueValue`. `None` reads as
    /// `(true, false)` for those kinds and is ignored by the others.
    pub on_off: Option<(Value, Value)>,
    /// `forceNumbers` (text, hidden): numeric text goes into the data as a number
    /// ([`force_number`](crate::schema::force_number)), which conditions and expressions
    /// read too; the value keeps the text.
    pub force_numbers: bool,
    /// A multiselect's or tags element's `valueProp` with `object: true`: the items of its
    /// list value are told apart by that property, so one option never enters twice
    /// ([`list_value_by`](crate::combobox::multi::list_value_by)). `None`: compared whole.
    /// Only with the core's `multiselect` or `tags` feature.
    #[cfg(feature = "multi")]
    pub list_value_prop: Option<String>,
}

impl ElementSetup {
    /// The arrays and objects around this element's value in the form's data: the data
    /// object and one per segment of its parent's path (an object, or a list and its item).
    pub(crate) fn data_levels_above(&self) -> usize {
        1 + self
            .parent_path
            .as_deref()
            .map_or(0, |p| p.split('.').filter(|s| !s.is_empty()).count())
    }

    /// Whether the `default` or the checkbox values nest deeper than
    /// [`MAX_NESTING`](crate::json_text::MAX_NESTING) at this element's place in the data.
    pub(crate) fn nests_too_deep(&self) -> bool {
        let above = self.data_levels_above();
        let deep = |v: &Value| crate::json_text::nests_too_deep(v, above);
        self.default.as_ref().is_some_and(deep)
            || self
                .on_off
                .as_ref()
                .is_some_and(|(on, off)| deep(on) || deep(off))
    }

    /// Drops the `default` and the checkbox values without recursion (a setup
    /// [`nests_too_deep`](Self::nests_too_deep)).
    pub(crate) fn drop_values_flat(&mut self) {
        if let Some(default) = self.default.take() {
            crate::json_text::drop_flat(default);
        }
        if let Some((on, off)) = self.on_off.take() {
            crate::json_text::drop_flat(on);
            crate::json_text::drop_flat(off);
        }
    }

    /// A setup with the spec's defaults: no parent, no default, `submit: true`, enabled,
    /// single-language, no formatters, a select.
    pub fn new(name: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            parent_path: None,
            default: None,
            submit: true,
            disabled: false,
            languages: None,
            format_data: None,
            format_load: None,
            kind: ElementKind::Select,
            on_off: None,
            force_numbers: false,
            #[cfg(feature = "multi")]
            list_value_prop: None,
        }
    }

    /// Sets the dotted path of the parent container.
    pub fn with_parent_path(mut self, parent_path: impl Into<String>) -> Self {
        self.parent_path = Some(parent_path.into());
        self
    }

    /// Sets the element's `default` option.
    pub fn with_default(mut self, default: Value) -> Self {
        self.default = Some(default);
        self
    }

    /// Sets the `submit` option.
    pub fn with_submit(mut self, submit: bool) -> Self {
        self.submit = submit;
        self
    }

    /// Sets the static `disabled` option.
    pub fn with_disabled(mut self, disabled: bool) -> Self {
        self.disabled = disabled;
        self
    }

    /// Makes the element multilingual with these language codes.
    pub fn with_languages(mut self, languages: Vec<String>) -> Self {
        self.languages = Some(languages);
        self
    }

    /// Sets the `formatData` option.
    pub fn with_format_data(mut self, f: impl Fn(&str, &Value) -> Value + 'static) -> Self {
        self.format_data = Some(Rc::new(f));
        self
    }

    /// Sets the `formatLoad` option.
    pub fn with_format_load(mut self, f: impl Fn(&Value) -> Value + 'static) -> Self {
        self.format_load = Some(Rc::new(f));
        self
    }

    /// Sets `forceNumbers`: numeric text goes into the data as a number.
    pub fn with_force_numbers(mut self, force_numbers: bool) -> Self {
        self.force_numbers = force_numbers;
        self
    }

    /// Sets the element kind.
    pub fn with_kind(mut self, kind: ElementKind) -> Self {
        self.kind = kind;
        self
    }

    /// Sets the property the items of a list value are told apart by
    /// ([`ElementSetup::list_value_prop`]).
    #[cfg(feature = "multi")]
    #[must_use]
    pub fn with_list_value_prop(mut self, prop: Option<String>) -> Self {
        self.list_value_prop = prop;
        self
    }

    /// Sets a checkbox's or toggle's `trueValue` and `falseValue` ([`ElementSetup::on_off`]).
    pub fn with_on_off(mut self, on: Value, off: Value) -> Self {
        self.on_off = Some((on, off));
        self
    }

    /// The element's null value (what `clear()` sets, and the value without a default):
    /// `falseValue` for a checkbox or toggle, `[]` for a checkbox group (with their cargo
    /// features), `{lang: null, …}` for a multilingual element, else `null`.
    ///
    /// ```
    /// # #[cfg(feature = "checkbox")] {
    /// use serde_json::json;
    /// use yewform_core::element::{ElementKind, ElementSetup};
    /// let terms = ElementSetup::new("terms").with_kind(ElementKind::Checkbox).with_on_off(json!("yes"), json!("no"));
    /// assert_eq!(terms.null_value(), json!("no"));
    /// assert_eq!(ElementSetup::new("tags").with_kind(ElementKind::Checkboxgroup).null_value(), json!([]));
    /// # }
    /// ```
    #[must_use]
    pub fn null_value(&self) -> Value {
        match self.kind {
            #[cfg(feature = "choice")]
            ElementKind::Checkbox | ElementKind::Toggle => self
                .on_off
                .as_ref()
                .map_or(Value::Bool(false), |(_, off)| off.clone()),
            #[cfg(feature = "choice")]
            ElementKind::Checkboxgroup => Value::Array(Vec::new()),
            #[cfg(feature = "list")]
            ElementKind::List => Value::Array(Vec::new()),
            #[cfg(feature = "nested")]
            ElementKind::Object => Value::Object(serde_json::Map::new()),
            #[cfg(feature = "group")]
            ElementKind::Group => Value::Object(serde_json::Map::new()),
            #[cfg(feature = "multi")]
            ElementKind::Multi => Value::Array(Vec::new()),
            _ => super::defaults::null_value(self.languages.as_deref()),
        }
    }
}

impl fmt::Debug for ElementSetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("ElementSetup");
        d.field("name", &self.name)
            .field("parent_path", &self.parent_path)
            .field("default", &self.default)
            .field("submit", &self.submit)
            .field("disabled", &self.disabled)
            .field("languages", &self.languages)
            .field(
                "format_data",
                &self.format_data.as_ref().map(|_| "Fn(&str, &Value)"),
            )
            .field(
                "format_load",
                &self.format_load.as_ref().map(|_| "Fn(&Value)"),
            )
            .field("kind", &self.kind)
            .field("on_off", &self.on_off)
            .field("force_numbers", &self.force_numbers);
        #[cfg(feature = "multi")]
        d.field("list_value_prop", &self.list_value_prop);
        d.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_has_spec_defaults() {
        let s = ElementSetup::new("a");
        assert_eq!(s.name, "a");
        assert!(s.submit);
        assert!(!s.disabled);
        assert!(s.parent_path.is_none() && s.default.is_none() && s.languages.is_none());
        assert_eq!(s.kind, ElementKind::Select);
    }

    #[test]
    fn debug_names_closures_without_calling_them() {
        let s = ElementSetup::new("a").with_format_load(|v| v.clone());
        let text = format!("{s:?}");
        assert!(text.contains("format_load: Some(\"Fn(&Value)\")"), "{text}");
        assert!(text.contains("format_data: None"), "{text}");
    }
}
