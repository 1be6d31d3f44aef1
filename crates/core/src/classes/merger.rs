//! [`ClassMerger`]: a theme's class map merged with config, form, preset and element
//! class options.

use std::fmt;
use std::rc::Rc;

use serde_json::Value;

use super::computed::ComputedClasses;
use super::error::ClassError;
use super::node::{ClassMap, ClassNode};
use super::ops::{MergeKind, apply, dedup};
use crate::schema::Size;

/// What a class function sees when it is evaluated.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ClassContext {
    /// The component whose classes are computed.
    pub component: String,
    /// The element's view, if any.
    pub view: Option<String>,
    /// The element's size, if known.
    pub size: Option<Size>,
    /// Whether the element is disabled.
    pub disabled: bool,
    /// Anything else the caller wants to hand over (e.g. form data).
    pub extra: Value,
}

/// A class option given as a function (the reference's `addClasses: (form$) => ({…})`):
/// called with the [`ClassContext`], it returns the option's value.
pub type ClassFn = Rc<dyn Fn(&ClassContext) -> Value>;

/// Where a class option comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassLevel {
    /// The configuration (`form.config.js`).
    Config,
    /// The form's options.
    Form,
    /// The element's options.
    Element,
}

impl ClassLevel {
    fn name(self) -> &'static str {
        match self {
            ClassLevel::Config => "config",
            ClassLevel::Form => "form",
            ClassLevel::Element => "element",
        }
    }

    /// The option naming this level's presets.
    fn presets_key(self) -> &'static str {
        match self {
            ClassLevel::Config => "usePresets",
            ClassLevel::Form | ClassLevel::Element => "presets",
        }
    }
}

/// Merges class options into a theme's class map, the reference's `MergeClasses`.
///
/// For a component, the base is the theme's `<Component>_<view>` entry when a view is set
/// and the theme has one, else `<Component>`. Then three steps, each applying its presets
/// (config: `usePresets`; form and element: `presets`) and then its own plural options:
///
/// 1. config, 2. form, 3. element;
///
/// within each, the kinds in the order add, prepend, remove, replace, override
/// ([`MergeKind`]). Last come the element's locals `addClass`, `removeClass`,
/// `replaceClass`, `overrideClass`, for the element's own component only
/// ([`ClassMerger::with_component`]; by default derived from the element options' `type`,
/// `select` → `SelectElement`). A local given as a string or array applies to the main
/// class (the first key); an object is relative to the component (`{input: "x"}`); a
/// `replaceClass` object none of whose keys is a class key of the component is taken as
/// `{old: new}` for the main class.
///
/// Options given as functions ([`ClassMerger::with_function`]) are called once per
/// [`ClassMerger::classes_for`] with a [`ClassContext`] and their result merged like JSON.
/// Compute the classes once per options change and keep the [`ComputedClasses`]: nothing
/// here runs per keystroke. Options nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built in Rust: JSON text cannot
/// hold them) are left out, as if not given.
///
/// ```
/// use serde_json::json;
/// use yewform_core::classes::{ClassMap, ClassMerger};
/// let theme = ClassMap::from_value(&json!({
///     "SelectElement": {"container": "vf-text-type", "input": "vf-input vf-native-select"},
/// })).unwrap();
/// let classes = ClassMerger::new(&theme)
///     .with_config(&json!({"addClasses": {"SelectElement": {"input": "cfg"}}}))
///     .with_form(&json!({"replaceClasses": {"SelectElement": {"input": {"vf-input": ["my-input", "x"]}}}}))
///     .with_element(&json!({"type": "select", "addClass": "wide", "removeClass": {"input": "cfg"}}))
///     .classes_for("SelectElement");
/// assert_eq!(classes.get("container"), "vf-text-type wide");
/// assert_eq!(classes.get("input"), "my-input x vf-native-select");
/// ```
pub struct ClassMerger<'a> {
    theme: &'a ClassMap,
    presets: Value,
    config: Value,
    form: Value,
    element: Value,
    functions: Vec<(ClassLevel, String, ClassFn)>,
    view: Option<String>,
    component: Option<String>,
    context: ClassContext,
}

