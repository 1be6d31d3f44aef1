//! SSR tests: the markup, classes and ARIA wiring of a schema-driven native select.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

mod support;
use support::attr_of;

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    #[prop_or_default]
    handle: Option<FormHandle>,
    #[prop_or_default]
    extra: Value,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    let messages = props.extra.get("messages").cloned().unwrap_or_default();
    let columns = props.extra.get("columns").cloned().unwrap_or_default();
    html! { <Form {schema} handle={props.handle.clone()} {messages} {columns} /> }
}

/// `schema` rendered in a form on `handle` (a second render reads the state the first built).
async fn render_with(schema: &Value, handle: &FormHandle) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema: schema.clone(),
        handle: Some(handle.clone()),
        extra: Value::Null,
    })
    .render()
    .await
}

async fn render(schema: Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema,
        handle: None,
        extra: Value::Null,
    })
    .render()
    .await
}

#[tokio::test]
async fn a_labelled_select_wires_label_info_and_description() {
    let html = render(json!({
        "country": {
            "type": "select",
            "label": "Country",
            "info": "Where you live",
            "description": "We ship to these countries.",
            "items": {"de": "Germany", "fr": "France"}
        }
    }))
    .await;
    assert_eq!(
        attr_of(&html, "<label", "for").as_deref(),
        Some("yf-country")
    );
    assert_eq!(
        attr_of(&html, "<select", "id").as_deref(),
        Some("yf-country")
    );
    assert_eq!(
        attr_of(&html, "<select", "aria-labelledby").as_deref(),
        Some("yf-country__label")
    );
    assert_eq!(
        attr_of(&html, "<select", "aria-describedby").as_deref(),
        Some("yf-country__description yf-country__info")
    );
    assert!(html.contains("id=\"yf-country__label\""), "{html}");
    assert!(
        html.contains("Where you live") && html.contains("role=\"tooltip\""),
        "{html}"
    );
    assert!(html.contains("We ship to these countries."), "{html}");
    assert_eq!(
        attr_of(&html, "<select", "aria-invalid").as_deref(),
        Some("false")
    );
}

#[tokio::test]
async fn every_items_format_renders_its_options() {
    let html = render(json!({
        "scalars": {"type": "select", "items": ["S", "M", 3]},
        "object": {"type": "select", "items": {"b": "Bee", "2": "Two", "a": "Ay", "1": "One"}},
        "objects": {"type": "select", "labelProp": "name", "valueProp": "id",
                    "items": [{"id": 1, "name": "One"}, {"id": 2, "name": "Two", "disabled": true}]},
        "localized": {"type": "select", "items": [{"value": "x", "label": {"en": "Ex", "de": "Iks"}}]}
    }))
    .await;
    for label in ["S", "M", "3", "Bee", "Ay", "One", "Two", "Ex"] {
        assert!(
            html.contains(&format!(">{label}</option>")),
            "missing {label}: {html}"
        );
    }
    // Object keys in the reference's order: integer-like keys first, ascending.
    let one = html.find(">One</option>").unwrap();
    let two = html.find(">Two</option>").unwrap();
    let bee = html.find(">Bee</option>").unwrap();
    assert!(one < two && two < bee, "{html}");
    assert!(
        html.contains("disabled") && !html.contains(">Iks<"),
        "{html}"
    );
}

#[tokio::test]
async fn groups_render_as_optgroups() {
    let html = render(json!({
        "city": {"type": "select", "groups": true, "items": [
            {"label": "Germany", "items": ["Berlin", "Hamburg"]},
            {"label": "France", "items": ["Paris"], "disabled": true}
        ]}
    }))
    .await;
    assert!(html.contains("<optgroup label=\"Germany\""), "{html}");
    assert!(
        html.contains("<optgroup label=\"France\" disabled"),
        "{html}"
    );
    assert!(html.contains(">Paris</option>"), "{html}");
}

