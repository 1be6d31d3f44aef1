//! SSR tests of the select's contract details: `showRequired` and the `required` slot,
//! `attrs`, the native options' `value` attributes, the dropdown's hidden input and its
//! `autocomplete` default.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(feature = "select")]

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    config: Value,
}

#[component]
fn Schema(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    let config = FormConfig::from_value(&props.config).expect("valid config in test");
    html! { <Form {schema} config={Some(config)} /> }
}

async fn render_with(schema: Value, config: Value) -> String {
    yew::LocalServerRenderer::<Schema>::with_props(Props { schema, config })
        .render()
        .await
}

/// The whole opening tag that contains `marker`.
fn tag_of<'a>(html: &'a str, marker: &str) -> &'a str {
    let at = html
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker} in {html}"));
    let start = if marker.starts_with('<') {
        at
    } else {
        html[..at].rfind('<').unwrap()
    };
    let end = at + html[at..].find('>').unwrap();
    &html[start..=end]
}

/// The value of `attr` on the first tag that contains `marker`.
fn attr_of(html: &str, marker: &str, attr: &str) -> Option<String> {
    let tag = tag_of(html, marker);
    let key = format!(" {attr}=\"");
    let from = tag.find(&key)? + key.len();
    let to = from + tag[from..].find('"')?;
    Some(tag[from..to].to_string())
}

/// The content of the label's required mark: the span with the theme's
/// `ElementLabel.required` class (`yf-label-required`, styled by the theme), hidden from
/// assistive technology (the input has `aria-required`).
fn required_mark(label: &str) -> Option<&str> {
    let at = label.find("class=\"yf-label-required\"")?;
    let start = label[..at].rfind("<span")?;
    let tag_end = start + label[start..].find('>')?;
    assert!(
        label[start..tag_end].contains("aria-hidden=\"true\""),
        "{label}"
    );
    let end = tag_end + label[tag_end..].find("</span>")?;
    Some(&label[tag_end + 1..end])
}

/// The `<label …>…</label>` of the element.
fn label_of(html: &str) -> &str {
    let start = html
        .find("<label")
        .unwrap_or_else(|| panic!("no label in {html}"));
    let end = start + html[start..].find("</label>").unwrap();
    &html[start..end]
}

fn required_select(extra: Value) -> Value {
    let mut size = json!({
        "type": "select", "label": "Size", "placeholder": "Choose",
        "rules": "required", "items": ["S", "M"]
    });
    if let (Some(map), Value::Object(extra)) = (size.as_object_mut(), extra) {
        map.extend(extra);
    }
    json!({ "size": size })
}

#[tokio::test]
async fn without_show_required_no_mark_is_shown() {
    let html = render_with(required_select(json!({})), json!({})).await;
    let label = label_of(&html);
    assert!(!label.contains('*'), "{label}");
    assert!(html.contains(">Choose</option>"), "{html}");
}

#[tokio::test]
async fn show_required_label_puts_a_styled_mark_in_the_label() {
    let html = render_with(
        required_select(json!({})),
        json!({"showRequired": ["label"]}),
    )
    .await;
    let label = label_of(&html);
    // The theme's ElementLabel.required class (styled by the theme's stylesheet).
    assert!(required_mark(label) == Some("*"), "{label}");
    // Only the label: the placeholder keeps its text.
    assert!(html.contains(">Choose</option>"), "{html}");
    // An element that is not required shows no mark: it is there, `hidden` (a conditional
    // `required` rule reading today can answer differently on the server and in the
    // browser, and a node on one side only makes hydration panic).
    let html = render_with(
        json!({"size": {"type": "select", "label": "Size", "items": ["S"]}}),
        json!({"showRequired": ["label"]}),
    )
    .await;
    let label = label_of(&html);
    assert!(
        label.contains(
            r#"<span aria-hidden="true" hidden="hidden" class="yf-label-required">*</span>"#
        ),
        "{label}"
    );
}

#[tokio::test]
async fn the_required_slot_replaces_the_mark() {
    let html = render_with(
        required_select(json!({"slots": {"required": "<em>(required)</em><script>x()</script>"}})),
        json!({"showRequired": ["label"]}),
    )
    .await;
    let label = label_of(&html);
    assert!(label.contains("<em>(required)</em>"), "{label}");
    assert!(!label.contains("<script"), "{label}");
    assert!(!label.contains(">*<"), "{label}");
}

#[tokio::test]
async fn show_required_placeholder_marks_the_native_and_the_dropdown_placeholder() {
    let config = json!({"showRequired": ["placeholder"]});
    let html = render_with(required_select(json!({})), config.clone()).await;
    assert!(html.contains(">Choose*</option>"), "{html}");
    assert!(!label_of(&html).contains('*'), "{html}");
    let html = render_with(required_select(json!({"native": false})), config.clone()).await;
    assert!(html.contains(">Choose*</span>"), "{html}");
    let html = render_with(required_select(json!({"search": true})), config).await;
    assert_eq!(
        attr_of(&html, "role=\"combobox\"", "placeholder").as_deref(),
        Some("Choose*")
    );
}

