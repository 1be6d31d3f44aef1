//! `<Form>`: schema-driven or with elements written inline.

use std::rc::Rc;

use serde_json::json;
use yew::html::IntoPropValue;
use yew::prelude::*;
use yewform_core::Value;
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{ElementSchema, FormSchema};

use super::{FormContext, FormHandle, FormLanguages};
#[cfg(feature = "editor")]
use crate::editor::TEditorElement;
#[cfg(feature = "select")]
use crate::select::SelectElement;

/// Props of [`Form`].
#[derive(Properties, PartialEq)]
pub struct FormProps {
    /// The form schema: its elements are rendered in order, before any inline children.
    /// Give a `FormSchema` or an `Rc<FormSchema>`: it is shared, never copied, and compared
    /// by pointer (see [`SchemaProp`]).
    #[prop_or_default]
    pub schema: SchemaProp,
    /// The configuration (the `form.config.js` equivalent); defaults when absent.
    #[prop_or_default]
    pub config: Option<FormConfig>,
    /// Form-level default values, `{name: value}`; they win over element defaults.
    #[prop_or_default]
    pub default: Value,
    /// Form-level messages, `{rule: text}`; element `messages` win over them.
    #[prop_or_default]
    pub messages: Value,
    /// Form-level columns.
    #[prop_or_default]
    pub columns: Value,
    /// Use placeholders as floating labels (config default: true).
    #[prop_or_default]
    pub float_placeholders: Option<bool>,
    /// Render a label box even for elements without a label (config default: false).
    #[prop_or_default]
    pub force_labels: Option<bool>,
    /// Show the language switcher; translatable elements follow the selected language.
    #[prop_or_default]
    pub multilingual: bool,
    /// The languages, `(code, name)`, overriding the config's.
    #[prop_or_default]
    pub languages: Option<Vec<(String, String)>>,
    /// The locale of messages and texts (config's, else `en`). Changing it switches the
    /// messages in place: values, errors and dirty state stay.
    #[prop_or_default]
    pub locale: Option<String>,
    /// Disables every element.
    #[prop_or_default]
    pub disabled: bool,
    /// A handle created outside the form with [`FormHandle::new`], to reach it from code.
    #[prop_or_default]
    pub handle: Option<FormHandle>,
    /// `(new data, old data)` after every value change.
    #[prop_or_default]
    pub on_change: Callback<(Value, Value)>,
    /// The request data, after the form validated without errors: every rule settled,
    /// server rules (`unique`, `exists`, `active_url`) answered and passed.
    #[prop_or_default]
    pub on_submit: Callback<Value>,
    /// Text of a submit button; no button when absent (Enter still submits).
    #[prop_or_default]
    pub submit_label: Option<AttrValue>,
    /// The `id` of the `<form>`.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// Class options as Rust functions (`addClasses` … of the config or form level), evaluated
    /// with a `ClassContext` when classes are computed.
    #[prop_or_default]
    pub class_functions: Vec<crate::layout::classes::ClassFunction>,
    /// Replacement layout parts by component name (`ElementLabel`, `ElementInfo`,
    /// `ElementDescription`, `ElementError`, `ElementText`), for every element of the form.
    #[prop_or_default]
    pub templates: Vec<(AttrValue, Callback<crate::layout::TemplateScope, Html>)>,
    /// Named event handlers for the schema's event keys: `"onChange": "saveDraft"` calls the
    /// callback registered here as `saveDraft`.
    #[prop_or_default]
    pub handlers: Vec<(AttrValue, Callback<crate::events::FiredEvent>)>,
    /// The Rust functions the schema names with `{"fn": "<name>"}` (items, uploads,
    /// `formatData`/`formatLoad`, conditions, `disabled`, rules, slots), plus templates,
    /// named handlers and class functions (those of the `templates`, `handlers` and
    /// `class_functions` props, which still work and win for the same name): see
    /// [`Registry`](super::Registry). A name it does not hold is a build
    /// error shown in the form (`schema.country.items: no items function "countries"
    /// registered`). It is read when the state is built: keep it stable (`use_memo`).
    #[prop_or_default]
    pub registry: Option<super::Registry>,
    /// Elements written inline.
    #[prop_or_default]
    pub children: Html,
}