#[tokio::test]
async fn columns_become_grid_classes() {
    let html = render(json!({
        "a": {"type": "select", "label": "A", "columns": {"container": 6, "label": 4, "wrapper": 8}},
        "b": {"type": "select", "columns": 4}
    }))
    .await;
    let a = &html[..html.find("data-field=\"yf-b\"").unwrap()];
    assert!(a.contains("yf-col-6"), "{a}");
    assert!(a.contains("yf-col-4"), "label 4: {a}");
    assert!(
        a.contains("yf-col-8"),
        "inner 12 - 4 = 8 and wrapper 8: {a}"
    );
    let b = &html[html.find("data-field=\"yf-b\"").unwrap()..];
    assert!(b.contains("yf-col-4"), "{b}");
}

#[tokio::test]
async fn every_class_override_kind_applies_to_the_input() {
    let cases = [
        (
            json!({"addClasses": {"SelectElement": {"input": "added"}}}),
            "added",
            true,
        ),
        (
            json!({"addClass": {"input": "local-added"}}),
            "local-added",
            true,
        ),
        (
            json!({"removeClasses": {"SelectElement": {"input": ["yf-input"]}}}),
            "yf-input ",
            false,
        ),
        (
            json!({"removeClass": {"input": ["yf-input"]}}),
            "yf-input ",
            false,
        ),
        (
            json!({"replaceClasses": {"SelectElement": {"input": {"yf-input": "swapped"}}}}),
            "swapped",
            true,
        ),
        (
            json!({"replaceClass": {"input": {"yf-input": "local-swapped"}}}),
            "local-swapped",
            true,
        ),
        (
            json!({"overrideClasses": {"SelectElement": {"input": "only-this"}}}),
            "only-this",
            true,
        ),
        (
            json!({"overrideClass": {"input": "only-local"}}),
            "only-local",
            true,
        ),
    ];
    for (options, class, present) in cases {
        let mut entry = json!({"type": "select", "items": ["a"]});
        for (k, v) in options.as_object().unwrap() {
            entry[k] = v.clone();
        }
        let html = render(json!({ "s": entry })).await;
        let classes = attr_of(&html, "<select", "class").unwrap_or_default() + " ";
        assert_eq!(classes.contains(class), present, "{options}: {classes}");
    }
}

#[tokio::test]
async fn schema_slots_render_sanitized() {
    let html = render(json!({
        "s": {"type": "select", "items": ["a"], "slots": {
            "label": "<b>Bold label</b>",
            "info": "Info <i>slot</i>",
            "description": "<em>Desc</em><script>alert(1)</script>",
            "before": "Before <img src=x onerror=alert(1)>",
            "between": "<u>Between</u>",
            "after": "<a href=\"javascript:alert(1)\">After</a>"
        }}
    }))
    .await;
    for text in [
        "<b>Bold label</b>",
        "<i>slot</i>",
        "<em>Desc</em>",
        "Before",
        "<u>Between</u>",
        "After",
    ] {
        assert!(html.contains(text), "missing {text}: {html}");
    }
    assert!(!html.contains("<script"), "{html}");
    assert!(!html.contains("onerror"), "{html}");
    assert!(!html.contains("javascript:"), "{html}");
}

#[tokio::test]
async fn a_script_in_a_description_is_not_rendered() {
    let html = render(json!({
        "s": {"type": "select", "description": "Hi <script>window.pwned=1</script><img src=x onerror=\"window.pwned=2\">"}
    }))
    .await;
    assert!(html.contains("Hi "), "{html}");
    assert!(
        !html.contains("<script") && !html.contains("onerror"),
        "{html}"
    );
}

