//! Browser tests of the default theme's look, measured in the rendered page: what a user
//! sees line up or stand apart.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::json;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;
use yewform_themes::{ThemeKind, ThemeProvider};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::mount_point;

#[component]
fn Themed() -> Html {
    let schema = FormSchema::from_value(&json!({
        "country": {"type": "select", "search": true, "default": "de", "label": "Country",
                    "items": [{"value": "de", "label": "Germany"},
                              {"value": "fr", "label": "France"}]},
        "bio": {"type": "t-editor", "label": "Bio"},
        "title": {"type": "static", "tag": "h2", "content": "Sign up"},
        "lead": {"type": "static", "tag": "p", "content": "Welcome", "top": 1}
    }))
    .expect("valid schema in test");
    html! {
        <ThemeProvider kind={ThemeKind::Light}>
            <div style="width: 720px"><Form id="look" {schema} /></div>
        </ThemeProvider>
    }
}

async fn mount() -> web_sys::Element {
    let root = mount_point();
    yew::Renderer::<Themed>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
    root
}

/// Evaluates `js` in the page and reads a number.
fn number(js: &str) -> f64 {
    js_sys::eval(js)
        .expect("script runs")
        .as_f64()
        .unwrap_or_else(|| panic!("not a number: {js}"))
}

/// A searchable select's typed text starts where its value (and placeholder) is drawn, so
/// the text does not jump sideways when the user starts typing.
#[wasm_bindgen_test]
async fn the_search_text_starts_where_the_value_text_does() {
    let _root = mount().await;
    let value_left = number(
        "document.querySelector(\"[data-field='yf-look-country'] .yf-combo-single-label-text\")
             .getBoundingClientRect().left",
    );
    let typed_left = number(
        "(() => { const input = document.getElementById('yf-look-country');
                  return input.getBoundingClientRect().left
                      + parseFloat(getComputedStyle(input).paddingLeft)
                      + parseFloat(getComputedStyle(input).borderLeftWidth); })()",
    );
    assert!(
        (value_left - typed_left).abs() < 1.0,
        "value text at {value_left}px, typed text at {typed_left}px"
    );
}

/// The editor's toolbar shows its groups: the gap between two groups (link | heading,
/// increase-nesting | attach) is wider than the gap between two tools of one group.
#[wasm_bindgen_test]
async fn the_editor_toolbar_separates_its_groups() {
    let _root = mount().await;
    let gap = |left: &str, right: &str| {
        number(&format!(
            "(() => {{ const bar = document.querySelector(\"[data-editor='bio']\");
                       const a = bar.querySelector('[data-tool={left}]').getBoundingClientRect();
                       const b = bar.querySelector('[data-tool={right}]').getBoundingClientRect();
                       return b.left - a.right; }})()"
        ))
    };
    let inside = gap("bold", "italic");
    for (left, right) in [("link", "heading"), ("increase-nesting", "attach")] {
        let between = gap(left, right);
        assert!(
            between >= inside + 6.0,
            "{left} | {right}: {between}px, inside a group: {inside}px"
        );
    }
}

/// Audit 13-ssr #3: a static `tag` heading is sized once. The `tag_h2` class sits on the
/// `<div>` around the `<h2>`; the `<h2>` takes that size (1.5 × the form's) instead of
/// scaling it again with the browser's own `1.5em`, and has no browser margins, so the
/// `top` / `bottom` steps are the only spacing (a `<p>` too).
#[wasm_bindgen_test]
async fn a_static_heading_has_its_size_once_and_no_browser_margins() {
    let _root = mount().await;
    let style = |selector: &str, property: &str| {
        number(&format!(
            "parseFloat(getComputedStyle(document.querySelector(\"{selector}\")).{property})"
        ))
    };
    // The text size around the static (its layout's), which `tag_h2` scales by 1.5.
    let form = number(
        "parseFloat(getComputedStyle(document.getElementById('yf-look-title').parentElement).fontSize)",
    );
    let heading = style("#yf-look-title > h2", "fontSize");
    assert!(
        (heading - 1.5 * form).abs() < 0.5,
        "h2 at {heading}px, the form's text at {form}px"
    );
    for selector in ["#yf-look-title > h2", "#yf-look-lead > p"] {
        for property in ["marginTop", "marginBottom"] {
            assert_eq!(style(selector, property), 0.0, "{selector} {property}");
        }
    }
    // The `top: 1` step is the div's own margin, not drowned in the paragraph's.
    assert_eq!(style("#yf-look-lead", "marginTop"), 8.0);
}

#[derive(Properties, PartialEq)]
struct ListProps {
    handle: yewform_elements::FormHandle,
}

#[component]
fn ListForm(props: &ListProps) -> Html {
    let schema = FormSchema::from_value(&json!({
        "lines": {"type": "list", "label": "Lines", "rules": "min:2", "initial": 1,
                  "element": {"type": "text", "label": "Qty", "default": "1"}},
        "named": {"type": "object", "label": "Named", "rules": "required",
                  "schema": {"inner": {"type": "text", "label": "Inner"}}},
        "plain": {"type": "text", "label": "Plain", "rules": "required"}
    }))
    .expect("valid schema in test");
    html! {
        <ThemeProvider kind={ThemeKind::Light}>
            <Form id="lerr" {schema} handle={props.handle.clone()} />
        </ThemeProvider>
    }
}

/// Audit 20 F2: a list failing its own rule (`min:2`) colours its own legend as an error,
/// not the labels of its valid items; a field's own error still colours its label.
#[wasm_bindgen_test]
async fn a_lists_own_error_colours_its_legend_not_its_items_labels() {
    let root = mount_point();
    let handle = yewform_elements::FormHandle::new();
    yew::Renderer::<ListForm>::with_root_and_props(
        root.clone(),
        ListProps {
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    handle.validate();
    yew::scheduler::flush().await;
    yew::scheduler::flush().await;
    let colour = |selector: &str| {
        js_sys::eval(&format!(
            "getComputedStyle(document.querySelector({selector:?})).color"
        ))
        .expect("script runs")
        .as_string()
        .unwrap_or_else(|| panic!("no colour for {selector}"))
    };
    // The invalid field's label: the danger colour.
    let danger = colour("[id='yf-lerr-plain__label']");
    let item = colour("[id='yf-lerr-lines.0__label']");
    let legend = colour("[id='yf-lerr-lines__label']");
    let inner = colour("[id='yf-lerr-named.inner__label']");
    assert!(
        root.query_selector("[id='yf-lerr-lines__error']")
            .ok()
            .flatten()
            .is_some(),
        "the list shows its own error"
    );
    assert_ne!(
        item, danger,
        "the valid item's label is not in the danger colour"
    );
    assert_eq!(legend, danger, "the list's legend is in the danger colour");
    assert_ne!(
        inner, danger,
        "a valid child of an erring object keeps its colour"
    );
}