/// Today's date from the browser clock (or the system clock on the server).
pub(crate) fn today() -> Date {
    #[cfg(target_arch = "wasm32")]
    let seconds = (js_sys::Date::now() / 1000.0) as i64;
    #[cfg(not(target_arch = "wasm32"))]
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    Date::from_unix_seconds(seconds).unwrap_or(Date::EPOCH)
}

/// The effective configuration: the given config with the form-level options merged over it.
fn effective_config(props: &FormProps, app: Option<&FormConfig>) -> Result<FormConfig, String> {
    let mut overrides = serde_json::Map::new();
    if !props.messages.is_null() {
        overrides.insert("messages".into(), props.messages.clone());
    }
    if !props.columns.is_null() {
        overrides.insert("columns".into(), props.columns.clone());
    }
    if let Some(v) = props.float_placeholders {
        overrides.insert("floatPlaceholders".into(), json!(v));
    }
    if let Some(v) = props.force_labels {
        overrides.insert("forceLabels".into(), json!(v));
    }
    if let Some(languages) = &props.languages {
        let map: serde_json::Map<String, Value> = languages
            .iter()
            .map(|(code, name)| (code.clone(), json!(name)))
            .collect();
        overrides.insert("languages".into(), Value::Object(map));
        if let Some((first, _)) = languages.first() {
            overrides.insert("language".into(), json!(first));
        }
    }
    let base = props
        .config
        .clone()
        .or_else(|| app.cloned())
        .unwrap_or_default();
    if overrides.is_empty() {
        return Ok(base);
    }
    base.merge(&Value::Object(overrides))
        .map_err(|e| e.to_string())
}

/// The `schema` prop of a [`Form`]: one shared schema (`Rc`), equal when it is the same one.
/// A `FormSchema`, an `Rc<FormSchema>` or an `Option` of either converts into it.
///
/// The form state is rebuilt only when the schema changes: a different pointer whose
/// contents differ too (a parent that parses its schema again on every render keeps its
/// form's values; share one `Rc` to skip even that comparison).
#[derive(Clone, Debug, Default)]
pub struct SchemaProp(pub Option<Rc<FormSchema>>);

impl PartialEq for SchemaProp {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

impl SchemaProp {
    /// The same schema: the same pointer, or equal contents.
    fn same(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b) || a == b,
            (None, None) => true,
            _ => false,
        }
    }
}

impl IntoPropValue<SchemaProp> for FormSchema {
    fn into_prop_value(self) -> SchemaProp {
        SchemaProp(Some(Rc::new(self)))
    }
}

impl IntoPropValue<SchemaProp> for Rc<FormSchema> {
    fn into_prop_value(self) -> SchemaProp {
        SchemaProp(Some(self))
    }
}

impl IntoPropValue<SchemaProp> for Option<FormSchema> {
    fn into_prop_value(self) -> SchemaProp {
        SchemaProp(self.map(Rc::new))
    }
}

impl IntoPropValue<SchemaProp> for Option<Rc<FormSchema>> {
    fn into_prop_value(self) -> SchemaProp {
        SchemaProp(self)
    }
}

/// What the form state was built from (the schema shared, not copied), to rebuild it only
/// when one of them changes and to keep it when a `<Form>` is re-mounted with the same handle.
#[derive(Debug)]
pub(crate) struct BuildInputs {
    schema: SchemaProp,
    config: Option<FormConfig>,
    default: Value,
    messages: Value,
    columns: Value,
    languages: Option<Vec<(String, String)>>,
    float_placeholders: Option<bool>,
    force_labels: Option<bool>,
    registry: Option<super::Registry>,
}

impl BuildInputs {
    fn of(props: &FormProps, app: Option<&FormConfig>) -> Self {
        Self {
            schema: props.schema.clone(),
            config: props.config.clone().or_else(|| app.cloned()),
            default: props.default.clone(),
            messages: props.messages.clone(),
            columns: props.columns.clone(),
            languages: props.languages.clone(),
            float_placeholders: props.float_placeholders,
            force_labels: props.force_labels,
            registry: props.registry.clone(),
        }
    }

    /// Whether `props` (with the app's configuration) are what the state was built from.
    fn matches(&self, props: &FormProps, app: Option<&FormConfig>) -> bool {
        self.schema.same(&props.schema)
            && self.config.as_ref() == props.config.as_ref().or(app)
            && self.default == props.default
            && self.messages == props.messages
            && self.columns == props.columns
            && self.languages == props.languages
            && self.float_placeholders == props.float_placeholders
            && self.force_labels == props.force_labels
            && self.registry == props.registry
    }
}

