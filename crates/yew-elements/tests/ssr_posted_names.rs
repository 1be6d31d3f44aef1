//! The names a native post (before hydration) sends, per element kind: the table of guide
//! chapter 8 ("What a post before hydration sends"), checked against the server's markup.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(
    feature = "multiselect",
    feature = "tags",
    feature = "editor",
    feature = "radio"
))]
use serde_json::json;
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

#[component]
fn Posted() -> Html {
    let schema = FormSchema::from_value(&json!({
        "t": {"type": "text", "default": "x"},
        "ta": {"type": "textarea", "default": "y"},
        "h": {"type": "hidden", "default": "hv"},
        "hm": {"type": "hidden", "default": "meta", "meta": true},
        "hc": {"type": "hidden", "default": "hc", "conditions": [["t", "nope"]]},
        "s": {"type": "select", "items": ["a","b"], "default": "a"},
        "ss": {"type": "select", "search": true, "items": ["a","b"], "default": "a"},
        "ms": {"type": "multiselect", "items": ["a","b"], "default": ["a","b"]},
        "mss": {"type": "multiselect", "search": true, "items": ["a","b"], "default": ["a","b"]},
        "tg": {"type": "tags", "items": ["a","b"], "default": ["a"]},
        "cb": {"type": "checkbox", "default": true},
        "cboff": {"type": "checkbox"},
        "tgl": {"type": "toggle", "default": true},
        "tgloff": {"type": "toggle"},
        "r1": {"type": "radio", "radioName": "pick", "radioValue": "one", "default": "one"},
        "r2": {"type": "radio", "radioValue": "two"},
        "cg": {"type": "checkboxgroup", "items": ["mo","tu","we"], "default": ["mo","tu"]},
        "rg": {"type": "radiogroup", "items": ["x","y"], "default": "x"},
        "ed": {"type": "t-editor", "default": {"en": "<p>hi</p>"}},
        "tt": {"type": "t-text", "default": {"en": "hello"}},
        "tta": {"type": "t-textarea", "default": {"en": "long"}},
        "btn": {"type": "button", "buttonLabel": "Go", "submits": true},
        "st": {"type": "static", "content": "c"},
        "obj": {"type": "object", "schema": {"city": {"type": "text", "default": "Bern"}}},
        "grp": {"type": "group", "schema": {"zip": {"type": "text", "default": "3000"}}},
        "lst": {"type": "list", "default": [{"n": "a"}], "object": {"schema": {"n": {"type": "text"}}}},
        "lst2": {"type": "list", "default": ["q"], "element": {"type": "text"}},
        "nos": {"type": "text", "default": "z", "submit": false},
        "cond": {"type": "text", "default": "c", "conditions": [["t", "nope"]]},
        "dis": {"type": "text", "default": "d", "disabled": true},
        "dms": {"type": "multiselect", "search": true, "items": ["a"], "default": ["a"], "disabled": true}
    }))
    .unwrap();
    html! { <Form {schema} /> }
}

/// The `name`s the browser would post from `html`, in order: every named control that is not
/// `disabled`, a checkbox or radio only while checked, a `<select>` once per `<option>` with
/// `selected` (none, or several for a `<select multiple>`; a single select without one posts
/// its first option, which no select here relies on).
fn posted_names(html: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut tags = html
        .split('<')
        .skip(1)
        .map(|t| t.split('>').next().unwrap());
    while let Some(tag) = tags.next() {
        let Some(at) = tag.find(" name=\"") else {
            continue;
        };
        let name = tag[at + 7..].split('"').next().unwrap();
        let toggled = tag.contains("type=\"checkbox\"") || tag.contains("type=\"radio\"");
        let disabled = tag.contains(" disabled");
        if tag.starts_with("select") {
            let mut selected = 0;
            for inner in tags.by_ref() {
                if inner.starts_with("/select") {
                    break;
                }
                if inner.starts_with("option") && inner.contains(" selected") {
                    selected += 1;
                }
            }
            if !disabled {
                names.extend(std::iter::repeat_n(name.to_owned(), selected));
            }
            continue;
        }
        if disabled || (toggled && !tag.contains(" checked")) {
            continue;
        }
        names.push(name.to_owned());
    }
    names
}

