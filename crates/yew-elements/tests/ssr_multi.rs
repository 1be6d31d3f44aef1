//! SSR tests of the multi-value selects (issue 32's "Must show"): a native `<select
//! multiple>` with the chosen options selected, a searchable multiselect as a combobox with
//! its multi-select listbox wiring and the collapsed "2 options selected" label, tags with
//! each chip's label and its remove `<button>`, and a hidden input per value.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "multiselect", feature = "tags"))]

mod support;
use support::attr_of;

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

fn cities() -> Value {
    json!([
        {"value": "ber", "label": "Berlin"},
        {"value": "par", "label": "Paris"},
        {"value": "vie", "label": "Vienna"}
    ])
}

/// The `<option ...>` tags of `html`, each as its opening tag.
fn options(html: &str) -> Vec<&str> {
    html.split("<option")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .collect()
}

#[tokio::test]
async fn a_native_multiselect_is_a_select_multiple_with_the_chosen_options_selected() {
    let html = render(json!({
        "cities": {"type": "multiselect", "label": "Cities", "items": cities(), "default": ["ber", "vie"]}
    }))
    .await;
    let select_tag = html
        .split("<select")
        .nth(1)
        .and_then(|t| t.split('>').next())
        .unwrap();
    assert!(select_tag.contains(" multiple"), "{html}");
    assert_eq!(
        attr_of(&html, "<select", "name").as_deref(),
        Some("cities[]")
    );
    assert_eq!(
        attr_of(&html, "<select", "id").as_deref(),
        Some("yf-cities")
    );
    let opts = options(&html);
    assert_eq!(opts.len(), 3, "no placeholder option in a list box");
    assert!(opts[0].contains("selected"), "Berlin: {}", opts[0]);
    assert!(!opts[1].contains("selected"), "Paris: {}", opts[1]);
    assert!(opts[2].contains("selected"), "Vienna: {}", opts[2]);
}

#[tokio::test]
async fn a_searchable_multiselect_is_a_combobox_with_the_collapsed_label() {
    let html = render(json!({
        "cities": {"type": "multiselect", "label": "Cities", "search": true, "items": cities(),
                   "default": ["ber", "par"]}
    }))
    .await;
    assert!(!html.contains("<select"), "not native: {html}");
    assert_eq!(
        attr_of(&html, " id=\"yf-cities\"", "role").as_deref(),
        Some("combobox")
    );
    assert!(html.contains(">2 options selected<"), "{html}");
    // A hidden input per value, so a post without wasm carries them.
    assert_eq!(html.matches("name=\"cities[]\"").count(), 2, "{html}");
    assert!(html.contains("value=\"ber\"") && html.contains("value=\"par\""));
    // The live region for the additions and removals.
    assert!(html.contains("aria-live=\"polite\""));
}

#[tokio::test]
async fn one_chosen_option_reads_one_option_selected_in_each_locale() {
    let html = render(json!({
        "cities": {"type": "multiselect", "native": false, "items": cities(), "default": ["ber"]}
    }))
    .await;
    assert!(html.contains(">1 option selected<"), "{html}");
}

#[tokio::test]
async fn tags_show_each_chip_with_its_label_and_a_remove_button() {
    let html = render(json!({
        "cities": {"type": "tags", "label": "Cities", "search": true, "items": cities(),
                   "default": ["ber", "vie"]}
    }))
    .await;
    assert!(
        html.contains(">Berlin<") && html.contains(">Vienna<"),
        "{html}"
    );
    assert!(
        !html.contains(">Paris<"),
        "Paris is not chosen and the list is closed"
    );
    let buttons: Vec<&str> = html
        .split("<button")
        .skip(1)
        .filter_map(|b| b.split('>').next())
        .filter(|b| b.contains("data-chip"))
        .collect();
    assert_eq!(buttons.len(), 2, "{html}");
    assert!(buttons[0].contains("type=\"button\""));
    assert!(
        buttons[0].contains("aria-label=\"Remove Berlin\""),
        "{}",
        buttons[0]
    );
    assert!(
        buttons[1].contains("aria-label=\"Remove Vienna\""),
        "{}",
        buttons[1]
    );
    // The remove buttons are never inside an option.
    assert!(!html.contains("role=\"option\""), "the list is closed");
    assert_eq!(
        attr_of(&html, " id=\"yf-cities\"", "role").as_deref(),
        Some("combobox")
    );
    assert_eq!(html.matches("name=\"cities[]\"").count(), 2);
}