#[tokio::test]
async fn errors_show_after_validation_with_aria() {
    let handle = FormHandle::new();
    let schema =
        json!({"size": {"type": "select", "label": "Size", "rules": "required", "items": ["S"]}});
    // First render builds the state, then validate, then render again with the same handle.
    let first = render_with(&schema, &handle).await;
    assert!(!first.contains("role=\"alert\""), "{first}");
    assert!(!handle.validate());
    assert_eq!(
        handle.el("size").error().as_deref(),
        Some("The Size field is required.")
    );
    let second = render_with(&schema, &handle).await;
    assert!(second.contains("The Size field is required."), "{second}");
    assert_eq!(
        attr_of(&second, "<select", "aria-invalid").as_deref(),
        Some("true")
    );
    assert_eq!(
        attr_of(&second, "<select", "aria-errormessage").as_deref(),
        Some("yf-size__error")
    );
    assert!(second.contains("id=\"yf-size__error\""), "{second}");
}

#[tokio::test]
async fn numeric_items_keep_numbers_in_the_value() {
    let handle = FormHandle::new();
    let _ = yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema: json!({"n": {"type": "select", "items": [1, 2, 3], "default": 2}}),
        handle: Some(handle.clone()),
        extra: Value::Null,
    })
    .render()
    .await;
    assert_eq!(handle.request_data(), json!({"n": 2}));
    assert!(handle.el("n").update(json!(3)).is_ok());
    assert_eq!(handle.el("n").value(), json!(3));
}

#[component]
fn Themed() -> Html {
    let schema = FormSchema::from_value(&json!({"s": {"type": "select", "items": ["a"]}}))
        .expect("valid schema");
    let overrides = json!({"SelectElement": {"input": "brand-input"}, "ElementLabel": {"container": "brand-label"}});
    html! {
        <yewform_themes::ThemeProvider class_map_overrides={overrides}>
            <Form {schema} force_labels={Some(true)} />
        </yewform_themes::ThemeProvider>
    }
}

#[tokio::test]
async fn a_theme_providers_class_map_reaches_the_elements() {
    let html = yew::LocalServerRenderer::<Themed>::new().render().await;
    let classes = attr_of(&html, "<select", "class").unwrap_or_default();
    assert!(classes.contains("brand-input"), "{classes}");
    assert!(
        !classes.contains("yf-native-select"),
        "the override replaced the theme's input classes: {classes}"
    );
    assert_eq!(
        attr_of(&html, "<label", "class").as_deref(),
        Some("brand-label")
    );
}

#[component]
fn Templated() -> Html {
    use yewform_elements::layout::TemplateScope;
    let schema = FormSchema::from_value(&json!({
        "s": {"type": "select", "label": "Size", "description": "Pick one", "items": ["a"]}
    }))
    .expect("valid schema");
    let label = Callback::from(|scope: TemplateScope| {
        html! {
            <label class="my-label" for={scope.field_id} id={scope.id}>
                { format!("»{}«", scope.text.unwrap_or_default()) }
            </label>
        }
    });
    let description = Callback::from(|scope: TemplateScope| {
        html! { <small class="my-description" id={scope.id}>{ scope.text.unwrap_or_default() }</small> }
    });
    let templates = vec![
        (AttrValue::from("ElementLabel"), label),
        (AttrValue::from("ElementDescription"), description),
    ];
    html! { <Form {schema} {templates} /> }
}

#[tokio::test]
async fn templates_replace_layout_parts_and_keep_the_aria_ids() {
    let html = yew::LocalServerRenderer::<Templated>::new().render().await;
    assert!(html.contains("»Size«"), "{html}");
    assert_eq!(
        attr_of(&html, "<label", "class").as_deref(),
        Some("my-label")
    );
    assert_eq!(attr_of(&html, "<label", "for").as_deref(), Some("yf-s"));
    assert_eq!(
        attr_of(&html, "<small", "id").as_deref(),
        Some("yf-s__description")
    );
    assert_eq!(
        attr_of(&html, "<select", "aria-describedby").as_deref(),
        Some("yf-s__description")
    );
}

#[derive(Properties, PartialEq)]
struct ProvidedProps {
    handle: FormHandle,
}

