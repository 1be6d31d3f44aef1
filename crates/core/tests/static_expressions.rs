//! A static's `expressions` (issue 31): `{…}` in its content resolved against the form's
//! data, each result text (never markup), checked when the schema is read.

#![cfg(all(feature = "static", feature = "text", feature = "expressions"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::FormSchema;

fn form(schema: Value) -> FormState {
    let schema = FormSchema::from_value(&schema).unwrap();
    FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap()
}

fn error(schema: Value) -> String {
    FormSchema::from_value(&schema).unwrap_err().to_string()
}

#[test]
fn a_value_holding_markup_is_escaped_text() {
    let mut form = form(json!({
        "name": {"type": "text"},
        "hi": {"type": "static", "content": "<p>Hi <b>{name}</b></p>", "expressions": true},
        "plain": {"type": "static", "content": "Hi {name}", "expressions": true, "allowHtml": false},
    }));
    form.set_value("name", json!("<img src=x onerror=alert(1)>"))
        .unwrap();
    assert_eq!(
        form.static_content("hi").unwrap(),
        "<p>Hi <b>&lt;img&#32;src&#61;x&#32;onerror&#61;alert(1)&gt;</b></p>"
    );
    // The sanitizer reads the references back: the page shows the characters typed.
    assert_eq!(
        yewform_core::sanitize::sanitize(
            &form.static_content("hi").unwrap(),
            &yewform_core::sanitize::Policy::inline()
        ),
        "<p>Hi <b>&lt;img src=x onerror=alert(1)&gt;</b></p>"
    );
    // Text content is shown as text by the view: no escaping needed here.
    assert_eq!(
        form.static_content("plain").unwrap(),
        "Hi <img src=x onerror=alert(1)>"
    );
}

#[test]
fn without_expressions_braces_are_content() {
    let form = form(json!({
        "n": {"type": "text", "default": "1"},
        "s": {"type": "static", "content": "{n} stays"},
        "e": {"type": "static", "content": "\\{n\\} is {n}", "expressions": true},
    }));
    assert_eq!(form.static_content("s").unwrap(), "{n} stays");
    assert_eq!(form.static_content("e").unwrap(), "{n} is 1");
}

#[test]
fn a_change_of_what_it_reads_re_renders_it() {
    let mut form = form(json!({
        "n": {"type": "text", "default": "1"},
        "m": {"type": "text"},
        "s": {"type": "static", "content": {"en": "{n} item(s)", "de": "{n} Stück"}, "expressions": true},
    }));
    assert!(
        form.set_value("n", json!("2"))
            .unwrap()
            .changed
            .contains("s")
    );
    assert!(
        !form
            .set_value("m", json!("x"))
            .unwrap()
            .changed
            .contains("s")
    );
    assert_eq!(form.static_content("s").unwrap(), "2 item(s)");
    form.set_locale(Some("de".into()));
    assert_eq!(form.static_content("s").unwrap(), "2 Stück");
}

#[test]
fn a_bad_expression_fails_at_content_in_any_key_order() {
    assert_eq!(
        error(json!({"s": {"type": "static", "content": "{1 +}", "expressions": true}})),
        "schema.s.content: expression \"1 +\" column 4: expected a value"
    );
    assert_eq!(
        error(
            json!({"s": {"type": "static", "expressions": true, "content": {"en": "ok", "de": "{a"}}})
        ),
        "schema.s.content.de: expression \"{a\" column 1: unclosed \"{\" (write \\{ for a literal brace)"
    );
    assert_eq!(
        error(json!({"s": {"type": "static", "expressions": "yes"}})),
        "schema.s.expressions: expected a boolean, found a string"
    );
}

