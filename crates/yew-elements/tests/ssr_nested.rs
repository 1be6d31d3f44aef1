//! SSR tests (issue #33, "Must show"): object, group, list and list-of-objects schemas read
//! by `FormSchema::from_json` and rendered by `<Form>` on the server, with every child's
//! value; containers as `<fieldset>` with a `<legend>` or `role="group"`; the list's add and
//! remove controls as `<button>`s with accessible names.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "object",
    feature = "group",
    feature = "list",
    feature = "text"
))]

mod support;

use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[derive(Properties, PartialEq)]
struct Props {
    schema: String,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_json(&props.schema).expect("valid schema in test");
    html! { <Form {schema} /> }
}

async fn render(schema: &str) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props {
        schema: schema.to_owned(),
    })
    .render()
    .await
    .replace("<!--<#>-->", "")
    .replace("<!--</#>-->", "")
}

/// The opening tag that contains `marker`, up to its `>`.
fn tag_with<'a>(html: &'a str, marker: &str) -> &'a str {
    let at = html
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    &html[start..=end]
}

#[tokio::test]
async fn an_object_is_a_fieldset_with_its_label_as_legend_and_its_children_values() {
    let html = render(
        r#"{"address": {"type": "object", "label": "Address", "schema": {
            "street": {"type": "text", "default": "Main St"},
            "city": {"type": "text", "label": "City", "default": "Berlin"}}}}"#,
    )
    .await;
    assert!(
        html.contains(
            r#"<fieldset id="yf-address" class="yf-object-wrapper"><legend id="yf-address__label">Address</legend>"#
        ),
        "{html}"
    );
    let street = tag_with(&html, r#"name="address.street""#);
    assert!(street.contains(r#"value="Main St""#), "{street}");
    let city = tag_with(&html, r#"name="address.city""#);
    assert!(city.contains(r#"value="Berlin""#), "{city}");
    // The children sit inside the fieldset.
    let fieldset = &html[html.find("<fieldset").unwrap()..html.find("</fieldset>").unwrap()];
    assert!(fieldset.contains("address.street") && fieldset.contains("address.city"));
}

#[tokio::test]
async fn a_group_without_label_is_a_named_role_group_and_its_children_have_data_paths() {
    let html = render(
        r#"{"name": {"type": "group", "schema": {
            "first": {"type": "text", "default": "Ada", "columns": 6},
            "last": {"type": "text", "default": "Lovelace", "columns": 6}}}}"#,
    )
    .await;
    let group = tag_with(&html, r#"id="yf-name""#);
    assert!(group.starts_with("<div"), "{group}");
    assert!(group.contains(r#"role="group""#), "{group}");
    assert!(group.contains(r#"aria-label="Name""#), "{group}");
    assert!(!html.contains("<fieldset"), "{html}");
    // A group child's path is its data path.
    let first = tag_with(&html, r#"name="first""#);
    assert!(first.contains(r#"value="Ada""#), "{first}");
    let last = tag_with(&html, r#"name="last""#);
    assert!(last.contains(r#"value="Lovelace""#), "{last}");
    assert!(!html.contains("name.first"), "{html}");
}

#[tokio::test]
async fn a_list_renders_its_items_and_add_remove_move_buttons() {
    let html = render(
        r#"{"phones": {"type": "list", "label": "Phones", "sort": true,
            "default": ["123", "456"], "element": {"type": "text"}}}"#,
    )
    .await;
    assert!(
        html.contains(r#"<legend id="yf-phones__label">Phones</legend>"#),
        "{html}"
    );
    // Audit 13-ssr #2: the fieldset has the theme's wrapper class (no bare browser fieldset).
    let fieldset = tag_with(&html, r#"id="yf-phones""#);
    assert!(fieldset.starts_with("<fieldset"), "{fieldset}");
    assert!(
        fieldset.contains(r#"class="yf-list-wrapper""#),
        "{fieldset}"
    );
    assert!(html.contains(r#"role="list""#), "{html}");
    assert_eq!(html.matches(r#"role="listitem""#).count(), 2, "{html}");
    assert!(tag_with(&html, r#"name="phones.0""#).contains(r#"value="123""#));
    assert!(tag_with(&html, r#"name="phones.1""#).contains(r#"value="456""#));
    // Each item's input is named ("Phones 1") by a label for it.
    assert!(
        html.contains(
            r#"<label for="yf-phones.0" id="yf-phones.0__name" class="yf-list-live">Phones 1</label>"#
        ),
        "{html}"
    );
    // Real buttons with accessible names: the add button's is its text and the list's name,
    // visually hidden ("+ Add Phones").
    assert!(
        html.contains(
            r#"<button type="button" class="yf-list-add">+ Add<span class="yf-list-live"> Phones</span></button>"#
        ),
        "{html}"
    );
    for (label, disabled) in [
        ("Remove Phones 1", false),
        ("Remove Phones 2", false),
        ("Move Phones 1 up", true),
        ("Move Phones 1 down", false),
        ("Move Phones 2 up", false),
        ("Move Phones 2 down", true),
    ] {
        let button = tag_with(&html, &format!(r#"aria-label="{label}""#));
        assert!(button.starts_with(r#"<button type="button""#), "{button}");
        assert_eq!(button.contains("disabled"), disabled, "{button}");
    }
    // The polite live region, empty until a change.
    assert!(
        html.contains(r#"<div role="status" aria-live="polite" class="yf-list-live"></div>"#),
        "{html}"
    );
}

#[tokio::test]
async fn a_list_of_objects_renders_each_item_with_every_field_value() {
    let html = render(
        r#"{"lines": {"type": "list", "object": {"schema": {
                "product": {"type": "text", "label": "Product"},
                "qty": {"type": "text", "label": "Quantity"},
                "notes": {"type": "list", "element": {"type": "text"}}}},
            "default": [
                {"product": "Tea", "qty": "2", "notes": ["green"]},
                {"product": "Cake", "qty": "1", "notes": []}]}}"#,
    )
    .await;
    assert_eq!(html.matches(r#"role="listitem""#).count(), 3, "{html}");
    for (name, value) in [
        ("lines.0.product", "Tea"),
        ("lines.0.qty", "2"),
        ("lines.0.notes.0", "green"),
        ("lines.1.product", "Cake"),
        ("lines.1.qty", "1"),
    ] {
        let input = tag_with(&html, &format!(r#"name="{name}""#));
        assert!(input.contains(&format!(r#"value="{value}""#)), "{input}");
    }
    // Each object item is a group named after its list and position.
    let item = tag_with(&html, r#"id="yf-lines.1""#);
    assert!(item.contains(r#"role="group""#), "{item}");
    assert!(item.contains(r#"aria-label="Lines 2""#), "{item}");
    assert!(html.contains(r#"aria-label="Remove Lines 2""#), "{html}");
}

#[tokio::test]
async fn list_controls_follow_min_max_sort_and_controls() {
    // At max: no add button; at min: no remove button; without sort: no move buttons.
    let html = render(
        r#"{"tags": {"type": "list", "min": 2, "max": 2, "default": ["a", "b"],
            "element": {"type": "text"}}}"#,
    )
    .await;
    assert!(!html.contains("+ Add"), "{html}");
    assert!(!html.contains("Remove Tags"), "{html}");
    assert!(!html.contains("data-yf-move"), "{html}");
    let html = render(
        r#"{"tags": {"type": "list", "sort": true, "controls": {"add": false, "sort": false},
            "default": ["a", "b"], "element": {"type": "text"}}}"#,
    )
    .await;
    assert!(!html.contains("+ Add"), "{html}");
    assert!(html.contains("Remove Tags 2"), "{html}");
    assert!(!html.contains("data-yf-move"), "{html}");
}

#[tokio::test]
async fn the_add_text_is_sanitized_html() {
    let html = render(
        r#"{"tags": {"type": "list", "addText": "<b>Add</b> a tag<img src=x onerror=alert(1)>",
            "element": {"type": "text"}}}"#,
    )
    .await;
    assert!(html.contains("<b>Add</b> a tag"), "{html}");
    assert!(!html.contains("onerror"), "{html}");
}

/// An empty `addText` uses the locale's text: the add button keeps an accessible name.
#[tokio::test]
async fn an_empty_add_text_shows_the_locale_text() {
    let html =
        render(r#"{"tags": {"type": "list", "addText": "", "element": {"type": "text"}}}"#).await;
    assert!(
        html.contains(
            r#"<button type="button" class="yf-list-add">+ Add<span class="yf-list-live"> Tags</span></button>"#
        ),
        "{html}"
    );
}

/// The add text goes inside a `<button>`: it is sanitized with the link/button phrasing
/// policy, as a button's label is, so no `<a>` (which would navigate instead of adding) or
/// block ends up inside the button; its text stays.
#[tokio::test]
async fn the_add_text_keeps_no_link_or_block_inside_the_add_button() {
    let html = render(
        r#"{"tags": {"type": "list", "addText": "<a href=\"/x\">Add</a><div>tag</div>",
            "element": {"type": "text"}}}"#,
    )
    .await;
    let at = html
        .rfind("<button type=\"button\"")
        .expect("an add button");
    let button = &html[at..at + html[at..].find("</button>").unwrap()];
    assert!(button.contains("Add"), "{button}");
    assert!(button.contains("tag"), "{button}");
    assert!(!button.contains("<a"), "{button}");
    assert!(!button.contains("<div"), "{button}");
}

#[tokio::test]
async fn the_guide_order_form_renders_with_its_containers() {
    let guide = include_str!("../../../docs/guide/11-nested-data.md");
    let start = guide.find("```json\n").unwrap() + "```json\n".len();
    let schema = &guide[start..start + guide[start..].find("```").unwrap()];
    let html = render(schema).await;
    assert!(
        html.contains("<legend id=\"yf-customer__label\">Customer</legend>"),
        "{html}"
    );
    assert!(
        html.contains("<legend id=\"yf-lines__label\">Order lines</legend>"),
        "{html}"
    );
    assert!(tag_with(&html, "id=\"yf-address\"").contains("role=\"group\""));
    assert!(html.contains("name=\"street\""), "{html}");
    assert!(html.contains("name=\"lines.0.qty\""), "{html}");
    assert!(html.contains("+ Add a line"), "{html}");
    assert!(!html.contains("role=\"alert\""), "{html}");
}

#[derive(Properties, PartialEq)]
struct InlineProps {
    handle: yewform_elements::FormHandle,
}

#[component]
fn Inline(props: &InlineProps) -> Html {
    use yewform_elements::{GroupElement, ListElement, ObjectElement, TextElement};
    let street = serde_json::json!({"street": {"type": "text", "default": "Main St"}});
    let phone = serde_json::json!({"type": "text"});
    html! {
        <Form handle={props.handle.clone()}>
            <ObjectElement name="address" label="Address" schema={street}>
                <TextElement name="city" default={serde_json::json!("Rome")} />
                <GroupElement name="row">
                    <TextElement name="zip" default={serde_json::json!("00100")} />
                </GroupElement>
                <ListElement name="phones" element={phone} default={serde_json::json!(["1"])} />
            </ObjectElement>
        </Form>
    }
}

#[tokio::test]
async fn elements_written_inside_an_inline_object_or_group_are_its_children() {
    let handle = yewform_elements::FormHandle::new();
    let html = yew::LocalServerRenderer::<Inline>::with_props(InlineProps {
        handle: handle.clone(),
    })
    .render()
    .await;
    assert!(!html.contains("role=\"alert\""), "{html}");
    assert_eq!(
        handle.data(),
        serde_json::json!({"address": {
            "street": "Main St", "city": "Rome", "zip": "00100", "phones": ["1"]
        }})
    );
    assert!(tag_with(&html, r#"name="address.city""#).contains(r#"value="Rome""#));
    assert!(tag_with(&html, r#"name="address.zip""#).contains(r#"value="00100""#));
    // The list's items keep their full paths inside the object's scope.
    assert!(tag_with(&html, r#"name="address.phones.0""#).contains(r#"value="1""#));
    // Each appears once, inside the fieldset.
    assert_eq!(html.matches(r#"name="address.city""#).count(), 1, "{html}");
    let fieldset = &html[html.find("<fieldset").unwrap()..html.rfind("</fieldset>").unwrap()];
    assert!(fieldset.contains("address.street") && fieldset.contains("address.zip"));
}

#[derive(Properties, PartialEq)]
struct HandledProps {
    handle: yewform_elements::FormHandle,
}

#[component]
fn Handled(props: &HandledProps) -> Html {
    let schema = FormSchema::from_json(
        r#"{"address": {"type": "object", "schema": {"city": {"type": "text"}}},
            "name": {"type": "group", "schema": {"first": {"type": "text"}}},
            "lines": {"type": "list", "initial": 1, "object": {"schema": {"qty": {"type": "text"}}}},
            "note": {"type": "text"}}"#,
    )
    .expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} /> }
}

#[tokio::test]
async fn an_elements_parent_is_its_container() {
    let handle = yewform_elements::FormHandle::new();
    yew::LocalServerRenderer::<Handled>::with_props(HandledProps {
        handle: handle.clone(),
    })
    .render()
    .await;
    let parent = |path: &str| handle.el(path).parent().map(|p| p.path().to_owned());
    assert_eq!(parent("address.city").as_deref(), Some("address"));
    assert_eq!(parent("first").as_deref(), Some("name"));
    assert_eq!(parent("lines.0").as_deref(), Some("lines"));
    assert_eq!(parent("lines.0.qty").as_deref(), Some("lines.0"));
    assert_eq!(parent("note"), None);
    assert_eq!(parent("address"), None);
}

/// Every id on the page is unique: a child named like a part of its container (`label`,
/// `description`) has its own id, not the container's legend's or description's, so its
/// `<label for>` and ARIA references reach its input (audit 2: `yf-product__label` twice).
/// A child's id joins the path with `.`, as the reference's `fieldId`; a part's is
/// `<fieldId>__<part>`, as the reference's `labelId`.
#[tokio::test]
async fn a_child_named_like_a_part_of_its_container_has_an_id_of_its_own() {
    let html = render(
        r#"{"product": {"type": "object", "label": "Product", "description": "As in the shop",
            "schema": {"label": {"type": "text", "label": "Label"},
                       "description": {"type": "textarea", "label": "Description"}}}}"#,
    )
    .await;
    support::assert_unique_ids(&html, "a child named like a part");
    assert!(
        tag_with(&html, r#"name="product.label""#).contains(r#"id="yf-product.label""#),
        "{html}"
    );
    assert!(html.contains(r#"for="yf-product.label""#), "{html}");
}

#[derive(Properties, PartialEq)]
struct HandleProps {
    schema: String,
    handle: yewform_elements::FormHandle,
}

#[component]
fn WithHandle(props: &HandleProps) -> Html {
    let schema = FormSchema::from_json(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} /> }
}

/// A container's `size` reaches its children unless they set their own (spec § Common
/// options: "Size of the element and its children"; vueform-behaviour.md §5 Size: the
/// parent's size before the form's), for an object, a group and a list item, and through
/// two levels; the handle's `size()` agrees (audit 4 #2).
#[tokio::test]
async fn a_containers_size_reaches_its_children() {
    let handle = yewform_elements::FormHandle::new();
    let html = yew::LocalServerRenderer::<WithHandle>::with_props(HandleProps {
        schema: r#"{
            "addr": {"type": "object", "size": "sm", "schema": {
                "city": {"type": "text"},
                "zip": {"type": "text", "size": "lg"},
                "inner": {"type": "object", "schema": {"street": {"type": "text"}}}}},
            "name": {"type": "group", "size": "lg", "schema": {"first": {"type": "text"}}},
            "tags": {"type": "list", "size": "sm", "default": ["a"], "element": {"type": "text"}},
            "plain": {"type": "text"}
        }"#
        .to_owned(),
        handle: handle.clone(),
    })
    .render()
    .await
    .replace("<!--<#>-->", "")
    .replace("<!--</#>-->", "");
    let input = |id: &str| tag_with(&html, &format!("id=\"{id}\"")).to_owned();
    for (id, size) in [
        ("yf-addr.city", "sm"),
        ("yf-addr.zip", "lg"),
        ("yf-addr.inner.street", "sm"),
        ("yf-first", "lg"),
        ("yf-tags.0", "sm"),
        ("yf-plain", "md"),
    ] {
        let tag = input(id);
        assert!(tag.contains(&format!("yf-input-{size}")), "{id}: {tag}");
        let layout = tag_with(&html, &format!("data-field=\"{id}\""));
        assert!(
            layout.contains(&format!("yf-layout-{size}")),
            "{id}: {layout}"
        );
    }
    for (path, size) in [
        ("addr.city", "sm"),
        ("addr.zip", "lg"),
        ("addr.inner.street", "sm"),
        ("first", "lg"),
        ("tags.0", "sm"),
        ("plain", "md"),
    ] {
        assert_eq!(handle.el(path).size(), size, "{path}");
    }
}

/// An `id` option in a list's item schema is given once and names each item's field: the
/// item's index joins it (`qty-0`, `qty-1`), so every `<label for>` and ARIA reference
/// reaches its own item's input (audit 6: `id="qty"` three times, every label naming the
/// first item's input).
#[tokio::test]
async fn an_id_option_in_a_list_item_is_unique_per_item() {
    let html = render(
        r#"{"lines": {"type": "list", "initial": 3,
            "object": {"schema": {"qty": {"type": "text", "label": "Qty", "id": "qty"}}}}}"#,
    )
    .await;
    support::assert_unique_ids(&html, "an id option in a list item");
    assert!(
        tag_with(&html, r#"name="lines.2.qty""#).contains(r#"id="qty-2""#),
        "{html}"
    );
    assert!(html.contains(r#"for="qty-1""#), "{html}");
}

/// A checkbox or radio group item is a `<fieldset>`, which a `<label for>` cannot name: an
/// unlabelled one is named by `aria-label` after its list and position.
#[cfg(all(feature = "checkboxgroup", feature = "radiogroup"))]
#[tokio::test]
async fn unlabelled_group_items_are_named() {
    let html = render(
        r#"{"days": {"type": "list", "initial": 2, "label": "Days",
            "element": {"type": "checkboxgroup", "items": ["Mon", "Tue"]}},
            "shift": {"type": "list", "initial": 1,
            "element": {"type": "radiogroup", "items": ["early", "late"]}},
            "named": {"type": "list", "initial": 1,
            "element": {"type": "radiogroup", "label": "Pick", "items": ["a"]}}}"#,
    )
    .await;
    for (id, name) in [
        ("yf-days.0", "Days 1"),
        ("yf-days.1", "Days 2"),
        ("yf-shift.0", "Shift 1"),
    ] {
        let fieldset = tag_with(&html, &format!(r#"<fieldset id="{id}""#));
        assert!(
            fieldset.contains(&format!(r#"aria-label="{name}""#)),
            "{fieldset}"
        );
        assert!(!fieldset.contains("aria-labelledby"), "{fieldset}");
        // No `<label for>` pointing at the fieldset (it would name nothing).
        assert!(!html.contains(&format!(r#"<label for="{id}""#)), "{html}");
    }
    // A labelled item keeps its label's `aria-labelledby` and no `aria-label`.
    let fieldset = tag_with(&html, r#"<fieldset id="yf-named.0""#);
    assert!(
        fieldset.contains(r#"aria-labelledby="yf-named.0__label""#),
        "{fieldset}"
    );
    assert!(!fieldset.contains("aria-label="), "{fieldset}");
}

/// Every id in an `aria-describedby` exists in the document: a container above an invalid
/// child is invalid itself, but shows no error of its own, so it names no `__error` part
/// (audit6-a11y #4: `aria-describedby="yf-address__error"` on a fieldset with no such id).
#[tokio::test]
async fn every_described_by_id_exists_when_only_a_child_is_invalid() {
    let handle = yewform_elements::FormHandle::new();
    let render = || {
        yew::LocalServerRenderer::<WithHandle>::with_props(HandleProps {
            schema: r#"{
                "address": {"type": "object", "label": "Address", "schema": {
                    "city": {"type": "text", "label": "City", "rules": "required"}}},
                "name": {"type": "group", "label": "Name", "description": "Yours", "schema": {
                    "first": {"type": "text", "rules": "required"}}},
                "lines": {"type": "list", "label": "Lines", "initial": 1,
                    "element": {"type": "text", "rules": "required"}}
            }"#
            .to_owned(),
            handle: handle.clone(),
        })
        .render()
    };
    let _ = render().await;
    assert!(!handle.validate());
    let html = render().await;
    assert!(html.contains(r#"id="yf-address.city__error""#), "{html}");
    let ids: Vec<&str> = html
        .split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let mut described = 0;
    for refs in html.split(" aria-describedby=\"").skip(1) {
        let refs = refs.split('"').next().unwrap();
        for id in refs.split_whitespace() {
            described += 1;
            assert!(ids.contains(&id), "{id} is not in {html}");
        }
    }
    assert!(
        described >= 3,
        "the children's errors are described: {html}"
    );
    let name = tag_with(&html, r#"id="yf-name""#);
    assert!(
        name.contains(r#"aria-describedby="yf-name__description""#),
        "{name}"
    );
    // A container above an invalid child is not `aria-invalid` (ARIA 1.2 has no
    // `aria-invalid` on `group`; its invalid child is, audit 9 #4; docs/dom.md).
    for id in ["yf-address", "yf-name", "yf-lines"] {
        let tag = tag_with(&html, &format!(r#"id="{id}""#));
        assert!(!tag.contains("aria-invalid"), "{tag}");
    }
    let city = tag_with(&html, r#"id="yf-address.city""#);
    assert!(city.contains(r#"aria-invalid="true""#), "{city}");
}

/// The text of the element with `id` in `html` (its tags left out), if it is there.
fn text_of_id(html: &str, id: &str) -> Option<String> {
    let at = html.find(&format!(" id=\"{id}\""))?;
    let start = html[..at].rfind('<')?;
    let tag: String = html[start + 1..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    let open = start + html[start..].find('>')? + 1;
    let close = open + html[open..].find(&format!("</{tag}>"))?;
    Some(
        html[open..close]
            .split('>')
            .filter_map(|part| part.split('<').next())
            .collect(),
    )
}

/// An unlabelled select-only combobox in a list (a `div`, which the list's hidden
/// `<label for>` cannot name) is named after its list and position and its value text
/// (audit6-a11y #1); with a placeholder, which the config floats by default, by that
/// placeholder, its generic name (27A #4), as an unlabelled select outside a list is.
#[cfg(feature = "select")]
#[tokio::test]
async fn an_unlabelled_select_only_list_item_is_named_by_its_position() {
    let name = |html: &str, index: usize| {
        let combo = tag_with(html, &format!(r#"id="yf-phones.{index}""#));
        assert!(combo.contains(r#"role="combobox""#), "{combo}");
        let ids = support::attr_of(combo, "<", "aria-labelledby").expect("labelled");
        ids.split(' ')
            .map(|id| text_of_id(html, id).unwrap_or_else(|| panic!("{id} in {html}")))
            .collect::<Vec<String>>()
            .join(" ")
    };
    let html = render(
        r#"{"phones": {"type": "list", "label": "Phones", "default": ["a", "b"],
            "element": {"type": "select", "native": false, "items": ["a", "b"]}}}"#,
    )
    .await;
    for (index, value) in [(0, "a"), (1, "b")] {
        assert_eq!(
            name(&html, index),
            format!("Phones {} {value}", index + 1),
            "{html}"
        );
    }
    let html = render(
        r#"{"phones": {"type": "list", "label": "Phones", "default": ["a"],
            "element": {"type": "select", "native": false, "items": ["a", "b"],
                        "placeholder": "Pick"}}}"#,
    )
    .await;
    assert_eq!(name(&html, 0), "Pick a", "{html}");
}

#[derive(Properties, PartialEq)]
struct OrderedProps {
    handle: yewform_elements::FormHandle,
}

#[component]
fn Ordered(props: &OrderedProps) -> Html {
    use yewform_elements::ListElement;
    let tag = serde_json::json!({"type": "text"});
    let line = serde_json::json!({"schema": {"n": {"type": "text"}, "pos": {"type": "text"}}});
    html! {
        <Form handle={props.handle.clone()}>
            <ListElement name="tags" element={tag} order="DESC" />
            <ListElement name="lines" object={line} order="ASC" order_by="n" />
        </Form>
    }
}

/// Audit 8 #6: an inline list takes `order` and `order_by` as props (they were reachable
/// through `options` only), and `load` sorts by them.
#[tokio::test]
async fn an_inline_list_takes_order_and_order_by_props() {
    let handle = yewform_elements::FormHandle::new();
    let html = yew::LocalServerRenderer::<Ordered>::with_props(OrderedProps {
        handle: handle.clone(),
    })
    .render()
    .await;
    assert!(!html.contains("role=\"alert\""), "{html}");
    handle
        .load(
            &serde_json::json!({"tags": ["b", "c", "a"],
                "lines": [{"n": "y", "pos": "1"}, {"n": "x", "pos": "2"}]}),
            false,
        )
        .unwrap();
    assert_eq!(handle.data()["tags"], serde_json::json!(["c", "b", "a"]));
    assert_eq!(
        handle.data()["lines"],
        serde_json::json!([{"n": "x", "pos": "2"}, {"n": "y", "pos": "1"}])
    );
}

/// Audit 8 #5 (issue 33: "the `add`/`remove` slots"): the schema's `slots` strings fill the
/// add button and each remove button (sanitized, no link inside a button); the remove
/// buttons keep their `aria-label`.
#[tokio::test]
async fn a_lists_add_and_remove_slots_fill_its_buttons() {
    let html = render(
        r#"{"phones": {"type": "list", "default": ["1", "2"], "element": {"type": "text"},
            "slots": {"add": "Add <b>phone</b><a href=\"/x\">!</a>", "remove": "Delete"}}}"#,
    )
    .await;
    let add_at = html.find(r#"class="yf-list-add""#).expect("add button");
    let add = &html[add_at..add_at + html[add_at..].find("</button>").unwrap()];
    assert!(add.contains("Add <b>phone</b>"), "{add}");
    assert!(!add.contains("<a") && !add.contains("+ Add"), "{add}");
    for label in ["Remove Phones 1", "Remove Phones 2"] {
        let at = html.find(&format!(r#"aria-label="{label}""#)).unwrap();
        let button = &html[at..at + html[at..].find("</button>").unwrap()];
        assert!(button.contains(">Delete"), "{button}");
        assert!(!button.contains("×"), "{button}");
    }
}

#[derive(Properties, PartialEq)]
struct SlottedProps {
    handle: yewform_elements::FormHandle,
}

#[component]
fn Slotted(props: &SlottedProps) -> Html {
    use yewform_elements::ListElement;
    use yewform_elements::nested::ListSlots;
    let slots = ListSlots {
        add: Some(Callback::from(|_| html! { <span>{ "New tag" }</span> })),
        remove: Some(Callback::from(|item: yewform_elements::ElementHandle| {
            html! { <span>{ format!("Drop {}", item.path()) }</span> }
        })),
    };
    html! {
        <Form handle={props.handle.clone()}>
            <ListElement name="tags" element={serde_json::json!({"type": "text"})}
                default={serde_json::json!(["a"])} {slots} />
        </Form>
    }
}

/// The inline `slots` prop: render props given the list (add) and the item (remove).
#[tokio::test]
async fn an_inline_lists_slots_are_render_props() {
    let handle = yewform_elements::FormHandle::new();
    let html = yew::LocalServerRenderer::<Slotted>::with_props(SlottedProps {
        handle: handle.clone(),
    })
    .render()
    .await;
    assert!(!html.contains("role=\"alert\""), "{html}");
    let add_at = html.find(r#"class="yf-list-add""#).expect("add button");
    let add = &html[add_at..add_at + html[add_at..].find("</button>").unwrap()];
    assert!(add.contains("<span>New tag</span>"), "{add}");
    let at = html.find(r#"aria-label="Remove Tags 1""#).unwrap();
    let button = &html[at..at + html[at..].find("</button>").unwrap()];
    assert!(button.contains("<span>Drop tags.0</span>"), "{button}");
}

/// A list's hidden item label names its field with `for` only when the field is labelable
/// (an input, a native select, a textarea): a select-only combobox's `div`, the editor's
/// surface, a static's `div` and a hidden input take no `<label for>` (the Nu validator
/// rejects it); the combobox and the editor are named by the label's id or the name
/// itself, and a button keeps its own text as its name (audit15-a11y #1).
#[cfg(all(
    feature = "select",
    feature = "editor",
    feature = "static",
    feature = "hidden",
    feature = "button"
))]
#[tokio::test]
async fn a_lists_hidden_label_names_only_labelable_fields_with_for() {
    for (list, element) in [
        (
            "Phones",
            r#"{"type": "select", "native": false, "items": ["a", "b"]}"#,
        ),
        ("Notes", r#"{"type": "t-editor"}"#),
        ("Texts", r#"{"type": "static", "content": "Hi"}"#),
        ("Keys", r#"{"type": "hidden"}"#),
        ("Actions", r#"{"type": "button", "buttonLabel": "Call"}"#),
    ] {
        let html = render(&format!(
            r#"{{"items": {{"type": "list", "label": "{list}", "initial": 1, "element": {element}}}}}"#
        ))
        .await;
        if html.contains(r#"id="yf-items.0__name""#) {
            let label = tag_with(&html, r#"id="yf-items.0__name""#);
            assert!(!label.contains("for="), "{list}: {label}");
            assert_eq!(
                text_of_id(&html, "yf-items.0__name").as_deref(),
                Some(format!("{list} 1").as_str()),
                "{html}"
            );
        }
        assert!(!html.contains(r#"for="yf-items.0""#), "{list}: {html}");
        match list {
            "Phones" => {
                let combo = tag_with(&html, r#"id="yf-items.0""#);
                let ids = support::attr_of(combo, "<", "aria-labelledby").expect("labelled");
                assert!(ids.starts_with("yf-items.0__name "), "{combo}");
            }
            "Notes" => assert!(
                html.contains(r#"aria-label="Notes 1""#)
                    || html.contains(r#"aria-labelledby="yf-items.0__name""#),
                "{html}"
            ),
            "Actions" => {
                let button = tag_with(&html, r#"id="yf-items.0""#);
                assert!(!button.contains("aria-label"), "{button}");
                assert_eq!(text_of_id(&html, "yf-items.0").as_deref(), Some("Call"));
            }
            _ => {}
        }
    }
    // A text input keeps its `<label for>`.
    let html = render(r#"{"items": {"type": "list", "label": "Lines", "initial": 1, "element": {"type": "text"}}}"#).await;
    assert!(
        html.contains(r#"<label for="yf-items.0" id="yf-items.0__name""#),
        "{html}"
    );
}

#[derive(Properties, PartialEq)]
struct ConfiguredProps {
    schema: String,
    config: String,
}

#[component]
fn Configured(props: &ConfiguredProps) -> Html {
    let schema = FormSchema::from_json(&props.schema).expect("valid schema in test");
    let config = yewform_core::config::FormConfig::from_value(
        &serde_json::from_str(&props.config).expect("valid json in test"),
    )
    .expect("valid config in test");
    html! { <Form {schema} config={Some(config)} /> }
}

/// Object, group and list show their `info` tooltip and required mark in their `<legend>`,
/// as a label box does (same classes), and every id the fieldset's `aria-describedby`
/// names is in the page (audit 18B #3).
#[tokio::test]
async fn a_containers_legend_shows_its_info_and_required_mark() {
    for (kind, extra) in [
        ("object", r#""schema": {"city": {"type": "text"}}"#),
        ("group", r#""schema": {"city": {"type": "text"}}"#),
        ("list", r#""element": {"type": "text"}"#),
    ] {
        let schema = format!(
            r#"{{"address": {{"type": "{kind}", "label": "Address", "info": "Where we ship",
                "rules": "required", {extra}}}}}"#
        );
        let html = yew::LocalServerRenderer::<Configured>::with_props(ConfiguredProps {
            schema,
            config: r#"{"showRequired": ["label"]}"#.to_owned(),
        })
        .render()
        .await
        .replace("<!--<#>-->", "")
        .replace("<!--</#>-->", "");
        let fieldset = tag_with(&html, r#"<fieldset id="yf-address""#);
        let described = fieldset
            .split(r#"aria-describedby=""#)
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_default();
        for id in described.split(' ').filter(|id| !id.is_empty()) {
            assert!(
                html.contains(&format!(r#" id="{id}""#)),
                "{kind}: {id} named by the fieldset, not in {html}"
            );
        }
        let legend = &html[html.find("<legend").unwrap()..html.find("</legend>").unwrap()];
        assert!(legend.contains("Where we ship"), "{kind}: {legend}");
        assert!(
            legend.contains(r#"id="yf-address__info""#),
            "{kind}: {legend}"
        );
        assert!(
            legend.contains(r#"aria-hidden="true" class="yf-label-required">*</span>"#),
            "{kind}: {legend}"
        );
    }
}

/// Audit 24C #3 (WCAG 2.4.6, 2.5.3): two lists on a page and a list inside each item of
/// another: every remove and move button's name is unique, naming its list (and the outer
/// item), and each add button's name is its visible text followed by its list's name.
#[tokio::test]
async fn list_control_names_are_unique_across_lists_and_nested_lists() {
    let html = render(
        r#"{"phones": {"type": "list", "label": "Phones", "sort": true, "default": ["1", "2"],
                "element": {"type": "text"}},
            "emails": {"type": "list", "sort": true, "default": ["a", "b"],
                "element": {"type": "text"}},
            "orders": {"type": "list", "sort": true, "initial": 2, "object": {"schema": {
                "lines": {"type": "list", "sort": true, "initial": 2,
                    "element": {"type": "text"}}}}}}"#,
    )
    .await;
    let mut names = Vec::new();
    for class in ["yf-list-remove", "yf-list-move-up", "yf-list-move-down"] {
        let mut rest = html.as_str();
        while let Some(at) = rest.find(&format!(r#"class="{class}""#)) {
            let start = rest[..at].rfind('<').unwrap();
            let end = at + rest[at..].find('>').unwrap();
            let tag = &rest[start..=end];
            let label = tag
                .split(r#"aria-label=""#)
                .nth(1)
                .and_then(|t| t.split('"').next())
                .unwrap_or_else(|| panic!("no aria-label: {tag}"));
            names.push(label.to_owned());
            rest = &rest[end..];
        }
    }
    // 2 phones + 2 emails + 2 orders + 4 lines, three buttons each.
    assert_eq!(names.len(), 30, "{names:?}");
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    for name in [
        "Remove Phones 1",
        "Move Emails 2 up",
        "Remove Orders 2",
        "Remove Orders 2, Lines 1",
        "Move Orders 1, Lines 2 down",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }
    // The add button: its visible text, then the list's name, visually hidden.
    for list in [
        "Phones",
        "Emails",
        "Orders",
        "Orders 1, Lines",
        "Orders 2, Lines",
    ] {
        let button = format!(
            r#"<button type="button" class="yf-list-add">+ Add<span class="yf-list-live"> {list}</span></button>"#
        );
        assert!(html.contains(&button), "{button} in {html}");
    }
}
