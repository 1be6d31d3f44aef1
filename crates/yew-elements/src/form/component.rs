//! `<Form>`: schema-driven or with elements written inline.

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::config::FormConfig;
use yewform_core::schema::ElementSchema;

use super::build::{BuildInputs, build_state};
use super::{FormConfigContext, FormContext, FormHandle, SchemaProp};
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
    /// Form-level columns, deep-merged over the config's `columns` (per breakpoint and size,
    /// the prop wins).
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
    /// The locale of messages and texts (the config's `locale`, else its `fallbackLocale`, `en` by default). Changing it switches the
    /// messages in place: values, errors and dirty state stay. A computed field whose
    /// `expression` is a locale map takes the new locale's value: its `change` fires and
    /// `on_change` is called, as after any change.
    #[prop_or_default]
    pub locale: Option<String>,
    /// Disables the form: every element but a hidden one, which has no disabled state (its
    /// value is still posted natively); an element's `enable()` does not undo it. And the
    /// submit button: a submit (Enter, a submitting button) does nothing while it is set.
    #[prop_or_default]
    pub disabled: bool,
    /// A handle created outside the form with [`FormHandle::new`], to reach it from code.
    #[prop_or_default]
    pub handle: Option<FormHandle>,
    /// `(new data, old data)` after every value change. The data are built only when this
    /// is set.
    #[prop_or_default]
    pub on_change: Option<Callback<(Value, Value)>>,
    /// The request data, after the form validated without errors: every rule settled,
    /// server rules (`unique`, `exists`, `active_url`) answered and passed. What is sent is
    /// what was validated: when the data, the available elements or the state changed while
    /// the answers were awaited, the form validates again and waits again (three rounds at
    /// most, then the submit is refused).
    #[prop_or_default]
    pub on_submit: Callback<Value>,
    /// Text of a submit button; no button when absent. Enter in a single-line text field
    /// submits through the browser's implicit submission (the HTML rule): with a submit
    /// button in the form (this one, or a `ButtonElement` that `submits`), and without one
    /// only when the form has a single such field; a form with two text fields and no
    /// submit button does nothing on Enter.
    #[prop_or_default]
    pub submit_label: Option<AttrValue>,
    /// The `id` of the `<form>`, which also scopes its elements' ids (`yf-<id>-<path>`;
    /// `yf-<path>` without it). Two forms on a page need different ids, and ids that
    /// cannot collide: an element name may contain `-`, so `id="order"` with an element
    /// `ship-to` and `id="order-ship"` with an element `to` both give `yf-order-ship-to`,
    /// and a form without an `id` can collide with any other. Give each form on a page a
    /// distinct `id` without `-` (`docs/differences.md`), and without white space: the
    /// `aria-labelledby` and `aria-describedby` references are lists separated by white
    /// space, so `id="sign up"` would break every label and description reference (it is
    /// not checked).
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// The `action` of the `<form>`: where the browser posts the fields when the form is
    /// submitted natively, before the wasm has loaded (a server-rendered page) or without it.
    /// The `<form>` always has `method="post"`, so such a submit never puts the fields in the
    /// URL; without an `action` it posts to the page's own URL. Once hydrated, a submit
    /// never leaves the page: it validates and calls `on_submit`.
    #[prop_or_default]
    pub action: Option<AttrValue>,
    /// Class options as Rust functions (`addClasses` … of the config or form level), evaluated
    /// with a `ClassContext` when classes are computed.
    #[prop_or_default]
    pub class_functions: Vec<crate::layout::classes::ClassFunction>,
    /// Replacement layout parts by component name (`ElementLabel`, `ElementInfo`,
    /// `ElementDescription`, `ElementError`, `ElementText`), for every element of the form.
    #[prop_or_default]
    pub templates: Vec<(AttrValue, Callback<crate::layout::TemplateScope, Html>)>,
    /// Named event handlers for the schema's event keys: `"onChange": "saveDraft"` calls the
    /// callback registered here as `saveDraft`. A name taken out of the prop (and not given
    /// by the registry) is unregistered: the event then warns "no handler registered".
    #[prop_or_default]
    pub handlers: Vec<(AttrValue, Callback<crate::events::FiredEvent>)>,
    /// The Rust functions the schema names with `{"fn": "<name>"}` (items, uploads,
    /// `formatData`/`formatLoad`, conditions, `disabled`, rules, slots), plus templates,
    /// named handlers and class functions (those of the `templates`, `handlers` and
    /// `class_functions` props, which still work and win for the same name): see
    /// [`Registry`](super::Registry). A `{"fn": …}` name it does not hold is a build
    /// error shown in the form (`schema.country.items: no items function "countries"
    /// registered`), and the form fails closed: it renders the error instead of its fields
    /// and submit button, never calls `on_submit` and never validates as valid
    /// ([`FormHandle::build_error`](super::FormHandle::build_error)). It is read when the
    /// state is built: keep it stable (`use_memo`).
    #[prop_or_default]
    pub registry: Option<super::Registry>,
    /// Elements written inline.
    #[prop_or_default]
    pub children: Html,
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
///
/// # Order
///
/// Server rendering runs no effects, so what the first render must show is computed before
/// it, and what changes later is applied in an effect:
///
/// 1. First render, or a new `handle` prop: the handle takes the props' `on_change`, theme,
///    class functions, templates, named handlers and id scope, in the render (the elements
///    rendered in it, and a server render, read them; the elements' effects, which fire
///    `beforeCreate` …, run before the form's and find the named handlers).
/// 2. The state is built when what it is built from changes (schema, configuration,
///    `default`, `messages`, `columns`, `languages`, `float_placeholders`, `force_labels`,
///    `registry`), in the render: the elements rendered with it read their entries from it
///    (and register inline ones in it) in the same render. The build is pure
///    (`FormState::from_schema_with`, with the `locale` and `disabled` props applied to the
///    new state); installing it in the handle is the one state write a render still makes,
///    for that reason, and a form-wide change re-renders the views already subscribed.
///    With the same schema, `default` and `registry` (another configuration, `messages`,
///    `columns`, `languages`, `float_placeholders` or `force_labels`) the new state takes
///    the old one's data and selected language (`FormState::take_values_from`); an inline
///    element, registered again by its view, gets its value back then. Validation starts
///    afresh, and a failed submit's status is recomputed.
/// 3. After every render, an effect applies what changed since: the `locale` (messages
///    switch in place, values stay but those of locale maps of expressions, whose `change`
///    and `on_change` fire), `disabled`, `on_change`, theme, templates, handlers and id
///    scope; when any of them changed, every view and the form re-render.
#[component]
pub fn Form(props: &FormProps) -> Html {
    // One cell for the handle's setup (one `use_memo` per group instantiated its own generic
    // code: docs/size.md): what the handle last took from the props, to apply each group only
    // when it changed.
    let cell = use_mut_ref(|| Applied {
        own: FormHandle::new(),
        form_ref: NodeRef::default(),
        handle: None,
        on_change: None,
        theme: None,
        scope: None,
        #[cfg(debug_assertions)]
        unresolved: String::new(),
    });
    let force = use_force_update();
    // The language switcher's Tab stop (a hook of the form's: the switcher is a function).
    let language_stop = super::languages::use_language_stop();
    let setup = Setup {
        provided: yewform_themes::use_theme().class_map.clone(),
        on_change: props.on_change.clone(),
        on_submit: props.on_submit.clone(),
        class_functions: props.class_functions.clone(),
        registry: props.registry.clone(),
        id: props.id.clone(),
        templates: props.templates.clone(),
        handlers: props.handlers.clone(),
        locale: props.locale.clone(),
        disabled: props.disabled,
    };
    let (handle, form_ref) = {
        let mut cell = cell.borrow_mut();
        let handle = props.handle.clone().unwrap_or_else(|| cell.own.clone());
        // A new handle (the first render, or another `handle` prop) is set up here: this
        // render and a server render read its theme, templates and scope (see *Order*).
        if cell.handle.as_ref() != Some(&handle) {
            handle.set_rerender(Callback::from(move |_| force.force_update()));
            handle.set_form_node(cell.form_ref.clone());
            cell.handle = Some(handle.clone());
            cell.on_change = None;
            cell.theme = None;
            cell.scope = None;
            if apply(&mut cell, &handle, &setup) {
                handle.changed_everywhere();
            }
        }
        (handle, cell.form_ref.clone())
    };
    // The app-wide configuration of a `FormConfigProvider`, when the form has none.
    let app_config = use_context::<FormConfigContext>();
    let app_config = app_config.as_ref().map(|c| c.0.as_ref());
    // Rebuild the core state only when what it is built from changes (the schema by
    // pointer, then by contents).
    let build_error = match handle.built_from(|inputs| inputs.matches(props, app_config)) {
        Some(error) => error,
        None => {
            // The same schema with other options (messages, columns, …): the values stay.
            let same_schema = handle
                .built_from(|inputs| inputs.same_schema(props))
                .is_some();
            let error = match build_state(props, app_config) {
                Ok(state) => {
                    handle.replace_state(state, same_schema);
                    handle.set_failed(None);
                    // Validation started afresh: a failed submit's count is no longer true.
                    handle.refresh_status();
                    // Without the `http` feature, an entry that needs a request is an error
                    // shown with the form; the other elements work.
                    super::needs_http::in_schema(props.schema.0.as_deref())
                }
                // Fail closed: the state built before (if any) stays, values and all, but
                // the form shows the error instead of its fields and submits nothing.
                Err(error) => {
                    handle.set_failed(Some(error.clone()));
                    Some(error)
                }
            };
            handle.set_built(BuildInputs::of(props, app_config), error.clone());
            // A new state is a form-wide change (`FormState::take_activity_from` says
            // `Changed::All`): every view re-renders after this render.
            handle.changed_everywhere();
            error
        }
    };

    // Later changes of the props, after the render (see *Order*).
    {
        let handle = handle.clone();
        let cell = cell.clone();
        // Boxed: one instantiation of Yew's effect hook for every caller (docs/size.md).
        use_effect::<Box<dyn FnOnce()>, ()>(Box::new(move || {
            let mut changed = apply(&mut cell.borrow_mut(), &handle, &setup);
            // Conditions, rules or expressions that read a path naming no element (a typo,
            // never an error: core's `unresolved_paths`), once the inline elements of this
            // render have registered; said once for each list. A developer's aid: a debug
            // build's only (a release build neither walks the form for it nor ships it).
            #[cfg(debug_assertions)]
            warn_unresolved(&handle, &cell);
            // The `locale` prop switches the messages' language in place: the values stay
            // (a locale map of expressions computes again, its `change` and `on_change` as
            // after any change); without it, the config's locale applies again. The switch
            // re-renders what it changed itself.
            let wanted =
                handle.read(|s| setup.locale.clone().or_else(|| s.config().locale.clone()));
            if let Some(wanted) = wanted {
                handle.switch_locale(wanted);
            }
            // The `disabled` prop disables every element: core's `is_disabled` (which the
            // views and the getters read) includes it.
            if handle.read(|s| s.form_disabled() != setup.disabled) == Some(true) {
                changed |= handle
                    .mutate(|s| s.set_form_disabled(setup.disabled))
                    .is_ok();
            }
            if changed {
                handle.notify(&yewform_core::form::Changed::All);
            }
        }));
    }

    // A schema that could not be built shows its error and no fields (fail closed).
    let failed = handle.build_error().is_some();
    // The form's own submit (Enter, a submit button): `FormHandle::submit`, started here,
    // in the event (a submitting button's `click` runs after it and sees it running).
    let onsubmit = {
        let handle = handle.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            handle.submit_from_form();
        })
    };

    let context = FormContext {
        handle: handle.clone(),
        disabled: props.disabled,
    };
    let entries = props
        .schema
        .0
        .as_deref()
        .map_or(&[][..], |s| &s.elements[..]);
    let schema_elements = entries.iter().map(|(name, entry)| match &**entry {
        #[cfg(feature = "select")]
        ElementSchema::Select(_) => {
            html! { <SelectElement key={name.clone()} name={name.clone()} /> }
        }
        #[cfg(feature = "editor")]
        ElementSchema::TEditor(_) => {
            html! { <TEditorElement key={name.clone()} name={name.clone()} /> }
        }
        #[cfg(feature = "text-family")]
        ElementSchema::Text(text) => crate::text::schema_element(text.kind, name),
        #[cfg(feature = "static")]
        ElementSchema::Static(_) => {
            html! { <crate::StaticElement key={name.clone()} name={name.clone()} /> }
        }
        #[cfg(feature = "button")]
        ElementSchema::Button(_) => {
            html! { <crate::ButtonElement key={name.clone()} name={name.clone()} /> }
        }
        #[cfg(feature = "nested")]
        ElementSchema::Object(_) => {
            html! { <crate::nested::ObjectElement key={name.clone()} name={name.clone()} /> }
        }
        #[cfg(feature = "group")]
        ElementSchema::Group(_) => {
            html! { <crate::nested::GroupElement key={name.clone()} name={name.clone()} /> }
        }
        #[cfg(feature = "list")]
        ElementSchema::List(_) => {
            html! { <crate::nested::ListElement key={name.clone()} name={name.clone()} /> }
        }
        // A choice element, or a type this build leaves out (`check_features` made it the
        // build error).
        #[allow(unreachable_patterns)]
        other => crate::choice::schema_element(other.type_name(), name),
    });
    let theme = handle.theme();
    let classes = handle
        .read(|s| crate::layout::classes::component(&theme, s, "Form"))
        .unwrap_or_default();
    // The switcher, or nothing (no list collected from an `Option`: docs/size.md).
    let languages = if props.multilingual {
        super::languages::languages(&context, &classes, &language_stop)
    } else {
        Html::default()
    };

    let form = html! {
          <div class={classes.get("container")}>
            <form
                ref={form_ref}
                id={props.id.clone()}
                class={classes.get("form")}
                method="post"
                action={props.action.clone()}
                novalidate=true
                {onsubmit}
            >
                if let Some(error) = build_error {
                    <p class={classes.get("error")} role="alert">{ error }</p>
                }
                if !failed {
                    // The fields' box (`display: contents`, so they stay the form grid's
                    // cells): the `<form>` is never their parent, because a `<form>` looks a
                    // property name up among its named controls before its own properties,
                    // and the renderer reads one off the parent of every node it inserts
                    // (quadratic: `text1000` mounted in 511 ms, 335 ms this way).
                    <div class={classes.get("elements")}>
                        { languages }
                        { for schema_elements }
                        { props.children.clone() }
                        if let Some(label) = props.submit_label.clone() {
                            <button type="submit" class={classes.get("submit")} disabled={props.disabled}>{ label }</button>
                        }
                    </div>
                }
                <p class={classes.get("status")} role="status">{ handle.status_text() }</p>
            </form>
          </div>
    };
    // `<ContextProvider<FormContext> {context}>{ form }</…>` without the macro's extra list
    // around the children (docs/size.md).
    let provider = yew::context::ContextProviderProps {
        context,
        children: form,
    };
    yew::virtual_dom::VComp::new::<ContextProvider<FormContext>>(Rc::new(provider), None).into()
}

