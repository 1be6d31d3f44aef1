//! The elements without data: `static` and `button` schema entries, and a form that skips
//! them in `data`, `request_data`, `load`, `update`, `reset`, `clear` and `validate`.
#![cfg(all(feature = "static", feature = "button"))]
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::config::FormConfig;
use yewform_core::element::ElementKind;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{Align, ButtonType, ElementSchema, FormSchema, StaticTag};

fn form(schema: serde_json::Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap()
}

fn error(entry: serde_json::Value) -> String {
    FormSchema::from_value(&json!({ "x": entry }))
        .unwrap_err()
        .to_string()
}

#[test]
fn a_static_reads_every_option() {
    let schema = FormSchema::from_value(&json!({"intro": {
        "type": "static", "content": {"en": "<b>Hi</b>", "de": "Hallo"}, "tag": "a",
        "href": "https://example.com", "target": "_blank", "wrap": false, "allowHtml": false,
        "src": "/logo.png", "alt": "Logo", "title": "T", "width": 120, "height": "40",
        "attrs": {"rel": "noopener", "data-x": 1}, "align": "right", "top": 2, "bottom": 3,
        "label": "Intro", "description": "D", "columns": 6, "conditions": [["a", "b"]]
    }}))
    .unwrap();
    let Some(ElementSchema::Static(s)) = schema.get("intro") else {
        panic!()
    };
    assert_eq!(s.tag, Some(StaticTag::A));
    assert_eq!(s.align, Some(Align::Right));
    assert_eq!(s.content.as_ref().unwrap().resolve("de", "en"), "Hallo");
    assert!(!s.wrap && !s.allow_html);
    assert_eq!(s.width.as_deref(), Some("120"));
    assert_eq!(s.height.as_deref(), Some("40"));
    assert_eq!((s.top, s.bottom), (2, 3));
    assert_eq!(s.attrs["data-x"], json!(1));
    // The JSON form reads back to the same entry.
    assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
}

#[test]
fn a_button_reads_every_option() {
    let schema = FormSchema::from_value(&json!({"go": {
        "type": "button", "buttonLabel": "<b>Send</b>", "buttonType": "anchor",
        "buttonClass": ["x", "y"], "href": "/next", "target": "_self", "loading": true,
        "resets": true, "submits": true, "secondary": true, "danger": true, "full": true,
        "align": "center", "onClick": {"fn": "track"}, "disabled": true
    }}))
    .unwrap();
    let Some(ElementSchema::Button(b)) = schema.get("go") else {
        panic!()
    };
    assert_eq!(b.button_type, ButtonType::Anchor);
    assert!(b.loading && b.resets && b.submits && b.secondary && b.danger && b.full);
    assert_eq!(b.align, Some(Align::Center));
    assert_eq!(
        b.common.events,
        vec![("click".to_string(), "track".to_string())]
    );
    assert_eq!(b.common.disabled, json!(true));
    assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
    // A string names the handler as every other event key does.
    let schema =
        FormSchema::from_value(&json!({"go": {"type": "button", "onClick": "track"}})).unwrap();
    assert_eq!(schema.get("go").unwrap().common().events.len(), 1);
}

