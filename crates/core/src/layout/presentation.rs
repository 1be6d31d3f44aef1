//! [`Presentation`]: how an element looks after the configuration, the presets and its own
//! options are layered — its size, views, columns and templates.
//!
//! A preset (`config.presets.<name>`) is a bundle of presentation options: the class
//! options (`addClasses` …, merged by [`crate::classes::ClassMerger`]) and `columns`,
//! `size`, `views`, `templates` (layered here). Presets apply through the config's
//! `usePresets` (every element of every form) and the element's `presets`.

use crate::json_text::JsonExcerpt;
use serde_json::{Map, Value};

use super::columns::{Columns, merge_columns};
use super::size::{resolve_form_size, resolve_size};
use crate::classes::component_name_for_type;
use crate::config::FormConfig;
use crate::form::FormState;
use crate::schema::{Choice, CommonOptions, Size};

/// The layered presentation options of one element.
///
/// Layers, later wins, as the reference orders them:
/// - `size`: the element's `size`, else the last of its presets that sets one, else its
///   container's (the parent's resolved size, [`Presentation::resolve_within`]), else the
///   form's (the last of the config's `usePresets` that sets one), else `config.size`.
/// - `view`: the element's `view`, else `views.<Component>`, else its container's view.
/// - `views`: config `views`, the `usePresets` presets' `views`, the element presets'
///   `views`, the element's `views`.
/// - `columns`: the base, the `usePresets` presets' `columns`, config `columns` (with the
///   form's `columns` prop deep-merged over it), the element presets' `columns`, the element's `columns`.
/// - `templates`: config `templates`, the `usePresets` presets' `templates`, the element
///   presets' `templates`, the element's `templates`. A template is named by a string: the
///   name of a render function registered with the form (components cannot be JSON).
///
/// A preset name that is not in `config.presets`, or a preset value of the wrong shape, is
/// skipped and reported in [`Presentation::warnings`]; nothing fails at render time.
///
/// ```
/// use serde_json::json;
/// use yewform_core::config::FormConfig;
/// use yewform_core::layout::Presentation;
/// use yewform_core::schema::{FormSchema, Size};
/// let config = FormConfig::from_value(&json!({
///     "presets": {"compact": {"size": "sm", "columns": {"label": 4}, "views": {"ElementLabel": "inline"}}}
/// })).unwrap();
/// let schema = FormSchema::from_value(&json!({
///     "a": {"type": "select", "presets": ["compact"], "items": [1]}
/// })).unwrap();
/// let entry = &schema.elements[0].1;
/// let p = Presentation::resolve(&config, entry.common(), "SelectElement");
/// assert_eq!(p.size, Size::Sm);
/// assert_eq!(p.columns.get("default").unwrap().label, Some(4));
/// assert_eq!(p.view_of("ElementLabel").as_deref(), Some("inline"));
/// assert!(p.warnings.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Presentation {
    /// The effective size.
    pub size: Size,
    /// The view of the element's own component (`view`, else `views.<Component>`).
    pub view: Option<String>,
    /// The merged `views` map.
    pub views: Map<String, Value>,
    /// The merged columns (without the base layer's defaults removed: ready for
    /// [`super::column_classes`]).
    pub columns: Columns,
    /// The merged `templates` map: component name (optionally `<Name>_<view>`) → template name.
    pub templates: Map<String, Value>,
    /// Unknown presets and badly shaped preset values, with their paths.
    pub warnings: Vec<String>,
}

impl Presentation {
    /// Layers `config` and the element's options; `own` is the element's component name
    /// (`SelectElement`, `TEditorElement`).
    #[must_use]
    pub fn resolve(config: &FormConfig, element: &CommonOptions, own: &str) -> Presentation {
        Self::resolve_within(config, element, own, None)
    }