type Templates = Vec<(AttrValue, Callback<crate::layout::TemplateScope, Html>)>;
type Handlers = Vec<(AttrValue, Callback<crate::events::FiredEvent>)>;

/// The registry's entries and the props' (`inline`), one per name: where both name one,
/// the prop's, as core's [`inline_over_registry`](yewform_core::schema::inline_over_registry)
/// decides for the views' functions. The registry's first; filled in loops, no chain
/// collected (docs/size.md).
fn by_name<'a, T>(
    registered: &'a [(String, T)],
    inline: &'a [(AttrValue, T)],
) -> Vec<(&'a str, &'a T)> {
    let mut out = Vec::with_capacity(registered.len() + inline.len());
    for (name, f) in registered {
        if !inline.iter().any(|(n, _)| n.as_str() == name.as_str()) {
            out.push((name.as_str(), f));
        }
    }
    for (name, f) in inline {
        out.push((name.as_str(), f));
    }
    out
}

/// The form's own handle and node, and what the handle's setup was last done with.
struct Applied {
    own: FormHandle,
    form_ref: NodeRef,
    handle: Option<FormHandle>,
    on_change: Option<Option<Callback<(Value, Value)>>>,
    theme: Option<(
        crate::by_ptr::ByPtr<Value>,
        Vec<crate::layout::classes::ClassFunction>,
        Option<super::Registry>,
    )>,
    scope: Option<(
        Option<AttrValue>,
        Templates,
        Handlers,
        Option<super::Registry>,
    )>,
    /// The paths named in the last warning about paths that name no element (warned once
    /// for each list, after the inline elements of the render have registered; debug builds).
    #[cfg(debug_assertions)]
    unresolved: String,
}