fn build_state(props: &FormProps, app: Option<&FormConfig>) -> Result<FormState, String> {
    let config = effective_config(props, app)?;
    let functions = props
        .registry
        .as_ref()
        .map(super::Registry::functions)
        .unwrap_or_default();
    let empty = FormSchema::default();
    let schema = props.schema.0.as_deref().unwrap_or(&empty);
    check_features(schema)?;
    let default = if props.default.is_null() {
        json!({})
    } else {
        props.default.clone()
    };
    FormState::from_schema_with(schema, &config, &default, today(), &functions)
        .map_err(|e| e.to_string())
}

/// The first schema entry whose element type this build leaves out (the `select` or
/// `editor` feature is off), as the build error
/// `schema.body.type: the "t-editor" element needs yewform's "editor" feature`.
fn check_features(schema: &FormSchema) -> Result<(), String> {
    for (name, entry) in &schema.elements {
        let feature = match &**entry {
            ElementSchema::Select(_) if !cfg!(feature = "select") => "select",
            ElementSchema::TEditor(_) if !cfg!(feature = "editor") => "editor",
            _ => continue,
        };
        return Err(format!(
            "schema.{name}.type: the \"{}\" element needs yewform's \"{feature}\" feature",
            entry.type_name()
        ));
    }
    Ok(())
}

