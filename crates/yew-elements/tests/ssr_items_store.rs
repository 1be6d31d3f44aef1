//! SSR tests: a `SelectElement` given its items in Rust (`(value, label)` pairs or an
//! `OptionStore`, no JSON) renders those options, admits a default among them, and submits
//! the chosen value with its kind.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

use std::sync::Arc;

use serde_json::json;
use yew::prelude::*;
use yewform_core::items::OptionStore;
use yewform_elements::select::ItemsProp;
use yewform_elements::{Form, FormHandle, SelectElement};

#[derive(Properties, PartialEq)]
struct Props {
    items: ItemsProp,
    handle: FormHandle,
    #[prop_or_default]
    default: Option<serde_json::Value>,
    #[prop_or_default]
    object: Option<bool>,
}

#[component]
fn Inline(props: &Props) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="city" items={props.items.clone()}
                default={props.default.clone()} object={props.object} />
        </Form>
    }
}

async fn render(items: ItemsProp, default: Option<serde_json::Value>) -> (String, FormHandle) {
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Inline>::with_props(Props {
        items,
        handle: handle.clone(),
        default,
        object: None,
    })
    .render()
    .await;
    (html, handle)
}

fn pairs() -> ItemsProp {
    use yew::html::IntoPropValue;
    vec![(1, "Zürich"), (2, "Bern"), (3, "Genève")].into_prop_value()
}

#[tokio::test]
async fn pairs_render_as_options_with_their_labels() {
    let (html, _) = render(pairs(), None).await;
    for (value, label) in [("1", "Zürich"), ("2", "Bern"), ("3", "Genève")] {
        let option = format!(r#"<option value="{value}""#);
        let at = html
            .find(&option)
            .unwrap_or_else(|| panic!("{option} in {html}"));
        assert!(html[at..].contains(label), "{label}");
    }
}

#[tokio::test]
async fn a_default_among_the_stored_options_is_selected_and_submitted_as_a_number() {
    let store = Arc::new(OptionStore::from_pairs(
        (1..=1000).map(|i| (i, format!("City {i}"))),
    ));
    let (html, handle) = render(ItemsProp::Store(store), Some(json!(500))).await;
    let selected = html.find("selected").expect("a selected option");
    let option_start = html[..selected].rfind("<option").unwrap();
    assert!(
        html[option_start..].starts_with(r#"<option value="500""#),
        "{}",
        &html[option_start..selected + 20]
    );
    assert_eq!(handle.request_data(), json!({"city": 500}));
}

#[tokio::test]
async fn a_default_the_store_does_not_hold_is_refused() {
    let (_, handle) = render(pairs(), Some(json!(9))).await;
    assert_eq!(handle.request_data(), json!({"city": null}));
}

#[tokio::test]
async fn with_object_the_value_is_the_pair_as_an_option_object() {
    let handle = FormHandle::new();
    let _ = yew::LocalServerRenderer::<Inline>::with_props(Props {
        items: pairs(),
        handle: handle.clone(),
        default: Some(json!({"value": 2, "label": "Bern"})),
        object: Some(true),
    })
    .render()
    .await;
    assert_eq!(
        handle.request_data(),
        json!({"city": {"value": 2, "label": "Bern"}})
    );
}

#[derive(Properties, PartialEq)]
struct SchemaProps {
    schema: yewform_core::schema::FormSchema,
    handle: FormHandle,
}

#[component]
fn Compacted(props: &SchemaProps) -> Html {
    html! { <Form schema={props.schema.clone()} handle={props.handle.clone()} /> }
}

#[tokio::test]
async fn a_compacted_schema_renders_its_options_and_admits_its_default() {
    // Reading the schema reads the list into a compact store.
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "city": {"type": "select", "items": {"zh": "Zürich", "be": "Bern"}, "default": "be"}
    }))
    .unwrap();
    let Some(yewform_core::schema::ElementSchema::Select(city)) = schema.get("city") else {
        panic!("a select");
    };
    assert!(city.static_store().is_some());
    let handle = FormHandle::new();
    let html = yew::LocalServerRenderer::<Compacted>::with_props(SchemaProps {
        schema,
        handle: handle.clone(),
    })
    .render()
    .await;
    for (value, label) in [("zh", "Zürich"), ("be", "Bern")] {
        let option = format!(r#"<option value="{value}""#);
        let at = html
            .find(&option)
            .unwrap_or_else(|| panic!("{option} in {html}"));
        assert!(html[at..].contains(label), "{label}");
    }
    assert_eq!(handle.request_data(), json!({"city": "be"}));
}