#[tokio::test]
async fn show_required_floating_marks_the_floating_label() {
    let html = render_with(
        required_select(json!({"default": "S", "floating": "Your size"})),
        json!({"showRequired": ["floating"]}),
    )
    .await;
    assert!(html.contains(">Your size*</span>"), "{html}");
    let html = render_with(
        required_select(json!({"default": "S", "floating": "Your size"})),
        json!({}),
    )
    .await;
    assert!(html.contains(">Your size</span>"), "{html}");
}

#[cfg(feature = "editor")]
#[tokio::test]
async fn show_required_label_marks_the_editor_label() {
    let html = render_with(
        json!({"text": {"type": "t-editor", "label": "Text", "rules": "required"}}),
        json!({"showRequired": ["label"]}),
    )
    .await;
    let label = label_of(&html);
    assert!(required_mark(label) == Some("*"), "{label}");
    let html = render_with(
        json!({"text": {"type": "t-editor", "label": "Text", "rules": "required"}}),
        json!({}),
    )
    .await;
    assert!(!label_of(&html).contains('*'), "{html}");
}

#[tokio::test]
async fn attrs_reach_the_native_select_without_breaking_its_wiring() {
    let html = render_with(
        json!({"size": {"type": "select", "label": "Size", "items": ["S"], "attrs": {
            "data-test": "size-field",
            "title": "Your size",
            "autocomplete": "off",
            "aria-label": "Size of the shirt",
            "class": "extra",
            "required": true,
            "onclick": "alert(1)",
            "onfocus": "alert(2)",
            "id": "hijack",
            "name": "other",
            "aria-labelledby": "nowhere",
            "bad name\"><script>": "x",
            "style": "background-image:url(https://evil.test/b)",
            "form": "login",
            "formaction": "https://evil.test/",
            "autofocus": true
        }}}),
        json!({}),
    )
    .await;
    let select = tag_of(&html, "<select");
    assert_eq!(
        attr_of(select, "<select", "data-test").as_deref(),
        Some("size-field")
    );
    assert_eq!(
        attr_of(select, "<select", "title").as_deref(),
        Some("Your size")
    );
    assert_eq!(
        attr_of(select, "<select", "autocomplete").as_deref(),
        Some("off")
    );
    assert_eq!(
        attr_of(select, "<select", "aria-label").as_deref(),
        Some("Size of the shirt")
    );
    assert!(select.contains(" required"), "{select}");
    let class = attr_of(select, "<select", "class").unwrap();
    assert!(
        class.contains("extra") && class.contains("yf-input"),
        "{class}"
    );
    // The element's own wiring wins; event handlers and bad names are refused.
    assert_eq!(attr_of(select, "<select", "id").as_deref(), Some("yf-size"));
    assert_eq!(attr_of(select, "<select", "name").as_deref(), Some("size"));
    assert_eq!(
        attr_of(select, "<select", "aria-labelledby").as_deref(),
        Some("yf-size__label")
    );
    assert!(
        !html.contains("onclick") && !html.contains("onfocus"),
        "{html}"
    );
    assert!(
        !html.contains("alert(") && !html.contains("<script"),
        "{html}"
    );
    // Issue 29 item 15: no inline style (it can fetch a URL or cover the page), no moving
    // the field into another form or changing its submission, no focus taken on load.
    for refused in ["style", "form", "formaction", "autofocus"] {
        let present = [" ", "=", ">", "/"]
            .iter()
            .any(|end| select.contains(&format!(" {refused}{end}")));
        assert!(!present, "{refused}: {select}");
    }
    assert!(!html.contains("evil.test"), "{html}");
}

#[tokio::test]
async fn attrs_reach_the_dropdown_combobox() {
    for options in [json!({"native": false}), json!({"search": true})] {
        let mut size = json!({"type": "select", "label": "Size", "items": ["S"], "attrs": {
            "data-test": "size-field", "title": "Your size", "onclick": "alert(1)",
            "role": "textbox", "id": "hijack", "style": "position:fixed; inset:0", "form": "login"
        }});
        size.as_object_mut()
            .unwrap()
            .extend(options.as_object().unwrap().clone());
        let html = render_with(json!({ "size": size }), json!({})).await;
        let combobox = tag_of(&html, "role=\"combobox\"");
        assert_eq!(
            attr_of(combobox, "role=", "data-test").as_deref(),
            Some("size-field"),
            "{combobox}"
        );
        assert_eq!(
            attr_of(combobox, "role=", "title").as_deref(),
            Some("Your size")
        );
        assert_eq!(attr_of(combobox, "role=", "id").as_deref(), Some("yf-size"));
        assert!(!combobox.contains("textbox"), "{combobox}");
        assert_eq!(attr_of(combobox, "role=", "style"), None, "{combobox}");
        assert_eq!(attr_of(combobox, "role=", "form"), None, "{combobox}");
        assert!(
            !html.contains("onclick") && !html.contains("alert("),
            "{html}"
        );
    }
}

