//! SSR tests of the Cargo features: a schema whose element type this build of
//! yewform-elements leaves out is the form's build error, naming the feature, and no field
//! renders for it; so is what needs a left-out `http` or `conditions`.
//!
//! The dev-dependency on yewform-core leaves its default features off (this crate's features
//! choose the core's, as in an app) but turns on its `editor`, so the schema reads even when
//! this crate's `editor` is off (as when another crate of the app turns yewform-core's
//! `editor` on). Run with
//! `cargo test -p yewform-elements --no-default-features --features select,ssr --test ssr_features`,
//! `--features editor,ssr`, `--features select,editor,object,list,ssr,rules`, and with the
//! defaults.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} /> }
}

async fn render(schema: Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props { schema })
        .render()
        .await
}

#[cfg(all(feature = "select", feature = "editor"))]
fn both() -> Value {
    json!({
        "country": {"type": "select", "items": ["de", "fr"]},
        "body": {"type": "t-editor", "label": "Body"}
    })
}

#[cfg(not(feature = "editor"))]
#[tokio::test]
async fn a_t_editor_entry_without_the_editor_feature_is_the_build_error() {
    let html = render(json!({"body": {"type": "t-editor", "label": "Body"}})).await;
    assert!(
        html.contains(
            r#"schema.body.type: the &quot;t-editor&quot; element needs yewform&#39;s &quot;editor&quot; feature"#
        ) || html.contains(
            r#"schema.body.type: the "t-editor" element needs yewform's "editor" feature"#
        ),
        "{html}"
    );
    assert!(!html.contains("contenteditable"), "{html}");
}

