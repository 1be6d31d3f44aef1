//! SSR tests of the Cargo features: a schema whose element type this build of
//! yewform-elements leaves out is the form's build error, naming the feature, and no field
//! renders for it.
//!
//! The dev-dependency on yewform-core keeps its default features, so the schema reads even
//! when this crate's `editor` or `select` is off (as when another crate of the app turns
//! yewform-core's `editor` on). Run with
//! `cargo test -p yewform-elements --no-default-features --features select,ssr --test ssr_features`
//! and `--features editor,ssr`, and with the defaults.
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