#[tokio::test]
async fn native_options_carry_their_values_as_text() {
    let html = render_with(
        json!({
            "numbers": {"type": "select", "items": [{"value": 10, "label": "Ten"}, {"value": "10", "label": "Ten text"}]},
            "words": {"type": "select", "items": {"de": "Germany", "fr": "France"}},
            "objects": {"type": "select", "items": [{"value": {"id": 7}, "label": "Seven"}]}
        }),
        json!({}),
    )
    .await;
    assert_eq!(
        attr_of(&html, ">Ten</option>", "value").as_deref(),
        Some("10")
    );
    assert_eq!(
        attr_of(&html, ">Ten text</option>", "value").as_deref(),
        Some("10")
    );
    assert_eq!(
        attr_of(&html, ">Germany</option>", "value").as_deref(),
        Some("de")
    );
    assert_eq!(
        attr_of(&html, ">France</option>", "value").as_deref(),
        Some("fr")
    );
    assert_eq!(
        attr_of(&html, ">Seven</option>", "value").as_deref(),
        Some("{&quot;id&quot;:7}")
    );
}

#[tokio::test]
async fn the_dropdown_posts_its_value_through_a_hidden_input() {
    let html = render_with(
        json!({
            "size": {"type": "select", "native": false, "items": [{"value": 2, "label": "Two"}], "default": 2},
            "empty": {"type": "select", "search": true, "items": ["a"]}
        }),
        json!({}),
    )
    .await;
    let hidden = tag_of(&html, "name=\"size\"");
    assert!(hidden.contains("type=\"hidden\""), "{hidden}");
    assert_eq!(attr_of(hidden, "name=", "value").as_deref(), Some("2"));
    let empty = tag_of(&html, "name=\"empty\"");
    assert!(empty.contains("type=\"hidden\""), "{empty}");
    assert_eq!(attr_of(empty, "name=", "value").as_deref(), Some(""));
    // Only the hidden input has the name: the search text is not posted.
    assert_eq!(html.matches("name=\"empty\"").count(), 1, "{html}");
}

#[tokio::test]
async fn the_search_input_has_no_autocomplete_unless_given() {
    let html = render_with(
        json!({
            "a": {"type": "select", "search": true, "items": ["x"]},
            "b": {"type": "select", "search": true, "items": ["x"], "autocomplete": "country-name"}
        }),
        json!({}),
    )
    .await;
    let a = tag_of(&html, "id=\"yf-a\"");
    assert!(!a.contains(" autocomplete="), "{a}");
    let b = tag_of(&html, "id=\"yf-b\"");
    assert_eq!(
        attr_of(b, "id=", "autocomplete").as_deref(),
        Some("country-name")
    );
}

#[tokio::test]
async fn without_columns_a_label_sits_beside_the_input() {
    let html = render_with(
        json!({"size": {"type": "select", "label": "Size", "items": ["S"]}}),
        json!({}),
    )
    .await;
    assert!(html.contains("yf-col-3"), "label 3: {html}");
    assert!(html.contains("yf-col-9"), "inner container 12 - 3: {html}");
}

#[derive(Properties, PartialEq, Default)]
struct NoProps {}

/// The `single-label` slot (given by name in the schema, or inline) for a value among the
/// options and for an `allowAbsent` value that is not: the slot renders both, with the
/// option object, or for the absent value the reference's stand-in, the value as its
/// value and label (`{value: "zz", label: "zz"}`).
#[component]
fn SingleLabels(_: &NoProps) -> Html {
    use yewform_elements::form::SlotScope;
    use yewform_elements::select::{OptionScope, SelectSlots};
    use yewform_elements::{Registry, SelectElement};
    let text = |option: &Value| {
        format!(
            "{}|{}",
            option["value"].as_str().unwrap_or("?"),
            option["label"].as_str().unwrap_or("?")
        )
    };
    let registry = Registry::new().slot("fmt", move |scope: SlotScope| {
        let option = scope.option.unwrap_or_default();
        html! { <b class="fmt">{ text(&option) }</b> }
    });
    let items = json!([{"value": "ber", "label": "Berlin"}, {"value": "par", "label": "Paris"}]);
    let schema = FormSchema::from_value(&json!({
        "known": {"type": "select", "native": false, "items": items, "default": "ber",
                  "slots": {"single-label": {"fn": "fmt"}}},
        "absent": {"type": "select", "native": false, "items": items, "default": "zz",
                   "allowAbsent": true, "slots": {"single-label": {"fn": "fmt"}}},
        "searched": {"type": "select", "search": true, "items": items, "default": "yy",
                     "allowAbsent": true, "slots": {"single-label": {"fn": "fmt"}}},
    }))
    .unwrap();
    let slots = SelectSlots {
        single_label: Some(Callback::from(move |scope: OptionScope| {
            html! { <i class="inline">{ text(&scope.option) }</i> }
        })),
        ..SelectSlots::default()
    };
    html! {
        <Form {schema} {registry}>
            <SelectElement name="inline" options={json!({"native": false})} allow_absent={true}
                items={json!(["a", "b"])} default={json!("qq")} {slots} />
        </Form>
    }
}