#[tokio::test]
async fn a_disabled_option_chip_has_no_remove_button() {
    let html = render(json!({
        "cities": {"type": "tags", "items": [{"value": "a", "label": "A", "disabled": true}, "b"],
                   "default": ["a", "b"]}
    }))
    .await;
    assert!(!html.contains("aria-label=\"Remove A\""), "{html}");
    assert!(html.contains("aria-label=\"Remove b\""), "{html}");
}

#[tokio::test]
async fn german_texts() {
    #[derive(Properties, PartialEq, Default)]
    struct P {}
    #[component]
    fn De(_: &P) -> Html {
        let schema = FormSchema::from_value(&json!({
            "c": {"type": "tags", "items": ["x", "y"], "default": ["x"]},
            "m": {"type": "multiselect", "native": false, "items": ["x", "y"], "default": ["x", "y"]}
        }))
        .unwrap();
        html! { <Form {schema} locale={Some("de".to_string())} /> }
    }
    if !cfg!(feature = "locale-de") {
        return;
    }
    let html = yew::LocalServerRenderer::<De>::new().render().await;
    assert!(html.contains("aria-label=\"x entfernen\""), "{html}");
    assert!(html.contains(">2 Optionen ausgewählt<"), "{html}");
}

#[derive(Properties, PartialEq, Default)]
struct NoProps {}

/// A multiselect whose `multipleLabel` names a registered slot function, a tags element
/// whose `tag` slot is registered, and inline render props on the components.
#[component]
fn WithSlots(_: &NoProps) -> Html {
    use yewform_elements::form::SlotScope;
    use yewform_elements::select::{SelectSlots, TagScope};
    use yewform_elements::{MultiselectElement, Registry, TagsElement};
    let registry = Registry::new()
        .slot("count", |scope: SlotScope| {
            let n = scope
                .option
                .and_then(|v| v.as_array().map(Vec::len))
                .unwrap_or(0);
            html! { <b class="count">{ format!("{n} cities") }</b> }
        })
        .slot("chip", |scope: SlotScope| {
            html! { <i class="chip">{ scope.label() }</i> }
        })
        .slot("names", |scope: SlotScope| {
            let names: Vec<String> = scope
                .option
                .and_then(|v| v.as_array().cloned())
                .unwrap_or_default()
                .iter()
                .filter_map(|o| o["label"].as_str().map(str::to_owned))
                .collect();
            html! { <b class="names">{ names.join(", ") }</b> }
        });
    let schema = FormSchema::from_value(&json!({
        "m": {"type": "multiselect", "search": true, "items": cities(), "default": ["ber", "par"],
              "multipleLabel": {"fn": "count"}},
        "n": {"type": "multiselect", "search": true, "items": cities(), "default": ["par", "ber"],
              "multipleLabel": {"fn": "names"}},
        "t": {"type": "tags", "items": cities(), "default": ["vie"], "slots": {"tag": {"fn": "chip"}}},
    }))
    .unwrap();
    let slots = SelectSlots {
        tag: Some(Callback::from(|scope: TagScope| {
            html! { <u class="inline-chip">{ scope.option["label"].as_str().unwrap_or_default().to_owned() }</u> }
        })),
        ..SelectSlots::default()
    };
    html! {
        <Form {schema} {registry}>
            <TagsElement name="inline" items={cities()} default={json!(["par"])} {slots} />
            <MultiselectElement name="native" items={cities()} default={json!(["vie"])} />
        </Form>
    }
}

