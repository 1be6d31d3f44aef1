//! Classes of the views: the theme's class map merged with the config's, the form's and the
//! element's class options (`addClasses`, `removeClass`, …) by the core `ClassMerger`.

use yewform_core::classes::{ClassMap, ClassMerger, ComputedClasses};
use yewform_core::form::FormState;
use yewform_core::layout::{
    ColumnClasses, Columns, column_classes, merge_columns, yf_column_class,
};
use yewform_core::schema::ElementSchema;

/// The default theme's class map, parsed.
pub fn default_theme() -> ClassMap {
    ClassMap::from_value(&yewform_themes::class_map()).unwrap_or_default()
}

/// The merged classes of a form-level component (`Form`) with the config's class options.
pub fn component(theme: &ClassMap, state: &FormState, component: &str) -> ComputedClasses {
    let config = state.config().to_value();
    ClassMerger::new(theme)
        .with_config(&config)
        .classes_for(component)
}

/// The merged classes of `component` for the element `entry` (its own component and the
/// layout subcomponents alike), starting from the theme's class map.
pub fn element(
    theme: &ClassMap,
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
    ClassMerger::new(theme)
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
