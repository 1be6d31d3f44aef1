//! Classes of the views: the theme's class map merged with the config's, the form's and the
//! element's class options (`addClasses`, `removeClass`, …) by the core `ClassMerger`.

use std::rc::Rc;
use yewform_core::classes::{ClassFn, ClassLevel, ClassMap, ClassMerger, ComputedClasses};
use yewform_core::form::FormState;
use yewform_core::layout::{
    ColumnClasses, Columns, column_classes, merge_columns, yf_column_class,
};

use serde_json::json;
use yewform_core::Value;
use yewform_core::schema::{Choice, ElementSchema};

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

/// The class options of an element (`addClasses` … `overrideClass`, `presets`, `view`), as the
/// merger reads them: only these, so large `items` are never serialised for classes.
fn class_options(entry: &ElementSchema) -> Value {
    let c = entry.common();
    json!({
        "type": entry.type_name(),
        "presets": c.presets,
        "view": c.view,
        "views": c.views,
        "addClasses": c.add_classes,
        "addClass": c.add_class,
        "removeClasses": c.remove_classes,
        "removeClass": c.remove_class,
        "replaceClasses": c.replace_classes,
        "replaceClass": c.replace_class,
        "overrideClasses": c.override_classes,
        "overrideClass": c.override_class,
    })
}

/// Computes the classes of the components of one element, reading its options once.
struct ElementClasses<'a> {
    theme: &'a Styling,
    config: Value,
    options: Value,
    view: Option<String>,
    own: &'static str,
}

impl<'a> ElementClasses<'a> {
    fn new(theme: &'a Styling, state: &FormState, entry: &ElementSchema) -> Self {
        ElementClasses {
            theme,
            config: state.config().to_value(),
            options: class_options(entry),
            view: entry.common().view.clone(),
            own: match entry {
                ElementSchema::Select(_) => "SelectElement",
                ElementSchema::TEditor(_) => "TEditorElement",
            },
        }
    }

    fn of(&self, component: &str) -> ComputedClasses {
        merger(self.theme)
            .with_config(&self.config)
            .with_presets(self.config.get("presets").unwrap_or(&Value::Null))
            .with_element(&self.options)
            .with_component(self.own)
            .with_view(self.view.as_deref())
            .classes_for(component)
    }
}

/// The merged classes of `component` for the element `entry` (its own component and the
/// layout subcomponents alike), starting from the theme's class map.
pub fn element(
    theme: &Styling,
    state: &FormState,
    entry: &ElementSchema,
    component: &str,
) -> ComputedClasses {
    ElementClasses::new(theme, state, entry).of(component)
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

/// Classes of the layout and of the element's own component, computed once per options
/// change (the select and the editor share it).
#[derive(PartialEq)]
pub struct ElementLook {
    /// Layout class strings by key (what `ElementLayout` takes).
    pub layout: Rc<Vec<(&'static str, String)>>,
    /// The element's own component (`SelectElement`, `TEditorElement`).
    pub own: ComputedClasses,
}

/// The classes of an element, merged from the theme and every class option.
pub fn element_look(
    theme: &Styling,
    s: &FormState,
    entry: &ElementSchema,
    has_label: bool,
    has_error: bool,
) -> ElementLook {
    let classes = ElementClasses::new(theme, s, entry);
    let get = |component: &str| classes.of(component);
    let layout = get("ElementLayout");
    let label = get("ElementLabel");
    let info = get("ElementInfo");
    let columns = columns(s, entry, has_label);
    let size = entry.common().size.map(|s| s.as_str()).unwrap_or("md");
    let own = get(match entry {
        ElementSchema::Select(_) => "SelectElement",
        ElementSchema::TEditor(_) => "TEditorElement",
    });
    let join = |parts: &[String]| {
        parts
            .iter()
            .filter(|p| !p.is_empty())
            .cloned()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let position = format!("content_{}", entry.common().info_position.as_str());
    ElementLook {
        layout: Rc::new(vec![
            (
                "container",
                join(&[
                    layout.get("container"),
                    layout.get(&format!("container_{size}")),
                    columns.container.join(" "),
                    own.get("container"),
                    if has_error {
                        layout.get("container_error")
                    } else {
                        String::new()
                    },
                ]),
            ),
            ("label_column", columns.label.join(" ")),
            ("label", label.get("container")),
            ("info", info.get("container")),
            (
                "info_content",
                join(&[info.get("content"), info.get(&position)]),
            ),
            ("description", get("ElementDescription").get("container")),
            ("error", get("ElementError").get("container")),
            ("text", get("ElementText").get("container")),
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
        ]),
        own,
    }
}
