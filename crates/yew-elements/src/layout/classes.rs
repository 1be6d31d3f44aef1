//! Classes of the views: the theme's class map merged with the config's, the form's and the
//! element's class options (`addClasses`, `removeClass`, …) by the core `ClassMerger`.

use std::rc::Rc;
use yewform_core::classes::{
    ClassContext, ClassFn, ClassLevel, ClassMap, ClassMerger, ComputedClasses,
    component_name_for_type,
};
use yewform_core::form::FormState;
use yewform_core::layout::{Presentation, column_classes, yf_column_class};
use yewform_core::schema::Size;

use yewform_core::Value;
use yewform_core::schema::{Choice, CommonOptions};

/// The default theme's class map, parsed (from the map the themes share per thread, not a
/// fresh copy).
pub fn default_theme() -> ClassMap {
    ClassMap::from_value(&yewform_themes::Theme::new(yewform_themes::ThemeKind::Light).class_map)
        .unwrap_or_default()
}

/// A class option given as a Rust function at a level (`addClasses` of the form, …): the
/// reference's `addClasses: (form$) => ({…})`.
///
/// ```
/// use serde_json::json;
/// use yewform_elements::layout::classes::ClassFunction;
/// // Every element of the form: large inputs get a wider class.
/// let all = ClassFunction::form("addClasses", |ctx| {
///     json!({"SelectElement": {"input": if ctx.size.map(|s| s.to_string()).as_deref() == Some("lg") { "wide" } else { "" }}})
/// });
/// // One element only: its own component's main class (the reference's element `addClass`).
/// let one = ClassFunction::element("country", "addClass", |ctx| json!(format!("{}-x", ctx.component)));
/// assert_eq!(one.element.as_deref(), Some("country"));
/// assert!(all.element.is_none());
/// ```
#[derive(Clone)]
pub struct ClassFunction {
    /// The level: [`ClassLevel::Config`], [`ClassLevel::Form`] (every element of the form) or
    /// [`ClassLevel::Element`] (the element named by [`ClassFunction::element`]).
    pub level: ClassLevel,
    /// The option: `addClasses`, `removeClasses`, `replaceClasses`, `overrideClasses`, …
    /// and, for one element, also the locals `addClass`, `removeClass`, `replaceClass`,
    /// `overrideClass`.
    pub key: String,
    /// Returns the option's value (the same shape as in JSON) for the context.
    pub function: ClassFn,
    /// The path of the one element it applies to, for [`ClassLevel::Element`]; an
    /// element-level function without a path applies to every element.
    pub element: Option<String>,
}

impl ClassFunction {
    fn new(
        level: ClassLevel,
        key: &str,
        element: Option<String>,
        function: impl Fn(&ClassContext) -> Value + 'static,
    ) -> Self {
        ClassFunction {
            level,
            key: key.to_owned(),
            function: Rc::new(function),
            element,
        }
    }

    /// A config-level option (`addClasses`, …) as a function.
    pub fn config(key: &str, function: impl Fn(&ClassContext) -> Value + 'static) -> Self {
        Self::new(ClassLevel::Config, key, None, function)
    }

    /// A form-level option (`addClasses`, …) as a function: applies to every element.
    pub fn form(key: &str, function: impl Fn(&ClassContext) -> Value + 'static) -> Self {
        Self::new(ClassLevel::Form, key, None, function)
    }

    /// An option of the element at `path` as a function: a plural key (`addClasses`, …)
    /// or a local (`addClass`, `removeClass`, `replaceClass`, `overrideClass`). It replaces
    /// the element's JSON value of the same key.
    pub fn element(
        path: &str,
        key: &str,
        function: impl Fn(&ClassContext) -> Value + 'static,
    ) -> Self {
        Self::new(ClassLevel::Element, key, Some(path.to_owned()), function)
    }

    fn applies_to(&self, path: Option<&str>) -> bool {
        match (&self.element, path) {
            (None, _) => true,
            (Some(own), Some(path)) => own == path,
            (Some(_), None) => false,
        }
    }
}

impl PartialEq for ClassFunction {
    fn eq(&self, other: &Self) -> bool {
        self.level == other.level
            && self.key == other.key
            && self.element == other.element
            && std::rc::Rc::ptr_eq(&self.function, &other.function)
    }
}

impl std::fmt::Debug for ClassFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClassFunction")
            .field("level", &self.level)
            .field("key", &self.key)
            .field("element", &self.element)
            .finish_non_exhaustive()
    }
}

/// What classes start from: the theme's class map and the form's class functions.
#[derive(Debug, Default)]
pub struct Styling {
    /// The theme's class map (with a `ThemeProvider`'s overrides).
    pub class_map: ClassMap,
    /// Class options given as functions.
    pub functions: Vec<ClassFunction>,
}