#[component]
fn Provided(props: &ProvidedProps) -> Html {
    use yewform_elements::form::FormConfigProvider;
    let config = yewform_core::config::FormConfig::from_value(
        &json!({"messages": {"required": "Please choose a :attribute."}}),
    )
    .expect("valid config");
    let schema = FormSchema::from_value(
        &json!({"size": {"type": "select", "label": "Size", "rules": "required", "items": ["S"]}}),
    )
    .expect("valid schema");
    html! {
        <FormConfigProvider {config}>
            <Form {schema} handle={props.handle.clone()} />
        </FormConfigProvider>
    }
}

#[tokio::test]
async fn a_config_provider_configures_every_form_below_it() {
    let handle = FormHandle::new();
    let _ = yew::LocalServerRenderer::<Provided>::with_props(ProvidedProps {
        handle: handle.clone(),
    })
    .render()
    .await;
    assert!(!handle.validate());
    assert_eq!(
        handle.el("size").error().as_deref(),
        Some("Please choose a Size.")
    );
}

#[component]
fn WithClassFunction() -> Html {
    use yewform_core::classes::{ClassContext, ClassLevel};
    use yewform_elements::layout::classes::ClassFunction;
    let schema =
        FormSchema::from_value(&json!({"s": {"type": "select", "items": ["a"], "size": "lg"}}))
            .expect("valid schema");
    let function: yewform_core::classes::ClassFn = std::rc::Rc::new(
        |ctx: &ClassContext| json!({"SelectElement": {"input": format!("fn-{}", ctx.component)}}),
    );
    let class_functions = vec![ClassFunction {
        level: ClassLevel::Form,
        key: "addClasses".into(),
        function,
        element: None,
    }];
    html! { <Form {schema} {class_functions} /> }
}

#[tokio::test]
async fn class_options_given_as_functions_apply() {
    let html = yew::LocalServerRenderer::<WithClassFunction>::new()
        .render()
        .await;
    let classes = attr_of(&html, "<select", "class").unwrap_or_default();
    assert!(classes.contains("fn-SelectElement"), "{classes}");
    assert!(
        classes.contains("yf-input"),
        "added to the theme's classes: {classes}"
    );
}

/// While the error shows, every field's `aria-describedby` also names the error part (some
/// screen readers ignore `aria-errormessage`, and `role="alert"` is announced once): the
/// native select, the combobox, the editor surface and a text input; `aria-errormessage`
/// stays (audit 4 #5).
#[tokio::test]
async fn a_shown_error_is_in_the_fields_aria_describedby() {
    let handle = FormHandle::new();
    #[allow(unused_mut)]
    let mut schema = json!({
        "n": {"type": "select", "items": ["a"], "description": "Pick"},
        "c": {"type": "select", "items": ["a"], "search": true},
    });
    #[cfg(feature = "text")]
    {
        schema["t"] = json!({"type": "text"});
    }
    #[cfg(feature = "editor")]
    {
        schema["e"] = json!({"type": "t-editor"});
    }
    let render = || render_with(&schema, &handle);
    let first = render().await;
    assert_eq!(
        attr_of(&first, "<select", "aria-describedby").as_deref(),
        Some("yf-n__description"),
        "no error yet: {first}"
    );
    assert_eq!(
        attr_of(&first, "role=\"combobox\"", "aria-describedby"),
        None
    );
    #[allow(unused_mut)] // without `text` and `editor`
    let mut markers = vec![("n", "<select"), ("c", "role=\"combobox\"")];
    #[cfg(feature = "text")]
    markers.push(("t", "id=\"yf-t\""));
    #[cfg(feature = "editor")]
    markers.push(("e", "role=\"textbox\""));
    for (name, _) in &markers {
        handle.el(name).add_error("Taken").unwrap();
    }
    let html = render().await;
    for (name, marker) in &markers {
        let described = attr_of(&html, marker, "aria-describedby").unwrap_or_default();
        assert!(
            described
                .split(' ')
                .any(|id| id == format!("yf-{name}__error")),
            "{name}: {described:?} in {html}"
        );
        assert_eq!(
            attr_of(&html, marker, "aria-errormessage"),
            Some(format!("yf-{name}__error")),
            "{name}"
        );
    }
    assert_eq!(
        attr_of(&html, "<select", "aria-describedby").as_deref(),
        Some("yf-n__description yf-n__error"),
        "the description first"
    );
    assert_eq!(
        handle.el("n").aria()["aria-describedby"],
        json!("yf-n__description yf-n__error"),
        "the handle's aria() says what the page renders"
    );
}

