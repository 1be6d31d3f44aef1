//! The form configuration (the reference's `form.config.js`).

use serde_json::{Map, Value, json};

use super::endpoint::{DEFAULT_METHOD, Endpoint, default_endpoints};
use super::show_required::RequiredMark;
use super::validate_on::ValidateOnSet;
use crate::schema::{Choice, Size};

/// Form-level configuration with the reference's defaults (yewform's own endpoint URLs).
///
/// Build it with [`FormConfig::default`], [`FormConfig::from_value`] (the defaults merged
/// with a JSON object) or [`FormConfig::merge`]. JSON keys are the reference's camelCase
/// names (`fallbackLocale`, `floatPlaceholders`, `addClasses`, …).
#[derive(Debug, Clone, PartialEq)]
pub struct FormConfig {
    /// `endpoints`: name → endpoint (deep-merged).
    pub endpoints: Vec<(String, Endpoint)>,
    /// `languages`: code → display name, in order (default `{en: English}`; shallow-merged).
    pub languages: Vec<(String, String)>,
    /// `language`: the initially selected language (default `en`).
    pub language: String,
    /// `locale`: the locale of built-in strings; `None` uses `fallback_locale`.
    pub locale: Option<String>,
    /// `fallbackLocale` (default `en`).
    pub fallback_locale: String,
    /// `floatPlaceholders` (default `true`): placeholders become floating labels.
    pub float_placeholders: bool,
    /// `forceLabels` (default `false`): every element gets a label column.
    pub force_labels: bool,
    /// `columns` (default `{}`).
    pub columns: Value,
    /// `size` (default `md`).
    pub size: Size,
    /// `displayErrors` (default `true`): the form's, as the reference's form option: off, a
    /// failed submit's summary in the form's status region is not shown. Each field shows
    /// its errors whatever this says; an element's own `displayErrors: false` hides them.
    pub display_errors: bool,
    /// `validateOn` (default `change|step`).
    pub validate_on: ValidateOnSet,
    /// `messages`: rule name → message (default `{}`).
    pub messages: Value,
    /// `presets`: preset name → preset object (shallow-merged).
    pub presets: Vec<(String, Value)>,
    /// `usePresets`: presets applied to every form (default `[]`).
    pub use_presets: Vec<String>,
    /// `views`: component name → view name (shallow-merged).
    pub views: Vec<(String, String)>,
    /// `templates`: template name → replacement (default `{}`).
    pub templates: Value,
    /// `addClasses` (default `{}`; shallow-merged by component name).
    pub add_classes: Value,
    /// `prependClasses` (default `{}`; shallow-merged by component name): classes put before
    /// the theme's.
    pub prepend_classes: Value,
    /// `removeClasses` (default `{}`; shallow-merged by component name).
    pub remove_classes: Value,
    /// `replaceClasses` (default `{}`; shallow-merged by component name).
    pub replace_classes: Value,
    /// `overrideClasses` (default `{}`; shallow-merged by component name).
    pub override_classes: Value,
    /// `breakpoints` (default `sm, md, lg, xl, 2xl`). Read and kept for the reference's
    /// shape, but the breakpoints are fixed: `columns` accepts `default`, `xs` (the base,
    /// the same as `default`), `sm`, `md`, `lg`, `xl` and `2xl`
    /// ([`crate::layout::BREAKPOINTS`]) whatever this lists, and the theme's CSS has the
    /// widths of those.
    pub breakpoints: Vec<String>,
    /// `strictConditions` (default `false`): `<`, `<=`, `>=` fail on empty values.
    pub strict_conditions: bool,
    /// `showRequired` (default `[]`): where a required element shows its `*` (`label`,
    /// `placeholder`, `floating`); replaced, not merged.
    pub show_required: Vec<RequiredMark>,
    /// `orderFrom` (default `1`): the position a list's `storeOrder` field gives its first
    /// item (`0` for a back end counting from 0): `index + orderFrom`, or with `order:
    /// "DESC"` `length − index − 1 + orderFrom` (the last item gets `orderFrom`).
    pub order_from: i64,
}

/// The default `breakpoints`.
static BREAKPOINTS: [&str; 5] = ["sm", "md", "lg", "xl", "2xl"];