    /// [`resolve`](Self::resolve) for an element inside a container (an object, group or
    /// list) whose presentation is `parent`: the parent's size and view are the element's
    /// unless it (or its presets) sets its own (spec § Common options: `size` is the "size of
    /// the element and its children", `view` the view "for the element and, by default, its
    /// children"). [`FormState::presentation`] walks the containers.
    #[must_use]
    pub fn resolve_within(
        config: &FormConfig,
        element: &CommonOptions,
        own: &str,
        parent: Option<&Presentation>,
    ) -> Presentation {
        let mut warnings = Vec::new();
        let form_presets = presets(
            config,
            &config.use_presets,
            "config.usePresets",
            &mut warnings,
        );
        let element_presets = presets(config, &element.presets, "presets", &mut warnings);

        let sizes = |list: &[(String, &Value)], warnings: &mut Vec<String>| -> Vec<Option<Size>> {
            list.iter()
                .map(|(name, preset)| match preset.get("size") {
                    None | Some(Value::Null) => None,
                    Some(Value::String(s)) if Size::from_name(s).is_some() => Size::from_name(s),
                    Some(other) => {
                        warnings.push(format!(
                            "presets.{name}.size: expected \"sm\", \"md\" or \"lg\", found {}",
                            JsonExcerpt(other)
                        ));
                        None
                    }
                })
                .collect()
        };
        let form_size = resolve_form_size(None, &sizes(&form_presets, &mut warnings), config.size);
        let size = resolve_size(
            element.size,
            &sizes(&element_presets, &mut warnings),
            Some(parent.map_or(form_size, |p| p.size)),
            config.size,
        );

        let mut views = Map::new();
        for (component, view) in &config.views {
            views.insert(component.clone(), Value::String(view.clone()));
        }
        let mut templates = match &config.templates {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        let mut column_layers: Vec<Columns> = Vec::new();
        let layer = |list: &[(String, &Value)],
                     views: &mut Map<String, Value>,
                     templates: &mut Map<String, Value>,
                     columns: &mut Vec<Columns>,
                     warnings: &mut Vec<String>| {
            for (name, preset) in list {
                merge_map(
                    views,
                    preset.get("views"),
                    &format!("presets.{name}.views"),
                    warnings,
                );
                merge_map(
                    templates,
                    preset.get("templates"),
                    &format!("presets.{name}.templates"),
                    warnings,
                );
                if let Some(value) = preset.get("columns").filter(|v| !v.is_null()) {
                    match Columns::parse(value, &format!("presets.{name}.columns")) {
                        Ok(parsed) => columns.push(parsed),
                        Err(error) => warnings.push(error.to_string()),
                    }
                }
            }
        };
        layer(
            &form_presets,
            &mut views,
            &mut templates,
            &mut column_layers,
            &mut warnings,
        );
        if let Ok(parsed) = Columns::parse(&config.columns, "config.columns") {
            column_layers.push(parsed);
        }
        layer(
            &element_presets,
            &mut views,
            &mut templates,
            &mut column_layers,
            &mut warnings,
        );
        merge_map(&mut views, Some(&element.views), "views", &mut warnings);
        merge_map(
            &mut templates,
            Some(&element.templates),
            "templates",
            &mut warnings,
        );
        if let Ok(parsed) = Columns::parse(&element.columns, "columns") {
            column_layers.push(parsed);
        }
        let columns = merge_columns(&column_layers.iter().collect::<Vec<_>>());

        let view = element
            .view
            .clone()
            .filter(|v| !v.is_empty())
            .or_else(|| view_in(&views, own))
            .or_else(|| parent.and_then(|p| p.view.clone()));
        Presentation {
            size,
            view,
            views,
            columns,
            templates,
            warnings,
        }
    }

    /// The view of `component`: its entry in the merged `views`, else the element's own view
    /// (a view applies to the element and, by default, its children).
    #[must_use]
    pub fn view_of(&self, component: &str) -> Option<String> {
        view_in(&self.views, component).or_else(|| self.view.clone())
    }

    /// The name of the template replacing `component`: the merged `templates` entry for
    /// `<component>_<view>` when the component has a view and there is one, else for
    /// `<component>`; `None` when neither is set.
    #[must_use]
    pub fn template_for(&self, component: &str) -> Option<String> {
        let by_view = self
            .view_of(component)
            .and_then(|view| self.templates.get(&format!("{component}_{view}")));
        by_view
            .or_else(|| self.templates.get(component))
            .and_then(Value::as_str)
            .filter(|name| !name.is_empty())
            .map(str::to_owned)
    }
}

impl FormState {
    /// The presentation of the element at `path` ([`Presentation::resolve_within`] of its
    /// schema entry, within its containers' presentations, outermost first); `None` for an
    /// unknown path or an element added without a schema entry.
    #[must_use]
    pub fn presentation(&self, path: &str) -> Option<Presentation> {
        let entry = self.schema_entry(path)?;
        let own = component_name_for_type(entry.type_name());
        let parent = self.parent_presentation(path);
        Some(Presentation::resolve_within(
            self.config(),
            entry.common(),
            &own,
            parent.as_ref(),
        ))
    }

    /// The presentation of the container (object, group or list) holding the element at
    /// `path` ([`presentation`](Self::presentation)); `None` at the top level.
    #[must_use]
    pub fn parent_presentation(&self, path: &str) -> Option<Presentation> {
        #[cfg(feature = "nested")]
        {
            let i = *self.index.get(path)?;
            let parent = self.info.get(i)?.parent.as_deref()?;
            self.presentation(parent)
        }
        #[cfg(not(feature = "nested"))]
        {
            let _ = path;
            None
        }
    }
}

fn view_in(views: &Map<String, Value>, component: &str) -> Option<String> {
    views
        .get(component)
        .and_then(Value::as_str)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

/// The presets named `names`, in order, skipping (and reporting) unknown ones.
fn presets<'a>(
    config: &'a FormConfig,
    names: &[String],
    path: &str,
    warnings: &mut Vec<String>,
) -> Vec<(String, &'a Value)> {
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        match config.presets.iter().find(|(n, _)| n == name) {
            Some((_, preset)) => out.push((name.clone(), preset)),
            None => warnings.push(format!("{path}[{i}]: no preset named \"{name}\"")),
        }
    }
    out
}

/// Shallow-merges the string entries of `layer` into `into`.
fn merge_map(
    into: &mut Map<String, Value>,
    layer: Option<&Value>,
    path: &str,
    warnings: &mut Vec<String>,
) {
    match layer {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) => {
            for (key, value) in map {
                if value.is_string() {
                    into.insert(key.clone(), value.clone());
                } else {
                    warnings.push(format!(
                        "{path}.{key}: expected a name (a string), found {}",
                        JsonExcerpt(value)
                    ));
                }
            }
        }
        Some(other) => warnings.push(format!(
            "{path}: expected an object, found {}",
            JsonExcerpt(other)
        )),
    }
}