#[tokio::test]
async fn each_kind_posts_under_the_names_the_guide_lists() {
    let html = yew::LocalServerRenderer::<Posted>::new().render().await;
    let expected = [
        "t", "ta", "h", // text, textarea, hidden: the path; a `meta` hidden, or one whose
        // conditions fail (its input is `disabled`), posts nothing (a hidden has no
        // disabled state: its `disabled` option is a schema error)
        "s", "ss", // a select, native or not: the path
        "ms[]", "ms[]", "mss[]", "mss[]",
        "tg[]", // multiselect and tags: `path[]`, once per value
        "cb",   // a checkbox while checked (its trueValue); an unchecked one sends nothing
        "tgl",  // a toggle while on; off, nothing
        "pick", // a radio under its radioName (the unchecked `r2` sends nothing)
        "cg", "cg", // a checkbox group: the bare path once per checked item
        "rg", // a radio group: the path
        "ed", "tt",
        "tta", // t-editor, t-text, t-textarea: the path, the current language's entry
        // (the button and the static: nothing)
        "obj.city", // an object's child: the dotted path
        "zip",      // a group's child: its own name (a group adds no level)
        "lst.0.n", "lst2.0", // list items: the path with the index
        "nos",    // `submit: false` leaves `data()`, not the native post
        "cond",   // nor does an element whose conditions fail (its markup stays, `hidden`)
                  // (a disabled element, any kind: nothing)
    ];
    assert_eq!(posted_names(&html), expected, "{html}");
}

/// An edit form rendered on the server with a saved value and items that only the browser
/// loads (an endpoint, a function): the native select shows and posts the saved value
/// (an `<option>` holding it, selected, until the items arrive), as the dropdown's hidden
/// input does; without it a post before hydration would send `c=` and clear the value.
#[cfg(feature = "http")]
#[tokio::test]
async fn a_native_select_whose_items_are_not_loaded_posts_its_saved_value() {
    #[component]
    fn Saved() -> Html {
        let schema = FormSchema::from_value(&json!({
            "c": {"type": "select", "items": "/api/c", "default": "de"},
            "d": {"type": "select", "native": false, "items": "/api/c", "default": "de"},
            "n": {"type": "select", "items": "/api/c", "default": 7},
            "e": {"type": "select", "items": "/api/c"}
        }))
        .unwrap();
        html! { <Form {schema} /> }
    }
    let html = yew::LocalServerRenderer::<Saved>::new().render().await;
    assert_eq!(posted_names(&html), ["c", "d", "n", "e"], "{html}");
    assert!(
        html.contains(r#"<option value="de" selected="selected">de</option>"#),
        "the native select shows and posts the saved value: {html}"
    );
    assert!(
        html.contains(r#"<option value="7" selected="selected">7</option>"#),
        "a number as JSON writes it: {html}"
    );
    assert!(
        html.contains(r#"<input value="de" type="hidden" name="d">"#),
        "the dropdown posts it: {html}"
    );
    // Without a value, only the placeholder (selected by the browser as the first option).
    let e = html.split(r#"name="e""#).nth(1).unwrap();
    let e = e.split("</select>").next().unwrap();
    assert_eq!(e.matches("<option").count(), 1, "{e}");
}

/// The same for a native multiselect (audit 30-K finding 2): each saved value no loaded
/// option holds gets an `<option>` of its own, selected, so a post before hydration sends
/// `m[]` once per value instead of nothing (which a server reads as "none chosen").
#[cfg(all(feature = "http", feature = "multiselect"))]
#[tokio::test]
async fn a_native_multiselect_whose_items_are_not_loaded_posts_its_saved_values() {
    #[component]
    fn Saved() -> Html {
        let schema = FormSchema::from_value(&json!({
            "m": {"type": "multiselect", "native": true, "items": "/api/c", "default": ["bern", 7]},
            "e": {"type": "multiselect", "native": true, "items": "/api/c"}
        }))
        .unwrap();
        html! { <Form {schema} /> }
    }
    let html = yew::LocalServerRenderer::<Saved>::new().render().await;
    assert_eq!(posted_names(&html), ["m[]", "m[]"], "{html}");
    assert!(
        html.contains(r#"<option value="bern" selected="selected">bern</option>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"<option value="7" selected="selected">7</option>"#),
        "{html}"
    );
}