#[test]
fn a_content_function_is_called_localized_resolved_then_sanitized_by_the_view() {
    use yewform_core::schema::Functions;
    let schema = FormSchema::from_value(&json!({
        "name": {"type": "text", "default": "<i>Ann</i>"},
        "greet": {"type": "static", "content": {"fn": "greeting"}, "expressions": true},
        "plain": {"type": "static", "content": {"fn": "greeting"}},
    }))
    .unwrap();
    let mut functions = Functions::new();
    functions.content("greeting", |ctx| {
        let vip = ctx.value("name") == Some(json!("VIP"));
        json!({"en": if vip { "<b>Welcome back</b>" } else { "<p>Hello {name}</p>" }, "de": "<p>Hallo {name}</p>"})
    });
    let mut form = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &functions,
    )
    .unwrap();
    assert_eq!(
        form.static_content("greet").unwrap(),
        "<p>Hello &lt;i&gt;Ann&lt;/i&gt;</p>"
    );
    assert_eq!(form.static_content("plain").unwrap(), "<p>Hello {name}</p>");
    // The function reads the form: its static re-renders at every change.
    let outcome = form.set_value("name", json!("VIP")).unwrap();
    assert!(outcome.changed.contains("greet"));
    assert_eq!(form.static_content("greet").unwrap(), "<b>Welcome back</b>");
    form.set_locale(Some("de".into()));
    assert_eq!(form.static_content("greet").unwrap(), "<p>Hallo VIP</p>");
    // The name is checked when the form is built and written back as written.
    let error = FormState::from_schema_with(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::EPOCH,
        &Functions::new(),
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "schema.greet.content: no content function \"greeting\" registered"
    );
    assert_eq!(
        schema.get("greet").unwrap().to_value()["content"],
        json!({"fn": "greeting"})
    );
}

/// `DISPLAY_VALUE(value, path)` shows the label of the element's option whose value is
/// `value` (strict equality, as the reference's `===`), lists joined with ", ", "" for a
/// value without an option, labels in the form's locale (audit 4 #1).
#[test]
fn display_value_shows_the_options_label() {
    let mut form = form(json!({
        "country": {"type": "select", "items": {"de": "Germany", "fr": "France"}, "default": "de"},
        "size": {"type": "select", "items": [1, 2], "default": 2},
        "lang": {"type": "select", "default": "de",
                 "items": [{"value": "de", "label": {"en": "German", "de": "Deutsch"}}]},
        "name": {"type": "text", "default": "x"},
        "s": {"type": "static", "expressions": true, "allowHtml": false,
              "content": "You chose {DISPLAY_VALUE(country, 'country')}"},
        "n": {"type": "static", "expressions": true, "allowHtml": false,
              "content": "{DISPLAY_VALUE(size, 'size')}|{DISPLAY_VALUE('2', 'size')}"},
        "l": {"type": "static", "expressions": true, "allowHtml": false,
              "content": "{DISPLAY_VALUE(lang, 'lang')}"},
        "none": {"type": "static", "expressions": true, "allowHtml": false,
                 "content": "[{DISPLAY_VALUE('xx', 'country')}][{DISPLAY_VALUE(name, 'name')}]"},
    }));
    assert_eq!(form.static_content("s").unwrap(), "You chose Germany");
    form.set_value("country", json!("fr")).unwrap();
    assert_eq!(form.static_content("s").unwrap(), "You chose France");
    // `===`: the number 2 has a label, the text "2" has none.
    assert_eq!(form.static_content("n").unwrap(), "2|");
    assert_eq!(form.static_content("l").unwrap(), "German");
    let _ = form.set_locale(Some("de".into()));
    assert_eq!(form.static_content("l").unwrap(), "Deutsch");
    assert_eq!(form.static_content("none").unwrap(), "[][]");
}

/// A multi-value element's values are each shown by their label, joined with ", ".
#[cfg(all(feature = "tags", feature = "checkboxgroup"))]
#[test]
fn display_value_joins_the_labels_of_a_list() {
    let form = form(json!({
        "tags": {"type": "tags", "default": ["a", "b"],
                 "items": [{"value": "a", "label": "Alpha"}, {"value": "b", "label": "Beta"}]},
        "days": {"type": "checkboxgroup", "default": ["mo", "tu"],
                 "items": {"mo": "Monday", "tu": {"label": "Tuesday", "description": "…"}}},
        "s": {"type": "static", "expressions": true, "allowHtml": false,
              "content": "{DISPLAY_VALUE(tags, 'tags')} / {DISPLAY_VALUE(days, 'days')}"},
    }));
    assert_eq!(
        form.static_content("s").unwrap(),
        "Alpha, Beta / Monday, Tuesday"
    );
}