#[test]
fn schema_errors_name_the_path_and_the_reason() {
    assert_eq!(
        error(json!({"type": "static", "tag": "script"})),
        "schema.x.tag: unknown value \"script\" (allowed: \"p\", \"h1\", \"h2\", \"h3\", \"h4\", \"h5\", \"h6\", \"blockquote\", \"a\", \"hr\", \"img\", \"div\", \"span\" or \"small\")"
    );
    assert!(error(json!({"type": "static", "tag": "h7"})).ends_with("(did you mean \"h1\"?)"));
    assert_eq!(
        error(json!({"type": "static", "rules": "required"})),
        "schema.x.rules: a static has no data: it has no \"rules\" option"
    );
    assert_eq!(
        error(json!({"type": "static", "disabled": true})),
        "schema.x.disabled: a static has no \"disabled\" option (it cannot be disabled)"
    );
    assert_eq!(
        error(json!({"type": "button", "default": 1})),
        "schema.x.default: a button has no data: it has no \"default\" option"
    );
    assert_eq!(
        error(json!({"type": "button", "buttonLable": "Go"})),
        "schema.x.buttonLable: unknown option (did you mean \"buttonLabel\"?)"
    );
    assert_eq!(
        error(json!({"type": "static", "contnet": "Hi"})),
        "schema.x.contnet: unknown option (did you mean \"content\"?)"
    );
    assert_eq!(
        error(json!({"type": "button", "items": [1]})),
        "schema.x.items: \"items\" is a select option; a button has no such option"
    );
    assert_eq!(
        error(json!({"type": "static", "onClick": "f"})),
        "schema.x.onClick: unknown option"
    );
    assert_eq!(
        error(json!({"type": "static", "attrs": {"onclick": "alert(1)"}})),
        "schema.x.attrs.onclick: event handler attributes are not allowed"
    );
    assert_eq!(
        error(json!({"type": "static", "attrs": {"href": "javascript:x"}})),
        "schema.x.attrs.href: link attributes are not allowed here (use the element's own option)"
    );
    assert_eq!(
        error(json!({"type": "static", "top": 4})),
        "schema.x.top: expected a step from 0 to 3, found 4"
    );
    assert_eq!(
        error(json!({"type": "button", "buttonType": "submit"})),
        "schema.x.buttonType: unknown value \"submit\" (allowed: \"button\" or \"anchor\")"
    );
    assert_eq!(
        error(json!({"type": "button", "loading": "yes"})),
        "schema.x.loading: expected a boolean, found a string"
    );
    assert_eq!(
        error(json!({"type": "button", "content": "x"})),
        "schema.x.content: \"content\" is a static option; a button has no such option"
    );
}

#[test]
fn the_form_skips_static_and_button_in_data_load_reset_clear_and_validate() {
    let mut state = form(json!({
        "intro": {"type": "static", "content": "Hi"},
        "name": {"type": "select", "items": ["a", "b"], "rules": "required", "default": "a"},
        "go": {"type": "button", "buttonLabel": "Go", "submits": true},
    }));
    assert_eq!(state.el("intro").unwrap().kind(), ElementKind::Static);
    assert_eq!(state.el("go").unwrap().kind(), ElementKind::Button);
    assert_eq!(state.data(), json!({"name": "a"}));
    assert_eq!(state.request_data(), json!({"name": "a"}));
    assert_eq!(state.available_data(), json!({"name": "a"}));

    // load: data for them is ignored and no event fires for them.
    let out = state
        .load(&json!({"name": "b", "intro": "x", "go": 1}), false)
        .unwrap();
    assert_eq!(state.data(), json!({"name": "b"}));
    assert!(
        out.fired.iter().all(|f| f.path == "name"),
        "{:?}",
        out.fired
    );
    // update
    state.update(&json!({"go": "y", "intro": "y"}));
    assert_eq!(state.data(), json!({"name": "b"}));
    // reset and clear fire only the select's events.
    let out = state.reset();
    assert!(
        out.fired.iter().all(|f| f.path == "name"),
        "{:?}",
        out.fired
    );
    let out = state.clear();
    assert!(
        out.fired.iter().all(|f| f.path == "name"),
        "{:?}",
        out.fired
    );
    assert_eq!(state.data(), json!({"name": null}));
    // validate: only the select is validated and invalid.
    state.validate_all();
    assert!(state.form_invalid());
    assert!(state.el("go").unwrap().value().is_null());
}