/// A merger over the theme with the class functions that apply to the element at `path`
/// (`None`: a form-level component).
fn merger<'a>(styling: &'a Styling, path: Option<&str>) -> ClassMerger<'a> {
    let mut merger = ClassMerger::new(&styling.class_map);
    for f in &styling.functions {
        if f.applies_to(path) {
            merger = merger.with_function(f.level, &f.key, f.function.clone());
        }
    }
    merger
}

/// The merged classes of a form-level component (`Form`) with the config's class options.
pub fn component(theme: &Styling, state: &FormState, component: &str) -> ComputedClasses {
    let config = config_class_options(state.config());
    merger(theme, None)
        .with_config(&config)
        .classes_for(component)
}

/// The config's options the merger reads (`presets`, `usePresets` and the plural class
/// options), with the same values as in `FormConfig::to_value`, which is not built for this:
/// it serialises every key of the config, on every render of every element.
fn config_class_options(config: &yewform_core::config::FormConfig) -> Value {
    object([
        (
            "presets",
            Value::Object({
                let mut presets = serde_json::Map::new();
                for (name, preset) in &config.presets {
                    presets.insert(name.clone(), preset.clone());
                }
                presets
            }),
        ),
        ("usePresets", strings(&config.use_presets)),
        ("addClasses", config.add_classes.clone()),
        ("prependClasses", config.prepend_classes.clone()),
        ("removeClasses", config.remove_classes.clone()),
        ("replaceClasses", config.replace_classes.clone()),
        ("overrideClasses", config.override_classes.clone()),
    ])
}

/// The class options of an element (`addClasses` … `overrideClass`, `presets`, `view`), as the
/// merger reads them: only these, so large `items` are never serialised for classes.
fn class_options(type_name: &str, c: &CommonOptions) -> Value {
    object([
        ("type", Value::from(type_name)),
        ("presets", strings(&c.presets)),
        ("view", c.view.clone().map_or(Value::Null, Value::String)),
        ("views", c.views.clone()),
        ("addClasses", c.add_classes.clone()),
        ("addClass", c.add_class.clone()),
        ("prependClasses", c.prepend_classes.clone()),
        ("removeClasses", c.remove_classes.clone()),
        ("removeClass", c.remove_class.clone()),
        ("replaceClasses", c.replace_classes.clone()),
        ("replaceClass", c.replace_class.clone()),
        ("overrideClasses", c.override_classes.clone()),
        ("overrideClass", c.override_class.clone()),
    ])
}

/// A JSON object of `pairs` in their order (what `json!` builds, without a serialisation per
/// key: docs/size.md).
fn object<const N: usize>(pairs: [(&str, Value); N]) -> Value {
    let mut map = serde_json::Map::new();
    for (k, v) in pairs {
        map.insert(k.to_string(), v);
    }
    Value::Object(map)
}

/// A JSON array of strings.
fn strings(list: &[String]) -> Value {
    let mut out = Vec::with_capacity(list.len());
    for s in list {
        out.push(Value::String(s.clone()));
    }
    Value::Array(out)
}

/// Computes the classes of the components of one element, reading its options once.
struct ElementClasses<'a> {
    theme: &'a Styling,
    path: Option<&'a str>,
    config: Value,
    options: Value,
    presentation: Presentation,
    disabled: bool,
    own: String,
}

impl<'a> ElementClasses<'a> {
    fn new(
        theme: &'a Styling,
        state: &FormState,
        path: Option<&'a str>,
        type_name: &str,
        common: &CommonOptions,
    ) -> Self {
        let own = component_name_for_type(type_name);
        // A container's size and view reach its children (unless they set their own).
        let parent = path.and_then(|p| state.parent_presentation(p));
        let presentation =
            Presentation::resolve_within(state.config(), common, &own, parent.as_ref());
        ElementClasses {
            theme,
            path,
            config: config_class_options(state.config()),
            options: class_options(type_name, common),
            presentation,
            disabled: path.is_some_and(|p| state.is_disabled(p)),
            own,
        }
    }

    fn of(&self, component: &str) -> ComputedClasses {
        let view = if component == self.own {
            self.presentation.view.clone()
        } else {
            self.presentation.view_of(component)
        };
        merger(self.theme, self.path)
            .with_config(&self.config)
            .with_presets(self.config.get("presets").unwrap_or(&Value::Null))
            .with_element(&self.options)
            .with_component(&self.own)
            .with_context(ClassContext {
                component: component.to_owned(),
                view: view.clone(),
                size: Some(self.presentation.size),
                disabled: self.disabled,
                extra: Value::Null,
            })
            .with_view(view.as_deref())
            .classes_for(component)
    }
}