impl Default for FormConfig {
    fn default() -> Self {
        Self {
            endpoints: default_endpoints(),
            languages: vec![("en".into(), "English".into())],
            language: "en".into(),
            locale: None,
            fallback_locale: "en".into(),
            float_placeholders: true,
            force_labels: false,
            columns: crate::json_text::empty_object(),
            size: Size::Md,
            display_errors: true,
            validate_on: ValidateOnSet::default(),
            messages: crate::json_text::empty_object(),
            presets: Vec::new(),
            use_presets: Vec::new(),
            views: Vec::new(),
            templates: crate::json_text::empty_object(),
            add_classes: crate::json_text::empty_object(),
            prepend_classes: crate::json_text::empty_object(),
            remove_classes: crate::json_text::empty_object(),
            replace_classes: crate::json_text::empty_object(),
            override_classes: crate::json_text::empty_object(),
            breakpoints: BREAKPOINTS.iter().map(|b| b.to_string()).collect(),
            strict_conditions: false,
            show_required: Vec::new(),
            order_from: 1,
        }
    }
}

impl FormConfig {
    /// The endpoint named `name_or_url`, or, when no endpoint has that name, the string
    /// itself as a URL with method `post`.
    ///
    /// Difference from the reference: when an editor's `endpoint` names a config endpoint,
    /// Vueform returns the whole endpoint object as both URL and method; yewform returns the
    /// named endpoint's URL and method.
    ///
    /// ```
    /// use yewform_core::config::{Endpoint, FormConfig};
    /// let config = FormConfig::default();
    /// assert_eq!(config.endpoint("attachment"), Endpoint::new("/yewform/editor/attachment", "post"));
    /// assert_eq!(config.endpoint("/upload"), Endpoint::new("/upload", "post"));
    /// ```
    #[must_use]
    pub fn endpoint(&self, name_or_url: &str) -> Endpoint {
        self.named_endpoint(name_or_url)
            .cloned()
            .unwrap_or_else(|| Endpoint::new(name_or_url, DEFAULT_METHOD))
    }

    /// The endpoint named `name`, if any.
    #[must_use]
    pub fn named_endpoint(&self, name: &str) -> Option<&Endpoint> {
        self.endpoints
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, e)| e)
    }

    /// The locale for built-in strings: `locale`, else `fallback_locale`.
    #[must_use]
    pub fn effective_locale(&self) -> &str {
        self.locale.as_deref().unwrap_or(&self.fallback_locale)
    }

    /// Whether a required element shows its mark at `place` (`showRequired` lists it).
    #[must_use]
    pub fn shows_required(&self, place: RequiredMark) -> bool {
        self.show_required.contains(&place)
    }

    /// `text` with the required mark `*` appended when the element is `required` and
    /// `showRequired` lists `place` (the reference's `Placeholder` and floating label).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::config::{FormConfig, RequiredMark};
    /// let config = FormConfig::from_value(&json!({"showRequired": ["placeholder"]})).unwrap();
    /// assert_eq!(config.mark_required("Size", RequiredMark::Placeholder, true), "Size*");
    /// assert_eq!(config.mark_required("Size", RequiredMark::Floating, true), "Size");
    /// ```
    #[must_use]
    pub fn mark_required(&self, text: &str, place: RequiredMark, required: bool) -> String {
        if required && self.shows_required(place) {
            format!("{text}*")
        } else {
            text.to_string()
        }
    }

    /// The full JSON form of the config (every key), readable by [`FormConfig::from_value`].
    #[must_use]
    pub fn to_value(&self) -> Value {
        let s = |v: &str| Value::String(v.to_string());
        let endpoints: Map<String, Value> = self
            .endpoints
            .iter()
            .map(|(name, e)| (name.clone(), json!({"url": e.url, "method": e.method})))
            .collect();
        let languages: Map<String, Value> = self
            .languages
            .iter()
            .map(|(k, v)| (k.clone(), s(v)))
            .collect();
        let presets: Map<String, Value> = self
            .presets
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let views: Map<String, Value> = self.views.iter().map(|(k, v)| (k.clone(), s(v))).collect();
        json!({
            "endpoints": endpoints,
            "languages": languages,
            "language": self.language,
            "locale": self.locale,
            "fallbackLocale": self.fallback_locale,
            "floatPlaceholders": self.float_placeholders,
            "forceLabels": self.force_labels,
            "columns": self.columns,
            "size": self.size.as_str(),
            "displayErrors": self.display_errors,
            "validateOn": self.validate_on.to_string(),
            "messages": self.messages,
            "presets": presets,
            "usePresets": self.use_presets,
            "views": views,
            "templates": self.templates,
            "addClasses": self.add_classes,
            "prependClasses": self.prepend_classes,
            "removeClasses": self.remove_classes,
            "replaceClasses": self.replace_classes,
            "overrideClasses": self.override_classes,
            "breakpoints": self.breakpoints,
            "strictConditions": self.strict_conditions,
            "showRequired": crate::schema::read::choices_value(&self.show_required),
            "orderFrom": self.order_from,
        })
    }
}
