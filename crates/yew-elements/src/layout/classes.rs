//! Classes of the views: the theme's class map merged with the config's, the form's and the
//! element's class options (`addClasses`, `removeClass`, …) by the core `ClassMerger`.

use yewform_core::classes::{ClassFn, ClassLevel, ClassMap, ClassMerger, ComputedClasses};
use yewform_core::form::FormState;
use yewform_core::layout::{
    ColumnClasses, Columns, column_classes, merge_columns, yf_column_class,
};
use yewform_core::schema::ElementSchema;

/// The default theme's class map, parsed.
pub fn default_theme() -> ClassMap {
    ClassMap::from_value(&yewform_themes::class_map()).unwrap_or_default()
}

/// A class option given as a Rust function at a level (`addClasses` of the form, …): the
/// reference's `addClasses: (form$) => ({…})`.
#[derive(Clone)]
pub struct ClassFunction {
    /// The level: [`ClassLevel::Config`] or [`ClassLevel::Form`] (every element of the form).
    pub level: ClassLevel,
    /// The option: `addClasses`, `removeClasses`, `replaceClasses`, `overrideClasses`, …
    pub key: String,
    /// Returns the option's value (the same shape as in JSON) for the context.
    pub function: ClassFn,
}

impl PartialEq for ClassFunction {
    fn eq(&self, other: &Self) -> bool {
        self.level == other.level
            && self.key == other.key
            && std::rc::Rc::ptr_eq(&self.function, &other.function)
    }
}

impl std::fmt::Debug for ClassFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClassFunction")
            .field("level", &self.level)
            .field("key", &self.key)
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

fn merger<'a>(styling: &'a Styling) -> ClassMerger<'a> {
    styling
        .functions
        .iter()
        .fold(ClassMerger::new(&styling.class_map), |m, f| {
            m.with_function(f.level, &f.key, f.function.clone())
        })
}

/// The merged classes of a form-level component (`Form`) with the config's class options.
pub fn component(theme: &Styling, state: &FormState, component: &str) -> ComputedClasses {
    let config = state.config().to_value();
    merger(theme).with_config(&config).classes_for(component)
}

/// The merged classes of `component` for the element `entry` (its own component and the
/// layout subcomponents alike), starting from the theme's class map.
pub fn element(
    theme: &Styling,
    state: &FormState,
    entry: &ElementSchema,
    component: &str,
) -> ComputedClasses {
    let config = state.config().to_value();
    let options = entry.to_value();
    let view = entry.common().view.clone();
    let own = match entry {
        ElementSchema::Select(_) => "SelectElement",
        ElementSchema::TEditor(_) => "TEditorElement",
    };
    merger(theme)
        .with_config(&config)
        .with_presets(config.get("presets").unwrap_or(&yewform_core::Value::Null))
        .with_element(&options)
        .with_component(own)
        .with_view(view.as_deref())
        .classes_for(component)
}

/// The column classes of an element: config < form < element `columns`, as the spec's
/// `columns` rules say.
pub fn columns(state: &FormState, entry: &ElementSchema, has_label: bool) -> ColumnClasses {
    let config = Columns::parse(&state.config().columns, "config.columns").unwrap_or_default();
    let element = Columns::parse(&entry.common().columns, "columns").unwrap_or_default();
    column_classes(
        &merge_columns(&[&config, &element]),
        has_label,
        &yf_column_class,
    )
}