impl fmt::Debug for ClassMerger<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClassMerger")
            .field("config", &self.config)
            .field("form", &self.form)
            .field("element", &self.element)
            .field("functions", &self.functions.len())
            .field("view", &self.view)
            .field("component", &self.component)
            .finish_non_exhaustive()
    }
}

/// A copy of `value`, or `null` for one nesting arrays and objects deeper than
/// [`MAX_NESTING`](crate::json_text::MAX_NESTING) levels (built in Rust: JSON text cannot hold
/// one), which copying would overflow the stack on: the merger then has no such options.
fn within_depth(value: &Value) -> Value {
    if crate::json_text::nests_too_deep(value, 0) {
        Value::Null
    } else {
        value.clone()
    }
}

impl<'a> ClassMerger<'a> {
    /// A merger over `theme_map`, with no options yet.
    #[must_use]
    pub fn new(theme_map: &'a ClassMap) -> ClassMerger<'a> {
        ClassMerger {
            theme: theme_map,
            presets: Value::Null,
            config: Value::Null,
            form: Value::Null,
            element: Value::Null,
            functions: Vec::new(),
            view: None,
            component: None,
            context: ClassContext::default(),
        }
    }

    /// The configuration's options (`usePresets`, `addClasses`, …).
    #[must_use]
    pub fn with_config(mut self, config: &Value) -> Self {
        self.config = within_depth(config);
        self
    }

    /// The form's options (`presets`, `addClasses`, …).
    #[must_use]
    pub fn with_form(mut self, form: &Value) -> Self {
        self.form = within_depth(form);
        self
    }

    /// The element's options: `presets`, the plural keys, and the locals `addClass`,
    /// `removeClass`, `replaceClass`, `overrideClass`. When no component was set with
    /// [`ClassMerger::with_component`], the element's `type` names it.
    #[must_use]
    pub fn with_element(mut self, element: &Value) -> Self {
        self.element = within_depth(element);
        self
    }

    /// The presets map, name → preset (`{addClasses, removeClasses, …}`): the config's
    /// `presets` with the theme's merged in.
    #[must_use]
    pub fn with_presets(mut self, presets: &Value) -> Self {
        self.presets = within_depth(presets);
        self
    }

    /// A class option given as a function at `level` (`key` is a plural name like
    /// `addClasses`, or a local like `addClass` at [`ClassLevel::Element`]); it replaces a
    /// JSON value of the same key.
    #[must_use]
    pub fn with_function(mut self, level: ClassLevel, key: &str, function: ClassFn) -> Self {
        self.functions.push((level, key.to_owned(), function));
        self
    }

    /// The view: the theme's `<Component>_<view>` entry is preferred as the base.
    #[must_use]
    pub fn with_view(mut self, view: Option<&str>) -> Self {
        self.view = view.map(str::to_owned);
        self
    }

    /// The element's own component, which receives the locals (`addClass`, …).
    #[must_use]
    pub fn with_component(mut self, component: &str) -> Self {
        self.component = Some(component.to_owned());
        self
    }

    /// The context handed to class functions (its `component` is set per call).
    #[must_use]
    pub fn with_context(mut self, context: ClassContext) -> Self {
        self.context = context;
        self
    }

    /// The merged classes of `component`.
    #[must_use]
    pub fn classes_for(&self, component: &str) -> ComputedClasses {
        let mut context = self.context.clone();
        context.component = component.to_owned();
        if context.view.is_none() {
            context.view.clone_from(&self.view);
        }
        let mut node = self.base(component);
        let mut warnings = Vec::new();
        for level in [ClassLevel::Config, ClassLevel::Form, ClassLevel::Element] {
            self.apply_level(level, component, &context, &mut node, &mut warnings);
        }
        if self.own_component().as_deref() == Some(component) {
            self.apply_locals(component, &context, &mut node, &mut warnings);
        }
        ComputedClasses { node, warnings }
    }

    fn base(&self, component: &str) -> ClassNode {
        let by_view = self
            .view
            .as_ref()
            .and_then(|view| self.theme.get(&[component, "_", view].concat()));
        let node = by_view
            .or_else(|| self.theme.get(component))
            .cloned()
            .unwrap_or_default();
        dedup(node)
    }

    fn options(&self, level: ClassLevel) -> &Value {
        match level {
            ClassLevel::Config => &self.config,
            ClassLevel::Form => &self.form,
            ClassLevel::Element => &self.element,
        }
    }

    /// The value of option `key` at `level`: its function's result, or the JSON value.
    fn option(&self, level: ClassLevel, key: &str, context: &ClassContext) -> Option<Value> {
        if let Some((_, _, function)) = self
            .functions
            .iter()
            .rev()
            .find(|(l, k, _)| *l == level && k == key)
        {
            return Some(function(context));
        }
        self.options(level).get(key).cloned()
    }

    fn own_component(&self) -> Option<String> {
        if let Some(component) = &self.component {
            return Some(component.clone());
        }
        let kind = self.element.get("type")?.as_str()?;
        Some(component_name_for_type(kind))
    }

    fn apply_level(
        &self,
        level: ClassLevel,
        component: &str,
        context: &ClassContext,
        node: &mut ClassNode,
        warnings: &mut Vec<ClassError>,
    ) {
        let presets_key = level.presets_key();
        if let Some(names) = self.option(level, presets_key, context) {
            for (i, name) in preset_names(&names).into_iter().enumerate() {
                match self.presets.get(&name) {
                    Some(preset) => {
                        let path = ["presets.", &name].concat();
                        apply_plurals(preset, component, &path, node, warnings);
                    }
                    None => warnings.push(ClassError::UnknownPreset {
                        path: format!("{}.{presets_key}[{i}]", level.name()),
                        name,
                    }),
                }
            }
        }
        for kind in MergeKind::ALL {
            let key = kind.plural_key();
            if let Some(spec) = self.option(level, key, context) {
                if let Some(component_spec) = spec.get(component) {
                    let path = [level.name(), ".", key, ".", component].concat();
                    apply(kind, node, component_spec, &path, warnings);
                }
            }
        }
    }

    fn apply_locals(
        &self,
        component: &str,
        context: &ClassContext,
        node: &mut ClassNode,
        warnings: &mut Vec<ClassError>,
    ) {
        for kind in MergeKind::ALL {
            let Some(key) = kind.local_key() else {
                continue;
            };
            let Some(spec) = self.option(ClassLevel::Element, key, context) else {
                continue;
            };
            let path = ["element.", key].concat();
            let on_main = match &spec {
                Value::Null => continue,
                Value::String(_) | Value::Array(_) => true,
                Value::Object(map) => {
                    kind == MergeKind::Replace && !map.keys().any(|k| node.get(k).is_some())
                }
                _ => false,
            };
            if on_main {
                let Some(main) = node.first_key().map(str::to_owned) else {
                    warnings.push(ClassError::NoMainClass {
                        path,
                        component: component.to_owned(),
                    });
                    continue;
                };
                let mut wrapped = serde_json::Map::new();
                wrapped.insert(main, spec);
                apply(kind, node, &Value::Object(wrapped), &path, warnings);
            } else {
                apply(kind, node, &spec, &path, warnings);
            }
        }
    }
}

fn apply_plurals(
    preset: &Value,
    component: &str,
    path: &str,
    node: &mut ClassNode,
    warnings: &mut Vec<ClassError>,
) {
    for kind in MergeKind::ALL {
        let key = kind.plural_key();
        if let Some(spec) = preset.get(key).and_then(|s| s.get(component)) {
            let path = [path, ".", key, ".", component].concat();
            apply(kind, node, spec, &path, warnings);
        }
    }
}

fn preset_names(value: &Value) -> Vec<String> {
    match value {
        Value::String(name) => vec![name.clone()],
        Value::Array(names) => {
            let mut out = Vec::new();
            for name in names {
                if let Some(name) = name.as_str() {
                    out.push(name.to_owned());
                }
            }
            out
        }
        _ => Vec::new(),
    }
}

/// The component name of an element type: `select` → `SelectElement`, `t-editor` →
/// `TEditorElement`.
///
/// ```
/// use yewform_core::classes::component_name_for_type;
/// assert_eq!(component_name_for_type("t-editor"), "TEditorElement");
/// assert_eq!(component_name_for_type("select"), "SelectElement");
/// ```
#[must_use]
pub fn component_name_for_type(kind: &str) -> String {
    let mut out = String::with_capacity(kind.len() + 7);
    for part in kind.split(['-', '_']).filter(|p| !p.is_empty()) {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out.push_str("Element");
    out
}
