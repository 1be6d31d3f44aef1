//! SSR tests: presets, views and templates layered from the config, the presets and the
//! element's own options; class functions and templates for one element.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;
use yewform_elements::layout::TemplateScope;
use yewform_elements::layout::classes::ClassFunction;

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    config: Value,
    #[prop_or_default]
    theme: Value,
    #[prop_or_default]
    element_function: bool,
}

fn fancy(scope: TemplateScope) -> Html {
    html! { <p class="fancy" id={scope.id}>{ format!("✦ {}", scope.text.unwrap_or_default()) }</p> }
}

fn loud_label(scope: TemplateScope) -> Html {
    html! {
        <label class="loud" for={scope.field_id} id={scope.id}>
            { scope.text.unwrap_or_default().to_uppercase() }
        </label>
    }
}

#[component]
fn Page(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    let config = FormConfig::from_value(&props.config).expect("valid config in test");
    let templates = vec![
        (AttrValue::from("fancyDescription"), Callback::from(fancy)),
        (AttrValue::from("loudLabel"), Callback::from(loud_label)),
    ];
    let class_functions = if props.element_function {
        vec![ClassFunction::element("a", "addClass", |ctx| {
            json!(format!(
                "fn-{}-{}",
                ctx.component,
                ctx.size.map(|s| s.to_string()).unwrap_or_default()
            ))
        })]
    } else {
        Vec::new()
    };
    html! {
        <yewform_themes::ThemeProvider class_map_overrides={props.theme.clone()}>
            <Form {schema} config={Some(config)} {templates} {class_functions} id="f" />
        </yewform_themes::ThemeProvider>
    }
}

async fn render(props: Props) -> String {
    yew::LocalServerRenderer::<Page>::with_props(props)
        .render()
        .await
}