/// Options loaded from an endpoint count once the form holds them.
#[test]
fn display_value_reads_the_loaded_options() {
    let mut form = form(json!({
        "city": {"type": "select", "items": "/api/cities"},
        "s": {"type": "static", "expressions": true, "allowHtml": false,
              "content": "{DISPLAY_VALUE(city, 'city')}"},
    }));
    form.set_value("city", json!(7)).unwrap();
    // Not loaded yet: the value itself.
    assert_eq!(form.static_content("s").unwrap(), "7");
    let store = yewform_core::items::OptionStore::from_pairs([(7, "Bern"), (8, "Basel")]);
    form.set_options("city", std::sync::Arc::new(store));
    assert_eq!(form.static_content("s").unwrap(), "Bern");
}

#[test]
fn a_value_inside_an_attribute_stays_inside_it() {
    use yewform_core::sanitize::{Policy, sanitize};
    let mut form = form(json!({
        "name": {"type": "text"},
        "dq": {"type": "static", "expressions": true,
            "content": "<a title=\"{name}\" href=\"/profile\">Profile</a>"},
        "sq": {"type": "static", "expressions": true,
            "content": "<a title='{name}' href=\"/profile\">Profile</a>"},
        "uq": {"type": "static", "expressions": true,
            "content": "<a title={name} href=\"/profile\">Profile</a>"},
        "bare": {"type": "static", "expressions": true,
            "content": "<a {name} href=\"/profile\">Profile</a>"},
    }));
    for value in [
        "x\" href=\"https://evil.test/login",
        "x' href='https://evil.test/login",
        "x href=https://evil.test/login",
        "href=https://evil.test/login class=stretched-link",
    ] {
        form.set_value("name", json!(value)).unwrap();
        for path in ["dq", "sq", "uq", "bare"] {
            let html = sanitize(&form.static_content(path).unwrap(), &Policy::inline());
            assert!(
                !html.contains("href=\"https://evil"),
                "{path} {value}: {html}"
            );
            assert!(html.contains("href=\"/profile\""), "{path} {value}: {html}");
            assert!(!html.contains(" class=\""), "{path} {value}: {html}");
        }
    }
}