#[tokio::test]
async fn the_single_label_slot_renders_an_absent_value_too() {
    let html = yew::LocalServerRenderer::<SingleLabels>::new()
        .render()
        .await;
    assert!(html.contains(r#"<b class="fmt">ber|Berlin</b>"#), "{html}");
    assert!(html.contains(r#"<b class="fmt">zz|zz</b>"#), "{html}");
    assert!(html.contains(r#"<b class="fmt">yy|yy</b>"#), "{html}");
    assert!(html.contains(r#"<i class="inline">qq|qq</i>"#), "{html}");
}

/// Audit 15 #3: `attrs` names in another case are the same attributes (core lower-cases
/// them), so they cannot sit next to or replace the field's own wiring.
#[tokio::test]
async fn attrs_in_upper_case_do_not_replace_the_fields_own_attributes() {
    for options in [json!({}), json!({"native": false}), json!({"search": true})] {
        let mut size = json!({"type": "select", "label": "Size", "items": ["S"], "attrs": {
            "ID": "hijack", "NAME": "other", "Aria-LabelledBy": "nowhere", "ROLE": "textbox",
            "TabIndex": "-1", "Title": "Your size", "OnClick": "alert(1)", "STYLE": "inset:0"
        }});
        size.as_object_mut()
            .unwrap()
            .extend(options.as_object().unwrap().clone());
        let html = render_with(json!({ "size": size }), json!({})).await;
        let field = if html.contains("<select") {
            tag_of(&html, "<select")
        } else {
            tag_of(&html, "role=\"combobox\"")
        };
        assert!(field.contains(" title=\"Your size\""), "{field}");
        for bad in [
            "hijack", "other", "nowhere", "textbox", "\"-1\"", "alert(", "inset", "ID=", "ROLE=",
            "Title=",
        ] {
            assert!(!field.contains(bad), "{bad}: {field}");
        }
    }
}

/// The `aria-label` and `title` of every clear button of the page, in order.
fn clear_names(html: &str) -> Vec<(String, String)> {
    let marker = "class=\"yf-combo-clear\"";
    html.match_indices(marker)
        .map(|(at, _)| {
            let start = html[..at].rfind('<').unwrap();
            let end = at + html[at..].find('>').unwrap();
            let tag = &html[start..end];
            let get = |attr: &str| {
                let key = format!(" {attr}=\"");
                let at = tag.find(&key).unwrap() + key.len();
                tag[at..].split('"').next().unwrap().to_owned()
            };
            (get("aria-label"), get("title"))
        })
        .collect()
}

/// Audit 24C #7: each dropdown select's clear button is named after its select ("Clear
/// Country"), so two of them on a page differ; an unlabelled select's by its placeholder,
/// else its generic name; in German too.
#[tokio::test]
async fn each_clear_button_is_named_after_its_select() {
    let items = json!(["a", "b"]);
    let schema = json!({
        "country": {"type": "select", "native": false, "label": "Country <b>of birth</b>",
                    "items": items, "default": "a"},
        "city": {"type": "select", "native": false, "label": "City", "items": items,
                 "default": "b"},
        "town": {"type": "select", "native": false, "placeholder": "Pick a town",
                 "items": items, "default": "a"},
        "zone": {"type": "select", "search": true, "items": items, "default": "a"},
    });
    let html = render_with(schema.clone(), json!({})).await;
    let names: Vec<String> = clear_names(&html).into_iter().map(|(n, _)| n).collect();
    assert_eq!(
        names,
        [
            "Clear Country of birth",
            "Clear City",
            "Clear Pick a town",
            "Clear Zone"
        ],
        "{html}"
    );
    for (name, title) in clear_names(&html) {
        assert_eq!(name, title);
    }
    #[cfg(feature = "locale-de")]
    {
        let html = render_with(schema, json!({"locale": "de"})).await;
        assert_eq!(clear_names(&html)[1].0, "City leeren", "{html}");
    }
}
