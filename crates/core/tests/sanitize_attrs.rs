//! The select's `attrs` option: which extra attributes reach its input
//! (`sanitize::input_attrs`, which the select's views apply).
#![allow(clippy::unwrap_used)] // test helpers may panic

use serde_json::json;
use yewform_core::sanitize::input_attrs;

fn kept(attrs: serde_json::Value) -> Vec<(String, String)> {
    input_attrs(&attrs)
}

fn pair(name: &str, value: &str) -> (String, String) {
    (name.to_string(), value.to_string())
}

#[test]
fn plain_attributes_apply_and_the_elements_own_win() {
    assert_eq!(
        kept(json!({
            "Title": "T", "data-n": 3, "required": true, "hidden": false, "x": null,
            "id": "i", "aria-label": "L", "aria-invalid": "false", "class": "wide",
            "style": {"color": "red"}, "a b": "x", "list": [1]
        })),
        vec![
            pair("title", "T"),
            pair("data-n", "3"),
            pair("required", ""),
            pair("aria-label", "L"),
            pair("class", "wide"),
        ]
    );
    assert!(kept(json!("title")).is_empty());
}

#[test]
fn script_is_refused() {
    assert!(
        kept(json!({"onClick": "a()", "ONFOCUS": "b()", "cite": "javascript:a()", "title": " Java\tScript:x"}))
            .is_empty()
    );
}

/// Issue 29 item 15: no script runs from these, but `style` makes the browser fetch a URL
/// (`background-image:url(…)`) or lays the input over the whole page (`position:fixed;
/// inset:0`), `form="login"` moves the field into another form, the `form…` attributes
/// change how a form is submitted, and `autofocus` takes the focus on load. Classes are the
/// way to style the input.
#[test]
fn style_form_and_page_behaviour_are_refused() {
    let refused = kept(json!({
        "style": "background-image:url(https://evil.test/b)",
        "STYLE": "position:fixed; inset:0",
        "form": "login",
        "formaction": "https://evil.test/",
        "formMethod": "get",
        "formtarget": "_blank",
        "formenctype": "text/plain",
        "formnovalidate": true,
        "formfuture": "x",
        "autofocus": true,
        "popovertarget": "p",
        "ping": "https://evil.test/p",
        "srcset": "https://evil.test/i 1x",
        "is": "x-widget",
        "xmlns": "http://www.w3.org/1999/xhtml",
        "xlink:href": "https://evil.test/",
    }));
    assert_eq!(refused, Vec::<(String, String)>::new());
    // Lookalikes that are ordinary attributes still apply.
    assert_eq!(
        kept(json!({"data-form": "a", "data-style": "b", "hidden": true, "inputmode": "numeric"})),
        vec![
            pair("data-form", "a"),
            pair("data-style", "b"),
            pair("hidden", ""),
            pair("inputmode", "numeric"),
        ]
    );
}
