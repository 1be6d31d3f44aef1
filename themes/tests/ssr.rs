//! Server-side rendering of [`ThemeProvider`] and [`use_theme`].

use serde_json::json;
use yew::prelude::*;
use yewform_themes::{ThemeKind, ThemeProvider, use_theme};

#[component]
fn Probe() -> Html {
    let theme = use_theme();
    html! {
        <p id="probe" class={theme.class("ElementError", "container").to_string()}
           data-kind={theme.kind().as_str()}>
            { "child renders" }
        </p>
    }
}

#[derive(Properties, PartialEq)]
struct AppProps {
    kind: ThemeKind,
    overrides: Option<serde_json::Value>,
}

#[component]
fn WithProvider(props: &AppProps) -> Html {
    html! {
        <ThemeProvider kind={props.kind} class_map_overrides={props.overrides.clone()}>
            <Probe />
        </ThemeProvider>
    }
}

#[component]
fn WithoutProvider() -> Html {
    html! { <Probe /> }
}

#[component]
fn DefaultProvider() -> Html {
    html! { <ThemeProvider><Probe /></ThemeProvider> }
}

async fn render_with(kind: ThemeKind, overrides: Option<serde_json::Value>) -> String {
    yew::LocalServerRenderer::<WithProvider>::with_props(AppProps { kind, overrides })
        .hydratable(false)
        .render()
        .await
}

#[tokio::test]
async fn provider_renders_its_child_with_the_provided_theme() {
    let html = render_with(ThemeKind::Dark, None).await;
    assert!(html.contains("child renders"), "{html}");
    assert!(html.contains(r#"class="yf-error""#), "{html}");
    assert!(html.contains(r#"data-kind="dark""#), "{html}");
}

#[tokio::test]
async fn class_map_overrides_reach_the_child() {
    let overrides = json!({"ElementError": {"container": "yf-error my-error"}});
    let html = render_with(ThemeKind::Light, Some(overrides)).await;
    assert!(html.contains(r#"class="yf-error my-error""#), "{html}");
    assert!(html.contains(r#"data-kind="light""#), "{html}");
}

#[tokio::test]
async fn the_provider_defaults_to_the_system_kind() {
    let html = yew::LocalServerRenderer::<DefaultProvider>::new()
        .hydratable(false)
        .render()
        .await;
    assert!(html.contains(r#"data-kind="system""#), "{html}");
}

#[tokio::test]
async fn without_a_provider_use_theme_falls_back_to_the_light_default() {
    let html = yew::LocalServerRenderer::<WithoutProvider>::new()
        .hydratable(false)
        .render()
        .await;
    assert!(html.contains(r#"class="yf-error""#), "{html}");
    assert!(html.contains(r#"data-kind="light""#), "{html}");
}