#[cfg(feature = "conditions")]
#[test]
fn conditions_hide_a_static_and_a_button() {
    let mut state = form(json!({
        "plan": {"type": "select", "items": ["free", "pro"], "default": "free"},
        "note": {"type": "static", "content": "Pro!", "conditions": [["plan", "pro"]]},
        "buy": {"type": "button", "buttonLabel": "Buy", "conditions": [["plan", "pro"]]},
    }));
    assert!(!state.el("note").unwrap().available());
    assert!(!state.el("buy").unwrap().available());
    state.set_value("plan", json!("pro")).unwrap();
    assert!(state.el("note").unwrap().available());
    assert!(state.el("buy").unwrap().available());
    assert_eq!(state.data(), json!({"plan": "pro"}));
}

#[cfg(feature = "conditions")]
#[test]
fn a_button_is_disabled_by_its_conditions_evaluated() {
    let mut state = form(json!({
        "agree": {"type": "select", "items": ["yes", "no"], "default": "no"},
        "go": {"type": "button", "disabled": [["agree", "no"]]},
    }));
    assert!(state.is_disabled("go"));
    state.set_value("agree", json!("yes")).unwrap();
    assert!(!state.is_disabled("go"));
}

/// An image that is a link's only content names the link by its `alt`: a static `img` with
/// `href` and no (or an empty) `alt` would render a link with no accessible name, so the
/// schema refuses it at the `alt` path (audit6-a11y #7). Without `href` an image with no
/// `alt` stays decorative (`alt=""`).
#[test]
fn an_image_link_needs_its_alt() {
    let reason = "an image with \"href\" is a link named by its \"alt\": give the image its \
                  text alternative (what the link leads to)";
    assert_eq!(
        error(json!({"type": "static", "tag": "img", "src": "/logo.png", "href": "/home"})),
        format!("schema.x.alt: {reason}")
    );
    assert_eq!(
        error(json!({"type": "static", "tag": "img", "src": "/logo.png", "href": "/", "alt": " "})),
        format!("schema.x.alt: {reason}")
    );
    for ok in [
        json!({"type": "static", "tag": "img", "src": "/l.png", "href": "/", "alt": "Home"}),
        json!({"type": "static", "tag": "img", "src": "/l.png"}),
        json!({"type": "static", "tag": "a", "href": "/", "content": "Home"}),
    ] {
        assert!(FormSchema::from_value(&json!({ "x": ok })).is_ok(), "{ok}");
    }
}

#[test]
fn a_statics_attrs_names_are_read_in_lower_case() {
    let schema = FormSchema::from_value(&json!({"x": {
        "type": "static", "tag": "a", "href": "/docs",
        "attrs": {"REL": "nofollow", "Class": "wide", "Data-X": 1, "hidden": false, "lang": null}
    }}))
    .unwrap();
    let Some(ElementSchema::Static(s)) = schema.get("x") else {
        panic!()
    };
    let names: Vec<&str> = s.attrs.keys().map(String::as_str).collect();
    assert_eq!(names, ["rel", "class", "data-x", "hidden", "lang"]);
    // What the tag gets: `false` and `null` leave the attribute out, `true` is empty.
    let s2 = FormSchema::from_value(&json!({"x": {
        "type": "static", "attrs": {"Title": "T", "data-a": true, "hidden": false, "lang": null, "data-n": 2}
    }}))
    .unwrap();
    let Some(ElementSchema::Static(s2)) = s2.get("x") else {
        panic!()
    };
    assert_eq!(
        s2.tag_attrs(),
        vec![
            ("title", "T".to_string()),
            ("data-a", String::new()),
            ("data-n", "2".to_string())
        ]
    );
    // The same name twice, in another case, is an error (which one would win?).
    assert_eq!(
        error(json!({"type": "static", "attrs": {"title": "a", "TITLE": "b"}})),
        "schema.x.attrs.TITLE: \"title\" is given twice (attribute names ignore case)"
    );
}