/// The custom dropdown (searchable select) gets its size's class (`select.container_sm`) and,
/// after a passing validation, the success class (`select.containerSuccess`), as the native
/// select gets `input_sm` / `input_success` (audit 4 #3).
#[tokio::test]
async fn the_dropdown_has_its_size_and_success_classes() {
    let handle = FormHandle::new();
    let schema = json!({
        "c": {"type": "select", "search": true, "size": "sm", "items": ["a"],
              "rules": "required", "default": "a"},
        "d": {"type": "select", "search": true, "items": ["a"], "size": "lg"}
    });
    let render = || render_with(&schema, &handle);
    let container = |html: &str, name: &str| {
        let field = html
            .find(&format!("data-field=\"yf-{name}\""))
            .unwrap_or_else(|| panic!("{name} in {html}"));
        attr_of(&html[field..], "data-open=", "class").unwrap_or_default()
    };
    let first = render().await;
    let c = container(&first, "c");
    assert!(c.split(' ').any(|k| k == "yf-combo-sm"), "{c}");
    assert!(!c.contains("yf-combo-success"), "not validated yet: {c}");
    let d = container(&first, "d");
    assert!(d.split(' ').any(|k| k == "yf-combo-lg"), "{d}");
    assert!(handle.validate());
    let second = render().await;
    let c = container(&second, "c");
    assert!(c.split(' ').any(|k| k == "yf-combo-success"), "{c}");
    assert!(!c.contains("yf-combo-danger"), "{c}");
}

/// The select's own simple slots given as strings in a schema's `slots` render as sanitized
/// HTML, as the layout slots' strings do (the spec: a slot is "plain string, HTML or a
/// component"): the closed dropdown shows its `placeholder` and `caret`.
#[tokio::test]
async fn the_selects_simple_slots_given_as_strings_render_sanitized() {
    let html = render(
        json!({"city": {"type": "select", "native": false, "items": ["Bern"],
        "slots": {
            "placeholder": "<em>Pick a city</em><script>alert(1)</script>",
            "caret": "<b class=\"my-caret\">v</b>",
            "before-list": "Popular cities"
        }}}),
    )
    .await;
    assert!(html.contains("<em>Pick a city</em>"), "{html}");
    assert!(!html.contains("<script>"), "sanitized: {html}");
    assert!(html.contains("<b class=\"my-caret\">v</b>"), "{html}");
}

/// A searchable single select with a value and no search text is named by its label and
/// the chosen option's text, in an element assistive technology reads (audit6-a11y #2: the
/// text was `aria-hidden`, so "City, combobox, blank").
#[tokio::test]
async fn a_searchable_selects_value_names_its_input() {
    let handle = FormHandle::new();
    let schema = json!({
        "city": {"type": "select", "search": true, "items": ["Berlin"], "default": "Berlin",
                 "label": "City"}
    });
    render_with(&schema, &handle).await;
    let html = render_with(&schema, &handle).await;
    let ids = attr_of(&html, "role=\"combobox\"", "aria-labelledby").expect("labelled");
    assert_eq!(ids, "yf-city__label yf-city__value", "{html}");
    let value = html
        .find("id=\"yf-city__value\"")
        .expect("value text rendered");
    let tag_start = html[..value].rfind('<').unwrap();
    let tag = &html[tag_start..tag_start + html[tag_start..].find('>').unwrap()];
    assert!(!tag.contains("aria-hidden"), "{tag}");
    let text: String = html[tag_start..]
        .split("</span></span>")
        .next()
        .unwrap()
        .split('>')
        .filter_map(|part| part.split('<').next())
        .collect();
    assert_eq!(text, "Berlin", "{html}");
}