/// A form: renders its schema's elements and its inline children, validates on submit and
/// hands the request data to `on_submit`.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, SelectElement};
///
/// #[component]
/// fn Inline() -> Html {
///     let on_submit = Callback::from(|data: serde_json::Value| web_sys::console::log_1(&data.to_string().into()));
///     html! {
///         <Form {on_submit} submit_label="Send">
///             <SelectElement name="size" items={serde_json::json!(["S", "M", "L"])} rules={serde_json::json!("required")} />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn Form(props: &FormProps) -> Html {
    let own = use_state(FormHandle::new);
    let handle = props.handle.clone().unwrap_or_else(|| (*own).clone());
    let force = use_force_update();
    let form_ref = use_node_ref();
    // What the handle takes from the props is set when they change, not on every render.
    use_memo(handle.clone(), |handle| {
        handle.set_rerender(Callback::from(move |_| force.force_update()));
        handle.set_form_node(form_ref.clone());
    });
    use_memo(
        (handle.clone(), props.on_change.clone()),
        |(handle, on_change)| handle.set_on_change(on_change.clone()),
    );
    // The theme's class map (with a ThemeProvider's overrides), parsed once per change.
    {
        let provided = yewform_themes::use_theme().class_map.clone();
        use_memo(
            (
                handle.clone(),
                crate::by_ptr::ByPtr(provided),
                props.class_functions.clone(),
                props.registry.clone(),
            ),
            |(handle, map, functions, registry)| {
                // The prop's class functions, then the registry's.
                let mut functions = functions.clone();
                if let Some(registry) = registry {
                    functions.extend(registry.class_functions().iter().cloned());
                }
                handle.set_theme(Rc::new(crate::layout::classes::Styling {
                    class_map: yewform_core::classes::ClassMap::from_value(map).unwrap_or_default(),
                    functions,
                }));
                handle.touch();
            },
        );
    }
    use_memo(
        (
            handle.clone(),
            props.id.clone(),
            props.templates.clone(),
            props.handlers.clone(),
            props.registry.clone(),
        ),
        |(handle, id, templates, handlers, registry)| {
            handle.set_id_scope(id.as_ref().map(|id| id.to_string()));
            // The registry's templates and named handlers; those of the props win.
            let mut all: crate::layout::Templates = registry
                .iter()
                .flat_map(|registry| registry.templates())
                .map(|(name, template)| (name.clone(), template.clone()))
                .collect();
            for (name, template) in templates {
                all.insert(name.to_string(), template.clone());
            }
            handle.set_templates(all);
            if let Some(registry) = registry {
                for (name, handler) in registry.handlers() {
                    if !handlers.iter().any(|(n, _)| n.as_str() == name.as_str()) {
                        handle.register_handler(name, handler.clone());
                    }
                }
            }
            for (name, handler) in handlers {
                handle.register_handler(name, handler.clone());
            }
            handle.touch();
        },
    );
    // The app-wide configuration of a `FormConfigProvider`, when the form has none.
    let app_config = use_context::<FormConfigContext>();
    let app_config = app_config.as_ref().map(|c| c.0.as_ref());
    // Rebuild the core state only when what it is built from changes (the schema by
    // pointer, then by contents).
    let build_error = match handle.built_from(|inputs| inputs.matches(props, app_config)) {
        Some(error) => error,
        None => {
            let error = match build_state(props, app_config) {
                Ok(state) => {
                    handle.replace_state(state);
                    None
                }
                Err(error) => Some(error),
            };
            handle.set_built(BuildInputs::of(props, app_config), error.clone());
            handle.touch();
            error
        }
    };

    // The `locale` prop switches the messages' language in place: the values stay.
    if let Some(locale) = &props.locale {
        if handle.read(|s| s.locale() != locale.as_str()) == Some(true)
            && handle
                .mutate(|s| s.set_locale(Some(locale.clone())))
                .is_ok()
        {
            handle.touch();
        }
    }

    let onsubmit = {
        let handle = handle.clone();
        let on_submit = props.on_submit.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            // Server rules (`unique`, `exists`, `active_url`) answer later: submit only once
            // every rule has settled and passed.
            let handle = handle.clone();
            let on_submit = on_submit.clone();
            super::handle::spawn(async move {
                if handle.validate_async().await {
                    on_submit.emit(handle.request_data());
                }
            });
        })
    };

    let context = FormContext {
        handle: handle.clone(),
        generation: handle.generation(),
        disabled: props.disabled,
    };
    let schema_elements = props
        .schema
        .0
        .iter()
        .flat_map(|schema| schema.elements.iter())
        .map(|(name, entry)| match &**entry {
            #[cfg(feature = "select")]
            ElementSchema::Select(_) => {
                html! { <SelectElement key={name.clone()} name={name.clone()} /> }
            }
            #[cfg(feature = "editor")]
            ElementSchema::TEditor(_) => {
                html! { <TEditorElement key={name.clone()} name={name.clone()} /> }
            }
            // A type this build leaves out: `check_features` made it the build error.
            #[allow(unreachable_patterns)]
            _ => Html::default(),
        });
    let theme = handle.theme();
    let classes = handle
        .read(|s| crate::layout::classes::component(&theme, s, "Form"))
        .unwrap_or_default();

    html! {
        <ContextProvider<FormContext> {context}>
          <div class={classes.get("container")}>
            <form
                ref={form_ref}
                id={props.id.clone()}
                class={classes.get("form")}
                novalidate=true
                {onsubmit}
            >
                if let Some(error) = build_error {
                    <p class={classes.get("error")} role="alert">{ error }</p>
                }
                if props.multilingual {
                    <FormLanguages />
                }
                { for schema_elements }
                { props.children.clone() }
                if let Some(label) = props.submit_label.clone() {
                    <button type="submit" class={classes.get("submit")}>{ label }</button>
                }
            </form>
          </div>
        </ContextProvider<FormContext>>
    }
}

/// The app-wide configuration a [`FormConfigProvider`] gives every `<Form>` below it that has
/// no `config` of its own.
#[derive(Clone, Debug, PartialEq)]
pub struct FormConfigContext(pub std::rc::Rc<FormConfig>);

/// Props of [`FormConfigProvider`].
#[derive(Properties, PartialEq)]
pub struct FormConfigProviderProps {
    /// The configuration (the `form.config.js` equivalent).
    pub config: FormConfig,
    /// The app, or the part of it whose forms use this configuration.
    pub children: Html,
}

/// Provides one configuration to every `<Form>` below it.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_core::config::FormConfig;
/// use yewform_elements::form::FormConfigProvider;
///
/// #[component]
/// fn App() -> Html {
///     let config = FormConfig::default();
///     html! { <FormConfigProvider {config}><p>{ "forms here" }</p></FormConfigProvider> }
/// }
/// ```
#[component]
pub fn FormConfigProvider(props: &FormConfigProviderProps) -> Html {
    let context = FormConfigContext(std::rc::Rc::new(props.config.clone()));
    html! {
        <ContextProvider<FormConfigContext> {context}>{ props.children.clone() }</ContextProvider<FormConfigContext>>
    }
}