/// What the handle takes from the props (cloned at each render for the effect).
struct Setup {
    provided: Rc<Value>,
    on_change: Option<Callback<(Value, Value)>>,
    on_submit: Callback<Value>,
    class_functions: Vec<crate::layout::classes::ClassFunction>,
    registry: Option<super::Registry>,
    id: Option<AttrValue>,
    templates: Templates,
    handlers: Handlers,
    locale: Option<String>,
    disabled: bool,
}

/// Warns once for each new list of paths that the form's conditions, rules or expressions
/// read and that name no element (core's `FormState::unresolved_paths`).
#[cfg(debug_assertions)]
fn warn_unresolved(handle: &FormHandle, cell: &std::cell::RefCell<Applied>) {
    let unresolved = handle
        .read(|s| {
            (s.unresolved_paths().iter())
                .map(|(at, path)| format!("{at} reads \"{path}\""))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default();
    if unresolved != cell.borrow().unresolved {
        if !unresolved.is_empty() {
            super::handle::warn(&format!(
                "these paths name no element, so such a condition is never met and such a value is empty: {unresolved} (check the spelling)"
            ));
        }
        cell.borrow_mut().unresolved = unresolved;
    }
}

/// Sets up the handle from the props: each group when it changed since `cell` recorded it.
/// Whether the theme or the scope changed (a form-wide change: every view re-renders).
/// Out of line: one copy for the render and the effect (docs/size.md).
#[inline(never)]
fn apply(cell: &mut Applied, handle: &FormHandle, props: &Setup) -> bool {
    let mut changed = false;
    handle.set_on_submit(props.on_submit.clone());
    if cell.on_change.as_ref() != Some(&props.on_change) {
        handle.set_on_change(props.on_change.clone());
        cell.on_change = Some(props.on_change.clone());
    }
    // The theme's class map (with a ThemeProvider's overrides), parsed once per change.
    // Compared in place; cloned only when they changed.
    let provided = &props.provided;
    let theme_changed = cell
        .theme
        .as_ref()
        .is_none_or(|(map, functions, registry)| {
            !Rc::ptr_eq(&map.0, provided)
                || *functions != props.class_functions
                || *registry != props.registry
        });
    if theme_changed {
        let theme = (
            crate::by_ptr::ByPtr(provided.clone()),
            props.class_functions.clone(),
            props.registry.clone(),
        );
        let (map, prop_functions, registry) = &theme;
        // The prop's class functions, then the registry's.
        let mut functions = prop_functions.clone();
        if let Some(registry) = registry {
            functions.extend(registry.class_functions().iter().cloned());
        }
        handle.set_theme(Rc::new(crate::layout::classes::Styling {
            class_map: yewform_core::classes::ClassMap::from_value(map).unwrap_or_default(),
            functions,
        }));
        changed = true;
        cell.theme = Some(theme);
    }
    let scope_changed = cell
        .scope
        .as_ref()
        .is_none_or(|(id, templates, handlers, registry)| {
            *id != props.id
                || *templates != props.templates
                || *handlers != props.handlers
                || *registry != props.registry
        });
    if scope_changed {
        let scope = (
            props.id.clone(),
            props.templates.clone(),
            props.handlers.clone(),
            props.registry.clone(),
        );
        let (id, templates, handlers, registry) = &scope;
        handle.set_id_scope(id.as_ref().map(|id| id.to_string()));
        // The registry's templates and named handlers and the props': per name, the prop
        // wins (core's `inline_over_registry`, as for the views' functions).
        let mut all = crate::layout::Templates::default();
        let registered = registry.as_ref().map_or(&[][..], |r| r.templates());
        for (name, template) in by_name(registered, templates) {
            all.insert(name.to_owned(), template.clone());
        }
        handle.set_templates(all);
        let registered = registry.as_ref().map_or(&[][..], |r| r.handlers());
        let now = by_name(registered, handlers);
        // A name the props or the registry gave before and give no more is unregistered:
        // its schema event key warns "no handler registered" again.
        if let Some((_, _, old_handlers, old_registry)) = &cell.scope {
            let old_registered = old_registry.as_ref().map_or(&[][..], |r| r.handlers());
            for (name, _) in by_name(old_registered, old_handlers) {
                if !now.iter().any(|(n, _)| *n == name) {
                    handle.unregister_handler(name);
                }
            }
        }
        for (name, handler) in now {
            handle.register_handler(name, handler.clone());
        }
        changed = true;
        cell.scope = Some(scope);
    }
    changed
}