/// The markup of element `name` (from its layout container to the next element's).
fn part<'a>(html: &'a str, name: &str) -> &'a str {
    let marker = format!("data-field=\"yf-f-{name}\"");
    let at = html
        .find(&marker)
        .unwrap_or_else(|| panic!("no {marker} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let after = at + marker.len();
    let end = html[after..]
        .find("data-field=")
        .and_then(|i| html[..after + i].rfind('<'))
        .unwrap_or(html.len());
    &html[start..end]
}

/// The `class` of the first tag in `html` that starts with `tag`.
fn class_of(html: &str, tag: &str) -> String {
    let at = html
        .find(tag)
        .unwrap_or_else(|| panic!("no {tag} in {html}"));
    let end = at + html[at..].find('>').unwrap();
    let t = &html[at..end];
    t.find(" class=\"")
        .map(|from| {
            let from = from + 8;
            t[from..from + t[from..].find('"').unwrap()].to_string()
        })
        .unwrap_or_default()
}

fn two_selects(a: Value) -> Value {
    let mut a = a;
    a["type"] = json!("select");
    a["label"] = json!("Alpha");
    a["description"] = json!("About alpha");
    a["items"] = json!(["x", "y"]);
    json!({
        "a": a,
        "b": {"type": "select", "label": "Beta", "description": "About beta", "items": ["x"]}
    })
}

fn horizontal_preset() -> Value {
    json!({"presets": {"horizontal": {
        "columns": {"label": 4},
        "size": "lg",
        "addClasses": {"SelectElement": {"input": "from-preset"}},
        "views": {"ElementLabel": "caps"},
        "templates": {"ElementDescription": "fancyDescription"}
    }}})
}

#[tokio::test]
async fn an_element_preset_bundles_classes_columns_size_views_and_templates() {
    let html = render(Props {
        schema: two_selects(json!({"presets": ["horizontal"]})),
        config: horizontal_preset(),
        theme: json!({"ElementLabel_caps": {"container": "label-caps"}}),
        element_function: false,
    })
    .await;
    let a = part(&html, "a");
    let b = part(&html, "b");
    // Classes.
    let input = class_of(a, "<select");
    assert!(input.contains("from-preset"), "{input}");
    // Size: the large input and layout classes.
    assert!(input.contains("yf-input-lg"), "{input}");
    assert!(class_of(a, "<div").contains("yf-layout-lg"), "{a}");
    // Columns: a label of 4, the rest for the field.
    assert!(a.contains("yf-col-4"), "{a}");
    assert!(a.contains("yf-col-8"), "{a}");
    // Views: the label uses the theme's `ElementLabel_caps` variant.
    assert_eq!(class_of(a, "<label"), "label-caps");
    // Templates: the description is the registered `fancyDescription`, ids kept.
    assert!(
        a.contains("<p id=\"yf-f-a__description\" class=\"fancy\">✦ About alpha</p>"),
        "{a}"
    );
    // The other element has none of it.
    let input_b = class_of(b, "<select");
    assert!(
        !input_b.contains("from-preset") && !input_b.contains("yf-input-lg"),
        "{input_b}"
    );
    assert!(!b.contains("yf-col-4") && !b.contains("fancy"), "{b}");
    assert_ne!(class_of(b, "<label"), "label-caps");
}

#[tokio::test]
async fn use_presets_apply_to_every_element_and_element_options_win() {
    let mut config = horizontal_preset();
    config["usePresets"] = json!(["horizontal"]);
    let html = render(Props {
        schema: two_selects(json!({"size": "sm", "columns": {"label": 6}})),
        config,
        theme: json!({"ElementLabel_caps": {"container": "label-caps"}}),
        element_function: false,
    })
    .await;
    let a = part(&html, "a");
    let b = part(&html, "b");
    for part in [a, b] {
        assert!(class_of(part, "<select").contains("from-preset"), "{part}");
        assert_eq!(class_of(part, "<label"), "label-caps");
        assert!(part.contains("class=\"fancy\""), "{part}");
    }
    // Element `size` and `columns` beat the preset's.
    assert!(class_of(a, "<select").contains("yf-input-sm"), "{a}");
    assert!(a.contains("yf-col-6") && !a.contains("yf-col-4"), "{a}");
    assert!(class_of(b, "<select").contains("yf-input-lg"), "{b}");
    assert!(b.contains("yf-col-4"), "{b}");
}

#[tokio::test]
async fn view_and_views_pick_the_themes_variants() {
    let html = render(Props {
        schema: two_selects(json!({"view": "pill", "views": {"ElementDescription": "muted"}})),
        config: json!({}),
        theme: json!({
            "SelectElement_pill": {"container": "pill-box", "input": "pill-input"},
            "ElementLabel_pill": {"container": "pill-label"},
            "ElementDescription_muted": {"container": "muted-description"}
        }),
        element_function: false,
    })
    .await;
    let a = part(&html, "a");
    let b = part(&html, "b");
    assert_eq!(class_of(a, "<select"), "pill-input");
    assert!(class_of(a, "<div").contains("pill-box"), "{a}");
    // Children take the element's view unless `views` names theirs.
    assert_eq!(class_of(a, "<label"), "pill-label");
    assert!(a.contains("class=\"muted-description\""), "{a}");
    assert!(class_of(b, "<select").contains("yf-input"), "{b}");
    assert!(!b.contains("pill") && !b.contains("muted"), "{b}");
}

#[tokio::test]
async fn config_views_apply_to_every_element() {
    let html = render(Props {
        schema: two_selects(json!({})),
        config: json!({"views": {"ElementLabel": "caps"}}),
        theme: json!({"ElementLabel_caps": {"container": "label-caps"}}),
        element_function: false,
    })
    .await;
    assert_eq!(class_of(part(&html, "a"), "<label"), "label-caps");
    assert_eq!(class_of(part(&html, "b"), "<label"), "label-caps");
}

#[tokio::test]
async fn schema_templates_name_the_forms_render_functions() {
    let html = render(Props {
        schema: two_selects(json!({"templates": {"ElementLabel": "loudLabel"}})),
        config: json!({}),
        theme: Value::Null,
        element_function: false,
    })
    .await;
    let a = part(&html, "a");
    assert!(
        a.contains("<label for=\"yf-f-a\" id=\"yf-f-a__label\" class=\"loud\">ALPHA</label>"),
        "{a}"
    );
    assert!(part(&html, "b").contains(">Beta<"), "{html}");
    // An unknown template name leaves the default part.
    let html = render(Props {
        schema: two_selects(json!({"templates": {"ElementLabel": "nothing"}})),
        config: json!({}),
        theme: Value::Null,
        element_function: false,
    })
    .await;
    assert!(part(&html, "a").contains(">Alpha<"), "{html}");
}

#[tokio::test]
async fn an_element_class_function_applies_to_that_element_only() {
    let html = render(Props {
        schema: two_selects(json!({"size": "lg"})),
        config: json!({}),
        theme: Value::Null,
        element_function: true,
    })
    .await;
    let a = part(&html, "a");
    assert!(
        class_of(a, "<div").contains("fn-SelectElement-lg"),
        "the local `addClass` goes on the main class (the layout container): {a}"
    );
    assert!(!part(&html, "b").contains("fn-"), "{html}");
}

#[tokio::test]
async fn an_unknown_preset_renders_the_element_without_it() {
    let html = render(Props {
        schema: two_selects(json!({"presets": ["missing"]})),
        config: horizontal_preset(),
        theme: Value::Null,
        element_function: false,
    })
    .await;
    let a = part(&html, "a");
    assert!(a.contains("<select"), "{a}");
    assert!(!class_of(a, "<select").contains("from-preset"), "{a}");
}

#[tokio::test]
async fn the_configs_class_options_apply_to_the_form_and_every_element() {
    let html = render(Props {
        schema: two_selects(json!({})),
        config: json!({
            "addClasses": {"SelectElement": {"input": "cfg-added"}, "Form": {"form": "cfg-form"}},
            "removeClasses": {"SelectElement": {"input": ["yf-input"]}},
            "replaceClasses": {"ElementDescription": {"container": {"yf-description": "cfg-swapped"}}},
            "overrideClasses": {"ElementLabel": {"container": "cfg-label"}}
        }),
        theme: json!({"ElementDescription": {"container": "yf-description"}}),
        element_function: false,
    })
    .await;
    assert!(class_of(&html, "<form").contains("cfg-form"), "{html}");
    for name in ["a", "b"] {
        let part = part(&html, name);
        let input = class_of(part, "<select");
        assert!(input.contains("cfg-added"), "{part}");
        assert!(!input.split(' ').any(|c| c == "yf-input"), "{part}");
        assert_eq!(class_of(part, "<label"), "cfg-label");
        assert!(part.contains("cfg-swapped"), "{part}");
    }
}

/// Audit 27B F2: `prependClasses` in the config (every element) and on an element puts its
/// classes first, before the theme's, as the reference's config, form and element option.
#[tokio::test]
async fn prepend_classes_in_the_config_and_on_an_element_come_first() {
    let html = render(Props {
        schema: two_selects(json!({"prependClasses": {"ElementLabel": {"container": "el-first"}}})),
        config: json!({
            "prependClasses": {"SelectElement": {"input": "cfg-first"}}
        }),
        theme: json!({}),
        element_function: false,
    })
    .await;
    for name in ["a", "b"] {
        let part = part(&html, name);
        assert!(
            class_of(part, "<select").starts_with("cfg-first "),
            "{part}"
        );
    }
    assert!(
        class_of(part(&html, "a"), "<label").starts_with("el-first "),
        "{html}"
    );
    assert!(
        !class_of(part(&html, "b"), "<label").contains("el-first"),
        "{html}"
    );
}

#[component]
fn RegistryPage() -> Html {
    let schema = FormSchema::from_value(&two_selects(
        json!({"templates": {"ElementLabel": "loudLabel"}}),
    ))
    .expect("valid schema in test");
    // The registry holds a `loudLabel` of its own and a form-wide description part; the
    // `templates` prop's `loudLabel` wins for the same name.
    let registry = yewform_elements::Registry::new()
        .template("loudLabel", |scope: TemplateScope| {
            html! { <label class="quiet" id={scope.id}>{ scope.text.unwrap_or_default() }</label> }
        })
        .template("ElementDescription", fancy);
    let templates = vec![(AttrValue::from("loudLabel"), Callback::from(loud_label))];
    html! {
        <yewform_themes::ThemeProvider>
            <Form {schema} {templates} registry={Some(registry)} id="f" />
        </yewform_themes::ThemeProvider>
    }
}

#[tokio::test]
async fn the_templates_prop_wins_over_a_registry_template_of_the_same_name() {
    let html = yew::LocalServerRenderer::<RegistryPage>::new()
        .render()
        .await;
    let a = part(&html, "a");
    assert!(a.contains("class=\"loud\">ALPHA</label>"), "{a}");
    assert!(!html.contains("quiet"), "{html}");
    // The registry's other template still applies, to every element.
    assert!(
        a.contains("class=\"fancy\"") && a.contains("✦ About alpha"),
        "{a}"
    );
    assert!(part(&html, "b").contains("✦ About beta"), "{html}");
}