/// A value put into a link's path or query after its start stays one segment: it is
/// percent-encoded as endpoint templates encode their variables, so `../../admin?x#` cannot
/// point a same-site link elsewhere (audit 6). A value that starts the attribute is the link
/// (on purpose), and text outside a URL attribute is only escaped.
#[test]
fn a_value_inside_a_url_after_its_start_is_percent_encoded() {
    use yewform_core::sanitize::{Policy, sanitize};
    let mut form = form(json!({
        "name": {"type": "text"},
        "card": {"type": "static", "expressions": true,
            "content": "<a href=\"/users/{name}/profile\" title=\"{name}\">{name}</a>"},
        "img": {"type": "static", "expressions": true,
            "content": "<img alt=\"\" src='/avatars/{name}.png'>"},
        "site": {"type": "static", "expressions": true,
            "content": "<a href=\"{name}\">Site</a>"},
    }));
    form.set_value("name", json!("../../admin/delete?id=7#"))
        .unwrap();
    let card = sanitize(&form.static_content("card").unwrap(), &Policy::inline());
    assert!(
        card.contains(r#"href="/users/..%2F..%2Fadmin%2Fdelete%3Fid%3D7%23/profile""#),
        "{card}"
    );
    assert!(
        card.contains(r#"title="../../admin/delete?id=7#""#),
        "{card}"
    );
    assert!(card.contains(">../../admin/delete?id=7#</a>"), "{card}");
    let img = form.static_content("img").unwrap();
    assert!(
        img.contains("/avatars/..%2F..%2Fadmin%2Fdelete%3Fid%3D7%23.png"),
        "{img}"
    );
    form.set_value("name", json!("/home")).unwrap();
    let site = sanitize(&form.static_content("site").unwrap(), &Policy::inline());
    assert!(site.contains(r#"href="/home""#), "{site}");
}

/// A value that is a whole dot segment (`..`, `.`) in a link's path stays one segment, as
/// endpoint templates do it: its dots are encoded twice (`%252E`), so the browser cannot
/// climb the path (`/users/../profile` would open `/profile`). Dots written `%2e` are
/// already encoded by the percent-encoding; a query keeps its dots.
#[test]
fn a_dot_segment_value_in_a_static_link_stays_one_segment() {
    use yewform_core::sanitize::{Policy, sanitize};
    let mut form = form(json!({
        "name": {"type": "text"},
        "card": {"type": "static", "expressions": true, "allowHtml": true,
            "content": "<a href=\"/users/{name}/profile\">x</a>"},
        "end": {"type": "static", "expressions": true,
            "content": "<a href=\"/users/{name}\">x</a>"},
        "two": {"type": "static", "expressions": true,
            "content": "<a href=\"/orgs/{name}/users/{name}/delete\">x</a>"},
        "query": {"type": "static", "expressions": true,
            "content": "<a href=\"/search?q={name}\">x</a>"},
    }));
    for value in ["..", ".", "%2e%2E", ".%2E", "%2E."] {
        form.set_value("name", json!(value)).unwrap();
        for path in ["card", "end", "two"] {
            let html = sanitize(&form.static_content(path).unwrap(), &Policy::inline());
            for bad in [
                "/../", "/./", "/..\"", "/.\"", "/.%2e/", "/.%2E/", "/.%2E\"", "/%2e", "/%2E",
            ] {
                assert!(!html.contains(bad), "{path} {value:?}: {html}");
            }
        }
    }
    form.set_value("name", json!("..")).unwrap();
    let card = sanitize(&form.static_content("card").unwrap(), &Policy::inline());
    assert!(
        card.contains(r#"href="/users/%252E%252E/profile""#),
        "{card}"
    );
    let two = sanitize(&form.static_content("two").unwrap(), &Policy::inline());
    assert!(
        two.contains(r#"href="/orgs/%252E%252E/users/%252E%252E/delete""#),
        "{two}"
    );
    let query = sanitize(&form.static_content("query").unwrap(), &Policy::inline());
    assert!(query.contains(r#"href="/search?q=..""#), "{query}");
    form.set_value("name", json!(".")).unwrap();
    let card = sanitize(&form.static_content("card").unwrap(), &Policy::inline());
    assert!(card.contains(r#"href="/users/%252E/profile""#), "{card}");
}

/// The "inside a URL attribute" check reads the tag as the sanitizer's tokenizer (and the
/// browser) does: `/` ends the tag name (`<a/href=…>`), and a `<` inside an earlier quoted
/// attribute value does not start a tag.
#[test]
fn a_url_value_is_found_as_the_tokenizer_reads_the_tag() {
    use yewform_core::sanitize::{Policy, escape_value_at, sanitize};
    assert_eq!(escape_value_at("<a/href=\"/u/", "../x"), "..%2Fx");
    assert_eq!(
        escape_value_at("<a title=\"<x y='\" href=\"/u/", "../x"),
        "..%2Fx"
    );
    assert_eq!(escape_value_at("<a\nhref=/u/", "../x"), "..%2Fx");
    // Not in a tag: a comment, raw text, an attribute outside a URL, a value's start.
    assert_eq!(escape_value_at("<!-- <a href=\"/u/", "a/b"), "a/b");
    assert_eq!(escape_value_at("<a title=\"/u/", "a/b"), "a/b");
    assert_eq!(escape_value_at("<a href=\"/u/\">", "a/b"), "a/b");
    assert_eq!(escape_value_at("<a href='", "a/b"), "a/b");
    let mut form = form(json!({
        "name": {"type": "text"},
        "slash": {"type": "static", "expressions": true,
            "content": "<a/href=\"/users/{name}/profile\">x</a>"},
        "lt": {"type": "static", "expressions": true,
            "content": "<a title=\"<x y='\" href=\"/users/{name}/profile\">x</a>"},
    }));
    form.set_value("name", json!("../../admin?x#")).unwrap();
    for path in ["slash", "lt"] {
        let html = sanitize(&form.static_content(path).unwrap(), &Policy::inline());
        assert!(
            html.contains(r#"href="/users/..%2F..%2Fadmin%3Fx%23/profile""#),
            "{path}: {html}"
        );
    }
}

/// The chain of `expression_cycles.rs`: `c4` is `"1"` repeated 65,536 times (4 levels of 16
/// repeats), and `c0` is what repeats.
fn chain(c0: &str) -> Value {
    let mut schema = json!({"c0": {"type": "hidden", "default": c0}});
    for i in 1..=4 {
        schema[format!("c{i}")] =
            json!({"type": "hidden", "expression": format!("{{c{}}}", i - 1).repeat(16)});
    }
    schema
}

#[test]
fn a_static_content_is_capped() {
    use yewform_core::form::MAX_EXPRESSION_VALUE_CHARS as MAX;
    // 100,000 times a 65,536-character value: 6.5 GB before (the allocation failed).
    let mut schema = chain("1");
    let content = "{c4}".repeat(100_000);
    schema["html"] = json!({"type": "static", "expressions": true, "content": content});
    schema["text"] =
        json!({"type": "static", "expressions": true, "allowHtml": false, "content": content});
    let form = form(schema);
    for path in ["html", "text"] {
        let out = form.static_content(path).unwrap();
        assert_eq!(out.chars().count(), MAX, "{path}");
        assert!(out.chars().all(|c| c == '1'), "{path}");
    }
}

#[test]
fn a_capped_html_content_ends_between_references_and_tags() {
    use yewform_core::form::MAX_EXPRESSION_VALUE_CHARS as MAX;
    use yewform_core::sanitize::{Policy, sanitize};
    // Each `<` is escaped as `&lt;` (4 characters): the cut never splits one, and a literal
    // part that does not fit (a tag) is left out whole.
    let mut schema = chain("<");
    schema["html"] =
        json!({"type": "static", "expressions": true, "content": "<p>{c4}<b>{c4}</b></p>"});
    schema["short"] =
        json!({"type": "static", "expressions": true, "content": "<p>{c0}<b>{c0}</b></p>"});
    let form = form(schema);
    let out = form.static_content("html").unwrap();
    assert!(out.chars().count() <= MAX);
    let body = out.strip_prefix("<p>").unwrap();
    assert!(body.len() > MAX - 8, "{}", body.len());
    assert_eq!(body.len() % 4, 0);
    assert!(body.split("&lt;").all(str::is_empty));
    let shown = sanitize(&out, &Policy::inline());
    assert!(shown.trim_start_matches("<p>").starts_with("&lt;&lt;"));
    assert!(!shown.contains("<b>"));
    // Under the cap: as before.
    assert_eq!(
        form.static_content("short").unwrap(),
        "<p>&lt;<b>&lt;</b></p>"
    );
}

#[test]
fn many_expressions_in_html_content_render_in_linear_time() {
    // 50,000 values after `<p>`: each one's escaping once re-read everything rendered before
    // it (1.25·10⁹ tokenizer steps per render); now the reading goes on from where it was.
    let form = form(json!({
        "x": {"type": "text", "default": "a"},
        "s": {"type": "static", "expressions": true,
            "content": format!("<p>{}", "{x}".repeat(50_000))},
        "u": {"type": "static", "expressions": true,
            "content": format!("<p>{}<a href=\"/u/{{x}}\">x</a>", "{x}".repeat(20_000))},
        // Inside one attribute value, one tag, one comment: read on from where it was cut.
        "t": {"type": "static", "expressions": true,
            "content": format!("<a title=\"{}", "{x}".repeat(20_000))},
        "n": {"type": "static", "expressions": true,
            "content": format!("<a {}", "{x}".repeat(20_000))},
        "c": {"type": "static", "expressions": true,
            "content": format!("<!--{}", "{x}".repeat(20_000))},
        "dot": {"type": "text", "default": "."},
        "d": {"type": "static", "expressions": true,
            "content": format!("<a href=\"/{}", "{dot}".repeat(20_000))},
    }));
    let start = std::time::Instant::now();
    assert_eq!(
        form.static_content("s").unwrap(),
        format!("<p>{}", "a".repeat(50_000))
    );
    assert_eq!(
        form.static_content("u").unwrap(),
        format!("<p>{}<a href=\"/u/a\">x</a>", "a".repeat(20_000))
    );
    let a = "a".repeat(20_000);
    assert_eq!(form.static_content("t").unwrap(), format!("<a title=\"{a}"));
    assert_eq!(form.static_content("n").unwrap(), format!("<a {a}"));
    assert_eq!(form.static_content("c").unwrap(), format!("<!--{a}"));
    // The first dot after `/` would make a dot segment (`%252E`); the ones after it do not.
    assert_eq!(
        form.static_content("d").unwrap(),
        format!("<a href=\"/%252E{}", ".".repeat(19_999))
    );
    // Generous for a debug build on a busy machine; the old escaping took minutes here.
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}