/// Audit 22B #3: attributes that make the browser fetch a URL (`attributionsrc`), send the
/// page's address elsewhere (`referrerpolicy`) or that page frameworks turn into script or
/// requests (Alpine's `x-init`, htmx's `hx-get`, Vue's `v-html`, Angular's `ng-*`) are
/// refused in a static's `attrs`.
#[test]
fn a_statics_attrs_refuse_url_fetching_and_framework_directive_attributes() {
    for name in [
        "attributionsrc",
        "referrerpolicy",
        "x-init",
        "X-Data",
        "hx-get",
        "data-hx-post",
        "v-html",
        "ng-include",
        "data-ng-bind-html",
        // Audit 24A F2: AngularJS strips a leading `x` or `data` followed by `:`, `-` or
        // `_`, and reads `:`, `-` and `_` alike, so these are its directives too.
        "ng_init",
        "ng_include",
        "ng_bind_html",
        "data-ng_init",
        "data_ng-init",
        "x_ng-init",
        "ng:init",
        "ng.init",
        "NG_INIT",
        // Knockout's bindings evaluate script (`click: …`).
        "data-bind",
        "Data-Bind",
        // Audit 25 F3: htmx's extensions (`hx-ext="sse"` / `"ws"` on an ancestor) read
        // `sse-…` and `ws-…`, with or without `data-`; Alpine's documented alternative
        // prefix is `data-x-`.
        "sse-connect",
        "sse-swap",
        "ws-connect",
        "ws-send",
        "data-sse-connect",
        "data-ws-connect",
        "data-x-init",
        "data-x-data",
    ] {
        let err = error(
            json!({"type": "static", "tag": "a", "href": "https://x.example/",
            "attrs": {name: "https://tracker.example/"}}),
        );
        assert!(
            err.starts_with(&format!("schema.x.attrs.{name}: ")),
            "{name}: {err}"
        );
    }
    // Data attributes of the app's own stay allowed.
    let ok = FormSchema::from_value(
        &json!({"x": {"type": "static", "attrs": {"data-row": 3, "title": "T"}}}),
    );
    assert!(ok.is_ok(), "{ok:?}");
    for name in [
        "data-x",
        "data-binding",
        "data-ngram",
        "data_row",
        "aria-label",
        "lang",
        "hidden",
        "rel",
        "class",
        "tabindex",
        "next",
        "value",
        "xml.lang",
    ] {
        let ok = FormSchema::from_value(
            &json!({"x": {"type": "static", "tag": "a", "href": "/", "attrs": {name: "1"}}}),
        );
        assert!(ok.is_ok(), "{name}: {ok:?}");
    }
}

/// Audit 25 F3: AngularJS reads class tokens as directives too (`ngInit` is restricted to
/// attributes and classes: `class="ng-init: <expr>"` runs the expression, whatever classes
/// stand before it), so a static's `class` in `attrs` with a token naming an `ng-` directive
/// or an `ng…:` one (`ngInit: <expr>`) is refused; Tailwind's `md:flex` is a class.
#[test]
fn a_statics_attrs_refuse_class_tokens_angularjs_reads_as_directives() {
    for class in [
        "ng-init: x=1",
        "note ng-init: constructor.constructor('alert(1)')()",
        "ngInit: x=1",
        "data-ngInit: x=1",
        "note;ng-init:x=1",
        "a!ngInit:x=1",
        "-ng-init:x=1",
        "ng-bind",
        "ng_init",
        "NG-INIT",
        "x-ng-init",
        "x_ng-init",
        "data-ng-init",
        "data_ng_bind",
        "wide\tng-cloak",
    ] {
        for key in ["class", "Class"] {
            let err = error(json!({"type": "static", "content": "x", "attrs": {key: class}}));
            assert!(
                err.starts_with(&format!(
                    "schema.x.attrs.{key}: class names AngularJS reads as directives"
                )),
                "{class:?}: {err}"
            );
        }
    }
    // Other classes pass, the frameworks' attribute prefixes among them (only AngularJS
    // reads classes).
    for class in [
        "note big-text",
        "ngram",
        "x-small",
        "v-center",
        "hx-card",
        "angular",
        "md:flex hover:underline",
        "dark:bg-gray-900 [mask-type:luminance]",
        "nginx-logo",
    ] {
        let ok = FormSchema::from_value(
            &json!({"x": {"type": "static", "content": "x", "attrs": {"class": class}}}),
        );
        assert!(ok.is_ok(), "{class}: {ok:?}");
    }
}