/// The start tag of the element whose id is `id`.
#[cfg(all(
    feature = "editor",
    feature = "checkboxgroup",
    feature = "radiogroup",
    feature = "multiselect"
))]
fn label_tag<'a>(html: &'a str, id: &str) -> &'a str {
    let needle = format!(r#"id="{id}""#);
    let at = html
        .find(&needle)
        .unwrap_or_else(|| panic!("{needle} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    &html[start..=end]
}

/// A `<label for>` names only a labelable field (an input, a select, a textarea, a button):
/// the label of a checkbox or radio group (a `<fieldset>`), of a combobox without search (a
/// `div`) and of an editor (a `div`) carries no `for` (an HTML error), and names its field
/// through the field's `aria-labelledby`.
#[cfg(all(
    feature = "editor",
    feature = "checkboxgroup",
    feature = "radiogroup",
    feature = "multiselect"
))]
#[tokio::test]
async fn a_label_has_for_only_when_its_field_is_labelable() {
    let html = render(json!({
        "days": {"type": "checkboxgroup", "label": "Days", "items": ["Mo", "Tu"]},
        "plan": {"type": "radiogroup", "label": "Plan", "items": ["a", "b"]},
        "country": {"type": "select", "label": "Country", "native": false, "items": ["de"]},
        "tags": {"type": "multiselect", "label": "Tags", "native": false, "items": ["x"]},
        "note": {"type": "t-editor", "label": "Note"},
        "native": {"type": "select", "label": "Native", "items": ["de"]},
        "city": {"type": "select", "label": "City", "search": true, "items": ["de"]},
    }))
    .await;
    for id in ["days", "plan", "country", "tags", "note"] {
        let label = label_tag(&html, &format!("yf-{id}__label"));
        assert!(label.starts_with("<label"), "{label}");
        assert!(!label.contains(" for="), "{id}: {label}");
        let field = label_tag(&html, &format!("yf-{id}"));
        let labelled_by = attr_of(field, "<", "aria-labelledby").unwrap_or_default();
        assert!(
            labelled_by
                .split(' ')
                .any(|i| i == format!("yf-{id}__label")),
            "{id} is named by its label: {field}"
        );
    }
    for id in ["native", "city"] {
        let label = label_tag(&html, &format!("yf-{id}__label"));
        assert!(
            label.contains(&format!(r#"for="yf-{id}""#)),
            "{id}: {label}"
        );
    }
}

/// Every `<input type="hidden" name="{name}">` opening tag of `html`.
fn hidden_inputs<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let marker = format!("name=\"{name}\"");
    html.split("<input")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .filter(|tag| tag.contains("type=\"hidden\"") && tag.contains(&marker))
        .collect()
}

/// A disabled searchable select posts nothing natively, as a disabled native `<select>`
/// does: its hidden input carries `disabled` (audit 13, finding 1); an enabled one does not.
#[tokio::test]
async fn a_disabled_searchable_selects_hidden_input_is_disabled() {
    for disabled in [true, false] {
        let html = render(json!({
            "c": {"type": "select", "search": true, "items": ["a", "b"], "default": "a",
                  "disabled": disabled}
        }))
        .await;
        let inputs = hidden_inputs(&html, "c");
        assert_eq!(inputs.len(), 1, "{html}");
        assert_eq!(inputs[0].contains(" disabled"), disabled, "{html}");
    }
}