#[cfg(not(feature = "select"))]
#[tokio::test]
async fn a_select_entry_without_the_select_feature_is_the_build_error() {
    let html = render(json!({"country": {"type": "select", "items": ["de"]}})).await;
    assert!(
        html.contains("schema.country.type: the &quot;select&quot; element needs")
            || html.contains(r#"schema.country.type: the "select" element needs"#),
        "{html}"
    );
    assert!(!html.contains("<select"), "{html}");
}

#[cfg(all(feature = "select", feature = "editor"))]
#[tokio::test]
async fn with_both_features_both_fields_render() {
    let html = render(both()).await;
    assert!(!html.contains("needs yewform"), "{html}");
    assert!(html.contains("<select"), "{html}");
    assert!(html.contains("contenteditable"), "{html}");
}

/// `text` in the rendered markup, its quotes as they are or escaped.
#[cfg(any(not(feature = "http"), not(feature = "conditions")))]
fn shows(html: &str, text: &str) -> bool {
    html.contains(text) || html.contains(&text.replace('"', "&quot;").replace('\'', "&#39;"))
}

#[cfg(all(feature = "select", not(feature = "http")))]
#[tokio::test]
async fn endpoint_items_without_the_http_feature_are_the_build_error() {
    let html = render(json!({
        "country": {"type": "select", "items": "/api/countries"},
        "size": {"type": "select", "items": ["small", "large"]}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.country.items: items from an endpoint URL need yewform's "http" feature"#
        ),
        "{html}"
    );
    // The rest of the form still renders: the static select and its options.
    assert!(
        html.contains(r#"<option value="large">large</option>"#),
        "{html}"
    );
}

/// (`unique` is a built-in rule: without `rules` it is the schema error naming `rules`.)
#[cfg(all(feature = "select", feature = "rules", not(feature = "http")))]
#[tokio::test]
async fn a_server_rule_without_the_http_feature_is_the_build_error() {
    let html = render(json!({
        "email": {"type": "select", "items": ["a@b.c"], "rules": ["required", "unique:users,email"]}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.email.rules[1]: the unique rule needs yewform's "http" feature"#
        ),
        "{html}"
    );
}

/// Inside a container too: an object's child, a list's item, a group's child, at their
/// schema paths as the schema reader names them (27B F1).
#[cfg(all(
    feature = "select",
    feature = "object",
    feature = "list",
    feature = "rules",
    not(feature = "http")
))]
#[tokio::test]
async fn what_needs_a_request_inside_a_container_without_the_http_feature_is_the_build_error() {
    let html = render(json!({
        "size": {"type": "select", "items": ["small", "large"]},
        "address": {"type": "object", "schema": {
            "country": {"type": "select", "items": "/api/countries"}
        }}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.address.schema.country.items: items from an endpoint URL need yewform's "http" feature"#
        ),
        "{html}"
    );
    assert!(
        html.contains(r#"<option value="large">large</option>"#),
        "{html}"
    );
    let html = render(json!({
        "lines": {"type": "list", "element":
            {"type": "select", "items": ["a@b.c"], "rules": ["required", "unique:users,email"]}}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.lines.element.rules[1]: the unique rule needs yewform's "http" feature"#
        ),
        "{html}"
    );
    let html = render(json!({
        "orders": {"type": "list", "object": {"schema": {
            "country": {"type": "select", "items": "/api/countries"}
        }}}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.orders.object.schema.country.items: items from an endpoint URL need yewform's "http" feature"#
        ),
        "{html}"
    );
}

/// A nested t-editor's upload endpoint (27B F1).
#[cfg(all(feature = "editor", feature = "object", not(feature = "http")))]
#[tokio::test]
async fn a_nested_upload_endpoint_without_the_http_feature_is_the_build_error() {
    let html = render(json!({
        "post": {"type": "object", "schema": {
            "body": {"type": "t-editor", "label": "Body", "endpoint": "/api/upload"}
        }}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.post.schema.body.endpoint: uploading to an endpoint needs yewform's "http" feature"#
        ),
        "{html}"
    );
}

#[cfg(all(feature = "editor", not(feature = "http")))]
#[tokio::test]
async fn an_upload_endpoint_without_the_http_feature_is_the_build_error() {
    let html = render(json!({
        "body": {"type": "t-editor", "label": "Body", "endpoint": "/api/upload"}
    }))
    .await;
    assert!(
        shows(
            &html,
            r#"schema.body.endpoint: uploading to an endpoint needs yewform's "http" feature"#
        ),
        "{html}"
    );
    assert!(html.contains("contenteditable"), "{html}");
}

#[cfg(all(feature = "select", not(feature = "http")))]
#[component]
fn InlineEndpoint() -> Html {
    use yewform_elements::SelectElement;
    html! {
        <Form>
            <SelectElement name="country" items={json!("/api/countries")} />
            <SelectElement name="size" items={json!(["small", "large"])} />
        </Form>
    }
}

#[cfg(all(feature = "select", not(feature = "http")))]
#[tokio::test]
async fn an_inline_select_with_endpoint_items_without_the_http_feature_shows_the_error() {
    let html = yew::LocalServerRenderer::<InlineEndpoint>::new()
        .render()
        .await;
    assert!(
        shows(
            &html,
            r#"schema.country.items: items from an endpoint URL need yewform's "http" feature"#
        ),
        "{html}"
    );
    assert!(
        html.contains(r#"<option value="large">large</option>"#),
        "{html}"
    );
}

#[cfg(all(feature = "editor", not(feature = "http")))]
#[component]
fn InlineUploadFn() -> Html {
    use yewform_elements::TEditorElement;
    use yewform_elements::editor::{UploadFn, Uploaded};
    let upload = UploadFn::new(|file: web_sys::File, _el| async move {
        Ok(Uploaded {
            url: format!("/files/{}", file.name()),
            href: format!("/files/{}", file.name()),
        })
    });
    html! {
        <Form>
            <TEditorElement name="body" endpoint="/api/upload" upload_fn={upload} />
        </Form>
    }
}

/// An upload function replaces the endpoint, so it needs no request of ours.
#[cfg(all(feature = "editor", not(feature = "http")))]
#[tokio::test]
async fn an_inline_editor_with_an_upload_function_needs_no_http_feature() {
    let html = yew::LocalServerRenderer::<InlineUploadFn>::new()
        .render()
        .await;
    assert!(!html.contains(r#""http" feature"#), "{html}");
    assert!(html.contains("contenteditable"), "{html}");
}

#[cfg(all(feature = "select", feature = "editor", not(feature = "conditions")))]
#[component]
fn InlineConditionFns() -> Html {
    use yewform_elements::form::registry::ConditionFn;
    use yewform_elements::{SelectElement, TEditorElement};
    let shown = ConditionFn::new(|_| true);
    let locked = ConditionFn::new(|_| false);
    html! {
        <Form>
            <SelectElement name="country" items={json!(["de", "fr"])} condition={shown} />
            <TEditorElement name="body" disabled_fn={locked} />
            <SelectElement name="size" items={json!(["small", "large"])} />
        </Form>
    }
}

/// Without the `conditions` feature an inline element's `condition` and `disabled_fn` props
/// are the path-precise error naming the feature (never silently dropped: the element
/// would show, or be enabled, when it should not); the rest of the form still renders.
#[cfg(all(feature = "select", feature = "editor", not(feature = "conditions")))]
#[tokio::test]
async fn inline_condition_functions_without_the_conditions_feature_are_the_error() {
    let html = yew::LocalServerRenderer::<InlineConditionFns>::new()
        .render()
        .await;
    assert!(
        shows(
            &html,
            r#"schema.country.conditions: conditions need yewform-core's "conditions" feature"#
        ),
        "{html}"
    );
    assert!(
        shows(
            &html,
            r#"schema.body.disabled: conditions need yewform-core's "conditions" feature"#
        ),
        "{html}"
    );
    assert!(
        html.contains(r#"<option value="large">large</option>"#),
        "{html}"
    );
}

#[cfg(feature = "select")]
fn html_label() -> Value {
    json!({
        "country": {
            "type": "select",
            "items": ["de", "fr"],
            "label": "<b>Country</b> &amp; <script>alert(1)</script>region",
            "description": "See <a href=\"https://example.test\">the list</a>"
        }
    })
}

#[cfg(all(feature = "select", not(feature = "html")))]
#[tokio::test]
async fn without_the_html_feature_a_label_renders_its_text_content() {
    let html = render(html_label()).await;
    // The text, escaped as text: no tag of the label, nothing of the script.
    assert!(html.contains("Country &amp; region"), "{html}");
    assert!(html.contains("See the list"), "{html}");
    assert!(!html.contains("<b>"), "{html}");
    assert!(!html.contains("<a "), "{html}");
    assert!(!html.contains("alert"), "{html}");
}

#[cfg(all(feature = "select", feature = "html"))]
#[tokio::test]
async fn with_the_html_feature_a_label_renders_its_sanitized_html() {
    let html = render(html_label()).await;
    assert!(html.contains("<b>Country</b> &amp; region"), "{html}");
    assert!(html.contains(r#"<a href="https://example.test""#), "{html}");
    assert!(!html.contains("alert"), "{html}");
}