#[test]
fn a_statics_attrs_refuse_target_and_say_why_a_name_is_refused() {
    for (attrs, reason) in [
        (
            json!({"target": "_blank"}),
            "schema.x.attrs.target: use the \"target\" option (a link with a target gets rel=\"noopener noreferrer\")",
        ),
        (
            json!({"TARGET": "_blank"}),
            "schema.x.attrs.TARGET: use the \"target\" option (a link with a target gets rel=\"noopener noreferrer\")",
        ),
        (
            json!({"onclick": "alert(1)"}),
            "schema.x.attrs.onclick: event handler attributes are not allowed",
        ),
        (
            json!({"OnClick": "alert(1)"}),
            "schema.x.attrs.OnClick: event handler attributes are not allowed",
        ),
        (
            json!({"style": "color:red"}),
            "schema.x.attrs.style: style attributes are not allowed (use \"class\")",
        ),
        (
            json!({"_x": "1"}),
            "schema.x.attrs._x: not an attribute name (a letter, then letters, digits, \"-\", \"_\" or \".\")",
        ),
        (
            json!({"a b": "1"}),
            "schema.x.attrs.a b: not an attribute name (a letter, then letters, digits, \"-\", \"_\" or \".\")",
        ),
        (
            json!({"xml:lang": "de"}),
            "schema.x.attrs.xml:lang: names with \":\" are not allowed (they only mean something in SVG or MathML)",
        ),
        (
            json!({"srcset": "a.png 1x"}),
            "schema.x.attrs.srcset: link attributes are not allowed here (use the element's own option)",
        ),
        (
            json!({"xlink:href": "#a"}),
            "schema.x.attrs.xlink:href: link attributes are not allowed here (use the element's own option)",
        ),
        (
            json!({"autofocus": true}),
            "schema.x.attrs.autofocus: the sanitizer refuses this attribute on every tag (see docs/sanitizer.md)",
        ),
        (
            json!({"id": "other"}),
            "schema.x.attrs.id: the sanitizer refuses this attribute on every tag (see docs/sanitizer.md)",
        ),
        (
            json!({"data-x": [1]}),
            "schema.x.attrs.data-x: expected a string, number, boolean or null, found an array",
        ),
    ] {
        assert_eq!(error(json!({"type": "static", "attrs": attrs})), reason);
    }
    // `rel` is allowed: on a link with a target the link's own `rel` wins.
    assert!(
        FormSchema::from_value(
            &json!({"x": {"type": "static", "attrs": {"rel": "nofollow", "data.x": "1"}}})
        )
        .is_ok()
    );
}

/// `top` / `bottom` take a number or a numeric string (`"2"`), as the reference's "string or
/// number" (audit 16A #2); other strings and steps past 3 are refused.
#[test]
fn a_static_step_may_be_a_numeric_string() {
    let schema = FormSchema::from_value(&json!({"n": {
        "type": "static", "content": "x", "top": "2", "bottom": "0"
    }}))
    .unwrap();
    let Some(ElementSchema::Static(s)) = schema.get("n") else {
        panic!()
    };
    assert_eq!((s.top, s.bottom), (2, 0));
    assert_eq!(
        error(json!({"type": "static", "top": "4"})),
        "schema.x.top: expected a step from 0 to 3, found \"4\""
    );
    assert_eq!(
        error(json!({"type": "static", "bottom": "x"})),
        "schema.x.bottom: expected a step from 0 to 3, found \"x\""
    );
    assert_eq!(
        error(json!({"type": "static", "top": " 2"})),
        "schema.x.top: expected a step from 0 to 3, found \" 2\""
    );
}