/// Classes of the layout and of the element's own component, computed once per options
/// change (the select and the editor share it).
#[derive(PartialEq)]
pub struct ElementLook {
    /// Layout class strings by key (what `ElementLayout` takes), plus
    /// `template:<Component>` → the name of the form template replacing that part.
    pub layout: Rc<Vec<(&'static str, String)>>,
    /// The element's own component (`SelectElement`, `TEditorElement`).
    pub own: ComputedClasses,
    /// The effective size (element, its presets, the form's presets, the config).
    pub size: Size,
    /// The view of the element's own component.
    pub view: Option<String>,
    /// The class options and presets that could not be applied (unknown presets, badly
    /// shaped preset values, class options of the wrong shape), each once; logged to the
    /// console in debug builds when the look is computed.
    pub warnings: Vec<String>,
}

/// The layout parts a template can replace, with their `ElementLayout` look keys.
pub const TEMPLATE_PARTS: [(&str, &str); 5] = [
    ("ElementLabel", "template:ElementLabel"),
    ("ElementInfo", "template:ElementInfo"),
    ("ElementDescription", "template:ElementDescription"),
    ("ElementError", "template:ElementError"),
    ("ElementText", "template:ElementText"),
];

/// The classes of the element at `path` of type `type_name` (`select`, `t-editor`), merged
/// from the theme, every class option and the class functions given for this element; with
/// its size, view and templates after the presets. Only the common options are read: a
/// select's items are never touched for its classes.
pub fn element_look_of(
    theme: &Styling,
    s: &FormState,
    path: &str,
    type_name: &str,
    common: &CommonOptions,
    has_label: bool,
    has_error: bool,
) -> ElementLook {
    look(
        theme,
        s,
        Some(path),
        type_name,
        common,
        has_label,
        has_error,
    )
}

fn look(
    theme: &Styling,
    s: &FormState,
    path: Option<&str>,
    type_name: &str,
    common: &CommonOptions,
    has_label: bool,
    has_error: bool,
) -> ElementLook {
    let classes = ElementClasses::new(theme, s, path, type_name, common);
    let get = |component: &str| classes.of(component);
    let layout = get("ElementLayout");
    let label = get("ElementLabel");
    let info = get("ElementInfo");
    let presentation = &classes.presentation;
    let columns = column_classes(&presentation.columns, has_label, &yf_column_class);
    let size = presentation.size.as_str();
    let own = get(&classes.own);
    let (description, error) = (get("ElementDescription"), get("ElementError"));
    let (message, text) = (get("ElementMessage"), get("ElementText"));
    let mut warnings = presentation.warnings.clone();
    for computed in [
        &layout,
        &label,
        &info,
        &own,
        &description,
        &error,
        &message,
        &text,
    ] {
        for warning in computed.warnings() {
            let warning = warning.to_string();
            if !warnings.contains(&warning) {
                warnings.push(warning);
            }
        }
    }
    #[cfg(debug_assertions)]
    for warning in &warnings {
        crate::form::handle::warn(&[path.unwrap_or(type_name), ": ", warning].concat());
    }
    let join = |parts: &[String]| {
        let mut out = String::new();
        for p in parts.iter().filter(|p| !p.is_empty()) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(p);
        }
        out
    };
    let position = ["content_", common.info_position.as_str()].concat();
    let mut parts = vec![
        (
            "container",
            join(&[
                layout.get("container"),
                layout.get(&["container_", size].concat()),
                columns.container.join(" "),
                own.get("container"),
                if has_error {
                    layout.get("container_error")
                } else {
                    String::new()
                },
            ]),
        ),
        // Added by `ElementLayout` while an error shows, so that an element's look does not
        // change (and is not computed again) when its error comes or goes.
        ("container_error", layout.get("container_error")),
        ("label_column", columns.label.join(" ")),
        ("label", label.get("container")),
        ("required", label.get("required")),
        (
            "floating",
            join(&[label.get("floating"), label.get("floating_visible")]),
        ),
        ("info", info.get("container")),
        ("info_trigger", info.get("wrapper")),
        (
            "info_content",
            join(&[info.get("content"), info.get(&position)]),
        ),
        ("description", description.get("container")),
        ("error", error.get("container")),
        ("message", message.get("container")),
        ("text", text.get("container")),
        (
            "innerContainer",
            join(&[
                layout.get("innerContainer"),
                columns.inner_container.join(" "),
            ]),
        ),
        ("outerWrapper", layout.get("outerWrapper")),
        ("innerWrapperBefore", layout.get("innerWrapperBefore")),
        (
            "innerWrapper",
            join(&[layout.get("innerWrapper"), columns.wrapper.join(" ")]),
        ),
        ("innerWrapperAfter", layout.get("innerWrapperAfter")),
        ("inline", layout.get("inline")),
    ];
    for (component, key) in TEMPLATE_PARTS {
        if let Some(name) = presentation.template_for(component) {
            parts.push((key, name));
        }
    }
    ElementLook {
        layout: Rc::new(parts),
        own,
        size: presentation.size,
        view: presentation.view.clone(),
        warnings,
    }
}
