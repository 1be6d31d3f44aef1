//! What the form state is built from: the `schema` prop ([`SchemaProp`], shared and compared
//! by pointer), the configuration with the form-level options merged over it, and the check
//! that the schema names no element type this build leaves out.

use std::rc::Rc;

use serde_json::json;
use yew::html::IntoPropValue;
use yewform_core::Value;
use yewform_core::config::FormConfig;
use yewform_core::expression::{Date, DateTime};
use yewform_core::form::{FormState, Now};
use yewform_core::schema::{ElementSchema, FormSchema, SchemaError};

use super::FormProps;

/// The form's clock ([`FormState::set_clock`]), read at each check: in the browser, the
/// user's local date (`Date`'s local getters, as the reference's `moment()`) and the
/// current instant; on the server (SSR), the UTC date, as the server knows no user's zone.
pub(crate) fn now() -> Now {
    #[cfg(target_arch = "wasm32")]
    let (ms, local) = {
        let d = js_sys::Date::new_0();
        let local = Date::new(
            i64::from(d.get_full_year()),
            d.get_month() + 1,
            d.get_date(),
        );
        (d.get_time() as i64, local)
    };
    #[cfg(not(target_arch = "wasm32"))]
    let (ms, local) = {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        (ms, None)
    };
    let utc = DateTime::from_unix_millis(ms).unwrap_or(DateTime::from_date(Date::EPOCH));
    Now {
        today: local.unwrap_or(utc.date()),
        utc,
    }
}

/// Today's date from [`now`].
pub(crate) fn today() -> Date {
    now().today
}

/// The effective configuration: the given config with the form-level options merged over it,
/// (in `FormConfig::merge`'s order: `messages`, `columns`, `floatPlaceholders`,
/// `forceLabels`, `languages`, `language`; the messages over the config's rule by rule, the
/// columns deep over the config's (per breakpoint and size), the
/// languages replacing the config's), through the setters of those keys only, so that an app that never merges a JSON config leaves `merge` out (docs/size.md).
fn effective_config(props: &FormProps, app: Option<&FormConfig>) -> Result<FormConfig, String> {
    let mut config = props
        .config
        .clone()
        .or_else(|| app.cloned())
        .unwrap_or_default();
    form_options(&mut config, props).map_err(|e| e.to_string())?;
    Ok(config)
}

fn form_options(config: &mut FormConfig, props: &FormProps) -> Result<(), SchemaError> {
    if !props.messages.is_null() {
        // Over the config's, rule by rule.
        config.layer_messages(&props.messages)?;
    }
    if !props.columns.is_null() {
        // Over the config's, deep (per breakpoint and size, the prop wins).
        config.layer_columns(&props.columns)?;
    }
    if let Some(v) = props.float_placeholders {
        config.float_placeholders = v;
    }
    if let Some(v) = props.force_labels {
        config.force_labels = v;
    }
    if let Some(languages) = &props.languages {
        config.layer_languages(languages);
    }
    Ok(())
}

/// The `schema` prop of a [`Form`](crate::Form): one shared schema (`Rc`), equal when it is the same one.
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
    pub(super) fn of(props: &FormProps, app: Option<&FormConfig>) -> Self {
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

    /// Whether `props` hold the schema the state was built from (and the same default
    /// data and registry): a rebuild for other options keeps the values.
    pub(super) fn same_schema(&self, props: &FormProps) -> bool {
        self.schema.same(&props.schema)
            && self.default == props.default
            && self.registry == props.registry
    }

    /// Whether `props` (with the app's configuration) are what the state was built from.
    /// Out of line: inlined, the `<Form>` had it twice (docs/size.md).
    #[inline(never)]
    pub(super) fn matches(&self, props: &FormProps, app: Option<&FormConfig>) -> bool {
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

pub(super) fn build_state(
    props: &FormProps,
    app: Option<&FormConfig>,
) -> Result<FormState, String> {
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
    let mut state = FormState::from_schema_with(schema, &config, &default, today(), &functions)
        .map_err(|e| e.to_string())?;
    // "Today" and `NOW()` follow the clock at each check (past midnight too).
    let _ = state.set_clock(now);
    // The `locale` and `disabled` props are part of the state the first render (and a server
    // render, which runs no effects) must see; later changes come from the `<Form>`'s effect.
    if let Some(locale) = &props.locale {
        let _ = state.set_locale(Some(locale.clone()));
    }
    state.set_form_disabled(props.disabled);
    Ok(state)
}

/// The first schema entry whose element type this build leaves out (the `select` or
/// `editor` feature is off), as the build error
/// `schema.body.type: the "t-editor" element needs yewform's "editor" feature` (a
/// container's children too: `schema.lines.object.schema.body.type: …`).
fn check_features(schema: &FormSchema) -> Result<(), String> {
    for (name, entry) in &schema.elements {
        if let Some(feature) = missing_feature(entry) {
            return Err(format!(
                "schema.{name}.type: the \"{}\" element needs yewform's \"{feature}\" feature",
                entry.type_name()
            ));
        }
        #[cfg(feature = "nested")]
        check_children(&["schema.", name].concat(), entry)?;
    }
    Ok(())
}

/// [`check_features`] of a container's children, to any depth (`path`: the container's
/// schema path).
#[cfg(feature = "nested")]
fn check_children(path: &str, entry: &ElementSchema) -> Result<(), String> {
    // A list's object item renders with the list's feature alone.
    let list = entry.type_name() == "list";
    for (child_path, child) in entry.child_entries(path) {
        let item_object = list && child.type_name() == "object";
        if let Some(feature) = missing_feature(child).filter(|_| !item_object) {
            return Err(format!(
                "{child_path}.type: the \"{}\" element needs yewform's \"{feature}\" feature",
                child.type_name()
            ));
        }
        check_children(&child_path, child)?;
    }
    Ok(())
}

/// The feature this build lacks to render `entry`, if any.
fn missing_feature(entry: &ElementSchema) -> Option<&'static str> {
    Some(match entry {
        ElementSchema::Select(_) if !cfg!(feature = "select") => "select",
        ElementSchema::TEditor(_) if !cfg!(feature = "editor") => "editor",
        #[cfg(feature = "text-family")]
        ElementSchema::Text(text) if !crate::text::enabled(text.kind) => text.kind.type_name(),
        // An entry another crate's core features read (the core's `static` / `button`).
        _ if entry.type_name() == "static" && !cfg!(feature = "static") => "static",
        _ if entry.type_name() == "button" && !cfg!(feature = "button") => "button",
        _ if entry.type_name() == "object" && !cfg!(feature = "object") => "object",
        _ if entry.type_name() == "group" && !cfg!(feature = "group") => "group",
        _ if entry.type_name() == "list" && !cfg!(feature = "list") => "list",
        entry => match yewform_core::schema::ChoiceKind::from_type(entry.type_name()) {
            Some(kind) if !crate::choice::renders(kind) => kind.type_name(),
            _ => return None,
        },
    })
}