#[derive(Properties, PartialEq)]
struct SharedProps {
    items: ItemsProp,
    handle: FormHandle,
    native: bool,
}

#[component]
fn Shared(props: &SharedProps) -> Html {
    html! {
        <Form handle={props.handle.clone()}>
            <SelectElement name="city" items={props.items.clone()}
                options={json!({"native": props.native})} />
        </Form>
    }
}

/// The schema entry's store of the select at `path`.
fn entry_store(handle: &FormHandle, path: &str) -> Arc<OptionStore> {
    handle
        .read(|s| match s.schema_entry(path) {
            Some(yewform_core::schema::ElementSchema::Select(select)) => {
                select.static_store().cloned()
            }
            _ => None,
        })
        .flatten()
        .expect("the entry holds a store")
}

#[tokio::test]
async fn the_native_and_dropdown_views_hold_the_given_store_itself() {
    for native in [true, false] {
        let store = Arc::new(OptionStore::from_pairs(
            (0..1000).map(|i| (i, format!("City {i}"))),
        ));
        let handle = FormHandle::new();
        let html = yew::LocalServerRenderer::<Shared>::with_props(SharedProps {
            items: ItemsProp::Store(store.clone()),
            handle: handle.clone(),
            native,
        })
        .render()
        .await;
        if native {
            assert!(html.contains(r#"<option value="999""#), "{html}");
        }
        // One store from the prop to the views: the entry and the views share the `Arc`.
        assert!(Arc::ptr_eq(&entry_store(&handle, "city"), &store));
        let shown = handle.el("city").options_store().expect("options resolved");
        assert!(Arc::ptr_eq(&shown, &store), "native: {native}");
    }
}

#[tokio::test]
async fn the_views_hold_the_store_the_schema_was_read_into() {
    let schema = yewform_core::schema::FormSchema::from_value(&json!({
        "city": {"type": "select", "items": {"zh": "Zürich", "be": "Bern"}}
    }))
    .unwrap();
    let handle = FormHandle::new();
    let _ = yew::LocalServerRenderer::<Compacted>::with_props(SchemaProps {
        schema,
        handle: handle.clone(),
    })
    .render()
    .await;
    let shown = handle.el("city").options_store().expect("options resolved");
    assert!(Arc::ptr_eq(&shown, &entry_store(&handle, "city")));
    assert_eq!(shown.label(0), Some("Zürich"));
}

/// Items kept as JSON (grouped, per-locale labels) admit a value on the server as a
/// compacted list does (audit 18 #1): no view effect runs there, so core decides, and
/// `request_data()` never holds a value no option has. A single select takes no list
/// (audit 18 #2).
#[tokio::test]
async fn items_kept_as_json_admit_a_loaded_value_on_the_server() {
    for items in [
        json!([{"label": "G", "items": ["zh", "be"]}]),
        json!([{"value": "zh", "label": {"en": "Zürich"}}, {"value": "be", "label": {"en": "Bern"}}]),
    ] {
        let groups = items[0].get("items").is_some();
        let schema = yewform_core::schema::FormSchema::from_value(&json!({
            "city": {"type": "select", "groups": groups, "items": items, "default": "be"}
        }))
        .unwrap();
        let handle = FormHandle::new();
        let _html = yew::LocalServerRenderer::<Compacted>::with_props(SchemaProps {
            schema,
            handle: handle.clone(),
        })
        .render()
        .await;
        assert_eq!(handle.request_data(), json!({"city": "be"}), "{items}");
        assert!(handle.el("city").update(json!("ge")).is_err(), "{items}");
        assert!(handle.el("city").update(json!(["zh"])).is_err(), "{items}");
        assert_eq!(handle.request_data(), json!({"city": "be"}), "{items}");
        handle.load(&json!({"city": "ge"}), false).unwrap();
        assert_eq!(handle.request_data(), json!({"city": null}), "{items}");
        handle.update(&json!({"city": "zh"}));
        assert_eq!(handle.request_data(), json!({"city": "zh"}), "{items}");
        handle.update(&json!({"city": ["zh"]}));
        assert_eq!(handle.request_data(), json!({"city": null}), "{items}");
    }
}