#[tokio::test]
async fn multiple_label_function_tag_slots_and_the_inline_components() {
    let html = yew::LocalServerRenderer::<WithSlots>::new().render().await;
    assert!(html.contains(r#"<b class="count">2 cities</b>"#), "{html}");
    assert!(!html.contains("2 options selected"));
    // The function gets the chosen option objects in value order, as the reference's
    // `multipleLabel(values)` (audit 6 #3: it got the raw values).
    assert!(
        html.contains(r#"<b class="names">Paris, Berlin</b>"#),
        "{html}"
    );
    assert!(html.contains(r#"<i class="chip">Vienna</i>"#), "{html}");
    assert!(
        html.contains(r#"<u class="inline-chip">Paris</u>"#),
        "{html}"
    );
    // The remove button stays the element's own beside the slot.
    assert!(html.contains("aria-label=\"Remove Paris\""));
    // The inline multiselect is native.
    assert!(html.contains("name=\"native[]\""), "{html}");
    assert_eq!(html.matches("<select").count(), 1);
}

#[tokio::test]
async fn object_values_with_the_same_value_prop_show_one_chip() {
    let html = render(json!({
        "t": {"type": "tags", "object": true, "items": [{"value": "de", "label": "Germany"}],
              "default": [{"value": "de", "label": "Germany"}, {"value": "de", "label": "DE"}]}
    }))
    .await;
    assert_eq!(html.matches("data-chip").count(), 1, "{html}");
}

/// The opening tag of the first element whose class list holds `class`, and what follows.
fn from_class<'a>(html: &'a str, class: &str) -> &'a str {
    let at = html
        .find(&format!("class=\"{class}\""))
        .or_else(|| html.find(&format!("class=\"{class} ")))
        .unwrap_or_else(|| panic!("no .{class} in {html}"));
    let open = html[..at].rfind('<').unwrap();
    &html[open..]
}

#[tokio::test]
async fn tags_nest_chips_and_the_combobox_as_dom_md_says() {
    // docs/dom.md: div.tags > (span.tag…, div.tagsSearchWrapper > (input.tagsSearch[role=combobox]
    // | div.wrapper[role=combobox])).
    for (search, combobox) in [(true, "<input"), (false, "<div")] {
        let html = render(json!({
            "t": {"type": "tags", "search": search, "items": cities(), "default": ["ber"]}
        }))
        .await;
        let tags = from_class(&html, "yf-combo-tags");
        assert!(tags.starts_with("<div"), "{html}");
        let chip = tags.find("yf-combo-tag\"").expect("a chip inside div.tags");
        let wrapper = tags
            .find("yf-combo-tags-search-wrapper")
            .expect("the search wrapper inside div.tags");
        assert!(chip < wrapper, "the chips come first: {html}");
        let inner = from_class(tags, "yf-combo-tags-search-wrapper");
        let field = &inner[inner[1..].find('<').unwrap() + 1..];
        assert!(field.starts_with(combobox), "search {search}: {field}");
        let tag_end = field.find('>').unwrap();
        assert!(field[..tag_end].contains("role=\"combobox\""), "{field}");
        if search {
            assert!(field[..tag_end].contains("yf-combo-tags-search"), "{field}");
        } else {
            assert!(field[..tag_end].contains("yf-combo-wrapper"), "{field}");
        }
    }
}

/// A searchable multiselect's combobox is named by its label and by the collapsed "2 options
/// selected" text (as the select-only combobox by its value text; the reference's input by its
/// assist text), so a screen reader says how many are chosen on focus (audit 3).
#[tokio::test]
async fn a_searchable_multiselects_combobox_names_how_many_are_chosen() {
    let html = render(
        json!({"c": {"type": "multiselect", "native": false, "search": true,
        "label": "Cities", "items": cities(), "default": ["ber", "par"]}}),
    )
    .await;
    let labelled = attr_of(&html, "role=\"combobox\"", "aria-labelledby").expect("labelled");
    let ids: Vec<&str> = labelled.split(' ').collect();
    assert_eq!(ids.first(), Some(&"yf-c__label"), "{labelled}");
    let value_id = ids.get(1).expect("a second id: the value text");
    let marker = format!("id=\"{value_id}\"");
    let at = html
        .find(&marker)
        .unwrap_or_else(|| panic!("{marker} in {html}"));
    let text = &html[at..];
    let text = &text[text.find('>').unwrap() + 1..];
    assert!(text.starts_with("2 options selected"), "{text}");
    // Without a value: the label alone.
    let html = render(
        json!({"c": {"type": "multiselect", "native": false, "search": true,
        "label": "Cities", "items": cities()}}),
    )
    .await;
    assert_eq!(
        attr_of(&html, "role=\"combobox\"", "aria-labelledby").as_deref(),
        Some("yf-c__label")
    );
}

/// Audit 24C #8: a tags element's combobox also says how many values are chosen (its chips
/// are outside it), searchable or not, with every id once.
#[tokio::test]
async fn a_tags_combobox_names_how_many_are_chosen() {
    for search in [true, false] {
        let html = render(json!({"c": {"type": "tags", "search": search,
            "label": "Cities", "items": cities(), "default": ["ber", "par"]}}))
        .await;
        let labelled = attr_of(&html, "role=\"combobox\"", "aria-labelledby")
            .unwrap_or_else(|| panic!("search {search}: labelled in {html}"));
        let ids: Vec<&str> = labelled.split(' ').collect();
        assert_eq!(
            ids.first(),
            Some(&"yf-c__label"),
            "search {search}: {labelled}"
        );
        let value_id = ids.get(1).expect("a second id: the value text");
        let marker = format!("id=\"{value_id}\"");
        let at = html
            .find(&marker)
            .unwrap_or_else(|| panic!("{marker} in {html}"));
        let text = &html[at..];
        let text = &text[text.find('>').unwrap() + 1..];
        let text = text.trim_start_matches(|c| c != '2');
        assert!(
            text.starts_with("2 options selected"),
            "search {search}: {text}"
        );
        support::assert_unique_ids(&html, &format!("tags, search {search}"));
    }
}

/// Every id is unique in both multiselect views (the value text's id once).
#[tokio::test]
async fn multiselect_ids_are_unique_searchable_or_not() {
    for search in [true, false] {
        let html = render(
            json!({"c": {"type": "multiselect", "native": false, "search": search,
            "label": "Cities", "items": cities(), "default": ["ber", "par"]}}),
        )
        .await;
        support::assert_unique_ids(&html, &format!("search {search}"));
    }
}

/// An inline tags element takes its `tag` event as a prop, as every other event (guide
/// ch. 4; audit 6 #7: `on_tag` did not exist, only `el.on("tag", ..)`).
#[tokio::test]
async fn an_inline_tags_element_takes_on_tag() {
    use yewform_elements::FiredEvent;
    use yewform_elements::select::SelectProps;
    let props = yew::props!(SelectProps {
        name: "t",
        on_tag: Some(Callback::from(|_: FiredEvent| ())),
    });
    assert!(props.listeners().0.iter().any(|(name, _)| *name == "tag"));
    #[component]
    fn Inline(_: &NoProps) -> Html {
        use yewform_elements::TagsElement;
        let on_tag = Callback::from(|_: yewform_elements::FiredEvent| ());
        html! {
            <Form schema={FormSchema::default()}>
                <TagsElement name="t" items={cities()} {on_tag} />
            </Form>
        }
    }
    let html = yew::LocalServerRenderer::<Inline>::new().render().await;
    assert!(html.contains("yf-tags"), "{html}");
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

/// A disabled multiselect or tags element posts nothing natively, as a disabled native
/// `<select multiple>` does: each hidden `x[]` input carries `disabled` (audit 13,
/// finding 1); an enabled element's do not.
#[tokio::test]
async fn a_disabled_multiselects_and_tags_hidden_inputs_are_disabled() {
    for kind in ["multiselect", "tags"] {
        for disabled in [true, false] {
            let html = render(json!({
                "x": {"type": kind, "search": true, "items": ["a", "b"], "default": ["a", "b"],
                      "disabled": disabled}
            }))
            .await;
            let inputs = hidden_inputs(&html, "x[]");
            assert_eq!(inputs.len(), 2, "{kind}: {html}");
            for input in inputs {
                assert_eq!(input.contains(" disabled"), disabled, "{kind}: {input}");
            }
        }
    }
}
